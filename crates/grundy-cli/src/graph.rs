//! `grundy graph`: the outcome and generalized Sprague-Grundy value of every vertex of a game
//! graph read from a file.

use grundy::LoopyValue;
use grundy::graph::{DotVertex, retrograde, write_dot};
use serde_json::{Value, json};

use std::fmt::Write;

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

Values: a finite value behaves like a Nim heap of that size in sums; ∞{0,2} is Smith's
generalized value: the position can keep the game going forever, and 0, 2 are the values of
its finite options. Sums: graph[FILE](v) + nim(k) is won by the player to move when k is in
the braces (v infinite), and drawn otherwise.

Examples:
  grundy graph examples/graphs/cycle.txt
  grundy graph examples/graphs/game.dot --json
  grundy graph examples/graphs/cycle.txt --dot | dot -Tsvg > cycle.svg
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
    #[arg(long, conflicts_with = "dot")]
    json: bool,
    /// Print the graph in Graphviz DOT, vertices labelled with their values and coloured by
    /// outcome (P red, N green, D yellow).
    #[arg(long)]
    dot: bool,
}

/// The most best moves listed per vertex in the table (JSON lists them all).
const LISTED_MOVES: usize = 6;

pub fn run(args: &GraphArgs) -> Result<(), Failure> {
    let valued = grundy::games::graph::load(&args.file).map_err(Failure::BadInput)?;
    let graph = valued.graph();
    let names = valued.named.names();
    let outcomes = retrograde(graph);
    let values: Vec<LoopyValue> = (0..names.len() as u32).map(|v| valued.value(v)).collect();
    let best_moves = |v: u32| -> Vec<&str> {
        let wanted = match outcomes[v as usize] {
            grundy::Outcome::N => grundy::Outcome::P,
            grundy::Outcome::D => grundy::Outcome::D,
            grundy::Outcome::P => return Vec::new(),
        };
        graph
            .followers(v)
            .iter()
            .filter(|&&w| outcomes[w as usize] == wanted)
            .map(|&w| names[w as usize].as_str())
            .collect()
    };
    let text = if args.dot {
        let vertices: Vec<DotVertex> = names
            .iter()
            .zip(&values)
            .zip(&outcomes)
            .map(|((name, value), &outcome)| DotVertex {
                name: name.clone(),
                value: value.to_string(),
                outcome,
            })
            .collect();
        let edges: Vec<(u32, u32)> = (0..names.len() as u32)
            .flat_map(|v| graph.followers(v).iter().map(move |&w| (v, w)))
            .collect();
        write_dot(&vertices, &edges, &format!("game graph {}", args.file))
    } else if args.json {
        let positions: Vec<Value> = names
            .iter()
            .zip(&values)
            .zip(&outcomes)
            .enumerate()
            .map(|(v, ((name, value), outcome))| {
                let mut entry = json!({ "vertex": name, "outcome": outcome.to_string() });
                match value {
                    LoopyValue::Finite(finite) => entry["value"] = json_integer(finite),
                    LoopyValue::Infinite { escapes } => {
                        entry["value"] = json!("∞");
                        entry["escapes"] = escapes.iter().map(json_integer).collect();
                    }
                }
                entry["text"] = json!(value.to_string());
                entry["best_moves"] = json!(best_moves(v as u32));
                entry
            })
            .collect();
        let report = json!({
            "file": args.file,
            "vertices": graph.vertex_count(),
            "edges": graph.edge_count(),
            "positions": positions,
        });
        format!("{report}\n")
    } else {
        // Writing to a String cannot fail, hence the ignored results below.
        let mut table = String::new();
        let counts = |wanted| outcomes.iter().filter(|&&o| o == wanted).count();
        let _ = writeln!(
            table,
            "{}: {} vertices, {} edges; {} P, {} N, {} D (draw)",
            args.file,
            graph.vertex_count(),
            graph.edge_count(),
            counts(grundy::Outcome::P),
            counts(grundy::Outcome::N),
            counts(grundy::Outcome::D)
        );
        let width = names
            .iter()
            .map(|n| n.chars().count())
            .max()
            .unwrap_or(0)
            .max(6);
        let value_width = values
            .iter()
            .map(|value| value.to_string().chars().count())
            .max()
            .unwrap_or(0)
            .max(5);
        let _ = writeln!(
            table,
            "{:width$}  outcome  {:value_width$}  best moves",
            "vertex", "value"
        );
        for (v, ((name, value), outcome)) in names.iter().zip(&values).zip(&outcomes).enumerate() {
            let mut moves = best_moves(v as u32);
            let more = moves.len().saturating_sub(LISTED_MOVES);
            moves.truncate(LISTED_MOVES);
            let mut listed = moves.join(" ");
            if more > 0 {
                listed += &format!(" (and {more} more)");
            }
            let listed = match outcome {
                grundy::Outcome::N => format!("win: {listed}"),
                grundy::Outcome::D => format!("keep the draw: {listed}"),
                grundy::Outcome::P => "-".to_string(),
            };
            let _ = writeln!(
                table,
                "{name:width$}  {:7}  {:value_width$}  {listed}",
                outcome.to_string(),
                value.to_string()
            );
        }
        if values.iter().any(LoopyValue::is_infinite) {
            let _ = writeln!(
                table,
                "∞{{...}}: play can go on forever; the braces hold the values of the finite options (see --help)."
            );
        }
        table
    };
    write_stdout(&text)
}
