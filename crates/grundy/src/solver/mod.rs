//! The generic solver: memoized Sprague–Grundy values of any [`Game`], by exhaustive search.
//!
//! It is the slow, obviously correct reference that every closed form and fast engine is tested
//! against. The search is iterative (deep games do not overflow the call stack), detects cycles,
//! and stops with an error once it has explored more positions than the caller allows.
//!
//! The search is generic over a [`Valuation`]: how the values of an option's parts combine and
//! how a position's value follows from its options' values. Sprague–Grundy values (nim-sum and
//! mex) are one valuation; [`Suspense`] (for Every-SG play) is another.

pub mod remoteness;
pub mod sums;

use std::collections::{HashMap, HashSet};
use std::fmt::Debug;

use crate::budget::{Budget, ExpectedProgress, tr};
use crate::{Game, GameError, MexSet, Nimber, Outcome};

/// About how many bytes a memoized position takes besides the position itself (hash table
/// slot, value, and the position's own heap data for small positions), for the memory limit.
const BYTES_PER_STATE: u64 = 48;

/// A rule giving every position a value from the values of its options.
pub trait Valuation {
    /// The value of a position.
    type Value: Copy + Debug;
    /// The value of an option that is a sum of parts with the given values.
    fn combine_parts(&self, parts: impl Iterator<Item = Self::Value>) -> Self::Value;
    /// The value of a position whose options have the given values.
    fn value_of_position(&self, options: &[Self::Value]) -> Self::Value;
}

/// Sprague–Grundy values: an option's parts add by nim-sum, and a position's value is the mex
/// of its options' values.
#[derive(Clone, Copy, Debug, Default)]
pub struct SpragueGrundy;

impl Valuation for SpragueGrundy {
    type Value = Nimber;

    fn combine_parts(&self, parts: impl Iterator<Item = Nimber>) -> Nimber {
        parts.fold(Nimber::ZERO, |acc, part| acc ^ part)
    }

    fn value_of_position(&self, options: &[Nimber]) -> Nimber {
        let mut seen = MexSet::with_bound(options.len() as u64 + 1);
        for value in options {
            seen.insert(value.0);
        }
        Nimber(seen.mex())
    }
}

/// Suspense (*Winning Ways*, ch. 9, "Slow Joe"): how many moves the game lasts when the winner
/// delays and the loser hurries. Terminal positions have suspense 0; a position with an option
/// of even suspense (a position the opponent loses) has 1 + the greatest such; otherwise 1 + the
/// least. Odd suspense means the player to move wins. In Every-SG play (every component moved
/// each turn, until none can move) a sum lasts as long as its longest component, so the parts of
/// an option combine by maximum.
///
/// ```
/// use grundy::solver::{Evaluator, Suspense};
/// use grundy::{Game, GameError};
///
/// /// Take 1, 3 or 4 stones.
/// struct TakeOneThreeOrFour;
/// impl Game for TakeOneThreeOrFour {
///     type Position = u64;
///     fn options(&self, &n: &u64) -> Result<Vec<Vec<u64>>, GameError> {
///         Ok([1, 3, 4].into_iter().filter(|&k| k <= n).map(|k| vec![n - k]).collect())
///     }
/// }
///
/// let mut suspense = Evaluator::with_valuation(TakeOneThreeOrFour, Suspense);
/// // From 3 the winner can take all at once, but delays: 3 → 2 → 1 → 0.
/// assert_eq!(suspense.value(&3).unwrap(), 3);
/// assert_eq!(suspense.value(&2).unwrap(), 2);
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct Suspense;

impl Valuation for Suspense {
    type Value = u64;

    fn combine_parts(&self, parts: impl Iterator<Item = u64>) -> u64 {
        parts.max().unwrap_or(0)
    }

    fn value_of_position(&self, options: &[u64]) -> u64 {
        let slowest_win = options.iter().copied().filter(|s| s % 2 == 0).max();
        match slowest_win {
            Some(even) => even + 1,
            None => options.iter().min().map_or(0, |fastest| fastest + 1),
        }
    }
}

/// Memoized Sprague–Grundy values of the positions of a game.
pub type Solver<G> = Evaluator<G, SpragueGrundy>;

/// Memoized values of the positions of a game under a [`Valuation`]; [`Solver`] is the
/// Sprague–Grundy case.
///
/// ```
/// use grundy::{Game, GameError, Nimber, Outcome, Solver};
///
/// /// Subtraction game: take 1 or 2 stones.
/// struct TakeOneOrTwo;
/// impl Game for TakeOneOrTwo {
///     type Position = u64;
///     fn options(&self, &n: &u64) -> Result<Vec<Vec<u64>>, GameError> {
///         Ok((1..=2).filter(|&k| k <= n).map(|k| vec![n - k]).collect())
///     }
/// }
///
/// let mut solver = Solver::new(TakeOneOrTwo).with_state_limit(1000);
/// assert_eq!(solver.nimber(&5).unwrap(), Nimber(2));
/// assert_eq!(solver.outcome(&6).unwrap(), Outcome::P);
/// assert!(solver.nimber(&5000).is_err()); // more than 1000 positions
/// ```
pub struct Evaluator<G: Game, V: Valuation> {
    game: G,
    valuation: V,
    values: HashMap<G::Position, V::Value>,
    /// Its own budget, or `None` to use the one entered on the calling thread at each call (so
    /// a solver kept between calls obeys each caller's limits).
    budget: Option<Budget>,
}

/// A position whose value is being computed, with a cursor over the parts of its options.
struct Frame<P> {
    position: P,
    options: Vec<Vec<P>>,
    option: usize,
    part: usize,
}

impl<G: Game> Solver<G> {
    /// A Sprague–Grundy solver under the budget entered on the calling thread
    /// ([`Budget::current`]) at each call.
    pub fn new(game: G) -> Self {
        Evaluator::with_valuation(game, SpragueGrundy)
    }

    /// The Sprague–Grundy value of `position`.
    pub fn nimber(&mut self, position: &G::Position) -> Result<Nimber, GameError> {
        self.value(position)
    }

    /// The value of a sum of positions: the nim-sum of their values.
    pub(crate) fn sum_nimber(&mut self, parts: &[G::Position]) -> Result<Nimber, GameError> {
        parts
            .iter()
            .try_fold(Nimber::ZERO, |acc, part| Ok(acc ^ self.nimber(part)?))
    }

    /// Whether the player to move wins (`N`) or loses (`P`).
    pub fn outcome(&mut self, position: &G::Position) -> Result<Outcome, GameError> {
        Ok(Outcome::from_is_zero(
            self.nimber(position)? == Nimber::ZERO,
        ))
    }

    /// Every option of `position` whose value is `target` (the winning options when `target`
    /// is zero).
    pub(crate) fn options_of_value(
        &mut self,
        position: &G::Position,
        target: Nimber,
    ) -> Result<Vec<Vec<G::Position>>, GameError> {
        let mut found = Vec::new();
        for option in self.game.options(position)? {
            if self.sum_nimber(&option)? == target {
                found.push(option);
            }
        }
        Ok(found)
    }
}

impl<G: Game, V: Valuation> Evaluator<G, V> {
    /// An evaluator of `game` under `valuation`, under the budget entered on the calling
    /// thread ([`Budget::current`]) at each call.
    pub fn with_valuation(game: G, valuation: V) -> Self {
        Evaluator {
            game,
            valuation,
            values: HashMap::new(),
            budget: None,
        }
    }

    /// Sets how many positions the memo may hold; the rest of the budget is the current one's.
    pub fn with_state_limit(mut self, state_limit: u64) -> Self {
        self.budget = Some(Budget::current().with_state_limit(state_limit));
        self
    }

    /// Sets the whole budget (limits and cancel switch) instead of the caller's.
    pub fn with_budget(mut self, budget: Budget) -> Self {
        self.budget = Some(budget);
        self
    }

    /// The game being solved.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// How many positions have a known value so far.
    pub fn states_explored(&self) -> usize {
        self.values.len()
    }

    /// The value of `position`.
    pub fn value(&mut self, position: &G::Position) -> Result<V::Value, GameError> {
        if let Some(&value) = self.values.get(position) {
            return Ok(value);
        }
        let budget = self.budget.clone().unwrap_or_else(Budget::current);
        let mut stack: Vec<Frame<G::Position>> = Vec::new();
        let mut on_stack: HashSet<G::Position> = HashSet::new();
        self.push(&budget, &mut stack, &mut on_stack, position.clone())?;
        while let Some(frame) = stack.last_mut() {
            match self.next_unvalued_part(frame) {
                Some(part) => {
                    if on_stack.contains(&part) {
                        return Err(GameError::Cycle {
                            position: format!("{part:?}"),
                        });
                    }
                    self.push(&budget, &mut stack, &mut on_stack, part)?;
                }
                None => {
                    let frame = stack.pop().expect("the stack is not empty");
                    let value = self.value_value_of_position(&frame.options);
                    on_stack.remove(&frame.position);
                    self.values.insert(frame.position, value);
                }
            }
        }
        Ok(self.values[position])
    }

    fn push(
        &mut self,
        budget: &Budget,
        stack: &mut Vec<Frame<G::Position>>,
        on_stack: &mut HashSet<G::Position>,
        position: G::Position,
    ) -> Result<(), GameError> {
        let held = (self.values.len() + stack.len()) as u64;
        budget.check_states(held)?;
        budget.add_progress(1);
        if held.is_multiple_of(1 << 16) {
            let bytes = held.saturating_mul(BYTES_PER_STATE + size_of::<G::Position>() as u64);
            budget.check_memory_of(bytes, || tr!("memory-search", count = held))?;
        }
        let options = self.game.options(&position)?;
        on_stack.insert(position.clone());
        stack.push(Frame {
            position,
            options,
            option: 0,
            part: 0,
        });
        Ok(())
    }

    /// Advances the frame's cursor past parts with known values; returns the first part whose
    /// value is still unknown, or `None` when every part is known.
    fn next_unvalued_part(&self, frame: &mut Frame<G::Position>) -> Option<G::Position> {
        while let Some(parts) = frame.options.get(frame.option) {
            match parts.get(frame.part) {
                Some(part) if !self.values.contains_key(part) => return Some(part.clone()),
                Some(_) => frame.part += 1,
                None => {
                    frame.option += 1;
                    frame.part = 0;
                }
            }
        }
        None
    }

    fn value_value_of_position(&self, options: &[Vec<G::Position>]) -> V::Value {
        let option_values: Vec<V::Value> = options
            .iter()
            .map(|parts| {
                self.valuation
                    .combine_parts(parts.iter().map(|part| self.values[part]))
            })
            .collect();
        self.valuation.value_of_position(&option_values)
    }
}

/// Outcomes (P or N) of the positions of a game whose options are single positions, by a
/// memoized search that stops looking at a position's options as soon as one of them is a
/// P-position. It answers who wins, not the nim-value, and so explores far fewer positions than
/// [`Solver`] when wins are easy to find (misère sums, searched as one game, are its use).
///
/// ```
/// use grundy::solver::OutcomeSolver;
/// use grundy::{Game, GameError, Outcome};
///
/// /// Take 1 or 2 stones: the multiples of 3 are P-positions.
/// struct TakeOneOrTwo;
/// impl Game for TakeOneOrTwo {
///     type Position = u64;
///     fn options(&self, &n: &u64) -> Result<Vec<Vec<u64>>, GameError> {
///         Ok((1..=2).filter(|&k| k <= n).map(|k| vec![n - k]).collect())
///     }
/// }
///
/// let mut solver = OutcomeSolver::new(TakeOneOrTwo);
/// assert_eq!(solver.outcome(&9).unwrap(), Outcome::P);
/// assert_eq!(solver.outcome(&10).unwrap(), Outcome::N);
/// ```
pub struct OutcomeSolver<G: Game> {
    game: G,
    /// Whether each position explored is a P-position.
    is_p: HashMap<G::Position, bool>,
    /// Counts the positions explored, when the search is work of known size.
    expected: Option<ExpectedProgress>,
}

/// A position whose outcome is being searched, with a cursor over its options.
struct OutcomeFrame<P> {
    position: P,
    options: Vec<P>,
    next: usize,
}

impl<G: Game> OutcomeSolver<G> {
    /// A solver of `game`, under the budget entered on the calling thread at each call.
    pub fn new(game: G) -> Self {
        OutcomeSolver {
            game,
            is_p: HashMap::new(),
            expected: None,
        }
    }

    /// Counts the positions explored as the steps of `expected` (a search that stops at the
    /// state limit at the latest: [`Budget::expect_at_most`]) rather than as work of unknown
    /// size.
    pub(crate) fn counting_in(mut self, expected: ExpectedProgress) -> Self {
        self.expected = Some(expected);
        self
    }

    /// How many positions have a known outcome so far.
    pub fn states_explored(&self) -> usize {
        self.is_p.len()
    }

    /// Who wins `position`. An option that is a sum of several positions is refused with
    /// [`GameError::TooLarge`]: its outcome would need nim-values (use [`Solver`]).
    pub fn outcome(&mut self, position: &G::Position) -> Result<Outcome, GameError> {
        if let Some(&is_p) = self.is_p.get(position) {
            return Ok(Outcome::from_is_zero(is_p));
        }
        let budget = Budget::current();
        let mut stack: Vec<OutcomeFrame<G::Position>> = Vec::new();
        let mut on_stack: HashSet<G::Position> = HashSet::new();
        self.push(&budget, &mut stack, &mut on_stack, position.clone())?;
        while let Some(frame) = stack.last_mut() {
            // Skip options known to be N; stop at a P option (the position is N) or an unknown one.
            let mut found_p = false;
            let mut unknown = None;
            while let Some(option) = frame.options.get(frame.next) {
                match self.is_p.get(option) {
                    Some(true) => {
                        found_p = true;
                        break;
                    }
                    Some(false) => frame.next += 1,
                    None => {
                        unknown = Some(option.clone());
                        break;
                    }
                }
            }
            if let Some(option) = unknown
                && !found_p
            {
                if on_stack.contains(&option) {
                    return Err(GameError::Cycle {
                        position: format!("{option:?}"),
                    });
                }
                self.push(&budget, &mut stack, &mut on_stack, option)?;
                continue;
            }
            let frame = stack.pop().expect("the stack is not empty");
            on_stack.remove(&frame.position);
            // No option is P (all were N): the position is P.
            self.is_p.insert(frame.position, !found_p);
        }
        Ok(Outcome::from_is_zero(self.is_p[position]))
    }

    fn push(
        &mut self,
        budget: &Budget,
        stack: &mut Vec<OutcomeFrame<G::Position>>,
        on_stack: &mut HashSet<G::Position>,
        position: G::Position,
    ) -> Result<(), GameError> {
        let held = (self.is_p.len() + stack.len()) as u64;
        budget.check_states(held)?;
        match &self.expected {
            Some(expected) => expected.advance(1),
            None => budget.add_progress(1),
        }
        if held.is_multiple_of(1 << 16) {
            let bytes = held.saturating_mul(BYTES_PER_STATE + size_of::<G::Position>() as u64);
            budget.check_memory_of(bytes, || tr!("memory-search", count = held))?;
        }
        let mut options = Vec::new();
        for option in self.game.options(&position)? {
            let [part] = <[G::Position; 1]>::try_from(option).map_err(|parts| {
                GameError::TooLarge(tr!(
                    "too-large-option-is-sum",
                    position = format!("{position:?}"),
                    parts = parts.len().to_string()
                ))
            })?;
            options.push(part);
        }
        on_stack.insert(position.clone());
        stack.push(OutcomeFrame {
            position,
            options,
            next: 0,
        });
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::LimitExceeded;

    /// A directed graph given by adjacency lists, as a game.
    struct Graph(Vec<Vec<usize>>);

    impl Game for Graph {
        type Position = usize;
        fn options(&self, &v: &usize) -> Result<Vec<Vec<usize>>, GameError> {
            Ok(self.0[v].iter().map(|&w| vec![w]).collect())
        }
    }

    #[test]
    fn values_on_a_small_graph() {
        // 0 is terminal; 1 → 0; 2 → 0, 1; 3 → 1; 4 → 2, 3.
        let mut solver = Solver::new(Graph(vec![
            vec![],
            vec![0],
            vec![0, 1],
            vec![1],
            vec![2, 3],
        ]));
        let values: Vec<u64> = (0..5).map(|v| solver.nimber(&v).unwrap().0).collect();
        assert_eq!(values, vec![0, 1, 2, 0, 1]);
        assert_eq!(solver.outcome(&3).unwrap(), Outcome::P);
        assert_eq!(
            solver.options_of_value(&4, Nimber(0)).unwrap(),
            vec![vec![3]]
        );
    }

    #[test]
    fn a_cycle_is_reported_not_looped_on() {
        // 0 → 1 → 2 → 0, and 3 → 0.
        let mut solver = Solver::new(Graph(vec![vec![1], vec![2], vec![0], vec![0]]));
        match solver.nimber(&3) {
            Err(GameError::Cycle { position }) => assert!(["0", "1", "2"].contains(&&*position)),
            other => panic!("expected a cycle error, got {other:?}"),
        }
    }

    proptest::proptest! {
        /// The outcome search agrees with the nim-values of the full solver on random acyclic
        /// graphs (edges go from higher to lower vertices).
        #[test]
        fn outcomes_agree_with_nim_values(
            edges in proptest::collection::vec((1usize..40, 0usize..40), 0..160)
        ) {
            let mut adjacency = vec![Vec::new(); 40];
            for (from, to) in edges {
                if to < from {
                    adjacency[from].push(to);
                }
            }
            let graph = Graph(adjacency);
            let mut values = Solver::new(Graph(graph.0.clone()));
            let mut outcomes = OutcomeSolver::new(graph);
            for v in (0..40).rev() {
                proptest::prop_assert_eq!(outcomes.outcome(&v).unwrap(), values.outcome(&v).unwrap());
            }
        }
    }

    #[test]
    fn the_outcome_search_reports_cycles_and_limits() {
        let mut outcomes = OutcomeSolver::new(Graph(vec![vec![1], vec![2], vec![0]]));
        assert!(matches!(outcomes.outcome(&0), Err(GameError::Cycle { .. })));
        let chain = Graph(
            (0..100)
                .map(|v| if v == 0 { vec![] } else { vec![v - 1] })
                .collect(),
        );
        let budget = Budget::default().with_state_limit(50);
        let mut outcomes = OutcomeSolver::new(chain);
        assert_eq!(
            budget.run(|| outcomes.outcome(&99)),
            Err(GameError::Limit(LimitExceeded::States { limit: 50 }))
        );
        assert_eq!(outcomes.outcome(&99).unwrap(), Outcome::N);
    }

    #[test]
    fn a_self_loop_is_a_cycle() {
        let mut solver = Solver::new(Graph(vec![vec![0]]));
        assert!(matches!(solver.nimber(&0), Err(GameError::Cycle { .. })));
    }

    #[test]
    fn the_state_limit_is_respected_and_the_memo_stays_usable() {
        let chain = Graph(
            (0..100)
                .map(|v| if v == 0 { vec![] } else { vec![v - 1] })
                .collect(),
        );
        let mut solver = Solver::new(chain).with_state_limit(50);
        assert_eq!(
            solver.nimber(&99),
            Err(GameError::Limit(LimitExceeded::States { limit: 50 }))
        );
        assert_eq!(solver.nimber(&10).unwrap(), Nimber(0));
        assert_eq!(solver.nimber(&11).unwrap(), Nimber(1));
        assert!(solver.states_explored() <= 50);
    }

    #[test]
    fn deep_games_do_not_overflow_the_stack() {
        let chain = Graph(
            (0..200_000)
                .map(|v| if v == 0 { vec![] } else { vec![v - 1] })
                .collect(),
        );
        let mut solver = Solver::new(chain);
        assert_eq!(solver.nimber(&199_999).unwrap(), Nimber(1));
    }

    /// Splitting options: the value of an option is the nim-sum of its parts.
    struct SplitOnly;
    impl Game for SplitOnly {
        type Position = u32;
        fn options(&self, &n: &u32) -> Result<Vec<Vec<u32>>, GameError> {
            // Split a heap into two unequal non-empty heaps (Grundy's game).
            Ok((1..n.div_ceil(2)).map(|a| vec![a, n - a]).collect())
        }
    }

    #[test]
    fn grundys_game_matches_oeis_a002188() {
        // First values of Grundy's game, from OEIS A002188.
        let expected = [
            0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0,
        ];
        let mut solver = Solver::new(SplitOnly);
        let values: Vec<u64> = (0..expected.len() as u32)
            .map(|n| solver.nimber(&n).unwrap().0)
            .collect();
        assert_eq!(values, expected);
    }
}
