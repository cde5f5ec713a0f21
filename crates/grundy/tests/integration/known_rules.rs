//! The rule finder on games whose rule is published: each game is computed by grundy (its
//! family, a closed form, or a script), and the rule found must be the published one, stated
//! the way the source states it.

use std::sync::Arc;

use grundy::AnyFamily;
use grundy::games::ScriptFamily;
use grundy::report::misere_seq::MisereSeqReport;
use grundy::report::seq::{SeqReport, SeqRequest};
use grundy::report::table::TableReport;
use grundy::rule_finder::{FoundRule, sequence_rules};

/// The rules of `G(0..=to)` of `family`.
fn sequence(family: Arc<dyn AnyFamily>, to: Option<u64>) -> Vec<FoundRule> {
    let request = SeqRequest {
        to,
        ..SeqRequest::default()
    };
    let report = SeqReport::new(family, &request).unwrap();
    report.findings().unwrap().unwrap().rules.clone()
}

fn named(family: &str, to: Option<u64>) -> Vec<FoundRule> {
    sequence(grundy::parse_family(family).unwrap(), to)
}

fn script(source: &str) -> Arc<dyn AnyFamily> {
    Arc::new(ScriptFamily::from_source("test.rhai", source).unwrap())
}

fn texts(rules: &[FoundRule]) -> Vec<&str> {
    rules.iter().map(|rule| rule.text.as_str()).collect()
}

/// Asserts `rules` are exactly `expected` (texts), none with exceptions, and which are proven.
fn assert_rules(rules: &[FoundRule], expected: &[&str], proven: bool) {
    assert_eq!(texts(rules), expected);
    for rule in rules {
        assert!(rule.exceptions.is_empty(), "{rule:?}");
        assert_eq!(rule.proven, proven, "{rule:?}");
    }
}

#[test]
fn take_at_most_half() {
    // G(2k) = k, G(2k+1) = G(k); P-positions 2^k − 1 (L. Levine, "Fractal sequences and
    // restricted Nim", Ars Combinatoria 80, 2006).
    let half = script("fn moves(n) { let m = []; for t in 1..=(n / 2) { m.push(n - t); } m }");
    assert_rules(
        &sequence(half, Some(500)),
        &[
            "G(2k) = k, G(2k+1) = G(k)",
            "P-positions (n ≥ 1): 2^k − 1 (1, 3, 7, 15, …)",
        ],
        false,
    );
}

#[test]
fn fibonacci_nim() {
    // The P-positions are the Fibonacci numbers (Whinihan, Fibonacci Quarterly 1, 1963).
    assert_rules(
        &named("fib", Some(200)),
        &["P-positions (n ≥ 1): the Fibonacci numbers (1, 2, 3, 5, …)"],
        false,
    );
}

#[test]
fn lasker_nim() {
    // G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3 (Winning Ways ch. 4).
    assert_rules(
        &named("lasker", Some(100)),
        &["G(n + 4) = G(n) + 4 for n ≥ 1", "P-positions: only 0"],
        true,
    );
}

#[test]
fn powers_of_p() {
    // Take a power of P: P odd gives G(n) = n mod 2; P even gives period P + 1 with a 2 at
    // n ≡ P (a contest classic; the proof is by induction on n).
    assert_rules(
        &named("powers[3]", Some(100)),
        &["G(n) = n mod 2", "P-positions: n ≡ 0 (mod 2)"],
        true,
    );
    assert_rules(
        &named("powers[4]", Some(100)),
        &[
            "G(n) = [0, 1, 0, 1, 2][n mod 5]",
            "P-positions: n ≡ 0, 2 (mod 5)",
        ],
        true,
    );
}

#[test]
fn nim_and_bachet() {
    // Nim's closed form G(n + 1) = G(n) + 1, G(0) = 0 proves G(n) = n.
    assert_rules(
        &named("nim", Some(100)),
        &["G(n) = n", "P-positions: only 0"],
        true,
    );
    // Bachet's game: take 1 to K, G(n) = n mod (K + 1).
    assert_rules(
        &named("bash[4]", Some(100)),
        &["G(n) = n mod 5", "P-positions: n ≡ 0 (mod 5)"],
        true,
    );
}

#[test]
fn octal_games_with_proven_periods() {
    // Subtraction game {1, 3, 4}: period 7 (Winning Ways ch. 4).
    assert_rules(
        &named("sub[1,3,4]", Some(100)),
        &[
            "G(n) = [0, 1, 0, 1, 2, 3, 2][n mod 7]",
            "P-positions: n ≡ 0, 2 (mod 7)",
        ],
        true,
    );
    // Kayles: period 12 from 71 (Guy and Smith 1956); no P-positions but the empty row.
    assert_rules(
        &named("kayles", None),
        &[
            "G(n) = [4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7][n mod 12] for n ≥ 71",
            "P-positions: only 0",
        ],
        true,
    );
    // Dawson's Kayles (0.07): period 34, the last exception at n = 52 (Guy and Smith 1956;
    // Dawson's chess, 0.137, is the same game shifted by one: from 52).
    let dawson = named("dawson", None);
    assert!(
        dawson[0].text.ends_with("[n mod 34] for n ≥ 53"),
        "{dawson:?}"
    );
    assert!(dawson.iter().all(|rule| rule.proven));
}

#[test]
fn coin_turning_games() {
    // A lone head on coin n: the Ruler game's value is the largest power of 2 dividing n, Mock
    // Turtles' the n-th odious number counted from 1 (Winning Ways ch. 14).
    let lone_head = |rule: &str, n: usize| {
        if n == 0 {
            return 0;
        }
        let row = format!("{}1", "0".repeat(n - 1));
        let position = grundy::parse(&format!("coins[{rule}]({row})")).unwrap();
        u64::try_from(position.nimber().unwrap()).unwrap()
    };
    let ruler: Vec<u64> = (0..200).map(|n| lone_head("ruler", n)).collect();
    assert_eq!(
        sequence_rules(&ruler, None)[0].text,
        "G(n) = the largest power of 2 dividing n"
    );
    let mock: Vec<u64> = (0..200).map(|n| lone_head("mock", n)).collect();
    assert_eq!(
        sequence_rules(&mock, None)[0].text,
        "G(n) = the n-th odious number (1, 2, 4, 7, 8, …, counted from n = 1)"
    );
    let turtles: Vec<u64> = (0..200).map(|n| lone_head("turtles", n)).collect();
    assert_eq!(sequence_rules(&turtles, None)[0].text, "G(n) = n");
}

#[test]
fn two_heap_tables() {
    // Two Nim heaps (a rook moving left or down): G(a, b) = a ⊕ b (Bouton 1901).
    let rook = script(
        "fn moves(p) { let m = []; for x in 0..p[0] { m.push([x, p[1]]); } \
         for y in 0..p[1] { m.push([p[0], y]); } m }",
    );
    let nim = TableReport::new(rook.as_ref(), 24, 24).unwrap();
    assert_eq!(
        texts(&nim.rules),
        [
            "G(a, b) = a ⊕ b",
            "G(a, b) = G(b, a)",
            "P-positions on the line b − a = 0"
        ]
    );
    // Wythoff's game: P-positions (⌊kφ⌋, ⌊kφ²⌋) and mirror images (Wythoff 1907).
    let wythoff =
        TableReport::new(grundy::parse_family("wythoff").unwrap().as_ref(), 60, 60).unwrap();
    assert!(texts(&wythoff.rules).contains(
        &"P-positions: (⌊kφ⌋, ⌊kφ²⌋) and (⌊kφ²⌋, ⌊kφ⌋) for k ≥ 0, φ = (1 + √5)/2, φ² = (3 + √5)/2"
    ));
    // A king on a board: P-positions where both coordinates are even (Winning Ways ch. 2).
    let king = TableReport::new(
        Arc::new(ScriptFamily::load("../../examples/king.rhai").unwrap()).as_ref()
            as &dyn AnyFamily,
        16,
        16,
    )
    .unwrap();
    assert!(texts(&king.rules).contains(&"P-positions: (a mod 2, b mod 2) ∈ {(0, 0)}"));
}

/// The misère rules of `0..=to` of `family`.
fn misere(family: &str, to: u64) -> Vec<FoundRule> {
    let family = grundy::parse_family(family).unwrap();
    MisereSeqReport::new(family.as_ref(), to, true)
        .unwrap()
        .rules
        .unwrap()
}

#[test]
fn misere_nim_and_subtraction_games() {
    // Misère Nim (反Nim): a single heap is lost exactly when it is 1, and G⁻(n) = n from 2 on
    // (C. L. Bouton, "Nim, a game with a complete mathematical theory", Annals of Mathematics 3,
    // 1901; Conway, On Numbers and Games, ch. 12: *n has genus n^{n(n⊕2)} for n ≥ 2).
    assert_rules(
        &misere("nim", 300),
        &["G⁻(n) = n for n ≥ 2", "P-positions: only 1"],
        false,
    );
    // Misère take 1..k: lost exactly when n ≡ 1 (mod k + 1) (Winning Ways, ch. 13).
    for k in 2..6u64 {
        let moves: Vec<String> = (1..=k).map(|m| m.to_string()).collect();
        let rules = misere(&format!("sub[{}]", moves.join(",")), 300);
        let p_rule = format!("P-positions: n ≡ 1 (mod {})", k + 1);
        assert!(texts(&rules).contains(&p_rule.as_str()), "{k}: {rules:?}");
    }
    // Misère Kayles, single heaps, by its quotient: lost exactly at 1, 4, 9, 12, 20 (Sibert and
    // Conway, "Mathematical Kayles", International Journal of Game Theory 20, 1992).
    assert_rules(
        &misere("kayles", 300),
        &["P-positions: only 1, 4, 9, 12, 20"],
        false,
    );
}

#[test]
fn misere_wythoff() {
    // In misère play the corner is won, and (0, 1), (1, 0), (2, 2) take the place of Wythoff's
    // first two pairs (checked against the definition in the library's tests).
    let wythoff = grundy::parse_family("wythoff").unwrap();
    let report = TableReport::misere(wythoff.as_ref(), 60, 60).unwrap();
    assert_rules(
        &report.rules,
        &[
            "G⁻(a, b) = G⁻(b, a)",
            "P-positions: (0, 1), (1, 0), (2, 2), and (⌊kφ⌋, ⌊kφ²⌋) and (⌊kφ²⌋, ⌊kφ⌋) for k ≥ 2, φ = (1 + √5)/2, φ² = (3 + √5)/2",
        ],
        false,
    );
}

#[test]
fn docs_rules_md_lists_every_shape() {
    let docs = std::fs::read_to_string("../../docs/rules.md").unwrap();
    for shape in grundy::rule_finder::CATALOGUE {
        assert!(
            docs.contains(&format!("| `{}` |", shape.kind)),
            "docs/rules.md does not describe the shape {}",
            shape.kind
        );
    }
}

#[test]
fn the_cookbook_states_the_rules_found() {
    let cookbook = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/cookbook.md"
    ))
    .unwrap();
    for (family, rule) in [
        ("nim", "G(n) = n"),
        ("bash[3]", "G(n) = n mod 4"),
        ("sub[1,3,4]", "G(n) = [0, 1, 0, 1, 2, 3, 2][n mod 7]"),
        ("sub[1,3,4]", "P-positions: n ≡ 0, 2 (mod 7)"),
        ("nozero[2]", "G(n) = n mod 2"),
        (
            "grundy",
            "P-positions: only 0, 1, 2, 4, 7, 10, 20, 23, 26, 50, 53",
        ),
        (
            "fib",
            "P-positions (n ≥ 1): the Fibonacci numbers (1, 2, 3, 5, …)",
        ),
    ] {
        let found = named(family, Some(200));
        assert!(texts(&found).contains(&rule), "{family}: {found:?}");
        // The cookbook quotes the rule (the P-positions of fib and grundy in its own words).
        let quoted = rule
            .trim_start_matches("P-positions: only ")
            .trim_start_matches("P-positions (n ≥ 1): the ")
            .trim_end_matches(" (1, 2, 3, 5, …)");
        assert!(cookbook.contains(quoted), "{family}: {quoted}");
    }
    assert!(texts(&misere("nim", 200)).contains(&"G⁻(n) = n for n ≥ 2"));
    assert!(cookbook.contains("`G⁻(n) = n for n ≥ 2`"));
}
