//! The scan of one- and two-byte values with explicit AVX-512 or AVX2 instructions (x86-64,
//! detected at run time); other machines use the portable scans.

use super::super::values::Cell;

/// The one-byte values a scan still looks for: a 256-bit set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Targets {
    bits: [u64; 4],
}

impl Targets {
    /// The set whose word `w` holds the values `64w..64w + 64`.
    pub(crate) fn from_words(bits: [u64; 4]) -> Targets {
        Targets { bits }
    }

    /// Adds `x`.
    #[cfg(test)]
    pub(crate) fn insert(&mut self, x: u8) {
        self.bits[usize::from(x >> 6)] |= 1 << (x & 63);
    }

    /// Removes `x` if it is in the set (values above 255 never are), and says whether it
    /// was; no branch.
    #[inline(always)]
    pub(crate) fn remove(&mut self, x: u32) -> bool {
        let bit = u64::from(x < 256) << (x & 63);
        let word = &mut self.bits[(x as usize >> 6) & 3];
        let was = *word & bit != 0;
        *word &= !bit;
        was
    }

    /// How many values the set holds.
    #[inline(always)]
    pub(crate) fn len(&self) -> u32 {
        self.bits.iter().map(|word| word.count_ones()).sum()
    }

    /// Whether `x` is in the set.
    pub(crate) fn contains(&self, x: u8) -> bool {
        self.bits[usize::from(x >> 6)] & (1 << (x & 63)) != 0
    }

    /// Whether the set is empty.
    #[inline(always)]
    pub(crate) fn is_empty(&self) -> bool {
        self.bits == [0; 4]
    }

    /// The smallest value in the set.
    pub(crate) fn min(&self) -> Option<u8> {
        let word = self.bits.iter().position(|&w| w != 0)?;
        Some((64 * word + self.bits[word].trailing_zeros() as usize) as u8)
    }

    /// The members below `bound`.
    pub(crate) fn below(&self, bound: u32) -> Targets {
        let mut bits = self.bits;
        for (w, word) in bits.iter_mut().enumerate() {
            let start = 64 * w as u32;
            if bound <= start {
                *word = 0;
            } else if bound < start + 64 {
                *word &= (1u64 << (bound - start)) - 1;
            }
        }
        Targets { bits }
    }

    /// The members of both sets.
    pub(crate) fn intersection(&self, other: &Targets) -> Targets {
        Targets {
            bits: std::array::from_fn(|w| self.bits[w] & other.bits[w]),
        }
    }

    /// The members of either set.
    pub(crate) fn union(&self, other: &Targets) -> Targets {
        Targets {
            bits: std::array::from_fn(|w| self.bits[w] | other.bits[w]),
        }
    }

    /// The members not in `other`.
    pub(crate) fn without(&self, other: &Targets) -> Targets {
        Targets {
            bits: std::array::from_fn(|w| self.bits[w] & !other.bits[w]),
        }
    }

    /// How many words (64 values each) hold the members: 0 to 4.
    #[inline(always)]
    pub(crate) fn words_in_use(&self) -> usize {
        self.bits
            .iter()
            .rposition(|&word| word != 0)
            .map_or(0, |w| w + 1)
    }

    /// The values in increasing order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = u8> + '_ {
        (0..=255u8).filter(|&x| self.contains(x))
    }
}

/// The instruction sets an explicit scan can use, best first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Level {
    /// AVX-512 with byte permutes (BW and VBMI): 64 splits per step.
    Avx512,
    /// AVX2: 32 splits per step.
    Avx2,
}

impl Level {
    /// Every level this machine supports, best first (detected once, at run time).
    pub(crate) fn supported() -> &'static [Level] {
        static SUPPORTED: std::sync::OnceLock<Vec<Level>> = std::sync::OnceLock::new();
        SUPPORTED.get_or_init(|| {
            let mut levels = Vec::new();
            #[cfg(target_arch = "x86_64")]
            {
                if std::is_x86_feature_detected!("avx512bw")
                    && std::is_x86_feature_detected!("avx512vbmi")
                {
                    levels.push(Level::Avx512);
                }
                if std::is_x86_feature_detected!("avx2") {
                    levels.push(Level::Avx2);
                }
            }
            levels
        })
    }

    /// The best level this machine supports, if any.
    pub(crate) fn best() -> Option<Level> {
        Level::supported().first().copied()
    }
}

/// Value widths with explicit scans: one- and two-byte values (two-byte values are scanned
/// for one-byte targets).
pub(crate) trait Scanned: Cell {
    /// [`scan`] at `level`.
    ///
    /// SAFETY: `level` is [`Level::supported`], `from ≥ 1`, `2·last ≤ m` and
    /// `m + 1 − from ≤ v.len()` (every split read lies in `v`).
    #[cfg(target_arch = "x86_64")]
    unsafe fn scan_at(
        level: Level,
        v: &[Self],
        m: usize,
        from: usize,
        last: usize,
        targets: &mut Targets,
    ) -> bool;
}

impl Scanned for u8 {
    #[cfg(target_arch = "x86_64")]
    unsafe fn scan_at(
        level: Level,
        v: &[u8],
        m: usize,
        from: usize,
        last: usize,
        targets: &mut Targets,
    ) -> bool {
        // SAFETY: as the caller ensures.
        unsafe {
            match level {
                Level::Avx512 => avx512::scan_avx512(v, m, from, last, targets),
                Level::Avx2 => avx2::scan_avx2(v, m, from, last, targets),
            }
        }
    }
}

impl Scanned for u16 {
    #[cfg(target_arch = "x86_64")]
    unsafe fn scan_at(
        level: Level,
        v: &[u16],
        m: usize,
        from: usize,
        last: usize,
        targets: &mut Targets,
    ) -> bool {
        // SAFETY: as the caller ensures.
        unsafe {
            match level {
                Level::Avx512 => avx512::scan_halfwords_avx512(v, m, from, last, 0, targets),
                Level::Avx2 => avx2::scan_halfwords_avx2(v, m, from, last, 0, targets),
            }
        }
    }
}

/// Scans the splits `(a, m − a)`, `from ≤ a ≤ last`, removing every value seen from
/// `targets`; `true` when `targets` becomes empty. `level` must be [`Level::supported`];
/// `v` must hold the larger parts (`m − from < v.len()`), not necessarily `m` itself.
pub(crate) fn scan<V: Scanned>(
    level: Level,
    v: &[V],
    m: usize,
    from: usize,
    last: usize,
    targets: &mut Targets,
) -> bool {
    assert!(
        from >= 1 && 2 * last <= m && m < v.len() + from && Level::supported().contains(&level)
    );
    #[cfg(target_arch = "x86_64")]
    {
        // SAFETY: checked above; the scans read only inside `v`.
        unsafe { V::scan_at(level, v, m, from, last, targets) }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        unreachable!("no level is supported")
    }
}

/// [`scan`] of two-byte values for the targets `256·high + t`, `t` in `targets` (values of
/// nine bits and more, 256 at a time).
pub(crate) fn scan_high(
    level: Level,
    v: &[u16],
    m: usize,
    from: usize,
    last: usize,
    high: u8,
    targets: &mut Targets,
) -> bool {
    assert!(
        from >= 1 && 2 * last <= m && m < v.len() + from && Level::supported().contains(&level)
    );
    #[cfg(target_arch = "x86_64")]
    {
        // SAFETY: checked above; the scans read only inside `v`.
        unsafe {
            match level {
                Level::Avx512 => avx512::scan_halfwords_avx512(v, m, from, last, high, targets),
                Level::Avx2 => avx2::scan_halfwords_avx2(v, m, from, last, high, targets),
            }
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let _ = high;
        unreachable!("no level is supported")
    }
}

/// [`scan_scalar`] for the targets `256·high + t`, `t` in `targets`.
pub(crate) fn scan_scalar_high(
    v: &[u16],
    m: usize,
    from: usize,
    to: usize,
    high: u8,
    targets: &mut Targets,
) -> bool {
    let shift = u16::from(high) << 8;
    for a in from..=to {
        targets.remove(u32::from(v[a] ^ v[m - a] ^ shift));
        if targets.is_empty() {
            return true;
        }
    }
    false
}

/// Removes from `targets` the values of the splits `a` in `from..=to`; `true` if `targets`
/// empties.
pub(crate) fn scan_scalar<T: Cell>(
    v: &[T],
    m: usize,
    from: usize,
    to: usize,
    targets: &mut Targets,
) -> bool {
    for a in from..=to {
        targets.remove((v[a] ^ v[m - a]).to_u32());
        if targets.is_empty() {
            return true;
        }
    }
    false
}

#[cfg(target_arch = "x86_64")]
mod avx2 {
    use std::arch::x86_64::*;

    use super::Targets;

    /// A set of bytes as two 16-entry tables indexed by a byte's low nibble: bit `h` of
    /// `low[l]` says whether `16h + l` is in the set (h < 8), bit `h − 8` of `high[l]` the
    /// same for `h ≥ 8`. A hit clears its bit, so nothing is rebuilt while scanning.
    struct NibbleTables {
        low: [u8; 16],
        high: [u8; 16],
    }

    impl NibbleTables {
        fn new(targets: &Targets) -> NibbleTables {
            let mut tables = NibbleTables {
                low: [0; 16],
                high: [0; 16],
            };
            for t in targets.iter() {
                let (table, row, bit) = tables.place(t);
                table[row] |= bit;
            }
            tables
        }

        fn place(&mut self, x: u8) -> (&mut [u8; 16], usize, u8) {
            let (row, bit) = ((x & 15) as usize, 1u8 << ((x >> 4) & 7));
            let table = if x < 128 {
                &mut self.low
            } else {
                &mut self.high
            };
            (table, row, bit)
        }

        /// Removes `x` if it is a byte.
        fn remove(&mut self, x: u32) {
            if let Ok(x) = u8::try_from(x) {
                let (table, row, bit) = self.place(x);
                table[row] &= !bit;
            }
        }

        /// The tables, each broadcast to both halves of a 256-bit vector.
        #[target_feature(enable = "avx2")]
        fn vectors(&self) -> (__m256i, __m256i) {
            // SAFETY: 16-byte arrays; unaligned loads.
            unsafe {
                let low = _mm_loadu_si128(self.low.as_ptr().cast());
                let high = _mm_loadu_si128(self.high.as_ptr().cast());
                (
                    _mm256_broadcastsi128_si256(low),
                    _mm256_broadcastsi128_si256(high),
                )
            }
        }
    }

    /// Bit `k` set when byte `k` of `x` is in the set whose tables are `low` and `high`.
    #[target_feature(enable = "avx2")]
    #[inline]
    fn members(x: __m256i, low: __m256i, high: __m256i) -> u32 {
        let bit_of = _mm256_setr_epi8(
            1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64,
            -128, 1, 2, 4, 8, 16, 32, 64, -128,
        );
        let nibble = _mm256_set1_epi8(0x0f);
        let lo = _mm256_and_si256(x, nibble);
        let hi = _mm256_and_si256(_mm256_srli_epi16(x, 4), nibble);
        let row = _mm256_blendv_epi8(
            _mm256_shuffle_epi8(low, lo),
            _mm256_shuffle_epi8(high, lo),
            _mm256_cmpgt_epi8(hi, _mm256_set1_epi8(7)),
        );
        let hits = _mm256_and_si256(row, _mm256_shuffle_epi8(bit_of, hi));
        let misses = _mm256_cmpeq_epi8(hits, _mm256_setzero_si256());
        !(_mm256_movemask_epi8(misses) as u32)
    }

    /// The scan's loop, 32 splits at a time: `block(a)` gives the values of the splits
    /// `a..a + 32` as bytes (possibly with false hits; none if `EXACT_LANES`), `exact(a)` one
    /// split's value. Returns where the blocks stopped (early if `targets` empties).
    #[target_feature(enable = "avx2")]
    #[inline]
    fn scan_blocks<const EXACT_LANES: bool>(
        from: usize,
        last: usize,
        targets: &mut Targets,
        block: impl Fn(usize) -> __m256i,
        exact: impl Fn(usize) -> u32,
    ) -> usize {
        let mut tables = NibbleTables::new(targets);
        let (mut low, mut high) = tables.vectors();
        let mut a = from;
        while a + 32 <= last + 1 {
            let values = block(a);
            let mut hits = members(values, low, high);
            if hits != 0 {
                while hits != 0 {
                    let lane = hits.trailing_zeros();
                    let x = exact(a + lane as usize);
                    targets.remove(x);
                    tables.remove(x);
                    hits &= !(1 << lane);
                    if EXACT_LANES {
                        // As in the AVX-512 scan: the other lanes holding the byte `x`.
                        let same = _mm256_cmpeq_epi8(values, _mm256_set1_epi8(x as u8 as i8));
                        hits &= !(_mm256_movemask_epi8(same) as u32);
                    }
                }
                if targets.is_empty() {
                    return a;
                }
                (low, high) = tables.vectors();
            }
            a += 32;
        }
        a
    }

    /// SAFETY: the caller checks AVX2 is available, `from ≥ 1`, `2·last ≤ m` and
    /// `m + 1 − from ≤ v.len()`.
    #[target_feature(enable = "avx2")]
    pub(crate) unsafe fn scan_avx2(
        v: &[u8],
        m: usize,
        from: usize,
        last: usize,
        targets: &mut Targets,
    ) -> bool {
        let lanes_reversed = _mm256_setr_epi8(
            15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8, 7,
            6, 5, 4, 3, 2, 1, 0,
        );
        let block = |a: usize| {
            // SAFETY: `block` is called with from ≤ a and a + 31 ≤ last ≤ m / 2, so
            // a + 32 ≤ m − a + 1 ≤ m + 1 − from ≤ v.len(): the bytes a..a + 32 and
            // m − a − 31..m − a + 1 (which starts at 1 or later) lie in `v`.
            unsafe {
                let left = _mm256_loadu_si256(v.as_ptr().add(a).cast());
                let right = _mm256_loadu_si256(v.as_ptr().add(m + 1 - a - 32).cast());
                let right = _mm256_permute4x64_epi64(
                    _mm256_shuffle_epi8(right, lanes_reversed),
                    0b01_00_11_10,
                );
                _mm256_xor_si256(left, right)
            }
        };
        let exact = |a: usize| u32::from(v[a] ^ v[m - a]);
        let a = scan_blocks::<true>(from, last, targets, block, exact);
        targets.is_empty() || (a <= last && super::scan_scalar(v, m, a, last, targets))
    }

    /// SAFETY: the caller checks AVX2 is available, `from ≥ 1`, `2·last ≤ m` and
    /// `m + 1 − from ≤ v.len()`.
    #[target_feature(enable = "avx2")]
    pub(crate) unsafe fn scan_halfwords_avx2(
        v: &[u16],
        m: usize,
        from: usize,
        last: usize,
        high: u8,
        targets: &mut Targets,
    ) -> bool {
        let shift = u16::from(high) << 8;
        let shifted = _mm256_set1_epi16(shift as i16);
        let halfwords_reversed = _mm256_setr_epi8(
            14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1, 14, 15, 12, 13, 10, 11, 8, 9, 6,
            7, 4, 5, 2, 3, 0, 1,
        );
        let block = |a: usize| {
            // SAFETY: as in `scan_avx2`: the values a..a + 32 and m − a − 31..m − a + 1
            // lie in `v`.
            unsafe {
                let p = v.as_ptr();
                let reversed = |q: *const u16| {
                    _mm256_permute4x64_epi64(
                        _mm256_shuffle_epi8(_mm256_loadu_si256(q.cast()), halfwords_reversed),
                        0b01_00_11_10,
                    )
                };
                let first = _mm256_xor_si256(
                    _mm256_xor_si256(
                        _mm256_loadu_si256(p.add(a).cast()),
                        reversed(p.add(m + 1 - a - 16)),
                    ),
                    shifted,
                );
                let second = _mm256_xor_si256(
                    _mm256_xor_si256(
                        _mm256_loadu_si256(p.add(a + 16).cast()),
                        reversed(p.add(m + 1 - a - 32)),
                    ),
                    shifted,
                );
                // To bytes in split order. A value above 255 becomes 255 (or 0 above
                // 32767): at worst a false hit, which the exact check discards.
                _mm256_permute4x64_epi64(_mm256_packus_epi16(first, second), 0b11_01_10_00)
            }
        };
        let exact = |a: usize| u32::from(v[a] ^ v[m - a] ^ shift);
        let a = scan_blocks::<false>(from, last, targets, block, exact);
        targets.is_empty() || (a <= last && super::scan_scalar_high(v, m, a, last, high, targets))
    }
}

#[cfg(target_arch = "x86_64")]
mod avx512 {
    use std::arch::x86_64::*;

    use super::Targets;

    /// The targets as 256 flag bytes (0xff: wanted) in four vectors, one per 64-bit word of
    /// the set, so that two two-table permutes look up 64 bytes at once and a word's vector is
    /// rebuilt from its bits in registers.
    #[target_feature(enable = "avx512f,avx512bw")]
    #[inline]
    fn flag_tables(targets: &Targets) -> [__m512i; 4] {
        targets.bits.map(|word| _mm512_movm_epi8(word))
    }

    /// Bit `k` set when byte `k` of `x` is flagged in `tables`.
    #[target_feature(enable = "avx512f,avx512bw,avx512vbmi")]
    #[inline]
    fn members(tables: &[__m512i; 4], x: __m512i) -> u64 {
        let [t0, t1, t2, t3] = *tables;
        // Bits 0–6 of each byte pick one of 128 flags; bit 7 picks the half.
        let low = _mm512_permutex2var_epi8(t0, x, t1);
        let high = _mm512_permutex2var_epi8(t2, x, t3);
        let flags = _mm512_mask_blend_epi8(_mm512_movepi8_mask(x), low, high);
        _mm512_movepi8_mask(flags)
    }

    /// The scan's loop, 64 splits at a time: `block(a)` gives the values of the splits
    /// `a..a + 64` as bytes (possibly with false hits; none if `EXACT_LANES`), `exact(a)` one
    /// split's value. Returns where the blocks stopped (early if `targets` empties). Hits are
    /// removed without branches and the tables rebuilt once per block.
    #[target_feature(enable = "avx512f,avx512bw,avx512vbmi")]
    #[inline]
    fn scan_blocks<const EXACT_LANES: bool>(
        from: usize,
        last: usize,
        targets: &mut Targets,
        block: impl Fn(usize) -> __m512i,
        exact: impl Fn(usize) -> u32,
    ) -> usize {
        let mut tables = flag_tables(targets);
        // Counted here: reading the set back as a vector right after the removals' word
        // stores stalls on store forwarding.
        let mut left = targets.len();
        let mut a = from;
        while a + 64 <= last + 1 {
            let values = block(a);
            let mut hits = members(&tables, values);
            if hits != 0 {
                if EXACT_LANES && hits.count_ones() >= MANY_HITS {
                    left = remove_hit_values(values, hits, targets);
                    hits = 0;
                }
                while hits != 0 {
                    let lane = hits.trailing_zeros();
                    let x = exact(a + lane as usize);
                    left -= u32::from(targets.remove(x));
                    hits &= !(1 << lane);
                    if EXACT_LANES {
                        // Every other lane holding the byte `x` is `x` too: one look-up per
                        // value seen, not per hit. (Two-byte values gain nothing from it:
                        // 0.6 to 2^20 took 1.25 times as long in this scan.)
                        hits &= !_mm512_cmpeq_epi8_mask(values, _mm512_set1_epi8(x as u8 as i8));
                    }
                }
                if left == 0 {
                    return a;
                }
                tables = flag_tables(targets);
            }
            a += 64;
        }
        a
    }

    /// From this many hits in a block of one-byte values, the values hit are gathered into a
    /// set at once instead of one after another (each costs a chain of dependent steps).
    const MANY_HITS: u32 = 6;

    /// Removes from `targets` the bytes of `values` in the lanes `hits` and returns how many
    /// targets are left. Eight lanes at a time become `u64`s, whose bit `x − 64w` goes to word
    /// `w` of the set (a shift by 64 or more gives 0); only the words that hold targets are
    /// made. Not inlined: inside the scan's loop it made the compiler keep the targets in
    /// vector registers, which slowed the loop for the games with few targets (0.16: 13 %).
    #[target_feature(enable = "avx512f,avx512bw,avx512vbmi")]
    #[cold]
    #[inline(never)]
    fn remove_hit_values(values: __m512i, hits: u64, targets: &mut Targets) -> u32 {
        let words = targets.words_in_use();
        let ones = _mm512_set1_epi64(1);
        let lanes = _mm512_set_epi64(7, 6, 5, 4, 3, 2, 1, 0);
        let mut sets = [_mm512_setzero_si512(); 4];
        for eight in 0..8 {
            let picked = (hits >> (8 * eight)) as u8;
            if picked == 0 {
                continue;
            }
            // Byte 8i of u64 i takes lane 8·eight + i; the other bytes are zero.
            let index = _mm512_add_epi8(lanes, _mm512_set1_epi8(8 * eight as i8));
            let x = _mm512_maskz_permutexvar_epi8(0x0101_0101_0101_0101, index, values);
            for (w, set) in sets.iter_mut().enumerate().take(words) {
                let shift = _mm512_sub_epi64(x, _mm512_set1_epi64(64 * w as i64));
                *set = _mm512_or_si512(*set, _mm512_maskz_sllv_epi64(picked, ones, shift));
            }
        }
        let seen = Targets::from_words(sets.map(|set| _mm512_reduce_or_epi64(set) as u64));
        *targets = targets.without(&seen);
        targets.len()
    }

    /// The lane indices that reverse the bytes of a vector.
    #[target_feature(enable = "avx512f")]
    fn reversed_bytes() -> __m512i {
        let mut indices = [0u8; 64];
        for (k, index) in indices.iter_mut().enumerate() {
            *index = 63 - k as u8;
        }
        // SAFETY: a 64-byte array; unaligned load.
        unsafe { _mm512_loadu_si512(indices.as_ptr().cast()) }
    }

    /// SAFETY: the caller checks AVX-512 BW and VBMI are available, `from ≥ 1`, `2·last ≤ m`
    /// and `m + 1 − from ≤ v.len()`.
    #[target_feature(enable = "avx512f,avx512bw,avx512vbmi")]
    pub(crate) unsafe fn scan_avx512(
        v: &[u8],
        m: usize,
        from: usize,
        last: usize,
        targets: &mut Targets,
    ) -> bool {
        let reverse = reversed_bytes();
        let block = |a: usize| {
            // SAFETY: `block` is called with from ≤ a and a + 63 ≤ last ≤ m / 2, so
            // a + 64 ≤ m − a + 1 ≤ m + 1 − from ≤ v.len(): the bytes a..a + 64 and
            // m − a − 63..m − a + 1 (which starts at 1 or later) lie in `v`.
            unsafe {
                let left = _mm512_loadu_si512(v.as_ptr().add(a).cast());
                let right = _mm512_loadu_si512(v.as_ptr().add(m + 1 - a - 64).cast());
                _mm512_xor_si512(left, _mm512_permutexvar_epi8(reverse, right))
            }
        };
        let exact = |a: usize| u32::from(v[a] ^ v[m - a]);
        let a = scan_blocks::<true>(from, last, targets, block, exact);
        targets.is_empty() || (a <= last && super::scan_scalar(v, m, a, last, targets))
    }

    /// SAFETY: as for [`scan_avx512`].
    #[target_feature(enable = "avx512f,avx512bw,avx512vbmi")]
    pub(crate) unsafe fn scan_halfwords_avx512(
        v: &[u16],
        m: usize,
        from: usize,
        last: usize,
        high: u8,
        targets: &mut Targets,
    ) -> bool {
        let shift = u16::from(high) << 8;
        let shifted = _mm512_set1_epi16(shift as i16);
        let reverse = _mm512_set_epi16(
            0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
            24, 25, 26, 27, 28, 29, 30, 31,
        );
        // `packus` interleaves its two sources by 128-bit lanes; this puts them back in order.
        let in_order = _mm512_setr_epi64(0, 2, 4, 6, 1, 3, 5, 7);
        let block = |a: usize| {
            // SAFETY: as in `scan_avx512`: the values a..a + 64 and m − a − 63..m − a + 1 lie
            // in `v`.
            unsafe {
                let p = v.as_ptr();
                let reversed =
                    |q: *const u16| _mm512_permutexvar_epi16(reverse, _mm512_loadu_si512(q.cast()));
                let first = _mm512_xor_si512(
                    _mm512_xor_si512(
                        _mm512_loadu_si512(p.add(a).cast()),
                        reversed(p.add(m + 1 - a - 32)),
                    ),
                    shifted,
                );
                let second = _mm512_xor_si512(
                    _mm512_xor_si512(
                        _mm512_loadu_si512(p.add(a + 32).cast()),
                        reversed(p.add(m + 1 - a - 64)),
                    ),
                    shifted,
                );
                // To bytes in split order. A value above 255 becomes 255 (or 0 above
                // 32767): at worst a false hit, which the exact check discards.
                _mm512_permutexvar_epi64(in_order, _mm512_packus_epi16(first, second))
            }
        };
        let exact = |a: usize| u32::from(v[a] ^ v[m - a] ^ shift);
        let a = scan_blocks::<false>(from, last, targets, block, exact);
        targets.is_empty() || (a <= last && super::scan_scalar_high(v, m, a, last, high, targets))
    }
}
