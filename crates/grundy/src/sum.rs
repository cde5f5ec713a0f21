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

use crate::expr::{self, ParseError, split_list};
use crate::family::{AnyFamily, Component, ComponentMove, MoveError};
use crate::{GameError, Outcome, registry};

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
struct Term {
    name: String,
    components: Vec<Arc<dyn Component>>,
}

/// A move in a sum: which component (0-based, counting components across all terms), what the
/// move does, and the whole position it leads to.
#[derive(Clone)]
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

/// Parses a game expression such as `nim(3,4,5) + sub[1,3,4](10)`.
///
/// ```
/// let position = grundy::parse("nim(3,4,5)").unwrap();
/// assert_eq!(position.to_string(), "nim(3,4,5)");
/// assert_eq!(grundy::parse("nim(3,,4)").unwrap_err().column, 7);
/// ```
pub fn parse(source: &str) -> Result<Sum, ParseError> {
    let mut terms = Vec::new();
    for syntax in expr::split_terms(source)? {
        let family = registry::family(&syntax)?;
        let Some(args) = &syntax.args else {
            let after_name = syntax.name.column + syntax.name.text.chars().count();
            return Err(ParseError::new(
                after_name,
                format!("expected `(` and a position, as in {}(10)", family.name()),
            ));
        };
        terms.push(Term {
            name: family.name(),
            components: family.components(&args.items)?,
        });
    }
    Ok(Sum { terms })
}

/// Parses a family written without a position, such as `sub[1,3,4]` (for sequences and tables).
///
/// ```
/// let family = grundy::parse_family("bash[3]").unwrap();
/// assert_eq!(family.name(), "bash[3]");
/// assert!(grundy::parse_family("bash[3](10)").is_err());
/// ```
pub fn parse_family(source: &str) -> Result<Arc<dyn AnyFamily>, ParseError> {
    let terms = expr::split_terms(source)?;
    if let Some(second) = terms.get(1) {
        return Err(second.name.error("expected one family, not a sum"));
    }
    let term = &terms[0];
    if let Some(args) = &term.args {
        return Err(ParseError::new(
            args.column,
            format!(
                "write the family without a position (just `{}`): heap sizes are supplied for you",
                &source[..source.find('(').unwrap_or(source.len())].trim()
            ),
        ));
    }
    registry::family(term)
}

impl Sum {
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

    /// The nim-value: the nim-sum of the components' values.
    pub fn nimber(&self) -> Result<BigUint, GameError> {
        self.components()
            .try_fold(BigUint::zero(), |acc, component| {
                Ok(acc ^ component.nimber()?)
            })
    }

    /// `P` if the player to move loses, `N` if they win. A lone component answers for itself,
    /// so games whose outcome is known beyond their nim-value (Wythoff's at 10^40) still answer.
    pub fn outcome(&self) -> Result<Outcome, GameError> {
        match self.lone_component() {
            Some(component) => component.outcome(),
            None => Ok(Outcome::from_is_zero(self.nimber()?.is_zero())),
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
        if let Some(component) = self.lone_component() {
            let moves = component.moves_to_nimber(&BigUint::zero())?;
            return Ok(moves.into_iter().map(|m| self.after(0, m)).collect());
        }
        let values: Vec<BigUint> = self
            .components()
            .map(|component| component.nimber())
            .collect::<Result<_, _>>()?;
        let total = values
            .iter()
            .fold(BigUint::zero(), |acc, value| acc ^ value);
        if total.is_zero() {
            return Ok(Vec::new());
        }
        let mut moves = Vec::new();
        for (index, (component, value)) in self.components().zip(&values).enumerate() {
            for component_move in component.moves_to_nimber(&(value ^ &total))? {
                moves.push(self.after(index, component_move));
            }
        }
        Ok(moves)
    }

    /// The move a perfect player makes: the first winning move if there is one, otherwise a move
    /// that keeps the game going; `None` when no move is left.
    pub fn perfect_move(&self) -> Result<Option<SumMove>, GameError> {
        if let Some(winning) = self.winning_moves()?.into_iter().next() {
            return Ok(Some(winning));
        }
        for (index, component) in self.components().enumerate() {
            if let Some(component_move) = component.delaying_move()? {
                return Ok(Some(self.after(index, component_move)));
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

    /// Every move of the sum, component by component (for listing in `play`).
    pub fn moves(&self) -> Result<Vec<SumMove>, GameError> {
        let mut moves = Vec::new();
        for (index, component) in self.components().enumerate() {
            for component_move in component.options()? {
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
                    format!("start with a component number from 1 to {count}, as in `1 -> 2`"),
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
    pub fn after(&self, index: usize, component_move: ComponentMove) -> SumMove {
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
        SumMove {
            component: index,
            description: component_move.description,
            replacement: replacement.join(","),
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
            write!(f, "{}({})", term.name, args.join(","))?;
        }
        Ok(())
    }
}

impl fmt::Debug for Sum {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Sum({self})")
    }
}
