//! Running the library's work off the Python thread, interruptibly.
//!
//! Every call computes on a worker thread, with the GIL released, under a budget of its own.
//! The calling thread waits in short slices and runs Python's signal handlers between them
//! (`check_signals`): on Ctrl-C the handler raises KeyboardInterrupt, the budget is cancelled,
//! the worker stops at its next check (within milliseconds), and the exception is raised.
//! Between the same slices, a call given `progress_every=` samples the budget's progress and
//! writes a line to `sys.stderr` every so many seconds, in the words of the command line's
//! `--progress-every` ([`grundy::progress`]): `[00:05:00] is the value 2? about 7% of this
//! question`.
//!
//! Workers are kept in a small pool, because starting a thread, or waking a sleeping one, costs
//! more than valuing a small position: a call hands its job to an idle worker, or starts one
//! when none is idle. A worker that has finished a job watches for the next one for a few tens
//! of microseconds before it sleeps, and the calling thread watches for the result as long
//! before it sleeps, so that a run of small calls (a loop over positions) never waits for the
//! operating system to wake a thread. Workers that stay idle for a minute end. A process made
//! by `fork()` (multiprocessing's default on Linux) has none of its parent's workers: its first
//! call forgets them and starts its own.

use std::collections::VecDeque;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, OnceLock, PoisonError};
use std::time::{Duration, Instant};

use grundy::Budget;
use grundy::progress::ProgressLog;
use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;

use crate::lang::t;

/// How long the calling thread waits between two looks at Python's signals.
const SLICE: Duration = Duration::from_millis(25);

/// How long a thread watches for a job or a result before it sleeps.
const SPIN: Duration = Duration::from_micros(50);

/// How long a worker sleeps waiting for a job before it ends.
const IDLE: Duration = Duration::from_secs(60);

/// A worker's stack: as large as a program's main thread, for the library's recursive searches.
const STACK: usize = 8 << 20;

type Job = Box<dyn FnOnce() + Send>;

struct Pool {
    state: Mutex<PoolState>,
    wake: Condvar,
    /// How many jobs are queued: what spinning workers watch.
    queued: AtomicUsize,
}

struct PoolState {
    jobs: VecDeque<Job>,
    /// Workers waiting for a job, watching or asleep.
    idle: usize,
    /// The process the workers belong to.
    process: u32,
}

fn pool() -> &'static Pool {
    static POOL: OnceLock<Pool> = OnceLock::new();
    POOL.get_or_init(|| Pool {
        state: Mutex::new(PoolState {
            jobs: VecDeque::new(),
            idle: 0,
            process: std::process::id(),
        }),
        wake: Condvar::new(),
        queued: AtomicUsize::new(0),
    })
}

impl Pool {
    fn lock(&self) -> std::sync::MutexGuard<'_, PoolState> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn submit(&'static self, job: Job) -> PyResult<()> {
        let mut state = self.lock();
        let process = std::process::id();
        if state.process != process {
            // A child made by fork(): the parent's workers, idle or not, are not here. (A
            // worker holds the lock only for a few instructions at a time, and fork() copies it
            // unlocked unless it fell into one of those.)
            state.process = process;
            state.idle = 0;
            state.jobs.clear();
        }
        state.jobs.push_back(job);
        self.queued.store(state.jobs.len(), Ordering::Release);
        // Each queued job needs an idle worker of its own (a worker counts itself out of `idle`
        // only when it takes a job), otherwise a new one.
        if state.idle >= state.jobs.len() {
            drop(state);
            self.wake.notify_one();
            return Ok(());
        }
        drop(state);
        std::thread::Builder::new()
            .name("grundy worker".to_string())
            .stack_size(STACK)
            .spawn(move || self.work())
            .map(|_| ())
            .map_err(|error| PyRuntimeError::new_err(format!("cannot start a thread: {error}")))
    }

    fn work(&self) {
        let mut state = self.lock();
        loop {
            if let Some(job) = state.jobs.pop_front() {
                self.queued.store(state.jobs.len(), Ordering::Release);
                drop(state);
                job();
                state = self.lock();
                continue;
            }
            state.idle += 1;
            drop(state);
            let watched = Instant::now();
            while self.queued.load(Ordering::Acquire) == 0 && watched.elapsed() < SPIN {
                std::thread::yield_now();
            }
            state = self.lock();
            if state.jobs.is_empty() {
                let (next, waited) = self
                    .wake
                    .wait_timeout(state, IDLE)
                    .unwrap_or_else(PoisonError::into_inner);
                state = next;
                if waited.timed_out() && state.jobs.is_empty() {
                    state.idle -= 1;
                    return;
                }
            }
            state.idle -= 1;
        }
    }
}

/// Where a worker leaves its result.
struct Slot<T> {
    value: Mutex<Option<std::thread::Result<T>>>,
    done: Condvar,
    /// Set once the value is in: what the calling thread watches before it sleeps.
    ready: AtomicBool,
}

impl<T> Slot<T> {
    fn put(&self, value: std::thread::Result<T>) {
        *self.value.lock().unwrap_or_else(PoisonError::into_inner) = Some(value);
        self.ready.store(true, Ordering::Release);
        self.done.notify_all();
    }

    /// Watches for the result for [`SPIN`].
    fn watch(&self) {
        let watched = Instant::now();
        while !self.ready.load(Ordering::Acquire) && watched.elapsed() < SPIN {
            std::thread::yield_now();
        }
    }

    /// The result, if it comes within `timeout` (`None`: wait as long as it takes).
    fn take(&self, timeout: Option<Duration>) -> Option<std::thread::Result<T>> {
        let mut value = self.value.lock().unwrap_or_else(PoisonError::into_inner);
        loop {
            if let Some(result) = value.take() {
                return Some(result);
            }
            match timeout {
                None => {
                    value = self
                        .done
                        .wait(value)
                        .unwrap_or_else(PoisonError::into_inner)
                }
                Some(timeout) => {
                    let (next, waited) = self
                        .done
                        .wait_timeout(value, timeout)
                        .unwrap_or_else(PoisonError::into_inner);
                    value = next;
                    if waited.timed_out() {
                        return value.take();
                    }
                }
            }
        }
    }
}

/// Runs `work` on a worker thread with `budget` entered and the GIL released, and returns what
/// it returns. A Python exception raised by a signal handler meanwhile (KeyboardInterrupt on
/// Ctrl-C) cancels the budget, waits for the worker to stop and is raised. A panic is reported
/// as an internal error. With `progress_every`, a line of progress is written to
/// `sys.stderr` that often.
pub fn interruptibly<T: Send + 'static>(
    py: Python<'_>,
    budget: &Budget,
    progress_every: Option<Duration>,
    work: impl FnOnce() -> T + Send + 'static,
) -> PyResult<T> {
    let slot = Arc::new(Slot {
        value: Mutex::new(None),
        done: Condvar::new(),
        ready: AtomicBool::new(false),
    });
    let job: Job = {
        let slot = Arc::clone(&slot);
        let budget = budget.clone();
        Box::new(move || slot.put(catch_unwind(AssertUnwindSafe(|| budget.run(work)))))
    };
    pool().submit(job)?;
    py.detach(|| slot.watch());
    let mut report = progress_every.map(|every| Report::new(budget, every));
    loop {
        if let Some(result) = py.detach(|| slot.take(Some(SLICE))) {
            return result.map_err(internal_error);
        }
        if let Err(raised) = py.check_signals() {
            budget.cancel();
            // The worker notices the cancellation at its next check of the budget.
            let _ = py.detach(|| slot.take(None));
            return Err(raised);
        }
        if let Some(report) = &mut report {
            report.write_if_due(py, budget);
        }
    }
}

/// The progress of one call, written to `sys.stderr` as plain lines.
struct Report {
    log: ProgressLog,
    /// What the work is called when it names no question, in the call's language.
    name: String,
}

impl Report {
    fn new(budget: &Budget, every: Duration) -> Report {
        Report {
            log: ProgressLog::new(every),
            name: budget.run(|| t!("python-progress-work")),
        }
    }

    /// Samples the budget and writes a line if one is due. A `sys.stderr` that cannot be
    /// written (None, closed) is skipped: reporting must not fail the computation.
    fn write_if_due(&mut self, py: Python<'_>, budget: &Budget) {
        let Some(line) = self.log.budget_line_if_due(budget, &self.name) else {
            return;
        };
        let _ = py.import("sys").and_then(|sys| {
            let stderr = sys.getattr("stderr")?;
            stderr.call_method1("write", (line + "\n",))?;
            stderr.call_method0("flush")
        });
    }
}

fn internal_error(panic: Box<dyn std::any::Any + Send>) -> PyErr {
    let what = panic
        .downcast_ref::<String>()
        .map(String::as_str)
        .or_else(|| panic.downcast_ref::<&str>().copied())
        .unwrap_or("a panic");
    crate::errors::internal(what)
}
