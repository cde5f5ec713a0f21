//! Misère sums of tame games, decided from the components' genera alone.
//!
//! **Why.** Adding misère forms is exact but costs the product of the forms' sizes; when every
//! component is *tame* a theorem gives the sum's outcome from one number per component, so ten
//! components cost ten forms and no sum of them.
//!
//! **The theorem** (Conway, *On Numbers and Games*, ch. 12; Winning Ways, ch. 13, "tame
//! games"). A game is tame when every position of its simplest form has a tame genus:
//! `0^{120}` or `1^{031}` (those of `*0` and `*1`, the *fickle* genera) or `a^{a(a⊕2)}` (that of
//! `*a` for `a ≥ 2`, and of Nim positions with a heap of 2 or more, the *firm* genera, which
//! include `0^{02}` of `*2 + *2` and `1^{13}` of `*2 + *3`). A sum of tame games is tame and
//! plays like the Nim position in which each fickle component is a heap of its value `g` (0
//! or 1) and each firm one a heap of 2 or more with nim-value `g`. So by Bouton's misère rule
//! the player to move loses exactly when every component is fickle and the nim-sum of the
//! values is 1, or some component is firm and the nim-sum of the values is 0. The sum's genus
//! is `0^{120}`, `1^{031}` (all fickle) or `x^{x(x⊕2)}` (some firm), `x` the
//! nim-sum. The tests check the rule against the sum of the simplest forms for every tuple of
//! tame games born by day 4, and against exhaustive search on random sums of small games.

use crate::quotient::genus::Genus;

/// Whether a tame genus is fickle (`0^{120}` or `1^{031}`, the genus of `*0` or `*1`): a
/// component of such a genus plays in a tame sum like a heap of 0 or 1.
fn is_fickle(genus: &Genus) -> bool {
    genus.misere() == genus.normal() ^ 1
}

/// Whether a sum of tame games with these genera is a misère P-position (the player to move
/// loses), by Conway's theorem on tame games.
pub(crate) fn tame_sum_is_p<'a>(genera: impl IntoIterator<Item = &'a Genus>) -> bool {
    let (nim_sum, all_fickle) = nim_sum_and_fickleness(genera);
    if all_fickle {
        nim_sum == 1
    } else {
        nim_sum == 0
    }
}

/// The genus of a sum of tame games with these genera.
pub(crate) fn tame_sum_genus<'a>(genera: impl IntoIterator<Item = &'a Genus>) -> Genus {
    let (nim_sum, all_fickle) = nim_sum_and_fickleness(genera);
    Genus::tame(nim_sum, all_fickle)
}

fn nim_sum_and_fickleness<'a>(genera: impl IntoIterator<Item = &'a Genus>) -> (u32, bool) {
    let mut nim_sum = 0;
    let mut all_fickle = true;
    for genus in genera {
        nim_sum ^= genus.normal();
        all_fickle &= is_fickle(genus);
    }
    (nim_sum, all_fickle)
}
