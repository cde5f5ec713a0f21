//! Shapes of one-heap nim-sequences `G(0), G(1), …`: periods, `n`, `⌊n/k⌋`, functions of the
//! binary digits, and rules by residue class.
//!
//! The binary shapes are the values of coin-turning games (*Winning Ways* ch. 14): the Ruler
//! game's values are the largest power of 2 dividing `n`, Mock Turtles' the odious numbers.
//! Several read `n + d` for a small shift `d`, because a game's heaps may be counted from 0 or
//! from 1.

use super::{Candidate, Domain, Propose, Sequence, Shape, all_pairs, all_values, listed};
use crate::budget::tr;
use crate::period::{self, Period};

/// `G(n + p) = G(n) + s` from some `n₀` on.
pub(crate) const PERIODIC: Shape = Shape {
    kind: "periodic",
    domain: Domain::HeapValues,
    summary: "G(n + p) = G(n) + s for n ≥ n₀: periodic (s = 0) or arithmetic-periodic",
    only_if_nothing_simpler: false,
    propose: Propose::Heap(periodic),
};

/// `G(n) = n`.
pub(crate) const IDENTITY: Shape = Shape {
    kind: "identity",
    domain: Domain::HeapValues,
    summary: "G(n) = n",
    only_if_nothing_simpler: false,
    propose: Propose::Heap(identity),
};

/// `G(n) = ⌊n/k⌋`.
pub(crate) const FLOOR_DIVISION: Shape = Shape {
    kind: "floor_division",
    domain: Domain::HeapValues,
    summary: "G(n) = ⌊n/k⌋ for some k ≥ 2",
    only_if_nothing_simpler: false,
    propose: Propose::Heap(floor_division),
};

/// The largest power of 2 dividing `n` (or `n + 1`).
pub(crate) const RULER: Shape = Shape {
    kind: "ruler",
    domain: Domain::HeapValues,
    summary: "G(n) = the largest power of 2 dividing n (or n + 1): the ruler function",
    only_if_nothing_simpler: false,
    propose: Propose::Heap(ruler),
};

/// The exponent of 2 in `n` (or `n + 1`), possibly plus one.
pub(crate) const TWO_ADIC_VALUATION: Shape = Shape {
    kind: "two_adic_valuation",
    domain: Domain::HeapValues,
    summary: "G(n) = ν₂(n) or ν₂(n) + 1 (or of n + 1): the exponent of 2 in n",
    only_if_nothing_simpler: false,
    propose: Propose::Heap(two_adic_valuation),
};

/// The number of 1s in binary `n`.
pub(crate) const POPCOUNT: Shape = Shape {
    kind: "popcount",
    domain: Domain::HeapValues,
    summary: "G(n) = the number of 1s in binary n (or n + 1)",
    only_if_nothing_simpler: false,
    propose: Propose::Heap(popcount),
};

/// The parity of the number of 1s in binary `n` (the Thue–Morse sequence).
pub(crate) const POPCOUNT_PARITY: Shape = Shape {
    kind: "popcount_parity",
    domain: Domain::HeapValues,
    summary: "G(n) = the parity of the number of 1s in binary n (or n + 1): Thue–Morse",
    only_if_nothing_simpler: false,
    propose: Propose::Heap(popcount_parity),
};

/// The odious numbers (an odd number of 1s): 1, 2, 4, 7, 8, 11, …
pub(crate) const ODIOUS: Shape = Shape {
    kind: "odious",
    domain: Domain::HeapValues,
    summary: "G(n) = the n-th odious number (odd number of 1s: 1, 2, 4, 7, …), n counted from 0 or 1",
    only_if_nothing_simpler: false,
    propose: Propose::Heap(odious),
};

/// The evil numbers (an even number of 1s): 0, 3, 5, 6, 9, …
pub(crate) const EVIL: Shape = Shape {
    kind: "evil",
    domain: Domain::HeapValues,
    summary: "G(n) = the n-th evil number (even number of 1s: 0, 3, 5, 6, …), n counted from 0 or 1",
    only_if_nothing_simpler: false,
    propose: Propose::Heap(evil),
};

/// A simple rule for each residue class of `n` mod 2 or 3: `G(2k) = k, G(2k+1) = G(k)`.
pub(crate) const RESIDUE_CLASSES: Shape = Shape {
    kind: "residue_classes",
    domain: Domain::HeapValues,
    summary: "for each class n = mk + r (m = 2 or 3), G(n) = c, k + c, G(k), G(k) + c or n",
    only_if_nothing_simpler: true,
    propose: Propose::Heap(residue_classes),
};

/// The most values of a repeating block a rule's text lists.
const SHOWN: usize = 24;

fn periodic<'a>(sequence: &Sequence<'a>) -> Vec<Candidate<'a, usize>> {
    let values = sequence.values;
    let (found, proven) = match sequence.known_period {
        Some(known) => (known.period, known.proven),
        None => match period::observed_period(values.len(), |n| values[n]) {
            Some(found) => (found, false),
            None => return Vec::new(),
        },
    };
    let Period {
        preperiod,
        period,
        saltus,
    } = found;
    let (start, length) = (preperiod as usize, period as usize);
    if length == 0 || start + length > values.len() {
        return Vec::new();
    }
    // `G(n + 1) = G(n) + 1` is `G(n) = n`, which the next shape says more simply.
    if values.iter().enumerate().all(|(n, &v)| v == n as u64) {
        return Vec::new();
    }
    let candidate = Candidate::observed(
        move || period_text(values, found),
        move |n: usize| {
            values
                .get(n + length)
                .is_none_or(|&later| later == values[n] + saltus)
        },
    )
    .tested_whole(move || {
        all_pairs(
            &values[start..values.len() - length],
            &values[start + length..],
            |early, later| later ^ early.wrapping_add(saltus),
        )
    });
    vec![candidate.from(start).proven(proven)]
}

/// `G(n) = n mod 3`; `G(n) = [0, 1, 0, 1, 2, 3, 2][n mod 7]`, `… for n ≥ 8`;
/// `G(n + 4) = G(n) + 4 for n ≥ 1`.
fn period_text(values: &[u64], found: Period) -> String {
    let Period {
        preperiod,
        period,
        saltus,
    } = found;
    let from = if preperiod == 0 {
        String::new()
    } else {
        tr!("rule-from", start = preperiod.to_string())
    };
    if period == 1 && saltus == 1 {
        // `G(n + 1) = G(n) + 1 for n ≥ 2` is said as a student would: `G(n) = n for n ≥ 2`.
        let offset = values[preperiod as usize] as i128 - preperiod as i128;
        return match offset {
            0 => format!("G(n) = n{from}"),
            1.. => format!("G(n) = n + {offset}{from}"),
            _ => format!("G(n) = n − {}{from}", -offset),
        };
    }
    if saltus != 0 {
        return format!("G(n + {period}) = G(n) + {saltus}{from}");
    }
    let (start, length) = (preperiod as usize, period as usize);
    // The block arranged by n mod period, so that `sg[n % period]` is the contest code.
    let by_residue = (0..length).map(|r| values[start + (r + length - start % length) % length]);
    if by_residue.clone().eq(0..length as u64) {
        return format!("G(n) = n mod {period}{from}");
    }
    if length == 1 {
        return format!("G(n) = {}{from}", values[start]);
    }
    format!(
        "G(n) = [{}][n mod {period}]{from}",
        listed(by_residue, SHOWN)
    )
}

fn identity<'a>(sequence: &Sequence<'a>) -> Vec<Candidate<'a, usize>> {
    let values = sequence.values;
    // A proven G(n + 1) = G(n) + 1 from n = 0, with G(0) = 0, is G(n) = n for every n.
    let proven = sequence.known_period.is_some_and(|known| {
        known.proven
            && known.period
                == Period {
                    preperiod: 0,
                    period: 1,
                    saltus: 1,
                }
            && values.first() == Some(&0)
    });
    vec![formula(values, 0, || "G(n) = n".into(), |n| n).proven(proven)]
}

fn floor_division<'a>(sequence: &Sequence<'a>) -> Vec<Candidate<'a, usize>> {
    let values = sequence.values;
    let Some(k) = values.iter().position(|&v| v == 1).filter(|&k| k >= 2) else {
        return Vec::new();
    };
    vec![formula(
        values,
        0,
        move || format!("G(n) = ⌊n/{k}⌋"),
        move |n| n / k as u64,
    )]
}

/// The candidate `G(n) = f(n)` for `n ≥ from`.
fn formula<'a>(
    values: &'a [u64],
    from: usize,
    text: impl FnOnce() -> String + 'a,
    f: impl Fn(u64) -> u64 + Copy + 'a,
) -> Candidate<'a, usize> {
    Candidate::observed(text, move |n: usize| values[n] == f(n as u64))
        .tested_whole(move || all_values(values, from, |n, value| value == f(n as u64)))
        .from(from)
}

/// `n` or `n + 1`, for the texts of rules on `n + shift`.
fn shifted(shift: usize) -> &'static str {
    if shift == 0 { "n" } else { "n + 1" }
}

/// Candidates `G(n) = f(n + shift)` for shifts 0 and 1, where `f` is defined from 1 on (so
/// `n = 0` is left out for shift 0).
fn of_shifted<'a>(
    values: &'a [u64],
    text: impl Fn(&str) -> String + Copy + 'a,
    f: fn(u64) -> u64,
) -> Vec<Candidate<'a, usize>> {
    (0..2)
        .map(|shift| {
            formula(
                values,
                1 - shift,
                move || text(shifted(shift)),
                move |n| f(n + shift as u64),
            )
        })
        .collect()
}

fn ruler<'a>(sequence: &Sequence<'a>) -> Vec<Candidate<'a, usize>> {
    of_shifted(
        sequence.values,
        |n| tr!("rule-ruler", n = n),
        |m| 1 << m.trailing_zeros(),
    )
}

fn two_adic_valuation<'a>(sequence: &Sequence<'a>) -> Vec<Candidate<'a, usize>> {
    let mut candidates = of_shifted(
        sequence.values,
        |n| tr!("rule-two-adic", n = n),
        |m| u64::from(m.trailing_zeros()),
    );
    candidates.extend(of_shifted(
        sequence.values,
        |n| tr!("rule-two-adic-plus-one", n = n),
        |m| u64::from(m.trailing_zeros()) + 1,
    ));
    candidates
}

fn popcount<'a>(sequence: &Sequence<'a>) -> Vec<Candidate<'a, usize>> {
    let values = sequence.values;
    (0..2)
        .map(|shift| {
            formula(
                values,
                0,
                move || tr!("rule-popcount", n = shifted(shift)),
                move |n| u64::from((n + shift as u64).count_ones()),
            )
        })
        .collect()
}

fn popcount_parity<'a>(sequence: &Sequence<'a>) -> Vec<Candidate<'a, usize>> {
    let values = sequence.values;
    (0..2)
        .map(|shift| {
            formula(
                values,
                0,
                move || tr!("rule-popcount-parity", n = shifted(shift)),
                move |n| u64::from((n + shift as u64).count_ones() % 2),
            )
        })
        .collect()
}

/// The `m`-th odious number (counted from 0): `2m`, plus 1 when `m` is evil.
pub(crate) fn odious_number(m: u64) -> u64 {
    2 * m + u64::from(m.count_ones().is_multiple_of(2))
}

/// The `m`-th evil number (counted from 0): `2m`, plus 1 when `m` is odious.
pub(crate) fn evil_number(m: u64) -> u64 {
    2 * m + u64::from(!m.count_ones().is_multiple_of(2))
}

/// Candidates `G(n) = number(n)` and `G(n) = number(n − 1)` (heaps counted from 1).
fn numbered<'a>(
    values: &'a [u64],
    name: fn() -> String,
    first: &'static str,
    number: fn(u64) -> u64,
) -> Vec<Candidate<'a, usize>> {
    vec![
        formula(
            values,
            0,
            move || tr!("rule-numbered", name = name(), first = first, from = 0u32),
            number,
        ),
        formula(
            values,
            1,
            move || tr!("rule-numbered", name = name(), first = first, from = 1u32),
            move |n| number(n - 1),
        ),
    ]
}

fn odious<'a>(sequence: &Sequence<'a>) -> Vec<Candidate<'a, usize>> {
    numbered(
        sequence.values,
        || tr!("rule-odious"),
        "1, 2, 4, 7, 8, …",
        odious_number,
    )
}

fn evil<'a>(sequence: &Sequence<'a>) -> Vec<Candidate<'a, usize>> {
    numbered(
        sequence.values,
        || tr!("rule-evil"),
        "0, 3, 5, 6, 9, …",
        evil_number,
    )
}

/// What one residue class `n = mk + r` follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ClassRule {
    /// `G(n) = c`.
    Constant(u64),
    /// `G(n) = k + c`.
    Linear(u64),
    /// `G(n) = G(k) + c`.
    SelfSimilar(u64),
    /// `G(n) = n`.
    Identity,
}

impl ClassRule {
    fn predicts(self, values: &[u64], k: usize, n: usize) -> u64 {
        match self {
            ClassRule::Constant(c) => c,
            ClassRule::Linear(c) => k as u64 + c,
            ClassRule::SelfSimilar(c) => values[k] + c,
            ClassRule::Identity => n as u64,
        }
    }

    fn text(self, m: usize, r: usize) -> String {
        let plus = |c: u64| {
            if c == 0 {
                String::new()
            } else {
                format!(" + {c}")
            }
        };
        match self {
            ClassRule::Constant(c) => c.to_string(),
            ClassRule::Linear(c) => format!("k{}", plus(c)),
            ClassRule::SelfSimilar(c) => format!("G(k){}", plus(c)),
            ClassRule::Identity => class_name(m, r),
        }
    }
}

/// `2k`, `2k+1`, `3k+2`.
fn class_name(m: usize, r: usize) -> String {
    if r == 0 {
        format!("{m}k")
    } else {
        format!("{m}k+{r}")
    }
}

/// For `n = mk + r`, the class rule that fails at the fewest `n` (the earliest in
/// [`ClassRule`]'s order among equals).
fn best_class_rule(values: &[u64], m: usize, r: usize) -> ClassRule {
    let first = values[r];
    let mut rules = vec![ClassRule::Constant(first), ClassRule::Linear(first)];
    if let Some(c) = first.checked_sub(values[0]) {
        rules.push(ClassRule::SelfSimilar(c));
    }
    rules.push(ClassRule::Identity);
    let failures = |rule: ClassRule| {
        (r..values.len())
            .step_by(m)
            .filter(|&n| values[n] != rule.predicts(values, (n - r) / m, n))
            .take(super::MAX_EXCEPTIONS + 1)
            .count()
    };
    rules
        .into_iter()
        .min_by_key(|&rule| failures(rule))
        .expect("there is always a constant rule")
}

fn residue_classes<'a>(sequence: &Sequence<'a>) -> Vec<Candidate<'a, usize>> {
    let values = sequence.values;
    let mut candidates = Vec::new();
    for m in 2..=3 {
        if values.len() < 4 * m {
            break;
        }
        let rules: Vec<ClassRule> = (0..m).map(|r| best_class_rule(values, m, r)).collect();
        // Constants in every class are a period, and the same rule in every class is a rule
        // on n: both are said more simply by other shapes.
        if rules
            .iter()
            .all(|rule| matches!(rule, ClassRule::Constant(_)))
            || rules.iter().all(|rule| *rule == ClassRule::Identity)
        {
            continue;
        }
        let (named, whole) = (rules.clone(), rules.clone());
        let text = move || {
            named
                .iter()
                .enumerate()
                .map(|(r, rule)| format!("G({}) = {}", class_name(m, r), rule.text(m, r)))
                .collect::<Vec<String>>()
                .join(", ")
        };
        candidates.push(
            Candidate::observed(text, move |n: usize| {
                let (k, r) = (n / m, n % m);
                values[n] == rules[r].predicts(values, k, n)
            })
            // Class by class, without a division at each n.
            .tested_whole(move || {
                whole.iter().enumerate().all(|(r, rule)| {
                    (r..values.len())
                        .step_by(m)
                        .enumerate()
                        .all(|(k, n)| values[n] == rule.predicts(values, k, n))
                })
            }),
        );
    }
    candidates
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::rule_finder::{FoundRule, Place, sequence_rules};

    fn value_rules(values: &[u64]) -> Vec<FoundRule> {
        sequence_rules(values, None)
            .into_iter()
            .filter(|rule| !rule.kind.starts_with("p_"))
            .collect()
    }

    fn mex(options: impl IntoIterator<Item = u64>) -> u64 {
        let seen: std::collections::HashSet<u64> = options.into_iter().collect();
        (0..).find(|v| !seen.contains(v)).unwrap()
    }

    #[test]
    fn periods_are_stated_as_contest_code() {
        // Subtraction game {1, 3, 4} (Winning Ways ch. 4): period 7.
        let values: Vec<u64> = (0..40).map(|n| [0, 1, 0, 1, 2, 3, 2][n % 7]).collect();
        let rules = value_rules(&values);
        assert_eq!(rules[0].text, "G(n) = [0, 1, 0, 1, 2, 3, 2][n mod 7]");
        // With a preperiod, the block is listed by n mod p.
        let mut values = vec![5, 5, 5];
        values.extend((3..40).map(|n| (n % 2) as u64));
        assert_eq!(value_rules(&values)[0].text, "G(n) = n mod 2 for n ≥ 3");
        // Lasker's Nim: G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3.
        let lasker: Vec<u64> = (0..60u64)
            .map(|n| match n % 4 {
                3 => n + 1,
                0 if n > 0 => n - 1,
                _ => n,
            })
            .collect();
        let rules = value_rules(&lasker);
        assert_eq!(rules[0].text, "G(n + 4) = G(n) + 4 for n ≥ 1");
    }

    #[test]
    fn a_known_period_is_proven() {
        let values: Vec<u64> = (0..12).map(|n| n % 2).collect();
        let known = crate::PeriodReport::closed_form(Period {
            preperiod: 0,
            period: 2,
            saltus: 0,
        });
        let rules = sequence_rules(&values, Some(&known));
        assert_eq!(rules[0].text, "G(n) = n mod 2");
        assert!(rules[0].proven);
    }

    #[test]
    fn take_at_most_half_is_a_halving_rule() {
        // Take at least one and at most half (Levine 2006): G(2k) = k, G(2k+1) = G(k).
        let mut values = vec![0u64; 301];
        for n in 2..values.len() {
            values[n] = mex((1..=n / 2).map(|take| values[n - take]));
        }
        let rules = value_rules(&values);
        assert_eq!(rules.len(), 1, "{rules:?}");
        assert_eq!(rules[0].text, "G(2k) = k, G(2k+1) = G(k)");
        assert_eq!(rules[0].checked_to, Place::Heap(300));
        // Broken at one place: still said, with the place.
        // (G(37) would break G(75) = G(37) too: 151 is read by no other value up to 300.)
        values[151] = 99;
        let rules = value_rules(&values);
        assert_eq!(rules[0].text, "G(2k) = k, G(2k+1) = G(k)");
        assert_eq!(rules[0].exceptions, [Place::Heap(151)]);
        assert_eq!(
            rules[0].stated(),
            "G(2k) = k, G(2k+1) = G(k) (observed up to n = 300, except n = 151)"
        );
    }

    #[test]
    fn binary_shapes_are_found() {
        let ruler: Vec<u64> = (0..64u64)
            .map(|n| (n + 1) & (n + 1).wrapping_neg())
            .collect();
        assert_eq!(
            value_rules(&ruler)[0].text,
            "G(n) = the largest power of 2 dividing n + 1"
        );
        let nu: Vec<u64> = (0..64u64)
            .map(|n| if n == 0 { 7 } else { n.trailing_zeros().into() })
            .collect();
        assert_eq!(
            value_rules(&nu)[0].text,
            "G(n) = ν₂(n), the exponent of 2 in n"
        );
        let ones: Vec<u64> = (0..64u64).map(|n| n.count_ones().into()).collect();
        assert_eq!(
            value_rules(&ones)[0].text,
            "G(n) = the number of 1s in binary n"
        );
        let thue_morse: Vec<u64> = (0..64u64).map(|n| (n.count_ones() % 2).into()).collect();
        assert_eq!(
            value_rules(&thue_morse)[0].text,
            "G(n) = 1 if binary n has an odd number of 1s, else 0"
        );
        // Mock Turtles (Winning Ways ch. 14): a row of coins numbered from 1 has the odious
        // numbers as values.
        let mock_turtles: Vec<u64> = (0..64u64)
            .map(|n| if n == 0 { 0 } else { odious_number(n - 1) })
            .collect();
        assert_eq!(
            value_rules(&mock_turtles)[0].text,
            "G(n) = the n-th odious number (1, 2, 4, 7, 8, …, counted from n = 1)"
        );
        let evil: Vec<u64> = (0..64).map(evil_number).collect();
        assert_eq!(
            value_rules(&evil)[0].text,
            "G(n) = the n-th evil number (0, 3, 5, 6, 9, …, counted from n = 0)"
        );
    }

    #[test]
    fn identity_and_floor_division() {
        let nim: Vec<u64> = (0..50).collect();
        let rules = value_rules(&nim);
        assert_eq!(rules[0].text, "G(n) = n");
        assert!(rules.iter().all(|rule| rule.kind != "residue_classes"));
        let thirds: Vec<u64> = (0..50).map(|n| n / 3).collect();
        assert!(
            value_rules(&thirds)
                .iter()
                .any(|rule| rule.text == "G(n) = ⌊n/3⌋")
        );
    }

    #[test]
    fn short_sequences_claim_nothing_but_periods() {
        assert!(value_rules(&[0, 1, 2, 3]).is_empty());
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// A residue-class rule built at random is found, and breaking it at one random place
        /// is reported at that place (or, on too few values, not reported).
        #[test]
        fn built_residue_rules_are_found(
            c0 in 0u64..4, c1 in 1u64..4, linear in any::<bool>(),
            len in 60usize..200, broken in 1usize..59,
        ) {
            // G(2k) = k + c0 or c0; G(2k+1) = G(k) + c1.
            let mut values = vec![0u64; len];
            for n in 0..len {
                let k = n / 2;
                values[n] = match (n % 2 == 0, linear) {
                    (true, true) => k as u64 + c0,
                    (true, false) => c0,
                    (false, _) => values[k] + c1,
                };
            }
            let rules = value_rules(&values);
            prop_assert!(!rules.is_empty());
            for rule in &rules {
                prop_assert!(rule.exceptions.is_empty(), "{rule:?}");
            }
            let before = values.clone();
            values[broken] += 1000;
            for rule in value_rules(&values) {
                prop_assert!(rule.exceptions.contains(&Place::Heap(broken as u64)), "{rule:?} on {before:?}");
            }
        }
    }
}
