//! `/api/quotient`: the library's quotient report, as `grundy quotient --json` prints it.

use std::time::Duration;

use axum::http::StatusCode;
use grundy::report::QuotientReport;
use grundy_web::Limits;

use crate::common::{app, encode, get};

/// The library's report for the same request, as the command line serializes it.
fn expected(game: &str, heaps: usize, table: bool, genus: bool) -> String {
    let family = grundy::parse_family(game).unwrap();
    let report = QuotientReport::with_options(family.as_ref(), heaps, table, genus).unwrap();
    serde_json::to_string(&report).unwrap() + "\n"
}

#[tokio::test]
async fn quotient_answers_what_quotient_json_prints() {
    let app = app(Limits::default());
    let answer = get(
        &app,
        &format!("/api/quotient?game={}&heaps=20", encode("octal[0.75]")),
    )
    .await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    assert_eq!(answer.headers["content-type"], "application/json");
    assert_eq!(answer.body, expected("octal[0.75]", 20, false, false));
    // Plambeck & Siegel 2008: 0.75's quotient is R8, of order 8 with P-portion {a, b^2}.
    let json = answer.json();
    assert_eq!(json["order"], 8);
    assert_eq!(json["p_portion"], serde_json::json!(["a", "b^2"]));
    assert!(json.get("table").is_none() && json.get("genus").is_none());
    // The table and the genera, when asked; 30 heaps by default.
    let answer = get(
        &app,
        "/api/quotient?game=kayles&heaps=10&table=true&genus=true",
    )
    .await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    assert_eq!(answer.body, expected("kayles", 10, true, true));
    let json = answer.json();
    assert_eq!(
        json["table"].as_array().unwrap().len(),
        json["order"].as_u64().unwrap() as usize
    );
    assert_eq!(json["genus"]["heaps"].as_array().unwrap().len(), 11);
    let answer = get(
        &app,
        &format!("/api/quotient?game={}", encode("octal[0.75]")),
    )
    .await;
    assert_eq!(answer.body, expected("octal[0.75]", 30, false, false));
}

#[tokio::test]
async fn quotient_refuses_what_it_cannot_compute() {
    let app = app(Limits::default());
    for query in [
        "game=nim",
        "game=octal%5B0.7x%5D",
        "game=kayles&heaps=x",
        "game=kayles&heaps=10001",
        "heaps=3",
        "game=graph%5Bx%5D",
    ] {
        let answer = get(&app, &format!("/api/quotient?{query}")).await;
        assert_eq!(
            answer.status,
            StatusCode::BAD_REQUEST,
            "{query}: {}",
            answer.body
        );
    }
    let answer = get(&app, "/api/quotient?game=nim").await;
    assert!(answer.error().contains("take-and-break"), "{}", answer.body);
    // A bad code says where it is.
    let answer = get(
        &app,
        &format!("/api/quotient?game={}", encode("octal[0.7x]")),
    )
    .await;
    assert!(answer.column().is_some(), "{}", answer.body);
}

#[tokio::test]
async fn a_quotient_beyond_the_budget_is_not_computed() {
    // 0.3122 on heaps up to 7 has an infinite quotient (Nowakowski, as cited by the library):
    // the request's state limit stops it with 422, in a fraction of a second (the time limit
    // is far off, so that a loaded machine cannot make it the one that fires).
    let app = app(Limits {
        timeout: Duration::from_secs(60),
        state_limit: 5_000,
        ..Limits::default()
    });
    let answer = get(
        &app,
        &format!("/api/quotient?game={}&heaps=7", encode("octal[0.3122]")),
    )
    .await;
    assert_eq!(
        answer.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        answer.body
    );
    assert!(
        answer
            .error()
            .ends_with("the misère quotient of octal[0.3122] on heaps up to 7 is infinite or larger than these limits"),
        "{}",
        answer.body
    );
    // The limit is the server's: the answer says so, and names no command-line flag.
    assert!(
        answer
            .error()
            .contains("the state limit); choose a smaller position or raise the limit (a limit this server sets for each request)"),
        "{}",
        answer.body
    );
    assert!(!answer.error().contains("--"), "{}", answer.body);
}
