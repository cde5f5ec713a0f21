//! Coin-turning games on a row of coins: Turtles, Mock Turtles, Ruler and runs of `k`.
//!
//! **Rules.** A row of coins, written as a pattern of `1` (heads) and `0` (tails), read left to
//! right; coins are numbered **from 1** at the left. A move turns over a set of coins allowed by
//! the rule; the rightmost coin turned must go from heads to tails (so the game ends). The rules:
//!
//! - `turtles`: turn one or two coins.
//! - `mock` (Mock Turtles): turn one, two or three coins.
//! - `ruler`: turn any run of consecutive coins `l, l+1, …, r` (ending at the head `r`).
//! - `run[k]`: turn exactly `k` consecutive coins `r−k+1, …, r` (so `r ≥ k`).
//!
//! **Closed form.** By the coin-turning principle a position's value is the nim-sum of the
//! values of its heads taken one at a time (*Winning Ways*, ch. 14; H. W. Lenstra, *Nim
//! multiplication*, 1978): turning a tail to heads adds a head and turning a head to tails
//! removes one, and both change the nim-sum by the same amount. A lone head on coin `x` is worth:
//!
//! - Turtles: `x` (the move to coin `y < x` is a Nim move).
//! - Mock Turtles: the `x`-th odious number (1, 2, 4, 7, 8, 11, …: numbers with an odd count of
//!   1 bits), that is `2(x−1)` or `2(x−1)+1`, whichever is odious (*Winning Ways*, ch. 14).
//! - Ruler: the largest power of 2 dividing `x` (the ruler function, *Winning Ways*, ch. 14).
//! - `run[k]`: 1 when `k` divides `x`, otherwise 0 (the `k−1` coins before a head on `x` hold
//!   exactly one multiple of `k` unless `x` is one; by induction on `x`).
//!
//! A move whose turned coins are `S` changes the value by the nim-sum of the values of `S`, so
//! the winning moves are the sets `S` whose values nim-add to the position's value.

use num_bigint::BigUint;

use super::{check_listing_count, too_many_options};
use crate::budget::tr;
use crate::expr::{ParseError, Token};
use crate::picture::{MAX_PARTS, MoveMarks, Part, PartKind, Picture};
use crate::{Family, Game, GameError, Notation, Teaching};

/// The longest row of coins accepted.
pub(crate) const MAX_COINS: usize = 1000;

/// The id of the set-up editor's control that takes the last coin off a row.
const REMOVE_LAST: &str = "remove";

/// Which coins a move may turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CoinRule {
    /// One or two coins.
    Turtles,
    /// One, two or three coins.
    MockTurtles,
    /// A run of consecutive coins of any length.
    Ruler,
    /// A run of exactly this many consecutive coins (at least 1).
    Run(usize),
}

impl CoinRule {
    /// The value of a lone head on coin `x` (counted from 1).
    ///
    /// ```
    /// use grundy::games::CoinRule;
    /// let odious: Vec<u64> = (1..=8).map(|x| CoinRule::MockTurtles.head_value(x)).collect();
    /// assert_eq!(odious, [1, 2, 4, 7, 8, 11, 13, 14]);
    /// assert_eq!(CoinRule::Ruler.head_value(12), 4);
    /// assert_eq!(CoinRule::Run(3).head_value(6), 1);
    /// ```
    pub fn head_value(self, x: usize) -> u64 {
        let x = x as u64;
        match self {
            CoinRule::Turtles => x,
            CoinRule::MockTurtles => {
                let even = 2 * (x - 1);
                if (x - 1).count_ones().is_multiple_of(2) {
                    even + 1
                } else {
                    even
                }
            }
            CoinRule::Ruler => x & x.wrapping_neg(),
            CoinRule::Run(k) => u64::from(x.is_multiple_of(k as u64)),
        }
    }

    /// The coin (from 1) whose lone head is worth `value`, for rules where values are distinct.
    fn coin_of_value(self, value: u64) -> Option<usize> {
        match self {
            CoinRule::Turtles => (value >= 1).then_some(value as usize),
            CoinRule::MockTurtles => {
                (value.count_ones() % 2 == 1).then_some((value / 2) as usize + 1)
            }
            _ => None,
        }
    }

    fn name(self) -> String {
        match self {
            CoinRule::Turtles => "turtles".to_string(),
            CoinRule::MockTurtles => "mock".to_string(),
            CoinRule::Ruler => "ruler".to_string(),
            CoinRule::Run(k) => format!("run[{k}]"),
        }
    }

    fn statement(self) -> String {
        match self {
            CoinRule::Turtles => tr!("coins-turn-turtles"),
            CoinRule::MockTurtles => tr!("coins-turn-mock"),
            CoinRule::Ruler => tr!("coins-turn-ruler"),
            CoinRule::Run(k) => tr!("coins-turn-run", k = k),
        }
    }

    fn formula(self) -> String {
        match self {
            CoinRule::Turtles => tr!("coins-formula-turtles"),
            CoinRule::MockTurtles => tr!("coins-formula-mock"),
            CoinRule::Ruler => tr!("coins-formula-ruler"),
            CoinRule::Run(k) => tr!("coins-formula-run", k = k),
        }
    }
}

/// A coin-turning game: `coins[mock](0110)` is a row of four coins, heads on coins 2 and 3,
/// played by the Mock Turtles rule. Each argument is one row (one component).
///
/// ```
/// use grundy::games::{CoinRule, Coins};
/// use grundy::Family;
/// let mock = Coins::new(CoinRule::MockTurtles);
/// let row = vec![false, true, true, false];
/// assert_eq!(mock.nimber(&row).unwrap(), 6u32.into()); // 2 ⊕ 4
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Coins {
    rule: CoinRule,
}

impl Coins {
    /// The coin-turning game with this rule.
    pub fn new(rule: CoinRule) -> Coins {
        Coins { rule }
    }

    /// Reads the parameter of `coins[RULE]`.
    pub(crate) fn from_params(name: &Token, params: &[Token]) -> Result<Coins, ParseError> {
        let [param] = params else {
            return Err(name.error(tr!("coins-usage")));
        };
        let rule = match param.text {
            "turtles" => CoinRule::Turtles,
            "mock" => CoinRule::MockTurtles,
            "ruler" => CoinRule::Ruler,
            text => {
                let Some(inner) = text
                    .strip_prefix("run")
                    .map(str::trim_start)
                    .and_then(|rest| rest.strip_prefix('['))
                    .and_then(|rest| rest.strip_suffix(']'))
                else {
                    return Err(param.error(tr!(
                        "coins-unknown-rule",
                        rule = text,
                        usage = tr!("coins-usage")
                    )));
                };
                let column = param.column + text.find('[').map_or(0, |i| i + 1);
                let k = Token {
                    text: inner.trim(),
                    column,
                }
                .u64(&tr!("coins-what-run-length"))?;
                if k == 0 || k > MAX_COINS as u64 {
                    return Err(ParseError::new(
                        column,
                        tr!(
                            "coins-run-length-range",
                            most = MAX_COINS.to_string(),
                            k = k.to_string()
                        ),
                    ));
                }
                CoinRule::Run(k as usize)
            }
        };
        Ok(Coins { rule })
    }

    /// The rule.
    pub fn rule(&self) -> CoinRule {
        self.rule
    }

    fn heads(row: &[bool]) -> impl Iterator<Item = usize> + '_ {
        (1..=row.len()).filter(|&x| row[x - 1])
    }

    /// Every move as the set of coins it turns (ascending, the last one a head), passing each to
    /// `visit` until it returns `false`; with `change`, only the moves whose coins' values
    /// nim-add to it.
    fn each_move(
        &self,
        row: &[bool],
        change: Option<u64>,
        visit: &mut dyn FnMut(Vec<usize>) -> bool,
    ) {
        let value = |x: usize| self.rule.head_value(x);
        let fits = |total: u64| change.is_none_or(|c| c == total);
        for r in Self::heads(row) {
            match self.rule {
                CoinRule::Turtles | CoinRule::MockTurtles => {
                    let max_coins = if self.rule == CoinRule::Turtles { 2 } else { 3 };
                    if fits(value(r)) && !visit(vec![r]) {
                        return;
                    }
                    // The coins left of r, found by their value when one is required.
                    match change {
                        Some(c) => {
                            let wanted = c ^ value(r);
                            if let Some(l) = self.rule.coin_of_value(wanted).filter(|&l| l < r)
                                && !visit(vec![l, r])
                            {
                                return;
                            }
                        }
                        None => {
                            for l in 1..r {
                                if !visit(vec![l, r]) {
                                    return;
                                }
                            }
                        }
                    }
                    if max_coins == 3 {
                        for middle in 1..r {
                            match change {
                                Some(c) => {
                                    let wanted = c ^ value(r) ^ value(middle);
                                    if let Some(l) =
                                        self.rule.coin_of_value(wanted).filter(|&l| l < middle)
                                        && !visit(vec![l, middle, r])
                                    {
                                        return;
                                    }
                                }
                                None => {
                                    for l in 1..middle {
                                        if !visit(vec![l, middle, r]) {
                                            return;
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
                CoinRule::Ruler => {
                    let mut total = 0;
                    for l in (1..=r).rev() {
                        total ^= value(l);
                        if fits(total) && !visit((l..=r).collect()) {
                            return;
                        }
                    }
                }
                CoinRule::Run(k) => {
                    if r >= k {
                        let total = (r + 1 - k..=r).fold(0, |acc, x| acc ^ value(x));
                        if fits(total) && !visit((r + 1 - k..=r).collect()) {
                            return;
                        }
                    }
                }
            }
        }
    }

    /// The change a move to value `target` must make, if any move can.
    fn change_to(&self, row: &[bool], target: &BigUint) -> Option<u64> {
        u64::try_from(BigUint::from(self.value(row)) ^ target).ok()
    }

    /// The first `limit` moves to value `target`, as sets of coins, in the order of
    /// [`Coins::each_move`].
    fn moves_to(&self, row: &[bool], target: &BigUint, limit: usize) -> Vec<Vec<usize>> {
        let mut found = Vec::new();
        if let Some(change) = self.change_to(row, target)
            && limit > 0
        {
            self.each_move(row, Some(change), &mut |coins| {
                found.push(coins);
                found.len() < limit
            });
        }
        found
    }

    fn move_count(&self, row: &[bool]) -> u128 {
        Self::heads(row)
            .map(|r| {
                let r = r as u128;
                match self.rule {
                    CoinRule::Turtles => r,
                    CoinRule::MockTurtles => r + (r - 1) * r.saturating_sub(2) / 2,
                    CoinRule::Ruler => r,
                    CoinRule::Run(k) => u128::from(r >= k as u128),
                }
            })
            .sum()
    }

    fn turned(row: &[bool], coins: &[usize]) -> Vec<bool> {
        let mut after = row.to_vec();
        for &x in coins {
            after[x - 1] = !after[x - 1];
        }
        after
    }

    fn value(&self, row: &[bool]) -> u64 {
        Self::heads(row).fold(0, |acc, x| acc ^ self.rule.head_value(x))
    }
}

fn pattern(row: &[bool]) -> String {
    row.iter()
        .map(|&head| if head { '1' } else { '0' })
        .collect()
}

/// `2`, `2 and 5`, `2, 3 and 5`.
fn list_with_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [only] => only.clone(),
        [rest @ .., last] => tr!("coins-list-and", rest = rest.join(", "), last = last),
    }
}

impl Game for Coins {
    type Position = Vec<bool>;

    fn options(&self, row: &Vec<bool>) -> Result<Vec<Vec<Vec<bool>>>, GameError> {
        let count = self.move_count(row);
        if count > u128::from(super::MAX_LISTED_OPTIONS) {
            return Err(too_many_options(
                &self.format_term(std::slice::from_ref(row)),
                &BigUint::from(count),
            ));
        }
        let mut options = Vec::new();
        self.each_move(row, None, &mut |coins| {
            options.push(vec![Self::turned(row, &coins)]);
            true
        });
        Ok(options)
    }
}

impl Notation for Coins {
    fn name(&self) -> String {
        format!("coins[{}]", self.rule.name())
    }

    fn parse_positions(&self, args: &[Token]) -> Result<Vec<Vec<bool>>, ParseError> {
        args.iter()
            .map(|arg| {
                if arg.text.chars().count() > MAX_COINS {
                    return Err(arg.error(tr!(
                        "coins-too-many",
                        most = MAX_COINS.to_string(),
                        count = arg.text.chars().count().to_string()
                    )));
                }
                arg.text
                    .chars()
                    .enumerate()
                    .map(|(i, c)| match c {
                        '1' => Ok(true),
                        '0' => Ok(false),
                        _ => Err(ParseError::new(
                            arg.column + i,
                            tr!("coins-bad-coin", found = c.to_string()),
                        )),
                    })
                    .collect()
            })
            .collect()
    }

    fn format_position(&self, row: &Vec<bool>) -> String {
        pattern(row)
    }

    fn describe_move(&self, from: &Vec<bool>, to: &[Vec<bool>]) -> String {
        match to {
            [after] if after.len() == from.len() => {
                let turned: Vec<String> = (0..from.len())
                    .filter(|&i| from[i] != after[i])
                    .map(|i| (i + 1).to_string())
                    .collect();
                tr!(
                    "coins-move",
                    count = turned.len(),
                    coins = list_with_and(&turned),
                    from = pattern(from),
                    after = pattern(after)
                )
            }
            _ => tr!(
                "move-heap-to",
                from = pattern(from),
                to = self.format_term(to)
            ),
        }
    }
}

impl Teaching for Coins {
    fn rules(&self) -> String {
        tr!(
            "coins-rules",
            name = self.name(),
            statement = self.rule.statement()
        )
    }

    /// The row of coins, heads and tails; a move is made by clicking the coins it turns, in any
    /// order (a set of coins is at most one move). Turning the one head `r` alone and turning
    /// `l` and `r` share the click on `r`: the page makes the move of one coin when that coin
    /// is chosen again.
    fn picture(&self, row: &Vec<bool>) -> Option<Picture> {
        if row.len() > MAX_PARTS {
            return None;
        }
        let parts = (0u32..).zip(row).map(|(index, &head)| {
            let coin = index + 1;
            let (kind, label) = if head {
                (PartKind::Heads, tr!("picture-coin-heads", coin = coin))
            } else {
                (PartKind::Tails, tr!("picture-coin-tails", coin = coin))
            };
            Part::cell(format!("c{index}"), kind, index, 0, label)
        });
        Some(Picture {
            width: (row.len() as u32).max(1),
            height: 1,
            parts: parts.collect(),
        })
    }

    fn move_marks(&self, row: &Vec<bool>, to: &[Vec<bool>]) -> Option<MoveMarks> {
        let [after] = to else { return None };
        if after.len() != row.len() {
            return None;
        }
        let turned: Vec<String> = (0..row.len())
            .filter(|&i| row[i] != after[i])
            .map(|i| format!("c{i}"))
            .collect();
        Some(MoveMarks {
            anchor: turned.clone(),
            touched: turned,
        })
    }

    /// The row, a place after its last coin and, after that, a control that takes the last
    /// coin off: clicking a coin turns it over, clicking the place adds a coin showing tails
    /// (which changes no value until it is turned), clicking the control shortens the row by
    /// its last coin, heads or tails. A row keeps at least one coin (a row of none is written
    /// by removing the component) and at most [`MAX_COINS`]; when the picture has room for
    /// only one of the two, the control comes first, so that a long row can be shortened (a
    /// row of [`MAX_PARTS`] coins fills its picture and has neither).
    fn setup_picture(&self, row: &Vec<bool>) -> Option<Picture> {
        let mut picture = self.picture(row)?;
        let coins = row.len() as u32;
        let room = MAX_PARTS.saturating_sub(picture.parts.len());
        let can_remove = row.len() > 1 && room >= 1;
        let can_add = row.len() < MAX_COINS && room > usize::from(can_remove);
        // Drawn left to right: the place for a new coin, then the control.
        let mut x = coins;
        if can_add {
            let label = tr!("picture-add-coin", coin = coins + 1);
            let slot = Part::cell(format!("c{coins}"), PartKind::Slot, x, 0, label);
            picture.parts.push(slot);
            x += 1;
        }
        if can_remove {
            let label = tr!("picture-remove-coin", coin = coins);
            let control = Part::cell(REMOVE_LAST.to_string(), PartKind::Remove, x, 0, label);
            picture.parts.push(control);
            x += 1;
        }
        picture.width = x.max(1);
        Some(picture)
    }

    fn setup_edit(&self, row: &Vec<bool>, part: &str) -> Option<Vec<bool>> {
        if part == REMOVE_LAST {
            return (row.len() > 1).then(|| row[..row.len() - 1].to_vec());
        }
        let index: usize = part.strip_prefix('c')?.parse().ok()?;
        let mut after = row.clone();
        if index < row.len() {
            after[index] = !after[index];
        } else if index == row.len() && row.len() < MAX_COINS {
            after.push(false);
        } else {
            return None;
        }
        Some(after)
    }

    /// Heads on coins 1 and 4: `1001`.
    fn setup_default(&self) -> Option<Vec<bool>> {
        Some(vec![true, false, false, true])
    }

    fn explain(&self, row: &Vec<bool>) -> Result<String, GameError> {
        let term = self.format_term(std::slice::from_ref(row));
        let heads: Vec<usize> = Self::heads(row).collect();
        if heads.is_empty() {
            return Ok(tr!("coins-explain-no-heads", term = term));
        }
        let worth: Vec<String> = heads
            .iter()
            .map(|&x| {
                tr!(
                    "coins-head-worth",
                    coin = x,
                    value = self.rule.head_value(x)
                )
            })
            .collect();
        let values: Vec<String> = heads
            .iter()
            .map(|&x| self.rule.head_value(x).to_string())
            .collect();
        Ok(tr!(
            "coins-explain",
            term = term,
            value = self.value(row),
            formula = self.rule.formula(),
            heads = worth.join(&tr!("coins-heads-separator")),
            values = values.join(" ⊕ ")
        ))
    }
}

impl Family for Coins {
    fn nimber(&self, row: &Vec<bool>) -> Result<BigUint, GameError> {
        Ok(self.value(row).into())
    }

    fn options_of_nimber(
        &self,
        row: &Vec<bool>,
        target: &BigUint,
    ) -> Result<Vec<Vec<Vec<bool>>>, GameError> {
        // Counted first: a long row can have hundreds of thousands of moves to one value, each
        // a whole row.
        let count = self.count_options_of_nimber(row, target)?;
        check_listing_count(
            || self.format_term(std::slice::from_ref(row)),
            &count,
            row.len() as u64,
        )?;
        Ok(self
            .moves_to(row, target, usize::MAX)
            .iter()
            .map(|coins| vec![Self::turned(row, coins)])
            .collect())
    }

    fn some_options_of_nimber(
        &self,
        row: &Vec<bool>,
        target: &BigUint,
        limit: usize,
    ) -> Result<Vec<Vec<Vec<bool>>>, GameError> {
        Ok(self
            .moves_to(row, target, limit)
            .iter()
            .map(|coins| vec![Self::turned(row, coins)])
            .collect())
    }

    fn count_options_of_nimber(
        &self,
        row: &Vec<bool>,
        target: &BigUint,
    ) -> Result<BigUint, GameError> {
        let mut count = 0u64;
        if let Some(change) = self.change_to(row, target) {
            self.each_move(row, Some(change), &mut |_| {
                count += 1;
                true
            });
        }
        Ok(count.into())
    }

    fn check_move(&self, from: &Vec<bool>, to: &[Vec<bool>]) -> Result<(), String> {
        let [after] = to else {
            return Err(tr!("coins-write-one-row"));
        };
        if after.len() != from.len() {
            return Err(tr!("coins-write-all-coins", count = from.len()));
        }
        let turned: Vec<usize> = (1..=from.len())
            .filter(|&x| from[x - 1] != after[x - 1])
            .collect();
        let Some(&rightmost) = turned.last() else {
            return Err(tr!("coins-turn-at-least-one"));
        };
        if !from[rightmost - 1] {
            return Err(tr!("coins-rightmost-heads", coin = rightmost));
        }
        let consecutive = turned.windows(2).all(|pair| pair[1] == pair[0] + 1);
        let allowed = match self.rule {
            CoinRule::Turtles => turned.len() <= 2,
            CoinRule::MockTurtles => turned.len() <= 3,
            CoinRule::Ruler => consecutive,
            CoinRule::Run(k) => consecutive && turned.len() == k,
        };
        if allowed {
            Ok(())
        } else {
            Err(tr!(
                "coins-not-allowed",
                name = self.name(),
                statement = self.rule.statement(),
                coins = list_with_and(&turned.iter().map(ToString::to_string).collect::<Vec<_>>())
            ))
        }
    }
}

/// The values of single heads for rules with distinct values, by coin: used in tests.
#[cfg(test)]
fn values_by_coin(rule: CoinRule, coins: usize) -> std::collections::HashMap<u64, usize> {
    (1..=coins).map(|x| (rule.head_value(x), x)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::testing::sorted;
    use crate::{Nimber, Solver};
    use proptest::prelude::*;

    #[test]
    fn rules_explanations_and_moves_speak_chinese() {
        let budget = crate::budget::chinese();
        let mock = Coins::new(CoinRule::MockTurtles);
        let rules = budget.run(|| mock.rules());
        assert!(
            rules.contains("每次可以翻转一枚、两枚或三枚硬币"),
            "{rules}"
        );
        let row = vec![false, true, true, false];
        let text = budget.run(|| mock.explain(&row)).unwrap();
        assert!(
            text.contains("硬币 2 的 SG值为 2，硬币 3 的 SG值为 4；2 ⊕ 4 = 6。"),
            "{text}"
        );
        let one_coin = vec![false, true, false, false];
        let step = budget.run(|| mock.describe_move(&row, std::slice::from_ref(&one_coin)));
        assert_eq!(step, "翻转 0110 中的第 3 枚硬币，剩下 0100");
        let refusal = budget.run(|| mock.check_move(&row, std::slice::from_ref(&row)));
        assert_eq!(refusal.unwrap_err(), "每一步至少要翻转一枚硬币");
        // English chooses the noun by the number of coins.
        assert_eq!(
            mock.describe_move(&row, &[one_coin]),
            "turn coin 3 of 0110, leaving 0100"
        );
        assert_eq!(
            mock.describe_move(&row, &[vec![false; 4]]),
            "turn coins 2 and 3 of 0110, leaving 0000"
        );
    }

    const RULES: [CoinRule; 7] = [
        CoinRule::Turtles,
        CoinRule::MockTurtles,
        CoinRule::Ruler,
        CoinRule::Run(1),
        CoinRule::Run(2),
        CoinRule::Run(3),
        CoinRule::Run(5),
    ];

    /// The literal rules, independent of the move enumeration above: every set of coins whose
    /// rightmost is a head, filtered by the rule's shape.
    struct Literal(CoinRule);

    impl Game for Literal {
        type Position = Vec<bool>;
        fn options(&self, row: &Vec<bool>) -> Result<Vec<Vec<Vec<bool>>>, GameError> {
            let n = row.len();
            let mut options = Vec::new();
            for mask in 1u32..(1 << n) {
                let coins: Vec<usize> = (0..n).filter(|&i| mask >> i & 1 == 1).collect();
                let rightmost = *coins.last().unwrap();
                let consecutive = coins.windows(2).all(|p| p[1] == p[0] + 1);
                let allowed = match self.0 {
                    CoinRule::Turtles => coins.len() <= 2,
                    CoinRule::MockTurtles => coins.len() <= 3,
                    CoinRule::Ruler => consecutive,
                    CoinRule::Run(k) => consecutive && coins.len() == k,
                };
                if row[rightmost] && allowed {
                    let mut after = row.clone();
                    coins.iter().for_each(|&i| after[i] = !after[i]);
                    options.push(vec![after]);
                }
            }
            Ok(options)
        }
    }

    #[test]
    fn single_heads_match_the_literal_rules() {
        for rule in RULES {
            let mut solver = Solver::new(Literal(rule));
            for x in 1..=11 {
                let mut row = vec![false; 11];
                row[x - 1] = true;
                assert_eq!(
                    solver.nimber(&row).unwrap().0,
                    rule.head_value(x),
                    "{rule:?}, coin {x}"
                );
            }
        }
    }

    #[test]
    fn reference_sequences() {
        // Winning Ways ch. 14: the odious numbers (OEIS A000069) and the ruler function (A006519).
        let mock: Vec<u64> = (1..=12)
            .map(|x| CoinRule::MockTurtles.head_value(x))
            .collect();
        assert_eq!(mock, [1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22]);
        let ruler: Vec<u64> = (1..=16).map(|x| CoinRule::Ruler.head_value(x)).collect();
        assert_eq!(ruler, [1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16]);
        let inverse = values_by_coin(CoinRule::MockTurtles, 500);
        for (&value, &coin) in &inverse {
            assert_eq!(CoinRule::MockTurtles.coin_of_value(value), Some(coin));
        }
        assert_eq!(CoinRule::MockTurtles.coin_of_value(3), None);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        #[test]
        fn values_and_moves_match_brute_force(
            rule_index in 0..RULES.len(),
            row in proptest::collection::vec(any::<bool>(), 1..=10),
            target in 0u64..24,
        ) {
            let rule = RULES[rule_index];
            let game = Coins::new(rule);
            let mut solver = Solver::new(Literal(rule));
            let value = game.nimber(&row).unwrap();
            prop_assert_eq!(BigUint::from(solver.nimber(&row).unwrap().0), value.clone());
            for wanted in [0, target] {
                let expected = sorted(solver.options_of_value(&row, Nimber(wanted)).unwrap());
                let found = game.options_of_nimber(&row, &wanted.into()).unwrap();
                prop_assert_eq!(sorted(found.clone()), expected.clone());
                // Each move is found once.
                prop_assert_eq!(sorted(found.clone()).len(), found.len());
                prop_assert_eq!(
                    game.count_options_of_nimber(&row, &wanted.into()).unwrap(),
                    BigUint::from(expected.len())
                );
                let some = game.some_options_of_nimber(&row, &wanted.into(), 2).unwrap();
                prop_assert_eq!(some.len(), expected.len().min(2));
                prop_assert!(some.iter().all(|option| expected.contains(option)));
            }
            prop_assert_eq!(
                sorted(game.options(&row).unwrap()),
                sorted(solver.game().options(&row).unwrap())
            );
            for option in game.options(&row).unwrap() {
                prop_assert!(game.check_move(&row, &option).is_ok());
            }
        }
    }

    #[test]
    fn illegal_moves_are_refused_with_a_reason() {
        let mock = Coins::new(CoinRule::MockTurtles);
        let row = vec![true, false, true, true];
        assert!(
            mock.check_move(&row, &[vec![true, true, true, true]])
                .is_err()
        ); // tails to heads
        assert!(
            mock.check_move(&row, &[vec![false, true, false, false]])
                .is_err()
        ); // four coins
        assert!(
            mock.check_move(&row, &[vec![true, true, true, false]])
                .is_ok()
        );
        assert!(mock.check_move(&row, &[vec![true, true, true]]).is_err());
        let run = Coins::new(CoinRule::Run(2));
        assert!(
            run.check_move(&row, &[vec![true, false, false, false]])
                .is_ok()
        );
        assert!(
            run.check_move(&row, &[vec![true, false, true, false]])
                .is_err()
        );
    }

    #[test]
    fn long_rows_of_heads_are_counted_not_listed() {
        // 1000 heads under Mock Turtles: hundreds of thousands of winning moves, each a row of
        // 1000 coins. Counted against every set of one to three coins for a shorter row.
        let mock = Coins::new(CoinRule::MockTurtles);
        let short: Vec<bool> = (0..120).map(|i| i % 5 != 1).collect();
        let value = mock.value(&short);
        let worth = |x: usize| CoinRule::MockTurtles.head_value(x);
        let mut expected = 0u64;
        for r in (1..=short.len()).filter(|&r| short[r - 1]) {
            expected += u64::from(worth(r) == value);
            for l in 1..r {
                expected += u64::from(worth(l) ^ worth(r) == value);
                for m in l + 1..r {
                    expected += u64::from(worth(l) ^ worth(m) ^ worth(r) == value);
                }
            }
        }
        assert_eq!(
            mock.count_options_of_nimber(&short, &BigUint::default())
                .unwrap(),
            BigUint::from(expected)
        );
        let mut row = vec![true; MAX_COINS];
        row[MAX_COINS - 1] = false; // 999 heads: 1000 would be worth 0, these are not
        assert_ne!(mock.value(&row), 0);
        let count = mock
            .count_options_of_nimber(&row, &BigUint::default())
            .unwrap();
        assert!(count > BigUint::from(100_000u32), "{count}");
        assert!(matches!(
            mock.options_of_nimber(&row, &BigUint::default()),
            Err(GameError::TooLarge(_))
        ));
        let some = mock
            .some_options_of_nimber(&row, &BigUint::default(), 3)
            .unwrap();
        assert_eq!(some.len(), 3);
        for option in &some {
            assert_eq!(mock.nimber(&option[0]).unwrap(), BigUint::default());
        }
    }

    #[test]
    fn long_rows_find_moves_without_listing_them() {
        let mock = Coins::new(CoinRule::MockTurtles);
        let row: Vec<bool> = (0..MAX_COINS).map(|i| i % 3 == 0).collect();
        assert!(matches!(mock.options(&row), Err(GameError::TooLarge(_))));
        let moves = mock.options_of_nimber(&row, &BigUint::default()).unwrap();
        for option in &moves {
            assert_eq!(mock.nimber(&option[0]).unwrap(), BigUint::default());
            assert!(mock.check_move(&row, option).is_ok());
        }
    }

    #[test]
    fn parsing_rules_and_rows() {
        let sum = crate::parse("coins[run[3]](000111) + coins[mock](0110)").unwrap();
        assert_eq!(sum.to_string(), "coins[run[3]](000111) + coins[mock](0110)");
        assert_eq!(crate::parse("coins[mock](0120)").unwrap_err().column, 15);
        assert!(crate::parse("coins[run[0]](1)").is_err());
        assert!(crate::parse("coins[rulers](1)").is_err());
        assert!(crate::parse("coins(1)").is_err());
    }
}
