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
  grundy eval \"nim(3,4,5)\" --explain         # the reasoning, step by step
  grundy eval \"nim(1,1,1)\" --misere          # the last player to move loses

JSON output: {\"expr\", \"outcome\": \"N\"|\"P\", \"nimber\", \"winning_moves\": [{\"component\",
\"move\", \"to\"}]}. \"component\" counts the components of the sum from 0 (nim(3,4,5) has
three); \"to\" is the whole resulting position. Integers beyond 64 bits are strings.
\"nimber\" is null when only the outcome is known (a lone huge Wythoff position, say) and
\"winning_moves\" is null when they are too many to list (\"winning_moves_unlisted\" then says why,
and \"winning_move_count\" gives their number when it can be counted).
With a loopy component of infinite value (a graph with cycles), \"outcome\" may be \"D\" (a
draw), \"nimber\" is null and \"loopy_value\": {\"text\": \"∞{0,2}\", \"escapes\": [0, 2]}.

--dot prints the graph of positions reachable from EXPR (at most --limit of them) in Graphviz
DOT instead, each labelled with its value and coloured by outcome:
  grundy eval \"nim(2,2)\" --dot | dot -Tsvg > g.svg")]
pub struct EvalArgs {
    /// The position, e.g. "nim(3,4,5)" or "bash[3](10) + nim(7)".
    expr: String,
    /// Print one JSON object instead of text.
    #[arg(long, conflicts_with_all = ["explain", "dot"])]
    json: bool,
    /// Print the graph of reachable positions in Graphviz DOT instead.
    #[arg(long, conflicts_with_all = ["explain", "misere"])]
    dot: bool,
    /// With --dot: the most positions drawn.
    #[arg(long, default_value_t = 2000, requires = "dot", value_name = "N")]
    limit: usize,
    /// Explain the reasoning: the rules, each component's value, the nim-sum and why each
    /// winning move wins.
    #[arg(long)]
    explain: bool,
    /// Misère play: the player who makes the last move loses.
    #[arg(long)]
    misere: bool,
}

pub fn run(args: &EvalArgs) -> Result<(), Failure> {
    let position = grundy::parse(&args.expr).map_err(|e| Failure::parse(&e, &args.expr))?;
    if args.dot {
        return dot(args, &position);
    }
    if args.misere {
        return misere(args, &position);
    }
    if args.explain {
        print!("{}", position.explain()?);
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

fn dot(args: &EvalArgs, position: &Sum) -> Result<(), Failure> {
    if args.limit == 0 {
        return Err(Failure::BadInput(
            "--limit must be at least 1 (the start position)".to_string(),
        ));
    }
    let graph = grundy::graph::state_graph(position, args.limit)?;
    write_stdout(&graph.to_dot()?)?;
    if graph.truncated {
        eprintln!(
            "note: more positions are reachable; the graph shows the first {} (--limit is {})",
            graph.positions.len(),
            args.limit
        );
    }
    Ok(())
}

fn misere(args: &EvalArgs, position: &Sum) -> Result<(), Failure> {
    let analysis = position.misere()?;
    if args.explain {
        print!("{}", analysis.explain(position));
    } else if args.json {
        let output = json!({
            "expr": position.to_string(),
            "convention": "misere",
            "outcome": analysis.outcome.to_string(),
            "method": analysis.method,
            "winning_moves": moves_json(&analysis.winning_moves),
        });
        println!("{output}");
    } else {
        let mut text = format!("position:  {position}\n");
        text += "play:      misère (the player who makes the last move loses)\n";
        text += &format!(
            "outcome:   {} ({})\n",
            analysis.outcome,
            analysis.outcome.meaning()
        );
        text += &format!("method:    {}\n", analysis.method);
        text += &moves_text(&analysis.winning_moves);
        print!("{text}");
    }
    Ok(())
}

fn moves_json(moves: &[grundy::SumMove]) -> Vec<Value> {
    moves
        .iter()
        .map(|m| {
            json!({
                "component": m.component,
                "move": m.description,
                "to": m.to.to_string(),
            })
        })
        .collect()
}

fn moves_text(moves: &[grundy::SumMove]) -> String {
    if moves.is_empty() {
        return "winning moves: none (every move leads to a position where the opponent wins)\n"
            .to_string();
    }
    let mut text = format!("winning moves: {}\n", moves.len());
    for m in moves {
        text += &format!("  {}  =>  {}\n", m.description, m.to);
    }
    text
}

/// What `eval` found out about a position.
struct Report {
    outcome: grundy::Outcome,
    /// The nim-value, or why it could not be found (for a lone component whose outcome is known
    /// another way, like Wythoff's game at 10^40).
    nimber: Result<num_bigint::BigUint, GameError>,
    /// The generalized value, when it is infinite (a loopy position; `nimber` is then an error).
    loopy: Option<LoopyValue>,
    /// Every winning move, or why they are too many to list.
    winning_moves: Result<Vec<grundy::SumMove>, GameError>,
    /// How many winning moves there are, when they are too many to list but can be counted.
    unlisted_count: Option<num_bigint::BigUint>,
}

impl Report {
    fn of(position: &Sum) -> Result<Report, Failure> {
        let outcome = position.outcome()?;
        let nimber = position.nimber();
        let mut loopy = None;
        match &nimber {
            Err(GameError::Infinite { .. }) => loopy = Some(position.loopy_value()?),
            Err(error) if position.len() != 1 => return Err(error.clone().into()),
            _ => {}
        }
        let winning_moves = match position.winning_moves() {
            Err(error @ GameError::TooLarge(_)) => Err(error),
            other => Ok(other?),
        };
        let unlisted_count = match &winning_moves {
            Err(_) => position.count_winning_moves().ok(),
            Ok(_) => None,
        };
        Ok(Report {
            outcome,
            nimber,
            loopy,
            winning_moves,
            unlisted_count,
        })
    }

    fn to_json(&self, position: &Sum) -> Value {
        let mut report = json!({
            "expr": position.to_string(),
            "outcome": self.outcome.to_string(),
            "nimber": self.nimber.as_ref().ok().map(json_integer),
            "winning_moves": self.winning_moves.as_ref().ok().map(|moves| moves_json(moves)),
        });
        if let Err(why) = &self.winning_moves {
            report["winning_moves_unlisted"] = Value::from(why.to_string());
        }
        if let Some(count) = &self.unlisted_count {
            report["winning_move_count"] = json_integer(count);
        }
        if let Some(loopy @ LoopyValue::Infinite { escapes }) = &self.loopy {
            report["loopy_value"] = json!({
                "text": loopy.to_string(),
                "escapes": escapes.iter().map(json_integer).collect::<Vec<Value>>(),
            });
        }
        report
    }

    fn to_text(&self, position: &Sum) -> String {
        let mut text = format!("position:  {position}\n");
        text += &format!("outcome:   {} ({})\n", self.outcome, self.outcome.meaning());
        match (&self.nimber, &self.loopy) {
            (Ok(value), _) => text += &format!("nim-value: {value}\n"),
            (Err(_), Some(loopy)) => {
                text += &format!(
                    "value:     {loopy} (loopy: play can go on forever; the braces hold the values of its finite options)\n"
                )
            }
            (Err(reason), None) => text += &format!("nim-value: unknown ({reason})\n"),
        }
        if self.outcome == grundy::Outcome::D {
            text.push_str(
                "winning moves: none (a draw: no move leads to a position where the opponent loses)\n",
            );
            return text;
        }
        match (&self.winning_moves, &self.unlisted_count) {
            (Ok(moves), _) => text.push_str(&moves_text(moves)),
            (Err(reason), Some(count)) => text.push_str(&format!(
                "winning moves: {count}, counted but not listed ({reason})\n"
            )),
            (Err(reason), None) => {
                text.push_str(&format!("winning moves: not listed ({reason})\n"))
            }
        }
        text
    }
}
