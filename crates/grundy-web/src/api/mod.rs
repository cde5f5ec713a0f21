//! The JSON API: one handler per route, each parsing its input (400 on bad input), running its
//! computation on a worker ([`crate::work`]) and answering with the same JSON the command line
//! prints with `--json`. Every status is listed in [`crate::error`].
//!
//! - [`positions`]: eval, explain, moves, the computer's move and the state graph of one
//!   position;
//! - [`families`]: the sequence and the table of a family;
//! - [`quotient`]: the misère quotient of a take-and-break game;
//! - here: what they share (reading queries and bodies, the parser), the list of games, how far
//!   a computation is ([`crate::progress`]) and the OpenAPI document.

pub mod families;
pub mod positions;
pub mod quotient;

use std::sync::Arc;

use axum::Router;
use axum::extract::{FromRequest, FromRequestParts, Query, Request, State};
use axum::http::request::Parts;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{MethodRouter, any, get};
use grundy::Sum;
use grundy::parse::Parser;
use grundy::progress::ProgressReport;
use grundy::report::games::FamilyInfo;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::error::ApiError;
use crate::schema::ApiErrors;
use crate::work::Workers;

/// The largest request body read (64 KiB): rules and expressions fit with room to spare.
pub const MAX_BODY_BYTES: usize = 64 << 10;

/// The longest query string read (16 KiB); longer expressions go in a POST body.
pub const MAX_QUERY_BYTES: usize = 16 << 10;

pub(crate) type Shared = Arc<Workers>;

/// The API's routes, with `document` answering `/api/openapi.json` (the document lists these
/// routes, so it is made above this module); any other path under `/api` is a JSON 404.
pub fn routes(workers: Shared, document: MethodRouter<Shared>) -> Router {
    Router::new()
        .route(
            "/api/eval",
            get(positions::eval_get).post(positions::eval_post),
        )
        .route(
            "/api/explain",
            get(positions::explain_get).post(positions::explain_post),
        )
        .route(
            "/api/moves",
            get(positions::moves_get).post(positions::moves_post),
        )
        .route(
            "/api/computer-move",
            get(positions::computer_move_get).post(positions::computer_move_post),
        )
        .route(
            "/api/graph",
            get(positions::graph_get).post(positions::graph_post),
        )
        .route(
            "/api/board",
            get(positions::board_get).post(positions::board_post),
        )
        .route(
            "/api/misere-form",
            get(positions::misere_form_get).post(positions::misere_form_post),
        )
        .route(
            "/api/setup",
            get(positions::setup_get).post(positions::setup_post),
        )
        .route(
            "/api/options",
            get(positions::options_get).post(positions::options_post),
        )
        .route("/api/seq", get(families::seq_get).post(families::seq_post))
        .route(
            "/api/table",
            get(families::table_get).post(families::table_post),
        )
        .route("/api/quotient", get(quotient::quotient_get))
        .route("/api/progress", get(progress))
        .route("/api/games", get(games))
        .route("/api/messages", get(messages))
        .route("/api/openapi.json", document)
        .route("/api", any(no_such_route))
        .route("/api/{*rest}", any(no_such_route))
        .method_not_allowed_fallback(method_not_allowed)
        .with_state(workers)
}

async fn no_such_route() -> ApiError {
    ApiError::not_found("no such route; the routes are listed at /api/openapi.json")
}

async fn method_not_allowed() -> ApiError {
    ApiError {
        status: StatusCode::METHOD_NOT_ALLOWED,
        ..ApiError::not_found("this route does not take this method; see /api/openapi.json")
    }
}

/// The query string, deserialized; 414 when it is too long, 400 when it does not fit `T`.
pub struct Params<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequestParts<S> for Params<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, ApiError> {
        let length = parts.uri.query().map_or(0, str::len);
        if length > MAX_QUERY_BYTES {
            return Err(ApiError::query_too_long(length, MAX_QUERY_BYTES));
        }
        let Query(params) = Query::<T>::try_from_uri(&parts.uri)
            .map_err(|rejection| ApiError::bad_input(rejection.body_text(), None))?;
        Ok(Params(params))
    }
}

/// A JSON request body, deserialized: 415 unless it is sent as `application/json` (which also
/// keeps other web sites from posting to the playground without asking first), 413 when it is
/// over [`MAX_BODY_BYTES`], 400 when it is not JSON of the shape `T`.
pub struct JsonBody<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for JsonBody<T> {
    type Rejection = ApiError;

    async fn from_request(request: Request, _state: &S) -> Result<Self, ApiError> {
        let headers = request.headers();
        let is_json = headers
            .get(header::CONTENT_TYPE)
            .and_then(|value| value.to_str().ok())
            .and_then(|value| value.split(';').next())
            .is_some_and(|media| media.trim().eq_ignore_ascii_case("application/json"));
        if !is_json {
            return Err(ApiError {
                status: StatusCode::UNSUPPORTED_MEDIA_TYPE,
                ..ApiError::bad_input(
                    "send the request body as JSON, with Content-Type: application/json",
                    None,
                )
            });
        }
        let declared = headers
            .get(header::CONTENT_LENGTH)
            .and_then(|value| value.to_str().ok())
            .and_then(|value| value.parse::<u64>().ok());
        if declared.is_some_and(|length| length > MAX_BODY_BYTES as u64) {
            return Err(ApiError::body_too_large(MAX_BODY_BYTES));
        }
        let bytes = axum::body::to_bytes(request.into_body(), MAX_BODY_BYTES)
            .await
            .map_err(|_| ApiError::body_too_large(MAX_BODY_BYTES))?;
        let value = serde_json::from_slice(&bytes).map_err(|error| {
            ApiError::bad_input(format!("the body is not the JSON expected: {error}"), None)
        })?;
        Ok(JsonBody(value))
    }
}

/// A JSON answer already written out (with its newline).
pub(crate) fn bytes_response(text: Vec<u8>) -> Response {
    (
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        )],
        text,
    )
        .into_response()
}

/// A JSON answer: the report followed by a newline, as the command line prints it.
pub(crate) fn json_response(value: &impl Serialize) -> Response {
    match serde_json::to_string(value) {
        Ok(mut text) => {
            text.push('\n');
            (
                [(
                    header::CONTENT_TYPE,
                    HeaderValue::from_static("application/json"),
                )],
                text,
            )
                .into_response()
        }
        Err(error) => ApiError::internal(format!("internal error: {error}")).into_response(),
    }
}

/// The parser of the playground: no files, and `rules` when the request brings rules.
pub(crate) fn parser(rules: Option<&str>) -> Result<Parser, ApiError> {
    let parser = Parser::new().without_files();
    match rules {
        None => Ok(parser),
        Some(source) => parser.with_rules(source).map_err(|error| {
            // The line and column are in the rules, not the expression: they are in the message.
            ApiError::bad_input(error.to_string(), None)
        }),
    }
}

/// Reads a position; no file is read.
pub(crate) fn parse_position(source: &str, rules: Option<&str>) -> Result<Sum, ApiError> {
    parser(rules)?
        .parse(source)
        .map_err(|error| ApiError::parse(&error))
}

/// A count in a JSON body: a number, or a string such as `"10^6"`.
#[derive(Deserialize, ToSchema)]
#[serde(untagged)]
pub enum Count {
    /// A number.
    Number(u64),
    /// Digits, `1_000` or a power such as `10^6`.
    Text(String),
}

impl Count {
    pub(crate) fn read(&self, name: &str, least: u64, most: u64) -> Result<u64, ApiError> {
        match self {
            Count::Number(value) => within(name, *value, least, most),
            Count::Text(text) => count(name, text, least, most),
        }
    }
}

/// Reads a count such as `30`, `10^6` or `1_000` between `least` and `most`.
fn count(name: &str, text: &str, least: u64, most: u64) -> Result<u64, ApiError> {
    let token = grundy::expr::Token { text, column: 1 };
    let value = token
        .u64(name)
        .map_err(|error| ApiError::bad_input(format!("`{name}`: {}", error.message), None))?;
    within(name, value, least, most)
}

fn within(name: &str, value: u64, least: u64, most: u64) -> Result<u64, ApiError> {
    if value < least || value > most {
        return Err(ApiError::bad_input(
            format!("`{name}` must be from {least} to {most}, not {value}"),
            None,
        ));
    }
    Ok(value)
}

/// The page's own texts (labels, buttons, headings) in the request's language (`lang`, else
/// `Accept-Language`): each message as a list of parts, text, `{"var": name}` and
/// `{"select": name, "variants": {…}, "default": key}` (see `grundy_web::messages`).
#[utoipa::path(get, path = "/api/messages", tag = "page",
    params(("lang" = Option<String>, Query, description = "en or zh")),
    responses((status = 200, description = "The page's messages", body = Object), ApiErrors))]
pub async fn messages() -> Response {
    match crate::messages::page_messages_json(crate::language::current()) {
        Ok(json) => (
            [(
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/json"),
            )],
            json,
        )
            .into_response(),
        Err(problem) => ApiError::internal(problem.to_string()).into_response(),
    }
}

/// The game families the expression language knows (what `grundy games` lists); those that
/// read a file (`reads_files`) are refused by the playground.
#[utoipa::path(get, path = "/api/games", tag = "games",
    responses((status = 200, description = "Every family", body = [FamilyInfo])))]
pub async fn games() -> Response {
    // Their one-line rules are written in the request's language.
    let budget = grundy::Budget::default();
    budget.context().set_language(crate::language::current());
    budget.run(|| json_response(&grundy::report::games::games()))
}

/// The query of `/api/progress`.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ProgressQuery {
    /// The ticket the computation's request carried in the header `X-Grundy-Ticket`.
    pub ticket: String,
}

/// How far the computation started by a request with this ticket is (send the header
/// `X-Grundy-Ticket: T`, 16 to 64 letters, digits, `-` or `_`, with the request, then ask here,
/// once a second, say). 404 once it has ended.
#[utoipa::path(get, path = "/api/progress", params(ProgressQuery), tag = "meta",
    responses((status = 200, description = "How far the computation is", body = ProgressReport), ApiErrors))]
pub async fn progress(
    State(workers): State<Shared>,
    Params(query): Params<ProgressQuery>,
) -> Result<Response, ApiError> {
    let ticket = crate::progress::parse_ticket(&query.ticket)
        .map_err(|why| ApiError::bad_input(format!("the parameter ticket: {why}"), None))?;
    match workers.tickets().report(&ticket) {
        Some(report) => Ok(json_response(&report)),
        None => Err(ApiError::not_found(
            "no computation with this ticket is running (it has ended, or never began)",
        )),
    }
}
