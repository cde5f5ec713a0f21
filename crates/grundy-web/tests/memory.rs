//! The metered allocator, installed as `grundy serve` installs it: a request that allocates
//! more than its limit, whatever allocates it, is stopped and answered 422.
//!
//! A test binary of its own, not a module of `tests/integration`: a `#[global_allocator]` is
//! process-wide, so in the shared binary it would meter every other test's requests too, and
//! those (e.g. `safety`'s memory limit, which the library's own checks must enforce) would no
//! longer test the playground as a program without the meter runs it.

#[path = "integration/common.rs"]
mod common;

use std::time::{Duration, Instant};

use axum::http::StatusCode;
use common::{app, encode, get};
use grundy_web::Limits;

#[global_allocator]
static ALLOCATOR: grundy_web::meter::MeteredAllocator = grundy_web::meter::MeteredAllocator;

#[tokio::test]
async fn a_request_past_its_memory_limit_is_stopped_and_answered_422() {
    assert!(grundy_web::meter::is_installed());
    // Every-Nim's solver memo grows by tens of MiB a second: without the meter it would run
    // to its (half-minute) deadline.
    let app = app(Limits {
        timeout: Duration::from_secs(30),
        max_memory: 32 << 20,
        ..Limits::default()
    });
    let started = Instant::now();
    let answer = get(
        &app,
        &format!("/api/eval?expr={}", encode("every(nim(99,1,10,100))")),
    )
    .await;
    assert_eq!(
        answer.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        answer.body
    );
    assert!(
        answer.error().contains("memory limit of 32 MiB"),
        "{}",
        answer.body
    );
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "{:?}",
        started.elapsed()
    );
    assert!(common::idle(&app).await);
    // Requests within the limit are answered as before.
    let answer = get(&app, "/api/eval?expr=nim(3,4,5)").await;
    assert_eq!(answer.status, StatusCode::OK);
    assert_eq!(answer.json()["nimber"], 2);
}

#[test]
fn the_meter_counts_what_its_thread_allocates_and_frees() {
    let budget = grundy::Budget::default();
    let meter = grundy_web::meter::Meter::new(1 << 20, budget.clone());
    {
        let _metering = meter.enter();
        let small = vec![0u8; 1000];
        assert!(meter.held() >= 1000);
        drop(small);
        assert!(!budget.is_cancelled());
        let big = vec![1u8; 2 << 20];
        assert!(meter.exceeded());
        assert!(budget.is_cancelled());
        drop(big);
        // The peak remembers the big vector after it is freed (the worker decides from it
        // whether to give freed memory back to the system).
        assert!(meter.held() < 1 << 20);
        assert!(meter.peak() >= 2 << 20);
    }
    let held = meter.held();
    // Outside the guard nothing is charged.
    let other = vec![0u8; 4 << 20];
    assert_eq!(meter.held(), held);
    drop(other);
}
