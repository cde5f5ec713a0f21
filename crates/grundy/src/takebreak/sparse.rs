//! The sparse-space engine (Berlekamp, Conway and Guy, *Winning Ways*, ch. 4, "Sparse space
//! spells speed"; shared/reference/algorithms.md).
//!
//! A bit mask splits values into *rare* (even number of mask bits set) and *common* (odd). The
//! parity is linear under XOR, so a split can only have a common value if exactly one of its two
//! heaps is rare. In the games people study, rare values are few, so:
//! 1. the splits with a rare part (a short list of positions) give every common option value;
//!    `c`, the smallest common value not among them, bounds `G(n) ≤ c`;
//! 2. `G(n) < c` only if some rare value below `c` is missed by every option: scan the splits
//!    until each such rare value has been seen (usually early); the smallest one never seen is
//!    `G(n)`.
//!
//! Correctness never depends on the mask, only speed does. The mask is chosen from the value
//! frequencies to make the rare class small, and re-chosen as the sequence grows. The scan of
//! step 2 dominates: it reads the values as a contiguous slice of the narrowest width, 64 splits
//! at a time, in a branch-free loop the compiler vectorizes, and exits as soon as it can.

use super::naive::{Marks, MoveLists};
use super::rules::Rules;
use super::values::Cell;

/// How many splits the scan examines per block.
const LANES: usize = 64;

/// Up to this many distinct values, marks are a byte array cleared for every heap.
const DENSE_LIMIT: usize = 1 << 12;

/// How many splits of one amount are scanned before turning to the next amount.
const SCAN_BLOCK: usize = 1024;

/// The largest mask considered when choosing one (masks use the low 12 bits).
const MAX_MASK_BITS: u32 = 12;

/// The sparse-space engine's state: the mask, the rare positions and the value frequencies.
#[derive(Clone, Debug)]
pub struct SparseEngine {
    moves: MoveLists,
    mask: u32,
    /// Heap sizes `r ≥ 1` whose value is rare, in increasing order.
    rare: Vec<usize>,
    /// `rare_values[k]` is the value of heap `rare[k]` (beside it, so step 1 reads both lists
    /// in order instead of looking values up all over the sequence).
    rare_values: Vec<u32>,
    /// `frequencies[v]`: how many heap sizes so far have value `v`.
    frequencies: Vec<u64>,
    marks: Marks,
    targets: Vec<u32>,
    /// Which values the scan still looks for (all zeros between scans).
    table: Vec<u8>,
    /// The marks of the dense path.
    seen: Vec<u8>,
    /// The targets of the byte scan (kept to avoid an allocation per heap).
    wanted_bytes: Vec<u8>,
    /// When the mask is next reviewed (a heap count).
    next_review: usize,
    /// How many times the mask was changed.
    mask_changes: u32,
}

/// What the sparse engine knows about the sequence so far, for `--stats`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SparseStats {
    /// The current mask.
    pub mask: u32,
    /// How many heap sizes (≥ 1) have a rare value.
    pub rare_count: usize,
    /// The largest heap size with a rare value.
    pub last_rare: Option<usize>,
    /// How many times the mask was re-chosen.
    pub mask_changes: u32,
    /// The largest value so far.
    pub largest_value: u32,
}

#[inline(always)]
fn is_rare(value: u32, mask: u32) -> bool {
    (value & mask).count_ones() % 2 == 0
}

impl SparseEngine {
    /// An engine for `rules`, starting from an empty sequence.
    pub fn new(rules: &Rules) -> SparseEngine {
        SparseEngine {
            moves: MoveLists::new(rules),
            mask: 1,
            rare: Vec::new(),
            rare_values: Vec::new(),
            frequencies: Vec::new(),
            marks: Marks::default(),
            targets: Vec::new(),
            table: Vec::new(),
            seen: Vec::new(),
            wanted_bytes: Vec::new(),
            next_review: 64,
            mask_changes: 0,
        }
    }

    /// An engine resuming after the values `v` (from a checkpoint): the frequencies are counted
    /// and a mask chosen from them.
    pub fn resume<T: Cell>(rules: &Rules, v: &[T]) -> SparseEngine {
        let mut engine = SparseEngine::new(rules);
        for &value in v {
            engine.count(value.to_u32());
        }
        engine.rebuild_rare(v);
        engine.review_mask(v);
        engine.next_review = (v.len() + v.len() / 2).max(64);
        engine
    }

    /// The current statistics.
    pub fn stats(&self) -> SparseStats {
        SparseStats {
            mask: self.mask,
            rare_count: self.rare.len(),
            last_rare: self.rare.last().copied(),
            mask_changes: self.mask_changes,
            largest_value: self.frequencies.len().saturating_sub(1) as u32,
        }
    }

    fn count(&mut self, value: u32) {
        let index = value as usize;
        if self.frequencies.len() <= index {
            self.frequencies.resize(index + 1, 0);
        }
        self.frequencies[index] += 1;
    }

    /// `G(n)` from `v = G(0..n)`.
    pub fn value<T: Cell>(&mut self, v: &[T], n: usize) -> u32 {
        debug_assert_eq!(v.len(), n);
        if self.frequencies.len() <= DENSE_LIMIT {
            return self.value_dense(v, n);
        }
        let marks = &mut self.marks;
        marks.clear();
        self.moves.mark_take_and_three_heap_options(v, n, marks);
        // Step 1: every split with a rare part.
        for &i in &self.moves.leave_two {
            if n < i + 2 {
                continue;
            }
            let m = n - i;
            for (&r, &value) in self.rare.iter().zip(&self.rare_values) {
                if r >= m {
                    break;
                }
                if self.moves.unequal && 2 * r == m {
                    continue;
                }
                marks.insert(value ^ v[m - r].to_u32());
            }
        }
        let mask = self.mask;
        let mut common = 0;
        while is_rare(common, mask) || marks.contains(common) {
            common += 1;
        }
        // Step 2: rare values below `common` that no option has shown yet.
        self.targets.clear();
        for value in 0..common {
            if is_rare(value, mask) && !marks.contains(value) {
                self.targets.push(value);
            }
        }
        if self.targets.is_empty() {
            return common;
        }
        self.scan_all(v, n, common)
    }

    /// Step 2 for any width: scans the splits of every amount side by side, a block at a time
    /// (a target may be easy to reach by one amount and impossible by another).
    fn scan_all<T: Cell>(&mut self, v: &[T], n: usize, common: u32) -> u32 {
        // Targets too wide for `T` are never the value of a split of values of type `T`.
        let done = self
            .targets
            .iter()
            .copied()
            .find(|&t| t > T::MAX)
            .unwrap_or(common);
        let mut wanted: Vec<T> = self
            .targets
            .iter()
            .filter(|&&t| t <= T::MAX)
            .map(|&t| T::from_u32(t))
            .collect();
        if wanted.is_empty() {
            return done;
        }
        let by_table = wanted.len() > 2 && T::MAX <= u32::from(u16::MAX);
        let table = &mut self.table;
        if by_table {
            let size = T::MAX as usize + 1;
            if table.len() < size {
                table.resize(size, 0);
            }
            for &t in &wanted {
                table[t.to_u32() as usize] = 1;
            }
        }
        let mut remaining = wanted.len();
        let mut from = 1;
        let found_all = 'scan: loop {
            if from > n / 2 {
                break false;
            }
            for &i in &self.moves.leave_two {
                let m = n.saturating_sub(i);
                let last = self.moves.last_smaller_part(m);
                if from > last {
                    continue;
                }
                let to = last.min(from + SCAN_BLOCK - 1);
                let found_all = if by_table {
                    scan_by_table(v, m, from, to, table, &mut remaining)
                } else {
                    scan_by_comparing(v, m, from, to, &mut wanted)
                };
                if found_all {
                    break 'scan true;
                }
            }
            from += SCAN_BLOCK;
        };
        if by_table {
            wanted.retain(|&t| table[t.to_u32() as usize] == 1);
            for &t in &wanted {
                table[t.to_u32() as usize] = 0;
            }
        }
        if found_all {
            done
        } else {
            wanted
                .iter()
                .map(|&t| t.to_u32())
                .min()
                .expect("a target was never seen")
        }
    }

    /// [`SparseEngine::value`] while values are small: the marks are a plain byte array,
    /// written without reading (no dependency between iterations) and cleared in a few stores;
    /// one-byte values are scanned with explicit SIMD.
    fn value_dense<T: Cell>(&mut self, v: &[T], n: usize) -> u32 {
        // Values below 2^k have XORs below 2^k, and the smallest common value not marked is
        // below 2^(k+1) (masks use only the bits of the largest value).
        let size = (2 * (self.frequencies.len().max(1)).next_power_of_two()).max(512);
        let mut seen = std::mem::take(&mut self.seen);
        seen.clear();
        seen.resize(size, 0);
        let value = self.value_dense_with(v, n, &mut seen);
        self.seen = seen;
        value
    }

    fn value_dense_with<T: Cell>(&mut self, v: &[T], n: usize, seen: &mut [u8]) -> u32 {
        for &i in &self.moves.leave_nothing {
            if i == n {
                seen[0] = 1;
            }
        }
        for &i in &self.moves.leave_one {
            if i < n {
                seen[v[n - i].to_u32() as usize] = 1;
            }
        }
        for &i in &self.moves.leave_three {
            if n > i {
                super::rules::for_three_heap_splits(
                    (n - i) as u64,
                    self.moves.unequal,
                    |a, b, c| {
                        seen[(v[a as usize] ^ v[b as usize] ^ v[c as usize]).to_u32() as usize] = 1;
                    },
                );
            }
        }
        let bytes = T::as_bytes(v);
        let mark = |seen: &mut [u8], m: usize, rare: &[usize], values: &[u32]| {
            // Values below 2^k and their XORs fit in `seen`; `m − r ≤ m − 1 < n` for every
            // rare `r ≥ 1` here, so the look-ups stay inside `v`.
            if let Some(bytes) = bytes {
                // The hottest loop of all: byte XORs index a 256-entry array (no bounds check).
                let seen: &mut [u8; 256] = (&mut seen[..256]).try_into().expect("256 marks");
                let bytes = &bytes[..m];
                for (&r, &value) in rare.iter().zip(values) {
                    seen[usize::from(value as u8 ^ bytes[m - r])] = 1;
                }
            } else {
                let v = &v[..m];
                for (&r, &value) in rare.iter().zip(values) {
                    seen[(value ^ v[m - r].to_u32()) as usize] = 1;
                }
            }
        };
        // Usually every rare heap is below m: no search needed then.
        let count_below = |m: usize| match self.rare.last() {
            Some(&last) if last >= m => self.rare.partition_point(|&r| r < m),
            _ => self.rare.len(),
        };
        let amounts = &self.moves.leave_two;
        let mut k = 0;
        while k < amounts.len() {
            let i = amounts[k];
            k += 1;
            if n < i + 2 {
                continue;
            }
            let m = n - i;
            let below = count_below(m);
            // Amounts i and i + 1 (0.354 and the like) in one pass over the rare list: two
            // neighbouring bytes per rare heap (and half the loop's overhead).
            if let Some(bytes) = bytes
                && !self.moves.unequal
                && k < amounts.len()
                && amounts[k] == i + 1
                && n >= i + 3
            {
                k += 1;
                let both = count_below(m - 1);
                let seen: &mut [u8; 256] = (&mut seen[..256]).try_into().expect("256 marks");
                let bytes = &bytes[..m];
                for (&r, &value) in self.rare[..both].iter().zip(&self.rare_values[..both]) {
                    let value = value as u8;
                    seen[usize::from(value ^ bytes[m - r])] = 1;
                    seen[usize::from(value ^ bytes[m - 1 - r])] = 1;
                }
                mark(
                    seen,
                    m,
                    &self.rare[both..below],
                    &self.rare_values[both..below],
                );
                continue;
            }
            let rare = &self.rare[..below];
            let values = &self.rare_values[..below];
            let equal_split = if self.moves.unequal && m % 2 == 0 {
                rare.binary_search(&(m / 2)).ok()
            } else {
                None
            };
            match equal_split {
                Some(half) => {
                    mark(seen, m, &rare[..half], &values[..half]);
                    mark(seen, m, &rare[half + 1..], &values[half + 1..]);
                }
                None => mark(seen, m, rare, values),
            }
        }
        let mask = self.mask;
        let marked = |value: u32| seen.get(value as usize).is_some_and(|&s| s != 0);
        let mut common = 0;
        while is_rare(common, mask) || marked(common) {
            common += 1;
        }
        self.targets.clear();
        for value in 0..common {
            if is_rare(value, mask) && !marked(value) {
                self.targets.push(value);
            }
        }
        if self.targets.is_empty() {
            return common;
        }
        // Step 2 with one-byte targets: the explicit SIMD scans.
        let vectorized = simd::available();
        let done = if T::as_bytes(v).is_some() {
            // Targets above 255 are never the value of a split of byte values.
            self.targets.iter().copied().find(|&t| t > 255)
        } else if T::as_halfwords(v).is_some()
            && vectorized
            && self.targets.iter().all(|&t| t < 256)
        {
            None
        } else {
            return self.scan_all(v, n, common);
        };
        let done = done.unwrap_or(common);
        let mut wanted = std::mem::take(&mut self.wanted_bytes);
        wanted.clear();
        wanted.extend(self.targets.iter().filter_map(|&t| u8::try_from(t).ok()));
        let value = if let Some(v) = T::as_bytes(v) {
            self.scan_narrow(n, done, &mut wanted, |m, from, to, wanted| {
                if vectorized {
                    simd::scan(v, m, from, to, wanted)
                } else {
                    simd::scan_scalar(v, m, from, to, wanted)
                }
            })
        } else {
            let v = T::as_halfwords(v).expect("two-byte values");
            self.scan_narrow(n, done, &mut wanted, |m, from, to, wanted| {
                simd::scan_halfwords(v, m, from, to, wanted)
            })
        };
        self.wanted_bytes = wanted;
        value
    }

    /// Step 2 for one-byte targets: `scan(m, from, to, wanted)` removes from `wanted` the values
    /// of the splits `(a, m − a)`, `from ≤ a ≤ to`; every split amount side by side.
    fn scan_narrow(
        &self,
        n: usize,
        done: u32,
        wanted: &mut Vec<u8>,
        scan: impl Fn(usize, usize, usize, &mut Vec<u8>) -> bool,
    ) -> u32 {
        if wanted.is_empty() {
            return done;
        }
        let mut from = 1;
        while from <= n / 2 {
            for &i in &self.moves.leave_two {
                let m = n.saturating_sub(i);
                let last = self.moves.last_smaller_part(m);
                if from > last {
                    continue;
                }
                let to = last.min(from + SCAN_BLOCK - 1);
                if scan(m, from, to, wanted) {
                    return done;
                }
            }
            from += SCAN_BLOCK;
        }
        u32::from(*wanted.iter().min().expect("some target was never seen"))
    }

    /// Records `G(n)`, the last value of `v`: frequencies, the rare list, and now and then a
    /// review of the mask.
    pub fn record<T: Cell>(&mut self, v: &[T]) {
        let n = v.len() - 1;
        let value = v[n].to_u32();
        self.count(value);
        if n >= 1 && is_rare(value, self.mask) {
            self.rare.push(n);
            self.rare_values.push(value);
        }
        if v.len() >= self.next_review {
            self.review_mask(v);
            self.next_review = v.len() + v.len() / 2;
        }
    }

    /// Chooses the mask that makes the fewest heap sizes rare, and switches to it if it beats
    /// the current one clearly.
    fn review_mask<T: Cell>(&mut self, v: &[T]) {
        let largest = self.frequencies.len().saturating_sub(1) as u32;
        let bits = (32 - largest.leading_zeros()).clamp(1, MAX_MASK_BITS);
        let rare_count = |mask: u32| -> u64 {
            self.frequencies
                .iter()
                .enumerate()
                .filter(|&(value, _)| is_rare(value as u32, mask))
                .map(|(_, &count)| count)
                .sum()
        };
        let current = rare_count(self.mask);
        let (best_mask, best) = (1..1u32 << bits)
            .map(|mask| (mask, rare_count(mask)))
            .min_by_key(|&(mask, count)| (count, mask))
            .expect("there is at least one mask");
        if best_mask != self.mask && best * 10 < current * 9 {
            self.mask = best_mask;
            self.mask_changes += 1;
            self.rebuild_rare(v);
        }
    }

    fn rebuild_rare<T: Cell>(&mut self, v: &[T]) {
        let mask = self.mask;
        self.rare = (1..v.len())
            .filter(|&r| is_rare(v[r].to_u32(), mask))
            .collect();
        self.rare_values = self.rare.iter().map(|&r| v[r].to_u32()).collect();
    }
}

/// The scan for a few targets: each block of splits is compared with each target, without
/// branches, so the loop vectorizes.
fn scan_by_comparing<T: Cell>(
    v: &[T],
    m: usize,
    from: usize,
    last: usize,
    wanted: &mut Vec<T>,
) -> bool {
    let mut a = from;
    while a + LANES <= last + 1 {
        let left: &[T; LANES] = v[a..a + LANES].try_into().expect("LANES values");
        let right: &[T; LANES] = v[m + 1 - a - LANES..m + 1 - a]
            .try_into()
            .expect("LANES values");
        if wanted.iter().any(|&t| block_contains(left, right, t)) {
            wanted.retain(|&t| !block_contains(left, right, t));
            if wanted.is_empty() {
                return true;
            }
        }
        a += LANES;
    }
    while a <= last {
        let x = v[a] ^ v[m - a];
        if let Some(found) = wanted.iter().position(|&t| t == x) {
            wanted.swap_remove(found);
            if wanted.is_empty() {
                return true;
            }
        }
        a += 1;
    }
    false
}

/// The scan for many targets: `table` marks the values still wanted (`remaining` of them);
/// each block of splits ORs together its table entries, and only a block with a hit is looked
/// at closely. Returns `true` when nothing is wanted any more.
fn scan_by_table<T: Cell>(
    v: &[T],
    m: usize,
    from: usize,
    last: usize,
    table: &mut [u8],
    remaining: &mut usize,
) -> bool {
    let mut a = from;
    let mut xs = [T::default(); LANES];
    while a <= last {
        let len = LANES.min(last + 1 - a);
        let left = &v[a..a + len];
        let right = &v[m + 1 - a - len..m + 1 - a];
        for (x, (&l, &r)) in xs.iter_mut().zip(left.iter().zip(right.iter().rev())) {
            *x = l ^ r;
        }
        let hit = xs[..len]
            .iter()
            .fold(0u8, |acc, &x| acc | table[x.to_u32() as usize]);
        if hit != 0 {
            for &x in &xs[..len] {
                let entry = &mut table[x.to_u32() as usize];
                *remaining -= usize::from(*entry);
                *entry = 0;
            }
            if *remaining == 0 {
                return true;
            }
        }
        a += len;
    }
    false
}

/// Whether `left[k] ^ right[LANES − 1 − k] == target` for some `k`: one block of splits,
/// compared without branches so that the loop vectorizes.
#[inline(always)]
fn block_contains<T: Cell>(left: &[T; LANES], right: &[T; LANES], target: T) -> bool {
    let mut found = false;
    for k in 0..LANES {
        found |= (left[k] ^ right[LANES - 1 - k]) == target;
    }
    found
}

/// The scan of one- and two-byte values with explicit AVX2 instructions (x86-64, detected at
/// run time); other machines use the portable scans.
mod simd {
    use super::super::values::Cell;

    /// Whether the explicit SIMD scan can run on this machine.
    pub fn available() -> bool {
        #[cfg(target_arch = "x86_64")]
        {
            std::is_x86_feature_detected!("avx2")
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            false
        }
    }

    /// Scans the splits `(a, m − a)`, `from ≤ a ≤ last`, removing every value seen from
    /// `wanted`; `true` when `wanted` becomes empty. Only call when [`available`].
    pub fn scan(v: &[u8], m: usize, from: usize, last: usize, wanted: &mut Vec<u8>) -> bool {
        assert!(from >= 1 && 2 * last <= m && m <= v.len() && available());
        #[cfg(target_arch = "x86_64")]
        {
            // SAFETY: AVX2 is available (checked above), and `scan_avx2` reads only inside `v`.
            unsafe { avx2::scan_avx2(v, m, from, last, wanted) }
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            unreachable!("available() is false")
        }
    }

    /// [`scan`] for two-byte values, looking for one-byte targets. Only call when
    /// [`available`].
    pub fn scan_halfwords(
        v: &[u16],
        m: usize,
        from: usize,
        last: usize,
        wanted: &mut Vec<u8>,
    ) -> bool {
        assert!(from >= 1 && 2 * last <= m && m <= v.len() && available());
        #[cfg(target_arch = "x86_64")]
        {
            // SAFETY: AVX2 is available (checked above), and the scan reads only inside `v`.
            unsafe { avx2::scan_halfwords_avx2(v, m, from, last, wanted) }
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            unreachable!("available() is false")
        }
    }

    /// Removes from `wanted` the values of the splits `a` in `from..=to`; `true` if `wanted`
    /// empties.
    pub fn scan_scalar<T: Cell>(
        v: &[T],
        m: usize,
        from: usize,
        to: usize,
        wanted: &mut Vec<u8>,
    ) -> bool {
        for a in from..=to {
            let x = (v[a] ^ v[m - a]).to_u32();
            if let Some(found) = wanted.iter().position(|&t| u32::from(t) == x) {
                wanted.swap_remove(found);
                if wanted.is_empty() {
                    return true;
                }
            }
        }
        false
    }

    #[cfg(target_arch = "x86_64")]
    mod avx2 {
        use std::arch::x86_64::*;

        /// A set of bytes as two 16-entry tables indexed by a byte's low nibble: bit `h` of
        /// `low[l]` says whether `16h + l` is in the set (h < 8), bit `h − 8` of `high[l]` the
        /// same for `h ≥ 8`. A hit clears its bit, so no list is searched or rebuilt while
        /// scanning.
        struct ByteSet {
            low: [u8; 16],
            high: [u8; 16],
            len: usize,
        }

        impl ByteSet {
            fn new(wanted: &[u8]) -> ByteSet {
                let mut set = ByteSet {
                    low: [0; 16],
                    high: [0; 16],
                    len: 0,
                };
                for &t in wanted {
                    let (table, row, bit) = set.place(t);
                    let new = table[row] & bit == 0;
                    table[row] |= bit;
                    set.len += usize::from(new);
                }
                set
            }

            fn place(&mut self, x: u8) -> (&mut [u8; 16], usize, u8) {
                let (row, bit) = ((x & 15) as usize, 1u8 << ((x >> 4) & 7));
                let table = if x < 128 {
                    &mut self.low
                } else {
                    &mut self.high
                };
                (table, row, bit)
            }

            /// Removes `x` if it is a byte in the set.
            fn remove(&mut self, x: u32) {
                if let Ok(x) = u8::try_from(x) {
                    let (table, row, bit) = self.place(x);
                    let present = table[row] & bit != 0;
                    table[row] &= !bit;
                    self.len -= usize::from(present);
                }
            }

            fn contains(&mut self, x: u8) -> bool {
                let (table, row, bit) = self.place(x);
                table[row] & bit != 0
            }

            /// The tables, each broadcast to both halves of a 256-bit vector.
            #[target_feature(enable = "avx2")]
            fn vectors(&self) -> (__m256i, __m256i) {
                // SAFETY: 16-byte arrays; unaligned loads.
                unsafe {
                    let low = _mm_loadu_si128(self.low.as_ptr().cast());
                    let high = _mm_loadu_si128(self.high.as_ptr().cast());
                    (
                        _mm256_broadcastsi128_si256(low),
                        _mm256_broadcastsi128_si256(high),
                    )
                }
            }
        }

        /// Bit `k` set when byte `k` of `x` is in the set whose tables are `low` and `high`.
        #[target_feature(enable = "avx2")]
        #[inline]
        fn members(x: __m256i, low: __m256i, high: __m256i) -> u32 {
            let bit_of = _mm256_setr_epi8(
                1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64,
                -128, 1, 2, 4, 8, 16, 32, 64, -128,
            );
            let nibble = _mm256_set1_epi8(0x0f);
            let lo = _mm256_and_si256(x, nibble);
            let hi = _mm256_and_si256(_mm256_srli_epi16(x, 4), nibble);
            let row = _mm256_blendv_epi8(
                _mm256_shuffle_epi8(low, lo),
                _mm256_shuffle_epi8(high, lo),
                _mm256_cmpgt_epi8(hi, _mm256_set1_epi8(7)),
            );
            let hits = _mm256_and_si256(row, _mm256_shuffle_epi8(bit_of, hi));
            let misses = _mm256_cmpeq_epi8(hits, _mm256_setzero_si256());
            !(_mm256_movemask_epi8(misses) as u32)
        }

        /// The scan's loop, 32 splits at a time: `block(a)` gives the values of the splits
        /// `a..a + 32` as bytes (possibly with false hits), `exact(a)` one split's value.
        #[target_feature(enable = "avx2")]
        #[inline]
        fn scan_blocks(
            from: usize,
            last: usize,
            wanted: &mut Vec<u8>,
            block: impl Fn(usize) -> __m256i,
            exact: impl Fn(usize) -> u32,
        ) -> (bool, usize) {
            let mut set = ByteSet::new(wanted);
            let (mut low, mut high) = set.vectors();
            let mut a = from;
            while a + 32 <= last + 1 {
                let hits = members(block(a), low, high);
                if hits != 0 {
                    let mut lanes = hits;
                    while lanes != 0 {
                        let k = lanes.trailing_zeros() as usize;
                        lanes &= lanes - 1;
                        set.remove(exact(a + k));
                    }
                    if set.len == 0 {
                        wanted.clear();
                        return (true, a);
                    }
                    (low, high) = set.vectors();
                }
                a += 32;
            }
            wanted.retain(|&t| set.contains(t));
            (false, a)
        }

        /// SAFETY: the caller checks AVX2 is available, `from ≥ 1` and `2·last ≤ m ≤ v.len()`.
        #[target_feature(enable = "avx2")]
        pub unsafe fn scan_avx2(
            v: &[u8],
            m: usize,
            from: usize,
            last: usize,
            wanted: &mut Vec<u8>,
        ) -> bool {
            let lanes_reversed = _mm256_setr_epi8(
                15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8,
                7, 6, 5, 4, 3, 2, 1, 0,
            );
            let block = |a: usize| {
                // SAFETY: `block` is called with 1 ≤ a and a + 31 ≤ last ≤ m / 2 < m ≤
                // v.len(), so the bytes a..a + 32 and m − a − 31..m − a + 1 (which starts at
                // 1 or later) lie in `v`.
                unsafe {
                    let left = _mm256_loadu_si256(v.as_ptr().add(a).cast());
                    let right = _mm256_loadu_si256(v.as_ptr().add(m + 1 - a - 32).cast());
                    let right = _mm256_permute4x64_epi64(
                        _mm256_shuffle_epi8(right, lanes_reversed),
                        0b01_00_11_10,
                    );
                    _mm256_xor_si256(left, right)
                }
            };
            let exact = |a: usize| u32::from(v[a] ^ v[m - a]);
            let (found_all, a) = scan_blocks(from, last, wanted, block, exact);
            found_all || (a <= last && super::scan_scalar(v, m, a, last, wanted))
        }

        /// SAFETY: the caller checks AVX2 is available, `from ≥ 1` and `2·last ≤ m ≤ v.len()`.
        #[target_feature(enable = "avx2")]
        pub unsafe fn scan_halfwords_avx2(
            v: &[u16],
            m: usize,
            from: usize,
            last: usize,
            wanted: &mut Vec<u8>,
        ) -> bool {
            let halfwords_reversed = _mm256_setr_epi8(
                14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1, 14, 15, 12, 13, 10, 11, 8, 9,
                6, 7, 4, 5, 2, 3, 0, 1,
            );
            let block = |a: usize| {
                // SAFETY: as in `scan_avx2`: the values a..a + 32 and m − a − 31..m − a + 1
                // lie in `v`.
                unsafe {
                    let p = v.as_ptr();
                    let reversed = |q: *const u16| {
                        _mm256_permute4x64_epi64(
                            _mm256_shuffle_epi8(_mm256_loadu_si256(q.cast()), halfwords_reversed),
                            0b01_00_11_10,
                        )
                    };
                    let first = _mm256_xor_si256(
                        _mm256_loadu_si256(p.add(a).cast()),
                        reversed(p.add(m + 1 - a - 16)),
                    );
                    let second = _mm256_xor_si256(
                        _mm256_loadu_si256(p.add(a + 16).cast()),
                        reversed(p.add(m + 1 - a - 32)),
                    );
                    // To bytes in split order. A value above 255 becomes 255 (or 0 above
                    // 32767): at worst a false hit, which the exact check discards.
                    _mm256_permute4x64_epi64(_mm256_packus_epi16(first, second), 0b11_01_10_00)
                }
            };
            let exact = |a: usize| u32::from(v[a] ^ v[m - a]);
            let (found_all, a) = scan_blocks(from, last, wanted, block, exact);
            found_all || (a <= last && super::scan_scalar(v, m, a, last, wanted))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::naive::NaiveEngine;
    use super::*;

    fn both(rules: &Rules, count: usize) -> (Vec<u32>, Vec<u32>) {
        let mut naive = NaiveEngine::new(rules);
        let mut sparse = SparseEngine::new(rules);
        let (mut a, mut b): (Vec<u8>, Vec<u8>) = (Vec::new(), Vec::new());
        for n in 0..count {
            let x = naive.value(&a, n);
            a.push(x as u8);
            let y = sparse.value(&b, n);
            b.push(y as u8);
            sparse.record(&b);
        }
        (
            a.iter().map(|&x| u32::from(x)).collect(),
            b.iter().map(|&x| u32::from(x)).collect(),
        )
    }

    /// The targets a scan leaves unfound, as a sorted list.
    fn left_over(mut wanted: Vec<u8>) -> Vec<u8> {
        wanted.sort_unstable();
        wanted
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(200))]

        /// The SIMD scans find exactly the targets the scalar scan finds, for two-byte values
        /// above 255 and above 32767 too (which the SIMD scan turns into false hits).
        #[test]
        fn simd_scans_match_the_scalar_scan(
            values in proptest::collection::vec(proptest::prop_oneof![0u16..40, 200u16..300, 32760u16..32780, 65530u16..=65535], 2..300),
            wanted in proptest::collection::vec(proptest::prop_oneof![0u8..40, 250u8..=255, 0u8..=255], 0..40),
            cut in 0usize..1000,
        ) {
            if !simd::available() {
                return Ok(());
            }
            // The engine's targets are distinct.
            let wanted = left_over(wanted);
            let wanted: Vec<u8> = wanted.iter().copied().enumerate().filter(|&(k, t)| k == 0 || wanted[k - 1] != t).map(|(_, t)| t).collect();
            let m = values.len() - 1 - cut % (values.len() - 1);
            let last = m / 2;
            if m < 2 {
                return Ok(());
            }
            let mut scalar = wanted.clone();
            let scalar_done = simd::scan_scalar(&values, m, 1, last, &mut scalar);
            let mut halfwords = wanted.clone();
            let halfwords_done = simd::scan_halfwords(&values, m, 1, last, &mut halfwords);
            proptest::prop_assert_eq!(scalar_done, halfwords_done);
            if !scalar_done {
                proptest::prop_assert_eq!(left_over(scalar.clone()), left_over(halfwords));
            }
            let bytes: Vec<u8> = values.iter().map(|&x| x as u8).collect();
            let mut scalar = wanted.clone();
            let scalar_done = simd::scan_scalar(&bytes, m, 1, last, &mut scalar);
            let mut simd_bytes = wanted;
            let simd_done = simd::scan(&bytes, m, 1, last, &mut simd_bytes);
            proptest::prop_assert_eq!(scalar_done, simd_done);
            if !scalar_done {
                proptest::prop_assert_eq!(left_over(scalar), left_over(simd_bytes));
            }
        }
    }

    #[test]
    fn sparse_matches_naive_on_grundys_game() {
        let (naive, sparse) = both(&Rules::grundys_game(), 3000);
        assert_eq!(naive, sparse);
        // shared/reference/values.md (OEIS A002188).
        assert_eq!(
            sparse[..20],
            [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3]
        );
    }

    #[test]
    fn sparse_matches_naive_on_octal_games() {
        for code in [
            "0.77", "0.137", "0.6", "4.07", "0.161", "0.354", "0.8", "0.f",
        ] {
            let rules = Rules::parse_code(code).unwrap();
            let count = if rules.splits_in_three() { 200 } else { 1500 };
            let (naive, sparse) = both(&rules, count);
            assert_eq!(naive, sparse, "{code}");
        }
    }
}
