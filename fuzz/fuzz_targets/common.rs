//! What every fuzz target shares: the tiny budget each input runs under.
#![allow(dead_code)] // each target uses part of it

use std::time::Duration;

use grundy::Budget;

/// At most 10 000 positions, 64 MiB per table and 200 ms: an input that needs more must stop
/// with a limit error, never run away.
pub fn tiny_budget() -> Budget {
    Budget::default()
        .with_state_limit(10_000)
        .with_memory_limit(64 << 20)
        .with_timeout(Duration::from_millis(200))
}

/// Runs the target from the repository root, so that `examples/...` paths resolve.
pub fn at_repository_root() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        std::env::set_current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
            .expect("the repository root exists");
    });
}
