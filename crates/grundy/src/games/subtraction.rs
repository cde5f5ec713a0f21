//! Subtraction games: one heap; a move takes `s` stones for some `s` in a fixed finite set `S`.
//!
//! **Closed form.** The nim-sequence of a finite subtraction game is eventually periodic:
//! `G(n)` depends only on the previous `t = max S` values, so once a window of `t` consecutive
//! values repeats, the sequence repeats forever from there (*Winning Ways*, ch. 4; the bound is the
//! subtraction-game case of the octal periodicity theorem of Guy and Smith, 1956). The
//! sequence is computed until a window repeats (Brent's cycle detection on a rolling hash, with
//! every hash match checked value by value), which proves the period; `G(n)` for any `n`, however
//! large, then comes from the period.

use std::sync::OnceLock;

use num_bigint::BigUint;

use super::{check_listing, describe_take, parse_heaps, stones_taken};
use crate::budget::Budget;
use crate::budget::tr;
use crate::expr::{ParseError, Token};
use crate::period::minimize_period;
use crate::{Family, Game, GameError, Heaps, MexSet, Notation, PeriodReport, Teaching};

/// The largest amount a subtraction set may contain.
pub(crate) const MAX_AMOUNT: u64 = 1_000_000;

/// How many values the period search computes before giving up.
pub(crate) const PERIOD_SEARCH_LIMIT: usize = 20_000_000;

/// A subtraction game: `sub[1,3,4](10)` is a heap of 10 from which 1, 3 or 4 stones may be taken.
///
/// ```
/// use grundy::games::Subtraction;
/// use grundy::Heaps;
/// let game = Subtraction::new(vec![1, 3, 4]).unwrap();
/// let values: Vec<u64> = (0..14u32).map(|n| game.heap_value(n.into()).unwrap()).collect();
/// assert_eq!(values, [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2]);
/// let report = game.period().unwrap().unwrap();
/// assert_eq!((report.period.preperiod, report.period.period, report.proven), (0, 7, true));
/// ```
#[derive(Debug)]
pub struct Subtraction {
    amounts: Vec<u64>,
    table: OnceLock<Result<PeriodicTable, GameError>>,
}

/// The computed values, with the proven period.
#[derive(Debug)]
struct PeriodicTable {
    values: Vec<u64>,
    report: PeriodReport,
}

impl Subtraction {
    /// The game with the given amounts (in any order, repeats ignored); `None` if the set is
    /// empty, contains 0, or exceeds `MAX_AMOUNT` (10^6).
    pub fn new(mut amounts: Vec<u64>) -> Option<Subtraction> {
        amounts.sort_unstable();
        amounts.dedup();
        let valid =
            !amounts.is_empty() && amounts[0] > 0 && amounts[amounts.len() - 1] <= MAX_AMOUNT;
        valid.then(|| Subtraction {
            amounts,
            table: OnceLock::new(),
        })
    }

    /// Reads the parameter list of `sub[S]`.
    pub(crate) fn from_params(name: &Token, params: &[Token]) -> Result<Subtraction, ParseError> {
        if params.is_empty() {
            return Err(name.error(tr!("subtraction-needs-set")));
        }
        let mut amounts = Vec::with_capacity(params.len());
        for param in params {
            let amount = param.u64(&tr!("subtraction-what-amount"))?;
            if amount == 0 || amount > MAX_AMOUNT {
                return Err(param.error(tr!(
                    "subtraction-amount-range",
                    most = MAX_AMOUNT.to_string(),
                    amount = amount.to_string()
                )));
            }
            amounts.push(amount);
        }
        Ok(Subtraction::new(amounts).expect("amounts were checked"))
    }

    /// The amounts a move may take, in increasing order.
    pub fn amounts(&self) -> &[u64] {
        &self.amounts
    }

    /// `G(n)` as a `u64` (the values of a subtraction game never exceed `|S|`).
    pub fn heap_value(&self, n: BigUint) -> Result<u64, GameError> {
        let value = self.nimber(&n)?;
        Ok(u64::try_from(value).expect("values of a subtraction game are at most |S|"))
    }

    fn table(&self) -> Result<&PeriodicTable, GameError> {
        if let Some(done) = self.table.get() {
            return done.as_ref().map_err(Clone::clone);
        }
        match compute_table(&self.amounts, &self.name()) {
            // A budget that ran out says nothing about the game: the next budget may do.
            Err(error @ GameError::Limit(_)) => Err(error),
            done => self
                .table
                .get_or_init(|| done)
                .as_ref()
                .map_err(Clone::clone),
        }
    }
}

/// Computes the nim-sequence until a window of `max S` values repeats, proving the period.
fn compute_table(amounts: &[u64], name: &str) -> Result<PeriodicTable, GameError> {
    const BASE: u64 = 0x0000_0100_0000_01b3;
    let window = *amounts.last().expect("the set is not empty") as usize;
    let mut seen = MexSet::with_bound(amounts.len() as u64 + 1);
    let mut values: Vec<u64> = Vec::new();
    let budget = Budget::current();
    // Each value costs up to |S| steps: check the budget every few thousand of those.
    let mut ticker = budget.ticker((4096 / amounts.len()).max(1) as u32);
    let mut push_next = |values: &mut Vec<u64>| -> Result<(), GameError> {
        ticker.tick()?;
        let n = values.len();
        if n >= 1 << 16 && n.is_power_of_two() {
            budget.check_memory(
                2 * n as u64 * 8,
                tr!(
                    "subtraction-memory-values",
                    name = name,
                    heap = (2 * n).to_string()
                ),
            )?;
        }
        seen.clear();
        for &amount in amounts.iter().take_while(|&&a| a as usize <= n) {
            seen.insert(values[n - amount as usize]);
        }
        values.push(seen.mex());
        Ok(())
    };
    for _ in 0..=window {
        push_next(&mut values)?;
    }
    // The state at index i ≥ window is the window values[i − window .. i]; it determines
    // values[i] and every later value. Hashes are polynomial, updated as the window slides.
    let top = BASE.wrapping_pow(window as u32 - 1);
    let hash_of = |slice: &[u64]| {
        slice
            .iter()
            .fold(0u64, |h, &v| h.wrapping_mul(BASE).wrapping_add(v))
    };
    let (mut saved, mut saved_hash) = (window, hash_of(&values[..window]));
    let mut current = window + 1;
    let mut hash = hash_of(&values[1..current]);
    let (mut power, mut lambda) = (1usize, 1usize);
    // Brent's cycle detection: `saved` jumps to `current` at powers of two.
    loop {
        if hash == saved_hash && values[saved - window..saved] == values[current - window..current]
        {
            break;
        }
        if power == lambda {
            (saved, saved_hash, power, lambda) = (current, hash, power * 2, 0);
        }
        if values.len() >= PERIOD_SEARCH_LIMIT {
            return Err(GameError::TooLarge(tr!(
                "too-large-no-period",
                name = name,
                most = PERIOD_SEARCH_LIMIT.to_string()
            )));
        }
        push_next(&mut values)?;
        let leaving = values[current - window].wrapping_mul(top);
        hash = hash
            .wrapping_sub(leaving)
            .wrapping_mul(BASE)
            .wrapping_add(values[current]);
        current += 1;
        lambda += 1;
    }
    // Equal states at `saved` and `current` prove period `lambda` from `saved − window` on.
    let checked_to = values.len() as u64;
    let proven_from = saved - window;
    while values.len() < proven_from + 2 * lambda {
        push_next(&mut values)?;
    }
    let period = minimize_period(&values, proven_from as u64, lambda as u64);
    values.truncate((period.preperiod + period.period) as usize);
    Ok(PeriodicTable {
        values,
        report: PeriodReport {
            period,
            proven: true,
            checked_to: Some(checked_to),
        },
    })
}

impl Game for Subtraction {
    type Position = BigUint;

    fn options(&self, heap: &BigUint) -> Result<Vec<Vec<BigUint>>, GameError> {
        // A huge heap with many amounts: each option is as large as the heap.
        check_listing(
            || self.format_term(std::slice::from_ref(heap)),
            self.amounts_up_to(heap).count() as u64,
            heap.bits(),
        )?;
        Ok(self
            .amounts_up_to(heap)
            .map(|amount| vec![heap - amount])
            .collect())
    }
}

impl Notation for Subtraction {
    fn name(&self) -> String {
        let amounts: Vec<String> = self.amounts.iter().map(u64::to_string).collect();
        format!("sub[{}]", amounts.join(","))
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

impl Teaching for Subtraction {
    fn rules(&self) -> String {
        let amounts: Vec<String> = self.amounts.iter().map(u64::to_string).collect();
        tr!(
            "subtraction-rules",
            name = self.name(),
            amounts = list_with_or(&amounts)
        )
    }

    fn explain(&self, heap: &BigUint) -> Result<String, GameError> {
        let table = self.table()?;
        let period = table.report.period;
        let block: Vec<String> = table.values[period.preperiod as usize..]
            .iter()
            .map(u64::to_string)
            .collect();
        let value = self.nimber(heap)?;
        let preperiod = if period.preperiod == 0 {
            String::new()
        } else {
            let first: Vec<String> = table.values[..period.preperiod as usize]
                .iter()
                .map(u64::to_string)
                .collect();
            tr!(
                "subtraction-preperiod",
                count = period.preperiod,
                values = first.join(" ")
            )
        };
        let position = if *heap < BigUint::from(period.preperiod) {
            tr!("subtraction-in-preperiod", heap = heap)
        } else {
            let offset = (heap - period.preperiod) % period.period;
            tr!(
                "subtraction-in-block",
                heap = heap,
                offset = offset,
                preperiod = period.preperiod,
                period = period.period
            )
        };
        Ok(tr!(
            "subtraction-explain",
            name = self.name(),
            heap = heap,
            value = value,
            amounts = list_with_or(&self.amounts.iter().map(u64::to_string).collect::<Vec<_>>()),
            largest = self.amounts[self.amounts.len() - 1],
            period = period.period,
            block = block.join(" "),
            preperiod = preperiod,
            position = position
        ))
    }
}

impl Family for Subtraction {
    fn nimber(&self, heap: &BigUint) -> Result<BigUint, GameError> {
        let table = self.table()?;
        Ok(table
            .report
            .period
            .value_at(&table.values, heap)
            .expect("the table holds the preperiod and one period"))
    }

    fn check_move(&self, from: &BigUint, to: &[BigUint]) -> Result<(), String> {
        let taken = stones_taken(from, to)?;
        if self
            .amounts
            .iter()
            .any(|&amount| taken == BigUint::from(amount))
        {
            return Ok(());
        }
        let amounts: Vec<String> = self.amounts.iter().map(u64::to_string).collect();
        Err(tr!(
            "subtraction-not-allowed",
            name = self.name(),
            amounts = list_with_or(&amounts),
            taken = taken
        ))
    }

    fn options_of_nimber(
        &self,
        heap: &BigUint,
        target: &BigUint,
    ) -> Result<Vec<Vec<BigUint>>, GameError> {
        let amounts = self.amounts_to(heap, target, usize::MAX)?;
        check_listing(
            || self.format_term(std::slice::from_ref(heap)),
            amounts.len() as u64,
            heap.bits(),
        )?;
        Ok(amounts
            .into_iter()
            .map(|amount| vec![heap - amount])
            .collect())
    }

    fn some_options_of_nimber(
        &self,
        heap: &BigUint,
        target: &BigUint,
        limit: usize,
    ) -> Result<Vec<Vec<BigUint>>, GameError> {
        let amounts = self.amounts_to(heap, target, limit)?;
        Ok(amounts
            .into_iter()
            .map(|amount| vec![heap - amount])
            .collect())
    }

    fn count_options_of_nimber(
        &self,
        heap: &BigUint,
        target: &BigUint,
    ) -> Result<BigUint, GameError> {
        Ok(self.amounts_to(heap, target, usize::MAX)?.len().into())
    }

    fn heaps(&self) -> Option<&dyn Heaps<Position = BigUint>> {
        Some(self)
    }
}

impl Heaps for Subtraction {
    fn heap(&self, n: u64) -> Option<BigUint> {
        Some(n.into())
    }

    fn period(&self) -> Result<Option<PeriodReport>, GameError> {
        Ok(Some(self.table()?.report))
    }

    fn remoteness_values(&self, to: u64) -> Option<Result<Vec<u64>, GameError>> {
        Some(crate::solver::remoteness::heap_remoteness(
            to,
            |n, found| found.extend(self.amounts.iter().take_while(|&&k| k <= n).map(|&k| n - k)),
        ))
    }
}

impl Subtraction {
    /// The amounts a move from `heap` may take, increasing.
    fn amounts_up_to<'a>(&'a self, heap: &'a BigUint) -> impl Iterator<Item = u64> + 'a {
        self.amounts
            .iter()
            .copied()
            .take_while(|&amount| BigUint::from(amount) <= *heap)
    }

    /// The first `limit` amounts (increasing) whose move leaves a heap of value `target`.
    fn amounts_to(
        &self,
        heap: &BigUint,
        target: &BigUint,
        limit: usize,
    ) -> Result<Vec<u64>, GameError> {
        let table = self.table()?;
        let period = table.report.period;
        Ok(self
            .amounts_up_to(heap)
            .filter(|&amount| {
                period
                    .value_at(&table.values, &(heap - amount))
                    .expect("the table holds the preperiod and one period")
                    == *target
            })
            .take(limit)
            .collect())
    }
}

/// `1`, `1 or 3`, `1, 3 or 4`.
fn list_with_or(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [only] => only.clone(),
        [rest @ .., last] => tr!("subtraction-or", rest = rest.join(", "), last = last),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Nimber, Solver};
    use proptest::prelude::*;

    #[test]
    fn explanations_speak_chinese() {
        let budget = crate::budget::chinese();
        let game = Subtraction::new(vec![2, 5]).unwrap();
        let text = budget.run(|| game.explain(&14u32.into())).unwrap();
        assert!(text.contains("sub[2,5](14) 的 SG值为 0"), "{text}");
        assert!(text.contains("周期为 7（周期块 0 0 1 1 0 2 1）"), "{text}");
        let rules = budget.run(|| game.rules());
        assert_eq!(rules, "sub[2,5]：一堆石子；每次恰好取走 2 或 5 个石子。");
    }

    proptest! {
        /// The dense remoteness table against the recursion of the definition.
        #[test]
        fn the_dense_remoteness_is_the_definition(
            amounts in proptest::collection::btree_set(1u64..9, 1..4)
        ) {
            let amounts: Vec<u64> = amounts.into_iter().collect();
            let game = Subtraction::new(amounts.clone()).unwrap();
            let dense = game.remoteness_values(80).unwrap().unwrap();
            let mut by_definition = crate::Evaluator::with_valuation(
                Subtraction::new(amounts).unwrap(),
                crate::solver::remoteness::Remoteness,
            );
            for (n, r) in dense.iter().enumerate() {
                prop_assert_eq!(*r, by_definition.value(&BigUint::from(n)).unwrap());
            }
        }
    }

    fn brute_force_values(amounts: &[u64], count: u64) -> Vec<u64> {
        let game = Subtraction::new(amounts.to_vec()).unwrap();
        let mut solver = Solver::new(game);
        (0..count)
            .map(|n| solver.nimber(&BigUint::from(n)).unwrap().0)
            .collect()
    }

    #[test]
    fn the_reference_game_has_period_seven() {
        // Subtraction {1,3,4} is 0 1 0 1 2 3 2 repeating (by brute force from the rules).
        let game = Subtraction::new(vec![4, 1, 3]).unwrap();
        assert_eq!(game.name(), "sub[1,3,4]");
        let report = game.period().unwrap().unwrap();
        assert_eq!(report.period.period, 7);
        assert_eq!(report.period.preperiod, 0);
        let huge = BigUint::from(10u32).pow(30);
        // 10^30 ≡ 1 (mod 7), since 10^6 ≡ 1 (mod 7); G(1) = 1.
        assert_eq!(game.nimber(&huge).unwrap(), BigUint::from(1u32));
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        #[test]
        fn periodic_values_match_brute_force(amounts in proptest::collection::vec(1u64..12, 1..5)) {
            let game = Subtraction::new(amounts.clone()).unwrap();
            let expected = brute_force_values(&amounts, 600);
            for (n, &value) in expected.iter().enumerate() {
                prop_assert_eq!(game.heap_value(BigUint::from(n)).unwrap(), value, "n = {}", n);
            }
            let report = game.period().unwrap().unwrap();
            prop_assert!(report.period.holds_on(&expected));
            // No smaller period or preperiod is visible in the brute-force values.
            let period = report.period;
            for smaller in 1..period.period {
                let shorter = crate::Period { period: smaller, ..period };
                prop_assert!(!shorter.holds_on(&expected), "period {} also holds", smaller);
            }
            if period.preperiod > 0 {
                let earlier = crate::Period { preperiod: period.preperiod - 1, ..period };
                prop_assert!(!earlier.holds_on(&expected));
            }
        }

        #[test]
        fn moves_to_a_value_match_the_solver(amounts in proptest::collection::vec(1u64..9, 1..4), heap in 0u64..80, target in 0u64..5) {
            let game = Subtraction::new(amounts.clone()).unwrap();
            let mut solver = Solver::new(Subtraction::new(amounts).unwrap());
            let heap = BigUint::from(heap);
            let expected = solver.options_of_value(&heap, Nimber(target)).unwrap();
            prop_assert_eq!(game.options_of_nimber(&heap, &target.into()).unwrap(), expected.clone());
            prop_assert_eq!(
                game.count_options_of_nimber(&heap, &target.into()).unwrap(),
                BigUint::from(expected.len())
            );
            let first: Vec<_> = expected.into_iter().take(2).collect();
            prop_assert_eq!(game.some_options_of_nimber(&heap, &target.into(), 2).unwrap(), first);
        }
    }

    #[test]
    fn huge_heaps_with_many_amounts_are_counted_not_listed() {
        // The 2000 odd amounts 1, 3, ..., 3999: every move changes the parity, so G(n) = n mod
        // 2, and from an odd heap every move wins. A heap of 60,000 digits: 2000 moves of
        // 200,000 bits each, too much to list.
        let amounts: Vec<u64> = (0..2000).map(|i| 2 * i + 1).collect();
        let game = Subtraction::new(amounts.clone()).unwrap();
        assert_eq!(
            brute_force_values(&amounts, 5000),
            (0..5000).map(|n| n % 2).collect::<Vec<u64>>()
        );
        let heap = BigUint::from(10u32).pow(60_000) + 1u32;
        let zero = BigUint::from(0u32);
        assert!(game.options(&heap).is_err());
        assert!(game.options_of_nimber(&heap, &zero).is_err());
        assert_eq!(
            game.count_options_of_nimber(&heap, &zero).unwrap(),
            BigUint::from(2000u32)
        );
        let some = game.some_options_of_nimber(&heap, &zero, 2).unwrap();
        assert_eq!(some, vec![vec![&heap - 1u32], vec![&heap - 3u32]]);
        // To value 1: none.
        assert_eq!(
            game.count_options_of_nimber(&heap, &BigUint::from(1u32))
                .unwrap(),
            zero
        );
    }

    #[test]
    fn the_period_search_stops_with_the_budget() {
        use crate::budget::{Budget, LimitExceeded};
        let game = Subtraction::new(vec![1, 999_983]).unwrap();
        let error = Budget::default()
            .with_timeout(std::time::Duration::ZERO)
            .run(|| game.heap_value(BigUint::from(10u32).pow(20)))
            .unwrap_err();
        assert!(
            matches!(error, GameError::Limit(LimitExceeded::Timeout { .. })),
            "{error}"
        );
        // Not kept: a later budget computes it (sub[1, 999983] alternates 0, 1 until 999983).
        assert_eq!(game.heap_value(BigUint::from(7u32)).unwrap(), 1);
    }

    #[test]
    fn long_preperiods_and_large_amounts_are_found() {
        // {2, 5, 7} and a set with a large amount: compare with brute force well past the period.
        for amounts in [
            vec![2, 5, 7],
            vec![3, 50],
            vec![1, 10, 100],
            vec![7, 30, 31],
        ] {
            let game = Subtraction::new(amounts.clone()).unwrap();
            let expected = brute_force_values(&amounts, 3000);
            let computed: Vec<u64> = (0..3000u32)
                .map(|n| game.heap_value(n.into()).unwrap())
                .collect();
            assert_eq!(computed, expected, "{amounts:?}");
        }
    }

    #[test]
    fn illegal_moves_are_explained() {
        let game = Subtraction::new(vec![1, 3, 4]).unwrap();
        let ten = BigUint::from(10u32);
        assert_eq!(
            game.check_move(&ten, &[8u32.into()]),
            Err("sub[1,3,4] allows taking 1, 3 or 4 stones, not 2".to_string())
        );
        assert!(game.check_move(&ten, &[7u32.into()]).is_ok());
        assert!(game.check_move(&ten, &[11u32.into()]).is_err());
    }
}
