//! Long output written as it is computed (CSV, JSON, closed pipes), `eval -`, completions, the
//! manual page and colour.

use std::io::{BufRead, BufReader};
use std::process::{Command as Process, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;

use crate::common::{grundy, json_of};

/// The standard output of a successful run.
fn stdout_of(args: &[&str]) -> String {
    let output = grundy().args(args).output().unwrap();
    assert!(
        output.status.success(),
        "{args:?} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

/// Checks `n,value` CSV with a header against `expected(n)` for n = 0..=to.
fn assert_csv_sequence(csv: &str, to: u64, expected: impl Fn(u64) -> u64) {
    let mut lines = csv.lines();
    assert_eq!(lines.next(), Some("n,value"));
    let mut count = 0;
    for (n, line) in (0u64..).zip(lines) {
        let (index, value) = line.split_once(',').unwrap();
        assert_eq!(index.parse::<u64>().unwrap(), n, "{line}");
        assert_eq!(value.parse::<u64>().unwrap(), expected(n), "n = {n}");
        count += 1;
    }
    assert_eq!(count, to + 1);
}

#[test]
fn a_million_values_in_csv_match_their_closed_forms() {
    let to = 1_000_000;
    let csv = stdout_of(&["seq", "nim", "--to", "10^6", "--format", "csv"]);
    assert_csv_sequence(&csv, to, |n| n);
    // bash[3]: a move takes 1 to 3 stones, so G(n) = n mod 4.
    let csv = stdout_of(&["seq", "bash[3]", "--to", "10^6", "--format", "csv"]);
    assert_csv_sequence(&csv, to, |n| n % 4);
}

#[test]
fn csv_of_a_subtraction_game_matches_the_mex_computed_here() {
    let to = 100_000usize;
    let mut values = vec![0u64; to + 1];
    for n in 0..=to {
        let options: Vec<u64> = [1, 3, 4]
            .iter()
            .filter(|&&take| take <= n)
            .map(|take| values[n - take])
            .collect();
        values[n] = (0..).find(|v| !options.contains(v)).unwrap();
    }
    let csv = stdout_of(&["seq", "sub[1,3,4]", "--to", "100000", "--format", "csv"]);
    assert_csv_sequence(&csv, to as u64, |n| values[n as usize]);
}

#[test]
fn take_and_break_values_in_csv_are_those_of_json() {
    let json = json_of(&["seq", "kayles", "--to", "200", "--json"]);
    let csv = stdout_of(&["seq", "kayles", "--to", "200", "--format", "csv"]);
    let values = json["values"].as_array().unwrap();
    assert_csv_sequence(&csv, 200, |n| values[n as usize].as_u64().unwrap());
    // --json and --format json print the same.
    assert_eq!(
        json,
        json_of(&["seq", "kayles", "--to", "200", "--format", "json"])
    );
}

#[test]
fn json_sequences_are_whole_objects_and_no_values_means_null() {
    let json = json_of(&["seq", "lasker", "--to", "1000", "--json"]);
    let values = json["values"].as_array().unwrap();
    assert_eq!(values.len(), 1001);
    // Lasker's Nim: G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3.
    for (n, value) in values.iter().enumerate().skip(1) {
        let expected = match n % 4 {
            3 => n + 1,
            0 => n - 1,
            _ => n,
        };
        assert_eq!(value.as_u64().unwrap(), expected as u64, "n = {n}");
    }
    assert_eq!(json["period"]["period"], 4);
    let bare = json_of(&["seq", "nim", "--to", "10^8", "--no-values", "--json"]);
    assert_eq!(bare["values"], Value::Null);
    assert_eq!(bare["period"]["saltus"], 1);
    // --no-values is honoured by every family: the period and the rules, no values.
    let text = stdout_of(&["seq", "sub[1,3,4]", "--to", "1000", "--no-values"]);
    assert!(text.starts_with("period 7 from n = 0"), "{text}");
    assert!(!text.contains("G(n) for n ="), "{text}");
    assert!(
        text.contains("\n  P-positions: n ≡ 0, 2 (mod 7) (proven)\n"),
        "{text}"
    );
    let bare = stdout_of(&[
        "seq",
        "sub[1,3,4]",
        "--to",
        "1000",
        "--no-values",
        "--no-rules",
    ]);
    assert_eq!(bare.lines().count(), 1, "{bare}");
    // A family without a known period: the period seen in the values, the same either way.
    let script = ["seq", "script[examples/subtraction134.rhai]", "--to", "300"];
    let with = stdout_of(&script);
    let without = stdout_of(&[&script[..], &["--no-values"]].concat());
    assert_eq!(with.lines().last(), without.lines().last());
    assert!(
        without.contains("period 7 from n = 0 (observed"),
        "{without}"
    );
}

#[test]
fn csv_refuses_what_it_cannot_print() {
    for extra in [&["--no-values"][..], &["--stats"]] {
        let output = grundy()
            .args(["seq", "kayles", "--to", "10", "--format", "csv"])
            .args(extra)
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(2), "{extra:?}");
    }
    let both = grundy()
        .args(["seq", "nim", "--to", "3", "--format", "csv", "--json"])
        .output()
        .unwrap();
    assert_eq!(both.status.code(), Some(2));
}

#[cfg(unix)]
#[test]
fn a_hundred_million_values_stop_as_soon_as_the_reader_leaves() {
    let started = Instant::now();
    let mut child = Process::new(assert_cmd::cargo::cargo_bin("grundy"))
        .args(["seq", "nim", "--to", "10^8"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap(); // and the pipe closes here
    assert_eq!(first, "nim: G(n) for n = 0..=100000000\n");
    loop {
        if child.try_wait().unwrap().is_some() {
            break;
        }
        if started.elapsed() > Duration::from_secs(10) {
            child.kill().unwrap();
            panic!("grundy went on writing after its reader left");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn eval_dash_answers_each_line_and_reports_bad_ones_in_place() {
    let input = "nim(3,4,5)\n\nnim(3,\n  bash[3](10)  \r\nnim(1,2,3)\n";
    let output = grundy()
        .args(["eval", "-", "--json"])
        .write_stdin(input)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stdout = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<Value> = stdout
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    // The blank line is skipped: four answers.
    assert_eq!(lines.len(), 4, "{stdout}");
    assert_eq!(lines[0]["line"], 1);
    assert_eq!(lines[0]["nimber"], 3 ^ 4 ^ 5);
    assert_eq!(lines[1]["line"], 3);
    assert_eq!(lines[1]["input"], "nim(3,");
    assert!(lines[1]["error"].is_string());
    assert!(lines[1]["column"].as_u64().unwrap() >= 1);
    assert_eq!(lines[2]["nimber"], 10 % 4);
    assert_eq!(lines[3]["outcome"], "P");
    assert!(String::from_utf8_lossy(&output.stderr).contains("1 of 5 lines"));

    let text = grundy()
        .args(["eval", "-"])
        .write_stdin("nim(1,2)\nsub[](3)\nnim(2,2)\n")
        .output()
        .unwrap();
    assert_eq!(text.status.code(), Some(2));
    let stdout = String::from_utf8(text.stdout).unwrap();
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 3, "{stdout}");
    assert!(lines[0].starts_with("nim(1,2): N in 3, nim-value 3, winning moves: "));
    assert!(lines[1].starts_with("line 2: error"), "{}", lines[1]);
    assert!(lines[2].starts_with("nim(2,2): P in 4, nim-value 0, winning moves: none"));

    let fine = grundy()
        .args(["eval", "-"])
        .write_stdin("nim(1)\n")
        .output()
        .unwrap();
    assert_eq!(fine.status.code(), Some(0));
}

#[test]
fn completions_name_the_subcommands() {
    for shell in ["bash", "zsh", "fish"] {
        let script = stdout_of(&["completions", shell]);
        for subcommand in ["eval", "seq", "table", "completions"] {
            assert!(script.contains(subcommand), "{shell}: no {subcommand}");
        }
    }
}

#[test]
fn completions_describe_the_values_of_an_option() {
    // zsh and fish show each value's description beside it, and each option's help without
    // the default and the values, which they list themselves.
    let zsh = stdout_of(&["completions", "zsh"]);
    assert!(
        zsh.contains("(auto\\:\"When writing to a terminal and NO_COLOR is unset or empty\""),
        "{zsh}"
    );
    assert!(!zsh.contains("possible values"), "{zsh}");
    let fish = stdout_of(&["completions", "fish", "--lang", "zh"]);
    assert!(fish.contains("never\\t'从不着色'"), "{fish}");
    assert!(!fish.contains("可取的值"), "{fish}");
}

#[test]
fn the_manual_page_is_roff_about_grundy() {
    let page = stdout_of(&["man"]);
    assert!(page.starts_with(".ie") || page.contains(".TH"), "{page}");
    assert!(page.contains("grundy"));
    let seq = stdout_of(&["man", "seq"]);
    assert!(seq.contains("grundy\\-seq"), "{seq}");
    let output = grundy().args(["man", "nope"]).output().unwrap();
    assert_eq!(output.status.code(), Some(2));
}

/// `grundy table wythoff` (P-positions at (0,0), (1,2), (2,1), ...) with `args`, its standard
/// output as bytes.
fn wythoff_table(args: &[&str], no_color: bool) -> Vec<u8> {
    let mut command = grundy();
    command.args(["table", "wythoff", "--rows", "4", "--cols", "4"]);
    command.args(args);
    if no_color {
        command.env("NO_COLOR", "1");
    } else {
        command.env_remove("NO_COLOR");
    }
    let output = command.output().unwrap();
    assert!(output.status.success());
    output.stdout
}

#[test]
fn colour_is_written_only_when_asked() {
    let escapes = |bytes: &[u8]| bytes.iter().filter(|&&b| b == 0x1b).count();
    assert!(escapes(&wythoff_table(&["--color", "always"], false)) > 0);
    assert!(escapes(&wythoff_table(&["--color", "always"], true)) > 0);
    assert_eq!(escapes(&wythoff_table(&["--color", "never"], false)), 0);
    assert_eq!(escapes(&wythoff_table(&[], true)), 0);
    assert_eq!(escapes(&wythoff_table(&[], false)), 0); // not a terminal
    assert_eq!(
        escapes(&wythoff_table(
            &["--format", "csv", "--color=always"],
            false
        )),
        0
    );
}

/// Runs `grundy ARGS` on a pseudo-terminal (util-linux `script`), returning what it wrote.
#[cfg(target_os = "linux")]
fn on_a_terminal(args: &str, no_color: bool) -> Option<Vec<u8>> {
    let binary = assert_cmd::cargo::cargo_bin("grundy");
    let mut command = Process::new("script");
    command.args(["-qec", &format!("{} {args}", binary.display()), "/dev/null"]);
    if no_color {
        command.env("NO_COLOR", "1");
    } else {
        command.env_remove("NO_COLOR");
    }
    // Without `script` there is no terminal to test on.
    let output = command.stdin(Stdio::null()).output().ok()?;
    output.status.success().then_some(output.stdout)
}

#[cfg(target_os = "linux")]
#[test]
fn on_a_terminal_no_color_and_never_turn_colour_off() {
    let table = "table wythoff --rows 4 --cols 4";
    let Some(coloured) = on_a_terminal(table, false) else {
        eprintln!("skipped: `script` is not available");
        return;
    };
    assert!(
        coloured.contains(&0x1b),
        "{}",
        String::from_utf8_lossy(&coloured)
    );
    let plain = on_a_terminal(table, true).unwrap();
    assert!(
        !plain.contains(&0x1b),
        "{}",
        String::from_utf8_lossy(&plain)
    );
    let never = on_a_terminal(&format!("{table} --color never"), false).unwrap();
    assert!(!never.contains(&0x1b));
}

#[test]
fn table_csv_has_column_indices_and_row_indices() {
    let csv = stdout_of(&[
        "table", "wythoff", "--rows", "3", "--cols", "4", "--format", "csv",
    ]);
    let json = json_of(&["table", "wythoff", "--rows", "3", "--cols", "4", "--json"]);
    let mut lines = csv.lines();
    assert_eq!(lines.next(), Some("a\\b,0,1,2,3"));
    for (a, line) in lines.enumerate() {
        let cells: Vec<u64> = line.split(',').map(|c| c.parse().unwrap()).collect();
        assert_eq!(cells[0], a as u64);
        let row: Vec<u64> = json["values"][a]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_u64().unwrap())
            .collect();
        assert_eq!(cells[1..], row[..]);
    }
    // Wythoff's P-positions in the first rows: (0,0), (1,2), (2,1).
    assert_eq!(json["values"][0][0], 0);
    assert_eq!(json["values"][1][2], 0);
    assert_eq!(json["values"][2][1], 0);
}

#[test]
fn every_subcommand_help_gives_the_exit_statuses() {
    for subcommand in [
        "eval", "seq", "play", "table", "graph", "games", "bench", "man",
    ] {
        let help = stdout_of(&[subcommand, "--help"]);
        assert!(help.contains("Exit status: 0"), "{subcommand}");
        assert!(help.contains("130 when interrupted"), "{subcommand}");
    }
}
