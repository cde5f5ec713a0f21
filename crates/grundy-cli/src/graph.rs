//! `grundy graph`: the outcome and generalized Sprague-Grundy value of every vertex of a game
//! graph read from a file.

use std::io::{self, BufWriter, Write};

use grundy::games::graph::ValuedGraph;
use grundy::graph::{DotVertex, DotWriter, MAX_SVG_VERTICES, retrograde, write_svg};
use grundy::{LoopyValue, Outcome};
use serde_json::{Value, json};

use crate::output::{Failure, json_integer, write_stdout};

/// Outcome (P, N or D) and value of every vertex of a game given as a directed graph.
#[derive(clap::Args)]
#[command(after_help = "\
A token sits on a vertex; a move slides it along an edge; a player with no move loses. The
graph may have cycles, so play can go on forever: a draw (D).

File formats:
  edge list   one move per line, `FROM TO` (or `FROM -> TO`); a line with one name declares a
              vertex; `#` starts a comment. Names are any tokens without blanks or `#`.
  DOT         digraph G { a -> b -> c; c -> {a d}; \"a name\" -> a [label=x] }
              (chosen for .dot/.gv files or text starting with `digraph`/`graph`)
  limits      files of at most 256 MiB, read a block at a time; vertex names of at most
              1000 characters; the graph itself within --max-memory

Values: a finite value behaves like a Nim heap of that size in sums; ∞{0,2} is Smith's
generalized value: the position can keep the game going forever, and 0, 2 are the values of
its finite options. Sums: graph[FILE](v) + nim(k) is won by the player to move when k is in
the braces (v infinite), and drawn otherwise.

Examples:
  grundy graph examples/graphs/cycle.txt
  grundy graph examples/graphs/game.dot --json
  grundy graph examples/graphs/cycle.txt --svg > cycle.svg    # drawn, no Graphviz needed
  grundy graph examples/graphs/cycle.txt --dot | dot -Tpng > cycle.png
  (the DOT output names vertices as the file does: grundy graph reads it back)
  grundy eval \"graph[examples/graphs/cycle.txt](a) + nim(1)\"

JSON output: {\"file\", \"vertices\", \"edges\", \"positions\": [{\"vertex\", \"outcome\":
\"P\"|\"N\"|\"D\", \"value\": 2 | \"∞\", \"escapes\": [...] (only for ∞), \"text\": \"∞{0,2}\",
\"best_moves\": [...]}]}. The best moves of an N-vertex are its moves to P-vertices (the
winning moves); of a D-vertex, its moves to D-vertices (the moves that keep the draw).")]
pub struct GraphArgs {
    /// The graph file (edge list or DOT).
    file: String,
    /// Print one JSON object instead of a table.
    #[arg(long, conflicts_with_all = ["dot", "svg"])]
    json: bool,
    /// Print the graph in Graphviz DOT, vertices labelled with their values and coloured by
    /// outcome (P red, N green, D yellow).
    #[arg(long, conflicts_with = "svg")]
    dot: bool,
    /// Draw the graph as an SVG image: vertices labelled with their values, P orange, N blue,
    /// D grey, winning moves darker.
    #[arg(long)]
    svg: bool,
    /// With --svg: the most vertices drawn (at most 5000); a larger graph is refused.
    #[arg(long, default_value_t = 2000, requires = "svg", value_name = "N")]
    limit: usize,
}

/// The most best moves listed per vertex in the table (JSON lists them all).
const LISTED_MOVES: usize = 6;

/// The widest the vertex and value columns of the table grow: a longer name or value is
/// printed whole and pushes the rest of its row to the right.
const MAX_COLUMN: usize = 40;

pub fn run(args: &GraphArgs) -> Result<(), Failure> {
    let valued = grundy::games::graph::load(&args.file).map_err(|error| match error.limit() {
        Some(limit) => Failure::from(limit.clone()),
        None => Failure::BadInput(error.to_string()),
    })?;
    let outcomes = retrograde(valued.graph())?;
    let report = Report {
        file: &args.file,
        valued: &valued,
        outcomes: &outcomes,
    };
    if args.svg {
        return write_stdout(&report.svg(args.limit)?);
    }
    let stdout = io::stdout().lock();
    let out = BufWriter::with_capacity(1 << 16, stdout);
    let written = if args.dot {
        report.write_dot(out)
    } else if args.json {
        report.write_json(out)
    } else {
        report.write_table(out)
    };
    match written {
        // The reader stopped early (`grundy graph big.txt | head`): stop too, quietly.
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => Ok(()),
        Err(error) => Err(error.into()),
        Ok(()) => Ok(()),
    }
}

/// A valued graph and its outcomes, written out a vertex at a time: nothing the size of the
/// graph is built for the output, so printing costs no memory beyond the graph itself.
struct Report<'a> {
    file: &'a str,
    valued: &'a ValuedGraph,
    outcomes: &'a [Outcome],
}

impl Report<'_> {
    fn name(&self, v: u32) -> &str {
        self.valued.named.name(v)
    }

    fn vertices(&self) -> impl Iterator<Item = u32> + use<> {
        0..self.valued.graph().vertex_count() as u32
    }

    /// The best moves of `v`: to P-vertices from an N-vertex (the winning moves), to D-vertices
    /// from a D-vertex (the moves that keep the draw), none from a P-vertex.
    fn best_moves(&self, v: u32) -> impl Iterator<Item = &str> {
        let wanted = match self.outcomes[v as usize] {
            Outcome::N => Some(Outcome::P),
            Outcome::D => Some(Outcome::D),
            Outcome::P => None,
        };
        self.valued
            .graph()
            .followers(v)
            .iter()
            .filter(move |&&w| Some(self.outcomes[w as usize]) == wanted)
            .map(|&w| self.name(w))
    }

    fn write_dot(&self, out: impl Write) -> io::Result<()> {
        let caption = format!("game graph {}", self.file);
        let mut dot = DotWriter::start(out, &caption)?;
        for v in self.vertices() {
            dot.vertex(&DotVertex {
                name: self.name(v).to_string(),
                value: self.valued.value(v).to_string(),
                outcome: self.outcomes[v as usize],
            })?;
        }
        for v in self.vertices() {
            for &w in self.valued.graph().followers(v) {
                dot.edge(self.name(v), self.name(w))?;
            }
        }
        dot.finish().map(drop)
    }

    /// The drawing, refused when the graph has more than `limit` vertices.
    fn svg(&self, limit: usize) -> Result<String, Failure> {
        let count = self.valued.graph().vertex_count();
        if count > limit.min(MAX_SVG_VERTICES) {
            return Err(Failure::BadInput(format!(
                "{} has {count} vertices: too many to draw (--limit is {limit}; --svg draws at most {MAX_SVG_VERTICES})",
                self.file
            )));
        }
        let vertices: Vec<DotVertex> = self
            .vertices()
            .map(|v| DotVertex {
                name: self.name(v).to_string(),
                value: self.valued.value(v).to_string(),
                outcome: self.outcomes[v as usize],
            })
            .collect();
        let edges: Vec<(u32, u32)> = self
            .vertices()
            .flat_map(|v| {
                self.valued
                    .graph()
                    .followers(v)
                    .iter()
                    .map(move |&w| (v, w))
            })
            .collect();
        Ok(write_svg(
            &vertices,
            &edges,
            &format!("game graph {}", self.file),
            None,
        )?)
    }

    fn write_json(&self, mut out: impl Write) -> io::Result<()> {
        let graph = self.valued.graph();
        write!(
            out,
            "{{\"file\":{},\"vertices\":{},\"edges\":{},\"positions\":[",
            Value::from(self.file),
            graph.vertex_count(),
            graph.edge_count()
        )?;
        for v in self.vertices() {
            if v > 0 {
                out.write_all(b",")?;
            }
            let value = self.valued.value(v);
            let mut entry = json!({
                "vertex": self.name(v),
                "outcome": self.outcomes[v as usize].to_string(),
            });
            match &value {
                LoopyValue::Finite(finite) => entry["value"] = json_integer(finite),
                LoopyValue::Infinite { escapes } => {
                    entry["value"] = json!("∞");
                    entry["escapes"] = escapes.iter().map(json_integer).collect();
                }
            }
            entry["text"] = json!(value.to_string());
            entry["best_moves"] = self.best_moves(v).collect();
            serde_json::to_writer(&mut out, &entry)?;
        }
        out.write_all(b"]}\n")?;
        out.flush()
    }

    fn write_table(&self, mut out: impl Write) -> io::Result<()> {
        let graph = self.valued.graph();
        let count = |wanted| self.outcomes.iter().filter(|&&o| o == wanted).count();
        writeln!(
            out,
            "{}: {} vertices, {} edges; {} P, {} N, {} D (draw)",
            self.file,
            graph.vertex_count(),
            graph.edge_count(),
            count(Outcome::P),
            count(Outcome::N),
            count(Outcome::D)
        )?;
        // Column widths from a first pass (values are recomputed rather than kept).
        let mut name_width = 6;
        let mut value_width = 5;
        let mut any_infinite = false;
        for v in self.vertices() {
            name_width = name_width.max(self.name(v).chars().count());
            let value = self.valued.value(v);
            any_infinite |= value.is_infinite();
            value_width = value_width.max(value.to_string().chars().count());
        }
        let (name_width, value_width) = (name_width.min(MAX_COLUMN), value_width.min(MAX_COLUMN));
        writeln!(
            out,
            "{}  outcome  {}  best moves",
            padded("vertex", name_width),
            padded("value", value_width)
        )?;
        for v in self.vertices() {
            let mut moves = self.best_moves(v);
            let listed: Vec<&str> = moves.by_ref().take(LISTED_MOVES).collect();
            let more = moves.count();
            let mut listed_text = listed.join(" ");
            if more > 0 {
                listed_text += &format!(" (and {more} more)");
            }
            let outcome = self.outcomes[v as usize];
            let best = match outcome {
                Outcome::N => format!("win: {listed_text}"),
                Outcome::D => format!("keep the draw: {listed_text}"),
                Outcome::P => "-".to_string(),
            };
            writeln!(
                out,
                "{}  {:7}  {}  {best}",
                padded(self.name(v), name_width),
                outcome.to_string(),
                padded(&self.valued.value(v).to_string(), value_width)
            )?;
        }
        if any_infinite {
            writeln!(
                out,
                "∞{{...}}: play can go on forever; the braces hold the values of the finite options (see --help)."
            )?;
        }
        out.flush()
    }
}

/// `text` followed by blanks up to `width` characters (none if it is longer). Padding by hand:
/// a format width is limited to 65535.
fn padded(text: &str, width: usize) -> String {
    let blanks = width.saturating_sub(text.chars().count());
    let mut padded = String::with_capacity(text.len() + blanks);
    padded.push_str(text);
    padded.extend(std::iter::repeat_n(' ', blanks));
    padded
}
