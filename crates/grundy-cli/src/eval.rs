//! `grundy eval`: outcome, nim-value and every winning move of a position.

use grundy::{GameError, LoopyValue, Sum};
use serde_json::{Value, json};

use crate::output::{Failure, json_integer, write_stdout};

/// Print who wins a position, its nim-value and every winning move.
#[derive(clap::Args)]
#[command(after_help = "\
Examples:
  grundy eval \"nim(3,4,5)\"
  grundy eval \"nim(7,11,13)\"              # three winning moves
  grundy eval \"bash[3](10) + sub[1,3,4](10^30)\" --json

JSON output: {\"expr\", \"outcome\": \"N\"|\"P\", \"nimber\", \"winning_moves\": [{\"component\",
\"move\", \"to\"}]}. \"component\" counts the components of the sum from 0 (nim(3,4,5) has
three); \"to\" is the whole resulting position. Integers beyond 64 bits are strings.
With a loopy component of infinite value (a graph with cycles), \"outcome\" may be \"D\" (a
draw), \"nimber\" is null and \"loopy_value\": {\"text\": \"∞{0,2}\", \"escapes\": [0, 2]}.

--dot prints the graph of positions reachable from EXPR (at most --limit of them) in Graphviz
DOT instead, each labelled with its value and coloured by outcome: grundy eval \"nim(2,2)\" --dot | dot -Tsvg > g.svg")]
pub struct EvalArgs {
    /// The position, e.g. "nim(3,4,5)" or "bash[3](10) + nim(7)".
    expr: String,
    /// Print one JSON object instead of text.
    #[arg(long, conflicts_with = "dot")]
    json: bool,
    /// Print the graph of reachable positions in Graphviz DOT instead.
    #[arg(long)]
    dot: bool,
    /// With --dot: the most positions drawn.
    #[arg(long, default_value_t = 2000, requires = "dot", value_name = "N")]
    limit: usize,
}

pub fn run(args: &EvalArgs) -> Result<(), Failure> {
    let position = grundy::parse(&args.expr).map_err(|e| Failure::parse(&e, &args.expr))?;
    if args.dot {
        if args.limit == 0 {
            return Err(Failure::BadInput(
                "--limit must be at least 1 (the start position)".to_string(),
            ));
        }
        let graph = grundy::graph::state_graph(&position, args.limit)?;
        write_stdout(&graph.to_dot()?)?;
        if graph.truncated {
            eprintln!(
                "note: more positions are reachable; the graph shows the first {} (--limit is {})",
                graph.positions.len(),
                args.limit
            );
        }
        return Ok(());
    }
    let report = Report::of(&position)?;
    if args.json {
        println!("{}", report.to_json(&position));
    } else {
        print!("{}", report.to_text(&position));
    }
    Ok(())
}

/// What `eval` found out about a position.
struct Report {
    outcome: grundy::Outcome,
    /// `None` when the position's value is beyond every method (its outcome is still known).
    nimber: Option<num_bigint::BigUint>,
    /// The generalized value, when it is infinite (a loopy position; `nimber` is then `None`).
    loopy: Option<LoopyValue>,
    winning_moves: Vec<grundy::SumMove>,
}

impl Report {
    fn of(position: &Sum) -> Result<Report, Failure> {
        let outcome = position.outcome()?;
        let mut loopy = None;
        let nimber = match position.nimber() {
            Ok(value) => Some(value),
            Err(GameError::TooLarge(_)) if position.len() == 1 => None,
            Err(GameError::Infinite { .. }) => {
                loopy = Some(position.loopy_value()?);
                None
            }
            Err(error) => return Err(error.into()),
        };
        Ok(Report {
            outcome,
            nimber,
            loopy,
            winning_moves: position.winning_moves()?,
        })
    }

    fn to_json(&self, position: &Sum) -> Value {
        let moves: Vec<Value> = self
            .winning_moves
            .iter()
            .map(|m| {
                json!({
                    "component": m.component,
                    "move": m.description,
                    "to": m.to.to_string(),
                })
            })
            .collect();
        let mut report = json!({
            "expr": position.to_string(),
            "outcome": self.outcome.to_string(),
            "nimber": self.nimber.as_ref().map(json_integer),
            "winning_moves": moves,
        });
        if let Some(LoopyValue::Infinite { escapes }) = &self.loopy {
            report["loopy_value"] = json!({
                "text": self.loopy.as_ref().map(ToString::to_string),
                "escapes": escapes.iter().map(json_integer).collect::<Vec<Value>>(),
            });
        }
        report
    }

    fn to_text(&self, position: &Sum) -> String {
        let mut text = format!("position:  {position}\n");
        text += &format!("outcome:   {} ({})\n", self.outcome, self.outcome.meaning());
        match (&self.nimber, &self.loopy) {
            (Some(value), _) => text += &format!("nim-value: {value}\n"),
            (None, Some(loopy)) => {
                text += &format!(
                    "value:     {loopy} (loopy: play can go on forever; the braces hold the values of its finite options)\n"
                )
            }
            (None, None) => text += "nim-value: not known for a position this large\n",
        }
        if self.outcome == grundy::Outcome::D {
            text += "winning moves: none (a draw: no move leads to a position where the opponent loses)\n";
        } else if self.winning_moves.is_empty() {
            text +=
                "winning moves: none (every move leads to a position where the opponent wins)\n";
        } else {
            text += &format!("winning moves: {}\n", self.winning_moves.len());
            for m in &self.winning_moves {
                text += &format!("  {}  =>  {}\n", m.description, m.to);
            }
        }
        text
    }
}
