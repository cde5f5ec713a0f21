//! Wythoff's game: two heaps; a move takes any positive number of stones from one heap, or the
//! same positive number from both.
//!
//! **Closed form (outcome).** The P-positions are the pairs `(⌊kφ⌋, ⌊kφ⌋ + k)` and their mirror
//! images, `k = 0, 1, 2, ...`, where `φ = (1 + √5)/2` (W. A. Wythoff, *A modification of the
//! game of Nim*, Nieuw Archief voor Wiskunde 7 (1907)). Every positive integer is in exactly one
//! pair (Beatty's theorem for `φ` and `φ²`), and the pair with difference `d` is unique. The
//! floor is computed exactly with integers, `⌊kφ⌋ = (k + ⌊√(5k²)⌋) / 2`, never with floating
//! point (which goes wrong from about `k = 6·10^10`), so positions of any size are decided.
//!
//! **Winning moves.** From an N-position `(a, b)` the moves to P-positions are: reduce the first
//! heap to the partner of `b` (if that is smaller than `a`), reduce the second heap to the
//! partner of `a` (if smaller than `b`), and take from both to reach the pair with difference
//! `|a − b|` (if its smaller heap is below `min(a, b)`): at most three moves. Positions are
//! ordered pairs, so when `a = b` the moves from the first and from the second heap are both
//! listed (they lead to mirror-image positions).
//!
//! **Nim-values** have no known closed form; they come from a table of every position
//! `(x, y)` with `x ≤ a`, `y ≤ b`, filled by dynamic programming: `G(x, y)` is the mex of the
//! values to its left in its row, above it in its column and before it on its diagonal, each
//! kept as a bit set, so a cell costs a few word operations (`O(n³/64)` for an `n × n` table,
//! 1000 × 1000 in about a second). The table is kept (one per process, grown as needed), so
//! `grundy table wythoff` fills it once. Its size is checked against the budget's memory limit
//! and the budget is checked as it fills.

use std::sync::{Arc, Mutex, PoisonError};

use num_bigint::BigUint;
use num_traits::{CheckedSub, ToPrimitive, Zero};

use super::too_many_options;
use crate::budget::tr;
use crate::budget::{Budget, LimitExceeded};
use crate::expr::{ParseError, Token};
use crate::picture::{MAX_PARTS, MoveMarks, Part, PartKind, Picture, cell_id, parse_cell_id};
use crate::{Family, Game, GameError, Notation, Outcome, Pairs, Teaching};

/// The largest table of nim-values kept between calls, in cells (64 MiB): larger tables are
/// computed for one question and dropped.
const MAX_KEPT_CELLS: u64 = 1 << 24;

/// Tables beyond this many bytes are refused as far too large whatever the memory limit.
const MAX_TABLE_BYTES: u64 = 1 << 44;

/// Wythoff's game: `wythoff(3,5)` is one position with two heaps.
///
/// ```
/// use grundy::games::Wythoff;
/// use grundy::{Family, Outcome};
/// let position = (3u32.into(), 5u32.into());
/// assert_eq!(Wythoff.outcome(&position).unwrap(), Outcome::P);
/// // From (4, 5): take 1 from the first heap, leaving (3, 5), or 3 from both, leaving (1, 2).
/// let moves = Wythoff.options_of_nimber(&(4u32.into(), 5u32.into()), &0u32.into()).unwrap();
/// assert_eq!(moves, vec![vec![(3u32.into(), 5u32.into())], vec![(1u32.into(), 2u32.into())]]);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Wythoff;

/// A Wythoff position: the two heaps, in the order written.
pub type WythoffPosition = (BigUint, BigUint);

/// `⌊kφ⌋`, exactly: `(k + ⌊√(5k²)⌋) / 2`.
///
/// ```
/// use grundy::games::floor_phi;
/// let lower: Vec<String> = (0..8u32).map(|k| floor_phi(&k.into()).to_string()).collect();
/// assert_eq!(lower.join(" "), "0 1 3 4 6 8 9 11");
/// ```
pub fn floor_phi(k: &BigUint) -> BigUint {
    let root = (k * k * 5u32).sqrt();
    (k + root) >> 1u32
}

/// The other heap of the P-position containing `m` (`0` for `0`).
///
/// ```
/// use grundy::games::wythoff_partner;
/// assert_eq!(wythoff_partner(&3u32.into()), 5u32.into());
/// assert_eq!(wythoff_partner(&5u32.into()), 3u32.into());
/// ```
pub fn wythoff_partner(m: &BigUint) -> BigUint {
    if m.is_zero() {
        return BigUint::zero();
    }
    let root = (m * m * 5u32).sqrt();
    // m = ⌊kφ⌋ needs k ≈ m/φ = m(√5 − 1)/2; m = ⌊kφ⌋ + k needs k ≈ m/φ² = m(3 − √5)/2. The
    // approximations are within 1 of the true k, so a window of candidates is checked exactly.
    let near_lower = (&root - m) >> 1u32;
    let near_upper = ((m * 3u32) - &root) >> 1u32;
    for near in [&near_lower, &near_upper] {
        let start = near.checked_sub(&BigUint::from(2u32)).unwrap_or_default();
        let (mut k, end) = (start, near + 3u32);
        while k <= end {
            let lower = floor_phi(&k);
            if &lower == m {
                return m + &k;
            }
            if &(&lower + &k) == m {
                return lower;
            }
            k += 1u32;
        }
    }
    unreachable!("every positive integer is in exactly one Wythoff pair (Beatty's theorem)")
}

/// Whether `(a, b)` is a P-position of Wythoff's game.
fn is_p_position(a: &BigUint, b: &BigUint) -> bool {
    let (low, high) = if a <= b { (a, b) } else { (b, a) };
    floor_phi(&(high - low)) == *low
}

/// Nim-values of every position `(x, y)` with `x < rows`, `y < columns` (`rows ≤ columns`);
/// `G(x, y) = G(y, x)`, so a pair is looked up with its smaller heap first.
#[derive(Debug)]
struct ValueTable {
    rows: usize,
    columns: usize,
    values: Vec<u32>,
}

/// The table kept between calls (see [`MAX_KEPT_CELLS`]), in the computation's
/// [caches](crate::budget::Caches).
#[derive(Default)]
struct KeptTable(Mutex<Option<Arc<ValueTable>>>);

impl ValueTable {
    /// A table holding `(a, b)` and every position below it: the kept one if it does, or a new
    /// one (kept if small enough), grown by half in each direction that was too short, so that
    /// a table asked for cell by cell is rebuilt only a few times.
    fn holding(a: &BigUint, b: &BigUint) -> Result<Arc<ValueTable>, GameError> {
        let (low, high) = if a <= b { (a, b) } else { (b, a) };
        let too_large = || {
            GameError::TooLarge(tr!(
                "too-large-wythoff",
                a = a.to_string(),
                b = b.to_string(),
                cells = ((low + 1u32) * (high + 1u32)).to_string()
            ))
        };
        let (Some(low), Some(high)) = (low.to_usize(), high.to_usize()) else {
            return Err(too_large());
        };
        let (rows, columns) = (low + 1, high + 1);
        let kept_table = Budget::current().context().caches().get::<KeptTable>();
        let mut kept = kept_table.0.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(table) = kept.as_ref()
            && rows <= table.rows
            && columns <= table.columns
        {
            return Ok(Arc::clone(table));
        }
        let grown = kept.as_ref().map(|table| {
            let grow = |needed: usize, had: usize| {
                if needed > had {
                    needed.max(had + had / 2)
                } else {
                    had
                }
            };
            let columns = grow(columns, table.columns);
            (grow(rows, table.rows).min(columns), columns)
        });
        // Growing the kept table pays when it is asked for cell by cell (`grundy table`); a
        // table far larger than both the kept one and the question does not.
        let cells = |(r, c): (usize, usize)| (r as u128) * (c as u128);
        let needed = cells((rows, columns));
        let (rows, columns) = match (grown, kept.as_ref()) {
            (Some(size), Some(table))
                if cells(size) <= 4 * (cells((table.rows, table.columns)) + needed) + 4096 =>
            {
                size
            }
            _ => (rows, columns),
        };
        let table = Arc::new(
            ValueTable::compute(rows, columns).map_err(|error| match error {
                TableError::TooLarge => too_large(),
                TableError::Budget(error) => error,
            })?,
        );
        if cells((rows, columns)) <= u128::from(MAX_KEPT_CELLS) {
            *kept = Some(Arc::clone(&table));
        }
        Ok(table)
    }

    /// Fills the table by dynamic programming. Cells are visited column by column (`y` outer,
    /// `x` inner, `rows ≤ columns`), keeping as bit sets the values seen so far in the current
    /// column, in each row, and on each diagonal still in use (a ring of `rows` of them).
    fn compute(rows: usize, columns: usize) -> Result<ValueTable, TableError> {
        // A value is the mex of at most x + y + min(x, y) options, so below 2·rows + columns.
        let width = 2 * rows + columns;
        let words = width.div_ceil(64) + 1;
        let bytes =
            (rows as u128 * columns as u128 * 4) + ((2 * rows + 1) as u128 * words as u128 * 8);
        let bytes = u64::try_from(bytes)
            .ok()
            .filter(|&bytes| bytes <= MAX_TABLE_BYTES)
            .ok_or(TableError::TooLarge)?;
        let budget = Budget::current();
        budget
            .check_memory(
                bytes,
                tr!(
                    "wythoff-memory-table",
                    rows = (rows - 1).to_string(),
                    columns = (columns - 1).to_string()
                ),
            )
            .map_err(|error| TableError::Budget(error.into()))?;
        let mut values = vec![0u32; rows * columns];
        let mut row_seen = vec![0u64; rows * words];
        // The first word of each row's set that is not full: every mex in that row is at least
        // its first zero bit.
        let mut row_low = vec![0usize; rows];
        let mut diagonal_seen = vec![0u64; rows * words];
        let mut column_seen = vec![0u64; words];
        let set = |bits: &mut [u64], value: u32| bits[value as usize / 64] |= 1 << (value % 64);
        let expected = budget.expect_progress(rows as u64 * columns as u64);
        for y in 0..columns {
            budget
                .check()
                .map_err(|error| TableError::Budget(error.into()))?;
            expected.advance(rows as u64);
            column_seen.fill(0);
            for x in 0..rows {
                // Diagonal y − x, kept in slot (y − x) mod rows: the `rows` diagonals in use
                // while filling column y have distinct slots. Its first cell is on an edge.
                let slot = (y + rows - x % rows) % rows;
                let diagonal = &mut diagonal_seen[slot * words..(slot + 1) * words];
                if x == 0 || y == 0 {
                    diagonal.fill(0);
                }
                let row = &mut row_seen[x * words..(x + 1) * words];
                while row[row_low[x]] == u64::MAX {
                    row_low[x] += 1;
                }
                let mut word = row_low[x];
                let value = loop {
                    let taken = row[word] | column_seen[word] | diagonal[word];
                    if taken != u64::MAX {
                        break (word * 64) as u32 + taken.trailing_ones();
                    }
                    word += 1;
                };
                values[y * rows + x] = value;
                set(row, value);
                set(diagonal, value);
                set(&mut column_seen, value);
            }
        }
        Ok(ValueTable {
            rows,
            columns,
            values,
        })
    }

    /// `G(x, y)`; the smaller heap must be below `rows` and the larger below `columns`.
    fn value(&self, x: &BigUint, y: &BigUint) -> u32 {
        let (x, y) = (
            x.to_usize().expect("in the table"),
            y.to_usize().expect("in the table"),
        );
        let (low, high) = (x.min(y), x.max(y));
        self.values[high * self.rows + low]
    }
}

/// Why a table could not be filled.
enum TableError {
    /// Far beyond any memory.
    TooLarge,
    /// The budget's memory limit, deadline or cancellation.
    Budget(GameError),
}

impl Game for Wythoff {
    type Position = WythoffPosition;

    fn options(&self, (a, b): &WythoffPosition) -> Result<Vec<Vec<WythoffPosition>>, GameError> {
        let count = a + b + a.min(b);
        let (Some(a), Some(b)) = (a.to_u64(), b.to_u64()) else {
            return Err(too_many_options(
                &self.format_term(&[(a.clone(), b.clone())]),
                &count,
            ));
        };
        if count > BigUint::from(super::MAX_LISTED_OPTIONS) {
            return Err(too_many_options(
                &self.format_term(&[(a.into(), b.into())]),
                &count,
            ));
        }
        let position = |x: u64, y: u64| vec![(BigUint::from(x), BigUint::from(y))];
        let mut options: Vec<Vec<WythoffPosition>> = (0..a).rev().map(|x| position(x, b)).collect();
        options.extend((0..b).rev().map(|y| position(a, y)));
        options.extend((1..=a.min(b)).map(|taken| position(a - taken, b - taken)));
        Ok(options)
    }
}

impl Notation for Wythoff {
    fn name(&self) -> String {
        "wythoff".to_string()
    }

    fn parse_positions(&self, args: &[Token]) -> Result<Vec<WythoffPosition>, ParseError> {
        match args {
            [a, b] => Ok(vec![(a.integer()?, b.integer()?)]),
            [_, _, extra, ..] => Err(extra.error(tr!("wythoff-exactly-two-heaps"))),
            [only] => Err(only.error(tr!("wythoff-two-heap-sizes"))),
            [] => Err(ParseError::new(1, tr!("wythoff-two-heap-sizes"))),
        }
    }

    fn format_position(&self, (a, b): &WythoffPosition) -> String {
        format!("{a},{b}")
    }

    fn describe_move(&self, from: &WythoffPosition, to: &[WythoffPosition]) -> String {
        let term = self.format_term(std::slice::from_ref(from));
        let [(x, y)] = to else {
            return tr!("move-heap-to", from = term, to = self.format_term(to));
        };
        let (a, b) = from;
        let after = format!("wythoff({x},{y})");
        if x < a && y == b {
            tr!("wythoff-take-first", taken = a - x, term = term, to = after)
        } else if x == a && y < b {
            tr!(
                "wythoff-take-second",
                taken = b - y,
                term = term,
                to = after
            )
        } else if x < a && y < b && a - x == b - y {
            tr!("wythoff-take-both", taken = a - x, term = term, to = after)
        } else {
            tr!("move-heap-to", from = term, to = after)
        }
    }
}

impl Teaching for Wythoff {
    fn rules(&self) -> String {
        tr!("wythoff-rules")
    }

    /// The queen on the board of squares `(x, y)` with `x ≤ a`, `y ≤ b`, the corner `(0, 0)` at
    /// the top left; a move is made by clicking the square the queen goes to.
    fn picture(&self, (a, b): &WythoffPosition) -> Option<Picture> {
        let (a, b) = (a.to_u32()?, b.to_u32()?);
        if (u64::from(a) + 1) * (u64::from(b) + 1) > MAX_PARTS as u64 {
            return None;
        }
        let mut parts = Vec::new();
        for y in 0..=b {
            for x in 0..=a {
                let queen = (x, y) == (a, b);
                parts.push(Part {
                    id: cell_id(y, x),
                    kind: if queen {
                        PartKind::Queen
                    } else {
                        PartKind::Square
                    },
                    x,
                    y,
                    label: if queen {
                        tr!("picture-queen", a = x, b = y)
                    } else {
                        tr!("picture-pair", a = x, b = y)
                    },
                    to: None,
                    via: None,
                });
            }
        }
        Some(Picture {
            width: a + 1,
            height: b + 1,
            parts,
        })
    }

    /// The board with one more row and column: the queen is set on any square by a click.
    fn setup_picture(&self, (a, b): &WythoffPosition) -> Option<Picture> {
        let (a, b) = (a.to_u32()?, b.to_u32()?);
        let mut picture = self.picture(&(BigUint::from(a), BigUint::from(b)))?;
        // The board is (a + 1) × (b + 1): the slots are column a + 1 and row b + 1.
        picture
            .grow_with_slots(|x, y| tr!("picture-pair", a = x, b = y))
            .then_some(picture)
    }

    fn setup_edit(&self, (a, b): &WythoffPosition, part: &str) -> Option<WythoffPosition> {
        let (y, x) = parse_cell_id(part)?;
        let here = (BigUint::from(x), BigUint::from(y));
        (here != (a.clone(), b.clone())).then_some(here)
    }

    /// The queen on (3, 4).
    fn setup_default(&self) -> Option<WythoffPosition> {
        Some((BigUint::from(3u32), BigUint::from(4u32)))
    }

    fn move_marks(&self, (a, b): &WythoffPosition, to: &[WythoffPosition]) -> Option<MoveMarks> {
        let [(x, y)] = to else { return None };
        let (a, b, x, y) = (a.to_u32()?, b.to_u32()?, x.to_u32()?, y.to_u32()?);
        // A queen's move toward the corner: along a row, a column or the diagonal.
        let queen_move = (x == a && y < b) || (y == b && x < a) || (x < a && a - x == b - y);
        queen_move.then(|| MoveMarks::at(cell_id(y, x), vec![cell_id(b, a), cell_id(y, x)]))
    }

    fn explain(&self, (a, b): &WythoffPosition) -> Result<String, GameError> {
        let term = self.format_term(&[(a.clone(), b.clone())]);
        let (low, high) = if a <= b { (a, b) } else { (b, a) };
        let d = high - low;
        let root = (&d * &d * 5u32).sqrt();
        let lower = floor_phi(&d);
        let verdict = if &lower == low {
            tr!("wythoff-verdict-p", term = &term)
        } else {
            tr!("wythoff-verdict-n", term = &term, low = low, lower = &lower)
        };
        let value = match self.nimber(&(a.clone(), b.clone())) {
            Ok(value) => tr!("wythoff-value-searched", value = value),
            Err(GameError::TooLarge(_) | GameError::Limit(LimitExceeded::Memory { .. })) => {
                tr!("wythoff-value-too-large")
            }
            Err(error) => return Err(error),
        };
        Ok(tr!(
            "wythoff-explain-beatty",
            d = &d,
            root = root,
            upper = &lower + &d,
            lower = lower,
            verdict = verdict,
            value = value
        ))
    }
}

impl Family for Wythoff {
    fn nimber(&self, (a, b): &WythoffPosition) -> Result<BigUint, GameError> {
        Ok(ValueTable::holding(a, b)?.value(a, b).into())
    }

    fn outcome(&self, (a, b): &WythoffPosition) -> Result<Outcome, GameError> {
        Ok(Outcome::from_is_zero(is_p_position(a, b)))
    }

    fn options_of_nimber(
        &self,
        position: &WythoffPosition,
        target: &BigUint,
    ) -> Result<Vec<Vec<WythoffPosition>>, GameError> {
        let (a, b) = position;
        if !target.is_zero() {
            let table = ValueTable::holding(a, b)?;
            let options = self.options(position)?;
            return Ok(options
                .into_iter()
                .filter(|option| BigUint::from(table.value(&option[0].0, &option[0].1)) == *target)
                .collect());
        }
        if is_p_position(a, b) {
            return Ok(Vec::new());
        }
        let mut found = Vec::new();
        let partner_of_b = wythoff_partner(b);
        if &partner_of_b < a {
            found.push(vec![(partner_of_b, b.clone())]);
        }
        let partner_of_a = wythoff_partner(a);
        if &partner_of_a < b {
            found.push(vec![(a.clone(), partner_of_a)]);
        }
        let (low, high) = if a <= b { (a, b) } else { (b, a) };
        let lower = floor_phi(&(high - low));
        if &lower < low {
            let taken = low - &lower;
            found.push(vec![(a - &taken, b - &taken)]);
        }
        Ok(found)
    }

    fn check_move(&self, from: &WythoffPosition, to: &[WythoffPosition]) -> Result<(), String> {
        let (a, b) = from;
        match to {
            [(x, y)] if (x < a && y == b) || (x == a && y < b) => Ok(()),
            [(x, y)] if x < a && y < b && a - x == b - y => Ok(()),
            [(x, y)] => Err(tr!(
                "wythoff-cannot-move",
                from = format!("wythoff({a},{b})"),
                to = format!("wythoff({x},{y})")
            )),
            _ => Err(tr!("wythoff-write-two-heaps")),
        }
    }

    fn delaying_move(
        &self,
        (a, b): &WythoffPosition,
    ) -> Result<Option<Vec<WythoffPosition>>, GameError> {
        Ok(if !a.is_zero() {
            Some(vec![(a - 1u32, b.clone())])
        } else if !b.is_zero() {
            Some(vec![(a.clone(), b - 1u32)])
        } else {
            None
        })
    }

    fn pairs(&self) -> Option<&dyn Pairs<Position = WythoffPosition>> {
        Some(self)
    }
}

impl Pairs for Wythoff {
    fn pair(&self, a: u64, b: u64) -> Option<WythoffPosition> {
        Some((a.into(), b.into()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::testing::sorted;
    use crate::{Nimber, Solver};
    use proptest::prelude::*;

    fn pair(a: u64, b: u64) -> WythoffPosition {
        (a.into(), b.into())
    }

    #[test]
    fn p_positions_match_the_reference() {
        // OEIS A000201, A001950.
        let reference = [
            (0, 0),
            (1, 2),
            (3, 5),
            (4, 7),
            (6, 10),
            (8, 13),
            (9, 15),
            (11, 18),
            (12, 20),
            (14, 23),
            (16, 26),
            (17, 28),
            (19, 31),
            (21, 34),
            (22, 36),
            (24, 39),
        ];
        for (k, &(low, high)) in reference.iter().enumerate() {
            let lower = floor_phi(&BigUint::from(k));
            assert_eq!(lower, BigUint::from(low as u32));
            assert_eq!(
                wythoff_partner(&BigUint::from(low as u32)),
                BigUint::from(high as u32)
            );
            assert_eq!(
                wythoff_partner(&BigUint::from(high as u32)),
                BigUint::from(low as u32)
            );
        }
        let mut solver = Solver::new(Wythoff);
        let p_positions: Vec<(u64, u64)> = (0..40u64)
            .flat_map(|a| (a..40).map(move |b| (a, b)))
            .filter(|&(a, b)| solver.nimber(&pair(a, b)).unwrap() == Nimber::ZERO)
            .collect();
        let expected: Vec<(u64, u64)> = reference
            .iter()
            .filter(|&&(_, high)| high < 40)
            .map(|&(low, high)| (low, high))
            .collect();
        assert_eq!(p_positions, expected);
    }

    #[test]
    fn every_number_up_to_20000_has_the_right_partner() {
        // The pairs by the greedy construction: the smallest unused number and itself + k.
        let limit = 20_000usize;
        let mut partner = vec![usize::MAX; 3 * limit];
        partner[0] = 0;
        let mut next_unused = 1;
        for k in 1.. {
            while partner[next_unused] != usize::MAX {
                next_unused += 1;
            }
            if next_unused > limit {
                break;
            }
            let (low, high) = (next_unused, next_unused + k);
            partner[low] = high;
            partner[high] = low;
        }
        for (m, &expected) in partner.iter().enumerate().take(limit + 1) {
            assert_eq!(
                wythoff_partner(&BigUint::from(m)),
                BigUint::from(expected),
                "m = {m}"
            );
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        #[test]
        fn values_outcomes_and_moves_match_the_solver(a in 0u64..30, b in 0u64..30, target in 0u64..12) {
            let position = pair(a, b);
            let mut solver = Solver::new(Wythoff);
            let value = solver.nimber(&position).unwrap();
            prop_assert_eq!(Wythoff.nimber(&position).unwrap(), BigUint::from(value.0));
            prop_assert_eq!(Wythoff.outcome(&position).unwrap(), solver.outcome(&position).unwrap());
            let expected = sorted(solver.options_of_value(&position, Nimber(target)).unwrap());
            prop_assert_eq!(sorted(Wythoff.options_of_nimber(&position, &target.into()).unwrap()), expected);
        }

        #[test]
        fn floor_phi_is_exact(k in any::<u128>()) {
            // L = ⌊kφ⌋ ⇔ 2L − k ≤ k√5 < 2L − k + 2 ⇔ (2L − k)² ≤ 5k² < (2L − k + 2)².
            let k = BigUint::from(k) * BigUint::from(10u32).pow(20) + 7u32;
            let lower = floor_phi(&k);
            let twice_minus = (&lower << 1u32) - &k;
            let five_k_squared = &k * &k * 5u32;
            prop_assert!(&twice_minus * &twice_minus <= five_k_squared);
            let next = &twice_minus + 2u32;
            prop_assert!(five_k_squared < &next * &next);
        }

        #[test]
        fn partners_pair_up_at_any_size(m in any::<u128>(), scale in 0u32..40) {
            let m = BigUint::from(m) * BigUint::from(10u32).pow(scale) + 1u32;
            let partner = wythoff_partner(&m);
            prop_assert_eq!(wythoff_partner(&partner), m.clone());
            prop_assert!(is_p_position(&m, &partner));
            prop_assert_ne!(partner, m);
        }

        #[test]
        fn winning_moves_match_a_scan_of_every_option(a in 0u64..400, b in 0u64..400) {
            // Larger than the solver reaches: every option, decided by the closed form.
            let position = pair(a, b);
            let expected: Vec<Vec<WythoffPosition>> = Wythoff
                .options(&position)
                .unwrap()
                .into_iter()
                .filter(|option| is_p_position(&option[0].0, &option[0].1))
                .collect();
            let found = Wythoff.options_of_nimber(&position, &BigUint::zero()).unwrap();
            prop_assert!(found.len() <= 3);
            prop_assert_eq!(sorted(found), sorted(expected));
        }
    }

    #[test]
    fn huge_positions_are_decided_exactly() {
        let a = BigUint::from(10u32).pow(40);
        let b = wythoff_partner(&a);
        let p_position = (a.clone(), b.clone());
        assert_eq!(Wythoff.outcome(&p_position).unwrap(), Outcome::P);
        assert!(
            Wythoff
                .options_of_nimber(&p_position, &BigUint::zero())
                .unwrap()
                .is_empty()
        );
        let neighbour = (a.clone(), &b + 1u32);
        assert_eq!(Wythoff.outcome(&neighbour).unwrap(), Outcome::N);
        let moves = Wythoff
            .options_of_nimber(&neighbour, &BigUint::zero())
            .unwrap();
        assert!(moves.contains(&vec![p_position.clone()]));
        for option in &moves {
            assert!(Wythoff.check_move(&neighbour, option).is_ok());
            assert_eq!(Wythoff.outcome(&option[0]).unwrap(), Outcome::P);
        }
        assert!(matches!(
            Wythoff.nimber(&p_position),
            Err(GameError::TooLarge(_))
        ));
        let position = crate::parse(&format!("wythoff(10^40,{b})")).unwrap();
        assert_eq!(position.outcome().unwrap(), Outcome::P);
    }

    /// Every value of the table `rows × columns` straight from the definition: the mex over
    /// every option, with no bit sets and no symmetry.
    fn table_by_definition(rows: usize, columns: usize) -> Vec<Vec<u64>> {
        let mut table = vec![vec![0u64; columns]; rows];
        for x in 0..rows {
            for y in 0..columns {
                let mut seen: Vec<u64> = (0..x).map(|left| table[left][y]).collect();
                seen.extend((0..y).map(|left| table[x][left]));
                seen.extend((1..=x.min(y)).map(|taken| table[x - taken][y - taken]));
                table[x][y] = crate::mex(&seen);
            }
        }
        table
    }

    #[test]
    fn the_table_matches_the_definition_in_any_order_of_questions() {
        let expected = table_by_definition(70, 110);
        // Directly, in both orientations (rows ≤ columns, and the mirror image).
        let wide = ValueTable::compute(70, 110).ok().unwrap();
        let tall = ValueTable::compute(1, 110).ok().unwrap();
        for (x, row) in expected.iter().enumerate() {
            for (y, &value) in row.iter().enumerate() {
                assert_eq!(
                    u64::from(wide.value(&x.into(), &y.into())),
                    value,
                    "({x},{y})"
                );
            }
        }
        for (y, &value) in expected[0].iter().enumerate().take(110) {
            assert_eq!(u64::from(tall.value(&0u32.into(), &y.into())), value);
        }
        // Through the kept table, asked cell by cell as `grundy table` does, then out of order.
        for (x, row) in expected.iter().enumerate().take(40) {
            for (y, &value) in row.iter().enumerate() {
                assert_eq!(
                    Wythoff.nimber(&pair(x as u64, y as u64)).unwrap(),
                    value.into()
                );
            }
        }
        for &(x, y) in &[(69, 3), (0, 109), (55, 55), (3, 69), (12, 100)] {
            assert_eq!(
                Wythoff.nimber(&pair(x, y)).unwrap(),
                expected[x as usize][y as usize].into()
            );
        }
    }

    #[test]
    fn large_tables_stay_within_the_budget() {
        use crate::budget::Budget;
        // 3000 × 3001 cells need about 36 MB: more than the limit here.
        let error = Budget::default()
            .with_memory_limit(1 << 20)
            .run(|| Wythoff.nimber(&pair(3000, 3001)))
            .unwrap_err();
        assert!(
            matches!(error, GameError::Limit(LimitExceeded::Memory { .. })),
            "{error}"
        );
        assert!(error.to_string().contains("Wythoff"), "{error}");
        let error = Budget::default()
            .with_timeout(std::time::Duration::ZERO)
            .run(|| Wythoff.nimber(&pair(2999, 3002)))
            .unwrap_err();
        assert!(
            matches!(error, GameError::Limit(LimitExceeded::Timeout { .. })),
            "{error}"
        );
    }

    #[test]
    fn equal_heaps_have_three_winning_moves_when_their_partner_is_smaller() {
        // From (a, a): both heaps to 0, and when a's partner p is below a (a is the larger heap
        // of a P-position), the first heap down to p and the second heap down to p: two
        // different ordered positions, (p, a) and (a, p). The solver agrees.
        let mut solver = Solver::new(Wythoff);
        for a in 1..25u64 {
            let position = pair(a, a);
            let expected = solver.options_of_value(&position, Nimber::ZERO).unwrap();
            let partner_below = wythoff_partner(&a.into()) < BigUint::from(a);
            assert_eq!(
                expected.len(),
                if partner_below { 3 } else { 1 },
                "({a},{a})"
            );
            let found = Wythoff
                .options_of_nimber(&position, &BigUint::zero())
                .unwrap();
            assert_eq!(sorted(found), sorted(expected));
        }
        // 10^40 is the larger heap of its P-position, so 3 winning moves (the cookbook's case).
        let huge = BigUint::from(10u32).pow(40);
        assert!(wythoff_partner(&huge) < huge);
        let position = crate::parse("wythoff(10^40,10^40)").unwrap();
        assert_eq!(position.winning_moves().unwrap().len(), 3);
        assert_eq!(position.count_winning_moves().unwrap(), 3u32.into());
    }

    #[test]
    fn bad_positions_are_refused() {
        assert_eq!(crate::parse("wythoff(3)").unwrap_err().column, 9);
        assert_eq!(crate::parse("wythoff(3,5,7)").unwrap_err().column, 13);
        assert!(crate::parse("wythoff()").is_err());
    }

    #[test]
    fn explanations_show_the_p_position_with_this_difference() {
        let text = Wythoff.explain(&pair(3, 5)).unwrap();
        assert!(text.contains("(2 + 4)/2 = 3"), "{text}");
        assert!(
            text.contains("P-position: the player to move loses"),
            "{text}"
        );
        assert!(text.contains("is 0."), "{text}");
        let other = Wythoff.explain(&pair(4, 5)).unwrap();
        assert!(
            other.contains("the smaller heap here is 4, not 1"),
            "{other}"
        );
    }

    #[test]
    fn explanations_speak_chinese() {
        let budget = crate::budget::chinese();
        let text = budget.run(|| Wythoff.explain(&pair(3, 5))).unwrap();
        assert!(text.contains("差为 2 的先手必败态是 (3,5)"), "{text}");
        assert!(text.contains("SG值为 0。"), "{text}");
        let rules = budget.run(|| Wythoff.rules());
        assert!(rules.contains("从两堆中取走同样的正数个石子"), "{rules}");
        let step = budget.run(|| Wythoff.describe_move(&pair(4, 5), &[pair(1, 2)]));
        assert_eq!(step, "从 wythoff(4,5) 的两堆各取走 3 个，剩下 wythoff(1,2)");
    }
}
