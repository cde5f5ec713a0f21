//! The safety rules: no file is read, bodies and queries are capped, errors quote input
//! briefly, budgets bound every computation, hostile input never makes a 500.

use std::time::{Duration, Instant};

use axum::body::Body;
use axum::http::{Request, StatusCode};
use grundy_web::Limits;
use serde_json::json;

use crate::common::{self, app, encode, get, post, send};

fn default_app() -> grundy_web::App {
    app(Limits::default())
}

/// Limits for tests of hostile input: short, so a slow case does not hold the suite up.
fn short() -> Limits {
    Limits {
        timeout: Duration::from_millis(300),
        ..Limits::default()
    }
}

#[tokio::test]
async fn file_references_are_refused_wherever_they_are() {
    let app = default_app();
    // A readable file that is a valid script: were it read, the answer would be 200.
    let script = std::env::temp_dir().join(format!("grundy-web-test-{}.rhai", std::process::id()));
    std::fs::write(&script, "fn moves(n) { [] }").unwrap();
    let script = script.display().to_string();
    let cases = [
        ("script[/etc/passwd](1)".to_string(), 1),
        ("graph[/etc/passwd](a)".to_string(), 1),
        ("every(graph[x](a))".to_string(), 7),
        ("nim(1) + script[/etc/passwd](1)".to_string(), 10),
        ("every(nim(1) + every(script[x](1)))".to_string(), 22),
        (format!("script[{script}](1)"), 1),
    ];
    for (expr, column) in &cases {
        for path in ["/api/eval", "/api/explain", "/api/moves", "/api/graph"] {
            let answer = get(&app, &format!("{path}?expr={}", encode(expr))).await;
            assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{path} {expr}");
            assert_eq!(answer.column(), Some(*column), "{path} {expr}");
            assert!(answer.error().contains("file"), "{}", answer.body);
            assert!(!answer.body.contains("root:"), "{}", answer.body);
            let answer = post(
                &app,
                path,
                &json!({"expr": expr, "rules": "fn moves(n) { [] }"}),
            )
            .await;
            assert_eq!(answer.status, StatusCode::BAD_REQUEST, "POST {path} {expr}");
            assert_eq!(answer.column(), Some(*column), "POST {path} {expr}");
        }
    }
    let _ = std::fs::remove_file(&script);
}

#[tokio::test]
async fn bodies_over_64_kib_are_413() {
    let app = default_app();
    let big = json!({"expr": "nim(1)", "rules": "/".repeat(64 << 10)});
    let answer = post(&app, "/api/eval", &big).await;
    assert_eq!(answer.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert!(answer.error().contains("64 KiB"), "{}", answer.body);
    // Streamed, without a length: cut all the same.
    let chunks: Vec<Result<String, std::io::Error>> =
        (0..100).map(|_| Ok("x".repeat(1 << 10))).collect();
    let request = Request::post("/api/eval")
        .header("content-type", "application/json")
        .body(Body::from_stream(futures_stream(chunks)))
        .unwrap();
    let answer = send(&app, request).await;
    assert_eq!(answer.status, StatusCode::PAYLOAD_TOO_LARGE);
    // Just under the cap is read (and here is bad JSON: 400).
    let request = Request::post("/api/eval")
        .header("content-type", "application/json")
        .body(Body::from("x".repeat((64 << 10) - 1)))
        .unwrap();
    let answer = send(&app, request).await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert!(answer.body.len() < 1000, "{}", answer.body);
}

/// A stream of `chunks`, for a body without a declared length.
fn futures_stream(
    chunks: Vec<Result<String, std::io::Error>>,
) -> impl futures_core::Stream<Item = Result<String, std::io::Error>> {
    struct Chunks(std::vec::IntoIter<Result<String, std::io::Error>>);
    impl futures_core::Stream for Chunks {
        type Item = Result<String, std::io::Error>;
        fn poll_next(
            mut self: std::pin::Pin<&mut Self>,
            _: &mut std::task::Context<'_>,
        ) -> std::task::Poll<Option<Self::Item>> {
            std::task::Poll::Ready(self.0.next())
        }
    }
    Chunks(chunks.into_iter())
}

#[tokio::test]
async fn bodies_must_be_json() {
    let app = default_app();
    let request = Request::post("/api/eval")
        .header("content-type", "text/plain")
        .body(Body::from(r#"{"expr":"nim(1)"}"#))
        .unwrap();
    let answer = send(&app, request).await;
    assert_eq!(answer.status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    answer.error();
    let request = Request::post("/api/eval")
        .header("content-type", "application/json; charset=utf-8")
        .body(Body::from(r#"{"expr":"nim(1)"}"#))
        .unwrap();
    assert_eq!(send(&app, request).await.status, StatusCode::OK);
    for body in [
        r#"{"expr":"#,
        "[1,2]",
        r#"{"misere":true}"#,
        r#"{"expr":5}"#,
    ] {
        let request = Request::post("/api/eval")
            .header("content-type", "application/json")
            .body(Body::from(body))
            .unwrap();
        let answer = send(&app, request).await;
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{body}");
        assert_eq!(answer.column(), None);
    }
}

#[tokio::test]
async fn long_query_strings_are_414_and_long_input_is_quoted_briefly() {
    let app = default_app();
    let long = format!("nim({})", "1,".repeat(9000));
    let answer = get(&app, &format!("/api/eval?expr={long}")).await;
    assert_eq!(answer.status, StatusCode::URI_TOO_LONG);
    assert!(answer.error().contains("POST"), "{}", answer.body);
    // In a body, a long bad expression gets a short error.
    let bad = format!("nim({}x)", "1,".repeat(25_000));
    let answer = post(&app, "/api/eval", &json!({ "expr": bad })).await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert!(answer.body.len() < 700, "{} bytes", answer.body.len());
    assert_eq!(answer.column(), Some(50_005));
    let name = "x".repeat(60_000);
    let answer = post(&app, "/api/eval", &json!({ "expr": format!("{name}(1)") })).await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert!(answer.body.len() < 700, "{} bytes", answer.body.len());
    let answer = post(
        &app,
        "/api/eval",
        &json!({"expr": "rules(1)", "rules": format!("fn moves(n) {{ {name} }}")}),
    )
    .await;
    assert!(answer.body.len() < 900, "{}", answer.body);
}

#[tokio::test]
async fn a_request_that_exhausts_its_time_is_422_within_its_timeout() {
    let app = app(Limits {
        timeout: Duration::from_millis(400),
        ..Limits::default()
    });
    let started = Instant::now();
    let answer = get(
        &app,
        &format!("/api/eval?expr={}", encode("every(nim(99,1,10,100))")),
    )
    .await;
    let took = started.elapsed();
    assert_eq!(
        answer.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        answer.body
    );
    assert!(answer.error().contains("time limit"), "{}", answer.body);
    assert!(took < Duration::from_millis(1500), "took {took:?}");
    // A script in an endless loop stops too.
    let started = Instant::now();
    let answer = post(
        &app,
        "/api/eval",
        &json!({"expr": "rules(1)", "rules": "fn moves(n) { let x = 0; loop { x += 1; } }"}),
    )
    .await;
    assert_eq!(
        answer.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        answer.body
    );
    assert!(started.elapsed() < Duration::from_millis(1500));
    assert!(common::idle(&app).await);
}

#[tokio::test]
async fn state_and_memory_limits_are_422() {
    let app = app(Limits {
        state_limit: 1000,
        ..Limits::default()
    });
    let answer = get(
        &app,
        &format!(
            "/api/eval?expr={}&misere=true",
            encode("cram(5,6) + bash[3](20)")
        ),
    )
    .await;
    assert_eq!(
        answer.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        answer.body
    );
    assert!(answer.error().contains("1000 positions"), "{}", answer.body);
    let app = app_with_memory(1 << 20);
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
    assert!(answer.error().contains("memory limit"), "{}", answer.body);
}

fn app_with_memory(bytes: u64) -> grundy_web::App {
    app(Limits {
        max_memory: bytes,
        ..Limits::default()
    })
}

/// Expressions and rules meant to break things: none may panic (500) or hang.
const HOSTILE: &[&str] = &[
    "",
    " ",
    "+",
    "nim",
    "nim(",
    "nim)",
    "nim(-1)",
    "nim(10^99999)",
    "nim(10^65536)",
    "nim(2^65536)",
    "nim(99999999999999999999999999999999999999999999)",
    "bash[0](5)",
    "bash[10^40](5)",
    "sub[](3)",
    "sub[0](3)",
    "octal[](3)",
    "octal[0.](3)",
    "octal[9.9](3)",
    "octal[0.77777777777777777777777777777777777777](10)",
    "chomp(10^30)",
    "chomp(50,50,50,50,50,50,50,50,50,50)",
    "wythoff(10^40, 10^40)",
    "wythoff(1)",
    "hackenbush(0-0)",
    "hackenbush(0-1,1-0,0-99999999999)",
    "corners(99999999:99999999)",
    "northcott(1:1:1)",
    "beans(1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20)",
    "every()",
    "every(every(every(every(every(every(nim(1)))))))",
    "every(nim(10^30))",
    "fib(10^6)",
    "staircase(1,2,3,4,5,6,7,8,9,10)",
    "moore[0](1)",
    "powers[1](10)",
    "nozero[0](10)",
    "coins(1,2,10^30)",
    "rules(1)",
    "rules[1](1)",
    "nim(1)\u{0}",
    "nim(\u{202e}1)",
    "\u{1b}[31mnim(1)",
    "ｎｉｍ(1)",
    "nim(1) + + nim(2)",
    "nim(1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30)",
    "lasker(10^30)",
    "kayles(2^64)",
    "grundy(10^30)",
    "dawson(10^20)",
];

#[tokio::test]
async fn hostile_expressions_never_make_a_500() {
    let app = app(short());
    let nested = format!("{}nim(1){}", "every(".repeat(500), ")".repeat(500));
    let wide = format!("nim({})", "7,".repeat(5000) + "7");
    let many = vec!["sub[1,3,4](10^20)"; 400].join("+");
    let extra = [nested.as_str(), wide.as_str(), many.as_str()];
    for expr in HOSTILE.iter().chain(extra.iter()) {
        for path in ["/api/eval", "/api/explain", "/api/moves", "/api/graph"] {
            for misere in [false, true] {
                let body = json!({"expr": expr, "misere": misere});
                let answer = post(&app, path, &body).await;
                assert!(
                    [200, 400, 422].contains(&answer.status.as_u16()),
                    "{path} {expr:?} misère {misere}: {} {}",
                    answer.status,
                    answer.body
                );
                assert!(answer.body.len() < (2 << 20), "{path} {expr:?}");
                if answer.status != StatusCode::OK {
                    assert!(answer.error().chars().count() <= 601, "{}", answer.body);
                }
            }
        }
    }
    assert!(common::idle(&app).await);
}

#[tokio::test]
async fn hostile_families_never_make_a_500() {
    let app = app(short());
    let families = [
        "",
        "nim",
        "kayles",
        "octal[0.1337]",
        "octal[4.0]",
        "octal[0.007]",
        "grundy",
        "wythoff",
        "every",
        "rules",
        "sub[]",
        "bash[10^30]",
        "chomp",
        "fib",
        "sub[1,2,3,4,5,6,7,8,9,10]",
        "script[x]",
        "nim + nim",
        "nim(",
        "\u{0}",
        "octal[0.77777777777777777777]",
    ];
    for family in families {
        for to in [None, Some("0"), Some("10^6"), Some("1000")] {
            let mut body = json!({"family": family});
            if let Some(to) = to {
                body["to"] = json!(to);
            }
            let answer = post(&app, "/api/seq", &body).await;
            assert!(
                [200, 400, 422].contains(&answer.status.as_u16()),
                "seq {family} {to:?}: {} {}",
                answer.status,
                answer.body
            );
        }
        for (rows, cols) in [(1, 1), (500, 500), (1, 250_000)] {
            let body = json!({"family": family, "rows": rows, "cols": cols});
            let answer = post(&app, "/api/table", &body).await;
            assert!(
                [200, 400, 422].contains(&answer.status.as_u16()),
                "table {family} {rows}x{cols}: {} {}",
                answer.status,
                answer.body
            );
        }
    }
    assert!(common::idle(&app).await);
}

#[tokio::test]
async fn answers_that_would_be_huge_are_refused() {
    let app = default_app();
    // 5001 winning moves (each heap of 7 to 0), each written with all 5001 heaps.
    let sevens = format!("nim({})", vec!["7"; 5001].join(","));
    for path in ["/api/eval", "/api/explain"] {
        let answer = post(&app, path, &json!({ "expr": sevens })).await;
        assert_eq!(answer.status, StatusCode::UNPROCESSABLE_ENTITY, "{path}");
        assert!(answer.error().contains("too large"), "{}", answer.body);
    }
    // Misère: 5000 heaps of 1, each a winning move.
    let ones = format!("nim({})", vec!["1"; 5000].join(","));
    let answer = post(&app, "/api/eval", &json!({ "expr": ones, "misere": true })).await;
    assert_eq!(
        answer.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        answer.body
    );
    // A long sum with few winning moves is answered.
    let mut heaps = vec!["1"; 4999];
    heaps.push("6");
    let answer = post(
        &app,
        "/api/eval",
        &json!({ "expr": format!("nim({})", heaps.join(",")) }),
    )
    .await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    assert_eq!(answer.json()["nimber"], 7);
}

#[tokio::test]
async fn hostile_rules_never_make_a_500() {
    let app = app(short());
    let rules = [
        "",
        "fn moves(n) { }",
        "fn moves(n) { n }",
        "fn moves(n) { [n] }",
        "fn moves(n) { [n + 1] }",
        "fn moves(n) { moves(n) }",
        "fn moves(n) { let a = []; a.pad(100000000, 0); a }",
        "fn moves(n) { let s = \"x\"; loop { s += s; } }",
        "fn moves(n) { [[n, n], \"x\", ()] }",
        "fn moves(n) { throw 1 }",
        "fn moves(n) { sum([n - 1, n - 2]) }",
        "fn nope() {}",
        "import \"x\" as y; fn moves(n) { [] }",
        "fn moves(n) { eval(\"1\") }",
        "fn moves(n) {",
    ];
    for source in rules {
        for expr in [
            "rules(5)",
            "rules(3,4)",
            "rules(\"a\")",
            "rules(10^30)",
            "every(rules(3))",
        ] {
            for path in ["/api/eval", "/api/explain", "/api/moves", "/api/graph"] {
                let body = json!({"expr": expr, "rules": source});
                let answer = post(&app, path, &body).await;
                assert!(
                    [200, 400, 422].contains(&answer.status.as_u16()),
                    "{path} {expr} {source:?}: {} {}",
                    answer.status,
                    answer.body
                );
            }
        }
    }
    assert!(common::idle(&app).await);
}

mod random {
    use super::*;
    use proptest::prelude::*;

    fn runtime() -> tokio::runtime::Runtime {
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .enable_all()
            .build()
            .unwrap()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]

        /// Random text in the expression language's alphabet, and whole random strings: a
        /// status of 200, 400 or 422, never anything else.
        #[test]
        fn random_expressions_are_answered_or_refused(
            expr in prop_oneof![
                "[a-z]{0,8}(\\[[0-9.,^]{0,6}\\])?\\([0-9,:^ -]{0,12}\\)( \\+ [a-z]{1,8}\\([0-9,]{0,6}\\)){0,2}",
                "\\PC{0,40}",
            ],
            misere in any::<bool>(),
        ) {
            let app = app(short());
            let runtime = runtime();
            for path in ["/api/eval", "/api/moves", "/api/explain", "/api/graph"] {
                let answer = runtime.block_on(post(&app, path, &json!({"expr": expr, "misere": misere})));
                prop_assert!(
                    [200, 400, 422].contains(&answer.status.as_u16()),
                    "{} {:?}: {} {}", path, expr, answer.status, answer.body
                );
                let answer = runtime.block_on(get(&app, &format!("{path}?expr={}", encode(&expr))));
                prop_assert!([200, 400, 422].contains(&answer.status.as_u16()), "GET {} {:?}", path, expr);
            }
        }
    }
}
