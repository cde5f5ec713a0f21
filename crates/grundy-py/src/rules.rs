//! Games whose rules are Python functions: `grundy.rules(moves, name=...)`.
//!
//! The function is the library's [`Rules`] of a [`ScriptFamily`], exactly as a Rhai script is:
//! the same solver, memo, loopy-state handling and limits. It runs on the worker thread of the
//! call, which takes the GIL for each call of the function. States cross between Python and the
//! library as ints (64-bit), strs and tuples of states.

use std::sync::{Arc, Mutex, PoisonError};

use grundy::games::ScriptFamily;
use grundy::parse::Parser;
use grundy::script::{MAX_STATE_DEPTH, Rules, ScriptError, State};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyInt, PyString, PyTuple};

use crate::errors::Failure;

/// The most characters of a Python value or message quoted in an error.
const QUOTED: usize = 80;

/// Rules given by Python functions.
struct PythonRules {
    name: String,
    moves: Py<PyAny>,
    show: Option<Py<PyAny>>,
    start: Option<State>,
    description: Option<String>,
    /// The last exception the functions raised, to be the cause of the error raised in Python.
    raised: Mutex<Option<PyErr>>,
}

impl PythonRules {
    fn error(&self, message: String) -> ScriptError {
        ScriptError {
            file: self.name.clone(),
            line: None,
            column: None,
            message,
            undefined: None,
        }
    }

    /// The error for an exception raised by `function(state)`, keeping the exception.
    fn raised(&self, py: Python<'_>, function: &str, state: &State, error: PyErr) -> ScriptError {
        let message = format!(
            "{function}({}) raised {}",
            shorten(&state.to_string()),
            describe_exception(py, &error)
        );
        *self.raised.lock().unwrap_or_else(PoisonError::into_inner) = Some(error);
        self.error(message)
    }

    fn options(&self, py: Python<'_>, state: &State) -> Result<Vec<Vec<State>>, ScriptError> {
        let argument =
            state_to_py(py, state).map_err(|error| self.raised(py, "moves", state, error))?;
        let returned = self
            .moves
            .call1(py, (argument,))
            .map_err(|error| self.raised(py, "moves", state, error))?;
        let returned = returned.bind(py);
        let not_iterable = || {
            self.error(format!(
                "moves({}) returned {}, not an iterable of states (a list, a tuple, a set or a generator)",
                shorten(&state.to_string()),
                describe_value(returned)
            ))
        };
        if returned.is_instance_of::<PyString>() {
            return Err(not_iterable());
        }
        let items = returned.try_iter().map_err(|_| not_iterable())?;
        let mut options = Vec::new();
        for (index, item) in items.enumerate() {
            let item = item.map_err(|error| self.raised(py, "moves", state, error))?;
            if let Ok(split) = item.cast::<Split>() {
                options.push(split.get().parts.clone());
                continue;
            }
            let option = state_from_py(&item, 0).map_err(|why| {
                self.error(format!(
                    "moves({}) returned {why} (option {index})",
                    shorten(&state.to_string())
                ))
            })?;
            options.push(vec![option]);
        }
        Ok(options)
    }
}

impl Rules for PythonRules {
    fn name(&self) -> &str {
        &self.name
    }

    fn moves(&self, state: &State) -> Result<Vec<Vec<State>>, ScriptError> {
        Python::attach(|py| self.options(py, state))
    }

    fn start(&self) -> Option<Result<State, ScriptError>> {
        self.start.clone().map(Ok)
    }

    fn show(&self, state: &State) -> Option<Result<String, ScriptError>> {
        let show = self.show.as_ref()?;
        Some(Python::attach(|py| {
            let argument =
                state_to_py(py, state).map_err(|error| self.raised(py, "show", state, error))?;
            let shown = show
                .call1(py, (argument,))
                .map_err(|error| self.raised(py, "show", state, error))?;
            shown.extract::<String>(py).map_err(|_| {
                self.error(format!(
                    "show({}) returned {}, not a str",
                    shorten(&state.to_string()),
                    describe_value(shown.bind(py))
                ))
            })
        }))
    }

    fn rules(&self) -> Option<&str> {
        self.description.as_deref()
    }
}

/// A game whose rules are a Python function, made by `grundy.rules(moves, name=...)`.
///
/// Use it in expressions by its name, passing it in `games=`, or as the family of `seq`,
/// `table`, `period` and `freq` directly:
///
/// >>> import grundy
/// >>> take12 = grundy.rules(lambda n: [n - k for k in (1, 2) if k <= n], name="take12")
/// >>> take12
/// grundy.rules(<function <lambda>>, name='take12')
/// >>> grundy.eval("take12(7) + nim(1)", games=[take12]).nimber
/// 0
/// >>> grundy.seq(take12, 8).tolist()
/// [0, 1, 2, 0, 1, 2, 0, 1, 2]
#[pyclass(frozen, module = "grundy", name = "Rules")]
pub struct Game {
    name: String,
    family: Arc<ScriptFamily>,
    rules: Arc<PythonRules>,
    function: Py<PyAny>,
}

#[pymethods]
impl Game {
    /// The game's name in expressions.
    #[getter]
    fn name(&self) -> &str {
        &self.name
    }

    /// The Python function giving the options of a state.
    #[getter]
    fn moves(&self, py: Python<'_>) -> Py<PyAny> {
        self.function.clone_ref(py)
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        let function = self
            .function
            .bind(py)
            .getattr("__qualname__")
            .and_then(|name| name.extract::<String>())
            .unwrap_or_else(|_| "?".to_string());
        let name = PyString::new(py, &self.name)
            .repr()
            .and_then(|repr| repr.extract::<String>())
            .unwrap_or_else(|_| format!("{:?}", self.name));
        format!(
            "grundy.rules(<function {}>, name={name})",
            shorten(&function)
        )
    }
}

impl Game {
    /// The family behind the game.
    pub fn family(&self) -> Arc<ScriptFamily> {
        Arc::clone(&self.family)
    }

    /// The exception its functions raised last, taken (to be the cause of the error raised).
    pub fn take_raised(&self) -> Option<PyErr> {
        self.rules
            .raised
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take()
    }
}

/// Makes a game of a Python function: `grundy.rules(moves, name=None, show=None, start=None,
/// description=None)`.
#[pyfunction]
#[pyo3(signature = (moves, name=None, *, show=None, start=None, description=None))]
pub fn rules(
    py: Python<'_>,
    moves: Py<PyAny>,
    name: Option<String>,
    show: Option<Py<PyAny>>,
    start: Option<&Bound<'_, PyAny>>,
    description: Option<String>,
) -> PyResult<Game> {
    if !moves.bind(py).is_callable() {
        return Err(PyTypeError::new_err(format!(
            "grundy.rules takes a function moves(state) returning the options of a state, not {}",
            describe_value(moves.bind(py))
        )));
    }
    if let Some(show) = &show
        && !show.bind(py).is_callable()
    {
        return Err(PyTypeError::new_err(
            "show must be a function show(state) returning a str",
        ));
    }
    let name = match name {
        Some(name) => name,
        None => moves
            .bind(py)
            .getattr("__name__")
            .and_then(|name| name.extract::<String>())
            .ok()
            .filter(|name| name != "<lambda>")
            .ok_or_else(|| {
                PyValueError::new_err(
                    "give the game a name for expressions: grundy.rules(moves, name=\"mygame\")",
                )
            })?,
    };
    let start = start
        .map(|start| {
            state_from_py(start, 0).map_err(|why| PyValueError::new_err(format!("start is {why}")))
        })
        .transpose()?;
    let rules = Arc::new(PythonRules {
        name: name.clone(),
        moves: moves.clone_ref(py),
        show,
        start,
        description,
        raised: Mutex::new(None),
    });
    let family = Arc::new(ScriptFamily::with_rules(name.clone(), rules.clone()));
    // The parser says whether the name can be a game's (an identifier, not a built-in family).
    Parser::new()
        .with_game(&name, family.clone())
        .map_err(|error| PyValueError::new_err(format!("name={name:?}: {}", error.message)))?;
    Ok(Game {
        name,
        family,
        rules,
        function: moves,
    })
}

/// An option that splits a game into independent games, returned by a `moves` function: the
/// position then becomes the sum of the parts (Rhai scripts write `sum([a, b])`).
///
/// >>> import grundy
/// >>> def lasker_nim(n):  # take any number from the heap, or split it in two
/// ...     yield from range(n)
/// ...     yield from (grundy.Split(a, n - a) for a in range(1, n // 2 + 1))
/// >>> grundy.seq(grundy.rules(lasker_nim), 8).tolist()
/// [0, 1, 2, 4, 3, 5, 6, 8, 7]
#[pyclass(frozen, module = "grundy")]
pub struct Split {
    parts: Vec<State>,
}

#[pymethods]
impl Split {
    #[new]
    #[pyo3(signature = (*parts))]
    fn new(parts: &Bound<'_, PyTuple>) -> PyResult<Split> {
        let parts = parts
            .iter()
            .enumerate()
            .map(|(index, part)| {
                state_from_py(&part, 0)
                    .map_err(|why| PyValueError::new_err(format!("part {index} of Split is {why}")))
            })
            .collect::<PyResult<Vec<State>>>()?;
        Ok(Split { parts })
    }

    /// The parts, as states.
    #[getter]
    fn parts<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let parts = self
            .parts
            .iter()
            .map(|part| state_to_py(py, part))
            .collect::<PyResult<Vec<_>>>()?;
        PyTuple::new(py, parts)
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let parts = self
            .parts
            .iter()
            .map(|part| state_to_py(py, part)?.repr()?.extract::<String>())
            .collect::<PyResult<Vec<String>>>()?;
        Ok(format!("Split({})", parts.join(", ")))
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<Split>()
            .is_ok_and(|other| other.get().parts == self.parts)
    }
}

/// A state as a Python value: int, str or tuple.
pub fn state_to_py<'py>(py: Python<'py>, state: &State) -> PyResult<Bound<'py, PyAny>> {
    Ok(match state {
        State::Int(n) => n.into_pyobject(py)?.into_any(),
        State::Str(text) => PyString::new(py, text).into_any(),
        State::Tuple(items) => {
            let items = items
                .iter()
                .map(|item| state_to_py(py, item))
                .collect::<PyResult<Vec<_>>>()?;
            PyTuple::new(py, items)?.into_any()
        }
    })
}

/// A Python value as a state, or what is wrong with it (to follow "returned " or "is ").
pub fn state_from_py(value: &Bound<'_, PyAny>, depth: usize) -> Result<State, String> {
    let not_a_state = |hint: &str| {
        format!(
            "{}; a state must be an int, a str or a tuple of states{hint}",
            describe_value(value)
        )
    };
    if value.is_instance_of::<PyBool>() {
        return Err(not_a_state(""));
    }
    if value.is_instance_of::<PyInt>() || value.hasattr("__index__").unwrap_or(false) {
        return value.extract::<i64>().map(State::Int).map_err(|_| {
            format!(
                "{}, which does not fit in a state integer (from -2^63 to 2^63 - 1)",
                describe_value(value)
            )
        });
    }
    if let Ok(text) = value.cast::<PyString>() {
        return text
            .to_cow()
            .map(|text| State::Str(text.into_owned()))
            .map_err(|_| not_a_state(" (this str cannot be encoded as UTF-8)"));
    }
    if let Ok(tuple) = value.cast::<PyTuple>() {
        if depth >= MAX_STATE_DEPTH {
            return Err(format!("tuples nested more than {MAX_STATE_DEPTH} deep"));
        }
        return tuple
            .iter()
            .enumerate()
            .map(|(index, item)| {
                state_from_py(&item, depth + 1)
                    .map_err(|why| format!("{why} (element {index} of a tuple)"))
            })
            .collect::<Result<Vec<State>, String>>()
            .map(State::Tuple);
    }
    let hint = if value.is_instance_of::<pyo3::types::PyList>() {
        " (write a tuple instead of a list)"
    } else if value.is_instance_of::<Split>() {
        " (a Split is an option of moves(), not a part of a state)"
    } else {
        ""
    };
    Err(not_a_state(hint))
}

/// `the float 1.5`, `[1, 2] (a list)`: a value and its type, quoted briefly.
fn describe_value(value: &Bound<'_, PyAny>) -> String {
    let repr = value
        .repr()
        .and_then(|repr| repr.extract::<String>())
        .unwrap_or_else(|_| "?".to_string());
    let type_name = value
        .get_type()
        .name()
        .and_then(|name| name.extract::<String>())
        .unwrap_or_else(|_| "?".to_string());
    format!("{} (a {type_name})", shorten(&repr))
}

/// `ValueError: boom (at game.py, line 12)`: the exception and where it was raised, briefly.
fn describe_exception(py: Python<'_>, error: &PyErr) -> String {
    let type_name = error
        .get_type(py)
        .name()
        .and_then(|name| name.extract::<String>())
        .unwrap_or_else(|_| "an exception".to_string());
    let message = error
        .value(py)
        .str()
        .and_then(|text| text.extract::<String>())
        .unwrap_or_default();
    let mut text = type_name;
    if !message.is_empty() {
        text.push_str(": ");
        text.push_str(&shorten(&message));
    }
    if let Some(place) = innermost_frame(py, error) {
        text.push_str(&format!(" ({place})"));
    }
    text
}

/// `at game.py, line 12`: where the traceback ends.
fn innermost_frame(py: Python<'_>, error: &PyErr) -> Option<String> {
    let mut traceback = error.traceback(py)?.into_any();
    loop {
        let next = traceback.getattr("tb_next").ok()?;
        if next.is_none() {
            break;
        }
        traceback = next;
    }
    let line: usize = traceback.getattr("tb_lineno").ok()?.extract().ok()?;
    let file: String = traceback
        .getattr("tb_frame")
        .and_then(|frame| frame.getattr("f_code"))
        .and_then(|code| code.getattr("co_filename"))
        .and_then(|file| file.extract())
        .ok()?;
    let file = file.rsplit(['/', '\\']).next().unwrap_or(&file).to_string();
    Some(format!("at {}, line {line}", shorten(&file)))
}

/// At most [`QUOTED`] characters, with `...` when cut; on one line.
fn shorten(text: &str) -> String {
    let one_line = text.replace('\n', " ");
    if one_line.chars().count() <= QUOTED {
        return one_line;
    }
    let mut cut: String = one_line.chars().take(QUOTED - 3).collect();
    cut.push_str("...");
    cut
}

/// The parser of one call: the built-in families, files, and the games given in `games=`.
/// Returns the games too, whose functions' exceptions become the causes of errors.
pub fn parser_with(games: Option<&Bound<'_, PyAny>>) -> PyResult<(Parser, Vec<Py<Game>>)> {
    let mut parser = Parser::new();
    let mut given: Vec<Py<Game>> = Vec::new();
    let Some(games) = games else {
        return Ok((parser, given));
    };
    if games.is_none() {
        return Ok((parser, given));
    }
    let games_iter = if let Ok(game) = games.cast::<Game>() {
        // One game alone, without a list around it.
        vec![game.clone().into_any()]
    } else {
        games
            .try_iter()
            .map_err(|_| {
                PyTypeError::new_err("games must be a list of games made by grundy.rules")
            })?
            .collect::<PyResult<Vec<_>>>()?
    };
    for game in games_iter {
        let game = game.cast_into::<Game>().map_err(|error| {
            PyTypeError::new_err(format!(
                "games must hold games made by grundy.rules, not {}",
                describe_value(&error.into_inner())
            ))
        })?;
        let name = game.get().name.clone();
        if given.iter().any(|known| known.get().name == name) {
            return Err(PyValueError::new_err(format!(
                "two games are named {name:?}; give them different names"
            )));
        }
        parser = parser
            .with_game(&name, game.get().family())
            .map_err(|error| PyValueError::new_err(error.message))?;
        given.push(game.unbind());
    }
    Ok((parser, given))
}

/// The exception a game's function raised during a failed call, if any.
pub fn cause(games: &[Py<Game>], failure: &Failure) -> Option<PyErr> {
    // Every game's exception is taken, so that none is left for a later call.
    let raised: Vec<PyErr> = games
        .iter()
        .filter_map(|game| game.get().take_raised())
        .collect();
    match failure {
        Failure::Game(grundy::GameError::Script(_)) => raised.into_iter().next(),
        _ => None,
    }
}
