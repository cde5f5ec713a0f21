//! The value search: the value of a component is the least value none of its options has,
//! found without valuing most options exactly (P. Beling and M. Rogalski, *On pruning search
//! trees of impartial games*, Artificial Intelligence 283 (2020) 103262, after J. Lemoine and
//! S. Viennot, *Nimbers are inevitable*, Theoretical Computer Science 462 (2012) 70–79).
//!
//! - Every search answers a question of the form "what is the value, if it is one of the
//!   values of this set?" ([`ValueSet`]). A component of `n` options has a value of at most
//!   `n`; the search keeps the values it may still have, one more than the options left, and
//!   asks each option only whether its value is one of those that would still matter. It stops
//!   as soon as no value asked about is possible (see `Search::search_options`).
//! - The value of a whole component (at the root of a search) is found value by value: is it
//!   0? 1? ... Each option is then asked about one value only, and an option found to have
//!   another is set aside.
//! - An option is a sum of components: the small ones are valued exactly, and only the largest
//!   is searched, for the values that make the sum one of those asked about.
//! - Before any search, the options whose components the table knows are valued outright (an
//!   enhanced transposition cut-off), and the others are tried easiest first (smallest
//!   components; the game's own order breaks ties).
//!
//! The answers go to the [`Table`]: exact values, and values ruled out.
//!
//! **How far a long search has gone.** Each question at the root ("is the value 2?") is
//! stated to the [`Budget`] as a measured share ([`Budget::expect_share`]), named by the
//! question, and its share done is measured on the first [`TRAIL`] levels of the search: the
//! options settled at the root, plus the share of the option under way settled at the level
//! below, and so on. It is an estimate of the work done, and a rough one: the first options
//! fill the table that later ones reuse, so a search usually ends sooner than its share
//! suggests, and a later question may follow (the root's value is its first "yes"). Front ends
//! show the share and promise no time left.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::budget::{Budget, ExpectedProgress, LimitExceeded, SHARE_PARTS, tr};

use super::db::{self, EndgameDb};

use super::decompose::Decomposable;
use super::recent::Recent;
use super::stats::SearchStats;
use super::table::Table;
use super::value_set::{LIMIT, ValueSet};

/// How many positions the search expands between two checks of its budget (cancellation,
/// deadline) and two reports of progress.
const CHECK_EVERY: u32 = 512;

/// The positions a parallel search takes alone before it starts its helpers.
pub(crate) const ALONE_FIRST: u64 = 1 << 12;

/// The most threads of a [parallel search](Search::run_parallel).
const MAX_THREADS: usize = 8;

/// How many levels of the search measure the share of a root question done.
const TRAIL: usize = 3;

/// How many threads the searches of the game families (cram, nodekayles) use: the computation's
/// [`Context::threads`](crate::budget::Context::threads), at most the cores available and 8.
pub(crate) fn threads() -> usize {
    Budget::current().context().threads().min(MAX_THREADS)
}

/// A component of an option, with its key and size.
#[derive(Clone, Copy)]
struct Piece<P, K> {
    part: P,
    key: K,
    size: u32,
}

/// A component of the option staged for [`Search::split_option`]: its value, read from the
/// recent values, or its cells and key, whose table slot is on its way into the cache.
#[derive(Clone, Copy)]
enum Staged<P, K> {
    Known(u32),
    Unknown(P, K),
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
    /// A helper tries the options of the position's components in the opposite order, to
    /// reach other parts of the tree first.
    helper: bool,
    /// Where a search that may go on with helpers stops to start them ([`ALONE_FIRST`]), and
    /// whether it did.
    pause_at: u64,
    paused: bool,
    budget: Budget,
    /// The most positions this search explores ([`Budget::part`]s bound it).
    search_limit: u64,
    until_check: u32,
    stats: SearchStats,
    /// The pieces of the options of every component on the search stack.
    pieces: Vec<Piece<G::Part, G::Key>>,
    /// The options of every component on the search stack.
    pending: Vec<Pending>,
    /// Scratch space for listing options and components.
    listed: Vec<G::Part>,
    split: Vec<G::Part>,
    /// The components of the option `listed[staged_option]`, split ahead of time, and of the
    /// option being looked up.
    staged: Vec<Staged<G::Part, G::Key>>,
    staged_option: Option<usize>,
    current: Vec<Staged<G::Part, G::Key>>,
    /// The values this search found or read last, by the components' cells.
    recent: Recent<G::Part>,
    /// How many positions are being expanded (the root's expansion is the first).
    depth: usize,
    /// At each of the first levels of the search, the options settled and the options to
    /// settle, for the share of the root question done (the calling thread's only).
    trail: [(u32, u32); TRAIL],
    /// The question at the root under way, stated to the budget.
    question: Option<ExpectedProgress>,
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
            pause_at: u64::MAX,
            paused: false,
            search_limit: Budget::current().search_limit().unwrap_or(u64::MAX),
            budget: Budget::current(),
            until_check: CHECK_EVERY,
            stats: SearchStats::default(),
            pieces: Vec::new(),
            pending: Vec::new(),
            listed: Vec::new(),
            split: Vec::new(),
            staged: Vec::new(),
            staged_option: None,
            current: Vec::new(),
            recent: Recent::new(),
            depth: 0,
            trail: [(0, 0); TRAIL],
            question: None,
        }
    }

    /// Runs `work` (a [`Search::nimber`] or [`Search::has_value`]) on `threads` threads (at
    /// most the cores available): the calling thread's search gives the answer, while helper
    /// threads run the same work on the same table, taking the options of the position's
    /// components in the opposite order (below those, in the same order), so that each finds
    /// values the other needs (the "lazy SMP" of chess programs). Everything a helper stores
    /// is true, so the answer is the one a lone search gives. Helpers stop as soon as the
    /// answer is known, and with the budget (entered in their threads). The calling thread
    /// first searches alone for `ALONE_FIRST` positions: most searches end sooner than a
    /// thread starts.
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
        Self::run_parallel_after(game, table, threads, ALONE_FIRST, work)
    }

    /// [`Search::run_parallel`], the calling thread searching alone for `alone_first`
    /// positions (at least the few hundred between two checks of the budget; 0: helpers from
    /// the start), then again, where it left off, with its helpers.
    ///
    /// ```
    /// use grundy::games::CramBoard;
    /// use grundy::search::{Search, Table};
    /// let board = CramBoard::empty(4, 7).unwrap();
    /// let table = Table::new(1 << 22);
    /// let value = Search::run_parallel_after(&board.geometry(), &table, 2, 1, |search| {
    ///     search.nimber(board.empty_cells())
    /// });
    /// assert_eq!(value.unwrap(), 3);
    /// ```
    pub fn run_parallel_after<T>(
        game: &G,
        table: &Table<G::Key>,
        threads: usize,
        alone_first: u64,
        work: impl Fn(&mut Search<G>) -> Result<T, LimitExceeded> + Sync,
    ) -> Result<T, LimitExceeded>
    where
        G: Sync,
        G::Key: Send,
    {
        let mut search = Search::new(game, table);
        // Asking for the cores reads files under /proc: not worth it for one thread.
        let helpers = match threads {
            0 | 1 => 0,
            _ => {
                std::thread::available_parallelism()
                    .map_or(1, |cores| cores.get())
                    .min(threads.min(MAX_THREADS))
                    - 1
            }
        };
        if helpers == 0 {
            return work(&mut search);
        }
        if alone_first > 0 {
            search.pause_at = alone_first;
            match work(&mut search) {
                Err(_) if search.paused => {
                    search.paused = false;
                    search.pause_at = u64::MAX;
                }
                answer => return answer,
            }
        }
        let stop = AtomicBool::new(false);
        Budget::current().scope(|scope| {
            for _ in 0..helpers {
                scope.spawn(|| {
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
            total ^= self.value_by_values(component, key)?;
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
        let value = if target < LIMIT {
            self.value_in(largest, key, ValueSet::single(target))?
        } else {
            Some(self.component_value(largest, key)?)
        };
        Ok(value == Some(target))
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
            if let Some(question) = &self.question {
                question.reach(share_done(&self.trail));
            }
            self.budget.check()?;
            if self.stats.positions >= self.search_limit {
                return Err(LimitExceeded::States {
                    limit: self.search_limit,
                });
            }
            if self.stop.is_some_and(|stop| stop.load(Ordering::Relaxed)) {
                return Err(LimitExceeded::Cancelled);
            }
            if self.stats.positions >= self.pause_at {
                self.paused = true;
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
            Err(excluded) => match self.search(part, key, ValueSet::ALL, excluded)? {
                Some(value) => Ok(value),
                None => unreachable!("a search for every value finds the value"),
            },
        }
    }

    /// The exact value of a component, searched value by value: is it 0? 1? ... Each option
    /// is only asked whether it has the value being tried, and an option found to have
    /// another value is set aside (the "aspiration" search Beling and Rogalski use at the
    /// root, where asking about many values at once would value nearly every option exactly).
    fn value_by_values(&mut self, part: G::Part, key: G::Key) -> Result<u32, LimitExceeded> {
        let excluded = match self.look_up(key) {
            Ok(value) => return Ok(value),
            Err(excluded) => excluded,
        };
        let (value, work) = self
            .expand(|search, first_pending| search.search_values(part, excluded, first_pending))?;
        self.remember(part, key, value, work);
        Ok(value)
    }

    /// Expands one position: counts it, runs `work` with the index where the position's own
    /// options start on the stack of pending options, and clears the stacks of what `work`
    /// pushed. Returns what `work` found and the positions it took (this one included).
    fn expand<T>(
        &mut self,
        work: impl FnOnce(&mut Self, usize) -> Result<T, LimitExceeded>,
    ) -> Result<(T, u64), LimitExceeded> {
        self.tick()?;
        let work_before = self.stats.positions;
        let first_pending = self.pending.len();
        let first_piece = self.pieces.len();
        self.depth += 1;
        let answer = work(self, first_pending);
        self.depth -= 1;
        if let Some(level) = self.trail.get_mut(self.depth) {
            *level = (0, 0);
        }
        if self.depth == 0 {
            self.question = None;
        }
        self.pending.truncate(first_pending);
        self.pieces.truncate(first_piece);
        Ok((answer?, self.stats.positions - work_before + 1))
    }

    /// The options of `part` searched value by value (see [`Search::value_by_values`]);
    /// `excluded`: values already ruled out.
    fn search_values(
        &mut self,
        part: G::Part,
        excluded: u64,
        first_pending: usize,
    ) -> Result<u32, LimitExceeded> {
        self.list_options(part);
        let count = self.listed.len() as u32;
        if count >= LIMIT {
            return self.value_by_mex(first_pending);
        }
        // Values that are not the value: values of options, and values ruled out before.
        let mut taken = ValueSet::from_low_mask(excluded);
        for index in 0..self.listed.len() {
            let (first, left, known) = self.split_option(index);
            if left == 0 {
                taken.insert(known);
            } else {
                self.push_pending(first, left, known);
            }
        }
        self.pending[first_pending..].sort_by_key(|option| option.difficulty);
        let mut open: Vec<usize> = (first_pending..self.pending.len()).collect();
        if self.helper {
            open.reverse();
        }
        let at_root = self.depth == 1 && !self.helper;
        'values: for value in 0..=count {
            if taken.contains(value) {
                continue;
            }
            if at_root {
                let question = tr!("search-question", value = value);
                self.question = Some(self.budget.expect_share(question));
            }
            let (asked, mut at) = (open.len(), 0);
            while at < open.len() {
                self.follow(asked - open.len() + at, asked);
                match self.option_value_in(open[at], ValueSet::single(value))? {
                    Some(found) => {
                        open.remove(at);
                        if found == value {
                            continue 'values;
                        }
                        taken.insert(found);
                    }
                    None => at += 1,
                }
            }
            // No option has this value, and every smaller value is an option's.
            return Ok(value);
        }
        unreachable!("a component with n options has a value of at most n")
    }

    /// The value of a component if it lies in `wanted`: `Some` with the value whenever the
    /// search establishes it (always when it is in `wanted`, sometimes when not), `None` when
    /// it only showed that the value is not in `wanted`.
    fn value_in(
        &mut self,
        part: G::Part,
        key: G::Key,
        wanted: ValueSet,
    ) -> Result<Option<u32>, LimitExceeded> {
        match self.look_up(key) {
            Ok(value) => Ok(Some(value)),
            Err(excluded)
                if wanted
                    .and_not(&ValueSet::from_low_mask(excluded))
                    .is_empty() =>
            {
                self.stats.hits += 1;
                Ok(None)
            }
            Err(excluded) => self.search(part, key, wanted, excluded),
        }
    }

    /// Searches a component the table could not answer for (see [`Search::value_in`]), and
    /// stores what it learns. `excluded`: values already ruled out.
    fn search(
        &mut self,
        part: G::Part,
        key: G::Key,
        wanted: ValueSet,
        excluded: u64,
    ) -> Result<Option<u32>, LimitExceeded> {
        let (answer, work) = self.expand(|search, first_pending| {
            search.search_options(part, wanted, excluded, first_pending)
        })?;
        match answer {
            Ok(value) => {
                self.remember(part, key, value, work);
                Ok(Some(value))
            }
            Err(ruled_out) => {
                if ruled_out.low_mask() != 0 {
                    self.table.exclude(key, ruled_out.low_mask(), work);
                }
                Ok(None)
            }
        }
    }

    /// Stores the value of the component `part` with key `key`, found with `work` positions searched,
    /// in the table, and in the persistent database when it took long enough.
    fn remember(&mut self, part: G::Part, key: G::Key, value: u32, work: u64) {
        self.recent.insert(part, value);
        self.table.store(key, value, work);
        if work >= db::MIN_WORK
            && let Some(db) = &self.db
            && let Some((game, stable)) = self.game.stable_key(&key)
        {
            db.record(game, stable, value);
        }
    }

    /// Lists the options of `part` and searches them: `Ok` with the component's value, or
    /// `Err` with values shown not to be its value (among them every value of `wanted`).
    ///
    /// The method of Beling and Rogalski: `candidates` holds the values the component may
    /// have, at first `0..=n` for `n` options (the value is the least value no option has, so
    /// at most `n`), and always one more value than there are options left. Each option
    /// removes one candidate: its own value when that is a candidate, and otherwise the
    /// largest candidate (an option whose value is not a candidate, or is the largest one,
    /// cannot keep the largest candidate from being at least the second-least value no
    /// remaining option has). So an option only needs to be asked whether its value is one of
    /// the candidates other than the largest, and only those up to the largest value wanted,
    /// `top`: above it, every value may be treated as the same "too large" value without
    /// changing the least missing value when that is at most `top`. The last candidate is the
    /// value when it is at most `top`, or when every option was valued exactly; otherwise the
    /// value exceeds `top`. The search stops as soon as no candidate is still wanted.
    fn search_options(
        &mut self,
        part: G::Part,
        wanted: ValueSet,
        excluded: u64,
        first_pending: usize,
    ) -> Result<Result<u32, ValueSet>, LimitExceeded> {
        self.list_options(part);
        let count = self.listed.len() as u32;
        if count >= LIMIT {
            return self.value_by_mex(first_pending).map(Ok);
        }
        let mut candidates = ValueSet::below(count + 1);
        // The value is never a value already ruled out: asking about those is pointless.
        let wanted = wanted
            .and(&candidates)
            .and_not(&ValueSet::from_low_mask(excluded));
        let Some(top) = wanted.largest() else {
            return Ok(Err(wanted));
        };
        let relevant = ValueSet::up_to(top);
        let still_wanted = |candidates: &ValueSet| !candidates.is_disjoint(&wanted);
        for index in 0..self.listed.len() {
            let (first, left, known) = self.split_option(index);
            if left == 0 {
                remove_candidate(&mut candidates, known);
                if !still_wanted(&candidates) {
                    return Ok(Err(wanted));
                }
                continue;
            }
            self.push_pending(first, left, known);
        }
        self.pending[first_pending..].sort_by_key(|option| option.difficulty);
        let mut all_exact = true;
        // Inside the components a helper takes the same order as the calling thread, the best
        // one (reversed here too, 4 x 9 on two threads took twice the CPU of one thread for
        // the same wall time; now about the same CPU in half the time).
        for index in first_pending..self.pending.len() {
            if !still_wanted(&candidates) {
                return Ok(Err(wanted));
            }
            self.follow(index - first_pending, self.pending.len() - first_pending);
            let ask = candidates.without_largest().and(&relevant);
            let value = if ask.is_empty() {
                None
            } else {
                self.option_value_in(index, ask)?
            };
            match value {
                Some(value) => remove_candidate(&mut candidates, value),
                None => {
                    candidates = candidates.without_largest();
                    all_exact = false;
                }
            }
        }
        let last = candidates
            .smallest()
            .expect("one candidate is left when every option is taken");
        if all_exact || last <= top {
            Ok(Ok(last))
        } else {
            Ok(Err(relevant))
        }
    }

    /// Notes, for the share of the root question done, that `settled` of the `options` of
    /// the position being expanded are settled (on the first [`TRAIL`] levels of the calling
    /// thread's search).
    #[inline]
    fn follow(&mut self, settled: usize, options: usize) {
        if let Some(level) = self.trail.get_mut(self.depth.wrapping_sub(1))
            && !self.helper
        {
            *level = (settled as u32, options as u32);
        }
    }

    /// Lists the options of `part` in `listed`, for [`Search::split_option`].
    fn list_options(&mut self, part: G::Part) {
        self.listed.clear();
        self.staged_option = None;
        self.game.options(part, &mut self.listed);
    }

    /// Splits the option `listed[index]` into components, values those the table knows, and
    /// pushes the others (pairs of equal ones cancelled) onto `pieces`: their first index,
    /// their number, and the nim-sum of the known values.
    ///
    /// Options are split one ahead of their look-ups ([`Search::stage_option`]): the table
    /// slots of the next option's components travel from memory while this option's are read
    /// (most reads of a large table miss every cache; waiting for them was a quarter of the
    /// search's time).
    fn split_option(&mut self, index: usize) -> (usize, usize, u32) {
        if self.staged_option != Some(index) {
            self.stage_option(index);
        }
        std::mem::swap(&mut self.staged, &mut self.current);
        if index + 1 < self.listed.len() {
            self.stage_option(index + 1);
        } else {
            self.staged_option = None;
        }
        let first = self.pieces.len();
        let mut known = 0;
        for at in 0..self.current.len() {
            match self.current[at] {
                Staged::Known(value) => {
                    self.stats.lookups += 1;
                    self.stats.hits += 1;
                    known ^= value;
                }
                Staged::Unknown(component, key) => match self.look_up(key) {
                    Ok(value) => {
                        self.recent.insert(component, value);
                        known ^= value;
                    }
                    Err(_) => self.pieces.push(Piece {
                        part: component,
                        key,
                        size: self.game.size(component),
                    }),
                },
            }
        }
        if self.pieces.len() - first >= 2 {
            self.cancel_pairs(first);
        }
        (first, self.pieces.len() - first, known)
    }

    /// Splits the option `listed[index]` into `staged`: the components whose values are among
    /// the recent ones, and the others with their keys, whose table slots are prefetched.
    fn stage_option(&mut self, index: usize) {
        let game = self.game;
        self.split.clear();
        game.components(self.listed[index], &mut self.split);
        self.staged.clear();
        for &component in &self.split {
            self.staged.push(match self.recent.get(component) {
                Some(value) => Staged::Known(value),
                None => {
                    let key = game.key(component);
                    self.table.prefetch(&key);
                    Staged::Unknown(component, key)
                }
            });
        }
        self.staged_option = Some(index);
    }

    /// Records an option whose pieces `pieces[first..first + left]` are not known, their
    /// largest first (it is searched last, for the values wanted of the option only).
    fn push_pending(&mut self, first: usize, left: usize, known: u32) {
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
        });
    }

    /// The value of a component with [`LIMIT`] or more options, the least value none of its
    /// options (listed in `listed`) has, each valued exactly. Such components are rare (a
    /// graph with a vertex of very high degree), so they are not worth the candidate sets.
    fn value_by_mex(&mut self, first_pending: usize) -> Result<u32, LimitExceeded> {
        let count = self.listed.len();
        for index in 0..count {
            let (first, left, known) = self.split_option(index);
            self.push_pending(first, left, known);
        }
        let mut present = vec![false; count + 1];
        for index in first_pending..first_pending + count {
            let value = self
                .option_value_in(index, ValueSet::ALL)?
                .expect("an option asked about every value is valued");
            if let Some(slot) = present.get_mut(value as usize) {
                *slot = true;
            }
        }
        Ok(present.iter().position(|&here| !here).unwrap_or(count) as u32)
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

    /// The value of the option `pending[index]` if it lies in `ask` (as [`Search::value_in`]):
    /// its small pieces are valued exactly, then its largest piece is asked about the values
    /// that make the sum lie in `ask`.
    fn option_value_in(
        &mut self,
        index: usize,
        ask: ValueSet,
    ) -> Result<Option<u32>, LimitExceeded> {
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
            return Ok(Some(option.known));
        }
        let piece = self.pieces[option.first];
        let piece_value = if option.known < LIMIT {
            self.value_in(piece.part, piece.key, ask.xor_each(option.known))?
        } else {
            // No wanted value of the piece is below the limit: value it outright.
            Some(self.component_value(piece.part, piece.key)?)
        };
        Ok(piece_value.map(|value| value ^ option.known))
    }
}

/// The share of the root question done, in [`SHARE_PARTS`]: the options settled at the
/// root, plus the share of the option under way settled at the level below, and so on down
/// the trail (a level of no options ends it).
fn share_done(trail: &[(u32, u32); TRAIL]) -> u64 {
    let (mut share, mut scale) = (0.0, 1.0);
    for &(settled, options) in trail {
        if options == 0 {
            break;
        }
        scale /= f64::from(options);
        share += scale * f64::from(settled);
    }
    (share * SHARE_PARTS as f64) as u64
}

/// Takes out the candidate an option of value `value` rules out: `value` itself, or the
/// largest candidate when `value` is not one (see [`Search::search_options`]).
fn remove_candidate(candidates: &mut ValueSet, value: u32) {
    if candidates.contains(value) {
        candidates.remove(value);
    } else {
        *candidates = candidates.without_largest();
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

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A part of a budget bounds a board search by its state limit (a remoteness within
    /// `eval`'s bound must not value a large board's options in full); a whole budget does not.
    #[test]
    fn a_part_of_a_budget_bounds_the_search() {
        let board = crate::games::CramBoard::empty(3, 7).unwrap();
        let geometry = board.geometry();
        let whole = Budget::default().with_state_limit(100);
        let searched = whole.run(|| {
            let table = Table::new(1 << 20);
            let mut search = Search::new(&geometry, &table);
            let value = search.nimber(board.empty_cells());
            (value, search.stats().positions)
        });
        assert!(searched.0.is_ok());
        assert!(searched.1 > u64::from(CHECK_EVERY), "{}", searched.1);
        let part = Budget::default().part(u64::from(CHECK_EVERY));
        let stopped = part.run(|| {
            let table = Table::new(1 << 20);
            Search::new(&geometry, &table).nimber(board.empty_cells())
        });
        assert_eq!(
            stopped,
            Err(LimitExceeded::States {
                limit: u64::from(CHECK_EVERY)
            })
        );
    }

    #[test]
    fn the_share_done_adds_each_level_within_the_option_above() {
        assert_eq!(share_done(&[(0, 0); TRAIL]), 0);
        // One of four root options settled, and two of the eight below the second.
        assert_eq!(share_done(&[(1, 4), (2, 8), (0, 0)]), 312_500);
        assert_eq!(share_done(&[(3, 4), (7, 8), (1, 2)]), 984_375);
        // A level of no options ends the trail: what lies below it is left over.
        assert_eq!(share_done(&[(1, 2), (0, 0), (1, 2)]), 500_000);
    }

    /// A game that notes, whenever its options are listed, how far the budget says the
    /// search's question at the root has gone.
    struct Watched<'g, G> {
        game: &'g G,
        seen: std::sync::Mutex<Vec<crate::budget::KnownProgress>>,
    }

    impl<G: Decomposable> Decomposable for Watched<'_, G> {
        type Part = G::Part;
        type Key = G::Key;

        fn components(&self, position: G::Part, out: &mut Vec<G::Part>) {
            self.game.components(position, out);
        }
        fn key(&self, component: G::Part) -> G::Key {
            self.game.key(component)
        }
        fn size(&self, component: G::Part) -> u32 {
            self.game.size(component)
        }
        fn options(&self, component: G::Part, out: &mut Vec<G::Part>) {
            if let Some(known) = Budget::current().known_progress() {
                self.seen.lock().unwrap().push(known);
            }
            self.game.options(component, out);
        }
    }

    /// A search states each question at the root to its budget, named by it, and the share
    /// of it done only grows until the next question.
    #[test]
    fn the_questions_at_the_root_are_stated_with_their_share_done() {
        let board = crate::games::CramBoard::empty(4, 7).unwrap();
        let geometry = board.geometry();
        let watched = Watched {
            game: &geometry,
            seen: Default::default(),
        };
        let budget = Budget::default();
        let value = budget.run(|| {
            let table = Table::new(1 << 22);
            Search::new(&watched, &table).nimber(board.empty_cells())
        });
        assert_eq!(value, Ok(3));
        assert_eq!(
            budget.known_progress(),
            None,
            "the statement ends with the search"
        );
        let seen = watched.seen.into_inner().unwrap();
        let questions: Vec<&str> = seen
            .iter()
            .map(|known| known.what.as_deref().expect("a question"))
            .collect::<Vec<_>>()
            .chunk_by(|a, b| a == b)
            .map(|run| run[0])
            .collect();
        let asked: Vec<String> = (0..=3).map(|k| format!("is the value {k}?")).collect();
        let mut rest = asked.iter();
        for question in &questions {
            assert!(rest.any(|k| k == question), "{questions:?} out of order");
        }
        assert!(questions.len() >= 2, "{questions:?}");
        for run in seen.chunk_by(|a, b| a.phase == b.phase) {
            assert!(run.windows(2).all(|w| w[0].done <= w[1].done), "{run:?}");
            assert!(
                run.iter()
                    .all(|known| known.total == SHARE_PARTS && !known.at_most)
            );
        }
        assert!(seen.iter().any(|known| known.done > 0), "no share measured");
    }

    /// Nim on two heaps, as a game of components: each heap is a component keyed by its size,
    /// with one option per smaller size, so its value is its size. Heaps of 256 and more have
    /// too many options for the candidate sets, and values past every bit mask.
    struct TwoHeaps;

    impl Decomposable for TwoHeaps {
        type Part = (u32, u32);
        type Key = u32;

        fn components(&self, (a, b): (u32, u32), out: &mut Vec<(u32, u32)>) {
            out.extend([a, b].into_iter().filter(|&n| n > 0).map(|n| (n, 0)));
        }
        fn key(&self, (n, _): (u32, u32)) -> u32 {
            n
        }
        fn size(&self, (n, _): (u32, u32)) -> u32 {
            n
        }
        fn options(&self, (n, _): (u32, u32), out: &mut Vec<(u32, u32)>) {
            out.extend((0..n).map(|k| (k, 0)));
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(60))]
        /// The value of two heaps is their nim-sum, whether a heap is small, has a value past
        /// 64 (the table's masks) or has 256 options or more (valued without candidate sets).
        #[test]
        fn heaps_of_every_width_are_valued_exactly(
            a in 0u32..420,
            b in 0u32..420,
            target in 0u32..520,
        ) {
            let table = Table::new(1 << 22);
            let mut search = Search::new(&TwoHeaps, &table);
            prop_assert_eq!(search.has_value((a, b), target).unwrap(), a ^ b == target);
            prop_assert_eq!(search.nimber((a, b)).unwrap(), a ^ b);
            prop_assert!(search.has_value((a, b), a ^ b).unwrap());
        }
    }
}
