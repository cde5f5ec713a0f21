//! What a sweep of octal codes found: one [`SweepRow`] per game, with the codes that are the
//! same game as its aliases. What `grundy sweep --format json` prints, what a worker of a
//! distributed sweep sends back for one code (see [`crate::sweep`]).
//!
//! The JSON of a row: `{"code", "status": "proven" | "observed" | "open", "preperiod",
//! "period", "saltus" (null when there is no period), "largest_value", "rare_count",
//! "values_computed", "seconds", "fingerprint", "aliases": [{"code", "by", "to"}]}`.

use serde::{Deserialize, Serialize};

/// How much is known about the period of a code's nim-sequence.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SweepStatus {
    /// The octal periodicity theorem proves the period for every heap size.
    Proven,
    /// The computed values end with a period, not proven.
    Observed,
    /// Neither: no period is visible in the values computed.
    Open,
}

impl SweepStatus {
    /// `proven`, `observed` or `open`.
    pub fn as_str(self) -> &'static str {
        match self {
            SweepStatus::Proven => "proven",
            SweepStatus::Observed => "observed",
            SweepStatus::Open => "open",
        }
    }
}

/// How two codes were shown to be the same game (equal values at every heap size, or as far
/// as checked).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Equivalence {
    /// The codes are the same rules, written differently (trailing zeros: `0.770` is `0.77`).
    SameRules,
    /// The codes differ only by moves that always reach the value of another move, so they
    /// have equal values at every heap size by a theorem (see
    /// [`Rules::without_redundant_moves`](crate::takebreak::Rules::without_redundant_moves));
    /// only one of them is computed.
    RedundantMoves,
    /// Both periods are proven and equal, and the values that determine them (`G(0)` to
    /// `G(preperiod + period − 1)`) are equal: so every value is.
    Proven,
    /// Neither period is proven, and the values as far as both were computed (`to` of them)
    /// have equal 128-bit fingerprints (two independent 64-bit hashes): the same game that far,
    /// barring a collision of both hashes at once, and no claim beyond. (Comparing value by
    /// value would compute both codes again, doubling the cost of a sweep.)
    Fingerprint,
}

impl Equivalence {
    /// `same-rules`, `redundant-moves`, `proven` or `fingerprint`.
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            Equivalence::SameRules => "same-rules",
            Equivalence::RedundantMoves => "redundant-moves",
            Equivalence::Proven => "proven",
            Equivalence::Fingerprint => "fingerprint",
        }
    }
}

/// A code that is the same game as its row's.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Alias {
    /// The code, as the pattern wrote it.
    pub code: String,
    /// How the equivalence was established.
    pub by: Equivalence,
    /// How many values were compared (`G(0)` to `G(to − 1)`); `None` for the same rules and
    /// redundant moves, which need no comparison.
    pub to: Option<u64>,
}

/// One game of a sweep: a code, what is known of its period, what computing it took, and the
/// other codes that are the same game.
///
/// ```
/// use grundy::sweep::{SweepRow, SweepStatus};
/// use grundy::sweep::{SweepLimit, run_code};
/// let row = run_code("0.77", SweepLimit::Max(10_000), false).unwrap().row; // Kayles
/// assert_eq!(row.status, SweepStatus::Proven);
/// assert_eq!((row.preperiod, row.period, row.saltus), (Some(71), Some(12), Some(0)));
/// let json = serde_json::to_value(&row).unwrap();
/// assert_eq!(json["status"], "proven");
/// let back: SweepRow = serde_json::from_value(json).unwrap();
/// assert_eq!(back, row);
/// ```
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SweepRow {
    /// The code, as the pattern wrote it (`0.770`; trailing zeros kept).
    pub code: String,
    /// Proven, observed or open.
    pub status: SweepStatus,
    /// The period's first heap size, when there is a period.
    pub preperiod: Option<u64>,
    /// The period's length.
    pub period: Option<u64>,
    /// How much values grow per period (0 for an ordinary period).
    pub saltus: Option<u64>,
    /// The largest value computed.
    pub largest_value: Option<u32>,
    /// How many heap sizes (≥ 1) have a rare value, for the sparse engine's final mask.
    pub rare_count: Option<u64>,
    /// How many values were computed: `G(0)` to `G(values_computed − 1)`.
    pub values_computed: u64,
    /// For a proven period, how many values the theorem needs to certify it (at most
    /// `values_computed`).
    pub certified_by: Option<u64>,
    /// Wall-clock seconds the computation took in the run that finished it: a code resumed
    /// from its values under way ([`super::ValuesUnderWay`]) counts from where it resumed.
    pub seconds: f64,
    /// Two 64-bit hashes (32 hex digits) of the values that identify the game:
    /// `G(0..preperiod + period)` for a proven period, every value computed otherwise. Rows
    /// with equal fingerprints are candidates for equivalence (see [`Equivalence`]).
    pub fingerprint: String,
    /// The other codes that are the same game, in the order of the sweep.
    #[serde(default)]
    pub aliases: Vec<Alias>,
}

impl SweepRow {
    /// The columns of a sweep as a table, in order: the CSV header of every front end and the
    /// columns of Python's DataFrame.
    pub const COLUMNS: [&'static str; 12] = [
        "code",
        "status",
        "preperiod",
        "period",
        "saltus",
        "largest_value",
        "rare_count",
        "values_computed",
        "certified_by",
        "seconds",
        "fingerprint",
        "aliases",
    ];

    /// The row's cells under [`SweepRow::COLUMNS`], as CSV writes them: empty for a missing
    /// value, seconds to the microsecond.
    ///
    /// ```
    /// use grundy::sweep::{SweepRow, SweepStatus};
    /// let row = SweepRow {
    ///     code: "0.77".into(),
    ///     status: SweepStatus::Proven,
    ///     preperiod: Some(71),
    ///     period: Some(12),
    ///     saltus: Some(0),
    ///     largest_value: Some(8),
    ///     rare_count: None,
    ///     values_computed: 168,
    ///     certified_by: Some(168),
    ///     seconds: 0.5,
    ///     fingerprint: "ab".into(),
    ///     aliases: Vec::new(),
    /// };
    /// assert_eq!(row.cells().join(","), "0.77,proven,71,12,0,8,,168,168,0.500000,ab,");
    /// ```
    pub fn cells(&self) -> [String; 12] {
        let blank = |value: Option<u64>| value.map_or_else(String::new, |value| value.to_string());
        [
            self.code.clone(),
            self.status.as_str().to_string(),
            blank(self.preperiod),
            blank(self.period),
            blank(self.saltus),
            blank(self.largest_value.map(u64::from)),
            blank(self.rare_count),
            self.values_computed.to_string(),
            blank(self.certified_by),
            format!("{:.6}", self.seconds),
            self.fingerprint.clone(),
            self.aliases_text(),
        ]
    }

    /// The aliases as a table cell: `0.770:same-rules 0.51:proven`.
    pub fn aliases_text(&self) -> String {
        let words: Vec<String> = self
            .aliases
            .iter()
            .map(|alias| format!("{}:{}", alias.code, alias.by.as_str()))
            .collect();
        words.join(" ")
    }
}

/// A whole sweep: how far each code went, how many codes, and one row per game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SweepReport {
    /// How far every code was computed.
    pub limit: super::SweepLimit,
    /// How many codes the patterns stand for.
    pub codes: usize,
    /// One row per game, in the order of the first code of each.
    pub rows: Vec<SweepRow>,
}
