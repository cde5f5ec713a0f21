//! `grundy.seq`, `grundy.freq`, `grundy.period` and `grundy.table`: nim-sequences and tables as
//! NumPy arrays, and periods.
//!
//! Take-and-break games run on the library's engine, whose values are already one, two or four
//! bytes wide (the narrowest that holds them): the engine's buffer becomes the array without a
//! copy. Other families are valued one heap at a time and the array takes the narrowest
//! unsigned type that holds the largest value.

use std::sync::Arc;

use grundy::budget::Budget;
use grundy::games::ScriptFamily;
use grundy::parse::Parser;
use grundy::period::observed_period;
use grundy::takebreak::{Computation, EngineKind, Goal, Stop, Values};
use grundy::{AnyFamily, GameError, PeriodReport};
use numpy::IntoPyArray;
use numpy::ndarray::Array2;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyString;

use crate::call::compute;
use crate::errors::Failure;
use crate::eval::json_loads;
use crate::limits::Limits;
use crate::rules::{Game, parser_with};

/// The longest sequence of a family that is not take-and-break (as on the command line).
const MAX_TO: u64 = 100_000_000;

/// The most heap sizes the take-and-break engine computes.
const MAX_COMPUTED: u64 = 1 << 32;

/// How far a take-and-break game is computed looking for a proof of its period, by default.
const DEFAULT_PROOF_LIMIT: u64 = 1 << 26;

/// How many values are looked at for the period of a family without a theorem, by default.
const DEFAULT_OBSERVED: u64 = 10_000;

/// The most cells a table may have (as on the command line).
const MAX_CELLS: u64 = 250_000;

/// A family as given: text, read on the worker thread, or a game made by `grundy.rules`.
enum FamilyArg {
    Text(String, Parser),
    Game(Arc<ScriptFamily>),
}

impl FamilyArg {
    fn resolve(self) -> Result<Arc<dyn AnyFamily>, Failure> {
        match self {
            FamilyArg::Text(text, parser) => parser
                .parse_family(&text)
                .map_err(|error| Failure::Parse(error, text)),
            FamilyArg::Game(family) => Ok(family),
        }
    }
}

/// Reads the family argument and the games it may use.
fn family_arg(
    family: &Bound<'_, PyAny>,
    games: Option<&Bound<'_, PyAny>>,
) -> PyResult<(FamilyArg, Vec<Py<Game>>)> {
    let (parser, mut given) = parser_with(games)?;
    if let Ok(game) = family.cast::<Game>() {
        let arg = FamilyArg::Game(game.get().family());
        given.push(game.clone().unbind());
        return Ok((arg, given));
    }
    if let Ok(text) = family.cast::<PyString>() {
        return Ok((FamilyArg::Text(text.to_cow()?.into_owned(), parser), given));
    }
    Err(PyTypeError::new_err(
        "the family must be a str such as \"sub[1,3,4]\" or a game made by grundy.rules",
    ))
}

/// Values of a sequence or table, in the narrowest type that holds them.
enum Narrow {
    U8(Vec<u8>),
    U16(Vec<u16>),
    U32(Vec<u32>),
    U64(Vec<u64>),
}

impl Narrow {
    /// Narrows `values` (copying them into the narrowest type, unless that is `u64`).
    fn from_u64(values: Vec<u64>) -> Narrow {
        let largest = values.iter().copied().max().unwrap_or(0);
        if largest <= u64::from(u8::MAX) {
            Narrow::U8(values.into_iter().map(|v| v as u8).collect())
        } else if largest <= u64::from(u16::MAX) {
            Narrow::U16(values.into_iter().map(|v| v as u16).collect())
        } else if largest <= u64::from(u32::MAX) {
            Narrow::U32(values.into_iter().map(|v| v as u32).collect())
        } else {
            Narrow::U64(values)
        }
    }

    /// The engine's values as they are.
    fn from_values(values: Values) -> Narrow {
        match values {
            Values::U8(v) => Narrow::U8(v),
            Values::U16(v) => Narrow::U16(v),
            Values::U32(v) => Narrow::U32(v),
        }
    }

    /// A 1-D array owning the buffer (no copy).
    fn into_array(self, py: Python<'_>) -> Bound<'_, PyAny> {
        match self {
            Narrow::U8(v) => v.into_pyarray(py).into_any(),
            Narrow::U16(v) => v.into_pyarray(py).into_any(),
            Narrow::U32(v) => v.into_pyarray(py).into_any(),
            Narrow::U64(v) => v.into_pyarray(py).into_any(),
        }
    }

    /// A 2-D array of `rows` rows owning the buffer (no copy).
    fn into_table(self, py: Python<'_>, rows: usize, cols: usize) -> PyResult<Bound<'_, PyAny>> {
        fn shaped<T: numpy::Element>(
            py: Python<'_>,
            v: Vec<T>,
            shape: (usize, usize),
        ) -> PyResult<Bound<'_, PyAny>> {
            let array = Array2::from_shape_vec(shape, v).map_err(crate::errors::internal)?;
            Ok(array.into_pyarray(py).into_any())
        }
        let shape = (rows, cols);
        match self {
            Narrow::U8(v) => shaped(py, v, shape),
            Narrow::U16(v) => shaped(py, v, shape),
            Narrow::U32(v) => shaped(py, v, shape),
            Narrow::U64(v) => shaped(py, v, shape),
        }
    }
}

/// `G(n)` of a one-heap family, in 64 bits.
fn heap_value(family: &dyn AnyFamily, n: u64) -> Result<u64, Failure> {
    let value = family.heap_nimber(n).ok_or_else(|| {
        Failure::Game(GameError::Unsupported(format!(
            "{} is not a one-heap game, so it has no nim-sequence",
            family.name()
        )))
    })??;
    u64::try_from(&value)
        .map_err(|_| Failure::Value(format!("G({n}) = {value} does not fit in 64 bits")))
}

/// The values `G(0..=to)` of a family that is not take-and-break, under the budget.
fn family_values(family: &dyn AnyFamily, to: u64) -> Result<Vec<u64>, Failure> {
    if to > MAX_TO {
        return Err(Failure::Game(GameError::TooLarge(format!(
            "a sequence up to G({to}) is too long; the limit is G({MAX_TO})"
        ))));
    }
    // A family without one-heap positions is refused before anything else.
    heap_value(family, 0)?;
    let count = to + 1;
    let budget = Budget::current();
    budget.check_memory(
        count.saturating_mul(8),
        format!("the values of {} up to G({to})", family.name()),
    )?;
    let mut values = Vec::with_capacity(count as usize);
    let mut ticker = budget.ticker(4096);
    for n in 0..=to {
        ticker.tick()?;
        values.push(heap_value(family, n)?);
    }
    budget.add_progress(count);
    Ok(values)
}

/// A take-and-break run toward `goal`, its limit reached being an error.
fn run_take_break(rules: grundy::takebreak::Rules, goal: Goal) -> Result<Computation, Failure> {
    let mut run = Computation::new(rules, EngineKind::Sparse);
    if let Stop::Limit(why) = run.run(goal, |_| true) {
        return Err(why.into());
    }
    Ok(run)
}

/// How far to go for a take-and-break game without `to`: until its period is proven, within
/// `max` values.
fn proof_goal(name: &str, run: &Computation, max: Option<u64>) -> Result<Goal, Failure> {
    if !run.provable() {
        return Err(Failure::Game(GameError::Unsupported(format!(
            "no theorem can prove a period for {name} (its splits must be unequal), so its sequence has no natural end: give `to`"
        ))));
    }
    Ok(Goal::until_proven(
        max.unwrap_or(DEFAULT_PROOF_LIMIT).min(MAX_COMPUTED) as usize,
    ))
}

/// The sequence of `family` as `seq` returns it: up to `G(to)`, or for a take-and-break game
/// without `to`, the preperiod and one period once the period is proven (every value computed
/// when it is not proven within `max`).
fn sequence(family: FamilyArg, to: Option<u64>, max: Option<u64>) -> Result<Narrow, Failure> {
    let family = family.resolve()?;
    let Some(rules) = family.take_break() else {
        let Some(to) = to else {
            return Err(Failure::Game(GameError::Unsupported(format!(
                "{} is not a take-and-break game, so its sequence has no natural end: give `to`",
                family.name()
            ))));
        };
        return Ok(Narrow::from_u64(family_values(family.as_ref(), to)?));
    };
    let goal = match to {
        Some(to) if to >= MAX_COMPUTED => {
            return Err(Failure::Game(GameError::TooLarge(format!(
                "G({to}) is beyond what grundy computes (heap sizes below 2^32)"
            ))));
        }
        Some(to) => Goal::count(to as usize + 1),
        None => proof_goal(
            &family.name(),
            &Computation::new(rules.clone(), EngineKind::Sparse),
            max,
        )?,
    };
    let run = run_take_break(rules, goal)?;
    let listed = match (to, run.proven_period()) {
        (Some(to), _) => to as usize + 1,
        (None, Some(period)) => (period.preperiod + period.period) as usize,
        (None, None) => run.len(),
    }
    .min(run.len());
    let mut values = run.into_values();
    values.truncate(listed);
    Ok(Narrow::from_values(values))
}

/// `grundy.seq`: the nim-sequence as a NumPy array.
#[pyfunction]
#[pyo3(signature = (family, to=None, max=None, games=None, timeout=None, max_memory=None, state_limit=None))]
#[allow(clippy::too_many_arguments)]
pub fn seq<'py>(
    py: Python<'py>,
    family: &Bound<'py, PyAny>,
    to: Option<i64>,
    max: Option<i64>,
    games: Option<&Bound<'py, PyAny>>,
    timeout: Option<f64>,
    max_memory: Option<&Bound<'py, PyAny>>,
    state_limit: Option<u64>,
) -> PyResult<Bound<'py, PyAny>> {
    let limits = Limits::new(timeout, max_memory, state_limit)?;
    let (to, max) = (count("to", to)?, count("max", max)?);
    let (family, games) = family_arg(family, games)?;
    let values = compute(py, &limits, &games, move || sequence(family, to, max))?;
    Ok(values.into_array(py))
}

/// `grundy.freq`: how many heap sizes of the sequence have each value.
#[pyfunction]
#[pyo3(signature = (family, to=None, max=None, games=None, timeout=None, max_memory=None, state_limit=None))]
#[allow(clippy::too_many_arguments)]
pub fn freq<'py>(
    py: Python<'py>,
    family: &Bound<'py, PyAny>,
    to: Option<i64>,
    max: Option<i64>,
    games: Option<&Bound<'py, PyAny>>,
    timeout: Option<f64>,
    max_memory: Option<&Bound<'py, PyAny>>,
    state_limit: Option<u64>,
) -> PyResult<Bound<'py, PyAny>> {
    let limits = Limits::new(timeout, max_memory, state_limit)?;
    let (to, max) = (count("to", to)?, count("max", max)?);
    let (family, games) = family_arg(family, games)?;
    let counts = compute(py, &limits, &games, move || {
        let counts = match sequence(family, to, max)? {
            Narrow::U8(v) => histogram(v.iter().map(|&x| u64::from(x))),
            Narrow::U16(v) => histogram(v.iter().map(|&x| u64::from(x))),
            Narrow::U32(v) => histogram(v.iter().map(|&x| u64::from(x))),
            Narrow::U64(v) => histogram(v.iter().copied()),
        }?;
        Ok(counts)
    })?;
    Ok(counts.into_pyarray(py).into_any())
}

/// `counts[v]`: how many of the values are `v`.
fn histogram(values: impl Iterator<Item = u64> + Clone) -> Result<Vec<i64>, Failure> {
    let largest = values.clone().max().unwrap_or(0);
    Budget::current().check_memory(
        largest.saturating_add(1).saturating_mul(8),
        format!("a count for each value up to {largest}"),
    )?;
    let mut counts = vec![0i64; largest as usize + 1];
    for value in values {
        counts[value as usize] += 1;
    }
    Ok(counts)
}

/// `grundy.period`: the period of a family, proven or observed, or None.
#[pyfunction]
#[pyo3(signature = (family, max=None, games=None, timeout=None, max_memory=None, state_limit=None))]
pub fn period(
    py: Python<'_>,
    family: &Bound<'_, PyAny>,
    max: Option<i64>,
    games: Option<&Bound<'_, PyAny>>,
    timeout: Option<f64>,
    max_memory: Option<&Bound<'_, PyAny>>,
    state_limit: Option<u64>,
) -> PyResult<Option<Period>> {
    let limits = Limits::new(timeout, max_memory, state_limit)?;
    let max = count("max", max)?;
    let (family, games) = family_arg(family, games)?;
    let report = compute(py, &limits, &games, move || {
        let family = family.resolve()?;
        if let Some(rules) = family.take_break() {
            let probe = Computation::new(rules.clone(), EngineKind::Sparse);
            let goal = if probe.provable() {
                proof_goal(&family.name(), &probe, max)?
            } else {
                Goal::count(max.unwrap_or(DEFAULT_OBSERVED).min(MAX_COMPUTED) as usize)
            };
            return Ok(run_take_break(rules, goal)?.period_report());
        }
        if let Some(known) = family.period()? {
            return Ok(Some(known));
        }
        let count = max.unwrap_or(DEFAULT_OBSERVED);
        if count == 0 {
            return Ok(None);
        }
        let values = family_values(family.as_ref(), count - 1)?;
        Ok(observed_period(values.len(), |n| values[n])
            .map(|period| PeriodReport::observed(period, values.len())))
    })?;
    Ok(report.map(Period))
}

/// `grundy.table`: `G(a, b)` for a < rows, b < cols, as a 2-D NumPy array.
#[pyfunction]
#[pyo3(signature = (family, rows, cols, games=None, timeout=None, max_memory=None, state_limit=None))]
#[allow(clippy::too_many_arguments)]
pub fn table<'py>(
    py: Python<'py>,
    family: &Bound<'py, PyAny>,
    rows: i64,
    cols: i64,
    games: Option<&Bound<'py, PyAny>>,
    timeout: Option<f64>,
    max_memory: Option<&Bound<'py, PyAny>>,
    state_limit: Option<u64>,
) -> PyResult<Bound<'py, PyAny>> {
    let limits = Limits::new(timeout, max_memory, state_limit)?;
    let (rows, cols) = (
        count("rows", Some(rows))?.unwrap_or(0),
        count("cols", Some(cols))?.unwrap_or(0),
    );
    if rows == 0 || cols == 0 || rows.saturating_mul(cols) > MAX_CELLS {
        return Err(PyValueError::new_err(format!(
            "rows and cols must be at least 1, with at most {MAX_CELLS} cells in all (asked for {rows} x {cols})"
        )));
    }
    let (family, games) = family_arg(family, games)?;
    let values = compute(py, &limits, &games, move || {
        let family = family.resolve()?;
        let budget = Budget::current();
        budget.check_memory(
            rows.saturating_mul(cols).saturating_mul(8),
            format!("a table of {rows} x {cols} values"),
        )?;
        let mut values = Vec::with_capacity((rows * cols) as usize);
        for a in 0..rows {
            budget.check()?;
            for b in 0..cols {
                let value = family.pair_nimber(a, b).ok_or_else(|| {
                    Failure::Game(GameError::Unsupported(format!(
                        "{} has no two-parameter positions, so it has no table; tables work for families whose positions are pairs, such as wythoff or a game whose states are tuples (a, b)",
                        family.name()
                    )))
                })??;
                values.push(u64::try_from(&value).map_err(|_| {
                    Failure::Value(format!("G({a},{b}) = {value} does not fit in 64 bits"))
                })?);
            }
            budget.add_progress(cols);
        }
        Ok(Narrow::from_u64(values))
    })?;
    values.into_table(py, rows as usize, cols as usize)
}

/// A count argument: None, or an int of at least 0.
fn count(name: &str, value: Option<i64>) -> PyResult<Option<u64>> {
    value
        .map(|value| {
            u64::try_from(value).map_err(|_| {
                PyValueError::new_err(format!("{name}={value}: give a number of at least 0"))
            })
        })
        .transpose()
}

/// The period of a nim-sequence: ``G(n + period) = G(n) + saltus`` for every n ≥ preperiod.
/// ``proven`` says whether a theorem (or a closed form) guarantees it, or it was only observed
/// on the first ``checked_to`` values (``checked_to`` is None for a closed form).
///
/// >>> import grundy
/// >>> grundy.period("sub[1,3,4]")
/// Period(preperiod=0, period=7, saltus=0, proven=True, checked_to=18)
/// >>> grundy.period("lasker")
/// Period(preperiod=1, period=4, saltus=4, proven=True, checked_to=None)
#[pyclass(frozen, eq, module = "grundy")]
#[derive(PartialEq)]
pub struct Period(PeriodReport);

#[pymethods]
impl Period {
    /// The first heap size from which the sequence repeats.
    #[getter]
    fn preperiod(&self) -> u64 {
        self.0.period.preperiod
    }

    /// The length of the repeating block.
    #[getter]
    fn period(&self) -> u64 {
        self.0.period.period
    }

    /// How much the values grow from one block to the next (0 for a plain period).
    #[getter]
    fn saltus(&self) -> u64 {
        self.0.period.saltus
    }

    /// Whether a theorem or a closed form guarantees the period for every n.
    #[getter]
    fn proven(&self) -> bool {
        self.0.proven
    }

    /// How many values were computed to find (and, if proven, certify) it; None for a closed
    /// form.
    #[getter]
    fn checked_to(&self) -> Option<u64> {
        self.0.checked_to
    }

    /// The period as a dict: the ``"period"`` object of ``grundy seq --json``.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let json = serde_json::to_string(&self.0).map_err(crate::errors::internal)?;
        json_loads(py, &json)
    }

    fn __repr__(&self) -> String {
        let checked_to = self
            .0
            .checked_to
            .map_or_else(|| "None".to_string(), |n| n.to_string());
        format!(
            "Period(preperiod={}, period={}, saltus={}, proven={}, checked_to={checked_to})",
            self.preperiod(),
            self.period(),
            self.saltus(),
            if self.0.proven { "True" } else { "False" },
        )
    }

    fn __hash__(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        (
            self.preperiod(),
            self.period(),
            self.saltus(),
            self.0.proven,
            self.0.checked_to,
        )
            .hash(&mut hasher);
        hasher.finish()
    }
}
