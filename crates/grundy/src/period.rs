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
    /// A period observed (not proven) on the first `len` values.
    pub fn observed(period: Period, len: usize) -> PeriodReport {
        PeriodReport {
            period,
            proven: false,
            checked_to: Some(len as u64),
        }
    }

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
pub fn minimize_period<T: PartialEq>(values: &[T], preperiod: u64, period: u64) -> Period {
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

/// The largest period [`observed_period`] looks for.
pub const MAX_OBSERVED_PERIOD: usize = 1 << 20;

/// The fewest repetitions of a period that must be seen before it is reported: with fewer,
/// almost any sequence would look periodic.
pub const MIN_REPETITIONS: usize = 3;

/// The fewest values the repeating stretch must have, however short the period.
pub const MIN_REPEATING_VALUES: usize = 6;

/// The smallest arithmetic period visible at the end of a sequence of `len` values (read with
/// `value`): the smallest `p` with a saltus `s ≥ 0` such that `G(n + p) = G(n) + s` over a
/// stretch ending at the last value that covers at least half of the values,
/// [`MIN_REPETITIONS`] periods and [`MIN_REPEATING_VALUES`] values. The preperiod returned is
/// the start of that stretch. This is an observation about finitely many values, not a proof.
///
/// ```
/// use grundy::period::observed_period;
/// // Lasker's Nim (shared/reference/values.md): arithmetic period 4, saltus 4, from n = 1.
/// let lasker = [0, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11, 13, 14, 16, 15, 17, 18, 20, 19];
/// let period = observed_period(lasker.len(), |n| lasker[n]).unwrap();
/// assert_eq!((period.preperiod, period.period, period.saltus), (1, 4, 4));
/// assert_eq!(observed_period(8, |n| [3, 1, 4, 1, 5, 9, 2, 6][n]), None);
/// ```
pub fn observed_period(len: usize, value: impl Fn(usize) -> u64) -> Option<Period> {
    let last = len.checked_sub(1)?;
    for p in 1..=(len / MIN_REPETITIONS).min(MAX_OBSERVED_PERIOD) {
        let Some(saltus) = value(last).checked_sub(value(last - p)) else {
            continue;
        };
        // The relation holds for n in [start, len − p).
        let mut start = last - p;
        while start > 0 && value(start - 1 + p) == value(start - 1) + saltus {
            start -= 1;
        }
        let stretch = len - start;
        if stretch >= MIN_REPETITIONS * p && stretch >= MIN_REPEATING_VALUES && 2 * stretch >= len {
            return Some(Period {
                preperiod: start as u64,
                period: p as u64,
                saltus,
            });
        }
    }
    None
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
    fn observed_periods_need_a_long_stretch() {
        // Subtraction {1,3,4}: 0 1 0 1 2 3 2 repeating from 0.
        let values: Vec<u64> = (0..30).map(|n| [0, 1, 0, 1, 2, 3, 2][n % 7]).collect();
        let period = observed_period(values.len(), |n| values[n]).unwrap();
        assert_eq!((period.preperiod, period.period, period.saltus), (0, 7, 0));
        // A repeat only at the very end is not a period.
        let mut noisy: Vec<u64> = (0..40).map(|n| n * n % 17).collect();
        noisy.extend([5, 5, 5]);
        assert_eq!(observed_period(noisy.len(), |n| noisy[n]), None);
        assert_eq!(observed_period(2, |n| [1, 1][n]), None);
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
