//! `grundy table`: the 2-D table of values G(a, b) of a two-parameter family, with the
//! patterns seen in it.

use std::fmt::Write as _;
use std::io::Write;

use grundy::observed::TablePattern;
use grundy::report::contest_code::table_code;
use grundy::report::remoteness::RemotenessTableReport;
use grundy::report::table::TableReport;

use crate::color::Palette;
use crate::lang::t;
use crate::output::{self, Failure, Format, FormatArgs, write_json};
use crate::seq::describe_period;

/// How many rows and columns the pattern report describes one by one.
const MAX_DESCRIBED_LINES: usize = 24;

/// How many P-positions the report lists.
const MAX_LISTED_P_POSITIONS: usize = 40;

#[derive(clap::Args)]
pub struct TableArgs {
    family: String,
    #[arg(long, value_name = "ROWS")]
    rows: u64,
    #[arg(long, value_name = "COLS")]
    cols: u64,
    #[arg(long)]
    misere: bool,
    #[arg(long, conflicts_with = "misere")]
    remoteness: bool,
    #[command(flatten)]
    output: FormatArgs,
}

pub fn run(args: &TableArgs) -> Result<(), Failure> {
    let family =
        grundy::parse_family(&args.family).map_err(|e| Failure::parse(&e, &args.family))?;
    let format = args.output.format();
    if args.remoteness {
        return run_remoteness(args, family.as_ref(), format);
    }
    let report = if args.misere {
        if matches!(format, Format::Cpp | Format::Python) {
            return Err(Failure::BadInput(t!("table-misere-no-code")));
        }
        TableReport::misere(family.as_ref(), args.rows, args.cols)?
    } else {
        TableReport::new(family.as_ref(), args.rows, args.cols)?
    };
    let mut out = output::stdout();
    match format {
        Format::Text => {
            let symbol = if args.misere { "G⁻" } else { "G" };
            write_grid(
                &mut out,
                &report.family,
                symbol,
                &nim_value_cells(&report.values),
                Palette::stdout(),
            )?;
            write!(out, "{}", crate::output::describe_rules(&report.rules))?;
            let pattern = describe_pattern(&report.pattern);
            write!(out, "{}", pattern.replace("G(", &format!("{symbol}(")))?;
        }
        Format::Csv => write_csv(&mut out, &report.values)?,
        Format::Cpp | Format::Python => {
            let language = format.contest_language().expect("a contest format");
            let code = table_code(&report.family, &report.values, &report.rules, language)?;
            write!(out, "{code}")?;
        }
        Format::Json => {
            write_json(&mut out, &report)?;
            writeln!(out)?;
        }
    }
    out.flush()?;
    Ok(())
}

/// `table --remoteness`: the remoteness of each cell, its rules, and why it stopped early.
fn run_remoteness(
    args: &TableArgs,
    family: &dyn grundy::AnyFamily,
    format: Format,
) -> Result<(), Failure> {
    if matches!(format, Format::Cpp | Format::Python) {
        return Err(Failure::BadInput(t!("table-remoteness-no-code")));
    }
    let report = RemotenessTableReport::new(family, args.rows, args.cols)?;
    let cells: Vec<Vec<Cell>> = report
        .remoteness
        .iter()
        .map(|row| {
            row.iter()
                .map(|r| Cell {
                    text: r.map_or("D".to_string(), |r| r.to_string()),
                    is_p: r.is_some_and(|r| r % 2 == 0),
                })
                .collect()
        })
        .collect();
    let mut out = output::stdout();
    match format {
        Format::Json => {
            write_json(&mut out, &report)?;
            writeln!(out)?;
        }
        Format::Csv => write_csv(&mut out, &cells)?,
        _ => {
            if !cells.is_empty() {
                write_grid(&mut out, &report.family, "R", &cells, Palette::stdout())?;
            }
            if let Some(why) = &report.stopped {
                let line = t!(
                    "table-stopped",
                    done = report.remoteness.len(),
                    rows = report.rows,
                    why = why.as_str()
                );
                writeln!(out, "{line}")?;
            }
            write!(out, "{}", crate::output::describe_rules(&report.rules))?;
        }
    }
    out.flush()?;
    Ok(())
}

/// A cell of a printed table: its text, and whether it is a P-position (painted).
struct Cell {
    text: String,
    is_p: bool,
}

impl std::fmt::Display for Cell {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}

/// Nim-values as cells: P exactly at 0.
fn nim_value_cells(values: &[Vec<u64>]) -> Vec<Vec<Cell>> {
    values
        .iter()
        .map(|row| {
            row.iter()
                .map(|&value| Cell {
                    text: value.to_string(),
                    is_p: value == 0,
                })
                .collect()
        })
        .collect()
}

/// The cells with row and column labels, P-positions painted in inverse video.
fn write_grid(
    out: &mut impl Write,
    name: &str,
    symbol: &str,
    values: &[Vec<Cell>],
    palette: Palette,
) -> Result<(), Failure> {
    let rows = values.len();
    let cols = values[0].len();
    let header = t!(
        "table-header",
        name = name,
        symbol = symbol,
        rows = rows - 1,
        cols = cols - 1
    );
    writeln!(out, "{header}")?;
    let width = values
        .iter()
        .flatten()
        .map(|cell| cell.text.chars().count())
        .chain([(cols - 1).to_string().len()])
        .max()
        .unwrap_or(1);
    let label_width = (rows - 1).to_string().len().max(3);
    // The corner names the axes: rows a, columns b.
    write!(out, "{:>label_width$}  ", "a╲b")?;
    for b in 0..cols {
        write!(out, " {b:>width$}")?;
    }
    writeln!(out)?;
    for (a, row) in values.iter().enumerate() {
        write!(out, "{a:>label_width$}: ")?;
        for cell in row {
            let text = format!("{:>width$}", cell.text);
            if cell.is_p {
                write!(out, " {}", palette.inverse(&text))?;
            } else {
                write!(out, " {text}")?;
            }
        }
        writeln!(out)?;
    }
    Ok(())
}

/// `a\b,0,1,...` then `a,G(a,0),G(a,1),...` for each row.
fn write_csv(out: &mut impl Write, values: &[Vec<impl std::fmt::Display>]) -> Result<(), Failure> {
    write!(out, "a\\b")?;
    for b in 0..values[0].len() {
        write!(out, ",{b}")?;
    }
    writeln!(out)?;
    for (a, row) in values.iter().enumerate() {
        write!(out, "{a}")?;
        for value in row {
            write!(out, ",{value}")?;
        }
        writeln!(out)?;
    }
    Ok(())
}

/// The pattern report, in words.
fn describe_pattern(pattern: &TablePattern) -> String {
    let mut text = format!("\n{}\n", t!("table-patterns"));
    let count = pattern.p_positions.len();
    let listed: Vec<String> = pattern
        .p_positions
        .iter()
        .take(MAX_LISTED_P_POSITIONS)
        .map(|(a, b)| format!("({a},{b})"))
        .collect();
    let more = count.saturating_sub(MAX_LISTED_P_POSITIONS);
    let more = if more > 0 {
        t!("table-p-positions-more", more = more)
    } else {
        String::new()
    };
    let line = t!(
        "table-p-positions",
        count = count,
        listed = listed.join(" "),
        more = more
    );
    let _ = writeln!(text, "{line}");
    if let Some(lines) = &pattern.p_lines {
        let constants: Vec<String> = lines.constants.iter().map(ToString::to_string).collect();
        let line = t!(
            "table-p-lines",
            count = constants.len(),
            form = lines.form,
            constants = constants.join(", ")
        );
        let _ = writeln!(text, "  {line}");
    }
    if let Some((along_a, along_b)) = pattern.p_lattice {
        let line = t!(
            "table-p-lattice",
            along_a = along_a.to_string(),
            along_b = along_b.to_string()
        );
        let _ = writeln!(text, "  {line}");
    }
    if count > 0 {
        let line = t!(
            "table-p-most",
            row = pattern.most_p_in_a_row,
            column = pattern.most_p_in_a_column
        );
        let _ = writeln!(text, "  {line}");
    }
    let symmetric = if pattern.symmetric {
        t!("table-symmetric-yes")
    } else {
        t!("table-symmetric-no")
    };
    let _ = writeln!(text, "{symmetric}");
    text += &lines_report(Line::Row, &pattern.rows);
    text += &lines_report(Line::Column, &pattern.columns);
    text
}

/// The rows or the columns of a table.
#[derive(Clone, Copy)]
enum Line {
    Row,
    Column,
}

/// One line per row (or column): its period as a sequence, if one is visible.
fn lines_report(what: Line, periods: &[Option<grundy::PeriodReport>]) -> String {
    // A row a is a sequence in b; a column b, in a.
    let (index, along) = match what {
        Line::Row => ("a", "b"),
        Line::Column => ("b", "a"),
    };
    let periodic = periods.iter().filter(|p| p.is_some()).count();
    let heading = match what {
        Line::Row => t!(
            "table-rows-periodic",
            along = along,
            periodic = periodic,
            count = periods.len()
        ),
        Line::Column => t!(
            "table-columns-periodic",
            along = along,
            periodic = periodic,
            count = periods.len()
        ),
    };
    let mut text = format!("{heading}\n");
    for (i, period) in periods.iter().enumerate().take(MAX_DESCRIBED_LINES) {
        let description = match period {
            Some(report) => describe_period(report)
                .replace("n = ", &format!("{along} = "))
                .replace("G(n", &format!("G({along}")),
            None => t!("table-no-period"),
        };
        let line = match what {
            Line::Row => t!("table-row", index = index, i = i, description = description),
            Line::Column => t!(
                "table-column",
                index = index,
                i = i,
                description = description
            ),
        };
        let _ = writeln!(text, "  {line}");
    }
    if periods.len() > MAX_DESCRIBED_LINES {
        let _ = writeln!(text, "  ...");
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn p_positions_are_highlighted_only_when_asked() {
        let values = vec![vec![0, 1], vec![1, 0]];
        let grid = |coloured| {
            let mut text = Vec::new();
            write_grid(
                &mut text,
                "g",
                "G",
                &nim_value_cells(&values),
                Palette::with_colour(coloured),
            )
            .unwrap();
            String::from_utf8(text).unwrap()
        };
        let plain = grid(false);
        assert!(!plain.contains('\x1b'));
        assert!(plain.contains("a╲b   0 1\n"), "{plain}");
        assert!(plain.contains("  0:  0 1\n"), "{plain}");
        let highlighted = grid(true);
        assert_eq!(
            highlighted.matches("\x1b[7m0\x1b[0m").count(),
            2,
            "{highlighted}"
        );
    }

    #[test]
    fn the_pattern_report_names_one_line_and_a_lattice() {
        let pattern = TablePattern {
            rows: vec![None],
            columns: vec![None],
            symmetric: false,
            p_positions: vec![(0, 0), (1, 1)],
            p_lines: Some(grundy::observed::Lines {
                form: "b - a",
                constants: vec![0],
            }),
            p_lattice: Some((2, 3)),
            most_p_in_a_row: 1,
            most_p_in_a_column: 1,
        };
        assert_eq!(
            describe_pattern(&pattern),
            "\nPatterns (observed in this table, not proven):\n\
             P-positions: 2: (0,0) (1,1)\n\
             \x20 all lie on the line b - a = 0\n\
             \x20 whether (a,b) is a P-position depends only on (a mod 2, b mod 3)\n\
             \x20 at most 1 in a row and 1 in a column\n\
             symmetric: no\n\
             rows that look periodic (as sequences in b): 0 of 1\n\
             \x20 row a=0: no period visible\n\
             columns that look periodic (as sequences in a): 0 of 1\n\
             \x20 column b=0: no period visible\n"
        );
    }

    #[test]
    fn csv_has_a_header_of_column_indices_and_the_row_index_first() {
        let values = vec![vec![0, 1, 2], vec![1, 0, 3]];
        let mut text = Vec::new();
        write_csv(&mut text, &values).unwrap();
        assert_eq!(
            String::from_utf8(text).unwrap(),
            "a\\b,0,1,2\n0,0,1,2\n1,1,0,3\n"
        );
    }
}
