//! The extension module `grundy._grundy` of the Python package `grundy`.
//!
//! A front end like the command line: it reads arguments, calls the library under a budget and
//! converts what the library reports (`grundy::report`) to Python objects; the games, values and
//! reports are the library's. The public Python API, with its documentation, is
//! `python/grundy/__init__.py`.

// A #[pyfunction]'s arguments are its Python arguments: the limits alone are four keywords.
#![allow(clippy::too_many_arguments)]

mod call;
mod errors;
mod eval;
mod found_rules;
mod lang;
mod limits;
mod misere_seq;
mod quotient;
mod remoteness;
mod rules;
mod run;
mod seq;
mod sweep;

use pyo3::prelude::*;
use pyo3::types::PyDict;

/// Every game family of the expression language: name, usage, summary, example, and whether
/// it reads a file.
#[pyfunction]
fn games<'py>(py: Python<'py>) -> PyResult<Vec<Bound<'py, PyDict>>> {
    grundy::report::games::games()
        .iter()
        .map(|game| {
            let entry = PyDict::new(py);
            entry.set_item("name", game.name)?;
            entry.set_item("usage", game.usage)?;
            entry.set_item("summary", game.summary())?;
            entry.set_item("example", game.example)?;
            entry.set_item("reads_files", game.reads_files)?;
            Ok(entry)
        })
        .collect()
}

#[pymodule]
#[pyo3(name = "_grundy")]
fn grundy_module(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add("SWEEP_COLUMNS", grundy::sweep::SweepRow::COLUMNS.to_vec())?;
    m.add(
        "PARAM_SWEEP_COLUMNS",
        grundy::report::param_sweep::ParameterRow::COLUMNS.to_vec(),
    )?;
    m.add_function(wrap_pyfunction!(eval::eval, m)?)?;
    m.add_function(wrap_pyfunction!(eval::computer_move, m)?)?;
    m.add_function(wrap_pyfunction!(eval::options, m)?)?;
    m.add_function(wrap_pyfunction!(eval::board, m)?)?;
    m.add_function(wrap_pyfunction!(eval::misere_form, m)?)?;
    m.add_function(wrap_pyfunction!(rules::rules, m)?)?;
    m.add_function(wrap_pyfunction!(games, m)?)?;
    m.add_function(wrap_pyfunction!(seq::seq, m)?)?;
    m.add_function(wrap_pyfunction!(seq::freq, m)?)?;
    m.add_function(wrap_pyfunction!(seq::period, m)?)?;
    m.add_function(wrap_pyfunction!(seq::table, m)?)?;
    m.add_function(wrap_pyfunction!(found_rules::find_rules, m)?)?;
    m.add_function(wrap_pyfunction!(misere_seq::misere_seq, m)?)?;
    m.add_function(wrap_pyfunction!(remoteness::remoteness_seq, m)?)?;
    m.add_function(wrap_pyfunction!(remoteness::remoteness_table, m)?)?;
    m.add_function(wrap_pyfunction!(found_rules::param_sweep, m)?)?;
    m.add_function(wrap_pyfunction!(quotient::quotient, m)?)?;
    m.add_function(wrap_pyfunction!(sweep::sweep_codes, m)?)?;
    m.add_function(wrap_pyfunction!(sweep::sweep_rows, m)?)?;
    m.add_function(wrap_pyfunction!(sweep::sweep_group, m)?)?;
    m.add_class::<eval::Evaluation>()?;
    m.add_class::<misere_seq::MisereSequence>()?;
    m.add_class::<eval::Move>()?;
    m.add_class::<eval::Graph>()?;
    m.add_class::<rules::Game>()?;
    m.add_class::<rules::Split>()?;
    m.add_class::<seq::Period>()?;
    m.add_class::<found_rules::Rule>()?;
    m.add_class::<quotient::Quotient>()?;
    Ok(())
}
