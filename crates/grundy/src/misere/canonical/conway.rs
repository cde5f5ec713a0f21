//! Conway's notation for misère simplest forms: `2_2`, `2_#`, `32`, `2_{#2#}`.
//!
//! **Why.** Written as nested braces, the form of a small game such as Kayles on nine pins runs
//! to hundreds of characters; Conway's notation, which the literature and CGSuite use, writes
//! the same form in a few. It names a form by what it is built from:
//!
//! - a nim-heap `*n` is the number `n` (`0`, `1`, `2`, …; a heap of 10 or more is written in
//!   brackets, `[10]`, so that it cannot be read as two options);
//! - a form with two or more options lists their names side by side, largest birthday first:
//!   `42` is `{*4, *2}`, and an option that is itself such a list is parenthesised: `(32)0` is
//!   `{{*3, *2}, 0}`;
//! - subscripts, read left to right, build on the name before them: `#` makes the only option
//!   of a new game (`2_#` is `{*2}`), a number `n` adds the nim-heap `*n` (`2_2` is `*2 + *2`),
//!   and `-n` takes it away again (the game `H` with `H + *n` equal to what is written). So
//!   `2_{#2#}` is the game whose only option is `2_# + *2`. Several subscripts, or one on an
//!   option that other options follow, are braced: `2_{2}3` is `{*2 + *2, *3}`.
//!
//! A form is written as the smallest thing it is built from: a nim-heap as a number; otherwise
//! a form `G = H + *n` or `G = H − *n` with `H` born earlier than `G` is `H` subscripted
//! (trying `n = 2, 4, …` for an *even* form and `n = 3, 5, …` for an *odd* one, an odd form
//! being one that `+ *` makes younger: it is then written as that younger form subscripted
//! `1`); otherwise its option or options. Differences exist by Conway's cancellation theorem
//! (`G + T = H + T` implies `G = H`), and `H` is found among the options of `G`: the option
//! `H + 0` of `H + *n` is not reversible when `H` is younger than the sum, so it survives
//! simplification.
//!
//! The notation reads back: the tests parse every name written for the 22 forms born by day 4
//! and for the forms of many small games, and rebuild the same form.
//!
//! References: J. H. Conway, *On Numbers and Games* (1976), ch. 12; E. R. Berlekamp,
//! J. H. Conway, R. K. Guy, *Winning Ways*, ch. 13; A. N. Siegel, *Combinatorial Game Theory*
//! (2013), ch. V; CGSuite's misère tutorial (the same notation with `#` and subscripts).

use std::collections::HashMap;

use super::{FormTable, MisereForm};
use crate::{GameError, LimitExceeded};

/// A name being built: a base (a number, a parenthesised list or a bare list) and the
/// subscripts applied to it.
#[derive(Clone)]
struct Name {
    base: String,
    /// Whether `base` is a bare list of two or more options, which must be parenthesised before
    /// it takes a subscript or sits among other options.
    list: bool,
    subscripts: Vec<String>,
}

impl Name {
    fn heap(n: u32) -> Name {
        Name {
            base: heap_token(n),
            list: false,
            subscripts: Vec::new(),
        }
    }

    fn subscripted(mut self, subscript: String) -> Name {
        if self.list {
            self.base = format!("({})", self.base);
            self.list = false;
        }
        self.subscripts.push(subscript);
        self
    }

    /// The name as one option among others: a bare list is parenthesised, and the subscripts
    /// of an option that others follow are braced, so that `2_{2}3` cannot be read as
    /// `2_{23}`.
    fn as_option(&self, followed: bool) -> String {
        if self.list {
            format!("({})", self.base)
        } else {
            self.written(followed)
        }
    }

    fn render(&self) -> String {
        self.written(false)
    }

    fn written(&self, braced: bool) -> String {
        let subscripts: String = self.subscripts.concat();
        match subscripts.chars().count() {
            0 => self.base.clone(),
            1 if !braced => format!("{}_{subscripts}", self.base),
            _ => format!("{}_{{{subscripts}}}", self.base),
        }
    }

    fn chars(&self) -> usize {
        self.base.chars().count() + self.subscripts.iter().map(|s| s.len()).sum::<usize>() + 4
    }
}

/// `7`, or `[12]` for a heap of 10 or more.
fn heap_token(n: u32) -> String {
    if n < 10 {
        n.to_string()
    } else {
        format!("[{n}]")
    }
}

impl FormTable {
    /// The form in Conway's notation (`2_2` for `*2 + *2`, `2_#` for `{*2}`, `42` for
    /// `{*4, *2}`; see the module [`conway`](self)), or `None` when that takes more than
    /// `max_chars` characters or more work than the budget's state limit allows (the name is
    /// then left out rather than the whole answer).
    ///
    /// ```
    /// use grundy::misere::canonical::FormTable;
    /// let mut table = FormTable::new();
    /// let two = table.nimber(2);
    /// let four = table.nimber(4);
    /// let doubled = table.add(two, two).unwrap();
    /// assert_eq!(table.conway_notation(doubled, 100).unwrap().as_deref(), Some("2_2"));
    /// let sharp = table.from_options(&[two]);
    /// assert_eq!(table.conway_notation(sharp, 100).unwrap().as_deref(), Some("2_#"));
    /// let pair = table.from_options(&[four, two]);
    /// assert_eq!(table.conway_notation(pair, 100).unwrap().as_deref(), Some("42"));
    /// ```
    pub fn conway_notation(
        &mut self,
        form: MisereForm,
        max_chars: usize,
    ) -> Result<Option<String>, GameError> {
        let mut namer = Namer {
            table: self,
            names: HashMap::new(),
            max_chars,
        };
        match namer.name(form, 0) {
            Ok(Some(name)) => Ok(Some(name.render())),
            Ok(None) | Err(GameError::Limit(LimitExceeded::States { .. })) => Ok(None),
            Err(other) => Err(other),
        }
    }

    /// The form `H` younger than `form` with `H + term = form`, if there is one: by the
    /// cancellation theorem there is at most one, and it is an option of `form` (see the
    /// module doc).
    fn difference(
        &mut self,
        form: MisereForm,
        term: MisereForm,
    ) -> Result<Option<MisereForm>, GameError> {
        for i in 0..self.options(form).len() {
            let option = self.options(form)[i];
            if self.add(option, term)? == form {
                return Ok(Some(option));
            }
        }
        Ok(None)
    }
}

/// Names the forms of one table, each once; `None` for a name longer than `max_chars`.
struct Namer<'t> {
    table: &'t mut FormTable,
    names: HashMap<MisereForm, Name>,
    max_chars: usize,
}

impl Namer<'_> {
    fn name(&mut self, form: MisereForm, depth: usize) -> Result<Option<Name>, GameError> {
        if let Some(known) = self.names.get(&form) {
            return Ok(Some(known.clone()));
        }
        if depth > super::MAX_DEPTH {
            return Ok(None);
        }
        let Some(name) = self.build(form, depth)? else {
            return Ok(None);
        };
        if name.chars() > self.max_chars {
            return Ok(None);
        }
        self.names.insert(form, name.clone());
        Ok(Some(name))
    }

    fn build(&mut self, form: MisereForm, depth: usize) -> Result<Option<Name>, GameError> {
        if let Some(n) = self.table.as_nimber(form) {
            return Ok(Some(Name::heap(n)));
        }
        let birthday = self.table.birthday(form);
        let star = self.table.nimber(1);
        let plus_star = self.table.add(form, star)?;
        let odd = self.table.birthday(plus_star) < birthday;
        let mut n = if odd { 3 } else { 2 };
        while n < birthday {
            let heap = self.table.nimber(n);
            if let Some(rest) = self.table.difference(form, heap)? {
                return self.subscripted(rest, heap_token(n), depth);
            }
            let sum = self.table.add(form, heap)?;
            if self.table.birthday(sum) < birthday {
                return self.subscripted(sum, format!("-{}", heap_token(n)), depth);
            }
            n += 2;
        }
        if odd {
            return self.subscripted(plus_star, "1".to_string(), depth);
        }
        let options = self.table.options(form).to_vec();
        if let [only] = options[..] {
            return self.subscripted(only, "#".to_string(), depth);
        }
        let mut listed = Vec::with_capacity(options.len());
        let mut length = 0;
        for option in options {
            let Some(name) = self.name(option, depth + 1)? else {
                return Ok(None);
            };
            length += name.chars();
            if length > self.max_chars {
                return Ok(None);
            }
            let order = (
                std::cmp::Reverse(self.table.birthday(option)),
                name.as_option(true),
            );
            listed.push((order, name));
        }
        listed.sort_by(|a, b| a.0.cmp(&b.0));
        let last = listed.len() - 1;
        let base = listed
            .iter()
            .enumerate()
            .map(|(i, (_, name))| name.as_option(i < last))
            .collect();
        Ok(Some(Name {
            base,
            list: true,
            subscripts: Vec::new(),
        }))
    }

    fn subscripted(
        &mut self,
        base: MisereForm,
        subscript: String,
        depth: usize,
    ) -> Result<Option<Name>, GameError> {
        Ok(self
            .name(base, depth + 1)?
            .map(|name| name.subscripted(subscript)))
    }
}

#[cfg(test)]
mod tests;
