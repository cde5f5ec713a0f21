//! Lasker's Nim: heaps of stones; a move either takes any positive number of stones from one
//! heap, or splits one heap into two non-empty heaps.
//!
//! **Closed form.** `G(0) = 0` and, for `k ≥ 0`, `G(4k+1) = 4k+1`, `G(4k+2) = 4k+2`,
//! `G(4k+3) = 4k+4`, `G(4k+4) = 4k+3`: an arithmetic period 4 with saltus 4 from `n = 1`
//! (E. Lasker, *Brettspiele der Völker*, 1931; Berlekamp, Conway, Guy, *Winning Ways*, ch. 4).
//! `G` is an involution (it swaps `4k+3` and `4k+4`), so the only heap of value `t` is `G(t)`.
//!
//! **Moves to a value.** A take reaches value `t` only by leaving the heap `G(t)`. A split
//! `a + b = n` has value `G(a) ⊕ G(b)`. Write `a = 4i + r`, `b = 4j + r'` with `r, r'` in
//! `1..=4`; then `G(a) = 4(i + [r = 3]) + ℓ(r)` with `ℓ = (1, 2, 0, 3)` for `r = 1, 2, 3, 4`. For
//! each of the four residue pairs the low two bits `ℓ(r) ⊕ ℓ(r')` must equal `t mod 4`, and the
//! high parts `x = i + [r = 3]`, `y = j + [r' = 3]` must satisfy `x ⊕ y = T = ⌊t/4⌋` with a known
//! sum `S = x + y`. Since `x + y = (x ⊕ y) + 2(x ∧ y)`, the common bits are `A = (S − T)/2`
//! (which must be a whole number disjoint from `T`), and the solutions are `x = A + U`,
//! `y = A + (T − U)` for the `2^popcount(T)` subsets `U` of the bits of `T`. So every split of
//! any heap is found without looking at the `n/2` splits one by one; when there are more
//! candidates than [`check_listing`](super::check_listing) allows, the moves are reported as too
//! many to list.

use num_bigint::{BigInt, BigUint};
use num_integer::Integer;
use num_traits::{CheckedSub, ToPrimitive, Zero};

use super::{check_listing_count, listable, parse_heaps, take_one};
use crate::budget::tr;
use crate::expr::{ParseError, Token};
use crate::{Family, Game, GameError, Heaps, Notation, Period, PeriodReport, Teaching};

/// Lasker's Nim: `lasker(3,7)` is two heaps (a sum).
///
/// ```
/// use grundy::games::Lasker;
/// use grundy::Family;
/// assert_eq!(Lasker.nimber(&7u32.into()).unwrap(), 8u32.into());
/// // From a heap of 6 the winning moves are: take all, or split into 3 + 3.
/// let moves = Lasker.options_of_nimber(&6u32.into(), &0u32.into()).unwrap();
/// assert_eq!(moves, vec![vec![0u32.into()], vec![3u32.into(), 3u32.into()]]);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Lasker;

/// `G(n)` for a heap of `n` in Lasker's Nim.
///
/// ```
/// use grundy::games::lasker_value;
/// let values: Vec<u32> = (0..9u32).map(|n| lasker_value(&n.into()).try_into().unwrap()).collect();
/// assert_eq!(values, [0, 1, 2, 4, 3, 5, 6, 8, 7]);
/// ```
pub fn lasker_value(n: &BigUint) -> BigUint {
    if n.is_zero() {
        return BigUint::zero();
    }
    match residue4(n) {
        0 => n - 1u32,
        3 => n + 1u32,
        _ => n.clone(),
    }
}

fn residue4(n: &BigUint) -> u32 {
    (n % 4u32).to_u32().expect("a residue mod 4")
}

/// `ℓ(r)`: the low two bits of `G(4i + r)` for `r` in `1..=4`.
fn low_bits(r: u32) -> u32 {
    [1, 2, 0, 3][r as usize - 1]
}

/// The splits `a + b = n` of one residue pair `(r, r')` whose value is a given target: with
/// `x = A + U` and `y = A + (T − U)` for the subsets `U` of the bits of `T`, the split is
/// `a = 4(x − s) + r`, `b = 4(y − s') + r'` (`s = [r = 3]`, `s' = [r' = 3]`), kept when
/// `x ≥ s`, `y ≥ s'` and `a ≤ b`. Since `x − y = 2U − T`, `a ≤ b` is `8U ≤ 4T + 4(s − s') + r' − r`:
/// the kept subsets are those up to a bound, which makes them countable without listing.
struct ResidueSplits {
    r: u32,
    r_other: u32,
    shift: u32,
    shift_other: u32,
    /// `A`, the bits `x` and `y` share.
    common: BigUint,
    /// `T`, the bits where exactly one of `x`, `y` has a 1.
    high: BigUint,
    /// The largest `U` with `a ≤ b`, or `None` when no `U` has it.
    most: Option<BigUint>,
}

impl ResidueSplits {
    /// The split for the subset `U` of `T`'s bits, if it is kept.
    fn split(&self, subset: &BigUint) -> Option<(BigUint, BigUint)> {
        let x = &self.common + subset;
        let y = &self.common + (&self.high - subset);
        let i = x.checked_sub(&BigUint::from(self.shift))?;
        let j = y.checked_sub(&BigUint::from(self.shift_other))?;
        let a = (i << 2u32) + self.r;
        let b = (j << 2u32) + self.r_other;
        (a <= b).then_some((a, b))
    }

    /// How many subsets `U` give a kept split.
    fn count(&self) -> BigUint {
        let Some(most) = &self.most else {
            return BigUint::zero();
        };
        let mut count = submasks_at_most(&self.high, most);
        // U = 0 leaves x = A, and U = T leaves y = A: below the shift only when A = 0.
        if self.common.is_zero() {
            let empty_fails = self.shift == 1;
            let full_fails = self.shift_other == 1 && &self.high <= most;
            if self.high.is_zero() {
                if empty_fails || full_fails {
                    count -= 1u32;
                }
            } else {
                count -= u32::from(empty_fails) + u32::from(full_fails);
            }
        }
        count
    }

    /// The kept splits by increasing `U` (so increasing `a`), at most `limit` of them.
    fn first(&self, limit: usize) -> Vec<(BigUint, BigUint)> {
        let Some(most) = &self.most else {
            return Vec::new();
        };
        let bits: Vec<u64> = (0..self.high.bits())
            .filter(|&bit| self.high.bit(bit))
            .collect();
        let mut found = Vec::new();
        // Subsets in increasing order: the index's bits say which of T's bits are taken.
        let mut index = BigUint::zero();
        let end = BigUint::from(1u32) << bits.len();
        while index < end && found.len() < limit {
            let mut subset = BigUint::zero();
            for (position, &bit) in bits.iter().enumerate() {
                if index.bit(position as u64) {
                    subset.set_bit(bit, true);
                }
            }
            if &subset > most {
                break;
            }
            found.extend(self.split(&subset));
            index += 1u32;
        }
        found
    }
}

/// How many `U` with every bit in `mask` are at most `bound`.
fn submasks_at_most(mask: &BigUint, bound: &BigUint) -> BigUint {
    let top = mask.bits().max(bound.bits());
    let mut count = BigUint::zero();
    // Going down from the top bit, U equals `bound` so far.
    for bit in (0..top).rev() {
        if bound.bit(bit) {
            // U has 0 here and is then below `bound`: any submask of the lower bits.
            let below = (0..bit).filter(|&lower| mask.bit(lower)).count();
            count += BigUint::from(1u32) << below;
            if !mask.bit(bit) {
                return count; // U cannot have the 1 that would keep it equal
            }
        }
    }
    count + 1u32 // U = bound itself
}

impl Lasker {
    /// The splits of `n` of value `target`, one group per residue pair (see the module
    /// documentation).
    fn residue_splits(&self, n: &BigUint, target: &BigUint) -> Vec<ResidueSplits> {
        let target_low = (target % 4u32).to_u32().expect("a residue mod 4");
        let high = target >> 2u32;
        let mut groups = Vec::new();
        for r in 1..=4u32 {
            // r + r' ≡ n (mod 4), with r' in 1..=4.
            let r_other = ((residue4(n) + 8 - r - 1) % 4) + 1;
            if low_bits(r) ^ low_bits(r_other) != target_low {
                continue;
            }
            let Some(rest) = n.checked_sub(&BigUint::from(r + r_other)) else {
                continue;
            };
            let (shift, shift_other) = (u32::from(r == 3), u32::from(r_other == 3));
            let sum = (rest >> 2u32) + shift + shift_other;
            let Some(twice_common) = sum.checked_sub(&high) else {
                continue;
            };
            if twice_common.is_odd() {
                continue;
            }
            let common = twice_common >> 1u32;
            if !(&common & &high).is_zero() {
                continue;
            }
            // a ≤ b ⇔ 8U ≤ 4T + 4(s − s') + r' − r.
            let bound: BigInt = BigInt::from(high.clone()) * 4
                + 4 * (i64::from(shift) - i64::from(shift_other))
                + i64::from(r_other)
                - i64::from(r);
            let most = bound.to_biguint().map(|bound| bound >> 3u32);
            groups.push(ResidueSplits {
                r,
                r_other,
                shift,
                shift_other,
                common,
                high: high.clone(),
                most,
            });
        }
        groups
    }

    /// Every split `a + b = n` (with `1 ≤ a ≤ b`) whose value `G(a) ⊕ G(b)` is `target`, in
    /// increasing order of `a`; refused when they are too many to list.
    fn splits_of_value(
        &self,
        n: &BigUint,
        target: &BigUint,
    ) -> Result<Vec<(BigUint, BigUint)>, GameError> {
        let groups = self.residue_splits(n, target);
        let count: BigUint = groups.iter().map(ResidueSplits::count).sum();
        check_listing_count(
            || {
                tr!(
                    "lasker-listing-term",
                    n = n.to_string(),
                    target = target.to_string()
                )
            },
            &count,
            2 * n.bits(),
        )?;
        let mut splits: Vec<(BigUint, BigUint)> = groups
            .iter()
            .flat_map(|group| group.first(usize::MAX))
            .collect();
        splits.sort();
        Ok(splits)
    }

    /// The heap a take must leave to reach value `target`, if that is a move from `heap`.
    fn take_to(heap: &BigUint, target: &BigUint) -> Option<BigUint> {
        // G is an involution, so the only heap of value `target` is G(target).
        let left = lasker_value(target);
        (&left < heap).then_some(left)
    }
}

impl Game for Lasker {
    type Position = BigUint;

    fn options(&self, heap: &BigUint) -> Result<Vec<Vec<BigUint>>, GameError> {
        // n takes and ⌊n/2⌋ splits.
        listable(
            || self.format_term(std::slice::from_ref(heap)),
            &(heap + (heap >> 1u32)),
        )?;
        let n = heap.to_u64().expect("checked by listable");
        let takes = (0..n).rev().map(|left| vec![BigUint::from(left)]);
        let splits = (1..=n / 2).map(|a| vec![BigUint::from(a), BigUint::from(n - a)]);
        Ok(takes.chain(splits).collect())
    }
}

impl Notation for Lasker {
    fn name(&self) -> String {
        "lasker".to_string()
    }

    fn parse_positions(&self, args: &[Token]) -> Result<Vec<BigUint>, ParseError> {
        parse_heaps(args)
    }

    fn format_position(&self, heap: &BigUint) -> String {
        heap.to_string()
    }

    fn describe_move(&self, from: &BigUint, to: &[BigUint]) -> String {
        match to {
            [a, b] => tr!("lasker-split", from = from, a = a, b = b),
            _ => super::describe_take("lasker", from, to),
        }
    }
}

impl Teaching for Lasker {
    fn rules(&self) -> String {
        tr!("lasker-rules")
    }

    fn explain(&self, heap: &BigUint) -> Result<String, GameError> {
        if heap.is_zero() {
            return Ok(tr!("lasker-explain-empty"));
        }
        // n = 4q + r with r in 1..=4, and G(4k + r) = 4k + image.
        let q = (heap - 1u32) >> 2u32;
        let r = ((heap - 1u32) % 4u32).to_u32().expect("a residue mod 4") + 1;
        let image = [1u32, 2, 4, 3][r as usize - 1];
        let rule = tr!(
            "lasker-rule",
            r = r,
            image = image,
            heap = heap,
            q = &q,
            value = lasker_value(heap)
        );
        Ok(tr!(
            "lasker-explain",
            heap = heap,
            value = lasker_value(heap),
            q = &q,
            r = r,
            rule = rule
        ))
    }
}

impl Family for Lasker {
    fn nimber(&self, heap: &BigUint) -> Result<BigUint, GameError> {
        Ok(lasker_value(heap))
    }

    fn options_of_nimber(
        &self,
        heap: &BigUint,
        target: &BigUint,
    ) -> Result<Vec<Vec<BigUint>>, GameError> {
        let mut found: Vec<Vec<BigUint>> = Self::take_to(heap, target)
            .into_iter()
            .map(|left| vec![left])
            .collect();
        for (a, b) in self.splits_of_value(heap, target)? {
            found.push(vec![a, b]);
        }
        Ok(found)
    }

    fn some_options_of_nimber(
        &self,
        heap: &BigUint,
        target: &BigUint,
        limit: usize,
    ) -> Result<Vec<Vec<BigUint>>, GameError> {
        let mut found: Vec<Vec<BigUint>> = Self::take_to(heap, target)
            .into_iter()
            .map(|left| vec![left])
            .collect();
        let mut splits = Vec::new();
        for group in self.residue_splits(heap, target) {
            splits.extend(group.first(limit));
        }
        splits.sort();
        found.extend(splits.into_iter().map(|(a, b)| vec![a, b]));
        found.truncate(limit);
        Ok(found)
    }

    fn count_options_of_nimber(
        &self,
        heap: &BigUint,
        target: &BigUint,
    ) -> Result<BigUint, GameError> {
        let takes = u32::from(Self::take_to(heap, target).is_some());
        let splits: BigUint = self
            .residue_splits(heap, target)
            .iter()
            .map(ResidueSplits::count)
            .sum();
        Ok(splits + takes)
    }

    fn check_move(&self, from: &BigUint, to: &[BigUint]) -> Result<(), String> {
        match to {
            [left] if left < from => Ok(()),
            [left] => Err(tr!("take-at-least-one", left = left, from = from)),
            [a, b] if a.is_zero() || b.is_zero() => Err(tr!("lasker-split-non-empty")),
            [a, b] if &(a + b) == from => Ok(()),
            [a, b] => Err(tr!("lasker-split-sum", from = from, a = a, b = b)),
            _ => Err(tr!("lasker-write-move", from = from)),
        }
    }

    fn delaying_move(&self, heap: &BigUint) -> Result<Option<Vec<BigUint>>, GameError> {
        Ok(take_one(heap))
    }

    fn zero_is_terminal(&self) -> bool {
        true // the closed form is at least 1 for every non-empty heap
    }

    fn heaps(&self) -> Option<&dyn Heaps<Position = BigUint>> {
        Some(self)
    }
}

impl Heaps for Lasker {
    fn heap(&self, n: u64) -> Option<BigUint> {
        Some(n.into())
    }

    fn period(&self) -> Result<Option<PeriodReport>, GameError> {
        Ok(Some(PeriodReport::closed_form(Period {
            preperiod: 1,
            period: 4,
            saltus: 4,
        })))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::testing::sorted;
    use crate::{Nimber, Solver};
    use num_traits::One;
    use proptest::prelude::*;

    #[test]
    fn rules_explanations_and_refusals_speak_chinese() {
        let budget = crate::budget::chinese();
        let rules = budget.run(|| Lasker.rules());
        assert!(rules.contains("或者把一堆分成两个非空的堆"), "{rules}");
        let text = budget.run(|| Lasker.explain(&7u32.into())).unwrap();
        assert!(
            text.contains("这里 7 = 4·1+3，而 G(4k+3) = 4k+4，所以 G(7) = 4·1+4 = 8。"),
            "{text}"
        );
        let refusal = budget.run(|| Lasker.check_move(&7u32.into(), &[2u32.into(), 2u32.into()]));
        assert_eq!(
            refusal.unwrap_err(),
            "把 lasker(7) 分成两堆时，两堆加起来必须等于 7，而不是 2 + 2"
        );
        // In English, each residue of the heap mod 4 states its own case.
        for (heap, rule) in [
            (5u32, "G(4k+1) = 4k+1, so G(5) = 4·1+1 = 5"),
            (6, "G(4k+2) = 4k+2, so G(6) = 4·1+2 = 6"),
            (7, "G(4k+3) = 4k+4, so G(7) = 4·1+4 = 8"),
            (8, "G(4k+4) = 4k+3, so G(8) = 4·1+3 = 7"),
        ] {
            let text = Lasker.explain(&heap.into()).unwrap();
            assert!(text.ends_with(&format!(", and {rule}.")), "{text}");
        }
    }

    #[test]
    fn closed_form_matches_the_solver_and_the_reference() {
        // Lasker's Nim (Winning Ways).
        let reference = [
            0, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11, 13, 14, 16, 15, 17, 18, 20, 19,
        ];
        let mut solver = Solver::new(Lasker);
        for n in 0u32..160 {
            let heap = BigUint::from(n);
            let value = Lasker.nimber(&heap).unwrap();
            assert_eq!(
                value,
                BigUint::from(solver.nimber(&heap).unwrap().0),
                "n = {n}"
            );
            if let Some(&expected) = reference.get(n as usize) {
                assert_eq!(value, BigUint::from(expected as u32));
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(400))]

        #[test]
        fn moves_to_a_value_match_the_solver(heap in 0u32..110, target in 0u32..130) {
            let heap = BigUint::from(heap);
            let mut solver = Solver::new(Lasker);
            let expected = sorted(solver.options_of_value(&heap, Nimber(target.into())).unwrap());
            let found = sorted(Lasker.options_of_nimber(&heap, &target.into()).unwrap());
            prop_assert_eq!(&found, &expected);
            prop_assert_eq!(
                Lasker.count_options_of_nimber(&heap, &target.into()).unwrap(),
                BigUint::from(expected.len())
            );
            for limit in [0, 1, 3] {
                let some = Lasker.some_options_of_nimber(&heap, &target.into(), limit).unwrap();
                prop_assert_eq!(some.len(), expected.len().min(limit));
                prop_assert!(some.iter().all(|option| expected.contains(option)));
            }
        }

        #[test]
        fn counts_match_a_direct_search_on_larger_heaps(
            heap in 2u64..300_000,
            pick in any::<u64>(),
            flip in 0u64..8,
        ) {
            // The value of some split (so that there is at least one), with a low bit changed
            // now and then (so that there may be none).
            let a = 1 + pick % (heap / 2);
            let n = BigUint::from(heap);
            let target = (lasker_value(&a.into()) ^ lasker_value(&(heap - a).into()))
                ^ BigUint::from(flip / 4 * (flip % 4));
            let splits = (1..=heap / 2)
                .filter(|&a| lasker_value(&a.into()) ^ lasker_value(&(heap - a).into()) == target)
                .count();
            let takes = usize::from(lasker_value(&target) < n);
            prop_assert_eq!(
                Lasker.count_options_of_nimber(&n, &target).unwrap(),
                BigUint::from(splits + takes)
            );
        }

        #[test]
        fn splits_match_a_direct_search_on_larger_heaps(heap in 1000u64..6000, target in 0u64..12000) {
            let n = BigUint::from(heap);
            let target = BigUint::from(target);
            let direct: Vec<(BigUint, BigUint)> = (1..=heap / 2)
                .map(|a| (BigUint::from(a), BigUint::from(heap - a)))
                .filter(|(a, b)| lasker_value(a) ^ lasker_value(b) == target)
                .collect();
            prop_assert_eq!(Lasker.splits_of_value(&n, &target).unwrap(), direct);
        }
    }

    #[test]
    fn huge_heaps_are_exact() {
        let huge = BigUint::from(10u32).pow(25); // ≡ 0 (mod 4), so G = 10^25 − 1
        assert_eq!(Lasker.nimber(&huge).unwrap(), &huge - 1u32);
        // G is a bijection, so a split to value 0 halves the heap; the other winning move
        // takes everything.
        let half = &huge >> 1u32;
        assert_eq!(
            Lasker.options_of_nimber(&huge, &BigUint::zero()).unwrap(),
            vec![vec![BigUint::zero()], vec![half.clone(), half]]
        );
        // 10^25 + 3 ≡ 3 (mod 4): value 10^25 + 4.
        assert_eq!(Lasker.nimber(&(&huge + 3u32)).unwrap(), &huge + 4u32);
        // A target with many high bits has astronomically many splits: a clear error.
        let a = (BigUint::from(3u32) << 60u32) + 12345u32 * 4u32 + 1u32;
        let many = lasker_value(&a) ^ lasker_value(&(&huge - &a));
        assert!((&many >> 2u32).count_ones() > 20);
        assert!(matches!(
            Lasker.options_of_nimber(&huge, &many),
            Err(GameError::TooLarge(_))
        ));
        // ... but they are counted, and some of them given.
        let count = Lasker.count_options_of_nimber(&huge, &many).unwrap();
        assert!(count > BigUint::from(1u32 << 20), "{count}");
        let some = Lasker.some_options_of_nimber(&huge, &many, 4).unwrap();
        assert_eq!(some.len(), 4);
        for option in &some {
            assert!(Lasker.check_move(&huge, option).is_ok());
            assert_eq!(Lasker.sum_nimber(option).unwrap(), many);
        }
        assert!(
            Lasker
                .check_move(&huge, &[&huge - 1u32, BigUint::one()])
                .is_ok()
        );
        assert!(
            Lasker
                .check_move(&huge, &[huge.clone(), BigUint::one()])
                .is_err()
        );
        assert!(
            Lasker
                .check_move(&huge, &[BigUint::zero(), huge.clone()])
                .is_err()
        );
    }

    #[test]
    fn the_period_is_arithmetic() {
        let report = Lasker.period().unwrap().unwrap();
        let values: Vec<u64> = (0..200u32)
            .map(|n| lasker_value(&n.into()).try_into().unwrap())
            .collect();
        assert!(report.period.holds_on(&values));
        assert_eq!(report.period.saltus, 4);
    }

    #[test]
    fn sums_find_winning_splits() {
        let position = crate::parse("lasker(3,7) + nim(2)").unwrap();
        // G = 4 ⊕ 8 ⊕ 2 = 14.
        assert_eq!(position.nimber().unwrap(), BigUint::from(14u32));
        // Only lasker(7) (value 8) can move to 8 ⊕ 14 = 6: by leaving 6 (its splits have value 7).
        let moves = position.winning_moves().unwrap();
        let results: Vec<String> = moves.iter().map(|m| m.to.to_string()).collect();
        assert_eq!(results, ["lasker(3,6) + nim(2)"]);
        for chosen in moves {
            assert!(chosen.to.nimber().unwrap().is_zero(), "{}", chosen.to);
        }
    }

    #[test]
    fn explanations_show_the_arithmetic() {
        let text = Lasker.explain(&11u32.into()).unwrap();
        assert!(text.contains("11 = 4·2+3"), "{text}");
        assert!(text.contains("G(11) = 4·2+4 = 12"), "{text}");
        assert!(Lasker.explain(&0u32.into()).unwrap().contains("mex {} = 0"));
    }
}
