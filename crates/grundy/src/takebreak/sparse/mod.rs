//! The sparse-space engine (Berlekamp, Conway and Guy, *Winning Ways*, ch. 4, "Sparse space
//! spells speed").
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
//! frequencies to make the rare class small, and re-chosen as soon as the rare list grows
//! faster than it should (module `mask`: every candidate mask is scored at once by a
//! Walsh–Hadamard transform of the value counts).
//!
//! Speed (while at most 16,384 distinct values, which covers the games people study): step 1
//! runs for 16 heaps per pass over the rare list (module `batch`); the marks become bit sets, so the
//! bound `c` and the targets come from a few word operations; the scan of step 2 reads the
//! values as a contiguous slice of the narrowest width, 64 splits per step with AVX-512 or 32
//! with AVX2 (detected at run time, module `simd`; a portable loop elsewhere), and exits as soon as
//! every target is seen. On several threads, every thread prepares batches of upcoming heaps
//! (both steps, as far as the values already known allow) and one finishes them in order
//! (module `pipeline`).

mod batch;
mod mask;
mod pipeline;
mod profile;
mod simd;

use self::batch::{Batch, Covered, Guess, StepOne};
use self::mask::MaskWatch;
pub use self::profile::{Profile, ProfileWindow};
use self::simd::Targets;
use super::naive::{Marks, MoveLists};
use super::rules::Rules;
use super::three_heaps::ThreeHeapMoves;
use super::values::{Cell, Column};
use crate::budget::{Budget, LimitExceeded};
use std::ops::Range;

/// How many splits the scan examines per block.
const LANES: usize = 64;

/// Up to this many distinct values, marks are byte arrays (the dense path); beyond, a
/// generation-stamped set. The codes a sweep spends its time on reach values above 10,000 by
/// heap 10^6 (0.346, 0.164, 0.414 …), and 16 KiB of marks per heap still cost far less than a
/// stamped set (0.414 to 4·10^5 heaps, values up to 7,595: 57 s against 154 s).
const DENSE_LIMIT: usize = 1 << 14;

/// Step 2 scans two-byte values with SIMD, one pass per group of 256 targets, while the
/// targets fall in at most this many groups; beyond, by a table of targets.
const MAX_SIMD_GROUPS: usize = 4;

/// How many splits of one amount are scanned before turning to the next amount.
const SCAN_BLOCK: usize = 1024;

/// How often (in heaps) a run on one thread looks again whether a helper thread would pay.
const PIPELINE_RECHECK: usize = 1024;

/// The largest mask considered when choosing one (masks use the low 12 bits).
const MAX_MASK_BITS: u32 = 12;

/// The sparse-space engine's state: the mask, the rare positions and the value frequencies.
#[derive(Clone, Debug)]
pub struct SparseEngine {
    /// Heaps per second over the run, window by window.
    profile: Profile,
    moves: MoveLists,
    /// The values of the three-heap moves (hexadecimal codes), from a table of two-heap values.
    three: ThreeHeapMoves,
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
    /// Step 1 of the dense path, for a batch of heaps.
    batch: Batch,
    /// The marks a heap adds to its batch's (its patches and its other options), all zeros
    /// between heaps: the batch's marks are only read, so another thread may read them too.
    patch_marks: Vec<u8>,
    /// Bit `v` says whether the value `v` is rare under `rare_bits_mask`.
    rare_bits: Vec<u64>,
    rare_bits_mask: u32,
    /// The targets of the dense path, 64 values per word.
    target_bits: Vec<u64>,
    /// The same targets in groups of 256 for the SIMD scans (kept to reuse its memory).
    groups: Vec<Targets>,
    /// When the mask is next reviewed: the rare list's growth, watched heap by heap.
    watch: MaskWatch,
    /// How many times the mask was changed.
    mask_changes: u32,
    /// How many helper threads prepare step 1 and guess step 2 of upcoming batches (0: this
    /// thread does everything).
    helpers: usize,
    /// How many heaps were prepared (step 1 and the scan of step 2) by a helper thread.
    helper_heaps: u64,
    /// Up to this many distinct values the dense path runs: [`DENSE_LIMIT`], lowered only by
    /// tests that compare the two paths.
    dense_limit: usize,
}

/// How a run of [`SparseEngine::extend`] over a segment ended.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Segment {
    /// Every value of the segment was computed.
    Done,
    /// The observer asked to stop.
    Stopped,
    /// This value is too wide for the storage; it was not pushed.
    Overflow(u32),
    /// The budget ran out (or was cancelled) in the middle of a value.
    Limit(LimitExceeded),
}

/// How `SparseEngine::extend` ended, when it did not compute every value asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Interruption {
    /// This value is too wide for the storage; it was not pushed.
    Overflow(u32),
    /// The budget ran out (or was cancelled) in the middle of a value.
    Limit(LimitExceeded),
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
    /// How many heaps were prepared (step 1 and the scan of step 2) by a helper thread.
    pub helper_heaps: u64,
    /// Heaps per second, window by window of heap sizes (measured by the clock, so this one
    /// differs from run to run).
    pub profile: Vec<ProfileWindow>,
}

#[inline(always)]
fn is_rare(value: u32, mask: u32) -> bool {
    (value & mask).count_ones().is_multiple_of(2)
}

impl SparseEngine {
    /// An engine for `rules`, starting from an empty sequence.
    pub(crate) fn new(rules: &Rules) -> SparseEngine {
        SparseEngine {
            moves: MoveLists::new(rules),
            three: ThreeHeapMoves::new(rules),
            mask: 1,
            rare: Vec::new(),
            rare_values: Vec::new(),
            frequencies: Vec::new(),
            marks: Marks::default(),
            targets: Vec::new(),
            table: Vec::new(),
            batch: Batch::default(),
            patch_marks: Vec::new(),
            rare_bits: Vec::new(),
            rare_bits_mask: 0,
            target_bits: Vec::new(),
            groups: Vec::new(),
            helpers: default_helpers(),
            helper_heaps: 0,
            dense_limit: DENSE_LIMIT,
            watch: MaskWatch::default(),
            mask_changes: 0,
            profile: Profile::default(),
        }
    }

    /// An engine resuming after the values `v` (from a checkpoint): the frequencies are counted
    /// and a mask chosen from them.
    pub(crate) fn resume<T: Cell>(rules: &Rules, v: &[T]) -> SparseEngine {
        let mut engine = SparseEngine::new(rules);
        for &value in v {
            engine.count(value.to_u32());
        }
        // The mask is chosen before the rare heaps are listed: under the first mask (1), half
        // of all heaps are rare, a list of 12 bytes per rare heap (7.7 GB of Grundy's game
        // resumed at 1.3·10^9 heaps).
        (engine.mask, _, _) = engine.best_mask();
        engine.rebuild_rare(v);
        engine.watch.reviewed(v.len(), engine.rare.len());
        engine
    }

    /// Allows or forbids a second thread (allowed by default when the machine has more than
    /// one core; the values are the same either way).
    pub(crate) fn set_parallel(&mut self, parallel: bool) {
        self.helpers = if parallel { default_helpers() } else { 0 };
    }

    /// Runs on `threads` threads in all (this one and `threads − 1` helpers, module
    /// `pipeline`; 0 counts as 1). The values are the same for any number.
    pub(crate) fn set_threads(&mut self, threads: usize) {
        self.helpers = threads.max(1) - 1;
    }

    /// Computes values until `v` has `end` of them, recording each and calling `observe` after
    /// each push (it returns `true` to stop early). Returns a value too wide for `T`, not
    /// pushed, if one comes, or the limit of the budget entered on this thread
    /// ([`Budget::current`]) if it stops the work inside a value (three-heap moves of large
    /// heaps take long, so the engine checks the budget within a value).
    pub(crate) fn extend<T: Cell>(
        &mut self,
        v: &mut impl Column<T>,
        end: usize,
        mut observe: impl FnMut(&[T]) -> bool,
    ) -> Option<Interruption> {
        let started = std::time::Instant::now();
        let first = v.len();
        let interruption = loop {
            if v.len() >= end {
                break None;
            }
            // A pipeline segment also ends when the mask changes (a preparing thread's rare list
            // follows one mask); the next segment starts with the new one.
            let outcome = if self.pipeline_pays(v.len(), end) {
                pipeline::extend(self, v, end, &mut observe)
            } else {
                self.extend_alone(v, end, &mut observe)
            };
            match outcome {
                Segment::Done => {}
                Segment::Stopped => break None,
                Segment::Overflow(value) => break Some(Interruption::Overflow(value)),
                Segment::Limit(why) => break Some(Interruption::Limit(why)),
            }
        };
        self.profile
            .add(first, v.len(), started.elapsed(), self.rare.len());
        interruption
    }

    /// Whether helper threads pay for the heaps `start..end`: long enough to amortize starting
    /// threads, with a rare list long enough to make step 1 matter. (0.16, with 52 rare heaps
    /// and 0.2 µs a heap, took 0.22 s to its period on two threads against 0.10 s on one: its
    /// rare heaps are small, so nearly all of a heap's work reads values computed moments
    /// before, which only the finishing thread has, and the threads wait for each other at
    /// every batch.)
    fn pipeline_pays(&self, start: usize, end: usize) -> bool {
        self.helpers > 0
            && self.frequencies.len() <= self.dense_limit
            && end - start >= 64 * batch::BATCH
            && self.rare.len() * self.moves.leave_two.len() >= 64
    }

    /// [`SparseEngine::extend`] on this thread only.
    fn extend_alone<T: Cell>(
        &mut self,
        v: &mut impl Column<T>,
        end: usize,
        observe: &mut impl FnMut(&[T]) -> bool,
    ) -> Segment {
        while v.len() < end {
            // The rare list may have grown enough for the helper thread to pay: a new segment.
            if v.len().is_multiple_of(PIPELINE_RECHECK) && self.pipeline_pays(v.len(), end) {
                return Segment::Done;
            }
            let value = match self.value(v, v.len()) {
                Ok(value) => value,
                Err(why) => return Segment::Limit(why),
            };
            if let Some(outcome) = self.push(v, value, observe) {
                return outcome;
            }
        }
        Segment::Done
    }

    /// Pushes and records `value`; `Some` when the segment ends here.
    fn push<T: Cell>(
        &mut self,
        v: &mut impl Column<T>,
        value: u32,
        observe: &mut impl FnMut(&[T]) -> bool,
    ) -> Option<Segment> {
        if value > T::MAX {
            return Some(Segment::Overflow(value));
        }
        v.push(T::from_u32(value));
        self.record(v);
        observe(v).then_some(Segment::Stopped)
    }

    /// The dense path's bound on values (and their XORs): a power of two above the largest.
    fn dense_size(&self) -> usize {
        self.frequencies.len().next_power_of_two()
    }

    /// The current statistics.
    pub(crate) fn stats(&self) -> SparseStats {
        SparseStats {
            mask: self.mask,
            rare_count: self.rare.len(),
            last_rare: self.rare.last().copied(),
            mask_changes: self.mask_changes,
            largest_value: self.frequencies.len().saturating_sub(1) as u32,
            helper_heaps: self.helper_heaps,
            profile: self.profile.windows(),
        }
    }

    fn count(&mut self, value: u32) {
        let index = value as usize;
        if self.frequencies.len() <= index {
            self.frequencies.resize(index + 1, 0);
        }
        self.frequencies[index] += 1;
    }

    /// `G(n)` from `v = G(0..n)`, or the limit of the budget entered on this thread if it
    /// stops the three-heap moves of a large heap.
    pub(crate) fn value<T: Cell>(&mut self, v: &[T], n: usize) -> Result<u32, LimitExceeded> {
        debug_assert_eq!(v.len(), n);
        if self.frequencies.len() <= self.dense_limit {
            return self.value_dense(v, n);
        }
        let marks = &mut self.marks;
        marks.clear();
        self.moves.mark_take_options(v, n, marks);
        if self.three.any() {
            let options = self.three.option_values(v, n, &Budget::current())?;
            for_each_member(options, |x| marks.insert(x));
        }
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
            return Ok(common);
        }
        Ok(self.scan_all(v, n, common))
    }

    /// Step 2 for any width, in the order of [`scan_blocks`].
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
        let found_all = scan_blocks(&self.moves, n, 0..0, |m, from, to| {
            if by_table {
                scan_by_table(v, m, from, to, table, &mut remaining)
            } else {
                scan_by_comparing(v, m, from, to, &mut wanted)
            }
        });
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
    /// written without reading (no dependency between iterations); step 1 runs for a batch of
    /// heaps at once; one-byte targets are scanned with explicit SIMD.
    fn value_dense<T: Cell>(&mut self, v: &[T], n: usize) -> Result<u32, LimitExceeded> {
        let size = self.dense_size();
        let step = step_one(
            &self.moves,
            &self.rare,
            &self.rare_values,
            self.mask_changes,
        );
        let mut batch = std::mem::take(&mut self.batch);
        let (marks, covered) = batch.marks_of(v, n, size, &step);
        let value = self.value_dense_with(v, n, marks, covered, None);
        self.batch = batch;
        value
    }

    /// Step 1's patches and step 2, given the batch's marks of heap `n` and what they cover,
    /// and the guess at step 2 made when the batch was prepared, if there is one.
    fn value_dense_with<T: Cell>(
        &mut self,
        v: &[T],
        n: usize,
        marks: &[u8],
        covered: &[Covered],
        guess: Option<&Guess>,
    ) -> Result<u32, LimitExceeded> {
        let mut patch_marks = std::mem::take(&mut self.patch_marks);
        if patch_marks.len() < marks.len() {
            patch_marks.resize(marks.len(), 0);
        }
        let added = &mut patch_marks[..marks.len()];
        // The highest mark made, to clear them afterwards.
        let mut highest = 0;
        let mut mark = |x: u32| {
            added[x as usize] = 1;
            highest = highest.max(x as usize);
        };
        for &i in &self.moves.leave_nothing {
            if i == n {
                mark(0);
            }
        }
        for &i in &self.moves.leave_one {
            if i < n {
                mark(v[n - i].to_u32());
            }
        }
        if self.three.any() {
            // Every option value is an XOR of values below `size`, so it has a mark.
            let options = self.three.option_values(v, n, &Budget::current())?;
            for_each_member(options, &mut mark);
        }
        // Step 1 for the pairs the batch left out; `m − r ≤ m − 1 < n` for every rare `r ≥ 1`,
        // so the look-ups stay inside `v`.
        let unequal = self.moves.unequal;
        for (&i, covered) in self.moves.leave_two.iter().zip(covered) {
            if n < i + 2 {
                continue;
            }
            let m = n - i;
            let below = match self.rare.last() {
                Some(&last) if last >= m => self.rare.partition_point(|&r| r < m),
                _ => self.rare.len(),
            };
            for range in covered.patches(below) {
                for (&r, &value) in self.rare[range.clone()]
                    .iter()
                    .zip(&self.rare_values[range])
                {
                    if !(unequal && 2 * r == m) {
                        mark(value ^ v[m - r].to_u32());
                    }
                }
            }
        }
        let done = self.unmarked(marks, added, guess.and_then(|guess| guess.marked));
        added[..=highest].fill(0);
        self.patch_marks = patch_marks;
        let targets = &self.target_bits;
        if targets.iter().all(|&word| word == 0) {
            return Ok(done);
        }
        // Step 2: the explicit SIMD scans (for two-byte values, 256 targets at a time), else
        // the portable scan.
        let level = simd::Level::best();
        // One SIMD pass per group of 256 targets: with targets in many groups, one table
        // look-up per split costs less (0.764, whose targets spread over up to 20 groups).
        let few_groups = || {
            targets
                .chunks(4)
                .filter(|words| words.iter().any(|&word| word != 0))
                .count()
                <= MAX_SIMD_GROUPS
        };
        let halfwords = T::as_halfwords(v).filter(|_| level.is_some() && few_groups());
        if T::as_bytes(v).is_none() && halfwords.is_none() {
            self.targets.clear();
            for w in 0..self.target_bits.len() {
                let mut bits = self.target_bits[w];
                while bits != 0 {
                    self.targets.push((64 * w) as u32 + bits.trailing_zeros());
                    bits &= bits - 1;
                }
            }
            return Ok(self.scan_all(v, n, done));
        }
        // The targets below 256 (the only ones of one-byte values, whose XORs are bytes).
        let mut first = Targets::from_words(targets[..4].try_into().expect("four words"));
        let wider = targets[4..].iter().any(|&word| word != 0);
        // The guess saw some targets among the splits whose parts it knew: only the others
        // are left, and only outside the splits it scanned when every target is below the
        // bound it had (a target at or above it was never looked for).
        let mut skip = 0..0;
        if let Some(guess) = guess {
            let below = first.below(guess.common);
            first = first
                .without(&below)
                .union(&below.intersection(&guess.unseen));
            if !wider && first.below(guess.common) == first {
                skip = guess.scanned.clone();
            }
        }
        if let Some(v) = T::as_bytes(v) {
            return Ok(
                self.scan_groups(
                    n,
                    done,
                    &mut [first],
                    skip,
                    |m, from, to, _, targets| match level {
                        Some(level) => simd::scan(level, v, m, from, to, targets),
                        None => simd::scan_scalar(v, m, from, to, targets),
                    },
                ),
            );
        }
        // Group h holds the targets 256·h + t. Only the groups up to the last target's are
        // made: a heap's work is a few hundred nanoseconds, and all 64 groups would be 2 KiB
        // to clear.
        let (v, level) = (
            halfwords.expect("two-byte values"),
            level.expect("checked above"),
        );
        let mut groups = std::mem::take(&mut self.groups);
        groups.clear();
        groups.push(first);
        groups.extend(self.target_bits[4..].chunks(4).map(|words| {
            let mut four = [0; 4];
            four[..words.len()].copy_from_slice(words);
            Targets::from_words(four)
        }));
        let value = self.scan_groups(n, done, &mut groups, skip, |m, from, to, high, targets| {
            simd::scan_high(level, v, m, from, to, high, targets)
        });
        self.groups = groups;
        Ok(value)
    }

    /// [`unmarked`] for the union of a batch's marks of a heap (or `marked`, the same as
    /// bits) and the heap's own `patch_marks` (as many, each 0 or 1).
    fn unmarked(&mut self, marks: &[u8], patch_marks: &[u8], marked: Option<[u64; 4]>) -> u32 {
        let words = marks.len() / 64;
        if self.rare_bits.len() < words || self.rare_bits_mask != self.mask {
            self.rare_bits = rare_bit_words(self.mask, words);
            self.rare_bits_mask = self.mask;
        }
        let (marks, _) = marks.as_chunks::<64>();
        let (patches, _) = patch_marks.as_chunks::<64>();
        let union = marks
            .iter()
            .zip(patches)
            .enumerate()
            .map(|(w, (marks, patches))| {
                let batch = match marked {
                    Some(marked) if words == 4 => marked[w],
                    _ => marked_bits(marks),
                };
                batch | marked_bits(patches)
            });
        unmarked_words(union, &self.rare_bits, &mut self.target_bits)
    }

    /// Step 2 for targets in groups of 256: `groups[h]` holds the targets `256·h + t`;
    /// `scan(m, from, to, h, targets)` removes from `targets` the values of the splits
    /// `(a, m − a)`, `from ≤ a ≤ to`, in group `h`, in the order of [`scan_blocks`]. The
    /// splits whose smaller part is in `skip` are left out (the batch's guess covered them).
    fn scan_groups(
        &self,
        n: usize,
        done: u32,
        groups: &mut [Targets],
        skip: Range<usize>,
        mut scan: impl FnMut(usize, usize, usize, u8, &mut Targets) -> bool,
    ) -> u32 {
        if groups.iter().all(Targets::is_empty) {
            return done;
        }
        let found_all = scan_blocks(&self.moves, n, skip, |m, from, to| {
            let mut all = true;
            for (high, targets) in groups.iter_mut().enumerate() {
                if !targets.is_empty() {
                    all &= scan(m, from, to, high as u8, targets);
                }
            }
            all
        });
        if found_all {
            return done;
        }
        groups
            .iter()
            .enumerate()
            .find_map(|(high, targets)| Some(256 * high as u32 + u32::from(targets.min()?)))
            .expect("some target was never seen")
    }

    /// Records `G(n)`, the last value of `v`: frequencies, the rare list, and a review of the
    /// mask as soon as the rare list grows faster than it should (or values need a new bit).
    pub(crate) fn record<T: Cell>(&mut self, v: &[T]) {
        let n = v.len() - 1;
        let value = v[n].to_u32();
        let widened = value as usize >= self.frequencies.len().next_power_of_two();
        self.count(value);
        if is_rare(value, self.mask) && n >= 1 {
            self.rare.push(n);
            self.rare_values.push(value);
        }
        if widened || self.watch.due(v.len(), self.rare.len()) {
            self.review_mask(v);
        }
    }

    /// Scores every mask of the current bit width at once ([`mask::rare_counts`]) and switches
    /// to the one that makes the fewest heap sizes rare if it beats the current one clearly
    /// (rebuilding the rare list reads every value, as much as one long scan).
    fn review_mask<T: Cell>(&mut self, v: &[T]) {
        let (best_mask, best, current) = self.best_mask();
        if best_mask != self.mask && mask::clearly_better(best, current) {
            self.set_mask(best_mask, v);
        }
        self.watch.reviewed(v.len(), self.rare.len());
    }

    /// The mask of the current bit width that makes the fewest heap sizes rare, how many it
    /// makes rare, and how many the current mask does.
    fn best_mask(&self) -> (u32, u64, u64) {
        let largest = self.frequencies.len().saturating_sub(1) as u32;
        let bits = (32 - largest.leading_zeros()).clamp(1, MAX_MASK_BITS);
        let counts = mask::rare_counts(&self.frequencies, bits);
        let current = counts[(self.mask & ((1 << bits) - 1)) as usize];
        let (best_mask, best) = (1..counts.len())
            .map(|mask| (mask as u32, counts[mask]))
            .min_by_key(|&(mask, count)| (count, mask))
            .expect("there is at least one mask");
        (best_mask, best, current)
    }

    /// Switches to `mask` and lists the rare heaps anew.
    fn set_mask<T: Cell>(&mut self, mask: u32, v: &[T]) {
        self.mask = mask;
        self.mask_changes += 1;
        self.rebuild_rare(v);
    }

    /// Switches to `mask` now, whatever the frequencies say, and watches the rare list from
    /// there (tests: the values never depend on the mask).
    #[cfg(test)]
    pub(crate) fn force_mask<T: Cell>(&mut self, mask: u32, v: &[T]) {
        self.set_mask(mask, v);
        self.watch.reviewed(v.len(), self.rare.len());
    }

    /// Lists the rare heaps of `v` under the current mask, keeping no room a list under an
    /// earlier mask needed.
    fn rebuild_rare<T: Cell>(&mut self, v: &[T]) {
        self.rare.clear();
        self.rare_values.clear();
        list_rare(&mut self.rare, &mut self.rare_values, v, 0, self.mask);
        self.rare.shrink_to_fit();
        self.rare_values.shrink_to_fit();
    }
}

/// Calls `visit(x)` for every member `x` of a bit set (bit `x % 64` of word `x / 64`).
#[inline]
fn for_each_member(words: &[u64], mut visit: impl FnMut(u32)) {
    for (w, &word) in words.iter().enumerate() {
        let mut bits = word;
        while bits != 0 {
            visit(64 * w as u32 + bits.trailing_zeros());
            bits &= bits - 1;
        }
    }
}

/// What step 1 of a batch reads: the amounts that leave two heaps and the rare list made with
/// the mask numbered `mask_changes`.
fn step_one<'a>(
    moves: &'a MoveLists,
    rare: &'a [usize],
    rare_values: &'a [u32],
    mask_changes: u32,
) -> StepOne<'a> {
    StepOne {
        amounts: &moves.leave_two,
        unequal: moves.unequal,
        rare,
        rare_values,
        mask_changes,
    }
}

/// Appends to the rare list the heaps `r ≥ from` of `v` (never heap 0, which has no value to
/// pair) whose value is rare under `mask`, with their values.
fn list_rare<T: Cell>(
    rare: &mut Vec<usize>,
    rare_values: &mut Vec<u32>,
    v: &[T],
    from: usize,
    mask: u32,
) {
    for (r, value) in v.iter().enumerate().skip(from.max(1)) {
        let value = value.to_u32();
        if is_rare(value, mask) {
            rare.push(r);
            rare_values.push(value);
        }
    }
}

/// Step 2's order: the splits `(a, m − a)` of every amount side by side, `SCAN_BLOCK`
/// values of `a` at a time (a target may be quick to reach by one amount and impossible by
/// another). `scan(m, from, to)` scans one block and returns `true` to stop; returns
/// whether it did.
fn scan_blocks(
    moves: &MoveLists,
    n: usize,
    skip: Range<usize>,
    mut scan: impl FnMut(usize, usize, usize) -> bool,
) -> bool {
    let mut from = 1;
    while from <= n / 2 {
        let to = from + SCAN_BLOCK - 1;
        for &i in &moves.leave_two {
            let m = n.saturating_sub(i);
            let last = moves.last_smaller_part(m).min(to);
            // The block `from..=last` without `skip`: up to two pieces.
            let pieces = if skip.is_empty() {
                [(from, last), (1, 0)]
            } else {
                [(from, last.min(skip.start - 1)), (from.max(skip.end), last)]
            };
            for (start, end) in pieces {
                if start <= end && scan(m, start, end) {
                    return true;
                }
            }
        }
        from += SCAN_BLOCK;
    }
    false
}

/// Like [`scan_blocks`], but only the splits whose smaller part is in `range`.
fn scan_range(
    moves: &MoveLists,
    n: usize,
    range: Range<usize>,
    mut scan: impl FnMut(usize, usize, usize) -> bool,
) -> bool {
    let mut from = range.start.max(1);
    while from < range.end {
        let to = (from + SCAN_BLOCK).min(range.end) - 1;
        let mut any = false;
        for &i in &moves.leave_two {
            let m = n.saturating_sub(i);
            let last = moves.last_smaller_part(m).min(to);
            any |= from <= moves.last_smaller_part(m);
            if from <= last && scan(m, from, last) {
                return true;
            }
        }
        if !any {
            break;
        }
        from = to + 1;
    }
    false
}

/// Bit `v` of the words says whether `v` is rare under `mask` (at least four words).
fn rare_bit_words(mask: u32, words: usize) -> Vec<u64> {
    (0..words.max(4))
        .map(|w| {
            (0..64).fold(0, |bits, k| {
                bits | (u64::from(is_rare((64 * w + k) as u32, mask)) << k)
            })
        })
        .collect()
}

/// From the marks of step 1 (a multiple of 64 bytes, each 0 or 1) and the rare values as bits
/// (`rare_bits`, at least as many words as `seen` has 64-byte chunks): returns `done`, the
/// smallest value no scan can improve on (the smallest unmarked common value, or the number
/// of marks: no option has a value that large), and leaves in `target_bits` (64 per word,
/// at least four words) the unmarked rare values below it: the targets of step 2.
fn unmarked(seen: &[u8], rare_bits: &[u64], target_bits: &mut Vec<u64>) -> u32 {
    let (chunks, _) = seen.as_chunks::<64>();
    unmarked_words(chunks.iter().map(marked_bits), rare_bits, target_bits)
}

/// [`unmarked`] for marks given as bits, 64 per word (read only as far as needed).
fn unmarked_words(
    marked: impl ExactSizeIterator<Item = u64>,
    rare_bits: &[u64],
    target_bits: &mut Vec<u64>,
) -> u32 {
    target_bits.clear();
    let mut done = 64 * marked.len() as u32;
    for (w, marked) in marked.enumerate() {
        let rare = rare_bits[w];
        let free_common = !marked & !rare;
        if free_common != 0 {
            let below = (1u64 << free_common.trailing_zeros()) - 1;
            target_bits.push(rare & !marked & below);
            done = (64 * w) as u32 + free_common.trailing_zeros();
            break;
        }
        target_bits.push(rare & !marked);
    }
    target_bits.resize(target_bits.len().max(4), 0);
    done
}

/// A guess at step 2 of heap `n` from `known = G(0..k)` and the marks of its batch (the pairs
/// of rare heaps with known partners: a subset of step 1's marks): the targets below the bound
/// these marks give that no split with both parts known shows (the scan ends as soon as every
/// target is seen). `None` when a target does not fit a byte (step 2 is then done in full when
/// the heap is finished), or when `stop()` says the work is no longer wanted.
fn guess<T: Cell>(
    moves: &MoveLists,
    known: &[T],
    n: usize,
    seen: &[u8],
    rare_bits: &[u64],
    target_bits: &mut Vec<u64>,
    stop: &impl Fn() -> bool,
) -> Option<Guess> {
    let (chunks, _) = seen.as_chunks::<64>();
    let marked = <&[[u8; 64]; 4]>::try_from(chunks)
        .ok()
        .map(|four| four.each_ref().map(marked_bits));
    let common = match marked {
        Some(marked) => unmarked_words(marked.into_iter(), rare_bits, target_bits),
        None => unmarked(seen, rare_bits, target_bits),
    };
    if target_bits[4..].iter().any(|&word| word != 0) {
        return None;
    }
    let mut unseen = Targets::from_words(target_bits[..4].try_into().expect("four words"));
    // Splits (a, m − a) with m − a < known.len(): a > n − known.len() ≥ m − known.len(). Every
    // smaller part is below n.
    let first = (n + 1).saturating_sub(known.len()).max(1);
    let scanned = first..n.max(first);
    let mut stopped = false;
    if !unseen.is_empty() {
        let level = simd::Level::best();
        let scan = |m: usize, from: usize, to: usize, targets: &mut Targets| -> bool {
            if let Some(v) = T::as_bytes(known) {
                match level {
                    Some(level) => simd::scan(level, v, m, from, to, targets),
                    None => simd::scan_scalar(v, m, from, to, targets),
                }
            } else if let (Some(v), Some(level)) = (T::as_halfwords(known), level) {
                simd::scan(level, v, m, from, to, targets)
            } else {
                simd::scan_scalar(known, m, from, to, targets)
            }
        };
        scan_range(moves, n, scanned.clone(), |m, from, to| {
            // A heap whose value is rare is scanned to its last split: watch for a stop.
            stopped = stop();
            stopped || scan(m, from, to, &mut unseen)
        });
    }
    (!stopped).then_some(Guess {
        marked,
        common,
        unseen,
        scanned,
    })
}

/// Helper threads by default: one when the machine has more than one core (the values are
/// the same for any number).
fn default_helpers() -> usize {
    usize::from(std::thread::available_parallelism().is_ok_and(|n| n.get() > 1))
}

/// The 64 marks (bytes 0 or 1) as the bits of a word, eight at a time: multiplying by
/// 0x0102040810204080 gathers the low bits of eight bytes into the top byte.
#[inline]
fn marked_bits(marks: &[u8; 64]) -> u64 {
    let (eights, _) = marks.as_chunks::<8>();
    eights.iter().enumerate().fold(0, |bits, (k, eight)| {
        let gathered = u64::from_le_bytes(*eight).wrapping_mul(0x0102_0408_1020_4080) >> 56;
        bits | gathered << (8 * k)
    })
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

#[cfg(test)]
mod tests {
    use super::super::naive::NaiveEngine;
    use super::*;

    /// The naive and sparse values of `count` heaps, the sparse engine taking its generic path
    /// (marks in a stamped set) once there are more than `dense_limit` distinct values.
    fn both_with(rules: &Rules, count: usize, dense_limit: usize) -> (Vec<u32>, Vec<u32>) {
        let mut naive = NaiveEngine::new(rules);
        let mut sparse = SparseEngine::new(rules);
        sparse.dense_limit = dense_limit;
        let (mut a, mut b): (Vec<u8>, Vec<u8>) = (Vec::new(), Vec::new());
        for n in 0..count {
            let x = naive.value(&a, n);
            a.push(x as u8);
            let y = sparse.value(&b, n).unwrap();
            b.push(y as u8);
            sparse.record(&b);
        }
        (
            a.iter().map(|&x| u32::from(x)).collect(),
            b.iter().map(|&x| u32::from(x)).collect(),
        )
    }

    fn both(rules: &Rules, count: usize) -> (Vec<u32>, Vec<u32>) {
        both_with(rules, count, DENSE_LIMIT)
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(200))]

        #[test]
        fn marked_bits_packs_each_mark_into_its_bit(marks in proptest::collection::vec(0u8..=1, 64)) {
            let marks: [u8; 64] = marks.try_into().unwrap();
            let expected = (0..64).filter(|&k| marks[k] == 1).fold(0u64, |bits, k| bits | 1 << k);
            proptest::prop_assert_eq!(marked_bits(&marks), expected);
        }

        /// A guess holds what it says, by definition: its bound is the first common value its
        /// marks miss; every rare value below it that they miss and that it calls unseen is
        /// shown by no split with its smaller part in the range it scanned (both parts known),
        /// and every other one is shown by one there.
        #[test]
        fn a_guess_holds_what_it_says(
            values in proptest::collection::vec(0u8..72, 40..3000),
            width in 1u32..7,
            mut marks in proptest::collection::vec(0u8..=1, 256),
            marked_below in 0usize..40,
            behind in 1usize..48,
            code in proptest::sample::select(vec!["0.354", "0.161", "0.16", "0.6", "4.07"]),
            mask in 1u32..128,
        ) {
            // Values of `width` bits at both ends, wider ones in the middle, and marks of every
            // small value: targets seen only far into the scan, or never.
            let n = values.len();
            let narrow = |k: usize| k <= SCAN_BLOCK || k + SCAN_BLOCK + 64 >= n;
            let values: Vec<u8> = (0..n)
                .map(|k| if narrow(k) { values[k] % (1 << width) } else { values[k] })
                .collect();
            marks[..marked_below].fill(1);
            let rules = Rules::parse_code(code).unwrap();
            let moves = MoveLists::new(&rules);
            let known = &values[..n.saturating_sub(behind).max(1)];
            let rare_bits = rare_bit_words(mask, 4);
            let mut target_bits = Vec::new();
            let never = || false;
            let guess = guess(&moves, known, n, &marks, &rare_bits, &mut target_bits, &never)
                .expect("one-byte targets");
            let common = (0u32..)
                .find(|&x| x == 256 || !is_rare(x, mask) && marks[x as usize] == 0)
                .unwrap();
            proptest::prop_assert_eq!(guess.common, common);
            let marked: [u64; 4] = std::array::from_fn(|w| {
                (0..64).filter(|&k| marks[64 * w + k] == 1).fold(0, |bits, k| bits | 1 << k)
            });
            proptest::prop_assert_eq!(guess.marked, Some(marked));
            for t in 0..common {
                let target = is_rare(t, mask) && marks[t as usize] == 0;
                if !target {
                    proptest::prop_assert!(!guess.unseen.contains(t as u8));
                    continue;
                }
                let shown = moves.leave_two.iter().any(|&i| {
                    let m = n.saturating_sub(i);
                    let last = moves.last_smaller_part(m).min(guess.scanned.end.saturating_sub(1));
                    (guess.scanned.start..=last).any(|a| {
                        assert!(m - a < known.len());
                        u32::from(known[a] ^ known[m - a]) == t
                    })
                });
                proptest::prop_assert_eq!(guess.unseen.contains(t as u8), !shown, "target {}", t);
            }
        }

        /// The SIMD scans (every level this machine has) find exactly the targets the scalar
        /// scan finds, for two-byte values above 255 and above 32767 too (which the SIMD scans
        /// turn into false hits).
        #[test]
        fn simd_scans_match_the_scalar_scan(
            values in proptest::collection::vec(proptest::prop_oneof![0u16..40, 200u16..300, 32760u16..32780, 32990u16..33050, 65530u16..=65535], 2..700),
            wanted in proptest::collection::btree_set(proptest::prop_oneof![0u8..40, 250u8..=255, 0u8..=255], 0..40),
            cut in 0usize..1000,
            start in 0usize..100,
        ) {
            let mut targets = Targets::default();
            for &t in &wanted {
                targets.insert(t);
            }
            let m = values.len() - 1 - cut % (values.len() - 1);
            let last = m / 2;
            let from = 1 + start % last.max(1);
            if m < 2 {
                return Ok(());
            }
            let bytes: Vec<u8> = values.iter().map(|&x| x as u8).collect();
            // The scalar scan against the plainest possible search.
            let mut scalar_halfwords = targets;
            let halfwords_done = simd::scan_scalar(&values, m, from, last, &mut scalar_halfwords);
            let unseen: Vec<u8> = wanted.iter().copied().filter(|&t| (from..=last).all(|a| u32::from(values[a] ^ values[m - a]) != u32::from(t))).collect();
            proptest::prop_assert_eq!(halfwords_done, unseen.is_empty());
            if !halfwords_done {
                proptest::prop_assert_eq!(scalar_halfwords.iter().collect::<Vec<u8>>(), unseen);
            }
            // Targets 256·high + t: the scalar scan against the plainest search, then every
            // level against the scalar scan.
            for high in [1u8, 127, 128] {
                let mut scalar_high = targets;
                let high_done = simd::scan_scalar_high(&values, m, from, last, high, &mut scalar_high);
                let base = 256 * u32::from(high);
                let unseen: Vec<u8> = wanted.iter().copied().filter(|&t| (from..=last).all(|a| u32::from(values[a] ^ values[m - a]) != base + u32::from(t))).collect();
                proptest::prop_assert_eq!(high_done, unseen.is_empty());
                if !high_done {
                    proptest::prop_assert_eq!(scalar_high.iter().collect::<Vec<u8>>(), unseen);
                }
                for &level in simd::Level::supported() {
                    let mut left = targets;
                    let done = simd::scan_high(level, &values, m, from, last, high, &mut left);
                    proptest::prop_assert_eq!(done, high_done, "{:?} high {}", level, high);
                    if !done {
                        proptest::prop_assert_eq!(left, scalar_high, "{:?} high {}", level, high);
                    }
                }
            }
            let mut scalar_bytes = targets;
            let bytes_done = simd::scan_scalar(&bytes, m, from, last, &mut scalar_bytes);
            for &level in simd::Level::supported() {
                let mut left = targets;
                let done = simd::scan(level, &values, m, from, last, &mut left);
                proptest::prop_assert_eq!(done, halfwords_done, "{:?}", level);
                if !done {
                    proptest::prop_assert_eq!(left, scalar_halfwords, "{:?}", level);
                }
                let mut left = targets;
                let done = simd::scan(level, &bytes, m, from, last, &mut left);
                proptest::prop_assert_eq!(done, bytes_done, "{:?}", level);
                if !done {
                    proptest::prop_assert_eq!(left, scalar_bytes, "{:?}", level);
                }
            }
        }
    }

    /// Octal codes (some with unequal splits) for the re-choice tests.
    fn random_rules() -> impl proptest::strategy::Strategy<Value = Rules> {
        use proptest::prelude::*;
        (
            0u8..2,
            proptest::collection::vec(0u8..8, 1..6),
            any::<bool>(),
        )
            .prop_map(|(d0, rest, unequal)| {
                let mut digits = vec![d0 * 4];
                digits.extend(rest);
                Rules::new(digits, unequal).expect("octal digits")
            })
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]

        /// Switching to any mask at any heap, however bad the mask, changes no value: heap by
        /// heap, and through `extend` (batches, and the helper thread, which must drop its
        /// rare list when the mask changes under it).
        #[test]
        fn a_forced_mask_change_mid_run_changes_no_value(
            rules in random_rules(),
            changes in proptest::collection::btree_map(1usize..3000, 1u32..512, 1..6),
        ) {
            let count = 3000;
            let mut naive = NaiveEngine::new(&rules);
            let mut expected: Vec<u16> = Vec::new();
            for n in 0..count {
                let x = naive.value(&expected, n);
                expected.push(x as u16);
            }
            let mut sparse = SparseEngine::new(&rules);
            let mut one_by_one: Vec<u16> = Vec::new();
            for n in 0..count {
                if let Some(&mask) = changes.get(&n) {
                    sparse.force_mask(mask, &one_by_one);
                }
                let y = sparse.value(&one_by_one, n).unwrap();
                one_by_one.push(y as u16);
                sparse.record(&one_by_one);
            }
            proptest::prop_assert_eq!(&one_by_one, &expected, "{}", rules);
            for parallel in [false, true] {
                let mut sparse = SparseEngine::new(&rules);
                sparse.set_parallel(parallel);
                let mut extended: Vec<u16> = Vec::new();
                for (&at, &mask) in &changes {
                    sparse.extend(&mut extended, at, |_| false);
                    sparse.force_mask(mask, &extended);
                }
                sparse.extend(&mut extended, count, |_| false);
                proptest::prop_assert_eq!(&extended, &expected, "{} parallel {}", rules, parallel);
            }
        }
    }

    /// The mask is re-chosen from the histogram as soon as a bad one makes the rare list grow:
    /// forced onto a mask that makes most values rare, the engine leaves it within a few
    /// dozen heaps, and the values stay right.
    #[test]
    fn a_bad_mask_is_left_at_once() {
        let rules = Rules::grundys_game();
        let mut sparse = SparseEngine::new(&rules);
        let mut v: Vec<u8> = Vec::new();
        sparse.extend(&mut v, 20_000, |_| false);
        let good = sparse.stats();
        // Mask 1: every value with an even low bit is rare, about half the heaps.
        sparse.force_mask(1, &v);
        assert!(sparse.stats().rare_count > 5 * good.rare_count);
        // As if the mask had been chosen with the good mask's rare count: the jump.
        sparse.watch.reviewed(v.len(), good.rare_count);
        sparse.extend(&mut v, 20_001, |_| false);
        let after = sparse.stats();
        assert_eq!(after.mask, good.mask);
        assert!(after.rare_count < good.rare_count + 10, "{after:?}");
        let mut naive = NaiveEngine::new(&rules);
        let mut expected: Vec<u8> = Vec::new();
        for n in 0..v.len() {
            let x = naive.value(&expected, n);
            expected.push(x as u8);
        }
        assert_eq!(v, expected);
    }

    /// A resumed engine lists the rare heaps of the mask it chose, and keeps no room for a
    /// list under the first mask (half of all heaps: 12 bytes each, 7.7 GB for Grundy's game
    /// resumed at 1.3·10^9 heaps), and it goes on with the same values.
    #[test]
    fn resuming_keeps_only_the_rare_heaps_of_its_mask() {
        let rules = Rules::grundys_game();
        let mut sparse = SparseEngine::new(&rules);
        let mut v: Vec<u8> = Vec::new();
        sparse.extend(&mut v, 50_000, |_| false);
        let running = sparse.stats();
        let mut resumed = SparseEngine::resume(&rules, &v);
        let stats = resumed.stats();
        assert_eq!(
            (stats.mask, stats.rare_count),
            (running.mask, running.rare_count)
        );
        assert!(resumed.rare.capacity() < 2 * stats.rare_count + 64);
        assert!(resumed.rare_values.capacity() < 2 * stats.rare_count + 64);
        let mut w = v.clone();
        sparse.extend(&mut v, 60_000, |_| false);
        resumed.extend(&mut w, 60_000, |_| false);
        assert_eq!(v, w);
    }

    #[test]
    fn sparse_matches_naive_on_grundys_game() {
        let (naive, sparse) = both(&Rules::grundys_game(), 3000);
        assert_eq!(naive, sparse);
        // OEIS A002188.
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
            // The generic path, taken here from the fourth distinct value on.
            let (naive, sparse) = both_with(&rules, count, 4);
            assert_eq!(naive, sparse, "{code}, generic path");
        }
    }

    /// Values of 14 bits (8.7 passes 8192 by heap 10,500, half its heaps rare): the dense path,
    /// alone and with a helper thread, gives the values of the generic path, which the test
    /// above checks against the naive engine (too slow at this size, with three-heap moves).
    #[test]
    fn wide_values_are_the_same_on_the_dense_and_generic_paths() {
        let rules = Rules::parse_code("8.7").unwrap();
        let run = |dense_limit: usize, threads: usize| {
            let mut engine = SparseEngine::new(&rules);
            engine.dense_limit = dense_limit;
            engine.set_threads(threads);
            let mut v: Vec<u16> = Vec::new();
            assert_eq!(engine.extend(&mut v, 10_600, |_| false), None);
            v
        };
        let generic = run(256, 1);
        assert!(
            generic.iter().any(|&x| x > 8192),
            "no value needs the widest marks"
        );
        assert_eq!(run(DENSE_LIMIT, 1), generic);
        assert_eq!(run(DENSE_LIMIT, 2), generic);
    }
}
