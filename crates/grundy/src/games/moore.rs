//! Moore's Nim_k: heaps of stones; a move takes stones from at least one and at most `k` heaps
//! (any positive number from each heap it touches). `k = 1` is Nim.
//!
//! **Closed form (outcome).** Write the heaps in binary. The player to move loses exactly when,
//! in every binary digit position, the number of heaps with a 1 there is a multiple of `k + 1`
//! (E. H. Moore, *A generalization of the game called Nim*, Annals of Mathematics 11 (1910)).
//!
//! **Winning moves.** A winning move lowers exactly the heaps of some set `S` of 1 to `k`
//! heaps. In each binary digit the heaps outside `S` keep their count `c`, so exactly
//! `r = (−c) mod (k+1)` heaps of `S` must have a 1 there after the move (possible only if
//! `r ≤ |S|`). Going from the highest digit down, the state is which heaps of `S` are already
//! below their old size (their lower digits are then free); every heap of `S` must be below it
//! at the end. A dynamic programme over these states counts the winning moves exactly (as big
//! integers: `moore[2](M,M,M,M)` with `M = 2^100 − 1` has `6·2^100 − 8`) and lists them by
//! following the states from which the end is reachable, at any heap size, as long as the sets
//! and states are few enough ([`MAX_EXACT_WORK`]). Positions with few options are simply
//! scanned. When the winning moves are too many to list, a few of them are still given (for a
//! hint, or the computer's move); when even the programme is too much work, one winning move is
//! built by Moore's constructive proof: going from the highest digit down, keep a set of at
//! most `k` heaps already made smaller (their lower digits are free); at each digit, either set
//! some free heaps' digit to 1 or clear the digit of some untouched heaps with a 1, so that the
//! count becomes a multiple of `k + 1`.
//!
//! **Nim-values** have no known closed form for `k ≥ 2`; they are computed by search for
//! positions with at most [`MAX_SEARCH_STATES`] smaller positions.

use num_bigint::BigUint;
use num_traits::{ToPrimitive, Zero};

use super::{
    MAX_LISTED_OPTIONS, check_listing, check_listing_count, parse_heaps, too_many_options,
};
use crate::budget::tr;
use crate::expr::{ParseError, Token};
use crate::{Family, Game, GameError, Notation, Outcome, Teaching};

/// The largest `K` accepted (a `K` at least the number of heaps lets a move touch every heap).
pub(crate) const MAX_K: u64 = 1_000_000_000;

/// The most positions (the product of `heap + 1`) the nim-value search of [`Moore`] visits.
pub(crate) const MAX_SEARCH_STATES: u64 = 20_000;

/// The most work (sets of heaps × digits × digit patterns) the exact counting and listing of
/// winning moves does.
pub(crate) const MAX_EXACT_WORK: u64 = 50_000_000;

/// The most option visits the nim-value search of [`Moore`] makes.
const MAX_SEARCH_WORK: u64 = 60_000_000;

/// Moore's Nim_k: `moore[2](1,2,3)` is one position with three heaps, where a move takes from
/// one or two heaps.
///
/// ```
/// use grundy::games::Moore;
/// use grundy::{Family, Outcome};
/// let moore = Moore::new(2).unwrap();
/// let heaps: Vec<_> = [1u32, 2, 3].into_iter().map(Into::into).collect();
/// // Digit 1: two heaps (2, 3); digit 0: two heaps (1, 3); neither is a multiple of 3.
/// assert_eq!(moore.outcome(&heaps).unwrap(), Outcome::N);
/// let three_ones: Vec<_> = [1u32, 1, 1].into_iter().map(Into::into).collect();
/// assert_eq!(moore.outcome(&three_ones).unwrap(), Outcome::P);
/// ```
#[derive(Clone, Debug)]
pub struct Moore {
    k: u64,
}

impl Moore {
    /// Moore's Nim where a move touches 1 to `k` heaps; `None` unless `1 ≤ k ≤ 10^9`.
    pub fn new(k: u64) -> Option<Moore> {
        (1..=MAX_K).contains(&k).then_some(Moore { k })
    }

    /// Reads the parameter list of `moore[K]`.
    pub(crate) fn from_params(name: &Token, params: &[Token]) -> Result<Moore, ParseError> {
        match params {
            [k] => Moore::new(k.u64(&tr!("moore-what-k"))?)
                .ok_or_else(|| k.error(tr!("moore-needs-k", most = MAX_K.to_string()))),
            _ => Err(name.error(tr!("moore-params"))),
        }
    }

    /// For each binary digit (lowest first), how many heaps have a 1 there.
    fn digit_counts(heaps: &[BigUint]) -> Vec<u64> {
        let bits = heaps.iter().map(BigUint::bits).max().unwrap_or(0);
        (0..bits)
            .map(|bit| heaps.iter().filter(|heap| heap.bit(bit)).count() as u64)
            .collect()
    }

    fn is_p_position(&self, heaps: &[BigUint]) -> bool {
        Self::digit_counts(heaps)
            .iter()
            .all(|&count| count % (self.k + 1) == 0)
    }

    /// How many options `heaps` has: the sum over sets of 1 to `k` heaps of the product of
    /// their sizes (elementary symmetric sums).
    fn option_count(&self, heaps: &[BigUint]) -> BigUint {
        let most = (self.k as usize).min(heaps.len());
        let mut sums = vec![BigUint::zero(); most + 1];
        sums[0] = BigUint::from(1u32);
        for heap in heaps {
            for size in (1..=most).rev() {
                let extended = &sums[size - 1] * heap;
                sums[size] += extended;
            }
        }
        sums.iter().skip(1).sum()
    }

    /// Calls `visit` with every option, reusing one buffer.
    fn for_each_option(&self, heaps: &[BigUint], visit: &mut impl FnMut(&[BigUint])) {
        fn walk(
            heaps: &[BigUint],
            index: usize,
            touched: u64,
            most: u64,
            current: &mut Vec<BigUint>,
            visit: &mut impl FnMut(&[BigUint]),
        ) {
            if index == heaps.len() {
                if touched > 0 {
                    visit(current);
                }
                return;
            }
            walk(heaps, index + 1, touched, most, current, visit);
            if touched < most {
                let mut left = BigUint::zero();
                while left < heaps[index] {
                    current[index] = left.clone();
                    walk(heaps, index + 1, touched + 1, most, current, visit);
                    left += 1u32;
                }
                current[index] = heaps[index].clone();
            }
        }
        let mut current = heaps.to_vec();
        walk(heaps, 0, 0, self.k, &mut current, visit);
    }

    /// One winning move by Moore's construction, from an N-position.
    fn constructed_winning_move(&self, heaps: &[BigUint]) -> Vec<BigUint> {
        let modulus = self.k + 1;
        let bits = heaps.iter().map(BigUint::bits).max().unwrap_or(0);
        let mut result = heaps.to_vec();
        let mut touched = vec![false; heaps.len()];
        let mut touched_count = 0u64;
        for bit in (0..bits).rev() {
            let ones: Vec<usize> = (0..heaps.len())
                .filter(|&i| !touched[i] && heaps[i].bit(bit))
                .collect();
            let excess = ones.len() as u64 % modulus;
            let free: Vec<usize> = (0..heaps.len()).filter(|&i| touched[i]).collect();
            for &i in &free {
                result[i].set_bit(bit, false);
            }
            if excess != 0 && modulus - excess <= touched_count {
                // Raise the count to the next multiple with free digits.
                for &i in free.iter().take((modulus - excess) as usize) {
                    result[i].set_bit(bit, true);
                }
            } else {
                // Clear the digit of `excess` untouched heaps (touched_count + excess ≤ k).
                for &i in ones.iter().take(excess as usize) {
                    result[i].set_bit(bit, false);
                    touched[i] = true;
                    touched_count += 1;
                }
            }
        }
        debug_assert!(self.is_p_position(&result));
        result
    }

    /// The sets of heaps a winning move may lower, each with what its digits must be (see the
    /// module documentation); `None` when that is too much work ([`MAX_EXACT_WORK`]).
    fn winning_sets<'a>(&self, heaps: &'a [BigUint]) -> Option<Vec<SetMoves<'a>>> {
        let modulus = self.k + 1;
        let bits = heaps.iter().map(BigUint::bits).max().unwrap_or(0) as usize;
        let candidates: Vec<usize> = (0..heaps.len()).filter(|&i| !heaps[i].is_zero()).collect();
        let most = (self.k as usize).min(candidates.len());
        if most > 12 {
            return None;
        }
        // Work: Σ over sets of size s of bits · 4^s.
        let mut work = 0u64;
        let mut sets = 1u64; // C(n, s), updated for each s
        for size in 1..=most {
            sets = sets.saturating_mul((candidates.len() + 1 - size) as u64) / size as u64;
            work = work.saturating_add(
                sets.saturating_mul(bits.max(1) as u64)
                    .saturating_mul(1 << (2 * size)),
            );
        }
        if work > MAX_EXACT_WORK {
            return None;
        }
        let counts = Self::digit_counts(heaps);
        let mut found = Vec::new();
        let mut chosen = Vec::new();
        // Every set S of candidates with 1 ≤ |S| ≤ most, in lexicographic order.
        fn next_set(chosen: &mut Vec<usize>, count: usize, most: usize) -> bool {
            if chosen.len() < most && chosen.last().is_none_or(|&last| last + 1 < count) {
                chosen.push(chosen.last().map_or(0, |&last| last + 1));
                return true;
            }
            while let Some(last) = chosen.pop() {
                if last + 1 < count {
                    chosen.push(last + 1);
                    return true;
                }
            }
            false
        }
        while next_set(&mut chosen, candidates.len(), most) {
            let set: Vec<usize> = chosen.iter().map(|&c| candidates[c]).collect();
            if let Some(moves) = SetMoves::new(heaps, &counts, modulus, set) {
                found.push(moves);
            }
        }
        Some(found)
    }

    /// How many winning moves `heaps` has, exactly, by the digit-by-digit programme; `None`
    /// when that is too much work.
    fn count_winning_moves(&self, heaps: &[BigUint]) -> Option<BigUint> {
        let sets = self.winning_sets(heaps)?;
        Some(sets.iter().map(SetMoves::count).sum())
    }

    /// The first `limit` winning moves by the digit-by-digit programme (set by set); `None`
    /// when that is too much work.
    fn first_winning_moves(&self, heaps: &[BigUint], limit: usize) -> Option<Vec<Vec<BigUint>>> {
        let mut moves = Vec::new();
        for set in self.winning_sets(heaps)? {
            if moves.len() >= limit {
                break;
            }
            set.list(limit, &mut moves);
        }
        Some(moves)
    }

    /// Every winning move by scanning every option (for positions with few options).
    fn scanned_winning_moves(&self, heaps: &[BigUint], limit: usize) -> Vec<Vec<BigUint>> {
        let mut found = Vec::new();
        self.for_each_option(heaps, &mut |option| {
            if found.len() < limit && self.is_p_position(option) {
                found.push(option.to_vec());
            }
        });
        found
    }

    /// Whether the options of `heaps` are few enough to scan one by one.
    fn scannable(&self, heaps: &[BigUint]) -> bool {
        self.option_count(heaps) <= BigUint::from(MAX_LISTED_OPTIONS)
    }

    /// The error for winning moves too many to count.
    fn too_much_work(&self, heaps: &[BigUint]) -> GameError {
        GameError::TooLarge(tr!(
            "too-large-moore-winning-moves",
            term = self.format_term(&[heaps.to_vec()]),
            most = MAX_EXACT_WORK.to_string()
        ))
    }

    /// Nim-values of every position below `heaps` (coordinate-wise), by search, indexed in
    /// mixed radix (heap 0 least significant).
    fn value_table(&self, heaps: &[BigUint]) -> Result<Vec<u32>, GameError> {
        let too_large = || {
            GameError::TooLarge(tr!(
                "too-large-moore-values",
                term = self.format_term(&[heaps.to_vec()]),
                most = MAX_SEARCH_STATES.to_string()
            ))
        };
        let sizes: Vec<u64> = heaps
            .iter()
            .map(|heap| heap.to_u64().ok_or_else(too_large))
            .collect::<Result<_, _>>()?;
        let states = sizes
            .iter()
            .try_fold(1u64, |acc, &size| acc.checked_mul(size + 1))
            .filter(|&states| states <= MAX_SEARCH_STATES)
            .ok_or_else(too_large)?;
        let options = self.option_count(heaps).to_u64().unwrap_or(u64::MAX);
        if options.saturating_mul(states) > MAX_SEARCH_WORK {
            return Err(too_large());
        }
        let weights: Vec<usize> = sizes
            .iter()
            .scan(1usize, |weight, &size| {
                let current = *weight;
                *weight *= size as usize + 1;
                Some(current)
            })
            .collect();
        let mut values = vec![0u32; states as usize];
        let mut seen = vec![usize::MAX; options as usize + 2];
        let mut coordinates = vec![0usize; sizes.len()];
        for index in 0..states as usize {
            // Coordinates of `index` in mixed radix.
            let mut rest = index;
            for (i, &size) in sizes.iter().enumerate() {
                coordinates[i] = rest % (size as usize + 1);
                rest /= size as usize + 1;
            }
            let mut mark = |option_index: usize| {
                let value = values[option_index] as usize;
                if value < seen.len() {
                    seen[value] = index;
                }
            };
            visit_lower(&coordinates, &weights, self.k, index, &mut mark);
            values[index] = (0..).find(|&v| seen[v] != index).expect("a free value") as u32;
        }
        Ok(values)
    }

    /// The index of `position` in the table of every position below `top`.
    fn table_index(top: &[BigUint], position: &[BigUint]) -> usize {
        let mut index = 0usize;
        let mut weight = 1usize;
        for (bound, heap) in top.iter().zip(position) {
            index += heap.to_usize().expect("in the table") * weight;
            weight *= bound.to_usize().expect("in the table") + 1;
        }
        index
    }
}

/// The size of a position for listing limits: its bits, plus a word per heap.
fn position_bits(heaps: &[BigUint]) -> u64 {
    heaps.iter().map(|heap| heap.bits() + 64).sum()
}

/// The winning moves that lower exactly the heaps of one set `S`: how many ones `S` must hold
/// in each digit, and the dynamic programme over "which heaps of `S` are already lower".
struct SetMoves<'a> {
    heaps: &'a [BigUint],
    set: Vec<usize>,
    /// The ones required among `S` at each digit, lowest first.
    required: Vec<usize>,
    /// The digit patterns of `S` (bit `i` for the `i`-th heap of `S`), by number of ones.
    patterns: Vec<Vec<usize>>,
}

impl<'a> SetMoves<'a> {
    /// `None` when no move lowering exactly `set` can win (some digit would need more ones than
    /// `S` has heaps).
    fn new(
        heaps: &'a [BigUint],
        counts: &[u64],
        modulus: u64,
        set: Vec<usize>,
    ) -> Option<SetMoves<'a>> {
        let size = set.len();
        let mut required = Vec::with_capacity(counts.len());
        for (bit, &count) in counts.iter().enumerate() {
            let inside = set.iter().filter(|&&i| heaps[i].bit(bit as u64)).count() as u64;
            let outside = count - inside;
            let needed = ((modulus - outside % modulus) % modulus) as usize;
            if needed > size {
                return None;
            }
            required.push(needed);
        }
        let full = (1usize << size) - 1;
        let patterns = (0..=size)
            .map(|ones| {
                (0..=full)
                    .filter(|p| p.count_ones() as usize == ones)
                    .collect()
            })
            .collect();
        Some(SetMoves {
            heaps,
            set,
            required,
            patterns,
        })
    }

    fn full(&self) -> usize {
        (1 << self.set.len()) - 1
    }

    /// The state after writing `pattern` into digit `bit` from state `mask` (the heaps of `S`
    /// already lower), or `None` if a heap not yet lower would become larger than it was.
    fn step(&self, bit: usize, mask: usize, pattern: usize) -> Option<usize> {
        let mut lower = mask;
        for (index, &heap) in self.set.iter().enumerate() {
            if mask >> index & 1 == 1 {
                continue;
            }
            let old = self.heaps[heap].bit(bit as u64);
            let new = pattern >> index & 1 == 1;
            if new && !old {
                return None; // would exceed the old size
            }
            if old && !new {
                lower |= 1 << index;
            }
        }
        Some(lower)
    }

    /// `ways[bit][mask]`: the completions of digits `bit − 1, ..., 0` from state `mask`;
    /// `ways[0][mask]` is 1 only when every heap of `S` is already lower.
    fn ways<W: Clone>(&self, zero: W, one: W, add: impl Fn(&mut W, &W)) -> Vec<Vec<W>> {
        let full = self.full();
        let bits = self.required.len();
        let mut ways = vec![vec![zero.clone(); full + 1]; bits + 1];
        ways[0][full] = one;
        for bit in 0..bits {
            for mask in 0..=full {
                let mut sum = zero.clone();
                for &pattern in &self.patterns[self.required[bit]] {
                    if let Some(next) = self.step(bit, mask, pattern) {
                        add(&mut sum, &ways[bit][next]);
                    }
                }
                ways[bit + 1][mask] = sum;
            }
        }
        ways
    }

    /// How many winning moves lower exactly `S`.
    fn count(&self) -> BigUint {
        let ways = self.ways(BigUint::zero(), BigUint::from(1u32), |sum, w| *sum += w);
        ways[self.required.len()][0].clone()
    }

    /// Appends the winning moves lowering exactly `S` to `moves`, until it holds `limit`.
    fn list(&self, limit: usize, moves: &mut Vec<Vec<BigUint>>) {
        // Only whether the end is reachable matters here.
        let reachable = self.ways(false, true, |any, w| *any |= *w);
        let bits = self.required.len();
        let size = self.set.len();
        // Depth first from the top digit, along reachable states.
        let mut stack = vec![(bits, 0usize, vec![BigUint::zero(); size])];
        while let Some((bit, mask, values)) = stack.pop() {
            if moves.len() >= limit {
                return;
            }
            if bit == 0 {
                let mut after = self.heaps.to_vec();
                for (index, &heap) in self.set.iter().enumerate() {
                    after[heap] = values[index].clone();
                }
                moves.push(after);
                continue;
            }
            for &pattern in self.patterns[self.required[bit - 1]].iter().rev() {
                if let Some(next) = self.step(bit - 1, mask, pattern)
                    && reachable[bit - 1][next]
                {
                    let mut extended = values.clone();
                    for (index, value) in extended.iter_mut().enumerate() {
                        if pattern >> index & 1 == 1 {
                            value.set_bit(bit as u64 - 1, true);
                        }
                    }
                    stack.push((bit - 1, next, extended));
                }
            }
        }
    }
}

/// Calls `visit` with the table index of every option of the position at `coordinates`.
fn visit_lower(
    coordinates: &[usize],
    weights: &[usize],
    most: u64,
    index: usize,
    visit: &mut impl FnMut(usize),
) {
    fn walk(
        coordinates: &[usize],
        weights: &[usize],
        heap: usize,
        touched: u64,
        most: u64,
        index: usize,
        visit: &mut impl FnMut(usize),
    ) {
        if heap == coordinates.len() {
            if touched > 0 {
                visit(index);
            }
            return;
        }
        walk(coordinates, weights, heap + 1, touched, most, index, visit);
        if touched < most {
            for taken in 1..=coordinates[heap] {
                let lower = index - taken * weights[heap];
                walk(
                    coordinates,
                    weights,
                    heap + 1,
                    touched + 1,
                    most,
                    lower,
                    visit,
                );
            }
        }
    }
    walk(coordinates, weights, 0, 0, most, index, visit);
}

impl Game for Moore {
    type Position = Vec<BigUint>;

    fn options(&self, heaps: &Vec<BigUint>) -> Result<Vec<Vec<Vec<BigUint>>>, GameError> {
        let count = self.option_count(heaps);
        if count > BigUint::from(MAX_LISTED_OPTIONS) {
            return Err(too_many_options(
                &self.format_term(std::slice::from_ref(heaps)),
                &count,
            ));
        }
        check_listing(
            || self.format_term(std::slice::from_ref(heaps)),
            count.to_u64().unwrap_or(u64::MAX),
            position_bits(heaps),
        )?;
        let mut options = Vec::new();
        self.for_each_option(heaps, &mut |option| options.push(vec![option.to_vec()]));
        Ok(options)
    }
}

impl Notation for Moore {
    fn name(&self) -> String {
        format!("moore[{}]", self.k)
    }

    fn parse_positions(&self, args: &[Token]) -> Result<Vec<Vec<BigUint>>, ParseError> {
        Ok(vec![parse_heaps(args)?])
    }

    fn format_position(&self, heaps: &Vec<BigUint>) -> String {
        let cells: Vec<String> = heaps.iter().map(ToString::to_string).collect();
        cells.join(",")
    }

    fn describe_move(&self, from: &Vec<BigUint>, to: &[Vec<BigUint>]) -> String {
        let term = self.format_term(std::slice::from_ref(from));
        if let [after] = to
            && after.len() == from.len()
        {
            let takes: Vec<String> = (0..from.len())
                .filter(|&i| after[i] < from[i])
                .map(|i| {
                    tr!(
                        "moore-take-part",
                        taken = &from[i] - &after[i],
                        heap = i + 1
                    )
                })
                .collect();
            if !takes.is_empty() {
                return tr!(
                    "moore-take",
                    takes = takes.join(&tr!("moore-take-separator")),
                    term = term,
                    to = self.format_term(to)
                );
            }
        }
        tr!("move-heap-to", from = term, to = self.format_term(to))
    }
}

impl Teaching for Moore {
    fn rules(&self) -> String {
        tr!("moore-rules", name = self.name(), k = self.k)
    }

    fn explain(&self, heaps: &Vec<BigUint>) -> Result<String, GameError> {
        let term = self.format_term(std::slice::from_ref(heaps));
        let modulus = self.k + 1;
        let counts = Self::digit_counts(heaps);
        // Huge heaps have thousands of digits: show the highest ones and say how many more.
        const SHOWN_DIGITS: usize = 16;
        let shorten = |mut items: Vec<String>| {
            if items.len() > SHOWN_DIGITS {
                let more = items.len() - SHOWN_DIGITS;
                items.truncate(SHOWN_DIGITS);
                items.push(tr!("moore-more-digits", count = more));
            }
            items
        };
        let columns = shorten(
            counts
                .iter()
                .enumerate()
                .rev()
                .map(|(bit, count)| format!("2^{bit}: {count}"))
                .collect(),
        );
        let bad = shorten(
            counts
                .iter()
                .enumerate()
                .rev()
                .filter(|(_, count)| *count % modulus != 0)
                .map(|(bit, _)| format!("2^{bit}"))
                .collect(),
        );
        let verdict = if bad.is_empty() {
            tr!("moore-verdict-p", modulus = modulus, term = &term)
        } else {
            tr!(
                "moore-verdict-n",
                digits = bad.join(", "),
                modulus = modulus,
                term = &term
            )
        };
        let listing = if counts.is_empty() {
            tr!("moore-listing-empty")
        } else {
            tr!("moore-listing", columns = columns.join(", "))
        };
        let value = match self.nimber(heaps) {
            Ok(value) => tr!("moore-value-searched", value = value),
            Err(GameError::TooLarge(_)) => String::new(),
            Err(error) => return Err(error),
        };
        Ok(tr!(
            "moore-explain",
            k = self.k,
            modulus = modulus,
            listing = listing,
            verdict = verdict,
            value = value
        ))
    }
}

impl Family for Moore {
    fn nimber(&self, heaps: &Vec<BigUint>) -> Result<BigUint, GameError> {
        let values = self.value_table(heaps)?;
        Ok(values[Self::table_index(heaps, heaps)].into())
    }

    fn outcome(&self, heaps: &Vec<BigUint>) -> Result<Outcome, GameError> {
        Ok(Outcome::from_is_zero(self.is_p_position(heaps)))
    }

    fn options_of_nimber(
        &self,
        heaps: &Vec<BigUint>,
        target: &BigUint,
    ) -> Result<Vec<Vec<Vec<BigUint>>>, GameError> {
        if !target.is_zero() {
            let values = self.value_table(heaps)?;
            let target = target.to_u32();
            return Ok(self
                .options(heaps)?
                .into_iter()
                .filter(|option| Some(values[Self::table_index(heaps, &option[0])]) == target)
                .collect());
        }
        if self.is_p_position(heaps) {
            return Ok(Vec::new());
        }
        let term = || self.format_term(std::slice::from_ref(heaps));
        let found = if self.scannable(heaps) {
            self.scanned_winning_moves(heaps, usize::MAX)
        } else {
            // Counted first, so that a list too long to print is refused before it is built.
            let count = self
                .count_winning_moves(heaps)
                .ok_or_else(|| self.too_much_work(heaps))?;
            check_listing_count(term, &count, position_bits(heaps))?;
            self.first_winning_moves(heaps, usize::MAX)
                .expect("the count was affordable, so is the listing")
        };
        check_listing(term, found.len() as u64, position_bits(heaps))?;
        Ok(found.into_iter().map(|after| vec![after]).collect())
    }

    fn some_options_of_nimber(
        &self,
        heaps: &Vec<BigUint>,
        target: &BigUint,
        limit: usize,
    ) -> Result<Vec<Vec<Vec<BigUint>>>, GameError> {
        if !target.is_zero() {
            let mut found = self.options_of_nimber(heaps, target)?;
            found.truncate(limit);
            return Ok(found);
        }
        if self.is_p_position(heaps) || limit == 0 {
            return Ok(Vec::new());
        }
        let found = if self.scannable(heaps) {
            self.scanned_winning_moves(heaps, limit)
        } else {
            // Too much work to follow the programme: one move by Moore's construction.
            self.first_winning_moves(heaps, limit)
                .unwrap_or_else(|| vec![self.constructed_winning_move(heaps)])
        };
        Ok(found.into_iter().map(|after| vec![after]).collect())
    }

    fn count_options_of_nimber(
        &self,
        heaps: &Vec<BigUint>,
        target: &BigUint,
    ) -> Result<BigUint, GameError> {
        if !target.is_zero() {
            return Ok(self.options_of_nimber(heaps, target)?.len().into());
        }
        if self.is_p_position(heaps) {
            return Ok(BigUint::zero());
        }
        if self.scannable(heaps) {
            let mut count = 0u64;
            self.for_each_option(heaps, &mut |option| {
                if self.is_p_position(option) {
                    count += 1;
                }
            });
            return Ok(count.into());
        }
        self.count_winning_moves(heaps)
            .ok_or_else(|| self.too_much_work(heaps))
    }

    fn check_move(&self, from: &Vec<BigUint>, to: &[Vec<BigUint>]) -> Result<(), String> {
        let [after] = to else {
            return Err(tr!("moore-write-every-heap"));
        };
        if after.len() != from.len() {
            return Err(tr!("moore-write-each-size", count = from.len()));
        }
        if (0..from.len()).any(|i| after[i] > from[i]) {
            return Err(tr!("moore-cannot-add"));
        }
        let touched = (0..from.len()).filter(|&i| after[i] < from[i]).count() as u64;
        match touched {
            0 => Err(tr!("moore-take-at-least-one")),
            t if t > self.k => Err(tr!(
                "moore-too-many-heaps",
                name = self.name(),
                k = self.k,
                touched = t
            )),
            _ => Ok(()),
        }
    }

    fn delaying_move(&self, heaps: &Vec<BigUint>) -> Result<Option<Vec<Vec<BigUint>>>, GameError> {
        Ok(heaps.iter().position(|heap| !heap.is_zero()).map(|index| {
            let mut after = heaps.clone();
            after[index] -= 1u32;
            vec![after]
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::testing::sorted;
    use crate::{Nimber, Solver};
    use num_bigint::BigInt;
    use proptest::prelude::*;

    #[test]
    fn rules_explanations_and_moves_speak_chinese() {
        let budget = crate::budget::chinese();
        let moore = Moore::new(2).unwrap();
        let rules = budget.run(|| moore.rules());
        assert!(
            rules.contains("每次从至少一堆、至多 2 堆中取走石子"),
            "{rules}"
        );
        let heaps: Vec<BigUint> = [1u32, 2, 3].into_iter().map(Into::into).collect();
        let text = budget.run(|| moore.explain(&heaps)).unwrap();
        assert!(
            text.contains("所以 moore[2](1,2,3) 是先手必胜态（N）"),
            "{text}"
        );
        let after: Vec<BigUint> = [1u32, 1, 1].into_iter().map(Into::into).collect();
        let step = budget.run(|| moore.describe_move(&heaps, &[after]));
        assert_eq!(
            step,
            "在 moore[2](1,2,3) 中从第 2 堆取走 1 个，从第 3 堆取走 2 个，剩下 moore[2](1,1,1)"
        );
        let refusal = budget.run(|| moore.check_move(&heaps, &[vec![BigUint::zero(); 3]]));
        assert_eq!(
            refusal.unwrap_err(),
            "moore[2] 每次至多从 2 堆中取石子，不能从 3 堆中取"
        );
    }

    fn heaps(sizes: &[u32]) -> Vec<BigUint> {
        sizes.iter().map(|&s| BigUint::from(s)).collect()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        #[test]
        fn outcomes_values_and_moves_match_the_solver(k in 1u64..4, sizes in proptest::collection::vec(0u32..6, 0..4), target in 0u32..6) {
            let moore = Moore::new(k).unwrap();
            let position = heaps(&sizes);
            let mut solver = Solver::new(moore.clone());
            prop_assert_eq!(moore.outcome(&position).unwrap(), solver.outcome(&position).unwrap());
            prop_assert_eq!(moore.nimber(&position).unwrap(), BigUint::from(solver.nimber(&position).unwrap().0));
            let expected = sorted(solver.options_of_value(&position, Nimber(target.into())).unwrap());
            prop_assert_eq!(sorted(moore.options_of_nimber(&position, &target.into()).unwrap()), expected);
        }

        #[test]
        fn the_constructed_move_wins_at_any_size(k in 1u64..5, sizes in proptest::collection::vec(any::<u128>(), 1..8)) {
            let moore = Moore::new(k).unwrap();
            let position: Vec<BigUint> = sizes.iter().map(|&s| BigUint::from(s) << 40u32).collect();
            prop_assume!(!moore.is_p_position(&position));
            let after = moore.constructed_winning_move(&position);
            prop_assert!(moore.is_p_position(&after));
            prop_assert!(moore.check_move(&position, &[after]).is_ok());
        }

        #[test]
        fn the_exact_listing_matches_a_scan(k in 1u64..4, sizes in proptest::collection::vec(0u32..40, 1..5)) {
            let moore = Moore::new(k).unwrap();
            let position = heaps(&sizes);
            let mut expected = Vec::new();
            moore.for_each_option(&position, &mut |option| {
                if moore.is_p_position(option) {
                    expected.push(vec![option.to_vec()]);
                }
            });
            let found: Vec<Vec<Vec<BigUint>>> = moore
                .first_winning_moves(&position, usize::MAX)
                .unwrap()
                .into_iter()
                .map(|after| vec![after])
                .collect();
            prop_assert_eq!(
                moore.count_winning_moves(&position).unwrap(),
                BigUint::from(expected.len())
            );
            prop_assert_eq!(sorted(found), sorted(expected));
        }

        /// Counts by every path (scan, programme) against the solver's list, and a sample of
        /// the moves is made of winning moves.
        #[test]
        fn counts_and_samples_match_the_solver(
            k in 1u64..4,
            sizes in proptest::collection::vec(0u32..6, 0..4),
            target in 0u32..4,
            limit in 0usize..4,
        ) {
            let moore = Moore::new(k).unwrap();
            let position = heaps(&sizes);
            let mut solver = Solver::new(moore.clone());
            let expected = solver.options_of_value(&position, Nimber(target.into())).unwrap();
            prop_assert_eq!(
                moore.count_options_of_nimber(&position, &target.into()).unwrap(),
                BigUint::from(expected.len())
            );
            let some = moore.some_options_of_nimber(&position, &target.into(), limit).unwrap();
            prop_assert_eq!(some.len(), expected.len().min(limit));
            for option in &some {
                prop_assert!(expected.contains(option));
            }
        }

        #[test]
        fn option_counts_are_exact(k in 1u64..4, sizes in proptest::collection::vec(0u32..5, 0..5)) {
            let moore = Moore::new(k).unwrap();
            let position = heaps(&sizes);
            let mut count = 0u64;
            moore.for_each_option(&position, &mut |_| count += 1);
            prop_assert_eq!(moore.option_count(&position), BigUint::from(count));
        }
    }

    #[test]
    fn huge_positions_list_every_winning_move_when_few() {
        // A, A, A + 1 with A = 10^30 even: only bit 0 is off, and the only winning move
        // lowers the third heap by one (any other set of heaps would have to change bits that
        // are forced to stay as they are).
        let moore = Moore::new(2).unwrap();
        let huge = BigUint::from(10u32).pow(30);
        let position = vec![huge.clone(), huge.clone(), &huge + 1u32];
        let moves = moore
            .options_of_nimber(&position, &BigUint::zero())
            .unwrap();
        assert_eq!(
            moves,
            vec![vec![vec![huge.clone(), huge.clone(), huge.clone()]]]
        );
        assert_eq!(
            moore
                .count_options_of_nimber(&position, &BigUint::zero())
                .unwrap(),
            BigUint::from(1u32)
        );
    }

    /// The number of winning moves of `m` heaps of `2^n − 1` in Moore's Nim_k, by formula:
    /// every digit has `m` ones. A move lowering a set `S` of `s ≤ k` heaps must leave
    /// `r = (s − m) mod (k+1)` ones among `S` in every digit (`r ≤ s`), so it chooses an
    /// `r`-subset of `S` for each of the `n` digits, `C(s, r)^n` ways, minus those where some
    /// heap of `S` keeps all its ones (unchanged): by inclusion–exclusion over the set `J` of
    /// unchanged heaps, `Σ_j (−1)^j C(s, j) C(s − j, r − j)^n`. For `k = 2` and four heaps this
    /// is `4 + 6·(2^n − 2) = 6·2^n − 8`.
    fn equal_full_heaps_formula(k: u64, m: u64, n: u32) -> BigUint {
        fn choose(n: u64, r: u64) -> BigInt {
            if r > n {
                return BigInt::zero();
            }
            (0..r).fold(BigInt::from(1), |acc, i| acc * (n - i) / (i + 1))
        }
        let mut total = BigInt::zero();
        for s in 1..=k.min(m) {
            let r = (s + (k + 1) * m - m) % (k + 1);
            if r > s {
                continue;
            }
            let mut ways = BigInt::zero();
            for j in 0..=r {
                let term = choose(s, j) * choose(s - j, r - j).pow(n);
                if j % 2 == 0 {
                    ways += term;
                } else {
                    ways -= term;
                }
            }
            total += choose(m, s) * ways;
        }
        total.to_biguint().expect("a count is not negative")
    }

    #[test]
    fn the_formula_for_equal_full_heaps_matches_the_solver() {
        for k in 1..=3u64 {
            for m in 1..=4u64 {
                for n in 1..=3u32 {
                    let full = (1u32 << n) - 1;
                    let position = heaps(&vec![full; m as usize]);
                    let moore = Moore::new(k).unwrap();
                    let mut solver = Solver::new(moore.clone());
                    let expected = solver.options_of_value(&position, Nimber::ZERO).unwrap();
                    assert_eq!(
                        equal_full_heaps_formula(k, m, n),
                        BigUint::from(expected.len()),
                        "k = {k}, {m} heaps of {full}"
                    );
                }
            }
        }
        assert_eq!(
            equal_full_heaps_formula(2, 4, 100),
            (BigUint::from(6u32) << 100u32) - 8u32
        );
    }

    #[test]
    fn huge_positions_are_counted_exactly() {
        // Four heaps of 2^100 − 1 in Nim_2: 6·2^100 − 8 winning moves (was counted as 1).
        let moore = Moore::new(2).unwrap();
        let ones = (BigUint::from(1u32) << 100u32) - 1u32;
        let wide = vec![ones.clone(), ones.clone(), ones.clone(), ones.clone()];
        assert_eq!(moore.outcome(&wide).unwrap(), Outcome::N);
        let expected = (BigUint::from(6u32) << 100u32) - 8u32;
        assert_eq!(
            moore
                .count_options_of_nimber(&wide, &BigUint::zero())
                .unwrap(),
            expected
        );
        assert!(matches!(
            moore.options_of_nimber(&wide, &BigUint::zero()),
            Err(GameError::TooLarge(_))
        ));
        let some = moore
            .some_options_of_nimber(&wide, &BigUint::zero(), 5)
            .unwrap();
        assert_eq!(some.len(), 5);
        for option in &some {
            assert!(moore.is_p_position(&option[0]));
            assert!(moore.check_move(&wide, option).is_ok());
        }
        let position = crate::parse(&format!("moore[2]({ones},{ones},{ones},{ones})")).unwrap();
        assert_eq!(position.count_winning_moves().unwrap(), expected);
        assert!(position.winning_moves().is_err()); // far too many to list
        let chosen = position.perfect_move().unwrap().unwrap();
        assert_eq!(chosen.to.outcome().unwrap(), Outcome::P);
        // Other sizes and k, huge: the programme against the formula.
        for (k, m, n) in [(1, 3, 200), (2, 5, 150), (3, 4, 90), (3, 6, 64), (4, 5, 40)] {
            let full = (BigUint::from(1u32) << n) - 1u32;
            let position = vec![full; m as usize];
            let moore = Moore::new(k).unwrap();
            assert_eq!(
                moore
                    .count_options_of_nimber(&position, &BigUint::zero())
                    .unwrap(),
                equal_full_heaps_formula(k, m, n),
                "k = {k}, {m} heaps of 2^{n} - 1"
            );
        }
    }

    #[test]
    fn beyond_the_programme_a_constructed_move_is_still_given() {
        // Thirteen heaps and k = 13: too many sets and states to count, but a winning move is
        // built by Moore's construction.
        let moore = Moore::new(13).unwrap();
        let position: Vec<BigUint> = (1..=14u32)
            .map(|i| (BigUint::from(i) << 300u32) + i * 7)
            .collect();
        assert_eq!(moore.outcome(&position).unwrap(), Outcome::N);
        assert!(matches!(
            moore.count_options_of_nimber(&position, &BigUint::zero()),
            Err(GameError::TooLarge(_))
        ));
        let some = moore
            .some_options_of_nimber(&position, &BigUint::zero(), 3)
            .unwrap();
        assert_eq!(some.len(), 1);
        assert!(moore.is_p_position(&some[0][0]));
        assert!(moore.check_move(&position, &some[0]).is_ok());
    }

    #[test]
    fn huge_positions_get_one_exact_winning_move() {
        let moore = Moore::new(2).unwrap();
        let huge = BigUint::from(10u32).pow(30);
        let position = vec![huge.clone(), huge.clone() + 5u32, BigUint::from(7u32)];
        assert_eq!(moore.outcome(&position).unwrap(), Outcome::N);
        let moves = moore
            .options_of_nimber(&position, &BigUint::zero())
            .unwrap();
        for chosen in &moves {
            assert!(moore.is_p_position(&chosen[0]));
            assert!(moore.check_move(&position, chosen).is_ok());
        }
        assert!(matches!(
            moore.nimber(&position),
            Err(GameError::TooLarge(_))
        ));
        // Three equal heaps form a P-position of Nim_2 at any size.
        let triple = vec![huge.clone(), huge.clone(), huge];
        assert_eq!(moore.outcome(&triple).unwrap(), Outcome::P);
        assert!(
            moore
                .options_of_nimber(&triple, &BigUint::zero())
                .unwrap()
                .is_empty()
        );
    }

    #[test]
    fn moves_are_checked() {
        let moore = Moore::new(2).unwrap();
        let from = heaps(&[3, 4, 5]);
        assert!(moore.check_move(&from, &[heaps(&[1, 2, 5])]).is_ok());
        assert!(moore.check_move(&from, &[heaps(&[1, 2, 4])]).is_err());
        assert!(moore.check_move(&from, &[heaps(&[3, 4, 5])]).is_err());
        assert!(moore.check_move(&from, &[heaps(&[3, 4, 6])]).is_err());
        assert!(crate::parse("moore[0](1,2)").is_err());
        assert!(crate::parse("moore[18446744073709551615](1,2)").is_err());
        // K beyond the number of heaps: every heap may be emptied at once.
        let many = crate::parse("moore[1000](1,2,3)").unwrap();
        assert_eq!(many.outcome().unwrap(), Outcome::N);
        assert_eq!(many.winning_moves().unwrap().len(), 1);
        assert!(crate::parse("moore(1,2)").is_err());
    }

    #[test]
    fn explanations_count_the_binary_digits() {
        let moore = Moore::new(2).unwrap();
        let text = moore.explain(&heaps(&[1, 2, 3])).unwrap();
        assert!(text.contains("2^1: 2, 2^0: 2"), "{text}");
        assert!(text.contains("not multiples of 3"), "{text}");
        let p = moore.explain(&heaps(&[1, 1, 1])).unwrap();
        assert!(p.contains("P-position"), "{p}");
        let huge = vec![BigUint::from(1u32) << 1000u32, BigUint::from(3u32)];
        let long = moore.explain(&huge).unwrap();
        assert!(
            long.contains("2^1000: 1") && long.contains("(985 more)"),
            "{long}"
        );
        assert!(long.len() < 1000, "{long}");
    }
}
