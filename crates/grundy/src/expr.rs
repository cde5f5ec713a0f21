//! The syntax of game expressions, shared by every front end.
//!
//! A position is a sum of components, `COMPONENT (+ COMPONENT)*`, each written
//! `name[params](args)` with `[params]` optional: `nim(3,4,5)`, `bash[3](10)`,
//! `sub[1,3,4](10) + nim(7)`. This module only splits the text into names, parameter lists and
//! argument lists, each piece with its column; what the pieces mean is up to each game family
//! (see [`crate::parse::registry`]). Errors name the 1-based column of the problem.

use std::fmt;

use num_bigint::BigUint;
use num_traits::{One, ToPrimitive, Zero};
use thiserror::Error;

use crate::budget::tr;
use crate::excerpt::quote;

/// An error in an expression, at a 1-based column (counted in characters).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}", tr!("parse-error-at", column = *column, message = message))]
pub struct ParseError {
    /// Where the problem is (1 = first character).
    pub column: usize,
    /// What was expected, or what is wrong.
    pub message: String,
}

impl ParseError {
    /// An error at `column`.
    pub(crate) fn new(column: usize, message: impl Into<String>) -> Self {
        ParseError {
            column,
            message: message.into(),
        }
    }

    /// The error with the source around the column and a caret under it, for terminals. At
    /// most `MAX_QUOTED` characters of the source are shown, and
    /// an overlong message is cut (see [`crate::excerpt`]).
    ///
    /// ```
    /// let error = grundy::parse("nim(3,,4)").unwrap_err();
    /// assert_eq!(error.column, 7);
    /// assert!(error.render("nim(3,,4)").ends_with("nim(3,,4)\n        ^"));
    /// let long = format!("nim({}x)", "1,".repeat(20_000));
    /// let rendered = grundy::parse(&long).unwrap_err().render(&long);
    /// assert!(rendered.len() < 300, "{rendered}");
    /// ```
    pub fn render(&self, source: &str) -> String {
        let excerpt = crate::excerpt::around(source, self.column);
        let headline = tr!(
            "parse-error-rendered",
            column = self.column,
            message = crate::excerpt::shorten(&self.message)
        );
        format!(
            "{headline}\n  {}\n  {}^",
            excerpt.text,
            " ".repeat(excerpt.caret)
        )
    }
}

/// A piece of an expression (a name, a parameter or an argument), trimmed, with its column.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Token<'a> {
    /// The text of the piece.
    pub text: &'a str,
    /// The 1-based column of its first character.
    pub column: usize,
}

impl<'a> Token<'a> {
    /// An error located at this token.
    pub(crate) fn error(&self, message: impl Into<String>) -> ParseError {
        ParseError::new(self.column, message)
    }

    /// Reads the token as a non-negative integer, written in full (`1000000`, `1_000_000`) or
    /// as a power (`10^30`).
    ///
    /// ```
    /// use grundy::expr::Token;
    /// let token = Token { text: "10^30", column: 1 };
    /// assert_eq!(token.integer().unwrap().to_string(), format!("1{}", "0".repeat(30)));
    /// ```
    pub fn integer(&self) -> Result<BigUint, ParseError> {
        parse_integer(self.text).map_err(|message| self.error(message))
    }

    /// Reads the token as an integer that must fit in 64 bits; `what` names it in errors.
    pub fn u64(&self, what: &str) -> Result<u64, ParseError> {
        self.integer()?.to_u64().ok_or_else(|| {
            self.error(tr!(
                "parse-below-2-64",
                what = what,
                text = quote(self.text)
            ))
        })
    }
}

impl fmt::Display for Token<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text)
    }
}

/// The largest integer an expression may contain, in bits: enough for any game anyone plays,
/// small enough that `10^999999999` is an error rather than an out-of-memory crash.
pub(crate) const MAX_INTEGER_BITS: u64 = 1 << 16;

fn parse_integer(text: &str) -> Result<BigUint, String> {
    let describe = || {
        if text.is_empty() {
            tr!("parse-expected-integer")
        } else {
            tr!("parse-expected-integer-found", found = quote(text))
        }
    };
    let digits = |part: &str| -> Result<BigUint, String> {
        let cleaned: String = part.trim().chars().filter(|&c| c != '_').collect();
        if cleaned.is_empty() || !cleaned.bytes().all(|b| b.is_ascii_digit()) {
            return Err(describe());
        }
        if cleaned.len() as u64 > MAX_INTEGER_BITS * 3 / 10 + 1 {
            return Err(too_large(text));
        }
        Ok(cleaned.parse::<BigUint>().expect("only ASCII digits"))
    };
    let value = match text.split_once('^') {
        None => digits(text)?,
        Some((base, exponent)) => {
            let base = digits(base)?;
            let exponent = digits(exponent)?;
            power(&base, &exponent).ok_or_else(|| too_large(text))?
        }
    };
    if value.bits() > MAX_INTEGER_BITS {
        return Err(too_large(text));
    }
    Ok(value)
}

fn too_large(text: &str) -> String {
    tr!(
        "parse-integer-too-large",
        text = quote(text),
        bits = MAX_INTEGER_BITS
    )
}

/// `base^exponent`, or `None` when the result would exceed [`MAX_INTEGER_BITS`].
fn power(base: &BigUint, exponent: &BigUint) -> Option<BigUint> {
    if base.is_zero() {
        return Some(if exponent.is_zero() {
            BigUint::one()
        } else {
            BigUint::zero()
        });
    }
    if base.is_one() {
        return Some(BigUint::one());
    }
    let exponent = exponent.to_u32()?;
    // A base of b bits raised to e has more than (b − 1)·e bits.
    if (base.bits() - 1) * u64::from(exponent) > MAX_INTEGER_BITS {
        return None;
    }
    Some(base.pow(exponent))
}

/// How deeply brackets may nest in an expression. Nested expressions (`every(every(...))`) are
/// parsed recursively, so this bounds the recursion as well.
pub(crate) const MAX_NESTING: usize = 64;

/// The longest expression read, in bytes (64 KiB): far more than any position anyone types,
/// and small enough that reading one, and quoting it in errors, stays instant.
pub const MAX_EXPRESSION_BYTES: usize = 64 << 10;

/// An error, at the first character past the limit, when `source` is longer than
/// [`MAX_EXPRESSION_BYTES`].
fn check_length(source: &str) -> Result<(), ParseError> {
    if source.len() <= MAX_EXPRESSION_BYTES {
        return Ok(());
    }
    let mut cut = MAX_EXPRESSION_BYTES;
    while !source.is_char_boundary(cut) {
        cut -= 1;
    }
    Err(ParseError::new(
        source[..cut].chars().count() + 1,
        tr!(
            "parse-too-long",
            bytes = source.len(),
            limit = MAX_EXPRESSION_BYTES
        ),
    ))
}

/// One component as written: `name[params](args)`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TermSyntax<'a> {
    /// The family name, such as `nim`.
    pub name: Token<'a>,
    /// The bracketed parameters, if the term has brackets.
    pub params: Option<Bracketed<'a>>,
    /// The parenthesised arguments, if the term has parentheses.
    pub args: Option<Bracketed<'a>>,
}

/// A bracketed, comma-separated list: its items and where it opens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bracketed<'a> {
    /// The column of the opening bracket.
    pub column: usize,
    /// The items, trimmed, never empty (an empty list has no items).
    pub items: Vec<Token<'a>>,
}

/// Splits an expression into its terms.
///
/// ```
/// use grundy::expr::split_terms;
/// let terms = split_terms("nim(3,4) + sub[1,3,4](10)").unwrap();
/// assert_eq!(terms.len(), 2);
/// assert_eq!(terms[1].name.text, "sub");
/// assert_eq!(terms[1].params.as_ref().unwrap().items[2].text, "4");
/// assert_eq!(terms[1].args.as_ref().unwrap().items[0].column, 23);
/// ```
pub fn split_terms(source: &str) -> Result<Vec<TermSyntax<'_>>, ParseError> {
    check_length(source)?;
    let mut scanner = Scanner::new(source);
    let mut terms = Vec::new();
    loop {
        scanner.skip_spaces();
        terms.push(scanner.term()?);
        scanner.skip_spaces();
        match scanner.peek() {
            None => return Ok(terms),
            Some('+') => scanner.advance(),
            Some(c) => {
                return Err(scanner.error(tr!("parse-expected-plus", found = c.to_string())));
            }
        }
    }
}

/// Splits a whole string into comma-separated items (brackets nest), with columns counted
/// from `first_column` for the string's first character. Used for moves typed in `play`.
///
/// ```
/// use grundy::expr::split_list;
/// let items = split_list("3, 6", 10).unwrap();
/// assert_eq!((items[1].text, items[1].column), ("6", 13));
/// assert_eq!(split_list("3,,6", 1).unwrap_err().column, 3);
/// ```
pub fn split_list(source: &str, first_column: usize) -> Result<Vec<Token<'_>>, ParseError> {
    let shift = first_column.saturating_sub(1);
    check_length(source)?;
    let mut scanner = Scanner::new(source);
    let items = scanner.items(None).map_err(|mut error| {
        error.column += shift;
        error
    })?;
    Ok(items
        .into_iter()
        .map(|token| Token {
            column: token.column + shift,
            ..token
        })
        .collect())
}

/// Walks the source one character at a time, keeping byte offsets and columns together.
struct Scanner<'a> {
    source: &'a str,
    chars: Vec<(usize, char)>,
    index: usize,
}

impl<'a> Scanner<'a> {
    fn new(source: &'a str) -> Self {
        Scanner {
            source,
            chars: source.char_indices().collect(),
            index: 0,
        }
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.index).map(|&(_, c)| c)
    }

    fn advance(&mut self) {
        self.index += 1;
    }

    fn column(&self) -> usize {
        self.index + 1
    }

    fn byte_offset(&self, index: usize) -> usize {
        self.chars
            .get(index)
            .map_or(self.source.len(), |&(offset, _)| offset)
    }

    fn error(&self, message: impl Into<String>) -> ParseError {
        ParseError::new(self.column(), message)
    }

    fn skip_spaces(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.advance();
        }
    }

    fn term(&mut self) -> Result<TermSyntax<'a>, ParseError> {
        let start = self.index;
        while self
            .peek()
            .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
        {
            if self.index == start && !self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
                break;
            }
            self.advance();
        }
        if self.index == start {
            return Err(match self.peek() {
                None => self.error(tr!("parse-expected-game-at-end")),
                Some(c) => self.error(tr!("parse-expected-game", found = c.to_string())),
            });
        }
        let name = Token {
            text: &self.source[self.byte_offset(start)..self.byte_offset(self.index)],
            column: start + 1,
        };
        let params = if self.peek() == Some('[') {
            Some(self.bracketed('[', ']')?)
        } else {
            None
        };
        self.skip_spaces();
        let args = if self.peek() == Some('(') {
            Some(self.bracketed('(', ')')?)
        } else {
            None
        };
        Ok(TermSyntax { name, params, args })
    }

    /// Reads `open item, item, ... close`, where items may contain balanced brackets of any
    /// kind (so arguments can themselves be expressions).
    fn bracketed(&mut self, open: char, close: char) -> Result<Bracketed<'a>, ParseError> {
        let open_index = self.index;
        self.advance();
        let items = self.items(Some((open, open_index, close)))?;
        Ok(Bracketed {
            column: open_index + 1,
            items,
        })
    }

    /// Reads comma-separated items up to the closing bracket of `list` (its opening bracket,
    /// where that is, and the closing one), or to the end of the source when `list` is `None`.
    fn items(&mut self, list: Option<(char, usize, char)>) -> Result<Vec<Token<'a>>, ParseError> {
        let mut items = Vec::new();
        let mut item_start = self.index;
        let mut nesting: Vec<(char, usize)> = Vec::new();
        loop {
            let c = self.peek();
            let closes_list = match (c, list) {
                (None, None) => nesting.is_empty(),
                (Some(c), Some((_, _, close))) => c == close && nesting.is_empty(),
                _ => false,
            };
            if closes_list {
                let empty_list = items.is_empty() && self.is_blank(item_start, self.index);
                if !empty_list {
                    items.push(self.item(item_start, c)?);
                }
                if c.is_some() {
                    self.advance();
                }
                return Ok(items);
            }
            let Some(c) = c else {
                let (bracket, index) = match (nesting.last(), list) {
                    (Some(&innermost), _) => innermost,
                    (None, Some((open, index, _))) => (open, index),
                    (None, None) => unreachable!("an unnested list closes at the end"),
                };
                return Err(ParseError::new(
                    index + 1,
                    tr!("parse-never-closed", bracket = bracket.to_string()),
                ));
            };
            match c {
                '(' | '[' | '{' if nesting.len() >= MAX_NESTING => {
                    return Err(self.error(tr!("parse-nested-too-deep", limit = MAX_NESTING)));
                }
                '(' | '[' | '{' => nesting.push((c, self.index)),
                ')' | ']' | '}' => match nesting.pop() {
                    Some((opener, _)) if closer_of(opener) == c => {}
                    Some((opener, _)) => {
                        return Err(self.error(tr!(
                            "parse-wrong-closer",
                            close = closer_of(opener).to_string(),
                            open = opener.to_string(),
                            found = c.to_string()
                        )));
                    }
                    None => {
                        return Err(match list {
                            Some((_, _, close)) => self.error(tr!(
                                "parse-expected-closer",
                                close = close.to_string(),
                                found = c.to_string()
                            )),
                            None => self.error(tr!("parse-closes-nothing", found = c.to_string())),
                        });
                    }
                },
                ',' if nesting.is_empty() => {
                    items.push(self.item(item_start, Some(c))?);
                    item_start = self.index + 1;
                }
                _ => {}
            }
            self.advance();
        }
    }

    fn is_blank(&self, from: usize, to: usize) -> bool {
        self.chars[from..to].iter().all(|&(_, c)| c.is_whitespace())
    }

    /// The item between `from` and the current index, trimmed; an error if it is empty.
    fn item(&self, from: usize, terminator: Option<char>) -> Result<Token<'a>, ParseError> {
        let mut start = from;
        let mut end = self.index;
        while start < end && self.chars[start].1.is_whitespace() {
            start += 1;
        }
        while end > start && self.chars[end - 1].1.is_whitespace() {
            end -= 1;
        }
        if start == end {
            return Err(self.error(match terminator {
                Some(c) => tr!("parse-expected-value-before", found = c.to_string()),
                None => tr!("parse-expected-value-at-end"),
            }));
        }
        Ok(Token {
            text: &self.source[self.byte_offset(start)..self.byte_offset(end)],
            column: start + 1,
        })
    }
}

fn closer_of(opener: char) -> char {
    match opener {
        '(' => ')',
        '[' => ']',
        _ => '}',
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error_column(source: &str) -> usize {
        split_terms(source).unwrap_err().column
    }

    #[test]
    fn terms_params_and_args_are_split_with_columns() {
        let terms = split_terms("  nim(3, 4,5)+bash[3] (10)").unwrap();
        assert_eq!(
            terms[0].name,
            Token {
                text: "nim",
                column: 3
            }
        );
        let args = &terms[0].args.as_ref().unwrap().items;
        assert_eq!(
            args.iter().map(|t| (t.text, t.column)).collect::<Vec<_>>(),
            vec![("3", 7), ("4", 10), ("5", 12)]
        );
        assert_eq!(terms[1].params.as_ref().unwrap().items[0].text, "3");
        assert_eq!(terms[1].args.as_ref().unwrap().items[0].text, "10");
    }

    #[test]
    fn a_family_without_arguments_has_no_args() {
        let terms = split_terms("sub[1,3,4]").unwrap();
        assert!(terms[0].args.is_none());
        assert_eq!(terms[0].params.as_ref().unwrap().items.len(), 3);
    }

    #[test]
    fn empty_lists_have_no_items() {
        let terms = split_terms("nim()").unwrap();
        assert!(terms[0].args.as_ref().unwrap().items.is_empty());
        assert!(
            split_terms("nim( )").unwrap()[0]
                .args
                .as_ref()
                .unwrap()
                .items
                .is_empty()
        );
    }

    #[test]
    fn nested_brackets_stay_inside_one_item() {
        let terms = split_terms("every(nim(1,2) + bash[3](4), 5)").unwrap();
        let items = &terms[0].args.as_ref().unwrap().items;
        assert_eq!(items[0].text, "nim(1,2) + bash[3](4)");
        assert_eq!(items[1].text, "5");
    }

    #[test]
    fn errors_name_the_column() {
        assert_eq!(error_column("nim(3,,4)"), 7);
        assert_eq!(error_column("nim(3,)"), 7);
        assert_eq!(error_column("nim(,3)"), 5);
        assert_eq!(error_column("nim(3"), 4);
        assert_eq!(error_column("nim(3]"), 6);
        assert_eq!(error_column("nim(3) nim(4)"), 8);
        assert_eq!(error_column("nim(3) +"), 9);
        assert_eq!(error_column(""), 1);
        assert_eq!(error_column("+nim(3)"), 1);
        assert_eq!(error_column("nim((3)"), 4);
        assert_eq!(error_column("3(4)"), 1);
        assert_eq!(error_column("nim(1,[2)"), 9);
    }

    #[test]
    fn absurd_nesting_is_an_error_not_a_stack_overflow() {
        let deep = format!("nim({}3{})", "(".repeat(70), ")".repeat(70));
        assert_eq!(error_column(&deep), 5 + MAX_NESTING);
        let nested_every = format!("{}nim(1){}", "every(".repeat(5000), ")".repeat(5000));
        assert!(crate::parse(&nested_every).is_err());
        let shallow_every = format!("{}nim(1){}", "every(".repeat(3), ")".repeat(3));
        assert!(crate::parse(&shallow_every).is_ok());
    }

    #[test]
    fn overlong_expressions_are_refused_and_errors_stay_short() {
        let long = format!("nim({})", "1,".repeat(70_000));
        let error = split_terms(&long).unwrap_err();
        assert_eq!(error.column, MAX_EXPRESSION_BYTES + 1);
        assert!(
            error.message.contains("the limit is 65536 bytes"),
            "{error}"
        );
        assert!(error.render(&long).len() < 300, "{}", error.render(&long));
        assert!(split_list(&long, 1).is_err());
        // Just under the limit, a malformed expression is read, and its error quotes little.
        let malformed = format!("nim({}x)", "1,".repeat(30_000));
        let error = crate::parse(&malformed).unwrap_err();
        assert_eq!(error.column, 60_005);
        let rendered = error.render(&malformed);
        assert!(rendered.len() < 300, "{rendered}");
        assert!(rendered.contains("1,1,x)"), "{rendered}");
        // A number too long to be an integer is quoted briefly.
        let digits = format!("nim({}z)", "9".repeat(50_000));
        let message = crate::parse(&digits).unwrap_err().message;
        assert!(message.len() < 200, "{message}");
        let name = format!("{}(1)", "n".repeat(60_000));
        let rendered = crate::parse(&name).unwrap_err().render(&name);
        assert!(rendered.len() < 700, "{rendered}");
    }

    #[test]
    fn columns_count_characters_not_bytes() {
        assert_eq!(error_column("nim(é,,1)"), 7);
    }

    #[test]
    fn integers_in_full_and_as_powers() {
        let read = |text| parse_integer(text);
        assert_eq!(read("42").unwrap(), BigUint::from(42u32));
        assert_eq!(read("1_000").unwrap(), BigUint::from(1000u32));
        assert_eq!(read("2^64").unwrap(), BigUint::from(u64::MAX) + 1u32);
        assert_eq!(read("0^0").unwrap(), BigUint::one());
        assert_eq!(read("1^99999999999999").unwrap(), BigUint::one());
        assert_eq!(
            read("10^30").unwrap().to_string(),
            "1000000000000000000000000000000"
        );
        for bad in ["", "-1", "1.5", "x", "10^", "^3", "2^3^4", "0x10", "1 2"] {
            assert!(read(bad).is_err(), "{bad:?} should be rejected");
        }
        assert!(read("10^100000").unwrap_err().contains("too large"));
        assert!(read("2^65536").unwrap_err().contains("too large"));
        assert!(read("2^65535").is_ok());
        assert!(read(&"9".repeat(30000)).unwrap_err().contains("too large"));
    }
}
