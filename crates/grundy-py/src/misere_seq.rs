//! `grundy.misere_seq`: who wins each heap of a one-heap family in misère play, its misère
//! values `G⁻(n)` where the library could compute them, the P-positions and the rules, as a
//! [`MisereSequence`] (the library's `MisereSeqReport`).

use grundy::report::misere_seq::MisereSeqReport;
use pyo3::prelude::*;

use crate::call::compute;
use crate::eval::dict_of;
use crate::found_rules::Rule;
use crate::limits::Limits;
use crate::seq::{Narrow, count, family_arg};

/// `grundy.misere_seq`: the misère sequence of heaps `0..=to`.
#[pyfunction]
#[pyo3(signature = (family, to, games=None, timeout=None, max_memory=None, state_limit=None, progress_every=None))]
pub fn misere_seq(
    py: Python<'_>,
    family: &Bound<'_, PyAny>,
    to: i64,
    games: Option<&Bound<'_, PyAny>>,
    timeout: Option<f64>,
    max_memory: Option<&Bound<'_, PyAny>>,
    state_limit: Option<u64>,
    progress_every: Option<f64>,
) -> PyResult<MisereSequence> {
    let limits = Limits::new(timeout, max_memory, state_limit, progress_every)?;
    let to = count("to", Some(to))?.unwrap_or(0);
    let (family, games) = family_arg(family, games)?;
    let report = compute(py, &limits, &games, move || {
        Ok(MisereSeqReport::new(family.resolve()?.as_ref(), to, true)?)
    })?;
    Ok(MisereSequence(report))
}

/// Misère play of heaps ``0..=to`` of a one-heap family (the player who makes the last move
/// loses): ``outcomes`` (a string, ``"N"`` or ``"P"`` for each heap), ``values`` (the misère
/// Grundy values ``G⁻(n)`` as a NumPy array, or None when the sums the heaps split into are too
/// many to search), ``method`` (how the outcomes were decided: ``"bouton"``, ``"anti-sg"``,
/// ``"quotient"`` or ``"search"``), ``p_positions`` and ``rules``; ``to_dict()`` is ``grundy seq
/// --misere --json``.
///
/// >>> import grundy
/// >>> m = grundy.misere_seq("sub[1,2]", 30)
/// >>> m.outcomes[:8], m.method
/// ('NPNNPNNP', 'search')
/// >>> m.values[:6]
/// array([1, 0, 2, 1, 0, 2], dtype=uint8)
/// >>> [str(rule) for rule in m.rules]
/// ['G⁻(n) = [1, 0, 2][n mod 3] (observed up to n = 30)', 'P-positions: n ≡ 1 (mod 3) (observed up to n = 30)']
#[pyclass(frozen, module = "grundy")]
pub struct MisereSequence(MisereSeqReport);

#[pymethods]
impl MisereSequence {
    /// The family, as written.
    #[getter]
    fn family(&self) -> &str {
        &self.0.family
    }

    /// How the outcomes were decided.
    #[getter]
    fn method(&self) -> String {
        serde_json::to_value(self.0.method)
            .ok()
            .and_then(|value| value.as_str().map(str::to_string))
            .unwrap_or_default()
    }

    /// ``"N"`` (the player to move wins) or ``"P"`` for each heap ``0..=to``.
    #[getter]
    fn outcomes(&self) -> String {
        self.0.outcomes.iter().map(ToString::to_string).collect()
    }

    /// ``G⁻(0..=to)`` as a NumPy array, or None when they were not computed.
    #[getter]
    fn values<'py>(&self, py: Python<'py>) -> Option<Bound<'py, PyAny>> {
        let values = self.0.values.clone()?;
        Some(Narrow::from_u64(values).into_array(py))
    }

    /// The heaps that are P-positions (the first 10,000).
    #[getter]
    fn p_positions(&self) -> Vec<u64> {
        self.0
            .p_positions
            .as_ref()
            .map(|p| p.listed.clone())
            .unwrap_or_default()
    }

    /// The rules the misère values, or else the P-positions, follow.
    #[getter]
    fn rules(&self) -> Vec<Rule> {
        self.0.rules.iter().flatten().cloned().map(Rule).collect()
    }

    /// The report as a dict: what ``grundy seq F --to N --misere --json`` prints.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        dict_of(py, &self.0)
    }

    fn __repr__(&self) -> String {
        format!(
            "MisereSequence(family='{}', to={}, method='{}', p_positions={})",
            self.0.family,
            self.0.to,
            self.method(),
            self.0.p_positions.as_ref().map_or(0, |p| p.count)
        )
    }
}
