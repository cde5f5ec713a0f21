//! The `graph` subcommand and loopy games in `eval`, on the example graphs.

use predicates::str::contains;
use serde_json::Value;

use crate::common::{grundy, json_of};

#[test]
fn the_cycle_example_has_wins_losses_and_draws() {
    // By hand: `end` is terminal (0); b's only move is to c, which reaches 0, so b gets 0 in the
    // first round; a -> b gives 1; c -> a (1), end (0) gives 2. `loop` can wait forever or move
    // to `end`: ∞{0}, N. stuck ⇄ trap can chase forever; trap's only finite option is a (1).
    grundy()
        .args(["graph", "examples/graphs/cycle.txt"])
        .assert()
        .success()
        .stdout(contains("7 vertices, 9 edges; 2 P, 3 N, 2 D (draw)"))
        .stdout(contains("a       N        1      win: b\n"))
        .stdout(contains("b       P        0      -\n"))
        .stdout(contains("c       N        2      win: end\n"))
        .stdout(contains("loop    N        ∞{0}   win: end\n"))
        .stdout(contains("stuck   D        ∞{}    keep the draw: trap\n"))
        .stdout(contains("trap    D        ∞{1}   keep the draw: stuck\n"));
}

#[test]
fn json_values_of_an_acyclic_graph_are_ordinary_grundy_values() {
    // dag.txt is "take 1 or 2" on heaps 0..6, whose values are n mod 3.
    let report = json_of(&["graph", "examples/graphs/dag.txt", "--json"]);
    let positions = report["positions"].as_array().unwrap();
    assert_eq!(positions.len(), 7);
    for position in positions {
        let name = position["vertex"].as_str().unwrap();
        let heap: u64 = name[1..].parse().unwrap();
        assert_eq!(position["value"], heap % 3, "{name}");
        let outcome = if heap.is_multiple_of(3) { "P" } else { "N" };
        assert_eq!(position["outcome"], outcome);
    }
    let dot = json_of(&["graph", "examples/graphs/game.dot", "--json"]);
    let start = &dot["positions"][0];
    assert_eq!(start["vertex"], "start");
    assert_eq!(start["value"], "∞");
    assert_eq!(start["escapes"], serde_json::json!([0, 1]));
    assert_eq!(start["text"], "∞{0,1}");
    // start -> left is the one move to a P-vertex.
    assert_eq!(start["best_moves"], serde_json::json!(["left"]));
}

#[test]
fn dot_output_colours_every_vertex_by_outcome() {
    let output = grundy()
        .args(["graph", "examples/graphs/cycle.txt", "--dot"])
        .output()
        .unwrap();
    let dot = String::from_utf8(output.stdout).unwrap();
    assert!(dot.starts_with("digraph game {"), "{dot}");
    assert_eq!(dot.matches("fillcolor=").count(), 7);
    assert_eq!(dot.matches(" -> ").count(), 9);
    assert!(
        dot.contains(r##"[label="trap\n∞{1}", fillcolor="#f5e08c"]"##),
        "{dot}"
    );
    assert!(
        dot.contains(r##"[label="b\n0", fillcolor="#f4a3a3"]"##),
        "{dot}"
    );
}

#[test]
fn dot_output_reads_back_as_the_same_game() {
    let table = |file: &str| {
        let output = grundy().args(["graph", file]).output().unwrap();
        assert!(output.status.success(), "{output:?}");
        // Everything but the first line (which names the file).
        let text = String::from_utf8(output.stdout).unwrap();
        text.split_once('\n').unwrap().1.to_string()
    };
    let dot = grundy()
        .args(["graph", "examples/graphs/cycle.txt", "--dot"])
        .output()
        .unwrap()
        .stdout;
    let copy = std::env::temp_dir().join(format!("grundy-cli-copy-{}.dot", std::process::id()));
    std::fs::write(&copy, dot).unwrap();
    let again = table(copy.to_str().unwrap());
    std::fs::remove_file(&copy).unwrap();
    assert_eq!(again, table("examples/graphs/cycle.txt"));
}

#[test]
fn loopy_sums_in_eval() {
    // trap = ∞{1}: with nim(1) the player to move wins by moving trap to a (value 1); with
    // nim(2) it is a draw.
    let won = json_of(&[
        "eval",
        "graph[examples/graphs/cycle.txt](trap) + nim(1)",
        "--json",
    ]);
    assert_eq!(won["outcome"], "N");
    assert_eq!(won["loopy_value"]["text"], "∞{0}");
    assert_eq!(
        won["winning_moves"][0]["to"],
        "graph[examples/graphs/cycle.txt](a) + nim(1)"
    );
    grundy()
        .args(["eval", "graph[examples/graphs/cycle.txt](trap) + nim(2)"])
        .assert()
        .success()
        .stdout(contains("outcome:   D"))
        .stdout(contains("value:     ∞{3}"));
    // Two infinite components: always a draw.
    let both = json_of(&[
        "eval",
        "graph[examples/graphs/cycle.txt](loop, loop)",
        "--json",
    ]);
    assert_eq!(both["outcome"], "D");
    assert_eq!(both["nimber"], Value::Null);
}

#[test]
fn eval_dot_draws_the_reachable_positions_and_says_when_it_stops() {
    let output = grundy()
        .args([
            "eval",
            "graph[examples/graphs/cycle.txt](loop) + nim(1)",
            "--dot",
        ])
        .output()
        .unwrap();
    let dot = String::from_utf8(output.stdout).unwrap();
    // (loop or end) × (heap 1 or 0): four positions.
    assert_eq!(dot.matches("fillcolor=").count(), 4, "{dot}");
    assert!(output.stderr.is_empty());
    grundy()
        .args(["eval", "nim(30,30)", "--dot", "--limit", "5"])
        .assert()
        .success()
        .stdout(contains("truncated to the first 5"))
        .stderr(contains("more positions are reachable"));
}

#[test]
fn bad_graph_files_are_clear_errors() {
    grundy()
        .args(["graph", "examples/graphs/no-such-file.txt"])
        .assert()
        .code(2)
        .stderr(contains(
            "cannot read the graph file `examples/graphs/no-such-file.txt`",
        ));
    grundy()
        .args(["eval", "graph[examples/graphs/cycle.txt](nowhere)"])
        .assert()
        .code(2)
        .stderr(contains("has no vertex `nowhere`"));
    let broken = std::env::temp_dir().join(format!("grundy-cli-broken-{}.dot", std::process::id()));
    std::fs::write(&broken, "digraph {\n  a -> b\n  b -> \n}\n").unwrap();
    let result = grundy().args(["graph", broken.to_str().unwrap()]).assert();
    std::fs::remove_file(&broken).unwrap();
    result.code(2).stderr(contains(
        "line 4, column 1: expected a vertex name or `{`, found `}`",
    ));
}

/// A temporary file for one test, removed when dropped.
struct TempFile(std::path::PathBuf);

impl TempFile {
    fn new(name: &str, contents: &[u8]) -> TempFile {
        let path = std::env::temp_dir().join(format!("grundy-cli-{}-{name}", std::process::id()));
        std::fs::write(&path, contents).unwrap();
        TempFile(path)
    }

    fn path(&self) -> &str {
        self.0.to_str().unwrap()
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// Runs `grundy ARGS` (at most a minute) and returns its exit code, stdout and stderr, and how
/// long it took.
fn run(args: &[&str]) -> (Option<i32>, Vec<u8>, String, std::time::Duration) {
    let started = std::time::Instant::now();
    let output = grundy()
        .args(args)
        .timeout(std::time::Duration::from_secs(60))
        .output()
        .unwrap();
    let stderr = String::from_utf8(output.stderr).unwrap();
    (
        output.status.code(),
        output.stdout,
        stderr,
        started.elapsed(),
    )
}

#[cfg(unix)]
#[test]
fn an_endless_file_is_refused_quickly_with_the_limit_named() {
    let (code, _, stderr, took) = run(&["graph", "/dev/zero"]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(
        stderr.contains("line 1, column 1: this vertex name is longer than 1000 characters"),
        "{stderr}"
    );
    assert!(stderr.len() < 300, "{stderr}");
    assert!(took.as_secs() < 10, "{took:?}");
    // A file whose size is over the limit is refused before it is read (a sparse file: it
    // takes no disk space).
    let huge = TempFile::new("huge.txt", b"");
    std::fs::File::options()
        .write(true)
        .open(&huge.0)
        .unwrap()
        .set_len(grundy::graph::MAX_GRAPH_BYTES + 1)
        .unwrap();
    let (code, _, stderr, _) = run(&["graph", huge.path()]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(
        stderr.contains("more than 256 MiB, the limit for a graph file"),
        "{stderr}"
    );
}

#[test]
fn long_vertex_names_give_short_errors_and_no_panic() {
    let long = "v".repeat(70_000);
    let file = TempFile::new("long-name.txt", format!("{long} b\nb {long}\n").as_bytes());
    let (code, stdout, stderr, _) = run(&["graph", file.path()]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stdout.is_empty());
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(stderr.contains("longer than 1000 characters"), "{stderr}");
    assert!(stderr.len() < 300, "{stderr}");
    // The same file in an expression.
    let expression = format!("graph[{}](b)", file.path());
    let (code, _, stderr, _) = run(&["eval", &expression]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.len() < 600, "{stderr}");
    // Names at the limit: the table pads its columns by hand (a format width over 65535
    // panics) and no wider than 40 characters.
    let longest = "w".repeat(1000);
    let file = TempFile::new("longest-name.txt", format!("{longest} b\nb c\n").as_bytes());
    let (code, stdout, stderr, _) = run(&["graph", file.path()]);
    assert_eq!(code, Some(0), "{stderr}");
    let table = String::from_utf8(stdout).unwrap();
    assert!(table.contains(&format!("{longest}  P ")), "{table}");
    assert!(
        table.contains(&format!("b{}  N ", " ".repeat(39))),
        "{table}"
    );
    // An unknown vertex named at length is quoted briefly, and so are the known ones.
    let expression = format!("graph[{}]({})", file.path(), "z".repeat(60_000));
    let (code, _, stderr, _) = run(&["eval", &expression]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("has no vertex"), "{stderr}");
    assert!(stderr.len() < 700, "{stderr}");
}

/// The edge list of a cycle of `n` vertices, `v0 -> v1 -> ... -> v0`.
fn cycle(n: usize) -> String {
    (0..n).map(|v| format!("v{v} v{}\n", (v + 1) % n)).collect()
}

#[test]
fn json_of_a_big_cycle_is_streamed() {
    let n = 200_000;
    let file = TempFile::new("cycle.txt", cycle(n).as_bytes());
    let report = json_of(&["graph", file.path(), "--json"]);
    assert_eq!(report["vertices"], n);
    assert_eq!(report["edges"], n);
    assert_eq!(report["file"], file.path());
    let positions = report["positions"].as_array().unwrap();
    assert_eq!(positions.len(), n);
    // A cycle with no way out: every vertex can only keep the game going.
    for (v, position) in positions.iter().enumerate() {
        assert_eq!(position["vertex"], format!("v{v}"));
        assert_eq!(position["outcome"], "D");
        assert_eq!(position["text"], "∞{}");
        assert_eq!(
            position["best_moves"],
            serde_json::json!([format!("v{}", (v + 1) % n)])
        );
    }
}

#[cfg(unix)]
#[test]
fn output_stops_when_the_reader_closes_the_pipe() {
    use std::io::Read;
    use std::process::{Command, Stdio};
    let file = TempFile::new("pipe-cycle.txt", cycle(200_000).as_bytes());
    let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["graph", file.path(), "--json"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let mut start = [0u8; 100];
    stdout.read_exact(&mut start).unwrap();
    assert!(start.starts_with(b"{\"file\":"));
    drop(stdout);
    let started = std::time::Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        assert!(
            started.elapsed().as_secs() < 20,
            "still writing to a closed pipe"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    };
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    // Ended by SIGPIPE, as command-line tools are, or quietly: never an error message.
    use std::os::unix::process::ExitStatusExt;
    assert!(
        status.success() || status.signal() == Some(libc_sigpipe()),
        "{status:?}: {stderr}"
    );
    assert!(stderr.is_empty(), "{stderr}");
}

/// SIGPIPE's number (13 on every Unix this runs on).
#[cfg(unix)]
fn libc_sigpipe() -> i32 {
    13
}

#[test]
fn eval_dot_respects_the_budget() {
    let (code, _, stderr, _) = run(&[
        "eval",
        "nim(30,30,30)",
        "--dot",
        "--limit",
        "5000",
        "--state-limit",
        "100",
    ]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("--state-limit"), "{stderr}");
    let file = TempFile::new("budget-cycle.txt", cycle(100_000).as_bytes());
    let (code, _, stderr, _) = run(&["graph", "--max-memory", "1M", file.path()]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(
        stderr.contains("the graph being read would need about"),
        "{stderr}"
    );
    assert!(stderr.contains("--max-memory"), "{stderr}");
}

#[test]
fn misere_play_of_a_loopy_graph_is_refused_in_plain_words() {
    let (code, _, stderr, _) = run(&[
        "eval",
        "graph[examples/graphs/cycle.txt](trap) + nim(1)",
        "--misere",
    ]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(
        stderr.contains(
            "misère play of graph[examples/graphs/cycle.txt](trap) + nim(1) can go on forever"
        ),
        "{stderr}"
    );
    assert!(!stderr.contains("Some("), "{stderr}");
}

#[test]
fn svg_draws_state_graphs_and_graph_files_without_graphviz() {
    let output = grundy()
        .args(["eval", "nim(2,2)", "--svg"])
        .output()
        .unwrap();
    assert!(output.status.success());
    let svg = String::from_utf8(output.stdout).unwrap();
    assert!(
        svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""),
        "{svg}"
    );
    // Nine positions; from (a, b) there are a + b moves: 18 in all.
    assert_eq!(svg.matches(" data-position=").count(), 9);
    assert_eq!(svg.matches(" data-from=").count(), 18);
    assert!(svg.contains(
        r#"<g class="node start" data-index="0" data-position="nim(2,2)" data-outcome="P" data-value="0">"#
    ));
    assert!(svg.contains(r#"data-position="nim(1,2)" data-outcome="N" data-value="3""#));
    assert!(output.stderr.is_empty());

    let output = grundy()
        .args(["graph", "examples/graphs/cycle.txt", "--svg"])
        .output()
        .unwrap();
    assert!(output.status.success());
    let svg = String::from_utf8(output.stdout).unwrap();
    assert_eq!(svg.matches(" data-position=").count(), 7);
    assert_eq!(svg.matches(" data-from=").count(), 9);
    assert!(svg.contains(r#"data-position="trap" data-outcome="D" data-value="∞{1}""#));
    assert!(svg.contains(r#"data-position="loop" data-outcome="N" data-value="∞{0}""#));
    assert!(svg.contains("D: a draw"));

    grundy()
        .args(["eval", "nim(30,30)", "--svg", "--limit", "5"])
        .assert()
        .success()
        .stdout(contains("truncated to the first 5"))
        .stderr(contains("more positions are reachable"));
}

#[test]
fn svg_drawings_are_bounded() {
    grundy()
        .args(["eval", "nim(3)", "--svg", "--limit", "6000"])
        .assert()
        .code(2)
        .stderr(contains(
            "--svg draws at most 5000 positions (--limit is 6000)",
        ));
    grundy()
        .args([
            "graph",
            "examples/graphs/cycle.txt",
            "--svg",
            "--limit",
            "3",
        ])
        .assert()
        .code(2)
        .stderr(contains(
            "examples/graphs/cycle.txt has 7 vertices: too many to draw (--limit is 3",
        ));
    grundy()
        .args(["eval", "nim(3)", "--limit", "3"])
        .assert()
        .code(2)
        .stderr(contains("<--dot|--svg>"));
    grundy()
        .args(["eval", "nim(90,90)", "--svg", "--limit", "5000"])
        .assert()
        .code(2)
        .stderr(contains("moves: too many to draw"));
}

#[test]
fn svg_escapes_hostile_vertex_names() {
    let file = TempFile::new(
        "hostile.txt",
        b"<script>alert(1)</script> a&b\na&b \"q\"\n\"q\" 's'\n",
    );
    let output = grundy()
        .args(["graph", file.path(), "--svg"])
        .output()
        .unwrap();
    assert!(output.status.success());
    let svg = String::from_utf8(output.stdout).unwrap();
    assert!(!svg.contains("<script"), "{svg}");
    for escaped in [
        "data-position=\"&lt;script&gt;alert(1)&lt;/script&gt;\"",
        "data-position=\"a&amp;b\"",
        "data-position=\"&quot;q&quot;\"",
        "data-position=\"&#39;s&#39;\"",
    ] {
        assert!(svg.contains(escaped), "{escaped} in {svg}");
    }
}
