//! The bounded-work contract: every long computation runs under a [`Budget`] and stops, with a
//! typed [`LimitExceeded`], when the budget is cancelled, its deadline passes, or a search or
//! table would grow past its limits.
//!
//! A budget is a cheap handle (an `Arc`): clone it into another thread, a Ctrl-C handler or an
//! HTTP connection watcher and call [`Budget::cancel`] there; the computation notices within
//! a fraction of a second. Front ends make one budget per command or request and *enter* it
//! ([`Budget::enter`]); everything the library computes on that thread while the guard lives —
//! solvers, engines, tables, graph readers, scripts — charges that budget. Code that runs with
//! no budget entered gets [`Budget::default`]: the default state and memory limits and no
//! deadline.
//!
//! ```
//! use std::time::Duration;
//! use grundy::budget::{Budget, LimitExceeded};
//! use grundy::GameError;
//!
//! let budget = Budget::default().with_state_limit(1_000);
//! let _entered = budget.enter();
//! // Misère play of this sum has no theorem, and its board is large: 1,000 positions are not
//! // enough to search it.
//! let position = grundy::parse("cram(5,6) + bash[3](20)").unwrap();
//! let error = position.misere().unwrap_err();
//! assert_eq!(error, GameError::Limit(LimitExceeded::States { limit: 1_000 }));
//!
//! // A cancelled budget stops the next check.
//! budget.cancel();
//! assert_eq!(budget.check(), Err(LimitExceeded::Cancelled));
//! ```

use std::any::{Any, TypeId};
use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::thread::{Scope, ScopedJoinHandle};
use std::time::{Duration, Instant};

use crate::defaults::{DEFAULT_MEMORY_LIMIT, DEFAULT_STATE_LIMIT};
use crate::i18n::Lang;

/// The library's message `id` ([`crate::i18n`]) in the language of the computation entered
/// on this thread ([`Context::language`]), with named arguments: `tr!("nim-explain", heap = &n)`.
macro_rules! tr {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::i18n::text(
            $crate::budget::Budget::current().context().language(),
            $id,
            &[$((stringify!($name), $crate::i18n::Arg::from($value))),*],
        )
    };
}
pub(crate) use tr;

/// A fresh budget whose texts are written in Chinese: for the tests of the translations.
#[cfg(test)]
pub(crate) fn chinese() -> Budget {
    let budget = Budget::default();
    budget.context().set_language(Lang::Zh);
    budget
}

/// Why a computation stopped before its end.
///
/// The messages say what happened in words that hold for every front end; each front end adds
/// how its user raises the limit (a command-line flag, a keyword argument).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LimitExceeded {
    /// Somebody cancelled the budget: Ctrl-C, a closed connection, KeyboardInterrupt.
    #[error("{}", tr!("limit-interrupted"))]
    Cancelled,
    /// The deadline passed.
    #[error("{}", tr!("limit-timeout", limit = seconds(*.limit)))]
    Timeout {
        /// The time that was allowed.
        limit: Duration,
    },
    /// A search holds as many positions as it was allowed.
    #[error("{}", tr!("limit-states", limit = *limit))]
    States {
        /// The limit that was reached.
        limit: u64,
    },
    /// A table, sequence or graph would need more memory than allowed.
    #[error(
        "{}",
        tr!("limit-memory", what = what, needed = bytes(*needed), limit = bytes(*limit))
    )]
    Memory {
        /// What would have been too large, in words (`the values of nim to 10^10`).
        what: String,
        /// About how many bytes it would need.
        needed: u64,
        /// The limit.
        limit: u64,
    },
}

/// `2.5 s`, `3 s`.
fn seconds(duration: Duration) -> String {
    let secs = duration.as_secs_f64();
    if secs.fract() == 0.0 {
        format!("{secs:.0} s")
    } else {
        format!("{secs} s")
    }
}

/// `512 MiB`, `4 GiB`, `1.5 GiB`, `900 bytes` (a size under 1 KiB in words, in the language of
/// the entered budget: `900 字节`).
pub fn bytes(count: u64) -> String {
    const UNITS: [(&str, u64); 3] = [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)];
    for (unit, size) in UNITS {
        if count >= size {
            let value = count as f64 / size as f64;
            return if (value - value.round()).abs() < 0.05 {
                format!("{} {unit}", value.round())
            } else {
                format!("{value:.1} {unit}")
            };
        }
    }
    tr!("size-bytes", count = count)
}

/// Reads a size in bytes as every front end takes it: `1000`, `64K`, `512M`, `4G`, `1.5GiB`
/// (units are powers of 1024; a trailing `B` or `iB` is allowed). The error names the text
/// (its first 40 characters) and what to write instead, in the language of the entered budget.
///
/// ```
/// use grundy::budget::{SizeError, parse_bytes};
/// assert_eq!(parse_bytes("512M"), Ok(512 << 20));
/// assert_eq!(parse_bytes("1.5GiB"), Ok(3 << 29));
/// assert_eq!(parse_bytes("lots"), Err(SizeError::Unit { text: "lots".into() }));
/// assert!(parse_bytes("lots").unwrap_err().to_string().contains("is not a size"));
/// ```
pub fn parse_bytes(text: &str) -> Result<u64, SizeError> {
    let shown: String = text.chars().take(40).collect();
    let trimmed = text.trim();
    let split = trimmed
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(trimmed.len());
    let (number, unit) = trimmed.split_at(split);
    let scale: u64 = match unit
        .trim()
        .to_ascii_uppercase()
        .trim_end_matches(['B', 'I'])
    {
        "" => 1,
        "K" => 1 << 10,
        "M" => 1 << 20,
        "G" => 1 << 30,
        "T" => 1 << 40,
        _ => return Err(SizeError::Unit { text: shown }),
    };
    let value: f64 = number.parse().map_err(|_| SizeError::Number {
        text: shown.clone(),
    })?;
    let bytes = value * scale as f64;
    if !bytes.is_finite() || bytes < 1.0 || bytes > u64::MAX as f64 {
        return Err(SizeError::Unusable { text: shown });
    }
    Ok(bytes as u64)
}

/// Why a text is not a size ([`parse_bytes`]); `text` is its first 40 characters.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SizeError {
    /// What follows the number is not a unit (`12q`, `lots`).
    #[error("{}", tr!("size-bad-unit", text = text.as_str()))]
    Unit {
        /// The text, as given.
        text: String,
    },
    /// The number is not one (`1.2.3G`, `G`).
    #[error("{}", tr!("size-bad-number", text = text.as_str()))]
    Number {
        /// The text, as given.
        text: String,
    },
    /// The size is below one byte or beyond what 64 bits count (`0`, `0.1`, `99999999T`).
    #[error("{}", tr!("size-unusable", text = text.as_str()))]
    Unusable {
        /// The text, as given.
        text: String,
    },
}

/// The limits of one piece of work, and the switch that cancels it. See the [module
/// documentation](self).
#[derive(Clone)]
pub struct Budget {
    inner: Arc<Inner>,
}

struct Inner {
    /// Shared with the budget's [parts](Budget::part), which stop when it is cancelled.
    cancelled: Arc<AtomicBool>,
    /// When the deadline passes, and the allowance it came from (for the message).
    deadline: Option<(Instant, Duration)>,
    state_limit: u64,
    memory_limit: u64,
    /// The most positions one board search ([`crate::search`]) may explore: set by a
    /// [part](Budget::part). Board searches keep their memory bounded by their table and
    /// otherwise ignore the state limit (they explore far more positions than any memo holds).
    search_limit: Option<u64>,
    /// Steps done so far (positions explored, values computed), for progress displays.
    progress: AtomicU64,
    /// The pieces of work of known size under way ([`Budget::expect_progress`]), innermost last.
    expected: Mutex<Vec<Stated>>,
    /// How many pieces of work stated their size so far (numbers them).
    stated: AtomicU64,
    /// What the computation shares beyond its limits: threads, statistics, data.
    context: Arc<Context>,
}

/// What one computation shares with everything the library runs for it, beyond its limits:
/// how many threads its searches may use, values kept by type (the statistics of its
/// searches, an endgame database a front end opened for it), and the [`Caches`] it reads and
/// fills. Budgets made from one another
/// ([`Budget::with_timeout`] and the like) share it; [`Budget::default`] makes a new one, so two
/// computations (two requests of a server) never mix their figures.
///
/// ```
/// use grundy::budget::Budget;
/// let budget = Budget::default();
/// budget.context().set_threads(2);
/// assert_eq!(budget.with_state_limit(10).context().threads(), 2);
/// assert_eq!(Budget::default().context().threads(), 1);
/// ```
pub struct Context {
    threads: AtomicUsize,
    language: Mutex<Lang>,
    kept: TypedValues,
    caches: Mutex<Arc<Caches>>,
}

impl Default for Context {
    fn default() -> Context {
        Context {
            threads: AtomicUsize::new(1),
            language: Mutex::default(),
            kept: TypedValues::default(),
            caches: Mutex::default(),
        }
    }
}

impl fmt::Debug for Context {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Context")
            .field("threads", &self.threads())
            .field("language", &self.language())
            .finish_non_exhaustive()
    }
}

impl Context {
    /// How many threads a search of this computation may use (1, the default: the calling
    /// thread alone). On a machine whose cores are busy with other work, helpers slow a search
    /// down, so they are asked for, not assumed.
    pub fn threads(&self) -> usize {
        self.threads.load(Ordering::Relaxed)
    }

    /// Lets the searches of this computation use `threads` threads (at least 1).
    pub fn set_threads(&self, threads: usize) {
        self.threads.store(threads.max(1), Ordering::Relaxed);
    }

    /// The language this computation writes its texts for people in ([`crate::i18n`]):
    /// English unless a front end [set](Context::set_language) another.
    pub fn language(&self) -> Lang {
        *self.language.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Makes this computation write its texts for people (explanations, rules, moves
    /// described, errors) in `language`.
    ///
    /// ```
    /// use grundy::{budget::Budget, i18n::Lang, Teaching};
    /// let budget = Budget::default();
    /// budget.context().set_language(Lang::Zh);
    /// assert!(budget.run(|| grundy::games::Nim.rules()).starts_with("Nim："));
    /// ```
    pub fn set_language(&self, language: Lang) {
        *self.language.lock().unwrap_or_else(PoisonError::into_inner) = language;
    }

    /// The value of type `T` this computation keeps, made by `T::default()` on first use.
    pub(crate) fn get<T: Any + Send + Sync + Default>(&self) -> Arc<T> {
        self.kept.get()
    }

    /// The value of type `T` this computation keeps, if one was [put](Context::put).
    pub(crate) fn find<T: Any + Send + Sync>(&self) -> Option<Arc<T>> {
        self.kept.find()
    }

    /// Keeps `value` for this computation (replacing one of the same type).
    pub(crate) fn put<T: Any + Send + Sync>(&self, value: Arc<T>) {
        self.kept.put(value);
    }

    /// The caches this computation reads and fills: its own, unless a front end lent it
    /// shared ones ([`Context::use_caches`]).
    pub fn caches(&self) -> Arc<Caches> {
        Arc::clone(&self.caches.lock().unwrap_or_else(PoisonError::into_inner))
    }

    /// Lets this computation read and fill `caches`, which other computations share.
    pub fn use_caches(&self, caches: Arc<Caches>) {
        *self.caches.lock().unwrap_or_else(PoisonError::into_inner) = caches;
    }
}

/// What is worth keeping from one computation to the next: tables and quotients that depend on
/// nothing but the game (Wythoff's value table, a take-and-break game's misère quotient), so
/// sharing them changes how soon an answer comes, never the answer. Each kind bounds its own
/// size. A front end answering many questions (a server, a Python session) makes one and lends
/// it to each computation ([`Context::use_caches`]); otherwise each computation has its own.
///
/// ```
/// use std::sync::{Arc, Mutex};
/// use grundy::budget::{Budget, Caches};
///
/// let shared = Arc::new(Caches::default());
/// let first = Budget::default();
/// first.context().use_caches(Arc::clone(&shared));
/// first.context().caches().get::<Mutex<Vec<u32>>>().lock().unwrap().push(7);
///
/// let second = Budget::default();
/// second.context().use_caches(Arc::clone(&shared));
/// assert_eq!(*second.context().caches().get::<Mutex<Vec<u32>>>().lock().unwrap(), [7]);
/// assert!(Budget::default().context().caches().get::<Mutex<Vec<u32>>>().lock().unwrap().is_empty());
/// ```
#[derive(Default)]
pub struct Caches {
    kept: TypedValues,
}

impl fmt::Debug for Caches {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Caches").finish_non_exhaustive()
    }
}

impl Caches {
    /// The cache of type `T`, made by `T::default()` on first use.
    pub fn get<T: Any + Send + Sync + Default>(&self) -> Arc<T> {
        self.kept.get()
    }
}

/// Values kept by their type, at most one of each.
#[derive(Default)]
struct TypedValues(Mutex<HashMap<TypeId, Arc<dyn Any + Send + Sync>>>);

impl TypedValues {
    fn get<T: Any + Send + Sync + Default>(&self) -> Arc<T> {
        let mut kept = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        let value = kept
            .entry(TypeId::of::<T>())
            .or_insert_with(|| Arc::new(T::default()));
        Arc::clone(value)
            .downcast::<T>()
            .expect("values are kept under their own type")
    }

    fn find<T: Any + Send + Sync>(&self) -> Option<Arc<T>> {
        let kept = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        let value = Arc::clone(kept.get(&TypeId::of::<T>())?);
        value.downcast::<T>().ok()
    }

    fn put<T: Any + Send + Sync>(&self, value: Arc<T>) {
        let mut kept = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        kept.insert(TypeId::of::<T>(), value);
    }
}

/// Threads started for a computation ([`Budget::scope`]): each runs with its caller's budget
/// entered, so it stops when the caller's work is cancelled or its deadline passes.
pub struct BudgetScope<'scope, 'env> {
    scope: &'scope Scope<'scope, 'env>,
    budget: Budget,
}

impl<'scope> BudgetScope<'scope, '_> {
    /// Starts `work` on a new thread with the caller's budget entered.
    pub fn spawn<T: Send + 'scope>(
        &self,
        work: impl FnOnce() -> T + Send + 'scope,
    ) -> ScopedJoinHandle<'scope, T> {
        let budget = self.budget.clone();
        self.scope.spawn(move || budget.run(work))
    }
}

/// The parts a measured share of work is counted in ([`Budget::expect_share`]): millionths.
pub const SHARE_PARTS: u64 = 1_000_000;

/// One piece of work of known size: its number, its steps (or the most it may take), the
/// steps done and what it is, if it says.
#[derive(Debug)]
struct Stated {
    phase: u64,
    total: u64,
    at_most: bool,
    done: Arc<AtomicU64>,
    what: Option<Arc<str>>,
}

/// How far the work of known size under way has gone ([`Budget::known_progress`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KnownProgress {
    /// Steps done since it began (may pass `total` if the estimate was low).
    pub done: u64,
    /// Steps it takes in all, or the most it may take if `at_most`.
    pub total: u64,
    /// Whether `total` is only an upper bound ([`Budget::expect_at_most`]): the work may end
    /// sooner.
    pub at_most: bool,
    /// Which piece of work this is: it changes whenever another one states its size or ends,
    /// so that a display restarts its estimate of the time left.
    pub phase: u64,
    /// The name of work whose share done is measured rather than counted
    /// ([`Budget::expect_share`]), in the language of the computation: a display shows it in
    /// place of its own name. Such work has no steady pace: a time left is only an
    /// extrapolation from its average pace since it began.
    pub what: Option<Arc<str>>,
}

impl Default for Budget {
    /// The default limits ([`DEFAULT_STATE_LIMIT`], [`DEFAULT_MEMORY_LIMIT`]), no deadline.
    fn default() -> Budget {
        Budget::build(None, DEFAULT_STATE_LIMIT, DEFAULT_MEMORY_LIMIT)
    }
}

impl fmt::Debug for Budget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Budget")
            .field("cancelled", &self.is_cancelled())
            .field("timeout", &self.timeout())
            .field("state_limit", &self.state_limit())
            .field("memory_limit", &self.memory_limit())
            .finish()
    }
}

thread_local! {
    /// The budgets entered on this thread, innermost last.
    static ENTERED: RefCell<Vec<Budget>> = const { RefCell::new(Vec::new()) };
}

/// The deadline `timeout` from now, with the allowance it came from.
fn deadline_in(timeout: Option<Duration>) -> Option<(Instant, Duration)> {
    timeout.map(|limit| (Instant::now() + limit, limit))
}

impl Budget {
    fn build(timeout: Option<Duration>, state_limit: u64, memory_limit: u64) -> Budget {
        Budget::build_in(
            Arc::default(),
            Arc::default(),
            deadline_in(timeout),
            state_limit,
            memory_limit,
            None,
        )
    }

    fn build_in(
        context: Arc<Context>,
        cancelled: Arc<AtomicBool>,
        deadline: Option<(Instant, Duration)>,
        state_limit: u64,
        memory_limit: u64,
        search_limit: Option<u64>,
    ) -> Budget {
        Budget {
            inner: Arc::new(Inner {
                cancelled,
                deadline,
                state_limit,
                memory_limit,
                search_limit,
                progress: AtomicU64::new(0),
                expected: Mutex::new(Vec::new()),
                stated: AtomicU64::new(0),
                context,
            }),
        }
    }

    /// No limits at all: only cancellation stops the work.
    ///
    /// ```
    /// let budget = grundy::budget::Budget::unlimited();
    /// assert_eq!(budget.state_limit(), u64::MAX);
    /// ```
    pub fn unlimited() -> Budget {
        Budget::build(None, u64::MAX, u64::MAX)
    }

    /// The same limits with a deadline `timeout` from now (the clock starts here). A fresh
    /// budget: cancelling the old one does not cancel this one; it shares the old one's
    /// [context](Budget::context).
    ///
    /// ```
    /// use std::time::Duration;
    /// use grundy::budget::{Budget, LimitExceeded};
    /// let budget = Budget::default().with_timeout(Duration::ZERO);
    /// assert_eq!(budget.check(), Err(LimitExceeded::Timeout { limit: Duration::ZERO }));
    /// ```
    pub fn with_timeout(&self, timeout: Duration) -> Budget {
        self.rebuild(Some(timeout), self.state_limit(), self.memory_limit())
    }

    /// The same limits, but at most `limit` positions explored. A fresh budget.
    pub fn with_state_limit(&self, limit: u64) -> Budget {
        self.rebuild(self.timeout(), limit, self.memory_limit())
    }

    /// The same limits, but at most `limit` bytes for one table, sequence or graph. A fresh
    /// budget.
    pub fn with_memory_limit(&self, limit: u64) -> Budget {
        self.rebuild(self.timeout(), self.state_limit(), limit)
    }

    /// A part of this budget for a piece of work that may give up early: the same deadline,
    /// cancellation (cancelling either cancels both) and context, with at most `state_limit`
    /// positions (or this budget's limit, if lower) and progress of its own. The limit holds
    /// for each board search within the part too, which a whole budget's state limit does not
    /// bound.
    ///
    /// ```
    /// use grundy::budget::{Budget, LimitExceeded};
    /// let whole = Budget::default();
    /// let part = whole.part(1000);
    /// assert_eq!(part.state_limit(), 1000);
    /// whole.cancel();
    /// assert_eq!(part.check(), Err(LimitExceeded::Cancelled));
    /// ```
    pub fn part(&self, state_limit: u64) -> Budget {
        Budget::build_in(
            Arc::clone(&self.inner.context),
            Arc::clone(&self.inner.cancelled),
            self.inner.deadline,
            state_limit.min(self.state_limit()),
            self.memory_limit(),
            Some(state_limit.min(self.inner.search_limit.unwrap_or(u64::MAX))),
        )
    }

    /// The most positions one board search may explore within this budget: `None` except in
    /// a [part](Budget::part).
    pub(crate) fn search_limit(&self) -> Option<u64> {
        self.inner.search_limit
    }

    /// A fresh budget with these limits, in this budget's [context](Budget::context).
    fn rebuild(&self, timeout: Option<Duration>, state_limit: u64, memory_limit: u64) -> Budget {
        Budget::build_in(
            Arc::clone(&self.inner.context),
            Arc::default(),
            deadline_in(timeout),
            state_limit,
            memory_limit,
            self.inner.search_limit,
        )
    }

    /// What the computation shares beyond its limits: its threads and the values it keeps.
    pub fn context(&self) -> &Context {
        &self.inner.context
    }

    /// Runs `work`, in which threads started by [`BudgetScope::spawn`] charge this budget: they
    /// see its limits, deadline, cancellation and context as the caller does. The library
    /// starts threads only this way, so that none can run unbounded.
    ///
    /// ```
    /// use grundy::budget::Budget;
    /// let budget = Budget::default().with_state_limit(7);
    /// let seen = budget.scope(|scope| scope.spawn(|| Budget::current().state_limit()).join());
    /// assert_eq!(seen.unwrap(), 7);
    /// ```
    pub fn scope<'env, T>(
        &self,
        work: impl for<'scope> FnOnce(&BudgetScope<'scope, 'env>) -> T,
    ) -> T {
        std::thread::scope(|scope| {
            work(&BudgetScope {
                scope,
                budget: self.clone(),
            })
        })
    }

    /// The budget entered on this thread ([`Budget::enter`]), or a fresh [`Budget::default`].
    pub fn current() -> Budget {
        ENTERED
            .with(|entered| entered.borrow().last().cloned())
            .unwrap_or_default()
    }

    /// Makes this the budget of everything computed on this thread until the guard is dropped.
    /// Guards nest; dropping one restores the budget entered before it.
    #[must_use = "the budget is entered only while the guard lives"]
    pub fn enter(&self) -> Entered {
        ENTERED.with(|entered| entered.borrow_mut().push(self.clone()));
        Entered { _private: () }
    }

    /// Runs `work` with this budget entered.
    ///
    /// ```
    /// use grundy::budget::Budget;
    /// let limit = Budget::default().with_state_limit(7).run(|| Budget::current().state_limit());
    /// assert_eq!(limit, 7);
    /// ```
    pub fn run<T>(&self, work: impl FnOnce() -> T) -> T {
        let _entered = self.enter();
        work()
    }

    /// Stops the work: every later [`Budget::check`] fails with [`LimitExceeded::Cancelled`].
    /// Safe from any thread and from a signal handler's thread.
    pub fn cancel(&self) {
        self.inner.cancelled.store(true, Ordering::Relaxed);
    }

    /// Whether [`Budget::cancel`] was called.
    pub fn is_cancelled(&self) -> bool {
        self.inner.cancelled.load(Ordering::Relaxed)
    }

    /// `Ok` while the work may go on: not cancelled, deadline not passed. Cheap (an atomic load
    /// and, with a deadline, a read of the monotonic clock): loops call it every few thousand
    /// steps so that a cancellation takes effect within milliseconds.
    #[inline]
    pub fn check(&self) -> Result<(), LimitExceeded> {
        if self.inner.cancelled.load(Ordering::Relaxed) {
            return Err(LimitExceeded::Cancelled);
        }
        if let Some((deadline, limit)) = self.inner.deadline
            && Instant::now() >= deadline
        {
            return Err(LimitExceeded::Timeout { limit });
        }
        Ok(())
    }

    /// `Ok` if a search that holds `held` positions may explore one more, and the budget is
    /// not spent. The state limit bounds each search (each memo table) on its own.
    #[inline]
    pub(crate) fn check_states(&self, held: u64) -> Result<(), LimitExceeded> {
        if held >= self.inner.state_limit {
            return Err(LimitExceeded::States {
                limit: self.inner.state_limit,
            });
        }
        self.check()
    }

    /// `Ok` if a table, sequence or graph of about `needed` bytes fits in the memory limit;
    /// otherwise the error names `what`.
    ///
    /// ```
    /// use grundy::budget::Budget;
    /// let budget = Budget::default().with_memory_limit(1 << 20);
    /// assert!(budget.check_memory(1000, "a small table").is_ok());
    /// let error = budget.check_memory(3 << 20, "the values of nim to 3145727").unwrap_err();
    /// assert_eq!(
    ///     error.to_string(),
    ///     "the values of nim to 3145727 would need about 3 MiB, more than the memory limit of 1 MiB"
    /// );
    /// ```
    pub fn check_memory(&self, needed: u64, what: impl Into<String>) -> Result<(), LimitExceeded> {
        self.check_memory_of(needed, || what.into())
    }

    /// [`Budget::check_memory`], with `what` written only when the limit is exceeded, with
    /// this budget entered: the library's callers name their work with a catalogue message
    /// (`|| tr!("memory-svg")`), in this budget's language, and pay for it only on failure.
    pub(crate) fn check_memory_of(
        &self,
        needed: u64,
        what: impl FnOnce() -> String,
    ) -> Result<(), LimitExceeded> {
        if needed > self.inner.memory_limit {
            return Err(LimitExceeded::Memory {
                what: self.run(what),
                needed,
                limit: self.inner.memory_limit,
            });
        }
        Ok(())
    }

    /// Records `steps` more steps of work of unknown size (positions explored), so that a
    /// front end watching [`Budget::progress`] from another thread can show a rate. Work of
    /// known size counts with [`ExpectedProgress::advance`] instead.
    #[inline]
    pub fn add_progress(&self, steps: u64) {
        self.inner.progress.fetch_add(steps, Ordering::Relaxed);
    }

    /// How many steps of work were recorded with [`Budget::add_progress`].
    pub fn progress(&self) -> u64 {
        self.inner.progress.load(Ordering::Relaxed)
    }

    /// States that the work beginning now takes about `steps` steps, counted with
    /// [`ExpectedProgress::advance`] on the returned guard (values of a sequence, cells of a
    /// table, bytes of a file), until the guard is dropped: a front end can then show how much
    /// is left and when it should end. Work of unknown size (a search) states nothing and
    /// counts with [`Budget::add_progress`]: it is shown with its count and rate only.
    ///
    /// Statements nest: the innermost one under way is shown (a table's cell may compute a
    /// whole sequence first), and each counts only its own steps, so the searches inside a
    /// table's cells do not make the table look further along than it is.
    ///
    /// ```
    /// use grundy::budget::Budget;
    /// let budget = Budget::default();
    /// budget.add_progress(7); // earlier work, of unknown size
    /// assert_eq!(budget.known_progress(), None);
    /// {
    ///     let table = budget.expect_progress(100);
    ///     table.advance(40);
    ///     budget.add_progress(1000); // a search inside a cell: not the table's steps
    ///     let known = budget.known_progress().unwrap();
    ///     assert_eq!((known.done, known.total), (40, 100));
    /// }
    /// assert_eq!(budget.known_progress(), None);
    /// assert_eq!(budget.progress(), 1047);
    /// ```
    pub fn expect_progress(&self, steps: u64) -> ExpectedProgress {
        self.state_size(steps, false, None)
    }

    /// States work whose share done is measured rather than counted, named `what` (in the
    /// language of the computation): a board search's question at the root ("is the value
    /// 2?"), measured on the options settled ([`ExpectedProgress::reach`], in millionths,
    /// [`SHARE_PARTS`]). A front end shows the name and the share. The share of a search is an
    /// estimate of the work done, not a pace: a time left drawn from it is an extrapolation
    /// from the average pace since the question began, and should be worded as one.
    ///
    /// ```
    /// use grundy::budget::{Budget, SHARE_PARTS};
    /// let budget = Budget::default();
    /// let question = budget.expect_share("is the value 2?");
    /// question.reach(SHARE_PARTS / 4);
    /// question.reach(SHARE_PARTS / 5); // a share measured lower than before does not go back
    /// let known = budget.known_progress().unwrap();
    /// assert_eq!((known.done, known.total), (SHARE_PARTS / 4, SHARE_PARTS));
    /// assert_eq!(known.what.as_deref(), Some("is the value 2?"));
    /// assert_eq!(budget.progress(), 0); // the steps of a search are counted apart
    /// ```
    pub fn expect_share(&self, what: impl Into<Arc<str>>) -> ExpectedProgress {
        self.state_size(SHARE_PARTS, false, Some(what.into()))
    }

    /// Like [`Budget::expect_progress`], for work that takes at most `steps` steps and may end
    /// sooner: a search that stops at the state limit if it has not ended before, a sequence
    /// computed until its period is proven. A front end shows the most time it may take.
    ///
    /// ```
    /// use grundy::budget::Budget;
    /// let budget = Budget::default().with_state_limit(1000);
    /// let search = budget.expect_at_most(budget.state_limit());
    /// search.advance(10);
    /// let known = budget.known_progress().unwrap();
    /// assert_eq!((known.done, known.total, known.at_most), (10, 1000, true));
    /// ```
    pub fn expect_at_most(&self, steps: u64) -> ExpectedProgress {
        self.state_size(steps, true, None)
    }

    fn state_size(&self, steps: u64, at_most: bool, what: Option<Arc<str>>) -> ExpectedProgress {
        let phase = self.inner.stated.fetch_add(1, Ordering::Relaxed) + 1;
        let done = Arc::new(AtomicU64::new(0));
        self.expected().push(Stated {
            phase,
            total: steps,
            at_most,
            done: Arc::clone(&done),
            what,
        });
        ExpectedProgress {
            budget: self.clone(),
            phase,
            done,
        }
    }

    /// How far the innermost work of known size under way has gone, if some work stated its
    /// size with [`Budget::expect_progress`].
    pub fn known_progress(&self) -> Option<KnownProgress> {
        let expected = self.expected();
        let stated = expected.last()?;
        Some(KnownProgress {
            done: stated.done.load(Ordering::Relaxed),
            total: stated.total,
            at_most: stated.at_most,
            phase: stated.phase,
            what: stated.what.clone(),
        })
    }

    fn expected(&self) -> MutexGuard<'_, Vec<Stated>> {
        // The statements are plain data: a panic elsewhere cannot leave them inconsistent.
        self.inner
            .expected
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// How many positions may be explored in all.
    pub fn state_limit(&self) -> u64 {
        self.inner.state_limit
    }

    /// The most bytes one table, sequence or graph may take.
    pub fn memory_limit(&self) -> u64 {
        self.inner.memory_limit
    }

    /// The time allowed, if there is a deadline.
    pub(crate) fn timeout(&self) -> Option<Duration> {
        self.inner.deadline.map(|(_, limit)| limit)
    }

    /// The time left before the deadline (zero once it has passed), if there is one.
    pub fn remaining(&self) -> Option<Duration> {
        self.inner
            .deadline
            .map(|(deadline, _)| deadline.saturating_duration_since(Instant::now()))
    }

    /// A [`Ticker`] that checks this budget every `every` ticks.
    pub fn ticker(&self, every: u32) -> Ticker<'_> {
        Ticker {
            budget: self,
            every,
            left: every,
        }
    }
}

/// The guard of [`Budget::expect_progress`]: counts the steps of the work of known size,
/// which stays stated until the guard is dropped.
#[must_use = "the size of the work is stated only while the guard lives"]
#[derive(Debug)]
pub struct ExpectedProgress {
    budget: Budget,
    phase: u64,
    done: Arc<AtomicU64>,
}

impl ExpectedProgress {
    /// Records `steps` more steps of this work (also counted in [`Budget::progress`]).
    #[inline]
    pub fn advance(&self, steps: u64) {
        self.done.fetch_add(steps, Ordering::Relaxed);
        self.budget.add_progress(steps);
    }

    /// Records that `done` steps of this work are done, when that is more than before: for
    /// work whose share done is measured, not counted. These steps are not added to
    /// [`Budget::progress`].
    pub fn reach(&self, done: u64) {
        self.done.fetch_max(done, Ordering::Relaxed);
    }
}

impl Drop for ExpectedProgress {
    fn drop(&mut self) {
        // Guards may be dropped in any order (an iterator holding one may outlive a later one).
        self.budget
            .expected()
            .retain(|stated| stated.phase != self.phase);
    }
}

/// The guard of [`Budget::enter`]: the budget stays entered until it is dropped.
pub struct Entered {
    _private: (),
}

impl Drop for Entered {
    fn drop(&mut self) {
        ENTERED.with(|entered| {
            entered.borrow_mut().pop();
        });
    }
}

/// Checks a budget every so many steps of a hot loop, so that checking costs next to nothing.
///
/// ```
/// use grundy::budget::Budget;
/// let budget = Budget::default();
/// let mut ticker = budget.ticker(1024);
/// let mut total = 0u64;
/// for n in 0..100_000u64 {
///     ticker.tick().unwrap();
///     total += n;
/// }
/// assert_eq!(total, 4_999_950_000);
/// ```
pub struct Ticker<'a> {
    budget: &'a Budget,
    every: u32,
    left: u32,
}

impl Ticker<'_> {
    /// Counts one step; checks the budget every `every` steps.
    #[inline]
    pub fn tick(&mut self) -> Result<(), LimitExceeded> {
        self.left -= 1;
        if self.left == 0 {
            self.left = self.every.max(1);
            self.budget.check()
        } else {
            Ok(())
        }
    }
}

/// Counts the steps of a pass over a graph or a drawing: every [`Steps::EVERY`] steps, reports them to the
/// budget's progress counter and checks the budget (cancellation, deadline).
pub(crate) struct Steps {
    budget: Budget,
    left: u32,
}

impl Steps {
    const EVERY: u32 = 4096;

    /// Steps charged to the budget entered on this thread.
    pub(crate) fn new() -> Steps {
        Steps {
            budget: Budget::current(),
            left: Steps::EVERY,
        }
    }

    /// The budget the steps are charged to.
    pub(crate) fn budget(&self) -> &Budget {
        &self.budget
    }

    /// Counts one step.
    #[inline]
    pub(crate) fn step(&mut self) -> Result<(), LimitExceeded> {
        self.left -= 1;
        if self.left == 0 {
            self.left = Steps::EVERY;
            self.budget.add_progress(u64::from(Steps::EVERY));
            self.budget.check()?;
        }
        Ok(())
    }
}

impl Drop for Steps {
    /// Reports the steps counted since the last report.
    fn drop(&mut self) {
        self.budget
            .add_progress(u64::from(Steps::EVERY - self.left));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_helper_thread_is_cancelled_with_its_caller() {
        let budget = Budget::default().with_state_limit(77);
        budget.context().set_threads(2);
        let (stopped, limits) = budget.scope(|scope| {
            let helper = scope.spawn(|| {
                // Works until its budget says stop: the caller's, entered for it by the scope.
                let started = Instant::now();
                let current = Budget::current();
                let limits = (current.state_limit(), current.context().threads());
                while started.elapsed() < Duration::from_secs(20) {
                    if let Err(limit) = Budget::current().check() {
                        return (Some(limit), limits);
                    }
                    std::thread::yield_now();
                }
                (None, limits)
            });
            budget.cancel();
            helper.join().unwrap()
        });
        assert_eq!(stopped, Some(LimitExceeded::Cancelled));
        assert_eq!(limits, (77, 2));
    }

    #[test]
    fn cancelling_from_another_thread_stops_a_loop() {
        let budget = Budget::unlimited();
        let canceller = budget.clone();
        let worker = std::thread::spawn(move || {
            let mut ticker = budget.ticker(1000);
            let mut steps = 0u64;
            loop {
                if let Err(why) = ticker.tick() {
                    return (why, steps);
                }
                steps += 1;
            }
        });
        std::thread::sleep(Duration::from_millis(20));
        canceller.cancel();
        let (why, steps) = worker.join().unwrap();
        assert_eq!(why, LimitExceeded::Cancelled);
        assert!(steps > 0);
    }

    #[test]
    fn the_deadline_passes() {
        let budget = Budget::default().with_timeout(Duration::from_millis(30));
        assert_eq!(budget.check(), Ok(()));
        std::thread::sleep(Duration::from_millis(40));
        assert_eq!(
            budget.check(),
            Err(LimitExceeded::Timeout {
                limit: Duration::from_millis(30)
            })
        );
        assert_eq!(budget.remaining(), Some(Duration::ZERO));
    }

    #[test]
    fn the_state_limit_bounds_what_a_search_holds() {
        let budget = Budget::default().with_state_limit(10);
        assert_eq!(budget.check_states(9), Ok(()));
        assert_eq!(
            budget.check_states(10),
            Err(LimitExceeded::States { limit: 10 })
        );
        budget.cancel();
        assert_eq!(budget.check_states(0), Err(LimitExceeded::Cancelled));
    }

    #[test]
    fn entered_budgets_nest_and_restore() {
        let outer = Budget::default().with_state_limit(5);
        let inner = Budget::default().with_state_limit(6);
        assert_eq!(Budget::current().state_limit(), DEFAULT_STATE_LIMIT);
        {
            let _outer = outer.enter();
            assert_eq!(Budget::current().state_limit(), 5);
            inner.run(|| assert_eq!(Budget::current().state_limit(), 6));
            assert_eq!(Budget::current().state_limit(), 5);
        }
        assert_eq!(Budget::current().state_limit(), DEFAULT_STATE_LIMIT);
    }

    #[test]
    fn stated_sizes_count_their_own_steps_and_nest() {
        let budget = Budget::default();
        budget.add_progress(5);
        assert_eq!(budget.known_progress(), None);
        let outer = budget.expect_progress(1000);
        outer.advance(10);
        let first = budget.known_progress().unwrap();
        assert_eq!((first.done, first.total, first.at_most), (10, 1000, false));
        {
            // A clone shares the statements (the front end watches a clone).
            let inner = budget.clone().expect_at_most(50);
            inner.advance(60);
            budget.add_progress(3); // work of unknown size inside
            let shown = budget.known_progress().unwrap();
            assert_eq!((shown.done, shown.total, shown.at_most), (60, 50, true));
            assert_ne!(shown.phase, first.phase);
        }
        // The outer work again, without the inner one's steps.
        assert_eq!(budget.known_progress(), Some(first));
        assert_eq!(budget.progress(), 5 + 10 + 60 + 3);
        drop(outer);
        assert_eq!(budget.known_progress(), None);
        // A fresh budget (with other limits) starts with nothing stated.
        let _stated = budget.expect_progress(3);
        assert_eq!(budget.with_state_limit(9).known_progress(), None);
    }

    #[test]
    fn guards_dropped_out_of_order_leave_the_live_statement_shown() {
        let budget = Budget::default();
        let first = budget.expect_progress(10);
        let second = budget.expect_progress(20);
        drop(first);
        assert_eq!(budget.known_progress().map(|known| known.total), Some(20));
        let third = budget.expect_progress(30);
        drop(third);
        assert_eq!(budget.known_progress().map(|known| known.total), Some(20));
        drop(second);
        assert_eq!(budget.known_progress(), None);
    }

    #[test]
    fn memory_errors_name_their_work_in_the_language_of_the_budget() {
        let budget = chinese().with_memory_limit(1 << 10);
        // Written with the budget entered, though none is entered on this thread.
        let error = budget
            .check_memory_of(1 << 20, || tr!("memory-search", count = 65536u64))
            .unwrap_err();
        assert_eq!(
            budget.run(|| error.to_string()),
            "对 65536 个局面的搜索大约需要 1 MiB，超过了内存上限 1 KiB"
        );
        // Within the limit, nothing is written.
        assert!(
            budget
                .check_memory_of(1 << 10, || unreachable!("fits"))
                .is_ok()
        );
    }

    #[test]
    fn messages_name_the_limit_and_the_flag() {
        let timeout = LimitExceeded::Timeout {
            limit: Duration::from_millis(2500),
        };
        assert_eq!(
            timeout.to_string(),
            "gave up when the time limit of 2.5 s ran out"
        );
        assert!(
            LimitExceeded::States { limit: 42 }
                .to_string()
                .contains("42 positions")
        );
        assert_eq!(bytes(4 << 30), "4 GiB");
        assert_eq!(
            Budget::default()
                .with_memory_limit(1 << 10)
                .check_memory_of(1 << 20, || tr!("memory-svg"))
                .unwrap_err()
                .to_string(),
            "the SVG drawing would need about 1 MiB, more than the memory limit of 1 KiB"
        );
        assert_eq!(bytes(1536 << 20), "1.5 GiB");
        assert_eq!(bytes(900), "900 bytes");
        assert_eq!(bytes(1), "1 byte");
        let chinese = Budget::default();
        chinese.context().set_language(Lang::Zh);
        let _entered = chinese.enter();
        assert_eq!(bytes(900), "900 字节");
        assert_eq!(bytes(1536), "1.5 KiB");
    }
}
