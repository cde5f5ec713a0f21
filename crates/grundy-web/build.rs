//! Embeds the page: writes `$OUT_DIR/assets.rs`, a list of every file under `assets/` (its path
//! relative to that folder, and its bytes through `include_bytes!`), so the binary serves the
//! page without reading files at run time and nothing needs installing or bundling.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn main() {
    let root =
        PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("set by cargo")).join("assets");
    // Cargo scans a directory named here for changes to any file beneath it.
    println!("cargo:rerun-if-changed={}", root.display());
    let mut files = Vec::new();
    if root.is_dir() {
        collect(&root, &root, &mut files);
    }
    files.sort();
    let mut code = String::from("/// Every file under `assets/`: its path there and its bytes.\n");
    code += "pub static FILES: &[(&str, &[u8])] = &[\n";
    for (relative, absolute) in &files {
        writeln!(code, "    ({relative:?}, include_bytes!({absolute:?})),").unwrap();
    }
    code += "];\n";
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("set by cargo")).join("assets.rs");
    std::fs::write(out, code).expect("OUT_DIR is writable");
}

/// Every file under `dir`, skipping hidden ones (editor swap files, `.DS_Store`).
fn collect(root: &Path, dir: &Path, files: &mut Vec<(String, String)>) {
    let entries = std::fs::read_dir(dir).expect("the assets folder is readable");
    for entry in entries {
        let path = entry.expect("the assets folder is readable").path();
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if name.starts_with('.') {
            continue;
        }
        if path.is_dir() {
            collect(root, &path, files);
        } else {
            let relative = path.strip_prefix(root).expect("beneath the root");
            let relative: Vec<&str> = relative
                .components()
                .map(|c| c.as_os_str().to_str().expect("asset names are UTF-8"))
                .collect();
            files.push((relative.join("/"), path.display().to_string()));
        }
    }
}
