//! Errors raised while valuing games. Their messages are the library's catalogue's
//! (`locales/*/errors.ftl`), in the language of the computation that raised or shows them.

use thiserror::Error;

use crate::budget::{LimitExceeded, tr};

/// Why a game, position or sum could not be valued.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum GameError {
    /// The position can be reached from itself, so it has no Sprague–Grundy value in the
    /// ordinary sense.
    #[error("{}", tr!("game-cycle", position = position))]
    Cycle {
        /// The repeated position, as written by the game.
        position: String,
    },
    /// The position is loopy with an infinite generalized value `∞(A)`: it has no nim-value,
    /// though its outcome and the outcome of sums containing it are known (see
    /// [`crate::LoopyValue`]).
    #[error("{}", tr!("game-infinite", position = position, value = value))]
    Infinite {
        /// The position, as written.
        position: String,
        /// Its generalized value, as `∞{0,2}`.
        value: String,
    },
    /// The work hit a limit of its [`crate::budget::Budget`] (positions, memory, time) or was
    /// cancelled.
    #[error(transparent)]
    Limit(#[from] LimitExceeded),
    /// The position is too large for the method that was asked for (for example, listing every
    /// option of a Nim heap of 10^30).
    #[error("{0}")]
    TooLarge(String),
    /// The method cannot value this position at all (not a matter of size): misère play of a
    /// loopy game, say. The message says why.
    #[error("{0}")]
    Unsupported(String),
    /// A game whose rules are a script failed: the script hit a limit, raised an error, or
    /// returned something that is not a position. The message names the file and line.
    #[error("{0}")]
    Script(String),
    /// A misère quotient outgrew the limits (`cause`: the state or memory limit, or the
    /// largest quotient built). The quotient may be infinite, so raising the limits need not
    /// help; the message says so.
    #[error("{cause}\n{}", quotient_beyond_limits(game, *heaps))]
    QuotientBeyondLimits {
        /// The game as written.
        game: String,
        /// The largest heap asked for.
        heaps: usize,
        /// The limit that stopped it.
        cause: Box<GameError>,
    },
}

/// What [`GameError::QuotientBeyondLimits`] means, in the words its message ends with (front
/// ends that word the limit their own way add this line), in the language of the computation.
///
/// ```
/// assert_eq!(
///     grundy::error::quotient_beyond_limits("kayles", 90),
///     "the misère quotient of kayles on heaps up to 90 is infinite or larger than these limits"
/// );
/// ```
pub fn quotient_beyond_limits(game: &str, heaps: usize) -> String {
    tr!(
        "quotient-beyond-limits",
        game = game,
        heaps = heaps.to_string()
    )
}
