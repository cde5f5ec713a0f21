//! `grundy graph`: the outcome and generalized Sprague-Grundy value of every vertex of a game
//! graph read from a file.

use std::io::{self, BufWriter, Write};

use grundy::Outcome;
use grundy::draw::{DotVertex, DotWriter, MAX_SVG_VERTICES, write_svg};
use grundy::report::graph::GraphReport;

use crate::lang::t;
use crate::output::{Failure, columns, pad, write_stdout};

#[derive(clap::Args)]
pub struct GraphArgs {
    file: String,
    #[arg(long, conflicts_with_all = ["dot", "svg"])]
    json: bool,
    #[arg(long, conflicts_with = "svg")]
    dot: bool,
    #[arg(long)]
    svg: bool,
    #[arg(long, default_value_t = grundy::defaults::STATE_GRAPH_LIMIT, requires = "svg", value_name = "N")]
    limit: usize,
}

/// The most best moves listed per vertex in the table (JSON lists them all).
const LISTED_MOVES: usize = 6;

/// The widest the vertex and value columns of the table grow: a longer name or value is
/// printed whole and pushes the rest of its row to the right.
const MAX_COLUMN: usize = 40;

pub fn run(args: &GraphArgs) -> Result<(), Failure> {
    let report = GraphReport::load(&args.file).map_err(|error| match error.limit() {
        Some(limit) => Failure::from(limit.clone()),
        None => Failure::BadInput(error.to_string()),
    })?;
    if args.svg {
        return write_stdout(&svg(&report, args.limit)?);
    }
    let stdout = io::stdout().lock();
    let out = BufWriter::with_capacity(1 << 16, stdout);
    let written = if args.dot {
        write_dot(&report, out)
    } else if args.json {
        write_json(&report, out)
    } else {
        write_table(&report, out)
    };
    match written {
        // The reader stopped early (`grundy graph big.txt | head`): stop too, quietly.
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => Ok(()),
        Err(error) => Err(error.into()),
        Ok(()) => Ok(()),
    }
}

// The report is written out a vertex at a time: nothing the size of the graph is built for the
// output, so printing costs no memory beyond the graph itself.

fn vertex_ids(report: &GraphReport) -> impl Iterator<Item = u32> + use<> {
    0..report.vertex_count() as u32
}

/// The graph drawn as SVG, when it has at most `limit` vertices.
fn svg(report: &GraphReport, limit: usize) -> Result<String, Failure> {
    let count = report.vertex_count();
    if count > limit.min(MAX_SVG_VERTICES) {
        return Err(Failure::BadInput(t!(
            "graph-too-many-to-draw",
            file = report.file(),
            count = count,
            limit = limit,
            most = MAX_SVG_VERTICES
        )));
    }
    let vertices: Vec<DotVertex> = vertex_ids(report)
        .map(|v| DotVertex {
            name: report.name(v).to_string(),
            value: report.value(v).to_string(),
            outcome: report.outcome(v),
        })
        .collect();
    let edges: Vec<(u32, u32)> = vertex_ids(report)
        .flat_map(|v| {
            report
                .valued()
                .graph()
                .followers(v)
                .iter()
                .map(move |&w| (v, w))
        })
        .collect();
    Ok(write_svg(
        &vertices,
        &edges,
        &t!("graph-caption", file = report.file()),
        None,
    )?)
}

fn write_dot(report: &GraphReport, out: impl Write) -> io::Result<()> {
    let caption = t!("graph-caption", file = report.file());
    let mut dot = DotWriter::start(out, &caption)?;
    for v in vertex_ids(report) {
        dot.vertex(&DotVertex {
            name: report.name(v).to_string(),
            value: report.value(v).to_string(),
            outcome: report.outcome(v),
        })?;
    }
    for v in vertex_ids(report) {
        for &w in report.valued().graph().followers(v) {
            dot.edge(report.name(v), report.name(w))?;
        }
    }
    dot.finish().map(drop)
}

fn write_json(report: &GraphReport, mut out: impl Write) -> io::Result<()> {
    serde_json::to_writer(&mut out, report)?;
    out.write_all(b"\n")?;
    out.flush()
}

fn write_table(report: &GraphReport, mut out: impl Write) -> io::Result<()> {
    let count = |wanted| report.outcomes().iter().filter(|&&o| o == wanted).count();
    let summary = t!(
        "graph-summary",
        file = report.file(),
        vertices = report.vertex_count(),
        edges = report.edge_count(),
        p = count(Outcome::P),
        n = count(Outcome::N),
        d = count(Outcome::D)
    );
    writeln!(out, "{summary}")?;
    let (vertex_label, outcome_label, value_label) =
        (t!("graph-vertex"), t!("graph-outcome"), t!("graph-value"));
    // The outcome column is as wide as its heading, and at least 7.
    let outcome_width = columns(&outcome_label).max(7);
    // Column widths from a first pass (values are recomputed rather than kept).
    let mut name_width = columns(&vertex_label).max(6);
    let mut value_width = columns(&value_label).max(5);
    let mut any_infinite = false;
    for v in vertex_ids(report) {
        name_width = name_width.max(report.name(v).chars().count());
        let value = report.value(v);
        any_infinite |= value.is_infinite();
        value_width = value_width.max(value.to_string().chars().count());
    }
    let (name_width, value_width) = (name_width.min(MAX_COLUMN), value_width.min(MAX_COLUMN));
    writeln!(
        out,
        "{}  {}  {}  {}",
        pad(&vertex_label, name_width),
        pad(&outcome_label, outcome_width),
        pad(&value_label, value_width),
        t!("graph-best-moves")
    )?;
    for v in vertex_ids(report) {
        let mut moves = report.best_moves(v);
        let listed: Vec<&str> = moves.by_ref().take(LISTED_MOVES).collect();
        let more = moves.count();
        let mut listed_text = listed.join(" ");
        if more > 0 {
            listed_text += &t!("graph-table-and-more", more = more);
        }
        let outcome = report.outcome(v);
        let best = match outcome {
            Outcome::N => t!("graph-win", moves = listed_text),
            Outcome::D => t!("graph-keep-draw", moves = listed_text),
            Outcome::P => "-".to_string(),
        };
        writeln!(
            out,
            "{}  {:outcome_width$}  {}  {best}",
            padded(report.name(v), name_width),
            outcome.to_string(),
            padded(&report.value(v).to_string(), value_width)
        )?;
    }
    if any_infinite {
        writeln!(out, "{}", t!("graph-legend"))?;
    }
    out.flush()
}

/// `text` followed by blanks up to `width` characters (none if it is longer). Padding by hand:
/// a format width is limited to 65535.
fn padded(text: &str, width: usize) -> String {
    let blanks = width.saturating_sub(text.chars().count());
    let mut padded = String::with_capacity(text.len() + blanks);
    padded.push_str(text);
    padded.extend(std::iter::repeat_n(' ', blanks));
    padded
}
