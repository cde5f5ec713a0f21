//! What the OpenAPI document needs beyond the library's report types: the errors every
//! computing route may answer with, and the answers of the routes that return one of several
//! reports (normal or misère play, remoteness, or a sweep of a parameter).
//!
//! The reports' schemas come from the library itself (its `openapi` feature derives them from
//! the report types and their doc comments), so the document describes exactly the JSON the
//! routes serialize; the request types are beside their routes in [`crate::api`].

use grundy::report::explain::MisereExplanation;
use grundy::report::misere_seq::MisereSeqReport;
use grundy::report::param_sweep::ParamSweepReport;
use grundy::report::remoteness::{RemotenessSeqReport, RemotenessTableReport};
use grundy::report::seq::SeqReport;
use grundy::report::table::TableReport;
use grundy::report::{EvalReport, Explanation, MisereReport};
use serde::Serialize;
use utoipa::{IntoResponses, ToSchema};

use crate::error::ErrorBody;

/// The errors every computing route may answer with.
#[derive(IntoResponses)]
pub enum ApiErrors {
    /// Bad input: a malformed expression, family, count or body; `column` says where.
    #[response(status = 400)]
    BadInput(ErrorBody),
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

/// The answer of `/api/eval`: the normal-play report, or with `misere=true` the misère one
/// (which has `convention` and `method`). Serialized as the report itself.
#[derive(Serialize, ToSchema)]
#[serde(untagged)]
pub enum EvalAnswer {
    /// Normal play: `grundy eval E --json`.
    Normal(EvalReport),
    /// Misère play: `grundy eval E --misere --json`.
    Misere(MisereReport),
}

/// The answer of `/api/explain`: the normal-play explanation, or with `misere=true` the misère
/// one (`expr`, `convention`, `outcome`, `method`, `winning_moves` and `text`). Serialized as
/// the explanation itself.
#[derive(Serialize, ToSchema)]
#[serde(untagged)]
pub enum ExplainAnswer {
    /// Normal play: the pieces and the text of `grundy eval E --explain`.
    Normal(Explanation),
    /// Misère play: the method and the text of `grundy eval E --misere --explain`.
    Misere(MisereExplanation),
}

/// The answer of `/api/seq`: the normal-play sequence, or with `misere=true` the misère one
/// (which has `convention`, `method` and `outcomes`), or with `remoteness=true` the remoteness
/// of each heap (`remoteness`, `computed`), or for a family with a range of its parameter the
/// sweep (`pattern`, `rows`, `summary`). Serialized as the report itself.
#[derive(Serialize, ToSchema)]
#[serde(untagged)]
pub enum SeqAnswer {
    /// Normal play: `grundy seq F --json`.
    Normal(SeqReport),
    /// Misère play: `grundy seq F --to N --misere --json`.
    Misere(MisereSeqReport),
    /// Remoteness: `grundy seq F --to N --remoteness --json`.
    Remoteness(RemotenessSeqReport),
    /// A family with a range of its parameter: `grundy seq "powers[2..12]" --to N --json`.
    Sweep(ParamSweepReport),
}

/// The answer of `/api/table`: the table of values (normal or misère play, as its `convention`
/// says), or with `remoteness=true` the table of remoteness `R(a, b)` (`remoteness`,
/// `p_positions`). Serialized as the report itself.
#[derive(Serialize, ToSchema)]
#[serde(untagged)]
pub enum TableAnswer {
    /// The values: `grundy table F --rows R --cols C --json` (with `--misere` in misère play).
    Values(TableReport),
    /// Remoteness: `grundy table F --rows R --cols C --remoteness --json`.
    Remoteness(RemotenessTableReport),
}
