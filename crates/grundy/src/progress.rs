//! Following the progress of long work from another thread, and its words.
//!
//! **What.** A computation records how far it has gone in its [`Budget`]
//! ([`Budget::add_progress`], [`Budget::expect_progress`], [`Budget::expect_share`]). A front
//! end samples it every [`SAMPLE_EVERY`] with a [`ProgressWatch`], which turns the samples into
//! a [`ProgressMoment`]: the share done, the rate, the time left, and a sentence for people
//! ([`ProgressMoment::describe`]), in the budget's language. [`ProgressLog`] paces plain lines
//! stamped with the time elapsed, for a log, and [`ProgressReport`] is a moment as JSON, for
//! a page that asks how far a request is.
//!
//! **Why here.** The command line draws the moment as a bar or as log lines, and Python writes
//! the same lines to `sys.stderr`: both read one estimate and one wording, so the two cannot
//! drift apart.
//!
//! **The estimates.** Work of known size (values of a sequence, cells of a table) gets its
//! time left from its rate over the last [`RATE_WINDOW`]. A board search's question ("is the
//! value 2?") has a share measured on the options settled near the root, which moves in
//! bursts: its time left is the rest of the question at its *average* pace since it began,
//! once it has run [`MIN_PACE_SPAN`] and is 1% done, and it is worded as that extrapolation,
//! not as a forecast. Work of unknown size shows its steps and their rate.

use std::collections::VecDeque;
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde::Serialize;

use crate::budget::{Budget, tr};

/// How often a front end samples the budget's progress: the rate is measured on these samples.
pub const SAMPLE_EVERY: Duration = Duration::from_millis(100);

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

/// What the progress of the work under way is at one moment ([`ProgressWatch::look`]).
#[derive(Clone, Debug, PartialEq)]
pub struct ProgressMoment {
    /// The steps done: of the work of known size under way, or else all the steps counted.
    pub position: u64,
    /// The steps of the work of known size (none: unknown, so no share and no time left).
    pub length: Option<u64>,
    /// Whether `length` is only the most the work may take (it may end sooner).
    pub at_most: bool,
    /// The name of a board search's question under way, whose share done is measured rather
    /// than counted ([`Budget::expect_share`]).
    pub question: Option<Arc<str>>,
    /// Steps a second over the last few seconds of this work, once measured.
    pub rate: Option<f64>,
    /// The time left: at that rate for work of known size, at the average pace since it began
    /// for a question.
    pub left: Option<Duration>,
    /// The time left before the budget's deadline, if it has one.
    pub deadline_in: Option<Duration>,
}

impl ProgressMoment {
    /// How far the work is, in the language of the budget entered ([`Budget::run`]): the
    /// share done and the time left, or the steps and their rate, then the time limit.
    ///
    /// ```
    /// use grundy::progress::ProgressMoment;
    /// use std::time::Duration;
    /// let moment = ProgressMoment {
    ///     position: 420,
    ///     length: Some(1000),
    ///     at_most: false,
    ///     question: None,
    ///     rate: Some(10.0),
    ///     left: Some(Duration::from_secs(58)),
    ///     deadline_in: None,
    /// };
    /// assert_eq!(moment.describe(), "42%, about 58s left");
    /// ```
    pub fn describe(&self) -> String {
        let mut words = match self.length {
            Some(length) => {
                let percent = if length == 0 {
                    100
                } else {
                    (u128::from(self.position) * 100 / u128::from(length)) as u64
                };
                let left = self.left.map(duration);
                match (self.question.is_some(), self.at_most, left) {
                    (true, _, Some(left)) => {
                        tr!(
                            "progress-share-measured-left",
                            percent = percent,
                            left = left
                        )
                    }
                    (true, _, None) => tr!("progress-share-measured", percent = percent),
                    (false, false, Some(left)) => {
                        tr!("progress-share-left", percent = percent, left = left)
                    }
                    (false, false, None) => format!("{percent}%"),
                    (false, true, Some(left)) => {
                        tr!("progress-at-least-left", percent = percent, left = left)
                    }
                    (false, true, None) => tr!("progress-at-least", percent = percent),
                }
            }
            None => match self.rate {
                Some(rate) => tr!(
                    "progress-steps-rate",
                    count = grouped(self.position),
                    rate = grouped(rate as u64)
                ),
                None => tr!("progress-steps", count = grouped(self.position)),
            },
        };
        if let Some(left) = self.deadline_in {
            words += &tr!("progress-time-limit", left = duration(left));
        }
        words
    }

    /// The work's name, as a progress report begins: the question under way if a board search
    /// is answering one, otherwise `what` (the front end's name for the work).
    pub fn name<'a>(&'a self, what: &'a str) -> &'a str {
        self.question.as_deref().unwrap_or(what)
    }
}

/// Follows a budget's progress from one sample to the next: which work is under way, when it
/// began, and the recent samples of its steps, for the rate and the time left.
///
/// ```
/// use grundy::budget::Budget;
/// use grundy::progress::ProgressWatch;
/// use std::time::Duration;
/// let budget = Budget::default();
/// let mut watch = ProgressWatch::default();
/// let cells = budget.expect_progress(200);
/// cells.advance(20);
/// watch.look(&budget, Duration::ZERO);
/// cells.advance(20);
/// let moment = watch.look(&budget, Duration::from_secs(1));
/// // 160 cells left at 20 a second.
/// assert_eq!(moment.left, Some(Duration::from_secs(8)));
/// assert_eq!(moment.describe(), "20%, about 8s left");
/// ```
#[derive(Debug, Default)]
pub struct ProgressWatch {
    /// The piece of work being followed: `None` before the first sample, `Some(None)` for
    /// work of unknown size.
    phase: Option<Option<u64>>,
    /// When that work was first seen.
    began: Duration,
    /// (time, steps done) of this work over the last [`RATE_WINDOW`], oldest first.
    samples: VecDeque<(Duration, u64)>,
}

impl ProgressWatch {
    /// Samples `budget` at time `now` (since any fixed start, the same for every sample).
    pub fn look(&mut self, budget: &Budget, now: Duration) -> ProgressMoment {
        let known = budget.known_progress();
        let phase = known.as_ref().map(|known| known.phase);
        if self.phase != Some(phase) {
            // Another piece of work: its steps say nothing of the last one's rate.
            self.phase = Some(phase);
            self.began = now;
            self.samples.clear();
        }
        let (position, length) = match &known {
            Some(known) => (known.done.min(known.total), Some(known.total)),
            None => (budget.progress(), None),
        };
        // Samples closer than half a period replace the last one (but never the first, which
        // anchors the rate): a caller asking very often keeps the window small.
        if self.samples.len() >= 2
            && self
                .samples
                .back()
                .is_some_and(|&(then, _)| now.saturating_sub(then) < SAMPLE_EVERY / 2)
        {
            self.samples.pop_back();
        }
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
        let question = known.as_ref().and_then(|known| known.what.clone());
        let left = match (length, rate) {
            (Some(length), _) if question.is_some() => {
                let spent = now.saturating_sub(self.began);
                // At the pace since the question began: done/spent, for what is not done.
                let enough =
                    u128::from(position) * 100 >= u128::from(length) * u128::from(MIN_PACE_PERCENT);
                (spent >= MIN_PACE_SPAN && enough && position > 0).then(|| {
                    let rest = length.saturating_sub(position) as f64 / position as f64;
                    Duration::from_secs_f64((spent.as_secs_f64() * rest).min(1e9))
                })
            }
            (Some(length), Some(rate)) if rate > 0.0 => Some(Duration::from_secs_f64(
                (length.saturating_sub(position) as f64 / rate).min(1e9),
            )),
            _ => None,
        };
        ProgressMoment {
            position,
            length,
            at_most: known.is_some_and(|known| known.at_most),
            question,
            rate,
            left,
            deadline_in: budget.remaining(),
        }
    }
}

/// How far a computation is, as JSON for a page that asks (`GET /api/progress` of
/// `grundy serve`): a [`ProgressMoment`] with its words.
///
/// ```
/// use grundy::budget::Budget;
/// use grundy::progress::{ProgressReport, ProgressWatch};
/// use std::time::Duration;
/// let budget = Budget::default();
/// let mut watch = ProgressWatch::default();
/// let cells = budget.expect_progress(200);
/// cells.advance(50);
/// let moment = watch.look(&budget, Duration::from_secs(3));
/// let report = ProgressReport::of(&moment, Duration::from_secs(3));
/// assert_eq!((report.done, report.total), (50, Some(200)));
/// assert_eq!(report.text, "25%");
/// ```
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ProgressReport {
    /// Seconds since the computation began.
    pub elapsed_seconds: f64,
    /// The question a board search is answering (`is the value 2?`), when it is answering one.
    pub question: Option<String>,
    /// The steps done: of the work of known size under way, or else all the steps counted.
    pub done: u64,
    /// The steps of the work of known size under way; null when its size is unknown.
    pub total: Option<u64>,
    /// Whether `total` is only the most the work may take (it may end sooner).
    pub at_most: bool,
    /// The time left in seconds, once it can be estimated (see [`ProgressMoment::left`]).
    pub left_seconds: Option<f64>,
    /// The seconds left before the time limit, if one is set.
    pub time_limit_seconds: Option<f64>,
    /// How far it is in words, in the budget's language: `42%, about 58s left`
    /// ([`ProgressMoment::describe`]).
    pub text: String,
}

impl ProgressReport {
    /// The report of `moment`, taken `elapsed` after the work began, worded in the language
    /// of the budget entered.
    pub fn of(moment: &ProgressMoment, elapsed: Duration) -> ProgressReport {
        ProgressReport {
            elapsed_seconds: elapsed.as_secs_f64(),
            question: moment.question.as_deref().map(str::to_string),
            done: moment.position,
            total: moment.length,
            at_most: moment.at_most,
            left_seconds: moment.left.map(|left| left.as_secs_f64()),
            time_limit_seconds: moment.deadline_in.map(|left| left.as_secs_f64()),
            text: moment.describe(),
        }
    }
}

/// The plain lines of a progress log, one every `every`, stamped with the time elapsed since
/// the log began: lines the front end writes ([`ProgressLog::line_if_due`]), or the budget's
/// progress in its words ([`ProgressLog::budget_line_if_due`]).
///
/// ```
/// use grundy::progress::ProgressLog;
/// use std::time::Duration;
/// let mut log = ProgressLog::new(Duration::from_secs(60));
/// assert_eq!(log.line_at(Duration::from_secs(59), || "working".into()), None);
/// let line = log.line_at(Duration::from_secs(61), || "working".into());
/// assert_eq!(line.as_deref(), Some("[00:01:01] working"));
/// // The next one is due a minute after that line.
/// assert_eq!(log.line_at(Duration::from_secs(120), || "working".into()), None);
/// ```
#[derive(Debug)]
pub struct ProgressLog {
    started: Instant,
    every: Duration,
    next: Duration,
    watch: ProgressWatch,
    /// When the budget was last sampled, since the start.
    sampled: Option<Duration>,
}

impl ProgressLog {
    /// A log beginning now, whose first line is due `every` from now.
    pub fn new(every: Duration) -> ProgressLog {
        ProgressLog {
            started: Instant::now(),
            every,
            next: every,
            watch: ProgressWatch::default(),
            sampled: None,
        }
    }

    /// `[hh:mm:ss] line` if a line is due now, else `None`; `line` is written only when one is.
    pub fn line_if_due(&mut self, line: impl FnOnce() -> String) -> Option<String> {
        self.line_at(self.started.elapsed(), line)
    }

    /// [`ProgressLog::line_if_due`] at `elapsed` since the start.
    pub fn line_at(&mut self, elapsed: Duration, line: impl FnOnce() -> String) -> Option<String> {
        (elapsed >= self.next).then(|| {
            self.next = elapsed + self.every;
            format!("[{}] {}", clock(elapsed), line())
        })
    }

    /// Samples `budget` (at most about every [`SAMPLE_EVERY`]: the rate is measured on the
    /// samples, so call it at least that often) and, if a line is due, returns
    /// `[hh:mm:ss] name how far`: the question a board search is answering, or `what`, then
    /// [`ProgressMoment::describe`] in the budget's language.
    pub fn budget_line_if_due(&mut self, budget: &Budget, what: &str) -> Option<String> {
        let elapsed = self.started.elapsed();
        // A little slack: a caller sleeping SAMPLE_EVERY between calls samples on each.
        if self
            .sampled
            .is_some_and(|sampled| elapsed < sampled + SAMPLE_EVERY * 9 / 10)
        {
            return None;
        }
        self.sampled = Some(elapsed);
        let moment = self.watch.look(budget, elapsed);
        self.line_at(elapsed, || {
            budget.run(|| format!("{} {}", moment.name(what), moment.describe()))
        })
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

/// A duration as a person reads it, in its two largest units: `45s`, `3m 05s`, `2h 07m`,
/// `3 days 4h`.
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

/// A count with its thousands grouped: `1,234,567`.
fn grouped(count: u64) -> String {
    let digits = count.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

#[cfg(test)]
mod tests;
