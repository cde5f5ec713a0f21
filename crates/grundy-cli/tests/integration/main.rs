//! The command-line tests, in one test binary: each file here is a module (linking one binary
//! instead of one per file saves most of the build time of `cargo test`). Run one file's tests
//! with a filter on its module: `cargo test -p grundy-cli --test integration hostile::`.
//!
//! `tests/docs.rs` is a test binary of its own: it changes the process's working directory.

mod catalogue_a;
mod catalogue_b;
mod cli;
mod common;
mod contest_code;
mod families;
mod graph;
mod hostile;
mod inputs;
mod language;
mod limits;
mod misere;
mod quotient;
mod scripts;
mod search;
mod streams;
mod sweep;
mod takebreak;
