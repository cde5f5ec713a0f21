//! Where computations run: a bounded set of workers on tokio's blocking threads, each request
//! under its own [`Budget`], cancelled when the request is dropped (the client went away).
//!
//! Two limits keep one busy client from taking the server:
//! - at most [`Limits::max_concurrent`] computations at once; a request that finds every
//!   worker busy is refused at once (503 with `Retry-After`) instead of waiting in a queue;
//! - a computation still running after [`QUICK`] needs one of [`Limits::max_long`] places for
//!   long work; when none is free it is cancelled and refused (429), so quick requests always
//!   find a worker even while long ones run to their deadlines.

use std::panic::AssertUnwindSafe;
use std::sync::Arc;
use std::time::Duration;

use grundy::budget::Budget;
use tokio::sync::Semaphore;

use crate::Limits;
use crate::error::ApiError;

/// How long a computation runs before it counts as long and needs a place for long work.
pub const QUICK: Duration = Duration::from_millis(250);

/// The workers of one server.
pub struct Workers {
    limits: Limits,
    all: Arc<Semaphore>,
    long: Arc<Semaphore>,
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
            limits,
        }
    }

    /// The limits requests run under.
    pub fn limits(&self) -> &Limits {
        &self.limits
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
        let _cancel_on_drop = CancelOnDrop(budget.clone());
        let mut task = tokio::task::spawn_blocking(move || {
            // The worker is busy until the computation has actually stopped.
            let _permit = permit;
            let _entered = budget.enter();
            std::panic::catch_unwind(AssertUnwindSafe(work))
        });
        let finished = tokio::select! {
            finished = &mut task => Some(finished),
            () = tokio::time::sleep(QUICK) => None,
        };
        let finished = match finished {
            Some(finished) => finished,
            None => {
                let Ok(_long) = Arc::clone(&self.long).try_acquire_owned() else {
                    // Returning drops the guard, which cancels the computation.
                    return Err(ApiError::too_many_long(self.limits.max_long()));
                };
                task.await
            }
        };
        match finished {
            Ok(Ok(result)) => result,
            Ok(Err(_panic)) => Err(ApiError::internal(
                "internal error: the computation failed (a bug in grundy; please report it)",
            )),
            Err(_join) => Err(ApiError::internal(
                "internal error: the computation was lost",
            )),
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

    /// How many long computations may run at once: half the workers (at least one).
    pub fn max_long(&self) -> usize {
        (self.max_concurrent / 2).max(1)
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
}
