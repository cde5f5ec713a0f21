//! Where computations run: a bounded set of workers on tokio's blocking threads, each request
//! under its own [`Budget`], cancelled when the request is dropped (the client went away).
//!
//! Computations run on the server's own threads ([`Pool`]). Two limits keep one busy client
//! from taking the server:
//! - at most [`Limits::max_concurrent`] computations at once; a request that finds every
//!   worker busy is refused at once (503 with `Retry-After`) instead of waiting in a queue;
//! - a computation still running after [`QUICK`] needs one of [`Limits::max_long`] places for
//!   long work; when none is free it is cancelled and refused (429), so quick requests always
//!   find a worker even while long ones run to their deadlines. On Linux a long computation's
//!   thread also gets the lowest priority (nice 19), so that quick requests keep their latency
//!   while long ones share what the processor has left.
//!
//! Each computation's memory is metered ([`crate::meter`], in programs that install the
//! metered allocator): past [`Limits::max_memory`] its budget is cancelled and the answer is
//! 422. What a computation leaves behind (a solver's memo tables) is freed after the answer
//! is sent ([`Kept`]), while the worker still counts as busy.

use std::any::Any;
use std::cell::{Cell, RefCell};
use std::ops::Deref;
use std::panic::AssertUnwindSafe;
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, AtomicUsize, Ordering};
use std::sync::{Mutex, PoisonError, mpsc};
use std::time::Duration;

use grundy::budget::{Budget, Caches};
use tokio::sync::Semaphore;

use crate::Limits;
use crate::error::ApiError;
use crate::meter::Meter;
use crate::progress::Tickets;

/// How long a computation runs before it counts as long and needs a place for long work.
pub const QUICK: Duration = Duration::from_millis(250);

/// The workers of one server.
pub struct Workers {
    limits: Limits,
    /// The tables and quotients every request may reuse (pure functions of the game, so sharing
    /// them changes how soon an answer comes, never the answer).
    caches: Arc<Caches>,
    all: Arc<Semaphore>,
    long: Arc<Semaphore>,
    pool: Pool,
    /// The computations a page is following ([`crate::progress`]).
    tickets: Tickets,
}

/// Cancels the request's budget when the request's future is dropped: when the client
/// disconnects, hyper drops the future, and the computation stops at its next budget check.
struct CancelOnDrop(Budget);

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        self.0.cancel();
    }
}

impl Workers {
    /// Workers with these limits.
    pub fn new(limits: Limits) -> Workers {
        Workers {
            all: Arc::new(Semaphore::new(limits.max_concurrent)),
            long: Arc::new(Semaphore::new(limits.max_long())),
            pool: Pool::new(),
            caches: Arc::default(),
            tickets: Tickets::default(),
            limits,
        }
    }

    /// The limits requests run under.
    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    /// The computations running under a page's ticket.
    pub fn tickets(&self) -> &Tickets {
        &self.tickets
    }

    /// How many computations are running (or winding down after a cancellation).
    pub fn busy(&self) -> usize {
        self.limits.max_concurrent - self.all.available_permits()
    }

    /// Runs `work` on a worker under a fresh budget of the request limits, entered on the
    /// worker's thread. See the [module documentation](self) for when it is refused.
    pub async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> Result<T, ApiError> + Send + 'static,
    ) -> Result<T, ApiError> {
        let permit = Arc::clone(&self.all)
            .try_acquire_owned()
            .map_err(|_| ApiError::busy(self.limits.max_concurrent))?;
        let budget = self.limits.budget();
        budget.context().use_caches(Arc::clone(&self.caches));
        budget.context().set_language(crate::language::current());
        let meter = Meter::new(self.limits.max_memory, budget.clone());
        let _cancel_on_drop = CancelOnDrop(budget.clone());
        // Followed until the request ends: answered, refused, or dropped by the client.
        let _following = self.tickets.follow(crate::progress::current(), &budget);
        let (answer, answered) = tokio::sync::oneshot::channel();
        let thread_id = Arc::new(AtomicI64::new(NO_THREAD));
        let running_on = Arc::clone(&thread_id);
        let submitted = self.pool.submit(Box::new(move || {
            running_on.store(current_thread_id(), Ordering::SeqCst);
            // The worker is busy until the computation has stopped and its leftovers are freed.
            let _permit = permit;
            let result = {
                let _entered = budget.enter();
                let _metering = meter.enter();
                let _deferring = Deferring::start();
                std::panic::catch_unwind(AssertUnwindSafe(work))
            };
            let result = match result {
                Ok(Err(_)) if meter.exceeded() => Err(ApiError::unprocessable(format!(
                    "the computation needed more than the memory limit of {} per request",
                    grundy::budget::bytes(meter.limit())
                ))),
                Ok(result) => result,
                Err(_panic) => Err(ApiError::internal(
                    "internal error: the computation failed (a bug in grundy; please report it)",
                )),
            };
            // Nobody may be waiting any more (the client left): that is fine.
            let _ = answer.send(result);
            drop_leftovers();
            if meter.peak() > RELEASE_AFTER_PEAK {
                release_free_memory();
            }
        }));
        if submitted.is_err() {
            // No thread to be had: as busy as can be.
            return Err(ApiError::busy(self.limits.max_concurrent));
        }
        let mut answered = answered;
        let finished = tokio::select! {
            finished = &mut answered => Some(finished),
            () = tokio::time::sleep(QUICK) => None,
        };
        let finished = match finished {
            Some(finished) => finished,
            None => {
                let Ok(_long) = Arc::clone(&self.long).try_acquire_owned() else {
                    // Returning drops the guard, which cancels the computation.
                    return Err(ApiError::too_many_long(self.limits.max_long()));
                };
                lower_priority(thread_id.load(Ordering::SeqCst));
                answered.await
            }
        };
        finished.unwrap_or_else(|_| {
            Err(ApiError::internal(
                "internal error: the computation was lost",
            ))
        })
    }
}

impl Default for Pool {
    fn default() -> Pool {
        Pool::new()
    }
}

/// A computation, as the pool runs it.
type Job = Box<dyn FnOnce() + Send>;

/// The threads computations run on: started as needed, up to one per allowed computation,
/// and kept. A thread whose priority was lowered for a long computation gets its priority
/// back afterwards, or, where that needs a privilege the server lacks, ends, and the next
/// computation starts a fresh thread (from the server's own threads, since a thread inherits
/// its creator's priority); so quick requests never run at a long one's priority.
pub struct Pool {
    sender: Mutex<mpsc::Sender<Job>>,
    shared: Arc<PoolShared>,
}

struct PoolShared {
    jobs: Mutex<mpsc::Receiver<Job>>,
    /// Computations submitted and not finished.
    busy: AtomicUsize,
    /// Threads started and not ended.
    threads: AtomicUsize,
    /// The priority (nice value) of the thread that made the pool: what quick computations run
    /// at, and what a thread gets back after a long one (`nice -n 5 grundy serve` stays at 5).
    normal_priority: i32,
}

impl Pool {
    /// A pool with no threads yet. How many computations run at once is up to its user
    /// ([`Workers`] bounds them); the pool has as many threads as ever ran at once.
    pub fn new() -> Pool {
        let (sender, receiver) = mpsc::channel();
        Pool {
            sender: Mutex::new(sender),
            shared: Arc::new(PoolShared {
                jobs: Mutex::new(receiver),
                busy: AtomicUsize::new(0),
                threads: AtomicUsize::new(0),
                normal_priority: priority(),
            }),
        }
    }

    /// Runs `job` on an idle thread, or on a new one when none is idle. Fails only when no
    /// thread can be started at all.
    fn submit(&self, job: Job) -> Result<(), ()> {
        let busy = self.shared.busy.fetch_add(1, Ordering::SeqCst) + 1;
        let threads = self.shared.threads.load(Ordering::SeqCst);
        if busy > threads && start_thread(&self.shared).is_err() && threads == 0 {
            self.shared.busy.fetch_sub(1, Ordering::SeqCst);
            return Err(());
        }
        let sent = lock(&self.sender).send(job);
        sent.map_err(|_| ())
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

fn start_thread(shared: &Arc<PoolShared>) -> std::io::Result<()> {
    shared.threads.fetch_add(1, Ordering::SeqCst);
    let mine = Arc::clone(shared);
    let started = std::thread::Builder::new()
        .name("grundy-work".to_string())
        .spawn(move || work_loop(&mine));
    if started.is_err() {
        shared.threads.fetch_sub(1, Ordering::SeqCst);
    }
    started.map(drop)
}

fn work_loop(shared: &Arc<PoolShared>) {
    loop {
        let job = lock(&shared.jobs).recv();
        // The pool is gone: so is the server.
        let Ok(job) = job else { break };
        // A job catches its computation's panics; this is the last line of defence.
        let _ = std::panic::catch_unwind(AssertUnwindSafe(job));
        if !restore_priority(shared.normal_priority) {
            // Uncounted as a thread before it is counted idle, so that a job submitted
            // meanwhile either finds another idle thread or starts one.
            shared.threads.fetch_sub(1, Ordering::SeqCst);
            shared.busy.fetch_sub(1, Ordering::SeqCst);
            return;
        }
        shared.busy.fetch_sub(1, Ordering::SeqCst);
    }
    shared.threads.fetch_sub(1, Ordering::SeqCst);
}

/// This thread's priority (its nice value; 0 where priorities are not known).
fn priority() -> i32 {
    #[cfg(target_os = "linux")]
    // SAFETY: plain integer arguments; on Linux they name this thread.
    return unsafe { libc::getpriority(libc::PRIO_PROCESS, current_thread_id() as libc::id_t) };
    #[cfg(not(target_os = "linux"))]
    0
}

/// Gives this thread the `normal` priority back after a long computation; whether it has it.
fn restore_priority(normal: i32) -> bool {
    #[cfg(target_os = "linux")]
    {
        let thread_id = current_thread_id() as libc::id_t;
        // SAFETY: plain integer arguments; on Linux they name this thread.
        priority() == normal
            || unsafe { libc::setpriority(libc::PRIO_PROCESS, thread_id, normal) } == 0
    }
    #[cfg(not(target_os = "linux"))]
    {
        let _ = normal;
        true
    }
}

/// A computation that held more than this at once has its freed memory given back to the
/// system when it ends (a quick one rarely holds more than a few kilobytes).
const RELEASE_AFTER_PEAK: i64 = 8 << 20;

/// Gives the memory freed in this process's malloc arenas back to the system. glibc keeps what a
/// thread frees in that thread's arena for its next allocations; with an arena per worker
/// (see `one_arena_per_thread`), every worker that once ran a computation up to the memory limit
/// would keep that much resident, and 8 long requests at the limit grew the server to 3 GB.
fn release_free_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim takes a plain integer and only returns free pages to the system.
    unsafe {
        libc::malloc_trim(0);
    }
}

/// No thread id known yet.
const NO_THREAD: i64 = -1;

/// The kernel's id of this thread (Linux), for [`lower_priority`].
fn current_thread_id() -> i64 {
    #[cfg(target_os = "linux")]
    // SAFETY: gettid has no arguments and cannot fail.
    return unsafe { libc::syscall(libc::SYS_gettid) };
    #[cfg(not(target_os = "linux"))]
    NO_THREAD
}

/// Gives a long computation's thread the lowest priority, so that it takes only the processor
/// time quick requests leave (the pool restores it afterwards). Best effort:
/// where priorities cannot be set, long and quick computations share the processor evenly.
fn lower_priority(thread_id: i64) {
    #[cfg(target_os = "linux")]
    if thread_id > 0 {
        // SAFETY: setpriority takes plain integers; on Linux PRIO_PROCESS with a thread id sets
        // that thread's nice value. Raising one's own nice value needs no privilege.
        unsafe {
            libc::setpriority(libc::PRIO_PROCESS, thread_id as libc::id_t, 19);
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = thread_id;
}

thread_local! {
    /// Whether this thread is a worker that frees leftovers after answering.
    static DEFERRING: Cell<bool> = const { Cell::new(false) };
    /// What the computation on this thread left to free after its answer.
    static LEFTOVERS: RefCell<Vec<Box<dyn Any + Send>>> = const { RefCell::new(Vec::new()) };
}

/// Marks this thread as deferring leftovers while it lives.
struct Deferring;

impl Deferring {
    fn start() -> Deferring {
        DEFERRING.with(|deferring| deferring.set(true));
        Deferring
    }
}

impl Drop for Deferring {
    fn drop(&mut self) {
        DEFERRING.with(|deferring| deferring.set(false));
    }
}

fn drop_leftovers() {
    let leftovers = LEFTOVERS.with(|leftovers| std::mem::take(&mut *leftovers.borrow_mut()));
    drop(leftovers);
}

/// A value freed only after the request is answered, when it is dropped on a worker: a
/// position holds its families, and a family holds the memo tables of its solvers, which can
/// take a second to free. Anywhere else it is dropped as usual.
pub struct Kept<T: Send + 'static>(Option<T>);

impl<T: Send + 'static> Kept<T> {
    /// Keeps `value` until the answer is sent.
    pub fn new(value: T) -> Kept<T> {
        Kept(Some(value))
    }
}

impl<T: Send + 'static> Deref for Kept<T> {
    type Target = T;

    fn deref(&self) -> &T {
        self.0.as_ref().expect("present until dropped")
    }
}

impl<T: Send + 'static> Drop for Kept<T> {
    fn drop(&mut self) {
        let Some(value) = self.0.take() else { return };
        if DEFERRING.with(Cell::get) {
            LEFTOVERS.with(|leftovers| leftovers.borrow_mut().push(Box::new(value)));
        }
    }
}

impl Limits {
    /// A fresh budget for one request; its deadline starts now.
    pub fn budget(&self) -> Budget {
        Budget::default()
            .with_state_limit(self.state_limit)
            .with_memory_limit(self.max_memory)
            .with_timeout(self.timeout)
    }

    /// How many long computations may run at once: a quarter of the workers (at least one).
    pub fn max_long(&self) -> usize {
        (self.max_concurrent / 4).max(1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_dropped_request_cancels_its_budget() {
        let workers = Arc::new(Workers::new(Limits::default()));
        let (budget_seen, seen) = std::sync::mpsc::channel();
        let running = Arc::clone(&workers);
        let request = tokio::spawn(async move {
            running
                .run(move || {
                    let budget = Budget::current();
                    budget_seen.send(budget.clone()).unwrap();
                    while budget.check().is_ok() {
                        std::thread::sleep(Duration::from_millis(1));
                    }
                    Err::<(), _>(ApiError::from(budget.check().unwrap_err()))
                })
                .await
        });
        let budget = tokio::task::spawn_blocking(move || seen.recv().unwrap())
            .await
            .unwrap();
        assert!(!budget.is_cancelled());
        assert_eq!(workers.busy(), 1);
        request.abort();
        let _ = request.await;
        assert!(budget.is_cancelled());
        for _ in 0..200 {
            if workers.busy() == 0 {
                return;
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        panic!("the worker was not freed within a second of the cancellation");
    }

    /// This thread's nice value.
    #[cfg(target_os = "linux")]
    #[cfg(target_os = "linux")]
    #[tokio::test]
    async fn long_computations_run_at_the_lowest_priority_and_quick_ones_do_not() {
        // The test may itself run under `nice`: quick computations run at its priority.
        let normal = priority();
        let workers = Workers::new(Limits::default());
        let long = workers
            .run(move || {
                let started = std::time::Instant::now();
                while priority() == normal && started.elapsed() < Duration::from_secs(5) {
                    std::thread::sleep(Duration::from_millis(5));
                }
                Ok(priority())
            })
            .await;
        assert_eq!(long, Ok(19));
        // The next computations run at the normal priority again (on the same thread, or on a
        // fresh one where raising a priority needs a privilege).
        tokio::time::sleep(Duration::from_millis(50)).await;
        for _ in 0..10 {
            assert_eq!(workers.run(|| Ok(priority())).await, Ok(normal));
        }
    }

    /// Sleeps when dropped, then says so.
    struct SlowToFree(Arc<std::sync::atomic::AtomicBool>);

    impl Drop for SlowToFree {
        fn drop(&mut self) {
            std::thread::sleep(Duration::from_millis(300));
            self.0.store(true, std::sync::atomic::Ordering::SeqCst);
        }
    }

    #[tokio::test]
    async fn leftovers_are_freed_after_the_answer_while_the_worker_is_busy() {
        let workers = Workers::new(Limits::default());
        let freed = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let kept = Arc::clone(&freed);
        let started = std::time::Instant::now();
        let answer = workers
            .run(move || {
                let leftover = Kept::new(SlowToFree(kept));
                Ok((*leftover).0.load(std::sync::atomic::Ordering::SeqCst))
            })
            .await;
        assert_eq!(answer, Ok(false));
        assert!(started.elapsed() < Duration::from_millis(250));
        assert!(!freed.load(std::sync::atomic::Ordering::SeqCst));
        assert_eq!(workers.busy(), 1);
        tokio::time::sleep(Duration::from_millis(600)).await;
        assert!(freed.load(std::sync::atomic::Ordering::SeqCst));
        assert_eq!(workers.busy(), 0);
        // Elsewhere a kept value is dropped at once.
        let here = Arc::new(std::sync::atomic::AtomicBool::new(false));
        drop(Kept::new(SlowToFree(Arc::clone(&here))));
        assert!(here.load(std::sync::atomic::Ordering::SeqCst));
    }
}
