//! Sets of small values: the values a component may still have, and the values a search is
//! asked about.
//!
//! The search works on values below `LIMIT`, which covers every component with fewer than
//! 256 options (its value is at most its number of options); wider components are valued
//! outright, without sets.

use std::fmt;

/// Every value of a [`ValueSet`] is below this.
pub(crate) const LIMIT: u32 = 256;

/// A set of values below `LIMIT`, as a 256-bit mask.
///
/// ```
/// use grundy::search::value_set::ValueSet;
/// let candidates = ValueSet::below(4); // {0, 1, 2, 3}
/// assert_eq!(candidates.largest(), Some(3));
/// assert_eq!(candidates.without_largest(), ValueSet::below(3));
/// // Nim-adding 5 to each value: {5, 4, 7, 6}.
/// assert_eq!(candidates.xor_each(5).to_vec(), vec![4, 5, 6, 7]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Default)]
pub struct ValueSet([u64; 4]);

/// The masks that swap adjacent blocks of 1, 2, 4, 8, 16 and 32 bits within a word: the
/// permutation of bit positions by `xor` with each power of two below 64.
const SWAPS: [(u32, u64); 6] = [
    (1, 0x5555_5555_5555_5555),
    (2, 0x3333_3333_3333_3333),
    (4, 0x0f0f_0f0f_0f0f_0f0f),
    (8, 0x00ff_00ff_00ff_00ff),
    (16, 0x0000_ffff_0000_ffff),
    (32, 0x0000_0000_ffff_ffff),
];

impl ValueSet {
    /// The empty set.
    pub(crate) const EMPTY: ValueSet = ValueSet([0; 4]);

    /// Every value below [`LIMIT`].
    pub(crate) const ALL: ValueSet = ValueSet([u64::MAX; 4]);

    /// The values `0..n` (all of them when `n` is `LIMIT` or more).
    pub fn below(n: u32) -> Self {
        let mut words = [0u64; 4];
        for (index, word) in words.iter_mut().enumerate() {
            let start = 64 * index as u32;
            *word = match n.saturating_sub(start) {
                0 => 0,
                bits if bits >= 64 => u64::MAX,
                bits => (1 << bits) - 1,
            };
        }
        ValueSet(words)
    }

    /// The values `0..=value`.
    pub(crate) fn up_to(value: u32) -> Self {
        Self::below(value.saturating_add(1))
    }

    /// The set of `value` alone (empty when `value` is `LIMIT` or more).
    pub(crate) fn single(value: u32) -> Self {
        let mut set = Self::EMPTY;
        set.insert(value);
        set
    }

    /// The values below 64 whose bits are set in `mask` (the table's form of ruled-out values).
    pub(crate) fn from_low_mask(mask: u64) -> Self {
        ValueSet([mask, 0, 0, 0])
    }

    /// The values below 64 of the set, as a bit mask.
    pub(crate) fn low_mask(&self) -> u64 {
        self.0[0]
    }

    /// Whether `value` is in the set.
    pub(crate) fn contains(&self, value: u32) -> bool {
        value < LIMIT && self.0[value as usize / 64] >> (value % 64) & 1 == 1
    }

    /// Adds `value` (ignored when it is `LIMIT` or more).
    pub(crate) fn insert(&mut self, value: u32) {
        if value < LIMIT {
            self.0[value as usize / 64] |= 1 << (value % 64);
        }
    }

    /// Removes `value`.
    pub(crate) fn remove(&mut self, value: u32) {
        if value < LIMIT {
            self.0[value as usize / 64] &= !(1 << (value % 64));
        }
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.0 == [0; 4]
    }

    /// How many values the set holds.
    pub fn len(&self) -> u32 {
        self.0.iter().map(|word| word.count_ones()).sum()
    }

    /// The least value of the set.
    pub(crate) fn smallest(&self) -> Option<u32> {
        let index = self.0.iter().position(|&word| word != 0)?;
        Some(64 * index as u32 + self.0[index].trailing_zeros())
    }

    /// The largest value of the set.
    pub fn largest(&self) -> Option<u32> {
        let index = self.0.iter().rposition(|&word| word != 0)?;
        Some(64 * index as u32 + 63 - self.0[index].leading_zeros())
    }

    /// The set without its largest value.
    pub fn without_largest(&self) -> Self {
        let mut set = *self;
        if let Some(largest) = self.largest() {
            set.remove(largest);
        }
        set
    }

    /// The values in both sets.
    pub(crate) fn and(&self, other: &Self) -> Self {
        ValueSet(std::array::from_fn(|index| self.0[index] & other.0[index]))
    }

    /// The values of `self` not in `other`.
    pub(crate) fn and_not(&self, other: &Self) -> Self {
        ValueSet(std::array::from_fn(|index| self.0[index] & !other.0[index]))
    }

    /// Whether the two sets have no value in common.
    pub(crate) fn is_disjoint(&self, other: &Self) -> bool {
        self.and(other).is_empty()
    }

    /// The set `{v ^ x : v in self}` (for `x` below `LIMIT`, which keeps every value below
    /// it): what a component must be worth for the sum with a component of value `x` to lie in
    /// the set.
    pub fn xor_each(&self, x: u32) -> Self {
        debug_assert!(x < LIMIT);
        if x == 0 {
            return *self;
        }
        let high = (x / 64) as usize;
        let low = x % 64;
        ValueSet(std::array::from_fn(|index| {
            let mut word = self.0[index ^ high];
            for (shift, mask) in SWAPS {
                if low & shift != 0 {
                    word = ((word & mask) << shift) | ((word >> shift) & mask);
                }
            }
            word
        }))
    }

    /// The values of the set, in increasing order.
    pub fn to_vec(&self) -> Vec<u32> {
        (0..LIMIT).filter(|&value| self.contains(value)).collect()
    }
}

impl fmt::Debug for ValueSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.to_vec()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::BTreeSet;

    fn set_of(values: &BTreeSet<u32>) -> ValueSet {
        let mut set = ValueSet::EMPTY;
        for &value in values {
            set.insert(value);
        }
        set
    }

    proptest! {
        /// Every operation agrees with the same operation on an ordinary set of numbers.
        #[test]
        fn operations_agree_with_ordinary_sets(
            a in proptest::collection::btree_set(0u32..LIMIT, 0..40),
            b in proptest::collection::btree_set(0u32..LIMIT, 0..40),
            x in 0u32..LIMIT,
            n in 0u32..300,
        ) {
            let (sa, sb) = (set_of(&a), set_of(&b));
            prop_assert_eq!(sa.to_vec(), a.iter().copied().collect::<Vec<_>>());
            prop_assert_eq!(sa.len() as usize, a.len());
            prop_assert_eq!(sa.smallest(), a.first().copied());
            prop_assert_eq!(sa.largest(), a.last().copied());
            let mut without = a.clone();
            without.pop_last();
            prop_assert_eq!(sa.without_largest(), set_of(&without));
            prop_assert_eq!(sa.and(&sb), set_of(&a.intersection(&b).copied().collect()));
            prop_assert_eq!(sa.and_not(&sb), set_of(&a.difference(&b).copied().collect()));
            prop_assert_eq!(sa.is_disjoint(&sb), a.is_disjoint(&b));
            prop_assert_eq!(sa.xor_each(x), set_of(&a.iter().map(|v| v ^ x).collect()));
            prop_assert_eq!(ValueSet::below(n), set_of(&(0..n.min(LIMIT)).collect()));
            prop_assert_eq!(ValueSet::up_to(n), set_of(&(0..=n.min(LIMIT - 1)).collect()));
            prop_assert_eq!(
                ValueSet::from_low_mask(sa.low_mask()),
                set_of(&a.iter().copied().filter(|&v| v < 64).collect())
            );
        }
    }

    #[test]
    fn values_past_the_limit_are_never_members() {
        let mut set = ValueSet::ALL;
        assert!(!set.contains(LIMIT));
        set.insert(LIMIT);
        set.remove(LIMIT + 7);
        assert_eq!(set, ValueSet::ALL);
        assert_eq!(ValueSet::single(LIMIT), ValueSet::EMPTY);
        assert_eq!(ValueSet::ALL.len(), LIMIT);
    }
}
