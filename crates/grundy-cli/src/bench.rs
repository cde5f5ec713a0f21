//! `grundy bench`: times the take-and-break engine on the project's reference workloads and
//! compares with the times measured for ogsolve rc on a 2-core machine; `--scale` profiles
//! Grundy's game to 2^26 window by window. Its headings, labels and sentences are the
//! messages `bench-*` of `cli.ftl`, in the language of the command; workload names that are
//! expressions stay as they are written.

use std::time::Instant;

use grundy::takebreak::{Computation, EngineKind, Goal, Rules};

use crate::lang::t;
use crate::output::Failure;
use crate::seq::describe_period;

#[derive(clap::Args)]
pub struct BenchArgs {
    #[arg(long)]
    quick: bool,
    #[arg(long)]
    scale: bool,
    #[arg(long, conflicts_with = "scale")]
    quotients: bool,
    #[arg(long, conflicts_with_all = ["scale", "quotients"])]
    boards: bool,
    #[arg(long, conflicts_with_all = ["scale", "quotients", "boards"])]
    rules: bool,
    #[arg(long, conflicts_with_all = ["scale", "quotients", "boards", "rules"])]
    remoteness: bool,
}

struct Workload {
    name: String,
    rules: Rules,
    goal: Goal,
    /// Seconds measured for ogsolve rc, if it was timed on this workload.
    reference: Option<f64>,
    target: f64,
}

fn code(text: &str) -> Rules {
    Rules::parse_code(text).expect("a valid code")
}

pub fn run(args: &BenchArgs) -> Result<(), Failure> {
    if cfg!(debug_assertions) {
        eprintln!("{}", t!("bench-debug-build"));
    }
    if args.scale {
        return run_scale(args.quick);
    }
    if args.quotients {
        return run_quotients(args.quick);
    }
    if args.boards {
        return run_boards(args.quick);
    }
    if args.rules {
        return run_rules(args.quick);
    }
    if args.remoteness {
        return run_remoteness(args.quick);
    }
    let scale = if args.quick { 16 } else { 1 };
    let n20 = (1usize << 20) / scale + 1;
    let workloads = [
        Workload {
            name: t!("bench-to", game = "grundy", to = "2^20"),
            rules: Rules::grundys_game(),
            goal: Goal::count(n20),
            reference: Some(5.9),
            target: 1.5,
        },
        Workload {
            name: t!("bench-to", game = "0.161", to = "2^20"),
            rules: code("0.161"),
            goal: Goal::count(n20),
            reference: Some(1.83),
            target: 1.0,
        },
        Workload {
            name: t!("bench-to", game = "0.6", to = "2^20"),
            rules: code("0.6"),
            goal: Goal::count(n20),
            reference: Some(6.38),
            target: 2.5,
        },
        Workload {
            name: t!("bench-until-proven", game = "0.354"),
            rules: code("0.354"),
            goal: Goal::until_proven(if args.quick { 1 << 20 } else { 1 << 26 }),
            reference: Some(17.5),
            target: 8.0,
        },
        Workload {
            name: t!("bench-to", game = "0.346", to = "200000"),
            rules: code("0.346"),
            goal: Goal::count(200_000 / scale + 1),
            reference: None,
            // 11.6 s measured when its values of 13 bits moved to the dense path (23.7 s before).
            target: 12.0,
        },
    ];
    println!(
        "{} {} {} {} {}  {}",
        left(&t!("bench-workload"), 20),
        right(&t!("bench-seconds"), 10),
        right(&t!("bench-target"), 10),
        right("ogsolve rc", 10),
        right(&t!("bench-speed-up"), 9),
        t!("bench-result")
    );
    let mut grundy_two_threads = None;
    for workload in &workloads {
        let (seconds, run) = time(&workload.rules, EngineKind::Sparse, workload.goal, true);
        grundy_two_threads.get_or_insert((seconds, run.values().checksum()));
        let period = run
            .period_report()
            .map_or_else(|| t!("bench-no-period"), |report| describe_period(&report));
        let (reference, speed_up) = match workload.reference {
            Some(reference) => (
                format!("{reference:.1}"),
                format!("{:.1}x", reference / seconds),
            ),
            None => ("-".to_string(), "-".to_string()),
        };
        let name = if args.quick {
            format!("{} (÷16)", workload.name)
        } else {
            workload.name.clone()
        };
        println!(
            "{} {seconds:>10.3} {:>10.1} {reference:>10} {speed_up:>9}  {}",
            left(&name, 20),
            workload.target,
            t!(
                "bench-values",
                count = run.len().to_string(),
                checksum = format!("{:016x}", run.values().checksum()),
                period = period
            ),
        );
    }
    // The second core: the first workload again on one thread.
    let (one_thread, single) = time(
        &workloads[0].rules,
        EngineKind::Sparse,
        workloads[0].goal,
        false,
    );
    let (two_threads, checksum) = grundy_two_threads.expect("at least one workload");
    let same = single.values().checksum() == checksum;
    println!(
        "{}",
        t!(
            "bench-second-thread",
            workload = workloads[0].name.as_str(),
            one = format!("{one_thread:.3}"),
            two = format!("{two_threads:.3}"),
            ratio = format!("{:.2}", one_thread / two_threads),
            values = same_or_not(same)
        )
    );
    let n17 = (1usize << 17) / scale + 1;
    let grundy17 = |kind, parallel| time(&Rules::grundys_game(), kind, Goal::count(n17), parallel);
    let (sparse, fast) = grundy17(EngineKind::Sparse, true);
    let (sparse_alone, fast_alone) = grundy17(EngineKind::Sparse, false);
    let (naive, slow) = grundy17(EngineKind::Naive, false);
    let same = same && fast.values() == slow.values() && fast_alone.values() == slow.values();
    println!(
        "{}",
        t!(
            "bench-engines",
            workload = t!("bench-to", game = "grundy", to = "2^17"),
            naive = format!("{naive:.3}"),
            sparse = format!("{sparse:.3}"),
            ratio = format!("{:.1}", naive / sparse),
            alone = format!("{sparse_alone:.3}"),
            alone_ratio = format!("{:.1}", naive / sparse_alone),
            values = same_or_not(same),
            checksum = format!("{:016x}", fast.values().checksum())
        )
    );
    if !same {
        return Err(Failure::Other(t!("bench-engines-disagree")));
    }
    Ok(())
}

/// `identical` or `DIFFER`, in the command's language.
fn same_or_not(same: bool) -> String {
    if same {
        t!("bench-identical")
    } else {
        t!("bench-differ")
    }
}

/// The columns a terminal gives `text`: a CJK character takes two.
fn columns(text: &str) -> usize {
    text.chars()
        .map(|c| if c >= '\u{2e80}' { 2 } else { 1 })
        .sum()
}

/// `text` padded with blanks to `width` columns, on the right.
fn left(text: &str, width: usize) -> String {
    format!("{text}{}", " ".repeat(width.saturating_sub(columns(text))))
}

/// `text` padded with blanks to `width` columns, on the left.
fn right(text: &str, width: usize) -> String {
    format!("{}{text}", " ".repeat(width.saturating_sub(columns(text))))
}

fn time(rules: &Rules, kind: EngineKind, goal: Goal, parallel: bool) -> (f64, Computation) {
    let start = Instant::now();
    let mut run = Computation::new(rules.clone(), kind);
    run.set_parallel(parallel);
    run.run(goal, |_| true);
    (start.elapsed().as_secs_f64(), run)
}

/// `--scale`: Grundy's game to 2^26 (2^22 when quick), heaps per second per window, and the
/// slowest window against its neighbours.
fn run_scale(quick: bool) -> Result<(), Failure> {
    let count = if quick { 1 << 22 } else { 1 << 26 };
    let (seconds, run) = time(
        &Rules::grundys_game(),
        EngineKind::Sparse,
        Goal::count(count),
        true,
    );
    let stats = run.sparse_stats().expect("the sparse engine");
    println!(
        "{}",
        t!(
            "bench-scale",
            workload = t!(
                "bench-to",
                game = "grundy",
                to = format!("2^{}", count.trailing_zeros())
            ),
            seconds = format!("{seconds:.2}"),
            rate = format!("{:.2}", count as f64 / seconds / 1e6),
            rare = stats.rare_count.to_string(),
            mask = stats.mask.to_string(),
            changes = stats.mask_changes.to_string(),
            checksum = format!("{:016x}", run.values().checksum())
        )
    );
    let windows = &stats.profile;
    for window in windows {
        println!("  {}", crate::seq::profile_line(window));
    }
    // The slowest window per heap against the mean of its neighbours (the first window, with
    // the engine's start-up, is left out).
    let rates: Vec<f64> = windows.iter().map(|w| w.heaps_per_second()).collect();
    let worst = (2..rates.len())
        .map(|k| {
            let neighbours = if k + 1 < rates.len() {
                (rates[k - 1] + rates[k + 1]) / 2.0
            } else {
                rates[k - 1]
            };
            (neighbours / rates[k], k)
        })
        .max_by(|a, b| a.0.total_cmp(&b.0));
    if let Some((ratio, k)) = worst {
        println!(
            "{}",
            t!(
                "bench-slowest-window",
                from = windows[k].from.to_string(),
                to = windows[k].to.to_string(),
                ratio = format!("{ratio:.2}")
            )
        );
    }
    Ok(())
}

/// `--quotients`: the misère quotients of reference games, timed one by one.
fn run_quotients(quick: bool) -> Result<(), Failure> {
    use grundy::quotient::MisereQuotient;
    let scale = if quick { 4 } else { 1 };
    // Name, rules, heaps, and the seconds Siegel's MisereSolver (its solver classes from
    // CGSuite, run by a small Java driver) took for the same quotient beside grundy on a
    // 2-core machine (one run each, 2026-11-25; the JVM's start included).
    let workloads: [(&str, Rules, usize, Option<f64>); 9] = [
        ("0.75", code("0.75"), 200, Some(0.20)),
        ("0.77 (kayles)", code("0.77"), 200, Some(0.16)),
        ("0.31", code("0.31"), 200, Some(0.11)),
        ("0.07 (dawson kayles)", code("0.07"), 32, Some(4.01)),
        ("0.137 (dawson chess)", code("0.137"), 31, Some(3.64)),
        ("0.106", code("0.106"), 20, Some(107.3)),
        ("0.142", code("0.142"), 40, Some(35.6)),
        ("4.7", code("4.7"), 20, None),
        ("grundy", Rules::grundys_game(), 20, None),
    ];
    println!(
        "{} {} {} {} {} {}  {}",
        left(&t!("bench-game"), 22),
        right(&t!("bench-heaps"), 6),
        right(&t!("bench-seconds"), 9),
        right("MisereSolver", 13),
        right(&t!("bench-order"), 6),
        right(&t!("bench-pairs"), 10),
        t!("bench-period")
    );
    for (name, rules, heaps, reference) in workloads {
        let reference = match reference {
            Some(seconds) if !quick => format!("{seconds:.2}"),
            _ => "-".to_string(),
        };
        let heaps = heaps / scale;
        let start = Instant::now();
        let result = MisereQuotient::compute(&rules, heaps);
        let seconds = start.elapsed().as_secs_f64();
        match result {
            Ok(q) => {
                let period = match (q.proven_period(), q.observed_period()) {
                    (Some((m, p)), _) => t!(
                        "bench-period-proven",
                        period = p.to_string(),
                        heap = m.to_string()
                    ),
                    (None, Some((m, p))) => t!(
                        "bench-period-observed",
                        period = p.to_string(),
                        heap = m.to_string()
                    ),
                    (None, None) => t!("bench-period-none"),
                };
                println!(
                    "{name:<22} {heaps:>6} {seconds:>9.3} {reference:>13} {:>6} {:>10}  {period}",
                    q.monoid().order(),
                    q.verified_pairs()
                );
            }
            Err(error) => {
                let stopped = t!("bench-stopped", error = error.to_string());
                println!("{name:<22} {heaps:>6} {seconds:>9.3} {reference:>13}  {stopped}")
            }
        }
    }
    Ok(())
}

/// The median of `runs` timings of `work`, and its last result.
fn median_seconds<T>(runs: usize, mut work: impl FnMut() -> T) -> (f64, T) {
    let mut times = Vec::with_capacity(runs);
    let mut last = None;
    for _ in 0..runs {
        let start = Instant::now();
        last = Some(work());
        times.push(start.elapsed().as_secs_f64());
    }
    times.sort_by(f64::total_cmp);
    (times[runs / 2], last.expect("at least one run"))
}

/// `--rules`: the rule finder's cost beside the values it reads (the target: under a
/// tenth of computing them).
fn run_rules(quick: bool) -> Result<(), Failure> {
    use grundy::report::seq::{SeqReport, SeqRequest};
    use grundy::report::table::TableReport;
    use grundy::rule_finder::{sequence_rules, table_rules};
    const RUNS: usize = 3;
    let to: u64 = if quick { 10_000 } else { 100_000 };
    let side: u64 = if quick { 100 } else { 300 };
    println!(
        "{} {} {} {}  {}",
        left(&t!("bench-workload"), 24),
        right(&t!("bench-values-seconds"), 10),
        right(&t!("bench-rules-seconds"), 10),
        right(&t!("bench-share"), 8),
        t!("bench-rules-found")
    );
    let line = |name: &str, values: f64, rules: f64, found: usize| {
        println!(
            "{} {values:>10.4} {rules:>10.4} {:>7.1}%  {found}",
            left(name, 24),
            100.0 * rules / values
        );
    };
    for family in ["sub[1,3,4]", "lasker", "kayles", "octal[0.6]", "grundy"] {
        let parsed = grundy::parse_family(family).map_err(|e| Failure::parse(&e, family))?;
        let request = SeqRequest {
            rules: false,
            ..SeqRequest::to(to)
        };
        let (values_seconds, computed) = median_seconds(RUNS, || {
            let report = SeqReport::new(parsed.clone(), &request)?;
            let values = report
                .values()
                .map(|value| value.map(|v| v.to_u64().unwrap_or(u64::MAX)))
                .collect::<Result<Vec<u64>, _>>()?;
            Ok::<_, grundy::GameError>((values, report.period()?))
        });
        let (values, period) = computed?;
        let known = period.filter(|period| period.proven);
        let (rules_seconds, rules) =
            median_seconds(RUNS, || sequence_rules(&values, known.as_ref()));
        line(
            &t!("bench-to", game = family, to = to.to_string()),
            values_seconds,
            rules_seconds,
            rules.len(),
        );
    }
    let wythoff = grundy::parse_family("wythoff").map_err(|e| Failure::parse(&e, "wythoff"))?;
    let (values_seconds, report) =
        median_seconds(RUNS, || TableReport::new(wythoff.as_ref(), side, side));
    let report = report?;
    let (rules_seconds, rules) = median_seconds(RUNS, || table_rules(&report.values));
    // The report's time includes finding its rules once: the values alone took the rest.
    line(
        &format!("wythoff {side} x {side}"),
        values_seconds - rules_seconds,
        rules_seconds,
        rules.len(),
    );
    Ok(())
}

/// `--remoteness`: remoteness beside the values or outcome it is compared with (the issue's
/// targets: at most 3 times the values of one heap to 10^6, at most twice a sum's outcome).
fn run_remoteness(quick: bool) -> Result<(), Failure> {
    use grundy::report::seq::{SeqReport, SeqRequest};
    const RUNS: usize = 3;
    let to: u64 = if quick { 62_500 } else { 1_000_000 };
    println!(
        "{} {} {} {}",
        left(&t!("bench-workload"), 32),
        right(&t!("bench-base-seconds"), 10),
        right(&t!("bench-remoteness-seconds"), 12),
        right(&t!("bench-ratio"), 7)
    );
    let line = |name: &str, base: f64, remoteness: f64| {
        println!(
            "{} {base:>10.4} {remoteness:>12.4} {:>6.2}x",
            left(name, 32),
            remoteness / base
        );
    };
    for family in ["sub[1,3,4]", "octal[0.33]", "bash[3]", "nim"] {
        let parsed = grundy::parse_family(family).map_err(|e| Failure::parse(&e, family))?;
        let request = SeqRequest {
            rules: false,
            ..SeqRequest::to(to)
        };
        let (values_seconds, values) = median_seconds(RUNS, || {
            let report = SeqReport::new(parsed.clone(), &request)?;
            report
                .values()
                .try_fold(0u64, |count, value| value.map(|_| count + 1))
        });
        values?;
        let (remoteness_seconds, found) = median_seconds(RUNS, || {
            let mut found = Vec::new();
            parsed
                .heap_remoteness(to, &mut found)
                .map(|done| done.map(|()| found.len()))
        });
        found.transpose()?;
        line(
            &t!(
                "bench-remoteness-against-values",
                workload = t!("bench-to", game = family, to = to.to_string())
            ),
            values_seconds,
            remoteness_seconds,
        );
    }
    let sums = if quick {
        [
            "chomp(4,4,3)",
            "cram(3,4)",
            "kayles(12) + sub[1,3,4](9)",
            "nodekayles(grid:3x3)",
        ]
    } else {
        [
            "chomp(6,5,5,4)",
            "cram(4,4)",
            "kayles(20) + sub[1,3,4](30)",
            "nodekayles(grid:3x5)",
        ]
    };
    for expr in sums {
        let position = grundy::parse(expr).map_err(|e| Failure::parse(&e, expr))?;
        let (outcome_seconds, outcome) = median_seconds(RUNS, || {
            // A fresh parse each time, so that no memo carries over between runs; the sum
            // searched as one game, as its remoteness is.
            grundy::parse(expr)
                .expect("parsed above")
                .outcome_by_search()
        });
        outcome?;
        let (remoteness_seconds, found) = median_seconds(RUNS, || {
            grundy::parse(expr).expect("parsed above").remoteness()
        });
        found?;
        drop(position);
        line(
            &t!("bench-remoteness-against-outcome", expr = expr),
            outcome_seconds,
            remoteness_seconds,
        );
    }
    Ok(())
}

/// `--boards`: Cram boards searched one by one, each with a fresh table, on one thread.
fn run_boards(quick: bool) -> Result<(), Failure> {
    use grundy::games::CramBoard;
    use grundy::search::Table;
    // Rows, columns, and the median seconds of igsolve (igs at beling/impartial-games 07a34e6)
    // measured beside grundy on a 2-core machine (three runs each, 2026-11-25).
    let boards: &[(u64, u64, f64)] = if quick {
        &[(4, 7, 0.025), (5, 6, 0.086)]
    } else {
        &[(5, 7, 0.764), (4, 9, 0.298), (5, 8, 3.357)]
    };
    println!(
        "{} {} {} {}  {}  {}",
        left(&t!("bench-board"), 10),
        right(&t!("bench-seconds"), 9),
        right("igs", 8),
        right(&t!("bench-ratio"), 9),
        right(&t!("bench-value"), 5),
        t!("bench-positions")
    );
    for &(rows, cols, igs) in boards {
        let board = CramBoard::empty(rows, cols).map_err(Failure::Other)?;
        let table = Table::new(grundy::Budget::current().memory_limit() / 2);
        let start = Instant::now();
        let (value, stats) = board.search_value(&table, 1)?;
        let seconds = start.elapsed().as_secs_f64();
        println!(
            "{:<10} {seconds:>9.3} {igs:>8.3} {:>8.2}x  {value:>5}  {}",
            format!("cram({rows},{cols})"),
            seconds / igs,
            stats.positions,
        );
    }
    Ok(())
}
