//! A family swept over one integer parameter: `grundy seq "powers[1..12]" --to 200`, one row
//! per value of the parameter (its period and the rules its values follow) and a summary of how
//! they depend on the parameter ("P odd: G(n) = n mod 2", "P even: period P + 1"), observed on
//! the rows computed and never claimed beyond them.
//!
//! The parameter is written as a range in the family: `A..B` as a whole argument in brackets
//! (`powers[1..12]`, `sub[1,2..6]`), or `{A..B}` anywhere (`octal[0.{1..7}7]`,
//! `coins[run[{1..6}]]`). Each value of the range is put in its place and the family read again,
//! so every family with an integer parameter, and a script reading one, can be swept.
//!
//! The JSON object: `{"pattern", "name", "first", "last", "rows": [{"parameter", "family", "period",
//! "rules", "error"}], "summary": ["P odd: G(n) = n mod 2", …]}`.

use std::sync::Arc;

use serde::Serialize;

use super::seq::{SeqReport, SeqRequest};
use crate::budget::{Budget, tr};
use crate::parse::Parser;
use crate::rule_finder::{Domain, FoundRule, shape_of};
use crate::{AnyFamily, GameError, PeriodReport};

/// The most values a parameter may take in one sweep.
pub const MAX_PARAMETER_VALUES: u64 = 64;

/// The fewest rows a period linear in the parameter is stated from (two points fit any line).
const MIN_ROWS_FOR_A_LINE: usize = 3;

/// A family with one parameter written as a range, split into the text around the range and
/// the range itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParameterRange {
    before: String,
    after: String,
    /// What the parameter is called: a script's name for it (`P` in `P=1..12`), else `P`.
    pub name: String,
    /// The first value.
    pub first: u64,
    /// The last value.
    pub last: u64,
}

impl ParameterRange {
    /// The range in `pattern`, if it has one: `Ok(None)` for a family without `..`, an error for
    /// a range written wrongly (two ranges, no digits, a backward or too long range).
    ///
    /// ```
    /// use grundy::report::param_sweep::ParameterRange;
    /// let range = ParameterRange::find("powers[1..12]").unwrap().unwrap();
    /// assert_eq!((range.first, range.last), (1, 12));
    /// assert_eq!(range.family(5), "powers[5]");
    /// let range = ParameterRange::find("octal[0.{1..7}7]").unwrap().unwrap();
    /// assert_eq!(range.family(3), "octal[0.37]");
    /// assert!(ParameterRange::find("kayles").unwrap().is_none());
    /// assert!(ParameterRange::find("sub[1..3,4..5]").is_err());
    /// ```
    pub fn find(pattern: &str) -> Result<Option<ParameterRange>, GameError> {
        let bad = |why: String| {
            Err(GameError::Unsupported(tr!(
                "sweep-bad-range",
                why = why,
                pattern = pattern
            )))
        };
        // `..` beside a path separator is part of a file's path (`script[../f.rhai, P=1..5]`);
        // of the others, the range is the one with digits on both sides.
        let candidates: Vec<usize> = pattern
            .match_indices("..")
            .map(|(at, _)| at)
            .filter(|&at| {
                let separator = |c: Option<char>| matches!(c, Some('/' | '\\'));
                !separator(pattern[..at].chars().next_back())
                    && !separator(pattern[at + 2..].chars().next())
            })
            .collect();
        let digit = |c: Option<char>| c.is_some_and(|c| c.is_ascii_digit());
        let ranges: Vec<usize> = candidates
            .iter()
            .copied()
            .filter(|&at| {
                digit(pattern[..at].chars().next_back()) && digit(pattern[at + 2..].chars().next())
            })
            .collect();
        let dots = match (ranges.as_slice(), candidates.first()) {
            ([dots], _) => *dots,
            ([], None) => return Ok(None),
            ([], Some(&first)) => first,
            _ => return bad(tr!("sweep-two-ranges")),
        };
        let digits_before = pattern[..dots]
            .bytes()
            .rev()
            .take_while(u8::is_ascii_digit)
            .count();
        let digits_after = pattern[dots + 2..]
            .bytes()
            .take_while(u8::is_ascii_digit)
            .count();
        if digits_before == 0 || digits_after == 0 {
            return bad(tr!("sweep-range-no-number"));
        }
        let start = dots - digits_before;
        let end = dots + 2 + digits_after;
        let (Ok(first), Ok(last)) = (
            pattern[start..dots].parse::<u64>(),
            pattern[dots + 2..end].parse::<u64>(),
        ) else {
            return bad(tr!("sweep-range-too-large"));
        };
        let left = pattern[..start].chars().next_back();
        let right = pattern[end..].chars().next();
        let (before, after) = match (left, right) {
            (Some('{'), Some('}')) => (&pattern[..start - 1], &pattern[end + 1..]),
            (Some('[' | ',' | '='), Some(',' | ']')) => (&pattern[..start], &pattern[end..]),
            _ => return bad(tr!("sweep-range-needs-braces")),
        };
        if first > last {
            return bad(tr!("sweep-range-backwards"));
        }
        if last - first >= MAX_PARAMETER_VALUES {
            return Err(GameError::Unsupported(tr!(
                "sweep-too-many-values",
                pattern = pattern,
                count = (u128::from(last - first) + 1).to_string(),
                most = MAX_PARAMETER_VALUES.to_string()
            )));
        }
        let name = match left {
            Some('=') => {
                let before_equals = &pattern[..start - 1];
                let letters = before_equals
                    .bytes()
                    .rev()
                    .take_while(|&b| b.is_ascii_alphanumeric() || b == b'_')
                    .count();
                before_equals[before_equals.len() - letters..].to_string()
            }
            _ => "P".to_string(),
        };
        Ok(Some(ParameterRange {
            before: before.to_string(),
            after: after.to_string(),
            name,
            first,
            last,
        }))
    }

    /// The family with the parameter `value` in place of the range.
    pub fn family(&self, value: u64) -> String {
        format!("{}{value}{}", self.before, self.after)
    }
}

/// One value of the parameter: its family's period and rules, or why it has none.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ParameterRow {
    /// The value of the parameter.
    pub parameter: u64,
    /// The family at that value, as written (`powers[4]`).
    pub family: String,
    /// The period of its nim-sequence, proven or observed (see the sequence report).
    pub period: Option<PeriodReport>,
    /// The rules its values follow, simplest first (the rule finder's).
    pub rules: Vec<FoundRule>,
    /// Why the family has no sequence at this value (`bash[0]` is no game), if it has none.
    pub error: Option<String>,
}

/// One cell of a sweep's row as a table (see [`ParameterRow::cells`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cell {
    /// A whole number.
    Integer(u64),
    /// A yes or no.
    Flag(bool),
    /// Text.
    Text(String),
    /// Nothing known (an empty CSV field, a missing value in a DataFrame).
    Missing,
}

impl std::fmt::Display for Cell {
    /// As a CSV field, before quoting: nothing for a missing cell.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Cell::Integer(n) => write!(f, "{n}"),
            Cell::Flag(flag) => write!(f, "{flag}"),
            Cell::Text(text) => f.write_str(text),
            Cell::Missing => Ok(()),
        }
    }
}

impl ParameterRow {
    /// The columns of a sweep as a table: `seq PATTERN --format csv` writes them, and Python's
    /// `param_sweep` DataFrame has them.
    pub const COLUMNS: [&'static str; 8] = [
        "parameter",
        "family",
        "preperiod",
        "period",
        "saltus",
        "proven",
        "rule",
        "error",
    ];

    /// The row's cells under [`ParameterRow::COLUMNS`]: the period's parts, the first rule.
    ///
    /// ```
    /// use grundy::parse::Parser;
    /// use grundy::report::param_sweep::{Cell, ParamSweepReport, ParameterRow};
    /// let report = ParamSweepReport::new("powers[1..2]", Some(50), &Parser::new()).unwrap();
    /// let cells = report.rows[1].cells();
    /// assert_eq!(cells[ParameterRow::COLUMNS.iter().position(|c| *c == "period").unwrap()], Cell::Integer(3));
    /// assert_eq!(cells[7], Cell::Missing); // no error
    /// assert_eq!(report.rows[0].cells()[3], Cell::Missing); // powers[1] is no game
    /// ```
    pub fn cells(&self) -> [Cell; 8] {
        let period =
            |part: fn(&PeriodReport) -> Cell| self.period.as_ref().map_or(Cell::Missing, part);
        let text = |text: Option<&str>| text.map_or(Cell::Missing, |t| Cell::Text(t.to_string()));
        [
            Cell::Integer(self.parameter),
            Cell::Text(self.family.clone()),
            period(|p| Cell::Integer(p.period.preperiod)),
            period(|p| Cell::Integer(p.period.period)),
            period(|p| Cell::Integer(p.period.saltus)),
            period(|p| Cell::Flag(p.proven)),
            text(self.rules.first().map(|rule| rule.text.as_str())),
            text(self.error.as_deref()),
        ]
    }
}

/// A family swept over one parameter: a row per value and how the rows depend on it.
///
/// ```
/// use grundy::parse::Parser;
/// use grundy::report::param_sweep::ParamSweepReport;
/// // Take a power of P stones (P ≥ 2; powers[1] is no game, and says so in its row).
/// let report = ParamSweepReport::new("powers[1..12]", Some(200), &Parser::new()).unwrap();
/// assert_eq!(report.rows.len(), 12);
/// assert_eq!(report.rows[3].family, "powers[4]");
/// assert!(report.rows[0].error.is_some());
/// assert_eq!(report.summary, ["P odd: G(n) = n mod 2", "P even: period P + 1"]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ParamSweepReport {
    /// The family with its range, as written.
    pub pattern: String,
    /// What the parameter is called: the script's name for it (`K` in `rules[K=1..8]`), else
    /// `P`.
    pub name: String,
    /// The first value of the parameter.
    pub first: u64,
    /// The last value of the parameter.
    pub last: u64,
    /// One row per value, in order.
    pub rows: Vec<ParameterRow>,
    /// How the rows depend on the parameter, written `P`: one line for every value, or one for
    /// the odd and one for the even values (observed on these rows only).
    pub summary: Vec<String>,
}

impl ParamSweepReport {
    /// Sweeps `pattern` (a family with a range, see [`ParameterRange`]), each value's family
    /// read by `parser` (whose policy says whether files may be read): the sequence of each
    /// value up to heap `to` (a take-and-break game without `to`: until its period is proven),
    /// under [`Budget::current`]. A value whose family cannot be read or computed gets a row
    /// with its error; a limit of the budget ends the sweep.
    pub fn new(
        pattern: &str,
        to: Option<u64>,
        parser: &Parser,
    ) -> Result<ParamSweepReport, GameError> {
        let Some(range) = ParameterRange::find(pattern)? else {
            return Err(GameError::Unsupported(tr!(
                "sweep-no-range",
                pattern = pattern
            )));
        };
        let budget = Budget::current();
        let expected = budget.expect_progress(range.last - range.first + 1);
        let mut rows = Vec::new();
        for parameter in range.first..=range.last {
            budget.check()?;
            let family = range.family(parameter);
            rows.push(match parser.parse_family(&family) {
                Ok(parsed) => row(parameter, family, parsed, to)?,
                Err(error) => ParameterRow {
                    parameter,
                    family,
                    period: None,
                    rules: Vec::new(),
                    error: Some(error.to_string()),
                },
            });
            expected.advance(1);
        }
        let summary = summary(&rows, &range.name);
        Ok(ParamSweepReport {
            pattern: pattern.to_string(),
            name: range.name,
            first: range.first,
            last: range.last,
            rows,
            summary,
        })
    }
}

/// The row of one value: its period and rules; a family that has no sequence (no one-heap
/// positions, no natural end) gets its error, and a limit of the budget ends the sweep.
fn row(
    parameter: u64,
    family: String,
    parsed: Arc<dyn AnyFamily>,
    to: Option<u64>,
) -> Result<ParameterRow, GameError> {
    let request = SeqRequest {
        to,
        values: false,
        ..SeqRequest::default()
    };
    let found = SeqReport::new(parsed, &request).and_then(|report| {
        let period = report.period()?;
        let rules = report
            .findings()?
            .map(|findings| findings.rules.clone())
            .unwrap_or_default();
        Ok((period, rules))
    });
    match found {
        Ok((period, rules)) => Ok(ParameterRow {
            parameter,
            family,
            period,
            rules,
            error: None,
        }),
        Err(GameError::Limit(limit)) => Err(GameError::Limit(limit)),
        Err(error) => Ok(ParameterRow {
            parameter,
            family,
            period: None,
            rules: Vec::new(),
            error: Some(error.to_string()),
        }),
    }
}

/// How the rows depend on the parameter: one description for every row if one fits, else one
/// for the odd and one for the even values. Values without a game are left out.
fn summary(rows: &[ParameterRow], name: &str) -> Vec<String> {
    let rows: Vec<&ParameterRow> = rows.iter().filter(|row| row.error.is_none()).collect();
    if rows.len() < 2 {
        return Vec::new();
    }
    let all = rows.clone();
    if let Some(common) = describe(&all, name) {
        return vec![tr!("sweep-summary-every", name = name, rule = common)];
    }
    let (odd, even): (Vec<&ParameterRow>, Vec<&ParameterRow>) =
        rows.into_iter().partition(|row| row.parameter % 2 == 1);
    [(true, odd), (false, even)]
        .into_iter()
        .filter(|(_, class)| !class.is_empty())
        .map(|(odd, class)| {
            let common = describe(&class, name).unwrap_or_else(|| tr!("sweep-summary-no-rule"));
            if odd {
                tr!("sweep-summary-odd", name = name, rule = common)
            } else {
                tr!("sweep-summary-even", name = name, rule = common)
            }
        })
        .collect()
}

/// What the rows have in common: the same rule of the values, else a period (and preperiod and
/// saltus) linear in the parameter, else the same rule of the P-positions.
fn describe(rows: &[&ParameterRow], name: &str) -> Option<String> {
    let first_of = |row: &ParameterRow, domain: Domain| {
        row.rules
            .iter()
            .find(|rule| {
                rule.exceptions.is_empty()
                    && shape_of(rule.kind).is_some_and(|s| s.domain == domain)
            })
            .map(|rule| rule.text.clone())
    };
    let same = |domain: Domain| {
        let texts: Option<Vec<String>> = rows.iter().map(|row| first_of(row, domain)).collect();
        texts
            .filter(|texts| texts.windows(2).all(|w| w[0] == w[1]))
            .and_then(|texts| texts.into_iter().next())
    };
    if let Some(text) = same(Domain::HeapValues) {
        return Some(text);
    }
    if rows.len() >= MIN_ROWS_FOR_A_LINE
        && let Some(periods) = rows
            .iter()
            .map(|row| row.period.as_ref().map(|p| (row.parameter, p.period)))
            .collect::<Option<Vec<_>>>()
    {
        let line = |part: fn(&crate::Period) -> u64| {
            linear(periods.iter().map(|&(x, period)| (x, part(&period))), name)
        };
        if let (Some(period), Some(preperiod), Some(saltus)) = (
            line(|p| p.period),
            line(|p| p.preperiod),
            line(|p| p.saltus),
        ) {
            return Some(match (preperiod == "0", saltus == "0") {
                (true, true) => tr!("sweep-period", period = period),
                (false, true) => tr!("sweep-period-from", period = period, preperiod = preperiod),
                (true, false) => tr!("sweep-period-saltus", period = period, saltus = saltus),
                (false, false) => tr!(
                    "sweep-period-from-saltus",
                    period = period,
                    preperiod = preperiod,
                    saltus = saltus
                ),
            });
        }
    }
    same(Domain::HeapPPositions)
}

/// `a·P + b` through every point `(P, y)`, written (`P + 1`, `2P`, `5`) with the parameter's
/// `name` for `P`, if one line holds them.
fn linear(points: impl Iterator<Item = (u64, u64)>, name: &str) -> Option<String> {
    let points: Vec<(i128, i128)> = points.map(|(x, y)| (x as i128, y as i128)).collect();
    let (&(x0, y0), &(x1, y1)) = (points.first()?, points.get(1)?);
    if (y1 - y0) % (x1 - x0) != 0 {
        return None;
    }
    let a = (y1 - y0) / (x1 - x0);
    let b = y0 - a * x0;
    if points.iter().any(|&(x, y)| a * x + b != y) {
        return None;
    }
    let slope = match a {
        0 => String::new(),
        1 => name.to_string(),
        -1 => format!("−{name}"),
        a => format!("{a}{name}"),
    };
    Some(match (slope.is_empty(), b) {
        (true, b) => b.to_string(),
        (false, 0) => slope,
        (false, b) if b > 0 => format!("{slope} + {b}"),
        (false, b) => format!("{slope} − {}", -b),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_are_read_in_both_forms_and_refused_when_wrong() {
        let range = ParameterRange::find("sub[1,2..6]").unwrap().unwrap();
        assert_eq!(
            (range.family(2), range.family(6)),
            ("sub[1,2]".into(), "sub[1,6]".into())
        );
        let range = ParameterRange::find("coins[run[{1..6}]]").unwrap().unwrap();
        assert_eq!(range.family(4), "coins[run[4]]");
        let range = ParameterRange::find("script[../a..b/f.rhai, Q=2..5]")
            .unwrap()
            .unwrap();
        assert_eq!(
            (range.name.as_str(), range.family(3).as_str()),
            ("Q", "script[../a..b/f.rhai, Q=3]")
        );
        assert!(
            ParameterRange::find("script[../f.rhai](3)")
                .unwrap()
                .is_none()
        );
        let range = ParameterRange::find("coins[run[{1..6}]]").unwrap().unwrap();
        assert_eq!(range.family(4), "coins[run[4]]");
        for (bad, why) in [
            ("powers[..5]", "a number on each side"),
            ("octal[0.1..77]", "needs braces"),
            ("bash[5..2]", "backwards"),
            ("bash[1..100]", "at most 64"),
            ("sub[1..2,3..4]", "more than one range"),
        ] {
            let error = ParameterRange::find(bad).unwrap_err().to_string();
            assert!(error.contains(why), "{bad}: {error}");
        }
    }

    #[test]
    fn bash_s_period_is_k_plus_one() {
        // Take 1..K: G(n) = n mod (K + 1), period K + 1 (Bouton's Nim with a limit; Winning
        // Ways, ch. 4). Every row states its own rule, so the summary is the line of periods.
        let report = ParamSweepReport::new("bash[1..6]", Some(100), &Parser::new()).unwrap();
        assert_eq!(report.summary, ["every P: period P + 1"]);
        for row in &report.rows {
            assert_eq!(row.period.unwrap().period.period, row.parameter + 1);
            assert_eq!(
                row.rules[0].text,
                format!("G(n) = n mod {}", row.parameter + 1)
            );
        }
    }

    #[test]
    fn the_summary_and_the_refusals_are_in_the_language_of_the_computation() {
        let chinese = crate::budget::chinese();
        let report = chinese
            .run(|| ParamSweepReport::new("bash[1..6]", Some(100), &Parser::new()))
            .unwrap();
        assert_eq!(report.summary, ["所有 P：周期 P + 1"]);
        let refusal =
            |pattern: &str| chinese.run(|| ParameterRange::find(pattern).unwrap_err().to_string());
        assert!(
            refusal("bash[5..2]").starts_with("`bash[5..2]` 中范围是倒过来的：请只写一个参数范围"),
            "{}",
            refusal("bash[5..2]")
        );
        assert!(
            refusal("bash[5..2]").ends_with("{A..B}（octal[0.{1..7}7]）"),
            "{}",
            refusal("bash[5..2]")
        );
        let error = chinese
            .run(|| ParamSweepReport::new("kayles", None, &Parser::new()))
            .unwrap_err();
        assert_eq!(
            chinese.run(|| error.to_string()),
            "`kayles` 中没有参数范围（例如 powers[1..12]）"
        );
        // The English is unchanged.
        assert!(
            ParameterRange::find("bash[5..2]")
                .unwrap_err()
                .to_string()
                .ends_with("or {A..B} anywhere (octal[0.{1..7}7])")
        );
    }

    #[test]
    fn a_value_without_a_game_gets_its_error_and_the_sweep_goes_on() {
        let report = ParamSweepReport::new("bash[0..3]", Some(30), &Parser::new()).unwrap();
        assert!(report.rows[0].error.is_some(), "{:?}", report.rows[0]);
        assert!(report.rows[1..].iter().all(|row| row.error.is_none()));
        let error = ParamSweepReport::new("kayles", None, &Parser::new()).unwrap_err();
        assert!(error.to_string().contains("no range"), "{error}");
    }

    #[test]
    fn lines_are_written_as_a_person_would() {
        let line = |points: &[(u64, u64)]| linear(points.iter().copied(), "P");
        assert_eq!(line(&[(1, 2), (2, 3), (3, 4)]).as_deref(), Some("P + 1"));
        assert_eq!(line(&[(1, 2), (2, 4), (5, 10)]).as_deref(), Some("2P"));
        assert_eq!(line(&[(2, 5), (4, 5)]).as_deref(), Some("5"));
        assert_eq!(line(&[(3, 1), (4, 2), (6, 4)]).as_deref(), Some("P − 2"));
        assert_eq!(line(&[(1, 2), (2, 3), (3, 5)]), None);
        assert_eq!(line(&[(1, 2), (3, 3)]), None);
    }

    #[test]
    fn a_cancelled_sweep_stops() {
        let budget = Budget::default();
        budget.cancel();
        let result = budget.run(|| ParamSweepReport::new("bash[1..3]", Some(30), &Parser::new()));
        assert_eq!(
            result,
            Err(GameError::Limit(crate::LimitExceeded::Cancelled))
        );
    }
}
