//! Helpers shared by the command-line tests. Each test file uses some of them.
#![allow(dead_code)]

use assert_cmd::Command;
use serde_json::Value;

/// `grundy`, run from the workspace root so that paths like `examples/...` resolve.
pub fn grundy() -> Command {
    let mut command = Command::cargo_bin("grundy").expect("the grundy binary is built");
    command.current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."));
    // The tests read English: a Chinese locale on the machine running them must not change
    // that (the tests of `--lang` and the locale set their own).
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        command.env_remove(name);
    }
    command
}

/// The JSON a successful run prints.
pub fn json_of(args: &[&str]) -> Value {
    let output = grundy().args(args).output().unwrap();
    assert!(
        output.status.success(),
        "{args:?} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).unwrap()
}

/// `grundy eval EXPR --json`.
pub fn eval_json(expr: &str) -> Value {
    json_of(&["eval", expr, "--json"])
}
