//! Choosing the rare mask, and watching when to choose again.
//!
//! A value `v` is rare under the mask `m` when `v & m` has an even number of bits set. For
//! value counts `f`, the Walsh–Hadamard transform `W(m) = Σ_v f(v)·(−1)^popcount(v & m)` counts
//! the rare heap sizes minus the common ones, so the rare count of every mask is
//! `(Σ f + W(m)) / 2`: one transform of `B·2^B` additions scores all `2^B` masks of `B` bits
//! (4,608 additions for Grundy's game's 9-bit values), instead of `2^B` passes over the counts.
//! That is cheap enough to score again whenever the rare list grows faster than it should.

/// The number of heap sizes each mask of `bits` bits makes rare (index: the mask), from
/// `frequencies[v]`, the number of heap sizes with value `v` (values are folded to `bits` bits:
/// a mask of `bits` bits ignores the bits above).
pub(crate) fn rare_counts(frequencies: &[u64], bits: u32) -> Vec<u64> {
    let size = 1usize << bits;
    let mut transform = vec![0i64; size];
    for (value, &count) in frequencies.iter().enumerate() {
        transform[value & (size - 1)] += count as i64;
    }
    let mut half = 1;
    while half < size {
        for block in transform.chunks_exact_mut(2 * half) {
            let (low, high) = block.split_at_mut(half);
            for (a, b) in low.iter_mut().zip(high) {
                (*a, *b) = (*a + *b, *a - *b);
            }
        }
        half *= 2;
    }
    let total = transform[0];
    transform
        .iter()
        .map(|&w| ((total + w) / 2) as u64)
        .collect()
}

/// Whether a mask making `best` heap sizes rare is worth switching to from one making
/// `current` rare: better by 1/32 (and at least two heaps), so that two masks of nearly equal
/// counts do not take turns, each switch reading every value to list the rare heaps anew.
pub(crate) fn clearly_better(best: u64, current: u64) -> bool {
    best + (best / 32).max(2) <= current
}

/// When to review the mask next: when the rare list has grown by 1/32 (at least 8 heap
/// sizes) since the last review, which catches a jump at once (a new value the mask does not
/// see makes most new heaps rare), or when the sequence has grown by a quarter.
#[derive(Clone, Debug, Default)]
pub(crate) struct MaskWatch {
    rare_alarm: usize,
    next_length: usize,
}

impl MaskWatch {
    /// Whether a review is due with `length` values and `rare` rare heap sizes.
    #[inline(always)]
    pub(crate) fn due(&self, length: usize, rare: usize) -> bool {
        rare >= self.rare_alarm || length >= self.next_length
    }

    /// A review was made with `length` values and `rare` rare heap sizes.
    pub(crate) fn reviewed(&mut self, length: usize, rare: usize) {
        self.rare_alarm = rare + (rare / 32).max(8);
        self.next_length = (length + length / 4).max(64);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn the_transform_counts_the_rare_heaps_of_every_mask(
            frequencies in proptest::collection::vec(0u64..1000, 0..300),
            bits in 1u32..10,
        ) {
            let counts = rare_counts(&frequencies, bits);
            prop_assert_eq!(counts.len(), 1 << bits);
            for (mask, &count) in counts.iter().enumerate() {
                let brute: u64 = frequencies
                    .iter()
                    .enumerate()
                    .filter(|&(value, _)| (value & mask).count_ones() % 2 == 0)
                    .map(|(_, &f)| f)
                    .sum();
                prop_assert_eq!(count, brute, "mask {}", mask);
            }
        }
    }

    #[test]
    fn a_jump_of_the_rare_list_is_seen_at_once() {
        let mut watch = MaskWatch::default();
        watch.reviewed(1 << 20, 1000);
        assert!(!watch.due((1 << 20) + 100, 1030));
        assert!(watch.due((1 << 20) + 100, 1031));
        assert!(watch.due(1 << 21, 1000));
    }
}
