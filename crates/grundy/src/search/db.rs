//! The persistent endgame database (`grundy eval --db FILE`): exact values of components that
//! took long to search, kept in a file and reused by later runs (and by a run started again
//! after it was stopped).
//!
//! The file is a header followed by fixed-size records, each `(game, key, value)` with a
//! checksum, only ever appended to: one `write` per record, at the end. A process killed in the
//! middle of a write (kill -9, a full disk, a power cut) leaves at worst a torn last record,
//! which the checksum exposes: reading stops at the first record that does not check out, and
//! the file is cut back to the records before it before anything is appended. Only games whose
//! keys mean the same thing in every run take part (see [`Decomposable::stable_key`]).
//!
//! Keys have 256 bits (a canonical labelling of a Node-Kayles component needs up to 236). A file
//! of format 1 (128-bit keys, written by grundy before Node-Kayles took part) is rewritten in
//! the current format when opened, atomically: a kill leaves the old file or the new one.
//!
//! ```
//! use grundy::search::db::EndgameDb;
//! let path = std::env::temp_dir().join(format!("grundy-db-doc-{}", std::process::id()));
//! let db = EndgameDb::open(&path).unwrap();
//! db.record(1, [42, 0], 3);
//! drop(db);
//! assert_eq!(EndgameDb::open(&path).unwrap().get(1, [42, 0]), Some(3));
//! std::fs::remove_file(&path).unwrap();
//! ```
//!
//! [`Decomposable::stable_key`]: super::Decomposable::stable_key

use std::collections::HashMap;
use std::fs::{File, OpenOptions};
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, RwLock};

use crate::budget::{Budget, tr};

/// A component's key as the database keeps it: the same component in every run.
pub(crate) type StableKey = [u128; 2];

/// The first bytes of a database file (format 2).
const MAGIC: &[u8; 16] = b"grundy-endgame2\n";

/// The bytes of one record: game (4), value (4), key (32), checksum (8).
const RECORD: usize = 48;

/// The first bytes of a file of format 1, whose records held 128-bit keys.
const MAGIC_V1: &[u8; 16] = b"grundy-endgame1\n";

/// The bytes of one record of format 1: game (4), value (4), key (16), checksum (8).
const RECORD_V1: usize = 32;

/// The fewest positions a component's search must have taken for its value to be recorded
/// (cheaper ones are quicker to search again than to store).
pub(crate) const MIN_WORK: u64 = 2_000;

/// Why a database could not be opened: the file, and what the system said. Its message is in
/// the language of the computation.
#[derive(Debug, thiserror::Error)]
pub enum DbError {
    /// The file could not be opened (nor created).
    #[error("{}", tr!("db-cannot-open", path = path, error = source.to_string()))]
    Open {
        /// The file.
        path: String,
        /// What went wrong.
        source: std::io::Error,
    },
    /// The file could not be read.
    #[error("{}", tr!("db-cannot-read", path = path, error = source.to_string()))]
    Read {
        /// The file.
        path: String,
        /// What went wrong.
        source: std::io::Error,
    },
    /// The file could not be cut back, upgraded or started.
    #[error("{}", tr!("db-cannot-write", path = path, error = source.to_string()))]
    Write {
        /// The file.
        path: String,
        /// What went wrong.
        source: std::io::Error,
    },
    /// The file is something else than a database; it is left untouched.
    #[error("{}", tr!("db-not-a-database", path = path))]
    NotADatabase {
        /// The file.
        path: String,
    },
}

/// A persistent endgame database: the values read from its file when it was opened, and the
/// file, to which new values are appended.
pub struct EndgameDb {
    path: PathBuf,
    /// `(game, key)` → value: the file's records when it was opened, and those added since.
    known: RwLock<HashMap<(u32, StableKey), u32>>,
    file: Mutex<File>,
}

impl std::fmt::Debug for EndgameDb {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "EndgameDb({})", self.path.display())
    }
}

/// The checksum of a record's bytes but the last eight (FNV-1a, 64 bits, then mixed so that
/// every input bit reaches every output bit).
fn checksum(bytes: &[u8]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for &byte in bytes {
        hash = (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash = (hash ^ (hash >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    hash ^ (hash >> 31)
}

fn encode(game: u32, key: StableKey, value: u32) -> [u8; RECORD] {
    let mut record = [0u8; RECORD];
    record[..4].copy_from_slice(&game.to_le_bytes());
    record[4..8].copy_from_slice(&value.to_le_bytes());
    record[8..24].copy_from_slice(&key[0].to_le_bytes());
    record[24..40].copy_from_slice(&key[1].to_le_bytes());
    let sum = checksum(&record[..40]);
    record[40..].copy_from_slice(&sum.to_le_bytes());
    record
}

/// `(game, key, value)` of a record of `RECORD` or `RECORD_V1` bytes (a key of 128 bits is
/// the low half of a key of 256), or `None` when its checksum does not match.
fn decode(record: &[u8]) -> Option<(u32, StableKey, u32)> {
    let (body, sum) = record.split_at(record.len() - 8);
    if u64::from_le_bytes(sum.try_into().ok()?) != checksum(body) {
        return None;
    }
    let word = |at: usize| u128::from_le_bytes(body[at..at + 16].try_into().expect("16 bytes"));
    let game = u32::from_le_bytes(body[..4].try_into().ok()?);
    let value = u32::from_le_bytes(body[4..8].try_into().ok()?);
    let key = if body.len() == 40 {
        [word(8), word(24)]
    } else {
        [word(8), 0]
    };
    Some((game, key, value))
}

/// The records of `bytes` (after the header) up to the first that does not check out, and the
/// length of the file they fill.
fn read_records(bytes: &[u8], size: usize) -> (Vec<(u32, StableKey, u32)>, usize) {
    let records: Vec<_> = bytes[MAGIC.len()..]
        .chunks_exact(size)
        .map_while(decode)
        .collect();
    let len = MAGIC.len() + records.len() * size;
    (records, len)
}

impl EndgameDb {
    /// Opens the database in `path`, creating it when missing. Records after the first one
    /// that does not check out (a torn write) are dropped from the file; a file of format 1 is
    /// rewritten in format 2 first. Errors: the file cannot be read or written, or it is not a
    /// database (then it is left untouched).
    pub fn open(path: &Path) -> Result<EndgameDb, DbError> {
        let shown = || path.display().to_string();
        let mut file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(path)
            .map_err(|source| DbError::Open {
                path: shown(),
                source,
            })?;
        let mut bytes = Vec::new();
        file.read_to_end(&mut bytes)
            .map_err(|source| DbError::Read {
                path: shown(),
                source,
            })?;
        let cut = |source: std::io::Error| DbError::Write {
            path: shown(),
            source,
        };
        let not_a_database = || DbError::NotADatabase { path: shown() };
        let (records, valid_len) = if bytes.len() < MAGIC.len() {
            // Empty, or a header torn by a killed first run: start afresh.
            if !MAGIC.starts_with(&bytes) {
                return Err(not_a_database());
            }
            (Vec::new(), 0)
        } else if &bytes[..MAGIC.len()] == MAGIC_V1 {
            let (records, _) = read_records(&bytes, RECORD_V1);
            let mut upgraded = MAGIC.to_vec();
            for &(game, key, value) in &records {
                upgraded.extend_from_slice(&encode(game, key, value));
            }
            drop(file);
            crate::files::write_atomically(path, &upgraded).map_err(cut)?;
            return EndgameDb::open(path);
        } else if &bytes[..MAGIC.len()] != MAGIC {
            return Err(not_a_database());
        } else {
            read_records(&bytes, RECORD)
        };
        if valid_len != bytes.len() || valid_len == 0 {
            file.set_len(valid_len as u64).map_err(cut)?;
        }
        file.seek(SeekFrom::Start(valid_len as u64)).map_err(cut)?;
        if valid_len == 0 {
            file.write_all(MAGIC).map_err(cut)?;
        }
        let known = records
            .into_iter()
            .map(|(game, key, value)| ((game, key), value))
            .collect();
        Ok(EndgameDb {
            path: path.to_path_buf(),
            known: RwLock::new(known),
            file: Mutex::new(file),
        })
    }

    /// The value recorded for `key` of game `game`.
    pub fn get(&self, game: u32, key: StableKey) -> Option<u32> {
        let known = self
            .known
            .read()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        known.get(&(game, key)).copied()
    }

    /// How many values the database holds.
    pub fn len(&self) -> usize {
        self.known
            .read()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .len()
    }

    /// Whether the database holds no value.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Records that `key` of game `game` has value `value`, appending it to the file (once per
    /// key). A failed write only loses the record: the search goes on.
    pub fn record(&self, game: u32, key: StableKey, value: u32) {
        {
            let mut known = self
                .known
                .write()
                .unwrap_or_else(|poisoned| poisoned.into_inner());
            if known.insert((game, key), value).is_some() {
                return;
            }
        }
        let mut file = self
            .file
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        // One write of a whole record: a kill leaves it whole or torn, never interleaved.
        let _ = file.write_all(&encode(game, key, value));
    }
}

/// Makes `db` the database every search of the computation `budget` belongs to reads and adds
/// to (`None`: none).
pub fn install(budget: &Budget, db: Option<Arc<EndgameDb>>) {
    budget.context().put(Arc::new(Installed(db)));
}

/// The database of the computation entered on this thread, if any.
pub(crate) fn installed() -> Option<Arc<EndgameDb>> {
    Budget::current()
        .context()
        .find::<Installed>()
        .and_then(|installed| installed.0.clone())
}

/// The database a computation's searches use ([`install`]).
struct Installed(Option<Arc<EndgameDb>>);

#[cfg(test)]
mod tests {
    use super::*;

    fn temp(name: &str) -> PathBuf {
        let path = std::env::temp_dir().join(format!("grundy-db-{name}-{}", std::process::id()));
        let _ = std::fs::remove_file(&path);
        path
    }

    #[test]
    fn records_survive_reopening_and_a_torn_tail_is_dropped() {
        let path = temp("torn");
        let db = EndgameDb::open(&path).unwrap();
        for key in 0..100u128 {
            db.record(7, [key, key << 64 | 1], (key % 9) as u32);
        }
        db.record(7, [5, 5 << 64 | 1], 5); // known already: not written twice
        drop(db);
        let full = std::fs::metadata(&path).unwrap().len();
        assert_eq!(full, (MAGIC.len() + 100 * RECORD) as u64);
        // A write cut short, as by kill -9: half a record at the end.
        let mut file = OpenOptions::new().append(true).open(&path).unwrap();
        file.write_all(&encode(7, [1000, 0], 1)[..RECORD / 2])
            .unwrap();
        drop(file);
        let db = EndgameDb::open(&path).unwrap();
        assert_eq!(db.len(), 100);
        for key in 0..100u128 {
            assert_eq!(db.get(7, [key, key << 64 | 1]), Some((key % 9) as u32));
        }
        assert_eq!(db.get(8, [0, 0]), None);
        // The torn record was cut off, so new records line up again.
        assert_eq!(std::fs::metadata(&path).unwrap().len(), full);
        db.record(7, [1000, 0], 2);
        drop(db);
        assert_eq!(EndgameDb::open(&path).unwrap().get(7, [1000, 0]), Some(2));
        std::fs::remove_file(&path).unwrap();
    }

    #[test]
    fn a_corrupt_record_ends_the_readable_part() {
        let path = temp("corrupt");
        let db = EndgameDb::open(&path).unwrap();
        for key in 0..10u128 {
            db.record(1, [key, 0], 1);
        }
        drop(db);
        let mut bytes = std::fs::read(&path).unwrap();
        bytes[MAGIC.len() + 4 * RECORD + 9] ^= 1; // a flipped bit in the fifth record
        std::fs::write(&path, &bytes).unwrap();
        let db = EndgameDb::open(&path).unwrap();
        assert_eq!(db.len(), 4);
        assert_eq!(db.get(1, [3, 0]), Some(1));
        assert_eq!(db.get(1, [4, 0]), None);
        std::fs::remove_file(&path).unwrap();
    }

    #[test]
    fn other_files_are_refused_and_left_alone() {
        let path = temp("other");
        std::fs::write(&path, "a -- b\n").unwrap();
        let error = EndgameDb::open(&path).unwrap_err().to_string();
        assert!(error.contains("not a grundy endgame database"), "{error}");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "a -- b\n");
        // A header cut short by a kill is a fresh database.
        std::fs::write(&path, &MAGIC[..5]).unwrap();
        let db = EndgameDb::open(&path).unwrap();
        assert!(db.is_empty());
        db.record(2, [9, 0], 4);
        drop(db);
        assert_eq!(EndgameDb::open(&path).unwrap().get(2, [9, 0]), Some(4));
        std::fs::remove_file(&path).unwrap();
    }

    #[test]
    fn a_file_of_format_1_is_rewritten_with_its_records() {
        let path = temp("v1");
        let mut bytes = MAGIC_V1.to_vec();
        for key in 0..20u128 {
            let mut record = [0u8; RECORD_V1];
            record[..4].copy_from_slice(&1u32.to_le_bytes());
            record[4..8].copy_from_slice(&((key % 5) as u32).to_le_bytes());
            record[8..24].copy_from_slice(&(key << 70 | key).to_le_bytes());
            let sum = checksum(&record[..24]);
            record[24..].copy_from_slice(&sum.to_le_bytes());
            bytes.extend_from_slice(&record);
        }
        bytes.extend_from_slice(&[7; RECORD_V1 / 2]); // a torn last record
        std::fs::write(&path, &bytes).unwrap();
        let db = EndgameDb::open(&path).unwrap();
        assert_eq!(db.len(), 20);
        for key in 0..20u128 {
            assert_eq!(db.get(1, [key << 70 | key, 0]), Some((key % 5) as u32));
        }
        db.record(2, [u128::MAX, u128::MAX - 1], 9); // a key of 256 bits, after the upgrade
        drop(db);
        let written = std::fs::read(&path).unwrap();
        assert_eq!(&written[..MAGIC.len()], MAGIC);
        assert_eq!(written.len(), MAGIC.len() + 21 * RECORD);
        let db = EndgameDb::open(&path).unwrap();
        assert_eq!(db.get(2, [u128::MAX, u128::MAX - 1]), Some(9));
        assert_eq!(db.get(1, [19 << 70 | 19, 0]), Some(4));
        assert!(!crate::files::temporary_path(&path).exists());
        std::fs::remove_file(&path).unwrap();
    }
}
