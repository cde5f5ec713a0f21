//! Bad and oversized input: short errors that quote little, exit status 2, never a panic.

use crate::common::grundy;

/// Runs `grundy ARGS` and returns its exit code and stderr.
fn failure_of(args: &[&str]) -> (Option<i32>, String) {
    let output = grundy().args(args).output().unwrap();
    (
        output.status.code(),
        String::from_utf8(output.stderr).unwrap(),
    )
}

#[test]
fn a_huge_malformed_expression_is_quoted_briefly() {
    // 130 KB: over the 64 KiB limit of an expression.
    let huge = format!("nim({}x)", "1,".repeat(65_000));
    for command in ["eval", "play"] {
        let (code, stderr) = failure_of(&[command, &huge]);
        assert_eq!(code, Some(2), "{stderr}");
        assert!(stderr.contains("the limit is 65536 bytes"), "{stderr}");
        assert!(stderr.len() < 300, "{} bytes: {stderr}", stderr.len());
    }
    for command in ["seq", "table"] {
        let (code, stderr) = failure_of(&[command, &huge]);
        assert_eq!(code, Some(2), "{stderr}");
        assert!(stderr.len() < 300, "{} bytes: {stderr}", stderr.len());
    }
    // Under the limit, the error shows the text around the fault, not the whole expression.
    let long = format!("nim({}x)", "1,".repeat(30_000));
    let (code, stderr) = failure_of(&["eval", &long]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.starts_with("error at column 60005:"), "{stderr}");
    assert!(stderr.contains("…1,1,1,"), "{stderr}");
    assert!(stderr.len() < 300, "{} bytes: {stderr}", stderr.len());
    // A long unknown name, a long number.
    let name = format!("{}(1)", "q".repeat(60_000));
    let (code, stderr) = failure_of(&["eval", &name]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("unknown game"), "{stderr}");
    assert!(stderr.len() < 700, "{} bytes: {stderr}", stderr.len());
    let number = format!("nim({}y)", "7".repeat(60_000));
    let (code, stderr) = failure_of(&["eval", &number]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.len() < 400, "{} bytes: {stderr}", stderr.len());
}

#[test]
fn control_characters_in_input_do_not_reach_the_terminal() {
    let (code, stderr) = failure_of(&["eval", "nim(1\u{1b}[2J)"]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(!stderr.contains('\u{1b}'), "{stderr:?}");
}

#[test]
fn periods_say_which_values_prove_them() {
    let output = grundy().args(["seq", "kayles"]).output().unwrap();
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(
        text.contains("period 12 from n = 71 (proven by the values up to n = 167)"),
        "{text}"
    );
}
