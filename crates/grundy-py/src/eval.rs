//! `grundy.eval`: who wins a position, its nim-value and every winning move; the result's
//! explanation, its dictionary (the command line's `eval --json`) and its state graph.

use std::fmt::Write as _;
use std::sync::{Arc, OnceLock};

use grundy::draw::{StateGraph, state_graph};
use grundy::i18n::Lang;
use grundy::misere::MisereAnalysis;
use grundy::report::{EvalReport, MisereReport, MoveReport};
use grundy::{GameError, Outcome, Sum};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyList, PyModule, PyTuple};

use crate::call::compute;
use crate::errors::Failure;
use crate::limits::Limits;
use crate::rules::{Game, parser_with};

/// How many winning moves `_repr_html_` lists.
const HTML_MOVES: usize = 20;

/// The positions a state graph draws unless told otherwise: fewer than the library's
/// [`STATE_GRAPH_LIMIT`](grundy::defaults::STATE_GRAPH_LIMIT), so that the drawing stays
/// readable in a notebook's cell.
const GRAPH_LIMIT: usize = 200;

/// What eval found, in one play convention.
enum Found {
    Normal(EvalReport),
    Misere(MisereReport, MisereAnalysis),
}

/// Evaluates `expr`; see `grundy.eval` in `grundy/__init__.py` for the documentation.
#[pyfunction]
#[pyo3(signature = (expr, misere=false, games=None, timeout=None, max_memory=None, state_limit=None, progress_every=None))]
pub fn eval(
    py: Python<'_>,
    expr: String,
    misere: bool,
    games: Option<&Bound<'_, PyAny>>,
    timeout: Option<f64>,
    max_memory: Option<&Bound<'_, PyAny>>,
    state_limit: Option<u64>,
    progress_every: Option<f64>,
) -> PyResult<Evaluation> {
    let limits = Limits::new(timeout, max_memory, state_limit, progress_every)?;
    let (parser, games) = parser_with(games)?;
    let (position, found) = compute(py, &limits, &games, move || {
        let position = parser
            .parse(&expr)
            .map_err(|error| Failure::Parse(error, expr))?;
        let found = if misere {
            let analysis = position.misere()?;
            Found::Misere(MisereReport::from_analysis(&position, &analysis)?, analysis)
        } else {
            Found::Normal(EvalReport::of(&position)?)
        };
        Ok((position, found))
    })?;
    Ok(Evaluation {
        position: Arc::new(position),
        found: Arc::new(found),
        limits,
        games,
    })
}

/// Every move of `expr`, valued; see `grundy.options` in `grundy/__init__.py`.
#[pyfunction]
#[pyo3(signature = (expr, limit, games=None, timeout=None, max_memory=None, state_limit=None, progress_every=None))]
pub fn options<'py>(
    py: Python<'py>,
    expr: String,
    limit: usize,
    games: Option<&Bound<'py, PyAny>>,
    timeout: Option<f64>,
    max_memory: Option<&Bound<'py, PyAny>>,
    state_limit: Option<u64>,
    progress_every: Option<f64>,
) -> PyResult<Bound<'py, PyAny>> {
    let limits = Limits::new(timeout, max_memory, state_limit, progress_every)?;
    position_dict(py, expr, games, limits, move |position| {
        grundy::report::moves::OptionsReport::of(position, limit, OPTIONS_MAX_BYTES)
    })
}

/// The position as pictures and the moves on them, or (`setup`) the set-up editor's pictures
/// and the edits on them; see `grundy.board` in `grundy/__init__.py`.
#[pyfunction]
#[pyo3(signature = (expr, setup=false, games=None, timeout=None, max_memory=None, state_limit=None, progress_every=None))]
pub fn board<'py>(
    py: Python<'py>,
    expr: String,
    setup: bool,
    games: Option<&Bound<'py, PyAny>>,
    timeout: Option<f64>,
    max_memory: Option<&Bound<'py, PyAny>>,
    state_limit: Option<u64>,
    progress_every: Option<f64>,
) -> PyResult<Bound<'py, PyAny>> {
    let limits = Limits::new(timeout, max_memory, state_limit, progress_every)?;
    position_dict(py, expr, games, limits, move |position| {
        if setup {
            Ok(grundy::report::board::BoardReport::setup(position))
        } else {
            grundy::report::board::BoardReport::of(position)
        }
    })
}

/// The misère simplest form, genus and tameness of a position; see `grundy.misere_form` in
/// `grundy/__init__.py`.
#[pyfunction]
#[pyo3(signature = (expr, games=None, timeout=None, max_memory=None, state_limit=None, progress_every=None))]
pub fn misere_form<'py>(
    py: Python<'py>,
    expr: String,
    games: Option<&Bound<'py, PyAny>>,
    timeout: Option<f64>,
    max_memory: Option<&Bound<'py, PyAny>>,
    state_limit: Option<u64>,
    progress_every: Option<f64>,
) -> PyResult<Bound<'py, PyAny>> {
    let limits = Limits::new(timeout, max_memory, state_limit, progress_every)?;
    position_dict(
        py,
        expr,
        games,
        limits,
        grundy::report::misere_form::MisereFormReport::of,
    )
}

/// The report `of` the position `expr` (read with `games`), computed under `limits`, as a
/// dict: the body of every function that answers one position with one report.
fn position_dict<'py, T: serde::Serialize + Send + 'static>(
    py: Python<'py>,
    expr: String,
    games: Option<&Bound<'py, PyAny>>,
    limits: Limits,
    of: impl FnOnce(&Sum) -> Result<T, GameError> + Send + 'static,
) -> PyResult<Bound<'py, PyAny>> {
    let (parser, games) = parser_with(games)?;
    let report = compute(py, &limits, &games, move || {
        let position = parser
            .parse(&expr)
            .map_err(|error| Failure::Parse(error, expr))?;
        Ok(of(&position)?)
    })?;
    dict_of(py, &report)
}

/// How many bytes of moves `options` lists at most (each written as the whole position it
/// leads to): a notebook cell's worth.
const OPTIONS_MAX_BYTES: usize = 4 << 20;

/// The computer's move from `expr`; see `grundy.computer_move` in `grundy/__init__.py`.
#[pyfunction]
#[pyo3(signature = (expr, level, seed, ply, misere, games=None, timeout=None, max_memory=None, state_limit=None, progress_every=None))]
pub fn computer_move<'py>(
    py: Python<'py>,
    expr: String,
    level: &str,
    seed: u64,
    ply: u64,
    misere: bool,
    games: Option<&Bound<'py, PyAny>>,
    timeout: Option<f64>,
    max_memory: Option<&Bound<'py, PyAny>>,
    state_limit: Option<u64>,
    progress_every: Option<f64>,
) -> PyResult<Bound<'py, PyAny>> {
    let level: grundy::opponent::Level = level
        .parse()
        .map_err(pyo3::exceptions::PyValueError::new_err)?;
    let limits = Limits::new(timeout, max_memory, state_limit, progress_every)?;
    position_dict(py, expr, games, limits, move |position| {
        grundy::report::computer_move::ComputerMoveReport::of(position, level, misere, seed, ply)
    })
}

/// Who wins a position, its nim-value and every winning move: what `grundy.eval` returns.
///
/// >>> import grundy
/// >>> result = grundy.eval("nim(3,4,5)")
/// >>> result.outcome, result.nimber, result.winning_move_count
/// ('N', 2, 1)
/// >>> result.winning_moves[0]
/// Move(component=0, move='take 2 from nim(3), leaving 1', to='nim(1,4,5)')
/// >>> result.to_dict()["winning_moves"][0]["to"]
/// 'nim(1,4,5)'
#[pyclass(frozen, module = "grundy")]
pub struct Evaluation {
    position: Arc<Sum>,
    found: Arc<Found>,
    /// The call's limits, which apply again to `explain()` and `graph()`.
    limits: Limits,
    games: Vec<Py<Game>>,
}

#[pymethods]
impl Evaluation {
    /// The position, as it prints.
    #[getter]
    fn expr(&self) -> &str {
        match &*self.found {
            Found::Normal(report) => &report.expr,
            Found::Misere(report, _) => &report.expr,
        }
    }

    /// Whether this is misère play (the player who makes the last move loses).
    #[getter]
    fn misere(&self) -> bool {
        matches!(&*self.found, Found::Misere(..))
    }

    /// Who wins with perfect play: ``"N"`` (the player to move), ``"P"`` (the other player) or
    /// ``"D"`` (a draw, in a loopy game).
    #[getter]
    fn outcome(&self) -> &'static str {
        outcome_letter(self.outcome_value())
    }

    /// The nim-value (an exact int), or None: in misère play, when only the outcome is known,
    /// or when the value is loopy and infinite (see ``loopy_value``).
    #[getter]
    fn nimber(&self) -> Option<num_bigint::BigUint> {
        match &*self.found {
            Found::Normal(report) => report.nimber.as_ref().map(|value| value.to_biguint()),
            Found::Misere(..) => None,
        }
    }

    /// How many moves the game lasts when the winner hurries and the loser delays: even exactly
    /// when the player to move loses, and in misère play (where the loser makes the last move)
    /// odd exactly then. None for a draw, or when it is beyond the search allowed
    /// (``remoteness_unknown`` then says why).
    ///
    /// >>> import grundy
    /// >>> grundy.eval("chomp(5,4)").remoteness
    /// 8
    /// >>> grundy.eval("nim(2,2)", misere=True).remoteness  # 2,2 -> 2,1 -> 1 -> nothing
    /// 3
    #[getter]
    fn remoteness(&self) -> Option<num_bigint::BigUint> {
        let remoteness = match &*self.found {
            Found::Normal(report) => &report.remoteness,
            Found::Misere(report, _) => &report.remoteness,
        };
        remoteness.as_ref().map(|moves| moves.to_biguint())
    }

    /// Why the remoteness is unknown, when it is.
    #[getter]
    fn remoteness_unknown(&self) -> Option<&str> {
        match &*self.found {
            Found::Normal(report) => report.remoteness_unknown.as_deref(),
            Found::Misere(report, _) => report.remoteness_unknown.as_deref(),
        }
    }

    /// Every winning move, or None when they are too many to list (``winning_move_count`` then
    /// counts them, and ``winning_moves_unlisted`` says why).
    #[getter]
    fn winning_moves<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyList>>> {
        self.move_reports()
            .map(|moves| PyList::new(py, moves.iter().map(Move::from)))
            .transpose()
    }

    /// How many winning moves there are: listed or counted; None when they could not be
    /// counted.
    #[getter]
    fn winning_move_count(&self) -> Option<num_bigint::BigUint> {
        match &*self.found {
            Found::Normal(report) => match &report.winning_moves {
                Some(moves) => Some(moves.len().into()),
                None => report
                    .winning_move_count
                    .as_ref()
                    .map(|count| count.to_biguint()),
            },
            Found::Misere(report, _) => Some(report.winning_moves.len().into()),
        }
    }

    /// Why the winning moves are not listed, when they are not.
    #[getter]
    fn winning_moves_unlisted(&self) -> Option<&str> {
        match &*self.found {
            Found::Normal(report) => report.winning_moves_unlisted.as_deref(),
            Found::Misere(..) => None,
        }
    }

    /// The loopy value (``"∞{0,2}"``) of a position whose play can go on forever, or None.
    #[getter]
    fn loopy_value(&self) -> Option<&str> {
        match &*self.found {
            Found::Normal(report) => report.loopy_value.as_ref().map(|value| value.text.as_str()),
            Found::Misere(..) => None,
        }
    }

    /// In misère play, the theorem or search that decided the outcome: ``"bouton"``,
    /// ``"anti-sg"``, ``"quotient"``, ``"tame"`` (Conway's theorem on tame games, from the
    /// components' genera, see ``genera``), ``"restive"`` (one restive component among Nim heaps,
    /// also from the genera), ``"small-heaps"`` (one other game among Nim heaps of 1, 2 and 3
    /// but one, from its genus), ``"canonical"`` (a search of the components' misère
    /// simplest forms) or ``"search"``; None in normal play.
    #[getter]
    fn method(&self) -> Option<String> {
        match &*self.found {
            Found::Normal(_) => None,
            Found::Misere(report, _) => serde_json::to_value(report.method)
                .ok()
                .and_then(|value| value.as_str().map(str::to_string)),
        }
    }

    /// In misère play decided from the components' genera (``method`` ``"tame"``,
    /// ``"restive"`` or ``"small-heaps"``), Conway's genus of each component, in order
    /// (``"0^{120}"``, ``"5^{57}"``); None otherwise.
    ///
    /// >>> import grundy
    /// >>> grundy.eval("bash[2](3) + chomp(4,4)", misere=True).genera
    /// ['0^{120}', '5^{57}']
    /// >>> e = grundy.eval("chomp(3,2,1) + nim(3)", misere=True)
    /// >>> (e.method, e.genera, e.outcome)
    /// ('restive', ['1^{31}', '3^{31}'], 'P')
    /// >>> e = grundy.eval("kayles(5) + nim(2,3)", misere=True)
    /// >>> (e.method, e.genera, e.outcome)
    /// ('small-heaps', ['4^{146}', '2^{20}', '3^{31}'], 'N')
    #[getter]
    fn genera(&self) -> Option<Vec<String>> {
        match &*self.found {
            Found::Misere(report, _) if !report.genera.is_empty() => Some(report.genera.clone()),
            _ => None,
        }
    }

    /// The result as a dict: exactly the JSON of the command line's ``grundy eval --json``
    /// (``--misere --json`` in misère play); integers beyond 64 bits are strings.
    ///
    /// >>> import grundy
    /// >>> grundy.eval("nim(1,1,1)", misere=True).to_dict()
    /// {'expr': 'nim(1,1,1)', 'convention': 'misere', 'outcome': 'P', 'method': 'bouton', 'remoteness': 3, 'winning_moves': []}
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let json = match &*self.found {
            Found::Normal(report) => serde_json::to_string(report),
            Found::Misere(report, _) => serde_json::to_string(report),
        }
        .map_err(crate::errors::internal)?;
        json_loads(py, &json)
    }

    /// The reasoning in words: the rules, each component's value and why, the nim-sum and why
    /// each winning move wins (``grundy eval --explain``). Runs under the limits of the call.
    ///
    /// >>> import grundy
    /// >>> print(grundy.eval("bash[3](10)").explain())  # doctest: +ELLIPSIS
    /// Rules:
    ///   bash[3]: one heap; a move takes 1 to 3 stones.
    /// ...
    ///
    /// ``lang="zh"`` writes it in Simplified Chinese, with the course notes' words:
    ///
    /// >>> text = grundy.eval("nim(1,1)").explain(lang="zh")
    /// >>> "先手必败" in text
    /// True
    #[pyo3(signature = (*, lang="en"))]
    fn explain(&self, py: Python<'_>, lang: &str) -> PyResult<String> {
        let lang: Lang = lang
            .parse()
            .map_err(pyo3::exceptions::PyValueError::new_err)?;
        let position = Arc::clone(&self.position);
        let found = Arc::clone(&self.found);
        compute(py, &self.limits, &self.games, move || {
            // The call's own budget: its texts are written in the language asked for.
            grundy::Budget::current().context().set_language(lang);
            match &*found {
                Found::Normal(_) => Ok(position.explain()?),
                Found::Misere(_, analysis) => Ok(analysis.explain(&position)),
            }
        })
    }

    /// The graph of positions reachable from this one (at most ``limit``), each with its value
    /// and outcome: a :class:`StateGraph`, drawn in notebooks.
    ///
    /// >>> import grundy
    /// >>> graph = grundy.eval("nim(2)").graph()
    /// >>> graph.positions, graph.edges
    /// (['nim(2)', 'nim(1)', 'nim(0)'], [(0, 1), (0, 2), (1, 2)])
    #[pyo3(signature = (limit=GRAPH_LIMIT))]
    fn graph(&self, py: Python<'_>, limit: usize) -> PyResult<Graph> {
        if limit == 0 {
            return Err(pyo3::exceptions::PyValueError::new_err(
                "limit must be at least 1 (the start position)",
            ));
        }
        let position = Arc::clone(&self.position);
        let graph = compute(py, &self.limits, &self.games, move || {
            Ok(state_graph(&position, limit)?)
        })?;
        Ok(Graph {
            graph: Arc::new(graph),
            limits: self.limits,
            games: self.games.iter().map(|game| game.clone_ref(py)).collect(),
            svg: OnceLock::new(),
        })
    }

    fn __repr__(&self) -> String {
        let mut text = format!("<grundy.Evaluation {}: {}", self.expr(), self.outcome());
        if self.misere() {
            text.push_str(" in misère play");
        }
        if let Some(nimber) = self.nimber() {
            let _ = write!(text, ", nim-value {nimber}");
        }
        if let Some(count) = self.winning_move_count() {
            let plural = if count == 1u32.into() { "" } else { "s" };
            let _ = write!(text, ", {count} winning move{plural}");
        }
        text.push('>');
        text
    }

    /// The value and the winning moves, for notebooks.
    fn _repr_html_(&self) -> String {
        let mut rows = vec![("position", format!("<code>{}</code>", escape(self.expr())))];
        let outcome = self.outcome_value();
        if self.misere() {
            rows.push((
                "play",
                "misère (the player who makes the last move loses)".to_string(),
            ));
        }
        rows.push((
            "outcome",
            format!("<b>{}</b> ({})", outcome_letter(outcome), outcome.meaning()),
        ));
        match &*self.found {
            Found::Normal(report) => {
                let value = match (&report.nimber, &report.loopy_value) {
                    (Some(nimber), _) => nimber.to_string(),
                    (None, Some(loopy)) => loopy.text.clone(),
                    (None, None) => "unknown".to_string(),
                };
                rows.push(("nim-value", escape(&value)));
            }
            Found::Misere(report, _) => rows.push(("method", escape(report.method.describe()))),
        }
        let count = self
            .winning_move_count()
            .map_or_else(|| "not counted".to_string(), |count| count.to_string());
        rows.push(("winning moves", count));
        let mut html = String::from("<table class=\"grundy-eval\">");
        for (label, value) in rows {
            let _ = write!(
                html,
                "<tr><th style=\"text-align:left\">{label}</th><td style=\"text-align:left\">{value}</td></tr>"
            );
        }
        html.push_str("</table>");
        match self.move_reports() {
            Some(moves) if !moves.is_empty() => {
                html.push_str("<ul>");
                for report in moves.iter().take(HTML_MOVES) {
                    let _ = write!(
                        html,
                        "<li>{} &rArr; <code>{}</code></li>",
                        escape(&report.description),
                        escape(&report.to)
                    );
                }
                if moves.len() > HTML_MOVES {
                    let _ = write!(html, "<li>and {} more</li>", moves.len() - HTML_MOVES);
                }
                html.push_str("</ul>");
            }
            Some(_) => {}
            None => {
                if let Some(why) = self.winning_moves_unlisted() {
                    let _ = write!(html, "<p>{}</p>", escape(why));
                }
            }
        }
        html
    }
}

impl Graph {
    /// The drawing, made once; None when the graph is too large to draw.
    fn drawing(&self, py: Python<'_>) -> PyResult<Option<String>> {
        if let Some(drawn) = self.svg.get() {
            return Ok(drawn.clone());
        }
        let graph = Arc::clone(&self.graph);
        let drawn = compute(py, &self.limits, &self.games, move || {
            match graph.to_svg() {
                Ok(svg) => Ok(Some(svg)),
                Err(GameError::TooLarge(_)) => Ok(None),
                Err(error) => Err(error.into()),
            }
        })?;
        Ok(self.svg.get_or_init(|| drawn).clone())
    }
}

impl Evaluation {
    fn outcome_value(&self) -> Outcome {
        match &*self.found {
            Found::Normal(report) => report.outcome,
            Found::Misere(report, _) => report.outcome,
        }
    }

    fn move_reports(&self) -> Option<&[MoveReport]> {
        match &*self.found {
            Found::Normal(report) => report.winning_moves.as_deref(),
            Found::Misere(report, _) => Some(&report.winning_moves),
        }
    }
}

fn outcome_letter(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::N => "N",
        Outcome::P => "P",
        Outcome::D => "D",
    }
}

/// A move of a sum: the component moved in (counting from 0), the move in words, and the whole
/// position it leads to.
///
/// >>> import grundy
/// >>> move = grundy.eval("nim(7,11,13)").winning_moves[2]
/// >>> move.component, move.to
/// (2, 'nim(7,11,12)')
/// >>> component, description, to = move
#[pyclass(frozen, eq, module = "grundy")]
#[derive(PartialEq)]
pub struct Move {
    /// The component moved in, counting the components of the sum from 0.
    #[pyo3(get)]
    component: usize,
    /// The move in words.
    #[pyo3(get, name = "move")]
    description: String,
    /// The whole position the move leads to, as an expression.
    #[pyo3(get)]
    to: String,
}

impl From<&MoveReport> for Move {
    fn from(report: &MoveReport) -> Move {
        Move {
            component: report.component,
            description: report.description.clone(),
            to: report.to.clone(),
        }
    }
}

#[pymethods]
impl Move {
    #[new]
    #[pyo3(signature = (component, r#move, to))]
    fn new(component: usize, r#move: String, to: String) -> Move {
        Move {
            component,
            description: r#move,
            to,
        }
    }

    /// Pickled as its three fields (to cross to other processes: Dask workers, say).
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let py = slf.py();
        let this = slf.get();
        let args = (this.component, this.description.clone(), this.to.clone()).into_pyobject(py)?;
        PyTuple::new(py, [slf.get_type().into_any(), args.into_any()])
    }

    fn __repr__(&self) -> String {
        format!(
            "Move(component={}, move={}, to={})",
            self.component,
            py_str(&self.description),
            py_str(&self.to)
        )
    }

    /// `component, move, to = m`.
    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let tuple = PyTuple::new(
            py,
            [
                self.component.into_pyobject(py)?.into_any(),
                self.description.clone().into_pyobject(py)?.into_any(),
                self.to.clone().into_pyobject(py)?.into_any(),
            ],
        )?;
        tuple.try_iter().map(Bound::into_any)
    }

    fn __hash__(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        (self.component, &self.description, &self.to).hash(&mut hasher);
        hasher.finish()
    }
}

/// The graph of positions reachable from a position (at most a limit), made by
/// ``Evaluation.graph()``: positions as expressions (the start first), moves as pairs of
/// indices, and drawings (shown as SVG in notebooks).
///
/// >>> import grundy
/// >>> graph = grundy.eval("nim(1,1)").graph()
/// >>> len(graph), graph.truncated
/// (4, False)
/// >>> graph.positions[graph.edges[0][1]]
/// 'nim(0,1)'
/// >>> grundy.eval("nim(5,5)").graph(limit=10)
/// <grundy.StateGraph of nim(5,5): 10 positions, 25 moves, truncated>
#[pyclass(frozen, module = "grundy", name = "StateGraph")]
pub struct Graph {
    graph: Arc<StateGraph>,
    limits: Limits,
    games: Vec<Py<Game>>,
    /// The drawing, once made (notebooks ask for it more than once).
    svg: OnceLock<Option<String>>,
}

#[pymethods]
impl Graph {
    /// The positions, as expressions, the start first.
    #[getter]
    fn positions(&self) -> Vec<String> {
        self.graph
            .positions
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    /// The moves, as pairs of indices into ``positions``.
    #[getter]
    fn edges(&self) -> Vec<(u32, u32)> {
        self.graph.edges.clone()
    }

    /// Whether more positions are reachable than the graph holds.
    #[getter]
    fn truncated(&self) -> bool {
        self.graph.truncated
    }

    /// The graph in Graphviz DOT, each position labelled with its value and coloured by its
    /// outcome (``grundy eval --dot``).
    fn to_dot(&self, py: Python<'_>) -> PyResult<String> {
        let graph = Arc::clone(&self.graph);
        compute(py, &self.limits, &self.games, move || Ok(graph.to_dot()?))
    }

    /// The graph drawn in SVG (``grundy eval --svg``): the start at the top, each position
    /// coloured by its outcome and labelled with its value. Graphs of more than 5000 positions
    /// are not drawn (a :class:`GrundyError`).
    ///
    /// >>> import grundy
    /// >>> svg = grundy.eval("nim(1,1)").graph().to_svg()
    /// >>> svg.startswith("<svg"), 'data-position="nim(1,1)" data-outcome="P"' in svg
    /// (True, True)
    fn to_svg(&self, py: Python<'_>) -> PyResult<String> {
        match self.drawing(py)? {
            Some(svg) => Ok(svg),
            None => {
                let graph = Arc::clone(&self.graph);
                compute(py, &self.limits, &self.games, move || Ok(graph.to_svg()?))
            }
        }
    }

    /// The drawing, for notebooks (None, and the repr instead, when it is too large to draw).
    fn _repr_svg_(&self, py: Python<'_>) -> PyResult<Option<String>> {
        self.drawing(py)
    }

    fn __len__(&self) -> usize {
        self.graph.positions.len()
    }

    fn __repr__(&self) -> String {
        format!(
            "<grundy.StateGraph of {}: {} positions, {} moves{}>",
            self.graph
                .positions
                .first()
                .map_or_else(String::new, ToString::to_string),
            self.graph.positions.len(),
            self.graph.edges.len(),
            if self.graph.truncated {
                ", truncated"
            } else {
                ""
            }
        )
    }
}

/// Text for HTML: `<`, `>`, `&` and quotes escaped.
pub fn escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            '&' => escaped.push_str("&amp;"),
            '"' => escaped.push_str("&quot;"),
            '\'' => escaped.push_str("&#39;"),
            other => escaped.push(other),
        }
    }
    escaped
}

/// A str as Python's repr writes it (for the repr of a Move).
fn py_str(text: &str) -> String {
    Python::attach(|py| {
        pyo3::types::PyString::new(py, text)
            .repr()
            .and_then(|repr| repr.extract::<String>())
            .unwrap_or_else(|_| format!("{text:?}"))
    })
}

/// A library report as the Python object of its JSON (the command line's `--json`).
pub(crate) fn dict_of<'py>(
    py: Python<'py>,
    report: &impl serde::Serialize,
) -> PyResult<Bound<'py, PyAny>> {
    let json = serde_json::to_string(report).map_err(crate::errors::internal)?;
    json_loads(py, &json)
}

/// `json.loads(text)`.
pub(crate) fn json_loads<'py>(py: Python<'py>, text: &str) -> PyResult<Bound<'py, PyAny>> {
    static LOADS: PyOnceLock<Py<PyAny>> = PyOnceLock::new();
    let loads = LOADS.get_or_try_init(py, || {
        PyModule::import(py, "json")?
            .getattr("loads")
            .map(Bound::unbind)
    })?;
    loads.bind(py).call1((text,))
}
