//! The positions of a scripted game: integers, strings, and tuples (Rhai arrays) of them.

use std::fmt;

use rhai::{Array, Dynamic, INT};

use crate::budget::tr;
use crate::expr::{ParseError, Token, split_list};

/// How deeply tuples may nest inside a state (`((1,2),(3,4))` nests twice). Deeper states are
/// almost certainly a runaway script, and refusing them keeps conversion and hashing cheap.
pub const MAX_STATE_DEPTH: usize = 16;

/// A position of a scripted game.
///
/// Integers are Rhai's 64-bit signed integers (from −2^63 to 2^63 − 1); strings are any text;
/// tuples are Rhai arrays whose elements are states. A state is written the way it is typed in
/// expressions: `10`, `"abc"`, `(3,4)`; a top-level tuple of two or more elements is written
/// without its parentheses as the arguments of a term (`script[board.rhai](3,4)`).
///
/// ```
/// use grundy::script::State;
/// let state = State::Tuple(vec![State::Int(3), State::Str("x".into())]);
/// assert_eq!(state.to_string(), "(3,\"x\")");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum State {
    /// A 64-bit signed integer.
    Int(i64),
    /// A string.
    Str(String),
    /// A tuple of states (a Rhai array).
    Tuple(Vec<State>),
}

/// Why a value returned by a script is not a state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MalformedState(pub String);

impl State {
    /// The state as a Rhai value, to pass to the script.
    pub(crate) fn to_dynamic(&self) -> Dynamic {
        match self {
            State::Int(n) => Dynamic::from_int(*n as INT),
            State::Str(text) => Dynamic::from(text.clone()),
            State::Tuple(items) => {
                let array: Array = items.iter().map(State::to_dynamic).collect();
                Dynamic::from_array(array)
            }
        }
    }

    /// Reads a value returned by a script as a state: an integer, a string or an array of
    /// states. Floats, maps, `()`, booleans, characters and anything else are refused with a
    /// description of what was found.
    ///
    /// ```
    /// use grundy::script::State;
    /// let value = rhai::Dynamic::from_array(vec![1_i64.into(), 2_i64.into()]);
    /// assert_eq!(State::from_dynamic(&value).unwrap().to_string(), "(1,2)");
    /// assert!(State::from_dynamic(&rhai::Dynamic::from_float(1.5)).is_err());
    /// ```
    pub fn from_dynamic(value: &Dynamic) -> Result<State, MalformedState> {
        from_dynamic_at_depth(value, 0)
    }

    /// Writes the state as the arguments of a term: like [`Display`](fmt::Display), except that
    /// a top-level tuple of two or more elements loses its parentheses (`3,4`).
    pub(crate) fn as_args(&self) -> String {
        match self {
            State::Tuple(items) if items.len() >= 2 => join(items),
            other => other.to_string(),
        }
    }

    /// Reads the state written in one argument: `-3`, `"text"`, `(3,4)` or `[3,4]` (both
    /// brackets make a tuple, nested as deeply as [`MAX_STATE_DEPTH`]).
    ///
    /// ```
    /// use grundy::expr::Token;
    /// use grundy::script::State;
    /// let state = State::parse(&Token { text: "(1, [2, \"a\"])", column: 1 }).unwrap();
    /// assert_eq!(state.to_string(), "(1,(2,\"a\"))");
    /// assert_eq!(State::parse(&Token { text: "1.5", column: 4 }).unwrap_err().column, 4);
    /// ```
    pub fn parse(token: &Token) -> Result<State, ParseError> {
        parse_at_depth(token, 0)
    }
}

fn join(items: &[State]) -> String {
    let parts: Vec<String> = items.iter().map(ToString::to_string).collect();
    parts.join(",")
}

fn from_dynamic_at_depth(value: &Dynamic, depth: usize) -> Result<State, MalformedState> {
    if let Ok(n) = value.as_int() {
        return Ok(State::Int(n));
    }
    if value.is_string() {
        let text = value
            .clone()
            .into_immutable_string()
            .expect("the value is a string");
        return Ok(State::Str(text.to_string()));
    }
    if value.is_array() {
        if depth >= MAX_STATE_DEPTH {
            return Err(MalformedState(tr!(
                "state-nested-too-deep",
                limit = MAX_STATE_DEPTH.to_string()
            )));
        }
        let array = value.clone().into_array().expect("the value is an array");
        return array
            .iter()
            .enumerate()
            .map(|(index, item)| {
                from_dynamic_at_depth(item, depth + 1).map_err(|MalformedState(why)| {
                    MalformedState(tr!("state-element", why = why, index = index.to_string()))
                })
            })
            .collect::<Result<Vec<State>, _>>()
            .map(State::Tuple);
    }
    let what = if value.is_unit() {
        tr!("state-unit")
    } else if value.is_float() {
        tr!("state-float", value = value.to_string())
    } else if value.is_map() {
        tr!("state-map")
    } else {
        tr!(
            "state-other",
            value = value.to_string(),
            kind = value.type_name()
        )
    };
    Err(MalformedState(tr!("state-not-a-state", what = what)))
}

fn parse_at_depth(token: &Token, depth: usize) -> Result<State, ParseError> {
    let text = token.text.trim();
    let bracket = text.len() >= 2
        && matches!(
            (text.chars().next(), text.chars().last()),
            (Some('('), Some(')')) | (Some('['), Some(']'))
        );
    if bracket {
        if depth >= MAX_STATE_DEPTH {
            return Err(token.error(tr!(
                "state-tuples-too-deep",
                limit = MAX_STATE_DEPTH.to_string()
            )));
        }
        let inner = &text[1..text.len() - 1];
        let items = split_list(inner, token.column + 1)?;
        return items
            .iter()
            .map(|item| parse_at_depth(item, depth + 1))
            .collect::<Result<Vec<State>, _>>()
            .map(State::Tuple);
    }
    if let Some(quoted) = text.strip_prefix('"') {
        return parse_string(quoted, token);
    }
    if text.contains('^') {
        // A power, as elsewhere in expressions (`2^40`), if it fits in a script integer.
        let power = Token { text, ..*token }.integer()?;
        return i64::try_from(&power).map(State::Int).map_err(|_| {
            token.error(tr!(
                "state-power-too-large",
                text = text,
                most = i64::MAX.to_string()
            ))
        });
    }
    parse_int(text).map_err(|message| token.error(message))
}

fn parse_string(quoted: &str, token: &Token) -> Result<State, ParseError> {
    let mut text = String::new();
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        match c {
            '"' if chars.as_str().is_empty() => return Ok(State::Str(text)),
            '"' => return Err(token.error(tr!("state-text-after-string"))),
            '\\' => match chars.next() {
                Some(escaped @ ('"' | '\\')) => text.push(escaped),
                Some('n') => text.push('\n'),
                _ => {
                    return Err(token.error(tr!("state-bad-escape")));
                }
            },
            other => text.push(other),
        }
    }
    Err(token.error(tr!("state-string-not-closed")))
}

fn parse_int(text: &str) -> Result<State, String> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let cleaned: String = digits.chars().filter(|&c| c != '_').collect();
    if cleaned.is_empty() || !cleaned.bytes().all(|b| b.is_ascii_digit()) {
        return Err(tr!("state-expected", found = text));
    }
    let signed = if negative {
        format!("-{cleaned}")
    } else {
        cleaned
    };
    signed.parse::<i64>().map(State::Int).map_err(|_| {
        tr!(
            "state-integer-too-large",
            text = text,
            least = i64::MIN.to_string(),
            most = i64::MAX.to_string()
        )
    })
}

impl fmt::Display for State {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            State::Int(n) => write!(f, "{n}"),
            State::Str(text) => {
                f.write_str("\"")?;
                for c in text.chars() {
                    match c {
                        '"' => f.write_str("\\\"")?,
                        '\\' => f.write_str("\\\\")?,
                        '\n' => f.write_str("\\n")?,
                        other => write!(f, "{other}")?,
                    }
                }
                f.write_str("\"")
            }
            State::Tuple(items) => write!(f, "({})", join(items)),
        }
    }
}

/// Written as in expressions, so that errors that quote a state (a cycle) read naturally.
impl fmt::Debug for State {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn token(text: &str) -> Token<'_> {
        Token { text, column: 1 }
    }

    fn arbitrary_state() -> impl Strategy<Value = State> {
        let leaf = prop_oneof![
            any::<i64>().prop_map(State::Int),
            // Strings typed in expressions cannot hold `,`, `+` or brackets (the expression
            // splitter does not know about quotes), so the round trip uses other characters.
            "[a-z \"\\\\]{0,6}".prop_map(State::Str),
        ];
        leaf.prop_recursive(3, 12, 4, |inner| {
            proptest::collection::vec(inner, 0..4).prop_map(State::Tuple)
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        #[test]
        fn states_survive_writing_and_reading(state in arbitrary_state()) {
            let written = state.to_string();
            prop_assert_eq!(State::parse(&token(&written)).unwrap(), state.clone());
            prop_assert_eq!(State::from_dynamic(&state.to_dynamic()).unwrap(), state);
        }
    }

    #[test]
    fn malformed_values_are_described() {
        let float = State::from_dynamic(&Dynamic::from_float(2.5)).unwrap_err();
        assert!(float.0.contains("the float 2.5"), "{float:?}");
        let unit = State::from_dynamic(&Dynamic::UNIT).unwrap_err();
        assert!(unit.0.contains("unit"), "{unit:?}");
        let map = State::from_dynamic(&Dynamic::from_map(rhai::Map::new())).unwrap_err();
        assert!(map.0.contains("map"), "{map:?}");
        let nested = Dynamic::from_array(vec![1_i64.into(), Dynamic::from(true)]);
        let error = State::from_dynamic(&nested).unwrap_err();
        assert!(error.0.contains("element 1"), "{error:?}");
    }

    #[test]
    fn deep_nesting_is_refused() {
        let mut value = Dynamic::from_int(0);
        for _ in 0..=MAX_STATE_DEPTH {
            value = Dynamic::from_array(vec![value]);
        }
        assert!(
            State::from_dynamic(&value)
                .unwrap_err()
                .0
                .contains("nested")
        );
        let text = format!("{}0{}", "(".repeat(40), ")".repeat(40));
        assert!(State::parse(&token(&text)).is_err());
    }

    #[test]
    fn typed_states_and_their_errors() {
        assert_eq!(State::parse(&token("-7")).unwrap(), State::Int(-7));
        assert_eq!(State::parse(&token("2^40")).unwrap(), State::Int(1 << 40));
        assert!(
            State::parse(&token("2^63"))
                .unwrap_err()
                .message
                .contains("64-bit")
        );
        assert_eq!(State::parse(&token("()")).unwrap(), State::Tuple(vec![]));
        assert_eq!(State::parse(&token("[3, 4]")).unwrap().as_args(), "3,4");
        for bad in [
            "1.5",
            "x",
            "\"open",
            "\"a\"b",
            "99999999999999999999",
            "(1,,2)",
            "-",
        ] {
            assert!(
                State::parse(&token(bad)).is_err(),
                "{bad:?} should be rejected"
            );
        }
        let error = State::parse(&Token {
            text: "(1, x)",
            column: 10,
        })
        .unwrap_err();
        assert_eq!(error.column, 14);
    }

    #[test]
    fn strings_written_wrongly_are_refused_in_the_language_of_the_computation() {
        let message = |text: &str| State::parse(&token(text)).unwrap_err().message;
        assert_eq!(message("\"open"), "this string has no closing `\"`");
        assert_eq!(
            message("\"a\\x\""),
            "in a string, `\\` must be followed by `\"`, `\\` or `n`"
        );
        let chinese = crate::budget::chinese();
        let message = |text: &str| chinese.run(|| message(text));
        assert_eq!(message("\"open"), "这个字符串缺少结尾的 `\"`");
        assert_eq!(message("\"a\"b"), "结尾的 `\"` 之后不应再有文字");
        assert_eq!(
            message("\"a\\x\""),
            "在字符串中，`\\` 后面只能是 `\"`、`\\` 或 `n`"
        );
    }
}
