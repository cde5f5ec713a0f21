//! The page's files (HTML, CSS, JavaScript modules), embedded in the binary when it is built:
//! every file under `crates/grundy-web/assets/` is served at its path there (`assets/app.js`
//! at `/app.js`), and `/` serves `index.html`. Nothing is read from the disk at run time.

use std::hash::{Hash, Hasher};

use axum::Router;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/assets.rs"));
}

/// Every embedded file: its path under `assets/` and its bytes.
pub fn files() -> &'static [(&'static str, &'static [u8])] {
    embedded::FILES
}

/// The embedded file at `path` (relative to `assets/`, without a leading `/`).
pub fn file(path: &str) -> Option<&'static [u8]> {
    files()
        .iter()
        .find(|(name, _)| *name == path)
        .map(|(_, bytes)| *bytes)
}

/// The media type of a file, by its extension.
pub fn content_type(path: &str) -> &'static str {
    let extension = path.rsplit_once('.').map_or("", |(_, ext)| ext);
    match extension.to_ascii_lowercase().as_str() {
        "html" | "htm" => "text/html; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "json" => "application/json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "ico" => "image/x-icon",
        "woff2" => "font/woff2",
        "txt" | "md" => "text/plain; charset=utf-8",
        "rhai" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// The page's routes: `/` and every embedded file; anything else is 404.
pub fn routes() -> Router {
    Router::new().fallback(serve_asset)
}

async fn serve_asset(method: Method, uri: Uri, headers: HeaderMap) -> Response {
    if method != Method::GET && method != Method::HEAD {
        return (
            StatusCode::METHOD_NOT_ALLOWED,
            [(header::ALLOW, "GET, HEAD")],
            "the page's files are read with GET\n",
        )
            .into_response();
    }
    let path = match uri.path().trim_start_matches('/') {
        "" => "index.html",
        path => path,
    };
    let Some(bytes) = file(path) else {
        return (
            StatusCode::NOT_FOUND,
            [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
            "not found: the playground is at /\n",
        )
            .into_response();
    };
    // The files change only with the binary: a validator lets browsers keep them.
    let tag = etag(bytes);
    let unchanged = headers
        .get(header::IF_NONE_MATCH)
        .is_some_and(|seen| seen.as_bytes() == tag.as_bytes());
    let cache = [
        (
            header::ETAG,
            HeaderValue::from_str(&tag).expect("hex digits"),
        ),
        (header::CACHE_CONTROL, HeaderValue::from_static("no-cache")),
    ];
    if unchanged {
        return (StatusCode::NOT_MODIFIED, cache).into_response();
    }
    (
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static(content_type(path)),
        )],
        cache,
        bytes,
    )
        .into_response()
}

/// A strong validator for a file's bytes.
fn etag(bytes: &[u8]) -> String {
    // SipHash with fixed keys: the same bytes give the same tag in every run.
    let mut hasher = std::hash::DefaultHasher::new();
    bytes.hash(&mut hasher);
    format!("\"{:016x}\"", hasher.finish())
}
