//! The computer's move in a game, as front ends show it (`GET /api/computer-move`, Python's
//! `computer_move`): the move, why it was chosen, and how long the game lasts after it.

use serde::Serialize;

use super::Integer;
use crate::opponent::{Level, Reason, computer_move};
use crate::{GameError, Sum};

/// The computer's move from a position, at a level, in normal or misère play.
///
/// ```
/// use grundy::opponent::Level;
/// use grundy::report::computer_move::ComputerMoveReport;
/// let position = grundy::parse("chomp(5,4)").unwrap();
/// let report = ComputerMoveReport::of(&position, Level::Perfect, false, 0, 0).unwrap();
/// assert_eq!(
///     serde_json::to_string(&report).unwrap(),
///     concat!(
///         r#"{"expr":"chomp(5,4)","level":"perfect","seed":0,"ply":0,"#,
///         r#""chosen":{"component":0,"move":"eat the square in row 1, column 5 and everything below and right of it","#,
///         r#""replacement":"4,4","to":"chomp(4,4)"},"reason":"slowest-loss","remoteness_after":7}"#
///     )
/// );
/// ```
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(
    feature = "openapi",
    derive(utoipa::ToSchema),
    schema(
        description = "The computer's move from a position at a level: the move (null when no \
            move is left), why it was chosen, and the remoteness of the position it leads to \
            (null for a draw, a random move, or beyond the search allowed)."
    )
)]
pub struct ComputerMoveReport {
    /// The position, as it prints.
    pub expr: String,
    /// The level played.
    pub level: Level,
    /// The game's seed.
    pub seed: u64,
    /// How many moves were made before this one.
    pub ply: u64,
    /// The move; null when no move is left.
    #[cfg_attr(feature = "openapi", schema(required))]
    pub chosen: Option<super::moves::ListedMove>,
    /// Why it was chosen; null when no move is left.
    #[cfg_attr(feature = "openapi", schema(required))]
    pub reason: Option<Reason>,
    /// The remoteness of the position the move leads to, when known.
    #[cfg_attr(feature = "openapi", schema(required))]
    pub remoteness_after: Option<Integer>,
}

impl ComputerMoveReport {
    /// The computer's move (see [`computer_move`]) under the budget entered on this thread.
    pub fn of(
        position: &Sum,
        level: Level,
        misere: bool,
        seed: u64,
        ply: u64,
    ) -> Result<ComputerMoveReport, GameError> {
        let found = computer_move(position, level, misere, seed, ply)?;
        Ok(ComputerMoveReport {
            expr: position.to_string(),
            level,
            seed,
            ply,
            chosen: found
                .as_ref()
                .map(|m| super::moves::ListedMove::from(&m.chosen)),
            reason: found.as_ref().map(|m| m.reason),
            remoteness_after: found.and_then(|m| m.remoteness_after.map(Integer::from)),
        })
    }
}
