//! Retrograde analysis: the outcome (P, N or draw) of every vertex of a game graph, cycles
//! allowed, in `O(V + E)`.
//!
//! Work backwards from the end of the game. A vertex with no move is P. A vertex with a move to a
//! P-vertex is N. A vertex all of whose moves lead to N-vertices is P: each vertex keeps a count of
//! its moves not yet known to lead to N, and becomes P when the count reaches zero. Every edge is
//! looked at once from each end. Whatever is never labelled is a draw: from such a vertex there
//! is no move to a P-vertex but there is a move to another unlabelled vertex, so the player to
//! move cannot win but can always avoid losing, and perfect play goes on forever. (This is the
//! classical backward induction of endgame tables; for games on graphs see A. S. Fraenkel,
//! *Complexity, appeal and challenges of combinatorial games*, Theoret. Comput. Sci. 313 (2004).)

use super::GameGraph;
use crate::budget::Steps;
use crate::{LimitExceeded, Outcome};

/// The outcome of every vertex, by retrograde analysis, under the [`Budget`](crate::Budget)
/// entered on this thread (its memory limit, deadline and cancellation).
///
/// ```
/// use grundy::graph::{GameGraph, retrograde};
/// use grundy::Outcome::{D, N, P};
/// // 0 ⇄ 1 is a cycle; 1 can also escape to the terminal vertex 2; 3 ⇄ 4 is a cycle with no exit.
/// let graph = GameGraph::from_edges(5, &[(0, 1), (1, 0), (1, 2), (3, 4), (4, 3)]).unwrap();
/// assert_eq!(retrograde(&graph).unwrap(), vec![P, N, P, D, D]);
/// ```
pub fn retrograde(graph: &GameGraph) -> Result<Vec<Outcome>, LimitExceeded> {
    let vertex_count = graph.vertex_count();
    let mut steps = Steps::new();
    // A counter, an outcome and a place in the work list per vertex.
    steps.budget().check_memory(
        vertex_count as u64 * 9,
        "the outcomes of the graph's vertices",
    )?;
    // Out-degree counters: moves of an undecided vertex not yet known to lead to N. Stored as u32
    // (4 bytes a vertex) unless some vertex has 2^32 moves or more.
    let mut remaining: Vec<u32> = Vec::with_capacity(vertex_count);
    let mut outcome = vec![Outcome::D; vertex_count];
    let mut queue: Vec<u32> = Vec::new();
    for v in 0..vertex_count as u32 {
        steps.step()?;
        let degree = graph.out_degree(v);
        remaining.push(u32::try_from(degree).unwrap_or(u32::MAX));
        if degree == 0 {
            outcome[v as usize] = Outcome::P;
            queue.push(v);
        }
    }
    // Order does not matter for the labels: a stack keeps the work list small and local.
    while let Some(v) = queue.pop() {
        steps.step()?;
        match outcome[v as usize] {
            Outcome::P => {
                for &u in graph.predecessors(v) {
                    if outcome[u as usize] == Outcome::D {
                        outcome[u as usize] = Outcome::N;
                        queue.push(u);
                    }
                }
            }
            _ => {
                for &u in graph.predecessors(v) {
                    if outcome[u as usize] == Outcome::D {
                        let count = &mut remaining[u as usize];
                        *count -= 1;
                        if *count == 0 {
                            outcome[u as usize] = Outcome::P;
                            queue.push(u);
                        }
                    }
                }
            }
        }
    }
    Ok(outcome)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::tests::{naive_outcomes, random_graph};
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(1000))]
        #[test]
        fn matches_the_naive_fixed_point((vertex_count, edges) in random_graph(12, 30)) {
            let graph = GameGraph::from_edges(vertex_count, &edges).unwrap();
            let adjacency: Vec<Vec<u32>> =
                (0..vertex_count as u32).map(|v| graph.followers(v).to_vec()).collect();
            prop_assert_eq!(retrograde(&graph).unwrap(), naive_outcomes(&adjacency));
        }
    }

    #[test]
    fn repeated_edges_are_counted_consistently() {
        // 0 has two parallel moves to 1 (N, since 1 → 2 terminal): so 0 is P.
        let forward = super::super::Csr::from_edges(3, &[(0, 1), (0, 1), (1, 2)]).unwrap();
        let graph = GameGraph::from_csr(forward).unwrap();
        assert_eq!(
            retrograde(&graph).unwrap(),
            vec![Outcome::P, Outcome::N, Outcome::P]
        );
    }

    #[test]
    fn a_self_loop_alone_is_a_draw() {
        let graph = GameGraph::from_edges(1, &[(0, 0)]).unwrap();
        assert_eq!(retrograde(&graph).unwrap(), vec![Outcome::D]);
    }

    #[test]
    fn the_budget_bounds_the_analysis() {
        use crate::budget::Budget;
        let edges: Vec<(u32, u32)> = (0..100_000u32).map(|v| (v, (v + 1) % 100_000)).collect();
        let graph = GameGraph::from_edges(100_000, &edges).unwrap();
        let small = Budget::default().with_memory_limit(100_000);
        let error = small.run(|| retrograde(&graph)).unwrap_err();
        assert!(matches!(error, LimitExceeded::Memory { .. }), "{error}");
        let cancelled = Budget::default();
        cancelled.cancel();
        assert_eq!(
            cancelled.run(|| retrograde(&graph)),
            Err(LimitExceeded::Cancelled)
        );
        let counted = Budget::default();
        counted.run(|| retrograde(&graph)).unwrap();
        assert!(counted.progress() >= 100_000);
    }
}
