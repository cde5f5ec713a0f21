//! Game expressions: parse, then every question `eval` asks, under a tiny budget. Errors are
//! fine; a panic, a hang or runaway memory is a bug.
//!
//! Files: `script[FILE]` and `graph[FILE]` read files, so an input naming either is run only if
//! every file it names is one of the examples below (no other path is ever opened).
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "common.rs"]
mod common;

const EXAMPLE_FILES: &[&str] = &[
    "examples/lasker.rhai",
    "examples/kayles.rhai",
    "examples/king.rhai",
    "examples/queen.rhai",
    "examples/knight.rhai",
    "examples/nim.rhai",
    "examples/grundy.rhai",
    "examples/springs.rhai",
    "examples/subtraction134.rhai",
    "examples/graphs/cycle.txt",
    "examples/graphs/dag.txt",
    "examples/graphs/game.dot",
    "examples/graphs/springs.txt",
];

/// Whether every `script` or `graph` in the text is followed by `[EXAMPLE]`.
fn names_only_example_files(text: &str) -> bool {
    ["script", "graph"].iter().all(|family| {
        text.match_indices(family).all(|(at, _)| {
            let rest = &text[at + family.len()..];
            EXAMPLE_FILES
                .iter()
                .any(|file| rest.starts_with(&format!("[{file}]")))
        })
    })
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if !names_only_example_files(text) {
        return;
    }
    common::at_repository_root();
    common::tiny_budget().run(|| {
        match grundy::parse(text) {
            Ok(sum) => {
                let _ = sum.to_string();
                let _ = sum.outcome();
                let _ = sum.nimber();
                let _ = sum.loopy_value();
                let _ = sum.count_winning_moves();
                if let Ok(moves) = sum.winning_moves() {
                    for winning in moves.iter().take(4) {
                        let _ = winning.to.to_string();
                        let _ = sum.parse_move(&format!(
                            "{} -> {}",
                            winning.component + 1,
                            winning.replacement
                        ));
                    }
                }
                let _ = sum.explain();
                let _ = sum.perfect_move();
                let _ = sum.is_over();
                let _ = sum.moves();
                if let Ok(analysis) = sum.misere() {
                    let _ = analysis.explain(&sum);
                }
                let _ = sum.perfect_misere_move();
                if let Ok(graph) = grundy::draw::state_graph(&sum, 64) {
                    let _ = graph.to_dot();
                }
            }
            Err(error) => {
                let _ = error.render(text);
                // Maybe a family, as `seq` and `table` take it.
                if let Ok(family) = grundy::parse_family(text) {
                    for n in 0..16 {
                        let _ = family.heap_nimber(n);
                    }
                    for a in 0..4 {
                        for b in 0..4 {
                            let _ = family.pair_nimber(a, b);
                        }
                    }
                    let _ = family.period();
                }
            }
        }
    });
});
