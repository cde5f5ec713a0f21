//! The library's errors as Python exceptions. The exception classes are defined in Python
//! (`grundy/_errors.py`), where they can have two bases (`ParseError` is also a `ValueError`)
//! and attributes; this module raises them. Their text is the library's, in the language of the
//! call (see `call::compute`), and so are the hints naming the keyword arguments, from the
//! package's own catalogue (`crate::lang`).

use grundy::budget::LimitExceeded;
use grundy::error::quotient_beyond_limits;
use grundy::{GameError, ParseError};
use pyo3::call::PyCallArgs;
use pyo3::exceptions::{PyKeyboardInterrupt, PyRuntimeError};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyModule;

use crate::lang::t;

/// Why a computation failed, carried back from the worker thread.
#[derive(Debug)]
pub enum Failure {
    /// An expression or family could not be read: the error and the text.
    Parse(ParseError, String),
    /// The computation failed.
    Game(GameError),
    /// A value cannot be returned as asked (a value beyond 64 bits in an array, say).
    Value(String),
}

impl From<GameError> for Failure {
    fn from(error: GameError) -> Failure {
        Failure::Game(error)
    }
}

impl From<LimitExceeded> for Failure {
    fn from(error: LimitExceeded) -> Failure {
        Failure::Game(error.into())
    }
}

/// The Python class `grundy._errors.NAME`.
fn class<'py>(py: Python<'py>, name: &str) -> PyResult<Bound<'py, PyAny>> {
    static ERRORS: PyOnceLock<Py<PyModule>> = PyOnceLock::new();
    let module = ERRORS.get_or_try_init(py, || {
        PyModule::import(py, "grundy._errors").map(Bound::unbind)
    })?;
    module.bind(py).getattr(name)
}

/// An instance of `grundy._errors.NAME`, made with `args`, as an error to raise.
fn raise<'py>(py: Python<'py>, name: &str, args: impl PyCallArgs<'py>) -> PyErr {
    match class(py, name).and_then(|class| class.call1(args)) {
        Ok(instance) => PyErr::from_value(instance),
        Err(error) => error,
    }
}

impl Failure {
    /// The exception to raise. `cause`, when given, becomes its `__cause__` (the exception a
    /// game's Python function raised).
    pub fn into_pyerr(self, py: Python<'_>, cause: Option<PyErr>) -> PyErr {
        let error = match self {
            Failure::Parse(error, source) => {
                let rendered = error.render(&source);
                let text = rendered.strip_prefix("error at ").unwrap_or(&rendered);
                raise(py, "ParseError", (text.to_string(), error.column))
            }
            Failure::Value(message) => raise(py, "GrundyError", (message,)),
            Failure::Game(GameError::Limit(limit)) => limit_error(py, limit, None),
            // A quotient stopped by a limit raises that limit's error, saying what it means.
            Failure::Game(GameError::QuotientBeyondLimits { game, heaps, cause }) => {
                let note = quotient_beyond_limits(&game, heaps);
                match *cause {
                    GameError::Limit(limit) => limit_error(py, limit, Some(&note)),
                    other => raise(py, "GrundyError", (format!("{other}\n{note}"),)),
                }
            }
            Failure::Game(GameError::Script(message)) => raise(py, "RulesError", (message,)),
            Failure::Game(other) => raise(py, "GrundyError", (other.to_string(),)),
        };
        if let Some(cause) = cause {
            error.set_cause(py, Some(cause));
        }
        error
    }
}

/// A limit of the call, in the words of its keyword argument, with `note` as a last line.
fn limit_error(py: Python<'_>, limit: LimitExceeded, note: Option<&str>) -> PyErr {
    let (class, text) = match limit {
        // Only a KeyboardInterrupt cancels a call's budget; it is raised by then, but a
        // cancelled result may still be on its way.
        LimitExceeded::Cancelled => return PyKeyboardInterrupt::new_err(limit.to_string()),
        LimitExceeded::Timeout { .. } => (
            "TimeLimitError",
            t!("python-limit-timeout", limit = limit.to_string()),
        ),
        LimitExceeded::States { .. } => (
            "StateLimitError",
            t!("python-limit-states", limit = limit.to_string()),
        ),
        LimitExceeded::Memory { .. } => (
            "MemoryLimitError",
            t!("python-limit-memory", limit = limit.to_string()),
        ),
    };
    match note {
        Some(note) => raise(py, class, (format!("{text}\n{note}"),)),
        None => raise(py, class, (text,)),
    }
}

/// An error that should not happen, reported as a bug.
pub fn internal(what: impl std::fmt::Display) -> PyErr {
    PyRuntimeError::new_err(t!("python-internal-error", what = what.to_string()))
}
