//! Scripted games: `script[FILE](STATE)` is the position STATE of the game whose rules are the
//! Rhai script FILE (see [`crate::script`] for what a script defines and how it is sandboxed).
//!
//! **Rules.** Whatever `fn moves(state)` in the script says; an option written `sum([a, b])`
//! splits the game into independent games `a` and `b`.
//!
//! **Values.** There is no closed form: values come from the generic memoized [`Solver`] (the
//! mex rule, *Winning Ways* ch. 1), run on the script's moves, memoized by state for the life
//! of the family. A script whose states can repeat (its state graph has cycles, so play can go
//! on forever) is found out by the solver; the states reachable from the one asked about are
//! then listed, within the state limit, and valued with Smith's generalized Sprague–Grundy
//! function, exactly as for `graph[FILE](v)` (see [`crate::script::cyclic`]): a state gets a
//! finite value or `∞(A)`, its outcome may be a draw, and sums with other games are decided by
//! the rule of [`crate::generalized`]. Loopy scripts may not split the game with `sum([...])` (see
//! [`crate::script::cyclic`] for why).
//!
//! **Parameters.** `script[FILE, P=3, Q=4]` gives the script integer constants it reads by name
//! in any function (see [`Parameters`]); a family with a range, `script[FILE, P=2..12]`, is a
//! sweep of the parameter (see [`crate::report::param_sweep`]). Inline rules take them in
//! brackets: `rules[P=3](10)`.
//!
//! **Writing states.** The path is taken relative to the current directory. In an expression,
//! the arguments of one term form one state: `script[f.rhai](10)` is the integer 10,
//! `script[f.rhai](3,4)` and `script[f.rhai]((3,4))` are the pair (3,4), `script[f.rhai]("ab")`
//! is a string, and `script[f.rhai]()` is the script's `fn start()`. Several independent
//! states are joined with `+`: `script[f.rhai](3 + 4)` is the sum of the games 3 and 4, the
//! same as `script[f.rhai](3) + script[f.rhai](4)`. A move typed in `play` is written the same
//! way (`1 -> 2,5` moves to the pair (2,5); `1 -> 3 + 4` splits into 3 and 4). Strings typed in
//! expressions cannot contain commas, brackets or `+`.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use num_bigint::BigUint;
use num_traits::ToPrimitive;

use crate::budget::tr;
use crate::expr::{ParseError, Token, split_list};
use crate::family::explain_by_mex;
use crate::script::{LoopyStates, Parameters, Rules, Script, ScriptError, State};
use crate::{
    Family, Game, GameError, Heaps, LoopyValue, Notation, Outcome, Pairs, Solver, Teaching,
};

/// A game whose rules are a Rhai script.
///
/// ```
/// use grundy::games::ScriptFamily;
/// use grundy::script::State;
/// use grundy::{Family, Notation};
///
/// // Subtraction game {1, 2}: values 0 1 2 0 1 2 ...
/// let source = "fn moves(n) { let m = []; for k in [1, 2] { if k <= n { m.push(n - k); } } m }";
/// let game = ScriptFamily::from_source("take12.rhai", source).unwrap();
/// assert_eq!(game.nimber(&State::Int(7)).unwrap(), 1u32.into());
/// assert_eq!(game.describe_move(&State::Int(7), &[State::Int(6)]), "move 7 to 6");
/// ```
pub struct ScriptFamily {
    script: Arc<dyn Rules>,
    /// The name in expressions: `script[FILE]`, or the name given to inline rules.
    name: String,
    solver: Mutex<Solver<ScriptRules>>,
    /// The states of loopy state graphs built so far, each with its graph and vertex. A state
    /// found again in a later graph points to the later one (the values agree: they depend only
    /// on the states reachable from it; counters are compared only within one graph).
    loopy: Mutex<HashMap<State, (Arc<LoopyStates>, u32)>>,
}

/// What the family knows of a state: an ordinary nim-value (no cycle is reachable from it), or
/// its vertex in a loopy state graph.
enum Valued {
    Ordinary(BigUint),
    Loopy(Arc<LoopyStates>, u32),
}

/// The most options (counted as the states they are made of) [`RemembersOptions`] keeps.
const REMEMBERED_OPTION_STATES: usize = 1 << 20;

/// The rules, with the options of every state they listed remembered: the solver, then the
/// remoteness search and the list of moves, each ask for the options of the same states, and
/// calling the rules (a script, or a Python function) is the slow part. Up to
/// [`REMEMBERED_OPTION_STATES`]; beyond that, options are asked for again.
struct RemembersOptions {
    rules: Arc<dyn Rules>,
    listed: Mutex<Listed>,
}

/// The options remembered, and how many states they hold in all.
#[derive(Default)]
struct Listed {
    options: HashMap<State, Vec<Vec<State>>>,
    states: usize,
}

impl RemembersOptions {
    fn new(rules: Arc<dyn Rules>) -> RemembersOptions {
        RemembersOptions {
            rules,
            listed: Mutex::new(Listed::default()),
        }
    }
}

impl Rules for RemembersOptions {
    fn name(&self) -> &str {
        self.rules.name()
    }

    fn moves(&self, state: &State) -> Result<Vec<Vec<State>>, ScriptError> {
        let listed = || self.listed.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(options) = listed().options.get(state) {
            return Ok(options.clone());
        }
        let options = self.rules.moves(state)?;
        let size = options.iter().map(Vec::len).sum::<usize>().max(1);
        let mut listed = listed();
        if listed.states + size <= REMEMBERED_OPTION_STATES {
            listed.states += size;
            listed.options.insert(state.clone(), options.clone());
        }
        Ok(options)
    }

    fn start(&self) -> Option<Result<State, ScriptError>> {
        self.rules.start()
    }

    fn show(&self, state: &State) -> Option<Result<String, ScriptError>> {
        self.rules.show(state)
    }

    fn rules(&self) -> Option<&str> {
        self.rules.rules()
    }
}

/// The rules as a [`Game`], for the solver.
struct ScriptRules(Arc<dyn Rules>);

impl Game for ScriptRules {
    type Position = State;

    fn options(&self, state: &State) -> Result<Vec<Vec<State>>, GameError> {
        self.0.moves(state).map_err(script_error)
    }
}

fn script_error(error: ScriptError) -> GameError {
    crate::script::game_error(error)
}

impl ScriptFamily {
    /// Loads the script at `path` (relative to the current directory).
    pub fn load(path: &str) -> Result<ScriptFamily, ScriptError> {
        Ok(ScriptFamily::new(Script::load(path)?))
    }

    /// The game given by the script text `source`, named `file` in messages.
    pub fn from_source(file: &str, source: &str) -> Result<ScriptFamily, ScriptError> {
        Ok(ScriptFamily::new(Script::compile(file, source)?))
    }

    /// The game of a compiled script, written `script[FILE]` (with its parameters,
    /// `script[FILE,P=3]`).
    pub fn new(script: Script) -> ScriptFamily {
        let name = if script.parameters().is_empty() {
            format!("script[{}]", script.file())
        } else {
            format!("script[{},{}]", script.file(), script.parameters())
        };
        ScriptFamily::named(name, script)
    }

    /// The game of a compiled script, written `name` in expressions (inline rules are `rules`).
    pub fn named(name: impl Into<String>, script: Script) -> ScriptFamily {
        ScriptFamily::with_rules(name, Arc::new(script))
    }

    /// The game of any [`Rules`] (a Rhai script, or a host-language function), written `name`
    /// in expressions.
    pub fn with_rules(name: impl Into<String>, script: Arc<dyn Rules>) -> ScriptFamily {
        let script: Arc<dyn Rules> = Arc::new(RemembersOptions::new(script));
        // The solver takes the caller's budget at each call: `--state-limit` applies.
        let solver = Solver::new(ScriptRules(Arc::clone(&script)));
        ScriptFamily {
            script,
            name: name.into(),
            solver: Mutex::new(solver),
            loopy: Mutex::new(HashMap::new()),
        }
    }

    /// The value of `state`: by the solver (the fast path) unless it finds a cycle; then by the
    /// loopy state graph of the states reachable from `state`, built once and kept.
    fn valued(&self, state: &State) -> Result<Valued, GameError> {
        {
            let loopy = self.loopy.lock().unwrap_or_else(PoisonError::into_inner);
            if let Some((states, v)) = loopy.get(state) {
                return Ok(Valued::Loopy(Arc::clone(states), *v));
            }
        }
        let solved = self
            .solver
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .nimber(state);
        match solved {
            Ok(nimber) => Ok(Valued::Ordinary(BigUint::from(nimber.0))),
            Err(GameError::Cycle { .. }) => {
                let states = Arc::new(LoopyStates::build(self.script.as_ref(), state)?);
                let mut loopy = self.loopy.lock().unwrap_or_else(PoisonError::into_inner);
                for (v, known) in states.states().iter().enumerate() {
                    loopy.insert(known.clone(), (Arc::clone(&states), v as u32));
                }
                // The start is the graph's first vertex.
                Ok(Valued::Loopy(states, 0))
            }
            Err(error) => Err(error),
        }
    }

    /// The loopy explanation of vertex `v` (the graph family's, with states for vertices).
    fn explain_loopy(&self, state: &State, states: &LoopyStates, v: u32) -> String {
        let term = self.format_term(std::slice::from_ref(state));
        let followers = states.graph().followers(v);
        let mut shown: Vec<String> = followers
            .iter()
            .take(12)
            .map(|&w| format!("{} = {}", self.show(states.state(w)), states.value(w)))
            .collect();
        if followers.len() > 12 {
            shown.push(tr!("script-more", count = followers.len() - 12));
        }
        let shown = shown.join(", ");
        let reachable = states.len();
        match states.value(v) {
            LoopyValue::Finite(value) => tr!(
                "script-explain-finite",
                term = term,
                value = value,
                options = shown,
                states = reachable
            ),
            value => tr!(
                "script-explain-loopy",
                term = term,
                value = value.to_string(),
                options = shown,
                states = reachable,
                alone = if states.outcome(v) == Outcome::N {
                    tr!("script-loopy-won")
                } else {
                    tr!("script-loopy-draw")
                }
            ),
        }
    }

    /// Reads the parameter of `script[FILE]` and loads the file; errors point at the path.
    pub(crate) fn from_params(name: &Token, params: &[Token]) -> Result<ScriptFamily, ParseError> {
        let Some((path, given)) = params.split_first() else {
            return Err(name.error(tr!("script-needs-file")));
        };
        let parameters = read_parameters(given)?;
        Script::load_with(path.text, &parameters)
            .map(ScriptFamily::new)
            .map_err(|error| path.error(error.to_string()))
    }

    /// The rules behind the family.
    pub fn script(&self) -> &dyn Rules {
        self.script.as_ref()
    }

    /// How a state reads for people: the script's `show(state)` if it has one (and it works),
    /// otherwise the state as it is typed.
    fn show(&self, state: &State) -> String {
        match self.script.show(state) {
            Some(Ok(text)) => text,
            _ => state.to_string(),
        }
    }

    fn show_parts(&self, parts: &[State]) -> String {
        if parts.is_empty() {
            return tr!("script-parts-nothing");
        }
        let shown: Vec<String> = parts.iter().map(|part| self.show(part)).collect();
        if parts.len() == 1 {
            shown[0].clone()
        } else {
            shown.join(" + ")
        }
    }
}

/// The parameters of a script written after its file or in the brackets of inline rules
/// (`P=3, Q=4`), an error pointing at the one that is wrong.
pub(crate) fn read_parameters(items: &[Token]) -> Result<Parameters, ParseError> {
    let mut parameters = Parameters::default();
    for item in items {
        parameters.push(item.text).map_err(|why| item.error(why))?;
    }
    Ok(parameters)
}

impl Game for ScriptFamily {
    type Position = State;

    fn options(&self, state: &State) -> Result<Vec<Vec<State>>, GameError> {
        self.script.moves(state).map_err(script_error)
    }
}

impl Notation for ScriptFamily {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn parse_positions(&self, args: &[Token]) -> Result<Vec<State>, ParseError> {
        match args {
            [] => match self.script.start() {
                Some(start) => Ok(vec![
                    start.map_err(|error| ParseError::new(1, error.to_string()))?,
                ]),
                None => Err(ParseError::new(
                    1,
                    tr!(
                        "script-no-start",
                        script = self.script.name(),
                        name = self.name()
                    ),
                )),
            },
            [single] => {
                let parts = split_on_plus(single)?;
                parts.iter().map(State::parse).collect()
            }
            several => {
                if let Some(plus) = several
                    .iter()
                    .find(|token| split_on_plus(token).map_or(true, |p| p.len() > 1))
                {
                    return Err(plus.error(tr!("script-tuple-sum")));
                }
                let items: Vec<State> =
                    several.iter().map(State::parse).collect::<Result<_, _>>()?;
                Ok(vec![State::Tuple(items)])
            }
        }
    }

    fn format_position(&self, state: &State) -> String {
        state.as_args()
    }

    fn join_args(&self, args: &[String]) -> String {
        if args.len() == 1 {
            return args[0].clone();
        }
        let parts: Vec<String> = args
            .iter()
            .map(|arg| {
                let bare_tuple = split_list(arg, 1).is_ok_and(|items| items.len() > 1);
                if bare_tuple {
                    format!("({arg})")
                } else {
                    arg.clone()
                }
            })
            .collect();
        parts.join(" + ")
    }

    fn describe_move(&self, from: &State, to: &[State]) -> String {
        tr!(
            "move-heap-to",
            from = self.show(from),
            to = self.show_parts(to)
        )
    }
}

impl Teaching for ScriptFamily {
    fn rules(&self) -> String {
        match self.script.rules() {
            Some(rules) => format!("{}: {rules}", self.name()),
            None => tr!(
                "script-rules-computed",
                name = self.name(),
                script = self.script.name()
            ),
        }
    }

    fn explain(&self, state: &State) -> Result<String, GameError> {
        match self.valued(state)? {
            Valued::Ordinary(_) => explain_by_mex(self, state),
            Valued::Loopy(states, v) => Ok(self.explain_loopy(state, &states, v)),
        }
    }
}

impl Family for ScriptFamily {
    fn nimber(&self, state: &State) -> Result<BigUint, GameError> {
        match self.valued(state)? {
            Valued::Ordinary(nimber) => Ok(nimber),
            Valued::Loopy(states, v) => match states.finite(v) {
                Some(value) => Ok(value.into()),
                None => Err(GameError::Infinite {
                    position: self.format_term(std::slice::from_ref(state)),
                    value: states.value(v).to_string(),
                }),
            },
        }
    }

    fn loopy_value(&self, state: &State) -> Result<LoopyValue, GameError> {
        Ok(match self.valued(state)? {
            Valued::Ordinary(nimber) => LoopyValue::Finite(nimber),
            Valued::Loopy(states, v) => states.value(v),
        })
    }

    fn outcome(&self, state: &State) -> Result<Outcome, GameError> {
        Ok(match self.valued(state)? {
            Valued::Ordinary(nimber) => Outcome::from_is_zero(nimber == BigUint::ZERO),
            Valued::Loopy(states, v) => states.outcome(v),
        })
    }

    fn counter(&self, state: &State) -> Option<u64> {
        match self.valued(state) {
            // Infinite states are never part of a P-position, where counters matter.
            Ok(Valued::Loopy(states, v)) => Some(states.counter(v).map_or(u64::MAX, u64::from)),
            Ok(Valued::Ordinary(_)) | Err(_) => None,
        }
    }

    fn options_of_nimber(
        &self,
        state: &State,
        target: &BigUint,
    ) -> Result<Vec<Vec<State>>, GameError> {
        match self.valued(state)? {
            Valued::Ordinary(_) => {
                let mut found = Vec::new();
                for option in self.options(state)? {
                    if self.sum_nimber(&option)? == *target {
                        found.push(option);
                    }
                }
                Ok(found)
            }
            Valued::Loopy(states, v) => {
                let Some(target) = target.to_u32() else {
                    return Ok(Vec::new());
                };
                // Least counter first, so that `perfect_move` (the first winning move) makes
                // progress.
                Ok(states
                    .followers_of_value(v, target)
                    .into_iter()
                    .map(|w| vec![w.clone()])
                    .collect())
            }
        }
    }

    fn heaps(&self) -> Option<&dyn Heaps<Position = State>> {
        Some(self)
    }

    fn pairs(&self) -> Option<&dyn Pairs<Position = State>> {
        Some(self)
    }
}

impl Heaps for ScriptFamily {
    fn heap(&self, n: u64) -> Option<State> {
        i64::try_from(n).ok().map(State::Int)
    }
}

impl Pairs for ScriptFamily {
    fn pair(&self, a: u64, b: u64) -> Option<State> {
        let a = i64::try_from(a).ok()?;
        let b = i64::try_from(b).ok()?;
        Some(State::Tuple(vec![State::Int(a), State::Int(b)]))
    }
}

/// Splits one argument at its top-level `+` signs (the states of a sum), keeping columns.
fn split_on_plus<'a>(token: &Token<'a>) -> Result<Vec<Token<'a>>, ParseError> {
    let mut parts = Vec::new();
    let mut depth = 0usize;
    let mut start = 0usize;
    let mut in_string = false;
    let text = token.text;
    let column_of = |byte: usize| token.column + text[..byte].chars().count();
    let push = |from: usize, to: usize, parts: &mut Vec<Token<'a>>| -> Result<(), ParseError> {
        let piece = &text[from..to];
        let trimmed = piece.trim_start();
        let offset = from + (piece.len() - trimmed.len());
        let trimmed = trimmed.trim_end();
        if trimmed.is_empty() {
            return Err(ParseError::new(
                column_of(from.min(text.len())),
                tr!("script-empty-summand"),
            ));
        }
        parts.push(Token {
            text: trimmed,
            column: column_of(offset),
        });
        Ok(())
    };
    for (index, c) in text.char_indices() {
        match c {
            '"' => in_string = !in_string,
            '(' | '[' if !in_string => depth += 1,
            ')' | ']' if !in_string => depth = depth.saturating_sub(1),
            '+' if !in_string && depth == 0 => {
                push(start, index, &mut parts)?;
                start = index + 1;
            }
            _ => {}
        }
    }
    push(start, text.len(), &mut parts)?;
    Ok(parts)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn family(source: &str) -> ScriptFamily {
        ScriptFamily::from_source("test.rhai", source).unwrap()
    }

    const PAIRS: &str = "fn moves(p) { let m = []; if p[0] > 0 { m.push([p[0] - 1, p[1]]); } if p[1] > 0 { m.push([p[0], p[1] - 1]); } m }";

    #[test]
    fn arguments_make_one_state_and_plus_makes_a_sum() {
        let game = family(PAIRS);
        let token = |text| Token { text, column: 1 };
        let pair = |a, b| State::Tuple(vec![State::Int(a), State::Int(b)]);
        assert_eq!(
            game.parse_positions(&[token("3"), token("4")]).unwrap(),
            vec![pair(3, 4)]
        );
        assert_eq!(
            game.parse_positions(&[token("(3,4)")]).unwrap(),
            vec![pair(3, 4)]
        );
        assert_eq!(
            game.parse_positions(&[token("(1,2) + [3,4]")]).unwrap(),
            vec![pair(1, 2), pair(3, 4)]
        );
        assert!(game.parse_positions(&[token("1 + 2"), token("3")]).is_err());
        assert!(game.parse_positions(&[token("1 +")]).is_err());
        assert!(
            game.parse_positions(&[])
                .unwrap_err()
                .message
                .contains("fn start()")
        );
        let formatted = [
            game.format_position(&pair(1, 2)),
            game.format_position(&State::Int(5)),
        ];
        assert_eq!(game.join_args(&formatted), "(1,2) + 5");
        assert_eq!(game.format_term(&[pair(1, 2)]), "script[test.rhai](1,2)");
    }

    #[test]
    fn values_are_memoized_and_match_the_rule() {
        // Moving one step left or down on a board: G(a, b) = (a + b) mod 2.
        let game = family(PAIRS);
        for a in 0..6 {
            for b in 0..6 {
                let value = crate::AnyFamily::pair_nimber(&game, a, b).unwrap().unwrap();
                assert_eq!(value, BigUint::from((a + b) % 2), "({a},{b})");
            }
        }
        let explored = game.solver.lock().unwrap().states_explored();
        assert_eq!(explored, 36);
    }

    #[test]
    fn a_self_loop_is_an_infinite_value_not_an_error() {
        let game = family("fn moves(n) { if n > 0 { [n, n - 1] } else { [] } }");
        // 0 is terminal; 1 can stay put or move to 0, so it is ∞{0} and a win (move to 0).
        assert_eq!(game.loopy_value(&State::Int(0)).unwrap(), 0u32.into());
        assert_eq!(
            game.loopy_value(&State::Int(1)).unwrap(),
            LoopyValue::infinite([0u32])
        );
        assert_eq!(game.outcome(&State::Int(1)).unwrap(), Outcome::N);
        match game.nimber(&State::Int(1)) {
            Err(GameError::Infinite { position, value }) => {
                assert_eq!(
                    (position.as_str(), value.as_str()),
                    ("script[test.rhai](1)", "∞{0}")
                );
            }
            other => panic!("expected an infinite value, got {other:?}"),
        }
        // 2 can stay, or move to 1 (∞): it has no finite option, so it is a draw.
        assert_eq!(game.outcome(&State::Int(2)).unwrap(), Outcome::D);
        assert_eq!(
            game.options_of_nimber(&State::Int(1), &BigUint::ZERO)
                .unwrap(),
            vec![vec![State::Int(0)]]
        );
        assert!(game.explain(&State::Int(2)).unwrap().contains("a draw"));
    }

    #[test]
    fn explanations_speak_chinese() {
        let budget = crate::budget::chinese();
        let game = family("fn moves(n) { if n > 0 { [n, n - 1] } else { [] } }");
        let text = budget.run(|| game.explain(&State::Int(1))).unwrap();
        assert!(
            text.contains("script[test.rhai](1) 的有环 SG值为 ∞{0}"),
            "{text}"
        );
        assert!(text.contains("先手必胜（走到 SG值为 0 的局面）"), "{text}");
        let rules = budget.run(|| game.rules());
        assert!(rules.contains("fn moves 算出的着法"), "{rules}");
    }

    #[test]
    fn acyclic_states_stay_on_the_solver_after_a_loopy_one() {
        // 10 ⇄ 11 loops; states below 10 only count down.
        let game = family(
            "fn moves(n) { if n == 10 { [11, 9] } else if n == 11 { [10] } else if n > 0 { [n - 1] } else { [] } }",
        );
        assert_eq!(game.nimber(&State::Int(9)).unwrap(), 1u32.into());
        assert!(game.loopy.lock().unwrap().is_empty());
        assert_eq!(game.counter(&State::Int(9)), None);
        // 10 → 9 (value 1) loses; 10 → 11 forces the move back to 10: a draw, ∞{1}; 11 = ∞{}.
        assert_eq!(
            game.loopy_value(&State::Int(10)).unwrap(),
            LoopyValue::infinite([1u32])
        );
        assert_eq!(game.outcome(&State::Int(10)).unwrap(), Outcome::D);
        assert_eq!(
            game.loopy_value(&State::Int(11)).unwrap(),
            LoopyValue::infinite(Vec::<u32>::new())
        );
        assert_eq!(game.loopy.lock().unwrap().len(), 12);
        assert_eq!(game.counter(&State::Int(10)), Some(u64::MAX));
        // Now in the loopy graph, 9 has a counter; its value is unchanged.
        assert!(game.counter(&State::Int(9)).is_some());
        assert_eq!(game.nimber(&State::Int(9)).unwrap(), 1u32.into());
    }

    #[test]
    fn loopy_state_graphs_respect_the_state_limit() {
        // n → n + 1 → ... never ends and never repeats a state except through the loop at 0.
        let game = family("fn moves(n) { if n == 0 { [0, 1] } else { [n + 1] } }");
        let budget = crate::Budget::default().with_state_limit(500);
        assert_eq!(
            budget.run(|| game.nimber(&State::Int(0))),
            Err(GameError::Limit(crate::LimitExceeded::States {
                limit: 500
            }))
        );
    }

    #[test]
    fn split_moves_in_loopy_scripts_are_refused_naming_the_state() {
        let game = family(
            "fn moves(n) { if n == 3 { [sum([1, 2])] } else if n == 2 { [3] } else if n == 1 { [] } else { [] } }",
        );
        let error = game.nimber(&State::Int(2)).unwrap_err();
        let message = error.to_string();
        assert!(message.contains("state 3"), "{message}");
        assert!(message.contains("sum([1, 2])"), "{message}");
        assert!(
            message.contains("not supported in loopy scripts"),
            "{message}"
        );
        // Refused even when the parts are ordinary games (Nim heaps of 2, written -3): see
        // crate::script::cyclic for the game where the winner's strategy would loop.
        let game = family(
            "fn moves(n) { if n < 0 { let m = []; for k in 0..(-n - 1) { m.push(-k - 1); } return m; } if n == 0 { [1, sum([-3, -3])] } else { [0] } }",
        );
        let message = game.nimber(&State::Int(1)).unwrap_err().to_string();
        assert!(message.contains("state 0"), "{message}");
        assert!(message.contains("sum([-3, -3])"), "{message}");
        // The same script without reaching the loop is an ordinary game with splits.
        let game = family("fn moves(n) { if n == 3 { [sum([1, 2])] } else { [] } }");
        assert_eq!(game.nimber(&State::Int(3)).unwrap(), 1u32.into());
    }

    /// The example scripts and graph files, from the crate's directory.
    const SPRINGS_SCRIPT: &str = "../../examples/springs.rhai";
    const SPRINGS_GRAPH: &str = "../../examples/graphs/springs.txt";

    /// A position of the graph game written the script's way: `script[F](n)` → `graph[G](sN)`,
    /// or with `vertex` naming graph vertices as `prefix` + state.
    fn as_graph_term(text: &str, script: &str, graph: &str, prefix: &str) -> String {
        text.replace(
            &format!("script[{script}]("),
            &format!("graph[{graph}]({prefix}"),
        )
    }

    /// Checks every position `script[F](state) + nim(k)` against `graph[G](prefix + state)
    /// + nim(k)`: value, outcome, nim-value or its error, and the exact set of winning moves.
    fn check_against_graph(
        script: &str,
        graph: &str,
        prefix: &str,
        states: &[i64],
        heaps: u32,
    ) -> Result<(), String> {
        for &n in states {
            for k in 0..heaps {
                let heap = if k == 0 {
                    String::new()
                } else {
                    format!(" + nim({k})")
                };
                let scripted = crate::parse(&format!("script[{script}]({n}){heap}")).unwrap();
                let drawn = crate::parse(&format!("graph[{graph}]({prefix}{n}){heap}")).unwrap();
                let context = format!("{scripted}");
                if scripted.loopy_value().unwrap() != drawn.loopy_value().unwrap() {
                    return Err(format!("{context}: values differ"));
                }
                if scripted.outcome().unwrap() != drawn.outcome().unwrap() {
                    return Err(format!("{context}: outcomes differ"));
                }
                let nimbers = (scripted.nimber(), drawn.nimber());
                match nimbers {
                    (Ok(a), Ok(b)) if a == b => {}
                    (
                        Err(GameError::Infinite { value: a, .. }),
                        Err(GameError::Infinite { value: b, .. }),
                    ) if a == b => {}
                    other => return Err(format!("{context}: nimbers differ: {other:?}")),
                }
                let moves = |sum: &crate::Sum| -> std::collections::BTreeSet<String> {
                    sum.winning_moves()
                        .unwrap()
                        .iter()
                        .map(|m| as_graph_term(&m.to.to_string(), script, graph, prefix))
                        .collect()
                };
                if moves(&scripted) != moves(&drawn) {
                    return Err(format!(
                        "{context}: winning moves differ: {:?} vs {:?}",
                        moves(&scripted),
                        moves(&drawn)
                    ));
                }
                if scripted.outcome().unwrap() == Outcome::D {
                    let kept = scripted
                        .drawing_move()
                        .unwrap()
                        .expect("a draw has a drawing move");
                    if kept.to.outcome().unwrap() != Outcome::D {
                        return Err(format!(
                            "{context}: drawing move {} loses the draw",
                            kept.to
                        ));
                    }
                }
            }
        }
        Ok(())
    }

    #[test]
    fn the_springs_example_matches_its_graph_file() {
        let states: Vec<i64> = (0..=12).collect();
        check_against_graph(SPRINGS_SCRIPT, SPRINGS_GRAPH, "s", &states, 6).unwrap();
        // Square 5 keeps an ordinary value despite the spring; 9 and beyond are draws alone.
        let values: Vec<String> = states
            .iter()
            .map(|n| {
                crate::parse(&format!("script[{SPRINGS_SCRIPT}]({n})"))
                    .unwrap()
                    .loopy_value()
                    .unwrap()
                    .to_string()
            })
            .collect();
        assert_eq!(
            values,
            [
                "0", "1", "2", "0", "1", "3", "0", "1", "2", "∞{1,2}", "∞{2}", "∞{}", "∞{}"
            ]
        );
    }

    #[test]
    fn perfect_play_in_the_springs_example_ends_the_game() {
        use crate::games::graph::tests::perfect_play_wins;
        for n in 0..=12 {
            for extra in ["", " + nim(1)", " + nim(3)", " + sub[1,2](4)"] {
                let start = crate::parse(&format!("script[{SPRINGS_SCRIPT}]({n}){extra}")).unwrap();
                if start.outcome().unwrap() == Outcome::N {
                    assert!(perfect_play_wins(&start), "{start}");
                }
            }
        }
    }

    /// The text of a script whose state graph is the given graph: states are vertex numbers.
    fn script_of_graph(n: usize, edges: &[(u32, u32)]) -> String {
        let mut followers = vec![Vec::new(); n];
        for &(u, v) in edges {
            followers[u as usize].push(v.to_string());
        }
        let arms: Vec<String> = followers
            .iter()
            .enumerate()
            .map(|(u, f)| format!("        {u} => [{}],", f.join(", ")))
            .collect();
        format!(
            "fn moves(n) {{\n    switch n {{\n{}\n        _ => []\n    }}\n}}\n",
            arms.join("\n")
        )
    }

    /// A script file written for a test, removed when dropped.
    struct TempScript(String);

    impl Drop for TempScript {
        fn drop(&mut self) {
            let _ = std::fs::remove_file(&self.0);
        }
    }

    fn write_script(text: &str) -> TempScript {
        use std::sync::atomic::{AtomicUsize, Ordering};
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        let path = std::env::temp_dir().join(format!(
            "grundy-script-test-{}-{}.rhai",
            std::process::id(),
            COUNTER.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::write(&path, text).unwrap();
        TempScript(path.to_str().unwrap().to_string())
    }

    use crate::graph::tests::{random_graph, write_graph};
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(60))]

        /// Random graphs, cycles allowed, written once as an edge list and once as a script:
        /// every vertex alone and plus nim(k) has the same value, outcome and winning moves;
        /// two tokens (a sum of two script states) have the graph's outcome.
        #[test]
        fn random_loopy_scripts_match_the_graph_family((n, edges) in random_graph(6, 14)) {
            let graph = write_graph(n, &edges);
            let script = write_script(&script_of_graph(n, &edges));
            let states: Vec<i64> = (0..n as i64).collect();
            let checked = check_against_graph(&script.0, &graph.0, "v", &states, n as u32 + 2);
            prop_assert!(checked.is_ok(), "{}", checked.unwrap_err());
            for v in 0..n {
                let start = crate::parse(&format!("script[{}]({v}) + nim(1)", script.0)).unwrap();
                if start.outcome().unwrap() == Outcome::N {
                    prop_assert!(crate::games::graph::tests::perfect_play_wins(&start), "{}", start);
                }
            }
            for u in 0..n {
                let v = (u + 1) % n;
                let scripted = crate::parse(&format!("script[{}]({u} + {v})", script.0)).unwrap();
                let drawn = crate::parse(&format!("graph[{}](v{u},v{v})", graph.0)).unwrap();
                prop_assert_eq!(scripted.outcome().unwrap(), drawn.outcome().unwrap());
                prop_assert_eq!(scripted.loopy_value().unwrap(), drawn.loopy_value().unwrap());
            }
        }
    }
}
