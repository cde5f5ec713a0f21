//! The game families the expression language knows, by name.
//!
//! Every front end parses positions and families with a [`Parser`], which
//! looks names up here; adding a family to the language means adding one entry to [`FAMILIES`].

use std::sync::Arc;

use super::Parser;
use crate::AnyFamily;
use crate::budget::tr;
use crate::expr::{Bracketed, ParseError, TermSyntax, Token};
use crate::games::{
    All, Any, Bash, Beans, Chomp, Coins, Corners, Cram, Every, Fibonacci, GraphGame, Hackenbush,
    Lasker, Moore, Nim, NoZero, NodeKayles, Northcott, Powers, Staircase, Subtraction, TakeBreak,
    Wythoff, grundys_game,
};

/// Builds a family from its name token and its bracketed parameters, if any, for `parser`
/// (whose policy a family that reads files or nested expressions keeps).
type Builder = fn(&Parser, &Token, Option<&Bracketed>) -> Result<Arc<dyn AnyFamily>, ParseError>;

/// A family the expression language knows; serialized, it is an entry of the games report
/// ([`crate::report::games`]).
#[derive(serde::Serialize)]
#[cfg_attr(
    feature = "openapi",
    derive(utoipa::ToSchema),
    schema(
        description = "A game family the expression language knows: its name, how a position is \
            written, its rules in one line, an example, and whether it reads a file."
    )
)]
pub struct FamilyInfo {
    /// The name used in expressions.
    pub name: &'static str,
    /// How a position is written, e.g. `bash[K](N, ...)`.
    pub usage: &'static str,
    /// The catalogue message ([`crate::i18n`]) of its one line on the rules;
    /// [`FamilyInfo::summary`] is the line, in the computation's language, and the JSON field
    /// `summary` holds it.
    #[serde(rename = "summary", serialize_with = "summary_text")]
    pub summary_message: &'static str,
    /// An example expression.
    pub example: &'static str,
    /// Whether building it reads a file named in its parameters (`script`, `graph`): a parser
    /// without files (`Parser::without_files`, the web playground's) refuses it.
    pub reads_files: bool,
    #[serde(skip)]
    build: Builder,
}

impl FamilyInfo {
    /// One line on the rules, in the language of the computation.
    ///
    /// ```
    /// let games = grundy::report::games::games();
    /// let nim = games.iter().find(|game| game.name == "nim").unwrap();
    /// assert_eq!(nim.summary(), "heaps of stones; take any positive number from one heap");
    /// ```
    pub fn summary(&self) -> String {
        summary_in_context(self.summary_message)
    }
}

/// The summary message `id` in the language of the computation.
fn summary_in_context(id: &str) -> String {
    crate::i18n::text(crate::Budget::current().context().language(), id, &[])
}

fn summary_text<S: serde::Serializer>(id: &&'static str, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(&summary_in_context(id))
}

/// Every family, in the order `grundy --help` lists them.
pub const FAMILIES: &[FamilyInfo] = &[
    FamilyInfo {
        name: "nim",
        usage: "nim(N, ...)",
        summary_message: "summary-nim",
        example: "nim(3,4,5)",
        reads_files: false,
        build: |_, name, params| {
            no_params(name, params)?;
            Ok(Arc::new(Nim))
        },
    },
    FamilyInfo {
        name: "bash",
        usage: "bash[K](N, ...)",
        summary_message: "summary-bash",
        example: "bash[3](10)",
        reads_files: false,
        build: |_, name, params| Ok(Arc::new(Bash::from_params(name, items(params))?)),
    },
    FamilyInfo {
        name: "sub",
        usage: "sub[S1,S2,...](N, ...)",
        summary_message: "summary-sub",
        example: "sub[1,3,4](10)",
        reads_files: false,
        build: |_, name, params| Ok(Arc::new(Subtraction::from_params(name, items(params))?)),
    },
    FamilyInfo {
        name: "lasker",
        usage: "lasker(N, ...)",
        summary_message: "summary-lasker",
        example: "lasker(3,7)",
        reads_files: false,
        build: |_, name, params| {
            no_params(name, params)?;
            Ok(Arc::new(Lasker))
        },
    },
    FamilyInfo {
        name: "kayles",
        usage: "kayles(N, ...)",
        summary_message: "summary-kayles",
        example: "kayles(10)",
        reads_files: false,
        build: |_, name, params| {
            no_params(name, params)?;
            Ok(Arc::new(TakeBreak::kayles()))
        },
    },
    FamilyInfo {
        name: "dawson",
        usage: "dawson(N, ...)",
        summary_message: "summary-dawson",
        example: "dawson(10)",
        reads_files: false,
        build: |_, name, params| {
            no_params(name, params)?;
            Ok(Arc::new(TakeBreak::dawson()))
        },
    },
    FamilyInfo {
        name: "octal",
        usage: "octal[CODE](N, ...)",
        summary_message: "summary-octal",
        example: "octal[0.137](20)",
        reads_files: false,
        build: |_, name, params| Ok(Arc::new(TakeBreak::from_params(name, items(params))?)),
    },
    FamilyInfo {
        name: "grundy",
        usage: "grundy(N, ...)",
        summary_message: "summary-grundy",
        example: "grundy(20)",
        reads_files: false,
        build: |_, name, params| {
            no_params(name, params)?;
            Ok(Arc::new(grundys_game()))
        },
    },
    FamilyInfo {
        name: "powers",
        usage: "powers[P](N, ...)",
        summary_message: "summary-powers",
        example: "powers[2](10)",
        reads_files: false,
        build: |_, name, params| Ok(Arc::new(Powers::from_params(name, items(params))?)),
    },
    FamilyInfo {
        name: "nozero",
        usage: "nozero[K](N, ...)",
        summary_message: "summary-nozero",
        example: "nozero[10](25)",
        reads_files: false,
        build: |_, name, params| Ok(Arc::new(NoZero::from_params(name, items(params))?)),
    },
    FamilyInfo {
        name: "wythoff",
        usage: "wythoff(A, B)",
        summary_message: "summary-wythoff",
        example: "wythoff(3,5)",
        reads_files: false,
        build: |_, name, params| {
            no_params(name, params)?;
            Ok(Arc::new(Wythoff))
        },
    },
    FamilyInfo {
        name: "fib",
        usage: "fib[K](N[, M])",
        summary_message: "summary-fib",
        example: "fib(10)",
        reads_files: false,
        build: |_, name, params| Ok(Arc::new(Fibonacci::from_params(name, items(params))?)),
    },
    FamilyInfo {
        name: "staircase",
        usage: "staircase(A1, A2, ...)",
        summary_message: "summary-staircase",
        example: "staircase(3,1,4)",
        reads_files: false,
        build: |_, name, params| {
            no_params(name, params)?;
            Ok(Arc::new(Staircase))
        },
    },
    FamilyInfo {
        name: "moore",
        usage: "moore[K](A1, A2, ...)",
        summary_message: "summary-moore",
        example: "moore[2](1,2,3)",
        reads_files: false,
        build: |_, name, params| Ok(Arc::new(Moore::from_params(name, items(params))?)),
    },
    FamilyInfo {
        name: "coins",
        usage: "coins[RULE](PATTERN, ...)",
        summary_message: "summary-coins",
        example: "coins[mock](0110)",
        reads_files: false,
        build: |_, name, params| Ok(Arc::new(Coins::from_params(name, items(params))?)),
    },
    FamilyInfo {
        name: "beans",
        usage: "beans(C0, C1, ...)",
        summary_message: "summary-beans",
        example: "beans(1,0,1)",
        reads_files: false,
        build: |_, name, params| {
            no_params(name, params)?;
            Ok(Arc::new(Beans))
        },
    },
    FamilyInfo {
        name: "hackenbush",
        usage: "hackenbush(A-B, ...)",
        summary_message: "summary-hackenbush",
        example: "hackenbush(0-1,1-2,1-3,0-4)",
        reads_files: false,
        build: |_, name, params| {
            no_params(name, params)?;
            Ok(Arc::new(Hackenbush))
        },
    },
    FamilyInfo {
        name: "corners",
        usage: "corners(X:Y, ...)",
        summary_message: "summary-corners",
        example: "corners(1:2,3:3)",
        reads_files: false,
        build: |_, name, params| {
            no_params(name, params)?;
            Ok(Arc::new(Corners))
        },
    },
    FamilyInfo {
        name: "chomp",
        usage: "chomp(ROW1, ROW2, ...)",
        summary_message: "summary-chomp",
        example: "chomp(4,4,2)",
        reads_files: false,
        build: |_, name, params| {
            no_params(name, params)?;
            Ok(Arc::new(Chomp::default()))
        },
    },
    FamilyInfo {
        name: "cram",
        usage: "cram(R, C) | cram(\"ROWS\")",
        summary_message: "summary-cram",
        example: "cram(3,4)",
        reads_files: false,
        build: |_, name, params| {
            no_params(name, params)?;
            Ok(Arc::new(Cram::default()))
        },
    },
    FamilyInfo {
        name: "nodekayles",
        usage: "nodekayles(GRAPH)",
        summary_message: "summary-nodekayles",
        example: "nodekayles(grid:3x4)",
        // Only `file:PATH` reads a file, and the family keeps whether its parser may.
        reads_files: false,
        build: |parser, name, params| {
            no_params(name, params)?;
            Ok(Arc::new(NodeKayles::reading_files(parser.reads_files())))
        },
    },
    FamilyInfo {
        name: "northcott",
        usage: "northcott(W:B:N, ...)",
        summary_message: "summary-northcott",
        example: "northcott(2:7:8,5:1:8)",
        reads_files: false,
        build: |_, name, params| {
            no_params(name, params)?;
            Ok(Arc::new(Northcott))
        },
    },
    FamilyInfo {
        name: "script",
        usage: "script[FILE](STATE)",
        summary_message: "summary-script",
        example: "script[examples/lasker.rhai](10)",
        reads_files: true,
        build: build_script,
    },
    FamilyInfo {
        name: "graph",
        usage: "graph[FILE](VERTEX, ...)",
        summary_message: "summary-graph",
        example: "graph[examples/graphs/cycle.txt](a)",
        reads_files: true,
        build: |_, name, params| Ok(Arc::new(GraphGame::from_params(name, params)?)),
    },
    FamilyInfo {
        name: "every",
        usage: "every(EXPR)",
        summary_message: "summary-every",
        example: "every(nim(1,2) + bash[3](7))",
        reads_files: false,
        build: |parser, name, params| {
            no_params(name, params)?;
            Ok(Arc::new(Every::new(parser.nested())))
        },
    },
    FamilyInfo {
        name: "all",
        usage: "all(EXPR)",
        summary_message: "summary-all",
        example: "all(nim(3) + sub[1,2](7))",
        reads_files: false,
        build: |parser, name, params| {
            no_params(name, params)?;
            Ok(Arc::new(All::new(parser.nested())))
        },
    },
    FamilyInfo {
        name: "any",
        usage: "any(EXPR)",
        summary_message: "summary-any",
        example: "any(nim(1,2) + kayles(4))",
        reads_files: false,
        build: |parser, name, params| {
            no_params(name, params)?;
            Ok(Arc::new(Any::new(parser.nested())))
        },
    },
];

/// `script[FILE]`: the script's family.
#[cfg(feature = "scripting")]
fn build_script(
    _: &Parser,
    name: &Token,
    params: Option<&Bracketed>,
) -> Result<Arc<dyn AnyFamily>, ParseError> {
    Ok(Arc::new(crate::games::ScriptFamily::from_params(
        name,
        items(params),
    )?))
}

/// `script[FILE]` in a library built without scripting: refused, saying so.
#[cfg(not(feature = "scripting"))]
fn build_script(
    _: &Parser,
    name: &Token,
    _: Option<&Bracketed>,
) -> Result<Arc<dyn AnyFamily>, ParseError> {
    Err(name.error(NO_SCRIPTING))
}

/// Why rules written as scripts are refused by a library built without them.
#[cfg(not(feature = "scripting"))]
pub(crate) const NO_SCRIPTING: &str =
    "this grundy was built without scripting (the `scripting` feature): rules cannot be scripts";

fn items<'a, 'b>(params: Option<&'b Bracketed<'a>>) -> &'b [Token<'a>] {
    params.map_or(&[], |params| &params.items)
}

fn no_params(name: &Token, params: Option<&Bracketed>) -> Result<(), ParseError> {
    match params {
        Some(params) => Err(ParseError::new(
            params.column,
            tr!("parse-no-parameters", name = name.text),
        )),
        None => Ok(()),
    }
}

/// The family a term names, or an error listing the names there are.
pub(crate) fn info(term: &TermSyntax) -> Result<&'static FamilyInfo, ParseError> {
    FAMILIES
        .iter()
        .find(|info| info.name == term.name.text)
        .ok_or_else(|| {
            let known: Vec<&str> = FAMILIES.iter().map(|info| info.name).collect();
            term.name.error(tr!(
                "parse-unknown-game",
                name = crate::excerpt::quote(term.name.text),
                known = known.join(", ")
            ))
        })
}

/// Builds the family `info` with the term's parameters (reading its file, for those that
/// [read files](FamilyInfo::reads_files)).
pub(crate) fn build(
    info: &FamilyInfo,
    parser: &Parser,
    term: &TermSyntax,
) -> Result<Arc<dyn AnyFamily>, ParseError> {
    (info.build)(parser, &term.name, term.params.as_ref())
}
