//! `grundy seq`: the nim-sequence G(0), G(1), ..., G(N) of a one-heap family, with its period.
//! Take-and-break games (kayles, dawson, octal[CODE], grundy) run on the library's engine, with
//! proofs of periods, statistics, value files, checkpoints and a progress bar.

use crate::lang::t;
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use clap::ValueEnum;
use grundy::AnyFamily;
use grundy::budget::Budget;
use grundy::defaults::MAX_TO;
use grundy::report::contest_code::sequence_code;
use grundy::report::misere_seq::MisereSeqReport;
use grundy::report::param_sweep::{ParamSweepReport, ParameterRange, ParameterRow};
use grundy::report::remoteness::RemotenessSeqReport;
use grundy::report::seq::{PPositions, SeqFindings, SeqReport, SeqRequest, SeqStats, StreamError};
use grundy::takebreak::values_file::{Checkpoint, ValuesFileError};
use grundy::takebreak::{
    Computation, EngineKind, Goal, MappedValues, ProfileWindow, Rules, Stop, values_file,
};
use grundy::{LimitExceeded, PeriodReport};
use indicatif::{HumanCount, ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::limits::{
    CHECKPOINT_EVERY, LimitArgs, MIN_CHECKPOINT_EVERY, ProgressLine, ProgressLog, parse_count,
    parse_seconds, while_saving,
};
use crate::output::{self, Failure, Format, FormatArgs};

#[derive(clap::Args)]
pub struct SeqArgs {
    family: String,
    #[arg(long, value_name = "N", value_parser = parse_count)]
    to: Option<u64>,
    #[command(flatten)]
    output: FormatArgs,
    #[arg(long, value_enum, default_value = "sparse")]
    engine: Engine,
    #[arg(long)]
    freq: bool,
    #[arg(long)]
    stats: bool,
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    #[arg(long)]
    no_values: bool,
    #[arg(long)]
    no_rules: bool,
    #[arg(long)]
    misere: bool,
    #[arg(long, conflicts_with = "misere")]
    remoteness: bool,
    #[arg(long, value_name = "FILE")]
    checkpoint: Option<PathBuf>,
    #[arg(long)]
    mapped: bool,
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds, default_value = CHECKPOINT_EVERY)]
    checkpoint_every: Duration,
    #[arg(long, value_name = "N", value_parser = parse_count)]
    max: Option<u64>,
    #[arg(long, value_name = "FILE.svg")]
    plot: Option<PathBuf>,
    #[arg(long)]
    single_thread: bool,
    #[arg(long, value_name = "N", conflicts_with = "single_thread", value_parser = clap::value_parser!(u16).range(1..=256))]
    threads: Option<u16>,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Engine {
    Naive,
    Sparse,
}

/// Refuses the first flag given among `flags` (each with whether it was given): "`--stats`
/// `why`".
fn refuse_given(flags: &[(bool, &'static str)], why: &str) -> Result<(), Failure> {
    match flags.iter().find(|(given, _)| *given) {
        Some((_, flag)) => Err(Failure::BadInput(format!("{flag} {why}"))),
        None => Ok(()),
    }
}

impl SeqArgs {
    /// The flags only a take-and-break game's single sequence takes, each with whether it was
    /// given.
    fn take_break_flags(&self) -> Vec<(bool, &'static str)> {
        vec![
            (self.freq, "--freq"),
            (self.stats, "--stats"),
            (self.out.is_some(), "--out"),
            (self.checkpoint.is_some(), "--checkpoint"),
            (self.mapped, "--mapped"),
            (self.max.is_some(), "--max"),
            (self.engine == Engine::Naive, "--engine"),
            (self.single_thread, "--single-thread"),
            (self.threads.is_some(), "--threads"),
        ]
    }

    /// What the flags ask the library for.
    fn request(&self) -> SeqRequest {
        SeqRequest {
            to: self.to,
            values: !self.no_values && self.out.is_none(),
            freq: self.freq,
            stats: self.stats,
            engine: match self.engine {
                Engine::Naive => EngineKind::Naive,
                Engine::Sparse => EngineKind::Sparse,
            },
            proof_limit: self.max,
            parallel: !self.single_thread,
            rules: !self.no_rules,
        }
    }
}

pub fn run(args: &SeqArgs, limits: &LimitArgs) -> Result<(), Failure> {
    if ParameterRange::find(&args.family)?.is_some() {
        return run_param_sweep(args, limits);
    }
    let family =
        grundy::parse_family(&args.family).map_err(|e| Failure::parse(&e, &args.family))?;
    let format = args.output.format();
    if matches!(format, Format::Csv | Format::Cpp | Format::Python) {
        let name = format
            .to_possible_value()
            .map_or_else(String::new, |value| value.get_name().to_string());
        if args.no_values || args.out.is_some() {
            return Err(Failure::BadInput(t!(
                "seq-format-prints-values",
                format = name
            )));
        }
        if args.stats || args.freq {
            return Err(Failure::BadInput(t!("seq-stats-format", format = name)));
        }
    }
    if args.misere {
        return run_misere(args, family.as_ref(), format, limits);
    }
    if args.remoteness {
        return run_remoteness(args, family.as_ref(), format, limits);
    }
    let request = args.request();
    if let Some(rules) = family.take_break() {
        return run_take_break(args, limits, &request, format, &family.name(), rules);
    }
    refuse_given(
        &args.take_break_flags(),
        &t!("seq-take-break-only", family = family.name()),
    )?;
    if args.to.is_none() {
        return Err(give_to(family.as_ref(), None));
    }
    // Refuses a family without one-heap positions, or one that cannot compute G(to), before
    // printing anything.
    let report = SeqReport::new(family, &request)?;
    if let Some(path) = &args.plot {
        plot_values(path, &report)?;
    }
    let _progress = ProgressLine::start(&Budget::current(), &t!("progress-computing"), limits);
    print(&report, args, format, 0)
}

/// `seq "powers[1..12]"`: a row per value of the parameter, then the summary.
fn run_param_sweep(args: &SeqArgs, limits: &LimitArgs) -> Result<(), Failure> {
    let format = args.output.format();
    let mut single_sequence_only = args.take_break_flags();
    single_sequence_only.extend([
        (args.misere, "--misere"),
        (args.remoteness, "--remoteness"),
        (args.plot.is_some(), "--plot"),
        (args.no_rules, "--no-rules"),
        (
            matches!(format, Format::Cpp | Format::Python),
            "--format cpp or python",
        ),
    ]);
    refuse_given(&single_sequence_only, &t!("seq-one-sequence-only"))?;
    let report = {
        let _progress = ProgressLine::start(&Budget::current(), &t!("progress-sweeping"), limits);
        ParamSweepReport::new(&args.family, args.to, &grundy::parse::Parser::new())?
    };
    let mut out = output::stdout();
    match format {
        Format::Json => {
            output::write_json(&mut out, &report)?;
            writeln!(out)?;
        }
        Format::Csv => {
            writeln!(out, "{}", ParameterRow::COLUMNS.join(","))?;
            for row in &report.rows {
                let cells: Vec<String> = row
                    .cells()
                    .iter()
                    .map(|cell| csv_field(&cell.to_string()))
                    .collect();
                writeln!(out, "{}", cells.join(","))?;
            }
        }
        _ => write!(out, "{}", describe_param_sweep(&report))?,
    }
    out.flush()?;
    Ok(())
}

/// A CSV field, quoted when it holds a comma or a quote.
fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

/// The sweep for people: a row per value (its period and first rule, or why it has none), then
/// the summary.
fn describe_param_sweep(report: &ParamSweepReport) -> String {
    let mut text = t!(
        "seq-sweep-header",
        pattern = report.pattern.as_str(),
        name = report.name.as_str(),
        first = report.first.to_string(),
        last = report.last.to_string()
    ) + "\n";
    let (family_label, period_label) = (t!("seq-sweep-family"), t!("seq-sweep-period"));
    let family_width = report
        .rows
        .iter()
        .map(|r| r.family.chars().count())
        .max()
        .unwrap_or(6)
        .max(output::columns(&family_label));
    let periods: Vec<String> = report
        .rows
        .iter()
        .map(|row| match &row.period {
            Some(p) => {
                let (period, start) = (p.period.period.to_string(), p.period.preperiod.to_string());
                let shape = if p.period.saltus == 0 {
                    t!("seq-sweep-period-from", period = period, start = start)
                } else {
                    let saltus = p.period.saltus.to_string();
                    t!(
                        "seq-sweep-period-saltus",
                        period = period,
                        start = start,
                        saltus = saltus
                    )
                };
                if p.proven {
                    shape + t!("seq-sweep-proven").as_str()
                } else {
                    shape
                }
            }
            None => t!("seq-sweep-none"),
        })
        .collect();
    let period_width = periods
        .iter()
        .map(|p| output::columns(p))
        .max()
        .unwrap_or(6)
        .max(6)
        .max(output::columns(&period_label));
    let p_width = report
        .last
        .to_string()
        .len()
        .max(report.name.chars().count());
    text += &format!(
        "{:>p_width$}  {}  {}  {}\n",
        report.name,
        output::pad(&family_label, family_width),
        output::pad(&period_label, period_width),
        t!("seq-sweep-rule")
    );
    for (row, period) in report.rows.iter().zip(&periods) {
        let rule = match (&row.error, row.rules.first()) {
            (Some(error), _) => t!(
                "seq-sweep-no-sequence",
                error = error.lines().next().unwrap_or("")
            ),
            (None, Some(rule)) => rule.text.clone(),
            (None, None) => t!("seq-sweep-no-rule"),
        };
        text += &format!(
            "{:>p_width$}  {:family_width$}  {}  {rule}\n",
            row.parameter,
            row.family,
            output::pad(period, period_width)
        );
    }
    if !report.summary.is_empty() {
        let heading = t!(
            "seq-sweep-summary",
            name = report.name.as_str(),
            first = report.first.to_string(),
            last = report.last.to_string()
        );
        text += &format!("{heading}\n");
        for line in &report.summary {
            text += &format!("  {line}\n");
        }
    }
    text
}

/// `seq --misere`: the misère outcomes and values, then the P-positions and rules.
fn run_misere(
    args: &SeqArgs,
    family: &dyn AnyFamily,
    format: Format,
    limits: &LimitArgs,
) -> Result<(), Failure> {
    let to = to_without_value_flags(args, family, format, "--misere")?;
    let report = {
        let _progress = ProgressLine::start(&Budget::current(), &t!("progress-computing"), limits);
        MisereSeqReport::new(family, to, !args.no_rules)?
    };
    let mut out = output::stdout();
    match format {
        Format::Json => {
            output::write_json(&mut out, &report)?;
            writeln!(out)?;
        }
        Format::Csv => {
            writeln!(out, "n,outcome,misere_value")?;
            for (n, outcome) in report.outcomes.iter().enumerate() {
                let value = report
                    .values
                    .as_ref()
                    .map_or(String::new(), |values| values[n].to_string());
                writeln!(out, "{n},{outcome},{value}")?;
            }
        }
        _ => write!(out, "{}", describe_misere(&report))?,
    }
    out.flush()?;
    Ok(())
}

/// The last heap of `seq --misere` or `seq --remoteness` (`flag`), which list something other
/// than normal-play nim-values: refuses the flags only those have, and asks for `--to`.
fn to_without_value_flags(
    args: &SeqArgs,
    family: &dyn AnyFamily,
    format: Format,
    flag: &'static str,
) -> Result<u64, Failure> {
    let mut values_only = args.take_break_flags();
    values_only.extend([
        (args.plot.is_some(), "--plot"),
        (args.no_values, "--no-values"),
        (
            matches!(format, Format::Cpp | Format::Python),
            "--format cpp or python",
        ),
    ]);
    let why = if flag == "--misere" {
        t!("seq-normal-play-only", flag = flag)
    } else {
        t!("seq-nim-values-only", flag = flag)
    };
    refuse_given(&values_only, &why)?;
    args.to.ok_or_else(|| give_to(family, Some(flag)))
}

/// Asks for `--to`, with the command that gives it (and `flag`, when one was given).
fn give_to(family: &dyn AnyFamily, flag: Option<&str>) -> Failure {
    let mut example = format!("grundy seq \"{}\" --to 30", family.name());
    if let Some(flag) = flag {
        example = format!("{example} {flag}");
    }
    Failure::BadInput(t!("seq-give-to", example = example))
}

/// `seq --remoteness`: R(n) for each heap, the P-positions and rules, and why it stopped early.
fn run_remoteness(
    args: &SeqArgs,
    family: &dyn AnyFamily,
    format: Format,
    limits: &LimitArgs,
) -> Result<(), Failure> {
    let to = to_without_value_flags(args, family, format, "--remoteness")?;
    let report = {
        let _progress = ProgressLine::start(&Budget::current(), &t!("progress-computing"), limits);
        RemotenessSeqReport::new(family, to)?
    };
    let cells: Vec<String> = report
        .remoteness
        .iter()
        .map(|r| r.map_or("D".to_string(), |r| r.to_string()))
        .collect();
    let mut out = output::stdout();
    match format {
        Format::Json => {
            output::write_json(&mut out, &report)?;
            writeln!(out)?;
        }
        Format::Csv => {
            writeln!(out, "n,remoteness")?;
            for (n, cell) in cells.iter().enumerate() {
                writeln!(out, "{n},{cell}")?;
            }
        }
        _ => {
            let mut text = t!(
                "seq-remoteness-header",
                family = report.family.as_str(),
                last = report.computed.saturating_sub(1)
            ) + "\n";
            text += &rows_of_ten(&cells);
            if let Some(why) = &report.stopped {
                let line = t!(
                    "seq-remoteness-stopped",
                    done = report.computed,
                    heaps = report.to.saturating_add(1),
                    why = why.as_str()
                );
                text += &format!("{line}\n");
            }
            if !args.no_rules {
                text += &describe_p_positions(&report.p_positions);
                text += &crate::output::describe_rules(&report.rules);
            }
            write!(out, "{text}")?;
        }
    }
    out.flush()?;
    Ok(())
}

/// The misère sequence for people: the values (or outcomes) ten to a row, how the outcomes
/// were decided, the P-positions and the rules.
fn describe_misere(report: &MisereSeqReport) -> String {
    let name = &report.family;
    let to = report.to;
    let (what, cells): (String, Vec<String>) = match &report.values {
        Some(values) => (
            "G⁻(n)".to_string(),
            values.iter().map(u64::to_string).collect(),
        ),
        None => (
            t!("seq-misere-outcome"),
            report.outcomes.iter().map(|o| o.to_string()).collect(),
        ),
    };
    let mut text = t!(
        "seq-misere-header",
        family = name.as_str(),
        what = what,
        last = to
    ) + "\n";
    text += &rows_of_ten(&cells);
    let method = report.method.to_string();
    if report.values.is_none() {
        text += &t!("seq-misere-values-not-computed", method = method.as_str());
        text += "\n";
    }
    text += &t!("seq-misere-outcomes-by", method = method);
    text += "\n";
    if let (Some(p), Some(rules)) = (&report.p_positions, &report.rules) {
        text += &describe_p_positions(p);
        text += &crate::output::describe_rules(rules);
    }
    text
}

/// Cells ten to a row, each row labelled with its first index, columns as wide as the widest.
fn rows_of_ten(cells: &[String]) -> String {
    let width = cells.iter().map(|c| c.chars().count()).max().unwrap_or(1);
    let label_width = cells.len().saturating_sub(1).to_string().len();
    let mut text = String::new();
    for (row, chunk) in cells.chunks(10).enumerate() {
        text += &format!("{:>label_width$}:", row * 10);
        for cell in chunk {
            text += &format!(" {cell:>width$}");
        }
        text.push('\n');
    }
    text
}

/// `--plot` for a family that is not take-and-break: its values are kept to be drawn.
fn plot_values(path: &Path, report: &SeqReport) -> Result<(), Failure> {
    let count = report.len() as u64;
    Budget::current().check_memory(
        count.saturating_mul(8),
        t!("seq-memory-plot", count = count),
    )?;
    let mut values = Vec::with_capacity(report.len());
    for (n, value) in report.values().enumerate() {
        let value = value?;
        values.push(value.to_u64().ok_or_else(|| {
            Failure::BadInput(t!(
                "seq-too-large-to-plot",
                n = n,
                value = value.to_string()
            ))
        })?);
    }
    plot(path, report.family(), values.len(), |n| values[n])
}

fn plot(path: &Path, name: &str, len: usize, value: impl Fn(usize) -> u64) -> Result<(), Failure> {
    crate::plot::write_scatter_svg(path, &t!("seq-plot-title", family = name), len, value)
}

/// Prints the report in `format`: the values as they are computed, then the period and what
/// else was asked for.
fn print(
    report: &SeqReport,
    args: &SeqArgs,
    format: Format,
    resumed_at: usize,
) -> Result<(), Failure> {
    let mut out = output::stdout();
    match format {
        Format::Text => print_text(&mut out, report, args, resumed_at)?,
        Format::Csv => {
            writeln!(out, "n,value")?;
            for (n, value) in report.values().enumerate() {
                writeln!(out, "{n},{}", value?)?;
            }
        }
        Format::Cpp | Format::Python => {
            let language = format.contest_language().expect("a contest format");
            let mut values = Vec::with_capacity(report.len().min(MAX_CODE_VALUES));
            for (n, value) in report.values().enumerate() {
                if n >= MAX_CODE_VALUES {
                    break;
                }
                let value = value?;
                values.push(value.to_u64().ok_or_else(|| {
                    Failure::BadInput(t!(
                        "seq-too-large-for-code",
                        n = n,
                        value = value.to_string()
                    ))
                })?);
            }
            let rules = report
                .findings()?
                .map(|findings| findings.rules.clone())
                .unwrap_or_default();
            let code = sequence_code(
                report.family(),
                &values,
                report.period()?.as_ref(),
                &rules,
                language,
            )?;
            write!(out, "{code}")?;
        }
        Format::Json => {
            report
                .serialize_streaming(&mut serde_json::Serializer::new(&mut out))
                .map_err(|error| match error {
                    StreamError::Game(error) => Failure::from(error),
                    StreamError::Write(error) => Failure::from(error),
                })?;
            writeln!(out)?;
        }
    }
    out.flush()?;
    Ok(())
}

/// The values ten to a row, each row labelled with its first heap size, then the period, then
/// (take-and-break games) where the values were written, statistics and frequencies.
fn print_text(
    out: &mut impl Write,
    report: &SeqReport,
    args: &SeqArgs,
    resumed_at: usize,
) -> Result<(), Failure> {
    let name = report.family();
    let run = report.computation();
    if report.lists_values() && !report.is_empty() {
        // Every column as wide as the largest value.
        let width = report.largest()?.to_string().len();
        let last = report.len() - 1;
        let label_width = last.to_string().len();
        writeln!(out, "{}", t!("seq-header", family = name, last = last))?;
        for (n, value) in report.values().enumerate() {
            if n % 10 == 0 {
                if n > 0 {
                    writeln!(out)?;
                }
                write!(out, "{n:>label_width$}:")?;
            }
            write!(out, " {:>width$}", value?)?;
        }
        writeln!(out)?;
    } else if let Some(run) = run {
        writeln!(
            out,
            "{}",
            t!("seq-computed", family = name, count = run.len())
        )?;
    }
    let period = report.period()?;
    let line = match (period, run) {
        (Some(period), _) => describe_period(&period),
        (None, None) => t!("seq-period-none"),
        (None, Some(run)) if run.provable() => t!("seq-period-none-in", count = run.len()),
        (None, Some(run)) => t!("seq-period-none-observed", count = run.len()),
    };
    writeln!(out, "{line}")?;
    if let Some(findings) = report.findings()? {
        write!(out, "{}", describe_findings(findings))?;
    }
    let Some(run) = run else {
        return Ok(());
    };
    if let Some(path) = &args.out {
        let written = if args.to.is_some() {
            report.len()
        } else {
            run.len()
        };
        let path = path.display().to_string();
        let count = written.to_string();
        writeln!(
            out,
            "{}",
            t!("seq-values-written", count = count, path = path)
        )?;
    }
    if let Some(stats) = report.stats() {
        for (label, value) in stats_lines(stats, run, resumed_at) {
            // Right-aligned by the columns a terminal gives it: a CJK character takes two.
            let pad = " ".repeat(22usize.saturating_sub(output::columns(&label)));
            writeln!(out, "{pad}{label}: {value}")?;
        }
    }
    if let Some(histogram) = report.freq() {
        writeln!(out, "{}", t!("seq-freq-header"))?;
        let total = run.len().max(1) as f64;
        for (value, &count) in histogram.iter().enumerate() {
            if count > 0 {
                writeln!(
                    out,
                    "{value:>6}: {count:>12} {:>8.4}%",
                    100.0 * count as f64 / total
                )?;
            }
        }
    }
    Ok(())
}

/// One window of the profile: `heaps 0..2^20: 1.23M/s, rare 300`.
pub fn profile_line(window: &ProfileWindow) -> String {
    let rate = window.heaps_per_second();
    let rate = if window.microseconds == 0 {
        t!("seq-profile-too-quick")
    } else if rate >= 1e6 {
        format!("{:.2}M/s", rate / 1e6)
    } else {
        format!("{:.1}k/s", rate / 1e3)
    };
    // The last window of a run, or the first after a resume, may be computed only in part.
    let (from, to, rare) = (
        window.from.to_string(),
        window.to.to_string(),
        window.rare_count.to_string(),
    );
    if window.heaps < (window.to - window.from) as u64 {
        let count = window.heaps.to_string();
        t!(
            "seq-profile-part",
            from = from,
            to = to,
            count = count,
            rate = rate,
            rare = rare
        )
    } else {
        t!(
            "seq-profile",
            from = from,
            to = to,
            rate = rate,
            rare = rare
        )
    }
}

/// The statistics, one labelled line each.
fn stats_lines(stats: &SeqStats, run: &Computation, resumed_at: usize) -> Vec<(String, String)> {
    let mut lines = vec![
        (
            t!("seq-stats-values-computed"),
            stats.values_computed.to_string(),
        ),
        (
            t!("seq-stats-engine"),
            match run.engine_kind() {
                EngineKind::Naive => "naive".to_string(),
                EngineKind::Sparse => "sparse".to_string(),
            },
        ),
        (
            t!("seq-stats-bytes-per-value"),
            stats.bytes_per_value.to_string(),
        ),
    ];
    if let (Some(value), Some(at)) = (stats.largest_value, stats.largest_value_at) {
        let (value, at) = (value.to_string(), at.to_string());
        lines.push((
            t!("seq-stats-largest-value"),
            t!("seq-stats-largest-value-at", value = value, at = at),
        ));
    }
    if let Some(sparse) = &stats.sparse {
        let (mask, binary) = (
            sparse.rare_mask.to_string(),
            format!("{:b}", sparse.rare_mask),
        );
        lines.push((
            t!("seq-stats-rare-mask"),
            t!("seq-stats-rare-mask-value", mask = mask, binary = binary),
        ));
        lines.push((
            t!("seq-stats-rare-positions"),
            sparse.rare_count.to_string(),
        ));
        lines.push((
            t!("seq-stats-last-rare"),
            sparse
                .last_rare
                .map_or_else(|| t!("seq-stats-none"), |n| n.to_string()),
        ));
        lines.push((
            t!("seq-stats-mask-changes"),
            sparse.mask_changes.to_string(),
        ));
        let heaps = sparse.helper_heaps.to_string();
        lines.push((
            t!("seq-stats-helpers"),
            t!("seq-stats-helper-heaps", count = heaps),
        ));
        for window in &sparse.profile {
            lines.push((t!("seq-stats-rate"), profile_line(window)));
        }
    }
    if resumed_at > 0 {
        lines.push((t!("seq-stats-resumed-at"), resumed_at.to_string()));
    }
    lines
}

/// One more than the most values contest code holds: a longer sequence is refused by the
/// library, which this lets it see.
const MAX_CODE_VALUES: usize = grundy::report::contest_code::MAX_VALUES + 1;

/// The most P-positions printed on a terminal.
const SHOWN_P_POSITIONS: usize = 20;

/// The P-positions, then the rules the values follow, one per line.
fn describe_findings(findings: &SeqFindings) -> String {
    describe_p_positions(&findings.p_positions)
        + crate::output::describe_rules(&findings.rules).as_str()
}

/// `P-positions (n ≤ 30): 1, 4, 7, …`.
fn describe_p_positions(p: &PPositions) -> String {
    let shown: Vec<String> = p
        .listed
        .iter()
        .take(SHOWN_P_POSITIONS)
        .map(u64::to_string)
        .collect();
    let listed = if shown.is_empty() {
        t!("seq-p-positions-none")
    } else if p.count as usize > shown.len() {
        t!(
            "seq-p-positions-more",
            listed = shown.join(", "),
            count = p.count
        )
    } else {
        shown.join(", ")
    };
    format!(
        "{}\n",
        t!("seq-p-positions", to = p.checked_to, listed = listed)
    )
}

/// `period: 7 from n = 0 (proven ...)`, in words.
pub fn describe_period(report: &PeriodReport) -> String {
    let period = report.period;
    let shape = if period.saltus == 0 {
        t!(
            "period-plain",
            period = period.period,
            start = period.preperiod
        )
    } else {
        t!(
            "period-arithmetic",
            period = period.period,
            saltus = period.saltus,
            start = period.preperiod
        )
    };
    // `checked_to` counts the values used, G(0) to G(checked_to - 1).
    let how = match (report.proven, report.checked_to) {
        (true, None) => t!("period-proven-closed-form"),
        (true, Some(n)) => t!("period-proven-by-values", to = n.saturating_sub(1)),
        (false, Some(n)) => t!("period-observed-to", to = n.saturating_sub(1)),
        (false, None) => t!("period-observed"),
    };
    t!("period-stated", shape = shape, how = how)
}

/// A take-and-break run: compute (or resume), then print what was asked.
fn run_take_break(
    args: &SeqArgs,
    limits: &LimitArgs,
    request: &SeqRequest,
    format: Format,
    name: &str,
    rules: Rules,
) -> Result<(), Failure> {
    let goal = SeqReport::take_break_goal(name, &rules, request)?;
    if let Some(to) = args.to
        && request.values
        && to >= MAX_TO
        && std::io::stdout().is_terminal()
    {
        return Err(Failure::BadInput(t!(
            "seq-too-many-for-terminal",
            to = to,
            count = to.saturating_add(1)
        )));
    }
    let kind = request.engine;
    let (mut run, mut saver) = start(args, name, &rules, kind)?;
    if !request.parallel {
        run.set_parallel(false);
    }
    if let Some(threads) = args.threads {
        run.set_threads(usize::from(threads));
    }
    let resumed_at = run.len();
    let stop = compute(args, limits, name, &mut saver, &mut run, goal)?;
    if let Stop::Interrupted | Stop::Limit(_) | Stop::Storage(_) = stop {
        let saved = match &args.checkpoint {
            Some(path) => {
                saver.save(&run, run.len())?;
                t!("seq-checkpoint-kept", path = path.display().to_string())
            }
            None => t!("seq-checkpoint-none"),
        };
        let count = run.len();
        return Err(match stop {
            Stop::Limit(
                why @ LimitExceeded::Timeout { .. } | why @ LimitExceeded::Memory { .. },
            ) => Failure::BadInput(t!(
                "seq-stopped",
                why = crate::output::with_flag(&why),
                count = count,
                saved = saved
            )),
            Stop::Storage(why) => Failure::Other(t!(
                "seq-stopped",
                why = why.to_string(),
                count = count,
                saved = saved
            )),
            _ => Failure::Interrupted(t!("seq-interrupted", count = count, saved = saved)),
        });
    }
    // With a short --to, the report looks a little further for a proof of the period.
    let report = SeqReport::from_computation(name, run, request)?;
    let run = report.computation().expect("a take-and-break report");
    if args.checkpoint.is_some() {
        saver.save(run, run.len())?;
    }
    if let Some(path) = &args.plot {
        let values = run.values();
        plot(path, name, values.len(), |n| u64::from(values.get(n)))?;
    }
    if let Some(path) = &args.out {
        // With --to, exactly the values up to it (a short run may have looked past it for a
        // proof); without, every value computed.
        let count = if args.to.is_some() {
            report.len().min(run.len())
        } else {
            run.len()
        };
        match run.mapped_values() {
            // The values are in this very file: commit them.
            Some(file) if file.path() == path.as_path() => file
                .commit(count)
                .map_err(|e| Failure::Other(e.to_string()))?,
            _ => values_file::save(path, name, run.values().prefix(count))
                .map_err(|e| Failure::Other(e.to_string()))?,
        }
    }
    print(&report, args, format, resumed_at)
}

/// Where a run keeps its checkpoint: nowhere, a file appended to, or the mapped values file
/// itself (a commit record).
enum Saver {
    Nothing,
    Appended(Checkpoint),
    Mapped,
}

impl Saver {
    /// Makes the first `count` values durable.
    fn save(&mut self, run: &Computation, count: usize) -> Result<(), Failure> {
        while_saving(|| self.try_save(run, count))
            .map_err(|e| Failure::Other(t!("seq-checkpoint-unsaved", error = e.to_string())))
    }

    fn try_save(&mut self, run: &Computation, count: usize) -> Result<(), ValuesFileError> {
        match self {
            Saver::Nothing => Ok(()),
            Saver::Appended(checkpoint) => checkpoint.save(run.values().prefix(count)),
            Saver::Mapped => run.mapped_values().expect("a mapped run").commit(count),
        }
    }
}

/// The computation, new or resumed from the checkpoint, with its values in memory or in a
/// mapped file (`--mapped`), and where its checkpoints go.
fn start(
    args: &SeqArgs,
    name: &str,
    rules: &Rules,
    kind: EngineKind,
) -> Result<(Computation, Saver), Failure> {
    let cannot_resume = |path: &Path, e: &dyn std::fmt::Display| {
        Failure::BadInput(t!(
            "seq-cannot-resume-from",
            path = path.display().to_string(),
            error = e.to_string()
        ))
    };
    let unreadable =
        |e: ValuesFileError| Failure::BadInput(t!("seq-cannot-resume", error = e.to_string()));
    if args.mapped {
        let Some(path) = args.checkpoint.as_ref().or(args.out.as_ref()) else {
            return Err(Failure::BadInput(t!("seq-mapped-needs-file")));
        };
        let saver = if args.checkpoint.is_some() {
            Saver::Mapped
        } else {
            Saver::Nothing
        };
        if args.checkpoint.is_some() && path.exists() {
            let (file, fell_back) = MappedValues::open(path).map_err(unreadable)?;
            check_name(path, file.name(), name)?;
            if let Some(note) = fell_back {
                let note = format!("{}: {note}", path.display());
                eprintln!("{}", t!("note-prefix", message = note));
            }
            let count = file.len();
            let run = Computation::mapped(rules.clone(), kind, file)
                .map_err(|e| cannot_resume(path, &e))?;
            let path = path.display().to_string();
            eprintln!(
                "{}",
                t!(
                    "seq-resuming-mapped",
                    family = name,
                    path = path,
                    count = count
                )
            );
            return Ok((run, saver));
        }
        let file = MappedValues::create(path, name).map_err(|e| Failure::Other(e.to_string()))?;
        let run = Computation::mapped(rules.clone(), kind, file)
            .map_err(|e| Failure::Other(e.to_string()))?;
        return Ok((run, saver));
    }
    match &args.checkpoint {
        Some(path) if path.exists() => {
            let (file, checkpoint) = Checkpoint::resume(path).map_err(unreadable)?;
            check_name(path, &file.name, name)?;
            if let Some(note) = &file.fell_back {
                let note = format!("{}: {note}", path.display());
                eprintln!("{}", t!("note-prefix", message = note));
            }
            let count = file.values.len();
            let run = Computation::resume(rules.clone(), kind, file.values)
                .map_err(|e| cannot_resume(path, &e))?;
            let shown = path.display().to_string();
            eprintln!(
                "{}",
                t!("seq-resuming", family = name, path = shown, count = count)
            );
            Ok((run, Saver::Appended(checkpoint)))
        }
        Some(path) => Ok((
            Computation::new(rules.clone(), kind),
            Saver::Appended(Checkpoint::new(path, name)),
        )),
        None => Ok((Computation::new(rules.clone(), kind), Saver::Nothing)),
    }
}

/// Refuses a checkpoint of another game.
fn check_name(path: &Path, found: &str, name: &str) -> Result<(), Failure> {
    if found == name {
        return Ok(());
    }
    // The name comes from the file: quote at most 80 characters of it.
    let mut shown: String = found.chars().take(80).collect();
    if shown.len() < found.len() {
        shown.push_str("...");
    }
    Err(Failure::BadInput(t!(
        "seq-checkpoint-other-game",
        path = path.display().to_string(),
        found = shown,
        family = name
    )))
}

/// Runs the computation with a progress bar, periodic checkpoints and Ctrl-C handling.
fn compute(
    args: &SeqArgs,
    limits: &LimitArgs,
    name: &str,
    saver: &mut Saver,
    run: &mut Computation,
    goal: Goal,
) -> Result<Stop, Failure> {
    let mut log = ProgressLog::new(limits);
    let target = match log {
        Some(_) => ProgressDrawTarget::hidden(),
        None => ProgressDrawTarget::stderr_with_hz(4),
    };
    let bar = ProgressBar::with_draw_target(Some(goal.count as u64), target);
    bar.set_style(
        ProgressStyle::with_template(&format!(
            "{{prefix}} [{{elapsed_precise}}] {{wide_bar}} {{human_pos}}/{{human_len}} ({{per_sec}}, {} {{eta}}) {{msg}}",
            t!("sweep-progress-eta")
        ))
        .expect("a valid template"),
    );
    bar.set_prefix(name.to_string());
    if goal.stop_when_proven {
        bar.set_message(t!("seq-progress-until-proven"));
    }
    let started = Instant::now();
    let every = args.checkpoint_every.max(MIN_CHECKPOINT_EVERY);
    let mut last_save = Instant::now();
    let mut save_error = None;
    let stop = run.run(goal, |run| {
        // Short runs keep the terminal quiet.
        if started.elapsed() > Duration::from_millis(500) {
            bar.set_position(run.len() as u64);
            if let Some(stats) = run.sparse_stats() {
                bar.set_message(t!(
                    "seq-progress-rare",
                    rare = stats.rare_count.to_string(),
                    mask = stats.mask.to_string(),
                    largest = stats.largest_value.to_string()
                ));
            }
        }
        if let Some(log) = &mut log {
            log.write_if_due(|| {
                // As the bar reads: `octal[0.06] 45,311/200,001 rare: …`.
                let line = format!(
                    "{name} {}/{}",
                    HumanCount(run.len() as u64),
                    HumanCount(goal.count as u64)
                );
                match bar.message() {
                    message if message.is_empty() => line,
                    message => format!("{line} {message}"),
                }
            });
        }
        if args.checkpoint.is_some() && last_save.elapsed() >= every {
            let saved = while_saving(|| saver.try_save(run, run.len()));
            if let Err(error) = saved {
                save_error = Some(error);
                return false;
            }
            last_save = Instant::now();
        }
        true
    });
    bar.finish_and_clear();
    match save_error {
        Some(error) => Err(Failure::Other(t!(
            "seq-checkpoint-unsaved",
            error = error.to_string()
        ))),
        None => Ok(stop),
    }
}

#[cfg(test)]
mod tests {
    use super::profile_line;
    use grundy::takebreak::ProfileWindow;

    fn window(from: usize, to: usize, heaps: u64, microseconds: u64) -> ProfileWindow {
        ProfileWindow {
            from,
            to,
            heaps,
            microseconds,
            rare_count: 7,
        }
    }

    #[test]
    fn a_profile_line_gives_the_rate_and_says_when_a_window_was_computed_in_part() {
        assert_eq!(
            profile_line(&window(0, 1 << 20, 1 << 20, 500_000)),
            "heaps 0..1048576: 2.10M/s, rare 7"
        );
        assert_eq!(
            profile_line(&window(1 << 20, 1 << 21, 1000, 4000)),
            "heaps 1048576..2097152 (1000 computed): 250.0k/s, rare 7"
        );
        assert_eq!(
            profile_line(&window(1 << 21, 1 << 22, 1, 0)),
            "heaps 2097152..4194304 (1 computed): too quick to time, rare 7"
        );
    }
}
