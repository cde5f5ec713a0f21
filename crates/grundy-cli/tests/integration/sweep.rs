//! `grundy sweep` and `grundy verify` end to end, on the real binary: tables, certificates,
//! checkpoints after Ctrl-C and SIGKILL.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use assert_cmd::cargo::cargo_bin;
use serde_json::Value;

fn grundy(args: &[&str]) -> Output {
    Command::new(cargo_bin("grundy"))
        .args(args)
        .output()
        .unwrap()
}

fn success(args: &[&str]) -> String {
    success_and_stderr(args).0
}

/// Runs a command expected to succeed: its output, and its standard error (which says what it
/// resumed).
fn success_and_stderr(args: &[&str]) -> (String, String) {
    let output = grundy(args);
    let stderr = String::from_utf8_lossy(&output.stderr).to_string();
    assert!(output.status.success(), "{args:?}: {stderr}");
    (String::from_utf8(output.stdout).unwrap(), stderr)
}

/// Runs a command expected to fail with status 2, and returns its error message.
fn failure(args: &[&str]) -> String {
    let output = grundy(args);
    let stderr = String::from_utf8_lossy(&output.stderr).to_string();
    assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
    assert!(stderr.len() < 800, "{stderr}");
    stderr
}

/// A fresh directory for one test.
fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("grundy-sweep-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn text(path: &Path) -> &str {
    path.to_str().unwrap()
}

fn rows_by_code(report: &Value) -> HashMap<String, Value> {
    report["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| (row["code"].as_str().unwrap().to_string(), row.clone()))
        .collect()
}

#[test]
fn a_sweep_lists_each_game_once_with_its_aliases() {
    // 0.?7 and 0.07?: 16 codes, 0.070 being 0.07 with a trailing zero.
    let report: Value = serde_json::from_str(&success(&[
        "sweep", "0.?7", "0.07?", "--max", "5000", "--format", "json", "--jobs", "2",
    ]))
    .unwrap();
    assert_eq!(report["codes"], 16);
    assert_eq!(report["limit"], serde_json::json!({"max": 5000}));
    let rows = rows_by_code(&report);
    // Kayles (0.77) period 12 from 71 (OEIS A002186); Dawson's Kayles (0.07) period 34 from 53
    // (OEIS A002187).
    assert_eq!(rows["0.77"]["status"], "proven");
    assert_eq!(
        (
            rows["0.77"]["preperiod"].as_u64(),
            rows["0.77"]["period"].as_u64()
        ),
        (Some(71), Some(12))
    );
    assert_eq!(
        (
            rows["0.07"]["preperiod"].as_u64(),
            rows["0.07"]["period"].as_u64()
        ),
        (Some(53), Some(34))
    );
    let aliases: Vec<&Value> = rows["0.07"]["aliases"].as_array().unwrap().iter().collect();
    assert!(
        aliases
            .iter()
            .any(|alias| alias["code"] == "0.070" && alias["by"] == "same-rules"),
        "{aliases:?}"
    );
    // Every code is listed exactly once, as a game or as an alias.
    let mut listed: Vec<String> = rows.keys().cloned().collect();
    for row in rows.values() {
        for alias in row["aliases"].as_array().unwrap() {
            listed.push(alias["code"].as_str().unwrap().to_string());
        }
    }
    listed.sort();
    let mut expected: Vec<String> = (0..8).map(|d| format!("0.{d}7")).collect();
    expected.extend((0..8).map(|d| format!("0.07{d}")));
    expected.sort();
    assert_eq!(listed, expected);

    // The same rows as a table and as CSV.
    let table = success(&["sweep", "0.?7", "0.07?", "--max", "5000"]);
    let words = |line: &str| {
        line.split_whitespace()
            .map(str::to_string)
            .collect::<Vec<_>>()
    };
    let header = words(table.lines().next().unwrap());
    assert_eq!(header[..4], ["code", "status", "preperiod", "period"]);
    assert!(
        table
            .lines()
            .any(|line| words(line)[..4] == ["0.77", "proven", "71", "12"]),
        "{table}"
    );
    let summary = table.lines().last().unwrap();
    assert!(
        summary.starts_with(&format!("16 codes, {} games (--max 5000):", rows.len())),
        "{summary}"
    );
    let csv = success(&["sweep", "0.?7", "0.07?", "--max", "5000", "--format", "csv"]);
    assert_eq!(csv.lines().count(), rows.len() + 1);
    assert!(
        csv.lines()
            .any(|line| line.starts_with("0.77,proven,71,12,0,")),
        "{csv}"
    );
}

#[test]
fn bad_patterns_and_flags_are_refused_with_where_and_why() {
    let error = failure(&["sweep", "0.7x7"]);
    assert!(
        error.contains("column 4") && error.contains("`x`"),
        "{error}"
    );
    assert!(error.contains("0.7x7\n     ^"), "{error}");
    let error = failure(&["sweep", "0.?", "0.?9"]);
    assert!(
        error.contains("pattern 2 at column 4") && error.contains("--hex"),
        "{error}"
    );
    let error = failure(&["sweep", "0.???????"]);
    assert!(
        error.contains("2097152 codes") && error.contains("at most 65536"),
        "{error}"
    );
    let error = failure(&["sweep", "2.?"]);
    assert!(error.contains("column 1"), "{error}");
    failure(&["sweep", "0.7", "--jobs", "0"]);
    failure(&["sweep", "0.7", "--to", "5", "--max", "6"]);
    failure(&["sweep", "0.7", "--max", "0"]);
    failure(&["sweep", "0.7", "--to", "10^10"]);
    // A limit stops the sweep with status 2 and says how far it got.
    let error = failure(&["sweep", "0.6", "0.7", "--to", "10^6", "--timeout", "0.2"]);
    assert!(
        error.contains("time limit") && error.contains("of 2 codes"),
        "{error}"
    );
}

#[test]
fn certificates_verify_and_tampered_ones_fail() {
    let dir = temp_dir("certificates");
    success(&[
        "sweep",
        "0.?7",
        "--max",
        "5000",
        "--certificates",
        text(&dir),
        "--format",
        "csv",
    ]);
    let kayles = dir.join("0.77.json");
    let output = success(&["verify", text(&kayles), text(&dir.join("0.07.json"))]);
    assert!(
        output.contains("0.77: verified period 12 from n = 71"),
        "{output}"
    );
    assert!(
        output.contains("0.07: verified period 34 from n = 53"),
        "{output}"
    );
    let certificate: Value =
        serde_json::from_str(&std::fs::read_to_string(&kayles).unwrap()).unwrap();
    assert_eq!(certificate["theorem_form"], "two-heaps");
    assert_eq!(certificate["checked_to"], 168);
    let bfile = std::fs::read_to_string(dir.join("0.77.b.txt")).unwrap();
    // Kayles (OEIS A002186): 0 1 2 3 1 4 3 2 1 4 2 6 ...
    assert!(
        bfile.contains("\n0 0\n1 1\n2 2\n3 3\n4 1\n5 4\n"),
        "{bfile}"
    );
    assert_eq!(
        bfile.lines().filter(|line| !line.starts_with('#')).count(),
        168
    );

    let tampered = dir.join("tampered.json");
    let edit = |change: &dyn Fn(&mut Value)| {
        let mut copy = certificate.clone();
        change(&mut copy);
        std::fs::write(&tampered, serde_json::to_string(&copy).unwrap()).unwrap();
        failure(&["verify", text(&tampered)])
    };
    let error = edit(&|c| c["period"] = 24.into());
    assert!(
        error.contains("the certificate is wrong") && error.contains("period 24"),
        "{error}"
    );
    let error = edit(&|c| c["preperiod"] = 72.into());
    assert!(error.contains("needs G(0..170)"), "{error}");
    let error = edit(&|c| c["preperiod"] = 70.into());
    assert!(error.contains("does not hold from n = 70"), "{error}");
    let error = edit(&|c| c["checked_to"] = 160.into());
    assert!(error.contains("needs G(0..168)"), "{error}");
    let error = edit(&|c| c["theorem_form"] = "subtraction".into());
    assert!(
        error.contains("calls for the form for moves that leave at most two heaps"),
        "{error}"
    );
    let error = edit(&|c| c["values"] = "../../etc/passwd".into());
    assert!(error.contains("in its own directory"), "{error}");
    let error = edit(&|c| c["code"] = "0.7x".into());
    assert!(error.contains("not a code"), "{error}");

    // One value changed in the b-file: the first disagreement is named.
    let changed = bfile.replacen("\n100 ", "\n100 9", 1);
    std::fs::write(dir.join("0.77.b.txt"), changed).unwrap();
    let error = failure(&["verify", text(&kayles)]);
    assert!(error.contains("the b-file gives G(100) = 9"), "{error}");
    assert!(
        error.contains("the naive engine computes G(100) = "),
        "{error}"
    );

    // Not a certificate, or far too large: short errors.
    std::fs::write(&tampered, "{\"format\": 3").unwrap();
    let error = failure(&["verify", text(&tampered)]);
    assert!(error.contains("not a grundy period certificate"), "{error}");
    std::fs::write(&tampered, " ".repeat(100_000)).unwrap();
    let error = failure(&["verify", text(&tampered)]);
    assert!(error.contains("at most 65536"), "{error}");
    failure(&["verify", text(&dir.join("missing.json"))]);
    std::fs::remove_dir_all(dir).unwrap();
}

/// The complete lines of a checkpoint that are records of finished codes, as `code → row`.
fn recorded(checkpoint: &Path) -> HashMap<String, Value> {
    let text = std::fs::read_to_string(checkpoint).unwrap_or_default();
    text.split_inclusive('\n')
        .skip(1)
        .filter(|line| line.ends_with('\n'))
        .map(|line| {
            let record: Value = serde_json::from_str(line).unwrap();
            let row = record["row"].clone();
            (row["code"].as_str().unwrap().to_string(), row)
        })
        .collect()
}

/// The rows without their timings, which differ from run to run.
fn without_seconds(report: &Value) -> Value {
    let mut report = report.clone();
    for row in report["rows"].as_array_mut().unwrap() {
        row.as_object_mut().unwrap().remove("seconds");
    }
    report
}

/// A sweep killed with SIGKILL resumes from its checkpoint: the codes it had finished are not
/// computed again, and the table is the one of an uninterrupted run.
#[test]
fn a_killed_sweep_resumes_without_computing_finished_codes_again() {
    let dir = temp_dir("killed");
    let checkpoint = dir.join("sweep.ckpt");
    let args = [
        "sweep", "0.?4", "0.?6", "--max", "40000", "--jobs", "1", "--format", "json",
    ];
    let full: Value = serde_json::from_str(&success(&args)).unwrap();

    let mut with_checkpoint: Vec<&str> = args.to_vec();
    with_checkpoint.extend(["--checkpoint", text(&checkpoint)]);
    let mut child = Command::new(cargo_bin("grundy"))
        .args(&with_checkpoint)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    // Kill it once it has finished a few codes, long before it would end.
    let deadline = Instant::now() + Duration::from_secs(120);
    while recorded(&checkpoint).len() < 3 && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(5));
    }
    let finished_already = child.try_wait().unwrap().is_some();
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(
        !finished_already,
        "the sweep ended before it could be killed; make it longer"
    );
    let before = recorded(&checkpoint);
    // 16 codes, 14 computed: 0.46 and 0.66 are 0.44 and 0.64 with redundant moves.
    assert!(before.len() >= 3 && before.len() < 14, "{}", before.len());

    let (output, stderr) = success_and_stderr(&with_checkpoint);
    let resumed: Value = serde_json::from_str(&output).unwrap();
    // Only the unfinished codes were computed...
    let done = before.len();
    assert!(
        stderr.contains(&format!(
            "{done} of 14 codes done, {} to compute",
            14 - done
        )),
        "{stderr}"
    );
    // ... and the finished ones kept the rows (and timings) recorded before the kill.
    let after = recorded(&checkpoint);
    assert_eq!(after.len(), 14);
    for (code, row) in &before {
        assert_eq!(&after[code], row, "{code} was computed again");
    }
    for (code, row) in rows_by_code(&resumed) {
        if let Some(recorded) = before.get(&code) {
            assert_eq!(row["seconds"], recorded["seconds"], "{code}");
        }
    }
    assert_eq!(without_seconds(&resumed), without_seconds(&full));

    // A checkpoint of another limit is refused.
    let error = failure(&[
        "sweep",
        "0.?4",
        "--max",
        "500",
        "--checkpoint",
        text(&checkpoint),
    ]);
    assert!(error.contains("with --max 40000, not --max 500"), "{error}");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn ctrl_c_ends_a_sweep_with_130_and_keeps_the_finished_codes() {
    let dir = temp_dir("ctrl-c");
    let checkpoint = dir.join("sweep.ckpt");
    let child = Command::new(cargo_bin("grundy"))
        .args(["sweep", "0.?4", "0.?6", "--max", "10^6", "--jobs", "2"])
        .args(["--checkpoint", text(&checkpoint)])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_millis(1500));
    let signalled = Instant::now();
    // SAFETY: kill(2) on the pid of a child we spawned and have not reaped.
    let sent = unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGINT) };
    assert_eq!(sent, 0);
    let output = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(130), "{stderr}");
    assert!(signalled.elapsed() < Duration::from_millis(1500));
    // 14 codes computed (0.46 and 0.66 are 0.44 and 0.64 with redundant moves).
    assert!(stderr.contains("of 14 codes; the checkpoint"), "{stderr}");
    let done = recorded(&checkpoint).len();
    assert!(
        stderr.contains(&format!("interrupted after {done} of 14 codes")),
        "{stderr}"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

/// A code stopped part-way (here by `--timeout`) keeps its values in `FILE.codes/`, and the
/// next run goes on from them rather than from G(0): the table is the one of an uninterrupted
/// run, and the file is removed once the code is recorded.
#[test]
fn a_stopped_code_resumes_from_its_values_under_way() {
    let dir = temp_dir("under-way");
    let checkpoint = dir.join("sweep.ckpt");
    let args = ["sweep", "0.6", "--to", "400000", "--format", "json"];
    let full: Value = serde_json::from_str(&success(&args)).unwrap();

    let mut with_checkpoint: Vec<&str> = args.to_vec();
    with_checkpoint.extend(["--checkpoint", text(&checkpoint)]);
    with_checkpoint.extend(["--checkpoint-every", "0.1"]);
    let mut stopped = with_checkpoint.clone();
    stopped.extend(["--timeout", "0.4"]);
    let stderr = failure(&stopped);
    let values = dir.join("sweep.ckpt.codes/0.6.to-400000.values");
    assert!(values.exists(), "no values under way: {stderr}");
    assert!(recorded(&checkpoint).is_empty());

    let (output, stderr) = success_and_stderr(&with_checkpoint);
    assert!(
        stderr.contains("resuming 0.6 from the values under way in"),
        "{stderr}"
    );
    let resumed: Value = serde_json::from_str(&output).unwrap();
    assert_eq!(without_seconds(&resumed), without_seconds(&full));
    assert!(!values.exists(), "the values of a finished code were kept");
    assert_eq!(recorded(&checkpoint).len(), 1);

    // --checkpoint-every needs a checkpoint, and a time.
    let error = failure(&["sweep", "0.6", "--checkpoint-every", "5"]);
    assert!(error.contains("--checkpoint <FILE>"), "{error}");
    let error = failure(&[
        "sweep",
        "0.6",
        "--checkpoint",
        "x",
        "--checkpoint-every",
        "inf",
    ]);
    assert!(error.contains("inf"), "{error}");
    // `seq` reads it the same way (an infinite time used to end in a panic).
    for bad in ["inf", "-1", "soon"] {
        let every = format!("--checkpoint-every={bad}");
        let error = failure(&["seq", "kayles", "--checkpoint", "x", &every]);
        assert!(error.contains("--checkpoint-every"), "{error}");
        assert!(!error.contains("internal error"), "{error}");
    }
    std::fs::remove_dir_all(dir).unwrap();
}

/// The periods recorded in `docs/results.md` are checked again on every test run: the naive
/// engine recomputes each b-file and the periodicity theorem's range (4.064, whose check takes
/// the naive engine 45 s, is re-checked by the command `docs/results.md` gives).
#[test]
fn the_recorded_periods_verify() {
    let certificates =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/results/certificates");
    let output = success(&[
        "verify",
        text(&certificates.join("4.344.json")),
        text(&certificates.join("4.364.json")),
    ]);
    assert!(
        output.contains("4.344: verified period 51 from n = 998"),
        "{output}"
    );
    assert!(
        output.contains("4.364: verified period 62 from n = 11687"),
        "{output}"
    );
    // The sweep finds the same periods again, from nothing.
    let again = success(&[
        "sweep", "4.344", "4.364", "--max", "30000", "--format", "csv",
    ]);
    assert!(again.contains("4.344,proven,998,51,"), "{again}");
    assert!(again.contains("4.364,proven,11687,62,"), "{again}");
}
