//! The table `G(a, b)` of a two-parameter family and the patterns seen in it: what `grundy
//! table --json` prints and `GET /api/table` returns.
//!
//! The JSON object: `{"family", "convention" ("normal" or "misere"), "rows", "cols", "values": [[G(0,0), G(0,1), …], …], "pattern":
//! {"rows", "columns", "symmetric", "p_positions", "p_lines", "p_lattice", "most_p_in_a_row",
//! "most_p_in_a_column"}, "rules": [{"kind", "text", "proven", "checked_to", "exceptions"}]}`
//! (see [`TablePattern`] and the [rule finder](crate::rule_finder)).

use serde::Serialize;

use crate::budget::Budget;
use crate::budget::tr;
use crate::misere::heaps::misere_pairs;
use crate::observed::{TablePattern, table_pattern};
use crate::rule_finder::{FoundRule, misere_table_rules, table_rules};
use crate::{AnyFamily, GameError};

/// The most cells a table may have.
pub const MAX_CELLS: u64 = 250_000;

/// The values `G(a, b)` for `a < rows` and `b < cols`, and the patterns they show (observed in
/// the table, not proven).
///
/// ```
/// use grundy::report::table::TableReport;
/// // Wythoff's game: P-positions (0,0), (1,2), (2,1), (3,5), ...
/// let wythoff = grundy::parse_family("wythoff").unwrap();
/// let report = TableReport::new(wythoff.as_ref(), 3, 3).unwrap();
/// assert_eq!(report.values, [[0, 1, 2], [1, 2, 0], [2, 0, 1]]);
/// assert_eq!(report.pattern.p_positions, [(0, 0), (1, 2), (2, 1)]);
/// // On a larger table, the rule finder sees Wythoff's pairs.
/// let larger = TableReport::new(wythoff.as_ref(), 30, 30).unwrap();
/// let pairs = larger.rules.iter().find(|rule| rule.kind == "p_beatty_pairs").unwrap();
/// assert!(pairs.text.starts_with("P-positions: (⌊kφ⌋, ⌊kφ²⌋) and (⌊kφ²⌋, ⌊kφ⌋) for k ≥ 0"));
/// let json = serde_json::to_value(&report).unwrap();
/// assert_eq!(json["values"][1], serde_json::json!([1, 2, 0]));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(
    feature = "openapi",
    derive(utoipa::ToSchema),
    schema(
        description = "The values `G(a, b)` for `a < rows` and `b < cols`, and the patterns they \
            show (observed in the table, not proven)."
    )
)]
pub struct TableReport {
    /// The family, as written.
    pub family: String,
    /// `"normal"`, or `"misere"` for the table of misère values `G⁻(a, b)` (where the player who
    /// makes the last move loses).
    pub convention: &'static str,
    /// How many rows: `a = 0..rows`.
    pub rows: u64,
    /// How many columns: `b = 0..cols`.
    pub cols: u64,
    /// `values[a][b] = G(a, b)`, or `G⁻(a, b)` in misère play (0 exactly at P-positions).
    pub values: Vec<Vec<u64>>,
    /// The periodic rows and columns, symmetry, and where the P-positions lie.
    pub pattern: TablePattern,
    /// The rules the values follow, simplest first ([`crate::rule_finder::table_rules`]).
    pub rules: Vec<FoundRule>,
}

impl TableReport {
    /// The table of `family` with `rows` rows and `cols` columns, under [`Budget::current`]:
    /// its memory limit before starting, its deadline and cancellation after every row.
    /// Refuses an empty table, one of more than [`MAX_CELLS`] cells, a family whose positions
    /// are not pairs, and values beyond 64 bits.
    pub fn new(family: &dyn AnyFamily, rows: u64, cols: u64) -> Result<TableReport, GameError> {
        TableReport::computed(family, rows, cols, false)
    }

    /// The table of misère Grundy values `G⁻(a, b)` (1 for a position with no move, else the
    /// mex of its options'; 0 exactly where the player to move loses when the last mover
    /// loses), by exhaustive search of the definition ([`crate::misere::heaps::misere_pairs`])
    /// under [`Budget::current`], with the patterns and rules (stated with `G⁻`) they show.
    ///
    /// ```
    /// use grundy::report::table::TableReport;
    /// // Misère Wythoff: the P-positions (0, 1), (1, 0), (2, 2), then Wythoff's pairs.
    /// let wythoff = grundy::parse_family("wythoff").unwrap();
    /// let report = TableReport::misere(wythoff.as_ref(), 6, 6).unwrap();
    /// assert_eq!(report.convention, "misere");
    /// assert_eq!(report.pattern.p_positions, [(0, 1), (1, 0), (2, 2), (3, 5), (5, 3)]);
    /// ```
    pub fn misere(family: &dyn AnyFamily, rows: u64, cols: u64) -> Result<TableReport, GameError> {
        TableReport::computed(family, rows, cols, true)
    }

    /// The table in normal or misère play, its pattern and rules.
    fn computed(
        family: &dyn AnyFamily,
        rows: u64,
        cols: u64,
        misere: bool,
    ) -> Result<TableReport, GameError> {
        check_size(rows, cols)?;
        let budget = Budget::current();
        // Entered, so that every cell computes in one context and shares its caches (Wythoff's
        // value table) even when the caller entered no budget.
        let _entered = budget.enter();
        budget.check_memory_of(rows.saturating_mul(cols).saturating_mul(8), || {
            tr!("memory-value-table", rows = rows, cols = cols)
        })?;
        let values = if misere {
            misere_pairs(family, rows, cols)?
        } else {
            values(family, rows, cols)?
        };
        let pattern = table_pattern(&values);
        let rules = if misere {
            misere_table_rules(&values)
        } else {
            table_rules(&values)
        };
        Ok(TableReport {
            family: family.name(),
            convention: if misere { "misere" } else { "normal" },
            rows,
            cols,
            values,
            pattern,
            rules,
        })
    }
}

/// Refuses an empty table and one of more than [`MAX_CELLS`] cells.
pub(crate) fn check_size(rows: u64, cols: u64) -> Result<(), GameError> {
    if rows == 0 || cols == 0 {
        return Err(GameError::Unsupported(tr!(
            "unsupported-empty-table",
            most = MAX_CELLS.to_string(),
            rows = rows.to_string(),
            cols = cols.to_string()
        )));
    }
    if rows.saturating_mul(cols) > MAX_CELLS {
        return Err(GameError::TooLarge(tr!(
            "too-large-table",
            rows = rows.to_string(),
            cols = cols.to_string(),
            most = MAX_CELLS.to_string()
        )));
    }
    Ok(())
}

/// G(a, b) for every cell, row by row.
fn values(family: &dyn AnyFamily, rows: u64, cols: u64) -> Result<Vec<Vec<u64>>, GameError> {
    let budget = Budget::current();
    let mut table = Vec::with_capacity(rows as usize);
    let expected = budget.expect_progress(rows.saturating_mul(cols));
    for a in 0..rows {
        budget.check()?;
        let row = (0..cols)
            .map(|b| match family.pair_nimber(a, b) {
                Some(value) => u64::try_from(value?).map_err(|_| {
                    GameError::TooLarge(tr!(
                        "too-large-cell-64-bits",
                        a = a.to_string(),
                        b = b.to_string()
                    ))
                }),
                None => Err(GameError::Unsupported(tr!(
                    "unsupported-no-table",
                    family = family.name()
                ))),
            })
            .collect::<Result<Vec<u64>, GameError>>()?;
        table.push(row);
        expected.advance(cols);
    }
    Ok(table)
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::LimitExceeded;

    /// Wythoff's game on a `size × size` table by the mex over every move (any number from one
    /// pile, or the same number from both), `terminal` at (0, 0): 0 in normal play, 1 for the
    /// misère values.
    fn wythoff_by_mex(size: usize, terminal: u64) -> Vec<Vec<u64>> {
        let mut values = vec![vec![0u64; size]; size];
        for a in 0..size {
            for b in 0..size {
                let mut options = Vec::new();
                options.extend((0..a).map(|x| values[x][b]));
                options.extend((0..b).map(|y| values[a][y]));
                options.extend((1..=a.min(b)).map(|k| values[a - k][b - k]));
                values[a][b] = if options.is_empty() {
                    terminal
                } else {
                    crate::mex(&options)
                };
            }
        }
        values
    }

    #[test]
    fn wythoff_5_by_5_has_its_values_and_p_positions() {
        let wythoff = crate::parse_family("wythoff").unwrap();
        let report = TableReport::new(wythoff.as_ref(), 5, 5).unwrap();
        let expected = wythoff_by_mex(5, 0);
        assert_eq!(report.values, expected);
        assert_eq!(report.values[1], [1, 2, 0, 4, 5]);
        // The P-positions (0,0), (1,2), (2,1), (3,5)... within the table.
        assert_eq!(report.pattern.p_positions, [(0, 0), (1, 2), (2, 1)]);
        assert!(report.pattern.symmetric);
        let json = serde_json::to_value(&report).unwrap();
        let keys: Vec<&String> = json.as_object().unwrap().keys().collect();
        assert_eq!(
            keys,
            [
                "family",
                "convention",
                "rows",
                "cols",
                "values",
                "pattern",
                "rules"
            ]
        );
        assert_eq!(json["family"], "wythoff");
        assert_eq!(
            (json["rows"].clone(), json["cols"].clone()),
            (json!(5), json!(5))
        );
        assert_eq!(json["values"], json!(expected));
        assert_eq!(
            json["pattern"]["p_positions"],
            json!([[0, 0], [1, 2], [2, 1]])
        );
    }

    #[test]
    fn misere_wythoff_is_the_definition() {
        let wythoff = crate::parse_family("wythoff").unwrap();
        let report = TableReport::misere(wythoff.as_ref(), 9, 9).unwrap();
        // G⁻: 1 where no move is left.
        assert_eq!(report.values, wythoff_by_mex(9, 1));
        assert_eq!(report.convention, "misere");
        assert!(report.rules.iter().all(|rule| !rule.text.contains("G(")));
        let nim = crate::parse_family("nim").unwrap();
        let error = TableReport::misere(nim.as_ref(), 3, 3).unwrap_err();
        assert!(error.to_string().contains("no two-parameter"), "{error}");
    }

    #[test]
    fn bad_sizes_and_families_are_refused() {
        let wythoff = crate::parse_family("wythoff").unwrap();
        let refused = |rows, cols| {
            TableReport::new(wythoff.as_ref(), rows, cols)
                .unwrap_err()
                .to_string()
        };
        assert!(refused(0, 5).contains("at least one row"));
        assert!(refused(1000, 1000).contains("cells"));
        let nim = crate::parse_family("nim").unwrap();
        let error = TableReport::new(nim.as_ref(), 3, 3).unwrap_err();
        assert!(
            error.to_string().contains("no two-parameter positions"),
            "{error}"
        );
    }

    #[test]
    fn a_table_stops_when_its_budget_is_cancelled() {
        let family = crate::parse_family("wythoff").unwrap();
        let budget = Budget::default();
        budget.cancel();
        let result = budget.run(|| TableReport::new(family.as_ref(), 3, 3));
        assert_eq!(result, Err(GameError::Limit(LimitExceeded::Cancelled)));
        let small = Budget::default().with_memory_limit(100);
        let result = small.run(|| TableReport::new(family.as_ref(), 10, 10));
        assert!(
            matches!(&result, Err(GameError::Limit(LimitExceeded::Memory { .. }))),
            "{result:?}"
        );
    }
}
