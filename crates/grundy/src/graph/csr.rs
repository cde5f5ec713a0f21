//! Compact directed graphs: compressed sparse rows (CSR) with 32-bit vertex ids.
//!
//! A graph of `V` vertices and `E` edges is two arrays: `offsets` (`V + 1` entries) and
//! `targets` (`E` entries); the followers of `v` are `targets[offsets[v]..offsets[v + 1]]`. The
//! reverse graph (predecessors), which retrograde analysis walks, is built from the forward one by
//! a counting sort in `O(V + E)`. No per-vertex allocation: a graph of 10^7 vertices and 10^8
//! edges takes about 0.5 GB each way.

use super::GraphError;

/// The largest number of vertices a graph may have: ids are `u32`.
pub const MAX_VERTICES: usize = u32::MAX as usize;

/// One direction of a directed graph in compressed sparse row form.
///
/// ```
/// use grundy::graph::Csr;
/// // 0 → 1, 0 → 2, 2 → 0
/// let csr = Csr::from_edges(3, &[(0, 1), (0, 2), (2, 0)]).unwrap();
/// assert_eq!(csr.neighbours(0), &[1, 2]);
/// assert_eq!(csr.neighbours(1), &[] as &[u32]);
/// assert_eq!(csr.transpose().neighbours(0), &[2]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Csr {
    offsets: Vec<usize>,
    targets: Vec<u32>,
}

impl Csr {
    /// The graph with the given edges. Edges out of one vertex keep their order.
    pub fn from_edges(vertex_count: usize, edges: &[(u32, u32)]) -> Result<Csr, GraphError> {
        Csr::from_edge_source(vertex_count, || edges.iter().copied())
    }

    /// The graph whose edges `edges()` yields. The source is called twice (once to count the
    /// out-degrees, once to place the targets) and must yield the same edges both times; this
    /// lets a huge generated graph be built without ever holding an edge list in memory.
    pub fn from_edge_source<I>(
        vertex_count: usize,
        edges: impl Fn() -> I,
    ) -> Result<Csr, GraphError>
    where
        I: Iterator<Item = (u32, u32)>,
    {
        if vertex_count > MAX_VERTICES {
            return Err(GraphError::TooLarge(format!(
                "{vertex_count} vertices is more than the {MAX_VERTICES} a graph may have"
            )));
        }
        let mut offsets = vec![0usize; vertex_count + 1];
        for (from, to) in edges() {
            for vertex in [from, to] {
                if vertex as usize >= vertex_count {
                    return Err(GraphError::TooLarge(format!(
                        "edge {from} -> {to} names vertex {vertex}, but the graph has only {vertex_count} vertices"
                    )));
                }
            }
            offsets[from as usize + 1] += 1;
        }
        for v in 0..vertex_count {
            offsets[v + 1] += offsets[v];
        }
        let edge_count = offsets[vertex_count];
        let mut targets = vec![0u32; edge_count];
        // `next[v]` is where the next follower of `v` goes; reuse `offsets` shifted by one.
        let mut next = offsets[..vertex_count].to_vec();
        let mut placed = 0usize;
        for (from, to) in edges() {
            let slot = &mut next[from as usize];
            if placed == edge_count || *slot >= offsets[from as usize + 1] {
                return Err(GraphError::TooLarge(
                    "the edge source yielded different edges on its second pass".to_string(),
                ));
            }
            targets[*slot] = to;
            *slot += 1;
            placed += 1;
        }
        if placed != edge_count {
            return Err(GraphError::TooLarge(
                "the edge source yielded different edges on its second pass".to_string(),
            ));
        }
        Ok(Csr { offsets, targets })
    }

    /// How many vertices.
    pub fn vertex_count(&self) -> usize {
        self.offsets.len() - 1
    }

    /// How many edges.
    pub fn edge_count(&self) -> usize {
        self.targets.len()
    }

    /// The vertices `v` has an edge to, in order.
    pub fn neighbours(&self, v: u32) -> &[u32] {
        let v = v as usize;
        &self.targets[self.offsets[v]..self.offsets[v + 1]]
    }

    /// How many edges leave `v`.
    pub fn degree(&self, v: u32) -> usize {
        let v = v as usize;
        self.offsets[v + 1] - self.offsets[v]
    }

    /// The graph with every edge reversed, by a counting sort in `O(V + E)`. Within each
    /// vertex the reversed edges are in increasing order of their source.
    pub fn transpose(&self) -> Csr {
        let vertex_count = self.vertex_count();
        let mut offsets = vec![0usize; vertex_count + 1];
        for &to in &self.targets {
            offsets[to as usize + 1] += 1;
        }
        for v in 0..vertex_count {
            offsets[v + 1] += offsets[v];
        }
        let mut next = offsets[..vertex_count].to_vec();
        let mut targets = vec![0u32; self.targets.len()];
        for from in 0..vertex_count {
            for &to in &self.targets[self.offsets[from]..self.offsets[from + 1]] {
                let slot = &mut next[to as usize];
                targets[*slot] = from as u32;
                *slot += 1;
            }
        }
        Csr { offsets, targets }
    }

    /// Bytes held by the two arrays (for memory reports).
    pub fn heap_bytes(&self) -> usize {
        self.offsets.len() * size_of::<usize>() + self.targets.len() * size_of::<u32>()
    }
}

/// A directed game graph: moves (forward edges) and, for retrograde analysis, the reverse edges.
///
/// ```
/// use grundy::graph::GameGraph;
/// let graph = GameGraph::from_edges(3, &[(0, 1), (1, 2), (1, 0)]).unwrap();
/// assert_eq!(graph.followers(1), &[0, 2]);
/// assert_eq!(graph.predecessors(0), &[1]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameGraph {
    forward: Csr,
    reverse: Csr,
}

impl GameGraph {
    /// The graph with these edges; repeated edges are kept once and each vertex's followers are
    /// sorted, so that the options of a position are listed once, in a stable order.
    pub fn from_edges(vertex_count: usize, edges: &[(u32, u32)]) -> Result<GameGraph, GraphError> {
        let mut sorted = edges.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        GameGraph::from_csr(Csr::from_edges(vertex_count, &sorted)?)
    }

    /// The graph with these moves, as given (repeated edges are kept: every algorithm here
    /// treats them consistently); builds the reverse edges.
    pub fn from_csr(forward: Csr) -> Result<GameGraph, GraphError> {
        let reverse = forward.transpose();
        Ok(GameGraph { forward, reverse })
    }

    /// How many vertices.
    pub fn vertex_count(&self) -> usize {
        self.forward.vertex_count()
    }

    /// How many edges (moves).
    pub fn edge_count(&self) -> usize {
        self.forward.edge_count()
    }

    /// The positions `v` can move to.
    pub fn followers(&self, v: u32) -> &[u32] {
        self.forward.neighbours(v)
    }

    /// The positions that can move to `v`.
    pub fn predecessors(&self, v: u32) -> &[u32] {
        self.reverse.neighbours(v)
    }

    /// How many moves leave `v`.
    pub fn out_degree(&self, v: u32) -> usize {
        self.forward.degree(v)
    }

    /// Bytes held by the adjacency arrays, both directions.
    pub fn heap_bytes(&self) -> usize {
        self.forward.heap_bytes() + self.reverse.heap_bytes()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transpose_reverses_every_edge_once() {
        // In increasing order of target within each source, as a transpose lists them.
        let edges = [(0, 1), (0, 1), (0, 2), (1, 2), (2, 0), (2, 2), (3, 0)];
        let csr = Csr::from_edges(4, &edges).unwrap();
        let reverse = csr.transpose();
        let mut back: Vec<(u32, u32)> = (0..4u32)
            .flat_map(|v| reverse.neighbours(v).iter().map(move |&u| (u, v)))
            .collect();
        let mut expected = edges.to_vec();
        back.sort_unstable();
        expected.sort_unstable();
        assert_eq!(back, expected);
        assert_eq!(reverse.transpose(), csr);
    }

    #[test]
    fn out_of_range_vertices_are_errors() {
        assert!(Csr::from_edges(2, &[(0, 2)]).is_err());
        assert!(Csr::from_edges(0, &[]).unwrap().vertex_count() == 0);
    }

    #[test]
    fn game_graphs_drop_repeated_edges() {
        let graph = GameGraph::from_edges(2, &[(0, 1), (0, 1), (1, 1)]).unwrap();
        assert_eq!(graph.followers(0), &[1]);
        assert_eq!(graph.predecessors(1), &[0, 1]);
        assert_eq!(graph.edge_count(), 2);
    }
}
