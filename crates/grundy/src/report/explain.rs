//! Explanations of positions for people: the rules, each component's value and why, the nim-sum
//! arithmetic, and why each winning move wins — what a teacher would write on the board.
//!
//! [`Explanation`] holds the pieces (a web page draws the binary columns itself); its `text`
//! is the same reasoning written out, as `grundy eval --explain` prints it.

use std::fmt::Write as _;

use num_bigint::BigUint;
use num_traits::Zero;
use serde::Serialize;

use super::eval::move_reports;
use super::{Integer, MoveReport};
use crate::budget::tr;
use crate::misere::MisereMethod;
use crate::{Component, GameError, Outcome, Sum};

/// The most components whose values are written out in binary.
const MAX_BINARY_ROWS: usize = 8;
/// The widest value (in bits) written out in binary.
const MAX_BINARY_BITS: u64 = 64;

/// The reasoning behind a position's outcome and winning moves: `GET /api/explain`; its `text`
/// is `grundy eval --explain`.
///
/// ```
/// let position = grundy::parse("nim(3,4,5)").unwrap();
/// let explanation = position.explanation().unwrap();
/// assert_eq!(explanation.nim_sum.as_ref().unwrap().to_string(), "2");
/// let binary = explanation.binary.as_ref().unwrap();
/// assert_eq!(binary.rows, ["011", "100", "101"]);
/// assert_eq!(binary.total, "010");
/// // The one component with a winning move: nim(3), of value 3, must go to 3 ⊕ 2 = 1.
/// let target = &explanation.targets[0];
/// assert_eq!((target.value.to_string(), target.target.to_string()), ("3".into(), "1".into()));
/// assert_eq!(target.moves[0].to, "nim(1,4,5)");
/// assert!(explanation.targets[1].moves.is_empty());
/// ```
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(
    feature = "openapi",
    derive(utoipa::ToSchema),
    schema(
        description = "The reasoning behind a position's outcome in normal play, in pieces and in \
            words: the rules, each component's value and why, the nim-sum in binary columns, and \
            the value a winning move must reach in each component; `text` is the whole reasoning \
            written out, as the command line prints it."
    )
)]
pub struct Explanation {
    /// The position, as it prints.
    pub expr: String,
    /// Who wins with perfect play: `N` (the player to move), `P` (the other player) or `D` (a
    /// draw, in a loopy game).
    pub outcome: Outcome,
    /// The rules of each family in the position, once each.
    pub rules: Vec<String>,
    /// Each component with its value and the reason for it.
    pub components: Vec<ComponentValue>,
    /// The nim-sum of the components' values, for a sum of finite values.
    #[cfg_attr(feature = "openapi", schema(required))]
    pub nim_sum: Option<Integer>,
    /// The nim-sum worked in binary columns, when the values are few and small enough.
    #[cfg_attr(feature = "openapi", schema(required))]
    pub binary: Option<BinaryColumns>,
    /// For a sum whose nim-sum is not 0: each component, the value a winning move there must
    /// reach, and the winning moves that do (empty when none can). Empty otherwise.
    pub targets: Vec<ComponentTarget>,
    /// Every winning move; none (null) when they are too many to list.
    #[cfg_attr(feature = "openapi", schema(required))]
    pub winning_moves: Option<Vec<MoveReport>>,
    /// How many winning moves there are, when they are not listed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winning_move_count: Option<Integer>,
    /// Why the winning moves are not listed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winning_moves_unlisted: Option<String>,
    /// The generalized value of the whole sum, when some component is loopy of infinite value.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub loopy_value: Option<String>,
    /// The whole reasoning in words (what `grundy eval --explain` prints).
    pub text: String,
}

/// A component of an explained position.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ComponentValue {
    /// Its index in the sum, from 0.
    pub component: usize,
    /// The component as an expression (`nim(3)`).
    pub expr: String,
    /// Its nim-value, when it is known and finite.
    #[cfg_attr(feature = "openapi", schema(required))]
    pub nimber: Option<Integer>,
    /// Its generalized value, when it is loopy of infinite value (`∞{0,2}`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub loopy_value: Option<String>,
    /// Why it has that value (or that outcome), in words.
    pub reason: String,
}

/// A nim-sum worked in binary: the values as rows of bits of one width, and their sum.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct BinaryColumns {
    /// The values in binary, one row per component, padded to the same width.
    pub rows: Vec<String>,
    /// The nim-sum in binary, the same width.
    pub total: String,
}

/// Where a winning move in one component must go: to value `value ⊕ nim-sum`.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ComponentTarget {
    /// The component's index in the sum.
    pub component: usize,
    /// The component as an expression.
    pub expr: String,
    /// Its value.
    pub value: Integer,
    /// The value a winning move must leave it with (its value ⊕ the nim-sum).
    pub target: Integer,
    /// The winning moves in this component (none when no move reaches the target).
    pub moves: Vec<MoveReport>,
}

/// The reasoning behind a misère outcome (no structure beyond the text yet): the method that
/// decided it (a theorem, the game's misère quotient, or exhaustive search), the winning moves
/// and the text `grundy eval E --misere --explain` prints.
///
/// ```
/// use grundy::report::explain::MisereExplanation;
/// let position = grundy::parse("nim(1,1,1)").unwrap();
/// let explanation = MisereExplanation::of(&position).unwrap();
/// assert_eq!(explanation.outcome, grundy::Outcome::P); // an odd number of single stones
/// assert!(explanation.winning_moves.is_empty());
/// ```
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(
    feature = "openapi",
    derive(utoipa::ToSchema),
    schema(
        description = "The reasoning behind a misère outcome: the method that decided it (a \
            theorem, the game's misère quotient, or exhaustive search), the winning moves, and \
            `text`, the reasoning written out as the command line prints it."
    )
)]
pub struct MisereExplanation {
    /// The position, written out.
    pub expr: String,
    /// Always `misere`.
    pub convention: &'static str,
    /// Who wins in misère play: `N` (the player to move) or `P` (the other player).
    pub outcome: Outcome,
    /// How the outcome was decided.
    pub method: MisereMethod,
    /// Every winning move.
    pub winning_moves: Vec<MoveReport>,
    /// The reasoning, written out.
    pub text: String,
}

impl MisereExplanation {
    /// The misère analysis of `position`, under the budget entered on this thread.
    pub fn of(position: &Sum) -> Result<MisereExplanation, GameError> {
        let analysis = position.misere()?;
        Ok(MisereExplanation {
            expr: position.to_string(),
            convention: "misere",
            outcome: analysis.outcome,
            method: analysis.method,
            winning_moves: move_reports(&analysis.winning_moves),
            text: analysis.explain(position),
        })
    }
}

impl Sum {
    /// The reasoning behind this position's outcome and winning moves, in plain words.
    ///
    /// ```
    /// let position = grundy::parse("nim(3,4,5)").unwrap();
    /// let text = position.explain().unwrap();
    /// assert!(text.contains("3 ⊕ 4 ⊕ 5 = 2"));
    /// assert!(text.contains("take 2 from nim(3), leaving 1"));
    /// ```
    pub fn explain(&self) -> Result<String, GameError> {
        Ok(self.explanation()?.text)
    }

    /// The reasoning behind this position's outcome and winning moves, in pieces and in words
    /// (see [`Explanation`]).
    pub fn explanation(&self) -> Result<Explanation, GameError> {
        let components: Vec<&std::sync::Arc<dyn Component>> = self.components().collect();
        let mut explanation = Explanation {
            expr: self.to_string(),
            outcome: self.outcome()?,
            rules: family_rules(self),
            components: Vec::with_capacity(components.len()),
            nim_sum: None,
            binary: None,
            targets: Vec::new(),
            winning_moves: None,
            winning_move_count: None,
            winning_moves_unlisted: None,
            loopy_value: None,
            text: String::new(),
        };
        let loopy = sum_has_infinite_component(self)?;
        let mut values = Vec::with_capacity(components.len());
        for (index, component) in components.iter().enumerate() {
            let (nimber, loopy_value) = if loopy {
                match component.loopy_value()? {
                    crate::LoopyValue::Finite(value) => (Some(value), None),
                    infinite => (None, Some(infinite.to_string())),
                }
            } else if components.len() == 1 {
                // A lone component may know its outcome without its value (a huge Wythoff
                // position): its reason says how.
                (component.nimber().ok(), None)
            } else {
                (Some(component.nimber()?), None)
            };
            if let Some(value) = &nimber {
                values.push(value.clone());
            }
            explanation.components.push(ComponentValue {
                component: index,
                expr: component.expression(),
                nimber: nimber.map(Integer::from),
                loopy_value,
                reason: component.explain()?,
            });
        }
        if loopy {
            explanation.loopy_value = Some(self.loopy_value()?.to_string());
        } else if components.len() > 1 {
            let total = values.iter().fold(BigUint::zero(), |acc, v| acc ^ v);
            explanation.binary = binary_columns(&values, &total);
            if !total.is_zero() {
                explanation.targets = components
                    .iter()
                    .zip(&values)
                    .enumerate()
                    .map(|(index, (component, value))| ComponentTarget {
                        component: index,
                        expr: component.expression(),
                        value: Integer::from(value),
                        target: Integer::from(value ^ &total),
                        moves: Vec::new(),
                    })
                    .collect();
            }
            explanation.nim_sum = Some(Integer::from(total));
        }
        if explanation.outcome == Outcome::N {
            match self.winning_moves() {
                Ok(moves) => {
                    for m in &moves {
                        if let Some(target) = explanation.targets.get_mut(m.component) {
                            target.moves.push(MoveReport::from(m));
                        }
                    }
                    explanation.winning_moves = Some(move_reports(&moves));
                }
                Err(GameError::TooLarge(why)) => {
                    explanation.winning_move_count =
                        Some(Integer::from(self.count_winning_moves()?));
                    explanation.winning_moves_unlisted = Some(why);
                }
                Err(error) => return Err(error),
            }
        } else {
            explanation.winning_moves = Some(Vec::new());
        }
        explanation.text = explanation.to_text(&values);
        Ok(explanation)
    }
}

impl Explanation {
    /// The reasoning in words, in the computation's language; `values` are the components'
    /// finite values.
    fn to_text(&self, values: &[BigUint]) -> String {
        let mut text = format!("{}\n", tr!("explain-rules"));
        for rules in &self.rules {
            let _ = writeln!(text, "  {rules}");
        }
        let _ = writeln!(text, "  {}", tr!("explain-players-alternate"));
        if self.components.len() == 1 {
            let _ = writeln!(text, "\n{}", self.components[0].reason);
            self.lone_outcome(&mut text);
        } else if let Some(total) = &self.loopy_value {
            self.loopy_sum(total, &mut text);
        } else {
            self.nim_sum_text(values, &mut text);
        }
        text
    }

    /// The moves listed one per line (`  take 1 from nim(3), giving nim(2)`), or their count.
    fn moves_text(&self, text: &mut String) {
        match (&self.winning_moves, &self.winning_move_count) {
            (Some(moves), _) => {
                let _ = writeln!(
                    text,
                    " {}",
                    tr!("explain-winning-moves", count = moves.len())
                );
                for winning in moves {
                    let line = tr!(
                        "explain-move-giving",
                        step = &winning.description,
                        to = &winning.to
                    );
                    let _ = writeln!(text, "  {line}");
                }
            }
            (None, count) => {
                let _ = writeln!(text, " {}", self.moves_counted(count));
            }
        }
    }

    /// "Winning moves: 1234, counted but not listed (why)."
    fn moves_counted(&self, count: &Option<Integer>) -> String {
        let count = count.as_ref().map_or_else(String::new, Integer::to_string);
        let why = self.winning_moves_unlisted.as_deref().unwrap_or_default();
        tr!("explain-moves-counted", count = count, why = why)
    }

    /// The outcome of a position with a single component, which explains its own value.
    fn lone_outcome(&self, text: &mut String) {
        match self.outcome {
            Outcome::P => {
                let _ = writeln!(text, "\n{}", tr!("explain-lone-p"));
            }
            Outcome::N => {
                let _ = write!(text, "\n{}", tr!("explain-lone-n"));
                self.moves_text(text);
            }
            Outcome::D => {
                let _ = writeln!(text, "\n{}", tr!("explain-lone-d"));
            }
        }
    }

    /// A sum with a loopy component of infinite value, explained by the generalized
    /// Sprague-Grundy rule.
    fn loopy_sum(&self, total: &str, text: &mut String) {
        let _ = writeln!(text, "\n{}", tr!("explain-loopy-intro"));
        for component in &self.components {
            let value = match (&component.loopy_value, &component.nimber) {
                (Some(loopy), _) => loopy.clone(),
                (None, Some(value)) => value.to_string(),
                (None, None) => "?".to_string(),
            };
            let _ = writeln!(text, "  {} = {value}", component.expr);
        }
        let _ = writeln!(text, "{}", tr!("explain-loopy-rule", total = total));
        match self.outcome {
            Outcome::N => {
                text.push_str(&tr!("explain-loopy-n"));
                self.moves_text(text);
            }
            outcome => {
                let meaning = outcome.meaning();
                let outcome = outcome.to_string();
                let line = tr!(
                    "explain-loopy-outcome",
                    outcome = outcome,
                    meaning = meaning
                );
                let _ = writeln!(text, "{line}");
            }
        }
    }

    /// A sum of finite values: the nim-sum, in binary, and the move to nim-sum 0.
    fn nim_sum_text(&self, values: &[BigUint], text: &mut String) {
        let _ = writeln!(text, "\n{}", tr!("explain-values-header"));
        for component in &self.components {
            let _ = writeln!(text, "  {}", component.reason);
        }
        let total = self
            .nim_sum
            .as_ref()
            .map_or_else(BigUint::zero, Integer::to_biguint);
        let joined: Vec<String> = values.iter().map(ToString::to_string).collect();
        let _ = writeln!(
            text,
            "\n{}\n  {} = {total}",
            tr!("explain-nim-sum"),
            joined.join(" ⊕ ")
        );
        if let Some(binary) = &self.binary {
            let _ = writeln!(text, "{}", tr!("explain-binary"));
            for (i, (row, value)) in binary.rows.iter().zip(values).enumerate() {
                let sign = if i == 0 { ' ' } else { '⊕' };
                let _ = writeln!(text, "  {sign} {row}   ({value})");
            }
            let _ = writeln!(text, "  = {}   ({total})", binary.total);
        }
        if total.is_zero() {
            let _ = writeln!(text, "\n{}", tr!("explain-nim-sum-zero"));
            return;
        }
        let _ = writeln!(text, "\n{}", tr!("explain-nim-sum-nonzero", total = &total));
        let Some(moves) = &self.winning_moves else {
            let _ = writeln!(text, "{}", self.moves_counted(&self.winning_move_count));
            return;
        };
        for target in &self.targets {
            let (value, goal) = (target.value.to_string(), target.target.to_string());
            if target.moves.is_empty() {
                let line = tr!(
                    "explain-target-unreachable",
                    component = &target.expr,
                    value = &value,
                    total = &total,
                    goal = &goal
                );
                let _ = writeln!(text, "  {line}");
            }
            for winning in &target.moves {
                let line = tr!(
                    "explain-target-move",
                    component = &target.expr,
                    value = &value,
                    total = &total,
                    goal = &goal,
                    step = &winning.description,
                    to = &winning.to
                );
                let _ = writeln!(text, "  {line}");
            }
        }
        let _ = writeln!(
            text,
            "{}",
            tr!("explain-winning-moves-after", count = moves.len())
        );
    }
}

fn sum_has_infinite_component(sum: &Sum) -> Result<bool, GameError> {
    for component in sum.components() {
        if component.loopy_value()?.is_infinite() {
            return Ok(true);
        }
    }
    Ok(false)
}

/// The rules of each family in the position, once each.
fn family_rules(sum: &Sum) -> Vec<String> {
    let mut seen: Vec<String> = Vec::new();
    for component in sum.components() {
        let rules = component.rules();
        if !seen.contains(&rules) {
            seen.push(rules);
        }
    }
    seen
}

/// The nim-sum written out in binary, one value per row, when the numbers are few and small
/// enough to read.
fn binary_columns(values: &[BigUint], total: &BigUint) -> Option<BinaryColumns> {
    let width = values.iter().map(BigUint::bits).max().unwrap_or(1).max(1);
    if values.len() > MAX_BINARY_ROWS || width > MAX_BINARY_BITS {
        return None;
    }
    let width = width as usize;
    Some(BinaryColumns {
        rows: values
            .iter()
            .map(|value| format!("{value:0>width$b}"))
            .collect(),
        total: format!("{total:0>width$b}"),
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_p_position_explains_why_every_move_loses() {
        let text = crate::parse("nim(1,2,3)").unwrap().explain().unwrap();
        assert!(text.contains("1 ⊕ 2 ⊕ 3 = 0"));
        assert!(text.contains("  ⊕ 10   (2)"));
        assert!(text.contains("player to move loses (P)"));
    }

    #[test]
    fn every_component_gets_a_line_about_its_target() {
        let text = crate::parse("nim(3,4,5)").unwrap().explain().unwrap();
        assert!(text.contains("nim(4): 4 ⊕ 2 = 6, but no move reaches value 6."));
        assert!(
            text.contains("nim(3): 3 ⊕ 2 = 1: take 2 from nim(3), leaving 1, giving nim(1,4,5)")
        );
        assert!(text.contains("Winning moves: 1."));
    }

    #[test]
    fn a_lone_component_explains_itself() {
        let text = crate::parse("sub[1,3,4](10)").unwrap().explain().unwrap();
        assert!(text.contains("sub[1,3,4]: one heap; a move takes exactly 1, 3 or 4 stones."));
        assert!(text.contains("period 7"));
        // G(9) = G(7) = 0 (positions 2 and 0 of the block 0 1 0 1 2 3 2).
        assert!(text.contains("Winning moves: 2."));
        assert!(text.contains("take 3 from sub[1,3,4](10), leaving 7"));
        assert!(text.contains("take 1 from sub[1,3,4](10), leaving 9"));
    }
}
