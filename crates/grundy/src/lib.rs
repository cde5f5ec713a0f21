//! # grundy
//!
//! Impartial combinatorial games: Sprague–Grundy values, outcomes, disjunctive sums and their
//! winning moves, and the classic game families, exact at any size.
//!
//! ```
//! let position = grundy::parse("nim(3,4,5)").unwrap();
//! assert_eq!(position.outcome().unwrap(), grundy::Outcome::N);
//! assert_eq!(position.nimber().unwrap(), 2u32.into());
//! let moves = position.winning_moves().unwrap();
//! assert_eq!(moves.len(), 1);
//! assert_eq!(moves[0].to.to_string(), "nim(1,4,5)");
//! ```

pub mod budget;
pub mod error;
pub mod excerpt;
pub mod explain;
pub mod expr;
pub mod family;
pub mod files;
pub mod game;
pub mod games;
pub mod graph;
pub mod loopy;
pub mod misere;
pub mod nimber;
pub mod parse;
pub mod pattern;
pub mod period;
pub mod quotient;
pub mod registry;
pub mod report;
pub mod script;
pub mod search;
pub mod solver;
pub mod sum;
pub mod sweep;
pub mod takebreak;

pub use budget::{Budget, LimitExceeded};
pub use error::GameError;
pub use expr::ParseError;
pub use family::{AnyFamily, Component, ComponentMove, Family, MoveError};
pub use game::{Game, Outcome};
pub use loopy::LoopyValue;
pub use nimber::{MexSet, Nimber, mex, nim_sum};
pub use parse::{parse, parse_family};
pub use period::{Period, PeriodReport};
pub use solver::{Evaluator, Solver, SpragueGrundy, Suspense, Valuation};
pub use sum::{Sum, SumMove};

/// The README's Rust examples, compiled and run as doctests so that they stay true.
#[cfg(doctest)]
#[doc = include_str!("../../../README.md")]
pub struct ReadmeDoctests;
