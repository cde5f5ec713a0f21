//! The generalized Sprague–Grundy function of a game graph with cycles.
//!
//! Smith's generalized function γ (C. A. B. Smith, *Graphs and composite games*, J. Combinatorial
//! Theory 1 (1966)) gives each vertex a finite value or `∞(K)`, with `K` the finite values of its
//! followers; sums of loopy games then add as described in [`crate::generalized`]. On a graph without
//! cycles γ is the ordinary Sprague–Grundy function.
//!
//! **Algorithm** (A. S. Fraenkel and Y. Yesha, *The generalized Sprague–Grundy function and its
//! invariance under certain mappings*, J. Combinatorial Theory A 43 (1986); also in Fraenkel,
//! *Complexity, appeal and challenges of combinatorial games*, Theoret. Comput. Sci. 313 (2004)).
//! For `i = 0, 1, 2, ...` while unlabelled vertices remain:
//! 1. as long as some unlabelled vertex `u` has no follower labelled `i`, and every follower of
//!    `u` that is unlabelled or labelled `∞` has a follower labelled `i`, label `u` with `i`;
//! 2. label `∞` every unlabelled vertex with no follower labelled `i`.
//!
//! Step 1 is a retrograde analysis in which "labelled `i`" plays the part of P and "has a
//! follower labelled `i`" the part of N, over the edges into unlabelled and `∞` vertices; with
//! out-degree counters it costs `O(V + E)` per round. A vertex still unlabelled after round `i`
//! has followers of every value `0..=i`, so there are at most (maximum out-degree + 1) rounds.

use std::collections::BTreeSet;

use super::GameGraph;
use crate::budget::{Steps, tr};
use crate::{LimitExceeded, LoopyValue, Outcome};

const UNLABELLED: u32 = u32::MAX;
const INFINITE: u32 = u32::MAX - 1;
/// `marked[v] == NEVER` until `v` is first found to have a follower of the current round's label.
const NEVER: u32 = u32::MAX;

/// The generalized Sprague–Grundy value of every vertex of a graph.
///
/// ```
/// use grundy::graph::{GameGraph, generalized_values};
/// use grundy::LoopyValue;
/// // 0 → 1 → 2 (terminal), and 1 → 0: a cycle with an exit. 3 → 3 loops with no exit.
/// let graph = GameGraph::from_edges(4, &[(0, 1), (1, 0), (1, 2), (3, 3)]).unwrap();
/// let values = generalized_values(&graph).unwrap();
/// assert_eq!(values.value(&graph, 2), LoopyValue::from(0u32));
/// assert_eq!(values.value(&graph, 1), LoopyValue::from(1u32));
/// assert_eq!(values.value(&graph, 0), LoopyValue::from(0u32));
/// assert_eq!(values.value(&graph, 3).to_string(), "∞{}");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeneralizedValues {
    labels: Vec<u32>,
    /// Fraenkel's counter function: the order in which finite values were given.
    counters: Vec<u32>,
}

/// Computes γ for every vertex (see the module documentation for the algorithm), under the
/// [`Budget`](crate::Budget) entered on this thread (its memory limit, deadline and
/// cancellation).
pub fn generalized_values(graph: &GameGraph) -> Result<GeneralizedValues, LimitExceeded> {
    let vertex_count = graph.vertex_count();
    let mut steps = Steps::new();
    // About a dozen 4- and 8-byte words per vertex: labels, counters, marks, work lists.
    steps
        .budget()
        .check_memory_of(vertex_count as u64 * 48, || tr!("memory-graph-values"))?;
    let mut labels = vec![UNLABELLED; vertex_count];
    // Vertices from which no cycle can be reached get their ordinary Sprague–Grundy values in
    // O(V + E) first; the rounds then only have to settle the rest. (γ is unique and equals the
    // ordinary function there, so this changes nothing but the running time: without it a large
    // acyclic graph would cost a round, a pass over the graph, per value.)
    let settled_in_advance = acyclic_values(graph, &mut labels, &mut steps)?;
    let mut by_value: Vec<u32> = settled_in_advance;
    // Stable: within one value, followers (settled first) keep coming before their predecessors,
    // which the counter function below relies on.
    by_value.sort_by_key(|&v| labels[v as usize]);
    // `order[v]`: when `v` got its finite value, counted over the whole run (the counter function
    // `c` of Fraenkel and Yesha: if `γ(u) = a` and a follower `v` of `u` has a larger or infinite
    // value, `v` has a follower `w` with `γ(w) = a` and `c(w) < c(u)`; winning by moving to the
    // follower of least counter makes progress, so play ends).
    let mut order = vec![u32::MAX; vertex_count];
    let mut clock: u32 = 0;
    let mut stamp = |v: u32, order: &mut Vec<u32>| {
        order[v as usize] = clock;
        clock += 1;
    };
    let mut next_settled = 0;
    // The round in which a vertex was found to have a follower labelled with that round's value.
    let mut marked = vec![NEVER; vertex_count];
    // For an unlabelled vertex: its followers still open (see `open`) and not yet marked.
    let mut counters = vec![0usize; vertex_count];
    let mut remaining: Vec<u32> = (0..vertex_count as u32)
        .filter(|&v| labels[v as usize] == UNLABELLED)
        .collect();
    let mut queue: Vec<u32> = Vec::new();
    let mut round: u32 = 0;
    while !remaining.is_empty() {
        // In round `i` a follower is open when it is unlabelled, ∞, or settled in advance with
        // a value of at least `i` (the plain algorithm would label it in a later round): every
        // such label is at least `round`, and the labels given so far are below it.
        let open = |label: u32| label >= round;
        // Count first, label after: a vertex labelled now must not hide from its predecessors'
        // counts that it was open when the round began.
        for &u in &remaining {
            steps.step()?;
            counters[u as usize] = graph
                .followers(u)
                .iter()
                .filter(|&&w| open(labels[w as usize]))
                .count();
        }
        for &u in &remaining {
            if counters[u as usize] == 0 {
                // Every follower has a value below `round` (and all of them occur, or `u`
                // would have been labelled in an earlier round): `u` has value `round`.
                labels[u as usize] = round;
                stamp(u, &mut order);
                queue.push(u);
            }
        }
        // The vertices settled in advance with this value take part as if labelled now.
        while next_settled < by_value.len() && labels[by_value[next_settled] as usize] == round {
            stamp(by_value[next_settled], &mut order);
            queue.push(by_value[next_settled]);
            next_settled += 1;
        }
        while let Some(labelled) = queue.pop() {
            steps.step()?;
            for &p in graph.predecessors(labelled) {
                if marked[p as usize] == round {
                    continue;
                }
                steps.step()?;
                marked[p as usize] = round;
                if !open(labels[p as usize]) {
                    continue;
                }
                // `p` now has a follower labelled `round`: one fewer open follower to wait for.
                for &q in graph.predecessors(p) {
                    if labels[q as usize] == UNLABELLED && marked[q as usize] != round {
                        let counter = &mut counters[q as usize];
                        *counter -= 1;
                        if *counter == 0 {
                            labels[q as usize] = round;
                            stamp(q, &mut order);
                            queue.push(q);
                        }
                    }
                }
            }
        }
        remaining.retain(|&u| {
            let u = u as usize;
            if labels[u] != UNLABELLED {
                false
            } else if marked[u] != round {
                labels[u] = INFINITE;
                false
            } else {
                true
            }
        });
        round += 1;
    }
    // Values above the last round, settled in advance, still need their counters (in value
    // order, which is the order the rounds would have given them).
    for &v in &by_value[next_settled..] {
        stamp(v, &mut order);
    }
    Ok(GeneralizedValues {
        labels,
        counters: order,
    })
}

/// Labels every vertex that cannot reach a cycle with its ordinary Sprague–Grundy value (the
/// mex of its followers' values), working back from the terminal vertices; returns them.
fn acyclic_values(
    graph: &GameGraph,
    labels: &mut [u32],
    steps: &mut Steps,
) -> Result<Vec<u32>, LimitExceeded> {
    let vertex_count = graph.vertex_count();
    let mut unsettled_followers: Vec<usize> = (0..vertex_count as u32)
        .map(|v| graph.out_degree(v))
        .collect();
    let mut ready: Vec<u32> = (0..vertex_count as u32)
        .filter(|&v| unsettled_followers[v as usize] == 0)
        .collect();
    let mut settled = Vec::new();
    // `seen[x] == v + 1` when some follower of `v` has value `x` (no clearing between vertices).
    let mut seen: Vec<u32> = Vec::new();
    while let Some(v) = ready.pop() {
        steps.step()?;
        let followers = graph.followers(v);
        if seen.len() < followers.len() + 1 {
            seen.resize(followers.len() + 1, 0);
        }
        for &w in followers {
            let value = labels[w as usize] as usize;
            if value < seen.len() {
                seen[value] = v + 1;
            }
        }
        let mex = (0..)
            .find(|&x: &usize| seen[x] != v + 1)
            .expect("seen has a free slot");
        labels[v as usize] = mex as u32;
        settled.push(v);
        for &p in graph.predecessors(v) {
            let count = &mut unsettled_followers[p as usize];
            *count -= 1;
            if *count == 0 {
                ready.push(p);
            }
        }
    }
    Ok(settled)
}

impl GeneralizedValues {
    /// The finite value of `v`, or `None` when it is infinite.
    pub fn finite(&self, v: u32) -> Option<u32> {
        let label = self.labels[v as usize];
        (label != INFINITE).then_some(label)
    }

    /// The escape set of `v`: the finite values of its followers.
    pub(crate) fn escapes(&self, graph: &GameGraph, v: u32) -> BTreeSet<u32> {
        graph
            .followers(v)
            .iter()
            .filter_map(|&w| self.finite(w))
            .collect()
    }

    /// The value of `v`: finite, or `∞` with its escape set.
    pub fn value(&self, graph: &GameGraph, v: u32) -> LoopyValue {
        match self.finite(v) {
            Some(value) => LoopyValue::from(value),
            None => LoopyValue::infinite(self.escapes(graph, v)),
        }
    }

    /// Who wins at `v`, read off its value.
    pub fn outcome(&self, graph: &GameGraph, v: u32) -> Outcome {
        match self.finite(v) {
            Some(value) => Outcome::from_is_zero(value == 0),
            None if graph
                .followers(v)
                .iter()
                .any(|&w| self.finite(w) == Some(0)) =>
            {
                Outcome::N
            }
            None => Outcome::D,
        }
    }

    /// The counter of a vertex of finite value (Fraenkel and Yesha's `c`): the order in which
    /// the values were found. `None` for an infinite vertex.
    pub(crate) fn counter(&self, v: u32) -> Option<u32> {
        self.finite(v).map(|_| self.counters[v as usize])
    }

    /// The followers of `v` whose value is finite and equal to `target`, least counter first: a
    /// player who always takes the first of these to reach value 0 wins in finitely many moves.
    pub(crate) fn followers_of_value(&self, graph: &GameGraph, v: u32, target: u32) -> Vec<u32> {
        let mut found: Vec<u32> = graph
            .followers(v)
            .iter()
            .copied()
            .filter(|&w| self.finite(w) == Some(target))
            .collect();
        found.sort_by_key(|&w| self.counters[w as usize]);
        found
    }

    /// Whether any vertex has an infinite value.
    #[cfg(test)]
    pub(crate) fn has_infinite(&self) -> bool {
        self.labels.contains(&INFINITE)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::retrograde;
    use crate::graph::tests::{naive_outcomes, random_graph};
    use crate::solver::Solver;
    use crate::{Game, GameError};
    use proptest::prelude::*;

    /// The outcome of `v + nim(k)` for every vertex and heap, by brute force on the product
    /// graph: vertex `(v, h)` is numbered `v * (max_heap + 1) + h`.
    fn outcomes_plus_heap(adjacency: &[Vec<u32>], max_heap: u32) -> Vec<Outcome> {
        let heaps = max_heap + 1;
        let mut product = Vec::new();
        for followers in adjacency {
            for h in 0..heaps {
                let mut moves: Vec<u32> = followers.iter().map(|&w| w * heaps + h).collect();
                let v_base = product.len() as u32 - h;
                moves.extend((0..h).map(|smaller| v_base + smaller));
                product.push(moves);
            }
        }
        naive_outcomes(&product)
    }

    /// The outcome of `u + v` for every pair of vertices, by brute force on the product graph:
    /// vertex `(u, v)` is numbered `u * n + v`.
    fn outcomes_of_pairs(adjacency: &[Vec<u32>]) -> Vec<Outcome> {
        let n = adjacency.len() as u32;
        let mut product = Vec::new();
        for u in 0..n {
            for v in 0..n {
                let mut moves: Vec<u32> =
                    adjacency[u as usize].iter().map(|&w| w * n + v).collect();
                moves.extend(adjacency[v as usize].iter().map(|&w| u * n + w));
                product.push(moves);
            }
        }
        naive_outcomes(&product)
    }

    fn adjacency_of(graph: &GameGraph) -> Vec<Vec<u32>> {
        (0..graph.vertex_count() as u32)
            .map(|v| graph.followers(v).to_vec())
            .collect()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(1500))]

        /// The sum rule predicts the outcome of `v + nim(k)` for every `k`; those outcomes
        /// determine γ(v) completely (P at exactly `k = a` for a finite value `a`; for `∞(K)`,
        /// N exactly when `k ∈ K` and a draw otherwise).
        #[test]
        fn vertex_plus_heap_matches_the_product_graph((n, edges) in random_graph(10, 40)) {
            let graph = GameGraph::from_edges(n, &edges).unwrap();
            let values = generalized_values(&graph).unwrap();
            let adjacency = adjacency_of(&graph);
            let max_heap = n as u32 + 1;
            let brute = outcomes_plus_heap(&adjacency, max_heap);
            for v in 0..n as u32 {
                for k in 0..=max_heap {
                    let predicted = values.value(&graph, v).nim_sum(&k.into()).outcome();
                    let actual = brute[(v * (max_heap + 1) + k) as usize];
                    prop_assert_eq!(predicted, actual, "vertex {} + nim({})", v, k);
                }
            }
        }

        /// Sums of two loopy positions, including `∞ + ∞`, against the product graph.
        #[test]
        fn vertex_plus_vertex_matches_the_product_graph((n, edges) in random_graph(7, 18)) {
            let graph = GameGraph::from_edges(n, &edges).unwrap();
            let values = generalized_values(&graph).unwrap();
            let brute = outcomes_of_pairs(&adjacency_of(&graph));
            for u in 0..n as u32 {
                for v in 0..n as u32 {
                    let predicted = values.value(&graph, u).nim_sum(&values.value(&graph, v));
                    prop_assert_eq!(predicted.outcome(), brute[(u * n as u32 + v) as usize]);
                }
            }
        }

        /// The counter function's defining property, which makes play terminate: if `γ(u) = a`
        /// and a follower `v` has a larger or infinite value, `v` has a follower `w` of value `a`
        /// with `c(w) < c(u)`. Also: every finite value is the mex of the finite values below it
        /// among the followers, and no follower has the same value.
        #[test]
        fn the_counter_function_decreases((n, edges) in random_graph(12, 36)) {
            let graph = GameGraph::from_edges(n, &edges).unwrap();
            let values = generalized_values(&graph).unwrap();
            for u in 0..n as u32 {
                let Some(a) = values.finite(u) else { continue };
                let followers = graph.followers(u);
                prop_assert!(followers.iter().all(|&v| values.finite(v) != Some(a)));
                for below in 0..a {
                    prop_assert!(followers.iter().any(|&v| values.finite(v) == Some(below)));
                }
                for &v in followers {
                    if values.finite(v).is_none_or(|b| b > a) {
                        let least = values.followers_of_value(&graph, v, a).first().copied();
                        let counter = least.and_then(|w| values.counter(w));
                        prop_assert!(counter < values.counter(u) && counter.is_some(), "u={} v={}", u, v);
                    }
                }
            }
        }

        /// A vertex's own outcome agrees with retrograde analysis.
        #[test]
        fn outcomes_agree_with_retrograde_analysis((n, edges) in random_graph(14, 40)) {
            let graph = GameGraph::from_edges(n, &edges).unwrap();
            let values = generalized_values(&graph).unwrap();
            let outcomes: Vec<Outcome> =
                (0..n as u32).map(|v| values.outcome(&graph, v)).collect();
            prop_assert_eq!(outcomes, retrograde(&graph).unwrap());
        }

        /// Without cycles γ is the ordinary Sprague–Grundy function (checked with the solver).
        #[test]
        fn acyclic_graphs_get_ordinary_values((n, edges) in random_graph(14, 40)) {
            // Keep only edges to larger vertices: no cycles.
            let edges: Vec<(u32, u32)> = edges.into_iter().filter(|&(u, v)| u < v).collect();
            let graph = GameGraph::from_edges(n, &edges).unwrap();
            let values = generalized_values(&graph).unwrap();
            let mut solver = Solver::new(AsGame(&graph));
            for v in 0..n as u32 {
                let expected = solver.nimber(&v).unwrap().0;
                prop_assert_eq!(values.finite(v).map(u64::from), Some(expected));
            }
        }
    }

    struct AsGame<'a>(&'a GameGraph);

    impl Game for AsGame<'_> {
        type Position = u32;
        fn options(&self, &v: &u32) -> Result<Vec<Vec<u32>>, GameError> {
            Ok(self.0.followers(v).iter().map(|&w| vec![w]).collect())
        }
    }

    #[test]
    fn large_values_do_not_take_a_pass_per_value() {
        // The complete acyclic graph on 1000 vertices (v → every smaller vertex) has values
        // 0..1000. Add 1000 ⇄ 1001, where 1001 can also move to every vertex below 1000: 1001
        // reaches the terminal vertex 0, so 1000 (whose only move is to 1001) is P, value 0,
        // and 1001 has value mex{0, ..., 999} = 1000. Settling the acyclic part first makes
        // this one pass instead of one per value.
        let n = 1000u32;
        let mut edges: Vec<(u32, u32)> = (0..n).flat_map(|v| (0..v).map(move |w| (v, w))).collect();
        edges.extend([(n, n + 1), (n + 1, n)]);
        edges.extend((0..n).map(|w| (n + 1, w)));
        let graph = GameGraph::from_edges(n as usize + 2, &edges).unwrap();
        let values = generalized_values(&graph).unwrap();
        assert!((0..n).all(|v| values.finite(v) == Some(v)));
        assert_eq!(values.finite(n), Some(0));
        assert_eq!(values.finite(n + 1), Some(n));
    }

    #[test]
    fn a_known_loopy_graph() {
        // 0 is terminal; 1 → 0; 2 → 1, 3; 3 → 2; 4 → 4, 0 (a self-loop with an exit).
        // Neither player wants to leave the cycle 2 ⇄ 3 for 1 (an N-position), so 2 and 3 are
        // draws: γ(2) = ∞{1} (its one finite follower has value 1), γ(3) = ∞{}.
        let graph =
            GameGraph::from_edges(5, &[(1, 0), (2, 1), (2, 3), (3, 2), (4, 4), (4, 0)]).unwrap();
        let values = generalized_values(&graph).unwrap();
        let shown: Vec<String> = (0..5)
            .map(|v| values.value(&graph, v).to_string())
            .collect();
        assert_eq!(shown, ["0", "1", "∞{1}", "∞{}", "∞{0}"]);
        assert_eq!(values.outcome(&graph, 4), Outcome::N);
        assert_eq!(values.outcome(&graph, 2), Outcome::D);
        assert!(values.has_infinite());
    }

    #[test]
    fn the_budget_bounds_the_valuation() {
        use crate::budget::Budget;
        let n = 100_000u32;
        let edges: Vec<(u32, u32)> = (0..n).map(|v| (v, (v + 1) % n)).collect();
        let graph = GameGraph::from_edges(n as usize, &edges).unwrap();
        let small = Budget::default().with_memory_limit(1 << 20);
        let error = small.run(|| generalized_values(&graph)).unwrap_err();
        assert!(matches!(error, LimitExceeded::Memory { .. }), "{error}");
        let cancelled = Budget::default();
        cancelled.cancel();
        assert_eq!(
            cancelled.run(|| generalized_values(&graph)),
            Err(LimitExceeded::Cancelled)
        );
        let counted = Budget::default();
        let values = counted.run(|| generalized_values(&graph)).unwrap();
        assert_eq!(values.value(&graph, 0).to_string(), "∞{}");
        assert!(counted.progress() >= u64::from(n));
    }
}
