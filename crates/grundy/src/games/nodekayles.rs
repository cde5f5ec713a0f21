//! Node-Kayles on small graphs, by the component search of [`crate::search`].
//!
//! **Rules.** A graph; a move picks a vertex and deletes it together with its neighbours; a
//! player who cannot move (the graph is empty) loses. Equivalently, players take turns adding
//! a vertex to an independent set. On a path it is Dawson's Chess, octal 0.137 (T. R. Dawson,
//! 1934; *Winning Ways*, ch. 4); Schaefer showed that deciding Node-Kayles on general graphs
//! is PSPACE-complete (*On the complexity of some two-person perfect-information games*,
//! J. Comput. System Sci. 16 (1978)).
//!
//! **Graphs.** `nodekayles(GRAPH)` with GRAPH one of `path:N`, `cycle:N`, `grid:RxC`,
//! `ladder:N` (two paths of N joined rung by rung), `star:N` (a centre and N leaves),
//! `petersen`, or `file:PATH`, an undirected graph in the edge-list format of `graph` files
//! (`a -- b` or `a b` per line, a lone name for an isolated vertex; DOT also works). Graphs have
//! at most [`MAX_VERTICES`] vertices. Vertices of generated graphs are numbered from 1: along
//! the path or cycle; row by row in a grid; `1..N` on one rail of a ladder and `N+1..2N` on the
//! other (`i` joined to `N+i`); the centre of a star is 1; the Petersen graph has the outer
//! cycle `1..5` and the inner star `6..10`, `i` joined to `i+5`. A position after some moves is
//! written with the deleted vertices after ` - `: `nodekayles(path:7 - 3 4 5)`.
//!
//! **Method.** The remaining vertices fall apart into connected components, independent games
//! whose values nim-sum. On a grid or ladder each component is keyed by the region's shape up to
//! the grid's symmetries and translation, as Cram's regions are; on other graphs by a canonical
//! labelling (exact for up to 22 vertices) and, larger or very symmetric ones, by their vertex
//! set, which is never shared by two different graphs. A grid region that its half-turn maps
//! to itself, with no vertex fixed and none moved to a neighbour, is 0 without search: the
//! second player takes the image of each vertex taken (the symmetry strategy, as for Cram; so
//! every even × even grid is 0). The rest are searched as in [`crate::search`].
//!
//! ```
//! // Dawson's Chess: a path of 5 vertices has value 3.
//! assert_eq!(grundy::parse("nodekayles(path:5)").unwrap().nimber().unwrap(), 3u32.into());
//! let moves = grundy::parse("nodekayles(path:5)").unwrap().winning_moves().unwrap();
//! assert_eq!(moves[0].description, "take 3 and its neighbours 2, 4");
//! assert_eq!(moves[0].to.to_string(), "nodekayles(path:5 - 2 3 4)");
//! ```

use std::fmt;
use std::hash::{Hash, Hasher};
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use num_bigint::BigUint;

use crate::budget::LimitExceeded;
use crate::budget::tr;
use crate::excerpt::quote;
use crate::expr::{ParseError, Token};
use crate::graph::NamedGraph;
use crate::picture::{MAX_PARTS, MoveMarks, Part, PartKind, Picture};
use crate::search::canonical::{
    MAX_BOX_CELLS, MAX_CANONICAL_VERTICES, graph_key, grid_key, half_turn_zero,
};
use crate::search::db::StableKey;
use crate::search::{CellSet, Decomposable, Search, Table};
use crate::{Family, Game, GameError, Notation, Outcome, Teaching};

/// The most vertices a graph may have (a position is a 128-bit set of vertices).
pub const MAX_VERTICES: usize = 128;

/// A graph for Node-Kayles: its vertices' names and closed neighbourhoods (a vertex and its
/// neighbours, as bitsets).
pub struct KaylesGraph {
    /// How the graph was given (`path:7`, `file:g.txt`).
    spec: String,
    names: Vec<String>,
    closed: Vec<u128>,
    /// Distinguishes graphs in table keys that are vertex sets (see [`KaylesGraph::key`]).
    id: u64,
    /// For a grid (and a ladder, a grid of two rows): its width. Vertex `r * width + c` is
    /// the cell `(r, c)` and the edges join neighbouring cells, so a component is a region of
    /// the grid and is keyed by its shape ([`grid_key`]) when it is too large to label.
    grid_width: Option<u32>,
    /// The vertices and edges hashed (two 64-bit hashes): names the graph of such keys in the
    /// persistent database, where they must mean the same in every run.
    fingerprint: u128,
}

/// Two independent 64-bit hashes of the closed neighbourhoods, in vertex order.
fn edges_fingerprint(closed: &[u128]) -> u128 {
    let (mut fnv, mut mixed): (u64, u64) = (0xcbf2_9ce4_8422_2325, 0x9e37_79b9_7f4a_7c15);
    for (v, &mask) in closed.iter().enumerate() {
        for byte in (v as u128)
            .to_le_bytes()
            .into_iter()
            .chain(mask.to_le_bytes())
        {
            fnv = (fnv ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3);
            mixed = (mixed ^ u64::from(byte))
                .wrapping_mul(0xff51_afd7_ed55_8ccd)
                .rotate_left(29);
        }
    }
    u128::from(fnv) << 64 | u128::from(mixed)
}

/// Numbers graphs so that keys made of vertex sets never mix two graphs.
static NEXT_GRAPH_ID: AtomicU64 = AtomicU64::new(0);

impl KaylesGraph {
    /// The graph with `count` vertices named `1..=count` and the given edges (0-based).
    fn numbered(spec: String, count: usize, edges: &[(usize, usize)]) -> KaylesGraph {
        let names = (1..=count).map(|v| v.to_string()).collect();
        KaylesGraph::new(spec, names, edges)
    }

    fn new(spec: String, names: Vec<String>, edges: &[(usize, usize)]) -> KaylesGraph {
        let mut closed: Vec<u128> = (0..names.len()).map(|v| 1 << v).collect();
        for &(a, b) in edges {
            closed[a] |= 1 << b;
            closed[b] |= 1 << a;
        }
        KaylesGraph {
            spec,
            names,
            fingerprint: edges_fingerprint(&closed),
            closed,
            id: NEXT_GRAPH_ID.fetch_add(1, Ordering::Relaxed),
            grid_width: None,
        }
    }

    /// Builds the graph a spec such as `grid:3x4` names (files are read only when `files`).
    pub(crate) fn from_spec(spec: &str, files: bool) -> Result<KaylesGraph, String> {
        let too_many = |count: usize| {
            tr!(
                "nodekayles-too-many-vertices",
                most = MAX_VERTICES.to_string(),
                spec = spec,
                count = count.to_string()
            )
        };
        let number = |text: &str, what: &str| -> Result<usize, String> {
            text.trim().parse::<usize>().map_err(|_| {
                tr!(
                    "nodekayles-expected-number",
                    what = what,
                    spec = quote(spec)
                )
            })
        };
        let (kind, argument) = spec.split_once(':').unwrap_or((spec, ""));
        let spec_string = spec.to_string();
        let graph = match kind.trim() {
            "path" => {
                let n = number(argument, &tr!("nodekayles-what-vertices"))?;
                if n > MAX_VERTICES {
                    return Err(too_many(n));
                }
                let edges: Vec<(usize, usize)> = (1..n).map(|v| (v - 1, v)).collect();
                KaylesGraph::numbered(spec_string, n, &edges)
            }
            "cycle" => {
                let n = number(argument, &tr!("nodekayles-what-vertices"))?;
                if n < 3 {
                    return Err(tr!("nodekayles-short-cycle", count = n.to_string()));
                }
                if n > MAX_VERTICES {
                    return Err(too_many(n));
                }
                let edges: Vec<(usize, usize)> = (0..n).map(|v| (v, (v + 1) % n)).collect();
                KaylesGraph::numbered(spec_string, n, &edges)
            }
            "grid" | "ladder" => {
                let (rows, cols) = if kind == "ladder" {
                    (2, number(argument, &tr!("nodekayles-what-ladder"))?)
                } else {
                    let (rows, cols) = argument
                        .split_once(['x', 'X'])
                        .ok_or_else(|| tr!("nodekayles-bad-grid", spec = quote(spec)))?;
                    (
                        number(rows, &tr!("nodekayles-what-rows"))?,
                        number(cols, &tr!("nodekayles-what-columns"))?,
                    )
                };
                let count = rows.saturating_mul(cols);
                if count > MAX_VERTICES {
                    return Err(too_many(count));
                }
                let mut edges = Vec::new();
                for r in 0..rows {
                    for c in 0..cols {
                        let v = r * cols + c;
                        if c + 1 < cols {
                            edges.push((v, v + 1));
                        }
                        if r + 1 < rows {
                            edges.push((v, v + cols));
                        }
                    }
                }
                let mut grid = KaylesGraph::numbered(spec_string, count, &edges);
                grid.grid_width = u32::try_from(cols).ok().filter(|&w| w > 0);
                grid
            }
            "star" => {
                let leaves = number(argument, &tr!("nodekayles-what-leaves"))?;
                if leaves + 1 > MAX_VERTICES {
                    return Err(too_many(leaves + 1));
                }
                let edges: Vec<(usize, usize)> = (1..=leaves).map(|v| (0, v)).collect();
                KaylesGraph::numbered(spec_string, leaves + 1, &edges)
            }
            "petersen" if argument.is_empty() => {
                let mut edges = Vec::new();
                for i in 0..5 {
                    edges.push((i, (i + 1) % 5));
                    edges.push((i, i + 5));
                    edges.push((i + 5, (i + 2) % 5 + 5));
                }
                KaylesGraph::numbered(spec_string, 10, &edges)
            }
            "file" => {
                if !files {
                    return Err(tr!("nodekayles-no-files"));
                }
                let path = argument.trim();
                let named = NamedGraph::read_file(Path::new(path)).map_err(|error| {
                    tr!(
                        "nodekayles-cannot-read",
                        path = quote(path),
                        error = error.to_string()
                    )
                })?;
                let count = named.names().len();
                if count > MAX_VERTICES {
                    return Err(too_many(count));
                }
                let names: Vec<String> = named.names().map(str::to_string).collect();
                let mut edges = Vec::new();
                for v in 0..count as u32 {
                    for &w in named.graph().followers(v) {
                        if w != v {
                            edges.push((v as usize, w as usize));
                        }
                    }
                }
                KaylesGraph::new(format!("file:{path}"), names, &edges)
            }
            _ => {
                return Err(tr!("nodekayles-unknown-graph", spec = quote(spec)));
            }
        };
        Ok(graph)
    }

    /// Every vertex.
    fn all(&self) -> u128 {
        u128::low_bits(self.names.len() as u32)
    }

    /// The vertex called `name`.
    fn vertex(&self, name: &str) -> Option<usize> {
        self.names.iter().position(|known| known == name)
    }

    /// The vertices of `set`, named, in order.
    fn names_of(&self, set: u128) -> Vec<&str> {
        vertices(set).map(|v| self.names[v].as_str()).collect()
    }
}

/// The vertices of a set, in order.
fn vertices(set: u128) -> impl Iterator<Item = usize> {
    set.indices().map(|v| v as usize)
}

impl fmt::Debug for KaylesGraph {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.spec)
    }
}

impl Decomposable for KaylesGraph {
    type Part = u128;
    type Key = [u128; 2];

    fn components(&self, position: u128, out: &mut Vec<u128>) {
        let mut rest = position;
        while rest != 0 {
            let mut component = rest & rest.wrapping_neg();
            let mut frontier = component;
            while frontier != 0 {
                let reached = vertices(frontier).fold(0, |acc, v| acc | self.closed[v]) & rest;
                frontier = reached & !component;
                component |= reached;
            }
            rest &= !component;
            out.push(component);
        }
    }

    /// On a grid, the region's shape up to translation, rotation and reflection
    /// ([`grid_key`]: the induced subgraphs of two such regions are isomorphic). Otherwise a
    /// canonical labelling of the component for up to 22 vertices, and beyond (or for a graph
    /// too symmetric to label quickly) the vertex set itself with this graph's number, so that
    /// a key is shared only by the same subgraph of the same graph.
    ///
    /// On grids the shape comes first although a labelling would merge more components (every
    /// path is one graph, whatever its bends): it costs a few word operations where a
    /// labelling searches, and `nodekayles(grid:3x20)` ran 7 times faster with it (2 times
    /// faster than with labels up to 22 vertices and shapes beyond).
    fn key(&self, component: u128) -> [u128; 2] {
        if let Some(width) = self.grid_width
            && region_fits(component, width)
        {
            return [grid_key(component, width), GRID_REGION_MARK];
        }
        let count = component.count_ones() as usize;
        if count <= MAX_CANONICAL_VERTICES {
            let mut local = [0u8; 128];
            for (index, v) in vertices(component).enumerate() {
                local[v] = index as u8;
            }
            let mut adjacency = [0u32; MAX_CANONICAL_VERTICES];
            for (index, v) in vertices(component).enumerate() {
                adjacency[index] = vertices(self.closed[v] & component & !(1 << v))
                    .fold(0u32, |acc, u| acc | 1 << local[u]);
            }
            if let Some(key) = graph_key(&adjacency[..count]) {
                return key;
            }
        }
        [component, u128::from(self.id) << 8 | VERTEX_SET_MARK]
    }

    fn size(&self, component: u128) -> u32 {
        component.count_ones()
    }

    /// A grid region its half-turn maps to itself, fixing no vertex and moving none to a
    /// neighbour, is 0 by the mirror strategy ([`half_turn_zero`]): every even × even grid,
    /// and many regions inside a larger grid.
    fn known_value(&self, key: &[u128; 2]) -> Option<u32> {
        (key[1] == GRID_REGION_MARK && half_turn_zero(key[0])).then_some(0)
    }

    fn options(&self, component: u128, out: &mut Vec<u128>) {
        out.extend(vertices(component).map(|v| component & !self.closed[v]));
    }

    /// Canonical keys name the component's graph up to isomorphism, the same in every run and
    /// for every graph it is part of; a vertex set is kept with the graph's fingerprint in
    /// place of its number in this run.
    fn stable_key(&self, key: &[u128; 2]) -> Option<(u32, StableKey)> {
        let stable = if key[1] & 0xFF == VERTEX_SET_MARK {
            [key[0], self.fingerprint << 8 | VERTEX_SET_MARK]
        } else {
            *key
        };
        Some((NODE_KAYLES_DB_GAME, stable))
    }
}

/// The lowest byte of a key's second word when the key is a vertex set rather than a canonical
/// labelling (which holds its vertex count, at most 22, there).
const VERTEX_SET_MARK: u128 = 0xFF;

/// The second word of a key that is a region of a grid by its shape ([`grid_key`], the same on
/// every grid and in every run).
const GRID_REGION_MARK: u128 = 0xFE;

/// Whether the bounding box of a region of a grid `width` cells wide has at most
/// [`MAX_BOX_CELLS`] cells, as [`grid_key`] needs.
fn region_fits(region: u128, width: u32) -> bool {
    let first_row = region.trailing_zeros() / width;
    let last_row = (127 - region.leading_zeros()) / width;
    let (mut first_column, mut last_column) = (width, 0);
    for v in vertices(region) {
        let column = v as u32 % width;
        first_column = first_column.min(column);
        last_column = last_column.max(column);
    }
    (last_row - first_row + 1) * (last_column - first_column + 1) <= MAX_BOX_CELLS
}

/// Node-Kayles's number in the persistent database (Cram's is 1).
const NODE_KAYLES_DB_GAME: u32 = 2;

/// A Node-Kayles position: the vertices of a graph not yet deleted.
#[derive(Clone)]
pub struct KaylesPosition {
    graph: Arc<KaylesGraph>,
    present: u128,
}

impl KaylesPosition {
    /// The vertices left, as a bitset over the graph's vertices.
    pub fn present(&self) -> u128 {
        self.present
    }
}

impl PartialEq for KaylesPosition {
    fn eq(&self, other: &Self) -> bool {
        self.present == other.present
            && (Arc::ptr_eq(&self.graph, &other.graph)
                || (self.graph.spec == other.graph.spec
                    && self.graph.closed == other.graph.closed
                    && self.graph.names == other.graph.names))
    }
}

impl Eq for KaylesPosition {}

impl Hash for KaylesPosition {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.graph.spec.hash(state);
        self.present.hash(state);
    }
}

impl fmt::Debug for KaylesPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "nodekayles({})", format_position(self))
    }
}

fn format_position(position: &KaylesPosition) -> String {
    let deleted = position.graph.all() & !position.present;
    if deleted == 0 {
        position.graph.spec.clone()
    } else {
        format!(
            "{} - {}",
            position.graph.spec,
            position.graph.names_of(deleted).join(" ")
        )
    }
}

/// The family `nodekayles`: `nodekayles(grid:3x4)`, `nodekayles(path:7 - 3 4 5)`.
pub struct NodeKayles {
    table: Mutex<Option<Table<[u128; 2]>>>,
    /// Whether `file:PATH` may be read (the parser's policy).
    reads_files: bool,
}

impl Default for NodeKayles {
    /// The command line's family: `file:PATH` is read.
    fn default() -> Self {
        NodeKayles::reading_files(true)
    }
}

impl fmt::Debug for NodeKayles {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("NodeKayles")
    }
}

impl NodeKayles {
    /// The family, reading `file:PATH` graphs only if `reads_files`.
    pub(crate) fn reading_files(reads_files: bool) -> Self {
        NodeKayles {
            table: Mutex::new(None),
            reads_files,
        }
    }

    /// Runs `work` with a search over the position's graph and this family's table (vertex-set
    /// keys carry the graph's number, so one table serves every graph).
    fn with_search<T>(
        &self,
        position: &KaylesPosition,
        work: impl Fn(&mut Search<KaylesGraph>) -> Result<T, LimitExceeded> + Sync,
    ) -> Result<T, GameError> {
        let mut table = self
            .table
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let table = table.get_or_insert_with(|| Table::new(super::cram::table_bytes()));
        Ok(Search::run_parallel(
            &*position.graph,
            table,
            crate::search::value::threads(),
            work,
        )?)
    }

    /// The value of a position.
    pub(crate) fn value(&self, position: &KaylesPosition) -> Result<u32, GameError> {
        self.with_search(position, |search| search.nimber(position.present))
    }

    /// Whether a position has value `target`.
    pub(crate) fn has_value(
        &self,
        position: &KaylesPosition,
        target: u32,
    ) -> Result<bool, GameError> {
        self.with_search(position, |search| {
            search.has_value(position.present, target)
        })
    }

    /// The position an argument such as `grid:3x3` or `path:7 - 3 4 5` denotes.
    pub(crate) fn parse_position(&self, arg: &Token) -> Result<KaylesPosition, ParseError> {
        let files = self.reads_files;
        let (spec, deleted) = match arg.text.rsplit_once(" - ") {
            Some((spec, deleted)) => (spec.trim(), Some(deleted)),
            None => (arg.text, None),
        };
        let graph = Arc::new(KaylesGraph::from_spec(spec, files).map_err(|m| arg.error(m))?);
        let mut present = graph.all();
        if let Some(deleted) = deleted {
            for name in deleted.split_whitespace() {
                // `name` lies within `arg.text`: its column follows from its byte offset.
                let offset = name.as_ptr() as usize - arg.text.as_ptr() as usize;
                let column = arg.column + arg.text[..offset].chars().count();
                let Some(v) = graph.vertex(name) else {
                    return Err(ParseError::new(
                        column,
                        tr!("nodekayles-no-vertex", spec = spec, vertex = quote(name)),
                    ));
                };
                if present >> v & 1 == 0 {
                    return Err(ParseError::new(
                        column,
                        tr!("nodekayles-deleted-twice", vertex = quote(name)),
                    ));
                }
                present &= !(1 << v);
            }
        }
        Ok(KaylesPosition { graph, present })
    }
}

impl Game for NodeKayles {
    type Position = KaylesPosition;

    fn options(&self, position: &KaylesPosition) -> Result<Vec<Vec<KaylesPosition>>, GameError> {
        Ok(vertices(position.present)
            .map(|v| {
                vec![KaylesPosition {
                    graph: Arc::clone(&position.graph),
                    present: position.present & !position.graph.closed[v],
                }]
            })
            .collect())
    }
}

impl Notation for NodeKayles {
    fn name(&self) -> String {
        "nodekayles".to_string()
    }

    fn parse_positions(&self, args: &[Token]) -> Result<Vec<KaylesPosition>, ParseError> {
        args.iter().map(|arg| self.parse_position(arg)).collect()
    }

    fn format_position(&self, position: &KaylesPosition) -> String {
        format_position(position)
    }

    fn describe_move(&self, from: &KaylesPosition, to: &[KaylesPosition]) -> String {
        if let [to] = to {
            let removed = from.present & !to.present;
            let graph = &from.graph;
            let taken = vertices(removed).find(|&v| {
                graph.closed[v] & from.present == removed && to.present & !from.present == 0
            });
            if let Some(v) = taken {
                let neighbours = graph.names_of(removed & !(1 << v));
                return if neighbours.is_empty() {
                    tr!("nodekayles-take", vertex = &graph.names[v])
                } else {
                    tr!(
                        "nodekayles-take-with-neighbours",
                        vertex = &graph.names[v],
                        neighbours = neighbours.join(", ")
                    )
                };
            }
        }
        tr!(
            "move-heap-to",
            from = self.format_term(std::slice::from_ref(from)),
            to = self.format_term(to)
        )
    }
}

impl Teaching for NodeKayles {
    fn rules(&self) -> String {
        tr!("nodekayles-rules")
    }

    /// The vertices left and the edges between them, each vertex where it is in the whole
    /// graph (see [`KaylesGraph::layout`]), so the picture keeps its shape as vertices go: a
    /// position knows its whole graph, whatever its value's search decomposed it into. Clicking
    /// a vertex takes it and its neighbours.
    fn picture(&self, position: &KaylesPosition) -> Option<Picture> {
        drawing(position, &position.graph.layout())
    }

    /// The anchor is the vertex taken; when several vertices would take the same set (the two
    /// ends of a lone edge), the first of them. Touched: the vertices taken.
    fn move_marks(&self, from: &KaylesPosition, to: &[KaylesPosition]) -> Option<MoveMarks> {
        let present_after = match to {
            [] => 0,
            [after] => after.present,
            _ => return None,
        };
        let removed = from.present & !present_after;
        if present_after & !from.present != 0 {
            return None;
        }
        let v = vertices(removed).find(|&v| from.graph.closed[v] & from.present == removed)?;
        let touched = vertices(removed).map(|u| format!("v{u}")).collect();
        Some(MoveMarks::at(format!("v{v}"), touched))
    }

    /// The vertices left, and a place where each deleted vertex was: clicking a vertex
    /// deletes it alone (its neighbours stay), clicking a place puts its vertex back. A path
    /// has one more place after its last vertex, which lengthens it by a vertex; a cycle has
    /// one between its last vertex and its first (its vertices drawn on the circle of the
    /// cycle one longer, so the place has room), which lengthens it by a vertex there: the
    /// vertices keep their numbers and so their deletions. A grid has a column of places at
    /// its right and a row below (a ladder only the column), and clicking one of them adds
    /// that column or row with only the clicked vertex in it.
    fn setup_picture(&self, position: &KaylesPosition) -> Option<Picture> {
        let graph = &position.graph;
        let cycle = growing_cycle(graph);
        let at = match cycle {
            Some(n) => ring_layout(n + 1),
            None => graph.layout(),
        };
        let mut picture = drawing(position, &at)?;
        let mut places: Vec<(String, [u32; 2], String)> = vertices(graph.all() & !position.present)
            .map(|v| {
                let label = tr!("picture-add-vertex", vertex = &graph.names[v]);
                (format!("v{v}"), at[v], label)
            })
            .collect();
        if let Some(n) = growing_path(graph) {
            let label = tr!("picture-add-vertex", vertex = n + 1);
            places.push((format!("v{n}"), path_cell(n as u32), label));
        }
        if let Some(n) = cycle {
            let label = tr!(
                "picture-add-cycle-vertex",
                vertex = n + 1,
                last = &graph.names[n - 1],
                first = &graph.names[0]
            );
            places.push((format!("v{n}"), at[n], label));
        }
        if let Some(grid) = GrowingGrid::of(graph) {
            places.extend(grid.places());
        }
        if picture.parts.len() + places.len() > MAX_PARTS {
            return None;
        }
        for (id, [x, y], label) in places {
            picture.width = picture.width.max(x + 1);
            picture.height = picture.height.max(y + 1);
            picture
                .parts
                .push(Part::cell(id, PartKind::Slot, x, y, label));
        }
        Some(picture)
    }

    fn setup_edit(&self, position: &KaylesPosition, part: &str) -> Option<KaylesPosition> {
        if let Some(grid) = GrowingGrid::of(&position.graph)
            && let Some(grown) = grid.grow(position.present, part)
        {
            return Some(grown);
        }
        let v: usize = part.strip_prefix('v')?.parse().ok()?;
        let graph = &position.graph;
        if v < graph.names.len() {
            return Some(KaylesPosition {
                graph: Arc::clone(graph),
                present: position.present ^ 1 << v,
            });
        }
        // The place after a path's end or a cycle's last vertex: the graph one vertex longer,
        // its deleted vertices kept (the new vertex is the last, so none is renumbered).
        let kind = if growing_path(graph) == Some(v) {
            "path"
        } else if growing_cycle(graph) == Some(v) {
            "cycle"
        } else {
            return None;
        };
        let longer = KaylesGraph::from_spec(&format!("{kind}:{}", v + 1), false).ok()?;
        Some(KaylesPosition {
            graph: Arc::new(longer),
            present: position.present | 1 << v,
        })
    }

    /// A path of five vertices (Dawson's Chess).
    fn setup_default(&self) -> Option<KaylesPosition> {
        let graph = Arc::new(KaylesGraph::from_spec("path:5", false).ok()?);
        Some(KaylesPosition {
            present: graph.all(),
            graph,
        })
    }
}

/// The vertices of `position` left and the edges between them, vertex `v` drawn at `at[v]`:
/// the picture, if it keeps to [`MAX_PARTS`].
fn drawing(position: &KaylesPosition, at: &[[u32; 2]]) -> Option<Picture> {
    let graph = &position.graph;
    let edges: Vec<(usize, usize)> = vertices(position.present)
        .flat_map(|v| {
            vertices(graph.closed[v] & position.present)
                .filter(move |&w| w > v)
                .map(move |w| (v, w))
        })
        .collect();
    if position.present.count_ones() as usize + edges.len() > MAX_PARTS {
        return None;
    }
    // Edges first, so that vertices are drawn over their ends.
    let mut parts: Vec<Part> = edges
        .iter()
        .map(|&(v, w)| {
            let label = tr!("picture-edge", a = &graph.names[v], b = &graph.names[w]);
            Part::line(format!("e{v}-{w}"), PartKind::Edge, at[v], at[w], label)
        })
        .collect();
    parts.extend(vertices(position.present).map(|v| {
        let label = tr!("picture-vertex", vertex = &graph.names[v]);
        Part::cell(format!("v{v}"), PartKind::Vertex, at[v][0], at[v][1], label)
    }));
    Some(Picture {
        width: at.iter().map(|p| p[0] + 1).max().unwrap_or(1),
        height: at.iter().map(|p| p[1] + 1).max().unwrap_or(1),
        parts,
    })
}

/// For a path the set-up editor may lengthen (`path:N` with fewer than [`MAX_VERTICES`]
/// vertices), its number of vertices `N`, which is the index of the vertex it would gain.
fn growing_path(graph: &KaylesGraph) -> Option<usize> {
    let (kind, argument) = graph.spec.split_once(':')?;
    let n: usize = argument.trim().parse().ok()?;
    (kind.trim() == "path" && n == graph.names.len() && n < MAX_VERTICES).then_some(n)
}

/// For a cycle the set-up editor may lengthen (`cycle:N` with fewer than [`MAX_VERTICES`]
/// vertices), its number of vertices `N`, which is the index of the vertex it would gain
/// (between vertex `N` and vertex 1).
fn growing_cycle(graph: &KaylesGraph) -> Option<usize> {
    let (kind, argument) = graph.spec.split_once(':')?;
    let n: usize = argument.trim().parse().ok()?;
    (kind.trim() == "cycle" && n == graph.names.len() && n < MAX_VERTICES).then_some(n)
}

/// A grid (`grid:RxC`, or `ladder:C` with two rows) as the set-up editor grows it: by a
/// column at its right, or (a grid only) a row below, while it keeps to [`MAX_VERTICES`].
struct GrowingGrid {
    rows: usize,
    columns: usize,
    ladder: bool,
}

impl GrowingGrid {
    /// The grid `graph` is, if it is one with a vertex.
    fn of(graph: &KaylesGraph) -> Option<GrowingGrid> {
        let columns = graph.grid_width? as usize;
        let rows = graph.names.len() / columns;
        let ladder = graph
            .spec
            .split_once(':')
            .is_some_and(|(kind, _)| kind.trim() == "ladder");
        (rows > 0).then_some(GrowingGrid {
            rows,
            columns,
            ladder,
        })
    }

    fn can_widen(&self) -> bool {
        self.rows * (self.columns + 1) <= MAX_VERTICES
    }

    fn can_deepen(&self) -> bool {
        !self.ladder && (self.rows + 1) * self.columns <= MAX_VERTICES
    }

    /// The places of the new column (`c` and its row, from 0) and of the new row (`r` and its
    /// column), with where they are drawn and their names.
    fn places(&self) -> Vec<(String, [u32; 2], String)> {
        let place = |row: usize, column: usize| {
            let label = tr!(
                "picture-add-grid-vertex",
                row = row + 1,
                column = column + 1
            );
            ([2 * column as u32, 2 * row as u32], label)
        };
        let mut places = Vec::new();
        if self.can_widen() {
            places.extend((0..self.rows).map(|row| {
                let (at, label) = place(row, self.columns);
                (format!("c{row}"), at, label)
            }));
        }
        if self.can_deepen() {
            places.extend((0..self.columns).map(|column| {
                let (at, label) = place(self.rows, column);
                (format!("r{column}"), at, label)
            }));
        }
        places
    }

    /// The position made by clicking `part` of [`GrowingGrid::places`] when `present` is
    /// left: the grid one column wider or one row deeper, its other new vertices deleted.
    fn grow(&self, present: u128, part: &str) -> Option<KaylesPosition> {
        let (rows, columns, present) = if let Some(row) = part.strip_prefix('c') {
            let row: usize = row.parse().ok().filter(|&row| row < self.rows)?;
            if !self.can_widen() {
                return None;
            }
            // Row-major numbering: every vertex moves up by its row number.
            let wider = vertices(present)
                .map(|v| v + v / self.columns)
                .fold(0u128, |set, v| set | 1 << v);
            let added = row * (self.columns + 1) + self.columns;
            (self.rows, self.columns + 1, wider | 1 << added)
        } else {
            let column: usize = part.strip_prefix('r')?.parse().ok()?;
            if column >= self.columns || !self.can_deepen() {
                return None;
            }
            let added = self.rows * self.columns + column;
            (self.rows + 1, self.columns, present | 1 << added)
        };
        let spec = if self.ladder {
            format!("ladder:{columns}")
        } else {
            format!("grid:{rows}x{columns}")
        };
        let graph = KaylesGraph::from_spec(&spec, false).ok()?;
        Some(KaylesPosition {
            graph: Arc::new(graph),
            present,
        })
    }
}

/// Where vertex `v` (from 0) of a path is drawn: a long path winds back and forth in rows of
/// [`PATH_ROW`], each row starting under the end of the one above, so its edges stay short and
/// the picture wide enough.
fn path_cell(v: u32) -> [u32; 2] {
    let (row, along) = (v / PATH_ROW, v % PATH_ROW);
    let column = if row % 2 == 0 {
        along
    } else {
        PATH_ROW - 1 - along
    };
    [2 * column, 2 * row]
}

impl KaylesGraph {
    /// Where each vertex is drawn, as cells: grids and ladders as their grid and a path in rows
    /// (a cell apart, room for the edges between); a star around its centre, the Petersen
    /// graph as its two rings, any other graph (cycles, files) on a circle.
    fn layout(&self) -> Vec<[u32; 2]> {
        let count = self.names.len();
        let kind = self
            .spec
            .split_once(':')
            .map_or(&*self.spec, |(kind, _)| kind);
        if kind.trim() == "path" {
            return (0..count as u32).map(path_cell).collect();
        }
        if let Some(columns) = self.grid_width {
            return (0..count as u32)
                .map(|v| [2 * (v % columns), 2 * (v / columns)])
                .collect();
        }
        match kind.trim() {
            "star" => {
                let points: Vec<(f64, f64)> = std::iter::once((0.0, 0.0))
                    .chain(ring(count.saturating_sub(1), 1.0))
                    .collect();
                spread(&points, 1.0)
            }
            // Its rings at least five cells and half that across, or the inner pentagram is
            // too small to keep its shape on whole cells.
            "petersen" if count == 10 => spread(&[ring(5, 1.0), ring(5, 0.5)].concat(), 5.0),
            _ => ring_layout(count),
        }
    }
}

/// `n` points evenly on a circle of `radius` about the origin, the first at the top and the
/// rest clockwise.
fn ring(n: usize, radius: f64) -> Vec<(f64, f64)> {
    (0..n)
        .map(|i| {
            let angle = std::f64::consts::TAU * i as f64 / n as f64;
            (radius * angle.sin(), -radius * angle.cos())
        })
        .collect()
}

/// Where the `n` vertices of a graph drawn on a circle go, as cells (see [`spread`]).
fn ring_layout(n: usize) -> Vec<[u32; 2]> {
    spread(&ring(n, 1.0), 1.0)
}

/// The most vertices of a path drawn in one row.
const PATH_ROW: u32 = 16;

/// Points of the plane scaled up (from `scale`) until, rounded to cells, every two are at least
/// two cells apart (so that no vertex hides another or the edges between them), then moved to
/// start at cell (0, 0).
fn spread(points: &[(f64, f64)], mut scale: f64) -> Vec<[u32; 2]> {
    loop {
        let cells: Vec<(i64, i64)> = points
            .iter()
            .map(|&(x, y)| ((x * scale).round() as i64, (y * scale).round() as i64))
            .collect();
        let apart = cells.iter().enumerate().all(|(i, a)| {
            cells[i + 1..]
                .iter()
                .all(|b| (a.0 - b.0).pow(2) + (a.1 - b.1).pow(2) >= 4)
        });
        if apart || scale > 1000.0 {
            let left = cells.iter().map(|c| c.0).min().unwrap_or(0);
            let top = cells.iter().map(|c| c.1).min().unwrap_or(0);
            return cells
                .iter()
                .map(|&(x, y)| [(x - left) as u32, (y - top) as u32])
                .collect();
        }
        scale += 0.5;
    }
}

impl Family for NodeKayles {
    fn nimber(&self, position: &KaylesPosition) -> Result<BigUint, GameError> {
        Ok(self.value(position)?.into())
    }

    fn outcome(&self, position: &KaylesPosition) -> Result<Outcome, GameError> {
        Ok(Outcome::from_is_zero(self.has_value(position, 0)?))
    }

    fn options_of_nimber(
        &self,
        position: &KaylesPosition,
        target: &BigUint,
    ) -> Result<Vec<Vec<KaylesPosition>>, GameError> {
        let Ok(target) = u32::try_from(target) else {
            return Ok(Vec::new());
        };
        let mut found = Vec::new();
        for option in self.options(position)? {
            if self.has_value(&option[0], target)? {
                found.push(option);
            }
        }
        Ok(found)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Solver;
    use crate::games::TakeBreak;
    use proptest::prelude::*;

    fn position(spec: &str) -> KaylesPosition {
        NodeKayles::default()
            .parse_position(&Token {
                text: spec,
                column: 1,
            })
            .unwrap()
    }

    fn brute_force(position: &KaylesPosition) -> u32 {
        let mut solver = Solver::new(NodeKayles::default()).with_state_limit(10_000_000);
        solver.nimber(position).unwrap().0 as u32
    }

    #[test]
    fn rules_and_moves_speak_chinese() {
        let budget = crate::budget::chinese();
        let family = NodeKayles::default();
        let rules = budget.run(|| family.rules());
        assert!(rules.contains("相邻顶点"), "{rules}");
        let from = position("path:5");
        let to = position("path:5 - 2 3 4");
        let step = budget.run(|| family.describe_move(&from, std::slice::from_ref(&to)));
        assert_eq!(step, "取走顶点 3 及其相邻顶点 2, 4");
    }

    #[test]
    fn paths_are_dawsons_chess() {
        let rules = crate::takebreak::Rules::parse_code("0.137").unwrap();
        let chess = TakeBreak::new("octal[0.137]", None, rules);
        let family = NodeKayles::default();
        for n in 0..=60u64 {
            let expected: u32 = chess.nimber(&n.into()).unwrap().try_into().unwrap();
            assert_eq!(
                family.value(&position(&format!("path:{n}"))).unwrap(),
                expected,
                "path:{n}"
            );
        }
    }

    #[test]
    fn generated_graphs_agree_with_brute_force() {
        let family = NodeKayles::default();
        for spec in [
            "cycle:3", "cycle:8", "cycle:11", "grid:2x5", "grid:3x4", "ladder:6", "star:5",
            "petersen", "grid:1x1", "path:0",
        ] {
            let p = position(spec);
            assert_eq!(family.value(&p).unwrap(), brute_force(&p), "{spec}");
        }
    }

    /// OEIS A316632: Node-Kayles on the 3 × n grid, n = 1..16 (S. Brown, S. Daugherty,
    /// E. Fiorini et al., *Nimber sequences of Node-Kayles games*, J. Integer Sequences 23
    /// (2020), Article 20.3.5). Its comments give the 2 × n grids, the ladders (1, 0, 1, 0, …:
    /// A000035, n mod 2), and the 4 × n grids (all 0: A000004).
    #[test]
    fn published_grid_and_ladder_sequences_are_reproduced() {
        let family = NodeKayles::default();
        let value = |spec: String| family.value(&position(&spec)).unwrap();
        let three_by_n = [2, 1, 1, 0, 3, 3, 2, 2, 2, 3, 3, 5, 2, 4, 1, 3];
        for (n, &expected) in (1..=14).zip(&three_by_n) {
            assert_eq!(value(format!("grid:3x{n}")), expected, "grid:3x{n}");
            assert_eq!(value(format!("grid:{n}x3")), expected, "grid:{n}x3");
        }
        for n in 1..=30u32 {
            assert_eq!(value(format!("ladder:{n}")), n % 2, "ladder:{n}");
            assert_eq!(value(format!("grid:2x{n}")), n % 2, "grid:2x{n}");
        }
        for n in 1..=9 {
            assert_eq!(value(format!("grid:4x{n}")), 0, "grid:4x{n}");
        }
    }

    /// The half-turn of an R × C grid with R and C even fixes no vertex and maps none to a
    /// neighbour, so the second player answers every move with its image: every position the
    /// half-turn maps to itself is a P-position, of value 0. The engine knows this of grid
    /// regions ([`Decomposable::known_value`]); the same graph without its grid shape is keyed
    /// by labelling and searched, so the two values are computed independently.
    #[test]
    fn half_turn_symmetric_positions_of_even_grids_are_zero() {
        let family = NodeKayles::default();
        for (rows, columns) in [(2, 2), (2, 4), (4, 4), (2, 8), (4, 6), (6, 6)] {
            let whole = position(&format!("grid:{rows}x{columns}"));
            let n = rows * columns;
            let edges: Vec<(usize, usize)> = (0..n)
                .flat_map(|v| vertices(whole.graph.closed[v]).map(move |w| (v, w)))
                .filter(|(v, w)| v < w)
                .collect();
            let plain = Arc::new(KaylesGraph::numbered("plain".into(), n, &edges));
            assert_eq!(plain.grid_width, None);
            // Row-major numbering: the half-turn is v ↦ n − 1 − v. Delete pairs of images
            // chosen by the bits of a fixed word, a different pattern for each mask.
            for mask in [0u64, 0b1, 0b1010, 0b110110, 0x5a5a5, 0x3c3c3c3c] {
                let mut present = whole.present;
                for v in (0..n / 2).filter(|v| mask >> (v % 64) & 1 == 1) {
                    present &= !(1 << v | 1 << (n - 1 - v));
                }
                for graph in [&whole.graph, &plain] {
                    let symmetric = KaylesPosition {
                        graph: Arc::clone(graph),
                        present,
                    };
                    assert_eq!(
                        family.value(&symmetric).unwrap(),
                        0,
                        "grid:{rows}x{columns} ({}), mask {mask:#x}",
                        graph.spec
                    );
                }
            }
        }
    }

    /// Every connected region of the 4 × 4 and 3 × 5 grids the theorem values is valued 0 by
    /// the definition too, and the theorem values at least 20 regions of each grid.
    #[test]
    fn the_half_turn_theorem_agrees_with_brute_force_on_every_region() {
        let mut solver = Solver::new(NodeKayles::default());
        for spec in ["grid:4x4", "grid:3x5"] {
            let whole = position(spec);
            let mut valued = 0;
            for present in 1..=whole.present {
                let mut components = Vec::new();
                whole.graph.components(present, &mut components);
                if components.len() != 1 {
                    continue;
                }
                let key = whole.graph.key(present);
                if let Some(value) = whole.graph.known_value(&key) {
                    valued += 1;
                    let region = KaylesPosition {
                        graph: Arc::clone(&whole.graph),
                        present,
                    };
                    assert_eq!(
                        solver.nimber(&region).unwrap().0,
                        u64::from(value),
                        "{spec}: {present:#b}"
                    );
                }
            }
            assert!(
                valued >= 20,
                "{spec}: only {valued} regions valued by the theorem"
            );
        }
    }

    /// A cycle of n ≥ 3 vertices has one option up to rotation, the path of n − 3 vertices
    /// (Dawson's Chess): its value is 1 when that path's value is 0, and 0 otherwise.
    #[test]
    fn cycles_are_one_move_from_dawsons_chess() {
        let rules = crate::takebreak::Rules::parse_code("0.137").unwrap();
        let chess = TakeBreak::new("octal[0.137]", None, rules);
        let family = NodeKayles::default();
        for n in 3..=60u64 {
            let path: u32 = chess.nimber(&(n - 3).into()).unwrap().try_into().unwrap();
            let cycle = family.value(&position(&format!("cycle:{n}"))).unwrap();
            assert_eq!(cycle, u32::from(path == 0), "cycle:{n}");
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(150))]
        #[test]
        fn random_graphs_agree_with_brute_force(
            n in 1usize..=10,
            edges in prop::collection::vec((0usize..10, 0usize..10), 0..25),
            deleted in any::<u16>(),
        ) {
            let edges: Vec<(usize, usize)> = edges
                .into_iter()
                .map(|(a, b)| (a % n, b % n))
                .filter(|(a, b)| a != b)
                .collect();
            let graph = Arc::new(KaylesGraph::numbered("test".into(), n, &edges));
            let present = graph.all() & !u128::from(deleted >> 6);
            let p = KaylesPosition { graph, present };
            let expected = brute_force(&p);
            let family = NodeKayles::default();
            prop_assert_eq!(family.value(&p).unwrap(), expected);
            prop_assert_eq!(NodeKayles::default().has_value(&p, 0).unwrap(), expected == 0);
        }

        /// Regions of grids, keyed by their shapes, against the brute force (which keys whole
        /// positions by their vertex sets): shapes that are shared must be the same game.
        #[test]
        fn grid_regions_agree_with_brute_force(
            rows in 1usize..=5,
            columns in 1usize..=7,
            deleted in any::<u32>(),
        ) {
            let columns = columns.min(20 / rows);
            let spec = format!("grid:{rows}x{columns}");
            let graph = Arc::new(KaylesGraph::from_spec(&spec, false).unwrap());
            let present = graph.all() & !u128::from(deleted & deleted >> 7);
            let p = KaylesPosition { graph, present };
            let expected = brute_force(&p);
            prop_assert_eq!(NodeKayles::default().value(&p).unwrap(), expected, "{}", spec);
        }
    }

    #[test]
    fn grid_regions_share_keys_only_when_they_are_one_shape() {
        let grid = KaylesGraph::from_spec("grid:3x10", false).unwrap();
        let cells = |cells: &[(u32, u32)]| -> u128 {
            cells.iter().fold(0, |acc, &(r, c)| acc | 1 << (r * 10 + c))
        };
        // An L of three cells, moved and turned; a straight line of three is another shape.
        let l_here = grid.key(cells(&[(0, 0), (0, 1), (1, 0)]));
        let l_there = grid.key(cells(&[(1, 7), (2, 7), (2, 6)]));
        let line = grid.key(cells(&[(0, 3), (0, 4), (0, 5)]));
        assert_eq!(l_here, l_there);
        assert_ne!(l_here, line);
        // A whole 3 × 9 region and the same shifted by a column.
        let block = |from: u32| {
            cells(
                &(0..3)
                    .flat_map(|r| (from..from + 9).map(move |c| (r, c)))
                    .collect::<Vec<_>>(),
            )
        };
        assert_eq!(grid.key(block(0)), grid.key(block(1)));
        // Other graphs keep labels and vertex sets.
        let path = KaylesGraph::from_spec("path:30", false).unwrap();
        assert_ne!(path.key(path.all())[1], GRID_REGION_MARK);
    }

    #[test]
    fn positions_are_written_back_and_read_again() {
        let p = crate::parse("nodekayles(grid:3x3 - 1 2 4)").unwrap();
        assert_eq!(p.to_string(), "nodekayles(grid:3x3 - 1 2 4)");
        let moves = crate::parse("nodekayles(cycle:6)")
            .unwrap()
            .moves()
            .unwrap();
        assert_eq!(moves[0].description, "take 1 and its neighbours 2, 6");
        assert_eq!(moves[0].to.to_string(), "nodekayles(cycle:6 - 1 2 6)");
        // A cycle of 6 after one move is a path of 3, of value 2 in Dawson's Chess.
        assert_eq!(moves[0].to.nimber().unwrap(), 2u32.into());
    }

    #[test]
    fn bad_graphs_are_clear_errors() {
        let error = |source: &str| crate::parse(source).unwrap_err();
        assert!(error("nodekayles(cycle:2)").message.contains("at least 3"));
        assert!(
            error("nodekayles(grid:20x20)")
                .message
                .contains("at most 128 vertices")
        );
        assert!(error("nodekayles(grid:3)").message.contains("grid:RxC"));
        assert!(
            error("nodekayles(tree:3)")
                .message
                .contains("unknown graph")
        );
        let e = error("nodekayles(path:4 - 9)");
        assert!(e.message.contains("no vertex `9`"), "{e:?}");
        assert_eq!(e.column, 21);
        let e = error("nodekayles(path:4 - 2 2)");
        assert!(e.message.contains("twice"), "{e:?}");
        assert_eq!(e.column, 23);
        // Files are read by the command line's parser, refused by the server's.
        let refused = crate::parse::Parser::new()
            .without_files()
            .parse("nodekayles(file:/etc/passwd)")
            .unwrap_err();
        assert!(refused.message.contains("not allowed here"), "{refused:?}");
        let missing = error("nodekayles(file:/no/such/graph.txt)");
        assert!(
            missing.message.contains("cannot read the graph"),
            "{missing:?}"
        );
    }

    #[test]
    fn graph_files_are_undirected_graphs() {
        let graph = crate::graph::tests::write_graph(5, &[(0, 1), (1, 2), (2, 3), (3, 4)]);
        let from_file = crate::parse(&format!("nodekayles(file:{})", graph.0)).unwrap();
        // A path of 5 vertices: Dawson's Chess value 3.
        assert_eq!(from_file.nimber().unwrap(), 3u32.into());
        let moves = from_file.winning_moves().unwrap();
        assert_eq!(moves[0].description, "take v2 and its neighbours v1, v3");
    }
}
