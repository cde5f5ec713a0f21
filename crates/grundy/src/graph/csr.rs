//! Compact directed graphs: compressed sparse rows (CSR) with 32-bit vertex ids.
//!
//! A graph of `V` vertices and `E` edges is two arrays: `offsets` (`V + 1` entries) and
//! `targets` (`E` entries); the followers of `v` are `targets[offsets[v]..offsets[v + 1]]`. The
//! reverse graph (predecessors), which retrograde analysis walks, is built from the forward one by
//! a counting sort in `O(V + E)`. No per-vertex allocation: a graph of 10^7 vertices and 10^8
//! edges takes about 0.5 GB each way.

use super::GraphError;
use crate::budget::Budget;
use crate::budget::tr;

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
/// assert_eq!(csr.transpose().unwrap().neighbours(0), &[2]);
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
            return Err(GraphError::TooLarge(tr!(
                "too-large-graph-vertices",
                count = vertex_count.to_string(),
                most = MAX_VERTICES.to_string()
            )));
        }
        let mut out_of_range = None;
        let in_range = edges().map(|(from, to)| {
            if from as usize >= vertex_count || to as usize >= vertex_count {
                out_of_range.get_or_insert((from, to));
            }
            // An out-of-range edge is counted nowhere harmful and reported below.
            (from.min(vertex_count.saturating_sub(1) as u32), to)
        });
        let offsets = if vertex_count == 0 {
            let count = in_range.count();
            if count > 0 {
                out_of_range = Some((0, 0));
            }
            vec![0]
        } else {
            count_rows(vertex_count, in_range)?
        };
        if let Some((from, to)) = out_of_range {
            return Err(GraphError::TooLarge(tr!(
                "too-large-graph-edge",
                from = from.to_string(),
                to = to.to_string(),
                count = vertex_count.to_string()
            )));
        }
        let targets = fill_rows(&offsets, edges())?;
        Ok(Csr { offsets, targets })
    }

    /// How many vertices.
    pub(crate) fn vertex_count(&self) -> usize {
        self.offsets.len() - 1
    }

    /// How many edges.
    pub(crate) fn edge_count(&self) -> usize {
        self.targets.len()
    }

    /// The vertices `v` has an edge to, in order.
    pub fn neighbours(&self, v: u32) -> &[u32] {
        let v = v as usize;
        &self.targets[self.offsets[v]..self.offsets[v + 1]]
    }

    /// How many edges leave `v`.
    pub(crate) fn degree(&self, v: u32) -> usize {
        let v = v as usize;
        self.offsets[v + 1] - self.offsets[v]
    }

    /// The graph with every edge reversed, by a counting sort in `O(V + E)`. Within each
    /// vertex the reversed edges are in increasing order of their source. Fails only when the
    /// [`Budget`] entered on this thread is cancelled or runs out of time.
    pub fn transpose(&self) -> Result<Csr, GraphError> {
        let vertex_count = self.vertex_count();
        let reversed = || {
            (0..vertex_count as u32)
                .flat_map(move |from| self.neighbours(from).iter().map(move |&to| (to, from)))
        };
        let offsets = count_rows(vertex_count, reversed())?;
        let targets = fill_rows(&offsets, reversed())?;
        Ok(Csr { offsets, targets })
    }

    /// Bytes held by the two arrays (for memory reports).
    pub(crate) fn heap_bytes(&self) -> usize {
        self.offsets.len() * size_of::<usize>() + self.targets.len() * size_of::<u32>()
    }
}

/// How many `(row, value)` pairs [`for_each_blocked`] buffers at a time.
const CHUNK: usize = 1 << 20;

/// Calls `visit(row, value)` for every pair, a chunk at a time, each chunk reordered (stably)
/// by blocks of about `rows / 1024` consecutive rows. On a large graph a plain pass would touch
/// a random row, so miss the cache, on nearly every pair; in block order the rows touched in a
/// row of calls are close together. Pairs of one row are visited in their original order.
/// Checks the budget entered on this thread once a chunk.
fn for_each_blocked(
    rows: usize,
    pairs: impl Iterator<Item = (u32, u32)>,
    mut visit: impl FnMut(u32, u32) -> Result<(), GraphError>,
) -> Result<(), GraphError> {
    let shift = (usize::BITS - rows.leading_zeros()).saturating_sub(10);
    let blocks = (rows >> shift) + 1;
    let mut pairs = pairs.peekable();
    let mut chunk: Vec<(u32, u32)> = Vec::new();
    let mut ordered: Vec<(u32, u32)> = Vec::new();
    let mut starts = vec![0usize; blocks + 1];
    let budget = Budget::current();
    while pairs.peek().is_some() {
        budget.check()?;
        chunk.clear();
        chunk.extend(pairs.by_ref().take(CHUNK));
        starts.fill(0);
        for &(row, _) in &chunk {
            starts[(row >> shift) as usize + 1] += 1;
        }
        for block in 0..blocks {
            starts[block + 1] += starts[block];
        }
        ordered.resize(chunk.len(), (0, 0));
        for &(row, value) in &chunk {
            let start = &mut starts[(row >> shift) as usize];
            ordered[*start] = (row, value);
            *start += 1;
        }
        for &(row, value) in &ordered {
            visit(row, value)?;
        }
    }
    Ok(())
}

/// The row offsets for these `(row, value)` pairs: `offsets[r]..offsets[r + 1]` is row `r`.
/// Every row must be below `rows`.
fn count_rows(
    rows: usize,
    pairs: impl Iterator<Item = (u32, u32)>,
) -> Result<Vec<usize>, GraphError> {
    let mut offsets = vec![0usize; rows + 1];
    for_each_blocked(rows, pairs, |row, _| {
        offsets[row as usize + 1] += 1;
        Ok(())
    })?;
    for row in 0..rows {
        offsets[row + 1] += offsets[row];
    }
    Ok(offsets)
}

/// The values of these pairs placed row by row (rows as `offsets` says), each row's values in
/// the order given; an error if the pairs do not fill the rows exactly.
fn fill_rows(
    offsets: &[usize],
    pairs: impl Iterator<Item = (u32, u32)>,
) -> Result<Vec<u32>, GraphError> {
    let rows = offsets.len() - 1;
    let mismatch = || GraphError::TooLarge(tr!("too-large-graph-edges-changed"));
    let mut targets = vec![0u32; offsets[rows]];
    let mut next = offsets[..rows].to_vec();
    for_each_blocked(rows, pairs, |row, value| {
        let row = row as usize;
        if row >= rows || next[row] >= offsets[row + 1] {
            return Err(mismatch());
        }
        targets[next[row]] = value;
        next[row] += 1;
        Ok(())
    })?;
    if (0..rows).any(|row| next[row] != offsets[row + 1]) {
        return Err(mismatch());
    }
    Ok(targets)
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
    /// sorted, so that the options of a position are listed once, in a stable order. Built
    /// under the [`Budget`] entered on this thread: an error if the graph would not fit in its
    /// memory limit, or if it is cancelled.
    pub fn from_edges(vertex_count: usize, edges: &[(u32, u32)]) -> Result<GameGraph, GraphError> {
        GameGraph::from_edge_vec(vertex_count, edges.to_vec())
    }

    /// [`GameGraph::from_edges`], sorting the edges in place.
    pub(crate) fn from_edge_vec(
        vertex_count: usize,
        mut edges: Vec<(u32, u32)>,
    ) -> Result<GameGraph, GraphError> {
        // Offsets both ways and the counters of the second pass, targets both ways.
        let needed = (vertex_count as u64)
            .saturating_mul(24)
            .saturating_add((edges.len() as u64).saturating_mul(8));
        Budget::current().check_memory_of(needed, || tr!("memory-graph"))?;
        edges.sort_unstable();
        edges.dedup();
        let forward = Csr::from_edges(vertex_count, &edges)?;
        drop(edges);
        GameGraph::from_csr(forward)
    }

    /// The graph with these moves, as given (repeated edges are kept: every algorithm here
    /// treats them consistently); builds the reverse edges.
    pub fn from_csr(forward: Csr) -> Result<GameGraph, GraphError> {
        let reverse = forward.transpose()?;
        Ok(GameGraph { forward, reverse })
    }

    /// How many vertices.
    pub fn vertex_count(&self) -> usize {
        self.forward.vertex_count()
    }

    /// How many edges (moves).
    pub(crate) fn edge_count(&self) -> usize {
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
    pub(crate) fn out_degree(&self, v: u32) -> usize {
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
        let reverse = csr.transpose().unwrap();
        let mut back: Vec<(u32, u32)> = (0..4u32)
            .flat_map(|v| reverse.neighbours(v).iter().map(move |&u| (u, v)))
            .collect();
        let mut expected = edges.to_vec();
        back.sort_unstable();
        expected.sort_unstable();
        assert_eq!(back, expected);
        assert_eq!(reverse.transpose().unwrap(), csr);
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
