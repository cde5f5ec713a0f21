//! `seq --misere` and `table --misere` (misère outcomes and values from the command line, the
//! same as `eval --misere` on each position), and sweeps of a parameter (`seq "bash[1..6]"`).

use predicates::prelude::*;

use crate::common::{grundy, json_of};

#[test]
fn a_misere_sequence_agrees_with_eval_on_every_heap() {
    let json = json_of(&["seq", "bash[3]", "--to", "12", "--misere", "--json"]);
    assert_eq!(json["convention"], "misere");
    assert_eq!(json["method"], "search");
    for n in 0..=12usize {
        let eval = json_of(&["eval", &format!("bash[3]({n})"), "--misere", "--json"]);
        assert_eq!(json["outcomes"][n], eval["outcome"], "bash[3]({n})");
    }
    // Misère take 1..3: lost exactly at n ≡ 1 (mod 4).
    assert_eq!(json["p_positions"]["listed"], serde_json::json!([1, 5, 9]));
    assert_eq!(json["rules"][1]["text"], "P-positions: n ≡ 1 (mod 4)");
}

#[test]
fn misere_sequences_print_as_text_and_csv() {
    grundy()
        .args(["seq", "kayles", "--to", "40", "--misere"])
        .assert()
        .success()
        .stdout(predicate::str::contains("outcomes by misère quotient"))
        .stdout(predicate::str::contains(
            "P-positions (n ≤ 40): 1, 4, 9, 12, 20",
        ));
    grundy()
        .args([
            "seq", "sub[1,2]", "--to", "3", "--misere", "--format", "csv",
        ])
        .assert()
        .success()
        .stdout("n,outcome,misere_value\n0,N,1\n1,P,0\n2,N,2\n3,N,1\n");
}

#[test]
fn a_misere_table_holds_misere_values() {
    let json = json_of(&[
        "table", "wythoff", "--rows", "3", "--cols", "3", "--misere", "--json",
    ]);
    assert_eq!(json["convention"], "misere");
    assert_eq!(
        json["values"],
        serde_json::json!([[1, 0, 2], [0, 2, 1], [2, 1, 0]])
    );
    for (a, b) in [(0, 1), (2, 2), (1, 1)] {
        let eval = json_of(&["eval", &format!("wythoff({a},{b})"), "--misere", "--json"]);
        let lost = json["values"][a][b] == 0;
        assert_eq!(eval["outcome"], if lost { "P" } else { "N" }, "({a}, {b})");
    }
}

#[test]
fn misere_refuses_what_belongs_to_normal_play() {
    for (args, message) in [
        (
            vec!["seq", "kayles", "--to", "9", "--misere", "--stats"],
            "--stats is for normal play",
        ),
        (
            vec!["seq", "nim", "--misere"],
            "give the last heap size with --to N",
        ),
        (
            vec!["seq", "nim", "--to", "9", "--misere", "--format", "cpp"],
            "is for normal play",
        ),
        (
            vec!["seq", "wythoff", "--to", "9", "--misere"],
            "no one-heap positions",
        ),
        (vec!["seq", "nim", "--to", "10^7", "--misere"], "too long"),
        (
            vec!["table", "nim", "--rows", "3", "--cols", "3", "--misere"],
            "no two-parameter positions",
        ),
    ] {
        grundy()
            .args(&args)
            .assert()
            .failure()
            .stderr(predicate::str::contains(message));
    }
}

#[test]
fn a_range_of_a_parameter_sweeps_it() {
    let json = json_of(&["seq", "bash[1..6]", "--to", "60", "--json"]);
    assert_eq!(
        json["summary"],
        serde_json::json!(["every P: period P + 1"])
    );
    let rows = json["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 6);
    // Each row is the family's own sequence report.
    for row in rows {
        let family = row["family"].as_str().unwrap();
        let single = json_of(&["seq", family, "--to", "60", "--json"]);
        assert_eq!(row["period"], single["period"], "{family}");
        assert_eq!(row["rules"], single["rules"], "{family}");
    }
    grundy()
        .args(["seq", "sub[1,2..4]", "--to", "30", "--format", "csv"])
        .assert()
        .success()
        .stdout(predicate::str::starts_with(
            "parameter,family,preperiod,period,saltus,proven,rule,error\n2,\"sub[1,2]\",0,3,0,true,G(n) = n mod 3,\n",
        ));
    for (args, message) in [
        (
            vec!["seq", "bash[1..3]", "--to", "9", "--misere"],
            "--misere is for one sequence",
        ),
        (vec!["seq", "bash[1..300]", "--to", "9"], "at most 64"),
        (vec!["seq", "octal[0.1..77]"], "needs braces"),
    ] {
        grundy()
            .args(&args)
            .assert()
            .failure()
            .stderr(predicate::str::contains(message));
    }
}

#[test]
fn a_form_is_written_in_conways_notation_and_as_its_options() {
    // *2 + *2 + * is *2 + *3 in misère play: 2_3, with the options of the form beside it.
    let json = json_of(&["eval", "nim(2,2,1)", "--misere", "--form", "--json"]);
    assert_eq!(json["conway"], "2_3");
    assert_eq!(json["form"], "{*2,*3,{*2,*3}}");
    grundy()
        .args(["eval", "nim(2,2,1)", "--misere", "--form"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "form:      2_3 (Conway's notation)\noptions:   {*2,*3,{*2,*3}}\n",
        ));
    grundy()
        .args(["--lang", "zh", "eval", "nim(2,2,1)", "--misere", "--form"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "最简型：2_3（Conway 记号）\n后继状态：{*2,*3,{*2,*3}}\n",
        ));
}
