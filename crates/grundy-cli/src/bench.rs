//! `grundy bench`: times the take-and-break engine on the project's reference workloads and
//! compares with the published tools' times measured on the same (2-core) machine.

use std::time::Instant;

use grundy::takebreak::{Computation, EngineKind, Goal, Rules};

use crate::output::Failure;
use crate::seq::describe_period;

/// Time the take-and-break engine on the reference workloads.
#[derive(clap::Args)]
#[command(after_help = "\
Example (build with optimizations first; a debug build is many times slower):
  cargo run --release -p grundy-cli -- bench

Workloads: Grundy's game, 0.161 and 0.6 to n = 2^20 (sparse engine); 0.354 until its period is
proven; Grundy's game to 2^17 with both engines (their ratio). Times are wall-clock seconds of
one run each; other programs running at the same time slow them down. Each line ends with a
checksum of the values, to check that a faster engine still computes the same sequences.")]
pub struct BenchArgs {
    /// Divide every size by 16 (a quick smoke run).
    #[arg(long)]
    quick: bool,
}

struct Workload {
    name: &'static str,
    rules: Rules,
    goal: Goal,
    published: f64,
    target: f64,
}

fn code(text: &str) -> Rules {
    Rules::parse_code(text).expect("a valid code")
}

pub fn run(args: &BenchArgs) -> Result<(), Failure> {
    let scale = if args.quick { 16 } else { 1 };
    let n20 = (1usize << 20) / scale + 1;
    let workloads = [
        Workload {
            name: "grundy to 2^20",
            rules: Rules::grundys_game(),
            goal: Goal::count(n20),
            published: 5.9,
            target: 1.5,
        },
        Workload {
            name: "0.161 to 2^20",
            rules: code("0.161"),
            goal: Goal::count(n20),
            published: 2.4,
            target: 1.0,
        },
        Workload {
            name: "0.6 to 2^20",
            rules: code("0.6"),
            goal: Goal::count(n20),
            published: 6.7,
            target: 2.5,
        },
        Workload {
            name: "0.354 until proven",
            rules: code("0.354"),
            goal: Goal::until_proven(if args.quick { 1 << 20 } else { 1 << 26 }),
            published: 18.0,
            target: 8.0,
        },
    ];
    if cfg!(debug_assertions) {
        eprintln!("note: this is a debug build; build with --release for meaningful times");
    }
    println!(
        "{:<20} {:>10} {:>10} {:>10} {:>9}  result",
        "workload", "seconds", "target", "published", "speed-up"
    );
    for workload in &workloads {
        let (seconds, run) = time(&workload.rules, EngineKind::Sparse, workload.goal);
        let period = run
            .period_report()
            .map_or("no period".to_string(), |report| describe_period(&report));
        println!(
            "{:<20} {:>10.3} {:>10.1} {:>10.1} {:>8.1}x  {} values (checksum {:016x}); {period}",
            if args.quick {
                format!("{} (÷16)", workload.name)
            } else {
                workload.name.to_string()
            },
            seconds,
            workload.target,
            workload.published,
            workload.published / seconds,
            run.len(),
            run.values().checksum(),
        );
    }
    let n17 = (1usize << 17) / scale + 1;
    let (sparse, fast) = time(&Rules::grundys_game(), EngineKind::Sparse, Goal::count(n17));
    let (naive, slow) = time(&Rules::grundys_game(), EngineKind::Naive, Goal::count(n17));
    let same = fast.values() == slow.values();
    println!(
        "grundy to 2^17: sparse {sparse:.3} s, naive {naive:.3} s: sparse is {:.1}x faster (target 20x); values {} (checksum {:016x})",
        naive / sparse,
        if same { "identical" } else { "DIFFER" },
        fast.values().checksum(),
    );
    if !same {
        return Err(Failure::Other("the engines disagree".to_string()));
    }
    Ok(())
}

fn time(rules: &Rules, kind: EngineKind, goal: Goal) -> (f64, Computation) {
    let start = Instant::now();
    let mut run = Computation::new(rules.clone(), kind);
    run.run(goal, |_| true);
    (start.elapsed().as_secs_f64(), run)
}
