//! No-zero subtraction: one heap; a move takes `x` stones where `x`, written in base `k`, has no
//! digit 0 (for `k = 2`: 1, 3, 7, 15, ...; for `k = 10`: 1..9, 11..99 without 0s, ...).
//!
//! **Closed form.** `G(n) = n mod k`. Proof by induction: the last base-`k` digit of an allowed
//! `x` is not 0, so `x ≢ 0 (mod k)` and no move keeps the residue of `n`, so no option has value
//! `n mod k`; and the one-digit amounts `1, ..., k − 1` are all allowed, so from `n` with
//! `r = n mod k` every residue `r' < r` (value `r'`) is reached by taking `r − r' ≤ n`. Hence
//! `G(n)` is the mex of a set containing `0..r` and not `r`. (Found by brute force and proved
//! here; the proof is the same as for Bachet's game, *Winning Ways*, ch. 4.)
//!
//! **Moves to a value `t`.** Exactly the allowed `x ≤ n` with `x ≡ r − t (mod k)`, for `t < k`,
//! `t ≠ r`: `x = y·k + d` with last digit `d = (r − t) mod k` and `y` zero or itself without a
//! digit 0. Their number is counted first (a digit count), and listed if it is at most
//! [`MAX_LISTED_OPTIONS`]; otherwise they are reported as too many to list.

use num_bigint::BigUint;
use num_integer::Integer;
use num_traits::{CheckedSub, One, ToPrimitive, Zero};

use super::{
    MAX_LISTED_OPTIONS, check_listing, describe_take, parse_heaps, stones_taken, take_one,
    too_many_options,
};
use crate::budget::tr;
use crate::expr::{ParseError, Token};
use crate::{Family, Game, GameError, Heaps, Notation, Period, PeriodReport, Teaching};

/// Take an amount with no zero digit in base `k`: `nozero[10](25)`.
///
/// ```
/// use grundy::games::NoZero;
/// use grundy::Family;
/// let game = NoZero::new(2u32.into()).unwrap();
/// assert_eq!(game.nimber(&10u32.into()).unwrap(), 0u32.into());
/// // From 9 (value 1) the winning moves take 1, 3 or 7 (all odd, all 11...1 in binary).
/// let moves = game.options_of_nimber(&9u32.into(), &0u32.into()).unwrap();
/// assert_eq!(moves, vec![vec![8u32.into()], vec![6u32.into()], vec![2u32.into()]]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NoZero {
    base: BigUint,
}

impl NoZero {
    /// The game in base `base`; `None` if the base is below 2.
    pub fn new(base: BigUint) -> Option<NoZero> {
        (base >= BigUint::from(2u32)).then_some(NoZero { base })
    }

    /// Reads the parameter list of `nozero[K]`.
    pub(crate) fn from_params(name: &Token, params: &[Token]) -> Result<NoZero, ParseError> {
        match params {
            [base] => {
                NoZero::new(base.integer()?).ok_or_else(|| base.error(tr!("nozero-needs-base")))
            }
            _ => Err(name.error(tr!("nozero-params"))),
        }
    }

    /// Whether `x` (positive) has no digit 0 in the base.
    fn allowed(&self, x: &BigUint) -> bool {
        let mut rest = x.clone();
        while !rest.is_zero() {
            let (quotient, digit) = rest.div_rem(&self.base);
            if digit.is_zero() {
                return false;
            }
            rest = quotient;
        }
        !x.is_zero()
    }

    /// How many positive amounts up to `limit` have no digit 0.
    fn count_allowed(&self, limit: &BigUint) -> BigUint {
        let mut digits = Vec::new(); // lowest first
        let mut rest = limit.clone();
        while !rest.is_zero() {
            let (quotient, digit) = rest.div_rem(&self.base);
            digits.push(digit);
            rest = quotient;
        }
        let nonzero_digits = &self.base - 1u32;
        let powers: Vec<BigUint> = (0..=digits.len())
            .scan(BigUint::one(), |power, _| {
                let current = power.clone();
                *power *= &nonzero_digits;
                Some(current)
            })
            .collect();
        // Shorter amounts: every string of 1 to len − 1 nonzero digits.
        let mut count: BigUint = powers[1..digits.len().max(1)].iter().sum();
        if digits.is_empty() {
            return BigUint::zero();
        }
        // Amounts of full length, digit by digit from the top.
        for position in (0..digits.len()).rev() {
            let digit = &digits[position];
            if !digit.is_zero() {
                count += (digit - 1u32) * &powers[position];
            }
            if digit.is_zero() {
                return count;
            }
        }
        count + 1u32 // the limit itself has no digit 0
    }

    /// Every amount `y·k + last_digit ≤ limit` with `y` zero or allowed (at most `most` of
    /// them), increasing.
    fn amounts_ending_in(
        &self,
        last_digit: &BigUint,
        limit: &BigUint,
        most: usize,
    ) -> Vec<BigUint> {
        let mut found = Vec::new();
        if last_digit > limit {
            return found;
        }
        // Depth-first over prefixes, so every prefix y is allowed (or empty).
        let mut prefixes = vec![BigUint::zero()];
        while let Some(prefix) = prefixes.pop() {
            if found.len() >= most {
                break;
            }
            let amount = &prefix * &self.base + last_digit;
            if &amount > limit {
                continue;
            }
            found.push(amount);
            // Longer prefixes grow with the digit, so stop at the first that is too large
            // (a huge base must not be scanned digit by digit).
            let mut digit = BigUint::one();
            while digit < self.base {
                let extended = &prefix * &self.base + &digit;
                if &(&extended * &self.base) > limit {
                    break;
                }
                prefixes.push(extended);
                digit += 1u32;
            }
        }
        found.sort();
        found
    }
}

impl NoZero {
    /// The last digit of every amount a move to value `target` takes, and how many such moves
    /// there are; `None` when there is none.
    fn moves_to(&self, heap: &BigUint, target: &BigUint) -> Option<(BigUint, BigUint)> {
        let residue = heap % &self.base;
        if target >= &self.base || *target == residue {
            return None;
        }
        let last_digit = (&residue + &self.base - target) % &self.base;
        let rest = heap.checked_sub(&last_digit)?;
        // y = 0, or an allowed y ≤ (n − d)/k.
        let count = self.count_allowed(&(rest / &self.base)) + 1u32;
        Some((last_digit, count))
    }
}

impl Game for NoZero {
    type Position = BigUint;

    fn options(&self, heap: &BigUint) -> Result<Vec<Vec<BigUint>>, GameError> {
        let count = self.count_allowed(heap);
        if count > BigUint::from(MAX_LISTED_OPTIONS) {
            return Err(too_many_options(
                &self.format_term(std::slice::from_ref(heap)),
                &count,
            ));
        }
        check_listing(
            || self.format_term(std::slice::from_ref(heap)),
            count.to_u64().unwrap_or(u64::MAX),
            heap.bits(),
        )?;
        let mut amounts = Vec::new();
        let mut digit = BigUint::one();
        while digit < self.base && &digit <= heap {
            amounts.extend(self.amounts_ending_in(&digit, heap, usize::MAX));
            digit += 1u32;
        }
        amounts.sort();
        Ok(amounts.into_iter().map(|x| vec![heap - x]).collect())
    }
}

impl Notation for NoZero {
    fn name(&self) -> String {
        format!("nozero[{}]", self.base)
    }

    fn parse_positions(&self, args: &[Token]) -> Result<Vec<BigUint>, ParseError> {
        parse_heaps(args)
    }

    fn format_position(&self, heap: &BigUint) -> String {
        heap.to_string()
    }

    fn describe_move(&self, from: &BigUint, to: &[BigUint]) -> String {
        describe_take(&self.name(), from, to)
    }
}

impl Teaching for NoZero {
    fn rules(&self) -> String {
        tr!("nozero-rules", name = self.name(), base = &self.base)
    }

    fn explain(&self, heap: &BigUint) -> Result<String, GameError> {
        let k = &self.base;
        Ok(tr!(
            "nozero-explain",
            name = self.name(),
            heap = heap,
            base = k,
            value = heap % k,
            largest = k - 1u32
        ))
    }
}

impl Family for NoZero {
    fn nimber(&self, heap: &BigUint) -> Result<BigUint, GameError> {
        Ok(heap % &self.base)
    }

    fn options_of_nimber(
        &self,
        heap: &BigUint,
        target: &BigUint,
    ) -> Result<Vec<Vec<BigUint>>, GameError> {
        let Some((last_digit, count)) = self.moves_to(heap, target) else {
            return Ok(Vec::new());
        };
        if count > BigUint::from(MAX_LISTED_OPTIONS) {
            return Err(GameError::TooLarge(tr!(
                "too-large-moves-to-value",
                family = self.name(),
                heap = heap.to_string(),
                count = count.to_string(),
                target = target.to_string(),
                most = MAX_LISTED_OPTIONS.to_string()
            )));
        }
        check_listing(
            || self.format_term(std::slice::from_ref(heap)),
            count.to_u64().unwrap_or(u64::MAX),
            heap.bits(),
        )?;
        Ok(self
            .amounts_ending_in(&last_digit, heap, usize::MAX)
            .into_iter()
            .map(|x| vec![heap - x])
            .collect())
    }

    fn some_options_of_nimber(
        &self,
        heap: &BigUint,
        target: &BigUint,
        limit: usize,
    ) -> Result<Vec<Vec<BigUint>>, GameError> {
        let Some((last_digit, _)) = self.moves_to(heap, target) else {
            return Ok(Vec::new());
        };
        Ok(self
            .amounts_ending_in(&last_digit, heap, limit)
            .into_iter()
            .map(|x| vec![heap - x])
            .collect())
    }

    fn count_options_of_nimber(
        &self,
        heap: &BigUint,
        target: &BigUint,
    ) -> Result<BigUint, GameError> {
        Ok(self
            .moves_to(heap, target)
            .map_or_else(BigUint::zero, |(_, count)| count))
    }

    fn check_move(&self, from: &BigUint, to: &[BigUint]) -> Result<(), String> {
        let taken = stones_taken(from, to)?;
        if self.allowed(&taken) {
            Ok(())
        } else {
            Err(tr!(
                "nozero-digit-zero",
                name = self.name(),
                base = &self.base,
                taken = taken
            ))
        }
    }

    fn delaying_move(&self, heap: &BigUint) -> Result<Option<Vec<BigUint>>, GameError> {
        Ok(take_one(heap))
    }

    fn heaps(&self) -> Option<&dyn Heaps<Position = BigUint>> {
        Some(self)
    }
}

impl Heaps for NoZero {
    fn heap(&self, n: u64) -> Option<BigUint> {
        Some(n.into())
    }

    fn period(&self) -> Result<Option<PeriodReport>, GameError> {
        Ok(self.base.to_u64().map(|period| {
            PeriodReport::closed_form(Period {
                preperiod: 0,
                period,
                saltus: 0,
            })
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::testing::{
        assert_heap_values_match_solver, assert_moves_to_value_match_solver,
    };
    use proptest::prelude::*;

    #[test]
    fn explanations_speak_chinese() {
        let budget = crate::budget::chinese();
        let game = NoZero::new(10u32.into()).unwrap();
        let text = budget.run(|| game.explain(&25u32.into())).unwrap();
        assert!(
            text.contains("nozero[10](25) 的 SG值为 25 mod 10 = 5"),
            "{text}"
        );
        assert!(text.contains("G(n) = n mod 10"), "{text}");
        let refused = budget.run(|| game.check_move(&25u32.into(), &[15u32.into()]));
        assert!(refused.unwrap_err().contains("10 含有数字 0"));
    }

    #[test]
    fn closed_form_matches_the_solver() {
        for base in 2u32..=11 {
            let game = NoZero::new(base.into()).unwrap();
            assert_heap_values_match_solver(&game, 300);
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        #[test]
        fn moves_to_a_value_match_the_solver(base in 2u32..12, heap in 0u32..250, target in 0u32..12) {
            let game = NoZero::new(base.into()).unwrap();
            assert_moves_to_value_match_solver(&game, heap, target, 3);
        }

        #[test]
        fn counts_match_a_scan(base in 2u32..12, limit in 0u32..3000) {
            let game = NoZero::new(base.into()).unwrap();
            let scanned = (1..=limit).filter(|&x| game.allowed(&x.into())).count();
            prop_assert_eq!(game.count_allowed(&limit.into()), BigUint::from(scanned));
        }
    }

    #[test]
    fn huge_heaps_are_exact() {
        let game = NoZero::new(2u32.into()).unwrap();
        let huge = BigUint::from(10u32).pow(30) + 1u32; // odd: value 1
        assert_eq!(game.nimber(&huge).unwrap(), BigUint::one());
        // Winning moves take 2^j − 1 ≤ 10^30 + 1: j = 1..=99 (2^99 < 10^30 < 2^100).
        let moves = game.options_of_nimber(&huge, &BigUint::zero()).unwrap();
        assert_eq!(moves.len(), 99);
        assert!(moves.iter().all(|m| game.nimber(&m[0]).unwrap().is_zero()));
        let decimal = NoZero::new(10u32.into()).unwrap();
        let big = BigUint::from(10u32).pow(25) + 3u32;
        assert_eq!(decimal.nimber(&big).unwrap(), BigUint::from(3u32));
        assert!(matches!(
            decimal.options_of_nimber(&big, &BigUint::zero()),
            Err(GameError::TooLarge(_))
        ));
        // ... counted exactly: amounts ending in 3 with no digit 0, up to 10^25 + 3: y = 0 and
        // every y ≤ 10^24 with no 0 digit, 9 + 9² + ... + 9^24 of them.
        let expected: BigUint = (0..=24u32).map(|j| BigUint::from(9u32).pow(j)).sum();
        assert_eq!(
            decimal
                .count_options_of_nimber(&big, &BigUint::zero())
                .unwrap(),
            expected
        );
        let some = decimal
            .some_options_of_nimber(&big, &BigUint::zero(), 3)
            .unwrap();
        assert_eq!(some.len(), 3);
        for option in &some {
            assert!(decimal.check_move(&big, option).is_ok());
            assert!(decimal.nimber(&option[0]).unwrap().is_zero());
        }
        // A huge base: the moves are the one-digit amounts and a few two-digit ones.
        let wide = NoZero::new(BigUint::from(10u32).pow(30)).unwrap();
        let heap = BigUint::from(10u32).pow(30) * 3u32 + 5u32; // digits 3, 5
        assert_eq!(wide.nimber(&heap).unwrap(), BigUint::from(5u32));
        // To value 0 take x ≡ 5: x = 5, 10^30 + 5, 2·10^30 + 5, 3·10^30 + 5.
        assert_eq!(
            wide.options_of_nimber(&heap, &BigUint::zero())
                .unwrap()
                .len(),
            4
        );
        assert!(decimal.check_move(&big, &[&big - 19u32]).is_ok());
        assert!(decimal.check_move(&big, &[&big - 10u32]).is_err());
    }

    #[test]
    fn explanations_show_the_residue() {
        let text = NoZero::new(10u32.into())
            .unwrap()
            .explain(&25u32.into())
            .unwrap();
        assert!(text.contains("25 mod 10 = 5"), "{text}");
    }
}
