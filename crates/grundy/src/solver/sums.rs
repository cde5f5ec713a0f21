//! A game's sums as one game, in normal or misère play, so that the solvers of this crate
//! answer questions about whole sums unchanged.
//!
//! Some questions about a sum are not answered by its components' values. Its *remoteness*
//! (how many moves the game lasts with perfect play, [`super::remoteness`]) is not a function
//! of the components' remotenesses, and in misère play, where the player who makes the last
//! move loses, nim-values do not add up (Conway, *On Numbers and Games*, ch. 12; Siegel,
//! *Combinatorial Game Theory*, ch. V.1). A position of [`SumGame`] is therefore a whole sum of
//! the game's positions, and a move moves one of them.
//!
//! Misère play is normal play of the same game in which every terminal position gets one extra
//! move, to a new terminal position: the player facing a finished game "moves" there and the
//! opponent is stuck. The normal-play value of a sum in [`SumGame::misere`] is its *misère
//! Grundy value* `G⁻`: the mex of its options' misère values, and 1 for a position with no move
//! (mex of the extra move's 0). The player to move loses a misère game exactly when `G⁻ = 0`.
//! `G⁻` is the `γ0` of Conway's genus ([`crate::quotient::genus`]).
//!
//! Positions met are numbered as they come, each asked for its options once, so a position of
//! the search is a sorted short list of numbers, cheap to hash and compare, and sums holding
//! the same positions in any order are one position.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

use crate::budget::{Budget, tr};
use crate::{Game, GameError};

/// A position of [`SumGame`]: the sorted numbers of a sum's positions, or `None` for the extra
/// position a terminal position moves to in misère play.
pub type SumState = Option<Vec<u32>>;

/// The sums of `game`'s positions, as one game in normal play, or with misère play made
/// normal by one extra move from every terminal sum.
///
/// ```
/// use grundy::solver::sums::SumGame;
/// use grundy::{Game, GameError, Nimber, Solver};
///
/// /// Nim heaps: take any number of stones.
/// struct Nim;
/// impl Game for Nim {
///     type Position = u64;
///     fn options(&self, &n: &u64) -> Result<Vec<Vec<u64>>, GameError> {
///         Ok((0..n).map(|left| vec![left]).collect())
///     }
/// }
///
/// let misere = SumGame::misere(Nim);
/// let mut solver = Solver::new(&misere);
/// // One heap: G⁻(0) = 1, G⁻(1) = 0, G⁻(n) = n from 2 on (Bouton's misère rule).
/// let values: Vec<u64> = (0..5).map(|n| solver.nimber(&misere.state_of(&[n])).unwrap().0).collect();
/// assert_eq!(values, [1, 0, 2, 3, 4]);
/// // Two heaps of 1: take one, and the opponent must take the last (G⁻ = 1). Three: lost.
/// assert_eq!(solver.nimber(&misere.state_of(&[1, 1])).unwrap(), Nimber(1));
/// assert_eq!(solver.outcome(&misere.state_of(&[1, 1, 1])).unwrap(), grundy::Outcome::P);
/// ```
pub struct SumGame<G: Game> {
    game: G,
    parts: RefCell<Parts<G::Position>>,
    /// Whether a terminal sum has the extra move of misère play.
    misere: bool,
}

/// The positions met so far, numbered, and their options as lists of numbers.
struct Parts<P> {
    numbers: HashMap<P, u32>,
    positions: Vec<P>,
    /// The options of each position by number, once asked for.
    options: Vec<Option<Arc<Vec<Vec<u32>>>>>,
    /// How many options are held, counted against the budget's state limit
    /// ([`OPTIONS_PER_STATE`] to a position), and about how many bytes everything above takes,
    /// counted against its memory limit: a large heap has as many options as tokens, and a
    /// search meets every smaller heap.
    options_held: u64,
    bytes: u64,
}

/// How many options held count as one position of the search against the state limit: an
/// option holds one or two numbers, a position a list of them.
const OPTIONS_PER_STATE: u64 = 4;

/// What a numbered position costs besides its own size: its entries in the map and the lists
/// (an estimate, generous enough for a short expression kept on the heap).
const PART_BYTES: usize = 128;

impl<G: Game> SumGame<G> {
    /// The sums of `game`'s positions in normal play.
    pub fn normal(game: G) -> SumGame<G> {
        SumGame::new(game, false)
    }

    /// The sums of `game`'s positions in misère play, made normal play.
    pub fn misere(game: G) -> SumGame<G> {
        SumGame::new(game, true)
    }

    fn new(game: G, misere: bool) -> SumGame<G> {
        SumGame {
            game,
            parts: RefCell::new(Parts {
                numbers: HashMap::new(),
                positions: Vec::new(),
                options: Vec::new(),
                options_held: 0,
                bytes: 0,
            }),
            misere,
        }
    }

    /// The sum of `parts` as a position of this game.
    pub fn state_of(&self, parts: &[G::Position]) -> SumState {
        let mut known = self.parts.borrow_mut();
        let mut numbers: Vec<u32> = parts.iter().map(|part| known.number(part)).collect();
        numbers.sort_unstable();
        Some(numbers)
    }
}

impl<G: Game> SumGame<G> {
    /// The position numbered `number` in the states of this game.
    pub(crate) fn part(&self, number: u32) -> G::Position {
        self.parts.borrow().positions[number as usize].clone()
    }

    /// Whether this is misère play (a terminal sum has the extra move).
    pub(crate) fn is_misere(&self) -> bool {
        self.misere
    }
}

impl<P: Clone + Eq + std::hash::Hash> Parts<P> {
    fn number(&mut self, position: &P) -> u32 {
        if let Some(&number) = self.numbers.get(position) {
            return number;
        }
        let number = self.positions.len() as u32;
        self.bytes += (size_of::<P>() + PART_BYTES) as u64;
        self.numbers.insert(position.clone(), number);
        self.positions.push(position.clone());
        self.options.push(None);
        number
    }
}

impl<G: Game> SumGame<G> {
    /// The options of the position numbered `number`, each the numbers of its parts.
    pub(crate) fn options_of(&self, number: u32) -> Result<Arc<Vec<Vec<u32>>>, GameError> {
        let position = {
            let known = self.parts.borrow();
            if let Some(options) = &known.options[number as usize] {
                return Ok(Arc::clone(options));
            }
            known.positions[number as usize].clone()
        };
        // The game is asked without the table borrowed: its options may take a while, and a
        // game may itself be searched with another misère game.
        let listed = self.game.options(&position)?;
        let mut known = self.parts.borrow_mut();
        let options: Vec<Vec<u32>> = listed
            .iter()
            .map(|parts| parts.iter().map(|part| known.number(part)).collect())
            .collect();
        known.bytes += options
            .iter()
            .map(|parts| (size_of::<Vec<u32>>() + 4 * parts.len()) as u64)
            .sum::<u64>();
        known.options_held += options.len() as u64;
        let budget = Budget::current();
        budget.check_states(known.options_held / OPTIONS_PER_STATE)?;
        budget.check_memory_of(known.bytes, || tr!("memory-sums-search"))?;
        let options = Arc::new(options);
        known.options[number as usize] = Some(Arc::clone(&options));
        Ok(options)
    }
}

/// The sum `numbers` with its part at `index` replaced by `parts`, sorted.
pub(crate) fn replaced(numbers: &[u32], index: usize, parts: &[u32]) -> Vec<u32> {
    let mut after = Vec::with_capacity(numbers.len() + parts.len() - 1);
    after.extend_from_slice(&numbers[..index]);
    after.extend_from_slice(&numbers[index + 1..]);
    after.extend_from_slice(parts);
    after.sort_unstable();
    after
}

impl<G: Game> Game for &SumGame<G> {
    type Position = SumState;

    fn options(&self, state: &SumState) -> Result<Vec<Vec<SumState>>, GameError> {
        let Some(numbers) = state else {
            return Ok(Vec::new());
        };
        let mut options = Vec::new();
        for (index, &number) in numbers.iter().enumerate() {
            // Equal positions have the same options: move in the first of them only.
            if index > 0 && numbers[index - 1] == number {
                continue;
            }
            for parts in self.options_of(number)?.iter() {
                options.push(vec![Some(replaced(numbers, index, parts))]);
            }
        }
        if options.is_empty() && self.misere {
            options.push(vec![None]);
        }
        Ok(options)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use std::collections::HashMap;

    use proptest::prelude::*;

    use super::*;
    use crate::{Outcome, Solver};

    /// Take 1 or 2 stones, or split a heap of 3 or more into two non-empty heaps.
    pub(crate) struct TakeOrSplit;

    impl Game for TakeOrSplit {
        type Position = u64;
        fn options(&self, &n: &u64) -> Result<Vec<Vec<u64>>, GameError> {
            let mut options: Vec<Vec<u64>> = (1..=2.min(n)).map(|take| vec![n - take]).collect();
            if n >= 3 {
                options.extend((1..=n / 2).map(|a| vec![a, n - a]));
            }
            Ok(options)
        }
    }

    /// A value of sums of `TakeOrSplit` heaps by a definition, on sorted heap lists: a sum's
    /// value is `of_options` of its options' values (the empty list for a sum with no move).
    pub(crate) fn sums_by_definition(
        heaps: &[u64],
        memo: &mut HashMap<Vec<u64>, u64>,
        of_options: &impl Fn(&[u64]) -> u64,
    ) -> u64 {
        let mut key: Vec<u64> = heaps.iter().copied().filter(|&h| h > 0).collect();
        key.sort_unstable();
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let mut options = Vec::new();
        for i in 0..key.len() {
            for option in TakeOrSplit.options(&key[i]).unwrap() {
                let mut after = key.clone();
                after.remove(i);
                after.extend(option);
                options.push(sums_by_definition(&after, memo, of_options));
            }
        }
        let value = of_options(&options);
        memo.insert(key, value);
        value
    }

    /// The misère Grundy value by the definition: 1 without a move, else the mex of the
    /// options'.
    fn by_definition(heaps: &[u64], memo: &mut HashMap<Vec<u64>, u64>) -> u64 {
        sums_by_definition(heaps, memo, &|options| {
            if options.is_empty() {
                1
            } else {
                crate::mex(options)
            }
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// The misère value of random sums agrees with the definition, and the outcome search
        /// with the value.
        #[test]
        fn misere_values_are_those_of_the_definition(heaps in proptest::collection::vec(0u64..9, 0..4)) {
            let misere = SumGame::misere(TakeOrSplit);
            let state = misere.state_of(&heaps);
            let value = Solver::new(&misere).nimber(&state).unwrap().0;
            prop_assert_eq!(value, by_definition(&heaps, &mut HashMap::new()));
            let outcome = crate::solver::OutcomeSolver::new(&misere).outcome(&state).unwrap();
            prop_assert_eq!(outcome, Outcome::from_is_zero(value == 0));
        }
    }

    #[test]
    fn a_sum_is_the_same_position_in_any_order() {
        let misere = SumGame::misere(TakeOrSplit);
        assert_eq!(misere.state_of(&[5, 2, 7]), misere.state_of(&[7, 5, 2]));
        assert_ne!(misere.state_of(&[5, 2]), misere.state_of(&[5, 2, 2]));
    }

    #[test]
    fn the_options_held_count_against_the_state_limit() {
        let misere = SumGame::misere(TakeOrSplit);
        let budget = Budget::default().with_state_limit(10);
        let result = budget.run(|| Solver::new(&misere).nimber(&misere.state_of(&[60])));
        assert!(
            matches!(
                result,
                Err(GameError::Limit(crate::LimitExceeded::States { .. }))
            ),
            "{result:?}"
        );
    }
}
