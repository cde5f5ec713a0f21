//! Shapes of the P-positions of a one-heap game (the heap sizes `n` with `G(n) = 0`): residue
//! classes, and the classic sets: powers of two, `2^k − 1`, Fibonacci numbers, triangular
//! numbers, squares, Beatty sequences.
//!
//! Each set is compared with the P-positions from `n = 1` on (`n = 0`, the empty heap, is a
//! P-position of nearly every game and belongs to no set's usual statement), and is reported
//! only when at least `MIN_MEMBERS` of its members lie among the values.
//!
//! Beatty sequences `⌊kα⌋` are computed exactly: for `α = (a + b√d)/c`,
//! `⌊kα⌋ = ⌊(ak + ⌊√(b²dk²)⌋)/c⌋`, with an integer square root, never a float.

use std::cell::RefCell;

use super::{Candidate, Domain, Propose, Sequence, Shape, all_pairs, listed};
use crate::budget::tr;
use crate::period;

/// The most P-positions before a residue pattern starts that its rule lists one by one.
const MAX_LISTED_BEFORE: usize = 40;

/// The fewest members of a set that must lie among the values for the set to be reported.
pub(crate) const MIN_MEMBERS: usize = 4;

/// P-positions by residue class of `n` (with a few exceptions below the period's start).
pub(crate) const PERIODIC: Shape = Shape {
    kind: "p_residues",
    domain: Domain::HeapPPositions,
    summary: "n is a P-position iff n ≡ r (mod p) for r in a set R, from some n₀ on (an \
              arithmetic progression when R has one element)",
    only_if_nothing_simpler: false,
    propose: Propose::Heap(residues),
};

/// P-positions are the powers of two.
pub(crate) const POWERS_OF_TWO: Shape = set_shape(
    "p_powers_of_two",
    "the P-positions n ≥ 1 are the powers of two 1, 2, 4, 8, …",
    powers_of_two,
);

/// P-positions are `2^k − 1`.
pub(crate) const MERSENNE: Shape = set_shape(
    "p_mersenne",
    "the P-positions n ≥ 1 are 2^k − 1: 1, 3, 7, 15, …",
    mersenne,
);

/// P-positions are the Fibonacci numbers.
pub(crate) const FIBONACCI: Shape = set_shape(
    "p_fibonacci",
    "the P-positions n ≥ 1 are the Fibonacci numbers 1, 2, 3, 5, 8, …",
    fibonacci,
);

/// P-positions are the triangular numbers.
pub(crate) const TRIANGULAR: Shape = set_shape(
    "p_triangular",
    "the P-positions n ≥ 1 are the triangular numbers 1, 3, 6, 10, …",
    triangular,
);

/// P-positions are the squares.
pub(crate) const SQUARES: Shape = set_shape(
    "p_squares",
    "the P-positions n ≥ 1 are the squares 1, 4, 9, 16, …",
    squares,
);

/// P-positions are a Beatty sequence `⌊kα⌋`.
pub(crate) const BEATTY: Shape = Shape {
    kind: "p_beatty",
    domain: Domain::HeapPPositions,
    summary: "the P-positions n ≥ 1 are ⌊kα⌋, k ≥ 1, for α = φ, φ², √2, 2 + √2, √3 or (3 + √3)/2",
    only_if_nothing_simpler: false,
    propose: Propose::Heap(beatty),
};

const fn set_shape(
    kind: &'static str,
    summary: &'static str,
    propose: super::HeapProposer,
) -> Shape {
    Shape {
        kind,
        domain: Domain::HeapPPositions,
        summary,
        only_if_nothing_simpler: false,
        propose: Propose::Heap(propose),
    }
}

/// A quadratic irrational `(a + b√d)/c`, with its name.
#[derive(Clone, Copy, Debug)]
pub struct Irrational {
    /// How the rules write it.
    pub name: &'static str,
    /// Its definition, when the name needs one.
    pub defined: &'static str,
    a: u64,
    b: u64,
    d: u64,
    c: u64,
}

impl Irrational {
    /// `⌊kα⌋`, exactly.
    ///
    /// ```
    /// use grundy::rule_finder::p_positions::IRRATIONALS;
    /// let phi = IRRATIONALS[0];
    /// assert_eq!(phi.name, "φ");
    /// let firsts: Vec<u64> = (1..8).map(|k| phi.floor_times(k)).collect();
    /// assert_eq!(firsts, [1, 3, 4, 6, 8, 9, 11]); // the lower Wythoff sequence (OEIS A000201)
    /// ```
    pub fn floor_times(&self, k: u64) -> u64 {
        let root = (self.b * self.b * self.d * k * k).isqrt();
        (self.a * k + root) / self.c
    }
}

/// The irrationals whose Beatty sequences are tried, in complementary pairs (`1/α + 1/β = 1`,
/// so the two sequences split the positive integers: Beatty's theorem).
pub const IRRATIONALS: [Irrational; 6] = [
    Irrational {
        name: "φ",
        defined: "φ = (1 + √5)/2",
        a: 1,
        b: 1,
        d: 5,
        c: 2,
    },
    Irrational {
        name: "φ²",
        defined: "φ² = (3 + √5)/2",
        a: 3,
        b: 1,
        d: 5,
        c: 2,
    },
    Irrational {
        name: "√2",
        defined: "",
        a: 0,
        b: 1,
        d: 2,
        c: 1,
    },
    Irrational {
        name: "(2 + √2)",
        defined: "",
        a: 2,
        b: 1,
        d: 2,
        c: 1,
    },
    Irrational {
        name: "√3",
        defined: "",
        a: 0,
        b: 1,
        d: 3,
        c: 1,
    },
    Irrational {
        name: "(3 + √3)/2",
        defined: "",
        a: 3,
        b: 1,
        d: 3,
        c: 2,
    },
];

fn residues<'a>(sequence: &Sequence<'a>) -> Vec<Candidate<'a, usize>> {
    if let Some(proven) = residues_from_known_period(sequence) {
        return vec![proven];
    }
    let values = sequence.values;
    let is_p = move |n: usize| values[n] == 0;
    let Some(found) = period::observed_period(values.len(), |n| u64::from(is_p(n))) else {
        return Vec::new();
    };
    let (start, length) = (found.preperiod as usize, found.period as usize);
    if found.saltus != 0 || length == 0 {
        return Vec::new();
    }
    vec![
        Candidate::observed(
            move || residues_text(values, start, length),
            move |n: usize| {
                values
                    .get(n + length)
                    .is_none_or(|&later| (later == 0) == is_p(n))
            },
        )
        .tested_whole(move || zeros_repeat(values, start, length))
        .from(start),
    ]
}

/// The P-positions a proven period of the values gives, for every `n`: values that repeat
/// (saltus 0) from `n₀` with period `p` make the outcomes repeat with period `p` (or a divisor
/// of it) from `n₀` (or before); values that grow (saltus > 0) are never 0 from `n₀ + p` on.
fn residues_from_known_period<'a>(sequence: &Sequence<'a>) -> Option<Candidate<'a, usize>> {
    let known = sequence.known_period.filter(|known| known.proven)?;
    let values = sequence.values;
    let (mut start, period) = (
        known.period.preperiod as usize,
        known.period.period as usize,
    );
    if period == 0 || start + period > values.len() {
        return None;
    }
    let is_p = |n: usize| values[n] == 0;
    let length = if known.period.saltus == 0 {
        // The smallest divisor of the period that the outcomes of one block repeat with.
        let length = (1..=period)
            .filter(|d| period.is_multiple_of(*d))
            .find(|&d| (start..start + period - d).all(|n| is_p(n) == is_p(n + d)))
            .unwrap_or(period);
        while start > 0 && is_p(start - 1) == is_p(start - 1 + length) {
            start -= 1;
        }
        length
    } else {
        // Nothing is 0 from n₀ + p on: one block of "not P" from there.
        start += period;
        1
    };
    let growing = known.period.saltus != 0;
    let text = move || {
        if growing {
            residues_text_with(values, start, length, &[])
        } else {
            residues_text(values, start, length)
        }
    };
    let (first_start, first_length) = (start, length);
    let classes: Vec<bool> = (0..length)
        .map(|r| !growing && is_p(first_start + (r + length - first_start % length) % length))
        .collect();
    // The classes hold from `first_start` on exactly when they hold on the first block and
    // every later n is a P-position just when n − length is (by induction on n); with no
    // class, when no value from there on is 0.
    let first_block = (first_start..(first_start + first_length).min(values.len()))
        .all(|n| (values[n] == 0) == classes[n % first_length]);
    let whole = move || {
        if growing {
            no_zeros(&values[first_start..])
        } else {
            first_block && zeros_repeat(values, first_start, first_length)
        }
    };
    Some(
        Candidate::observed(text, move |n: usize| {
            let expected = if n < first_start {
                values[n] == 0
            } else {
                classes[n % first_length]
            };
            (values[n] == 0) == expected
        })
        .tested_whole(whole)
        .proven(true),
    )
}

/// Whether `values[n]` is 0 just when `values[n + length]` is, for every `n ≥ from` with
/// `n + length` among the values.
fn zeros_repeat(values: &[u64], from: usize, length: usize) -> bool {
    let Some(end) = values.len().checked_sub(length).filter(|&end| end >= from) else {
        return true;
    };
    let nonzero = |v: u64| v | v.wrapping_neg();
    all_pairs(
        &values[from..end],
        &values[from + length..],
        |early, later| (nonzero(early) ^ nonzero(later)) >> 63,
    )
}

/// Whether no value is 0, in blocks as [`all_pairs`].
fn no_zeros(values: &[u64]) -> bool {
    // The top bit of `v | −v` is set just when v ≠ 0.
    let nonzero = |values: &[u64]| {
        values
            .iter()
            .fold(u64::MAX, |all, &v| all & (v | v.wrapping_neg()))
            >> 63
            == 1
    };
    let (blocks, rest) = values.as_chunks::<{ super::BLOCK }>();
    blocks.iter().all(|block| nonzero(block)) && nonzero(rest)
}

/// `P-positions: n ≡ 0, 2 (mod 7)`; `P-positions: 0, 3, and n ≡ 1 (mod 5) for n ≥ 8`;
/// `P-positions: only 0`: the P-positions below `start`, then the classes mod `length` of
/// those in `start..start + length`.
fn residues_text(values: &[u64], start: usize, length: usize) -> String {
    let classes: Vec<usize> = (start..start + length)
        .filter(|&n| values[n] == 0)
        .map(|n| n % length)
        .collect::<std::collections::BTreeSet<usize>>()
        .into_iter()
        .collect();
    residues_text_with(values, start, length, &classes)
}

fn residues_text_with(values: &[u64], start: usize, length: usize, classes: &[usize]) -> String {
    let before: Vec<u64> = (0..start)
        .filter(|&n| values[n] == 0)
        .map(|n| n as u64)
        .collect();
    let mut parts = Vec::new();
    // Every one is listed, so that the rule says all it claims; beyond a screenful they are
    // named by where they are (the report lists the P-positions).
    if before.len() > MAX_LISTED_BEFORE {
        parts.push(tr!(
            "rule-p-below",
            count = before.len().to_string(),
            start = start.to_string()
        ));
    } else if !before.is_empty() {
        parts.push(listed(before.iter().copied(), MAX_LISTED_BEFORE));
    }
    if !classes.is_empty() {
        let classes: Vec<String> = classes.iter().map(usize::to_string).collect();
        let from = if start == 0 {
            String::new()
        } else {
            tr!("rule-from", start = start.to_string())
        };
        parts.push(format!("n ≡ {} (mod {length}){from}", classes.join(", ")));
    }
    match (parts.len(), classes.is_empty()) {
        (0, _) => tr!("rule-p-none"),
        (1, true) => tr!("rule-p-only", positions = parts[0].as_str()),
        _ => tr!(
            "rule-p-positions",
            positions = parts.join(&tr!("rule-p-and"))
        ),
    }
}

/// The candidate comparing the P-positions `n ≥ 1` with the set whose `k`-th member
/// (`k ≥ 1`, increasing in `k`) is `member(k)`, when at least [`MIN_MEMBERS`] of them lie among
/// the values. Members are generated only as far as the check reads, so a set that fails early
/// costs next to nothing.
fn set_candidate<'a>(
    values: &'a [u64],
    text: impl FnOnce(&str) -> String + 'a,
    member: impl Fn(u64) -> u64 + Copy + 'a,
) -> Vec<Candidate<'a, usize>> {
    if member(MIN_MEMBERS as u64) >= values.len() as u64 {
        return Vec::new();
    }
    let text = move || {
        text(&listed(
            (1..=MIN_MEMBERS as u64 + 1).map(member),
            MIN_MEMBERS,
        ))
    };
    // The members generated so far, in order.
    let generated = RefCell::new(Vec::new());
    let holds = move |n: usize| {
        let mut members = generated.borrow_mut();
        while members.last().is_none_or(|&last| last < n as u64) {
            let next = member(members.len() as u64 + 1);
            members.push(next);
        }
        (values[n] == 0) == members.binary_search(&(n as u64)).is_ok()
    };
    // Every member among the values is a P-position (a set that fails, fails here, at one of
    // its first members), and there are no others.
    let everywhere = move || {
        let (mut members, mut last) = (0, 0);
        for k in 1.. {
            let m = member(k);
            if m >= values.len() as u64 {
                break;
            }
            if m <= last || values[m as usize] != 0 {
                return false;
            }
            (members, last) = (members + 1, m);
        }
        values[1..].iter().filter(|&&value| value == 0).count() == members
    };
    vec![
        Candidate::observed(text, holds)
            .tested_whole(everywhere)
            .from(1),
    ]
}

fn powers_of_two<'a>(sequence: &Sequence<'a>) -> Vec<Candidate<'a, usize>> {
    set_candidate(
        sequence.values,
        |firsts| tr!("rule-p-powers-of-two", firsts = firsts),
        |k| 1u64.checked_shl(k as u32 - 1).unwrap_or(u64::MAX),
    )
}

fn mersenne<'a>(sequence: &Sequence<'a>) -> Vec<Candidate<'a, usize>> {
    set_candidate(
        sequence.values,
        |firsts| tr!("rule-p-mersenne", firsts = firsts),
        |k| {
            1u64.checked_shl(k as u32)
                .map_or(u64::MAX, |power| power - 1)
        },
    )
}

/// The `k`-th Fibonacci number of 1, 2, 3, 5, 8, … (`u64::MAX` past the largest that fits).
fn fibonacci_number(k: u64) -> u64 {
    let (mut a, mut b) = (1u64, 2u64);
    for _ in 1..k {
        (a, b) = (b, a.saturating_add(b));
    }
    a
}

fn fibonacci<'a>(sequence: &Sequence<'a>) -> Vec<Candidate<'a, usize>> {
    set_candidate(
        sequence.values,
        |firsts| tr!("rule-p-fibonacci", firsts = firsts),
        fibonacci_number,
    )
}

fn triangular<'a>(sequence: &Sequence<'a>) -> Vec<Candidate<'a, usize>> {
    set_candidate(
        sequence.values,
        |firsts| tr!("rule-p-triangular", firsts = firsts),
        |k| k * (k + 1) / 2,
    )
}

fn squares<'a>(sequence: &Sequence<'a>) -> Vec<Candidate<'a, usize>> {
    set_candidate(
        sequence.values,
        |firsts| tr!("rule-p-squares", firsts = firsts),
        |k| k * k,
    )
}

fn beatty<'a>(sequence: &Sequence<'a>) -> Vec<Candidate<'a, usize>> {
    IRRATIONALS
        .into_iter()
        .flat_map(|alpha| {
            set_candidate(
                sequence.values,
                move |firsts| {
                    let defined = if alpha.defined.is_empty() {
                        String::new()
                    } else {
                        format!(", {}", alpha.defined)
                    };
                    tr!(
                        "rule-p-beatty",
                        alpha = alpha.name,
                        firsts = firsts,
                        defined = defined
                    )
                },
                move |k| alpha.floor_times(k),
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::Period;
    use crate::rule_finder::{FoundRule, Place, sequence_rules};

    fn p_rules(values: &[u64]) -> Vec<FoundRule> {
        sequence_rules(values, None)
            .into_iter()
            .filter(|rule| rule.kind.starts_with("p_"))
            .collect()
    }

    /// Values that are 0 exactly on `members` (and at 0), 1 elsewhere.
    fn zero_on(len: usize, members: &[u64]) -> Vec<u64> {
        (0..len as u64)
            .map(|n| u64::from(n != 0 && !members.contains(&n)))
            .collect()
    }

    #[test]
    fn each_set_is_recognised() {
        let cases: [(&str, Vec<u64>); 5] = [
            ("p_powers_of_two", (0..8).map(|k| 1 << k).collect()),
            ("p_mersenne", (1..9).map(|k| (1 << k) - 1).collect()),
            ("p_fibonacci", vec![1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144]),
            ("p_triangular", (1..20).map(|k| k * (k + 1) / 2).collect()),
            ("p_squares", (1..16).map(|k| k * k).collect()),
        ];
        for (kind, members) in cases {
            let rules = p_rules(&zero_on(200, &members));
            assert_eq!(rules.len(), 1, "{kind}: {rules:?}");
            assert_eq!(rules[0].kind, kind);
            assert!(rules[0].exceptions.is_empty());
        }
    }

    #[test]
    fn beatty_sequences_are_exact() {
        // ⌊k√2⌋ (OEIS A001951): 1, 2, 4, 5, 7, 8, 9, 11, 12, 14.
        let root_two: Vec<u64> = (1..11).map(|k| IRRATIONALS[2].floor_times(k)).collect();
        assert_eq!(root_two, [1, 2, 4, 5, 7, 8, 9, 11, 12, 14]);
        // Complementary pairs split the integers (Beatty's theorem).
        for pair in IRRATIONALS.chunks(2) {
            let mut both: Vec<u64> = (1..200)
                .flat_map(|k| [pair[0].floor_times(k), pair[1].floor_times(k)])
                .filter(|&m| m < 200)
                .collect();
            both.sort_unstable();
            assert_eq!(both, (1..200).collect::<Vec<u64>>(), "{}", pair[0].name);
        }
        let lower: Vec<u64> = (1..130).map(|k| IRRATIONALS[0].floor_times(k)).collect();
        let rules = p_rules(&zero_on(200, &lower));
        assert_eq!(
            rules[0].text,
            "P-positions (n ≥ 1): ⌊kφ⌋ for k ≥ 1 (1, 3, 4, 6, …), φ = (1 + √5)/2"
        );
    }

    #[test]
    fn residues_are_stated_with_what_comes_before() {
        // Subtraction game {1, 3, 4}: P-positions n ≡ 0, 2 (mod 7).
        let values: Vec<u64> = (0..70).map(|n| [0, 1, 0, 1, 2, 3, 2][n % 7]).collect();
        assert_eq!(p_rules(&values)[0].text, "P-positions: n ≡ 0, 2 (mod 7)");
        // Nim: only the empty heap.
        let nim: Vec<u64> = (0..40).collect();
        assert_eq!(p_rules(&nim)[0].text, "P-positions: only 0");
        let mut values = vec![0, 1, 1, 0, 1, 1, 1, 1];
        values.extend((8..60).map(|n| u64::from(n % 5 != 1)));
        assert_eq!(
            p_rules(&values)[0].text,
            "P-positions: 0, 3, and n ≡ 1 (mod 5) for n ≥ 7"
        );
    }

    #[test]
    fn outcomes_are_proven_by_a_proven_period() {
        let values: Vec<u64> = (0..30).map(|n| [0, 1, 0, 1, 2, 3, 2][n % 7]).collect();
        let known = crate::PeriodReport::closed_form(Period {
            preperiod: 0,
            period: 7,
            saltus: 0,
        });
        let rules = sequence_rules(&values, Some(&known));
        let outcomes = rules.iter().find(|r| r.kind == "p_residues").unwrap();
        assert!(outcomes.proven);
        assert!(!sequence_rules(&values, None)[1].proven);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// Each set, broken at one random member or non-member, is reported with that place or
        /// not at all; intact, it is reported exactly.
        #[test]
        fn one_break_is_an_exception(which in 0usize..5, at in 1usize..300) {
            let members: Vec<u64> = match which {
                0 => (0..9).map(|k| 1 << k).collect(),
                1 => (1..9).map(|k| (1 << k) - 1).collect(),
                2 => vec![1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233],
                3 => (1..25).map(|k| k * (k + 1) / 2).collect(),
                _ => (1..18).map(|k| k * k).collect(),
            };
            let mut values = zero_on(300, &members);
            let intact = p_rules(&values);
            prop_assert!(intact.iter().all(|rule| rule.exceptions.is_empty()));
            values[at] = u64::from(values[at] == 0);
            for rule in p_rules(&values) {
                if rule.kind != "p_residues" {
                    prop_assert_eq!(&rule.exceptions, &vec![Place::Heap(at as u64)], "{:?}", rule);
                }
            }
        }
    }
}
