//! Rhai scripts: compiling arbitrary text, then the calls `script[FILE](STATE)` makes (moves,
//! start, show, values by the solver or the loopy state graph) on small states, under a tiny
//! budget.
//!
//! Each call into the script runs under limits ten times smaller than the defaults (operations
//! and time), so that slow inputs do not starve the fuzzer; the limits' code paths are the same.
#![no_main]

use std::time::Duration;

use grundy::{Family, Teaching};
use grundy::games::ScriptFamily;
use grundy::script::{Limits, Script, State};
use libfuzzer_sys::fuzz_target;

#[path = "common.rs"]
mod common;

fuzz_target!(|data: &[u8]| {
    let Ok(source) = std::str::from_utf8(data) else {
        return;
    };
    let limits = Limits {
        operations: 200_000,
        time: Duration::from_millis(200),
        ..Limits::default()
    };
    let script = match Script::compile_with_limits("fuzz.rhai", source, limits) {
        Ok(script) => script,
        Err(error) => {
            let _ = error.to_string();
            return;
        }
    };
    let _ = script.rules();
    common::tiny_budget().run(|| {
        let states = [
            State::Int(0),
            State::Int(3),
            State::Str("ab".into()),
            State::Tuple(vec![State::Int(2), State::Int(1)]),
        ];
        for state in &states {
            let _ = script.moves(state);
            let _ = script.show(state);
        }
        if let Some(Ok(start)) = script.start() {
            let _ = script.moves(&start);
        }
        let family = ScriptFamily::new(script);
        for state in &states[..2] {
            let _ = family.nimber(state);
            let _ = family.outcome(state);
            let _ = family.loopy_value(state);
            let _ = family.explain(state);
        }
    });
});
