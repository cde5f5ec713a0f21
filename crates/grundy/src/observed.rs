//! Patterns observed in computed values: periods of 1-D nim-sequences, and for 2-D tables of
//! values (two-parameter games such as a piece on a board) the periodic rows and columns and
//! where the P-positions lie.
//!
//! Everything here is *observed* on a finite prefix, never proven: a period found in the first
//! 100 values may fail at 101. Reports say so ([`PeriodReport::proven`] is `false`); a family
//! that can prove its period reports it through [`Heaps::period`](crate::Heaps::period).

use serde::Serialize;

use crate::PeriodReport;
use crate::period;

/// The smallest (arithmetic) period visible in `values`, flagged as observed (see
/// [`crate::period::observed_period`] for what counts as visible).
///
/// ```
/// use grundy::observed::observed_period;
/// // Lasker's Nim: 0, then 1 2 4 3, 5 6 8 7, ... (period 4, saltus 4, from n = 1).
/// let lasker = [0, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11, 13, 14, 16, 15];
/// let report = observed_period(&lasker).unwrap();
/// assert_eq!((report.period.preperiod, report.period.period, report.period.saltus), (1, 4, 4));
/// assert!(!report.proven);
/// ```
pub fn observed_period(values: &[u64]) -> Option<PeriodReport> {
    period::observed_period(values.len(), |n| values[n])
        .map(|found| PeriodReport::observed(found, values.len()))
}

/// A family of parallel lines in the (a, b) plane, each given by a constant: `b - a = c`
/// (diagonals), `a + b = c` (anti-diagonals), `a = c` (rows) or `b = c` (columns).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Lines {
    /// The left-hand side: `"b - a"`, `"a + b"`, `"a"` or `"b"`.
    pub form: &'static str,
    /// The constants: the lines are `form = c` for each `c`.
    pub constants: Vec<i64>,
}

/// What the values of a two-parameter table `G(a, b)` look like.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TablePattern {
    /// For each row `a`, the period of `b ↦ G(a, b)`, if one is visible.
    pub rows: Vec<Option<PeriodReport>>,
    /// For each column `b`, the period of `a ↦ G(a, b)`, if one is visible.
    pub columns: Vec<Option<PeriodReport>>,
    /// Whether `G(a, b) = G(b, a)` wherever both are in the table.
    pub symmetric: bool,
    /// The P-positions `[a, b]` (value 0), row by row.
    pub p_positions: Vec<(u64, u64)>,
    /// The fewest parallel lines holding every P-position, when at most three (`MAX_LINES`)
    /// do.
    #[cfg_attr(feature = "openapi", schema(required))]
    pub p_lines: Option<Lines>,
    /// The smallest `(pa, pb)` such that whether `(a, b)` is a P-position depends only on
    /// `(a mod pa, b mod pb)`, when that holds with at least two repetitions each way.
    #[cfg_attr(feature = "openapi", schema(required))]
    pub p_lattice: Option<(u64, u64)>,
    /// The most P-positions in one row.
    pub most_p_in_a_row: usize,
    /// The most P-positions in one column.
    pub most_p_in_a_column: usize,
}

/// The most lines [`TablePattern::p_lines`] reports.
pub(crate) const MAX_LINES: usize = 3;

/// Reads the patterns of the table `values[a][b] = G(a, b)` (rows of equal length).
///
/// ```
/// use grundy::observed::table_pattern;
/// // G(a, b) = a XOR b: two Nim heaps. P-positions on the diagonal.
/// let values: Vec<Vec<u64>> = (0..8).map(|a| (0..8).map(|b| a ^ b).collect()).collect();
/// let pattern = table_pattern(&values);
/// assert!(pattern.symmetric);
/// let lines = pattern.p_lines.unwrap();
/// assert_eq!((lines.form, lines.constants), ("b - a", vec![0]));
/// assert_eq!(pattern.most_p_in_a_row, 1);
/// ```
pub fn table_pattern(values: &[Vec<u64>]) -> TablePattern {
    let row_count = values.len();
    let column_count = values.first().map_or(0, Vec::len);
    let rows = values.iter().map(|row| observed_period(row)).collect();
    let columns = (0..column_count)
        .map(|b| observed_period(&values.iter().map(|row| row[b]).collect::<Vec<u64>>()))
        .collect();
    let square = row_count.min(column_count);
    let symmetric = (0..square).all(|a| (0..a).all(|b| values[a][b] == values[b][a]));
    let p_positions: Vec<(u64, u64)> = values
        .iter()
        .enumerate()
        .flat_map(|(a, row)| {
            row.iter()
                .enumerate()
                .filter(|&(_, &value)| value == 0)
                .map(move |(b, _)| (a as u64, b as u64))
        })
        .collect();
    let count_by = |key: fn(&(u64, u64)) -> u64| {
        let mut counts = std::collections::HashMap::new();
        for position in &p_positions {
            *counts.entry(key(position)).or_insert(0usize) += 1;
        }
        counts.into_values().max().unwrap_or(0)
    };
    TablePattern {
        rows,
        columns,
        symmetric,
        p_lines: fewest_lines(&p_positions),
        p_lattice: lattice(values),
        most_p_in_a_row: count_by(|&(a, _)| a),
        most_p_in_a_column: count_by(|&(_, b)| b),
        p_positions,
    }
}

fn fewest_lines(positions: &[(u64, u64)]) -> Option<Lines> {
    if positions.len() < 2 {
        return None;
    }
    type Form = (&'static str, fn(i64, i64) -> i64);
    let forms: [Form; 4] = [
        ("b - a", |a, b| b - a),
        ("a + b", |a, b| a + b),
        ("a", |a, _| a),
        ("b", |_, b| b),
    ];
    forms
        .iter()
        .map(|&(form, constant)| {
            let mut constants: Vec<i64> = positions
                .iter()
                .map(|&(a, b)| constant(a as i64, b as i64))
                .collect();
            constants.sort_unstable();
            constants.dedup();
            Lines { form, constants }
        })
        .filter(|lines| {
            lines.constants.len() <= MAX_LINES && lines.constants.len() < positions.len()
        })
        .min_by_key(|lines| lines.constants.len())
}

/// The smallest periods of the P-position indicator along rows and along columns, each seen
/// at least twice.
pub(crate) fn lattice(values: &[Vec<u64>]) -> Option<(u64, u64)> {
    let is_p = |a: usize, b: usize| values[a][b] == 0;
    let row_count = values.len();
    let column_count = values.first().map_or(0, Vec::len);
    let along_a = (1..=row_count / 2).find(|&p| {
        (p..row_count).all(|a| (0..column_count).all(|b| is_p(a, b) == is_p(a - p, b)))
    })?;
    let along_b = (1..=column_count / 2).find(|&p| {
        (0..row_count).all(|a| (p..column_count).all(|b| is_p(a, b) == is_p(a, b - p)))
    })?;
    Some((along_a as u64, along_b as u64))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Period;
    use crate::period::{MIN_REPEATING_VALUES, MIN_REPETITIONS};
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        /// A sequence built with a known period is found to have that period or a divisor of it,
        /// and whatever is found really holds.
        #[test]
        fn built_periods_are_found(
            prefix in proptest::collection::vec(0u64..9, 0..6),
            block in proptest::collection::vec(0u64..9, 1..6),
            saltus in 0u64..3,
            repetitions in 4usize..8,
        ) {
            let mut values = prefix.clone();
            for round in 0..repetitions as u64 + 2 {
                values.extend(block.iter().map(|v| v + round * saltus));
            }
            let report = observed_period(&values).expect("a period is visible");
            let period = report.period;
            prop_assert!(period.holds_on(&values));
            prop_assert!(period.period as usize <= block.len());
            prop_assert!(period.preperiod as usize <= prefix.len());
        }

        #[test]
        fn the_search_agrees_with_brute_force(values in proptest::collection::vec(0u64..4, 0..40)) {
            prop_assert_eq!(observed_period(&values).map(|report| report.period), brute_force(&values));
        }
    }

    /// Tries every period, and for each every preperiod from 0 up, by the definition.
    fn brute_force(values: &[u64]) -> Option<Period> {
        let length = values.len();
        for period in 1..=length {
            for preperiod in 0..length {
                let repeating = length - preperiod;
                if repeating < MIN_REPETITIONS * period
                    || repeating < MIN_REPEATING_VALUES
                    || 2 * repeating < length
                {
                    break;
                }
                let last = length - 1;
                let Some(saltus) = values[last].checked_sub(values[last - period]) else {
                    break;
                };
                let candidate = Period {
                    preperiod: preperiod as u64,
                    period: period as u64,
                    saltus,
                };
                if candidate.holds_on(values) {
                    return Some(candidate);
                }
            }
        }
        None
    }

    #[test]
    fn subtraction_and_constant_sequences() {
        let sub134: Vec<u64> = (0..30).map(|n| [0, 1, 0, 1, 2, 3, 2][n % 7]).collect();
        let report = observed_period(&sub134).unwrap();
        assert_eq!(
            report.period,
            Period {
                preperiod: 0,
                period: 7,
                saltus: 0
            }
        );
        assert_eq!(report.checked_to, Some(30));
        let nim: Vec<u64> = (0..10).collect();
        assert_eq!(observed_period(&nim[..5]), None, "too few values");
        assert_eq!(observed_period(&nim).unwrap().period.saltus, 1);
        assert_eq!(observed_period(&[]), None);
        assert_eq!(observed_period(&[0, 0, 0, 0, 0]), None, "too short to tell");
    }

    #[test]
    fn a_king_board_has_a_lattice_of_p_positions() {
        // King toward the corner: P-positions where both coordinates are even.
        let values: Vec<Vec<u64>> = (0..10u64)
            .map(|a| {
                (0..12u64)
                    .map(|b| {
                        if a % 2 == 0 && b % 2 == 0 {
                            0
                        } else {
                            1 + (a + b) % 3
                        }
                    })
                    .collect()
            })
            .collect();
        let pattern = table_pattern(&values);
        assert_eq!(pattern.p_lattice, Some((2, 2)));
        assert_eq!(pattern.p_positions.len(), 30);
        assert_eq!(pattern.p_lines, None);
        assert_eq!(pattern.most_p_in_a_row, 6);
        assert_eq!(pattern.most_p_in_a_column, 5);
    }
}
