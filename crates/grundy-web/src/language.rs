//! The language of a request's texts (explanations, rules, moves described, errors): `lang`
//! in the query string (`?lang=zh`), otherwise the browser's `Accept-Language`, otherwise
//! English. A `lang` grundy does not write in is a 400 naming it.
//!
//! The middleware reads it once per request and holds it for the request's task; the workers
//! set it on the request's budget ([`crate::work::Workers::run`]), where the library's texts
//! read it. Machine-readable fields (`N`, `P`, values, expressions) never change with it.

use axum::extract::Request;
use axum::http::header;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use grundy::i18n::Lang;

use crate::error::ApiError;

tokio::task_local! {
    /// The language of the request this task answers.
    static REQUEST_LANGUAGE: Lang;
}

/// The language of the request being answered (English outside a request).
pub fn current() -> Lang {
    REQUEST_LANGUAGE.try_with(|lang| *lang).unwrap_or_default()
}

/// The language `request` asks for, or why its `lang` cannot be used.
pub fn of_request(request: &Request) -> Result<Lang, ApiError> {
    let asked = request.uri().query().and_then(|query| {
        query
            .split('&')
            .filter_map(|pair| pair.strip_prefix("lang="))
            .next_back()
    });
    if let Some(code) = asked {
        return code.parse().map_err(|message: String| {
            ApiError::bad_input(format!("the parameter lang: {message}"), None)
        });
    }
    Ok(request
        .headers()
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|value| value.to_str().ok())
        .and_then(Lang::from_accept_language)
        .unwrap_or_default())
}

/// Answers `request` in the language it asks for.
pub async fn middleware(request: Request, next: Next) -> Response {
    match of_request(&request) {
        Ok(lang) => REQUEST_LANGUAGE.scope(lang, next.run(request)).await,
        Err(error) => error.into_response(),
    }
}
