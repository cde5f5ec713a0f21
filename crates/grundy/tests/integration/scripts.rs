//! The example scripts in `examples/` against built-in families, brute force and reference
//! values; and hostile scripts, which must stop with a clear error.

use std::collections::HashSet;
use std::hash::Hash;

use grundy::games::{Nim, ScriptFamily, Subtraction};
use grundy::parse::Parser;
use grundy::report::param_sweep::ParamSweepReport;
use grundy::script::{Script, State};
use grundy::{AnyFamily, Family, Game, GameError, Solver};
use num_bigint::BigUint;

fn example(name: &str) -> String {
    format!("{}/../../examples/{name}", env!("CARGO_MANIFEST_DIR"))
}

fn load(name: &str) -> ScriptFamily {
    ScriptFamily::load(&example(name)).unwrap()
}

fn heap_values(family: &ScriptFamily, count: u64) -> Vec<u64> {
    (0..count)
        .map(|n| u64::try_from(family.heap_nimber(n).unwrap().unwrap()).unwrap())
        .collect()
}

/// A game given by a closure, for brute-force references written in Rust.
struct Rules<P, F>(F, std::marker::PhantomData<P>);

impl<P: Clone + Eq + Hash + std::fmt::Debug, F: Fn(&P) -> Vec<Vec<P>>> Game for Rules<P, F> {
    type Position = P;
    fn options(&self, position: &P) -> Result<Vec<Vec<P>>, GameError> {
        Ok((self.0)(position))
    }
}

fn solver<P: Clone + Eq + Hash + std::fmt::Debug, F: Fn(&P) -> Vec<Vec<P>>>(
    rules: F,
) -> Solver<Rules<P, F>> {
    Solver::new(Rules(rules, std::marker::PhantomData))
}

/// Compares a pair-state script with a Rust brute force on the board [0, size)².
fn assert_board_matches(name: &str, size: i64, steps: impl Fn(i64, i64) -> Vec<(i64, i64)>) {
    let family = load(name);
    let mut reference =
        solver(|&(x, y): &(i64, i64)| steps(x, y).into_iter().map(|p| vec![p]).collect());
    for x in 0..size {
        for y in 0..size {
            let expected = reference.nimber(&(x, y)).unwrap();
            let got = family.pair_nimber(x as u64, y as u64).unwrap().unwrap();
            assert_eq!(got, BigUint::from(expected.0), "{name} at ({x},{y})");
        }
    }
}

#[test]
fn subtraction_script_matches_the_builtin_family() {
    let script = load("subtraction134.rhai");
    let builtin = Subtraction::new(vec![1, 3, 4]).unwrap();
    for (n, value) in heap_values(&script, 300).into_iter().enumerate() {
        assert_eq!(
            value,
            builtin.heap_value(BigUint::from(n)).unwrap(),
            "n = {n}"
        );
    }
}

/// The parameter P of `powers.rhai` makes it `powers[P]` for every P: the script is brute
/// force on its moves, the family a closed form.
#[test]
fn a_script_parameter_gives_the_family_of_the_builtin_game() {
    let parser = Parser::new();
    for p in 2..=9 {
        let script = parser
            .parse_family(&format!("script[{}, P={p}]", example("powers.rhai")))
            .unwrap();
        let builtin = parser.parse_family(&format!("powers[{p}]")).unwrap();
        for n in 0..80u64 {
            let heap =
                |family: &std::sync::Arc<dyn AnyFamily>| family.heap_nimber(n).unwrap().unwrap();
            assert_eq!(heap(&script), heap(&builtin), "P = {p}, n = {n}");
        }
    }
    // Written back with its parameter, so an expression printed can be read again.
    let position = parser
        .parse(&format!("script[{}, P=4](10)", example("powers.rhai")))
        .unwrap();
    assert!(
        position.to_string().ends_with("powers.rhai,P=4](10)"),
        "{position}"
    );
    assert_eq!(
        parser
            .parse(&position.to_string())
            .unwrap()
            .nimber()
            .unwrap(),
        0u32.into()
    );
}

#[test]
fn a_sweep_of_a_script_parameter_finds_the_rule_of_the_builtin_game() {
    let parser = Parser::new();
    let pattern = format!("script[{}, P=2..9]", example("powers.rhai"));
    let report = ParamSweepReport::new(&pattern, Some(100), &parser).unwrap();
    let builtin = ParamSweepReport::new("powers[2..9]", Some(100), &parser).unwrap();
    assert_eq!(
        report.summary,
        ["P odd: G(n) = n mod 2", "P even: period P + 1"]
    );
    assert_eq!(report.summary, builtin.summary);
    for (row, expected) in report.rows.iter().zip(&builtin.rows) {
        let period = |row: &grundy::report::param_sweep::ParameterRow| {
            row.period
                .as_ref()
                .map(|p| (p.period.preperiod, p.period.period))
        };
        assert_eq!(period(row), period(expected), "P = {}", row.parameter);
    }
    // Inline rules name their parameter; the summary calls it by that name.
    let take = "fn moves(n) { let m = []; for k in 1..=K { if k <= n { m.push(n - k); } } m }";
    let inline = Parser::new().with_rules(take).unwrap();
    let report = ParamSweepReport::new("rules[K=1..6]", Some(60), &inline).unwrap();
    assert_eq!(report.rows[2].family, "rules[K=3]");
    assert_eq!(report.summary, ["every K: period K + 1"]);
}

#[test]
fn script_parameters_missing_malformed_or_changed_are_errors() {
    let parser = Parser::new();
    let file = example("powers.rhai");
    let missing = parser.parse(&format!("script[{file}](10)")).unwrap_err();
    assert!(missing.message.contains("`P` is not defined"), "{missing}");
    assert!(
        missing.message.contains("given in the expression, as P=3"),
        "{missing}"
    );
    for (parameter, why) in [
        ("P=x", "must be an integer"),
        ("P", "write NAME=INTEGER"),
        ("2P=1", "not a parameter name"),
        ("P=99999999999999999999", "must be an integer"),
    ] {
        let expression = format!("script[{file}, {parameter}](10)");
        let error = parser.parse(&expression).unwrap_err();
        assert!(error.message.contains(why), "{expression}: {error}");
        assert_eq!(
            error.column,
            expression.find(parameter).unwrap() + 1,
            "{expression}"
        );
    }
    let twice = parser
        .parse(&format!("script[{file}, P=2, P=3](10)"))
        .unwrap_err();
    assert!(twice.message.contains("given twice"), "{twice}");
    // A parameter is a constant: a script cannot change it.
    let inline = Parser::new()
        .with_rules("fn moves(n) { K = 2; [] }")
        .unwrap();
    let error = inline.parse("rules[K=1](3)").unwrap().nimber().unwrap_err();
    assert!(error.to_string().contains('K'), "{error}");
    // Inline rules that read a parameter are refused without it, with the way to give it.
    let take = "fn moves(n) { let m = []; for k in 1..=K { if k <= n { m.push(n - k); } } m }";
    let inline = Parser::new().with_rules(take).unwrap();
    let error = inline.parse("rules(5)").unwrap_err();
    assert!(error.message.contains("as K=3"), "{error}");
    assert_eq!(
        inline.parse("rules[K=2](5)").unwrap().nimber().unwrap(),
        2u32.into()
    );
    // Rules with a real mistake are still refused at once.
    assert!(Parser::new().with_rules("fn moves(n) { [n - ] }").is_err());
}

#[test]
fn nim_script_matches_the_builtin_family() {
    let script = load("nim.rhai");
    for (n, value) in heap_values(&script, 120).into_iter().enumerate() {
        let expected = Nim.nimber(&BigUint::from(n)).unwrap();
        assert_eq!(BigUint::from(value), expected, "n = {n}");
    }
}

#[test]
fn lasker_script_matches_the_closed_form_and_reference() {
    let values = heap_values(&load("lasker.rhai"), 80);
    // The first values of Lasker's Nim (Winning Ways).
    let reference = [
        0, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11, 13, 14, 16, 15, 17, 18, 20, 19,
    ];
    assert_eq!(&values[..reference.len()], reference);
    // G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3.
    for (n, &value) in values.iter().enumerate().skip(1) {
        let n = n as u64;
        let expected = match n % 4 {
            1 | 2 => n,
            3 => n + 1,
            _ => n - 1,
        };
        assert_eq!(value, expected, "n = {n}");
    }
}

#[test]
fn kayles_and_grundys_game_scripts_match_reference_values() {
    // Kayles (OEIS A002186) and Grundy's game (OEIS A002188).
    let kayles = [
        0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4,
        7, 2, 1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7,
        4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7,
    ];
    assert_eq!(
        heap_values(&load("kayles.rhai"), kayles.len() as u64),
        kayles
    );
    let grundy = [
        0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2,
        3, 1, 2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3,
        2, 1, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3,
        7, 4, 3, 7, 4, 3, 5, 2, 3, 5, 2, 3, 5, 2, 3,
    ];
    assert_eq!(
        heap_values(&load("grundy.rhai"), grundy.len() as u64),
        grundy
    );
}

#[test]
fn king_and_knight_scripts_match_brute_force() {
    assert_board_matches("king.rhai", 16, |x, y| {
        let mut steps = Vec::new();
        if x > 0 {
            steps.push((x - 1, y));
        }
        if y > 0 {
            steps.push((x, y - 1));
        }
        if x > 0 && y > 0 {
            steps.push((x - 1, y - 1));
        }
        steps
    });
    assert_board_matches("knight.rhai", 16, |x, y| {
        [(-2, 1), (-2, -1), (1, -2), (-1, -2)]
            .into_iter()
            .map(|(dx, dy)| (x + dx, y + dy))
            .filter(|&(a, b)| a >= 0 && b >= 0)
            .collect()
    });
}

/// ⌊k·φ⌋ = (k + ⌊√(5k²)⌋) / 2, in integers (OEIS A000201).
fn lower_wythoff(k: u64) -> u64 {
    let square = 5 * k * k;
    let mut root = (square as f64).sqrt() as u64;
    while root * root > square {
        root -= 1;
    }
    while (root + 1) * (root + 1) <= square {
        root += 1;
    }
    (k + root) / 2
}

#[test]
fn queen_script_p_positions_are_wythoffs() {
    const SIZE: u64 = 30;
    let queen = load("queen.rhai");
    let mut expected = HashSet::new();
    for k in 0..SIZE {
        let (a, b) = (lower_wythoff(k), lower_wythoff(k) + k);
        expected.insert((a, b));
        expected.insert((b, a));
    }
    for x in 0..SIZE {
        for y in 0..SIZE {
            let value = queen.pair_nimber(x, y).unwrap().unwrap();
            assert_eq!(
                value == BigUint::default(),
                expected.contains(&(x, y)),
                "({x},{y})"
            );
        }
    }
    // The first pairs, from OEIS A000201 and A001950.
    assert_eq!(
        (0..6)
            .map(|k| (lower_wythoff(k), lower_wythoff(k) + k))
            .collect::<Vec<_>>(),
        [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)]
    );
}

#[test]
fn script_positions_work_in_sums_with_builtin_games() {
    let lasker = example("lasker.rhai");
    for (heap, nim) in [(10u64, 3u64), (7, 8), (12, 11), (5, 5)] {
        let expr = format!("script[{lasker}]({heap}) + nim({nim})");
        let position = grundy::parse(&expr).unwrap();
        let lasker_value = match heap % 4 {
            1 | 2 => heap,
            3 => heap + 1,
            _ => heap - 1,
        };
        assert_eq!(
            position.nimber().unwrap(),
            BigUint::from(lasker_value ^ nim)
        );
        for winning in position.winning_moves().unwrap() {
            assert_eq!(
                winning.to.nimber().unwrap(),
                BigUint::default(),
                "{}",
                winning.to
            );
            // What is printed reads back as the same position.
            let again = grundy::parse(&winning.to.to_string()).unwrap();
            assert_eq!(again.nimber().unwrap(), BigUint::default());
        }
    }
    // A split move prints with `+` and can be typed back.
    let position = grundy::parse(&format!("script[{lasker}](6)")).unwrap();
    let split = position.parse_move("1 -> 2 + 4").unwrap();
    assert_eq!(split.to.len(), 2);
    assert_eq!(split.replacement, "2 + 4");
    assert_eq!(split.to.nimber().unwrap(), BigUint::from(2u32 ^ 3));
    assert!(position.parse_move("1 -> 2,4").is_err());
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(40))]

    /// Sums of Lasker's Nim scripts with Nim heaps: the value is the nim-sum of the closed
    /// forms, and every winning move found leads to a P-position.
    #[test]
    fn random_sums_with_scripts_are_valued_exactly(
        heaps in proptest::collection::vec(0u64..25, 1..4),
        nim in 0u64..40,
    ) {
        let lasker = example("lasker.rhai");
        let parts: Vec<String> = heaps.iter().map(u64::to_string).collect();
        let expr = format!("script[{lasker}]({}) + nim({nim})", parts.join(" + "));
        let position = grundy::parse(&expr).unwrap();
        let closed_form = |n: u64| match n % 4 {
            0 if n == 0 => 0,
            1 | 2 => n,
            3 => n + 1,
            _ => n - 1,
        };
        let expected = heaps.iter().fold(nim, |acc, &n| acc ^ closed_form(n));
        proptest::prop_assert_eq!(position.nimber().unwrap(), BigUint::from(expected));
        let moves = position.winning_moves().unwrap();
        proptest::prop_assert_eq!(moves.is_empty(), expected == 0);
        for winning in moves {
            proptest::prop_assert_eq!(winning.to.nimber().unwrap(), BigUint::default());
        }
    }
}

#[test]
fn pair_states_are_typed_with_commas_in_play() {
    let queen = example("queen.rhai");
    let position = grundy::parse(&format!("script[{queen}](7,9)")).unwrap();
    assert_eq!(position.len(), 1);
    let chosen = position.parse_move("1 -> 3,5").unwrap();
    assert_eq!(chosen.to.to_string(), format!("script[{queen}](3,5)"));
    assert_eq!(chosen.replacement, "3,5");
    let Err(illegal) = position.parse_move("1 -> 6,5") else {
        panic!("(7,9) -> (6,5) is not a queen move");
    };
    assert!(illegal.to_string().contains("cannot move to"), "{illegal}");
    // `fn start()` gives the position when none is written.
    let start = grundy::parse(&format!("script[{queen}]()")).unwrap();
    assert_eq!(start.to_string(), position.to_string());
}

// ---- Hostile scripts -------------------------------------------------------------------------

fn run(source: &str) -> grundy::script::ScriptError {
    let script = Script::compile("hostile.rhai", source).unwrap();
    script.moves(&State::Int(5)).unwrap_err()
}

#[test]
fn an_endless_loop_hits_the_operation_limit() {
    let error = run("fn moves(n) {\n    let m = [];\n    loop { m.len(); }\n}");
    assert!(error.message.contains("operations"), "{error}");
    // Rhai does not keep the position of a limit error: the line is that of the function.
    assert_eq!(error.line, Some(1), "{error}");
    assert!(error.message.contains("fn moves"), "{error}");
}

#[test]
fn endless_recursion_hits_the_call_depth_limit() {
    let error = run("fn f(n) { f(n + 1) }\nfn moves(n) { f(n) }");
    assert!(error.message.contains("nested more than"), "{error}");
    assert!(error.line.is_some(), "{error}");
}

#[test]
fn huge_strings_and_arrays_hit_the_size_limits() {
    let error = run("fn moves(n) {\n  let s = \"ab\";\n  loop { s += s; }\n}");
    assert!(error.message.contains("too large"), "{error}");
    assert_eq!(error.line, Some(1), "{error}");
    let error = run("fn moves(n) {\n  let a = [1];\n  loop { a += a; }\n}");
    assert!(error.message.contains("too large"), "{error}");
    // (Rhai checks a map's size when the map is used, not on every indexed assignment.)
    let error =
        run("fn moves(n) { let m = #{}; for i in 0..100000 { m += #{}; m[`k${i}`] = i; } [] }");
    assert!(error.message.contains("too large"), "{error}");
}

#[test]
fn slow_operations_hit_the_time_limit() {
    // Copying a growing map makes each operation slow: few operations, much time.
    let limits = grundy::script::Limits {
        time: std::time::Duration::from_millis(300),
        ..Default::default()
    };
    let source =
        "fn moves(n) { let m = #{}; for i in 0..9000 { m[`k${i}`] = i; let copy = m; } [] }";
    let script = Script::compile_with_limits("slow.rhai", source, limits).unwrap();
    let started = std::time::Instant::now();
    let error = script.moves(&State::Int(1)).unwrap_err();
    assert!(error.message.contains("seconds"), "{error}");
    assert!(started.elapsed() < std::time::Duration::from_secs(5));
}

#[test]
fn runtime_errors_name_the_line() {
    let error = run("fn moves(n) {\n    let m = [];\n    m.push(n / (n - 5));\n    m\n}");
    assert_eq!(error.line, Some(3), "{error}");
    assert!(error.message.contains("in moves(5)"), "{error}");
    assert!(
        error
            .to_string()
            .starts_with("hostile.rhai, line 3, column"),
        "{error}"
    );
    let error = run("fn moves(n) {\n  throw \"no moves for you\";\n}");
    assert_eq!(error.line, Some(2));
    assert!(error.message.contains("no moves for you"), "{error}");
    let error = run("fn moves(n) {\n  let a = [1];\n  a[7]\n}");
    assert_eq!(error.line, Some(3));
}

#[test]
fn malformed_states_are_refused() {
    let error = run("// a comment\nfn moves(n) { [n - 1, 1.5] }");
    assert!(error.message.contains("the float 1.5"), "{error}");
    assert!(error.message.contains("index 1"), "{error}");
    assert_eq!(error.line, Some(2), "the line of fn moves: {error}");
    let error = run("fn moves(n) { [#{a: 1}] }");
    assert!(error.message.contains("map"), "{error}");
    let error = run("fn moves(n) { [()] }");
    assert!(error.message.contains("unit"), "{error}");
    let error = run("fn moves(n) { n }");
    assert!(error.message.contains("not an array"), "{error}");
    let error = run("fn moves(n) {\n  [\n    sum([1, 2.5])\n  ]\n}");
    assert!(error.message.contains("part 1 of sum"), "{error}");
    assert_eq!(error.line, Some(3), "{error}");
    let error = run("fn moves(n) { [true] }");
    assert!(error.message.contains("bool"), "{error}");
}

#[test]
fn syntax_errors_and_missing_functions_are_reported_at_load() {
    let error = Script::compile("bad.rhai", "fn moves(n) {\n  let m = [;\n}").unwrap_err();
    assert_eq!(error.line, Some(2), "{error}");
    assert!(error.column.is_some(), "{error}");
    assert!(error.message.starts_with("syntax error"), "{error}");
    let error = Script::compile("bad.rhai", "fn move(n) { [] }").unwrap_err();
    assert!(error.message.contains("fn moves(state)"), "{error}");
    let error = Script::compile("bad.rhai", "fn moves(n) { undefined_variable }").unwrap_err();
    assert!(error.message.contains("undefined_variable"), "{error}");
    // No way out of the sandbox: modules and eval are not available.
    assert!(Script::compile("bad.rhai", "import \"x\" as y;\nfn moves(n) { [] }").is_err());
    let eval = Script::compile("bad.rhai", "fn moves(n) { eval(\"[1]\") }")
        .map(|script| script.moves(&State::Int(1)));
    assert!(!matches!(eval, Ok(Ok(_))), "eval must not run: {eval:?}");
}

#[test]
fn runaway_states_and_deep_expressions_are_stopped() {
    // A game that never ends: every state leads to a new one.
    let family = ScriptFamily::from_source("up.rhai", "fn moves(n) { [n + 1] }").unwrap();
    let budget = grundy::Budget::default().with_state_limit(2000);
    assert_eq!(
        budget.run(|| family.nimber(&State::Int(0))),
        Err(GameError::Limit(grundy::LimitExceeded::States {
            limit: 2000
        }))
    );
    // Expressions nested thousands deep are refused when the script is compiled.
    let source = format!(
        "fn moves(n) {{ {}n{} }}",
        "(".repeat(5000),
        ")".repeat(5000)
    );
    let error = Script::compile("deep.rhai", &source).unwrap_err();
    assert_eq!(error.line, Some(1));
    assert!(error.message.contains("complexity"), "{error}");
    // States nested too deeply are refused when returned.
    let source = format!("fn moves(n) {{ [{}1{}] }}", "[".repeat(20), "]".repeat(20));
    let script = Script::compile_with_limits(
        "nest.rhai",
        &source,
        grundy::script::Limits {
            expr_depth: 200,
            ..Default::default()
        },
    )
    .unwrap();
    let error = script.moves(&State::Int(0)).unwrap_err();
    assert!(error.message.contains("nested more than"), "{error}");
}

#[test]
fn unreadable_files_are_reported() {
    let error = Script::load("/nonexistent/game.rhai").unwrap_err();
    assert!(error.message.contains("cannot read"), "{error}");
    let error = Script::load(env!("CARGO_MANIFEST_DIR")).unwrap_err();
    assert!(error.message.contains("not a file"), "{error}");
    let expr = "nim(1) + script[/nonexistent/game.rhai](3)";
    let error = grundy::parse(expr).unwrap_err();
    assert_eq!(error.column, 17);
    assert!(error.message.contains("cannot read"), "{error}");
}

#[test]
fn scripts_over_the_limit_or_not_text_are_refused() {
    let path = std::env::temp_dir().join(format!("grundy-big-{}.rhai", std::process::id()));
    let path_text = path.to_str().unwrap().to_string();
    // One byte over the limit: a comment after a valid game.
    let mut source = "fn moves(n) { [] }\n//".to_string();
    source += &"x".repeat(grundy::script::MAX_SCRIPT_BYTES as usize + 1 - source.len());
    std::fs::write(&path, &source).unwrap();
    let error = Script::load(&path_text).unwrap_err();
    assert!(error.message.contains("the limit for a script"), "{error}");
    assert!(error.to_string().len() < 200, "{error}");
    // At the limit, it loads.
    source.pop();
    std::fs::write(&path, &source).unwrap();
    assert!(Script::load(&path_text).is_ok());
    std::fs::write(&path, b"fn moves(n) { [] } // \xff\xfe").unwrap();
    let error = Script::load(&path_text).unwrap_err();
    assert!(
        error.message.contains("not UTF-8 text (at byte 23)"),
        "{error}"
    );
    std::fs::remove_file(&path).unwrap();
}

#[test]
fn hostile_scripts_fail_cleanly_inside_expressions() {
    let family = ScriptFamily::from_source("loop.rhai", "fn moves(n) { while true {} }").unwrap();
    match family.nimber(&State::Int(3)) {
        Err(GameError::Script(message)) => {
            assert!(message.starts_with("loop.rhai, line 1:"), "{message}");
            assert!(message.contains("operations"), "{message}");
        }
        other => panic!("expected a script error, got {other:?}"),
    }
    // The family stays usable after an error.
    let family = ScriptFamily::from_source(
        "odd.rhai",
        "fn moves(n) { if n == 3 { throw \"three\"; } if n > 0 { [n - 1] } else { [] } }",
    )
    .unwrap();
    assert!(family.nimber(&State::Int(5)).is_err());
    assert_eq!(family.nimber(&State::Int(2)).unwrap(), BigUint::from(0u32));
}
