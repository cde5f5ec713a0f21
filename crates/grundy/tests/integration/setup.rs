//! The set-up editor against the expressions it writes: every click of a component's set-up
//! picture is an edit to a position whose expression reads back as the same position, and the
//! edits do what the editor promises (Nim's stones, Chomp's bar kept a bar, Cram's cells
//! toggled, Wythoff's queen set).

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

    /// Toggling a Cram cell twice gives the board back.
    #[test]
    fn a_cram_cell_toggled_twice_is_as_it_was(expr in component().prop_filter("Cram", |e| e.starts_with("cram"))) {
        let written = grundy::parse(&expr).unwrap().to_string();
        for (part, kind, to) in edits(&expr) {
            if matches!(kind, PartKind::Square | PartKind::Filled) {
                let back = edits(&to).into_iter().find(|(p, _, _)| *p == part).unwrap().2;
                prop_assert_eq!(back, written.clone());
            }
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
