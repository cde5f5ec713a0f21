//! The value search: the value of a component `C` is the least `k` such that `C + *k` is a
//! P-position, that is, such that no option of `C` has value `k` while every smaller value is
//! the value of some option.
//!
//! For each `k` in turn the search looks for an option of value `k` and stops at the first one
//! it finds, so most options are never valued exactly. An option is a sum of components: the
//! small ones are valued exactly (recursively), and only "is the largest one `*t`?" is
//! searched, with `t` the target nim-summed with the others' values (J. Lemoine and S. Viennot,
//! *Nimbers are inevitable*, Theoretical Computer Science 462 (2012) 70–79). Before searching,
//! the options whose components the table already knows are valued outright (an enhanced
//! transposition cut-off), the rest are tried easiest first (smallest remaining components),
//! and an option found to have value `j` is set aside, since it cannot have any other value
//! (as in P. Beling and M. Rogalski, *On pruning search trees of impartial games*, Artificial
//! Intelligence 283 (2020) 103262). The answers go to the [`Table`]: exact values, and values
//! ruled out.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use crate::budget::{Budget, LimitExceeded};

use super::db::{self, EndgameDb};

use super::decompose::Decomposable;
use super::stats::SearchStats;
use super::table::Table;

/// How many positions the search expands between two checks of its budget (cancellation,
/// deadline) and two reports of progress.
const CHECK_EVERY: u32 = 512;

/// The most threads of a [parallel search](Search::run_parallel).
const MAX_THREADS: usize = 8;

/// How many threads the searches of the game families use ([`set_threads`]).
static THREADS: AtomicUsize = AtomicUsize::new(1);

/// Makes the searches of the game families (cram, nodekayles) run on `threads` threads (at
/// most the cores available, and 8); 1, the default, searches on the calling thread alone.
/// On a machine whose cores are busy with other work, helpers slow the search down (they take
/// the search's share of the processor and seldom find what it needs in time), so they are
/// asked for, not assumed.
pub fn set_threads(threads: usize) {
    THREADS.store(threads.clamp(1, MAX_THREADS), Ordering::Relaxed);
}

/// The number of threads set by [`set_threads`].
pub fn threads() -> usize {
    THREADS.load(Ordering::Relaxed)
}

/// A component of an option, with its key and size.
#[derive(Clone, Copy)]
struct Piece<P, K> {
    part: P,
    key: K,
    size: u32,
}

/// An option of a component being searched: its pieces not yet valued are
/// `pieces[first..first + left]`, largest first; `known` is the nim-sum of the others.
#[derive(Clone, Copy)]
struct Pending {
    first: usize,
    left: usize,
    known: u32,
    /// Sum of the squares of the sizes of the pieces: options are tried easiest first.
    difficulty: u64,
    /// Set aside: its value was found (and is not a value still looked for).
    done: bool,
}

/// What a search established about a component and one target value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Answer {
    /// The exact value.
    Exact(u32),
    /// The value is not the target (and was not determined).
    Not,
}

/// A value search over a [`Decomposable`] game, filling a [`Table`]. Runs under the
/// [`Budget`] entered on the thread when it was made: it checks for cancellation and the
/// deadline every few hundred positions and reports them as progress.
///
/// ```
/// use grundy::games::CramBoard;
/// use grundy::search::{Search, Table};
/// let board = CramBoard::empty(3, 5).unwrap();
/// let geometry = board.geometry();
/// let table = Table::new(1 << 20);
/// let mut search = Search::new(&geometry, &table);
/// assert_eq!(search.nimber(board.empty_cells()).unwrap(), 1);
/// assert!(search.stats().positions > 0);
/// ```
pub struct Search<'a, G: Decomposable> {
    game: &'a G,
    table: &'a Table<G::Key>,
    /// The persistent database ([`db::install`]), when the game's keys can be kept.
    db: Option<Arc<EndgameDb>>,
    /// Set when a helper of a [parallel search](Search::run_parallel) should stop.
    stop: Option<&'a AtomicBool>,
    /// A helper tries options in the opposite order, to reach other parts of the tree first.
    helper: bool,
    budget: Budget,
    until_check: u32,
    stats: SearchStats,
    /// The pieces of the options of every component on the search stack.
    pieces: Vec<Piece<G::Part, G::Key>>,
    /// The options of every component on the search stack.
    pending: Vec<Pending>,
    /// Scratch space for listing options and components.
    listed: Vec<G::Part>,
    split: Vec<G::Part>,
}

impl<'a, G: Decomposable> Search<'a, G> {
    /// A search of `game` that stores what it learns in `table`.
    pub fn new(game: &'a G, table: &'a Table<G::Key>) -> Self {
        Search {
            game,
            table,
            db: if game.stable_key(&G::Key::default()).is_some() {
                db::installed()
            } else {
                None
            },
            stop: None,
            helper: false,
            budget: Budget::current(),
            until_check: CHECK_EVERY,
            stats: SearchStats::default(),
            pieces: Vec::new(),
            pending: Vec::new(),
            listed: Vec::new(),
            split: Vec::new(),
        }
    }

    /// Runs `work` (a [`Search::nimber`] or [`Search::has_value`]) on `threads` threads (at
    /// most the cores available): the calling thread's search gives the answer, while helper
    /// threads run the same work
    /// on the same table trying options in another order, so that each finds values the
    /// other needs (the "lazy SMP" of chess programs). Everything a helper stores is true, so
    /// the answer is the one a lone search gives. Helpers stop as soon as the answer is
    /// known, and with the budget (entered in their threads).
    ///
    /// ```
    /// use grundy::games::CramBoard;
    /// use grundy::search::{Search, Table};
    /// let board = CramBoard::empty(4, 5).unwrap();
    /// let table = Table::new(1 << 22);
    /// let value = Search::run_parallel(&board.geometry(), &table, 2, |search| {
    ///     search.nimber(board.empty_cells())
    /// });
    /// assert_eq!(value.unwrap(), 2);
    /// ```
    pub fn run_parallel<T>(
        game: &G,
        table: &Table<G::Key>,
        threads: usize,
        work: impl Fn(&mut Search<G>) -> Result<T, LimitExceeded> + Sync,
    ) -> Result<T, LimitExceeded>
    where
        G: Sync,
        G::Key: Send,
    {
        let helpers = std::thread::available_parallelism()
            .map_or(1, |cores| cores.get())
            .min(threads.min(MAX_THREADS))
            .saturating_sub(1);
        let mut search = Search::new(game, table);
        if helpers == 0 {
            return work(&mut search);
        }
        let stop = AtomicBool::new(false);
        let budget = Budget::current();
        std::thread::scope(|scope| {
            for _ in 0..helpers {
                scope.spawn(|| {
                    let _entered = budget.enter();
                    let mut helper = Search::new(game, table);
                    helper.stop = Some(&stop);
                    helper.helper = true;
                    // A helper's own answer, or its being stopped, does not matter.
                    let _ = work(&mut helper);
                });
            }
            let answer = work(&mut search);
            stop.store(true, Ordering::Relaxed);
            answer
        })
    }

    /// What this search has done so far.
    pub fn stats(&self) -> SearchStats {
        self.stats
    }

    /// The value of `position`: the nim-sum of its components' values.
    pub fn nimber(&mut self, position: G::Part) -> Result<u32, LimitExceeded> {
        self.reset();
        let mut components = Vec::new();
        self.game.components(position, &mut components);
        let mut total = 0;
        for component in components {
            let key = self.game.key(component);
            total ^= self.component_value(component, key)?;
        }
        Ok(total)
    }

    /// Whether `position` has value `target` (with `target` 0: whether it is a P-position).
    /// Cheaper than [`Search::nimber`]: the largest component is only searched for `target`
    /// (nim-summed with the values of the others).
    pub fn has_value(&mut self, position: G::Part, target: u32) -> Result<bool, LimitExceeded> {
        self.reset();
        let mut components = Vec::new();
        self.game.components(position, &mut components);
        let Some(largest) = (0..components.len()).max_by_key(|&i| self.game.size(components[i]))
        else {
            return Ok(target == 0);
        };
        let largest = components.swap_remove(largest);
        let mut target = target;
        for component in components {
            let key = self.game.key(component);
            target ^= self.component_value(component, key)?;
        }
        let key = self.game.key(largest);
        Ok(self.component_has_value(largest, key, target)? == Answer::Exact(target))
    }

    /// Empties the scratch stacks (left full by a search stopped by its budget).
    fn reset(&mut self) {
        self.pieces.clear();
        self.pending.clear();
    }

    /// Counts one position searched; checks the budget every [`CHECK_EVERY`].
    #[inline]
    fn tick(&mut self) -> Result<(), LimitExceeded> {
        self.stats.positions += 1;
        self.until_check -= 1;
        if self.until_check == 0 {
            self.until_check = CHECK_EVERY;
            self.budget.add_progress(u64::from(CHECK_EVERY));
            self.budget.check()?;
            if self.stop.is_some_and(|stop| stop.load(Ordering::Relaxed)) {
                return Err(LimitExceeded::Cancelled);
            }
        }
        Ok(())
    }

    /// What the table or a theorem says about the component with key `key`: its exact value,
    /// or the values ruled out (a bitmask).
    fn look_up(&mut self, key: G::Key) -> Result<u32, u64> {
        self.stats.lookups += 1;
        let answer = self.look_up_table(key);
        if let (Err(_), Some(db)) = (answer, &self.db)
            && let Some((game, stable)) = self.game.stable_key(&key)
            && let Some(value) = db.get(game, stable)
        {
            self.stats.hits += 1;
            self.table.store(key, value, db::MIN_WORK);
            return Ok(value);
        }
        answer
    }

    fn look_up_table(&mut self, key: G::Key) -> Result<u32, u64> {
        match self.table.get(key) {
            Some(knowledge) => match knowledge.exact {
                Some(value) => {
                    self.stats.hits += 1;
                    Ok(value)
                }
                None => match self.game.known_value(&key) {
                    Some(value) => {
                        self.stats.theorems += 1;
                        Ok(value)
                    }
                    None => Err(knowledge.excluded),
                },
            },
            None => match self.game.known_value(&key) {
                Some(value) => {
                    self.stats.theorems += 1;
                    Ok(value)
                }
                None => Err(0),
            },
        }
    }

    /// The exact value of a component.
    fn component_value(&mut self, part: G::Part, key: G::Key) -> Result<u32, LimitExceeded> {
        match self.look_up(key) {
            Ok(value) => Ok(value),
            Err(excluded) => match self.search(part, key, None, excluded)? {
                Answer::Exact(value) => Ok(value),
                Answer::Not => unreachable!("a search without a target finds the value"),
            },
        }
    }

    /// Whether a component has value `target`: `Exact` with its value when that is known or
    /// found on the way, `Not` when only "not `target`" was established.
    fn component_has_value(
        &mut self,
        part: G::Part,
        key: G::Key,
        target: u32,
    ) -> Result<Answer, LimitExceeded> {
        match self.look_up(key) {
            Ok(value) => Ok(Answer::Exact(value)),
            Err(excluded) if target < 64 && excluded >> target & 1 == 1 => {
                self.stats.hits += 1;
                Ok(Answer::Not)
            }
            Err(excluded) => self.search(part, key, Some(target), excluded),
        }
    }

    /// Searches a component the table could not answer for: its exact value (`target`
    /// `None`), or whether its value is `target`. `excluded`: values already ruled out.
    fn search(
        &mut self,
        part: G::Part,
        key: G::Key,
        target: Option<u32>,
        excluded: u64,
    ) -> Result<Answer, LimitExceeded> {
        self.tick()?;
        let work_before = self.stats.positions;
        let first_pending = self.pending.len();
        let first_piece = self.pieces.len();
        let answer = self.search_options(part, target, excluded, first_pending);
        self.pending.truncate(first_pending);
        self.pieces.truncate(first_piece);
        let (answer, ruled_out) = answer?;
        let work = self.stats.positions - work_before + 1;
        match answer {
            Answer::Exact(value) => {
                self.table.store(key, value, work);
                if work >= db::MIN_WORK
                    && let Some(db) = &self.db
                    && let Some((game, stable)) = self.game.stable_key(&key)
                {
                    db.record(game, stable, value);
                }
            }
            Answer::Not if ruled_out != 0 => self.table.exclude(key, ruled_out, work),
            Answer::Not => {}
        }
        Ok(answer)
    }

    /// Lists the options of `part` and searches them (see [`Search::search`]); with the answer
    /// `Not`, also the values shown not to be the component's (a bitmask).
    fn search_options(
        &mut self,
        part: G::Part,
        target: Option<u32>,
        excluded: u64,
        first_pending: usize,
    ) -> Result<(Answer, u64), LimitExceeded> {
        let game = self.game;
        // Values (below 64) of options valued outright from the table.
        let mut present = 0u64;
        self.listed.clear();
        game.options(part, &mut self.listed);
        let count = self.listed.len();
        if let Some(target) = target
            && target as usize > count
        {
            // The value is at most the number of options.
            return Ok((Answer::Not, bit(target)));
        }
        for index in 0..count {
            let option = self.listed[index];
            self.split.clear();
            game.components(option, &mut self.split);
            let first = self.pieces.len();
            let mut known = 0;
            for at in 0..self.split.len() {
                let component = self.split[at];
                let key = game.key(component);
                match self.look_up(key) {
                    Ok(value) => known ^= value,
                    Err(_) => self.pieces.push(Piece {
                        part: component,
                        key,
                        size: game.size(component),
                    }),
                }
            }
            if self.pieces.len() - first >= 2 {
                self.cancel_pairs(first);
            }
            let left = self.pieces.len() - first;
            if left == 0 {
                if target == Some(known) {
                    // An option of the target value: the component's value is not the target.
                    return Ok((Answer::Not, bit(known)));
                }
                if known < 64 {
                    present |= 1 << known;
                    continue;
                }
            }
            // The largest piece is searched last, for one target only.
            self.pieces[first..].sort_unstable_by_key(|piece| std::cmp::Reverse(piece.size));
            let difficulty = self.pieces[first..]
                .iter()
                .map(|piece| u64::from(piece.size).pow(2))
                .sum();
            self.pending.push(Pending {
                first,
                left,
                known,
                difficulty,
                done: false,
            });
        }
        self.pending[first_pending..].sort_by_key(|option| option.difficulty);
        let ruled_out = present | excluded;
        let upper = target.unwrap_or(count as u32);
        for value in 0..upper {
            let not_the_value = value < 64 && ruled_out >> value & 1 == 1;
            if !not_the_value && !self.find_option_of_value(first_pending, value)? {
                // Every smaller value is an option's, and no option has this one.
                return Ok((Answer::Exact(value), 0));
            }
        }
        let Some(target) = target else {
            // No value below the number of options is missing: the value is that number.
            return Ok((Answer::Exact(count as u32), 0));
        };
        let not_the_value = target < 64 && ruled_out >> target & 1 == 1;
        if not_the_value || self.find_option_of_value(first_pending, target)? {
            // Every value up to the target is an option's: the value is larger.
            Ok((Answer::Not, bits_up_to(target)))
        } else {
            Ok((Answer::Exact(target), 0))
        }
    }

    /// Removes pairs of equal pieces from `pieces[first..]`: two copies of a game cancel out
    /// (G + G = 0), and two components with one key are the same game (mirror images, as a
    /// move in the middle of a symmetric board leaves).
    fn cancel_pairs(&mut self, first: usize) {
        self.pieces[first..].sort_unstable_by_key(|piece| piece.key);
        let mut kept = first;
        let mut at = first;
        while at < self.pieces.len() {
            if at + 1 < self.pieces.len() && self.pieces[at].key == self.pieces[at + 1].key {
                at += 2;
            } else {
                self.pieces[kept] = self.pieces[at];
                kept += 1;
                at += 1;
            }
        }
        self.pieces.truncate(kept);
    }

    /// Finds an option (among those of the component searched, from `first_pending` on) of
    /// value `value`, and sets it aside.
    fn find_option_of_value(
        &mut self,
        first_pending: usize,
        value: u32,
    ) -> Result<bool, LimitExceeded> {
        // Searches below push their options above `end` and remove them before returning.
        let end = self.pending.len();
        for at in first_pending..end {
            let index = if self.helper {
                end - 1 - (at - first_pending)
            } else {
                at
            };
            if !self.pending[index].done && self.option_has_value(index, value)? {
                self.pending[index].done = true;
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Whether the option `pending[index]` has value `value`: its small pieces are valued
    /// exactly, then its largest piece is searched for the one value that makes the sum
    /// `value`.
    fn option_has_value(&mut self, index: usize, value: u32) -> Result<bool, LimitExceeded> {
        while self.pending[index].left > 1 {
            let option = self.pending[index];
            let piece = self.pieces[option.first + option.left - 1];
            let piece_value = self.component_value(piece.part, piece.key)?;
            let option = &mut self.pending[index];
            option.known ^= piece_value;
            option.left -= 1;
        }
        let option = self.pending[index];
        if option.left == 0 {
            return Ok(option.known == value);
        }
        let piece = self.pieces[option.first];
        match self.component_has_value(piece.part, piece.key, value ^ option.known)? {
            Answer::Exact(piece_value) => {
                let option = &mut self.pending[index];
                option.known ^= piece_value;
                option.left = 0;
                Ok(option.known == value)
            }
            Answer::Not => Ok(false),
        }
    }
}

impl<G: Decomposable> Drop for Search<'_, G> {
    /// Adds this search's counts to the process totals and its last positions to the
    /// budget's progress.
    fn drop(&mut self) {
        self.stats.publish();
        self.budget
            .add_progress(u64::from(CHECK_EVERY - self.until_check));
    }
}

/// The bitmask of the value `value` alone (empty when it is 64 or more).
fn bit(value: u32) -> u64 {
    if value < 64 { 1 << value } else { 0 }
}

/// The bitmask of the values `0..=value` (below 64).
fn bits_up_to(value: u32) -> u64 {
    if value >= 63 {
        u64::MAX
    } else {
        (2 << value) - 1
    }
}
