//! `grundy.find_rules`: the rules a nim-sequence or a table follows, found by the library's rule
//! finder (`grundy::rule_finder`), as [`Rule`] objects.

use grundy::GameError;
use grundy::report::misere_seq::MisereSeqReport;
use grundy::report::param_sweep::{Cell, ParamSweepReport};
use grundy::report::seq::{SeqReport, SeqRequest};
use grundy::report::table::TableReport;
use grundy::rule_finder::{FoundRule, Place};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyList};

use crate::call::compute;
use crate::eval::dict_of;
use crate::limits::Limits;
use crate::seq::{count, family_arg};

/// `grundy.find_rules`: the rules of `G(0..=to)` (a one-heap family), or of the table of
/// `rows` × `cols` (a two-parameter family).
#[pyfunction]
#[pyo3(signature = (family, to=None, rows=None, cols=None, max=None, misere=false, games=None, timeout=None, max_memory=None, state_limit=None, progress_every=None))]
pub fn find_rules(
    py: Python<'_>,
    family: &Bound<'_, PyAny>,
    to: Option<i64>,
    rows: Option<i64>,
    cols: Option<i64>,
    max: Option<i64>,
    misere: bool,
    games: Option<&Bound<'_, PyAny>>,
    timeout: Option<f64>,
    max_memory: Option<&Bound<'_, PyAny>>,
    state_limit: Option<u64>,
    progress_every: Option<f64>,
) -> PyResult<Vec<Rule>> {
    let limits = Limits::new(timeout, max_memory, state_limit, progress_every)?;
    let (to, max) = (count("to", to)?, count("max", max)?);
    let (rows, cols) = (count("rows", rows)?, count("cols", cols)?);
    let table = match (rows, cols) {
        (None, None) => None,
        (Some(rows), Some(cols)) if to.is_none() && max.is_none() => Some((rows, cols)),
        (Some(_), Some(_)) => {
            return Err(PyValueError::new_err(
                "give either to (and max) for a sequence, or rows and cols for a table, not both",
            ));
        }
        _ => {
            return Err(PyValueError::new_err("a table needs both rows and cols"));
        }
    };
    let (family, games) = family_arg(family, games)?;
    let rules = compute(py, &limits, &games, move || {
        let family = family.resolve()?;
        if let Some((rows, cols)) = table {
            let report = if misere {
                TableReport::misere(family.as_ref(), rows, cols)?
            } else {
                TableReport::new(family.as_ref(), rows, cols)?
            };
            return Ok(report.rules);
        }
        if misere {
            let Some(to) = to else {
                return Err(GameError::Unsupported(
                    "the rules of a misère sequence need its last heap size: give to".into(),
                )
                .into());
            };
            let report = MisereSeqReport::new(family.as_ref(), to, true)?;
            return Ok(report.rules.unwrap_or_default());
        }
        let request = SeqRequest {
            to,
            values: false,
            proof_limit: max,
            ..SeqRequest::default()
        };
        let report = SeqReport::new(family, &request)?;
        Ok(report
            .findings()?
            .map(|findings| findings.rules.clone())
            .unwrap_or_default())
    })?;
    Ok(rules.into_iter().map(Rule).collect())
}

/// A rule the values follow, from the rule finder's catalogue: ``kind`` names its shape,
/// ``text`` states it, ``proven`` says whether a theorem proves it (otherwise it was observed
/// on the values up to ``checked_to``: a heap size, or a cell ``(a, b)``), and ``exceptions``
/// lists the few places it fails, if any. ``str(rule)`` says all of it in words.
///
/// >>> import grundy
/// >>> rule = grundy.find_rules("sub[1,2]", to=30)[0]
/// >>> rule
/// Rule(kind='periodic', text='G(n) = n mod 3', proven=True, checked_to=30, exceptions=[])
/// >>> print(rule)
/// G(n) = n mod 3 (proven)
#[pyclass(frozen, eq, module = "grundy")]
#[derive(PartialEq)]
pub struct Rule(pub(crate) FoundRule);

/// A place as Python sees it: an int, or a tuple `(a, b)`.
fn place<'py>(py: Python<'py>, place: Place) -> PyResult<Bound<'py, PyAny>> {
    Ok(match place {
        Place::Heap(n) => n.into_pyobject(py)?.into_any(),
        Place::Cell(a, b) => (a, b).into_pyobject(py)?.into_any(),
    })
}

#[pymethods]
impl Rule {
    /// The shape, as the catalogue names it (``"periodic"``, ``"p_fibonacci"``, ``"xor"``, …).
    #[getter]
    fn kind(&self) -> &'static str {
        self.0.kind
    }

    /// The rule as a formula.
    #[getter]
    fn text(&self) -> &str {
        &self.0.text
    }

    /// Whether a theorem proves the rule for every position.
    #[getter]
    fn proven(&self) -> bool {
        self.0.proven
    }

    /// The last place checked: a heap size, or a cell ``(a, b)``.
    #[getter]
    fn checked_to<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        place(py, self.0.checked_to)
    }

    /// The places where the values break the rule (a few at most; empty when it holds
    /// everywhere it was checked).
    #[getter]
    fn exceptions<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let places = self
            .0
            .exceptions
            .iter()
            .map(|&at| place(py, at))
            .collect::<PyResult<Vec<_>>>()?;
        PyList::new(py, places)
    }

    /// The rule as a dict: an element of ``"rules"`` in ``grundy seq --json``.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        dict_of(py, &self.0)
    }

    fn __str__(&self) -> String {
        self.0.stated()
    }

    fn __repr__(&self) -> String {
        let exceptions: Vec<String> = self.0.exceptions.iter().map(Place::to_string).collect();
        format!(
            "Rule(kind='{}', text='{}', proven={}, checked_to={}, exceptions=[{}])",
            self.0.kind,
            self.0.text.replace('\\', "\\\\").replace('\'', "\\'"),
            if self.0.proven { "True" } else { "False" },
            self.0.checked_to,
            exceptions.join(", ")
        )
    }
}

/// `grundy.param_sweep`: the sweep of a family with a range of its parameter, as the library's
/// JSON (the Python side makes a DataFrame of it).
#[pyfunction]
#[pyo3(signature = (pattern, to=None, games=None, timeout=None, max_memory=None, state_limit=None, progress_every=None))]
pub fn param_sweep(
    py: Python<'_>,
    pattern: String,
    to: Option<i64>,
    games: Option<&Bound<'_, PyAny>>,
    timeout: Option<f64>,
    max_memory: Option<&Bound<'_, PyAny>>,
    state_limit: Option<u64>,
    progress_every: Option<f64>,
) -> PyResult<(String, Vec<Vec<Py<PyAny>>>)> {
    let limits = Limits::new(timeout, max_memory, state_limit, progress_every)?;
    let to = count("to", to)?;
    let (parser, games) = crate::rules::parser_with(games)?;
    let report = compute(py, &limits, &games, move || {
        Ok(ParamSweepReport::new(&pattern, to, &parser)?)
    })?;
    let json = serde_json::to_string(&report).map_err(crate::errors::internal)?;
    // The rows as the table's cells, typed, under `PARAM_SWEEP_COLUMNS`: the library says what
    // each column holds, for the DataFrame as for the command line's CSV.
    let rows = report
        .rows
        .iter()
        .map(|row| {
            row.cells()
                .into_iter()
                .map(|cell| match cell {
                    Cell::Integer(n) => {
                        let Ok(n) = n.into_pyobject(py);
                        n.into_any().unbind()
                    }
                    Cell::Flag(flag) => PyBool::new(py, flag).to_owned().into_any().unbind(),
                    Cell::Text(text) => {
                        let Ok(text) = text.into_pyobject(py);
                        text.into_any().unbind()
                    }
                    Cell::Missing => py.None(),
                })
                .collect::<Vec<Py<PyAny>>>()
        })
        .collect::<Vec<_>>();
    Ok((json, rows))
}
