//! A position as pictures to click: `GET /api/board`, `grundy eval --board --json`,
//! `grundy.board()` in Python. One [`Picture`] per component whose family draws it, and every
//! move of those components with the parts it is made by and the position it leads to, marked
//! when it wins (its position is a P-position), so a page can play a move by a click and show
//! the winning moves as a hint. The set-up editor's pictures ([`BoardReport::setup`]) have the
//! same shape: each click is a move to the position it sets up.

use std::collections::HashSet;

use serde::Serialize;

use crate::budget::tr;
use crate::family::ComponentBoard;
use crate::picture::Picture;
use crate::{GameError, Sum};

/// The most moves a board lists; a position with more is drawn without them.
pub(crate) const MAX_BOARD_MOVES: usize = 2_000;

/// A position's pictures and the moves on them.
///
/// ```
/// use grundy::report::board::BoardReport;
/// let report = BoardReport::of(&grundy::parse("nim(1,2)").unwrap()).unwrap();
/// assert_eq!(report.components.len(), 2);
/// assert_eq!(report.components[1].picture.as_ref().unwrap().parts.len(), 2);
/// // nim(1,2): the one winning move takes a stone from the heap of 2 (clicking stone 2 of 2).
/// let winning: Vec<_> = report.moves.iter().filter(|m| m.winning).collect();
/// assert_eq!((winning.len(), winning[0].component, winning[0].to.as_str()), (1, 1, "nim(1,1)"));
/// assert_eq!(winning[0].anchor, ["s1"]);
/// ```
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct BoardReport {
    /// The position, as it prints.
    pub expr: String,
    /// Each component, in order, with its picture when its family draws one.
    pub components: Vec<ComponentPicture>,
    /// The moves shown on the pictures.
    pub moves: Vec<BoardMove>,
    /// Why some moves are not listed (too many), if so.
    pub moves_unlisted: Option<String>,
    /// In the set-up editor's report ([`BoardReport::setup`]): the components a teacher may
    /// add to the sum, one per family with an editor (those of the sum first, with their
    /// parameters); empty in a board report.
    pub additions: Vec<SetupAddition>,
}

/// A component the set-up editor offers to add, and the position adding it sets up.
///
/// ```
/// use grundy::report::board::BoardReport;
/// let report = BoardReport::setup(&grundy::parse("coins[ruler](101)").unwrap());
/// assert_eq!(report.additions[0].family, "coins[ruler]"); // the sum's own family first
/// let nim = report.additions.iter().find(|a| a.family == "nim").unwrap();
/// assert_eq!(nim.to, format!("coins[ruler](101) + {}", nim.expr));
/// ```
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SetupAddition {
    /// The family, parameters included (`coins[turtles]`).
    pub family: String,
    /// The component added, as an expression: the family's default position.
    pub expr: String,
    /// The whole position with it added.
    pub to: String,
}

/// One component and its picture.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ComponentPicture {
    /// The component as an expression (`chomp(3,2)`).
    pub expr: String,
    /// Its picture, or null when its family draws none or it is too large to draw.
    pub picture: Option<Picture>,
    /// Whether the set-up editor ([`BoardReport::setup`]) draws it: a page offers its set-up
    /// switch when some component has one, and asks for the editor only when it is turned on.
    pub editor: bool,
    /// In the set-up editor's report: the whole position without this component, which a
    /// page's button to remove it sets up; null in a board report, or when it is the only
    /// component (nothing would be left to write).
    pub without: Option<String>,
}

/// A move on a picture.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct BoardMove {
    /// The component moved in, from 0.
    pub component: usize,
    /// The parts clicked to make it, by id.
    pub anchor: Vec<String>,
    /// The parts it changes, by id.
    pub touched: Vec<String>,
    /// The move in words.
    pub description: String,
    /// The whole position it leads to.
    pub to: String,
    /// Whether it wins in normal play: it leads to a P-position.
    pub winning: bool,
}

impl BoardReport {
    /// The pictures of `position`'s components and their moves, under the budget entered on
    /// this thread.
    pub fn of(position: &Sum) -> Result<BoardReport, GameError> {
        let boards = position
            .components()
            .map(|component| Ok((component.expression(), component.board()?)))
            .collect::<Result<Vec<_>, GameError>>()?;
        // The winning moves are found only when there is a picture to mark them on: a position
        // of games that are not drawn costs nothing more.
        let winning: HashSet<String> = if boards.iter().any(|(_, board)| board.is_some()) {
            position
                .winning_moves()?
                .into_iter()
                .map(|m| m.to.to_string())
                .collect()
        } else {
            HashSet::new()
        };
        Ok(BoardReport::assemble(position, boards, &winning))
    }

    /// The set-up editor's pictures of `position`: each component that has an editor drawn
    /// with the places a click adds to, and every click as a move to the position it sets up
    /// (`anchor` the part clicked, `to` the whole position after it, `winning` false). A page
    /// sets up a position by clicking and takes its expression from `to`.
    ///
    /// ```
    /// use grundy::report::board::BoardReport;
    /// let report = BoardReport::setup(&grundy::parse("nim(2) + chomp(2,1)").unwrap());
    /// let to = |component: usize, part: &str| {
    ///     let edit = report.moves.iter().find(|m| m.component == component && m.anchor == [part]);
    ///     edit.unwrap().to.clone()
    /// };
    /// assert_eq!(to(0, "s2"), "nim(3) + chomp(2,1)"); // the place after the stones: one more
    /// assert_eq!(to(0, "s0"), "nim(0) + chomp(2,1)"); // the first stone: none left
    /// assert_eq!(to(1, "r1c1"), "nim(2) + chomp(2,2)"); // a square added to the second row
    /// ```
    pub fn setup(position: &Sum) -> BoardReport {
        let boards = position
            .components()
            .map(|component| (component.expression(), component.setup_board()))
            .collect();
        let mut report = BoardReport::assemble(position, boards, &HashSet::new());
        for (index, component) in report.components.iter_mut().enumerate() {
            component.without = position.without(index).map(|sum| sum.to_string());
        }
        report.additions = setup_additions(position);
        report
    }

    /// The report of `position` from its components' pictures and moves, the moves to the
    /// positions in `winning` marked.
    fn assemble(
        position: &Sum,
        boards: Vec<(String, Option<ComponentBoard>)>,
        winning: &HashSet<String>,
    ) -> BoardReport {
        let mut components = Vec::new();
        let mut moves = Vec::new();
        let mut moves_unlisted = None;
        let has_editor: Vec<bool> = position.components().map(|c| c.has_editor()).collect();
        for (index, (expr, board)) in boards.into_iter().enumerate() {
            let editor = has_editor[index];
            let Some(board) = board else {
                components.push(ComponentPicture {
                    expr,
                    picture: None,
                    editor,
                    without: None,
                });
                continue;
            };
            if moves.len() + board.moves.len() > MAX_BOARD_MOVES {
                moves_unlisted = Some(tr!("board-moves-unlisted", limit = MAX_BOARD_MOVES));
            } else {
                for (marks, component_move) in board.moves {
                    let after = position.after(index, component_move);
                    let to = after.to.to_string();
                    moves.push(BoardMove {
                        component: index,
                        anchor: marks.anchor,
                        touched: marks.touched,
                        description: after.description,
                        winning: winning.contains(&to),
                        to,
                    });
                }
            }
            components.push(ComponentPicture {
                expr,
                picture: Some(board.picture),
                editor,
                without: None,
            });
        }
        BoardReport {
            expr: position.to_string(),
            components,
            moves,
            moves_unlisted,
            additions: Vec::new(),
        }
    }
}

/// The components the set-up editor offers to add to `position`: the default position of each
/// family with an editor, the families of the sum's own components first (so a row of Ruler
/// coins offers Ruler), each family once.
fn setup_additions(position: &Sum) -> Vec<SetupAddition> {
    let own = position.components().map(|component| component.family());
    let mut seen = HashSet::new();
    own.chain(crate::games::editable_families())
        .filter_map(|family| {
            let family_name = family.name();
            if !seen.insert(family_name.clone()) {
                return None;
            }
            let added = family.setup_default()?;
            Some(SetupAddition {
                family: family_name,
                expr: added.expression(),
                to: position.plus(added).to_string(),
            })
        })
        .collect()
}
