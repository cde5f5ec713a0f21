//! `grundy sweep`: every code of some octal-code patterns, each computed until its period is
//! proven or a bound is reached, in parallel, with a checkpoint to resume from and
//! certificates of the proven periods; one row per game.

use std::collections::HashMap;
use std::io::Write;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use clap::ValueEnum;
use grundy::budget::Budget;
use grundy::sweep::checkpoint::{Checkpoint, CheckpointError};
use grundy::sweep::code_pattern::expand_all;
use grundy::sweep::{
    DEFAULT_LIMIT, LimitProblem, SweepLimit, SweepReport, SweepRow, SweepStatus, ValuesUnderWay,
    certificate, distinct_codes, group, run_codes,
};
use grundy::{GameError, LimitExceeded};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::lang::t;
use crate::limits::{
    CHECKPOINT_EVERY, LimitArgs, MIN_CHECKPOINT_EVERY, ProgressLine, ProgressLog, parse_count,
    parse_seconds, while_saving,
};
use crate::output::{self, Failure, write_json};

/// The most codes computed at a time.
const MAX_JOBS: usize = 256;

#[derive(clap::Args)]
pub struct SweepArgs {
    #[arg(required = true, value_name = "PATTERN")]
    patterns: Vec<String>,
    #[arg(long, value_name = "N", value_parser = parse_count, conflicts_with = "max")]
    to: Option<u64>,
    #[arg(long, value_name = "N", value_parser = parse_count)]
    max: Option<u64>,
    #[arg(long, value_name = "J", value_parser = parse_jobs)]
    jobs: Option<usize>,
    #[arg(long, value_name = "FILE")]
    checkpoint: Option<PathBuf>,
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds, default_value = CHECKPOINT_EVERY, requires = "checkpoint")]
    checkpoint_every: Duration,
    #[arg(long, value_enum, value_name = "FORMAT", default_value = "table")]
    format: SweepFormat,
    #[arg(long, value_name = "DIR")]
    certificates: Option<PathBuf>,
    #[arg(long)]
    hex: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum SweepFormat {
    #[value(alias = "text")]
    Table,
    Csv,
    Json,
}

fn parse_jobs(text: &str) -> Result<usize, String> {
    let jobs = parse_count(text)?;
    if (1..=MAX_JOBS as u64).contains(&jobs) {
        Ok(jobs as usize)
    } else {
        // Read with the arguments, in the language `main` found among them.
        Err(t!("sweep-jobs-range", most = MAX_JOBS))
    }
}

/// A sweep's limit as it is given on the command line: `--to 500`, `--max 1000000`.
fn flag(limit: SweepLimit) -> String {
    match limit {
        SweepLimit::To(to) => format!("--to {to}"),
        SweepLimit::Max(max) => format!("--max {max}"),
    }
}

/// A checkpoint's error: cancelled while reading is an interruption, anything else bad input.
fn checkpoint_failure(error: CheckpointError) -> Failure {
    match error {
        CheckpointError::Limit(LimitExceeded::Cancelled) => {
            Failure::Interrupted(LimitExceeded::Cancelled.to_string())
        }
        CheckpointError::Io(why) => Failure::Other(why),
        CheckpointError::Limit(limit) => Failure::BadInput(crate::output::with_flag(&limit)),
        CheckpointError::OtherLimit {
            checkpoint,
            found,
            asked,
        } => Failure::BadInput(t!(
            "sweep-checkpoint-other-limit",
            checkpoint = checkpoint,
            found = flag(found),
            asked = flag(asked)
        )),
        other => Failure::BadInput(other.to_string()),
    }
}

pub fn run(args: &SweepArgs, limits: &LimitArgs) -> Result<(), Failure> {
    let codes = expand_all(&args.patterns, args.hex).map_err(|mut error| {
        if error.needs_hex {
            error.error.message += &t!("sweep-give-hex");
        }
        let rendered = error.error.render(&args.patterns[error.index]);
        Failure::BadInput(if args.patterns.len() > 1 {
            // The headline's start, as the library's parse-error-rendered words it, names
            // the pattern too.
            rendered.replacen(
                &t!("sweep-pattern-headline"),
                &t!("sweep-pattern-headline-numbered", index = error.index + 1),
                1,
            )
        } else {
            rendered
        })
    })?;
    let limit = match (args.to, args.max) {
        (Some(to), _) => SweepLimit::To(to),
        (None, Some(max)) => SweepLimit::Max(max),
        (None, None) => DEFAULT_LIMIT,
    };
    // The library's reasons, in the words of the flags.
    match limit.problem() {
        Some(LimitProblem::NoValues) => {
            return Err(Failure::BadInput(t!("sweep-no-values")));
        }
        Some(LimitProblem::BeyondComputed) => {
            return Err(Failure::BadInput(t!("sweep-beyond", limit = flag(limit))));
        }
        None => {}
    }
    let distinct = distinct_codes(&codes)?;
    let jobs = args
        .jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));

    let (mut checkpoint, recorded) = match &args.checkpoint {
        Some(path) => {
            let (checkpoint, rows) = Checkpoint::open(path, limit).map_err(checkpoint_failure)?;
            (Some(checkpoint), rows)
        }
        None => (None, Vec::new()),
    };
    let wanted: std::collections::HashSet<&str> = distinct.iter().map(String::as_str).collect();
    let mut finished: HashMap<String, SweepRow> = recorded
        .into_iter()
        .filter(|row| wanted.contains(row.code.as_str()))
        .map(|row| (row.code.clone(), row))
        .collect();
    if let Some(dir) = &args.certificates {
        std::fs::create_dir_all(dir)
            .map_err(|e| Failure::Other(format!("{}: {e}", dir.display())))?;
        // A proven code recorded by a run without --certificates is computed again for its
        // certificate.
        finished.retain(|code, row| {
            row.status != SweepStatus::Proven || certificate::certificate_path(dir, code).exists()
        });
    }
    if let Some(checkpoint) = &checkpoint
        && !finished.is_empty()
    {
        eprintln!(
            "{}",
            t!(
                "sweep-resuming",
                path = checkpoint.path().display().to_string(),
                done = finished.len().to_string(),
                total = distinct.len().to_string(),
                todo = (distinct.len() - finished.len()).to_string()
            )
        );
    }
    let todo: Vec<&String> = distinct
        .iter()
        .filter(|code| !finished.contains_key(*code))
        .collect();

    // The values of the codes under way, beside the checkpoint: FILE.codes/.
    let under_way = checkpoint.as_ref().map(|checkpoint| {
        let mut dir = checkpoint.path().as_os_str().to_owned();
        dir.push(".codes");
        ValuesUnderWay {
            dir: dir.into(),
            every: args.checkpoint_every.max(MIN_CHECKPOINT_EVERY),
        }
    });

    if let Some(under_way) = &under_way {
        let resuming: Vec<&str> = todo
            .iter()
            .filter(|code| under_way.path(code, limit).exists())
            .map(|code| code.as_str())
            .collect();
        if !resuming.is_empty() {
            let codes = resuming.join(", ");
            let dir = under_way.dir.display().to_string();
            eprintln!(
                "{}",
                t!("sweep-resuming-under-way", codes = codes, dir = dir)
            );
        }
    }

    let mut log = ProgressLog::new(limits);
    let bar = match log {
        Some(_) => ProgressBar::hidden(),
        None => progress_bar(distinct.len(), finished.len()),
    };
    // A code can take hours: the progress of its values too, beside the codes finished.
    let last_finished = Arc::new(Mutex::new(String::new()));
    let values_progress = ProgressLine::beside(
        &bar,
        &last_finished,
        &Budget::current(),
        &t!("progress-code-values"),
        limits,
    );
    let total = distinct.len();
    let mut failure = None;
    let certify = args.certificates.is_some();
    let result = run_codes(&todo, limit, certify, jobs, under_way.as_ref(), |run| {
        if let (Some(dir), Some(certified)) = (&args.certificates, &run.certificate)
            && let Err(error) = while_saving(|| certified.write(dir))
        {
            failure = Some(Failure::Other(t!(
                "sweep-certificate-unwritten",
                code = run.row.code.as_str(),
                dir = dir.display().to_string(),
                error = error.to_string()
            )));
            return false;
        }
        if let Some(checkpoint) = &mut checkpoint
            && let Err(error) = while_saving(|| checkpoint.record(&run.row))
        {
            failure = Some(checkpoint_failure(error));
            return false;
        }
        let message = format!("{} {}", run.row.code, run.row.status.as_str());
        bar.set_message(message.clone());
        *last_finished
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner()) = message;
        bar.inc(1);
        if let Some(log) = &mut log {
            log.write_if_due(|| {
                format!(
                    "{} {}/{total} {}, {} {}",
                    t!("sweep-progress-prefix"),
                    finished.len() + 1,
                    t!("sweep-progress-codes"),
                    run.row.code,
                    run.row.status.as_str()
                )
            });
        }
        finished.insert(run.row.code.clone(), run.row);
        true
    });
    drop(values_progress);
    bar.finish_and_clear();
    if let Some(failure) = failure {
        return Err(failure);
    }
    if let Err(error) = result {
        return Err(stopped(error, finished.len(), distinct.len(), &checkpoint));
    }
    let rows: Vec<SweepRow> = distinct
        .iter()
        .map(|code| finished.remove(code).expect("every code finished"))
        .collect();
    let report = SweepReport {
        limit,
        codes: codes.len(),
        rows: group(&codes, rows)?,
    };
    let mut out = output::stdout();
    match args.format {
        SweepFormat::Table => write_table(&mut out, &report)?,
        SweepFormat::Csv => write_csv(&mut out, &report)?,
        SweepFormat::Json => {
            write_json(&mut out, &report)?;
            writeln!(out)?;
        }
    }
    out.flush()?;
    Ok(())
}

/// The failure of a sweep stopped by `error` after `done` of `total` codes.
fn stopped(
    error: GameError,
    done: usize,
    total: usize,
    checkpoint: &Option<Checkpoint>,
) -> Failure {
    let saved = match checkpoint {
        Some(checkpoint) => t!(
            "sweep-checkpoint-kept",
            path = checkpoint.path().display().to_string()
        ),
        None => t!("sweep-checkpoint-hint"),
    };
    let (done, total) = (done.to_string(), total.to_string());
    match error {
        GameError::Limit(LimitExceeded::Cancelled) => Failure::Interrupted(t!(
            "sweep-interrupted",
            done = done,
            total = total,
            saved = saved
        )),
        other => Failure::BadInput(t!(
            "sweep-stopped",
            why = crate::output::game_message(&other),
            done = done,
            total = total,
            saved = saved
        )),
    }
}

/// `done/total codes` on standard error, when it is a terminal.
fn progress_bar(total: usize, done: usize) -> ProgressBar {
    let bar =
        ProgressBar::with_draw_target(Some(total as u64), ProgressDrawTarget::stderr_with_hz(4));
    bar.set_style(
        // The words are the catalogue's; the braces are indicatif's, which Fluent would read.
        ProgressStyle::with_template(&format!(
            "{{prefix}} [{{elapsed_precise}}] {{wide_bar}} {{pos}}/{{len}} {} ({} {{eta}}) {{msg}}",
            t!("sweep-progress-codes"),
            t!("sweep-progress-eta")
        ))
        .expect("a valid template"),
    );
    bar.set_prefix(t!("sweep-progress-prefix"));
    bar.set_position(done as u64);
    bar
}

fn or_dash<T: ToString>(value: Option<T>) -> String {
    value.map_or_else(|| "-".to_string(), |value| value.to_string())
}

/// The cells of a row, in the table's column order.
fn cells(row: &SweepRow) -> Vec<String> {
    vec![
        row.code.clone(),
        row.status.as_str().to_string(),
        or_dash(row.preperiod),
        or_dash(row.period),
        or_dash(row.saltus),
        or_dash(row.largest_value),
        or_dash(row.rare_count),
        row.values_computed.to_string(),
        format!("{:.3}", row.seconds),
        row.aliases_text(),
    ]
}

fn write_table(out: &mut impl Write, report: &SweepReport) -> Result<(), Failure> {
    let header = [
        "code",
        "status",
        "preperiod",
        "period",
        "saltus",
        "largest",
        "rare",
        "values",
        "seconds",
        "aliases",
    ];
    let rows: Vec<Vec<String>> = report.rows.iter().map(cells).collect();
    let widths: Vec<usize> = (0..header.len())
        .map(|i| {
            rows.iter()
                .map(|cells| cells[i].chars().count())
                .chain([header[i].len()])
                .max()
                .unwrap_or(0)
        })
        .collect();
    let line = |cells: &[&str]| {
        let mut text = String::new();
        for (i, cell) in cells.iter().enumerate() {
            if i + 1 == cells.len() {
                text.push_str(cell);
            } else if i < 2 {
                text.push_str(&format!("{cell:<width$}  ", width = widths[i]));
            } else {
                text.push_str(&format!("{cell:>width$}  ", width = widths[i]));
            }
        }
        text.trim_end().to_string()
    };
    writeln!(out, "{}", line(&header))?;
    for cells in &rows {
        let cells: Vec<&str> = cells.iter().map(String::as_str).collect();
        writeln!(out, "{}", line(&cells))?;
    }
    let count = |status| {
        report
            .rows
            .iter()
            .filter(|row| row.status == status)
            .count()
    };
    // The statuses of the rows above stay the machine's words; only this sentence is translated.
    writeln!(
        out,
        "{}",
        t!(
            "sweep-summary",
            codes = report.codes.to_string(),
            games = report.rows.len().to_string(),
            limit = flag(report.limit),
            proven = count(SweepStatus::Proven).to_string(),
            observed = count(SweepStatus::Observed).to_string(),
            open = count(SweepStatus::Open).to_string()
        )
    )?;
    Ok(())
}

fn write_csv(out: &mut impl Write, report: &SweepReport) -> Result<(), Failure> {
    writeln!(out, "{}", SweepRow::COLUMNS.join(","))?;
    for row in &report.rows {
        writeln!(out, "{}", row.cells().join(","))?;
    }
    Ok(())
}
