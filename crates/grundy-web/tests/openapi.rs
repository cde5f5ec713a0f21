//! The OpenAPI document: valid JSON, every route in it, and every route in it answered.

mod common;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use common::{app, get, send};
use grundy_web::Limits;

/// Every route of the API, by method.
const ROUTES: &[(&str, &str)] = &[
    ("get", "/api/eval"),
    ("post", "/api/eval"),
    ("get", "/api/explain"),
    ("post", "/api/explain"),
    ("get", "/api/moves"),
    ("post", "/api/moves"),
    ("get", "/api/games"),
    ("get", "/api/openapi.json"),
];

#[tokio::test]
async fn the_document_lists_every_route_and_every_listed_route_answers() {
    let app = app(Limits::default());
    let answer = get(&app, "/api/openapi.json").await;
    assert_eq!(answer.status, StatusCode::OK);
    let document = answer.json();
    assert!(document["openapi"].as_str().unwrap().starts_with("3."));
    let paths = document["paths"].as_object().unwrap();
    let mut listed = Vec::new();
    for (path, operations) in paths {
        for (method, operation) in operations.as_object().unwrap() {
            listed.push((method.clone(), path.clone()));
            let responses = operation["responses"].as_object().unwrap();
            assert!(responses.contains_key("200"), "{method} {path}");
            if path != "/api/games" && path != "/api/openapi.json" {
                for status in ["400", "413", "414", "422", "429", "503"] {
                    assert!(responses.contains_key(status), "{method} {path} {status}");
                }
            }
        }
    }
    let mut expected: Vec<(String, String)> = ROUTES
        .iter()
        .map(|(m, p)| (m.to_string(), p.to_string()))
        .collect();
    listed.sort();
    expected.sort();
    assert_eq!(listed, expected);
    // Each is served: a request without its parameters is 400 or 415, never 404 or 405.
    for (method, path) in ROUTES {
        let request = Request::builder()
            .method(method.to_uppercase().as_str())
            .uri(*path)
            .body(Body::empty())
            .unwrap();
        let status = send(&app, request).await.status;
        assert!(
            ![StatusCode::NOT_FOUND, StatusCode::METHOD_NOT_ALLOWED].contains(&status),
            "{method} {path}: {status}"
        );
    }
    // The schemas every answer refers to are there.
    let schemas = document["components"]["schemas"].as_object().unwrap();
    for name in ["ErrorBody", "EvalDoc", "PositionBody"] {
        assert!(schemas.contains_key(name), "{name}");
    }
}
