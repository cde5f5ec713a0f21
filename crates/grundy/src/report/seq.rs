//! The nim-sequence `G(0), G(1), …` of a one-heap family and its period: what `grundy seq
//! --json` prints and `GET /api/seq` returns.
//!
//! Take-and-break games (kayles, dawson, `octal[CODE]`, grundy) run on the take-and-break engine
//! ([`crate::takebreak`]), which proves their periods. Every other family is valued one heap at
//! a time; its period is the one it knows (a closed form, [`AnyFamily::period`]) or else the one
//! its values show, reported as observed, not proven.
//!
//! The values of a family are computed as they are serialized, under the budget entered on the
//! thread ([`Budget::current`]): 10^8 of them stream to a writer in constant memory.
//!
//! The JSON object: `{"family", "values": [G(0), …] or null, "period": {"preperiod",
//! "period", "saltus", "proven", "checked_to"} or null}`, plus `"stats"` and `"freq"` when
//! asked for (take-and-break games only), and, unless [`SeqRequest::rules`] is off,
//! `"p_positions": {"listed", "count", "checked_to"}` and `"rules": [{"kind", "text", "proven",
//! "checked_to", "exceptions"}]` (the [rule finder](crate::rule_finder)'s).

use std::borrow::Cow;
use std::cell::RefCell;
use std::fmt;
use std::sync::{Arc, OnceLock};

use num_bigint::BigUint;
use serde::ser::{Error as _, SerializeSeq, SerializeStruct};
use serde::{Serialize, Serializer};

use super::Integer;
use crate::budget::{Budget, ExpectedProgress, LimitExceeded, tr};
use crate::defaults::{DEFAULT_PROOF_LIMIT, MAX_LISTED_WITHOUT_TO, MAX_SEQUENCE, MAX_TO};
use crate::period::ObservedPeriodFinder;
use crate::rule_finder::{FoundRule, sequence_rules};
use crate::takebreak::{Computation, EngineKind, Goal, PeriodProver, Rules, Stop, Values};
use crate::{AnyFamily, GameError, PeriodReport};

/// How many values are computed between two checks of the budget.
const BATCH: usize = 4096;

/// The most values the rule finder reads (the first ones): enough for any rule a person would
/// state, and a fixed cost however long the sequence.
pub(crate) const MAX_RULE_VALUES: usize = 1 << 20;

/// The most P-positions a report lists (it counts them all among the values the rule finder
/// read).
pub(crate) const MAX_LISTED_P_POSITIONS: usize = 10_000;

/// The P-positions among the first values: `"p_positions"` in the sequence report.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PPositions {
    /// The heap sizes `n ≤ checked_to` with `G(n) = 0`, at most `MAX_LISTED_P_POSITIONS`.
    pub listed: Vec<u64>,
    /// How many there are up to `checked_to` (more than are listed when there are many).
    pub count: u64,
    /// The last heap size looked at.
    pub checked_to: u64,
}

impl PPositions {
    /// The P-positions among heaps `0, 1, …`, given whether each is one.
    ///
    /// ```
    /// use grundy::report::seq::PPositions;
    /// let p = PPositions::among([true, false, false, true, false].into_iter());
    /// assert_eq!((p.listed, p.count, p.checked_to), (vec![0, 3], 2, 4));
    /// ```
    pub fn among(is_p: impl Iterator<Item = bool>) -> PPositions {
        let mut p = PPositions {
            listed: Vec::new(),
            count: 0,
            checked_to: 0,
        };
        for (n, is_p) in is_p.enumerate() {
            p.checked_to = n as u64;
            if is_p {
                p.count += 1;
                if p.listed.len() < MAX_LISTED_P_POSITIONS {
                    p.listed.push(n as u64);
                }
            }
        }
        p
    }
}

/// What the values show besides their period: the P-positions and the rules they follow.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeqFindings {
    /// The P-positions.
    pub p_positions: PPositions,
    /// The rules, simplest first ([`crate::rule_finder::sequence_rules`]).
    pub rules: Vec<FoundRule>,
}

/// What to compute: how far, and what to report besides the period.
///
/// ```
/// use grundy::report::seq::SeqRequest;
/// let request = SeqRequest::to(30);
/// assert_eq!(request.to, Some(30));
/// assert!(request.values && !request.freq && !request.stats);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeqRequest {
    /// The last heap size. `None` is allowed for take-and-break games whose period a theorem can
    /// prove: they are computed until it is proven, and the preperiod and one period are listed.
    pub to: Option<u64>,
    /// Whether the report lists the values (otherwise only the period and what else is asked).
    pub values: bool,
    /// Take-and-break games: report how many heap sizes have each value.
    pub freq: bool,
    /// Take-and-break games: report the engine's statistics.
    pub stats: bool,
    /// Take-and-break games: the engine.
    pub engine: EngineKind,
    /// Take-and-break games without `to`: the most heap sizes computed looking for a proof
    /// (`DEFAULT_PROOF_LIMIT` if `None`).
    pub proof_limit: Option<u64>,
    /// Take-and-break games: whether the sparse engine may use two threads when the machine has
    /// more than one core (the values are the same either way).
    pub parallel: bool,
    /// Whether to list the P-positions and the rules the values follow ([`crate::rule_finder`],
    /// on the first `MAX_RULE_VALUES` values).
    pub rules: bool,
}

impl Default for SeqRequest {
    /// Until the period is proven (take-and-break games), values listed with the P-positions
    /// and the rules they follow; the sparse engine on two threads.
    fn default() -> Self {
        SeqRequest {
            to: None,
            values: true,
            freq: false,
            stats: false,
            engine: EngineKind::Sparse,
            proof_limit: None,
            parallel: true,
            rules: true,
        }
    }
}

impl SeqRequest {
    /// `G(0)` to `G(to)`, listed, with the period.
    pub fn to(to: u64) -> SeqRequest {
        SeqRequest {
            to: Some(to),
            ..SeqRequest::default()
        }
    }
}

/// The take-and-break engine's statistics, as `"stats"` reports them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SeqStats {
    /// How many values were computed (the report may list fewer).
    pub values_computed: usize,
    /// Bytes per stored value (1, 2 or 4).
    pub bytes_per_value: usize,
    /// The largest value computed (absent when none is).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub largest_value: Option<u32>,
    /// The first heap size with the largest value.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub largest_value_at: Option<usize>,
    /// The sparse engine's own statistics (absent for the naive engine).
    #[serde(flatten)]
    #[cfg_attr(feature = "openapi", schema(schema_with = sparse_fields))]
    pub sparse: Option<SparseReport>,
}

/// The sparse engine's statistics (see [`crate::takebreak::SparseStats`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SparseReport {
    /// The mask that divides values into rare and common.
    pub rare_mask: u32,
    /// How many heap sizes (≥ 1) have a rare value.
    pub rare_count: usize,
    /// The largest heap size with a rare value.
    #[cfg_attr(feature = "openapi", schema(required))]
    pub last_rare: Option<usize>,
    /// How many times the mask was re-chosen.
    pub mask_changes: u32,
    /// How many heaps were prepared (step 1 and the scan of step 2) by a helper thread.
    pub helper_heaps: u64,
    /// The time taken, window by window of heap sizes (at most 64 windows of equal width;
    /// measured by the clock, so it differs from run to run).
    // Inline: `SeqStats` takes these fields without a `$ref` to this type (`sparse_fields`),
    // so the windows' schema comes with them.
    #[cfg_attr(feature = "openapi", schema(inline))]
    pub profile: Vec<crate::takebreak::ProfileWindow>,
}

/// The schema of [`SeqStats::sparse`], flattened into the statistics: the fields of
/// [`SparseReport`], none required, since the naive engine writes none of them (and the sparse
/// engine all).
#[cfg(feature = "openapi")]
fn sparse_fields() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
    use utoipa::PartialSchema;
    use utoipa::openapi::RefOr;
    use utoipa::openapi::schema::Schema;
    let mut schema = SparseReport::schema();
    if let RefOr::T(Schema::Object(object)) = &mut schema {
        object.required.clear();
        object.description = Some(
            "The sparse engine's own statistics: all of these fields with the sparse engine, \
             none with the naive one."
                .into(),
        );
    }
    schema
}

impl SeqStats {
    /// The statistics of a run.
    pub(crate) fn of(run: &Computation) -> SeqStats {
        let values = run.values();
        let largest = values.largest();
        SeqStats {
            values_computed: values.len(),
            bytes_per_value: values.width(),
            largest_value: largest.map(|(value, _)| value),
            largest_value_at: largest.map(|(_, at)| at),
            sparse: run.sparse_stats().map(|sparse| SparseReport {
                rare_mask: sparse.mask,
                rare_count: sparse.rare_count,
                last_rare: sparse.last_rare,
                mask_changes: sparse.mask_changes,
                helper_heaps: sparse.helper_heaps,
                profile: sparse.profile,
            }),
        }
    }
}

/// The nim-sequence of a one-heap family, with its period: `grundy seq --json`.
///
/// Built by [`SeqReport::new`]. A take-and-break game's values are all computed then; any other
/// family's are computed as they are read ([`SeqReport::values`]) or serialized, so a long
/// sequence streams to a writer ([`SeqReport::serialize_streaming`]) without being held.
/// Serialized whole (`serde_json::to_value`), a report is as large as its values: fine for
/// modest lengths.
///
/// ```
/// use grundy::report::seq::{SeqReport, SeqRequest};
/// use serde_json::json;
/// let family = grundy::parse_family("sub[1,3,4]").unwrap();
/// let report = SeqReport::new(family, &SeqRequest::to(9)).unwrap();
/// let json = serde_json::to_value(&report).unwrap();
/// assert_eq!(json["values"], json!([0, 1, 0, 1, 2, 3, 2, 0, 1, 0]));
/// assert_eq!(
///     json["period"],
///     json!({"preperiod": 0, "period": 7, "saltus": 0, "proven": true, "checked_to": 18})
/// );
/// assert_eq!(json["p_positions"], json!({"listed": [0, 2, 7, 9], "count": 4, "checked_to": 9}));
/// assert_eq!(json["rules"][0]["text"], "G(n) = [0, 1, 0, 1, 2, 3, 2][n mod 7]");
/// assert_eq!(json["rules"][1]["text"], "P-positions: n ≡ 0, 2 (mod 7)");
/// assert_eq!(json["rules"][1]["proven"], true);
/// ```
pub struct SeqReport {
    family: String,
    lists_values: bool,
    source: Source,
    /// The P-positions and rules, when asked for: found once, when first needed.
    findings: Option<OnceLock<SeqFindings>>,
}

enum Source {
    /// Valued one heap at a time.
    Family(FamilySequence),
    /// Computed by the take-and-break engine.
    TakeBreak(Box<TakeBreakSequence>),
}

struct FamilySequence {
    family: Arc<dyn AnyFamily>,
    to: u64,
    /// The period the family knows (a closed form or a proof), if any.
    known: Option<PeriodReport>,
    /// Otherwise, the period the values showed, once they have all been read.
    observed: OnceLock<Option<PeriodReport>>,
    /// The first values (up to [`MAX_RULE_VALUES`], while they fit in 64 bits), kept when they
    /// have all been read, for the rule finder.
    first_values: OnceLock<Vec<u64>>,
}

struct TakeBreakSequence {
    run: Computation,
    /// How many values the report lists (the run may have computed more, looking for a proof).
    listed: usize,
    stats: Option<SeqStats>,
    freq: Option<Vec<u64>>,
}

impl SeqReport {
    /// The sequence of `family` as `request` asks, computed under [`Budget::current`]: a
    /// take-and-break game's values at once (until its period is proven when `to` is `None`),
    /// any other family's as they are read. Refuses a family without one-heap positions, a `to`
    /// beyond [`MAX_TO`] (or `MAX_SEQUENCE` for take-and-break games), a missing `to` where
    /// no theorem proves the period, and options that only take-and-break games have.
    ///
    /// ```
    /// use grundy::report::seq::{SeqReport, SeqRequest};
    /// // Kayles until its period is proven: preperiod 71, period 12.
    /// let kayles = grundy::parse_family("kayles").unwrap();
    /// let report = SeqReport::new(kayles, &SeqRequest::default()).unwrap();
    /// let period = report.period().unwrap().unwrap();
    /// assert!(period.proven);
    /// assert_eq!((period.period.preperiod, period.period.period), (71, 12));
    /// assert_eq!(report.len(), 71 + 12);
    /// // Nim has no natural end.
    /// let nim = grundy::parse_family("nim").unwrap();
    /// assert!(SeqReport::new(nim, &SeqRequest::default()).is_err());
    /// ```
    pub fn new(family: Arc<dyn AnyFamily>, request: &SeqRequest) -> Result<SeqReport, GameError> {
        let name = family.name();
        if let Some(rules) = family.take_break() {
            let goal = SeqReport::take_break_goal(&name, &rules, request)?;
            let mut run = Computation::new(rules, request.engine);
            if !request.parallel {
                run.set_parallel(false);
            }
            if let Stop::Limit(why) = run.run(goal, |_| true) {
                return Err(why.into());
            }
            return SeqReport::from_computation(name, run, request);
        }
        // What was asked that only take-and-break games have, in words.
        let take_break_only: [(bool, fn() -> String); 5] = [
            (request.freq, || tr!("seq-only-freq")),
            (request.stats, || tr!("seq-only-stats")),
            (request.engine == EngineKind::Naive, || {
                tr!("seq-only-engine")
            }),
            (request.proof_limit.is_some(), || {
                tr!("seq-only-proof-limit")
            }),
            (!request.parallel, || tr!("seq-only-threads")),
        ];
        if let Some((_, what)) = take_break_only.iter().find(|(asked, _)| *asked) {
            return Err(GameError::Unsupported(tr!(
                "unsupported-take-break-only",
                what = what(),
                family = name
            )));
        }
        let Some(to) = request.to else {
            return Err(GameError::Unsupported(tr!(
                "unsupported-no-natural-end",
                family = name
            )));
        };
        if to > MAX_TO {
            return Err(GameError::TooLarge(tr!(
                "too-large-sequence",
                to = to.to_string(),
                most = MAX_TO.to_string()
            )));
        }
        // A family without one-heap positions, or one that cannot value the last heap, is
        // refused before any value is written.
        heap_value(family.as_ref(), to)?;
        let known = family.period()?;
        Ok(SeqReport {
            family: name,
            lists_values: request.values,
            source: Source::Family(FamilySequence {
                family,
                to,
                known,
                observed: OnceLock::new(),
                first_values: OnceLock::new(),
            }),
            findings: request.rules.then(OnceLock::new),
        })
    }

    /// How far a take-and-break game named `name` is computed for `request`: `to + 1` values,
    /// or until its period is proven (within [`SeqRequest::proof_limit`]). For front ends that
    /// drive the [`Computation`] themselves (with progress, checkpoints, resumption) and then
    /// call [`SeqReport::from_computation`].
    pub fn take_break_goal(
        name: &str,
        rules: &Rules,
        request: &SeqRequest,
    ) -> Result<Goal, GameError> {
        match request.to {
            Some(to) => {
                if to >= MAX_SEQUENCE {
                    return Err(GameError::TooLarge(tr!(
                        "too-large-beyond-2-36",
                        to = to.to_string()
                    )));
                }
                Ok(Goal::count(to as usize + 1))
            }
            None => {
                if !PeriodProver::new(rules).applies() {
                    return Err(GameError::Unsupported(tr!(
                        "unsupported-no-provable-end",
                        family = name
                    )));
                }
                let limit = request
                    .proof_limit
                    .unwrap_or(DEFAULT_PROOF_LIMIT)
                    .min(MAX_SEQUENCE);
                Ok(Goal::until_proven(limit as usize))
            }
        }
    }

    /// The report of a take-and-break run that reached its [`SeqReport::take_break_goal`].
    /// With a short `to` it first looks a little further for a proof of the period, within a
    /// fixed amount of work (see [`Computation::look_for_proof`]); a limit during that look only
    /// ends the look, but cancellation is an error.
    ///
    /// ```
    /// use grundy::report::seq::{SeqReport, SeqRequest};
    /// use grundy::takebreak::{Computation, EngineKind, Rules};
    /// let rules = Rules::parse_code("0.77").unwrap(); // Kayles
    /// let request = SeqRequest::to(20);
    /// let goal = SeqReport::take_break_goal("kayles", &rules, &request).unwrap();
    /// let mut run = Computation::new(rules, EngineKind::Sparse);
    /// run.run(goal, |_| true);
    /// let report = SeqReport::from_computation("kayles", run, &request).unwrap();
    /// assert_eq!(report.len(), 21);
    /// // The look past G(20) proved the period.
    /// assert!(report.period().unwrap().unwrap().proven);
    /// ```
    pub fn from_computation(
        family: impl Into<String>,
        mut run: Computation,
        request: &SeqRequest,
    ) -> Result<SeqReport, GameError> {
        if request.to.is_some()
            && run.proven_period().is_none()
            && let Stop::Limit(LimitExceeded::Cancelled) = run.look_for_proof()
        {
            return Err(LimitExceeded::Cancelled.into());
        }
        let listed = match (request.to, run.proven_period()) {
            (Some(to), _) => usize::try_from(to)
                .map_or(usize::MAX, |to| to.saturating_add(1))
                .min(run.len()),
            (None, Some(period)) => ((period.preperiod + period.period) as usize).min(run.len()),
            (None, None) => run.len().min(MAX_LISTED_WITHOUT_TO),
        };
        let stats = request.stats.then(|| SeqStats::of(&run));
        let freq = request.freq.then(|| run.values().histogram());
        Ok(SeqReport {
            family: family.into(),
            lists_values: request.values,
            source: Source::TakeBreak(Box::new(TakeBreakSequence {
                run,
                listed,
                stats,
                freq,
            })),
            findings: request.rules.then(OnceLock::new),
        })
    }

    /// The family, as written (`sub[1,3,4]`).
    pub fn family(&self) -> &str {
        &self.family
    }

    /// How many values the sequence has: `G(0)` to `G(len − 1)`.
    pub fn len(&self) -> usize {
        match &self.source {
            Source::Family(sequence) => sequence.to as usize + 1,
            Source::TakeBreak(sequence) => sequence.listed,
        }
    }

    /// Whether the sequence has no values (a take-and-break run stopped before `G(0)`).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether the values are part of the report (serialized as a list rather than `null`).
    pub fn lists_values(&self) -> bool {
        self.lists_values
    }

    /// The values `G(0)` to `G(len − 1)`, computed as they are read for a family that is not
    /// take-and-break, with the budget checked every few thousand. Once every value has been
    /// read, the period the values show is kept for [`SeqReport::period`], which then costs
    /// nothing more. After an error the iterator ends.
    ///
    /// ```
    /// use grundy::report::seq::{SeqReport, SeqRequest};
    /// let report = SeqReport::new(grundy::parse_family("bash[3]").unwrap(), &SeqRequest::to(6)).unwrap();
    /// let values: Vec<u64> = report.values().map(|v| v.unwrap().to_u64().unwrap()).collect();
    /// assert_eq!(values, [0, 1, 2, 3, 0, 1, 2]);
    /// ```
    pub fn values(&self) -> SeqValues<'_> {
        let watch = match &self.source {
            Source::Family(sequence)
                if sequence.known.is_none() && sequence.observed.get().is_none() =>
            {
                Some(ObservedPeriodFinder::new(self.len()))
            }
            _ => None,
        };
        let budget = Budget::current();
        // The values of a family are computed as they are read: that is the work to show.
        let expected = match &self.source {
            Source::Family(_) => Some(budget.expect_progress(self.len() as u64)),
            Source::TakeBreak(_) => None,
        };
        // The rule finder reads the first values: kept as they pass, so they are computed once.
        let first = match &self.source {
            Source::Family(sequence)
                if self.findings.is_some() && sequence.first_values.get().is_none() =>
            {
                Some(FirstValues::default())
            }
            _ => None,
        };
        SeqValues {
            report: self,
            next: 0,
            end: self.len(),
            watch,
            first,
            budget,
            expected,
        }
    }

    /// The largest value. For a family with a known period it comes from the first preperiod +
    /// period values (and how many blocks follow them); otherwise every value is read.
    pub fn largest(&self) -> Result<Integer, GameError> {
        match &self.source {
            Source::TakeBreak(sequence) => {
                let values = sequence.run.values();
                let largest = (0..sequence.listed).map(|n| values.get(n)).max();
                Ok(Integer::from(largest.unwrap_or(0)))
            }
            Source::Family(sequence) => {
                if let Some(largest) = sequence.largest_from_period()? {
                    return Ok(Integer::from(largest));
                }
                let mut largest = Integer::from(0u32);
                for value in self.values() {
                    largest = largest.max(value?);
                }
                Ok(largest)
            }
        }
    }

    /// The period: proven by a theorem or a closed form, or else observed on the values (which
    /// are read for that if they have not been yet); `None` when none is known or visible.
    pub fn period(&self) -> Result<Option<PeriodReport>, GameError> {
        match &self.source {
            Source::TakeBreak(sequence) => Ok(sequence.run.period_report()),
            Source::Family(sequence) => {
                if sequence.known.is_some() {
                    return Ok(sequence.known);
                }
                if sequence.observed.get().is_none() {
                    for value in self.values() {
                        value?;
                    }
                }
                Ok(sequence.observed.get().copied().flatten())
            }
        }
    }

    /// The P-positions and the rules the values follow, when asked for ([`SeqRequest::rules`]):
    /// found on the first `MAX_RULE_VALUES` values (for a take-and-break game, every value
    /// its run computed, which may be more than the report lists), read again only if they
    /// have not all been read yet.
    ///
    /// ```
    /// use grundy::report::seq::{SeqReport, SeqRequest};
    /// let report = SeqReport::new(grundy::parse_family("fib").unwrap(), &SeqRequest::to(60)).unwrap();
    /// let findings = report.findings().unwrap().unwrap();
    /// assert_eq!(findings.p_positions.listed, [0, 1, 2, 3, 5, 8, 13, 21, 34, 55]);
    /// assert_eq!(findings.rules[0].kind, "p_fibonacci");
    /// ```
    pub fn findings(&self) -> Result<Option<&SeqFindings>, GameError> {
        let Some(findings) = &self.findings else {
            return Ok(None);
        };
        if let Some(found) = findings.get() {
            return Ok(Some(found));
        }
        let values = self.first_values()?;
        // The period already found (proven or observed) saves the finder looking for it.
        let period = self.period()?;
        let rules = sequence_rules(&values, period.as_ref());
        let found = SeqFindings {
            p_positions: PPositions::among(values.iter().map(|&v| v == 0)),
            rules,
        };
        Ok(Some(findings.get_or_init(|| found)))
    }

    /// The values the rule finder reads: the first [`MAX_RULE_VALUES`], up to the first that
    /// does not fit in 64 bits.
    fn first_values(&self) -> Result<Cow<'_, [u64]>, GameError> {
        match &self.source {
            Source::TakeBreak(sequence) => {
                let values = sequence.run.values();
                let len = values.len().min(MAX_RULE_VALUES);
                Ok(Cow::Owned(
                    (0..len).map(|n| u64::from(values.get(n))).collect(),
                ))
            }
            Source::Family(sequence) => {
                if let Some(kept) = sequence.first_values.get() {
                    return Ok(Cow::Borrowed(kept));
                }
                let mut first = FirstValues::default();
                for value in self.values().take(MAX_RULE_VALUES) {
                    first.push(value?.to_u64());
                    if first.stopped {
                        break;
                    }
                }
                Ok(Cow::Owned(first.values))
            }
        }
    }

    /// The engine's statistics, when asked for.
    pub fn stats(&self) -> Option<&SeqStats> {
        match &self.source {
            Source::TakeBreak(sequence) => sequence.stats.as_ref(),
            Source::Family(_) => None,
        }
    }

    /// How many of the values computed are 0, 1, 2, … (`freq[v]` heap sizes have value `v`),
    /// when asked for. Counts every value computed, which may be more than those listed.
    pub fn freq(&self) -> Option<&[u64]> {
        match &self.source {
            Source::TakeBreak(sequence) => sequence.freq.as_deref(),
            Source::Family(_) => None,
        }
    }

    /// The take-and-break run behind the report, if the family is take-and-break: every value
    /// it computed, the engine, whether a theorem can prove the period.
    pub fn computation(&self) -> Option<&Computation> {
        match &self.source {
            Source::TakeBreak(sequence) => Some(&sequence.run),
            Source::Family(_) => None,
        }
    }

    /// A take-and-break game's values `G(0..len)`, taken out of the report without copying them
    /// (the Python package hands them to NumPy); `None` for any other family, whose values are
    /// computed as they are read ([`SeqReport::values`]).
    ///
    /// ```
    /// use grundy::report::seq::{SeqReport, SeqRequest};
    /// use grundy::takebreak::Values;
    /// let dawson = grundy::parse_family("dawson").unwrap();
    /// let report = SeqReport::new(dawson, &SeqRequest::to(7)).unwrap();
    /// let Some(Values::U8(values)) = report.into_take_break_values() else { panic!() };
    /// assert_eq!(values, [0, 0, 1, 1, 2, 0, 3, 1]);
    /// let nim = grundy::parse_family("nim").unwrap();
    /// assert!(SeqReport::new(nim, &SeqRequest::to(7)).unwrap().into_take_break_values().is_none());
    /// ```
    pub fn into_take_break_values(self) -> Option<Values> {
        match self.source {
            Source::TakeBreak(sequence) => {
                let listed = sequence.listed;
                let mut values = sequence.run.into_values();
                values.truncate(listed);
                Some(values)
            }
            Source::Family(_) => None,
        }
    }

    /// Serializes the report, computing the values as they are written, and returns an error
    /// of the computation (a budget's limit, cancellation, a script's failure) as such rather
    /// than as the serializer's error. This is what a front end streaming to a writer calls:
    /// `report.serialize_streaming(&mut serde_json::Serializer::new(out))`.
    ///
    /// ```
    /// use grundy::Budget;
    /// use grundy::report::seq::{SeqReport, SeqRequest, StreamError};
    /// let report = SeqReport::new(grundy::parse_family("nim").unwrap(), &SeqRequest::to(10)).unwrap();
    /// let mut out = Vec::new();
    /// report.serialize_streaming(&mut serde_json::Serializer::new(&mut out)).unwrap();
    /// assert!(out.starts_with(br#"{"family":"nim","values":[0,1,2,3"#));
    /// // Cancelled while writing: the cancellation, not a serializer's error.
    /// let cancelled = Budget::default();
    /// cancelled.cancel();
    /// let written = cancelled.run(|| report.serialize_streaming(&mut serde_json::Serializer::new(Vec::new())));
    /// assert!(matches!(written, Err(StreamError::Game(grundy::GameError::Limit(_)))));
    /// ```
    pub fn serialize_streaming<S: Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, StreamError<S::Error>> {
        let failure = RefCell::new(None);
        let written = Streamed {
            report: self,
            failure: &failure,
        }
        .serialize(serializer);
        written.map_err(|error| match failure.into_inner() {
            Some(failure) => StreamError::Game(failure),
            None => StreamError::Write(error),
        })
    }
}

impl FamilySequence {
    /// `G(n)`, known to exist (the report checked the family values one heap).
    fn value(&self, n: u64) -> Result<Integer, GameError> {
        heap_value(self.family.as_ref(), n).map(Integer::from)
    }

    /// The largest of `G(0..=to)` from the known period: the first preperiod + period values
    /// and how many blocks follow them. `None` when there is no known period or `to` is within
    /// two blocks of the preperiod (then reading every value is as cheap).
    fn largest_from_period(&self) -> Result<Option<BigUint>, GameError> {
        let Some(known) = &self.known else {
            return Ok(None);
        };
        let crate::Period {
            preperiod,
            period,
            saltus,
        } = known.period;
        let two_blocks_past = period
            .checked_mul(2)
            .and_then(|blocks| blocks.checked_add(preperiod));
        if period == 0 || two_blocks_past.is_none_or(|end| end > self.to) {
            return Ok(None);
        }
        let (blocks, rest) = (
            (self.to - preperiod) / period,
            (self.to - preperiod) % period,
        );
        let mut largest = BigUint::ZERO;
        for n in 0..preperiod + period {
            let mut value = heap_value(self.family.as_ref(), n)?;
            if let Some(offset) = n.checked_sub(preperiod) {
                // G(n) recurs at n + k·period for k ≤ blocks (one fewer past `rest`), `saltus`
                // larger each time.
                let last_block = if offset <= rest { blocks } else { blocks - 1 };
                value += BigUint::from(saltus) * last_block;
            }
            largest = largest.max(value);
        }
        Ok(Some(largest))
    }
}

impl fmt::Debug for SeqReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SeqReport")
            .field("family", &self.family)
            .field("len", &self.len())
            .field("lists_values", &self.lists_values)
            .finish_non_exhaustive()
    }
}

/// The values of a [`SeqReport`], in order (see [`SeqReport::values`]).
pub struct SeqValues<'a> {
    report: &'a SeqReport,
    next: usize,
    end: usize,
    /// Watches for the period the values show, when the family knows none.
    watch: Option<ObservedPeriodFinder>,
    /// Keeps the first values for the rule finder, when it will need them.
    first: Option<FirstValues>,
    budget: Budget,
    /// Counts the values computed, for a family that computes them one by one.
    expected: Option<ExpectedProgress>,
}

impl SeqValues<'_> {
    fn value(&mut self, n: usize) -> Result<Integer, GameError> {
        if n.is_multiple_of(BATCH) {
            self.budget.check()?;
        }
        match &self.report.source {
            Source::TakeBreak(sequence) => Ok(Integer::from(sequence.run.values().get(n))),
            Source::Family(sequence) => {
                if n.is_multiple_of(BATCH)
                    && let Some(expected) = &self.expected
                {
                    expected.advance(BATCH.min(self.end - n) as u64);
                }
                let value = sequence.value(n as u64)?;
                if let Some(watch) = &mut self.watch {
                    watch.push(value.to_u64());
                }
                if let Some(first) = &mut self.first {
                    first.push(value.to_u64());
                }
                Ok(value)
            }
        }
    }

    /// After the last value: the first values and the period the values showed, kept in the
    /// report.
    fn finish_watch(&mut self) -> Result<(), GameError> {
        if let (Some(first), Source::Family(sequence)) = (self.first.take(), &self.report.source) {
            // Another pass may have got there first, with the same values.
            let _ = sequence.first_values.set(first.values);
        }
        let (Some(watch), Source::Family(sequence)) = (self.watch.take(), &self.report.source)
        else {
            return Ok(());
        };
        let found = watch.finish(|n| {
            let value = sequence.value(n)?;
            value.to_u64().ok_or_else(|| {
                GameError::TooLarge(tr!(
                    "too-large-value-64-bits",
                    n = n.to_string(),
                    value = value.to_string()
                ))
            })
        })?;
        let report = found.map(|period| PeriodReport::observed(period, self.end));
        // Another pass may have got there first, with the same period.
        let _ = sequence.observed.set(report);
        Ok(())
    }
}

/// The first values of a sequence as they pass: up to [`MAX_RULE_VALUES`], and none after
/// one that does not fit in 64 bits.
#[derive(Default)]
struct FirstValues {
    values: Vec<u64>,
    stopped: bool,
}

impl FirstValues {
    fn push(&mut self, value: Option<u64>) {
        match value {
            Some(value) if !self.stopped && self.values.len() < MAX_RULE_VALUES => {
                self.values.push(value);
            }
            _ => self.stopped = true,
        }
    }
}

impl Iterator for SeqValues<'_> {
    type Item = Result<Integer, GameError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.next >= self.end {
            return self.finish_watch().err().map(Err);
        }
        let n = self.next;
        match self.value(n) {
            Ok(value) => {
                self.next += 1;
                Some(Ok(value))
            }
            Err(error) => {
                self.next = self.end;
                self.watch = None;
                self.first = None;
                Some(Err(error))
            }
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.end - self.next;
        (left, Some(left + 1))
    }
}

/// Why [`SeqReport::serialize_streaming`] failed: the computation, or the serializer (its
/// writer, typically).
#[derive(Debug)]
pub enum StreamError<E> {
    /// A value could not be computed: a limit of the budget, cancellation, a script's error.
    Game(GameError),
    /// The serializer failed.
    Write(E),
}

impl<E: fmt::Display> fmt::Display for StreamError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StreamError::Game(error) => error.fmt(f),
            StreamError::Write(error) => error.fmt(f),
        }
    }
}

impl<E: std::error::Error + 'static> std::error::Error for StreamError<E> {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            StreamError::Game(error) => Some(error),
            StreamError::Write(error) => Some(error),
        }
    }
}

impl Serialize for SeqReport {
    /// The report, values computed as they are written; an error computing them becomes the
    /// serializer's custom error (see [`SeqReport::serialize_streaming`] to keep it apart).
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.serialize_streaming(serializer)
            .map_err(|error| match error {
                StreamError::Game(error) => S::Error::custom(error),
                StreamError::Write(error) => error,
            })
    }
}

/// The report being serialized, with a place for the first error of the computation.
struct Streamed<'a> {
    report: &'a SeqReport,
    failure: &'a RefCell<Option<GameError>>,
}

impl Streamed<'_> {
    /// Keeps `error` and returns a serializer's error that stops the serialization.
    fn fail<E: serde::ser::Error>(&self, error: GameError) -> E {
        let stop = E::custom(&error);
        self.failure.borrow_mut().get_or_insert(error);
        stop
    }
}

impl Serialize for Streamed<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let report = self.report;
        let (stats, freq) = (report.stats(), report.freq());
        let fields = 3
            + usize::from(stats.is_some())
            + usize::from(freq.is_some())
            + 2 * usize::from(report.findings.is_some());
        let mut object = serializer.serialize_struct("SeqReport", fields)?;
        object.serialize_field("family", &report.family)?;
        if report.lists_values {
            object.serialize_field("values", &ValueList(self))?;
        } else {
            object.serialize_field("values", &None::<()>)?;
        }
        let period = report.period().map_err(|error| self.fail(error))?;
        object.serialize_field("period", &period)?;
        if let Some(stats) = stats {
            object.serialize_field("stats", stats)?;
        }
        if let Some(freq) = freq {
            object.serialize_field("freq", freq)?;
        }
        if let Some(findings) = report.findings().map_err(|error| self.fail(error))? {
            object.serialize_field("p_positions", &findings.p_positions)?;
            object.serialize_field("rules", &findings.rules)?;
        }
        object.end()
    }
}

/// What [`Streamed`] writes, field by field: `family`, `values` (or null), `period` (or null),
/// then `stats` and `freq` only when asked for. Written by hand because the serializer is.
#[cfg(feature = "openapi")]
impl utoipa::PartialSchema for SeqReport {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        use utoipa::ToSchema;
        use utoipa::openapi::Ref;
        use utoipa::openapi::schema::RefBuilder;
        use utoipa::openapi::schema::{
            ArrayBuilder, KnownFormat, ObjectBuilder, OneOfBuilder, SchemaFormat, SchemaType, Type,
        };
        let described = |name: std::borrow::Cow<'static, str>, description: &str| {
            RefBuilder::new()
                .ref_location_from_schema_name(name)
                .description(Some(description))
                .build()
        };
        ObjectBuilder::new()
            .description(Some(
                "The nim-sequence `G(0)`, `G(1)`, … of a one-heap family, with its period.",
            ))
            .property(
                "family",
                ObjectBuilder::new()
                    .schema_type(Type::String)
                    .description(Some("The family, as written.")),
            )
            .required("family")
            .property(
                "values",
                ArrayBuilder::new()
                    .schema_type(SchemaType::from_iter([Type::Array, Type::Null]))
                    .items(Ref::from_schema_name(Integer::name()))
                    .description(Some(
                        "`G(0)`, `G(1)`, … up to the last heap size asked for; null when the \
                         report lists only the period.",
                    )),
            )
            .required("values")
            .property(
                "period",
                OneOfBuilder::new()
                    .item(ObjectBuilder::new().schema_type(Type::Null))
                    .item(described(
                        PeriodReport::name(),
                        "The period, proven or observed, or null when none is known or visible.",
                    )),
            )
            .required("period")
            .property(
                "stats",
                described(
                    SeqStats::name(),
                    "Take-and-break games, when asked for: the engine's statistics.",
                ),
            )
            .property(
                "freq",
                ArrayBuilder::new()
                    .items(
                        ObjectBuilder::new()
                            .schema_type(Type::Integer)
                            .format(Some(SchemaFormat::KnownFormat(KnownFormat::Int64)))
                            .minimum(Some(0)),
                    )
                    .description(Some(
                        "Take-and-break games, when asked for: `freq[v]` heap sizes have the \
                         value `v`, counting every value computed (which may be more than those \
                         listed).",
                    )),
            )
            .property(
                "p_positions",
                described(
                    PPositions::name(),
                    "Unless the rule finder is turned off: the P-positions among the values it read.",
                ),
            )
            .property(
                "rules",
                ArrayBuilder::new()
                    .items(Ref::from_schema_name(FoundRule::name()))
                    .description(Some(
                        "Unless the rule finder is turned off: the rules the values follow, \
                         simplest first.",
                    )),
            )
            .into()
    }
}

#[cfg(feature = "openapi")]
impl utoipa::ToSchema for SeqReport {
    fn schemas(
        schemas: &mut Vec<(
            String,
            utoipa::openapi::RefOr<utoipa::openapi::schema::Schema>,
        )>,
    ) {
        use utoipa::PartialSchema;
        schemas.push((Integer::name().into(), Integer::schema()));
        schemas.push((PeriodReport::name().into(), PeriodReport::schema()));
        PeriodReport::schemas(schemas);
        schemas.push((SeqStats::name().into(), SeqStats::schema()));
        SeqStats::schemas(schemas);
        schemas.push((PPositions::name().into(), PPositions::schema()));
        schemas.push((FoundRule::name().into(), FoundRule::schema()));
        FoundRule::schemas(schemas);
    }
}

/// The values, computed as they are written.
struct ValueList<'a>(&'a Streamed<'a>);

impl Serialize for ValueList<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let report = self.0.report;
        let mut list = serializer.serialize_seq(Some(report.len()))?;
        for value in report.values() {
            let value = value.map_err(|error| self.0.fail(error))?;
            list.serialize_element(&value)?;
        }
        list.end()
    }
}

/// `G(n)` of a one-heap family.
fn heap_value(family: &dyn AnyFamily, n: u64) -> Result<BigUint, GameError> {
    match family.heap_nimber(n) {
        Some(value) => value,
        None => Err(GameError::Unsupported(tr!(
            "unsupported-no-sequence",
            family = family.name()
        ))),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use super::*;

    fn family(name: &str) -> Arc<dyn AnyFamily> {
        crate::parse_family(name).unwrap()
    }

    fn json_of(report: &SeqReport) -> Value {
        serde_json::to_value(report).unwrap()
    }

    /// Kayles by the mex of its moves: take one or two adjacent pins, possibly splitting the row.
    fn kayles_by_mex(to: usize) -> Vec<u64> {
        let mut values: Vec<u64> = Vec::new();
        for n in 0..=to {
            let mut options = Vec::new();
            for take in 1..=2.min(n) {
                for left in 0..=(n - take) {
                    options.push(values[left] ^ values[n - take - left]);
                }
            }
            values.push(crate::mex(&options));
        }
        values
    }

    #[test]
    fn kayles_to_20_lists_the_values_the_mex_gives_and_proves_its_period() {
        let report = SeqReport::new(family("kayles"), &SeqRequest::to(20)).unwrap();
        let json = json_of(&report);
        assert_eq!(json["family"], "kayles");
        let expected = kayles_by_mex(20);
        assert_eq!(json["values"], json!(expected));
        assert_eq!(
            json["values"],
            json!([
                0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1
            ])
        );
        // Kayles: period 12 from heap 71, proven by the octal periodicity theorem on G(0..=167).
        assert_eq!(
            json["period"],
            json!({"preperiod": 71, "period": 12, "saltus": 0, "proven": true, "checked_to": 168})
        );
        // Its rules are found on every value the run computed, and proven by that period.
        assert_eq!(
            json["rules"][0]["text"],
            "G(n) = [4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7][n mod 12] for n ≥ 71"
        );
        assert_eq!(json["rules"][1]["text"], "P-positions: only 0");
        assert_eq!(json["rules"][1]["proven"], true);
        assert_eq!(
            json["p_positions"],
            json!({"listed": [0], "count": 1, "checked_to": 167})
        );
        assert_eq!(json.as_object().unwrap().len(), 5, "{json}");
    }

    #[test]
    fn kayles_until_proven_lists_the_preperiod_and_one_period_with_stats_and_freq() {
        let request = SeqRequest {
            stats: true,
            freq: true,
            ..SeqRequest::default()
        };
        let report = SeqReport::new(family("kayles"), &request).unwrap();
        let json = json_of(&report);
        let expected = kayles_by_mex(167);
        assert_eq!(json["values"], json!(expected[..83]));
        // The proven period holds on every value computed.
        for n in 71..expected.len() - 12 {
            assert_eq!(expected[n + 12], expected[n], "n = {n}");
        }
        let stats = &json["stats"];
        assert_eq!(stats["values_computed"], 168);
        assert_eq!(stats["bytes_per_value"], 1);
        let largest = *expected.iter().max().unwrap();
        assert_eq!(stats["largest_value"], largest);
        let first = expected.iter().position(|&v| v == largest).unwrap();
        assert_eq!(stats["largest_value_at"], first);
        assert!(
            stats["rare_mask"].is_u64() && stats["helper_heaps"].is_u64(),
            "{stats}"
        );
        let mut freq = vec![0u64; largest as usize + 1];
        for &value in &expected {
            freq[value as usize] += 1;
        }
        assert_eq!(json["freq"], json!(freq));
        let keys: Vec<&String> = json.as_object().unwrap().keys().collect();
        assert_eq!(
            keys,
            [
                "family",
                "values",
                "period",
                "stats",
                "freq",
                "p_positions",
                "rules"
            ]
        );
    }

    #[test]
    fn a_family_without_a_known_period_reports_the_one_its_values_show() {
        // Lasker's Nim as a script: no closed form, so the period is observed.
        let script = "script[../../examples/lasker.rhai]";
        let report = SeqReport::new(family(script), &SeqRequest::to(100)).unwrap();
        let json = json_of(&report);
        let values: Vec<u64> = json["values"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_u64().unwrap())
            .collect();
        let lasker = family("lasker");
        for (n, value) in values.iter().enumerate() {
            let expected = lasker.heap_nimber(n as u64).unwrap().unwrap();
            assert_eq!(BigUint::from(*value), expected, "n = {n}");
        }
        assert_eq!(
            json["period"],
            json!({"preperiod": 1, "period": 4, "saltus": 4, "proven": false, "checked_to": 101})
        );
        // The same period without the values, and from the text-like path (largest first).
        let bare = SeqReport::new(
            family(script),
            &SeqRequest {
                values: false,
                ..SeqRequest::to(100)
            },
        )
        .unwrap();
        assert_eq!(json_of(&bare)["values"], Value::Null);
        assert_eq!(json_of(&bare)["period"], json["period"]);
        let again = SeqReport::new(family(script), &SeqRequest::to(100)).unwrap();
        assert_eq!(again.largest().unwrap(), Integer::from(100u32));
        assert_eq!(again.period().unwrap(), bare.period().unwrap());
    }

    #[test]
    fn the_largest_value_from_the_known_period_is_the_largest_computed() {
        // Periodic (some with preperiods) and arithmetic-periodic families.
        for name in [
            "nim",
            "bash[3]",
            "sub[1,3,4]",
            "sub[2,5,7]",
            "sub[3,4,11]",
            "lasker",
            "powers[2]",
            "nozero[3]",
        ] {
            assert!(family(name).period().unwrap().is_some(), "{name}");
            for to in [0, 1, 5, 29, 30, 31, 97, 200, 1001] {
                let report = SeqReport::new(family(name), &SeqRequest::to(to)).unwrap();
                let computed = (0..=to)
                    .map(|n| heap_value(family(name).as_ref(), n).unwrap())
                    .max()
                    .unwrap();
                assert_eq!(
                    report.largest().unwrap(),
                    Integer::from(computed),
                    "{name} to {to}"
                );
            }
        }
    }

    #[test]
    fn bad_requests_are_refused_with_what_is_wrong() {
        let refused = |name: &str, request: SeqRequest| {
            SeqReport::new(family(name), &request)
                .unwrap_err()
                .to_string()
        };
        assert!(refused("nim", SeqRequest::default()).contains("no natural end"));
        assert!(refused("nim", SeqRequest::to(MAX_TO + 1)).contains("too long"));
        assert!(refused("wythoff", SeqRequest::to(5)).contains("not a one-heap game"));
        let freq = SeqRequest {
            freq: true,
            ..SeqRequest::to(5)
        };
        assert_eq!(
            refused("nim", freq.clone()),
            "value frequencies are for take-and-break games (kayles, dawson, octal[CODE], grundy), not nim"
        );
        let chinese = crate::budget::chinese();
        assert_eq!(
            chinese.run(|| refused("nim", freq)),
            "SG值的频数只适用于取子分堆游戏（kayles、dawson、octal[CODE]、grundy），不适用于 nim"
        );
        assert!(refused("kayles", SeqRequest::to(MAX_SEQUENCE)).contains("2^36"));
        // Grundy's game splits a heap into two unequal ones: no theorem proves its period.
        assert!(refused("grundy", SeqRequest::default()).contains("no theorem"));
    }

    #[test]
    fn streaming_stops_at_the_budget_and_says_why() {
        let report = SeqReport::new(family("nim"), &SeqRequest::to(100_000)).unwrap();
        let budget = Budget::default();
        budget.cancel();
        let written =
            budget.run(|| report.serialize_streaming(&mut serde_json::Serializer::new(Vec::new())));
        assert!(
            matches!(
                written,
                Err(StreamError::Game(GameError::Limit(
                    LimitExceeded::Cancelled
                )))
            ),
            "{written:?}"
        );
        // Serialized through plain `Serialize`, the same failure is the serializer's error.
        let value = budget.run(|| serde_json::to_value(&report));
        assert!(value.is_err());
    }

    #[test]
    fn big_values_are_strings() {
        let value = Integer::from(BigUint::from(u64::MAX) * 2u32);
        assert_eq!(
            serde_json::to_value(&value).unwrap(),
            json!("36893488147419103230")
        );
        assert_eq!(value.to_biguint(), BigUint::from(u64::MAX) * 2u32);
        assert_eq!(value.to_u64(), None);
        assert_eq!(Integer::from(BigUint::from(5u32)).to_u64(), Some(5));
    }
}
