//! Shared pieces of output: failures with their exit codes, and JSON numbers.

use std::fmt;
use std::process::ExitCode;

use grundy::{GameError, LimitExceeded, ParseError};
use num_bigint::BigUint;
use serde_json::Value;

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
}

impl Failure {
    pub fn exit_code(&self) -> ExitCode {
        match self {
            Failure::BadInput(_) => ExitCode::from(2),
            Failure::Other(_) => ExitCode::from(2),
            Failure::Interrupted(_) => ExitCode::from(130),
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
                if message.starts_with("error") {
                    f.write_str(message)
                } else {
                    write!(f, "error: {message}")
                }
            }
        }
    }
}

impl From<GameError> for Failure {
    fn from(error: GameError) -> Self {
        match error {
            GameError::Limit(LimitExceeded::Cancelled) => Failure::Interrupted(error.to_string()),
            _ => Failure::BadInput(error.to_string()),
        }
    }
}

impl From<LimitExceeded> for Failure {
    fn from(error: LimitExceeded) -> Self {
        GameError::from(error).into()
    }
}

impl From<std::io::Error> for Failure {
    fn from(error: std::io::Error) -> Self {
        Failure::Other(error.to_string())
    }
}

/// Writes `text` to standard output. A reader that stops early (`grundy graph big.txt | head`)
/// closes the pipe: that ends the output quietly instead of panicking as `print!` would.
pub fn write_stdout(text: &str) -> Result<(), Failure> {
    use std::io::Write;
    let mut stdout = std::io::stdout().lock();
    match stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
    {
        Err(error) if error.kind() != std::io::ErrorKind::BrokenPipe => Err(error.into()),
        _ => Ok(()),
    }
}

/// An integer as JSON: a number when it fits in 64 bits, otherwise a string of decimal digits
/// (so no JSON reader rounds it).
pub fn json_integer(value: &BigUint) -> Value {
    match u64::try_from(value) {
        Ok(small) => Value::from(small),
        Err(_) => Value::from(value.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_beyond_64_bits_become_strings() {
        assert_eq!(
            json_integer(&BigUint::from(u64::MAX)),
            Value::from(u64::MAX)
        );
        let big = BigUint::from(u64::MAX) + 1u32;
        assert_eq!(json_integer(&big), Value::from("18446744073709551616"));
    }
}
