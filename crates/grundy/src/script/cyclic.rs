//! Scripts whose states can repeat: the reachable state graph, valued with the generalized
//! Sprague–Grundy function of [`crate::graph::generalized_values`].
//!
//! When a script's moves from a state lead back to a state already on the way, play can go on
//! forever and the state has no ordinary value. The states reachable from it are then listed
//! (breadth first, up to a limit), numbered, and turned into a [`GameGraph`]; the graph
//! machinery gives every state its finite value or `∞(A)`, its outcome (P, N or a draw) and the
//! counter a winner uses to make progress, exactly as for `graph[FILE](v)`.
//!
//! **Split moves are refused.** A move written `sum([a, b])` turns one state into a sum of
//! states, and the generalized theory values a sum from the values of its parts (Smith's sum
//! rule, [`crate::generalized`]). Inside a loopy script those parts may lead back to the state that
//! split, so their values would depend on the very graph being valued: a fixed point that the
//! single-graph algorithm does not cover. Even when every part is an ordinary game (its nim-sum
//! could stand in the graph as a Nim heap, and the values come out right), the winner's
//! strategy is not covered: the rule that makes a winner's play in a loopy sum end (see
//! [`crate::Sum::perfect_move`]) compares the values and Fraenkel–Yesha counters of components
//! of one graph, and a split replaces one component by several. A two-state loop with one
//! split (`0 ⇄ 1`, and `0` may split into two heaps of 2) already has the winner choose the
//! move to `1` forever rather than the split that ends the game. So a loopy state graph
//! containing a split move is an error naming the state, not a guess.

use std::collections::{HashMap, VecDeque};

use super::{Rules, State};
use crate::budget::{Budget, tr};
use crate::graph::{GameGraph, GeneralizedValues, generalized_values};
use crate::{GameError, LoopyValue, Outcome};

/// The states reachable from some loopy state, as a graph with the generalized value of every
/// state. Closed under moves: every option of a state in it is in it.
///
/// ```
/// use grundy::script::{LoopyStates, Script, State};
/// use grundy::{LoopyValue, Outcome};
/// // 2 ⇄ 1 → 0: state 1 can escape to 0, so it has value 1; state 2 must move to 1, so it is 0.
/// let script = Script::compile("loop.rhai", "fn moves(n) { if n == 2 { [1] } else if n == 1 { [0, 2] } else { [] } }").unwrap();
/// let states = LoopyStates::build(&script, &State::Int(2)).unwrap();
/// assert_eq!(states.len(), 3);
/// assert_eq!(states.value(states.vertex(&State::Int(1)).unwrap()), LoopyValue::from(1u32));
/// assert_eq!(states.outcome(states.vertex(&State::Int(2)).unwrap()), Outcome::P);
/// ```
#[derive(Debug)]
pub struct LoopyStates {
    states: Vec<State>,
    index: HashMap<State, u32>,
    graph: GameGraph,
    values: GeneralizedValues,
}

impl LoopyStates {
    /// Lists the states reachable from `start` with `script`'s moves and values them, under the
    /// budget entered on this thread (its state limit bounds the states listed). Errors: a
    /// script error, a limit of the budget, or a split move (see the module documentation).
    pub fn build(script: &dyn Rules, start: &State) -> Result<LoopyStates, GameError> {
        let budget = Budget::current();
        let mut states = vec![start.clone()];
        let mut index = HashMap::from([(start.clone(), 0u32)]);
        let mut edges: Vec<(u32, u32)> = Vec::new();
        let mut queue = VecDeque::from([0u32]);
        while let Some(from) = queue.pop_front() {
            let state = &states[from as usize];
            let options = script.moves(state).map_err(super::game_error)?;
            let mut followers = Vec::with_capacity(options.len());
            for option in options {
                let [part] = <[State; 1]>::try_from(option).map_err(|parts| {
                    GameError::Script(tr!(
                        "script-loopy-split",
                        name = script.name(),
                        start = start.to_string(),
                        state = state.to_string(),
                        option = describe_parts(&parts)
                    ))
                })?;
                followers.push(part);
            }
            for part in followers {
                let to = match index.get(&part) {
                    Some(&to) => to,
                    None => {
                        budget.check_states(states.len() as u64)?;
                        let to = states.len() as u32;
                        index.insert(part.clone(), to);
                        states.push(part);
                        queue.push_back(to);
                        to
                    }
                };
                edges.push((from, to));
            }
        }
        // A script may list one option twice: the graph keeps one edge.
        let graph = GameGraph::from_edge_vec(states.len(), edges)?;
        let values = generalized_values(&graph)?;
        Ok(LoopyStates {
            states,
            index,
            graph,
            values,
        })
    }

    /// How many states the graph holds.
    pub fn len(&self) -> usize {
        self.states.len()
    }

    /// Whether the graph holds no state (never true of a built graph).
    pub fn is_empty(&self) -> bool {
        self.states.is_empty()
    }

    /// The states, in the order they were found (the start first).
    pub(crate) fn states(&self) -> &[State] {
        &self.states
    }

    /// The vertex of `state`, if the graph holds it.
    pub fn vertex(&self, state: &State) -> Option<u32> {
        self.index.get(state).copied()
    }

    /// The state of vertex `v`.
    pub(crate) fn state(&self, v: u32) -> &State {
        &self.states[v as usize]
    }

    /// The graph of moves between the states.
    pub(crate) fn graph(&self) -> &GameGraph {
        &self.graph
    }

    /// The generalized value of vertex `v`.
    pub fn value(&self, v: u32) -> LoopyValue {
        self.values.value(&self.graph, v)
    }

    /// The finite value of vertex `v`, or `None` when it is infinite.
    pub(crate) fn finite(&self, v: u32) -> Option<u32> {
        self.values.finite(v)
    }

    /// Who wins at vertex `v`: P, N, or a draw.
    pub fn outcome(&self, v: u32) -> Outcome {
        self.values.outcome(&self.graph, v)
    }

    /// Fraenkel and Yesha's counter of `v` when its value is finite.
    pub(crate) fn counter(&self, v: u32) -> Option<u32> {
        self.values.counter(v)
    }

    /// The states `v` can move to whose value is `target`, least counter first (so that the
    /// first one makes progress toward winning).
    pub(crate) fn followers_of_value(&self, v: u32, target: u32) -> Vec<&State> {
        self.values
            .followers_of_value(&self.graph, v, target)
            .into_iter()
            .map(|w| self.state(w))
            .collect()
    }
}

fn describe_parts(parts: &[State]) -> String {
    if parts.is_empty() {
        return tr!("script-empty-sum");
    }
    let shown: Vec<String> = parts.iter().map(ToString::to_string).collect();
    format!("sum([{}])", shown.join(", "))
}
