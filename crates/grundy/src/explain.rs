//! Explanations of positions for people: the rules, each component's value and why, the nim-sum
//! arithmetic, and why each winning move wins — what a teacher would write on the board.

use std::fmt::Write as _;

use num_bigint::BigUint;
use num_traits::Zero;

use crate::{GameError, Outcome, Sum};

/// The most components whose values are written out in binary.
const MAX_BINARY_ROWS: usize = 8;
/// The widest value (in bits) written out in binary.
const MAX_BINARY_BITS: u64 = 64;

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
        let mut text = String::new();
        rules(self, &mut text);
        let components: Vec<_> = self.components().collect();
        if components.len() == 1 {
            let _ = writeln!(text, "\n{}", components[0].explain()?);
            return lone_outcome(self, text);
        }
        if sum_has_infinite_component(self)? {
            return loopy_sum(self, text);
        }
        text += "\nThe value of each component:\n";
        let mut values = Vec::with_capacity(components.len());
        for component in &components {
            let _ = writeln!(text, "  {}", component.explain()?);
            values.push(component.nimber()?);
        }
        let total = values.iter().fold(BigUint::zero(), |acc, v| acc ^ v);
        let _ = writeln!(
            text,
            "\nThe components are independent games played side by side, so by the \
             Sprague-Grundy theorem the value of the whole position is the nim-sum (binary \
             addition without carries, written ⊕) of their values:\n  {} = {total}",
            join_values(&values)
        );
        binary_sum(&values, &total, &mut text);
        if total.is_zero() {
            text += "\nThe nim-sum is 0, so the player to move loses (P): any move changes \
                     exactly one component's value and makes the nim-sum non-zero, and the \
                     opponent can always answer with a move that makes it 0 again, until the \
                     player to move has no move left.\n";
            return Ok(text);
        }
        let _ = writeln!(
            text,
            "\nThe nim-sum is {total}, not 0, so the player to move wins (N) by moving to a \
             position of nim-sum 0. In a component of value g that means moving to value \
             g ⊕ {total}:"
        );
        let moves = match self.winning_moves() {
            Ok(moves) => moves,
            Err(GameError::TooLarge(why)) => {
                let _ = writeln!(
                    text,
                    "Winning moves: {}, counted but not listed ({why}).",
                    self.count_winning_moves()?
                );
                return Ok(text);
            }
            Err(error) => return Err(error),
        };
        for (index, (component, value)) in components.iter().zip(&values).enumerate() {
            let target = value ^ &total;
            let label = component.expression();
            let found: Vec<_> = moves.iter().filter(|m| m.component == index).collect();
            if found.is_empty() {
                let _ = writeln!(
                    text,
                    "  {label}: {value} ⊕ {total} = {target}, but no move reaches value {target}."
                );
            }
            for winning in found {
                let _ = writeln!(
                    text,
                    "  {label}: {value} ⊕ {total} = {target}: {}, giving {} (nim-sum 0).",
                    winning.description, winning.to
                );
            }
        }
        let _ = writeln!(
            text,
            "Winning moves: {}. After any of them the opponent faces nim-sum 0, a losing position.",
            moves.len()
        );
        Ok(text)
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
fn rules(sum: &Sum, text: &mut String) {
    text.push_str("Rules:\n");
    let mut seen: Vec<String> = Vec::new();
    for component in sum.components() {
        let rules = component.rules();
        if !seen.contains(&rules) {
            let _ = writeln!(text, "  {rules}");
            seen.push(rules);
        }
    }
    text.push_str("  Players alternate; a player who cannot move loses.\n");
}

/// The outcome of a position with a single component, which explains its own value.
fn lone_outcome(sum: &Sum, mut text: String) -> Result<String, GameError> {
    match sum.outcome()? {
        Outcome::P => {
            text += "\nSo the player to move loses (P): every move leads to a \
                               position from which the opponent wins.\n"
        }
        Outcome::N => {
            text += "\nSo the player to move wins (N) by moving to a position where the opponent \
                     loses (value 0).";
            match sum.winning_moves() {
                Ok(moves) => {
                    let _ = writeln!(text, " Winning moves: {}.", moves.len());
                    for winning in moves {
                        let _ = writeln!(text, "  {}, giving {}", winning.description, winning.to);
                    }
                }
                Err(GameError::TooLarge(why)) => {
                    let count = sum.count_winning_moves()?;
                    let _ = writeln!(
                        text,
                        " Winning moves: {count}, counted but not listed ({why})."
                    );
                }
                Err(error) => return Err(error),
            }
        }
        Outcome::D => {
            text += "\nSo the game is a draw (D): neither player can force a win, and with \
                     perfect play it goes on forever.\n"
        }
    }
    Ok(text)
}

/// A sum with a loopy component of infinite value, explained by the generalized
/// Sprague-Grundy rule.
fn loopy_sum(sum: &Sum, mut text: String) -> Result<String, GameError> {
    text += "\nSome component can keep the game going forever, so values are generalized \
             (Smith; Fraenkel and Yesha): a loopy position has value ∞ with the set of finite \
             values of its options, written ∞{...}.\n";
    for component in sum.components() {
        let _ = writeln!(
            text,
            "  {} = {}",
            component.expression(),
            component.loopy_value()?
        );
    }
    let total = sum.loopy_value()?;
    let _ = writeln!(
        text,
        "An ∞{{A}} added to finite values of nim-sum x is a win for the player to move exactly \
         when x is in A (move the loopy component to an option of value x); otherwise, and \
         whenever two components are infinite, it is a draw. Here the sum is {total}."
    );
    match sum.outcome()? {
        Outcome::N => {
            let moves = sum.winning_moves()?;
            let _ = writeln!(
                text,
                "So the player to move wins (N). Winning moves: {}.",
                moves.len()
            );
            for winning in moves {
                let _ = writeln!(text, "  {}, giving {}", winning.description, winning.to);
            }
        }
        outcome => {
            let _ = writeln!(text, "So the outcome is {outcome}: {}.", outcome.meaning());
        }
    }
    Ok(text)
}

fn join_values(values: &[BigUint]) -> String {
    let written: Vec<String> = values.iter().map(ToString::to_string).collect();
    written.join(" ⊕ ")
}

/// The nim-sum written out in binary, one value per row, when the numbers are small enough.
fn binary_sum(values: &[BigUint], total: &BigUint, text: &mut String) {
    let width = values.iter().map(BigUint::bits).max().unwrap_or(1).max(1);
    if values.len() > MAX_BINARY_ROWS || width > MAX_BINARY_BITS {
        return;
    }
    let width = width as usize;
    text.push_str("In binary, each column has an even number of 1s exactly when the sum is 0:\n");
    for (i, value) in values.iter().enumerate() {
        let sign = if i == 0 { ' ' } else { '⊕' };
        let _ = writeln!(text, "  {sign} {value:0>width$b}   ({value})");
    }
    let _ = writeln!(text, "  = {total:0>width$b}   ({total})");
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
