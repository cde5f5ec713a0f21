//! Values files and checkpoints: the reader on arbitrary bytes; a file it accepts for a
//! take-and-break game is then resumed as `seq --checkpoint` does and run 300 values further,
//! under a tiny budget.
//!
//! Each input is read twice: as it is (a random checksum almost never matches, which tests the
//! header checks), then with its last eight bytes replaced by the right checksum (the layout
//! of version 1 files), so that the fuzzer reaches everything after the checksum check too.
#![no_main]

use std::path::Path;

use grundy::takebreak::values_file::{checksum, read_from, write_to};
use grundy::takebreak::{Computation, EngineKind, Goal};
use libfuzzer_sys::fuzz_target;

#[path = "common.rs"]
mod common;

fuzz_target!(|data: &[u8]| {
    let _ = read_from(data, data.len() as u64, Path::new("fuzz.gv"));
    if data.len() < 8 {
        return;
    }
    let mut fixed = data.to_vec();
    let body = fixed.len() - 8;
    let sum = checksum(&fixed[..body]);
    fixed[body..].copy_from_slice(&sum.to_le_bytes());
    let Ok(file) = read_from(fixed.as_slice(), fixed.len() as u64, Path::new("fuzz.gv")) else {
        return;
    };
    // What was read writes back (as version 2) to a file that reads the same.
    let mut written = Vec::new();
    write_to(&mut written, &file.name, &file.values).expect("writing to memory");
    let again = read_from(written.as_slice(), written.len() as u64, Path::new("fuzz.gv"))
        .expect("a file just written reads back");
    assert_eq!((again.name, again.values), (file.name.clone(), file.values.clone()));
    common::tiny_budget().run(|| {
        let Ok(family) = grundy::parse_family(&file.name) else {
            return;
        };
        let Some(rules) = family.take_break() else {
            return;
        };
        for kind in [EngineKind::Sparse, EngineKind::Naive] {
            let Ok(mut run) = Computation::resume(rules.clone(), kind, file.values.clone()) else {
                continue;
            };
            let _ = run.run(Goal::count(run.len() + 300), |_| true);
            let _ = run.period_report();
        }
    });
});
