//! One call into the library: its limits, the games it may use, and its errors.

use std::sync::{Arc, LazyLock};

use grundy::budget::Caches;
use pyo3::prelude::*;

use crate::errors::Failure;
use crate::limits::Limits;
use crate::rules::{Game, cause};
use crate::run;

/// The tables and quotients the calls of this Python session reuse: the library keeps none of
/// its own between computations, and a notebook asks about the same games again and again.
static CACHES: LazyLock<Arc<Caches>> = LazyLock::new(Arc::default);

/// Runs `work` on a worker thread under a fresh budget made from `limits`, interruptibly and
/// with its progress written every `progress_every=` seconds (see [`run::interruptibly`]), and raises its failure as the matching Python exception, caused by
/// the exception a game's function raised, if any. The exception's text is written under the
/// same budget, so in the language the call asked for (`explain(lang="zh")`), English by
/// default.
pub fn compute<T: Send + 'static>(
    py: Python<'_>,
    limits: &Limits,
    games: &[Py<Game>],
    work: impl FnOnce() -> Result<T, Failure> + Send + 'static,
) -> PyResult<T> {
    let budget = limits.budget();
    budget.context().use_caches(Arc::clone(&CACHES));
    let result = run::interruptibly(py, &budget, limits.progress_every(), work)?;
    let raised = if games.is_empty() {
        None
    } else {
        match &result {
            Ok(_) => cause(games, &Failure::Value(String::new())),
            Err(failure) => cause(games, failure),
        }
    };
    result.map_err(|failure| budget.run(|| failure.into_pyerr(py, raised)))
}
