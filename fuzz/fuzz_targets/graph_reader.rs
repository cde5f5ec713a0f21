//! Graph files: the edge-list and DOT readers on arbitrary text, then what `grundy graph` and
//! `graph[FILE](v)` compute on the graph, under a tiny budget.
#![no_main]

use grundy::{Family, Teaching};
use grundy::games::GraphGame;
use grundy::draw::dot::{DotVertex, write_dot};
use grundy::graph::{GraphFormat, NamedGraph, retrograde};
use libfuzzer_sys::fuzz_target;

#[path = "common.rs"]
mod common;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    common::tiny_budget().run(|| {
        let _ = GraphFormat::detect(None, text);
        for format in [GraphFormat::EdgeList, GraphFormat::Dot] {
            let named = match NamedGraph::parse_as(text, format) {
                Ok(named) => named,
                Err(error) => {
                    let _ = error.to_string();
                    continue;
                }
            };
            // Outcomes and values are computed under the budget: a limit error is fine.
            let Ok(outcomes) = retrograde(named.graph()) else {
                continue;
            };
            let Ok(game) = GraphGame::new("fuzz.txt", named.clone()) else {
                continue;
            };
            let graph = named.graph();
            let shown = graph.vertex_count().min(8) as u32;
            let mut vertices = Vec::new();
            for v in 0..shown {
                assert_eq!(game.outcome(&v).ok(), Some(outcomes[v as usize]));
                let value = game
                    .loopy_value(&v)
                    .expect("graph values are computed on load");
                let _ = game.explain(&v);
                let _ = game.nimber(&v);
                vertices.push(DotVertex {
                    name: named.name(v).to_string(),
                    value: value.to_string(),
                    outcome: outcomes[v as usize],
                });
            }
            let edges: Vec<(u32, u32)> = (0..shown)
                .flat_map(|v| {
                    graph
                        .followers(v)
                        .iter()
                        .filter(|&&w| w < shown)
                        .map(move |&w| (v, w))
                })
                .collect();
            let _ = write_dot(&vertices, &edges, "fuzz");
            let _ = game.rules();
        }
    });
});
