//! Misère sums of one take-and-break game's heaps, answered by the game's misère quotient.
//!
//! Quotients are kept per game (the one covering the most heaps) in the computation's
//! [caches](crate::budget::Caches), so that a second sum of the same game is answered without
//! computing again; a game whose quotient was too large for the
//! quick attempt is remembered too, and its sums go to exhaustive search.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use super::{MisereAnalysis, MisereMethod};
use crate::budget::Budget;
use crate::budget::tr;
use crate::quotient::{MisereQuotient, outgrew_limits};
use crate::takebreak::Rules;
use crate::{GameError, Outcome, Sum};

/// The largest heap for which a quotient is computed; a larger heap is answered when the
/// quotient on heaps up to this size has a proven period (else it goes to search).
pub(crate) const MAX_QUOTIENT_HEAP: u64 = 2_000;

/// The most words of a box, or pairs of a proof, the quick attempt allows.
pub(crate) const QUICK_QUOTIENT_SIZE: u64 = 200_000;

/// The quotients computed so far, and the heap sizes from which each game's was too large.
#[derive(Default)]
struct Known {
    quotients: HashMap<Rules, Arc<MisereQuotient>>,
    too_large_from: HashMap<Rules, usize>,
}

/// The kept quotients, in the computation's [caches](crate::budget::Caches).
#[derive(Default)]
struct KnownQuotients(Mutex<Known>);

/// The most games remembered.
const MAX_KNOWN: usize = 64;

/// The quotient of `rules` covering heaps up to `heaps`, computed or remembered; `None` if it
/// is too large for the quick attempt.
pub(crate) fn quotient_for(
    rules: &Rules,
    heaps: usize,
) -> Result<Option<Arc<MisereQuotient>>, GameError> {
    let kept = Budget::current().context().caches().get::<KnownQuotients>();
    {
        let known = kept.0.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(q) = known.quotients.get(rules)
            && q.heaps() >= heaps
        {
            return Ok(Some(Arc::clone(q)));
        }
        if let Some(&from) = known.too_large_from.get(rules)
            && heaps >= from
        {
            return Ok(None);
        }
    }
    let result = MisereQuotient::compute_within(rules, heaps, QUICK_QUOTIENT_SIZE);
    let mut known = kept.0.lock().unwrap_or_else(PoisonError::into_inner);
    if known.quotients.len() + known.too_large_from.len() >= MAX_KNOWN {
        known.quotients.clear();
        known.too_large_from.clear();
    }
    match result {
        Ok(q) => {
            let q = Arc::new(q);
            known.quotients.insert(rules.clone(), Arc::clone(&q));
            Ok(Some(q))
        }
        Err(error) if outgrew_limits(&error) => {
            let from = known.too_large_from.entry(rules.clone()).or_insert(heaps);
            *from = (*from).min(heaps);
            Ok(None)
        }
        Err(other) => Err(other),
    }
}

/// The quotient of `rules` that answers every heap up to `largest`: computed on heaps up to it
/// within [`MAX_QUOTIENT_HEAP`], and beyond only when the heap map's period is proven (each
/// larger heap's element then follows from it); `None` when it is too large for the quick
/// attempt.
pub(crate) fn quotient_covering(
    rules: &Rules,
    largest: u64,
) -> Result<Option<Arc<MisereQuotient>>, GameError> {
    if largest <= MAX_QUOTIENT_HEAP {
        quotient_for(rules, largest as usize)
    } else {
        Ok(
            quotient_for(rules, MAX_QUOTIENT_HEAP as usize)?
                .filter(|q| q.proven_period().is_some()),
        )
    }
}

/// The sum's heaps when it is a sum of heaps of one take-and-break game: the rules and each
/// component's heap size.
fn heaps_of(sum: &Sum) -> Option<(Rules, Vec<u64>)> {
    let mut components = sum.components();
    let first = components.next()?;
    let family = first.family_name();
    if sum.components().any(|c| c.family_name() != family) {
        return None;
    }
    let rules = first.family().take_break()?;
    let heaps: Vec<u64> = sum
        .components()
        .map(|c| c.format_args().parse::<u64>().ok())
        .collect::<Option<_>>()?;
    Some((rules, heaps))
}

/// The misère analysis of a sum of one take-and-break game's heaps by its quotient; `None`
/// when the sum is not of that kind or the quotient is too large.
pub(crate) fn misere_by_quotient(sum: &Sum) -> Result<Option<MisereAnalysis>, GameError> {
    let Some((rules, heaps)) = heaps_of(sum) else {
        return Ok(None);
    };
    let largest = heaps.iter().copied().max().unwrap_or(0);
    let Some(q) = quotient_covering(&rules, largest)? else {
        return Ok(None);
    };
    let m = q.monoid();
    let element = |heap: u64| {
        q.heap_element(heap)
            .expect("a proven period covers every heap")
    };
    let elements: Vec<u32> = heaps.iter().map(|&h| element(h)).collect();
    let total = elements.iter().fold(m.identity(), |x, &e| m.product(x, e));
    let outcome = Outcome::from_is_zero(m.is_p(total));
    let mut winning_moves = Vec::new();
    let components: Vec<_> = sum.components().cloned().collect();
    for (index, (component, &others)) in components.iter().zip(&q.others(&elements)).enumerate() {
        for component_move in component.options()? {
            let parts: Option<Vec<u64>> = component_move
                .parts
                .iter()
                .map(|part| part.format_args().parse().ok())
                .collect();
            let Some(parts) = parts else {
                return Ok(None);
            };
            if q.wins_by_leaving(others, &parts)
                .expect("a proven period covers every heap")
            {
                winning_moves.push(sum.after(index, component_move));
            }
        }
    }
    Ok(Some(MisereAnalysis {
        outcome,
        method: MisereMethod::Quotient,
        winning_moves,
        quotient: Some(q),
        genera: Vec::new(),
        among_heaps: None,
    }))
}

/// The reasoning of a quotient analysis: the quotient, each heap's element, the product.
pub(crate) fn explain(q: &MisereQuotient, sum: &Sum) -> String {
    let m = q.monoid();
    let mut text = tr!(
        "misere-quotient",
        rules = q.rules().to_string(),
        heaps = q.heaps(),
        order = m.order(),
        presentation = m.presentation(),
        p_portion = m.p_names().join(", ")
    );
    text += "\n";
    let generators: Vec<String> = q
        .generator_heaps()
        .iter()
        .enumerate()
        .map(|(i, &h)| {
            tr!(
                "misere-generator",
                name = crate::quotient::monoid::generator_name(i),
                heap = h
            )
        })
        .collect();
    if !generators.is_empty() {
        text += &tr!("misere-generators", generators = generators.join(", "));
        text += "\n";
    }
    let mut names = Vec::new();
    let mut total = m.identity();
    let mut beyond = false;
    for c in sum.components() {
        let heap = c.format_args().parse::<u64>().ok();
        if let Some((heap, x)) = heap.and_then(|h| Some((h, q.heap_element(h)?))) {
            names.push(format!("{} = {}", c.expression(), m.name(x)));
            total = m.product(total, x);
            beyond |= heap > q.heaps() as u64;
        }
    }
    text += &tr!("misere-elements", elements = names.join(", "));
    text += "\n";
    if let (true, Some((from, period))) = (beyond, q.proven_period()) {
        text += &tr!(
            "misere-heap-period",
            heaps = q.heaps(),
            period = period,
            from = from
        );
        text += "\n";
    }
    if let Some(line) = genera_line(q, sum) {
        text += &line;
    }
    text += &if m.is_p(total) {
        tr!("misere-product-in-p", product = m.name(total))
    } else {
        tr!("misere-product-not-in-p", product = m.name(total))
    };
    text += "\n";
    text
}

/// The largest heap whose genus `--explain` shows: the sums of heaps it reaches stay few.
const MAX_EXPLAINED_GENUS_HEAP: usize = 24;

/// Conway's genus of each heap of the sum, when the heaps are small enough to be quick.
fn genera_line(q: &MisereQuotient, sum: &Sum) -> Option<String> {
    let heaps: Vec<usize> = sum
        .components()
        .map(|c| c.format_args().parse::<usize>().ok())
        .collect::<Option<_>>()?;
    let largest = heaps.iter().copied().max()?;
    if largest > MAX_EXPLAINED_GENUS_HEAP {
        return None;
    }
    let genera = crate::quotient::genus::heap_genera(q.rules(), largest).ok()?;
    let mut seen = Vec::new();
    let named: Vec<String> = heaps
        .iter()
        .filter(|h| {
            let fresh = !seen.contains(*h);
            seen.push(**h);
            fresh
        })
        .map(|&h| {
            let genus = genera.genera()[h].to_string();
            if genera.tame_heaps()[h] {
                tr!("misere-genus", heap = h, genus = genus)
            } else {
                tr!("misere-genus-wild", heap = h, genus = genus)
            }
        })
        .collect();
    Some(tr!("misere-genera", genera = named.join(", ")) + "\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotient_explanations_speak_chinese() {
        let budget = crate::budget::chinese();
        let sum = crate::parse("octal[0.75](1,2,3,4,5)").unwrap();
        let text = budget.run(|| sum.misere().unwrap().explain(&sum));
        assert!(text.contains("P 部分为 {a, b^2}。"), "{text}");
        assert!(text.contains("大小为 5 的堆：1^{431}（wild）"), "{text}");
        assert!(text.contains("它们的积是 ab^2，不属于 P 部分。"), "{text}");
    }

    #[test]
    fn sums_of_one_game_use_the_quotient() {
        let sum = crate::parse("octal[0.75](1,2,3,4,5)").unwrap();
        let analysis = sum.misere().unwrap();
        assert_eq!(analysis.method, MisereMethod::Quotient);
        let text = analysis.explain(&sum);
        assert!(text.contains("Their product is"), "{text}");
        // Heap 1 is *1, of genus 1^{031} (Conway, ONAG ch. 12).
        assert!(text.contains("heap 1: 1^{031}"), "{text}");
        // Mixed families and Nim are not answered by a quotient.
        let mixed = crate::parse("octal[0.75](3) + kayles(2)").unwrap();
        assert!(misere_by_quotient(&mixed).unwrap().is_none());
    }

    #[test]
    fn quotients_are_kept_in_the_caches_a_computation_is_lent() {
        let shared = Arc::new(crate::budget::Caches::default());
        let rules = Rules::parse_code("0.75").unwrap();
        let quotient = || {
            let budget = Budget::default();
            budget.context().use_caches(Arc::clone(&shared));
            budget.run(|| quotient_for(&rules, 12)).unwrap().unwrap()
        };
        let (first, second) = (quotient(), quotient());
        assert!(first.heaps() >= 12);
        assert!(
            Arc::ptr_eq(&first, &second),
            "the second sum reuses the first's quotient"
        );
        let known = shared.get::<KnownQuotients>();
        let known = known.0.lock().unwrap();
        assert_eq!(known.quotients.len(), 1);
        // A computation with caches of its own does not see them.
        let alone = Budget::default();
        let kept = alone.context().caches().get::<KnownQuotients>();
        assert!(kept.0.lock().unwrap().quotients.is_empty());
    }

    /// Heaps beyond the computed heap map take their elements from its proven period: the
    /// outcome and every winning move agree with a quotient computed on heaps up to 2,600.
    #[test]
    fn heaps_beyond_the_computed_map_follow_the_proven_period() {
        let rules = Rules::parse_code("0.77").unwrap();
        let direct = MisereQuotient::compute_every_heap(&rules, 2_600).unwrap();
        let moves_of = |component: usize, moves: Vec<Vec<u64>>| {
            moves.into_iter().map(move |mut parts| {
                parts.sort_unstable();
                (component, parts)
            })
        };
        for heaps in [
            vec![2_001, 3],
            vec![2_599, 1, 4],
            vec![2_347, 2_100],
            vec![2_500, 2_501],
        ] {
            let expression = heaps
                .iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
                .join(",");
            let sum = crate::parse(&format!("kayles({expression})")).unwrap();
            let analysis = sum.misere().unwrap();
            assert_eq!(analysis.method, MisereMethod::Quotient, "{sum}");
            assert!(analysis.quotient.as_ref().unwrap().heaps() < 2_001);
            assert_eq!(Some(analysis.outcome), direct.outcome(&heaps), "{sum}");
            let mut listed: Vec<(usize, Vec<u64>)> = analysis
                .winning_moves
                .iter()
                .flat_map(|m| {
                    let parts = m
                        .replacement
                        .split(',')
                        .filter(|part| !part.is_empty())
                        .map(|part| part.parse().unwrap())
                        .collect();
                    moves_of(m.component, vec![parts])
                })
                .collect();
            let mut expected: Vec<(usize, Vec<u64>)> = direct
                .winning_moves(&heaps)
                .unwrap()
                .into_iter()
                .flat_map(|(component, parts)| moves_of(component, vec![parts]))
                .collect();
            listed.sort();
            expected.sort();
            assert_eq!(listed, expected, "{sum}");
            if analysis.outcome == Outcome::N {
                assert!(!listed.is_empty(), "{sum}");
            }
        }
        // A heap with more options than are listed is refused in words, by the listing itself.
        let huge = crate::parse("kayles(1000000001, 3)").unwrap();
        let error = huge.misere().unwrap_err().to_string();
        assert!(error.contains("too many options to list"), "{error}");
    }

    #[test]
    fn forty_heaps_are_answered_like_the_search_answers_few() {
        // The quotient answers forty heaps at once; on a few heaps it agrees with search.
        let heaps: Vec<String> = (0..40).map(|i| ((i * 7) % 31).to_string()).collect();
        let sum = crate::parse(&format!("octal[0.75]({})", heaps.join(","))).unwrap();
        let analysis = misere_by_quotient(&sum).unwrap().unwrap();
        assert_eq!(analysis.method, MisereMethod::Quotient);
        for few in ["3,4", "5,5,1", "2,6,7", "9,1,1"] {
            let sum = crate::parse(&format!("octal[0.75]({few})")).unwrap();
            let by_q = misere_by_quotient(&sum).unwrap().unwrap();
            let searched = crate::Budget::default().run(|| {
                // The search, as the definition.
                crate::misere::search(&sum)
            });
            let searched = searched.unwrap();
            assert_eq!(by_q.outcome, searched.outcome, "{few}");
            let moves = |a: &MisereAnalysis| {
                let mut v: Vec<String> = a.winning_moves.iter().map(|m| m.to.to_string()).collect();
                v.sort();
                v
            };
            assert_eq!(moves(&by_q), moves(&searched), "{few}");
        }
    }
}
