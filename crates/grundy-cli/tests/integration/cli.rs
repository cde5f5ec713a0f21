//! The `grundy` binary, run as a user would.

use predicates::prelude::*;
use serde_json::Value;

use crate::common::{grundy, json_of};

/// The nim-sum of the heaps in a `nim(...)` expression, computed here from the text.
fn nim_sum_of(expression: &str) -> u64 {
    let inner = expression.trim_start_matches("nim(").trim_end_matches(')');
    inner
        .split(',')
        .map(|h| h.parse::<u64>().unwrap())
        .fold(0, |a, b| a ^ b)
}

#[test]
fn eval_json_reports_every_winning_move_of_nim_3_4_5() {
    let report = json_of(&["eval", "nim(3,4,5)", "--json"]);
    assert_eq!(report["expr"], "nim(3,4,5)");
    assert_eq!(report["outcome"], "N");
    assert_eq!(report["nimber"], 2);
    let moves = report["winning_moves"].as_array().unwrap();
    // Brute force: every single-heap reduction of (3,4,5) that reaches nim-sum 0.
    let heaps = [3u64, 4, 5];
    let mut expected = Vec::new();
    for (i, &heap) in heaps.iter().enumerate() {
        for left in 0..heap {
            let mut after = heaps;
            after[i] = left;
            if after.iter().fold(0, |a, b| a ^ b) == 0 {
                expected.push((i, format!("nim({},{},{})", after[0], after[1], after[2])));
            }
        }
    }
    let found: Vec<(usize, String)> = moves
        .iter()
        .map(|m| {
            let to = m["to"].as_str().unwrap().to_string();
            assert_eq!(nim_sum_of(&to), 0);
            (m["component"].as_u64().unwrap() as usize, to)
        })
        .collect();
    assert_eq!(found, expected);
    assert_eq!(moves[0]["move"], "take 2 from nim(3), leaving 1");
}

#[test]
fn eval_lists_three_winning_moves_for_nim_7_11_13() {
    grundy()
        .args(["eval", "nim(7,11,13)"])
        .assert()
        .success()
        .stdout(predicate::str::contains("winning moves: 3"))
        .stdout(predicate::str::contains("nim(6,11,13)"))
        .stdout(predicate::str::contains("nim(7,10,13)"))
        .stdout(predicate::str::contains("nim(7,11,12)"));
}

#[test]
fn p_positions_say_so() {
    grundy()
        .args(["eval", "nim(1,2,3)"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "outcome:   P (the player to move loses in 6 moves)",
        ))
        .stdout(predicate::str::contains("winning moves: none"));
}

#[test]
fn big_integers_are_json_strings_and_small_ones_numbers() {
    let report = json_of(&["eval", "nim(10^30, 7) + bash[3](10)", "--json"]);
    // 10^30 ⊕ 7 ⊕ (10 mod 4): 10^30 ends in binary ...000000 (divisible by 2^30), so ⊕ 7 ⊕ 2 = +5.
    assert_eq!(report["nimber"], "1000000000000000000000000000005");
    let moves = report["winning_moves"].as_array().unwrap();
    assert_eq!(moves.len(), 1);
    assert_eq!(moves[0]["component"], 0);
    assert_eq!(moves[0]["to"], "nim(5,7) + bash[3](10)");
}

#[test]
fn malformed_input_exits_2_naming_the_column() {
    grundy()
        .args(["eval", "nim(3,,4)"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("column 7"));
    for (bad, column) in [
        ("nim(3", "column 4"),
        ("nim(x)", "column 5"),
        ("chess(3)", "column 1"),
        ("bash(3)", "column 1"),
        ("sub[1,0](4)", "column 7"),
        ("nim(3) + ", "column 10"),
        ("nim(10^99999)", "column 5"),
    ] {
        grundy()
            .args(["eval", bad])
            .assert()
            .code(2)
            .stderr(predicate::str::contains(column));
    }
}

#[test]
fn seq_prints_the_table_and_the_proven_period() {
    grundy()
        .args(["seq", "sub[1,3,4]", "--to", "30"])
        .assert()
        .success()
        .stdout(predicate::str::contains(" 0: 0 1 0 1 2 3 2 0 1 0"))
        .stdout(predicate::str::contains("30: 0\n"))
        .stdout(predicate::str::contains("period 7 from n = 0 (proven"));
}

#[test]
fn seq_json_has_values_and_period() {
    let report = json_of(&["seq", "bash[3]", "--to", "20", "--json"]);
    assert_eq!(report["family"], "bash[3]");
    let values: Vec<u64> = report["values"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .collect();
    assert_eq!(values, (0..=20).map(|n| n % 4).collect::<Vec<_>>());
    assert_eq!(report["period"]["period"], 4);
    assert_eq!(report["period"]["preperiod"], 0);
    assert_eq!(report["period"]["saltus"], 0);
    assert_eq!(report["period"]["proven"], true);
}

#[test]
fn seq_rejects_a_position_or_a_sum() {
    grundy()
        .args(["seq", "sub[1,3,4](10)", "--to", "5"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("without a position"));
    grundy()
        .args(["seq", "nim + nim", "--to", "5"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("one family"));
}

#[test]
fn play_against_the_computer_from_a_p_position() {
    // nim(1,2,3) is a P-position: whatever we do, the perfect opponent wins.
    grundy()
        .args(["play", "nim(1,2,3)", "--first", "you"])
        .write_stdin("hint\n1 -> 5\n3 -> 0\n1 -> 0\n1 -> 0\n1 -> 0\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("This is a P-position"))
        .stdout(predicate::str::contains("at least one stone"))
        .stdout(predicate::str::contains("the computer wins"));
}

#[test]
fn play_lets_the_user_win_from_an_n_position() {
    let output = grundy()
        .args(["play", "nim(2,2)", "--first", "you"])
        .write_stdin("moves\n1 -> 0\n")
        .output()
        .unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(output.status.success());
    assert!(stdout.contains("1 -> 1"), "{stdout}");
    // After 1 -> 0 the position nim(0,2) is N for the computer, which takes the last heap.
    assert!(stdout.contains("the computer wins"), "{stdout}");
}

#[test]
fn play_lets_the_user_win_with_the_right_moves() {
    // bash[3](5): take 1 to leave 4; the computer then leaves 1 to 3, and `1 -> 0` takes the rest.
    grundy()
        .args(["play", "bash[3](5)", "--first", "you"])
        .write_stdin("1 -> 4\n1 -> 0\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("Computer: take"))
        .stdout(predicate::str::contains("no winning move exists"))
        .stdout(predicate::str::contains("you win!"));
}

#[test]
fn play_with_the_computer_first_from_an_n_position_is_lost() {
    grundy()
        .args(["play", "bash[3](5)", "--first", "computer"])
        .write_stdin("1 -> 3\n1 -> 0\n")
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "Computer: take 1 from bash[3](5), leaving 4 (a winning move: it wins in at most 2 more moves)",
        ))
        .stdout(predicate::str::contains("the computer wins"));
}

#[test]
fn every_command_has_examples_in_its_help() {
    for command in ["eval", "seq", "play", "games"] {
        grundy()
            .args([command, "--help"])
            .assert()
            .success()
            .stdout(predicate::str::contains("Example"));
    }
    grundy()
        .arg("--help")
        .assert()
        .success()
        .stdout(predicate::str::contains("Examples:"));
}

#[test]
fn games_lists_the_families() {
    grundy()
        .arg("games")
        .assert()
        .success()
        .stdout(predicate::str::contains("sub[S1,S2,...](N, ...)"));
}

#[test]
fn misere_nim_uses_boutons_rule_and_finds_the_winning_move() {
    let report = json_of(&["eval", "nim(2,2,1)", "--misere", "--json"]);
    assert_eq!(report["convention"], "misere");
    assert_eq!(report["outcome"], "N");
    assert_eq!(report["method"], "bouton");
    let moves = report["winning_moves"].as_array().unwrap();
    assert_eq!(moves.len(), 1);
    assert_eq!(moves[0]["to"], "nim(2,2,0)");
    grundy()
        .args(["eval", "nim(1,1,1)", "--misere"])
        .assert()
        .success()
        .stdout(predicate::str::contains("outcome:   P"));
}

#[test]
fn misere_sums_of_tame_games_are_decided_by_their_genera() {
    // Chomp, Cram, Node-Kayles and a subtraction heap, each tame: no forms are added.
    let sum = "cram(3,3) + chomp(4,4) + nodekayles(path:7) + bash[2](3)";
    let report = json_of(&["eval", sum, "--misere", "--json"]);
    assert_eq!(report["method"], "tame");
    assert_eq!(
        report["genera"],
        serde_json::json!(["0^{120}", "5^{57}", "1^{031}", "0^{120}"])
    );
    // 5^{57} is firm and the nim-sum is 5 ⊕ 1 = 4: the player to move wins, by making it 0.
    assert_eq!(report["outcome"], "N");
    let moves = report["winning_moves"].as_array().unwrap();
    assert_eq!(moves.len(), 1);
    assert_eq!(
        moves[0]["to"],
        "cram(3,3) + chomp(4,3) + nodekayles(path:7) + bash[2](3)"
    );
    grundy()
        .args(["--lang", "zh", "eval", sum, "--misere", "--explain"])
        .assert()
        .success()
        .stdout(predicate::str::contains("驯服"))
        .stdout(predicate::str::contains("chomp(4,4): 5^{57}"));
}

#[test]
fn misere_sums_without_a_theorem_are_decided_by_forms_or_searched_within_the_limit() {
    // Neither chomp(3,3,1) (wild) nor kayles(5) (restless) is tame, and no component is a Nim
    // heap: the sum is decided by adding forms.
    let report = json_of(&["eval", "chomp(3,3,1) + kayles(5)", "--misere", "--json"]);
    assert_eq!(report["method"], "canonical");
    assert!(report.get("genera").is_none());
    // Beside a heap of 2 alone, chomp(3,3,1)'s genus 3^{531} decides: γ1 = 5, not 0.
    let report = json_of(&["eval", "chomp(3,3,1) + nim(2)", "--misere", "--json"]);
    assert_eq!(report["method"], "small-heaps");
    assert_eq!(report["genera"][0], "3^{531}");
    assert_eq!(report["outcome"], "N");
    // Beyond the state limit the forms give up, and so does the search.
    grundy()
        .args([
            "eval",
            "sub[1,3,4](900) + bash[3](900)",
            "--misere",
            "--state-limit",
            "500",
        ])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("500 positions"));
}

#[test]
fn misere_play_is_lost_by_the_player_who_takes_the_last_stone() {
    // nim(1,1,1) is a misère P-position: the computer takes a heap, we take another, and the
    // computer must take the last stone.
    grundy()
        .args(["play", "nim(1,1,1)", "--misere", "--first", "computer"])
        .write_stdin("2 -> 0\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("no winning move exists"))
        .stdout(predicate::str::contains(
            "the computer made the last move, so you win!",
        ));
}

#[test]
fn every_sg_is_decided_by_suspense_and_checked_moves_lead_to_p_positions() {
    // The winner delays in sub[1,3,4](3) (3 → 2) rather than taking all 3: see games/every.rs.
    let report = json_of(&["eval", "every(sub[1,3,4](3) + sub[1,3,4](2))", "--json"]);
    assert_eq!(report["outcome"], "N");
    let moves = report["winning_moves"].as_array().unwrap();
    assert_eq!(moves.len(), 1);
    assert_eq!(moves[0]["to"], "every(sub[1,3,4](2) + sub[1,3,4](1))");
    let after = json_of(&["eval", moves[0]["to"].as_str().unwrap(), "--json"]);
    assert_eq!(after["outcome"], "P");
}

#[test]
fn every_sums_too_large_to_list_still_give_the_outcome() {
    let report = json_of(&["eval", "every(nim(100,100,100))", "--json"]);
    assert_eq!(report["outcome"], "N");
    assert_eq!(report["winning_moves"], Value::Null);
    grundy()
        .args(["eval", "every(nim(1,,2))"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("column 13"));
}

#[test]
fn seq_plot_writes_an_svg_scatter_plot() {
    let path = std::env::temp_dir().join(format!("grundy-cli-plot-{}.svg", std::process::id()));
    grundy()
        .args(["seq", "sub[1,3,4]", "--to", "20", "--plot"])
        .arg(&path)
        .assert()
        .success();
    let svg = std::fs::read_to_string(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    assert!(svg.contains("G(n) of sub[1,3,4]"));
    assert_eq!(svg.matches("<circle").count(), 21);
}

#[cfg(unix)]
#[test]
fn a_closed_pipe_ends_output_quietly() {
    use std::io::Read;
    use std::process::{Command as Process, Stdio};
    let mut child = Process::new(assert_cmd::cargo::cargo_bin("grundy"))
        .args(["seq", "nim", "--to", "1000000"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = [0u8; 16];
    child.stdout.take().unwrap().read_exact(&mut first).unwrap(); // then drop: the pipe closes
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    child.wait().unwrap();
    assert!(!stderr.contains("panicked"), "{stderr}");
}

#[test]
fn seq_and_table_print_the_remoteness_with_its_rules() {
    let json = grundy()
        .args(["seq", "sub[1,2]", "--to", "30", "--remoteness", "--json"])
        .output()
        .unwrap();
    assert!(json.status.success());
    let report: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    let remoteness: Vec<u64> = report["remoteness"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r.as_u64().unwrap())
        .collect();
    // R(n) = 2⌊n/3⌋ + [3 ∤ n] for take 1 or 2.
    let expected: Vec<u64> = (0..=30)
        .map(|n| 2 * (n / 3) + u64::from(n % 3 != 0))
        .collect();
    assert_eq!(remoteness, expected);
    assert_eq!(report["rules"][0]["text"], "R(n + 3) = R(n) + 2");
    grundy()
        .args([
            "table",
            "wythoff",
            "--rows",
            "4",
            "--cols",
            "4",
            "--remoteness",
        ])
        .assert()
        .success()
        .stdout(predicate::str::contains("wythoff: R(a,b)"))
        .stdout(predicate::str::contains("  1:  1 1 2 3"));
    grundy()
        .args(["seq", "sub[1,2]", "--remoteness", "--misere", "--to", "5"])
        .assert()
        .failure();
    grundy()
        .args(["seq", "sub[1,2]", "--remoteness"])
        .assert()
        .failure()
        .stderr(predicate::str::contains("--to N"));
}

#[test]
fn play_levels_replay_from_their_seed() {
    let play = |seed: &str| {
        let output = grundy()
            .args([
                "play",
                "nim(4,5,6)",
                "--first",
                "computer",
                "--level",
                "beginner",
            ])
            .args(["--seed", seed])
            .write_stdin("quit\n")
            .output()
            .unwrap();
        String::from_utf8(output.stdout).unwrap()
    };
    let first = play("3");
    assert!(first.contains("level beginner"), "{first}");
    assert!(first.contains("seed 3"), "{first}");
    assert_eq!(first, play("3"));
    grundy()
        .args(["play", "nim(1)", "--level", "expert"])
        .assert()
        .failure()
        .stderr(predicate::str::contains(
            "the levels are perfect, good, beginner",
        ));
}

#[test]
fn the_compounds_are_decided_by_their_theory() {
    grundy()
        .args(["eval", "all(nim(3) + sub[1,2](7))"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "outcome:   N (the player to move wins in 1 move)",
        ));
    grundy()
        .args(["eval", "any(nim(1,1))", "--explain"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "moving in exactly the N-components",
        ));
}

#[test]
fn eval_options_lists_every_move_with_what_it_leads_to() {
    let output = grundy()
        .args(["eval", "nim(2,3)", "--options", "--json"])
        .output()
        .unwrap();
    assert!(output.status.success());
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let options = report["options"].as_array().unwrap();
    assert_eq!(options.len(), 5);
    // Only nim(2,2) is P; it is lost in four moves, and every outcome agrees with eval.
    for option in options {
        let to = option["to"].as_str().unwrap();
        let eval = grundy().args(["eval", to, "--json"]).output().unwrap();
        let eval: serde_json::Value = serde_json::from_slice(&eval.stdout).unwrap();
        assert_eq!(option["outcome"], eval["outcome"], "{to}");
        assert_eq!(option["nimber"], eval["nimber"], "{to}");
        assert_eq!(option["remoteness"], eval["remoteness"], "{to}");
    }
    let p: Vec<&serde_json::Value> = options.iter().filter(|o| o["outcome"] == "P").collect();
    assert_eq!(
        (p.len(), &p[0]["to"], &p[0]["remoteness"]),
        (1, &serde_json::json!("nim(2,2)"), &serde_json::json!(4))
    );
    grundy()
        .args(["eval", "nim(2,3)", "--options"])
        .assert()
        .success()
        .stdout(predicate::str::contains("moves: 5"))
        .stdout(predicate::str::contains(
            "  P      0           4  take 1 from nim(3), leaving 2  =>  nim(2,2)",
        ));
}

#[test]
fn eval_board_prints_the_pictures_and_their_moves() {
    let board = json_of(&["eval", "chomp(2,1) + nim(1000)", "--board"]);
    let report =
        grundy::report::board::BoardReport::of(&grundy::parse("chomp(2,1) + nim(1000)").unwrap())
            .unwrap();
    assert_eq!(board, serde_json::to_value(&report).unwrap());
    // chomp(2,1): the poisoned square, the square right of it and the one below.
    let parts = board["components"][0]["picture"]["parts"]
        .as_array()
        .unwrap();
    assert_eq!(parts.len(), 3);
    assert_eq!(parts[0]["kind"], "poison");
    assert_eq!(board["components"][1]["picture"], Value::Null);
    // Eating the square right of the poison leaves chomp(1,1): two equal heaps, so it wins.
    let right = board["moves"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["anchor"] == serde_json::json!(["r0c1"]))
        .unwrap();
    assert_eq!(right["to"], "chomp(1,1) + nim(1000)");
    grundy()
        .args(["eval", "-", "--board"])
        .write_stdin("nim(1)\n")
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "--board and --setup take one position",
        ));
    // The set-up editor's pictures: each click a move to the position it sets up.
    let output = grundy()
        .args(["eval", "nim(2)", "--setup"])
        .output()
        .unwrap();
    let setup: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let to: Vec<&str> = setup["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["to"].as_str().unwrap())
        .collect();
    assert_eq!(to, ["nim(0)", "nim(1)", "nim(3)"]);
}
