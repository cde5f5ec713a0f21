//! Values kept in a values file and memory-mapped (`grundy seq --mapped`): the engines append
//! to the file's pages as they would to a vector, so a sequence may be larger than the memory
//! a run can allocate (Grundy's game to 2^33 is 16 GiB of two-byte values), checkpoints write
//! only a commit record (the values are already in the file), and resuming maps the file
//! instead of reading it into memory.
//!
//! The file is a version 2 values file ([`super::values_file`]) whose length runs ahead of its
//! values: room is added in large steps (doubling, then a gigabyte at a time), reserved on disk
//! (`posix_fallocate` on Linux) so that a full disk is an error when the room is made, not a
//! crash when a page is first written. Values past the last commit are in the file but not yet
//! durable; [`MappedValues::commit`] makes them so. When a value needs a wider cell (from one
//! byte to two), the file is written anew at the new width beside the old one and renamed over
//! it, once. Dropping the values trims the file to its committed values.
//!
//! The file is locked while it is mapped, so that a second run cannot write it under the
//! first; nothing else may change it meanwhile.

use std::fs::{File, OpenOptions};
use std::io::{BufReader, Read};
use std::marker::PhantomData;
use std::path::{Path, PathBuf};
use std::ptr::NonNull;
use std::sync::Mutex;

use memmap2::{MmapMut, MmapOptions};

use super::values::{Cell, Column, ValuesRef};
use super::values_file::{
    self, Checksum, Commit, MAGIC, MAGIC_V2, ValuesFileError, header_v2, invalid, io_error,
    newest_commit, read_header_v2, values_damaged,
};
use crate::budget::{Budget, tr};
use crate::files::{sync_directory_of, temporary_path};

/// The first room made in a new file, in bytes.
const FIRST_ROOM: u64 = 1 << 20;

/// The most room added at once, in bytes (below it, the room doubles).
const GROWTH_STEP: u64 = 1 << 30;

/// How many bytes are checksummed between two checks of the budget.
const SUM_BLOCK: usize = 1 << 24;

/// Values of one width in a memory-mapped file: a [`Column`] the engines push to. Room for
/// the values to come is made by [`MappedValues::reserve`] before they are computed.
pub(crate) struct MappedColumn<T: Cell> {
    map: Option<MmapMut>,
    start: NonNull<T>,
    len: usize,
    capacity: usize,
    cell: PhantomData<T>,
}

// SAFETY: the column owns its mapping as a vector owns its buffer, and `T` is a plain integer.
unsafe impl<T: Cell> Send for MappedColumn<T> {}
// SAFETY: as above; shared access only reads.
unsafe impl<T: Cell> Sync for MappedColumn<T> {}

impl<T: Cell> MappedColumn<T> {
    fn new(map: Option<MmapMut>, len: usize) -> MappedColumn<T> {
        let mut column = MappedColumn {
            map: None,
            start: NonNull::dangling(),
            len: 0,
            capacity: 0,
            cell: PhantomData,
        };
        column.set_map(map);
        assert!(len <= column.capacity, "the mapped values fit their file");
        column.len = len;
        column
    }

    /// Replaces the mapping (of the same file, or a longer one).
    fn set_map(&mut self, map: Option<MmapMut>) {
        self.map = map;
        match &mut self.map {
            Some(map) => {
                let start = map.as_mut_ptr();
                assert!(
                    start.align_offset(std::mem::align_of::<T>()) == 0,
                    "values start on a page"
                );
                self.start = NonNull::new(start.cast::<T>()).expect("a mapping is not null");
                self.capacity = map.len() / T::BYTES;
            }
            None => {
                self.start = NonNull::dangling();
                self.capacity = 0;
            }
        }
    }

    /// The values as the bytes of the file (little-endian: see [`MappedValues::create`]).
    fn bytes(&self) -> &[u8] {
        match &self.map {
            Some(map) => &map[..self.len * T::BYTES],
            None => &[],
        }
    }
}

impl<T: Cell> std::ops::Deref for MappedColumn<T> {
    type Target = [T];
    #[inline(always)]
    fn deref(&self) -> &[T] {
        // SAFETY: `start` points to `capacity ≥ len` mapped cells (or is dangling with
        // `len = 0`), aligned, and only this column writes them.
        unsafe { std::slice::from_raw_parts(self.start.as_ptr(), self.len) }
    }
}

impl<T: Cell> Column<T> for MappedColumn<T> {
    #[inline(always)]
    fn push(&mut self, value: T) {
        assert!(
            self.len < self.capacity,
            "room is made in the mapped file before values are computed"
        );
        // SAFETY: `len < capacity`, so the cell is mapped, and nothing else refers to it.
        unsafe { self.start.as_ptr().add(self.len).write(value) };
        self.len += 1;
    }

    fn reserve_exact(&mut self, additional: usize) {
        assert!(
            self.len + additional <= self.capacity,
            "room is made in the mapped file before values are computed"
        );
    }
}

/// The columns of the three widths.
pub(crate) enum Cells {
    U8(MappedColumn<u8>),
    U16(MappedColumn<u16>),
    U32(MappedColumn<u32>),
}

impl Cells {
    fn new(width: usize, map: Option<MmapMut>, len: usize) -> Cells {
        match width {
            1 => Cells::U8(MappedColumn::new(map, len)),
            2 => Cells::U16(MappedColumn::new(map, len)),
            _ => Cells::U32(MappedColumn::new(map, len)),
        }
    }

    fn width(&self) -> usize {
        match self {
            Cells::U8(_) => 1,
            Cells::U16(_) => 2,
            Cells::U32(_) => 4,
        }
    }

    fn len(&self) -> usize {
        match self {
            Cells::U8(c) => c.len,
            Cells::U16(c) => c.len,
            Cells::U32(c) => c.len,
        }
    }

    fn capacity(&self) -> usize {
        match self {
            Cells::U8(c) => c.capacity,
            Cells::U16(c) => c.capacity,
            Cells::U32(c) => c.capacity,
        }
    }

    fn bytes(&self) -> &[u8] {
        match self {
            Cells::U8(c) => c.bytes(),
            Cells::U16(c) => c.bytes(),
            Cells::U32(c) => c.bytes(),
        }
    }

    fn map(&self) -> Option<&MmapMut> {
        match self {
            Cells::U8(c) => c.map.as_ref(),
            Cells::U16(c) => c.map.as_ref(),
            Cells::U32(c) => c.map.as_ref(),
        }
    }

    fn set_map(&mut self, map: Option<MmapMut>) {
        match self {
            Cells::U8(c) => c.set_map(map),
            Cells::U16(c) => c.set_map(map),
            Cells::U32(c) => c.set_map(map),
        }
    }

    fn view(&self) -> ValuesRef<'_> {
        match self {
            Cells::U8(c) => ValuesRef::U8(c),
            Cells::U16(c) => ValuesRef::U16(c),
            Cells::U32(c) => ValuesRef::U32(c),
        }
    }
}

/// The newest commit and the checksum's state after the values it counts.
struct Committed {
    commit: Commit,
    sum: Checksum,
}

/// A nim-sequence kept in a version 2 values file, memory-mapped: what a
/// [`super::Computation`] made with [`super::Computation::mapped`] computes into.
///
/// ```
/// use grundy::takebreak::mapped::MappedValues;
/// use grundy::takebreak::{values_file, Computation, EngineKind, Goal, Rules};
/// let path = std::env::temp_dir().join(format!("doc-mapped-{}.gv", std::process::id()));
/// let file = MappedValues::create(&path, "grundy").unwrap();
/// let mut run = Computation::mapped(Rules::grundys_game(), EngineKind::Sparse, file).unwrap();
/// run.run(Goal::count(1000), |_| true);
/// run.mapped_values().unwrap().commit(run.len()).unwrap();
/// drop(run); // trims the file to its committed values
/// let mut in_memory = Computation::new(Rules::grundys_game(), EngineKind::Sparse);
/// in_memory.run(Goal::count(1000), |_| true);
/// assert_eq!(values_file::load(&path).unwrap().values, in_memory.into_values());
/// # std::fs::remove_file(&path).unwrap();
/// ```
pub struct MappedValues {
    path: PathBuf,
    name: String,
    file: File,
    data_offset: u64,
    cells: Cells,
    committed: Mutex<Committed>,
}

impl std::fmt::Debug for MappedValues {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MappedValues")
            .field("path", &self.path)
            .field("name", &self.name)
            .field("len", &self.cells.len())
            .field("width", &self.cells.width())
            .finish()
    }
}

/// Mapped values are stored as the machine has them: the format is little-endian.
fn check_endianness(path: &Path) -> Result<(), ValuesFileError> {
    if cfg!(target_endian = "big") {
        return Err(invalid(path, tr!("values-file-big-endian")));
    }
    Ok(())
}

/// Locks `file` for this process, or says which file another run holds.
fn lock(file: &File, path: &Path) -> Result<(), ValuesFileError> {
    file.try_lock().map_err(|error| match error {
        std::fs::TryLockError::WouldBlock => invalid(path, tr!("values-file-locked")),
        std::fs::TryLockError::Error(error) => io_error(path)(error),
    })
}

/// Makes the file `length` bytes long, reserving the blocks on disk where the system can.
fn allocate(file: &File, length: u64, path: &Path) -> Result<(), ValuesFileError> {
    let current = file.metadata().map_err(io_error(path))?.len();
    if length <= current {
        return Ok(());
    }
    #[cfg(target_os = "linux")]
    {
        use std::os::fd::AsRawFd;
        let (Ok(offset), Ok(added)) = (
            libc::off_t::try_from(current),
            libc::off_t::try_from(length - current),
        ) else {
            return Err(invalid(path, tr!("values-file-too-long", bytes = length)));
        };
        // SAFETY: a plain system call on an open file descriptor.
        let error = unsafe { libc::posix_fallocate(file.as_raw_fd(), offset, added) };
        if error != 0 {
            return Err(io_error(path)(std::io::Error::from_raw_os_error(error)));
        }
        Ok(())
    }
    #[cfg(not(target_os = "linux"))]
    {
        file.set_len(length).map_err(io_error(path))
    }
}

/// Maps `bytes` bytes of `file` from `offset` (`None` for none).
fn map(
    file: &File,
    offset: u64,
    bytes: u64,
    path: &Path,
) -> Result<Option<MmapMut>, ValuesFileError> {
    if bytes == 0 {
        return Ok(None);
    }
    let bytes =
        usize::try_from(bytes).map_err(|_| invalid(path, tr!("values-file-too-large-to-map")))?;
    // SAFETY: the file is locked for this process (see `lock`), and only this process writes
    // it while it is mapped.
    let map = unsafe { MmapOptions::new().offset(offset).len(bytes).map_mut(file) }
        .map_err(io_error(path))?;
    Ok(Some(map))
}

/// How much room (in bytes) to make for `needed` bytes of values when `current` are made.
fn room_for(needed: u64, current: u64) -> u64 {
    let grown = current.saturating_mul(2).min(current + GROWTH_STEP);
    needed.max(grown).max(FIRST_ROOM).div_ceil(4096) * 4096
}

impl MappedValues {
    /// A new file at `path` holding no values yet (written beside it and renamed over it, so a
    /// file already there is replaced whole or not at all).
    pub fn create(path: &Path, name: &str) -> Result<MappedValues, ValuesFileError> {
        MappedValues::write_new(path, name, ValuesRef::U8(&[]), 0)
    }

    /// Writes a new file at `path` holding `values` (committed), with room for `room` values
    /// in all, and maps it.
    fn write_new(
        path: &Path,
        name: &str,
        values: ValuesRef<'_>,
        room: usize,
    ) -> Result<MappedValues, ValuesFileError> {
        check_endianness(path)?;
        let width = values.width();
        let temporary = temporary_path(path);
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(true)
            .open(&temporary)
            .map_err(io_error(&temporary))?;
        lock(&file, &temporary)?;
        let header = header_v2(name, width);
        let data_offset = header.len() as u64;
        values_file::write_at(&file, &header, 0).map_err(io_error(&temporary))?;
        let needed = (room.max(values.len()) * width) as u64;
        let bytes = room_for(needed, 0);
        allocate(&file, data_offset + bytes, &temporary)?;
        let map = map(&file, data_offset, bytes, &temporary)?;
        let mut cells = Cells::new(width, map, 0);
        copy_into(&mut cells, values);
        let mut sum = Checksum::default();
        sum.update(cells.bytes());
        if let Some(map) = cells.map() {
            map.flush().map_err(io_error(&temporary))?;
        }
        file.sync_all().map_err(io_error(&temporary))?;
        let commit = Commit {
            sequence: 1,
            count: values.len() as u64,
            sum: sum.finish(),
        };
        commit.write(&file, &temporary)?;
        std::fs::rename(&temporary, path).map_err(io_error(path))?;
        sync_directory_of(path);
        Ok(MappedValues {
            path: path.to_path_buf(),
            name: name.to_string(),
            file,
            data_offset,
            cells,
            committed: Mutex::new(Committed { commit, sum }),
        })
    }

    /// Maps the values file at `path` to go on computing into it: its values up to its newest
    /// commit, checked against their checksum (read through the mapping, a block at a time, so
    /// the budget entered on the thread can cancel it). A version 1 file is rewritten as
    /// version 2 first. Returns the values and, if the newest commit record was torn, a note
    /// saying the values were read up to the one before it.
    pub fn open(path: &Path) -> Result<(MappedValues, Option<String>), ValuesFileError> {
        check_endianness(path)?;
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .open(path)
            .map_err(io_error(path))?;
        lock(&file, path)?;
        let size = file.metadata().map_err(io_error(path))?.len();
        let mut reader = BufReader::new(&file);
        let mut magic = [0u8; 8];
        if size < 8 {
            return Err(invalid(path, tr!("values-file-too-short", size = size)));
        }
        reader.read_exact(&mut magic).map_err(io_error(path))?;
        if &magic == MAGIC {
            drop(reader);
            drop(file);
            let old = values_file::load(path)?;
            let values = MappedValues::write_new(path, &old.name, old.values.view(), 0)?;
            return Ok((values, None));
        }
        if &magic != MAGIC_V2 {
            return Err(invalid(path, tr!("values-file-not-grundy")));
        }
        let (header, name) = read_header_v2(&mut reader, size, path)?;
        drop(reader);
        let (commit, fell_back) = newest_commit(&header, size, path)?;
        let count = usize::try_from(commit.count)
            .map_err(|_| invalid(path, tr!("values-file-too-many")))?;
        let width = header.width;
        let data_offset = header.data_offset;
        let mut bytes = (size - data_offset) / width as u64 * width as u64;
        if bytes == 0 {
            bytes = room_for(0, 0);
            allocate(&file, data_offset + bytes, path)?;
        }
        let map = map(&file, data_offset, bytes, path)?;
        let cells = Cells::new(width, map, count);
        let budget = Budget::current();
        let mut sum = Checksum::default();
        for block in cells.bytes().chunks(SUM_BLOCK) {
            budget.check()?;
            sum.update(block);
        }
        if sum.finish() != commit.sum {
            return Err(values_damaged(path, count));
        }
        let values = MappedValues {
            path: path.to_path_buf(),
            name,
            file,
            data_offset,
            cells,
            committed: Mutex::new(Committed { commit, sum }),
        };
        Ok((values, fell_back))
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The game the values belong to, as written in expressions.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// How many values are there (committed or not).
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Whether there is no value.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// How many values the newest commit makes durable.
    pub fn committed(&self) -> usize {
        self.lock_committed().commit.count as usize
    }

    /// The values.
    pub(crate) fn view(&self) -> ValuesRef<'_> {
        self.cells.view()
    }

    pub(crate) fn cells_mut(&mut self) -> &mut Cells {
        &mut self.cells
    }

    fn lock_committed(&self) -> std::sync::MutexGuard<'_, Committed> {
        // A commit that panicked left the state as it was before it: still right.
        self.committed
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Makes room for `count` values in all (growing the file and mapping it anew if needed).
    pub(crate) fn reserve(&mut self, count: usize) -> Result<(), ValuesFileError> {
        if count <= self.cells.capacity() {
            return Ok(());
        }
        let width = self.cells.width() as u64;
        let bytes = room_for(count as u64 * width, self.cells.capacity() as u64 * width);
        allocate(&self.file, self.data_offset + bytes, &self.path)?;
        let map = map(&self.file, self.data_offset, bytes, &self.path)?;
        self.cells.set_map(map);
        Ok(())
    }

    /// Appends `value`, widening the file's cells first if it needs it (the file is written
    /// anew at the new width, and renamed over the old one: once per width).
    pub(crate) fn push(&mut self, value: u32) -> Result<(), ValuesFileError> {
        self.widen_for(value)?;
        self.reserve(self.len() + 1)?;
        match &mut self.cells {
            Cells::U8(c) => c.push(value as u8),
            Cells::U16(c) => c.push(value as u16),
            Cells::U32(c) => c.push(value),
        }
        Ok(())
    }

    /// Makes sure `value` fits, rewriting the file at a wider width if needed: every value is
    /// copied into a new file beside it (`FILE.wide`), committed, and that file renamed over
    /// the old one, so a crash leaves one or the other, whole.
    pub(crate) fn widen_for(&mut self, value: u32) -> Result<(), ValuesFileError> {
        let width = if value > u32::from(u16::MAX) {
            4
        } else if value > u32::from(u8::MAX) {
            2
        } else {
            1
        };
        if width <= self.cells.width() {
            return Ok(());
        }
        let wide_path = path_of_new(&self.path);
        let empty = if width == 2 {
            ValuesRef::U16(&[])
        } else {
            ValuesRef::U32(&[])
        };
        let room = self.cells.capacity().max(self.len() + 1);
        let mut wider = MappedValues::write_new(&wide_path, &self.name, empty, room)?;
        let old = self.view();
        match &mut wider.cells {
            Cells::U16(c) => (0..old.len()).for_each(|n| c.push(old.get(n) as u16)),
            Cells::U32(c) => (0..old.len()).for_each(|n| c.push(old.get(n))),
            Cells::U8(_) => unreachable!("a wider width"),
        }
        wider.commit(old.len())?;
        std::fs::rename(&wide_path, &self.path).map_err(io_error(&self.path))?;
        sync_directory_of(&self.path);
        wider.path = self.path.clone();
        // The old file, renamed over, goes (its trimming in `drop` touches nothing visible).
        drop(std::mem::replace(self, wider));
        Ok(())
    }

    /// Makes the first `count` values (at most those there are) durable: syncs them to disk,
    /// then writes and syncs a commit record (see [`super::values_file`]). Costs what is new
    /// since the last commit (or, when `count` is below it, a checksum of `count` values).
    pub fn commit(&self, count: usize) -> Result<(), ValuesFileError> {
        let count = count.min(self.len());
        let mut committed = self.lock_committed();
        let done = committed.commit.count as usize;
        if count == done {
            return Ok(());
        }
        let width = self.cells.width();
        let (from, mut sum) = if count > done {
            (done, committed.sum.clone())
        } else {
            (0, Checksum::default())
        };
        sum.update(&self.cells.bytes()[from * width..count * width]);
        if let Some(map) = self.cells.map() {
            map.flush_range(from * width, (count - from) * width)
                .map_err(io_error(&self.path))?;
        }
        self.file.sync_data().map_err(io_error(&self.path))?;
        let commit = Commit {
            sequence: committed.commit.sequence + 1,
            count: count as u64,
            sum: sum.finish(),
        };
        commit.write(&self.file, &self.path)?;
        *committed = Committed { commit, sum };
        Ok(())
    }
}

impl Drop for MappedValues {
    /// Trims the file to its committed values (best effort: a longer file reads the same).
    fn drop(&mut self) {
        self.cells.set_map(None);
        let committed = self.lock_committed().commit.count;
        let end = self.data_offset + committed * self.cells.width() as u64;
        let _ = self.file.set_len(end);
    }
}

/// Copies `values` (of the same width) into the empty `cells`, which have room for them.
fn copy_into(cells: &mut Cells, values: ValuesRef<'_>) {
    match (cells, values) {
        (Cells::U8(c), ValuesRef::U8(v)) => v.iter().for_each(|&x| c.push(x)),
        (Cells::U16(c), ValuesRef::U16(v)) => v.iter().for_each(|&x| c.push(x)),
        (Cells::U32(c), ValuesRef::U32(v)) => v.iter().for_each(|&x| c.push(x)),
        _ => unreachable!("the same width"),
    }
}

/// Where a file widened from `path` is written before it replaces it.
fn path_of_new(path: &Path) -> PathBuf {
    let mut file_name = path.file_name().unwrap_or_default().to_os_string();
    file_name.push(".wide");
    path.with_file_name(file_name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::takebreak::{Computation, EngineKind, Goal, Rules, Stop, Values};
    use proptest::prelude::*;

    fn temp_path(name: &str) -> PathBuf {
        let path =
            std::env::temp_dir().join(format!("grundy-mapped-{}-{name}", std::process::id()));
        let _ = std::fs::remove_file(&path);
        path
    }

    fn in_memory(rules: &Rules, count: usize) -> Values {
        let mut run = Computation::new(rules.clone(), EngineKind::Sparse);
        run.run(Goal::count(count), |_| true);
        run.into_values()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]

        /// The same values in a mapped file as in memory, stopped and resumed at a random
        /// heap (the file reopened from its commit), on one thread or two.
        #[test]
        fn mapped_and_in_memory_runs_agree(
            d0 in 0u8..2,
            digits in proptest::collection::vec(0u8..8, 1..5),
            unequal in any::<bool>(),
            count in 1usize..40_000,
            cut in 0usize..40_000,
            parallel in any::<bool>(),
        ) {
            let mut all = vec![d0 * 4];
            all.extend(digits);
            let rules = Rules::new(all, unequal).unwrap();
            let cut = cut % count;
            let path = temp_path(&format!("agree-{count}-{cut}"));
            let file = MappedValues::create(&path, "test").unwrap();
            let mut run = Computation::mapped(rules.clone(), EngineKind::Sparse, file).unwrap();
            run.set_parallel(parallel);
            prop_assert_eq!(run.run(Goal::count(cut), |_| true), Stop::Reached);
            run.mapped_values().unwrap().commit(cut).unwrap();
            drop(run);
            let (file, fell_back) = MappedValues::open(&path).unwrap();
            prop_assert_eq!(fell_back, None);
            prop_assert_eq!(file.len(), cut);
            let mut run = Computation::mapped(rules.clone(), EngineKind::Sparse, file).unwrap();
            run.set_parallel(parallel);
            prop_assert_eq!(run.run(Goal::count(count), |_| true), Stop::Reached);
            let expected = in_memory(&rules, count);
            prop_assert_eq!(run.values(), expected.view(), "{}", rules);
            drop(run);
            std::fs::remove_file(&path).unwrap();
        }
    }

    /// A value of two bytes rewrites the mapped file at two bytes a value, once, and the run
    /// goes on in it; uncommitted values are not read back, committed ones are.
    #[test]
    fn a_mapped_file_widens_from_one_byte_to_two() {
        // Lasker's Nim up to heaps of 256: G(255) = 256.
        let rules = Rules::parse_code(&format!("4.{}", "3".repeat(256))).unwrap();
        let path = temp_path("widen");
        let file = MappedValues::create(&path, "lasker").unwrap();
        let mut run = Computation::mapped(rules.clone(), EngineKind::Sparse, file).unwrap();
        run.run(Goal::count(200), |_| true);
        run.mapped_values().unwrap().commit(150).unwrap();
        assert_eq!(run.values().width(), 1);
        run.run(Goal::count(400), |_| true);
        let file = run.mapped_values().unwrap();
        assert_eq!(run.values().width(), 2);
        // The widened file holds every value before the wide one, committed.
        assert_eq!(file.committed(), 255);
        assert_eq!(run.values(), in_memory(&rules, 400).view());
        let wide_left = path_of_new(&path);
        assert!(!wide_left.exists());
        drop(run);
        // Trimmed to its committed values (in two bytes each).
        let read = values_file::load(&path).unwrap();
        let mut expected = in_memory(&rules, 255);
        expected.widen_for(256);
        assert_eq!(read.values, expected);
        // Reopened, it goes on at two bytes.
        let (file, _) = MappedValues::open(&path).unwrap();
        let mut run = Computation::mapped(rules.clone(), EngineKind::Sparse, file).unwrap();
        run.run(Goal::count(500), |_| true);
        assert_eq!(run.values(), in_memory(&rules, 500).view());
        drop(run);
        std::fs::remove_file(&path).unwrap();
    }

    /// Damage under the newest commit is refused; a second run on a mapped file is refused
    /// while the first has it; a version 1 file is mapped after being rewritten as version 2.
    #[test]
    fn damaged_busy_and_old_files() {
        let rules = Rules::grundys_game();
        let path = temp_path("damaged");
        let file = MappedValues::create(&path, "grundy").unwrap();
        let mut run = Computation::mapped(rules.clone(), EngineKind::Sparse, file).unwrap();
        run.run(Goal::count(5000), |_| true);
        run.mapped_values().unwrap().commit(5000).unwrap();
        let busy = MappedValues::open(&path).unwrap_err().to_string();
        assert!(busy.contains("another grundy run"), "{busy}");
        drop(run);
        let mut bytes = std::fs::read(&path).unwrap();
        let at = values_file::data_offset("grundy".len()) as usize + 1234;
        bytes[at] ^= 2;
        std::fs::write(&path, &bytes).unwrap();
        let damaged = MappedValues::open(&path).unwrap_err().to_string();
        assert!(damaged.contains("do not match their checksum"), "{damaged}");
        let values = in_memory(&rules, 5000);
        let mut v1 = Vec::new();
        values_file::write_v1_to(&mut v1, "grundy", &values).unwrap();
        std::fs::write(&path, v1).unwrap();
        let (file, _) = MappedValues::open(&path).unwrap();
        assert_eq!(file.view(), values.view());
        drop(file);
        assert_eq!(&std::fs::read(&path).unwrap()[..8], MAGIC_V2);
        std::fs::remove_file(&path).unwrap();
    }
}
