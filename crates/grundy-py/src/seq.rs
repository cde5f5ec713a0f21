//! `grundy.seq`, `grundy.freq`, `grundy.period` and `grundy.table`: nim-sequences and tables as
//! NumPy arrays, and periods.
//!
//! Every array has the narrowest unsigned type that holds its largest value. Take-and-break
//! games run on the library's engine, whose values are already one, two or four bytes wide (the
//! narrowest that holds every value it computed): the engine's buffer becomes the array without
//! a copy, unless the engine computed past the values asked for and widened its buffer for a
//! larger value there. Other families are valued one heap at a time.

use std::sync::Arc;

use grundy::budget::Budget;
use grundy::games::ScriptFamily;
use grundy::parse::Parser;
use grundy::report::seq::{SeqReport, SeqRequest};
use grundy::report::table::TableReport;
use grundy::takebreak::{PeriodProver, Values};
use grundy::{AnyFamily, PeriodReport};
use numpy::IntoPyArray;
use numpy::ndarray::Array2;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyString, PyTuple};

use crate::call::compute;
use crate::errors::Failure;
use crate::eval::dict_of;
use crate::lang::t;
use crate::limits::Limits;
use crate::rules::{Game, parser_with};

/// How many values are looked at for the period of a family no theorem covers, by default.
const DEFAULT_OBSERVED: u64 = 10_000;

/// A family as given: text, read on the worker thread, or a game made by `grundy.rules`.
pub(crate) enum FamilyArg {
    Text(String, Parser),
    Game(Arc<ScriptFamily>),
}

impl FamilyArg {
    pub(crate) fn resolve(self) -> Result<Arc<dyn AnyFamily>, Failure> {
        match self {
            FamilyArg::Text(text, parser) => parser
                .parse_family(&text)
                .map_err(|error| Failure::Parse(error, text)),
            FamilyArg::Game(family) => Ok(family),
        }
    }
}

/// Reads the family argument and the games it may use.
pub(crate) fn family_arg(
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
pub(crate) enum Narrow {
    U8(Vec<u8>),
    U16(Vec<u16>),
    U32(Vec<u32>),
    U64(Vec<u64>),
}

impl Narrow {
    /// `values` as they are when their type is the narrowest that holds them, otherwise
    /// copied into that type. `keep` wraps the values as they are.
    fn narrowed<T: Copy + Into<u64>>(values: Vec<T>, keep: fn(Vec<T>) -> Narrow) -> Narrow {
        let width = std::mem::size_of::<T>();
        let largest = values
            .iter()
            .map(|&v| Into::<u64>::into(v))
            .max()
            .unwrap_or(0);
        if width > 1 && largest <= u64::from(u8::MAX) {
            Narrow::U8(values.iter().map(|&v| Into::<u64>::into(v) as u8).collect())
        } else if width > 2 && largest <= u64::from(u16::MAX) {
            Narrow::U16(
                values
                    .iter()
                    .map(|&v| Into::<u64>::into(v) as u16)
                    .collect(),
            )
        } else if width > 4 && largest <= u64::from(u32::MAX) {
            Narrow::U32(
                values
                    .iter()
                    .map(|&v| Into::<u64>::into(v) as u32)
                    .collect(),
            )
        } else {
            keep(values)
        }
    }

    pub(crate) fn from_u64(values: Vec<u64>) -> Narrow {
        Narrow::narrowed(values, Narrow::U64)
    }

    /// The engine's values: its own buffer, without a copy, unless the engine widened it for
    /// a value beyond those listed.
    fn from_values(values: Values) -> Narrow {
        match values {
            Values::U8(v) => Narrow::U8(v),
            Values::U16(v) => Narrow::narrowed(v, Narrow::U16),
            Values::U32(v) => Narrow::narrowed(v, Narrow::U32),
        }
    }

    /// A 1-D array owning the buffer (no copy).
    pub(crate) fn into_array(self, py: Python<'_>) -> Bound<'_, PyAny> {
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

/// The sequence of `family` as `seq` returns it: the library's report of `G(0..=to)`, or for a
/// take-and-break game without `to`, of the preperiod and one period once the period is proven
/// (every value computed when it is not proven within `max`).
fn sequence(family: FamilyArg, to: Option<u64>, max: Option<u64>) -> Result<Narrow, Failure> {
    let request = SeqRequest {
        to,
        proof_limit: max,
        ..SeqRequest::default()
    };
    let report = SeqReport::new(family.resolve()?, &request)?;
    if report.computation().is_none() {
        // Valued one heap at a time, as they are read.
        let budget = Budget::current();
        budget.check_memory(
            (report.len() as u64).saturating_mul(8),
            t!(
                "python-memory-sequence",
                family = report.family(),
                last = report.len() as u64 - 1
            ),
        )?;
        let mut values = Vec::with_capacity(report.len());
        for (n, value) in report.values().enumerate() {
            let value = value?;
            values.push(value.to_u64().ok_or_else(|| {
                Failure::Value(format!("G({n}) = {value} does not fit in 64 bits"))
            })?);
        }
        return Ok(Narrow::from_u64(values));
    }
    let values = report
        .into_take_break_values()
        .expect("a take-and-break report has its values");
    Ok(Narrow::from_values(values))
}

/// `grundy.seq`: the nim-sequence as a NumPy array.
#[pyfunction]
#[pyo3(signature = (family, to=None, max=None, games=None, timeout=None, max_memory=None, state_limit=None, progress_every=None))]
pub fn seq<'py>(
    py: Python<'py>,
    family: &Bound<'py, PyAny>,
    to: Option<i64>,
    max: Option<i64>,
    games: Option<&Bound<'py, PyAny>>,
    timeout: Option<f64>,
    max_memory: Option<&Bound<'py, PyAny>>,
    state_limit: Option<u64>,
    progress_every: Option<f64>,
) -> PyResult<Bound<'py, PyAny>> {
    let limits = Limits::new(timeout, max_memory, state_limit, progress_every)?;
    let (to, max) = (count("to", to)?, count("max", max)?);
    let (family, games) = family_arg(family, games)?;
    let values = compute(py, &limits, &games, move || sequence(family, to, max))?;
    Ok(values.into_array(py))
}

/// `grundy.freq`: how many heap sizes of the sequence have each value.
#[pyfunction]
#[pyo3(signature = (family, to=None, max=None, games=None, timeout=None, max_memory=None, state_limit=None, progress_every=None))]
pub fn freq<'py>(
    py: Python<'py>,
    family: &Bound<'py, PyAny>,
    to: Option<i64>,
    max: Option<i64>,
    games: Option<&Bound<'py, PyAny>>,
    timeout: Option<f64>,
    max_memory: Option<&Bound<'py, PyAny>>,
    state_limit: Option<u64>,
    progress_every: Option<f64>,
) -> PyResult<Bound<'py, PyAny>> {
    let limits = Limits::new(timeout, max_memory, state_limit, progress_every)?;
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
        t!("python-memory-value-counts", largest = largest),
    )?;
    let mut counts = vec![0i64; largest as usize + 1];
    for value in values {
        counts[value as usize] += 1;
    }
    Ok(counts)
}

/// `grundy.period`: the period of a family, proven or observed, or None.
#[pyfunction]
#[pyo3(signature = (family, max=None, games=None, timeout=None, max_memory=None, state_limit=None, progress_every=None))]
pub fn period(
    py: Python<'_>,
    family: &Bound<'_, PyAny>,
    max: Option<i64>,
    games: Option<&Bound<'_, PyAny>>,
    timeout: Option<f64>,
    max_memory: Option<&Bound<'_, PyAny>>,
    state_limit: Option<u64>,
    progress_every: Option<f64>,
) -> PyResult<Option<Period>> {
    let limits = Limits::new(timeout, max_memory, state_limit, progress_every)?;
    let max = count("max", max)?;
    let (family, games) = family_arg(family, games)?;
    let report = compute(py, &limits, &games, move || {
        let family = family.resolve()?;
        let provable = family
            .take_break()
            .is_some_and(|rules| PeriodProver::new(&rules).applies());
        // A theorem proves the period: compute until it does (within `max`). Otherwise the
        // period known by a closed form, or the one the first `max` values show.
        let request = if provable {
            SeqRequest {
                to: None,
                values: false,
                proof_limit: max,
                ..SeqRequest::default()
            }
        } else {
            let count = max.unwrap_or(DEFAULT_OBSERVED);
            if count == 0 {
                return Ok(family.period()?);
            }
            SeqRequest {
                values: false,
                ..SeqRequest::to(count - 1)
            }
        };
        Ok(SeqReport::new(family, &request)?.period()?)
    })?;
    Ok(report.map(Period))
}

/// `grundy.table`: `G(a, b)` (or, with `misere`, `G⁻(a, b)`) for a < rows, b < cols, as a 2-D
/// NumPy array.
#[pyfunction]
#[pyo3(signature = (family, rows, cols, misere=false, games=None, timeout=None, max_memory=None, state_limit=None, progress_every=None))]
pub fn table<'py>(
    py: Python<'py>,
    family: &Bound<'py, PyAny>,
    rows: i64,
    cols: i64,
    misere: bool,
    games: Option<&Bound<'py, PyAny>>,
    timeout: Option<f64>,
    max_memory: Option<&Bound<'py, PyAny>>,
    state_limit: Option<u64>,
    progress_every: Option<f64>,
) -> PyResult<Bound<'py, PyAny>> {
    let limits = Limits::new(timeout, max_memory, state_limit, progress_every)?;
    let (rows, cols) = (
        count("rows", Some(rows))?.unwrap_or(0),
        count("cols", Some(cols))?.unwrap_or(0),
    );
    let (family, games) = family_arg(family, games)?;
    let values = compute(py, &limits, &games, move || {
        let family = family.resolve()?;
        let report = if misere {
            TableReport::misere(family.as_ref(), rows, cols)?
        } else {
            TableReport::new(family.as_ref(), rows, cols)?
        };
        Ok(Narrow::from_u64(
            report.values.into_iter().flatten().collect(),
        ))
    })?;
    values.into_table(py, rows as usize, cols as usize)
}

/// A count argument: None, or an int of at least 0.
pub(crate) fn count(name: &str, value: Option<i64>) -> PyResult<Option<u64>> {
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
    #[new]
    #[pyo3(signature = (preperiod, period, saltus, proven, checked_to))]
    fn new(
        preperiod: u64,
        period: u64,
        saltus: u64,
        proven: bool,
        checked_to: Option<u64>,
    ) -> Period {
        Period(PeriodReport {
            period: grundy::Period {
                preperiod,
                period,
                saltus,
            },
            proven,
            checked_to,
        })
    }

    /// Pickled as its fields (to cross to other processes: Dask workers, say).
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let py = slf.py();
        let this = slf.get();
        let args = (
            this.preperiod(),
            this.period(),
            this.saltus(),
            this.0.proven,
            this.0.checked_to,
        )
            .into_pyobject(py)?;
        PyTuple::new(py, [slf.get_type().into_any(), args.into_any()])
    }

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
        dict_of(py, &self.0)
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
