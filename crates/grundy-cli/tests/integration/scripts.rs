//! The command line with scripted games: eval, seq, table and play.

use predicates::str::contains;

use crate::common::{grundy, json_of};

#[test]
fn eval_a_script_in_a_sum() {
    let report = json_of(&[
        "eval",
        "script[examples/lasker.rhai](10) + nim(3)",
        "--json",
    ]);
    // G(10) = 10 in Lasker's Nim (4k+2), and 10 XOR 3 = 9.
    assert_eq!(report["nimber"], 9);
    assert_eq!(
        report["winning_moves"][0]["to"],
        "script[examples/lasker.rhai](4) + nim(3)"
    );
}

#[test]
fn seq_of_a_script_reports_an_observed_period() {
    let report = json_of(&[
        "seq",
        "script[examples/subtraction134.rhai]",
        "--to",
        "40",
        "--json",
    ]);
    assert_eq!(
        report["values"].as_array().unwrap()[..7],
        [0, 1, 0, 1, 2, 3, 2]
    );
    assert_eq!(report["period"]["period"], 7);
    assert_eq!(report["period"]["proven"], false);
    grundy()
        .args(["seq", "script[examples/lasker.rhai]", "--to", "30"])
        .assert()
        .success()
        .stdout(contains("arithmetic period 4 with saltus 4 from n = 1"))
        .stdout(contains("not proven"));
}

#[test]
fn table_of_the_queen_shows_wythoff_pairs() {
    let report = json_of(&[
        "table",
        "script[examples/queen.rhai]",
        "--rows",
        "8",
        "--cols",
        "8",
        "--json",
    ]);
    let p_positions: Vec<(u64, u64)> = report["pattern"]["p_positions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|pair| (pair[0].as_u64().unwrap(), pair[1].as_u64().unwrap()))
        .collect();
    // Wythoff P-positions (0,0) (1,2) (3,5) (4,7) and mirrors (OEIS A000201, A001950).
    assert_eq!(
        p_positions,
        [(0, 0), (1, 2), (2, 1), (3, 5), (4, 7), (5, 3), (7, 4)]
    );
    assert_eq!(report["pattern"]["symmetric"], true);
    let text = grundy()
        .args([
            "table",
            "script[examples/king.rhai]",
            "--rows",
            "6",
            "--cols",
            "6",
        ])
        .output()
        .unwrap();
    let text = String::from_utf8(text.stdout).unwrap();
    assert!(
        text.contains("depends only on (a mod 2, b mod 2)"),
        "{text}"
    );
    assert!(
        !text.contains('\x1b'),
        "no escape codes when not a terminal"
    );
}

#[test]
fn table_refuses_families_without_pairs_and_huge_sizes() {
    grundy()
        .args(["table", "nim", "--rows", "3", "--cols", "3"])
        .assert()
        .code(2)
        .stderr(contains("no two-parameter positions"));
    grundy()
        .args([
            "table",
            "script[examples/queen.rhai]",
            "--rows",
            "100000",
            "--cols",
            "100000",
        ])
        .assert()
        .code(2)
        .stderr(contains("cells"));
}

#[test]
fn play_a_pair_state_and_a_split() {
    grundy()
        .args(["play", "script[examples/queen.rhai](3,4)", "--first", "you"])
        .write_stdin("1 -> 3,2\n")
        .assert()
        .success()
        .stdout(contains("You: move (3,4) to (3,2)"));
    grundy()
        .args(["play", "script[examples/lasker.rhai](6)", "--first", "you"])
        .write_stdin("hint\n1 -> 2 + 4\n")
        .assert()
        .success()
        .stdout(contains("You: move 6 to 2 + 4"));
}

#[test]
fn hostile_and_missing_scripts_exit_with_a_clear_error() {
    grundy()
        .args(["eval", "script[examples/nowhere.rhai](3)"])
        .assert()
        .code(2)
        .stderr(contains("cannot read the script"))
        .stderr(contains("column 8"));
    let dir = std::env::temp_dir().join(format!("grundy-hostile-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("loop.rhai");
    std::fs::write(
        &path,
        "// loops forever\nfn moves(n) {\n  loop { n += 1; }\n}\n",
    )
    .unwrap();
    grundy()
        .args(["eval", &format!("script[{}](3)", path.display())])
        .assert()
        .code(2)
        .stderr(contains("operations"))
        .stderr(contains("line 2"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn eval_a_loopy_script_in_a_sum_finds_draws_and_wins() {
    // examples/springs.rhai: square 10 has the loopy value ∞{2} (see its graph twin,
    // examples/graphs/springs.txt, compared vertex by vertex in the library's tests).
    let drawn = json_of(&[
        "eval",
        "script[examples/springs.rhai](10) + nim(1)",
        "--json",
    ]);
    assert_eq!(drawn["outcome"], "D");
    assert_eq!(drawn["winning_moves"].as_array().unwrap().len(), 0);
    let won = json_of(&[
        "eval",
        "script[examples/springs.rhai](10) + nim(2)",
        "--json",
    ]);
    assert_eq!(won["outcome"], "N");
    assert_eq!(won["loopy_value"]["text"], "∞{0}");
    assert_eq!(
        won["winning_moves"][0]["to"],
        "script[examples/springs.rhai](8) + nim(2)"
    );
    grundy()
        .args(["eval", "script[examples/springs.rhai](12)"])
        .assert()
        .success()
        .stdout(contains("outcome:   D"))
        .stdout(contains("∞{}"));
}

#[test]
fn play_a_loopy_script() {
    // From square 12 (a draw), the computer keeps the draw: it never runs out of moves here.
    grundy()
        .args([
            "play",
            "script[examples/springs.rhai](12)",
            "--first",
            "you",
        ])
        .write_stdin("1 -> 11\nhint\n1 -> 9\n")
        .assert()
        .success()
        .stdout(contains("You: move square 12 to square 11"))
        .stdout(contains("keeps the game drawn"))
        .stdout(contains("You: move square 10 to square 9"));
    // From an N-position the computer, moving first, wins by its winning move.
    grundy()
        .args([
            "play",
            "script[examples/springs.rhai](10) + nim(2)",
            "--first",
            "computer",
        ])
        .write_stdin("")
        .assert()
        .success()
        .stdout(contains("Computer: move square 10 to square 8"));
}

#[test]
fn a_loopy_script_with_a_split_move_is_a_clear_error() {
    let path = std::env::temp_dir().join(format!("grundy-loopy-split-{}.rhai", std::process::id()));
    std::fs::write(
        &path,
        "fn moves(n) { if n == 3 { [sum([1, 2])] } else if n == 2 { [3] } else { [] } }\n",
    )
    .unwrap();
    grundy()
        .args(["eval", &format!("script[{}](2)", path.display())])
        .assert()
        .code(2)
        .stderr(contains("state 3"))
        .stderr(contains("split moves are not supported in loopy scripts"));
    let _ = std::fs::remove_file(&path);
}
