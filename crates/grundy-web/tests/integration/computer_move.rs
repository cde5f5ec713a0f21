//! `/api/computer-move`: the computer's move at each level, with real values, replayed from
//! its seed, and its errors; and `/api/options`, every move valued, which it chooses among.

use axum::http::StatusCode;
use grundy::opponent::Level;
use grundy::report::computer_move::ComputerMoveReport;
use grundy_web::Limits;
use serde_json::json;

use crate::common::{app, encode, get, post};

fn default_app() -> grundy_web::App {
    app(Limits::default())
}

#[tokio::test]
async fn from_a_lost_position_the_perfect_computer_makes_the_game_last() {
    let app = default_app();
    let answer = get(&app, "/api/computer-move?expr=chomp(5,4)&level=perfect").await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    assert_eq!(answer.headers["content-type"], "application/json");
    let json = answer.json();
    assert_eq!(json["expr"], "chomp(5,4)");
    assert_eq!(json["level"], "perfect");
    assert_eq!(
        (json["seed"].as_u64(), json["ply"].as_u64()),
        (Some(0), Some(0))
    );
    assert_eq!(json["reason"], "slowest-loss");
    assert_eq!(json["remoteness_after"], 7);
    assert_eq!(json["chosen"]["to"], "chomp(4,4)");
    assert_eq!(json["chosen"]["replacement"], "4,4");
    // chomp(5,4) lasts 8 moves, one more than where the computer's move leads.
    let eval = get(&app, "/api/eval?expr=chomp(5,4)").await.json();
    assert_eq!(
        (eval["outcome"].as_str(), eval["remoteness"].as_u64()),
        (Some("P"), Some(8))
    );
    // The answer is the library's report, byte for byte; perfect is the default level.
    let position = grundy::parse("chomp(5,4)").unwrap();
    let report = ComputerMoveReport::of(&position, Level::Perfect, false, 0, 0).unwrap();
    let expected = serde_json::to_string(&report).unwrap() + "\n";
    assert_eq!(answer.body, expected);
    assert_eq!(
        get(&app, "/api/computer-move?expr=chomp(5,4)").await.body,
        expected
    );
}

#[tokio::test]
async fn from_a_won_position_the_perfect_computer_wins_fastest() {
    let app = default_app();
    let json = get(&app, "/api/computer-move?expr=nim(2,2,3)&level=perfect")
        .await
        .json();
    assert_eq!(json["reason"], "fastest-win");
    assert_eq!(json["chosen"]["to"], "nim(2,2,0)");
    assert_eq!(json["chosen"]["component"], 2, "the third heap");
    // nim(2,2) lasts four moves when the loser delays (take one from a heap of two each time).
    assert_eq!(json["remoteness_after"], 4);
    let after = get(&app, "/api/eval?expr=nim(2,2,0)").await.json();
    assert_eq!(after["outcome"], "P");
    assert_eq!(after["remoteness"], 4);
    // With no move left there is no move, and no reason.
    let json = get(&app, "/api/computer-move?expr=nim(0,0)&level=good")
        .await
        .json();
    assert!(
        json["chosen"].is_null() && json["reason"].is_null(),
        "{json}"
    );
    assert!(json["remoteness_after"].is_null());
}

#[tokio::test]
async fn a_seed_and_a_ply_replay_the_same_move_at_the_weaker_levels() {
    let app = default_app();
    let mut seen = Vec::new();
    for seed in [1u64, 2] {
        let mut moves = Vec::new();
        for ply in 0..12u64 {
            let uri =
                format!("/api/computer-move?expr=nim(5,6,7)&level=beginner&seed={seed}&ply={ply}");
            let first = get(&app, &uri).await;
            let second = get(&app, &uri).await;
            assert_eq!(first.status, StatusCode::OK, "{}", first.body);
            assert_eq!(first.body, second.body, "seed {seed}, ply {ply}");
            let json = first.json();
            assert_eq!(
                (json["seed"].as_u64(), json["ply"].as_u64()),
                (Some(seed), Some(ply))
            );
            assert_eq!(json["level"], "beginner");
            if json["reason"] == "random" {
                assert!(json["remoteness_after"].is_null(), "{json}");
            } else {
                assert_eq!(json["reason"], "fastest-win", "{json}");
            }
            moves.push((json["reason"].clone(), json["chosen"]["to"].clone()));
        }
        // The beginner plays at random three turns in four: some in twelve, not all.
        let random = moves
            .iter()
            .filter(|(reason, _)| *reason == "random")
            .count();
        assert!((3..12).contains(&random), "{random} random moves in 12");
        seen.push(moves);
    }
    assert_ne!(seen[0], seen[1], "another seed, other choices");
    // The server's answer is the library's, for the same seed and ply.
    let position = grundy::parse("nim(5,6,7)").unwrap();
    let report = ComputerMoveReport::of(&position, Level::Beginner, false, 2, 5).unwrap();
    let answer = get(
        &app,
        "/api/computer-move?expr=nim(5,6,7)&level=beginner&seed=2&ply=5",
    )
    .await;
    assert_eq!(answer.body, serde_json::to_string(&report).unwrap() + "\n");
}

#[tokio::test]
async fn post_takes_rules_numbers_and_misere_play() {
    let app = default_app();
    // Take 1 or 2 from a heap of 7: win by leaving a multiple of 3.
    let rules = "fn moves(n) { let m = []; for k in [1, 2] { if k <= n { m.push(n - k); } } m }";
    let body = json!({"expr": "rules(7)", "rules": rules, "seed": 3, "ply": "4"});
    let answer = post(&app, "/api/computer-move", &body).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    let json = answer.json();
    assert_eq!(json["chosen"]["to"], "rules(6)");
    assert_eq!(json["reason"], "fastest-win");
    assert_eq!(json["remoteness_after"], 4);
    assert_eq!(
        (json["seed"].as_u64(), json["ply"].as_u64()),
        (Some(3), Some(4))
    );
    // Misère Nim with heaps 1 and 2: leave a single heap of one.
    let uri = format!("/api/computer-move?expr={}&misere=true", encode("nim(1,2)"));
    let json = get(&app, &uri).await.json();
    assert_eq!(json["reason"], "fastest-win");
    assert_eq!(json["chosen"]["to"], "nim(1,0)");
    assert_eq!(json["remoteness_after"], 1);
}

#[tokio::test]
async fn a_bad_level_seed_or_ply_is_a_400_naming_it() {
    let app = default_app();
    let answer = get(&app, "/api/computer-move?expr=nim(3)&level=expert").await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert_eq!(
        answer.error(),
        "`level`: unknown level `expert`; the levels are perfect, good, beginner"
    );
    assert_eq!(answer.column(), None);
    let answer = get(&app, "/api/computer-move?expr=nim(3)&seed=abc").await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    let message = answer.error();
    assert!(message.starts_with("`seed`: "), "{message}");
    assert!(message.contains("abc"), "{message}");
    let answer = get(&app, "/api/computer-move?expr=nim(3)&ply=-1").await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert!(answer.error().starts_with("`ply`: "), "{}", answer.body);
    let answer = get(
        &app,
        "/api/computer-move?expr=nim(3)&seed=99999999999999999999",
    )
    .await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert!(answer.error().contains("below 2^64"), "{}", answer.body);
    let body = json!({"expr": "nim(3)", "level": "Perfect"});
    let answer = post(&app, "/api/computer-move", &body).await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert!(
        answer
            .error()
            .starts_with("`level`: unknown level `Perfect`")
    );
    // A bad expression points at its column, as every position route does.
    let answer = get(&app, "/api/computer-move?expr=nim(3").await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert!(answer.column().is_some(), "{}", answer.body);
    // No file is read.
    let uri = format!(
        "/api/computer-move?expr={}",
        encode("graph[/etc/passwd](0)")
    );
    assert_eq!(get(&app, &uri).await.status, StatusCode::BAD_REQUEST);
}

/// `/api/options` values every move: the outcome, value and remoteness of where it leads.
#[tokio::test]
async fn options_value_every_move() {
    let answer = get(&default_app(), "/api/options?expr=nim(2,3)").await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    let answer = answer.json();
    let options = answer["options"].as_array().unwrap();
    assert_eq!(options.len(), 5);
    let p: Vec<&serde_json::Value> = options.iter().filter(|o| o["outcome"] == "P").collect();
    assert_eq!(p.len(), 1);
    assert_eq!(p[0]["to"], "nim(2,2)");
    assert_eq!(p[0]["nimber"], 0);
    assert_eq!(p[0]["remoteness"], 4);
}
