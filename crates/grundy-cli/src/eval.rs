//! `grundy eval`: outcome, nim-value and every winning move of a position.

use std::io::{BufRead, BufReader, Write};

use grundy::budget::Budget;
use grundy::{GameError, LoopyValue, Sum};
use serde_json::{Value, json};

use crate::output::{self, Failure, json_integer, write_json, write_stdout};

/// The longest line `grundy eval -` reads: the expression cap of the library (64 KiB).
const MAX_LINE_BYTES: usize = grundy::expr::MAX_EXPRESSION_BYTES;

/// Print who wins a position, its nim-value and every winning move.
#[derive(clap::Args)]
#[command(group(clap::ArgGroup::new("drawing").args(["dot", "svg"])))]
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

With EXPR `-`, positions are read from standard input, one per line (blank lines are
skipped), and each gets one line of output: with --json, one JSON object per line (JSON
Lines), each with a \"line\" number; otherwise a one-line summary. A line that cannot be read
or evaluated gets an error in its place ({\"line\", \"input\", \"error\", \"column\"} with
--json; \"column\" is null when the error is not about one place), the next lines are still
read, and the exit status is 2 at the end. Lines are at most 64 KiB.
  printf 'nim(1,2,3)\\nnim(3,4,5)\\n' | grundy eval - --json

--svg draws the graph of positions reachable from EXPR (at most --limit of them, up to 5000)
as an SVG image instead: each position labelled with its value, P-positions orange, N-positions
blue, winning moves darker; --dot prints the same graph in Graphviz DOT:
  grundy eval \"nim(2,2)\" --svg > g.svg
  grundy eval \"nim(2,2)\" --dot | dot -Tpng > g.png")]
pub struct EvalArgs {
    /// The position, e.g. "nim(3,4,5)" or "bash[3](10) + nim(7)"; `-` reads one position per
    /// line from standard input.
    expr: String,
    /// Print one JSON object instead of text.
    #[arg(long, conflicts_with_all = ["explain", "dot", "svg"])]
    json: bool,
    /// Print the graph of reachable positions in Graphviz DOT instead.
    #[arg(long, conflicts_with_all = ["explain", "misere", "svg"])]
    dot: bool,
    /// Draw the graph of reachable positions as an SVG image instead.
    #[arg(long, conflicts_with_all = ["explain", "misere"])]
    svg: bool,
    /// With --dot or --svg: the most positions drawn.
    #[arg(long, default_value_t = 2000, requires = "drawing", value_name = "N")]
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
    if args.expr == "-" {
        return run_lines(args);
    }
    let position = grundy::parse(&args.expr).map_err(|e| Failure::parse(&e, &args.expr))?;
    if args.dot || args.svg {
        return draw(args, &position);
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

/// `grundy eval -`: one position per line of standard input, one result per line of output.
fn run_lines(args: &EvalArgs) -> Result<(), Failure> {
    if args.explain || args.dot || args.svg {
        return Err(Failure::BadInput(
            "--explain, --dot and --svg take one position; with `-` (positions read from standard input) use --json or the default one-line summaries".to_string(),
        ));
    }
    let budget = Budget::current();
    let mut input = BufReader::with_capacity(MAX_LINE_BYTES, std::io::stdin().lock());
    let mut out = output::stdout();
    let mut bytes = Vec::new();
    let (mut number, mut failed) = (0usize, 0usize);
    loop {
        if input.buffer().is_empty() {
            // About to wait for more input: show the answers so far (a program feeding lines
            // one at a time reads each answer before writing the next line).
            out.flush()?;
        }
        let line = read_line(&mut input, &mut bytes)?;
        if line == LineRead::End {
            break;
        }
        number += 1;
        let result = match (line, std::str::from_utf8(&bytes)) {
            (LineRead::TooLong, _) => Err(LineError::at(
                MAX_LINE_BYTES + 1,
                format!("the line is longer than {} KiB", MAX_LINE_BYTES >> 10),
            )),
            (_, Err(error)) => Err(LineError::at(
                String::from_utf8_lossy(&bytes[..error.valid_up_to()])
                    .chars()
                    .count()
                    + 1,
                "the line is not valid UTF-8 text".to_string(),
            )),
            (_, Ok(text)) if text.trim().is_empty() => continue,
            (_, Ok(text)) => evaluate_line(args, text, number),
        };
        match result {
            Ok(answer) => writeln!(out, "{answer}")?,
            Err(LineError::Stop(failure)) => {
                out.flush()?;
                return Err(failure);
            }
            Err(LineError::Bad { message, column }) => {
                failed += 1;
                let text = String::from_utf8_lossy(&bytes);
                if args.json {
                    write_json(
                        &mut out,
                        &json!({
                            "line": number,
                            "input": grundy::excerpt::quote(&text),
                            "error": message,
                            "column": column,
                        }),
                    )?;
                    writeln!(out)?;
                } else {
                    match column {
                        Some(column) => {
                            writeln!(out, "line {number}: error at column {column}: {message}")?
                        }
                        None => writeln!(out, "line {number}: error: {message}")?,
                    }
                }
                // A deadline that has passed fails every later line too: stop here.
                if let Err(limit) = budget.check() {
                    out.flush()?;
                    return Err(Failure::from(limit));
                }
            }
        }
    }
    out.flush()?;
    match failed {
        0 => Ok(()),
        _ => Err(Failure::BadInput(format!(
            "{failed} of {number} lines could not be evaluated (see their output lines)"
        ))),
    }
}

/// Why one line of `grundy eval -` has no answer.
#[derive(Debug)]
enum LineError {
    /// The line is malformed, illegal or too large; `column` is where, when that is known.
    Bad {
        message: String,
        column: Option<usize>,
    },
    /// Every line stops: Ctrl-C.
    Stop(Failure),
}

impl LineError {
    fn at(column: usize, message: String) -> LineError {
        LineError::Bad {
            message,
            column: Some(column),
        }
    }
}

impl From<Failure> for LineError {
    fn from(failure: Failure) -> LineError {
        match failure {
            Failure::BadInput(message) | Failure::Other(message) => LineError::Bad {
                message,
                column: None,
            },
            stop => LineError::Stop(stop),
        }
    }
}

impl From<GameError> for LineError {
    fn from(error: GameError) -> LineError {
        Failure::from(error).into()
    }
}

/// The one-line answer for one line of input.
fn evaluate_line(args: &EvalArgs, text: &str, number: usize) -> Result<String, LineError> {
    let budget = Budget::current();
    budget.check().map_err(Failure::from)?;
    let position =
        grundy::parse(text).map_err(|error| LineError::at(error.column, error.message))?;
    if args.misere {
        let analysis = position.misere()?;
        return Ok(if args.json {
            json!({
                "line": number,
                "expr": position.to_string(),
                "convention": "misere",
                "outcome": analysis.outcome.to_string(),
                "method": analysis.method,
                "winning_moves": moves_json(&analysis.winning_moves),
            })
            .to_string()
        } else {
            format!(
                "{position}: {} in misère play, winning moves: {}",
                analysis.outcome,
                moves_inline(&analysis.winning_moves)
            )
        });
    }
    let report = Report::of(&position)?;
    Ok(if args.json {
        let mut json = json!({ "line": number });
        if let (Value::Object(head), Value::Object(rest)) = (&mut json, report.to_json(&position)) {
            head.extend(rest);
        }
        json.to_string()
    } else {
        report.to_line(&position)
    })
}

/// What `read_line` found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum LineRead {
    /// A line, in the buffer without its line ending.
    Line,
    /// A line longer than [`MAX_LINE_BYTES`]: only its start is in the buffer.
    TooLong,
    /// The end of the input.
    End,
}

/// Reads one line into `line` (cleared first) without its `\n` or `\r\n`, keeping at most
/// [`MAX_LINE_BYTES`] of it however long it is.
fn read_line(input: &mut impl BufRead, line: &mut Vec<u8>) -> std::io::Result<LineRead> {
    line.clear();
    let mut length = 0usize;
    let mut ended = false;
    loop {
        let chunk = input.fill_buf()?;
        if chunk.is_empty() {
            break;
        }
        let (taken, found) = match chunk.iter().position(|&byte| byte == b'\n') {
            Some(at) => (at + 1, true),
            None => (chunk.len(), false),
        };
        let room = (MAX_LINE_BYTES + 1).saturating_sub(line.len());
        line.extend_from_slice(&chunk[..taken.min(room)]);
        length += taken;
        input.consume(taken);
        if found {
            ended = true;
            break;
        }
    }
    if length == 0 {
        return Ok(LineRead::End);
    }
    if ended {
        length -= 1;
        if line.last() == Some(&b'\n') {
            line.pop();
        }
    }
    // The buffer holds the whole line when it is at most one byte over: strip a `\r` ending.
    if line.last() == Some(&b'\r') && length <= MAX_LINE_BYTES + 1 {
        line.pop();
        length -= 1;
    }
    if length > MAX_LINE_BYTES {
        line.truncate(MAX_LINE_BYTES);
        return Ok(LineRead::TooLong);
    }
    Ok(LineRead::Line)
}

fn draw(args: &EvalArgs, position: &Sum) -> Result<(), Failure> {
    if args.limit == 0 {
        return Err(Failure::BadInput(
            "--limit must be at least 1 (the start position)".to_string(),
        ));
    }
    let most = grundy::graph::MAX_SVG_VERTICES;
    if args.svg && args.limit > most {
        return Err(Failure::BadInput(format!(
            "--svg draws at most {most} positions (--limit is {})",
            args.limit
        )));
    }
    let graph = grundy::graph::state_graph(position, args.limit)?;
    let drawing = if args.svg {
        graph.to_svg()?
    } else {
        graph.to_dot()?
    };
    write_stdout(&drawing)?;
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

/// Every winning move on one line: `take 2 from nim(3) => nim(1,4,5); ...`, or `none`.
fn moves_inline(moves: &[grundy::SumMove]) -> String {
    if moves.is_empty() {
        return "none".to_string();
    }
    let listed: Vec<String> = moves
        .iter()
        .map(|m| format!("{} => {}", m.description, m.to))
        .collect();
    listed.join("; ")
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

    /// The report on one line: `nim(3,4,5): N, nim-value 2, winning moves: ...`.
    fn to_line(&self, position: &Sum) -> String {
        let value = match (&self.nimber, &self.loopy) {
            (Ok(value), _) => format!("nim-value {value}"),
            (Err(_), Some(loopy)) => format!("value {loopy}"),
            (Err(_), None) => "nim-value unknown".to_string(),
        };
        let moves = match (&self.winning_moves, &self.unlisted_count) {
            _ if self.outcome == grundy::Outcome::D => "none (a draw)".to_string(),
            (Ok(moves), _) => moves_inline(moves),
            (Err(_), Some(count)) => format!("{count}, not listed"),
            (Err(_), None) => "not listed".to_string(),
        };
        format!(
            "{position}: {}, {value}, winning moves: {moves}",
            self.outcome
        )
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

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(input: &[u8]) -> Vec<(LineRead, String)> {
        let mut reader = BufReader::with_capacity(7, input);
        let mut line = Vec::new();
        let mut found = Vec::new();
        loop {
            let read = read_line(&mut reader, &mut line).unwrap();
            if read == LineRead::End {
                return found;
            }
            found.push((read, String::from_utf8_lossy(&line).into_owned()));
        }
    }

    #[test]
    fn lines_are_read_without_their_endings_and_cut_when_too_long() {
        let read = lines(b"nim(1)\r\n\nnim(2,3)\nlast");
        let texts: Vec<&str> = read.iter().map(|(_, text)| text.as_str()).collect();
        assert_eq!(texts, ["nim(1)", "", "nim(2,3)", "last"]);
        assert!(read.iter().all(|(kind, _)| *kind == LineRead::Line));
        let mut long = vec![b'x'; MAX_LINE_BYTES + 10];
        long.extend_from_slice(b"\nnim(1)\n");
        let read = lines(&long);
        assert_eq!(read.len(), 2);
        assert_eq!(read[0].0, LineRead::TooLong);
        assert_eq!(read[0].1.len(), MAX_LINE_BYTES);
        assert_eq!(read[1], (LineRead::Line, "nim(1)".to_string()));
        // Exactly at the limit is fine, with or without \r\n.
        let mut full = vec![b'x'; MAX_LINE_BYTES];
        full.extend_from_slice(b"\r\n");
        assert_eq!(lines(&full)[0].0, LineRead::Line);
    }
}
