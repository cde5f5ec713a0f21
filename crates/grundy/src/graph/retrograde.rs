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
use crate::budget::{Steps, tr};
use crate::{LimitExceeded, Outcome};

/// The label of a vertex no backward step reaches: a draw.
const DRAWN: u32 = u32::MAX;

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
    Ok(label(graph)?
        .into_iter()
        .map(|r| match r {
            DRAWN => Outcome::D,
            even if even % 2 == 0 => Outcome::P,
            _ => Outcome::N,
        })
        .collect())
}

/// The remoteness of every vertex (`None` for a draw), by the same analysis: how many moves
/// the game lasts when the winner hurries and the loser delays (C. A. B. Smith, *Graphs and
/// composite games*, J. Combinatorial Theory 1 (1966)). A vertex with no move has remoteness
/// 0; one with an option of even remoteness has 1 + the least such; otherwise 1 + the
/// greatest. Even remoteness is exactly a P-vertex.
///
/// Vertices are labelled in order of remoteness (a first-in, first-out work list), so the
/// first P-option to reach a vertex is its least, and the last N-option to reach a P-vertex is
/// its greatest; cycles need nothing more, which is why loopy games get their remoteness here.
///
/// ```
/// use grundy::graph::{GameGraph, remoteness};
/// // A path 0 → 1 → 2 → 3; 4 moves to 0 or 3, and 5 ⇄ 6 is a cycle with no exit.
/// let graph = GameGraph::from_edges(7, &[(0, 1), (1, 2), (2, 3), (4, 0), (4, 3), (5, 6), (6, 5)]).unwrap();
/// assert_eq!(
///     remoteness(&graph).unwrap(),
///     // 4 wins at once (to 3) rather than by 0, which would win in four.
///     vec![Some(3), Some(2), Some(1), Some(0), Some(1), None, None]
/// );
/// ```
pub fn remoteness(graph: &GameGraph) -> Result<Vec<Option<u32>>, LimitExceeded> {
    Ok(label(graph)?
        .into_iter()
        .map(|r| (r != DRAWN).then_some(r))
        .collect())
}

/// The remoteness of every vertex, [`DRAWN`] for a draw.
fn label(graph: &GameGraph) -> Result<Vec<u32>, LimitExceeded> {
    let vertex_count = graph.vertex_count();
    let mut steps = Steps::new();
    // A counter, a label and a place in the work list per vertex.
    steps
        .budget()
        .check_memory_of(vertex_count as u64 * 12, || tr!("memory-graph-outcomes"))?;
    // Out-degree counters: moves of an undecided vertex not yet known to lead to N. Stored as u32
    // (4 bytes a vertex) unless some vertex has 2^32 moves or more.
    let mut remaining: Vec<u32> = Vec::with_capacity(vertex_count);
    let mut label = vec![DRAWN; vertex_count];
    // Every vertex enters the work list once, when it is labelled: the list is read from the
    // front and never shrinks.
    let mut work: Vec<u32> = Vec::new();
    for v in 0..vertex_count as u32 {
        steps.step()?;
        let degree = graph.out_degree(v);
        remaining.push(u32::try_from(degree).unwrap_or(u32::MAX));
        if degree == 0 {
            label[v as usize] = 0;
            work.push(v);
        }
    }
    let mut next = 0;
    while let Some(&v) = work.get(next) {
        next += 1;
        steps.step()?;
        let r = label[v as usize];
        for &u in graph.predecessors(v) {
            if label[u as usize] != DRAWN {
                continue;
            }
            if r.is_multiple_of(2) {
                // A move to a P-vertex: u is N, by its least such move (labelled first).
                label[u as usize] = r + 1;
                work.push(u);
            } else {
                let count = &mut remaining[u as usize];
                *count -= 1;
                if *count == 0 {
                    // Every move of u leads to N; this one, labelled last, is the greatest.
                    label[u as usize] = r + 1;
                    work.push(u);
                }
            }
        }
    }
    Ok(label)
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

    /// Remoteness by the definition, a round per value: in round `k`, a vertex with a move to
    /// a vertex of even remoteness `k - 1` gets `k` (odd `k`), and one all of whose moves lead
    /// to vertices of odd remoteness, the greatest `k - 1`, gets `k` (even `k`). What no round
    /// labels is a draw.
    fn naive_remoteness(adjacency: &[Vec<u32>]) -> Vec<Option<u32>> {
        let mut label: Vec<Option<u32>> = vec![None; adjacency.len()];
        for k in 0..=2 * adjacency.len() as u32 + 1 {
            let before = label.clone();
            for (v, followers) in adjacency.iter().enumerate() {
                if before[v].is_some() {
                    continue;
                }
                let of = |w: &u32| before[*w as usize];
                let settled = if k % 2 == 1 {
                    followers.iter().any(|w| of(w) == Some(k - 1))
                } else {
                    followers.iter().all(|w| of(w).is_some_and(|r| r % 2 == 1))
                        && followers.iter().filter_map(of).max().map_or(0, |r| r + 1) == k
                };
                if settled {
                    label[v] = Some(k);
                }
            }
        }
        label
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(1000))]
        #[test]
        fn remoteness_matches_the_definition((vertex_count, edges) in random_graph(12, 30)) {
            let graph = GameGraph::from_edges(vertex_count, &edges).unwrap();
            let adjacency: Vec<Vec<u32>> =
                (0..vertex_count as u32).map(|v| graph.followers(v).to_vec()).collect();
            let found = remoteness(&graph).unwrap();
            prop_assert_eq!(&found, &naive_remoteness(&adjacency));
            // Even remoteness is exactly a P-vertex.
            let outcomes = naive_outcomes(&adjacency);
            for (r, outcome) in found.iter().zip(outcomes) {
                let expected = match r {
                    None => Outcome::D,
                    Some(r) if r % 2 == 0 => Outcome::P,
                    Some(_) => Outcome::N,
                };
                prop_assert_eq!(expected, outcome);
            }
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
