//! Drawing games for people: a valued graph as Graphviz DOT or as SVG, and the graph of the
//! positions reachable from a sum, which `eval --dot`/`--svg`, `graph --svg`, the web page and
//! a notebook's `r.graph()` draw.
//!
//! Nothing here decides a value: the drawings take outcomes and values computed elsewhere (the
//! solvers, [`crate::graph`]'s retrograde analysis) and lay them out.
//! - [`dot`]: writing a valued graph as DOT ([`DotWriter`], [`write_dot`]);
//! - `svg`: drawing a valued graph as SVG ([`write_svg`]), laid out in layers by [`layout`];
//! - [`state_graph`](mod@state_graph): the graph of positions reachable from a sum.

pub mod dot;
pub mod layout;
pub mod state_graph;
pub(crate) mod svg;

pub use dot::{DotVertex, DotWriter, write_dot};
pub use state_graph::{StateGraph, state_graph};
pub use svg::{MAX_SVG_EDGES, MAX_SVG_VERTICES, write_svg};
