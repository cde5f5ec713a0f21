//! Board games by the component search: `eval --value-only`, `--stats` and the persistent
//! endgame database of `--db FILE`, which must survive the process being killed.

use std::path::PathBuf;
use std::process::Stdio;
use std::time::{Duration, Instant};

use crate::common::grundy;

fn temp(name: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("grundy-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_file(&path);
    path
}

/// Standard output and the positions searched (from `--stats`) of a successful run.
fn run(args: &[&str]) -> (String, u64) {
    let output = grundy().args(args).arg("--stats").output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr).to_string();
    assert!(output.status.success(), "{args:?} failed: {stderr}");
    let positions = stderr
        .split("stats: ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|count| count.parse().ok())
        .unwrap_or_else(|| panic!("no stats in {stderr:?}"));
    (String::from_utf8(output.stdout).unwrap(), positions)
}

#[test]
fn value_only_prints_the_value_without_the_moves() {
    let (text, _) = run(&["eval", "cram(4,5)", "--value-only"]);
    assert_eq!(
        text,
        "position:  cram(4,5)\noutcome:   N (the player to move wins)\nnim-value: 2\n"
    );
    let (text, _) = run(&["eval", "nodekayles(grid:3x4)", "--value-only"]);
    assert!(text.ends_with("nim-value: 0\n"), "{text}");
    let refused = grundy()
        .args(["eval", "cram(3,3)", "--value-only", "--json"])
        .output()
        .unwrap();
    assert_eq!(refused.status.code(), Some(2));
}

#[test]
fn the_database_is_reused_by_the_next_run_and_survives_a_kill() {
    let db = temp("db");
    let db_arg = db.to_str().unwrap();
    let (first, searched) = run(&["eval", "cram(5,6)", "--value-only", "--db", db_arg]);
    assert!(first.ends_with("nim-value: 2\n"), "{first}");
    let stored = std::fs::metadata(&db).unwrap().len();
    assert!(stored > 16, "nothing stored: {stored} bytes");
    // The second run finds the board's regions in the file.
    let (second, again) = run(&["eval", "cram(5,6)", "--value-only", "--db", db_arg]);
    assert_eq!(second, first);
    assert!(again * 10 < searched, "{again} positions, then {searched}");

    // Killed (SIGKILL) in the middle of a long search that writes records as it goes.
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["eval", "cram(6,7)", "--value-only", "--db", db_arg])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let started = Instant::now();
    while std::fs::metadata(&db).unwrap().len() == stored
        && started.elapsed() < Duration::from_secs(20)
    {
        std::thread::sleep(Duration::from_millis(20));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    // A torn write at the end, as a kill in the middle of one leaves.
    let mut bytes = std::fs::read(&db).unwrap();
    bytes.extend_from_slice(&[7; 11]);
    std::fs::write(&db, &bytes).unwrap();
    let (third, _) = run(&["eval", "cram(5,6)", "--value-only", "--db", db_arg]);
    assert_eq!(third, first);
    assert_eq!((std::fs::metadata(&db).unwrap().len() - 16) % 48, 0);

    // Node-Kayles keeps its values in the same file: components of up to 22 vertices by a
    // canonical labelling, larger ones as vertex sets of the graph named by its edges. (On one
    // thread: with a helper, the calling thread's own work on the whole graph may fall short
    // of what earns a record, and the second run then searches a little.)
    let (kayles, searched) = run(&[
        "eval",
        "nodekayles(grid:4x11)",
        "--value-only",
        "--threads",
        "1",
        "--db",
        db_arg,
    ]);
    assert!(kayles.ends_with("nim-value: 0\n"), "{kayles}");
    assert!(searched > 1000, "{searched}");
    let (again, positions) = run(&[
        "eval",
        "nodekayles(grid:4x11)",
        "--value-only",
        "--threads",
        "1",
        "--db",
        db_arg,
    ]);
    assert_eq!((again, positions), (kayles, 0));
    // Another graph shares no vertex-set key with it: searched afresh, and right.
    let (other, positions) = run(&[
        "eval",
        "nodekayles(grid:5x7)",
        "--value-only",
        "--db",
        db_arg,
    ]);
    let (alone, alone_positions) = run(&["eval", "nodekayles(grid:5x7)", "--value-only"]);
    assert_eq!(other, alone);
    assert!(
        positions * 2 > alone_positions,
        "{positions} vs {alone_positions}"
    );

    // A file that is not a database is refused, untouched.
    std::fs::write(&db, "a -- b\n").unwrap();
    let refused = grundy()
        .args(["eval", "cram(3,3)", "--db", db_arg])
        .output()
        .unwrap();
    assert_eq!(refused.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert!(stderr.contains("not a grundy endgame database"), "{stderr}");
    assert_eq!(std::fs::read_to_string(&db).unwrap(), "a -- b\n");
    std::fs::remove_file(&db).unwrap();
}

#[test]
fn the_board_benchmark_values_its_boards() {
    let output = grundy()
        .args(["bench", "--boards", "--quick"])
        .output()
        .unwrap();
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    // Each line: board, seconds, igs, ratio, value, positions.
    let values: Vec<(&str, &str)> = text
        .lines()
        .skip(1)
        .map(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            (fields[0], fields[4])
        })
        .collect();
    assert_eq!(values, [("cram(4,7)", "3"), ("cram(5,6)", "2")], "{text}");
}
