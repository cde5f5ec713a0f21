//! The values of the three-heap moves of hexadecimal codes (digits 8 to f), in O(n) bit-set
//! operations per heap instead of the O(n²) splits.
//!
//! A move that removes `i` tokens from a heap of `n` and leaves three non-empty heaps
//! `a + b + c = m = n − i` has the value `G(a) ⊕ G(b) ⊕ G(c)`. Keep, for every total `s`, the
//! set of the two-heap values
//!
//! `P(s) = { G(a) ⊕ G(b) : a + b = s, a, b ≥ 1 }`
//!
//! as a bit set (built once, in O(s) steps, when `G(s − 1)` is known). The three-heap values of
//! `m` are then `⋃ { P(m − c) ⊕ G(c) : 1 ≤ c ≤ m / 3 }`: every split has a smallest part
//! `c ≤ m / 3`, and every pair of `P(m − c)` with `c` is a split (with a smaller part, perhaps,
//! which does no harm). One OR of a bit set per heap `c`; rows of totals below `2m / 3` are
//! never read again and are dropped.
//!
//! Translating a bit set by `g` (`x ↦ x ⊕ g`) permutes it: whole words by the high bits of `g`
//! (word `j` goes to word `j ⊕ (g >> 6)`, free while OR-ing) and the bits inside each word by
//! the low six bits (a few shifts and masks per word). So the sets of heaps `c` whose values
//! share their low six bits are OR-ed, words already in place, into one of 64 unions, and
//! each union is permuted inside its words once at the end: about `n · width / 64` word
//! operations per heap, plus `width` for the 64 permutations.
//!
//! The bit set of `P(s)` is as wide as its largest member needs (the XOR of values below `2^k`
//! is below `2^k`), so the table takes about `Σ width(s) / 8` bytes; its growth is checked
//! against the budget's memory limit, and the long loops check the budget's deadline and
//! cancellation.
//!
//! Splits into heaps of pairwise different sizes (unequal rules with three-heap digits, which
//! only [`Rules::new`] makes) are not unions of this kind (a pair set cannot exclude `c = a`), so
//! they are listed one by one as in [`super::NaiveEngine`].

use super::rules::{LEAVE_THREE, Rules, for_three_heap_splits};
use super::values::Cell;
use crate::budget::{Budget, LimitExceeded, tr};

/// How many words the loops process between two checks of the budget (well under a
/// millisecond of work).
const CHECK_WORDS: u64 = 1 << 18;

/// Rows are dropped in batches of at least this many words (few in tests, so that they drop
/// rows on short sequences too).
const MIN_DROPPED_WORDS: usize = if cfg!(test) { 8 } else { 1 << 12 };

/// The state of the three-heap moves of one code, growing with the sequence. The values it has
/// seen must stay the same (the engines only ever append values).
#[derive(Clone, Debug, Default)]
pub(crate) struct ThreeHeapMoves {
    /// The amounts whose digit may leave three heaps.
    amounts: Vec<usize>,
    /// Splits must leave heaps of pairwise different sizes.
    unequal: bool,
    /// The code, for messages.
    code: String,
    /// `P(s)` is `pairs[pair_start[k]..pair_start[k + 1]]` for `k = s − first_row`, bit `x` of
    /// word `x / 64`; the rows below `first_row` are no longer needed and dropped.
    pairs: Vec<u64>,
    pair_start: Vec<usize>,
    first_row: usize,
    /// The largest of the values `G(1..s − 1)` of the last row built (`s = rows − 1`).
    row_largest: u32,
    /// The 64 unions of the sets of the heaps whose values end in the same six bits (union
    /// `low` is `unions[low * words..(low + 1) * words]`), before their permutation.
    unions: Vec<u64>,
    /// The values of the three-heap moves of the last heap asked for.
    options: Vec<u64>,
    /// Words processed since the budget was last checked.
    unchecked: u64,
}

/// About how many word operations `ThreeHeapMoves` spends on a heap of `n` when `amounts`
/// amounts may leave three heaps, assuming values grow like `n / 2` (they do in many
/// hexadecimal games: like `n / 2` in 0.c, `n / 3` in 0.8): `n / 3` rows of about `n / 128`
/// words per amount, and half a row's pairs to build. A model for sizing work in advance, in
/// the same unit as the engine's checks; games whose values stay small cost less.
///
/// ```
/// use grundy::takebreak::three_heaps::heap_work;
/// assert_eq!(heap_work(1, 3_000), 1_000 * 23 + 1_500);
/// ```
pub fn heap_work(amounts: usize, n: u64) -> u128 {
    let n = u128::from(n);
    amounts as u128 * (n / 3) * (n / 128).max(1) + n / 2
}

/// How many heaps (`0..count`) cost about `work` word operations in all by [`heap_work`], at
/// most `cap`.
///
/// ```
/// use grundy::takebreak::three_heaps::affordable_count;
/// // About n³/1152 for one amount: 2^29 operations reach heap 8500 or so.
/// let count = affordable_count(1, 1 << 29, usize::MAX);
/// assert!((8_000..9_000).contains(&count), "{count}");
/// assert_eq!(affordable_count(1, 1 << 29, 500), 500);
/// ```
pub fn affordable_count(amounts: usize, work: u128, cap: usize) -> usize {
    let mut spent: u128 = 0;
    let mut count = 0;
    while count < cap {
        spent += heap_work(amounts, count as u64);
        if spent > work {
            break;
        }
        count += 1;
    }
    count
}

/// The number of 64-bit words of a set that holds every XOR of values up to `largest`.
#[inline]
fn words_for(largest: u32) -> usize {
    ((largest as usize + 1).next_power_of_two() / 64).max(1)
}

/// `word` with bit `k` moved to bit `k ⊕ low` for every `k` (`low < 64`): each set bit of `low`
/// swaps neighbouring blocks of its size.
#[inline(always)]
fn xor_bits(mut word: u64, low: u32) -> u64 {
    const KEEP: [u64; 6] = [
        0x5555_5555_5555_5555,
        0x3333_3333_3333_3333,
        0x0f0f_0f0f_0f0f_0f0f,
        0x00ff_00ff_00ff_00ff,
        0x0000_ffff_0000_ffff,
        0x0000_0000_ffff_ffff,
    ];
    for (bit, keep) in KEEP.iter().enumerate() {
        if low >> bit & 1 == 1 {
            let shift = 1 << bit;
            word = (word & keep) << shift | (word >> shift) & keep;
        }
    }
    word
}

/// `into[j ⊕ high] |= row[j]` for every `j`: the words of `row` moved by `high` (the row's
/// words and `high` are below `into.len()`, a power of two). Rows of a multiple of four words
/// go by aligned blocks of four, which `high` maps onto aligned blocks of four with their words
/// permuted by `high mod 4`: one vector shuffle and OR per block.
#[inline]
fn or_moved(into: &mut [u64], row: &[u64], high: usize) {
    if !row.len().is_multiple_of(4) {
        for (j, &word) in row.iter().enumerate() {
            into[j ^ high] |= word;
        }
        return;
    }
    match high % 4 {
        0 => or_moved_blocks::<0>(into, row, high),
        1 => or_moved_blocks::<1>(into, row, high),
        2 => or_moved_blocks::<2>(into, row, high),
        _ => or_moved_blocks::<3>(into, row, high),
    }
}

/// [`or_moved`] for a row of whole blocks of four words and `high mod 4 = LANES`.
#[inline(always)]
fn or_moved_blocks<const LANES: usize>(into: &mut [u64], row: &[u64], high: usize) {
    let (blocks, _) = row.as_chunks::<4>();
    let high = high & !3;
    for (k, block) in blocks.iter().enumerate() {
        let to = (4 * k) ^ high;
        let into: &mut [u64; 4] = (&mut into[to..to + 4]).try_into().expect("four words");
        for lane in 0..4 {
            into[lane] |= block[lane ^ LANES];
        }
    }
}

impl ThreeHeapMoves {
    /// The three-heap moves of `rules` (none if no digit has the 8 bit).
    pub(crate) fn new(rules: &Rules) -> ThreeHeapMoves {
        ThreeHeapMoves {
            amounts: rules.amounts_with(LEAVE_THREE),
            unequal: rules.unequal(),
            code: rules.code(),
            pair_start: vec![0],
            ..ThreeHeapMoves::default()
        }
    }

    /// Whether some move leaves three heaps.
    pub(crate) fn any(&self) -> bool {
        !self.amounts.is_empty()
    }

    /// About how many bytes the table of two-heap values takes now.
    #[cfg(test)]
    pub(crate) fn table_bytes(&self) -> u64 {
        (self.pairs.capacity() as u64) * 8
    }

    /// The values of the three-heap moves of a heap of `n`, given `v = G(0..n)`: bit `x` of word
    /// `x / 64` is set if some move to three heaps has value `x`. Stops with the budget's limit
    /// (its memory limit for the table, its deadline or cancellation). Heaps are asked for in
    /// increasing order, each after the one before (the table forgets what no larger heap
    /// needs).
    pub(crate) fn option_values<T: Cell>(
        &mut self,
        v: &[T],
        n: usize,
        budget: &Budget,
    ) -> Result<&[u64], LimitExceeded> {
        debug_assert_eq!(v.len(), n);
        self.options.clear();
        if self.amounts.is_empty() || n < 3 {
            self.options.push(0);
            return Ok(&self.options);
        }
        if self.unequal {
            let largest = v[1..].iter().map(|x| x.to_u32()).max().unwrap_or(0);
            self.options.resize(words_for(largest), 0);
            for &i in &self.amounts {
                if n > i {
                    let options = &mut self.options;
                    for_three_heap_splits((n - i) as u64, true, |a, b, c| {
                        let x = (v[a as usize] ^ v[b as usize] ^ v[c as usize]).to_u32() as usize;
                        options[x / 64] |= 1 << (x % 64);
                    });
                }
            }
            return Ok(&self.options);
        }
        // The largest total is n − 1 (a move removing nothing, c = 1).
        self.build_rows(v, n - 1, budget)?;
        // Every part is at most n − 2, so every value is an XOR of values up to `row_largest`.
        let words = words_for(self.row_largest);
        self.options.resize(words, 0);
        for k in 0..self.amounts.len() {
            let i = self.amounts[k];
            if n >= i + 3 {
                self.union_for(v, n - i, words, budget)?;
            }
        }
        // Larger heaps leave at least n − t tokens (t the largest amount), and read no row
        // below that total's smallest.
        let least = n.saturating_sub(*self.amounts.last().expect("some amount"));
        self.forget_rows_below(least - least / 3);
        Ok(&self.options)
    }

    /// The row of `P(s)`.
    #[inline]
    fn row(&self, s: usize) -> &[u64] {
        let k = s - self.first_row;
        &self.pairs[self.pair_start[k]..self.pair_start[k + 1]]
    }

    /// Builds `P(s)` for every `s ≤ last` (each needs `G(1..s − 1)`).
    fn build_rows<T: Cell>(
        &mut self,
        v: &[T],
        last: usize,
        budget: &Budget,
    ) -> Result<(), LimitExceeded> {
        let first = self.first_row + self.pair_start.len() - 1;
        if first > last {
            return Ok(());
        }
        // Room for the new rows, checked against the memory limit before it is taken.
        let mut largest = self.row_largest;
        let mut needed = self.pairs.len();
        for s in first..=last {
            if s >= 2 {
                largest = largest.max(v[s - 1].to_u32());
            }
            needed += words_for(largest);
        }
        if needed > self.pairs.capacity() {
            let generous = needed.max(self.pairs.capacity() * 3 / 2);
            let bytes = |words: usize| (words as u64).saturating_mul(8);
            let target = if budget.check_memory_of(bytes(generous), String::new).is_ok() {
                generous
            } else {
                budget.check_memory_of(bytes(needed), || {
                    tr!(
                        "memory-three-heap-pairs",
                        code = &self.code,
                        heap = last + 1
                    )
                })?;
                needed
            };
            self.pairs.reserve_exact(target - self.pairs.len());
        }
        for s in first..=last {
            if s >= 2 {
                self.row_largest = self.row_largest.max(v[s - 1].to_u32());
            }
            let start = self.pairs.len();
            let words = words_for(self.row_largest);
            self.pairs.resize(start + words, 0);
            let row = &mut self.pairs[start..];
            for a in 1..=s / 2 {
                let x = (v[a] ^ v[s - a]).to_u32() as usize;
                row[x / 64] |= 1 << (x % 64);
            }
            // Only the words up to the largest member are kept (and read), in whole blocks of
            // four for `or_moved` when the row has that many.
            let mut kept = row
                .iter()
                .rposition(|&word| word != 0)
                .map_or(0, |last| last + 1);
            if words >= 4 {
                kept = kept.next_multiple_of(4);
            }
            self.pairs.truncate(start + kept);
            self.pair_start.push(self.pairs.len());
            self.unchecked += (s / 2 + words) as u64 / 4;
            if self.unchecked >= CHECK_WORDS {
                self.unchecked = 0;
                budget.check()?;
            }
        }
        Ok(())
    }

    /// Drops the rows of totals below `total` once they take as much room as the rest.
    fn forget_rows_below(&mut self, total: usize) {
        let Some(k) = total.checked_sub(self.first_row) else {
            return;
        };
        let k = k.min(self.pair_start.len() - 1);
        let dead = self.pair_start[k];
        if dead < MIN_DROPPED_WORDS || 2 * dead < self.pairs.len() {
            return;
        }
        self.pairs.drain(..dead);
        self.pair_start.drain(..k);
        for start in &mut self.pair_start {
            *start -= dead;
        }
        self.first_row += k;
    }

    /// Adds to the options the values `P(m − c) ⊕ G(c)` for `1 ≤ c ≤ m / 3`; `words` holds
    /// every value. Every split has a smallest part `c ≤ m / 3`, and every pair of `P(m − c)`
    /// with `c` is a split, so these values are all of them.
    fn union_for<T: Cell>(
        &mut self,
        v: &[T],
        m: usize,
        words: usize,
        budget: &Budget,
    ) -> Result<(), LimitExceeded> {
        let mut unions = std::mem::take(&mut self.unions);
        unions.clear();
        unions.resize(64 * words, 0);
        let mut used = 0u64;
        let mut unchecked = self.unchecked;
        for (c, value) in v.iter().enumerate().take(m / 3 + 1).skip(1) {
            let row = self.row(m - c);
            let value = value.to_u32() as usize;
            let low = value % 64;
            used |= 1 << low;
            or_moved(&mut unions[low * words..(low + 1) * words], row, value / 64);
            unchecked += row.len() as u64 + 1;
            if unchecked >= CHECK_WORDS {
                unchecked = 0;
                if let Err(why) = budget.check() {
                    self.unions = unions;
                    return Err(why);
                }
            }
        }
        while used != 0 {
            let low = used.trailing_zeros();
            used &= used - 1;
            let union = &unions[low as usize * words..(low as usize + 1) * words];
            for (into, &word) in self.options.iter_mut().zip(union) {
                *into |= xor_bits(word, low);
            }
        }
        self.unchecked = unchecked + 4 * words as u64;
        self.unions = unions;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The values of every three-heap move, split by split.
    fn listed(rules: &Rules, v: &[u32], n: usize) -> Vec<u32> {
        let mut values = Vec::new();
        for i in rules.amounts_with(LEAVE_THREE) {
            if n > i {
                for_three_heap_splits((n - i) as u64, rules.unequal(), |a, b, c| {
                    values.push(v[a as usize] ^ v[b as usize] ^ v[c as usize]);
                });
            }
        }
        values.sort_unstable();
        values.dedup();
        values
    }

    fn members(words: &[u64]) -> Vec<u32> {
        (0..64 * words.len() as u32)
            .filter(|&x| words[x as usize / 64] >> (x % 64) & 1 == 1)
            .collect()
    }

    #[test]
    fn xor_bits_moves_every_bit() {
        for low in 0..64 {
            for k in 0..64 {
                assert_eq!(xor_bits(1 << k, low), 1 << (k ^ low), "{low} {k}");
            }
        }
    }

    #[test]
    fn or_moved_moves_every_word() {
        for len in [1, 2, 4, 8, 12, 16] {
            for high in 0..16 {
                let row: Vec<u64> = (0..len as u64).map(|j| 1 << j).collect();
                let mut into = vec![0u64; 16];
                or_moved(&mut into, &row, high);
                for (j, &word) in row.iter().enumerate() {
                    assert_eq!(into[j ^ high], word, "{len} {high} {j}");
                }
                assert_eq!(into.iter().filter(|&&w| w != 0).count(), len);
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        /// On any sequence (not only nim-sequences: values up to 300, so words of every kind
        /// and translations across words), the union is exactly the set of split values.
        #[test]
        fn the_union_is_the_set_of_split_values(
            values in proptest::collection::vec(prop_oneof![0u32..4, 0u32..70, 0u32..300], 1..90),
            digits in proptest::collection::vec(0u8..16, 1..4),
            d0 in 0u8..4,
            unequal in any::<bool>(),
        ) {
            let mut all = vec![d0 * 4];
            all.extend(digits);
            let rules = Rules::new(all, unequal).unwrap();
            let mut v = values;
            v[0] = 0;
            let mut moves = ThreeHeapMoves::new(&rules);
            let budget = Budget::default();
            // Asked heap by heap, as the engines do, so the tables grow step by step.
            for n in 0..=v.len() {
                let found = members(moves.option_values(&v[..n], n, &budget).unwrap());
                prop_assert_eq!(found, listed(&rules, &v, n), "{} n = {}", rules, n);
            }
        }
    }

    #[test]
    fn rows_no_longer_needed_are_dropped() {
        // Values growing like those of 0.8 and 0.c (rows of several words), and small ones.
        for (code, step) in [("0.8", 3), ("0.c4", 2), ("4.9", 1000)] {
            let rules = Rules::parse_code(code).unwrap();
            let v: Vec<u32> = (0..400).map(|n| n / step).collect();
            let mut moves = ThreeHeapMoves::new(&rules);
            let budget = Budget::default();
            for n in 0..=v.len() {
                let found = members(moves.option_values(&v[..n], n, &budget).unwrap());
                assert_eq!(found, listed(&rules, &v, n), "{code} n = {n}");
            }
            // Heap 400 reads the rows from 266 on; some of those below are gone.
            assert!(moves.first_row >= 50, "{code}: {}", moves.first_row);
            assert!(moves.first_row <= 266, "{code}: {}", moves.first_row);
        }
    }

    #[test]
    fn the_table_respects_the_memory_limit() {
        let rules = Rules::parse_code("0.8").unwrap();
        let v: Vec<u32> = (0..8000).map(|n| n / 3).collect();
        let mut moves = ThreeHeapMoves::new(&rules);
        let budget = Budget::default().with_memory_limit(1 << 20);
        let error = moves.option_values(&v, v.len(), &budget).unwrap_err();
        assert!(
            matches!(&error, LimitExceeded::Memory { what, .. } if what.contains("three-heap moves of 0.8")),
            "{error:?}"
        );
        assert!(moves.table_bytes() <= 1 << 20);
    }

    #[test]
    fn cancellation_stops_the_work() {
        let rules = Rules::parse_code("0.8").unwrap();
        let v: Vec<u32> = (0..20_000).map(|n| n / 3).collect();
        let mut moves = ThreeHeapMoves::new(&rules);
        let budget = Budget::default();
        budget.cancel();
        assert_eq!(
            moves.option_values(&v, v.len(), &budget).unwrap_err(),
            LimitExceeded::Cancelled
        );
    }
}
