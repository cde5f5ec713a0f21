//! The transposition table: what is known about components already searched, in bounded
//! memory.
//!
//! An entry holds, for one component key, its exact value when known, and otherwise the values
//! it has been shown not to have (below 64: a bitmask). The table starts small and doubles as
//! it fills (at half full), up to a capacity set by a byte budget. A key lives in one of the
//! `WINDOW` slots that follow the slot its hash picks (open addressing, linear probing);
//! when they are all taken, a new entry replaces the least valuable one among them (the one
//! that took the least search to establish, partial knowledge before exact values).
//! Forgetting is always safe: the search recomputes.
//!
//! A large table is split into shards by the high bits of the hash, each growing on its own,
//! so that no growth step moves more than `SHARD_BYTES`: doubling a 2 GiB table at once
//! would stall the search (and its cancellation) for seconds. Each shard has its own lock, so
//! that the threads of a [parallel search](super::value::Search::run_parallel) share one table,
//! and no thread ever waits for one: a shard another thread holds answers "unknown" and
//! ignores what it is told (a thread preempted while holding a lock, as on a busy machine,
//! would otherwise stall the others).
//!
//! A read of a large table nearly always misses the processor's caches. The search asks for
//! a key's slot ahead of time ([`Table::prefetch`]) and reads it after other work, so that the
//! wait overlaps that work.

use std::hash::{Hash, Hasher};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, MutexGuard, TryLockError};

/// How many slots from the one its hash picks a key may live in.
pub(crate) const WINDOW: usize = 16;

/// The smallest shard, in slots.
const MIN_SLOTS: usize = 1 << 8;

/// The slots a shard starts with: a table of 256 shards then takes 128 KiB until it is used
/// (a short search, such as a board valued by symmetry, would otherwise spend more time
/// clearing pages for the table than searching).
const INITIAL_SLOTS: usize = 1 << 4;

/// The most bytes a shard holds before the table is split into more shards (up to
/// [`MAX_SHARDS`]).
pub(crate) const SHARD_BYTES: u64 = 8 << 20;

/// The most shards a table is split into.
const MAX_SHARDS: usize = 256;

/// The fewest shards of a table large enough for them (threads sharing the table then seldom
/// want the same shard at once).
const MIN_SHARDS: usize = 16;

/// `Slot::exact` of an empty slot.
const EMPTY: u16 = u16::MAX;
/// `Slot::exact` of a slot that knows no exact value.
const UNKNOWN: u16 = u16::MAX - 1;

/// The largest value the table stores exactly (larger ones are searched again when needed).
pub(crate) const MAX_STORED_VALUE: u32 = UNKNOWN as u32 - 1;

#[derive(Clone, Copy)]
struct Slot<K> {
    key: K,
    /// Values shown not to be the component's value (bit v for v < 64).
    excluded: u64,
    /// The exact value, or `UNKNOWN`, or `EMPTY`.
    exact: u16,
    /// How much search the entry took, as a base-2 logarithm: what replacement keeps.
    work: u8,
}

impl<K: Default> Slot<K> {
    fn empty() -> Self {
        Slot {
            key: K::default(),
            excluded: 0,
            exact: EMPTY,
            work: 0,
        }
    }
}

impl<K> Slot<K> {
    fn is_empty(&self) -> bool {
        self.exact == EMPTY
    }

    /// What replacement keeps: search effort first, exact values before partial knowledge.
    fn worth(&self) -> u16 {
        (u16::from(self.work) << 1) | u16::from(self.exact != UNKNOWN)
    }
}

/// Hashes keys (a few machine words) for the table: each word is mixed in by a
/// multiply-rotate step, and the result by the SplitMix64 finaliser, so that every bit of the
/// key reaches the low bits that pick the slot.
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    #[inline]
    fn write_u64(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(23) ^ word).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }

    #[inline]
    fn write_u128(&mut self, word: u128) {
        self.write_u64(word as u64);
        self.write_u64((word >> 64) as u64);
    }

    #[inline]
    fn write_usize(&mut self, word: usize) {
        self.write_u64(word as u64);
    }

    #[inline]
    fn finish(&self) -> u64 {
        let mut hash = self.0;
        hash = (hash ^ (hash >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        hash = (hash ^ (hash >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        hash ^ (hash >> 31)
    }
}

/// The hash of a key (or of any value made of a few machine words), by [`KeyHasher`].
#[inline]
pub(crate) fn hash_key<K: Hash>(key: &K) -> u64 {
    let mut hasher = KeyHasher(0);
    key.hash(&mut hasher);
    hasher.finish()
}

/// What the table knows about one component.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Knowledge {
    /// The exact value, if known.
    pub exact: Option<u32>,
    /// Values below 64 the component is known not to have (bit v: not v).
    pub excluded: u64,
}

impl Knowledge {
    /// Whether `value` is known not to be the component's value.
    pub fn rules_out(&self, value: u32) -> bool {
        match self.exact {
            Some(exact) => exact != value,
            None => value < 64 && self.excluded >> value & 1 == 1,
        }
    }
}

/// A transposition table from component keys to what is known of their values.
///
/// ```
/// use grundy::search::Table;
/// let table: Table<u64> = Table::new(1 << 20);
/// table.exclude(7, 0b101, 3); // key 7: the value is neither 0 nor 2
/// assert!(table.get(7).unwrap().rules_out(2));
/// table.store(7, 1, 5);
/// assert_eq!(table.get(7).unwrap().exact, Some(1));
/// assert_eq!(table.get(8), None);
/// ```
pub struct Table<K> {
    shards: Vec<Mutex<Shard<K>>>,
    /// Where each shard's slots are, readable without its lock (for prefetching).
    places: Vec<Place>,
    /// The shard of a hash is its top bits: `hash >> shard_shift` (0 with one shard).
    shard_shift: u32,
}

/// The address of a shard's first slot and its slot mask, written under the shard's lock
/// whenever it grows and read without it by [`Table::prefetch`]. A stale or torn pair only
/// makes a prefetch warm the wrong cache line: prefetching never faults and reads nothing.
#[derive(Default)]
struct Place {
    first: AtomicUsize,
    mask: AtomicUsize,
}

impl Place {
    fn record<K>(&self, shard: &Shard<K>) {
        self.first
            .store(shard.slots.as_ptr() as usize, Ordering::Relaxed);
        self.mask.store(shard.slots.len() - 1, Ordering::Relaxed);
    }
}

/// A part of a [`Table`]: an open-addressing table of its own.
struct Shard<K> {
    slots: Vec<Slot<K>>,
    /// Occupied slots.
    len: usize,
    /// The most slots the byte budget allows (a power of two).
    max_slots: usize,
    /// Entries that displaced another one once the shard was full.
    replaced: u64,
}

impl<K: Copy + Eq + Hash + Default> Table<K> {
    /// An empty table that will hold at most about `max_bytes` bytes of entries.
    pub fn new(max_bytes: u64) -> Self {
        let slot = std::mem::size_of::<Slot<K>>() as u64;
        let fit = (max_bytes / slot).clamp(MIN_SLOTS as u64, 1 << 40);
        // The largest power of two that fits.
        let max_slots = 1usize << (63 - fit.leading_zeros());
        let shards = (max_slots as u64 * slot / SHARD_BYTES)
            .max((max_slots / MIN_SLOTS).min(MIN_SHARDS) as u64)
            .clamp(1, MAX_SHARDS as u64) as usize;
        let shards = 1usize << (63 - (shards as u64).leading_zeros());
        let per_shard = (max_slots / shards).max(MIN_SLOTS);
        let shard_shift = if shards == 1 {
            64
        } else {
            64 - shards.trailing_zeros()
        };
        let shards: Vec<Shard<K>> = (0..shards)
            .map(|_| Shard {
                slots: vec![Slot::empty(); INITIAL_SLOTS],
                len: 0,
                max_slots: per_shard,
                replaced: 0,
            })
            .collect();
        Table {
            places: shards
                .iter()
                .map(|shard| {
                    let place = Place::default();
                    place.record(shard);
                    place
                })
                .collect(),
            shards: shards.into_iter().map(Mutex::new).collect(),
            shard_shift,
        }
    }

    /// The bytes one entry takes.
    pub(crate) fn entry_bytes() -> usize {
        std::mem::size_of::<Slot<K>>()
    }

    /// How many components the table knows something about.
    pub fn len(&self) -> usize {
        self.locked().map(|shard| shard.len).sum()
    }

    /// Every shard, locked in turn.
    fn locked(&self) -> impl Iterator<Item = MutexGuard<'_, Shard<K>>> {
        self.shards.iter().map(lock)
    }

    /// Whether the table is empty.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The most entries the table will ever hold.
    pub fn max_len(&self) -> usize {
        self.locked().map(|shard| shard.max_slots).sum()
    }

    /// How many entries were stored over others once the table was full.
    pub fn replaced(&self) -> u64 {
        self.locked().map(|shard| shard.replaced).sum()
    }

    /// The bytes the table holds now.
    pub fn bytes(&self) -> usize {
        self.locked().map(|shard| shard.slots.len()).sum::<usize>() * Self::entry_bytes()
    }

    /// Forgets everything (the memory is kept).
    pub fn clear(&self) {
        for mut shard in self.locked() {
            shard.slots.fill(Slot::empty());
            shard.len = 0;
        }
    }

    fn shard(&self, hash: u64) -> usize {
        hash.checked_shr(self.shard_shift).unwrap_or(0) as usize
    }

    /// Starts bringing the slot of `key` into the processor's cache, so that a [`Table::get`]
    /// of it a little later does not wait for memory. Changes nothing.
    ///
    /// ```
    /// use grundy::search::Table;
    /// let table: Table<u64> = Table::new(1 << 20);
    /// table.store(7, 3, 1);
    /// table.prefetch(&7); // a hint: what the table holds is unchanged
    /// assert_eq!(table.get(7).unwrap().exact, Some(3));
    /// ```
    #[inline]
    pub fn prefetch(&self, key: &K) {
        let hash = hash_key(key);
        let place = &self.places[self.shard(hash)];
        let first = place.first.load(Ordering::Relaxed);
        let index = hash as usize & place.mask.load(Ordering::Relaxed);
        prefetch_address(first.wrapping_add(index * std::mem::size_of::<Slot<K>>()));
    }

    /// What is known about the component with key `key`.
    #[inline]
    pub fn get(&self, key: K) -> Option<Knowledge> {
        let hash = hash_key(&key);
        let shard = try_lock(&self.shards[self.shard(hash)])?;
        let slot = &shard.slots[shard.find(hash, &key).ok()?];
        Some(Knowledge {
            exact: (slot.exact != UNKNOWN).then_some(u32::from(slot.exact)),
            excluded: slot.excluded,
        })
    }

    /// Records that the component with key `key` has value `value`, found with about `work`
    /// positions searched.
    pub fn store(&self, key: K, value: u32, work: u64) {
        if value > MAX_STORED_VALUE {
            return;
        }
        self.update(key, work, |slot| slot.exact = value as u16);
    }

    /// Records that the component with key `key` has none of the values in the bitmask
    /// `excluded` (bit v: not v).
    pub fn exclude(&self, key: K, excluded: u64, work: u64) {
        self.update(key, work, |slot| slot.excluded |= excluded);
    }

    fn update(&self, key: K, work: u64, change: impl Fn(&mut Slot<K>)) {
        let hash = hash_key(&key);
        let index = self.shard(hash);
        if let Some(mut shard) = try_lock(&self.shards[index])
            && shard.update(hash, key, work, change)
        {
            self.places[index].record(&shard);
        }
    }
}

/// Asks the processor to bring the cache line at `address` closer (a hint with no effect on
/// what any program reads).
#[inline]
fn prefetch_address(address: usize) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        // SAFETY: a prefetch reads no memory and never faults, whatever the address.
        unsafe { _mm_prefetch::<_MM_HINT_T0>(address as *const i8) };
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = address;
}

/// The shard, unless another thread holds it (then forgetting is the safe answer).
#[inline]
fn try_lock<T>(mutex: &Mutex<T>) -> Option<MutexGuard<'_, T>> {
    match mutex.try_lock() {
        Ok(guard) => Some(guard),
        Err(TryLockError::Poisoned(poisoned)) => Some(poisoned.into_inner()),
        Err(TryLockError::WouldBlock) => None,
    }
}

/// Locks a shard. A thread that panicked holding the lock left the shard whole (an update
/// changes one slot at a time, and a half-grown shard only forgets), so the lock is taken
/// over.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl<K: Copy + Eq + Hash + Default> Shard<K> {
    fn home(&self, hash: u64) -> usize {
        hash as usize & (self.slots.len() - 1)
    }

    /// The index of the slot holding `key`, or `Err` with the first empty slot of its window
    /// (`None` when the window is full).
    #[inline]
    fn find(&self, hash: u64, key: &K) -> Result<usize, Option<usize>> {
        let mask = self.slots.len() - 1;
        let home = self.home(hash);
        for step in 0..WINDOW {
            let index = (home + step) & mask;
            let slot = &self.slots[index];
            if slot.is_empty() {
                // Entries are never removed, so the key is not further on.
                return Err(Some(index));
            }
            if slot.key == *key {
                return Ok(index);
            }
        }
        Err(None)
    }

    /// Applies `change` to the slot of `key` (a new one if need be); `true` when the shard
    /// grew to make room.
    fn update(&mut self, hash: u64, key: K, work: u64, change: impl Fn(&mut Slot<K>)) -> bool {
        let work = (64 - work.leading_zeros()) as u8;
        let grows = (self.len + 1) * 2 > self.slots.len() && self.slots.len() < self.max_slots;
        if grows {
            self.grow();
        }
        let index = match self.find(hash, &key) {
            Ok(index) => {
                let slot = &mut self.slots[index];
                change(slot);
                slot.work = slot.work.max(work);
                return grows;
            }
            Err(Some(empty)) => {
                self.len += 1;
                empty
            }
            Err(None) => {
                self.replaced += 1;
                self.weakest_in_window(hash)
            }
        };
        let slot = &mut self.slots[index];
        *slot = Slot {
            key,
            excluded: 0,
            exact: UNKNOWN,
            work,
        };
        change(slot);
        grows
    }

    /// The slot of least worth in the (full) window of `hash`.
    fn weakest_in_window(&self, hash: u64) -> usize {
        let mask = self.slots.len() - 1;
        let home = self.home(hash);
        (0..WINDOW)
            .map(|step| (home + step) & mask)
            .min_by_key(|&index| self.slots[index].worth())
            .expect("a window has slots")
    }

    /// Doubles the shard, placing every entry again.
    fn grow(&mut self) {
        let doubled = vec![Slot::empty(); self.slots.len() * 2];
        let old = std::mem::replace(&mut self.slots, doubled);
        self.len = 0;
        for slot in old.into_iter().filter(|slot| !slot.is_empty()) {
            let hash = hash_key(&slot.key);
            match self.find(hash, &slot.key) {
                Ok(_) => unreachable!("keys are unique"),
                Err(Some(empty)) => {
                    self.slots[empty] = slot;
                    self.len += 1;
                }
                Err(None) => {
                    let weakest = self.weakest_in_window(hash);
                    if self.slots[weakest].worth() < slot.worth() {
                        self.slots[weakest] = slot;
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_table_replaces_the_least_worked_entries_and_forgets_safely() {
        // Room for 1024 slots only: storing 10,000 keys must replace, never grow past it.
        let table: Table<u64> = Table::new(1024 * Table::<u64>::entry_bytes() as u64);
        assert_eq!(table.max_len(), 1024);
        assert_eq!(table.shards.len(), 4);
        for key in 0..10_000u64 {
            table.store(key, (key % 7) as u32, key);
        }
        assert!(table.len() <= 1024);
        assert!(table.replaced() > 0);
        // Whatever is remembered is right.
        let mut remembered = 0;
        for key in 0..10_000u64 {
            if let Some(knowledge) = table.get(key) {
                assert_eq!(knowledge.exact, Some((key % 7) as u32));
                remembered += 1;
            }
        }
        assert_eq!(remembered, table.len());
        // Entries that took more work are kept: most survivors are late (large-work) keys.
        let late = (5_000..10_000u64)
            .filter(|&k| table.get(k).is_some())
            .count();
        assert!(late * 2 > remembered, "{late} of {remembered}");
    }

    #[test]
    fn a_large_table_is_split_into_shards_that_grow_alone() {
        // 1 GiB of 24-byte entries: 2^25 slots (the largest power of two that fits), in 64
        // shards of at most 8 MiB.
        let table: Table<u64> = Table::new(1 << 30);
        assert_eq!(Table::<u64>::entry_bytes(), 24);
        assert_eq!(table.max_len(), 1 << 25);
        assert_eq!(table.shards.len(), 64);
        for key in 0..100_000u64 {
            table.store(key, (key % 5) as u32, 1);
        }
        // As in a single table, a full window may drop a key before the shard is half full,
        // seldom; whatever is remembered is right.
        let mut remembered = 0;
        for key in 0..100_000u64 {
            if let Some(knowledge) = table.get(key) {
                assert_eq!(knowledge.exact, Some((key % 5) as u32));
                remembered += 1;
            }
        }
        assert!(remembered > 99_900, "{remembered}");
        assert_eq!(remembered, table.len());
        // Every shard holds some keys, and none grew far beyond the others.
        let sizes: Vec<usize> = table.locked().map(|shard| shard.slots.len()).collect();
        assert!(sizes.iter().all(|&size| size <= 4096), "{sizes:?}");
        assert!(table.bytes() <= 64 * 4096 * Table::<u64>::entry_bytes());
    }

    #[test]
    fn the_table_grows_and_keeps_everything_while_there_is_room() {
        let table: Table<u64> = Table::new(1 << 24);
        for key in 0..5_000u64 {
            table.exclude(key, 1 << (key % 64), 1);
        }
        // A full window (a long run of taken slots) can make the table forget a key before
        // it is half full, but seldom.
        assert!(table.len() > 4_990, "{}", table.len());
        for key in 0..5_000u64 {
            if let Some(knowledge) = table.get(key) {
                assert!(knowledge.rules_out((key % 64) as u32));
                assert_eq!(knowledge.exact, None);
            }
        }
        table.store(3, 9, 1);
        assert_eq!(table.get(3).unwrap().exact, Some(9));
        assert!(table.get(3).unwrap().rules_out(3));
        table.clear();
        assert!(table.is_empty());
        assert_eq!(table.get(3), None);
    }
}
