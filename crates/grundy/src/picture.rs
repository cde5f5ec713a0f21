//! Pictures of positions, for a page to draw and a player to click: the stones of a heap, the
//! squares of a Chomp bar, the cells of a Cram board, the queen on Wythoff's quarter board, the
//! vertices and edges of a graph, rows and grids of coins, Northcott's pieces, a staircase.
//!
//! A [`Picture`] is data, not drawing: parts placed on a grid of unit cells, each with a kind
//! (what it is: a stone, a square, the poisoned square, a filled cell, …), an id and an
//! accessible name ("row 2, column 3"). The page turns it into SVG, so pictures stay crisp at
//! any size and in any language, and every family is drawn by the same few lines of code.
//!
//! A move is tied to the picture by [`MoveMarks`]: the parts a player clicks to make it (one
//! stone, one square, the two cells of a domino) and the parts it changes (the stones taken,
//! the squares eaten). The page plays a move when the parts clicked are exactly its anchor, and
//! shows a hint by marking the anchors of the winning moves. Families draw their own positions
//! ([`Teaching::picture`](crate::Teaching::picture)); positions too large to draw have no
//! picture.
//!
//! The set-up editor uses the same pictures: a family that has one draws a position with the
//! empty places a click adds to ([`PartKind::Slot`],
//! [`Teaching::setup_picture`](crate::Teaching::setup_picture)) and, where a row shrinks, a
//! control that takes its last cell off ([`PartKind::Remove`]), and says which position a click
//! on each part makes ([`Teaching::setup_edit`](crate::Teaching::setup_edit)). A teacher sets up
//! a position by clicking, and the page writes its expression.
//!
//! The idea of clicking the picture of a position follows CGSuite's Explorer and GamesmanUni,
//! which draw positions of the games they solve and let a move be made on the board.

use serde::Serialize;

/// The most parts one picture holds; larger positions are not drawn.
pub const MAX_PARTS: usize = 400;

/// A position as parts on a grid of `width` × `height` unit cells.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Picture {
    /// Width, in cells.
    pub width: u32,
    /// Height, in cells.
    pub height: u32,
    /// Everything drawn, in drawing order.
    pub parts: Vec<Part>,
}

impl Picture {
    /// Grows the picture by one column on the right and one row below, with a set-up slot on
    /// each cell of them (`cell_id` ids) labelled `label(x, y)`: the editors of boards that
    /// grow at their far edges (Turning Corners, Wythoff). Returns `false`, leaving the
    /// picture as it was, when the slots would take it past [`MAX_PARTS`].
    pub(crate) fn grow_with_slots(&mut self, label: impl Fn(u32, u32) -> String) -> bool {
        let (width, height) = (self.width, self.height);
        let places: Vec<(u32, u32)> = (0..=height)
            .map(|y| (width, y))
            .chain((0..width).map(|x| (x, height)))
            .collect();
        if self.parts.len() + places.len() > MAX_PARTS {
            return false;
        }
        self.width += 1;
        self.height += 1;
        for (x, y) in places {
            self.parts
                .push(Part::cell(cell_id(y, x), PartKind::Slot, x, y, label(x, y)));
        }
        true
    }
}

/// One drawn thing: a stone, a square, a cell, or a line between two cells (an edge).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Part {
    /// Unique within its picture; moves name parts by it.
    pub id: String,
    /// What it is, which says how it is drawn.
    pub kind: PartKind,
    /// Column of its cell, from 0 at the left.
    pub x: u32,
    /// Row of its cell, from 0 at the top.
    pub y: u32,
    /// Its accessible name, in the language of the computation: "row 2, column 3".
    pub label: String,
    /// For a line (an edge, the ground): the cell of its other end. A line joins the centres
    /// of its two cells; other parts have none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to: Option<[u32; 2]>,
    /// For a line drawn bent, so that parallel edges and loops stay apart: the cell it bends
    /// towards. A loop (`to` its own cell) is drawn as a teardrop pointing there.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub via: Option<[u32; 2]>,
}

/// What a part is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum PartKind {
    /// A stone of a heap.
    Stone,
    /// A square of chocolate, an empty cell, a square of a board: something to take or fill.
    Square,
    /// Chomp's poisoned square.
    Poison,
    /// A cell already filled (Cram).
    Filled,
    /// Wythoff's queen.
    Queen,
    /// A vertex of a graph (Node-Kayles).
    Vertex,
    /// An edge of a graph, a line to [`Part::to`] (Node-Kayles, Hackenbush).
    Edge,
    /// The ground Hackenbush's graphs stand on, a line to [`Part::to`].
    Ground,
    /// A coin showing heads.
    Heads,
    /// A coin showing tails.
    Tails,
    /// A white piece (Northcott).
    White,
    /// A black piece (Northcott).
    Black,
    /// A step of a staircase, for coins to stand on.
    Step,
    /// An empty place the set-up editor fills by a click (a stone to add, a square, a row).
    Slot,
    /// The set-up editor's control that takes the last cell off a row (a coin, a column).
    Remove,
}

/// How a move shows on the picture of the position it is made from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct MoveMarks {
    /// The parts a player clicks to make the move, in any order.
    pub anchor: Vec<String>,
    /// The parts the move changes (taken, eaten, filled), which the page marks on hover.
    pub touched: Vec<String>,
}

impl MoveMarks {
    /// Marks whose anchor is the one part `id`, changing `touched`.
    pub(crate) fn at(id: String, touched: Vec<String>) -> MoveMarks {
        MoveMarks {
            anchor: vec![id],
            touched,
        }
    }
}

impl Part {
    /// A part in the cell `(x, y)`, not a line.
    pub(crate) fn cell(id: String, kind: PartKind, x: u32, y: u32, label: String) -> Part {
        Part {
            id,
            kind,
            x,
            y,
            label,
            to: None,
            via: None,
        }
    }

    /// A line from the centre of cell `from` to the centre of cell `to`.
    pub(crate) fn line(
        id: String,
        kind: PartKind,
        from: [u32; 2],
        to: [u32; 2],
        label: String,
    ) -> Part {
        Part {
            id,
            kind,
            x: from[0],
            y: from[1],
            label,
            to: Some(to),
            via: None,
        }
    }
}

/// The id of the cell in row `row`, column `column` of a board: `r2c3`.
pub(crate) fn cell_id(row: u32, column: u32) -> String {
    format!("r{row}c{column}")
}

/// The row and column of a cell's id ([`cell_id`]), or `None` for another id.
pub(crate) fn parse_cell_id(id: &str) -> Option<(u32, u32)> {
    let (row, column) = id.strip_prefix('r')?.split_once('c')?;
    Some((row.parse().ok()?, column.parse().ok()?))
}
