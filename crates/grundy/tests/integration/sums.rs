//! Sums and their winning moves against an independent brute force.
//!
//! The brute force never uses nim-values: it searches the whole sum as one game (a position is
//! a P-position when every move leads to an N-position) and calls a move winning when it leads to
//! a P-position. Sprague–Grundy theory and the per-component move search must agree with it.

use std::collections::HashMap;

use grundy::games::{Bash, Nim, Subtraction};
use grundy::{Game, Outcome};
use num_bigint::BigUint;
use proptest::prelude::*;

/// The families a random sum draws its components from, each with its expression syntax.
#[derive(Clone, Copy, Debug)]
enum Kind {
    Nim,
    Bash2,
    Bash3,
    Sub134,
    Sub25,
}

impl Kind {
    fn name(self) -> &'static str {
        match self {
            Kind::Nim => "nim",
            Kind::Bash2 => "bash[2]",
            Kind::Bash3 => "bash[3]",
            Kind::Sub134 => "sub[1,3,4]",
            Kind::Sub25 => "sub[2,5]",
        }
    }

    /// The heaps one move can leave, straight from each family's rules.
    fn options(self, heap: u64) -> Vec<u64> {
        let heap = BigUint::from(heap);
        let options = match self {
            Kind::Nim => Nim.options(&heap),
            Kind::Bash2 => Bash::new(2u32.into()).unwrap().options(&heap),
            Kind::Bash3 => Bash::new(3u32.into()).unwrap().options(&heap),
            Kind::Sub134 => Subtraction::new(vec![1, 3, 4]).unwrap().options(&heap),
            Kind::Sub25 => Subtraction::new(vec![2, 5]).unwrap().options(&heap),
        };
        options
            .unwrap()
            .into_iter()
            .map(|parts| u64::try_from(&parts[0]).unwrap())
            .collect()
    }
}

fn kind() -> impl Strategy<Value = Kind> {
    prop_oneof![
        Just(Kind::Nim),
        Just(Kind::Bash2),
        Just(Kind::Bash3),
        Just(Kind::Sub134),
        Just(Kind::Sub25),
    ]
}

/// Whole-sum search: is the player to move losing?
fn is_p_position(kinds: &[Kind], heaps: &mut Vec<u64>, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&known) = memo.get(heaps) {
        return known;
    }
    let mut losing = true;
    'search: for i in 0..heaps.len() {
        for option in kinds[i].options(heaps[i]) {
            let saved = std::mem::replace(&mut heaps[i], option);
            let opponent_loses = is_p_position(kinds, heaps, memo);
            heaps[i] = saved;
            if opponent_loses {
                losing = false;
                break 'search;
            }
        }
    }
    memo.insert(heaps.clone(), losing);
    losing
}

fn expression(kinds: &[Kind], heaps: &[u64]) -> String {
    let terms: Vec<String> = kinds
        .iter()
        .zip(heaps)
        .map(|(kind, heap)| format!("{}({heap})", kind.name()))
        .collect();
    terms.join(" + ")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn outcomes_and_winning_moves_match_whole_sum_search(
        components in proptest::collection::vec((kind(), 0u64..9), 1..4)
    ) {
        let (kinds, heaps): (Vec<Kind>, Vec<u64>) = components.into_iter().unzip();
        let position = grundy::parse(&expression(&kinds, &heaps)).unwrap();
        let mut memo = HashMap::new();
        let mut scratch = heaps.clone();
        let expected_outcome = if is_p_position(&kinds, &mut scratch, &mut memo) {
            Outcome::P
        } else {
            Outcome::N
        };
        prop_assert_eq!(position.outcome().unwrap(), expected_outcome);

        let mut expected_moves = Vec::new();
        for i in 0..heaps.len() {
            for option in kinds[i].options(heaps[i]) {
                let mut after = heaps.clone();
                after[i] = option;
                if is_p_position(&kinds, &mut after.clone(), &mut memo) {
                    expected_moves.push(expression(&kinds, &after));
                }
            }
        }
        let found: Vec<String> = position
            .winning_moves()
            .unwrap()
            .iter()
            .map(|m| m.to.to_string())
            .collect();
        prop_assert_eq!(found, expected_moves);
    }
}

#[test]
fn grouped_heaps_print_back_in_their_terms() {
    let position = grundy::parse("nim(3,4,5) + bash[3](10)").unwrap();
    assert_eq!(position.len(), 4);
    let moves = position.winning_moves().unwrap();
    // 3 ⊕ 4 ⊕ 5 ⊕ (10 mod 4 = 2) = 0: a P-position.
    assert!(moves.is_empty());
    assert_eq!(position.outcome().unwrap(), Outcome::P);
    let after = position.parse_move("4 -> 9").unwrap();
    assert_eq!(after.component, 3);
    assert_eq!(after.to.to_string(), "nim(3,4,5) + bash[3](9)");
    assert_eq!(after.replacement, "9");
}

#[test]
fn nim_7_11_13_has_three_winning_moves_reaching_nim_sum_zero() {
    let position = grundy::parse("nim(7,11,13)").unwrap();
    let moves = position.winning_moves().unwrap();
    assert_eq!(moves.len(), 3);
    for m in &moves {
        assert_eq!(m.to.nimber().unwrap(), BigUint::from(0u32));
    }
}

#[test]
fn huge_heaps_are_exact() {
    let position = grundy::parse("nim(10^30, 7)").unwrap();
    let ten30 = BigUint::from(10u32).pow(30);
    assert_eq!(position.nimber().unwrap(), &ten30 ^ BigUint::from(7u32));
    let moves = position.winning_moves().unwrap();
    assert_eq!(moves.len(), 1);
    assert_eq!(moves[0].to.to_string(), "nim(7,7)");
}

#[test]
fn typed_moves_are_checked_against_the_rules() {
    let position = grundy::parse("nim(3) + sub[1,3,4](10)").unwrap();
    let refused = |line: &str| position.parse_move(line).unwrap_err().to_string();
    assert!(refused("2 -> 8").contains("allows taking 1, 3 or 4 stones, not 2"));
    assert!(refused("1 -> 3").contains("at least one stone"));
    assert!(refused("3 -> 1").contains("component number from 1 to 2"));
    assert!(refused("1 -> x").contains("column 6"));
    assert!(refused("1 -> 1,1").contains("exactly one heap"));
    assert_eq!(
        position.parse_move("2: 6").unwrap().to.to_string(),
        "nim(3) + sub[1,3,4](6)"
    );
    assert_eq!(
        position.parse_move(" 1 0").unwrap().to.to_string(),
        "nim(0) + sub[1,3,4](10)"
    );
}

#[test]
fn a_perfect_player_wins_whenever_it_can() {
    // Play a perfect player against itself from an N-position: the first player must win.
    let mut position = grundy::parse("nim(1,2) + bash[2](5) + sub[1,3,4](6)").unwrap();
    assert_eq!(position.outcome().unwrap(), Outcome::N);
    let mut moves_made = 0;
    while let Some(next) = position.perfect_move().unwrap() {
        let expected = if moves_made % 2 == 0 {
            Outcome::P
        } else {
            Outcome::N
        };
        assert_eq!(next.to.outcome().unwrap(), expected, "after {}", next.to);
        position = next.to;
        moves_made += 1;
    }
    assert!(position.is_over().unwrap());
    assert_eq!(moves_made % 2, 1, "the first player made the last move");
}
