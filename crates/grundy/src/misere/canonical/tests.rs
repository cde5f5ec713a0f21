use std::collections::HashMap;

use proptest::prelude::*;

use super::*;
use crate::misere::tests::results;

/// A position for the brute force: components written as expressions (their moves asked of
/// the components themselves) and forms (their options read from the table).
#[derive(Clone, PartialEq, Eq, Hash)]
struct Position {
    components: Vec<String>,
    forms: Vec<MisereForm>,
}

/// The misère outcome of sums of components and forms by the definition: the player to move
/// wins when there is no move, or when some move leaves a position the opponent loses.
struct Brute<'a> {
    table: &'a FormTable,
    known: HashMap<String, Arc<dyn Component>>,
    memo: HashMap<Position, bool>,
}

impl<'a> Brute<'a> {
    fn new(table: &'a FormTable) -> Self {
        Brute {
            table,
            known: HashMap::new(),
            memo: HashMap::new(),
        }
    }

    fn position(&mut self, components: &[Arc<dyn Component>], forms: &[MisereForm]) -> Position {
        let mut names = Vec::new();
        for c in components {
            let name = c.expression();
            self.known.insert(name.clone(), Arc::clone(c));
            names.push(name);
        }
        names.sort();
        let mut forms = forms.to_vec();
        forms.sort();
        Position {
            components: names,
            forms,
        }
    }

    /// Whether the player to move loses (P).
    fn is_p(&mut self, position: &Position) -> bool {
        if let Some(&known) = self.memo.get(position) {
            return known;
        }
        let mut options = Vec::new();
        for (i, name) in position.components.iter().enumerate() {
            let component = Arc::clone(&self.known[name]);
            for m in component.options().unwrap() {
                let mut rest: Vec<Arc<dyn Component>> = position
                    .components
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| j != i)
                    .map(|(_, n)| Arc::clone(&self.known[n]))
                    .collect();
                rest.extend(m.parts.iter().cloned());
                options.push(self.position(&rest, &position.forms));
            }
        }
        for (i, &form) in position.forms.iter().enumerate() {
            for &o in self.table.options(form) {
                let mut forms = position.forms.clone();
                forms[i] = o;
                let components: Vec<Arc<dyn Component>> = position
                    .components
                    .iter()
                    .map(|n| Arc::clone(&self.known[n]))
                    .collect();
                options.push(self.position(&components, &forms));
            }
        }
        let p = !options.is_empty() && options.iter().all(|o| !self.is_p(o));
        self.memo.insert(position.clone(), p);
        p
    }
}

fn components(expression: &str) -> Vec<Arc<dyn Component>> {
    crate::parse(expression)
        .unwrap()
        .components()
        .cloned()
        .collect()
}

#[test]
fn forms_born_by_days_zero_to_four_are_1_2_3_5_22() {
    let mut table = FormTable::new();
    let born = born_by(&mut table, 4);
    let counts: Vec<usize> = born.iter().map(Vec::len).collect();
    assert_eq!(counts, [1, 2, 3, 5, 22]);
    // Day 2: 0, * and *2; {*} = * + * reduced to 0.
    let written: Vec<String> = born[2]
        .iter()
        .map(|&f| table.notation(f, 100).unwrap())
        .collect();
    let mut sorted = written.clone();
    sorted.sort();
    assert_eq!(sorted, ["*", "*2", "0"]);
    let day3: Vec<String> = born[3]
        .iter()
        .map(|&f| table.notation(f, 100).unwrap())
        .collect();
    let mut day3 = day3;
    day3.sort();
    assert_eq!(day3, ["*", "*2", "*3", "0", "{*2}"]);
}

/// Conway's theorem on tame games, checked on every tuple of up to three tame forms born by
/// day 4: the rule's outcome and genus are those of the sum of the forms, which is tame.
#[test]
fn the_tame_sum_rule_is_the_sum_of_forms_for_games_born_by_day_four() {
    let mut table = FormTable::new();
    let born = born_by(&mut table, 4);
    let tame: Vec<MisereForm> = born[4]
        .iter()
        .copied()
        .filter(|&f| table.is_tame(f).unwrap())
        .collect();
    // 0, *, *2, *3, *4 and the tame forms that are not nim-heaps (*2+*2 = {0,*,*2,*3}'s kin).
    assert!(tame.len() > 5, "{} tame forms", tame.len());
    assert!(tame.len() < born[4].len(), "some form of day 4 is wild");
    let mut tuples: Vec<Vec<MisereForm>> = tame.iter().map(|&f| vec![f]).collect();
    for &a in &tame {
        for &b in &tame {
            tuples.push(vec![a, b]);
            for &c in &tame {
                tuples.push(vec![a, b, c]);
            }
        }
    }
    for tuple in tuples {
        let mut total = MisereForm(0);
        let mut genera = Vec::new();
        for &form in &tuple {
            total = table.add(total, form).unwrap();
            genera.push(table.genus(form).unwrap());
        }
        let names: Vec<String> = tuple
            .iter()
            .map(|&f| table.notation(f, 200).unwrap())
            .collect();
        assert_eq!(
            super::super::tame::tame_sum_is_p(&genera),
            table.outcome(total) == Outcome::P,
            "{names:?}"
        );
        assert!(table.is_tame(total).unwrap(), "{names:?}");
        assert_eq!(
            super::super::tame::tame_sum_genus(&genera),
            table.genus(total).unwrap(),
            "{names:?}"
        );
    }
}

/// The theorem on a restive game among Nim heaps is the sum of forms, for every restive form
/// whose options are up to three Nim positions of at most three heaps up to 4 (and sampled
/// sets of four), among every sum of up to three heaps up to 7.
#[test]
fn the_restive_rule_is_the_sum_of_forms() {
    let mut table = FormTable::new();
    let heap: Vec<MisereForm> = (0..8).map(|n| table.nimber(n)).collect();
    let mut positions = Vec::new();
    let mut company: Vec<Vec<u32>> = Vec::new();
    for a in 0..8u32 {
        for b in a..8 {
            for c in b..8 {
                let heaps: Vec<u32> = [a, b, c].into_iter().filter(|&h| h > 0).collect();
                company.push(heaps.clone());
                if c <= 4 {
                    let mut total = MisereForm(0);
                    for &h in &heaps {
                        total = table.add(total, heap[h as usize]).unwrap();
                    }
                    positions.push(total);
                }
            }
        }
    }
    positions.sort_unstable();
    positions.dedup();
    // Every set of one to three of them, and every fifth set of four (misère value 4 needs
    // four options).
    let mut option_sets: Vec<Vec<MisereForm>> = Vec::new();
    let n = positions.len();
    for i in 0..n {
        option_sets.push(vec![positions[i]]);
        for j in i + 1..n {
            option_sets.push(vec![positions[i], positions[j]]);
            for k in j + 1..n {
                option_sets.push(vec![positions[i], positions[j], positions[k]]);
                for l in (k + 1..n).step_by(5) {
                    option_sets.push(vec![positions[i], positions[j], positions[k], positions[l]]);
                }
            }
        }
    }
    let mut restive = 0;
    let mut gammas = std::collections::BTreeSet::new();
    for options in option_sets {
        let game = table.from_options(&options);
        if table.class(game).unwrap() != MisereClass::Restive {
            continue;
        }
        restive += 1;
        let genus = table.genus(game).unwrap();
        gammas.insert((genus.normal(), genus.misere()));
        for heaps in &company {
            let mut total = game;
            for &h in heaps {
                total = table.add(total, heap[h as usize]).unwrap();
            }
            assert_eq!(
                super::super::restive::restive_sum_is_p(&genus, heaps),
                table.outcome(total) == Outcome::P,
                "{} + {heaps:?}",
                table.notation(game, 200).unwrap()
            );
        }
    }
    assert!(restive > 100, "{restive} restive forms");
    // Both normal values, and misère values 2 to 4 (whose company of heaps differs).
    for pair in [(0, 2), (1, 2), (0, 3), (1, 3), (0, 4), (1, 4)] {
        assert!(gammas.contains(&pair), "{pair:?} in {gammas:?}");
    }
}

/// The theorem on one game among small heaps is the sum of forms, for every game born by day
/// 4, sampled games born by day 5 and the restless and wild heaps 5 and 9 of Kayles, among
/// every company of up to four heaps of 0 to 3 and one other heap. The rule holds for any
/// game, tame or not; the method uses it for those the other theorems leave.
#[test]
fn the_small_heaps_rule_is_the_sum_of_forms() {
    let mut table = FormTable::new();
    let born = born_by(&mut table, 4);
    let day4 = born[4].clone();
    let mut games = day4.clone();
    let mut state = 2024u64;
    for _ in 0..40 {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let mask = (state >> 30) as u32 & ((1 << day4.len()) - 1);
        let set: Vec<MisereForm> = (0..day4.len())
            .filter(|&i| mask >> i & 1 == 1)
            .map(|i| day4[i])
            .collect();
        games.push(table.from_options(&set));
    }
    for kayles in ["kayles(5)", "kayles(9)"] {
        games.push(table.of_sum(&crate::parse(kayles).unwrap()).unwrap());
    }
    // Four heaps of 0 to 3 cover every company of at most four small heaps.
    let mut companies = Vec::new();
    for a in 0..4u32 {
        for b in a..4 {
            for c in b..4 {
                for d in c..4 {
                    companies.push([a, b, c, d]);
                }
            }
        }
    }
    let mut classes = std::collections::BTreeSet::new();
    for &game in &games {
        let genus = table.genus(game).unwrap();
        classes.insert(format!("{:?}", table.class(game).unwrap()));
        for small in &companies {
            for other in [0u32, 4, 5, 6, 9] {
                let heaps: Vec<u32> = small.iter().copied().chain([other]).collect();
                let mut total = game;
                for &h in &heaps {
                    let heap = table.nimber(h);
                    total = table.add(total, heap).unwrap();
                }
                assert_eq!(
                    super::super::small_heaps::small_heaps_sum_is_p(&genus, &heaps),
                    table.outcome(total) == Outcome::P,
                    "{} + {heaps:?}",
                    table.notation(game, 200).unwrap_or_default()
                );
            }
        }
    }
    // The rule is tried on games of every class.
    assert_eq!(
        classes.into_iter().collect::<Vec<_>>(),
        ["Restive", "Restless", "Tame", "Wild"]
    );
}

/// In misère play `* + * = 0` and `*2 + * = *3`, the identities the small-heaps theorem
/// reduces the heaps by; `*2 + *2` is no heap.
#[test]
fn small_heaps_reduce_by_misere_identities() {
    let mut table = FormTable::new();
    let star: Vec<MisereForm> = (0..4).map(|n| table.nimber(n)).collect();
    assert_eq!(table.add(star[1], star[1]).unwrap(), star[0]);
    assert_eq!(table.add(star[2], star[1]).unwrap(), star[3]);
    let two_twos = table.add(star[2], star[2]).unwrap();
    assert_eq!(table.as_nimber(two_twos), None);
}

/// Conway's classes of some positions: Kayles' heap of 5 is restless (genus `4^{146}`, as in
/// Winning Ways' table of misère Kayles), Chomp's 3-2-1 staircase and the octal game 0.26 on 9
/// are restive, Kayles' heap of 9 (whose options include the restless heap of 5) is wild.
#[test]
fn classes_of_small_games() {
    let mut table = FormTable::new();
    let mut class = |expression: &str| {
        let form = table.of_sum(&crate::parse(expression).unwrap()).unwrap();
        (
            table.class(form).unwrap(),
            table.genus(form).unwrap().to_string(),
        )
    };
    assert_eq!(class("nim(3)"), (MisereClass::Tame, "3^{31}".into()));
    assert_eq!(
        class("kayles(5)"),
        (MisereClass::Restless, "4^{146}".into())
    );
    assert_eq!(
        class("chomp(3,2,1)"),
        (MisereClass::Restive, "1^{31}".into())
    );
    assert_eq!(
        class("octal[0.26](9)"),
        (MisereClass::Restive, "0^{420}".into())
    );
    assert_eq!(class("kayles(9)"), (MisereClass::Wild, "4^{046}".into()));
}

#[test]
fn forms_born_by_day_five_are_4171780() {
    let mut table = FormTable::new();
    let born = born_by(&mut table, 4);
    assert_eq!(day_five_count(&table, &born[4]), 4_171_780);
}

/// The masks of [`day_five_count`] say "simplest" exactly when building `{S}` stores `S` as it
/// is.
#[test]
fn the_day_five_masks_agree_with_building_the_forms() {
    let mut table = FormTable::new();
    let born = born_by(&mut table, 4);
    let day4 = born[4].clone();
    let masks = MaskTest::new(&table, &day4);
    let mut equal = vec![false; masks.candidates.len()];
    let mut state = 12345u64;
    let mut reduced = 0;
    for round in 0..4000u32 {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        // Small sets too, where most reductions are.
        let width = 1 + round % 22;
        let mask = (state >> 20) as u32 & ((1u32 << width) - 1);
        let mut set: Vec<MisereForm> = (0..day4.len())
            .filter(|&i| mask >> i & 1 == 1)
            .map(|i| day4[i])
            .collect();
        set.sort();
        let form = table.from_options(&set);
        let simplest = table.options(form) == set.as_slice();
        reduced += usize::from(!simplest);
        assert_eq!(simplest, masks.is_simplest(mask, &mut equal), "{mask:b}");
    }
    assert!(reduced > 10, "{reduced}");
}

/// Conway's theorem on small games: two forms born by day 3 are equal exactly when no small
/// game `X` tells them apart (every sum of two forms born by day 3 is tried).
#[test]
fn forms_are_equal_exactly_when_no_game_tells_them_apart() {
    let mut table = FormTable::new();
    let born = born_by(&mut table, 4);
    let small = born[3].clone();
    let mut xs: Vec<Vec<MisereForm>> = born[4].iter().map(|&f| vec![f]).collect();
    for (i, &a) in born[4].iter().enumerate() {
        for &b in &born[4][i..] {
            xs.push(vec![a, b]);
        }
    }
    let mut brute = Brute::new(&table);
    let signature = |g: MisereForm, brute: &mut Brute| -> Vec<bool> {
        xs.iter()
            .map(|x| {
                let mut forms = x.clone();
                forms.push(g);
                let position = brute.position(&[], &forms);
                brute.is_p(&position)
            })
            .collect()
    };
    let signatures: Vec<Vec<bool>> = born[4].iter().map(|&g| signature(g, &mut brute)).collect();
    // The 22 forms born by day 4 are told apart by sums of two of them.
    for i in 0..born[4].len() {
        for j in 0..i {
            assert_ne!(signatures[i], signatures[j], "day-4 forms {i} and {j}");
        }
    }
    assert_eq!(small.len(), 5);
}

/// Games written in the literature and their forms.
#[test]
fn forms_are_written_as_in_the_literature() {
    let budget = Budget::default();
    budget.run(|| {
        let mut table = FormTable::new();
        let mut form_of = |expression: &str| {
            let sum = crate::parse(expression).unwrap();
            let form = table.of_sum(&sum).unwrap();
            (form, table.notation(form, 200).unwrap())
        };
        assert_eq!(form_of("nim(0)").1, "0");
        assert_eq!(form_of("nim(1)").1, "*");
        assert_eq!(form_of("nim(3)").1, "*3");
        assert_eq!(form_of("nim(1,1)").1, "0");
        assert_eq!(form_of("nim(1,1,1)").1, "*");
        // *2 + * = {0, *, *2} = *3, so *2 + *2 = {*2, *3}.
        assert_eq!(form_of("nim(2,1)").1, "*3");
        assert_eq!(form_of("nim(2,2)").1, "{*2,*3}");
        let (form, _) = form_of("nim(2,2)");
        assert_eq!(table.outcome(form), Outcome::P);
        assert_eq!(table.genus(form).unwrap().to_string(), "0^{02}");
        assert!(table.is_tame(form).unwrap());
    });
}

#[test]
fn genera_of_forms_match_the_heap_genera_of_kayles_and_0_123() {
    use crate::quotient::genus::heap_genera;
    use crate::takebreak::Rules;
    for (code, family, heaps) in [("0.77", "kayles", 11), ("0.123", "octal[0.123]", 12)] {
        let genera = heap_genera(&Rules::parse_code(code).unwrap(), heaps).unwrap();
        let mut table = FormTable::new();
        for n in 0..=heaps {
            let sum = crate::parse(&format!("{family}({n})")).unwrap();
            let form = table.of_sum(&sum).unwrap();
            assert_eq!(
                table.genus(form).unwrap(),
                genera.genera()[n],
                "{family}({n})"
            );
            // Every position of the form equals a position of the heap, so a heap whose
            // positions are all tame has a tame form (the converse fails: kayles(6)).
            if genera.tame_heaps()[n] {
                assert!(table.is_tame(form).unwrap(), "{family}({n})");
            }
        }
    }
}

/// Small positions of several families, as expressions.
fn small_position() -> impl Strategy<Value = String> {
    prop_oneof![
        (0u64..5).prop_map(|n| format!("nim({n})")),
        (0u64..8).prop_map(|n| format!("kayles({n})")),
        (1u64..5).prop_map(|n| format!("dawson({n})")),
        (1u64..4, 1u64..4, 0u64..3).prop_map(|(a, b, c)| {
            let (a, b) = (a.max(b), a.min(b));
            let c = c.min(b);
            if c == 0 {
                format!("chomp({a},{b})")
            } else {
                format!("chomp({a},{b},{c})")
            }
        }),
        (1u64..3, 1u64..4).prop_map(|(r, c)| format!("cram({r},{c})")),
        (1u64..7).prop_map(|n| format!("nodekayles(path:{n})")),
    ]
}

fn small_sum(parts: usize) -> impl Strategy<Value = String> {
    proptest::collection::vec(small_position(), 1..=parts).prop_map(|terms| terms.join(" + "))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]

    /// A game and its form have the same misère outcome in sums with small games, and the
    /// form of the whole sum has that outcome too.
    #[test]
    fn a_game_and_its_form_play_alike_in_sums(g in small_sum(2), x in small_sum(2)) {
        let mut table = FormTable::new();
        let g_sum = crate::parse(&g).unwrap();
        let form = table.of_sum(&g_sum).unwrap();
        let whole = crate::parse(&format!("{g} + {x}")).unwrap();
        let whole_form = table.of_sum(&whole).unwrap();
        let mut brute = Brute::new(&table);
        let g_parts = components(&g);
        let x_parts = components(&x);
        let all: Vec<Arc<dyn Component>> = g_parts.iter().chain(&x_parts).cloned().collect();
        let game = brute.position(&all, &[]);
        let with_form = brute.position(&x_parts, &[form]);
        let expected = brute.is_p(&game);
        prop_assert_eq!(brute.is_p(&with_form), expected, "{} + {}", g, x);
        prop_assert_eq!(table.outcome(whole_form) == Outcome::P, expected);
    }

    /// The genus of a position is its definition: `γk` the misère Grundy value of `G + k·*2`
    /// and `g` the normal-play value, each by plain recursion.
    #[test]
    fn genera_are_their_definition(g in small_sum(2)) {
        let mut table = FormTable::new();
        let sum = crate::parse(&g).unwrap();
        let form = table.of_sum(&sum).unwrap();
        let genus = table.genus(form).unwrap();
        let parts = components(&g);
        let mut values = Values::default();
        let start = values.position(&parts);
        prop_assert_eq!(u64::from(genus.normal()), values.grundy(&start, 0, false));
        for k in 0..6 {
            prop_assert_eq!(u64::from(genus.gamma(k)), values.grundy(&start, k, true), "k = {}", k);
        }
    }

    /// The mixed-sum method agrees with exhaustive search: outcome and winning moves.
    #[test]
    fn canonical_analysis_agrees_with_search(g in small_sum(3)) {
        let sum = crate::parse(&g).unwrap();
        let by_forms = analyse(&sum).unwrap();
        let searched = super::super::search(&sum).unwrap();
        prop_assert_eq!(by_forms.outcome, searched.outcome);
        prop_assert_eq!(results(&by_forms), results(&searched));
    }

    /// Where every component is tame the analysis is the tame-sum theorem's; where one is
    /// restive and the others are Nim heaps, the restive theorem's; otherwise, among heaps of
    /// 1, 2 and 3 but one, the small-heaps theorem's; and it agrees with exhaustive search:
    /// outcome and winning moves.
    #[test]
    fn tame_sums_are_decided_by_genera_as_search_decides_them(g in small_sum(4)) {
        let sum = crate::parse(&g).unwrap();
        let mut table = FormTable::new();
        let (mut heaps, mut tame, mut untamed) = (Vec::new(), 0, Vec::new());
        for component in sum.components() {
            let form = table.of_component(component).unwrap();
            if let Some(heap) = table.as_nimber(form) {
                heaps.push(heap);
            } else if table.is_tame(form).unwrap() {
                tame += 1;
            } else {
                untamed.push(table.class(form).unwrap());
            }
        }
        let small = heaps.iter().any(|&h| h > 0) && heaps.iter().filter(|&&h| h > 3).count() <= 1;
        let expected = match (untamed.as_slice(), tame) {
            ([], _) => MisereMethod::Tame,
            ([MisereClass::Restive], 0) => MisereMethod::Restive,
            _ if small => MisereMethod::SmallHeaps,
            _ => MisereMethod::Canonical,
        };
        let analysis = analyse(&sum).unwrap();
        prop_assert_eq!(analysis.method, expected);
        let searched = super::super::search(&sum).unwrap();
        prop_assert_eq!(analysis.outcome, searched.outcome);
        prop_assert_eq!(results(&analysis), results(&searched));
    }

    /// A restless or wild game among small Nim heaps is decided by its genus, as exhaustive
    /// search decides it: outcome and winning moves (Kayles' heap of 12 splits into two wild
    /// heaps of 5, whose sum is the game after the move), and `--explain` names the game.
    #[test]
    fn small_heaps_sums_are_decided_as_search_decides_them(
        game in prop::sample::select(vec![
            "kayles(5)", "kayles(7)", "kayles(9)", "kayles(12)", "chomp(3,3,1)",
        ]),
        small in proptest::collection::vec(0u64..4, 0..4),
        other in prop::sample::select(vec![0u64, 4, 5, 6, 7, 9]),
    ) {
        let mut terms = vec![game.to_string()];
        terms.extend(small.iter().chain([&other]).map(|h| format!("nim({h})")));
        let sum = crate::parse(&terms.join(" + ")).unwrap();
        let analysis = analyse(&sum).unwrap();
        // With every heap empty the game is the whole sum, decided by adding forms.
        if small.iter().chain([&other]).all(|&h| h == 0) {
            prop_assert_eq!(analysis.method, MisereMethod::Canonical);
            return Ok(());
        }
        prop_assert_eq!(analysis.method, MisereMethod::SmallHeaps);
        prop_assert_eq!(
            analysis.among_heaps.as_ref().map(|game| game.components.clone()),
            Some(vec![0])
        );
        let searched = super::super::search(&sum).unwrap();
        prop_assert_eq!(analysis.outcome, searched.outcome);
        prop_assert_eq!(results(&analysis), results(&searched));
        let text = analysis.explain(&sum);
        prop_assert!(text.contains(&format!("{game} has genus ")), "{}", text);
    }

    /// A restive game among Nim heaps is decided by the restive theorem, as exhaustive search
    /// decides it: outcome and winning moves.
    #[test]
    fn restive_sums_are_decided_as_search_decides_them(
        restive in prop::sample::select(vec![
            "chomp(3,2,1)", "octal[0.26](9)", "octal[0.75](5)", "octal[0.35](4)", "octal[4.7](5)",
        ]),
        heaps in proptest::collection::vec(0u64..8, 0..4),
    ) {
        let mut terms = vec![restive.to_string()];
        terms.extend(heaps.iter().map(|h| format!("nim({h})")));
        let sum = crate::parse(&terms.join(" + ")).unwrap();
        let analysis = analyse(&sum).unwrap();
        prop_assert_eq!(analysis.method, MisereMethod::Restive);
        let searched = super::super::search(&sum).unwrap();
        prop_assert_eq!(analysis.outcome, searched.outcome);
        prop_assert_eq!(results(&analysis), results(&searched));
    }

    /// Several games that are no Nim heap, among small heaps, are one game whose genus decides,
    /// as exhaustive search decides: outcome and winning moves.
    #[test]
    fn several_games_among_small_heaps_are_decided_as_search_decides_them(
        games in proptest::collection::vec(
            prop::sample::select(vec!["kayles(5)", "kayles(7)", "chomp(3,3,1)"]),
            2..=2,
        ),
        small in proptest::collection::vec(0u64..4, 0..3),
        other in prop::sample::select(vec![1u64, 4, 5]),
    ) {
        let mut terms: Vec<String> = games.iter().map(|game| game.to_string()).collect();
        terms.extend(small.iter().chain([&other]).map(|h| format!("nim({h})")));
        let sum = crate::parse(&terms.join(" + ")).unwrap();
        let analysis = analyse(&sum).unwrap();
        prop_assert_eq!(analysis.method, MisereMethod::SmallHeaps);
        let searched = super::super::search(&sum).unwrap();
        prop_assert_eq!(analysis.outcome, searched.outcome);
        prop_assert_eq!(results(&analysis), results(&searched));
        let game = analysis.among_heaps.unwrap();
        prop_assert_eq!(game.components, vec![0, 1]);
        let mut table = FormTable::new();
        let both = table.of_sum(&crate::parse(&games.join(" + ")).unwrap()).unwrap();
        prop_assert_eq!(game.genus, table.genus(both).unwrap());
    }

    /// Two sums are misère-equal by forms only if they agree in every sum tried.
    #[test]
    fn equal_forms_agree_with_every_game_tried(
        g in small_sum(2),
        h in small_sum(2),
        xs in proptest::collection::vec(small_sum(2), 1..6),
    ) {
        let g_sum = crate::parse(&g).unwrap();
        let h_sum = crate::parse(&h).unwrap();
        if misere_equal(&g_sum, &h_sum).unwrap() {
            let table = FormTable::new();
            let mut brute = Brute::new(&table);
            for x in &xs {
                let with_g: Vec<_> = components(&g).into_iter().chain(components(x)).collect();
                let with_h: Vec<_> = components(&h).into_iter().chain(components(x)).collect();
                let (pg, ph) = (brute.position(&with_g, &[]), brute.position(&with_h, &[]));
                prop_assert_eq!(brute.is_p(&pg), brute.is_p(&ph), "{} vs {} with {}", g, h, x);
            }
        }
    }
}

/// Grundy values of components plus `k` copies of `*2` by plain recursion: normal play (0 for
/// no move) or misère (1 for no move).
#[derive(Default)]
struct Values {
    known: HashMap<String, Arc<dyn Component>>,
    memo: HashMap<(Vec<String>, usize, usize, bool), u64>,
}

impl Values {
    fn position(&mut self, parts: &[Arc<dyn Component>]) -> Vec<String> {
        let mut names: Vec<String> = parts
            .iter()
            .map(|c| {
                let name = c.expression();
                self.known.insert(name.clone(), Arc::clone(c));
                name
            })
            .collect();
        names.sort();
        names
    }

    /// The value of the components `names` plus `twos` copies of `*2`.
    fn grundy(&mut self, names: &[String], twos: usize, misere: bool) -> u64 {
        self.value(names.to_vec(), twos, 0, misere)
    }

    /// …plus `ones` copies of `*`.
    fn value(&mut self, names: Vec<String>, twos: usize, ones: usize, misere: bool) -> u64 {
        let key = (names.clone(), twos, ones, misere);
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        let mut values = Vec::new();
        for i in 0..names.len() {
            let component = Arc::clone(&self.known[&names[i]]);
            for m in component.options().unwrap() {
                let mut rest: Vec<Arc<dyn Component>> = names
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| j != i)
                    .map(|(_, n)| Arc::clone(&self.known[n]))
                    .collect();
                rest.extend(m.parts.iter().cloned());
                let next = self.position(&rest);
                values.push(self.value(next, twos, ones, misere));
            }
        }
        if twos > 0 {
            values.push(self.value(names.clone(), twos - 1, ones + 1, misere));
            values.push(self.value(names.clone(), twos - 1, ones, misere));
        }
        if ones > 0 {
            values.push(self.value(names.clone(), twos, ones - 1, misere));
        }
        let v = if values.is_empty() {
            u64::from(misere)
        } else {
            (0..).find(|v| !values.contains(v)).unwrap()
        };
        self.memo.insert(key, v);
        v
    }
}
