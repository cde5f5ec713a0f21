//! The take-and-break engine: nim-sequences of octal, hexadecimal and Grundy-type heap games,
//! far enough to find and prove their periods.
//!
//! - [`Rules`]: parsed codes (`0.137`, `4.07`, `0.8`) and Grundy's game.
//! - [`NaiveEngine`]: the mex over every option, the reference.
//! - [`SparseEngine`]: the rare/common method of *Winning Ways*, many times faster.
//! - [`PeriodProver`]: the octal periodicity theorem, proving periods as soon as it can.
//! - [`Computation`]: drives an engine and the prover, with values in [`Values`] (one byte per
//!   heap size while values stay below 256), progress reports and interruption.
//! - [`values_file`]: the binary format of `--out` files and checkpoints.
//! - [`mapped`]: values kept in a values file, memory-mapped, for sequences larger than memory.
//!
//! ```
//! use grundy::takebreak::{Computation, EngineKind, Goal, Rules};
//! let mut run = Computation::new(Rules::parse_code("0.77").unwrap(), EngineKind::Sparse);
//! run.run(Goal::until_proven(10_000), |_| true);
//! let period = run.proven_period().unwrap();
//! assert_eq!((period.preperiod, period.period), (71, 12)); // Kayles
//! assert_eq!(run.len(), 168); // the theorem needed no more
//! ```

#[cfg(feature = "mapped")]
pub mod mapped;
pub(crate) mod naive;
pub mod proof;
pub(crate) mod rules;
pub(crate) mod sparse;
pub mod three_heaps;
pub(crate) mod values;
pub mod values_file;

#[cfg(feature = "mapped")]
pub use mapped::MappedValues;
pub use naive::NaiveEngine;
pub use proof::PeriodProver;
pub use rules::Rules;
pub use sparse::{Interruption, ProfileWindow, SparseEngine, SparseStats};
pub use values::{Cell, Column, Values, ValuesRef};

use crate::GameError;
use crate::budget::{Budget, ExpectedProgress, LimitExceeded, tr};
use crate::period::{Period, PeriodReport, observed_period};

/// Which engine computes the values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EngineKind {
    /// The mex over every option (quadratic): the reference.
    Naive,
    /// The rare/common method.
    Sparse,
}

#[derive(Clone, Debug)]
enum Engine {
    Naive(NaiveEngine),
    Sparse(Box<SparseEngine>),
}

impl Engine {
    fn new(rules: &Rules, kind: EngineKind) -> Engine {
        match kind {
            EngineKind::Naive => Engine::Naive(NaiveEngine::new(rules)),
            EngineKind::Sparse => Engine::Sparse(Box::new(SparseEngine::new(rules))),
        }
    }

    #[inline]
    fn record<T: Cell>(&mut self, v: &[T]) {
        if let Engine::Sparse(engine) = self {
            engine.record(v);
        }
    }
}

/// How far a [`Computation::run`] goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Goal {
    /// Compute `G(0)` to `G(count − 1)` (at most).
    pub count: usize,
    /// Stop as soon as the period is proven (once `min_count` values are there).
    pub stop_when_proven: bool,
    /// Compute at least this many values even if the period is proven earlier.
    pub min_count: usize,
}

impl Goal {
    /// Exactly `count` values.
    pub fn count(count: usize) -> Goal {
        Goal {
            count,
            stop_when_proven: false,
            min_count: count,
        }
    }

    /// Until the period is proven, but no more than `limit` values.
    pub fn until_proven(limit: usize) -> Goal {
        Goal {
            count: limit,
            stop_when_proven: true,
            min_count: 0,
        }
    }
}

/// Why a [`Computation::run`] returned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stop {
    /// The goal's count was reached.
    Reached,
    /// The period was proven.
    Proven,
    /// The progress callback asked to stop.
    Interrupted,
    /// The budget ran out or was cancelled (the values computed so far are kept).
    Limit(LimitExceeded),
    /// The file holding the values (see [`Computation::mapped`]) could not grow or be
    /// written: the message says why (the values computed so far are kept).
    Storage(String),
}

/// How far [`Computation::look_for_proof`] looks, in values...
pub(crate) const PROOF_LOOKAHEAD: usize = 1 << 16;

/// ...and in work: options examined by the naive engine (or, for three-heap moves, the sparse
/// engine's word operations, [`three_heaps::heap_work`]): about a second.
const PROOF_LOOKAHEAD_WORK: u128 = 1 << 29;

/// How many values are computed between two checks of the budget (a power of two), unless each
/// value is slow: with three-heap moves a heap of n costs O(n²) word operations (the naive
/// engine's n²/12 splits, or the sparse engine's n/3 bit sets of up to n/128 words), so every
/// value is checked (and the sparse engine checks within a value too).
const CHECK_INTERVAL: usize = 256;

/// How many values are computed between two progress reports.
pub(crate) const PROGRESS_INTERVAL: usize = 1 << 14;

/// Whether `v` can be the start of a take-and-break nim-sequence, checked before resuming
/// from it: `G(0) = 0`, and `G(n) ≤ 2^k` when every earlier value is below `2^k` (the options of
/// a heap are sums of smaller heaps, whose nim-sums stay below `2^k`, so their mex is at most
/// `2^k`). The sparse engine's table of value counts, one word per value up to the largest,
/// must also fit in the budget's memory limit.
fn check_resumable<T: Cell>(v: &[T]) -> Result<(), GameError> {
    let mut largest: Option<u32> = None;
    for (n, value) in v.iter().map(|value| value.to_u32()).enumerate() {
        let not_values =
            |why: String| GameError::TooLarge(tr!("too-large-not-take-break-values", why = why));
        let Some(below) = largest else {
            if value != 0 {
                return Err(not_values(tr!("resume-first-not-zero", value = value)));
            }
            largest = Some(0);
            continue;
        };
        let bound = 1u64 << (32 - below.leading_zeros());
        if u64::from(value) > bound {
            return Err(not_values(tr!(
                "resume-value-too-large",
                n = n.to_string(),
                value = value.to_string(),
                before = (n - 1).to_string(),
                bound = bound.to_string()
            )));
        }
        largest = Some(largest.map_or(value, |largest| largest.max(value)));
    }
    let counts = (u64::from(largest.unwrap_or(0)) + 1).saturating_mul(8);
    Budget::current().check_memory_of(counts, || tr!("memory-value-counts"))?;
    Ok(())
}

/// Where a computation keeps its values.
#[derive(Debug)]
enum Storage {
    /// In memory.
    Memory(Values),
    /// In a values file, memory-mapped.
    #[cfg(feature = "mapped")]
    Mapped(Box<MappedValues>),
}

impl Clone for Storage {
    /// A copy in memory (a mapped file has one owner).
    fn clone(&self) -> Storage {
        Storage::Memory(self.view().to_values())
    }
}

impl Storage {
    fn view(&self) -> ValuesRef<'_> {
        match self {
            Storage::Memory(values) => values.view(),
            #[cfg(feature = "mapped")]
            Storage::Mapped(file) => file.view(),
        }
    }
}

/// A nim-sequence being computed: the rules, the engine, the values so far and the prover.
#[derive(Clone, Debug)]
pub struct Computation {
    rules: Rules,
    kind: EngineKind,
    engine: Engine,
    values: Storage,
    prover: PeriodProver,
}

impl Computation {
    /// A computation starting from heap 0.
    pub fn new(rules: Rules, kind: EngineKind) -> Computation {
        Computation {
            engine: Engine::new(&rules, kind),
            prover: PeriodProver::new(&rules),
            rules,
            kind,
            values: Storage::Memory(Values::default()),
        }
    }

    #[cfg(feature = "mapped")]
    /// A computation whose values are kept in the values file `file`, memory-mapped (see
    /// [`mapped`]): it goes on after the values already there (checked as
    /// [`Computation::resume`] checks them). The budget's memory limit does not count the
    /// values (they are pages of the file, which the system writes out and reads back as
    /// needed); room for them is reserved on disk as they grow.
    pub fn mapped(
        rules: Rules,
        kind: EngineKind,
        file: MappedValues,
    ) -> Result<Computation, GameError> {
        Computation::resume_from(rules, kind, Storage::Mapped(Box::new(file)))
    }

    #[cfg(feature = "mapped")]
    /// The values file of a computation made with [`Computation::mapped`] (to commit its
    /// values: [`MappedValues::commit`]).
    pub fn mapped_values(&self) -> Option<&MappedValues> {
        match &self.values {
            Storage::Mapped(file) => Some(file),
            Storage::Memory(_) => None,
        }
    }

    /// A computation continuing after `values` (read from a checkpoint). The engine's state
    /// and the prover are rebuilt from the values, so the run goes on exactly as if it had
    /// never stopped. Values no take-and-break game can have (see `check_resumable`) are
    /// refused before any table is sized from them.
    pub fn resume(
        rules: Rules,
        kind: EngineKind,
        values: Values,
    ) -> Result<Computation, GameError> {
        Computation::resume_from(rules, kind, Storage::Memory(values))
    }

    fn resume_from(
        rules: Rules,
        kind: EngineKind,
        values: Storage,
    ) -> Result<Computation, GameError> {
        match values.view() {
            ValuesRef::U8(v) => check_resumable(v)?,
            ValuesRef::U16(v) => check_resumable(v)?,
            ValuesRef::U32(v) => check_resumable(v)?,
        }
        let mut run = Computation::new(rules, kind);
        if values.view().is_empty() {
            // Exactly a new run (the engine's first mask), with the storage given.
            run.values = values;
            return Ok(run);
        }
        fn replay<T: Cell>(run: &mut Computation, v: &[T]) {
            if let Engine::Sparse(engine) = &mut run.engine {
                **engine = SparseEngine::resume(&run.rules, v);
            }
            for k in 1..=v.len() {
                run.prover.observe(&v[..k]);
            }
        }
        match values.view() {
            ValuesRef::U8(v) => replay(&mut run, v),
            ValuesRef::U16(v) => replay(&mut run, v),
            ValuesRef::U32(v) => replay(&mut run, v),
        }
        run.values = values;
        Ok(run)
    }

    /// The rules.
    pub(crate) fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The engine in use.
    pub fn engine_kind(&self) -> EngineKind {
        self.kind
    }

    /// The values computed so far.
    pub fn values(&self) -> ValuesRef<'_> {
        self.values.view()
    }

    /// The values computed, taken out of the computation without copying them (a front end
    /// hands them to its caller: the Python package's NumPy arrays). Values kept in a file
    /// ([`Computation::mapped`]) are copied into memory.
    ///
    /// ```
    /// use grundy::takebreak::{Computation, EngineKind, Goal, Rules, Values};
    /// let mut run = Computation::new(Rules::parse_code("0.07").unwrap(), EngineKind::Sparse);
    /// run.run(Goal::count(8), |_| true);
    /// let Values::U8(values) = run.into_values() else { panic!("small values take a byte") };
    /// assert_eq!(values, [0, 0, 1, 1, 2, 0, 3, 1]);
    /// ```
    pub fn into_values(self) -> Values {
        match self.values {
            Storage::Memory(values) => values,
            #[cfg(feature = "mapped")]
            Storage::Mapped(file) => file.view().to_values(),
        }
    }

    /// How many values are computed (`G(0)` to `G(len − 1)`).
    pub fn len(&self) -> usize {
        self.values().len()
    }

    /// Whether nothing is computed yet.
    pub fn is_empty(&self) -> bool {
        self.values().is_empty()
    }

    /// Whether the periodicity theorem applies to these rules.
    pub fn provable(&self) -> bool {
        self.prover.applies()
    }

    /// The proven period (smallest preperiod and period), if the values so far prove one.
    pub fn proven_period(&self) -> Option<Period> {
        self.prover.proven()
    }

    /// The period as known now: proven by the theorem, or else observed at the end of the
    /// values (see [`observed_period`]), or `None`.
    pub fn period_report(&self) -> Option<PeriodReport> {
        let checked_to = Some(self.len() as u64);
        if let Some(period) = self.proven_period() {
            return Some(PeriodReport {
                period,
                proven: true,
                checked_to,
            });
        }
        let values = self.values();
        observed_period(values.len(), |n| u64::from(values.get(n)))
            .map(|period| PeriodReport::observed(period, values.len()))
    }

    /// How many values the periodicity theorem needs to certify the proven period (in its
    /// smallest form), if there is one.
    pub(crate) fn certifying_count(&self) -> Option<u64> {
        let period = self.proven_period()?;
        let bound = proof::Bound::for_rules(&self.rules)?;
        Some(bound.certifying_count(
            period.preperiod,
            period.period,
            self.rules.last_digit() as u64,
        ))
    }

    /// Looks a little further for a proof of the period, within a fixed amount of work: up to
    /// `PROOF_LOOKAHEAD` values in all, fewer when heaps cost much each (three-heap moves
    /// cost O(n²) per heap, so the sparse engine stops near heap 8500 on `0.8`, the naive one
    /// near heap 2700, instead of running for hours). Deterministic: the same rules and engine
    /// always look equally far. Returns why it stopped.
    ///
    /// ```
    /// use grundy::takebreak::{Computation, EngineKind, Rules};
    /// let mut run = Computation::new(Rules::parse_code("0.8").unwrap(), EngineKind::Sparse);
    /// run.look_for_proof();
    /// assert!(run.len() < 9000); // 2^16 values of three-heap moves would take hours
    /// ```
    pub fn look_for_proof(&mut self) -> Stop {
        if !self.provable() {
            return Stop::Reached;
        }
        let three = self.rules.amounts_with(rules::LEAVE_THREE).len();
        let mut work: u128 = 0;
        let mut end = self.len();
        while end < PROOF_LOOKAHEAD {
            work += match self.kind {
                EngineKind::Sparse if three > 0 => three_heaps::heap_work(three, end as u64),
                _ => self.rules.option_count(end as u64),
            };
            if work > PROOF_LOOKAHEAD_WORK {
                break;
            }
            end += 1;
        }
        self.run(Goal::until_proven(end.max(self.len())), |_| true)
    }

    /// Allows or forbids the sparse engine a second thread (see
    /// `SparseEngine::set_parallel`); the values are the same either way.
    pub fn set_parallel(&mut self, parallel: bool) {
        if let Engine::Sparse(engine) = &mut self.engine {
            engine.set_parallel(parallel);
        }
    }

    /// Runs the sparse engine on `threads` threads in all (see `SparseEngine::set_threads`);
    /// the values are the same for any number.
    ///
    /// ```
    /// use grundy::takebreak::{Computation, EngineKind, Goal, Rules};
    /// let mut run = Computation::new(Rules::grundys_game(), EngineKind::Sparse);
    /// run.set_threads(3);
    /// run.run(Goal::count(50_000), |_| true);
    /// assert_eq!(run.values().get(49_999), 113); // the same on one thread
    /// ```
    pub fn set_threads(&mut self, threads: usize) {
        if let Engine::Sparse(engine) = &mut self.engine {
            engine.set_threads(threads);
        }
    }

    /// The sparse engine's statistics (`None` for the naive engine).
    pub fn sparse_stats(&self) -> Option<SparseStats> {
        match &self.engine {
            Engine::Sparse(engine) => Some(engine.stats()),
            Engine::Naive(_) => None,
        }
    }

    /// `G(n)` for any `n`, read from the values or, beyond them, from the proven period.
    pub(crate) fn value_at(&self, n: u128) -> Option<u32> {
        if n < self.len() as u128 {
            return Some(self.values().get(n as usize));
        }
        let period = self.proven_period()?;
        let offset = (n - u128::from(period.preperiod)) % u128::from(period.period);
        Some(
            self.values()
                .get((u128::from(period.preperiod) + offset) as usize),
        )
    }

    /// Computes values toward `goal`, calling `progress` every `PROGRESS_INTERVAL` values;
    /// `progress` returns `false` to stop (the values computed so far are kept). The budget
    /// entered on this thread ([`Budget::current`]) is checked every few hundred values, and its
    /// memory limit bounds the values kept. The work up to the goal's count is stated to the
    /// budget ([`Budget::expect_progress`], or [`Budget::expect_at_most`] when a proof of the
    /// period may end it sooner), counted in what the values cost the engine.
    pub fn run(&mut self, goal: Goal, mut progress: impl FnMut(&Computation) -> bool) -> Stop {
        let budget = Budget::current();
        if !goal.stop_when_proven
            && goal.count > self.len()
            && let Storage::Memory(values) = &mut self.values
        {
            let bytes = (goal.count as u64).saturating_mul(values.width() as u64);
            let what = || {
                tr!(
                    "memory-takebreak-values",
                    rules = self.rules.to_string(),
                    count = goal.count
                )
            };
            if let Err(why) = budget.check_memory_of(bytes, what) {
                return Stop::Limit(why);
            }
            values.reserve(goal.count - values.len());
        }
        let cost = if goal.count.saturating_sub(self.len()) <= MAX_COSTED_VALUES {
            ValueCost::of_engine(&self.rules, self.kind)
        } else {
            ValueCost::One
        };
        let steps = cost.of_range(self.len(), goal.count);
        // A proof of the period may end the run before the goal's count.
        let expected = if goal.stop_when_proven && self.provable() {
            budget.expect_at_most(steps)
        } else {
            budget.expect_progress(steps)
        };
        loop {
            let proven = self.proven_period().is_some();
            if goal.stop_when_proven && proven && self.len() >= goal.min_count {
                return Stop::Proven;
            }
            if self.len() >= goal.count {
                return Stop::Reached;
            }
            let end = goal.count.min(self.len() + PROGRESS_INTERVAL);
            if let Err(stop) = make_room(&mut self.values, &self.rules, &budget, end) {
                return stop;
            }
            let stop_when_proven = goal.stop_when_proven && !proven && goal.min_count <= end;
            let mut advance = Advance {
                engine: &mut self.engine,
                prover: &mut self.prover,
                end,
                stop_when_proven,
                budget: &budget,
                expected: &expected,
                cost,
                check_every: if self.rules.splits_in_three() {
                    1
                } else {
                    CHECK_INTERVAL
                },
                limit: None,
            };
            let interruption = match &mut self.values {
                Storage::Memory(Values::U8(v)) => advance.run(v),
                Storage::Memory(Values::U16(v)) => advance.run(v),
                Storage::Memory(Values::U32(v)) => advance.run(v),
                #[cfg(feature = "mapped")]
                Storage::Mapped(file) => match file.cells_mut() {
                    mapped::Cells::U8(v) => advance.run(v),
                    mapped::Cells::U16(v) => advance.run(v),
                    mapped::Cells::U32(v) => advance.run(v),
                },
            };
            if let Some(why) = advance.limit {
                return Stop::Limit(why);
            }
            if let Some(Interruption::Limit(why)) = interruption {
                return Stop::Limit(why);
            }
            if let Some(Interruption::Overflow(value)) = interruption {
                match &mut self.values {
                    Storage::Memory(values) => values.push(value),
                    #[cfg(feature = "mapped")]
                    Storage::Mapped(file) => {
                        if let Err(error) = file.push(value) {
                            return Stop::Storage(error.to_string());
                        }
                    }
                }
                match self.values.view() {
                    ValuesRef::U8(v) => after_push(v, &mut self.engine, &mut self.prover),
                    ValuesRef::U16(v) => after_push(v, &mut self.engine, &mut self.prover),
                    ValuesRef::U32(v) => after_push(v, &mut self.engine, &mut self.prover),
                }
                continue;
            }
            if !progress(self) {
                return Stop::Interrupted;
            }
        }
    }
}

/// Makes room for `count` values: in memory, `Ok` if they fit in the budget's memory limit (at
/// the current width); in a mapped file, by growing the file (the values are not counted
/// against the memory limit: see [`Computation::mapped`]).
fn make_room(
    values: &mut Storage,
    rules: &Rules,
    budget: &Budget,
    count: usize,
) -> Result<(), Stop> {
    match values {
        Storage::Memory(values) => {
            let bytes = (count as u64).saturating_mul(values.width() as u64);
            budget
                .check_memory_of(bytes, || {
                    tr!(
                        "memory-takebreak-values",
                        rules = rules.to_string(),
                        count = count
                    )
                })
                .map_err(Stop::Limit)
        }
        #[cfg(feature = "mapped")]
        Storage::Mapped(file) => file
            .reserve(count)
            .map_err(|error| Stop::Storage(error.to_string())),
    }
}

/// One stretch of a run: values until `v` has `end` of them, or the period is proven (if asked),
/// or the budget runs out (`limit` then says why).
struct Advance<'a> {
    engine: &'a mut Engine,
    prover: &'a mut PeriodProver,
    end: usize,
    stop_when_proven: bool,
    budget: &'a Budget,
    /// Counts the cost of the values computed.
    expected: &'a ExpectedProgress,
    cost: ValueCost<'a>,
    /// Check the budget after every so many values (a power of two).
    check_every: usize,
    limit: Option<LimitExceeded>,
}

/// What computing `G(n)` costs, in steps of progress ([`ValueCost::of_engine`]).
#[derive(Clone, Copy, Debug)]
enum ValueCost<'a> {
    /// One step per value.
    One,
    /// The sparse engine's three-heap moves with this many amounts
    /// ([`three_heaps::heap_work`]).
    ThreeHeaps(usize),
    /// The naive engine: every option.
    Options(&'a Rules),
}

/// The longest run whose values are costed one by one (beyond it, summing the costs in
/// advance would itself take a while, and one step per value is shown).
const MAX_COSTED_VALUES: usize = 1 << 22;

impl ValueCost<'_> {
    /// What a value costs the engine `kind` for `rules`: the sparse engine's word operations
    /// for three-heap moves, the naive engine's options (both grow with the heap), otherwise
    /// one step per value. Counting the cost rather than the values keeps the rate steady, so
    /// that a front end's estimate of the time left holds.
    fn of_engine(rules: &Rules, kind: EngineKind) -> ValueCost<'_> {
        let three = rules.amounts_with(rules::LEAVE_THREE).len();
        match kind {
            EngineKind::Sparse if three > 0 => ValueCost::ThreeHeaps(three),
            EngineKind::Sparse => ValueCost::One,
            EngineKind::Naive => ValueCost::Options(rules),
        }
    }

    fn of(self, n: usize) -> u64 {
        let cost = match self {
            ValueCost::One => 1,
            ValueCost::ThreeHeaps(amounts) => three_heaps::heap_work(amounts, n as u64),
            ValueCost::Options(rules) => rules.option_count(n as u64),
        };
        u64::try_from(cost).unwrap_or(u64::MAX).max(1)
    }

    /// The cost of the values `from..to`.
    fn of_range(self, from: usize, to: usize) -> u64 {
        match self {
            ValueCost::One => to.saturating_sub(from) as u64,
            _ => (from..to).fold(0, |sum: u64, n| sum.saturating_add(self.of(n))),
        }
    }
}

impl Advance<'_> {
    /// Returns a value too wide for `T`, unpushed, if one comes, or the budget's limit if it
    /// stopped the engine inside a value.
    fn run<T: Cell>(&mut self, v: &mut impl Column<T>) -> Option<Interruption> {
        let Advance {
            engine,
            prover,
            end,
            stop_when_proven,
            budget,
            expected,
            cost,
            check_every,
            limit,
        } = self;
        let (end, stop_when_proven, check_every, cost) =
            (*end, *stop_when_proven, *check_every, *cost);
        let mut uncounted = 0;
        let mut observe = |v: &[T]| {
            prover.observe(v);
            uncounted += cost.of(v.len() - 1);
            if v.len().is_multiple_of(check_every) {
                expected.advance(std::mem::take(&mut uncounted));
                if let Err(why) = budget.check() {
                    *limit = Some(why);
                    return true;
                }
            }
            stop_when_proven && prover.proven().is_some()
        };
        let interruption = advance(v, engine, end, &mut observe);
        expected.advance(uncounted);
        interruption
    }
}

/// Computes values until `v` has `end` of them or `observe` (called after each push) says stop;
/// returns a value too wide for `T`, unpushed, if one comes, or the budget's limit if it stopped
/// the engine inside a value.
fn advance<T: Cell>(
    v: &mut impl Column<T>,
    engine: &mut Engine,
    end: usize,
    mut observe: impl FnMut(&[T]) -> bool,
) -> Option<Interruption> {
    match engine {
        Engine::Sparse(engine) => engine.extend(v, end, observe),
        Engine::Naive(engine) => {
            while v.len() < end {
                let value = engine.value(v, v.len());
                if value > T::MAX {
                    return Some(Interruption::Overflow(value));
                }
                v.push(T::from_u32(value));
                if observe(v) {
                    break;
                }
            }
            None
        }
    }
}

#[inline]
fn after_push<T: Cell>(v: &[T], engine: &mut Engine, prover: &mut PeriodProver) {
    engine.record(v);
    prover.observe(v);
}

/// The values `G(0..count)` by the naive engine, as `u64`s (for tests and cross-checks).
///
/// ```
/// use grundy::takebreak::{naive_values, Rules};
/// // Dawson's Kayles, 0.07 (OEIS A002187).
/// let values = naive_values(&Rules::parse_code("0.07").unwrap(), 8);
/// assert_eq!(values, [0, 0, 1, 1, 2, 0, 3, 1]);
/// ```
pub fn naive_values(rules: &Rules, count: usize) -> Vec<u64> {
    let mut run = Computation::new(rules.clone(), EngineKind::Naive);
    run.run(Goal::count(count), |_| true);
    run.values().to_u64_vec()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Game, GameError, Solver};
    use proptest::prelude::*;

    /// The rules as a [`Game`] on `u64` heaps, for the generic solver.
    struct AsGame(Rules);
    impl Game for AsGame {
        type Position = u64;
        fn options(&self, &n: &u64) -> Result<Vec<Vec<u64>>, GameError> {
            Ok(self.0.options(n))
        }
    }

    fn sparse_values(rules: &Rules, count: usize) -> Vec<u64> {
        let mut run = Computation::new(rules.clone(), EngineKind::Sparse);
        run.run(Goal::count(count), |_| true);
        run.values().to_u64_vec()
    }

    fn digits_strategy() -> impl Strategy<Value = Vec<u8>> {
        (0u8..2, proptest::collection::vec(0u8..8, 1..6)).prop_map(|(d0, rest)| {
            let mut digits = vec![d0 * 4];
            digits.extend(rest);
            digits
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        #[test]
        fn sparse_and_naive_agree_on_random_octal_codes(digits in digits_strategy()) {
            let rules = Rules::new(digits, false).unwrap();
            let naive = naive_values(&rules, 700);
            let sparse = sparse_values(&rules, 700);
            prop_assert_eq!(naive, sparse, "{}", rules.code());
        }

        #[test]
        fn sparse_and_naive_agree_with_unequal_splits(digits in digits_strategy()) {
            let rules = Rules::new(digits, true).unwrap();
            prop_assert_eq!(naive_values(&rules, 500), sparse_values(&rules, 500), "{}", rules);
        }

        #[test]
        fn sparse_and_naive_agree_on_hexadecimal_codes(digits in proptest::collection::vec(0u8..16, 1..4), d0 in 0u8..4) {
            let mut all = vec![d0 * 4];
            all.extend(digits);
            let rules = Rules::new(all, false).unwrap();
            prop_assert_eq!(naive_values(&rules, 120), sparse_values(&rules, 120), "{}", rules.code());
        }

        #[test]
        fn naive_matches_the_generic_solver(digits in digits_strategy(), unequal in any::<bool>()) {
            let rules = Rules::new(digits, unequal).unwrap();
            let mut solver = Solver::new(AsGame(rules.clone()));
            let expected: Vec<u64> = (0..60).map(|n| solver.nimber(&n).unwrap().0).collect();
            prop_assert_eq!(naive_values(&rules, 60), expected);
        }

        #[test]
        fn proven_periods_hold_far_beyond_the_proof(digits in digits_strategy()) {
            let rules = Rules::new(digits, false).unwrap();
            let mut run = Computation::new(rules.clone(), EngineKind::Sparse);
            run.run(Goal::until_proven(3000), |_| true);
            if let Some(period) = run.proven_period() {
                let far = (run.len() * 3).max(400);
                let values = sparse_values(&rules, far);
                prop_assert!(period.holds_on(&values), "{} {:?}", rules.code(), period);
                for (n, &value) in values.iter().enumerate() {
                    prop_assert_eq!(u64::from(run.value_at(n as u128).unwrap()), value);
                }
                // No smaller period, no earlier preperiod.
                if period.preperiod > 0 {
                    let earlier = Period { preperiod: period.preperiod - 1, ..period };
                    let holds = earlier.holds_on(&values);
                    prop_assert!(!holds);
                }
                for smaller in 1..period.period {
                    let shorter = Period { period: smaller, ..period };
                    prop_assert!(!shorter.holds_on(&values));
                }
            }
        }
    }

    /// The sparse engine's three-heap moves (a table of two-heap values, unions translated by
    /// value) against the naive engine's split-by-split loop: every code whose digits allow
    /// three heaps with a single digit, and two-digit codes that mix three-heap moves with the
    /// others (removing nothing, splitting in two, taking). Values grow like n/3 or n/2 in most of
    /// them, so bit sets of several words and translations across words are exercised.
    #[test]
    fn three_heap_moves_match_the_naive_engine() {
        let mut codes: Vec<String> = (8..16).map(|d| format!("0.{d:x}")).collect();
        codes.extend(
            [
                "0.08", "0.38", "0.c4", "4.8", "8.0", "c.7", "0.18", "0.f7", "0.4c", "0.9f",
                "4.08", "0.8008",
            ]
            .map(String::from),
        );
        for code in codes {
            let rules = Rules::parse_code(&code).unwrap();
            let count = 500;
            let naive = naive_values(&rules, count);
            for parallel in [false, true] {
                let run = run_with(&rules, count, parallel);
                assert_eq!(run.values().to_u64_vec(), naive, "{code}");
            }
        }
    }

    #[test]
    fn three_heap_moves_stop_under_a_cancelled_budget() {
        // A cancelled budget stops the engine at once (inside a value once the table is large:
        // see three_heaps::tests), and the values already there are kept and right.
        let rules = Rules::parse_code("0.8").unwrap();
        let mut run = Computation::new(rules.clone(), EngineKind::Sparse);
        run.run(Goal::count(300), |_| true);
        let budget = Budget::default();
        budget.cancel();
        let stop = budget.run(|| run.run(Goal::count(400), |_| true));
        assert_eq!(stop, Stop::Limit(LimitExceeded::Cancelled));
        assert!(run.len() <= 301, "{}", run.len());
        assert_eq!(run.values().to_u64_vec(), naive_values(&rules, run.len()));
        // Going on afterwards gives the same values as an uninterrupted run.
        run.run(Goal::count(400), |_| true);
        assert_eq!(run.values().to_u64_vec(), naive_values(&rules, 400));
    }

    /// What a run states to the budget and counts: the engine's cost of the values, so that the
    /// rate stays steady while values cost more and more.
    #[test]
    fn a_run_states_and_counts_what_its_values_cost() {
        // Runs to `goal`, returning what the budget knew of the work at the last report.
        let watch = |rules: &Rules, kind: EngineKind, goal: Goal| {
            let budget = Budget::default();
            let mut seen = None;
            budget.run(|| {
                let mut run = Computation::new(rules.clone(), kind);
                run.run(goal, |_| {
                    seen = Budget::current().known_progress();
                    true
                });
            });
            assert_eq!(
                budget.known_progress(),
                None,
                "the statement ends with the run"
            );
            (seen.expect("a report"), budget.progress())
        };
        // Three-heap moves: the sparse engine's word operations (at least one step a value).
        let hexadecimal = Rules::parse_code("0.8").unwrap();
        let cost: u64 = (0..500)
            .map(|n| (three_heaps::heap_work(1, n) as u64).max(1))
            .sum();
        let (seen, counted) = watch(&hexadecimal, EngineKind::Sparse, Goal::count(500));
        assert_eq!((seen.done, seen.total, seen.at_most), (cost, cost, false));
        assert_eq!(counted, cost);
        // The naive engine: the options of every heap.
        let kayles = Rules::parse_code("0.77").unwrap();
        let options: u64 = (0..300)
            .map(|n| (kayles.option_count(n) as u64).max(1))
            .sum();
        let (seen, _) = watch(&kayles, EngineKind::Naive, Goal::count(300));
        assert_eq!((seen.done, seen.total), (options, options));
        // Otherwise one step a value; a proof may end the run early, so the total is a bound.
        let (seen, _) = watch(&kayles, EngineKind::Sparse, Goal::until_proven(10_000));
        assert_eq!((seen.done, seen.total, seen.at_most), (168, 10_000, true));
    }

    fn run_with(rules: &Rules, count: usize, parallel: bool) -> Computation {
        let mut run = Computation::new(rules.clone(), EngineKind::Sparse);
        run.set_parallel(parallel);
        run.run(Goal::count(count), |_| true);
        run
    }

    /// Two threads and four give exactly the values of one thread (which the proptests above
    /// check against the naive engine), and the helpers really prepared heaps.
    #[test]
    fn the_second_thread_changes_no_value() {
        for (rules, count) in [
            (Rules::grundys_game(), 40_000),
            (Rules::parse_code("0.6").unwrap(), 40_000),
            (Rules::parse_code("0.161").unwrap(), 40_000),
            (Rules::parse_code("0.354").unwrap(), 40_000),
            (Rules::parse_code("4.07").unwrap(), 20_000),
            (Rules::parse_code("0.8").unwrap(), 3_000),
        ] {
            let alone = run_with(&rules, count, false);
            let helped = run_with(&rules, count, true);
            assert_eq!(alone.values(), helped.values(), "{rules}");
            // Three helpers.
            let mut four = Computation::new(rules.clone(), EngineKind::Sparse);
            four.set_threads(4);
            four.run(Goal::count(count), |_| true);
            assert_eq!(alone.values(), four.values(), "{rules}: four threads");
            assert_eq!(alone.sparse_stats().unwrap().helper_heaps, 0);
            if rules.code() != "0.8" {
                // How many depends on scheduling: the calling thread prepares whatever
                // batch no helper has taken when it needs one.
                assert!(
                    helped.sparse_stats().unwrap().helper_heaps > 0
                        && four.sparse_stats().unwrap().helper_heaps > 0,
                    "{rules}: {:?}",
                    helped.sparse_stats()
                );
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]

        #[test]
        fn the_second_thread_agrees_on_random_codes(digits in digits_strategy(), unequal in any::<bool>()) {
            let rules = Rules::new(digits, unequal).unwrap();
            let alone = run_with(&rules, 6_000, false);
            let helped = run_with(&rules, 6_000, true);
            prop_assert_eq!(alone.values(), helped.values(), "{}", rules);
            let mut three = Computation::new(rules.clone(), EngineKind::Sparse);
            three.set_threads(3);
            three.run(Goal::count(6_000), |_| true);
            prop_assert_eq!(alone.values(), three.values(), "{} on three threads", rules);
        }
    }

    #[test]
    fn reference_values_match() {
        // 0.137 (OEIS A002187), 0.6 (OEIS A046695) and Grundy's game (OEIS A002188); 0.007
        // recomputed by brute force from the rules.
        let check = |rules: Rules, expected: &[u64]| {
            assert_eq!(sparse_values(&rules, expected.len()), expected, "{rules}");
        };
        check(
            Rules::parse_code("0.137").unwrap(),
            &[
                0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1,
                0, 4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1,
                1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7, 4, 8, 1,
            ],
        );
        check(
            Rules::parse_code("0.6").unwrap(),
            &[
                0, 0, 1, 2, 0, 1, 2, 3, 1, 2, 3, 4, 0, 3, 4, 2, 1, 3, 2, 1, 0, 2, 1, 4, 5, 1, 4, 5,
                1, 2, 0, 1, 2, 3, 1, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 1, 0, 2, 8, 4, 5, 3, 4, 5, 6, 2,
                5, 1, 2, 3, 1, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 3, 0, 2, 3, 4, 5, 3, 4, 5, 6, 4, 5, 6,
                2, 3, 1, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 3, 0, 2, 3, 4,
            ],
        );
        check(
            Rules::parse_code("0.007").unwrap(),
            &[
                0, 0, 0, 1, 1, 1, 2, 2, 0, 3, 3, 1, 1, 1, 0, 4, 3, 3, 3, 2, 2, 2, 4, 4, 0, 5, 5, 2,
                2, 2, 3, 3, 0, 5, 0, 1, 1, 1, 3, 3, 3,
            ],
        );
        check(
            Rules::grundys_game(),
            &[
                0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4,
                1, 2, 3, 1, 2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1,
                5, 2, 1, 3, 2, 1, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5,
                2, 4, 3, 7, 4, 3, 7, 4, 3, 7, 4, 3, 5, 2, 3, 5, 2, 3, 5, 2, 3,
            ],
        );
    }

    #[test]
    fn a_preperiod_of_zero_is_certified_from_one() {
        // 0.04: 0 0 0 0 1 ...: four equal values must not prove period 1.
        let rules = Rules::parse_code("0.04").unwrap();
        let mut run = Computation::new(rules.clone(), EngineKind::Sparse);
        run.run(Goal::until_proven(2000), |_| true);
        let values = sparse_values(&rules, 3000);
        assert_eq!(values[..5], [0, 0, 0, 0, 1]);
        if let Some(period) = run.proven_period() {
            assert!(period.holds_on(&values), "{period:?}");
        }
    }

    #[test]
    fn values_widen_past_255() {
        // Split a heap, or take 1 to 256 leaving one heap: Lasker's Nim for heaps up to 256,
        // whose values pass 255 (G(255) = 256).
        let rules = Rules::parse_code(&format!("4.{}", "3".repeat(256))).unwrap();
        let mut run = Computation::new(rules.clone(), EngineKind::Sparse);
        run.run(Goal::count(300), |_| true);
        assert_eq!(run.values().width(), 2);
        assert_eq!(run.values().get(255), 256);
        assert_eq!(run.values().to_u64_vec(), naive_values(&rules, 300));
    }

    #[test]
    fn resuming_gives_the_same_values() {
        let rules = Rules::parse_code("0.6").unwrap();
        let full = sparse_values(&rules, 5000);
        let mut first = Computation::new(rules.clone(), EngineKind::Sparse);
        first.run(Goal::count(1234), |_| true);
        let mut resumed =
            Computation::resume(rules, EngineKind::Sparse, first.values().to_values()).unwrap();
        resumed.run(Goal::count(5000), |_| true);
        assert_eq!(resumed.values().to_u64_vec(), full);
    }

    /// At scale, by the definition: for heaps picked at random in the last quarter of a
    /// long-ish run, `G(n)` is the mex of the nim-sums of every option's heaps, read from the
    /// engine's own values (Grundy's game to 2^19 with the second thread; Officers and 0.161,
    /// whose masks change on the way, to 2^18).
    #[test]
    fn values_at_scale_satisfy_the_definition() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut random = move |below: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % below as u64) as usize
        };
        for (rules, count) in [
            (Rules::grundys_game(), 1 << 19),
            (Rules::parse_code("0.6").unwrap(), 1 << 18),
            (Rules::parse_code("0.161").unwrap(), 1 << 18),
        ] {
            let run = run_with(&rules, count, true);
            let values = run.values();
            let mut seen = Vec::new();
            for _ in 0..40 {
                let n = count - 1 - random(count / 4);
                seen.clear();
                for option in rules.options(n as u64) {
                    let x = option
                        .iter()
                        .fold(0, |x, &heap| x ^ values.get(heap as usize));
                    if seen.len() <= x as usize {
                        seen.resize(x as usize + 1, false);
                    }
                    seen[x as usize] = true;
                }
                let mex = seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32;
                assert_eq!(values.get(n), mex, "{rules}: G({n})");
            }
        }
    }

    #[test]
    fn the_progress_callback_can_interrupt() {
        let mut run = Computation::new(Rules::grundys_game(), EngineKind::Sparse);
        let stop = run.run(Goal::count(1 << 20), |_| false);
        assert_eq!(stop, Stop::Interrupted);
        assert_eq!(run.len(), PROGRESS_INTERVAL);
    }
}
