//! Cram, by the component search of [`crate::search`].
//!
//! **Rules.** A board of cells, some of them filled; players take turns placing a domino on two
//! empty cells side by side (in a row or in a column), filling them; a player who cannot place
//! one loses. Cram was popularised by Martin Gardner (*Mathematical Games*, Scientific American
//! 230(2), February 1974) and is analysed in Berlekamp, Conway and Guy's *Winning Ways*.
//! `cram(R, C)` is the empty board of R rows and C columns; `cram("..#./..../....")` gives
//! the board row by row, top row first: `.` an empty cell, `#` a filled one, `/` between rows.
//! Moves are written `fill (r,c)-(r,c+1)` with rows and columns counted from 1 (row 1 on top).
//!
//! **Method.** Cram has no formula. A position falls apart into regions of empty cells that
//! touch no other (a domino never spans two), each an independent game: the value is the
//! nim-sum of the regions' values, and each region, up to translation, rotation and
//! reflection, is searched once ([`crate::search`], after J. Lemoine and S. Viennot, *Nimbers are
//! inevitable*, 2012, and P. Beling and M. Rogalski, *On pruning search trees of impartial
//! games*, 2020; J. W. H. M. Uiterwijk, *Solving Cram using combinatorial game theory*,
//! Advances in Computer Games 2019, solves Cram boards with similar ideas). A region that is
//! its own image under a half-turn with no domino covering the centre is a P-position by the
//! symmetry strategy ([`crate::search::canonical::half_turn_zero`]): every even × even
//! board has value 0 without search. An even × odd board is won by the first player (the
//! central domino, then symmetry), but its value is searched. Before a position is split, two
//! reductions that keep its value remove cells: all tufts but one around a cell, and cells
//! whose every neighbour has a tuft (`CramGeometry::reduced`, where they are proved; P.
//! Beling's solver simplifies Cram positions with the same two observations). Moves along the
//! middle line of a region are tried first. Boards of at most 64 cells are searched on
//! one-word cell sets ([`CellSet`]). A 1 × n board is Dawson's Kayles (octal 0.07) of n; the
//! tests check this and the published values of larger boards.
//!
//! Boards have at most [`MAX_CELLS`] cells; large boards take very long (on one thread 5 × 5
//! is instant, 5 × 7 takes half a second, 5 × 8 three seconds, 6 × 7 about 13 minutes and
//! 2 GiB; `grundy eval` searches on every core, 5 × 8 in 1.7 s and 6 × 7 in 8 minutes on
//! two), under the budget's deadline and Ctrl-C.
//!
//! ```
//! let board = grundy::parse("cram(3,5)").unwrap();
//! assert_eq!(board.nimber().unwrap(), 1u32.into());
//! let moves = board.winning_moves().unwrap();
//! assert!(moves.iter().any(|m| m.description == "fill (1,3)-(2,3)"));
//! assert_eq!(grundy::parse("cram(\"..#/...\")").unwrap().nimber().unwrap(), 0u32.into());
//! ```

use std::fmt;
use std::sync::Mutex;

use num_bigint::BigUint;

use crate::budget::tr;
use crate::budget::{Budget, LimitExceeded};
use crate::excerpt::quote;
use crate::expr::{ParseError, Token};
use crate::picture::{MoveMarks, Part, PartKind, Picture, cell_id, parse_cell_id};
use crate::search::canonical::{grid_key_of, half_turn_zero};
use crate::search::db::StableKey;
use crate::search::{CellSet, Decomposable, Search, SearchStats, Table};
use crate::{Family, Game, GameError, Notation, Outcome, Teaching};

/// The most cells a board may have (so that a board is a 128-bit set with room for its key).
pub(crate) const MAX_CELLS: u32 = crate::search::canonical::MAX_BOX_CELLS;

/// The ids of the set-up editor's controls that take the last column or row off.
const REMOVE_COLUMN: &str = "remove-column";
const REMOVE_ROW: &str = "remove-row";

/// A Cram board: `rows` × `cols` cells, with the empty ones as a bitset (cell `(r, c)`, from 0,
/// is bit `r * cols + c`).
///
/// ```
/// use grundy::games::CramBoard;
/// let board = CramBoard::parse("..#/...").unwrap();
/// assert_eq!((board.rows(), board.cols()), (2, 3));
/// assert!(!board.is_empty_cell(0, 2));
/// assert_eq!(board.to_string(), "..#/...");
/// assert_eq!(board.dominoes().count(), 5);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct CramBoard {
    rows: u8,
    cols: u8,
    empty: u128,
}

impl CramBoard {
    /// The empty board of `rows` × `cols` cells, or why there is none.
    pub fn empty(rows: u64, cols: u64) -> Result<CramBoard, String> {
        if rows == 0 || cols == 0 {
            return Err(tr!("cram-no-rows-or-columns"));
        }
        let cells = rows.saturating_mul(cols);
        if cells > u64::from(MAX_CELLS) {
            return Err(tr!(
                "cram-too-many-cells-of",
                most = MAX_CELLS.to_string(),
                rows = rows.to_string(),
                cols = cols.to_string(),
                cells = cells.to_string()
            ));
        }
        Ok(CramBoard {
            rows: rows as u8,
            cols: cols as u8,
            empty: u128::low_bits(cells as u32),
        })
    }

    /// Reads a board written row by row, `.` for an empty cell, `#` for a filled one, `/`
    /// between rows. An error gives the 0-based character offset of the problem.
    pub fn parse(text: &str) -> Result<CramBoard, (usize, String)> {
        let mut rows = 0u64;
        let mut cols: Option<u64> = None;
        let mut in_row = 0u64;
        let mut row_start = 0usize;
        let mut empty_cells: Vec<(u64, u64)> = Vec::new();
        let chars: Vec<char> = text.chars().collect();
        if chars.is_empty() {
            return Err((0, tr!("cram-no-cells")));
        }
        for (offset, &ch) in chars.iter().chain(std::iter::once(&'/')).enumerate() {
            match ch {
                '.' | '#' => {
                    if ch == '.' {
                        empty_cells.push((rows, in_row));
                    }
                    in_row += 1;
                    if (rows + 1) * in_row.max(cols.unwrap_or(0)) > u64::from(MAX_CELLS) {
                        return Err((
                            offset,
                            tr!("cram-too-many-cells", most = MAX_CELLS.to_string()),
                        ));
                    }
                }
                '/' => {
                    match cols {
                        None if in_row == 0 => {
                            return Err((offset, tr!("cram-empty-row")));
                        }
                        None => cols = Some(in_row),
                        Some(width) if width != in_row => {
                            return Err((
                                row_start,
                                tr!(
                                    "cram-unequal-rows",
                                    row = (rows + 1).to_string(),
                                    cells = in_row.to_string(),
                                    width = width.to_string()
                                ),
                            ));
                        }
                        Some(_) => {}
                    }
                    rows += 1;
                    in_row = 0;
                    row_start = offset + 1;
                }
                other => {
                    return Err((
                        offset,
                        tr!("cram-bad-cell", found = quote(&other.to_string())),
                    ));
                }
            }
        }
        let cols = cols.expect("at least one row was read");
        let mut board = CramBoard::empty(rows, cols).map_err(|message| (0, message))?;
        board.empty = empty_cells
            .iter()
            .fold(0, |acc, &(r, c)| acc | 1 << (r * cols + c));
        Ok(board)
    }

    /// The board of `rows` × `cols` cells whose cells in common with this one keep their
    /// places and states; the new cells are empty. `None` when there is no such board.
    fn resized(&self, rows: u32, cols: u32) -> Option<CramBoard> {
        let mut resized = CramBoard::empty(u64::from(rows), u64::from(cols)).ok()?;
        for row in 0..rows.min(self.rows()) {
            for column in 0..cols.min(self.cols()) {
                if !self.is_empty_cell(row, column) {
                    resized.empty &= !(1 << (row * cols + column));
                }
            }
        }
        Some(resized)
    }

    /// The number of rows.
    pub fn rows(&self) -> u32 {
        u32::from(self.rows)
    }

    /// The number of columns.
    pub fn cols(&self) -> u32 {
        u32::from(self.cols)
    }

    /// The empty cells, as a bitset (cell `(r, c)` is bit `r * cols + c`).
    pub fn empty_cells(&self) -> u128 {
        self.empty
    }

    /// Whether cell `(row, col)` (from 0) is empty.
    pub fn is_empty_cell(&self, row: u32, col: u32) -> bool {
        row < self.rows() && col < self.cols() && self.empty >> (row * self.cols() + col) & 1 == 1
    }

    /// Whether no cell is filled.
    pub(crate) fn is_blank(&self) -> bool {
        self.empty == u128::low_bits(self.rows() * self.cols())
    }

    /// The board's geometry, the game the [search](crate::search) plays on its cell sets.
    pub fn geometry(&self) -> CramGeometry {
        CramGeometry::new(self.rows(), self.cols())
    }

    /// Every place for a domino, as pairs of cell indices `(a, b)` with `a < b`: cell by cell
    /// in reading order, the horizontal place before the vertical one.
    pub fn dominoes(&self) -> impl Iterator<Item = (u32, u32)> + use<> {
        let (horizontal, vertical) = self.geometry().domino_starts(self.empty);
        let cols = self.cols();
        (horizontal | vertical).indices().flat_map(move |cell| {
            let right = (horizontal >> cell & 1 == 1).then_some((cell, cell + 1));
            let down = (vertical >> cell & 1 == 1).then_some((cell, cell + cols));
            right.into_iter().chain(down)
        })
    }

    /// The board with the two cells `a` and `b` filled.
    pub(crate) fn fill(&self, a: u32, b: u32) -> CramBoard {
        CramBoard {
            empty: self.empty & !(1 << a | 1 << b),
            ..*self
        }
    }

    /// `(row, col)` of cell `index`, counted from 1, as moves are written.
    fn place(&self, index: u32) -> (u32, u32) {
        (index / self.cols() + 1, index % self.cols() + 1)
    }
}

impl fmt::Display for CramBoard {
    /// The rows, `.` empty and `#` filled, joined by `/`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in 0..self.rows() {
            if r > 0 {
                f.write_str("/")?;
            }
            for c in 0..self.cols() {
                f.write_str(if self.is_empty_cell(r, c) { "." } else { "#" })?;
            }
        }
        Ok(())
    }
}

impl fmt::Debug for CramBoard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cram(\"{self}\")")
    }
}

/// Cram on the cell sets of a board of given dimensions: the [`Decomposable`] game the search
/// plays. A part is a set of empty cells (bit `r * cols + c`) of type `W` ([`CellSet`]);
/// components are the connected regions of at least two cells; keys are [`grid_key`](crate::search::canonical::grid_key)s,
/// the same for either type.
#[derive(Clone, Copy, Debug)]
pub struct CramGeometry<W = u128> {
    cols: u32,
    /// Every cell of the board.
    all: W,
    /// The cells of the first column, and of the last.
    first_column: W,
    last_column: W,
    /// The row and the column of each cell (no division when ordering options).
    row_of: [u8; MAX_CELLS as usize],
    column_of: [u8; MAX_CELLS as usize],
}

impl<W: CellSet> CramGeometry<W> {
    /// The geometry of a `rows` × `cols` board (at most `MAX_CELLS` cells, and at most
    /// `W::BITS`, in rows narrower than `W::BITS`).
    pub(crate) fn new(rows: u32, cols: u32) -> CramGeometry<W> {
        debug_assert!(rows * cols <= W::BITS.min(MAX_CELLS) && cols < W::BITS);
        let column = (0..rows).fold(W::NONE, |acc, r| acc | W::FIRST << (r * cols));
        let mut row_of = [0; MAX_CELLS as usize];
        let mut column_of = [0; MAX_CELLS as usize];
        for cell in 0..rows * cols {
            row_of[cell as usize] = (cell / cols) as u8;
            column_of[cell as usize] = (cell % cols) as u8;
        }
        CramGeometry {
            cols,
            all: W::low_bits(rows * cols),
            first_column: column,
            last_column: column << (cols - 1),
            row_of,
            column_of,
        }
    }

    /// The cells of `region` where a domino can start: going right, and going down.
    fn domino_starts(&self, region: W) -> (W, W) {
        let horizontal = region & (region >> 1) & !self.last_column;
        let vertical = region & (region >> self.cols);
        (horizontal, vertical)
    }

    /// `cells` simplified without changing its value, by two reductions (each proved by
    /// induction on the position: the two positions have options of the same values), applied
    /// until neither applies. A *tuft* is an empty cell with exactly one empty neighbour, its
    /// *centre*.
    /// - A centre with several tufts keeps one: every move through the centre leaves the other
    ///   tufts dead, and the moves onto two of its tufts lead to the same position.
    /// - A cell that is neither a tuft nor a centre, and all of whose neighbours are centres
    ///   (or which has none), is removed: a domino on it and a centre `c` leaves the position
    ///   that the domino on `c` and its tuft leaves without the cell, so the options of the two
    ///   positions have the same values (and no move elsewhere changes what the cell is, since
    ///   a tuft is only ever filled with its centre).
    ///
    /// The reductions shrink the regions the search sees, and make more of them alike
    /// (P. Beling's Cram solver prunes positions with the same two observations).
    fn reduced(&self, mut cells: W) -> W {
        loop {
            let [down, up, right, left] = self.neighbour_directions(cells);
            let any = down | up | right | left;
            let two = (down & up) | (right & left) | ((down | up) & (right | left));
            let tufts = any & !two;
            // Tufts whose centre lies below, above, right and left of them, and their centres.
            let mut seen = W::NONE;
            let mut extra_tufts = W::NONE;
            for (direction, to_centre) in [down, up, right, left].into_iter().zip(0..) {
                let these = tufts & direction;
                let centres = self.shift(these, to_centre);
                extra_tufts = extra_tufts | self.shift(centres & seen, to_centre ^ 1);
                seen = seen | centres;
            }
            let centres = seen;
            let others = cells & !centres;
            let lone = others & !tufts & !self.neighbours(others);
            let removed = extra_tufts | lone;
            if removed == W::NONE {
                return cells;
            }
            cells = cells & !removed;
        }
    }

    /// For each direction (down, up, right, left), the cells of `cells` whose neighbour that
    /// way is in `cells` too.
    #[inline]
    fn neighbour_directions(&self, cells: W) -> [W; 4] {
        [
            cells & (cells >> self.cols),
            cells & (cells << self.cols),
            cells & (cells >> 1) & !self.last_column,
            cells & (cells << 1) & !self.first_column,
        ]
    }

    /// `cells` moved one step down (0), up (1), right (2) or left (3) on the board.
    #[inline]
    fn shift(&self, cells: W, direction: u32) -> W {
        match direction {
            0 => (cells << self.cols) & self.all,
            1 => cells >> self.cols,
            2 => (cells << 1) & !self.first_column & self.all,
            _ => (cells >> 1) & !self.last_column,
        }
    }

    /// The first and last row, and the first and last column, that `cells` (not empty)
    /// occupies.
    fn span(&self, cells: W) -> ((u32, u32), (u32, u32)) {
        let last = W::BITS - 1;
        let rows = (
            cells.trailing_zeros() / self.cols,
            (last - cells.leading_zeros()) / self.cols,
        );
        let mut columns = W::NONE;
        let mut rest = cells;
        while rest != W::NONE {
            columns = columns | rest;
            rest = rest >> self.cols;
        }
        columns = columns & W::low_bits(self.cols);
        (
            rows,
            (columns.trailing_zeros(), last - columns.leading_zeros()),
        )
    }

    /// The cells next to some cell of `cells`.
    #[inline]
    fn neighbours(&self, cells: W) -> W {
        (((cells << 1) & !self.first_column)
            | ((cells >> 1) & !self.last_column)
            | (cells << self.cols)
            | (cells >> self.cols))
            & self.all
    }
}

impl<W: CellSet> Decomposable for CramGeometry<W> {
    type Part = W;
    type Key = u128;

    fn components(&self, position: W, out: &mut Vec<W>) {
        let cells = self.reduced(position);
        // The cells a step right, or left, may reach: not across the edge into the next row.
        // A region grows only into cells next to it, so the cells of regions already taken
        // never need to be masked out.
        let rightwards = cells & !self.first_column;
        let leftwards = cells & !self.last_column;
        let mut rest = cells;
        while rest != W::NONE {
            let mut region = rest.lowest();
            loop {
                let grown = region
                    | ((region << 1) & rightwards)
                    | ((region >> 1) & leftwards)
                    | (((region << self.cols) | (region >> self.cols)) & cells);
                if grown == region {
                    break;
                }
                region = grown;
            }
            rest = rest & !region;
            // A lone cell has no move: value 0.
            if region.without_lowest() != W::NONE {
                out.push(region);
            }
        }
    }

    fn key(&self, region: W) -> u128 {
        grid_key_of(region, self.cols)
    }

    fn size(&self, region: W) -> u32 {
        region.count_ones()
    }

    /// The options nearest the middle of the region first: there a domino most often cuts
    /// the region in two, or leaves it most alike to its mirror image, and the search, which
    /// tries options easiest first, breaks its ties in this order (ordering alone halves the
    /// positions searched on 5 × 7).
    fn options(&self, region: W, out: &mut Vec<W>) {
        let (horizontal, vertical) = self.domino_starts(region);
        // Twice the region's middle row and column, and a domino's distance from them (both
        // counted in half cells, so that a domino's middle is a whole number), the distance
        // across the region's short side counting double: dominoes along its middle line come
        // first. (Measured on 4 × 7 to 7 × 5 and 4 × 11: 8-31 % fewer positions than the plain
        // distance on all but 5 × 7 and 5 × 8, 2 % more there; a weight of 3 does better on
        // those two and worse on the others.) The distance is below 256: at most
        // 2 (s - 1) + (l - 1) for a region's sides s <= l, with s l <= 120.
        let (rows, columns) = self.span(region);
        let middle_row = rows.0 + rows.1;
        let middle_column = columns.0 + columns.1;
        let wide = rows.1 - rows.0 <= columns.1 - columns.0;
        let (row_weight, column_weight) = if wide { (2, 1) } else { (1, 2) };
        let distance = |cell: u32, end: u32| {
            let [cell, end] = [cell as usize, end as usize];
            let row = u32::from(self.row_of[cell] + self.row_of[end]);
            let column = u32::from(self.column_of[cell] + self.column_of[end]);
            (row_weight * row.abs_diff(middle_row) + column_weight * column.abs_diff(middle_column))
                as u8
        };
        // The dominoes in listing order (horizontal ones first, cell by cell), counted, then
        // placed by a counting sort on their distance, which keeps that order among equals and
        // needs no allocation (sorting a side vector took a tenth of the search).
        let dominoes = || {
            [(horizontal, 1), (vertical, self.cols)]
                .into_iter()
                .flat_map(|(starts, other)| starts.indices().map(move |cell| (cell, cell + other)))
        };
        let mut distances = [0u8; 2 * MAX_CELLS as usize];
        let mut first_of = [0u16; 257];
        let mut farthest = 0;
        for ((cell, end), d) in dominoes().zip(&mut distances) {
            *d = distance(cell, end);
            first_of[usize::from(*d) + 1] += 1;
            farthest = farthest.max(usize::from(*d));
        }
        for d in 1..=farthest + 1 {
            first_of[d] += first_of[d - 1];
        }
        let start = out.len();
        out.resize(start + usize::from(first_of[farthest + 1]), W::NONE);
        for ((cell, end), &d) in dominoes().zip(&distances) {
            let slot = &mut first_of[usize::from(d)];
            out[start + usize::from(*slot)] = region & !(W::FIRST << cell | W::FIRST << end);
            *slot += 1;
        }
    }

    fn known_value(&self, key: &u128) -> Option<u32> {
        half_turn_zero(*key).then_some(0)
    }

    /// A [`grid_key`](crate::search::canonical::grid_key) names a region up to translation and symmetry, whatever the board.
    fn stable_key(&self, key: &u128) -> Option<(u32, StableKey)> {
        Some((CRAM_DB_GAME, [*key, 0]))
    }
}

/// Cram's number in the persistent database.
const CRAM_DB_GAME: u32 = 1;

/// The family `cram`: `cram(R, C)` and `cram("..#./....")`. Values come from a search whose
/// table is kept between positions of the same term (valuing every option of a board reuses
/// what valuing the board learnt).
#[derive(Default)]
pub struct Cram {
    table: Mutex<Option<Table<u128>>>,
}

impl fmt::Debug for Cram {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Cram")
    }
}

/// How many bytes the table of a search may take: half the budget's memory limit.
pub(crate) fn table_bytes() -> u64 {
    Budget::current().memory_limit() / 2
}

impl Cram {
    /// Asks `question` of `board`, with this family's table.
    fn ask(&self, board: &CramBoard, question: Question) -> Result<u32, GameError> {
        let mut table = self
            .table
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let table = table.get_or_insert_with(|| Table::new(table_bytes()));
        let (answer, _) = board.search(table, crate::search::value::threads(), question)?;
        Ok(answer)
    }

    /// The value of a board.
    pub(crate) fn value(&self, board: &CramBoard) -> Result<u32, GameError> {
        self.ask(board, Question::Value)
    }

    /// Whether a board has value `target`.
    pub(crate) fn has_value(&self, board: &CramBoard, target: u32) -> Result<bool, GameError> {
        Ok(self.ask(board, Question::HasValue(target))? == 1)
    }
}

/// What a search of a board is asked.
#[derive(Clone, Copy)]
enum Question {
    /// The value.
    Value,
    /// Whether the value is this one (answered 1 or 0).
    HasValue(u32),
}

impl CramBoard {
    /// The value of the board, searched on `threads` threads that share `table`, with what
    /// the calling thread's search did. (The `cram` family keeps a table between boards;
    /// this is for callers that manage their own, as `grundy bench` does.)
    ///
    /// ```
    /// use grundy::games::CramBoard;
    /// use grundy::search::Table;
    /// let table = Table::new(1 << 22);
    /// let (value, stats) = CramBoard::empty(4, 5).unwrap().search_value(&table, 1).unwrap();
    /// assert_eq!(value, 2);
    /// assert!(stats.positions > 0);
    /// ```
    pub fn search_value(
        &self,
        table: &Table<u128>,
        threads: usize,
    ) -> Result<(u32, SearchStats), LimitExceeded> {
        self.search(table, threads, Question::Value)
    }

    /// Answers `question`, on one-word cell sets when the board has at most 64 cells (and is
    /// not one row of 64).
    fn search(
        &self,
        table: &Table<u128>,
        threads: usize,
        question: Question,
    ) -> Result<(u32, SearchStats), LimitExceeded> {
        // A step down shifts by the width, which must stay below the word's bits.
        if self.rows() * self.cols() <= u64::BITS && self.cols() < u64::BITS {
            self.search_on::<u64>(table, threads, question)
        } else {
            self.search_on::<u128>(table, threads, question)
        }
    }

    fn search_on<W: CellSet>(
        &self,
        table: &Table<u128>,
        threads: usize,
        question: Question,
    ) -> Result<(u32, SearchStats), LimitExceeded> {
        let geometry = CramGeometry::<W>::new(self.rows(), self.cols());
        let cells = W::from_u128(self.empty);
        Search::run_parallel(&geometry, table, threads, |search| {
            let answer = match question {
                Question::Value => search.nimber(cells)?,
                Question::HasValue(target) => u32::from(search.has_value(cells, target)?),
            };
            Ok((answer, search.stats()))
        })
    }
}

impl Game for Cram {
    type Position = CramBoard;

    fn options(&self, board: &CramBoard) -> Result<Vec<Vec<CramBoard>>, GameError> {
        Ok(board
            .dominoes()
            .map(|(a, b)| vec![board.fill(a, b)])
            .collect())
    }
}

impl Notation for Cram {
    fn name(&self) -> String {
        "cram".to_string()
    }

    fn parse_positions(&self, args: &[Token]) -> Result<Vec<CramBoard>, ParseError> {
        let mut boards = Vec::new();
        let mut index = 0;
        while index < args.len() {
            let arg = &args[index];
            if arg.text.starts_with(|c: char| c.is_ascii_digit()) {
                let Some(cols) = args.get(index + 1) else {
                    return Err(arg.error(tr!("cram-expected-columns")));
                };
                let rows = arg.u64(&tr!("cram-what-rows"))?;
                let cols_count = cols.u64(&tr!("cram-what-columns"))?;
                boards.push(
                    CramBoard::empty(rows, cols_count).map_err(|message| arg.error(message))?,
                );
                index += 2;
            } else {
                boards.push(parse_board(arg)?);
                index += 1;
            }
        }
        Ok(boards)
    }

    fn format_position(&self, board: &CramBoard) -> String {
        if board.is_blank() {
            format!("{},{}", board.rows, board.cols)
        } else {
            format!("\"{board}\"")
        }
    }

    fn describe_move(&self, from: &CramBoard, to: &[CramBoard]) -> String {
        if let [to] = to {
            let filled = from.empty & !to.empty;
            if filled.count_ones() == 2 && to.empty & !from.empty == 0 {
                let a = filled.trailing_zeros();
                let b = 127 - filled.leading_zeros();
                let ((r1, c1), (r2, c2)) = (from.place(a), from.place(b));
                return tr!(
                    "cram-move",
                    row1 = r1,
                    column1 = c1,
                    row2 = r2,
                    column2 = c2
                );
            }
        }
        tr!(
            "move-heap-to",
            from = self.format_term(std::slice::from_ref(from)),
            to = self.format_term(to)
        )
    }
}

impl Teaching for Cram {
    fn rules(&self) -> String {
        tr!("cram-rules")
    }

    /// The board, cell by cell; a domino is placed by clicking its two cells.
    fn picture(&self, board: &CramBoard) -> Option<Picture> {
        let mut parts = Vec::new();
        for row in 0..board.rows() {
            for column in 0..board.cols() {
                let empty = board.is_empty_cell(row, column);
                let (r, c) = (row + 1, column + 1);
                parts.push(Part {
                    id: cell_id(row, column),
                    kind: if empty {
                        PartKind::Square
                    } else {
                        PartKind::Filled
                    },
                    x: column,
                    y: row,
                    label: if empty {
                        tr!("picture-square", row = r, column = c)
                    } else {
                        tr!("picture-filled", row = r, column = c)
                    },
                    to: None,
                    via: None,
                });
            }
        }
        Some(Picture {
            width: board.cols(),
            height: board.rows(),
            parts,
        })
    }

    /// The board with a place for a new column at its right and a new row below: clicking a
    /// cell empties or fills it, clicking a place adds an empty column or row. Beyond the places
    /// stand the controls that take the last column or row off (as in a Northcott row, a `−`
    /// after the `+`): at the right of the first row, and under the first column. A board keeps
    /// at least one row and one column.
    fn setup_picture(&self, board: &CramBoard) -> Option<Picture> {
        let mut picture = self.picture(board)?;
        let (rows, cols) = (board.rows(), board.cols());
        let mut places = Vec::new();
        if (rows * (cols + 1)) <= MAX_CELLS {
            let label = tr!("picture-add-column");
            places.extend((0..rows).map(|row| {
                Part::cell(cell_id(row, cols), PartKind::Slot, cols, row, label.clone())
            }));
        }
        if ((rows + 1) * cols) <= MAX_CELLS {
            let label = tr!("picture-add-row");
            places.extend((0..cols).map(|column| {
                Part::cell(
                    cell_id(rows, column),
                    PartKind::Slot,
                    column,
                    rows,
                    label.clone(),
                )
            }));
        }
        if cols > 1 {
            let label = tr!("picture-remove-column");
            let id = REMOVE_COLUMN.to_string();
            places.push(Part::cell(id, PartKind::Remove, cols + 1, 0, label));
        }
        if rows > 1 {
            let label = tr!("picture-remove-row");
            let id = REMOVE_ROW.to_string();
            places.push(Part::cell(id, PartKind::Remove, 0, rows + 1, label));
        }
        for place in &places {
            picture.width = picture.width.max(place.x + 1);
            picture.height = picture.height.max(place.y + 1);
        }
        picture.parts.extend(places);
        Some(picture)
    }

    fn setup_edit(&self, board: &CramBoard, part: &str) -> Option<CramBoard> {
        let (rows, cols) = (board.rows(), board.cols());
        match part {
            REMOVE_COLUMN if cols > 1 => return board.resized(rows, cols - 1),
            REMOVE_ROW if rows > 1 => return board.resized(rows - 1, cols),
            _ => {}
        }
        let (row, column) = parse_cell_id(part)?;
        if row < rows && column < cols {
            return Some(CramBoard {
                empty: board.empty ^ 1 << (row * cols + column),
                ..*board
            });
        }
        if column == cols {
            board.resized(rows, cols + 1)
        } else if row == rows && column < cols {
            board.resized(rows + 1, cols)
        } else {
            None
        }
    }

    /// An empty board of three rows of three.
    fn setup_default(&self) -> Option<CramBoard> {
        CramBoard::empty(3, 3).ok()
    }

    fn move_marks(&self, board: &CramBoard, to: &[CramBoard]) -> Option<MoveMarks> {
        let [after] = to else { return None };
        let mut filled = Vec::new();
        for row in 0..board.rows() {
            for column in 0..board.cols() {
                if board.is_empty_cell(row, column) && !after.is_empty_cell(row, column) {
                    filled.push(cell_id(row, column));
                }
            }
        }
        Some(MoveMarks {
            anchor: filled.clone(),
            touched: filled,
        })
    }

    fn explain(&self, board: &CramBoard) -> Result<String, GameError> {
        let term = self.format_term(std::slice::from_ref(board));
        let geometry = board.geometry();
        let mut regions = Vec::new();
        geometry.components(board.empty, &mut regions);
        let value = self.value(board)?;
        if let [region] = regions.as_slice()
            && half_turn_zero(geometry.key(*region))
        {
            return Ok(tr!("cram-explain-symmetric", term = term));
        }
        Ok(tr!(
            "cram-explain",
            term = term,
            value = value,
            regions = regions.len()
        ))
    }
}

impl Family for Cram {
    fn nimber(&self, board: &CramBoard) -> Result<BigUint, GameError> {
        Ok(self.value(board)?.into())
    }

    fn outcome(&self, board: &CramBoard) -> Result<Outcome, GameError> {
        Ok(Outcome::from_is_zero(self.has_value(board, 0)?))
    }

    fn options_of_nimber(
        &self,
        board: &CramBoard,
        target: &BigUint,
    ) -> Result<Vec<Vec<CramBoard>>, GameError> {
        let Ok(target) = u32::try_from(target) else {
            return Ok(Vec::new());
        };
        let mut found = Vec::new();
        for (a, b) in board.dominoes() {
            let option = board.fill(a, b);
            if self.has_value(&option, target)? {
                found.push(vec![option]);
            }
        }
        Ok(found)
    }
}

/// Reads a board argument, quoted (`"..#/..."`) or not, with errors at the right column.
fn parse_board(arg: &Token) -> Result<CramBoard, ParseError> {
    let (text, offset) = match arg.text.strip_prefix('"') {
        Some(inner) => match inner.strip_suffix('"') {
            Some(inner) => (inner, 1),
            None => {
                return Err(arg.error(tr!("cram-unclosed-quote")));
            }
        },
        None => (arg.text, 0),
    };
    CramBoard::parse(text)
        .map_err(|(at, message)| ParseError::new(arg.column + offset + at, message))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Solver;
    use crate::games::TakeBreak;
    use proptest::prelude::*;

    #[test]
    fn rules_explanations_and_moves_speak_chinese() {
        let budget = crate::budget::chinese();
        let cram = Cram::default();
        let rules = budget.run(|| cram.rules());
        assert!(
            rules.contains("相邻的两个空格上放一张多米诺骨牌"),
            "{rules}"
        );
        let square = CramBoard::empty(2, 2).unwrap();
        let text = budget.run(|| cram.explain(&square)).unwrap();
        assert!(
            text.starts_with("由对称策略，cram(2,2) 的 SG值为 0："),
            "{text}"
        );
        let board = CramBoard::empty(2, 3).unwrap();
        let text = budget.run(|| cram.explain(&board)).unwrap();
        assert!(text.contains("空格组成 1 个互不相邻的区域"), "{text}");
        let step = budget.run(|| cram.describe_move(&board, &[board.fill(0, 1)]));
        assert_eq!(step, "在 (1,1)-(1,2) 放一张骨牌");
    }

    #[test]
    fn malformed_boards_are_refused_in_chinese_at_the_same_place() {
        let budget = crate::budget::chinese();
        assert_eq!(
            budget.run(|| CramBoard::empty(0, 3)).unwrap_err(),
            "Cram 棋盘至少要有一行和一列"
        );
        assert_eq!(
            budget.run(|| CramBoard::parse("../.")).unwrap_err(),
            (
                3,
                "第 2 行有 1 个格子，但第 1 行有 2 个：每一行的长度必须相同".to_string()
            )
        );
        let error = budget.run(|| crate::parse("cram(\"..x\")")).unwrap_err();
        assert_eq!(error.column, 9);
        assert_eq!(
            error.message,
            "这里应当是 `.`（空格）、`#`（已占的格子）或 `/`（换到下一行），却是 `x`"
        );
        // Outside a Chinese budget the same errors read as before.
        assert_eq!(
            CramBoard::parse("../.").unwrap_err(),
            (
                3,
                "row 2 has 1 cells but row 1 has 2: every row has the same length".to_string()
            )
        );
        let error = crate::parse("cram(3)").unwrap_err();
        assert_eq!(
            (error.column, error.message.as_str()),
            (
                6,
                "expected the number of columns after the number of rows, as in cram(4,5)"
            )
        );
    }

    fn value(text: &str) -> u32 {
        Cram::default()
            .value(&CramBoard::parse(text).unwrap())
            .unwrap()
    }

    /// The value by the generic memoising solver over whole boards (no regions, no symmetry).
    fn brute_force(board: &CramBoard) -> u32 {
        let mut solver = Solver::new(Cram::default()).with_state_limit(10_000_000);
        solver.nimber(board).unwrap().0 as u32
    }

    #[test]
    fn every_board_up_to_4x4_and_3x6_agrees_with_brute_force() {
        let cram = Cram::default();
        for rows in 1..=4u64 {
            for cols in 1..=6u64 {
                if rows == 4 && cols > 4 {
                    continue;
                }
                let board = CramBoard::empty(rows, cols).unwrap();
                assert_eq!(
                    cram.value(&board).unwrap(),
                    brute_force(&board),
                    "{rows} × {cols}"
                );
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]
        #[test]
        fn boards_with_holes_agree_with_brute_force(
            rows in 1u64..=4,
            cols in 1u64..=5,
            holes in any::<u32>(),
            target in 0u32..4,
        ) {
            let mut board = CramBoard::empty(rows, cols).unwrap();
            board.empty &= !u128::from(holes);
            let expected = brute_force(&board);
            let cram = Cram::default();
            prop_assert_eq!(cram.value(&board).unwrap(), expected, "{}", board);
            // The family searches such small boards on one-word cell sets; the two-word sets
            // of larger boards agree.
            let wide = board.search_on::<u128>(&Table::new(1 << 20), 1, Question::Value);
            prop_assert_eq!(wide.unwrap().0, expected, "{}", board);
            // A fresh table answers "has value t?" alone, the same way.
            prop_assert_eq!(Cram::default().has_value(&board, target).unwrap(), expected == target);
            // Every option's value, from the search sharing the table, agrees too.
            for option in cram.options(&board).unwrap() {
                prop_assert_eq!(cram.value(&option[0]).unwrap(), brute_force(&option[0]));
            }
        }
    }

    /// The two reductions of [`CramGeometry::reduced`] keep the value of every board, by the
    /// literal rules on the board before and after, and they do remove cells (a test of an
    /// identity would pass too).
    #[test]
    fn reduced_boards_keep_their_value() {
        use proptest::strategy::ValueTree;
        let mut removed = 0;
        let mut runner = proptest::test_runner::TestRunner::deterministic();
        for _ in 0..300 {
            let (rows, cols, holes) = (1u64..=4, 1u64..=5, any::<u32>())
                .new_tree(&mut runner)
                .unwrap()
                .current();
            let mut board = CramBoard::empty(rows, cols).unwrap();
            board.empty &= !u128::from(holes);
            let mut reduced = board;
            reduced.empty = board.geometry().reduced(board.empty);
            assert_eq!(reduced.empty & !board.empty, 0, "{board}");
            removed += (board.empty & !reduced.empty).count_ones();
            assert_eq!(
                brute_force(&reduced),
                brute_force(&board),
                "{board}\n{reduced}"
            );
        }
        assert!(removed > 100, "only {removed} cells removed");
        // Each end of the middle row is a centre with two tufts (the corners), and the middle
        // cell lies between two centres: one tuft goes at each end, and the middle cell, which
        // leaves two dominoes (value 0, as the whole board).
        let board = CramBoard::parse(".#./.../.#.").unwrap();
        let reduced = board.geometry().reduced(board.empty);
        assert_eq!(reduced.count_ones(), 4);
        assert_eq!(reduced & 1 << 4, 0);
        assert_eq!(brute_force(&board), 0);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(40))]
        /// Two threads sharing one table (the helper stores what it finds as it goes) give
        /// the lone search's values, board after board: with the helper from the start, and
        /// after the calling thread searched alone for a while and stopped to start it.
        #[test]
        fn two_threads_sharing_a_table_agree_with_brute_force(
            boards in prop::collection::vec((2u64..=4, 3u64..=5, any::<u32>()), 1..6),
            alone_first in prop::sample::select(vec![0u64, 1, 600]),
        ) {
            let table = Table::new(1 << 22);
            for (rows, cols, holes) in boards {
                let mut board = CramBoard::empty(rows, cols).unwrap();
                board.empty &= !u128::from(holes & holes >> 7);
                let geometry = board.geometry();
                let value = Search::run_parallel_after(&geometry, &table, 2, alone_first, |search| {
                    search.nimber(board.empty)
                })
                .unwrap();
                prop_assert_eq!(value, brute_force(&board), "{}", board);
                let zero = Search::run_parallel_after(&geometry, &table, 2, alone_first, |search| {
                    search.has_value(board.empty, 0)
                })
                .unwrap();
                prop_assert_eq!(zero, value == 0);
            }
        }
    }

    /// On one-word cell sets up to 64 cells, on two-word ones beyond.
    #[test]
    fn a_strip_of_n_cells_is_dawsons_kayles() {
        let dawson = TakeBreak::dawson();
        let cram = Cram::default();
        for n in 1..=u64::from(MAX_CELLS) {
            let strip = CramBoard::empty(1, n).unwrap();
            let column = CramBoard::empty(n, 1).unwrap();
            let expected: u32 = dawson.nimber(&n.into()).unwrap().try_into().unwrap();
            assert_eq!(cram.value(&strip).unwrap(), expected, "1 × {n}");
            assert_eq!(cram.value(&column).unwrap(), expected, "{n} × 1");
        }
    }

    #[test]
    fn even_by_even_boards_are_p_positions_and_even_by_odd_ones_n_positions() {
        // The symmetry strategy (checked against the search on boards where it is quick).
        assert_eq!(value("..../..../..../...."), 0);
        for (rows, cols) in [(2, 3), (2, 5), (4, 3), (2, 7), (4, 5)] {
            let board = CramBoard::empty(rows, cols).unwrap();
            assert_ne!(Cram::default().value(&board).unwrap(), 0, "{rows} × {cols}");
        }
        // The theorem, used as a fast path, agrees with a search that does not use it.
        for (rows, cols) in [(2, 2), (2, 4), (4, 4), (2, 6), (4, 2)] {
            let board = CramBoard::empty(rows, cols).unwrap();
            assert_eq!(brute_force(&board), 0);
        }
    }

    /// Published values of Cram boards: P. Beling's table in the README of the impartial-games
    /// repository (github.com/beling/impartial-games), computed with igs and, for the smaller
    /// boards, earlier by Lemoine and Viennot's Glop; even × even boards are 0 by symmetry.
    #[test]
    fn published_values_of_larger_boards_are_reproduced() {
        let cram = Cram::default();
        for (rows, cols, expected) in [
            (4, 5, 2),
            (4, 7, 3),
            (5, 5, 0),
            (4, 9, 1),
            (5, 6, 2),
            (5, 7, 1),
            (7, 4, 3),
        ] {
            let board = CramBoard::empty(rows, cols).unwrap();
            assert_eq!(cram.value(&board).unwrap(), expected, "{rows} × {cols}");
        }
    }

    #[test]
    fn a_long_search_stops_at_its_deadline_and_when_cancelled() {
        use std::time::{Duration, Instant};
        let board = CramBoard::empty(7, 7).unwrap();
        let budget = Budget::default().with_timeout(Duration::from_millis(50));
        let started = Instant::now();
        let result = budget.run(|| Cram::default().value(&board));
        assert!(
            matches!(result, Err(GameError::Limit(LimitExceeded::Timeout { .. }))),
            "{result:?}"
        );
        // The bounds are loose because the test machines are shared and noisy: they catch a
        // search that ignores its budget, not a slow check.
        assert!(
            started.elapsed() < Duration::from_millis(1_000),
            "{:?}",
            started.elapsed()
        );
        // Cancelled from another thread (as Ctrl-C does): stops promptly.
        let budget = Budget::unlimited();
        let canceller = budget.clone();
        let worker = std::thread::spawn(move || budget.run(|| Cram::default().value(&board)));
        std::thread::sleep(Duration::from_millis(30));
        let cancelled = Instant::now();
        canceller.cancel();
        let result = worker.join().unwrap();
        assert_eq!(result, Err(GameError::Limit(LimitExceeded::Cancelled)));
        assert!(
            cancelled.elapsed() < Duration::from_millis(1_000),
            "{:?}",
            cancelled.elapsed()
        );
        assert!(canceller.progress() > 0);
    }

    #[test]
    fn boards_are_read_and_written_back() {
        let cram = Cram::default();
        let token = |text| Token { text, column: 6 };
        let boards = cram
            .parse_positions(&[token("2"), token("3"), token("\"..#/...\""), token("#./..")])
            .unwrap();
        assert_eq!(boards.len(), 3);
        assert_eq!(cram.format_position(&boards[0]), "2,3");
        assert_eq!(cram.format_position(&boards[1]), "\"..#/...\"");
        assert_eq!(cram.format_term(&boards), "cram(2,3,\"..#/...\",\"#./..\")");
        let again = cram
            .parse_positions(&[
                token("2"),
                token("3"),
                token("\"..#/...\""),
                token("\"#./..\""),
            ])
            .unwrap();
        assert_eq!(again, boards);
    }

    #[test]
    fn malformed_boards_are_errors_at_their_column() {
        let error = |source: &str| crate::parse(source).unwrap_err();
        let e = error("cram(\"..x.\")");
        assert_eq!(e.column, 9, "{e:?}");
        assert!(e.message.contains("found `x`"), "{e:?}");
        let e = error("cram(\"..../...\")");
        assert_eq!(e.column, 12, "{e:?}");
        assert!(e.message.contains("row 2 has 3 cells"), "{e:?}");
        let e = error("cram(\"..//..\")");
        assert!(e.message.contains("row 2 has 0 cells"), "{e:?}");
        let e = error("cram(\"../..)");
        assert!(e.message.contains("never closed"), "{e:?}");
        let e = error("cram(4)");
        assert!(e.message.contains("number of columns"), "{e:?}");
        let e = error("cram(0,4)");
        assert!(e.message.contains("at least one row"), "{e:?}");
        let e = error("cram(11,11)");
        assert!(e.message.contains("at most 120 cells"), "{e:?}");
        let long = format!("cram(\"{}\")", ".".repeat(200));
        let e = error(&long);
        assert_eq!(e.column, 127, "{e:?}");
        assert!(e.message.contains("at most 120 cells"), "{e:?}");
        assert!(error("cram(\"\")").message.contains("at least one cell"));
        assert!(error("cram(\"/..\")").message.contains("at least one cell"));
    }

    #[test]
    fn winning_moves_are_described_and_replayable() {
        let position = crate::parse("cram(2,3)").unwrap();
        let moves = position.winning_moves().unwrap();
        // 2 × 3: a vertical domino leaves a 2 × 2 square or two columns of 2, both of value 0;
        // a horizontal one leaves an L of value 1 beside a cell.
        let descriptions: Vec<&str> = moves.iter().map(|m| m.description.as_str()).collect();
        assert_eq!(
            descriptions,
            ["fill (1,1)-(2,1)", "fill (1,2)-(2,2)", "fill (1,3)-(2,3)"]
        );
        assert_eq!(moves[1].to.to_string(), "cram(\".#./.#.\")");
        for m in &moves {
            let again = crate::parse(&m.to.to_string()).unwrap();
            assert_eq!(again.nimber().unwrap(), 0u32.into());
        }
    }
}
