//! Compounds: several games played together, a turn moving in more than one of them (C. A. B.
//! Smith, *Graphs and composite games*, J. Combinatorial Theory 1 (1966); Berlekamp, Conway,
//! Guy, *Winning Ways*, ch. 9). The disjunctive sum (`+`) moves in exactly one component; the
//! compounds here move in several, by a rule of their own, one file each:
//! - [`every`](super::every): Every-SG, every component that can move; play ends when none can;
//! - [`conjunctive`](super::conjunctive): `all`, every component; play ends as soon as one
//!   cannot move;
//! - [`selective`](super::selective): `any`, any non-empty set of components.
//!
//! This module holds what they share: the position (the inner sum, written `every(EXPR)`), the
//! combined moves, the notation, and a family that answers by its rule's theory ([`Compound`]).
//! A rule ([`CompoundRule`]) says which components move together and how the compound's
//! outcome follows from a value of each component (suspense, remoteness, outcome), so a sum of
//! any games is decided without searching the compound. The nim-value of a compound (needed
//! when it is itself a component of a disjunctive sum) is found by search of the compound.

use std::marker::PhantomData;
use std::sync::{Arc, Mutex, PoisonError};

use num_bigint::BigUint;
use num_traits::Zero;

use crate::budget::tr;
use crate::expr::{ParseError, Token};
use crate::family::{ClosedRemoteness, ComponentGame, ComponentMove, ComponentNode};
use crate::solver::Valuation;
use crate::{Budget, Evaluator, Game, GameError, Notation, Outcome, Solver, Sum};

/// How a compound reads its inner expression: the parser that read the compound itself, so that
/// the inner expression follows the same policy (files, inline rules).
pub type ReadSum = Arc<dyn Fn(&str) -> Result<Sum, ParseError> + Send + Sync>;

/// The most combined moves a compound lists.
pub(crate) const MAX_COMBINED_MOVES: u64 = 100_000;

/// The rule of a compound: which components move together, and the theory that decides it.
pub trait CompoundRule: Send + Sync + 'static {
    /// The name as written (`every`).
    const NAME: &'static str;
    /// The rules, for people, in the language of the computation.
    fn rules() -> String;
    /// What one move does, for people (`move in every component`), in the language of the
    /// computation.
    fn one_move() -> String;
    /// Whether play stops as soon as one component has ended: a component that a move leaves
    /// with nothing (a last Kayles pin taken) then ends the compound, written `all()`.
    const ENDS_WITH_ANY_COMPONENT: bool = false;
    /// The value the theory gives each component; an option's parts (after a split) are
    /// components of the compound too, so the valuation combines them as the compound does.
    type Theory: Valuation<Value: Send> + Default + Send + 'static;
    /// How many combined moves components with `moves` moves each make (`None` beyond `u64`).
    fn combined_count(moves: &[u64]) -> Option<u64>;
    /// The sets of components that move together, as indices, given which can move; empty when
    /// the compound has no move. Asked only once [`CompoundRule::combined_count`] is small.
    fn movers(movable: &[bool]) -> Vec<Vec<usize>>;
    /// Whether the compound of components with these values is a P-position.
    fn is_p(values: &[<Self::Theory as Valuation>::Value]) -> bool;
    /// Why, in words, for the compound `sum` of components with these values.
    fn explain(sum: &Sum, values: &[<Self::Theory as Valuation>::Value]) -> String;
    /// The compound's remoteness by the theory, when it gives one.
    fn remoteness(_values: &[<Self::Theory as Valuation>::Value]) -> Option<ClosedRemoteness> {
        None
    }
}

/// A position of a compound: the inner sum, equal to another when it holds the same components
/// in any order. `last_move` describes how it was reached (not part of equality).
#[derive(Clone, Debug)]
pub struct CompoundPosition {
    sum: Sum,
    key: Vec<String>,
    last_move: String,
}

impl CompoundPosition {
    fn new(sum: Sum, last_move: String) -> Self {
        let mut key: Vec<String> = sum.components().map(|c| c.expression()).collect();
        key.sort_unstable();
        CompoundPosition {
            sum,
            key,
            last_move,
        }
    }

    /// The inner sum.
    pub fn sum(&self) -> &Sum {
        &self.sum
    }
}

impl PartialEq for CompoundPosition {
    fn eq(&self, other: &Self) -> bool {
        self.key == other.key
    }
}

impl Eq for CompoundPosition {}

impl std::hash::Hash for CompoundPosition {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.key.hash(state);
    }
}

/// The moves of a compound under rule `C`, as a [`Game`]: the definition, which the theory is
/// tested against and the nim-value is searched with.
pub struct CompoundMoves<C>(PhantomData<C>);

impl<C> Default for CompoundMoves<C> {
    fn default() -> Self {
        CompoundMoves(PhantomData)
    }
}

impl<C: CompoundRule> Game for CompoundMoves<C> {
    type Position = CompoundPosition;

    fn options(
        &self,
        position: &CompoundPosition,
    ) -> Result<Vec<Vec<CompoundPosition>>, GameError> {
        let per_component: Vec<Vec<ComponentMove>> = position
            .sum
            .components()
            .map(|component| component.options())
            .collect::<Result<_, _>>()?;
        let moves: Vec<u64> = per_component.iter().map(|m| m.len() as u64).collect();
        let count = C::combined_count(&moves)
            .filter(|&count| count <= MAX_COMBINED_MOVES)
            .ok_or_else(|| {
                GameError::TooLarge(tr!(
                    "too-large-combined-moves",
                    family = C::NAME,
                    sum = position.sum.to_string(),
                    most = MAX_COMBINED_MOVES.to_string()
                ))
            })?;
        let movable: Vec<bool> = moves.iter().map(|&m| m > 0).collect();
        // Each option is a copy of the whole sum: bound the list, and look at the deadline and
        // the cancel switch while building it.
        let budget = Budget::current();
        let bytes_per_option = (position.sum.len() as u64 + 1) * 64;
        budget.check_memory(
            count.saturating_mul(bytes_per_option),
            tr!(
                "compound-memory-moves",
                count = count.to_string(),
                name = C::NAME
            ),
        )?;
        let mut ticker = budget.ticker(256);
        let mut options = Vec::with_capacity(count as usize);
        for movers in C::movers(&movable) {
            let mut choice = vec![0usize; movers.len()];
            loop {
                ticker.tick()?;
                let chosen = movers
                    .iter()
                    .enumerate()
                    .map(|(slot, &index)| (index, per_component[index][choice[slot]].clone()));
                options.push(vec![combined::<C>(&position.sum, chosen.collect())]);
                if !next_choice(&mut choice, |slot| per_component[movers[slot]].len()) {
                    break;
                }
            }
        }
        Ok(options)
    }
}

/// The compound after the moves `chosen` (component index and move, in increasing order of
/// index), described in words.
fn combined<C: CompoundRule>(sum: &Sum, chosen: Vec<(usize, ComponentMove)>) -> CompoundPosition {
    let mut descriptions: Vec<String> = chosen.iter().map(|(_, m)| m.description.clone()).collect();
    if C::ENDS_WITH_ANY_COMPONENT && chosen.iter().any(|(_, m)| m.parts.is_empty()) {
        descriptions.push(tr!("compound-play-stops"));
        return CompoundPosition::new(
            Sum::from_terms(Vec::new()),
            descriptions.join(&tr!("compound-move-separator")),
        );
    }
    // Apply the moves from the last component to the first, so that a split in a later
    // component does not shift the indices of earlier ones.
    let mut after = sum.clone();
    for (index, chosen) in chosen.into_iter().rev() {
        after = after.after(index, chosen).to;
    }
    CompoundPosition::new(after, descriptions.join(&tr!("compound-move-separator")))
}

/// Advances `choice` like an odometer whose wheel `slot` has `wheel(slot)` positions; `false`
/// once every combination was made.
fn next_choice(choice: &mut [usize], wheel: impl Fn(usize) -> usize) -> bool {
    for slot in (0..choice.len()).rev() {
        choice[slot] += 1;
        if choice[slot] < wheel(slot) {
            return true;
        }
        choice[slot] = 0;
    }
    false
}

/// A compound under rule `C`: the family of `every(…)`, `all(…)` or `any(…)`.
pub struct Compound<C: CompoundRule> {
    read: ReadSum,
    theory: Mutex<Evaluator<ComponentGame, C::Theory>>,
    nimbers: Mutex<Solver<CompoundMoves<C>>>,
}

impl<C: CompoundRule> Compound<C> {
    /// The compound (the same for every sum), reading inner expressions with `read` (see
    /// [`Parser::nested`](crate::parse::Parser::nested)).
    pub fn new(read: ReadSum) -> Self {
        Compound {
            read,
            theory: Mutex::new(Evaluator::with_valuation(
                ComponentGame,
                C::Theory::default(),
            )),
            nimbers: Mutex::new(Solver::new(CompoundMoves::default())),
        }
    }

    /// The theory's value of each component of the position, in order.
    pub(crate) fn values(
        &self,
        position: &CompoundPosition,
    ) -> Result<Vec<<C::Theory as Valuation>::Value>, GameError> {
        let mut evaluator = self.theory.lock().unwrap_or_else(PoisonError::into_inner);
        position
            .sum
            .components()
            .map(|component| evaluator.value(&ComponentNode::new(Arc::clone(component))))
            .collect()
    }

    fn is_p(&self, position: &CompoundPosition) -> Result<bool, GameError> {
        Ok(C::is_p(&self.values(position)?))
    }
}

impl<C: CompoundRule> Game for Compound<C> {
    type Position = CompoundPosition;

    fn options(
        &self,
        position: &CompoundPosition,
    ) -> Result<Vec<Vec<CompoundPosition>>, GameError> {
        CompoundMoves::<C>::default().options(position)
    }
}

impl<C: CompoundRule> Notation for Compound<C> {
    fn name(&self) -> String {
        C::NAME.to_string()
    }

    fn parse_positions(&self, args: &[Token]) -> Result<Vec<CompoundPosition>, ParseError> {
        // `all()`: a compound with nothing left, where play has stopped.
        if args.is_empty() || matches!(args, [only] if only.text.trim().is_empty()) {
            return Ok(vec![CompoundPosition::new(
                Sum::from_terms(Vec::new()),
                String::new(),
            )]);
        }
        let [inner] = args else {
            let column = args.get(1).map_or(1, |extra| extra.column);
            return Err(ParseError::new(
                column,
                tr!("compound-one-expression", name = C::NAME),
            ));
        };
        let sum = (self.read)(inner.text).map_err(|mut error| {
            error.column += inner.column - 1;
            error
        })?;
        Ok(vec![CompoundPosition::new(sum, String::new())])
    }

    fn format_position(&self, position: &CompoundPosition) -> String {
        position.sum.to_string()
    }

    fn describe_move(&self, _from: &CompoundPosition, to: &[CompoundPosition]) -> String {
        match to {
            [after] if !after.last_move.is_empty() => tr!(
                "compound-move-with",
                rule = C::one_move(),
                moves = &after.last_move
            ),
            _ => C::one_move(),
        }
    }
}

/// What the family traits answer, for every rule (the impls below delegate here).
impl<C: CompoundRule> Compound<C> {
    pub(crate) fn compound_nimber(
        &self,
        position: &CompoundPosition,
    ) -> Result<BigUint, GameError> {
        let mut solver = self.nimbers.lock().unwrap_or_else(PoisonError::into_inner);
        Ok(solver.nimber(position)?.0.into())
    }

    pub(crate) fn compound_outcome(
        &self,
        position: &CompoundPosition,
    ) -> Result<Outcome, GameError> {
        Ok(Outcome::from_is_zero(self.is_p(position)?))
    }

    pub(crate) fn compound_remoteness(
        &self,
        position: &CompoundPosition,
    ) -> Option<ClosedRemoteness> {
        C::remoteness(&self.values(position).ok()?)
    }

    pub(crate) fn compound_options_of_nimber(
        &self,
        position: &CompoundPosition,
        target: &BigUint,
    ) -> Result<Vec<Vec<CompoundPosition>>, GameError> {
        if !target.is_zero() {
            let mut solver = self.nimbers.lock().unwrap_or_else(PoisonError::into_inner);
            // Values found by search are small; a target beyond 64 bits is never reached.
            return match u64::try_from(target) {
                Ok(target) => solver.options_of_value(position, crate::Nimber(target)),
                Err(_) => Ok(Vec::new()),
            };
        }
        // The moves to value 0 are the moves to P-positions, which the theory recognizes.
        let mut found = Vec::new();
        for option in CompoundMoves::<C>::default().options(position)? {
            if self.is_p(&option[0])? {
                found.push(option);
            }
        }
        Ok(found)
    }

    pub(crate) fn compound_delaying_move(
        &self,
        position: &CompoundPosition,
    ) -> Result<Option<Vec<CompoundPosition>>, GameError> {
        // One combined move needs only one move per component that moves.
        let delaying: Vec<Option<ComponentMove>> = position
            .sum
            .components()
            .map(|component| component.delaying_move())
            .collect::<Result<_, _>>()?;
        let movable: Vec<bool> = delaying.iter().map(Option::is_some).collect();
        let Some(movers) = C::movers(&movable).into_iter().next() else {
            return Ok(None);
        };
        let chosen = movers
            .into_iter()
            .map(|index| (index, delaying[index].clone().expect("a mover can move")))
            .collect();
        Ok(Some(vec![combined::<C>(&position.sum, chosen)]))
    }
}

/// The family traits for a rule's compound, delegating to the methods above; each rule's file
/// invokes it for its own type. Written for each concrete type, because the traits' bounds
/// keep the compiler from seeing a generic compound's positions as [`CompoundPosition`]s.
macro_rules! compound_family {
    ($($rule:ty),*) => {$(
        impl $crate::Teaching for $crate::games::Compound<$rule> {
            fn rules(&self) -> String {
                <$rule as $crate::games::CompoundRule>::rules()
            }

            fn explain(&self, position: &$crate::games::CompoundPosition) -> Result<String, $crate::GameError> {
                Ok(<$rule as $crate::games::CompoundRule>::explain(
                    position.sum(),
                    &self.values(position)?,
                ))
            }
        }

        impl $crate::Family for $crate::games::Compound<$rule> {
            fn nimber(&self, position: &$crate::games::CompoundPosition) -> Result<num_bigint::BigUint, $crate::GameError> {
                self.compound_nimber(position)
            }

            fn outcome(&self, position: &$crate::games::CompoundPosition) -> Result<$crate::Outcome, $crate::GameError> {
                self.compound_outcome(position)
            }

            fn remoteness(&self, position: &$crate::games::CompoundPosition) -> Option<$crate::ClosedRemoteness> {
                self.compound_remoteness(position)
            }

            fn options_of_nimber(
                &self,
                position: &$crate::games::CompoundPosition,
                target: &num_bigint::BigUint,
            ) -> Result<Vec<Vec<$crate::games::CompoundPosition>>, $crate::GameError> {
                self.compound_options_of_nimber(position, target)
            }

            fn delaying_move(
                &self,
                position: &$crate::games::CompoundPosition,
            ) -> Result<Option<Vec<$crate::games::CompoundPosition>>, $crate::GameError> {
                self.compound_delaying_move(position)
            }
        }
    )*};
}

pub(crate) use compound_family;

impl<C: CompoundRule> std::fmt::Debug for Compound<C> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Compound({})", C::NAME)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    #[test]
    fn a_compound_that_stops_says_so_in_chinese() {
        let budget = crate::budget::chinese();
        let position = crate::parse("all(kayles(1) + nim(5))").unwrap();
        let moves = budget.run(|| position.winning_moves().unwrap());
        assert!(
            moves[0].description.starts_with("在每个分量中各走一步："),
            "{}",
            moves[0].description
        );
        assert!(
            moves[0]
                .description
                .ends_with("有一个分量已无剩余，游戏就此停止")
        );
    }

    /// A compound position of rule `C` read from `inner`.
    pub(crate) fn position<C: CompoundRule>(inner: &str) -> CompoundPosition {
        Compound::<C>::new(crate::parse::Parser::new().nested())
            .parse_positions(&[Token {
                text: inner,
                column: 7,
            }])
            .unwrap()
            .remove(0)
    }

    /// Whether the player to move wins the compound in misère play, by the definition: with no
    /// move, yes (the opponent made the last move); else exactly when some move leaves a loss.
    fn misere_wins<C: CompoundRule>(
        position: &CompoundPosition,
        memo: &mut std::collections::HashMap<CompoundPosition, bool>,
    ) -> bool {
        if let Some(&known) = memo.get(position) {
            return known;
        }
        let options = CompoundMoves::<C>::default().options(position).unwrap();
        let wins = options.is_empty() || options.iter().any(|o| !misere_wins::<C>(&o[0], memo));
        memo.insert(position.clone(), wins);
        wins
    }

    /// The inner expression of a compound written `name(EXPR)`.
    fn inner_of(sum: &Sum) -> String {
        let text = sum.to_string();
        let open = text.find('(').unwrap();
        text[open + 1..text.len() - 1].to_string()
    }

    /// Checks the theory of rule `C` on `inner` against search of the compound itself: the
    /// outcome, the winning moves, and (normal and misère) play of the compound in a sum.
    pub(crate) fn theory_agrees_with_search<C: CompoundRule>(inner: &str) {
        let start = position::<C>(inner);
        let compound = Compound::<C>::new(crate::parse::Parser::new().nested());
        let mut solver = Solver::new(CompoundMoves::<C>::default());
        let expected = solver.outcome(&start).unwrap();
        assert_eq!(
            compound.compound_outcome(&start).unwrap(),
            expected,
            "{}({inner})",
            C::NAME
        );
        let keys = |options: Vec<Vec<CompoundPosition>>| -> Vec<Vec<String>> {
            options.into_iter().map(|o| o[0].key.clone()).collect()
        };
        assert_eq!(
            keys(
                compound
                    .compound_options_of_nimber(&start, &BigUint::zero())
                    .unwrap()
            ),
            keys(solver.options_of_value(&start, crate::Nimber(0)).unwrap()),
            "{}({inner})",
            C::NAME
        );
        // Misère play (by the library's misère analysis of the compound as a component) against
        // the definition on the compound's own moves.
        let sum = crate::parse(&format!("{}({inner})", C::NAME)).unwrap();
        let analysis = sum.misere().unwrap();
        let mut memo = std::collections::HashMap::new();
        let wins = misere_wins::<C>(&start, &mut memo);
        assert_eq!(
            analysis.outcome,
            Outcome::from_is_zero(!wins),
            "{}({inner}) misère",
            C::NAME
        );
        for winning in &analysis.winning_moves {
            let after = position::<C>(&inner_of(&winning.to));
            assert!(
                !misere_wins::<C>(&after, &mut memo),
                "{} wins misère",
                winning.to
            );
        }
        // The closed remoteness, where the theory gives one, is the compound's own.
        if let Some(closed) = compound.compound_remoteness(&start) {
            let mut remoteness = Evaluator::with_valuation(
                CompoundMoves::<C>::default(),
                crate::solver::remoteness::Remoteness,
            );
            assert_eq!(
                closed.moves,
                remoteness.value(&start).unwrap().into(),
                "{}({inner})",
                C::NAME
            );
        }
    }
}
