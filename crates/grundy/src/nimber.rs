//! Nimbers: the values of impartial games, with nim-sum, Conway's nim multiplication and the
//! minimal excludant (mex).
//!
//! The nimbers below 2^64 form a finite field of characteristic 2 under nim-addition (XOR) and
//! Conway's nim-multiplication (*On Numbers and Games*, ch. 6). Multiplication uses the
//! Fermat 2-power recursion: for F = 2^(2^m), x ⊗ F = x·F when x < F, and F ⊗ F = 3F/2.

use std::fmt;
use std::ops::{BitXor, BitXorAssign, Mul};
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

/// A nimber below 2^64, such as the Sprague–Grundy value of a position.
///
/// `^` is the nim-sum (the value of a disjunctive sum) and `*` is Conway's nim product.
///
/// ```
/// use grundy::Nimber;
/// assert_eq!(Nimber(3) ^ Nimber(5), Nimber(6));
/// assert_eq!(Nimber(2) * Nimber(2), Nimber(3));
/// assert_eq!(Nimber(16) * Nimber(16), Nimber(24));
/// ```
#[derive(
    Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Debug, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Nimber(pub u64);

impl Nimber {
    /// The nimber 0: the value of every P-position.
    pub const ZERO: Nimber = Nimber(0);
    /// The nimber 1, the multiplicative identity.
    pub const ONE: Nimber = Nimber(1);

    /// The multiplicative inverse in the field of nimbers below 2^64; `None` for zero.
    ///
    /// ```
    /// use grundy::Nimber;
    /// let x = Nimber(0x1234_5678_9abc_def0);
    /// assert_eq!(x * x.inverse().unwrap(), Nimber::ONE);
    /// assert_eq!(Nimber(2).inverse(), Some(Nimber(3)));
    /// assert_eq!(Nimber::ZERO.inverse(), None);
    /// ```
    pub fn inverse(self) -> Option<Nimber> {
        if self == Nimber::ZERO {
            return None;
        }
        // The multiplicative group has order 2^64 − 1, so x^(2^64 − 2) = x^(−1).
        Some(self.pow(u64::MAX - 1))
    }

    /// `self` nim-multiplied by itself `exponent` times (x^0 = 1).
    ///
    /// ```
    /// use grundy::Nimber;
    /// assert_eq!(Nimber(2).pow(3), Nimber::ONE); // 2 generates the field of order 4
    /// ```
    pub fn pow(self, mut exponent: u64) -> Nimber {
        let mut base = self;
        let mut result = Nimber::ONE;
        while exponent > 0 {
            if exponent & 1 == 1 {
                result = result * base;
            }
            base = base * base;
            exponent >>= 1;
        }
        result
    }
}

impl fmt::Display for Nimber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl From<u64> for Nimber {
    fn from(value: u64) -> Self {
        Nimber(value)
    }
}

impl BitXor for Nimber {
    type Output = Nimber;
    fn bitxor(self, rhs: Nimber) -> Nimber {
        Nimber(self.0 ^ rhs.0)
    }
}

impl BitXorAssign for Nimber {
    fn bitxor_assign(&mut self, rhs: Nimber) {
        self.0 ^= rhs.0;
    }
}

impl Mul for Nimber {
    type Output = Nimber;
    fn mul(self, rhs: Nimber) -> Nimber {
        Nimber(nim_mul_below(self.0, rhs.0, 32))
    }
}

/// The nim products of the bytes, `SMALL_PRODUCTS[a · 256 + b] = a ⊗ b`, computed once by the
/// plain recursion: the recursion then stops at bytes, about 64 times fewer steps for large
/// nimbers.
fn small_products() -> &'static [u8] {
    static SMALL_PRODUCTS: OnceLock<Vec<u8>> = OnceLock::new();
    SMALL_PRODUCTS.get_or_init(|| {
        let mut table = vec![0u8; 1 << 16];
        for a in 0..256u64 {
            for b in 0..256u64 {
                table[(a << 8 | b) as usize] = nim_mul_plain(a, b, 4) as u8;
            }
        }
        table
    })
}

/// Nim product of `a` and `b`, both below 2^(2·half) where `half` is a power of two (or zero).
fn nim_mul_below(a: u64, b: u64, half: u32) -> u64 {
    if a < 2 || b < 2 {
        return a * b;
    }
    if a < 256 && b < 256 {
        return u64::from(small_products()[(a << 8 | b) as usize]);
    }
    nim_mul_step(a, b, half, nim_mul_below)
}

/// The same product by the recursion alone, down to single bits (for the table of bytes).
fn nim_mul_plain(a: u64, b: u64, half: u32) -> u64 {
    if a < 2 || b < 2 {
        return a * b;
    }
    nim_mul_step(a, b, half, nim_mul_plain)
}

/// One step of the recursion, with `multiply` for the products of the halves.
fn nim_mul_step(a: u64, b: u64, half: u32, multiply: fn(u64, u64, u32) -> u64) -> u64 {
    // Write a = a1·F + a0 and b = b1·F + b0 with F = 2^half, a Fermat 2-power. Then
    // a ⊗ b = (a1⊗b1)⊗F⊗F + (a1⊗b0 ⊕ a0⊗b1)⊗F + a0⊗b0, and F⊗F = F ⊕ F/2.
    let mask = (1u64 << half) - 1;
    let (a1, a0) = (a >> half, a & mask);
    let (b1, b0) = (b >> half, b & mask);
    let quarter = half / 2;
    let low = multiply(a0, b0, quarter);
    let high = multiply(a1, b1, quarter);
    let cross = multiply(a0 ^ a1, b0 ^ b1, quarter); // = low ⊕ high ⊕ (a1⊗b0 ⊕ a0⊗b1)
    let high_times_half_f = multiply(high, 1 << (half - 1), quarter);
    ((cross ^ low) << half) | (low ^ high_times_half_f)
}

/// The nim-sum (XOR) of a collection of nimbers: the value of their disjunctive sum.
///
/// ```
/// use grundy::{nim_sum, Nimber};
/// assert_eq!(nim_sum([Nimber(3), Nimber(4), Nimber(5)]), Nimber(2));
/// assert_eq!(nim_sum([]), Nimber(0));
/// ```
pub fn nim_sum(values: impl IntoIterator<Item = Nimber>) -> Nimber {
    values.into_iter().fold(Nimber::ZERO, |acc, v| acc ^ v)
}

/// A set of small values kept as a bitset, answering "what is the smallest value not present?"
/// (the minimal excludant). Reuse one set across positions with `MexSet::clear` to avoid
/// allocating in inner loops.
///
/// ```
/// use grundy::MexSet;
/// let mut seen = MexSet::with_bound(8);
/// for v in [0, 1, 3, 7, 100] {
///     seen.insert(v);
/// }
/// assert_eq!(seen.mex(), 2);
/// ```
#[derive(Clone, Debug, Default)]
pub struct MexSet {
    words: Vec<u64>,
    bound: u64,
}

impl MexSet {
    /// A set that records values below `bound` and ignores larger ones. A position with `k`
    /// options has a mex of at most `k`, so `bound = k + 1` loses nothing.
    pub fn with_bound(bound: u64) -> Self {
        let words = bound.div_ceil(64) as usize;
        MexSet {
            words: vec![0; words],
            bound,
        }
    }

    /// Records `value` (ignored at or above the bound).
    #[inline]
    pub fn insert(&mut self, value: u64) {
        if value < self.bound {
            self.words[(value / 64) as usize] |= 1 << (value % 64);
        }
    }

    /// Whether `value` has been recorded.
    #[inline]
    pub fn contains(&self, value: u64) -> bool {
        value < self.bound && self.words[(value / 64) as usize] & (1 << (value % 64)) != 0
    }

    /// The smallest value not recorded.
    pub fn mex(&self) -> u64 {
        for (index, &word) in self.words.iter().enumerate() {
            if word != u64::MAX {
                return index as u64 * 64 + u64::from(word.trailing_ones());
            }
        }
        self.words.len() as u64 * 64
    }

    /// Forgets every value, keeping the bound.
    pub(crate) fn clear(&mut self) {
        self.words.fill(0);
    }
}

/// The minimal excludant: the smallest natural number not in `values`.
///
/// ```
/// assert_eq!(grundy::mex(&[0, 1, 2, 4]), 3);
/// assert_eq!(grundy::mex(&[]), 0);
/// assert_eq!(grundy::mex(&[5, 9]), 0);
/// ```
pub fn mex(values: &[u64]) -> u64 {
    let mut set = MexSet::with_bound(values.len() as u64 + 1);
    for &v in values {
        set.insert(v);
    }
    set.mex()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Conway's recursive definition, slow but unarguable: a ⊗ b is the mex of
    /// (a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b') over all a' < a, b' < b.
    fn nim_mul_by_definition(limit: usize) -> Vec<Vec<u64>> {
        let mut table = vec![vec![0u64; limit]; limit];
        for a in 0..limit {
            for b in 0..limit {
                let mut options = Vec::new();
                for a2 in 0..a {
                    for b2 in 0..b {
                        options.push(table[a2][b] ^ table[a][b2] ^ table[a2][b2]);
                    }
                }
                table[a][b] = mex(&options);
            }
        }
        table
    }

    #[test]
    fn multiplication_matches_the_recursive_definition() {
        let limit = 40;
        let table = nim_mul_by_definition(limit);
        for (a, row) in table.iter().enumerate() {
            for (b, &expected) in row.iter().enumerate() {
                assert_eq!(
                    (Nimber(a as u64) * Nimber(b as u64)).0,
                    expected,
                    "{a} ⊗ {b}"
                );
            }
        }
    }

    /// The 16×16 table from Conway, *On Numbers and Games*.
    #[test]
    fn multiplication_table_below_16_matches_the_reference() {
        let reference = "\
0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15
0 2 3 1 8 10 11 9 12 14 15 13 4 6 7 5
0 3 1 2 12 15 13 14 4 7 5 6 8 11 9 10
0 4 8 12 6 2 14 10 11 15 3 7 13 9 5 1
0 5 10 15 2 7 8 13 3 6 9 12 1 4 11 14
0 6 11 13 14 8 5 3 7 1 12 10 9 15 2 4
0 7 9 14 10 13 3 4 15 8 6 1 5 2 12 11
0 8 12 4 11 3 7 15 13 5 1 9 6 14 10 2
0 9 14 7 15 6 1 8 5 12 11 2 10 3 4 13
0 10 15 5 3 9 12 6 1 11 14 4 2 8 13 7
0 11 13 6 7 12 10 1 9 2 4 15 14 5 3 8
0 12 4 8 13 1 9 5 6 10 2 14 11 7 15 3
0 13 6 11 9 4 15 2 14 3 8 5 7 10 1 12
0 14 7 9 5 11 2 12 10 4 13 3 15 1 8 6
0 15 5 10 1 14 4 11 2 13 7 8 3 12 6 9";
        for (a, line) in reference.lines().enumerate() {
            for (b, cell) in line.split_whitespace().enumerate() {
                let expected: u64 = cell.parse().unwrap();
                assert_eq!(Nimber(a as u64) * Nimber(b as u64), Nimber(expected));
            }
        }
    }

    #[test]
    fn fermat_two_powers_multiply_as_the_reference_says() {
        assert_eq!(Nimber(16) * Nimber(16), Nimber(24));
        for m in 0..6 {
            let f = 1u64 << (1 << m);
            if f == 0 {
                continue;
            }
            assert_eq!(Nimber(f) * Nimber(f), Nimber(f / 2 * 3), "F = {f}");
            for x in [1, 2, 3, f - 1] {
                if x < f && f.checked_mul(x).is_some() {
                    assert_eq!(Nimber(x) * Nimber(f), Nimber(x * f));
                }
            }
        }
        // 2^32 ⊗ 2^32 = 3·2^31, the largest Fermat 2-power below 2^64.
        assert_eq!(Nimber(1 << 32) * Nimber(1 << 32), Nimber(3 << 31));
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        #[test]
        fn the_table_of_bytes_changes_no_product(a: u64, b: u64, shift in 0u32..64) {
            // Operands of every size: the product with the table equals the plain recursion's.
            let (a, b) = (a >> shift, b >> (63 - shift));
            prop_assert_eq!(nim_mul_below(a, b, 32), nim_mul_plain(a, b, 32));
        }

        #[test]
        fn multiplication_is_a_commutative_ring(a: u64, b: u64, c: u64) {
            let (a, b, c) = (Nimber(a), Nimber(b), Nimber(c));
            prop_assert_eq!(a * b, b * a);
            prop_assert_eq!((a * b) * c, a * (b * c));
            prop_assert_eq!(a * (b ^ c), (a * b) ^ (a * c));
            prop_assert_eq!(a * Nimber::ONE, a);
        }

        #[test]
        fn every_nonzero_nimber_has_an_inverse(a in 1u64..) {
            let inverse = Nimber(a).inverse().unwrap();
            prop_assert_eq!(Nimber(a) * inverse, Nimber::ONE);
        }

        #[test]
        fn small_subfields_are_closed(a in 0u64..256, b in 0u64..256) {
            // Nimbers below 2^(2^k) form a subfield.
            prop_assert!((Nimber(a) * Nimber(b)).0 < 256);
            if a != 0 {
                prop_assert!(Nimber(a).inverse().unwrap().0 < 256);
            }
        }

        #[test]
        fn mex_matches_a_linear_search(values in proptest::collection::vec(0u64..80, 0..60)) {
            let expected = (0..).find(|v| !values.contains(v)).unwrap();
            prop_assert_eq!(mex(&values), expected);
        }
    }

    #[test]
    fn mex_set_handles_word_boundaries() {
        let mut set = MexSet::with_bound(200);
        for v in 0..64 {
            set.insert(v);
        }
        assert_eq!(set.mex(), 64);
        for v in 64..128 {
            set.insert(v);
        }
        assert_eq!(set.mex(), 128);
        assert!(set.contains(127));
        assert!(!set.contains(128));
        set.clear();
        assert_eq!(set.mex(), 0);
        let mut full = MexSet::with_bound(64);
        for v in 0..64 {
            full.insert(v);
        }
        assert_eq!(full.mex(), 64);
    }
}
