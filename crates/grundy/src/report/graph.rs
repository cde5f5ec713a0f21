//! The outcome and generalized Sprague–Grundy value of every vertex of a game graph: what
//! `grundy graph --json` prints.
//!
//! The JSON object: `{"file", "vertices", "edges", "positions": [{"vertex", "outcome": "P" |
//! "N" | "D", "value": 2 | "∞", "escapes": […] (only for ∞), "text": "∞{0,2}", "best_moves":
//! […]}, …]}`. The positions are produced as they are serialized, so a graph of millions of
//! vertices streams to a writer without a copy of its report being built.

use std::sync::Arc;

use num_bigint::BigUint;
use serde::ser::{SerializeSeq, SerializeStruct};
use serde::{Serialize, Serializer};

use crate::budget::LimitExceeded;
use crate::games::graph::{GraphFileError, ValuedGraph};
use crate::graph::{GraphError, retrograde};
use crate::{LoopyValue, Outcome};

/// A valued game graph and the outcome of every vertex.
///
/// ```
/// use std::sync::Arc;
/// use grundy::games::graph::ValuedGraph;
/// use grundy::graph::NamedGraph;
/// use grundy::report::graph::GraphReport;
/// // a -> b -> end; b and c chase each other.
/// let named = NamedGraph::parse("a b\nb end\nb c\nc b\n").unwrap();
/// let report = GraphReport::new("small.txt", Arc::new(ValuedGraph::new(named).unwrap())).unwrap();
/// assert_eq!(
///     serde_json::to_string(&report.vertex(0)).unwrap(),
///     r#"{"vertex":"a","outcome":"P","value":0,"text":"0","best_moves":[]}"#
/// );
/// let json = serde_json::to_value(&report).unwrap();
/// assert_eq!((json["vertices"].as_u64(), json["edges"].as_u64()), (Some(4), Some(4)));
/// assert_eq!(json["positions"][1]["best_moves"], serde_json::json!(["end", "c"]));
/// ```
#[derive(Clone, Debug)]
pub struct GraphReport {
    file: String,
    valued: Arc<ValuedGraph>,
    outcomes: Vec<Outcome>,
}

impl GraphReport {
    /// Reads, values and solves the graph in the file at `path` (an edge list or DOT, see
    /// [`crate::games::graph::load`]), under the budget entered on this thread.
    pub fn load(path: &str) -> Result<GraphReport, GraphFileError> {
        let valued = crate::games::graph::load(path)?;
        GraphReport::new(path, valued).map_err(|limit| GraphFileError {
            path: path.to_string(),
            error: GraphError::Limit(limit),
        })
    }

    /// The report of a valued graph, named `file`: the outcome of every vertex (by retrograde
    /// analysis, under the budget entered on this thread).
    pub fn new(
        file: impl Into<String>,
        valued: Arc<ValuedGraph>,
    ) -> Result<GraphReport, LimitExceeded> {
        let outcomes = retrograde(valued.graph())?;
        Ok(GraphReport {
            file: file.into(),
            valued,
            outcomes,
        })
    }

    /// The file, as named.
    pub fn file(&self) -> &str {
        &self.file
    }

    /// The graph, its vertex names and values.
    pub fn valued(&self) -> &ValuedGraph {
        &self.valued
    }

    /// The outcome of every vertex, by id.
    pub fn outcomes(&self) -> &[Outcome] {
        &self.outcomes
    }

    /// How many vertices.
    pub fn vertex_count(&self) -> usize {
        self.valued.graph().vertex_count()
    }

    /// How many edges (moves).
    pub fn edge_count(&self) -> usize {
        self.valued.graph().edge_count()
    }

    /// The name of vertex `v`.
    pub fn name(&self, v: u32) -> &str {
        self.valued.named.name(v)
    }

    /// The outcome of vertex `v`.
    pub fn outcome(&self, v: u32) -> Outcome {
        self.outcomes[v as usize]
    }

    /// The generalized value of vertex `v`.
    pub fn value(&self, v: u32) -> LoopyValue {
        self.valued.value(v)
    }

    /// The best moves from `v`, by the names of the vertices they lead to: to P-vertices from
    /// an N-vertex (the winning moves), to D-vertices from a D-vertex (the moves that keep the
    /// draw), none from a P-vertex.
    pub fn best_moves(&self, v: u32) -> impl Iterator<Item = &str> {
        let wanted = match self.outcome(v) {
            Outcome::N => Some(Outcome::P),
            Outcome::D => Some(Outcome::D),
            Outcome::P => None,
        };
        self.valued
            .graph()
            .followers(v)
            .iter()
            .filter(move |&&w| Some(self.outcome(w)) == wanted)
            .map(|&w| self.name(w))
    }

    /// Everything the report says about vertex `v`.
    pub fn vertex(&self, v: u32) -> VertexReport<'_> {
        VertexReport {
            vertex: self.name(v),
            outcome: self.outcome(v),
            value: self.value(v),
            best_moves: self.best_moves(v).collect(),
        }
    }

    /// Every vertex, in order of id, each built as it is read.
    pub(crate) fn vertices(&self) -> impl ExactSizeIterator<Item = VertexReport<'_>> {
        (0..self.vertex_count() as u32).map(|v| self.vertex(v))
    }
}

impl Serialize for GraphReport {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut object = serializer.serialize_struct("GraphReport", 4)?;
        object.serialize_field("file", &self.file)?;
        object.serialize_field("vertices", &self.vertex_count())?;
        object.serialize_field("edges", &self.edge_count())?;
        object.serialize_field("positions", &Positions(self))?;
        object.end()
    }
}

/// The vertices, each serialized as it is built.
struct Positions<'a>(&'a GraphReport);

impl Serialize for Positions<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut list = serializer.serialize_seq(Some(self.0.vertex_count()))?;
        for vertex in self.0.vertices() {
            list.serialize_element(&vertex)?;
        }
        list.end()
    }
}

/// One vertex of a [`GraphReport`]: its outcome, value and best moves.
///
/// Serialized as `{"vertex", "outcome", "value", "escapes", "text", "best_moves"}`: `value` is
/// the nim-value, or `"∞"` for an infinite value, whose `escapes` (the finite values of its
/// options) follow it; `text` is the value as written (`∞{0,2}`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VertexReport<'a> {
    /// The vertex's name.
    pub vertex: &'a str,
    /// Who wins from it, or a draw.
    pub outcome: Outcome,
    /// Its generalized Sprague–Grundy value.
    pub value: LoopyValue,
    /// Where its best moves lead (see [`GraphReport::best_moves`]).
    pub best_moves: Vec<&'a str>,
}

impl Serialize for VertexReport<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let escapes = match &self.value {
            LoopyValue::Finite(_) => None,
            LoopyValue::Infinite { escapes } => Some(escapes),
        };
        let mut object = serializer.serialize_struct("VertexReport", 5 + escapes.iter().len())?;
        object.serialize_field("vertex", self.vertex)?;
        object.serialize_field("outcome", &self.outcome)?;
        match &self.value {
            LoopyValue::Finite(value) => object.serialize_field("value", &Exact(value))?,
            LoopyValue::Infinite { .. } => object.serialize_field("value", "∞")?,
        }
        if let Some(escapes) = escapes {
            let escapes: Vec<Exact> = escapes.iter().map(Exact).collect();
            object.serialize_field("escapes", &escapes)?;
        }
        object.serialize_field("text", &self.value.to_string())?;
        object.serialize_field("best_moves", &self.best_moves)?;
        object.end()
    }
}

/// An integer as a JSON number when it fits in 64 bits, otherwise a string of decimal digits.
struct Exact<'a>(&'a BigUint);

impl Serialize for Exact<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match u64::try_from(self.0) {
            Ok(small) => serializer.serialize_u64(small),
            Err(_) => serializer.collect_str(self.0),
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::graph::NamedGraph;

    fn report(edges: &str) -> GraphReport {
        let named = NamedGraph::parse(edges).unwrap();
        GraphReport::new("test", Arc::new(ValuedGraph::new(named).unwrap())).unwrap()
    }

    #[test]
    fn every_vertex_has_its_outcome_value_and_best_moves() {
        // trap and stuck chase each other; trap can escape to a (value 1: a -> end).
        let report = report("trap stuck\nstuck trap\ntrap a\na end\n");
        let json = serde_json::to_value(&report).unwrap();
        assert_eq!(
            json,
            json!({
                "file": "test", "vertices": 4, "edges": 4,
                "positions": [
                    {"vertex": "trap", "outcome": "D", "value": "∞", "escapes": [1],
                     "text": "∞{1}", "best_moves": ["stuck"]},
                    {"vertex": "stuck", "outcome": "D", "value": "∞", "escapes": [],
                     "text": "∞{}", "best_moves": ["trap"]},
                    {"vertex": "a", "outcome": "N", "value": 1, "text": "1",
                     "best_moves": ["end"]},
                    {"vertex": "end", "outcome": "P", "value": 0, "text": "0",
                     "best_moves": []},
                ]
            })
        );
        let keys: Vec<&String> = json["positions"][0].as_object().unwrap().keys().collect();
        assert_eq!(
            keys,
            [
                "vertex",
                "outcome",
                "value",
                "escapes",
                "text",
                "best_moves"
            ]
        );
    }

    #[test]
    fn the_json_of_a_vertex_is_its_entry_in_the_report() {
        let report = report("a b\nb c\nc a\nc d\n");
        let json = serde_json::to_value(&report).unwrap();
        for (v, vertex) in report.vertices().enumerate() {
            assert_eq!(serde_json::to_value(&vertex).unwrap(), json["positions"][v]);
        }
    }
}
