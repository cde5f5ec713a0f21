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

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    #[test]
    fn every_move_is_on_the_picture_once_and_marked_as_it_is(expr in position()) {
        let sum = grundy::parse(&expr).unwrap();
        let report = BoardReport::of(&sum).unwrap();
        prop_assert!(report.moves_unlisted.is_none());
        // Every component of these families is drawn, so the board has every move.
        let expected: HashSet<String> = sum.moves().unwrap().into_iter().map(|m| m.to.to_string()).collect();
        let shown: HashSet<String> = report.moves.iter().map(|m| m.to.clone()).collect();
        prop_assert_eq!(shown.len(), report.moves.len(), "a move listed twice in {}", expr);
        prop_assert_eq!(&shown, &expected, "{}", expr);
        let mut anchors = HashSet::new();
        for m in &report.moves {
            let picture = report.components[m.component].picture.as_ref().unwrap();
            let drawn: HashSet<&str> = picture.parts.iter().map(|p| p.id.as_str()).collect();
            prop_assert!(!m.anchor.is_empty());
            for id in m.anchor.iter().chain(&m.touched) {
                prop_assert!(drawn.contains(id.as_str()), "{} not drawn in {}", id, expr);
            }
            // One click (or pair of clicks) makes one move.
            let mut anchor = m.anchor.clone();
            anchor.sort();
            prop_assert!(anchors.insert((m.component, anchor)), "two moves with one anchor in {}", expr);
            let after = grundy::parse(&m.to).unwrap().outcome().unwrap();
            prop_assert_eq!(m.winning, after == Outcome::P, "{} -> {}", expr, m.to);
        }
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
