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

/// Quotes a vertex name as a DOT identifier: in DOT's quoted strings only `\"` is an escape,
/// everything else stands for itself.
fn quoted_id(text: &str) -> String {
    format!("\"{}\"", text.replace('"', "\\\""))
}

/// Quotes a label for DOT (an escString: backslashes and quotes escaped, newlines as `\n`).
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

/// A DOT digraph of `vertices` (indexed from 0 by `edges`; their names must differ), with
/// `caption` shown above it (e.g. a note that the graph was cut off).
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
/// assert!(dot.contains("\"a\" [label=\"a\\n1\", fillcolor=\"#a8e6a1\"];"));
/// assert!(dot.contains("\"a\" -> \"b\";"));
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
    // Vertices are identified by their names, so `grundy graph` reads the output back as the
    // same game.
    for vertex in vertices {
        let _ = writeln!(
            dot,
            "  {} [label={}, fillcolor=\"{}\"];",
            quoted_id(&vertex.name),
            quoted(&format!("{}\n{}", vertex.name, vertex.value)),
            colour(vertex.outcome)
        );
    }
    for &(from, to) in edges {
        let _ = writeln!(
            dot,
            "  {} -> {};",
            quoted_id(&vertices[from as usize].name),
            quoted_id(&vertices[to as usize].name)
        );
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
                name: "say \"hi\" \\ ok".into(),
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
        assert_eq!(graph.names(), ["say \"hi\" \\ ok", "x"]);
        assert!(dot.contains(r#""say \"hi\" \ ok" -> "x";"#), "{dot}");
        assert_eq!(graph.graph().edge_count(), 2);
        assert!(dot.contains(r#"label="say \"hi\" \\ ok\n∞{0}""#), "{dot}");
    }
}
