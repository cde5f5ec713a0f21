//! Step 1 and a guess at step 2 on helper threads. While the main thread finishes one batch of
//! heaps (the patches of step 1 and step 2), `H` helper threads prepare the next batches: each
//! makes a batch's marks from the values known when the main thread began the batch `L` before
//! it (`L ≥ H`, [`lag`]), and then, for each heap of the batch, scans the first splits whose
//! parts are both known for the targets these marks leave ([`super::guess`]). The main thread
//! patches the pairs of the last `(L + 1)·BATCH` partners, drops the targets a guess saw and
//! scans only what the guess did not: most of the work of both steps moves off the main thread.
//!
//! The threads share the values (the helpers read the prefix the main thread has published,
//! in a buffer reserved in advance so it never moves) and `L + 1` batch slots: a helper fills
//! slot `b mod (L + 1)` with batch `b` once the main thread has started batch `b − L`, so it is
//! done with batch `b − L − 1`, the slot's previous contents. Helper `k` makes the batches
//! `b ≡ k (mod H)`.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use super::batch::{BATCH, Batch, StepOne};
use super::{DENSE_LIMIT, MoveLists, Segment, SparseEngine, guess, list_rare, rare_bit_words};
use crate::takebreak::values::{Cell, Column};

/// One batch's marks and the number (+ 1) of the batch they belong to (0: none yet).
#[derive(Default)]
struct Slot {
    batch: Mutex<Batch>,
    ready: AtomicUsize,
}

/// What the threads share besides the values.
struct Shared {
    /// How many values the main thread has written (and will never write again).
    published: AtomicUsize,
    /// Set when the main thread no longer needs batches.
    stop: AtomicBool,
    slots: Vec<Slot>,
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
/// of [`SparseEngine::extend`], except that it returns [`Segment::Done`] early when the mask
/// changes.
pub(super) fn extend<T: Cell>(
    engine: &mut SparseEngine,
    v: &mut impl Column<T>,
    end: usize,
    observe: &mut impl FnMut(&[T]) -> bool,
) -> Segment {
    let start = v.len();
    // The buffer must not move while the helper reads it: every push below fits.
    v.reserve_exact(end - start);
    let values = Published(v.as_ptr());
    let helpers = engine.helpers.max(1);
    let lag = lag(helpers);
    let shared = Shared {
        published: AtomicUsize::new(start),
        stop: AtomicBool::new(false),
        slots: (0..=lag).map(|_| Slot::default()).collect(),
    };
    let mask_changes = engine.mask_changes;
    let helper = Helper {
        moves: engine.moves.clone(),
        rare: engine.rare.clone(),
        rare_values: engine.rare_values.clone(),
        mask: engine.mask,
        mask_changes: engine.mask_changes,
        size: engine.dense_size(),
        helpers,
    };
    std::thread::scope(|scope| {
        let threads: Vec<_> = (0..helpers)
            .map(|k| {
                let mut helper = helper.clone_for();
                let shared = &shared;
                scope.spawn(move || helper.run(k, shared, values, start, end))
            })
            .collect();
        let outcome = 'batches: {
            for (b, first) in (start..end).step_by(BATCH).enumerate() {
                shared.published.store(first, Ordering::Release);
                let slot = &shared.slots[b % (lag + 1)];
                let ready = wait(
                    || slot.ready.load(Ordering::Acquire) == b + 1,
                    || threads[b % helpers].is_finished(),
                );
                if !ready {
                    // The helper ended early (it panicked: joining the scope reports it).
                    break 'batches engine.extend_alone(v, end, observe);
                }
                let mut batch = slot.batch.lock().expect("the helper does not panic");
                for n in first..(first + BATCH).min(end) {
                    let value = if batch.holds::<T>(n, engine.dense_size(), engine.mask_changes) {
                        let (seen, covered, guess) = batch.marks_and_guess(n);
                        engine.helper_heaps += 1;
                        engine.value_dense_with(v, n, seen, covered, guess)
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
                    if engine.mask_changes != mask_changes {
                        // The helpers' rare lists are stale: a new segment starts new helpers.
                        break 'batches Segment::Done;
                    }
                }
            }
            Segment::Done
        };
        shared.stop.store(true, Ordering::Release);
        outcome
    })
}

/// A helper's own copy of what step 1 needs: the rare list grows as values are published.
struct Helper {
    moves: MoveLists,
    rare: Vec<usize>,
    rare_values: Vec<u32>,
    mask: u32,
    mask_changes: u32,
    size: usize,
    /// How many helpers share the batches.
    helpers: usize,
}

impl Helper {
    fn clone_for(&self) -> Helper {
        Helper {
            moves: self.moves.clone(),
            rare: self.rare.clone(),
            rare_values: self.rare_values.clone(),
            ..*self
        }
    }

    /// Makes the batches `b ≡ k (mod helpers)` of the heaps `start..end`.
    fn run<T: Cell>(
        &mut self,
        k: usize,
        shared: &Shared,
        values: Published<T>,
        start: usize,
        end: usize,
    ) {
        let mut listed = start;
        // Every value below 4096 (the dense path's limit), rare or not, as bits.
        let rare_bits = rare_bit_words(self.mask, DENSE_LIMIT / 64);
        let mut target_bits = Vec::new();
        for (b, first) in (start..end)
            .step_by(BATCH)
            .enumerate()
            .skip(k)
            .step_by(self.helpers)
        {
            // Batch b − lag has begun, so batch b − lag − 1 (this slot's last) is finished.
            let lag = lag(self.helpers);
            let known = first.saturating_sub(lag * BATCH).max(start);
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
                amounts: &self.moves.leave_two,
                unequal: self.moves.unequal,
                rare: &self.rare,
                rare_values: &self.rare_values,
                mask_changes: self.mask_changes,
            };
            let slot = &shared.slots[b % (lag + 1)];
            let mut batch = slot
                .batch
                .lock()
                .expect("the main thread does not panic holding a batch");
            batch.prepare(v, first, self.size, &step);
            let moves = &self.moves;
            batch.make_guesses(end, |n, marks| {
                guess(moves, v, n, marks, &rare_bits, &mut target_bits)
            });
            drop(batch);
            slot.ready.store(b + 1, Ordering::Release);
        }
    }
}

/// How many batches the helpers may run ahead of the main thread: one per helper. (Eight
/// batches for one helper made Grundy's game to 2^24 1.4 times slower: its rare heaps are
/// mostly small, so the main thread patched many more pairs and the guesses, blind to the
/// first `(lag + 1)·BATCH` splits, rarely saw a target.)
fn lag(helpers: usize) -> usize {
    helpers
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
