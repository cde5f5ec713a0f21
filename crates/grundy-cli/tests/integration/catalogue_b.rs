//! The second half of the game catalogue from the command line: beans, coins, hackenbush,
//! corners, chomp and northcott through `grundy eval` and `grundy play`.

use predicates::prelude::*;

use crate::common::{eval_json, grundy};

#[test]
fn beans_with_huge_counts_report_the_count_and_the_smallest_winning_move() {
    // Only the parity of 10^30 matters for the value; each distinct (i,j,k) is one move.
    grundy()
        .args(["eval", "beans(10^30,3,0,7,1)"])
        .assert()
        .success()
        .stdout(predicate::str::contains("nim-value: 5"))
        .stdout(predicate::str::contains("winning moves: 2"))
        .stdout(predicate::str::contains(
            "  (i,j,k) = (0,2,4): take a bean from bottle 0, put one into bottle 2 and one into bottle 4  =>  beans(999999999999999999999999999999,3,1,7,2)",
        ));
    let report = eval_json("beans(2,1)");
    assert_eq!(report["outcome"], "P");
    assert_eq!(report["winning_moves"].as_array().unwrap().len(), 0);
}

#[test]
fn coins_in_a_sum_with_nim() {
    // Mock Turtles 0110: heads on coins 2 and 3 are worth 2 ⊕ 4 = 6; with nim(6) the sum is 0.
    let report = eval_json("coins[mock](0110) + nim(6)");
    assert_eq!(report["nimber"], 0);
    assert_eq!(report["outcome"], "P");
    let report = eval_json("coins[ruler](1011)");
    assert_eq!(report["nimber"], 4);
    let moves: Vec<&str> = report["winning_moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["to"].as_str().unwrap())
        .collect();
    // Heads 1 and 3 cancel (1 ⊕ 1), so the only winning move turns coin 4 alone.
    assert_eq!(moves, ["coins[ruler](1010)"]);
}

#[test]
fn hackenbush_and_corners_values() {
    // A triangle on a stalk (fused: 3 loops = 1, plus the stalk edge = 2) and a stalk of 2.
    let report = eval_json("hackenbush(0-1,1-2,2-3,3-1,0-4,4-5)");
    assert_eq!(report["nimber"], 0);
    let report = eval_json("hackenbush(0-1,1-2,1-3)");
    assert_eq!(report["nimber"], 1);
    assert_eq!(
        report["winning_moves"][0]["move"],
        "cut edge 0-1 (2 more edges fall with it)"
    );
    // 2 ⊗ 3 = 1, 3 ⊗ 3 = 2 (nim multiplication).
    assert_eq!(eval_json("corners(2:3,3:3)")["nimber"], 3);
    assert_eq!(eval_json("northcott(2:7:8,1:6:8)")["nimber"], 0);
}

#[test]
fn bad_input_names_the_column_and_limits_are_errors() {
    grundy()
        .args(["eval", "hackenbush(0-1,2-3)"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("column 16"))
        .stderr(predicate::str::contains("not connected to the ground"));
    grundy()
        .args(["eval", "coins[mock](01x0)"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("column 15"));
    grundy()
        .args([
            "eval",
            "chomp(30,30,30,30,30,30,30,30,30,30,30,30,30,30,30,30,30,30,30,30)",
        ])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("exhaustive search"));
    grundy()
        .args(["eval", "chomp(3,4)"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("must not increase"));
}

#[test]
fn play_a_hackenbush_tree() {
    // Cutting 1-3 leaves a stalk of two: the computer cuts at the ground and wins.
    grundy()
        .args(["play", "hackenbush(0-1,1-2,1-3)", "--first", "you"])
        .write_stdin("1 -> 0-1,1-2\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("You: cut edge 1-3"))
        .stdout(predicate::str::contains(
            "Computer: cut edge 0-1 (1 more edge falls with it)",
        ));
}
