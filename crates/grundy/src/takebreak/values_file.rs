//! The binary format of nim-sequence files (`grundy seq --out FILE`) and checkpoints
//! (`--checkpoint FILE`): the same format, so a checkpoint is also a values file.
//!
//! All integers are little-endian.
//!
//! | offset      | bytes           | field                                                    |
//! |-------------|-----------------|----------------------------------------------------------|
//! | 0           | 8               | magic `GRUNDYv1`                                         |
//! | 8           | 1               | width `w`: bytes per value, 1, 2 or 4                    |
//! | 9           | 7               | reserved, zero                                           |
//! | 16          | 8               | count `N`: the file holds `G(0)` to `G(N − 1)`          |
//! | 24          | 4               | length `L` of the game's name                            |
//! | 28          | `L`             | the game's name in UTF-8, as in expressions (`octal[0.137]`) |
//! | 28 + L      | `N·w`           | the values, `w` bytes each                               |
//! | 28 + L + N·w| 8               | checksum of every byte before it (see [`checksum`])      |
//!
//! Checkpoints are written atomically: to `FILE.tmp`, flushed to disk, then renamed over `FILE`
//! (and the directory synced), so a crash at any moment leaves either the old or the new
//! checkpoint, whole. Reading checks the magic, the sizes, the name and the checksum; it never
//! trusts the header's count further than the file's size and the memory limit of the
//! [`Budget`] entered on the thread, and reads a block at a time (checking the budget between
//! blocks, so that a read of gigabytes can be cancelled).

use std::fs::File;
use std::io::{self, BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};

use super::values::Values;
use crate::budget::{Budget, LimitExceeded};

/// The first eight bytes of every values file.
pub const MAGIC: &[u8; 8] = b"GRUNDYv1";

/// The longest game name a file may hold.
const MAX_NAME: u32 = 4096;

/// How many bytes of values are read at a time (a multiple of every width).
const BLOCK_BYTES: usize = 1 << 20;

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
    /// The file is not in this format, or is damaged.
    #[error("{path} is not a valid grundy values file: {reason}")]
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
struct Summing<W: Write> {
    inner: W,
    sum: Checksum,
}

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

fn io_error(path: &Path) -> impl FnOnce(io::Error) -> ValuesFileError + '_ {
    move |source| ValuesFileError::Io {
        path: path.display().to_string(),
        source,
    }
}

/// Writes `values` of the game `name` in the format, to any writer.
pub fn write_to(mut out: impl Write, name: &str, values: &Values) -> io::Result<()> {
    let mut summing = Summing {
        inner: &mut out,
        sum: Checksum::default(),
    };
    summing.write_all(MAGIC)?;
    summing.write_all(&[values.width() as u8, 0, 0, 0, 0, 0, 0, 0])?;
    summing.write_all(&(values.len() as u64).to_le_bytes())?;
    summing.write_all(&(name.len() as u32).to_le_bytes())?;
    summing.write_all(name.as_bytes())?;
    const CHUNK: usize = 1 << 16;
    match values {
        Values::U8(v) => summing.write_all(v)?,
        Values::U16(v) => {
            for chunk in v.chunks(CHUNK) {
                let bytes: Vec<u8> = chunk.iter().flat_map(|x| x.to_le_bytes()).collect();
                summing.write_all(&bytes)?;
            }
        }
        Values::U32(v) => {
            for chunk in v.chunks(CHUNK) {
                let bytes: Vec<u8> = chunk.iter().flat_map(|x| x.to_le_bytes()).collect();
                summing.write_all(&bytes)?;
            }
        }
    }
    let sum = summing.sum.finish();
    out.write_all(&sum.to_le_bytes())?;
    out.flush()
}

/// Writes a values file (not atomically: for `--out`).
pub fn save(path: &Path, name: &str, values: &Values) -> Result<(), ValuesFileError> {
    let file = File::create(path).map_err(io_error(path))?;
    write_to(BufWriter::with_capacity(1 << 20, file), name, values).map_err(io_error(path))
}

/// Writes a values file atomically: a crash at any moment leaves either the previous file or
/// the new one, whole, at `path`.
pub fn save_atomically(path: &Path, name: &str, values: &Values) -> Result<(), ValuesFileError> {
    let mut temporary = PathBuf::from(path);
    let mut file_name = path.file_name().unwrap_or_default().to_os_string();
    file_name.push(".tmp");
    temporary.set_file_name(file_name);
    let file = File::create(&temporary).map_err(io_error(&temporary))?;
    let mut writer = BufWriter::with_capacity(1 << 20, file);
    write_to(&mut writer, name, values).map_err(io_error(&temporary))?;
    let file = writer
        .into_inner()
        .map_err(|e| io_error(&temporary)(e.into_error()))?;
    file.sync_all().map_err(io_error(&temporary))?;
    drop(file);
    std::fs::rename(&temporary, path).map_err(io_error(path))?;
    sync_directory_of(path);
    Ok(())
}

/// Makes a rename to `path` durable: syncs the directory holding it (best effort: some file
/// systems refuse to sync a directory, and the rename has happened either way).
pub(crate) fn sync_directory_of(path: &Path) {
    let directory = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    if let Ok(directory) = File::open(directory) {
        let _ = directory.sync_all();
    }
}

/// Reads and verifies a values file.
pub fn load(path: &Path) -> Result<ValuesFile, ValuesFileError> {
    let file = File::open(path).map_err(io_error(path))?;
    let size = file.metadata().map_err(io_error(path))?.len();
    read_from(BufReader::with_capacity(1 << 20, file), size, path)
}

/// Reads and verifies a values file of `size` bytes from `reader`; `path` names it in errors.
/// Nothing larger than `size` allows is allocated, so a damaged header cannot ask for more
/// memory than the file holds.
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
pub fn read_from(
    mut reader: impl Read,
    size: u64,
    path: &Path,
) -> Result<ValuesFile, ValuesFileError> {
    let invalid = |reason: String| ValuesFileError::Invalid {
        path: path.display().to_string(),
        reason,
    };
    let mut sum = Checksum::default();
    let mut header = [0u8; 28];
    if size < 36 {
        return Err(invalid(format!("it is too short ({size} bytes)")));
    }
    reader.read_exact(&mut header).map_err(io_error(path))?;
    sum.update(&header);
    if &header[..8] != MAGIC {
        return Err(invalid("it does not start with GRUNDYv1".into()));
    }
    let width = header[8];
    if ![1, 2, 4].contains(&width) || header[9..16].iter().any(|&b| b != 0) {
        return Err(invalid(format!("bad value width {width}")));
    }
    let count = u64::from_le_bytes(header[16..24].try_into().expect("8 bytes"));
    let name_len = u32::from_le_bytes(header[24..28].try_into().expect("4 bytes"));
    if name_len > MAX_NAME {
        return Err(invalid(format!("the game name is {name_len} bytes long")));
    }
    let expected = count
        .checked_mul(u64::from(width))
        .and_then(|bytes| bytes.checked_add(36 + u64::from(name_len)));
    if expected != Some(size) {
        return Err(invalid(format!(
            "it is {size} bytes, but its header announces {count} values of {width} bytes (truncated or damaged)"
        )));
    }
    // Never read past the size checked above, even if the file grows meanwhile.
    let mut reader = reader.take(size - 28);
    let mut name = vec![0u8; name_len as usize];
    reader.read_exact(&mut name).map_err(io_error(path))?;
    sum.update(&name);
    let name = String::from_utf8(name).map_err(|_| invalid("the game name is not UTF-8".into()))?;
    let count = usize::try_from(count).map_err(|_| invalid("too many values".into()))?;
    let budget = Budget::current();
    budget.check_memory(
        count as u64 * u64::from(width),
        format!("the {count} values in {}", path.display()),
    )?;
    let mut values = match width {
        1 => Values::U8(Vec::with_capacity(count)),
        2 => Values::U16(Vec::with_capacity(count)),
        _ => Values::U32(Vec::with_capacity(count)),
    };
    // The values a block at a time, decoded straight into their vector.
    let mut block = vec![0u8; BLOCK_BYTES.min(count * width as usize)];
    let mut left = count * width as usize;
    while left > 0 {
        budget.check()?;
        let chunk = &mut block[..left.min(BLOCK_BYTES)];
        reader.read_exact(chunk).map_err(io_error(path))?;
        sum.update(chunk);
        left -= chunk.len();
        match &mut values {
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
    let mut stored = [0u8; 8];
    reader.read_exact(&mut stored).map_err(io_error(path))?;
    if u64::from_le_bytes(stored) != sum.finish() {
        return Err(invalid(
            "the checksum does not match (the file is damaged)".into(),
        ));
    }
    Ok(ValuesFile { name, values })
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
            std::fs::remove_file(&path).unwrap();
        }
    }

    #[test]
    fn damage_is_detected() {
        let path = temp_path("damage");
        save(&path, "kayles", &Values::U8((0..100).collect())).unwrap();
        let good = std::fs::read(&path).unwrap();
        // A flipped bit in the values.
        let mut bad = good.clone();
        bad[60] ^= 4;
        std::fs::write(&path, &bad).unwrap();
        assert!(load(&path).unwrap_err().to_string().contains("checksum"));
        // A truncated file.
        std::fs::write(&path, &good[..good.len() - 3]).unwrap();
        assert!(load(&path).unwrap_err().to_string().contains("truncated"));
        // Not a values file at all.
        std::fs::write(&path, b"hello, this is not a values file at all!").unwrap();
        assert!(load(&path).unwrap_err().to_string().contains("GRUNDYv1"));
        std::fs::remove_file(&path).unwrap();
    }

    #[test]
    fn broken_headers_allocate_nothing() {
        let path = temp_path("header");
        save(&path, "kayles", &Values::U8((0..100).collect())).unwrap();
        let good = std::fs::read(&path).unwrap();
        // A count of 2^60 values: the file is far too short for it.
        let mut bad = good.clone();
        bad[16..24].copy_from_slice(&(1u64 << 60).to_le_bytes());
        std::fs::write(&path, &bad).unwrap();
        assert!(load(&path).unwrap_err().to_string().contains("truncated"));
        // A sparse file as long as its header claims (2^31 values of 4 bytes): the memory
        // limit refuses it before anything is allocated or read.
        let count = 1u64 << 31;
        let mut header = good[..28 + 6].to_vec();
        header[8] = 4;
        header[16..24].copy_from_slice(&count.to_le_bytes());
        std::fs::write(&path, &header).unwrap();
        let file = std::fs::OpenOptions::new().write(true).open(&path).unwrap();
        file.set_len(36 + 6 + count * 4).unwrap();
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
}
