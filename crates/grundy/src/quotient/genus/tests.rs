use std::collections::HashMap;

use proptest::prelude::*;

use super::*;
use crate::budget::LimitExceeded;
use crate::quotient::MisereQuotient;
use crate::quotient::tests::code_strategy;

/// The definitions, by exhaustive search: normal and misère Grundy values of a sum of heaps
/// plus `twos` Nim heaps of 2 and `ones` Nim heaps of 1, every move played out.
struct Slow<'a> {
    rules: &'a Rules,
    misere: HashMap<(Vec<u64>, u32, u32), u32>,
    normal: HashMap<Vec<u64>, u32>,
}

fn mex(values: &[u32]) -> u32 {
    (0..).find(|v| !values.contains(v)).unwrap()
}

impl Slow<'_> {
    fn new(rules: &Rules) -> Slow<'_> {
        Slow {
            rules,
            misere: HashMap::new(),
            normal: HashMap::new(),
        }
    }

    /// Every sum after one move in one of the heaps.
    fn heap_moves(&self, heaps: &[u64]) -> Vec<Vec<u64>> {
        let mut list = Vec::new();
        for i in 0..heaps.len() {
            for parts in self.rules.options(heaps[i]) {
                let mut next: Vec<u64> = heaps[..i].to_vec();
                next.extend_from_slice(&heaps[i + 1..]);
                next.extend(parts);
                next.sort_unstable();
                list.push(next);
            }
        }
        list
    }

    fn normal(&mut self, heaps: Vec<u64>) -> u32 {
        if let Some(&v) = self.normal.get(&heaps) {
            return v;
        }
        let values: Vec<u32> = self
            .heap_moves(&heaps)
            .into_iter()
            .map(|next| self.normal(next))
            .collect();
        let v = mex(&values);
        self.normal.insert(heaps, v);
        v
    }

    fn misere(&mut self, heaps: Vec<u64>, twos: u32, ones: u32) -> u32 {
        let key = (heaps.clone(), twos, ones);
        if let Some(&v) = self.misere.get(&key) {
            return v;
        }
        let mut values: Vec<u32> = self
            .heap_moves(&heaps)
            .into_iter()
            .map(|next| self.misere(next, twos, ones))
            .collect();
        if twos > 0 {
            // *2 to *1 or to 0.
            values.push(self.misere(heaps.clone(), twos - 1, ones + 1));
            values.push(self.misere(heaps.clone(), twos - 1, ones));
        }
        if ones > 0 {
            values.push(self.misere(heaps.clone(), twos, ones - 1));
        }
        let v = if values.is_empty() { 1 } else { mex(&values) };
        self.misere.insert(key, v);
        v
    }
}

fn symbols(code: &str, heaps: usize) -> Vec<String> {
    heap_genera(&Rules::parse_code(code).unwrap(), heaps)
        .unwrap()
        .genera()
        .iter()
        .map(Genus::to_string)
        .collect()
}

#[test]
fn nim_heaps_have_the_tame_genera() {
    // *0 = 0^{1202020…} and *1 = 1^{0313131…} (the "Genus Sequences" page of the World Game of
    // Sprouts Association, wgosa.org/genusseq.htm, after Winning Ways ch. 13); *a = a^{a(a⊕2)}
    // for a ≥ 2 (Conway, On Numbers and Games, ch. 12: Nim heaps of 2 or more play misère as
    // in normal play).
    assert_eq!(
        symbols("0.3333333", 7),
        [
            "0^{120}", "1^{031}", "2^{20}", "3^{31}", "4^{46}", "5^{57}", "6^{64}", "7^{75}"
        ]
    );
    let nim = heap_genera(&Rules::parse_code("0.3333333").unwrap(), 7).unwrap();
    assert!(nim.is_tame());
    // The genus of *0 written out: γ0 = 1 (no move), then 2, 0, 2, 0, …
    let zero = &nim.genera()[0];
    let gammas: Vec<u32> = (0..7).map(|k| zero.gamma(k)).collect();
    assert_eq!(gammas, [1, 2, 0, 2, 0, 2, 0]);
}

#[test]
fn octal_0312_has_plambecks_genera() {
    // Plambeck, "0.312" (plambeck.org/oldhtml/mathematics/games/misere/quaternary/0312): the
    // single-heap genera of heaps 1 to 6 are 1^{03131} (the same sequence as 1^{031}, written
    // longer), 2^{20}, 0^{02}, 2^{1420}, 0^{02}, 1^{13}; the heap of 4 is the wild one.
    let g = symbols("0.312", 6);
    assert_eq!(
        g[1..],
        [
            "1^{031}", "2^{20}", "0^{02}", "2^{1420}", "0^{02}", "1^{13}"
        ]
    );
    let genera = heap_genera(&Rules::parse_code("0.312").unwrap(), 6).unwrap();
    let tame = genera.tame_heaps();
    assert_eq!(tame[..4], [true, true, true, true]);
    // Heap 5's own genus is tame, but it can move to the wild heap 4.
    assert!(!tame[4] && !tame[5]);
}

#[test]
fn the_budget_bounds_the_sums_valued() {
    let kayles = Rules::parse_code("0.77").unwrap();
    let error = Budget::default()
        .with_state_limit(1_000)
        .run(|| heap_genera(&kayles, 60))
        .unwrap_err();
    assert!(
        matches!(error, GameError::Limit(LimitExceeded::States { .. })),
        "{error}"
    );
    assert!(heap_genera(&kayles, MAX_GENUS_HEAPS + 1).is_err());
}

#[test]
fn tame_games_have_the_quotients_of_nim() {
    // Misère Nim on heaps up to 7 is tame, with the Nim quotient of order 2^3 + 2; 0.75's
    // quotient R8 (Plambeck & Siegel 2008) is not a tame one, and a genus says so.
    let nim = Rules::parse_code("0.3333333").unwrap();
    assert!(heap_genera(&nim, 7).unwrap().is_tame());
    assert_eq!(
        MisereQuotient::compute(&nim, 7).unwrap().monoid().order(),
        10
    );
    let r8 = Rules::parse_code("0.75").unwrap();
    assert!(!heap_genera(&r8, 12).unwrap().is_tame());
}

/// The orders of tame quotients: trivial, T1, and Nim's `2^k + 2` (T2 = 6, then 10, 18, …).
fn is_tame_order(order: usize) -> bool {
    order == 1 || order == 2 || (order >= 6 && (order - 2).is_power_of_two())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(80))]

    /// The genus recursion equals the definition: normal and misère Grundy values of each heap
    /// plus k copies of *2, by exhaustive search, past the written superscript.
    #[test]
    fn genera_equal_exhaustive_search(code in code_strategy(), heaps in 0usize..8) {
        let rules = Rules::parse_code(&code).unwrap();
        let genera = heap_genera(&rules, heaps).unwrap();
        let mut slow = Slow::new(&rules);
        for (h, genus) in genera.genera().iter().enumerate() {
            let heap = vec![h as u64];
            prop_assert_eq!(genus.normal(), slow.normal(heap.clone()), "{} heap {}", code, h);
            let len = genus.abbreviated().len();
            for k in 0..len + 6 {
                prop_assert_eq!(
                    genus.gamma(k),
                    slow.misere(heap.clone(), k as u32, 0),
                    "{} heap {} γ{}", code, h, k
                );
            }
        }
    }

    /// Tameness read from the genera agrees with the misère quotient: a game is tame exactly
    /// when its quotient is trivial or one of misère Nim's T_k.
    #[test]
    fn tameness_agrees_with_the_quotient(code in code_strategy(), heaps in 1usize..8) {
        let rules = Rules::parse_code(&code).unwrap();
        let budget = Budget::default().with_state_limit(200_000);
        let Ok(q) = budget.run(|| MisereQuotient::compute(&rules, heaps)) else {
            return Err(TestCaseError::reject(format!("{code}: quotient too large")));
        };
        let genera = heap_genera(&rules, heaps).unwrap();
        let order = q.monoid().order();
        if genera.is_tame() {
            prop_assert!(is_tame_order(order), "{} to {}: tame, quotient of order {}", code, heaps, order);
        }
        prop_assert_eq!(
            q.is_tame(),
            genera.is_tame(),
            "{} to {}: quotient {}", code, heaps, q.monoid()
        );
    }
}
