//! Lists the message catalogues (`locales/<language>/*.ftl`) for `grundy::i18n`, which embeds
//! them: one `include_str!` per file, in a fixed order, so adding a catalogue file needs no
//! change to the code and the binary carries every text it prints.

use std::fmt::Write as _;
use std::path::Path;
use std::{env, fs};

fn main() {
    let root = Path::new(&env::var("CARGO_MANIFEST_DIR").expect("cargo sets it")).join("locales");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut sources = String::from(
        "/// The catalogue files: (language, file name, Fluent text), as build.rs found them.\n\
         const SOURCES: &[(&str, &str, &str)] = &[\n",
    );
    let mut languages: Vec<_> = fs::read_dir(&root)
        .expect("the library's locales directory")
        .map(|entry| entry.expect("a readable locales directory").path())
        .filter(|path| path.is_dir())
        .collect();
    languages.sort();
    for language in languages {
        println!("cargo:rerun-if-changed={}", language.display());
        let mut files: Vec<_> = fs::read_dir(&language)
            .expect("a readable language directory")
            .map(|entry| entry.expect("a readable catalogue file").path())
            .filter(|path| path.extension().is_some_and(|ext| ext == "ftl"))
            .collect();
        files.sort();
        let code = language.file_name().unwrap().to_string_lossy().into_owned();
        for file in files {
            println!("cargo:rerun-if-changed={}", file.display());
            let name = file.file_name().unwrap().to_string_lossy().into_owned();
            let _ = writeln!(
                sources,
                "    ({code:?}, {name:?}, include_str!({:?})),",
                file.display().to_string()
            );
        }
    }
    sources.push_str("];\n");
    let out = Path::new(&env::var("OUT_DIR").expect("cargo sets it")).join("catalogues.rs");
    fs::write(out, sources).expect("OUT_DIR is writable");
}
