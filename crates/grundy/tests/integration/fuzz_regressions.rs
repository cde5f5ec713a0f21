//! Inputs the fuzz targets (`fuzz/`, run with `scripts/fuzz.sh`) found to crash, hang or run
//! out of memory, minimized, each with what must happen instead.

use std::path::Path;

use grundy::takebreak::values_file::{read_from, write_to};
use grundy::takebreak::{Computation, EngineKind, Goal, Rules, Values};
use grundy::{Budget, GameError, LimitExceeded};

/// A values file as `seq --checkpoint` writes it.
fn checkpoint(name: &str, values: &Values) -> Vec<u8> {
    let mut bytes = Vec::new();
    write_to(&mut bytes, name, values).unwrap();
    bytes
}

/// values_file: a well-formed checkpoint (right checksum) holding G(3) = 4 000 000 000 made
/// resuming size the sparse engine's table of value counts from it: 32 GB, out of memory.
/// Such values are impossible (G(3) ≤ 4 when G(0..3) < 4) and are refused.
#[test]
fn a_checkpoint_with_an_impossible_value_is_refused() {
    let bytes = checkpoint("kayles", &Values::U32(vec![0, 1, 2, 4_000_000_000, 7]));
    let file = read_from(bytes.as_slice(), bytes.len() as u64, Path::new("k.ckpt")).unwrap();
    let rules = Rules::parse_code("0.77").unwrap();
    for kind in [EngineKind::Sparse, EngineKind::Naive] {
        let error = Computation::resume(rules.clone(), kind, file.values.clone()).unwrap_err();
        assert_eq!(
            error.to_string(),
            "these are not the values of a take-and-break game: G(3) = 4000000000, but G(0) to G(2) are below 4, so G(3) is at most 4"
        );
    }
    let error = Computation::resume(rules, EngineKind::Sparse, Values::U8(vec![3])).unwrap_err();
    assert!(error.to_string().ends_with("G(0) = 3, not 0"), "{error}");
}

/// The same, with values that double at every heap (possible by that bound, but 2^31 needs a
/// 16 GiB table of counts): refused by the memory limit.
#[test]
fn a_checkpoint_whose_values_need_too_much_memory_is_refused() {
    let mut doubling = vec![0u32];
    doubling.extend((0..32).map(|k| 1u32 << k));
    let rules = Rules::parse_code("0.77").unwrap();
    let error = Budget::default()
        .with_memory_limit(1 << 30)
        .run(|| Computation::resume(rules, EngineKind::Sparse, Values::U32(doubling)))
        .unwrap_err();
    assert!(
        error.to_string().starts_with(
            "the table of value counts of the resumed sequence would need about 16 GiB"
        ),
        "{error}"
    );
}

/// A checkpoint of real values resumes and goes on with the right ones.
#[test]
fn a_real_checkpoint_still_resumes() {
    let rules = Rules::parse_code("0.77").unwrap();
    let mut first = Computation::new(rules.clone(), EngineKind::Sparse);
    first.run(Goal::count(100), |_| true);
    let bytes = checkpoint("kayles", &first.values().to_values());
    let file = read_from(bytes.as_slice(), bytes.len() as u64, Path::new("k.ckpt")).unwrap();
    let mut resumed = Computation::resume(rules.clone(), EngineKind::Sparse, file.values).unwrap();
    resumed.run(Goal::count(300), |_| true);
    let mut whole = Computation::new(rules, EngineKind::Naive);
    whole.run(Goal::count(300), |_| true);
    assert_eq!(resumed.values(), whole.values());
}

/// expr_eval: `nim(611105)` timed out (over 10 s under the fuzzer): listing every move of the
/// sum (`Sum::moves`, for `play` and `eval --dot`) did not look at the budget, so a deadline
/// did not stop it. It stops now.
#[test]
fn listing_moves_stops_at_the_deadline() {
    let position = grundy::parse("nim(611105)").unwrap();
    let error = Budget::default()
        .with_timeout(std::time::Duration::ZERO)
        .run(|| position.moves())
        .unwrap_err();
    assert!(
        matches!(error, GameError::Limit(LimitExceeded::Timeout { .. })),
        "{error}"
    );
}

/// Seen while looking into the above: every move holds the whole resulting sum, so the moves of
/// a long sum with a big heap took (moves × components) memory: 32 GB for a heap of 999 999
/// beside 2000 others. Refused by the memory limit now.
#[test]
fn listing_the_moves_of_a_long_sum_is_bounded_in_memory() {
    let heaps = vec!["1"; 2000].join(",");
    let position = grundy::parse(&format!("nim(999999,{heaps})")).unwrap();
    let error = Budget::default()
        .with_memory_limit(1 << 30)
        .run(|| position.moves())
        .unwrap_err();
    assert!(
        error
            .to_string()
            .starts_with("the list of every move of this position would need about"),
        "{error}"
    );
    // Small sums are listed as before.
    let small = grundy::parse(&format!("nim(3,{})", vec!["1"; 20].join(","))).unwrap();
    assert_eq!(small.moves().unwrap().len(), 3 + 20);
}

/// expr_eval: `chomp(20,...,20)` (twenty rows of 20) took 10 s under a 200 ms budget: counting
/// its winning moves values each of its 399 options, and the Chomp search, bounded only by its
/// own limits (a million positions), never looked at the budget, so `--state-limit` and
/// `--timeout` did not apply to Chomp. They do now.
#[test]
fn the_chomp_search_respects_the_budget() {
    let bar = grundy::parse("chomp(11,11,11,11,11,11,11,11,11,11,11)").unwrap();
    let error = Budget::default()
        .with_state_limit(1000)
        .run(|| bar.nimber())
        .unwrap_err();
    // The reachable positions are counted before searching, so the state limit refuses the
    // bar at once, saying it is the state limit.
    assert!(
        matches!(&error, GameError::TooLarge(message)
            if message.contains("more than 1000 positions") && message.contains("the state limit")),
        "{error}"
    );
    let wide = grundy::parse(&format!("chomp({})", vec!["20"; 20].join(","))).unwrap();
    let error = Budget::default()
        .with_timeout(std::time::Duration::ZERO)
        .run(|| wide.count_winning_moves())
        .unwrap_err();
    assert!(
        matches!(error, GameError::Limit(LimitExceeded::Timeout { .. })),
        "{error}"
    );
    // Within the limits, the values are unchanged: a square bar is an N-position whose
    // winning move leaves an L (Chomp's square strategy).
    let square = grundy::parse("chomp(4,4,4,4)").unwrap();
    let moves = Budget::default()
        .with_state_limit(1000)
        .run(|| square.winning_moves())
        .unwrap();
    assert_eq!(moves.len(), 1);
    assert_eq!(moves[0].to.to_string(), "chomp(4,1,1,1)");
}

/// expr_eval: `fib(10^6)` timed out: listing a component's options describes each of them (a
/// million here, the most a family lists), and that loop did not look at the budget.
#[test]
fn describing_a_million_options_stops_at_the_deadline() {
    let position = grundy::parse("fib(10^6)").unwrap();
    let component = position.components().next().unwrap();
    let error = Budget::default()
        .with_timeout(std::time::Duration::ZERO)
        .run(|| component.options())
        .unwrap_err();
    assert!(
        matches!(error, GameError::Limit(LimitExceeded::Timeout { .. })),
        "{error}"
    );
    assert_eq!(grundy::parse("fib(10)").unwrap().moves().unwrap().len(), 9);
}

/// expr_eval: `every(nim( 99,1,10,100))` timed out: one move of an every-sum moves every
/// component, so this position has 99 000 combined moves, each built as a copy of the sum,
/// and building them did not look at the budget (the search over such positions did).
#[test]
fn building_the_combined_moves_of_an_every_sum_stops_at_the_deadline() {
    use grundy::expr::Token;
    use grundy::games::Every;
    use grundy::{Game, Notation};
    let every = Every::new(grundy::parse::Parser::new().nested());
    let inner = Token {
        text: "nim(99,1,10,100)",
        column: 1,
    };
    let position = every.parse_positions(&[inner]).unwrap().remove(0);
    let error = Budget::default()
        .with_timeout(std::time::Duration::ZERO)
        .run(|| every.options(&position))
        .unwrap_err();
    assert!(
        matches!(error, GameError::Limit(LimitExceeded::Timeout { .. })),
        "{error}"
    );
    let small = every
        .parse_positions(&[Token {
            text: "nim(2,3)",
            column: 1,
        }])
        .unwrap()
        .remove(0);
    assert_eq!(every.options(&small).unwrap().len(), 2 * 3);
}

/// expr_eval: `chomp(10000)` (one row of 10 000 squares) timed out: counting its winning moves
/// values its 9 999 options, each a short Chomp search of a few steps, and the search looked
/// at the budget only every 1024 positions it pushed, so none of them ever did: seconds past
/// the deadline. The search checks the budget when it starts and counts bites, not positions.
#[test]
fn valuing_the_options_of_a_long_chomp_row_stops_at_the_deadline() {
    let row = grundy::parse("chomp(10000)").unwrap();
    for question in [
        |row: &grundy::Sum| row.count_winning_moves().map(drop),
        |row: &grundy::Sum| row.nimber().map(drop),
    ] {
        let error = Budget::default()
            .with_timeout(std::time::Duration::ZERO)
            .run(|| question(&row))
            .unwrap_err();
        assert!(
            matches!(error, GameError::Limit(LimitExceeded::Timeout { .. })),
            "{error}"
        );
    }
    // A row of n squares is a Nim heap of n - 1: one winning move, eating all but the poison.
    let short = grundy::parse("chomp(300)").unwrap();
    assert_eq!(short.nimber().unwrap(), 299u32.into());
    let moves = short.winning_moves().unwrap();
    assert_eq!(moves.len(), 1);
    assert_eq!(moves[0].to.to_string(), "chomp(1)");
}

/// expr_eval: `kayles(30^05)` (a row of 24 300 000 pins) timed out: too many options to list
/// but few enough to scan (up to 10^8), so counting its winning moves, finding some and
/// explaining it looked at each of its 24 million options, seconds each time, without looking
/// at the budget. The scans stop at the deadline now.
#[test]
fn scanning_the_options_of_a_big_kayles_row_stops_at_the_deadline() {
    let row = grundy::parse("kayles(30^05)").unwrap();
    type Question = fn(&grundy::Sum) -> Result<(), GameError>;
    let questions: [Question; 3] = [
        |row| row.count_winning_moves().map(drop),
        |row| row.perfect_move().map(drop),
        |row| row.some_winning_moves(3).map(drop),
    ];
    // The value comes from the period, proven once (Kayles has period 12 from 71, and G(84) =
    // 4): only the scan is left for the deadline.
    assert_eq!(row.nimber().unwrap(), 4u32.into());
    for question in questions {
        let error = Budget::default()
            .with_timeout(std::time::Duration::ZERO)
            .run(|| question(&row))
            .unwrap_err();
        assert!(
            matches!(error, GameError::Limit(LimitExceeded::Timeout { .. })),
            "{error}"
        );
    }
}
