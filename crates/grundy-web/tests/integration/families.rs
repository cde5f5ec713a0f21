//! `/api/seq`, `/api/table` and `/api/graph`: the same reports as the command line, computed.

use axum::http::StatusCode;
use grundy::report::seq::{SeqReport, SeqRequest};
use grundy::report::table::TableReport;
use grundy_web::Limits;
use serde_json::json;

use crate::common::{app, encode, get, post};

fn default_app() -> grundy_web::App {
    app(Limits::default())
}

const TAKE_1_2: &str =
    "fn moves(n) { let m = []; for k in [1, 2] { if k <= n { m.push(n - k); } } m }";

/// A queen moving towards the corner: Wythoff's game.
const QUEEN: &str = "fn moves(s) { let a = s[0]; let b = s[1]; let m = [];
  for k in 1..=a { m.push([a - k, b]); }
  for k in 1..=b { m.push([a, b - k]); }
  for k in 1..=(if a < b { a } else { b }) { m.push([a - k, b - k]); }
  m }";

fn library_seq(family: &str, request: &SeqRequest) -> String {
    let report = SeqReport::new(grundy::parse_family(family).unwrap(), request).unwrap();
    serde_json::to_string(&report).unwrap() + "\n"
}

#[tokio::test]
async fn seq_answers_what_seq_json_prints() {
    let app = default_app();
    let answer = get(
        &app,
        &format!("/api/seq?family={}&to=9", encode("sub[1,3,4]")),
    )
    .await;
    assert_eq!(answer.status, StatusCode::OK);
    assert_eq!(answer.headers["content-type"], "application/json");
    assert_eq!(
        answer.body,
        concat!(
            r#"{"family":"sub[1,3,4]","values":[0,1,0,1,2,3,2,0,1,0],"#,
            r#""period":{"preperiod":0,"period":7,"saltus":0,"proven":true,"checked_to":18},"#,
            r#""p_positions":{"listed":[0,2,7,9],"count":4,"checked_to":9},"#,
            r#""rules":[{"kind":"periodic","text":"G(n) = [0, 1, 0, 1, 2, 3, 2][n mod 7]","#,
            r#""proven":true,"checked_to":9,"exceptions":[]},{"kind":"p_residues","#,
            r#""text":"P-positions: n ≡ 0, 2 (mod 7)","proven":true,"checked_to":9,"#,
            r#""exceptions":[]}]}"#,
            "\n"
        )
    );
    for (family, to) in [
        ("nim", 20),
        ("lasker", 50),
        ("kayles", 100),
        ("octal[0.137]", 300),
    ] {
        let answer = get(&app, &format!("/api/seq?family={}&to={to}", encode(family))).await;
        assert_eq!(answer.status, StatusCode::OK, "{family}: {}", answer.body);
        assert_eq!(
            answer.body,
            library_seq(family, &SeqRequest::to(to)),
            "{family}"
        );
    }
    // `to` as a power.
    let answer = get(&app, "/api/seq?family=nim&to=10%5E3").await;
    assert_eq!(answer.json()["values"].as_array().unwrap().len(), 1001);
    // Frequencies and statistics of take-and-break games, as --freq and --stats give them.
    let answer = get(&app, "/api/seq?family=kayles&to=100&freq=true&stats=true").await;
    let request = SeqRequest {
        freq: true,
        stats: true,
        parallel: false,
        ..SeqRequest::to(100)
    };
    // The same but for the profile's clock readings, which differ from run to run.
    let without_time = |text: &str| {
        let mut json: serde_json::Value = serde_json::from_str(text).unwrap();
        for window in json["stats"]["profile"].as_array_mut().unwrap() {
            assert!(window["microseconds"].is_u64(), "{window}");
            window["microseconds"] = 0.into();
        }
        json
    };
    assert_eq!(
        without_time(&answer.body),
        without_time(&library_seq("kayles", &request))
    );
    assert!(answer.json()["freq"].is_array());
}

#[tokio::test]
async fn seq_without_to_runs_until_the_period_is_proven() {
    let app = default_app();
    let answer = get(&app, "/api/seq?family=kayles").await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    let json = answer.json();
    assert_eq!(json["period"]["preperiod"], 71);
    assert_eq!(json["period"]["period"], 12);
    assert_eq!(json["period"]["proven"], true);
    assert_eq!(json["values"].as_array().unwrap().len(), 83);
    // Nim has no natural end: bad input.
    let answer = get(&app, "/api/seq?family=nim").await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert!(answer.error().contains("`to`"), "{}", answer.body);
}

#[tokio::test]
async fn misere_sequences_and_tables_are_the_library_s_reports() {
    use grundy::report::misere_seq::MisereSeqReport;
    let app = default_app();
    let answer = get(&app, "/api/seq?family=kayles&to=60&misere=true").await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    let kayles = grundy::parse_family("kayles").unwrap();
    let report = MisereSeqReport::new(kayles.as_ref(), 60, true).unwrap();
    assert_eq!(answer.body, serde_json::to_string(&report).unwrap() + "\n");
    let answer = post(
        &app,
        "/api/table",
        &json!({"family": "rules", "rows": 5, "cols": 5, "misere": true, "rules": QUEEN}),
    )
    .await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    let wythoff = grundy::parse_family("wythoff").unwrap();
    let report = TableReport::misere(wythoff.as_ref(), 5, 5).unwrap();
    assert_eq!(answer.json()["values"], json!(report.values));
    assert_eq!(answer.json()["convention"], "misere");
}

#[tokio::test]
async fn a_sweep_of_a_parameter_is_the_library_s_report() {
    use grundy::parse::Parser;
    use grundy::report::param_sweep::ParamSweepReport;
    let app = default_app();
    let answer = get(&app, "/api/seq?family=powers%5B2..9%5D&to=100").await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    let report = ParamSweepReport::new("powers[2..9]", Some(100), &Parser::new()).unwrap();
    assert_eq!(answer.body, serde_json::to_string(&report).unwrap() + "\n");
    assert_eq!(
        answer.json()["summary"],
        json!(["P odd: G(n) = n mod 2", "P even: period P + 1"])
    );
    // No file is read through a swept family either.
    let answer = get(
        &app,
        "/api/seq?family=script%5B%2Fetc%2Fpasswd%7B1..2%7D%5D&to=3",
    )
    .await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    assert!(
        answer.json()["rows"][0]["error"]
            .as_str()
            .unwrap()
            .contains("file"),
        "{}",
        answer.body
    );
}

#[tokio::test]
async fn seq_refuses_what_it_cannot_compute() {
    let app = default_app();
    for (query, column) in [
        ("family=nim&to=1000001", None),
        ("family=nim&to=lots", None),
        ("family=nim&to=-1", None),
        ("family=wythoff&to=10", None),
        ("family=nim&to=10&freq=true", None),
        ("family=nim&misere=true", None),
        ("family=kayles&to=10&misere=true&stats=true", None),
        ("family=wythoff&to=10&misere=true", None),
        ("family=powers%5B2..5%5D&to=10&misere=true", None),
        ("family=powers%5B2..500%5D&to=10", None),
        ("family=sub%5B1..2,3..4%5D&to=10", None),
        ("family=nim(3)&to=10", Some(4)),
        ("family=nosuch&to=10", Some(1)),
        ("family=script%5B%2Fetc%2Fpasswd%5D&to=3", Some(1)),
        ("to=10", None),
    ] {
        let answer = get(&app, &format!("/api/seq?{query}")).await;
        assert_eq!(
            answer.status,
            StatusCode::BAD_REQUEST,
            "{query}: {}",
            answer.body
        );
        assert_eq!(answer.column(), column, "{query}: {}", answer.body);
    }
}

#[tokio::test]
async fn seq_by_post_takes_inline_rules() {
    let app = default_app();
    let answer = post(
        &app,
        "/api/seq",
        &json!({"family": "rules", "to": 20, "rules": TAKE_1_2}),
    )
    .await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    let json = answer.json();
    let values: Vec<u64> = json["values"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .collect();
    assert_eq!(values, (0..=20).map(|n| n % 3).collect::<Vec<u64>>());
    assert_eq!(json["family"], "rules");
    assert_eq!(json["period"]["period"], 3);
    let answer = post(
        &app,
        "/api/seq",
        &json!({"family": "rules", "to": "10^2", "rules": TAKE_1_2}),
    )
    .await;
    assert_eq!(answer.json()["values"].as_array().unwrap().len(), 101);
}

#[tokio::test]
async fn table_answers_what_table_json_prints() {
    let app = default_app();
    let answer = get(&app, "/api/table?family=wythoff&rows=3&cols=3").await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    let json = answer.json();
    assert_eq!(json["values"], json!([[0, 1, 2], [1, 2, 0], [2, 0, 1]]));
    assert_eq!(
        json["pattern"]["p_positions"],
        json!([[0, 0], [1, 2], [2, 1]])
    );
    let wythoff = grundy::parse_family("wythoff").unwrap();
    let report = TableReport::new(wythoff.as_ref(), 12, 10).unwrap();
    let answer = get(&app, "/api/table?family=wythoff&rows=12&cols=10").await;
    assert_eq!(answer.body, serde_json::to_string(&report).unwrap() + "\n");
    // The queen's rules, inline, give Wythoff's table.
    let answer = post(
        &app,
        "/api/table",
        &json!({"family": "rules", "rows": 12, "cols": "10", "rules": QUEEN}),
    )
    .await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    let inline = answer.json();
    assert_eq!(inline["family"], "rules");
    assert_eq!(inline["values"], json!(report.values));
    assert_eq!(
        inline["pattern"]["p_positions"],
        json!(report.pattern.p_positions)
    );
}

#[tokio::test]
async fn table_refuses_what_it_cannot_compute() {
    let app = default_app();
    for query in [
        "family=wythoff&rows=0&cols=3",
        "family=wythoff&rows=1000&cols=1000",
        "family=wythoff&rows=3",
        "family=nim&rows=3&cols=3",
        "family=wythoff&rows=x&cols=3",
        "family=graph%5Bx%5D&rows=3&cols=3",
    ] {
        let answer = get(&app, &format!("/api/table?{query}")).await;
        assert_eq!(
            answer.status,
            StatusCode::BAD_REQUEST,
            "{query}: {}",
            answer.body
        );
    }
}

/// Each drawn position's `data-position` and `data-outcome`, in order.
fn drawn(svg: &str) -> Vec<(String, String)> {
    let attribute = |from: &str, name: &str| -> Option<String> {
        let start = from.find(&format!("{name}=\""))? + name.len() + 2;
        let end = from[start..].find('"')?;
        Some(from[start..start + end].to_string())
    };
    svg.split("data-position=")
        .skip(1)
        .map(|rest| {
            let rest = format!("data-position={rest}");
            (
                attribute(&rest, "data-position").unwrap(),
                attribute(&rest, "data-outcome").unwrap(),
            )
        })
        .collect()
}

/// Undoes the XML escapes of an attribute.
fn unescape(text: &str) -> String {
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&apos;", "'")
        .replace("&amp;", "&")
}

#[tokio::test]
async fn graph_draws_every_reachable_position_coloured_by_its_outcome() {
    let app = default_app();
    for expr in [
        "nim(1,1)",
        "nim(2,3)",
        "sub[1,3,4](9)",
        "lasker(4)",
        "bash[2](3) + nim(2)",
    ] {
        let answer = get(&app, &format!("/api/graph?expr={}", encode(expr))).await;
        assert_eq!(answer.status, StatusCode::OK, "{expr}: {}", answer.body);
        assert_eq!(answer.headers["content-type"], "image/svg+xml");
        assert!(
            answer.body.starts_with("<svg") || answer.body.starts_with("<?xml"),
            "{expr}"
        );
        let position = grundy::parse(expr).unwrap();
        let graph = grundy::draw::state_graph(&position, 300).unwrap();
        assert_eq!(
            answer.headers["x-positions"].to_str().unwrap(),
            graph.positions.len().to_string()
        );
        assert_eq!(answer.headers["x-truncated"], "false");
        let nodes = drawn(&answer.body);
        assert_eq!(nodes.len(), graph.positions.len(), "{expr}");
        // Every colour agrees with the position's outcome as the API gives it.
        for (drawn_position, outcome) in nodes {
            let text = unescape(&drawn_position);
            let eval = get(&app, &format!("/api/eval?expr={}", encode(&text))).await;
            assert_eq!(eval.status, StatusCode::OK, "{text}");
            assert_eq!(eval.json()["outcome"], outcome.as_str(), "{text} in {expr}");
        }
    }
    // Cut off at the limit.
    let answer = get(&app, "/api/graph?expr=nim(5,5)&limit=4").await;
    assert_eq!(answer.headers["x-truncated"], "true");
    assert_eq!(answer.headers["x-positions"], "4");
    assert_eq!(drawn(&answer.body).len(), 4);
    for limit in ["0", "5001", "many"] {
        let answer = get(&app, &format!("/api/graph?expr=nim(2)&limit={limit}")).await;
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{limit}");
    }
    // By POST with rules.
    let answer = post(
        &app,
        "/api/graph",
        &json!({"expr": "rules(4)", "rules": TAKE_1_2, "limit": 50}),
    )
    .await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    let nodes = drawn(&answer.body);
    assert_eq!(nodes.len(), 5);
    for (position, outcome) in nodes {
        let n: u64 = position
            .trim_start_matches("rules(")
            .trim_end_matches(')')
            .parse()
            .unwrap();
        assert_eq!(
            outcome,
            if n.is_multiple_of(3) { "P" } else { "N" },
            "{position}"
        );
    }
}

#[tokio::test]
async fn remoteness_sequences_and_tables_are_the_library_s_reports() {
    use grundy::report::remoteness::{RemotenessSeqReport, RemotenessTableReport};
    let app = default_app();
    let answer = get(
        &app,
        &format!(
            "/api/seq?family={}&to=9&remoteness=true",
            encode("sub[1,2]")
        ),
    )
    .await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    assert_eq!(answer.headers["content-type"], "application/json");
    // R(0) = 0, R(1) = R(2) = 1 and R(n + 3) = R(n) + 2: a P-position every third heap.
    let mut expected = vec![0u64, 1, 1];
    while expected.len() < 10 {
        expected.push(expected[expected.len() - 3] + 2);
    }
    assert_eq!(expected, [0, 1, 1, 2, 3, 3, 4, 5, 5, 6]);
    let json = answer.json();
    assert_eq!(json["remoteness"], json!(expected));
    assert_eq!(json["computed"], 10);
    assert_eq!(json["p_positions"]["listed"], json!([0, 3, 6, 9]));
    let rules: Vec<&str> = json["rules"]
        .as_array()
        .unwrap()
        .iter()
        .map(|rule| rule["text"].as_str().unwrap())
        .collect();
    assert_eq!(
        rules,
        ["R(n + 3) = R(n) + 2", "P-positions: n ≡ 0 (mod 3)"],
        "{}",
        answer.body
    );
    // The same bytes as `grundy seq "sub[1,2]" --to 9 --remoteness --json`.
    let family = grundy::parse_family("sub[1,2]").unwrap();
    let report = RemotenessSeqReport::new(family.as_ref(), 9).unwrap();
    assert_eq!(answer.body, serde_json::to_string(&report).unwrap() + "\n");
    // By POST, with rules: take one or two, the same remoteness.
    let answer = post(
        &app,
        "/api/seq",
        &json!({"family": "rules", "to": "9", "remoteness": true, "rules": TAKE_1_2}),
    )
    .await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    assert_eq!(answer.json()["remoteness"], json!(expected));
    // Wythoff's small cells: (0, 0) has no move, the queen takes (0, b), (a, 0) and (a, a) at
    // once, and (1, 2) and (2, 1) are lost in 2.
    let answer = get(
        &app,
        "/api/table?family=wythoff&rows=4&cols=4&remoteness=true",
    )
    .await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    let json = answer.json();
    assert_eq!(
        json["remoteness"],
        json!([[0, 1, 1, 1], [1, 1, 2, 3], [1, 2, 1, 3], [1, 3, 3, 1]])
    );
    assert_eq!(json["p_positions"], json!([[0, 0], [1, 2], [2, 1]]));
    assert_eq!(json["rules"][0]["text"], "R(a, b) = R(b, a)");
    let wythoff = grundy::parse_family("wythoff").unwrap();
    let report = RemotenessTableReport::new(wythoff.as_ref(), 4, 4).unwrap();
    assert_eq!(answer.body, serde_json::to_string(&report).unwrap() + "\n");
    // The queen's rules, inline, by POST.
    let answer = post(
        &app,
        "/api/table",
        &json!({"family": "rules", "rows": 4, "cols": 4, "remoteness": true, "rules": QUEEN}),
    )
    .await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    assert_eq!(answer.json()["remoteness"], json!(report.remoteness));
}

#[tokio::test]
async fn remoteness_under_a_small_budget_keeps_what_it_found() {
    let app = app(Limits {
        state_limit: 2000,
        ..Limits::default()
    });
    let answer = get(&app, "/api/seq?family=kayles&to=300&remoteness=true").await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    let json = answer.json();
    let computed = json["computed"].as_u64().unwrap();
    assert!(computed > 5 && computed < 301, "{}", answer.body);
    assert_eq!(
        json["remoteness"].as_array().unwrap().len() as u64,
        computed
    );
    assert_eq!(json["remoteness"][3], 3, "{}", answer.body);
    assert!(
        json["stopped"].as_str().unwrap().contains("state limit"),
        "{}",
        answer.body
    );
}

#[tokio::test]
async fn remoteness_refuses_what_makes_no_sense() {
    let app = default_app();
    for (uri, names) in [
        (
            "/api/seq?family=nim&to=10&remoteness=true&misere=true",
            &["remoteness", "misere"][..],
        ),
        (
            "/api/table?family=wythoff&rows=3&cols=3&remoteness=true&misere=true",
            &["remoteness", "misere"],
        ),
        ("/api/seq?family=nim&remoteness=true", &["to"]),
        (
            "/api/seq?family=kayles&to=10&remoteness=true&stats=true",
            &["remoteness", "stats"],
        ),
        (
            "/api/seq?family=powers%5B2..5%5D&to=10&remoteness=true",
            &["remoteness"],
        ),
        (
            "/api/seq?family=wythoff&to=10&remoteness=true",
            &["one-heap"],
        ),
        (
            "/api/table?family=nim&rows=3&cols=3&remoteness=true",
            &["two-parameter"],
        ),
        (
            "/api/seq?family=nim&to=10&remoteness=maybe",
            &["remoteness"],
        ),
    ] {
        let answer = get(&app, uri).await;
        assert_eq!(
            answer.status,
            StatusCode::BAD_REQUEST,
            "{uri}: {}",
            answer.body
        );
        for name in names {
            assert!(answer.error().contains(name), "{uri}: {}", answer.body);
        }
    }
    let answer = post(
        &app,
        "/api/table",
        &json!({"family": "wythoff", "rows": 3, "cols": 3, "remoteness": true, "misere": true}),
    )
    .await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{}", answer.body);
    assert!(answer.error().contains("misere"), "{}", answer.body);
}
