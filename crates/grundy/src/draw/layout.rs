//! A layered (Sugiyama-style) drawing of a directed graph: where each box and each bend of an
//! edge goes, for `svg`.
//!
//! The steps, each a few passes over the graph, so the cost stays near-linear:
//! 1. cycles are broken by turning the back edges of a depth-first search around (a game graph
//!    read from a file may have cycles; a take-away game's graph has none);
//! 2. layers: the longest path from the start (from the sources), so every move goes down;
//! 3. an edge spanning several layers gets a bend point on each layer it crosses (up to a total
//!    proportional to the graph; the longest edges beyond that are drawn straight);
//! 4. crossings are reduced by a few barycenter sweeps down and up, keeping the best order seen;
//! 5. each box is placed as near as the order allows to the mean of its neighbours, layer by
//!    layer, a few times down and up (a weighted isotonic regression per layer).

use crate::GameError;
use crate::budget::{Budget, tr};

use crate::budget::Steps;

/// A point of the drawing (y grows downwards, as in SVG).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    /// Horizontal coordinate.
    pub x: f64,
    /// Vertical coordinate, growing downwards.
    pub y: f64,
}

/// Where a node's box goes: its centre, its size (as given) and its layer.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct NodeBox {
    /// The centre's horizontal coordinate.
    pub x: f64,
    /// The centre's vertical coordinate.
    pub y: f64,
    /// The box's width.
    pub width: f64,
    /// The box's height.
    pub height: f64,
    /// The layer, 0 at the top.
    pub layer: u32,
}

impl NodeBox {
    /// The leftmost coordinate of the box.
    pub fn left(&self) -> f64 {
        self.x - self.width / 2.0
    }

    /// The rightmost coordinate of the box.
    pub fn right(&self) -> f64 {
        self.x + self.width / 2.0
    }

    /// The top coordinate of the box.
    pub fn top(&self) -> f64 {
        self.y - self.height / 2.0
    }

    /// The bottom coordinate of the box.
    pub fn bottom(&self) -> f64 {
        self.y + self.height / 2.0
    }
}

/// A laid out graph: every node's box, every edge's bends, and the size of the whole, with
/// coordinates from 0 to `width` and from 0 to `height`.
#[derive(Clone, Debug)]
pub struct Layout {
    /// The boxes, in the order of the nodes given.
    pub nodes: Vec<NodeBox>,
    /// For each edge given, the points the edge passes through between its two boxes, from its
    /// source to its target: for each layer it crosses, where it enters and leaves the layer's
    /// band (the height of its tallest box), beside the boxes of that layer. None for an edge
    /// between adjacent layers, a self-loop, or a long edge drawn straight.
    pub bends: Vec<Vec<Point>>,
    /// For each edge given, whether it goes up (it closes a cycle).
    pub upward: Vec<bool>,
    /// The width of the drawing.
    pub width: f64,
    /// The height of the drawing.
    pub height: f64,
    /// The number of layers.
    pub layers: u32,
}

/// The space between two boxes side by side.
pub(crate) const NODE_GAP: f64 = 22.0;
/// The space between a box and an edge passing beside it, or two edges side by side.
const BEND_GAP: f64 = 12.0;
/// The space between two layers.
pub(crate) const LAYER_GAP: f64 = 58.0;
/// Barycenter sweeps down then up, at most: each is followed by counting the crossings.
const ORDER_ROUNDS: usize = 4;
/// Passes placing the boxes of every layer.
const PLACE_PASSES: usize = 8;
/// The most bend points in all, whatever the graph.
const MAX_BENDS: usize = 100_000;

/// Lays out a directed graph of boxes of the given `(width, height)` in layers, every edge
/// going down except those closing a cycle. `start`, when given, is searched from first, so it
/// is on the top layer when every node can be reached from it. Self-loops (`(v, v)`) are allowed and take no part: leave room for them
/// in the box's width. Charged to the [`Budget`] entered on this thread (its memory limit and
/// deadline, and cancellation).
///
/// ```
/// use grundy::draw::layout::layered_layout;
/// // a -> b -> c, and a -> c (which bends around b's layer).
/// let layout = layered_layout(&[(40.0, 30.0); 3], &[(0, 1), (1, 2), (0, 2)], Some(0)).unwrap();
/// let layers: Vec<u32> = layout.nodes.iter().map(|n| n.layer).collect();
/// assert_eq!(layers, [0, 1, 2]);
/// assert!(layout.nodes[0].bottom() < layout.nodes[1].top());
/// // Through layer 1, beside b: in at the top of the layer, out at its bottom.
/// assert_eq!(layout.bends[2].len(), 2);
/// assert!(layout.bends[2][0].x > layout.nodes[1].right() || layout.bends[2][0].x < layout.nodes[1].left());
/// ```
pub fn layered_layout(
    sizes: &[(f64, f64)],
    edges: &[(u32, u32)],
    start: Option<u32>,
) -> Result<Layout, GameError> {
    let n = sizes.len();
    let budget = Budget::current();
    // Every array below is a few words per node or edge; the bends are checked when known.
    budget.check_memory_of((n as u64) * 160 + (edges.len() as u64) * 96, || {
        tr!("memory-layout", positions = n, moves = edges.len())
    })?;
    let mut steps = Steps::new();
    for &(from, to) in edges {
        assert!(
            (from as usize) < n && (to as usize) < n,
            "edge ({from}, {to}) out of range"
        );
    }
    let upward = break_cycles(n, edges, start, &mut steps)?;
    // The edges made acyclic (self-loops left out), with the edge each came from.
    let dag: Vec<(u32, u32, usize)> = edges
        .iter()
        .enumerate()
        .filter(|(_, (from, to))| from != to)
        .map(|(e, &(from, to))| {
            if upward[e] {
                (to, from, e)
            } else {
                (from, to, e)
            }
        })
        .collect();
    let layer = assign_layers(n, &dag, start, &mut steps)?;
    let mut graph = LayeredGraph::new(sizes, &layer, &dag, edges.len(), &budget, &mut steps)?;
    graph.reduce_crossings(&mut steps)?;
    graph.place(&mut steps)?;
    Ok(graph.into_layout(sizes, upward))
}

/// Compressed adjacency lists: the neighbours of `v` are `targets[offsets[v]..offsets[v + 1]]`.
struct Adjacency {
    offsets: Vec<u32>,
    targets: Vec<u32>,
}

impl Adjacency {
    fn new(n: usize, pairs: impl Iterator<Item = (u32, u32)> + Clone) -> Adjacency {
        let mut offsets = vec![0u32; n + 1];
        for (from, _) in pairs.clone() {
            offsets[from as usize + 1] += 1;
        }
        for v in 0..n {
            offsets[v + 1] += offsets[v];
        }
        let mut next = offsets.clone();
        let mut targets = vec![0u32; offsets[n] as usize];
        for (from, to) in pairs {
            targets[next[from as usize] as usize] = to;
            next[from as usize] += 1;
        }
        Adjacency { offsets, targets }
    }

    fn of(&self, v: u32) -> &[u32] {
        &self.targets[self.offsets[v as usize] as usize..self.offsets[v as usize + 1] as usize]
    }
}

/// Which edges go up: the back edges of a depth-first search from `start`, then from the
/// sources, then from whatever is left. Turning them around leaves no cycle.
fn break_cycles(
    n: usize,
    edges: &[(u32, u32)],
    start: Option<u32>,
    steps: &mut Steps,
) -> Result<Vec<bool>, GameError> {
    // The edge ids leaving each node (self-loops left out).
    let leaving = Adjacency::new(
        n,
        edges
            .iter()
            .enumerate()
            .filter(|(_, (from, to))| from != to)
            .map(|(e, &(from, _))| (from, e as u32)),
    );
    let mut has_predecessor = vec![false; n];
    for &(from, to) in edges {
        has_predecessor[to as usize] |= from != to;
    }
    let sources = (0..n as u32).filter(|&v| !has_predecessor[v as usize]);
    let roots = start.into_iter().chain(sources).chain(0..n as u32);
    const NEW: u8 = 0;
    const OPEN: u8 = 1;
    const DONE: u8 = 2;
    let mut state = vec![NEW; n];
    let mut upward = vec![false; edges.len()];
    // The open nodes, each with how many of its edges are done.
    let mut stack: Vec<(u32, usize)> = Vec::new();
    for root in roots {
        if state[root as usize] != NEW {
            continue;
        }
        state[root as usize] = OPEN;
        stack.push((root, 0));
        while let Some((v, next)) = stack.last_mut() {
            let v = *v;
            if let Some(&e) = leaving.of(v).get(*next) {
                *next += 1;
                steps.step()?;
                let to = edges[e as usize].1;
                match state[to as usize] {
                    NEW => {
                        state[to as usize] = OPEN;
                        stack.push((to, 0));
                    }
                    OPEN => upward[e as usize] = true,
                    _ => {}
                }
            } else {
                state[v as usize] = DONE;
                stack.pop();
            }
        }
    }
    Ok(upward)
}

/// The layer of every node: the longest path to it from a source (the start, if given, is a
/// source of the acyclic edges). Other sources are then moved down to just above their highest
/// successor, so that their edges stay short.
fn assign_layers(
    n: usize,
    dag: &[(u32, u32, usize)],
    start: Option<u32>,
    steps: &mut Steps,
) -> Result<Vec<u32>, GameError> {
    let successors = Adjacency::new(n, dag.iter().map(|&(from, to, _)| (from, to)));
    let mut unseen_predecessors = vec![0u32; n];
    for &(_, to, _) in dag {
        unseen_predecessors[to as usize] += 1;
    }
    let is_source: Vec<bool> = unseen_predecessors.iter().map(|&p| p == 0).collect();
    // Kahn's topological order.
    let mut order: Vec<u32> = (0..n as u32).filter(|&v| is_source[v as usize]).collect();
    let mut layer = vec![0u32; n];
    let mut next = 0;
    while next < order.len() {
        let v = order[next];
        next += 1;
        for &w in successors.of(v) {
            steps.step()?;
            layer[w as usize] = layer[w as usize].max(layer[v as usize] + 1);
            unseen_predecessors[w as usize] -= 1;
            if unseen_predecessors[w as usize] == 0 {
                order.push(w);
            }
        }
    }
    debug_assert_eq!(order.len(), n, "the edges left are acyclic");
    for &v in order.iter().rev() {
        let lowest = successors.of(v).iter().map(|&w| layer[w as usize]).min();
        if is_source[v as usize]
            && Some(v) != start
            && let Some(lowest) = lowest
        {
            layer[v as usize] = lowest - 1;
        }
    }
    Ok(layer)
}

/// The graph being laid out: the nodes given, then one bend node for each layer a long edge
/// crosses, in layers.
struct LayeredGraph {
    /// The number of nodes given (the bend nodes come after them).
    real: usize,
    /// The layer of every node.
    layer: Vec<u32>,
    /// The width of every node (0 for bends).
    width: Vec<f64>,
    /// The height of every layer.
    layer_height: Vec<f64>,
    /// The nodes of every layer, in order.
    layers: Vec<Vec<u32>>,
    /// Every node's index in its layer.
    position: Vec<u32>,
    /// The neighbours of every node in the layer above and below.
    above: Adjacency,
    below: Adjacency,
    /// For every edge given, its bend nodes from top to bottom (a range of node ids).
    bends: Vec<std::ops::Range<u32>>,
    /// Every node's horizontal centre, once placed.
    x: Vec<f64>,
}

impl LayeredGraph {
    fn new(
        sizes: &[(f64, f64)],
        layer_of: &[u32],
        dag: &[(u32, u32, usize)],
        edge_count: usize,
        budget: &Budget,
        steps: &mut Steps,
    ) -> Result<LayeredGraph, GameError> {
        let real = sizes.len();
        // Bend the shortest long edges first, up to a total proportional to the graph.
        let mut long: Vec<(u32, usize)> = dag
            .iter()
            .enumerate()
            .map(|(i, &(from, to, _))| (layer_of[to as usize] - layer_of[from as usize], i))
            .filter(|&(span, _)| span > 1)
            .collect();
        long.sort_unstable();
        let allowed = (2 * (real + dag.len())).min(MAX_BENDS);
        let mut bend_count = 0usize;
        let mut bent = vec![false; dag.len()];
        for &(span, i) in &long {
            if bend_count + span as usize - 1 > allowed {
                break;
            }
            bend_count += span as usize - 1;
            bent[i] = true;
        }
        let total = real + bend_count;
        budget.check_memory_of(
            (total as u64) * 64 + (dag.len() as u64 + bend_count as u64) * 24,
            || tr!("memory-layout-bends", count = total),
        )?;
        let mut layer = layer_of.to_vec();
        layer.reserve(bend_count);
        let mut width: Vec<f64> = sizes.iter().map(|&(w, _)| w).collect();
        width.resize(total, 0.0);
        let layer_count = layer.iter().max().map_or(0, |&l| l as usize + 1);
        let mut layer_height = vec![0.0f64; layer_count];
        for (v, &(_, h)) in sizes.iter().enumerate() {
            let l = layer[v] as usize;
            layer_height[l] = layer_height[l].max(h);
        }
        // The segments between adjacent layers, from the upper node to the lower.
        let mut segments: Vec<(u32, u32)> = Vec::with_capacity(dag.len() + bend_count);
        let mut bends = vec![0..0; edge_count];
        for (i, &(from, to, e)) in dag.iter().enumerate() {
            steps.step()?;
            let span = layer[to as usize] - layer[from as usize];
            if span == 1 {
                segments.push((from, to));
            } else if bent[i] {
                let first = layer.len() as u32;
                let mut upper = from;
                for l in layer[from as usize] + 1..layer[to as usize] {
                    let bend = layer.len() as u32;
                    layer.push(l);
                    segments.push((upper, bend));
                    upper = bend;
                }
                segments.push((upper, to));
                bends[e] = first..layer.len() as u32;
            }
        }
        let below = Adjacency::new(total, segments.iter().copied());
        let above = Adjacency::new(total, segments.iter().map(|&(u, l)| (l, u)));
        // First order: as given (breadth first from the start, for a state graph), bends last.
        let mut layers = vec![Vec::new(); layer_count];
        let mut position = vec![0u32; total];
        for v in 0..total {
            let l = &mut layers[layer[v] as usize];
            position[v] = l.len() as u32;
            l.push(v as u32);
        }
        Ok(LayeredGraph {
            real,
            layer,
            width,
            layer_height,
            layers,
            position,
            above,
            below,
            bends,
            x: Vec::new(),
        })
    }

    /// Barycenter sweeps: down (each layer ordered by its neighbours above), then up; the order
    /// with the fewest crossings seen is kept.
    fn reduce_crossings(&mut self, steps: &mut Steps) -> Result<(), GameError> {
        let count = self.layers.len();
        let mut best = self.crossings(steps)?;
        let mut best_layers = self.layers.clone();
        for _ in 0..ORDER_ROUNDS {
            if best == 0 {
                break;
            }
            for downwards in [true, false] {
                if downwards {
                    for l in 1..count {
                        self.order_layer(l, true, steps)?;
                    }
                } else {
                    for l in (0..count.saturating_sub(1)).rev() {
                        self.order_layer(l, false, steps)?;
                    }
                }
                let crossings = self.crossings(steps)?;
                if crossings < best {
                    best = crossings;
                    best_layers.clone_from(&self.layers);
                }
            }
        }
        self.layers = best_layers;
        for layer in &self.layers {
            for (i, &v) in layer.iter().enumerate() {
                self.position[v as usize] = i as u32;
            }
        }
        Ok(())
    }

    /// Orders layer `l` by the mean position of each node's neighbours above (or below); a node
    /// with none keeps its relative place.
    fn order_layer(
        &mut self,
        l: usize,
        by_above: bool,
        steps: &mut Steps,
    ) -> Result<(), GameError> {
        let (neighbours, fixed) = if by_above {
            (&self.above, l - 1)
        } else {
            (&self.below, l + 1)
        };
        let scale = self.layers[fixed].len() as f64 / self.layers[l].len().max(1) as f64;
        let mut keyed: Vec<(f64, u32, u32)> = Vec::with_capacity(self.layers[l].len());
        for &v in &self.layers[l] {
            steps.step()?;
            let around = neighbours.of(v);
            let key = if around.is_empty() {
                f64::from(self.position[v as usize]) * scale
            } else {
                let sum: f64 = around
                    .iter()
                    .map(|&u| f64::from(self.position[u as usize]))
                    .sum();
                sum / around.len() as f64
            };
            keyed.push((key, self.position[v as usize], v));
        }
        keyed.sort_unstable_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
        for (i, &(_, _, v)) in keyed.iter().enumerate() {
            self.layers[l][i] = v;
            self.position[v as usize] = i as u32;
        }
        Ok(())
    }

    /// The number of pairs of segments that cross, counted per pair of adjacent layers as the
    /// inversions of the lower ends taken in the order of the upper ends (a Fenwick tree).
    fn crossings(&self, steps: &mut Steps) -> Result<u64, GameError> {
        let mut total = 0u64;
        let mut ends: Vec<u32> = Vec::new();
        let mut tree: Vec<u32> = Vec::new();
        for l in 0..self.layers.len().saturating_sub(1) {
            let width = self.layers[l + 1].len();
            tree.clear();
            tree.resize(width + 1, 0);
            let mut seen = 0u64;
            for &upper in &self.layers[l] {
                ends.clear();
                ends.extend(
                    self.below
                        .of(upper)
                        .iter()
                        .map(|&lower| self.position[lower as usize]),
                );
                ends.sort_unstable();
                for &end in &ends {
                    steps.step()?;
                    // Segments seen so far ending to the right of `end` cross this one.
                    let mut at_most = 0u64;
                    let mut i = end as usize + 1;
                    while i > 0 {
                        at_most += u64::from(tree[i]);
                        i &= i - 1;
                    }
                    total += seen - at_most;
                    let mut i = end as usize + 1;
                    while i <= width {
                        tree[i] += 1;
                        i += i & i.wrapping_neg();
                    }
                    seen += 1;
                }
            }
        }
        Ok(total)
    }

    /// The least space between the centres of two nodes side by side.
    fn separation(&self, a: u32, b: u32) -> f64 {
        let gap = if (a as usize) < self.real && (b as usize) < self.real {
            NODE_GAP
        } else {
            BEND_GAP
        };
        (self.width[a as usize] + self.width[b as usize]) / 2.0 + gap
    }

    /// Places every node: packed from the left first, then each layer moved towards its
    /// neighbours above, then below, alternately, the last pass towards both.
    fn place(&mut self, steps: &mut Steps) -> Result<(), GameError> {
        self.x = vec![0.0; self.layer.len()];
        for l in 0..self.layers.len() {
            let mut x = 0.0;
            for i in 0..self.layers[l].len() {
                let v = self.layers[l][i];
                if i > 0 {
                    x += self.separation(self.layers[l][i - 1], v);
                }
                self.x[v as usize] = x;
            }
        }
        let count = self.layers.len();
        for pass in 0..PLACE_PASSES {
            let last = pass + 1 == PLACE_PASSES;
            if pass % 2 == 0 {
                for l in 1..count {
                    self.place_layer(l, true, last, steps)?;
                }
            } else {
                for l in (0..count.saturating_sub(1)).rev() {
                    self.place_layer(l, false, last, steps)?;
                }
            }
        }
        // Start at 0.
        let left = (0..self.real)
            .map(|v| self.x[v] - self.width[v] / 2.0)
            .chain(self.x[self.real..].iter().copied())
            .fold(f64::INFINITY, f64::min);
        if left.is_finite() {
            for x in &mut self.x {
                *x -= left;
            }
        }
        Ok(())
    }

    /// Moves the nodes of layer `l` as near to the mean of their neighbours above (or below;
    /// both when `both`) as the order and the separations allow, in the least-squares sense.
    fn place_layer(
        &mut self,
        l: usize,
        by_above: bool,
        both: bool,
        steps: &mut Steps,
    ) -> Result<(), GameError> {
        let nodes = &self.layers[l];
        let mut wanted = Vec::with_capacity(nodes.len());
        let mut weights = Vec::with_capacity(nodes.len());
        let mut offsets = Vec::with_capacity(nodes.len());
        let mut offset = 0.0;
        for (i, &v) in nodes.iter().enumerate() {
            steps.step()?;
            if i > 0 {
                offset += self.separation(nodes[i - 1], v);
            }
            offsets.push(offset);
            let mut sum = 0.0;
            let mut count = 0usize;
            let lists: &[&Adjacency] = match (both, by_above) {
                (true, _) => &[&self.above, &self.below],
                (false, true) => &[&self.above],
                (false, false) => &[&self.below],
            };
            for list in lists {
                for &u in list.of(v) {
                    sum += self.x[u as usize];
                    count += 1;
                }
            }
            let is_bend = v as usize >= self.real;
            if count == 0 {
                wanted.push(self.x[v as usize]);
                weights.push(0.25);
            } else {
                wanted.push(sum / count as f64);
                // Bends weigh more, so that long edges run straight.
                weights.push(if is_bend { 4.0 } else { 1.0 });
            }
        }
        let placed = closest_in_order(&wanted, &weights, &offsets);
        for (&v, x) in nodes.iter().zip(placed) {
            self.x[v as usize] = x;
        }
        Ok(())
    }

    fn into_layout(self, sizes: &[(f64, f64)], upward: Vec<bool>) -> Layout {
        let mut layer_top = Vec::with_capacity(self.layers.len());
        let mut y = 0.0;
        for &h in &self.layer_height {
            layer_top.push(y);
            y += h + LAYER_GAP;
        }
        let height = (y - LAYER_GAP).max(0.0);
        let centre_y = |v: usize| {
            let l = self.layer[v] as usize;
            layer_top[l] + self.layer_height[l] / 2.0
        };
        let nodes: Vec<NodeBox> = sizes
            .iter()
            .enumerate()
            .map(|(v, &(width, height))| NodeBox {
                x: self.x[v],
                y: centre_y(v),
                width,
                height,
                layer: self.layer[v],
            })
            .collect();
        let bends = self
            .bends
            .iter()
            .zip(&upward)
            .map(|(range, &up)| {
                // Each bend is a vertical stretch through its layer's band: the edge then
                // turns only between layers, where there are no boxes.
                let mut points: Vec<Point> = Vec::with_capacity(2 * range.len());
                for b in range.clone() {
                    let (x, l) = (self.x[b as usize], self.layer[b as usize] as usize);
                    let half = self.layer_height[l] / 2.0;
                    points.push(Point {
                        x,
                        y: centre_y(b as usize) - half,
                    });
                    if half > 0.0 {
                        points.push(Point {
                            x,
                            y: centre_y(b as usize) + half,
                        });
                    }
                }
                if up {
                    points.reverse();
                }
                points
            })
            .collect();
        let width = nodes
            .iter()
            .map(NodeBox::right)
            .chain(self.x[self.real..].iter().copied())
            .fold(0.0, f64::max);
        Layout {
            nodes,
            bends,
            upward,
            width,
            height,
            layers: self.layers.len() as u32,
        }
    }
}

/// The points `x[i]` closest to `wanted[i]` (least squares, weighted) with
/// `x[i + 1] - x[i] >= offsets[i + 1] - offsets[i]`: pool adjacent violators on
/// `wanted[i] - offsets[i]`, which must come out non-decreasing.
fn closest_in_order(wanted: &[f64], weights: &[f64], offsets: &[f64]) -> Vec<f64> {
    // Blocks of consecutive points moved together: (total weight, weighted sum, count).
    let mut blocks: Vec<(f64, f64, usize)> = Vec::with_capacity(wanted.len());
    for i in 0..wanted.len() {
        let mut block = (weights[i], weights[i] * (wanted[i] - offsets[i]), 1);
        while let Some(&(w, s, c)) = blocks.last() {
            if s / w >= block.1 / block.0 {
                block = (w + block.0, s + block.1, c + block.2);
                blocks.pop();
            } else {
                break;
            }
        }
        blocks.push(block);
    }
    let mut x = Vec::with_capacity(wanted.len());
    for (w, s, c) in blocks {
        let mean = s / w;
        for _ in 0..c {
            x.push(mean + offsets[x.len()]);
        }
    }
    x
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::tests::random_graph;
    use proptest::prelude::*;

    /// No two boxes (or a box and a bend) overlap, every box is inside the drawing, and every
    /// edge goes down through its bends (up for the edges closing cycles).
    fn check(sizes: &[(f64, f64)], edges: &[(u32, u32)], layout: &Layout) {
        let eps = 1e-6;
        assert_eq!(layout.nodes.len(), sizes.len());
        assert_eq!(layout.bends.len(), edges.len());
        for (i, a) in layout.nodes.iter().enumerate() {
            assert!(a.left() >= -eps && a.right() <= layout.width + eps, "{a:?}");
            assert!(
                a.top() >= -eps && a.bottom() <= layout.height + eps,
                "{a:?}"
            );
            for b in &layout.nodes[i + 1..] {
                let apart_x = a.right() + NODE_GAP - eps <= b.left()
                    || b.right() + NODE_GAP - eps <= a.left();
                let apart_y = a.bottom() < b.top() || b.bottom() < a.top();
                assert!(apart_x || apart_y, "{a:?} overlaps {b:?}");
            }
        }
        for (e, &(from, to)) in edges.iter().enumerate() {
            let (a, b) = (layout.nodes[from as usize], layout.nodes[to as usize]);
            if from == to {
                assert!(layout.bends[e].is_empty());
                continue;
            }
            let sign = if layout.upward[e] { -1.0 } else { 1.0 };
            assert!(sign * (b.y - a.y) > 0.0, "edge {e} goes the wrong way");
            let mut y = a.y;
            for bend in &layout.bends[e] {
                assert!(sign * (bend.y - y) > 0.0);
                y = bend.y;
                for node in &layout.nodes {
                    let inside = node.left() < bend.x
                        && bend.x < node.right()
                        && node.top() <= bend.y
                        && bend.y <= node.bottom();
                    assert!(!inside, "a bend of edge {e} is inside {node:?}");
                }
            }
            assert!(sign * (b.y - y) > 0.0);
        }
    }

    fn sizes(n: usize) -> Vec<(f64, f64)> {
        (0..n)
            .map(|v| (30.0 + (v * 37 % 50) as f64, 24.0 + (v % 3) as f64 * 6.0))
            .collect()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]
        #[test]
        fn layouts_of_random_graphs_have_no_overlaps((n, edges) in random_graph(14, 40)) {
            let sizes = sizes(n);
            let layout = layered_layout(&sizes, &edges, Some(0)).unwrap();
            check(&sizes, &edges, &layout);
            let layout = layered_layout(&sizes, &edges, None).unwrap();
            check(&sizes, &edges, &layout);
        }

        #[test]
        fn acyclic_graphs_go_down_only((n, edges) in random_graph(14, 40)) {
            // Edges from a lower to a higher index only: no cycle, so none goes up.
            let edges: Vec<(u32, u32)> = edges
                .into_iter()
                .filter(|(a, b)| a != b)
                .map(|(a, b)| (a.min(b), a.max(b)))
                .collect();
            let layout = layered_layout(&sizes(n), &edges, Some(0)).unwrap();
            prop_assert!(layout.upward.iter().all(|&up| !up));
            // The layers are the longest paths from the sources.
            let mut longest = vec![0u32; n];
            let mut sorted = edges.clone();
            sorted.sort_unstable();
            for &(a, b) in &sorted {
                longest[b as usize] = longest[b as usize].max(longest[a as usize] + 1);
            }
            for (v, node) in layout.nodes.iter().enumerate() {
                let has_predecessor = edges.iter().any(|&(_, b)| b as usize == v);
                if has_predecessor || v == 0 {
                    prop_assert_eq!(node.layer, longest[v]);
                }
            }
        }
    }

    #[test]
    fn a_long_edge_bends_once_per_layer_crossed() {
        // A chain 0 -> 1 -> 2 -> 3 -> 4 and a shortcut 0 -> 4.
        let edges = [(0, 1), (1, 2), (2, 3), (3, 4), (0, 4)];
        let layout = layered_layout(&sizes(5), &edges, Some(0)).unwrap();
        check(&sizes(5), &edges, &layout);
        assert_eq!(layout.bends[4].len(), 6);
        assert_eq!(layout.layers, 5);
    }

    #[test]
    fn barycenter_sweeps_untangle_a_crossing() {
        // Two parents, each with its own two children, given in a crossed order.
        let edges = [(0, 1), (0, 2), (1, 4), (2, 3), (1, 6), (2, 5)];
        let sizes = sizes(7);
        let layout = layered_layout(&sizes, &edges, Some(0)).unwrap();
        check(&sizes, &edges, &layout);
        let x = |v: usize| layout.nodes[v].x;
        let (left, right) = if x(1) < x(2) { (1, 2) } else { (2, 1) };
        let children = |p: usize| -> Vec<usize> {
            edges
                .iter()
                .filter(|e| e.0 as usize == p)
                .map(|e| e.1 as usize)
                .collect()
        };
        for &l in &children(left) {
            for &r in &children(right) {
                assert!(x(l) < x(r), "{edges:?}: {layout:?}");
            }
        }
    }

    #[test]
    fn the_bends_stay_within_a_bound_on_a_dense_graph() {
        // Every move of one Nim heap of 600: 179,700 edges spanning up to 599 layers.
        let n = 600u32;
        let edges: Vec<(u32, u32)> = (0..n)
            .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
            .collect();
        let sizes = vec![(40.0, 30.0); n as usize];
        let layout = layered_layout(&sizes, &edges, Some(0)).unwrap();
        // Two points per bend.
        let points: usize = layout.bends.iter().map(Vec::len).sum();
        assert!(points <= 2 * MAX_BENDS, "{points}");
        assert!(points > 0);
        assert_eq!(layout.layers, n);
    }

    #[test]
    fn the_budget_bounds_the_layout() {
        let edges: Vec<(u32, u32)> = (0..5000).map(|v| (v, v + 1)).collect();
        let sizes = vec![(40.0, 30.0); 5001];
        let tight = Budget::default().with_memory_limit(100_000);
        let error = tight
            .run(|| layered_layout(&sizes, &edges, Some(0)))
            .unwrap_err();
        assert!(matches!(
            error,
            GameError::Limit(crate::LimitExceeded::Memory { .. })
        ));
        let cancelled = Budget::default();
        cancelled.cancel();
        let error = cancelled
            .run(|| layered_layout(&sizes, &edges, Some(0)))
            .unwrap_err();
        assert_eq!(error, GameError::Limit(crate::LimitExceeded::Cancelled));
    }

    #[test]
    fn closest_in_order_keeps_the_separations() {
        let x = closest_in_order(&[5.0, 5.0, 5.0], &[1.0, 1.0, 1.0], &[0.0, 10.0, 20.0]);
        assert_eq!(x, [-5.0, 5.0, 15.0]);
        let x = closest_in_order(&[0.0, 100.0], &[1.0, 1.0], &[0.0, 10.0]);
        assert_eq!(x, [0.0, 100.0]);
    }
}
