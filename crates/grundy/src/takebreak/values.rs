//! A nim-sequence stored in the narrowest integer width that holds its values: one byte per
//! heap size while every value is below 256, widening to two and then four bytes when a larger
//! value appears. The engines work on plain slices of the current width.

use std::ops::BitXor;

/// An unsigned integer type values are stored in (`u8`, `u16` or `u32`).
pub trait Cell:
    Copy + Eq + Ord + Default + BitXor<Output = Self> + Send + Sync + std::fmt::Debug + 'static
{
    /// The largest value the type holds.
    const MAX: u32;
    /// Bytes per value.
    const BYTES: usize;
    /// `value` in this type; the caller ensures `value <= MAX`.
    fn from_u32(value: u32) -> Self;
    /// The value as a `u32`.
    fn to_u32(self) -> u32;
    /// The slice as bytes, if the type is `u8` (for the explicit SIMD scan).
    fn as_bytes(values: &[Self]) -> Option<&[u8]>;
    /// The slice as `u16`s, if the type is `u16` (for the explicit SIMD scan).
    fn as_halfwords(values: &[Self]) -> Option<&[u16]>;
}

macro_rules! cell {
    ($t:ty, $bytes:expr, $halfwords:expr) => {
        impl Cell for $t {
            const MAX: u32 = <$t>::MAX as u32;
            const BYTES: usize = std::mem::size_of::<$t>();
            #[inline(always)]
            fn from_u32(value: u32) -> Self {
                value as $t
            }
            #[inline(always)]
            fn to_u32(self) -> u32 {
                u32::from(self)
            }
            #[inline(always)]
            fn as_bytes(values: &[Self]) -> Option<&[u8]> {
                $bytes(values)
            }
            #[inline(always)]
            fn as_halfwords(values: &[Self]) -> Option<&[u16]> {
                $halfwords(values)
            }
        }
    };
}
cell!(u8, Some, |_| None);
cell!(u16, |_| None, Some);
cell!(u32, |_| None, |_| None);

/// A growing sequence of values of one width that the engines append to: a `Vec` in memory,
/// or the values of a memory-mapped file (`super::mapped::MappedColumn`). The engines read
/// it as a plain slice, so their hot loops are the same for both.
pub trait Column<T: Cell>: std::ops::Deref<Target = [T]> {
    /// Appends a value. The caller has made room for it ([`Column::reserve_exact`]).
    fn push(&mut self, value: T);
    /// Makes room for `additional` more values, so that pushing them moves nothing (helper
    /// threads read the values through a pointer taken after this call).
    fn reserve_exact(&mut self, additional: usize);
}

impl<T: Cell> Column<T> for Vec<T> {
    #[inline(always)]
    fn push(&mut self, value: T) {
        Vec::push(self, value);
    }
    fn reserve_exact(&mut self, additional: usize) {
        Vec::reserve_exact(self, additional);
    }
}

/// The values `G(0), G(1), ...` of a nim-sequence in the narrowest width that fits.
///
/// ```
/// use grundy::takebreak::Values;
/// let mut values = Values::default();
/// values.push(3);
/// assert_eq!(values.width(), 1);
/// values.push(300); // widens to two bytes
/// assert_eq!((values.width(), values.get(0), values.get(1)), (2, 3, 300));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Values {
    /// Every value is below 2^8.
    U8(Vec<u8>),
    /// Every value is below 2^16.
    U16(Vec<u16>),
    /// Every value is below 2^32.
    U32(Vec<u32>),
}

impl Default for Values {
    fn default() -> Self {
        Values::U8(Vec::new())
    }
}

impl Values {
    /// How many values are stored.
    pub fn len(&self) -> usize {
        match self {
            Values::U8(v) => v.len(),
            Values::U16(v) => v.len(),
            Values::U32(v) => v.len(),
        }
    }

    /// Whether no value is stored.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Bytes per value.
    pub fn width(&self) -> usize {
        match self {
            Values::U8(_) => 1,
            Values::U16(_) => 2,
            Values::U32(_) => 4,
        }
    }

    /// `G(n)`; panics if `n` is not below [`Values::len`].
    pub fn get(&self, n: usize) -> u32 {
        match self {
            Values::U8(v) => u32::from(v[n]),
            Values::U16(v) => u32::from(v[n]),
            Values::U32(v) => v[n],
        }
    }

    /// Appends a value, widening the storage if it does not fit.
    pub fn push(&mut self, value: u32) {
        self.widen_for(value);
        match self {
            Values::U8(v) => v.push(value as u8),
            Values::U16(v) => v.push(value as u16),
            Values::U32(v) => v.push(value),
        }
    }

    /// Makes sure `value` fits, widening (and copying) the storage if needed.
    pub(crate) fn widen_for(&mut self, value: u32) {
        if value > u32::from(u16::MAX) {
            if let Values::U8(v) = self {
                *self = Values::U32(v.iter().map(|&x| u32::from(x)).collect());
            } else if let Values::U16(v) = self {
                *self = Values::U32(v.iter().map(|&x| u32::from(x)).collect());
            }
        } else if value > u32::from(u8::MAX)
            && let Values::U8(v) = self
        {
            *self = Values::U16(v.iter().map(|&x| u16::from(x)).collect());
        }
    }

    /// Reserves room for `additional` more values.
    pub(crate) fn reserve(&mut self, additional: usize) {
        match self {
            Values::U8(v) => v.reserve(additional),
            Values::U16(v) => v.reserve(additional),
            Values::U32(v) => v.reserve(additional),
        }
    }

    /// Keeps the first `len` values.
    pub fn truncate(&mut self, len: usize) {
        match self {
            Values::U8(v) => v.truncate(len),
            Values::U16(v) => v.truncate(len),
            Values::U32(v) => v.truncate(len),
        }
    }

    /// The values, borrowed.
    pub fn view(&self) -> ValuesRef<'_> {
        ValuesRef::from(self)
    }

    /// The values as `u64`s (for small sequences and tests).
    #[cfg(test)]
    pub(crate) fn to_u64_vec(&self) -> Vec<u64> {
        self.view().to_u64_vec()
    }

    /// The largest value and the first heap size where it occurs (`None` if empty).
    pub fn largest(&self) -> Option<(u32, usize)> {
        self.view().largest()
    }

    /// How many heap sizes have each value: `histogram[v]` counts `G(n) = v`.
    pub fn histogram(&self) -> Vec<u64> {
        self.view().histogram()
    }

    /// A 64-bit FNV-1a hash of the values taken as `u32`s, independent of the storage width:
    /// two runs computed the same sequence if (and, in practice, only if) their checksums agree.
    ///
    /// ```
    /// use grundy::takebreak::Values;
    /// let (mut narrow, mut wide) = (Values::default(), Values::default());
    /// narrow.push(3);
    /// wide.push(300); // two bytes per value from here on
    /// wide.truncate(0);
    /// wide.push(3);
    /// assert_eq!(narrow.checksum(), wide.checksum());
    /// narrow.push(1);
    /// assert_ne!(narrow.checksum(), wide.checksum());
    /// ```
    pub fn checksum(&self) -> u64 {
        self.view().checksum()
    }

    /// The values as little-endian bytes, `width()` bytes each.
    pub fn to_le_bytes(&self) -> Vec<u8> {
        self.view().to_le_bytes()
    }
}

/// The values `G(0), G(1), ...` of a nim-sequence, borrowed: from a [`Values`] in memory or
/// from a memory-mapped values file. What a [`super::Computation`] shows of its values.
///
/// ```
/// use grundy::takebreak::{Values, ValuesRef};
/// let values = Values::U8(vec![0, 1, 2]);
/// let view = ValuesRef::from(&values);
/// assert_eq!((view.len(), view.get(2), view.width()), (3, 2, 1));
/// assert_eq!(view.to_values(), values);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValuesRef<'a> {
    /// Every value is below 2^8.
    U8(&'a [u8]),
    /// Every value is below 2^16.
    U16(&'a [u16]),
    /// Every value is below 2^32.
    U32(&'a [u32]),
}

impl<'a> From<&'a Values> for ValuesRef<'a> {
    fn from(values: &'a Values) -> Self {
        match values {
            Values::U8(v) => ValuesRef::U8(v),
            Values::U16(v) => ValuesRef::U16(v),
            Values::U32(v) => ValuesRef::U32(v),
        }
    }
}

impl PartialEq<Values> for ValuesRef<'_> {
    fn eq(&self, other: &Values) -> bool {
        *self == ValuesRef::from(other)
    }
}

impl<'a> ValuesRef<'a> {
    /// How many values there are.
    pub fn len(&self) -> usize {
        match self {
            ValuesRef::U8(v) => v.len(),
            ValuesRef::U16(v) => v.len(),
            ValuesRef::U32(v) => v.len(),
        }
    }

    /// Whether there is no value.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Bytes per value.
    pub fn width(&self) -> usize {
        match self {
            ValuesRef::U8(_) => 1,
            ValuesRef::U16(_) => 2,
            ValuesRef::U32(_) => 4,
        }
    }

    /// `G(n)`; panics if `n` is not below [`ValuesRef::len`].
    #[inline]
    pub fn get(&self, n: usize) -> u32 {
        match self {
            ValuesRef::U8(v) => u32::from(v[n]),
            ValuesRef::U16(v) => u32::from(v[n]),
            ValuesRef::U32(v) => v[n],
        }
    }

    /// The first `len` values (all of them if there are fewer).
    pub fn prefix(self, len: usize) -> ValuesRef<'a> {
        match self {
            ValuesRef::U8(v) => ValuesRef::U8(&v[..len.min(v.len())]),
            ValuesRef::U16(v) => ValuesRef::U16(&v[..len.min(v.len())]),
            ValuesRef::U32(v) => ValuesRef::U32(&v[..len.min(v.len())]),
        }
    }

    /// A copy in memory.
    pub fn to_values(&self) -> Values {
        match self {
            ValuesRef::U8(v) => Values::U8(v.to_vec()),
            ValuesRef::U16(v) => Values::U16(v.to_vec()),
            ValuesRef::U32(v) => Values::U32(v.to_vec()),
        }
    }

    /// The values as `u64`s (for small sequences and tests).
    pub fn to_u64_vec(&self) -> Vec<u64> {
        (0..self.len()).map(|n| u64::from(self.get(n))).collect()
    }

    /// The largest value and the first heap size where it occurs (`None` if empty).
    pub(crate) fn largest(&self) -> Option<(u32, usize)> {
        let mut best: Option<(u32, usize)> = None;
        for n in 0..self.len() {
            let value = self.get(n);
            if best.is_none_or(|(b, _)| value > b) {
                best = Some((value, n));
            }
        }
        best
    }

    /// How many heap sizes have each value: `histogram[v]` counts `G(n) = v`.
    pub(crate) fn histogram(&self) -> Vec<u64> {
        let mut counts = Vec::new();
        let mut count = |value: u32| {
            let value = value as usize;
            if counts.len() <= value {
                counts.resize(value + 1, 0);
            }
            counts[value] += 1;
        };
        match self {
            ValuesRef::U8(v) => v.iter().for_each(|&x| count(u32::from(x))),
            ValuesRef::U16(v) => v.iter().for_each(|&x| count(u32::from(x))),
            ValuesRef::U32(v) => v.iter().for_each(|&x| count(x)),
        }
        counts
    }

    /// See [`Values::checksum`].
    pub fn checksum(&self) -> u64 {
        fn hash<T: Cell>(v: &[T]) -> u64 {
            let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
            for &x in v {
                for byte in x.to_u32().to_le_bytes() {
                    hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
                }
            }
            hash
        }
        match self {
            ValuesRef::U8(v) => hash(v),
            ValuesRef::U16(v) => hash(v),
            ValuesRef::U32(v) => hash(v),
        }
    }

    /// The values `range` as little-endian bytes, `width()` bytes each, appended to `out`.
    pub(crate) fn extend_le_bytes(&self, range: std::ops::Range<usize>, out: &mut Vec<u8>) {
        match self {
            ValuesRef::U8(v) => out.extend_from_slice(&v[range]),
            ValuesRef::U16(v) => v[range].iter().for_each(|x| out.extend(x.to_le_bytes())),
            ValuesRef::U32(v) => v[range].iter().for_each(|x| out.extend(x.to_le_bytes())),
        }
    }

    /// The values as little-endian bytes, `width()` bytes each.
    pub fn to_le_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(self.len() * self.width());
        self.extend_le_bytes(0..self.len(), &mut bytes);
        bytes
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn storage_widens_and_keeps_values() {
        let mut values = Values::default();
        for v in [0, 255, 7] {
            values.push(v);
        }
        assert_eq!(values.width(), 1);
        values.push(256);
        assert_eq!(values.width(), 2);
        values.push(70_000);
        assert_eq!(values.width(), 4);
        assert_eq!(values.to_u64_vec(), vec![0, 255, 7, 256, 70_000]);
        assert_eq!(values.largest(), Some((70_000, 4)));
        assert_eq!(values.histogram()[7], 1);
    }
}
