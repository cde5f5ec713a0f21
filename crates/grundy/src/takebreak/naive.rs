//! The naive engine: `G(n)` is the mex over every option of a heap of `n`. Quadratic in all
//! (cubic with three-heap moves), and obviously correct: the reference the sparse engine is
//! tested against, and `--engine naive` on the command line.

use super::rules::{
    LEAVE_NOTHING, LEAVE_ONE, LEAVE_THREE, LEAVE_TWO, Rules, for_three_heap_splits,
};
use super::values::Cell;

/// The amounts a move may remove, grouped by what the move leaves.
#[derive(Clone, Debug)]
pub(crate) struct MoveLists {
    /// Amounts that may leave nothing.
    pub leave_nothing: Vec<usize>,
    /// Amounts that may leave one heap.
    pub leave_one: Vec<usize>,
    /// Amounts that may leave two heaps.
    pub leave_two: Vec<usize>,
    /// Amounts that may leave three heaps.
    pub leave_three: Vec<usize>,
    /// Splits must be unequal.
    pub unequal: bool,
}

impl MoveLists {
    /// The lists for `rules`.
    pub(crate) fn new(rules: &Rules) -> MoveLists {
        MoveLists {
            leave_nothing: rules.amounts_with(LEAVE_NOTHING),
            leave_one: rules.amounts_with(LEAVE_ONE),
            leave_two: rules.amounts_with(LEAVE_TWO),
            leave_three: rules.amounts_with(LEAVE_THREE),
            unequal: rules.unequal(),
        }
    }

    /// The largest smaller part of a two-heap split of `m` (0 if none).
    #[inline]
    pub(crate) fn last_smaller_part(&self, m: usize) -> usize {
        if m < 2 {
            0
        } else if self.unequal {
            (m - 1) / 2
        } else {
            m / 2
        }
    }

    /// Marks the values of every option of heap `n` that leaves no heap or one heap, given
    /// the values below `n`.
    pub(crate) fn mark_take_options<T: Cell>(&self, v: &[T], n: usize, marks: &mut Marks) {
        for &i in &self.leave_nothing {
            if i == n {
                marks.insert(0);
            }
        }
        for &i in &self.leave_one {
            if i < n {
                marks.insert(v[n - i].to_u32());
            }
        }
    }

    /// Marks the values of every take-only and three-heap option of heap `n` (everything but
    /// the two-heap splits), given the values below `n`: the three-heap splits one by one
    /// (about n²/12 of them; the sparse engine uses [`super::three_heaps`] instead).
    pub(crate) fn mark_take_and_three_heap_options<T: Cell>(
        &self,
        v: &[T],
        n: usize,
        marks: &mut Marks,
    ) {
        self.mark_take_options(v, n, marks);
        for &i in &self.leave_three {
            if n > i {
                for_three_heap_splits((n - i) as u64, self.unequal, |a, b, c| {
                    marks.insert((v[a as usize] ^ v[b as usize] ^ v[c as usize]).to_u32());
                });
            }
        }
    }
}

/// A set of small integers that empties in constant time (each entry holds the generation in
/// which it was last inserted).
#[derive(Clone, Debug, Default)]
pub(crate) struct Marks {
    stamps: Vec<u32>,
    generation: u32,
}

impl Marks {
    /// Empties the set.
    #[inline]
    pub(crate) fn clear(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.stamps.fill(0);
            self.generation = 1;
        }
    }

    /// Adds `value`.
    #[inline]
    pub(crate) fn insert(&mut self, value: u32) {
        let index = value as usize;
        if index >= self.stamps.len() {
            self.stamps.resize((index + 1).next_power_of_two(), 0);
        }
        self.stamps[index] = self.generation;
    }

    /// Whether `value` was added since the last clear.
    #[inline]
    pub(crate) fn contains(&self, value: u32) -> bool {
        self.stamps
            .get(value as usize)
            .is_some_and(|&stamp| stamp == self.generation)
    }

    /// The smallest value not in the set.
    pub fn mex(&self) -> u32 {
        let mut value = 0;
        while self.contains(value) {
            value += 1;
        }
        value
    }
}

/// The naive engine.
#[derive(Clone, Debug)]
pub struct NaiveEngine {
    moves: MoveLists,
    marks: Marks,
}

impl NaiveEngine {
    /// An engine for `rules`.
    pub(crate) fn new(rules: &Rules) -> NaiveEngine {
        NaiveEngine {
            moves: MoveLists::new(rules),
            marks: Marks::default(),
        }
    }

    /// `G(n)` from `v = G(0..n)`.
    pub(crate) fn value<T: Cell>(&mut self, v: &[T], n: usize) -> u32 {
        debug_assert_eq!(v.len(), n);
        self.marks.clear();
        self.moves
            .mark_take_and_three_heap_options(v, n, &mut self.marks);
        for &i in &self.moves.leave_two {
            if n < i + 2 {
                continue;
            }
            let m = n - i;
            for a in 1..=self.moves.last_smaller_part(m) {
                self.marks.insert((v[a] ^ v[m - a]).to_u32());
            }
        }
        self.marks.mex()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn naive(code: &str, count: usize) -> Vec<u32> {
        let rules = Rules::parse_code(code).unwrap();
        let mut engine = NaiveEngine::new(&rules);
        let mut v: Vec<u32> = Vec::new();
        for n in 0..count {
            let value = engine.value(&v, n);
            v.push(value);
        }
        v
    }

    #[test]
    fn kayles_matches_the_reference() {
        // Kayles (0.77), OEIS A002186.
        assert_eq!(
            naive("0.77", 24),
            [
                0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7
            ]
        );
    }

    #[test]
    fn marks_empty_in_constant_time() {
        let mut marks = Marks::default();
        marks.clear();
        marks.insert(0);
        marks.insert(2);
        assert_eq!(marks.mex(), 1);
        marks.clear();
        assert!(!marks.contains(2));
        assert_eq!(marks.mex(), 0);
    }
}
