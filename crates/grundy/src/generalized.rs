//! Generalized Sprague–Grundy values: the values of loopy impartial games (games whose positions
//! can repeat, so that play may go on forever) and the rule for their sums.
//!
//! C. A. B. Smith (*Graphs and composite games*, J. Combinatorial Theory 1 (1966)) extended the
//! Sprague–Grundy function to games with cycles; A. S. Fraenkel and Y. Yesha (*The generalized
//! Sprague–Grundy function and its invariance under certain mappings*, J. Combinatorial Theory A
//! 43 (1986)) gave the algorithm used here (see [`crate::graph::generalized_values`](mod@crate::graph::generalized_values)). Every
//! position gets either a finite value `a`, or `∞(A)` where `A` is the set of finite values of its
//! options (its *escape set*). A position of finite value behaves exactly like a Nim heap of that
//! size in any sum; an infinite position is a draw on its own unless it can move to a position of
//! value 0.
//!
//! The value of a sum is the nim-sum of the values, extended by
//! `∞(A) ⊕ x = ∞(A ⊕ x)` (every escape value XORed with `x`) and `∞(A) ⊕ ∞(B) = ∞(∅)`. The
//! outcome follows: `0` is P, another finite value is N, `∞(A)` is N when `0 ∈ A` and a draw
//! otherwise. So a sum with exactly one infinite component `∞(A)`, the rest of nim-sum `x`, is N
//! when `x ∈ A` and a draw otherwise, and a sum with two or more infinite components is a draw.

use std::collections::BTreeSet;
use std::fmt;

use num_bigint::BigUint;
use num_traits::Zero;

use crate::Outcome;

/// A generalized Sprague–Grundy value: finite, or infinite with its escape set.
///
/// ```
/// use grundy::{LoopyValue, Outcome};
/// let loop_with_exits = LoopyValue::infinite([0u32, 2]);
/// assert_eq!(loop_with_exits.to_string(), "∞{0,2}");
/// assert_eq!(loop_with_exits.outcome(), Outcome::N); // it can move to a P-position
/// // Plus a Nim heap of 2: the only escape to a P-position is to move the loop to value 2.
/// let sum = loop_with_exits.nim_sum(&LoopyValue::from(2u32));
/// assert_eq!(sum.to_string(), "∞{0,2}");
/// assert_eq!(sum.outcome(), Outcome::N);
/// // Plus a heap of 1: no escape leads to 0, so the game is a draw.
/// assert_eq!(loop_with_exits.nim_sum(&1u32.into()).outcome(), Outcome::D);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum LoopyValue {
    /// An ordinary nim-value: the position behaves like a Nim heap of this size.
    Finite(BigUint),
    /// `∞(A)`: the position can keep the game going forever; `escapes` (the set `A`) holds the
    /// finite values of its options.
    Infinite {
        /// The finite values among the position's options, in increasing order.
        escapes: BTreeSet<BigUint>,
    },
}

impl LoopyValue {
    /// `∞(A)` with the given escape values.
    pub fn infinite<T: Into<BigUint>>(escapes: impl IntoIterator<Item = T>) -> LoopyValue {
        LoopyValue::Infinite {
            escapes: escapes.into_iter().map(Into::into).collect(),
        }
    }

    /// Whether the value is infinite.
    pub fn is_infinite(&self) -> bool {
        matches!(self, LoopyValue::Infinite { .. })
    }

    /// The finite value, if it is one.
    pub(crate) fn finite(&self) -> Option<&BigUint> {
        match self {
            LoopyValue::Finite(value) => Some(value),
            LoopyValue::Infinite { .. } => None,
        }
    }

    /// The value of the sum of two positions with these values (Smith's sum rule).
    ///
    /// ```
    /// use grundy::LoopyValue;
    /// let a = LoopyValue::infinite([1u32, 4]);
    /// assert_eq!(a.nim_sum(&5u32.into()), LoopyValue::infinite([4u32, 1]));
    /// assert_eq!(a.nim_sum(&a), LoopyValue::infinite(Vec::<u32>::new()));
    /// assert_eq!(LoopyValue::from(3u32).nim_sum(&5u32.into()), LoopyValue::from(6u32));
    /// ```
    pub fn nim_sum(&self, other: &LoopyValue) -> LoopyValue {
        match (self, other) {
            (LoopyValue::Finite(a), LoopyValue::Finite(b)) => LoopyValue::Finite(a ^ b),
            (LoopyValue::Infinite { escapes }, LoopyValue::Finite(x))
            | (LoopyValue::Finite(x), LoopyValue::Infinite { escapes }) => LoopyValue::Infinite {
                escapes: escapes.iter().map(|escape| escape ^ x).collect(),
            },
            (LoopyValue::Infinite { .. }, LoopyValue::Infinite { .. }) => LoopyValue::Infinite {
                escapes: BTreeSet::new(),
            },
        }
    }

    /// Who wins a position of this value: `0` is P, other finite values are N, `∞(A)` is N if
    /// `0 ∈ A` (it can move to a P-position) and a draw otherwise.
    pub fn outcome(&self) -> Outcome {
        match self {
            LoopyValue::Finite(value) => Outcome::from_is_zero(value.is_zero()),
            LoopyValue::Infinite { escapes } => {
                if escapes.contains(&BigUint::zero()) {
                    Outcome::N
                } else {
                    Outcome::D
                }
            }
        }
    }
}

impl From<BigUint> for LoopyValue {
    fn from(value: BigUint) -> Self {
        LoopyValue::Finite(value)
    }
}

impl From<u32> for LoopyValue {
    fn from(value: u32) -> Self {
        LoopyValue::Finite(value.into())
    }
}

/// Finite values print as numbers, infinite ones as `∞{0,2}` (the escape set in braces).
impl fmt::Display for LoopyValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoopyValue::Finite(value) => write!(f, "{value}"),
            LoopyValue::Infinite { escapes } => {
                let escapes: Vec<String> = escapes.iter().map(ToString::to_string).collect();
                write!(f, "∞{{{}}}", escapes.join(","))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sum_rule_decides_outcomes() {
        let infinite = LoopyValue::infinite([0u32, 3]);
        let heap = |n: u32| LoopyValue::from(n);
        assert_eq!(infinite.outcome(), Outcome::N);
        assert_eq!(infinite.nim_sum(&heap(3)).outcome(), Outcome::N);
        assert_eq!(infinite.nim_sum(&heap(1)).outcome(), Outcome::D);
        assert_eq!(infinite.nim_sum(&infinite).outcome(), Outcome::D);
        assert_eq!(heap(5).nim_sum(&heap(5)).outcome(), Outcome::P);
        assert_eq!(heap(5).nim_sum(&heap(4)), heap(1));
        assert_eq!(LoopyValue::infinite(Vec::<u32>::new()).to_string(), "∞{}");
    }
}
