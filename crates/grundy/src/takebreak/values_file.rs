//! The binary format of nim-sequence files (`grundy seq --out FILE`) and checkpoints
//! (`--checkpoint FILE`): the same format, so a checkpoint is also a values file. Version 2 is
//! written; version 1 files are still read.
//!
//! All integers are little-endian. Version 2 (`GRUNDYv2`) is made to be appended to: the values
//! start on a 4096-byte boundary and two commit records in the header say how many of them are
//! durable, so a checkpoint writes only the values that are new, and a run can keep its values
//! in the file itself, memory-mapped ([`super::mapped::MappedValues`]).
//!
//! | offset | bytes     | field                                                            |
//! |--------|-----------|------------------------------------------------------------------|
//! | 0      | 8         | magic `GRUNDYv2`                                                 |
//! | 8      | 1         | width `w`: bytes per value, 1, 2 or 4                            |
//! | 9      | 3         | reserved, zero                                                   |
//! | 12     | 4         | length `L` of the game's name                                    |
//! | 16     | 8         | offset `D` of the values: `96 + L` rounded up to a multiple of 4096 |
//! | 24     | 8         | checksum of bytes 0 to 23 and the name (see [`Checksum`])       |
//! | 32     | 32        | commit record 0                                                  |
//! | 64     | 32        | commit record 1                                                  |
//! | 96     | `L`       | the game's name in UTF-8, as in expressions (`octal[0.137]`)     |
//! | 96 + L | to `D`    | zero                                                             |
//! | `D`    | `N·w`     | the values `G(0)` to `G(N − 1)`, `w` bytes each, where `N` is the count of the newest commit record; the file may go on (room for values to come, or values not yet committed): those bytes mean nothing |
//!
//! A commit record (all zero: none yet):
//!
//! | offset | bytes | field                                                                 |
//! |--------|-------|-----------------------------------------------------------------------|
//! | 0      | 8     | sequence number, from 1; the newest record has the larger one         |
//! | 8      | 8     | count `N` of durable values                                           |
//! | 16     | 8     | checksum of the `N·w` bytes of values                                 |
//! | 24     | 8     | checksum of bytes 0 to 23 of the record                               |
//!
//! A commit writes the new values, syncs them to disk, then writes the record numbered one
//! more than the newest into the other slot and syncs again: a crash at any moment (even
//! `kill -9` or a power cut in the middle of the record) leaves the previous record whole. So
//! reading takes the newest record whose own checksum holds (saying so when it had to fall back
//! to the older one: the newer was torn), then checks the values it counts against their
//! checksum, and refuses the file if they do not match: values under a whole record were
//! synced before it, so a mismatch is damage, not a crash. A file whose values are rewritten
//! (its width grows from one byte to two) is written anew to `FILE.tmp` and renamed over it.
//!
//! Version 1 (`GRUNDYv1`, read only):
//!
//! | offset      | bytes           | field                                                    |
//! |-------------|-----------------|----------------------------------------------------------|
//! | 0           | 8               | magic `GRUNDYv1`                                         |
//! | 8           | 1               | width `w`: bytes per value, 1, 2 or 4                    |
//! | 9           | 7               | reserved, zero                                           |
//! | 16          | 8               | count `N`: the file holds `G(0)` to `G(N − 1)`          |
//! | 24          | 4               | length `L` of the game's name                            |
//! | 28          | `L`             | the game's name in UTF-8                                 |
//! | 28 + L      | `N·w`           | the values, `w` bytes each                               |
//! | 28 + L + N·w| 8               | checksum of every byte before it                         |
//!
//! Reading checks the magic, the sizes, the name and the checksums; it never trusts a count
//! further than the file's size and the memory limit of the [`Budget`] entered on the thread,
//! and reads a block at a time (checking the budget between blocks, so that a read of
//! gigabytes can be cancelled).

use std::fs::{File, OpenOptions};
use std::io::{self, BufReader, BufWriter, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

use super::values::{Values, ValuesRef};
use crate::budget::{Budget, LimitExceeded, tr};
use crate::files::{sync_directory_of, temporary_path};

/// The first eight bytes of a version 1 values file (read only).
pub(crate) const MAGIC: &[u8; 8] = b"GRUNDYv1";

/// The first eight bytes of a version 2 values file.
pub(crate) const MAGIC_V2: &[u8; 8] = b"GRUNDYv2";

/// The longest game name a file may hold.
const MAX_NAME: u32 = 4096;

/// How many bytes of values are read at a time (a multiple of every width).
const BLOCK_BYTES: usize = 1 << 20;

/// The fixed part of a version 2 header, before the name.
const HEADER: u64 = 96;

/// Where the values of a version 2 file start: past the header and the name, on a page.
pub(crate) fn data_offset(name_len: usize) -> u64 {
    (HEADER + name_len as u64).div_ceil(4096) * 4096
}

/// Why a values file could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum ValuesFileError {
    /// The operating system refused.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: String,
        /// What went wrong.
        source: io::Error,
    },
    /// The file is not in this format, or is damaged. The reason is in the language of the
    /// computation, as the message is.
    #[error("{}", tr!("values-file-invalid", path = path, reason = reason))]
    Invalid {
        /// The file.
        path: String,
        /// What is wrong.
        reason: String,
    },
    /// The values would not fit in the budget's memory limit, or reading was cancelled.
    #[error(transparent)]
    Limit(#[from] LimitExceeded),
}

/// The contents of a values file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValuesFile {
    /// The game the values belong to, as written in expressions.
    pub name: String,
    /// `G(0)` to `G(N − 1)`.
    pub values: Values,
    /// Set when the newest commit record was torn (a crash while it was written) and the values
    /// were read up to the commit before it: says so, in words.
    pub fell_back: Option<String>,
}

/// The checksum of the format: FNV-1a (64-bit) over the bytes taken eight at a time as
/// little-endian words, the last word zero-padded, then the byte count mixed in. Fast enough to
/// check gigabytes; it guards against damage, not against forgery.
///
/// ```
/// use grundy::takebreak::values_file::Checksum;
/// let mut a = Checksum::default();
/// a.update(b"hello ");
/// a.update(b"world");
/// let mut b = Checksum::default();
/// b.update(b"hello world");
/// assert_eq!(a.finish(), b.finish());
/// ```
#[derive(Clone, Debug)]
pub struct Checksum {
    state: u64,
    pending: [u8; 8],
    pending_len: usize,
    total: u64,
}

const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const FNV_PRIME: u64 = 0x0000_0100_0000_01b3;

impl Default for Checksum {
    fn default() -> Self {
        Checksum {
            state: FNV_OFFSET,
            pending: [0; 8],
            pending_len: 0,
            total: 0,
        }
    }
}

impl Checksum {
    #[inline]
    fn word(&mut self, word: u64) {
        self.state = (self.state ^ word).wrapping_mul(FNV_PRIME);
    }

    /// Adds bytes.
    pub fn update(&mut self, mut bytes: &[u8]) {
        self.total += bytes.len() as u64;
        if self.pending_len > 0 {
            let take = (8 - self.pending_len).min(bytes.len());
            self.pending[self.pending_len..self.pending_len + take].copy_from_slice(&bytes[..take]);
            self.pending_len += take;
            bytes = &bytes[take..];
            if self.pending_len < 8 {
                return;
            }
            self.word(u64::from_le_bytes(self.pending));
            self.pending_len = 0;
        }
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            self.word(u64::from_le_bytes(chunk.try_into().expect("8 bytes")));
        }
        let rest = chunks.remainder();
        self.pending[..rest.len()].copy_from_slice(rest);
        self.pending_len = rest.len();
    }

    /// The checksum of everything added.
    pub fn finish(&self) -> u64 {
        let mut copy = self.clone();
        if copy.pending_len > 0 {
            copy.pending[copy.pending_len..].fill(0);
            copy.word(u64::from_le_bytes(copy.pending));
        }
        copy.word(copy.total);
        copy.state
    }
}

/// The byte-by-byte checksum of a whole buffer.
pub fn checksum(bytes: &[u8]) -> u64 {
    let mut sum = Checksum::default();
    sum.update(bytes);
    sum.finish()
}

/// A writer that checksums what passes through it.
#[cfg(test)]
struct Summing<W: Write> {
    inner: W,
    sum: Checksum,
}

#[cfg(test)]
impl<W: Write> Write for Summing<W> {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        let written = self.inner.write(bytes)?;
        self.sum.update(&bytes[..written]);
        Ok(written)
    }
    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

pub(crate) fn io_error(path: &Path) -> impl FnOnce(io::Error) -> ValuesFileError + '_ {
    move |source| ValuesFileError::Io {
        path: path.display().to_string(),
        source,
    }
}

/// Writes `bytes` at `offset` in `file` (portable: a seek, then a write).
pub(crate) fn write_at(mut file: &File, bytes: &[u8], offset: u64) -> io::Result<()> {
    file.seek(SeekFrom::Start(offset))?;
    file.write_all(bytes)
}

pub(crate) fn invalid(path: &Path, reason: impl Into<String>) -> ValuesFileError {
    ValuesFileError::Invalid {
        path: path.display().to_string(),
        reason: reason.into(),
    }
}

/// A commit record of a version 2 file: the first `count` values are durable, and their bytes
/// have the checksum `sum`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Commit {
    pub sequence: u64,
    pub count: u64,
    pub sum: u64,
}

/// What a commit slot holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Slot {
    Empty,
    Torn,
    Commit(Commit),
}

impl Commit {
    pub(crate) fn encode(&self) -> [u8; 32] {
        let mut bytes = [0u8; 32];
        bytes[..8].copy_from_slice(&self.sequence.to_le_bytes());
        bytes[8..16].copy_from_slice(&self.count.to_le_bytes());
        bytes[16..24].copy_from_slice(&self.sum.to_le_bytes());
        let own = checksum(&bytes[..24]);
        bytes[24..].copy_from_slice(&own.to_le_bytes());
        bytes
    }

    fn decode(bytes: &[u8; 32]) -> Slot {
        if bytes.iter().all(|&b| b == 0) {
            return Slot::Empty;
        }
        let word = |k: usize| u64::from_le_bytes(bytes[8 * k..8 * k + 8].try_into().expect("8"));
        if word(3) != checksum(&bytes[..24]) || word(0) == 0 {
            return Slot::Torn;
        }
        Slot::Commit(Commit {
            sequence: word(0),
            count: word(1),
            sum: word(2),
        })
    }

    /// Where the record numbered `sequence` goes: records alternate between the two slots, so
    /// writing one never touches the newest whole one.
    pub(crate) fn slot_offset(sequence: u64) -> u64 {
        32 + 32 * (sequence % 2)
    }

    /// Writes this record into its slot and syncs it (the values it counts must be synced
    /// already).
    pub(crate) fn write(&self, file: &File, path: &Path) -> Result<(), ValuesFileError> {
        write_at(file, &self.encode(), Commit::slot_offset(self.sequence))
            .and_then(|()| file.sync_data())
            .map_err(io_error(path))
    }
}

/// The header of a version 2 file up to its values (both commit slots empty).
pub(crate) fn header_v2(name: &str, width: usize) -> Vec<u8> {
    let offset = data_offset(name.len());
    let mut header = vec![0u8; offset as usize];
    header[..8].copy_from_slice(MAGIC_V2);
    header[8] = width as u8;
    header[12..16].copy_from_slice(&(name.len() as u32).to_le_bytes());
    header[16..24].copy_from_slice(&offset.to_le_bytes());
    let mut sum = Checksum::default();
    sum.update(&header[..24]);
    sum.update(name.as_bytes());
    header[24..32].copy_from_slice(&sum.finish().to_le_bytes());
    let start = HEADER as usize;
    header[start..start + name.len()].copy_from_slice(name.as_bytes());
    header
}

/// Adds the bytes of `values[range]` (little-endian) to `sum`, a block at a time.
pub(crate) fn sum_values(values: ValuesRef<'_>, range: std::ops::Range<usize>, sum: &mut Checksum) {
    for_each_block(values, range, |bytes, _| {
        sum.update(bytes);
        Ok(())
    })
    .expect("summing does not fail");
}

/// Calls `visit(bytes, first)` for the values `range` as little-endian bytes, a block at a
/// time (`first`: the index of the block's first value).
fn for_each_block(
    values: ValuesRef<'_>,
    range: std::ops::Range<usize>,
    mut visit: impl FnMut(&[u8], usize) -> io::Result<()>,
) -> io::Result<()> {
    if let ValuesRef::U8(v) = values {
        for (k, block) in v[range.clone()].chunks(BLOCK_BYTES).enumerate() {
            visit(block, range.start + k * BLOCK_BYTES)?;
        }
        return Ok(());
    }
    let step = BLOCK_BYTES / values.width();
    let mut buffer = Vec::with_capacity(BLOCK_BYTES.min(range.len() * values.width()));
    let mut from = range.start;
    while from < range.end {
        let to = range.end.min(from + step);
        buffer.clear();
        values.extend_le_bytes(from..to, &mut buffer);
        visit(&buffer, from)?;
        from = to;
    }
    Ok(())
}

/// Writes `values` of the game `name` as a version 2 file with one commit record, to any
/// writer; returns the checksum's state after the values (to append to them later).
fn write_v2(mut out: impl Write, name: &str, values: ValuesRef<'_>) -> io::Result<Checksum> {
    let mut sum = Checksum::default();
    sum_values(values, 0..values.len(), &mut sum);
    let mut header = header_v2(name, values.width());
    let commit = Commit {
        sequence: 1,
        count: values.len() as u64,
        sum: sum.finish(),
    };
    let slot = Commit::slot_offset(1) as usize;
    header[slot..slot + 32].copy_from_slice(&commit.encode());
    out.write_all(&header)?;
    for_each_block(values, 0..values.len(), |bytes, _| out.write_all(bytes))?;
    out.flush()?;
    Ok(sum)
}

/// Writes `values` of the game `name` in the format (version 2), to any writer.
pub fn write_to<'a>(
    out: impl Write,
    name: &str,
    values: impl Into<ValuesRef<'a>>,
) -> io::Result<()> {
    write_v2(out, name, values.into()).map(|_| ())
}

/// Writes `values` in the version 1 format (which is only read: for tests of the reader).
#[cfg(test)]
pub(crate) fn write_v1_to<'a>(
    mut out: impl Write,
    name: &str,
    values: impl Into<ValuesRef<'a>>,
) -> io::Result<()> {
    let values = values.into();
    let mut summing = Summing {
        inner: &mut out,
        sum: Checksum::default(),
    };
    summing.write_all(MAGIC)?;
    summing.write_all(&[values.width() as u8, 0, 0, 0, 0, 0, 0, 0])?;
    summing.write_all(&(values.len() as u64).to_le_bytes())?;
    summing.write_all(&(name.len() as u32).to_le_bytes())?;
    summing.write_all(name.as_bytes())?;
    summing.write_all(&values.to_le_bytes())?;
    let sum = summing.sum.finish();
    out.write_all(&sum.to_le_bytes())?;
    out.flush()
}

/// Writes a values file (not atomically: for `--out`).
pub fn save<'a>(
    path: &Path,
    name: &str,
    values: impl Into<ValuesRef<'a>>,
) -> Result<(), ValuesFileError> {
    let file = File::create(path).map_err(io_error(path))?;
    write_to(BufWriter::with_capacity(1 << 20, file), name, values).map_err(io_error(path))
}

/// Writes a values file atomically: a crash at any moment leaves either the previous file or
/// the new one, whole, at `path`.
#[cfg(test)]
pub(crate) fn save_atomically<'a>(
    path: &Path,
    name: &str,
    values: impl Into<ValuesRef<'a>>,
) -> Result<(), ValuesFileError> {
    write_atomically(path, name, values.into()).map(|_| ())
}

fn write_atomically(
    path: &Path,
    name: &str,
    values: ValuesRef<'_>,
) -> Result<Checksum, ValuesFileError> {
    let temporary = temporary_path(path);
    let file = File::create(&temporary).map_err(io_error(&temporary))?;
    let mut writer = BufWriter::with_capacity(1 << 20, file);
    let sum = write_v2(&mut writer, name, values).map_err(io_error(&temporary))?;
    let file = writer
        .into_inner()
        .map_err(|e| io_error(&temporary)(e.into_error()))?;
    file.sync_all().map_err(io_error(&temporary))?;
    drop(file);
    std::fs::rename(&temporary, path).map_err(io_error(path))?;
    sync_directory_of(path);
    Ok(sum)
}

/// A checkpoint of a run whose values are in memory: each [`Checkpoint::save`] appends the
/// values computed since the last one and commits them (see the module's documentation), so
/// saving costs what is new, not the whole sequence.
///
/// ```
/// use grundy::takebreak::values_file::{load, Checkpoint};
/// use grundy::takebreak::Values;
/// let path = std::env::temp_dir().join(format!("doc-checkpoint-{}.gv", std::process::id()));
/// let mut checkpoint = Checkpoint::new(&path, "kayles");
/// let mut values = Values::U8(vec![0, 1, 2]);
/// checkpoint.save(values.view()).unwrap();
/// values.push(3);
/// checkpoint.save(values.view()).unwrap(); // appends one byte and a commit record
/// assert_eq!(load(&path).unwrap().values, values);
/// # std::fs::remove_file(&path).unwrap();
/// ```
#[derive(Debug)]
pub struct Checkpoint {
    path: PathBuf,
    name: String,
    open: Option<OpenFile>,
}

/// A version 2 file open for appending, and what its newest commit says.
#[derive(Debug)]
struct OpenFile {
    file: File,
    width: usize,
    data_offset: u64,
    commit: Commit,
    /// The checksum's state after the committed values.
    sum: Checksum,
}

impl Checkpoint {
    /// A checkpoint to be written at `path` (nothing is written before the first save; an
    /// existing file there is replaced by it).
    pub fn new(path: &Path, name: &str) -> Checkpoint {
        Checkpoint {
            path: path.to_path_buf(),
            name: name.to_string(),
            open: None,
        }
    }

    /// Reads the checkpoint at `path` (version 1 or 2) and keeps it open to append to: its
    /// contents, and the checkpoint. (A version 1 file is rewritten as version 2 at the first
    /// save.)
    pub fn resume(path: &Path) -> Result<(ValuesFile, Checkpoint), ValuesFileError> {
        let (file, durable) = read_file(path)?;
        let open = match durable {
            Some(durable) => Some(OpenFile {
                file: OpenOptions::new()
                    .read(true)
                    .write(true)
                    .open(path)
                    .map_err(io_error(path))?,
                width: file.values.width(),
                data_offset: durable.data_offset,
                commit: durable.commit,
                sum: durable.sum,
            }),
            None => None,
        };
        let checkpoint = Checkpoint {
            path: path.to_path_buf(),
            name: file.name.clone(),
            open,
        };
        Ok((file, checkpoint))
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Makes `values` durable in the file: appends those after the last commit and commits
    /// them, or writes the file anew (atomically) if there is none yet, or the width changed,
    /// or `values` are fewer than those committed.
    pub fn save(&mut self, values: ValuesRef<'_>) -> Result<(), ValuesFileError> {
        let path = self.path.clone();
        let appendable = self.open.as_ref().is_some_and(|open| {
            open.width == values.width() && open.commit.count <= values.len() as u64
        });
        if !appendable {
            self.open = None;
            let sum = write_atomically(&path, &self.name, values)?;
            let file = OpenOptions::new()
                .read(true)
                .write(true)
                .open(&path)
                .map_err(io_error(&path))?;
            self.open = Some(OpenFile {
                file,
                width: values.width(),
                data_offset: data_offset(self.name.len()),
                commit: Commit {
                    sequence: 1,
                    count: values.len() as u64,
                    sum: sum.finish(),
                },
                sum,
            });
            return Ok(());
        }
        let open = self.open.as_mut().expect("appendable");
        let from = open.commit.count as usize;
        if from == values.len() {
            return Ok(());
        }
        let mut sum = open.sum.clone();
        let (file, offset, width) = (&open.file, open.data_offset, open.width);
        for_each_block(values, from..values.len(), |bytes, first| {
            sum.update(bytes);
            write_at(file, bytes, offset + (first * width) as u64)
        })
        .and_then(|()| file.sync_data())
        .map_err(io_error(&path))?;
        let commit = Commit {
            sequence: open.commit.sequence + 1,
            count: values.len() as u64,
            sum: sum.finish(),
        };
        commit.write(&open.file, &path)?;
        open.commit = commit;
        open.sum = sum;
        Ok(())
    }
}

/// What a version 2 file's newest usable commit says, for appending to it.
pub(crate) struct Durable {
    pub commit: Commit,
    pub data_offset: u64,
    /// The checksum's state after the committed values.
    pub sum: Checksum,
}

/// Reads and verifies a values file (version 1 or 2).
pub fn load(path: &Path) -> Result<ValuesFile, ValuesFileError> {
    read_file(path).map(|(file, _)| file)
}

fn read_file(path: &Path) -> Result<(ValuesFile, Option<Durable>), ValuesFileError> {
    let file = File::open(path).map_err(io_error(path))?;
    let size = file.metadata().map_err(io_error(path))?.len();
    read_any(BufReader::with_capacity(1 << 20, file), size, path)
}

/// Reads and verifies a values file (version 1 or 2) of `size` bytes from `reader`; `path`
/// names it in errors. Nothing larger than `size` allows is allocated, so a damaged header
/// cannot ask for more memory than the file holds.
///
/// ```
/// use grundy::takebreak::values_file::{read_from, write_to};
/// use grundy::takebreak::Values;
/// let mut bytes = Vec::new();
/// write_to(&mut bytes, "kayles", &Values::U8(vec![0, 1, 2])).unwrap();
/// let file = read_from(bytes.as_slice(), bytes.len() as u64, "kayles.gv".as_ref()).unwrap();
/// assert_eq!((file.name.as_str(), file.values.len()), ("kayles", 3));
/// assert!(read_from(&bytes[..30], 30, "short.gv".as_ref()).is_err());
/// ```
pub fn read_from(reader: impl Read, size: u64, path: &Path) -> Result<ValuesFile, ValuesFileError> {
    read_any(reader, size, path).map(|(file, _)| file)
}

fn read_any(
    mut reader: impl Read,
    size: u64,
    path: &Path,
) -> Result<(ValuesFile, Option<Durable>), ValuesFileError> {
    if size < 36 {
        return Err(invalid(path, tr!("values-file-too-short", size = size)));
    }
    let mut magic = [0u8; 8];
    reader.read_exact(&mut magic).map_err(io_error(path))?;
    if &magic == MAGIC {
        return read_v1(reader, size, path).map(|file| (file, None));
    }
    if &magic != MAGIC_V2 {
        return Err(invalid(path, tr!("values-file-not-grundy")));
    }
    let (header, name) = read_header_v2(&mut reader, size, path)?;
    let (commit, fell_back) = newest_commit(&header, size, path)?;
    let width = header.width;
    let count =
        usize::try_from(commit.count).map_err(|_| invalid(path, tr!("values-file-too-many")))?;
    // Never read past the size checked above, even if the file grows meanwhile.
    let mut reader = reader.take(size - HEADER - name.len() as u64);
    let mut padding = vec![0u8; (header.data_offset - HEADER) as usize - name.len()];
    reader.read_exact(&mut padding).map_err(io_error(path))?;
    let budget = Budget::current();
    budget.check_memory_of(commit.count * width as u64, || {
        tr!(
            "memory-values-file",
            count = count,
            path = path.display().to_string()
        )
    })?;
    let mut values = match width {
        1 => Values::U8(Vec::with_capacity(count)),
        2 => Values::U16(Vec::with_capacity(count)),
        _ => Values::U32(Vec::with_capacity(count)),
    };
    let mut sum = Checksum::default();
    read_values(
        &mut reader,
        count * width,
        &mut values,
        &mut sum,
        &budget,
        path,
    )?;
    if sum.finish() != commit.sum {
        return Err(values_damaged(path, count));
    }
    let file = ValuesFile {
        name,
        values,
        fell_back,
    };
    let durable = Durable {
        commit,
        data_offset: header.data_offset,
        sum,
    };
    Ok((file, Some(durable)))
}

/// The error for values that do not match the checksum of their commit.
pub(crate) fn values_damaged(path: &Path, count: usize) -> ValuesFileError {
    invalid(path, tr!("values-file-values-damaged", count = count))
}

/// The fixed fields of a version 2 header.
pub(crate) struct HeaderV2 {
    pub width: usize,
    pub data_offset: u64,
    pub slots: [[u8; 32]; 2],
}

/// Reads and checks the header of a version 2 file after its magic: returns it and the name.
pub(crate) fn read_header_v2(
    reader: &mut impl Read,
    size: u64,
    path: &Path,
) -> Result<(HeaderV2, String), ValuesFileError> {
    if size < HEADER {
        return Err(invalid(path, tr!("values-file-too-short", size = size)));
    }
    let mut header = [0u8; HEADER as usize];
    header[..8].copy_from_slice(MAGIC_V2);
    reader
        .read_exact(&mut header[8..])
        .map_err(io_error(path))?;
    let width = header[8];
    if ![1, 2, 4].contains(&width) || header[9..12].iter().any(|&b| b != 0) {
        return Err(invalid(
            path,
            tr!("values-file-bad-width", width = u32::from(width)),
        ));
    }
    let name_len = u32::from_le_bytes(header[12..16].try_into().expect("4 bytes"));
    if name_len > MAX_NAME {
        return Err(invalid(
            path,
            tr!("values-file-name-too-long", bytes = name_len),
        ));
    }
    let offset = u64::from_le_bytes(header[16..24].try_into().expect("8 bytes"));
    if offset != data_offset(name_len as usize) || offset > size {
        return Err(invalid(
            path,
            tr!("values-file-header-truncated", offset = offset, size = size),
        ));
    }
    let mut name = vec![0u8; name_len as usize];
    reader.read_exact(&mut name).map_err(io_error(path))?;
    let mut sum = Checksum::default();
    sum.update(&header[..24]);
    sum.update(&name);
    if u64::from_le_bytes(header[24..32].try_into().expect("8 bytes")) != sum.finish() {
        return Err(invalid(path, tr!("values-file-header-damaged")));
    }
    let name =
        String::from_utf8(name).map_err(|_| invalid(path, tr!("values-file-name-not-utf8")))?;
    let slot = |k: usize| -> [u8; 32] { header[32 + 32 * k..64 + 32 * k].try_into().expect("32") };
    Ok((
        HeaderV2 {
            width: width as usize,
            data_offset: offset,
            slots: [slot(0), slot(1)],
        },
        name,
    ))
}

/// The newest commit record whose own checksum holds, and a note if the other slot is torn
/// (a crash while a newer record was written); refuses a file with no whole record, or too
/// short for the values its newest one counts.
pub(crate) fn newest_commit(
    header: &HeaderV2,
    size: u64,
    path: &Path,
) -> Result<(Commit, Option<String>), ValuesFileError> {
    let slots = header.slots.map(|slot| Commit::decode(&slot));
    let newest = slots
        .iter()
        .filter_map(|slot| match slot {
            Slot::Commit(commit) => Some(*commit),
            _ => None,
        })
        .max_by_key(|commit| commit.sequence);
    let Some(newest) = newest else {
        return Err(invalid(path, tr!("values-file-no-commit")));
    };
    let fell_back = slots
        .contains(&Slot::Torn)
        .then(|| tr!("values-file-torn", count = newest.count));
    let width = header.width as u64;
    let end = newest
        .count
        .checked_mul(width)
        .and_then(|bytes| bytes.checked_add(header.data_offset));
    if end.is_none_or(|end| end > size) {
        return Err(invalid(
            path,
            tr!(
                "values-file-commit-truncated",
                size = size,
                count = newest.count,
                width = width,
                offset = header.data_offset
            ),
        ));
    }
    Ok((newest, fell_back))
}

/// Reads `bytes` bytes of values a block at a time into `values`, adding them to `sum`.
fn read_values(
    reader: &mut impl Read,
    bytes: usize,
    values: &mut Values,
    sum: &mut Checksum,
    budget: &Budget,
    path: &Path,
) -> Result<(), ValuesFileError> {
    let mut block = vec![0u8; BLOCK_BYTES.min(bytes)];
    let mut left = bytes;
    while left > 0 {
        budget.check()?;
        let chunk = &mut block[..left.min(BLOCK_BYTES)];
        reader.read_exact(chunk).map_err(io_error(path))?;
        sum.update(chunk);
        left -= chunk.len();
        match values {
            Values::U8(v) => v.extend_from_slice(chunk),
            Values::U16(v) => v.extend(
                chunk
                    .chunks_exact(2)
                    .map(|c| u16::from_le_bytes([c[0], c[1]])),
            ),
            Values::U32(v) => v.extend(
                chunk
                    .chunks_exact(4)
                    .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])),
            ),
        }
    }
    Ok(())
}

/// A version 1 file after its magic.
fn read_v1(mut reader: impl Read, size: u64, path: &Path) -> Result<ValuesFile, ValuesFileError> {
    let mut sum = Checksum::default();
    let mut header = [0u8; 28];
    header[..8].copy_from_slice(MAGIC);
    reader
        .read_exact(&mut header[8..])
        .map_err(io_error(path))?;
    sum.update(&header);
    let width = header[8];
    if ![1, 2, 4].contains(&width) || header[9..16].iter().any(|&b| b != 0) {
        return Err(invalid(
            path,
            tr!("values-file-bad-width", width = u32::from(width)),
        ));
    }
    let count = u64::from_le_bytes(header[16..24].try_into().expect("8 bytes"));
    let name_len = u32::from_le_bytes(header[24..28].try_into().expect("4 bytes"));
    if name_len > MAX_NAME {
        return Err(invalid(
            path,
            tr!("values-file-name-too-long", bytes = name_len),
        ));
    }
    let expected = count
        .checked_mul(u64::from(width))
        .and_then(|bytes| bytes.checked_add(36 + u64::from(name_len)));
    if expected != Some(size) {
        return Err(invalid(
            path,
            tr!(
                "values-file-v1-truncated",
                size = size,
                count = count,
                width = u32::from(width)
            ),
        ));
    }
    // Never read past the size checked above, even if the file grows meanwhile.
    let mut reader = reader.take(size - 28);
    let mut name = vec![0u8; name_len as usize];
    reader.read_exact(&mut name).map_err(io_error(path))?;
    sum.update(&name);
    let name =
        String::from_utf8(name).map_err(|_| invalid(path, tr!("values-file-name-not-utf8")))?;
    let count = usize::try_from(count).map_err(|_| invalid(path, tr!("values-file-too-many")))?;
    let budget = Budget::current();
    budget.check_memory_of(count as u64 * u64::from(width), || {
        tr!(
            "memory-values-file",
            count = count,
            path = path.display().to_string()
        )
    })?;
    let mut values = match width {
        1 => Values::U8(Vec::with_capacity(count)),
        2 => Values::U16(Vec::with_capacity(count)),
        _ => Values::U32(Vec::with_capacity(count)),
    };
    read_values(
        &mut reader,
        count * width as usize,
        &mut values,
        &mut sum,
        &budget,
        path,
    )?;
    let mut stored = [0u8; 8];
    reader.read_exact(&mut stored).map_err(io_error(path))?;
    if u64::from_le_bytes(stored) != sum.finish() {
        return Err(invalid(path, tr!("values-file-checksum")));
    }
    Ok(ValuesFile {
        name,
        values,
        fell_back: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_path(name: &str) -> PathBuf {
        std::env::temp_dir().join(format!("grundy-test-{}-{name}", std::process::id()))
    }

    #[test]
    fn files_round_trip_in_every_width() {
        for values in [
            Values::U8(vec![0, 1, 2, 255]),
            Values::U16(vec![0, 300, 65535]),
            Values::U32(vec![7, 70_000]),
            Values::U8(Vec::new()),
        ] {
            let path = temp_path("round-trip");
            save_atomically(&path, "octal[0.137]", &values).unwrap();
            let loaded = load(&path).unwrap();
            assert_eq!(loaded.name, "octal[0.137]");
            assert_eq!(loaded.values, values);
            assert_eq!(loaded.fell_back, None);
            // Version 1 files are still read.
            let mut v1 = Vec::new();
            write_v1_to(&mut v1, "octal[0.137]", &values).unwrap();
            let read = read_from(v1.as_slice(), v1.len() as u64, &path).unwrap();
            assert_eq!(
                (read.name.as_str(), &read.values),
                ("octal[0.137]", &values)
            );
            std::fs::remove_file(&path).unwrap();
        }
    }

    #[test]
    fn damage_is_detected() {
        let path = temp_path("damage");
        save(&path, "kayles", &Values::U8((0..100).collect())).unwrap();
        let good = std::fs::read(&path).unwrap();
        let values_at = data_offset("kayles".len()) as usize;
        // A flipped bit in the values.
        let mut bad = good.clone();
        bad[values_at + 60] ^= 4;
        std::fs::write(&path, &bad).unwrap();
        let error = load(&path).unwrap_err().to_string();
        assert!(error.contains("do not match their checksum"), "{error}");
        // A flipped bit in the header.
        let mut bad = good.clone();
        bad[9] ^= 1;
        std::fs::write(&path, &bad).unwrap();
        assert!(load(&path).unwrap_err().to_string().contains("width"));
        let mut bad = good.clone();
        bad[HEADER as usize + 2] ^= 1; // the name
        std::fs::write(&path, &bad).unwrap();
        assert!(
            load(&path)
                .unwrap_err()
                .to_string()
                .contains("header does not match")
        );
        // A truncated file.
        std::fs::write(&path, &good[..good.len() - 3]).unwrap();
        let error = load(&path).unwrap_err().to_string();
        assert!(error.contains("truncated"), "{error}");
        // Not a values file at all.
        std::fs::write(&path, b"hello, this is not a values file at all!").unwrap();
        assert!(load(&path).unwrap_err().to_string().contains("GRUNDYv2"));
        // Version 1: a flipped bit, a truncated file.
        let mut v1 = Vec::new();
        write_v1_to(&mut v1, "kayles", &Values::U8((0..100).collect())).unwrap();
        let mut bad = v1.clone();
        bad[60] ^= 4;
        std::fs::write(&path, &bad).unwrap();
        assert!(load(&path).unwrap_err().to_string().contains("checksum"));
        std::fs::write(&path, &v1[..v1.len() - 3]).unwrap();
        assert!(load(&path).unwrap_err().to_string().contains("truncated"));
        std::fs::remove_file(&path).unwrap();
    }

    #[test]
    fn broken_headers_allocate_nothing() {
        let path = temp_path("header");
        // Version 1: a count of 2^60 values: the file is far too short for it.
        let mut good = Vec::new();
        write_v1_to(&mut good, "kayles", &Values::U8((0..100).collect())).unwrap();
        let mut bad = good.clone();
        bad[16..24].copy_from_slice(&(1u64 << 60).to_le_bytes());
        std::fs::write(&path, &bad).unwrap();
        assert!(load(&path).unwrap_err().to_string().contains("truncated"));
        // Version 2: a whole commit record counting 2^60 values.
        save(&path, "kayles", &Values::U8((0..100).collect())).unwrap();
        let mut bad = std::fs::read(&path).unwrap();
        let huge = Commit {
            sequence: 2,
            count: 1 << 60,
            sum: 0,
        };
        let slot = Commit::slot_offset(2) as usize;
        bad[slot..slot + 32].copy_from_slice(&huge.encode());
        std::fs::write(&path, &bad).unwrap();
        assert!(load(&path).unwrap_err().to_string().contains("truncated"));
        // A sparse file as long as its commit claims (2^31 values of 4 bytes): the memory
        // limit refuses it before anything is allocated or read.
        let count = 1u64 << 31;
        let mut header = header_v2("kayles", 4);
        let commit = Commit {
            sequence: 1,
            count,
            sum: 0,
        };
        let slot = Commit::slot_offset(1) as usize;
        header[slot..slot + 32].copy_from_slice(&commit.encode());
        std::fs::write(&path, &header).unwrap();
        let file = std::fs::OpenOptions::new().write(true).open(&path).unwrap();
        file.set_len(header.len() as u64 + count * 4).unwrap();
        drop(file);
        let error = load(&path).unwrap_err();
        assert!(
            matches!(error, ValuesFileError::Limit(LimitExceeded::Memory { .. })),
            "{error}"
        );
        assert!(error.to_string().contains("memory limit"), "{error}");
        // Under a small memory limit, even an honest file is refused.
        save(&path, "kayles", &Values::U16((0..3000).collect())).unwrap();
        let small = Budget::default().with_memory_limit(1000);
        assert!(matches!(
            small.run(|| load(&path)),
            Err(ValuesFileError::Limit(LimitExceeded::Memory { .. }))
        ));
        assert_eq!(
            load(&path).unwrap().values,
            Values::U16((0..3000).collect())
        );
        std::fs::remove_file(&path).unwrap();
    }

    #[test]
    fn the_checksum_sees_every_byte_and_the_length() {
        assert_ne!(checksum(b"abc"), checksum(b"abd"));
        assert_ne!(checksum(b"abc"), checksum(b"abc\0"));
        assert_ne!(checksum(&[0; 8]), checksum(&[0; 16]));
    }

    /// A checkpoint appends what is new: the file grows by the new values only, and every
    /// save reads back as the values saved, through widenings (a new file) and resumes.
    #[test]
    fn checkpoints_append_what_is_new() {
        let path = temp_path("append");
        let _ = std::fs::remove_file(&path);
        let mut checkpoint = Checkpoint::new(&path, "grundy");
        let mut values = Values::default();
        let mut sizes = Vec::new();
        for (k, value) in (0..3000u32).map(|n| n % 251).enumerate() {
            values.push(value);
            if k % 500 == 499 {
                checkpoint.save(values.view()).unwrap();
                assert_eq!(load(&path).unwrap().values, values);
                sizes.push(std::fs::metadata(&path).unwrap().len());
            }
        }
        let offset = data_offset("grundy".len());
        assert_eq!(sizes, (1..=6).map(|k| offset + 500 * k).collect::<Vec<_>>());
        // A resumed checkpoint appends to the same file.
        let (file, mut resumed) = Checkpoint::resume(&path).unwrap();
        assert_eq!(file.values, values);
        values.push(7);
        resumed.save(values.view()).unwrap();
        assert_eq!(std::fs::metadata(&path).unwrap().len(), offset + 3001);
        // A value of two bytes: the file is written anew, two bytes a value.
        values.push(300);
        resumed.save(values.view()).unwrap();
        assert_eq!(load(&path).unwrap().values, values);
        assert_eq!(std::fs::metadata(&path).unwrap().len(), offset + 2 * 3002);
        // A version 1 checkpoint resumes, and is written as version 2 at its first save.
        let mut v1 = Vec::new();
        write_v1_to(&mut v1, "grundy", &values).unwrap();
        std::fs::write(&path, v1).unwrap();
        let (file, mut resumed) = Checkpoint::resume(&path).unwrap();
        assert_eq!(file.values, values);
        values.push(1);
        resumed.save(values.view()).unwrap();
        assert_eq!(&std::fs::read(&path).unwrap()[..8], MAGIC_V2);
        assert_eq!(load(&path).unwrap().values, values);
        std::fs::remove_file(&path).unwrap();
    }

    /// What a crash can leave: values appended but not committed (read up to the commit), a
    /// commit record torn in the middle of its write (read up to the one before, saying so).
    #[test]
    fn a_crash_at_any_point_of_a_save_leaves_the_last_commit() {
        let path = temp_path("crash");
        let mut checkpoint = Checkpoint::new(&path, "kayles");
        let first = Values::U8((0..1000).map(|n| (n % 7) as u8).collect());
        checkpoint.save(first.view()).unwrap();
        let mut second = first.clone();
        (0..500).for_each(|n| second.push(n % 5));
        checkpoint.save(second.view()).unwrap();
        let committed = std::fs::read(&path).unwrap();
        // Values appended after the commit, never committed: ignored.
        let mut appended = committed.clone();
        appended.extend([9u8; 777]);
        std::fs::write(&path, &appended).unwrap();
        let read = load(&path).unwrap();
        assert_eq!((read.values, read.fell_back), (second.clone(), None));
        // The newest record torn at every byte: the older one is used.
        let slot = Commit::slot_offset(2) as usize;
        for torn_at in 0..32 {
            let mut torn = appended.clone();
            torn[slot + torn_at] ^= 0x5a;
            std::fs::write(&path, &torn).unwrap();
            let read = load(&path).unwrap();
            assert_eq!(read.values, first, "torn at {torn_at}");
            assert!(read.fell_back.unwrap().contains("torn"));
        }
        // Both records torn: refused.
        let mut torn = appended.clone();
        torn[Commit::slot_offset(1) as usize + 3] ^= 1;
        torn[slot + 3] ^= 1;
        std::fs::write(&path, &torn).unwrap();
        assert!(
            load(&path)
                .unwrap_err()
                .to_string()
                .contains("no whole commit record")
        );
        std::fs::remove_file(&path).unwrap();
    }
}
