//! The bean-splitting game ("A Funny Stone Game").
//!
//! **Rules.** Bottles `0, 1, …, n−1` in a row, bottle `i` holding `c_i` beans. A move takes one
//! bean out of some bottle `i` and puts one bean into each of two bottles `j` and `k` with
//! `i < j ≤ k ≤ n−1` (both into the same bottle when `j = k`). A bean in the last bottle can never
//! move. The player who cannot move loses.
//!
//! **Closed form.** Each bean is an independent game, so the position is the disjunctive sum of
//! its beans, and a bean's value depends only on its distance `d = n−1−i` from the last bottle:
//! `g(0) = 0` and `g(d) = mex { g(a) ⊕ g(b) : 0 ≤ a ≤ b < d }` (Sprague–Grundy theory, *Winning
//! Ways*, ch. 2). Two beans in one bottle cancel (`x ⊕ x = 0`), so the value is the nim-sum of
//! `g(n−1−i)` over the bottles holding an **odd** number of beans; counts may be arbitrarily large.
//! A move `(i, j, k)` changes the value by `g_i ⊕ g_j ⊕ g_k`, so the winning moves are the
//! triples with `c_i > 0` and `g_i ⊕ g_j ⊕ g_k` equal to the position's value. Moves from a
//! bottle with many beans are all the same move, so each distinct triple is counted once; the
//! winning moves are listed in lexicographic order of `(i, j, k)`.
//!
//! **Cost.** The values `g` are distinct (`g(a) = g(a) ⊕ g(0)` is among the values that `g(d)`
//! avoids, for every `a < d`), so for each pair `i < j` at most one bottle `k` completes a
//! triple, found by a table lookup: counting the winning moves costs `O(n²)` steps, and listing
//! them is refused beyond [`check_listing`](super::check_listing)'s limits (they may number
//! `n²/2`, each a row of `n` counts). The table of `g` for [`MAX_BOTTLES`] bottles is computed
//! once, in `O(n²)`, and kept; the value of a position costs `O(n)`.

use std::sync::OnceLock;

use num_bigint::BigUint;
use num_traits::{One, Zero};

use super::{MAX_LISTED_OPTIONS, check_listing, too_many_options};
use crate::budget::tr;
use crate::expr::{ParseError, Token};
use crate::{Family, Game, GameError, Notation, Teaching};

/// The most bottles a position may have.
pub(crate) const MAX_BOTTLES: usize = 2000;

/// The bean-splitting game: `beans(1,0,1)` is three bottles with one bean in the first and one in
/// the last. The whole row of bottles is one component.
///
/// ```
/// use grundy::games::{bean_values, Beans};
/// use grundy::Family;
/// assert_eq!(bean_values(5), [0, 1, 2, 4, 7]);
/// // Bottles 0..3: a bean in bottle 0 is at distance 3 from the end, worth g(3) = 4.
/// let row = vec![1u32.into(), 0u32.into(), 0u32.into(), 0u32.into()];
/// assert_eq!(Beans.nimber(&row).unwrap(), 4u32.into());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Beans;

/// `g(0), …, g(count−1)`: the value of one bean at distance `d` from the last bottle.
///
/// ```
/// assert_eq!(grundy::games::bean_values(3), [0, 1, 2]);
/// ```
pub fn bean_values(count: usize) -> Vec<u64> {
    let mut values: Vec<u64> = Vec::with_capacity(count);
    // seen[v]: some g(a) ⊕ g(b) with a ≤ b < values.len() equals v. The set only grows, so
    // the mex only moves up: O(count²) in all.
    let mut seen: Vec<bool> = vec![false; 2];
    let mut mex = 0usize;
    while values.len() < count {
        while seen.get(mex).copied().unwrap_or(false) {
            mex += 1;
        }
        let newest = mex as u64;
        values.push(newest);
        // Nim-sums of values below 2^k stay below 2^k.
        let bound = (newest + 1).next_power_of_two() as usize * 2;
        if seen.len() < bound {
            seen.resize(bound, false);
        }
        for &other in &values {
            seen[(other ^ newest) as usize] = true;
        }
    }
    values
}

/// A move: take a bean from bottle `from`, put one into `to.0` and one into `to.1`.
fn after_move(counts: &[BigUint], (i, j, k): (usize, usize, usize)) -> Vec<BigUint> {
    let mut after = counts.to_vec();
    after[i] -= 1u32;
    after[j] += 1u32;
    after[k] += 1u32;
    after
}

/// The bean values for [`MAX_BOTTLES`] bottles, computed once, and the distance of each value.
struct BeanTable {
    /// `g(d)` for `d < MAX_BOTTLES`.
    values: Vec<u64>,
    /// `distance_of[v]`: the `d` with `g(d) = v`, or `usize::MAX` (values are distinct).
    distance_of: Vec<usize>,
}

fn bean_table() -> &'static BeanTable {
    static TABLE: OnceLock<BeanTable> = OnceLock::new();
    TABLE.get_or_init(|| {
        let values = bean_values(MAX_BOTTLES);
        let largest = values.iter().copied().max().unwrap_or(0);
        // Nim-sums of values below 2^k stay below 2^k: room for every g_i ⊕ g_j ⊕ change.
        let room = (largest + 1).next_power_of_two() as usize;
        let mut distance_of = vec![usize::MAX; room];
        for (d, &v) in values.iter().enumerate() {
            distance_of[v as usize] = d;
        }
        BeanTable {
            values,
            distance_of,
        }
    })
}

/// The bottles of one row with their values: `g(n−1−i)` for bottle `i`, and the bottle of each
/// value.
struct Row<'a> {
    counts: &'a [BigUint],
    by_bottle: Vec<u64>,
    table: &'static BeanTable,
}

impl<'a> Row<'a> {
    fn new(counts: &'a [BigUint]) -> Row<'a> {
        let table = bean_table();
        let n = counts.len();
        let by_bottle = (0..n).map(|i| table.values[n - 1 - i]).collect();
        Row {
            counts,
            by_bottle,
            table,
        }
    }

    /// The value: the nim-sum of the values of the bottles with an odd count.
    fn value(&self) -> u64 {
        self.counts
            .iter()
            .zip(&self.by_bottle)
            .filter(|(count, _)| count.bit(0))
            .fold(0, |acc, (_, &v)| acc ^ v)
    }

    /// The bottle whose value is `value`, if there is one in this row.
    fn bottle_of(&self, value: u64) -> Option<usize> {
        let n = self.counts.len();
        let d = *self.table.distance_of.get(usize::try_from(value).ok()?)?;
        (d < n).then(|| n - 1 - d)
    }

    /// Calls `visit` with every move `(i, j, k)` whose bottles' values nim-add to `change`, in
    /// lexicographic order, until it returns `false`. For each `i < j` the value of `k` is
    /// forced and at most one bottle has it.
    fn each_triple_with_change(
        &self,
        change: u64,
        visit: &mut dyn FnMut((usize, usize, usize)) -> bool,
    ) {
        let n = self.counts.len();
        let by_bottle = &self.by_bottle;
        for i in (0..n).filter(|&i| !self.counts[i].is_zero()) {
            for j in i + 1..n {
                let wanted = change ^ by_bottle[i] ^ by_bottle[j];
                if let Some(k) = self.bottle_of(wanted).filter(|&k| k >= j)
                    && !visit((i, j, k))
                {
                    return;
                }
            }
        }
    }

    fn count_triples_with_change(&self, change: u64) -> u64 {
        let mut count = 0u64;
        self.each_triple_with_change(change, &mut |_| {
            count += 1;
            true
        });
        count
    }

    /// The first `limit` moves (lexicographic) whose values nim-add to `change`.
    fn first_triples_with_change(&self, change: u64, limit: usize) -> Vec<(usize, usize, usize)> {
        let mut found = Vec::new();
        if limit == 0 {
            return found;
        }
        self.each_triple_with_change(change, &mut |triple| {
            found.push(triple);
            found.len() < limit
        });
        found
    }

    /// The change a move to value `target` must make, if any move can.
    fn change_to(&self, target: &BigUint) -> Option<u64> {
        u64::try_from(BigUint::from(self.value()) ^ target).ok()
    }
}

/// The size of a row for listing limits: its bits, plus a word per bottle.
fn row_bits(counts: &[BigUint]) -> u64 {
    counts.iter().map(|count| count.bits() + 64).sum()
}

impl Beans {
    /// The move `(i, j, k)` that leads from `from` to `to`, if there is one.
    fn move_between(from: &[BigUint], to: &[BigUint]) -> Option<(usize, usize, usize)> {
        if from.len() != to.len() {
            return None;
        }
        let mut taken = None;
        let mut added = Vec::new();
        for (bottle, (before, after)) in from.iter().zip(to).enumerate() {
            if after < before {
                if taken.is_some() || before - after != BigUint::one() {
                    return None;
                }
                taken = Some(bottle);
            } else if after > before {
                match (after - before).to_u32_digits().as_slice() {
                    [1] => added.push(bottle),
                    [2] => added.extend([bottle, bottle]),
                    _ => return None,
                }
            }
        }
        match (taken, added.as_slice()) {
            (Some(i), &[j, k]) if i < j => Some((i, j, k)),
            _ => None,
        }
    }
}

fn format_counts(counts: &[BigUint]) -> String {
    counts
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

impl Game for Beans {
    type Position = Vec<BigUint>;

    fn options(&self, counts: &Vec<BigUint>) -> Result<Vec<Vec<Vec<BigUint>>>, GameError> {
        let n = counts.len() as u64;
        let sources = counts.iter().filter(|c| !c.is_zero()).count() as u64;
        if sources * n * n / 2 > MAX_LISTED_OPTIONS {
            return Err(too_many_options(
                &self.format_term(std::slice::from_ref(counts)),
                &BigUint::from(sources * n * n / 2),
            ));
        }
        check_listing(
            || self.format_term(std::slice::from_ref(counts)),
            sources * n * n / 2,
            row_bits(counts),
        )?;
        let n = counts.len();
        let mut options = Vec::new();
        for i in (0..n).filter(|&i| !counts[i].is_zero()) {
            for j in i + 1..n {
                for k in j..n {
                    options.push(vec![after_move(counts, (i, j, k))]);
                }
            }
        }
        Ok(options)
    }
}

impl Notation for Beans {
    fn name(&self) -> String {
        "beans".to_string()
    }

    fn parse_positions(&self, args: &[Token]) -> Result<Vec<Vec<BigUint>>, ParseError> {
        if args.len() > MAX_BOTTLES {
            return Err(args[MAX_BOTTLES].error(tr!(
                "beans-too-many-bottles",
                most = MAX_BOTTLES.to_string(),
                count = args.len().to_string()
            )));
        }
        let counts: Vec<BigUint> = args.iter().map(Token::integer).collect::<Result<_, _>>()?;
        // One component however many bottles; `beans()` is no component at all.
        Ok(if counts.is_empty() {
            Vec::new()
        } else {
            vec![counts]
        })
    }

    fn format_position(&self, counts: &Vec<BigUint>) -> String {
        format_counts(counts)
    }

    fn describe_move(&self, from: &Vec<BigUint>, to: &[Vec<BigUint>]) -> String {
        match to {
            [after] => match Self::move_between(from, after) {
                Some((i, j, k)) if j == k => tr!("beans-move-two", i = i, j = j, k = k),
                Some((i, j, k)) => tr!("beans-move-split", i = i, j = j, k = k),
                None => tr!(
                    "move-heap-to",
                    from = format!("beans({})", format_counts(from)),
                    to = format!("beans({})", format_counts(after))
                ),
            },
            _ => tr!(
                "move-heap-to",
                from = format!("beans({})", format_counts(from)),
                to = self.format_term(to)
            ),
        }
    }
}

impl Teaching for Beans {
    fn rules(&self) -> String {
        tr!("beans-rules")
    }

    fn explain(&self, counts: &Vec<BigUint>) -> Result<String, GameError> {
        let term = self.format_term(std::slice::from_ref(counts));
        let row = Row::new(counts);
        let by_bottle = &row.by_bottle;
        let value = row.value();
        let table: Vec<String> = by_bottle
            .iter()
            .enumerate()
            .map(|(i, v)| format!("{i}:{v}"))
            .collect();
        let odd: Vec<usize> = (0..counts.len()).filter(|&i| counts[i].bit(0)).collect();
        let sum = if odd.is_empty() {
            tr!("beans-sum-none")
        } else {
            let named: Vec<String> = odd.iter().map(|i| i.to_string()).collect();
            let terms: Vec<String> = odd.iter().map(|&i| by_bottle[i].to_string()).collect();
            let arithmetic = if terms.len() > 1 {
                format!("{} = {value}", terms.join(" ⊕ "))
            } else {
                value.to_string()
            };
            tr!(
                "beans-sum",
                bottles = named.join(", "),
                arithmetic = arithmetic
            )
        };
        let first = row.first_triples_with_change(value, 1);
        let verdict = match first.first() {
            _ if value == 0 => tr!("beans-verdict-lose"),
            Some(&(i, j, k)) => tr!(
                "beans-verdict-win",
                value = value,
                count = row.count_triples_with_change(value),
                i = i,
                j = j,
                k = k
            ),
            None => tr!("beans-verdict-none"),
        };
        Ok(tr!(
            "beans-explain",
            term = term,
            value = value,
            table = table.join(" "),
            sum = sum,
            verdict = verdict
        ))
    }
}

impl Family for Beans {
    fn nimber(&self, counts: &Vec<BigUint>) -> Result<BigUint, GameError> {
        Ok(Row::new(counts).value().into())
    }

    fn options_of_nimber(
        &self,
        counts: &Vec<BigUint>,
        target: &BigUint,
    ) -> Result<Vec<Vec<Vec<BigUint>>>, GameError> {
        let row = Row::new(counts);
        let Some(change) = row.change_to(target) else {
            return Ok(Vec::new());
        };
        // Counted first, so that a list too long to print is refused before it is built.
        let count = row.count_triples_with_change(change);
        check_listing(
            || self.format_term(std::slice::from_ref(counts)),
            count,
            row_bits(counts),
        )?;
        Ok(row
            .first_triples_with_change(change, count as usize)
            .into_iter()
            .map(|triple| vec![after_move(counts, triple)])
            .collect())
    }

    fn some_options_of_nimber(
        &self,
        counts: &Vec<BigUint>,
        target: &BigUint,
        limit: usize,
    ) -> Result<Vec<Vec<Vec<BigUint>>>, GameError> {
        let row = Row::new(counts);
        let Some(change) = row.change_to(target) else {
            return Ok(Vec::new());
        };
        Ok(row
            .first_triples_with_change(change, limit)
            .into_iter()
            .map(|triple| vec![after_move(counts, triple)])
            .collect())
    }

    fn count_options_of_nimber(
        &self,
        counts: &Vec<BigUint>,
        target: &BigUint,
    ) -> Result<BigUint, GameError> {
        let row = Row::new(counts);
        Ok(row
            .change_to(target)
            .map_or(0, |change| row.count_triples_with_change(change))
            .into())
    }

    fn check_move(&self, from: &Vec<BigUint>, to: &[Vec<BigUint>]) -> Result<(), String> {
        match to {
            [after] if Self::move_between(from, after).is_some() => Ok(()),
            [after] if after.len() != from.len() => {
                Err(tr!("beans-write-all-bottles", count = from.len()))
            }
            _ => Err(tr!("beans-illegal")),
        }
    }

    fn delaying_move(&self, counts: &Vec<BigUint>) -> Result<Option<Vec<Vec<BigUint>>>, GameError> {
        let n = counts.len();
        Ok((0..n.saturating_sub(1))
            .find(|&i| !counts[i].is_zero())
            .map(|i| vec![after_move(counts, (i, i + 1, i + 1))]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Nimber, Solver};
    use proptest::prelude::*;

    #[test]
    fn rules_explanations_and_moves_speak_chinese() {
        let budget = crate::budget::chinese();
        let rules = budget.run(|| Beans.rules());
        assert!(
            rules.contains("最后一个瓶子里的豆子再也不能移动"),
            "{rules}"
        );
        let counts = big(&[1, 0, 1]);
        let text = budget.run(|| Beans.explain(&counts)).unwrap();
        assert!(
            text.contains("共有 2 种不同的必胜着法，其中字典序最小的是 (0,1,1)"),
            "{text}"
        );
        let step = budget.run(|| Beans.describe_move(&counts, &[big(&[0, 2, 1])]));
        assert_eq!(
            step,
            "(i,j,k) = (0,1,1)：从瓶子 0 中拿出一颗豆子，往瓶子 1 中放两颗"
        );
        // English says "1 distinct winning move" and "2 distinct winning moves".
        let one = Beans.explain(&big(&[1, 1, 1, 0])).unwrap();
        assert!(
            one.contains("there is 1 distinct winning move, so the lexicographically smallest"),
            "{one}"
        );
        let two = Beans.explain(&counts).unwrap();
        assert!(
            two.contains("there are 2 distinct winning moves; the lexicographically smallest"),
            "{two}"
        );
    }

    fn big(counts: &[u32]) -> Vec<BigUint> {
        counts.iter().map(|&c| BigUint::from(c)).collect()
    }

    #[test]
    fn bean_values_match_the_mex_definition() {
        // Straight from the definition, O(d²) per value.
        let fast = bean_values(60);
        for d in 0..60 {
            let mut seen = Vec::new();
            for a in 0..d {
                for b in a..d {
                    seen.push(fast[a] ^ fast[b]);
                }
            }
            assert_eq!(fast[d], crate::mex(&seen), "d = {d}");
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(120))]

        #[test]
        fn values_and_winning_moves_match_brute_force(
            counts in proptest::collection::vec(0u32..3, 1..=5),
            target in 0u64..8,
        ) {
            let counts = big(&counts);
            let mut solver = Solver::new(Beans);
            prop_assert_eq!(
                BigUint::from(solver.nimber(&counts).unwrap().0),
                Beans.nimber(&counts).unwrap()
            );
            for wanted in [0, target] {
                let expected = solver.options_of_value(&counts, Nimber(wanted)).unwrap();
                // Both lists come in lexicographic order of (i, j, k).
                prop_assert_eq!(Beans.options_of_nimber(&counts, &wanted.into()).unwrap(), expected);
            }
        }

        #[test]
        fn every_move_is_checked_and_described(counts in proptest::collection::vec(0u32..3, 1..=5)) {
            let counts = big(&counts);
            for option in Beans.options(&counts).unwrap() {
                prop_assert!(Beans.check_move(&counts, &option).is_ok());
                prop_assert!(Beans.describe_move(&counts, &option).starts_with("(i,j,k)"));
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(80))]

        #[test]
        fn counts_and_first_moves_match_brute_force(
            counts in proptest::collection::vec(0u32..3, 1..=5),
            target in 0u64..16,
            limit in 0usize..4,
        ) {
            let counts = big(&counts);
            let mut solver = Solver::new(Beans);
            let expected = solver.options_of_value(&counts, Nimber(target)).unwrap();
            prop_assert_eq!(
                Beans.count_options_of_nimber(&counts, &target.into()).unwrap(),
                BigUint::from(expected.len())
            );
            let first: Vec<_> = expected.into_iter().take(limit).collect();
            prop_assert_eq!(Beans.some_options_of_nimber(&counts, &target.into(), limit).unwrap(), first);
        }
    }

    #[test]
    fn bean_values_are_distinct() {
        // The lookup of the third bottle relies on it (g(a) = g(a) ⊕ g(0) is avoided by g(d)).
        let values = bean_values(MAX_BOTTLES);
        let mut sorted = values.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), values.len());
    }

    /// The number of winning moves by looking at every triple `i < j ≤ k`.
    fn count_every_triple(counts: &[BigUint]) -> u64 {
        let n = counts.len();
        let mut g = bean_values(n);
        g.reverse();
        let value = (0..n)
            .filter(|&i| counts[i].bit(0))
            .fold(0, |acc, i| acc ^ g[i]);
        let mut count = 0;
        for i in (0..n).filter(|&i| !counts[i].is_zero()) {
            for j in i + 1..n {
                for k in j..n {
                    if g[i] ^ g[j] ^ g[k] == value {
                        count += 1;
                    }
                }
            }
        }
        count
    }

    #[test]
    fn long_rows_are_counted_exactly_and_not_listed() {
        // 300 bottles: the count against every triple (4.5 million of them).
        let row: Vec<BigUint> = (0..300u32).map(|i| BigUint::from(i % 3)).collect();
        let value = Beans.nimber(&row).unwrap();
        assert_ne!(value, BigUint::zero());
        assert_eq!(
            Beans
                .count_options_of_nimber(&row, &BigUint::zero())
                .unwrap(),
            BigUint::from(count_every_triple(&row))
        );
        // 2000 bottles of one bean: quadratic counting, no listing of rows of 2000 counts.
        let ones = vec![BigUint::one(); MAX_BOTTLES];
        let zero = BigUint::zero();
        let count = Beans.count_options_of_nimber(&ones, &zero).unwrap();
        assert!(count > BigUint::from(1000u32), "{count}");
        assert!(matches!(
            Beans.options_of_nimber(&ones, &zero),
            Err(GameError::TooLarge(_))
        ));
        assert!(matches!(Beans.options(&ones), Err(GameError::TooLarge(_))));
        let some = Beans.some_options_of_nimber(&ones, &zero, 3).unwrap();
        assert_eq!(some.len(), 3);
        for option in &some {
            assert!(Beans.check_move(&ones, option).is_ok());
            assert_eq!(Beans.nimber(&option[0]).unwrap(), zero);
        }
        let position =
            crate::parse(&format!("beans({})", vec!["1"; MAX_BOTTLES].join(","))).unwrap();
        assert_eq!(position.count_winning_moves().unwrap(), count);
        assert_eq!(
            position
                .perfect_move()
                .unwrap()
                .unwrap()
                .to
                .nimber()
                .unwrap(),
            zero
        );
    }

    #[test]
    fn huge_counts_only_their_parity_matters_for_the_value() {
        let huge = BigUint::from(10u32).pow(30); // even
        let odd = &huge + 1u32;
        let row = vec![
            huge.clone(),
            odd.clone(),
            BigUint::from(3u32),
            BigUint::zero(),
        ];
        let small = big(&[2, 1, 1, 0]);
        assert_eq!(Beans.nimber(&row).unwrap(), Beans.nimber(&small).unwrap());
        // The same distinct triples win (bottle 0 holds beans in both), with the huge counts kept.
        let moves = Beans.options_of_nimber(&row, &BigUint::zero()).unwrap();
        let small_moves = Beans.options_of_nimber(&small, &BigUint::zero()).unwrap();
        assert_eq!(moves.len(), small_moves.len());
        assert!(!moves.is_empty());
        for (big_move, small_move) in moves.iter().zip(&small_moves) {
            assert_eq!(
                Beans::move_between(&row, &big_move[0]),
                Beans::move_between(&small, &small_move[0])
            );
            assert_eq!(Beans.nimber(&big_move[0]).unwrap(), BigUint::zero());
        }
    }

    #[test]
    fn the_funny_stone_game_samples() {
        // Bottles 0..3 with one bean each in 0 and 3 ... the smallest winning move and the count,
        // checked against the brute force.
        let counts = big(&[1, 0, 1]);
        let mut solver = Solver::new(Beans);
        let expected = solver.options_of_value(&counts, Nimber(0)).unwrap();
        let found = Beans.options_of_nimber(&counts, &BigUint::zero()).unwrap();
        assert_eq!(found, expected);
        assert_eq!(Beans::move_between(&counts, &found[0][0]), Some((0, 1, 1)));
        // A lone bean in the last bottle cannot move.
        assert_eq!(Beans.nimber(&big(&[0, 0, 5])).unwrap(), BigUint::zero());
        assert_eq!(Beans.delaying_move(&big(&[0, 0, 5])).unwrap(), None);
    }

    #[test]
    fn parsing() {
        let sum = crate::parse("beans(1,0,10^30) + nim(3)").unwrap();
        assert_eq!(sum.len(), 2);
        assert!(crate::parse(&format!("beans({})", vec!["1"; MAX_BOTTLES + 1].join(","))).is_err());
    }
}
