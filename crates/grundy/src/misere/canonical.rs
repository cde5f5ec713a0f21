//! Misère simplest (canonical) forms of finite impartial games, their genus and tameness, and
//! misère sums decided by adding forms.
//!
//! **Why.** Nim-values do not add up in misère play, but games still have a unique simplest
//! form: two games are equal in misère play (`G = H` when `o(G + X) = o(H + X)` for every game
//! `X`, `o` the misère outcome) exactly when their simplest forms are identical (Conway). So the
//! form of a sum is computed from the forms of its components, which are small for the
//! positions of small boards, and the sum's outcome is read from the form: a sum of three boards
//! no longer needs a search of every combination of their positions.
//!
//! **The simplification rule** (Conway, *On Numbers and Games*, ch. 12; Siegel, *Combinatorial
//! Game Theory*, ch. V; Siegel, *On the structure of misère impartial games*, §2). An option
//! `G'` of `G` is *reversible* when `G'` has an option `G''` equal to `G`; then `G = G''`. A game
//! whose options are simplest forms and none of which is reversible is in simplest form, and two
//! simplest forms are equal only when identical. Whether an option `G''` (a simplest form) equals
//! `G = {S}` (its options `S` simplest forms) is decided by Conway's test, which carries the
//! *proviso*: `G'' = G` exactly when
//! 1. `o(G'') = o(G)` (the proviso: the outcomes agree; without it `{*2}` would reduce to `0`,
//!    though `{*2}` is a P-position and `0` is not), and
//! 2. every option of `G` equals an option of `G''` or has an option equal to `G''`, and
//! 3. every option of `G''` equals an option of `G` or has an option equal to `G` (by the same
//!    test, on smaller games).
//!
//! Replacing a reversible option by the options of `G''` (the Grundy–Smith rule) gives the same
//! form, since `G = G''` and `G''` is already simplest. The rule was checked against the
//! definition of equality by brute force (every pair of games born by day 3, and sampled games
//! born by day 4, against every sum of two games born by day 4), and it reproduces the published
//! numbers of forms born by days 0 to 5: 1, 2, 3, 5, 22 and 4,171,780. One consequence:
//! `* + * = {*} = 0` in misère play (it is the one game of day 2 that reduces), while
//! `{*2} ≠ 0`.
//!
//! **Outcomes.** A form with no options is an N-position in misère play (the player to move
//! cannot move and so wins); otherwise it is N exactly when some option is P.
//!
//! **Genus** (Conway, ONAG ch. 12; Winning Ways ch. 13): `g^{γ0γ1…}`, `g` the normal-play value
//! and `γk` the misère Grundy value of `G + k·*2`, computed on the form's options as
//! [`crate::quotient::genus`] does on heaps (the genus depends only on the misère value). A game
//! is *tame* when every position of its simplest form has a tame genus (`0^{120}`, `1^{031}` or
//! `a^{a(a⊕2)}`); a sum of tame games plays like a Nim position and is decided from the
//! components' genera alone, without adding forms (`misere/tame.rs`; Conway, ONAG ch. 12).
//! Conway's finer classes, restive and restless games, are read on the form too; a restive game
//! among Nim heaps is decided by its genus (`misere/restive.rs`).
//!
//! References: J. H. Conway, *On Numbers and Games* (1976), ch. 12; E. R. Berlekamp,
//! J. H. Conway, R. K. Guy, *Winning Ways*, ch. 13; A. N. Siegel, *Combinatorial Game Theory*
//! (2013), ch. V; T. E. Plambeck, A. N. Siegel, *Misère quotients for impartial games*, JCTA
//! 115 (2008), §2.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

mod conway;

use super::restive::{MisereClass, restive_sum_is_p, untamed_class};
use super::small_heaps;
use super::tame::tame_sum_is_p;
use super::{GameAmongHeaps, MisereAnalysis, MisereMethod};
use crate::budget::Budget;
use crate::budget::tr;
use crate::quotient::genus::Genus;
use crate::{Component, GameError, LimitExceeded, Outcome, Sum, SumMove};

/// The most positions, forms and sums of forms the mixed-sum method holds before it gives the
/// sum to exhaustive search (forms of large games grow quickly).
pub(crate) const CANONICAL_STATES: u64 = 2_000_000;

/// The deepest recursion over positions or forms (a game lasting longer is searched instead,
/// so that the recursion cannot overflow the stack).
const MAX_DEPTH: usize = 4_000;

/// A misère simplest form: an index into the [`FormTable`] that made it. Two games are equal in
/// misère play exactly when their forms in one table are the same.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MisereForm(u32);

/// One form: its options (sorted, distinct simplest forms) and what is known of it.
struct Entry {
    options: Box<[MisereForm]>,
    /// A misère P-position.
    p: bool,
    birthday: u32,
    /// `Some(n)` when the form is the nim-heap `*n`.
    nim: Option<u32>,
}

/// The forms met so far, each stored once: building a game from its options returns the id of
/// its simplest form, so equal games get the same id.
///
/// ```
/// use grundy::misere::canonical::FormTable;
/// use grundy::Outcome;
/// let mut forms = FormTable::new();
/// let (zero, star) = (forms.nimber(0), forms.nimber(1));
/// // {*} = * + * reduces to 0 in misère play; {*2} does not.
/// assert_eq!(forms.from_options(&[star]), zero);
/// assert_eq!(forms.add(star, star).unwrap(), zero);
/// let star2 = forms.nimber(2);
/// let g = forms.from_options(&[star2]);
/// assert_eq!(forms.notation(g, 100).unwrap(), "{*2}");
/// assert_eq!(forms.outcome(g), Outcome::P);
/// assert_eq!(forms.genus(g).unwrap().to_string(), "0^{02}");
/// ```
pub struct FormTable {
    entries: Vec<Entry>,
    index: HashMap<Box<[MisereForm]>, MisereForm>,
    sums: HashMap<(MisereForm, MisereForm), MisereForm>,
    genera: HashMap<MisereForm, Genus>,
    tame: HashMap<MisereForm, bool>,
    nimbers: Vec<MisereForm>,
    /// The forms of components, by their expression.
    positions: HashMap<String, MisereForm>,
    budget: Budget,
    steps: u32,
}

impl Default for FormTable {
    fn default() -> Self {
        FormTable::new()
    }
}

impl FormTable {
    /// A table holding only `0`, charging the budget entered on this thread.
    pub fn new() -> FormTable {
        let zero = Entry {
            options: Box::new([]),
            p: false,
            birthday: 0,
            nim: Some(0),
        };
        let mut index = HashMap::new();
        index.insert(Box::from([]), MisereForm(0));
        FormTable {
            entries: vec![zero],
            index,
            sums: HashMap::new(),
            genera: HashMap::new(),
            tame: HashMap::new(),
            nimbers: vec![MisereForm(0)],
            positions: HashMap::new(),
            budget: Budget::current(),
            steps: 0,
        }
    }

    /// Counts one step of work against the budget: the forms, sums and positions held are the
    /// states, and the deadline and cancellation are checked every 256 steps.
    fn charge(&mut self) -> Result<(), GameError> {
        // The states are compared every step, so that even a tiny limit holds exactly.
        let held = (self.entries.len() + self.sums.len() + self.positions.len()) as u64;
        let limit = self.budget.state_limit();
        if held >= limit {
            return Err(GameError::Limit(LimitExceeded::States { limit }));
        }
        self.steps += 1;
        if self.steps >= 256 {
            self.steps = 0;
            self.budget.add_progress(256);
            self.budget.check()?;
        }
        Ok(())
    }

    fn entry(&self, form: MisereForm) -> &Entry {
        &self.entries[form.0 as usize]
    }

    /// The nim-heap `*n`.
    pub fn nimber(&mut self, n: u32) -> MisereForm {
        while self.nimbers.len() <= n as usize {
            let options = self.nimbers.clone();
            // `{0, *, …, *(k−1)}` has no reversible option: it is stored as it is.
            let form = self.intern(options.into_boxed_slice());
            self.nimbers.push(form);
        }
        self.nimbers[n as usize]
    }

    /// The simplest form of the game whose options are `options`.
    pub fn from_options(&mut self, options: &[MisereForm]) -> MisereForm {
        let mut set = options.to_vec();
        set.sort_unstable();
        set.dedup();
        if let Some(&known) = self.index.get(set.as_slice()) {
            return known;
        }
        if let Some(equal) = self.reversed(&set) {
            return equal;
        }
        self.intern(set.into_boxed_slice())
    }

    /// Stores `options`, known to be a simplest form.
    fn intern(&mut self, options: Box<[MisereForm]>) -> MisereForm {
        if let Some(&known) = self.index.get(&options) {
            return known;
        }
        let p = !options.is_empty() && options.iter().all(|&o| !self.entry(o).p);
        let birthday = options
            .iter()
            .map(|&o| self.entry(o).birthday + 1)
            .max()
            .unwrap_or(0);
        let count = options.len() as u32;
        // `*n`'s options are `*0 … *(n−1)`: n distinct nim-heaps below n.
        let nim = options
            .iter()
            .all(|&o| self.entry(o).nim.is_some_and(|v| v < count))
            .then_some(count);
        let form = MisereForm(self.entries.len() as u32);
        self.entries.push(Entry {
            options: options.clone(),
            p,
            birthday,
            nim,
        });
        self.index.insert(options, form);
        form
    }

    /// `G''` when some option `G'` of `G = {set}` has an option `G''` equal to `G`.
    fn reversed(&self, set: &[MisereForm]) -> Option<MisereForm> {
        let p = !set.is_empty() && set.iter().all(|&o| !self.entry(o).p);
        let mut memo = HashMap::new();
        for &option in set {
            for &candidate in self.entry(option).options.iter() {
                if self.equals_game(candidate, set, p, &mut memo) {
                    return Some(candidate);
                }
            }
        }
        None
    }

    /// Conway's test of `x = {set}`, `x` and the members of `set` simplest forms and `p` the
    /// misère outcome of `{set}` (the proviso).
    fn equals_game(
        &self,
        x: MisereForm,
        set: &[MisereForm],
        p: bool,
        memo: &mut HashMap<MisereForm, bool>,
    ) -> bool {
        if let Some(&known) = memo.get(&x) {
            return known;
        }
        let entry = self.entry(x);
        let equal = entry.p == p
            && set.iter().all(|&a| {
                entry.options.binary_search(&a).is_ok()
                    || self.entry(a).options.binary_search(&x).is_ok()
            })
            && entry.options.iter().all(|&b| {
                set.binary_search(&b).is_ok()
                    || self
                        .entry(b)
                        .options
                        .iter()
                        .any(|&c| self.equals_game(c, set, p, memo))
            });
        memo.insert(x, equal);
        equal
    }

    /// The options of a form (sorted by id, which depends on the order forms were met).
    pub fn options(&self, form: MisereForm) -> &[MisereForm] {
        &self.entry(form).options
    }

    /// The misère outcome: `N` for a form with no options, otherwise `N` exactly when some
    /// option is `P`.
    pub fn outcome(&self, form: MisereForm) -> Outcome {
        Outcome::from_is_zero(self.entry(form).p)
    }

    /// The birthday: 0 for `0`, otherwise one more than the largest birthday of an option.
    pub fn birthday(&self, form: MisereForm) -> u32 {
        self.entry(form).birthday
    }

    /// `Some(n)` when the form is the nim-heap `*n`.
    pub fn as_nimber(&self, form: MisereForm) -> Option<u32> {
        self.entry(form).nim
    }

    /// How many distinct forms are reachable from `form`, itself included.
    pub fn size(&self, form: MisereForm) -> usize {
        let mut seen = HashSet::from([form]);
        let mut stack = vec![form];
        while let Some(next) = stack.pop() {
            for &o in self.options(next) {
                if seen.insert(o) {
                    stack.push(o);
                }
            }
        }
        seen.len()
    }

    /// The simplest form of `a + b`: the simplest form of `{a' + b, a + b'}`, each sum held
    /// once; the sums held count against the state limit of the budget.
    pub fn add(&mut self, a: MisereForm, b: MisereForm) -> Result<MisereForm, GameError> {
        let (a, b) = if a <= b { (a, b) } else { (b, a) };
        if a == MisereForm(0) {
            return Ok(b);
        }
        if let Some(&known) = self.sums.get(&(a, b)) {
            return Ok(known);
        }
        self.charge()?;
        let mut options = Vec::with_capacity(self.options(a).len() + self.options(b).len());
        for i in 0..self.options(a).len() {
            let a_option = self.options(a)[i];
            options.push(self.add(a_option, b)?);
        }
        for i in 0..self.options(b).len() {
            let b_option = self.options(b)[i];
            options.push(self.add(a, b_option)?);
        }
        let sum = self.from_options(&options);
        self.sums.insert((a, b), sum);
        Ok(sum)
    }

    /// The form of a component of any family, by recursion over its positions (each position
    /// valued once), under the budget.
    pub fn of_component(
        &mut self,
        component: &Arc<dyn Component>,
    ) -> Result<MisereForm, GameError> {
        let mut on_path = HashSet::new();
        self.component_form(component, &mut on_path)
    }

    fn component_form(
        &mut self,
        component: &Arc<dyn Component>,
        on_path: &mut HashSet<String>,
    ) -> Result<MisereForm, GameError> {
        let key = component.expression();
        if let Some(&known) = self.positions.get(&key) {
            return Ok(known);
        }
        if on_path.contains(&key) {
            return Err(GameError::Unsupported(tr!(
                "unsupported-form-loopy",
                position = key.to_string()
            )));
        }
        if on_path.len() >= MAX_DEPTH {
            return Err(GameError::Unsupported(tr!(
                "unsupported-form-too-long",
                position = key.to_string(),
                most = MAX_DEPTH.to_string()
            )));
        }
        self.charge()?;
        on_path.insert(key.clone());
        let mut options = Vec::new();
        for component_move in component.options()? {
            let mut form = MisereForm(0);
            for part in &component_move.parts {
                let part_form = self.component_form(part, on_path)?;
                form = self.add(form, part_form)?;
            }
            options.push(form);
        }
        on_path.remove(&key);
        let form = self.from_options(&options);
        self.positions.insert(key, form);
        Ok(form)
    }

    /// The form of a sum: the sum of its components' forms.
    pub fn of_sum(&mut self, sum: &Sum) -> Result<MisereForm, GameError> {
        let mut total = MisereForm(0);
        for component in sum.components() {
            let form = self.of_component(component)?;
            total = self.add(total, form)?;
        }
        Ok(total)
    }

    /// Conway's genus `g^{γ0γ1…}` of a form.
    pub fn genus(&mut self, form: MisereForm) -> Result<Genus, GameError> {
        if let Some(known) = self.genera.get(&form) {
            return Ok(known.clone());
        }
        if self.birthday(form) as usize > MAX_DEPTH {
            return Err(GameError::Unsupported(tr!(
                "unsupported-form-too-deep",
                birthday = self.birthday(form).to_string()
            )));
        }
        let options = self.options(form).to_vec();
        let mut genera = Vec::with_capacity(options.len());
        for option in options {
            genera.push(self.genus(option)?);
        }
        let genus = Genus::of_options(&genera.iter().collect::<Vec<_>>())?;
        self.genera.insert(form, genus.clone());
        Ok(genus)
    }

    /// Whether the form is tame: it and every form reachable from it have a tame genus
    /// (`0^{120}`, `1^{031}` or `a^{a(a⊕2)}`, Conway, ONAG ch. 12). A sum of tame games is
    /// decided by its components' genera (Conway's theorem on tame games).
    ///
    /// Tameness is read on the simplest form, so it is the same for equal games; a game whose
    /// own positions include a wild one can still be tame here, when those positions are
    /// reversed away (Kayles' heap of 6, which [`crate::quotient::genus::heap_genera`] calls
    /// wild because it reads every position of the heap).
    pub fn is_tame(&mut self, form: MisereForm) -> Result<bool, GameError> {
        if let Some(&known) = self.tame.get(&form) {
            return Ok(known);
        }
        // The genus bounds the depth (it refuses forms born too late to recurse on).
        let mut tame = self.genus(form)?.is_tame();
        for i in 0..self.options(form).len() {
            if !tame {
                break;
            }
            let option = self.options(form)[i];
            tame = self.is_tame(option)?;
        }
        self.tame.insert(form, tame);
        Ok(tame)
    }

    /// Conway's class of a form: tame, restive, restless or wild (see [`MisereClass`]).
    ///
    /// ```
    /// use grundy::misere::canonical::FormTable;
    /// use grundy::misere::MisereClass;
    /// let mut forms = FormTable::new();
    /// let star2 = forms.nimber(2);
    /// assert_eq!(forms.class(star2).unwrap(), MisereClass::Tame);
    /// // {*, *2 + *3}: normal value 0, misère value 2, its options tame.
    /// let (star, star3) = (forms.nimber(1), forms.nimber(3));
    /// let both = forms.add(star2, star3).unwrap();
    /// let restive = forms.from_options(&[star, both]);
    /// assert_eq!(forms.class(restive).unwrap(), MisereClass::Restive);
    /// ```
    pub fn class(&mut self, form: MisereForm) -> Result<MisereClass, GameError> {
        if self.is_tame(form)? {
            return Ok(MisereClass::Tame);
        }
        let genus = self.genus(form)?;
        let mut options_tame = true;
        for i in 0..self.options(form).len() {
            let option = self.options(form)[i];
            if !self.is_tame(option)? {
                options_tame = false;
                break;
            }
        }
        Ok(untamed_class(&genus, options_tame))
    }

    /// The form written as in the literature: `0`, `*`, `*n` for nim-heaps, otherwise its
    /// options in braces (`{0,*2}`), nim-heaps first, then by birthday and as written; `None`
    /// when that takes more than `max_chars` characters.
    pub fn notation(&self, form: MisereForm, max_chars: usize) -> Option<String> {
        let mut written = HashMap::new();
        let text = self.write(form, &mut written, max_chars)?;
        Some(text)
    }

    fn write(
        &self,
        form: MisereForm,
        written: &mut HashMap<MisereForm, String>,
        max_chars: usize,
    ) -> Option<String> {
        if let Some(known) = written.get(&form) {
            return Some(known.clone());
        }
        let text = match self.as_nimber(form) {
            Some(0) => "0".to_string(),
            Some(1) => "*".to_string(),
            Some(n) => format!("*{n}"),
            None => {
                let mut parts = Vec::new();
                let mut length = 2;
                for &o in self.options(form) {
                    let part = self.write(o, written, max_chars)?;
                    length += part.chars().count() + 1;
                    if length > max_chars + 1 {
                        return None;
                    }
                    let key = (
                        self.as_nimber(o).is_none(),
                        self.as_nimber(o).unwrap_or(0),
                        self.birthday(o),
                        part.clone(),
                    );
                    parts.push((key, part));
                }
                parts.sort();
                let inside: Vec<String> = parts.into_iter().map(|(_, part)| part).collect();
                format!("{{{}}}", inside.join(","))
            }
        };
        if text.chars().count() > max_chars {
            return None;
        }
        written.insert(form, text.clone());
        Some(text)
    }
}

/// Whether two sums are equal in misère play (`o(G + X) = o(H + X)` for every game `X`):
/// whether their simplest forms are the same.
///
/// ```
/// use grundy::misere::canonical::misere_equal;
/// let g = grundy::parse("nim(1,1)").unwrap();
/// let h = grundy::parse("nim(0)").unwrap();
/// assert!(misere_equal(&g, &h).unwrap()); // * + * = 0 in misère play
/// let g = grundy::parse("nim(2,2)").unwrap();
/// assert!(!misere_equal(&g, &h).unwrap()); // but *2 + *2 ≠ 0
/// ```
pub fn misere_equal(g: &Sum, h: &Sum) -> Result<bool, GameError> {
    let mut table = FormTable::new();
    Ok(table.of_sum(g)? == table.of_sum(h)?)
}

/// The misère analysis of a sum by the forms of its components, within [`CANONICAL_STATES`];
/// `None` when the forms are too large (or a component cannot have one), so that the sum goes
/// to exhaustive search.
pub(crate) fn misere_by_forms(sum: &Sum) -> Result<Option<MisereAnalysis>, GameError> {
    let part = Budget::current().part(CANONICAL_STATES);
    match part.run(|| analyse(sum)) {
        Ok(analysis) => Ok(Some(analysis)),
        Err(GameError::Limit(LimitExceeded::States { .. })) | Err(GameError::Unsupported(_)) => {
            Ok(None)
        }
        Err(GameError::Limit(LimitExceeded::Memory { .. })) => Ok(None),
        Err(other) => Err(other),
    }
}

fn analyse(sum: &Sum) -> Result<MisereAnalysis, GameError> {
    let mut table = FormTable::new();
    let components: Vec<&Arc<dyn Component>> = sum.components().collect();
    let mut forms = Vec::with_capacity(components.len());
    for component in &components {
        forms.push(table.of_component(component)?);
    }
    match by_theorem(&mut table, &forms)? {
        Some((method, p)) => by_theorems(&mut table, sum, &components, &forms, method, p),
        None => by_adding_forms(&mut table, sum, &components, &forms),
    }
}

/// A theorem's verdict on the sum of `forms`: the method and whether the sum is a misère
/// P-position. Conway's theorem on tame games when every form is tame; the theorem on a
/// restive game among Nim heaps ([`super::restive`]) when one form is restive and the others
/// are Nim heaps; otherwise, when there are heaps and they are small, the theorem on one game
/// among small heaps ([`super::small_heaps`]), the game being the sum of the forms that are
/// no Nim heap (only those forms are added); `None` when none applies.
fn by_theorem(
    table: &mut FormTable,
    forms: &[MisereForm],
) -> Result<Option<(MisereMethod, bool)>, GameError> {
    let (heaps, others) = heaps_and_others(table, forms);
    let mut all_tame = true;
    for &form in &others {
        if !table.is_tame(form)? {
            all_tame = false;
            break;
        }
    }
    if all_tame {
        let mut genera = Vec::with_capacity(forms.len());
        for &form in forms {
            genera.push(table.genus(form)?);
        }
        return Ok(Some((MisereMethod::Tame, tame_sum_is_p(&genera))));
    }
    if let [game] = *others.as_slice()
        && table.class(game)? == MisereClass::Restive
    {
        let genus = table.genus(game)?;
        return Ok(Some((
            MisereMethod::Restive,
            restive_sum_is_p(&genus, &heaps),
        )));
    }
    // Without a heap the game is the whole sum, and adding forms is what is done.
    if heaps.iter().any(|&heap| heap > 0) && small_heaps::applies(&heaps) {
        let genus = genus_of_sum(table, &others)?;
        return Ok(Some((
            MisereMethod::SmallHeaps,
            small_heaps::small_heaps_sum_is_p(&genus, &heaps),
        )));
    }
    Ok(None)
}

/// The sizes of the forms that are Nim heaps, and the other forms, in order.
fn heaps_and_others(table: &FormTable, forms: &[MisereForm]) -> (Vec<u32>, Vec<MisereForm>) {
    let mut heaps = Vec::new();
    let mut others = Vec::new();
    for &form in forms {
        match table.as_nimber(form) {
            Some(heap) => heaps.push(heap),
            None => others.push(form),
        }
    }
    (heaps, others)
}

/// The genus of the sum of `forms` (at least one), adding only them.
fn genus_of_sum(table: &mut FormTable, forms: &[MisereForm]) -> Result<Genus, GameError> {
    let mut total = forms[0];
    for &form in &forms[1..] {
        total = table.add(total, form)?;
    }
    table.genus(total)
}

/// The sums of the forms before and after each one: `before[i]` adds `forms[..i]`, `after[i]`
/// adds `forms[i..]`.
fn partial_sums(
    table: &mut FormTable,
    forms: &[MisereForm],
) -> Result<(Vec<MisereForm>, Vec<MisereForm>), GameError> {
    let mut before = vec![MisereForm(0)];
    for &form in forms {
        let last = *before.last().expect("starts with 0");
        before.push(table.add(last, form)?);
    }
    let mut after = vec![MisereForm(0); forms.len() + 1];
    for i in (0..forms.len()).rev() {
        after[i] = table.add(after[i + 1], forms[i])?;
    }
    Ok((before, after))
}

/// Every move of every component for which `leaves_p` says the sum it leaves is a
/// P-position; `leaves_p` is given the component's index and the forms of the parts the move
/// leaves.
fn moves_to_p(
    table: &mut FormTable,
    sum: &Sum,
    components: &[&Arc<dyn Component>],
    mut leaves_p: impl FnMut(&mut FormTable, usize, &[MisereForm]) -> Result<bool, GameError>,
) -> Result<Vec<SumMove>, GameError> {
    let mut winning_moves = Vec::new();
    for (index, component) in components.iter().enumerate() {
        for component_move in component.options()? {
            let mut part_forms = Vec::with_capacity(component_move.parts.len());
            for part in &component_move.parts {
                part_forms.push(table.of_component(part)?);
            }
            if leaves_p(table, index, &part_forms)? {
                winning_moves.push(sum.after(index, component_move));
            }
        }
    }
    Ok(winning_moves)
}

/// Whether the sum of the forms other than the `index`th (`before[index] + after[index + 1]`)
/// and `part_forms` is a P-position.
fn leaves_p_by_forms(
    table: &mut FormTable,
    before: &[MisereForm],
    after: &[MisereForm],
    index: usize,
    part_forms: &[MisereForm],
) -> Result<bool, GameError> {
    let mut result = table.add(before[index], after[index + 1])?;
    for &form in part_forms {
        result = table.add(result, form)?;
    }
    Ok(table.outcome(result) == Outcome::P)
}

/// A theorem decided the sum (`method`, `p`): so it decides each move's outcome too, unless the
/// move leaves parts no theorem covers, whose sum is then formed.
fn by_theorems(
    table: &mut FormTable,
    sum: &Sum,
    components: &[&Arc<dyn Component>],
    forms: &[MisereForm],
    method: MisereMethod,
    p: bool,
) -> Result<MisereAnalysis, GameError> {
    let mut genera = Vec::with_capacity(forms.len());
    for &form in forms {
        genera.push(table.genus(form)?);
    }
    // The restive game, or the game among small heaps: the components that are no Nim heap.
    let among_heaps = match method {
        MisereMethod::Restive | MisereMethod::SmallHeaps => {
            let components: Vec<usize> = (0..forms.len())
                .filter(|&i| table.as_nimber(forms[i]).is_none())
                .collect();
            // The sum by_theorem formed: the table keeps it.
            let game: Vec<MisereForm> = components.iter().map(|&i| forms[i]).collect();
            let genus = genus_of_sum(table, &game)?;
            Some(GameAmongHeaps { components, genus })
        }
        _ => None,
    };
    let outcome = if p { Outcome::P } else { Outcome::N };
    // Built only when some move leaves parts no theorem covers.
    let mut partial: Option<(Vec<MisereForm>, Vec<MisereForm>)> = None;
    let winning_moves = if outcome == Outcome::N {
        moves_to_p(table, sum, components, |table, index, part_forms| {
            let after_move: Vec<MisereForm> = forms[..index]
                .iter()
                .chain(&forms[index + 1..])
                .chain(part_forms)
                .copied()
                .collect();
            if let Some((_, p)) = by_theorem(table, &after_move)? {
                return Ok(p);
            }
            if partial.is_none() {
                partial = Some(partial_sums(table, forms)?);
            }
            let (before, after) = partial.as_ref().expect("just built");
            leaves_p_by_forms(table, before, after, index, part_forms)
        })?
    } else {
        Vec::new()
    };
    Ok(MisereAnalysis {
        outcome,
        method,
        winning_moves,
        quotient: None,
        genera,
        among_heaps,
    })
}

/// The sum's form is the sum of its components' forms; each move's outcome is that of the
/// others' forms plus the parts the move leaves.
fn by_adding_forms(
    table: &mut FormTable,
    sum: &Sum,
    components: &[&Arc<dyn Component>],
    forms: &[MisereForm],
) -> Result<MisereAnalysis, GameError> {
    let (before, after) = partial_sums(table, forms)?;
    let total = before[forms.len()];
    let outcome = table.outcome(total);
    let winning_moves = if outcome == Outcome::N {
        moves_to_p(table, sum, components, |table, index, part_forms| {
            leaves_p_by_forms(table, &before, &after, index, part_forms)
        })?
    } else {
        Vec::new()
    };
    Ok(MisereAnalysis {
        outcome,
        method: MisereMethod::Canonical,
        winning_moves,
        quotient: None,
        genera: Vec::new(),
        among_heaps: None,
    })
}

#[cfg(test)]
/// The forms born by each day `0..=days`, each day's list holding every form born by then
/// (days 0 to 4 have 1, 2, 3, 5 and 22; day 5's 4,171,780 are counted by
/// [`day_five_count`] without being built).
pub(crate) fn born_by(table: &mut FormTable, days: usize) -> Vec<Vec<MisereForm>> {
    let mut born = vec![vec![MisereForm(0)]];
    for _ in 0..days {
        let previous = born.last().expect("day 0").clone();
        let mut next: Vec<MisereForm> = (0u64..1 << previous.len())
            .map(|mask| {
                let set: Vec<MisereForm> = (0..previous.len())
                    .filter(|&i| mask >> i & 1 == 1)
                    .map(|i| previous[i])
                    .collect();
                table.from_options(&set)
            })
            .collect();
        next.sort_unstable();
        next.dedup();
        born.push(next);
    }
    born
}

#[cfg(test)]
/// How many sets `S` of the forms `day4` give a `{S}` in simplest form: the number of forms
/// born by day 5 when `day4` is every form born by day 4.
pub(crate) fn day_five_count(table: &FormTable, day4: &[MisereForm]) -> u64 {
    let masks = MaskTest::new(table, day4);
    let mut equal = vec![false; masks.candidates.len()];
    (0..1u64 << day4.len())
        .filter(|&mask| masks.is_simplest(mask as u32, &mut equal))
        .count() as u64
}

#[cfg(test)]
/// The simplest-form test of `{S}` for every set `S` of a list of at most 32 forms closed
/// under options, each set a bit mask: Conway's test `x = {S}` for the few forms `x` one or two
/// moves down is a handful of mask operations.
pub(crate) struct MaskTest {
    p_mask: u32,
    /// The forms `x` one or two moves down, by birthday.
    candidates: Vec<Candidate>,
}

#[cfg(test)]
struct Candidate {
    p: bool,
    /// The `a` with `a` an option of `x` or `x` an option of `a`: `S` must lie inside.
    allowed: u32,
    /// The options `b` of `x`, each with the candidates (indices) among its options.
    options: Vec<(u32, Vec<usize>)>,
    /// The `a` having `x` as an option: when `x = {S}`, one of them in `S` reduces `{S}`.
    reverses: u32,
}

#[cfg(test)]
impl MaskTest {
    pub(crate) fn new(table: &FormTable, forms: &[MisereForm]) -> MaskTest {
        assert!(forms.len() <= 32);
        let bit = |form: MisereForm| -> u32 {
            let i = forms
                .iter()
                .position(|&f| f == form)
                .expect("closed under options");
            1 << i
        };
        let mask_of = |keep: &dyn Fn(MisereForm) -> bool| -> u32 {
            forms.iter().filter(|&&f| keep(f)).map(|&f| bit(f)).sum()
        };
        let p_mask = mask_of(&|f| table.entry(f).p);
        // The options of each `a` (the candidates `G''` of its options) and their options
        // (met by the test), by birthday, so that each one's test reads those of its own
        // options' options, computed before it.
        let mut small: Vec<MisereForm> = forms
            .iter()
            .flat_map(|&a| table.options(a).iter().flat_map(|&b| table.options(b)))
            .chain(forms.iter().flat_map(|&a| table.options(a)))
            .copied()
            .collect();
        small.sort_by_key(|&f| (table.birthday(f), f));
        small.dedup();
        let index = |c: &MisereForm| -> usize {
            small
                .iter()
                .position(|s| s == c)
                .expect("the forms are closed under options")
        };
        let candidates = small
            .iter()
            .map(|&x| Candidate {
                p: table.entry(x).p,
                allowed: mask_of(&|a| {
                    table.options(x).binary_search(&a).is_ok()
                        || table.options(a).binary_search(&x).is_ok()
                }),
                options: table
                    .options(x)
                    .iter()
                    .map(|&b| (bit(b), table.options(b).iter().map(index).collect()))
                    .collect(),
                reverses: mask_of(&|a| table.options(a).binary_search(&x).is_ok()),
            })
            .collect();
        MaskTest { p_mask, candidates }
    }

    /// Whether `{S}` is in simplest form, `S` the forms of `mask`; `equal` is scratch space of
    /// one flag per candidate.
    pub(crate) fn is_simplest(&self, s: u32, equal: &mut [bool]) -> bool {
        let p = s != 0 && s & self.p_mask == 0;
        for (i, x) in self.candidates.iter().enumerate() {
            equal[i] = x.p == p
                && s & !x.allowed == 0
                && x.options
                    .iter()
                    .all(|(b, below)| s & b != 0 || below.iter().any(|&c| equal[c]));
            if equal[i] && s & x.reverses != 0 {
                return false;
            }
        }
        true
    }
}

#[cfg(test)]
mod tests;
