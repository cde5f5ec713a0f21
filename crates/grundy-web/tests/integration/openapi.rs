//! The OpenAPI document: valid JSON, every route in it, every route in it answered, and every
//! answer described by it exactly (each JSON property in the schema, each required one in the
//! JSON, recursively, and every property the document describes seen in some answer).

use std::collections::{BTreeMap, BTreeSet};

use axum::body::Body;
use axum::http::{Request, StatusCode};
use grundy::report::remoteness::{RemotenessSeqReport, RemotenessTableReport};
use grundy::report::seq::{SeqReport, SeqRequest};
use grundy::takebreak::EngineKind;
use grundy_web::Limits;
use serde_json::{Value, json};

use crate::common::{app, encode, get, post, send};

/// Every route of the API, by method.
const ROUTES: &[(&str, &str)] = &[
    ("get", "/api/eval"),
    ("post", "/api/eval"),
    ("get", "/api/explain"),
    ("post", "/api/explain"),
    ("get", "/api/moves"),
    ("post", "/api/moves"),
    ("get", "/api/computer-move"),
    ("post", "/api/computer-move"),
    ("get", "/api/options"),
    ("post", "/api/options"),
    ("get", "/api/board"),
    ("post", "/api/board"),
    ("get", "/api/setup"),
    ("post", "/api/setup"),
    ("get", "/api/misere-form"),
    ("post", "/api/misere-form"),
    ("get", "/api/graph"),
    ("post", "/api/graph"),
    ("get", "/api/seq"),
    ("post", "/api/seq"),
    ("get", "/api/table"),
    ("post", "/api/table"),
    ("get", "/api/quotient"),
    ("get", "/api/games"),
    ("get", "/api/messages"),
    ("get", "/api/progress"),
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
            // The API's paths have no variables: every parameter is in the query string.
            for parameter in operation["parameters"].as_array().into_iter().flatten() {
                assert_eq!(parameter["in"], "query", "{method} {path}: {parameter}");
            }
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
    for name in [
        "ErrorBody",
        "EvalReport",
        "MisereReport",
        "PositionBody",
        "ComputerMoveReport",
        "ComputerMoveBody",
        "ProgressReport",
    ] {
        assert!(schemas.contains_key(name), "{name}");
    }
}

/// Every `$ref` in `value`.
fn references(value: &Value, found: &mut Vec<String>) {
    match value {
        Value::Object(map) => {
            for (key, inner) in map {
                if key == "$ref" {
                    found.push(inner.as_str().unwrap().to_string());
                }
                references(inner, found);
            }
        }
        Value::Array(items) => items.iter().for_each(|item| references(item, found)),
        _ => {}
    }
}

/// `key` as a part of a JSON pointer (`/api/eval` is `~1api~1eval`).
fn escape(key: &str) -> String {
    key.replace('~', "~0").replace('/', "~1")
}

/// The schema at `pointer` (`#/components/schemas/EvalReport`) in `document`.
fn at<'a>(document: &'a Value, pointer: &str) -> &'a Value {
    document
        .pointer(pointer.strip_prefix('#').unwrap())
        .unwrap_or_else(|| panic!("the document has nothing at {pointer}"))
}

/// The schema at `pointer`, its `$ref`s followed, and where it is.
fn resolve(document: &Value, mut pointer: String) -> (String, &Value) {
    loop {
        let schema = at(document, &pointer);
        match schema.get("$ref").and_then(Value::as_str) {
            Some(target) => pointer = target.to_string(),
            None => return (pointer, schema),
        }
    }
}

/// The properties an object of the schema at `pointer` may have, each with where its schema
/// is, and those it must have, through `allOf` (a flattened field).
fn object_parts(document: &Value, pointer: String) -> (BTreeMap<String, String>, BTreeSet<String>) {
    let (pointer, schema) = resolve(document, pointer);
    let mut properties = BTreeMap::new();
    let mut required = BTreeSet::new();
    for key in schema["properties"]
        .as_object()
        .into_iter()
        .flat_map(|p| p.keys())
    {
        properties.insert(key.clone(), format!("{pointer}/properties/{}", escape(key)));
    }
    for name in schema["required"].as_array().into_iter().flatten() {
        required.insert(name.as_str().unwrap().to_string());
    }
    for index in 0..schema["allOf"].as_array().map_or(0, Vec::len) {
        let (more, needed) = object_parts(document, format!("{pointer}/allOf/{index}"));
        properties.extend(more);
        required.extend(needed);
    }
    (properties, required)
}

/// Whether `value` is of the JSON Schema type `name`.
fn has_type(value: &Value, name: &str) -> bool {
    match name {
        "null" => value.is_null(),
        "boolean" => value.is_boolean(),
        "integer" => value.is_u64() || value.is_i64(),
        "number" => value.is_number(),
        "string" => value.is_string(),
        "array" => value.is_array(),
        "object" => value.is_object(),
        other => panic!("unknown type {other}"),
    }
}

/// The type `value` should have and has not, by the schema at `pointer` or one of its `allOf`
/// parts (a flattened field's).
fn wrong_type(document: &Value, pointer: String, value: &Value) -> Option<String> {
    let (pointer, schema) = resolve(document, pointer);
    let types: Vec<&str> = match &schema["type"] {
        Value::Null => Vec::new(),
        Value::String(name) => vec![name.as_str()],
        Value::Array(names) => names.iter().map(|name| name.as_str().unwrap()).collect(),
        other => panic!("{pointer}: type {other}"),
    };
    if !types.is_empty() && !types.iter().any(|name| has_type(value, name)) {
        return Some(format!("{types:?}"));
    }
    (0..schema["allOf"].as_array().map_or(0, Vec::len))
        .find_map(|index| wrong_type(document, format!("{pointer}/allOf/{index}"), value))
}

/// Answers checked against the document: where they disagree with it, and which of its
/// properties they have shown.
#[derive(Default)]
struct Conformance {
    problems: Vec<String>,
    /// Where each property seen is described (`#/components/schemas/EvalReport/properties/expr`).
    seen: BTreeSet<String>,
}

impl Conformance {
    /// Checks `value` (at `place` in an answer) against the schema at `pointer`: its type and
    /// enumerated values, `oneOf`/`anyOf` (one alternative fits, or at least one), an object's
    /// properties (each described, each required one present) and an array's items, recursively.
    fn check(&mut self, document: &Value, pointer: String, value: &Value, place: &str) {
        let (pointer, schema) = resolve(document, pointer);
        if schema == &Value::Bool(false) {
            self.problems.push(format!(
                "{place}: {pointer} allows nothing here, found {value}"
            ));
            return;
        }
        for keyword in ["oneOf", "anyOf"] {
            let Some(alternatives) = schema[keyword].as_array() else {
                continue;
            };
            let mut fitting = Vec::new();
            let mut why = Vec::new();
            for index in 0..alternatives.len() {
                let mut trial = Conformance::default();
                trial.check(
                    document,
                    format!("{pointer}/{keyword}/{index}"),
                    value,
                    place,
                );
                if trial.problems.is_empty() {
                    fitting.push(trial.seen);
                } else {
                    why.extend(trial.problems);
                }
            }
            let fits = match keyword {
                "oneOf" => fitting.len() == 1,
                _ => !fitting.is_empty(),
            };
            if fits {
                fitting.into_iter().for_each(|seen| self.seen.extend(seen));
            } else {
                self.problems.push(format!(
                    "{place}: {} of the {keyword} of {pointer} fit ({})",
                    fitting.len(),
                    why.join("; ")
                ));
            }
        }
        if let Some(types) = wrong_type(document, pointer.clone(), value) {
            self.problems.push(format!(
                "{place}: {value} is not of type {types} ({pointer})"
            ));
        }
        if let Some(allowed) = schema["enum"].as_array()
            && !allowed.contains(value)
        {
            self.problems.push(format!(
                "{place}: {value} is not one of {allowed:?} ({pointer})"
            ));
        }
        match value {
            Value::Object(object) if schema.get("properties").or(schema.get("allOf")).is_some() => {
                let (properties, required) = object_parts(document, pointer.clone());
                for name in required.iter().filter(|name| !object.contains_key(*name)) {
                    self.problems.push(format!(
                        "{place}: `{name}` is required by {pointer} but absent"
                    ));
                }
                for (key, inner) in object {
                    let Some(location) = properties.get(key) else {
                        self.problems
                            .push(format!("{place}: `{key}` is not described by {pointer}"));
                        continue;
                    };
                    self.seen.insert(location.clone());
                    self.check(document, location.clone(), inner, &format!("{place}.{key}"));
                }
            }
            Value::Array(items) => {
                let prefix = schema["prefixItems"].as_array().map_or(0, Vec::len);
                for (index, item) in items.iter().enumerate() {
                    let place = format!("{place}[{index}]");
                    if index < prefix {
                        self.check(
                            document,
                            format!("{pointer}/prefixItems/{index}"),
                            item,
                            &place,
                        );
                    } else if schema.get("items").is_some() {
                        self.check(document, format!("{pointer}/items"), item, &place);
                    }
                }
            }
            _ => {}
        }
    }
}

/// Where every property reachable from the schema at `pointer` is described.
fn described(
    document: &Value,
    pointer: String,
    visited: &mut BTreeSet<String>,
    found: &mut BTreeSet<String>,
) {
    if !visited.insert(pointer.clone()) {
        return;
    }
    let schema = at(document, &pointer);
    if let Some(target) = schema.get("$ref").and_then(Value::as_str) {
        return described(document, target.to_string(), visited, found);
    }
    for key in schema["properties"]
        .as_object()
        .into_iter()
        .flat_map(|p| p.keys())
    {
        let location = format!("{pointer}/properties/{}", escape(key));
        found.insert(location.clone());
        described(document, location, visited, found);
    }
    for keyword in ["allOf", "oneOf", "anyOf", "prefixItems"] {
        for index in 0..schema[keyword].as_array().map_or(0, Vec::len) {
            described(
                document,
                format!("{pointer}/{keyword}/{index}"),
                visited,
                found,
            );
        }
    }
    if schema.get("items").is_some_and(Value::is_object) {
        described(document, format!("{pointer}/items"), visited, found);
    }
}

/// Where the document describes the JSON answer of `method path` with `status`.
fn answer_schema(path: &str, method: &str, status: &str) -> String {
    format!(
        "#/paths/{}/{method}/responses/{status}/content/application~1json/schema",
        escape(path)
    )
}

/// Moves between 2 and 3 (a loop): 2 has the value ∞{1}, 3 is a draw.
const LOOP: &str = "fn moves(n) { if n == 3 { [2] } else if n == 2 { [3, 1] } else if n == 1 { [0] } else { [] } }";

/// Two-heap Nim on pairs: its P-positions lie on the line `b - a = 0`.
const PAIR_NIM: &str = "fn moves(s) { let m = [];
  for k in 1..=s[0] { m.push([s[0] - k, s[1]]); }
  for k in 1..=s[1] { m.push([s[0], s[1] - k]); }
  m }";

/// One stone from either heap, on pairs: P exactly when both heaps are even (a lattice).
const ONE_FROM_EITHER: &str = "fn moves(s) { let m = [];
  if s[0] > 0 { m.push([s[0] - 1, s[1]]); }
  if s[1] > 0 { m.push([s[0], s[1] - 1]); }
  m }";

/// Requests whose answers between them show every property the document describes: normal
/// and misère play, values beyond 64 bits, values unknown, loopy values, moves too many to
/// list, cut lists, periods proven and observed, lines and lattices of P-positions, quotients
/// with their periods, tables and genera.
fn requests() -> Vec<(&'static str, &'static str, String, Option<Value>)> {
    let mut requests = Vec::new();
    for expr in ["nim(3,4,5)", "nim(10^30) + nim(1)", "kayles(10^30)"] {
        for route in ["/api/eval", "/api/explain"] {
            let query = format!("{route}?expr={}", encode(expr));
            requests.push(("get", route, query, None));
        }
    }
    // The remoteness by a family's closed form (`remoteness_rule`).
    let query = format!("/api/eval?expr={}", encode("bash[3](10)"));
    requests.push(("get", "/api/eval", query, None));
    // The outcome without the value (the explanation needs the value).
    let query = format!("/api/eval?expr={}", encode("wythoff(10^30,10^30)"));
    requests.push(("get", "/api/eval", query, None));
    // Misère play decided by Bouton's rule, its remoteness beyond the search.
    let query = format!("/api/eval?expr={}&misere=true", encode("nim(1000000)"));
    requests.push(("get", "/api/eval", query, None));
    // Misère play of tame games, decided by their genera.
    let query = format!(
        "/api/eval?expr={}&misere=true",
        encode("cram(3,3) + chomp(4,4)")
    );
    requests.push(("get", "/api/eval", query, None));
    for route in ["/api/eval", "/api/explain"] {
        requests.push((
            "get",
            route,
            format!("{route}?expr=nim(1,1,1)&misere=true"),
            None,
        ));
        let body = json!({"expr": "rules(2) + nim(2)", "rules": LOOP});
        requests.push(("post", route, route.to_string(), Some(body)));
        let body = json!({"expr": "nim(2,2)", "misere": true});
        requests.push(("post", route, route.to_string(), Some(body)));
    }
    requests.push((
        "get",
        "/api/moves",
        "/api/moves?expr=nim(9)&limit=2".into(),
        None,
    ));
    let body = json!({"expr": "nim(2) + nim(1)"});
    requests.push(("post", "/api/moves", "/api/moves".into(), Some(body)));
    // Every move valued: listed, cut, and with the remoteness beyond the search.
    for query in [
        "expr=nim(2,3)",
        "expr=nim(9)&limit=2",
        "expr=sub[1,3,4](10^30)&limit=3",
    ] {
        let uri = format!("/api/options?{query}");
        requests.push(("get", "/api/options", uri, None));
    }
    let body = json!({"expr": "rules(2) + nim(2)", "rules": LOOP});
    requests.push(("post", "/api/options", "/api/options".into(), Some(body)));
    // Pictures: drawn components with their moves, one too large to draw, too many moves.
    let uri = format!("/api/board?expr={}", encode("chomp(3,2) + nim(1000)"));
    requests.push(("get", "/api/board", uri, None));
    // Lines (edges to `to`, bent through `via`) and the other kinds of parts.
    let uri = format!(
        "/api/board?expr={}",
        encode("hackenbush(0-1,0-1,1-1) + nodekayles(path:3) + coins[mock](0110) + staircase(1,2)")
    );
    requests.push(("get", "/api/board", uri, None));
    // The set-up editor's pictures, and a misère simplest form (written out, and too long).
    let uri = format!(
        "/api/setup?expr={}",
        encode("nim(2) + chomp(2,1) + kayles(3)")
    );
    requests.push(("get", "/api/setup", uri, None));
    let body = json!({ "expr": "cram(2,2) + wythoff(1,2)" });
    requests.push(("post", "/api/setup", "/api/setup".into(), Some(body)));
    let uri = format!("/api/misere-form?expr={}", encode("nim(2,2) + kayles(4)"));
    requests.push(("get", "/api/misere-form", uri, None));
    let body = json!({ "expr": "chomp(8,8,8,8,8,8)" });
    requests.push((
        "post",
        "/api/misere-form",
        "/api/misere-form".into(),
        Some(body),
    ));
    let many = format!("nim({}) + wythoff(2,3)", vec!["40"; 51].join(","));
    let body = json!({ "expr": many });
    requests.push(("post", "/api/board", "/api/board".into(), Some(body)));
    // The computer's move: a slowest loss, a random move, and none (no move is left).
    for query in [
        "expr=chomp(5,4)",
        "expr=nim(2,2,3)&level=beginner&seed=1&ply=0",
        "expr=nim(0)&level=good",
    ] {
        let uri = format!("/api/computer-move?{query}");
        requests.push(("get", "/api/computer-move", uri, None));
    }
    let body =
        json!({"expr": "nim(1,2)", "misere": true, "seed": 7, "ply": "2", "level": "perfect"});
    requests.push((
        "post",
        "/api/computer-move",
        "/api/computer-move".into(),
        Some(body),
    ));
    for query in [
        "family=kayles&to=30&freq=true&stats=true",
        "family=kayles",
        "family=sub%5B1,3,4%5D&to=20",
        "family=lasker&to=40",
        "family=grundy&to=5",
    ] {
        requests.push(("get", "/api/seq", format!("/api/seq?{query}"), None));
    }
    let body = json!({"family": "rules", "to": 10, "rules": "fn moves(n) { if n > 0 { [n - 1] } else { [] } }"});
    requests.push(("post", "/api/seq", "/api/seq".into(), Some(body)));
    // Misère sequences: with values, and with outcomes only (a quotient beyond the search).
    for query in [
        "family=sub%5B1,2%5D&to=30&misere=true",
        "family=kayles&to=200&misere=true",
    ] {
        requests.push(("get", "/api/seq", format!("/api/seq?{query}"), None));
    }
    // Remoteness: of heaps, with a draw (a loop), and of cells.
    requests.push((
        "get",
        "/api/seq",
        "/api/seq?family=sub%5B1,2%5D&to=30&remoteness=true".into(),
        None,
    ));
    let body = json!({"family": "rules", "to": 4, "remoteness": true, "rules": LOOP});
    requests.push(("post", "/api/seq", "/api/seq".into(), Some(body)));
    requests.push((
        "get",
        "/api/table",
        "/api/table?family=wythoff&rows=6&cols=6&remoteness=true".into(),
        None,
    ));
    let body =
        json!({"family": "rules", "rows": 5, "cols": 5, "remoteness": true, "rules": PAIR_NIM});
    requests.push(("post", "/api/table", "/api/table".into(), Some(body)));
    // A sweep of a parameter, with a value that is no game.
    requests.push((
        "get",
        "/api/seq",
        "/api/seq?family=powers%5B1..6%5D&to=60".into(),
        None,
    ));
    let body = json!({"family": "wythoff", "rows": 6, "cols": 6, "misere": true});
    requests.push(("post", "/api/table", "/api/table".into(), Some(body)));
    requests.push((
        "get",
        "/api/table",
        "/api/table?family=wythoff&rows=6&cols=6".into(),
        None,
    ));
    for rules in [PAIR_NIM, ONE_FROM_EITHER] {
        let body = json!({"family": "rules", "rows": 8, "cols": 8, "rules": rules});
        requests.push(("post", "/api/table", "/api/table".into(), Some(body)));
    }
    for query in [
        "game=kayles&heaps=8&table=true&genus=true",
        "game=octal%5B0.75%5D&heaps=20",
    ] {
        requests.push((
            "get",
            "/api/quotient",
            format!("/api/quotient?{query}"),
            None,
        ));
    }
    requests.push(("get", "/api/games", "/api/games".into(), None));
    requests.push(("get", "/api/messages", "/api/messages?lang=zh".into(), None));
    requests
}

#[tokio::test]
async fn every_answer_is_what_the_document_describes() {
    let app = app(Limits::default());
    let document = get(&app, "/api/openapi.json").await.json();
    let schemas = document["components"]["schemas"].as_object().unwrap();
    let mut found = Vec::new();
    references(&document, &mut found);
    assert!(!found.is_empty());
    for reference in &found {
        let name = reference.strip_prefix("#/components/schemas/").unwrap();
        assert!(schemas.contains_key(name), "{reference} is not defined");
    }
    let mut conformance = Conformance::default();
    let mut answered = BTreeSet::new();
    for (method, route, uri, body) in requests() {
        let answer = match &body {
            None => get(&app, &uri).await,
            Some(body) => post(&app, &uri, body).await,
        };
        assert_eq!(
            answer.status,
            StatusCode::OK,
            "{method} {uri}: {}",
            answer.body
        );
        let place = format!("{method} {uri}");
        conformance.check(
            &document,
            answer_schema(route, method, "200"),
            &answer.json(),
            &place,
        );
        answered.insert((method, route));
    }
    // How far a computation is: asked while one runs under a ticket (Every-Nim of these heaps
    // computes until its time limit), which is then dropped.
    let ticket = "openapi-0123456789";
    let slow = tokio::spawn({
        let app = app.clone();
        let uri = format!("/api/eval?expr={}", encode("every(nim(99,1,10,100))"));
        async move {
            let request = Request::builder()
                .uri(uri)
                .header("x-grundy-ticket", ticket)
                .body(Body::empty())
                .unwrap();
            send(&app, request).await
        }
    });
    let asked = std::time::Instant::now();
    let progress = loop {
        let answer = get(&app, &format!("/api/progress?ticket={ticket}")).await;
        if answer.status == StatusCode::OK {
            break answer;
        }
        assert!(asked.elapsed().as_secs() < 3, "{}", answer.body);
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    };
    slow.abort();
    let place = "get /api/progress (a computation running)";
    conformance.check(
        &document,
        answer_schema("/api/progress", "get", "200"),
        &progress.json(),
        place,
    );
    answered.insert(("get", "/api/progress"));
    // What the routes cannot be asked for, from the library: the naive engine's statistics
    // and a sequence without its values.
    let family = grundy::parse_family("dawson").unwrap();
    let request = SeqRequest {
        values: false,
        stats: true,
        engine: EngineKind::Naive,
        ..SeqRequest::to(50)
    };
    let report = SeqReport::new(family, &request).unwrap();
    let json = serde_json::to_value(&report).unwrap();
    assert!(
        json["values"].is_null() && json["stats"].is_object(),
        "{json}"
    );
    let place = "SeqReport (naive engine, no values)";
    conformance.check(
        &document,
        "#/components/schemas/SeqReport".into(),
        &json,
        place,
    );
    // Remoteness stopped by a limit (the server's limits are larger than a test's time).
    let budget = grundy::Budget::default().with_state_limit(2000);
    let kayles = grundy::parse_family("kayles").unwrap();
    let report = budget
        .run(|| RemotenessSeqReport::new(kayles.as_ref(), 300))
        .unwrap();
    let wythoff = grundy::parse_family("wythoff").unwrap();
    let budget = grundy::Budget::default().with_state_limit(50);
    let table = budget
        .run(|| RemotenessTableReport::new(wythoff.as_ref(), 20, 20))
        .unwrap();
    for (name, json) in [
        (
            "RemotenessSeqReport",
            serde_json::to_value(&report).unwrap(),
        ),
        (
            "RemotenessTableReport",
            serde_json::to_value(&table).unwrap(),
        ),
    ] {
        assert!(json["stopped"].is_string(), "{json}");
        let place = format!("{name} (stopped by the state limit)");
        conformance.check(
            &document,
            format!("#/components/schemas/{name}"),
            &json,
            &place,
        );
    }
    // The errors (every route's are the same schema).
    let error = get(&app, "/api/eval?expr=nim(").await;
    assert_eq!(error.status, StatusCode::BAD_REQUEST);
    for (method, route) in ROUTES {
        let responses = document["paths"][route][method]["responses"]
            .as_object()
            .unwrap();
        for status in responses.keys().filter(|status| *status != "200") {
            let schema = answer_schema(route, method, status);
            let place = format!("{method} {route}: {status}");
            conformance.check(&document, schema, &error.json(), &place);
        }
    }
    assert!(
        conformance.problems.is_empty(),
        "answers the document does not describe:\n{}",
        conformance.problems.join("\n")
    );
    // Every JSON route was asked, and every property the document describes was seen.
    let mut visited = BTreeSet::new();
    let mut properties = BTreeSet::new();
    for (method, route) in ROUTES {
        if ["/api/graph", "/api/openapi.json"].contains(route) {
            continue;
        }
        assert!(
            answered.contains(&(*method, *route)),
            "{method} {route} is not asked"
        );
        let responses = document["paths"][route][method]["responses"]
            .as_object()
            .unwrap();
        for status in responses.keys() {
            let schema = answer_schema(route, method, status);
            described(&document, schema, &mut visited, &mut properties);
        }
    }
    let unseen: Vec<&String> = properties.difference(&conformance.seen).collect();
    assert!(unseen.is_empty(), "described but in no answer: {unseen:#?}");
}
