//! Periods of nim-sequences: `G(n + period) = G(n) + saltus` for every `n ≥ preperiod`.

use num_bigint::BigUint;
use num_integer::Integer;
use num_traits::ToPrimitive;
use serde::Serialize;

/// An (arithmetic) period of a sequence: `G(n + period) = G(n) + saltus` for all
/// `n ≥ preperiod`. A saltus of 0 is ordinary periodicity.
///
/// ```
/// use grundy::Period;
/// // Subtraction game {1,3,4}: 0 1 0 1 2 3 2, repeating.
/// let values = [0, 1, 0, 1, 2, 3, 2];
/// let period = Period { preperiod: 0, period: 7, saltus: 0 };
/// assert_eq!(period.value_at(&values, &10u32.into()).unwrap(), 1u32.into());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Period {
    /// The first heap size from which the sequence repeats.
    pub preperiod: u64,
    /// The length of the repeating block.
    pub period: u64,
    /// How much each value grows from one block to the next.
    pub saltus: u64,
}

impl Period {
    /// `G(n)` for any `n`, given the values of the sequence at least up to
    /// `preperiod + period − 1`. `None` if `prefix` is too short.
    pub fn value_at(&self, prefix: &[u64], n: &BigUint) -> Option<BigUint> {
        if let Some(value) = n.to_usize().and_then(|i| prefix.get(i)) {
            return Some(BigUint::from(*value));
        }
        let (blocks, offset) = (n - self.preperiod).div_rem(&BigUint::from(self.period));
        let base = prefix.get(usize::try_from(self.preperiod).ok()? + offset.to_usize()?)?;
        Some(BigUint::from(*base) + blocks * self.saltus)
    }

    /// Whether `values` obeys this period everywhere it can be checked.
    pub fn holds_on(&self, values: &[u64]) -> bool {
        let (start, period) = (self.preperiod as usize, self.period as usize);
        (start..values.len().saturating_sub(period))
            .all(|n| values[n + period] == values[n] + self.saltus)
    }
}

/// A period together with how it is known.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PeriodReport {
    /// The period.
    #[serde(flatten)]
    pub period: Period,
    /// `true` when a theorem (or a closed form) guarantees it for all n; `false` when it was
    /// only observed on the computed values.
    pub proven: bool,
    /// How many values were computed to find (and, if proven, certify) it; `None` when it comes
    /// from a closed form rather than a computation.
    pub checked_to: Option<u64>,
}

impl PeriodReport {
    /// A period that a closed form proves for every n (nothing was computed to find it).
    ///
    /// ```
    /// use grundy::{Period, PeriodReport};
    /// let report = PeriodReport::closed_form(Period { preperiod: 0, period: 4, saltus: 0 });
    /// assert!(report.proven && report.checked_to.is_none());
    /// ```
    pub fn closed_form(period: Period) -> PeriodReport {
        PeriodReport {
            period,
            proven: true,
            checked_to: None,
        }
    }
}

/// Given `values` that repeat with `period` (and no saltus) from `preperiod` on, over at least
/// two full periods, returns the smallest period and the smallest preperiod.
///
/// Every eventual period of a sequence is a multiple of the smallest one, and all of them share
/// the same smallest preperiod, so it suffices to try the divisors of `period` over one block.
pub fn minimize_period(values: &[u64], preperiod: u64, period: u64) -> Period {
    let (start, length) = (preperiod as usize, period as usize);
    debug_assert!(values.len() >= start + 2 * length);
    let smallest = (1..=length)
        .filter(|d| length % d == 0)
        .find(|&d| (start..start + length).all(|n| values[n + d] == values[n]))
        .unwrap_or(length);
    let mut first = start;
    while first > 0 && values[first - 1] == values[first - 1 + smallest] {
        first -= 1;
    }
    Period {
        preperiod: first as u64,
        period: smallest as u64,
        saltus: 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic_periods_add_the_saltus_per_block() {
        // Lasker's Nim: 0, then blocks 1 2 4 3, each 4 more than the last.
        let prefix = [0, 1, 2, 4, 3];
        let period = Period {
            preperiod: 1,
            period: 4,
            saltus: 4,
        };
        let at = |n: u64| period.value_at(&prefix, &BigUint::from(n)).unwrap();
        assert_eq!(at(7), BigUint::from(8u32));
        assert_eq!(at(8), BigUint::from(7u32));
        let big = BigUint::from(10u32).pow(25) + 3u32; // ≡ 3 (mod 4): 4k+3 ↦ 4k+4
        assert_eq!(
            period.value_at(&prefix, &big).unwrap(),
            BigUint::from(10u32).pow(25) + 4u32
        );
        assert!(period.holds_on(&[0, 1, 2, 4, 3, 5, 6, 8, 7]));
        assert!(!period.holds_on(&[0, 1, 2, 4, 3, 5, 6, 7, 8]));
    }

    #[test]
    fn a_short_prefix_gives_none() {
        let period = Period {
            preperiod: 2,
            period: 3,
            saltus: 0,
        };
        assert_eq!(period.value_at(&[0, 1, 2], &BigUint::from(10u32)), None);
    }

    #[test]
    fn minimizing_finds_the_smallest_period_and_preperiod() {
        // 5 7 then (1 2) repeating; handed period 6 from 4.
        let values = [5, 7, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2];
        assert_eq!(
            minimize_period(&values, 4, 6),
            Period {
                preperiod: 2,
                period: 2,
                saltus: 0
            }
        );
    }
}
