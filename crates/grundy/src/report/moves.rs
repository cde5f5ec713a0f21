//! Every move of a position, component by component, each with the position it leads to: for
//! playing and for exploring the state graph (`GET /api/moves`).

use serde::Serialize;

use crate::budget::Budget;
use crate::{GameError, Sum};

/// One move of a position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ListedMove {
    /// The component moved in, counting the components of the sum from 0.
    pub component: usize,
    /// The move, in words.
    #[serde(rename = "move")]
    pub description: String,
    /// What the component becomes, as arguments (`1`, `3,6` after a split, empty when nothing
    /// is left).
    pub replacement: String,
    /// The whole position after the move.
    pub to: String,
}

impl From<&crate::SumMove> for ListedMove {
    fn from(made: &crate::SumMove) -> ListedMove {
        ListedMove {
            component: made.component,
            description: made.description.clone(),
            replacement: made.replacement.clone(),
            to: made.to.to_string(),
        }
    }
}

/// Every move of a position, or the first of them when there are too many to list.
///
/// ```
/// use grundy::report::moves::MovesReport;
/// let position = grundy::parse("nim(2) + nim(1)").unwrap();
/// let report = MovesReport::of(&position, 10, 1 << 20).unwrap();
/// let to: Vec<&str> = report.moves.iter().map(|m| m.to.as_str()).collect();
/// assert_eq!(to, ["nim(1) + nim(1)", "nim(0) + nim(1)", "nim(2) + nim(0)"]);
/// assert!(!report.truncated);
/// let cut = MovesReport::of(&position, 2, 1 << 20).unwrap();
/// assert_eq!((cut.moves.len(), cut.truncated), (2, true));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(
    feature = "openapi",
    derive(utoipa::ToSchema),
    schema(
        description = "Every move of a position, component by component, each with the position it \
            leads to; or the first of them, when there are too many to list (`truncated`)."
    )
)]
pub struct MovesReport {
    /// The position, written out.
    pub expr: String,
    /// The moves, component by component.
    pub moves: Vec<ListedMove>,
    /// Whether the list was cut.
    pub truncated: bool,
    /// Why the list was cut.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub truncated_because: Option<String>,
}

impl MovesReport {
    /// The moves of `position`, cut after `limit` moves, after `max_bytes` bytes of text, or at
    /// a component with too many moves to list, under the budget entered on this thread.
    pub fn of(position: &Sum, limit: usize, max_bytes: usize) -> Result<MovesReport, GameError> {
        let budget = Budget::current();
        let mut ticker = budget.ticker(64);
        let mut moves = Vec::new();
        let mut bytes = 0usize;
        let mut cut = None;
        'components: for (index, component) in position.components().enumerate() {
            let options = match component.options() {
                Ok(options) => options,
                Err(GameError::TooLarge(why)) => {
                    cut = Some(why);
                    break;
                }
                Err(error) => return Err(error),
            };
            for option in options {
                ticker.tick()?;
                if moves.len() == limit {
                    cut = Some(format!("only the first {limit} moves are listed"));
                    break 'components;
                }
                let made = position.after(index, option);
                let to = made.to.to_string();
                bytes += to.len() + made.description.len() + made.replacement.len();
                if bytes > max_bytes {
                    cut = Some(format!(
                        "only the first {} moves are listed: the positions they lead to are long",
                        moves.len()
                    ));
                    break 'components;
                }
                moves.push(ListedMove {
                    component: made.component,
                    description: made.description,
                    replacement: made.replacement,
                    to,
                });
            }
        }
        Ok(MovesReport {
            expr: position.to_string(),
            moves,
            truncated: cut.is_some(),
            truncated_because: cut,
        })
    }
}
