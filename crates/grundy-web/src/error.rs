//! What the API answers when it cannot answer: a status and `{"error": "...", "column": N}`.
//!
//! | status | when |
//! |--------|------|
//! | 400 | the request is malformed: a bad expression, family, number or JSON body; `column` is the 1-based column of the problem in the expression (or family, or rules), null when the error is not about one place |
//! | 404 | no such route or asset |
//! | 405 | the route exists but not with this method |
//! | 413 | the request body is over 64 KiB |
//! | 414 | the query string is over 16 KiB (send long expressions in a POST body) |
//! | 422 | the request was understood but not computed: it hit its budget (time, memory, positions), is too large for the method, has no value (a loopy game), or its script failed |
//! | 429 | too many long computations are running: a request still running after a moment needs one of the places for long work, and none was free; retry later (`Retry-After`) |
//! | 503 | every worker is busy: the request is refused at once rather than queued; retry later (`Retry-After`) |
//! | 500 | a bug (a computation panicked); never expected |

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use grundy::{GameError, LimitExceeded, ParseError};
use serde::Serialize;

/// A failed request: its status, a short message and, for bad input, the column.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApiError {
    /// The HTTP status.
    pub status: StatusCode,
    /// What went wrong, in words; never more than [`grundy::excerpt::MAX_MESSAGE`] characters.
    pub message: String,
    /// The 1-based column of the problem in the input it is about, when it is about one place.
    pub column: Option<usize>,
    /// Seconds after which a retry may succeed (503, 429).
    pub retry_after: Option<u32>,
}

/// The JSON body of an error.
#[derive(Serialize, utoipa::ToSchema)]
pub struct ErrorBody {
    /// What went wrong, in words (at most a few hundred characters; input is quoted briefly).
    #[schema(example = "expected `(` after the name")]
    pub error: String,
    /// The 1-based column of the problem in the expression, family or rules, or null when the
    /// error is not about one place.
    #[schema(example = 5, required)]
    pub column: Option<usize>,
}

impl ApiError {
    fn new(status: StatusCode, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            message: grundy::excerpt::shorten(&message.into()),
            column: None,
            retry_after: None,
        }
    }

    /// 400: the input is malformed; `column` is where, when known.
    pub fn bad_input(message: impl Into<String>, column: Option<usize>) -> ApiError {
        ApiError {
            column,
            ..ApiError::new(StatusCode::BAD_REQUEST, message)
        }
    }

    /// 404.
    pub fn not_found(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::NOT_FOUND, message)
    }

    /// 413: the request body is too large.
    pub fn body_too_large(limit: usize) -> ApiError {
        ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            format!(
                "the request body is larger than {} KiB, the limit",
                limit >> 10
            ),
        )
    }

    /// 414: the query string is too long.
    pub fn query_too_long(length: usize, limit: usize) -> ApiError {
        ApiError::new(
            StatusCode::URI_TOO_LONG,
            format!(
                "the query string is {length} bytes long; the limit is {} KiB (send a long expression in the body of a POST request)",
                limit >> 10
            ),
        )
    }

    /// 422: understood, but not computed (a limit, too large, no value).
    pub fn unprocessable(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, message)
    }

    /// 503 with `Retry-After`: every worker is busy.
    pub fn busy(workers: usize) -> ApiError {
        ApiError {
            retry_after: Some(1),
            ..ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                format!(
                    "the server is busy: all {workers} workers are computing; try again in a moment"
                ),
            )
        }
    }

    /// 429 with `Retry-After`: too many long computations at once.
    pub fn too_many_long(slots: usize) -> ApiError {
        ApiError {
            retry_after: Some(2),
            ..ApiError::new(
                StatusCode::TOO_MANY_REQUESTS,
                format!(
                    "too many long computations: {slots} are running already, the most the server allows at once; try again in a moment"
                ),
            )
        }
    }

    /// 500: a bug.
    pub fn internal(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, message)
    }

    /// A parse error in an expression or family: 400 at its column.
    pub fn parse(error: &ParseError) -> ApiError {
        ApiError::bad_input(error.message.clone(), Some(error.column))
    }

    /// The status of a computation's error. A limit's message says it is the server's: a client
    /// cannot raise it, only ask for less.
    pub fn game(error: GameError) -> ApiError {
        match error {
            // The client went away (or the server is stopping): nobody reads this answer.
            GameError::Limit(LimitExceeded::Cancelled) => ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "the computation was cancelled",
            ),
            other => ApiError::unprocessable(game_message(&other)),
        }
    }
}

/// A computation's error in the API's words: a limit, also one that stopped a misère quotient,
/// says it is the server's ([`PER_REQUEST`]).
fn game_message(error: &GameError) -> String {
    match error {
        GameError::Limit(limit) => format!("{limit}{PER_REQUEST}"),
        GameError::QuotientBeyondLimits { game, heaps, cause } => format!(
            "{}\n{}",
            game_message(cause),
            grundy::error::quotient_beyond_limits(game, *heaps)
        ),
        other => other.to_string(),
    }
}

/// What a limit's message adds in the API: the limits are the server's, set by whoever runs it
/// (`grundy serve --timeout`, ...), not the client's to raise.
const PER_REQUEST: &str = " (a limit this server sets for each request)";

impl From<GameError> for ApiError {
    fn from(error: GameError) -> ApiError {
        ApiError::game(error)
    }
}

impl From<LimitExceeded> for ApiError {
    fn from(error: LimitExceeded) -> ApiError {
        ApiError::game(error.into())
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = ErrorBody {
            error: self.message,
            column: self.column,
        };
        let mut response = (self.status, axum::Json(body)).into_response();
        if let Some(seconds) = self.retry_after {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(seconds));
        }
        response
    }
}
