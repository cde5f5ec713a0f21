//! Conway's genus of the heaps of a take-and-break game (On Numbers and Games, ch. 12; Winning
//! Ways, ch. 13), and tameness read from it.
//!
//! The genus of a game `G` is `g^{γ0γ1γ2…}`: `g` is its normal-play Grundy value and `γk` the
//! misère Grundy value of `G + *2 + … + *2` with `k` copies of `*2` (a misère Grundy value is
//! the mex of the options' values, and 1 for a game with no move). The `γ`s eventually
//! alternate, so the symbol is written up to the first two values of the alternation:
//! `*0 = 0^{120}` stands for `0^{1202020…}`, `*1 = 1^{031}`, `*2 = 2^{20}`.
//!
//! **How it is computed.** Adding `*1` to any game turns its misère Grundy value `v` into
//! `v ⊕ 1` (by induction on the game: the options' values are paired off `2m ↔ 2m+1`). The
//! options of `G + k·*2` are `G' + k·*2` for the options `G'` of `G`, and `G + (k−1)·*2 + *1`
//! and `G + (k−1)·*2`, so for `k ≥ 1`
//!
//! `γk(G) = mex({γk(G')} ∪ {γk−1(G), γk−1(G) ⊕ 1})`,
//!
//! and the genus of a sum of heaps follows from the genera of its options. Once every option's
//! sequence alternates (from index `T`), `γk` is a function of `γk−1` and the parity of `k`,
//! so two equal values two apart (from `T` on) prove the alternation. Every sum of heaps
//! reachable from the heaps asked for is valued once (the genus of a sum is not a function of
//! its heaps' genera in general), which bounds the heaps this reaches for games that split
//! heaps; the budget entered on the thread bounds the sums held.
//!
//! **Tameness.** A game is *tame* when every position of it has one of the tame genera
//! `0^{120}`, `1^{031}` (the genera of `*0` and `*1`) or `a^{a(a⊕2)}` (that of `*a` for `a ≥ 2`,
//! and of Nim positions with a heap of 2 or more); tame games play misère like Nim positions
//! (Conway, ONAG ch. 12). Their misère quotients are those of Nim: trivial, T1 (order 2), T2
//! (order 6) and, with Grundy values of 4 or more, `2^k + 2` elements.

use std::collections::HashMap;
use std::fmt;

use crate::GameError;
use crate::budget::Budget;
use crate::budget::tr;
use crate::takebreak::Rules;

/// The largest heap size genera are computed for (the sums reachable are bounded by the
/// budget long before this for games that split heaps).
pub(crate) const MAX_GENUS_HEAPS: usize = super::MAX_HEAPS;

/// Conway's genus `g^{γ0γ1…}` of a game.
///
/// ```
/// use grundy::quotient::genus::heap_genera;
/// use grundy::takebreak::Rules;
/// // Nim heaps 0, 1, 2, 3: the genera of *0, *1, *2, *3.
/// let nim = heap_genera(&Rules::parse_code("0.333").unwrap(), 3).unwrap();
/// let symbols: Vec<String> = nim.genera().iter().map(|g| g.to_string()).collect();
/// assert_eq!(symbols, ["0^{120}", "1^{031}", "2^{20}", "3^{31}"]);
/// assert_eq!(nim.genera()[0].gamma(5), 2); // 0 + five copies of *2
/// assert!(nim.is_tame());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Genus {
    normal: u32,
    /// `γ0, …, γ(t+1)`: `γn = γ(n−2)` for every `n ≥ t + 2`, `t` the least such index.
    misere: Vec<u32>,
}

impl Genus {
    /// The normal-play Grundy value `g`.
    pub fn normal(&self) -> u32 {
        self.normal
    }

    /// The misère Grundy value `γ0`.
    pub fn misere(&self) -> u32 {
        self.misere[0]
    }

    /// `γk`: the misère Grundy value of the game plus `k` copies of `*2`.
    pub fn gamma(&self, k: usize) -> u32 {
        let len = self.misere.len();
        if k < len {
            self.misere[k]
        } else {
            self.misere[len - 2 + (k - len) % 2]
        }
    }

    /// The superscript as written: `γ0` to the first two values of the alternation.
    pub(crate) fn abbreviated(&self) -> &[u32] {
        &self.misere
    }

    /// The tame genus with normal-play value `normal`: fickle (`0^{120}` or `1^{031}`, for
    /// `normal` 0 or 1) or firm (`a^{a(a⊕2)}`).
    pub(crate) fn tame(normal: u32, fickle: bool) -> Genus {
        let misere = if fickle && normal < 2 {
            vec![normal ^ 1, normal ^ 2, normal]
        } else {
            vec![normal, normal ^ 2]
        };
        Genus { normal, misere }
    }

    /// Whether this is a tame genus: `0^{120}`, `1^{031}` or `a^{a(a⊕2)}`.
    pub(crate) fn is_tame(&self) -> bool {
        let g = self.normal;
        match self.misere.as_slice() {
            [1, 2, 0] => g == 0,
            [0, 3, 1] => g == 1,
            [a, b] => *a == g && *b == g ^ 2,
            _ => false,
        }
    }

    /// The genus of a game whose options have the genera `options`, and its tail: the game
    /// is fully described by its options' genera.
    pub(crate) fn of_options(options: &[&Genus]) -> Result<Genus, GameError> {
        let normal = crate::nimber::mex(
            &options
                .iter()
                .map(|o| u64::from(o.normal))
                .collect::<Vec<_>>(),
        ) as u32;
        // From index `settled` on, every option's sequence alternates.
        let settled = options.iter().map(|o| o.misere.len()).max().unwrap_or(0);
        // Every value is at most the number of values excluded, so the pairs (parity, γ)
        // repeat within this many steps past `settled`.
        let cap = settled + 4 * (options.len() + 3) + 8;
        let mut gammas: Vec<u32> = Vec::new();
        let mut excluded: Vec<u64> = Vec::with_capacity(options.len() + 2);
        let mut k = 0;
        let from = loop {
            excluded.clear();
            excluded.extend(options.iter().map(|o| u64::from(o.gamma(k))));
            let value = if k == 0 {
                if options.is_empty() {
                    1
                } else {
                    crate::nimber::mex(&excluded) as u32
                }
            } else {
                let previous = gammas[k - 1];
                excluded.push(u64::from(previous));
                excluded.push(u64::from(previous ^ 1));
                crate::nimber::mex(&excluded) as u32
            };
            gammas.push(value);
            // γj = γ(j+2) with j + 3 ≥ settled: the options' values at j + 1 and j + 3 are
            // equal, so γ(j+1) = γ(j+3), and so on.
            if k >= 2 && k + 1 >= settled && gammas[k - 2] == gammas[k] {
                break k - 2;
            }
            if k > cap {
                return Err(GameError::Unsupported(
                    "internal error: a genus sequence did not alternate (Conway's theorem says it must)"
                        .to_string(),
                ));
            }
            k += 1;
        };
        let mut start = from;
        while start > 0 && gammas[start - 1] == gammas[start + 1] {
            start -= 1;
        }
        gammas.truncate(start + 2);
        Ok(Genus {
            normal,
            misere: gammas,
        })
    }
}

impl fmt::Display for Genus {
    /// `g^{γ0γ1…}`, the values separated by commas when one has two digits or more.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let separator = if self.misere.iter().any(|&v| v >= 10) {
            ","
        } else {
            ""
        };
        let superscript: Vec<String> = self.misere.iter().map(u32::to_string).collect();
        write!(f, "{}^{{{}}}", self.normal, superscript.join(separator))
    }
}

/// The genus of each heap of a game on heaps `0..=heaps`, and whether each is tame.
#[derive(Clone, Debug)]
pub struct HeapGenera {
    genera: Vec<Genus>,
    tame: Vec<bool>,
    sums: usize,
}

impl HeapGenera {
    /// The genus of each heap size `0..=heaps`.
    pub fn genera(&self) -> &[Genus] {
        &self.genera
    }

    /// Whether each heap is tame: every position of it (a sum of heaps) has a tame genus.
    pub fn tame_heaps(&self) -> &[bool] {
        &self.tame
    }

    /// Whether the game on these heaps is tame (every heap is; sums of tame games are tame).
    pub fn is_tame(&self) -> bool {
        self.tame.iter().all(|&t| t)
    }

    /// How many sums of heaps were valued.
    pub(crate) fn sums(&self) -> usize {
        self.sums
    }
}

/// Every sum valued: its genus and whether all its positions have tame genera.
struct Valued {
    genus: Genus,
    tame: bool,
}

/// The genus of each heap `0..=heaps` of `rules`, under the budget entered on this thread.
///
/// ```
/// use grundy::quotient::genus::heap_genera;
/// use grundy::takebreak::Rules;
/// // Plambeck's page on misère 0.312 lists the genera of heaps 1 to 6 as 1^{031} (written
/// // 1^{03131} there), 2^{20}, 0^{02}, 2^{1420}, 0^{02}, 1^{13}: heap 4 is wild.
/// let g = heap_genera(&Rules::parse_code("0.312").unwrap(), 6).unwrap();
/// assert_eq!(g.genera()[4].to_string(), "2^{1420}");
/// assert!(!g.tame_heaps()[4] && g.tame_heaps()[3]);
/// assert!(!g.is_tame());
/// ```
pub fn heap_genera(rules: &Rules, heaps: usize) -> Result<HeapGenera, GameError> {
    if heaps > MAX_GENUS_HEAPS {
        return Err(GameError::TooLarge(tr!(
            "too-large-genus-heaps",
            most = MAX_GENUS_HEAPS.to_string(),
            heaps = heaps.to_string()
        )));
    }
    let budget = Budget::current();
    // Each heap's options as sorted lists of heaps that have a move (a heap with no move is
    // the empty game and leaves the sum unchanged).
    let mut options: Vec<Vec<Vec<u32>>> = Vec::with_capacity(heaps + 1);
    let mut ticker = budget.ticker(1024);
    for h in 0..=heaps {
        ticker.tick()?;
        let mut list: Vec<Vec<u32>> = rules
            .options(h as u64)
            .into_iter()
            .map(|parts| {
                let mut kept: Vec<u32> = parts
                    .into_iter()
                    .map(|p| p as u32)
                    .filter(|&p| !options[p as usize].is_empty())
                    .collect();
                kept.sort_unstable();
                kept
            })
            .collect();
        list.sort_unstable();
        list.dedup();
        options.push(list);
    }
    let mut search = Search {
        options: &options,
        index: HashMap::new(),
        valued: Vec::new(),
        budget,
    };
    let mut genera = Vec::with_capacity(heaps + 1);
    let mut tame = Vec::with_capacity(heaps + 1);
    for (h, heap_options) in options.iter().enumerate() {
        let key = if heap_options.is_empty() {
            Vec::new()
        } else {
            vec![h as u32]
        };
        let id = search.value(key)?;
        genera.push(search.valued[id].genus.clone());
        tame.push(search.valued[id].tame);
    }
    Ok(HeapGenera {
        genera,
        tame,
        sums: search.valued.len(),
    })
}

/// The depth-first valuation of sums of heaps, each sum once.
struct Search<'a> {
    options: &'a [Vec<Vec<u32>>],
    index: HashMap<Vec<u32>, usize>,
    valued: Vec<Valued>,
    budget: Budget,
}

/// A sum on the search's stack: its options and those valued so far.
struct Frame {
    key: Vec<u32>,
    options: Vec<Vec<u32>>,
    next: usize,
    ids: Vec<usize>,
}

impl Search<'_> {
    /// The options of a sum (sorted heaps): one heap replaced by one of its options.
    fn sum_options(&self, key: &[u32]) -> Vec<Vec<u32>> {
        let mut list = Vec::new();
        for (i, &h) in key.iter().enumerate() {
            if i > 0 && key[i - 1] == h {
                continue;
            }
            for parts in &self.options[h as usize] {
                let mut next: Vec<u32> = Vec::with_capacity(key.len() + parts.len());
                next.extend_from_slice(&key[..i]);
                next.extend_from_slice(&key[i + 1..]);
                next.extend_from_slice(parts);
                next.sort_unstable();
                list.push(next);
            }
        }
        list.sort_unstable();
        list.dedup();
        list
    }

    fn frame(&self, key: Vec<u32>) -> Frame {
        let options = self.sum_options(&key);
        Frame {
            key,
            ids: Vec::with_capacity(options.len()),
            options,
            next: 0,
        }
    }

    /// The index of the valued sum `key`, valuing it and what it reaches first.
    fn value(&mut self, key: Vec<u32>) -> Result<usize, GameError> {
        if let Some(&id) = self.index.get(&key) {
            return Ok(id);
        }
        let budget = self.budget.clone();
        let mut ticker = budget.ticker(1024);
        let mut stack = vec![self.frame(key)];
        loop {
            ticker.tick()?;
            let top = stack.last_mut().expect("the stack holds the sum asked for");
            if top.next < top.options.len() {
                match self.index.get(&top.options[top.next]) {
                    Some(&id) => {
                        top.ids.push(id);
                        top.next += 1;
                    }
                    None => {
                        let child = top.options[top.next].clone();
                        let frame = self.frame(child);
                        stack.push(frame);
                    }
                }
                continue;
            }
            let frame = stack.pop().expect("the stack holds the sum asked for");
            let genera: Vec<&Genus> = frame.ids.iter().map(|&i| &self.valued[i].genus).collect();
            let genus = Genus::of_options(&genera)?;
            let tame = genus.is_tame() && frame.ids.iter().all(|&i| self.valued[i].tame);
            self.budget.check_states(self.valued.len() as u64)?;
            if self.valued.len().is_multiple_of(65_536) {
                self.budget
                    .check_memory_of((self.valued.len() as u64 + 65_536) * 128, || {
                        tr!("memory-genera")
                    })?;
            }
            let id = self.valued.len();
            self.valued.push(Valued { genus, tame });
            self.index.insert(frame.key, id);
            self.budget.add_progress(1);
            if stack.is_empty() {
                return Ok(id);
            }
        }
    }
}

#[cfg(test)]
mod tests;
