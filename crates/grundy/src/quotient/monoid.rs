//! Finite commutative monoids with a distinguished subset, the P-portion: *bipartite monoids*
//! (Plambeck & Siegel 2008), the shape of every misère quotient.
//!
//! A [`BipartiteMonoid`] keeps its full multiplication table, its identity (always element 0),
//! its P-portion and a list of generators. Every element has a *normal form*: its least word in
//! the generators in lexicographic order (the smaller exponent of the last generator, then of
//! the one before, ...; as Siegel's MisereSolver writes them). Elements are numbered in that
//! order and named by their normal forms (`1`, `a`, `b`, `ab`, `b^2`, ...), and the
//! presentation is read off the normal forms: one relation `w = nf(w)` for each minimal word
//! `w` that is not a normal form (a commutative Gröbner basis; every other relation follows
//! from these).

use std::collections::HashMap;
use std::fmt;

/// A finite commutative monoid with a P-portion.
///
/// ```
/// use grundy::quotient::BipartiteMonoid;
/// // The tame quotient T2 = ⟨a, b | a² = 1, b³ = b⟩ with P = {a, b²}, built from a table.
/// // Elements as pairs (i, j) = a^i b^j with j in 0..3, where b³ = b.
/// let reduce = |j: usize| if j >= 3 { 1 + (j - 1) % 2 } else { j };
/// let index = |i: usize, j: usize| 3 * i + j;
/// let mut table = vec![0u32; 36];
/// for x in 0..6 {
///     for y in 0..6 {
///         let (i, j) = (x / 3 + y / 3, x % 3 + y % 3);
///         table[x * 6 + y] = index(i % 2, reduce(j)) as u32;
///     }
/// }
/// let p = vec![index(1, 0) as u32, index(0, 2) as u32];
/// let t2 = BipartiteMonoid::new(6, 0, &table, &p, &[index(1, 0) as u32, index(0, 1) as u32])
///     .unwrap();
/// assert_eq!(t2.order(), 6);
/// assert_eq!(t2.p_names(), vec!["a", "b^2"]);
/// assert_eq!(t2.relation_texts(), vec!["a^2 = 1", "b^3 = b"]);
/// assert!(t2.check_axioms().is_ok());
/// assert!(t2.is_tame());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BipartiteMonoid {
    order: usize,
    /// `table[x * order + y]`: the product of elements `x` and `y`.
    table: Vec<u32>,
    p_portion: Vec<bool>,
    /// The generators' elements, in order (named a, b, c, ...).
    generators: Vec<u32>,
    /// Each element's normal form: its exponent of each generator.
    normal_forms: Vec<Vec<u32>>,
    /// The presentation's relations, found when first asked for (the many trial quotients
    /// of a computation never are).
    relations: std::sync::OnceLock<Vec<Relation>>,
}

/// A defining relation `left = right` between two words, as exponent vectors over the
/// generators.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Relation {
    /// The word that is not a normal form.
    pub left: Vec<u32>,
    /// Its normal form.
    pub right: Vec<u32>,
}

/// Whether word `u` comes before word `v` in the order of normal forms: the smaller exponent
/// of the last generator, then of the one before, ... (a lexicographic order, MisereSolver's).
fn word_less(u: &[u32], v: &[u32]) -> bool {
    for i in (0..u.len()).rev() {
        if u[i] != v[i] {
            return u[i] < v[i];
        }
    }
    false
}

/// The name of generator `i`: a to z, then g27, g28, ...
pub(crate) fn generator_name(i: usize) -> String {
    if i < 26 {
        char::from(b'a' + i as u8).to_string()
    } else {
        format!("g{}", i + 1)
    }
}

/// A word written out: `1`, `a`, `ab^2c`.
pub(crate) fn word_name(word: &[u32]) -> String {
    let mut name = String::new();
    for (i, &e) in word.iter().enumerate() {
        if e == 0 {
            continue;
        }
        let letter = generator_name(i);
        if i >= 26 && !name.is_empty() {
            name.push('·');
        }
        name += &letter;
        if e > 1 {
            name += &format!("^{e}");
        }
    }
    if name.is_empty() {
        "1".to_string()
    } else {
        name
    }
}

impl BipartiteMonoid {
    /// A monoid from its table (`table[x * order + y] = x·y`), its identity, its P-portion and
    /// generators. Elements are renumbered in the order of their normal forms (the identity
    /// becomes 0); a generator that is a product of earlier ones is dropped. Errors: a table of
    /// the wrong size or with an element out of range, or generators that do not generate.
    pub fn new(
        order: usize,
        identity: u32,
        table: &[u32],
        p_portion: &[u32],
        generators: &[u32],
    ) -> Result<BipartiteMonoid, String> {
        Self::renumbered(order, identity, table, p_portion, generators).map(|(monoid, _)| monoid)
    }

    /// [`BipartiteMonoid::new`], with the new number of each element of the table.
    pub(crate) fn renumbered(
        order: usize,
        identity: u32,
        table: &[u32],
        p_portion: &[u32],
        generators: &[u32],
    ) -> Result<(BipartiteMonoid, Vec<u32>), String> {
        if order == 0 || table.len() != order * order {
            return Err(format!(
                "a table of a monoid of order {order} has {} entries, not {}",
                order * order,
                table.len()
            ));
        }
        if table
            .iter()
            .chain(p_portion)
            .chain(generators)
            .any(|&x| x as usize >= order)
            || identity as usize >= order
        {
            return Err(format!("an element is out of range (order {order})"));
        }
        let product = |x: u32, y: u32| table[x as usize * order + y as usize];
        // Keep the generators that are not products of earlier ones.
        let mut kept: Vec<u32> = Vec::new();
        let mut reached = vec![false; order];
        reached[identity as usize] = true;
        let mut reached_list = vec![identity];
        for &g in generators {
            if reached[g as usize] {
                continue;
            }
            kept.push(g);
            // Close the reached set under multiplication by the kept generators.
            let mut i = 0;
            let mut frontier: Vec<u32> = reached_list.clone();
            while i < frontier.len() {
                let x = frontier[i];
                i += 1;
                for &k in &kept {
                    let y = product(x, k);
                    if !reached[y as usize] {
                        reached[y as usize] = true;
                        reached_list.push(y);
                        frontier.push(y);
                    }
                }
            }
        }
        if reached_list.len() != order {
            return Err(format!(
                "the generators give {} of the {order} elements",
                reached_list.len()
            ));
        }
        // Least words: a generator's exponent is fixed before the earlier generators'. Among
        // the words g^e y (y a word in the earlier generators) of an element, the least has the
        // least e, then the least y.
        let k = kept.len();
        let mut word: Vec<Option<Vec<u32>>> = vec![None; order];
        word[identity as usize] = Some(vec![0; k]);
        let mut named = vec![identity];
        for (i, &g) in kept.iter().enumerate() {
            let earlier = named.clone();
            let mut power = identity;
            let mut powers_seen = vec![false; order];
            let mut exponent = 0;
            while !powers_seen[power as usize] {
                powers_seen[power as usize] = true;
                // Elements first named at this exponent, and the word of each.
                let mut best: HashMap<u32, Vec<u32>> = HashMap::new();
                for &y in &earlier {
                    let x = product(power, y);
                    if word[x as usize].is_some() {
                        continue;
                    }
                    let mut w = word[y as usize]
                        .clone()
                        .expect("earlier elements are named");
                    w[i] = exponent;
                    if best.get(&x).is_none_or(|old| word_less(&w, old)) {
                        best.insert(x, w);
                    }
                }
                let mut fresh: Vec<u32> = best.keys().copied().collect();
                fresh.sort_unstable();
                for x in fresh {
                    word[x as usize] = best.remove(&x);
                    named.push(x);
                }
                power = product(power, g);
                exponent += 1;
            }
        }
        let words: Vec<Vec<u32>> = word
            .into_iter()
            .map(|w| w.expect("every element was reached"))
            .collect();
        // Renumber by normal form.
        let mut by_word: Vec<u32> = (0..order as u32).collect();
        by_word.sort_by(|&x, &y| {
            let (u, v) = (&words[x as usize], &words[y as usize]);
            if word_less(u, v) {
                std::cmp::Ordering::Less
            } else if word_less(v, u) {
                std::cmp::Ordering::Greater
            } else {
                std::cmp::Ordering::Equal
            }
        });
        let mut new_index = vec![0u32; order];
        for (new, &old) in by_word.iter().enumerate() {
            new_index[old as usize] = new as u32;
        }
        let mut new_table = vec![0u32; order * order];
        for x in 0..order {
            for y in 0..order {
                new_table[new_index[x] as usize * order + new_index[y] as usize] =
                    new_index[table[x * order + y] as usize];
            }
        }
        let mut in_p = vec![false; order];
        for &x in p_portion {
            in_p[new_index[x as usize] as usize] = true;
        }
        let normal_forms: Vec<Vec<u32>> = by_word
            .iter()
            .map(|&old| words[old as usize].clone())
            .collect();
        let generators: Vec<u32> = kept.iter().map(|&g| new_index[g as usize]).collect();
        let monoid = BipartiteMonoid {
            order,
            table: new_table,
            p_portion: in_p,
            generators,
            normal_forms,
            relations: std::sync::OnceLock::new(),
        };
        Ok((monoid, new_index))
    }

    /// The same monoid on an irredundant set of its generators, as Plambeck and Siegel's
    /// tables and Siegel's MisereSolver write quotients: generators that are products of the
    /// others are dropped, the earliest (smallest heap) first. (Generators are first kept in
    /// heap order, each unless a product of *earlier* ones; 0.123's heap 6 is the square of
    /// heap 9.) Also the new number of each element.
    pub(crate) fn minimal(&self) -> Result<(BipartiteMonoid, Vec<u32>), String> {
        let mut kept = self.generators.clone();
        let mut i = 0;
        while i < kept.len() {
            let others: Vec<u32> = kept
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, &g)| g)
                .collect();
            if self.generated_by(&others)[kept[i] as usize] {
                kept.remove(i);
            } else {
                i += 1;
            }
        }
        let p_portion = self.p_portion();
        Self::renumbered(self.order, self.identity(), &self.table, &p_portion, &kept)
    }

    /// Which elements the submonoid generated by `generators` holds.
    fn generated_by(&self, generators: &[u32]) -> Vec<bool> {
        let mut reached = vec![false; self.order];
        reached[self.identity() as usize] = true;
        let mut list = vec![self.identity()];
        let mut at = 0;
        while at < list.len() {
            let x = list[at];
            at += 1;
            for &g in generators {
                let y = self.product(x, g);
                if !reached[y as usize] {
                    reached[y as usize] = true;
                    list.push(y);
                }
            }
        }
        reached
    }

    /// The minimal words that are not normal forms, each with its normal form.
    fn find_relations(&self) -> Vec<Relation> {
        let mut candidates: Vec<Relation> = Vec::new();
        for x in 0..self.order {
            for (i, &g) in self.generators.iter().enumerate() {
                let mut left = self.normal_forms[x].clone();
                left[i] += 1;
                let y = self.product(x as u32, g);
                if self.normal_forms[y as usize] != left {
                    candidates.push(Relation {
                        left,
                        right: self.normal_forms[y as usize].clone(),
                    });
                }
            }
        }
        candidates.sort_by(|a, b| {
            if word_less(&a.left, &b.left) {
                std::cmp::Ordering::Less
            } else if word_less(&b.left, &a.left) {
                std::cmp::Ordering::Greater
            } else {
                std::cmp::Ordering::Equal
            }
        });
        candidates.dedup_by(|a, b| a.left == b.left);
        let divides = |u: &[u32], v: &[u32]| u.iter().zip(v).all(|(a, b)| a <= b);
        let mut relations: Vec<Relation> = Vec::new();
        for candidate in candidates {
            if !relations.iter().any(|r| divides(&r.left, &candidate.left)) {
                relations.push(candidate);
            }
        }
        relations
    }

    /// The number of elements.
    pub fn order(&self) -> usize {
        self.order
    }

    /// The identity (always element 0).
    pub fn identity(&self) -> u32 {
        0
    }

    /// The product of two elements.
    #[inline]
    pub(crate) fn product(&self, x: u32, y: u32) -> u32 {
        self.table[x as usize * self.order + y as usize]
    }

    /// Whether `x` lies in the P-portion.
    #[inline]
    pub(crate) fn is_p(&self, x: u32) -> bool {
        self.p_portion[x as usize]
    }

    /// The elements of the P-portion, in order.
    pub(crate) fn p_portion(&self) -> Vec<u32> {
        (0..self.order as u32).filter(|&x| self.is_p(x)).collect()
    }

    /// The generators' elements (named a, b, c, ...).
    pub(crate) fn generators(&self) -> &[u32] {
        &self.generators
    }

    /// The normal form of `x`: its exponent of each generator.
    pub(crate) fn normal_form(&self, x: u32) -> &[u32] {
        &self.normal_forms[x as usize]
    }

    /// The name of `x`: its normal form written out (`1`, `a`, `ab^2`).
    pub(crate) fn name(&self, x: u32) -> String {
        word_name(&self.normal_forms[x as usize])
    }

    /// Every element's name, in order.
    pub(crate) fn names(&self) -> Vec<String> {
        (0..self.order as u32).map(|x| self.name(x)).collect()
    }

    /// The names of the P-portion's elements.
    pub fn p_names(&self) -> Vec<String> {
        self.p_portion().into_iter().map(|x| self.name(x)).collect()
    }

    /// The defining relations.
    pub(crate) fn relations(&self) -> &[Relation] {
        self.relations.get_or_init(|| self.find_relations())
    }

    /// The relations written out: `a^2 = 1`.
    pub fn relation_texts(&self) -> Vec<String> {
        self.relations()
            .iter()
            .map(|r| format!("{} = {}", word_name(&r.left), word_name(&r.right)))
            .collect()
    }

    /// The presentation written out: `⟨a, b | a^2 = 1, b^3 = b⟩`.
    pub(crate) fn presentation(&self) -> String {
        let names: Vec<String> = (0..self.generators.len()).map(generator_name).collect();
        format!(
            "⟨{} | {}⟩",
            names.join(", "),
            self.relation_texts().join(", ")
        )
    }

    /// The element a word in the generators denotes: `1`, `a`, `ab^2c`, `b²`. `None` if the
    /// word cannot be read or names a generator the monoid does not have.
    ///
    /// ```
    /// let q = grundy::quotient::MisereQuotient::compute(
    ///     &grundy::takebreak::Rules::parse_code("0.3").unwrap(), 3).unwrap();
    /// // Heaps of 0.3 move to 0, 1 heap or nothing... its quotient is T1 here.
    /// let m = q.monoid();
    /// assert_eq!(m.evaluate("a^2"), Some(m.identity()));
    /// ```
    pub fn evaluate(&self, word: &str) -> Option<u32> {
        let mut x = self.identity();
        let chars: Vec<char> = word
            .chars()
            .map(|c| match c {
                '²' => '2',
                '³' => '3',
                '⁴' => '4',
                '⁵' => '5',
                other => other,
            })
            .filter(|c| !c.is_whitespace() && *c != '·' && *c != '*')
            .collect();
        if chars == ['1'] {
            return Some(x);
        }
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            if !c.is_ascii_lowercase() {
                return None;
            }
            let g = *self.generators.get((c as u8 - b'a') as usize)?;
            i += 1;
            let mut exponent = 1u32;
            if i < chars.len() && (chars[i] == '^' || chars[i].is_ascii_digit()) {
                if chars[i] == '^' {
                    i += 1;
                }
                let start = i;
                while i < chars.len() && chars[i].is_ascii_digit() {
                    i += 1;
                }
                exponent = chars[start..i].iter().collect::<String>().parse().ok()?;
            }
            for _ in 0..exponent {
                x = self.product(x, g);
            }
        }
        Some(x)
    }

    /// Checks the monoid axioms on the table: the identity, commutativity and associativity
    /// (on every triple `(x, y, g)` with `g` a generator, which implies it for all triples).
    pub fn check_axioms(&self) -> Result<(), String> {
        let n = self.order as u32;
        for x in 0..n {
            if self.product(0, x) != x || self.product(x, 0) != x {
                return Err(format!("1 is not an identity for {}", self.name(x)));
            }
            for y in 0..n {
                if self.product(x, y) != self.product(y, x) {
                    return Err(format!(
                        "{}·{} ≠ {}·{}",
                        self.name(x),
                        self.name(y),
                        self.name(y),
                        self.name(x)
                    ));
                }
                for &g in &self.generators {
                    if self.product(self.product(x, y), g) != self.product(x, self.product(y, g)) {
                        return Err(format!(
                            "({}·{})·{} ≠ {}·({}·{})",
                            self.name(x),
                            self.name(y),
                            self.name(g),
                            self.name(x),
                            self.name(y),
                            self.name(g)
                        ));
                    }
                }
            }
        }
        Ok(())
    }

    /// Whether distinct elements are told apart by the P-portion: for `x ≠ y` some `z` has
    /// `xz` in P and `yz` not, or the other way round (every misère quotient is reduced).
    #[cfg(test)]
    pub(crate) fn is_reduced(&self) -> bool {
        // Refine {P, not P} by the generators' actions until stable (Moore): the blocks are the
        // classes of the coarsest congruence that respects P.
        let n = self.order;
        let mut block: Vec<u32> = (0..n).map(|x| u32::from(self.p_portion[x])).collect();
        let mut count = block
            .iter()
            .copied()
            .collect::<std::collections::HashSet<_>>()
            .len();
        loop {
            let mut ids: HashMap<Vec<u32>, u32> = HashMap::new();
            let mut next = vec![0u32; n];
            for x in 0..n {
                let mut key = vec![block[x]];
                for &g in &self.generators {
                    key.push(block[self.product(x as u32, g) as usize]);
                }
                let fresh = ids.len() as u32;
                next[x] = *ids.entry(key).or_insert(fresh);
            }
            block = next;
            if ids.len() == count {
                return count == n;
            }
            count = ids.len();
        }
    }

    /// Whether this is one of the tame quotients, the quotients of misère Nim (Plambeck &
    /// Siegel 2008; T_k in Siegel's MisereSolver): T1 = ⟨a | a² = 1⟩ with P = {a} on heaps up to
    /// 1, and for k ≥ 2, on heaps below 2^k, T_k of order 2^k + 2: T2 = ⟨a, b | a² = 1, b³ = b⟩
    /// with P = {a, b²}, T3 = ⟨a, b, c | a² = 1, b³ = b, b²c = c, c² = b²⟩, and so on.
    ///
    /// T_k is {1, a} and an ideal G = zQ, z = b², that is a group of 2^k elements, each its own
    /// inverse (z the identity), with a² = 1, az ≠ z and P = {a, z}. Any monoid of that shape
    /// is T_k: G is (Z/2)^k, the products with a are those with az, and an automorphism of G
    /// takes az to any element other than z.
    pub fn is_tame(&self) -> bool {
        let n = self.order;
        let p = self.p_portion();
        if n == 2 {
            let a = 1 - self.identity();
            return self.product(a, a) == self.identity() && p == vec![a];
        }
        if n < 6 || !(n - 2).is_power_of_two() || p.len() != 2 {
            return false;
        }
        let one = self.identity();
        for (z, a) in [(p[0], p[1]), (p[1], p[0])] {
            if z == one || self.product(z, z) != z || self.product(a, a) != one {
                continue;
            }
            let mut in_ideal = vec![false; n];
            for x in 0..n as u32 {
                in_ideal[self.product(z, x) as usize] = true;
            }
            let ideal: Vec<u32> = (0..n as u32).filter(|&x| in_ideal[x as usize]).collect();
            if ideal.len() == n - 2
                && !in_ideal[a as usize]
                && !in_ideal[one as usize]
                && self.product(a, z) != z
                && ideal
                    .iter()
                    .all(|&g| self.product(g, g) == z && self.product(z, g) == g)
            {
                return true;
            }
        }
        false
    }
}

impl fmt::Display for BipartiteMonoid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} of order {}, P = {{{}}}",
            self.presentation(),
            self.order,
            self.p_names().join(", ")
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The cyclic monoid ⟨a | a^(m+p) = a^m⟩ as a table.
    fn cyclic(m: usize, p: usize, p_portion: &[u32]) -> BipartiteMonoid {
        let n = m + p;
        let reduce = |e: usize| if e >= n { m + (e - m) % p } else { e };
        let mut table = vec![0u32; n * n];
        for x in 0..n {
            for y in 0..n {
                table[x * n + y] = reduce(x + y) as u32;
            }
        }
        BipartiteMonoid::new(n, 0, &table, p_portion, &[1]).unwrap()
    }

    #[test]
    fn cyclic_monoids_have_one_relation() {
        let m = cyclic(2, 3, &[1]);
        assert_eq!(m.order(), 5);
        assert_eq!(m.relation_texts(), vec!["a^5 = a^2"]);
        assert!(m.check_axioms().is_ok());
        assert_eq!(m.evaluate("a^7"), m.evaluate("a^4"));
        assert_eq!(m.evaluate("a^2"), Some(2));
        assert_eq!(m.evaluate("b"), None);
        assert_eq!(m.evaluate("a^"), None);
        // P = {a} tells a^2 from a^4? a^2·a^3 = a^5 = a^2 and a^4·a^3 = a^7 = a^4: x·a^k is in
        // P only for x·a^k = a, so only 1 and a reach it; the others are not told apart.
        assert!(!m.is_reduced());
        assert!(cyclic(0, 2, &[1]).is_reduced());
        assert!(cyclic(0, 2, &[1]).is_tame());
        assert!(!cyclic(0, 2, &[0]).is_tame());
    }

    #[test]
    fn bad_tables_are_refused() {
        assert!(BipartiteMonoid::new(2, 0, &[0, 1, 1], &[], &[1]).is_err());
        assert!(BipartiteMonoid::new(2, 0, &[0, 1, 1, 5], &[], &[1]).is_err());
        // The generator 0 (the identity) generates nothing.
        assert!(BipartiteMonoid::new(2, 0, &[0, 1, 1, 0], &[], &[0]).is_err());
    }

    #[test]
    fn a_broken_table_fails_the_axioms() {
        let mut m = cyclic(0, 3, &[1]);
        // Make a·a² = a² instead of 1: no longer associative with the rest.
        let n = m.order;
        m.table[n + 2] = 2;
        assert!(m.check_axioms().is_err());
    }
}
