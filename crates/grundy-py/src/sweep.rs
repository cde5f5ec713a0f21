//! The three steps of `grundy.sweep`, which the Python side puts together, on this process or
//! as tasks on a Dask cluster: the codes of the patterns, the rows of some codes, and one row
//! per game. Rows cross into Python as the library's JSON ([`SweepRow`]), so a row computed on
//! another machine comes back exactly as the command line's `sweep --format json` has it.

use grundy::sweep::code_pattern::expand_all;
use grundy::sweep::{
    DEFAULT_LIMIT, LimitProblem, SweepLimit, SweepReport, SweepRow, distinct_codes, group,
    run_codes,
};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::call::compute;
use crate::errors::Failure;
use crate::limits::Limits;
use crate::seq::count;

/// The limit of `to=` or `max=` (not both; the default when neither).
fn limit(to: Option<i64>, max: Option<i64>) -> PyResult<SweepLimit> {
    let limit = match (count("to", to)?, count("max", max)?) {
        (Some(_), Some(_)) => {
            return Err(PyValueError::new_err(
                "give to= (exactly G(0..=to) of every code) or max= (until proven, at most max values), not both",
            ));
        }
        (Some(to), None) => SweepLimit::To(to),
        (None, Some(max)) => SweepLimit::Max(max),
        (None, None) => DEFAULT_LIMIT,
    };
    // The library's reasons, in the words of the keyword arguments.
    match (limit, limit.problem()) {
        (_, Some(LimitProblem::NoValues)) => Err(PyValueError::new_err(
            "max=0: a sweep computes at least one value of each code",
        )),
        (SweepLimit::To(n) | SweepLimit::Max(n), Some(LimitProblem::BeyondComputed)) => {
            let name = if matches!(limit, SweepLimit::To(_)) {
                "to"
            } else {
                "max"
            };
            Err(PyValueError::new_err(format!(
                "{name}={n} is beyond what grundy computes (heap sizes below 2^32)"
            )))
        }
        (_, None) => Ok(limit),
    }
}

/// `(codes, distinct)`: every code of the patterns, in order, and those to compute (the first
/// of each set of codes with the same rules). The limit and `max_memory` are checked here too,
/// so that a bad one is reported before any task is sent to a cluster.
#[pyfunction]
#[pyo3(signature = (patterns, hex=false, to=None, max=None, max_memory=None))]
pub fn sweep_codes(
    py: Python<'_>,
    patterns: Vec<String>,
    hex: bool,
    to: Option<i64>,
    max: Option<i64>,
    max_memory: Option<&Bound<'_, PyAny>>,
) -> PyResult<(Vec<String>, Vec<String>)> {
    limit(to, max)?;
    Limits::new(None, max_memory, None, None)?;
    let codes = expand_all(&patterns, hex).map_err(|mut error| {
        if error.needs_hex {
            error.error.message += ": give hex=True for hexadecimal codes";
        }
        Failure::Parse(error.error, patterns[error.index].clone()).into_pyerr(py, None)
    })?;
    let distinct =
        distinct_codes(&codes).map_err(|error| Failure::from(error).into_pyerr(py, None))?;
    Ok((codes, distinct))
}

/// The rows of `codes` (each as JSON), computed `jobs` at a time, in the order they finish.
#[pyfunction]
#[pyo3(signature = (codes, to=None, max=None, jobs=None, timeout=None, max_memory=None, progress_every=None))]
pub fn sweep_rows(
    py: Python<'_>,
    codes: Vec<String>,
    to: Option<i64>,
    max: Option<i64>,
    jobs: Option<usize>,
    timeout: Option<f64>,
    max_memory: Option<&Bound<'_, PyAny>>,
    progress_every: Option<f64>,
) -> PyResult<Vec<String>> {
    let limits = Limits::new(timeout, max_memory, None, progress_every)?;
    let limit = limit(to, max)?;
    let jobs = match jobs {
        Some(0) => return Err(PyValueError::new_err("jobs=0: give at least 1")),
        Some(jobs) => jobs,
        None => std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    compute(py, &limits, &[], move || {
        let mut rows = Vec::with_capacity(codes.len());
        // A cluster's tasks are run again by Dask when lost; no values are kept under way.
        run_codes(&codes, limit, false, jobs, None, |run| {
            rows.push(serde_json::to_string(&run.row).expect("a row serializes"));
            true
        })?;
        Ok(rows)
    })
}

/// The sweep's report as JSON (`{"limit", "codes", "rows"}`, the command line's `sweep
/// --format json`): the rows (JSON, one per distinct code, computed anywhere with the limit of
/// `to=` or `max=`) of a sweep of `codes`, one per game.
#[pyfunction]
#[pyo3(signature = (codes, rows, to=None, max=None, timeout=None, max_memory=None, progress_every=None))]
pub fn sweep_group(
    py: Python<'_>,
    codes: Vec<String>,
    rows: Vec<String>,
    to: Option<i64>,
    max: Option<i64>,
    timeout: Option<f64>,
    max_memory: Option<&Bound<'_, PyAny>>,
    progress_every: Option<f64>,
) -> PyResult<String> {
    let limits = Limits::new(timeout, max_memory, None, progress_every)?;
    let limit = limit(to, max)?;
    let rows = rows
        .iter()
        .map(|text| serde_json::from_str::<SweepRow>(text))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|error| PyValueError::new_err(format!("not a row of a sweep: {error}")))?;
    compute(py, &limits, &[], move || {
        let report = SweepReport {
            limit,
            codes: codes.len(),
            rows: group(&codes, rows)?,
        };
        Ok(serde_json::to_string(&report).expect("a report serializes"))
    })
}
