//! Chomp, by exhaustive search.
//!
//! **Rules.** A chocolate bar given by its row lengths, top row first, never increasing
//! downwards (a Young diagram); the top-left square is poisoned. A move picks any square other
//! than the poisoned one and eats it together with every square below it and to its right
//! (rows at or below, columns at or right of it). Whoever must eat the poisoned square loses;
//! modelled as normal play in which the poisoned square can never be taken, so the position of
//! the poisoned square alone has no move and value 0.
//!
//! **Method.** Chomp has no known formula: values come from a memoized depth-first search over
//! the positions reachable from the bar (every sub-diagram holding the poisoned square), the
//! same search as the generic [`Solver`](crate::Solver) but looking options up in the memo
//! without building them (the tests compare it with the generic solver on a literal model).
//! The number of those positions is counted exactly first (a dynamic programme over the rows);
//! bars with more positions than the budget's state limit, or too much work, get a clear error
//! instead of a search that would not finish. The first player wins every rectangle larger than 1×1 by
//! the strategy-stealing argument (D. Gale, *A curious Nim-type game*, Amer. Math. Monthly 81
//! (1974); *Winning Ways*, ch. 18), though the argument does not say which move wins.
//!
//! **Fast paths.** A bar and its mirror image in the diagonal (columns read as rows) are the
//! same game, so the narrower of the two is solved. A bar whose rows below the first all have
//! one square is two Nim heaps, the squares right of the poison and those below it: its value
//! is `(a − 1) xor (h − 1)` for a top row of `a` and `h` rows. A bar of two rows (or two
//! columns) is valued by a dynamic programme over its `a × b` sub-bars with bitsets of the
//! values its options reach, in `O(a · b · (a + b) / 64)` steps instead of the search (bars of
//! thousands of squares in seconds); the classic two-row theorem (`(a, a − 1)` is the only
//! kind of P-position) and the tests check it, and answers the outcome of a two-row bar
//! without the programme. A square is won by eating the square diagonally below the poison,
//! which leaves two equal Nim heaps (checked by the tests; its value is still searched).

use std::sync::Mutex;

use num_bigint::BigUint;

use crate::budget::tr;
use crate::expr::{ParseError, Token};
use crate::family::explain_by_mex;
use crate::picture::{MAX_PARTS, MoveMarks, Part, PartKind, Picture, cell_id, parse_cell_id};
use std::collections::HashMap;

use crate::budget::Budget;
use crate::{Family, Game, GameError, MexSet, Notation, Outcome, Teaching};

/// The most work (positions × squares) the search may take: an 11 × 11 bar (705,432 positions)
/// fits, a few seconds of search.
pub(crate) const CHOMP_WORK_LIMIT: u128 = 100_000_000;

/// The most squares a bar may have.
pub(crate) const MAX_SQUARES: u64 = 10_000;

/// The rules of Chomp on row lengths (top row first, non-increasing, no empty rows).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ChompRules;

impl Game for ChompRules {
    type Position = Vec<u32>;

    fn options(&self, rows: &Vec<u32>) -> Result<Vec<Vec<Vec<u32>>>, GameError> {
        // Bites in the top rows first: they leave small bars.
        let mut options = Vec::new();
        for (r, &length) in rows.iter().enumerate() {
            for c in 0..length {
                if (r, c) != (0, 0) {
                    options.push(vec![bite(rows, r, c)]);
                }
            }
        }
        Ok(options)
    }
}

/// The bar after eating square `(r, c)` (from 0) and everything below and right of it.
fn bite(rows: &[u32], r: usize, c: u32) -> Vec<u32> {
    rows.iter()
        .enumerate()
        .map(|(i, &length)| if i >= r { length.min(c) } else { length })
        .filter(|&length| length > 0)
        .collect()
}

/// The number of positions reachable from `rows` (sub-diagrams holding the poisoned square),
/// or `None` once it exceeds `limit`.
fn reachable_positions(rows: &[u32], limit: u128) -> Option<u128> {
    // ways[v]: diagrams of the rows so far whose last row has length v.
    let width = rows[0] as usize;
    let mut ways: Vec<u128> = (0..=width).map(|v| u128::from(v >= 1)).collect();
    for &length in &rows[1..] {
        let mut suffix = 0u128;
        for v in (0..=width).rev() {
            suffix = suffix.saturating_add(ways[v]);
            ways[v] = if v <= length as usize { suffix } else { 0 };
        }
        if ways.iter().fold(0u128, |a, &w| a.saturating_add(w)) > limit {
            return None;
        }
    }
    let total = ways.iter().fold(0u128, |a, &w| a.saturating_add(w));
    (total <= limit).then_some(total)
}

/// Chomp: `chomp(4,4,2)` is a bar of rows 4, 4 and 2 squares. Each term is one bar.
///
/// ```
/// use grundy::games::Chomp;
/// use grundy::{Family, Outcome};
/// // A 2 × 2 square: eat the bottom-right square, leaving an L, which the opponent loses.
/// let square = vec![2, 2];
/// assert_eq!(Chomp::default().outcome(&square).unwrap(), Outcome::N);
/// assert_eq!(Chomp::default().options_of_nimber(&square, &0u32.into()).unwrap(), vec![vec![vec![2, 1]]]);
/// ```
#[derive(Default)]
pub struct Chomp {
    /// Values of the bars searched so far, by row lengths.
    memo: Mutex<HashMap<Vec<u16>, u64>>,
}

impl std::fmt::Debug for Chomp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Chomp")
    }
}

/// The most work (sub-bars × 64-bit words of their value sets) of the two-row programme: a
/// bar of rows 3,000 and 3,000 fits, in seconds.
pub(crate) const TWO_ROW_WORK_LIMIT: u128 = 2_000_000_000;

/// The mirror image of a bar in its diagonal: row `i` of the image is column `i` of the bar.
fn transpose(rows: &[u32]) -> Vec<u32> {
    (0..rows[0])
        .map(|c| rows.iter().take_while(|&&length| length > c).count() as u32)
        .collect()
}

/// The value of Chomp on the two-row bar `(a, b)` (`a ≥ b ≥ 0`; `b = 0` is a single row):
/// every sub-bar `(x, y)` is valued in turn, its options' values gathered in three bitsets
/// kept up to date as `x` and `y` grow: the sub-bars `(x, c)` for `c < y` (bites in the
/// second row), the squares-and-a-bit `(c, c)` for `c ≤ min(y, x − 1)` and the sub-bars `(c, y)` for
/// `y < c < x` (bites in the first row, at column `c`).
fn two_row_value(a: u32, b: u32, budget: &Budget) -> Result<u64, GameError> {
    // Values are at most the number of options, a + b − 1.
    let words = ((a + b) as usize).div_ceil(64) + 1;
    let (a, b) = (a as usize, b as usize);
    let work = a as u128 * (b as u128 + 1) * words as u128;
    if work > TWO_ROW_WORK_LIMIT {
        return Err(GameError::TooLarge(tr!(
            "too-large-chomp-two-rows",
            a = a.to_string(),
            b = b.to_string(),
            work = work.to_string(),
            most = TWO_ROW_WORK_LIMIT.to_string()
        )));
    }
    let bytes = (2 * (b + 1) + 1) as u64 * words as u64 * 8;
    budget.check_memory(bytes, tr!("chomp-memory-two-rows"))?;
    let mut ticker = budget.ticker(1024);
    let set = |bits: &mut [u64], value: u64| bits[(value / 64) as usize] |= 1 << (value % 64);
    // below[y]: values of (c, y) for the c seen so far with c > y.
    let mut below = vec![vec![0u64; words]; b + 1];
    // diagonal[k]: values of (c, c) for 1 ≤ c ≤ k.
    let mut diagonal = vec![vec![0u64; words]; b + 1];
    let mut row = vec![0u64; words];
    let mut value_of_full = 0;
    for x in 1..=a {
        row.fill(0);
        for y in 0..=x.min(b) {
            ticker.tick()?;
            let reach = &diagonal[y.min(x - 1)];
            let column = &below[y];
            let mut value = 0;
            for word in 0..words {
                let taken = reach[word] | column[word] | row[word];
                if taken != u64::MAX {
                    value = (word * 64) as u64 + u64::from(taken.trailing_ones());
                    break;
                }
            }
            set(&mut row, value);
            if y < x {
                set(&mut below[y], value);
            }
            if y == x {
                let mut next = diagonal[x - 1].clone();
                set(&mut next, value);
                diagonal[x] = next;
            }
            if (x, y) == (a, b) {
                value_of_full = value;
            }
        }
    }
    budget.add_progress((a * (b + 1)) as u64);
    Ok(value_of_full)
}

impl Chomp {
    /// The value of a bar by a theorem or the two-row programme, when one applies.
    fn fast_value(rows: &[u32], budget: &Budget) -> Option<Result<u64, GameError>> {
        let height = rows.len() as u64;
        if rows[1..].iter().all(|&length| length == 1) {
            // Two Nim heaps: right of the poison, and below it.
            return Some(Ok(u64::from(rows[0] - 1) ^ (height - 1)));
        }
        let narrow = if rows.len() == 2 {
            Some((rows[0], rows[1]))
        } else if rows[0] == 2 {
            let columns = transpose(rows);
            Some((columns[0], columns[1]))
        } else {
            None
        };
        let (a, b) = narrow?;
        Some(two_row_value(a, b, budget))
    }

    fn value(&self, rows: &Vec<u32>) -> Result<u64, GameError> {
        let budget = Budget::current();
        // Even a theorem's answer looks at the budget: valuing the 9,999 options of a long
        // row is thousands of calls, which a deadline must stop.
        budget.check()?;
        if let Some(value) = Self::fast_value(rows, &budget) {
            return value;
        }
        let squares: u64 = rows.iter().map(|&r| u64::from(r)).sum();
        let limit = budget.state_limit();
        let states = reachable_positions(rows, u128::from(limit));
        let too_large = |what: String| {
            GameError::TooLarge(tr!(
                "too-large-chomp",
                term = self.format_term(std::slice::from_ref(rows)),
                what = what
            ))
        };
        match states {
            None => {
                return Err(too_large(tr!(
                    "chomp-too-many-states",
                    limit = limit.to_string()
                )));
            }
            Some(states) if states * u128::from(squares) > CHOMP_WORK_LIMIT => {
                return Err(too_large(tr!(
                    "chomp-too-much-work",
                    states = states.to_string(),
                    squares = squares.to_string()
                )));
            }
            Some(_) => {}
        }
        let mut memo = self
            .memo
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if memo.len() as u64 > 3 * limit.min(1 << 24) {
            // Keep the memo from growing without bound across many bars.
            memo.clear();
        }
        // Row lengths fit in 16 bits: a bar has at most MAX_SQUARES squares.
        let start: Vec<u16> = rows.iter().map(|&r| r as u16).collect();
        search(&mut memo, start, &budget)
    }
}

/// A bar whose value is being computed, with a cursor over its bites.
struct Frame {
    rows: Vec<u16>,
    row: usize,
    column: u16,
    seen: MexSet,
}

impl Frame {
    fn new(rows: Vec<u16>) -> Frame {
        let squares: u64 = rows.iter().map(|&r| u64::from(r)).sum();
        Frame {
            rows,
            row: 0,
            column: 0,
            seen: MexSet::with_bound(squares + 1),
        }
    }
}

/// Writes into `out` the bar after eating square `(row, column)` and all below and right of it.
fn bite_into(rows: &[u16], row: usize, column: u16, out: &mut Vec<u16>) {
    out.clear();
    out.extend_from_slice(&rows[..row]);
    out.extend(
        rows[row..]
            .iter()
            .map(|&length| length.min(column))
            .take_while(|&length| length > 0),
    );
}

/// The value of `start` by an iterative memoized depth-first search (the number of positions is
/// bounded by the caller). Options are looked up in the memo from a scratch buffer, so only new
/// positions allocate. Stops when the budget is cancelled or runs out of time.
fn search(
    memo: &mut HashMap<Vec<u16>, u64>,
    start: Vec<u16>,
    budget: &Budget,
) -> Result<u64, GameError> {
    if let Some(&value) = memo.get(&start) {
        return Ok(value);
    }
    // Checked at the start too: valuing each option of a wide bar is one short search each
    // (a row of 10 000 squares has 9 999, each found in a few steps), thousands of searches
    // that together take seconds. The ticker counts bites, not positions: a position has up to
    // 10 000 of them.
    budget.check()?;
    let mut ticker = budget.ticker(4096);
    let mut stack = vec![Frame::new(start)];
    let mut scratch: Vec<u16> = Vec::new();
    loop {
        let frame = stack.last_mut().expect("the stack is not empty");
        let mut unvalued = None;
        while frame.row < frame.rows.len() {
            let (row, column) = (frame.row, frame.column);
            if column >= frame.rows[row] {
                frame.row += 1;
                frame.column = 0;
                continue;
            }
            if (row, column) == (0, 0) {
                frame.column += 1;
                continue;
            }
            ticker.tick()?;
            bite_into(&frame.rows, row, column, &mut scratch);
            match memo.get(scratch.as_slice()) {
                Some(&value) => {
                    frame.seen.insert(value);
                    frame.column += 1;
                }
                None => {
                    unvalued = Some(scratch.clone());
                    break;
                }
            }
        }
        if let Some(next) = unvalued {
            stack.push(Frame::new(next));
            continue;
        }
        let frame = stack.pop().expect("the stack is not empty");
        let value = frame.seen.mex();
        memo.insert(frame.rows, value);
        budget.add_progress(1);
        if stack.is_empty() {
            return Ok(value);
        }
    }
}

impl Game for Chomp {
    type Position = Vec<u32>;

    fn options(&self, rows: &Vec<u32>) -> Result<Vec<Vec<Vec<u32>>>, GameError> {
        ChompRules.options(rows)
    }
}

impl Notation for Chomp {
    fn name(&self) -> String {
        "chomp".to_string()
    }

    fn parse_positions(&self, args: &[Token]) -> Result<Vec<Vec<u32>>, ParseError> {
        if args.is_empty() {
            return Ok(Vec::new());
        }
        let mut rows: Vec<u32> = Vec::with_capacity(args.len());
        let mut squares = 0u64;
        for (i, arg) in args.iter().enumerate() {
            let length = arg.u64(&tr!("chomp-what-row-length"))?;
            if length == 0 {
                return Err(arg.error(tr!("chomp-empty-row")));
            }
            if i > 0 && length > u64::from(rows[i - 1]) {
                return Err(arg.error(tr!(
                    "chomp-longer-row",
                    length = length.to_string(),
                    above = rows[i - 1].to_string()
                )));
            }
            squares += length;
            if squares > MAX_SQUARES {
                return Err(arg.error(tr!(
                    "chomp-too-many-squares",
                    most = MAX_SQUARES.to_string()
                )));
            }
            rows.push(length as u32);
        }
        Ok(vec![rows])
    }

    fn format_position(&self, rows: &Vec<u32>) -> String {
        let items: Vec<String> = rows.iter().map(u32::to_string).collect();
        items.join(",")
    }

    fn describe_move(&self, from: &Vec<u32>, to: &[Vec<u32>]) -> String {
        let after: &[u32] = to.first().map_or(&[], Vec::as_slice);
        let changed = (0..from.len()).find(|&i| after.get(i) != Some(&from[i]));
        match changed {
            Some(r) => {
                let c = after.get(r).copied().unwrap_or(0);
                tr!("chomp-move", row = r + 1, column = c + 1)
            }
            None => tr!(
                "chomp-move-to",
                rows = self.format_position(&after.to_vec())
            ),
        }
    }
}

impl Teaching for Chomp {
    fn rules(&self) -> String {
        tr!("chomp-rules")
    }

    /// The bar, square by square, the poisoned square at the top left; clicking a square
    /// chomps it.
    fn picture(&self, rows: &Vec<u32>) -> Option<Picture> {
        let squares: u64 = rows.iter().map(|&r| u64::from(r)).sum();
        if squares as usize > MAX_PARTS {
            return None;
        }
        let mut parts = Vec::new();
        for (row, &length) in (0u32..).zip(rows) {
            for column in 0..length {
                let (kind, label) = if (row, column) == (0, 0) {
                    (PartKind::Poison, tr!("picture-poison"))
                } else {
                    let (row, column) = (row + 1, column + 1);
                    (
                        PartKind::Square,
                        tr!("picture-square", row = row, column = column),
                    )
                };
                parts.push(Part {
                    id: cell_id(row, column),
                    kind,
                    x: column,
                    y: row,
                    label,
                    to: None,
                    via: None,
                });
            }
        }
        Some(Picture {
            width: rows.first().copied().unwrap_or(1).max(1),
            height: (rows.len() as u32).max(1),
            parts,
        })
    }

    /// The bar and the squares that may be added to it (one at the end of each row not as long
    /// as the row above, and a new row below): clicking a square eats it and everything below
    /// and right of it, as a move does; clicking a place adds that square and every square
    /// above and left of it, so the bar stays a bar. The poisoned square stays.
    fn setup_picture(&self, rows: &Vec<u32>) -> Option<Picture> {
        let mut picture = self.picture(rows)?;
        let mut slots = Vec::new();
        for (row, &length) in (0u32..).zip(rows) {
            if row == 0 || length < rows[row as usize - 1] {
                slots.push((row, length));
            }
        }
        slots.push((rows.len() as u32, 0));
        if picture.parts.len() + slots.len() > MAX_PARTS {
            return None;
        }
        for (row, column) in slots {
            picture.width = picture.width.max(column + 1);
            picture.height = picture.height.max(row + 1);
            picture.parts.push(Part::cell(
                cell_id(row, column),
                PartKind::Slot,
                column,
                row,
                tr!("picture-add-square", row = row + 1, column = column + 1),
            ));
        }
        Some(picture)
    }

    fn setup_edit(&self, rows: &Vec<u32>, part: &str) -> Option<Vec<u32>> {
        let (row, column) = parse_cell_id(part)?;
        let r = row as usize;
        if r < rows.len() && column < rows[r] {
            // A square of the bar: eaten with those below and right of it, the poison kept.
            return ((row, column) != (0, 0)).then(|| bite(rows, r, column));
        }
        let mut after = rows.clone();
        if r == after.len() {
            after.push(0);
        }
        for length in &mut after[..=r] {
            *length = (*length).max(column + 1);
        }
        (after.iter().map(|&l| u64::from(l)).sum::<u64>() <= MAX_SQUARES).then_some(after)
    }

    /// A bar of three rows of three.
    fn setup_default(&self) -> Option<Vec<u32>> {
        Some(vec![3, 3, 3])
    }

    fn move_marks(&self, rows: &Vec<u32>, to: &[Vec<u32>]) -> Option<MoveMarks> {
        let [after] = to else { return None };
        let mut eaten = Vec::new();
        for (row, &length) in (0u32..).zip(rows) {
            let kept = after.get(row as usize).copied().unwrap_or(0);
            eaten.extend((kept..length).map(|column| (row, column)));
        }
        // The square chomped is the top-left one of those eaten.
        let &(row, column) = eaten.iter().min_by_key(|&&(r, c)| (c, r))?;
        let touched = eaten.iter().map(|&(r, c)| cell_id(r, c)).collect();
        Some(MoveMarks::at(cell_id(row, column), touched))
    }

    fn explain(&self, rows: &Vec<u32>) -> Result<String, GameError> {
        let by_mex = explain_by_mex(self, rows)?;
        let rectangle = rows.iter().all(|&r| r == rows[0]) && (rows.len() > 1 || rows[0] > 1);
        let states = reachable_positions(rows, u128::MAX).unwrap_or(0);
        let mut text = if rows[1..].iter().all(|&length| length == 1) {
            tr!(
                "chomp-explain-two-heaps",
                by_mex = by_mex,
                right = rows[0] - 1,
                below = rows.len() - 1
            )
        } else if rows.len() == 2 || rows[0] == 2 {
            tr!("chomp-explain-two-rows", by_mex = by_mex)
        } else {
            tr!(
                "chomp-explain-searched",
                by_mex = by_mex,
                states = states.to_string()
            )
        };
        if rows.len() == 1 {
            text += &tr!("chomp-single-row");
        } else if rectangle {
            text += &tr!("chomp-rectangle");
        }
        Ok(text)
    }
}

impl Family for Chomp {
    fn nimber(&self, rows: &Vec<u32>) -> Result<BigUint, GameError> {
        Ok(self.value(rows)?.into())
    }

    fn outcome(&self, rows: &Vec<u32>) -> Result<Outcome, GameError> {
        if rows.len() == 2 {
            // The two-row theorem: (a, a − 1) is lost; from any other bar, a move reaches one.
            return Ok(Outcome::from_is_zero(rows[1] + 1 == rows[0]));
        }
        Ok(Outcome::from_is_zero(self.value(rows)? == 0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Nimber, Solver};
    use proptest::prelude::*;
    use std::collections::BTreeSet;

    #[test]
    fn rules_explanations_and_moves_speak_chinese() {
        let budget = crate::budget::chinese();
        let chomp = Chomp::default();
        let rules = budget.run(|| chomp.rules());
        assert!(rules.contains("左上角的方块有毒，永远不能吃"), "{rules}");
        let text = budget.run(|| chomp.explain(&vec![3, 3])).unwrap();
        assert!(text.contains("两行（或两列）的巧克力"), "{text}");
        assert!(text.contains("策略窃取论证表明先手必胜"), "{text}");
        let text = budget.run(|| chomp.explain(&vec![5, 1, 1])).unwrap();
        assert!(
            text.contains("毒块右边的 4 个方块和它下面的 2 个方块"),
            "{text}"
        );
        let step = budget.run(|| chomp.describe_move(&vec![3, 3], &[vec![3, 2]]));
        assert_eq!(step, "吃掉第 2 行第 3 列的方块，以及它下方和右方的所有方块");
    }

    /// Chomp as a literal set of squares (row, column): an independent model of the rules.
    struct Squares;

    impl Game for Squares {
        type Position = BTreeSet<(u32, u32)>;
        fn options(&self, bar: &Self::Position) -> Result<Vec<Vec<Self::Position>>, GameError> {
            Ok(bar
                .iter()
                .filter(|&&square| square != (0, 0))
                .map(|&(r, c)| {
                    vec![
                        bar.iter()
                            .copied()
                            .filter(|&(i, j)| i < r || j < c)
                            .collect(),
                    ]
                })
                .collect())
        }
    }

    fn squares_of(rows: &[u32]) -> BTreeSet<(u32, u32)> {
        rows.iter()
            .enumerate()
            .flat_map(|(r, &length)| (0..length).map(move |c| (r as u32, c)))
            .collect()
    }

    fn bars() -> impl Strategy<Value = Vec<u32>> {
        proptest::collection::vec(1u32..=5, 1..=4).prop_map(|mut rows| {
            rows.sort_unstable_by(|a, b| b.cmp(a));
            rows
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(80))]

        #[test]
        fn values_and_winning_moves_match_the_literal_rules(rows in bars(), target in 0u64..4) {
            let chomp = Chomp::default();
            let mut solver = Solver::new(Squares);
            let bar = squares_of(&rows);
            prop_assert_eq!(BigUint::from(solver.nimber(&bar).unwrap().0), chomp.nimber(&rows).unwrap());
            for wanted in [0, target] {
                let mut expected = solver.options_of_value(&bar, Nimber(wanted)).unwrap();
                let mut found: Vec<Vec<BTreeSet<(u32, u32)>>> = chomp
                    .options_of_nimber(&rows, &wanted.into())
                    .unwrap()
                    .iter()
                    .map(|option| option.iter().map(|part| squares_of(part)).collect())
                    .collect();
                expected.sort();
                found.sort();
                prop_assert_eq!(found, expected);
            }
        }

        #[test]
        fn reachable_positions_are_counted_exactly(rows in bars()) {
            let mut seen = BTreeSet::new();
            let mut stack = vec![rows.clone()];
            while let Some(bar) = stack.pop() {
                if seen.insert(bar.clone()) {
                    stack.extend(ChompRules.options(&bar).unwrap().into_iter().map(|mut o| o.remove(0)));
                }
            }
            prop_assert_eq!(reachable_positions(&rows, u128::MAX), Some(seen.len() as u128));
        }
    }

    #[test]
    fn rectangles_are_first_player_wins_and_rows_are_nim_heaps() {
        let chomp = Chomp::default();
        for width in 1..=6u32 {
            for height in 1..=5usize {
                let rows = vec![width; height];
                let expected = if width * height as u32 == 1 { 0u32 } else { 1 };
                assert_eq!(
                    chomp.nimber(&rows).unwrap() > BigUint::from(0u32),
                    expected == 1,
                    "{rows:?}"
                );
            }
            assert_eq!(
                chomp.nimber(&vec![width]).unwrap(),
                BigUint::from(width - 1)
            );
        }
        // Two rows: (a, a-1) is a P-position (the classic two-row strategy).
        for a in 2..=8u32 {
            assert_eq!(chomp.nimber(&vec![a, a - 1]).unwrap(), BigUint::from(0u32));
        }
    }

    /// The value by the exhaustive search alone (no fast path).
    fn searched(rows: &[u32]) -> u64 {
        let start: Vec<u16> = rows.iter().map(|&r| r as u16).collect();
        search(&mut HashMap::new(), start, &Budget::unlimited()).unwrap()
    }

    #[test]
    fn the_two_row_programme_agrees_with_the_search_and_the_two_row_theorem() {
        let budget = Budget::unlimited();
        for a in 1..=14u32 {
            for b in 0..=a {
                let rows: Vec<u32> = [a, b].into_iter().filter(|&r| r > 0).collect();
                assert_eq!(
                    two_row_value(a, b, &budget).unwrap(),
                    searched(&rows),
                    "{rows:?}"
                );
            }
        }
        // The two-row theorem: (a, a - 1) and only it is a P-position.
        for a in 1..=300u32 {
            for b in 0..=a {
                let zero = two_row_value(a, b, &budget).unwrap() == 0;
                assert_eq!(zero, b + 1 == a, "({a}, {b})");
            }
        }
    }

    #[test]
    fn mirror_images_l_shapes_and_two_columns_agree_with_the_search() {
        let chomp = Chomp::default();
        for a in 1..=7u32 {
            for h in 1..=7usize {
                let mut rows = vec![1; h];
                rows[0] = a;
                assert_eq!(chomp.value(&rows).unwrap(), searched(&rows), "{rows:?}");
                let mut columns = vec![2; h];
                assert_eq!(
                    chomp.value(&columns).unwrap(),
                    searched(&columns),
                    "{columns:?}"
                );
                for tail in 0..h {
                    columns[h - 1 - tail] = 1;
                    if tail + 1 < h {
                        assert_eq!(
                            chomp.value(&columns).unwrap(),
                            searched(&columns),
                            "{columns:?}"
                        );
                    }
                }
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(60))]
        #[test]
        fn a_bar_and_its_mirror_image_have_one_value(rows in bars()) {
            prop_assert_eq!(searched(&rows), searched(&transpose(&rows)));
            prop_assert_eq!(transpose(&transpose(&rows)), rows.clone());
            let chomp = Chomp::default();
            let outcome = chomp.outcome(&rows).unwrap();
            prop_assert_eq!(outcome, Outcome::from_is_zero(searched(&rows) == 0));
        }
    }

    #[test]
    fn squares_are_won_by_the_diagonal_bite_and_large_two_row_bars_are_valued() {
        let chomp = Chomp::default();
        for n in 2..=8u32 {
            let square = vec![n; n as usize];
            assert_eq!(chomp.outcome(&square).unwrap(), Outcome::N);
            assert_ne!(searched(&square), 0);
            // Eating square (1, 1) leaves two equal Nim heaps of n − 1.
            let mut l_shape = vec![1; n as usize];
            l_shape[0] = n;
            assert_eq!(searched(&l_shape), 0);
        }
        // Far beyond the search (which holds every sub-bar): 2,000 × 2 squares.
        let value = chomp.nimber(&vec![2_000, 1_999]).unwrap();
        assert_eq!(value, BigUint::from(0u32));
        assert_ne!(
            chomp.nimber(&vec![2_000, 2_000]).unwrap(),
            BigUint::from(0u32)
        );
        assert_eq!(chomp.outcome(&vec![3_000, 2_999]).unwrap(), Outcome::P);
    }

    #[test]
    fn big_bars_get_a_clear_error() {
        let chomp = Chomp::default();
        let error = chomp.nimber(&vec![40; 40]).unwrap_err();
        assert!(error.to_string().contains("exhaustive search"), "{error}");
        // Two Nim heaps of 9,998 and 1: no search.
        assert_eq!(
            chomp.nimber(&vec![9_999, 1]).unwrap(),
            BigUint::from(9_999u32)
        );
        let error = chomp.nimber(&vec![5_000, 5_000]).unwrap_err();
        assert!(error.to_string().contains("too much work"), "{error}");
        let error = chomp.nimber(&vec![100, 100, 100, 100]).unwrap_err();
        assert!(error.to_string().contains("exhaustive search"), "{error}");
        assert!(crate::parse("chomp(3,4)").is_err());
        assert!(crate::parse("chomp(3,0)").is_err());
        assert!(crate::parse("chomp(10001)").is_err());
        assert_eq!(
            crate::parse("chomp(4,4,2) + nim(1)").unwrap().to_string(),
            "chomp(4,4,2) + nim(1)"
        );
    }
}
