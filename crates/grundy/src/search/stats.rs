//! What searches did: positions searched, table look-ups and hits, for `--stats` and for
//! tuning. Each computation counts its own searches, in its budget's
//! [context](crate::budget::Context): two computations at once never mix their figures.

use std::fmt;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::budget::{Budget, tr};

/// Counts of one search, or of every search a computation ran ([`SearchStats::total`]).
///
/// ```
/// use grundy::budget::Budget;
/// use grundy::search::SearchStats;
/// let budget = Budget::default();
/// let position = grundy::parse("cram(4,4) + cram(3,4)").unwrap();
/// let value = budget.run(|| position.nimber().unwrap());
/// assert_eq!(value, 1u32.into()); // 4 × 4 is 0 by symmetry; 3 × 4 is 1
/// let done = SearchStats::total(&budget);
/// assert!(done.theorems >= 1 && done.positions >= 1);
/// // Another computation counts its own.
/// assert!(SearchStats::total(&Budget::default()).is_empty());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SearchStats {
    /// Components whose options were listed and searched (the table did not know enough).
    pub positions: u64,
    /// Components looked up in the transposition table.
    pub lookups: u64,
    /// Look-ups that answered the question asked (an exact value, or a value ruled out).
    pub hits: u64,
    /// Components valued by a theorem instead of a search (a symmetry strategy).
    pub theorems: u64,
}

/// The totals of every search of one computation, kept in its budget's context.
#[derive(Default)]
struct Totals {
    positions: AtomicU64,
    lookups: AtomicU64,
    hits: AtomicU64,
    theorems: AtomicU64,
}

impl SearchStats {
    /// The totals of every search that charged `budget` (or a budget of its context) so far,
    /// on all threads.
    pub fn total(budget: &Budget) -> SearchStats {
        let totals = budget.context().get::<Totals>();
        SearchStats {
            positions: totals.positions.load(Ordering::Relaxed),
            lookups: totals.lookups.load(Ordering::Relaxed),
            hits: totals.hits.load(Ordering::Relaxed),
            theorems: totals.theorems.load(Ordering::Relaxed),
        }
    }

    /// What was done between `earlier` (a [`SearchStats::total`] taken before) and now.
    pub fn since(&self, earlier: &SearchStats) -> SearchStats {
        SearchStats {
            positions: self.positions.saturating_sub(earlier.positions),
            lookups: self.lookups.saturating_sub(earlier.lookups),
            hits: self.hits.saturating_sub(earlier.hits),
            theorems: self.theorems.saturating_sub(earlier.theorems),
        }
    }

    /// Adds these counts to the totals of the computation entered on this thread (done by each
    /// search as it ends).
    pub(crate) fn publish(&self) {
        let totals = Budget::current().context().get::<Totals>();
        totals
            .positions
            .fetch_add(self.positions, Ordering::Relaxed);
        totals.lookups.fetch_add(self.lookups, Ordering::Relaxed);
        totals.hits.fetch_add(self.hits, Ordering::Relaxed);
        totals.theorems.fetch_add(self.theorems, Ordering::Relaxed);
    }

    /// Whether no search ran.
    pub fn is_empty(&self) -> bool {
        *self == SearchStats::default()
    }
}

impl fmt::Display for SearchStats {
    /// `1234 positions searched, 5678 table look-ups, 4321 hits (76.1%), 12 valued by a
    /// theorem`, in the language of the computation entered on this thread.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rate = if self.lookups == 0 {
            0.0
        } else {
            100.0 * self.hits as f64 / self.lookups as f64
        };
        f.write_str(&tr!(
            "search-stats",
            positions = self.positions,
            lookups = self.lookups,
            hits = self.hits,
            rate = format!("{rate:.1}"),
            theorems = self.theorems
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_line_is_written_in_the_language_of_the_computation() {
        let stats = SearchStats {
            positions: 1234,
            lookups: 5678,
            hits: 4321,
            theorems: 12,
        };
        assert_eq!(
            stats.to_string(),
            "1234 positions searched, 5678 table look-ups, 4321 hits (76.1%), 12 valued by a theorem"
        );
        assert_eq!(
            crate::budget::chinese().run(|| stats.to_string()),
            "搜索了 1234 个局面，查表 5678 次，命中 4321 次（76.1%），12 个局面由定理求值"
        );
    }
}
