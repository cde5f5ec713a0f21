//! The limits every subcommand shares (`--state-limit`, `--max-memory`, `--timeout`), the
//! Ctrl-C handler that cancels the command's budget, and the progress of long work: a line
//! redrawn in place on a terminal, or with `--progress-every` one plain line at a time, which a
//! log file of a run of hours keeps.

use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use grundy::LimitExceeded;
use grundy::budget::Budget;
use grundy::defaults::{DEFAULT_MEMORY_LIMIT, DEFAULT_STATE_LIMIT};
use grundy::progress::{ProgressWatch, SAMPLE_EVERY};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::lang::t;

/// How long after Ctrl-C the process may take to wind down before it is ended with status 130.
const GRACE: Duration = Duration::from_millis(900);

/// Set while a checkpoint is written, so that Ctrl-C lets the write finish.
static SAVING: AtomicBool = AtomicBool::new(false);

#[derive(clap::Args, Clone, Debug)]
pub struct LimitArgs {
    #[arg(long, global = true, value_name = "N", value_parser = parse_count,
          default_value_t = DEFAULT_STATE_LIMIT)]
    pub state_limit: u64,
    #[arg(long, global = true, value_name = "SIZE", value_parser = grundy::budget::parse_bytes)]
    pub max_memory: Option<u64>,
    #[arg(long, global = true, value_name = "SECONDS", value_parser = parse_seconds)]
    pub timeout: Option<Duration>,
    /// Not a limit, but read with them: how the progress of long work is reported.
    #[arg(long, global = true, value_name = "SECONDS", value_parser = parse_interval)]
    pub progress_every: Option<Duration>,
}

impl LimitArgs {
    /// The budget these limits describe; the clock of `--timeout` starts now.
    pub fn budget(&self) -> Budget {
        let budget = Budget::default()
            .with_state_limit(self.state_limit)
            .with_memory_limit(self.max_memory.unwrap_or(DEFAULT_MEMORY_LIMIT));
        match self.timeout {
            Some(timeout) => budget.with_timeout(timeout),
            None => budget,
        }
    }
}

/// Reads `1000`, `1_000` or `10^6`.
pub fn parse_count(text: &str) -> Result<u64, String> {
    let token = grundy::expr::Token { text, column: 1 };
    token.u64("the count").map_err(|e| e.message)
}

/// How often `seq --checkpoint` saves the run, and `sweep --checkpoint` the values of its codes
/// under way, unless `--checkpoint-every` says otherwise: a minute of work at most is lost to a
/// crash, and the saves cost nothing next to it.
pub const CHECKPOINT_EVERY: &str = "60";

/// The shortest time between two checkpoints, whatever `--checkpoint-every` says: a save
/// writes only the values that are new, but not several times a progress report.
pub const MIN_CHECKPOINT_EVERY: Duration = Duration::from_millis(50);

/// Reads seconds: `30`, `2.5`.
pub fn parse_seconds(text: &str) -> Result<Duration, String> {
    let seconds: f64 = text
        .trim()
        .parse()
        .map_err(|_| t!("limits-not-seconds", text = text))?;
    Duration::try_from_secs_f64(seconds).map_err(|_| t!("limits-not-a-time", text = text))
}

/// Reads the seconds of `--progress-every`: at least a tenth of a second, the pace at which
/// the progress is sampled.
fn parse_interval(text: &str) -> Result<Duration, String> {
    let every = parse_seconds(text)?;
    if every < SAMPLE_EVERY {
        return Err(t!("limits-interval-too-short", text = text));
    }
    Ok(every)
}

/// Makes Ctrl-C cancel `budget`; the command then stops at its next check and exits with status
/// 130. A command that does not stop within a second (one blocked reading input, say) is ended
/// with status 130 all the same, unless a checkpoint is being written.
pub fn cancel_on_ctrl_c(budget: &Budget) {
    let budget = budget.clone();
    // Worded now, in the command's language: the handler runs on a thread of its own.
    let interrupted = budget.run(|| LimitExceeded::Cancelled.to_string());
    // Fails only if a handler is installed already (tests calling twice): keep that one.
    let _ = ctrlc::set_handler(move || {
        budget.cancel();
        let started = Instant::now();
        while started.elapsed() < GRACE || SAVING.load(Ordering::SeqCst) {
            std::thread::sleep(Duration::from_millis(20));
        }
        eprintln!("\n{interrupted}");
        std::process::exit(130);
    });
}

/// Runs `save` so that Ctrl-C waits for it to finish.
pub fn while_saving<T>(save: impl FnOnce() -> T) -> T {
    SAVING.store(true, Ordering::SeqCst);
    let result = save();
    SAVING.store(false, Ordering::SeqCst);
    result
}

/// The progress of long work, on standard error. For work of known size (the library states
/// it with [`Budget::expect_progress`]: sequences, tables, graph files, the values of a
/// take-and-break game up to a heap) the share done and the estimated time left; for a board
/// search, the question at its root and the share of it done; otherwise the steps counted
/// (positions explored) and their rate.
///
/// By default it is a line with a bar, drawn on a terminal once the work has lasted two
/// seconds, redrawn in place and cleared when dropped; nothing is written elsewhere. With
/// `--progress-every SECONDS` it is one plain line every SECONDS instead, terminal or not, for
/// the log of a run left going for hours.
pub struct ProgressLine {
    done: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl ProgressLine {
    /// Starts watching `budget`, naming the work `what` (`searching`), and reports it as the
    /// `--progress-every` of `limits` asks.
    pub fn start(budget: &Budget, what: &str, limits: &LimitArgs) -> ProgressLine {
        let done = Arc::new(AtomicBool::new(false));
        let log = ProgressLog::new(limits);
        let thread = (log.is_some() || std::io::stderr().is_terminal()).then(|| {
            let budget = budget.clone();
            let done = Arc::clone(&done);
            let what = what.to_string();
            // Its words are in the budget's language: the thread runs under the budget.
            std::thread::spawn(move || {
                budget.run(|| match log {
                    Some(log) => log_progress(&budget, &what, &done, log),
                    None => show_progress(&budget, &what, &done),
                })
            })
        });
        ProgressLine { done, thread }
    }

    /// Like [`ProgressLine::start`], for work that draws a bar of its own (a sweep's bar of
    /// codes): with `--progress-every`, the budget's progress on lines of its own; otherwise,
    /// on a terminal, after the text `message` holds, in `bar`'s message.
    pub fn beside(
        bar: &ProgressBar,
        message: &Arc<Mutex<String>>,
        budget: &Budget,
        what: &str,
        limits: &LimitArgs,
    ) -> ProgressLine {
        if limits.progress_every.is_some() || bar.is_hidden() {
            return ProgressLine::start(budget, what, limits);
        }
        let done = Arc::new(AtomicBool::new(false));
        let (budget, bar, message) = (budget.clone(), bar.clone(), Arc::clone(message));
        let stop = Arc::clone(&done);
        let thread = std::thread::spawn(move || {
            budget.run(|| show_on_bar(&budget, &bar, &message, &stop));
        });
        ProgressLine {
            done,
            thread: Some(thread),
        }
    }
}

impl Drop for ProgressLine {
    fn drop(&mut self) {
        self.done.store(true, Ordering::SeqCst);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// `--progress-every`: when the next plain line of progress is due, and its writing.
pub struct ProgressLog(grundy::progress::ProgressLog);

impl ProgressLog {
    /// The log `limits` ask for, if any; its first line is due `--progress-every` from now.
    pub fn new(limits: &LimitArgs) -> Option<ProgressLog> {
        limits
            .progress_every
            .map(|every| ProgressLog(grundy::progress::ProgressLog::new(every)))
    }

    /// Writes `[elapsed] line` to standard error if a line is due.
    pub fn write_if_due(&mut self, line: impl FnOnce() -> String) {
        if let Some(line) = self.0.line_if_due(line) {
            eprintln!("{line}");
        }
    }

    /// Samples `budget` and writes `[elapsed] name how far` to standard error if a line is due.
    fn write_budget_if_due(&mut self, budget: &Budget, what: &str) {
        if let Some(line) = self.0.budget_line_if_due(budget, what) {
            eprintln!("{line}");
        }
    }
}

/// `--progress-every` for the budget's progress: `[elapsed] name how far`, worded as the line
/// on a terminal, from the first interval on (however short the work, a log shows it was
/// followed).
fn log_progress(budget: &Budget, what: &str, done: &AtomicBool, mut log: ProgressLog) {
    while !done.load(Ordering::SeqCst) {
        std::thread::sleep(SAMPLE_EVERY);
        log.write_budget_if_due(budget, what);
    }
}

/// The budget's progress after `message` in `bar`'s message, while the work shows some.
fn show_on_bar(budget: &Budget, bar: &ProgressBar, message: &Mutex<String>, done: &AtomicBool) {
    let started = Instant::now();
    let mut watch = ProgressWatch::default();
    while !done.load(Ordering::SeqCst) {
        std::thread::sleep(SAMPLE_EVERY);
        let shown = watch.look(budget, started.elapsed());
        if shown.position == 0 && shown.length.is_none() {
            continue;
        }
        // Plain text: a poisoned lock still holds the last message written whole.
        let before = message
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .clone();
        let under_way = t!("progress-under-way", how = shown.describe());
        bar.set_message(if before.is_empty() {
            under_way
        } else {
            t!("progress-beside", before = before, under_way = under_way)
        });
    }
}

fn show_progress(budget: &Budget, what: &str, done: &AtomicBool) {
    let started = Instant::now();
    let mut bar: Option<ProgressBar> = None;
    let mut watch = ProgressWatch::default();
    let mut had_length = None;
    let style = |with_bar: bool| {
        ProgressStyle::with_template(if with_bar {
            "{spinner} {prefix} [{elapsed_precise}] {bar:24} {msg}"
        } else {
            "{spinner} {prefix} [{elapsed_precise}] {msg}"
        })
        .expect("a valid template")
    };
    while !done.load(Ordering::SeqCst) {
        std::thread::sleep(SAMPLE_EVERY);
        // Sampled from the start, so that the rate is known when the line appears.
        let shown = watch.look(budget, started.elapsed());
        if started.elapsed() < Duration::from_secs(2)
            || (shown.position == 0 && shown.length.is_none())
        {
            continue;
        }
        let with_bar = shown.length.is_some();
        let bar = bar.get_or_insert_with(|| {
            // Drawn once it shows something; its clock counts from the start of the command.
            ProgressBar::hidden().with_elapsed(started.elapsed())
        });
        if had_length != Some(with_bar) {
            bar.set_style(style(with_bar));
        }
        bar.set_prefix(shown.name(what).to_string());
        let mut message = shown.describe();
        match shown.length {
            Some(length) => bar.set_length(length),
            None => bar.unset_length(),
        }
        bar.set_position(shown.position);
        message += &t!("progress-ctrl-c");
        bar.set_message(message);
        if had_length.replace(with_bar).is_none() {
            bar.set_draw_target(ProgressDrawTarget::stderr_with_hz(4));
        }
    }
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_memory_flag_is_the_library_default() {
        assert_eq!(grundy::budget::parse_bytes("4G"), Ok(DEFAULT_MEMORY_LIMIT));
    }

    #[test]
    fn the_shortest_log_interval_is_the_sampling_pace() {
        assert_eq!(parse_interval("0.1"), Ok(Duration::from_millis(100)));
        assert!(parse_interval("0.05").is_err());
    }

    #[test]
    fn sizes_and_times_are_read_with_their_units() {
        assert_eq!(grundy::budget::parse_bytes("4G"), Ok(4 << 30));
        assert_eq!(grundy::budget::parse_bytes("512M"), Ok(512 << 20));
        assert_eq!(grundy::budget::parse_bytes("1.5GiB"), Ok(3 << 29));
        assert_eq!(grundy::budget::parse_bytes("1000"), Ok(1000));
        assert!(grundy::budget::parse_bytes("lots").is_err());
        assert!(grundy::budget::parse_bytes("0").is_err());
        assert_eq!(parse_seconds("2.5"), Ok(Duration::from_millis(2500)));
        assert!(parse_seconds("-1").is_err());
        assert!(parse_seconds("soon").is_err());
    }
}
