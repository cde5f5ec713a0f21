//! The computer as an opponent: the move it makes in `play` and in the page's Play view, at a
//! level a class can learn from.
//!
//! **The perfect move** follows remoteness ([`crate::solver::remoteness`]; Smith 1966, *Winning
//! Ways*, ch. 9): from a position it wins, the winning move of least remoteness (it wins as
//! fast as it can); from a position it loses, the move of greatest remoteness (it makes the
//! game last, so that a mistake has time to happen); from a draw, a move that keeps the draw.
//! When the remoteness is beyond the search allowed ([`EVAL_REMOTENESS_STATES`](crate::defaults::EVAL_REMOTENESS_STATES) positions,
//! `kayles(10^30)`), it falls back on the theory: the first winning move the nim-values (or the
//! misère analysis) give, else the first legal move.
//!
//! **Levels.** [`Level::Perfect`] always makes the perfect move. [`Level::Good`] makes a move
//! chosen uniformly at random among all legal moves once in four turns and the perfect move
//! otherwise; [`Level::Beginner`] plays at random three turns in four. The random choices come
//! from a ChaCha8 generator seeded by the game's seed and the number of moves made so far, so a
//! game is replayed exactly from its seed, in any front end.

use num_bigint::BigUint;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

use crate::budget::tr;
use crate::sum::bounded_remoteness;
use crate::{GameError, Outcome, Sum, SumMove, SumRemoteness};

/// How well the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Always the perfect move.
    Perfect,
    /// A random legal move one turn in four, the perfect move otherwise.
    Good,
    /// A random legal move three turns in four, the perfect move otherwise.
    Beginner,
}

impl Level {
    /// Every level, strongest first.
    pub const ALL: [Level; 3] = [Level::Perfect, Level::Good, Level::Beginner];

    /// The level's name, as front ends accept it (`perfect`, `good`, `beginner`).
    ///
    /// ```
    /// use grundy::opponent::Level;
    /// assert_eq!(Level::Good.name(), "good");
    /// assert_eq!("beginner".parse::<Level>().unwrap(), Level::Beginner);
    /// assert!("expert".parse::<Level>().unwrap_err().contains("perfect, good, beginner"));
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            Level::Perfect => "perfect",
            Level::Good => "good",
            Level::Beginner => "beginner",
        }
    }

    /// What the level does, for people.
    pub fn description(self) -> String {
        match self {
            Level::Perfect => tr!("level-perfect"),
            Level::Good => tr!("level-good"),
            Level::Beginner => tr!("level-beginner"),
        }
    }

    /// Out of four turns, how many are played at random.
    fn random_turns_in_four(self) -> u32 {
        match self {
            Level::Perfect => 0,
            Level::Good => 1,
            Level::Beginner => 3,
        }
    }
}

impl std::str::FromStr for Level {
    type Err = String;

    fn from_str(text: &str) -> Result<Level, String> {
        Level::ALL
            .into_iter()
            .find(|level| level.name() == text)
            .ok_or_else(|| {
                let names: Vec<&str> = Level::ALL.iter().map(|level| level.name()).collect();
                format!(
                    "unknown level `{text}`; the levels are {}",
                    names.join(", ")
                )
            })
    }
}

/// Why the computer chose its move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum Reason {
    /// A winning move of least remoteness.
    FastestWin,
    /// From a lost position, a move of greatest remoteness.
    SlowestLoss,
    /// A winning move, the remoteness being beyond the search allowed.
    Winning,
    /// From a draw, a move that keeps it drawn.
    KeepsDraw,
    /// From a lost position whose remoteness is beyond the search allowed, some legal move.
    AnyMove,
    /// A move chosen at random (the weaker levels).
    Random,
}

/// The computer's move.
#[derive(Clone, Debug)]
pub struct ComputerMove {
    /// The move.
    pub chosen: SumMove,
    /// Why it was chosen.
    pub reason: Reason,
    /// The remoteness of the position it leads to, when known (`None` for a draw or beyond the
    /// search allowed).
    pub remoteness_after: Option<BigUint>,
}

/// The computer's move from `position` at `level`, in normal or misère play, under the budget
/// entered on this thread; `None` when no move is left. `seed` is the game's and `ply` the
/// number of moves made so far: together they fix the weaker levels' random choices.
///
/// ```
/// use grundy::opponent::{computer_move, Level, Reason};
/// // chomp(5,4) is lost: the computer makes the defence last (remoteness 7 after its move),
/// // rather than eat the square that leaves chomp(1,1) and loses two moves later.
/// let position = grundy::parse("chomp(5,4)").unwrap();
/// let chosen = computer_move(&position, Level::Perfect, false, 0, 0).unwrap().unwrap();
/// assert_eq!(chosen.reason, Reason::SlowestLoss);
/// assert_eq!(chosen.remoteness_after, Some(7u32.into()));
/// // Winning, it wins as fast as it can: nim(2,2,3) → nim(2,2), then four more moves.
/// let position = grundy::parse("nim(2,2,3)").unwrap();
/// let chosen = computer_move(&position, Level::Perfect, false, 0, 0).unwrap().unwrap();
/// assert_eq!((chosen.reason, chosen.chosen.to.to_string()), (Reason::FastestWin, "nim(2,2,0)".to_string()));
/// ```
pub fn computer_move(
    position: &Sum,
    level: Level,
    misere: bool,
    seed: u64,
    ply: u64,
) -> Result<Option<ComputerMove>, GameError> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(ply);
    if rng.random_range(0..4) < level.random_turns_in_four() {
        match position.moves() {
            Ok(moves) if !moves.is_empty() => {
                let chosen = moves[rng.random_range(0..moves.len())].clone();
                return Ok(Some(ComputerMove {
                    chosen,
                    reason: Reason::Random,
                    remoteness_after: None,
                }));
            }
            Ok(_) => return Ok(None),
            // Too many to list: the level plays perfectly this turn.
            Err(GameError::TooLarge(_)) => {}
            Err(error) => return Err(error),
        }
    }
    perfect_move(position, misere)
}

/// The perfect move by remoteness, or by the theory when the remoteness is beyond the search.
fn perfect_move(position: &Sum, misere: bool) -> Result<Option<ComputerMove>, GameError> {
    let moves = match position.moves() {
        Ok(moves) => moves,
        Err(GameError::TooLarge(_)) => return by_theory(position, misere),
        Err(error) => return Err(error),
    };
    if moves.is_empty() {
        return Ok(None);
    }
    let sums: Vec<&Sum> = std::iter::once(position)
        .chain(moves.iter().map(|m| &m.to))
        .collect();
    let found: Vec<Option<BigUint>> = if misere {
        // Misère remoteness is odd exactly at a lost position: one more (the extra move of a
        // finished game) puts it in the normal sense.
        match bounded_remoteness(|| Sum::misere_remoteness_of_each(&sums))? {
            Ok(found) => found
                .into_iter()
                .map(|r| r.map(|moves| BigUint::from(moves) + 1u32))
                .collect(),
            Err(_) => return by_theory(position, misere),
        }
    } else {
        match bounded_remoteness(|| Sum::remoteness_of_each(&sums))? {
            Ok(found) => found.iter().map(SumRemoteness::moves).collect(),
            Err(_) => return by_theory(position, misere),
        }
    };
    let (here, after) = (found[0].clone(), &found[1..]);
    let Some(here) = here else {
        return by_theory(position, misere);
    };
    let is_even = |r: &BigUint| !r.bit(0);
    let pick = if is_even(&here) {
        // Lost: every option is odd; the greatest makes the game last.
        after
            .iter()
            .enumerate()
            .filter_map(|(i, r)| r.as_ref().map(|r| (i, r)))
            .max_by(|a, b| a.1.cmp(b.1).then(b.0.cmp(&a.0)))
            .map(|(i, _)| (i, Reason::SlowestLoss))
    } else {
        after
            .iter()
            .enumerate()
            .filter_map(|(i, r)| r.as_ref().filter(|r| is_even(r)).map(|r| (i, r)))
            .min_by(|a, b| a.1.cmp(b.1).then(a.0.cmp(&b.0)))
            .map(|(i, _)| (i, Reason::FastestWin))
    };
    let Some((index, reason)) = pick else {
        return by_theory(position, misere);
    };
    let remoteness_after = found[index + 1]
        .clone()
        .map(|r| if misere { r - 1u32 } else { r });
    Ok(Some(ComputerMove {
        chosen: moves[index].clone(),
        reason,
        remoteness_after,
    }))
}

/// The move the theory gives when remoteness is out of reach: a winning move, a move keeping a
/// draw, or the first legal move.
fn by_theory(position: &Sum, misere: bool) -> Result<Option<ComputerMove>, GameError> {
    let (chosen, outcome) = if misere {
        (position.perfect_misere_move()?, position.misere()?.outcome)
    } else {
        (position.perfect_move()?, position.outcome()?)
    };
    Ok(chosen.map(|chosen| ComputerMove {
        chosen,
        reason: match outcome {
            Outcome::N => Reason::Winning,
            Outcome::D => Reason::KeepsDraw,
            Outcome::P => Reason::AnyMove,
        },
        remoteness_after: None,
    }))
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use proptest::prelude::*;

    use super::*;

    /// Remoteness by the definition on whole sums, by their moves, keyed by the expression.
    fn by_definition(position: &Sum, memo: &mut HashMap<String, u64>) -> u64 {
        let key = position.to_string();
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let options: Vec<u64> = position
            .moves()
            .unwrap()
            .iter()
            .map(|m| by_definition(&m.to, memo))
            .collect();
        let fastest_win = options.iter().filter(|&&r| r % 2 == 0).min();
        let r = match fastest_win {
            Some(&even) => even + 1,
            None => options.iter().max().map_or(0, |&odd| odd + 1),
        };
        memo.insert(key, r);
        r
    }

    fn small_position() -> impl Strategy<Value = String> {
        (proptest::collection::vec(0u32..9, 1..3), 0u32..6, 1u32..4).prop_map(
            |(heaps, kayles, second_row)| {
                let heaps: Vec<String> = heaps.iter().map(u32::to_string).collect();
                format!(
                    "sub[1,3,4]({}) + kayles({kayles}) + chomp(3,{second_row})",
                    heaps.join(",")
                )
            },
        )
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]

        /// The perfect move wins by a move of least remoteness, or loses by one of greatest,
        /// against remoteness by the definition; and the remoteness after it is reported right.
        #[test]
        fn the_perfect_move_hurries_to_win_and_delays_losing(expr in small_position()) {
            let position = crate::parse(&expr).unwrap();
            let mut memo = HashMap::new();
            let here = by_definition(&position, &mut memo);
            let options: Vec<u64> = position
                .moves()
                .unwrap()
                .iter()
                .map(|m| by_definition(&m.to, &mut memo))
                .collect();
            let Some(chosen) = computer_move(&position, Level::Perfect, false, 7, 0).unwrap() else {
                prop_assert!(options.is_empty());
                return Ok(());
            };
            let after = by_definition(&chosen.chosen.to, &mut memo);
            prop_assert_eq!(chosen.remoteness_after.clone(), Some(BigUint::from(after)));
            if here % 2 == 1 {
                prop_assert_eq!(chosen.reason, Reason::FastestWin);
                prop_assert_eq!(after, here - 1);
                prop_assert_eq!(Some(after), options.iter().copied().filter(|r| r % 2 == 0).min());
            } else {
                prop_assert_eq!(chosen.reason, Reason::SlowestLoss);
                prop_assert_eq!(Some(after), options.iter().copied().max());
                prop_assert_eq!(after + 1, here);
            }
        }

        /// In misère play the computer's move from a won position leads to a lost one.
        #[test]
        fn the_misere_move_wins_when_the_position_is_won(expr in small_position()) {
            let position = crate::parse(&expr).unwrap();
            let analysis = crate::misere::search(&position).unwrap();
            if let Some(chosen) = computer_move(&position, Level::Perfect, true, 7, 0).unwrap() {
                let after = crate::misere::search(&chosen.chosen.to).unwrap().outcome;
                if analysis.outcome == Outcome::N {
                    prop_assert_eq!(after, Outcome::P);
                    prop_assert_eq!(chosen.reason, Reason::FastestWin);
                }
            }
        }
    }

    #[test]
    fn the_levels_err_as_often_as_documented_and_replay_from_the_seed() {
        let position = crate::parse("nim(5,6,7)").unwrap();
        let random_turns = |level: Level| {
            (0..400u64)
                .filter(|&ply| {
                    let chosen = computer_move(&position, level, false, 2026, ply)
                        .unwrap()
                        .unwrap();
                    chosen.reason == Reason::Random
                })
                .count()
        };
        assert_eq!(random_turns(Level::Perfect), 0);
        let good = random_turns(Level::Good);
        let beginner = random_turns(Level::Beginner);
        assert!((70..130).contains(&good), "{good} random turns of 400");
        assert!(
            (270..330).contains(&beginner),
            "{beginner} random turns of 400"
        );
        // The same seed and ply give the same move; another seed, other choices.
        let moves = |seed: u64| -> Vec<String> {
            (0..20u64)
                .map(|ply| {
                    let chosen = computer_move(&position, Level::Beginner, false, seed, ply);
                    chosen.unwrap().unwrap().chosen.to.to_string()
                })
                .collect()
        };
        assert_eq!(moves(1), moves(1));
        assert_ne!(moves(1), moves(2));
    }

    #[test]
    fn beyond_the_search_the_theory_chooses() {
        let position = crate::parse("kayles(10^30)").unwrap();
        let chosen = computer_move(&position, Level::Perfect, false, 0, 0)
            .unwrap()
            .unwrap();
        assert_eq!(chosen.reason, Reason::Winning);
        assert_eq!(chosen.chosen.to.nimber().unwrap(), BigUint::ZERO);
        assert_eq!(chosen.remoteness_after, None);
        let lost = crate::parse("nim(0)").unwrap();
        assert!(
            computer_move(&lost, Level::Good, false, 0, 0)
                .unwrap()
                .is_none()
        );
    }
}
