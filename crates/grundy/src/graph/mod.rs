//! Games given as explicit directed graphs, cycles allowed.
//!
//! A token sits on a vertex; a move slides it along an edge; a player with no move loses. With
//! cycles, play can go on forever, and the outcome of a vertex is P, N or a draw:
//! - `csr`: the compact graph ([`Csr`], [`GameGraph`]): 32-bit vertex ids, offsets and targets
//!   arrays, reverse edges built in `O(V + E)`;
//! - [`parse`]: reading edge lists and Graphviz DOT ([`NamedGraph`]);
//! - [`retrograde`](mod@retrograde): outcomes and remoteness by retrograde analysis in `O(V + E)`;
//! - [`generalized_values`](mod@generalized_values): the generalized Sprague–Grundy values that
//!   decide sums of loopy games.
//!
//! Drawing a graph (DOT, SVG, the state graph of a sum) is [`crate::draw`]'s.

pub(crate) mod csr;
pub mod generalized_values;
mod names;
pub mod parse;
mod reader;
pub mod retrograde;

pub use csr::{Csr, GameGraph, MAX_VERTICES};
pub use generalized_values::{GeneralizedValues, generalized_values};
pub use parse::{GraphFormat, MAX_GRAPH_BYTES, MAX_NAME_CHARS, NamedGraph};
pub use retrograde::{remoteness, retrograde};

use crate::budget::tr;
use thiserror::Error;

/// Why a graph could not be read or built.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum GraphError {
    /// The text is not a graph in the expected format. The message, and the line and column
    /// around it, are in the language of the computation.
    #[error("{}", tr!("graph-syntax", line = *line, column = *column, message = message))]
    Syntax {
        /// The 1-based line of the problem.
        line: usize,
        /// The 1-based column (in characters) of the problem.
        column: usize,
        /// What was expected there, or what is wrong.
        message: String,
    },
    /// The graph (or its file) is larger than the representation or the limits allow.
    #[error("{0}")]
    TooLarge(String),
    /// The file could not be read.
    #[error("{0}")]
    Io(String),
    /// The work hit a limit of its [`Budget`](crate::budget::Budget) (memory, time) or was
    /// cancelled.
    #[error(transparent)]
    Limit(#[from] crate::budget::LimitExceeded),
}

impl From<GraphError> for crate::GameError {
    fn from(error: GraphError) -> Self {
        match error {
            GraphError::Limit(limit) => crate::GameError::Limit(limit),
            other => crate::GameError::TooLarge(other.to_string()),
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use crate::Outcome;
    use proptest::prelude::*;

    /// A random directed graph with up to `max_vertices` vertices (at least one) and up to
    /// `max_edges` edges, self-loops and cycles allowed.
    pub(crate) fn random_graph(
        max_vertices: usize,
        max_edges: usize,
    ) -> impl Strategy<Value = (usize, Vec<(u32, u32)>)> {
        (1..=max_vertices).prop_flat_map(move |n| {
            let vertex = 0..n as u32;
            (
                Just(n),
                prop::collection::vec((vertex.clone(), vertex), 0..=max_edges),
            )
        })
    }

    /// A temporary graph file, removed when dropped (even when a test fails).
    pub(crate) struct TempGraph(pub String);

    impl Drop for TempGraph {
        fn drop(&mut self) {
            let _ = std::fs::remove_file(&self.0);
        }
    }

    /// Writes `edges` as an edge list (vertices named `v0`, `v1`, ...) to a fresh file.
    pub(crate) fn write_graph(n: usize, edges: &[(u32, u32)]) -> TempGraph {
        use std::sync::atomic::{AtomicUsize, Ordering};
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        let mut text: String = (0..n).map(|v| format!("v{v}\n")).collect();
        for (u, v) in edges {
            text += &format!("v{u} v{v}\n");
        }
        let path = std::env::temp_dir().join(format!(
            "grundy-graph-test-{}-{}.txt",
            std::process::id(),
            COUNTER.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::write(&path, text).unwrap();
        TempGraph(path.to_str().unwrap().to_string())
    }

    /// Outcomes by the definition, iterated to a fixed point: a vertex is N if some move leads to
    /// a P-vertex, P if every move leads to an N-vertex (so a terminal vertex is P); what never
    /// settles is a draw. Quadratic, and independent of the retrograde code it checks.
    pub(crate) fn naive_outcomes(adjacency: &[Vec<u32>]) -> Vec<Outcome> {
        let mut outcome: Vec<Option<Outcome>> = vec![None; adjacency.len()];
        loop {
            let mut changed = false;
            for (v, followers) in adjacency.iter().enumerate() {
                if outcome[v].is_some() {
                    continue;
                }
                let of = |w: &u32| outcome[*w as usize];
                if followers.iter().any(|w| of(w) == Some(Outcome::P)) {
                    outcome[v] = Some(Outcome::N);
                    changed = true;
                } else if followers.iter().all(|w| of(w) == Some(Outcome::N)) {
                    outcome[v] = Some(Outcome::P);
                    changed = true;
                }
            }
            if !changed {
                return outcome
                    .into_iter()
                    .map(|o| o.unwrap_or(Outcome::D))
                    .collect();
            }
        }
    }
}
