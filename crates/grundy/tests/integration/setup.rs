//! The set-up editor against the expressions it writes: every click of a component's set-up
//! picture is an edit to a position whose expression reads back as the same position, and the
//! edits do what the editor promises (Nim's stones, Chomp's bar kept a bar, Cram's cells
//! toggled, Wythoff's queen set; Node-Kayles's vertices toggled, paths and cycles lengthened
//! and grids grown, coins turned and rows lengthened and shortened, Turning Corners' heads set,
//! Hackenbush's edges cut and grown, Northcott's gaps set and rows widened and narrowed,
//! Staircase Nim's coins and steps). The positions set up on the families of the second batch
//! are valued by the solver from the definition as well, so an editor cannot set up a position
//! its family misvalues. The editor also removes a component and adds one of each family
//! ([`BoardReport::setup`]'s `without` and `additions`), and the board report says which
//! components have an editor, so a page asks for the editor only when it is wanted.

use std::collections::HashSet;

use grundy::picture::PartKind;
use grundy::report::board::BoardReport;
use proptest::prelude::*;

/// One component of a family with an editor, as an expression.
fn component() -> impl Strategy<Value = String> {
    let nim = (0u32..12).prop_map(|n| format!("nim({n})"));
    let chomp = proptest::collection::vec(1u32..6, 1..5).prop_map(|mut rows| {
        rows.sort_unstable_by(|a, b| b.cmp(a));
        let rows: Vec<String> = rows.iter().map(u32::to_string).collect();
        format!("chomp({})", rows.join(","))
    });
    let cram = proptest::collection::vec(proptest::bool::ANY, 1..13).prop_flat_map(|cells| {
        (1usize..=cells.len()).prop_map(move |cols| {
            let rows: Vec<String> = cells
                .chunks(cols)
                .filter(|row| row.len() == cols)
                .map(|row| row.iter().map(|&e| if e { '.' } else { '#' }).collect())
                .collect();
            format!("cram(\"{}\")", rows.join("/"))
        })
    });
    let wythoff = (0u32..6, 0u32..6).prop_map(|(a, b)| format!("wythoff({a},{b})"));
    prop_oneof![nim, chomp, cram, wythoff]
}

/// The component's set-up edits: (the part clicked, its kind, the expression it sets up).
fn edits(expr: &str) -> Vec<(String, PartKind, String)> {
    let report = BoardReport::setup(&grundy::parse(expr).unwrap());
    let picture = report.components[0].picture.as_ref().expect("an editor");
    report
        .moves
        .iter()
        .map(|edit| {
            let [part] = edit.anchor.as_slice() else {
                panic!("an edit is one click: {edit:?}")
            };
            let kind = picture.parts.iter().find(|p| &p.id == part).unwrap().kind;
            (part.clone(), kind, edit.to.clone())
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Each click is one part of the picture, changes the position, and writes an expression
    /// that reads back as the position drawn after it.
    #[test]
    fn every_edit_writes_the_position_it_draws(expr in component()) {
        let report = BoardReport::setup(&grundy::parse(&expr).unwrap());
        let picture = report.components[0].picture.as_ref().expect("an editor");
        let ids: HashSet<&str> = picture.parts.iter().map(|p| p.id.as_str()).collect();
        prop_assert_eq!(ids.len(), picture.parts.len(), "part ids are unique");
        let mut clicked = HashSet::new();
        for edit in &report.moves {
            prop_assert!(clicked.insert(edit.anchor.clone()), "one edit per part");
            prop_assert!(ids.contains(edit.anchor[0].as_str()));
            prop_assert_ne!(&edit.to, &report.expr);
            let after = grundy::parse(&edit.to).unwrap();
            prop_assert_eq!(after.to_string(), edit.to.clone());
            // The position set up has a set-up picture of its own: editing goes on.
            prop_assert!(BoardReport::setup(&after).components[0].picture.is_some());
        }
        // Every part but the poisoned square and the queen's own square does something.
        let idle = picture.parts.len() - report.moves.len();
        prop_assert!(idle <= 1, "{idle} parts do nothing in {expr}");
    }

    /// Toggling a Cram cell twice gives the board back, and so does adding a row or a column
    /// and taking it off again.
    #[test]
    fn a_cram_cell_toggled_twice_is_as_it_was(expr in component().prop_filter("Cram", |e| e.starts_with("cram"))) {
        let written = grundy::parse(&expr).unwrap().to_string();
        let report = BoardReport::setup(&grundy::parse(&expr).unwrap());
        let picture = report.components[0].picture.clone().unwrap();
        let label = |id: &str| picture.parts.iter().find(|p| p.id == id).unwrap().label.clone();
        for (part, kind, to) in edits(&expr) {
            let undo = match kind {
                PartKind::Square | PartKind::Filled => part,
                PartKind::Slot if label(&part) == "add a column" => "remove-column".to_string(),
                PartKind::Slot => "remove-row".to_string(),
                _ => continue,
            };
            let back = edits(&to).into_iter().find(|(p, _, _)| *p == undo).unwrap().2;
            prop_assert_eq!(back, written.clone(), "{} then {}", to, undo);
        }
    }
}

#[test]
fn nim_stones_are_set_by_clicking() {
    let edits = edits("nim(3)");
    let to: Vec<(&str, &str)> = edits
        .iter()
        .map(|(part, _, to)| (part.as_str(), to.as_str()))
        .collect();
    assert_eq!(
        to,
        [
            ("s0", "nim(0)"),
            ("s1", "nim(1)"),
            ("s2", "nim(2)"),
            ("s3", "nim(4)")
        ]
    );
    assert_eq!(edits[3].1, PartKind::Slot);
}

#[test]
fn chomp_stays_a_bar() {
    let find = |expr: &str, part: &str| {
        edits(expr)
            .into_iter()
            .find(|(p, _, _)| p == part)
            .map(|(_, _, to)| to)
    };
    // A place in a new row below: every row above gains the squares to its left.
    assert_eq!(find("chomp(3,1)", "r2c0").as_deref(), Some("chomp(3,1,1)"));
    // No place beside the second row of chomp(3,3): it would be longer than the first.
    assert_eq!(find("chomp(3,3)", "r1c3"), None);
    assert_eq!(find("chomp(3,3)", "r0c3").as_deref(), Some("chomp(4,3)"));
    // A square of the bar is eaten with those below and right of it; the poison stays.
    assert_eq!(
        find("chomp(3,3,2)", "r1c1").as_deref(),
        Some("chomp(3,1,1)")
    );
    assert_eq!(find("chomp(3,3,2)", "r0c0"), None);
}

#[test]
fn cram_boards_grow_by_a_row_or_a_column() {
    let find = |part: &str| {
        edits("cram(\"#./..\")")
            .into_iter()
            .find(|(p, _, _)| p == part)
            .map(|(_, kind, to)| (kind, to))
            .unwrap()
    };
    assert_eq!(
        find("r0c2"),
        (PartKind::Slot, "cram(\"#../...\")".to_string())
    );
    assert_eq!(
        find("r2c1"),
        (PartKind::Slot, "cram(\"#./../..\")".to_string())
    );
    assert_eq!(find("r0c0"), (PartKind::Filled, "cram(2,2)".to_string()));
}

#[test]
fn cram_boards_lose_their_last_row_or_column() {
    let board = "cram(\"#./..\")";
    let remove_column = edits(board)
        .into_iter()
        .find(|(p, _, _)| p == "remove-column");
    assert_eq!(
        remove_column,
        Some((
            "remove-column".to_string(),
            PartKind::Remove,
            "cram(\"#/.\")".to_string()
        ))
    );
    assert_eq!(
        edit_to(board, "remove-row").as_deref(),
        Some("cram(\"#.\")")
    );
    // The controls stand beyond the places: right of the first row, under the first column.
    let report = BoardReport::setup(&grundy::parse(board).unwrap());
    let picture = report.components[0].picture.as_ref().unwrap();
    let at = |id: &str| {
        let part = picture.parts.iter().find(|p| p.id == id).unwrap();
        (part.x, part.y, part.label.as_str())
    };
    assert_eq!(at("remove-column"), (3, 0, "remove the last column"));
    assert_eq!(at("remove-row"), (0, 3, "remove the last row"));
    assert_eq!((picture.width, picture.height), (4, 4));
    // A board keeps one row and one column.
    assert_eq!(edit_to("cram(\"#..\")", "remove-row"), None);
    assert_eq!(
        edit_to("cram(\"#..\")", "remove-column").as_deref(),
        Some("cram(\"#.\")")
    );
    assert_eq!(edit_to("cram(1,1)", "remove-column"), None);
}

#[test]
fn the_queen_is_set_on_any_square() {
    let edits = edits("wythoff(1,2)");
    // A 3 × 4 board and its new column and row, less the queen's own square.
    assert_eq!(edits.len(), 3 * 4 - 1);
    assert!(
        edits
            .iter()
            .any(|(p, k, to)| p == "r3c2" && *k == PartKind::Slot && to == "wythoff(2,3)")
    );
    assert!(
        edits
            .iter()
            .any(|(p, _, to)| p == "r0c0" && to == "wythoff(0,0)")
    );
}

/// One small component of a family whose editor came second (Node-Kayles, coin rows, Turning
/// Corners, Green Hackenbush, Northcott, Staircase Nim), as an expression: small enough for
/// the solver to value every position set up from it by the definition.
fn drawn_component() -> impl Strategy<Value = String> {
    let kayles = (
        prop_oneof![
            (1u32..8).prop_map(|n| (format!("path:{n}"), n)),
            (3u32..7).prop_map(|n| (format!("cycle:{n}"), n)),
            (1u32..3, 1u32..4).prop_map(|(r, c)| (format!("grid:{r}x{c}"), r * c)),
            (2u32..5).prop_map(|n| (format!("star:{n}"), n + 1)),
        ],
        proptest::collection::vec(proptest::bool::ANY, 8),
    )
        .prop_map(|((spec, n), deleted)| {
            let gone: Vec<String> = (1..=n)
                .filter(|&v| deleted[v as usize - 1])
                .map(|v| v.to_string())
                .collect();
            if gone.is_empty() {
                format!("nodekayles({spec})")
            } else {
                format!("nodekayles({spec} - {})", gone.join(" "))
            }
        });
    let coins = (
        prop_oneof![Just("turtles"), Just("mock"), Just("ruler"), Just("run[2]")],
        proptest::collection::vec(proptest::bool::ANY, 1..7),
    )
        .prop_map(|(rule, row)| {
            let row: String = row.iter().map(|&h| if h { '1' } else { '0' }).collect();
            format!("coins[{rule}]({row})")
        });
    let corners = proptest::collection::btree_set((0u32..3, 0u32..3), 1..4).prop_map(|heads| {
        let heads: Vec<String> = heads.iter().map(|(x, y)| format!("{x}:{y}")).collect();
        format!("corners({})", heads.join(","))
    });
    // A tree grown vertex by vertex from the ground, and maybe an edge closing a cycle.
    let hackenbush = (
        proptest::collection::vec(0usize..8, 1..5),
        proptest::option::of((0u64..5, 0u64..5)),
    )
        .prop_map(|(parents, extra)| {
            let mut edges: Vec<(u64, u64)> = (0..parents.len())
                .map(|i| ((parents[i] % (i + 1)) as u64, i as u64 + 1))
                .collect();
            if let Some((a, b)) = extra {
                let top = parents.len() as u64;
                edges.push((a.min(top), b.min(top)));
            }
            let edges: Vec<String> = edges.iter().map(|(a, b)| format!("{a}-{b}")).collect();
            format!("hackenbush({})", edges.join(","))
        });
    let northcott = (2u32..7, 1u32..7, 1u32..7)
        .prop_filter("two squares", |(n, w, b)| w != b && w <= n && b <= n)
        .prop_map(|(n, w, b)| format!("northcott({w}:{b}:{n})"));
    let staircase = proptest::collection::vec(0u32..4, 0..4).prop_map(|steps| {
        let steps: Vec<String> = steps.iter().map(u32::to_string).collect();
        format!("staircase({})", steps.join(","))
    });
    prop_oneof![kayles, coins, corners, hackenbush, northcott, staircase]
}

/// The value of the sum `expr` by the definition: the solver over its components' own moves,
/// nim-added.
fn value_by_solver(expr: &str) -> u64 {
    let mut solver = grundy::Solver::new(grundy::family::ComponentGame);
    grundy::parse(expr)
        .unwrap()
        .components()
        .map(|c| {
            let node = grundy::family::ComponentNode::new(c.clone());
            solver.nimber(&node).unwrap().0
        })
        .fold(0, |acc, value| acc ^ value)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// On every family with an editor of its own file: each click is a part of the picture and
    /// an edit that changes the position, writes an expression that reads back as the position
    /// set up, and sets up a position the library values as the solver does by the definition.
    #[test]
    fn every_family_sets_up_positions_that_read_back_and_are_valued_right(expr in drawn_component()) {
        let position = grundy::parse(&expr).unwrap();
        let report = BoardReport::setup(&position);
        prop_assert!(report.components[0].editor);
        let picture = report.components[0].picture.as_ref().expect("an editor");
        let ids: HashSet<&str> = picture.parts.iter().map(|p| p.id.as_str()).collect();
        prop_assert_eq!(ids.len(), picture.parts.len(), "part ids are unique");
        prop_assert!(!report.moves.is_empty(), "{} has no edit", expr);
        // Every place a click adds to, and every control that shortens a row, does something.
        for slot in picture.parts.iter().filter(|p| matches!(p.kind, PartKind::Slot | PartKind::Remove)) {
            prop_assert!(report.moves.iter().any(|m| m.anchor == [slot.id.clone()]), "{} in {}", slot.id, expr);
        }
        for edit in &report.moves {
            prop_assert!(ids.contains(edit.anchor[0].as_str()));
            prop_assert_ne!(&edit.to, &report.expr);
            let after = grundy::parse(&edit.to).unwrap();
            prop_assert_eq!(after.to_string(), edit.to.clone());
            prop_assert!(BoardReport::setup(&after).components[0].picture.is_some());
            let value = after.nimber().unwrap();
            prop_assert_eq!(value, value_by_solver(&edit.to).into(), "{}", edit.to);
        }
    }
}

/// The edit a click on `part` of `expr`'s editor makes, as the whole expression, if any.
fn edit_to(expr: &str, part: &str) -> Option<String> {
    edits(expr)
        .into_iter()
        .find(|(p, _, _)| p == part)
        .map(|(_, _, to)| to)
}

#[test]
fn node_kayles_vertices_toggle_and_paths_grow() {
    // A vertex clicked is deleted alone; its place puts it back.
    assert_eq!(
        edit_to("nodekayles(grid:2x3)", "v4").as_deref(),
        Some("nodekayles(grid:2x3 - 5)")
    );
    assert_eq!(
        edit_to("nodekayles(grid:2x3 - 2 5)", "v4").as_deref(),
        Some("nodekayles(grid:2x3 - 2)")
    );
    assert_eq!(
        edits("nodekayles(cycle:5 - 3)")
            .into_iter()
            .find(|(p, _, _)| p == "v2")
            .map(|(_, kind, to)| (kind, to)),
        Some((PartKind::Slot, "nodekayles(cycle:5)".to_string()))
    );
    // A path gains a vertex at its end, its deleted vertices kept.
    assert_eq!(
        edit_to("nodekayles(path:4 - 2)", "v4").as_deref(),
        Some("nodekayles(path:5 - 2)")
    );
    // A cycle gains a vertex between its last and its first, its deleted vertices kept.
    assert_eq!(
        edit_to("nodekayles(cycle:5 - 1 3)", "v5").as_deref(),
        Some("nodekayles(cycle:6 - 1 3)")
    );
    // A star or the Petersen graph does not grow.
    assert_eq!(edit_to("nodekayles(star:3)", "v4"), None);
    assert_eq!(edit_to("nodekayles(petersen)", "v10"), None);
    // A grid gains a column at its right or a row below, holding only the vertex clicked; the
    // vertices it had keep their places (and so their deletions) in the renumbered grid.
    assert_eq!(
        edit_to("nodekayles(grid:2x3 - 5)", "c1").as_deref(),
        Some("nodekayles(grid:2x4 - 4 6)")
    );
    assert_eq!(
        edit_to("nodekayles(grid:2x3 - 5)", "r0").as_deref(),
        Some("nodekayles(grid:3x3 - 5 8 9)")
    );
    // A ladder stays a ladder: it only gets longer.
    assert_eq!(
        edit_to("nodekayles(ladder:3)", "c0").as_deref(),
        Some("nodekayles(ladder:4 - 8)")
    );
    assert_eq!(edit_to("nodekayles(ladder:3)", "r0"), None);
    // No column or row beyond the vertex limit of 128: 4 × 33 and 5 × 32 are too many.
    assert_eq!(edit_to("nodekayles(grid:4x32)", "c0"), None);
}

#[test]
fn node_kayles_cycles_grow_between_their_last_vertex_and_their_first() {
    let report = BoardReport::setup(&grundy::parse("nodekayles(cycle:5 - 5)").unwrap());
    let picture = report.components[0].picture.as_ref().unwrap();
    let part = |id: &str| picture.parts.iter().find(|p| p.id == id).unwrap();
    let new = part("v5");
    assert_eq!(new.kind, PartKind::Slot);
    assert_eq!(new.label, "add vertex 6 between 5 and 1");
    // The cycle is drawn on the circle of six: its four vertices left, the place of vertex 5
    // (deleted) and the new vertex's place are six different cells.
    let cells: HashSet<(u32, u32)> = picture
        .parts
        .iter()
        .filter(|p| p.to.is_none())
        .map(|p| (p.x, p.y))
        .collect();
    assert_eq!(cells.len(), 6, "six places on the circle");
    let grown = grundy::parse(&edit_to("nodekayles(cycle:5 - 5)", "v5").unwrap()).unwrap();
    assert_eq!(grown.to_string(), "nodekayles(cycle:6 - 5)");
    // Vertex 6 joins 1 (and the deleted 5): the path 6-1-2-3-4, Dawson's Chess of value 3.
    assert_eq!(grown.nimber().unwrap(), 3u32.into());
    assert_eq!(
        edit_to("nodekayles(cycle:5)", "v5").as_deref(),
        Some("nodekayles(cycle:6)")
    );
    // The vertex limit, 128: cycle:127 grows once, cycle:128 not at all.
    assert_eq!(
        edit_to("nodekayles(cycle:127)", "v127").as_deref(),
        Some("nodekayles(cycle:128)")
    );
    assert_eq!(edit_to("nodekayles(cycle:128)", "v128"), None);
    let full = BoardReport::setup(&grundy::parse("nodekayles(cycle:128)").unwrap());
    let full = full.components[0].picture.as_ref().unwrap();
    assert!(full.parts.iter().all(|p| p.kind != PartKind::Slot));
}

#[test]
fn the_new_places_and_controls_are_named_in_chinese() {
    use grundy::Budget;
    use grundy::i18n::Lang;
    let budget = Budget::default();
    budget.context().set_language(Lang::Zh);
    let label = |expr: &str, id: &str| {
        budget.run(|| {
            let report = BoardReport::setup(&grundy::parse(expr).unwrap());
            let picture = report.components[0].picture.clone().unwrap();
            picture
                .parts
                .into_iter()
                .find(|p| p.id == id)
                .unwrap()
                .label
        })
    };
    assert_eq!(
        label("nodekayles(cycle:3)", "v3"),
        "在顶点 3 和 1 之间添上顶点 4"
    );
    assert_eq!(
        label("coins[turtles](101)", "remove"),
        "去掉最后一枚硬币（硬币 3）"
    );
    assert_eq!(label("northcott(1:3:4)", "narrow"), "去掉最后一列");
    assert_eq!(label("cram(2,2)", "remove-row"), "去掉最后一行");
}

#[test]
fn coins_turn_over_and_the_row_grows() {
    assert_eq!(
        edit_to("coins[mock](101)", "c1").as_deref(),
        Some("coins[mock](111)")
    );
    assert_eq!(
        edit_to("coins[mock](101)", "c0").as_deref(),
        Some("coins[mock](001)")
    );
    assert_eq!(
        edit_to("coins[mock](101)", "c3").as_deref(),
        Some("coins[mock](1010)")
    );
}

#[test]
fn coin_rows_lose_their_last_coin() {
    // The control after the place for a new coin takes the last coin off, heads or tails.
    let edits = edits("coins[mock](101)");
    let remove = edits.iter().find(|(p, _, _)| p == "remove").unwrap();
    assert_eq!(
        (remove.1, remove.2.as_str()),
        (PartKind::Remove, "coins[mock](10)")
    );
    assert_eq!(
        edit_to("coins[ruler](110)", "remove").as_deref(),
        Some("coins[ruler](11)")
    );
    let report = BoardReport::setup(&grundy::parse("coins[mock](101)").unwrap());
    let picture = report.components[0].picture.as_ref().unwrap();
    let drawn: Vec<(&str, u32, &str)> = picture.parts[3..]
        .iter()
        .map(|p| (p.id.as_str(), p.x, p.label.as_str()))
        .collect();
    assert_eq!(
        drawn,
        [
            ("c3", 3, "add coin 4, tails"),
            ("remove", 4, "remove the last coin (coin 3)")
        ]
    );
    assert_eq!(picture.width, 5);
    // A row keeps one coin: a lone coin has no control.
    assert_eq!(edit_to("coins[turtles](1)", "remove"), None);
    // Long rows: 399 coins leave room in the picture for the control alone, 400 for nothing;
    // the control is still refused on a row of one, whatever is asked.
    let long = |n: usize| format!("coins[turtles]({})", "0".repeat(n - 1) + "1");
    let kinds = |expr: &str| -> Vec<PartKind> {
        let report = BoardReport::setup(&grundy::parse(expr).unwrap());
        let picture = report.components[0].picture.clone().unwrap();
        picture
            .parts
            .iter()
            .filter(|p| matches!(p.kind, PartKind::Slot | PartKind::Remove))
            .map(|p| p.kind)
            .collect()
    };
    assert_eq!(kinds(&long(398)), [PartKind::Slot, PartKind::Remove]);
    assert_eq!(kinds(&long(399)), [PartKind::Remove]);
    assert_eq!(kinds(&long(400)), []);
    assert_eq!(
        edit_to(&long(399), "remove"),
        Some(format!("coins[turtles]({})", "0".repeat(398)))
    );
}

#[test]
fn corners_boards_grow_to_a_new_head_and_keep_their_last_one() {
    assert_eq!(
        edit_to("corners(1:1)", "r2c0").as_deref(),
        Some("corners(0:2,1:1)")
    );
    assert_eq!(
        edit_to("corners(1:1,2:0)", "r0c2").as_deref(),
        Some("corners(1:1)")
    );
    assert_eq!(edit_to("corners(1:1)", "r1c1"), None);
}

#[test]
fn hackenbush_edges_are_cut_and_grown() {
    // Cutting the ground edge of a stalk takes the whole stalk; another stalk stays.
    let expr = "hackenbush(0-1,0-3,1-2)";
    assert_eq!(edit_to(expr, "e0").as_deref(), Some("hackenbush(0-3)"));
    assert_eq!(edit_to(expr, "e2").as_deref(), Some("hackenbush(0-1,0-3)"));
    // A new stalk on the ground, an edge up from vertex 1: each to a new vertex.
    assert_eq!(
        edit_to(expr, "n0").as_deref(),
        Some("hackenbush(0-1,0-3,0-4,1-2)")
    );
    assert_eq!(
        edit_to(expr, "n1").as_deref(),
        Some("hackenbush(0-1,0-3,1-2,1-4)")
    );
    // The last edge stays: a graph without edges is no position.
    assert_eq!(edit_to("hackenbush(0-1)", "e0"), None);
}

#[test]
fn northcott_squares_set_the_gap() {
    // White on 2, black on 6 of 8: a square moves the piece nearer to it.
    let expr = "northcott(2:6:8)";
    assert_eq!(edit_to(expr, "r0c4").as_deref(), Some("northcott(2:5:8)"));
    assert_eq!(edit_to(expr, "r0c0").as_deref(), Some("northcott(1:6:8)"));
    assert_eq!(edit_to(expr, "r0c7").as_deref(), Some("northcott(2:8:8)"));
    // Halfway between them: black moves.
    assert_eq!(edit_to(expr, "r0c3").as_deref(), Some("northcott(2:4:8)"));
    // The place at the end widens the row; the pieces stay.
    assert_eq!(edit_to(expr, "r0c8").as_deref(), Some("northcott(2:6:9)"));
    assert_eq!(edit_to(expr, "r0c1"), None);
}

#[test]
fn northcott_rows_narrow_and_keep_their_gap_when_they_can() {
    // The last column empty: it goes, the pieces stay.
    assert_eq!(
        edit_to("northcott(2:6:8)", "narrow").as_deref(),
        Some("northcott(2:6:7)")
    );
    // A piece on the last column: the pair moves one column left, the gap (3) kept.
    assert_eq!(
        edit_to("northcott(2:6:6)", "narrow").as_deref(),
        Some("northcott(1:5:5)")
    );
    assert_eq!(
        edit_to("northcott(6:3:6)", "narrow").as_deref(),
        Some("northcott(5:2:5)")
    );
    // The pieces on both end columns: the one on the last steps back, the gap one smaller.
    assert_eq!(
        edit_to("northcott(1:5:5)", "narrow").as_deref(),
        Some("northcott(1:4:4)")
    );
    assert_eq!(
        edit_to("northcott(4:1:4)", "narrow").as_deref(),
        Some("northcott(3:1:3)")
    );
    // Two columns for two pieces: no narrower.
    assert_eq!(
        edit_to("northcott(1:2:3)", "narrow").as_deref(),
        Some("northcott(1:2:2)")
    );
    assert_eq!(edit_to("northcott(2:1:2)", "narrow"), None);
    // The control is drawn after the place for a new column, named.
    let report = BoardReport::setup(&grundy::parse("northcott(2:6:8)").unwrap());
    let picture = report.components[0].picture.as_ref().unwrap();
    let drawn: Vec<(&str, PartKind, u32, &str)> = picture.parts[8..]
        .iter()
        .map(|p| (p.id.as_str(), p.kind, p.x, p.label.as_str()))
        .collect();
    assert_eq!(
        drawn,
        [
            ("r0c8", PartKind::Slot, 8, "add a column"),
            ("narrow", PartKind::Remove, 9, "remove the last column")
        ]
    );
    // The widest rows drawn: 399 columns leave room for the control alone, 400 for nothing.
    let kinds = |expr: &str| -> Vec<PartKind> {
        let report = BoardReport::setup(&grundy::parse(expr).unwrap());
        let picture = report.components[0].picture.clone().unwrap();
        picture.parts[picture.parts.len().min(398)..]
            .iter()
            .filter(|p| matches!(p.kind, PartKind::Slot | PartKind::Remove))
            .map(|p| p.kind)
            .collect()
    };
    assert_eq!(
        kinds("northcott(1:398:398)"),
        [PartKind::Slot, PartKind::Remove]
    );
    assert_eq!(kinds("northcott(1:399:399)"), [PartKind::Remove]);
    assert_eq!(kinds("northcott(1:400:400)"), []);
    assert_eq!(
        edit_to("northcott(1:399:399)", "narrow").as_deref(),
        Some("northcott(1:398:398)")
    );
}

#[test]
fn staircase_steps_gain_and_lose_coins_and_steps() {
    let expr = "staircase(2,0,1)";
    assert_eq!(edit_to(expr, "s0-0").as_deref(), Some("staircase(0,0,1)"));
    assert_eq!(edit_to(expr, "s0-2").as_deref(), Some("staircase(3,0,1)"));
    assert_eq!(edit_to(expr, "s1-0").as_deref(), Some("staircase(2,1,1)"));
    assert_eq!(edit_to(expr, "t3").as_deref(), Some("staircase(2,0,1,0)"));
    assert_eq!(edit_to(expr, "t2").as_deref(), Some("staircase(2,0)"));
    assert_eq!(edit_to(expr, "t0"), None);
}

#[test]
fn the_editor_removes_and_adds_components() {
    let report = BoardReport::setup(&grundy::parse("nim(3,4) + staircase(1,2)").unwrap());
    let without: Vec<Option<&str>> = report
        .components
        .iter()
        .map(|c| c.without.as_deref())
        .collect();
    assert_eq!(
        without,
        [
            Some("nim(4) + staircase(1,2)"),
            Some("nim(3) + staircase(1,2)"),
            Some("nim(3,4)")
        ]
    );
    // Every family with an editor is offered once, each addition a position of its own.
    let families: Vec<&str> = report.additions.iter().map(|a| a.family.as_str()).collect();
    assert_eq!(
        families,
        [
            "nim",
            "staircase",
            "chomp",
            "cram",
            "wythoff",
            "nodekayles",
            "coins[turtles]",
            "corners",
            "hackenbush",
            "northcott"
        ]
    );
    for addition in &report.additions {
        let to = grundy::parse(&addition.to).unwrap();
        assert_eq!(to.to_string(), addition.to);
        assert_eq!(to.len(), 4, "{}", addition.to);
        assert!(addition.to.ends_with(&format!(" + {}", addition.expr)));
        let added = grundy::parse(&addition.expr).unwrap();
        assert!(BoardReport::setup(&added).components[0].picture.is_some());
    }
    // The only component cannot be removed: nothing would be left to write.
    let alone = BoardReport::setup(&grundy::parse("corners(1:2)").unwrap());
    assert_eq!(alone.components[0].without, None);
}

#[test]
fn the_board_says_which_components_have_an_editor() {
    let report =
        BoardReport::of(&grundy::parse("nim(2) + bash[3](4) + northcott(1:3:4)").unwrap()).unwrap();
    let editors: Vec<bool> = report.components.iter().map(|c| c.editor).collect();
    assert_eq!(editors, [true, false, true]);
    assert!(report.additions.is_empty());
    assert!(report.components.iter().all(|c| c.without.is_none()));
}
