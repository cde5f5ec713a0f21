//! Limits and interruption, as a user meets them: `--timeout`, `--state-limit`, `--max-memory`
//! and Ctrl-C on every subcommand, with the documented exit statuses (2 for a limit, 130 for an
//! interruption).

use std::io::Read;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use assert_cmd::cargo::cargo_bin;

use crate::common::{self, grundy};

/// A misère sum with no theorem and large canonical forms (a board of 30 cells): the forms
/// give up at the state limit and the search goes on position by position, for minutes.
/// (`bash[3](20,…,28)`, used before, is now answered at once by its components' forms.)
const SLOW_MISERE: &str = "cram(5,6) + bash[3](20)";

/// Runs `grundy ARGS` and returns its exit status, standard error and how long it took.
fn run(args: &[&str]) -> (Option<i32>, String, Duration) {
    let started = Instant::now();
    let output = grundy()
        .args(args)
        .timeout(Duration::from_secs(60))
        .output()
        .unwrap();
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
        started.elapsed(),
    )
}

#[test]
fn three_heap_codes_with_a_short_to_return_at_once() {
    // Issue: `seq "octal[0.8]" --to 3` never returned: the look for a proof of the period went
    // on for tens of thousands of heaps at n² options each.
    for code in ["0.8", "0.9", "0.08", "0.3F", "0.C"] {
        for engine in ["sparse", "naive"] {
            let family = format!("octal[{code}]");
            let (status, stderr, took) =
                run(&["seq", &family, "--to", "3", "--json", "--engine", engine]);
            assert_eq!(status, Some(0), "{family} {engine}: {stderr}");
            assert!(
                took < Duration::from_secs(30),
                "{family} {engine} took {took:?}"
            );
        }
    }
    // The values, by hand from the rules: in 0.8 a move removes one token and splits the rest
    // into three non-empty heaps. Heaps 0-3 have no move; 4 → 1+1+1 (value 0), 5 → 1+1+2 and
    // 6 → 1+1+3 or 1+2+2 (all 0), so G = 1; 7 → 1+1+4 (value 1), 1+2+3 or 2+2+2 (0), so G = 2.
    let report = common::json_of(&["seq", "octal[0.8]", "--to", "7", "--json"]);
    assert_eq!(
        report["values"],
        serde_json::json!([0, 0, 0, 0, 1, 1, 1, 2])
    );
}

#[test]
fn a_timeout_ends_a_search_with_status_2_and_names_the_flag() {
    let (status, stderr, took) = run(&["eval", SLOW_MISERE, "--misere", "--timeout", "0.5"]);
    assert_eq!(status, Some(2), "{stderr}");
    assert!(stderr.contains("time limit of 0.5 s"), "{stderr}");
    assert!(stderr.contains("--timeout"), "{stderr}");
    assert!(took < Duration::from_secs(10), "took {took:?}");
}

/// `--progress-every` writes plain lines that a log keeps, stamped with the time elapsed:
/// for a board search, its question at the root and the share of it done.
#[test]
fn progress_every_writes_plain_lines_for_a_log() {
    let lines = |stderr: &str, what: &str| -> Vec<String> {
        stderr
            .lines()
            .filter(|line| line.starts_with("[00:00:0") && line.contains(what))
            .map(str::to_string)
            .collect()
    };
    // Standard error is a pipe here, where the progress is otherwise never shown.
    let (status, stderr, _) = run(&[
        "eval",
        "cram(7,9)",
        "--value-only",
        "--progress-every",
        "0.2",
        "--timeout",
        "2",
    ]);
    assert_eq!(status, Some(2), "{stderr}");
    let asked = lines(&stderr, "] is the value ");
    assert!(asked.len() >= 3, "{stderr}");
    assert!(
        asked.iter().all(|line| line.contains("% of this question")),
        "{stderr}"
    );
    let (_, quiet, _) = run(&["eval", "cram(7,9)", "--value-only", "--timeout", "1"]);
    assert!(lines(&quiet, "]").is_empty(), "{quiet}");
    // A sequence: values done out of those asked for. Its first report comes with its first
    // block of values, after about a second here: the time limit leaves room for a loaded
    // machine.
    let (status, stderr, _) = run(&[
        "seq",
        "octal[0.06]",
        "--to",
        "10^7",
        "--no-values",
        "--progress-every",
        "0.2",
        "--timeout",
        "6",
    ]);
    assert_eq!(status, Some(2), "{stderr}");
    assert!(!lines(&stderr, "] octal[0.06] ").is_empty(), "{stderr}");
    assert!(
        lines(&stderr, "] octal[0.06] ")
            .iter()
            .all(|line| line.contains("/10,000,001")),
        "{stderr}"
    );
    // A sweep: besides the codes finished, the values of the code under way, which may take
    // hours.
    let (status, stderr, _) = run(&[
        "sweep",
        "0.06",
        "--max",
        "10^7",
        "--jobs",
        "1",
        "--progress-every",
        "0.2",
        "--timeout",
        "6",
    ]);
    assert_eq!(status, Some(2), "{stderr}");
    let under_way = lines(&stderr, "] values of the code under way ");
    assert!(!under_way.is_empty(), "{stderr}");
    // The last line may come after the time limit ended the code, when no work is stated
    // and only the steps counted are left to show.
    let (_, before_last) = under_way.split_last().expect("not empty");
    assert!(
        before_last.iter().all(|line| line.contains('%')),
        "{stderr}"
    );
    assert!(under_way[0].contains('%'), "{stderr}");
    // Too short an interval is refused, naming the flag.
    let (status, stderr, _) = run(&["eval", "nim(1)", "--progress-every", "0.01"]);
    assert_eq!(status, Some(2), "{stderr}");
    assert!(
        stderr.contains("--progress-every `0.01` is too short"),
        "{stderr}"
    );
}

#[test]
fn the_state_limit_bounds_misere_searches_and_scripts() {
    let (status, stderr, _) = run(&["eval", SLOW_MISERE, "--misere", "--state-limit", "1000"]);
    assert_eq!(status, Some(2), "{stderr}");
    assert!(stderr.contains("1000 positions"), "{stderr}");
    // Issue: scripts used a fixed limit of 10^6 whatever --state-limit said.
    let (status, stderr, _) = run(&[
        "eval",
        "script[examples/lasker.rhai](60)",
        "--state-limit",
        "20",
    ]);
    assert_eq!(status, Some(2), "{stderr}");
    assert!(stderr.contains("20 positions"), "{stderr}");
    assert!(stderr.contains("--state-limit"), "{stderr}");
    let report = common::json_of(&[
        "eval",
        "script[examples/lasker.rhai](60)",
        "--json",
        "--state-limit",
        "1000",
    ]);
    // Lasker's Nim: G(4k) = 4k - 1, so G(60) = 59.
    assert_eq!(report["nimber"], 59);
}

#[test]
fn the_memory_limit_refuses_a_sequence_up_front() {
    let (status, stderr, took) = run(&[
        "seq",
        "grundy",
        "--to",
        "10^9",
        "--no-values",
        "--max-memory",
        "64M",
    ]);
    assert_eq!(status, Some(2), "{stderr}");
    assert!(stderr.contains("memory limit of 64 MiB"), "{stderr}");
    assert!(stderr.contains("--max-memory"), "{stderr}");
    assert!(took < Duration::from_secs(10), "took {took:?}");
}

#[test]
fn bad_limit_flags_are_refused() {
    for args in [
        ["eval", "nim(1)", "--timeout", "soon"],
        ["eval", "nim(1)", "--max-memory", "lots"],
        ["eval", "nim(1)", "--state-limit", "-3"],
    ] {
        let (status, stderr, _) = run(&args);
        assert_eq!(status, Some(2), "{args:?}: {stderr}");
        assert!(stderr.len() < 400, "{stderr}");
    }
}

/// Sends SIGINT to `child` once it has run for `after`, and returns its exit status and how
/// long it took to end after the signal.
fn interrupt(mut child: Child, after: Duration) -> (Option<i32>, Duration) {
    std::thread::sleep(after);
    assert!(
        child.try_wait().unwrap().is_none(),
        "the command ended before it could be interrupted"
    );
    let signalled = Instant::now();
    // SAFETY: kill(2) on the pid of a child we spawned and have not reaped.
    let sent = unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGINT) };
    assert_eq!(sent, 0);
    let deadline = signalled + Duration::from_secs(10);
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return (status.code(), signalled.elapsed());
        }
        if Instant::now() > deadline {
            child.kill().unwrap();
            panic!("still running 10 s after Ctrl-C");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

fn spawn(args: &[&str], stdin: Stdio) -> Child {
    Command::new(cargo_bin("grundy"))
        .args(args)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .stdin(stdin)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

#[test]
fn ctrl_c_ends_every_long_subcommand_within_a_second_with_status_130() {
    let cases: Vec<(&str, Vec<&str>)> = vec![
        ("eval", vec!["eval", SLOW_MISERE, "--misere"]),
        ("seq", vec!["seq", "octal[0.8]", "--no-values"]),
        (
            "table",
            vec![
                "table",
                "script[examples/queen.rhai]",
                "--rows",
                "500",
                "--cols",
                "500",
            ],
        ),
        ("play", vec!["play", "nim(3,4,5)", "--first", "you"]),
    ];
    for (name, args) in cases {
        // `play` waits for a move on standard input: a pipe nobody writes to.
        let child = spawn(&args, Stdio::piped());
        let (status, late) = interrupt(child, Duration::from_millis(700));
        assert_eq!(status, Some(130), "{name}");
        assert!(
            late < Duration::from_millis(1500),
            "{name} ended {late:?} after Ctrl-C"
        );
    }
}

#[test]
fn ctrl_c_saves_the_checkpoint_of_a_sequence() {
    let dir = std::env::temp_dir().join(format!("grundy-limits-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let checkpoint = dir.join("run.ckpt");
    let checkpoint_arg = checkpoint.to_str().unwrap();
    let mut child = spawn(
        &[
            "seq",
            "octal[0.8]",
            "--no-values",
            "--checkpoint",
            checkpoint_arg,
        ],
        Stdio::null(),
    );
    let mut stderr = child.stderr.take().unwrap();
    let (status, _) = interrupt(child, Duration::from_millis(700));
    let mut message = String::new();
    stderr.read_to_string(&mut message).unwrap();
    assert_eq!(status, Some(130), "{message}");
    assert!(message.contains("the checkpoint"), "{message}");
    assert!(checkpoint.exists());
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn misere_play_of_a_loopy_sum_is_refused_in_words() {
    // Issue: the message showed the search's internal state, `Some(...)`.
    let (status, stderr, _) = run(&[
        "eval",
        "graph[examples/graphs/cycle.txt](loop) + nim(1)",
        "--misere",
    ]);
    assert_eq!(status, Some(2), "{stderr}");
    assert!(stderr.contains("can go on forever"), "{stderr}");
    assert!(!stderr.contains("Some("), "{stderr}");
}

#[test]
fn play_refuses_an_over_long_line_and_the_game_goes_on() {
    // `play` read each move with an unbounded `lines()`: a line of a gigabyte was held whole.
    // A line over 64 KiB (or one that is not text) is refused in words, not echoed, and the
    // next move is played.
    let mut input = vec![b'9'; 70_000];
    input.extend_from_slice(b"\n\xff\xfe\n1 -> 4\n1 -> 0\n");
    let output = grundy()
        .args(["play", "bash[3](5)", "--first", "you"])
        .write_stdin(input)
        .timeout(Duration::from_secs(60))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{stdout}");
    assert!(
        stdout.contains("error: the line is longer than 64 KiB; it was ignored"),
        "{stdout}"
    );
    assert!(
        stdout.contains("error: the line is not valid UTF-8 text; it was ignored"),
        "{stdout}"
    );
    assert!(stdout.contains("you win!"), "{stdout}");
    assert!(
        stdout.len() < 4096,
        "the long line was echoed: {} bytes",
        stdout.len()
    );
}
