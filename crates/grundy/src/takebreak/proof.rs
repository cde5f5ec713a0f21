//! Proving periods with the octal periodicity theorem (Guy and Smith, 1956; *Winning Ways*,
//! ch. 4).
//!
//! Let `t` be the position of the last non-zero digit. If `G(n + p) = G(n)` for every
//! `n₀ ≤ n < B`, then `G(n + p) = G(n)` for all `n ≥ n₀`, where
//! - `B = n₀ + p + t` for codes without splits (subtraction games);
//! - `B = 2n₀ + p + t` for codes whose moves leave at most two heaps;
//! - `B = 3n₀ + 2p + t` for hexadecimal codes with three-heap moves.
//!
//! With splits the argument needs `n₀ ≥ 1` (a heap `b − p` it produces must not be empty), so
//! `n₀ = 0` is certified as `n₀ = 1` (the single relation `G(p) = G(0)` is checked directly). This is the same argument
//!   as for two heaps: for `N ≥ B`, the largest heap `c` left by a move from `N + p` (removing
//!   `i ≤ t`) has `c ≥ (N + p − t)/3 ≥ n₀ + p`, so `G(c) = G(c − p)` by induction and the
//!   option corresponds to one of `N`; conversely the largest heap left from `N` has
//!   `c ≥ (N − t)/3 ≥ n₀`, so `G(c + p) = G(c)`. The options of `N` and `N + p` thus have the
//!   same values and `G(N + p) = G(N)`.
//!
//! The theorem does not apply when splits must be unequal (Grundy's game): the split of `N + p`
//! into `(a, b + p)` corresponds to `(a, b)`, which may be an equal split, forbidden.
//!
//! So the values up to `B + p` certify the period. The prover follows one candidate `(n₀, p)`
//! value by value (a mismatch moves `n₀`), and every so often looks for a better candidate among
//! the periods of the last half of the sequence (the borders of the Knuth–Morris–Pratt failure
//! function give all of them, smallest first).

use super::rules::Rules;
use super::values::Cell;
use crate::period::{Period, minimize_period};

/// The longest stretch of the sequence searched for candidate periods (its failure function
/// takes four bytes per value).
const MAX_SEARCHED_TAIL: usize = 1 << 27;

/// How many of the periods of the searched tail are tried as candidates.
const CANDIDATES_TRIED: usize = 8;

/// Which form of the theorem applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// No split: `B = n₀ + p + t`.
    Subtraction,
    /// Splits into at most two heaps: `B = 2n₀ + p + t`.
    TwoHeaps,
    /// Splits into three heaps: `B = 3n₀ + 2p + t`.
    ThreeHeaps,
}

impl Bound {
    /// The form that applies to `rules`, or `None` if no form does (unequal splits).
    pub(crate) fn for_rules(rules: &Rules) -> Option<Bound> {
        if rules.unequal() && rules.splits() {
            None
        } else if rules.splits_in_three() {
            Some(Bound::ThreeHeaps)
        } else if rules.splits() {
            Some(Bound::TwoHeaps)
        } else {
            Some(Bound::Subtraction)
        }
    }

    /// How many values (`G(0)` to `G(count − 1)`) certify period `p` from `n0`: `B + p`.
    ///
    /// ```
    /// use grundy::takebreak::proof::Bound;
    /// // Kayles (t = 2): period 12 from 71 needs G(n + 12) = G(n) for 71 ≤ n < 156.
    /// assert_eq!(Bound::TwoHeaps.certifying_count(71, 12, 2), 168);
    /// ```
    pub fn certifying_count(self, n0: u64, p: u64, t: u64) -> u64 {
        // With splits, the argument maps a part b of a split of N + p to b − p ≥ n₀, which
        // must still be a heap: so it needs n₀ ≥ 1 (with n₀ = 0, 0.04 would "prove" period 1
        // from its first four values 0 0 0 0, but G(4) = 1). A proof from 1 plus the checked
        // G(p) = G(0) gives the period from 0.
        let split_n0 = n0.max(1);
        match self {
            Bound::Subtraction => n0 + 2 * p + t,
            Bound::TwoHeaps => 2 * split_n0 + 2 * p + t,
            Bound::ThreeHeaps => 3 * split_n0 + 3 * p + t,
        }
    }
}

/// Follows the sequence as it is computed and proves its period as soon as the theorem allows.
#[derive(Clone, Debug)]
pub struct PeriodProver {
    bound: Option<Bound>,
    t: u64,
    /// The candidate period and the first `n₀` from which no mismatch has been seen.
    candidate: Option<(usize, usize)>,
    next_search: usize,
    searches: u64,
    proven: Option<Period>,
    /// The failure function of the last search, kept for the next (fresh memory for each
    /// search cost the kernel's page zeroing on every search: 1 % of 0.354's run).
    failure: Vec<u32>,
}

impl PeriodProver {
    /// A prover for `rules` (one that never proves anything if the theorem does not apply).
    pub fn new(rules: &Rules) -> PeriodProver {
        PeriodProver {
            bound: Bound::for_rules(rules),
            t: rules.last_digit() as u64,
            candidate: None,
            next_search: 4,
            searches: 0,
            proven: None,
            failure: Vec::new(),
        }
    }

    /// Whether the theorem applies to these rules at all.
    pub fn applies(&self) -> bool {
        self.bound.is_some()
    }

    /// The proven period (smallest preperiod and period), once there is one.
    pub(crate) fn proven(&self) -> Option<Period> {
        self.proven
    }

    /// The candidate `(n₀, p)` being followed, not yet proven.
    pub fn candidate(&self) -> Option<(usize, usize)> {
        self.candidate
    }

    /// Looks at the newest value `v[len − 1]`; proves the period if the values now suffice.
    #[inline]
    pub(crate) fn observe<T: Cell>(&mut self, v: &[T]) {
        if self.proven.is_some() {
            return;
        }
        let Some(bound) = self.bound else { return };
        let n = v.len() - 1;
        if v.len() >= self.next_search {
            if v.len() >= 4 {
                self.search(v);
            }
            // Search after every value at first (small periods are proven the moment the
            // theorem allows), then each time the sequence has grown by an eighth.
            self.next_search = if v.len() < 512 {
                v.len() + 1
            } else {
                v.len() + v.len() / 16
            };
        }
        if let Some((n0, p)) = &mut self.candidate {
            if n >= *p && v[n] != v[n - *p] {
                *n0 = n + 1 - *p;
            }
            let needed = bound.certifying_count(*n0 as u64, *p as u64, self.t);
            if v.len() as u64 >= needed {
                self.proven = Some(minimize_period(v, *n0 as u64, *p as u64));
            }
        }
    }

    /// Looks for the candidate that the fewest values would certify, among the periods of the
    /// last half of the sequence.
    fn search<T: Cell>(&mut self, v: &[T]) {
        let bound = self.bound.expect("only called when the theorem applies");
        let len = v.len();
        // Alternately the last half (long periods) and the last quarter (which lies inside the
        // periodic part sooner, when the preperiod is long).
        self.searches += 1;
        let share = if len < 512 || self.searches.is_multiple_of(2) {
            len / 2
        } else {
            len / 4
        };
        let start = len - share.max(2).min(len).min(MAX_SEARCHED_TAIL);
        let tail = &v[start..];
        let failure = &mut self.failure;
        failure.clear();
        failure.resize(tail.len(), 0);
        let mut k = 0usize;
        for i in 1..tail.len() {
            while k > 0 && tail[i] != tail[k] {
                k = failure[k - 1] as usize;
            }
            if tail[i] == tail[k] {
                k += 1;
            }
            failure[i] = k as u32;
        }
        let mut best = self
            .candidate
            .map(|(n0, p)| (bound.certifying_count(n0 as u64, p as u64, self.t), n0, p));
        let mut border = failure[tail.len() - 1] as usize;
        let mut tried = 0;
        while border > 0 && tried < CANDIDATES_TRIED {
            let p = tail.len() - border;
            let mut n0 = start;
            while n0 > 0 && v[n0 - 1] == v[n0 - 1 + p] {
                n0 -= 1;
            }
            let needed = bound.certifying_count(n0 as u64, p as u64, self.t);
            if best.is_none_or(|(b, _, _)| needed < b) {
                best = Some((needed, n0, p));
            }
            border = failure[border - 1] as usize;
            tried += 1;
        }
        self.candidate = best.map(|(_, n0, p)| (n0, p));
    }
}

#[cfg(test)]
mod tests {
    use super::super::naive::NaiveEngine;
    use super::*;

    fn prove(code: &str, limit: usize) -> Option<(Period, usize)> {
        let rules = Rules::parse_code(code).unwrap();
        let mut engine = NaiveEngine::new(&rules);
        let mut prover = PeriodProver::new(&rules);
        let mut v: Vec<u8> = Vec::new();
        while v.len() < limit {
            let value = engine.value(&v, v.len());
            v.push(value as u8);
            prover.observe(&v);
            if let Some(period) = prover.proven() {
                return Some((period, v.len()));
            }
        }
        None
    }

    #[test]
    fn kayles_is_proven_as_soon_as_the_theorem_allows() {
        // Kayles (OEIS A002186): period 12, purely periodic from n = 71.
        let (period, count) = prove("0.77", 1000).unwrap();
        assert_eq!((period.preperiod, period.period), (71, 12));
        assert_eq!(count, 168);
    }

    #[test]
    fn dawsons_chess_and_kayles_are_proven() {
        // OEIS A002187: 0.137 has period 34 from 52, 0.07 from 53.
        let (period, _) = prove("0.137", 1000).unwrap();
        assert_eq!((period.preperiod, period.period), (52, 34));
        let (period, _) = prove("0.07", 1000).unwrap();
        assert_eq!((period.preperiod, period.period), (53, 34));
    }

    #[test]
    fn subtraction_codes_use_the_stronger_bound() {
        // 0.33: take 1 or 2 (Bash with k = 2): 0 1 2 0 1 2 ..., period 3 from 0; t = 2.
        let (period, count) = prove("0.33", 100).unwrap();
        assert_eq!((period.preperiod, period.period), (0, 3));
        assert_eq!(count, 8);
        assert!(!PeriodProver::new(&Rules::grundys_game()).applies());
    }
}
