//! Green Hackenbush on rooted graphs.
//!
//! **Rules.** A graph drawn on the ground: vertex `0` is the ground (every edge touching it is a
//! ground edge), the other vertices are numbered as the user likes. A move cuts (erases) one edge;
//! everything no longer connected to the ground by some path falls off and is erased too. The
//! player who cannot move (nothing left) loses. Parallel edges (a multigraph) and loops (`a-a`)
//! are allowed.
//!
//! **Closed form.** Two principles value every graph (*Winning Ways*, ch. 7; Conway, *On Numbers
//! and Games*, ch. 7):
//!
//! - **Colon principle** (trees): a branch of value `v` attached to a vertex by a single edge is
//!   worth `v + 1` (a stalk), and the branches at a vertex combine by nim-sum. So a tree is
//!   valued from the leaves down: `value(v) = ⊕ over children c of (value(c) + 1)`.
//! - **Fusion principle** (cycles): the vertices on a cycle may be fused into one vertex without
//!   changing the value; the cycle's edges become loops, and a loop is worth the same as a stalk
//!   of length 1, i.e. `1`.
//!
//! Fusing every cycle fuses each 2-edge-connected component (the parts joined by non-bridge
//! edges) into one vertex carrying its non-bridge edges as loops; the bridges then form a tree,
//! valued by the colon principle with `loops mod 2` added at each fused vertex. Bridges are found
//! by depth-first search (Tarjan), with parallel edges told apart by edge number. Winning cuts
//! are found by valuing the graph left by each cut the same way (exact, `O(E²)`).

use std::collections::{BTreeSet, HashMap};

use num_bigint::BigUint;

use crate::budget::tr;
use crate::expr::{ParseError, Token};
use crate::picture::{MAX_PARTS, MoveMarks, Part, PartKind, Picture};
use crate::{Family, Game, GameError, Notation, Teaching};

/// The most edges a graph may have.
pub(crate) const MAX_EDGES: usize = 500;

/// An edge, smaller endpoint first; vertex 0 is the ground.
pub type Edge = (u64, u64);

/// Green Hackenbush: `hackenbush(0-1,1-2,1-3)` is a tree standing on the ground (vertex 0).
/// All edges of a term form one graph, one component.
///
/// ```
/// use grundy::games::Hackenbush;
/// use grundy::Family;
/// // A stalk of two edges, and a "V" of two edges at the top: 1 + ((0+1) ⊕ (0+1)) = 1.
/// let tree = vec![(0, 1), (1, 2), (1, 3)];
/// assert_eq!(Hackenbush.nimber(&tree).unwrap(), 1u32.into());
/// // A triangle on the ground: its three edges fuse into three loops at the ground, 1 ⊕ 1 ⊕ 1.
/// assert_eq!(Hackenbush.nimber(&vec![(0, 1), (0, 2), (1, 2)]).unwrap(), 1u32.into());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Hackenbush;

/// The graph reduced by the fusion principle: fused vertices, their loops, and the tree of
/// bridges between them.
struct Fused {
    /// The original vertices of each fused vertex.
    members: Vec<Vec<u64>>,
    /// The number of non-bridge edges (loops after fusion) at each fused vertex.
    loops: Vec<usize>,
    /// The children of each fused vertex in the tree of bridges rooted at the ground.
    children: Vec<Vec<usize>>,
    /// The fused vertex holding the ground.
    root: usize,
}

impl Fused {
    fn of(edges: &[Edge]) -> Fused {
        let mut index: HashMap<u64, usize> = HashMap::new();
        let mut vertices = vec![0u64];
        index.insert(0, 0);
        for &(a, b) in edges {
            for v in [a, b] {
                index.entry(v).or_insert_with(|| {
                    vertices.push(v);
                    vertices.len() - 1
                });
            }
        }
        let n = vertices.len();
        let mut adjacency: Vec<Vec<(usize, usize)>> = vec![Vec::new(); n];
        for (id, &(a, b)) in edges.iter().enumerate() {
            adjacency[index[&a]].push((index[&b], id));
            adjacency[index[&b]].push((index[&a], id));
        }
        let bridges = find_bridges(&adjacency, edges.len());
        // Fuse the endpoints of every non-bridge edge.
        let mut parent: Vec<usize> = (0..n).collect();
        fn find(parent: &mut [usize], mut v: usize) -> usize {
            while parent[v] != v {
                parent[v] = parent[parent[v]];
                v = parent[v];
            }
            v
        }
        for (id, &(a, b)) in edges.iter().enumerate() {
            if !bridges[id] {
                let (ra, rb) = (find(&mut parent, index[&a]), find(&mut parent, index[&b]));
                parent[ra] = rb;
            }
        }
        let mut fused_of: HashMap<usize, usize> = HashMap::new();
        let mut members: Vec<Vec<u64>> = Vec::new();
        let mut fused = vec![0; n];
        for v in 0..n {
            let r = find(&mut parent, v);
            let next = fused_of.len();
            let f = *fused_of.entry(r).or_insert(next);
            if f == members.len() {
                members.push(Vec::new());
            }
            members[f].push(vertices[v]);
            fused[v] = f;
        }
        let count = members.len();
        let mut loops = vec![0; count];
        let mut neighbours: Vec<Vec<usize>> = vec![Vec::new(); count];
        for (id, &(a, b)) in edges.iter().enumerate() {
            let (fa, fb) = (fused[index[&a]], fused[index[&b]]);
            if bridges[id] {
                neighbours[fa].push(fb);
                neighbours[fb].push(fa);
            } else {
                loops[fa] += 1;
            }
        }
        // Root the tree of bridges at the ground.
        let root = fused[0];
        let mut children = vec![Vec::new(); count];
        let mut visited = vec![false; count];
        let mut stack = vec![root];
        visited[root] = true;
        while let Some(f) = stack.pop() {
            for &g in &neighbours[f] {
                if !visited[g] {
                    visited[g] = true;
                    children[f].push(g);
                    stack.push(g);
                }
            }
        }
        for list in &mut members {
            list.sort_unstable();
        }
        Fused {
            members,
            loops,
            children,
            root,
        }
    }

    /// The fused vertices, children before parents.
    fn post_order(&self) -> Vec<usize> {
        let mut order = Vec::new();
        let mut stack = vec![(self.root, false)];
        while let Some((f, expanded)) = stack.pop() {
            if expanded {
                order.push(f);
            } else {
                stack.push((f, true));
                for &child in self.children[f].iter().rev() {
                    stack.push((child, false));
                }
            }
        }
        order
    }

    /// The value of each fused vertex's part of the graph (itself and everything above it).
    fn values(&self) -> Vec<u64> {
        let mut values = vec![0u64; self.members.len()];
        for f in self.post_order() {
            let loops = (self.loops[f] % 2) as u64;
            values[f] = self.children[f]
                .iter()
                .fold(loops, |acc, &child| acc ^ (values[child] + 1));
        }
        values
    }
}

/// Which edges are bridges, by Tarjan's low-link depth-first search (iterative; parallel edges
/// are told apart by their edge numbers, so a doubled edge is never a bridge).
fn find_bridges(adjacency: &[Vec<(usize, usize)>], edge_count: usize) -> Vec<bool> {
    let n = adjacency.len();
    let mut bridges = vec![false; edge_count];
    let mut order = vec![usize::MAX; n];
    let mut low = vec![0; n];
    let mut counter = 0;
    for start in 0..n {
        if order[start] != usize::MAX {
            continue;
        }
        order[start] = counter;
        low[start] = counter;
        counter += 1;
        // (vertex, the edge it was entered by, the next neighbour to look at)
        let mut stack: Vec<(usize, usize, usize)> = vec![(start, usize::MAX, 0)];
        while let Some(&mut (v, entered_by, ref mut next)) = stack.last_mut() {
            if let Some(&(w, id)) = adjacency[v].get(*next) {
                *next += 1;
                if id == entered_by {
                    continue;
                }
                if order[w] == usize::MAX {
                    order[w] = counter;
                    low[w] = counter;
                    counter += 1;
                    stack.push((w, id, 0));
                } else {
                    low[v] = low[v].min(order[w]);
                }
            } else {
                stack.pop();
                if let Some(&(parent, _, _)) = stack.last() {
                    low[parent] = low[parent].min(low[v]);
                    if low[v] > order[parent] {
                        bridges[entered_by] = true;
                    }
                }
            }
        }
    }
    bridges
}

/// The edges still connected to the ground, in order.
fn connected_to_ground(edges: &[Edge]) -> Vec<Edge> {
    let mut neighbours: HashMap<u64, Vec<u64>> = HashMap::new();
    for &(a, b) in edges {
        neighbours.entry(a).or_default().push(b);
        neighbours.entry(b).or_default().push(a);
    }
    let mut reached: BTreeSet<u64> = BTreeSet::from([0]);
    let mut stack = vec![0u64];
    while let Some(v) = stack.pop() {
        for &w in neighbours.get(&v).map_or(&[][..], Vec::as_slice) {
            if reached.insert(w) {
                stack.push(w);
            }
        }
    }
    edges
        .iter()
        .copied()
        .filter(|(a, _)| reached.contains(a))
        .collect()
}

/// The graph after cutting edge number `cut`, as the parts of an option (none when empty).
fn after_cut(edges: &[Edge], cut: usize) -> Vec<Vec<Edge>> {
    let mut rest = edges.to_vec();
    rest.remove(cut);
    let rest = connected_to_ground(&rest);
    if rest.is_empty() {
        Vec::new()
    } else {
        vec![rest]
    }
}

fn format_edges(edges: &[Edge]) -> String {
    let items: Vec<String> = edges.iter().map(|(a, b)| format!("{a}-{b}")).collect();
    items.join(",")
}

fn parse_edge(token: &Token) -> Result<Edge, ParseError> {
    let Some((left, right)) = token.text.split_once('-') else {
        return Err(token.error(tr!("hackenbush-bad-edge", text = token.text)));
    };
    let left_token = Token {
        text: left.trim(),
        column: token.column,
    };
    let right_token = Token {
        text: right.trim(),
        column: token.column + left.chars().count() + 1,
    };
    let what = tr!("hackenbush-what-vertex");
    let a = left_token.u64(&what)?;
    let b = right_token.u64(&what)?;
    Ok((a.min(b), a.max(b)))
}

/// One edge as drawn: between the centres of two cells, bent through `via` when it is a
/// loop, a second edge between the same vertices, or level with the other end.
struct Line {
    from: [u32; 2],
    to: [u32; 2],
    via: Option<[u32; 2]>,
    /// How many edges between the same two vertices come before it.
    copy: usize,
}

/// A graph laid out on the ground: each edge's line, each vertex's cell, the ground's row, the
/// width.
struct Layout {
    lines: Vec<Line>,
    /// The cell of each vertex but the ground, by vertex number.
    spots: Vec<(u64, [u32; 2])>,
    ground: u32,
    width: u32,
}

/// Lays a graph out as it stands: a breadth-first tree from the ground, each vertex two rows
/// above the vertex it was reached from, leaves two columns apart from left to right and
/// every other vertex above the middle of its branches, so trees look like trees and strings
/// like stalks. Ground edges rise straight from the ground below their vertex; edges off the
/// tree (cycles) join their vertices straight; a margin of one cell leaves room for bends.
fn layout(edges: &[Edge]) -> Layout {
    let mut neighbours: HashMap<u64, Vec<u64>> = HashMap::new();
    for &(a, b) in edges {
        if a != b {
            neighbours.entry(a).or_default().push(b);
            neighbours.entry(b).or_default().push(a);
        }
    }
    // Breadth first from the ground: depth and tree children, in edge order.
    let mut depth: HashMap<u64, u32> = HashMap::from([(0, 0)]);
    let mut children: HashMap<u64, Vec<u64>> = HashMap::new();
    let mut queue = std::collections::VecDeque::from([0u64]);
    while let Some(v) = queue.pop_front() {
        for &w in neighbours.get(&v).map_or(&[][..], Vec::as_slice) {
            if !depth.contains_key(&w) {
                depth.insert(w, depth[&v] + 1);
                children.entry(v).or_default().push(w);
                queue.push_back(w);
            }
        }
    }
    let top = depth.values().copied().max().unwrap_or(0);
    // Columns: leaves in order, parents over the middle of their children (children first).
    let mut column: HashMap<u64, u32> = HashMap::new();
    let mut next = 0u32;
    let mut stack: Vec<(u64, bool)> = children.get(&0).map_or(Vec::new(), |c| {
        c.iter().rev().map(|&w| (w, false)).collect()
    });
    while let Some((v, placed_children)) = stack.pop() {
        let mine = children.get(&v).map_or(&[][..], Vec::as_slice);
        if mine.is_empty() {
            column.insert(v, 1 + 2 * next);
            next += 1;
        } else if placed_children {
            column.insert(v, (column[&mine[0]] + column[&mine[mine.len() - 1]]) / 2);
        } else {
            stack.push((v, true));
            stack.extend(mine.iter().rev().map(|&w| (w, false)));
        }
    }
    let ground = 2 * top + 1;
    let at = |v: u64| [column[&v], ground - 2 * depth[&v]];
    let mut copies: HashMap<Edge, usize> = HashMap::new();
    let mut lines = Vec::with_capacity(edges.len());
    for &(a, b) in edges {
        let copy = copies.entry((a, b)).or_default();
        let k = *copy as u32;
        *copy += 1;
        // Bends alternate right and left, farther for each further copy.
        let side = |k: u32, centre: u32| {
            if k % 2 == 1 {
                centre + k.div_ceil(2)
            } else {
                centre.saturating_sub(k / 2)
            }
        };
        let line = if a == b {
            let spot = if a == 0 {
                // A loop on the ground stands in a column of its own.
                next += 1;
                [2 * next - 1, ground]
            } else {
                at(a)
            };
            Line {
                from: spot,
                to: spot,
                via: Some([side(k + 1, spot[0]), spot[1] - 1]),
                copy: k as usize,
            }
        } else {
            let top_end = at(b);
            let low_end = if a == 0 { [top_end[0], ground] } else { at(a) };
            let level = low_end[1] == top_end[1];
            let middle = [(low_end[0] + top_end[0]) / 2, (low_end[1] + top_end[1]) / 2];
            let via = if level {
                Some([middle[0], middle[1].saturating_sub(1 + k)])
            } else if k > 0 {
                Some([side(k, middle[0]), middle[1]])
            } else {
                None
            };
            Line {
                from: low_end,
                to: top_end,
                via,
                copy: k as usize,
            }
        };
        lines.push(line);
    }
    // Many parallel edges bend beyond the last column: the picture widens to hold them.
    let widest = lines
        .iter()
        .flat_map(|line| {
            [line.from[0], line.to[0]]
                .into_iter()
                .chain(line.via.map(|v| v[0]))
        })
        .max()
        .unwrap_or(0);
    let mut spots: Vec<(u64, [u32; 2])> = depth
        .keys()
        .filter(|&&v| v != 0)
        .map(|&v| (v, at(v)))
        .collect();
    spots.sort_unstable();
    Layout {
        lines,
        spots,
        ground,
        width: (2 * next.max(1) + 1).max(widest + 1),
    }
}

impl Game for Hackenbush {
    type Position = Vec<Edge>;

    fn options(&self, edges: &Vec<Edge>) -> Result<Vec<Vec<Vec<Edge>>>, GameError> {
        // Cutting either of two parallel edges gives the same position: one option.
        let mut seen = BTreeSet::new();
        let mut options = Vec::new();
        for cut in 0..edges.len() {
            let option = after_cut(edges, cut);
            if seen.insert(option.clone()) {
                options.push(option);
            }
        }
        Ok(options)
    }
}

impl Notation for Hackenbush {
    fn name(&self) -> String {
        "hackenbush".to_string()
    }

    fn parse_positions(&self, args: &[Token]) -> Result<Vec<Vec<Edge>>, ParseError> {
        if args.len() > MAX_EDGES {
            return Err(args[MAX_EDGES].error(tr!(
                "hackenbush-too-many-edges",
                most = MAX_EDGES.to_string(),
                count = args.len().to_string()
            )));
        }
        let mut edges = Vec::with_capacity(args.len());
        for arg in args {
            edges.push(parse_edge(arg)?);
        }
        let grounded = connected_to_ground(&edges);
        if grounded.len() < edges.len() {
            let floating = edges
                .iter()
                .position(|edge| !grounded.contains(edge))
                .expect("some edge is not grounded");
            return Err(
                args[floating].error(tr!("hackenbush-floating-edge", edge = args[floating].text))
            );
        }
        edges.sort_unstable();
        Ok(if edges.is_empty() {
            Vec::new()
        } else {
            vec![edges]
        })
    }

    fn format_position(&self, edges: &Vec<Edge>) -> String {
        format_edges(edges)
    }

    fn describe_move(&self, from: &Vec<Edge>, to: &[Vec<Edge>]) -> String {
        let Some(cut) = (0..from.len()).find(|&cut| after_cut(from, cut) == to) else {
            return tr!(
                "move-heap-to",
                from = self.format_term(std::slice::from_ref(from)),
                to = self.format_term(to)
            );
        };
        let (a, b) = from[cut];
        let left: usize = to.iter().map(Vec::len).sum();
        let fallen = from.len() - 1 - left;
        tr!("hackenbush-cut", a = a, b = b, fallen = fallen)
    }
}

impl Teaching for Hackenbush {
    fn rules(&self) -> String {
        tr!("hackenbush-rules")
    }

    /// The graph standing on the ground, every edge a line to click (see [`layout`]); cutting
    /// one of parallel edges is one move, anchored on the first of them. Touched: the edge cut
    /// and every edge that falls with it.
    fn picture(&self, edges: &Vec<Edge>) -> Option<Picture> {
        if edges.len() + 1 > MAX_PARTS {
            return None;
        }
        let drawn = layout(edges);
        let mut parts = vec![Part::line(
            "ground".to_string(),
            PartKind::Ground,
            [0, drawn.ground],
            [drawn.width - 1, drawn.ground],
            tr!("hackenbush-the-ground"),
        )];
        for (index, (&(a, b), line)) in edges.iter().zip(drawn.lines).enumerate() {
            let label = if line.copy == 0 {
                tr!("picture-edge", a = a, b = b)
            } else {
                tr!("picture-edge-copy", a = a, b = b, copy = line.copy + 1)
            };
            let mut part = Part::line(
                format!("e{index}"),
                PartKind::Edge,
                line.from,
                line.to,
                label,
            );
            part.via = line.via;
            parts.push(part);
        }
        Some(Picture {
            width: drawn.width,
            height: drawn.ground + 1,
            parts,
        })
    }

    fn move_marks(&self, edges: &Vec<Edge>, to: &[Vec<Edge>]) -> Option<MoveMarks> {
        let cut = (0..edges.len()).find(|&cut| after_cut(edges, cut) == to)?;
        // The edges left standing are those still joined to the ground without the cut one.
        let rest: Vec<(usize, Edge)> = (0..edges.len())
            .filter(|&i| i != cut)
            .map(|i| (i, edges[i]))
            .collect();
        let standing: Vec<usize> = {
            let kept: Vec<Edge> = rest.iter().map(|&(_, edge)| edge).collect();
            let grounded = connected_to_ground(&kept);
            let reached: BTreeSet<u64> = grounded.iter().flat_map(|&(a, b)| [a, b]).collect();
            rest.iter()
                .filter(|&&(_, (a, _))| a == 0 || reached.contains(&a))
                .map(|&(i, _)| i)
                .collect()
        };
        let touched = (0..edges.len())
            .filter(|i| !standing.contains(i))
            .map(|i| format!("e{i}"))
            .collect();
        Some(MoveMarks::at(format!("e{cut}"), touched))
    }

    /// The graph with a place on each vertex and one at the end of the ground: clicking an
    /// edge removes it with whatever falls with it (as a cut does; the last edge stays, since a
    /// graph with no edge is no position), clicking a vertex's place grows an edge up from it
    /// to a new vertex, and the ground's place plants a new stalk of one edge.
    fn setup_picture(&self, edges: &Vec<Edge>) -> Option<Picture> {
        let mut picture = self.picture(edges)?;
        let drawn = layout(edges);
        if edges.len() >= MAX_EDGES || picture.parts.len() + drawn.spots.len() + 1 > MAX_PARTS {
            return Some(picture);
        }
        let end = [picture.width, drawn.ground];
        picture.width += 1;
        picture.parts[0].to = Some(end);
        picture.parts.push(Part::cell(
            "n0".to_string(),
            PartKind::Slot,
            end[0],
            end[1],
            tr!("picture-add-stalk"),
        ));
        for (v, [x, y]) in drawn.spots {
            let label = tr!("picture-add-edge", vertex = v);
            picture
                .parts
                .push(Part::cell(format!("n{v}"), PartKind::Slot, x, y, label));
        }
        Some(picture)
    }

    fn setup_edit(&self, edges: &Vec<Edge>, part: &str) -> Option<Vec<Edge>> {
        if let Some(index) = part.strip_prefix('e') {
            let cut: usize = index.parse().ok()?;
            if cut >= edges.len() {
                return None;
            }
            return after_cut(edges, cut).pop();
        }
        let v: u64 = part.strip_prefix('n')?.parse().ok()?;
        let known = edges.iter().any(|&(a, b)| a == v || b == v);
        if (v != 0 && !known) || edges.len() >= MAX_EDGES {
            return None;
        }
        let new = edges
            .iter()
            .map(|&(_, b)| b)
            .max()
            .unwrap_or(0)
            .checked_add(1)?;
        let mut grown = edges.clone();
        grown.push((v, new));
        grown.sort_unstable();
        Some(grown)
    }

    /// A tree of three edges: a stalk whose top forks, `0-1,1-2,1-3`, worth 1.
    fn setup_default(&self) -> Option<Vec<Edge>> {
        Some(vec![(0, 1), (1, 2), (1, 3)])
    }

    fn explain(&self, edges: &Vec<Edge>) -> Result<String, GameError> {
        let term = self.format_term(std::slice::from_ref(edges));
        let fused = Fused::of(edges);
        let values = fused.values();
        let name = |f: usize| -> String {
            let members = &fused.members[f];
            let shown: Vec<String> = members
                .iter()
                .map(|&v| {
                    if v == 0 {
                        tr!("hackenbush-ground")
                    } else {
                        v.to_string()
                    }
                })
                .collect();
            match members.as_slice() {
                [0] => tr!("hackenbush-the-ground"),
                [one] => tr!("hackenbush-vertex", vertex = *one),
                _ => tr!("hackenbush-fused-vertex", members = shown.join(",")),
            }
        };
        // The sentences, each with the space (or none) that comes before it.
        let mut text = tr!(
            "hackenbush-explain",
            term = term,
            value = values[fused.root]
        );
        let has_cycles = fused.loops.iter().any(|&l| l > 0);
        if has_cycles {
            text += &tr!("hackenbush-fusion");
        }
        text += &tr!("hackenbush-colon");
        for f in fused.post_order() {
            let mut parts: Vec<String> = Vec::new();
            if fused.loops[f] > 0 {
                let loops = fused.loops[f];
                parts.push(tr!("hackenbush-loops", loops = loops, parity = loops % 2));
            }
            for &child in &fused.children[f] {
                parts.push(tr!(
                    "hackenbush-branch",
                    to = name(child),
                    value = values[child],
                    sum = values[child] + 1
                ));
            }
            if parts.is_empty() {
                continue;
            }
            let sum: Vec<String> = fused.loops[f]
                .gt(&0)
                .then(|| (fused.loops[f] % 2).to_string())
                .into_iter()
                .chain(
                    fused.children[f]
                        .iter()
                        .map(|&c| (values[c] + 1).to_string()),
                )
                .collect();
            let total = if sum.len() > 1 {
                format!("{} = {}", sum.join(" ⊕ "), values[f])
            } else {
                values[f].to_string()
            };
            text += &tr!(
                "hackenbush-at",
                vertex = name(f),
                parts = parts.join(&tr!("hackenbush-parts-separator")),
                total = total
            );
        }
        Ok(text)
    }
}

impl Family for Hackenbush {
    fn nimber(&self, edges: &Vec<Edge>) -> Result<BigUint, GameError> {
        let fused = Fused::of(edges);
        Ok(fused.values()[fused.root].into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Nimber, Solver};
    use proptest::prelude::*;

    #[test]
    fn rules_explanations_and_moves_speak_chinese() {
        let budget = crate::budget::chinese();
        let rules = budget.run(|| Hackenbush.rules());
        assert!(rules.contains("顶点 0 是地面"), "{rules}");
        let tree = vec![(0, 1), (1, 2), (1, 3)];
        let text = budget.run(|| Hackenbush.explain(&tree)).unwrap();
        assert!(
            text.contains("顶点 1：通向顶点 2 的分支，SG值为 0+1 = 1；通向顶点 3 的分支，SG值为 0+1 = 1；总的 SG值为 1 ⊕ 1 = 0。"),
            "{text}"
        );
        let text = budget
            .run(|| Hackenbush.explain(&vec![(0, 1), (0, 1)]))
            .unwrap();
        assert!(text.contains("融合顶点 {地面,1}：2 个自环"), "{text}");
        let step = budget.run(|| Hackenbush.describe_move(&tree, &[]));
        assert_eq!(step, "剪掉边 0-1（另有 2 条边随之掉落）");
        // English counts the edges that fall, in the singular for one.
        let stalk = vec![(0, 1), (1, 2)];
        assert_eq!(
            Hackenbush.describe_move(&stalk, &[]),
            "cut edge 0-1 (1 more edge falls with it)"
        );
        assert_eq!(
            Hackenbush.describe_move(&tree, &[]),
            "cut edge 0-1 (2 more edges fall with it)"
        );
        assert_eq!(Hackenbush.describe_move(&tree, &[stalk]), "cut edge 1-3");
    }

    /// Random graphs on vertices 0..6, pruned to what touches the ground.
    fn graphs() -> impl Strategy<Value = Vec<Edge>> {
        proptest::collection::vec((0u64..6, 0u64..6), 0..=10).prop_map(|pairs| {
            let edges: Vec<Edge> = pairs
                .into_iter()
                .map(|(a, b)| (a.min(b), a.max(b)))
                .collect();
            let mut edges = connected_to_ground(&edges);
            edges.sort_unstable();
            edges
        })
    }

    /// Random trees: vertex v ≥ 1 hangs from a random earlier vertex.
    fn trees() -> impl Strategy<Value = Vec<Edge>> {
        proptest::collection::vec(any::<proptest::sample::Index>(), 0..=10).prop_map(|parents| {
            let mut edges: Vec<Edge> = parents
                .iter()
                .enumerate()
                .map(|(i, p)| (p.index(i + 1) as u64, i as u64 + 1))
                .collect();
            edges.sort_unstable();
            edges
        })
    }

    fn check(edges: Vec<Edge>, target: u64) -> Result<(), TestCaseError> {
        let mut solver = Solver::new(Hackenbush);
        let value = Hackenbush.nimber(&edges).unwrap();
        prop_assert_eq!(
            BigUint::from(solver.nimber(&edges).unwrap().0),
            value,
            "{:?}",
            edges
        );
        for wanted in [0, target] {
            let expected = solver.options_of_value(&edges, Nimber(wanted)).unwrap();
            prop_assert_eq!(
                Hackenbush
                    .options_of_nimber(&edges, &wanted.into())
                    .unwrap(),
                expected
            );
        }
        Ok(())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        #[test]
        fn graphs_match_brute_force(edges in graphs(), target in 0u64..6) {
            check(edges, target)?;
        }

        #[test]
        fn trees_match_brute_force(edges in trees(), target in 0u64..8) {
            check(edges, target)?;
        }
    }

    #[test]
    fn classic_values() {
        let value = |edges: &[Edge]| Hackenbush.nimber(&edges.to_vec()).unwrap();
        // A stalk of 3, a loop on the ground, a doubled ground edge (a cycle of two: 2 loops = 0).
        assert_eq!(value(&[(0, 1), (1, 2), (2, 3)]), 3u32.into());
        assert_eq!(value(&[(0, 0)]), 1u32.into());
        assert_eq!(value(&[(0, 1), (0, 1)]), 0u32.into());
        // A square hanging from a stalk: the square fuses to 4 loops (worth 0) ... plus the
        // bridge: 0 + 1 = 1.
        assert_eq!(
            value(&[(0, 1), (1, 2), (2, 3), (3, 4), (1, 4)]),
            1u32.into()
        );
        // Two separate ground edges (ground counts as one vertex): 1 ⊕ 1 = 0.
        assert_eq!(value(&[(0, 1), (0, 2)]), 0u32.into());
        assert_eq!(value(&[]), 0u32.into());
    }

    #[test]
    fn parsing_and_descriptions() {
        let sum = crate::parse("hackenbush(1-2, 0-1, 1-3) + nim(1)").unwrap();
        assert_eq!(sum.to_string(), "hackenbush(0-1,1-2,1-3) + nim(1)");
        assert_eq!(crate::parse("hackenbush(0-1,2-3)").unwrap_err().column, 16);
        assert_eq!(crate::parse("hackenbush(0-x)").unwrap_err().column, 14);
        assert!(crate::parse("hackenbush(01)").is_err());
        let edges = vec![(0, 1), (1, 2), (1, 3)];
        let cut = after_cut(&edges, 0);
        assert_eq!(cut, Vec::<Vec<Edge>>::new());
        assert_eq!(
            Hackenbush.describe_move(&edges, &cut),
            "cut edge 0-1 (2 more edges fall with it)"
        );
        let explanation = Hackenbush.explain(&edges).unwrap();
        assert!(
            explanation.contains("At vertex 1: branch to vertex 2 worth 0+1 = 1, branch to vertex 3 worth 0+1 = 1; value 1 ⊕ 1 = 0."),
            "{explanation}"
        );
    }

    #[test]
    fn deep_and_wide_graphs_are_valued_without_recursion() {
        let stalk: Vec<Edge> = (0..MAX_EDGES as u64).map(|v| (v, v + 1)).collect();
        assert_eq!(Hackenbush.nimber(&stalk).unwrap(), BigUint::from(MAX_EDGES));
        let moves = Hackenbush.options_of_nimber(&stalk, &7u32.into()).unwrap();
        assert_eq!(moves, vec![vec![stalk[..7].to_vec()]]);
    }
}
