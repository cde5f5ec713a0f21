//! The second half of the catalogue inside sums: the winning moves a sum reports (found by each
//! family's fast method) are exactly the moves, among all listed moves, that leave value 0.

fn check(expr: &str) {
    let position = grundy::parse(expr).unwrap_or_else(|e| panic!("{expr}: {e}"));
    let mut fast: Vec<String> = position
        .winning_moves()
        .unwrap()
        .iter()
        .map(|m| format!("{} / {}", m.component, m.to))
        .collect();
    let mut slow: Vec<String> = Vec::new();
    for m in position.moves().unwrap() {
        if m.to.nimber().unwrap() == 0u32.into() {
            slow.push(format!("{} / {}", m.component, m.to));
        }
    }
    fast.sort();
    slow.sort();
    assert_eq!(fast, slow, "{expr}");
    assert_eq!(
        position.outcome().unwrap() == grundy::Outcome::N,
        !fast.is_empty(),
        "{expr}"
    );
    // Every winning move can be typed back in `play` form and is accepted as legal.
    for m in position.winning_moves().unwrap() {
        let typed = format!("{} -> {}", m.component + 1, m.replacement);
        let replayed = position
            .parse_move(&typed)
            .unwrap_or_else(|e| panic!("{expr}: {typed}: {e}"));
        assert_eq!(replayed.to.to_string(), m.to.to_string());
    }
}

#[test]
fn sums_mixing_the_new_families_with_nim() {
    for expr in [
        "coins[mock](0110101) + nim(5)",
        "coins[turtles](1011) + coins[ruler](110111) + nim(3)",
        "coins[run[2]](0111) + nim(1)",
        "beans(1,0,1,100) + nim(2)",
        "beans(3,2,1,0,5) + coins[mock](011)",
        "hackenbush(0-1,1-2,1-3,0-4,4-5,5-6,6-4) + nim(1)",
        "hackenbush(0-1,0-1,1-2,2-2) + nim(2,3)",
        "corners(1:2,3:3,5:6) + nim(9)",
        "corners(2:3,4:4) + hackenbush(0-1,1-2)",
        "corners(1:1,1:2,2:1,2:2) + nim(1)",
        "chomp(4,3,3,1) + nim(2)",
        "chomp(3,3) + chomp(2,1)",
        "northcott(2:7:8,5:1:8) + nim(6)",
        "northcott(1:4:4) + beans(0,1,0) + corners(1:1)",
    ] {
        check(expr);
    }
}
