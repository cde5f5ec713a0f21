//! The take-and-break commands end to end, on the real `grundy` binary.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use assert_cmd::cargo::cargo_bin;

use crate::common;

fn grundy(args: &[&str]) -> std::process::Output {
    Command::new(cargo_bin("grundy"))
        .args(args)
        .output()
        .unwrap()
}

fn stdout(args: &[&str]) -> String {
    let output = grundy(args);
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

fn temp(name: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("grundy-cli-{}-{name}", std::process::id()));
    let _ = std::fs::remove_file(&path);
    path
}

#[test]
fn kayles_is_computed_until_its_period_is_proven() {
    let json: serde_json::Value =
        serde_json::from_str(&stdout(&["seq", "kayles", "--json"])).unwrap();
    // Kayles (OEIS A002186): period 12, purely periodic from n = 71.
    assert_eq!(json["period"]["preperiod"], 71);
    assert_eq!(json["period"]["period"], 12);
    assert_eq!(json["period"]["proven"], true);
    assert_eq!(json["period"]["checked_to"], 168);
    assert_eq!(json["values"].as_array().unwrap().len(), 83);
}

#[test]
fn sequences_stats_and_frequencies() {
    let text = stdout(&["seq", "octal[0.137]", "--to", "19", "--stats", "--freq"]);
    // Dawson's Chess, OEIS A002187.
    assert!(text.contains(" 0: 0 1 1 2 0 3 1 1 0 3"), "{text}");
    assert!(text.contains("10: 3 2 2 4 0 5 2 2 3 3"), "{text}");
    assert!(text.contains("period 34 from n = 52 (proven"), "{text}");
    assert!(text.contains("rare mask"), "{text}");
    assert!(text.contains("value frequencies"), "{text}");
    let grundy_text = stdout(&["seq", "grundy", "--to", "300"]);
    assert!(grundy_text.contains("no theorem applies"), "{grundy_text}");
}

#[test]
fn huge_heaps_are_answered_from_the_period() {
    let text = stdout(&["eval", "kayles(10^30)"]);
    assert!(text.contains("nim-value: 1"), "{text}");
    let json: serde_json::Value = serde_json::from_str(&stdout(&[
        "eval",
        "dawson(10^20) + octal[0.6](20)",
        "--json",
    ]))
    .unwrap();
    assert!(json["nimber"].is_u64());
}

#[test]
fn malformed_codes_are_refused_with_the_column() {
    let output = grundy(&["eval", "octal[0.1x7](10)"]);
    assert_eq!(output.status.code(), Some(2));
    let message = String::from_utf8_lossy(&output.stderr);
    assert!(message.contains("column 10"), "{message}");
    let output = grundy(&["seq", "octal[3.7]"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("loop"));
}

#[test]
fn engines_agree_and_value_files_are_written() {
    let (naive, sparse) = (temp("naive.gv"), temp("sparse.gv"));
    for (engine, path) in [("naive", &naive), ("sparse", &sparse)] {
        stdout(&[
            "seq",
            "octal[0.6]",
            "--to",
            "3000",
            "--engine",
            engine,
            "--out",
            path.to_str().unwrap(),
        ]);
    }
    let (a, b) = (
        std::fs::read(&naive).unwrap(),
        std::fs::read(&sparse).unwrap(),
    );
    assert_eq!(a, b);
    assert_eq!(&a[..8], b"GRUNDYv2");
    // One commit record (sequence 1, in the second slot) of 3001 values.
    assert_eq!(u64::from_le_bytes(a[64..72].try_into().unwrap()), 1);
    assert_eq!(u64::from_le_bytes(a[72..80].try_into().unwrap()), 3001);
    std::fs::remove_file(naive).unwrap();
    std::fs::remove_file(sparse).unwrap();
}

/// `--single-thread` and `--threads 4` compute the same values; by default (on a machine with
/// two cores, as CI has) a helper thread prepared heaps, as `--stats` reports (how many depends
/// on scheduling: the calling thread prepares the batches no helper has taken).
#[test]
fn one_thread_and_two_give_the_same_values() {
    let run = |extra: &[&str]| {
        let mut args = vec!["seq", "grundy", "--to", "40000", "--stats", "--json"];
        args.extend_from_slice(extra);
        common::json_of(&args)
    };
    let (two, one) = (run(&[]), run(&["--single-thread"]));
    assert_eq!(two["values"], one["values"]);
    // Any number of threads: the same values, and helpers did the work.
    let four = run(&["--threads", "4"]);
    assert_eq!(four["values"], one["values"]);
    assert!(four["stats"]["helper_heaps"].as_u64().unwrap() > 0);
    // The profile: windows of heap sizes covering the run.
    let profile = one["stats"]["profile"].as_array().unwrap();
    assert_eq!(profile[0]["from"], 0);
    let heaps: u64 = profile.iter().map(|w| w["heaps"].as_u64().unwrap()).sum();
    assert_eq!(heaps, 40001);
    assert_eq!(two["values"].as_array().unwrap().len(), 40001);
    // OEIS A002188.
    assert_eq!(two["values"][13], 3);
    assert_eq!(one["stats"]["helper_heaps"], 0);
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    if cores > 1 {
        assert!(
            two["stats"]["helper_heaps"].as_u64().unwrap() > 0,
            "{}",
            two["stats"]
        );
    }
    let both = grundy(&[
        "seq",
        "grundy",
        "--to",
        "5",
        "--single-thread",
        "--threads",
        "2",
    ]);
    assert_eq!(both.status.code(), Some(2));
    let refused = grundy(&["seq", "nim", "--to", "5", "--single-thread"]);
    assert_eq!(refused.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&refused.stderr)
            .contains("--single-thread is for take-and-break games")
    );
}

/// A run killed with SIGKILL at an arbitrary moment resumes from its last checkpoint and ends
/// with exactly the values of an uninterrupted run.
#[test]
fn a_killed_run_resumes_from_its_checkpoint() {
    let (full, resumed, checkpoint) = (temp("full.gv"), temp("resumed.gv"), temp("run.ckpt"));
    let to = "400000";
    let args = |out: &PathBuf| {
        vec![
            "seq".to_string(),
            "grundy".into(),
            "--to".into(),
            to.into(),
            "--out".into(),
            out.to_str().unwrap().into(),
        ]
    };
    let output = Command::new(cargo_bin("grundy"))
        .args(args(&full))
        .output()
        .unwrap();
    assert!(output.status.success());

    let mut with_checkpoint = args(&resumed);
    with_checkpoint.extend([
        "--checkpoint".into(),
        checkpoint.to_str().unwrap().into(),
        "--checkpoint-every".into(),
        "0.1".into(),
    ]);
    let mut child = Command::new(cargo_bin("grundy"))
        .args(&with_checkpoint)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    // Kill it as soon as its first checkpoint is written (after 0.1 s of a run of seconds):
    // a fixed share of the first run's time could outlast the second on a machine whose load
    // changes. The checkpoint is written whole (renamed into place), so it is complete.
    let deadline = Instant::now() + Duration::from_secs(60);
    while !checkpoint.exists() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(5));
    }
    let finished_already = child.try_wait().unwrap().is_some();
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(
        !finished_already,
        "the run ended before it could be killed; make it longer"
    );
    assert!(
        !resumed.exists(),
        "the killed run must not have written its output"
    );

    let output = Command::new(cargo_bin("grundy"))
        .args(&with_checkpoint)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(String::from_utf8_lossy(&output.stderr).contains("resuming grundy"));
    assert_eq!(
        std::fs::read(&full).unwrap(),
        std::fs::read(&resumed).unwrap()
    );

    // A checkpoint of another game, or a damaged one, is refused.
    let output = grundy(&[
        "seq",
        "kayles",
        "--checkpoint",
        checkpoint.to_str().unwrap(),
    ]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("belongs to grundy"));
    let mut bytes = std::fs::read(&checkpoint).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 1;
    std::fs::write(&checkpoint, bytes).unwrap();
    let output = Command::new(cargo_bin("grundy"))
        .args(&with_checkpoint)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("checksum"));
    for path in [full, resumed, checkpoint] {
        std::fs::remove_file(path).unwrap();
    }
}

#[test]
fn huge_heaps_report_how_many_winning_moves_they_have() {
    let report = common::eval_json("kayles(10^30)");
    assert_eq!(report["outcome"], "N");
    assert_eq!(report["winning_moves"], serde_json::Value::Null);
    // Counted by residue classes of the proven period (checked against listing in the library).
    assert_eq!(
        report["winning_move_count"],
        "83333333333333333333333333338"
    );
}

/// How many values the newest commit of a values file makes durable (0 while it cannot be
/// read: not written yet).
fn committed(path: &Path) -> usize {
    grundy::takebreak::values_file::load(path).map_or(0, |file| file.values.len())
}

/// A run whose values are memory-mapped in its checkpoint, killed with SIGKILL twice while it
/// runs, resumes each time from its last commit and ends with exactly the values of an
/// uninterrupted run in memory; the checkpoint is then a values file of them. A truncated
/// checkpoint is refused with a clear message.
#[test]
fn a_killed_mapped_run_resumes_from_its_last_commit() {
    let (full, resumed, checkpoint) = (
        temp("mapped-full.gv"),
        temp("mapped-resumed.gv"),
        temp("mapped.gv"),
    );
    let to = "1000000";
    let out = |path: &PathBuf| path.to_str().unwrap().to_string();
    let output = grundy(&["seq", "grundy", "--to", to, "--out", &out(&full)]);
    assert!(output.status.success());
    let mapped = [
        "seq".to_string(),
        "grundy".into(),
        "--to".into(),
        to.into(),
        "--out".into(),
        out(&resumed),
        "--mapped".into(),
        "--checkpoint".into(),
        out(&checkpoint),
        "--checkpoint-every".into(),
        "0.05".into(),
    ];
    let mut last = 0;
    for round in 0..2 {
        let mut child = Command::new(cargo_bin("grundy"))
            .args(&mapped)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        // Killed once a commit beyond the last one is durable (the run goes on meanwhile).
        let deadline = Instant::now() + Duration::from_secs(60);
        while committed(&checkpoint) <= last && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(3));
        }
        let finished_already = child.try_wait().unwrap().is_some();
        child.kill().unwrap();
        child.wait().unwrap();
        assert!(
            !finished_already,
            "round {round}: the run ended before it could be killed; make it longer"
        );
        let now = committed(&checkpoint);
        assert!(now > last, "round {round}: {now} values committed");
        last = now;
    }
    let output = Command::new(cargo_bin("grundy"))
        .args(&mapped)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    assert!(
        stderr.contains("resuming grundy") && stderr.contains("mapped"),
        "{stderr}"
    );
    assert_eq!(
        std::fs::read(&full).unwrap(),
        std::fs::read(&resumed).unwrap()
    );
    let read = |path: &PathBuf| grundy::takebreak::values_file::load(path).unwrap().values;
    assert_eq!(read(&checkpoint), read(&full));

    // A truncated checkpoint is refused, mapped or not.
    let bytes = std::fs::read(&checkpoint).unwrap();
    std::fs::write(&checkpoint, &bytes[..bytes.len() / 2]).unwrap();
    for with_mapped in [true, false] {
        let mut args: Vec<&str> = vec!["seq", "grundy", "--to", to, "--no-values"];
        args.extend(["--checkpoint", checkpoint.to_str().unwrap()]);
        if with_mapped {
            args.push("--mapped");
        }
        let output = grundy(&args);
        assert_eq!(output.status.code(), Some(2));
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(
            stderr.contains("cannot resume") && stderr.contains("truncated"),
            "{stderr}"
        );
    }
    // --mapped needs a file.
    let output = grundy(&["seq", "grundy", "--to", "100", "--mapped", "--no-values"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&output.stderr).contains("--mapped keeps the values in a file")
    );
    for path in [full, resumed, checkpoint] {
        std::fs::remove_file(path).unwrap();
    }
}
