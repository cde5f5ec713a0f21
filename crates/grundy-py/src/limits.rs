//! The limits a call may set (`timeout=`, `max_memory=`, `state_limit=`), made into the budget
//! the call runs under, and how its progress is reported (`progress_every=`).

use std::time::Duration;

use grundy::Budget;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyString;

/// The limits of one call, as given; a fresh budget is made from them for each computation.
#[derive(Clone, Copy, Debug, Default)]
pub struct Limits {
    timeout: Option<Duration>,
    max_memory: Option<u64>,
    state_limit: Option<u64>,
    progress_every: Option<Duration>,
}

impl Limits {
    /// Reads the keyword arguments: seconds, a size in bytes or as text (`"512M"`), a count,
    /// and the seconds between two lines of progress (at least the sampling pace, 0.1).
    pub fn new(
        timeout: Option<f64>,
        max_memory: Option<&Bound<'_, PyAny>>,
        state_limit: Option<u64>,
        progress_every: Option<f64>,
    ) -> PyResult<Limits> {
        let timeout = match timeout {
            None => None,
            Some(seconds) if seconds.is_finite() && seconds >= 0.0 => {
                Some(Duration::try_from_secs_f64(seconds).map_err(|_| {
                    PyValueError::new_err(format!("timeout={seconds} is not a usable time"))
                })?)
            }
            Some(seconds) => {
                return Err(PyValueError::new_err(format!(
                    "timeout={seconds}: give a number of seconds, 0 or more"
                )));
            }
        };
        let max_memory = match max_memory {
            None => None,
            Some(size) if size.is_none() => None,
            Some(size) => Some(memory_size(size)?),
        };
        if state_limit == Some(0) {
            return Err(PyValueError::new_err(
                "state_limit=0: a search must be allowed at least one position",
            ));
        }
        let shortest = grundy::progress::SAMPLE_EVERY;
        let progress_every = match progress_every {
            None => None,
            Some(seconds) if seconds.is_finite() && seconds >= shortest.as_secs_f64() => {
                Some(Duration::from_secs_f64(seconds.min(1e9)))
            }
            Some(seconds) => {
                return Err(PyValueError::new_err(format!(
                    "progress_every={seconds}: give a number of seconds, {} or more",
                    shortest.as_secs_f64()
                )));
            }
        };
        Ok(Limits {
            timeout,
            max_memory,
            state_limit,
            progress_every,
        })
    }

    /// How often a line of progress is written to `sys.stderr`, if asked for.
    pub fn progress_every(&self) -> Option<Duration> {
        self.progress_every
    }

    /// A budget with these limits (the library's defaults for those not given); the clock of
    /// the timeout starts now.
    pub fn budget(&self) -> Budget {
        let mut budget = Budget::default();
        if let Some(limit) = self.state_limit {
            budget = budget.with_state_limit(limit);
        }
        if let Some(limit) = self.max_memory {
            budget = budget.with_memory_limit(limit);
        }
        if let Some(timeout) = self.timeout {
            budget = budget.with_timeout(timeout);
        }
        budget
    }
}

/// `4 << 30`, `"4G"`, `"512M"`, `"64K"`, `"1.5G"`, `"1000"` (bytes).
fn memory_size(size: &Bound<'_, PyAny>) -> PyResult<u64> {
    if let Ok(text) = size.cast::<PyString>() {
        let text = text.to_cow()?;
        return grundy::budget::parse_bytes(&text)
            .map_err(|why| PyValueError::new_err(format!("max_memory: {why}")));
    }
    let bytes: i128 = size.extract().map_err(|_| {
        PyTypeError::new_err("max_memory: give a number of bytes or a size such as \"512M\"")
    })?;
    u64::try_from(bytes)
        .ok()
        .filter(|&bytes| bytes > 0)
        .ok_or_else(|| PyValueError::new_err(format!("max_memory={bytes} is not a usable size")))
}
