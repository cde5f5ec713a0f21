//! The game families, one file each. Every family states its rules, gives its closed form with
//! a reference, and implements [`Game`](crate::Game), [`Notation`](crate::Notation),
//! [`Teaching`](crate::Teaching) and [`Family`](crate::Family) so the generic solver can check
//! it; a family with an optional capability ([`Heaps`](crate::Heaps), [`Pairs`](crate::Pairs))
//! implements that too.

mod bash;
mod beans;
mod chomp;
mod coins;
mod compound;
mod conjunctive;
mod corners;
mod cram;
mod every;
mod fibonacci;
pub mod graph;
mod grundys_game;
mod hackenbush;
mod lasker;
mod listing;
mod moore;
mod nim;
mod nodekayles;
mod northcott;
mod nozero;
pub(crate) mod octal;
mod powers;
#[cfg(feature = "scripting")]
mod script;
mod selective;
mod staircase;
mod subtraction;
#[cfg(test)]
mod testing;
mod wythoff;

pub use bash::Bash;
pub use beans::{Beans, bean_values};
pub use chomp::{Chomp, ChompRules};
pub use coins::{CoinRule, Coins};
pub use compound::{Compound, CompoundMoves, CompoundPosition, CompoundRule, ReadSum};
pub use conjunctive::{All, Conjunctive};
pub use corners::{Cell, Corners};
pub use cram::{Cram, CramBoard, CramGeometry};
pub use every::{Every, EverySg};
pub use fibonacci::{FibPosition, Fibonacci};
pub use graph::GraphGame;
pub use grundys_game::grundys_game;
pub use hackenbush::{Edge, Hackenbush};
pub use lasker::{Lasker, lasker_value};
pub use listing::{MAX_LISTED_MOVE_BITS, check_listing, check_listing_count};
pub use moore::Moore;
pub use nim::Nim;
pub use nodekayles::{KaylesGraph, KaylesPosition, NodeKayles};
pub use northcott::{Northcott, NorthcottRow};
pub use nozero::NoZero;
pub use octal::TakeBreak;
pub use powers::Powers;
#[cfg(feature = "scripting")]
pub use script::ScriptFamily;
#[cfg(feature = "scripting")]
pub(crate) use script::read_parameters;
pub use selective::{Any, Selective, SelectiveOutcome};
pub use staircase::Staircase;
pub use subtraction::Subtraction;
pub use wythoff::{Wythoff, WythoffPosition, floor_phi, wythoff_partner};

use num_bigint::BigUint;
use num_traits::ToPrimitive;

/// The families that have a set-up editor, each as the editor offers it for a new component
/// of a sum ([`Teaching::setup_default`](crate::Teaching::setup_default)): coin rows as
/// Turtles, graphs of Node-Kayles generated, never read from a file.
pub(crate) fn editable_families() -> Vec<std::sync::Arc<dyn crate::AnyFamily>> {
    vec![
        std::sync::Arc::new(Nim),
        std::sync::Arc::new(Chomp::default()),
        std::sync::Arc::new(Cram::default()),
        std::sync::Arc::new(Wythoff),
        std::sync::Arc::new(NodeKayles::reading_files(false)),
        std::sync::Arc::new(Coins::new(CoinRule::Turtles)),
        std::sync::Arc::new(Corners),
        std::sync::Arc::new(Hackenbush),
        std::sync::Arc::new(Northcott),
        std::sync::Arc::new(Staircase),
    ]
}

use crate::GameError;
use crate::budget::tr;
use crate::expr::{ParseError, Token};

/// The most options a family will list one by one; larger positions are handled by closed forms
/// only (listing the options of `nim(10^30)` would never finish).
pub(crate) const MAX_LISTED_OPTIONS: u64 = 1_000_000;

/// Reads each argument as one heap size.
fn parse_heaps(args: &[Token]) -> Result<Vec<BigUint>, ParseError> {
    args.iter().map(Token::integer).collect()
}

/// The error for a position whose options are too many to list.
fn too_many_options(term: &str, count: &BigUint) -> GameError {
    GameError::TooLarge(tr!(
        "too-large-options",
        term = term,
        count = count.to_string(),
        most = MAX_LISTED_OPTIONS.to_string()
    ))
}

/// Checks that a heap has few enough options to list, returning its size as a `u64`.
fn listable(term: impl FnOnce() -> String, count: &BigUint) -> Result<u64, GameError> {
    match count.to_u64() {
        Some(small) if small <= MAX_LISTED_OPTIONS => Ok(small),
        _ => Err(too_many_options(&term(), count)),
    }
}

/// The move that takes a single stone from a heap (legal in every family where a move may take
/// one stone), or `None` from an empty heap: the slowest way to lose.
fn take_one(heap: &BigUint) -> Option<Vec<BigUint>> {
    (*heap > BigUint::ZERO).then(|| vec![heap - 1u32])
}

/// `take k from NAME(n), leaving m`: the description of a move that removes stones from one heap.
fn describe_take(name: &str, from: &BigUint, to: &[BigUint]) -> String {
    match to {
        [left] if left < from => tr!(
            "take-stones",
            taken = from - left,
            heap = format!("{name}({from})"),
            left = left
        ),
        _ => {
            let parts: Vec<String> = to.iter().map(ToString::to_string).collect();
            tr!(
                "move-heap-to",
                from = format!("{name}({from})"),
                to = format!("{name}({})", parts.join(","))
            )
        }
    }
}

/// For a move typed by a player in a take-away game: the number of stones taken from `from` to
/// leave the single heap `to`, or why that is not a move.
fn stones_taken(from: &BigUint, to: &[BigUint]) -> Result<BigUint, String> {
    match to {
        [left] if left < from => Ok(from - left),
        [left] => Err(tr!("take-at-least-one", left = left, from = from)),
        _ => Err(tr!("take-leaves-one-heap", from = from)),
    }
}
