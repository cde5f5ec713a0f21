//! What only a real connection shows: a client that goes away stops its computation, a busy
//! server refuses at once (503) instead of queueing, and a page can ask how far its running
//! computation is.

use std::time::{Duration, Instant};

use grundy_web::Limits;

use crate::common::{LiveServer, encode, read_answer};

/// Runs until its deadline (a minute here) unless cancelled: Every-Nim builds its combined
/// moves under the budget, checking it every 256 moves.
fn slow_path() -> String {
    format!("/api/eval?expr={}", encode("every(nim(99,1,10,100))"))
}

fn patient(max_concurrent: usize) -> Limits {
    Limits {
        timeout: Duration::from_secs(60),
        max_concurrent,
        ..Limits::default()
    }
}

#[test]
fn a_client_that_disconnects_frees_its_worker_at_once() {
    let server = LiveServer::start(patient(4));
    let slow = server.start_get(&slow_path());
    assert!(server.wait_busy(1, Duration::from_secs(5)), "never started");
    // Still computing a while later: its deadline is a minute away.
    std::thread::sleep(Duration::from_millis(300));
    assert_eq!(server.app.busy_workers(), 1);
    let dropped = Instant::now();
    drop(slow);
    assert!(
        server.wait_busy(0, Duration::from_secs(2)),
        "the computation went on after the client left"
    );
    eprintln!("worker freed {:?} after the disconnect", dropped.elapsed());
    // And the server answers as before.
    let (status, _, body) = server.get("/api/eval?expr=nim(3,4,5)");
    assert_eq!(status, 200, "{body}");
}

#[test]
fn a_busy_server_answers_503_at_once_with_retry_after() {
    let server = LiveServer::start(patient(1));
    let slow = server.start_get(&slow_path());
    assert!(server.wait_busy(1, Duration::from_secs(5)));
    let started = Instant::now();
    let (status, head, body) = server.get("/api/eval?expr=nim(3,4,5)");
    assert_eq!(status, 503, "{body}");
    assert!(
        started.elapsed() < Duration::from_secs(1),
        "{:?}",
        started.elapsed()
    );
    assert!(
        head.to_ascii_lowercase().contains("retry-after: 1"),
        "{head}"
    );
    let json: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert!(json["error"].as_str().unwrap().contains("busy"), "{json}");
    // The page is not a computation: it is served all the same.
    let (status, _, _) = server.get("/");
    assert_eq!(status, 200);
    drop(slow);
    assert!(server.wait_busy(0, Duration::from_secs(2)));
    let (status, _, body) = server.get("/api/eval?expr=nim(3,4,5)");
    assert_eq!(status, 200, "{body}");
}

#[test]
fn long_computations_take_at_most_a_quarter_of_the_workers() {
    // Eight workers: two for long computations.
    let server = LiveServer::start(patient(8));
    let first = server.start_get(&slow_path());
    let second = server.start_get(&slow_path());
    assert!(server.wait_busy(2, Duration::from_secs(5)));
    std::thread::sleep(grundy_web::work::QUICK * 2);
    // A third long one is cancelled once it has run a moment, and refused with 429.
    let started = Instant::now();
    let (status, head, body) = server.get(&slow_path());
    let took = started.elapsed();
    assert_eq!(status, 429, "{body}");
    assert!(took >= grundy_web::work::QUICK, "{took:?}");
    assert!(took < Duration::from_secs(2), "{took:?}");
    assert!(
        head.to_ascii_lowercase().contains("retry-after: 2"),
        "{head}"
    );
    // Quick ones still find a worker.
    for _ in 0..20 {
        let (status, _, body) = server.get("/api/eval?expr=nim(3,4,5)");
        assert_eq!(status, 200, "{body}");
    }
    assert!(server.wait_busy(2, Duration::from_secs(2)));
    drop((first, second));
    assert!(server.wait_busy(0, Duration::from_secs(2)));
}

#[test]
fn a_request_under_its_deadline_is_answered_422_in_time() {
    let server = LiveServer::start(Limits {
        timeout: Duration::from_millis(500),
        ..Limits::default()
    });
    let started = Instant::now();
    let (status, _, body) = read_answer(server.start_get(&slow_path()));
    assert_eq!(status, 422, "{body}");
    assert!(started.elapsed() < Duration::from_millis(2000));
    assert!(server.wait_busy(0, Duration::from_secs(1)));
}

/// Asks how far the computation under `ticket` is until it is followed (it is filed as its
/// worker starts), at most two seconds.
fn first_report(server: &LiveServer, ticket: &str) -> serde_json::Value {
    let started = Instant::now();
    loop {
        let (status, _, body) = server.get(&format!("/api/progress?ticket={ticket}"));
        if status == 200 {
            return serde_json::from_str(&body).unwrap();
        }
        assert_eq!(status, 404, "{body}");
        assert!(
            started.elapsed() < Duration::from_secs(2),
            "never followed: {body}"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn a_page_follows_its_computation_by_ticket_until_it_ends() {
    let server = LiveServer::start(patient(4));
    let ticket = "page-0123456789abcdef";
    let slow = server.start_get_with(&slow_path(), &[&format!("X-Grundy-Ticket: {ticket}")]);
    let report = first_report(&server, ticket);
    let limit = report["time_limit_seconds"].as_f64().unwrap();
    assert!(limit > 30.0 && limit <= 60.0, "{report}");
    assert!(
        report["elapsed_seconds"].as_f64().unwrap() < 30.0,
        "{report}"
    );
    let text = report["text"].as_str().unwrap();
    assert!(text.contains("the time limit ends it in"), "{report}");
    // Another ticket is not this computation.
    let (status, _, _) = server.get("/api/progress?ticket=another-0123456789");
    assert_eq!(status, 404);
    drop(slow);
    assert!(server.wait_busy(0, Duration::from_secs(2)));
    let (status, _, body) = server.get(&format!("/api/progress?ticket={ticket}"));
    assert_eq!(status, 404, "{body}");
    assert!(body.contains("has ended"), "{body}");
    assert!(server.app.busy_workers() == 0);
}

#[test]
fn progress_is_told_in_the_language_of_the_request_it_follows() {
    let server = LiveServer::start(patient(4));
    let ticket = "zh-page-0123456789ab";
    let path = format!("{}&lang=zh", slow_path());
    let slow = server.start_get_with(&path, &[&format!("x-grundy-ticket: {ticket}")]);
    let report = first_report(&server, ticket);
    assert!(
        report["text"].as_str().unwrap().contains("时间限制"),
        "{report}"
    );
    drop(slow);
    assert!(server.wait_busy(0, Duration::from_secs(2)));
}

#[test]
fn a_malformed_ticket_is_refused_naming_where_it_is() {
    let server = LiveServer::start(patient(4));
    let (status, _, body) = read_answer(server.start_get_with(
        "/api/eval?expr=nim(3,4,5)",
        &["X-Grundy-Ticket: ../../etc/passwd-long"],
    ));
    assert_eq!(status, 400, "{body}");
    assert!(body.contains("the header x-grundy-ticket"), "{body}");
    assert!(body.contains("not '.'"), "{body}");
    let (status, _, body) = server.get("/api/progress?ticket=short");
    assert_eq!(status, 400, "{body}");
    assert!(
        body.contains("the parameter ticket: a ticket has 16 to 64 characters, not 5"),
        "{body}"
    );
    let (status, _, body) = server.get("/api/progress");
    assert_eq!(status, 400, "{body}");
}
