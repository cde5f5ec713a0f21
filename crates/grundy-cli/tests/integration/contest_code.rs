//! `seq` and `table` with `--format cpp` and `--format python`: the code is compiled (g++) and
//! run (python3), and what it answers is compared with the values `--json` gives, far past the
//! array for a proven period. g++ and python3 are test dependencies: `scripts/test.sh`
//! installs them, and a test fails (never skips) without them.

use std::path::Path;
use std::process::Command;

use crate::common::{grundy, json_of};

/// A directory of its own under the system's temporary one, removed when dropped.
struct Scratch(std::path::PathBuf);

impl Scratch {
    fn new(name: &str) -> Scratch {
        let dir =
            std::env::temp_dir().join(format!("grundy-contest-{}-{name}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }

    fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// How far past the array the lookup is checked.
const CHECKED: u64 = 600;

/// The code `grundy ARGS` prints.
fn code(args: &[&str]) -> String {
    let output = grundy().args(args).output().unwrap();
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

/// `G(0..CHECKED)` of `family`, as `seq --json` gives them.
fn values(family: &str) -> Vec<u64> {
    let to = (CHECKED - 1).to_string();
    let json = json_of(&["seq", family, "--to", &to, "--json", "--no-rules"]);
    json["values"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .collect()
}

/// Runs `program` and returns the numbers it prints, one per line.
fn numbers(mut program: Command, what: &str) -> Vec<u64> {
    let output = program.output().unwrap_or_else(|error| {
        panic!("{what} could not run ({error}): scripts/test.sh installs it")
    });
    assert!(
        output.status.success(),
        "{what}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(|line| line.parse().unwrap())
        .collect()
}

/// What the C++ `sg(n)` answers for `n < CHECKED`.
fn cpp_answers(code: &str, dir: &Path) -> Vec<u64> {
    let source = dir.join("sg.cpp");
    let program = format!(
        "#include <cstdio>\n{code}\nint main() {{ for (long long n = 0; n < {CHECKED}; n++) \
         std::printf(\"%lld\\n\", sg(n)); }}\n"
    );
    std::fs::write(&source, program).unwrap();
    let binary = dir.join("sg");
    let mut compile = Command::new("g++");
    compile
        .args(["-std=c++17", "-O1", "-Wall", "-Werror", "-o"])
        .arg(&binary)
        .arg(&source);
    let output = compile
        .output()
        .unwrap_or_else(|error| panic!("g++ could not run ({error}): scripts/test.sh installs it"));
    assert!(
        output.status.success(),
        "g++: {}\n{code}",
        String::from_utf8_lossy(&output.stderr)
    );
    numbers(Command::new(&binary), "the compiled code")
}

/// What the Python `sg(n)` answers for `n < CHECKED`.
fn python_answers(code: &str) -> Vec<u64> {
    let mut python = Command::new("python3");
    python.arg("-c").arg(format!(
        "{code}\nfor n in range({CHECKED}):\n    print(sg(n))\n"
    ));
    numbers(python, "python3")
}

#[test]
fn a_proven_period_becomes_a_lookup_for_every_n() {
    let dir = Scratch::new("sequences");
    // Short arrays (the lookup answers far past them), periods with and without preperiod
    // and saltus.
    for (family, to) in [
        ("sub[1,3,4]", Some("20")),
        ("kayles", None),
        ("dawson", None),
        ("lasker", Some("9")),
        ("bash[3]", Some("5")),
        ("powers[4]", Some("12")),
    ] {
        let mut args = vec!["seq", family];
        if let Some(to) = to {
            args.extend(["--to", to]);
        }
        let expected = values(family);
        let cpp = code(&[&args[..], &["--format", "cpp"]].concat());
        assert!(cpp.contains("long long sg(long long n)"), "{family}: {cpp}");
        assert_eq!(cpp_answers(&cpp, dir.path()), expected, "{family} in C++");
        let python = code(&[&args[..], &["--format", "python"]].concat());
        assert_eq!(python_answers(&python), expected, "{family} in Python");
    }
}

#[test]
fn without_a_proof_only_the_array_is_given() {
    // 0.6 (Officers) has no period known: the array, and the rules as comments.
    let cpp = code(&["seq", "octal[0.6]", "--to", "50", "--format", "cpp"]);
    assert!(!cpp.contains("sg("), "{cpp}");
    assert!(
        cpp.contains("const long long SG[51] = {0, 0, 1, 2, 0, 1, 2, 3,"),
        "{cpp}"
    );
    let python = code(&["seq", "fib", "--to", "40", "--format", "python"]);
    assert!(
        python.contains("# Rule: P-positions (n ≥ 1): the Fibonacci numbers"),
        "{python}"
    );
    assert!(!python.contains("def sg"), "{python}");
    // The array itself is right: run it.
    let expected: Vec<u64> = values("fib")[..41].to_vec();
    let mut program = Command::new("python3");
    program
        .arg("-c")
        .arg(format!("{python}\nfor v in SG:\n    print(v)\n"));
    assert_eq!(numbers(program, "python3"), expected);
}

#[test]
fn tables_become_two_dimensional_arrays() {
    let json = json_of(&["table", "wythoff", "--rows", "6", "--cols", "7", "--json"]);
    let dir = Scratch::new("table");
    let cpp = code(&[
        "table", "wythoff", "--rows", "6", "--cols", "7", "--format", "cpp",
    ]);
    let source = dir.path().join("table.cpp");
    std::fs::write(
        &source,
        format!(
            "#include <cstdio>\n{cpp}\nint main() {{ for (int a = 0; a < 6; a++) for (int b = \
             0; b < 7; b++) std::printf(\"%lld\\n\", SG[a][b]); }}\n"
        ),
    )
    .unwrap();
    let binary = dir.path().join("table");
    let status = Command::new("g++")
        .arg("-o")
        .arg(&binary)
        .arg(&source)
        .status();
    assert!(
        status
            .expect("g++ runs (scripts/test.sh installs it)")
            .success()
    );
    let expected: Vec<u64> = json["values"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|row| row.as_array().unwrap().iter().map(|v| v.as_u64().unwrap()))
        .collect();
    assert_eq!(
        numbers(Command::new(&binary), "the compiled table"),
        expected
    );
    let python = code(&[
        "table", "wythoff", "--rows", "6", "--cols", "7", "--format", "python",
    ]);
    let mut program = Command::new("python3");
    program.arg("-c").arg(format!(
        "{python}\nfor row in SG:\n    for v in row:\n        print(v)\n"
    ));
    assert_eq!(numbers(program, "python3"), expected);
}

#[test]
fn contest_formats_refuse_what_they_cannot_print() {
    let output = grundy()
        .args(["seq", "nim", "--to", "10", "--format", "cpp", "--no-values"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("--format cpp prints the values"),
        "{stderr}"
    );
    let output = grundy()
        .args(["seq", "nim", "--to", "2000000", "--format", "python"])
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("at most 1000000 values"), "{stderr}");
}
