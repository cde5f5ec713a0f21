//! `grundy.remoteness_seq` and `grundy.remoteness_table`: how many moves perfect play lasts
//! from each heap or cell (the library's `RemotenessSeqReport` and `RemotenessTableReport`),
//! as the dictionaries of `grundy seq --remoteness --json` and `grundy table --remoteness
//! --json`.

use grundy::report::remoteness::{RemotenessSeqReport, RemotenessTableReport};
use pyo3::prelude::*;

use crate::call::compute;
use crate::eval::dict_of;
use crate::limits::Limits;
use crate::seq::{count, family_arg};

/// `grundy.remoteness_seq`: the remoteness of heaps `0..=to`.
#[pyfunction]
#[pyo3(signature = (family, to, games=None, timeout=None, max_memory=None, state_limit=None, progress_every=None))]
pub fn remoteness_seq<'py>(
    py: Python<'py>,
    family: &Bound<'py, PyAny>,
    to: i64,
    games: Option<&Bound<'py, PyAny>>,
    timeout: Option<f64>,
    max_memory: Option<&Bound<'py, PyAny>>,
    state_limit: Option<u64>,
    progress_every: Option<f64>,
) -> PyResult<Bound<'py, PyAny>> {
    let limits = Limits::new(timeout, max_memory, state_limit, progress_every)?;
    let to = count("to", Some(to))?.unwrap_or(0);
    let (family, games) = family_arg(family, games)?;
    let report = compute(py, &limits, &games, move || {
        Ok(RemotenessSeqReport::new(family.resolve()?.as_ref(), to)?)
    })?;
    dict_of(py, &report)
}

/// `grundy.remoteness_table`: the remoteness of the positions `(a, b)`.
#[pyfunction]
#[pyo3(signature = (family, rows, cols, games=None, timeout=None, max_memory=None, state_limit=None, progress_every=None))]
pub fn remoteness_table<'py>(
    py: Python<'py>,
    family: &Bound<'py, PyAny>,
    rows: i64,
    cols: i64,
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
    let report = compute(py, &limits, &games, move || {
        Ok(RemotenessTableReport::new(
            family.resolve()?.as_ref(),
            rows,
            cols,
        )?)
    })?;
    dict_of(py, &report)
}
