//! The limits every subcommand shares (`--state-limit`, `--max-memory`, `--timeout`), the
//! Ctrl-C handler that cancels the command's budget, and the progress of long work: a line
//! redrawn in place on a terminal, or with `--progress-every` one plain line at a time, which a
//! log file of a run of hours keeps.

use std::collections::VecDeque;
use std::io::IsTerminal;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use grundy::LimitExceeded;
use grundy::budget::{Budget, KnownProgress};
use grundy::defaults::{DEFAULT_MEMORY_LIMIT, DEFAULT_STATE_LIMIT};
use indicatif::{HumanCount, ProgressBar, ProgressDrawTarget, ProgressStyle};

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
}

impl Drop for ProgressLine {
    fn drop(&mut self) {
        self.done.store(true, Ordering::SeqCst);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// How often the budget's progress is sampled, for the rate.
const SAMPLE_EVERY: Duration = Duration::from_millis(100);

/// How far back the rate is measured: long enough to smooth bursts, short enough to follow a
/// change of pace.
const RATE_WINDOW: Duration = Duration::from_secs(10);

/// The shortest stretch a rate is measured over.
const MIN_RATE_SPAN: Duration = Duration::from_millis(500);

/// How long a board search's question must have run, and how much of it must be done (in
/// hundredths), before its pace so far is extrapolated: its first options are settled in a
/// burst that says nothing of the rest.
const MIN_PACE_SPAN: Duration = Duration::from_secs(10);
const MIN_PACE_PERCENT: u64 = 1;

/// What the progress line shows at one moment.
#[derive(Clone, Debug, PartialEq)]
struct Shown {
    /// The steps done: of the work of known size under way, or else all the steps counted.
    position: u64,
    /// The steps of the work of known size (none: unknown, so no bar and no time left).
    length: Option<u64>,
    /// Whether `length` is only the most the work may take (it may end sooner).
    at_most: bool,
    /// Whether the share done is measured, not counted (a board search's question). Such
    /// work has no steady pace, so its time left is extrapolated from the whole question's
    /// average pace, not from the last few seconds, and is worded as only that.
    measured: bool,
    /// Steps a second over the last few seconds of this work, once measured.
    rate: Option<f64>,
    /// The time left: at that rate for work of known size, at the pace since it began for
    /// measured work.
    left: Option<Duration>,
}

impl Shown {
    /// The line's text after the bar: the share done and the time left, or the steps and
    /// their rate.
    fn describe(&self) -> String {
        match self.length {
            Some(length) => {
                let percent = if length == 0 {
                    100
                } else {
                    (u128::from(self.position) * 100 / u128::from(length)) as u64
                };
                match (self.at_most, self.left) {
                    _ if self.measured => match self.left {
                        Some(left) => t!(
                            "progress-share-measured-left",
                            percent = percent,
                            left = duration(left)
                        ),
                        None => t!("progress-share-measured", percent = percent),
                    },
                    (false, Some(left)) => {
                        t!(
                            "progress-share-left",
                            percent = percent,
                            left = duration(left)
                        )
                    }
                    (false, None) => format!("{percent}%"),
                    (true, Some(left)) => t!(
                        "progress-at-least-left",
                        percent = percent,
                        left = duration(left)
                    ),
                    (true, None) => t!("progress-at-least", percent = percent),
                }
            }
            None => {
                let count = HumanCount(self.position);
                match self.rate {
                    Some(rate) => t!(
                        "progress-steps-rate",
                        count = count.to_string(),
                        rate = HumanCount(rate as u64).to_string()
                    ),
                    None => t!("progress-steps", count = count.to_string()),
                }
            }
        }
    }
}

/// A duration as a person reads it: `45s`, `3m 05s`, `2h 07m`, `3 days 4h`.
fn duration(time: Duration) -> String {
    let seconds = time.as_secs() + u64::from(time.subsec_nanos() >= 500_000_000);
    let (minutes, hours, days) = (seconds / 60, seconds / 3600, seconds / 86_400);
    match () {
        _ if minutes == 0 => format!("{seconds}s"),
        _ if hours == 0 => format!("{minutes}m {:02}s", seconds % 60),
        _ if days == 0 => format!("{hours}h {:02}m", minutes % 60),
        _ if days == 1 => format!("1 day {}h", hours % 24),
        _ => format!("{days} days {}h", hours % 24),
    }
}

/// Follows the budget's progress from one moment shown to the next: which work is under way
/// and the recent samples of its steps, for the rate and the time left.
#[derive(Debug, Default)]
struct Tracker {
    /// The piece of work being followed: `None` before the first moment, `Some(None)` for
    /// work of unknown size.
    phase: Option<Option<u64>>,
    /// When that work was first seen.
    began: Duration,
    /// (time, steps done) of this work over the last [`RATE_WINDOW`], oldest first.
    samples: VecDeque<(Duration, u64)>,
}

impl Tracker {
    /// What to show at time `now` (since any fixed start) given the budget's `progress` and
    /// its work of known size, if any.
    fn next(&mut self, now: Duration, progress: u64, known: Option<&KnownProgress>) -> Shown {
        let phase = known.map(|known| known.phase);
        if self.phase != Some(phase) {
            // Another piece of work: its steps say nothing of the last one's rate.
            self.phase = Some(phase);
            self.began = now;
            self.samples.clear();
        }
        let (position, length) = match known {
            Some(known) => (known.done.min(known.total), Some(known.total)),
            None => (progress, None),
        };
        self.samples.push_back((now, position));
        while self
            .samples
            .front()
            .is_some_and(|&(then, _)| now.saturating_sub(then) > RATE_WINDOW)
        {
            self.samples.pop_front();
        }
        let rate = match (self.samples.front(), self.samples.back()) {
            (Some(&(then, first)), Some(&(now, last))) if now - then >= MIN_RATE_SPAN => {
                Some(last.saturating_sub(first) as f64 / (now - then).as_secs_f64())
            }
            _ => None,
        };
        let measured = known.is_some_and(|known| known.what.is_some());
        let left = match (length, rate) {
            (Some(length), _) if measured => {
                let spent = now.saturating_sub(self.began);
                // At the pace since the question began: done/spent, for what is not done.
                (spent >= MIN_PACE_SPAN
                    && u128::from(position) * 100
                        >= u128::from(length) * u128::from(MIN_PACE_PERCENT))
                .then(|| {
                    let rest = length.saturating_sub(position) as f64 / position as f64;
                    Duration::from_secs_f64((spent.as_secs_f64() * rest).min(1e9))
                })
            }
            (Some(length), Some(rate)) if rate > 0.0 => Some(Duration::from_secs_f64(
                (length.saturating_sub(position) as f64 / rate).min(1e9),
            )),
            _ => None,
        };
        Shown {
            position,
            length,
            at_most: known.is_some_and(|known| known.at_most),
            measured,
            rate,
            left,
        }
    }
}

/// What a progress report says after its elapsed time: the work's name (or the question a
/// board search is answering), then how far it is and the time limit if one is set.
fn progress_words(
    budget: &Budget,
    what: &str,
    shown: &Shown,
    known: Option<&KnownProgress>,
) -> (String, String) {
    // Work that says what it is (a board search's question at the root) is named by it.
    let name = match known.and_then(|known| known.what.as_deref()) {
        Some(named) => named.to_string(),
        None => what.to_string(),
    };
    let mut message = shown.describe();
    if let Some(left) = budget.remaining() {
        message += &t!("progress-time-limit", left = duration(left));
    }
    (name, message)
}

/// `--progress-every`: when the next plain line of progress is due, and its writing.
pub struct ProgressLog {
    started: Instant,
    every: Duration,
    next: Duration,
}

impl ProgressLog {
    /// The log `limits` ask for, if any; its first line is due `--progress-every` from now.
    pub fn new(limits: &LimitArgs) -> Option<ProgressLog> {
        limits.progress_every.map(|every| ProgressLog {
            started: Instant::now(),
            every,
            next: every,
        })
    }

    /// Writes `[elapsed] line` to standard error if a line is due.
    pub fn write_if_due(&mut self, line: impl FnOnce() -> String) {
        let now = self.started.elapsed();
        if now >= self.next {
            self.next = now + self.every;
            eprintln!("[{}] {}", clock(now), line());
        }
    }
}

/// `--progress-every` for the budget's progress: `[elapsed] name how far`, worded as the line
/// on a terminal, from the first interval on (however short the work, a log shows it was
/// followed).
fn log_progress(budget: &Budget, what: &str, done: &AtomicBool, mut log: ProgressLog) {
    let mut tracker = Tracker::default();
    while !done.load(Ordering::SeqCst) {
        std::thread::sleep(SAMPLE_EVERY);
        let known = budget.known_progress();
        let shown = tracker.next(log.started.elapsed(), budget.progress(), known.as_ref());
        log.write_if_due(|| {
            let (name, message) = progress_words(budget, what, &shown, known.as_ref());
            format!("{name} {message}")
        });
    }
}

/// An elapsed time as `hh:mm:ss`, the hours growing past 99 if need be.
fn clock(elapsed: Duration) -> String {
    let seconds = elapsed.as_secs();
    format!(
        "{:02}:{:02}:{:02}",
        seconds / 3600,
        seconds / 60 % 60,
        seconds % 60
    )
}

fn show_progress(budget: &Budget, what: &str, done: &AtomicBool) {
    let started = Instant::now();
    let mut bar: Option<ProgressBar> = None;
    let mut tracker = Tracker::default();
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
        let known = budget.known_progress();
        let shown = tracker.next(started.elapsed(), budget.progress(), known.as_ref());
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
        let (name, mut message) = progress_words(budget, what, &shown, known.as_ref());
        bar.set_prefix(name);
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

    /// The bookkeeping behind the progress line (what it draws can only be seen on a terminal,
    /// which tests reading a pipe do not have).
    #[test]
    fn the_progress_line_shows_the_time_left_only_for_work_of_known_size() {
        let budget = Budget::default();
        let mut tracker = Tracker::default();
        let at = |seconds: f64| Duration::from_secs_f64(seconds);
        let next = |seconds, tracker: &mut Tracker| {
            tracker.next(
                at(seconds),
                budget.progress(),
                budget.known_progress().as_ref(),
            )
        };
        budget.add_progress(500); // a search of unknown size
        let first = next(0.0, &mut tracker);
        assert_eq!(
            (first.position, first.length, first.rate, first.left),
            (500, None, None, None)
        );
        assert_eq!(first.describe(), "500 steps");
        budget.add_progress(1500);
        let searching = next(1.0, &mut tracker);
        assert_eq!((searching.rate, searching.left), (Some(1500.0), None));
        assert_eq!(searching.describe(), "2,000 steps, 1,500 a second");
        // A table of 40 x 50 cells begins: its own steps, out of 2000, and a fresh rate.
        let table = budget.expect_progress(2000);
        table.advance(50);
        let begun = next(1.5, &mut tracker);
        assert_eq!(
            (begun.position, begun.length, begun.rate),
            (50, Some(2000), None)
        );
        assert_eq!(begun.describe(), "2%");
        budget.add_progress(10_000); // searches inside the cells are not the table's steps
        table.advance(150);
        let going = next(2.5, &mut tracker);
        assert_eq!((going.position, going.rate), (200, Some(150.0)));
        // 1800 cells left at 150 a second.
        assert_eq!(going.left, Some(Duration::from_secs(12)));
        assert_eq!(going.describe(), "10%, about 12s left");
        // The rate is measured over the last ten seconds only: the pace picked up.
        table.advance(100);
        next(11.5, &mut tracker);
        table.advance(1000);
        let faster = next(13.5, &mut tracker);
        assert_eq!(faster.rate, Some(500.0));
        assert_eq!(faster.describe(), "65%, about 1s left");
        // A low estimate never shows more done than the whole.
        table.advance(5000);
        let past = next(14.0, &mut tracker);
        assert_eq!((past.position, past.left), (2000, Some(Duration::ZERO)));
        assert_eq!(past.describe(), "100%, about 0s left");
        // Once the table is done, the work is of unknown size again: all the steps counted.
        drop(table);
        let after = next(15.0, &mut tracker);
        assert_eq!(
            (after.position, after.length, after.rate),
            (budget.progress(), None, None)
        );
        // A search that stops at the state limit at the latest.
        let search = budget.expect_at_most(1000);
        search.advance(100);
        let bounded = next(16.0, &mut tracker);
        assert!(bounded.at_most && !going.at_most);
        assert_eq!(bounded.describe(), "at least 10%");
    }

    /// A board search's question is shown by its name and measured share, and once it has
    /// run for a while and done a little, the time left at its average pace since it began.
    #[test]
    fn a_measured_share_is_extrapolated_at_its_pace_since_it_began() {
        use grundy::budget::SHARE_PARTS;
        let budget = Budget::default();
        let mut tracker = Tracker::default();
        let at = |seconds: f64| Duration::from_secs_f64(seconds);
        let next = |seconds, tracker: &mut Tracker| {
            let known = budget.known_progress();
            tracker.next(at(seconds), budget.progress(), known.as_ref())
        };
        // A first question, answered in 100 seconds.
        let first = budget.expect_share("is the value 1?");
        next(0.0, &mut tracker);
        first.reach(SHARE_PARTS / 2);
        next(100.0, &mut tracker);
        drop(first);
        // The next question: its clock starts when it is first seen, at 200 seconds.
        let question = budget.expect_share("is the value 2?");
        question.reach(SHARE_PARTS / 10);
        let begun = next(200.0, &mut tracker);
        assert_eq!(
            budget.known_progress().unwrap().what.as_deref(),
            Some("is the value 2?")
        );
        assert!(begun.measured);
        assert_eq!(begun.describe(), "about 10% of this question");
        // 20% after 5 seconds: too soon to extrapolate a burst.
        question.reach(SHARE_PARTS / 5);
        let early = next(205.0, &mut tracker);
        assert_eq!(
            (early.left, early.describe()),
            (None, "about 20% of this question".into())
        );
        // 20% after 60 seconds: the other 80% at that pace take 240 seconds, though the last
        // ten seconds gave no rate.
        let later = next(260.0, &mut tracker);
        assert_eq!(later.rate, None);
        assert_eq!(later.left, Some(Duration::from_secs(240)));
        assert_eq!(
            later.describe(),
            "about 20% of this question, 4m 00s more at its pace so far"
        );
        // Under 1% done: no estimate, however long it ran.
        drop(question);
        let slow = budget.expect_share("is the value 3?");
        slow.reach(SHARE_PARTS / 200);
        next(300.0, &mut tracker);
        assert_eq!(next(400.0, &mut tracker).left, None);
    }

    #[test]
    fn the_time_left_is_written_in_the_two_largest_units() {
        let seconds = |s| duration(Duration::from_secs(s));
        assert_eq!(seconds(0), "0s");
        assert_eq!(duration(Duration::from_millis(59_600)), "1m 00s");
        assert_eq!(seconds(45), "45s");
        assert_eq!(seconds(185), "3m 05s");
        assert_eq!(seconds(3600 * 2 + 7 * 60 + 59), "2h 07m");
        assert_eq!(seconds(86_400 + 3 * 3600), "1 day 3h");
        assert_eq!(seconds(86_400 * 40), "40 days 0h");
        let mut empty = Shown {
            position: 0,
            length: Some(0),
            at_most: false,
            measured: false,
            rate: None,
            left: None,
        };
        assert_eq!(empty.describe(), "100%");
        // A search bounded by the state limit may end sooner.
        let search = Shown {
            position: 250,
            length: Some(1000),
            at_most: true,
            measured: false,
            rate: Some(50.0),
            left: Some(Duration::from_secs(15)),
        };
        assert_eq!(search.describe(), "at least 25%, at most 15s left");
        empty.at_most = true;
        assert_eq!(empty.describe(), "at least 100%");
    }

    #[test]
    fn a_log_line_is_stamped_with_hours_minutes_and_seconds() {
        let seconds = |s| clock(Duration::from_secs(s));
        assert_eq!(clock(Duration::from_millis(999)), "00:00:00");
        assert_eq!(seconds(3 * 3600 + 4 * 60 + 5), "03:04:05");
        assert_eq!(seconds(125 * 3600 + 59), "125:00:59");
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
