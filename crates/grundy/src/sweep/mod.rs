//! Sweeps of octal codes: every code a pattern stands for (`0.???`: 512 codes), each computed
//! until its period is proven or a bound is reached, with the codes that are the same game
//! grouped, and a certificate for every proven period.
//!
//! The pieces work one code at a time so that a sweep can be spread over processes or machines:
//! [`run_code`] computes one code and returns a [`CodeRun`] (a serde [`SweepRow`], and the
//! values that certify a proven period); [`group`] takes the rows of every code, wherever they
//! were computed, and returns one row per game. [`run_codes`] runs many codes on a pool of
//! threads, handing each result back as it finishes (to a [`checkpoint`], a progress line).
//!
//! - [`code_pattern`]: patterns such as `0.???` and `4.?7`, expanded to codes.
//! - [`certificate`]: proven periods as JSON certificates with their values as an OEIS b-file,
//!   and their independent verification by the naive engine.
//! - [`checkpoint`]: the file a sweep records finished codes in, to resume after Ctrl-C or a
//!   crash without computing them again.
//! - [`ValuesUnderWay`]: the values of the codes still running, saved now and then, so that a
//!   code that takes hours resumes from where it stopped rather than from `G(0)`.
//!
//! ```
//! use grundy::sweep::{SweepLimit, distinct_codes, group, code_pattern, run_code};
//! let codes = code_pattern::expand_all(&["0.?7", "0.70"], false).unwrap(); // 0.07 ... 0.77, 0.70
//! let rows = distinct_codes(&codes)
//!     .unwrap()
//!     .iter()
//!     .map(|code| run_code(code, SweepLimit::Max(10_000), false).map(|run| run.row))
//!     .collect::<Result<Vec<_>, _>>()
//!     .unwrap();
//! let games = group(&codes, rows).unwrap();
//! let kayles = games.iter().find(|row| row.code == "0.77").unwrap();
//! assert_eq!((kayles.preperiod, kayles.period), (Some(71), Some(12)));
//! ```

pub mod certificate;
pub mod checkpoint;
pub mod code_pattern;
pub(crate) mod report;

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

pub use certificate::{Certificate, CertifiedPeriod};
pub use report::{Alias, Equivalence, SweepReport, SweepRow, SweepStatus};

use crate::GameError;
use crate::budget::Budget;
use crate::budget::tr;
use crate::defaults::MAX_COMPUTED;
use crate::takebreak::values_file::Checkpoint;
use crate::takebreak::{Computation, EngineKind, Goal, Rules, Stop, Values, ValuesRef};

/// How far every code of a sweep is computed when no limit is given: until its period is
/// proven, at most a million values.
pub const DEFAULT_LIMIT: SweepLimit = SweepLimit::Max(1_000_000);

/// How far each code of a sweep is computed. In JSON `{"to": N}` or `{"max": N}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SweepLimit {
    /// Exactly `G(0)` to `G(n)`, whether or not the period is proven sooner.
    To(u64),
    /// Until the period is proven, at most `n` values (`G(0)` to `G(n − 1)`).
    Max(u64),
}

/// Why a [`SweepLimit`] cannot be swept; each front end words it with its own name for the
/// limit (a flag, a keyword argument).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LimitProblem {
    /// `Max(0)`: a sweep computes at least one value of each code.
    NoValues,
    /// Heap sizes from `MAX_COMPUTED` on.
    BeyondComputed,
}

impl SweepLimit {
    /// Why this limit cannot be swept, if it cannot.
    ///
    /// ```
    /// use grundy::sweep::{LimitProblem, SweepLimit};
    /// assert_eq!(SweepLimit::To(100).problem(), None);
    /// assert_eq!(SweepLimit::Max(0).problem(), Some(LimitProblem::NoValues));
    /// assert_eq!(SweepLimit::To(1 << 32).problem(), Some(LimitProblem::BeyondComputed));
    /// ```
    pub fn problem(self) -> Option<LimitProblem> {
        match self {
            SweepLimit::Max(0) => Some(LimitProblem::NoValues),
            SweepLimit::To(n) if n < MAX_COMPUTED => None,
            SweepLimit::Max(n) if n <= MAX_COMPUTED => None,
            _ => Some(LimitProblem::BeyondComputed),
        }
    }

    /// The goal of one code's computation; refuses 0 values and heap sizes beyond
    /// `MAX_COMPUTED` ([`SweepLimit::problem`]).
    ///
    /// ```
    /// use grundy::sweep::SweepLimit;
    /// assert_eq!(SweepLimit::To(100).goal().unwrap().count, 101);
    /// assert!(SweepLimit::Max(0).goal().is_err());
    /// ```
    pub fn goal(self) -> Result<Goal, GameError> {
        match (self, self.problem()) {
            (SweepLimit::To(to), None) => Ok(Goal::count(to as usize + 1)),
            (SweepLimit::Max(max), None) => Ok(Goal::until_proven(max as usize)),
            (_, Some(LimitProblem::NoValues)) => {
                Err(GameError::Unsupported(tr!("unsupported-sweep-no-values")))
            }
            (SweepLimit::To(n) | SweepLimit::Max(n), Some(LimitProblem::BeyondComputed)) => Err(
                GameError::TooLarge(tr!("too-large-beyond-2-32", n = n.to_string())),
            ),
        }
    }
}

/// What computing one code found: its row, and (when asked for and the period is proven) the
/// certificate with the values that prove it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CodeRun {
    /// The code's row (with no aliases yet: see [`group`]).
    pub row: SweepRow,
    /// The certificate of the proven period, if asked for.
    pub certificate: Option<CertifiedPeriod>,
}

/// Reads one code, with the error naming it.
fn rules_of(code: &str) -> Result<Rules, GameError> {
    Rules::parse_code(code).map_err(|error| {
        GameError::Unsupported(tr!(
            "unsupported-not-a-code",
            code = crate::excerpt::quote(code),
            error = error.to_string()
        ))
    })
}

/// Computes one code as far as `limit` says, under the budget entered on this thread
/// ([`Budget::current`]): the row of the sweep table and, if `certify` and the period is proven,
/// its certificate. The same code and limit give the same row on any machine, but for
/// `seconds`.
///
/// ```
/// use grundy::sweep::{SweepLimit, SweepStatus, run_code};
/// // Dawson's Chess: period 34 from n = 52 (OEIS A002187).
/// let run = run_code("0.137", SweepLimit::Max(10_000), true).unwrap();
/// assert_eq!(run.row.status, SweepStatus::Proven);
/// assert_eq!((run.row.preperiod, run.row.period), (Some(52), Some(34)));
/// let certified = run.certificate.unwrap();
/// assert_eq!(certified.values.len() as u64, certified.certificate.checked_to);
/// // Officers (0.6) has no known period: open after 1000 values.
/// let officers = run_code("0.6", SweepLimit::To(999), false).unwrap().row;
/// assert_eq!((officers.status, officers.values_computed), (SweepStatus::Open, 1000));
/// ```
pub fn run_code(code: &str, limit: SweepLimit, certify: bool) -> Result<CodeRun, GameError> {
    compute(code, limit, certify, None, &|| true)
        .map(|run| run.expect("only a false keep_going interrupts"))
}

/// Where a sweep keeps the values of the codes it is computing, so that a code stopped after
/// hours (by Ctrl-C, a limit, `kill -9` or the end of a session) resumes from its values instead
/// of from `G(0)`: one values file per code and limit in `dir`
/// ([`values_file`](crate::takebreak::values_file), the format of `grundy seq --checkpoint`),
/// saved every `every` while the code runs and once more when it stops early, and removed once
/// its finished row has been handed over. A resumed code goes on exactly as if it had never
/// stopped (its row is the same, but for `seconds`, which counts this run only).
///
/// Saving is crash-safe: a file cut short by a crash in the middle of a save still holds the
/// values of the save before it.
///
/// ```
/// use std::time::Duration;
/// use grundy::sweep::{SweepLimit, ValuesUnderWay};
/// let under_way = ValuesUnderWay { dir: "runs/sweep.codes".into(), every: Duration::from_secs(60) };
/// let path = under_way.path("0.163", SweepLimit::Max(1 << 22));
/// assert_eq!(path, std::path::Path::new("runs/sweep.codes/0.163.max-4194304.values"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValuesUnderWay {
    /// The directory of the files; made when the first file is saved.
    pub dir: PathBuf,
    /// How often the values of a running code are saved.
    pub every: Duration,
}

impl ValuesUnderWay {
    /// The file that holds the values of `code` computed under `limit`. The limit is part of
    /// the name so that values computed under another limit are never taken for these.
    pub fn path(&self, code: &str, limit: SweepLimit) -> PathBuf {
        let limit = match limit {
            SweepLimit::To(to) => format!("to-{to}"),
            SweepLimit::Max(max) => format!("max-{max}"),
        };
        self.dir.join(format!("{code}.{limit}.values"))
    }

    /// The computation of `code`, resumed from its file if there is one, and the checkpoint
    /// its values are saved to.
    fn start(
        &self,
        code: &str,
        limit: SweepLimit,
        rules: Rules,
    ) -> Result<(Computation, Checkpoint), GameError> {
        let path = self.path(code, limit);
        let name = format!("octal[{code}]");
        if !path.exists() {
            let run = Computation::new(rules, EngineKind::Sparse);
            return Ok((run, Checkpoint::new(&path, &name)));
        }
        // `error` names the file.
        let unusable = |error: &dyn std::fmt::Display| {
            GameError::Unsupported(tr!(
                "sweep-under-way-unusable",
                code = code,
                error = error.to_string()
            ))
        };
        let shown = path.display().to_string();
        let (file, checkpoint) = Checkpoint::resume(&path).map_err(|e| unusable(&e))?;
        if file.name != name {
            return Err(unusable(&tr!(
                "sweep-under-way-other-game",
                path = shown,
                found = crate::excerpt::quote(&file.name)
            )));
        }
        let run = Computation::resume(rules, EngineKind::Sparse, file.values)
            .map_err(|e| unusable(&format!("{shown}: {e}")))?;
        Ok((run, checkpoint))
    }

    /// Forgets the values of a code whose row has been handed over. A file that cannot be
    /// removed is left: its values are right, and a later sweep would only resume from them.
    fn remove(&self, code: &str, limit: SweepLimit) {
        let _ = std::fs::remove_file(self.path(code, limit));
    }
}

/// The error of values under way that could not be written (`error` names the file).
fn unsaved(error: &dyn std::fmt::Display) -> GameError {
    GameError::Unsupported(tr!("sweep-under-way-unsaved", error = error.to_string()))
}

/// Saves the values `run` has computed, creating the directory first if need be.
fn save_under_way(checkpoint: &mut Checkpoint, run: &Computation) -> Result<(), GameError> {
    if let Some(dir) = checkpoint.path().parent()
        && !dir.as_os_str().is_empty()
    {
        std::fs::create_dir_all(dir).map_err(|e| unsaved(&format!("{}: {e}", dir.display())))?;
    }
    checkpoint.save(run.values()).map_err(|e| unsaved(&e))
}

/// [`run_code`], keeping its values under way in `under_way` if given, and stopping early
/// (with `None`) once `keep_going` returns false; it is asked every few thousand values.
fn compute(
    code: &str,
    limit: SweepLimit,
    certify: bool,
    under_way: Option<&ValuesUnderWay>,
    keep_going: &(dyn Fn() -> bool + Sync),
) -> Result<Option<CodeRun>, GameError> {
    let rules = rules_of(code)?;
    let goal = limit.goal()?;
    let started = Instant::now();
    let (mut run, mut saved) = match under_way {
        Some(under_way) => {
            let (run, checkpoint) = under_way.start(code, limit, rules)?;
            (run, Some((checkpoint, under_way.every)))
        }
        None => (Computation::new(rules, EngineKind::Sparse), None),
    };
    // A sweep runs its codes side by side: one thread each.
    run.set_parallel(false);
    let mut last_save = Instant::now();
    let mut save_error = None;
    let stop = run.run(goal, |run| {
        if let Some((checkpoint, every)) = &mut saved
            && last_save.elapsed() >= *every
        {
            if let Err(error) = save_under_way(checkpoint, run) {
                save_error = Some(error);
                return false;
            }
            last_save = Instant::now();
        }
        keep_going()
    });
    if let Some(error) = save_error {
        return Err(error);
    }
    if !matches!(stop, Stop::Reached | Stop::Proven)
        && let Some((checkpoint, _)) = &mut saved
    {
        // Stopped early: keep what was computed for the next run.
        save_under_way(checkpoint, &run)?;
    }
    match stop {
        Stop::Limit(why) => return Err(why.into()),
        Stop::Storage(why) => return Err(GameError::Unsupported(why)),
        Stop::Interrupted => return Ok(None),
        Stop::Reached | Stop::Proven => {}
    }
    let seconds = started.elapsed().as_secs_f64();
    let period = run.period_report();
    let status = match period {
        Some(report) if report.proven => SweepStatus::Proven,
        Some(_) => SweepStatus::Observed,
        None => SweepStatus::Open,
    };
    let identifying = match period {
        Some(report) if report.proven => (report.period.preperiod + report.period.period) as usize,
        _ => run.len(),
    };
    let row = SweepRow {
        code: code.to_string(),
        status,
        preperiod: period.map(|report| report.period.preperiod),
        period: period.map(|report| report.period.period),
        saltus: period.map(|report| report.period.saltus),
        largest_value: run.values().largest().map(|(value, _)| value),
        rare_count: run.sparse_stats().map(|stats| stats.rare_count as u64),
        values_computed: run.len() as u64,
        certified_by: run.certifying_count(),
        seconds,
        fingerprint: fingerprint(run.values(), identifying),
        aliases: Vec::new(),
    };
    let certificate = if certify {
        CertifiedPeriod::of(code, &run)
    } else {
        None
    };
    Ok(Some(CodeRun { row, certificate }))
}

/// Two independent 64-bit hashes of `G(0..len)`, as 32 hex digits: FNV-1a over the values as
/// four little-endian bytes each, and a polynomial hash modulo the prime 2^61 − 1. The same
/// for any storage width.
fn fingerprint(values: ValuesRef<'_>, len: usize) -> String {
    const MODULUS: u64 = (1 << 61) - 1;
    const BASE: u64 = 0x1f3d_5b79_a4c6_e8d1 % MODULUS;
    let mut fnv: u64 = 0xcbf2_9ce4_8422_2325;
    let mut polynomial: u64 = 0;
    for n in 0..len.min(values.len()) {
        let value = values.get(n);
        for byte in value.to_le_bytes() {
            fnv = (fnv ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
        }
        let product = u128::from(polynomial) * u128::from(BASE) + u128::from(value) + 1;
        polynomial = (product % u128::from(MODULUS)) as u64;
    }
    format!("{fnv:016x}{polynomial:016x}")
}

/// The rules that decide which codes a sweep computes once: the code's rules without their
/// redundant moves, the same for every code of one game by a theorem.
fn game_of(code: &str) -> Result<Rules, GameError> {
    Ok(rules_of(code)?.without_redundant_moves())
}

/// The codes to compute: the first of each set of codes that are one game by their rules
/// alone (`0.77` and `0.770` are the same rules; `0.06` and `0.063` differ only by redundant
/// moves), in order.
///
/// ```
/// use grundy::sweep::distinct_codes;
/// assert_eq!(distinct_codes(&["0.77", "0.770", "0.7"]).unwrap(), ["0.77", "0.7"]);
/// assert_eq!(distinct_codes(&["0.060", "0.061", "0.07"]).unwrap(), ["0.060", "0.07"]);
/// ```
pub fn distinct_codes(codes: &[impl AsRef<str>]) -> Result<Vec<String>, GameError> {
    let mut seen = std::collections::HashSet::new();
    let mut distinct = Vec::new();
    for code in codes {
        if seen.insert(game_of(code.as_ref())?) {
            distinct.push(code.as_ref().to_string());
        }
    }
    Ok(distinct)
}

/// Runs `codes` on `jobs` threads, each under the budget entered on the calling thread, and
/// hands every finished [`CodeRun`] to `finished` on the calling thread, in the order they
/// finish. `finished` returns `false` to stop the sweep (codes under way are then abandoned).
/// The first error (a limit of the budget, cancellation) stops the sweep and is returned; the
/// runs handed over before it stand. With `under_way`, each code resumes from the values a
/// stopped run left there and leaves its own when stopped (see [`ValuesUnderWay`]).
///
/// ```
/// use grundy::sweep::{SweepLimit, run_codes};
/// let mut periods = Vec::new();
/// run_codes(&["0.07", "0.137", "0.77"], SweepLimit::Max(10_000), false, 2, None, |run| {
///     periods.push((run.row.code, run.row.period.unwrap()));
///     true
/// })
/// .unwrap();
/// periods.sort();
/// assert_eq!(periods, [("0.07".into(), 34), ("0.137".into(), 34), ("0.77".into(), 12)]);
/// ```
pub fn run_codes(
    codes: &[impl AsRef<str> + Sync],
    limit: SweepLimit,
    certify: bool,
    jobs: usize,
    under_way: Option<&ValuesUnderWay>,
    mut finished: impl FnMut(CodeRun) -> bool,
) -> Result<(), GameError> {
    limit.goal()?;
    let budget = Budget::current();
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let keep_going = || !stop.load(Ordering::Relaxed);
    budget.scope(|scope| {
        let (sender, receiver) = mpsc::channel();
        for _ in 0..jobs.clamp(1, codes.len().max(1)) {
            let sender = sender.clone();
            let (next, keep_going) = (&next, &keep_going);
            scope.spawn(move || {
                while keep_going() {
                    let Some(code) = codes.get(next.fetch_add(1, Ordering::Relaxed)) else {
                        break;
                    };
                    let result = compute(code.as_ref(), limit, certify, under_way, keep_going);
                    let failed = result.is_err();
                    if sender.send(result).is_err() || failed {
                        break;
                    }
                }
            });
        }
        drop(sender);
        let mut first_error = None;
        for result in receiver {
            match result {
                Ok(Some(run)) if first_error.is_none() && keep_going() => {
                    let code = run.row.code.clone();
                    if !finished(run) {
                        stop.store(true, Ordering::Relaxed);
                    } else if let Some(under_way) = under_way {
                        under_way.remove(&code, limit);
                    }
                }
                Ok(_) => {}
                Err(error) => {
                    stop.store(true, Ordering::Relaxed);
                    first_error.get_or_insert(error);
                }
            }
        }
        first_error.map_or(Ok(()), Err)
    })
}

/// The values `G(0..len)` of `code`, to compare codes value by value.
fn values_of(code: &str, len: u64) -> Result<Values, GameError> {
    let mut run = Computation::new(rules_of(code)?, EngineKind::Sparse);
    run.set_parallel(false);
    if let Stop::Limit(why) = run.run(Goal::count(len as usize), |_| true) {
        return Err(why.into());
    }
    Ok(run.into_values())
}

fn same_values(a: &Values, b: &Values) -> bool {
    a.len() == b.len() && (0..a.len()).all(|n| a.get(n) == b.get(n))
}

/// How many values identify a row's game, and how equivalence to it is established: for a
/// proven period the preperiod and one period (they determine every value), otherwise every
/// value computed (by fingerprint, that far, no further claim).
fn identifying(row: &SweepRow) -> (u64, Equivalence) {
    match (row.status, row.preperiod, row.period) {
        (SweepStatus::Proven, Some(preperiod), Some(period)) => {
            (preperiod + period, Equivalence::Proven)
        }
        _ => (row.values_computed, Equivalence::Fingerprint),
    }
}

/// One row per game: `rows` holds the row of every code of `codes` but those that are one
/// game with an earlier code by their rules (see [`distinct_codes`]), computed anywhere and in
/// any order with the same limit; the result lists each game once, at its first code, with the
/// other codes that are the same game as [`Alias`]es saying how that is known:
/// - the same rules written differently (`0.770` and `0.77`);
/// - rules that differ only by redundant moves (`0.063` and `0.06`), a theorem;
/// - both periods proven, equal, with equal values `G(0..preperiod + period)`, which determine
///   all the others;
/// - neither period proven, and equal fingerprints (two independent 64-bit hashes) of the
///   values as far as both were computed.
///
/// Rows with a proven period are found by their fingerprints, then recomputed (under
/// [`Budget::current`]) up to their preperiod plus one period and compared value by value, so
/// that a proven alias is exact; that is cheap, since proving the period took at least twice as
/// many values. Rows without one are grouped by fingerprint alone: comparing them value by value
/// would compute them all over again.
///
/// ```
/// use grundy::sweep::{Equivalence, SweepLimit, group, run_code};
/// let codes = ["0.07", "0.070", "0.137"];
/// let rows = vec![
///     run_code("0.07", SweepLimit::Max(5000), false).unwrap().row,
///     run_code("0.137", SweepLimit::Max(5000), false).unwrap().row,
/// ];
/// let games = group(&codes, rows).unwrap();
/// assert_eq!(games.len(), 2); // 0.137 is 0.07 shifted by one heap: another game
/// assert_eq!(games[0].aliases[0].code, "0.070");
/// assert_eq!(games[0].aliases[0].by, Equivalence::SameRules);
/// ```
pub fn group(codes: &[impl AsRef<str>], rows: Vec<SweepRow>) -> Result<Vec<SweepRow>, GameError> {
    let position: HashMap<&str, usize> = codes
        .iter()
        .enumerate()
        .rev()
        .map(|(i, code)| (code.as_ref(), i))
        .collect();
    // The rows in the order of their codes, and which row has each rule.
    let mut rows = rows;
    let mut given = std::collections::HashSet::new();
    for row in &rows {
        if !position.contains_key(row.code.as_str()) {
            return Err(GameError::Unsupported(tr!(
                "unsupported-sweep-extra-row",
                code = crate::excerpt::quote(&row.code)
            )));
        }
        if !given.insert(row.code.as_str()) {
            return Err(GameError::Unsupported(tr!(
                "unsupported-sweep-two-rows",
                code = crate::excerpt::quote(&row.code)
            )));
        }
    }
    rows.sort_by_key(|row| position[row.code.as_str()]);
    let mut row_of_game: HashMap<Rules, usize> = HashMap::new();
    // same_game[i]: the codes that are row i's game by their rules, but its own.
    let mut same_game: Vec<Vec<String>> = vec![Vec::new(); rows.len()];
    let mut kept = Vec::with_capacity(rows.len());
    for row in rows {
        let game = game_of(&row.code)?;
        match row_of_game.get(&game) {
            Some(&i) => same_game[i].push(row.code),
            None => {
                row_of_game.insert(game, kept.len());
                kept.push(row);
            }
        }
    }
    let rows = kept;
    for code in codes {
        let code = code.as_ref();
        let Some(&i) = row_of_game.get(&game_of(code)?) else {
            return Err(GameError::Unsupported(tr!(
                "unsupported-sweep-no-row",
                code = crate::excerpt::quote(code)
            )));
        };
        if rows[i].code != code && !same_game[i].iter().any(|c| c == code) {
            same_game[i].push(code.to_string());
        }
    }
    // Candidates: rows compared the same way over as many values, with the same period (if
    // proven; its saltus is 0) and fingerprint.
    type Key<'a> = (Equivalence, u64, Option<u64>, &'a str);
    let mut candidates: HashMap<Key, Vec<usize>> = HashMap::new();
    for (i, row) in rows.iter().enumerate() {
        let (len, by) = identifying(row);
        let period = row.period.filter(|_| by == Equivalence::Proven);
        let key = (by, len, period, row.fingerprint.as_str());
        candidates.entry(key).or_default().push(i);
    }
    // member_of[i]: the row (earlier in the sweep) that row i is the same game as.
    let mut member_of: Vec<Option<usize>> = vec![None; rows.len()];
    let mut classes: Vec<&Vec<usize>> = candidates.values().filter(|c| c.len() > 1).collect();
    classes.sort();
    for class in classes {
        let (len, by) = identifying(&rows[class[0]]);
        if by == Equivalence::Fingerprint {
            for &other in &class[1..] {
                member_of[other] = Some(class[0]);
            }
            continue;
        }
        let mut remaining: Vec<usize> = class.clone();
        while let Some((&first, rest)) = remaining.split_first() {
            let first_values = values_of(&rows[first].code, len)?;
            let mut different = Vec::new();
            for &other in rest {
                if same_values(&first_values, &values_of(&rows[other].code, len)?) {
                    member_of[other] = Some(first);
                } else {
                    different.push(other);
                }
            }
            remaining = different;
        }
    }
    // Each game's row, with its aliases in the order of the sweep.
    let mut aliases: Vec<Vec<(usize, Alias)>> = vec![Vec::new(); rows.len()];
    for (i, row) in rows.iter().enumerate() {
        let (game, by, to) = match member_of[i] {
            Some(game) => {
                let (to, by) = identifying(row);
                (game, by, Some(to))
            }
            None => (i, Equivalence::SameRules, None),
        };
        if game != i {
            aliases[game].push((
                position[row.code.as_str()],
                Alias {
                    code: row.code.clone(),
                    by,
                    to,
                },
            ));
        }
        let rules = rules_of(&row.code)?;
        for code in &same_game[i] {
            // Row i's own rules, or the same game by a theorem: either way equivalent to row
            // `game` as row i is (when it is a member of another row's game).
            let alias = Alias {
                code: code.clone(),
                by: match (member_of[i], rules_of(code)? == rules) {
                    (None, true) => Equivalence::SameRules,
                    (None, false) => Equivalence::RedundantMoves,
                    (Some(_), _) => by,
                },
                to,
            };
            aliases[game].push((position[code.as_str()], alias));
        }
    }
    let mut games = Vec::new();
    for (i, (mut row, mut found)) in rows.into_iter().zip(aliases).enumerate() {
        if member_of[i].is_some() {
            continue;
        }
        found.sort_by_key(|(at, _)| *at);
        row.aliases = found.into_iter().map(|(_, alias)| alias).collect();
        games.push(row);
    }
    Ok(games)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::period::minimize_period;
    use crate::takebreak::naive_values;
    use crate::takebreak::values_file;
    use proptest::prelude::*;

    /// The smallest preperiod and period that `values` shows over its last two thirds, by brute
    /// force: the reference the sweep's rows are checked against.
    fn brute_force_period(values: &[u64]) -> Option<Period> {
        let len = values.len();
        (1..len / 3).find_map(|p| {
            let holds = (len / 3..len - p).all(|n| values[n + p] == values[n]);
            holds.then(|| minimize_period(values, (len / 3) as u64, p as u64))
        })
    }

    use crate::period::Period;

    #[test]
    fn well_known_codes_get_their_published_periods() {
        // Kayles (0.77) period 12 from 71 (OEIS A002186), Dawson's Chess (0.137) period 34
        // from 52 and Dawson's Kayles (0.07) period 34 from 53 (OEIS A002187); and subtraction
        // {1,3,4} (0.3033 in octal terms: take 1, 3 or 4 leaving one heap or none) period 7
        // from 0. Each is also found by brute force on the naive engine's values.
        for (code, published) in [
            ("0.77", (71, 12)),
            ("0.137", (52, 34)),
            ("0.07", (53, 34)),
            ("0.3033", (0, 7)),
        ] {
            let row = run_code(code, SweepLimit::Max(100_000), false).unwrap().row;
            assert_eq!(row.status, SweepStatus::Proven, "{code}");
            assert_eq!(
                (row.preperiod.unwrap(), row.period.unwrap()),
                published,
                "{code}"
            );
            assert_eq!(row.saltus, Some(0));
            let naive = naive_values(&Rules::parse_code(code).unwrap(), 1200);
            let found = brute_force_period(&naive).unwrap();
            assert_eq!((found.preperiod, found.period), published, "{code}");
            assert_eq!(
                row.largest_value.map(u64::from),
                naive.iter().copied().max()
            );
        }
    }

    #[test]
    fn limits_decide_how_far_a_code_goes() {
        // Kayles needs 168 values to prove its period: with --to 100 it is only observed or
        // open, with --to 200 proven but still computed to the end.
        let short = run_code("0.77", SweepLimit::To(100), false).unwrap().row;
        assert_eq!(short.values_computed, 101);
        assert_ne!(short.status, SweepStatus::Proven);
        assert_eq!(short.certified_by, None);
        let long = run_code("0.77", SweepLimit::To(200), true).unwrap();
        assert_eq!(long.row.values_computed, 201);
        assert_eq!(long.row.status, SweepStatus::Proven);
        assert_eq!(long.row.certified_by, Some(168));
        assert_eq!(long.certificate.unwrap().values.len(), 168);
        // Until proven: exactly the values the theorem needs.
        let until = run_code("0.77", SweepLimit::Max(1000), false).unwrap().row;
        assert_eq!(until.values_computed, 168);
        // A bound too low to prove anything leaves the code open or observed.
        assert!(SweepLimit::To(MAX_COMPUTED).goal().is_err());
        assert!(run_code("0.7x", SweepLimit::Max(10), false).is_err());
    }

    #[test]
    fn runs_stop_at_the_budget() {
        let budget = Budget::default().with_timeout(std::time::Duration::ZERO);
        let error = budget
            .run(|| run_code("0.6", SweepLimit::To(100_000), false))
            .unwrap_err();
        assert!(matches!(
            error,
            GameError::Limit(crate::LimitExceeded::Timeout { .. })
        ));
        let cancelled = Budget::default();
        cancelled.cancel();
        let error = cancelled
            .run(|| {
                run_codes(
                    &["0.6", "0.7"],
                    SweepLimit::To(100_000),
                    false,
                    2,
                    None,
                    |_| true,
                )
            })
            .unwrap_err();
        assert_eq!(error, GameError::Limit(crate::LimitExceeded::Cancelled));
    }

    #[test]
    fn the_pool_runs_every_code_once_and_can_be_stopped() {
        let codes = code_pattern::expand("0.??", false).unwrap();
        let mut seen = Vec::new();
        run_codes(&codes, SweepLimit::Max(3000), false, 3, None, |run| {
            seen.push(run.row.code);
            true
        })
        .unwrap();
        seen.sort();
        assert_eq!(seen, codes);
        let mut count = 0;
        run_codes(&codes, SweepLimit::Max(3000), false, 2, None, |_| {
            count += 1;
            count < 5
        })
        .unwrap();
        assert_eq!(count, 5);
    }

    /// Every alias of a sweep of `0.??` (and `0.??0`, the same rules with a trailing zero) has
    /// the naive values of its game far beyond what was compared, and different games differ.
    #[test]
    fn equivalent_codes_are_grouped_and_only_they() {
        let codes = code_pattern::expand_all(&["0.??", "0.??0"], false).unwrap();
        let distinct = distinct_codes(&codes).unwrap();
        // 64 rules, of which 14 are not computed: 0.21, 0.23, 0.25, 0.27 (0.2, 0.22, 0.24,
        // 0.26 with redundant moves), 0.42, 0.43, 0.46, 0.47 and 0.61 to 0.63, 0.65 to 0.67.
        assert_eq!(distinct.len(), 50);
        let mut rows = Vec::new();
        run_codes(&distinct, SweepLimit::Max(20_000), false, 2, None, |run| {
            rows.push(run.row);
            true
        })
        .unwrap();
        let games = group(&codes, rows).unwrap();
        let total: usize = games.iter().map(|game| 1 + game.aliases.len()).sum();
        assert_eq!(total, codes.len());
        let far = 3000;
        let naive_of = |code: &str| naive_values(&Rules::parse_code(code).unwrap(), far);
        let mut seen_by = std::collections::HashSet::new();
        let mut game_values = Vec::new();
        for game in &games {
            let values = naive_of(&game.code);
            for alias in &game.aliases {
                seen_by.insert(alias.by);
                assert_eq!(
                    naive_of(&alias.code),
                    values,
                    "{} ~ {}",
                    game.code,
                    alias.code
                );
                if alias.by == Equivalence::SameRules {
                    assert_eq!(
                        rules_of(&alias.code).unwrap(),
                        rules_of(&game.code).unwrap()
                    );
                }
            }
            game_values.push(values);
        }
        // Every 0.ab0 is 0.ab; some codes are one game by a theorem, some by their values.
        assert!(seen_by.contains(&Equivalence::SameRules));
        assert!(seen_by.contains(&Equivalence::RedundantMoves));
        assert!(seen_by.contains(&Equivalence::Proven), "{games:#?}");
        // 0.6 to 0.63 (Officers and three others) have no known period: the same game by the
        // theorem (taking 2 is taking 1 and leaving a heap of 1 beside), computed once.
        let officers = games.iter().find(|game| game.code == "0.60").unwrap();
        let aliases: Vec<(&str, Equivalence)> = officers
            .aliases
            .iter()
            .map(|a| (a.code.as_str(), a.by))
            .collect();
        use Equivalence::{RedundantMoves, SameRules};
        assert_eq!(
            aliases,
            [
                ("0.61", RedundantMoves),
                ("0.62", RedundantMoves),
                ("0.63", RedundantMoves),
                ("0.600", SameRules),
                ("0.610", RedundantMoves),
                ("0.620", RedundantMoves),
                ("0.630", RedundantMoves),
            ]
        );
        let distinct_games: std::collections::HashSet<&Vec<u64>> = game_values.iter().collect();
        assert_eq!(distinct_games.len(), games.len());
    }

    #[test]
    fn equal_fingerprints_alone_make_no_alias() {
        // Two different games with proven periods given the same (forged) fingerprint and
        // period are compared value by value and kept apart.
        let mut a = run_code("0.07", SweepLimit::Max(5000), false).unwrap().row;
        let mut b = run_code("0.137", SweepLimit::Max(5000), false).unwrap().row;
        a.fingerprint = "0".repeat(32);
        b.fingerprint = a.fingerprint.clone();
        b.preperiod = a.preperiod;
        let games = group(&["0.07", "0.137"], vec![b, a]).unwrap();
        assert_eq!(games.len(), 2);
        assert_eq!(games[0].code, "0.07");
        assert!(group(&["0.07"], vec![]).is_err());
        let twice = run_code("0.07", SweepLimit::Max(5000), false).unwrap().row;
        let error = group(&["0.07"], vec![twice.clone(), twice]).unwrap_err();
        assert!(
            error.to_string().contains("two rows were given for 0.07"),
            "{error}"
        );
    }

    /// A directory of its own under the system's temporary directory, removed when dropped.
    struct TempDir(PathBuf);

    impl TempDir {
        fn new(name: &str) -> TempDir {
            let dir =
                std::env::temp_dir().join(format!("grundy-sweep-{name}-{}", std::process::id()));
            let _ = std::fs::remove_dir_all(&dir);
            TempDir(dir)
        }

        fn under_way(&self) -> ValuesUnderWay {
            ValuesUnderWay {
                dir: self.0.join("codes"),
                every: Duration::ZERO,
            }
        }
    }

    impl Drop for TempDir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    /// A row without its time, which a resumed run counts from the resumption.
    fn timeless(mut run: CodeRun) -> CodeRun {
        run.row.seconds = 0.0;
        run
    }

    /// A code stopped after each of several numbers of progress reports (saving its values at
    /// every one), then resumed, ends with the row and certificate of a run never stopped: for a
    /// period proven after many values, a code with no period in reach, and both kinds of limit.
    #[test]
    fn a_stopped_code_resumes_from_its_values_as_if_it_had_never_stopped() {
        let temp = TempDir::new("resume");
        let under_way = temp.under_way();
        for (code, limit) in [
            ("0.6", SweepLimit::To(70_000)),
            ("0.6", SweepLimit::Max(70_000)),
            // Period 62 from 11,687: proven after about 23,500 values.
            ("4.364", SweepLimit::Max(30_000)),
        ] {
            let whole = timeless(run_code(code, limit, true).unwrap());
            // How many runs were stopped with values left to compute.
            let mut stopped_part_way = 0;
            for reports in [1, 2, 4] {
                let seen = AtomicUsize::new(0);
                let keep_going = || seen.fetch_add(1, Ordering::Relaxed) + 1 < reports;
                let path = under_way.path(code, limit);
                match compute(code, limit, true, Some(&under_way), &keep_going).unwrap() {
                    Some(run) => assert_eq!(timeless(run), whole, "{code}"),
                    None => {
                        let saved = values_file::load(&path).unwrap();
                        assert_eq!(saved.name, format!("octal[{code}]"));
                        if saved.values.len() < whole.row.values_computed as usize {
                            stopped_part_way += 1;
                        }
                        // The next run starts from those values, not from G(0).
                        let (next, _) = under_way
                            .start(code, limit, rules_of(code).unwrap())
                            .unwrap();
                        assert_eq!(next.len(), saved.values.len());
                        let run = compute(code, limit, true, Some(&under_way), &|| true);
                        assert_eq!(timeless(run.unwrap().unwrap()), whole, "{code} {reports}");
                    }
                }
                std::fs::remove_file(&path).ok();
            }
            assert!(
                stopped_part_way > 0,
                "{code} never stopped part-way: give it more values"
            );
        }
    }

    #[test]
    fn values_under_way_are_removed_once_the_row_is_handed_over() {
        let temp = TempDir::new("removed");
        let under_way = temp.under_way();
        let limit = SweepLimit::Max(5000);
        // A code stopped early leaves its values; the sweep resumes it and then removes them.
        let stopped = compute("0.6", limit, false, Some(&under_way), &|| false).unwrap();
        assert!(stopped.is_none());
        assert!(under_way.path("0.6", limit).exists());
        let mut rows = Vec::new();
        run_codes(&["0.6", "0.77"], limit, false, 2, Some(&under_way), |run| {
            rows.push(run.row.code);
            true
        })
        .unwrap();
        assert_eq!(rows.len(), 2);
        assert!(!under_way.path("0.6", limit).exists());
        assert!(!under_way.path("0.77", limit).exists());
        // Values under another limit are another file, left alone.
        assert_ne!(
            under_way.path("0.6", limit),
            under_way.path("0.6", SweepLimit::To(4999))
        );
    }

    #[test]
    fn values_under_way_of_another_game_or_damaged_are_refused_with_the_file_named() {
        let temp = TempDir::new("refused");
        let under_way = temp.under_way();
        let limit = SweepLimit::Max(5000);
        std::fs::create_dir_all(&under_way.dir).unwrap();
        let path = under_way.path("0.6", limit);
        let mut run = Computation::new(rules_of("0.77").unwrap(), EngineKind::Sparse);
        run.run(Goal::count(100), |_| true);
        values_file::save(&path, "octal[0.77]", run.values()).unwrap();
        let error = compute("0.6", limit, false, Some(&under_way), &|| true).unwrap_err();
        let message = error.to_string();
        assert!(message.contains("cannot resume 0.6: "), "{message}");
        assert!(
            message.contains("0.6.max-5000.values holds the values of octal[0.77]"),
            "{message}"
        );
        std::fs::write(&path, b"GRUNDYv2 but not really").unwrap();
        let message = compute("0.6", limit, false, Some(&under_way), &|| true)
            .unwrap_err()
            .to_string();
        assert!(message.contains("cannot resume 0.6: "), "{message}");
        assert!(
            message.contains("0.6.max-5000.values is not a valid"),
            "{message}"
        );
        assert!(message.contains("remove the file"), "{message}");
    }

    fn digits_strategy() -> impl Strategy<Value = String> {
        (0u8..2, proptest::collection::vec(0u8..8, 1..5)).prop_map(|(d0, rest)| {
            let digits: String = rest.iter().map(|d| char::from(b'0' + d)).collect();
            format!("{}.{digits}", d0 * 4)
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(60))]

        /// A row's period, largest value and fingerprint agree with the naive engine's values,
        /// computed far beyond the proof.
        #[test]
        fn rows_agree_with_the_naive_engine(code in digits_strategy()) {
            let row = run_code(&code, SweepLimit::Max(2000), false).unwrap().row;
            let rules = Rules::parse_code(&code).unwrap();
            let computed = row.values_computed as usize;
            let naive = naive_values(&rules, (3 * computed).max(600));
            prop_assert_eq!(row.largest_value.map(u64::from), naive[..computed].iter().copied().max());
            let stored: Values = {
                let mut v = Values::default();
                for &x in &naive { v.push(x as u32); }
                v
            };
            match row.status {
                SweepStatus::Proven => {
                    let period = Period {
                        preperiod: row.preperiod.unwrap(),
                        period: row.period.unwrap(),
                        saltus: row.saltus.unwrap(),
                    };
                    prop_assert!(period.holds_on(&naive), "{} {:?}", code, period);
                    let found = brute_force_period(&naive).unwrap();
                    prop_assert_eq!(found.period, period.period, "{}", code);
                    prop_assert_eq!(found.preperiod, period.preperiod, "{}", code);
                    let identifying = (period.preperiod + period.period) as usize;
                    prop_assert_eq!(&row.fingerprint, &fingerprint(stored.view(), identifying));
                }
                SweepStatus::Observed => {
                    let period = Period {
                        preperiod: row.preperiod.unwrap(),
                        period: row.period.unwrap(),
                        saltus: row.saltus.unwrap(),
                    };
                    prop_assert!(period.holds_on(&naive[..computed]));
                    prop_assert_eq!(&row.fingerprint, &fingerprint(stored.view(), computed));
                }
                SweepStatus::Open => {
                    prop_assert_eq!(&row.fingerprint, &fingerprint(stored.view(), computed));
                }
            }
        }
    }
}
