//! The sparse engine on several threads. The work of a heap has two parts:
//! - *preparing* it: step 1 for the pairs whose values are known ([`Batch::prepare`], a batch
//!   of heaps at a time) and step 2's scan over every split whose two parts are known, for the
//!   targets these marks leave ([`super::guess`], heap by heap): nearly all of the work, and
//!   independent from heap to heap once the values it reads are known;
//! - *finishing* it, in order: the pairs of step 1 with a part computed too recently (patches),
//!   the first splits, any target the preparation could not look for, then recording the
//!   value.
//!
//! The thread that called [`extend`] finishes every batch in order; `H` helper threads and,
//! whenever the batch it needs next is not ready, the calling thread itself prepare the
//! upcoming batches, each taking the lowest one nobody has taken. A batch `b` is prepared from
//! the values below its first heap less `L` batches (`L = H`, [`lag`]), so it may be taken once
//! batch `b − L` is being finished. Once a batch's step 1 is done, its heaps are claimed one by
//! one: the thread that prepared it guesses them from the last heap down, and the calling
//! thread, reaching the batch, computes the heaps nobody has claimed yet itself from the first
//! heap up, instead of waiting for their guesses. Both cores are busy from the first batch, the
//! scans of one heap stay on one thread, and the values never depend on which thread did what.
//!
//! The threads share the values (readers only read the prefix the calling thread has published,
//! in a buffer reserved in advance so it never moves) and `L + 1` batch slots: batch `b` goes to
//! slot `b mod (L + 1)`, whose previous batch `b − L − 1` is finished by the time `b` may be
//! taken.

use std::cell::UnsafeCell;
use std::sync::RwLock;
use std::sync::atomic::{AtomicBool, AtomicU8, AtomicUsize, Ordering};

use super::batch::{BATCH, Batch, Guess};
use super::{MoveLists, Segment, SparseEngine, guess, list_rare, rare_bit_words, step_one};
use crate::takebreak::values::{Cell, Column};

/// One batch's step-1 marks, the number (+ 1) of the batch they belong to (0: none yet),
/// whether a helper made them, and the guesses at its heaps.
#[derive(Default)]
struct Slot {
    batch: RwLock<Batch>,
    ready: AtomicUsize,
    by_helper: AtomicBool,
    heaps: [HeapGuess; BATCH],
}

/// Who does step 2 of one heap of a batch: [`FREE`], then [`CLAIMED`] by the first thread to
/// take it, and [`GUESSED`] once a preparing thread's guess is stored.
#[derive(Default)]
struct HeapGuess {
    state: AtomicU8,
    /// Written only by the thread that claimed the heap, before it stores [`GUESSED`]; read
    /// only by the finishing thread, after it loads [`GUESSED`]. (A lock here cost the
    /// finishing thread two more atomic writes to a line another core had just written.)
    guess: UnsafeCell<Option<Guess>>,
}

// SAFETY: the guess is accessed as documented on the field: the write happens before the
// release store of GUESSED, the read after the acquire load that sees it, and the slot is not
// reopened (its states reset) while a thread may still write a guess (it holds the batch's
// read lock meanwhile) or before the finishing thread has read them all.
unsafe impl Sync for HeapGuess {}

const FREE: u8 = 0;
const CLAIMED: u8 = 1;
const GUESSED: u8 = 2;

impl Slot {
    /// Marks the slot as holding batch `b` (made by a helper or not), every heap free; called
    /// holding the batch's write lock.
    fn open(&self, b: usize, by_helper: bool) {
        for heap in &self.heaps {
            heap.state.store(FREE, Ordering::Relaxed);
        }
        self.by_helper.store(by_helper, Ordering::Relaxed);
        self.ready.store(b + 1, Ordering::Release);
    }
}

impl HeapGuess {
    /// Claims the heap; `false` if another thread did first.
    fn claim(&self) -> bool {
        self.state
            .compare_exchange(FREE, CLAIMED, Ordering::AcqRel, Ordering::Acquire)
            .is_ok()
    }

    /// For the finishing thread: the guess made at this heap, waiting for one being made; `None`
    /// if nobody made one (the heap is then claimed here), it could not be made, or
    /// `panicked()` says the thread making it will never finish it.
    fn take(&self, panicked: impl Fn() -> bool) -> Option<Guess> {
        // Only read the state when it says the guess is there: no write to its line.
        let mut state = self.state.load(Ordering::Acquire);
        if state == FREE && self.claim() {
            return None;
        }
        while state != GUESSED {
            if panicked() {
                return None;
            }
            std::hint::spin_loop();
            state = self.state.load(Ordering::Acquire);
        }
        // SAFETY: the state is GUESSED (see the field).
        unsafe { (*self.guess.get()).take() }
    }
}

/// What the threads share besides the values.
struct Shared {
    /// How many values the calling thread has written (and will never write again).
    published: AtomicUsize,
    /// How many batches have been taken to prepare (the next one to take).
    taken: AtomicUsize,
    /// Set when the calling thread no longer needs batches.
    stop: AtomicBool,
    /// How many helpers ended normally (one that ended otherwise panicked).
    helpers_done: AtomicUsize,
    slots: Vec<Slot>,
    /// The segment's first heap, its number of batches, and the lag.
    start: usize,
    batches: usize,
    lag: usize,
}

impl Shared {
    /// The values batch `b` is prepared from: those below its first heap less `lag` batches.
    fn known(&self, b: usize) -> usize {
        (self.start + b * BATCH)
            .saturating_sub(self.lag * BATCH)
            .max(self.start)
    }

    /// Takes the next batch if it may be prepared now (the calling thread never waits here).
    fn try_take(&self) -> Option<usize> {
        let b = self.taken.load(Ordering::Acquire);
        let ready = b < self.batches && self.published.load(Ordering::Acquire) >= self.known(b);
        (ready
            && self
                .taken
                .compare_exchange(b, b + 1, Ordering::AcqRel, Ordering::Acquire)
                .is_ok())
        .then_some(b)
    }

    /// Takes the next batch, for a helper; `None` when there is none left.
    fn take(&self) -> Option<usize> {
        let b = self.taken.fetch_add(1, Ordering::AcqRel);
        (b < self.batches).then_some(b)
    }
}

/// The start of the values buffer, for the threads to read the published prefix.
#[derive(Clone, Copy)]
struct Published<T>(*const T);

// SAFETY: readers only read values the calling thread has finished writing (see `prefix`);
// `T` is a plain integer type.
unsafe impl<T: Cell> Send for Published<T> {}
// SAFETY: as for `Send`: shared, the pointer is only read through `prefix`, below the length
// the calling thread has published.
unsafe impl<T: Cell> Sync for Published<T> {}

impl<T: Cell> Published<T> {
    /// `G(0..len)`.
    ///
    /// SAFETY: the calling thread wrote these values before storing `published ≥ len` (with
    /// release ordering, read here with acquire ordering), never writes them again, and does not
    /// move the buffer before the helpers end.
    unsafe fn prefix(&self, len: usize) -> &[T] {
        // SAFETY: as documented above.
        unsafe { std::slice::from_raw_parts(self.0, len) }
    }
}

/// Computes values until `v` has `end` of them, on this thread and the engine's helpers; the
/// contract of [`SparseEngine::extend`], except that it returns [`Segment::Done`] early when
/// the mask changes.
pub(super) fn extend<T: Cell>(
    engine: &mut SparseEngine,
    v: &mut impl Column<T>,
    end: usize,
    observe: &mut impl FnMut(&[T]) -> bool,
) -> Segment {
    let start = v.len();
    // The buffer must not move while other threads read it: every push below fits.
    v.reserve_exact(end - start);
    let values = Published(v.as_ptr());
    let helpers = engine.helpers.max(1);
    let lag = lag(helpers);
    let shared = Shared {
        published: AtomicUsize::new(start),
        taken: AtomicUsize::new(0),
        stop: AtomicBool::new(false),
        helpers_done: AtomicUsize::new(0),
        slots: (0..=lag).map(|_| Slot::default()).collect(),
        start,
        batches: (end - start).div_ceil(BATCH),
        lag,
    };
    let mask_changes = engine.mask_changes;
    let preparer = Preparer {
        moves: engine.moves.clone(),
        rare: engine.rare.clone(),
        rare_values: engine.rare_values.clone(),
        listed: start,
        mask: engine.mask,
        mask_changes: engine.mask_changes,
        size: engine.dense_size(),
        rare_bits: rare_bit_words(engine.mask, engine.dense_limit / 64),
        dense_limit: engine.dense_limit,
        target_bits: Vec::new(),
    };
    crate::Budget::current().scope(|scope| {
        let threads: Vec<_> = (0..helpers)
            .map(|_| {
                let mut helper = preparer.clone();
                let shared = &shared;
                scope.spawn(move || {
                    while let Some(b) = shared.take() {
                        if !helper.prepare_slot(shared, values, b, end, true, || false) {
                            break;
                        }
                    }
                    shared.helpers_done.fetch_add(1, Ordering::Release);
                })
            })
            .collect();
        let mut own = preparer;
        // A helper that ended without saying so panicked (joining the scope reports it).
        let helper_panicked = || {
            threads.iter().filter(|thread| thread.is_finished()).count()
                > shared.helpers_done.load(Ordering::Acquire)
        };
        let outcome = 'batches: {
            for (b, first) in (start..end).step_by(BATCH).enumerate() {
                shared.published.store(first, Ordering::Release);
                let slot = &shared.slots[b % (lag + 1)];
                // While batch b is not ready, prepare a later one (or b itself) here.
                while slot.ready.load(Ordering::Acquire) != b + 1 {
                    if let Some(later) = shared.try_take() {
                        // Guesses at the batch needed now would only delay it, and guesses
                        // at a later one stop once it is ready (the heaps left unguessed are
                        // computed here in full when their turn comes).
                        let enough = || later == b || slot.ready.load(Ordering::Acquire) == b + 1;
                        own.prepare_slot(&shared, values, later, end, false, enough);
                    } else if helper_panicked() {
                        break 'batches engine.extend_alone(v, end, observe);
                    } else {
                        std::hint::spin_loop();
                    }
                }
                let by_helper = slot.by_helper.load(Ordering::Acquire);
                // Nobody writes the slot before this batch is finished: its next batch may be
                // prepared only from the values up to this one's end.
                let batch = slot.batch.read().expect("no thread panics holding a batch");
                for n in first..(first + BATCH).min(end) {
                    let guess = slot.heaps[n - first].take(helper_panicked);
                    let value = if batch.holds::<T>(n, engine.dense_size(), engine.mask_changes) {
                        engine.helper_heaps += u64::from(by_helper);
                        let (marks, covered) = (batch.heap_marks(n), batch.covered());
                        engine.value_dense_with(v, n, marks, covered, guess.as_ref())
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
                        // The prepared rare lists are stale: a new segment starts afresh.
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

/// A preparing thread's own copy of what it needs: the rare list, which grows as values are
/// published, and scratch space.
#[derive(Clone)]
struct Preparer {
    moves: MoveLists,
    rare: Vec<usize>,
    rare_values: Vec<u32>,
    /// The rare list holds the rare heaps below this.
    listed: usize,
    mask: u32,
    mask_changes: u32,
    /// A power of two above every value read.
    size: usize,
    /// Every value below the dense path's limit, rare or not, as bits.
    rare_bits: Vec<u64>,
    target_bits: Vec<u64>,
    /// The engine's [`SparseEngine::dense_limit`].
    dense_limit: usize,
}

impl Preparer {
    /// Prepares batch `b` (of the heaps below `end`) into its slot once the values it needs are
    /// published: step 1, then a guess at each heap it can claim until `enough()`; `false` when
    /// the calling thread has stopped, or when values outgrew the dense path (the slot is then
    /// marked ready but holds no batch `b`, so the calling thread computes those heaps alone),
    /// so that a helper ends.
    fn prepare_slot<T: Cell>(
        &mut self,
        shared: &Shared,
        values: Published<T>,
        b: usize,
        end: usize,
        by_helper: bool,
        enough: impl Fn() -> bool,
    ) -> bool {
        let known = shared.known(b);
        let published = wait(
            || shared.published.load(Ordering::Acquire) >= known,
            || shared.stop.load(Ordering::Acquire),
        );
        if !published {
            return false;
        }
        // SAFETY: `known` values are published.
        let v = unsafe { values.prefix(known) };
        if known > self.listed {
            list_rare(
                &mut self.rare,
                &mut self.rare_values,
                v,
                self.listed,
                self.mask,
            );
            // The marks must hold every XOR of the values read (a batch made for smaller values
            // is not used: the calling thread checks the size).
            if let Some(largest) = v[self.listed..].iter().map(|value| value.to_u32()).max() {
                self.size = self.size.max((largest as usize + 1).next_power_of_two());
            }
            self.listed = known;
        }
        let slot = &shared.slots[b % (shared.lag + 1)];
        if self.size > self.dense_limit {
            let batch = slot
                .batch
                .write()
                .expect("no thread panics holding a batch");
            slot.open(b, by_helper);
            drop(batch);
            return false;
        }
        let step = step_one(
            &self.moves,
            &self.rare,
            &self.rare_values,
            self.mask_changes,
        );
        let first = shared.start + b * BATCH;
        let mut batch = slot
            .batch
            .write()
            .expect("no thread panics holding a batch");
        batch.prepare(v, first, self.size, &step);
        slot.open(b, by_helper);
        drop(batch);
        let batch = slot.batch.read().expect("no thread panics holding a batch");
        if enough() || slot.ready.load(Ordering::Acquire) != b + 1 {
            // Or the calling thread finished the batch meanwhile and the slot moved on.
            return true;
        }
        // Guesses from the last heap down: the calling thread takes heaps from the first up.
        // The read lock held till the end keeps the next batch of this slot from reopening
        // its heaps while this loop may still claim one.
        let stop = || shared.stop.load(Ordering::Relaxed);
        for n in (first..(first + BATCH).min(end)).rev() {
            let heap = &slot.heaps[n - first];
            if enough() || !heap.claim() {
                break;
            }
            let made = guess(
                &self.moves,
                v,
                n,
                batch.heap_marks(n),
                &self.rare_bits,
                &mut self.target_bits,
                &stop,
            );
            // SAFETY: this thread claimed the heap, and stores GUESSED only after this write.
            unsafe { *heap.guess.get() = made };
            heap.state.store(GUESSED, Ordering::Release);
        }
        true
    }
}

/// How many batches may be prepared ahead of the one being finished: one per thread. With one
/// per helper, a helper often waited for the calling thread to publish values while that
/// thread was busy preparing a batch itself (Grundy's game to 2^23 on two threads: 5.3 s
/// with a lag of 1, 4.8 s with 2, 5.0 s with 3; 8.8 s on one thread). A longer lag makes the
/// first splits, which a batch cannot scan, more.
fn lag(helpers: usize) -> usize {
    helpers + 1
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
