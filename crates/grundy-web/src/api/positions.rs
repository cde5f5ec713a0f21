//! The routes about one position: its evaluation, the reasoning behind it, its moves, the
//! computer's move from it and the graph of the positions reachable from it.

use axum::extract::State;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use grundy::opponent::Level;
use grundy::report::board::BoardReport;
use grundy::report::computer_move::ComputerMoveReport;
use grundy::report::explain::MisereExplanation;
use grundy::report::misere_form::MisereFormReport;
use grundy::report::moves::{MovesReport, OptionsReport};
use grundy::report::{EvalReport, MisereReport};
use grundy::{GameError, Sum};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use super::{Count, JsonBody, Params, Shared, json_response, parse_position};
use crate::error::ApiError;
use crate::schema::{ApiErrors, EvalAnswer, ExplainAnswer};
use crate::work::{Kept, Workers};

/// How many moves `/api/moves` lists unless asked for fewer or more.
pub const DEFAULT_MOVES_LIMIT: usize = 500;

/// The most moves `/api/moves` lists.
pub const MAX_MOVES_LIMIT: usize = 5_000;

/// The most bytes of move descriptions and positions `/api/moves` answers with: every move of
/// a long sum writes the whole sum again.
pub const MAX_MOVES_BYTES: usize = 1 << 20;

/// The most bytes of positions an evaluation or explanation may write out. Every winning move
/// is written with the whole position it leads to, so a long sum with many winning moves
/// (`nim(7,7,...,7)`, five thousand heaps) would answer with the square of its length.
pub const MAX_ANSWER_BYTES: u64 = 16 << 20;

/// Sums with fewer components than this are never checked against [`MAX_ANSWER_BYTES`]: their
/// answers stay small.
const CHECKED_FROM_COMPONENTS: usize = 64;

/// The query of the routes about one position (`GET /api/eval`, `/api/explain`, `/api/moves`,
/// `/api/graph`).
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PositionQuery {
    /// The position, e.g. `nim(3,4,5)` or `bash[3](10) + nim(7)` (no `script[FILE]` or
    /// `graph[FILE]`: the playground reads no files; send rules inline with POST).
    pub expr: String,
    /// Misère play: the player who makes the last move loses (eval and explain).
    #[serde(default)]
    pub misere: bool,
    /// `/api/moves` and `/api/options`: the most moves listed (default 500, at most 5000);
    /// `/api/graph`: the most positions drawn (default 300, at most 5000).
    pub limit: Option<String>,
}

/// The body of the POST routes about one position: the query's fields, and rules.
#[derive(Deserialize, ToSchema)]
pub struct PositionBody {
    /// The position, e.g. `rules(10) + nim(3)`.
    pub expr: String,
    /// Misère play: the player who makes the last move loses (eval and explain).
    #[serde(default)]
    pub misere: bool,
    /// `/api/moves` and `/api/options`: the most moves listed (default 500, at most 5000);
    /// `/api/graph`: the most positions drawn (default 300, at most 5000). A number or a
    /// string such as `"10^3"`.
    #[serde(default)]
    pub limit: Option<Count>,

    /// Rhai rules (`fn moves(state)` lists the options of a state), usable in `expr` as the
    /// family `rules`: `rules(10)`, `rules(3,4)`.
    #[serde(default)]
    pub rules: Option<String>,
}

/// One position's request, from a query or a body.
struct PositionRequest {
    expr: String,
    misere: bool,
    limit: Option<Count>,
    rules: Option<String>,
}

impl From<PositionQuery> for PositionRequest {
    fn from(query: PositionQuery) -> Self {
        PositionRequest {
            expr: query.expr,
            misere: query.misere,
            limit: query.limit.map(Count::Text),
            rules: None,
        }
    }
}

impl From<PositionBody> for PositionRequest {
    fn from(body: PositionBody) -> Self {
        PositionRequest {
            expr: body.expr,
            misere: body.misere,
            limit: body.limit,
            rules: body.rules,
        }
    }
}

impl PositionRequest {
    /// How many moves `/api/moves` and `/api/options` list: `limit`, or the default.
    fn moves_limit(&self) -> Result<usize, ApiError> {
        Ok(match &self.limit {
            None => DEFAULT_MOVES_LIMIT,
            Some(limit) => limit.read("limit", 1, MAX_MOVES_LIMIT as u64)? as usize,
        })
    }

    /// The position, kept until the answer is sent (its solvers' memo tables are freed then).
    fn position(&self) -> Result<Kept<Sum>, ApiError> {
        parse_position(&self.expr, self.rules.as_deref()).map(Kept::new)
    }
}

/// Outcome, nim-value and every winning move of a position: exactly what
/// `grundy eval E --json` prints (with `misere=true`, `grundy eval E --misere --json`).
#[utoipa::path(get, path = "/api/eval", params(PositionQuery), tag = "positions",
    responses((status = 200, description = "The evaluation, as `grundy eval --json` prints it", body = EvalAnswer), ApiErrors))]
pub async fn eval_get(
    State(workers): State<Shared>,
    Params(query): Params<PositionQuery>,
) -> Result<Response, ApiError> {
    evaluate(&workers, query.into()).await
}

/// `GET /api/eval` with inline rules, usable as the family `rules`.
#[utoipa::path(post, path = "/api/eval", request_body = PositionBody, tag = "positions",
    responses((status = 200, description = "The evaluation, as `grundy eval --json` prints it", body = EvalAnswer), ApiErrors))]
pub async fn eval_post(
    State(workers): State<Shared>,
    JsonBody(body): JsonBody<PositionBody>,
) -> Result<Response, ApiError> {
    evaluate(&workers, body.into()).await
}

/// Refuses (422) to list the winning moves of a long sum when the answer would be too large:
/// counting them is cheap, writing each with the whole position is not.
fn check_answer_size(position: &Sum, misere: bool) -> Result<(), ApiError> {
    if position.len() < CHECKED_FROM_COMPONENTS {
        return Ok(());
    }
    let count = match position.count_winning_moves() {
        Ok(count) => u64::try_from(count).unwrap_or(u64::MAX),
        // Too many to count: the report says they are not listed.
        Err(GameError::TooLarge(_)) => return Ok(()),
        Err(error) => return Err(error.into()),
    };
    // In misère play they differ, but not by more than the components (one move each, say).
    let count = if misere {
        count.max(position.len() as u64)
    } else {
        count
    };
    let length = position.to_string().len() as u64;
    let bytes = count.saturating_mul(length.saturating_add(64));
    if bytes > MAX_ANSWER_BYTES {
        return Err(ApiError::unprocessable(format!(
            "the answer would be too large: about {count} winning moves, each written as the whole position it leads to ({length} characters), about {}; the limit is {}; ask /api/moves with a limit for some of them",
            grundy::budget::bytes(bytes),
            grundy::budget::bytes(MAX_ANSWER_BYTES)
        )));
    }
    Ok(())
}

async fn evaluate(workers: &Workers, request: PositionRequest) -> Result<Response, ApiError> {
    workers
        .run(move || {
            let position = request.position()?;
            check_answer_size(&position, request.misere)?;
            Ok(json_response(&if request.misere {
                EvalAnswer::Misere(MisereReport::of(&position)?)
            } else {
                EvalAnswer::Normal(EvalReport::of(&position)?)
            }))
        })
        .await
}

/// The reasoning, step by step, for a learner: the rules, each component's value and why, the
/// nim-sum in binary columns, and the value each winning move must reach; `text` is what
/// `grundy eval E --explain` prints. In misère play: the method and the text.
#[utoipa::path(get, path = "/api/explain", params(PositionQuery), tag = "positions",
    responses((status = 200, description = "The explanation", body = ExplainAnswer), ApiErrors))]
pub async fn explain_get(
    State(workers): State<Shared>,
    Params(query): Params<PositionQuery>,
) -> Result<Response, ApiError> {
    explain(&workers, query.into()).await
}

/// `GET /api/explain` with inline rules.
#[utoipa::path(post, path = "/api/explain", request_body = PositionBody, tag = "positions",
    responses((status = 200, description = "The explanation", body = ExplainAnswer), ApiErrors))]
pub async fn explain_post(
    State(workers): State<Shared>,
    JsonBody(body): JsonBody<PositionBody>,
) -> Result<Response, ApiError> {
    explain(&workers, body.into()).await
}

async fn explain(workers: &Workers, request: PositionRequest) -> Result<Response, ApiError> {
    workers
        .run(move || {
            let position = request.position()?;
            check_answer_size(&position, request.misere)?;
            Ok(json_response(&if request.misere {
                ExplainAnswer::Misere(MisereExplanation::of(&position)?)
            } else {
                ExplainAnswer::Normal(position.explanation()?)
            }))
        })
        .await
}

/// Every move of a position, component by component, each with the position it leads to: for
/// playing and for exploring the state graph. The list is cut (`truncated: true`, with the
/// reason) after `limit` moves, after 1 MiB of text, or when a component has too many moves
/// to list.
#[utoipa::path(get, path = "/api/moves", params(PositionQuery), tag = "positions",
    responses((status = 200, description = "The moves", body = MovesReport), ApiErrors))]
pub async fn moves_get(
    State(workers): State<Shared>,
    Params(query): Params<PositionQuery>,
) -> Result<Response, ApiError> {
    moves(&workers, query.into()).await
}

/// `GET /api/moves` with inline rules.
#[utoipa::path(post, path = "/api/moves", request_body = PositionBody, tag = "positions",
    responses((status = 200, description = "The moves", body = MovesReport), ApiErrors))]
pub async fn moves_post(
    State(workers): State<Shared>,
    JsonBody(body): JsonBody<PositionBody>,
) -> Result<Response, ApiError> {
    moves(&workers, body.into()).await
}

async fn moves(workers: &Workers, request: PositionRequest) -> Result<Response, ApiError> {
    let limit = request.moves_limit()?;
    workers
        .run(move || {
            let position = request.position()?;
            Ok(json_response(&MovesReport::of(
                &position,
                limit,
                MAX_MOVES_BYTES,
            )?))
        })
        .await
}

/// The position as pictures to click: each component its family draws, with every move on it
/// (the parts clicked to make it, the parts it changes, the position it leads to, and whether
/// it wins): what `grundy eval E --board --json` prints.
#[utoipa::path(get, path = "/api/board", params(PositionQuery), tag = "positions",
    responses((status = 200, description = "The pictures and their moves", body = BoardReport), ApiErrors))]
pub async fn board_get(
    State(workers): State<Shared>,
    Params(query): Params<PositionQuery>,
) -> Result<Response, ApiError> {
    board(&workers, query.into()).await
}

/// `GET /api/board` with inline rules.
#[utoipa::path(post, path = "/api/board", request_body = PositionBody, tag = "positions",
    responses((status = 200, description = "The pictures and their moves", body = BoardReport), ApiErrors))]
pub async fn board_post(
    State(workers): State<Shared>,
    JsonBody(body): JsonBody<PositionBody>,
) -> Result<Response, ApiError> {
    board(&workers, body.into()).await
}

async fn board(workers: &Workers, request: PositionRequest) -> Result<Response, ApiError> {
    workers
        .run(move || {
            let position = request.position()?;
            Ok(json_response(&BoardReport::of(&position)?))
        })
        .await
}

/// The set-up editor's pictures of a position: each component whose game has an editor, drawn
/// with the places a click adds to, and each click as a move to the whole position it sets up
/// (`anchor` the part clicked, `to` the expression): what `grundy eval E --setup --json`
/// prints.
#[utoipa::path(get, path = "/api/setup", params(PositionQuery), tag = "positions",
    responses((status = 200, description = "The set-up pictures and their edits", body = BoardReport), ApiErrors))]
pub async fn setup_get(
    State(workers): State<Shared>,
    Params(query): Params<PositionQuery>,
) -> Result<Response, ApiError> {
    setup(&workers, query.into()).await
}

/// `GET /api/setup` with inline rules.
#[utoipa::path(post, path = "/api/setup", request_body = PositionBody, tag = "positions",
    responses((status = 200, description = "The set-up pictures and their edits", body = BoardReport), ApiErrors))]
pub async fn setup_post(
    State(workers): State<Shared>,
    JsonBody(body): JsonBody<PositionBody>,
) -> Result<Response, ApiError> {
    setup(&workers, body.into()).await
}

/// The misère simplest form of a position (Conway, ONAG ch. 12), with its genus, whether it is
/// tame, its size and birthday: what `grundy eval E --misere --form --json` prints.
#[utoipa::path(get, path = "/api/misere-form", params(PositionQuery), tag = "positions",
    responses((status = 200, description = "The misère simplest form and genus", body = MisereFormReport), ApiErrors))]
pub async fn misere_form_get(
    State(workers): State<Shared>,
    Params(query): Params<PositionQuery>,
) -> Result<Response, ApiError> {
    misere_form(&workers, query.into()).await
}

/// `GET /api/misere-form` with inline rules.
#[utoipa::path(post, path = "/api/misere-form", request_body = PositionBody, tag = "positions",
    responses((status = 200, description = "The misère simplest form and genus", body = MisereFormReport), ApiErrors))]
pub async fn misere_form_post(
    State(workers): State<Shared>,
    JsonBody(body): JsonBody<PositionBody>,
) -> Result<Response, ApiError> {
    misere_form(&workers, body.into()).await
}

async fn misere_form(workers: &Workers, request: PositionRequest) -> Result<Response, ApiError> {
    workers
        .run(move || {
            let position = request.position()?;
            Ok(json_response(&MisereFormReport::of(&position)?))
        })
        .await
}

async fn setup(workers: &Workers, request: PositionRequest) -> Result<Response, ApiError> {
    workers
        .run(move || {
            let position = request.position()?;
            Ok(json_response(&BoardReport::setup(&position)))
        })
        .await
}

/// Every move of a position, each with the outcome, nim-value and remoteness of the position it
/// leads to (P there: the move wins): what `grundy eval E --options --json` prints. Cut like
/// `/api/moves`.
#[utoipa::path(get, path = "/api/options", params(PositionQuery), tag = "positions",
    responses((status = 200, description = "Every move, valued", body = OptionsReport), ApiErrors))]
pub async fn options_get(
    State(workers): State<Shared>,
    Params(query): Params<PositionQuery>,
) -> Result<Response, ApiError> {
    options(&workers, query.into()).await
}

/// `GET /api/options` with inline rules.
#[utoipa::path(post, path = "/api/options", request_body = PositionBody, tag = "positions",
    responses((status = 200, description = "Every move, valued", body = OptionsReport), ApiErrors))]
pub async fn options_post(
    State(workers): State<Shared>,
    JsonBody(body): JsonBody<PositionBody>,
) -> Result<Response, ApiError> {
    options(&workers, body.into()).await
}

async fn options(workers: &Workers, request: PositionRequest) -> Result<Response, ApiError> {
    let limit = request.moves_limit()?;
    workers
        .run(move || {
            let position = request.position()?;
            Ok(json_response(&OptionsReport::of(
                &position,
                limit,
                MAX_MOVES_BYTES,
            )?))
        })
        .await
}

/// The query of `GET /api/computer-move`: the position and the game's level, seed and ply.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ComputerMoveQuery {
    /// The position, e.g. `chomp(5,4)` (no `script[FILE]` or `graph[FILE]`).
    pub expr: String,
    /// Misère play: the player who makes the last move loses.
    #[serde(default)]
    pub misere: bool,
    /// How well the computer plays: `perfect` (the default), `good` or `beginner`.
    pub level: Option<String>,
    /// The game's seed (default 0): with `ply` it fixes the weaker levels' random choices, so
    /// that a game replays.
    pub seed: Option<String>,
    /// How many moves were made before this one (default 0).
    pub ply: Option<String>,
}

/// The body of `POST /api/computer-move`: the query's fields, and rules.
#[derive(Deserialize, ToSchema)]
pub struct ComputerMoveBody {
    /// The position, e.g. `rules(10) + nim(3)`.
    pub expr: String,
    /// Misère play: the player who makes the last move loses.
    #[serde(default)]
    pub misere: bool,
    /// `perfect` (the default), `good` or `beginner`.
    #[serde(default)]
    pub level: Option<String>,
    /// The game's seed (default 0): a number or a string of digits.
    #[serde(default)]
    pub seed: Option<Count>,
    /// How many moves were made before this one (default 0).
    #[serde(default)]
    pub ply: Option<Count>,
    /// Rhai rules, usable in `expr` as the family `rules`.
    #[serde(default)]
    pub rules: Option<String>,
}

/// The computer's move from a position, as the Play view and `grundy play` make it: at level
/// `perfect` the winning move of least remoteness, or when losing the move of greatest
/// remoteness; the weaker levels play a random move some turns, chosen by `seed` and `ply` so
/// that a game replays. `chosen` is null when no move is left.
#[utoipa::path(get, path = "/api/computer-move", params(ComputerMoveQuery), tag = "positions",
    responses((status = 200, description = "The computer's move", body = ComputerMoveReport), ApiErrors))]
pub async fn computer_move_get(
    State(workers): State<Shared>,
    Params(query): Params<ComputerMoveQuery>,
) -> Result<Response, ApiError> {
    let request = ComputerMoveBody {
        expr: query.expr,
        misere: query.misere,
        level: query.level,
        seed: query.seed.map(Count::Text),
        ply: query.ply.map(Count::Text),
        rules: None,
    };
    computer_move(&workers, request).await
}

/// `GET /api/computer-move` with inline rules.
#[utoipa::path(post, path = "/api/computer-move", request_body = ComputerMoveBody, tag = "positions",
    responses((status = 200, description = "The computer's move", body = ComputerMoveReport), ApiErrors))]
pub async fn computer_move_post(
    State(workers): State<Shared>,
    JsonBody(body): JsonBody<ComputerMoveBody>,
) -> Result<Response, ApiError> {
    computer_move(&workers, body).await
}

async fn computer_move(workers: &Workers, request: ComputerMoveBody) -> Result<Response, ApiError> {
    let level: Level = match &request.level {
        None => Level::Perfect,
        Some(name) => name
            .parse()
            .map_err(|why: String| ApiError::bad_input(format!("`level`: {why}"), None))?,
    };
    let seed = match &request.seed {
        None => 0,
        Some(seed) => seed.read("seed", 0, u64::MAX)?,
    };
    let ply = match &request.ply {
        None => 0,
        Some(ply) => ply.read("ply", 0, u64::MAX)?,
    };
    workers
        .run(move || {
            let position =
                parse_position(&request.expr, request.rules.as_deref()).map(Kept::new)?;
            Ok(json_response(&ComputerMoveReport::of(
                &position,
                level,
                request.misere,
                seed,
                ply,
            )?))
        })
        .await
}

/// How many positions `/api/graph` draws unless asked for fewer or more: fewer than the
/// library's [`STATE_GRAPH_LIMIT`](grundy::defaults::STATE_GRAPH_LIMIT), since each request
/// lays its drawing out on a server that answers strangers.
pub const DEFAULT_GRAPH_LIMIT: usize = 300;

/// The state graph: every position reachable from the start (at most `limit` of them, the
/// nearest first), drawn in SVG and laid out on the server, each position coloured by its
/// outcome (P orange, N blue, D grey) and labelled with its value, winning moves darker. Its
/// classes and `data-*` attributes (`data-position`, `data-outcome`, `data-value`,
/// `data-index`, `data-from`, `data-to`) are documented in `grundy::draw::svg`. The headers
/// `X-Positions` and `X-Truncated` say how many positions are drawn and whether more are
/// reachable.
#[utoipa::path(get, path = "/api/graph", params(PositionQuery), tag = "positions",
    responses((status = 200, description = "The state graph in SVG", content_type = "image/svg+xml", body = String,
        headers(("X-Positions" = u64, description = "How many positions are drawn"),
                ("X-Truncated" = bool, description = "Whether more positions are reachable"))),
        ApiErrors))]
pub async fn graph_get(
    State(workers): State<Shared>,
    Params(query): Params<PositionQuery>,
) -> Result<Response, ApiError> {
    graph(&workers, query.into()).await
}

/// `GET /api/graph` with inline rules.
#[utoipa::path(post, path = "/api/graph", request_body = PositionBody, tag = "positions",
    responses((status = 200, description = "The state graph in SVG", content_type = "image/svg+xml", body = String,
        headers(("X-Positions" = u64, description = "How many positions are drawn"),
                ("X-Truncated" = bool, description = "Whether more positions are reachable"))),
        ApiErrors))]
pub async fn graph_post(
    State(workers): State<Shared>,
    JsonBody(body): JsonBody<PositionBody>,
) -> Result<Response, ApiError> {
    graph(&workers, body.into()).await
}

async fn graph(workers: &Workers, request: PositionRequest) -> Result<Response, ApiError> {
    let limit = match &request.limit {
        None => DEFAULT_GRAPH_LIMIT,
        Some(limit) => limit.read("limit", 1, grundy::draw::MAX_SVG_VERTICES as u64)? as usize,
    };
    workers
        .run(move || {
            let position = request.position()?;
            let graph = Kept::new(grundy::draw::state_graph(&position, limit)?);
            let svg = graph.to_svg()?;
            let headers = [
                (
                    header::CONTENT_TYPE,
                    HeaderValue::from_static("image/svg+xml"),
                ),
                (
                    header::HeaderName::from_static("x-positions"),
                    HeaderValue::from(graph.positions.len()),
                ),
                (
                    header::HeaderName::from_static("x-truncated"),
                    HeaderValue::from_static(if graph.truncated { "true" } else { "false" }),
                ),
            ];
            Ok((headers, svg).into_response())
        })
        .await
}
