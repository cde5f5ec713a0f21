//! Northcott's game: Nim in disguise.
//!
//! **Rules.** A board of rows, each holding one white and one black piece. In Northcott's game
//! proper, White moves a white piece and Black a black piece, any number of squares along its
//! row, forwards or backwards, but never onto or past the other piece; a player with no move
//! loses. This family is the impartial, non-retreating form: a move slides either piece of one
//! row any number of squares **towards** the other piece (not onto or past it). A row is written
//! `W:B:N`: white on column `W`, black on column `B`, on a row of `N` columns, all counted
//! from 1.
//!
//! **Closed form.** The squares between the two pieces of a row form a Nim heap: a move towards
//! the other piece shrinks the gap `|W − B| − 1` by any amount from 1 to the whole gap, whichever
//! piece moves (each player can always advance their own piece). So the value is the nim-sum of
//! the gaps (*Winning Ways*, ch. 2 "Northcott's game"; the same argument as *Poker Nim*).
//! **Retreats do not help:** in the game with retreats, the player who wins the Nim of the gaps
//! answers a retreat by following it with their own piece the same distance, restoring every
//! gap. Each such exchange moves a pair of pieces towards the retreating player's own edge of
//! its row, and every other exchange shrinks the total gap, so the loser runs out of retreats
//! and the game ends; the winner is the one Nim names (a loopy game, but no draw with best play).
//! The tests check this by retrograde analysis of the game with retreats on small boards.

use num_bigint::BigUint;
use num_traits::{One, ToPrimitive, Zero};

use super::listable;
use crate::budget::tr;
use crate::expr::{ParseError, Token};
use crate::picture::{MAX_PARTS, MoveMarks, Part, PartKind, Picture, cell_id, parse_cell_id};
use crate::{Family, Game, GameError, Notation, Teaching};

/// One row: the columns of the white and black pieces, and the row's width (all from 1).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NorthcottRow {
    /// The white piece's column.
    pub white: BigUint,
    /// The black piece's column.
    pub black: BigUint,
    /// The number of columns.
    pub width: BigUint,
}

impl NorthcottRow {
    /// The number of empty squares between the two pieces: the row's Nim heap.
    ///
    /// ```
    /// use grundy::games::NorthcottRow;
    /// let row = NorthcottRow { white: 2u32.into(), black: 7u32.into(), width: 8u32.into() };
    /// assert_eq!(row.gap(), 4u32.into());
    /// ```
    pub fn gap(&self) -> BigUint {
        let distance = if self.white > self.black {
            &self.white - &self.black
        } else {
            &self.black - &self.white
        };
        distance - 1u32
    }

    /// The row after the piece of `colour` moves so that the gap becomes `gap`.
    fn with_gap(&self, colour: Colour, gap: &BigUint) -> NorthcottRow {
        let step = gap + 1u32;
        let mut row = self.clone();
        match colour {
            Colour::White if self.white < self.black => row.white = &self.black - step,
            Colour::White => row.white = &self.black + step,
            Colour::Black if self.black < self.white => row.black = &self.white - step,
            Colour::Black => row.black = &self.white + step,
        }
        row
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Colour {
    White,
    Black,
}

/// Northcott's game: `northcott(2:7:8, 5:1:8)` is two rows of a board eight columns wide. Each
/// row is one component (a Nim heap of its gap).
///
/// ```
/// use grundy::games::{Northcott, NorthcottRow};
/// use grundy::Family;
/// let row = NorthcottRow { white: 2u32.into(), black: 7u32.into(), width: 8u32.into() };
/// assert_eq!(Northcott.nimber(&row).unwrap(), 4u32.into());
/// // A move to gap 1: white to column 5, or black to column 4.
/// assert_eq!(Northcott.options_of_nimber(&row, &1u32.into()).unwrap().len(), 2);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Northcott;

impl Game for Northcott {
    type Position = NorthcottRow;

    fn options(&self, row: &NorthcottRow) -> Result<Vec<Vec<NorthcottRow>>, GameError> {
        let gap = row.gap();
        let count = listable(
            || self.format_term(std::slice::from_ref(row)),
            &(&gap * 2u32),
        )?;
        let mut options = Vec::with_capacity(count as usize);
        for colour in [Colour::White, Colour::Black] {
            for smaller in 0..count / 2 {
                options.push(vec![row.with_gap(colour, &BigUint::from(smaller))]);
            }
        }
        Ok(options)
    }
}

fn parse_row(arg: &Token) -> Result<NorthcottRow, ParseError> {
    let usage = || arg.error(tr!("northcott-bad-row", text = arg.text));
    let mut fields = Vec::new();
    let mut column = arg.column;
    for text in arg.text.split(':') {
        let leading = text.len() - text.trim_start().len();
        fields.push(Token {
            text: text.trim(),
            column: column + text[..leading].chars().count(),
        });
        column += text.chars().count() + 1;
    }
    let [white, black, width] = fields.as_slice() else {
        return Err(usage());
    };
    let (w, b, n) = (white.integer()?, black.integer()?, width.integer()?);
    for (token, value, is_white) in [(white, &w, true), (black, &b, false)] {
        if value.is_zero() || *value > n {
            let (width, value) = (n.to_string(), value.to_string());
            return Err(token.error(if is_white {
                tr!("northcott-white-column", width = width, value = value)
            } else {
                tr!("northcott-black-column", width = width, value = value)
            }));
        }
    }
    if w == b {
        return Err(black.error(tr!("northcott-same-column")));
    }
    Ok(NorthcottRow {
        white: w,
        black: b,
        width: n,
    })
}

impl Notation for Northcott {
    fn name(&self) -> String {
        "northcott".to_string()
    }

    fn parse_positions(&self, args: &[Token]) -> Result<Vec<NorthcottRow>, ParseError> {
        args.iter().map(parse_row).collect()
    }

    fn format_position(&self, row: &NorthcottRow) -> String {
        format!("{}:{}:{}", row.white, row.black, row.width)
    }

    fn describe_move(&self, from: &NorthcottRow, to: &[NorthcottRow]) -> String {
        match to {
            [after] if after.black == from.black && after.white != from.white => tr!(
                "northcott-move-white",
                from = &from.white,
                to = &after.white,
                gap = from.gap(),
                after = after.gap()
            ),
            [after] if after.white == from.white && after.black != from.black => tr!(
                "northcott-move-black",
                from = &from.black,
                to = &after.black,
                gap = from.gap(),
                after = after.gap()
            ),
            _ => tr!(
                "move-heap-to",
                from = self.format_term(std::slice::from_ref(from)),
                to = self.format_term(to)
            ),
        }
    }
}

impl Teaching for Northcott {
    fn rules(&self) -> String {
        tr!("northcott-rules")
    }

    /// The row, square by square, with its two pieces. A square between the pieces can be
    /// reached by either, so a move is made by clicking the piece and the square it goes to,
    /// in either order.
    fn picture(&self, row: &NorthcottRow) -> Option<Picture> {
        let width = row.width.to_u32().filter(|&w| w as usize <= MAX_PARTS)?;
        let (white, black) = (row.white.to_u32()?, row.black.to_u32()?);
        let parts = (1..=width).map(|column| {
            let (kind, label) = if column == white {
                (PartKind::White, tr!("picture-white", column = column))
            } else if column == black {
                (PartKind::Black, tr!("picture-black", column = column))
            } else {
                (PartKind::Square, tr!("picture-column", column = column))
            };
            Part::cell(cell_id(0, column - 1), kind, column - 1, 0, label)
        });
        Some(Picture {
            width: width.max(1),
            height: 1,
            parts: parts.collect(),
        })
    }

    fn move_marks(&self, row: &NorthcottRow, to: &[NorthcottRow]) -> Option<MoveMarks> {
        let [after] = to else { return None };
        let (from, onto) = if after.white != row.white && after.black == row.black {
            (&row.white, &after.white)
        } else if after.black != row.black && after.white == row.white {
            (&row.black, &after.black)
        } else {
            return None;
        };
        let cell = |column: &BigUint| Some(cell_id(0, column.to_u32()?.checked_sub(1)?));
        let marks = vec![cell(from)?, cell(onto)?];
        Some(MoveMarks {
            anchor: marks.clone(),
            touched: marks,
        })
    }

    /// The row, a place for one more column at its right and, after it, a control that takes
    /// a column off: clicking an empty square moves the piece nearer to it there (black when
    /// both are as near), which sets the gap between the pieces; clicking the place widens the
    /// row. The other rows of a board are the sum's other components.
    ///
    /// Narrowing keeps the gap, the row's Nim heap, whenever the row has room, so that a
    /// teacher tidying a board does not change its value: the last column goes when no piece
    /// stands on it; when one does, the pair moves one column left (the first column, empty,
    /// goes instead); only when the pieces stand on the first and the last column does the
    /// piece on the last step back one square, the gap one smaller. A row keeps its two
    /// columns for its two pieces. When the picture has room for only one of the place and the
    /// control, the control comes first.
    fn setup_picture(&self, row: &NorthcottRow) -> Option<Picture> {
        let mut picture = self.picture(row)?;
        let width = picture.parts.len() as u32;
        let room = MAX_PARTS.saturating_sub(picture.parts.len());
        let can_narrow = narrower(row).is_some() && room >= 1;
        let can_widen = room > usize::from(can_narrow);
        let mut x = width;
        if can_widen {
            let label = tr!("picture-add-column");
            picture
                .parts
                .push(Part::cell(cell_id(0, x), PartKind::Slot, x, 0, label));
            x += 1;
        }
        if can_narrow {
            let label = tr!("picture-remove-column");
            let control = Part::cell(NARROW.to_string(), PartKind::Remove, x, 0, label);
            picture.parts.push(control);
            x += 1;
        }
        picture.width = x.max(1);
        Some(picture)
    }

    fn setup_edit(&self, row: &NorthcottRow, part: &str) -> Option<NorthcottRow> {
        if part == NARROW {
            return narrower(row);
        }
        let (0, index) = parse_cell_id(part)? else {
            return None;
        };
        let column = BigUint::from(index) + 1u32;
        if column == row.white || column == row.black || column > &row.width + 1u32 {
            return None;
        }
        let mut after = row.clone();
        if column > row.width {
            after.width = column;
            return Some(after);
        }
        let distance = |piece: &BigUint| {
            if *piece > column {
                piece - &column
            } else {
                &column - piece
            }
        };
        if distance(&row.white) < distance(&row.black) {
            after.white = column;
        } else {
            after.black = column;
        }
        Some(after)
    }

    /// White on column 2 and black on column 6 of a row of 8: a gap of 3.
    fn setup_default(&self) -> Option<NorthcottRow> {
        Some(NorthcottRow {
            white: 2u32.into(),
            black: 6u32.into(),
            width: 8u32.into(),
        })
    }

    fn explain(&self, row: &NorthcottRow) -> Result<String, GameError> {
        let gap = row.gap();
        Ok(tr!(
            "northcott-explain",
            term = self.format_term(std::slice::from_ref(row)),
            gap = gap,
            white = &row.white,
            black = &row.black
        ))
    }
}

/// The id of the set-up editor's control that narrows a row.
const NARROW: &str = "narrow";

/// The row one column narrower, as the set-up editor makes it (see its set-up picture): the
/// last column taken off when it is empty;
/// otherwise both pieces one column left, the gap kept, unless the other piece stands on the
/// first column, when the piece on the last steps back one square. `None` for a row of two
/// columns, which has none to spare.
fn narrower(row: &NorthcottRow) -> Option<NorthcottRow> {
    if row.width <= BigUint::from(2u32) {
        return None;
    }
    let mut after = row.clone();
    after.width -= 1u32;
    let white_last = row.white == row.width;
    if white_last || row.black == row.width {
        let other = if white_last { &row.black } else { &row.white };
        if other.is_one() {
            // No room to move the pair: the piece on the last column steps back.
            if white_last {
                after.white -= 1u32;
            } else {
                after.black -= 1u32;
            }
        } else {
            after.white -= 1u32;
            after.black -= 1u32;
        }
    }
    Some(after)
}

impl Family for Northcott {
    fn nimber(&self, row: &NorthcottRow) -> Result<BigUint, GameError> {
        Ok(row.gap())
    }

    fn options_of_nimber(
        &self,
        row: &NorthcottRow,
        target: &BigUint,
    ) -> Result<Vec<Vec<NorthcottRow>>, GameError> {
        if *target >= row.gap() {
            return Ok(Vec::new());
        }
        Ok([Colour::White, Colour::Black]
            .into_iter()
            .map(|colour| vec![row.with_gap(colour, target)])
            .collect())
    }

    fn check_move(&self, from: &NorthcottRow, to: &[NorthcottRow]) -> Result<(), String> {
        let [after] = to else {
            return Err(tr!("northcott-write-row"));
        };
        if after.width != from.width {
            return Err(tr!("northcott-width", width = &from.width));
        }
        let white_moved = after.white != from.white;
        let black_moved = after.black != from.black;
        if white_moved == black_moved {
            return Err(tr!("northcott-one-piece"));
        }
        let same_side = (after.white < after.black) == (from.white < from.black);
        if !same_side || after.white == after.black {
            return Err(tr!("northcott-no-jump"));
        }
        if after.gap() >= from.gap() {
            return Err(tr!("northcott-towards"));
        }
        Ok(())
    }

    fn delaying_move(&self, row: &NorthcottRow) -> Result<Option<Vec<NorthcottRow>>, GameError> {
        let gap = row.gap();
        Ok((!gap.is_zero()).then(|| vec![row.with_gap(Colour::White, &(gap - BigUint::one()))]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Nimber, Solver};
    use proptest::prelude::*;
    use std::collections::{HashMap, VecDeque};

    fn row(white: u32, black: u32, width: u32) -> NorthcottRow {
        NorthcottRow {
            white: white.into(),
            black: black.into(),
            width: width.into(),
        }
    }

    #[test]
    fn explanations_and_refusals_speak_chinese() {
        let budget = crate::budget::chinese();
        let text = budget.run(|| Northcott.explain(&row(2, 7, 8))).unwrap();
        assert!(text.contains("northcott(2:7:8) 的 SG值为 4"), "{text}");
        assert!(text.contains("|2 - 7| - 1 = 4"), "{text}");
        let refused = budget.run(|| Northcott.check_move(&row(2, 7, 8), &[row(1, 7, 8)]));
        assert!(refused.unwrap_err().contains("朝另一枚棋子"));
    }

    /// The non-retreating game on several rows at once, as literal piece moves.
    struct Board;

    impl Game for Board {
        type Position = Vec<(u32, u32, u32)>;
        fn options(&self, rows: &Self::Position) -> Result<Vec<Vec<Self::Position>>, GameError> {
            let mut options = Vec::new();
            for (i, &(w, b, n)) in rows.iter().enumerate() {
                for column in 1..=n {
                    let white_between = (w < column && column < b) || (b < column && column < w);
                    if white_between {
                        let mut after = rows.clone();
                        after[i] = (column, b, n);
                        options.push(vec![after.clone()]);
                        after[i] = (w, column, n);
                        options.push(vec![after]);
                    }
                }
            }
            Ok(options)
        }
    }

    fn boards() -> impl Strategy<Value = Vec<(u32, u32, u32)>> {
        proptest::collection::vec((1u32..=7, 1u32..=7), 1..=3).prop_map(|pairs| {
            pairs
                .into_iter()
                .map(|(w, b)| if w == b { (w, w % 7 + 1, 7) } else { (w, b, 7) })
                .collect()
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(150))]

        #[test]
        fn gaps_are_nim_heaps(rows in boards()) {
            let mut solver = Solver::new(Board);
            let value = rows
                .iter()
                .fold(BigUint::zero(), |acc, &(w, b, n)| acc ^ Northcott.nimber(&row(w, b, n)).unwrap());
            prop_assert_eq!(BigUint::from(solver.nimber(&rows).unwrap().0), value);
        }

        #[test]
        fn moves_to_a_value_match_the_solver(w in 1u32..=9, b in 1u32..=9, target in 0u64..8) {
            prop_assume!(w != b);
            let start = row(w, b, 9);
            let mut solver = Solver::new(Northcott);
            prop_assert_eq!(BigUint::from(solver.nimber(&start).unwrap().0), Northcott.nimber(&start).unwrap());
            let mut expected = solver.options_of_value(&start, Nimber(target)).unwrap();
            let mut found = Northcott.options_of_nimber(&start, &target.into()).unwrap();
            expected.sort();
            found.sort();
            prop_assert_eq!(&found, &expected);
            for option in Northcott.options(&start).unwrap() {
                prop_assert!(Northcott.check_move(&start, &option).is_ok());
            }
        }
    }

    /// A board of (white, black) columns and whether White is to move.
    type State = (Vec<(u32, u32)>, bool);

    /// Northcott's game proper (partizan, with retreats) by retrograde analysis: `Some(true)` if
    /// the player to move wins, `Some(false)` if they lose, `None` for a draw.
    fn retrograde(width: u32, rows: usize) -> HashMap<State, Option<bool>> {
        let pairs: Vec<(u32, u32)> = (1..=width)
            .flat_map(|w| (1..=width).map(move |b| (w, b)))
            .filter(|(w, b)| w != b)
            .collect();
        let mut boards: Vec<Vec<(u32, u32)>> = vec![Vec::new()];
        for _ in 0..rows {
            boards = boards
                .into_iter()
                .flat_map(|board| {
                    pairs.iter().map(move |&pair| {
                        let mut next = board.clone();
                        next.push(pair);
                        next
                    })
                })
                .collect();
        }
        // White to move is `true`. A move: the mover's piece in one row goes to any other square
        // on the same side of the opponent's piece.
        let moves = |board: &Vec<(u32, u32)>, white: bool| -> Vec<Vec<(u32, u32)>> {
            let mut result = Vec::new();
            for (i, &(w, b)) in board.iter().enumerate() {
                let (mine, theirs) = if white { (w, b) } else { (b, w) };
                for to in 1..=width {
                    if to != mine && to != theirs && (to < theirs) == (mine < theirs) {
                        let mut next = board.clone();
                        next[i] = if white { (to, b) } else { (w, to) };
                        result.push(next);
                    }
                }
            }
            result
        };
        let mut result: HashMap<State, Option<bool>> = HashMap::new();
        let mut undecided: HashMap<State, usize> = HashMap::new();
        let mut predecessors: HashMap<State, Vec<State>> = HashMap::new();
        let mut queue = VecDeque::new();
        for board in &boards {
            for white in [true, false] {
                let state = (board.clone(), white);
                let next = moves(board, white);
                for successor in &next {
                    predecessors
                        .entry((successor.clone(), !white))
                        .or_default()
                        .push(state.clone());
                }
                undecided.insert(state.clone(), next.len());
                result.insert(state.clone(), None);
                if next.is_empty() {
                    result.insert(state.clone(), Some(false));
                    queue.push_back(state);
                }
            }
        }
        while let Some(state) = queue.pop_front() {
            let lost = result[&state] == Some(false);
            for predecessor in predecessors.get(&state).cloned().unwrap_or_default() {
                if result[&predecessor].is_some() {
                    continue;
                }
                if lost {
                    result.insert(predecessor.clone(), Some(true));
                    queue.push_back(predecessor);
                } else {
                    let left = undecided.get_mut(&predecessor).unwrap();
                    *left -= 1;
                    if *left == 0 {
                        result.insert(predecessor.clone(), Some(false));
                        queue.push_back(predecessor);
                    }
                }
            }
        }
        result
    }

    #[test]
    fn retreats_do_not_change_the_winner() {
        for (width, rows) in [(5, 1), (5, 2), (4, 3)] {
            let outcomes = retrograde(width, rows);
            for ((board, white), outcome) in &outcomes {
                let nim_sum = board
                    .iter()
                    .fold(BigUint::zero(), |acc, &(w, b)| acc ^ row(w, b, width).gap());
                assert_eq!(
                    *outcome,
                    Some(!nim_sum.is_zero()),
                    "{board:?}, white to move: {white}"
                );
            }
        }
    }

    #[test]
    fn huge_boards_and_parsing() {
        let sum = crate::parse("northcott(1:10^30:10^30, 5:2:8) + nim(3)").unwrap();
        assert_eq!(sum.len(), 3);
        let expected =
            (BigUint::from(10u32).pow(30) - 2u32) ^ BigUint::from(2u32) ^ BigUint::from(3u32);
        assert_eq!(sum.nimber().unwrap(), expected);
        let moves = sum.winning_moves().unwrap();
        assert_eq!(moves.len(), 2);
        assert_eq!(crate::parse("northcott(3:3:8)").unwrap_err().column, 13);
        assert_eq!(crate::parse("northcott(9:3:8)").unwrap_err().column, 11);
        assert!(crate::parse("northcott(2:3)").is_err());
        assert!(
            Northcott
                .check_move(&row(2, 5, 8), &[row(1, 5, 8)])
                .is_err()
        ); // a retreat
        assert!(
            Northcott
                .check_move(&row(2, 5, 8), &[row(6, 5, 8)])
                .is_err()
        ); // a jump
        assert!(Northcott.check_move(&row(2, 5, 8), &[row(2, 3, 8)]).is_ok());
    }
}
