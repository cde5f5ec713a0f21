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

/// The largest mask considered when choosing one (masks use the low 12 bits).
const MAX_MASK_BITS: u32 = 12;

/// The sparse-space engine's state: the mask, the rare positions and the value frequencies.
#[derive(Clone, Debug)]
pub struct SparseEngine {
    moves: MoveLists,
    mask: u32,
    /// Heap sizes `r ≥ 1` whose value is rare, in increasing order.
    rare: Vec<usize>,
    /// `frequencies[v]`: how many heap sizes so far have value `v`.
    frequencies: Vec<u64>,
    marks: Marks,
    targets: Vec<u32>,
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
            frequencies: Vec::new(),
            marks: Marks::default(),
            targets: Vec::new(),
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
        let marks = &mut self.marks;
        marks.clear();
        self.moves.mark_take_and_three_heap_options(v, n, marks);
        // Step 1: every split with a rare part.
        for &i in &self.moves.leave_two {
            if n < i + 2 {
                continue;
            }
            let m = n - i;
            for &r in &self.rare {
                if r >= m {
                    break;
                }
                if self.moves.unequal && 2 * r == m {
                    continue;
                }
                marks.insert((v[r] ^ v[m - r]).to_u32());
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
        for &i in &self.moves.leave_two {
            if n < i + 2 {
                continue;
            }
            let m = n - i;
            let last = self.moves.last_smaller_part(m);
            if scan(v, m, last, &mut self.targets) {
                return common;
            }
        }
        self.targets[0]
    }

    /// Records `G(n)`, the last value of `v`: frequencies, the rare list, and now and then a
    /// review of the mask.
    pub fn record<T: Cell>(&mut self, v: &[T]) {
        let n = v.len() - 1;
        let value = v[n].to_u32();
        self.count(value);
        if n >= 1 && is_rare(value, self.mask) {
            self.rare.push(n);
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
    }
}

/// Scans the splits `(a, m − a)` for `1 ≤ a ≤ last`, removing from `targets` every value seen.
/// Returns `true` as soon as `targets` is empty.
fn scan<T: Cell>(v: &[T], m: usize, last: usize, targets: &mut Vec<u32>) -> bool {
    let mut wanted: Vec<T> = targets
        .iter()
        .filter(|&&t| t <= T::MAX)
        .map(|&t| T::from_u32(t))
        .collect();
    if wanted.is_empty() {
        return false;
    }
    let mut a = 1;
    while a + LANES <= last + 1 {
        let left: &[T; LANES] = v[a..a + LANES].try_into().expect("LANES values");
        let right: &[T; LANES] = v[m + 1 - a - LANES..m + 1 - a]
            .try_into()
            .expect("LANES values");
        let hit = wanted.iter().any(|&t| block_contains(left, right, t));
        if hit {
            wanted.retain(|&t| !block_contains(left, right, t));
            if wanted.is_empty() {
                return keep_unreachable::<T>(targets);
            }
        }
        a += LANES;
    }
    while a <= last {
        let x = v[a] ^ v[m - a];
        if let Some(found) = wanted.iter().position(|&t| t == x) {
            wanted.swap_remove(found);
            if wanted.is_empty() {
                return keep_unreachable::<T>(targets);
            }
        }
        a += 1;
    }
    targets.retain(|&t| t > T::MAX || wanted.contains(&T::from_u32(t)));
    targets.sort_unstable();
    false
}

/// Once every target that fits in `T` is seen: keeps those that do not fit (no split of two
/// values of type `T` reaches them) and says whether none is left.
fn keep_unreachable<T: Cell>(targets: &mut Vec<u32>) -> bool {
    targets.retain(|&t| t > T::MAX);
    targets.is_empty()
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

    #[test]
    fn sparse_matches_naive_on_grundys_game() {
        let (naive, sparse) = both(&Rules::grundys_game(), 3000);
        assert_eq!(naive, sparse);
        // shared/reference/values.md (OEIS A002188).
        assert_eq!(sparse[..20], [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3]);
    }

    #[test]
    fn sparse_matches_naive_on_octal_games() {
        for code in ["0.77", "0.137", "0.6", "4.07", "0.161", "0.354", "0.8", "0.f"] {
            let rules = Rules::parse_code(code).unwrap();
            let count = if rules.splits_in_three() { 200 } else { 1500 };
            let (naive, sparse) = both(&rules, count);
            assert_eq!(naive, sparse, "{code}");
        }
    }
}
