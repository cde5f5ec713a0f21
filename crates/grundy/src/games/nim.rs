//! Nim.
//!
//! **Rules.** Heaps of stones; a move takes any positive number of stones from one heap.
//!
//! **Closed form.** A heap of `n` has nim-value `n`, so a position's value is the nim-sum (XOR)
//! of its heaps, and a winning move sets some heap `a` to `a ⊕ X` where `X` is the nim-sum and
//! `a ⊕ X < a` (C. L. Bouton, *Nim, a game with a complete mathematical theory*, Annals of
//! Mathematics 3 (1901)). Heap sizes are arbitrary-precision integers.
//!
//! **Remoteness.** `R(n) = 1` for `n ≥ 1`: taking the whole heap ends the game at once (and a
//! move to a position of remoteness 0 is the fastest win there is).

use num_bigint::BigUint;
use num_traits::{ToPrimitive, Zero};

use super::{describe_take, listable, parse_heaps, stones_taken, take_one};
use crate::budget::tr;
use crate::expr::{ParseError, Token};
use crate::picture::{MoveMarks, Part, PartKind, Picture};
use crate::{
    ClosedRemoteness, Family, Game, GameError, Heaps, Notation, Period, PeriodReport, Teaching,
};

/// Nim: `nim(3,4,5)` is three heaps.
///
/// ```
/// use grundy::games::Nim;
/// use grundy::Family;
/// let heap = 7u32.into();
/// // From a heap of 7, the only move to value 2 leaves 2 stones.
/// assert_eq!(Nim.options_of_nimber(&heap, &2u32.into()).unwrap(), vec![vec![2u32.into()]]);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Nim;

impl Game for Nim {
    type Position = BigUint;

    fn options(&self, heap: &BigUint) -> Result<Vec<Vec<BigUint>>, crate::GameError> {
        let count = listable(|| self.format_term(std::slice::from_ref(heap)), heap)?;
        Ok((0..count)
            .rev()
            .map(|left| vec![BigUint::from(left)])
            .collect())
    }
}

impl Notation for Nim {
    fn name(&self) -> String {
        "nim".to_string()
    }

    fn parse_positions(&self, args: &[Token]) -> Result<Vec<BigUint>, ParseError> {
        parse_heaps(args)
    }

    fn format_position(&self, heap: &BigUint) -> String {
        heap.to_string()
    }

    fn describe_move(&self, from: &BigUint, to: &[BigUint]) -> String {
        describe_take("nim", from, to)
    }
}

/// The largest heap drawn as stones.
const MAX_STONES_DRAWN: usize = 40;

impl Teaching for Nim {
    fn rules(&self) -> String {
        tr!("nim-rules")
    }

    fn explain(&self, heap: &BigUint) -> Result<String, GameError> {
        Ok(tr!("nim-explain", heap = heap))
    }

    /// A row of stones; clicking stone `k` (from 0) leaves `k` stones.
    fn picture(&self, heap: &BigUint) -> Option<Picture> {
        let stones = heap
            .to_u32()
            .filter(|&n| (n as usize) <= MAX_STONES_DRAWN)?;
        Some(Picture {
            width: stones.max(1),
            height: 1,
            parts: (0..stones)
                .map(|k| Part {
                    id: format!("s{k}"),
                    kind: PartKind::Stone,
                    x: k,
                    y: 0,
                    label: tr!("picture-stone", stone = k + 1, stones = stones),
                    to: None,
                    via: None,
                })
                .collect(),
        })
    }

    fn move_marks(&self, heap: &BigUint, to: &[BigUint]) -> Option<MoveMarks> {
        let stones = heap.to_u32()?;
        let left = match to {
            [] => 0,
            [left] => left.to_u32()?,
            _ => return None,
        };
        let touched = (left..stones).map(|k| format!("s{k}")).collect();
        Some(MoveMarks::at(format!("s{left}"), touched))
    }

    /// The stones and, after them, a place for one more: clicking stone `k` leaves `k` stones,
    /// clicking the place adds one.
    fn setup_picture(&self, heap: &BigUint) -> Option<Picture> {
        let mut picture = self.picture(heap)?;
        let stones = picture.parts.len() as u32;
        if (stones as usize) < MAX_STONES_DRAWN {
            picture.width = stones + 1;
            picture.parts.push(Part::cell(
                format!("s{stones}"),
                PartKind::Slot,
                stones,
                0,
                tr!("picture-add-stone"),
            ));
        }
        Some(picture)
    }

    fn setup_edit(&self, heap: &BigUint, part: &str) -> Option<BigUint> {
        let k: u32 = part.strip_prefix('s')?.parse().ok()?;
        let stones = heap.to_u32()?;
        match k.cmp(&stones) {
            std::cmp::Ordering::Less => Some(BigUint::from(k)),
            std::cmp::Ordering::Equal => Some(BigUint::from(stones + 1)),
            std::cmp::Ordering::Greater => None,
        }
    }

    /// A heap of three.
    fn setup_default(&self) -> Option<BigUint> {
        Some(BigUint::from(3u32))
    }
}

impl Family for Nim {
    fn nimber(&self, heap: &BigUint) -> Result<BigUint, GameError> {
        Ok(heap.clone())
    }

    fn remoteness(&self, heap: &BigUint) -> Option<ClosedRemoteness> {
        Some(ClosedRemoteness {
            moves: BigUint::from(u8::from(!heap.is_zero())),
            rule: "R(n) = 1 for n ≥ 1: take the whole heap".to_string(),
        })
    }

    fn options_of_nimber(
        &self,
        heap: &BigUint,
        target: &BigUint,
    ) -> Result<Vec<Vec<BigUint>>, GameError> {
        // The options of a heap are the smaller heaps, each its own value.
        Ok(if target < heap {
            vec![vec![target.clone()]]
        } else {
            Vec::new()
        })
    }

    fn check_move(&self, from: &BigUint, to: &[BigUint]) -> Result<(), String> {
        stones_taken(from, to).map(drop)
    }

    fn delaying_move(&self, heap: &BigUint) -> Result<Option<Vec<BigUint>>, GameError> {
        Ok(take_one(heap))
    }

    fn zero_is_terminal(&self) -> bool {
        true // only the empty heap has value 0
    }

    fn heaps(&self) -> Option<&dyn Heaps<Position = BigUint>> {
        Some(self)
    }
}

impl Heaps for Nim {
    fn heap(&self, n: u64) -> Option<BigUint> {
        Some(n.into())
    }

    fn period(&self) -> Result<Option<PeriodReport>, GameError> {
        Ok(Some(PeriodReport::closed_form(Period {
            preperiod: 0,
            period: 1,
            saltus: 1,
        })))
    }

    fn remoteness_values(&self, to: u64) -> Option<Result<Vec<u64>, GameError>> {
        let budget = crate::Budget::current();
        if let Err(error) = budget.check_memory(
            to.saturating_add(1).saturating_mul(8),
            tr!(
                "nim-memory-remoteness",
                count = to.saturating_add(1).to_string()
            ),
        ) {
            return Some(Err(error.into()));
        }
        // R(n) = 1 for n ≥ 1: take the whole heap.
        Some(Ok((0..=to).map(|n| u64::from(n > 0)).collect()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Solver;
    use proptest::prelude::*;

    #[test]
    fn the_remoteness_formula_is_the_definition() {
        let mut by_definition =
            crate::Evaluator::with_valuation(Nim, crate::solver::remoteness::Remoteness);
        for n in 0u32..60 {
            let heap = BigUint::from(n);
            assert_eq!(
                Nim.remoteness(&heap).unwrap().moves,
                by_definition.value(&heap).unwrap().into(),
                "nim({n})"
            );
        }
    }

    #[test]
    fn closed_form_matches_the_solver_on_small_heaps() {
        crate::games::testing::assert_heap_values_match_solver(&Nim, 300);
    }

    proptest! {
        #[test]
        fn moves_to_a_value_match_the_solver(heap in 0u32..120, target in 0u32..130) {
            let heap = BigUint::from(heap);
            let mut solver = Solver::new(Nim);
            let expected = solver.options_of_value(&heap, crate::Nimber(target.into())).unwrap();
            prop_assert_eq!(Nim.options_of_nimber(&heap, &target.into()).unwrap(), expected);
        }
    }

    #[test]
    fn huge_heaps_are_exact_but_not_listed() {
        let huge = BigUint::from(10u32).pow(30);
        assert_eq!(Nim.nimber(&huge).unwrap(), huge);
        assert!(matches!(Nim.options(&huge), Err(GameError::TooLarge(_))));
        assert_eq!(Nim.delaying_move(&huge).unwrap(), Some(vec![&huge - 1u32]));
        assert!(Nim.check_move(&huge, &[&huge - 7u32]).is_ok());
        assert!(Nim.check_move(&huge, std::slice::from_ref(&huge)).is_err());
    }
}
