//! Fibonacci Nim and its k-multiple generalisation: one heap; the first move takes 1 to `n − 1`
//! stones (not all); afterwards a move takes 1 to `k` times as many stones as the previous move
//! took (`k = 2` is Fibonacci Nim).
//!
//! **Positions.** `fib(n)` is a heap of `n` before the first move; `fib(n,m)` is a heap of `n`
//! from which the next move may take 1 to `m` stones (`m` above `n` means the whole heap may be
//! taken, and is written as `n`). `fib[k](n)` and `fib[k](n,m)` use the multiple `k ≥ 1`. After
//! taking `x` from `fib[k](n,m)` the position is `fib[k](n−x, min(kx, n−x))`.
//!
//! **Closed form (outcome).** Let `H_1 = 1` and `H_{j+1} = H_j + H_l`, where `H_l` is the
//! smallest term with `k·H_l ≥ H_j` (for `k = 2` the Fibonacci numbers 1, 2, 3, 5, 8, ...; for
//! `k = 1` the powers of two). Write `n` greedily as a sum of terms of `H` (Zeckendorf's
//! representation for `k = 2`) and let `s` be its smallest term: the player to move wins exactly
//! when `s ≤ m` (M. J. Whinihan, *Fibonacci Nim*, Fibonacci Quarterly 1 (1963) for `k = 2`;
//! A. J. Schwenk, *Take-away games*, Fibonacci Quarterly 8 (1970) in general). So `fib[k](n)` is
//! a first-player loss exactly when `n` is a term of `H`.
//!
//! **Every winning move.** Taking `x` wins when the heap left, `n − x`, has smallest term
//! `> kx`. Then the greedy representation of `n` is that of `n − x` followed by that of `x`, so
//! `x` is a sum of the `j` smallest terms of `n` for some `j`. The winning moves are exactly
//! these sums `x_j ≤ m` with `k·x_j` below the `(j+1)`-th smallest term (or `j` = all terms:
//! taking the whole heap, when allowed). (These rules, including the recurrence with `≥`, are
//! checked against the brute-force solver for `k = 1..6`.)
//!
//! **Nim-values** have no closed form; they are computed by a table search for heaps up to
//! [`MAX_SEARCH_HEAP`], and reported as too large beyond.

use std::sync::{Mutex, MutexGuard, PoisonError};

use num_bigint::BigUint;
use num_traits::{ToPrimitive, Zero};

use crate::budget::tr;
use crate::expr::{ParseError, Token};
use crate::{Family, Game, GameError, Heaps, Notation, Outcome, Teaching};

/// The largest heap whose nim-value [`Fibonacci`] computes by search.
pub(crate) const MAX_SEARCH_HEAP: u64 = 2000;

/// The most terms of the sequence `H` computed (for `k = 2` they reach about 10^4179).
pub(crate) const MAX_SEQUENCE_TERMS: usize = 20_000;

/// The k-multiple Fibonacci Nim: `fib(10)`, `fib(10,3)`, `fib[3](10)`.
///
/// ```
/// use grundy::games::{Fibonacci, FibPosition};
/// use grundy::{Family, Outcome};
/// let fib = Fibonacci::new(2u32.into()).unwrap();
/// // 13 is a Fibonacci number: the first player loses.
/// assert_eq!(fib.outcome(&FibPosition::start(13u32.into())).unwrap(), Outcome::P);
/// // 10 = 8 + 2: take 2 (taking all 10 is not allowed on the first move).
/// let moves = fib.options_of_nimber(&FibPosition::start(10u32.into()), &0u32.into()).unwrap();
/// assert_eq!(moves, vec![vec![FibPosition::new(8u32.into(), 4u32.into())]]);
/// ```
#[derive(Debug)]
pub struct Fibonacci {
    multiple: BigUint,
    /// The nim-values computed so far, for heaps `0..=h` (see [`Fibonacci::value_table`]),
    /// kept so that `seq` and repeated questions do not search again.
    values: Mutex<Vec<u32>>,
}

impl Clone for Fibonacci {
    fn clone(&self) -> Self {
        Fibonacci::new(self.multiple.clone()).expect("the multiple is positive")
    }
}

/// A heap and how much the next move may take (`None` before the first move: up to `n − 1`).
///
/// ```
/// use grundy::games::FibPosition;
/// assert_eq!(FibPosition::start(10u32.into()).max_take(), 9u32.into());
/// // A limit above the heap means the whole heap may be taken.
/// assert_eq!(FibPosition::new(4u32.into(), 30u32.into()).max_take(), 4u32.into());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FibPosition {
    heap: BigUint,
    limit: Option<BigUint>,
}

impl FibPosition {
    /// A heap of `heap` before the first move.
    pub fn start(heap: BigUint) -> FibPosition {
        FibPosition { heap, limit: None }
    }

    /// A heap of `heap` from which the next move may take up to `limit` (capped at the heap).
    pub fn new(heap: BigUint, limit: BigUint) -> FibPosition {
        let limit = limit.min(heap.clone());
        FibPosition {
            heap,
            limit: Some(limit),
        }
    }

    /// The most the next move may take.
    pub fn max_take(&self) -> BigUint {
        match &self.limit {
            // Before the first move: anything but the whole heap.
            None => one_less(&self.heap),
            Some(limit) => limit.clone(),
        }
    }
}

/// `n − 1`, or 0 for 0.
fn one_less(n: &BigUint) -> BigUint {
    if n.is_zero() {
        BigUint::zero()
    } else {
        n - 1u32
    }
}

impl Fibonacci {
    /// The game where each move takes at most `multiple` times the previous one; `None` for 0.
    pub fn new(multiple: BigUint) -> Option<Fibonacci> {
        (!multiple.is_zero()).then(|| Fibonacci {
            multiple,
            values: Mutex::new(Vec::new()),
        })
    }

    /// Reads the parameter list of `fib[K]` (none means `K = 2`).
    pub(crate) fn from_params(name: &Token, params: &[Token]) -> Result<Fibonacci, ParseError> {
        match params {
            [] => Ok(Fibonacci::new(2u32.into()).expect("2 is positive")),
            [multiple] => Fibonacci::new(multiple.integer()?)
                .ok_or_else(|| multiple.error(tr!("fib-needs-multiple"))),
            [_, extra, ..] => Err(extra.error(tr!("fib-params", name = name.text))),
        }
    }

    /// The terms of `H` up to `n`, smallest first.
    fn sequence_up_to(&self, n: &BigUint) -> Result<Vec<BigUint>, GameError> {
        let mut terms = vec![BigUint::from(1u32)];
        let mut smallest_enough = 0;
        while terms.last().expect("not empty") <= n {
            if terms.len() >= MAX_SEQUENCE_TERMS {
                return Err(GameError::TooLarge(tr!(
                    "too-large-fibonacci-heap",
                    family = self.name(),
                    n = n.to_string(),
                    most = MAX_SEQUENCE_TERMS.to_string()
                )));
            }
            let last = terms.last().expect("not empty").clone();
            while &self.multiple * &terms[smallest_enough] < last {
                smallest_enough += 1;
            }
            let next = &last + &terms[smallest_enough];
            terms.push(next);
        }
        Ok(terms)
    }

    /// The greedy representation of `n`, largest term first.
    fn representation(&self, n: &BigUint) -> Result<Vec<BigUint>, GameError> {
        let mut rest = n.clone();
        let mut parts = Vec::new();
        for term in self.sequence_up_to(n)?.into_iter().rev() {
            if term <= rest {
                rest -= &term;
                parts.push(term);
            }
        }
        Ok(parts)
    }

    /// The position after taking `taken` from `position`.
    /// The amounts a winning move takes (to a P-position), smallest first: sums of the `j`
    /// smallest terms of the heap's representation (see the module documentation).
    fn winning_takes(&self, position: &FibPosition) -> Result<Vec<BigUint>, GameError> {
        let parts = self.representation(&position.heap)?;
        let most = position.max_take();
        let mut found = Vec::new();
        let mut taken = BigUint::zero();
        // Sums of the j smallest terms, j = 1, 2, ...
        for (count, part) in parts.iter().rev().enumerate() {
            taken += part;
            if taken > most {
                break;
            }
            let next_larger = parts.len().checked_sub(count + 2).map(|i| &parts[i]);
            if next_larger.is_none_or(|next| &self.multiple * &taken < *next) {
                found.push(taken.clone());
            }
        }
        Ok(found)
    }

    fn after_taking(&self, position: &FibPosition, taken: &BigUint) -> FibPosition {
        let heap = &position.heap - taken;
        FibPosition::new(heap, &self.multiple * taken)
    }

    /// Every nim-value of heaps up to (at least) `n`, by search: `values[h(h+1)/2 + m]` is the
    /// value of heap `h` when the next move may take up to `m ≤ h`. Rows depend only on
    /// smaller heaps, so the kept table is extended rather than recomputed.
    fn value_table(&self, n: &BigUint) -> Result<MutexGuard<'_, Vec<u32>>, GameError> {
        let n = n
            .to_u64()
            .filter(|&n| n <= MAX_SEARCH_HEAP)
            .ok_or_else(|| {
                GameError::TooLarge(tr!(
                    "too-large-fibonacci-values",
                    family = self.name(),
                    most = MAX_SEARCH_HEAP.to_string(),
                    n = n.to_string()
                ))
            })? as usize;
        let multiple = self.multiple.to_usize().unwrap_or(usize::MAX);
        let index = |heap: usize, limit: usize| heap * (heap + 1) / 2 + limit;
        // A panic elsewhere cannot leave a half-written row: rows are pushed whole.
        let mut values = self.values.lock().unwrap_or_else(PoisonError::into_inner);
        let mut seen = vec![usize::MAX; n + 2];
        let first_missing = (0..)
            .find(|&heap| index(heap, 0) >= values.len())
            .expect("finite");
        for heap in first_missing..=n {
            let mut row = vec![0u32; heap + 1];
            // Raising the limit by one adds one option, so the mex only grows.
            let mut mex = 0;
            for limit in 1..=heap {
                let left = heap - limit;
                let value = values[index(left, multiple.saturating_mul(limit).min(left))];
                seen[value as usize] = heap;
                while seen[mex] == heap {
                    mex += 1;
                }
                row[limit] = mex as u32;
            }
            values.extend(row);
        }
        Ok(values)
    }

    fn table_value(values: &[u32], position: &FibPosition) -> u32 {
        let heap = position.heap.to_usize().expect("in the table");
        let limit = position.max_take().to_usize().expect("in the table");
        values[heap * (heap + 1) / 2 + limit.min(heap)]
    }
}

impl Game for Fibonacci {
    type Position = FibPosition;

    fn options(&self, position: &FibPosition) -> Result<Vec<Vec<FibPosition>>, GameError> {
        let most = position.max_take().min(position.heap.clone());
        let count = super::listable(|| self.format_term(std::slice::from_ref(position)), &most)?;
        Ok((1..=count)
            .map(|taken| vec![self.after_taking(position, &taken.into())])
            .collect())
    }
}

impl Notation for Fibonacci {
    fn name(&self) -> String {
        if self.multiple == BigUint::from(2u32) {
            "fib".to_string()
        } else {
            format!("fib[{}]", self.multiple)
        }
    }

    fn parse_positions(&self, args: &[Token]) -> Result<Vec<FibPosition>, ParseError> {
        match args {
            [heap] => Ok(vec![FibPosition::start(heap.integer()?)]),
            [heap, limit] => Ok(vec![FibPosition::new(heap.integer()?, limit.integer()?)]),
            [_, _, extra, ..] => Err(extra.error(tr!("fib-position-args", name = self.name()))),
            [] => Err(ParseError::new(
                1,
                tr!("fib-needs-heap", name = self.name()),
            )),
        }
    }

    fn format_position(&self, position: &FibPosition) -> String {
        match &position.limit {
            None => position.heap.to_string(),
            Some(limit) => format!("{},{limit}", position.heap),
        }
    }

    fn describe_move(&self, from: &FibPosition, to: &[FibPosition]) -> String {
        match to {
            [left] if left.heap < from.heap => tr!(
                "fib-take",
                taken = &from.heap - &left.heap,
                from = self.format_term(std::slice::from_ref(from)),
                to = self.format_term(to)
            ),
            _ => tr!(
                "move-heap-to",
                from = self.format_term(std::slice::from_ref(from)),
                to = self.format_term(to)
            ),
        }
    }
}

impl Teaching for Fibonacci {
    fn rules(&self) -> String {
        tr!("fib-rules", name = self.name(), multiple = &self.multiple)
    }

    fn explain(&self, position: &FibPosition) -> Result<String, GameError> {
        let term = self.format_term(std::slice::from_ref(position));
        let most = position.max_take();
        let sequence_name = if self.multiple == BigUint::from(2u32) {
            tr!("fib-sequence-fibonacci")
        } else {
            let first: Vec<String> = self
                .sequence_up_to(&BigUint::from(200u32))?
                .iter()
                .take(10)
                .map(ToString::to_string)
                .collect();
            tr!(
                "fib-sequence",
                terms = first.join(", "),
                multiple = &self.multiple
            )
        };
        if position.heap.is_zero() {
            return Ok(tr!("fib-explain-empty", term = term));
        }
        let parts = self.representation(&position.heap)?;
        // A huge heap has thousands of terms: show the largest few and the smallest.
        const SHOWN_TERMS: usize = 12;
        let mut written: Vec<String> = parts
            .iter()
            .take(SHOWN_TERMS)
            .map(ToString::to_string)
            .collect();
        if parts.len() > SHOWN_TERMS {
            let hidden = parts.len() - SHOWN_TERMS - 1;
            if hidden > 0 {
                written.push(tr!("fib-more-terms", hidden = hidden));
            }
            written.push(parts[parts.len() - 1].to_string());
        }
        let smallest = parts.last().expect("a positive heap has a term");
        let verdict = if *smallest <= most {
            tr!(
                "fib-verdict-win",
                smallest = smallest,
                most = &most,
                multiple = &self.multiple
            )
        } else {
            tr!("fib-verdict-lose", smallest = smallest, most = &most)
        };
        let value = match self.nimber(position) {
            Ok(value) => tr!("fib-value-searched", value = value),
            Err(GameError::TooLarge(_)) => String::new(),
            Err(error) => return Err(error),
        };
        let zeckendorf = if self.multiple == BigUint::from(2u32) {
            tr!("fib-zeckendorf")
        } else {
            String::new()
        };
        Ok(tr!(
            "fib-explain",
            term = term,
            sequence = sequence_name,
            heap = &position.heap,
            terms = written.join(" + "),
            zeckendorf = zeckendorf,
            verdict = verdict,
            value = value
        ))
    }
}

impl Family for Fibonacci {
    fn nimber(&self, position: &FibPosition) -> Result<BigUint, GameError> {
        let values = self.value_table(&position.heap)?;
        Ok(Self::table_value(&values, position).into())
    }

    fn outcome(&self, position: &FibPosition) -> Result<Outcome, GameError> {
        let representation = self.representation(&position.heap)?;
        Ok(match representation.last() {
            Some(smallest) if *smallest <= position.max_take() => Outcome::N,
            _ => Outcome::P,
        })
    }

    fn options_of_nimber(
        &self,
        position: &FibPosition,
        target: &BigUint,
    ) -> Result<Vec<Vec<FibPosition>>, GameError> {
        if !target.is_zero() {
            let values = self.value_table(&position.heap)?;
            let target = target.to_u32();
            return Ok(self
                .options(position)?
                .into_iter()
                .filter(|option| Some(Self::table_value(&values, &option[0])) == target)
                .collect());
        }
        let takes = self.winning_takes(position)?;
        super::check_listing(
            || self.format_term(std::slice::from_ref(position)),
            takes.len() as u64,
            position.heap.bits(),
        )?;
        Ok(takes
            .iter()
            .map(|taken| vec![self.after_taking(position, taken)])
            .collect())
    }

    fn some_options_of_nimber(
        &self,
        position: &FibPosition,
        target: &BigUint,
        limit: usize,
    ) -> Result<Vec<Vec<FibPosition>>, GameError> {
        if !target.is_zero() {
            let mut found = self.options_of_nimber(position, target)?;
            found.truncate(limit);
            return Ok(found);
        }
        Ok(self
            .winning_takes(position)?
            .iter()
            .take(limit)
            .map(|taken| vec![self.after_taking(position, taken)])
            .collect())
    }

    fn count_options_of_nimber(
        &self,
        position: &FibPosition,
        target: &BigUint,
    ) -> Result<BigUint, GameError> {
        if !target.is_zero() {
            return Ok(self.options_of_nimber(position, target)?.len().into());
        }
        Ok(self.winning_takes(position)?.len().into())
    }

    fn check_move(&self, from: &FibPosition, to: &[FibPosition]) -> Result<(), String> {
        let [left] = to else {
            return Err(tr!("fib-write-heap-and-limit"));
        };
        if left.heap >= from.heap {
            return Err(tr!(
                "take-at-least-one",
                left = &left.heap,
                from = &from.heap
            ));
        }
        let taken = &from.heap - &left.heap;
        if taken > from.max_take() {
            return Err(tr!(
                "fib-take-at-most",
                term = self.format_term(std::slice::from_ref(from)),
                most = from.max_take(),
                taken = taken
            ));
        }
        let expected = self.after_taking(from, &taken);
        if *left != expected {
            return Err(tr!(
                "fib-write-next-limit",
                taken = taken,
                most = expected.max_take(),
                position = self.format_position(&expected)
            ));
        }
        Ok(())
    }

    fn delaying_move(&self, position: &FibPosition) -> Result<Option<Vec<FibPosition>>, GameError> {
        let can_move = !position.heap.is_zero() && !position.max_take().is_zero();
        Ok(can_move.then(|| vec![self.after_taking(position, &1u32.into())]))
    }

    fn heaps(&self) -> Option<&dyn Heaps<Position = FibPosition>> {
        Some(self)
    }
}

impl Heaps for Fibonacci {
    fn heap(&self, n: u64) -> Option<FibPosition> {
        Some(FibPosition::start(n.into()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::testing::sorted;
    use crate::{Nimber, Solver};
    use proptest::prelude::*;

    #[test]
    fn rules_explanations_and_refusals_speak_chinese() {
        let budget = crate::budget::chinese();
        let fib = Fibonacci::new(2u32.into()).unwrap();
        let rules = budget.run(|| fib.rules());
        assert!(
            rules.contains("第一步取走 1 到 n-1 个石子（不能全部取走）"),
            "{rules}"
        );
        let start = FibPosition::start(10u32.into());
        let text = budget.run(|| fib.explain(&start)).unwrap();
        assert!(text.contains("10 = 8 + 2（Zeckendorf 表示）"), "{text}");
        assert!(text.contains("所以先手必胜"), "{text}");
        let wrong_limit = FibPosition::new(8u32.into(), 3u32.into());
        let refusal = budget.run(|| fib.check_move(&start, &[wrong_limit]));
        assert_eq!(
            refusal.unwrap_err(),
            "取走 2 个之后，下一步最多可以取 4 个：请写 `8,4`"
        );
    }

    fn game(k: u32) -> Fibonacci {
        Fibonacci::new(k.into()).unwrap()
    }

    #[test]
    fn the_sequences_are_fibonacci_and_powers_of_two() {
        let terms = |k: u32| -> Vec<String> {
            game(k)
                .sequence_up_to(&100u32.into())
                .unwrap()
                .iter()
                .map(ToString::to_string)
                .collect()
        };
        assert_eq!(terms(2).join(" "), "1 2 3 5 8 13 21 34 55 89 144");
        assert_eq!(terms(1).join(" "), "1 2 4 8 16 32 64 128");
    }

    #[test]
    fn first_player_loses_exactly_on_the_sequence() {
        // Fibonacci Nim is a first-player loss exactly at the Fibonacci numbers (Whinihan
        // 1963); here for k = 1..6 against the solver.
        for k in 1u32..=6 {
            let fib = game(k);
            let mut solver = Solver::new(fib.clone());
            let sequence = fib.sequence_up_to(&80u32.into()).unwrap();
            for n in 1u32..80 {
                let start = FibPosition::start(n.into());
                let expected = solver.outcome(&start).unwrap();
                assert_eq!(fib.outcome(&start).unwrap(), expected, "k = {k}, n = {n}");
                let on_sequence = sequence.contains(&n.into());
                assert_eq!(expected == Outcome::P, on_sequence, "k = {k}, n = {n}");
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        #[test]
        fn outcomes_values_and_moves_match_the_solver(k in 1u32..7, heap in 0u32..60, limit in 0u32..70, start in any::<bool>(), target in 0u32..6) {
            let fib = game(k);
            let position = if start {
                FibPosition::start(heap.into())
            } else {
                FibPosition::new(heap.into(), limit.into())
            };
            let mut solver = Solver::new(fib.clone());
            prop_assert_eq!(fib.outcome(&position).unwrap(), solver.outcome(&position).unwrap());
            prop_assert_eq!(fib.nimber(&position).unwrap(), BigUint::from(solver.nimber(&position).unwrap().0));
            let expected = sorted(solver.options_of_value(&position, Nimber(target.into())).unwrap());
            prop_assert_eq!(sorted(fib.options_of_nimber(&position, &target.into()).unwrap()), expected.clone());
            prop_assert_eq!(
                fib.count_options_of_nimber(&position, &target.into()).unwrap(),
                BigUint::from(expected.len())
            );
            let some = fib.some_options_of_nimber(&position, &target.into(), 2).unwrap();
            prop_assert_eq!(some.len(), expected.len().min(2));
            prop_assert!(some.iter().all(|option| expected.contains(option)));
        }

        #[test]
        fn winning_moves_match_a_scan_on_larger_heaps(k in 1u32..5, heap in 100u32..1500, limit in 1u32..1500) {
            // Beyond the solver: every option, decided by the outcome rule (itself checked
            // against the solver above).
            let fib = game(k);
            let position = FibPosition::new(heap.into(), limit.into());
            let expected: Vec<Vec<FibPosition>> = fib
                .options(&position)
                .unwrap()
                .into_iter()
                .filter(|option| fib.outcome(&option[0]).unwrap() == Outcome::P)
                .collect();
            prop_assert_eq!(
                fib.count_options_of_nimber(&position, &BigUint::zero()).unwrap(),
                BigUint::from(expected.len())
            );
            prop_assert_eq!(sorted(fib.options_of_nimber(&position, &BigUint::zero()).unwrap()), sorted(expected));
        }
    }

    #[test]
    fn huge_heaps_are_decided_exactly() {
        let fib = game(2);
        // F_300 by the recurrence; a start at a Fibonacci number is lost, one more is won.
        let (mut a, mut b) = (BigUint::from(1u32), BigUint::from(2u32));
        for _ in 0..300 {
            let next = &a + &b;
            a = b;
            b = next;
        }
        assert_eq!(
            fib.outcome(&FibPosition::start(b.clone())).unwrap(),
            Outcome::P
        );
        let next = FibPosition::start(&b + 1u32);
        assert_eq!(fib.outcome(&next).unwrap(), Outcome::N);
        assert_eq!(
            fib.options_of_nimber(&next, &BigUint::zero()).unwrap(),
            vec![vec![FibPosition::new(b.clone(), 2u32.into())]]
        );
        let huge = BigUint::from(10u32).pow(60);
        let position = FibPosition::start(huge.clone());
        for option in fib.options_of_nimber(&position, &BigUint::zero()).unwrap() {
            assert!(fib.check_move(&position, &option).is_ok());
            assert_eq!(fib.outcome(&option[0]).unwrap(), Outcome::P);
        }
        assert!(matches!(fib.nimber(&position), Err(GameError::TooLarge(_))));
        let parsed = crate::parse("fib(10^60)").unwrap();
        assert_eq!(parsed.outcome().unwrap(), fib.outcome(&position).unwrap());
        // A huge multiple makes the sequence 1, 2, 3, ...: too long for a huge heap.
        let wide = Fibonacci::new(huge.clone()).unwrap();
        assert!(matches!(
            wide.outcome(&FibPosition::start(huge)),
            Err(GameError::TooLarge(_))
        ));
    }

    #[test]
    fn the_kept_table_grows_and_agrees() {
        let fib = game(2);
        let small = fib.nimber(&FibPosition::start(30u32.into())).unwrap();
        let large = fib.nimber(&FibPosition::start(300u32.into())).unwrap();
        let fresh = game(2);
        assert_eq!(
            fresh.nimber(&FibPosition::start(300u32.into())).unwrap(),
            large
        );
        assert_eq!(
            fresh.nimber(&FibPosition::start(30u32.into())).unwrap(),
            small
        );
        assert!(matches!(
            fib.nimber(&FibPosition::start((MAX_SEARCH_HEAP + 1).into())),
            Err(GameError::TooLarge(_))
        ));
    }

    #[test]
    fn positions_parse_and_print() {
        assert_eq!(crate::parse("fib(10)").unwrap().to_string(), "fib(10)");
        assert_eq!(
            crate::parse("fib(10,30)").unwrap().to_string(),
            "fib(10,10)"
        );
        assert_eq!(
            crate::parse("fib[3](10,2)").unwrap().to_string(),
            "fib[3](10,2)"
        );
        assert_eq!(crate::parse("fib[2](10)").unwrap().to_string(), "fib(10)");
        assert_eq!(crate::parse("fib(1,2,3)").unwrap_err().column, 9);
        assert!(crate::parse("fib[0](10)").is_err());
        let fib = game(2);
        let from = FibPosition::start(10u32.into());
        assert!(
            fib.check_move(&from, &[FibPosition::new(8u32.into(), 4u32.into())])
                .is_ok()
        );
        assert!(
            fib.check_move(&from, &[FibPosition::start(8u32.into())])
                .is_err()
        );
        assert!(
            fib.check_move(&from, &[FibPosition::new(0u32.into(), 0u32.into())])
                .is_err()
        );
    }

    #[test]
    fn explanations_show_the_representation() {
        let text = game(2).explain(&FibPosition::start(10u32.into())).unwrap();
        assert!(text.contains("10 = 8 + 2"), "{text}");
        assert!(text.contains("the smallest term 2 is at most 9"), "{text}");
        let lost = game(2)
            .explain(&FibPosition::new(7u32.into(), 1u32.into()))
            .unwrap();
        assert!(lost.contains("7 = 5 + 2"), "{lost}");
        assert!(lost.contains("is more than 1"), "{lost}");
        let huge = game(2)
            .explain(&FibPosition::start(BigUint::from(10u32).pow(300)))
            .unwrap();
        assert!(huge.contains("more terms) + "), "{huge}");
        assert!(huge.len() < 6000, "{}", huge.len()); // 13 numbers of ≤ 301 digits
        let general = game(3).explain(&FibPosition::start(10u32.into())).unwrap();
        assert!(general.contains("1, 2, 3, 4, 6, 8, 11"), "{general}");
    }
}
