//! The JSON API: one handler per route, each parsing its input (400 on bad input), running its
//! computation on a worker ([`crate::work`]) and answering with the same JSON the command line
//! prints with `--json`. Every status is listed in [`crate::error`].

use std::sync::Arc;

use axum::Router;
use axum::extract::{FromRequest, FromRequestParts, Query, Request, State};
use axum::http::request::Parts;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{any, get};
use grundy::budget::Budget;
use grundy::{GameError, Sum};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::error::ApiError;
use crate::eval_json;
use crate::openapi::{self, ApiErrors, EvalDoc, ExplainDoc, GameDoc, MovesDoc};
use crate::work::Workers;

/// The largest request body read (64 KiB): rules and expressions fit with room to spare.
pub const MAX_BODY_BYTES: usize = 64 << 10;

/// The longest query string read (16 KiB); longer expressions go in a POST body.
pub const MAX_QUERY_BYTES: usize = 16 << 10;

/// How many moves `/api/moves` lists unless asked for fewer or more.
pub const DEFAULT_MOVES_LIMIT: usize = 500;

/// The most moves `/api/moves` lists.
pub const MAX_MOVES_LIMIT: usize = 5_000;

/// The most bytes of move descriptions and positions `/api/moves` answers with: every move of
/// a long sum writes the whole sum again.
pub const MAX_MOVES_BYTES: usize = 1 << 20;

type Shared = Arc<Workers>;

/// The API's routes; any other path under `/api` is a JSON 404.
pub fn routes(workers: Shared) -> Router {
    Router::new()
        .route("/api/eval", get(eval_get).post(eval_post))
        .route("/api/explain", get(explain))
        .route("/api/moves", get(moves))
        .route("/api/games", get(games))
        .route("/api/openapi.json", get(openapi_document))
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

/// A JSON answer: the report followed by a newline, as the command line prints it.
fn json_response(value: &impl Serialize) -> Response {
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

/// TEMPORARY until `grundy::parse::Parser::without_files` lands: refuses the families that
/// read a file (`script[FILE]`, `graph[FILE]`) wherever they appear, nested ones included.
fn refuse_files(source: &str) -> Result<(), ApiError> {
    for family in ["script", "graph"] {
        for (at, _) in source.match_indices(family) {
            let before = source[..at].chars().next_back();
            let is_name_start = before.is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
            let after = source[at + family.len()..].trim_start();
            if is_name_start && after.starts_with('[') {
                return Err(ApiError::bad_input(
                    format!(
                        "{family}[FILE] reads a file, which the playground does not do; write rules inline instead"
                    ),
                    Some(source[..at].chars().count() + 1),
                ));
            }
        }
    }
    Ok(())
}

/// Reads a position; no file is read.
fn parse_position(source: &str) -> Result<Sum, ApiError> {
    refuse_files(source)?;
    grundy::parse(source).map_err(|error| ApiError::parse(&error))
}

/// The query of `GET /api/eval` and `GET /api/explain`.
#[derive(Deserialize, IntoParams)]
pub struct PositionQuery {
    /// The position, e.g. `nim(3,4,5)` or `bash[3](10) + nim(7)` (no `script[FILE]` or
    /// `graph[FILE]`: the playground reads no files).
    pub expr: String,
    /// Misère play: the player who makes the last move loses.
    #[serde(default)]
    pub misere: bool,
}

/// The body of `POST /api/eval`.
#[derive(Deserialize, ToSchema)]
pub struct EvalBody {
    /// The position, e.g. `rules(10) + nim(3)`.
    pub expr: String,
    /// Misère play: the player who makes the last move loses.
    #[serde(default)]
    pub misere: bool,
    /// Rhai rules (`fn moves(state)`) usable as the family `rules` in `expr`.
    #[serde(default)]
    pub rules: Option<String>,
}

/// Outcome, nim-value and every winning move of a position: exactly what
/// `grundy eval E --json` prints (with `misere=true`, `grundy eval E --misere --json`).
#[utoipa::path(get, path = "/api/eval", params(PositionQuery), tag = "positions",
    responses((status = 200, description = "The evaluation, as `grundy eval --json` prints it", body = EvalDoc), ApiErrors))]
pub async fn eval_get(
    State(workers): State<Shared>,
    Params(query): Params<PositionQuery>,
) -> Result<Response, ApiError> {
    evaluate(&workers, query.expr, query.misere, None).await
}

/// The same as `GET /api/eval`, with inline Rhai rules usable as the family `rules`.
#[utoipa::path(post, path = "/api/eval", request_body = EvalBody, tag = "positions",
    responses((status = 200, description = "The evaluation, as `grundy eval --json` prints it", body = EvalDoc), ApiErrors))]
pub async fn eval_post(
    State(workers): State<Shared>,
    JsonBody(body): JsonBody<EvalBody>,
) -> Result<Response, ApiError> {
    evaluate(&workers, body.expr, body.misere, body.rules).await
}

async fn evaluate(
    workers: &Workers,
    expr: String,
    misere: bool,
    rules: Option<String>,
) -> Result<Response, ApiError> {
    if rules.is_some() {
        return Err(ApiError::bad_input(
            "inline rules are not available yet",
            None,
        ));
    }
    let report = workers
        .run(move || {
            let position = parse_position(&expr)?;
            let report = if misere {
                eval_json::misere(&position)?
            } else {
                eval_json::normal(&position)?
            };
            Ok(report)
        })
        .await?;
    Ok(json_response(&report))
}

/// The reasoning behind a position's value, for a learner.
#[derive(Serialize)]
struct Explanation {
    expr: String,
    convention: &'static str,
    text: String,
}

/// The reasoning, step by step: the rules, each component's value, the nim-sum and why each
/// winning move wins (what `grundy eval E --explain` prints), as `{"expr", "convention", "text"}`.
#[utoipa::path(get, path = "/api/explain", params(PositionQuery), tag = "positions",
    responses((status = 200, description = "The explanation", body = ExplainDoc), ApiErrors))]
pub async fn explain(
    State(workers): State<Shared>,
    Params(query): Params<PositionQuery>,
) -> Result<Response, ApiError> {
    let report = workers
        .run(move || {
            let position = parse_position(&query.expr)?;
            let (convention, text) = if query.misere {
                ("misere", position.misere()?.explain(&position))
            } else {
                ("normal", position.explain()?)
            };
            Ok(Explanation {
                expr: position.to_string(),
                convention,
                text,
            })
        })
        .await?;
    Ok(json_response(&report))
}

/// The query of `GET /api/moves`.
#[derive(Deserialize, IntoParams)]
pub struct MovesQuery {
    /// The position.
    pub expr: String,
    /// The most moves listed (default 500, at most 5000).
    pub limit: Option<String>,
}

/// One move of a position.
#[derive(Serialize)]
struct MoveItem {
    component: usize,
    #[serde(rename = "move")]
    description: String,
    replacement: String,
    to: String,
}

/// Every move of a position.
#[derive(Serialize)]
struct MovesReport {
    expr: String,
    moves: Vec<MoveItem>,
    truncated: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    truncated_because: Option<String>,
}

/// Every move of a position, component by component, each with the position it leads to: for
/// playing and for exploring the state graph. The list is cut (`truncated: true`, with the
/// reason) after `limit` moves, after 1 MiB of text, or when a component has too many moves
/// to list.
#[utoipa::path(get, path = "/api/moves", params(MovesQuery), tag = "positions",
    responses((status = 200, description = "The moves", body = MovesDoc), ApiErrors))]
pub async fn moves(
    State(workers): State<Shared>,
    Params(query): Params<MovesQuery>,
) -> Result<Response, ApiError> {
    let limit = match &query.limit {
        None => DEFAULT_MOVES_LIMIT,
        Some(text) => count("limit", text, 1, MAX_MOVES_LIMIT as u64)? as usize,
    };
    let report = workers
        .run(move || {
            let position = parse_position(&query.expr)?;
            list_moves(&position, limit)
        })
        .await?;
    Ok(json_response(&report))
}

fn list_moves(position: &Sum, limit: usize) -> Result<MovesReport, ApiError> {
    let budget = Budget::current();
    let mut ticker = budget.ticker(64);
    let mut moves = Vec::new();
    let mut bytes = 0usize;
    let mut cut = None;
    'components: for (index, component) in position.components().enumerate() {
        let options = match component.options() {
            Ok(options) => options,
            Err(GameError::TooLarge(why)) => {
                cut = Some(why);
                break;
            }
            Err(error) => return Err(error.into()),
        };
        for option in options {
            ticker.tick()?;
            if moves.len() == limit {
                cut = Some(format!("only the first {limit} moves are listed"));
                break 'components;
            }
            let made = position.after(index, option);
            let to = made.to.to_string();
            bytes += to.len() + made.description.len() + made.replacement.len();
            if bytes > MAX_MOVES_BYTES {
                cut = Some(format!(
                    "only the first {} moves are listed: the positions they lead to are long",
                    moves.len()
                ));
                break 'components;
            }
            moves.push(MoveItem {
                component: made.component,
                description: made.description,
                replacement: made.replacement,
                to,
            });
        }
    }
    Ok(MovesReport {
        expr: position.to_string(),
        moves,
        truncated: cut.is_some(),
        truncated_because: cut,
    })
}

/// Reads a count such as `30`, `10^6` or `1_000` between `least` and `most`.
fn count(name: &str, text: &str, least: u64, most: u64) -> Result<u64, ApiError> {
    let token = grundy::expr::Token { text, column: 1 };
    let value = token
        .u64(name)
        .map_err(|error| ApiError::bad_input(format!("`{name}`: {}", error.message), None))?;
    if value < least || value > most {
        return Err(ApiError::bad_input(
            format!("`{name}` must be from {least} to {most}, not {value}"),
            None,
        ));
    }
    Ok(value)
}

/// One game family of the expression language.
#[derive(Serialize)]
struct GameInfo {
    name: &'static str,
    usage: &'static str,
    summary: &'static str,
    example: &'static str,
}

/// The game families the expression language knows (what `grundy games` lists).
#[utoipa::path(get, path = "/api/games", tag = "games",
    responses((status = 200, description = "Every family", body = [GameDoc])))]
pub async fn games() -> Response {
    let games: Vec<GameInfo> = grundy::registry::FAMILIES
        .iter()
        .map(|info| GameInfo {
            name: info.name,
            usage: info.usage,
            summary: info.summary,
            example: info.example,
        })
        .collect();
    json_response(&games)
}

/// This document.
#[utoipa::path(get, path = "/api/openapi.json", tag = "meta",
    responses((status = 200, description = "The OpenAPI 3.1 document of this API")))]
pub async fn openapi_document() -> Response {
    json_response(&openapi::document())
}
