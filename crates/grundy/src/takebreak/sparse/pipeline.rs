//! Step 1 on a second thread. While the main thread finishes one batch of heaps (the patches
//! and the scan of step 2), a helper thread prepares the next batch's marks from the values
//! known when the current batch began. The helper is one batch behind, so the main thread
//! patches the pairs of the last `2·BATCH` partners instead of `BATCH`: a few more marks per
//! heap against most of step 1 moved off the main thread.
//!
//! The two threads share the values (the helper reads the prefix the main thread has
//! published, in a buffer reserved in advance so it never moves) and two batch slots: the helper
//! fills slot `b mod 2` with batch `b` once the main thread has started batch `b − 1`, so the
//! main thread is done with batch `b − 2`, the slot's previous contents.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use super::batch::{BATCH, Batch, StepOne};
use super::{DENSE_LIMIT, Segment, SparseEngine, list_rare};
use crate::takebreak::values::Cell;

/// One batch's marks and the number (+ 1) of the batch they belong to (0: none yet).
#[derive(Default)]
struct Slot {
    batch: Mutex<Batch>,
    ready: AtomicUsize,
}

/// What the two threads share besides the values.
#[derive(Default)]
struct Shared {
    /// How many values the main thread has written (and will never write again).
    published: AtomicUsize,
    /// Set when the main thread no longer needs batches.
    stop: AtomicBool,
    slots: [Slot; 2],
}

/// The start of the values buffer, for the helper to read the published prefix.
#[derive(Clone, Copy)]
struct Published<T>(*const T);

// SAFETY: the helper only reads values the main thread has finished writing (see `prefix`);
// `T` is a plain integer type.
unsafe impl<T: Cell> Send for Published<T> {}
unsafe impl<T: Cell> Sync for Published<T> {}

impl<T: Cell> Published<T> {
    /// `G(0..len)`.
    ///
    /// SAFETY: the main thread wrote these values before storing `published ≥ len` (with
    /// release ordering, read here with acquire ordering), never writes them again, and does not
    /// move the buffer before the helper ends.
    unsafe fn prefix(&self, len: usize) -> &[T] {
        // SAFETY: as documented above.
        unsafe { std::slice::from_raw_parts(self.0, len) }
    }
}

/// Computes values until `v` has `end` of them, with step 1 on a helper thread; the contract
/// of [`SparseEngine::extend`].
pub(super) fn extend<T: Cell>(
    engine: &mut SparseEngine,
    v: &mut Vec<T>,
    end: usize,
    observe: &mut impl FnMut(&[T]) -> bool,
) -> Segment {
    let start = v.len();
    // The buffer must not move while the helper reads it: every push below fits.
    v.reserve_exact(end - start);
    let values = Published(v.as_ptr());
    let shared = Shared::default();
    shared.published.store(start, Ordering::Release);
    let mut helper = Helper {
        amounts: engine.moves.leave_two.clone(),
        unequal: engine.moves.unequal,
        rare: engine.rare.clone(),
        rare_values: engine.rare_values.clone(),
        mask: engine.mask,
        mask_changes: engine.mask_changes,
        size: engine.dense_size(),
    };
    std::thread::scope(|scope| {
        let helper = scope.spawn(|| helper.run(&shared, values, start, end));
        let outcome = 'batches: {
            for (b, first) in (start..end).step_by(BATCH).enumerate() {
                shared.published.store(first, Ordering::Release);
                let slot = &shared.slots[b % 2];
                let ready = wait(
                    || slot.ready.load(Ordering::Acquire) == b + 1,
                    || helper.is_finished(),
                );
                if !ready {
                    // The helper ended early (it panicked: joining the scope reports it).
                    break 'batches engine.extend_alone(v, end, observe);
                }
                let mut batch = slot.batch.lock().expect("the helper does not panic");
                for n in first..(first + BATCH).min(end) {
                    let value = if batch.holds::<T>(n, engine.dense_size(), engine.mask_changes) {
                        let (seen, covered) = batch.marks(n);
                        engine.helper_heaps += 1;
                        engine.value_dense_with(v, n, seen, covered)
                    } else {
                        // Values grew past the batch's width: the engine's own step 1.
                        engine.value(v, n)
                    };
                    let value = match value {
                        Ok(value) => value,
                        Err(why) => break 'batches Segment::Limit(why),
                    };
                    if let Some(outcome) = engine.push(v, value, observe) {
                        break 'batches outcome;
                    }
                }
            }
            Segment::Done
        };
        shared.stop.store(true, Ordering::Release);
        outcome
    })
}

/// The helper's own copy of what step 1 needs: the rare list grows as values are published.
struct Helper {
    amounts: Vec<usize>,
    unequal: bool,
    rare: Vec<usize>,
    rare_values: Vec<u32>,
    mask: u32,
    mask_changes: u32,
    size: usize,
}

impl Helper {
    fn run<T: Cell>(&mut self, shared: &Shared, values: Published<T>, start: usize, end: usize) {
        let mut listed = start;
        for (b, first) in (start..end).step_by(BATCH).enumerate() {
            // Batch b − 1 has begun, so batch b − 2 (this slot's last) is finished.
            let known = first.saturating_sub(BATCH).max(start);
            let published = wait(
                || shared.published.load(Ordering::Acquire) >= known,
                || shared.stop.load(Ordering::Acquire),
            );
            if !published {
                return;
            }
            // SAFETY: `known` values are published.
            let v = unsafe { values.prefix(known) };
            list_rare(&mut self.rare, &mut self.rare_values, v, listed, self.mask);
            // The marks must hold every XOR of the values read (a batch made for smaller values
            // is not used: the main thread checks the size).
            let largest = v[listed..].iter().map(|value| value.to_u32()).max();
            if let Some(largest) = largest {
                self.size = self.size.max((largest as usize + 1).next_power_of_two());
            }
            listed = known;
            if self.size > DENSE_LIMIT {
                return;
            }
            let step = StepOne {
                amounts: &self.amounts,
                unequal: self.unequal,
                rare: &self.rare,
                rare_values: &self.rare_values,
                mask_changes: self.mask_changes,
            };
            let slot = &shared.slots[b % 2];
            slot.batch
                .lock()
                .expect("the main thread does not panic holding a batch")
                .prepare(v, first, self.size, &step);
            slot.ready.store(b + 1, Ordering::Release);
        }
    }
}

/// Spins until `done()`, or returns `false` once `give_up()`; yields now and then so that a
/// busy machine is not starved.
fn wait(done: impl Fn() -> bool, give_up: impl Fn() -> bool) -> bool {
    let mut spins = 0u32;
    loop {
        if done() {
            return true;
        }
        if give_up() {
            return done();
        }
        spins = spins.wrapping_add(1);
        if spins.is_multiple_of(64) {
            std::thread::yield_now();
        } else {
            std::hint::spin_loop();
        }
    }
}
