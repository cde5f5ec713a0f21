//! Drawing a game graph as SVG, laid out by [`layout`](super::layout): no Graphviz needed.
//!
//! The drawing is self-contained (no style sheet, fonts, links or ids: it can be embedded
//! inline in a page, several times; colours are presentation attributes, which a page's CSS
//! overrides) and its classes and data attributes are an interface that pages and tests rely
//! on:
//!
//! - the root: `<svg class="grundy-graph" data-positions="N" data-moves="M">`, with a
//!   `<title>` (the caption), a `viewBox` from 0,0 and `width`/`height` of the same size;
//! - `<g class="legend">`: the caption and what the colours mean;
//! - one `<g class="node" data-index="I" data-position="POSITION" data-outcome="P|N|D"
//!   data-value="VALUE">` per position (`class="node start"` for the start), holding a
//!   `<title>` (shown on hover), the box (`<rect>`, filled by outcome) and the label: the
//!   position (shortened to `LABEL_CHARS` characters by an ellipsis in the middle when
//!   longer) and its outcome letter and value. `data-position` is the whole position as
//!   written (`nim(1,2)`: usable as an expression), `data-index` its index among the positions
//!   (the start is 0), `data-outcome` its outcome, `data-value` its value as written (`3`,
//!   `∞{0,2}`);
//! - one `<g class="edge" data-from="I" data-to="J">` per move, from and to the positions of
//!   those `data-index`es, holding the line (a `<path>`) and its arrowhead (a filled
//!   `<path class="arrowhead">`); `class="edge winning"` for a move from an N-position to a
//!   P-position (a winning move, drawn darker).
//!
//! Texts are escaped (`<`, `>`, `&`, quotes; characters XML does not allow become U+FFFD), so
//! any position or vertex name is safe to embed.

use std::borrow::Cow;
use std::fmt::{self, Write as _};

use super::DotVertex;
use super::layout::{Layout, NodeBox, Point, layered_layout};
use crate::budget::{Budget, tr};
use crate::{GameError, Outcome};

/// The most positions drawn: [`write_svg`] refuses a larger graph.
pub const MAX_SVG_VERTICES: usize = 5000;
/// The most moves drawn: [`write_svg`] refuses a graph with more.
pub const MAX_SVG_EDGES: usize = 100_000;
/// The most characters of a position shown in its box (the whole is in its title).
pub(crate) const LABEL_CHARS: usize = 32;

/// The colours of an outcome: fill, border, and the border's dashes.
struct Style {
    fill: &'static str,
    stroke: &'static str,
    dashes: Option<&'static str>,
}

/// What an outcome's colour means, for the legend, in the language of the computation.
fn meaning(outcome: Outcome) -> String {
    match outcome {
        Outcome::P => tr!("drawing-legend-p"),
        Outcome::N => tr!("drawing-legend-n"),
        Outcome::D => tr!("drawing-legend-d"),
    }
}

/// Orange and blue: told apart with every common colour blindness, and, being light and dark,
/// in grey print too; the letter in each box says it again.
fn style(outcome: Outcome) -> Style {
    match outcome {
        Outcome::P => Style {
            fill: "#f7b267",
            stroke: "#9a4d00",
            dashes: None,
        },
        Outcome::N => Style {
            fill: "#d5e8f7",
            stroke: "#2f6797",
            dashes: None,
        },
        Outcome::D => Style {
            fill: "#eeeeee",
            stroke: "#6b6b6b",
            dashes: Some("4 3"),
        },
    }
}

const FONTS: &str = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const TEXT: &str = "#1d232b";
const MOVE: &str = "#8d96a1";
const WINNING_MOVE: &str = "#1d232b";
const NAME_SIZE: f64 = 13.0;
const VALUE_SIZE: f64 = 12.0;
const BOX_HEIGHT: f64 = 40.0;
const BOX_PADDING: f64 = 12.0;
const BOX_MIN_WIDTH: f64 = 46.0;
const CORNER: f64 = 9.0;
/// How far the ring around the start position is from its box.
const RING: f64 = 4.0;
/// The room a self-loop takes on each side of a box.
const LOOP_ROOM: f64 = 26.0;
const ARROW_LENGTH: f64 = 9.0;
const ARROW_HALF_WIDTH: f64 = 4.0;
/// The most space between the ends of two edges at one side of a box.
const PORT_GAP: f64 = 11.0;
const MARGIN: f64 = 16.0;
const CAPTION_SIZE: f64 = 14.0;
const LEGEND_SIZE: f64 = 12.0;
const VALUE_CHARS: usize = 20;
const CAPTION_CHARS: usize = 120;

/// A drawing of a game graph in SVG: each vertex a box labelled with its name and value, filled
/// by its outcome, each edge an arrow, with `caption` and a legend above. `start`, when given,
/// is the vertex play starts from: drawn at the top, with a ring around it. Vertex names must
/// differ. Refuses graphs of more than [`MAX_SVG_VERTICES`] vertices or [`MAX_SVG_EDGES`]
/// edges; the work is charged to the [`Budget`] entered on this thread. The module
/// documentation describes the classes and data attributes of the result.
///
/// ```
/// use grundy::draw::{DotVertex, write_svg};
/// use grundy::Outcome;
/// let vertices = [
///     DotVertex { name: "a".into(), value: "1".into(), outcome: Outcome::N },
///     DotVertex { name: "b & c".into(), value: "0".into(), outcome: Outcome::P },
/// ];
/// let svg = write_svg(&vertices, &[(0, 1)], "a game", Some(0)).unwrap();
/// assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"grundy-graph\""));
/// assert!(svg.contains(r#"data-position="b &amp; c" data-outcome="P" data-value="0""#));
/// assert!(svg.contains(r#"<g class="edge winning" data-from="0" data-to="1""#));
/// ```
pub fn write_svg(
    vertices: &[DotVertex],
    edges: &[(u32, u32)],
    caption: &str,
    start: Option<u32>,
) -> Result<String, GameError> {
    check_drawable(vertices.len(), edges.len())?;
    let budget = Budget::current();
    let mut has_loop = vec![false; vertices.len()];
    for &(from, to) in edges {
        has_loop[from as usize] |= from == to;
    }
    let labels: Vec<Label> = vertices.iter().map(Label::of).collect();
    let sizes: Vec<(f64, f64)> = labels
        .iter()
        .enumerate()
        .map(|(v, label)| {
            let mut width = label.width;
            let mut height = BOX_HEIGHT;
            if Some(v as u32) == start {
                width += 2.0 * RING;
                height += 2.0 * RING;
            }
            if has_loop[v] {
                width += 2.0 * LOOP_ROOM;
            }
            (width, height)
        })
        .collect();
    let layout = layered_layout(&sizes, edges, start)?;
    let bends: usize = layout.bends.iter().map(Vec::len).sum();
    let text_bytes: usize = vertices
        .iter()
        .map(|v| 3 * v.name.len() + 2 * v.value.len())
        .sum();
    let estimate =
        800 + caption.len() + text_bytes + 420 * vertices.len() + 170 * edges.len() + 36 * bends;
    budget.check_memory_of(estimate as u64 * 2, || tr!("memory-svg"))?;
    let legend = Legend::new(caption, vertices, edges, layout.width);
    let width = layout.width.max(legend.width) + 2.0 * MARGIN;
    let height = MARGIN + legend.height + layout.height + MARGIN;
    let mut svg = String::with_capacity(estimate);
    let mut out = Svg(&mut svg);
    out.heading(width, height, vertices.len(), edges.len(), caption);
    legend.write(&mut out);
    // Centre a drawing narrower than the legend.
    let left = MARGIN + (width - 2.0 * MARGIN - layout.width) / 2.0;
    let _ = writeln!(
        out.0,
        "<g class=\"graph\" transform=\"translate({} {})\">",
        N(left),
        N(MARGIN + legend.height)
    );
    let drawn: Vec<Shape> = layout
        .nodes
        .iter()
        .enumerate()
        .map(|(v, node)| Shape::of(node, labels[v].width, Some(v as u32) == start))
        .collect();
    let ports = ports(&layout, &drawn, edges);
    let winning = |from: u32, to: u32| {
        vertices[from as usize].outcome == Outcome::N && vertices[to as usize].outcome == Outcome::P
    };
    let mut ticker = budget.ticker(1024);
    // Ordinary moves first, winning moves over them.
    let _ = writeln!(
        out.0,
        "<g class=\"edges\" fill=\"none\" stroke-width=\"1.2\" stroke-linecap=\"round\">"
    );
    for pass_winning in [false, true] {
        for (e, &(from, to)) in edges.iter().enumerate() {
            if winning(from, to) != pass_winning {
                continue;
            }
            ticker.tick()?;
            out.edge(&layout.bends[e], &drawn, (from, to), ports[e], pass_winning);
        }
    }
    out.0.push_str("</g>\n<g class=\"nodes\">\n");
    for (v, vertex) in vertices.iter().enumerate() {
        ticker.tick()?;
        out.node(v, vertex, &labels[v], &drawn[v], Some(v as u32) == start);
    }
    out.0.push_str("</g>\n</g>\n</svg>\n");
    Ok(svg)
}

/// Refuses to draw more than [`MAX_SVG_VERTICES`] positions or [`MAX_SVG_EDGES`] moves.
pub(crate) fn check_drawable(positions: usize, moves: usize) -> Result<(), GameError> {
    if positions > MAX_SVG_VERTICES {
        return Err(GameError::TooLarge(tr!(
            "too-large-svg-positions",
            positions = positions.to_string(),
            most = MAX_SVG_VERTICES.to_string()
        )));
    }
    if moves > MAX_SVG_EDGES {
        return Err(GameError::TooLarge(tr!(
            "too-large-svg-moves",
            moves = moves.to_string(),
            most = MAX_SVG_EDGES.to_string()
        )));
    }
    Ok(())
}

/// The texts shown in a box and its width.
struct Label<'a> {
    name: Cow<'a, str>,
    value: Cow<'a, str>,
    width: f64,
}

impl Label<'_> {
    fn of(vertex: &DotVertex) -> Label<'_> {
        let name = shortened(&vertex.name, LABEL_CHARS);
        let value = shortened(&vertex.value, VALUE_CHARS);
        let value_width = text_width("P · ", VALUE_SIZE) + text_width(&value, VALUE_SIZE);
        let width =
            (text_width(&name, NAME_SIZE).max(value_width) + 2.0 * BOX_PADDING).max(BOX_MIN_WIDTH);
        Label { name, value, width }
    }
}

/// What is drawn of a node: its box (and the ring around the start), with the outline that
/// edges end on.
struct Shape {
    x: f64,
    y: f64,
    width: f64,
    height: f64,
    /// The outermost outline: the ring for the start, else the box.
    outline: (f64, f64, f64),
}

impl Shape {
    fn centre(&self) -> Point {
        Point {
            x: self.x,
            y: self.y,
        }
    }

    fn of(node: &NodeBox, width: f64, is_start: bool) -> Shape {
        let ring = if is_start { RING } else { 0.0 };
        Shape {
            x: node.x,
            y: node.y,
            width,
            height: BOX_HEIGHT,
            outline: (width + 2.0 * ring, BOX_HEIGHT + 2.0 * ring, CORNER + ring),
        }
    }
}

/// Where each edge leaves its source and enters its target: on the flat bottom of a box for an
/// edge going down, on its top for one going up. The edges at one side of a box are spread
/// evenly across its middle in the order of where they go, so that they do not cross there
/// and each arrowhead is seen (the two edges of a 2-cycle run side by side). Self-loops get
/// no ports.
fn ports(layout: &Layout, shapes: &[Shape], edges: &[(u32, u32)]) -> Vec<(Point, Point)> {
    // The ends of the edges: (box, at its bottom, where the edge goes, edge, is its start).
    let mut ends: Vec<(u32, bool, f64, u32, bool)> = Vec::with_capacity(2 * edges.len());
    for (e, &(from, to)) in edges.iter().enumerate() {
        if from == to {
            continue;
        }
        let (source, target) = (&shapes[from as usize], &shapes[to as usize]);
        let bends = &layout.bends[e];
        let first = bends.first().copied().unwrap_or(target.centre());
        let last = bends.last().copied().unwrap_or(source.centre());
        ends.push((from, first.y > source.y, first.x, e as u32, true));
        ends.push((to, last.y > target.y, last.x, e as u32, false));
    }
    ends.sort_unstable_by(|a, b| {
        (a.0, a.1)
            .cmp(&(b.0, b.1))
            .then(a.2.total_cmp(&b.2))
            .then((a.3, a.4).cmp(&(b.3, b.4)))
    });
    let origin = Point { x: 0.0, y: 0.0 };
    let mut ports = vec![(origin, origin); edges.len()];
    for side in ends.chunk_by(|a, b| (a.0, a.1) == (b.0, b.1)) {
        let shape = &shapes[side[0].0 as usize];
        let (width, height, corner) = shape.outline;
        let y = if side[0].1 {
            shape.y + height / 2.0
        } else {
            shape.y - height / 2.0
        };
        let gap = ((width - 2.0 * corner).max(0.0) / side.len() as f64).min(PORT_GAP);
        let middle = (side.len() - 1) as f64 / 2.0;
        for (i, &(_, _, _, e, is_start)) in side.iter().enumerate() {
            let port = Point {
                x: shape.x + (i as f64 - middle) * gap,
                y,
            };
            if is_start {
                ports[e as usize].0 = port;
            } else {
                ports[e as usize].1 = port;
            }
        }
    }
    ports
}

/// The legend: the caption, then a key of the outcomes, then of the moves, as many entries to a
/// row as fit in the drawing's width (or [`LEGEND_WIDTH`] if narrower).
struct Legend {
    caption: String,
    entries: Vec<(Key, String, f64)>,
    rows: Vec<Vec<usize>>,
    width: f64,
    height: f64,
}

#[derive(Clone, Copy)]
enum Key {
    Outcome(Outcome),
    Move { winning: bool },
}

const SWATCH: f64 = 22.0;
const ROW_HEIGHT: f64 = 24.0;
const ENTRY_GAP: f64 = 22.0;
const LEGEND_WIDTH: f64 = 560.0;

impl Legend {
    fn new(
        caption: &str,
        vertices: &[DotVertex],
        edges: &[(u32, u32)],
        drawing_width: f64,
    ) -> Legend {
        let wrap = drawing_width.max(LEGEND_WIDTH);
        let present = |o: Outcome| vertices.iter().any(|v| v.outcome == o);
        let mut entries = Vec::new();
        for outcome in [Outcome::P, Outcome::N, Outcome::D] {
            // P and N are always explained; D only when there are draws.
            if outcome != Outcome::D || present(outcome) {
                entries.push((Key::Outcome(outcome), meaning(outcome)));
            }
        }
        if !edges.is_empty() {
            entries.push((Key::Move { winning: false }, tr!("drawing-legend-move")));
        }
        let any_winning = edges.iter().any(|&(a, b)| {
            vertices[a as usize].outcome == Outcome::N && vertices[b as usize].outcome == Outcome::P
        });
        if any_winning {
            entries.push((Key::Move { winning: true }, tr!("drawing-legend-winning")));
        }
        let entries: Vec<(Key, String, f64)> = entries
            .into_iter()
            .map(|(key, text)| {
                let width = SWATCH + 6.0 + text_width(&text, LEGEND_SIZE);
                (key, text, width)
            })
            .collect();
        let caption = shortened(caption, CAPTION_CHARS).into_owned();
        let mut rows: Vec<Vec<usize>> = vec![Vec::new()];
        let mut row_width = 0.0f64;
        let mut width = text_width(&caption, CAPTION_SIZE);
        for (i, &(key, _, entry_width)) in entries.iter().enumerate() {
            let row = rows.last_mut().expect("a row");
            // The moves start a row of their own.
            let first_move =
                matches!(key, Key::Move { .. }) && matches!(entries[i - 1].0, Key::Outcome(_));
            if !row.is_empty() && (first_move || row_width + ENTRY_GAP + entry_width > wrap) {
                rows.push(vec![i]);
                row_width = entry_width;
            } else {
                if !row.is_empty() {
                    row_width += ENTRY_GAP;
                }
                row_width += entry_width;
                rows.last_mut().expect("a row").push(i);
            }
            width = width.max(row_width);
        }
        let height = CAPTION_SIZE + 10.0 + rows.len() as f64 * ROW_HEIGHT + 18.0;
        Legend {
            caption,
            entries,
            rows,
            width,
            height,
        }
    }

    fn write(&self, out: &mut Svg<'_>) {
        let _ = write!(
            out.0,
            "<g class=\"legend\" fill=\"{TEXT}\">\n<text x=\"{}\" y=\"{}\" font-size=\"{}\" font-weight=\"600\">",
            N(MARGIN),
            N(MARGIN + CAPTION_SIZE),
            N(CAPTION_SIZE)
        );
        escape_into(out.0, &self.caption);
        out.0.push_str("</text>\n");
        for (r, row) in self.rows.iter().enumerate() {
            let top = MARGIN + CAPTION_SIZE + 10.0 + r as f64 * ROW_HEIGHT;
            let mut x = MARGIN;
            for &i in row {
                let (key, ref text, width) = self.entries[i];
                let middle = top + ROW_HEIGHT / 2.0;
                match key {
                    Key::Outcome(outcome) => {
                        let style = style(outcome);
                        let _ = write!(
                            out.0,
                            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"5\" fill=\"{}\" stroke=\"{}\" stroke-width=\"1.3\"{}/>",
                            N(x),
                            N(middle - 9.0),
                            N(SWATCH),
                            N(18.0),
                            style.fill,
                            style.stroke,
                            Dashes(style.dashes)
                        );
                        let _ = writeln!(
                            out.0,
                            "<text x=\"{}\" y=\"{}\" font-size=\"11\" font-weight=\"700\" text-anchor=\"middle\">{outcome}</text>",
                            N(x + SWATCH / 2.0),
                            N(middle + 4.0)
                        );
                    }
                    Key::Move { winning } => {
                        let (colour, stroke) = if winning {
                            (WINNING_MOVE, 2.0)
                        } else {
                            (MOVE, 1.2)
                        };
                        let tip = Point {
                            x: x + SWATCH,
                            y: middle,
                        };
                        let base = Point {
                            x: tip.x - ARROW_LENGTH,
                            y: middle,
                        };
                        let _ = write!(
                            out.0,
                            "<path d=\"M{} {}H{}\" stroke=\"{colour}\" stroke-width=\"{stroke}\"/>",
                            N(x),
                            N(middle),
                            N(base.x)
                        );
                        out.arrowhead(base, tip, colour);
                        out.0.push('\n');
                    }
                }
                let _ = write!(
                    out.0,
                    "<text x=\"{}\" y=\"{}\" font-size=\"{}\">",
                    N(x + SWATCH + 6.0),
                    N(middle + 4.0),
                    N(LEGEND_SIZE)
                );
                escape_into(out.0, text);
                out.0.push_str("</text>\n");
                x += width + ENTRY_GAP;
            }
        }
        out.0.push_str("</g>\n");
    }
}

/// The SVG being written.
struct Svg<'a>(&'a mut String);

impl Svg<'_> {
    fn heading(&mut self, width: f64, height: f64, positions: usize, moves: usize, caption: &str) {
        let _ = write!(
            self.0,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"grundy-graph\" viewBox=\"0 0 {w} {h}\" width=\"{w}\" height=\"{h}\" font-family=\"{FONTS}\" data-positions=\"{positions}\" data-moves=\"{moves}\">\n<title>",
            w = N(width),
            h = N(height),
        );
        escape_into(self.0, &shortened(caption, CAPTION_CHARS));
        let _ = writeln!(
            self.0,
            "</title>\n<rect class=\"background\" width=\"{}\" height=\"{}\" fill=\"#ffffff\"/>",
            N(width),
            N(height)
        );
    }

    fn node(
        &mut self,
        index: usize,
        vertex: &DotVertex,
        label: &Label<'_>,
        shape: &Shape,
        is_start: bool,
    ) {
        let style = style(vertex.outcome);
        let outcome = vertex.outcome;
        let _ = write!(
            self.0,
            "<g class=\"node{}\" data-index=\"{index}\" data-position=\"",
            if is_start { " start" } else { "" }
        );
        escape_into(self.0, &vertex.name);
        let _ = write!(self.0, "\" data-outcome=\"{outcome}\" data-value=\"");
        escape_into(self.0, &vertex.value);
        self.0.push_str("\"><title>");
        escape_into(self.0, &vertex.name);
        let who = match outcome {
            Outcome::P => "the player to move loses",
            Outcome::N => "the player to move wins",
            Outcome::D => "a draw",
        };
        let _ = write!(self.0, "\n{outcome}: {who}; value ");
        escape_into(self.0, &vertex.value);
        if is_start {
            self.0.push_str("\n(the start)");
        }
        self.0.push_str("</title>");
        let (left, top) = (shape.x - shape.width / 2.0, shape.y - shape.height / 2.0);
        if is_start {
            let _ = write!(
                self.0,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"1.5\"/>",
                N(left - RING),
                N(top - RING),
                N(shape.width + 2.0 * RING),
                N(shape.height + 2.0 * RING),
                N(CORNER + RING),
                style.stroke
            );
        }
        let border = if outcome == Outcome::P { 2.0 } else { 1.3 };
        let _ = write!(
            self.0,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\" fill=\"{}\" stroke=\"{}\" stroke-width=\"{border}\"{}/>",
            N(left),
            N(top),
            N(shape.width),
            N(shape.height),
            N(CORNER),
            style.fill,
            style.stroke,
            Dashes(style.dashes)
        );
        let _ = write!(
            self.0,
            "<text x=\"{x}\" y=\"{}\" text-anchor=\"middle\" fill=\"{TEXT}\" font-size=\"{}\">",
            N(shape.y - 3.5),
            N(NAME_SIZE),
            x = N(shape.x)
        );
        escape_into(self.0, &label.name);
        let _ = write!(
            self.0,
            "</text><text x=\"{x}\" y=\"{}\" text-anchor=\"middle\" fill=\"{TEXT}\" font-size=\"{}\"><tspan font-weight=\"700\">{outcome}</tspan> · ",
            N(shape.y + 13.0),
            N(VALUE_SIZE),
            x = N(shape.x)
        );
        escape_into(self.0, &label.value);
        self.0.push_str("</text></g>\n");
    }

    /// Writes an edge: a curve from port to port through its `bends`, ending in an arrowhead;
    /// a self-loop on the box's right.
    fn edge(
        &mut self,
        bends: &[Point],
        shapes: &[Shape],
        (from, to): (u32, u32),
        (begin, tip): (Point, Point),
        winning: bool,
    ) {
        let colour = if winning { WINNING_MOVE } else { MOVE };
        let _ = write!(
            self.0,
            "<g class=\"edge{}\" data-from=\"{from}\" data-to=\"{to}\" stroke=\"{colour}\"{}>",
            if winning { " winning" } else { "" },
            if winning { " stroke-width=\"2\"" } else { "" }
        );
        if from == to {
            let source = &shapes[from as usize];
            let (width, height, _) = source.outline;
            let right = source.x + width / 2.0;
            let (up, down) = (source.y - height / 4.0, source.y + height / 4.0);
            let tip = Point { x: right, y: down };
            let control = Point {
                x: right + LOOP_ROOM - 2.0,
                y: down + 12.0,
            };
            let _ = write!(
                self.0,
                "<path d=\"M{} {}C{} {} {} {} {} {}\"/>",
                N(right),
                N(up),
                N(right + LOOP_ROOM - 2.0),
                N(up - 12.0),
                N(control.x),
                N(control.y),
                N(tip.x),
                N(tip.y)
            );
            let base = towards(tip, control, ARROW_LENGTH);
            self.arrowhead(base, tip, colour);
            self.0.push_str("</g>\n");
            return;
        }
        // The arrow points straight down into the box (up, for an edge going up).
        let before = bends.last().copied().unwrap_or(begin);
        let base = Point {
            x: tip.x,
            y: tip.y - ARROW_LENGTH.copysign(tip.y - before.y),
        };
        let mut points = Vec::with_capacity(bends.len() + 2);
        points.push(begin);
        points.extend_from_slice(bends);
        points.push(base);
        self.0.push_str("<path d=\"");
        write_curve(self.0, &points);
        self.0.push_str("\"/>");
        self.arrowhead(base, tip, colour);
        self.0.push_str("</g>\n");
    }

    /// A filled arrowhead from `base` to `tip`.
    fn arrowhead(&mut self, base: Point, tip: Point, colour: &str) {
        let (dx, dy) = (tip.x - base.x, tip.y - base.y);
        let length = dx.hypot(dy).max(1e-9);
        let (nx, ny) = (
            -dy / length * ARROW_HALF_WIDTH,
            dx / length * ARROW_HALF_WIDTH,
        );
        let _ = write!(
            self.0,
            "<path class=\"arrowhead\" d=\"M{} {}L{} {}L{} {}Z\" fill=\"{colour}\" stroke=\"none\"/>",
            N(tip.x),
            N(tip.y),
            N(base.x + nx),
            N(base.y + ny),
            N(base.x - nx),
            N(base.y - ny)
        );
    }
}

/// The point `distance` from `from` towards `to` (or `from` itself if they coincide).
fn towards(from: Point, to: Point, distance: f64) -> Point {
    let (dx, dy) = (to.x - from.x, to.y - from.y);
    let length = dx.hypot(dy);
    if length < 1e-9 {
        return from;
    }
    Point {
        x: from.x + dx / length * distance,
        y: from.y + dy / length * distance,
    }
}

/// A smooth curve through `points` (at least two, each below or above the one before): cubic
/// Bézier segments, vertical at every point, so that the curve leaves and enters boxes and
/// passes its bends vertically.
fn write_curve(out: &mut String, points: &[Point]) {
    let _ = write!(out, "M{} {}", N(points[0].x), N(points[0].y));
    for pair in points.windows(2) {
        let (p, q) = (pair[0], pair[1]);
        let middle = (p.y + q.y) / 2.0;
        if p.x == q.x {
            let _ = write!(out, "V{}", N(q.y));
        } else {
            let _ = write!(
                out,
                "C{} {} {} {} {} {}",
                N(p.x),
                N(middle),
                N(q.x),
                N(middle),
                N(q.x),
                N(q.y)
            );
        }
    }
}

/// A coordinate written with one decimal at most.
struct N(f64);

impl fmt::Display for N {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // In integer tenths: much faster than formatting floats, for drawings of many edges.
        let tenths = (self.0 * 10.0).round() as i64;
        let sign = if tenths < 0 { "-" } else { "" };
        let (whole, tenth) = (tenths.unsigned_abs() / 10, tenths.unsigned_abs() % 10);
        if tenth == 0 {
            write!(f, "{sign}{whole}")
        } else {
            write!(f, "{sign}{whole}.{tenth}")
        }
    }
}

/// A `stroke-dasharray` attribute, if any.
struct Dashes(Option<&'static str>);

impl fmt::Display for Dashes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(dashes) => write!(f, " stroke-dasharray=\"{dashes}\""),
            None => Ok(()),
        }
    }
}

/// `text` cut to `max` characters when longer, by an ellipsis in the middle: both ends of a
/// position tell positions apart (`graph[long/path.txt](v) + nim(1)`).
fn shortened(text: &str, max: usize) -> Cow<'_, str> {
    let count = text.chars().count();
    if count <= max {
        return Cow::Borrowed(text);
    }
    let head = (max - 1) / 3;
    let tail = max - 1 - head;
    let mut short: String = text.chars().take(head).collect();
    short.push('…');
    short.extend(text.chars().skip(count - tail));
    Cow::Owned(short)
}

/// Appends `text` escaped for XML text and attribute values: markup characters and quotes as
/// entities, tabs and line breaks as character references (kept in attributes), characters
/// XML does not allow as U+FFFD.
fn escape_into(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            '\t' => out.push_str("&#9;"),
            '\n' => out.push_str("&#10;"),
            '\r' => out.push_str("&#13;"),
            c if (c as u32) < 0x20 || c == '\u{FFFE}' || c == '\u{FFFF}' => out.push('\u{FFFD}'),
            c => out.push(c),
        }
    }
}

/// About how wide `text` is at font size `size` in a common sans-serif face (on the generous
/// side, so that labels fit their boxes in most fonts).
fn text_width(text: &str, size: f64) -> f64 {
    let ems: f64 = text
        .chars()
        .map(|c| match c {
            'i' | 'j' | 'l' | '\'' | '|' | '!' | '.' | ',' | ':' | ';' | ' ' => 0.34,
            '(' | ')' | '[' | ']' | '{' | '}' | 'f' | 't' | 'r' | 'I' => 0.42,
            'm' | 'w' | 'M' | 'W' => 0.94,
            'A'..='Z' => 0.72,
            '0'..='9' => 0.64,
            '+' | '=' | '<' | '>' | '~' | '^' | '*' => 0.84,
            '·' => 0.34,
            c if c.is_ascii() => 0.62,
            _ => 1.0,
        })
        .sum();
    ems * size
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::draw::state_graph;
    use crate::graph::tests::random_graph;
    use crate::graph::{GameGraph, retrograde};
    use proptest::prelude::*;

    /// A node as read back from a drawing.
    #[derive(Debug)]
    struct DrawnNode {
        index: u32,
        position: String,
        outcome: String,
        value: String,
        classes: String,
        /// The box: left, top, width, height.
        rect: (f64, f64, f64, f64),
    }

    /// A drawing read back: its size, nodes and edges (from, to, winning, arrow tip).
    #[derive(Debug)]
    struct Drawing {
        size: (f64, f64),
        graph_offset: (f64, f64),
        nodes: Vec<DrawnNode>,
        edges: Vec<(u32, u32, bool, Point)>,
    }

    fn number(text: &str) -> f64 {
        text.parse()
            .unwrap_or_else(|_| panic!("{text:?} is not a number"))
    }

    fn has_class(node: roxmltree::Node<'_, '_>, class: &str) -> bool {
        node.attribute("class")
            .is_some_and(|c| c.split(' ').any(|c| c == class))
    }

    /// Parses `svg` as XML (it must be well-formed) and reads its nodes and edges; checks that
    /// it refers to nothing outside itself.
    fn read_drawing(svg: &str) -> Drawing {
        let document = roxmltree::Document::parse(svg).expect("well-formed XML");
        let root = document.root_element();
        assert_eq!(root.tag_name().name(), "svg");
        assert_eq!(
            root.tag_name().namespace(),
            Some("http://www.w3.org/2000/svg")
        );
        let view: Vec<f64> = root
            .attribute("viewBox")
            .unwrap()
            .split(' ')
            .map(number)
            .collect();
        assert_eq!(&view[..2], [0.0, 0.0]);
        for element in root.descendants().filter(|n| n.is_element()) {
            let name = element.tag_name().name();
            assert!(
                ["svg", "title", "g", "rect", "text", "tspan", "path"].contains(&name),
                "unexpected element <{name}>"
            );
            for attribute in element.attributes() {
                assert!(
                    !["id", "href", "style", "src"].contains(&attribute.name())
                        && !attribute.name().starts_with("on")
                        && !attribute.value().contains("url("),
                    "unexpected attribute {attribute:?}"
                );
            }
        }
        let graph = root
            .descendants()
            .find(|n| has_class(*n, "graph"))
            .expect("the graph group");
        let offset: Vec<f64> = graph
            .attribute("transform")
            .unwrap()
            .trim_start_matches("translate(")
            .trim_end_matches(')')
            .split(' ')
            .map(number)
            .collect();
        let nodes = root
            .descendants()
            .filter(|n| n.tag_name().name() == "g" && has_class(*n, "node"))
            .map(|n| {
                let rect = n
                    .children()
                    .rfind(|c| c.tag_name().name() == "rect")
                    .expect("a box");
                let at = |name: &str| number(rect.attribute(name).unwrap());
                DrawnNode {
                    index: n.attribute("data-index").unwrap().parse().unwrap(),
                    position: n.attribute("data-position").unwrap().to_string(),
                    outcome: n.attribute("data-outcome").unwrap().to_string(),
                    value: n.attribute("data-value").unwrap().to_string(),
                    classes: n.attribute("class").unwrap().to_string(),
                    rect: (at("x"), at("y"), at("width"), at("height")),
                }
            })
            .collect();
        let edges = root
            .descendants()
            .filter(|n| n.tag_name().name() == "g" && has_class(*n, "edge"))
            .map(|n| {
                let paths: Vec<_> = n.children().filter(|c| c.is_element()).collect();
                assert_eq!(paths.len(), 2, "a line and an arrowhead");
                assert!(has_class(paths[1], "arrowhead"));
                let head = paths[1].attribute("d").unwrap();
                let tip: Vec<f64> = head[1..head.find('L').unwrap()]
                    .split(' ')
                    .map(number)
                    .collect();
                (
                    n.attribute("data-from").unwrap().parse().unwrap(),
                    n.attribute("data-to").unwrap().parse().unwrap(),
                    has_class(n, "winning"),
                    Point {
                        x: tip[0],
                        y: tip[1],
                    },
                )
            })
            .collect();
        Drawing {
            size: (view[2], view[3]),
            graph_offset: (offset[0], offset[1]),
            nodes,
            edges,
        }
    }

    /// The boxes do not overlap and lie inside the drawing; every edge of `edges` is drawn
    /// once, with its arrow's tip on the outline of its target (the ring, for the start).
    fn check_geometry(drawing: &Drawing, edges: &[(u32, u32)], start: Option<u32>) {
        let (dx, dy) = drawing.graph_offset;
        for (i, a) in drawing.nodes.iter().enumerate() {
            let (x, y, w, h) = a.rect;
            assert!(x + dx >= 0.0 && y + dy >= 0.0, "{a:?}");
            assert!(
                x + dx + w <= drawing.size.0 && y + dy + h <= drawing.size.1,
                "{a:?}"
            );
            for b in &drawing.nodes[i + 1..] {
                let (bx, by, bw, bh) = b.rect;
                let apart = x + w <= bx || bx + bw <= x || y + h <= by || by + bh <= y;
                assert!(apart, "{a:?} overlaps {b:?}");
            }
        }
        let mut drawn: Vec<(u32, u32)> = drawing.edges.iter().map(|e| (e.0, e.1)).collect();
        let mut wanted = edges.to_vec();
        drawn.sort_unstable();
        wanted.sort_unstable();
        assert_eq!(drawn, wanted, "every edge is drawn once");
        for &(from, to, _, tip) in &drawing.edges {
            let node = &drawing.nodes[to as usize];
            assert_eq!(node.index, to);
            let ring = if Some(to) == start { RING } else { 0.0 };
            let (x, y, w, h) = node.rect;
            let (half_w, half_h) = (w / 2.0 + ring, h / 2.0 + ring);
            let corner = CORNER + ring;
            // The distance from the tip to the outline, a rectangle with rounded corners.
            let qx = (tip.x - (x + w / 2.0)).abs() - (half_w - corner);
            let qy = (tip.y - (y + h / 2.0)).abs() - (half_h - corner);
            let outside = qx.max(0.0).hypot(qy.max(0.0));
            let distance = outside + qx.max(qy).min(0.0) - corner;
            assert!(
                distance.abs() <= 0.3,
                "the arrow {from} -> {to} ends at {tip:?}, {distance} from {node:?}"
            );
        }
    }

    /// Draws the state graph of `expr` and checks it against the solver: each node's position,
    /// outcome (also against retrograde analysis of the drawn graph) and value, the winning
    /// moves, and the geometry.
    fn check_state_graph(expr: &str) {
        let start = crate::parse(expr).unwrap();
        let graph = state_graph(&start, 10_000).unwrap();
        assert!(!graph.truncated);
        let drawing = read_drawing(&graph.to_svg().unwrap());
        assert_eq!(drawing.nodes.len(), graph.positions.len());
        let game = GameGraph::from_edges(graph.positions.len(), &graph.edges).unwrap();
        let outcomes = retrograde(&game).unwrap();
        for (i, node) in drawing.nodes.iter().enumerate() {
            let position = &graph.positions[i];
            assert_eq!(node.index as usize, i);
            assert_eq!(node.position, position.to_string());
            assert_eq!(
                node.outcome,
                position.outcome().unwrap().to_string(),
                "{position}"
            );
            assert_eq!(node.outcome, outcomes[i].to_string(), "{position}");
            assert_eq!(node.value, position.loopy_value().unwrap().to_string());
            assert_eq!(node.classes.contains("start"), i == 0);
        }
        for &(from, to, winning, _) in &drawing.edges {
            let (a, b) = (outcomes[from as usize], outcomes[to as usize]);
            assert_eq!(winning, a == Outcome::N && b == Outcome::P);
        }
        check_geometry(&drawing, &graph.edges, Some(0));
    }

    fn example(name: &str) -> String {
        format!(
            "{}/../../examples/graphs/{name}",
            env!("CARGO_MANIFEST_DIR")
        )
    }

    #[test]
    fn drawn_outcomes_and_values_are_the_solvers() {
        check_state_graph("nim(2,2)");
        check_state_graph("kayles(6)");
        check_state_graph("nim(3) + sub[1,3,4](5)");
        check_state_graph(&format!("graph[{}](a) + nim(1)", example("cycle.txt")));
        check_state_graph(&format!("graph[{}](stuck) + nim(2)", example("cycle.txt")));
        check_state_graph(&format!("graph[{}](s12)", example("springs.txt")));
    }

    #[test]
    fn a_loopy_drawing_has_draws_and_edges_going_up() {
        let start = crate::parse(&format!("graph[{}](stuck)", example("cycle.txt"))).unwrap();
        let svg = state_graph(&start, 100).unwrap().to_svg().unwrap();
        let drawing = read_drawing(&svg);
        assert!(drawing.nodes.iter().any(|n| n.outcome == "D"));
        assert!(svg.contains("D: a draw"));
        // Every node but the start has an edge into it from above or below.
        assert_eq!(drawing.nodes[0].position, start.to_string());
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(120))]
        #[test]
        fn random_graphs_are_drawn_whole_without_overlaps(
            (n, edges) in random_graph(12, 30),
            with_start in any::<bool>(),
        ) {
            let mut edges = edges;
            edges.sort_unstable();
            edges.dedup();
            let game = GameGraph::from_edges(n, &edges).unwrap();
            let outcomes = retrograde(&game).unwrap();
            let vertices: Vec<DotVertex> = (0..n)
                .map(|v| DotVertex {
                    name: format!("v{v}"),
                    value: "?".into(),
                    outcome: outcomes[v],
                })
                .collect();
            let start = with_start.then_some(0);
            let drawing = read_drawing(&write_svg(&vertices, &edges, "random", start).unwrap());
            prop_assert_eq!(drawing.nodes.len(), n);
            for (node, vertex) in drawing.nodes.iter().zip(&vertices) {
                prop_assert_eq!(&node.position, &vertex.name);
                prop_assert_eq!(&node.outcome, &vertex.outcome.to_string());
            }
            check_geometry(&drawing, &edges, start);
        }
    }

    #[test]
    fn hostile_names_are_escaped() {
        let names = [
            "<script>alert(\"x\")</script>",
            "a & b; c &amp; d",
            "'single' \"double\"",
            "]]> <!-- --> <?xml?>",
            "line\nbreak\ttab",
            "bell\u{7} nul\u{0} \u{FFFE}",
        ];
        let vertices: Vec<DotVertex> = names
            .iter()
            .enumerate()
            .map(|(i, name)| DotVertex {
                name: (*name).to_string(),
                value: format!("<{i}>"),
                outcome: if i % 2 == 0 { Outcome::N } else { Outcome::P },
            })
            .collect();
        let edges: Vec<(u32, u32)> = (0..names.len() as u32 - 1).map(|v| (v, v + 1)).collect();
        let svg = write_svg(&vertices, &edges, "<title> & \"caption\"", Some(0)).unwrap();
        assert!(!svg.contains("<script"));
        let drawing = read_drawing(&svg);
        let positions: Vec<&str> = drawing.nodes.iter().map(|n| n.position.as_str()).collect();
        assert_eq!(
            positions,
            [
                names[0],
                names[1],
                names[2],
                names[3],
                names[4],
                "bell\u{FFFD} nul\u{FFFD} \u{FFFD}",
            ]
        );
        assert_eq!(drawing.nodes[3].value, "<3>");
        let document = roxmltree::Document::parse(&svg).unwrap();
        let title = document.root_element().first_element_child().unwrap();
        assert_eq!(title.text(), Some("<title> & \"caption\""));
        check_geometry(&drawing, &edges, Some(0));
    }

    #[test]
    fn long_labels_are_shortened_but_the_data_is_whole() {
        let name = format!("nim({})", vec!["1"; 200].join(","));
        let vertices = [DotVertex {
            name: name.clone(),
            value: "0".into(),
            outcome: Outcome::P,
        }];
        let svg = write_svg(&vertices, &[], "one", None).unwrap();
        let drawing = read_drawing(&svg);
        assert_eq!(drawing.nodes[0].position, name);
        assert!(drawing.nodes[0].rect.2 < 400.0, "{:?}", drawing.nodes[0]);
        assert!(
            svg.contains(">nim(1,1,1,…,1,1,1,1,1,1,1,1,1,1)</text>"),
            "{svg}"
        );
    }

    #[test]
    fn too_large_graphs_are_refused() {
        let vertex = DotVertex {
            name: String::new(),
            value: "0".into(),
            outcome: Outcome::P,
        };
        let many = vec![vertex.clone(); MAX_SVG_VERTICES + 1];
        let error = write_svg(&many, &[], "many", None).unwrap_err();
        assert_eq!(
            error.to_string(),
            "the graph has 5001 positions: too many to draw (an SVG drawing shows at most 5000)"
        );
        let loops = vec![(0, 0); MAX_SVG_EDGES + 1];
        let error = write_svg(&[vertex], &loops, "loops", None).unwrap_err();
        assert!(matches!(error, GameError::TooLarge(_)), "{error}");
        // A state graph built beyond the cap is refused before its values are computed.
        let start = crate::parse("sub[1,2](20000)").unwrap();
        let graph = state_graph(&start, 6000).unwrap();
        assert_eq!(graph.positions.len(), 6000);
        assert!(matches!(graph.to_svg(), Err(GameError::TooLarge(_))));
        // At the cap it is drawn.
        let graph = state_graph(&start, MAX_SVG_VERTICES).unwrap();
        let drawing = read_drawing(&graph.to_svg().unwrap());
        assert_eq!(drawing.nodes.len(), MAX_SVG_VERTICES);
        // So many moves are refused too.
        let start = crate::parse("nim(80,80)").unwrap();
        let graph = state_graph(&start, MAX_SVG_VERTICES).unwrap();
        let error = graph.to_svg().unwrap_err();
        assert!(
            error.to_string().contains("moves: too many to draw"),
            "{error}"
        );
    }

    #[test]
    fn the_budget_bounds_the_drawing() {
        let start = crate::parse("nim(6,6,6)").unwrap();
        let graph = state_graph(&start, 1000).unwrap();
        let tight = Budget::default().with_memory_limit(200_000);
        let error = tight.run(|| graph.to_svg()).unwrap_err();
        assert!(
            matches!(error, GameError::Limit(crate::LimitExceeded::Memory { .. })),
            "{error}"
        );
        let cancelled = Budget::default();
        cancelled.cancel();
        let error = cancelled.run(|| graph.to_svg()).unwrap_err();
        assert_eq!(error, GameError::Limit(crate::LimitExceeded::Cancelled));
    }

    #[test]
    fn escaping_covers_markup_quotes_and_control_characters() {
        let mut out = String::new();
        escape_into(&mut out, "<a href=\"x\">&'\n\u{1}</a>");
        assert_eq!(
            out,
            "&lt;a href=&quot;x&quot;&gt;&amp;&#39;&#10;\u{FFFD}&lt;/a&gt;"
        );
    }

    #[test]
    fn labels_are_shortened_with_an_ellipsis() {
        assert_eq!(shortened("nim(1,2)", 8), "nim(1,2)");
        assert_eq!(shortened("nim(1,2,3)", 8), "ni…,2,3)");
        assert_eq!(shortened("∞∞∞∞", 3), "…∞∞");
        assert_eq!(shortened("∞∞∞∞∞", 4), "∞…∞∞");
        assert_eq!(
            shortened("graph[examples/graphs/cycle.txt](stuck) + nim(1)", 32),
            "graph[exam….txt](stuck) + nim(1)"
        );
    }

    #[test]
    fn coordinates_have_one_decimal_at_most() {
        assert_eq!(N(3.0).to_string(), "3");
        assert_eq!(N(3.04).to_string(), "3");
        assert_eq!(N(-0.01).to_string(), "0");
        assert_eq!(N(12.35).to_string(), "12.4");
        assert_eq!(N(-2.5).to_string(), "-2.5");
    }

    #[test]
    fn the_edges_at_one_side_of_a_box_are_spread_in_order() {
        // One parent above three children, given right to left; the middle child also moves
        // back up to the parent.
        let sizes = [(80.0, BOX_HEIGHT); 4];
        let edges = [(0, 3), (0, 2), (0, 1), (2, 0)];
        let layout = layered_layout(&sizes, &edges, Some(0)).unwrap();
        let shapes: Vec<Shape> = layout
            .nodes
            .iter()
            .map(|node| Shape::of(node, 80.0, false))
            .collect();
        let ports = ports(&layout, &shapes, &edges);
        let parent = &shapes[0];
        let bottom = parent.y + BOX_HEIGHT / 2.0;
        for &(begin, tip) in &ports[..3] {
            assert_eq!(begin.y, bottom);
            assert_eq!(tip.y, layout.nodes[1].top());
        }
        // Ports in the order of the children, each on the flat part, none shared.
        let mut at_parent: Vec<(f64, f64)> = edges
            .iter()
            .zip(&ports)
            .map(|(&(from, to), &(begin, tip))| {
                if from == 0 {
                    (shapes[to as usize].x, begin.x)
                } else {
                    (shapes[from as usize].x, tip.x)
                }
            })
            .collect();
        at_parent.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.total_cmp(&b.1)));
        for pair in at_parent.windows(2) {
            assert!(pair[0].1 < pair[1].1, "{at_parent:?}");
        }
        for &(_, x) in &at_parent {
            assert!((x - parent.x).abs() <= 40.0 - CORNER);
        }
        // The edge back up enters the parent from below.
        assert_eq!(ports[3].1.y, bottom);
        assert_eq!(ports[3].0.y, layout.nodes[2].top());
    }
}
