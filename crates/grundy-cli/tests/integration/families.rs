//! Game families at sizes where listing every move is out of the question, through the binary:
//! counts stay exact, hints and the computer still find winning moves, and work stays bounded.

use std::time::Duration;

use num_bigint::BigUint;
use predicates::prelude::*;

use crate::common::{eval_json, grundy};

/// Long enough for any of these on a slow machine; far shorter than the old behaviour (minutes).
const QUICK: Duration = Duration::from_secs(30);

#[test]
fn hint_on_a_huge_kayles_row_counts_and_shows_some_winning_moves() {
    // The count, from the proven period, is also what `eval` reports.
    let count = eval_json("kayles(10^30)")["winning_move_count"]
        .as_str()
        .unwrap()
        .to_string();
    let output = grundy()
        .args(["play", "kayles(10^30)", "--first", "you"])
        .write_stdin("hint\nquit\n")
        .timeout(QUICK)
        .output()
        .unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(output.status.success(), "{stdout}");
    assert!(
        stdout.contains(&format!(
            "Winning moves: {count}, too many to list; 5 of them:"
        )),
        "{stdout}"
    );
    // Each hinted move is typed as `1 -> A,B` and splits the row.
    let hinted: Vec<&str> = stdout
        .lines()
        .filter(|line| line.trim_start().starts_with("1 -> "))
        .collect();
    assert_eq!(hinted.len(), 5, "{stdout}");
    // The first hinted move, played, leaves a P-position: the computer cannot win.
    let first = hinted[0]
        .split_whitespace()
        .take(3)
        .collect::<Vec<_>>()
        .join(" ");
    let after = first.trim_start_matches("1 -> ");
    let to = format!("kayles({after})");
    assert_eq!(eval_json(&to)["outcome"], "P", "{to}");
}

#[test]
fn the_computer_moving_first_in_a_huge_kayles_row_wins() {
    grundy()
        .args(["play", "kayles(10^30)", "--first", "computer"])
        .write_stdin("quit\n")
        .timeout(QUICK)
        .assert()
        .success()
        .stdout(predicate::str::contains("Computer: take"))
        .stdout(predicate::str::contains("(a winning move)"));
}

#[test]
fn hint_on_a_huge_sum_samples_the_components_that_can_win() {
    // nim(3) + kayles(10^30): value 3 ⊕ 1 = 2. Both components have winning moves (nim(3)
    // to 1, the Kayles row to value 3 in about 10^29 ways): too many to list, but a few are
    // shown and they are counted.
    let report = eval_json("nim(3) + kayles(10^30)");
    let count = report["winning_move_count"].as_str().unwrap().to_string();
    grundy()
        .args(["play", "nim(3) + kayles(10^30)", "--first", "you"])
        .write_stdin("hint\nquit\n")
        .timeout(QUICK)
        .assert()
        .success()
        .stdout(predicate::str::contains(format!(
            "Winning moves: {count}, too many to list; 5 of them:"
        )))
        .stdout(predicate::str::contains("take 2 from nim(3), leaving 1"));
}

#[test]
fn moores_nim_counts_every_winning_move_of_huge_heaps() {
    // Four heaps of M = 2^100 − 1 in Nim_2: lowering one heap to 0 (4 ways) or two heaps to
    // complementary values other than 0 and M (6 pairs, 2^100 − 2 each): 6·2^100 − 8.
    let m = (BigUint::from(1u32) << 100u32) - 1u32;
    let expr = format!("moore[2]({m},{m},{m},{m})");
    let report = eval_json(&expr);
    let expected = (BigUint::from(6u32) << 100u32) - 8u32;
    assert_eq!(report["winning_move_count"], expected.to_string());
    assert!(report["winning_moves"].is_null());
    // play's hint gives the same count and some moves; the computer finds one.
    grundy()
        .args(["play", &expr, "--first", "you"])
        .write_stdin("hint\nquit\n")
        .timeout(QUICK)
        .assert()
        .success()
        .stdout(predicate::str::contains(format!(
            "Winning moves: {expected}, too many to list; 5 of them:"
        )));
    grundy()
        .args(["play", &expr, "--first", "computer"])
        .write_stdin("quit\n")
        .timeout(QUICK)
        .assert()
        .success()
        .stdout(predicate::str::contains("(a winning move)"));
}

#[test]
fn beans_with_two_thousand_bottles_are_counted_quickly() {
    let ones = vec!["1"; 2000].join(",");
    let output = grundy()
        .args(["eval", &format!("beans({ones})"), "--json"])
        .timeout(QUICK)
        .output()
        .unwrap();
    assert!(output.status.success());
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(report["outcome"], "N");
    assert!(report["winning_moves"].is_null());
    assert!(report["winning_move_count"].as_u64().unwrap() > 1000);
}

#[test]
fn wythoffs_table_is_filled_once() {
    let output = grundy()
        .args([
            "table", "wythoff", "--rows", "200", "--cols", "200", "--json",
        ])
        .timeout(QUICK)
        .output()
        .unwrap();
    assert!(output.status.success());
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let values: Vec<Vec<u64>> = serde_json::from_value(report["values"].clone()).unwrap();
    // Spot checks by the definition: row 0 is Nim (G(0, b) = b), the table is symmetric, and
    // each value is the mex of the values left of it, above it and on its diagonal.
    for a in [0usize, 7, 100, 199] {
        for b in [0usize, 3, 150, 199] {
            assert_eq!(values[a][b], values[b][a]);
            let mut seen: Vec<u64> = (0..a).map(|x| values[x][b]).collect();
            seen.extend((0..b).map(|y| values[a][y]));
            seen.extend((1..=a.min(b)).map(|t| values[a - t][b - t]));
            let mex = (0..).find(|v| !seen.contains(v)).unwrap();
            assert_eq!(values[a][b], mex, "G({a},{b})");
        }
    }
    assert_eq!(values[0][199], 199);
}

#[test]
fn take_and_break_heaps_beyond_reach_get_clear_errors() {
    // Three-heap moves make the heaps up to n cost about n³/1000: a heap of 10^5 is refused at
    // once.
    grundy()
        .args(["eval", "octal[0.8](10^5)"])
        .timeout(QUICK)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("three heaps"));
    // The memory limit bounds the values computed.
    grundy()
        .args(["eval", "octal[0.4](10^6)", "--max-memory", "1K"])
        .timeout(QUICK)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("memory limit"));
    // A deadline stops the engine and says so.
    grundy()
        .args(["eval", "octal[0.8](30000)", "--timeout", "0.5"])
        .timeout(QUICK)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("time limit"));
    // A proven period still values a huge heap.
    grundy()
        .args(["eval", "kayles(10^30)"])
        .timeout(QUICK)
        .assert()
        .success()
        .stdout(predicate::str::contains("nim-value: 1"));
}
