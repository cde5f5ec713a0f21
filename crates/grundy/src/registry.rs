//! The game families the expression language knows, by name.
//!
//! Every front end parses positions with [`parse`](crate::parse) and families with
//! [`parse_family`](crate::parse_family), which look names up here; adding a family to the
//! language means adding one entry to [`FAMILIES`].

use std::sync::Arc;

use crate::AnyFamily;
use crate::expr::{Bracketed, ParseError, TermSyntax, Token};
use crate::games::{Bash, Nim, Subtraction, TakeBreak, grundys_game};

/// A family the expression language knows.
pub struct FamilyInfo {
    /// The name used in expressions.
    pub name: &'static str,
    /// How a position is written, e.g. `bash[K](N, ...)`.
    pub usage: &'static str,
    /// One line on the rules.
    pub summary: &'static str,
    /// An example expression.
    pub example: &'static str,
    build: Builder,
}

/// Builds a family from its name and bracketed parameters.
type Builder = fn(&Token, Option<&Bracketed>) -> Result<Arc<dyn AnyFamily>, ParseError>;

/// Every family, in the order `grundy --help` lists them.
pub const FAMILIES: &[FamilyInfo] = &[
    FamilyInfo {
        name: "nim",
        usage: "nim(N, ...)",
        summary: "heaps of stones; take any positive number from one heap",
        example: "nim(3,4,5)",
        build: |name, params| {
            no_params(name, params)?;
            Ok(Arc::new(Nim))
        },
    },
    FamilyInfo {
        name: "bash",
        usage: "bash[K](N, ...)",
        summary: "take 1 to K stones from one heap",
        example: "bash[3](10)",
        build: |name, params| Ok(Arc::new(Bash::from_params(name, items(params))?)),
    },
    FamilyInfo {
        name: "sub",
        usage: "sub[S1,S2,...](N, ...)",
        summary: "subtraction game: take exactly S1, S2, ... stones from one heap",
        example: "sub[1,3,4](10)",
        build: |name, params| Ok(Arc::new(Subtraction::from_params(name, items(params))?)),
    },
    FamilyInfo {
        name: "kayles",
        usage: "kayles(N, ...)",
        summary: "Kayles (octal 0.77): knock down one pin or two adjacent pins from a row",
        example: "kayles(10)",
        build: |name, params| {
            no_params(name, params)?;
            Ok(Arc::new(TakeBreak::kayles()))
        },
    },
    FamilyInfo {
        name: "dawson",
        usage: "dawson(N, ...)",
        summary: "Dawson's Kayles (octal 0.07): knock down two adjacent pins from a row",
        example: "dawson(10)",
        build: |name, params| {
            no_params(name, params)?;
            Ok(Arc::new(TakeBreak::dawson()))
        },
    },
    FamilyInfo {
        name: "octal",
        usage: "octal[CODE](N, ...)",
        summary: "octal game with code d0.d1d2... (hex digits 8-f add three-heap moves)",
        example: "octal[0.137](20)",
        build: |name, params| Ok(Arc::new(TakeBreak::from_params(name, items(params))?)),
    },
    FamilyInfo {
        name: "grundy",
        usage: "grundy(N, ...)",
        summary: "Grundy's game: split one heap into two unequal heaps",
        example: "grundy(20)",
        build: |name, params| {
            no_params(name, params)?;
            Ok(Arc::new(grundys_game()))
        },
    },
];

fn items<'a, 'b>(params: Option<&'b Bracketed<'a>>) -> &'b [Token<'a>] {
    params.map_or(&[], |params| &params.items)
}

fn no_params(name: &Token, params: Option<&Bracketed>) -> Result<(), ParseError> {
    match params {
        Some(params) => Err(ParseError::new(
            params.column,
            format!("{} takes no parameters in brackets", name.text),
        )),
        None => Ok(()),
    }
}

/// The family a term names, built with its parameters.
pub fn family(term: &TermSyntax) -> Result<Arc<dyn AnyFamily>, ParseError> {
    let info = FAMILIES
        .iter()
        .find(|info| info.name == term.name.text)
        .ok_or_else(|| {
            let known: Vec<&str> = FAMILIES.iter().map(|info| info.name).collect();
            term.name.error(format!(
                "unknown game `{}`; the games are: {}",
                term.name.text,
                known.join(", ")
            ))
        })?;
    (info.build)(&term.name, term.params.as_ref())
}
