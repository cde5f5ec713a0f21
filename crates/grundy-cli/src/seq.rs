//! `grundy seq`: the nim-sequence G(0), G(1), ..., G(N) of a one-heap family, with its period.
//! Take-and-break games (kayles, dawson, octal[CODE], grundy) run on the library's engine, with
//! proofs of periods, statistics, value files, checkpoints and a progress bar.

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use clap::ValueEnum;
use grundy::budget::Budget;
use grundy::period::ObservedPeriodFinder;
use grundy::takebreak::{Computation, EngineKind, Goal, Rules, Stop, Values, values_file};
use grundy::{AnyFamily, LimitExceeded, PeriodReport};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use num_bigint::BigUint;
use serde_json::json;

use crate::limits::{ProgressLine, parse_count, while_saving};
use crate::output::{self, Failure, Format, FormatArgs, write_json, write_json_integer};

/// The longest sequence `seq` prints.
const MAX_TO: u64 = 100_000_000;

/// The most heap sizes a take-and-break run computes (2^32 values fit in 4 GiB at one byte).
const MAX_COMPUTED: u64 = 1 << 32;

/// How far a run without `--to` goes looking for a proof, unless `--max` says otherwise.
const DEFAULT_PROOF_LIMIT: u64 = 1 << 26;

/// The most values printed when no `--to` is given (the period and preperiod determine the rest).
const MAX_PRINTED_WITHOUT_TO: usize = 100_000;

/// Print the nim-sequence G(0..=N) of a one-heap family.
#[derive(clap::Args)]
#[command(after_help = "\
Examples:
  grundy seq \"sub[1,3,4]\" --to 30
  grundy seq \"bash[3]\" --to 20 --json
  grundy seq nim --to 10^6 --format csv > nim.csv
  grundy seq kayles                        # until its period is proven
  grundy seq \"octal[0.137]\" --stats --freq
  grundy seq grundy --to 1048576 --out grundy.gv --stats
  grundy seq \"octal[0.6]\" --to 10^8 --out officers.gv --checkpoint officers.ckpt

The family is written without its heap: `sub[1,3,4]`, not `sub[1,3,4](10)`.
Values are printed as they are computed, so long sequences take little memory and
`| head` stops the work at once.
CSV output (--format csv): a header row `n,value`, then one row per heap size; the values
only (no period).
JSON output (--format json or --json): {\"family\", \"values\": [G(0), ..., G(N)], \"period\": {\"preperiod\", \"period\",
\"saltus\", \"proven\", \"checked_to\"} or null}, plus \"freq\" and \"stats\" when asked. A period
means G(n + period) = G(n) + saltus for every n >= preperiod; \"proven\" says whether a theorem
guarantees it (the octal periodicity theorem, or a closed form) or it was only observed on the
first \"checked_to\" values (null for a closed form).

Take-and-break games (kayles, dawson, octal[CODE], grundy): without --to, an octal game is
computed until its period is proven (at most --max heap sizes), and the values printed are the
preperiod and one period, which determine all others. --out writes the values in the binary
format documented in the library (grundy::takebreak::values_file): magic GRUNDYv1, width,
count, game name, little-endian values, checksum. --checkpoint saves the run atomically every
--checkpoint-every seconds and on Ctrl-C; the same command resumes from it after checking it
belongs to the same game and is undamaged.")]
pub struct SeqArgs {
    /// The family, e.g. "sub[1,3,4]", "kayles" or "octal[0.137]".
    family: String,
    /// The last heap size to compute (integers such as 2^20 are accepted).
    #[arg(long, value_name = "N", value_parser = parse_count)]
    to: Option<u64>,
    #[command(flatten)]
    output: FormatArgs,
    /// The engine for take-and-break games.
    #[arg(long, value_enum, default_value = "sparse")]
    engine: Engine,
    /// Print how many heap sizes have each value.
    #[arg(long)]
    freq: bool,
    /// Print the engine's statistics: rare mask, rare positions, largest value.
    #[arg(long)]
    stats: bool,
    /// Write the values to FILE in grundy's binary format (and do not print them).
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    /// Do not print the values (only the period and what else is asked for).
    #[arg(long)]
    no_values: bool,
    /// Save the run's state to FILE periodically and on Ctrl-C, and resume from it.
    #[arg(long, value_name = "FILE")]
    checkpoint: Option<PathBuf>,
    /// Seconds between checkpoints.
    #[arg(long, value_name = "SECONDS", default_value_t = 60.0)]
    checkpoint_every: f64,
    /// Without --to: the most heap sizes computed looking for a proof of the period.
    #[arg(long, value_name = "N", value_parser = parse_count)]
    max: Option<u64>,
    /// Also draw G(n) against n as an SVG scatter plot in FILE.
    #[arg(long, value_name = "FILE.svg")]
    plot: Option<PathBuf>,
    /// Use one thread (by default the sparse engine prepares step 1 of upcoming heaps on a
    /// second thread when the machine has more than one core; the values are identical).
    #[arg(long)]
    single_thread: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Engine {
    /// The mex over every option (slow; the reference).
    Naive,
    /// The rare/common sparse-space method.
    Sparse,
}

pub fn run(args: &SeqArgs) -> Result<(), Failure> {
    let family =
        grundy::parse_family(&args.family).map_err(|e| Failure::parse(&e, &args.family))?;
    let format = args.output.format();
    if format == Format::Csv {
        if args.no_values || args.out.is_some() {
            return Err(Failure::BadInput(
                "--format csv prints the values and nothing else, so it cannot go with --no-values or --out".to_string(),
            ));
        }
        if args.stats || args.freq {
            return Err(Failure::BadInput(
                "--stats and --freq are printed with --format text or json; --format csv prints only the values".to_string(),
            ));
        }
    }
    if let Some(rules) = family.take_break() {
        return run_take_break(args, format, &family.name(), rules);
    }
    let only_take_break = [
        (args.freq, "--freq"),
        (args.stats, "--stats"),
        (args.out.is_some(), "--out"),
        (args.checkpoint.is_some(), "--checkpoint"),
        (args.max.is_some(), "--max"),
        (args.engine == Engine::Naive, "--engine"),
        (args.single_thread, "--single-thread"),
    ];
    if let Some((_, flag)) = only_take_break.iter().find(|(given, _)| *given) {
        return Err(Failure::BadInput(format!(
            "{flag} is for take-and-break games (kayles, dawson, octal[CODE], grundy), not {}",
            family.name()
        )));
    }
    let Some(to) = args.to else {
        return Err(Failure::BadInput(format!(
            "give the last heap size with --to N (e.g. grundy seq \"{}\" --to 30)",
            family.name()
        )));
    };
    if to > MAX_TO {
        return Err(Failure::BadInput(format!(
            "--to {to} is too long a sequence to print; the limit is {MAX_TO}"
        )));
    }
    // Before printing anything: refuse a family without one-heap positions, or one that cannot
    // compute G(to).
    heap_value(family.as_ref(), to)?;
    if let Some(path) = &args.plot {
        plot_family(path, family.as_ref(), to)?;
    }
    let _progress = ProgressLine::start(&Budget::current(), "computing");
    Sequence {
        family: family.as_ref(),
        to,
        known: family.period()?,
    }
    .print(format, !args.no_values)
}

/// The nim-sequence of a family that is not take-and-break, computed one value at a time: the
/// values are written as they come, so that 10^8 of them take no memory.
struct Sequence<'a> {
    family: &'a dyn AnyFamily,
    /// The last heap size.
    to: u64,
    /// The period the family knows (a closed form or a proof), if any.
    known: Option<PeriodReport>,
}

impl Sequence<'_> {
    /// How many values there are.
    fn len(&self) -> usize {
        self.to as usize + 1
    }

    /// Calls `each(n, G(n))` for n = 0..=to, in order, checking the budget as it goes.
    fn for_each(
        &self,
        mut each: impl FnMut(u64, BigUint) -> Result<(), Failure>,
    ) -> Result<(), Failure> {
        const BATCH: u64 = 4096;
        let budget = Budget::current();
        for n in 0..=self.to {
            if n % BATCH == 0 {
                budget.check()?;
                budget.add_progress(BATCH.min(self.to - n + 1));
            }
            each(n, heap_value(self.family, n)?)?;
        }
        Ok(())
    }

    /// A watcher for the period the values show, when the family knows none.
    fn finder(&self) -> Option<ObservedPeriodFinder> {
        self.known
            .is_none()
            .then(|| ObservedPeriodFinder::new(self.len()))
    }

    /// The period: the known one, or the one `finder` saw (observed, not proven).
    fn period(
        &self,
        finder: Option<ObservedPeriodFinder>,
    ) -> Result<Option<PeriodReport>, Failure> {
        let Some(finder) = finder else {
            return Ok(self.known);
        };
        let found = finder.finish(|n| {
            let value = heap_value(self.family, n)?;
            u64::try_from(&value)
                .map_err(|_| Failure::Other(format!("G({n}) = {value} no longer fits in 64 bits")))
        })?;
        Ok(found.map(|period| PeriodReport::observed(period, self.len())))
    }

    /// The largest value of the sequence: from the known period (the first preperiod + period
    /// values and how many blocks follow) when there is one, otherwise by computing every value,
    /// which `finder` watches on the way.
    fn largest(&self, finder: &mut Option<ObservedPeriodFinder>) -> Result<BigUint, Failure> {
        if let Some(known) = &self.known {
            let grundy::Period {
                preperiod,
                period,
                saltus,
            } = known.period;
            let two_blocks_past = period
                .checked_mul(2)
                .and_then(|blocks| blocks.checked_add(preperiod));
            if period > 0 && two_blocks_past.is_some_and(|end| end <= self.to) {
                let (blocks, rest) = (
                    (self.to - preperiod) / period,
                    (self.to - preperiod) % period,
                );
                let mut largest = BigUint::ZERO;
                for n in 0..preperiod + period {
                    let mut value = heap_value(self.family, n)?;
                    if let Some(offset) = n.checked_sub(preperiod) {
                        // G(n) recurs at n + k·period for k ≤ blocks (one fewer past `rest`),
                        // `saltus` larger each time.
                        let last_block = if offset <= rest { blocks } else { blocks - 1 };
                        value += BigUint::from(saltus) * last_block;
                    }
                    largest = largest.max(value);
                }
                return Ok(largest);
            }
        }
        let mut largest = BigUint::ZERO;
        self.for_each(|_, value| {
            if let Some(finder) = finder.as_mut() {
                finder.push(u64::try_from(&value).ok());
            }
            if value > largest {
                largest = value;
            }
            Ok(())
        })?;
        Ok(largest)
    }

    fn print(&self, format: Format, prints_values: bool) -> Result<(), Failure> {
        let mut out = output::stdout();
        match format {
            Format::Text => self.print_text(&mut out, prints_values)?,
            Format::Csv => {
                writeln!(out, "n,value")?;
                self.for_each(|n, value| {
                    match u64::try_from(&value) {
                        Ok(small) => writeln!(out, "{n},{small}")?,
                        Err(_) => writeln!(out, "{n},{value}")?,
                    }
                    Ok(())
                })?;
            }
            Format::Json => self.print_json(&mut out, prints_values)?,
        }
        out.flush()?;
        Ok(())
    }

    /// The values ten to a row, each row labelled with its first heap size, then the period.
    fn print_text(&self, out: &mut impl Write, prints_values: bool) -> Result<(), Failure> {
        let name = self.family.name();
        let mut finder = self.finder();
        if prints_values {
            // Every column as wide as the largest value.
            let width = self.largest(&mut finder)?.to_string().len();
            let label_width = self.to.to_string().len();
            writeln!(out, "{name}: G(n) for n = 0..={}", self.to)?;
            self.for_each(|n, value| {
                if n % 10 == 0 {
                    if n > 0 {
                        writeln!(out)?;
                    }
                    write!(out, "{n:>label_width$}:")?;
                }
                match u64::try_from(&value) {
                    Ok(small) => write!(out, " {small:>width$}")?,
                    Err(_) => write!(out, " {value:>width$}")?,
                }
                Ok(())
            })?;
            writeln!(out)?;
        } else if let Some(finder) = finder.as_mut() {
            self.for_each(|_, value| {
                finder.push(u64::try_from(&value).ok());
                Ok(())
            })?;
        }
        let line = match self.period(finder)? {
            Some(report) => describe_period(&report),
            None => "period: none known".to_string(),
        };
        writeln!(out, "{line}")?;
        Ok(())
    }

    /// `{"family", "values", "period"}`, the values written one by one as they are computed.
    fn print_json(&self, out: &mut impl Write, prints_values: bool) -> Result<(), Failure> {
        let mut finder = self.finder();
        write!(out, "{{\"family\":")?;
        write_json(out, &self.family.name())?;
        write!(out, ",\"values\":")?;
        if prints_values {
            write!(out, "[")?;
            self.for_each(|n, value| {
                if n > 0 {
                    write!(out, ",")?;
                }
                write_json_integer(out, &value)?;
                if let Some(finder) = finder.as_mut() {
                    finder.push(u64::try_from(&value).ok());
                }
                Ok(())
            })?;
            write!(out, "]")?;
        } else {
            write!(out, "null")?;
            if let Some(finder) = finder.as_mut() {
                self.for_each(|_, value| {
                    finder.push(u64::try_from(&value).ok());
                    Ok(())
                })?;
            }
        }
        write!(out, ",\"period\":")?;
        write_json(out, &self.period(finder)?)?;
        writeln!(out, "}}")?;
        Ok(())
    }
}

/// `G(n)` of a one-heap family.
fn heap_value(family: &dyn AnyFamily, n: u64) -> Result<BigUint, Failure> {
    match family.heap_nimber(n) {
        Some(value) => Ok(value?),
        None => Err(Failure::BadInput(format!(
            "{} is not a one-heap game, so it has no nim-sequence",
            family.name()
        ))),
    }
}

/// `--plot` for a family that is not take-and-break: its values are kept to be drawn.
fn plot_family(path: &Path, family: &dyn AnyFamily, to: u64) -> Result<(), Failure> {
    let count = to + 1;
    Budget::current().check_memory(
        count.saturating_mul(8),
        format!("the {count} values to plot"),
    )?;
    let budget = Budget::current();
    let mut ticker = budget.ticker(4096);
    let mut values = Vec::with_capacity(count as usize);
    for n in 0..=to {
        ticker.tick()?;
        let value = heap_value(family, n)?;
        values
            .push(u64::try_from(&value).map_err(|_| {
                Failure::BadInput(format!("G({n}) = {value} is too large to plot"))
            })?);
    }
    plot(path, &family.name(), values.len(), |n| values[n])
}

fn plot(path: &Path, name: &str, len: usize, value: impl Fn(usize) -> u64) -> Result<(), Failure> {
    crate::plot::write_scatter_svg(path, &format!("G(n) of {name}"), len, value)
}

/// `period: 7 from n = 0 (proven ...)`, in words.
pub fn describe_period(report: &PeriodReport) -> String {
    let period = report.period;
    let shape = if period.saltus == 0 {
        format!("period {} from n = {}", period.period, period.preperiod)
    } else {
        format!(
            "arithmetic period {} with saltus {} from n = {}: G(n + {}) = G(n) + {}",
            period.period, period.saltus, period.preperiod, period.period, period.saltus
        )
    };
    // `checked_to` counts the values used, G(0) to G(checked_to - 1).
    let how = match (report.proven, report.checked_to) {
        (true, None) => "proven by the closed form".to_string(),
        (true, Some(n)) => format!("proven by the values up to n = {}", n.saturating_sub(1)),
        (false, Some(n)) => format!(
            "observed in the values up to n = {}, not proven",
            n.saturating_sub(1)
        ),
        (false, None) => "observed, not proven".to_string(),
    };
    format!("{shape} ({how})")
}

/// A take-and-break run: compute (or resume), then print what was asked.
fn run_take_break(args: &SeqArgs, format: Format, name: &str, rules: Rules) -> Result<(), Failure> {
    let kind = match args.engine {
        Engine::Naive => EngineKind::Naive,
        Engine::Sparse => EngineKind::Sparse,
    };
    let prints_values = !args.no_values && args.out.is_none();
    let goal = match args.to {
        Some(to) => {
            if to >= MAX_COMPUTED {
                return Err(Failure::BadInput(format!(
                    "--to {to} is beyond what grundy computes (heap sizes below 2^32)"
                )));
            }
            if prints_values && to >= MAX_TO && std::io::stdout().is_terminal() {
                return Err(Failure::BadInput(format!(
                    "--to {to} would print {} values to the terminal; write them to a file with --out FILE (or give --no-values)",
                    to + 1
                )));
            }
            Goal::count(to as usize + 1)
        }
        None => {
            let limit = args.max.unwrap_or(DEFAULT_PROOF_LIMIT).min(MAX_COMPUTED);
            let probe = Computation::new(rules.clone(), kind);
            if !probe.provable() {
                return Err(Failure::BadInput(format!(
                    "no theorem can prove a period for {name} (its splits must be unequal), so there is no natural end: give the last heap size with --to N"
                )));
            }
            Goal::until_proven(limit as usize)
        }
    };
    let mut run = match &args.checkpoint {
        Some(path) if path.exists() => resume(path, name, &rules, kind)?,
        _ => Computation::new(rules, kind),
    };
    if args.single_thread {
        run.set_parallel(false);
    }
    let resumed_at = run.len();
    let stop = compute(args, name, &mut run, goal)?;
    if let Stop::Interrupted | Stop::Limit(_) = stop {
        let saved = match &args.checkpoint {
            Some(path) => {
                save_checkpoint(path, name, run.values())?;
                format!(
                    "; the checkpoint {} holds them: run the same command again to resume",
                    path.display()
                )
            }
            None => " (no --checkpoint was given, so they are lost)".to_string(),
        };
        return Err(match stop {
            Stop::Limit(
                why @ LimitExceeded::Timeout { .. } | why @ LimitExceeded::Memory { .. },
            ) => Failure::BadInput(format!(
                "{why}; stopped after computing {} values{saved}",
                run.len()
            )),
            _ => Failure::Interrupted(format!(
                "interrupted after computing {} values{saved}",
                run.len()
            )),
        });
    }
    // With a short --to, also look a little further for a proof of the period (cheaply). The
    // look is optional: a limit or Ctrl-C during it ends only the look.
    if args.to.is_some()
        && run.proven_period().is_none()
        && let Stop::Limit(LimitExceeded::Cancelled) = run.look_for_proof()
    {
        return Err(Failure::Interrupted("interrupted".to_string()));
    }
    if let Some(path) = &args.checkpoint {
        save_checkpoint(path, name, run.values())?;
    }
    if let Some(path) = &args.plot {
        let values = run.values();
        plot(path, name, values.len(), |n| u64::from(values.get(n)))?;
    }
    let shown = match (args.to, run.proven_period()) {
        (Some(to), _) => (to as usize + 1).min(run.len()),
        (None, Some(period)) => ((period.preperiod + period.period) as usize).min(run.len()),
        (None, None) => run.len().min(MAX_PRINTED_WITHOUT_TO),
    };
    if let Some(path) = &args.out {
        // Only a short run looked past --to (for a proof): copying it to truncate is cheap.
        let truncated;
        let values = if args.to.is_some() && run.len() > shown {
            let mut copy = run.values().clone();
            copy.truncate(shown);
            truncated = copy;
            &truncated
        } else {
            run.values()
        };
        values_file::save(path, name, values).map_err(|e| Failure::Other(e.to_string()))?;
    }
    let report = Report {
        name,
        run: &run,
        shown,
        resumed_at,
    };
    let mut out = output::stdout();
    match format {
        Format::Text => report.print_text(&mut out, args, prints_values)?,
        Format::Csv => report.print_csv(&mut out)?,
        Format::Json => report.print_json(&mut out, args, prints_values)?,
    }
    out.flush()?;
    Ok(())
}

fn resume(
    path: &Path,
    name: &str,
    rules: &Rules,
    kind: EngineKind,
) -> Result<Computation, Failure> {
    let file = values_file::load(path).map_err(|e| {
        Failure::BadInput(format!(
            "cannot resume from the checkpoint: {e} (delete it to start over)"
        ))
    })?;
    if file.name != name {
        // The name comes from the file: quote at most 80 characters of it.
        let mut shown: String = file.name.chars().take(80).collect();
        if shown.len() < file.name.len() {
            shown.push_str("...");
        }
        return Err(Failure::BadInput(format!(
            "the checkpoint {} belongs to {shown}, not {name}: give another --checkpoint file",
            path.display(),
        )));
    }
    let count = file.values.len();
    let run = Computation::resume(rules.clone(), kind, file.values).map_err(|e| {
        Failure::BadInput(format!(
            "cannot resume from the checkpoint {}: {e} (delete it to start over)",
            path.display()
        ))
    })?;
    eprintln!("resuming {name} from {} ({count} values)", path.display());
    Ok(run)
}

fn save_checkpoint(path: &Path, name: &str, values: &Values) -> Result<(), Failure> {
    while_saving(|| values_file::save_atomically(path, name, values))
        .map_err(|e| Failure::Other(format!("could not save the checkpoint: {e}")))
}

/// Runs the computation with a progress bar, periodic checkpoints and Ctrl-C handling.
fn compute(args: &SeqArgs, name: &str, run: &mut Computation, goal: Goal) -> Result<Stop, Failure> {
    let bar = ProgressBar::with_draw_target(
        Some(goal.count as u64),
        ProgressDrawTarget::stderr_with_hz(4),
    );
    bar.set_style(
        ProgressStyle::with_template(
            "{prefix} [{elapsed_precise}] {wide_bar} {human_pos}/{human_len} ({per_sec}, ETA {eta}) {msg}",
        )
        .expect("a valid template"),
    );
    bar.set_prefix(name.to_string());
    if goal.stop_when_proven {
        bar.set_message("until the period is proven");
    }
    let started = Instant::now();
    let every = Duration::from_secs_f64(args.checkpoint_every.max(0.05));
    let mut last_save = Instant::now();
    let mut save_error = None;
    let stop = run.run(goal, |run| {
        // Short runs keep the terminal quiet.
        if started.elapsed() > Duration::from_millis(500) {
            bar.set_position(run.len() as u64);
            if let Some(stats) = run.sparse_stats() {
                bar.set_message(format!(
                    "rare: {} (mask {}), largest value {}",
                    stats.rare_count, stats.mask, stats.largest_value
                ));
            }
        }
        if let Some(path) = &args.checkpoint
            && last_save.elapsed() >= every
        {
            let saved = while_saving(|| values_file::save_atomically(path, name, run.values()));
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
        Some(error) => Err(Failure::Other(format!(
            "could not save the checkpoint: {error}"
        ))),
        None => Ok(stop),
    }
}

/// What a take-and-break run prints.
struct Report<'a> {
    name: &'a str,
    run: &'a Computation,
    shown: usize,
    resumed_at: usize,
}

impl Report<'_> {
    fn period_line(&self) -> String {
        match self.run.period_report() {
            Some(report) => describe_period(&report),
            None if self.run.provable() => format!(
                "period: none proven or observed in the first {} values",
                self.run.len()
            ),
            None => format!(
                "period: none observed in the first {} values (no theorem applies to unequal splits)",
                self.run.len()
            ),
        }
    }

    fn print_text(
        &self,
        out: &mut impl Write,
        args: &SeqArgs,
        prints_values: bool,
    ) -> Result<(), Failure> {
        let values = self.run.values();
        if prints_values && self.shown > 0 {
            let last = self.shown - 1;
            writeln!(out, "{}: G(n) for n = 0..={last}", self.name)?;
            let width = (0..self.shown)
                .map(|n| values.get(n))
                .max()
                .unwrap_or(0)
                .to_string()
                .len();
            let label_width = last.to_string().len();
            for row in (0..self.shown).step_by(10) {
                write!(out, "{row:>label_width$}:")?;
                for n in row..(row + 10).min(self.shown) {
                    write!(out, " {:>width$}", values.get(n))?;
                }
                writeln!(out)?;
            }
        } else {
            writeln!(out, "{}: {} values computed", self.name, self.run.len())?;
        }
        writeln!(out, "{}", self.period_line())?;
        if let Some(path) = &args.out {
            writeln!(
                out,
                "values G(0..{}) written to {}",
                self.shown_or_all(args),
                path.display()
            )?;
        }
        if args.stats {
            for (label, value) in self.stats() {
                writeln!(out, "{label:>22}: {value}")?;
            }
        }
        if args.freq {
            writeln!(out, "value frequencies (value: heap sizes, share):")?;
            let histogram = values.histogram();
            let total = values.len().max(1) as f64;
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

    /// `n,value` and one row per value shown.
    fn print_csv(&self, out: &mut impl Write) -> Result<(), Failure> {
        let values = self.run.values();
        writeln!(out, "n,value")?;
        for n in 0..self.shown {
            writeln!(out, "{n},{}", values.get(n))?;
        }
        Ok(())
    }

    fn shown_or_all(&self, args: &SeqArgs) -> usize {
        if args.to.is_some() {
            self.shown
        } else {
            self.run.len()
        }
    }

    fn stats(&self) -> Vec<(&'static str, String)> {
        let values = self.run.values();
        let mut stats = vec![
            ("values computed", values.len().to_string()),
            (
                "engine",
                match self.run.engine_kind() {
                    EngineKind::Naive => "naive".to_string(),
                    EngineKind::Sparse => "sparse".to_string(),
                },
            ),
            ("bytes per value", values.width().to_string()),
        ];
        if let Some((value, at)) = values.largest() {
            stats.push(("largest value", format!("{value} (first at n = {at})")));
        }
        if let Some(sparse) = self.run.sparse_stats() {
            stats.push((
                "rare mask",
                format!("{} (binary {:b})", sparse.mask, sparse.mask),
            ));
            stats.push(("rare positions", sparse.rare_count.to_string()));
            stats.push((
                "last rare position",
                sparse
                    .last_rare
                    .map_or("none".to_string(), |n| n.to_string()),
            ));
            stats.push(("mask changes", sparse.mask_changes.to_string()));
            stats.push((
                "step 1 on 2nd thread",
                format!("{} heaps", sparse.helper_heaps),
            ));
        }
        if self.resumed_at > 0 {
            stats.push(("resumed at", self.resumed_at.to_string()));
        }
        stats
    }

    /// `{"family", "values", "period"}` and the statistics asked for, the values written one by
    /// one.
    fn print_json(
        &self,
        out: &mut impl Write,
        args: &SeqArgs,
        prints_values: bool,
    ) -> Result<(), Failure> {
        let values = self.run.values();
        write!(out, "{{\"family\":")?;
        write_json(out, &self.name)?;
        write!(out, ",\"values\":")?;
        if prints_values {
            write!(out, "[")?;
            for n in 0..self.shown {
                if n > 0 {
                    write!(out, ",")?;
                }
                write!(out, "{}", values.get(n))?;
            }
            write!(out, "]")?;
        } else {
            write!(out, "null")?;
        }
        write!(out, ",\"period\":")?;
        write_json(out, &self.run.period_report())?;
        if args.stats {
            let mut stats = serde_json::Map::new();
            stats.insert("values_computed".into(), json!(values.len()));
            stats.insert("bytes_per_value".into(), json!(values.width()));
            if let Some((value, at)) = values.largest() {
                stats.insert("largest_value".into(), json!(value));
                stats.insert("largest_value_at".into(), json!(at));
            }
            if let Some(sparse) = self.run.sparse_stats() {
                stats.insert("rare_mask".into(), json!(sparse.mask));
                stats.insert("rare_count".into(), json!(sparse.rare_count));
                stats.insert("last_rare".into(), json!(sparse.last_rare));
                stats.insert("mask_changes".into(), json!(sparse.mask_changes));
                stats.insert("helper_heaps".into(), json!(sparse.helper_heaps));
            }
            write!(out, ",\"stats\":")?;
            write_json(out, &stats)?;
        }
        if args.freq {
            write!(out, ",\"freq\":")?;
            write_json(out, &values.histogram())?;
        }
        writeln!(out, "}}")?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_largest_value_from_the_known_period_is_the_largest_computed() {
        // Periodic (some with preperiods) and arithmetic-periodic families.
        for name in [
            "nim",
            "bash[3]",
            "sub[1,3,4]",
            "sub[2,5,7]",
            "sub[3,4,11]",
            "lasker",
            "powers[2]",
            "nozero[3]",
        ] {
            let family = grundy::parse_family(name).unwrap();
            let known = family.period().unwrap();
            assert!(known.is_some(), "{name}");
            for to in [0, 1, 5, 29, 30, 31, 97, 200, 1001] {
                let sequence = Sequence {
                    family: family.as_ref(),
                    to,
                    known,
                };
                let computed = (0..=to)
                    .map(|n| heap_value(family.as_ref(), n).unwrap())
                    .max()
                    .unwrap();
                let largest = sequence.largest(&mut None).unwrap();
                assert_eq!(largest, computed, "{name} to {to}");
            }
        }
    }
}
