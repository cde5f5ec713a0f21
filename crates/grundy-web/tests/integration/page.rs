//! The page's files: embedded, served with their types, cached by validator, and every
//! response under the security headers.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use grundy_web::Limits;

use crate::common::{app, get, send};

#[tokio::test]
async fn the_page_is_served_from_the_binary() {
    let app = app(Limits::default());
    let answer = get(&app, "/").await;
    assert_eq!(answer.status, StatusCode::OK);
    assert_eq!(answer.headers["content-type"], "text/html; charset=utf-8");
    let index =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/index.html")).unwrap();
    assert_eq!(answer.body, index);
    // Every file under assets/ is served at its path, with its type.
    let files = grundy_web::assets::files();
    assert!(files.iter().any(|(name, _)| *name == "index.html"));
    for (name, bytes) in files {
        let answer = get(&app, &format!("/{name}")).await;
        assert_eq!(answer.status, StatusCode::OK, "{name}");
        assert_eq!(answer.body.as_bytes(), *bytes, "{name}");
        assert_eq!(
            answer.headers["content-type"],
            grundy_web::assets::content_type(name),
            "{name}"
        );
        if name.ends_with(".js") {
            assert_eq!(
                answer.headers["content-type"],
                "text/javascript; charset=utf-8"
            );
        }
    }
    for missing in [
        "/nothing.js",
        "/../Cargo.toml",
        "/%2e%2e/Cargo.toml",
        "/assets/index.html",
    ] {
        assert_eq!(
            get(&app, missing).await.status,
            StatusCode::NOT_FOUND,
            "{missing}"
        );
    }
}

#[tokio::test]
async fn unchanged_files_are_not_sent_again() {
    let app = app(Limits::default());
    let first = get(&app, "/").await;
    let tag = first.headers["etag"].to_str().unwrap().to_string();
    let request = Request::get("/")
        .header("if-none-match", &tag)
        .body(Body::empty())
        .unwrap();
    let again = send(&app, request).await;
    assert_eq!(again.status, StatusCode::NOT_MODIFIED);
    assert!(again.body.is_empty());
    let request = Request::get("/")
        .header("if-none-match", "\"other\"")
        .body(Body::empty())
        .unwrap();
    assert_eq!(send(&app, request).await.status, StatusCode::OK);
}

#[tokio::test]
async fn every_response_carries_the_security_headers() {
    let app = app(Limits::default());
    for path in [
        "/",
        "/api/eval?expr=nim(1)",
        "/api/eval?expr=nim(",
        "/nothing",
        "/api/nothing",
    ] {
        let answer = get(&app, path).await;
        let policy = answer.headers["content-security-policy"].to_str().unwrap();
        assert!(policy.starts_with("default-src 'self'"), "{path}: {policy}");
        assert!(policy.contains("frame-ancestors 'none'"));
        assert_eq!(
            answer.headers["x-content-type-options"], "nosniff",
            "{path}"
        );
        assert_eq!(answer.headers["referrer-policy"], "no-referrer", "{path}");
    }
    let request = Request::post("/").body(Body::empty()).unwrap();
    assert_eq!(
        send(&app, request).await.status,
        StatusCode::METHOD_NOT_ALLOWED
    );
}
