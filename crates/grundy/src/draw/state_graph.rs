//! The graph of positions reachable from a sum, up to a limit: what `eval --dot` draws.

use std::collections::HashMap;
use std::collections::VecDeque;

use super::{DotVertex, write_dot, write_svg};
use crate::budget::{Budget, tr};
use crate::{GameError, Sum};

/// The positions reachable from a start position (breadth first, the start first) and the moves
/// between them. Positions are identified by how they are written, so `nim(1,2)` and `nim(2,1)`
/// are two vertices.
#[derive(Clone, Debug)]
pub struct StateGraph {
    /// The positions, the start first.
    pub positions: Vec<Sum>,
    /// The moves, as pairs of indices into `positions`.
    pub edges: Vec<(u32, u32)>,
    /// Whether some reachable positions were left out because of the limit.
    pub truncated: bool,
    /// The limit the graph was built with.
    pub limit: usize,
}

/// On average, how many moves per drawn position [`state_graph`] looks at before stopping.
pub(crate) const MOVES_PER_POSITION: usize = 64;

/// On average, how many components [`state_graph`] writes out per drawn position: every move
/// leads to a whole position, written out to find it again, so the moves of a sum of many
/// components (`nim(3,3,…,3)` with 500 heaps) cost their number times the sum's length.
pub(crate) const COMPONENTS_WRITTEN_PER_POSITION: usize = 1024;

/// The positions reachable from `start`, at most `limit` of them. When the limit cuts the graph
/// off (or the positions have more than `MOVES_PER_POSITION` moves each on average, or their
/// moves more than `COMPONENTS_WRITTEN_PER_POSITION` components in all), the
/// positions kept are the nearest to the start, moves to left-out positions are not drawn, and
/// `truncated` is set. The work is charged to the [`Budget`] entered on this thread: its state
/// limit bounds the positions held, its memory limit their size, and it can be cancelled.
///
/// ```
/// use grundy::draw::state_graph;
/// let start = grundy::parse("nim(2)").unwrap();
/// let graph = state_graph(&start, 100).unwrap();
/// let names: Vec<String> = graph.positions.iter().map(|p| p.to_string()).collect();
/// assert_eq!(names, ["nim(2)", "nim(1)", "nim(0)"]);
/// assert_eq!(graph.edges, [(0, 1), (0, 2), (1, 2)]);
/// assert!(!graph.truncated);
/// assert!(state_graph(&start, 2).unwrap().truncated);
/// ```
pub fn state_graph(start: &Sum, limit: usize) -> Result<StateGraph, GameError> {
    let mut graph = StateGraph {
        positions: Vec::new(),
        edges: Vec::new(),
        truncated: false,
        limit,
    };
    if limit == 0 {
        graph.truncated = true;
        return Ok(graph);
    }
    let budget = Budget::current();
    let mut index: HashMap<String, u32> = HashMap::new();
    // About how many bytes the positions take: each is written out as its key, and held.
    let mut held_bytes = 0u64;
    let start_key = start.to_string();
    held_bytes += position_bytes(&start_key);
    index.insert(start_key, 0);
    graph.positions.push(start.clone());
    let mut queue = VecDeque::from([0u32]);
    // Positions with very many moves (nim(10^5)) would make even a small drawing slow: stop
    // after looking at this many moves in all, and say the graph is cut off.
    let mut moves_left = limit.saturating_mul(MOVES_PER_POSITION);
    let mut components_left = limit.saturating_mul(COMPONENTS_WRITTEN_PER_POSITION);
    while let Some(from) = queue.pop_front() {
        budget.check()?;
        budget.add_progress(1);
        // Count the moves before making them: each is a whole position, so a sum of many
        // components with many moves (nim(1,1,...,1)) would need the square of its size.
        let position = &graph.positions[from as usize];
        let mut count = 0usize;
        for component in position.components() {
            count = count.saturating_add(component.options()?.len());
        }
        let written = count.saturating_mul(position.len());
        if count > moves_left || written > components_left {
            graph.truncated = true;
            break;
        }
        components_left -= written;
        let component_bytes = size_of::<std::sync::Arc<dyn crate::Component>>() as u64;
        budget.check_memory_of(
            (count as u64).saturating_mul(position.len() as u64 * component_bytes),
            || {
                tr!(
                    "memory-position-moves",
                    count = count,
                    components = position.len()
                )
            },
        )?;
        let moves = position.moves()?;
        moves_left -= moves.len();
        for option in moves {
            let key = option.to.to_string();
            let to = match index.get(&key) {
                Some(&to) => to,
                None if graph.positions.len() < limit => {
                    let to = graph.positions.len() as u32;
                    budget.check_states(u64::from(to))?;
                    held_bytes += position_bytes(&key);
                    if to.is_multiple_of(1024) {
                        let edge_bytes = graph.edges.len() as u64 * 8;
                        budget.check_memory_of(held_bytes + edge_bytes, || {
                            tr!("memory-reachable-graph")
                        })?;
                    }
                    index.insert(key, to);
                    graph.positions.push(option.to);
                    queue.push_back(to);
                    to
                }
                None => {
                    graph.truncated = true;
                    continue;
                }
            };
            graph.edges.push((from, to));
        }
    }
    // Two moves may lead to the same position (in different heaps of one size): draw one edge.
    graph.edges.sort_unstable();
    graph.edges.dedup();
    Ok(graph)
}

/// About how many bytes a position written `key` takes in the graph: the key in the index
/// and the position itself (of about the same size), with some overhead.
fn position_bytes(key: &str) -> u64 {
    key.len() as u64 * 3 + 128
}

impl StateGraph {
    /// Each position with its value and outcome, as drawn.
    fn vertices(&self) -> Result<Vec<DotVertex>, GameError> {
        let budget = Budget::current();
        let mut vertices = Vec::with_capacity(self.positions.len());
        for position in &self.positions {
            budget.check()?;
            let value = position.loopy_value()?;
            vertices.push(DotVertex {
                name: position.to_string(),
                value: value.to_string(),
                outcome: position.outcome()?,
            });
        }
        Ok(vertices)
    }

    /// What the drawing shows, and whether the limit cut it off.
    fn caption(&self) -> String {
        let start = self
            .positions
            .first()
            .map_or_else(String::new, ToString::to_string);
        if self.truncated {
            tr!(
                "drawing-caption-truncated",
                start = start,
                count = self.positions.len()
            )
        } else {
            tr!("drawing-caption", start = start)
        }
    }

    /// The graph in DOT, each position labelled with its value and coloured by its outcome; a
    /// caption says when the limit cut the graph off.
    pub fn to_dot(&self) -> Result<String, GameError> {
        Ok(write_dot(&self.vertices()?, &self.edges, &self.caption()))
    }

    /// The graph drawn in SVG by [`write_svg`] (see `svg` for its classes and
    /// data attributes), the start at the top; the caption says when the limit cut the graph
    /// off. A graph of more than [`MAX_SVG_VERTICES`](super::MAX_SVG_VERTICES) positions is
    /// refused: build it with a `limit` at most that.
    ///
    /// ```
    /// use grundy::draw::state_graph;
    /// let start = grundy::parse("nim(1,1)").unwrap();
    /// let svg = state_graph(&start, 100).unwrap().to_svg().unwrap();
    /// assert!(svg.contains(r#"data-position="nim(1,1)" data-outcome="P" data-value="0""#));
    /// assert!(svg.contains(r#"data-position="nim(0,1)" data-outcome="N" data-value="1""#));
    /// assert_eq!(svg.matches(" data-from=").count(), 4);
    /// ```
    pub fn to_svg(&self) -> Result<String, GameError> {
        super::svg::check_drawable(self.positions.len(), self.edges.len())?;
        let start = (!self.positions.is_empty()).then_some(0);
        write_svg(&self.vertices()?, &self.edges, &self.caption(), start)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Outcome;
    use crate::graph::tests::{random_graph, write_graph};
    use crate::graph::{GameGraph, retrograde};
    use proptest::prelude::*;

    #[test]
    fn the_caption_and_legend_are_in_the_language_of_the_computation() {
        let budget = Budget::default();
        budget.context().set_language(crate::i18n::Lang::Zh);
        let svg = budget.run(|| {
            let start = crate::parse("nim(1,2)").unwrap();
            state_graph(&start, 100).unwrap().to_svg().unwrap()
        });
        for words in [
            "从 nim(1,2) 出发能到达的局面",
            "先手必胜",
            "先手必败",
            "必胜着法",
        ] {
            assert!(svg.contains(words), "{words} is not in the drawing");
        }
        let english = Budget::default().run(|| {
            state_graph(&crate::parse("nim(1,2)").unwrap(), 100)
                .unwrap()
                .to_svg()
        });
        assert!(
            english
                .unwrap()
                .contains("positions reachable from nim(1,2)")
        );
    }

    /// Retrograde analysis of the whole state graph must give every position the outcome the
    /// sum rule gives it.
    fn check_outcomes(start: &Sum) -> Result<(), TestCaseError> {
        let graph = state_graph(start, 10_000).unwrap();
        prop_assert!(!graph.truncated);
        let game = GameGraph::from_edges(graph.positions.len(), &graph.edges).unwrap();
        let outcomes = retrograde(&game).unwrap();
        for (position, outcome) in graph.positions.iter().zip(outcomes) {
            prop_assert_eq!(position.outcome().unwrap(), outcome, "{}", position);
        }
        Ok(())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(150))]
        #[test]
        fn loopy_sums_agree_with_their_state_graphs(
            (n, edges) in random_graph(6, 14),
            heap in 0u32..4,
            second in any::<bool>(),
        ) {
            let file = write_graph(n, &edges);
            let vertices = if second { "v0,v1" } else { "v0" };
            let vertices = if n == 1 { "v0" } else { vertices };
            let start = crate::parse(&format!("graph[{}]({vertices}) + nim({heap})", file.0)).unwrap();
            check_outcomes(&start)?;
        }
    }

    #[test]
    fn ordinary_sums_agree_with_their_state_graphs() {
        let start = crate::parse("nim(3,2) + sub[1,3,4](6) + bash[2](3)").unwrap();
        check_outcomes(&start).unwrap();
        let graph = state_graph(&start, 10_000).unwrap();
        assert!(
            graph
                .positions
                .iter()
                .all(|p| p.outcome().unwrap() != Outcome::D)
        );
        let dot = graph.to_dot().unwrap();
        assert_eq!(dot.matches("fillcolor=").count(), graph.positions.len());
    }

    #[test]
    fn the_budget_bounds_the_graph() {
        let start = crate::parse("nim(30, 30, 30)").unwrap();
        let small = Budget::default().with_state_limit(100);
        let error = small.run(|| state_graph(&start, 10_000)).unwrap_err();
        assert!(
            matches!(
                error,
                GameError::Limit(crate::LimitExceeded::States { limit: 100 })
            ),
            "{error}"
        );
        let cancelled = Budget::default();
        cancelled.cancel();
        let error = cancelled.run(|| state_graph(&start, 10_000)).unwrap_err();
        assert_eq!(error, GameError::Limit(crate::LimitExceeded::Cancelled));
        let tight = Budget::default().with_memory_limit(50_000);
        let error = tight.run(|| state_graph(&start, 10_000)).unwrap_err();
        assert!(
            matches!(error, GameError::Limit(crate::LimitExceeded::Memory { .. })),
            "{error}"
        );
    }

    #[test]
    fn positions_with_many_moves_stop_early() {
        let start = crate::parse("nim(100000)").unwrap();
        let graph = state_graph(&start, 100).unwrap();
        assert!(graph.truncated);
        assert_eq!(graph.positions.len(), 1);
        assert!(graph.to_dot().unwrap().contains("truncated"));
    }
}
