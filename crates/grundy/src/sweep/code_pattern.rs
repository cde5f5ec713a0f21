//! Patterns of octal codes: a code with `?` for any digit. `0.???` is the 512 codes `0.000` to
//! `0.777`; `4.?7` is the 8 codes `4.07` to `4.77`. With `hex`, `?` ranges over the
//! hexadecimal digits `0` to `f` (8 adds moves that leave three heaps), and fixed hexadecimal
//! digits are allowed; without it they are refused, since they make a code far slower. A `?` before the point
//! ranges over the digits allowed there: `0` and `4` (and `8`, `c` with `hex`), since removing
//! nothing may only split a heap.
//!
//! The errors are worded by the library's catalogue (`locales/*/certificate.ftl`), in the
//! language of the computation.

use std::fmt;

use crate::budget::tr;
use crate::expr::ParseError;
use crate::takebreak::rules::{LEAVE_NOTHING, LEAVE_ONE, MAX_CODE_DIGITS};

/// The most codes one sweep may have (all its patterns together).
pub(crate) const MAX_SWEEP_CODES: usize = 1 << 16;

/// A malformed pattern, or too many codes: which pattern (0-based), and the error at its
/// column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PatternError {
    /// Which of the patterns (0-based).
    pub index: usize,
    /// What is wrong, at which column of that pattern.
    pub error: ParseError,
    /// Whether the error is a hexadecimal digit in a pattern that did not allow them: each
    /// front end says how to allow them (a flag, a keyword argument).
    pub needs_hex: bool,
}

impl PatternError {
    fn new(index: usize, error: ParseError, pattern: &str, hex: bool) -> PatternError {
        // The one error a hexadecimal digit causes is its own refusal, at its column.
        let at = pattern.chars().nth(error.column.saturating_sub(1));
        let needs_hex = !hex && at.and_then(|c| c.to_digit(16)).is_some_and(|d| d >= 8);
        PatternError {
            index,
            error,
            needs_hex,
        }
    }
}

impl fmt::Display for PatternError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let error = self.error.to_string();
        let text = tr!("pattern-error", index = self.index + 1, error = error);
        f.write_str(&text)
    }
}

impl std::error::Error for PatternError {}

/// The digits one position of a pattern stands for.
fn choices(position: usize, c: char, hex: bool, column: usize) -> Result<Vec<u8>, ParseError> {
    let radix = if hex { 16 } else { 8 };
    if c == '?' {
        let all = 0..radix as u8;
        return Ok(if position == 0 {
            all.filter(|d| d & (LEAVE_NOTHING | LEAVE_ONE) == 0)
                .collect()
        } else {
            all.collect()
        });
    }
    if c == '.' {
        return Err(ParseError::new(column, tr!("pattern-two-points")));
    }
    let Some(digit) = c.to_digit(16) else {
        return Err(ParseError::new(
            column,
            tr!(
                "pattern-not-a-digit",
                found = c.escape_default().to_string()
            ),
        ));
    };
    if !hex && digit >= 8 {
        return Err(ParseError::new(
            column,
            tr!("pattern-hex-digit", digit = c.to_string()),
        ));
    }
    let digit = digit as u8;
    if position == 0 && digit & (LEAVE_NOTHING | LEAVE_ONE) != 0 {
        return Err(ParseError::new(
            column,
            tr!("pattern-first-digit", digit = c.to_string()),
        ));
    }
    Ok(vec![digit])
}

/// The digits each position of `pattern` stands for (position 0 is before the point).
fn positions(pattern: &str, hex: bool) -> Result<Vec<Vec<u8>>, ParseError> {
    let chars: Vec<char> = pattern.chars().collect();
    if chars.is_empty() {
        return Err(ParseError::new(1, tr!("pattern-empty")));
    }
    let Some(point) = chars.iter().position(|&c| c == '.') else {
        return Err(ParseError::new(1, tr!("pattern-no-point")));
    };
    if point != 1 {
        return Err(ParseError::new(
            if point == 0 { 1 } else { 2 },
            tr!("pattern-one-digit-before"),
        ));
    }
    if chars.len() == 2 {
        return Err(ParseError::new(3, tr!("pattern-nothing-after")));
    }
    if chars.len() - 2 > MAX_CODE_DIGITS {
        return Err(ParseError::new(
            MAX_CODE_DIGITS + 3,
            tr!("pattern-too-long", limit = MAX_CODE_DIGITS.to_string()),
        ));
    }
    let mut result = Vec::with_capacity(chars.len() - 1);
    for (offset, &c) in chars.iter().enumerate() {
        if offset == point {
            continue;
        }
        let position = if offset == 0 { 0 } else { offset - 1 };
        result.push(choices(position, c, hex, offset + 1)?);
    }
    Ok(result)
}

/// How many codes `pattern` stands for (saturating), without listing them.
///
/// ```
/// use grundy::sweep::code_pattern::count;
/// assert_eq!(count("0.???", false).unwrap(), 512);
/// assert_eq!(count("?.?", true).unwrap(), 64);
/// assert_eq!(count("0.7x", false).unwrap_err().column, 4);
/// ```
pub fn count(pattern: &str, hex: bool) -> Result<usize, ParseError> {
    Ok(positions(pattern, hex)?
        .iter()
        .fold(1usize, |total, digits| total.saturating_mul(digits.len())))
}

/// The codes `pattern` stands for, in increasing order of their digits (`0.000`, `0.001`, …),
/// written with every digit of the pattern (trailing zeros kept, hexadecimal digits in lower
/// case). At most `MAX_SWEEP_CODES`.
///
/// ```
/// use grundy::sweep::code_pattern::expand;
/// assert_eq!(expand("4.?7", false).unwrap().len(), 8);
/// assert_eq!(expand("?.7", false).unwrap(), ["0.7", "4.7"]);
/// assert_eq!(expand("0.?", true).unwrap().last().unwrap(), "0.f");
/// let error = expand("0.1?9", false).unwrap_err(); // 9 is no octal digit
/// assert_eq!(error.column, 5);
/// ```
pub fn expand(pattern: &str, hex: bool) -> Result<Vec<String>, ParseError> {
    let positions = positions(pattern, hex)?;
    let total = count(pattern, hex)?;
    if total > MAX_SWEEP_CODES {
        return Err(ParseError::new(
            1,
            tr!(
                "pattern-too-many",
                count = describe_count(&positions),
                most = MAX_SWEEP_CODES.to_string()
            ),
        ));
    }
    let digit = |d: u8| char::from_digit(u32::from(d), 16).expect("digits are below 16");
    let mut codes = Vec::with_capacity(total);
    // An odometer over the positions, the last one turning fastest.
    let mut at = vec![0usize; positions.len()];
    loop {
        let mut code = String::with_capacity(positions.len() + 1);
        for (i, (&k, digits)) in at.iter().zip(&positions).enumerate() {
            code.push(digit(digits[k]));
            if i == 0 {
                code.push('.');
            }
        }
        codes.push(code);
        let mut i = positions.len();
        loop {
            if i == 0 {
                return Ok(codes);
            }
            i -= 1;
            at[i] += 1;
            if at[i] < positions[i].len() {
                break;
            }
            at[i] = 0;
        }
    }
}

/// `512`, or `8^30` when the count does not fit.
fn describe_count(positions: &[Vec<u8>]) -> String {
    let mut total: u128 = 1;
    for digits in positions {
        match total.checked_mul(digits.len() as u128) {
            Some(product) => total = product,
            None => return tr!("pattern-beyond-2-128"),
        }
    }
    total.to_string()
}

/// The codes of every pattern, in order, each code once (the first time it appears). Errors
/// name the pattern and the column; the total is at most `MAX_SWEEP_CODES`.
///
/// ```
/// use grundy::sweep::code_pattern::expand_all;
/// let codes = expand_all(&["0.??", "0.7?"], false).unwrap();
/// assert_eq!(codes.len(), 64); // 0.70 to 0.77 are already among 0.??
/// let error = expand_all(&["0.??", "0.?8?"], false).unwrap_err();
/// assert_eq!((error.index, error.error.column, error.needs_hex), (1, 4, true));
/// assert!(!expand_all(&["0.?x"], false).unwrap_err().needs_hex);
/// ```
pub fn expand_all(patterns: &[impl AsRef<str>], hex: bool) -> Result<Vec<String>, PatternError> {
    let mut total = 0usize;
    for (index, pattern) in patterns.iter().enumerate() {
        let counted = count(pattern.as_ref(), hex)
            .map_err(|error| PatternError::new(index, error, pattern.as_ref(), hex))?;
        total = total.saturating_add(counted);
        if total > MAX_SWEEP_CODES {
            let message = if counted > MAX_SWEEP_CODES {
                tr!(
                    "pattern-too-many",
                    count = counted.to_string(),
                    most = MAX_SWEEP_CODES.to_string()
                )
            } else {
                tr!("pattern-sweep-too-many", most = MAX_SWEEP_CODES.to_string())
            };
            return Err(PatternError {
                index,
                error: ParseError::new(1, message),
                needs_hex: false,
            });
        }
    }
    let mut seen = std::collections::HashSet::new();
    let mut codes = Vec::new();
    for (index, pattern) in patterns.iter().enumerate() {
        let expanded = expand(pattern.as_ref(), hex)
            .map_err(|error| PatternError::new(index, error, pattern.as_ref(), hex))?;
        for code in expanded {
            if seen.insert(code.clone()) {
                codes.push(code);
            }
        }
    }
    Ok(codes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::takebreak::Rules;

    #[test]
    fn question_marks_stand_for_every_digit() {
        let codes = expand("0.???", false).unwrap();
        assert_eq!(codes.len(), 512);
        assert_eq!((codes[0].as_str(), codes[511].as_str()), ("0.000", "0.777"));
        assert_eq!(codes[0o137], "0.137");
        // All different, all valid codes whose digits read back the same.
        let distinct: std::collections::HashSet<_> = codes.iter().collect();
        assert_eq!(distinct.len(), 512);
        for code in &codes {
            let rules = Rules::parse_code(code).unwrap();
            let digits: Vec<u8> = code
                .bytes()
                .filter(|&b| b != b'.')
                .map(|b| b - b'0')
                .collect();
            for (amount, &digit) in digits.iter().enumerate() {
                assert_eq!(rules.digit(amount), digit, "{code}");
            }
        }
        let four = expand("4.?7", false).unwrap();
        assert_eq!(
            four,
            [
                "4.07", "4.17", "4.27", "4.37", "4.47", "4.57", "4.67", "4.77"
            ]
        );
        assert_eq!(expand("0.137", false).unwrap(), ["0.137"]);
    }

    #[test]
    fn hexadecimal_question_marks_add_three_heap_digits() {
        let codes = expand("0.?", true).unwrap();
        assert_eq!(codes.len(), 16);
        assert_eq!(codes[8..11], ["0.8", "0.9", "0.a"]);
        assert_eq!(expand("?.1", true).unwrap(), ["0.1", "4.1", "8.1", "c.1"]);
        assert_eq!(expand("?.1", false).unwrap(), ["0.1", "4.1"]);
        // A fixed hexadecimal digit needs hexadecimal codes allowed too; it is written in lower case.
        assert_eq!(expand("0.F?", true).unwrap()[0], "0.f0");
        assert_eq!(expand("0.F?", false).unwrap_err().column, 3);
        assert_eq!(count("0.??", true).unwrap(), 256);
    }

    #[test]
    fn malformed_patterns_name_the_column() {
        let column = |pattern: &str| positions(pattern, false).unwrap_err().column;
        assert_eq!(column(""), 1);
        assert_eq!(column("0777"), 1);
        assert_eq!(column(".777"), 1);
        assert_eq!(column("00.7"), 2);
        assert_eq!(column("0."), 3);
        assert_eq!(column("0.7g7"), 4);
        assert_eq!(column("0.7.7"), 4);
        assert_eq!(column("0.7 "), 4);
        assert_eq!(column("2.7"), 1);
        assert_eq!(column("0.ü"), 3);
        let long = format!("0.{}", "7".repeat(MAX_CODE_DIGITS + 1));
        assert_eq!(column(&long), MAX_CODE_DIGITS + 3);
        let message = positions("0.7\u{1b}", false).unwrap_err().message;
        assert!(
            message.contains("\\u{1b}") && message.len() < 120,
            "{message}"
        );
    }

    #[test]
    fn too_many_codes_are_refused_before_they_are_listed() {
        let error = expand("0.??????", false).unwrap_err();
        assert!(error.message.contains("262144 codes"), "{}", error.message);
        let huge = format!("0.{}", "?".repeat(200));
        let error = expand(&huge, true).unwrap_err();
        assert!(
            error.message.contains("more than 2^128"),
            "{}",
            error.message
        );
        assert_eq!(count(&huge, true).unwrap(), usize::MAX);
        // Each pattern fits, together they do not.
        let error = expand_all(&["0.?????", "4.?????", "0.1"], false).unwrap_err();
        assert_eq!(error.index, 2);
        assert!(
            error
                .to_string()
                .starts_with("pattern 3, column 1: with this pattern")
        );
        assert_eq!(
            expand_all(&["0.?????", "4.?????"], false).unwrap().len(),
            MAX_SWEEP_CODES
        );
    }
}
