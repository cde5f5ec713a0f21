//! Conway's classes of misère games beyond the tame ones, and the theorem that decides a
//! restive game among Nim heaps.
//!
//! **Why.** A sum with one wild component is no longer tame, and adding forms costs the product
//! of their sizes. The simplest wild games, *restive* ones, still behave like Nim heaps: Conway
//! calls them "ambivalent Nim-heaps, which choose their size according to their company"
//! (*On Numbers and Games*, ch. 12). Among Nim heaps that choice is a rule on the heaps alone.
//!
//! **The classes** are read on the simplest form (so equal games get the same class), from
//! the genus `g^{γ0…}` of the form and of its options (ONAG ch. 12; Winning Ways ch. 13; the
//! classes as CGSuite names them):
//! - *tame*: every position of the form has a tame genus ([`FormTable::is_tame`](super::canonical::FormTable::is_tame));
//! - *restive*: not tame, every option tame, `g ≤ 1` and `γ0 ≥ 2` (the normal-play value of a
//!   small heap, the misère value of a large one);
//! - *restless*: not tame, every option tame, `g ≥ 2` and `γ0 ≤ 1`;
//! - *wild*: anything else.
//!
//! **The theorem.** Let `G` be restive with `g = G⁺ ≤ 1` and `γ = G⁻ ≥ 2`, and `H` a sum of
//! Nim heaps with nim-sum `x`. Then `G + H` is a misère P-position exactly when
//! - `x = γ`, if every heap of `H` is `0`, `1`, `γ` or `γ ⊕ 1` (`G` counts as a heap of `γ`);
//! - `x = g`, otherwise (`G` counts as a heap of `g`).
//!
//! *Proof*, by induction on `H`; write `C = {0, 1, γ, γ⊕1}` (closed under `⊕`) and `f(H)` for
//! `γ` or `g` as above. The options of `G` are tame; each `b < γ` is the misère value of some
//! option, and a tame option with misère value `b ≥ 2` has genus `b^b`, so there are options
//! of genus `k^k` for every `2 ≤ k < γ`, none with either value `γ`, none with normal value
//! `g`; when `g = 0` the options of misère value 0 and 1 have genera `1^0` and `1^1`, when
//! `g = 1` they have `0^0` and `0^1`. An option `G' + H` is a tame sum (Bouton's rule on the
//! genera, [`super::tame`]); an option `G + H'` is decided by induction.
//! - If `x = f(H)`, every option is N: when `H ⊆ C`, `H` has a heap of `γ` or `γ⊕1` (as
//!   `x = γ`), so `G' + H` is P only if `G'⁺ = γ`, which no option has; `G + H'` with `H' ⊆ C`
//!   has `x' ≠ γ`, and with `H' ⊄ C` it would need a new heap `h' = h ⊕ γ ⊕ g`, which lies
//!   in `C`. When `H ⊄ C`, `G' + H` is firm and P only if `G'⁺ = g`; `G + H'` with `H' ⊄ C` has
//!   `x' ≠ g`, and with `H' ⊆ C` the heap moved from was `h = h' ⊕ g ⊕ γ ∈ C`, a contradiction.
//! - If `x ≠ f(H)`, some option is P: when `H ⊆ C` and every heap is at most 1, move in `G` to
//!   the option of genus `1^0` or `0^1` (fickle: the sum is P when the values' nim-sum is 1)
//!   or `1^1` or `0^0` (firm: P at nim-sum 0), whichever fits `x`. When `H ⊆ C` has a larger
//!   heap: for `x = g` move it to `{0,1}` so that `x' = γ`; for `x = g ⊕ 1` move in `G` to the
//!   firm option of value `x`; for `x = γ ⊕ 1` take one from an odd heap if `γ` is even, or
//!   move in `G` to the option of genus `(γ−1)^{γ−1}` if `γ` is odd. When `H ⊄ C`, Bouton's
//!   move to nim-sum `g` works unless it leaves `H' ⊆ C`, which happens only when the heap `h`
//!   it reduces is the one outside `C`; then `h` can be reduced to `x ⊕ h ⊕ γ` (a P-position
//!   with `H' ⊆ C`) when that is smaller, and otherwise `2 ≤ h < γ` and `G` has the firm
//!   option of value `x = h ⊕ (x ⊕ h) < γ`.
//!
//! The tests check the rule against the sum of the simplest forms on every restive form made of
//! Nim positions of heaps up to 4 and sums with up to three heaps up to 9, and against
//! exhaustive search on random sums. Restless games (and sums of several restive games) have no
//! such rule here: those sums are decided by adding forms.
//!
//! References: J. H. Conway, *On Numbers and Games* (1976), ch. 12 ("restive games");
//! E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways*, ch. 13; A. N. Siegel,
//! *Combinatorial Game Theory* (2013), ch. V.

use serde::Serialize;

use crate::Sum;
use crate::budget::tr;
use crate::quotient::genus::Genus;

/// The class of a misère game, read on its simplest form (Conway, ONAG ch. 12); see
/// [`FormTable::class`](super::canonical::FormTable::class).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum MisereClass {
    /// Every position has a tame genus: the game plays like a Nim heap in tame sums.
    Tame,
    /// Not tame, every option tame, normal value at most 1 and misère value at least 2: among
    /// Nim heaps it counts as a heap of its misère or of its normal value.
    Restive,
    /// Not tame, every option tame, normal value at least 2 and misère value at most 1.
    Restless,
    /// None of the above.
    Wild,
}

/// The class of a game that is not tame, from its genus and whether every option is tame.
pub(crate) fn untamed_class(genus: &Genus, options_tame: bool) -> MisereClass {
    let (normal, misere) = (genus.normal(), genus.misere());
    match options_tame {
        true if normal <= 1 && misere >= 2 => MisereClass::Restive,
        true if normal >= 2 && misere <= 1 => MisereClass::Restless,
        _ => MisereClass::Wild,
    }
}

/// Whether a restive game of genus `restive` plus Nim heaps of these sizes is a misère
/// P-position, by the theorem above.
pub(crate) fn restive_sum_is_p(restive: &Genus, heaps: &[u32]) -> bool {
    let gamma = restive.misere();
    let nim_sum = heaps.iter().fold(0, |x, &h| x ^ h);
    if in_company(gamma, heaps) {
        nim_sum == gamma
    } else {
        nim_sum == restive.normal()
    }
}

/// Whether every heap keeps a restive game of misère value `gamma` at that value: each is 0,
/// 1, `γ` or `γ ⊕ 1`.
fn in_company(gamma: u32, heaps: &[u32]) -> bool {
    heaps
        .iter()
        .all(|&h| h <= 1 || h == gamma || h == gamma ^ 1)
}

/// The reasoning for `eval --misere --explain` on a sum decided by the theorem: the genera,
/// and the heap the restive component counts as. `genera` are the components', in order;
/// `game` is the restive one.
pub(crate) fn explain(sum: &Sum, genera: &[Genus], game: &super::GameAmongHeaps) -> String {
    let mut text = tr!(
        "misere-restive-genera",
        genera = super::named_genera(sum, genera)
    );
    text += "\n";
    let (restive, heaps, listed) = super::among_heaps(sum, genera, game);
    let genus = &game.genus;
    let gamma = genus.misere();
    let (why, size) = if in_company(gamma, &heaps) {
        let why = tr!(
            "misere-restive-as-misere",
            gamma = gamma.to_string(),
            other = (gamma ^ 1).to_string()
        );
        (why, gamma)
    } else {
        let why = tr!(
            "misere-restive-as-normal",
            gamma = gamma.to_string(),
            other = (gamma ^ 1).to_string(),
            normal = genus.normal().to_string()
        );
        (why, genus.normal())
    };
    text += &tr!(
        "misere-restive-counts",
        component = restive,
        genus = genus.to_string(),
        heaps = listed,
        why = why,
        size = size.to_string()
    );
    text += "\n";
    text
}
