//! Any one game among Nim heaps of 1, 2 and 3 (and one other heap), decided by its genus.
//!
//! **Why.** The theorems on tame and restive games need the game to be of that class; a sum
//! with a restless or wild component otherwise goes to adding forms, which costs the product
//! of their sizes. But the genus `g^{γ0γ1…}` was made for exactly this company: `γk` is the
//! misère value of the game plus `k` heaps of 2, and the small heaps reduce to heaps of 2, so
//! the genus of the one game decides the sum whatever its class (Conway, ONAG ch. 12; Winning
//! Ways ch. 13, where the genus is read this way).
//!
//! **The theorem.** Let `G` be any game of genus `g^{γ0γ1…}` and `H` Nim heaps: `a` heaps of
//! 1, `b` of 2, `c` of 3 and at most one heap `n` of another size (`n = 0` when there is none).
//! Then `G + H` is a misère P-position exactly when `γ(b+c) ⊕ ((a + c) mod 2) = n`.
//!
//! *Proof.*
//! 1. In misère play `* + * = 0` and `*2 + * = *3`: `* + *` is `{*}`, which reduces to `0`
//!    ([`super::canonical`]), and the options of `*2 + *` are `*`, `*2` and `* + * = 0`, those
//!    of `*3`. So `H = (b + c)·*2 + p·* + *n` with `p = (a + c) mod 2`.
//! 2. Adding `*` turns a misère Grundy value `v` into `v ⊕ 1` ([`crate::quotient::genus`]), so
//!    `G + (b + c)·*2 + p·*` has the misère Grundy value `γ(b+c) ⊕ p`.
//! 3. `X + *n` is a misère P-position exactly when the misère Grundy value of `X` is `n`, by
//!    induction on `X` and `n`. With no move (`X` ends and `n = 0`) it is an N-position, and
//!    its value is 1. Otherwise its options `X' + *n` are P exactly when the value of `X'` is
//!    `n`, and `X + *m` (`m < n`) exactly when the value of `X` is `m`; so no option is P
//!    exactly when the value of `X` is at least `n` and no option of `X` has the value `n`,
//!    that is when it is `n`.
//!
//! Several components that are no Nim heap are one game `G`, their sum: only their forms are
//! added, not the heaps' as well, which multiply the size of the form.
//!
//! The tests check the rule against the sum of the simplest forms for every game born by day
//! 4, sampled games born by day 5 and wild and restless heaps of Kayles, among every company of
//! up to four small heaps and one other, and against exhaustive search on random sums.
//!
//! References: J. H. Conway, *On Numbers and Games* (1976), ch. 12; E. R. Berlekamp,
//! J. H. Conway, R. K. Guy, *Winning Ways*, ch. 13.

use crate::Sum;
use crate::budget::tr;
use crate::quotient::genus::Genus;

/// Whether Nim heaps of these sizes are company the theorem covers: every heap is at most 3
/// but one.
pub(crate) fn applies(heaps: &[u32]) -> bool {
    heaps.iter().filter(|&&h| h > 3).count() <= 1
}

/// The heaps reduced as the theorem does: how many heaps of 2 (`b + c`), whether a heap of 1
/// is left (`(a + c)` odd), and the other heap (0 when there is none).
fn reduce(heaps: &[u32]) -> (usize, u32, u32) {
    let twos = heaps.iter().filter(|&&h| h == 2 || h == 3).count();
    let one = heaps.iter().filter(|&&h| h == 1 || h == 3).count() as u32 % 2;
    let other = heaps.iter().copied().find(|&h| h > 3).unwrap_or(0);
    (twos, one, other)
}

/// Whether a game of genus `genus` plus Nim heaps of these sizes (which [`applies`] accepts)
/// is a misère P-position, by the theorem above.
pub(crate) fn small_heaps_sum_is_p(genus: &Genus, heaps: &[u32]) -> bool {
    let (twos, one, other) = reduce(heaps);
    genus.gamma(twos) ^ one == other
}

/// The reasoning for `eval --misere --explain` on a sum decided by the theorem: `game` is the
/// game among the heaps, `genera` the components', in order.
pub(crate) fn explain(sum: &Sum, genera: &[Genus], game: &super::GameAmongHeaps) -> String {
    let (component, heaps, listed) = super::among_heaps(sum, genera, game);
    let genus = &game.genus;
    let (twos, one, other) = reduce(&heaps);
    let value = genus.gamma(twos) ^ one;
    let mut text = tr!(
        "misere-small-heaps-game",
        component = component,
        genus = genus.to_string(),
        heaps = listed
    );
    text += "\n";
    text += &tr!(
        "misere-small-heaps-value",
        twos = twos,
        one = one,
        gamma = genus.gamma(twos).to_string(),
        value = value.to_string()
    );
    text += "\n";
    text += &tr!(
        "misere-small-heaps-verdict",
        other = other.to_string(),
        equal = if value == other { "yes" } else { "no" }
    );
    text += "\n";
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_heaps_reduce_to_heaps_of_two_a_parity_and_one_other() {
        assert_eq!(reduce(&[]), (0, 0, 0));
        assert_eq!(reduce(&[1, 1, 1]), (0, 1, 0));
        assert_eq!(reduce(&[3, 3, 2, 1]), (3, 1, 0));
        assert_eq!(reduce(&[3, 9, 1]), (1, 0, 9));
        assert!(applies(&[1, 2, 3, 3, 100]));
        assert!(!applies(&[4, 5]));
    }
}
