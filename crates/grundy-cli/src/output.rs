//! Shared pieces of output: failures with their exit codes, the output formats, a buffered
//! standard output.

use std::fmt;
use std::io::{BufWriter, StdoutLock, Write};
use std::process::ExitCode;

use grundy::{GameError, LimitExceeded, ParseError};

use crate::lang::t;

/// Why a command failed, and so its exit status.
#[derive(Debug)]
pub enum Failure {
    /// The user's input is malformed, illegal or too large: exit status 2.
    BadInput(String),
    /// Anything else (an I/O error): exit status 2 as well, since the documented statuses are
    /// 0, 2 and 130 only.
    Other(String),
    /// The user pressed Ctrl-C: exit status 130, as shells report for SIGINT.
    Interrupted(String),
    /// The reader of standard output went away (`grundy seq nim --to 10^8 | head`): the output
    /// ends quietly, with status 0.
    OutputClosed,
}

impl Failure {
    pub fn exit_code(&self) -> ExitCode {
        match self {
            Failure::BadInput(_) => ExitCode::from(2),
            Failure::Other(_) => ExitCode::from(2),
            Failure::Interrupted(_) => ExitCode::from(130),
            Failure::OutputClosed => ExitCode::SUCCESS,
        }
    }

    /// A parse error, shown under the text it is about. Reading an expression can read files
    /// (`graph[FILE]`, `script[FILE]`): if Ctrl-C stopped that, the failure is the interruption.
    pub fn parse(error: &ParseError, source: &str) -> Failure {
        if grundy::Budget::current().is_cancelled() {
            return Failure::Interrupted(LimitExceeded::Cancelled.to_string());
        }
        Failure::BadInput(error.render(source))
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::BadInput(message)
            | Failure::Other(message)
            | Failure::Interrupted(message) => {
                let framed = t!("error-prefix", message = message.as_str());
                // A message that already opens with its own frame ("error at column 3: …") is
                // not framed twice.
                let frame = framed.strip_suffix(message.as_str()).unwrap_or_default();
                if message.starts_with("error")
                    || (!frame.is_empty() && message.starts_with(frame.trim_end()))
                {
                    f.write_str(message)
                } else {
                    f.write_str(&framed)
                }
            }
            Failure::OutputClosed => Ok(()),
        }
    }
}

impl From<GameError> for Failure {
    fn from(error: GameError) -> Self {
        match error {
            GameError::Limit(LimitExceeded::Cancelled) => Failure::Interrupted(error.to_string()),
            _ => Failure::BadInput(game_message(&error)),
        }
    }
}

/// A computation's error in the command line's words: a limit, also one that stopped a misère
/// quotient, with the flag that raises it ([`with_flag`]).
pub fn game_message(error: &GameError) -> String {
    match error {
        GameError::Limit(limit) => with_flag(limit),
        GameError::QuotientBeyondLimits { game, heaps, cause } => format!(
            "{}\n{}",
            game_message(cause),
            grundy::error::quotient_beyond_limits(game, *heaps)
        ),
        other => other.to_string(),
    }
}

/// A limit's message with the flag that raises it: the library's messages name no front end's
/// options.
pub fn with_flag(limit: &LimitExceeded) -> String {
    match limit {
        LimitExceeded::Timeout { .. } => t!("hint-timeout", limit = limit.to_string()),
        LimitExceeded::States { .. } => t!("hint-state-limit", limit = limit.to_string()),
        LimitExceeded::Memory { .. } => t!("hint-max-memory", limit = limit.to_string()),
        LimitExceeded::Cancelled => limit.to_string(),
    }
}

impl From<LimitExceeded> for Failure {
    fn from(error: LimitExceeded) -> Self {
        GameError::from(error).into()
    }
}

impl From<std::io::Error> for Failure {
    fn from(error: std::io::Error) -> Self {
        if error.kind() == std::io::ErrorKind::BrokenPipe {
            Failure::OutputClosed
        } else {
            Failure::Other(error.to_string())
        }
    }
}

impl From<serde_json::Error> for Failure {
    fn from(error: serde_json::Error) -> Self {
        std::io::Error::from(error).into()
    }
}

/// Writes `text` to standard output. A reader that stops early (`grundy graph big.txt | head`)
/// closes the pipe: that ends the output quietly instead of panicking as `print!` would.
pub fn write_stdout(text: &str) -> Result<(), Failure> {
    let mut stdout = stdout();
    stdout.write_all(text.as_bytes())?;
    stdout.flush()?;
    Ok(())
}

/// Standard output, buffered: long output is written as it is produced, a block at a time.
/// Write errors become [`Failure`]s through `?` (a closed pipe: [`Failure::OutputClosed`]).
/// Flush it before it is dropped, so that a late error is not lost.
pub fn stdout() -> BufWriter<StdoutLock<'static>> {
    BufWriter::with_capacity(64 << 10, std::io::stdout().lock())
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    #[default]
    Text,
    Csv,
    Json,
    Cpp,
    Python,
}

impl Format {
    /// The language of contest code, for `cpp` and `python`.
    pub fn contest_language(self) -> Option<grundy::report::contest_code::Language> {
        use grundy::report::contest_code::Language;
        match self {
            Format::Cpp => Some(Language::Cpp),
            Format::Python => Some(Language::Python),
            Format::Text | Format::Csv | Format::Json => None,
        }
    }
}

#[derive(clap::Args, Clone, Copy, Debug)]
pub struct FormatArgs {
    #[arg(long, value_enum, value_name = "FORMAT", conflicts_with = "json")]
    format: Option<Format>,
    #[arg(long)]
    json: bool,
}

impl FormatArgs {
    /// The format asked for.
    pub fn format(&self) -> Format {
        match (self.json, self.format) {
            (true, _) => Format::Json,
            (false, format) => format.unwrap_or_default(),
        }
    }
}

/// Writes `value` as compact JSON.
pub fn write_json(out: &mut impl Write, value: &impl serde::Serialize) -> Result<(), Failure> {
    serde_json::to_writer(out, value)?;
    Ok(())
}

/// The rules the rule finder found, one per line under `rules:`, with how each is known
/// (nothing when it found none).
pub fn describe_rules(rules: &[grundy::rule_finder::FoundRule]) -> String {
    if rules.is_empty() {
        return String::new();
    }
    let mut text = format!("{}\n", t!("rules-header"));
    for rule in rules {
        text += &format!("  {}\n", rule.stated());
    }
    text
}

/// The columns `text` takes on a terminal: a CJK character takes two.
pub fn columns(text: &str) -> usize {
    text.chars()
        .map(|c| if c >= '\u{2e80}' { 2 } else { 1 })
        .sum()
}

/// `text` followed by blanks up to `width` terminal columns (see [`columns`]).
pub fn pad(text: &str, width: usize) -> String {
    let blanks = width.saturating_sub(columns(text));
    format!("{text}{}", " ".repeat(blanks))
}
