//! Metering each computation's memory, whatever allocates it: a global allocator that charges
//! every allocation made on a worker thread to the request running there, and cancels that
//! request's budget when it holds more than its limit.
//!
//! The library's own memory checks bound the tables, sequences, lists and graphs it builds;
//! the memo tables of searches are bounded in positions (the state limit) rather than bytes.
//! A server answering strangers wants one bound on the bytes of each request: this is it. It
//! works only in a program that installs [`MeteredAllocator`] as its global allocator, as
//! `grundy serve` does:
//!
//! ```
//! #[global_allocator]
//! static ALLOCATOR: grundy_web::meter::MeteredAllocator = grundy_web::meter::MeteredAllocator;
//! # fn main() { assert!(grundy_web::meter::is_installed()); }
//! ```
//!
//! Without it, requests are bounded by the library's checks alone.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicIsize, Ordering};

use grundy::budget::Budget;

/// The system allocator, charging the allocations of metered threads to their [`Meter`].
pub struct MeteredAllocator;

thread_local! {
    /// The meter of the computation running on this thread, if any. Const-initialized and
    /// without a destructor, so reading it never allocates.
    static METER: Cell<*const Meter> = const { Cell::new(std::ptr::null()) };
}

fn charge(bytes: isize) {
    // `try_with`: the thread-local may already be gone while the thread ends.
    let _ = METER.try_with(|meter| {
        let meter = meter.get();
        if !meter.is_null() {
            // SAFETY: the pointer is set only while a `Metering` guard holds an Arc of the
            // meter on this thread, and cleared before the guard lets it go.
            unsafe { (*meter).charge(bytes) }
        }
    });
}

// SAFETY: every call is forwarded to the system allocator unchanged; the metering only counts.
unsafe impl GlobalAlloc for MeteredAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: forwarded with the caller's guarantees.
        let pointer = unsafe { System.alloc(layout) };
        if !pointer.is_null() {
            charge(layout.size() as isize);
        }
        pointer
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: forwarded with the caller's guarantees.
        let pointer = unsafe { System.alloc_zeroed(layout) };
        if !pointer.is_null() {
            charge(layout.size() as isize);
        }
        pointer
    }

    unsafe fn dealloc(&self, pointer: *mut u8, layout: Layout) {
        // SAFETY: forwarded with the caller's guarantees.
        unsafe { System.dealloc(pointer, layout) };
        charge(-(layout.size() as isize));
    }

    unsafe fn realloc(&self, pointer: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: forwarded with the caller's guarantees.
        let moved = unsafe { System.realloc(pointer, layout, new_size) };
        if !moved.is_null() {
            charge(new_size as isize - layout.size() as isize);
        }
        moved
    }
}

/// The memory one computation holds, its limit, and the budget cancelled when it passes it.
pub struct Meter {
    held: AtomicIsize,
    peak: AtomicIsize,
    limit: isize,
    exceeded: AtomicBool,
    budget: Budget,
}

impl Meter {
    /// A meter that cancels `budget` when more than `limit` bytes are held.
    pub fn new(limit: u64, budget: Budget) -> Arc<Meter> {
        Arc::new(Meter {
            held: AtomicIsize::new(0),
            peak: AtomicIsize::new(0),
            limit: isize::try_from(limit).unwrap_or(isize::MAX),
            exceeded: AtomicBool::new(false),
            budget,
        })
    }

    fn charge(&self, bytes: isize) {
        let held = self.held.fetch_add(bytes, Ordering::Relaxed) + bytes;
        // A load and, rarely, a store: only one thread charges a meter at a time.
        if held > self.peak.load(Ordering::Relaxed) {
            self.peak.store(held, Ordering::Relaxed);
        }
        // Cancelling is an atomic store: it does not allocate.
        if bytes > 0 && held > self.limit && !self.exceeded.swap(true, Ordering::Relaxed) {
            self.budget.cancel();
        }
    }

    /// The bytes held now by what was allocated under this meter (frees on other threads are
    /// not seen).
    pub fn held(&self) -> i64 {
        self.held.load(Ordering::Relaxed) as i64
    }

    /// The most bytes held at once so far.
    pub fn peak(&self) -> i64 {
        self.peak.load(Ordering::Relaxed) as i64
    }

    /// Whether the computation passed its limit (and so was cancelled).
    pub fn exceeded(&self) -> bool {
        self.exceeded.load(Ordering::Relaxed)
    }

    /// The limit, in bytes.
    pub fn limit(&self) -> u64 {
        self.limit as u64
    }

    /// Charges this thread's allocations to the meter until the guard is dropped.
    pub fn enter(self: &Arc<Meter>) -> Metering {
        let previous = METER.with(|meter| meter.replace(Arc::as_ptr(self)));
        Metering {
            meter: Arc::clone(self),
            previous,
        }
    }
}

/// While it lives, this thread's allocations are charged to its meter.
pub struct Metering {
    meter: Arc<Meter>,
    previous: *const Meter,
}

impl Drop for Metering {
    fn drop(&mut self) {
        METER.with(|meter| meter.set(self.previous));
        // The Arc is released after the pointer is cleared.
        let _ = &self.meter;
    }
}

/// Whether [`MeteredAllocator`] is this program's global allocator.
pub fn is_installed() -> bool {
    let meter = Meter::new(u64::MAX, Budget::default());
    let probe = {
        let _metering = meter.enter();
        std::hint::black_box(vec![0u8; 64])
    };
    let installed = meter.held() >= 64;
    drop(probe);
    installed
}
