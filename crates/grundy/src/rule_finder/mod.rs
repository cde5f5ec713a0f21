//! The rule finder: which simple rule a table of values follows, stated as a student would
//! write it in contest code (`G(n) = n mod 2`, `G(2k) = k, G(2k+1) = G(k)`, "the P-positions are
//! the Fibonacci numbers").
//!
//! The way these games are usually learned (打表找规律: print the table, look for the rule) is
//! to compute the values, guess a rule and code it in O(1). Periods cover most subtraction and
//! octal games, but the rules students get stuck on are not periods. This module checks a
//! catalogue of rule shapes ([`CATALOGUE`], one entry per shape, each with its own tests)
//! against every computed value and reports each shape that holds, simplest first.
//!
//! A rule is *proven* only when a theorem proves it: a period that the take-and-break engine
//! certified (Guy and Smith's periodicity theorem, *Winning Ways* ch. 4) or that a family's
//! closed form gives, and the outcome pattern that follows from such a period. Every other rule
//! is *observed up to n = N*: it holds on the values computed and nothing more is claimed.
//! A shape that fails at a few places only is reported with those places ("except n = 37"),
//! and only when no shape of its kind holds everywhere.
//!
//! Finding the rules must cost little beside computing the values (under a tenth, for 10^5
//! values or a 300 × 300 table: `grundy bench --rules`). Most candidates fail within a few
//! places, and each is dropped at its first failure beyond the exceptions allowed; the few
//! that hold on long runs of values (a period, the P-positions it gives, symmetry, Wythoff's
//! pairs) have a test of the whole rule at once, in blocks the compiler vectorizes or from the
//! list of P-positions, and are tried place by place only when that test fails. A rule's text
//! is written only for the rule reported.
//!
//! Shapes (see [`CATALOGUE`] for the list, in the order they are tried):
//! - one heap (`heap`): periodic and arithmetic-periodic, `G(n) = n`, `G(n) = ⌊n/k⌋`, the
//!   functions of the binary digits (the ruler function, the 2-adic valuation, the number of
//!   ones and its parity, the odious and evil numbers; *Winning Ways* ch. 14, where the coin
//!   games Ruler and Mock Turtles have them as values), and rules by residue class of `n`
//!   (`G(2k) = k, G(2k+1) = G(k)`: take at most half a heap, Levine, "Fractal sequences and
//!   restricted Nim", *Ars Combinatoria* 80, 2006);
//! - P-positions ([`p_positions`]): residue classes and arithmetic progressions, powers of two,
//!   `2^k − 1`, Fibonacci numbers (Fibonacci Nim, Whinihan, *Fibonacci Quarterly* 1, 1963),
//!   triangular numbers, squares, and Beatty sequences `⌊kα⌋` for quadratic irrationals
//!   (Beatty, *American Mathematical Monthly* 33, 1926);
//! - two-parameter tables ([`table`]): `G(a, b) = a ⊕ b` (Bouton, *Annals of Mathematics* 3,
//!   1901), `(a + b) mod k`, functions of `|a − b|` or of `min(a, b)`, symmetry, P-positions on
//!   a few lines, on a lattice, or on Beatty pairs (Wythoff, *Nieuw Archief voor Wiskunde* 7,
//!   1907: `(⌊kφ⌋, ⌊kφ²⌋)`).
//!
//! ```
//! use grundy::rule_finder::sequence_rules;
//! // Take at least one and at most half of a heap (n ≥ 2): G(2k) = k, G(2k+1) = G(k).
//! let mut values = vec![0u64; 200];
//! for n in 2..200 {
//!     let options: Vec<u64> = (1..=n / 2).map(|take| values[n - take]).collect();
//!     values[n] = (0..).find(|v| !options.contains(v)).unwrap();
//! }
//! let rules = sequence_rules(&values, None);
//! assert_eq!(rules[0].text, "G(2k) = k, G(2k+1) = G(k)");
//! assert_eq!(rules[1].text, "P-positions (n ≥ 1): 2^k − 1 (1, 3, 7, 15, …)");
//! assert!(rules.iter().all(|rule| !rule.proven && rule.exceptions.is_empty()));
//! ```

pub(crate) mod heap;
pub mod p_positions;
pub mod table;

use serde::Serialize;

use crate::budget::tr;
use crate::{Outcome, PeriodReport};

/// The most places a rule may fail at and still be reported (with them).
pub(crate) const MAX_EXCEPTIONS: usize = 3;

/// How many values a rule must hold on per exception it is allowed: a rule that fails once in
/// 300 values is worth saying, one that fails once in 10 is not a rule.
pub(crate) const VALUES_PER_EXCEPTION: usize = 30;

/// The fewest values a rule other than a period is checked on before it is reported: below
/// that, too many simple rules hold by accident.
pub(crate) const MIN_VALUES: usize = 10;

/// Where a rule was checked, or fails: a heap size, or a cell `(a, b)` of a table.
///
/// Serialized as the number `n` or the pair `[a, b]`.
///
/// ```
/// use grundy::rule_finder::Place;
/// assert_eq!(serde_json::to_string(&Place::Heap(37)).unwrap(), "37");
/// assert_eq!(serde_json::to_string(&Place::Cell(2, 3)).unwrap(), "[2,3]");
/// assert_eq!(Place::Cell(2, 3).to_string(), "(2, 3)");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Place {
    /// A heap size `n`.
    Heap(u64),
    /// A cell `(a, b)` of a table.
    Cell(u64, u64),
}

#[cfg(feature = "openapi")]
impl utoipa::PartialSchema for Place {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        use utoipa::openapi::schema::{ArrayBuilder, KnownFormat, ObjectBuilder, OneOfBuilder};
        use utoipa::openapi::schema::{SchemaFormat, Type};
        let count = || {
            ObjectBuilder::new()
                .schema_type(Type::Integer)
                .format(Some(SchemaFormat::KnownFormat(KnownFormat::Int64)))
                .minimum(Some(0))
        };
        OneOfBuilder::new()
            .item(count().description(Some("A heap size n.")))
            .item(
                ArrayBuilder::new()
                    .items(count())
                    .min_items(Some(2))
                    .max_items(Some(2))
                    .description(Some("A cell [a, b] of a table.")),
            )
            .description(Some("A heap size n, or a cell [a, b] of a table."))
            .into()
    }
}

#[cfg(feature = "openapi")]
impl utoipa::ToSchema for Place {}

impl std::fmt::Display for Place {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Place::Heap(n) => write!(f, "{n}"),
            Place::Cell(a, b) => write!(f, "({a}, {b})"),
        }
    }
}

/// A rule the values follow: an element of `"rules"` in the sequence and table reports.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct FoundRule {
    /// The shape, as named in the [`CATALOGUE`] (`"periodic"`, `"residue_classes"`,
    /// `"p_fibonacci"`, `"xor"`, …).
    pub kind: &'static str,
    /// The rule as a formula (`G(n) = n mod 2`).
    pub text: String,
    /// Whether a theorem proves it for every position; otherwise it is observed up to
    /// `checked_to`.
    pub proven: bool,
    /// The last place checked: every heap size up to it (every cell up to it in both
    /// coordinates, for a table).
    pub checked_to: Place,
    /// The places where the values break the rule, when there are a few (at most
    /// `MAX_EXCEPTIONS`); empty when it holds everywhere it was checked.
    pub exceptions: Vec<Place>,
}

impl FoundRule {
    /// The rule in words, with how it is known: `G(n) = n mod 2 (observed up to n = 300)`,
    /// `… except n = 37`, `(proven)`.
    ///
    /// ```
    /// use grundy::rule_finder::{FoundRule, Place};
    /// let rule = FoundRule {
    ///     kind: "identity",
    ///     text: "G(n) = n".into(),
    ///     proven: false,
    ///     checked_to: Place::Heap(300),
    ///     exceptions: vec![Place::Heap(37)],
    /// };
    /// assert_eq!(rule.stated(), "G(n) = n (observed up to n = 300, except n = 37)");
    /// ```
    pub fn stated(&self) -> String {
        let checked = match self.checked_to {
            Place::Heap(n) => format!("n = {n}"),
            Place::Cell(a, b) => format!("a = {a}, b = {b}"),
        };
        let how = if self.proven {
            tr!("rule-proven")
        } else {
            tr!("rule-observed", checked = checked)
        };
        if self.exceptions.is_empty() {
            return tr!("rule-stated", rule = &self.text, how = how);
        }
        let places: Vec<String> = self.exceptions.iter().map(Place::to_string).collect();
        let name = match self.checked_to {
            Place::Heap(_) => "n",
            Place::Cell(..) => "(a, b)",
        };
        tr!(
            "rule-stated-except",
            rule = &self.text,
            how = how,
            name = name,
            places = places.join(", ")
        )
    }
}

/// What a shape describes: the values of one heap, or the P-positions among them; the values
/// of a two-parameter table, or its P-positions. One rule of each domain is enough to answer a
/// question, so near misses are reported only for a domain where nothing holds exactly.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Domain {
    /// `G(n)` of a one-heap family.
    HeapValues,
    /// Which heap sizes are P-positions.
    HeapPPositions,
    /// `G(a, b)` of a two-parameter family.
    TableValues,
    /// Which cells are P-positions.
    TablePPositions,
}

/// One shape of the catalogue: its name, what it describes, and how candidate rules of that
/// shape are read off the values.
pub struct Shape {
    /// The name reports use (`FoundRule::kind`).
    pub kind: &'static str,
    /// What the shape describes.
    pub domain: Domain,
    /// The shape in words (`G(n) = ⌊n/k⌋ for some k ≥ 2`).
    pub summary: &'static str,
    /// Whether it is tried only when no earlier shape of its domain holds (a rule by residue
    /// class restates any simpler rule, so it is said only when nothing simpler is).
    pub only_if_nothing_simpler: bool,
    propose: Propose,
}

impl std::fmt::Debug for Shape {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Shape")
            .field("kind", &self.kind)
            .field("domain", &self.domain)
            .finish_non_exhaustive()
    }
}

/// How a shape proposes rules: from a sequence or from a table.
enum Propose {
    Heap(HeapProposer),
    Table(TableProposer),
}

/// Reads candidate rules off a sequence.
type HeapProposer = for<'a> fn(&Sequence<'a>) -> Vec<Candidate<'a, usize>>;

/// Reads candidate rules off a table.
type TableProposer = for<'a> fn(&Table<'a>) -> Vec<Candidate<'a, (usize, usize)>>;

/// The shapes, simplest first within each domain: the order rules are reported in.
///
/// ```
/// use grundy::rule_finder::{CATALOGUE, Domain};
/// assert_eq!(CATALOGUE[0].kind, "periodic");
/// let kinds: std::collections::HashSet<_> = CATALOGUE.iter().map(|shape| shape.kind).collect();
/// assert_eq!(kinds.len(), CATALOGUE.len(), "each shape has its own name");
/// assert!(CATALOGUE.iter().any(|shape| shape.domain == Domain::TablePPositions));
/// ```
pub const CATALOGUE: &[Shape] = &[
    heap::PERIODIC,
    heap::IDENTITY,
    heap::FLOOR_DIVISION,
    heap::RULER,
    heap::TWO_ADIC_VALUATION,
    heap::POPCOUNT,
    heap::POPCOUNT_PARITY,
    heap::ODIOUS,
    heap::EVIL,
    heap::RESIDUE_CLASSES,
    p_positions::PERIODIC,
    p_positions::POWERS_OF_TWO,
    p_positions::MERSENNE,
    p_positions::FIBONACCI,
    p_positions::TRIANGULAR,
    p_positions::SQUARES,
    p_positions::BEATTY,
    table::XOR,
    table::SUM_MOD,
    table::ABSOLUTE_DIFFERENCE,
    table::MINIMUM,
    table::SYMMETRIC,
    table::P_LINES,
    table::P_BEATTY_PAIRS,
    table::P_LATTICE,
];

/// A one-heap sequence as the shapes see it.
pub(crate) struct Sequence<'a> {
    /// `G(0), G(1), …`.
    pub values: &'a [u64],
    /// The period the caller found, if any: proven by a theorem or a closed form, or observed
    /// on the same values (then it is only not looked for again).
    pub known_period: Option<&'a PeriodReport>,
}

/// A table as the shapes see it: `values[a][b] = G(a, b)`, rows of equal length.
pub struct Table<'a> {
    /// The rows.
    pub values: &'a [Vec<u64>],
    /// The P-positions, row by row: found once, for every shape of P-positions.
    p_positions: Vec<(usize, usize)>,
}

impl<'a> Table<'a> {
    fn new(values: &'a [Vec<u64>]) -> Table<'a> {
        let columns = values.first().map_or(0, Vec::len);
        let mut p_positions = Vec::new();
        for (a, row) in values.iter().enumerate() {
            for (b, &value) in row[..columns].iter().enumerate() {
                if value == 0 {
                    p_positions.push((a, b));
                }
            }
        }
        Table {
            values,
            p_positions,
        }
    }

    fn rows(&self) -> usize {
        self.values.len()
    }

    fn columns(&self) -> usize {
        self.values.first().map_or(0, Vec::len)
    }

    fn cells(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        (0..self.rows()).flat_map(move |a| (0..self.columns()).map(move |b| (a, b)))
    }

    /// The P-positions, row by row.
    fn p_positions(&self) -> &[(usize, usize)] {
        &self.p_positions
    }
}

/// The text of a candidate rule, written only if the rule is reported.
type Text<'a> = Box<dyn FnOnce() -> String + 'a>;

/// A rule a shape proposes, to be checked at every place from `from` on.
pub(crate) struct Candidate<'a, P> {
    text: Text<'a>,
    holds: Box<dyn Fn(P) -> bool + 'a>,
    /// A test of the whole rule at once, for the shapes that hold on long runs of values:
    /// `true` only when `holds` is true at every place checked; `false` when it may fail
    /// somewhere, and then the places are tried one by one to find where.
    holds_everywhere: Option<Box<dyn Fn() -> bool + 'a>>,
    /// Heap sizes below this are not covered (a preperiod, or `n = 0` for a rule on `n ≥ 1`).
    from: usize,
    proven: bool,
}

impl<'a, P> Candidate<'a, P> {
    fn observed(
        text: impl FnOnce() -> String + 'a,
        holds: impl Fn(P) -> bool + 'a,
    ) -> Candidate<'a, P> {
        Candidate {
            text: Box::new(text),
            holds: Box::new(holds),
            holds_everywhere: None,
            from: 0,
            proven: false,
        }
    }

    fn from(mut self, from: usize) -> Self {
        self.from = from;
        self
    }

    fn proven(mut self, proven: bool) -> Self {
        self.proven = proven;
        self
    }

    /// With `test` as its `holds_everywhere`.
    fn tested_whole(mut self, test: impl Fn() -> bool + 'a) -> Self {
        self.holds_everywhere = Some(Box::new(test));
        self
    }

    /// The places among `places` where the rule fails, or `None` when there are more than
    /// `allowed`.
    fn failures(&self, places: impl Iterator<Item = P>, allowed: usize) -> Option<Vec<P>>
    where
        P: Copy,
    {
        if self.holds_everywhere.as_ref().is_some_and(|test| test()) {
            // Every test build checks the fast answer against the places, one by one: the
            // rule finder's property tests then compare the two on thousands of sequences.
            debug_assert!(
                exceptions(places, &self.holds, 0).is_some_and(|failed| failed.is_empty()),
                "a whole-rule test says a rule holds where a place fails"
            );
            return Some(Vec::new());
        }
        exceptions(places, &self.holds, allowed)
    }
}

/// How many values [`all_pairs`] and [`all_values`] compare before they look at the answer.
const BLOCK: usize = 32;

/// Whether `differ(early[i], late[i])` is 0 for every `i` (the slices are as long): in blocks
/// of fixed length, which the compiler vectorizes, up to the first block where they differ.
/// `differ` answers with a number rather than a `bool` so that it can be adds, xors and ors,
/// which SSE2 (every x86-64 processor) does on 64-bit lanes; it has no 64-bit comparison.
pub(crate) fn all_pairs(early: &[u64], late: &[u64], differ: impl Fn(u64, u64) -> u64) -> bool {
    debug_assert_eq!(early.len(), late.len());
    let differs = |early: &[u64], late: &[u64]| {
        early
            .iter()
            .zip(late)
            .fold(0, |differs, (&x, &y)| differs | differ(x, y))
            != 0
    };
    let (early_blocks, early_rest) = early.as_chunks::<BLOCK>();
    let (late_blocks, late_rest) = late.as_chunks::<BLOCK>();
    early_blocks
        .iter()
        .zip(late_blocks)
        .all(|(early, late)| !differs(early, late))
        && !differs(early_rest, late_rest)
}

/// Whether `holds(n, values[n])` for every `n ≥ from`, in blocks as [`all_pairs`].
pub(crate) fn all_values(values: &[u64], from: usize, holds: impl Fn(usize, u64) -> bool) -> bool {
    let Some(rest) = values.get(from..) else {
        return true;
    };
    let all = |first: usize, values: &[u64]| {
        values
            .iter()
            .enumerate()
            .fold(true, |all, (i, &value)| all & holds(first + i, value))
    };
    let (blocks, last) = rest.as_chunks::<BLOCK>();
    blocks
        .iter()
        .enumerate()
        .all(|(block, values)| all(from + block * BLOCK, values))
        && all(from + blocks.len() * BLOCK, last)
}

/// Whether `holds(a, b, values[a][b])` for every cell, row by row as [`all_values`].
pub(crate) fn all_cells(values: &[Vec<u64>], holds: impl Fn(usize, usize, u64) -> bool) -> bool {
    let columns = values.first().map_or(0, Vec::len);
    values
        .iter()
        .enumerate()
        .all(|(a, row)| all_values(&row[..columns], 0, |b, value| holds(a, b, value)))
}

/// How many exceptions a rule checked at `checked` places may have.
fn allowed_exceptions(checked: usize) -> usize {
    MAX_EXCEPTIONS.min(checked / VALUES_PER_EXCEPTION)
}

/// The places among `places` where `holds` fails, or `None` when there are more than
/// `allowed`.
fn exceptions<P: Copy>(
    places: impl Iterator<Item = P>,
    holds: &dyn Fn(P) -> bool,
    allowed: usize,
) -> Option<Vec<P>> {
    let mut failed = Vec::new();
    for place in places {
        if !holds(place) {
            if failed.len() == allowed {
                return None;
            }
            failed.push(place);
        }
    }
    Some(failed)
}

/// The rules `values` (`G(0), G(1), …`) follow, simplest first: for the values, then for the
/// P-positions among them. `known_period` is the period the caller found: a proven one (by a
/// theorem or closed form) makes the periodic rule *proven*; an observed one saves looking for
/// it again; without one, the period the values show is reported as observed.
///
/// ```
/// use grundy::rule_finder::sequence_rules;
/// // Subtraction game {1, 2}: G(n) = n mod 3.
/// let values: Vec<u64> = (0..60).map(|n| n % 3).collect();
/// let rules = sequence_rules(&values, None);
/// assert_eq!(rules[0].kind, "periodic");
/// assert_eq!(rules[0].text, "G(n) = n mod 3");
/// assert_eq!(rules[1].text, "P-positions: n ≡ 0 (mod 3)");
/// ```
pub fn sequence_rules(values: &[u64], known_period: Option<&PeriodReport>) -> Vec<FoundRule> {
    let sequence = Sequence {
        values,
        known_period,
    };
    let Some(last) = values.len().checked_sub(1) else {
        return Vec::new();
    };
    let checked_to = Place::Heap(last as u64);
    find(|propose| match propose {
        Propose::Heap(propose) => propose(&sequence)
            .into_iter()
            .map(|candidate| {
                let checked = values.len().saturating_sub(candidate.from);
                let found =
                    candidate.failures(candidate.from..values.len(), allowed_exceptions(checked));
                let found = found.map(|at| to_places(at, |n| Place::Heap(n as u64)));
                outcome(candidate, checked, found, checked_to)
            })
            .collect(),
        Propose::Table(_) => Vec::new(),
    })
}

/// The rules of a one-heap family in misère play, stated with the misère Grundy value `G⁻`:
/// those its values `G⁻(0), G⁻(1), …` follow when they are known (all observed: no theorem
/// proves a misère period), else those of its P-positions alone, given by `outcomes`.
///
/// ```
/// use grundy::rule_finder::misere_sequence_rules;
/// use grundy::Outcome;
/// // Misère take 1 or 2: G⁻ = 1, 0, 2, 1, 0, 2, … and the P-positions n ≡ 1 (mod 3).
/// let values: Vec<u64> = (0..60).map(|n| [1, 0, 2][n % 3]).collect();
/// let outcomes: Vec<Outcome> = values.iter().map(|&v| Outcome::from_is_zero(v == 0)).collect();
/// let rules = misere_sequence_rules(Some(&values), &outcomes);
/// assert_eq!(rules[0].text, "G⁻(n) = [1, 0, 2][n mod 3]");
/// assert_eq!(rules[1].text, "P-positions: n ≡ 1 (mod 3)");
/// // Without the values, the P-positions alone.
/// let rules = misere_sequence_rules(None, &outcomes);
/// assert_eq!(rules.len(), 1);
/// assert_eq!(rules[0].text, "P-positions: n ≡ 1 (mod 3)");
/// ```
pub fn misere_sequence_rules(values: Option<&[u64]>, outcomes: &[Outcome]) -> Vec<FoundRule> {
    match values {
        Some(values) => in_misere_play(sequence_rules(values, None)),
        None => {
            let is_p: Vec<u64> = outcomes
                .iter()
                .map(|&o| u64::from(o != Outcome::P))
                .collect();
            sequence_rules(&is_p, None)
                .into_iter()
                .filter(|rule| {
                    shape_of(rule.kind).is_some_and(|s| s.domain == Domain::HeapPPositions)
                })
                .collect()
        }
    }
}

/// The rules of the remoteness `R(0), R(1), …` of a one-heap family (all observed): those its
/// values follow, stated with `R`, then those of its P-positions, the heaps of even remoteness.
///
/// ```
/// use grundy::rule_finder::remoteness_sequence_rules;
/// // Take 1 or 2: R(n) = 2⌊n/3⌋, plus 1 when 3 does not divide n.
/// let remoteness: Vec<u64> = (0..60).map(|n| 2 * (n / 3) + u64::from(n % 3 != 0)).collect();
/// let rules = remoteness_sequence_rules(&remoteness);
/// assert_eq!(rules[0].text, "R(n + 3) = R(n) + 2");
/// assert_eq!(rules.last().unwrap().text, "P-positions: n ≡ 0 (mod 3)");
/// ```
pub fn remoteness_sequence_rules(remoteness: &[u64]) -> Vec<FoundRule> {
    let of_values = sequence_rules(remoteness, None)
        .into_iter()
        .filter(|rule| shape_of(rule.kind).is_some_and(|s| s.domain == Domain::HeapValues));
    let is_n: Vec<u64> = remoteness.iter().map(|r| r % 2).collect();
    let of_p_positions = sequence_rules(&is_n, None)
        .into_iter()
        .filter(|rule| shape_of(rule.kind).is_some_and(|s| s.domain == Domain::HeapPPositions));
    of_values
        .map(|rule| FoundRule {
            text: rule.text.replace("G(", "R("),
            ..rule
        })
        .chain(of_p_positions)
        .collect()
}

/// The rules of the remoteness table `R(a, b)` (all observed): those its values follow, stated
/// with `R`, then those of its P-positions, the cells of even remoteness.
///
/// ```
/// use grundy::rule_finder::remoteness_table_rules;
/// // Two Nim heaps: the P-positions lie on the diagonal.
/// let remoteness: Vec<Vec<u64>> = (0..12u64)
///     .map(|a| (0..12u64).map(|b| if a == b { 2 * a } else { 2 * a.min(b) + 1 }).collect())
///     .collect();
/// let rules = remoteness_table_rules(&remoteness);
/// assert!(rules.iter().any(|rule| rule.text == "P-positions on the line b − a = 0"));
/// ```
pub fn remoteness_table_rules(remoteness: &[Vec<u64>]) -> Vec<FoundRule> {
    let of_values = table_rules(remoteness)
        .into_iter()
        .filter(|rule| shape_of(rule.kind).is_some_and(|s| s.domain == Domain::TableValues));
    let is_n: Vec<Vec<u64>> = remoteness
        .iter()
        .map(|row| row.iter().map(|r| r % 2).collect())
        .collect();
    let of_p_positions = table_rules(&is_n)
        .into_iter()
        .filter(|rule| shape_of(rule.kind).is_some_and(|s| s.domain == Domain::TablePPositions));
    of_values
        .map(|rule| FoundRule {
            text: rule.text.replace("G(", "R("),
            ..rule
        })
        .chain(of_p_positions)
        .collect()
}

/// The rules the table `values[a][b] = G⁻(a, b)` of misère values follows, stated with `G⁻`.
///
/// ```
/// use grundy::rule_finder::misere_table_rules;
/// // A table of misère values equal to a ⊕ b.
/// let values: Vec<Vec<u64>> = (0..12).map(|a| (0..12).map(|b| a ^ b).collect()).collect();
/// let rules = misere_table_rules(&values);
/// assert_eq!(rules[0].text, "G⁻(a, b) = a ⊕ b");
/// ```
pub fn misere_table_rules(values: &[Vec<u64>]) -> Vec<FoundRule> {
    in_misere_play(table_rules(values))
}

/// Rules on misère values are stated with `G⁻`, the misère Grundy value, for `G`.
fn in_misere_play(rules: Vec<FoundRule>) -> Vec<FoundRule> {
    rules
        .into_iter()
        .map(|rule| FoundRule {
            text: rule.text.replace("G(", "G⁻("),
            ..rule
        })
        .collect()
}

/// The rules the table `values[a][b] = G(a, b)` follows, simplest first: for the values, then
/// for the P-positions.
///
/// ```
/// use grundy::rule_finder::table_rules;
/// // Two Nim heaps.
/// let values: Vec<Vec<u64>> = (0..12).map(|a| (0..12).map(|b| a ^ b).collect()).collect();
/// let rules = table_rules(&values);
/// assert_eq!(rules[0].text, "G(a, b) = a ⊕ b");
/// assert!(rules.iter().any(|rule| rule.text == "P-positions on the line b − a = 0"));
/// ```
pub fn table_rules(values: &[Vec<u64>]) -> Vec<FoundRule> {
    if values.is_empty() || values[0].is_empty() {
        return Vec::new();
    }
    let table = Table::new(values);
    let checked_to = Place::Cell(table.rows() as u64 - 1, table.columns() as u64 - 1);
    let cells = table.rows() * table.columns();
    find(|propose| match propose {
        Propose::Table(propose) => propose(&table)
            .into_iter()
            .map(|candidate| {
                let found = candidate.failures(table.cells(), allowed_exceptions(cells));
                let found = found.map(|at| to_places(at, |(a, b)| Place::Cell(a as u64, b as u64)));
                outcome(candidate, cells, found, checked_to)
            })
            .collect(),
        Propose::Heap(_) => Vec::new(),
    })
}

fn to_places<P>(at: Vec<P>, place: impl Fn(P) -> Place) -> Vec<Place> {
    at.into_iter().map(place).collect()
}

/// A candidate that held closely enough on enough values, its text not yet written.
struct Checked<'a> {
    text: Text<'a>,
    proven: bool,
    exceptions: Vec<Place>,
    checked_to: Place,
}

/// A candidate checked: the rule it makes, if it held closely enough on enough values.
fn outcome<'a, P>(
    candidate: Candidate<'a, P>,
    checked: usize,
    exceptions: Option<Vec<Place>>,
    checked_to: Place,
) -> Option<Checked<'a>> {
    let exceptions = exceptions?;
    if checked < MIN_VALUES && !candidate.proven {
        return None;
    }
    Some(Checked {
        text: candidate.text,
        proven: candidate.proven,
        exceptions,
        checked_to,
    })
}

/// Runs every shape of the catalogue through `check`, which proposes and checks its candidates
/// (each `None` when it failed), and keeps, per domain: every shape with a candidate that holds
/// everywhere, or, when none does, the closest near misses.
fn find<'a>(check: impl Fn(&Propose) -> Vec<Option<Checked<'a>>>) -> Vec<FoundRule> {
    let mut exact: Vec<FoundRule> = Vec::new();
    let mut near: Vec<(Domain, FoundRule)> = Vec::new();
    for shape in CATALOGUE {
        let domain_holds = |exact: &[FoundRule]| {
            exact
                .iter()
                .any(|rule| shape_of(rule.kind).is_some_and(|s| s.domain == shape.domain))
        };
        if shape.only_if_nothing_simpler && domain_holds(&exact) {
            continue;
        }
        let found = check(&shape.propose);
        let mut candidates = found.into_iter().flatten();
        let best = candidates
            .by_ref()
            .min_by_key(|checked| checked.exceptions.len());
        let Some(Checked {
            text,
            proven,
            exceptions,
            checked_to,
        }) = best
        else {
            continue;
        };
        let rule = FoundRule {
            kind: shape.kind,
            text: text(),
            proven: proven && exceptions.is_empty(),
            checked_to,
            exceptions,
        };
        if rule.exceptions.is_empty() {
            exact.push(rule);
        } else {
            near.push((shape.domain, rule));
        }
    }
    // Near misses, fewest exceptions first, for the domains nothing holds exactly in.
    near.sort_by_key(|(_, rule)| rule.exceptions.len());
    let mut rules = Vec::new();
    for domain in [
        Domain::HeapValues,
        Domain::HeapPPositions,
        Domain::TableValues,
        Domain::TablePPositions,
    ] {
        let exact_here: Vec<FoundRule> = exact
            .iter()
            .filter(|rule| shape_of(rule.kind).is_some_and(|s| s.domain == domain))
            .cloned()
            .collect();
        if exact_here.is_empty() {
            rules.extend(
                near.iter()
                    .filter(|(d, _)| *d == domain)
                    .take(MAX_NEAR_MISSES)
                    .map(|(_, rule)| rule.clone()),
            );
        } else {
            rules.extend(exact_here);
        }
    }
    rules
}

/// The most near misses reported for one domain.
pub(crate) const MAX_NEAR_MISSES: usize = 2;

/// The shape of the catalogue named `kind`.
pub(crate) fn shape_of(kind: &str) -> Option<&'static Shape> {
    CATALOGUE.iter().find(|shape| shape.kind == kind)
}

/// `0 1 2 …`: at most `shown` values, then `…`.
fn listed(values: impl Iterator<Item = u64>, shown: usize) -> String {
    let mut text: Vec<String> = values.take(shown + 1).map(|v| v.to_string()).collect();
    if text.len() > shown {
        text.truncate(shown);
        text.push("…".into());
    }
    text.join(", ")
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    /// `G(n)` as a periodic rule's text states it: `G(n) = [b₀, …][n mod p] for n ≥ s`, or
    /// `G(n) = n mod p`, or `G(n) = c`; `None` at `n` below the stated start.
    fn stated_periodic_value(text: &str, n: usize) -> Option<u64> {
        let (formula, start) = match text.split_once(" for n ≥ ") {
            Some((formula, start)) => (formula, start.parse::<usize>().unwrap()),
            None => (text, 0),
        };
        if n < start {
            return None;
        }
        let formula = formula.strip_prefix("G(n) = ").unwrap();
        if let Some(period) = formula.strip_prefix("n mod ") {
            return Some((n % period.parse::<usize>().unwrap()) as u64);
        }
        let Some((block, period)) = formula.split_once("][n mod ") else {
            return Some(formula.parse().unwrap());
        };
        let block: Vec<u64> = block[1..].split(", ").map(|v| v.parse().unwrap()).collect();
        let period: usize = period.trim_end_matches(']').parse().unwrap();
        assert_eq!(block.len(), period, "{text}: the whole block is listed");
        Some(block[n % period])
    }

    /// Whether `n` is a P-position as a `p_residues` rule's text states it (`values` answer
    /// for "the k P-positions below s", which the text names without listing).
    fn stated_is_p(text: &str, n: usize, values: &[u64]) -> bool {
        if text == "no P-positions" {
            return false;
        }
        let rest = text.strip_prefix("P-positions: ").unwrap();
        let (before, classes) = match rest.split_once(", and ") {
            Some((before, classes)) => (Some(before), classes),
            None if rest.starts_with("n ≡") => (None, rest),
            None => (Some(rest.strip_prefix("only ").unwrap()), ""),
        };
        let listed_before: Vec<usize> = match before {
            Some(named) if named.starts_with("the ") => {
                let below: usize = named.rsplit(' ').next().unwrap().parse().unwrap();
                (0..below).filter(|&m| values[m] == 0).collect()
            }
            Some(before) => before.split(", ").map(|m| m.parse().unwrap()).collect(),
            None => Vec::new(),
        };
        let (classes, start) = match classes.split_once(" for n ≥ ") {
            Some((classes, start)) => (classes, start.parse::<usize>().unwrap()),
            None => (classes, 0),
        };
        if n < start || classes.is_empty() {
            return listed_before.contains(&n);
        }
        let (residues, modulus) = classes
            .strip_prefix("n ≡ ")
            .unwrap()
            .split_once(" (mod ")
            .unwrap();
        let modulus: usize = modulus.trim_end_matches(')').parse().unwrap();
        residues
            .split(", ")
            .any(|r| r.parse::<usize>().unwrap() == n % modulus)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        /// Sequences with a period (random block and preperiod), perhaps broken at one place:
        /// every periodic and residue rule reported, read back from its text alone, holds at
        /// every n it covers except exactly at the exceptions it lists.
        #[test]
        fn every_rule_reported_holds_where_its_text_says(
            prefix in proptest::collection::vec(0u64..4, 0..8),
            block in proptest::collection::vec(0u64..4, 1..7),
            len in 40usize..160,
            broken in proptest::option::of(0usize..160),
        ) {
            let mut values: Vec<u64> = prefix.clone();
            while values.len() < len {
                values.push(block[(values.len() - prefix.len()) % block.len()]);
            }
            values.truncate(len);
            if let Some(at) = broken.filter(|&at| at < len) {
                values[at] += 5;
            }
            for rule in sequence_rules(&values, None) {
                let exceptions: Vec<usize> = rule
                    .exceptions
                    .iter()
                    .map(|place| match place {
                        Place::Heap(n) => *n as usize,
                        Place::Cell(..) => unreachable!("a sequence has no cells"),
                    })
                    .collect();
                prop_assert!(exceptions.len() <= MAX_EXCEPTIONS);
                let failing: Vec<usize> = match rule.kind {
                    "periodic" => (0..len)
                        .filter(|&n| stated_periodic_value(&rule.text, n).is_some_and(|v| v != values[n]))
                        .collect(),
                    "p_residues" => (0..len)
                        .filter(|&n| stated_is_p(&rule.text, n, &values) != (values[n] == 0))
                        .collect(),
                    _ => continue,
                };
                prop_assert_eq!(failing, exceptions, "{}", rule.stated());
            }
        }
    }
}
