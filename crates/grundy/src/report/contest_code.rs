//! Contest code: a nim-sequence or a table as a ready-to-paste C++ or Python array, and, when
//! a theorem proves the sequence's period, the O(1) lookup of `G(n)` for every `n`.
//!
//! The last step of 打表找规律 is to write the rule into the solution by hand, which is where a
//! period gets copied wrong. This writes it: the values computed, the rules the
//! [rule finder](crate::rule_finder) found (as comments), and, for a proven period `p` from
//! `n₀` with saltus `s`, `G(n) = G(n₀ + (n − n₀) mod p) + s·⌊(n − n₀)/p⌋`. An observed period
//! gets no lookup: code that answers for every `n` must rest on a proof.
//!
//! ```
//! use grundy::report::contest_code::{Language, sequence_code};
//! use grundy::{Period, PeriodReport};
//! let values = [0, 1, 0, 1, 2, 3, 2, 0, 1, 0];
//! let period = PeriodReport::closed_form(Period { preperiod: 0, period: 7, saltus: 0 });
//! let code = sequence_code("sub[1,3,4]", &values, Some(&period), &[], Language::Python).unwrap();
//! assert!(code.contains("SG = [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]"));
//! assert!(code.contains("return SG[n % 7]"));
//! ```

use std::fmt::Write as _;

use crate::budget::tr;
use crate::rule_finder::FoundRule;
use crate::{GameError, PeriodReport};

/// The most values an array of contest code holds.
pub const MAX_VALUES: usize = 1_000_000;

/// The language of the code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Language {
    /// C++ (a `const long long` array and a function `sg`).
    Cpp,
    /// Python (a list and a function `sg`).
    Python,
}

impl Language {
    /// The operator of integer division (of non-negative numbers).
    fn integer_division(self) -> &'static str {
        match self {
            Language::Cpp => "/",
            Language::Python => "//",
        }
    }

    /// How a line comment starts.
    fn comment(self) -> &'static str {
        match self {
            Language::Cpp => "//",
            Language::Python => "#",
        }
    }
}

/// Refuses arrays a contest solution could not hold, and values beyond `long long`.
fn check_size(count: usize, largest: Option<u64>) -> Result<(), GameError> {
    if count > MAX_VALUES {
        return Err(GameError::TooLarge(tr!(
            "too-large-contest-code",
            most = MAX_VALUES.to_string(),
            count = count.to_string()
        )));
    }
    if largest.is_some_and(|largest| largest > i64::MAX as u64) {
        return Err(GameError::TooLarge(tr!("too-large-long-long")));
    }
    Ok(())
}

/// The header: what the values are, and the rules found, as comments.
fn header(out: &mut String, language: Language, what: &str, rules: &[FoundRule]) {
    let comment = language.comment();
    let _ = writeln!(out, "{comment} {what}, computed by grundy.");
    for rule in rules {
        let _ = writeln!(out, "{comment} Rule: {}", rule.stated());
    }
}

fn list(values: &[u64]) -> String {
    values
        .iter()
        .map(u64::to_string)
        .collect::<Vec<String>>()
        .join(", ")
}

/// The sequence `values = G(0), G(1), …` of `family` as code: the array `SG` and, when
/// `period` is proven and the values reach one full period, a function `sg(n)` valid for every
/// `n ≥ 0`. `rules` go in as comments. Refuses more than [`MAX_VALUES`] values.
pub fn sequence_code(
    family: &str,
    values: &[u64],
    period: Option<&PeriodReport>,
    rules: &[FoundRule],
    language: Language,
) -> Result<String, GameError> {
    check_size(values.len(), values.iter().max().copied())?;
    let mut out = String::new();
    let what = format!(
        "{family}: G(n) for n = 0..={}",
        values.len().saturating_sub(1)
    );
    header(&mut out, language, &what, rules);
    let comment = language.comment();
    let lookup = period.filter(|period| {
        period.proven
            && period.period.period > 0
            && period.period.preperiod + period.period.period <= values.len() as u64
    });
    match period {
        Some(period) if lookup.is_none() && !period.proven => {
            let _ = writeln!(
                out,
                "{comment} The period seen ({} from n = {}) is observed, not proven: no lookup \
                 beyond the array is given.",
                period.period.period, period.period.preperiod
            );
        }
        _ => {}
    }
    let n = values.len();
    let lookup = lookup.map(|period| {
        let crate::Period {
            preperiod,
            period,
            saltus,
        } = period.period;
        let offset = if preperiod == 0 {
            "n".to_string()
        } else {
            format!("(n - {preperiod})")
        };
        let base = if preperiod == 0 {
            String::new()
        } else {
            format!("{preperiod} + ")
        };
        let said = format!("period {period} from n = {preperiod}, saltus {saltus} (proven)");
        let divide = language.integer_division();
        let value = if saltus == 0 {
            format!("SG[{base}{offset} % {period}]")
        } else {
            format!("SG[{base}{offset} % {period}] + {saltus} * ({offset} {divide} {period})")
        };
        (said, value)
    });
    match language {
        Language::Cpp => {
            let _ = writeln!(out, "const long long SG[{n}] = {{{}}};", list(values));
            if let Some((said, value)) = lookup {
                let _ = writeln!(
                    out,
                    "\n// G(n) for every n >= 0: {said}.\nlong long sg(long long n) {{\n    \
                     if (n < {n}) return SG[n];\n    return {value};\n}}"
                );
            }
        }
        Language::Python => {
            let _ = writeln!(out, "SG = [{}]", list(values));
            if let Some((said, value)) = lookup {
                let _ = writeln!(
                    out,
                    "\n\ndef sg(n):\n    \"\"\"G(n) for every n >= 0: {said}.\"\"\"\n    if n < \
                     len(SG):\n        return SG[n]\n    return {value}"
                );
            }
        }
    }
    Ok(out)
}

/// The table `values[a][b] = G(a, b)` of `family` as a two-dimensional array `SG`, with
/// `rules` as comments. Refuses more than [`MAX_VALUES`] cells.
///
/// ```
/// use grundy::report::contest_code::{Language, table_code};
/// let code = table_code("wythoff", &[vec![0, 1], vec![1, 2]], &[], Language::Cpp).unwrap();
/// assert!(code.contains("const long long SG[2][2] = {{0, 1}, {1, 2}};"));
/// ```
pub fn table_code(
    family: &str,
    values: &[Vec<u64>],
    rules: &[FoundRule],
    language: Language,
) -> Result<String, GameError> {
    let (rows, columns) = (values.len(), values.first().map_or(0, Vec::len));
    check_size(
        rows.saturating_mul(columns),
        values.iter().flatten().max().copied(),
    )?;
    let mut out = String::new();
    let what = format!("{family}: G(a, b) for a < {rows}, b < {columns}");
    header(&mut out, language, &what, rules);
    let rows_text: Vec<String> = values.iter().map(|row| list(row)).collect();
    match language {
        Language::Cpp => {
            let _ = writeln!(
                out,
                "const long long SG[{rows}][{columns}] = {{{{{}}}}};",
                rows_text.join("}, {")
            );
        }
        Language::Python => {
            let _ = writeln!(out, "SG = [[{}]]", rows_text.join("], ["));
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Period;

    #[test]
    fn observed_periods_get_no_lookup() {
        let values: Vec<u64> = (0..30).map(|n| n % 3).collect();
        let observed = PeriodReport::observed(
            Period {
                preperiod: 0,
                period: 3,
                saltus: 0,
            },
            30,
        );
        let code = sequence_code("x", &values, Some(&observed), &[], Language::Cpp).unwrap();
        assert!(!code.contains("long long sg("), "{code}");
        assert!(code.contains("observed, not proven"), "{code}");
    }

    #[test]
    fn a_proven_period_needs_a_whole_block_of_values() {
        let proven = PeriodReport::closed_form(Period {
            preperiod: 71,
            period: 12,
            saltus: 0,
        });
        let code =
            sequence_code("kayles", &[0, 1, 2], Some(&proven), &[], Language::Python).unwrap();
        assert!(!code.contains("def sg"), "{code}");
    }

    #[test]
    fn absurd_sizes_are_refused() {
        let error = sequence_code("x", &[u64::MAX], None, &[], Language::Cpp).unwrap_err();
        assert!(error.to_string().contains("long long"), "{error}");
        let huge = vec![vec![0u64; 1001]; 1001];
        assert!(table_code("x", &huge, &[], Language::Python).is_err());
    }
}
