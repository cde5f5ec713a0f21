//! `grundy eval`: outcome, nim-value and every winning move of a position.

use grundy::{GameError, Sum};
use serde_json::{Value, json};

use crate::output::{Failure, json_integer};

/// Print who wins a position, its nim-value and every winning move.
#[derive(clap::Args)]
#[command(after_help = "\
Examples:
  grundy eval \"nim(3,4,5)\"
  grundy eval \"nim(7,11,13)\"              # three winning moves
  grundy eval \"bash[3](10) + sub[1,3,4](10^30)\" --json

JSON output: {\"expr\", \"outcome\": \"N\"|\"P\", \"nimber\", \"winning_moves\": [{\"component\",
\"move\", \"to\"}]}. \"component\" counts the components of the sum from 0 (nim(3,4,5) has
three); \"to\" is the whole resulting position. Integers beyond 64 bits are strings.")]
pub struct EvalArgs {
    /// The position, e.g. "nim(3,4,5)" or "bash[3](10) + nim(7)".
    expr: String,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

pub fn run(args: &EvalArgs) -> Result<(), Failure> {
    let position = grundy::parse(&args.expr).map_err(|e| Failure::parse(&e, &args.expr))?;
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
    winning_moves: Vec<grundy::SumMove>,
    /// Why the winning moves are not listed, when there are too many (a huge heap).
    moves_unlisted: Option<String>,
}

impl Report {
    fn of(position: &Sum) -> Result<Report, Failure> {
        let outcome = position.outcome()?;
        let nimber = match position.nimber() {
            Ok(value) => Some(value),
            Err(GameError::TooLarge(_)) if position.len() == 1 => None,
            Err(error) => return Err(error.into()),
        };
        let (winning_moves, moves_unlisted) = match position.winning_moves() {
            Ok(moves) => (moves, None),
            Err(GameError::TooLarge(why)) => (Vec::new(), Some(why)),
            Err(error) => return Err(error.into()),
        };
        Ok(Report {
            outcome,
            nimber,
            winning_moves,
            moves_unlisted,
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
        json!({
            "expr": position.to_string(),
            "outcome": self.outcome.to_string(),
            "nimber": self.nimber.as_ref().map(json_integer),
            "winning_moves": if self.moves_unlisted.is_some() { Value::Null } else { Value::from(moves) },
            "winning_moves_unlisted": self.moves_unlisted,
        })
    }

    fn to_text(&self, position: &Sum) -> String {
        let mut text = format!("position:  {position}\n");
        text += &format!("outcome:   {} ({})\n", self.outcome, self.outcome.meaning());
        match &self.nimber {
            Some(value) => text += &format!("nim-value: {value}\n"),
            None => text += "nim-value: not known for a position this large\n",
        }
        if let Some(why) = &self.moves_unlisted {
            text += &format!("winning moves: too many to list ({why})\n");
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
