//! Texts in the language a request asks for: `?lang=zh` on any route and method, else
//! `Accept-Language`, else English; an unknown `lang` is a 400 that names it.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use grundy_web::Limits;

use crate::common::{app, encode, get, post, send};

#[tokio::test]
async fn lang_zh_explains_in_chinese_and_keeps_the_machine_fields() {
    let app = app(Limits::default());
    let answer = get(
        &app,
        &format!("/api/explain?expr={}&lang=zh", encode("nim(1,2)")),
    )
    .await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    let json = answer.json();
    assert_eq!(json["outcome"], "N");
    let text = json["text"].as_str().unwrap();
    assert!(text.contains("先手必胜"), "{text}");
    assert!(
        json["rules"][0].as_str().unwrap().starts_with("Nim："),
        "{json}"
    );
    let answer = get(
        &app,
        &format!("/api/explain?expr={}&lang=zh", encode("nim(1,1)")),
    )
    .await;
    assert!(answer.json()["text"].as_str().unwrap().contains("先手必败"));
    // Without lang, English.
    let answer = get(&app, &format!("/api/explain?expr={}", encode("nim(1,1)"))).await;
    assert!(
        answer.json()["text"]
            .as_str()
            .unwrap()
            .contains("the player to move loses (P)")
    );
}

#[tokio::test]
async fn accept_language_chooses_when_lang_is_absent() {
    let app = app(Limits::default());
    let path = format!("/api/eval?expr={}", encode("nim(3,4,5)"));
    let request = |accept: &str| {
        Request::get(&path)
            .header("accept-language", accept)
            .body(Body::empty())
            .unwrap()
    };
    let answer = send(&app, request("zh-CN,zh;q=0.9,en;q=0.8")).await;
    let json = answer.json();
    assert_eq!(
        json["winning_moves"][0]["move"],
        "从 nim(3) 取走 2 个，剩下 1 个"
    );
    assert_eq!(json["winning_moves"][0]["to"], "nim(1,4,5)");
    let answer = send(&app, request("fr, en;q=0.5")).await;
    assert_eq!(
        answer.json()["winning_moves"][0]["move"],
        "take 2 from nim(3), leaving 1"
    );
    // lang in the query wins over the header.
    let answer = send(
        &app,
        Request::get(format!("{path}&lang=en"))
            .header("accept-language", "zh")
            .body(Body::empty())
            .unwrap(),
    )
    .await;
    assert_eq!(
        answer.json()["winning_moves"][0]["move"],
        "take 2 from nim(3), leaving 1"
    );
}

#[tokio::test]
async fn errors_and_posts_follow_the_language_and_a_bad_lang_is_named() {
    let app = app(Limits::default());
    let answer = get(&app, &format!("/api/eval?expr={}&lang=zh", encode("nim(3"))).await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert!(
        answer.error().contains("这个 `(` 没有闭合"),
        "{}",
        answer.body
    );
    assert_eq!(answer.column(), Some(4));
    let answer = post(
        &app,
        "/api/explain?lang=zh",
        &serde_json::json!({"expr": "nim(2,2)"}),
    )
    .await;
    assert!(
        answer.json()["text"]
            .as_str()
            .unwrap()
            .contains("异或和为 0")
    );
    let answer = get(&app, "/api/games?lang=fr").await;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert_eq!(
        answer.error(),
        "the parameter lang: no language \"fr\" (known: en, zh)"
    );
}
