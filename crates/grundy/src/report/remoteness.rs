//! The remoteness of every heap of a one-heap family, or of every cell of a two-parameter one,
//! with the P-positions and the rules they follow: what `grundy seq --remoteness --json` and
//! `grundy table --remoteness --json` print and `GET /api/seq?remoteness=true` and
//! `/api/table?remoteness=true` return.
//!
//! Remoteness ([`crate::solver::remoteness`]) is how many moves the game lasts when the winner
//! hurries and the loser delays; even exactly at P-positions. It is computed by the definition,
//! by the plain recursion while no option splits and on sums otherwise, so a family whose moves
//! split heaps (Kayles) reaches far fewer heaps than its nim-values do: the report keeps those
//! computed before a limit and says why it stopped there, never a guess.

use serde::Serialize;

use super::seq::{MAX_RULE_VALUES, PPositions};
use super::table::check_size;
use crate::budget::Budget;
use crate::budget::tr;
use crate::rule_finder::{FoundRule, remoteness_sequence_rules, remoteness_table_rules};
use crate::{AnyFamily, GameError, LimitExceeded};

/// The most heaps a remoteness sequence lists: `R(0)` to `R(MAX_REMOTENESS_TO)`.
pub const MAX_REMOTENESS_TO: u64 = 10_000_000;

/// The remoteness of heaps `0..=to` of a one-heap family.
///
/// ```
/// use grundy::report::remoteness::RemotenessSeqReport;
/// use serde_json::json;
/// let family = grundy::parse_family("sub[1,2]").unwrap();
/// let report = RemotenessSeqReport::new(family.as_ref(), 8).unwrap();
/// let json = serde_json::to_value(&report).unwrap();
/// assert_eq!(json["remoteness"], json!([0, 1, 1, 2, 3, 3, 4, 5, 5]));
/// assert_eq!(json["p_positions"]["listed"], json!([0, 3, 6]));
/// // Kayles splits heaps, so its heaps are searched as sums, within the budget.
/// let kayles = grundy::parse_family("kayles").unwrap();
/// let budget = grundy::Budget::default().with_state_limit(2000);
/// let report = budget.run(|| RemotenessSeqReport::new(kayles.as_ref(), 200)).unwrap();
/// assert!(report.computed < 201);
/// assert!(report.stopped.unwrap().contains("state limit"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(
    feature = "openapi",
    derive(utoipa::ToSchema),
    schema(
        description = "The remoteness R(n) of heaps 0..=to of a one-heap family (null for a \
            drawn heap), the P-positions (even remoteness) and the rules they follow; when a \
            limit stopped the search, the heaps computed before it and why."
    )
)]
pub struct RemotenessSeqReport {
    /// The family, as written.
    pub family: String,
    /// The last heap size asked for.
    pub to: u64,
    /// `R(n)` for `n = 0, 1, …` (null for a drawn heap), as far as computed.
    pub remoteness: Vec<Option<u64>>,
    /// How many heaps were computed: `to + 1` unless a limit stopped the search.
    pub computed: u64,
    /// Why the search stopped before `to`, when it did.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stopped: Option<String>,
    /// The P-positions among the heaps computed.
    pub p_positions: PPositions,
    /// The rules the remoteness follows (all observed), then those of the P-positions.
    pub rules: Vec<FoundRule>,
}

impl RemotenessSeqReport {
    /// The remoteness of heaps `0..=to` under [`Budget::current`]; refuses a family that is
    /// not a one-heap family and `to` beyond [`MAX_REMOTENESS_TO`].
    pub fn new(family: &dyn AnyFamily, to: u64) -> Result<RemotenessSeqReport, GameError> {
        if to > MAX_REMOTENESS_TO {
            return Err(GameError::TooLarge(tr!(
                "too-large-remoteness-to",
                most = MAX_REMOTENESS_TO.to_string(),
                to = to.to_string()
            )));
        }
        let budget = Budget::current();
        budget.check_memory_of(to.saturating_add(1).saturating_mul(16), || {
            tr!("memory-remoteness-heaps", count = to.saturating_add(1))
        })?;
        let mut remoteness = Vec::new();
        let done = family.heap_remoteness(to, &mut remoteness).ok_or_else(|| {
            GameError::Unsupported(tr!("unsupported-not-one-heap", family = family.name()))
        })?;
        let stopped = stopped_by(done, remoteness.is_empty())?;
        let rules = match remoteness
            .iter()
            .take(MAX_RULE_VALUES)
            .copied()
            .collect::<Option<Vec<u64>>>()
        {
            Some(values) => remoteness_sequence_rules(&values),
            None => Vec::new(),
        };
        Ok(RemotenessSeqReport {
            family: family.name(),
            to,
            computed: remoteness.len() as u64,
            stopped,
            p_positions: PPositions::among(remoteness.iter().map(is_p)),
            remoteness,
            rules,
        })
    }
}

/// The remoteness `R(a, b)` of the positions of a two-parameter family.
///
/// ```
/// use grundy::report::remoteness::RemotenessTableReport;
/// let wythoff = grundy::parse_family("wythoff").unwrap();
/// let report = RemotenessTableReport::new(wythoff.as_ref(), 3, 4).unwrap();
/// // (1, 2) is lost in 2: to (0, 1), (0, 2), (1, 0) or (1, 1), each won at once.
/// assert_eq!(report.remoteness[1], [Some(1), Some(1), Some(2), Some(3)]);
/// assert_eq!(report.p_positions, [(0, 0), (1, 2), (2, 1)]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(
    feature = "openapi",
    derive(utoipa::ToSchema),
    schema(
        description = "The remoteness R(a, b) for a < rows and b < cols (null for a draw), row \
            by row, the P-positions (even remoteness) and the rules they follow; when a limit \
            stopped the search, the rows computed before it and why."
    )
)]
pub struct RemotenessTableReport {
    /// The family, as written.
    pub family: String,
    /// How many rows were asked for: `a = 0..rows`.
    pub rows: u64,
    /// How many columns: `b = 0..cols`.
    pub cols: u64,
    /// `remoteness[a][b] = R(a, b)` (null for a draw), for the complete rows computed.
    pub remoteness: Vec<Vec<Option<u64>>>,
    /// Why the search stopped before the last row, when it did.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stopped: Option<String>,
    /// The cells of even remoteness, row by row.
    pub p_positions: Vec<(u64, u64)>,
    /// The rules the remoteness follows (all observed), then those of the P-positions.
    pub rules: Vec<FoundRule>,
}

impl RemotenessTableReport {
    /// The remoteness of the positions `(a, b)`, `a < rows`, `b < cols`, under
    /// [`Budget::current`]; refuses a table of more than
    /// [`MAX_CELLS`](super::table::MAX_CELLS) cells and a family whose positions are not pairs.
    pub fn new(
        family: &dyn AnyFamily,
        rows: u64,
        cols: u64,
    ) -> Result<RemotenessTableReport, GameError> {
        check_size(rows, cols)?;
        let budget = Budget::current();
        budget.check_memory_of(rows.saturating_mul(cols).saturating_mul(16), || {
            tr!("memory-remoteness-table", rows = rows, cols = cols)
        })?;
        let mut found = Vec::new();
        let done = family
            .pair_remoteness(rows, cols, &mut found)
            .ok_or_else(|| {
                GameError::Unsupported(tr!(
                    "unsupported-not-two-parameters",
                    family = family.name()
                ))
            })?;
        let stopped = stopped_by(done, found.len() < cols as usize)?;
        let remoteness: Vec<Vec<Option<u64>>> = found
            .chunks_exact(cols as usize)
            .map(<[Option<u64>]>::to_vec)
            .collect();
        let p_positions = remoteness
            .iter()
            .enumerate()
            .flat_map(|(a, row)| {
                row.iter()
                    .enumerate()
                    .filter(|(_, r)| is_p(r))
                    .map(move |(b, _)| (a as u64, b as u64))
            })
            .collect();
        let rules = match remoteness
            .iter()
            .map(|row| row.iter().copied().collect::<Option<Vec<u64>>>())
            .collect::<Option<Vec<_>>>()
        {
            Some(values) => remoteness_table_rules(&values),
            None => Vec::new(),
        };
        Ok(RemotenessTableReport {
            family: family.name(),
            rows,
            cols,
            remoteness,
            stopped,
            p_positions,
            rules,
        })
    }
}

fn is_p(remoteness: &Option<u64>) -> bool {
    remoteness.is_some_and(|r| r.is_multiple_of(2))
}

/// Why a search that left its first results stopped: `None` when it finished; the reason when
/// a limit stopped it after some results; the error itself when it was interrupted or found
/// nothing.
fn stopped_by(done: Result<(), GameError>, nothing: bool) -> Result<Option<String>, GameError> {
    match done {
        Ok(()) => Ok(None),
        Err(error @ GameError::Limit(LimitExceeded::Cancelled)) => Err(error),
        Err(error) if nothing => Err(error),
        Err(error @ GameError::Limit(_)) => Ok(Some(error.to_string())),
        Err(error) => Err(error),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Outcome, SumRemoteness};

    /// The remoteness of one position, by search of it as a sum of components (another path:
    /// the components' own options, closed forms where a family has one).
    fn of_position(expr: &str) -> Option<u64> {
        match crate::parse(expr).unwrap().remoteness().unwrap() {
            SumRemoteness::Searched(r) => Some(r),
            SumRemoteness::Formula { moves, .. } => Some(u64::try_from(moves).unwrap()),
            SumRemoteness::Drawn => None,
        }
    }

    #[test]
    fn heaps_agree_with_the_search_of_each_position_and_with_the_outcome() {
        for name in [
            "sub[1,3,4]",
            "kayles",
            "fib",
            "nim",
            "bash[3]",
            "dawson",
            "grundy",
            "lasker",
        ] {
            let family = crate::parse_family(name).unwrap();
            let report = RemotenessSeqReport::new(family.as_ref(), 18).unwrap();
            assert_eq!(report.computed, 19, "{name}");
            for (n, r) in report.remoteness.iter().enumerate() {
                let expr = format!("{name}({n})");
                assert_eq!(*r, of_position(&expr), "{expr}");
                let outcome = crate::parse(&expr).unwrap().outcome().unwrap();
                assert_eq!(is_p(r), outcome == Outcome::P, "{expr}");
            }
        }
    }

    #[test]
    fn tables_agree_with_the_search_of_each_position() {
        for name in ["wythoff", "northcott"] {
            let Ok(family) = crate::parse_family(name) else {
                continue;
            };
            if family.pair_nimber(0, 0).is_none() {
                continue;
            }
            let report = RemotenessTableReport::new(family.as_ref(), 7, 7).unwrap();
            assert_eq!(report.stopped, None);
            for (a, row) in report.remoteness.iter().enumerate() {
                for (b, r) in row.iter().enumerate() {
                    let expr = format!("{name}({a},{b})");
                    assert_eq!(*r, of_position(&expr), "{expr}");
                }
            }
        }
    }

    #[test]
    fn a_limit_keeps_what_was_found_and_bad_requests_are_refused() {
        let kayles = crate::parse_family("kayles").unwrap();
        let budget = Budget::default().with_state_limit(500);
        let report = budget
            .run(|| RemotenessSeqReport::new(kayles.as_ref(), 100))
            .unwrap();
        assert!(
            report.computed > 5 && report.computed < 101,
            "{}",
            report.computed
        );
        assert_eq!(report.remoteness.len() as u64, report.computed);
        let nim = crate::parse_family("nim").unwrap();
        assert!(RemotenessSeqReport::new(nim.as_ref(), MAX_REMOTENESS_TO + 1).is_err());
        let error = RemotenessTableReport::new(nim.as_ref(), 3, 3).unwrap_err();
        assert!(
            error.to_string().contains("not a two-parameter family"),
            "{error}"
        );
        let wythoff = crate::parse_family("wythoff").unwrap();
        let error = RemotenessSeqReport::new(wythoff.as_ref(), 3).unwrap_err();
        assert!(
            error.to_string().contains("not a one-heap family"),
            "{error}"
        );
    }
}
