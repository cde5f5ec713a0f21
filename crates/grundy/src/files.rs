//! Durable file writes shared by everything that keeps work on disk (sweep checkpoints and
//! certificates, values files, the endgame database): a crash leaves the old file or the new
//! one, whole, never a mixture.

use std::fs::File;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Writes `bytes` to `path` atomically: to `path.tmp`, synced, then renamed over `path` (and the
/// directory synced), so that a crash leaves the old file or the new one, whole.
///
/// ```
/// let path = std::env::temp_dir().join(format!("grundy-files-doc-{}", std::process::id()));
/// grundy::files::write_atomically(&path, b"old").unwrap();
/// grundy::files::write_atomically(&path, b"new").unwrap();
/// assert_eq!(std::fs::read(&path).unwrap(), b"new");
/// std::fs::remove_file(&path).unwrap();
/// ```
pub fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let temporary = temporary_path(path);
    let mut file = File::create(&temporary)?;
    file.write_all(bytes)?;
    file.sync_all()?;
    drop(file);
    std::fs::rename(&temporary, path)?;
    sync_directory_of(path);
    Ok(())
}

/// The file written before it is renamed over `path`: `path` with `.tmp` added to its name.
pub(crate) fn temporary_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".tmp");
    path.with_file_name(name)
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
