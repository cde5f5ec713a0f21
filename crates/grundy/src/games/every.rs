//! Every-SG: a sum in which each turn the player moves in *every* component that still has a
//! move. The player who cannot move loses.
//!
//! **Rule.** Each component has a suspense number, the suspense rule for sums that end only when
//! every component has ended (C. A. B. Smith, *Graphs and composite games*, J. Combinatorial
//! Theory 1 (1966); *Winning Ways*, ch. 9, "Slow Joe"): 0 for a terminal position; 1 + the
//! greatest even suspense among the options when there is one (the winner of a component
//! delays its end); otherwise 1 + the least (the loser hurries). An every-sum lasts as long as
//! its longest component, so the player to move wins exactly when the largest suspense is odd,
//! and a move wins exactly when it leaves the largest suspense even. (Ordinary suspense, where
//! the winner hurries, decides sums that end as soon as any component ends; it gets every-sums
//! wrong: `every(sub[1,3,4](3) + sub[1,3,4](2))` is a first-player win by delaying 3 → 2.)
//!
//! Written `every(EXPR)`, e.g. `every(nim(1,2) + bash[3](7))`. A move moves every component
//! that can move; its options are all such combinations.

use std::sync::{Arc, Mutex, PoisonError};

use num_bigint::BigUint;
use num_traits::Zero;

use crate::expr::{ParseError, Token};
use crate::family::{ComponentGame, ComponentMove, ComponentNode};
use crate::{
    Budget, Evaluator, Family, Game, GameError, Notation, Outcome, Solver, Sum, Suspense, Teaching,
};

/// How `every(EXPR)` reads its inner expression: the parser that read the `every` itself, so
/// that the inner expression follows the same policy (files, inline rules).
pub type ReadSum = Arc<dyn Fn(&str) -> Result<Sum, ParseError> + Send + Sync>;

/// The most combined moves an every-sum lists (the product of its components' move counts).
pub(crate) const MAX_COMBINED_MOVES: u64 = 100_000;

/// The Every-SG convention applied to a sum.
///
/// ```
/// use grundy::Outcome;
/// // bash[3](7) has suspense 3 (7 → 4 → 3 → 0 at the slowest) and nim(1) suspense 1.
/// let position = grundy::parse("every(bash[3](7) + nim(1))").unwrap();
/// assert_eq!(position.outcome().unwrap(), Outcome::N);
/// ```
pub struct Every {
    read: ReadSum,
    suspense: Mutex<Evaluator<ComponentGame, Suspense>>,
    nimbers: Mutex<Solver<EveryMoves>>,
}

/// A position of an every-sum: the inner sum, equal to another when it holds the same
/// components in any order. `last_move` describes how it was reached (not part of equality).
#[derive(Clone, Debug)]
pub struct EveryPosition {
    sum: Sum,
    key: Vec<String>,
    last_move: String,
}

impl EveryPosition {
    fn new(sum: Sum, last_move: String) -> Self {
        let mut key: Vec<String> = sum.components().map(|c| c.expression()).collect();
        key.sort_unstable();
        EveryPosition {
            sum,
            key,
            last_move,
        }
    }
}

impl PartialEq for EveryPosition {
    fn eq(&self, other: &Self) -> bool {
        self.key == other.key
    }
}

impl Eq for EveryPosition {}

impl std::hash::Hash for EveryPosition {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.key.hash(state);
    }
}

/// The rules of every-sums as a [`Game`]: each option moves every component that can move.
pub struct EveryMoves;

impl Game for EveryMoves {
    type Position = EveryPosition;

    fn options(&self, position: &EveryPosition) -> Result<Vec<Vec<EveryPosition>>, GameError> {
        let per_component = component_moves(&position.sum)?;
        let count = per_component
            .iter()
            .filter(|(_, moves)| !moves.is_empty())
            .try_fold(1u64, |acc, (_, moves)| acc.checked_mul(moves.len() as u64))
            .filter(|&count| count <= MAX_COMBINED_MOVES)
            .ok_or_else(|| {
                GameError::TooLarge(format!(
                    "every({}) has more than {MAX_COMBINED_MOVES} combined moves, too many to list",
                    position.sum
                ))
            })?;
        let movable: Vec<&(usize, Vec<ComponentMove>)> = per_component
            .iter()
            .filter(|(_, moves)| !moves.is_empty())
            .collect();
        if movable.is_empty() {
            return Ok(Vec::new());
        }
        // Each option is a copy of the whole sum: bound the list, and look at the deadline and
        // the cancel switch while building it.
        let budget = Budget::current();
        let bytes_per_option = (position.sum.len() as u64 + 1) * 64;
        budget.check_memory(
            count.saturating_mul(bytes_per_option),
            format!("the {count} combined moves of an every-sum"),
        )?;
        let mut ticker = budget.ticker(256);
        let mut options = Vec::with_capacity(count as usize);
        let mut choice = vec![0usize; movable.len()];
        loop {
            ticker.tick()?;
            // Apply the chosen moves from the last component to the first, so that a split in a
            // later component does not shift the indices of earlier ones.
            let mut sum = position.sum.clone();
            let mut descriptions = Vec::with_capacity(movable.len());
            for (slot, (index, moves)) in movable.iter().enumerate().rev() {
                let chosen = moves[choice[slot]].clone();
                descriptions.push(chosen.description.clone());
                sum = sum.after(*index, chosen).to;
            }
            descriptions.reverse();
            options.push(vec![EveryPosition::new(sum, descriptions.join("; "))]);
            // The next combination, like an odometer.
            let mut slot = movable.len();
            loop {
                if slot == 0 {
                    return Ok(options);
                }
                slot -= 1;
                choice[slot] += 1;
                if choice[slot] < movable[slot].1.len() {
                    break;
                }
                choice[slot] = 0;
            }
        }
    }
}

/// Every component's moves, with its index.
fn component_moves(sum: &Sum) -> Result<Vec<(usize, Vec<ComponentMove>)>, GameError> {
    sum.components()
        .enumerate()
        .map(|(index, component)| Ok((index, component.options()?)))
        .collect()
}

impl Every {
    /// The Every-SG convention (the same for every sum), reading inner expressions with `read`
    /// (see [`Parser::nested`](crate::parse::Parser::nested)).
    pub fn new(read: ReadSum) -> Self {
        Every {
            read,
            suspense: Mutex::new(Evaluator::with_valuation(ComponentGame, Suspense)),
            nimbers: Mutex::new(Solver::new(EveryMoves)),
        }
    }

    /// The suspense of each component of the position, in order.
    pub(crate) fn suspense(&self, position: &EveryPosition) -> Result<Vec<u64>, GameError> {
        let mut evaluator = self.suspense.lock().unwrap_or_else(PoisonError::into_inner);
        position
            .sum
            .components()
            .map(|component| evaluator.value(&ComponentNode::new(Arc::clone(component))))
            .collect()
    }

    fn largest_suspense(&self, position: &EveryPosition) -> Result<u64, GameError> {
        Ok(self.suspense(position)?.into_iter().max().unwrap_or(0))
    }
}

impl Game for Every {
    type Position = EveryPosition;

    fn options(&self, position: &EveryPosition) -> Result<Vec<Vec<EveryPosition>>, GameError> {
        EveryMoves.options(position)
    }
}

impl Notation for Every {
    fn name(&self) -> String {
        "every".to_string()
    }

    fn parse_positions(&self, args: &[Token]) -> Result<Vec<EveryPosition>, ParseError> {
        let [inner] = args else {
            let column = args.get(1).map_or(1, |extra| extra.column);
            return Err(ParseError::new(
                column,
                "every takes one expression: every(nim(1,2) + bash[3](7))",
            ));
        };
        let sum = (self.read)(inner.text).map_err(|mut error| {
            error.column += inner.column - 1;
            error
        })?;
        Ok(vec![EveryPosition::new(sum, String::new())])
    }

    fn format_position(&self, position: &EveryPosition) -> String {
        position.sum.to_string()
    }

    fn describe_move(&self, _from: &EveryPosition, to: &[EveryPosition]) -> String {
        match to {
            [after] if !after.last_move.is_empty() => {
                format!("move in every component: {}", after.last_move)
            }
            _ => "move in every component".to_string(),
        }
    }
}

impl Teaching for Every {
    fn rules(&self) -> String {
        "every(...): Every-SG; each turn the player moves in every component that still has a move."
            .to_string()
    }

    fn explain(&self, position: &EveryPosition) -> Result<String, GameError> {
        let suspense = self.suspense(position)?;
        let listed: Vec<String> = position
            .sum
            .components()
            .zip(&suspense)
            .map(|(component, r)| format!("{} has suspense {r}", component.expression()))
            .collect();
        let largest = suspense.iter().copied().max().unwrap_or(0);
        Ok(format!(
            "In every({}) each turn moves every component, and the game ends when none can move, so \
             it lasts as long as its longest component: the winner of a component delays its end \
             (suspense = 1 + the greatest even suspense among its options), the loser hurries (1 \
             + the least). The player who makes the last move of the longest component wins. {}. \
             The largest suspense is {largest}, which is {}, so the player to move {}.",
            position.sum,
            listed.join(", "),
            if largest % 2 == 1 { "odd" } else { "even" },
            if largest % 2 == 1 { "wins" } else { "loses" },
        ))
    }
}

impl Family for Every {
    fn nimber(&self, position: &EveryPosition) -> Result<BigUint, GameError> {
        let mut solver = self.nimbers.lock().unwrap_or_else(PoisonError::into_inner);
        Ok(solver.nimber(position)?.0.into())
    }

    fn outcome(&self, position: &EveryPosition) -> Result<Outcome, GameError> {
        Ok(Outcome::from_is_zero(
            self.largest_suspense(position)? % 2 == 0,
        ))
    }

    fn options_of_nimber(
        &self,
        position: &EveryPosition,
        target: &BigUint,
    ) -> Result<Vec<Vec<EveryPosition>>, GameError> {
        if !target.is_zero() {
            let mut solver = self.nimbers.lock().unwrap_or_else(PoisonError::into_inner);
            // Values found by search are small; a target beyond 64 bits is never reached.
            return match u64::try_from(target) {
                Ok(target) => solver.options_of_value(position, crate::Nimber(target)),
                Err(_) => Ok(Vec::new()),
            };
        }
        // The moves to value 0 are the moves to P-positions: largest suspense even.
        let mut found = Vec::new();
        for option in self.options(position)? {
            if self.largest_suspense(&option[0])? % 2 == 0 {
                found.push(option);
            }
        }
        Ok(found)
    }

    fn delaying_move(
        &self,
        position: &EveryPosition,
    ) -> Result<Option<Vec<EveryPosition>>, GameError> {
        // Listing one combined move needs only one move per component.
        let mut sum = position.sum.clone();
        let mut descriptions = Vec::new();
        let mut moved = false;
        let count = sum.len();
        for index in (0..count).rev() {
            let component = sum.components().nth(index).expect("index in range").clone();
            if let Some(chosen) = component.delaying_move()? {
                descriptions.push(chosen.description.clone());
                sum = sum.after(index, chosen).to;
                moved = true;
            }
        }
        descriptions.reverse();
        Ok(moved.then(|| vec![EveryPosition::new(sum, descriptions.join("; "))]))
    }
}

impl std::fmt::Debug for Every {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Every")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::Suspense;
    use proptest::prelude::*;

    fn position(text: &str) -> EveryPosition {
        let every = Every::new(crate::parse::Parser::new().nested());
        every
            .parse_positions(&[Token { text, column: 7 }])
            .unwrap()
            .remove(0)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(120))]

        /// The suspense rule against brute force over the combined moves themselves.
        #[test]
        fn the_suspense_rule_matches_search_of_the_every_game(
            heaps in proptest::collection::vec((0usize..3, 0u64..7), 1..4)
        ) {
            let families = ["nim", "bash[2]", "sub[1,3,4]"];
            let terms: Vec<String> = heaps
                .iter()
                .map(|&(family, heap)| format!("{}({heap})", families[family]))
                .collect();
            let start = position(&terms.join(" + "));
            let every = Every::new(crate::parse::Parser::new().nested());
            let mut brute = Evaluator::with_valuation(EveryMoves, Suspense);
            let mut solver = Solver::new(EveryMoves);
            let searched = brute.value(&start).unwrap();
            prop_assert_eq!(every.largest_suspense(&start).unwrap(), searched);
            let expected = solver.outcome(&start).unwrap();
            prop_assert_eq!(every.outcome(&start).unwrap(), expected);
            let winning: Vec<Vec<String>> = every
                .options_of_nimber(&start, &BigUint::zero())
                .unwrap()
                .iter()
                .map(|o| o[0].key.clone())
                .collect();
            let expected_winning: Vec<Vec<String>> = solver
                .options_of_value(&start, crate::Nimber(0))
                .unwrap()
                .iter()
                .map(|o| o[0].key.clone())
                .collect();
            prop_assert_eq!(winning, expected_winning);
        }
    }

    #[test]
    fn splits_are_moved_in_separately_afterwards() {
        // An every-sum in the expression language, with a nested parse error column.
        let error = crate::parse("every(nim(1,,2))").unwrap_err();
        assert_eq!(error.column, 13);
        let sum = crate::parse("every(nim(2) + bash[3](7))").unwrap();
        assert_eq!(sum.to_string(), "every(nim(2) + bash[3](7))");
        let moves = sum.winning_moves().unwrap();
        // bash[3](7) has suspense 3 and nim(2) suspense 1: winning moves keep bash[3] on a
        // multiple of 4 and leave every suspense even.
        assert!(!moves.is_empty());
        for m in &moves {
            assert_eq!(m.to.outcome().unwrap(), Outcome::P, "{}", m.to);
        }
        assert!(
            moves
                .iter()
                .any(|m| m.to.to_string() == "every(nim(0) + bash[3](4))")
        );
    }

    #[test]
    fn too_many_combined_moves_is_a_clear_error() {
        let sum = crate::parse("every(nim(100,100,100))").unwrap();
        let error = sum.moves().unwrap_err();
        assert!(error.to_string().contains("too many to list"), "{error}");
        // The outcome still follows from suspense: a non-empty Nim heap has suspense 1, since
        // its only winning move takes it all.
        assert_eq!(sum.outcome().unwrap(), Outcome::N);
    }
}
