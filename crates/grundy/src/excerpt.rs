//! Quoting user input in error messages, briefly.
//!
//! An error names the problem and where it is, and may quote the input to show it; but the
//! input can be a 130 KB expression or a graph file whose vertex name is a gigabyte long, and
//! an error must stay short. Every error that quotes input goes through this module: at most
//! `MAX_QUOTED` characters of the input, control characters escaped (so a quoted name cannot
//! break the message across lines or replay a terminal escape sequence).

use std::fmt::Write;

/// The most characters of the input one error message quotes.
pub(crate) const MAX_QUOTED: usize = 80;

/// How many characters of a long text [`quote`] keeps at its start; it keeps
/// [`MAX_QUOTED`]` - QUOTED_HEAD - 8` at its end, so both ends of a long name show.
const QUOTED_HEAD: usize = 56;

/// The most characters an error message is shown with (a safety net for messages that quote
/// input without [`quote`]; the list of every game's name is well below it).
pub const MAX_MESSAGE: usize = 600;

/// `text` as an error quotes it: whole when it has at most `MAX_QUOTED` characters;
/// otherwise its start, `…`, its end and its length in characters. Control characters are
/// escaped (`\n`, `\u{1b}`).
///
/// ```
/// use grundy::excerpt::quote;
/// assert_eq!(quote("nim"), "nim");
/// assert_eq!(quote("a\nb"), "a\\nb");
/// let long = format!("{}b", "a".repeat(69_999));
/// let quoted = quote(&long);
/// assert!(quoted.starts_with("aaaa") && quoted.contains('…'));
/// assert!(quoted.ends_with("aaab (70000 characters)"));
/// assert!(quoted.chars().count() < 110);
/// ```
pub fn quote(text: &str) -> String {
    let mut quoted = String::new();
    let length = text.chars().take(MAX_QUOTED + 1).count();
    if length <= MAX_QUOTED {
        push_escaped(&mut quoted, text.chars());
        return quoted;
    }
    let total = text.chars().count();
    let tail = MAX_QUOTED - QUOTED_HEAD - 8;
    push_escaped(&mut quoted, text.chars().take(QUOTED_HEAD));
    quoted.push('…');
    push_escaped(&mut quoted, text.chars().skip(total - tail));
    let _ = write!(quoted, " ({total} characters)");
    quoted
}

fn push_escaped(out: &mut String, chars: impl Iterator<Item = char>) {
    for c in chars {
        if c.is_control() {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
}

/// A window of at most `MAX_QUOTED` characters of a one-line text around a column, to print
/// with a caret under that column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Excerpt {
    /// The characters around the column, with `…` where the text was cut, one printed
    /// character per character of the text (control characters become blanks or `�`).
    pub text: String,
    /// How many characters of `text` come before the column (where the caret goes).
    pub caret: usize,
}

/// The part of `source` around `column` (1-based, counted in characters; one past the end is
/// the end of the text).
///
/// ```
/// use grundy::excerpt::around;
/// let short = around("nim(3,,4)", 7);
/// assert_eq!((short.text.as_str(), short.caret), ("nim(3,,4)", 6));
/// let source = format!("nim({}x)", "1,".repeat(60_000));
/// let long = around(&source, 120_005);
/// assert!(long.text.starts_with('…') && long.text.ends_with("1,x)"));
/// assert_eq!(long.text.chars().nth(long.caret), Some('x'));
/// assert!(long.text.chars().count() <= 82);
/// ```
pub fn around(source: &str, column: usize) -> Excerpt {
    let at = column.saturating_sub(1);
    let length = source.chars().count();
    let half = MAX_QUOTED / 2;
    let start = at
        .saturating_sub(half)
        .min(length.saturating_sub(MAX_QUOTED));
    let end = (start + MAX_QUOTED).min(length);
    let mut text = String::new();
    let mut caret = at - start;
    if start > 0 {
        text.push('…');
        caret += 1;
    }
    for c in source.chars().skip(start).take(end - start) {
        text.push(match c {
            c if c.is_whitespace() => ' ',
            c if c.is_control() => '\u{fffd}',
            c => c,
        });
    }
    if end < length {
        text.push('…');
    }
    Excerpt { text, caret }
}

/// `message` cut to [`MAX_MESSAGE`] characters (with `…`), for messages built from parts that
/// might quote input at length.
///
/// ```
/// use grundy::excerpt::{MAX_MESSAGE, shorten};
/// assert_eq!(shorten("short"), "short");
/// assert_eq!(shorten(&"x".repeat(100_000)).chars().count(), MAX_MESSAGE + 1);
/// ```
pub fn shorten(message: &str) -> String {
    match message.char_indices().nth(MAX_MESSAGE) {
        None => message.to_string(),
        Some((cut, _)) => format!("{}…", &message[..cut]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        #[test]
        fn quotes_are_short_and_excerpts_hold_the_column(
            text in "(.|\n){0,300}",
            column in 1usize..320,
        ) {
            prop_assert!(quote(&text).chars().count() <= MAX_QUOTED * 10 + 30);
            let length = text.chars().count();
            let column = column.min(length + 1);
            let excerpt = around(&text, column);
            prop_assert!(excerpt.text.chars().count() <= MAX_QUOTED + 2);
            prop_assert!(!excerpt.text.contains('\n'));
            if column <= length {
                let wanted = text.chars().nth(column - 1).unwrap();
                let shown = excerpt.text.chars().nth(excerpt.caret).unwrap();
                prop_assert!(shown == wanted || wanted.is_whitespace() || wanted.is_control());
            } else {
                prop_assert_eq!(excerpt.caret, excerpt.text.chars().count());
            }
        }
    }

    #[test]
    fn short_texts_are_quoted_whole() {
        let eighty = "x".repeat(MAX_QUOTED);
        assert_eq!(quote(&eighty), eighty);
        assert_eq!(quote("\u{1b}[2J"), "\\u{1b}[2J");
        let excerpt = around("ab", 3);
        assert_eq!((excerpt.text.as_str(), excerpt.caret), ("ab", 2));
        assert_eq!(around("", 1).caret, 0);
    }
}
