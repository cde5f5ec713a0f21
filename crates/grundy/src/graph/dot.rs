//! Writing a game graph as Graphviz DOT, each vertex labelled with its value and coloured by its
//! outcome, so that `dot -Tsvg` draws it.

use std::fmt::Write;

use crate::Outcome;

/// One vertex to draw: its name, the value shown under it, and its outcome (the colour).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DotVertex {
    /// The position, as written (`a`, `nim(3,4)`).
    pub name: String,
    /// Its value as shown (`2`, `∞{0,1}`).
    pub value: String,
    /// Its outcome: P is drawn red, N green, a draw yellow.
    pub outcome: Outcome,
}

/// The fill colour of each outcome.
fn colour(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::P => "#f4a3a3",
        Outcome::N => "#a8e6a1",
        Outcome::D => "#f5e08c",
    }
}

/// Quotes a string for DOT: backslashes and quotes escaped, newlines as `\n`.
fn quoted(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A DOT digraph of `vertices` (indexed from 0) and `edges`, with `caption` shown above it
/// (e.g. a note that the graph was cut off).
///
/// ```
/// use grundy::graph::{DotVertex, write_dot};
/// use grundy::Outcome;
/// let vertices = [
///     DotVertex { name: "a".into(), value: "1".into(), outcome: Outcome::N },
///     DotVertex { name: "b".into(), value: "0".into(), outcome: Outcome::P },
/// ];
/// let dot = write_dot(&vertices, &[(0, 1)], "a game");
/// assert!(dot.starts_with("digraph game {"));
/// assert!(dot.contains("v0 [label=\"a\\n1\", fillcolor=\"#a8e6a1\"];"));
/// assert!(dot.contains("v0 -> v1;"));
/// ```
pub fn write_dot(vertices: &[DotVertex], edges: &[(u32, u32)], caption: &str) -> String {
    let mut dot = String::new();
    dot.push_str("digraph game {\n");
    let _ = writeln!(
        dot,
        "  label={}; labelloc=t;",
        quoted(&format!(
            "{caption}\nred: P (player to move loses), green: N (player to move wins), yellow: D (draw)"
        ))
    );
    dot.push_str("  node [style=filled, shape=ellipse, fontname=\"Helvetica\"];\n");
    for (index, vertex) in vertices.iter().enumerate() {
        let _ = writeln!(
            dot,
            "  v{index} [label={}, fillcolor=\"{}\"];",
            quoted(&format!("{}\n{}", vertex.name, vertex.value)),
            colour(vertex.outcome)
        );
    }
    for (from, to) in edges {
        let _ = writeln!(dot, "  v{from} -> v{to};");
    }
    dot.push_str("}\n");
    dot
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::NamedGraph;

    #[test]
    fn names_with_quotes_survive_a_round_trip_through_the_dot_reader() {
        let vertices = [
            DotVertex {
                name: "say \"hi\"\\".into(),
                value: "∞{0}".into(),
                outcome: Outcome::D,
            },
            DotVertex {
                name: "x".into(),
                value: "0".into(),
                outcome: Outcome::P,
            },
        ];
        let dot = write_dot(&vertices, &[(0, 1), (1, 0)], "title \"q\"");
        let graph = NamedGraph::parse(&dot).unwrap();
        assert_eq!(graph.names(), ["v0", "v1"]);
        assert_eq!(graph.graph().edge_count(), 2);
        assert!(dot.contains(r#"label="say \"hi\"\\\n∞{0}""#), "{dot}");
    }
}
