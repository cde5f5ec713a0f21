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
//! repeat. In a *conjunctive* compound (every component moved each turn; play stops when any
//! component stops) it is: the compound's remoteness is the least of its components'
//! (Smith 1966), which is how [`Remoteness`] combines the parts of an option.

use std::collections::HashMap;

use super::sums::{SumGame, SumState};
use super::{Evaluator, Valuation};
use crate::budget::Budget;
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
    budget.check_memory(
        to.saturating_add(1).saturating_mul(8),
        format!("the remoteness of {} heaps", to.saturating_add(1)),
    )?;
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
    let mut evaluator = Evaluator::with_valuation(game, Remoteness);
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
            .map_err(|_| GameError::TooLarge("more than 2^32 positions to analyse".to_string()))?;
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
            budget.check_memory(
                (listed.len() as u64) * 64 + (edges.len() as u64) * 8,
                "the positions of the retrograde analysis",
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
