//! The bounded-work contract, end to end: every long computation of the library stops soon after
//! its budget is cancelled, and limits come back as typed errors.

use std::time::{Duration, Instant};

use grundy::takebreak::{Computation, EngineKind, Goal, Rules, Stop};
use grundy::{Budget, GameError, LimitExceeded};

/// How long after `cancel` a computation may run on. The contract is 100 ms on a release build;
/// tests run a less optimised build on a shared machine, so allow some slack.
const PROMPTLY: Duration = Duration::from_millis(400);

/// Runs `work` under a fresh budget on another thread, cancels it after `after`, and returns
/// what the work returned and how long it went on after the cancel.
fn cancel_after<T: Send + 'static>(
    after: Duration,
    work: impl FnOnce() -> T + Send + 'static,
) -> (T, Duration) {
    let budget = Budget::unlimited();
    let worker_budget = budget.clone();
    let worker = std::thread::spawn(move || worker_budget.run(work));
    std::thread::sleep(after);
    let cancelled = Instant::now();
    budget.cancel();
    let result = worker.join().expect("the work does not panic");
    (result, cancelled.elapsed())
}

#[test]
fn a_misere_search_stops_when_cancelled() {
    let (result, late) = cancel_after(Duration::from_millis(300), || {
        grundy::parse("cram(5,6) + bash[3](20)")
            .unwrap()
            .misere()
            .map(|analysis| analysis.outcome)
    });
    assert_eq!(result, Err(GameError::Limit(LimitExceeded::Cancelled)));
    assert!(late < PROMPTLY, "stopped {late:?} after the cancel");
}

#[test]
fn a_three_heap_sequence_stops_when_cancelled() {
    // octal[0.8] lets a move split a heap in three: O(n²) work per heap, checked within a value.
    let (stop, late) = cancel_after(Duration::from_millis(300), || {
        let mut run = Computation::new(Rules::parse_code("0.8").unwrap(), EngineKind::Sparse);
        let stop = run.run(Goal::until_proven(1 << 26), |_| true);
        (stop, run.len())
    });
    assert_eq!(stop.0, Stop::Limit(LimitExceeded::Cancelled));
    assert!(stop.1 > 0, "some values were computed before the cancel");
    assert!(late < PROMPTLY, "stopped {late:?} after the cancel");
}

#[test]
fn one_big_three_heap_heap_stops_when_cancelled_or_past_its_deadline() {
    // `eval "octal[0.8](30000)"`: the heap is valued by the sequence engine (about 20 s of
    // three-heap work in a release build), which stops within a value.
    let value = || grundy::parse("octal[0.8](30000)").unwrap().nimber();
    let (result, late) = cancel_after(Duration::from_millis(300), value);
    assert_eq!(result, Err(GameError::Limit(LimitExceeded::Cancelled)));
    assert!(late < PROMPTLY, "stopped {late:?} after the cancel");
    let budget = Budget::unlimited().with_timeout(Duration::from_millis(300));
    let started = Instant::now();
    let result = budget.run(value);
    assert_eq!(
        result,
        Err(GameError::Limit(LimitExceeded::Timeout {
            limit: Duration::from_millis(300)
        }))
    );
    assert!(started.elapsed() < Duration::from_millis(300) + PROMPTLY);
}

#[test]
fn a_long_sparse_run_stops_when_cancelled() {
    let (stop, late) = cancel_after(Duration::from_millis(300), || {
        let mut run = Computation::new(Rules::grundys_game(), EngineKind::Sparse);
        run.run(Goal::count(1 << 30), |_| true)
    });
    assert_eq!(stop, Stop::Limit(LimitExceeded::Cancelled));
    assert!(late < PROMPTLY, "stopped {late:?} after the cancel");
}

#[test]
fn a_chomp_search_stops_when_cancelled() {
    let (result, late) = cancel_after(Duration::from_millis(100), || {
        grundy::parse("chomp(11,11,11,11,11,11,11,11,11,11,11)")
            .unwrap()
            .nimber()
    });
    assert_eq!(result, Err(GameError::Limit(LimitExceeded::Cancelled)));
    assert!(late < PROMPTLY, "stopped {late:?} after the cancel");
}

#[test]
fn a_scripted_game_stops_when_cancelled() {
    // A game that never ends and never repeats: every state leads to a new one.
    let (result, late) = cancel_after(Duration::from_millis(300), || {
        let family =
            grundy::games::ScriptFamily::from_source("up.rhai", "fn moves(n) { [n + 1] }").unwrap();
        use grundy::Family;
        family.nimber(&grundy::script::State::Int(0))
    });
    assert_eq!(result, Err(GameError::Limit(LimitExceeded::Cancelled)));
    assert!(late < PROMPTLY, "stopped {late:?} after the cancel");
}

#[test]
fn the_memory_limit_stops_a_sequence_before_it_allocates() {
    let budget = Budget::default().with_memory_limit(1 << 20);
    let mut run = Computation::new(Rules::parse_code("0.77").unwrap(), EngineKind::Sparse);
    let stop = budget.run(|| run.run(Goal::count(10_000_000), |_| true));
    match stop {
        Stop::Limit(LimitExceeded::Memory { needed, limit, .. }) => {
            assert_eq!(limit, 1 << 20);
            assert!(needed >= 10_000_000);
        }
        other => panic!("expected the memory limit, got {other:?}"),
    }
    assert!(run.len() < 1 << 20);
}

#[test]
fn a_deadline_stops_a_search_with_a_message_naming_the_limit_not_a_flag() {
    let budget = Budget::unlimited().with_timeout(Duration::from_millis(200));
    let started = Instant::now();
    let error = budget
        .run(|| grundy::parse("cram(5,6) + bash[3](20)").unwrap().misere())
        .unwrap_err();
    assert_eq!(
        error,
        GameError::Limit(LimitExceeded::Timeout {
            limit: Duration::from_millis(200)
        })
    );
    // The library says what ran out; each front end says how its user raises it.
    let message = error.to_string();
    assert!(message.contains("time limit of 0.2 s"), "{message}");
    assert!(!message.contains("--"), "{message}");
    assert!(started.elapsed() < Duration::from_millis(200) + PROMPTLY);
}

#[test]
fn a_script_stuck_in_a_loop_stops_when_cancelled() {
    // One call into the script that would run for a minute: only the cancel can stop it.
    let (result, late) = cancel_after(Duration::from_millis(200), || {
        let limits = grundy::script::Limits {
            operations: u64::MAX,
            time: Duration::from_secs(60),
            ..grundy::script::Limits::default()
        };
        let script = grundy::script::Script::compile_with_limits(
            "spin.rhai",
            "fn moves(n) { let x = 0; loop { x += 1; } }",
            limits,
        )
        .unwrap();
        let family = grundy::games::ScriptFamily::new(script);
        use grundy::Family;
        family.nimber(&grundy::script::State::Int(1))
    });
    assert_eq!(result, Err(GameError::Limit(LimitExceeded::Cancelled)));
    assert!(late < PROMPTLY, "stopped {late:?} after the cancel");
}
