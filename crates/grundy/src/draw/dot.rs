//! Writing a game graph as Graphviz DOT, each vertex labelled with its value and coloured by its
//! outcome, so that `dot -Tsvg` draws it.

use std::io::{self, Write};

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
/// use grundy::draw::{DotVertex, write_dot};
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
    let mut dot = DotWriter::start(Vec::new(), caption).expect("writing to memory");
    for vertex in vertices {
        dot.vertex(vertex).expect("writing to memory");
    }
    for &(from, to) in edges {
        dot.edge(&vertices[from as usize].name, &vertices[to as usize].name)
            .expect("writing to memory");
    }
    let bytes = dot.finish().expect("writing to memory");
    String::from_utf8(bytes).expect("the pieces are UTF-8")
}

/// Writes a DOT digraph a vertex and an edge at a time, for graphs too large to hold their
/// drawing in memory: [`DotWriter::start`], every [`DotWriter::vertex`], then every
/// [`DotWriter::edge`], then [`DotWriter::finish`]. Vertices are identified by their names, so
/// `grundy graph` reads the output back as the same game.
///
/// ```
/// use grundy::draw::{DotVertex, DotWriter};
/// use grundy::Outcome;
/// let mut dot = DotWriter::start(Vec::new(), "a game").unwrap();
/// dot.vertex(&DotVertex { name: "a".into(), value: "0".into(), outcome: Outcome::P }).unwrap();
/// dot.edge("a", "a").unwrap();
/// let text = String::from_utf8(dot.finish().unwrap()).unwrap();
/// assert!(text.ends_with("  \"a\" -> \"a\";\n}\n"));
/// ```
pub struct DotWriter<W: Write> {
    out: W,
}

impl<W: Write> DotWriter<W> {
    /// Writes the heading: `caption` and the legend of the colours.
    pub fn start(mut out: W, caption: &str) -> io::Result<DotWriter<W>> {
        out.write_all(b"digraph game {\n")?;
        writeln!(
            out,
            "  label={}; labelloc=t;",
            quoted(&format!(
                "{caption}\nred: P (player to move loses), green: N (player to move wins), yellow: D (draw)"
            ))
        )?;
        out.write_all(b"  node [style=filled, shape=ellipse, fontname=\"Helvetica\"];\n")?;
        Ok(DotWriter { out })
    }

    /// Writes a vertex, labelled with its name and value and coloured by its outcome.
    pub fn vertex(&mut self, vertex: &DotVertex) -> io::Result<()> {
        writeln!(
            self.out,
            "  {} [label={}, fillcolor=\"{}\"];",
            quoted_id(&vertex.name),
            quoted(&format!("{}\n{}", vertex.name, vertex.value)),
            colour(vertex.outcome)
        )
    }

    /// Writes an edge between two vertices, by name.
    pub fn edge(&mut self, from: &str, to: &str) -> io::Result<()> {
        writeln!(self.out, "  {} -> {};", quoted_id(from), quoted_id(to))
    }

    /// Closes the graph and returns the writer (flushed).
    pub fn finish(mut self) -> io::Result<W> {
        self.out.write_all(b"}\n")?;
        self.out.flush()?;
        Ok(self.out)
    }
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
        assert_eq!(graph.names().collect::<Vec<_>>(), ["say \"hi\" \\ ok", "x"]);
        assert!(dot.contains(r#""say \"hi\" \ ok" -> "x";"#), "{dot}");
        assert_eq!(graph.graph().edge_count(), 2);
        assert!(dot.contains(r#"label="say \"hi\" \\ ok\n∞{0}""#), "{dot}");
    }
}
