//! The eval and explain reports agree with the library's own answers, on many random sums.

use grundy::report::{EvalReport, MisereReport};
use proptest::prelude::*;

/// A random small sum of a few families with closed forms and searched values.
fn sums() -> impl Strategy<Value = String> {
    let term = prop_oneof![
        (0u32..12).prop_map(|n| format!("nim({n})")),
        (0u32..20).prop_map(|n| format!("kayles({n})")),
        (0u32..20).prop_map(|n| format!("sub[1,3,4]({n})")),
        (0u32..6, 0u32..6).prop_map(|(a, b)| format!("wythoff({a},{b})")),
    ];
    prop::collection::vec(term, 1..5).prop_map(|terms| terms.join(" + "))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn the_eval_report_is_the_sum_s_own_answer(expr in sums()) {
        let sum = grundy::parse(&expr).unwrap();
        let report = EvalReport::of(&sum).unwrap();
        prop_assert_eq!(report.outcome, sum.outcome().unwrap());
        prop_assert_eq!(report.nimber.unwrap().to_biguint(), sum.nimber().unwrap());
        let moves: Vec<String> = sum.winning_moves().unwrap().iter().map(|m| m.to.to_string()).collect();
        let reported: Vec<String> = report.winning_moves.unwrap().into_iter().map(|m| m.to).collect();
        prop_assert_eq!(reported, moves);
    }

    #[test]
    fn the_explanation_s_targets_hold_every_winning_move(expr in sums()) {
        let sum = grundy::parse(&expr).unwrap();
        let explanation = sum.explanation().unwrap();
        let values: Vec<_> = sum.components().map(|c| c.nimber().unwrap()).collect();
        prop_assert_eq!(explanation.components.len(), values.len());
        for (component, value) in explanation.components.iter().zip(&values) {
            prop_assert_eq!(&component.nimber.as_ref().unwrap().to_biguint(), value);
        }
        let winning = sum.winning_moves().unwrap();
        if values.len() > 1 {
            let total = sum.nimber().unwrap();
            prop_assert_eq!(&explanation.nim_sum.as_ref().unwrap().to_biguint(), &total);
            let listed: usize = explanation.targets.iter().map(|t| t.moves.len()).sum();
            prop_assert_eq!(listed, winning.len());
            for target in &explanation.targets {
                prop_assert_eq!(&target.target.to_biguint(), &(&target.value.to_biguint() ^ &total));
                for m in &target.moves {
                    // Each listed move reaches the target value in its component.
                    let after = grundy::parse(&m.to).unwrap();
                    prop_assert_eq!(after.nimber().unwrap(), 0u32.into());
                    prop_assert_eq!(m.component, target.component);
                }
            }
            if let Some(binary) = &explanation.binary {
                for (row, value) in binary.rows.iter().zip(&values) {
                    prop_assert_eq!(u64::from_str_radix(row, 2).unwrap(), u64::try_from(value).unwrap());
                }
            }
        }
        prop_assert_eq!(explanation.winning_moves.unwrap().len(), winning.len());
        prop_assert_eq!(&explanation.text, &sum.explain().unwrap());
    }
}

#[test]
fn the_misere_report_is_the_misere_analysis() {
    for expr in [
        "nim(1,1,1)",
        "nim(2,2)",
        "nim(1,2,3)",
        "kayles(3) + kayles(4)",
    ] {
        let sum = grundy::parse(expr).unwrap();
        let analysis = sum.misere().unwrap();
        let report = MisereReport::of(&sum).unwrap();
        assert_eq!(report.outcome, analysis.outcome, "{expr}");
        assert_eq!(
            report.winning_moves.len(),
            analysis.winning_moves.len(),
            "{expr}"
        );
        let json = serde_json::to_value(&report).unwrap();
        assert_eq!(json["convention"], "misere");
    }
}

/// Misère remoteness by its definition, on heaps of Nim (`false`) and Kayles (`true`): no move
/// left is a win in 0 moves; a position with a losing option wins in 1 + the least remoteness
/// of one; otherwise it loses in 1 + the greatest remoteness of an option. (won, remoteness).
fn misere_by_definition(
    heaps: Vec<(bool, u64)>,
    known: &mut std::collections::HashMap<Vec<(bool, u64)>, (bool, u64)>,
) -> (bool, u64) {
    let mut heaps: Vec<(bool, u64)> = heaps.into_iter().filter(|&(_, n)| n > 0).collect();
    heaps.sort_unstable();
    if let Some(&found) = known.get(&heaps) {
        return found;
    }
    let mut options = Vec::new();
    for (i, &(kayles, n)) in heaps.iter().enumerate() {
        let rest = || {
            let mut rest = heaps.clone();
            rest.remove(i);
            rest
        };
        if kayles {
            for taken in 1..=2.min(n) {
                for left in 0..=n - taken {
                    let mut option = rest();
                    option.extend([(true, left), (true, n - taken - left)]);
                    options.push(option);
                }
            }
        } else {
            for left in 0..n {
                let mut option = rest();
                option.push((false, left));
                options.push(option);
            }
        }
    }
    let found = if options.is_empty() {
        (true, 0)
    } else {
        let results: Vec<(bool, u64)> = options
            .into_iter()
            .map(|option| misere_by_definition(option, known))
            .collect();
        match results
            .iter()
            .filter(|(won, _)| !won)
            .map(|&(_, r)| r)
            .min()
        {
            Some(fastest) => (true, fastest + 1),
            None => (false, results.iter().map(|&(_, r)| r).max().unwrap() + 1),
        }
    };
    known.insert(heaps, found);
    found
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    /// The misère report's remoteness is the definition's, and its parity the outcome.
    #[test]
    fn misere_remoteness_is_its_definition(
        nim in proptest::collection::vec(0u64..5, 0..3),
        kayles in proptest::collection::vec(0u64..7, 0..3),
    ) {
        let mut terms = Vec::new();
        if !nim.is_empty() {
            terms.push(format!("nim({})", nim.iter().map(u64::to_string).collect::<Vec<_>>().join(",")));
        }
        if !kayles.is_empty() {
            terms.push(format!("kayles({})", kayles.iter().map(u64::to_string).collect::<Vec<_>>().join(",")));
        }
        prop_assume!(!terms.is_empty());
        let expr = terms.join(" + ");
        let report = MisereReport::of(&grundy::parse(&expr).unwrap()).unwrap();
        let heaps = nim.iter().map(|&n| (false, n)).chain(kayles.iter().map(|&n| (true, n))).collect();
        let (won, remoteness) = misere_by_definition(heaps, &mut Default::default());
        prop_assert_eq!(report.outcome == grundy::Outcome::N, won, "{}", expr);
        prop_assert_eq!(report.remoteness, Some(remoteness.into()), "{}", expr);
    }
}

#[test]
fn huge_integers_are_strings_and_small_ones_numbers() {
    let report = EvalReport::of(&grundy::parse("nim(2^70, 1)").unwrap()).unwrap();
    let json = serde_json::to_value(&report).unwrap();
    assert_eq!(json["nimber"], "1180591620717411303425");
    let small =
        serde_json::to_value(EvalReport::of(&grundy::parse("nim(5)").unwrap()).unwrap()).unwrap();
    assert_eq!(small["nimber"], 5);
}
