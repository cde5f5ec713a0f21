//! `grundy.quotient`: the misère quotient of a take-and-break game, its dictionary (the command
//! line's `quotient --json`), a table for notebooks, and misère sums of its heaps answered by it.

use std::fmt::Write as _;
use std::sync::Arc;

use grundy::quotient::MisereQuotient;
use grundy::report::QuotientReport;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::call::compute;
use crate::errors::Failure;
use crate::eval::{dict_of, escape};
use crate::limits::Limits;
use crate::rules::parser_with;

/// The largest order whose multiplication table `_repr_html_` draws.
const HTML_TABLE_ORDER: usize = 32;

/// Computes the quotient; see `grundy.quotient` in `grundy/__init__.py` for the documentation.
#[pyfunction]
#[pyo3(signature = (game, heaps=30, table=false, genus=false, timeout=None, max_memory=None, state_limit=None, progress_every=None))]
pub fn quotient(
    py: Python<'_>,
    game: String,
    heaps: usize,
    table: bool,
    genus: bool,
    timeout: Option<f64>,
    max_memory: Option<&Bound<'_, PyAny>>,
    state_limit: Option<u64>,
    progress_every: Option<f64>,
) -> PyResult<Quotient> {
    let limits = Limits::new(timeout, max_memory, state_limit, progress_every)?;
    let (parser, games) = parser_with(None)?;
    let (quotient, report) = compute(py, &limits, &games, move || {
        let family = parser
            .parse_family(&game)
            .map_err(|error| Failure::Parse(error, game))?;
        Ok(QuotientReport::with_quotient(
            family.as_ref(),
            heaps,
            table,
            genus,
        )?)
    })?;
    Ok(Quotient {
        quotient: Arc::new(quotient),
        report: Arc::new(report),
    })
}

/// The misère quotient of a take-and-break game on heaps up to some size: what
/// `grundy.quotient` returns.
///
/// >>> import grundy
/// >>> q = grundy.quotient("octal[0.75]", heaps=20)
/// >>> q.order, q.p_portion, sorted(q.presentation["relations"])
/// (8, ['a', 'b^2'], ['a^2 = 1', 'b^3 = b', 'bc = ab', 'c^2 = b^2'])
/// >>> q.heap_map[:6]
/// ['1', 'a', 'b', 'a', 'b', 'c']
/// >>> q.outcome([2, 2]), q.outcome([1, 2, 3])
/// ('P', 'N')
#[pyclass(frozen, module = "grundy")]
pub struct Quotient {
    quotient: Arc<MisereQuotient>,
    report: Arc<QuotientReport>,
}

impl Quotient {
    /// The heaps as sizes the quotient covers, or a ValueError naming the first that is not.
    fn covered(&self, heaps: &[u64]) -> PyResult<()> {
        let largest = self.quotient.heaps() as u64;
        match heaps.iter().find(|&&h| h > largest) {
            Some(h) => Err(PyValueError::new_err(format!(
                "heap {h} is beyond the heaps this quotient covers (up to {largest}): compute it with heaps={h} or more"
            ))),
            None => Ok(()),
        }
    }
}

#[pymethods]
impl Quotient {
    /// The game as written (``"octal[0.75]"``, ``"kayles"``).
    #[getter]
    fn game(&self) -> &str {
        &self.report.game
    }

    /// Its octal (or hexadecimal) code.
    #[getter]
    fn code(&self) -> &str {
        &self.report.code
    }

    /// The largest heap size covered.
    #[getter]
    fn heaps(&self) -> usize {
        self.report.heaps
    }

    /// The number of elements.
    #[getter]
    fn order(&self) -> usize {
        self.report.order
    }

    /// Every element by its normal form in the generators (``"1"``, ``"a"``, ``"ab^2"``).
    #[getter]
    fn elements(&self) -> Vec<String> {
        self.report.elements.clone()
    }

    /// The elements of the P-portion: a sum is a misère P-position exactly when the product of
    /// its heaps' elements is one of them.
    #[getter]
    fn p_portion(&self) -> Vec<String> {
        self.report.p_portion.clone()
    }

    /// Generators and relations: ``{"generators", "generator_heaps", "relations"}``.
    #[getter]
    fn presentation<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let p = &self.report.presentation;
        let dict = PyDict::new(py);
        dict.set_item("generators", p.generators.clone())?;
        dict.set_item("generator_heaps", p.generator_heaps.clone())?;
        dict.set_item("relations", p.relations.clone())?;
        Ok(dict)
    }

    /// The element of each heap size from 0 (the pretending function).
    #[getter]
    fn heap_map(&self) -> Vec<String> {
        self.report.heap_map.clone()
    }

    /// Whether the quotient is tame: trivial, or one of misère Nim's quotients T1, T2, …, T_k
    /// (order 2^k + 2).
    #[getter]
    fn tame(&self) -> bool {
        self.report.tame
    }

    /// The multiplication table (indices into ``elements``), when computed with ``table=True``.
    #[getter]
    fn table(&self) -> Option<Vec<Vec<u32>>> {
        self.report.table.clone()
    }

    /// Conway's genus of each heap (``"0^{120}"``, ...), when computed with ``genus=True``.
    #[getter]
    fn genus(&self) -> Option<Vec<String>> {
        self.report
            .genus
            .as_ref()
            .map(|g| g.heaps.iter().map(|h| h.symbol.clone()).collect())
    }

    /// The quotient as a dict: exactly the JSON of the command line's ``grundy quotient
    /// --json`` (with ``--table``, ``--genus`` as computed).
    ///
    /// >>> import grundy
    /// >>> grundy.quotient("octal[0.333]", heaps=1).to_dict()["presentation"]
    /// {'generators': ['a'], 'generator_heaps': [1], 'relations': ['a^2 = 1']}
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        dict_of(py, &*self.report)
    }

    /// Who wins the misère sum of these heaps: ``"P"`` (the player to move loses) or ``"N"``.
    /// Read off the quotient: the product of the heaps' elements is in the P-portion or not.
    ///
    /// >>> import grundy
    /// >>> grundy.quotient("kayles", heaps=10).outcome([1, 1, 1])
    /// 'P'
    fn outcome(&self, heaps: Vec<u64>) -> PyResult<&'static str> {
        self.covered(&heaps)?;
        Ok(match self.quotient.outcome(&heaps) {
            Some(grundy::Outcome::P) => "P",
            _ => "N",
        })
    }

    /// Every winning move of the misère sum of these heaps, as ``(index of the heap moved in,
    /// the heaps it leaves)``; equal heaps are listed once, at their first index.
    ///
    /// >>> import grundy
    /// >>> grundy.quotient("kayles", heaps=10).winning_moves([3])
    /// [(0, [1])]
    fn winning_moves(&self, heaps: Vec<u64>) -> PyResult<Vec<(usize, Vec<u64>)>> {
        self.covered(&heaps)?;
        Ok(self.quotient.winning_moves(&heaps).unwrap_or_default())
    }

    fn __repr__(&self) -> String {
        let r = &self.report;
        format!(
            "<grundy.Quotient {} heaps 0..{}: order {}, P-portion {{{}}}{}>",
            r.game,
            r.heaps,
            r.order,
            r.p_portion.join(", "),
            if r.tame { ", tame" } else { "" }
        )
    }

    /// The presentation, the P-portion, each heap's element (P elements marked) and the
    /// multiplication table, for notebooks.
    fn _repr_html_(&self) -> String {
        let r = &self.report;
        let p_style = "background:#fbe3c8;box-shadow:inset 0 0 0 2px #b35600;font-weight:700";
        let cell = "padding:2px 6px;text-align:center;font-family:monospace";
        let in_p = |name: &str| r.p_portion.iter().any(|p| p == name);
        let mut html = format!(
            "<div><p><b>Misère quotient</b> of <code>{}</code> ({}) on heaps 0 to {}: order <b>{}</b>{}</p>",
            escape(&r.game),
            escape(&r.code),
            r.heaps,
            r.order,
            if r.tame { " (tame)" } else { "" }
        );
        let _ = write!(
            html,
            "<p>⟨{} | {}⟩, P-portion {{{}}}</p>",
            escape(&r.presentation.generators.join(", ")),
            escape(&r.presentation.relations.join(", ")),
            escape(&r.p_portion.join(", "))
        );
        html += "<table><tr><th style=\"text-align:left\">heap</th>";
        for h in 0..r.heap_map.len() {
            let _ = write!(html, "<td style=\"{cell};color:#5a606c\">{h}</td>");
        }
        html += "</tr><tr><th style=\"text-align:left\">element</th>";
        for name in &r.heap_map {
            let style = if in_p(name) { p_style } else { "" };
            let _ = write!(html, "<td style=\"{cell};{style}\">{}</td>", escape(name));
        }
        html += "</tr>";
        if let Some(genus) = &r.genus {
            html += "<tr><th style=\"text-align:left\">genus</th>";
            for g in &genus.heaps {
                let colour = if g.tame { "" } else { "color:#b42318" };
                let _ = write!(
                    html,
                    "<td style=\"{cell};{colour}\">{}</td>",
                    escape(&g.symbol)
                );
            }
            html += "</tr>";
        }
        html += "</table>";
        if let Some(table) = r.table.as_ref().filter(|_| r.order <= HTML_TABLE_ORDER) {
            html += "<p>Multiplication table (P-portion marked):</p><table><tr><th>·</th>";
            for name in &r.elements {
                let _ = write!(html, "<th style=\"{cell}\">{}</th>", escape(name));
            }
            html += "</tr>";
            for (x, row) in table.iter().enumerate() {
                let _ = write!(
                    html,
                    "<tr><th style=\"{cell}\">{}</th>",
                    escape(&r.elements[x])
                );
                for &y in row {
                    let name = &r.elements[y as usize];
                    let style = if in_p(name) { p_style } else { "" };
                    let _ = write!(html, "<td style=\"{cell};{style}\">{}</td>", escape(name));
                }
                html += "</tr>";
            }
            html += "</table>";
        }
        html += "</div>";
        html
    }
}
