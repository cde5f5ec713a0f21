//! Staircase Nim: coins on the steps of a staircase, step 1 at the bottom; a move takes any
//! positive number of coins from one step down to the step below (from step 1 they leave the
//! staircase).
//!
//! **Closed form.** The nim-value is the nim-sum of the coins on the odd-numbered steps,
//! `a₁ ⊕ a₃ ⊕ a₅ ⊕ ...`. Proof: a move from an odd step lowers one odd pile and can lower it to
//! any smaller size, so every value below `X = a₁ ⊕ a₃ ⊕ ...` is an option's value; a move from an
//! even step raises one odd pile, and a move changing exactly one odd pile never keeps the
//! nim-sum `X`; so `X` is the mex of the options' values. (The game is classic: see T. S.
//! Ferguson, *Game Theory*, Part I, the exercise on Staircase Nim; checked here against the
//! brute-force solver.)
//!
//! **Every move to a value `t`.** From an odd step `i`: leave `aᵢ ⊕ X ⊕ t` coins there, when
//! that is fewer than `aᵢ`. From an even step `i`: bring the odd step below up to
//! `aᵢ₋₁ ⊕ X ⊕ t` coins, when that is more than `aᵢ₋₁` by at most `aᵢ`. So even steps can hold
//! winning moves too (pushing coins onto the odd step below). At most one move per step.

use num_bigint::BigUint;
use num_traits::{ToPrimitive, Zero};

use super::{check_listing, listable, parse_heaps};
use crate::budget::tr;
use crate::expr::{ParseError, Token};
use crate::picture::{MAX_PARTS, MoveMarks, Part, PartKind, Picture};
use crate::{Family, Game, GameError, Notation, Teaching};

/// Staircase Nim: `staircase(3,1,4)` is one position with 3 coins on step 1, 1 on step 2 and
/// 4 on step 3.
///
/// ```
/// use grundy::games::Staircase;
/// use grundy::{Family, Notation};
/// let steps: Vec<_> = [3u32, 1, 4].into_iter().map(Into::into).collect();
/// assert_eq!(Staircase.nimber(&steps).unwrap(), 7u32.into()); // 3 ⊕ 4
/// // Winning moves: push 1 coin from step 2 onto step 1 (now 4 ⊕ 4 = 0), or move 1 coin from
/// // step 3 to step 2 (now 3 ⊕ 3 = 0).
/// let moves = Staircase.options_of_nimber(&steps, &0u32.into()).unwrap();
/// let after: Vec<String> = moves.iter().map(|m| Staircase.format_position(&m[0])).collect();
/// assert_eq!(after, ["4,0,4", "3,2,3"]);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Staircase;

/// Moves `count` coins from step `index + 1` (0-based `index`) down one step.
fn moved(steps: &[BigUint], index: usize, count: &BigUint) -> Vec<BigUint> {
    let mut after = steps.to_vec();
    after[index] -= count;
    if index > 0 {
        after[index - 1] += count;
    }
    after
}

impl Game for Staircase {
    type Position = Vec<BigUint>;

    fn options(&self, steps: &Vec<BigUint>) -> Result<Vec<Vec<Vec<BigUint>>>, GameError> {
        let total: BigUint = steps.iter().sum();
        let count = listable(|| self.format_term(std::slice::from_ref(steps)), &total)?;
        check_listing(
            || self.format_term(std::slice::from_ref(steps)),
            count,
            staircase_bits(steps),
        )?;
        let mut options = Vec::new();
        for (index, coins) in steps.iter().enumerate() {
            let mut count = BigUint::from(1u32);
            while &count <= coins {
                options.push(vec![moved(steps, index, &count)]);
                count += 1u32;
            }
        }
        Ok(options)
    }
}

impl Staircase {
    /// The moves to value `target`, as (step index, coins moved), by step: at most one per step
    /// (see the module documentation).
    fn moves_to(&self, steps: &[BigUint], target: &BigUint) -> Vec<(usize, BigUint)> {
        let change = steps
            .iter()
            .step_by(2)
            .fold(BigUint::zero(), |acc, coins| acc ^ coins)
            ^ target;
        let mut found = Vec::new();
        for (index, coins) in steps.iter().enumerate() {
            if index % 2 == 0 {
                // An odd step: a Nim move on its own pile.
                let keep = coins ^ &change;
                if &keep < coins {
                    found.push((index, coins - keep));
                }
            } else {
                // An even step: pushes coins onto the odd step below.
                let below = &steps[index - 1];
                let wanted = below ^ &change;
                if &wanted > below && &(&wanted - below) <= coins {
                    found.push((index, wanted - below));
                }
            }
        }
        found
    }
}

/// The size of a staircase for listing limits: its bits, plus a word per step.
fn staircase_bits(steps: &[BigUint]) -> u64 {
    steps.iter().map(|coins| coins.bits() + 64).sum()
}

impl Notation for Staircase {
    fn name(&self) -> String {
        "staircase".to_string()
    }

    fn parse_positions(&self, args: &[Token]) -> Result<Vec<Vec<BigUint>>, ParseError> {
        Ok(vec![parse_heaps(args)?])
    }

    fn format_position(&self, steps: &Vec<BigUint>) -> String {
        let cells: Vec<String> = steps.iter().map(ToString::to_string).collect();
        cells.join(",")
    }

    fn describe_move(&self, from: &Vec<BigUint>, to: &[Vec<BigUint>]) -> String {
        let term = self.format_term(std::slice::from_ref(from));
        if let [after] = to
            && let Some(index) = (0..from.len().min(after.len())).find(|&i| after[i] < from[i])
        {
            let count = &from[index] - &after[index];
            return if index == 0 {
                tr!("staircase-remove", count = count, term = term)
            } else {
                tr!(
                    "staircase-move",
                    count = count,
                    from = index + 1,
                    to = index,
                    term = term
                )
            };
        }
        tr!("move-heap-to", from = term, to = self.format_term(to))
    }
}

/// The most coins drawn on one step.
const MAX_COINS_DRAWN: u32 = 40;

impl Teaching for Staircase {
    fn rules(&self) -> String {
        tr!("staircase-rules")
    }

    /// The staircase rising to the right, step 1 at the bottom left, each step's coins piled on
    /// it. As with Nim's stones, clicking a coin moves it and every coin above it down a step
    /// (off the staircase from step 1), so each number of coins moved has its own coin.
    fn picture(&self, steps: &Vec<BigUint>) -> Option<Picture> {
        let coins: Vec<u32> = steps
            .iter()
            .map(|c| c.to_u32().filter(|&c| c <= MAX_COINS_DRAWN))
            .collect::<Option<_>>()?;
        let count = steps.len() as u32;
        if steps.len() + coins.iter().map(|&c| c as usize).sum::<usize>() > MAX_PARTS {
            return None;
        }
        let height = (0..count)
            .zip(&coins)
            .map(|(i, &c)| i + c + 1)
            .max()
            .unwrap_or(1);
        let mut parts = Vec::new();
        for (index, &pile) in (0..count).zip(&coins) {
            let (step, floor) = (index + 1, height - 1 - index);
            parts.push(Part::cell(
                format!("t{index}"),
                PartKind::Step,
                index,
                floor,
                tr!("picture-step", step = step),
            ));
            parts.extend((0..pile).map(|k| {
                let label = tr!("picture-step-coin", coin = k + 1, coins = pile, step = step);
                Part::cell(
                    format!("s{index}-{k}"),
                    PartKind::Stone,
                    index,
                    floor - 1 - k,
                    label,
                )
            }));
        }
        Some(Picture {
            width: count.max(1),
            height,
            parts,
        })
    }

    fn move_marks(&self, steps: &Vec<BigUint>, to: &[Vec<BigUint>]) -> Option<MoveMarks> {
        let [after] = to else { return None };
        let index = (0..steps.len().min(after.len())).find(|&i| after[i] < steps[i])?;
        let (pile, left) = (steps[index].to_u32()?, after[index].to_u32()?);
        let touched = (left..pile).map(|k| format!("s{index}-{k}")).collect();
        Some(MoveMarks::at(format!("s{index}-{left}"), touched))
    }

    /// The staircase with a place above each pile and a place for a new step at the top:
    /// clicking coin `k` of a step leaves `k` coins there (as Nim's stones), clicking the place
    /// above a pile adds a coin to it, clicking the top step takes it away with its coins, and
    /// the new step's place adds an empty step.
    fn setup_picture(&self, steps: &Vec<BigUint>) -> Option<Picture> {
        let mut picture = self.picture(steps)?;
        let piles: Vec<u32> = steps.iter().map(|c| c.to_u32()).collect::<Option<_>>()?;
        let count = piles.len() as u32;
        let mut places: Vec<(String, u32, u32, String)> = (0..count)
            .zip(&piles)
            .filter(|&(_, &pile)| pile < MAX_COINS_DRAWN)
            .map(|(index, &pile)| {
                let label = tr!("picture-add-step-coin", step = index + 1);
                (format!("s{index}-{pile}"), index, pile, label)
            })
            .collect();
        places.push((format!("t{count}"), count, 0, tr!("picture-add-step")));
        if picture.parts.len() + places.len() > MAX_PARTS {
            return Some(picture);
        }
        // Room above every pile for its place, and for the new step: the steps keep their
        // shape, lowered by the rows added.
        let height = (0..count)
            .zip(&piles)
            .map(|(index, &pile)| index + pile + 2)
            .chain([count + 1, picture.height])
            .max()
            .unwrap_or(1);
        let lower = height - picture.height;
        for part in &mut picture.parts {
            part.y += lower;
        }
        picture.height = height;
        picture.width = count + 1;
        for (id, index, pile, label) in places {
            // A coin's place is above the pile on its step; the new step's place is the step.
            let floor = height - 1 - index;
            let y = if id.starts_with('t') {
                floor
            } else {
                floor - 1 - pile
            };
            picture
                .parts
                .push(Part::cell(id, PartKind::Slot, index, y, label));
        }
        Some(picture)
    }

    fn setup_edit(&self, steps: &Vec<BigUint>, part: &str) -> Option<Vec<BigUint>> {
        let mut after = steps.clone();
        if let Some(step) = part.strip_prefix('t') {
            let index: usize = step.parse().ok()?;
            match index.checked_add(1)?.cmp(&steps.len()) {
                // The top step: taken away with its coins.
                std::cmp::Ordering::Equal => {
                    after.pop();
                }
                // The place above the top: a new, empty step.
                std::cmp::Ordering::Greater if index == steps.len() => {
                    after.push(BigUint::zero());
                }
                _ => return None,
            }
            return Some(after);
        }
        let (step, coin) = part.strip_prefix('s')?.split_once('-')?;
        let (index, coin): (usize, u32) = (step.parse().ok()?, coin.parse().ok()?);
        let pile = steps.get(index)?.to_u32()?;
        after[index] = match coin.cmp(&pile) {
            std::cmp::Ordering::Less => BigUint::from(coin),
            std::cmp::Ordering::Equal => BigUint::from(pile + 1),
            std::cmp::Ordering::Greater => return None,
        };
        Some(after)
    }

    /// Two coins on step 1, one on step 2 and three on step 3: worth 2 ⊕ 3 = 1.
    fn setup_default(&self) -> Option<Vec<BigUint>> {
        Some([2u32, 1, 3].into_iter().map(BigUint::from).collect())
    }

    fn explain(&self, steps: &Vec<BigUint>) -> Result<String, GameError> {
        let term = self.format_term(std::slice::from_ref(steps));
        let odd: Vec<String> = steps
            .iter()
            .enumerate()
            .step_by(2)
            .map(|(index, coins)| tr!("staircase-step", coins = coins, step = index + 1))
            .collect();
        let value = self.nimber(steps)?;
        let sum = if odd.is_empty() {
            tr!("staircase-no-odd-steps")
        } else {
            format!("{} = {value}", odd.join(" ⊕ "))
        };
        Ok(tr!(
            "staircase-explain",
            term = term,
            value = value,
            sum = sum
        ))
    }
}

impl Family for Staircase {
    fn nimber(&self, steps: &Vec<BigUint>) -> Result<BigUint, GameError> {
        Ok(steps
            .iter()
            .step_by(2)
            .fold(BigUint::zero(), |acc, coins| acc ^ coins))
    }

    fn options_of_nimber(
        &self,
        steps: &Vec<BigUint>,
        target: &BigUint,
    ) -> Result<Vec<Vec<Vec<BigUint>>>, GameError> {
        let moves = self.moves_to(steps, target);
        // Each move is a whole staircase: a long one with many moves is refused, not built.
        check_listing(
            || self.format_term(std::slice::from_ref(steps)),
            moves.len() as u64,
            staircase_bits(steps),
        )?;
        Ok(moves
            .into_iter()
            .map(|(index, count)| vec![moved(steps, index, &count)])
            .collect())
    }

    fn some_options_of_nimber(
        &self,
        steps: &Vec<BigUint>,
        target: &BigUint,
        limit: usize,
    ) -> Result<Vec<Vec<Vec<BigUint>>>, GameError> {
        Ok(self
            .moves_to(steps, target)
            .into_iter()
            .take(limit)
            .map(|(index, count)| vec![moved(steps, index, &count)])
            .collect())
    }

    fn count_options_of_nimber(
        &self,
        steps: &Vec<BigUint>,
        target: &BigUint,
    ) -> Result<BigUint, GameError> {
        Ok(self.moves_to(steps, target).len().into())
    }

    fn check_move(&self, from: &Vec<BigUint>, to: &[Vec<BigUint>]) -> Result<(), String> {
        let [after] = to else {
            return Err(tr!("staircase-write-steps"));
        };
        if after.len() != from.len() {
            return Err(tr!("staircase-step-count", steps = from.len()));
        }
        let changed: Vec<usize> = (0..from.len()).filter(|&i| after[i] != from[i]).collect();
        let legal = match *changed.as_slice() {
            [0] => after[0] < from[0],
            [below, index] => {
                index == below + 1
                    && after[index] < from[index]
                    && after[below] > from[below]
                    && &from[index] - &after[index] == &after[below] - &from[below]
            }
            _ => false,
        };
        if legal {
            Ok(())
        } else {
            Err(tr!(
                "staircase-cannot-move",
                from = self.format_term(std::slice::from_ref(from)),
                to = self.format_term(to)
            ))
        }
    }

    fn delaying_move(&self, steps: &Vec<BigUint>) -> Result<Option<Vec<Vec<BigUint>>>, GameError> {
        Ok(steps
            .iter()
            .position(|coins| !coins.is_zero())
            .map(|index| vec![moved(steps, index, &1u32.into())]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::testing::sorted;
    use crate::{Nimber, Solver};
    use proptest::prelude::*;

    fn steps(coins: &[u32]) -> Vec<BigUint> {
        coins.iter().map(|&c| BigUint::from(c)).collect()
    }

    #[test]
    fn explanations_and_moves_speak_chinese() {
        let budget = crate::budget::chinese();
        let text = budget
            .run(|| Staircase.explain(&steps(&[3, 1, 4])))
            .unwrap();
        assert!(text.contains("3（第 1 级） ⊕ 4（第 3 级） = 7"), "{text}");
        let step = budget.run(|| Staircase.describe_move(&steps(&[3, 1, 4]), &[steps(&[3, 2, 3])]));
        assert_eq!(step, "从 staircase(3,1,4) 的第 3 级把 1 枚硬币移到第 2 级");
    }

    #[test]
    fn english_chooses_coin_or_coins() {
        let one = Staircase.describe_move(&steps(&[3, 1]), &[steps(&[2, 1])]);
        assert_eq!(one, "remove 1 coin from step 1 of staircase(3,1)");
        let two = Staircase.describe_move(&steps(&[3, 2]), &[steps(&[5, 0])]);
        assert_eq!(two, "move 2 coins from step 2 to step 1 of staircase(3,2)");
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(250))]

        #[test]
        fn values_and_moves_match_the_solver(coins in proptest::collection::vec(0u32..6, 0..5), target in 0u32..8) {
            let position = steps(&coins);
            let mut solver = Solver::new(Staircase);
            prop_assert_eq!(Staircase.nimber(&position).unwrap(), BigUint::from(solver.nimber(&position).unwrap().0));
            let expected = sorted(solver.options_of_value(&position, Nimber(target.into())).unwrap());
            prop_assert_eq!(sorted(Staircase.options_of_nimber(&position, &target.into()).unwrap()), expected.clone());
            prop_assert_eq!(
                Staircase.count_options_of_nimber(&position, &target.into()).unwrap(),
                BigUint::from(expected.len())
            );
            let some = Staircase.some_options_of_nimber(&position, &target.into(), 2).unwrap();
            prop_assert_eq!(some.len(), expected.len().min(2));
            prop_assert!(some.iter().all(|option| expected.contains(option)));
        }

        #[test]
        fn typed_moves_are_checked_like_the_options(coins in proptest::collection::vec(0u32..4, 1..4), other in proptest::collection::vec(0u32..6, 1..4)) {
            let position = steps(&coins);
            let candidate = steps(&other);
            let legal = Staircase.options(&position).unwrap().contains(&vec![candidate.clone()]);
            prop_assert_eq!(Staircase.check_move(&position, &[candidate]).is_ok(), legal);
        }
    }

    #[test]
    fn even_steps_can_hold_winning_moves() {
        // staircase(1,2): value 1; only removing the coin on step 1 wins (pushing coins from
        // step 2 makes step 1 bigger, never 0).
        let position = steps(&[1, 2]);
        let moves = Staircase
            .options_of_nimber(&position, &BigUint::zero())
            .unwrap();
        assert_eq!(moves, vec![vec![steps(&[0, 2])]]);
        // staircase(1,3,2): value 1 ⊕ 2 = 3. From step 2, bring step 1 up to 1 ⊕ 3 = 2 (push
        // 1 coin); from step 3, keep 2 ⊕ 3 = 1 coin (move 1 coin to step 2).
        let position = steps(&[1, 3, 2]);
        let moves = sorted(
            Staircase
                .options_of_nimber(&position, &BigUint::zero())
                .unwrap(),
        );
        assert_eq!(
            moves,
            vec![vec![steps(&[1, 4, 1])], vec![steps(&[2, 2, 2])]]
        );
    }

    #[test]
    fn huge_staircases_are_exact() {
        let huge = BigUint::from(10u32).pow(30);
        let position = vec![huge.clone(), BigUint::from(5u32), huge.clone() + 1u32];
        // 10^30 is even, so 10^30 ⊕ (10^30 + 1) = 1.
        assert_eq!(Staircase.nimber(&position).unwrap(), BigUint::from(1u32));
        assert!(
            !Staircase
                .options_of_nimber(&position, &BigUint::zero())
                .unwrap()
                .is_empty()
        );
        for option in Staircase
            .options_of_nimber(&position, &BigUint::zero())
            .unwrap()
        {
            assert!(Staircase.nimber(&option[0]).unwrap().is_zero());
            assert!(Staircase.check_move(&position, &option).is_ok());
        }
        assert!(Staircase.options(&position).is_err());
    }

    #[test]
    fn long_staircases_are_counted_not_listed() {
        // 20,000 steps alternating 1, 0, ...: value 1 (10,000 ones), and removing the coin
        // from any odd step wins: 10,000 winning moves, each a staircase of 20,000 steps.
        let position: Vec<BigUint> = (0..20_000u32).map(|i| BigUint::from(1 - i % 2)).collect();
        let zero = BigUint::zero();
        assert_eq!(Staircase.nimber(&position).unwrap(), zero);
        let mut odd = position.clone();
        odd[0] = BigUint::from(2u32);
        // Value 2 ⊕ 1 (9,999 times) = 3: from step 1 keep 2 ⊕ 3 = 1 coin; from odd steps
        // holding 1, 1 ⊕ 3 = 2 > 1: no; from even steps (0 coins): no. One winning move.
        assert_eq!(
            Staircase.count_options_of_nimber(&odd, &zero).unwrap(),
            1u32.into()
        );
        let mut many = position.clone();
        many.push(BigUint::from(1u32)); // 10,001 ones on odd steps: value 1
        assert_eq!(Staircase.nimber(&many).unwrap(), BigUint::from(1u32));
        assert_eq!(
            Staircase.count_options_of_nimber(&many, &zero).unwrap(),
            BigUint::from(10_001u32)
        );
        assert!(matches!(
            Staircase.options_of_nimber(&many, &zero),
            Err(GameError::TooLarge(_))
        ));
        let some = Staircase.some_options_of_nimber(&many, &zero, 2).unwrap();
        assert_eq!(some.len(), 2);
        assert!(
            some.iter()
                .all(|option| Staircase.nimber(&option[0]).unwrap().is_zero())
        );
    }

    #[test]
    fn explanations_show_the_odd_steps() {
        let text = Staircase.explain(&steps(&[3, 1, 4])).unwrap();
        assert!(text.contains("3 (step 1) ⊕ 4 (step 3) = 7"), "{text}");
    }
}
