//! The OpenAPI document of the API, served at `/api/openapi.json`: every route of [`api`], with
//! the schemas of the library's reports (derived by its `openapi` feature), of the requests
//! and of the errors ([`crate::schema`]).

use axum::response::Response;
use utoipa::OpenApi;

use crate::api::{self, json_response};
use crate::error::ErrorBody;

/// The OpenAPI document.
pub fn document() -> utoipa::openapi::OpenApi {
    ApiDoc::openapi()
}

#[derive(OpenApi)]
#[openapi(
    info(
        title = "grundy playground API",
        description = "Impartial games: outcomes, nim-values, remoteness, winning moves, the computer's move, sequences, tables and state graphs. \
Every answer is computed under a per-request budget (time, memory, positions); the JSON \
answers are exactly what the command line prints with --json (grundy eval, seq, table, quotient). \
/api/seq and /api/table answer with one of the library's reports as asked: the values in normal \
play, with misere=true in misère play, with remoteness=true the remoteness R of each heap or cell \
(seq --remoteness, table --remoteness; normal play only). Errors are \
`{\"error\": \"...\", \"column\": N|null}`: 400 bad input (column in the expression, family or rules), \
404 no such route, 405 wrong method, 413 body over 64 KiB, 414 query over 16 KiB, 415 body not JSON, \
422 understood but not computed (a budget limit, too large, no value, a script failure), \
429 too many long computations at once (Retry-After), 503 every worker busy (Retry-After). \
A request with the header X-Grundy-Ticket (16 to 64 letters, digits, - or _) can be followed \
while it computes: GET /api/progress?ticket=… tells how far it is, 404 once it has ended. \
No request reads a file: script[FILE] and graph[FILE] are refused. \
Texts for people (explanations, rules, moves described, errors) are in the language of `lang` in \
the query string (en or zh, on every route and method), else of Accept-Language, else English; \
machine-readable fields never change with it."
    ),
    paths(
        api::messages,
        api::positions::eval_get,
        api::positions::eval_post,
        api::positions::explain_get,
        api::positions::explain_post,
        api::positions::moves_get,
        api::positions::moves_post,
        api::positions::computer_move_get,
        api::positions::computer_move_post,
        api::positions::graph_get,
        api::positions::graph_post,
        api::positions::options_get,
        api::positions::options_post,
        api::positions::board_get,
        api::positions::board_post,
        api::positions::setup_get,
        api::positions::setup_post,
        api::positions::misere_form_get,
        api::positions::misere_form_post,
        api::families::seq_get,
        api::families::seq_post,
        api::families::table_get,
        api::families::table_post,
        api::quotient::quotient_get,
        api::games,
        api::progress,
        serve,
    ),
    components(schemas(ErrorBody))
)]
struct ApiDoc;

/// This document.
#[utoipa::path(get, path = "/api/openapi.json", tag = "meta",
    responses((status = 200, description = "The OpenAPI 3.1 document of this API")))]
pub async fn serve() -> Response {
    json_response(&document())
}
