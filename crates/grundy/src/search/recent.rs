//! The values a search found last, by the components' own cells.
//!
//! A search meets the same component at the same place of the board again and again (through
//! other orders of the same moves). This small cache, private to one search and sized to stay
//! in the processor's cache, answers those repeats from the component's cells alone: no
//! canonical key to compute, and no read of the large shared [`Table`](super::Table).

use std::hash::Hash;

use super::table::hash_key;

/// How many values the cache holds (a power of two): with 16-byte parts, 256 KiB.
const SLOTS: usize = 1 << 13;

/// A direct-mapped cache from parts (components, as the game gives them) to their values:
/// each part has one slot, and a new value replaces the old one there.
///
/// ```
/// use grundy::search::recent::Recent;
/// let mut recent = Recent::new();
/// recent.insert(0b1110_u128, 1);
/// assert_eq!(recent.get(0b1110_u128), Some(1));
/// assert_eq!(recent.get(0b0111_u128), None);
/// recent.insert(0b1110_u128, u32::MAX);
/// assert_eq!(recent.get(0b1110_u128), None);
/// ```
pub struct Recent<P> {
    /// Each slot holds a part and its value plus one; 0 marks an empty slot, so that a new
    /// cache is all zeros: memory the allocator hands out untouched, and a short search only
    /// touches the pages it uses.
    slots: Vec<(P, u32)>,
}

impl<P: Copy + Eq + Hash + Default> Recent<P> {
    /// An empty cache.
    pub fn new() -> Self {
        Recent {
            slots: vec![(P::default(), 0); SLOTS],
        }
    }

    fn slot(part: &P) -> usize {
        hash_key(part) as usize & (SLOTS - 1)
    }

    /// The value of `part`, if it is in the cache.
    #[inline]
    pub fn get(&self, part: P) -> Option<u32> {
        let (held, value_plus_one) = self.slots[Self::slot(&part)];
        (value_plus_one != 0 && held == part).then(|| value_plus_one - 1)
    }

    /// Records the value of `part` (a value of `u32::MAX` is not kept).
    #[inline]
    pub fn insert(&mut self, part: P, value: u32) {
        self.slots[Self::slot(&part)] = (part, value.wrapping_add(1));
    }
}

impl<P: Copy + Eq + Hash + Default> Default for Recent<P> {
    fn default() -> Self {
        Self::new()
    }
}
