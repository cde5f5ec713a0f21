//! Command-line tests of `grundy quotient` and of misère sums answered by quotients.

use predicates::prelude::*;
use serde_json::Value;

use crate::common::grundy;

fn quotient_json(args: &[&str]) -> Value {
    let output = grundy()
        .arg("quotient")
        .args(args)
        .arg("--json")
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).unwrap()
}

#[test]
fn misere_nim_on_heaps_up_to_three_is_t2() {
    let json = quotient_json(&["octal[0.333]", "--heaps", "3"]);
    assert_eq!(json["order"], 6);
    assert_eq!(json["p_portion"], serde_json::json!(["a", "b^2"]));
    assert_eq!(
        json["presentation"]["relations"],
        serde_json::json!(["a^2 = 1", "b^3 = b"])
    );
    assert_eq!(
        json["presentation"]["generators"],
        serde_json::json!(["a", "b"])
    );
    assert_eq!(json["heap_map"], serde_json::json!(["1", "a", "b", "ab"]));
    assert_eq!(json["tame"], true);
    assert!(json.get("table").is_none());
}

#[test]
fn the_table_lists_every_product() {
    let json = quotient_json(&["octal[0.333]", "--heaps", "1", "--table"]);
    assert_eq!(json["order"], 2);
    assert_eq!(json["table"], serde_json::json!([[0, 1], [1, 0]]));
    grundy()
        .args(["quotient", "octal[0.333]", "--heaps", "1", "--table"])
        .assert()
        .success()
        .stdout(predicate::str::contains("order: 2 (tame)"))
        .stdout(predicate::str::contains("multiplication table"));
}

#[test]
fn named_take_and_break_games_have_quotients() {
    for game in ["kayles", "dawson", "octal[0.75]"] {
        let json = quotient_json(&[game, "--heaps", "12"]);
        assert_eq!(json["heaps"], 12);
        assert_eq!(json["heap_map"].as_array().unwrap().len(), 13);
        assert!(json["order"].as_u64().unwrap() >= 2, "{game}");
    }
}

#[test]
fn games_without_heaps_are_refused() {
    grundy()
        .args(["quotient", "nim"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("take-and-break"));
    grundy().args(["quotient", "octal[0.7x]"]).assert().code(2);
}

#[test]
fn a_limit_stops_a_large_quotient() {
    grundy()
        .args([
            "quotient",
            "octal[0.3122]",
            "--heaps",
            "7",
            "--state-limit",
            "2000",
        ])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("state limit"))
        // The cause of a quotient's failure is worded as every limit is: with its flag.
        .stderr(predicate::str::contains("raise the limit with --state-limit"))
        .stderr(predicate::str::contains(
            "the misère quotient of octal[0.3122] on heaps up to 7 is infinite or larger than these limits",
        ));
}

#[test]
fn misere_sums_of_one_game_use_the_quotient() {
    let heaps: Vec<String> = (0..40).map(|i| ((i * 7) % 31).to_string()).collect();
    let expr = format!("octal[0.75]({})", heaps.join(","));
    let output = grundy()
        .args(["eval", &expr, "--misere", "--json"])
        .output()
        .unwrap();
    assert!(output.status.success());
    let json: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(json["method"], "quotient");
    grundy()
        .args(["eval", "octal[0.75](3,4,5)", "--misere", "--explain"])
        .assert()
        .success()
        .stdout(predicate::str::contains("Their product is"))
        .stdout(predicate::str::contains("octal[0.75](3) = "));
}

#[test]
fn the_genus_of_each_heap_is_printed_when_asked() {
    // Without --genus the JSON has no genus field, as before.
    let plain = quotient_json(&["octal[0.312]", "--heaps", "6"]);
    assert!(plain.get("genus").is_none());
    // Plambeck's page on misère 0.312 (plambeck.org, quaternary games): heaps 1 to 6 have
    // genera 1^{031}, 2^{20}, 0^{02}, 2^{1420}, 0^{02}, 1^{13}; the heap of 4 is wild.
    let json = quotient_json(&["octal[0.312]", "--heaps", "6", "--genus"]);
    let symbols: Vec<&str> = json["genus"]["heaps"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["symbol"].as_str().unwrap())
        .collect();
    assert_eq!(
        symbols,
        [
            "0^{120}", "1^{031}", "2^{20}", "0^{02}", "2^{1420}", "0^{02}", "1^{13}"
        ]
    );
    assert_eq!(
        json["genus"]["heaps"][4]["misere"],
        serde_json::json!([1, 4, 2, 0])
    );
    assert_eq!(json["genus"]["heaps"][4]["tame"], false);
    assert_eq!(json["genus"]["tame"], false);
    // Every other field is the one printed without --genus.
    for field in [
        "order",
        "elements",
        "p_portion",
        "presentation",
        "heap_map",
        "tame",
    ] {
        assert_eq!(json[field], plain[field], "{field}");
    }
    grundy()
        .args(["quotient", "octal[0.333]", "--heaps", "3", "--genus"])
        .assert()
        .success()
        .stdout(predicate::str::contains("3: ab  3^{31}"))
        .stdout(predicate::str::contains("genus: tame"));
}
