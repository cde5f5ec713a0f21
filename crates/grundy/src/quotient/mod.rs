//! Misère quotients of take-and-break games (Plambeck 2005; Plambeck & Siegel 2008).
//!
//! Fix a take-and-break game and a bound `n`, and consider every sum of heaps of sizes up to
//! `n`. Two sums `G`, `H` are *indistinguishable* when `G + X` and `H + X` have the same misère
//! outcome for every such sum `X`. The classes form a commutative monoid `Q`, the *misère
//! quotient*, with its *P-portion* (the classes of misère P-positions) and the map from each
//! heap to its class (the *pretending function*). The misère outcome of any sum is then read off
//! at once: multiply the heaps' elements and look the product up in P.
//!
//! **How it is computed.** Heap by heap, as MisereSolver does it (Siegel; Plambeck & Siegel
//! 2008, §7), with a proof at every step:
//! 1. a candidate `(Q, P, Φ)`: the previous quotient with the new heap sent to one of its
//!    elements; or, when none passes, a *trial*: the previous quotient times a
//!    cyclic monoid for the new heap, P marked on it from the rules (every option of a sum is
//!    a smaller sum in lexicographic order, so the least sum of each element is decided from
//!    elements already marked), and elements that P cannot tell apart merged (the coarsest
//!    congruence respecting P, by partition refinement);
//! 2. a proof that the candidate is the quotient. A sum `w` is a misère P-position exactly when
//!    it has a move and every move leads to an N-position, so `Φ(w) ∈ P` holds for every `w`
//!    exactly when it is consistent with the elements of `w`'s options. Those are
//!    `Tr(w) = ∪ Φ(w − h)·T(h)` over the heaps `h` of `w`, `T(h)` being the elements of `h`'s
//!    options, and adding a heap `h` to `w` changes the pair `(Φ(w), Tr(w))` into
//!    `(Φ(w)Φ(h), Tr(w)Φ(h) ∪ Φ(w)T(h))`. So the finitely many pairs reachable from `(1, ∅)`
//!    are explored, and each is checked: `x ∈ P` exactly when `S` is non-empty and misses P.
//!    If every pair passes, induction on sums proves `Φ(w) ∈ P` ⟺ `w` is a P-position for every
//!    sum `w`; the candidate is reduced (merging made it so) and `Φ` reaches every element, so
//!    it *is* the quotient (any two sums with equal elements are indistinguishable, and any two
//!    with different elements are told apart by some sum). A heap sent to an old element only
//!    adds its move to the pairs already proven.
//! 3. If a pair fails, the failing sum (a shortest one) is *recalibrated*: some of its heaps,
//!    fewest first, get cyclic components of their own (as long as their multiplicity in the
//!    sum needs) on top of what the other heaps generate in the failed trial, until the sum's
//!    pair is consistent; then step 2 again. Should that find nothing, a box of words in
//!    generator heaps with bounded exponents is the last resort. A quotient too large for the
//!    budget (or infinite: 0.3122 on heaps up to 7 has an infinite quotient, Nowakowski) ends
//!    with [`LimitExceeded`].
//!
//! **The whole game.** When the heap map is periodic, from heap `m` with period `p`, on enough
//! heaps ([`MisereQuotient::proven_period`]), every larger heap has the same element and option
//! elements as the heap `p` smaller, the proof of step 2 covers heaps of every size, and the
//! quotient is that of the whole game.

pub mod genus;
pub(crate) mod monoid;
mod trial;

pub use monoid::{BipartiteMonoid, Relation};

use std::collections::{HashSet, VecDeque};

// hashbrown's default hasher: the proofs hash millions of (element, option set) pairs, and
// SipHash was a fifth of the time (the keys are the program's own, so no flooding to fear).
use hashbrown::HashMap;

use crate::budget::{Budget, LimitExceeded, tr};
use crate::takebreak::Rules;
use crate::{GameError, Outcome};

/// The largest number of heap sizes a quotient is computed for.
pub(crate) const MAX_HEAPS: usize = 100_000;

/// The misère quotient of a take-and-break game restricted to heaps of sizes `0..=heaps`.
///
/// ```
/// use grundy::quotient::MisereQuotient;
/// use grundy::takebreak::Rules;
/// // Misère Nim (0.333..., any amount from one heap) on heaps up to 3: the tame quotient T2.
/// let nim = Rules::parse_code("0.333").unwrap();
/// let q = MisereQuotient::compute(&nim, 3).unwrap();
/// assert_eq!(q.monoid().order(), 6);
/// assert!(q.monoid().is_tame());
/// assert_eq!(q.monoid().p_names(), vec!["a", "b^2"]);
/// assert_eq!(q.heap_names(), vec!["1", "a", "b", "ab"]);
/// // nim(1,1,1) is a misère P-position, nim(2,2) too, nim(1) and nim(2,3) are not.
/// assert_eq!(q.outcome(&[1, 1, 1]), Some(grundy::Outcome::P));
/// assert_eq!(q.outcome(&[2, 2]), Some(grundy::Outcome::P));
/// assert_eq!(q.outcome(&[2, 3]), Some(grundy::Outcome::N));
/// ```
#[derive(Clone, Debug)]
pub struct MisereQuotient {
    rules: Rules,
    monoid: BipartiteMonoid,
    heap_map: Vec<u32>,
    generator_heaps: Vec<usize>,
    changes: Vec<usize>,
    verified_pairs: usize,
    /// The proven period `(m, p)` of the heap map, if any.
    proven: Option<(usize, usize)>,
}

/// The most options a heap may have for [`MisereQuotient::winning_moves`] to list them.
const MAX_LISTED_OPTIONS: u128 = 1 << 20;

/// A generator heap of the box of words and its exponent bounds: `g^(index + period) = g^index`.
#[derive(Clone, Debug)]
struct Generator {
    heap: usize,
    index: u32,
    period: u32,
}

/// A candidate quotient: the monoid and each heap's element.
struct Candidate {
    monoid: BipartiteMonoid,
    heap_elements: Vec<u32>,
    /// The heap each of the monoid's generators stands for.
    generator_heaps: Vec<usize>,
}

/// The pairs `(Φ(w), Tr(w))` reachable from the empty sum, when all of them are consistent,
/// and the moves (a heap's element and option elements) that reach them.
struct Verified {
    pairs: Vec<(u32, Vec<u64>)>,
    index: HashMap<(u32, Vec<u64>), usize>,
    moves: Vec<(u32, Vec<u32>)>,
}

impl Verified {
    /// The proof of the empty sum alone.
    fn empty(order: usize) -> Verified {
        let start = (0, vec![0u64; bit_words(order)]);
        Verified {
            index: HashMap::from([(start.clone(), 0)]),
            pairs: vec![start],
            moves: Vec::new(),
        }
    }

    /// The pairs a further move (element `g`, option elements `t`) adds: the known pairs take
    /// the new move, the new pairs every move. `None` if a new pair is inconsistent.
    fn extension(
        &self,
        monoid: &BipartiteMonoid,
        g: u32,
        t: &[u32],
        budget: &Budget,
        cap: u64,
    ) -> Result<Option<Vec<Pair>>, GameError> {
        if self.moves.iter().any(|(h, u)| *h == g && u == t) {
            return Ok(Some(Vec::new()));
        }
        let pmask = p_mask(monoid);
        let mut added: Vec<(u32, Vec<u64>)> = Vec::new();
        let mut added_index: HashMap<(u32, Vec<u64>), ()> = HashMap::new();
        let mut ticker = budget.ticker(1024);
        let mut add = |pair: (u32, Vec<u64>), added: &mut Vec<(u32, Vec<u64>)>| {
            if self.index.contains_key(&pair) || added_index.contains_key(&pair) {
                return Ok(true);
            }
            if !consistent(monoid, pair.0, &pair.1, &pmask) {
                return Ok(false);
            }
            let held = (self.pairs.len() + added.len()) as u64;
            budget.check_states(held)?;
            if held >= cap {
                return Err(too_large(cap));
            }
            if (held as usize).is_power_of_two() {
                check_proof_memory(budget, held as usize, pair.1.len())?;
            }
            added_index.insert(pair.clone(), ());
            added.push(pair);
            Ok::<bool, GameError>(true)
        };
        for (y, set) in &self.pairs {
            ticker.tick()?;
            if !add(step(monoid, *y, set, g, t), &mut added)? {
                return Ok(None);
            }
        }
        let mut next = 0;
        while next < added.len() {
            ticker.tick()?;
            let (y, set) = added[next].clone();
            next += 1;
            for (h, u) in self
                .moves
                .iter()
                .map(|(h, u)| (*h, u.as_slice()))
                .chain([(g, t)])
            {
                if !add(step(monoid, y, &set, h, u), &mut added)? {
                    return Ok(None);
                }
            }
        }
        Ok(Some(added))
    }

    /// Takes the pairs of [`Verified::extension`] and its move.
    fn extend(&mut self, added: Vec<(u32, Vec<u64>)>, g: u32, t: &[u32]) {
        for pair in added {
            self.index.insert(pair.clone(), self.pairs.len());
            self.pairs.push(pair);
        }
        if !self.moves.iter().any(|(h, u)| *h == g && u == t) {
            self.moves.push((g, t.to_vec()));
        }
    }
}

impl MisereQuotient {
    /// The quotient for heaps `0..=heaps`, under the budget entered on this thread.
    pub fn compute(rules: &Rules, heaps: usize) -> Result<MisereQuotient, GameError> {
        if heaps > MAX_HEAPS {
            return Err(GameError::TooLarge(tr!(
                "too-large-quotient-heaps",
                most = MAX_HEAPS.to_string(),
                heaps = heaps.to_string()
            )));
        }
        let mut builder = Builder::new(rules.clone(), u64::MAX);
        builder.run(heaps)
    }

    /// [`MisereQuotient::compute`], giving up with [`GameError::TooLarge`] as soon as a box of
    /// words or the proof would hold more than `max_size` elements or pairs (a quick attempt
    /// before another method).
    pub(crate) fn compute_within(
        rules: &Rules,
        heaps: usize,
        max_size: u64,
    ) -> Result<MisereQuotient, GameError> {
        let mut builder = Builder::new(rules.clone(), max_size);
        builder.run(heaps)
    }

    /// [`MisereQuotient::compute`] heap by heap to the end, without filling the heap map from a
    /// proven period (tests: the two agree).
    #[cfg(test)]
    pub(crate) fn compute_every_heap(
        rules: &Rules,
        heaps: usize,
    ) -> Result<MisereQuotient, GameError> {
        let mut builder = Builder::new(rules.clone(), u64::MAX);
        builder.period_shortcut = false;
        builder.run(heaps)
    }

    /// The rules of the game.
    pub(crate) fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The largest heap size covered.
    pub fn heaps(&self) -> usize {
        self.heap_map.len() - 1
    }

    /// The quotient monoid with its P-portion.
    pub fn monoid(&self) -> &BipartiteMonoid {
        &self.monoid
    }

    /// The element of each heap size `0..=heaps` (the pretending function).
    pub fn heap_map(&self) -> &[u32] {
        &self.heap_map
    }

    /// The element of each heap size, by name.
    pub fn heap_names(&self) -> Vec<String> {
        self.heap_map.iter().map(|&x| self.monoid.name(x)).collect()
    }

    /// The heap each generator (a, b, c, ...) stands for.
    pub(crate) fn generator_heaps(&self) -> &[usize] {
        &self.generator_heaps
    }

    /// The heap sizes at which the quotient changed (grew) as heaps were added.
    pub(crate) fn changes(&self) -> &[usize] {
        &self.changes
    }

    /// How many pairs `(Φ(w), Tr(w))` the final proof checked.
    pub fn verified_pairs(&self) -> usize {
        self.verified_pairs
    }

    /// Whether the quotient is tame: trivial, or misère Nim's T_k ([`BipartiteMonoid::is_tame`]).
    pub(crate) fn is_tame(&self) -> bool {
        self.monoid.order() == 1 || self.monoid.is_tame()
    }

    /// The element of one heap: from the heap map, or beyond it from the proven period
    /// ([`MisereQuotient::proven_period`]); `None` for a heap beyond both.
    ///
    /// ```
    /// use grundy::quotient::MisereQuotient;
    /// use grundy::takebreak::Rules;
    /// let q = MisereQuotient::compute(&Rules::parse_code("0.3").unwrap(), 20).unwrap();
    /// assert_eq!(q.heap_element(1_000_001), q.heap_element(1));
    /// assert_eq!(q.outcome(&[1_000_001]), Some(grundy::Outcome::P));
    /// ```
    pub fn heap_element(&self, heap: u64) -> Option<u32> {
        if let Some(&x) = usize::try_from(heap)
            .ok()
            .and_then(|h| self.heap_map.get(h))
        {
            return Some(x);
        }
        let (m, p) = self.proven?;
        let reduced = m as u64 + (heap - m as u64) % p as u64;
        Some(self.heap_map[reduced as usize])
    }

    /// The element of a sum of heaps; `None` if a heap is out of range (larger than
    /// [`MisereQuotient::heaps`] without a proven period).
    pub(crate) fn element(&self, heaps: &[u64]) -> Option<u32> {
        let mut x = self.monoid.identity();
        for &h in heaps {
            x = self.monoid.product(x, self.heap_element(h)?);
        }
        Some(x)
    }

    /// The misère outcome of a sum of heaps; `None` if a heap is out of range.
    pub fn outcome(&self, heaps: &[u64]) -> Option<Outcome> {
        self.element(heaps)
            .map(|x| Outcome::from_is_zero(self.monoid.is_p(x)))
    }

    /// Every winning move of a sum of heaps in misère play: `(index of the heap moved in, the
    /// heaps it leaves)`. `None` if a heap is out of range or has too many options to list.
    ///
    /// ```
    /// use grundy::quotient::MisereQuotient;
    /// use grundy::takebreak::Rules;
    /// let q = MisereQuotient::compute(&Rules::parse_code("0.77").unwrap(), 6).unwrap();
    /// // Misère Kayles with a row of 3: knock down two pins at one end, leaving one pin that
    /// // the opponent must take last.
    /// assert_eq!(q.winning_moves(&[3]), Some(vec![(0, vec![1])]));
    /// ```
    pub fn winning_moves(&self, heaps: &[u64]) -> Option<Vec<(usize, Vec<u64>)>> {
        let elements: Vec<u32> = heaps
            .iter()
            .map(|&h| self.heap_element(h))
            .collect::<Option<_>>()?;
        if heaps
            .iter()
            .any(|&h| self.rules.option_count(h) > MAX_LISTED_OPTIONS)
        {
            return None;
        }
        let mut moves = Vec::new();
        let mut seen = HashSet::new();
        for (i, (&h, &others)) in heaps.iter().zip(&self.others(&elements)).enumerate() {
            if !seen.insert(h) {
                continue;
            }
            for option in self.rules.options(h) {
                if self.wins_by_leaving(others, &option)? {
                    moves.push((i, option));
                }
            }
        }
        Some(moves)
    }

    /// For each heap of a sum whose heaps have these elements, the product of the others'
    /// elements (what a move in that heap leaves beside it).
    ///
    /// ```
    /// use grundy::quotient::MisereQuotient;
    /// use grundy::takebreak::Rules;
    /// let q = MisereQuotient::compute(&Rules::parse_code("0.77").unwrap(), 6).unwrap();
    /// let elements = [q.heap_element(2).unwrap(), q.heap_element(3).unwrap()];
    /// assert_eq!(q.others(&elements), [elements[1], elements[0]]);
    /// ```
    pub fn others(&self, elements: &[u32]) -> Vec<u32> {
        let m = &self.monoid;
        // Products of the elements after each one, then before it, in one pass each way.
        let mut others = vec![m.identity(); elements.len()];
        for i in (1..elements.len()).rev() {
            others[i - 1] = m.product(others[i], elements[i]);
        }
        let mut before = m.identity();
        for (other, &e) in others.iter_mut().zip(elements) {
            *other = m.product(*other, before);
            before = m.product(before, e);
        }
        others
    }

    /// Whether a move that leaves the heaps `parts` beside the product `others` of the rest
    /// wins (leaves a misère P-position); `None` if a part is out of range.
    pub(crate) fn wins_by_leaving(&self, others: u32, parts: &[u64]) -> Option<bool> {
        let mut x = others;
        for &part in parts {
            x = self.monoid.product(x, self.heap_element(part)?);
        }
        Some(self.monoid.is_p(x))
    }

    /// The heap map's apparent period: `(m, p)` when heap `h` and heap `h + p` have the same
    /// element for every `h ≥ m` up to [`MisereQuotient::heaps`], the stretch covering at least
    /// three periods and half the heaps. Observed, not proven: larger heaps may change it.
    ///
    /// ```
    /// use grundy::quotient::MisereQuotient;
    /// use grundy::takebreak::Rules;
    /// let q = MisereQuotient::compute(&Rules::parse_code("0.3").unwrap(), 20).unwrap();
    /// // A heap of 0.3 is a chain of moves: even heaps act as the empty game, odd ones as a
    /// // single token.
    /// assert_eq!(q.observed_period(), Some((0, 2)));
    /// assert_eq!(q.heap_names()[..4], ["1", "a", "1", "a"]);
    /// ```
    pub fn observed_period(&self) -> Option<(usize, usize)> {
        observed_period(&self.heap_map)
    }

    /// The heap map's period, proven for every heap size: `(m, p)` from
    /// [`MisereQuotient::observed_period`] when the game's moves each remove at most `t` tokens
    /// (`t` the position of the code's last digit) and leave at most two heaps, with no
    /// condition that they differ (so not Grundy's game), and the quotient covers heaps up to
    /// at least `2·max(m, 1) + 2p + t − 1`. Then this quotient, with `Φ(h) = Φ(h − p)` for
    /// every larger heap, is the quotient of the whole game (a periodicity theorem in the
    /// spirit of Plambeck & Siegel 2008's for quotients, proven here from the proof's pairs):
    /// for `h ≥ 2·max(m, 1) + 2p + t`, every move from `h` that leaves two heaps leaves a part
    /// of at least `max(m, 1) + p` tokens, and taking `p` tokens from that part is a move from
    /// `h − p` with the same element (and back), so heap `h` has the same (element, option
    /// elements) pair as heap `h − p`; no new pair enters the proof, so it covers sums of heaps
    /// of every size.
    ///
    /// ```
    /// use grundy::quotient::MisereQuotient;
    /// use grundy::takebreak::Rules;
    /// // 0.3 (take one token): period 2 from heap 0 needs heaps up to 2 + 4 + 1 - 1 = 6.
    /// let q = MisereQuotient::compute(&Rules::parse_code("0.3").unwrap(), 20).unwrap();
    /// assert_eq!(q.proven_period(), Some((0, 2)));
    /// assert_eq!(q.heaps_for_proof(), Some(6));
    /// ```
    pub fn proven_period(&self) -> Option<(usize, usize)> {
        self.proven
    }

    /// The heaps a quotient must cover to prove its observed period (see
    /// [`MisereQuotient::proven_period`]); `None` without an observed period or when the
    /// rules are not of the kind the proof covers.
    pub fn heaps_for_proof(&self) -> Option<usize> {
        heaps_for_proof(&self.rules, &self.heap_map)
    }
}

/// [`MisereQuotient::observed_period`] of a heap map.
fn observed_period(map: &[u32]) -> Option<(usize, usize)> {
    let len = map.len();
    for p in 1..=len / 3 {
        let mut start = len - p;
        while start > 0 && map[start - 1] == map[start - 1 + p] {
            start -= 1;
        }
        let stretch = len - start;
        if stretch >= 3 * p && 2 * stretch >= len {
            return Some((start, p));
        }
    }
    None
}

/// [`MisereQuotient::heaps_for_proof`] of a heap map (heaps `0..map.len()`) of `rules`.
fn heaps_for_proof(rules: &Rules, map: &[u32]) -> Option<usize> {
    let (m, p) = observed_period(map)?;
    if rules.unequal() || rules.splits_in_three() {
        return None;
    }
    Some(2 * m.max(1) + 2 * p + rules.last_digit() - 1)
}

/// [`MisereQuotient::proven_period`] of a heap map of a proven quotient of `rules`.
fn proven_period(rules: &Rules, map: &[u32]) -> Option<(usize, usize)> {
    let needed = heaps_for_proof(rules, map)?;
    (map.len() > needed).then(|| observed_period(map)).flatten()
}

/// How often (in heaps) the construction looks whether the heap map's period is proven, after
/// which the rest of the map follows from it.
const PERIOD_CHECK: usize = 64;

/// The incremental construction.
struct Builder {
    rules: Rules,
    budget: Budget,
    /// The most words in a box, or pairs in a proof, before giving up with `TooLarge`.
    cap: u64,
    generators: Vec<Generator>,
    /// Each heap's word over generator heaps: `(heap, exponent)`; empty for the identity.
    words: Vec<Vec<(usize, u32)>>,
    changes: Vec<usize>,
    /// Whether the heap map is filled from its period once the period is proven.
    period_shortcut: bool,
}

/// Whether `error` says a quotient outgrew its limits (the state or memory limit, or the
/// largest quotient built) rather than stopping for another reason (cancelled, timed out): the
/// quotient may then be infinite.
pub(crate) fn outgrew_limits(error: &GameError) -> bool {
    matches!(
        error,
        GameError::TooLarge(_)
            | GameError::Limit(LimitExceeded::States { .. } | LimitExceeded::Memory { .. })
    )
}

/// The heap each generator of `monoid` stands for: the smallest heap with that element
/// (`heap_elements[h]` for heap `h`; a generator is never the identity, heap 0's element).
fn generator_heaps(monoid: &BipartiteMonoid, heap_elements: &[u32]) -> Vec<usize> {
    monoid
        .generators()
        .iter()
        .map(|&g| {
            (1..heap_elements.len())
                .find(|&h| heap_elements[h] == g)
                .expect("every generator is a heap's element")
        })
        .collect()
}

pub(crate) fn too_large(cap: u64) -> GameError {
    GameError::TooLarge(tr!("too-large-quotient-words", cap = cap.to_string()))
}

/// Element sets as bit sets.
fn bit_words(order: usize) -> usize {
    order.div_ceil(64)
}

impl Builder {
    fn new(rules: Rules, cap: u64) -> Builder {
        Builder {
            rules,
            budget: Budget::current(),
            cap,
            generators: Vec::new(),
            words: vec![Vec::new()],
            changes: Vec::new(),
            period_shortcut: true,
        }
    }

    fn run(&mut self, heaps: usize) -> Result<MisereQuotient, GameError> {
        let trivial = BipartiteMonoid::new(1, 0, &[0], &[], &[]).map_err(GameError::Unsupported)?;
        let mut current = Candidate {
            monoid: trivial,
            heap_elements: vec![0],
            generator_heaps: Vec::new(),
        };
        let mut verified = Verified::empty(1);
        for heap in 1..=heaps {
            self.budget.check()?;
            self.budget.add_progress(1);
            let transitions =
                transitions(&self.rules, &current.monoid, &current.heap_elements, heap);
            if transitions.is_empty() {
                // A heap with no move is the empty game.
                current.heap_elements.push(current.monoid.identity());
                self.words.push(Vec::new());
                continue;
            }
            if let Some(x) = self.conservative(&current, &mut verified, &transitions)? {
                current.heap_elements.push(x);
                let nf = current.monoid.normal_form(x);
                let word = nf
                    .iter()
                    .enumerate()
                    .filter(|(_, e)| **e > 0)
                    .map(|(i, &e)| (current.generator_heaps[i], e))
                    .collect();
                self.words.push(word);
                if self.period_shortcut
                    && heap.is_multiple_of(PERIOD_CHECK)
                    && heap < heaps
                    && let Some((_, p)) = proven_period(&self.rules, &current.heap_elements)
                {
                    // No larger heap can change the quotient: the rest of the map repeats.
                    self.budget
                        .check_memory_of((heaps as u64 + 1) * size_of::<u32>() as u64, || {
                            tr!("memory-quotient-heap-map")
                        })?;
                    for h in heap + 1..=heaps {
                        let x = current.heap_elements[h - p];
                        current.heap_elements.push(x);
                    }
                    break;
                }
                continue;
            }
            // The quotient grows: first the trial of the current quotient times a cyclic
            // component for the new heap, recalibrated on failing sums.
            self.changes.push(heap);
            if let Some((candidate, proof)) = self.expand(&current, heap)? {
                self.adopt(&candidate);
                current = candidate;
                verified = proof;
                continue;
            }
            // Else the box of words in generator heaps.
            self.generators.push(Generator {
                heap,
                index: 1,
                period: 2,
            });
            self.words.push(vec![(heap, 1)]);
            loop {
                self.budget.check()?;
                let candidate = self.candidate(heap)?;
                match verify(
                    &self.rules,
                    &candidate.monoid,
                    &candidate.heap_elements,
                    &self.budget,
                    self.cap,
                )? {
                    Ok(proof) => {
                        current = candidate;
                        verified = proof;
                        break;
                    }
                    Err(failure) => self.escalate(&failure.sum),
                }
            }
        }
        // The quotient as the literature writes it: no generator a product of the others.
        let (monoid, renumber) = current
            .monoid
            .minimal()
            .map_err(|e| GameError::Unsupported(format!("internal error: {e}")))?;
        let heap_map: Vec<u32> = current
            .heap_elements
            .iter()
            .map(|&x| renumber[x as usize])
            .collect();
        let generator_heaps = generator_heaps(&monoid, &heap_map);
        let mut quotient = MisereQuotient {
            rules: self.rules.clone(),
            verified_pairs: verified.pairs.len(),
            monoid,
            heap_map,
            generator_heaps,
            changes: self.changes.clone(),
            proven: None,
        };
        quotient.proven = proven_period(&quotient.rules, &quotient.heap_map);
        Ok(quotient)
    }

    /// The quotient grown at `heap`: the trial of the current quotient times a cyclic
    /// component for the new heap, each failing sum of its proof recalibrating it, until one is
    /// proven. `None` when recalibration finds no way on (the caller falls back to the box).
    fn expand(
        &self,
        current: &Candidate,
        heap: usize,
    ) -> Result<Option<(Candidate, Verified)>, GameError> {
        let first = [trial::Component {
            heap,
            index: 2,
            period: 2,
        }];
        let Some(mut candidate) =
            trial::build(&self.rules, &self.budget, self.cap, current, heap, &first)?
        else {
            return Ok(None);
        };
        // The work of the trials and proofs at this heap counts against the state limit, so
        // that a quotient growing out of reach stops with a limit, not after hours.
        let mut work: u64 = 0;
        for _ in 0..MAX_RECALIBRATIONS {
            self.budget.check()?;
            match verify(
                &self.rules,
                &candidate.monoid,
                &candidate.heap_elements,
                &self.budget,
                self.cap,
            )? {
                Ok(proof) => return Ok(Some((candidate, proof))),
                Err(failure) => {
                    work += (failure.explored + candidate.monoid.order()) as u64;
                    self.budget.check_states(work / TRIAL_WORK_PER_STATE)?;
                    // A quick attempt stops at its size in failed work too.
                    if work > self.cap {
                        return Err(too_large(self.cap));
                    }
                    let sum = least_failure(&self.rules, &candidate, failure.sum);
                    match self.recalibrate(&candidate, heap, &sum)? {
                        Some(next) => candidate = next,
                        None => return Ok(None),
                    }
                }
            }
        }
        Ok(None)
    }

    /// A trial that gets the failing sum right: some of its heaps (fewest first) get cyclic
    /// components of their own, long enough for their multiplicity in the sum, on top of the
    /// submonoid the other heaps generate in `failed`. The first whose pair for the sum is
    /// consistent is taken.
    fn recalibrate(
        &self,
        failed: &Candidate,
        heap: usize,
        failure: &[usize],
    ) -> Result<Option<Candidate>, GameError> {
        let mut counts: Vec<(usize, u32)> = Vec::new();
        for &h in failure {
            if self.rules.option_count(h as u64) == 0 {
                continue;
            }
            match counts.iter_mut().find(|(g, _)| *g == h) {
                Some((_, c)) => *c += 1,
                None => counts.push((h, 1)),
            }
        }
        counts.sort_unstable();
        let mut tries = 0;
        for size in 1..=counts.len() {
            for subset in combinations(counts.len(), size) {
                tries += 1;
                if tries > MAX_RECALIBRATION_TRIES {
                    return Ok(None);
                }
                self.budget.check()?;
                let components: Vec<trial::Component> = subset
                    .iter()
                    .map(|&i| {
                        let (h, c) = counts[i];
                        let index = trial::index_of(&failed.monoid, failed.heap_elements[h]);
                        trial::Component {
                            heap: h,
                            index: index.max(c.saturating_sub(1)).max(1),
                            period: 2,
                        }
                    })
                    .collect();
                let Some(candidate) = trial::build(
                    &self.rules,
                    &self.budget,
                    self.cap,
                    failed,
                    heap,
                    &components,
                )?
                else {
                    continue;
                };
                if pair_is_consistent(&self.rules, &candidate, failure) {
                    return Ok(Some(candidate));
                }
            }
        }
        Ok(None)
    }

    /// Takes `candidate`'s generators and normal forms as the words of the box of words (the
    /// fallback construction).
    fn adopt(&mut self, candidate: &Candidate) {
        let gens = &candidate.generator_heaps;
        self.words = candidate
            .heap_elements
            .iter()
            .map(|&x| {
                candidate
                    .monoid
                    .normal_form(x)
                    .iter()
                    .enumerate()
                    .filter(|(_, e)| **e > 0)
                    .map(|(i, &e)| (gens[i], e))
                    .collect()
            })
            .collect();
        let mut generators = Vec::with_capacity(gens.len());
        for &h in gens {
            let highest = self
                .words
                .iter()
                .flatten()
                .filter(|(g, _)| *g == h)
                .map(|(_, e)| *e)
                .max()
                .unwrap_or(1);
            let old = self.generators.iter().find(|g| g.heap == h);
            generators.push(Generator {
                heap: h,
                index: old.map_or(highest, |g| g.index.max(highest)),
                period: old.map_or(2, |g| g.period),
            });
        }
        self.generators = generators;
    }

    /// The new heap sent to an element of the current quotient, if one passes the proof (which
    /// is then extended by the heap's move).
    fn conservative(
        &self,
        current: &Candidate,
        verified: &mut Verified,
        transitions: &[u32],
    ) -> Result<Option<u32>, GameError> {
        let monoid = &current.monoid;
        let heap_is_p = transitions.iter().all(|&t| !monoid.is_p(t));
        // Elements of earlier heaps first: the new heap most often behaves like one of them.
        let mut order: Vec<u32> = Vec::new();
        let mut listed = vec![false; monoid.order()];
        for &x in current.heap_elements.iter().rev() {
            if !listed[x as usize] {
                listed[x as usize] = true;
                order.push(x);
            }
        }
        order.extend((0..monoid.order() as u32).filter(|&x| !listed[x as usize]));
        for x in order {
            if monoid.is_p(x) != heap_is_p {
                continue;
            }
            if let Some(added) =
                verified.extension(monoid, x, transitions, &self.budget, self.cap)?
            {
                verified.extend(added, x, transitions);
                return Ok(Some(x));
            }
        }
        Ok(None)
    }

    /// Builds the candidate on the box of generator words for heaps `0..=heap`.
    fn candidate(&self, heap: usize) -> Result<Candidate, GameError> {
        let mut generators = self.generators.clone();
        generators.sort_by_key(|g| g.heap);
        let k = generators.len();
        let radix: Vec<usize> = generators
            .iter()
            .map(|g| (g.index + g.period) as usize)
            .collect();
        let mut stride = Vec::with_capacity(k);
        let mut size: usize = 1;
        for &r in &radix {
            stride.push(size);
            size = size.checked_mul(r).ok_or(LimitExceeded::States {
                limit: self.budget.state_limit(),
            })?;
            self.budget.check_states(size as u64)?;
            if size as u64 > self.cap {
                return Err(too_large(self.cap));
            }
        }
        self.budget
            .check_memory_of(size as u64 * (8 + 4 * k as u64), || {
                tr!("memory-quotient-box", size = size)
            })?;
        let boxed = WordBox {
            generators: &generators,
            radix,
            stride,
        };
        let position: HashMap<usize, usize> = generators
            .iter()
            .enumerate()
            .map(|(i, g)| (g.heap, i))
            .collect();
        // Each heap's word as a box element.
        let word_element: Vec<usize> = self.words[..=heap]
            .iter()
            .map(|word| {
                let mut x = 0;
                for &(h, e) in word {
                    for _ in 0..e {
                        x = boxed.times_generator(x, position[&h]);
                    }
                }
                x
            })
            .collect();
        // The options of each generator heap, as box elements.
        let option_elements: Vec<Vec<usize>> = generators
            .iter()
            .map(|g| {
                let mut set: Vec<usize> = self
                    .rules
                    .options(g.heap as u64)
                    .iter()
                    .map(|option| {
                        option
                            .iter()
                            .fold(0, |x, &part| boxed.product(x, word_element[part as usize]))
                    })
                    .collect();
                set.sort_unstable();
                set.dedup();
                set
            })
            .collect();
        // Mark P on the box: every option of a word is an earlier word.
        let mut in_p = vec![false; size];
        let mut ticker = self.budget.ticker(4096);
        for x in 1..size {
            ticker.tick()?;
            let mut has_move = false;
            let mut wins = false;
            'generators: for (i, options) in option_elements.iter().enumerate() {
                if boxed.digit(x, i) == 0 {
                    continue;
                }
                let rest = x - boxed.stride[i];
                for &o in options {
                    has_move = true;
                    let t = boxed.product(rest, o);
                    if t >= x {
                        return Err(GameError::Unsupported(format!(
                            "internal error: an option of a word of the misère quotient's box is not an earlier word (heap {heap})"
                        )));
                    }
                    if in_p[t] {
                        wins = true;
                        break 'generators;
                    }
                }
            }
            in_p[x] = has_move && !wins;
        }
        // Merge the words P cannot tell apart (Moore's partition refinement).
        let (block, order) =
            coarsest_congruence(&in_p, k, |x, i| boxed.times_generator(x, i), &mut ticker)?;
        self.budget
            .check_memory_of((order * order * 4) as u64, || {
                tr!("memory-quotient-table", order = order)
            })?;
        let (table, representative) = block_table(
            &block,
            order,
            |x, y| block[boxed.product(x, y)],
            &mut ticker,
        )?;
        let p_blocks: Vec<u32> = (0..order as u32)
            .filter(|&b| in_p[representative[b as usize]])
            .collect();
        let generator_blocks: Vec<u32> =
            (0..k).map(|i| block[boxed.times_generator(0, i)]).collect();
        let (monoid, renumber) =
            BipartiteMonoid::renumbered(order, block[0], &table, &p_blocks, &generator_blocks)
                .map_err(|e| GameError::Unsupported(format!("internal error: {e}")))?;
        let heap_elements = word_element
            .iter()
            .map(|&x| renumber[block[x] as usize])
            .collect();
        let generator_heaps = monoid
            .generators()
            .iter()
            .map(|&g| {
                let i = (0..k)
                    .find(|&i| renumber[generator_blocks[i] as usize] == g)
                    .expect("every kept generator is a box generator");
                generators[i].heap
            })
            .collect();
        Ok(Candidate {
            monoid,
            heap_elements,
            generator_heaps,
        })
    }

    /// Enlarges the box after a failed proof, guided by the shortest failing sum.
    fn escalate(&mut self, failure: &[usize]) {
        let mut counts: HashMap<usize, u32> = HashMap::new();
        for &h in failure {
            *counts.entry(h).or_default() += 1;
        }
        let mut heaps: Vec<usize> = counts.keys().copied().collect();
        heaps.sort_unstable();
        let mut changed = false;
        for h in heaps {
            let c = counts[&h];
            if self.words[h].is_empty() {
                continue;
            }
            if let Some(g) = self.generators.iter_mut().find(|g| g.heap == h) {
                if c >= g.index + g.period {
                    g.index = c;
                    changed = true;
                }
            } else {
                self.generators.push(Generator {
                    heap: h,
                    index: c.max(1),
                    period: 2,
                });
                self.words[h] = vec![(h, 1)];
                changed = true;
            }
        }
        if !changed {
            // The failing sum is represented exactly: the words of its options are not. Free
            // the heaps its options leave, or else raise every bound.
            let mut parts: Vec<usize> = Vec::new();
            for (&h, _) in counts.iter() {
                for option in self.rules.options(h as u64) {
                    parts.extend(option.iter().map(|&p| p as usize));
                }
            }
            parts.sort_unstable();
            parts.dedup();
            for p in parts {
                let is_generator = self.generators.iter().any(|g| g.heap == p);
                if !is_generator && !self.words[p].is_empty() {
                    self.generators.push(Generator {
                        heap: p,
                        index: 1,
                        period: 2,
                    });
                    self.words[p] = vec![(p, 1)];
                    changed = true;
                }
            }
        }
        if !changed {
            for g in &mut self.generators {
                g.index += 1;
                if g.index > 8 && g.period < 16 {
                    g.period *= 2;
                }
            }
        }
    }
}

/// The most recalibrations at one heap before falling back to the box of words.
const MAX_RECALIBRATIONS: usize = 400;

/// The pairs explored by failed proofs (and elements of failed trials) at one heap that count
/// as one state of the state limit. 0.106 on heaps up to 20 (order 844) and 0.142 up to 40
/// (order 1,324) take 1-2 million at their last heap, so the default limit of a million
/// states reaches them (MisereSolver computes both with its defaults).
const TRIAL_WORK_PER_STATE: u64 = 4;

/// The most trials one recalibration builds.
const MAX_RECALIBRATION_TRIES: usize = 64;

/// Every subset of `0..n` with `size` elements, in lexicographic order.
fn combinations(n: usize, size: usize) -> Vec<Vec<usize>> {
    let mut all = Vec::new();
    let mut current: Vec<usize> = (0..size).collect();
    if size > n {
        return all;
    }
    loop {
        all.push(current.clone());
        let Some(i) = (0..size).rev().find(|&i| current[i] < n - size + i) else {
            return all;
        };
        current[i] += 1;
        for j in i + 1..size {
            current[j] = current[j - 1] + 1;
        }
    }
}

/// A failing sum whose options all pass, found from `failure` by going down to the least
/// failing option while there is one (options are smaller sums in lexicographic order, so this
/// ends): its options' elements are more likely right, so its own element is what is wrong.
fn least_failure(rules: &Rules, candidate: &Candidate, failure: Vec<usize>) -> Vec<usize> {
    let mut current = failure;
    loop {
        let mut least: Option<Vec<usize>> = None;
        for i in 0..current.len() {
            for option in rules.options(current[i] as u64) {
                let mut sum: Vec<usize> = current
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| j != i)
                    .map(|(_, &h)| h)
                    .chain(option.iter().map(|&p| p as usize))
                    .filter(|&h| rules.option_count(h as u64) > 0)
                    .collect();
                sum.sort_unstable_by(|a, b| b.cmp(a));
                if !pair_is_consistent(rules, candidate, &sum)
                    && least.as_ref().is_none_or(|l| sum < *l)
                {
                    least = Some(sum);
                }
            }
        }
        match least {
            Some(sum) => current = sum,
            None => {
                current.sort_unstable();
                return current;
            }
        }
    }
}

/// Whether the sum of heaps `sum` has its element in P exactly when its options' elements are
/// non-empty and miss P, in `candidate`.
fn pair_is_consistent(rules: &Rules, candidate: &Candidate, sum: &[usize]) -> bool {
    let m = &candidate.monoid;
    let elements = &candidate.heap_elements;
    let x = sum
        .iter()
        .fold(m.identity(), |x, &h| m.product(x, elements[h]));
    let mut has_move = false;
    for (i, &h) in sum.iter().enumerate() {
        let others = sum
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .fold(m.identity(), |x, (_, &g)| m.product(x, elements[g]));
        for t in transitions(rules, m, elements, h) {
            has_move = true;
            if m.is_p(m.product(others, t)) {
                return !m.is_p(x);
            }
        }
    }
    m.is_p(x) == has_move
}

/// The words of generator heaps with exponents below `index + period`, as mixed-radix numbers
/// (the largest generator heap most significant).
struct WordBox<'a> {
    generators: &'a [Generator],
    radix: Vec<usize>,
    stride: Vec<usize>,
}

impl WordBox<'_> {
    #[inline]
    fn digit(&self, x: usize, i: usize) -> usize {
        (x / self.stride[i]) % self.radix[i]
    }

    #[inline]
    fn reduce(&self, i: usize, e: usize) -> usize {
        let g = &self.generators[i];
        let (m, p) = (g.index as usize, g.period as usize);
        if e >= m + p { m + (e - m) % p } else { e }
    }

    #[inline]
    fn times_generator(&self, x: usize, i: usize) -> usize {
        let d = self.digit(x, i);
        x - d * self.stride[i] + self.reduce(i, d + 1) * self.stride[i]
    }

    fn product(&self, x: usize, y: usize) -> usize {
        let mut z = 0;
        for i in 0..self.radix.len() {
            z += self.reduce(i, self.digit(x, i) + self.digit(y, i)) * self.stride[i];
        }
        z
    }
}

/// The elements of the options of a heap: `T(h)`, sorted.
fn transitions(rules: &Rules, monoid: &BipartiteMonoid, elements: &[u32], heap: usize) -> Vec<u32> {
    let mut set: Vec<u32> = rules
        .options(heap as u64)
        .iter()
        .map(|option| {
            option.iter().fold(monoid.identity(), |x, &p| {
                monoid.product(x, elements[p as usize])
            })
        })
        .collect();
    set.sort_unstable();
    set.dedup();
    set
}

fn p_mask(monoid: &BipartiteMonoid) -> Vec<u64> {
    let mut mask = vec![0u64; bit_words(monoid.order())];
    for x in monoid.p_portion() {
        mask[x as usize / 64] |= 1 << (x % 64);
    }
    mask
}

/// Checks the memory of a proof holding `pairs` pairs of `words`-word bit sets (each kept twice,
/// in the list and in the index, with the index's overhead), as it doubles.
fn check_proof_memory(budget: &Budget, pairs: usize, words: usize) -> Result<(), LimitExceeded> {
    let per_pair = 2 * (8 * words as u64 + 32) + 16;
    budget.check_memory_of(2 * pairs as u64 * per_pair, || {
        tr!("memory-quotient-proof", pairs = pairs)
    })
}

/// `x ∈ P` exactly when the set of option elements is non-empty and misses P.
fn consistent(monoid: &BipartiteMonoid, x: u32, set: &[u64], pmask: &[u64]) -> bool {
    let nonempty = set.iter().any(|&w| w != 0);
    let hits_p = set.iter().zip(pmask).any(|(a, b)| a & b != 0);
    monoid.is_p(x) == (nonempty && !hits_p)
}

/// Adds a heap of element `g` and option elements `t` to the pair `(x, set)`.
fn step(monoid: &BipartiteMonoid, x: u32, set: &[u64], g: u32, t: &[u32]) -> (u32, Vec<u64>) {
    let mut next = vec![0u64; set.len()];
    for (w, &bits) in set.iter().enumerate() {
        let mut bits = bits;
        while bits != 0 {
            let s = (w * 64) as u32 + bits.trailing_zeros();
            bits &= bits - 1;
            let y = monoid.product(s, g);
            next[y as usize / 64] |= 1 << (y % 64);
        }
    }
    for &o in t {
        let y = monoid.product(x, o);
        next[y as usize / 64] |= 1 << (y % 64);
    }
    (monoid.product(x, g), next)
}

/// A sum's element and the elements of its options (a bit set).
type Pair = (u32, Vec<u64>);

/// A failed proof: a shortest sum (as heap sizes) whose pair is inconsistent, and how many
/// pairs were explored before it.
struct Failure {
    sum: Vec<usize>,
    explored: usize,
}

/// The proof of step 2: explores every pair `(Φ(w), Tr(w))` and checks each. `Ok(Err(sum))`
/// gives a shortest sum (as heap sizes) whose pair fails.
fn verify(
    rules: &Rules,
    monoid: &BipartiteMonoid,
    elements: &[u32],
    budget: &Budget,
    cap: u64,
) -> Result<Result<Verified, Failure>, GameError> {
    // One move per distinct (element, option elements) pair, remembering a heap for each.
    let mut moves: Vec<(u32, Vec<u32>, usize)> = Vec::new();
    let mut seen: HashSet<(u32, Vec<u32>)> = HashSet::new();
    for heap in 1..elements.len() {
        let t = transitions(rules, monoid, elements, heap);
        if t.is_empty() {
            if elements[heap] != monoid.identity() {
                return Ok(Err(Failure {
                    sum: vec![heap],
                    explored: 0,
                }));
            }
            continue;
        }
        if seen.insert((elements[heap], t.clone())) {
            moves.push((elements[heap], t, heap));
        }
    }
    let pmask = p_mask(monoid);
    let words = bit_words(monoid.order());
    let mut pairs: Vec<(u32, Vec<u64>)> = vec![(monoid.identity(), vec![0; words])];
    let mut parent: Vec<(usize, usize)> = vec![(usize::MAX, 0)];
    let mut index: HashMap<(u32, Vec<u64>), usize> = HashMap::new();
    index.insert(pairs[0].clone(), 0);
    let mut queue = VecDeque::from([0usize]);
    let mut ticker = budget.ticker(1024);
    while let Some(i) = queue.pop_front() {
        ticker.tick()?;
        let (x, set) = pairs[i].clone();
        if !consistent(monoid, x, &set, &pmask) {
            let mut sum = Vec::new();
            let mut at = i;
            while parent[at].0 != usize::MAX {
                sum.push(parent[at].1);
                at = parent[at].0;
            }
            sum.sort_unstable();
            return Ok(Err(Failure {
                sum,
                explored: pairs.len(),
            }));
        }
        for (g, t, heap) in &moves {
            let next = step(monoid, x, &set, *g, t);
            if !index.contains_key(&next) {
                budget.check_states(pairs.len() as u64)?;
                if pairs.len() as u64 >= cap {
                    return Err(too_large(cap));
                }
                if pairs.len().is_power_of_two() {
                    check_proof_memory(budget, pairs.len(), words)?;
                }
                index.insert(next.clone(), pairs.len());
                parent.push((i, *heap));
                queue.push_back(pairs.len());
                pairs.push(next);
            }
        }
    }
    Ok(Ok(Verified {
        pairs,
        index,
        moves: moves.into_iter().map(|(g, t, _)| (g, t)).collect(),
    }))
}

/// Merges the elements `0..in_p.len()` that P cannot tell apart (Moore's partition refinement):
/// the coarsest partition that separates P from the rest and that each of the `actions` maps
/// (`act(x, i)`: the image of `x` under action `i`) respects. Returns each element's block and
/// the number of blocks.
fn coarsest_congruence(
    in_p: &[bool],
    actions: usize,
    act: impl Fn(usize, usize) -> usize,
    ticker: &mut crate::budget::Ticker<'_>,
) -> Result<(Vec<u32>, usize), LimitExceeded> {
    let mut block: Vec<u32> = in_p.iter().map(|&p| u32::from(p)).collect();
    let mut count = if in_p.contains(&true) && in_p.contains(&false) {
        2
    } else {
        block.fill(0);
        1
    };
    let mut key = Vec::with_capacity(actions + 1);
    loop {
        let mut ids: HashMap<Vec<u32>, u32> = HashMap::with_capacity(count * 2);
        let mut next = vec![0u32; block.len()];
        for x in 0..block.len() {
            ticker.tick()?;
            key.clear();
            key.push(block[x]);
            key.extend((0..actions).map(|i| block[act(x, i)]));
            let fresh = ids.len() as u32;
            next[x] = *ids.entry(key.clone()).or_insert(fresh);
        }
        block = next;
        if ids.len() == count {
            return Ok((block, count));
        }
        count = ids.len();
    }
}

/// The multiplication table of the `order` blocks of a congruence (`block[x]`: the block of
/// element `x`), from one representative of each (the first element of the block):
/// `product(x, y)` is the block of the product of elements `x` and `y`. Returns the table (row
/// by row) and the representatives.
fn block_table(
    block: &[u32],
    order: usize,
    product: impl Fn(usize, usize) -> u32,
    ticker: &mut crate::budget::Ticker<'_>,
) -> Result<(Vec<u32>, Vec<usize>), LimitExceeded> {
    let mut representative = vec![usize::MAX; order];
    for (x, &b) in block.iter().enumerate() {
        if representative[b as usize] == usize::MAX {
            representative[b as usize] = x;
        }
    }
    let mut table = vec![0u32; order * order];
    for a in 0..order {
        ticker.tick()?;
        for b in a..order {
            let c = product(representative[a], representative[b]);
            table[a * order + b] = c;
            table[b * order + a] = c;
        }
    }
    Ok((table, representative))
}

#[cfg(test)]
mod tests;
