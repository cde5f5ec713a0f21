//! The checkpoint of a sweep: a text file with one JSON object per line, a header and then one
//! record per finished code, so that a sweep stopped by Ctrl-C, a limit or `kill -9` resumes
//! without computing a finished code again.
//!
//! - Line 1: `{"grundy_sweep_checkpoint": 1, "limit": {"max": N} or {"to": N}}`.
//! - Every other line: `{"row": SWEEP_ROW, "check": "16 hex digits"}`, the row of one code
//!   (see [`SweepRow`]) and the checksum of the row's JSON
//!   (`crate::takebreak::values_file::checksum`), which catches damage that leaves valid
//!   JSON. The checksum is checked on the row's text as the line holds it, never on the row
//!   written out again: a number such as a row's `seconds` need not be written back with the
//!   same digits it was read from.
//!
//! Opening a checkpoint reads every record, drops a last line cut short (the process was killed
//! while appending it), and writes the file again atomically (a temporary file renamed over
//! it). From then on each finished code is appended as one line, with a single write: a crash
//! leaves at most that last line incomplete, which the next opening drops.

use std::fmt;
use std::fs::{File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

use super::{SweepLimit, SweepRow};
use crate::budget::{Budget, LimitExceeded, tr};
use crate::excerpt::quote;
use crate::takebreak::values_file::checksum;

/// The version in the header.
const VERSION: u32 = 1;

/// The largest checkpoint read (a row takes a few hundred bytes; a sweep has at most
/// [`super::code_pattern::MAX_SWEEP_CODES`] codes).
pub(crate) const MAX_CHECKPOINT_BYTES: u64 = 64 << 20;

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Header {
    grundy_sweep_checkpoint: u32,
    limit: SweepLimit,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Record<'a> {
    /// The row's JSON, exactly as the line holds it: what the checksum is of.
    #[serde(borrow)]
    row: &'a RawValue,
    check: &'a str,
}

/// One record line, newline included.
fn record_line(row: &SweepRow) -> String {
    let json = serde_json::to_string(row).expect("a row serializes");
    format!(
        "{{\"row\":{json},\"check\":\"{:016x}\"}}\n",
        checksum(json.as_bytes())
    )
}

/// Why a checkpoint could not be used.
#[derive(Debug)]
pub enum CheckpointError {
    /// The operating system refused.
    Io(String),
    /// The file is not a sweep checkpoint, or is damaged.
    Invalid {
        /// The checkpoint, as errors quote it.
        checkpoint: String,
        /// What is wrong with it, in the language of the computation (with the line, when
        /// one line is wrong).
        reason: String,
    },
    /// The file is the checkpoint of a sweep with another limit.
    OtherLimit {
        /// The checkpoint, as errors quote it.
        checkpoint: String,
        /// The limit of the sweep the checkpoint is of.
        found: SweepLimit,
        /// The limit of this sweep.
        asked: SweepLimit,
    },
    /// Reading it would take more memory than the budget allows, or was cancelled.
    Limit(LimitExceeded),
}

impl fmt::Display for CheckpointError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CheckpointError::Io(why) => f.write_str(why),
            CheckpointError::Invalid { checkpoint, reason } => f.write_str(&tr!(
                "checkpoint-invalid",
                checkpoint = checkpoint,
                reason = reason
            )),
            CheckpointError::OtherLimit {
                checkpoint,
                found,
                asked,
            } => {
                let words = |limit: &SweepLimit| match *limit {
                    SweepLimit::To(to) => tr!("checkpoint-limit-to", to = to),
                    SweepLimit::Max(max) => tr!("checkpoint-limit-max", max = max),
                };
                f.write_str(&tr!(
                    "checkpoint-other-limit",
                    checkpoint = checkpoint,
                    found = words(found),
                    asked = words(asked)
                ))
            }
            CheckpointError::Limit(why) => write!(f, "{why}"),
        }
    }
}

impl std::error::Error for CheckpointError {}

/// An open checkpoint, to which finished codes are appended.
#[derive(Debug)]
pub struct Checkpoint {
    path: PathBuf,
    file: File,
}

impl Checkpoint {
    /// Opens the checkpoint at `path` for a sweep with `limit`, creating it if it does not
    /// exist, and returns the rows it holds (each code once, in the order they were recorded).
    /// Refuses a file that is not a sweep checkpoint, one made with another limit, and one
    /// damaged anywhere but in its last line.
    ///
    /// ```
    /// use grundy::sweep::checkpoint::Checkpoint;
    /// use grundy::sweep::{SweepLimit, run_code};
    /// let path = std::env::temp_dir().join(format!("doc-{}.ckpt", std::process::id()));
    /// let limit = SweepLimit::Max(1000);
    /// let (mut checkpoint, rows) = Checkpoint::open(&path, limit).unwrap();
    /// assert!(rows.is_empty());
    /// let row = run_code("0.77", limit, false).unwrap().row;
    /// checkpoint.record(&row).unwrap();
    /// let (_, rows) = Checkpoint::open(&path, limit).unwrap();
    /// assert_eq!(rows, [row]);
    /// assert!(Checkpoint::open(&path, SweepLimit::To(1000)).is_err());
    /// std::fs::remove_file(path).unwrap();
    /// ```
    pub fn open(
        path: &Path,
        limit: SweepLimit,
    ) -> Result<(Checkpoint, Vec<SweepRow>), CheckpointError> {
        let shown = path.display().to_string();
        let io_error = |error: io::Error| CheckpointError::Io(format!("{shown}: {error}"));
        let rows = match File::open(path) {
            Ok(file) => read(file, &shown, limit)?,
            Err(error) if error.kind() == io::ErrorKind::NotFound => Vec::new(),
            Err(error) => return Err(io_error(error)),
        };
        let mut text = serde_json::to_string(&Header {
            grundy_sweep_checkpoint: VERSION,
            limit,
        })
        .expect("a header serializes");
        text.push('\n');
        for row in &rows {
            text.push_str(&record_line(row));
        }
        crate::files::write_atomically(path, text.as_bytes()).map_err(io_error)?;
        let file = OpenOptions::new()
            .append(true)
            .open(path)
            .map_err(io_error)?;
        Ok((
            Checkpoint {
                path: path.to_path_buf(),
                file,
            },
            rows,
        ))
    }

    /// Appends the row of a finished code, in one write.
    pub fn record(&mut self, row: &SweepRow) -> Result<(), CheckpointError> {
        self.file
            .write_all(record_line(row).as_bytes())
            .map_err(|error| CheckpointError::Io(format!("{}: {error}", self.path.display())))
    }

    /// The checkpoint's path.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

/// The rows of an existing checkpoint.
fn read(file: File, shown: &str, limit: SweepLimit) -> Result<Vec<SweepRow>, CheckpointError> {
    let invalid = |reason: String| CheckpointError::Invalid {
        checkpoint: shown.to_string(),
        reason,
    };
    let size = file
        .metadata()
        .map_err(|error| CheckpointError::Io(format!("{shown}: {error}")))?
        .len();
    if size > MAX_CHECKPOINT_BYTES {
        return Err(invalid(tr!(
            "checkpoint-too-large",
            size = size,
            most = MAX_CHECKPOINT_BYTES
        )));
    }
    Budget::current()
        .check_memory_of(size, || tr!("memory-checkpoint-reading", path = shown))
        .map_err(CheckpointError::Limit)?;
    let mut bytes = Vec::with_capacity(size as usize);
    file.take(MAX_CHECKPOINT_BYTES)
        .read_to_end(&mut bytes)
        .map_err(|error| CheckpointError::Io(format!("{shown}: {error}")))?;
    if bytes.is_empty() {
        return Ok(Vec::new());
    }
    let complete = bytes.ends_with(b"\n");
    let lines: Vec<&[u8]> = bytes
        .strip_suffix(b"\n")
        .unwrap_or(&bytes)
        .split(|&b| b == b'\n')
        .collect();
    let header: Header = std::str::from_utf8(lines[0])
        .ok()
        .and_then(|line| serde_json::from_str(line).ok())
        .filter(|header: &Header| header.grundy_sweep_checkpoint == VERSION)
        .ok_or_else(|| invalid(tr!("checkpoint-no-header")))?;
    if header.limit != limit {
        return Err(CheckpointError::OtherLimit {
            checkpoint: shown.to_string(),
            found: header.limit,
            asked: limit,
        });
    }
    let mut rows: Vec<SweepRow> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for (i, line) in lines.iter().enumerate().skip(1) {
        match parse_record(line) {
            Ok(row) => {
                if seen.insert(row.code.clone()) {
                    rows.push(row);
                }
            }
            // The last line, cut short by a crash while it was written: that code was not
            // finished as far as the checkpoint knows.
            Err(_) if i == lines.len() - 1 && !complete => {}
            Err(why) => return Err(invalid(tr!("checkpoint-line", line = i + 1, why = why))),
        }
    }
    Ok(rows)
}

fn parse_record(line: &[u8]) -> Result<SweepRow, String> {
    let text = std::str::from_utf8(line).map_err(|_| tr!("checkpoint-not-utf8"))?;
    let not_a_record = |error: serde_json::Error| {
        tr!("checkpoint-not-a-record", error = quote(&error.to_string()))
    };
    let record: Record = serde_json::from_str(text).map_err(not_a_record)?;
    let json = record.row.get();
    if format!("{:016x}", checksum(json.as_bytes())) != record.check {
        return Err(tr!("checkpoint-checksum"));
    }
    serde_json::from_str(json).map_err(not_a_record)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sweep::run_code;

    fn temp(name: &str) -> PathBuf {
        let path = std::env::temp_dir().join(format!("grundy-ckpt-{}-{name}", std::process::id()));
        let _ = std::fs::remove_file(&path);
        path
    }

    #[test]
    fn a_cut_last_line_is_dropped_and_damage_elsewhere_refused() {
        let path = temp("cut");
        let limit = SweepLimit::Max(2000);
        let rows: Vec<SweepRow> = ["0.07", "0.137", "0.77"]
            .iter()
            .map(|code| run_code(code, limit, false).unwrap().row)
            .collect();
        {
            let (mut checkpoint, found) = Checkpoint::open(&path, limit).unwrap();
            assert!(found.is_empty());
            for row in &rows {
                checkpoint.record(row).unwrap();
            }
        }
        let whole = std::fs::read(&path).unwrap();
        // Cut inside the last record: the first two remain.
        std::fs::write(&path, &whole[..whole.len() - 20]).unwrap();
        let (_, found) = Checkpoint::open(&path, limit).unwrap();
        assert_eq!(found, rows[..2]);
        // Opening rewrote it without the cut line, ready for appending.
        assert!(std::fs::read(&path).unwrap().ends_with(b"\n"));
        assert_eq!(
            std::fs::read(&path).unwrap(),
            whole[..whole.len() - record_line(&rows[2]).len()]
        );
        // A digit changed in a middle line still parses as JSON, but not as its checksum.
        let text = String::from_utf8(whole.clone()).unwrap();
        let seconds = format!(
            "\"seconds\":{}",
            serde_json::to_string(&rows[0].seconds).unwrap()
        );
        assert!(text.contains(&seconds));
        let damaged = text.replacen(&seconds, "\"seconds\":12345.5", 1);
        std::fs::write(&path, damaged).unwrap();
        let error = Checkpoint::open(&path, limit).unwrap_err().to_string();
        assert!(
            error.contains("line 2: its checksum does not match"),
            "{error}"
        );
        // Another sweep's checkpoint, and a file that is no checkpoint at all.
        std::fs::write(&path, &whole).unwrap();
        let error = Checkpoint::open(&path, SweepLimit::Max(3000))
            .unwrap_err()
            .to_string();
        assert!(
            error.contains("with at most 2000 values, not at most 3000 values"),
            "{error}"
        );
        std::fs::write(&path, "hello\n").unwrap();
        let error = Checkpoint::open(&path, limit).unwrap_err().to_string();
        assert!(error.contains("not a sweep checkpoint"), "{error}");
        std::fs::remove_file(&path).unwrap();
    }

    /// A row is checked against the digits its line holds. Some times, such as 39.43… below,
    /// were read back one unit in the last place off by serde_json's default parser, written
    /// out with other digits, and the line was refused as damaged: a killed sweep could not
    /// resume (seen in the CLI test of a killed sweep, about one row in ten).
    #[test]
    fn a_row_is_checked_on_the_digits_its_line_holds() {
        let path = temp("digits");
        let limit = SweepLimit::Max(2000);
        let mut rows: Vec<SweepRow> = ["0.07", "0.77"]
            .iter()
            .map(|code| run_code(code, limit, false).unwrap().row)
            .collect();
        rows[0].seconds = 39.430133835633676;
        rows[1].seconds = 98.56906946328695;
        {
            let (mut checkpoint, _) = Checkpoint::open(&path, limit).unwrap();
            for row in &rows {
                checkpoint.record(row).unwrap();
            }
        }
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.contains("\"seconds\":39.430133835633676,"), "{text}");
        let (_, found) = Checkpoint::open(&path, limit).unwrap();
        assert_eq!(found, rows);
        std::fs::remove_file(&path).unwrap();
    }
}
