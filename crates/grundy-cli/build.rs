//! Links the `grundy` binary as a position-dependent executable on Linux.
//!
//! As a position-independent executable it carries about 19,500 relative relocations (the
//! vtables and static tables of clap, rhai, axum and the rest), which the dynamic loader
//! applies, page by page, at every start: 0.6 ms of a 1.6 ms `grundy --version`. Many
//! questions (`grundy eval "cram(4,6)"`, a table of small heaps) take less than the start-up
//! itself, so the binary is linked without PIE, as Go links its binaries by default. The
//! stack, the heap and the shared libraries are still placed at random.
fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    if std::env::var("CARGO_CFG_TARGET_OS").is_ok_and(|os| os == "linux") {
        println!("cargo:rustc-link-arg-bins=-no-pie");
    }
}
