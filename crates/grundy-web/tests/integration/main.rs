//! The playground's tests, in one test binary: each file here is a module (linking one binary
//! instead of one per file saves most of the build time of `cargo test`). Run one file's tests
//! with a filter on its module: `cargo test -p grundy-web --test integration safety::`.
//!
//! `tests/memory.rs` is a test binary of its own: it installs a global allocator.

mod api;
mod common;
mod computer_move;
mod families;
mod language;
mod live;
mod openapi;
mod page;
mod quotient;
mod safety;
