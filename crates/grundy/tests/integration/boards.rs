//! Pictures of positions against the positions' own moves: every move of a drawn component is
//! on its picture, once, made by clicking parts that are drawn, and marked winning exactly when
//! it leads to a P-position.

use std::collections::HashSet;

use grundy::Outcome;
use grundy::report::board::BoardReport;
use proptest::prelude::*;

fn position() -> impl Strategy<Value = String> {
    let nim = proptest::collection::vec(0u32..9, 1..4).prop_map(|heaps| {
        format!(
            "nim({})",
            heaps
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(",")
        )
    });
    let chomp = proptest::collection::vec(1u32..6, 1..5).prop_map(|mut rows| {
        rows.sort_unstable_by(|a, b| b.cmp(a));
        format!(
            "chomp({})",
            rows.iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(",")
        )
    });
    let cram = (1u32..4, 1u32..5).prop_map(|(r, c)| format!("cram({r},{c})"));
    let wythoff = (0u32..7, 0u32..7).prop_map(|(a, b)| format!("wythoff({a},{b})"));
    let term = prop_oneof![nim, chomp, cram, wythoff];
    proptest::collection::vec(term, 1..3).prop_map(|terms| terms.join(" + "))
}

/// A small graph of Node-Kayles, some of its vertices already taken.
fn nodekayles() -> impl Strategy<Value = String> {
    let graph = prop_oneof![
        (1u32..7).prop_map(|n| (format!("path:{n}"), n)),
        (3u32..7).prop_map(|n| (format!("cycle:{n}"), n)),
        (1u32..3, 1u32..4).prop_map(|(r, c)| (format!("grid:{r}x{c}"), r * c)),
        (1u32..5).prop_map(|n| (format!("star:{n}"), n + 1)),
        (1u32..4).prop_map(|n| (format!("ladder:{n}"), 2 * n)),
        Just(("petersen".to_string(), 10)),
    ];
    (graph, proptest::collection::vec(any::<bool>(), 10)).prop_map(|((spec, n), taken)| {
        let deleted: Vec<String> = (1..=n)
            .filter(|&v| taken[v as usize - 1] && v % 2 == 0)
            .map(|v| v.to_string())
            .collect();
        if deleted.is_empty() {
            format!("nodekayles({spec})")
        } else {
            format!("nodekayles({spec} - {})", deleted.join(" "))
        }
    })
}

/// A grounded graph of Green Hackenbush: each vertex joined to one before it (the ground is 0),
/// with a few more edges making cycles, parallel edges and loops.
fn hackenbush() -> impl Strategy<Value = String> {
    (
        proptest::collection::vec(any::<u32>(), 1..6),
        proptest::collection::vec((0u32..6, 0u32..6), 0..3),
    )
        .prop_map(|(parents, extra)| {
            let n = parents.len() as u32;
            let mut edges: Vec<String> = (1..=n)
                .map(|v| format!("{}-{v}", parents[v as usize - 1] % v))
                .collect();
            edges.extend(
                extra
                    .iter()
                    .map(|&(a, b)| format!("{}-{}", a % (n + 1), b % (n + 1))),
            );
            format!("hackenbush({})", edges.join(","))
        })
}

/// A position of the families drawn as graphs, coins, pieces and stairs.
fn more_positions() -> impl Strategy<Value = String> {
    let rows = |len: std::ops::Range<usize>| {
        proptest::collection::vec(any::<bool>(), len).prop_map(|row| {
            row.iter()
                .map(|&h| if h { '1' } else { '0' })
                .collect::<String>()
        })
    };
    let rule = prop_oneof![
        Just("turtles"),
        Just("mock"),
        Just("ruler"),
        Just("run[2]"),
        Just("run[3]")
    ];
    let coins = (rule, rows(1..8)).prop_map(|(rule, row)| format!("coins[{rule}]({row})"));
    let corners = proptest::collection::btree_set((0u32..5, 0u32..4), 1..4).prop_map(|heads| {
        let heads: Vec<String> = heads.iter().map(|(x, y)| format!("{x}:{y}")).collect();
        format!("corners({})", heads.join(","))
    });
    let northcott = (1u32..9, 1u32..9, 0u32..3).prop_map(|(w, b, more)| {
        let b = if w == b { w % 8 + 1 } else { b };
        format!("northcott({w}:{b}:{})", w.max(b) + more)
    });
    let staircase = proptest::collection::vec(0u32..5, 1..5).prop_map(|steps| {
        let steps: Vec<String> = steps.iter().map(u32::to_string).collect();
        format!("staircase({})", steps.join(","))
    });
    let term = prop_oneof![
        nodekayles(),
        hackenbush(),
        coins,
        corners,
        northcott,
        staircase
    ];
    proptest::collection::vec(term, 1..3).prop_map(|terms| terms.join(" + "))
}

/// The board of `expr` checked against its moves: every move of a drawn component once (as
/// the position it leads to), on parts that are drawn, each anchor one move's, marked winning
/// exactly when it leads to a P-position, every part named from the catalogue.
fn check_board(expr: &str) -> Result<(), TestCaseError> {
    let sum = grundy::parse(expr).unwrap();
    let report = BoardReport::of(&sum).unwrap();
    prop_assert!(report.moves_unlisted.is_none());
    let expected: HashSet<String> = sum
        .moves()
        .unwrap()
        .into_iter()
        .map(|m| m.to.to_string())
        .collect();
    let shown: HashSet<String> = report.moves.iter().map(|m| m.to.clone()).collect();
    prop_assert_eq!(
        shown.len(),
        report.moves.len(),
        "a move listed twice in {}",
        expr
    );
    prop_assert_eq!(&shown, &expected, "{}", expr);
    for component in &report.components {
        let picture = component.picture.as_ref();
        prop_assert!(picture.is_some(), "{} is not drawn", component.expr);
        let picture = picture.unwrap();
        prop_assert!(picture.parts.len() <= grundy::picture::MAX_PARTS);
        let ids: HashSet<&str> = picture.parts.iter().map(|p| p.id.as_str()).collect();
        prop_assert_eq!(
            ids.len(),
            picture.parts.len(),
            "two parts with one id in {}",
            expr
        );
        for part in &picture.parts {
            // A message missing from the catalogue shows as its id.
            prop_assert!(
                !part.label.is_empty() && !part.label.contains("picture-"),
                "{:?} in {}",
                part,
                expr
            );
            let ends = std::iter::once([part.x, part.y])
                .chain(part.to)
                .chain(part.via);
            for [x, y] in ends {
                prop_assert!(
                    x < picture.width && y < picture.height,
                    "{:?} outside {}",
                    part,
                    expr
                );
            }
        }
    }
    let mut anchors = HashSet::new();
    for m in &report.moves {
        let picture = report.components[m.component].picture.as_ref().unwrap();
        let drawn: HashSet<&str> = picture.parts.iter().map(|p| p.id.as_str()).collect();
        prop_assert!(!m.anchor.is_empty());
        for id in m.anchor.iter().chain(&m.touched) {
            prop_assert!(drawn.contains(id.as_str()), "{} not drawn in {}", id, expr);
        }
        let mut anchor = m.anchor.clone();
        anchor.sort();
        prop_assert!(
            anchors.insert((m.component, anchor)),
            "two moves with one anchor in {}",
            expr
        );
        let after = grundy::parse(&m.to).unwrap().outcome().unwrap();
        prop_assert_eq!(m.winning, after == Outcome::P, "{} -> {}", expr, m.to);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(160))]
    #[test]
    fn graphs_coins_pieces_and_stairs_have_every_move_on_the_picture(expr in more_positions()) {
        check_board(&expr)?;
    }
}

#[test]
fn the_new_boards_have_every_move_on_the_picture() {
    for expr in [
        "nodekayles(grid:3x4)",
        "nodekayles(path:2)",
        "nodekayles(path:7 - 3 4 5)",
        "nodekayles(cycle:6 - 1)",
        "nodekayles(petersen)",
        "nodekayles(star:4) + nodekayles(ladder:3)",
        "coins[turtles](0110101)",
        "coins[mock](1111)",
        "coins[ruler](10110)",
        "coins[run[3]](0011101)",
        "corners(1:2,3:3)",
        "corners(0:0,2:0,4:3)",
        "hackenbush(0-1,1-2,1-3)",
        "hackenbush(0-1,0-1,1-2,2-2,0-0)",
        "hackenbush(0-1,0-2,1-2,2-3,3-4,3-5)",
        "northcott(2:7:8)",
        "northcott(5:1:8, 3:4:6)",
        "staircase(3,1,4)",
        "staircase(0,0,2)",
        "nim(3) + coins[mock](0110) + hackenbush(0-1,1-2) + staircase(1,2) + northcott(1:4:5)",
    ] {
        check_board(expr).unwrap();
    }
}

#[test]
fn the_new_boards_are_clicked_where_their_rules_say() {
    let move_by = |expr: &str, anchor: &[&str]| -> String {
        let report = BoardReport::of(&grundy::parse(expr).unwrap()).unwrap();
        let mut wanted: Vec<&str> = anchor.to_vec();
        wanted.sort_unstable();
        let found: Vec<_> = report
            .moves
            .iter()
            .filter(|m| {
                let mut a: Vec<&str> = m.anchor.iter().map(String::as_str).collect();
                a.sort_unstable();
                a == wanted
            })
            .collect();
        assert_eq!(found.len(), 1, "{expr} {anchor:?}");
        found[0].to.clone()
    };
    // Vertex 2 of a grid row takes 1, 2, 3 and the 6 below it.
    assert_eq!(
        move_by("nodekayles(grid:2x3)", &["v1"]),
        "nodekayles(grid:2x3 - 1 2 3 5)"
    );
    assert_eq!(
        move_by("coins[mock](0110)", &["c0", "c2"]),
        "coins[mock](1100)"
    );
    assert_eq!(move_by("coins[mock](0110)", &["c2"]), "coins[mock](0100)");
    // The head (3,3) and the corner (1,2) turn (1,2), (1,3), (3,2), (3,3).
    assert_eq!(
        move_by("corners(3:3)", &["r3c3", "r2c1"]),
        "corners(1:2,1:3,3:2)"
    );
    // Cutting the ground edge of a stalk fells the whole stalk.
    assert_eq!(
        move_by("hackenbush(0-1,1-2) + nim(1)", &["e0"]),
        "hackenbush() + nim(1)"
    );
    assert_eq!(move_by("hackenbush(0-1,1-2)", &["e1"]), "hackenbush(0-1)");
    // White from column 2 to 5, black from column 7 to 3.
    assert_eq!(
        move_by("northcott(2:7:8)", &["r0c1", "r0c4"]),
        "northcott(5:7:8)"
    );
    assert_eq!(
        move_by("northcott(2:7:8)", &["r0c6", "r0c2"]),
        "northcott(2:3:8)"
    );
    // Coin 2 of 4 on step 3: it and the two above go down to step 2.
    assert_eq!(move_by("staircase(3,1,4)", &["s2-1"]), "staircase(3,4,1)");
    assert_eq!(move_by("staircase(3,1,4)", &["s0-0"]), "staircase(0,1,4)");

    let report = BoardReport::of(&grundy::parse("nodekayles(grid:2x3)").unwrap()).unwrap();
    let picture = report.components[0].picture.as_ref().unwrap();
    let vertex = |id: &str| picture.parts.iter().find(|p| p.id == id).unwrap();
    // Drawn as the grid, a cell apart; the edge 2–5 runs from vertex 2 down to vertex 5.
    assert_eq!((vertex("v5").x, vertex("v5").y), (4, 2));
    assert_eq!(vertex("v1").label, "vertex 2");
    assert_eq!(vertex("e1-4").to, Some([2, 2]));
    assert_eq!(vertex("e1-4").label, "edge 2–5");

    // A long path winds: vertex 17 is under vertex 16, vertex 18 left of it.
    let report = BoardReport::of(&grundy::parse("nodekayles(path:20)").unwrap()).unwrap();
    let picture = report.components[0].picture.as_ref().unwrap();
    let at = |id: &str| {
        let part = picture.parts.iter().find(|p| p.id == id).unwrap();
        [part.x, part.y]
    };
    assert_eq!(
        [at("v15"), at("v16"), at("v17")],
        [[30, 0], [30, 2], [28, 2]]
    );

    // A stalk on the ground, doubled, with a loop at its top: the copy and the loop are bent.
    let report = BoardReport::of(&grundy::parse("hackenbush(0-1,0-1,1-1)").unwrap()).unwrap();
    let picture = report.components[0].picture.as_ref().unwrap();
    let lines: Vec<_> = picture
        .parts
        .iter()
        .map(|p| (p.id.as_str(), [p.x, p.y], p.to, p.via))
        .collect();
    assert_eq!(
        lines,
        [
            ("ground", [0, 3], Some([2, 3]), None),
            ("e0", [1, 3], Some([1, 1]), None),
            ("e1", [1, 3], Some([1, 1]), Some([2, 2])),
            ("e2", [1, 1], Some([1, 1]), Some([2, 0])),
        ]
    );
    assert_eq!(picture.parts[2].label, "edge 0–1, copy 2");
    // Cutting either ground edge is one move, made on the first.
    let cuts: Vec<_> = report.moves.iter().map(|m| m.anchor.join(",")).collect();
    assert_eq!(cuts, ["e0", "e2"]);
}

#[test]
fn the_new_boards_speak_chinese() {
    use grundy::Budget;
    use grundy::i18n::Lang;
    let budget = Budget::default();
    budget.context().set_language(Lang::Zh);
    let report = budget.run(|| {
        BoardReport::of(
            &grundy::parse(
                "nodekayles(path:2) + coins[turtles](10) + corners(1:1) + hackenbush(0-1) + northcott(1:3:3) + staircase(1)",
            )
            .unwrap(),
        )
        .unwrap()
    });
    let labels: Vec<&str> = report
        .components
        .iter()
        .flat_map(|c| {
            c.picture
                .as_ref()
                .unwrap()
                .parts
                .iter()
                .map(|p| p.label.as_str())
        })
        .collect();
    for expected in [
        "顶点 1",
        "边 1–2",
        "硬币 1，正面",
        "硬币 2，反面",
        "硬币 (1, 1)，正面",
        "边 0–1",
        "白子，第 1 列",
        "第 2 列",
        "第 1 级台阶",
        "第 1 级台阶上的第 1 枚硬币（共 1 枚）",
    ] {
        assert!(labels.contains(&expected), "{expected} not in {labels:?}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    #[test]
    fn every_move_is_on_the_picture_once_and_marked_as_it_is(expr in position()) {
        // Every component of these families is drawn, so the board has every move.
        check_board(&expr)?;
    }
}

#[test]
fn the_parts_are_where_the_position_says() {
    let report = BoardReport::of(&grundy::parse("chomp(3,1) + wythoff(2,1)").unwrap()).unwrap();
    let chomp = report.components[0].picture.as_ref().unwrap();
    let ids: Vec<(&str, u32, u32)> = chomp
        .parts
        .iter()
        .map(|p| (p.id.as_str(), p.x, p.y))
        .collect();
    assert_eq!(
        ids,
        [
            ("r0c0", 0, 0),
            ("r0c1", 1, 0),
            ("r0c2", 2, 0),
            ("r1c0", 0, 1)
        ]
    );
    assert_eq!(chomp.parts[0].label, "the poisoned square");
    assert_eq!(chomp.parts[3].label, "row 2, column 1");
    // Chomping row 1, column 2 eats it and the square right of it.
    let chomp_move = report.moves.iter().find(|m| m.anchor == ["r0c1"]).unwrap();
    assert_eq!(chomp_move.touched, ["r0c1", "r0c2"]);
    assert_eq!(chomp_move.to, "chomp(1,1) + wythoff(2,1)");
    // The queen on (2,1) goes to (1,0) by the diagonal.
    let wythoff = report.components[1].picture.as_ref().unwrap();
    assert_eq!((wythoff.width, wythoff.height), (3, 2));
    let diagonal = report
        .moves
        .iter()
        .find(|m| m.component == 1 && m.anchor == ["r0c1"])
        .unwrap();
    assert_eq!(diagonal.to, "chomp(3,1) + wythoff(1,0)");
    // Too large to draw: no picture, and no moves on it.
    let report = BoardReport::of(&grundy::parse("nim(1000) + nim(1)").unwrap()).unwrap();
    assert!(report.components[0].picture.is_none());
    assert!(report.moves.iter().all(|m| m.component == 1));
}
