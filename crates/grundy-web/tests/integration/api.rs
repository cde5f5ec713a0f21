//! Every route of the API through the router: statuses and JSON bodies with computed values.

use axum::http::StatusCode;
use grundy::report::{EvalReport, MisereReport};
use grundy_web::Limits;
use serde_json::json;

use crate::common::{app, encode, get, post};

fn default_app() -> grundy_web::App {
    app(Limits::default())
}

/// Take 1 or 2: G(n) = n mod 3.
const TAKE_1_2: &str =
    "fn moves(n) { let m = []; for k in [1, 2] { if k <= n { m.push(n - k); } } m }";

/// A queen that moves towards the corner (0, 0): Wythoff's game on pairs.
const QUEEN: &str = "fn moves(s) { let a = s[0]; let b = s[1]; let m = [];
  for k in 1..=a { m.push([a - k, b]); }
  for k in 1..=b { m.push([a, b - k]); }
  for k in 1..=(if a < b { a } else { b }) { m.push([a - k, b - k]); }
  m }";

#[tokio::test]
async fn eval_answers_what_eval_json_prints() {
    let app = default_app();
    let answer = get(&app, "/api/eval?expr=nim(3,4,5)").await;
    assert_eq!(answer.status, StatusCode::OK);
    assert_eq!(answer.headers["content-type"], "application/json");
    // What `grundy eval "nim(3,4,5)" --json` prints, byte for byte: the CLI prints this report.
    let expected = r#"{"expr":"nim(3,4,5)","outcome":"N","nimber":2,"remoteness":11,"winning_moves":[{"component":0,"move":"take 2 from nim(3), leaving 1","to":"nim(1,4,5)"}]}"#;
    assert_eq!(answer.body, format!("{expected}\n"));
    let report = EvalReport::of(&grundy::parse("nim(3,4,5)").unwrap()).unwrap();
    assert_eq!(answer.body, serde_json::to_string(&report).unwrap() + "\n");
}

#[tokio::test]
async fn eval_of_several_positions_matches_the_library_report() {
    let app = default_app();
    for expr in [
        "nim(7,11,13)",
        "nim(1,2,3)",
        "bash[3](10) + sub[1,3,4](10^30)",
        "kayles(10^30)",
        "wythoff(3,5)",
        "lasker(3,7)",
        "every(nim(1,2) + bash[3](7))",
    ] {
        let answer = get(&app, &format!("/api/eval?expr={}", encode(expr))).await;
        assert_eq!(answer.status, StatusCode::OK, "{expr}: {}", answer.body);
        let report = EvalReport::of(&grundy::parse(expr).unwrap()).unwrap();
        assert_eq!(answer.body, serde_json::to_string(&report).unwrap() + "\n");
    }
    // Integers beyond 64 bits are strings.
    let answer = get(&app, &format!("/api/eval?expr={}", encode("nim(10^30, 7)"))).await;
    let json = answer.json();
    assert_eq!(json["nimber"], json!("1000000000000000000000000000007"));
    assert_eq!(json["outcome"], "N");
}

#[tokio::test]
async fn misere_eval_answers_what_eval_misere_json_prints() {
    let app = default_app();
    let answer = get(&app, "/api/eval?expr=nim(1,1,1)&misere=true").await;
    assert_eq!(answer.status, StatusCode::OK);
    assert_eq!(
        answer.body,
        "{\"expr\":\"nim(1,1,1)\",\"convention\":\"misere\",\"outcome\":\"P\",\"method\":\"bouton\",\"remoteness\":3,\"winning_moves\":[]}\n"
    );
    let answer = get(&app, "/api/eval?expr=nim(2,2)&misere=true").await;
    let report = MisereReport::of(&grundy::parse("nim(2,2)").unwrap()).unwrap();
    assert_eq!(answer.body, serde_json::to_string(&report).unwrap() + "\n");
    // misere=false is normal play.
    let answer = get(&app, "/api/eval?expr=nim(1,1,1)&misere=false").await;
    assert_eq!(answer.json()["nimber"], 1);
    let answer = get(&app, "/api/eval?expr=nim(1)&misere=maybe").await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn eval_by_post_takes_inline_rules() {
    let app = default_app();
    for n in [0u64, 1, 2, 7, 30] {
        let answer = post(
            &app,
            "/api/eval",
            &json!({"expr": format!("rules({n})"), "rules": TAKE_1_2}),
        )
        .await;
        assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
        let json = answer.json();
        assert_eq!(json["nimber"], n % 3, "rules({n})");
        assert_eq!(json["expr"], format!("rules({n})"));
    }
    // Summed with a registry game: 7 mod 3 = 1, and nim(1) makes it 0.
    let answer = post(
        &app,
        "/api/eval",
        &json!({"expr": "rules(7) + nim(1)", "rules": TAKE_1_2}),
    )
    .await;
    assert_eq!(answer.json()["outcome"], "P");
    // Pairs: Wythoff's P-position (3,5).
    let answer = post(
        &app,
        "/api/eval",
        &json!({"expr": "rules(3,5)", "rules": QUEEN, "misere": false}),
    )
    .await;
    assert_eq!(answer.json()["nimber"], 0, "{}", answer.body);
    // Without rules, POST is GET.
    let answer = post(&app, "/api/eval", &json!({"expr": "nim(3,4,5)"})).await;
    assert_eq!(answer.json()["nimber"], 2);
    let answer = post(
        &app,
        "/api/eval",
        &json!({"expr": "nim(1,1,1)", "misere": true}),
    )
    .await;
    assert_eq!(answer.json()["outcome"], "P");
}

#[tokio::test]
async fn bad_rules_are_bad_input_at_their_line() {
    let app = default_app();
    let answer = post(
        &app,
        "/api/eval",
        &json!({"expr": "rules(3)", "rules": "fn moves(n) {\n  let x = ;\n}"}),
    )
    .await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    let message = answer.error();
    assert!(message.contains("line 2"), "{message}");
    assert_eq!(answer.column(), None);
    // `rules` without rules.
    let answer = get(&app, "/api/eval?expr=nim(1)%2Brules(3)").await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert_eq!(answer.column(), Some(8));
    // A script that fails when run is not computed: 422, naming the line.
    let answer = post(
        &app,
        "/api/eval",
        &json!({"expr": "rules(3)", "rules": "fn moves(n) {\n  throw \"no\";\n}"}),
    )
    .await;
    assert_eq!(answer.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(answer.error().contains("line 2"), "{}", answer.body);
}

#[tokio::test]
async fn parse_errors_are_400_at_their_column() {
    let app = default_app();
    let answer = get(&app, "/api/eval?expr=nim(3,,4)").await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert_eq!(answer.column(), Some(7));
    assert!(answer.error().contains("expected"), "{}", answer.body);
    let answer = get(&app, "/api/eval?expr=nosuchgame(1)").await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert_eq!(answer.column(), Some(1));
    // A missing parameter is not about one place.
    let answer = get(&app, "/api/eval").await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert!(answer.error().contains("expr"), "{}", answer.body);
    assert_eq!(answer.column(), None);
    let answer = get(&app, "/api/eval?expr=").await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn explain_gives_the_pieces_and_the_text() {
    let app = default_app();
    let answer = get(&app, "/api/explain?expr=nim(3,4,5)").await;
    assert_eq!(answer.status, StatusCode::OK);
    let json = answer.json();
    assert_eq!(json["expr"], "nim(3,4,5)");
    assert_eq!(json["outcome"], "N");
    assert_eq!(json["nim_sum"], 2);
    assert_eq!(json["binary"]["rows"], json!(["011", "100", "101"]));
    assert_eq!(json["binary"]["total"], "010");
    assert_eq!(json["targets"][0]["target"], 1);
    assert_eq!(json["targets"][0]["moves"][0]["to"], "nim(1,4,5)");
    let text = grundy::parse("nim(3,4,5)").unwrap().explain().unwrap();
    assert_eq!(json["text"], text);
    // Misère play: the method and the text.
    let answer = get(&app, "/api/explain?expr=nim(1,1,1)&misere=true").await;
    let json = answer.json();
    assert_eq!(json["convention"], "misere");
    assert_eq!(json["outcome"], "P");
    assert_eq!(json["method"], "bouton");
    assert!(
        json["text"]
            .as_str()
            .unwrap()
            .contains("the player who makes the last move loses")
    );
    // With rules, by POST.
    let answer = post(
        &app,
        "/api/explain",
        &json!({"expr": "rules(4) + nim(1)", "rules": TAKE_1_2}),
    )
    .await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    assert_eq!(answer.json()["nim_sum"], 0);
}

#[tokio::test]
async fn moves_lists_every_move_and_says_when_it_stops() {
    let app = default_app();
    let answer = get(&app, "/api/moves?expr=nim(2,1)").await;
    assert_eq!(answer.status, StatusCode::OK);
    let json = answer.json();
    let moves = json["moves"].as_array().unwrap();
    let to: Vec<&str> = moves.iter().map(|m| m["to"].as_str().unwrap()).collect();
    assert_eq!(to, ["nim(1,1)", "nim(0,1)", "nim(2,0)"]);
    let components: Vec<u64> = moves
        .iter()
        .map(|m| m["component"].as_u64().unwrap())
        .collect();
    assert_eq!(components, [0, 0, 1]);
    assert_eq!(moves[0]["replacement"], "1");
    assert_eq!(json["truncated"], false);
    // The same as the library's list of moves.
    let position = grundy::parse("lasker(3) + bash[2](2)").unwrap();
    let expected: Vec<String> = position
        .moves()
        .unwrap()
        .iter()
        .map(|m| m.to.to_string())
        .collect();
    let answer = get(
        &app,
        &format!("/api/moves?expr={}", encode("lasker(3) + bash[2](2)")),
    )
    .await;
    let listed: Vec<String> = answer.json()["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["to"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(listed, expected);
    // Cut after `limit` moves.
    let answer = get(&app, "/api/moves?expr=nim(100)&limit=10").await;
    let json = answer.json();
    assert_eq!(json["moves"].as_array().unwrap().len(), 10);
    assert_eq!(json["truncated"], true);
    assert!(json["truncated_because"].as_str().unwrap().contains("10"));
    // Too many to list at all.
    let answer = get(&app, "/api/moves?expr=nim(10%5E30)").await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    assert_eq!(answer.json()["truncated"], true);
    // A bad limit.
    for limit in ["0", "5001", "lots", "10^100"] {
        let answer = get(&app, &format!("/api/moves?expr=nim(3)&limit={limit}")).await;
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{limit}");
        assert!(answer.error().contains("limit"), "{}", answer.body);
    }
    // By POST with rules; the limit may be a number or a string.
    let answer = post(
        &app,
        "/api/moves",
        &json!({"expr": "rules(5)", "rules": TAKE_1_2, "limit": 1}),
    )
    .await;
    let json = answer.json();
    assert_eq!(json["moves"][0]["to"], "rules(4)");
    assert_eq!(json["truncated"], true);
    let answer = post(
        &app,
        "/api/moves",
        &json!({"expr": "rules(5)", "rules": TAKE_1_2, "limit": "10^3"}),
    )
    .await;
    assert_eq!(answer.json()["moves"].as_array().unwrap().len(), 2);
}

#[tokio::test]
async fn games_lists_the_registry() {
    let app = default_app();
    let answer = get(&app, "/api/games").await;
    assert_eq!(answer.status, StatusCode::OK);
    let json = answer.json();
    let games = json.as_array().unwrap();
    assert_eq!(games.len(), grundy::parse::registry::FAMILIES.len());
    for (game, info) in games.iter().zip(grundy::parse::registry::FAMILIES) {
        assert_eq!(game["name"], info.name);
        assert_eq!(game["usage"], info.usage);
        assert_eq!(game["example"], info.example);
        assert_eq!(game["reads_files"], info.reads_files);
    }
    assert!(
        games
            .iter()
            .any(|g| g["name"] == "script" && g["reads_files"] == true)
    );
}

#[tokio::test]
async fn unknown_routes_and_methods_are_json_errors() {
    let app = default_app();
    let answer = get(&app, "/api/nothing").await;
    assert_eq!(answer.status, StatusCode::NOT_FOUND);
    assert!(answer.error().contains("openapi"));
    let answer = post(&app, "/api/games", &json!({})).await;
    assert_eq!(answer.status, StatusCode::METHOD_NOT_ALLOWED);
    answer.error();
}
