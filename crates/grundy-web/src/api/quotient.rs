//! The route about misère play of a take-and-break game: its misère quotient.

use axum::extract::State;
use axum::response::Response;
use grundy::GameError;
use grundy::report::QuotientReport;
use serde::Deserialize;
use utoipa::IntoParams;

use super::{Count, Params, Shared, parser};
use crate::error::ApiError;
use crate::schema::ApiErrors;

/// The most heap sizes `/api/quotient` covers.
pub const MAX_QUOTIENT_HEAPS: u64 = 10_000;

/// How many heap sizes are covered when `heaps` is not given (as `grundy quotient`).
pub const DEFAULT_HEAPS: u64 = 30;

/// The query of `GET /api/quotient`.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct QuotientQuery {
    /// The take-and-break game, e.g. `octal[0.75]`, `kayles`, `dawson`, `grundy`.
    pub game: String,
    /// The largest heap size (default 30, at most 10,000).
    pub heaps: Option<String>,
    /// Also the multiplication table (`table`, indices into `elements`).
    #[serde(default)]
    pub table: bool,
    /// Also Conway's genus of each heap (`genus`).
    #[serde(default)]
    pub genus: bool,
}

/// The misère quotient of a take-and-break game on heaps up to `heaps` (Plambeck & Siegel):
/// order, presentation, P-portion, the element of each heap, with the multiplication table and
/// each heap's genus when asked: exactly what `grundy quotient GAME --heaps N --json` prints
/// (with `--table`, `--genus`).
#[utoipa::path(get, path = "/api/quotient", params(QuotientQuery), tag = "families",
    responses((status = 200, description = "The quotient, as `grundy quotient --json` prints it", body = QuotientReport), ApiErrors))]
pub async fn quotient_get(
    State(workers): State<Shared>,
    Params(query): Params<QuotientQuery>,
) -> Result<Response, ApiError> {
    let heaps = match query.heaps {
        None => DEFAULT_HEAPS,
        Some(text) => Count::Text(text).read("heaps", 0, MAX_QUOTIENT_HEAPS)?,
    } as usize;
    let (table, genus, game) = (query.table, query.genus, query.game);
    workers
        .run(move || {
            let family = parser(None)?
                .parse_family(&game)
                .map_err(|error| ApiError::parse(&error))?;
            let report = QuotientReport::with_options(family.as_ref(), heaps, table, genus)
                .map_err(|error| match error {
                    // Not a take-and-break game: bad input, as for the other families' routes.
                    GameError::Unsupported(message) => ApiError::bad_input(message, None),
                    other => other.into(),
                })?;
            Ok(super::json_response(&report))
        })
        .await
}
