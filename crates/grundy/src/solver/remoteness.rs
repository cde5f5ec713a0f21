//! Remoteness: how many moves a game lasts when the winner hurries and the loser delays.
//!
//! **Definition** (H. Steinhaus, 1925; C. A. B. Smith, *Graphs and composite games*,
//! J. Combinatorial Theory 1 (1966); *Winning Ways*, ch. 9). A position with no move has
//! remoteness 0. Otherwise, if some option has even remoteness, the position has 1 + the least
//! even remoteness of an option (the winner moves to a lost position and ends the game as soon
//! as it can); else 1 + the greatest odd remoteness of an option (the loser makes the game last).
//! A position is P exactly when its remoteness is even. In a loopy game, drawn positions have no
//! remoteness and the others follow the same rule.
//!
//! Remoteness is not a function of the components' remotenesses in a disjunctive sum, so a sum
//! is searched as one game ([`SumGame`]): by the memoized recursion when play always ends, and
//! by retrograde analysis of the sums reachable ([`crate::graph::remoteness`]) when positions can
//! repeat. Where the parts' nim-values are known, the search of a won position looks only at its
//! lost options ([`remoteness_of_valued_sums`]): a won position's remoteness depends on no
//! other. In a *conjunctive* compound (every component moved each turn; play stops when any
//! component stops) it is: the compound's remoteness is the least of its components'
//! (Smith 1966), which is how [`Remoteness`] combines the parts of an option.

use std::cell::RefCell;
use std::collections::HashMap;

use num_bigint::BigUint;
use num_traits::ToPrimitive;

use super::sums::{SumGame, SumState, replaced};
use super::{Evaluator, Valuation};
use crate::budget::Budget;
use crate::budget::tr;
use crate::graph::GameGraph;
use crate::{Game, GameError};

/// The remoteness of a position whose options have remotenesses `options` (the definition).
///
/// ```
/// use grundy::solver::remoteness::remoteness_from_options;
/// assert_eq!(remoteness_from_options(&[]), 0);
/// assert_eq!(remoteness_from_options(&[3, 4, 2]), 3); // wins by the least even: 1 + 2
/// assert_eq!(remoteness_from_options(&[1, 5, 3]), 6); // loses as late as it can: 1 + 5
/// ```
pub fn remoteness_from_options(options: &[u64]) -> u64 {
    let fastest_win = options.iter().copied().filter(|r| r % 2 == 0).min();
    match fastest_win {
        Some(even) => even + 1,
        None => options.iter().max().map_or(0, |slowest| slowest + 1),
    }
}

/// Remoteness as a [`Valuation`]: a position's remoteness follows from its options' by
/// [`remoteness_from_options`], and the parts of an option form a conjunctive compound, whose
/// remoteness is the least of theirs (an option that leaves nothing has remoteness 0).
///
/// On a game whose options are single positions it is plain remoteness; on a game whose
/// options split (Kayles) it is the remoteness of the *conjunctive* compound of the parts, not
/// of their sum: for a sum, evaluate the game's sums ([`remoteness_of_sums`]).
///
/// ```
/// use grundy::solver::{Evaluator, remoteness::Remoteness};
/// use grundy::{Game, GameError};
///
/// /// Take 1 or 2 stones.
/// struct TakeOneOrTwo;
/// impl Game for TakeOneOrTwo {
///     type Position = u64;
///     fn options(&self, &n: &u64) -> Result<Vec<Vec<u64>>, GameError> {
///         Ok((1..=2).filter(|&k| k <= n).map(|k| vec![n - k]).collect())
///     }
/// }
///
/// let mut remoteness = Evaluator::with_valuation(TakeOneOrTwo, Remoteness);
/// let r: Vec<u64> = (0..8).map(|n| remoteness.value(&n).unwrap()).collect();
/// // R(n) = 2⌊n/3⌋, plus 1 when 3 does not divide n.
/// assert_eq!(r, [0, 1, 1, 2, 3, 3, 4, 5]);
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct Remoteness;

impl Valuation for Remoteness {
    type Value = u64;

    fn combine_parts(&self, parts: impl Iterator<Item = u64>) -> u64 {
        parts.min().unwrap_or(0)
    }

    fn value_of_position(&self, options: &[u64]) -> u64 {
        remoteness_from_options(options)
    }
}

/// The remoteness of heaps `0..=to` of a one-heap game whose moves never split a heap:
/// `options(n, &mut found)` pushes the sizes (each below `n`) of the heaps a heap of `n` can
/// move to. A flat table filled in order, under the budget entered on this thread: the dense
/// path for subtraction games and octal games without splits, as fast as their values.
///
/// ```
/// use grundy::solver::remoteness::heap_remoteness;
/// // Take 1 or 2: R(n) = 2⌊n/3⌋, plus 1 when 3 does not divide n.
/// let found = heap_remoteness(8, |n, found| found.extend((1..=2).filter(|&k| k <= n).map(|k| n - k))).unwrap();
/// assert_eq!(found, [0, 1, 1, 2, 3, 3, 4, 5, 5]);
/// ```
pub fn heap_remoteness(
    to: u64,
    mut options: impl FnMut(u64, &mut Vec<u64>),
) -> Result<Vec<u64>, GameError> {
    let budget = Budget::current();
    budget.check_memory_of(to.saturating_add(1).saturating_mul(8), || {
        tr!("memory-remoteness-heaps", count = to.saturating_add(1))
    })?;
    let mut remoteness: Vec<u64> = Vec::with_capacity(to as usize + 1);
    let mut heaps = Vec::new();
    let mut of_options = Vec::new();
    for n in 0..=to {
        if n.is_multiple_of(1 << 14) {
            budget.check()?;
            budget.add_progress(1 << 14);
        }
        heaps.clear();
        options(n, &mut heaps);
        of_options.clear();
        of_options.extend(heaps.iter().map(|&m| remoteness[m as usize]));
        remoteness.push(remoteness_from_options(&of_options));
    }
    Ok(remoteness)
}

/// The remoteness of each of `states`, sums of `game`'s positions, in `game`'s convention
/// (normal or misère play), under the budget entered on this thread: `None` for a drawn sum.
///
/// Play that always ends is valued by the memoized recursion; when a position repeats, the sums
/// reachable from `states` are listed and valued by retrograde analysis, which handles cycles.
///
/// ```
/// use grundy::solver::remoteness::remoteness_of_sums;
/// use grundy::solver::sums::SumGame;
/// use grundy::{Game, GameError};
///
/// /// Nim heaps.
/// struct Nim;
/// impl Game for Nim {
///     type Position = u64;
///     fn options(&self, &n: &u64) -> Result<Vec<Vec<u64>>, GameError> {
///         Ok((0..n).map(|left| vec![left]).collect())
///     }
/// }
///
/// let sums = SumGame::normal(Nim);
/// let states = [sums.state_of(&[2, 2]), sums.state_of(&[1, 2])];
/// // 2 + 2 is lost: the winner mirrors, and the loser makes it last four moves.
/// // 1 + 2 is won in three: to 1 + 1, then the last heap.
/// assert_eq!(remoteness_of_sums(&sums, &states).unwrap(), [Some(4), Some(3)]);
/// ```
pub fn remoteness_of_sums<G: Game>(
    game: &SumGame<G>,
    states: &[SumState],
) -> Result<Vec<Option<u64>>, GameError> {
    let mut found = Vec::with_capacity(states.len());
    remoteness_of_sums_into(game, states, &mut found)?;
    Ok(found)
}

/// [`remoteness_of_sums`], pushing each remoteness onto `found` as soon as it is known, so that
/// a caller stopped by a limit keeps those of the first states (a sequence, say).
pub fn remoteness_of_sums_into<G: Game>(
    game: &SumGame<G>,
    states: &[SumState],
    found: &mut Vec<Option<u64>>,
) -> Result<(), GameError> {
    search_into(game, game, states, found)
}

/// The remoteness of each of `states`, sums of `game`'s positions in normal play, when the
/// nim-value of a part is known (`nim_value`, `None` where it is not): the same numbers as
/// [`remoteness_of_sums`], found in a smaller search.
///
/// A won position's remoteness is 1 + the least remoteness of its *lost* options, so its won
/// options need not be searched at all; a part's nim-value says which options are lost (those of
/// nim-sum 0, by the Sprague–Grundy theorem). A lost position still needs every option. Where a
/// value is missing the position's options are all searched, and when a position repeats the
/// sums are analysed whole, as by [`remoteness_of_sums`]. In misère play nim-values say nothing
/// of who wins, so every option is searched.
///
/// ```
/// use grundy::solver::remoteness::{remoteness_of_sums, remoteness_of_valued_sums};
/// use grundy::solver::sums::SumGame;
/// use grundy::{Game, GameError};
/// use num_bigint::BigUint;
///
/// /// Nim heaps, whose nim-value is their size.
/// struct Nim;
/// impl Game for Nim {
///     type Position = u64;
///     fn options(&self, &n: &u64) -> Result<Vec<Vec<u64>>, GameError> {
///         Ok((0..n).map(|left| vec![left]).collect())
///     }
/// }
///
/// let sums = SumGame::normal(Nim);
/// let states = [sums.state_of(&[3, 5, 6]), sums.state_of(&[1, 2, 4])];
/// let valued = remoteness_of_valued_sums(&sums, &states, |&n| Some(BigUint::from(n))).unwrap();
/// assert_eq!(valued, remoteness_of_sums(&sums, &states).unwrap());
/// ```
pub fn remoteness_of_valued_sums<G: Game>(
    game: &SumGame<G>,
    states: &[SumState],
    nim_value: impl Fn(&G::Position) -> Option<BigUint>,
) -> Result<Vec<Option<u64>>, GameError> {
    let mut found = Vec::with_capacity(states.len());
    remoteness_of_valued_sums_into(game, states, nim_value, &mut found)?;
    Ok(found)
}

/// [`remoteness_of_valued_sums`], pushing each remoteness onto `found` as soon as it is known.
pub fn remoteness_of_valued_sums_into<G: Game>(
    game: &SumGame<G>,
    states: &[SumState],
    nim_value: impl Fn(&G::Position) -> Option<BigUint>,
    found: &mut Vec<Option<u64>>,
) -> Result<(), GameError> {
    if game.is_misere() {
        return search_into(game, game, states, found);
    }
    let pruned = LostOptionsFirst {
        sums: game,
        nim_value,
        values: RefCell::new(HashMap::new()),
    };
    search_into(&pruned, game, states, found)
}

/// The sums of a [`SumGame`] in normal play with a won position's won options left out (see
/// [`remoteness_of_valued_sums`]): the remoteness of every position is unchanged.
struct LostOptionsFirst<'a, G: Game, V> {
    sums: &'a SumGame<G>,
    nim_value: V,
    /// The nim-value of each part met, by its number; `None` where it is not known (or does
    /// not fit in 64 bits, which no searched sum reaches).
    values: RefCell<HashMap<u32, Option<u64>>>,
}

impl<G: Game, V: Fn(&G::Position) -> Option<BigUint>> LostOptionsFirst<'_, G, V> {
    fn value(&self, number: u32) -> Option<u64> {
        if let Some(&known) = self.values.borrow().get(&number) {
            return known;
        }
        let value = (self.nim_value)(&self.sums.part(number)).and_then(|v| v.to_u64());
        self.values.borrow_mut().insert(number, value);
        value
    }

    /// The lost options of the sum `numbers`: none when it is lost itself, `None` when a value
    /// is unknown. An option's nim-sum is the position's with one part's value replaced by its
    /// parts' values, so the won options are never built.
    fn lost_options(&self, numbers: &[u32]) -> Result<Option<Vec<Vec<SumState>>>, GameError> {
        let Some(values) = numbers
            .iter()
            .map(|&n| self.value(n))
            .collect::<Option<Vec<_>>>()
        else {
            return Ok(None);
        };
        let nim_sum = values.iter().fold(0, |acc, v| acc ^ v);
        let mut lost = Vec::new();
        if nim_sum == 0 {
            return Ok(Some(lost));
        }
        for (index, &number) in numbers.iter().enumerate() {
            // Equal positions have the same options: move in the first of them only.
            if index > 0 && numbers[index - 1] == number {
                continue;
            }
            for parts in self.sums.options_of(number)?.iter() {
                let mut after = nim_sum ^ values[index];
                for &part in parts {
                    let Some(value) = self.value(part) else {
                        return Ok(None);
                    };
                    after ^= value;
                }
                if after == 0 {
                    lost.push(vec![Some(replaced(numbers, index, parts))]);
                }
            }
        }
        Ok(Some(lost))
    }
}

impl<G: Game, V: Fn(&G::Position) -> Option<BigUint>> Game for &LostOptionsFirst<'_, G, V> {
    type Position = SumState;

    fn options(&self, state: &SumState) -> Result<Vec<Vec<SumState>>, GameError> {
        if let Some(numbers) = state
            && let Some(lost) = self.lost_options(numbers)?
            && !lost.is_empty()
        {
            return Ok(lost);
        }
        Game::options(&self.sums, state)
    }
}

/// The remoteness of `states` by the memoized recursion over `searched` (the sums of `game`, or
/// fewer of their options), or by retrograde analysis of `game` once a position repeats.
fn search_into<G: Game, S: Game<Position = SumState>>(
    searched: S,
    game: &SumGame<G>,
    states: &[SumState],
    found: &mut Vec<Option<u64>>,
) -> Result<(), GameError> {
    let mut evaluator = Evaluator::with_valuation(searched, Remoteness);
    for (index, state) in states.iter().enumerate() {
        match evaluator.value(state) {
            Ok(r) => found.push(Some(r)),
            Err(GameError::Cycle { .. }) => {
                found.extend(by_retrograde_analysis(game, &states[index..])?);
                return Ok(());
            }
            Err(error) => return Err(error),
        }
    }
    Ok(())
}

/// The remoteness of `states` by retrograde analysis of every sum reachable from them.
fn by_retrograde_analysis<G: Game>(
    game: &SumGame<G>,
    states: &[SumState],
) -> Result<Vec<Option<u64>>, GameError> {
    let budget = Budget::current();
    let mut numbers: HashMap<SumState, u32> = HashMap::new();
    let mut listed: Vec<SumState> = Vec::new();
    let mut number_of = |state: &SumState, listed: &mut Vec<SumState>| -> Result<u32, GameError> {
        if let Some(&number) = numbers.get(state) {
            return Ok(number);
        }
        let number = u32::try_from(listed.len())
            .map_err(|_| GameError::TooLarge(tr!("too-large-2-32-positions")))?;
        budget.check_states(u64::from(number) + 1)?;
        numbers.insert(state.clone(), number);
        listed.push(state.clone());
        Ok(number)
    };
    let roots: Vec<u32> = states
        .iter()
        .map(|state| number_of(state, &mut listed))
        .collect::<Result<_, _>>()?;
    let mut edges: Vec<(u32, u32)> = Vec::new();
    let mut next = 0;
    while next < listed.len() {
        let state = listed[next].clone();
        budget.add_progress(1);
        for option in Game::options(&game, &state)? {
            for part in &option {
                edges.push((next as u32, number_of(part, &mut listed)?));
            }
        }
        next += 1;
        if next.is_multiple_of(1 << 12) {
            budget.check_memory_of(
                (listed.len() as u64) * 64 + (edges.len() as u64) * 8,
                || tr!("memory-retrograde-positions"),
            )?;
        }
    }
    let graph = GameGraph::from_edges(listed.len(), &edges)?;
    let labels = crate::graph::remoteness(&graph)?;
    Ok(roots
        .into_iter()
        .map(|root| labels[root as usize].map(u64::from))
        .collect())
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use proptest::prelude::*;

    use super::super::sums::tests::{TakeOrSplit, sums_by_definition};
    use super::*;
    use crate::{Outcome, Solver};

    /// The remoteness of a sum of `TakeOrSplit` heaps by the definition.
    fn by_definition(heaps: &[u64], memo: &mut HashMap<Vec<u64>, u64>) -> u64 {
        sums_by_definition(heaps, memo, &|options| {
            let fastest_win = options.iter().filter(|&&r| r % 2 == 0).min();
            match fastest_win {
                Some(&even) => even + 1,
                None => options.iter().max().map_or(0, |&odd| odd + 1),
            }
        })
    }

    /// Moves on a directed graph of positions 0..n (cycles allowed), as a game.
    struct Graph(Vec<Vec<u64>>);

    impl Game for Graph {
        type Position = u64;
        fn options(&self, &v: &u64) -> Result<Vec<Vec<u64>>, GameError> {
            Ok(self.0[v as usize].iter().map(|&w| vec![w]).collect())
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// The remoteness of random sums agrees with the definition, both ways of computing it
        /// agree, and even remoteness is exactly a P-position.
        #[test]
        fn remoteness_of_sums_is_the_definition(heaps in proptest::collection::vec(0u64..8, 0..4)) {
            let sums = SumGame::normal(TakeOrSplit);
            let state = sums.state_of(&heaps);
            let r = remoteness_of_sums(&sums, std::slice::from_ref(&state)).unwrap()[0].unwrap();
            prop_assert_eq!(r, by_definition(&heaps, &mut HashMap::new()));
            let retrograde = by_retrograde_analysis(&sums, std::slice::from_ref(&state)).unwrap();
            prop_assert_eq!(retrograde[0], Some(r));
            let outcome = Solver::new(&sums).outcome(&state).unwrap();
            prop_assert_eq!(outcome, Outcome::from_is_zero(r.is_multiple_of(2)));
        }

        /// Leaving out the won options of won positions, as the parts' nim-values allow, changes
        /// no remoteness, whether every value is known or only some.
        #[test]
        fn valued_sums_have_the_same_remoteness(
            heaps in proptest::collection::vec(0u64..9, 0..4),
            unknown in proptest::option::of(0u64..9),
        ) {
            let mut solver = Solver::new(TakeOrSplit);
            let values: Vec<BigUint> = (0..9)
                .map(|n| BigUint::from(solver.nimber(&n).unwrap().0))
                .collect();
            let nim_value = |&n: &u64| (Some(n) != unknown).then(|| values[n as usize].clone());
            let sums = SumGame::normal(TakeOrSplit);
            let state = sums.state_of(&heaps);
            let valued = remoteness_of_valued_sums(&sums, std::slice::from_ref(&state), nim_value)
                .unwrap();
            prop_assert_eq!(valued[0], Some(by_definition(&heaps, &mut HashMap::new())));
        }

        /// With cycles, sums of two tokens on a random graph get the remoteness of the graph of
        /// their sums, analysed directly by the graph module.
        #[test]
        fn loopy_sums_are_analysed_as_graphs(
            edges in proptest::collection::vec((0u64..5, 0u64..5), 0..12),
            a in 0u64..5,
            b in 0u64..5,
        ) {
            let mut adjacency = vec![Vec::new(); 5];
            for (from, to) in edges {
                if !adjacency[from as usize].contains(&to) {
                    adjacency[from as usize].push(to);
                }
            }
            // The sum a + b as the vertex 5a + b of the product graph.
            let mut product = Vec::new();
            for x in 0..5u32 {
                for y in 0..5u32 {
                    for &w in &adjacency[x as usize] {
                        product.push((5 * x + y, 5 * w as u32 + y));
                    }
                    for &w in &adjacency[y as usize] {
                        product.push((5 * x + y, 5 * x + w as u32));
                    }
                }
            }
            let graph = GameGraph::from_edges(25, &product).unwrap();
            let expected = crate::graph::remoteness(&graph).unwrap()[(5 * a + b) as usize];
            let sums = SumGame::normal(Graph(adjacency));
            let found = remoteness_of_sums(&sums, &[sums.state_of(&[a, b])]).unwrap();
            prop_assert_eq!(found[0], expected.map(u64::from));
        }
    }

    #[test]
    fn the_state_limit_bounds_the_analysis() {
        let sums = SumGame::normal(TakeOrSplit);
        let budget = Budget::default().with_state_limit(50);
        let result = budget.run(|| remoteness_of_sums(&sums, &[sums.state_of(&[20, 20])]));
        assert!(
            matches!(
                result,
                Err(GameError::Limit(crate::LimitExceeded::States { .. }))
            ),
            "{result:?}"
        );
    }
}
