//! The `graph` subcommand and loopy games in `eval`, on the example graphs.

mod common;

use common::{grundy, json_of};
use predicates::str::contains;
use serde_json::Value;

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
