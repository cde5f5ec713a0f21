//! Misère play of single heaps and single pairs of a family: who wins each, and its misère
//! Grundy value `G⁻`, for `grundy seq --misere` and `grundy table --misere`.
//!
//! The outcomes come from the strongest method that applies, as for sums
//! ([`super::MisereMethod`]):
//! - **a theorem**, when only terminal positions have value 0: a heap of value 1 is lost in
//!   misère play and every other heap is won (the Anti-SG theorem on one component; Bouton's
//!   misère rule for Nim), at any size;
//! - **the misère quotient** of a take-and-break game (Plambeck & Siegel 2008), when it is
//!   small enough to compute quickly, for heaps up to its size or beyond when its period is
//!   proven;
//! - **the definition** otherwise: the misère Grundy values of every heap by exhaustive search
//!   ([`crate::solver::sums`]), under the budget.
//!
//! The misère Grundy values `G⁻(n)` (`γ0` of Conway's genus: the mex of the options' values, 1
//! for a heap with no move; lost exactly when 0) are computed by the definition. Where a theorem
//! or the quotient gave the outcomes, the values are searched only within
//! [`VALUE_SEARCH_STATES`] (and the deadline) and left out beyond: take-and-break games split
//! heaps, and the sums a heap reaches grow exponentially with its size.

use super::MisereMethod;
use super::by_quotient::quotient_covering;
use crate::budget::Budget;
use crate::budget::tr;
use crate::quotient::outgrew_limits;
use crate::{AnyFamily, GameError, LimitExceeded, Outcome};

/// The largest heap a misère sequence goes to.
pub const MAX_MISERE_TO: u64 = 1_000_000;

/// The most positions the search of misère values may hold when the outcomes are known
/// otherwise (the values are then left out rather than the answer refused).
pub(crate) const VALUE_SEARCH_STATES: u64 = 20_000;

/// Misère play of heaps `0..=to` of a one-heap family.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MisereHeaps {
    /// Who wins each heap `n = 0..=to` in misère play.
    pub outcomes: Vec<Outcome>,
    /// `G⁻(n)` for each heap, when the search could value them all.
    pub values: Option<Vec<u64>>,
    /// How the outcomes were decided.
    pub method: MisereMethod,
}

/// Misère play of heaps `0..=to` of `family`, under the budget entered on this thread.
///
/// ```
/// use grundy::misere::MisereMethod;
/// use grundy::misere::heaps::misere_heaps;
/// use grundy::Outcome::{N, P};
/// // Misère Nim: a heap of 1 is lost, every other heap is won.
/// let nim = grundy::parse_family("nim").unwrap();
/// let heaps = misere_heaps(nim.as_ref(), 4).unwrap();
/// assert_eq!(heaps.outcomes, [N, P, N, N, N]);
/// assert_eq!(heaps.values, Some(vec![1, 0, 2, 3, 4]));
/// assert_eq!(heaps.method, MisereMethod::Bouton);
/// // Take 1 or 2: the P-positions are n ≡ 1 (mod 3).
/// let sub = grundy::parse_family("sub[1,2]").unwrap();
/// let heaps = misere_heaps(sub.as_ref(), 7).unwrap();
/// assert_eq!(heaps.outcomes, [N, P, N, N, P, N, N, P]);
/// assert_eq!(heaps.method, MisereMethod::Search);
/// ```
pub fn misere_heaps(family: &dyn AnyFamily, to: u64) -> Result<MisereHeaps, GameError> {
    let name = family.name();
    if family.heap_nimber(0).is_none() {
        return Err(GameError::Unsupported(tr!(
            "unsupported-no-misere-sequence",
            family = name
        )));
    }
    if to > MAX_MISERE_TO {
        return Err(GameError::TooLarge(tr!(
            "too-large-misere-sequence",
            to = to.to_string(),
            most = MAX_MISERE_TO.to_string()
        )));
    }
    let budget = Budget::current();
    budget.check_memory_of((to + 1).saturating_mul(9), || {
        tr!("memory-misere-heaps", count = to + 1)
    })?;
    let known = if family.zero_is_terminal() {
        Some(by_anti_sg(family, &name, to)?)
    } else if let Some(rules) = family.take_break() {
        by_quotient(&rules, to)?.map(|outcomes| (outcomes, MisereMethod::Quotient))
    } else {
        None
    };
    match known {
        Some((outcomes, method)) => {
            let part = budget.part(VALUE_SEARCH_STATES);
            // The values are a bonus: beyond the allowance, or once the deadline has passed (the
            // outcomes are already known), they are left out; cancellation still stops.
            let values = match part.run(|| searched_values(family, to)) {
                Ok(values) => Some(values),
                Err(error)
                    if (outgrew_limits(&error)
                        || matches!(error, GameError::Limit(LimitExceeded::Timeout { .. })))
                        && !budget.is_cancelled() =>
                {
                    None
                }
                Err(error) => return Err(error),
            };
            Ok(MisereHeaps {
                outcomes,
                values,
                method,
            })
        }
        None => {
            let values = searched_values(family, to)?;
            Ok(MisereHeaps {
                outcomes: values
                    .iter()
                    .map(|&v| Outcome::from_is_zero(v == 0))
                    .collect(),
                values: Some(values),
                method: MisereMethod::Search,
            })
        }
    }
}

/// `G⁻(a, b)` for every cell of a `rows × cols` table of a two-parameter family, by the
/// definition, under the budget entered on this thread.
///
/// ```
/// use grundy::misere::heaps::misere_pairs;
/// // Misère Wythoff: (0, 1), (1, 0) and (2, 2) are lost, (0, 0) is won (Wythoff's game, where
/// // the P-positions from (3, 5) on are those of normal play).
/// let wythoff = grundy::parse_family("wythoff").unwrap();
/// let values = misere_pairs(wythoff.as_ref(), 3, 3).unwrap();
/// let lost: Vec<(usize, usize)> = (0..3)
///     .flat_map(|a| (0..3).map(move |b| (a, b)))
///     .filter(|&(a, b)| values[a][b] == 0)
///     .collect();
/// assert_eq!(lost, [(0, 1), (1, 0), (2, 2)]);
/// ```
pub fn misere_pairs(
    family: &dyn AnyFamily,
    rows: u64,
    cols: u64,
) -> Result<Vec<Vec<u64>>, GameError> {
    family.pair_misere_values(rows, cols).unwrap_or_else(|| {
        Err(GameError::Unsupported(tr!(
            "unsupported-no-misere-table",
            family = family.name()
        )))
    })
}

/// The values by the definition.
fn searched_values(family: &dyn AnyFamily, to: u64) -> Result<Vec<u64>, GameError> {
    family
        .heap_misere_values(to)
        .expect("a one-heap family has misère values")
}

/// The Anti-SG theorem on one heap: lost exactly when its value is 1.
fn by_anti_sg(
    family: &dyn AnyFamily,
    name: &str,
    to: u64,
) -> Result<(Vec<Outcome>, MisereMethod), GameError> {
    let budget = Budget::current();
    let mut ticker = budget.ticker(4096);
    let outcomes = (0..=to)
        .map(|n| {
            ticker.tick()?;
            let value = family
                .heap_nimber(n)
                .expect("a one-heap family has heap values")?;
            Ok(Outcome::from_is_zero(value == 1u32.into()))
        })
        .collect::<Result<_, GameError>>()?;
    let method = if name == "nim" {
        MisereMethod::Bouton
    } else {
        MisereMethod::AntiSg
    };
    Ok((outcomes, method))
}

/// The outcome of each heap by the game's misère quotient, if it is small enough.
fn by_quotient(
    rules: &crate::takebreak::Rules,
    to: u64,
) -> Result<Option<Vec<Outcome>>, GameError> {
    let Some(q) = quotient_covering(rules, to)? else {
        return Ok(None);
    };
    Ok(Some(
        (0..=to)
            .map(|n| q.outcome(&[n]).expect("the quotient covers every heap"))
            .collect(),
    ))
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::Outcome::{N, P};

    /// The outcome of a single heap searched as a sum ([`crate::Sum::misere`] by search alone).
    fn searched(expression: &str) -> Outcome {
        super::super::search(&crate::parse(expression).unwrap())
            .unwrap()
            .outcome
    }

    #[test]
    fn every_method_agrees_with_search_of_the_definition() {
        for (family, method) in [
            ("nim", MisereMethod::Bouton),
            ("lasker", MisereMethod::AntiSg),
            ("kayles", MisereMethod::Quotient),
            ("dawson", MisereMethod::Quotient),
            ("octal[0.312]", MisereMethod::Quotient),
            ("sub[1,3,4]", MisereMethod::Search),
            ("bash[3]", MisereMethod::Search),
            ("powers[2]", MisereMethod::Search),
        ] {
            let f = crate::parse_family(family).unwrap();
            let heaps = misere_heaps(f.as_ref(), 14).unwrap();
            assert_eq!(heaps.method, method, "{family}");
            let values = heaps.values.as_ref().expect("small heaps are searched");
            for (n, (&outcome, &value)) in heaps.outcomes.iter().zip(values).enumerate() {
                assert_eq!(
                    outcome,
                    searched(&format!("{family}({n})")),
                    "{family}({n})"
                );
                assert_eq!(outcome, Outcome::from_is_zero(value == 0), "{family}({n})");
            }
        }
    }

    #[test]
    fn kayles_outcomes_come_from_its_quotient_beyond_the_value_search() {
        // Misère Kayles (Sibert and Conway, 1992): the quotient answers every heap quickly, while
        // the sums that heaps of 200 reach are far too many to value.
        let kayles = crate::parse_family("kayles").unwrap();
        let heaps = misere_heaps(kayles.as_ref(), 200).unwrap();
        assert_eq!(heaps.method, MisereMethod::Quotient);
        assert!(heaps.values.is_none());
        // Heaps 1 and 4 are the first misère P-positions of Kayles.
        assert_eq!(heaps.outcomes[..6], [N, P, N, N, P, N]);
    }

    #[test]
    fn misere_values_of_nim_heaps_are_bouton_s() {
        let nim = crate::parse_family("nim").unwrap();
        let heaps = misere_heaps(nim.as_ref(), 40).unwrap();
        let expected: Vec<u64> = (0..=40).map(|n| if n < 2 { 1 - n } else { n }).collect();
        assert_eq!(heaps.values, Some(expected));
    }

    #[test]
    fn bad_requests_are_refused() {
        let wythoff = crate::parse_family("wythoff").unwrap();
        let error = misere_heaps(wythoff.as_ref(), 5).unwrap_err();
        assert!(
            error.to_string().contains("no one-heap positions"),
            "{error}"
        );
        let nim = crate::parse_family("nim").unwrap();
        let error = misere_heaps(nim.as_ref(), MAX_MISERE_TO + 1).unwrap_err();
        assert!(error.to_string().contains("too long"), "{error}");
        let error = misere_pairs(nim.as_ref(), 3, 3).unwrap_err();
        assert!(error.to_string().contains("no two-parameter"), "{error}");
    }

    #[test]
    fn cancelling_stops_the_value_search_too() {
        let budget = Budget::default();
        budget.cancel();
        let sub = crate::parse_family("sub[1,2]").unwrap();
        let result = budget.run(|| misere_heaps(sub.as_ref(), 100));
        assert_eq!(
            result,
            Err(GameError::Limit(crate::LimitExceeded::Cancelled))
        );
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(32))]

        /// Misère values of random subtraction games agree with the definition on heaps.
        #[test]
        fn subtraction_game_values_are_the_definition(
            set in proptest::collection::btree_set(1u64..6, 1..4),
        ) {
            let moves: Vec<u64> = set.into_iter().collect();
            let list: Vec<String> = moves.iter().map(u64::to_string).collect();
            let f = crate::parse_family(&format!("sub[{}]", list.join(","))).unwrap();
            let heaps = misere_heaps(f.as_ref(), 30).unwrap();
            let mut expected = Vec::new();
            for n in 0..=30u64 {
                let options: Vec<u64> = moves.iter().filter(|&&m| m <= n).map(|&m| expected[(n - m) as usize]).collect();
                expected.push(if options.is_empty() { 1 } else { crate::mex(&options) });
            }
            prop_assert_eq!(heaps.values, Some(expected));
        }
    }
}
