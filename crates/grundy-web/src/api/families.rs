//! The routes about a family: the sequence of its values on one heap, and the table of its
//! values on pairs.

use axum::extract::State;
use axum::response::Response;
use grundy::GameError;
use grundy::report::misere_seq::MisereSeqReport;
use grundy::report::param_sweep::{ParamSweepReport, ParameterRange};
use grundy::report::remoteness::{RemotenessSeqReport, RemotenessTableReport};
use grundy::report::seq::{SeqReport, SeqRequest, StreamError};
use grundy::report::table::{MAX_CELLS, TableReport};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use super::{Count, JsonBody, Params, Shared, parser};
use crate::error::ApiError;
use crate::schema::{ApiErrors, SeqAnswer, TableAnswer};
use crate::work::{Kept, Workers};

/// A family's error: a request the family cannot answer at all (no one-heap positions, no
/// pairs, no natural end without `to`) is bad input (400); the rest as everywhere.
fn family_error(error: GameError) -> ApiError {
    match error {
        GameError::Unsupported(message) => ApiError::bad_input(message, None),
        other => other.into(),
    }
}

/// The longest sequence `/api/seq` computes: `G(0)` to `G(1_000_000)`.
pub const MAX_SEQ_TO: u64 = 1_000_000;

/// How far `/api/seq` looks for a proof of a take-and-break game's period when no `to` is
/// given.
pub const PROOF_LIMIT: u64 = 1 << 20;

/// The query of `GET /api/seq`.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SeqQuery {
    /// The family without a heap, e.g. `sub[1,3,4]`, `kayles`, `octal[0.137]`; or with a range
    /// of its parameter (`powers[2..12]`, `octal[0.{1..7}7]`) to sweep it.
    pub family: String,
    /// The last heap size (at most 10^6; `10^4` is read). Optional for take-and-break games,
    /// which are then computed until their period is proven.
    pub to: Option<String>,
    /// Take-and-break games: how many heap sizes have each value (`freq`).
    #[serde(default)]
    pub freq: bool,
    /// Take-and-break games: the engine's statistics (`stats`).
    #[serde(default)]
    pub stats: bool,
    /// Misère play (the last player to move loses): who wins each heap, its misère value
    /// `G⁻(n)` where computed, the P-positions and rules, as `grundy seq --misere` prints.
    /// Needs `to`.
    #[serde(default)]
    pub misere: bool,
    /// Remoteness: how many moves perfect play lasts from each heap, `R(n)`, with the
    /// P-positions (even remoteness) and the rules `R` follows, as `grundy seq --remoteness`
    /// prints. Needs `to`; normal play only (not with `misere`, `freq` or `stats`).
    #[serde(default)]
    pub remoteness: bool,
}

/// The body of `POST /api/seq`: the query's fields, and rules.
#[derive(Deserialize, ToSchema)]
pub struct SeqBody {
    /// The family, e.g. `rules` for the rules given here.
    pub family: String,
    /// The last heap size: a number or a string such as `"10^4"`.
    #[serde(default)]
    pub to: Option<Count>,
    /// Take-and-break games: how many heap sizes have each value.
    #[serde(default)]
    pub freq: bool,
    /// Take-and-break games: the engine's statistics.
    #[serde(default)]
    pub stats: bool,
    /// Misère play: the misère sequence (needs `to`).
    #[serde(default)]
    pub misere: bool,
    /// Remoteness: `R(n)` for each heap (needs `to`; not with `misere`, `freq` or `stats`).
    #[serde(default)]
    pub remoteness: bool,
    /// Rhai rules (`fn moves(state)`), usable as the family `rules`.
    #[serde(default)]
    pub rules: Option<String>,
}

/// The nim-sequence `G(0)`, ..., `G(to)` of a one-heap family with its period (proven or
/// observed): exactly what `grundy seq F --to N --json` prints (with `--freq`, `--stats` when
/// asked); with `misere=true` the misère sequence, as `grundy seq F --to N --misere --json`;
/// with `remoteness=true` the remoteness `R(n)` of each heap, as `grundy seq F --to N
/// --remoteness --json`; for a family with a range of its parameter (`powers[2..12]`), the
/// sweep of that parameter.
#[utoipa::path(get, path = "/api/seq", params(SeqQuery), tag = "families",
    responses((status = 200, description = "The sequence, as `grundy seq --json` prints it", body = SeqAnswer), ApiErrors))]
pub async fn seq_get(
    State(workers): State<Shared>,
    Params(query): Params<SeqQuery>,
) -> Result<Response, ApiError> {
    let asked = SeqAsked {
        to: query.to.map(Count::Text),
        freq: query.freq,
        stats: query.stats,
        misere: query.misere,
        remoteness: query.remoteness,
    };
    sequence(&workers, query.family, asked, None).await
}

/// `GET /api/seq` with inline rules.
#[utoipa::path(post, path = "/api/seq", request_body = SeqBody, tag = "families",
    responses((status = 200, description = "The sequence, as `grundy seq --json` prints it", body = SeqAnswer), ApiErrors))]
pub async fn seq_post(
    State(workers): State<Shared>,
    JsonBody(body): JsonBody<SeqBody>,
) -> Result<Response, ApiError> {
    let asked = SeqAsked {
        to: body.to,
        freq: body.freq,
        stats: body.stats,
        misere: body.misere,
        remoteness: body.remoteness,
    };
    sequence(&workers, body.family, asked, body.rules).await
}

/// What a sequence request asks for besides the family.
struct SeqAsked {
    to: Option<Count>,
    freq: bool,
    stats: bool,
    misere: bool,
    remoteness: bool,
}

async fn sequence(
    workers: &Workers,
    family: String,
    asked: SeqAsked,
    rules: Option<String>,
) -> Result<Response, ApiError> {
    let to = match &asked.to {
        None => None,
        Some(to) => Some(to.read("to", 0, MAX_SEQ_TO)?),
    };
    let SeqAsked {
        freq,
        stats,
        misere,
        remoteness,
        ..
    } = asked;
    if remoteness && misere {
        return Err(ApiError::bad_input(
            "remoteness is for normal play: give remoteness or misere, not both",
            None,
        ));
    }
    if remoteness && (freq || stats) {
        return Err(ApiError::bad_input(
            "freq and stats are for nim-values, not with remoteness",
            None,
        ));
    }
    if misere && (freq || stats) {
        return Err(ApiError::bad_input(
            "freq and stats are for normal play, not with misere",
            None,
        ));
    }
    let sweep = ParameterRange::find(&family)
        .map_err(family_error)?
        .is_some();
    if sweep && (misere || remoteness || freq || stats) {
        return Err(ApiError::bad_input(
            "a sweep of a parameter takes no misere, remoteness, freq or stats",
            None,
        ));
    }
    workers
        .run(move || {
            let parser = parser(rules.as_deref())?;
            if sweep {
                let report = ParamSweepReport::new(&family, to, &parser).map_err(family_error)?;
                return Ok(super::json_response(&report));
            }
            let family = parser
                .parse_family(&family)
                .map_err(|error| ApiError::parse(&error))?;
            if misere {
                let Some(to) = to else {
                    return Err(ApiError::bad_input(
                        "a misère sequence needs its last heap size: give to",
                        None,
                    ));
                };
                let report =
                    MisereSeqReport::new(family.as_ref(), to, true).map_err(family_error)?;
                return Ok(super::json_response(&report));
            }
            if remoteness {
                let Some(to) = to else {
                    return Err(ApiError::bad_input(
                        "a remoteness sequence needs its last heap size: give to",
                        None,
                    ));
                };
                // The family keeps the memo tables of its searches: freed after the answer.
                let family = Kept::new(family);
                let report = RemotenessSeqReport::new(family.as_ref(), to).map_err(family_error)?;
                return Ok(super::json_response(&report));
            }
            // Take-and-break games run on the engine: on one thread (the workers bound the
            // threads, and the memory meter sees what this one allocates), looking for a proof
            // no further than PROOF_LIMIT. Other families take no engine options.
            let take_break = family.take_break().is_some();
            let request = SeqRequest {
                to,
                freq,
                stats,
                proof_limit: (take_break && to.is_none()).then_some(PROOF_LIMIT),
                parallel: !take_break,
                ..SeqRequest::default()
            };
            let report = Kept::new(SeqReport::new(family, &request).map_err(family_error)?);
            // Family values are computed as they are written.
            let mut text = Vec::new();
            match report.serialize_streaming(&mut serde_json::Serializer::new(&mut text)) {
                Ok(()) => {}
                Err(StreamError::Game(error)) => return Err(family_error(error)),
                Err(StreamError::Write(error)) => {
                    return Err(ApiError::internal(format!("internal error: {error}")));
                }
            }
            text.push(b'\n');
            Ok(super::bytes_response(text))
        })
        .await
}

/// The query of `GET /api/table`.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TableQuery {
    /// The family without a position, e.g. `wythoff`; its positions are pairs.
    pub family: String,
    /// How many rows: `a = 0..rows`.
    pub rows: String,
    /// How many columns: `b = 0..cols` (at most 250,000 cells in all).
    pub cols: String,
    /// Misère play: the table of misère values `G⁻(a, b)`, as `grundy table --misere` prints.
    #[serde(default)]
    pub misere: bool,
    /// Remoteness: the table of `R(a, b)`, how many moves perfect play lasts from each
    /// position, with the P-positions (even remoteness) and the rules `R` follows, as `grundy
    /// table --remoteness` prints. Normal play only (not with `misere`).
    #[serde(default)]
    pub remoteness: bool,
}

/// The body of `POST /api/table`: the query's fields, and rules.
#[derive(Deserialize, ToSchema)]
pub struct TableBody {
    /// The family, e.g. `rules` for the rules given here.
    pub family: String,
    /// How many rows.
    pub rows: Count,
    /// How many columns.
    pub cols: Count,
    /// Misère play: the table of misère values `G⁻(a, b)`.
    #[serde(default)]
    pub misere: bool,
    /// Remoteness: the table of `R(a, b)` (not with `misere`).
    #[serde(default)]
    pub remoteness: bool,
    /// Rhai rules (`fn moves(state)` on states `[a, b]`), usable as the family `rules`.
    #[serde(default)]
    pub rules: Option<String>,
}

/// The table `G(a, b)` of a family whose positions are pairs, with the patterns seen in it
/// (observed, not proven): exactly what `grundy table F --rows R --cols C --json` prints (with
/// `misere=true`, the misère values `G⁻(a, b)`, as with `--misere`; with `remoteness=true`, the
/// remoteness `R(a, b)` of each position, as with `--remoteness`).
#[utoipa::path(get, path = "/api/table", params(TableQuery), tag = "families",
    responses((status = 200, description = "The table, as `grundy table --json` prints it", body = TableAnswer), ApiErrors))]
pub async fn table_get(
    State(workers): State<Shared>,
    Params(query): Params<TableQuery>,
) -> Result<Response, ApiError> {
    let asked = TableAsked {
        rows: Count::Text(query.rows),
        cols: Count::Text(query.cols),
        misere: query.misere,
        remoteness: query.remoteness,
    };
    table(&workers, query.family, asked, None).await
}

/// `GET /api/table` with inline rules.
#[utoipa::path(post, path = "/api/table", request_body = TableBody, tag = "families",
    responses((status = 200, description = "The table, as `grundy table --json` prints it", body = TableAnswer), ApiErrors))]
pub async fn table_post(
    State(workers): State<Shared>,
    JsonBody(body): JsonBody<TableBody>,
) -> Result<Response, ApiError> {
    let asked = TableAsked {
        rows: body.rows,
        cols: body.cols,
        misere: body.misere,
        remoteness: body.remoteness,
    };
    table(&workers, body.family, asked, body.rules).await
}

/// What a table request asks for besides the family.
struct TableAsked {
    rows: Count,
    cols: Count,
    misere: bool,
    remoteness: bool,
}

async fn table(
    workers: &Workers,
    family: String,
    asked: TableAsked,
    rules: Option<String>,
) -> Result<Response, ApiError> {
    let TableAsked {
        rows,
        cols,
        misere,
        remoteness,
    } = asked;
    let rows = rows.read("rows", 1, MAX_CELLS)?;
    let cols = cols.read("cols", 1, MAX_CELLS)?;
    if remoteness && misere {
        return Err(ApiError::bad_input(
            "remoteness is for normal play: give remoteness or misere, not both",
            None,
        ));
    }
    if rows * cols > MAX_CELLS {
        return Err(ApiError::bad_input(
            format!("a table of {rows} x {cols} has too many cells: at most {MAX_CELLS} in all"),
            None,
        ));
    }
    workers
        .run(move || {
            let family = Kept::new(
                parser(rules.as_deref())?
                    .parse_family(&family)
                    .map_err(|error| ApiError::parse(&error))?,
            );
            if remoteness {
                let report = RemotenessTableReport::new(family.as_ref(), rows, cols)
                    .map_err(family_error)?;
                return Ok(super::json_response(&report));
            }
            let report = if misere {
                TableReport::misere(family.as_ref(), rows, cols)
            } else {
                TableReport::new(family.as_ref(), rows, cols)
            };
            let report = report.map_err(family_error)?;
            Ok(super::json_response(&report))
        })
        .await
}
