//! Octal games (and their hexadecimal and Grundy-type relatives): `octal[0.137](10)`,
//! `kayles(10)`, `dawson(10)`.
//!
//! **Rules.** Heaps of tokens. The code `d0.d1d2...dt` says what a move removing `i` tokens from
//! one heap may leave: digit `d_i` is a sum of 1 (nothing: the heap had exactly `i`), 2 (one
//! non-empty heap), 4 (two non-empty heaps) and, in hexadecimal codes, 8 (three). Kayles is
//! `0.77` (knock down one pin or two adjacent pins from a row); Dawson's Kayles is `0.07`;
//! Dawson's Chess is `0.137`; Officers is `0.6`.
//!
//! **Values.** No closed form in general: the nim-sequence is computed by the sparse-space
//! engine of [`crate::takebreak`] (*Winning Ways*, ch. 4). For finite octal codes the
//! periodicity theorem of Guy and Smith (1956) proves a period from finitely many values:
//! Kayles has period 12 from n = 71, Dawson's Kayles period 34 from n = 53 (OEIS A002186,
//! A002187). Once the period is proven, `G(n)` for any `n` (such as 10^30) follows from it.
//! Without a proven period, heaps up to `DIRECT_LIMIT` are computed directly.

use std::sync::{Mutex, MutexGuard};

use num_bigint::BigUint;
use num_integer::Integer;
use num_traits::{CheckedSub, ToPrimitive, Zero};

use super::{MAX_LISTED_OPTIONS, check_listing_count, parse_heaps};
use crate::budget::tr;
use crate::budget::{Budget, LimitExceeded};
use crate::expr::{ParseError, Token};
use crate::family::explain_by_mex;
use crate::takebreak::{Computation, EngineKind, Goal, Rules, Stop, three_heaps};
use crate::{Family, Game, GameError, Heaps, Notation, PeriodReport, Teaching};

/// Heaps up to this size are valued by computing the sequence that far, if no period is proven.
pub(crate) const DIRECT_LIMIT: u64 = 1 << 22;

/// How many values are computed looking for a period when a larger heap is asked for: a second
/// or so for a slow code (a test build takes several); `grundy seq` looks much further.
pub(crate) const PROOF_SEARCH_LIMIT: usize = 1 << 18;

/// The most work the engine spends on three-heap moves to value one heap (well under a
/// minute), in the word operations of [`crate::takebreak::three_heaps::heap_work`]: the heaps
/// up to `n` of a game whose moves may leave three heaps cost about `n³/1152` of them per
/// amount, so heaps up to about 34,000 are valued directly (10^5 would take 10^12).
pub(crate) const MAX_THREE_HEAP_WORK: u128 = 1 << 35;

/// The most work spent on three-heap moves looking for a proof of the period (about a second).
pub(crate) const MAX_PROOF_SEARCH_WORK: u128 = 1 << 29;

/// The most options counted or searched one by one without being listed (a fraction of a
/// second): a heap of `octal[0.8](10^4)` has about 8 million.
pub(crate) const MAX_SCANNED_OPTIONS: u64 = 100_000_000;

/// A take-and-break game on heaps, with its nim-sequence computed as far as needed.
///
/// ```
/// use grundy::games::TakeBreak;
/// use grundy::Family;
/// let kayles = TakeBreak::kayles();
/// assert_eq!(kayles.nimber(&10u32.into()).unwrap(), 2u32.into());
/// // Period 12 from n = 71, proven: 10^30 ≡ 4 (mod 12), and 10^30 − 71 ≡ 5, so G = G(76) = 1.
/// let huge = num_bigint::BigUint::from(10u32).pow(30);
/// assert_eq!(kayles.nimber(&huge).unwrap(), 1u32.into());
/// ```
#[derive(Debug)]
pub struct TakeBreak {
    name: String,
    title: Option<&'static str>,
    rules: Rules,
    run: Mutex<Computation>,
}

impl TakeBreak {
    /// The game with these rules, called `name` in expressions.
    pub(crate) fn new(
        name: impl Into<String>,
        title: Option<&'static str>,
        rules: Rules,
    ) -> TakeBreak {
        TakeBreak {
            name: name.into(),
            title,
            run: Mutex::new(Computation::new(rules.clone(), EngineKind::Sparse)),
            rules,
        }
    }

    /// Kayles, the octal game 0.77.
    pub fn kayles() -> TakeBreak {
        TakeBreak::new(
            "kayles",
            Some("Kayles: a row of pins; a move knocks down one pin or two adjacent pins"),
            Rules::parse_code("0.77").expect("a valid code"),
        )
    }

    /// Dawson's Kayles, the octal game 0.07.
    pub(crate) fn dawson() -> TakeBreak {
        TakeBreak::new(
            "dawson",
            Some("Dawson's Kayles: a row of pins; a move knocks down two adjacent pins"),
            Rules::parse_code("0.07").expect("a valid code"),
        )
    }

    /// The octal game with the code in `octal[CODE]`.
    pub(crate) fn from_params(name: &Token, params: &[Token]) -> Result<TakeBreak, ParseError> {
        match params {
            [code] => {
                let rules = Rules::from_token(code)?;
                Ok(TakeBreak::new(
                    format!("octal[{}]", rules.code()),
                    None,
                    rules,
                ))
            }
            _ => Err(name.error(tr!("octal-params"))),
        }
    }

    fn lock(&self) -> MutexGuard<'_, Computation> {
        // A panic elsewhere cannot leave the values wrong (they are only ever appended).
        self.run
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// `G(n)`, computing the sequence (or its period) as far as needed with the sequence
    /// engine, under the budget entered on this thread (its deadline, cancellation and memory
    /// limit stop the engine with [`GameError::Limit`]).
    pub(crate) fn heap_value(&self, heap: &BigUint) -> Result<u32, GameError> {
        let mut run = self.lock();
        if let Some(value) = value_in(&run, heap) {
            return Ok(value);
        }
        let affordable = self.affordable_count(MAX_THREE_HEAP_WORK);
        let proof_limit = self.proof_search_limit();
        let wanted = heap
            .to_u64()
            .filter(|&n| n <= DIRECT_LIMIT)
            .map(|n| n as usize + 1);
        let stop = match wanted {
            Some(count) if count <= affordable => Some(run.run(
                Goal {
                    count,
                    stop_when_proven: true,
                    min_count: 0,
                },
                |_| true,
            )),
            _ if run.provable() => Some(run.run(Goal::until_proven(proof_limit), |_| true)),
            _ => None,
        };
        if let Some(Stop::Limit(why)) = stop {
            return Err(why.into());
        }
        value_in(&run, heap).ok_or_else(|| {
            let direct_limit = (DIRECT_LIMIT as usize).min(affordable - 1);
            let why = match wanted {
                Some(count) if count > affordable && run.provable() => tr!(
                    "octal-why-three-heaps-unproven",
                    direct = direct_limit.to_string(),
                    work = MAX_THREE_HEAP_WORK.to_string(),
                    proof = proof_limit.to_string()
                ),
                Some(count) if count > affordable => tr!(
                    "octal-why-three-heaps",
                    direct = direct_limit.to_string(),
                    work = MAX_THREE_HEAP_WORK.to_string()
                ),
                _ if run.provable() => tr!(
                    "too-large-octal-unproven",
                    proof = proof_limit.to_string(),
                    direct = direct_limit.to_string()
                ),
                _ => tr!("too-large-octal-unequal", direct = direct_limit.to_string()),
            };
            GameError::TooLarge(tr!(
                "too-large-octal-heap",
                family = self.name.as_str(),
                heap = heap.to_string(),
                why = why
            ))
        })
    }

    /// How many values the search for a proof of the period computes: [`PROOF_SEARCH_LIMIT`],
    /// or fewer when moves leave three heaps (about [`MAX_PROOF_SEARCH_WORK`] steps).
    fn proof_search_limit(&self) -> usize {
        PROOF_SEARCH_LIMIT.min(self.affordable_count(MAX_PROOF_SEARCH_WORK))
    }

    /// How many values (heaps `0..count`) the engine computes within about `work` steps: all of
    /// them unless moves leave three heaps, whose cost grows as the cube.
    fn affordable_count(&self, work: u128) -> usize {
        let amounts = self
            .rules
            .amounts_with(crate::takebreak::rules::LEAVE_THREE)
            .len();
        if amounts == 0 {
            return usize::MAX;
        }
        let count = three_heaps::affordable_count(amounts, work, DIRECT_LIMIT as usize + 1);
        // The minimum keeps small heaps computable whatever the rules.
        count.max(1000)
    }

    /// The proven period, searching up to [`PROOF_SEARCH_LIMIT`] values if need be (fewer
    /// when moves leave three heaps, see [`MAX_THREE_HEAP_WORK`]).
    fn proven(&self) -> Result<Option<PeriodReport>, GameError> {
        let mut run = self.lock();
        if run.provable() && run.proven_period().is_none() {
            let goal = Goal::until_proven(self.proof_search_limit());
            if let Stop::Limit(why) = run.run(goal, |_| true) {
                return Err(why.into());
            }
        }
        Ok(run.period_report().filter(|report| report.proven))
    }

    fn describe_parts(&self, parts: &[BigUint]) -> String {
        match parts {
            [] => tr!("octal-parts-nothing"),
            [one] => one.to_string(),
            [rest @ .., last] => {
                let rest: Vec<String> = rest.iter().map(ToString::to_string).collect();
                tr!("octal-parts-and", rest = rest.join(", "), last = last)
            }
        }
    }

    /// The game's title in the language of the computation: the named games' own (Kayles,
    /// Dawson's Kayles, Grundy's game), or its name.
    fn title(&self) -> String {
        match (self.title, self.name.as_str()) {
            (Some(_), "kayles") => tr!("octal-title-kayles"),
            (Some(_), "dawson") => tr!("octal-title-dawson"),
            (Some(_), "grundy") => tr!("octal-title-grundy"),
            (Some(title), _) => title.to_string(),
            (None, name) => name.to_string(),
        }
    }
}

/// `G(n)` if the values computed so far (or the proven period) give it.
fn value_in(run: &Computation, heap: &BigUint) -> Option<u32> {
    if let Some(small) = heap.to_u128()
        && let Some(value) = run.value_at(small)
    {
        return Some(value);
    }
    let period = run.proven_period()?;
    let offset = (heap - period.preperiod).mod_floor(&BigUint::from(period.period));
    let index = period.preperiod + offset.to_u64().expect("below the period");
    Some(run.values().get(index as usize))
}

/// Counts the splits of a heap into two non-empty heaps `a ≤ b` (`a < b` for unequal splits)
/// with `G(a) ⊕ G(b)` equal to a target, for heaps far too large to list: when both heaps are
/// in the periodic part, `G(a)` and `G(b)` depend only on `a` modulo the period, so each residue
/// class is counted at once.
struct SplitCounter<'a> {
    run: &'a Computation,
    period: crate::Period,
    unequal: bool,
}

impl SplitCounter<'_> {
    fn value(&self, heap: &BigUint) -> u32 {
        value_in(self.run, heap).expect("the period is proven")
    }

    fn count(&self, left: &BigUint, target: u32) -> BigUint {
        let one = BigUint::from(1u32);
        if *left < BigUint::from(2u32) {
            return BigUint::zero();
        }
        let largest_smaller = if self.unequal {
            (left - 1u32) / 2u32
        } else {
            left / 2u32
        };
        let start = BigUint::from(self.period.preperiod);
        let matches = |a: &BigUint| self.value(a) ^ self.value(&(left - a)) == target;
        let count_one_by_one = |from: &BigUint, to: &BigUint| {
            let mut found = BigUint::zero();
            let mut a = from.clone();
            while &a <= to {
                if matches(&a) {
                    found += 1u32;
                }
                a += 1u32;
            }
            found
        };
        // Below the preperiod, one by one; then, while the larger heap is periodic too, by
        // residue classes; any rest (a larger heap back in the preperiod) one by one again.
        let head_end = (&start).min(&(&largest_smaller + 1u32)).clone();
        let mut count = count_one_by_one(&one, &(head_end - 1u32));
        let periodic_end = match left.checked_sub(&start) {
            Some(limit) => limit.min(largest_smaller.clone()),
            None => BigUint::zero(),
        };
        let periodic_start = start.clone().max(one.clone());
        if periodic_start <= periodic_end {
            count += self.count_by_residue(left, &periodic_start, &periodic_end, target);
        }
        let tail_start = (&periodic_end + 1u32).max(periodic_start);
        count += count_one_by_one(&tail_start, &largest_smaller);
        count
    }

    /// The `a` in `[from, to]` (all at or past the preperiod, with `left − a` too) with
    /// `G(a) ⊕ G(left − a) = target`.
    fn count_by_residue(
        &self,
        left: &BigUint,
        from: &BigUint,
        to: &BigUint,
        target: u32,
    ) -> BigUint {
        let (start, period) = (self.period.preperiod, self.period.period);
        let residue = |x: &BigUint| {
            (x - start)
                .mod_floor(&BigUint::from(period))
                .to_u64()
                .expect("below the period")
        };
        let left_residue = residue(left);
        let from_residue = residue(from);
        let block_value = |r: u64| self.run.values().get((start + r) as usize);
        let mut count = BigUint::zero();
        for r in 0..period {
            // a = start + r + k·period, so (left − a) − start ≡ left_residue − r − start.
            let partner = (i128::from(left_residue) - i128::from(r) - i128::from(start))
                .rem_euclid(i128::from(period)) as u64;
            if block_value(r) ^ block_value(partner) != target {
                continue;
            }
            let first = from + (r + period - from_residue) % period;
            if &first <= to {
                count += (to - &first) / period + 1u32;
            }
        }
        count
    }
}

impl Game for TakeBreak {
    type Position = BigUint;

    fn options(&self, heap: &BigUint) -> Result<Vec<Vec<BigUint>>, GameError> {
        let n = self.listable(heap)?;
        Ok(self
            .rules
            .options(n)
            .into_iter()
            .map(|option| option.into_iter().map(BigUint::from).collect())
            .collect())
    }
}

impl TakeBreak {
    /// How many options of `heap` have value `target`, counted from the proven period without
    /// listing them (for heaps with too many options to list).
    fn count_by_period(&self, heap: &BigUint, target: &BigUint) -> Result<BigUint, GameError> {
        if self.rules.splits_in_three() {
            return Err(GameError::TooLarge(tr!(
                "too-large-octal-count",
                family = self.name.as_str(),
                heap = heap.to_string()
            )));
        }
        self.heap_value(heap)?; // computes the period, or says why it cannot
        let (Some(report), Ok(target)) = (self.proven()?, u32::try_from(target)) else {
            return Ok(BigUint::zero()); // a target beyond every value is never reached
        };
        let run = self.lock();
        let value = |x: &BigUint| value_in(&run, x).expect("the period is proven");
        let mut count = BigUint::zero();
        for taken in 0..=self.rules.last_digit() {
            let Some(left) = heap.checked_sub(&BigUint::from(taken)) else {
                break;
            };
            if self.rules.allows(taken, 0, true) && left.is_zero() && target == 0 {
                count += 1u32;
            }
            if self.rules.allows(taken, 1, true) && !left.is_zero() && value(&left) == target {
                count += 1u32;
            }
            if self.rules.allows(taken, 2, true) {
                let splits = SplitCounter {
                    run: &run,
                    period: report.period,
                    unequal: self.rules.unequal(),
                };
                count += splits.count(&left, target);
            }
        }
        Ok(count)
    }

    /// Visits the options of a heap of `n` (in the order of [`Rules::options`], without
    /// listing them) until `visit` returns `false`, or the budget runs out (up to
    /// [`MAX_SCANNED_OPTIONS`] options: seconds of work).
    fn scan_options(
        &self,
        n: u64,
        visit: &mut dyn FnMut(&[u64]) -> bool,
    ) -> Result<(), LimitExceeded> {
        use crate::takebreak::rules::{LEAVE_NOTHING, LEAVE_ONE, LEAVE_THREE, LEAVE_TWO};
        let budget = Budget::current();
        let mut ticker = budget.ticker(4096);
        let mut stopped_by = Ok(());
        let mut stop = |parts: &[u64]| match ticker.tick() {
            Ok(()) => !visit(parts),
            Err(limit) => {
                stopped_by = Err(limit);
                true
            }
        };
        let unequal = self.rules.unequal();
        'scan: for taken in 0..=self.rules.last_digit() {
            let digit = self.rules.digit(taken);
            let taken = taken as u64;
            if digit & LEAVE_NOTHING != 0 && n == taken && stop(&[]) {
                break 'scan;
            }
            if n <= taken {
                continue;
            }
            let m = n - taken;
            if digit & LEAVE_ONE != 0 && stop(&[m]) {
                break 'scan;
            }
            if digit & LEAVE_TWO != 0 {
                for a in 1..=self.rules.two_heap_splits(m) {
                    if stop(&[a, m - a]) {
                        break 'scan;
                    }
                }
            }
            if digit & LEAVE_THREE != 0 {
                // a ≤ b ≤ c (a < b < c with unequal splits), as `for_three_heap_splits` does.
                let mut a = 1;
                while 3 * a <= m {
                    let mut b = if unequal { a + 1 } else { a };
                    while b <= (m - a) / 2 {
                        let c = m - a - b;
                        if (!unequal || b < c) && stop(&[a, b, c]) {
                            break 'scan;
                        }
                        b += 1;
                    }
                    a += 1;
                }
            }
        }
        stopped_by
    }

    /// Whether the options of `heap` are few enough to scan one by one (without listing),
    /// returning its size.
    fn scannable(&self, heap: &BigUint) -> Option<u64> {
        heap.to_u64()
            .filter(|&n| self.rules.option_count(n) <= u128::from(MAX_SCANNED_OPTIONS))
    }

    /// The first options of `heap`, in the order of [`Rules::options`], whose value is
    /// `target`: at most `limit`, found by scanning, for heaps with too many options to list.
    fn first_options_of_value(
        &self,
        heap: &BigUint,
        target: u32,
        limit: usize,
    ) -> Result<Vec<Vec<BigUint>>, GameError> {
        match self.scannable(heap) {
            Some(n) => self.first_options_by_scan(n, target, limit),
            None => self.first_options_by_period(heap, target, limit),
        }
    }

    /// The first `limit` options of a heap of `n` of value `target`, looking at every option
    /// until the list is full (the values below `n` must be known).
    fn first_options_by_scan(
        &self,
        n: u64,
        target: u32,
        limit: usize,
    ) -> Result<Vec<Vec<BigUint>>, GameError> {
        let mut found: Vec<Vec<BigUint>> = Vec::new();
        let run = self.lock();
        let value = |part: u64| {
            run.value_at(u128::from(part))
                .expect("parts are smaller than the heap, whose value is known")
        };
        self.scan_options(n, &mut |parts| {
            if parts.iter().fold(0, |acc, &part| acc ^ value(part)) == target {
                found.push(parts.iter().map(|&part| BigUint::from(part)).collect());
            }
            found.len() < limit
        })?;
        Ok(found)
    }

    /// How many options of a heap of `n` have value `target`, looking at each (the values
    /// below `n` must be known).
    fn count_by_scan(&self, n: u64, target: u32) -> Result<u64, GameError> {
        let run = self.lock();
        let value = |part: u64| {
            run.value_at(u128::from(part))
                .expect("parts are smaller than the heap, whose value is known")
        };
        let mut count = 0u64;
        self.scan_options(n, &mut |parts| {
            if parts.iter().fold(0, |acc, &part| acc ^ value(part)) == target {
                count += 1;
            }
            true
        })?;
        Ok(count)
    }

    /// The first `limit` options of value `target` of a heap in the periodic part, found from
    /// the proven period: takes, then two-heap splits `(a, left − a)` by increasing `a`
    /// (exactly as many as [`SplitCounter`] counts, so the search knows when to stop).
    fn first_options_by_period(
        &self,
        heap: &BigUint,
        target: u32,
        limit: usize,
    ) -> Result<Vec<Vec<BigUint>>, GameError> {
        let mut found: Vec<Vec<BigUint>> = Vec::new();
        let Some(report) = self.proven()? else {
            return Err(self.too_many_to_search(heap));
        };
        let run = self.lock();
        let value = |x: &BigUint| value_in(&run, x).expect("the period is proven");
        let splits = SplitCounter {
            run: &run,
            period: report.period,
            unequal: self.rules.unequal(),
        };
        let mut three_heap_moves = false;
        let budget = Budget::current();
        let mut ticker = budget.ticker(1024);
        for taken in 0..=self.rules.last_digit() {
            if found.len() >= limit {
                break;
            }
            let Some(left) = heap.checked_sub(&BigUint::from(taken)) else {
                break;
            };
            if self.rules.allows(taken, 0, true) && left.is_zero() && target == 0 {
                found.push(Vec::new());
            }
            if self.rules.allows(taken, 1, true) && !left.is_zero() && value(&left) == target {
                found.push(vec![left.clone()]);
            }
            if self.rules.allows(taken, 2, true) {
                // The splits (a, left − a) of value `target` number `wanted`; they recur with
                // the period as `a` grows, so the first ones come within a few periods.
                let wanted = splits.count(&left, target);
                let largest_smaller = if self.rules.unequal() {
                    left.checked_sub(&BigUint::from(1u32)).unwrap_or_default() / 2u32
                } else {
                    &left / 2u32
                };
                let mut a = BigUint::from(1u32);
                let mut seen = BigUint::zero();
                let mut steps = 0u64;
                while found.len() < limit
                    && seen < wanted
                    && a <= largest_smaller
                    && steps < MAX_SCANNED_OPTIONS
                {
                    ticker.tick()?;
                    let b = &left - &a;
                    if value(&a) ^ value(&b) == target {
                        found.push(vec![a.clone(), b]);
                        seen += 1u32;
                    }
                    a += 1u32;
                    steps += 1;
                }
            }
            three_heap_moves |= self.rules.allows(taken, 3, true);
        }
        found.truncate(limit);
        if found.is_empty() && three_heap_moves {
            // Three-heap splits of a huge heap cannot be counted, so an empty answer would not
            // be known to be exact.
            return Err(self.too_many_to_search(heap));
        }
        Ok(found)
    }

    fn too_many_to_search(&self, heap: &BigUint) -> GameError {
        GameError::TooLarge(tr!(
            "too-large-octal-search",
            family = self.name.as_str(),
            heap = heap.to_string(),
            most = MAX_SCANNED_OPTIONS.to_string()
        ))
    }

    /// The heap size as a `u64` if its options are few enough to list.
    fn listable(&self, heap: &BigUint) -> Result<u64, GameError> {
        heap.to_u64()
            .filter(|&n| self.rules.option_count(n) <= u128::from(MAX_LISTED_OPTIONS))
            .ok_or_else(|| {
                GameError::TooLarge(tr!(
                    "too-large-octal-list",
                    family = self.name.as_str(),
                    heap = heap.to_string(),
                    most = MAX_LISTED_OPTIONS.to_string()
                ))
            })
    }
}

impl Notation for TakeBreak {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn parse_positions(&self, args: &[Token]) -> Result<Vec<BigUint>, ParseError> {
        parse_heaps(args)
    }

    fn format_position(&self, heap: &BigUint) -> String {
        heap.to_string()
    }

    fn describe_move(&self, from: &BigUint, to: &[BigUint]) -> String {
        let left: BigUint = to.iter().sum();
        let taken = if &left <= from {
            from - &left
        } else {
            BigUint::zero()
        };
        let term = format!("{}({from})", self.name);
        if taken.is_zero() {
            tr!("octal-split", term = term, parts = self.describe_parts(to))
        } else {
            tr!(
                "octal-take",
                taken = taken,
                term = term,
                parts = self.describe_parts(to)
            )
        }
    }
}

impl Teaching for TakeBreak {
    fn rules(&self) -> String {
        // How a move may leave the heaps is described by the rules, in English for now.
        let moves = self.rules.describe();
        if self.rules.unequal() {
            tr!("octal-rules", title = self.title(), moves = moves)
        } else {
            tr!(
                "octal-rules-code",
                title = self.title(),
                code = self.rules.code(),
                moves = moves
            )
        }
    }

    fn explain(&self, heap: &BigUint) -> Result<String, GameError> {
        let value = self.heap_value(heap)?;
        let (proven, certified_by) = {
            let run = self.lock();
            (run.proven_period(), run.certifying_count())
        };
        let certificate = |period: crate::Period| {
            tr!(
                "octal-certificate",
                name = &self.name,
                period = period.period,
                preperiod = period.preperiod,
                checked = certified_by.unwrap_or_default()
            )
        };
        let term = format!("{}({heap})", self.name);
        match proven {
            Some(period) if *heap >= BigUint::from(period.preperiod + period.period) => {
                let offset = (heap - period.preperiod) % period.period;
                let index = period.preperiod + offset.to_u64().expect("below the period");
                Ok(tr!(
                    "octal-explain-periodic",
                    term = term,
                    value = value,
                    certificate = certificate(period),
                    heap = heap,
                    preperiod = period.preperiod,
                    period = period.period,
                    offset = offset,
                    index = index
                ))
            }
            _ => {
                let note = match proven {
                    Some(period) => tr!("octal-explain-note", certificate = certificate(period)),
                    None => String::new(),
                };
                Ok(format!("{}{note}", explain_by_mex(self, heap)?))
            }
        }
    }
}

impl Family for TakeBreak {
    fn nimber(&self, heap: &BigUint) -> Result<BigUint, GameError> {
        self.heap_value(heap).map(BigUint::from)
    }

    fn options_of_nimber(
        &self,
        heap: &BigUint,
        target: &BigUint,
    ) -> Result<Vec<Vec<BigUint>>, GameError> {
        // No option has the heap's own value (it is the mex of the options' values).
        if BigUint::from(self.heap_value(heap)?) == *target {
            return Ok(Vec::new());
        }
        if self.listable(heap).is_err() {
            // Too many options to list, but maybe few of this value: counted, then found.
            let count = self.count_options_of_nimber(heap, target)?;
            check_listing_count(
                || format!("{}({heap})", self.name),
                &count,
                3 * heap.bits() + 64,
            )?;
            let count = count.to_usize().expect("checked by check_listing_count");
            return self.some_options_of_nimber(heap, target, count);
        }
        let options = self.options(heap)?;
        let run = self.lock();
        let value = |part: &BigUint| {
            value_in(&run, part).expect("parts are smaller than the heap, whose value is known")
        };
        Ok(options
            .into_iter()
            .filter(|option| {
                BigUint::from(option.iter().fold(0, |acc, part| acc ^ value(part))) == *target
            })
            .collect())
    }

    fn some_options_of_nimber(
        &self,
        heap: &BigUint,
        target: &BigUint,
        limit: usize,
    ) -> Result<Vec<Vec<BigUint>>, GameError> {
        if self.listable(heap).is_ok() {
            let mut found = self.options_of_nimber(heap, target)?;
            found.truncate(limit);
            return Ok(found);
        }
        let value = self.heap_value(heap)?;
        match u32::try_from(target) {
            // No option has the heap's own value (it is the mex of the options' values), and
            // none has a value beyond 32 bits (no value computed has one).
            Ok(target) if target != value && limit > 0 => {
                self.first_options_of_value(heap, target, limit)
            }
            _ => Ok(Vec::new()),
        }
    }

    fn count_options_of_nimber(
        &self,
        heap: &BigUint,
        target: &BigUint,
    ) -> Result<BigUint, GameError> {
        if self.listable(heap).is_ok() {
            return Ok(self.options_of_nimber(heap, target)?.len().into());
        }
        let value = self.heap_value(heap)?;
        let Ok(target) = u32::try_from(target) else {
            return Ok(BigUint::zero());
        };
        if target == value {
            return Ok(BigUint::zero());
        }
        if let Some(n) = self.scannable(heap) {
            return Ok(self.count_by_scan(n, target)?.into());
        }
        self.count_by_period(heap, &target.into())
    }

    fn check_move(&self, from: &BigUint, to: &[BigUint]) -> Result<(), String> {
        let term = format!("{}({from})", self.name);
        if to.iter().any(Zero::is_zero) {
            return Err(tr!("octal-heaps-non-empty"));
        }
        let left: BigUint = to.iter().sum();
        if &left > from {
            return Err(tr!("octal-cannot-grow", term = term, left = left));
        }
        let taken = (from - &left)
            .to_usize()
            .filter(|&t| t <= self.rules.last_digit());
        let mut sorted = to.to_vec();
        sorted.sort();
        let distinct = sorted.windows(2).all(|w| w[0] != w[1]);
        match taken {
            Some(taken) if self.rules.allows(taken, to.len(), distinct) => Ok(()),
            _ => Err(tr!(
                "octal-cannot-move",
                term = term,
                to = self.format_term(to),
                rules = self.rules.describe()
            )),
        }
    }

    fn delaying_move(&self, heap: &BigUint) -> Result<Option<Vec<BigUint>>, GameError> {
        // Any legal move, found without listing the options (heaps may be huge).
        let big = |n: u32| BigUint::from(n);
        for taken in 0..=self.rules.last_digit() {
            if *heap < BigUint::from(taken) {
                break;
            }
            let left = heap - taken;
            let mut candidates = Vec::new();
            if left.is_zero() {
                candidates.push(Vec::new());
            } else {
                candidates.push(vec![left.clone()]);
            }
            if left >= big(2) {
                candidates.push(vec![big(1), &left - 1u32]);
            }
            if left >= big(6) {
                candidates.push(vec![big(1), big(2), &left - 3u32]);
            }
            if left >= big(3) {
                candidates.push(vec![big(1), big(1), &left - 2u32]);
            }
            if let Some(parts) = candidates
                .into_iter()
                .find(|parts| self.check_move(heap, parts).is_ok())
            {
                return Ok(Some(parts));
            }
        }
        Ok(None)
    }

    fn heaps(&self) -> Option<&dyn Heaps<Position = BigUint>> {
        Some(self)
    }
}

impl Heaps for TakeBreak {
    fn heap(&self, n: u64) -> Option<BigUint> {
        Some(n.into())
    }

    fn period(&self) -> Result<Option<PeriodReport>, GameError> {
        if let Some(report) = self.proven()? {
            return Ok(Some(report));
        }
        Ok(self.lock().period_report())
    }

    fn take_break(&self) -> Option<Rules> {
        Some(self.rules.clone())
    }

    fn remoteness_values(&self, to: u64) -> Option<Result<Vec<u64>, GameError>> {
        if self.rules.splits() {
            return None;
        }
        use crate::takebreak::rules::{LEAVE_NOTHING, LEAVE_ONE};
        let leave_one = self.rules.amounts_with(LEAVE_ONE);
        let leave_nothing = self.rules.amounts_with(LEAVE_NOTHING);
        Some(crate::solver::remoteness::heap_remoteness(
            to,
            |n, found| {
                found.extend(
                    leave_one
                        .iter()
                        .map(|&i| i as u64)
                        .filter(|&i| i < n)
                        .map(|i| n - i),
                );
                // Leaving nothing is the same as leaving an empty heap, which has no move.
                if leave_nothing.contains(&(n as usize)) {
                    found.push(0);
                }
            },
        ))
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
        let kayles = TakeBreak::kayles();
        let huge = BigUint::from(10u32).pow(30);
        let text = budget.run(|| kayles.explain(&huge)).unwrap();
        assert!(text.contains("从 n = 71 起以 12 为周期"), "{text}");
        assert!(
            text.contains("由八进制游戏周期性定理（Guy-Smith）证明"),
            "{text}"
        );
        let rules = budget.run(|| kayles.rules());
        assert!(rules.starts_with("Kayles：一排木瓶"), "{rules}");
        let step = budget.run(|| kayles.describe_move(&5u32.into(), &[1u32.into(), 2u32.into()]));
        assert_eq!(step, "从 kayles(5) 取走 2 个，剩下的堆：1 和 2");
    }

    #[test]
    fn the_named_games_titles_are_their_catalogue_titles() {
        // In English the title comes from the catalogue: it must read as the game's own.
        for game in [
            TakeBreak::kayles(),
            TakeBreak::dawson(),
            super::super::grundys_game(),
        ] {
            assert_eq!(Some(game.title().as_str()), game.title, "{}", game.name);
        }
    }

    fn digits_strategy() -> impl Strategy<Value = String> {
        (0u8..2, proptest::collection::vec(0u8..8, 1..4)).prop_map(|(d0, rest)| {
            let rest: String = rest.iter().map(|d| char::from(b'0' + d)).collect();
            format!("{}.{rest}", d0 * 4)
        })
    }

    fn octal(code: &str) -> TakeBreak {
        let token = Token {
            text: code,
            column: 7,
        };
        TakeBreak::from_params(
            &Token {
                text: "octal",
                column: 1,
            },
            &[token],
        )
        .unwrap()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(60))]

        #[test]
        fn values_and_moves_match_the_solver(code in digits_strategy(), heap in 0u32..40, target in 0u32..6) {
            let game = octal(&code);
            let mut solver = Solver::new(octal(&code));
            let heap = BigUint::from(heap);
            prop_assert_eq!(game.nimber(&heap).unwrap(), BigUint::from(solver.nimber(&heap).unwrap().0));
            let expected = solver.options_of_value(&heap, Nimber(target.into())).unwrap();
            prop_assert_eq!(game.options_of_nimber(&heap, &target.into()).unwrap(), expected);
            if let Some(parts) = game.delaying_move(&heap).unwrap() {
                prop_assert!(game.check_move(&heap, &parts).is_ok());
            } else {
                prop_assert!(game.options(&heap).unwrap().is_empty());
            }
        }
    }

    #[test]
    fn kayles_and_dawson_match_the_reference_and_the_solver() {
        // OEIS A002186, A002187.
        let kayles = TakeBreak::kayles();
        let expected = [
            0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7,
        ];
        let mut solver = Solver::new(TakeBreak::kayles());
        for (n, &value) in expected.iter().enumerate() {
            let heap = BigUint::from(n);
            assert_eq!(kayles.heap_value(&heap).unwrap(), value);
            assert_eq!(solver.nimber(&heap).unwrap().0, u64::from(value));
        }
        let dawson = TakeBreak::dawson();
        // Dawson's Kayles is Dawson's Chess (0.137) shifted by one.
        let chess = octal("0.137");
        for n in 1..200u32 {
            assert_eq!(
                dawson.heap_value(&n.into()).unwrap(),
                chess.heap_value(&(n - 1).into()).unwrap()
            );
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(40))]

        /// Counting by residue classes agrees with listing the options, on heaps beyond the
        /// preperiod (where the counting uses the period).
        #[test]
        fn counting_by_the_period_matches_listing(
            code in prop_oneof![Just("0.77"), Just("0.07"), Just("0.137"), Just("0.51"), Just("0.4"), Just("4.07"), Just("0.17"), Just("0.15")],
            extra in 0u32..400,
            target in 0u32..6,
        ) {
            let game = octal(code);
            let Some(report) = game.proven().unwrap() else {
                return Ok(()); // no period within the search limit: nothing to count by
            };
            let heap = BigUint::from(2 * report.period.preperiod + 2 * report.period.period) + extra;
            let target = BigUint::from(target);
            let listed = game.options_of_nimber(&heap, &target).unwrap().len();
            prop_assert_eq!(game.count_by_period(&heap, &target).unwrap(), BigUint::from(listed));
        }
    }

    /// Codes with hexadecimal digits too (8: a move may leave three heaps).
    fn hex_digits_strategy() -> impl Strategy<Value = String> {
        (0u8..2, proptest::collection::vec(0u8..16, 1..4)).prop_map(|(d0, rest)| {
            let rest: String = rest
                .iter()
                .map(|&d| char::from_digit(u32::from(d), 16).unwrap())
                .collect();
            format!("{}.{rest}", d0 * 4)
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(80))]

        /// Counting and finding options by scanning (for heaps with too many options to list)
        /// agree with the listing, three-heap splits included.
        #[test]
        fn scanning_matches_listing(
            code in hex_digits_strategy(),
            heap in 0u64..45,
            target in 0u32..6,
            limit in 1usize..6,
        ) {
            let game = octal(&code);
            let big_heap = BigUint::from(heap);
            game.heap_value(&big_heap).unwrap();
            let listed = game.options_of_nimber(&big_heap, &target.into()).unwrap();
            prop_assert_eq!(game.count_by_scan(heap, target).unwrap(), listed.len() as u64);
            let first: Vec<Vec<BigUint>> = listed.iter().take(limit).cloned().collect();
            prop_assert_eq!(game.first_options_by_scan(heap, target, limit).unwrap(), first);
        }

        /// Finding the first options from the proven period agrees with the listing, on heaps
        /// past the preperiod.
        #[test]
        fn finding_by_the_period_matches_listing(
            code in prop_oneof![Just("0.77"), Just("0.07"), Just("0.137"), Just("0.51"), Just("4.07"), Just("0.17")],
            extra in 0u32..300,
            target in 0u32..6,
            limit in 1usize..6,
        ) {
            let game = octal(code);
            let Some(report) = game.proven().unwrap() else {
                return Ok(());
            };
            let heap = BigUint::from(2 * report.period.preperiod + 2 * report.period.period) + extra;
            let listed = game.options_of_nimber(&heap, &target.into()).unwrap();
            let first: Vec<Vec<BigUint>> = listed.into_iter().take(limit).collect();
            prop_assert_eq!(game.first_options_by_period(&heap, target, limit).unwrap(), first);
        }
    }

    #[test]
    fn huge_heaps_have_some_winning_moves_and_an_exact_count() {
        let kayles = TakeBreak::kayles();
        let huge = BigUint::from(10u32).pow(30);
        let zero = BigUint::zero();
        let some = kayles.some_options_of_nimber(&huge, &zero, 4).unwrap();
        assert_eq!(some.len(), 4);
        for option in &some {
            assert!(kayles.check_move(&huge, option).is_ok(), "{option:?}");
            assert_eq!(kayles.sum_nimber(option).unwrap(), zero);
        }
        // The count comes from the period; it is far more than the four found.
        let count = kayles.count_options_of_nimber(&huge, &zero).unwrap();
        assert!(count > BigUint::from(10u32).pow(28), "{count}");
        // A lone Kayles row of 10^30 through the sum: a perfect move exists.
        let position = crate::parse("kayles(10^30)").unwrap();
        let chosen = position.perfect_move().unwrap().unwrap();
        assert_eq!(chosen.to.nimber().unwrap(), zero);
        assert_eq!(
            position.some_winning_moves(3).unwrap().len(),
            3,
            "three of the many winning moves"
        );
    }

    #[test]
    fn heaps_with_too_many_three_heap_splits_are_counted_by_scanning() {
        // 0.8: a move takes one token and leaves three heaps. A heap of 3600 has about a
        // million splits: too many to list, few enough to scan.
        let game = octal("0.8");
        let heap = BigUint::from(3600u32);
        assert!(game.options(&heap).is_err());
        game.heap_value(&heap).unwrap();
        let zero = BigUint::zero();
        let count = game.count_options_of_nimber(&heap, &zero).unwrap();
        assert_eq!(count, BigUint::from(game.count_by_scan(3600, 0).unwrap()));
        let some = game.some_options_of_nimber(&heap, &zero, 3).unwrap();
        assert_eq!(
            some.len(),
            3.min(game.count_by_scan(3600, 0).unwrap() as usize)
        );
        for option in &some {
            assert_eq!(option.len(), 3);
            assert!(game.check_move(&heap, option).is_ok());
            assert_eq!(game.sum_nimber(option).unwrap(), zero);
        }
    }

    #[test]
    fn the_engine_stops_with_the_budget_and_beyond_its_reach() {
        use crate::budget::{Budget, LimitExceeded};
        // The memory limit: the values to 10^6 do not fit in 100 bytes.
        let error = Budget::default()
            .with_memory_limit(100)
            .run(|| octal("0.4").heap_value(&1_000_000u32.into()))
            .unwrap_err();
        assert!(
            matches!(error, GameError::Limit(LimitExceeded::Memory { .. })),
            "{error}"
        );
        // The deadline.
        let error = Budget::default()
            .with_timeout(std::time::Duration::ZERO)
            .run(|| octal("0.8").heap_value(&5000u32.into()))
            .unwrap_err();
        assert!(
            matches!(error, GameError::Limit(LimitExceeded::Timeout { .. })),
            "{error}"
        );
        // Three-heap moves make the heaps up to 10^5 cost about 10^12 steps: refused at once.
        let error = octal("0.8").heap_value(&100_000u32.into()).unwrap_err();
        let message = error.to_string();
        assert!(matches!(error, GameError::TooLarge(_)), "{message}");
        assert!(message.contains("three heaps"), "{message}");
        // ... and a huge heap of a game with no period in reach too, at once.
        let huge = BigUint::from(10u32).pow(30);
        assert!(matches!(
            octal("0.8").heap_value(&huge),
            Err(GameError::TooLarge(_))
        ));
    }

    #[test]
    fn huge_heaps_use_the_proven_period() {
        let kayles = TakeBreak::kayles();
        let report = kayles.period().unwrap().unwrap();
        assert!(report.proven);
        assert_eq!((report.period.preperiod, report.period.period), (71, 12));
        let huge = BigUint::from(10u32).pow(30);
        // 10^30 − 71 ≡ 5 (mod 12) (10^30 ≡ 4), so G(10^30) = G(76) = 1.
        assert_eq!(
            kayles.heap_value(&huge).unwrap(),
            kayles.heap_value(&76u32.into()).unwrap()
        );
        assert_eq!(kayles.heap_value(&huge).unwrap(), 1);
        let explanation = kayles.explain(&huge).unwrap();
        assert!(
            explanation.contains("period 12 from n = 71"),
            "{explanation}"
        );
        assert!(explanation.contains("G(76)"), "{explanation}");
        // Winning moves of a huge heap cannot be listed, but a P-position has none.
        assert!(kayles.options_of_nimber(&huge, &0u32.into()).is_err());
        assert!(kayles.delaying_move(&huge).unwrap().is_some());
        assert!(
            kayles
                .check_move(&huge, &[huge.clone() - 5u32, 2u32.into()])
                .is_err()
        );
        assert!(
            kayles
                .check_move(&huge, &[huge.clone() - 3u32, 1u32.into()])
                .is_ok()
        );
    }

    #[test]
    fn codes_are_checked_where_they_are_written() {
        let name = Token {
            text: "octal",
            column: 1,
        };
        let error = TakeBreak::from_params(
            &name,
            &[Token {
                text: "1.07",
                column: 7,
            }],
        )
        .unwrap_err();
        assert_eq!(error.column, 7);
        let error = TakeBreak::from_params(
            &name,
            &[Token {
                text: "0.0z",
                column: 7,
            }],
        )
        .unwrap_err();
        assert_eq!(error.column, 10);
        assert!(TakeBreak::from_params(&name, &[]).is_err());
    }

    #[test]
    fn moves_are_described() {
        let kayles = TakeBreak::kayles();
        let ten = BigUint::from(10u32);
        assert_eq!(
            kayles.describe_move(&ten, &[3u32.into(), 6u32.into()]),
            "take 1 from kayles(10), leaving 3 and 6"
        );
        assert_eq!(
            kayles.describe_move(&2u32.into(), &[]),
            "take 2 from kayles(2), leaving nothing"
        );
        assert!(kayles.rules().contains("0.77"));
    }
}
