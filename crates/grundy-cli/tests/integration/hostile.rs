//! Hostile but legal input: every subcommand, given inputs built to exhaust memory or time or
//! to flood the terminal, must stop by itself within the time allowed, inside a fixed address
//! space, with status 0 or 2 and, on failure, a short message.
//!
//! Each case runs the `grundy` binary with its address space limited (`RLIMIT_AS`, so an
//! allocation beyond it fails and the process aborts: a failure here) and is killed if it has
//! not finished in [`TIME_LIMIT`]. Every failing case is listed at the end, not only the first.
#![cfg(unix)]

use std::io::{Read, Write};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// The address space of one run. The binary itself needs a few tens of megabytes; every case
/// below must be refused or answered within far less than this.
const ADDRESS_SPACE: u64 = 1 << 30;

/// Linux refuses a single argument longer than 128 KiB (MAX_ARG_STRLEN): every case stays
/// below it, so that the program, not the kernel, is what is tested.
const LONGEST_ARGUMENT: usize = 128 * 1024 - 1;

/// How long one case may run (the debug binary, on a busy machine): a case that needs longer is
/// not bounded by its input's size.
const TIME_LIMIT: Duration = Duration::from_secs(20);

/// The longest message a failing command may print: a message quotes at most ~80 characters
/// of the input, whatever its size.
const MESSAGE_LIMIT: usize = 1024;

struct Case {
    /// What the case tries, for the report.
    what: &'static str,
    args: Vec<String>,
    /// Standard input (for `play`); empty input otherwise.
    input: String,
}

fn case(what: &'static str, args: &[&str]) -> Case {
    Case {
        what,
        args: args.iter().map(|arg| arg.to_string()).collect(),
        input: String::new(),
    }
}

fn eval(what: &'static str, expression: String) -> Case {
    Case {
        what,
        args: vec!["eval".into(), expression],
        input: String::new(),
    }
}

fn play(what: &'static str, position: &str, input: String) -> Case {
    Case {
        what,
        args: vec![
            "play".into(),
            position.into(),
            "--first".into(),
            "you".into(),
        ],
        input,
    }
}

fn with(mut case: Case, flags: &[&str]) -> Case {
    case.args.extend(flags.iter().map(|flag| flag.to_string()));
    case
}

fn cases() -> Vec<Case> {
    let long_name = "a".repeat(100_000);
    let ones = |count: usize| vec!["1"; count].join(",");
    vec![
        // Huge numbers.
        eval("a 217 706-bit heap", "nim(10^65536)".into()),
        eval("a power tower", "nim(10^10^10^10)".into()),
        eval(
            "a 100 000-digit heap",
            format!("nim({})", "9".repeat(100_000)),
        ),
        eval(
            "explain a big sum",
            "nim(10^19000, 3^30000) + lasker(2^60000)".into(),
        ),
        with(
            eval("misère of huge heaps", "nim(10^5000, 10^5000 + 1)".into()),
            &["--misere"],
        ),
        eval("Wythoff at 10^3000", "wythoff(10^3000, 10^3000 + 7)".into()),
        eval("Fibonacci Nim at 10^3000", "fib(10^3000)".into()),
        eval("a huge subtraction set", "sub[10^30, 10^31](10^32)".into()),
        eval("bash with a huge bound", "bash[10^40](10^50)".into()),
        eval("powers of a huge base", "powers[10^30](10^60)".into()),
        // Deep and long expressions.
        eval(
            "deep brackets",
            format!("nim{}1{}", "(".repeat(60_000), ")".repeat(60_000)),
        ),
        eval(
            "deeply nested every",
            format!("{}nim(1){}", "every(".repeat(10_000), ")".repeat(10_000)),
        ),
        eval(
            "deep square brackets",
            format!("sub{}1{}(3)", "[".repeat(50_000), "]".repeat(50_000)),
        ),
        eval("a 100 000-character name", format!("{long_name}(1)")),
        eval(
            "a 100 000-character family name in brackets",
            format!("sub[{long_name}](1)"),
        ),
        eval("a 100 000-character argument", format!("nim({long_name})")),
        eval("60 000 heaps", format!("nim({})", ones(60_000))),
        eval("13 000 terms", vec!["nim(1)"; 13_000].join(" + ")),
        eval(
            "a 100 000-coin row",
            format!("coins[mock]({})", "1".repeat(100_000)),
        ),
        eval("3000 bottles of beans", format!("beans({})", ones(3000))),
        with(
            eval(
                "2000 bottles of beans, explained",
                format!("beans({})", ones(2000)),
            ),
            &["--explain"],
        ),
        with(
            eval(
                "2000 bottles of beans, JSON",
                format!("beans({})", ones(2000)),
            ),
            &["--json"],
        ),
        eval(
            "Chomp too big to search",
            "chomp(30,30,30,30,30,30,30,30,30,30,30,30,30,30,30,30,30,30,30,30)".into(),
        ),
        eval(
            "a long Hackenbush path",
            format!(
                "hackenbush({})",
                (0..8_000)
                    .map(|i| format!("{i}-{}", i + 1))
                    .collect::<Vec<_>>()
                    .join(",")
            ),
        ),
        eval(
            "Northcott with huge gaps",
            "northcott(0:10^4000:10^4001)".into(),
        ),
        eval("Moore's Nim with huge k", "moore[10^30](1,2,3)".into()),
        eval(
            "a huge octal code",
            format!("octal[0.{}](10)", "7".repeat(10_000)),
        ),
        eval("an octal heap of 10^30", "octal[0.6](10^30)".into()),
        eval("Grundy's game at 10^30", "grundy(10^30)".into()),
        with(
            eval("a state graph of a huge heap", "nim(10^30)".into()),
            &["--dot"],
        ),
        with(
            eval(
                "a state graph of a big heap beside 2000 others",
                format!("nim(999999,{})", ones(2000)),
            ),
            &["--dot"],
        ),
        with(
            eval(
                "a state graph of 60 000 heaps",
                format!("nim({})", ones(60_000)),
            ),
            &["--dot"],
        ),
        with(
            eval(
                "a state graph of many heaps",
                format!("nim({})", vec!["3"; 500].join(",")),
            ),
            &["--dot"],
        ),
        // Drawn as SVG: laid out at the largest size allowed.
        with(
            eval("an SVG of a huge heap", "nim(10^30)".into()),
            &["--svg"],
        ),
        with(
            eval("an SVG of the most moves", "nim(14,14,14)".into()),
            &["--svg", "--limit", "5000"],
        ),
        with(
            eval("an SVG of a long chain", "sub[1,2](10^6)".into()),
            &["--svg", "--limit", "5000"],
        ),
        eval("a non-file script", "script[/dev/zero](1)".into()),
        eval("a directory as a script", "script[/](1)".into()),
        eval("a non-file graph", "graph[/dev/zero](a)".into()),
        eval("a directory as a graph", "graph[/](a)".into()),
        // Misère sums without a theorem: exhaustive search, stopped by the limits.
        with(
            eval(
                "misère search of a big sum",
                "sub[1,3,4](40) + sub[2,5](40) + bash[3](40) + kayles(30)".into(),
            ),
            &["--misere", "--timeout", "2"],
        ),
        with(
            eval(
                "misère search, explained",
                "sub[1,3,4](60) + kayles(60) + chomp(5,5,5)".into(),
            ),
            &["--misere", "--explain", "--timeout", "2"],
        ),
        // The limits themselves.
        with(
            eval("no states at all", "chomp(4,4,2) + nim(3)".into()),
            &["--state-limit", "0"],
        ),
        with(
            eval("no states, misère", "sub[1,3,4](10) + nim(2)".into()),
            &["--state-limit", "0", "--misere"],
        ),
        with(
            eval("a kilobyte of memory", "chomp(6,6,6,6)".into()),
            &["--max-memory", "1K"],
        ),
        with(
            eval("a zero timeout", "chomp(8,8,8,8,8,8)".into()),
            &["--timeout", "0"],
        ),
        with(
            case(
                "a kilobyte for a sequence",
                &["seq", "kayles", "--to", "100000"],
            ),
            &["--max-memory", "1K"],
        ),
        with(
            case(
                "a kilobyte for a table",
                &["table", "wythoff", "--rows", "300", "--cols", "300"],
            ),
            &["--max-memory", "1K"],
        ),
        case(
            "a state limit of 10^30",
            &["eval", "nim(3)", "--state-limit", "10^30"],
        ),
        case(
            "a memory limit of 10^30 bytes",
            &[
                "eval",
                "nim(3)",
                "--max-memory",
                "1000000000000000000000000000000",
            ],
        ),
        case(
            "a timeout of 10^30 seconds",
            &["eval", "nim(3)", "--timeout", "1e30"],
        ),
        case("a negative timeout", &["eval", "nim(3)", "--timeout", "-1"]),
        // Sequences.
        case(
            "octal[0.8], whose period is never proven",
            &["seq", "octal[0.8]", "--to", "3"],
        ),
        case(
            "octal[0.8] until proven, two seconds",
            &["seq", "octal[0.8]", "--timeout", "2"],
        ),
        case(
            "a sequence of 10^12 values",
            &["seq", "octal[0.6]", "--to", "10^12"],
        ),
        case(
            "a sequence of 10^30 values",
            &["seq", "kayles", "--to", "10^30"],
        ),
        case(
            "a slow script's sequence",
            &["seq", "script[examples/queen.rhai]", "--to", "10^9"],
        ),
        case(
            "a huge subtraction game's sequence",
            &["seq", "sub[10^18]", "--to", "10^6"],
        ),
        case(
            "a sequence of a non-sequence family",
            &["seq", "chomp", "--to", "10^6"],
        ),
        // Tables.
        case(
            "a 300 × 300 Wythoff table",
            &["table", "wythoff", "--rows", "300", "--cols", "300"],
        ),
        case(
            "a 10^9 × 10^9 table",
            &[
                "table",
                "wythoff",
                "--rows",
                "1000000000",
                "--cols",
                "1000000000",
            ],
        ),
        case(
            "a big table of a script",
            &[
                "table",
                "script[examples/queen.rhai]",
                "--rows",
                "3000",
                "--cols",
                "3000",
            ],
        ),
        // Graphs.
        case("the graph /dev/zero", &["graph", "/dev/zero"]),
        case("the graph /dev/urandom", &["graph", "/dev/urandom"]),
        case("a directory as a graph file", &["graph", "/"]),
        case("a binary file as a graph", &["graph", "/proc/self/exe"]),
        // Play, with piped input.
        play(
            "play: a 100 000-character move, then EOF",
            "nim(3,4,5)",
            format!("1 -> {}\n", "9".repeat(100_000)),
        ),
        play(
            "play: a 1 MB line without a newline",
            "nim(3,4,5)",
            "x".repeat(1 << 20),
        ),
        play(
            "play: list the moves of a 10^30 heap",
            "nim(10^30)",
            "moves\nhint\nrules\nquit\n".into(),
        ),
        play(
            "play: moves of 3000 bottles of beans",
            &format!("beans({})", ones(2000)),
            "moves\nhint\nquit\n".into(),
        ),
        play(
            "play: list the moves of a big heap beside 2000 others",
            &format!("nim(999999,{})", ones(2000)),
            "moves\nquit\n".into(),
        ),
        play(
            "play: 10 000 junk lines",
            "nim(3,4,5)",
            "1 -> 7\n0 -> 1\n99 -> 1\n-> ->\nfoo\n\n".repeat(2000),
        ),
        play(
            "play: a misère search too big",
            "chomp(30,30,30,30,30,30,30,30,30,30) + sub[1,3,4](9)",
            "hint\nquit\n".into(),
        ),
        with(
            play(
                "play: misère with a timeout",
                "sub[1,3,4](40) + sub[2,5](40) + kayles(30)",
                "hint\nquit\n".into(),
            ),
            &["--misere", "--timeout", "2"],
        ),
        play(
            "play: a loopy game",
            "graph[examples/graphs/cycle.txt](trap) + nim(2)",
            "hint\nmoves\nquit\n".into(),
        ),
        // The catalogue.
        case("games", &["games"]),
        case(
            "games, no states",
            &["games", "--state-limit", "0", "--max-memory", "1K"],
        ),
    ]
}

/// What a run did.
struct Run {
    status: Option<i32>,
    signal: Option<i32>,
    timed_out: bool,
    elapsed: Duration,
    stderr: Vec<u8>,
}

fn run(case: &Case) -> Run {
    let mut command = Command::new(env!("CARGO_BIN_EXE_grundy"));
    command
        .args(&case.args)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    // SAFETY: setrlimit is async-signal-safe, and the closure touches nothing else.
    unsafe {
        command.pre_exec(|| {
            let limit = libc::rlimit {
                rlim_cur: ADDRESS_SPACE,
                rlim_max: ADDRESS_SPACE,
            };
            if libc::setrlimit(libc::RLIMIT_AS, &limit) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    assert!(
        case.args.iter().all(|arg| arg.len() <= LONGEST_ARGUMENT),
        "{}: an argument is longer than the kernel allows",
        case.what
    );
    let started = Instant::now();
    let mut child = command.spawn().expect("grundy starts");
    let mut stdin = child.stdin.take().expect("piped");
    let input = case.input.clone();
    // A command that stops reading early closes the pipe: that is not an error.
    let writer = thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let drain = |mut pipe: Box<dyn Read + Send>| {
        thread::spawn(move || {
            let mut bytes = Vec::new();
            let _ = pipe.read_to_end(&mut bytes);
            bytes
        })
    };
    let stdout = drain(Box::new(child.stdout.take().expect("piped")));
    let stderr = drain(Box::new(child.stderr.take().expect("piped")));
    let mut timed_out = false;
    let status = loop {
        if let Some(status) = child.try_wait().expect("waiting works") {
            break status;
        }
        if started.elapsed() > TIME_LIMIT {
            timed_out = true;
            let _ = child.kill();
            break child.wait().expect("waiting works");
        }
        thread::sleep(Duration::from_millis(10));
    };
    let elapsed = started.elapsed();
    let _ = writer.join();
    let _ = stdout.join();
    Run {
        status: status.code(),
        signal: status.signal(),
        timed_out,
        elapsed,
        stderr: stderr.join().unwrap_or_default(),
    }
}

/// Why the run broke the rules, if it did.
fn problem(run: &Run) -> Option<String> {
    let message = String::from_utf8_lossy(&run.stderr);
    let excerpt: String = message.chars().take(160).collect();
    if run.timed_out {
        return Some(format!("still running after {} s", TIME_LIMIT.as_secs()));
    }
    match (run.status, run.signal) {
        (Some(0 | 2), _) => {}
        (Some(code), _) => return Some(format!("exit status {code}: {excerpt}")),
        (None, signal) => {
            return Some(format!(
                "killed by signal {signal:?} (out of memory?): {excerpt}"
            ));
        }
    }
    if run.stderr.len() > MESSAGE_LIMIT {
        return Some(format!(
            "stderr is {} bytes (at most {MESSAGE_LIMIT}): {excerpt}...",
            run.stderr.len()
        ));
    }
    if run.status == Some(2) && !message.lines().any(|line| line.starts_with("error")) {
        return Some(format!("status 2 without an error message: {excerpt}"));
    }
    None
}

fn shorten(args: &[String]) -> String {
    let shown: Vec<String> = args
        .iter()
        .map(|arg| {
            if arg.chars().count() > 60 {
                let head: String = arg.chars().take(40).collect();
                format!("{head}... ({} chars)", arg.chars().count())
            } else {
                arg.clone()
            }
        })
        .collect();
    format!("{shown:?}")
}

/// How many cases run at once: most finish at once, and the slow ones wait on their limits.
const WORKERS: usize = 2;

/// Runs every case, `WORKERS` at a time, and prints one line per case; the failures, in order.
fn run_all(cases: Vec<Case>) -> Vec<String> {
    let cases = std::sync::Mutex::new(cases.into_iter().enumerate().rev().collect::<Vec<_>>());
    let mut failures: Vec<(usize, String)> = thread::scope(|scope| {
        let workers: Vec<_> = (0..WORKERS)
            .map(|_| {
                scope.spawn(|| {
                    let mut failures = Vec::new();
                    loop {
                        let next = cases.lock().unwrap().pop();
                        let Some((index, case)) = next else {
                            break;
                        };
                        let run = run(&case);
                        let verdict = problem(&run);
                        eprintln!(
                            "{:>6.2} s  {:<4} {}  {}",
                            run.elapsed.as_secs_f64(),
                            if verdict.is_none() { "ok" } else { "FAIL" },
                            case.what,
                            shorten(&case.args)
                        );
                        if let Some(why) = verdict {
                            failures.push((
                                index,
                                format!("{} {}: {why}", case.what, shorten(&case.args)),
                            ));
                        }
                    }
                    failures
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|worker| worker.join().unwrap())
            .collect()
    });
    failures.sort();
    failures.into_iter().map(|(_, failure)| failure).collect()
}

#[test]
fn hostile_input_is_refused_or_answered_within_bounds() {
    let started = Instant::now();
    let failures = run_all(cases());
    eprintln!("all cases: {:.1} s", started.elapsed().as_secs_f64());
    assert!(
        failures.is_empty(),
        "{} hostile case(s) broke the rules:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Checkpoints with the right checksum but contents no run writes (a hand-made file, or one
/// damaged and then rewritten) are refused with a short message: values no game has (found
/// by the `values_file` fuzz target: resuming from them ran out of memory), and a 4096-byte
/// game name (which the message quotes only in part).
#[test]
fn a_forged_checkpoint_is_refused() {
    use grundy::takebreak::Values;
    use grundy::takebreak::values_file::save;
    let path = std::env::temp_dir().join(format!("grundy-hostile-{}.ckpt", std::process::id()));
    let path_text = path.display().to_string();
    let resume = || {
        run(&case(
            "a forged checkpoint",
            &["seq", "kayles", "--to", "100", "--checkpoint", &path_text],
        ))
    };
    save(
        &path,
        "kayles",
        &Values::U32(vec![0, 1, 2, 4_000_000_000, 7]),
    )
    .unwrap();
    let impossible = resume();
    save(&path, &"k".repeat(4096), &Values::U8(vec![0, 1, 2])).unwrap();
    let long_name = resume();
    std::fs::remove_file(&path).unwrap();
    for (run, expected) in [
        (impossible, "G(3) = 4000000000"),
        (long_name, "belongs to kkkkkkkk"),
    ] {
        assert_eq!(problem(&run), None);
        assert_eq!(run.status, Some(2));
        let message = String::from_utf8_lossy(&run.stderr);
        assert!(
            message.starts_with("error: ") && message.contains(expected),
            "{message}"
        );
    }
}
