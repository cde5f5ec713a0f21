//! Positions as sums of components, and their winning moves.
//!
//! The value of a disjunctive sum is the nim-sum of its components' values. A winning move from a
//! sum of value `X ≠ 0` moves some component `i` of value `g_i` to a position of value
//! `g_i ⊕ X`; the winning moves are found component by component, never by listing the options
//! of the whole sum, and components with a closed form find their moves directly.

use std::fmt;
use std::sync::Arc;

use num_bigint::BigUint;
use num_traits::Zero;

use crate::budget::tr;
use crate::defaults::EVAL_REMOTENESS_STATES;
use crate::expr::{ParseError, split_list};
use crate::family::{Component, ComponentGame, ComponentMove, ComponentNode, MoveError};
use crate::solver::remoteness::{remoteness_of_sums, remoteness_of_valued_sums};
use crate::solver::sums::SumGame;
use crate::{Budget, GameError, LimitExceeded, LoopyValue, Outcome};

/// A position: a sum of components, kept in the terms the user wrote (so that
/// `nim(3,4,5) + bash[3](10)` prints back the same way after a move).
///
/// ```
/// let position = grundy::parse("nim(7,11,13)").unwrap();
/// assert_eq!(position.nimber().unwrap(), 1u32.into());
/// let moves = position.winning_moves().unwrap();
/// let results: Vec<String> = moves.iter().map(|m| m.to.to_string()).collect();
/// assert_eq!(results, ["nim(6,11,13)", "nim(7,10,13)", "nim(7,11,12)"]);
/// ```
#[derive(Clone)]
pub struct Sum {
    terms: Vec<Term>,
}

/// Components of one family written together, like `nim(3,4,5)`.
#[derive(Clone)]
pub(crate) struct Term {
    /// The family's name as written back (`bash[3]`).
    pub(crate) name: String,
    pub(crate) components: Vec<Arc<dyn Component>>,
}

/// A move in a sum: which component (0-based, counting components across all terms), what the
/// move does, and the whole position it leads to.
#[derive(Clone, Debug)]
pub struct SumMove {
    /// The index of the component moved in.
    pub component: usize,
    /// The move in words.
    pub description: String,
    /// What the component becomes, written as arguments (`1`, or `3,6` after a split; empty
    /// when nothing is left): `C -> replacement` is how a player types this move.
    pub replacement: String,
    /// The resulting position.
    pub to: Sum,
}

/// The remoteness of a sum (see [`crate::solver::remoteness`]): how many moves the game lasts
/// when the winner hurries and the loser delays, and how it was found.
///
/// ```
/// use grundy::{Sum, SumRemoteness};
/// // nim(1,2): to nim(1,1), and two more moves.
/// assert_eq!(grundy::parse("nim(1,2)").unwrap().remoteness().unwrap(), SumRemoteness::Searched(3));
/// let big = grundy::parse("bash[3](10^30)").unwrap().remoteness().unwrap();
/// assert_eq!(big.moves().unwrap().to_string(), format!("5{}", "0".repeat(29)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SumRemoteness {
    /// By a closed form of the one component that has a move (the others have none).
    Formula {
        /// The remoteness.
        moves: BigUint,
        /// The closed form, for people.
        rule: String,
    },
    /// By search of the whole sum as one game.
    Searched(u64),
    /// A draw: play goes on forever, and there is no remoteness.
    Drawn,
}

impl SumRemoteness {
    /// The number of moves; `None` for a draw.
    pub fn moves(&self) -> Option<BigUint> {
        match self {
            SumRemoteness::Formula { moves, .. } => Some(moves.clone()),
            SumRemoteness::Searched(moves) => Some(BigUint::from(*moves)),
            SumRemoteness::Drawn => None,
        }
    }
}

/// Runs a search for remoteness within the budget entered on this thread and at most
/// [`EVAL_REMOTENESS_STATES`] positions: `Ok(Err(why))` when it is beyond that (or cannot be
/// found), so that a caller can say so and go on; `Err` only when the work was interrupted.
pub(crate) fn bounded_remoteness<T>(
    search: impl FnOnce() -> Result<T, GameError>,
) -> Result<Result<T, String>, GameError> {
    match Budget::current().part(EVAL_REMOTENESS_STATES).run(search) {
        Ok(found) => Ok(Ok(found)),
        Err(GameError::Limit(LimitExceeded::Cancelled)) => {
            Err(GameError::Limit(LimitExceeded::Cancelled))
        }
        Err(GameError::Limit(LimitExceeded::States { limit })) => {
            Ok(Err(tr!("remoteness-beyond-search", limit = limit)))
        }
        Err(error) => Ok(Err(error.to_string())),
    }
}

impl Sum {
    /// The sum of the given terms (built by the [parser](crate::parse)).
    pub(crate) fn from_terms(terms: Vec<Term>) -> Sum {
        Sum { terms }
    }

    /// The sum without component `index`, a term left empty dropped with it; `None` when
    /// nothing would be left (an empty sum has no expression) or there is no such component.
    pub(crate) fn without(&self, index: usize) -> Option<Sum> {
        if index >= self.len() || self.len() == 1 {
            return None;
        }
        let mut terms = self.terms.clone();
        let mut offset = index;
        for term in &mut terms {
            if offset < term.components.len() {
                term.components.remove(offset);
                break;
            }
            offset -= term.components.len();
        }
        terms.retain(|term| !term.components.is_empty());
        Some(Sum { terms })
    }

    /// The sum with `component` added as a term of its own at the end: a term of some
    /// families is one component however many arguments it has (Turning Corners' heads).
    pub(crate) fn plus(&self, component: Arc<dyn Component>) -> Sum {
        let mut terms = self.terms.clone();
        terms.push(Term {
            name: component.family_name(),
            components: vec![component],
        });
        Sum { terms }
    }

    /// The components, in order (indices as used by [`SumMove::component`]).
    pub fn components(&self) -> impl Iterator<Item = &Arc<dyn Component>> {
        self.terms.iter().flat_map(|term| &term.components)
    }

    /// How many components the sum has.
    pub fn len(&self) -> usize {
        self.terms.iter().map(|term| term.components.len()).sum()
    }

    /// Whether the sum has no components at all.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The components as positions of [`ComponentGame`], for searches of the whole sum.
    pub(crate) fn nodes(&self) -> Vec<ComponentNode> {
        self.components()
            .map(|component| ComponentNode::new(Arc::clone(component)))
            .collect()
    }

    /// The remoteness, under the budget entered on this thread: by a family's closed form when
    /// one component alone has moves and its family has one, otherwise by search of the whole
    /// sum as one game (a limit error when that is beyond the budget).
    pub fn remoteness(&self) -> Result<SumRemoteness, GameError> {
        Ok(Sum::remoteness_of_each(&[self])?.remove(0))
    }

    /// The remoteness of each of `sums`, searched together: a position and its options share
    /// most of the positions the search meets.
    ///
    /// ```
    /// use grundy::{Sum, SumRemoteness};
    /// let position = grundy::parse("sub[1,3,4](6) + kayles(3)").unwrap();
    /// let options: Vec<Sum> = position.moves().unwrap().into_iter().map(|m| m.to).collect();
    /// let all: Vec<&Sum> = std::iter::once(&position).chain(&options).collect();
    /// let found = Sum::remoteness_of_each(&all).unwrap();
    /// assert_eq!(found.len(), 1 + options.len());
    /// // The position is won (odd) and some option is lost (even), one move shorter.
    /// let SumRemoteness::Searched(r) = found[0] else { panic!() };
    /// assert_eq!(r % 2, 1);
    /// assert!(found[1..].contains(&SumRemoteness::Searched(r - 1)));
    /// ```
    pub fn remoteness_of_each(sums: &[&Sum]) -> Result<Vec<SumRemoteness>, GameError> {
        let mut found: Vec<Option<SumRemoteness>> =
            sums.iter().map(|sum| sum.remoteness_by_formula()).collect();
        let searched: Vec<usize> = (0..sums.len()).filter(|&i| found[i].is_none()).collect();
        if !searched.is_empty() {
            let game = SumGame::normal(ComponentGame);
            let states: Vec<_> = searched
                .iter()
                .map(|&i| game.state_of(&sums[i].nodes()))
                .collect();
            // A part's nim-value says which options are lost, which spares the search the won
            // options of won positions; a part without one (loopy, too large) is searched.
            let nim_value = |node: &ComponentNode| node.component().nimber().ok();
            let found_by_search = remoteness_of_valued_sums(&game, &states, nim_value)?;
            for (&i, r) in searched.iter().zip(found_by_search) {
                found[i] = Some(r.map_or(SumRemoteness::Drawn, SumRemoteness::Searched));
            }
        }
        Ok(found.into_iter().flatten().collect())
    }

    /// Who wins, by search of the whole sum as one game, under the budget entered on this
    /// thread: the definition, which needs no value of any component (the search that
    /// [`Sum::remoteness`] makes, but stopping at the first winning move).
    ///
    /// ```
    /// let position = grundy::parse("kayles(7) + sub[1,3,4](9)").unwrap();
    /// assert_eq!(position.outcome_by_search().unwrap(), position.outcome().unwrap());
    /// ```
    pub fn outcome_by_search(&self) -> Result<Outcome, GameError> {
        let game = SumGame::normal(ComponentGame);
        crate::solver::OutcomeSolver::new(&game).outcome(&game.state_of(&self.nodes()))
    }

    /// The remoteness of each of `sums` in misère play, searched together: how many moves the
    /// game lasts when the winner hurries and the loser delays, the loser making the last move
    /// (odd exactly when the player to move loses; 0 when no move is left, a win). `None` for a
    /// draw.
    ///
    /// ```
    /// use grundy::Sum;
    /// let one = grundy::parse("nim(1)").unwrap();
    /// let two = grundy::parse("nim(2)").unwrap();
    /// // nim(1): the one move is the last, and loses. nim(2): take 1, and the opponent must
    /// // take the last.
    /// assert_eq!(Sum::misere_remoteness_of_each(&[&one, &two]).unwrap(), [Some(1), Some(2)]);
    /// ```
    pub fn misere_remoteness_of_each(sums: &[&Sum]) -> Result<Vec<Option<u64>>, GameError> {
        let game = SumGame::misere(ComponentGame);
        let states: Vec<_> = sums.iter().map(|sum| game.state_of(&sum.nodes())).collect();
        // The extra move of a finished game ends every line of play: it is not a move made.
        Ok(remoteness_of_sums(&game, &states)?
            .into_iter()
            .map(|r| r.map(|moves| moves - 1))
            .collect())
    }

    /// The remoteness by closed forms: when every component's family has one and at most one
    /// component has a move, the sum lasts as long as that component.
    fn remoteness_by_formula(&self) -> Option<SumRemoteness> {
        let mut moving = None;
        for component in self.components() {
            let known = component.remoteness()?;
            if known.moves.is_zero() {
                continue;
            }
            if moving.is_some() {
                return None;
            }
            moving = Some(known);
        }
        Some(match moving {
            Some(known) => SumRemoteness::Formula {
                moves: known.moves,
                rule: known.rule,
            },
            None => SumRemoteness::Formula {
                moves: BigUint::zero(),
                rule: "no move is left".to_string(),
            },
        })
    }

    /// The nim-value: the nim-sum of the components' values.
    pub fn nimber(&self) -> Result<BigUint, GameError> {
        self.components()
            .try_fold(BigUint::zero(), |acc, component| {
                Ok(acc ^ component.nimber()?)
            })
    }

    /// The generalized value (see [`crate::generalized`]): the nim-value unless some component is a
    /// loopy game of infinite value.
    ///
    /// ```
    /// let position = grundy::parse("nim(3,4)").unwrap();
    /// assert_eq!(position.loopy_value().unwrap(), grundy::LoopyValue::from(7u32));
    /// ```
    pub fn loopy_value(&self) -> Result<LoopyValue, GameError> {
        self.components()
            .try_fold(LoopyValue::from(0u32), |acc, component| {
                Ok(acc.nim_sum(&component.loopy_value()?))
            })
    }

    /// `P` if the player to move loses, `N` if they win, `D` for a draw (only possible with
    /// loopy components). A lone component answers for itself, so games whose outcome is known
    /// beyond their nim-value (Wythoff's at 10^40) still answer.
    pub fn outcome(&self) -> Result<Outcome, GameError> {
        match self.lone_component() {
            Some(component) => component.outcome(),
            // Equal to `Outcome::from_is_zero(self.nimber()?.is_zero())` when no component is
            // loopy (every generalized value is then finite and their sum is the nim-sum).
            None => Ok(self.loopy_value()?.outcome()),
        }
    }

    fn lone_component(&self) -> Option<&Arc<dyn Component>> {
        let mut components = self.components();
        let first = components.next();
        if components.next().is_none() {
            first
        } else {
            None
        }
    }

    /// Every winning move: for each component `i` of value `g_i`, its moves to value
    /// `g_i ⊕ X`, where `X` is the value of the sum. Empty when the sum is a P-position.
    pub fn winning_moves(&self) -> Result<Vec<SumMove>, GameError> {
        let components: Vec<&Arc<dyn Component>> = self.components().collect();
        let mut moves = Vec::new();
        for (index, target) in self.winning_targets()? {
            for component_move in components[index].moves_to_nimber(&target)? {
                moves.push(self.after(index, component_move));
            }
        }
        Ok(moves)
    }

    /// At most `limit` winning moves, found without listing them all where the components can:
    /// what a hint or a perfect player uses when [`Sum::winning_moves`] are too many to list
    /// (a Kayles row of 10^30 pins). Empty only when there is no winning move.
    ///
    /// ```
    /// let position = grundy::parse("kayles(10^30) + nim(3)").unwrap();
    /// assert!(position.winning_moves().is_err()); // far too many to list
    /// let some = position.some_winning_moves(3).unwrap();
    /// assert_eq!(some.len(), 3);
    /// assert!(some.iter().all(|m| m.to.nimber().unwrap() == 0u32.into()));
    /// ```
    pub fn some_winning_moves(&self, limit: usize) -> Result<Vec<SumMove>, GameError> {
        let components: Vec<&Arc<dyn Component>> = self.components().collect();
        let mut moves = Vec::new();
        // A component whose moves cannot even be sampled does not stop the others'.
        let mut unavailable = None;
        for (index, target) in self.winning_targets()? {
            if moves.len() >= limit {
                break;
            }
            match components[index].some_moves_to_nimber(&target, limit - moves.len()) {
                Ok(found) => {
                    let room = limit - moves.len();
                    moves.extend(
                        found
                            .into_iter()
                            .take(room)
                            .map(|component_move| self.after(index, component_move)),
                    );
                }
                Err(error @ GameError::TooLarge(_)) => unavailable = Some(error),
                Err(error) => return Err(error),
            }
        }
        match unavailable {
            Some(error) if moves.is_empty() => Err(error),
            _ => Ok(moves),
        }
    }

    /// Where the winning moves are: pairs `(component, value)` such that the winning moves
    /// are the moves of that component to a position of that value.
    fn winning_targets(&self) -> Result<Vec<(usize, BigUint)>, GameError> {
        if self.lone_component().is_some() {
            // A lone component answers for itself (Wythoff's game at 10^40 has no known value,
            // but its moves to P-positions are known).
            return Ok(vec![(0, BigUint::zero())]);
        }
        let loopy_values: Vec<LoopyValue> = self
            .components()
            .map(|component| component.loopy_value())
            .collect::<Result<_, _>>()?;
        let infinite: Vec<usize> = (0..loopy_values.len())
            .filter(|&index| loopy_values[index].is_infinite())
            .collect();
        match infinite.as_slice() {
            [] => {}
            // ∞(A) + x is N exactly when x ∈ A: the P-positions it can move to are those where
            // the infinite component has become an option of value x. A move elsewhere leaves
            // an infinite component, so never reaches a P-position.
            &[loopy] => {
                let rest = loopy_values
                    .iter()
                    .filter_map(LoopyValue::finite)
                    .fold(BigUint::zero(), |acc, value| acc ^ value);
                return Ok(vec![(loopy, rest)]);
            }
            // Two or more infinite components: a draw, so there is no winning move.
            _ => return Ok(Vec::new()),
        }
        let values: Vec<BigUint> = loopy_values
            .into_iter()
            .map(|value| match value {
                LoopyValue::Finite(value) => value,
                LoopyValue::Infinite { .. } => unreachable!("no component is infinite here"),
            })
            .collect();
        let total = values
            .iter()
            .fold(BigUint::zero(), |acc, value| acc ^ value);
        if total.is_zero() {
            return Ok(Vec::new());
        }
        Ok(values
            .iter()
            .enumerate()
            .map(|(index, value)| (index, value ^ &total))
            .collect())
    }

    /// How many winning moves there are, counted without listing them where the components can
    /// (a Kayles row of 10^30 pins has about 10^29).
    ///
    /// ```
    /// let position = grundy::parse("kayles(10^30)").unwrap();
    /// assert!(position.winning_moves().is_err()); // far too many to list
    /// assert!(position.count_winning_moves().unwrap() > 10u32.pow(9).into());
    /// ```
    pub fn count_winning_moves(&self) -> Result<BigUint, GameError> {
        if let Some(component) = self.lone_component() {
            return component.count_moves_to_nimber(&BigUint::zero());
        }
        let total = match self.loopy_value()? {
            LoopyValue::Finite(total) => total,
            LoopyValue::Infinite { .. } => return Ok(self.winning_moves()?.len().into()),
        };
        if total.is_zero() {
            return Ok(BigUint::zero());
        }
        let mut count = BigUint::zero();
        for component in self.components() {
            count += component.count_moves_to_nimber(&(component.nimber()? ^ &total))?;
        }
        Ok(count)
    }

    /// The move a perfect player makes: the first winning move if there is one (one found
    /// without listing them all when they are too many to list), otherwise (in a draw) a move
    /// that keeps the draw, otherwise a move that keeps the game going; `None` when no move is
    /// left.
    ///
    /// ```
    /// let position = grundy::parse("kayles(10^30)").unwrap();
    /// let chosen = position.perfect_move().unwrap().unwrap();
    /// assert_eq!(chosen.to.nimber().unwrap(), 0u32.into());
    /// ```
    pub fn perfect_move(&self) -> Result<Option<SumMove>, GameError> {
        let loopy = self
            .components()
            .any(|component| component.counter().is_some());
        let winning = match self.winning_moves() {
            // Too many to list (kayles(10^30)): one is enough, unless a loopy component needs
            // the least of them all to make progress.
            Err(GameError::TooLarge(_)) if !loopy => self.some_winning_moves(1)?,
            other => other?,
        };
        if loopy {
            return match self.progressing(winning)? {
                Some(chosen) => Ok(Some(chosen)),
                None => self.non_winning_move(),
            };
        }
        if let Some(chosen) = winning.into_iter().next() {
            return Ok(Some(chosen));
        }
        self.non_winning_move()
    }

    /// In a sum with loopy components, merely moving to some P-position can let the loser
    /// steer play round a cycle forever (the winner raises a component, the loser lowers it
    /// back). Following Smith and Fraenkel–Yesha, the winner moves to the P-position whose
    /// values, sorted, are least, and among those to the one of least counter sum: every pair of
    /// moves then decreases (values, counters) in a well-founded order, so play ends. (A lowering
    /// reply to a lowering move decreases the values; a reversal of a raise keeps them and
    /// decreases the counters.)
    fn progressing(&self, winning: Vec<SumMove>) -> Result<Option<SumMove>, GameError> {
        let mut best: Option<((Vec<BigUint>, u128), SumMove)> = None;
        for candidate in winning {
            let mut values: Vec<BigUint> = candidate
                .to
                .components()
                .map(|component| component.nimber())
                .collect::<Result<_, _>>()?;
            values.sort_unstable_by(|a, b| b.cmp(a));
            let counters: u128 = candidate
                .to
                .components()
                .map(|component| u128::from(component.counter().unwrap_or(0)))
                .sum();
            let key = (values, counters);
            if best.as_ref().is_none_or(|(least, _)| key < *least) {
                best = Some((key, candidate));
            }
        }
        Ok(best.map(|(_, chosen)| chosen))
    }

    /// A move from a position with no winning move: one keeping a draw, else any move.
    fn non_winning_move(&self) -> Result<Option<SumMove>, GameError> {
        match self.drawing_move()? {
            Some(drawing) => Ok(Some(drawing)),
            None => self.delaying_move(),
        }
    }

    /// Some legal move, made in the first component that has one; `None` when no move is left.
    pub(crate) fn delaying_move(&self) -> Result<Option<SumMove>, GameError> {
        for (index, component) in self.components().enumerate() {
            if let Some(component_move) = component.delaying_move()? {
                return Ok(Some(self.after(index, component_move)));
            }
        }
        Ok(None)
    }

    /// From a draw, a move to another drawn position (one always exists: a position none of
    /// whose moves leads to a draw or a P-position is itself P or N). `None` when the position is
    /// not a draw. Loopy (infinite) components are tried first; other components' options are
    /// listed only if needed, and skipped when too many to list.
    pub fn drawing_move(&self) -> Result<Option<SumMove>, GameError> {
        // Only a sum with an infinite component can be drawn; asking only that keeps ordinary
        // sums (whose values some families cannot even compute) off this path.
        let has_infinite = self
            .components()
            .any(|component| matches!(component.loopy_value(), Ok(LoopyValue::Infinite { .. })));
        if !has_infinite || self.outcome()? != Outcome::D {
            return Ok(None);
        }
        let mut order: Vec<(bool, usize)> = Vec::new();
        let mut escape_count = 0;
        for (index, component) in self.components().enumerate() {
            let infinite = match component.loopy_value() {
                Ok(LoopyValue::Infinite { escapes }) => {
                    escape_count += escapes.len();
                    true
                }
                _ => false,
            };
            order.push((!infinite, index));
        }
        order.sort_unstable();
        for (_, index) in order {
            let component = self.components().nth(index).expect("index is in range");
            let options = match component.options() {
                Ok(options) => options,
                // Too many options to list (nim(10^30)): moving the component to one of the
                // values 0..=(number of escape values + 1) avoids every escape value for at
                // least one choice, so trying those (and any move) is enough.
                Err(GameError::TooLarge(_)) => {
                    let mut few = Vec::new();
                    for target in 0..=escape_count + 1 {
                        match component.moves_to_nimber(&BigUint::from(target)) {
                            Ok(moves) => few.extend(moves),
                            Err(GameError::TooLarge(_)) => {}
                            Err(error) => return Err(error),
                        }
                    }
                    few.extend(component.delaying_move()?);
                    few
                }
                Err(error) => return Err(error),
            };
            for component_move in options {
                let candidate = self.after(index, component_move);
                if candidate.to.outcome()? == Outcome::D {
                    return Ok(Some(candidate));
                }
            }
        }
        Ok(None)
    }

    /// Whether no move is left.
    pub fn is_over(&self) -> Result<bool, GameError> {
        for component in self.components() {
            if component.delaying_move()?.is_some() {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// Every move of the sum, component by component (for listing in `play`). Each move holds
    /// the whole resulting sum, so the list takes about (moves × components) space: it is
    /// checked against the memory limit of the budget entered on this thread, whose deadline
    /// and cancellation also stop it.
    ///
    /// ```
    /// use grundy::{Budget, GameError, LimitExceeded};
    /// let position = grundy::parse("nim(2) + nim(1)").unwrap();
    /// let moves: Vec<String> = position.moves().unwrap().iter().map(|m| m.to.to_string()).collect();
    /// assert_eq!(moves, ["nim(1) + nim(1)", "nim(0) + nim(1)", "nim(2) + nim(0)"]);
    /// let huge = grundy::parse("nim(999999, 1, 1, 1, 1, 1, 1, 1)").unwrap();
    /// let error = Budget::default().with_memory_limit(1 << 20).run(|| huge.moves()).unwrap_err();
    /// assert!(matches!(error, GameError::Limit(LimitExceeded::Memory { .. })));
    /// ```
    pub fn moves(&self) -> Result<Vec<SumMove>, GameError> {
        let budget = Budget::current();
        let mut ticker = budget.ticker(256);
        let per_move = (self.len() as u64)
            .saturating_mul(std::mem::size_of::<Arc<dyn Component>>() as u64)
            .saturating_add(std::mem::size_of::<SumMove>() as u64);
        let mut moves = Vec::new();
        for (index, component) in self.components().enumerate() {
            let options = component.options()?;
            let count = (moves.len() + options.len()) as u64;
            budget.check_memory_of(count.saturating_mul(per_move), || tr!("memory-sum-moves"))?;
            for component_move in options {
                ticker.tick()?;
                moves.push(self.after(index, component_move));
            }
        }
        Ok(moves)
    }

    /// Reads a move typed as `C -> ARGS` (or `C ARGS`): component number `C`, counted from 1,
    /// becomes the position written `ARGS`, as in `2 -> 1` or `1 -> 3,6` for a split.
    ///
    /// ```
    /// let position = grundy::parse("nim(3,4,5)").unwrap();
    /// let chosen = position.parse_move("1 -> 1").unwrap();
    /// assert_eq!(chosen.to.to_string(), "nim(1,4,5)");
    /// assert!(position.parse_move("2 -> 9").is_err());
    /// ```
    pub fn parse_move(&self, line: &str) -> Result<SumMove, MoveError> {
        let start = line.len() - line.trim_start().len();
        let digits = line[start..]
            .find(|c: char| !c.is_ascii_digit())
            .map_or(line.len(), |end| start + end);
        let column_of = |byte: usize| line[..byte].chars().count() + 1;
        let count = self.len();
        let index = line[start..digits]
            .parse::<usize>()
            .ok()
            .filter(|&number| (1..=count).contains(&number))
            .ok_or_else(|| {
                ParseError::new(
                    column_of(start),
                    tr!("move-component-number", count = count),
                )
            })?
            - 1;
        let rest = &line[digits..];
        let after_arrow = rest.trim_start();
        let after_arrow = after_arrow
            .strip_prefix("->")
            .or_else(|| after_arrow.strip_prefix(':'))
            .unwrap_or(after_arrow);
        let args_start = line.len() - after_arrow.len();
        let args = split_list(after_arrow, column_of(args_start))?;
        let component = self.components().nth(index).expect("index is in range");
        let component_move = component.parse_move(&args)?;
        Ok(self.after(index, component_move))
    }

    /// The sum after component `index` makes `component_move`.
    pub(crate) fn after(&self, index: usize, component_move: ComponentMove) -> SumMove {
        let mut terms = self.terms.clone();
        let mut offset = index;
        for term in &mut terms {
            if offset < term.components.len() {
                term.components
                    .splice(offset..=offset, component_move.parts.iter().cloned());
                break;
            }
            offset -= term.components.len();
        }
        let replacement: Vec<String> = component_move
            .parts
            .iter()
            .map(|part| part.format_args())
            .collect();
        let replacement = match component_move.parts.first() {
            Some(part) => part.join_args(&replacement),
            None => String::new(),
        };
        SumMove {
            component: index,
            description: component_move.description,
            replacement,
            to: Sum { terms },
        }
    }
}

impl fmt::Display for Sum {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, term) in self.terms.iter().enumerate() {
            if i > 0 {
                f.write_str(" + ")?;
            }
            let args: Vec<String> = term.components.iter().map(|c| c.format_args()).collect();
            let args = match term.components.first() {
                Some(first) => first.join_args(&args),
                None => String::new(),
            };
            write!(f, "{}({})", term.name, args)?;
        }
        Ok(())
    }
}

impl fmt::Debug for Sum {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Sum({self})")
    }
}
