//! Sets of cells of a grid, a bit a cell, in one machine word when they fit.

use std::fmt;
use std::hash::Hash;
use std::ops::{BitAnd, BitOr, Not, Shl, Shr};

/// A set of cells of a board, a bit a cell: `u64` for boards of at most 64 cells, whose sets
/// fit one machine word (the flood fills, reductions and keys of a search, most of its work,
/// then take one instruction a step), and `u128` for the others.
///
/// ```
/// use grundy::search::CellSet;
/// let cells: u64 = 0b1011_0000;
/// assert_eq!(cells.lowest(), 0b1_0000);
/// assert_eq!(cells.without_lowest(), 0b1010_0000);
/// assert_eq!(<u128 as CellSet>::low_bits(3), 0b111);
/// assert_eq!(cells.indices().collect::<Vec<_>>(), [4, 5, 7]);
/// ```
pub trait CellSet:
    Copy
    + Eq
    + Hash
    + Default
    + fmt::Debug
    + Send
    + Sync
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + Not<Output = Self>
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
{
    /// How many cells a set may hold.
    const BITS: u32;
    /// No cell.
    const NONE: Self;
    /// Cell 0 alone.
    const FIRST: Self;
    /// The cells `0..count`.
    fn low_bits(count: u32) -> Self;
    /// The same cells, from a `u128` set that fits.
    fn from_u128(cells: u128) -> Self;
    /// The same cells, as a `u128` set.
    fn to_u128(self) -> u128;
    /// The cells `0..64`, as a `u64` set.
    fn low_u64(self) -> u64;
    /// The number of cells.
    fn count_ones(self) -> u32;
    /// The index of the lowest cell (`BITS` for no cell).
    fn trailing_zeros(self) -> u32;
    /// `BITS` less one, less the index of the highest cell.
    fn leading_zeros(self) -> u32;
    /// The lowest cell alone.
    fn lowest(self) -> Self;
    /// The set without its lowest cell.
    fn without_lowest(self) -> Self;

    /// The indices of the cells, lowest first.
    #[inline]
    fn indices(self) -> impl Iterator<Item = u32> {
        let mut rest = self;
        std::iter::from_fn(move || {
            (rest != Self::NONE).then(|| {
                let cell = rest.trailing_zeros();
                rest = rest.without_lowest();
                cell
            })
        })
    }
}

macro_rules! cell_set {
    ($word:ty) => {
        impl CellSet for $word {
            const BITS: u32 = <$word>::BITS;
            const NONE: Self = 0;
            const FIRST: Self = 1;
            #[inline]
            fn low_bits(count: u32) -> Self {
                if count >= Self::BITS {
                    <$word>::MAX
                } else {
                    (1 << count) - 1
                }
            }
            #[inline]
            fn from_u128(cells: u128) -> Self {
                debug_assert!(<$word>::try_from(cells).is_ok());
                cells as $word
            }
            #[inline]
            fn to_u128(self) -> u128 {
                u128::from(self)
            }
            #[inline]
            fn low_u64(self) -> u64 {
                self as u64
            }
            #[inline]
            fn count_ones(self) -> u32 {
                <$word>::count_ones(self)
            }
            #[inline]
            fn trailing_zeros(self) -> u32 {
                <$word>::trailing_zeros(self)
            }
            #[inline]
            fn leading_zeros(self) -> u32 {
                <$word>::leading_zeros(self)
            }
            #[inline]
            fn lowest(self) -> Self {
                self & self.wrapping_neg()
            }
            #[inline]
            fn without_lowest(self) -> Self {
                self & self.wrapping_sub(1)
            }
        }
    };
}

cell_set!(u64);
cell_set!(u128);
