//! The library's integration tests, in one test binary: each file here is a module (linking one
//! binary instead of one per file saves most of the build time of `cargo test`). Run one file's
//! tests with a filter on its module: `cargo test -p grundy --test integration sums::`.

mod architecture;
mod boards;
mod budget;
mod catalogue_b_sums;
mod catalogues;
mod eval_report;
mod fuzz_regressions;
mod known_rules;
mod scripts;
mod setup;
mod sums;
