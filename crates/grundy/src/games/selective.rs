//! The selective compound, `any(EXPR)`: each turn the player moves in *any non-empty set* of
//! components (one, several or all of those that can move); the player who cannot move loses.
//!
//! **Rule** (C. A. B. Smith, *Graphs and composite games*, J. Combinatorial Theory 1 (1966);
//! *Winning Ways*, ch. 9). The compound is a P-position exactly when every component is: from
//! a compound with N-components, move in exactly those, each to a P-position; from one whose
//! components are all P, every move turns some component into an N-position. A component's
//! outcome here is its own, with the parts of a split (Kayles) counted as components of the
//! compound: an option is P exactly when all its parts are. No nim-value is needed, and none
//! adds up: the value of a selective compound is found, when asked for, by search.
//!
//! Written `any(EXPR)`, e.g. `any(nim(1,2) + kayles(4))`. Its options are every way to choose
//! the components and a move in each, so it is listed only for a few components.

use super::compound::{Compound, CompoundRule, compound_family};
use crate::Sum;
use crate::budget::tr;
use crate::solver::Valuation;

/// The selective rule: any non-empty set of components moves; P exactly when all are P.
pub struct Selective;

/// The selective compound of a sum: `any(EXPR)`.
///
/// ```
/// use grundy::Outcome;
/// // nim(1) + nim(1) is lost in a disjunctive sum, but here one move empties both heaps.
/// let position = grundy::parse("any(nim(1,1))").unwrap();
/// assert_eq!(position.outcome().unwrap(), Outcome::N);
/// let moves = position.winning_moves().unwrap();
/// assert_eq!(moves[0].to.to_string(), "any(nim(0,0))");
/// ```
pub type Any = Compound<Selective>;

/// Whether a position is P when its options' parts are components of a selective compound: an
/// option is P exactly when all its parts are, and a position exactly when no option is.
#[derive(Clone, Copy, Debug, Default)]
pub struct SelectiveOutcome;

impl Valuation for SelectiveOutcome {
    /// Whether the position is P.
    type Value = bool;

    fn combine_parts(&self, mut parts: impl Iterator<Item = bool>) -> bool {
        parts.all(|is_p| is_p)
    }

    fn value_of_position(&self, options: &[bool]) -> bool {
        !options.contains(&true)
    }
}

impl CompoundRule for Selective {
    const NAME: &'static str = "any";

    fn rules() -> String {
        tr!("selective-rules")
    }

    fn one_move() -> String {
        tr!("selective-move")
    }

    type Theory = SelectiveOutcome;

    fn combined_count(moves: &[u64]) -> Option<u64> {
        let product = moves
            .iter()
            .try_fold(1u64, |acc, &m| acc.checked_mul(m.checked_add(1)?))?;
        Some(product - 1)
    }

    fn movers(movable: &[bool]) -> Vec<Vec<usize>> {
        let moving: Vec<usize> = (0..movable.len()).filter(|&i| movable[i]).collect();
        // Every non-empty subset, by its bit mask: the combined count keeps them few.
        (1u64..1 << moving.len())
            .map(|mask| {
                (0..moving.len())
                    .filter(|&bit| mask >> bit & 1 == 1)
                    .map(|bit| moving[bit])
                    .collect()
            })
            .collect()
    }

    fn is_p(is_p: &[bool]) -> bool {
        is_p.iter().all(|&p| p)
    }

    fn explain(sum: &Sum, is_p: &[bool]) -> String {
        let listed: Vec<String> = sum
            .components()
            .zip(is_p)
            .map(|(component, &p)| {
                tr!(
                    "selective-component",
                    component = component.expression(),
                    outcome = if p { "P" } else { "N" }
                )
            })
            .collect();
        if is_p.iter().all(|&p| p) {
            tr!(
                "selective-explain-p",
                sum = sum.to_string(),
                components = listed.join(&tr!("compound-list-separator"))
            )
        } else {
            tr!(
                "selective-explain-n",
                sum = sum.to_string(),
                components = listed.join(&tr!("compound-list-separator"))
            )
        }
    }
}

compound_family!(Selective);

#[cfg(test)]
mod tests {
    use super::super::compound::tests::theory_agrees_with_search;
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn explanations_speak_chinese() {
        let budget = crate::budget::chinese();
        let position = crate::parse("any(nim(2,2))").unwrap();
        let text = budget.run(|| position.explain().unwrap());
        assert!(text.contains("nim(2) 是 N 态，nim(2) 是 N 态"), "{text}");
        let rules = budget.run(Selective::rules);
        assert!(rules.contains("任选一个非空的分量集合"), "{rules}");
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(150))]

        /// Outcome and winning moves against search of the compound itself.
        #[test]
        fn all_components_p_is_p(
            heaps in proptest::collection::vec((0usize..4, 0u64..6), 1..4)
        ) {
            let families = ["nim", "bash[2]", "sub[1,3,4]", "kayles"];
            let terms: Vec<String> = heaps
                .iter()
                .map(|&(family, heap)| format!("{}({heap})", families[family]))
                .collect();
            theory_agrees_with_search::<Selective>(&terms.join(" + "));
        }
    }

    #[test]
    fn too_many_combinations_is_a_clear_error() {
        let sum = crate::parse("any(nim(30,30,30,30))").unwrap();
        let error = sum.moves().unwrap_err();
        assert!(error.to_string().contains("too many to list"), "{error}");
        // The outcome needs no list: nim(30) is N, so the compound is.
        assert_eq!(sum.outcome().unwrap(), crate::Outcome::N);
    }
}
