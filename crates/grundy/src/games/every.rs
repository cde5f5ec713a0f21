//! Every-SG: a sum in which each turn the player moves in *every* component that still has a
//! move. The player who cannot move loses.
//!
//! **Rule.** Each component has a suspense number, the suspense rule for sums that end only when
//! every component has ended (C. A. B. Smith, *Graphs and composite games*, J. Combinatorial
//! Theory 1 (1966); *Winning Ways*, ch. 9, "Slow Joe"): 0 for a terminal position; 1 + the
//! greatest even suspense among the options when there is one (the winner of a component
//! delays its end); otherwise 1 + the least (the loser hurries). An every-sum lasts as long as
//! its longest component, so the player to move wins exactly when the largest suspense is odd,
//! and a move wins exactly when it leaves the largest suspense even. (Ordinary suspense, where
//! the winner hurries, decides sums that end as soon as any component ends; it gets every-sums
//! wrong: `every(sub[1,3,4](3) + sub[1,3,4](2))` is a first-player win by delaying 3 → 2.)
//!
//! Written `every(EXPR)`, e.g. `every(nim(1,2) + bash[3](7))`. A move moves every component
//! that can move; its options are all such combinations.

use super::compound::{Compound, CompoundRule, compound_family};
use crate::Sum;
use crate::budget::tr;
use crate::solver::Suspense;

/// The Every-SG rule: every component that can move moves; decided by the largest suspense.
pub struct EverySg;

/// The Every-SG convention applied to a sum: `every(EXPR)`.
///
/// ```
/// use grundy::Outcome;
/// // bash[3](7) has suspense 3 (7 → 4 → 3 → 0 at the slowest) and nim(1) suspense 1.
/// let position = grundy::parse("every(bash[3](7) + nim(1))").unwrap();
/// assert_eq!(position.outcome().unwrap(), Outcome::N);
/// ```
pub type Every = Compound<EverySg>;

impl CompoundRule for EverySg {
    const NAME: &'static str = "every";

    fn rules() -> String {
        tr!("every-rules")
    }

    fn one_move() -> String {
        tr!("every-move")
    }

    type Theory = Suspense;

    fn combined_count(moves: &[u64]) -> Option<u64> {
        let mut movable = moves.iter().filter(|&&m| m > 0).peekable();
        if movable.peek().is_none() {
            return Some(0);
        }
        movable.try_fold(1u64, |acc, &m| acc.checked_mul(m))
    }

    fn movers(movable: &[bool]) -> Vec<Vec<usize>> {
        let moving: Vec<usize> = (0..movable.len()).filter(|&i| movable[i]).collect();
        if moving.is_empty() {
            Vec::new()
        } else {
            vec![moving]
        }
    }

    fn is_p(suspense: &[u64]) -> bool {
        suspense.iter().max().unwrap_or(&0).is_multiple_of(2)
    }

    fn explain(sum: &Sum, suspense: &[u64]) -> String {
        let listed: Vec<String> = sum
            .components()
            .zip(suspense)
            .map(|(component, &r)| {
                tr!(
                    "every-component",
                    component = component.expression(),
                    suspense = r
                )
            })
            .collect();
        let largest = suspense.iter().copied().max().unwrap_or(0);
        tr!(
            "every-explain",
            sum = sum.to_string(),
            components = listed.join(&tr!("compound-list-separator")),
            largest = largest,
            parity = if largest % 2 == 1 { "odd" } else { "even" }
        )
    }
}

compound_family!(EverySg);

#[cfg(test)]
mod tests {
    use super::super::compound::CompoundMoves;
    use super::super::compound::tests::{position, theory_agrees_with_search};
    use super::*;
    use crate::{Evaluator, Outcome};
    use proptest::prelude::*;

    #[test]
    fn explanations_speak_chinese() {
        let budget = crate::budget::chinese();
        let text = budget.run(|| {
            crate::parse("every(nim(2) + bash[3](7))")
                .unwrap()
                .explain()
                .unwrap()
        });
        assert!(text.contains("bash[3](7) 的 suspense 为 3"), "{text}");
        assert!(
            text.contains("最大的 suspense 是 3，是奇数，所以先手必胜。"),
            "{text}"
        );
        assert!(
            text.contains("在每个分量中各走一步：从 nim(2) 取走"),
            "{text}"
        );
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(120))]

        /// The suspense rule against brute force over the combined moves themselves.
        #[test]
        fn the_suspense_rule_matches_search_of_the_every_game(
            heaps in proptest::collection::vec((0usize..3, 0u64..7), 1..4)
        ) {
            let families = ["nim", "bash[2]", "sub[1,3,4]"];
            let terms: Vec<String> = heaps
                .iter()
                .map(|&(family, heap)| format!("{}({heap})", families[family]))
                .collect();
            let inner = terms.join(" + ");
            let start = position::<EverySg>(&inner);
            let every = Every::new(crate::parse::Parser::new().nested());
            let mut brute = Evaluator::with_valuation(CompoundMoves::<EverySg>::default(), Suspense);
            let largest = every.values(&start).unwrap().into_iter().max().unwrap_or(0);
            prop_assert_eq!(largest, brute.value(&start).unwrap());
            theory_agrees_with_search::<EverySg>(&inner);
        }
    }

    #[test]
    fn splits_are_moved_in_separately_afterwards() {
        // An every-sum in the expression language, with a nested parse error column.
        let error = crate::parse("every(nim(1,,2))").unwrap_err();
        assert_eq!(error.column, 13);
        let sum = crate::parse("every(nim(2) + bash[3](7))").unwrap();
        assert_eq!(sum.to_string(), "every(nim(2) + bash[3](7))");
        let moves = sum.winning_moves().unwrap();
        // bash[3](7) has suspense 3 and nim(2) suspense 1: winning moves keep bash[3] on a
        // multiple of 4 and leave every suspense even.
        assert!(!moves.is_empty());
        for m in &moves {
            assert_eq!(m.to.outcome().unwrap(), Outcome::P, "{}", m.to);
        }
        assert!(
            moves
                .iter()
                .any(|m| m.to.to_string() == "every(nim(0) + bash[3](4))")
        );
    }

    #[test]
    fn too_many_combined_moves_is_a_clear_error() {
        let sum = crate::parse("every(nim(100,100,100))").unwrap();
        let error = sum.moves().unwrap_err();
        assert!(error.to_string().contains("too many to list"), "{error}");
        // The outcome still follows from suspense: a non-empty Nim heap has suspense 1, since
        // its only winning move takes it all.
        assert_eq!(sum.outcome().unwrap(), Outcome::N);
    }
}
