//! Step 1 of the sparse engine for [`BATCH`] consecutive heaps at once.
//!
//! Step 1 marks `G(r) ⊕ G(m − r)` for every rare heap `r < m`, where `m = n − i` for each amount
//! `i` that may leave two heaps. For the heaps `n0, n0 + 1, …` the values `G(m − r)` of one rare
//! `r` are neighbours in memory, so one pass over the rare list serves the whole batch (or a
//! part of it at a time, for values of 12 bits or more, whose marks would not fit the L1 cache
//! together: half the batch for 12 bits, an eighth for 14): each rare value is read once per
//! pass and XORed with neighbouring values, one mark per heap. Three
//! kinds of pairs are left to a per-heap patch ([`Covered::patches`]): small `r` (whose partner
//! `m − r` is not computed yet when the batch starts), rare heaps found during the batch, and,
//! when splits must be unequal, the rare heaps near `m / 2` (whose equal split must be skipped
//! for one heap of the batch). Marks are idempotent, so the ranges only have to cover every pair;
//! covering one twice does no harm.

use std::ops::Range;

use super::super::values::Cell;
use super::simd::Targets;

/// How many consecutive heaps one pass over the rare list serves.
pub(crate) const BATCH: usize = 16;

/// The step-1 marks of the heaps `first .. first + BATCH`.
#[derive(Clone, Debug, Default)]
pub(crate) struct Batch {
    first: usize,
    /// Marks per heap (256 for one-byte values, whose XORs are bytes).
    stride: usize,
    /// What the marks were computed with: the rare list (changed only with the mask) and the
    /// value width.
    key: Option<(u32, usize)>,
    marks: Vec<u8>,
    /// For each amount (in the order of the move list), the rare-list indices marked for every
    /// heap of the batch.
    covered: Vec<Covered>,
}

/// A guess at step 2 of one heap, made after its batch's step 1 from the values known then and
/// the batch's marks (before the finishing thread's patches, so a subset of the heap's step-1
/// marks).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Guess {
    /// These marks as bits (bit `x % 64` of word `x / 64`) when the heap has 256 of them: the
    /// finishing thread then reads these four words instead of the batch's marks, which
    /// another core wrote.
    pub marked: Option<[u64; 4]>,
    /// The smallest common value these marks miss (the bound they give).
    pub common: u32,
    /// The rare values below `common` these marks miss that no split whose smaller part is in
    /// `scanned` shows (both parts of those splits were known).
    pub unseen: Targets,
    /// The smaller parts of the splits scanned (for every amount).
    pub scanned: Range<usize>,
}

/// The rare-list indices `start..end`, except `window`, were marked for every heap of a batch.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Covered {
    start: usize,
    window: Range<usize>,
    end: usize,
}

/// What a batch is computed from.
pub(crate) struct StepOne<'a> {
    /// The amounts that may leave two heaps.
    pub amounts: &'a [usize],
    /// Splits must be unequal.
    pub unequal: bool,
    /// The rare heaps, increasing, and their values.
    pub rare: &'a [usize],
    pub rare_values: &'a [u32],
    /// Identifies the rare list: it is rebuilt only when the mask changes.
    pub mask_changes: u32,
}

impl Batch {
    /// The marks of heap `n` (`v = G(0..n)`), computing a new batch from `n` if `n` is not in
    /// the current one. The slice has room for every XOR of two values below `size`.
    pub(crate) fn marks_of<T: Cell>(
        &mut self,
        v: &[T],
        n: usize,
        size: usize,
        step: &StepOne,
    ) -> (&[u8], &[Covered]) {
        if !self.holds::<T>(n, size, step.mask_changes) {
            self.prepare(v, n, size, step);
        }
        (self.heap_marks(n), &self.covered)
    }

    /// Whether the batch has the marks of heap `n` for values below `size`, made with the
    /// current rare list (`mask_changes`) and width.
    pub(crate) fn holds<T: Cell>(&self, n: usize, size: usize, mask_changes: u32) -> bool {
        self.key == Some((mask_changes, T::BYTES))
            && self.stride == stride::<T>(size)
            && (self.first..self.first + BATCH).contains(&n)
    }

    /// The marks of heap `n`, which the batch holds, to read.
    pub(crate) fn heap_marks(&self, n: usize) -> &[u8] {
        let (j, stride) = (n - self.first, self.stride);
        &self.marks[j * stride..(j + 1) * stride]
    }

    /// For each amount, the rare-list indices marked for every heap of the batch.
    pub(crate) fn covered(&self) -> &[Covered] {
        &self.covered
    }

    /// Marks, for every heap of a batch starting at `first`, the pairs whose values are known:
    /// `known = G(0..k)` for some `k ≤ first` (the values computed so far by another thread,
    /// or all of them); `size` bounds the values.
    pub(crate) fn prepare<T: Cell>(
        &mut self,
        known: &[T],
        first: usize,
        size: usize,
        step: &StepOne,
    ) {
        let (v, stride) = (known, stride::<T>(size));
        debug_assert!(v.len() <= first);
        self.key = Some((step.mask_changes, T::BYTES));
        self.first = first;
        self.stride = stride;
        self.marks.clear();
        self.marks.resize(BATCH * stride, 0);
        self.covered.clear();
        for &i in step.amounts {
            let covered = Covered::for_amount(first, v.len(), i, step);
            // For heap first + j the pair of rare `r` is (r, base + j) with base = m0 − r.
            let m0 = first.saturating_sub(i);
            for part in [
                covered.start..covered.window.start,
                covered.window.end..covered.end,
            ] {
                let (rare, values) = (&step.rare[part.clone()], &step.rare_values[part]);
                mark_with_stride(stride, v, m0, rare, values, &mut self.marks);
            }
            self.covered.push(covered);
        }
    }
}

impl Covered {
    /// The rare-list index ranges a heap of the batch still has to mark (every rare `r < m`
    /// outside the covered ranges), given the number `below` of rare heaps below `m`.
    pub(crate) fn patches(&self, below: usize) -> [Range<usize>; 3] {
        let clip = |range: Range<usize>| range.start.min(below)..range.end.min(below);
        [
            clip(0..self.start),
            clip(self.window.clone()),
            clip(self.end..below),
        ]
    }

    /// The rare heaps `r` whose pair is known (values below `known`) for every heap of the
    /// batch from `first`: `r ≥ 1`, `r < m0 = first − i` (so `r < m` for all) and `r < known`,
    /// `r ≥ first + BATCH − known − i` (so the partner `m − r < known`), and for unequal
    /// splits, `2r` not among `m0 .. m0 + BATCH`.
    fn for_amount(first: usize, known: usize, i: usize, step: &StepOne) -> Covered {
        let Some(m0) = first.checked_sub(i) else {
            return Covered::default();
        };
        let low = (first + BATCH - known).saturating_sub(i).max(1);
        let high = m0.min(known);
        if low >= high {
            return Covered::default();
        }
        let index = |bound: usize| step.rare.partition_point(|&r| r < bound);
        let (start, end) = (index(low), index(high));
        let window = if step.unequal {
            // 2r = m0 + j for some j < BATCH.
            let from = index(m0.div_ceil(2)).clamp(start, end);
            let to = index((m0 + BATCH - 1) / 2 + 1).clamp(from, end);
            from..to
        } else {
            start..start
        };
        Covered { start, window, end }
    }
}

/// Marks per heap for values below `size` (a power of two): 256 for one-byte values.
fn stride<T: Cell>(size: usize) -> usize {
    if T::BYTES == 1 { 256 } else { size.max(256) }
}

/// How many heaps of a batch one pass over the rare list marks, for `stride` marks per heap:
/// their marks must stay in the L1 data cache (scattered writes to a larger array run about 20 %
/// slower on the wide-valued codes a sweep spends its time on).
const fn heaps_per_pass(stride: usize) -> usize {
    const L1_MARKS: usize = 32 << 10;
    let heaps = L1_MARKS / stride;
    if heaps < BATCH { heaps } else { BATCH }
}

/// [`mark`] with `stride` marks per heap (a power of two from 256 to 16,384), in as many
/// passes as [`heaps_per_pass`] says.
fn mark_with_stride<T: Cell>(
    stride: usize,
    v: &[T],
    m0: usize,
    rare: &[usize],
    values: &[u32],
    marks: &mut [u8],
) {
    match stride {
        256 => mark::<T, 256, { heaps_per_pass(256) }>(v, m0, rare, values, marks),
        512 => mark::<T, 512, { heaps_per_pass(512) }>(v, m0, rare, values, marks),
        1024 => mark::<T, 1024, { heaps_per_pass(1024) }>(v, m0, rare, values, marks),
        2048 => mark::<T, 2048, { heaps_per_pass(2048) }>(v, m0, rare, values, marks),
        4096 => mark::<T, 4096, { heaps_per_pass(4096) }>(v, m0, rare, values, marks),
        8192 => mark::<T, 8192, { heaps_per_pass(8192) }>(v, m0, rare, values, marks),
        16384 => mark::<T, 16384, { heaps_per_pass(16384) }>(v, m0, rare, values, marks),
        _ => unreachable!("the dense path has at most 16,384 values"),
    }
}

/// Per rare heap, `H` neighbouring partner values and one mark per heap, at constant offsets
/// into one array (the hottest loop of step 1), for each `H` heaps of the batch in turn. `S`,
/// the marks per heap, is a power of two above every value, so XORs of values are below it.
fn mark<T: Cell, const S: usize, const H: usize>(
    v: &[T],
    m0: usize,
    rare: &[usize],
    values: &[u32],
    marks: &mut [u8],
) {
    let (heaps, _) = marks.as_chunks_mut::<S>();
    for (pass, heaps) in heaps[..BATCH].chunks_exact_mut(H).enumerate() {
        let heaps: &mut [[u8; S]; H] = heaps.try_into().expect("H heaps");
        let base = m0 + pass * H;
        for (&r, &value) in rare.iter().zip(values) {
            let partners: &[T; H] = v[base - r..][..H].try_into().expect("H values");
            for (heap, &partner) in heaps.iter_mut().zip(partners) {
                let x = (value ^ partner.to_u32()) as usize;
                debug_assert!(x < S);
                heap[x % S] = 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The marks of `BATCH` heaps, pair by pair: heap `j` marks `value ^ v[m0 + j − r]` for
    /// every rare `r`.
    fn marks_by_definition(
        v: &[u16],
        m0: usize,
        rare: &[usize],
        values: &[u32],
        stride: usize,
    ) -> Vec<u8> {
        let mut marks = vec![0; BATCH * stride];
        for j in 0..BATCH {
            for (&r, &value) in rare.iter().zip(values) {
                marks[j * stride + (value ^ u32::from(v[m0 + j - r])) as usize] = 1;
            }
        }
        marks
    }

    proptest::proptest! {
        /// However many passes a stride takes (wide values: several), every heap of the batch
        /// gets the marks of all its pairs and no others.
        #[test]
        fn passes_mark_every_pair_once_for_each_heap(
            v in proptest::collection::vec(0u16..8192, 600),
            rare in proptest::collection::btree_set(1usize..300, 0..60),
            m0 in 300usize..580,
        ) {
            let rare: Vec<usize> = rare.into_iter().collect();
            for stride in [256usize, 512, 1024, 2048, 4096, 8192, 16384] {
                // Values below stride / 2, so that their XORs are below the stride.
                let v: Vec<u16> = v.iter().map(|&x| x % (stride as u16 / 2)).collect();
                let values: Vec<u32> = rare.iter().map(|&r| u32::from(v[r])).collect();
                let mut marks = vec![0; BATCH * stride];
                mark_with_stride(stride, &v, m0, &rare, &values, &mut marks);
                let expected = marks_by_definition(&v, m0, &rare, &values, stride);
                proptest::prop_assert!(marks == expected, "stride {}", stride);
            }
        }
    }

    #[test]
    fn wide_marks_take_several_passes_that_fit_the_cache() {
        assert_eq!(heaps_per_pass(256), BATCH);
        assert_eq!(heaps_per_pass(2048), BATCH);
        assert_eq!(heaps_per_pass(4096), BATCH / 2);
        assert_eq!(heaps_per_pass(16384), BATCH / 8);
        for stride in [4096, 8192, 16384] {
            assert_eq!(BATCH % heaps_per_pass(stride), 0, "stride {stride}");
        }
    }
}
