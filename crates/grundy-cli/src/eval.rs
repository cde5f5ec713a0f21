//! `grundy eval`: outcome, nim-value and every winning move of a position.

use std::io::{BufReader, Write};

use grundy::budget::Budget;
use grundy::misere::MisereClass;
use grundy::report::board::BoardReport;
use grundy::report::eval::move_reports;
use grundy::report::misere_form::MisereFormReport;
use grundy::report::moves::OptionsReport;
use grundy::report::{EvalReport, Integer, MisereReport, MoveReport};
use grundy::search::SearchStats;
use grundy::{GameError, Sum};
use serde_json::json;

use crate::color::Palette;
use crate::lang::t;
use crate::lines::{self, LineRead, MAX_LINE_BYTES, read_line};
use crate::output::{self, Failure, write_json, write_stdout};

#[derive(clap::Args)]
#[command(group(clap::ArgGroup::new("drawing").args(["dot", "svg"])))]
pub struct EvalArgs {
    expr: String,
    #[arg(long, conflicts_with_all = ["explain", "dot", "svg"])]
    json: bool,
    #[arg(long, conflicts_with_all = ["explain", "misere", "svg"])]
    dot: bool,
    #[arg(long, conflicts_with_all = ["explain", "misere"])]
    svg: bool,
    #[arg(long, default_value_t = grundy::defaults::STATE_GRAPH_LIMIT, requires = "drawing", value_name = "N")]
    limit: usize,
    #[arg(long)]
    explain: bool,
    #[arg(long)]
    misere: bool,
    #[arg(long, requires = "misere", conflicts_with_all = ["explain"])]
    form: bool,
    #[arg(long)]
    stats: bool,
    #[arg(long, value_name = "FILE")]
    db: Option<std::path::PathBuf>,
    #[arg(long, value_name = "N", default_value_t = 8, hide_default_value = true, value_parser = clap::value_parser!(u16).range(1..=8))]
    threads: u16,
    #[arg(long, conflicts_with_all = ["explain", "dot", "svg", "misere"])]
    options: bool,
    #[arg(long, conflicts_with_all = ["explain", "dot", "svg", "misere", "options"])]
    board: bool,
    #[arg(long, conflicts_with_all = ["explain", "dot", "svg", "misere", "options", "board"])]
    setup: bool,
    #[arg(long, default_value_t = 500, value_name = "N", requires = "options")]
    max_options: usize,
    #[arg(long, conflicts_with_all = ["json", "explain", "dot", "svg", "misere"])]
    value_only: bool,
}

pub fn run(args: &EvalArgs) -> Result<(), Failure> {
    let budget = Budget::current();
    if let Some(path) = &args.db {
        let db = grundy::search::db::EndgameDb::open(path)
            .map_err(|error| Failure::BadInput(error.to_string()))?;
        grundy::search::db::install(&budget, Some(std::sync::Arc::new(db)));
    }
    budget.context().set_threads(usize::from(args.threads));
    let started = (std::time::Instant::now(), SearchStats::total(&budget));
    let result = run_position(args);
    if args.stats {
        let done = SearchStats::total(&budget).since(&started.1);
        let seconds = format!("{:.3}", started.0.elapsed().as_secs_f64());
        eprintln!(
            "{}",
            t!("eval-stats", stats = done.to_string(), seconds = seconds)
        );
    }
    result
}

fn run_position(args: &EvalArgs) -> Result<(), Failure> {
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
    if args.options {
        return options(args, &position);
    }
    if args.board || args.setup {
        let report = if args.setup {
            BoardReport::setup(&position)
        } else {
            BoardReport::of(&position)?
        };
        let mut out = output::stdout();
        write_json(&mut out, &report)?;
        writeln!(out)?;
        out.flush()?;
        return Ok(());
    }
    if args.value_only {
        let value = position.nimber()?;
        let outcome = if value == 0u32.into() {
            grundy::Outcome::P
        } else {
            grundy::Outcome::N
        };
        let position = position.to_string();
        print!(
            "{}\n{}\n{}\n",
            t!("eval-position", position = position),
            t!(
                "eval-outcome",
                outcome = outcome.to_string(),
                words = outcome.meaning()
            ),
            t!("eval-nim-value", value = &value)
        );
        return Ok(());
    }
    let report = EvalReport::of(&position)?;
    if args.json {
        let mut out = output::stdout();
        write_json(&mut out, &report)?;
        writeln!(out)?;
        out.flush()?;
    } else {
        print!("{}", report_text(&report));
    }
    Ok(())
}

/// `grundy eval -`: one position per line of standard input, one result per line of output.
fn run_lines(args: &EvalArgs) -> Result<(), Failure> {
    if args.explain || args.dot || args.svg || args.options || args.board || args.setup {
        return Err(Failure::BadInput(t!("eval-one-position-only")));
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
            (LineRead::TooLong, _) => {
                Err(LineError::at(MAX_LINE_BYTES + 1, lines::too_long_message()))
            }
            (_, Err(error)) => Err(LineError::at(
                String::from_utf8_lossy(&bytes[..error.valid_up_to()])
                    .chars()
                    .count()
                    + 1,
                t!("line-not-utf8"),
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
                    let line = match column {
                        Some(column) => t!(
                            "eval-line-error-at",
                            line = number,
                            column = column,
                            message = message
                        ),
                        None => t!("eval-line-error", line = number, message = message),
                    };
                    writeln!(out, "{line}")?;
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
        _ => Err(Failure::BadInput(t!(
            "eval-lines-failed",
            failed = failed,
            lines = number
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
        let report = MisereReport::of(&position)?;
        return Ok(if args.json {
            numbered_json(number, &report)?
        } else {
            t!(
                "eval-line-misere",
                position = report.expr.as_str(),
                outcome = report.outcome.to_string(),
                lasting = lasting(&report.remoteness),
                moves = moves_inline(&report.winning_moves)
            )
        });
    }
    let report = EvalReport::of(&position)?;
    Ok(if args.json {
        numbered_json(number, &report)?
    } else {
        report_line(&report)
    })
}

/// A report as one JSON line, numbered with the line of input it answers.
fn numbered_json(line: usize, report: &impl serde::Serialize) -> Result<String, LineError> {
    #[derive(serde::Serialize)]
    struct Numbered<'a, T> {
        line: usize,
        #[serde(flatten)]
        report: &'a T,
    }
    serde_json::to_string(&Numbered { line, report })
        .map_err(|error| LineError::from(Failure::from(error)))
}

fn draw(args: &EvalArgs, position: &Sum) -> Result<(), Failure> {
    if args.limit == 0 {
        return Err(Failure::BadInput(t!("eval-limit-zero")));
    }
    let most = grundy::draw::MAX_SVG_VERTICES;
    if args.svg && args.limit > most {
        return Err(Failure::BadInput(t!(
            "eval-svg-limit",
            most = most,
            limit = args.limit
        )));
    }
    let graph = grundy::draw::state_graph(position, args.limit)?;
    let drawing = if args.svg {
        graph.to_svg()?
    } else {
        graph.to_dot()?
    };
    write_stdout(&drawing)?;
    if graph.truncated {
        let note = t!(
            "eval-draw-truncated",
            shown = graph.positions.len(),
            limit = args.limit
        );
        eprintln!("{}", t!("note-prefix", message = note));
    }
    Ok(())
}

fn misere(args: &EvalArgs, position: &Sum) -> Result<(), Failure> {
    if args.form {
        return misere_form(args, position);
    }
    if args.json {
        let report = MisereReport::of(position)?;
        let mut out = output::stdout();
        write_json(&mut out, &report)?;
        writeln!(out)?;
        out.flush()?;
        return Ok(());
    }
    let analysis = position.misere()?;
    if args.explain {
        print!("{}", analysis.explain(position));
    } else {
        let report = MisereReport::from_analysis(position, &analysis)?;
        let outcome = analysis.outcome;
        let mut text = format!("{}\n", t!("eval-position", position = position.to_string()));
        text += &format!("{}\n", t!("eval-misere-play"));
        let words = outcome_words(outcome, &report.remoteness);
        text += &format!(
            "{}\n",
            t!("eval-outcome", outcome = outcome.to_string(), words = words)
        );
        if let Some(why) = &report.remoteness_unknown {
            text += &format!("{}\n", t!("eval-remoteness-unknown", reason = why));
        }
        text += &format!(
            "{}\n",
            t!("eval-method", method = analysis.method.to_string())
        );
        if !report.genera.is_empty() {
            text += &format!("{}\n", t!("eval-genera", genera = report.genera.join(", ")));
        }
        text += &moves_text(&move_reports(&analysis.winning_moves));
        print!("{text}");
    }
    Ok(())
}

/// `eval --misere --form`: the simplest form, its genus and tameness.
fn misere_form(args: &EvalArgs, position: &Sum) -> Result<(), Failure> {
    let report = MisereFormReport::of(position)?;
    if args.json {
        let mut out = output::stdout();
        write_json(&mut out, &report)?;
        writeln!(out)?;
        out.flush()?;
        return Ok(());
    }
    let mut text = format!("{}\n", t!("eval-position", position = &report.expr));
    text += &format!("{}\n", t!("eval-misere-play"));
    text += &format!(
        "{}\n",
        t!(
            "eval-outcome",
            outcome = report.outcome.to_string(),
            words = report.outcome.meaning()
        )
    );
    text += &match &report.conway {
        Some(form) => format!("{}\n", t!("eval-form", form = form.as_str())),
        None => format!("{}\n", t!("eval-form-too-long")),
    };
    if let Some(options) = &report.form {
        text += &format!("{}\n", t!("eval-form-options", options = options.as_str()));
    }
    text += &format!(
        "{}\n",
        t!(
            "eval-form-size",
            size = report.size.to_string(),
            birthday = report.birthday.to_string()
        )
    );
    let tameness = match report.class {
        MisereClass::Tame => t!("eval-tame"),
        MisereClass::Restive => t!("eval-restive"),
        MisereClass::Restless => t!("eval-restless"),
        MisereClass::Wild => t!("eval-wild"),
    };
    text += &format!(
        "{}\n",
        t!(
            "eval-genus",
            genus = report.genus.as_str(),
            tameness = tameness
        )
    );
    print!("{text}");
    Ok(())
}

/// How many bytes of moves `eval --options` lists at most (each written as the whole position
/// it leads to).
const OPTIONS_MAX_BYTES: usize = 16 << 20;

/// `eval --options`: every move, with what it leads to.
fn options(args: &EvalArgs, position: &Sum) -> Result<(), Failure> {
    let report = OptionsReport::of(position, args.max_options, OPTIONS_MAX_BYTES)?;
    if args.json {
        let mut out = crate::output::stdout();
        crate::output::write_json(&mut out, &report)?;
        writeln!(out)?;
        return Ok(());
    }
    let palette = Palette::stdout();
    let mut text = format!("{}\n", t!("eval-position", position = &report.expr));
    text += &format!("{}\n", t!("options-header", count = report.options.len()));
    let cell = |value: &Option<grundy::report::Integer>| {
        value.as_ref().map_or("?".to_string(), |v| v.to_string())
    };
    let width = |f: &dyn Fn(&grundy::report::moves::OptionReport) -> String| {
        report
            .options
            .iter()
            .map(|o| f(o).chars().count())
            .max()
            .unwrap_or(1)
    };
    let (value_label, remoteness_label) = (t!("options-value"), t!("options-remoteness"));
    let value_width = width(&|o| cell(&o.nimber)).max(value_label.chars().count());
    let remoteness_width = width(&|o| cell(&o.remoteness)).max(remoteness_label.chars().count());
    text += &format!(
        "  {}  {value_label:>value_width$}  {remoteness_label:>remoteness_width$}  {}\n",
        t!("options-to"),
        t!("options-move")
    );
    for option in &report.options {
        let outcome = palette.outcome(option.outcome, &format!("{:<2}", option.outcome));
        text += &format!(
            "  {outcome}  {:>value_width$}  {:>remoteness_width$}  {}  =>  {}\n",
            cell(&option.nimber),
            cell(&option.remoteness),
            option.made.description,
            option.made.to
        );
    }
    if let Some(why) = &report.truncated_because {
        text += &format!("{}\n", t!("options-truncated", reason = why));
    }
    if let Some(why) = &report.remoteness_unknown {
        text += &format!("{}\n", t!("eval-remoteness-unknown", reason = why));
    }
    print!("{text}");
    Ok(())
}

fn moves_text(moves: &[MoveReport]) -> String {
    if moves.is_empty() {
        return format!("{}\n", t!("eval-no-winning-move"));
    }
    let mut text = format!("{}\n", t!("eval-winning-moves", count = moves.len()));
    for m in moves {
        text += &format!("  {}  =>  {}\n", m.description, m.to);
    }
    text
}

/// Every winning move on one line: `take 2 from nim(3) => nim(1,4,5); ...`, or `none`.
fn moves_inline(moves: &[MoveReport]) -> String {
    if moves.is_empty() {
        return t!("eval-line-none");
    }
    let listed: Vec<String> = moves
        .iter()
        .map(|m| format!("{} => {}", m.description, m.to))
        .collect();
    listed.join("; ")
}

/// The report on one line: `nim(3,4,5): N, nim-value 2, winning moves: ...`.
fn report_line(report: &EvalReport) -> String {
    let value = match (&report.nimber, &report.loopy_value) {
        (Some(value), _) => t!("eval-line-nim-value", value = value.to_string()),
        (None, Some(loopy)) => t!("eval-line-loopy-value", value = loopy.text.as_str()),
        (None, None) => t!("eval-line-nim-value-unknown"),
    };
    let moves = match (&report.winning_moves, &report.winning_move_count) {
        _ if report.outcome == grundy::Outcome::D => t!("eval-line-draw"),
        (Some(moves), _) => moves_inline(moves),
        (None, Some(count)) => t!("eval-line-moves-counted", count = count.to_string()),
        (None, None) => t!("eval-line-moves-unlisted"),
    };
    t!(
        "eval-line",
        position = report.expr.as_str(),
        outcome = report.outcome.to_string(),
        lasting = lasting(&report.remoteness),
        value = value,
        moves = moves
    )
}

/// ` in 11` after the outcome of a one-line answer, when the remoteness is known.
fn lasting(remoteness: &Option<Integer>) -> String {
    match remoteness {
        Some(moves) => t!("eval-line-lasting", moves = moves.to_string()),
        None => String::new(),
    }
}

/// The outcome in words, with how long perfect play lasts when that is known: `the player to
/// move wins in 11 moves`.
fn outcome_words(outcome: grundy::Outcome, remoteness: &Option<Integer>) -> String {
    let Some(moves) = remoteness else {
        return outcome.meaning();
    };
    let moves = moves.to_biguint();
    match outcome {
        grundy::Outcome::P if moves.bits() == 0 => t!("eval-loses-no-move"),
        grundy::Outcome::P => t!("eval-loses-in", moves = &moves),
        // In misère play a player left without a move has won.
        _ if moves.bits() == 0 => t!("eval-wins-no-move"),
        _ => t!("eval-wins-in", moves = &moves),
    }
}

/// The report for people, a line per fact and a line per winning move.
fn report_text(report: &EvalReport) -> String {
    let mut lines = vec![
        t!("eval-position", position = &report.expr),
        t!(
            "eval-outcome",
            outcome = report.outcome.to_string(),
            words = outcome_words(report.outcome, &report.remoteness)
        ),
    ];
    if let Some(rule) = &report.remoteness_rule {
        lines.push(t!("eval-remoteness-rule", rule = rule));
    }
    if let Some(why) = &report.remoteness_unknown {
        lines.push(t!("eval-remoteness-unknown", reason = why));
    }
    lines.push(match (&report.nimber, &report.loopy_value) {
        (Some(value), _) => t!("eval-nim-value", value = value.to_string()),
        (None, Some(loopy)) => t!("eval-loopy-value", value = &loopy.text),
        (None, None) => match report.nimber_unknown.as_deref() {
            Some(reason) => t!("eval-nim-value-unknown", reason = reason),
            None => t!("eval-nim-value-not-known"),
        },
    });
    if report.outcome == grundy::Outcome::D {
        lines.push(t!("eval-draw-no-winning-move"));
        return lines.join("\n") + "\n";
    }
    let reason = report.winning_moves_unlisted.as_deref().unwrap_or_default();
    let mut text = lines.join("\n") + "\n";
    match (&report.winning_moves, &report.winning_move_count) {
        (Some(moves), _) => text.push_str(&moves_text(moves)),
        (None, Some(count)) => {
            let line = t!(
                "eval-moves-counted",
                count = count.to_string(),
                reason = reason
            );
            text.push_str(&format!("{line}\n"));
        }
        (None, None) => text.push_str(&format!("{}\n", t!("eval-moves-unlisted", reason = reason))),
    }
    text
}
