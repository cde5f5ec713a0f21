use super::*;
use proptest::prelude::*;

fn quotient(code: &str, heaps: usize) -> MisereQuotient {
    let q = MisereQuotient::compute(&Rules::parse_code(code).unwrap(), heaps).unwrap();
    check_structure(&q);
    q
}

/// Every computed quotient is a reduced commutative monoid whose heap map reaches every element.
fn check_structure(q: &MisereQuotient) {
    let m = q.monoid();
    m.check_axioms().unwrap();
    assert!(m.is_reduced(), "{} is not reduced", m);
    // Plambeck & Siegel 2008 prove that every misère quotient of impartial games (other than
    // the trivial one, of a game with no move) has even order (as cited by Rubinstein-Salzedo
    // and Zhou, "Finite cardinalities of misère quotients", arXiv:2603.18244, §1).
    assert!(
        m.order() == 1 || m.order().is_multiple_of(2),
        "{m} has odd order"
    );
    // The generators are heaps' elements, and products of heaps reach every element.
    for (i, &g) in m.generators().iter().enumerate() {
        assert_eq!(q.heap_map()[q.generator_heaps()[i]], g);
    }
    let mut reached = vec![false; m.order()];
    reached[0] = true;
    let mut list = vec![0u32];
    let mut i = 0;
    while i < list.len() {
        let x = list[i];
        i += 1;
        for &h in q.heap_map() {
            let y = m.product(x, h);
            if !reached[y as usize] {
                reached[y as usize] = true;
                list.push(y);
            }
        }
    }
    assert_eq!(list.len(), m.order());
    // Normal forms name distinct elements and evaluate back to themselves.
    for x in 0..m.order() as u32 {
        assert_eq!(m.evaluate(&m.name(x)), Some(x), "{}", m.name(x));
    }
}

/// The misère outcome and winning moves of `heaps` by the library's exhaustive search (the
/// definition), with results written as sorted heap lists.
fn searched(code: &str, heaps: &[u64]) -> (Outcome, Vec<Vec<u64>>) {
    searched_game(&format!("octal[{code}]"), heaps)
}

/// [`searched`] for a family written out: `octal[0.07]`, `grundy`.
fn searched_game(family: &str, heaps: &[u64]) -> (Outcome, Vec<Vec<u64>>) {
    let written: Vec<String> = heaps.iter().map(u64::to_string).collect();
    let sum = crate::parse(&format!("{family}({})", written.join(","))).unwrap();
    let analysis = crate::misere::search(&sum).unwrap();
    let mut results: Vec<Vec<u64>> = analysis
        .winning_moves
        .iter()
        .map(|m| {
            let mut after: Vec<u64> =
                m.to.components()
                    .filter_map(|c| c.format_args().parse::<u64>().ok())
                    .filter(|&h| h > 0)
                    .collect();
            after.sort_unstable();
            after
        })
        .collect();
    results.sort();
    results.dedup();
    (analysis.outcome, results)
}

fn by_quotient(q: &MisereQuotient, heaps: &[u64]) -> (Outcome, Vec<Vec<u64>>) {
    let outcome = q.outcome(heaps).unwrap();
    let mut results: Vec<Vec<u64>> = q
        .winning_moves(heaps)
        .unwrap()
        .into_iter()
        .map(|(i, parts)| {
            let mut after: Vec<u64> = heaps
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, &h)| h)
                .chain(parts)
                .filter(|&h| h > 0)
                .collect();
            after.sort_unstable();
            after
        })
        .collect();
    results.sort();
    results.dedup();
    (outcome, results)
}

#[test]
fn misere_nim_gives_the_tame_quotients() {
    // Plambeck & Siegel 2008 (and the reference notes): misère Nim on heaps up to 1 has the
    // quotient T1 = ⟨a | a² = 1⟩, P = {a}; on heaps up to 3, T2 = ⟨a, b | a² = 1, b³ = b⟩,
    // P = {a, b²}.
    let t1 = quotient("0.333", 1);
    assert_eq!(t1.monoid().order(), 2);
    assert_eq!(t1.monoid().relation_texts(), vec!["a^2 = 1"]);
    assert_eq!(t1.monoid().p_names(), vec!["a"]);
    assert!(t1.is_tame());
    let t2 = quotient("0.333", 3);
    assert_eq!(t2.monoid().order(), 6);
    assert_eq!(t2.monoid().relation_texts(), vec!["a^2 = 1", "b^3 = b"]);
    assert_eq!(t2.monoid().p_names(), vec!["a", "b^2"]);
    assert!(t2.is_tame());
    // Heaps up to 7: by Bouton's rule a sum of Nim heaps is known by its nim-sum and whether
    // some heap exceeds 1, giving 8 classes with a large heap and 2 (nim-sum 0 or 1) without.
    // That is T3 = ⟨a, b, c | a² = 1, b³ = b, b²c = c, c² = b²⟩, P = {a, b²}, tame.
    let nim7 = quotient("0.3333333", 7);
    assert_eq!(nim7.monoid().order(), 10);
    let mut relations = nim7.monoid().relation_texts();
    relations.sort();
    assert_eq!(relations, ["a^2 = 1", "b^2c = c", "b^3 = b", "c^2 = b^2"]);
    assert_eq!(nim7.monoid().p_names(), vec!["a", "b^2"]);
    assert!(nim7.is_tame());
    // 0.75's R8 has |P| = 2 too, and 8 - 2 is no power of two; Kayles' quotient of order
    // 40 is wild.
    assert!(!quotient("0.75", 20).is_tame());
    assert!(!quotient("0.77", 30).is_tame());
}

#[test]
fn kayles_and_dawson_small_heaps_agree_with_search() {
    for (code, heaps) in [
        ("0.77", 8),
        ("0.07", 9),
        ("0.137", 8),
        ("0.75", 8),
        ("4.7", 7),
    ] {
        let q = quotient(code, heaps);
        for a in 0..=heaps as u64 {
            for b in a..=heaps as u64 {
                let sum = [a, b];
                assert_eq!(
                    by_quotient(&q, &sum),
                    searched(code, &sum),
                    "{code} {sum:?}"
                );
            }
        }
    }
}

#[test]
fn a_small_budget_stops_a_large_quotient() {
    let rules = Rules::parse_code("0.3122").unwrap();
    let budget = Budget::default().with_state_limit(2_000);
    let error = budget
        .run(|| MisereQuotient::compute(&rules, 7))
        .unwrap_err();
    assert!(
        matches!(error, GameError::Limit(LimitExceeded::States { .. })),
        "{error}"
    );
}

#[test]
fn out_of_range_heaps_have_no_answer() {
    let q = quotient("0.77", 5);
    assert_eq!(q.outcome(&[6]), None);
    assert_eq!(q.winning_moves(&[1, 6]), None);
    assert!(MisereQuotient::compute(&Rules::parse_code("0.77").unwrap(), MAX_HEAPS + 1).is_err());
}

/// Codes with digits drawn from every kind of move (0.d1d2d3 and 4.d1d2).
pub(super) fn code_strategy() -> impl Strategy<Value = String> {
    (
        prop::sample::select(vec!["0", "4"]),
        proptest::collection::vec(0u8..8, 1..4),
    )
        .prop_map(|(first, digits)| {
            let rest: String = digits.iter().map(|d| char::from(b'0' + d)).collect();
            format!("{first}.{rest}")
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]

    /// On random codes, the quotient's outcome and winning moves equal exhaustive misère
    /// search on random sums of small heaps, and the quotient is a reduced monoid.
    #[test]
    fn quotients_agree_with_exhaustive_search(
        code in code_strategy(),
        sums in proptest::collection::vec(proptest::collection::vec(0u64..8, 1..5), 8),
    ) {
        let rules = Rules::parse_code(&code).unwrap();
        let budget = Budget::default().with_state_limit(200_000);
        let Ok(q) = budget.run(|| MisereQuotient::compute(&rules, 7)) else {
            // Too large for this budget: say so rather than pass silently.
            return Err(TestCaseError::reject(format!("{code}: quotient too large")));
        };
        check_structure(&q);
        for sum in &sums {
            prop_assert_eq!(by_quotient(&q, sum), searched(&code, sum), "{} {:?}", code, sum);
        }
    }
}

/// A quotient as Siegel's MisereSolver printed it (`miseresolver.txt`).
struct Solved {
    code: String,
    heaps: usize,
    order: usize,
    p_size: usize,
    tame: bool,
    generators: Vec<String>,
    relations: Vec<(String, String)>,
    p_portion: Vec<String>,
    /// The element of each heap from 0, as a word.
    phi: Vec<String>,
}

fn miseresolver_quotients() -> Vec<Solved> {
    let text = include_str!("miseresolver.txt");
    let mut solved = Vec::new();
    let mut lines = text.lines().filter(|line| !line.starts_with('#'));
    while let Some(header) = lines.next() {
        let [code, heaps] = header
            .strip_prefix("== ")
            .and_then(|rest| rest.split_once(' '))
            .map(|(code, heaps)| [code, heaps])
            .unwrap_or_else(|| panic!("a block starts with == CODE HEAPS, not {header:?}"));
        let (facts, quotient, phi) = (
            lines.next().unwrap(),
            lines.next().unwrap(),
            lines.next().unwrap(),
        );
        let number_after = |label: &str| -> usize {
            let at = facts.find(label).unwrap() + label.len();
            facts[at..]
                .split_whitespace()
                .next()
                .unwrap()
                .parse()
                .unwrap()
        };
        let (presentation, p_portion) = quotient
            .strip_prefix("Q = <")
            .and_then(|rest| rest.split_once(">; P = {"))
            .unwrap();
        let (generators, relations) = presentation.split_once(" | ").unwrap();
        solved.push(Solved {
            code: code.to_string(),
            heaps: heaps.parse().unwrap(),
            order: number_after("|Q| = "),
            p_size: number_after("|P| = "),
            tame: facts.ends_with("tame=true"),
            generators: generators.split(',').map(str::to_string).collect(),
            relations: relations
                .split(',')
                .map(|relation| {
                    let (left, right) = relation.split_once('=').unwrap();
                    (left.to_string(), right.to_string())
                })
                .collect(),
            p_portion: p_portion
                .trim_end_matches('}')
                .split(',')
                .map(str::to_string)
                .collect(),
            phi: phi
                .strip_prefix("Phi = ")
                .unwrap()
                .split_whitespace()
                .map(str::to_string)
                .collect(),
        });
    }
    solved
}

/// Our quotients are, letter for letter, the quotients Siegel's MisereSolver computes, for
/// eleven octal games: the same order, P-portion size and tameness, the same presentation (the
/// same generators and relations, in the same order), P-portion and heap map. Among them is the
/// one published order, Siegel's "Q_30(0.07) has size 360" (see `miseresolver.txt`).
#[test]
fn quotients_equal_miseresolvers() {
    let solved = miseresolver_quotients();
    assert_eq!(solved.len(), 11);
    for s in solved {
        let q = quotient(&s.code, s.heaps);
        let m = q.monoid();
        let what = format!("{} on heaps up to {}", s.code, s.heaps);
        assert_eq!(m.order(), s.order, "{what}");
        assert_eq!(m.p_portion().len(), s.p_size, "{what}");
        assert_eq!(q.is_tame(), s.tame, "{what}");
        assert_eq!(m.generators().len(), s.generators.len(), "{what}");
        let relations: Vec<String> = s
            .relations
            .iter()
            .map(|(left, right)| format!("{} = {}", with_carets(left), with_carets(right)))
            .collect();
        assert_eq!(m.relation_texts(), relations, "{what}");
        let p: Vec<String> = s.p_portion.iter().map(|w| with_carets(w)).collect();
        assert_eq!(m.p_names(), p, "{what}");
        let phi: Vec<String> = s.phi.iter().map(|w| with_carets(w)).collect();
        assert_eq!(q.heap_names(), phi, "{what}");
    }
}

/// A word of MisereSolver's written as ours: `ab2c` as `ab^2c`.
fn with_carets(word: &str) -> String {
    let mut out = String::new();
    let mut previous_digit = false;
    for c in word.chars() {
        if c.is_ascii_digit() && !previous_digit && word != "1" {
            out.push('^');
        }
        previous_digit = c.is_ascii_digit();
        out.push(c);
    }
    out
}

#[test]
fn octal_075_has_the_quotient_r8() {
    // Plambeck & Siegel, "Misère quotients for impartial games" (JCTA 2008): the quotient of
    // 0.75 is R8 = ⟨a, b, c | a² = 1, b³ = b, bc = ab, c² = b²⟩ with P = {a, b²}; Siegel, "The
    // structure and classification of misère quotients" (arXiv math/0703070) proves that R8 is
    // the only quotient of order 8. Every sum of two or three heaps agrees with search.
    let q = quotient("0.75", 40);
    assert_eq!(q.monoid().order(), 8);
    let mut relations = q.monoid().relation_texts();
    relations.sort();
    assert_eq!(relations, ["a^2 = 1", "b^3 = b", "bc = ab", "c^2 = b^2"]);
    assert_eq!(q.monoid().p_names(), ["a", "b^2"]);
    assert_eq!(q.generator_heaps(), [1, 2, 5]);
    for a in 1..=12u64 {
        for b in a..=12 {
            for c in [0, 3, 9] {
                let sum = [a, b, c];
                assert_eq!(by_quotient(&q, &sum), searched("0.75", &sum), "{sum:?}");
            }
        }
    }
}

/// A reproducible stream of sums of one to four heaps of sizes `1..=max_heap`, at most
/// `max_tokens` tokens in all (xorshift, so that a failure names a sum that can be replayed).
fn random_sums(seed: u64, count: usize, max_heap: u64, max_tokens: u64) -> Vec<Vec<u64>> {
    let mut state = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    let mut next = move |bound: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % bound
    };
    (0..count)
        .map(|_| {
            let parts = 1 + next(4);
            let mut sum = Vec::new();
            let mut tokens = 0;
            for _ in 0..parts {
                let h = 1 + next(max_heap);
                if tokens + h <= max_tokens {
                    tokens += h;
                    sum.push(h);
                }
            }
            if sum.is_empty() {
                sum.push(1 + next(max_heap.min(max_tokens)));
            }
            sum
        })
        .collect()
}

/// The games whose quotients outgrew the box of words in every generator heap (the state
/// limit stopped them before the trial quotients of the previous quotient times cyclic
/// components, recalibrated on failing sums): each computed under the default limits, proven,
/// and checked against exhaustive misère search on random sums of small heaps.
#[test]
fn wild_games_agree_with_search_on_random_sums() {
    let games: [(&str, Rules, usize, u64, u64); 5] = [
        (
            "octal[0.07]",
            Rules::parse_code("0.07").unwrap(),
            27,
            14,
            20,
        ),
        (
            "octal[0.137]",
            Rules::parse_code("0.137").unwrap(),
            26,
            14,
            20,
        ),
        ("octal[4.7]", Rules::parse_code("4.7").unwrap(), 16, 12, 18),
        ("grundy", Rules::grundys_game(), 20, 14, 22),
        (
            "octal[0.77]",
            Rules::parse_code("0.77").unwrap(),
            40,
            12,
            18,
        ),
    ];
    for (seed, (family, rules, heaps, max_heap, max_tokens)) in games.into_iter().enumerate() {
        let q = MisereQuotient::compute(&rules, heaps)
            .unwrap_or_else(|e| panic!("{family} to {heaps}: {e}"));
        check_structure(&q);
        for sum in random_sums(seed as u64 + 1, 30, max_heap, max_tokens) {
            assert_eq!(
                by_quotient(&q, &sum),
                searched_game(family, &sum),
                "{family} {sum:?}"
            );
        }
    }
}

/// Whether the sum of `heaps` (sorted, no empty heaps) is a misère P-position, by the
/// definition: a sum with no move is won by the player to move, and otherwise a P-position is
/// one whose every option is an N-position. Memoised on the sorted heap list, so that every sum
/// of a few dozen tokens can be decided.
fn misere_p(rules: &Rules, heaps: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&p) = memo.get(heaps) {
        return p;
    }
    // P until an option is a P-position; a sum with no move at all is not.
    let mut p = true;
    let mut any_move = false;
    'moves: for (i, &h) in heaps.iter().enumerate() {
        if i > 0 && heaps[i - 1] == h {
            continue;
        }
        for parts in rules.options(h) {
            any_move = true;
            let mut after: Vec<u64> = heaps[..i].iter().chain(&heaps[i + 1..]).copied().collect();
            after.extend(parts.into_iter().filter(|&x| x > 0));
            after.sort_unstable();
            if misere_p(rules, &after, memo) {
                p = false;
                break 'moves;
            }
        }
    }
    let p = p && any_move;
    memo.insert(heaps.to_vec(), p);
    p
}

/// Every sum of heaps up to `largest` with at most `tokens` tokens in all, each sorted.
fn every_sum(largest: u64, tokens: u64) -> Vec<Vec<u64>> {
    fn extend(sum: &mut Vec<u64>, largest: u64, left: u64, out: &mut Vec<Vec<u64>>) {
        out.push(sum.clone());
        let smallest = sum.last().copied().unwrap_or(1);
        for h in smallest..=largest.min(left) {
            sum.push(h);
            extend(sum, largest, left - h, out);
            sum.pop();
        }
    }
    let mut out = Vec::new();
    extend(&mut Vec::new(), largest, tokens, &mut out);
    out
}

/// Not a sample but every small sum: the quotient's outcome equals the definition on each sum
/// of a few dozen tokens, for tame and wild games alike, and these sums reach every element of
/// the quotient. Kayles: all 643,738 sums of heaps up to 30 with at most 46 tokens, the least
/// that reaches its last element (`def`, heaps 9 + 12 + 25); so its 40 elements are exactly
/// the classes that these sums fall into.
#[test]
fn quotients_agree_with_the_definition_on_every_small_sum() {
    let games: [(Rules, usize, u64); 6] = [
        (Rules::parse_code("0.77").unwrap(), 30, 46),
        (Rules::parse_code("0.07").unwrap(), 24, 30),
        (Rules::parse_code("0.137").unwrap(), 20, 26),
        (Rules::parse_code("4.7").unwrap(), 16, 24),
        (Rules::parse_code("0.75").unwrap(), 24, 24),
        (Rules::grundys_game(), 16, 24),
    ];
    // The sums of at most 10 tokens are counted by the partition numbers p(0) + … + p(10).
    assert_eq!(
        every_sum(10, 10).len(),
        1 + 1 + 2 + 3 + 5 + 7 + 11 + 15 + 22 + 30 + 42
    );
    for (rules, heaps, tokens) in games {
        let q = MisereQuotient::compute(&rules, heaps)
            .unwrap_or_else(|e| panic!("{} to {heaps}: {e}", rules.code()));
        let mut memo = HashMap::new();
        let sums = every_sum(heaps as u64, tokens);
        let mut met = vec![false; q.monoid().order()];
        for sum in &sums {
            met[q.element(sum).unwrap() as usize] = true;
            let p = misere_p(&rules, sum, &mut memo);
            assert_eq!(
                q.outcome(sum).unwrap() == Outcome::P,
                p,
                "{} {sum:?}",
                rules.code()
            );
        }
        assert!(
            met.iter().all(|&m| m),
            "{}: an element no sum reached",
            rules.code()
        );
        if rules.code() == "0.77" {
            assert_eq!(q.monoid().order(), 40);
        }
    }
}

/// A proven period holds further: the quotient computed on many more heaps is the same monoid,
/// and its heap map continues the period.
#[test]
fn proven_periods_hold_on_more_heaps() {
    // Kayles: period 12 from heap 71 (the normal-play period of Kayles is also 12 from 71,
    // Guy & Smith 1956), proven from heap 2·71 + 2·12 + 2 − 1 = 167 on.
    for (code, heaps) in [("0.75", 40), ("0.3", 12), ("0.31", 30), ("0.77", 170)] {
        let rules = Rules::parse_code(code).unwrap();
        let q = quotient(code, heaps);
        let (m, p) = q
            .proven_period()
            .unwrap_or_else(|| panic!("{code}: no proven period to {heaps}"));
        let further = MisereQuotient::compute_every_heap(&rules, 2 * heaps + 7).unwrap();
        assert_eq!(further.monoid(), q.monoid(), "{code}");
        for h in m..further.heap_map().len() {
            let base = m + (h - m) % p;
            assert_eq!(
                further.heap_map()[h],
                q.heap_map()[base],
                "{code}: heap {h} (period {p} from {m})"
            );
        }
    }
    // Grundy's game (splits must be unequal) is outside the proof: observed only.
    let grundy = MisereQuotient::compute(&Rules::grundys_game(), 12).unwrap();
    assert_eq!(grundy.heaps_for_proof(), None);
    assert_eq!(grundy.proven_period(), None);
}

/// Once the period is proven the construction fills the rest of the heap map from it: the same
/// quotient as computing every heap (Kayles to 1,000 heaps: the fill starts at heap 192).
#[test]
fn filling_the_heap_map_from_a_proven_period_changes_nothing() {
    for (code, heaps) in [("0.77", 1_000), ("0.75", 300), ("0.31", 300), ("0.3", 200)] {
        let rules = Rules::parse_code(code).unwrap();
        let filled = MisereQuotient::compute(&rules, heaps).unwrap();
        let computed = MisereQuotient::compute_every_heap(&rules, heaps).unwrap();
        assert_eq!(filled.monoid(), computed.monoid(), "{code}");
        assert_eq!(filled.heap_map(), computed.heap_map(), "{code}");
        assert_eq!(filled.proven_period(), computed.proven_period(), "{code}");
        assert_eq!(filled.heaps(), heaps);
    }
}

/// A quotient that keeps growing stops at the default limits, with a limit error, well before
/// a minute (0.3122 on heaps up to 7 has an infinite quotient, as cited above).
#[test]
fn an_infinite_quotient_stops_at_the_default_limits() {
    let rules = Rules::parse_code("0.3122").unwrap();
    let start = std::time::Instant::now();
    let error = Budget::default()
        .with_timeout(std::time::Duration::from_secs(120))
        .run(|| MisereQuotient::compute(&rules, 7))
        .unwrap_err();
    assert!(
        outgrew_limits(&error),
        "{error} after {:?}",
        start.elapsed()
    );
}
