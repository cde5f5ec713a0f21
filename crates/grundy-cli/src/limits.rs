//! The limits every subcommand shares (`--state-limit`, `--max-memory`, `--timeout`), the
//! Ctrl-C handler that cancels the command's budget, and the progress line of long searches.

use std::io::IsTerminal;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use grundy::budget::{Budget, DEFAULT_MEMORY_LIMIT, DEFAULT_STATE_LIMIT};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// How long after Ctrl-C the process may take to wind down before it is ended with status 130.
const GRACE: Duration = Duration::from_millis(900);

/// Set while a checkpoint is written, so that Ctrl-C lets the write finish.
static SAVING: AtomicBool = AtomicBool::new(false);

/// Limits on the work of one command, the same in every subcommand.
#[derive(clap::Args, Clone, Debug)]
pub struct LimitArgs {
    /// The most positions one exhaustive search may hold (misère sums without a theorem, scripts,
    /// Chomp, state graphs).
    #[arg(long, global = true, value_name = "N", value_parser = parse_count,
          default_value_t = DEFAULT_STATE_LIMIT)]
    pub state_limit: u64,
    /// The most memory one table, sequence, search or graph may take: bytes, or with a unit
    /// (512M, 4G) [default: 4G; for each request of `grundy serve`, 64M].
    #[arg(long, global = true, value_name = "SIZE", value_parser = parse_size)]
    pub max_memory: Option<u64>,
    /// Give up after this many seconds (decimals allowed); no time limit by default (for each
    /// request of `grundy serve`, 5 seconds).
    #[arg(long, global = true, value_name = "SECONDS", value_parser = parse_seconds)]
    pub timeout: Option<Duration>,
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

/// Reads `4G`, `512M`, `64K`, `1000` (bytes), `1.5G`.
fn parse_size(text: &str) -> Result<u64, String> {
    let trimmed = text.trim();
    let split = trimmed
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(trimmed.len());
    let (number, unit) = trimmed.split_at(split);
    let scale: u64 = match unit
        .trim()
        .to_ascii_uppercase()
        .trim_end_matches(['B', 'I'])
    {
        "" => 1,
        "K" => 1 << 10,
        "M" => 1 << 20,
        "G" => 1 << 30,
        "T" => 1 << 40,
        _ => {
            return Err(format!(
                "`{text}` is not a size: write bytes or a number with K, M, G or T (4G, 512M)"
            ));
        }
    };
    let value: f64 = number
        .parse()
        .map_err(|_| format!("`{text}` is not a size: write a number such as 4G or 512M"))?;
    let bytes = value * scale as f64;
    if !bytes.is_finite() || bytes < 1.0 || bytes > u64::MAX as f64 {
        return Err(format!("`{text}` is not a usable size"));
    }
    Ok(bytes as u64)
}

/// Reads seconds: `30`, `2.5`.
fn parse_seconds(text: &str) -> Result<Duration, String> {
    let seconds: f64 = text
        .trim()
        .parse()
        .map_err(|_| format!("`{text}` is not a number of seconds"))?;
    Duration::try_from_secs_f64(seconds).map_err(|_| format!("`{text}` is not a usable time"))
}

/// Makes Ctrl-C cancel `budget`; the command then stops at its next check and exits with status
/// 130. A command that does not stop within a second (one blocked reading input, say) is ended
/// with status 130 all the same, unless a checkpoint is being written.
pub fn cancel_on_ctrl_c(budget: &Budget) {
    let budget = budget.clone();
    // Fails only if a handler is installed already (tests calling twice): keep that one.
    let _ = ctrlc::set_handler(move || {
        budget.cancel();
        let started = Instant::now();
        while started.elapsed() < GRACE || SAVING.load(Ordering::SeqCst) {
            std::thread::sleep(Duration::from_millis(20));
        }
        eprintln!("\ninterrupted");
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

/// A progress line on standard error for searches that run longer than two seconds: the steps
/// the budget has counted (positions explored, values computed) and their rate. Shown only on
/// a terminal; cleared when dropped.
pub struct ProgressLine {
    done: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl ProgressLine {
    /// Starts watching `budget`, naming the work `what` (`searching`).
    pub fn start(budget: &Budget, what: &str) -> ProgressLine {
        let done = Arc::new(AtomicBool::new(false));
        let thread = std::io::stderr().is_terminal().then(|| {
            let budget = budget.clone();
            let done = Arc::clone(&done);
            let what = what.to_string();
            std::thread::spawn(move || show_progress(&budget, &what, &done))
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

fn show_progress(budget: &Budget, what: &str, done: &AtomicBool) {
    let started = Instant::now();
    let mut bar: Option<ProgressBar> = None;
    while !done.load(Ordering::SeqCst) {
        std::thread::sleep(Duration::from_millis(100));
        if started.elapsed() < Duration::from_secs(2) || budget.progress() == 0 {
            continue;
        }
        let bar = bar.get_or_insert_with(|| {
            let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr_with_hz(4));
            bar.set_style(
                ProgressStyle::with_template(
                    "{spinner} {prefix} [{elapsed_precise}] {human_pos} steps ({per_sec}) {msg}",
                )
                .expect("a valid template"),
            );
            bar.set_prefix(what.to_string());
            bar
        });
        bar.set_position(budget.progress());
        let mut message = String::new();
        if let Some(left) = budget.remaining() {
            message = format!("time left {}s", left.as_secs());
        }
        message += "  (Ctrl-C stops)";
        bar.set_message(message);
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
        assert_eq!(parse_size("4G"), Ok(DEFAULT_MEMORY_LIMIT));
    }

    #[test]
    fn sizes_and_times_are_read_with_their_units() {
        assert_eq!(parse_size("4G"), Ok(4 << 30));
        assert_eq!(parse_size("512M"), Ok(512 << 20));
        assert_eq!(parse_size("1.5GiB"), Ok(3 << 29));
        assert_eq!(parse_size("1000"), Ok(1000));
        assert!(parse_size("lots").is_err());
        assert!(parse_size("0").is_err());
        assert_eq!(parse_seconds("2.5"), Ok(Duration::from_millis(2500)));
        assert!(parse_seconds("-1").is_err());
        assert!(parse_seconds("soon").is_err());
    }
}
