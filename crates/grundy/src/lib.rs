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
//!
//! ## The modules, by layer
//!
//! A module uses only modules of its own layer and of the layers listed before it; the
//! test `architecture` (in `tests/`) fails when a module reaches up, or when modules form a
//! cycle. `ARCHITECTURE.md` at the repository's root draws the whole workspace.
//!
//! 1. **Foundations**: [`defaults`] (every shared limit), [`i18n`] (texts for people in
//!    English and Chinese), [`excerpt`] (quoting input in errors), [`files`] (durable writes), [`budget`] (limits, cancellation and the
//!    computation's context), [`error`], [`nimber`] (nim arithmetic, mex), [`period`],
//!    [`generalized`] (values of loopy games), [`game`] (the [`Game`] trait), [`expr`] (the
//!    syntax of expressions).
//! 2. **Engines**, values computed from rules with no game model: [`solver`] (the generic,
//!    obviously correct search), [`takebreak`] (octal games to billions of heaps), [`search`]
//!    (board games split into components), [`graph`] (games given as graphs, cycles allowed),
//!    [`quotient`] (misère quotients), [`script`] (rules written in Rhai).
//! 3. **The game model**: [`family`] (a family of positions, type-erased for sums) and [`sum`]
//!    (positions as sums of components, and their winning moves).
//! 4. **The game families**: [`games`], one file per family.
//! 5. **The expression language**: [`parse`](mod@parse) (the [`Parser`](parse::Parser) and the
//!    [registry](parse::registry) of families by name).
//! 6. **Analyses**: [`misere`] (misère play of sums), [`observed`] (patterns seen in values),
//!    [`rule_finder`] (the rule a table of values follows, from a catalogue of shapes),
//!    [`draw`] (DOT and SVG), [`sweep`] (many octal codes at once).
//! 7. **Use cases**: [`report`], one report per question a front end asks (`eval`, `seq`,
//!    `table`, `quotient`, `graph`, the explanation), as serde types every front end prints
//!    the same way.
//!
//! ## Cargo features
//!
//! On by default: `scripting` (rules written in Rhai: [`script`], `script[FILE]`, inline
//! `rules`), `mapped` (values kept in memory-mapped files, for sequences larger than memory)
//! and `drawing` ([`draw`]). Without them the library needs neither Rhai nor memmap2, and an
//! expression that needs a missing part is refused with an error that names the feature.
//!
//! Off by default: `openapi`, the OpenAPI schemas of the [`report`] types (utoipa's
//! `ToSchema`, derived from the same fields and doc comments), for a front end that documents
//! an API answering with them; `grundy-web` turns it on.

// 1. Foundations
pub mod budget;
pub mod defaults;
pub mod error;
pub mod excerpt;
pub mod expr;
pub mod files;
pub mod game;
pub mod generalized;
pub mod i18n;
pub mod nimber;
pub mod period;
pub mod picture;
pub mod progress;

// 2. Engines
pub mod graph;
pub mod quotient;
#[cfg(feature = "scripting")]
pub mod script;
pub mod search;
pub mod solver;
pub mod takebreak;

// 3. The game model
pub mod family;
pub mod sum;

// 4. The game families
pub mod games;

// 5. The expression language
pub mod parse;

// 6. Analyses
#[cfg(feature = "drawing")]
pub mod draw;
pub mod misere;
pub mod observed;
pub mod opponent;
pub mod rule_finder;
pub mod sweep;

// 7. Use cases
pub mod report;

pub use budget::{Budget, LimitExceeded};
pub use error::GameError;
pub use expr::ParseError;
pub use family::{
    AnyFamily, ClosedRemoteness, Component, ComponentMove, Family, Heaps, MoveError, Notation,
    Pairs, Teaching,
};
pub use game::{Game, Outcome};
pub use generalized::LoopyValue;
pub use nimber::{MexSet, Nimber, mex, nim_sum};
pub use parse::{parse, parse_family};
pub use period::{Period, PeriodReport};
pub use solver::{Evaluator, Solver, SpragueGrundy, Suspense, Valuation};
pub use sum::{Sum, SumMove, SumRemoteness};

/// The README's Rust examples, compiled and run as doctests so that they stay true.
#[cfg(doctest)]
#[doc = include_str!("../../../README.md")]
pub struct ReadmeDoctests;
