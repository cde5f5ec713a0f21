//! Turning Corners: a two-dimensional coin-turning game valued by nim multiplication.
//!
//! **Rules.** Coins on the cells `(x, y)` of the quarter plane, `x, y ≥ 0` (counted **from 0**);
//! a position lists its heads, every other coin shows tails. A move picks a head `(x, y)` and a
//! rectangle with opposite corners `(a, b)` and `(x, y)`, `a < x`, `b < y`, and turns over its
//! four corners `(a, b)`, `(a, y)`, `(x, b)`, `(x, y)`; the corner `(x, y)` farthest from the
//! origin goes from heads to tails. A head on the edge (`x = 0` or `y = 0`) can never be the
//! farthest corner.
//!
//! **Closed form.** Turning Corners is the product of two copies of the one-dimensional game
//! "turn two coins `a < x`" (Twins numbered from 0), in which a head on `x` is worth `x`. By the
//! Tartan theorem a head at `(x, y)` of a product game is worth the nim product of its
//! coordinates' values, so here `x ⊗ y`, and a position is worth the nim-sum of its heads
//! (*Winning Ways*, ch. 14; Conway, *On Numbers and Games*, ch. 6; Lenstra, *Nim multiplication*,
//! 1978). A move at `(x, y)` with corner `(a, b)` changes the value by
//! `x⊗y ⊕ a⊗y ⊕ x⊗b ⊕ a⊗b = (x⊕a) ⊗ (y⊕b)`, so a move to value `t` needs
//! `y ⊕ b = ((x⊕a))⁻¹ ⊗ (V ⊕ t)`: for each `a < x` there is at most one `b`, found with a nim
//! inverse. Coordinates are any 64-bit integers (the nimbers below 2^64 form a field).

use num_bigint::BigUint;

use super::{MAX_LISTED_OPTIONS, check_listing, too_many_options};
use crate::budget::Budget;
use crate::budget::tr;
use crate::expr::{ParseError, Token};
use crate::picture::{MAX_PARTS, MoveMarks, Part, PartKind, Picture, cell_id, parse_cell_id};
use crate::{Family, Game, GameError, Nimber, Notation, Teaching};

/// A head's coordinates `(x, y)`.
pub type Cell = (u64, u64);

/// The most heads a board may list.
pub(crate) const MAX_HEADS: usize = 10_000;

/// How many corner choices (`a` or `b` values) a search for winning moves may try in all.
pub(crate) const MAX_CORNER_TRIES: u64 = 1_000_000;

/// Turning Corners: `corners(1:2, 3:3)` is a board with heads at (1,2) and (3,3). All heads of a
/// term form one board (one component).
///
/// ```
/// use grundy::games::Corners;
/// use grundy::Family;
/// // 2 ⊗ 3 = 1 and 3 ⊗ 3 = 2 (Conway's nim multiplication).
/// assert_eq!(Corners.nimber(&vec![(2, 3)]).unwrap(), 1u32.into());
/// assert_eq!(Corners.nimber(&vec![(2, 3), (3, 3)]).unwrap(), 3u32.into());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Corners;

fn head_value((x, y): Cell) -> u64 {
    (Nimber(x) * Nimber(y)).0
}

fn value(heads: &[Cell]) -> u64 {
    heads.iter().fold(0, |acc, &head| acc ^ head_value(head))
}

/// How many inverses [`inverses_of`] computes at once (one inversion and three products each).
const INVERSE_BATCH: u64 = 4096;

/// The nim inverses of nonzero nimbers, into `inverses`, by Montgomery's trick: the running
/// products, one inversion of the last, and back down (`u_i⁻¹ = (u_0⋯u_i)⁻¹ ⊗ (u_0⋯u_{i−1})`).
fn inverses_of(values: impl Iterator<Item = Nimber>, inverses: &mut Vec<Nimber>) {
    let values: Vec<Nimber> = values.collect();
    inverses.clear();
    let mut running = Nimber::ONE;
    for &value in &values {
        inverses.push(running); // the product of the values before this one
        running = running * value;
    }
    let mut inverse_of_running = running.inverse().expect("the values are not zero");
    for (index, value) in values.iter().enumerate().rev() {
        inverses[index] = inverse_of_running * inverses[index];
        inverse_of_running = inverse_of_running * *value;
    }
}

/// The board after turning the corners of the rectangle `(a, b)`–`(x, y)`.
fn turned(heads: &[Cell], (x, y): Cell, (a, b): Cell) -> Vec<Cell> {
    let mut after = heads.to_vec();
    for corner in [(a, b), (a, y), (x, b), (x, y)] {
        match after.binary_search(&corner) {
            Ok(index) => {
                after.remove(index);
            }
            Err(index) => after.insert(index, corner),
        }
    }
    after
}

/// A board as the parts of an option: none when no head is left (as `corners()` parses).
fn as_option(heads: Vec<Cell>) -> Vec<Vec<Cell>> {
    if heads.is_empty() {
        Vec::new()
    } else {
        vec![heads]
    }
}

/// The cells in exactly one of two sorted boards.
fn difference(from: &[Cell], to: &[Cell]) -> Vec<Cell> {
    let mut changed: Vec<Cell> = from
        .iter()
        .filter(|cell| to.binary_search(cell).is_err())
        .chain(to.iter().filter(|cell| from.binary_search(cell).is_err()))
        .copied()
        .collect();
    changed.sort_unstable();
    changed
}

/// The move `((x, y), (a, b))` leading from `from` to `to`, if there is one.
fn move_between(from: &[Cell], to: &[Cell]) -> Option<(Cell, Cell)> {
    let changed = difference(from, to);
    let [(a, b), (a2, y), (x, b2), (x2, y2)] = changed.as_slice() else {
        return None;
    };
    let rectangle = a == a2 && x == x2 && b == b2 && y == y2 && a < x && b < y;
    (rectangle && from.binary_search(&(*x, *y)).is_ok()).then_some(((*x, *y), (*a, *b)))
}

fn format_heads(heads: &[Cell]) -> String {
    let items: Vec<String> = heads.iter().map(|(x, y)| format!("{x}:{y}")).collect();
    items.join(",")
}

impl Corners {
    /// The corners `(a, b)` of every move at `head` changing the value by `change`, ascending,
    /// trying at most `tries` values of the shorter side (each try uses one, and the search
    /// stops early once `limit` corners are found). The budget is checked as it goes.
    fn corners_with_change(
        head: Cell,
        change: u64,
        limit: usize,
        tries: &mut u64,
    ) -> Result<Vec<Cell>, GameError> {
        let (x, y) = head;
        if change == 0 {
            return Ok(Vec::new()); // (x⊕a) ⊗ (y⊕b) is never zero
        }
        // Along the shorter side s (the other is l): for each c < s, the corner's other
        // coordinate is l ⊕ change ⊗ (s ⊕ c)⁻¹, a move when it is below l.
        let (short, long) = if x <= y { (x, y) } else { (y, x) };
        let budget = Budget::current();
        let mut corners = Vec::new();
        let mut start = 0u64;
        let mut inverses = Vec::new();
        while start < short && corners.len() < limit && *tries > 0 {
            budget.check()?;
            let end = short.min(start + INVERSE_BATCH).min(start + *tries);
            *tries -= end - start;
            inverses_of((start..end).map(|c| Nimber(short ^ c)), &mut inverses);
            for (c, inverse) in (start..end).zip(&inverses) {
                let other = long ^ (Nimber(change) * *inverse).0;
                if other < long {
                    corners.push(if x <= y { (c, other) } else { (other, c) });
                    if corners.len() >= limit {
                        break;
                    }
                }
            }
            start = end;
        }
        corners.sort_unstable();
        Ok(corners)
    }

    /// Every move to value `target`, as (head, corner), head by head; an error when that means
    /// trying more than [`MAX_CORNER_TRIES`] corners.
    fn moves_to(&self, heads: &[Cell], target: &BigUint) -> Result<Vec<(Cell, Cell)>, GameError> {
        let Ok(target) = u64::try_from(target) else {
            return Ok(Vec::new());
        };
        let tries: u128 = heads.iter().map(|&(x, y)| u128::from(x.min(y))).sum();
        if tries > u128::from(MAX_CORNER_TRIES) {
            return Err(GameError::TooLarge(tr!(
                "too-large-corner-tries",
                term = self.format_term(&[heads.to_vec()]),
                tries = tries.to_string(),
                most = MAX_CORNER_TRIES.to_string(),
                value = value(heads).to_string()
            )));
        }
        let change = value(heads) ^ target;
        let mut left = u64::MAX;
        let mut moves = Vec::new();
        for &head in heads {
            for corner in Self::corners_with_change(head, change, usize::MAX, &mut left)? {
                moves.push((head, corner));
            }
        }
        Ok(moves)
    }
}

/// The size of a board for listing limits: two words per head.
fn board_bits(heads: &[Cell]) -> u64 {
    heads.len() as u64 * 128
}

impl Game for Corners {
    type Position = Vec<Cell>;

    fn options(&self, heads: &Vec<Cell>) -> Result<Vec<Vec<Vec<Cell>>>, GameError> {
        let count: u128 = heads
            .iter()
            .map(|&(x, y)| u128::from(x) * u128::from(y))
            .sum();
        if count > u128::from(MAX_LISTED_OPTIONS) {
            return Err(too_many_options(
                &self.format_term(std::slice::from_ref(heads)),
                &BigUint::from(count),
            ));
        }
        let mut options = Vec::new();
        for &(x, y) in heads {
            for a in 0..x {
                for b in 0..y {
                    options.push(as_option(turned(heads, (x, y), (a, b))));
                }
            }
        }
        Ok(options)
    }
}

impl Notation for Corners {
    fn name(&self) -> String {
        "corners".to_string()
    }

    fn parse_positions(&self, args: &[Token]) -> Result<Vec<Vec<Cell>>, ParseError> {
        if args.len() > MAX_HEADS {
            return Err(args[MAX_HEADS].error(tr!(
                "corners-too-many-heads",
                most = MAX_HEADS.to_string(),
                count = args.len().to_string()
            )));
        }
        let mut heads: Vec<Cell> = Vec::with_capacity(args.len());
        for arg in args {
            let Some((left, right)) = arg.text.split_once(':') else {
                return Err(arg.error(tr!("corners-bad-head", text = arg.text)));
            };
            let x = Token {
                text: left.trim(),
                column: arg.column,
            }
            .u64(&tr!("corners-what-coordinate"))?;
            let y = Token {
                text: right.trim(),
                column: arg.column + left.chars().count() + 1,
            }
            .u64(&tr!("corners-what-coordinate"))?;
            if heads.contains(&(x, y)) {
                return Err(arg.error(tr!(
                    "corners-head-twice",
                    x = x.to_string(),
                    y = y.to_string()
                )));
            }
            heads.push((x, y));
        }
        heads.sort_unstable();
        Ok(if heads.is_empty() {
            Vec::new()
        } else {
            vec![heads]
        })
    }

    fn format_position(&self, heads: &Vec<Cell>) -> String {
        format_heads(heads)
    }

    fn describe_move(&self, from: &Vec<Cell>, to: &[Vec<Cell>]) -> String {
        let after: &[Cell] = to.first().map_or(&[], Vec::as_slice);
        match (to.len() <= 1).then(|| move_between(from, after)).flatten() {
            Some(((x, y), (a, b))) => tr!("corners-move", a = a, b = b, x = x, y = y),
            None => tr!(
                "move-heap-to",
                from = format!("corners({})", format_heads(from)),
                to = format!("corners({})", format_heads(after))
            ),
        }
    }
}

impl Teaching for Corners {
    fn rules(&self) -> String {
        tr!("corners-rules")
    }

    /// The coins of the rectangle from `(0, 0)` (top left) to the farthest head, heads and
    /// tails. A move is made by clicking two opposite corners of its rectangle: the head it
    /// turns to tails, `(x, y)`, and the corner nearest the origin, `(a, b)`; those two name
    /// the rectangle, so no two moves share them.
    fn picture(&self, heads: &Vec<Cell>) -> Option<Picture> {
        let width = heads
            .iter()
            .map(|&(x, _)| x)
            .max()
            .unwrap_or(0)
            .checked_add(1)?;
        let height = heads
            .iter()
            .map(|&(_, y)| y)
            .max()
            .unwrap_or(0)
            .checked_add(1)?;
        if u128::from(width) * u128::from(height) > MAX_PARTS as u128 {
            return None;
        }
        let (width, height) = (width as u32, height as u32);
        let mut parts = Vec::new();
        for y in 0..height {
            for x in 0..width {
                let head = heads.binary_search(&(u64::from(x), u64::from(y))).is_ok();
                let (kind, label) = if head {
                    (PartKind::Heads, tr!("picture-corner-heads", x = x, y = y))
                } else {
                    (PartKind::Tails, tr!("picture-corner-tails", x = x, y = y))
                };
                parts.push(Part::cell(cell_id(y, x), kind, x, y, label));
            }
        }
        Some(Picture {
            width,
            height,
            parts,
        })
    }

    fn move_marks(&self, heads: &Vec<Cell>, to: &[Vec<Cell>]) -> Option<MoveMarks> {
        let after: &[Cell] = match to {
            [] => &[],
            [after] => after,
            _ => return None,
        };
        let ((x, y), (a, b)) = move_between(heads, after)?;
        let id = |x: u64, y: u64| Some(cell_id(u32::try_from(y).ok()?, u32::try_from(x).ok()?));
        Some(MoveMarks {
            anchor: vec![id(x, y)?, id(a, b)?],
            touched: vec![id(a, b)?, id(x, b)?, id(a, y)?, id(x, y)?],
        })
    }

    /// The board and places for a new column at its right and a new row below: clicking a
    /// coin turns it over, clicking a place puts a head there and grows the board to it. The
    /// last head stays (a board without heads is no position: remove the component instead).
    fn setup_picture(&self, heads: &Vec<Cell>) -> Option<Picture> {
        let mut picture = self.picture(heads)?;
        if heads.len() < MAX_HEADS {
            // Too many parts: the board is shown without slots.
            picture.grow_with_slots(|x, y| tr!("picture-add-corner-head", x = x, y = y));
        }
        Some(picture)
    }

    fn setup_edit(&self, heads: &Vec<Cell>, part: &str) -> Option<Vec<Cell>> {
        let (y, x) = parse_cell_id(part)?;
        let cell = (u64::from(x), u64::from(y));
        let mut after = heads.clone();
        match after.binary_search(&cell) {
            Ok(_) if after.len() == 1 => return None,
            Ok(index) => {
                after.remove(index);
            }
            Err(_) if after.len() >= MAX_HEADS => return None,
            Err(index) => after.insert(index, cell),
        }
        Some(after)
    }

    /// Heads at (1, 2) and (2, 2), worth 1 ⊗ 2 ⊕ 2 ⊗ 2 = 2 ⊕ 3 = 1.
    fn setup_default(&self) -> Option<Vec<Cell>> {
        Some(vec![(1, 2), (2, 2)])
    }

    fn explain(&self, heads: &Vec<Cell>) -> Result<String, GameError> {
        let term = self.format_term(std::slice::from_ref(heads));
        let total = value(heads);
        let worth: Vec<String> = heads
            .iter()
            .map(|&(x, y)| format!("{x}⊗{y} = {}", head_value((x, y))))
            .collect();
        let values: Vec<String> = heads.iter().map(|&h| head_value(h).to_string()).collect();
        Ok(tr!(
            "corners-explain",
            term = term,
            total = total,
            heads = worth.join(", "),
            values = values.join(" ⊕ ")
        ))
    }
}

impl Family for Corners {
    fn nimber(&self, heads: &Vec<Cell>) -> Result<BigUint, GameError> {
        Ok(value(heads).into())
    }

    fn options_of_nimber(
        &self,
        heads: &Vec<Cell>,
        target: &BigUint,
    ) -> Result<Vec<Vec<Vec<Cell>>>, GameError> {
        let moves = self.moves_to(heads, target)?;
        // Each move is a whole board: many moves on a board of many heads are refused.
        check_listing(
            || self.format_term(std::slice::from_ref(heads)),
            moves.len() as u64,
            board_bits(heads),
        )?;
        Ok(moves
            .into_iter()
            .map(|(head, corner)| as_option(turned(heads, head, corner)))
            .collect())
    }

    fn some_options_of_nimber(
        &self,
        heads: &Vec<Cell>,
        target: &BigUint,
        limit: usize,
    ) -> Result<Vec<Vec<Vec<Cell>>>, GameError> {
        let Ok(target) = u64::try_from(target) else {
            return Ok(Vec::new());
        };
        let change = value(heads) ^ target;
        // Corners are tried head by head, within the limit on tries in all.
        let mut tries = MAX_CORNER_TRIES;
        let mut found = Vec::new();
        for &head in heads {
            if found.len() >= limit {
                break;
            }
            for corner in Self::corners_with_change(head, change, limit - found.len(), &mut tries)?
            {
                found.push(as_option(turned(heads, head, corner)));
            }
        }
        let searched_all = heads
            .iter()
            .map(|&(x, y)| u128::from(x.min(y)))
            .sum::<u128>()
            <= u128::from(MAX_CORNER_TRIES);
        if found.is_empty() && !searched_all {
            // Not finding a move among the corners tried does not show there is none.
            return Err(GameError::TooLarge(tr!(
                "too-large-corner-no-move",
                term = self.format_term(std::slice::from_ref(heads)),
                target = target.to_string(),
                most = MAX_CORNER_TRIES.to_string()
            )));
        }
        Ok(found)
    }

    fn count_options_of_nimber(
        &self,
        heads: &Vec<Cell>,
        target: &BigUint,
    ) -> Result<BigUint, GameError> {
        Ok(self.moves_to(heads, target)?.len().into())
    }

    fn check_move(&self, from: &Vec<Cell>, to: &[Vec<Cell>]) -> Result<(), String> {
        let after: &[Cell] = match to {
            [] => &[],
            [after] => after,
            _ => return Err(tr!("corners-write-one-board")),
        };
        if move_between(from, after).is_some() {
            return Ok(());
        }
        Err(tr!("corners-illegal"))
    }

    fn delaying_move(&self, heads: &Vec<Cell>) -> Result<Option<Vec<Vec<Cell>>>, GameError> {
        Ok(heads
            .iter()
            .find(|&&(x, y)| x > 0 && y > 0)
            .map(|&(x, y)| as_option(turned(heads, (x, y), (x - 1, y - 1)))))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Solver;
    use crate::games::testing::sorted;
    use proptest::prelude::*;

    #[test]
    fn rules_explanations_and_refusals_speak_chinese() {
        let budget = crate::budget::chinese();
        let rules = budget.run(|| Corners.rules());
        assert!(rules.contains("翻转四个角 a:b、a:y、x:b、x:y"), "{rules}");
        let board = vec![(2, 3), (3, 3)];
        let text = budget.run(|| Corners.explain(&board)).unwrap();
        assert!(text.starts_with("corners(2:3,3:3) 的 SG值为 3。"), "{text}");
        assert!(text.contains("由 Tartan 定理"), "{text}");
        let step =
            budget.run(|| Corners.describe_move(&vec![(2, 3)], &[vec![(1, 1), (1, 3), (2, 1)]]));
        assert_eq!(step, "翻转四个角 1:1、1:3、2:1 和 2:3（正面 2:3 翻成反面）");
        let refusal = budget.run(|| Corners.check_move(&board, &[vec![(1, 1)]]));
        assert!(
            refusal
                .unwrap_err()
                .starts_with("每一步恰好翻转一个矩形的四个角"),
        );
    }

    fn board(width: u64, height: u64, max_heads: usize) -> impl Strategy<Value = Vec<Cell>> {
        proptest::collection::btree_set((0..width, 0..height), 0..=max_heads)
            .prop_map(|cells| cells.into_iter().collect())
    }

    #[test]
    fn single_heads_on_a_four_by_four_board_are_nim_products() {
        // Brute force over the literal rules; the products from Conway's nim-multiplication
        // table (*On Numbers and Games*).
        let mut solver = Solver::new(Corners);
        let table = [[0, 0, 0, 0], [0, 1, 2, 3], [0, 2, 3, 1], [0, 3, 1, 2]];
        for x in 0..4u64 {
            for y in 0..4u64 {
                assert_eq!(
                    solver.nimber(&vec![(x, y)]).unwrap().0,
                    table[x as usize][y as usize]
                );
                assert_eq!(head_value((x, y)), table[x as usize][y as usize]);
            }
        }
        // Beyond the 4 × 4 block: values in the field of order 16, e.g. 4 ⊗ 4 = 6, 5 ⊗ 3 = 15.
        assert_eq!(solver.nimber(&vec![(4, 4)]).unwrap().0, 6);
        assert_eq!(solver.nimber(&vec![(5, 3)]).unwrap().0, 15);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(100))]

        #[test]
        fn boards_match_brute_force(heads in board(3, 4, 6), target in 0u64..4) {
            let mut solver = Solver::new(Corners);
            prop_assert_eq!(solver.nimber(&heads).unwrap().0, value(&heads));
            for wanted in [0, target] {
                let expected = solver.options_of_value(&heads, crate::Nimber(wanted)).unwrap();
                let found = Corners.options_of_nimber(&heads, &wanted.into()).unwrap();
                // Same moves in the same order (heads ascending, then corners ascending).
                prop_assert_eq!(&found, &expected);
            }
        }

        #[test]
        fn moves_by_inverse_match_moves_by_listing(heads in board(40, 40, 5), target in 0u64..64) {
            let mut expected = Vec::new();
            for option in Corners.options(&heads).unwrap() {
                if option.iter().fold(0, |acc, part| acc ^ value(part)) == target {
                    expected.push(option);
                }
            }
            prop_assert_eq!(sorted(Corners.options_of_nimber(&heads, &target.into()).unwrap()), sorted(expected.clone()));
            prop_assert_eq!(
                Corners.count_options_of_nimber(&heads, &target.into()).unwrap(),
                BigUint::from(expected.len())
            );
            let some = Corners.some_options_of_nimber(&heads, &target.into(), 3).unwrap();
            prop_assert_eq!(some.len(), expected.len().min(3));
            prop_assert!(some.iter().all(|option| expected.contains(option)));
            for option in &expected {
                prop_assert!(Corners.check_move(&heads, option).is_ok());
            }
        }
    }

    #[test]
    fn a_move_may_clear_the_board() {
        let square = vec![(1, 1), (1, 2), (2, 1), (2, 2)];
        let options = Corners.options(&square).unwrap();
        assert!(options.contains(&Vec::new()));
        assert!(Corners.check_move(&square, &[]).is_ok());
        assert!(
            Corners
                .options_of_nimber(&square, &0u32.into())
                .unwrap()
                .contains(&Vec::new())
        );
    }

    #[test]
    fn large_coordinates() {
        let big = 1u64 << 40;
        let heads = vec![(7, big + 5), (big, 3)]; // sorted, as parsed
        let total = value(&heads);
        let moves = Corners.options_of_nimber(&heads, &0u32.into()).unwrap();
        assert!(!moves.is_empty());
        for option in &moves {
            assert_eq!(option.iter().fold(0, |acc, part| acc ^ value(part)), 0);
            assert!(Corners.check_move(&heads, option).is_ok());
        }
        assert_ne!(total, 0);
        assert!(matches!(
            Corners.options_of_nimber(&vec![(big, big)], &0u32.into()),
            Err(GameError::TooLarge(_))
        ));
        // Counting there is refused too, but a winning move is found among the first corners.
        assert!(matches!(
            Corners.count_options_of_nimber(&vec![(big, big)], &0u32.into()),
            Err(GameError::TooLarge(_))
        ));
        let some = Corners
            .some_options_of_nimber(&vec![(big, big)], &0u32.into(), 2)
            .unwrap();
        assert!(!some.is_empty());
        for option in &some {
            assert_eq!(option.iter().fold(0, |acc, part| acc ^ value(part)), 0);
            assert!(Corners.check_move(&vec![(big, big)], option).is_ok());
        }
    }

    #[test]
    fn parsing() {
        let sum = crate::parse("corners(3:3, 1:2) + nim(1)").unwrap();
        assert_eq!(sum.to_string(), "corners(1:2,3:3) + nim(1)");
        assert_eq!(crate::parse("corners(1:2,1:2)").unwrap_err().column, 13);
        assert_eq!(crate::parse("corners(1:x)").unwrap_err().column, 11);
        assert!(crate::parse("corners(12)").is_err());
    }
}
