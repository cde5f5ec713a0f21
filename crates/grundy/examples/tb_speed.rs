use grundy::takebreak::*;
use std::time::Instant;
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let rules = if args[1] == "grundy" { Rules::grundys_game() } else { Rules::parse_code(&args[1]).unwrap() };
    let count: usize = args[2].parse().unwrap();
    let kind = if args.get(3).map(|s| s.as_str()) == Some("naive") { EngineKind::Naive } else { EngineKind::Sparse };
    let start = Instant::now();
    let mut run = Computation::new(rules, kind);
    let goal = if args.get(4).is_some() { Goal::until_proven(count) } else { Goal::count(count) };
    run.run(goal, |_| true);
    println!("{} values in {:.3}s; stats {:?}; period {:?}", run.len(), start.elapsed().as_secs_f64(), run.sparse_stats(), run.period_report());
}
