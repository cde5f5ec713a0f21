//! The OpenAPI document of the API, served at `/api/openapi.json`, and the schemas it
//! describes the answers with.

use utoipa::{IntoResponses, OpenApi, ToSchema};

use crate::api;
use crate::error::ErrorBody;

/// The OpenAPI document.
pub fn document() -> utoipa::openapi::OpenApi {
    ApiDoc::openapi()
}

#[derive(OpenApi)]
#[openapi(
    info(
        title = "grundy playground API",
        description = "Impartial games: outcomes, nim-values, winning moves, sequences, tables and state graphs. \
Every answer is computed under a per-request budget (time, memory, positions). Errors are \
`{\"error\": \"...\", \"column\": N|null}`: 400 bad input (column in the expression, family or rules), \
404 no such route, 405 wrong method, 413 body over 64 KiB, 414 query over 16 KiB, 415 body not JSON, \
422 understood but not computed (a budget limit, too large, no value, a script failure), \
429 too many long computations at once (Retry-After), 503 every worker busy (Retry-After). \
No request reads a file: script[FILE] and graph[FILE] are refused."
    ),
    paths(
        api::eval_get,
        api::eval_post,
        api::explain_get,
        api::explain_post,
        api::moves_get,
        api::moves_post,
        api::games,
        api::openapi_document,
    ),
    components(schemas(
        ErrorBody,
        EvalDoc,
        MoveDoc,
        ExplainDoc,
        MovesDoc,
        ListedMoveDoc,
        GameDoc,
        LoopyDoc
    ))
)]
struct ApiDoc;

/// The errors every computing route may answer with.
#[derive(IntoResponses)]
pub enum ApiErrors {
    /// Bad input: a malformed expression, family, count or body; `column` says where.
    #[response(status = 400)]
    BadInput(#[to_schema] ErrorBody),
    /// The body is over 64 KiB.
    #[response(status = 413)]
    BodyTooLarge(ErrorBody),
    /// The query string is over 16 KiB.
    #[response(status = 414)]
    QueryTooLong(ErrorBody),
    /// The request body is not sent as `application/json`.
    #[response(status = 415)]
    NotJson(ErrorBody),
    /// Understood but not computed: the request's budget ran out (time, memory, positions),
    /// the position is too large for the method, it has no value, or its script failed.
    #[response(status = 422)]
    NotComputed(ErrorBody),
    /// Too many long computations are running; retry after `Retry-After` seconds.
    #[response(status = 429)]
    TooManyLong(ErrorBody),
    /// Every worker is busy; retry after `Retry-After` seconds.
    #[response(status = 503)]
    Busy(ErrorBody),
}

/// An integer: a JSON number when it fits in 64 bits, otherwise a string of decimal digits.
#[derive(ToSchema)]
#[schema(as = BigInteger)]
#[allow(dead_code)]
pub enum BigIntegerDoc {
    /// Up to 64 bits.
    Number(u64),
    /// Beyond 64 bits, in decimal.
    Digits(String),
}

/// A winning move.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct MoveDoc {
    /// The component moved in, counted from 0 across the whole sum.
    component: usize,
    /// The move in words.
    #[schema(rename = "move")]
    description: String,
    /// The whole position it leads to.
    to: String,
}

/// An infinite loopy value.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct LoopyDoc {
    /// As written, e.g. `∞{0,2}`.
    text: String,
    /// The values of its finite options.
    escapes: Vec<BigIntegerDoc>,
}

/// What `grundy eval E --json` prints.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct EvalDoc {
    /// The position, written in full.
    expr: String,
    /// `N` (the player to move wins), `P` (the player to move loses) or `D` (a draw).
    outcome: String,
    /// Normal play: the nim-value, or null when only the outcome is known.
    nimber: Option<BigIntegerDoc>,
    /// Every winning move, or null when they are too many to list.
    winning_moves: Option<Vec<MoveDoc>>,
    /// Why the winning moves are not listed.
    winning_moves_unlisted: Option<String>,
    /// How many winning moves there are, when they are counted but not listed.
    winning_move_count: Option<BigIntegerDoc>,
    /// The generalized value of a loopy position of infinite value.
    loopy_value: Option<LoopyDoc>,
    /// Misère play only: `misere`.
    convention: Option<String>,
    /// Misère play only: how the outcome was found.
    method: Option<String>,
}

/// The explanation of a position's value.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct ExplainDoc {
    /// The position, written in full.
    expr: String,
    /// `normal` or `misere`.
    convention: String,
    /// The reasoning, in lines of text.
    text: String,
}

/// One move of a position.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct ListedMoveDoc {
    /// The component moved in, counted from 0 across the whole sum.
    component: usize,
    /// The move in words.
    #[schema(rename = "move")]
    description: String,
    /// What the component becomes, as arguments (`1`, `3,6` after a split, empty when
    /// nothing is left).
    replacement: String,
    /// The whole position it leads to.
    to: String,
}

/// Every move of a position.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct MovesDoc {
    /// The position, written in full.
    expr: String,
    /// The moves, component by component.
    moves: Vec<ListedMoveDoc>,
    /// Whether the list stops before the last move.
    truncated: bool,
    /// Why it stops, when it does.
    truncated_because: Option<String>,
}

/// A game family.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct GameDoc {
    /// Its name in expressions.
    name: String,
    /// How a position is written.
    usage: String,
    /// The rules in one line.
    summary: String,
    /// An example position.
    example: String,
}
