//! Powers: one heap; a move takes `p^k` stones for some `k ≥ 0` (1, p, p², ...), for a fixed
//! base `p ≥ 2`.
//!
//! **Closed form.** For odd `p` every power of `p` is odd, so every move changes the parity of
//! the heap and `G(n) = n mod 2`. For even `p`, `p^k ≡ (−1)^k (mod p + 1)`, so a move from a heap
//! of residue `r = n mod (p + 1)` reaches residue `r − 1` (take 1, or any even power) or `r + 1`
//! (take an odd power, possible whenever `n ≥ p`), and
//!
//! `G(n) = 2` if `r = p`, `1` if `r` is odd, `0` if `r` is even and `r < p`.
//!
//! Proof by induction on `n`: from an even `r < p` every option has an odd residue (value 1),
//! so the value is 0; from an odd `r` the option `r − 1` is even and below `p` (value 0) and no
//! option has an odd residue, so the value is 1; from `r = p` (so `n ≥ p`) the options have
//! residues `p − 1` (value 1) and `0` (value 0), so the value is 2. For `p = 2` this is
//! `G(n) = n mod 3`. (A subtraction game with an infinite set, *Winning Ways*, ch. 4; the
//! pattern is checked here against the brute-force solver.)

use num_bigint::BigUint;
use num_integer::Integer;
use num_traits::{One, ToPrimitive, Zero};

use super::{check_listing, describe_take, parse_heaps, stones_taken, take_one};
use crate::budget::tr;
use crate::expr::{ParseError, Token};
use crate::{Family, Game, GameError, Heaps, Notation, Period, PeriodReport, Teaching};

/// Take a power of `p`: `powers[2](10)` is a heap of 10 from which 1, 2, 4 or 8 stones may be
/// taken.
///
/// ```
/// use grundy::games::Powers;
/// use grundy::Family;
/// let game = Powers::new(4u32.into()).unwrap();
/// let values: Vec<String> = (0..10u32).map(|n| game.nimber(&n.into()).unwrap().to_string()).collect();
/// assert_eq!(values.join(" "), "0 1 0 1 2 0 1 0 1 2");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Powers {
    base: BigUint,
}

impl Powers {
    /// The game with base `base`; `None` if the base is below 2.
    pub fn new(base: BigUint) -> Option<Powers> {
        (base >= BigUint::from(2u32)).then_some(Powers { base })
    }

    /// Reads the parameter list of `powers[P]`.
    pub(crate) fn from_params(name: &Token, params: &[Token]) -> Result<Powers, ParseError> {
        match params {
            [base] => {
                Powers::new(base.integer()?).ok_or_else(|| base.error(tr!("powers-needs-base")))
            }
            _ => Err(name.error(tr!("powers-params"))),
        }
    }

    fn base_is_odd(&self) -> bool {
        self.base.is_odd()
    }

    /// The value of a heap with residue `r` mod `p + 1` (even `p`), or of parity `r` (odd `p`).
    fn value_of_residue(&self, r: &BigUint) -> u32 {
        if self.base_is_odd() {
            r.to_u32().expect("a parity")
        } else if *r == self.base {
            2
        } else {
            u32::from(r.is_odd())
        }
    }

    fn modulus(&self) -> BigUint {
        if self.base_is_odd() {
            BigUint::from(2u32)
        } else {
            &self.base + 1u32
        }
    }

    /// How many powers of the base are at most `n` (`p^0 = 1` through `p^e`), by binary search
    /// on the exponent (never computing a power far beyond `n`).
    fn power_count(&self, n: &BigUint) -> u64 {
        if n.is_zero() {
            return 0;
        }
        // p^low ≤ n < p^high, with p^k ≥ 2^(k·(bits(p) − 1)).
        let (mut low, mut high) = (0u64, n.bits() + 1);
        let base_floor_bits = self.base.bits() - 1;
        while high - low > 1 {
            let middle = low + (high - low) / 2;
            let fits = middle.saturating_mul(base_floor_bits) < n.bits()
                && self.base.pow(middle as u32) <= *n;
            if fits {
                low = middle;
            } else {
                high = middle;
            }
        }
        low + 1
    }

    /// The options `n − p^k` for the exponents `k < count` that `keep` accepts, smallest power
    /// first, at most `limit` of them.
    fn takes(
        &self,
        n: &BigUint,
        count: u64,
        limit: usize,
        keep: impl Fn(u64) -> bool,
    ) -> Vec<Vec<BigUint>> {
        let mut options = Vec::new();
        let mut power = BigUint::one();
        for exponent in 0..count {
            if options.len() >= limit {
                break;
            }
            if keep(exponent) {
                options.push(vec![n - &power]);
            }
            if exponent + 1 < count {
                power *= &self.base;
            }
        }
        options
    }
}

/// The moves of a heap to one value: `p^k ≡ 1 (mod m)` for even `k`, and `≡ p` for odd `k`
/// (for odd `p`, `m = 2` and `p ≡ 1`), so whether `n − p^k` has the value depends only on the
/// parity of `k`.
struct MovesTo<'a> {
    powers: &'a Powers,
    heap: &'a BigUint,
    /// How many powers are at most the heap.
    powers_below: u64,
    even_matches: bool,
    odd_matches: bool,
    /// How many moves there are.
    count: u64,
}

impl MovesTo<'_> {
    /// The first `limit` of them, smallest power first.
    fn first(&self, limit: usize) -> Vec<Vec<BigUint>> {
        let (even, odd) = (self.even_matches, self.odd_matches);
        self.powers
            .takes(self.heap, self.powers_below, limit, |exponent| {
                if exponent % 2 == 0 { even } else { odd }
            })
    }
}

impl Powers {
    fn moves_to<'a>(&'a self, heap: &'a BigUint, target: &BigUint) -> MovesTo<'a> {
        let modulus = self.modulus();
        let residue = heap % &modulus;
        let value_after = |power_residue: BigUint| {
            let left = (&residue + &modulus - power_residue % &modulus) % &modulus;
            BigUint::from(self.value_of_residue(&left)) == *target
        };
        let even_matches = value_after(BigUint::one());
        let odd_matches = value_after(self.base.clone());
        let powers_below = self.power_count(heap);
        let count = u64::from(even_matches) * powers_below.div_ceil(2)
            + u64::from(odd_matches) * (powers_below / 2);
        MovesTo {
            powers: self,
            heap,
            powers_below,
            even_matches,
            odd_matches,
            count,
        }
    }
}

impl Game for Powers {
    type Position = BigUint;

    fn options(&self, heap: &BigUint) -> Result<Vec<Vec<BigUint>>, GameError> {
        // At most log₂ n + 1 options, but each as large as the heap.
        let count = self.power_count(heap);
        check_listing(
            || self.format_term(std::slice::from_ref(heap)),
            count,
            heap.bits(),
        )?;
        Ok(self.takes(heap, count, usize::MAX, |_| true))
    }
}

impl Notation for Powers {
    fn name(&self) -> String {
        format!("powers[{}]", self.base)
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

impl Teaching for Powers {
    fn rules(&self) -> String {
        tr!("powers-rules", name = self.name(), base = &self.base)
    }

    fn explain(&self, heap: &BigUint) -> Result<String, GameError> {
        let name = self.name();
        let value = self.nimber(heap)?;
        if self.base_is_odd() {
            return Ok(tr!(
                "powers-explain-odd",
                name = name,
                heap = heap,
                value = value,
                base = &self.base
            ));
        }
        let modulus = self.modulus();
        let residue = heap % &modulus;
        let p = &self.base;
        let table = if *p <= BigUint::from(8u32) {
            let p = p.to_u32().expect("small");
            let cells: Vec<String> = (0..=p)
                .map(|r| self.value_of_residue(&r.into()).to_string())
                .collect();
            tr!("powers-residue-table", base = p, values = cells.join(" "))
        } else {
            String::new()
        };
        Ok(tr!(
            "powers-explain-even",
            name = name,
            heap = heap,
            value = value,
            base = p,
            modulus = modulus,
            residue = residue,
            table = table
        ))
    }
}

impl Family for Powers {
    fn nimber(&self, heap: &BigUint) -> Result<BigUint, GameError> {
        Ok(self.value_of_residue(&(heap % self.modulus())).into())
    }

    fn options_of_nimber(
        &self,
        heap: &BigUint,
        target: &BigUint,
    ) -> Result<Vec<Vec<BigUint>>, GameError> {
        let moves = self.moves_to(heap, target);
        check_listing(
            || self.format_term(std::slice::from_ref(heap)),
            moves.count,
            heap.bits(),
        )?;
        Ok(moves.first(usize::MAX))
    }

    fn some_options_of_nimber(
        &self,
        heap: &BigUint,
        target: &BigUint,
        limit: usize,
    ) -> Result<Vec<Vec<BigUint>>, GameError> {
        Ok(self.moves_to(heap, target).first(limit))
    }

    fn count_options_of_nimber(
        &self,
        heap: &BigUint,
        target: &BigUint,
    ) -> Result<BigUint, GameError> {
        Ok(self.moves_to(heap, target).count.into())
    }

    fn check_move(&self, from: &BigUint, to: &[BigUint]) -> Result<(), String> {
        let taken = stones_taken(from, to)?;
        let mut power = BigUint::one();
        while power < taken {
            power *= &self.base;
        }
        if power == taken {
            Ok(())
        } else {
            Err(tr!(
                "powers-not-a-power",
                name = self.name(),
                base = &self.base,
                taken = taken
            ))
        }
    }

    fn delaying_move(&self, heap: &BigUint) -> Result<Option<Vec<BigUint>>, GameError> {
        Ok(take_one(heap))
    }

    fn heaps(&self) -> Option<&dyn Heaps<Position = BigUint>> {
        Some(self)
    }
}

impl Heaps for Powers {
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::testing::{
        assert_heap_values_match_solver, assert_moves_to_value_match_solver,
    };
    use proptest::prelude::*;

    #[test]
    fn explanations_speak_chinese() {
        let budget = crate::budget::chinese();
        let game = Powers::new(2u32.into()).unwrap();
        let text = budget.run(|| game.explain(&10u32.into())).unwrap();
        assert!(text.contains("powers[2](10) 的 SG值为 1"), "{text}");
        assert!(text.contains("（r = 0..2 时依次为：0 1 2）"), "{text}");
        let rules = budget.run(|| game.rules());
        assert!(rules.contains("取走 2 的幂个石子"), "{rules}");
    }

    #[test]
    fn closed_form_matches_the_solver_for_many_bases() {
        for base in 2u32..=13 {
            let game = Powers::new(base.into()).unwrap();
            let values = assert_heap_values_match_solver(&game, 400);
            let report = game.period().unwrap().unwrap();
            assert!(report.period.holds_on(&values), "base {base}");
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        #[test]
        fn moves_to_a_value_match_the_solver(base in 2u32..12, heap in 0u32..300, target in 0u32..4) {
            let game = Powers::new(base.into()).unwrap();
            assert_moves_to_value_match_solver(&game, heap, target, 2);
        }
    }

    #[test]
    fn moves_on_heaps_too_large_to_list_are_counted() {
        // 2^65535 − 1: its 65535 + 1 powers of 2 below it, each move a number of 65535 bits,
        // are too much to list; those of value 0 are counted (the powers 2^k with 2^k ≡ the
        // heap's residue mod 3), and some given.
        let game = Powers::new(2u32.into()).unwrap();
        let heap = (BigUint::one() << 65535u32) - 1u32;
        let zero = BigUint::zero();
        assert!(game.options_of_nimber(&heap, &zero).is_err());
        // 2^65535 − 1 ≡ 2 − 1 = 1 (mod 3), so a winning move takes 2^k ≡ 1: the even k ≤ 65534.
        assert_eq!(
            game.count_options_of_nimber(&heap, &zero).unwrap(),
            BigUint::from(32768u32)
        );
        let some = game.some_options_of_nimber(&heap, &zero, 2).unwrap();
        assert_eq!(some, vec![vec![&heap - 1u32], vec![&heap - 4u32]]);
    }

    #[test]
    fn huge_heaps_are_exact() {
        let game = Powers::new(2u32.into()).unwrap();
        let huge = BigUint::from(10u32).pow(30);
        // 10 ≡ 1 (mod 3), so 10^30 ≡ 1: value 1.
        assert_eq!(game.nimber(&huge).unwrap(), BigUint::one());
        // The winning moves take 2^k with 2^k ≡ 1 (mod 3): the even k with 4^j ≤ 10^30.
        let moves = game.options_of_nimber(&huge, &BigUint::zero()).unwrap();
        let even_powers = (0u32..)
            .take_while(|&j| BigUint::from(4u32).pow(j) <= huge)
            .count();
        assert_eq!(moves.len(), even_powers);
        assert_eq!(even_powers, 50); // 4^49 < 10^30 < 4^50
        for option in &moves {
            assert!(game.nimber(&option[0]).unwrap().is_zero());
        }
        // A huge even base: powers[10^20] has period 10^20 + 1, not representable in a report.
        let wide = Powers::new(BigUint::from(10u32).pow(20)).unwrap();
        assert_eq!(
            wide.nimber(&BigUint::from(10u32).pow(20)).unwrap(),
            BigUint::from(2u32)
        );
        assert!(wide.period().unwrap().is_none());
        assert!(
            game.check_move(&huge, &[&huge - (BigUint::one() << 90u32)])
                .is_ok()
        );
        assert!(game.check_move(&huge, &[&huge - 3u32]).is_err());
        // 2^65535 has 32768 winning moves of 65536 bits each: too much to list.
        let widest = BigUint::one() << 65535u32;
        assert_eq!(game.power_count(&widest), 65536);
        assert!(matches!(
            game.options_of_nimber(&widest, &BigUint::zero()),
            Err(GameError::TooLarge(_))
        ));
        assert_eq!(game.nimber(&widest).unwrap(), BigUint::from(2u32)); // 2^odd ≡ 2 (mod 3)
    }

    #[test]
    fn power_counts_are_exact() {
        for base in 2u32..40 {
            let game = Powers::new(base.into()).unwrap();
            for n in 0u64..2000 {
                let direct = (0u32..)
                    .take_while(|&k| u64::from(base).pow(k) <= n)
                    .count() as u64;
                assert_eq!(game.power_count(&n.into()), direct, "base {base}, n = {n}");
            }
        }
        let huge_base = Powers::new(BigUint::from(10u32).pow(30)).unwrap();
        assert_eq!(huge_base.power_count(&BigUint::from(10u32).pow(61)), 3);
    }

    #[test]
    fn bad_parameters_are_refused() {
        assert!(crate::parse("powers[1](5)").is_err());
        assert!(crate::parse("powers(5)").is_err());
        assert!(crate::parse("powers[2,3](5)").is_err());
        assert_eq!(
            crate::parse("powers[3](10^40)").unwrap().nimber().unwrap(),
            BigUint::zero()
        );
    }

    #[test]
    fn explanations_show_the_residue() {
        let game = Powers::new(4u32.into()).unwrap();
        let text = game.explain(&9u32.into()).unwrap();
        assert!(text.contains("9 ≡ 4 (mod 5), so G = 2"), "{text}");
        assert!(text.contains("0 1 0 1 2"), "{text}");
        let odd = Powers::new(3u32.into())
            .unwrap()
            .explain(&7u32.into())
            .unwrap();
        assert!(odd.contains("7 mod 2 = 1"), "{odd}");
    }
}
