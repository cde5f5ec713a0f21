//! Every default and limit that more than one front end uses, in one place.
//!
//! The command line, the web API and the Python package take the same defaults from here, so
//! they cannot drift apart. A front end differs only where it has a reason of its own, and then
//! in a named constant beside its code that says why (the server's per-request limits, for
//! instance, protect a machine that answers strangers).

/// How many positions a search may explore under [`Budget::default`](crate::Budget::default).
pub const DEFAULT_STATE_LIMIT: u64 = 1_000_000;

/// How many bytes a table, sequence or graph may take under
/// [`Budget::default`](crate::Budget::default) (4 GiB).
pub const DEFAULT_MEMORY_LIMIT: u64 = 4 << 30;

/// How many positions `eval` may search for a position's remoteness beside its outcome: the
/// answer reports the remoteness as unknown beyond it, and the outcome is not limited by it.
pub const EVAL_REMOTENESS_STATES: u64 = 10_000;

/// The longest sequence of a family that is not take-and-break: `G(0)` to `G(MAX_TO)`.
pub const MAX_TO: u64 = 100_000_000;

/// The most heap sizes a sweep computes per code (2^32 values fit in 4 GiB at one byte).
pub(crate) const MAX_COMPUTED: u64 = 1 << 32;

/// The most heap sizes one take-and-break sequence may have: 2^36 (128 GiB at two bytes a
/// value: beyond memory, a run keeps them in a memory-mapped file, `seq --mapped`).
pub(crate) const MAX_SEQUENCE: u64 = 1 << 36;

/// How far a take-and-break run without `to` goes looking for a proof of its period, unless
/// [`SeqRequest::proof_limit`](crate::report::seq::SeqRequest::proof_limit) says otherwise.
pub(crate) const DEFAULT_PROOF_LIMIT: u64 = 1 << 26;

/// The most values a take-and-break report lists when no `to` is given and no period was proven
/// (with a proven period, it lists the preperiod and one period, which determine the rest).
pub(crate) const MAX_LISTED_WITHOUT_TO: usize = 100_000;

/// How many positions a state graph holds unless told otherwise (`eval --dot`, `eval --svg`,
/// `graph --svg`). The web page (300, a server's per-request answer) and a notebook (200, a
/// drawing that stays readable in a cell) ask for fewer, each in a constant that says so.
pub const STATE_GRAPH_LIMIT: usize = 2000;
