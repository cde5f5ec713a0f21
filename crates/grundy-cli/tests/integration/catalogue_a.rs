//! Command-line tests for the first half of the game catalogue: Lasker's Nim, powers, Wythoff's
//! game, Fibonacci Nim, Staircase Nim, Moore's Nim and no-zero subtraction.

use predicates::prelude::*;
use serde_json::Value;

use crate::common::{eval_json, grundy};

#[test]
fn lasker_huge_heap_has_a_take_and_a_split() {
    grundy()
        .args(["eval", "lasker(10^25)"])
        .assert()
        .success()
        .stdout(predicate::str::contains("nim-value: 9999999999999999999999999"))
        .stdout(predicate::str::contains("winning moves: 2"))
        .stdout(predicate::str::contains(
            "split lasker(10000000000000000000000000) into 5000000000000000000000000 and 5000000000000000000000000",
        ));
}

#[test]
fn lasker_sequence_has_its_arithmetic_period() {
    let output = grundy()
        .args(["seq", "lasker", "--to", "8", "--json"])
        .output()
        .unwrap();
    assert!(output.status.success());
    let json: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(
        json["values"],
        serde_json::json!([0, 1, 2, 4, 3, 5, 6, 8, 7])
    );
    assert_eq!(json["period"]["period"], 4);
    assert_eq!(json["period"]["saltus"], 4);
    assert_eq!(json["period"]["proven"], true);
}

#[test]
fn wythoff_decides_huge_positions_without_a_nim_value() {
    // 10^40 is an upper Wythoff number: its partner is 10^40 − k with ⌊kφ⌋ = partner, found by
    // the library; the P-position is reported P and its neighbour N.
    let json = eval_json("wythoff(10^40,10^40)");
    let moves = json["winning_moves"].as_array().unwrap();
    assert_eq!(json["nimber"], Value::Null);
    assert_eq!(json["outcome"], "N");
    // Reduce either heap to the partner (two mirror-image moves), or empty both heaps.
    assert_eq!(moves.len(), 3);
    for chosen in moves {
        let to = chosen["to"].as_str().unwrap();
        let after = eval_json(to);
        assert_eq!(after["outcome"], "P", "{to}");
        assert!(after["winning_moves"].as_array().unwrap().is_empty());
    }
    grundy()
        .args(["eval", "wythoff(10^40,10^40)"])
        .assert()
        .success()
        .stdout(predicate::str::contains("nim-value: unknown"));
}

#[test]
fn wythoff_small_positions_have_values_and_bad_ones_name_the_column() {
    let json = eval_json("wythoff(3,5) + nim(1)");
    assert_eq!(json["nimber"], 1);
    grundy()
        .args(["eval", "wythoff(3)"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("column 9"));
}

#[test]
fn fibonacci_nim_first_moves() {
    grundy()
        .args(["eval", "fib(13)"])
        .assert()
        .success()
        .stdout(predicate::str::contains("outcome:   P"));
    grundy()
        .args(["eval", "fib(10)"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "take 2 from fib(10), leaving fib(8,4)",
        ));
}

#[test]
fn fibonacci_nim_is_played_with_limits() {
    grundy()
        .args(["play", "fib(10)", "--first", "you"])
        .write_stdin("1 -> 8\n1 -> 8,4\nquit\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("write `8,4`"))
        .stdout(predicate::str::contains(
            "You: take 2 from fib(10), leaving fib(8,4)",
        ));
}

#[test]
fn staircase_and_moore_list_their_winning_moves() {
    let json = eval_json("staircase(3,1,4)");
    assert_eq!(json["nimber"], 7);
    let targets: Vec<&str> = json["winning_moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["to"].as_str().unwrap())
        .collect();
    assert_eq!(targets, ["staircase(4,0,4)", "staircase(3,2,3)"]);
    grundy()
        .args(["eval", "moore[2](1,2,3)"])
        .assert()
        .success()
        .stdout(predicate::str::contains("leaving moore[2](1,1,1)"));
}

#[test]
fn powers_and_nozero_at_huge_sizes() {
    assert_eq!(eval_json("powers[3](10^40)")["nimber"], 0);
    assert_eq!(eval_json("nozero[10](10^25)")["outcome"], "P");
    grundy()
        .args(["eval", "powers[1](5)"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("base P ≥ 2"));
}

#[test]
fn lasker_splits_are_typed_as_two_heaps_in_play() {
    // 2 + 5 is not 6; splitting 6 into 3 + 3 wins: the computer faces two equal heaps.
    grundy()
        .args(["play", "lasker(6)", "--first", "you"])
        .write_stdin("1 -> 2,5\n1 -> 3,3\nquit\n")
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "must leave two heaps adding up to 6, not 2 + 5",
        ))
        .stdout(predicate::str::contains(
            "You: split lasker(6) into 3 and 3",
        ))
        .stdout(predicate::str::contains(
            "no winning move exists, so it makes the game last: with your best play it ends in 7 more moves",
        ));
}
