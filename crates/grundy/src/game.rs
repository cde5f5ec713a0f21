//! The shape of an impartial game: positions and their options.

use std::fmt::{self, Debug};
use std::hash::Hash;

use serde::Serialize;

use crate::GameError;
use crate::budget::tr;

/// An impartial game: both players have the same options from every position, and a player with
/// no option loses (normal play).
///
/// An option is a *sum* of independent positions: one part for an ordinary move, several when a
/// move breaks the game into pieces (a heap split in two), none when it leaves nothing. The value
/// of an option is the nim-sum of the values of its parts.
///
/// ```
/// use grundy::{Game, GameError, Nimber, Solver};
///
/// /// Take one stone, or split a heap into two non-empty heaps.
/// struct TakeOneOrSplit;
///
/// impl Game for TakeOneOrSplit {
///     type Position = u32;
///     fn options(&self, &n: &u32) -> Result<Vec<Vec<u32>>, GameError> {
///         let mut options = Vec::new();
///         if n >= 1 {
///             options.push(vec![n - 1]);
///         }
///         for a in 1..=n / 2 {
///             options.push(vec![a, n - a]);
///         }
///         Ok(options)
///     }
/// }
///
/// let mut solver = Solver::new(TakeOneOrSplit);
/// assert_eq!(solver.nimber(&0).unwrap(), Nimber(0));
/// assert_eq!(solver.nimber(&2).unwrap(), Nimber(2)); // options: 1 (value 1) and 1+1 (value 0)
/// ```
pub trait Game {
    /// A position of the game.
    type Position: Clone + Eq + Hash + Debug;

    /// Every option of `position`, each a sum of independent positions. An error means the
    /// options cannot be listed (too many, or a rule that failed).
    fn options(&self, position: &Self::Position) -> Result<Vec<Vec<Self::Position>>, GameError>;
}

/// Who wins a position with perfect play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Outcome {
    /// The Next player (the one to move) wins.
    N,
    /// The Previous player wins: the player to move loses.
    P,
    /// A draw: in a loopy game (one whose positions can repeat), neither player can force a win,
    /// so with perfect play the game goes on forever. Never the outcome of a game that always
    /// ends.
    D,
}

impl Outcome {
    /// The outcome of a position whose nim-value is zero (`P`) or not (`N`).
    ///
    /// ```
    /// use grundy::Outcome;
    /// assert_eq!(Outcome::from_is_zero(true), Outcome::P);
    /// ```
    pub fn from_is_zero(is_zero: bool) -> Outcome {
        if is_zero { Outcome::P } else { Outcome::N }
    }

    /// A short explanation of the outcome for people.
    pub fn meaning(self) -> String {
        match self {
            Outcome::N => tr!("outcome-n"),
            Outcome::P => tr!("outcome-p"),
            Outcome::D => tr!("outcome-d"),
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Outcome::N => "N",
            Outcome::P => "P",
            Outcome::D => "D",
        })
    }
}
