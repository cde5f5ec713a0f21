//! What searches did: positions searched, table look-ups and hits, for `--stats` and for
//! tuning.

use std::fmt;
use std::sync::atomic::{AtomicU64, Ordering};

/// Counts of one search, or of every search this process ran ([`SearchStats::total`]).
///
/// ```
/// use grundy::search::SearchStats;
/// let before = SearchStats::total();
/// let position = grundy::parse("cram(4,4) + cram(3,4)").unwrap();
/// assert_eq!(position.nimber().unwrap(), 1u32.into()); // 4 × 4 is 0 by symmetry; 3 × 4 is 1
/// let done = SearchStats::total().since(&before);
/// assert!(done.theorems >= 1 && done.positions >= 1);
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

/// The totals of every search of this process.
static POSITIONS: AtomicU64 = AtomicU64::new(0);
static LOOKUPS: AtomicU64 = AtomicU64::new(0);
static HITS: AtomicU64 = AtomicU64::new(0);
static THEOREMS: AtomicU64 = AtomicU64::new(0);

impl SearchStats {
    /// The totals of every search this process has run so far (all threads).
    pub fn total() -> SearchStats {
        SearchStats {
            positions: POSITIONS.load(Ordering::Relaxed),
            lookups: LOOKUPS.load(Ordering::Relaxed),
            hits: HITS.load(Ordering::Relaxed),
            theorems: THEOREMS.load(Ordering::Relaxed),
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

    /// Adds these counts to the process totals (done by each search as it ends).
    pub(crate) fn publish(&self) {
        POSITIONS.fetch_add(self.positions, Ordering::Relaxed);
        LOOKUPS.fetch_add(self.lookups, Ordering::Relaxed);
        HITS.fetch_add(self.hits, Ordering::Relaxed);
        THEOREMS.fetch_add(self.theorems, Ordering::Relaxed);
    }

    /// Whether no search ran.
    pub fn is_empty(&self) -> bool {
        *self == SearchStats::default()
    }
}

impl fmt::Display for SearchStats {
    /// `1234 positions searched, 5678 table look-ups, 4321 hits (76.1%), 12 by theorem`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rate = if self.lookups == 0 {
            0.0
        } else {
            100.0 * self.hits as f64 / self.lookups as f64
        };
        write!(
            f,
            "{} positions searched, {} table look-ups, {} hits ({rate:.1}%), {} valued by a theorem",
            self.positions, self.lookups, self.hits, self.theorems
        )
    }
}
