//! The conjunctive compound, `all(EXPR)`: each turn the player moves in *every* component, and
//! play stops as soon as some component has no move; the player who cannot move loses.
//!
//! **Rule.** Each component has a remoteness (C. A. B. Smith, *Graphs and composite games*,
//! J. Combinatorial Theory 1 (1966); *Winning Ways*, ch. 9; [`crate::solver::remoteness`]):
//! 0 with no move, else 1 + the least even remoteness of an option, or 1 + the greatest odd one.
//! The compound ends with its shortest component, so its remoteness is the *least* of the
//! components', and the player to move wins exactly when that least remoteness is odd. The
//! winner hurries in the components it wins and delays in those it loses; a move wins exactly
//! when it leaves the least remoteness even. A move that splits a component (Kayles) leaves
//! its parts as components of the compound, each to be moved in; a move that leaves a
//! component with nothing (the last pin of a Kayles row) ends it, and so the compound, whose
//! position is then written `all()`.
//!
//! Written `all(EXPR)`, e.g. `all(nim(3) + sub[1,2](7))`. A move moves every component; its
//! options are all such combinations. (Contrast [`every`](super::every), where finished
//! components are skipped, and [`any`](super::selective), where the player chooses.)

use num_bigint::BigUint;

use super::compound::{Compound, CompoundRule, compound_family};
use crate::Sum;
use crate::budget::tr;
use crate::family::ClosedRemoteness;
use crate::solver::remoteness::Remoteness;

/// The conjunctive rule: every component moves; decided by the least remoteness.
pub struct Conjunctive;

/// The conjunctive compound of a sum: `all(EXPR)`.
///
/// ```
/// use grundy::Outcome;
/// // nim(3) has remoteness 1 (take it all) and sub[1,2](7) remoteness 5: the least, 1, is odd.
/// let position = grundy::parse("all(nim(3) + sub[1,2](7))").unwrap();
/// assert_eq!(position.outcome().unwrap(), Outcome::N);
/// assert_eq!(position.remoteness().unwrap().moves().unwrap(), 1u32.into());
/// ```
pub type All = Compound<Conjunctive>;

impl CompoundRule for Conjunctive {
    const NAME: &'static str = "all";

    fn rules() -> String {
        tr!("conjunctive-rules")
    }

    fn one_move() -> String {
        tr!("conjunctive-move")
    }

    const ENDS_WITH_ANY_COMPONENT: bool = true;
    type Theory = Remoteness;

    fn combined_count(moves: &[u64]) -> Option<u64> {
        if moves.is_empty() || moves.contains(&0) {
            return Some(0);
        }
        moves.iter().try_fold(1u64, |acc, &m| acc.checked_mul(m))
    }

    fn movers(movable: &[bool]) -> Vec<Vec<usize>> {
        if movable.is_empty() || movable.contains(&false) {
            Vec::new()
        } else {
            vec![(0..movable.len()).collect()]
        }
    }

    fn is_p(remoteness: &[u64]) -> bool {
        least(remoteness).is_multiple_of(2)
    }

    fn remoteness(remoteness: &[u64]) -> Option<ClosedRemoteness> {
        Some(ClosedRemoteness {
            moves: BigUint::from(least(remoteness)),
            rule: "the least remoteness of the components (Smith's rule for conjunctive compounds)"
                .to_string(),
        })
    }

    fn explain(sum: &Sum, remoteness: &[u64]) -> String {
        let listed: Vec<String> = sum
            .components()
            .zip(remoteness)
            .map(|(component, &r)| {
                tr!(
                    "conjunctive-component",
                    component = component.expression(),
                    remoteness = r
                )
            })
            .collect();
        let least = least(remoteness);
        tr!(
            "conjunctive-explain",
            sum = sum.to_string(),
            components = listed.join(&tr!("compound-list-separator")),
            least = least,
            parity = if least % 2 == 1 { "odd" } else { "even" }
        )
    }
}

/// The least remoteness; 0 for a compound of nothing (no move).
fn least(remoteness: &[u64]) -> u64 {
    remoteness.iter().copied().min().unwrap_or(0)
}

compound_family!(Conjunctive);

#[cfg(test)]
mod tests {
    use super::super::compound::tests::theory_agrees_with_search;
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn explanations_speak_chinese() {
        let budget = crate::budget::chinese();
        let text = budget.run(|| {
            crate::parse("all(nim(3) + sub[1,2](7))")
                .unwrap()
                .explain()
                .unwrap()
        });
        assert!(text.contains("nim(3) 的 remoteness 为 1"), "{text}");
        assert!(
            text.contains("最小的 remoteness 是 1，是奇数，所以先手必胜。"),
            "{text}"
        );
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(150))]

        /// Outcome, winning moves and remoteness against search of the compound itself.
        #[test]
        fn the_least_remoteness_decides(
            heaps in proptest::collection::vec((0usize..4, 0u64..7), 1..4)
        ) {
            let families = ["nim", "bash[2]", "sub[1,3,4]", "kayles"];
            let terms: Vec<String> = heaps
                .iter()
                .map(|&(family, heap)| format!("{}({heap})", families[family]))
                .collect();
            theory_agrees_with_search::<Conjunctive>(&terms.join(" + "));
        }
    }

    #[test]
    fn a_finished_component_ends_the_compound() {
        let position = crate::parse("all(nim(0) + nim(5))").unwrap();
        assert!(position.moves().unwrap().is_empty());
        assert_eq!(position.outcome().unwrap(), crate::Outcome::P);
        // Taking the last Kayles pin ends the compound: all(), which reads back.
        let position = crate::parse("all(kayles(1) + nim(5))").unwrap();
        let ended = position.winning_moves().unwrap();
        assert!(
            ended.iter().all(|m| m.to.to_string() == "all()"),
            "{:?}",
            ended
        );
        assert_eq!(ended.len(), 5);
        let reread = crate::parse("all()").unwrap();
        assert!(reread.moves().unwrap().is_empty());
        let error = crate::parse("all(nim(1), nim(2))").unwrap_err();
        assert!(
            error.message.contains("all takes one expression"),
            "{error:?}"
        );
    }
}
