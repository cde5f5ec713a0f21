//! The OpenAPI document: valid JSON, every route in it, and every route in it answered.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use grundy_web::Limits;

use crate::common::{app, get, send};

/// Every route of the API, by method.
const ROUTES: &[(&str, &str)] = &[
    ("get", "/api/eval"),
    ("post", "/api/eval"),
    ("get", "/api/explain"),
    ("post", "/api/explain"),
    ("get", "/api/moves"),
    ("post", "/api/moves"),
    ("get", "/api/graph"),
    ("post", "/api/graph"),
    ("get", "/api/seq"),
    ("post", "/api/seq"),
    ("get", "/api/table"),
    ("post", "/api/table"),
    ("get", "/api/quotient"),
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

/// Every `$ref` in `value`.
fn references(value: &serde_json::Value, found: &mut Vec<String>) {
    match value {
        serde_json::Value::Object(map) => {
            for (key, inner) in map {
                if key == "$ref" {
                    found.push(inner.as_str().unwrap().to_string());
                }
                references(inner, found);
            }
        }
        serde_json::Value::Array(items) => items.iter().for_each(|item| references(item, found)),
        _ => {}
    }
}

#[tokio::test]
async fn every_schema_referred_to_is_defined_and_answers_use_only_documented_fields() {
    let app = app(Limits::default());
    let document = get(&app, "/api/openapi.json").await.json();
    let schemas = document["components"]["schemas"]
        .as_object()
        .unwrap()
        .clone();
    let mut found = Vec::new();
    references(&document, &mut found);
    assert!(!found.is_empty());
    for reference in &found {
        let name = reference.strip_prefix("#/components/schemas/").unwrap();
        assert!(schemas.contains_key(name), "{reference} is not defined");
    }
    let properties = |schema: &str| -> Vec<String> {
        schemas[schema]["properties"]
            .as_object()
            .unwrap_or_else(|| panic!("{schema} has no properties"))
            .keys()
            .cloned()
            .collect()
    };
    let check = |schema: &str, answer: &serde_json::Value| {
        let documented = properties(schema);
        for key in answer.as_object().unwrap().keys() {
            assert!(
                documented.contains(key),
                "{schema} does not document `{key}`: {answer}"
            );
        }
    };
    for path in [
        "/api/eval?expr=nim(3,4,5)",
        "/api/eval?expr=kayles(10%5E30)",
        "/api/eval?expr=nim(1,1,1)&misere=true",
    ] {
        check("EvalDoc", &get(&app, path).await.json());
    }
    for path in [
        "/api/explain?expr=nim(3,4,5)",
        "/api/explain?expr=nim(2,2)&misere=true",
    ] {
        let answer = get(&app, path).await.json();
        check("ExplainDoc", &answer);
        for component in answer["components"].as_array().into_iter().flatten() {
            check("ComponentValueDoc", component);
        }
        for target in answer["targets"].as_array().into_iter().flatten() {
            check("ComponentTargetDoc", target);
        }
    }
    let seq = get(&app, "/api/seq?family=kayles&to=30&freq=true&stats=true")
        .await
        .json();
    check("SeqDoc", &seq);
    check("PeriodDoc", &seq["period"]);
    let table = get(&app, "/api/table?family=wythoff&rows=6&cols=6")
        .await
        .json();
    check("TableDoc", &table);
    check("TablePatternDoc", &table["pattern"]);
    let quotient = get(
        &app,
        "/api/quotient?game=kayles&heaps=8&table=true&genus=true",
    )
    .await
    .json();
    check("QuotientDoc", &quotient);
    check("PresentationDoc", &quotient["presentation"]);
    check("GenusDoc", &quotient["genus"]);
    check("HeapGenusDoc", &quotient["genus"]["heaps"][0]);
    let moves = get(&app, "/api/moves?expr=nim(9)&limit=2").await.json();
    check("MovesDoc", &moves);
    check("ListedMoveDoc", &moves["moves"][0]);
    for game in get(&app, "/api/games").await.json().as_array().unwrap() {
        check("GameDoc", game);
    }
    check("ErrorBody", &get(&app, "/api/eval?expr=nim(").await.json());
}
