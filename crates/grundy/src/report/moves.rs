//! Every move of a position, component by component, each with the position it leads to: for
//! playing and for exploring the state graph (`GET /api/moves`); and each valued, with the
//! outcome, nim-value and remoteness of where it leads (`eval --options`, `GET /api/options`).

use serde::Serialize;

use super::Integer;
use crate::budget::Budget;
use crate::sum::bounded_remoteness;
use crate::{GameError, Outcome, Sum, SumMove, SumRemoteness};

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

impl From<&SumMove> for ListedMove {
    fn from(made: &SumMove) -> ListedMove {
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
        let (moves, cut) = first_moves(position, limit, max_bytes)?;
        Ok(MovesReport {
            expr: position.to_string(),
            moves: moves.iter().map(ListedMove::from).collect(),
            truncated: cut.is_some(),
            truncated_because: cut,
        })
    }
}

/// The first moves of `position`, component by component: at most `limit`, at most `max_bytes`
/// of text, stopping at a component with too many to list; and why the list was cut.
fn first_moves(
    position: &Sum,
    limit: usize,
    max_bytes: usize,
) -> Result<(Vec<SumMove>, Option<String>), GameError> {
    let budget = Budget::current();
    let mut ticker = budget.ticker(64);
    let mut moves = Vec::new();
    let mut bytes = 0usize;
    for (index, component) in position.components().enumerate() {
        let options = match component.options() {
            Ok(options) => options,
            Err(GameError::TooLarge(why)) => return Ok((moves, Some(why))),
            Err(error) => return Err(error),
        };
        for option in options {
            ticker.tick()?;
            if moves.len() == limit {
                return Ok((
                    moves,
                    Some(format!("only the first {limit} moves are listed")),
                ));
            }
            let made = position.after(index, option);
            bytes += made.to.to_string().len() + made.description.len() + made.replacement.len();
            if bytes > max_bytes {
                let why = format!(
                    "only the first {} moves are listed: the positions they lead to are long",
                    moves.len()
                );
                return Ok((moves, Some(why)));
            }
            moves.push(made);
        }
    }
    Ok((moves, None))
}

/// One move of a position and what it leads to: the outcome, nim-value and remoteness of the
/// position after it, seen by the player who moves next (P: the mover has won, for now).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct OptionReport {
    /// The move and the whole position it leads to.
    #[serde(flatten)]
    pub made: ListedMove,
    /// Who wins the position it leads to: P there means the move wins.
    pub outcome: Outcome,
    /// Its nim-value, when known and finite.
    #[cfg_attr(feature = "openapi", schema(required))]
    pub nimber: Option<Integer>,
    /// Its remoteness, when known (null for a draw or beyond the search allowed).
    #[cfg_attr(feature = "openapi", schema(required))]
    pub remoteness: Option<Integer>,
}

/// Every move of a position, each with the outcome, nim-value and remoteness of the position it
/// leads to: `grundy eval --options`, `GET /api/options`, Python's `options`.
///
/// ```
/// use grundy::report::moves::OptionsReport;
/// let position = grundy::parse("nim(1,2)").unwrap();
/// let report = OptionsReport::of(&position, 100, 1 << 20).unwrap();
/// let listed: Vec<(String, String, Option<String>)> = report
///     .options
///     .iter()
///     .map(|o| (o.made.to.clone(), o.outcome.to_string(), o.remoteness.as_ref().map(|r| r.to_string())))
///     .collect();
/// assert_eq!(listed, [
///     ("nim(0,2)".to_string(), "N".to_string(), Some("1".to_string())),
///     ("nim(1,1)".to_string(), "P".to_string(), Some("2".to_string())),
///     ("nim(1,0)".to_string(), "N".to_string(), Some("1".to_string())),
/// ]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(
    feature = "openapi",
    derive(utoipa::ToSchema),
    schema(
        description = "Every move of a position, each with the outcome, nim-value and remoteness \
            of the position it leads to; the first of them when there are too many to list \
            (`truncated`). `remoteness_unknown` says why remoteness is missing when the search \
            for it was beyond what is allowed."
    )
)]
pub struct OptionsReport {
    /// The position, written out.
    pub expr: String,
    /// The moves, component by component, with what each leads to.
    pub options: Vec<OptionReport>,
    /// Whether the list was cut.
    pub truncated: bool,
    /// Why the list was cut.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub truncated_because: Option<String>,
    /// Why the options' remoteness is unknown, when it is.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub remoteness_unknown: Option<String>,
}

impl OptionsReport {
    /// The moves of `position` as [`MovesReport::of`] lists them, each valued, under the budget
    /// entered on this thread (the remoteness of them all within
    /// [`EVAL_REMOTENESS_STATES`](crate::defaults::EVAL_REMOTENESS_STATES) positions of search).
    pub fn of(position: &Sum, limit: usize, max_bytes: usize) -> Result<OptionsReport, GameError> {
        let (moves, cut) = first_moves(position, limit, max_bytes)?;
        let after: Vec<&Sum> = moves.iter().map(|m| &m.to).collect();
        let (remoteness, remoteness_unknown) =
            match bounded_remoteness(|| Sum::remoteness_of_each(&after))? {
                Ok(found) => (found.iter().map(SumRemoteness::moves).collect(), None),
                Err(why) => (vec![None; moves.len()], Some(why)),
            };
        let mut options = Vec::with_capacity(moves.len());
        for (made, remoteness) in moves.iter().zip(remoteness) {
            options.push(OptionReport {
                made: ListedMove::from(made),
                outcome: made.to.outcome()?,
                nimber: made.to.nimber().ok().map(Integer::from),
                remoteness: remoteness.map(Integer::from),
            });
        }
        Ok(OptionsReport {
            expr: position.to_string(),
            options,
            truncated: cut.is_some(),
            truncated_because: cut,
            remoteness_unknown,
        })
    }
}
