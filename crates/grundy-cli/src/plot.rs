//! Scatter plots of nim-sequences, G(n) against n, as SVG (drawn with the plotters crate).

use std::collections::BTreeSet;
use std::path::Path;

use plotters::prelude::*;

use crate::output::Failure;

const WIDTH: u32 = 1200;
const HEIGHT: u32 = 700;

/// Writes the scatter plot of `values` (G(0), G(1), ...) to `path`.
///
/// A long sequence has many more heap sizes than the plot has pixel columns, so the points are
/// binned by column and each distinct value in a column is drawn once: the picture is the same,
/// and the file stays small however long the sequence is.
pub fn write_scatter_svg(
    path: &Path,
    title: &str,
    len: usize,
    value: impl Fn(usize) -> u64,
) -> Result<(), Failure> {
    let failure = |error: &dyn std::fmt::Display| {
        Failure::Other(crate::lang::t!(
            "plot-failed",
            path = path.display().to_string(),
            error = error.to_string()
        ))
    };
    let count = len as u64;
    let largest = (0..len).map(&value).max().unwrap_or(0);
    let root = SVGBackend::new(path, (WIDTH, HEIGHT)).into_drawing_area();
    root.fill(&WHITE).map_err(|e| failure(&e))?;
    let mut chart = ChartBuilder::on(&root)
        .caption(title, ("sans-serif", 22))
        .margin(15)
        .x_label_area_size(40)
        .y_label_area_size(50)
        .build_cartesian_2d(0..count.max(1), 0..largest + 1)
        .map_err(|e| failure(&e))?;
    chart
        .configure_mesh()
        .x_desc("n")
        .y_desc("G(n)")
        .draw()
        .map_err(|e| failure(&e))?;
    chart
        .draw_series(
            binned_points(len, value, u64::from(WIDTH))
                .into_iter()
                .map(|(n, value)| Circle::new((n, value), 2, BLUE.filled())),
        )
        .map_err(|e| failure(&e))?;
    root.present().map_err(|e| failure(&e))?;
    Ok(())
}

/// The points to draw: one per distinct value in each of `columns` bins of heap sizes, placed at
/// the first heap size of its bin that has that value.
fn binned_points(len: usize, value: impl Fn(usize) -> u64, columns: u64) -> Vec<(u64, u64)> {
    let count = len as u64;
    let mut seen = BTreeSet::new();
    let mut points = Vec::new();
    for n in 0..len {
        let (x, y) = (n as u64, value(n));
        let column = if count <= columns {
            x
        } else {
            x * columns / count
        };
        if seen.insert((column, y)) {
            points.push((x, y));
        }
    }
    points
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_sequences_keep_every_point() {
        let values = [0, 1, 0, 1, 2, 3, 2];
        assert_eq!(binned_points(values.len(), |n| values[n], 100).len(), 7);
    }

    #[test]
    fn long_sequences_keep_one_point_per_value_and_column() {
        let points = binned_points(1_000_000, |n| n as u64 % 7, 1000);
        assert_eq!(points.len(), 7000);
        assert!(points.contains(&(6, 6)));
    }

    #[test]
    fn the_plot_is_an_svg_with_a_point_per_value() {
        let path = std::env::temp_dir().join(format!("grundy-plot-{}.svg", std::process::id()));
        let values = [0, 1, 0, 1, 2, 3, 2];
        write_scatter_svg(&path, "sub[1,3,4]", values.len(), |n| values[n]).unwrap();
        let svg = std::fs::read_to_string(&path).unwrap();
        std::fs::remove_file(&path).unwrap();
        assert!(svg.starts_with("<svg"));
        assert!(svg.contains("sub[1,3,4]"));
        assert_eq!(svg.matches("<circle").count(), 7);
    }
}
