//! Bash (Bachet's game): one heap, take 1 to `k` stones.
//!
//! **Closed form.** `G(n) = n mod (k + 1)`: from `n` the options `n − 1, …, n − k` cover every
//! other residue (C. G. Bachet, *Problèmes plaisants et délectables*, 1612; Berlekamp, Conway,
//! Guy, *Winning Ways*, ch. 4). The unique move to value `t ≤ k` takes
//! `(n − t) mod (k + 1)` stones, when that is between 1 and `n`.
//!
//! **Remoteness.** `R(n) = 2⌊n/(k + 1)⌋`, plus 1 when `k + 1` does not divide `n`: the winner
//! takes `n mod (k + 1)` and then answers a take of `j` with `k + 1 − j`, so each round of two
//! moves removes exactly `k + 1`; the loser cannot shorten that and delays by taking one at a
//! time (induction on `n`; Smith's remoteness, *Winning Ways*, ch. 9).

use num_bigint::BigUint;
use num_traits::{ToPrimitive, Zero};

use super::{describe_take, listable, parse_heaps, stones_taken, take_one};
use crate::budget::tr;
use crate::expr::{ParseError, Token};
use crate::{
    ClosedRemoteness, Family, Game, GameError, Heaps, Notation, Period, PeriodReport, Teaching,
};

/// Bash with limit `k`: `bash[3](10)` is a heap of 10 from which 1 to 3 stones may be taken.
///
/// ```
/// use grundy::games::Bash;
/// use grundy::Family;
/// let bash = Bash::new(3u32.into()).unwrap();
/// assert_eq!(bash.nimber(&10u32.into()).unwrap(), 2u32.into());
/// // The winning move takes 2, leaving a multiple of 4.
/// assert_eq!(bash.options_of_nimber(&10u32.into(), &0u32.into()).unwrap(), vec![vec![8u32.into()]]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bash {
    limit: BigUint,
}

impl Bash {
    /// Bash where a move takes 1 to `limit` stones; `None` if `limit` is zero.
    pub fn new(limit: BigUint) -> Option<Bash> {
        (!limit.is_zero()).then_some(Bash { limit })
    }

    /// Reads the parameter list of `bash[K]`.
    pub(crate) fn from_params(name: &Token, params: &[Token]) -> Result<Bash, ParseError> {
        match params {
            [limit] => {
                Bash::new(limit.integer()?).ok_or_else(|| limit.error(tr!("bash-needs-limit")))
            }
            _ => Err(name.error(tr!("bash-params"))),
        }
    }

    fn modulus(&self) -> BigUint {
        &self.limit + 1u32
    }
}

impl Game for Bash {
    type Position = BigUint;

    fn options(&self, heap: &BigUint) -> Result<Vec<Vec<BigUint>>, GameError> {
        let count = listable(
            || self.format_term(std::slice::from_ref(heap)),
            heap.min(&self.limit),
        )?;
        Ok((1..=count).map(|take| vec![heap - take]).collect())
    }
}

impl Notation for Bash {
    fn name(&self) -> String {
        format!("bash[{}]", self.limit)
    }

    fn parse_positions(&self, args: &[Token]) -> Result<Vec<BigUint>, ParseError> {
        parse_heaps(args)
    }

    fn format_position(&self, heap: &BigUint) -> String {
        heap.to_string()
    }

    fn describe_move(&self, from: &BigUint, to: &[BigUint]) -> String {
        describe_take(&self.name(), from, to)
    }
}

impl Teaching for Bash {
    fn rules(&self) -> String {
        tr!("bash-rules", name = self.name(), limit = &self.limit)
    }

    fn explain(&self, heap: &BigUint) -> Result<String, GameError> {
        let modulus = self.modulus();
        Ok(tr!(
            "bash-explain",
            name = self.name(),
            heap = heap,
            modulus = &modulus,
            value = heap % &modulus,
            limit = &self.limit,
        ))
    }
}

impl Family for Bash {
    fn nimber(&self, heap: &BigUint) -> Result<BigUint, GameError> {
        Ok(heap % self.modulus())
    }

    fn remoteness(&self, heap: &BigUint) -> Option<ClosedRemoteness> {
        let modulus = self.modulus();
        let rest = u8::from(!(heap % &modulus).is_zero());
        Some(ClosedRemoteness {
            moves: (heap / &modulus) * 2u32 + rest,
            rule: format!("R(n) = 2⌊n/{modulus}⌋, plus 1 when {modulus} does not divide n"),
        })
    }

    fn options_of_nimber(
        &self,
        heap: &BigUint,
        target: &BigUint,
    ) -> Result<Vec<Vec<BigUint>>, GameError> {
        if target > &self.limit {
            return Ok(Vec::new());
        }
        let modulus = self.modulus();
        let take = (heap % &modulus + &modulus - target) % &modulus;
        Ok(if !take.is_zero() && &take <= heap {
            vec![vec![heap - take]]
        } else {
            Vec::new()
        })
    }

    fn check_move(&self, from: &BigUint, to: &[BigUint]) -> Result<(), String> {
        let taken = stones_taken(from, to)?;
        if taken > self.limit {
            return Err(tr!(
                "bash-take-too-many",
                name = self.name(),
                limit = &self.limit,
                taken = taken
            ));
        }
        Ok(())
    }

    fn delaying_move(&self, heap: &BigUint) -> Result<Option<Vec<BigUint>>, GameError> {
        Ok(take_one(heap))
    }

    fn heaps(&self) -> Option<&dyn Heaps<Position = BigUint>> {
        Some(self)
    }
}

impl Heaps for Bash {
    fn heap(&self, n: u64) -> Option<BigUint> {
        Some(n.into())
    }

    fn period(&self) -> Result<Option<PeriodReport>, GameError> {
        Ok(self.modulus().to_u64().map(|period| {
            PeriodReport::closed_form(Period {
                preperiod: 0,
                period,
                saltus: 0,
            })
        }))
    }

    fn remoteness_values(&self, to: u64) -> Option<Result<Vec<u64>, GameError>> {
        // The closed form on machine words: 2⌊n/(k+1)⌋ + [k+1 ∤ n].
        let modulus = self.modulus().to_u64()?;
        let budget = crate::Budget::current();
        if let Err(error) = budget.check_memory(
            to.saturating_add(1).saturating_mul(8),
            tr!(
                "bash-memory-remoteness",
                count = to.saturating_add(1).to_string()
            ),
        ) {
            return Some(Err(error.into()));
        }
        Some(Ok((0..=to)
            .map(|n| 2 * (n / modulus) + u64::from(!n.is_multiple_of(modulus)))
            .collect()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Nimber, Solver};
    use proptest::prelude::*;

    #[test]
    fn rules_explanations_and_refusals_speak_chinese() {
        let budget = crate::budget::chinese();
        let bash = Bash::new(3u32.into()).unwrap();
        let rules = budget.run(|| bash.rules());
        assert_eq!(rules, "bash[3]：一堆石子；每次取走 1 到 3 个石子。");
        let text = budget.run(|| bash.explain(&10u32.into())).unwrap();
        assert!(
            text.starts_with("bash[3](10) 的 SG值为 10 mod 4 = 2："),
            "{text}"
        );
        let refusal = budget.run(|| bash.check_move(&10u32.into(), &[5u32.into()]));
        assert_eq!(
            refusal.unwrap_err(),
            "bash[3] 每次只能取走 1 到 3 个石子，不能取走 5 个"
        );
    }

    #[test]
    fn the_remoteness_formula_is_the_definition() {
        for k in 1u32..7 {
            let bash = Bash::new(k.into()).unwrap();
            let mut by_definition = crate::Evaluator::with_valuation(
                bash.clone(),
                crate::solver::remoteness::Remoteness,
            );
            for n in 0u32..80 {
                let heap = BigUint::from(n);
                assert_eq!(
                    bash.remoteness(&heap).unwrap().moves,
                    by_definition.value(&heap).unwrap().into(),
                    "bash[{k}]({n})"
                );
            }
        }
    }

    proptest! {
        #[test]
        fn closed_form_and_moves_match_the_solver(limit in 1u32..12, heap in 0u32..150, target in 0u32..14) {
            let bash = Bash::new(limit.into()).unwrap();
            let heap = BigUint::from(heap);
            let mut solver = Solver::new(bash.clone());
            prop_assert_eq!(bash.nimber(&heap).unwrap(), BigUint::from(solver.nimber(&heap).unwrap().0));
            let expected = solver.options_of_value(&heap, Nimber(target.into())).unwrap();
            prop_assert_eq!(bash.options_of_nimber(&heap, &target.into()).unwrap(), expected);
        }
    }

    #[test]
    fn huge_heaps_and_limits_are_exact() {
        let ten = BigUint::from(10u32);
        let bash = Bash::new(7u32.into()).unwrap();
        // 10^30 = 8·(125·10^27) so 10^30 ≡ 0 (mod 8).
        assert_eq!(bash.nimber(&ten.pow(30)).unwrap(), BigUint::zero());
        let huge_limit = Bash::new(ten.pow(30)).unwrap();
        let heap = ten.pow(30) + 5u32;
        assert_eq!(huge_limit.nimber(&heap).unwrap(), BigUint::from(4u32));
        assert_eq!(
            huge_limit
                .options_of_nimber(&heap, &BigUint::zero())
                .unwrap(),
            vec![vec![ten.pow(30) + 1u32]]
        );
        assert!(huge_limit.options(&heap).is_err());
        assert!(bash.check_move(&10u32.into(), &[2u32.into()]).is_err());
        assert!(bash.check_move(&10u32.into(), &[3u32.into()]).is_ok());
    }
}
