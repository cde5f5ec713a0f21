//! The game families the expression language knows, by name.
//!
//! Every front end parses positions and families with a [`Parser`], which
//! looks names up here; adding a family to the language means adding one entry to [`FAMILIES`].

use std::sync::Arc;

use super::Parser;
use crate::AnyFamily;
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
    /// One line on the rules.
    pub summary: &'static str,
    /// An example expression.
    pub example: &'static str,
    /// Whether building it reads a file named in its parameters (`script`, `graph`): a parser
    /// without files (`Parser::without_files`, the web playground's) refuses it.
    pub reads_files: bool,
    #[serde(skip)]
    build: Builder,
}

/// Every family, in the order `grundy --help` lists them.
pub const FAMILIES: &[FamilyInfo] = &[
    FamilyInfo {
        name: "nim",
        usage: "nim(N, ...)",
        summary: "heaps of stones; take any positive number from one heap",
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
        summary: "take 1 to K stones from one heap",
        example: "bash[3](10)",
        reads_files: false,
        build: |_, name, params| Ok(Arc::new(Bash::from_params(name, items(params))?)),
    },
    FamilyInfo {
        name: "sub",
        usage: "sub[S1,S2,...](N, ...)",
        summary: "subtraction game: take exactly S1, S2, ... stones from one heap",
        example: "sub[1,3,4](10)",
        reads_files: false,
        build: |_, name, params| Ok(Arc::new(Subtraction::from_params(name, items(params))?)),
    },
    FamilyInfo {
        name: "lasker",
        usage: "lasker(N, ...)",
        summary: "Lasker's Nim: take any positive number from one heap, or split a heap in two",
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
        summary: "Kayles (octal 0.77): knock down one pin or two adjacent pins from a row",
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
        summary: "Dawson's Kayles (octal 0.07): knock down two adjacent pins from a row",
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
        summary: "octal game with code d0.d1d2... (hex digits 8-f add three-heap moves)",
        example: "octal[0.137](20)",
        reads_files: false,
        build: |_, name, params| Ok(Arc::new(TakeBreak::from_params(name, items(params))?)),
    },
    FamilyInfo {
        name: "grundy",
        usage: "grundy(N, ...)",
        summary: "Grundy's game: split one heap into two unequal heaps",
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
        summary: "take a power of P stones (1, P, P^2, ...) from one heap",
        example: "powers[2](10)",
        reads_files: false,
        build: |_, name, params| Ok(Arc::new(Powers::from_params(name, items(params))?)),
    },
    FamilyInfo {
        name: "nozero",
        usage: "nozero[K](N, ...)",
        summary: "take x stones from one heap where x has no digit 0 in base K",
        example: "nozero[10](25)",
        reads_files: false,
        build: |_, name, params| Ok(Arc::new(NoZero::from_params(name, items(params))?)),
    },
    FamilyInfo {
        name: "wythoff",
        usage: "wythoff(A, B)",
        summary: "Wythoff's game: take any number from one heap, or the same number from both",
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
        summary: "Fibonacci Nim: take 1..N-1, then up to K (default 2) times the last take; M limits the next take",
        example: "fib(10)",
        reads_files: false,
        build: |_, name, params| Ok(Arc::new(Fibonacci::from_params(name, items(params))?)),
    },
    FamilyInfo {
        name: "staircase",
        usage: "staircase(A1, A2, ...)",
        summary: "Staircase Nim: move coins from one step to the step below (off the stairs from step 1)",
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
        summary: "Moore's Nim: take any positive numbers from 1 to K heaps at once",
        example: "moore[2](1,2,3)",
        reads_files: false,
        build: |_, name, params| Ok(Arc::new(Moore::from_params(name, items(params))?)),
    },
    FamilyInfo {
        name: "coins",
        usage: "coins[RULE](PATTERN, ...)",
        summary: "coin turning on a row of 0/1 coins; RULE is turtles, mock, ruler or run[K]",
        example: "coins[mock](0110)",
        reads_files: false,
        build: |_, name, params| Ok(Arc::new(Coins::from_params(name, items(params))?)),
    },
    FamilyInfo {
        name: "beans",
        usage: "beans(C0, C1, ...)",
        summary: "bean splitting: take a bean from bottle i, put one into bottles j and k (i < j <= k)",
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
        summary: "Green Hackenbush: cut an edge of a graph on the ground (vertex 0); what falls off is gone",
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
        summary: "Turning Corners: the listed cells show heads; turn the four corners of a rectangle",
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
        summary: "Chomp: eat a square and all below and right of it; the top-left square is poisoned",
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
        summary: "Cram: place a domino on two adjacent empty cells of a board; ROWS like \"..#./....\" (`.` empty, `#` filled, `/` between rows)",
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
        summary: "Node-Kayles: take a vertex, deleting it and its neighbours; GRAPH is path:N, cycle:N, grid:RxC, ladder:N, star:N, petersen or file:PATH",
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
        summary: "Northcott's game: slide a piece of a row towards the other piece; rows W:B:N",
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
        summary: "a game whose rules are the Rhai script FILE (fn moves(state) lists the options); STATE is an integer, \"string\" or tuple 3,4",
        example: "script[examples/lasker.rhai](10)",
        reads_files: true,
        build: build_script,
    },
    FamilyInfo {
        name: "graph",
        usage: "graph[FILE](VERTEX, ...)",
        summary: "a token on a vertex of the directed graph in FILE (edge list or DOT); a move follows an edge; cycles allowed (draws)",
        example: "graph[examples/graphs/cycle.txt](a)",
        reads_files: true,
        build: |_, name, params| Ok(Arc::new(GraphGame::from_params(name, params)?)),
    },
    FamilyInfo {
        name: "every",
        usage: "every(EXPR)",
        summary: "Every-SG: each turn, move in every component that can move",
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
        summary: "the conjunctive compound: each turn, move in every component; play stops when one cannot move",
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
        summary: "the selective compound: each turn, move in any non-empty set of components",
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
            format!("{} takes no parameters in brackets", name.text),
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
            term.name.error(format!(
                "unknown game `{}`; the games are: {}",
                crate::excerpt::quote(term.name.text),
                known.join(", ")
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
