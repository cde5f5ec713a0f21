//! Games whose rules are written as [Rhai](https://rhai.rs) scripts.
//!
//! A script defines `fn moves(state)`, returning the array of options of `state`. A state is an
//! integer, a string, or an array of states (see [`State`]); an option that splits the game into
//! independent games is written `sum([s1, s2, ...])` (and `sum([])` is a move that leaves
//! nothing). Two functions are optional: `fn start()`, the state used when an expression gives
//! none, and `fn show(state)`, a string that names a state in move descriptions. Comment lines
//! at the top of the script are its rules, shown by `play`.
//!
//! A script's states may repeat (play can go on forever); such loopy scripts are valued on their
//! reachable state graph (`cyclic`), and may not use `sum([...])`.
//!
//! **Parameters.** A script may read integer constants that its expression gives, so that one
//! file is a whole family of games: `script[powers.rhai, P=3]` runs `powers.rhai` with the name
//! `P` bound to 3 in every function ([`Parameters`]). Reading a parameter the expression does
//! not give is an error at load, naming it; a range (`P=2..12`) sweeps the parameter.
//!
//! ```rhai
//! // Lasker's Nim: take any number of stones from a heap, or split it into two heaps.
//! fn moves(n) {
//!     let m = [];
//!     for k in 0..n { m.push(k); }
//!     for a in 1..=n/2 { m.push(sum([a, n - a])); }
//!     m
//! }
//! ```
//!
//! **Sandbox.** Scripts cannot read files, open connections or `import` modules (the engine is
//! built without module support, and `eval` is disabled); `print` and `debug` output is
//! discarded. Each call into the script is limited in operations, call depth, expression depth,
//! and string, array and map sizes ([`Limits`]); exceeding a limit, any runtime error, or
//! returning something that is not a state gives a [`ScriptError`] naming the file, the line and
//! the column. Only functions are run: statements at the top level of the script are ignored.
//!
//! The errors' words are the library catalogue's (`locales/*/script.ftl`), in the language of
//! the computation that loads or runs the script; what Rhai itself reports (a syntax error's
//! kind, a runtime error) is quoted as Rhai words it.

pub(crate) mod cyclic;
mod state;

pub use cyclic::LoopyStates;
pub use state::{MAX_STATE_DEPTH, MalformedState, State};

use std::sync::Arc;

use std::cell::{Cell, RefCell};
use std::fmt;
use std::io::Read;
use std::path::Path;
use std::time::{Duration, Instant};

use crate::GameError;
use crate::budget::{Budget, tr};

use rhai::{
    AST, Array, CallFnOptions, Dynamic, Engine, EvalAltResult, ParseErrorType, Position, Scope,
};

/// The largest script file read, in bytes.
pub const MAX_SCRIPT_BYTES: u64 = 1 << 20;

/// The limits every call into a script runs under.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Operations (roughly, evaluated expressions and statements) in one call.
    pub operations: u64,
    /// Nested function calls.
    pub call_levels: usize,
    /// Nesting of expressions, at the top level and inside functions.
    pub expr_depth: usize,
    /// Characters in a string.
    pub string_size: usize,
    /// Elements in an array (so also options returned by one call).
    pub array_size: usize,
    /// Entries in an object map.
    pub map_size: usize,
    /// Wall-clock time for one call: operations can be slow (copying a large map), so the
    /// operation limit alone does not bound the time.
    pub time: Duration,
}

impl Default for Limits {
    /// Generous for any game position a person studies, small enough that a runaway script
    /// stops within a second or so.
    fn default() -> Self {
        Limits {
            operations: 2_000_000,
            call_levels: 32,
            expr_depth: 64,
            string_size: 100_000,
            array_size: 100_000,
            map_size: 10_000,
            time: Duration::from_secs(10),
        }
    }
}

/// What a script error says of a name the script reads and nobody defines: perhaps a
/// parameter not given.
/// The most parameters one script may be given.
pub(crate) const MAX_PARAMETERS: usize = 16;

/// Integer constants given to a script by its expression: `script[powers.rhai, P=3]` gives
/// `P = 3`, a name every function of the script can read (and none can change).
///
/// ```
/// use grundy::script::Parameters;
/// let parameters = Parameters::parse(&["P=3", "Q=-1"]).unwrap();
/// assert_eq!((parameters.get("P"), parameters.get("R")), (Some(3), None));
/// assert_eq!(parameters.to_string(), "P=3,Q=-1");
/// assert!(Parameters::parse(&["P=x"]).unwrap_err().contains("integer"));
/// assert!(Parameters::parse(&["P=1", "P=2"]).unwrap_err().contains("twice"));
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Parameters(Vec<(String, i64)>);

impl Parameters {
    /// Reads parameters written `NAME=INTEGER`, one per item; the error says which item is
    /// wrong and why.
    pub fn parse(items: &[&str]) -> Result<Parameters, String> {
        let mut parameters = Parameters::default();
        for item in items {
            parameters.push(item)?;
        }
        Ok(parameters)
    }

    /// Adds one parameter written `NAME=INTEGER`.
    pub(crate) fn push(&mut self, item: &str) -> Result<(), String> {
        let Some((name, value)) = item.split_once('=') else {
            return Err(tr!("script-parameter-syntax", item = item));
        };
        let (name, value) = (name.trim(), value.trim());
        let mut chars = name.chars();
        let identifier = chars
            .next()
            .is_some_and(|first| first.is_ascii_alphabetic() || first == '_')
            && chars.all(|c| c.is_ascii_alphanumeric() || c == '_');
        if !identifier || name.len() > 64 {
            return Err(tr!("script-parameter-name", name = name));
        }
        let Ok(value) = value.parse::<i64>() else {
            return Err(tr!("script-parameter-integer", name = name, value = value));
        };
        if self.get(name).is_some() {
            return Err(tr!("script-parameter-twice", name = name));
        }
        if self.0.len() == MAX_PARAMETERS {
            return Err(tr!(
                "script-parameters-too-many",
                limit = MAX_PARAMETERS.to_string()
            ));
        }
        self.0.push((name.to_string(), value));
        Ok(())
    }

    /// The value of the parameter `name`, if it is given.
    pub fn get(&self, name: &str) -> Option<i64> {
        self.0
            .iter()
            .find(|(known, _)| known == name)
            .map(|&(_, value)| value)
    }

    /// The parameters in the order given.
    pub(crate) fn iter(&self) -> impl Iterator<Item = (&str, i64)> {
        self.0.iter().map(|(name, value)| (name.as_str(), *value))
    }

    /// Whether no parameter is given.
    pub(crate) fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl fmt::Display for Parameters {
    /// As written in an expression, without spaces: `P=3,Q=4`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let written: Vec<String> = self
            .0
            .iter()
            .map(|(name, value)| format!("{name}={value}"))
            .collect();
        write!(f, "{}", written.join(","))
    }
}

/// An error from a script: loading, compiling or running it, or a malformed result; with the
/// file and, where known, the 1-based line and column.
///
/// ```
/// use grundy::script::Script;
/// let error = Script::compile("bad.rhai", "fn moves(n) {\n  [n - ]\n}").unwrap_err();
/// assert_eq!((error.line, error.column.is_some()), (Some(2), true));
/// assert!(error.to_string().starts_with("bad.rhai, line 2, column"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct ScriptError {
    /// The script, as it was named.
    pub file: String,
    /// The line of the problem, when it is known.
    pub line: Option<usize>,
    /// The column of the problem, when it is known.
    pub column: Option<usize>,
    /// What went wrong.
    pub message: String,
    /// The name the script reads that nothing defines, when that is what went wrong: perhaps a
    /// parameter the expression does not give (`P` of `script[FILE, P=3]`).
    pub undefined: Option<String>,
}

impl fmt::Display for ScriptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (file, message) = (self.file.as_str(), self.message.as_str());
        let text = match (self.line, self.column) {
            (Some(line), Some(column)) => tr!(
                "script-error-line-column",
                file = file,
                line = line.to_string(),
                column = column.to_string(),
                message = message
            ),
            (Some(line), None) => tr!(
                "script-error-line",
                file = file,
                line = line.to_string(),
                message = message
            ),
            (None, Some(column)) => tr!(
                "script-error-column",
                file = file,
                column = column.to_string(),
                message = message
            ),
            (None, None) => tr!("script-error", file = file, message = message),
        };
        f.write_str(&text)
    }
}

/// The rules of a game on [`State`]s, given by a program: a Rhai [`Script`], or a function of
/// the host language (the Python package's `grundy.rules`). [`ScriptFamily`](crate::games::ScriptFamily)
/// makes any of them a family of the expression language.
pub trait Rules: Send + Sync {
    /// The rules' name in messages: the script's file, or the name they were given.
    fn name(&self) -> &str;

    /// The options of `state`, each a sum of parts (one part for an ordinary move).
    fn moves(&self, state: &State) -> Result<Vec<Vec<State>>, ScriptError>;

    /// The start state, if the rules define one.
    fn start(&self) -> Option<Result<State, ScriptError>> {
        None
    }

    /// How a state is written for people, if the rules say.
    fn show(&self, _state: &State) -> Option<Result<String, ScriptError>> {
        None
    }

    /// The rules in words, if they come with them.
    fn rules(&self) -> Option<&str> {
        None
    }
}

impl Rules for Script {
    fn name(&self) -> &str {
        &self.file
    }

    fn moves(&self, state: &State) -> Result<Vec<Vec<State>>, ScriptError> {
        Script::moves(self, state)
    }

    fn start(&self) -> Option<Result<State, ScriptError>> {
        Script::start(self)
    }

    fn show(&self, state: &State) -> Option<Result<String, ScriptError>> {
        Script::show(self, state)
    }

    fn rules(&self) -> Option<&str> {
        Script::rules(self)
    }
}

/// An option written `sum([...])` in a script: the independent parts it splits into.
#[derive(Clone, Debug)]
struct SumOption(Vec<State>);

/// A compiled script with its sandboxed engine.
///
/// ```
/// use grundy::script::{Script, State};
/// let script = Script::compile("take12.rhai", "fn moves(n) { let m = []; for k in 1..=2 { if k <= n { m.push(n - k); } } m }").unwrap();
/// let options = script.moves(&State::Int(5)).unwrap();
/// assert_eq!(options, vec![vec![State::Int(4)], vec![State::Int(3)]]);
/// ```
pub struct Script {
    file: String,
    engine: Engine,
    ast: AST,
    limits: Limits,
    has_start: bool,
    has_show: bool,
    /// The lines where `fn moves`, `fn start` and `fn show` begin.
    function_lines: Vec<(&'static str, usize)>,
    rules: Option<String>,
    parameters: Parameters,
}

impl fmt::Debug for Script {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Script({})", self.file)
    }
}

impl Script {
    /// Reads and compiles the script at `path` (named in errors as written).
    pub fn load(path: &str) -> Result<Script, ScriptError> {
        Script::load_with(path, &Parameters::default())
    }

    /// Reads and compiles the script at `path` with the given parameters.
    pub fn load_with(path: &str, parameters: &Parameters) -> Result<Script, ScriptError> {
        let unreadable = |message: String| ScriptError {
            file: path.to_string(),
            line: None,
            column: None,
            message,
            undefined: None,
        };
        let cannot_read =
            |error: std::io::Error| unreadable(tr!("script-unreadable", error = error.to_string()));
        let metadata = std::fs::metadata(Path::new(path)).map_err(cannot_read)?;
        if !metadata.is_file() {
            return Err(unreadable(tr!("script-not-a-file")));
        }
        let too_long = || unreadable(too_long_message());
        if metadata.len() > MAX_SCRIPT_BYTES {
            return Err(too_long());
        }
        // Read at most one byte past the limit, whatever the file has become since.
        let mut bytes = Vec::new();
        std::fs::File::open(path)
            .and_then(|file| file.take(MAX_SCRIPT_BYTES + 1).read_to_end(&mut bytes))
            .map_err(cannot_read)?;
        if bytes.len() as u64 > MAX_SCRIPT_BYTES {
            return Err(too_long());
        }
        let source = String::from_utf8(bytes).map_err(|error| ScriptError {
            file: path.to_string(),
            line: None,
            column: None,
            message: tr!(
                "script-not-utf8",
                byte = (error.utf8_error().valid_up_to() + 1).to_string()
            ),
            undefined: None,
        })?;
        Script::compile_with(path, &source, Limits::default(), parameters)
    }

    /// Compiles `source` with the default [`Limits`]; `file` names it in errors.
    pub fn compile(file: &str, source: &str) -> Result<Script, ScriptError> {
        Script::compile_with_limits(file, source, Limits::default())
    }

    /// Compiles `source` with the given limits.
    pub fn compile_with_limits(
        file: &str,
        source: &str,
        limits: Limits,
    ) -> Result<Script, ScriptError> {
        Script::compile_with(file, source, limits, &Parameters::default())
    }

    /// Compiles `source` with the given limits, its functions reading `parameters`.
    ///
    /// ```
    /// use grundy::script::{Limits, Parameters, Script, State};
    /// // Take 1 to K stones: K is given from outside.
    /// let source = "fn moves(n) { let m = []; for k in 1..=K { if k <= n { m.push(n - k); } } m }";
    /// let parameters = Parameters::parse(&["K=3"]).unwrap();
    /// let script = Script::compile_with("take.rhai", source, Limits::default(), &parameters).unwrap();
    /// assert_eq!(script.moves(&State::Int(2)).unwrap().len(), 2);
    /// let missing = Script::compile("take.rhai", source).unwrap_err();
    /// assert!(missing.message.contains("`K` is not defined"), "{missing}");
    /// ```
    pub fn compile_with(
        file: &str,
        source: &str,
        limits: Limits,
        parameters: &Parameters,
    ) -> Result<Script, ScriptError> {
        if source.len() as u64 > MAX_SCRIPT_BYTES {
            return Err(ScriptError {
                file: file.to_string(),
                line: None,
                column: None,
                message: too_long_message(),
                undefined: None,
            });
        }
        let engine = sandboxed_engine(limits, parameters);
        // In strict mode a name is known at compile time only if it is in scope: the
        // parameters are put there, and read at run time through the engine's resolver.
        let mut scope = Scope::new();
        for (name, value) in parameters.iter() {
            scope.push_constant(name, value);
        }
        let ast = engine.compile_with_scope(&scope, source).map_err(|error| {
            let position = error.position();
            let (message, undefined) = match error.err_type() {
                ParseErrorType::VariableUndefined(name) => (
                    tr!("script-undefined", name = name.as_str()),
                    Some(name.clone()),
                ),
                other => (tr!("script-syntax", error = other.to_string()), None),
            };
            ScriptError {
                file: file.to_string(),
                line: position.line(),
                column: position.position(),
                message,
                undefined,
            }
        })?;
        let defines = |name: &str, arity: usize| {
            ast.iter_functions()
                .any(|f| f.name == name && f.params.len() == arity)
        };
        if !defines("moves", 1) {
            return Err(ScriptError {
                file: file.to_string(),
                line: None,
                column: None,
                message: tr!("script-no-moves"),
                undefined: None,
            });
        }
        let (has_start, has_show) = (defines("start", 0), defines("show", 1));
        let function_lines = ["moves", "start", "show"]
            .into_iter()
            .filter_map(|name| Some((name, definition_line(source, name)?)))
            .collect();
        Ok(Script {
            file: file.to_string(),
            engine,
            ast,
            limits,
            has_start,
            has_show,
            function_lines,
            rules: leading_comments(source),
            parameters: parameters.clone(),
        })
    }

    /// The parameters the script was compiled with.
    pub fn parameters(&self) -> &Parameters {
        &self.parameters
    }

    /// The script's name, as given when it was loaded.
    pub(crate) fn file(&self) -> &str {
        &self.file
    }

    /// The comment lines at the top of the script, joined: its rules in words.
    pub fn rules(&self) -> Option<&str> {
        self.rules.as_deref()
    }

    /// The options of `state`, each a sum of parts: `moves(state)` as the script computes it.
    pub fn moves(&self, state: &State) -> Result<Vec<Vec<State>>, ScriptError> {
        let call = || format!("moves({state})");
        let result = self.call("moves", vec![state.to_dynamic()], &call)?;
        let Ok(array) = result.clone().into_array() else {
            return Err(self.malformed(
                &call(),
                tr!("script-not-an-array", value = describe_value(&result)),
            ));
        };
        let mut options = Vec::with_capacity(array.len());
        for (index, option) in array.iter().enumerate() {
            if let Some(SumOption(parts)) = option.clone().try_cast::<SumOption>() {
                options.push(parts);
                continue;
            }
            match State::from_dynamic(option) {
                Ok(part) => options.push(vec![part]),
                Err(MalformedState(why)) => {
                    return Err(self.malformed(
                        &call(),
                        tr!(
                            "script-malformed-option",
                            index = index.to_string(),
                            why = why
                        ),
                    ));
                }
            }
        }
        Ok(options)
    }

    /// The state from `fn start()`, or `None` if the script does not define it.
    pub fn start(&self) -> Option<Result<State, ScriptError>> {
        if !self.has_start {
            return None;
        }
        let call = || "start()".to_string();
        Some(self.call("start", vec![], &call).and_then(|value| {
            State::from_dynamic(&value).map_err(|MalformedState(why)| {
                self.error_without_position(tr!("script-start-returned", why = why))
            })
        }))
    }

    /// How `fn show(state)` writes `state`, or `None` if the script does not define it.
    pub fn show(&self, state: &State) -> Option<Result<String, ScriptError>> {
        if !self.has_show {
            return None;
        }
        let call = || format!("show({state})");
        Some(
            self.call("show", vec![state.to_dynamic()], &call)
                .map(|value| value.to_string()),
        )
    }

    fn call(
        &self,
        function: &str,
        args: Vec<Dynamic>,
        call: &dyn Fn() -> String,
    ) -> Result<Dynamic, ScriptError> {
        // Top-level statements are not run on each call: only the functions matter.
        let options = CallFnOptions::new().eval_ast(false);
        let mut scope = Scope::new();
        let deadline = Instant::now() + self.limits.time;
        let previous = CALL_DEADLINE.with(|cell| cell.replace(Some(deadline)));
        let previous_budget = CALL_BUDGET.with(|cell| cell.replace(Some(Budget::current())));
        let result = self
            .engine
            .call_fn_with_options::<Dynamic>(options, &mut scope, &self.ast, function, args)
            .map_err(|error| self.runtime_error(&error, function, &call()));
        CALL_DEADLINE.with(|cell| cell.set(previous));
        CALL_BUDGET.with(|cell| cell.replace(previous_budget));
        result
    }

    fn function_line(&self, function: &str) -> Option<usize> {
        self.function_lines
            .iter()
            .find(|(name, _)| *name == function)
            .map(|&(_, line)| line)
    }

    fn runtime_error(&self, error: &EvalAltResult, function: &str, call: &str) -> ScriptError {
        let inner = error.unwrap_inner();
        let position = inner.position();
        let (mut line, column) = (position.line(), position.position());
        let mut call = call.to_string();
        if position.is_none() {
            // Rhai moves the position of a limit error to the call site, which for the top-level
            // call is nowhere: point at the function that was called instead.
            line = self.function_line(function);
            if let Some(line) = line {
                call = tr!(
                    "script-somewhere-in",
                    call = call,
                    function = function,
                    line = line.to_string()
                );
            }
        }
        let limits = self.limits;
        let what = match inner {
            EvalAltResult::ErrorTooManyOperations(_) => tr!(
                "script-too-many-operations",
                limit = limits.operations.to_string()
            ),
            EvalAltResult::ErrorStackOverflow(_) => {
                tr!("script-too-deep", limit = limits.call_levels.to_string())
            }
            EvalAltResult::ErrorTerminated(..) => tr!(
                "script-too-slow",
                seconds = limits.time.as_secs_f64().to_string()
            ),
            EvalAltResult::ErrorDataTooLarge(what, _) => tr!(
                "script-too-large",
                what = what,
                strings = limits.string_size.to_string(),
                arrays = limits.array_size.to_string(),
                maps = limits.map_size.to_string()
            ),
            other => {
                let text = other.to_string();
                let suffix = format!(" ({position})");
                text.strip_suffix(&suffix).unwrap_or(&text).to_string()
            }
        };
        let what = what.replace('\n', "; ");
        ScriptError {
            file: self.file.clone(),
            line,
            column,
            message: tr!("script-in-call", what = what, call = call),
            undefined: None,
        }
    }

    /// An error in a value the script returned: the value has no position, so the error points
    /// at the definition of `fn moves`.
    fn malformed(&self, call: &str, message: String) -> ScriptError {
        ScriptError {
            file: self.file.clone(),
            line: self.function_line("moves"),
            column: None,
            message: tr!("script-call-returned", call = call, message = message),
            undefined: None,
        }
    }

    fn error_without_position(&self, message: String) -> ScriptError {
        ScriptError {
            file: self.file.clone(),
            line: None,
            column: None,
            message,
            undefined: None,
        }
    }
}

thread_local! {
    /// When the script call running on this thread must stop (the engine is shared between
    /// threads, so the deadline cannot live in it).
    static CALL_DEADLINE: Cell<Option<Instant>> = const { Cell::new(None) };
    /// The budget of the caller of the script call running on this thread: a cancelled or
    /// expired budget stops the script mid-call.
    static CALL_BUDGET: RefCell<Option<Budget>> = const { RefCell::new(None) };
}

/// A script error as a [`GameError`]; when the script was stopped because the caller's budget
/// ran out or was cancelled, that limit (typed) rather than the script's message.
pub(crate) fn game_error(error: ScriptError) -> GameError {
    match Budget::current().check() {
        Err(limit) => limit.into(),
        Ok(()) => GameError::Script(error.to_string()),
    }
}

/// Why a script is not read: it is longer than [`MAX_SCRIPT_BYTES`].
fn too_long_message() -> String {
    tr!("script-too-long", limit = MAX_SCRIPT_BYTES.to_string())
}

/// How many operations pass between two looks at the clock.
const OPERATIONS_PER_CLOCK_CHECK: u64 = 256;

/// An engine that can only compute: no modules, no `eval`, output discarded, every resource
/// limited.
fn sandboxed_engine(limits: Limits, parameters: &Parameters) -> Engine {
    let mut engine = Engine::new();
    if !parameters.is_empty() {
        let parameters = Arc::new(parameters.clone());
        // Rhai marks the variable resolver as "volatile" (its signature may change) and
        // deprecates it to say so; it is the one way to let every function read a value that
        // does not come from the script. The doctest of `Script::compile_with` checks it.
        #[allow(deprecated)]
        engine.on_var(move |name, _, _| Ok(parameters.get(name).map(Dynamic::from)));
    }
    engine
        .set_max_operations(limits.operations)
        .set_max_call_levels(limits.call_levels)
        .set_max_expr_depths(limits.expr_depth, limits.expr_depth)
        .set_max_string_size(limits.string_size)
        .set_max_array_size(limits.array_size)
        .set_max_map_size(limits.map_size)
        .set_strict_variables(true)
        .disable_symbol("eval")
        .on_print(|_| {})
        .on_debug(|_, _, _| {})
        .on_progress(|operations| {
            if operations % OPERATIONS_PER_CLOCK_CHECK != 0 {
                return None;
            }
            let expired = CALL_DEADLINE
                .with(|cell| cell.get().is_some_and(|deadline| Instant::now() > deadline));
            let stopped = CALL_BUDGET.with(|cell| {
                cell.borrow()
                    .as_ref()
                    .is_some_and(|budget| budget.check().is_err())
            });
            (expired || stopped).then_some(Dynamic::UNIT)
        });
    engine
        .register_type_with_name::<SumOption>("sum")
        .register_fn("sum", make_sum);
    engine
}

/// `sum([a, b, ...])` in a script: checks that every part is a state (nested sums are
/// flattened), so a malformed part is reported at the line of the call.
fn make_sum(parts: Array) -> Result<SumOption, Box<EvalAltResult>> {
    let mut states = Vec::with_capacity(parts.len());
    for (index, part) in parts.iter().enumerate() {
        if let Some(SumOption(inner)) = part.clone().try_cast::<SumOption>() {
            states.extend(inner);
            continue;
        }
        let state = State::from_dynamic(part).map_err(|MalformedState(why)| {
            Box::new(EvalAltResult::ErrorRuntime(
                tr!("script-sum-part", index = index.to_string(), why = why).into(),
                Position::NONE,
            ))
        })?;
        states.push(state);
    }
    Ok(SumOption(states))
}

fn describe_value(value: &Dynamic) -> String {
    match State::from_dynamic(value) {
        Ok(state) => tr!("script-the-state", state = state.to_string()),
        // The value's description, before the words on what a state must be.
        Err(MalformedState(why)) => why
            .split([';', '；'])
            .next()
            .unwrap_or_default()
            .to_string(),
    }
}

/// The 1-based line where `fn name(` is defined, found in the text.
fn definition_line(source: &str, name: &str) -> Option<usize> {
    source
        .lines()
        .position(|line| {
            line.trim_start().strip_prefix("fn ").is_some_and(|rest| {
                rest.trim_start()
                    .strip_prefix(name)
                    .is_some_and(|rest| rest.trim_start().starts_with('('))
            })
        })
        .map(|index| index + 1)
}

/// The `//` comment lines at the top of a script, without their slashes, joined by spaces.
fn leading_comments(source: &str) -> Option<String> {
    let lines: Vec<&str> = source
        .lines()
        .map(str::trim)
        .skip_while(|line| line.is_empty())
        .take_while(|line| line.starts_with("//"))
        .map(|line| line.trim_start_matches('/').trim())
        .collect();
    let text = lines.join(" ").trim().to_string();
    (!text.is_empty()).then_some(text)
}
