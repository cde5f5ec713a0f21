//! Grundy's game: `grundy(10)`.
//!
//! **Rules.** Heaps of tokens; a move splits one heap into two non-empty heaps of different
//! sizes. Heaps of 1 and 2 cannot be split.
//!
//! **Values.** No closed form and no period is known: the nim-sequence (OEIS A002188) has been
//! computed to beyond 2^35 without one appearing (*Winning Ways*, ch. 4). The octal periodicity
//! theorem does not apply (an unequal split of `n + p` can correspond to an equal one of `n`),
//! so values are computed by the sparse-space engine of [`crate::takebreak`], heaps up to
//! [`DIRECT_LIMIT`](super::octal::DIRECT_LIMIT) on demand.

use super::TakeBreak;
use crate::takebreak::Rules;

/// Grundy's game, as the family `grundy`.
///
/// ```
/// use grundy::games::grundys_game;
/// use grundy::{Family, Game};
/// let game = grundys_game();
/// assert_eq!(game.nimber(&20u32.into()).unwrap(), 0u32.into());
/// // A heap of 7 splits as 1+6, 2+5 or 3+4.
/// assert_eq!(game.options(&7u32.into()).unwrap().len(), 3);
/// ```
pub fn grundys_game() -> TakeBreak {
    TakeBreak::new(
        "grundy",
        Some("Grundy's game: split one heap into two non-empty heaps of different sizes"),
        Rules::grundys_game(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Family, Heaps, Nimber, Solver};
    use num_bigint::BigUint;

    #[test]
    fn rules_explanations_and_moves_speak_chinese() {
        use crate::{Notation, Teaching};
        let budget = crate::budget::chinese();
        let game = grundys_game();
        let rules = budget.run(|| game.rules());
        assert!(
            rules.starts_with("Grundy 游戏：把一堆分成大小不同的两个非空堆"),
            "{rules}"
        );
        let text = budget.run(|| game.explain(&10u32.into())).unwrap();
        assert!(text.starts_with("grundy(10) 的 SG"), "{text}");
        let step = budget.run(|| game.describe_move(&10u32.into(), &[4u32.into(), 6u32.into()]));
        assert!(
            step.contains("grundy(10)") && !step.contains("split"),
            "{step}"
        );
    }

    #[test]
    fn values_and_moves_match_the_solver_and_the_reference() {
        // OEIS A002188.
        let expected = [
            0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1,
            2, 3, 1, 2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1,
        ];
        let game = grundys_game();
        let mut solver = Solver::new(grundys_game());
        for (n, &value) in expected.iter().enumerate() {
            let heap = BigUint::from(n);
            assert_eq!(game.nimber(&heap).unwrap(), BigUint::from(value as u32));
            assert_eq!(solver.nimber(&heap).unwrap(), Nimber(value));
            for target in 0..6u64 {
                assert_eq!(
                    game.options_of_nimber(&heap, &target.into()).unwrap(),
                    solver.options_of_value(&heap, Nimber(target)).unwrap()
                );
            }
        }
    }

    #[test]
    fn the_sparse_values_begin_as_in_flammenkamps_table() {
        // A value is sparse when its bits above the lowest have even parity (mask ...11110).
        // Flammenkamp, "Sprague-Grundy Values of Grundy's Game" (wwwhomes.uni-bielefeld.de/achim/
        // grundy.html), the first 48 of the 1287 sparse values known, as (heap, value).
        let published: [(usize, u32); 48] = [
            (0, 0),
            (1, 0),
            (2, 0),
            (3, 1),
            (4, 0),
            (6, 1),
            (7, 0),
            (9, 1),
            (10, 0),
            (12, 1),
            (15, 1),
            (20, 0),
            (23, 0),
            (26, 0),
            (28, 1),
            (31, 1),
            (34, 1),
            (37, 1),
            (40, 1),
            (43, 1),
            (46, 1),
            (49, 1),
            (50, 0),
            (52, 1),
            (53, 0),
            (55, 1),
            (58, 1),
            (61, 1),
            (87, 7),
            (90, 7),
            (93, 7),
            (146, 6),
            (149, 6),
            (152, 6),
            (158, 11),
            (161, 11),
            (164, 11),
            (167, 11),
            (176, 7),
            (179, 7),
            (181, 12),
            (182, 7),
            (185, 7),
            (188, 7),
            (190, 12),
            (193, 12),
            (196, 10),
            (231, 10),
        ];
        let mut solver = Solver::new(grundys_game());
        let mut sparse = Vec::new();
        for n in 0..=231usize {
            let Nimber(value) = solver.nimber(&BigUint::from(n)).unwrap();
            let value = u32::try_from(value).unwrap();
            if (value & !1).count_ones() % 2 == 0 {
                sparse.push((n, value));
            }
        }
        assert_eq!(sparse, published);
    }

    #[test]
    fn no_period_is_claimed_and_huge_heaps_are_refused() {
        let game = grundys_game();
        assert!(game.period().unwrap().is_none_or(|report| !report.proven));
        let error = game.nimber(&BigUint::from(10u32).pow(30)).unwrap_err();
        assert!(
            error.to_string().contains("beyond what can be computed"),
            "{error}"
        );
        assert!(
            game.check_move(&10u32.into(), &[5u32.into(), 5u32.into()])
                .is_err()
        );
        assert!(
            game.check_move(&10u32.into(), &[4u32.into(), 6u32.into()])
                .is_ok()
        );
        assert_eq!(game.delaying_move(&2u32.into()).unwrap(), None);
    }
}
