//! Periods of nim-sequences: `G(n + period) = G(n) + saltus` for every `n ≥ preperiod`.

use std::collections::VecDeque;

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
#[cfg_attr(
    feature = "openapi",
    derive(utoipa::ToSchema),
    schema(
        description = "An arithmetic period: `G(n + period) = G(n) + saltus` for every `n >= \
            preperiod` (a saltus of 0 is ordinary periodicity)."
    )
)]
pub struct Period {
    /// The first heap size from which the sequence repeats.
    pub preperiod: u64,
    /// The length of the repeating block.
    pub period: u64,
    /// How much each value grows from one block to the next (0 for a plain period).
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
    #[cfg(test)]
    pub(crate) fn holds_on(&self, values: &[u64]) -> bool {
        let (start, period) = (self.preperiod as usize, self.period as usize);
        (start..values.len().saturating_sub(period))
            .all(|n| values[n + period] == values[n] + self.saltus)
    }
}

/// A period together with how it is known.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PeriodReport {
    /// The period.
    #[serde(flatten)]
    pub period: Period,
    /// `true` when a theorem (or a closed form) guarantees it for all n; `false` when it was
    /// only observed on the computed values.
    pub proven: bool,
    /// How many values were computed to find (and, if proven, certify) it; none (null) when it
    /// comes from a closed form rather than a computation.
    #[cfg_attr(feature = "openapi", schema(required))]
    pub checked_to: Option<u64>,
}

impl PeriodReport {
    /// A period observed (not proven) on the first `len` values.
    pub(crate) fn observed(period: Period, len: usize) -> PeriodReport {
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
pub(crate) fn minimize_period<T: PartialEq>(values: &[T], preperiod: u64, period: u64) -> Period {
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
pub(crate) const MAX_OBSERVED_PERIOD: usize = 1 << 20;

/// The fewest repetitions of a period that must be seen before it is reported: with fewer,
/// almost any sequence would look periodic.
pub(crate) const MIN_REPETITIONS: usize = 3;

/// The fewest values the repeating stretch must have, however short the period.
pub(crate) const MIN_REPEATING_VALUES: usize = 6;

/// The smallest arithmetic period visible at the end of a sequence of `len` values (read with
/// `value`): the smallest `p` with a saltus `s ≥ 0` such that `G(n + p) = G(n) + s` over a
/// stretch ending at the last value that covers at least half of the values,
/// `MIN_REPETITIONS` periods and `MIN_REPEATING_VALUES` values. The preperiod returned is
/// the start of that stretch. This is an observation about finitely many values, not a proof.
///
/// ```
/// use grundy::period::observed_period;
/// // Lasker's Nim (*Winning Ways*): arithmetic period 4, saltus 4, from n = 1.
/// let lasker = [0, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11, 13, 14, 16, 15, 17, 18, 20, 19];
/// let period = observed_period(lasker.len(), |n| lasker[n]).unwrap();
/// assert_eq!((period.preperiod, period.period, period.saltus), (1, 4, 4));
/// assert_eq!(observed_period(8, |n| [3, 1, 4, 1, 5, 9, 2, 6][n]), None);
/// ```
pub fn observed_period(len: usize, value: impl Fn(usize) -> u64) -> Option<Period> {
    observed_period_within(len, MAX_OBSERVED_PERIOD, value)
}

/// [`observed_period`] with periods up to `max_period` instead of [`MAX_OBSERVED_PERIOD`].
fn observed_period_within(
    len: usize,
    max_period: usize,
    value: impl Fn(usize) -> u64,
) -> Option<Period> {
    let last = len.checked_sub(1)?;
    for p in 1..=(len / MIN_REPETITIONS).min(max_period) {
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

/// [`observed_period`] for a sequence read one value at a time, in bounded memory: a front end
/// that prints 10^8 values as it computes them finds the same period as if it had kept them.
///
/// Short sequences (fewer than about 6 × `MAX_OBSERVED_PERIOD` values) are kept and handed to
/// [`observed_period`]. For longer ones every period it can report must hold on the whole second
/// half, so only that half is watched, as the sequence of differences `G(n+1) − G(n)`: its
/// smallest period is found with the Knuth–Morris–Pratt border table over the first
/// `2 × MAX_OBSERVED_PERIOD + 1` differences, and is then only checked as the rest arrives
/// (by the Fine–Wilf theorem two periods p, q of a string of length at least p + q have
/// gcd(p, q) as a period, so every period up to the maximum is a multiple of that smallest
/// one, and none survives once it breaks). At the end the preperiod is found by reading the first
/// half again backwards from the middle, through [`ObservedPeriodFinder::finish`]'s `value`.
/// Memory: at most about 48 MiB, whatever the length.
///
/// ```
/// use grundy::period::{ObservedPeriodFinder, observed_period};
/// // Lasker's Nim: 0, then 1 2 4 3, 5 6 8 7, ... (period 4, saltus 4, from n = 1).
/// let lasker = |n: u64| if n == 0 { 0 } else { [0, 1, 3, 2][(n as usize - 1) % 4] + 1 + 4 * ((n - 1) / 4) };
/// let mut finder = ObservedPeriodFinder::new(1000);
/// for n in 0..1000 {
///     finder.push(Some(lasker(n)));
/// }
/// let found = finder.finish(|n| Ok::<u64, ()>(lasker(n))).unwrap();
/// assert_eq!(found, observed_period(1000, |n| lasker(n as u64)));
/// assert_eq!(found.map(|p| (p.preperiod, p.period, p.saltus)), Some((1, 4, 4)));
/// ```
pub struct ObservedPeriodFinder {
    /// How many values the sequence has.
    len: usize,
    /// The largest period looked for.
    max_period: usize,
    /// How many values have been pushed.
    pushed: usize,
    watch: Watch,
}

enum Watch {
    /// A short sequence: every value so far.
    All(Vec<u64>),
    /// A long sequence, still in its first half: nothing is kept.
    FirstHalf,
    /// A long sequence, in its second half.
    SecondHalf(Box<SecondHalf>),
    /// No period can be reported: a value beyond 64 bits, or none up to `max_period`.
    Nothing,
}

/// The watch over the second half `G(middle..len)` of a long sequence. Character `j` of the
/// watched string is the difference `G(middle + j + 1) − G(middle + j)`.
struct SecondHalf {
    middle: usize,
    /// The latest values `G(first..pushed)`: the first `2 × max_period + 2` of the half, then
    /// the latest `2 × max_period + 2`.
    recent: VecDeque<u64>,
    /// The first `max_period` values of the half, for the backward pass of `finish`.
    head: Vec<u64>,
    /// While the first `2 × max_period + 1` characters are read: their KMP border table.
    borders: Vec<u32>,
    /// The smallest period of the characters read so far (once the border table is done).
    period: usize,
}

impl SecondHalf {
    /// `G(n)` for `n` among the recent values.
    fn value(&self, n: usize, pushed: usize) -> u64 {
        self.recent[n + self.recent.len() - pushed]
    }

    /// Whether characters `a` and `b` of the watched string are equal.
    fn same_step(&self, a: usize, b: usize, pushed: usize) -> bool {
        let at = |j: usize| self.value(self.middle + j, pushed);
        let after = |j: usize| self.value(self.middle + j + 1, pushed);
        // G(a+1) − G(a) = G(b+1) − G(b), without negative numbers.
        u128::from(after(a)) + u128::from(at(b)) == u128::from(after(b)) + u128::from(at(a))
    }
}

impl ObservedPeriodFinder {
    /// A finder for a sequence of `len` values, looking for periods up to
    /// `MAX_OBSERVED_PERIOD` as [`observed_period`] does.
    pub fn new(len: usize) -> ObservedPeriodFinder {
        ObservedPeriodFinder::within(len, MAX_OBSERVED_PERIOD)
    }

    fn within(len: usize, max_period: usize) -> ObservedPeriodFinder {
        let watch = if ObservedPeriodFinder::streams(len, max_period) {
            Watch::FirstHalf
        } else {
            Watch::All(Vec::with_capacity(len))
        };
        ObservedPeriodFinder {
            len,
            max_period,
            pushed: 0,
            watch,
        }
    }

    /// Whether a sequence of `len` values is long enough that every period up to `max_period`
    /// must hold on its whole second half (see [`observed_period`]: the repeating stretch
    /// covers half the values, three periods and six values), with room to spare for the border
    /// table.
    fn streams(len: usize, max_period: usize) -> bool {
        len >= 6 * max_period + 6
    }

    /// Reads the next value, `None` for one beyond 64 bits (then no period is reported).
    pub fn push(&mut self, value: Option<u64>) {
        let n = self.pushed;
        if n >= self.len {
            debug_assert!(false, "more values than the length given");
            return;
        }
        self.pushed += 1;
        let Some(value) = value else {
            self.watch = Watch::Nothing;
            return;
        };
        let middle = self.len / 2;
        let max_period = self.max_period;
        match &mut self.watch {
            Watch::All(values) => values.push(value),
            Watch::FirstHalf if n < middle => {}
            Watch::FirstHalf => {
                let mut recent = VecDeque::with_capacity(2 * max_period + 2);
                recent.push_back(value);
                self.watch = Watch::SecondHalf(Box::new(SecondHalf {
                    middle,
                    recent,
                    head: vec![value],
                    borders: Vec::with_capacity(2 * max_period + 1),
                    period: 0,
                }));
            }
            Watch::SecondHalf(half) => {
                if half.recent.len() == 2 * max_period + 2 {
                    half.recent.pop_front();
                }
                half.recent.push_back(value);
                if half.head.len() < max_period {
                    half.head.push(value);
                }
                // The character that this value completes.
                let j = n - 1 - half.middle;
                if j < 2 * max_period + 1 {
                    // Knuth–Morris–Pratt: the longest border of characters 0..=j.
                    let mut border = if j == 0 {
                        0
                    } else {
                        half.borders[j - 1] as usize
                    };
                    while border > 0 && !half.same_step(j, border, self.pushed) {
                        border = half.borders[border - 1] as usize;
                    }
                    if j > 0 && half.same_step(j, border, self.pushed) {
                        border += 1;
                    }
                    half.borders.push(border as u32);
                    if j == 2 * max_period {
                        half.period = j + 1 - border;
                        half.borders = Vec::new();
                        if half.period > max_period {
                            self.watch = Watch::Nothing;
                        }
                    }
                } else if !half.same_step(j, j - half.period, self.pushed) {
                    // Every period up to max_period of characters 0..j is a multiple of the
                    // smallest (Fine–Wilf: there are more than 2 × max_period of them), and
                    // compares character j with the same earlier character: none survives.
                    self.watch = Watch::Nothing;
                }
            }
            Watch::Nothing => {}
        }
    }

    /// The period [`observed_period`] would report for the values pushed (all `len` of them).
    /// `value(n)` gives `G(n)` again; it is called only for a long sequence with a period, on
    /// the first half, backwards from the middle, for as long as the period holds there. Its
    /// error, if any, is returned.
    pub fn finish<E>(
        self,
        mut value: impl FnMut(u64) -> Result<u64, E>,
    ) -> Result<Option<Period>, E> {
        if self.pushed != self.len {
            debug_assert!(false, "fewer values than the length given");
            return Ok(None);
        }
        let half = match self.watch {
            Watch::All(values) => {
                return Ok(observed_period_within(self.len, self.max_period, |n| {
                    values[n]
                }));
            }
            Watch::SecondHalf(half) if half.period > 0 => half,
            _ => return Ok(None),
        };
        let period = half.period;
        let last = self.len - 1;
        let Some(saltus) = half
            .value(last, self.pushed)
            .checked_sub(half.value(last - period, self.pushed))
        else {
            // Every period of the second half is a multiple of this one, with a multiple of
            // its (negative) saltus.
            return Ok(None);
        };
        // The relation holds from the middle on; extend it backwards. `ahead` holds
        // G(start..start + period).
        let mut start = half.middle;
        let mut ahead: VecDeque<u64> = half.head[..period].iter().copied().collect();
        while start > 0 {
            let earlier = value(start as u64 - 1)?;
            let later = *ahead.back().expect("the period is at least 1");
            if earlier.checked_add(saltus) != Some(later) {
                break;
            }
            start -= 1;
            ahead.pop_back();
            ahead.push_front(earlier);
        }
        Ok(Some(Period {
            preperiod: start as u64,
            period: period as u64,
            saltus,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The period `observed_period_within` reports, straight from its definition: the smallest
    /// p whose relation holds over a stretch ending at the last value that covers half the
    /// values, three periods and six values.
    fn brute_force_observed(values: &[u64], max_period: usize) -> Option<Period> {
        let len = values.len();
        (1..=(len / 3).min(max_period)).find_map(|p| {
            let saltus = values[len - 1].checked_sub(values[len - 1 - p])?;
            let holds = |n: usize| values[n + p] == values[n] + saltus;
            let start = (0..len - p).rev().take_while(|&n| holds(n)).last()?;
            let stretch = len - start;
            (stretch >= 3 * p && stretch >= 6 && 2 * stretch >= len).then_some(Period {
                preperiod: start as u64,
                period: p as u64,
                saltus,
            })
        })
    }

    /// The period the finder reports for `values`, looking for periods up to `max_period`.
    fn streamed(values: &[u64], max_period: usize) -> Option<Period> {
        let mut finder = ObservedPeriodFinder::within(values.len(), max_period);
        for &value in values {
            finder.push(Some(value));
        }
        finder
            .finish(|n| Ok::<u64, ()>(values[n as usize]))
            .unwrap()
    }

    /// A sequence made of `noise` then, from `start`, `block` repeated with `saltus` added per
    /// block, with the values at `breaks` (offsets from the end) replaced.
    fn sequence(
        noise: &[u64],
        block: &[u64],
        saltus: u64,
        len: usize,
        breaks: &[(usize, u64)],
    ) -> Vec<u64> {
        let mut values: Vec<u64> = (0..len)
            .map(|n| match noise.get(n) {
                Some(&value) => value,
                None => {
                    let i = n - noise.len();
                    block[i % block.len()] + saltus * (i / block.len()) as u64
                }
            })
            .collect();
        for &(from_end, value) in breaks {
            if from_end < len {
                values[len - 1 - from_end] = value;
            }
        }
        values
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]
        #[test]
        fn the_streaming_finder_reports_what_the_definition_gives(
            max_period in 2usize..7,
            extra in 0usize..80,
            noise in proptest::collection::vec(0u64..4, 0..60),
            block in proptest::collection::vec(0u64..4, 1..9),
            saltus in 0u64..3,
            breaks in proptest::collection::vec((0usize..80, 0u64..12), 0..2),
        ) {
            // From 6 × max_period + 6 values on the finder streams; below, it keeps them all.
            for len in [6 * max_period + 6 + extra, 6 * max_period + 5, extra] {
                let values = sequence(&noise, &block, saltus, len, &breaks);
                let expected = brute_force_observed(&values, max_period);
                prop_assert_eq!(
                    observed_period_within(len, max_period, |n| values[n]),
                    expected
                );
                prop_assert_eq!(streamed(&values, max_period), expected, "{:?}", values);
            }
        }
    }

    #[test]
    fn the_streaming_finder_sees_arithmetic_periods_breaks_and_big_values() {
        // Lasker-like: period 4, saltus 4 from n = 1, over a long stretch.
        let lasker = |n: usize| match n {
            0 => 0,
            n => [1, 2, 4, 3][(n - 1) % 4] + 4 * ((n - 1) / 4) as u64,
        };
        let values: Vec<u64> = (0..500).map(lasker).collect();
        let period = streamed(&values, 8).unwrap();
        assert_eq!((period.preperiod, period.period, period.saltus), (1, 4, 4));
        // A change in the second half leaves no period.
        let mut broken = values.clone();
        broken[400] += 1;
        assert_eq!(streamed(&broken, 8), None);
        // A decreasing sequence has a period only with a negative saltus: none.
        let falling: Vec<u64> = (0..500).map(|n| 1000 - n).collect();
        assert_eq!(streamed(&falling, 8), None);
        // A value beyond 64 bits (pushed as None) leaves no period.
        let mut finder = ObservedPeriodFinder::within(500, 8);
        for n in 0..500 {
            finder.push((n != 3).then_some(0));
        }
        assert_eq!(finder.finish(|_| Ok::<u64, ()>(0)).unwrap(), None);
    }

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
