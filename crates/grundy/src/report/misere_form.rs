//! The misère simplest form of a position, its genus and tameness: what
//! `grundy eval --misere --form` prints (see [`crate::misere::canonical`]).

use serde::Serialize;

use crate::misere::MisereClass;
use crate::misere::canonical::FormTable;
use crate::{GameError, Outcome, Sum};

/// The longest form written out; a longer one is reported by its size alone.
pub(crate) const MAX_FORM_CHARS: usize = 4_000;

/// A position's misère simplest form (Conway, ONAG ch. 12), with its genus and tameness.
///
/// ```
/// use grundy::report::misere_form::MisereFormReport;
/// let report = MisereFormReport::of(&grundy::parse("nim(2,2)").unwrap()).unwrap();
/// assert_eq!(report.form.as_deref(), Some("{*2,*3}"));
/// assert_eq!(report.conway.as_deref(), Some("2_2")); // *2 + *2 in Conway's notation
/// assert_eq!(report.genus, "0^{02}");
/// assert!(report.tame);
/// assert_eq!(report.class, grundy::misere::MisereClass::Tame);
/// let report = MisereFormReport::of(&grundy::parse("nim(1,1)").unwrap()).unwrap();
/// assert_eq!(report.form.as_deref(), Some("0")); // * + * = 0 in misère play
/// ```
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct MisereFormReport {
    /// The position, as it prints.
    pub expr: String,
    /// The simplest form: `0`, `*`, `*n` for nim-heaps, otherwise its options in braces;
    /// absent when longer than 4,000 characters.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub form: Option<String>,
    /// The simplest form in Conway's notation (`2_2` for `*2 + *2`, `2_#` for `{*2}`, `42`
    /// for `{*4, *2}`; see [`crate::misere::canonical::FormTable::conway_notation`]); absent
    /// when longer than 4,000 characters or when `form` is absent.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub conway: Option<String>,
    /// The misère outcome: `N` (the player to move wins) or `P`.
    pub outcome: Outcome,
    /// Conway's genus `g^{γ0γ1…}` as written.
    pub genus: String,
    /// `g`, the normal-play Grundy value.
    pub normal: u32,
    /// `γ0, γ1, …` up to the first two values of the alternation: the misère Grundy values of
    /// the position plus 0, 1, 2, … copies of `*2`.
    pub misere: Vec<u32>,
    /// Whether every position of the simplest form has a tame genus (0^{120}, 1^{031} or
    /// a^{a(a⊕2)}): the position then plays like a Nim heap of size `normal` in misère sums
    /// of tame games.
    pub tame: bool,
    /// Conway's class of the simplest form: `tame`, `restive` (not tame, every option tame,
    /// normal value at most 1 and misère value at least 2: among Nim heaps it counts as a heap
    /// of one of the two), `restless` (the same with the values the other way round) or `wild`.
    pub class: MisereClass,
    /// How many distinct forms the simplest form reaches, itself included.
    pub size: usize,
    /// The birthday of the simplest form.
    pub birthday: u32,
}

impl MisereFormReport {
    /// The simplest form of `position`, under the budget entered on this thread.
    pub fn of(position: &Sum) -> Result<MisereFormReport, GameError> {
        let mut table = FormTable::new();
        let form = table.of_sum(position)?;
        let genus = table.genus(form)?;
        let options = table.notation(form, MAX_FORM_CHARS);
        Ok(MisereFormReport {
            expr: position.to_string(),
            conway: match options {
                // Naming adds forms to heaps; for a form too large to write as options that
                // work grows with its birthday (minutes for chomp(8,8,8,8,8,8)), so it is
                // left out with the options.
                Some(_) => table.conway_notation(form, MAX_FORM_CHARS)?,
                None => None,
            },
            form: options,
            outcome: table.outcome(form),
            genus: genus.to_string(),
            normal: genus.normal(),
            misere: genus.abbreviated().to_vec(),
            tame: table.is_tame(form)?,
            class: table.class(form)?,
            size: table.size(form),
            birthday: table.birthday(form),
        })
    }
}
