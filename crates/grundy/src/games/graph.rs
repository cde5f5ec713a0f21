//! Games on explicit directed graphs, cycles allowed: `graph[FILE](v)`.
//!
//! **Rules.** A token sits on a vertex of the directed graph in `FILE` (an edge list or Graphviz
//! DOT, see [`crate::graph::parse`]); a move slides it along an edge; a player with no move loses.
//! `graph[FILE](a,b)` is two tokens, one on `a` and one on `b`, moved independently (a sum).
//!
//! **Values.** Without cycles, the Sprague–Grundy value of a vertex is the mex of its followers'
//! values. With cycles, play can go on forever, and a vertex has Smith's generalized value:
//! finite, or `∞(A)` with `A` the finite values of its followers (C. A. B. Smith, *Graphs and
//! composite games*, J. Combinatorial Theory 1 (1966); computed by the algorithm of Fraenkel and
//! Yesha, see [`crate::graph::generalized_values`](mod@crate::graph::generalized_values)). These values decide sums with any other game,
//! draws included (see [`crate::generalized`]).
//!
//! A file is read and valued once per process: later terms naming the same path reuse it.
//!
//! ```
//! use grundy::Outcome;
//! // In examples/graphs/cycle.txt, `trap` and `stuck` chase each other; `trap` can also escape
//! // to `a`, of value 1. So trap = ∞{1}: alone, or plus nim(2), a draw; plus nim(1), a win.
//! let file = "../../examples/graphs/cycle.txt"; // relative to crates/grundy
//! let alone = grundy::parse(&format!("graph[{file}](trap)")).unwrap();
//! assert_eq!(alone.loopy_value().unwrap().to_string(), "∞{1}");
//! assert_eq!(alone.outcome().unwrap(), Outcome::D);
//! let with_heap = grundy::parse(&format!("graph[{file}](trap) + nim(1)")).unwrap();
//! assert_eq!(with_heap.outcome().unwrap(), Outcome::N);
//! let moves = with_heap.winning_moves().unwrap();
//! assert_eq!(moves[0].description, "move from trap to a");
//! let drawn = grundy::parse(&format!("graph[{file}](trap) + nim(2)")).unwrap();
//! assert_eq!(drawn.outcome().unwrap(), Outcome::D);
//! ```

use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, Mutex};

use num_bigint::BigUint;
use num_traits::ToPrimitive;

use crate::budget::tr;
use crate::excerpt::quote;
use crate::expr::{Bracketed, ParseError, Token};
use crate::graph::{GameGraph, GeneralizedValues, GraphError, NamedGraph, generalized_values};
use crate::{Family, Game, GameError, LimitExceeded, LoopyValue, Notation, Outcome, Teaching};

/// A graph read from a file, with the generalized value of every vertex.
#[derive(Debug)]
pub struct ValuedGraph {
    /// The graph and its vertex names.
    pub named: NamedGraph,
    /// The generalized Sprague–Grundy values.
    pub values: GeneralizedValues,
}

impl ValuedGraph {
    /// Values a graph, under the [`Budget`](crate::Budget) entered on this thread.
    pub fn new(named: NamedGraph) -> Result<ValuedGraph, LimitExceeded> {
        let values = generalized_values(named.graph())?;
        Ok(ValuedGraph { named, values })
    }

    /// The underlying graph.
    pub fn graph(&self) -> &GameGraph {
        self.named.graph()
    }

    /// The generalized value of vertex `v`.
    pub(crate) fn value(&self, v: u32) -> LoopyValue {
        self.values.value(self.graph(), v)
    }
}

/// Why a graph file could not be loaded: the file, and what went wrong (where, for a syntax
/// error).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GraphFileError {
    /// The file, as named.
    pub path: String,
    /// What went wrong.
    pub error: GraphError,
}

impl GraphFileError {
    /// The budget's limit that stopped the reading or the valuation, if that is what happened.
    pub fn limit(&self) -> Option<&LimitExceeded> {
        match &self.error {
            GraphError::Limit(limit) => Some(limit),
            _ => None,
        }
    }
}

impl std::fmt::Display for GraphFileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let path = quote(&self.path);
        let text = match &self.error {
            GraphError::Io(message) => tr!(
                "graph-file-unreadable",
                path = path,
                error = message.as_str()
            ),
            GraphError::Limit(LimitExceeded::Cancelled) => LimitExceeded::Cancelled.to_string(),
            GraphError::Limit(limit) => {
                tr!("graph-file-limit", path = path, limit = limit.to_string())
            }
            error => tr!("graph-file-error", path = path, error = error.to_string()),
        };
        f.write_str(&text)
    }
}

impl std::error::Error for GraphFileError {}

impl From<GraphFileError> for GameError {
    fn from(error: GraphFileError) -> Self {
        match error.error {
            GraphError::Limit(limit) => GameError::Limit(limit),
            _ => GameError::TooLarge(error.to_string()),
        }
    }
}

/// Reads and values the graph in the file at `path` (edge list, or DOT by extension or content),
/// or returns the copy the same computation read earlier (kept in the
/// [context](crate::budget::Context) of the [`Budget`](crate::Budget) entered on this thread,
/// so a later computation reads the file again and sees it if it changed). Errors say what went wrong and where. Files are read a block at a
/// time, within [`MAX_GRAPH_BYTES`](crate::graph::MAX_GRAPH_BYTES) (see
/// [`NamedGraph::read_file`]).
///
/// ```no_run
/// let graph = grundy::games::graph::load("examples/graphs/cycle.txt").unwrap();
/// println!("{} vertices", graph.named.names().len());
/// ```
pub fn load(path: &str) -> Result<Arc<ValuedGraph>, GraphFileError> {
    let cache = crate::Budget::current().context().get::<GraphFiles>();
    if let Some(found) = cache.0.lock().unwrap_or_else(|e| e.into_inner()).get(path) {
        return Ok(Arc::clone(found));
    }
    let in_file = |error: GraphError| GraphFileError {
        path: path.to_string(),
        error,
    };
    let named = NamedGraph::read_file(Path::new(path)).map_err(in_file)?;
    let valued = Arc::new(ValuedGraph::new(named).map_err(|limit| in_file(limit.into()))?);
    cache
        .0
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(path.to_string(), Arc::clone(&valued));
    Ok(valued)
}

/// The graph files a computation has read, by path.
#[derive(Default)]
struct GraphFiles(Mutex<HashMap<String, Arc<ValuedGraph>>>);

/// The family `graph[FILE]`: positions are vertices (by id).
///
/// ```
/// use grundy::games::GraphGame;
/// use grundy::graph::NamedGraph;
/// use grundy::{Family, LoopyValue, Notation};
/// let named = NamedGraph::parse("a b\nb a\nb end\n").unwrap();
/// let game = GraphGame::new("cycle.txt", named).unwrap();
/// let a = game.vertex("a").unwrap();
/// assert_eq!(game.loopy_value(&a).unwrap(), LoopyValue::from(0u32));
/// assert_eq!(game.format_term(&[a]), "graph[cycle.txt](a)");
/// ```
#[derive(Clone, Debug)]
pub struct GraphGame {
    path: String,
    graph: Arc<ValuedGraph>,
}

impl GraphGame {
    /// The game on `named`, written `graph[label]` (valued under the
    /// [`Budget`](crate::Budget) entered on this thread).
    pub fn new(label: &str, named: NamedGraph) -> Result<GraphGame, LimitExceeded> {
        Ok(GraphGame {
            path: label.to_string(),
            graph: Arc::new(ValuedGraph::new(named)?),
        })
    }

    /// The game on the graph in the file at `path` (read once per process).
    pub(crate) fn load(path: &str) -> Result<GraphGame, GraphFileError> {
        Ok(GraphGame {
            path: path.to_string(),
            graph: load(path)?,
        })
    }

    /// Builds the family from `graph[FILE]`.
    pub(crate) fn from_params(
        name: &Token,
        params: Option<&Bracketed>,
    ) -> Result<GraphGame, ParseError> {
        let usage = tr!("graph-usage");
        let path = match params.map(|params| params.items.as_slice()) {
            Some([path]) => path,
            Some([_, second, ..]) => {
                return Err(second.error(tr!("graph-one-parameter", usage = usage)));
            }
            _ => {
                let column = params.map_or(name.column + name.text.chars().count(), |p| p.column);
                return Err(ParseError::new(column, usage));
            }
        };
        GraphGame::load(path.text).map_err(|error| path.error(error.to_string()))
    }

    /// The id of the vertex called `name`.
    pub fn vertex(&self, name: &str) -> Option<u32> {
        self.graph.named.id(name)
    }

    /// The graph with its values.
    pub fn valued(&self) -> &ValuedGraph {
        &self.graph
    }

    fn name_of(&self, v: u32) -> &str {
        self.graph.named.name(v)
    }
}

impl Game for GraphGame {
    type Position = u32;

    fn options(&self, &v: &u32) -> Result<Vec<Vec<u32>>, GameError> {
        Ok(self
            .graph
            .graph()
            .followers(v)
            .iter()
            .map(|&w| vec![w])
            .collect())
    }
}

/// The most vertex names an unknown-vertex error lists, and the most characters they take.
const LISTED_NAMES: usize = 12;
const LISTED_CHARS: usize = 200;

impl Notation for GraphGame {
    fn name(&self) -> String {
        format!("graph[{}]", self.path)
    }

    fn parse_positions(&self, args: &[Token]) -> Result<Vec<u32>, ParseError> {
        args.iter()
            .map(|arg| {
                self.vertex(arg.text).ok_or_else(|| {
                    let mut known: Vec<String> = Vec::new();
                    let mut length = 0;
                    for name in self.graph.named.names() {
                        let quoted = quote(name);
                        length += quoted.chars().count() + 2;
                        if known.len() == LISTED_NAMES || length > LISTED_CHARS {
                            known.push("...".to_string());
                            break;
                        }
                        known.push(quoted);
                    }
                    arg.error(tr!(
                        "graph-no-vertex",
                        path = quote(&self.path),
                        vertex = quote(arg.text),
                        known = known.join(", ")
                    ))
                })
            })
            .collect()
    }

    fn format_position(&self, &v: &u32) -> String {
        self.name_of(v).to_string()
    }

    fn describe_move(&self, &from: &u32, to: &[u32]) -> String {
        match to {
            [to] => tr!(
                "graph-move",
                from = self.name_of(from),
                to = self.name_of(*to)
            ),
            _ => tr!("graph-move-from", from = self.name_of(from)),
        }
    }
}

impl Teaching for GraphGame {
    fn rules(&self) -> String {
        let graph = self.graph.graph();
        tr!(
            "graph-rules",
            name = self.name(),
            vertices = graph.vertex_count(),
            edges = graph.edge_count()
        )
    }

    fn explain(&self, &v: &u32) -> Result<String, GameError> {
        let term = self.format_term(&[v]);
        let followers = self.graph.graph().followers(v);
        if followers.is_empty() {
            return Ok(tr!("graph-explain-no-moves", term = term));
        }
        let mut shown: Vec<String> = followers
            .iter()
            .take(12)
            .map(|&w| format!("{} = {}", self.name_of(w), self.graph.value(w)))
            .collect();
        if followers.len() > 12 {
            shown.push(tr!("graph-and-more", count = followers.len() - 12));
        }
        let shown = shown.join(", ");
        Ok(match self.graph.value(v) {
            LoopyValue::Finite(value) => tr!(
                "graph-explain-finite",
                term = term,
                value = value,
                options = shown
            ),
            value => tr!(
                "graph-explain-loopy",
                term = term,
                value = value.to_string(),
                options = shown,
                alone = if self.outcome(&v)? == Outcome::N {
                    tr!("graph-alone-won")
                } else {
                    tr!("graph-alone-draw")
                }
            ),
        })
    }
}

impl Family for GraphGame {
    fn nimber(&self, &v: &u32) -> Result<BigUint, GameError> {
        match self.graph.values.finite(v) {
            Some(value) => Ok(value.into()),
            None => Err(GameError::Infinite {
                position: self.format_term(&[v]),
                value: self.graph.value(v).to_string(),
            }),
        }
    }

    fn loopy_value(&self, &v: &u32) -> Result<LoopyValue, GameError> {
        Ok(self.graph.value(v))
    }

    fn counter(&self, &v: &u32) -> Option<u64> {
        // Infinite vertices are never part of a P-position, where counters matter.
        Some(self.graph.values.counter(v).map_or(u64::MAX, u64::from))
    }

    fn outcome(&self, &v: &u32) -> Result<Outcome, GameError> {
        Ok(self.graph.values.outcome(self.graph.graph(), v))
    }

    fn options_of_nimber(&self, &v: &u32, target: &BigUint) -> Result<Vec<Vec<u32>>, GameError> {
        let Some(target) = target.to_u32() else {
            return Ok(Vec::new());
        };
        // Least counter first, so that `perfect_move` (the first winning move) makes progress.
        Ok(self
            .graph
            .values
            .followers_of_value(self.graph.graph(), v, target)
            .into_iter()
            .map(|w| vec![w])
            .collect())
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::graph::tests::{naive_outcomes, random_graph, write_graph};
    use crate::graph::{GameGraph, MAX_NAME_CHARS};
    use proptest::prelude::*;
    use std::collections::BTreeSet;

    #[test]
    fn rules_explanations_and_moves_speak_chinese() {
        let budget = crate::budget::chinese();
        let named = crate::graph::NamedGraph::parse("a b\nb a\nb c\n").unwrap();
        let game = budget.run(|| GraphGame::new("g.txt", named)).unwrap();
        let rules = budget.run(|| game.rules());
        assert!(rules.contains("有向图（3 个顶点，3 条边）"), "{rules}");
        let [b, c] = ["b", "c"].map(|name| game.vertex(name).unwrap());
        let text = budget.run(|| game.explain(&c)).unwrap();
        assert_eq!(text, "graph[g.txt](c) 无路可走，所以 SG值为 0：先手必败。");
        let text = budget.run(|| game.explain(&b)).unwrap();
        assert!(text.contains("（Smith 的广义 SG函数）"), "{text}");
        let step = budget.run(|| game.describe_move(&b, &[c]));
        assert_eq!(step, "从 b 走到 c");
    }

    /// The product graph of `u + nim(k)` positions: vertex `(v, h)` is `v * heaps + h`.
    fn product_with_heap(graph: &GameGraph, heaps: u32) -> Vec<Vec<u32>> {
        let mut product = Vec::new();
        for v in 0..graph.vertex_count() as u32 {
            for h in 0..heaps {
                let mut moves: Vec<u32> =
                    graph.followers(v).iter().map(|&w| w * heaps + h).collect();
                moves.extend((0..h).map(|smaller| v * heaps + smaller));
                product.push(moves);
            }
        }
        product
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        /// Through the expression language: outcome and winning moves of `graph[F](v) + nim(k)`
        /// against retrograde analysis of the product graph (a winning move is exactly a move
        /// to a P-position).
        #[test]
        fn sums_with_a_heap_match_the_product_graph((n, edges) in random_graph(7, 16)) {
            let file = write_graph(n, &edges);
            let path = &file.0;
            let game = GraphGame::load(path).unwrap();
            let graph = game.valued().graph();
            let heaps = n as u32 + 2;
            let brute = naive_outcomes(&product_with_heap(graph, heaps));
            for v in 0..n as u32 {
                for k in 0..heaps {
                    let position = crate::parse(&format!("graph[{path}](v{v}) + nim({k})")).unwrap();
                    let at = |v: u32, h: u32| brute[(v * heaps + h) as usize];
                    prop_assert_eq!(position.outcome().unwrap(), at(v, k), "{}", position);
                    let found: BTreeSet<String> = position
                        .winning_moves()
                        .unwrap()
                        .iter()
                        .map(|m| m.to.to_string())
                        .collect();
                    let mut expected = BTreeSet::new();
                    for &w in graph.followers(v) {
                        if at(w, k) == Outcome::P {
                            expected.insert(format!("graph[{path}](v{w}) + nim({k})"));
                        }
                    }
                    for smaller in 0..k {
                        if at(v, smaller) == Outcome::P {
                            expected.insert(format!("graph[{path}](v{v}) + nim({smaller})"));
                        }
                    }
                    prop_assert_eq!(found, expected, "{}", position);
                    if at(v, k) == Outcome::D {
                        let drawing = position.perfect_move().unwrap().unwrap();
                        prop_assert_eq!(drawing.to.outcome().unwrap(), Outcome::D);
                    }
                }
            }
        }

        /// Two tokens on the same graph: `graph[F](u,v)`, including `∞ + ∞` draws.
        #[test]
        fn two_tokens_match_the_product_graph((n, edges) in random_graph(6, 14)) {
            let file = write_graph(n, &edges);
            let path = &file.0;
            let game = GraphGame::load(path).unwrap();
            let graph = game.valued().graph();
            let size = n as u32;
            let mut product = Vec::new();
            for u in 0..size {
                for v in 0..size {
                    let mut moves: Vec<u32> =
                        graph.followers(u).iter().map(|&w| w * size + v).collect();
                    moves.extend(graph.followers(v).iter().map(|&w| u * size + w));
                    product.push(moves);
                }
            }
            let brute = naive_outcomes(&product);
            for u in 0..size {
                for v in 0..size {
                    let position = crate::parse(&format!("graph[{path}](v{u},v{v})")).unwrap();
                    prop_assert_eq!(position.outcome().unwrap(), brute[(u * size + v) as usize]);
                    for m in position.winning_moves().unwrap() {
                        prop_assert_eq!(m.to.outcome().unwrap(), Outcome::P);
                    }
                }
            }
        }
    }

    /// Whether the winner, always playing `perfect_move`, wins from `start` (an N-position)
    /// whatever the loser does: the positions reachable under that strategy must contain no
    /// cycle (play ends) and every one of them where the loser moves must be a P-position.
    pub(crate) fn perfect_play_wins(start: &crate::Sum) -> bool {
        use std::collections::HashMap;
        // 0: on the current path, 1: finished.
        let mut state: HashMap<(String, bool), u8> = HashMap::new();
        let mut stack = vec![(start.clone(), true, false)];
        while let Some((position, winner_moves, done)) = stack.pop() {
            let key = (position.to_string(), winner_moves);
            if done {
                state.insert(key, 1);
                continue;
            }
            match state.get(&key) {
                Some(0) => return false, // a cycle: the winner never wins
                Some(_) => continue,
                None => {}
            }
            state.insert(key, 0);
            stack.push((position.clone(), winner_moves, true));
            if winner_moves {
                match position.perfect_move().unwrap() {
                    Some(chosen) if chosen.to.outcome().unwrap() == Outcome::P => {
                        stack.push((chosen.to, false, false));
                    }
                    _ => return false,
                }
            } else {
                for reply in position.moves().unwrap() {
                    stack.push((reply.to, true, false));
                }
            }
        }
        true
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(150))]

        /// `perfect_move` wins in finitely many moves, on a lone graph and in sums with other
        /// tokens, a Nim heap or a subtraction game (a strategy that merely moves to some
        /// P-position can go round a cycle forever).
        #[test]
        fn perfect_play_ends_the_game((n, edges) in random_graph(7, 18), heap in 0u32..3) {
            let file = write_graph(n, &edges);
            for v in 0..n {
                let other = (v + 1) % n;
                for expression in [
                    format!("graph[{}](v{v})", file.0),
                    format!("graph[{}](v{v}) + nim({heap})", file.0),
                    format!("graph[{}](v{v},v{other})", file.0),
                    format!("graph[{}](v{v},v{other}) + sub[1,3](4)", file.0),
                ] {
                    let start = crate::parse(&expression).unwrap();
                    if start.outcome().unwrap() == Outcome::N {
                        prop_assert!(perfect_play_wins(&start), "{}", expression);
                    }
                }
            }
        }
    }

    #[test]
    fn errors_name_the_problem() {
        let missing = crate::parse("graph[/no/such/file.txt](a)").unwrap_err();
        assert_eq!(missing.column, 7);
        assert!(
            missing.message.contains("cannot read the graph file"),
            "{missing}"
        );
        let file = write_graph(2, &[(0, 1)]);
        let unknown = crate::parse(&format!("graph[{}](v0, zz)", file.0)).unwrap_err();
        assert!(unknown.message.contains("no vertex `zz`"), "{unknown}");
        assert!(
            crate::parse("graph(a)")
                .unwrap_err()
                .message
                .contains("graph file")
        );
        let bad = write_graph(0, &[]);
        std::fs::write(&bad.0, "a b c\n").unwrap();
        let syntax = crate::parse(&format!("graph[{}](a)", bad.0)).unwrap_err();
        assert!(syntax.message.contains("line 1, column 5"), "{syntax}");
    }

    #[test]
    fn misere_play_of_a_loopy_graph_names_the_position_plainly() {
        let file = write_graph(2, &[(0, 1), (1, 0)]);
        let position = crate::parse(&format!("graph[{}](v0) + nim(1)", file.0)).unwrap();
        let error = position.misere().unwrap_err();
        let message = error.to_string();
        assert!(matches!(error, GameError::Unsupported(_)), "{message}");
        assert!(message.contains("can go on forever"), "{message}");
        assert!(!message.contains("Some("), "{message}");
        assert!(
            message.contains(&format!("graph[{}](v", file.0)),
            "{message}"
        );
    }

    #[test]
    fn unknown_vertices_and_long_names_are_quoted_briefly() {
        let file = write_graph(0, &[]);
        let long = "a".repeat(MAX_NAME_CHARS - 2);
        let names: String = (0..30).map(|v| format!("{long}{v}\n")).collect();
        std::fs::write(&file.0, format!("{long} b\n")).unwrap();
        let unknown = crate::parse(&format!("graph[{}]({})", file.0, "z".repeat(5000)));
        let message = unknown.unwrap_err().message;
        assert!(message.len() < 400, "{message}");
        assert!(message.contains("(5000 characters)"), "{message}");
        let other = write_graph(0, &[]);
        std::fs::write(&other.0, &names).unwrap();
        let message = crate::parse(&format!("graph[{}](zz)", other.0))
            .unwrap_err()
            .message;
        assert!(message.len() < 400, "{message}");
        assert!(message.ends_with("..."), "{message}");
        let other = write_graph(0, &[]);
        std::fs::write(&other.0, format!("x {long}abc\n")).unwrap();
        let message = crate::parse(&format!("graph[{}](x)", other.0))
            .unwrap_err()
            .message;
        assert!(message.contains("line 1, column 3"), "{message}");
        assert!(message.contains("longer than 1000 characters"), "{message}");
        assert!(message.len() < 300, "{message}");
    }

    #[test]
    fn draws_are_kept_even_beside_huge_heaps() {
        // v0 ⇄ v1, v1 → v2 → v3: v3 = 0, v2 = 1, v0 = ∞{}, v1 = ∞{1}. With heaps of 10^30 and
        // 10^30 + 1 (nim-sum 1), v0's only move (to v1: ∞{1} + 1 is N) loses, so the draw is
        // kept only by a heap move, found without listing the heaps' options.
        let file = write_graph(4, &[(0, 1), (1, 0), (1, 2), (2, 3)]);
        let expression = format!("graph[{}](v0) + nim(10^30, 10^30 + 1)", file.0)
            .replace("10^30 + 1", "1000000000000000000000000000001");
        let position = crate::parse(&expression).unwrap();
        assert_eq!(position.outcome().unwrap(), Outcome::D);
        let kept = position.drawing_move().unwrap().unwrap();
        assert_eq!(kept.to.outcome().unwrap(), Outcome::D);
        assert_ne!(kept.component, 0);
    }

    #[test]
    fn infinite_vertices_have_no_nimber_but_a_loopy_value() {
        let cycle = write_graph(3, &[(0, 1), (1, 0), (1, 2)]);
        let position = crate::parse(&format!("graph[{}](v0) + nim(1)", cycle.0)).unwrap();
        assert_eq!(position.outcome().unwrap(), Outcome::N);
        let file = write_graph(2, &[(0, 0), (0, 1)]);
        let looping = &file.0;
        let position = crate::parse(&format!("graph[{looping}](v0)")).unwrap();
        assert!(matches!(position.nimber(), Err(GameError::Infinite { .. })));
        assert_eq!(position.loopy_value().unwrap().to_string(), "∞{0}");
        let sum = crate::parse(&format!("graph[{looping}](v0) + nim(1)")).unwrap();
        assert_eq!(sum.outcome().unwrap(), Outcome::D);
    }
}
