//! Shapes of two-parameter tables `G(a, b)`: `a ⊕ b`, `(a + b) mod k`, functions of `|a − b|`
//! or of `min(a, b)`, symmetry, and P-positions on a few lines, on a lattice, or on Beatty
//! pairs.
//!
//! Two Nim heaps have `G(a, b) = a ⊕ b` (Bouton 1901); Wythoff's game has its P-positions on
//! the pairs `(⌊kφ⌋, ⌊kφ²⌋)` and their mirror images (Wythoff 1907); a rook or a king on a
//! board has its P-positions on a line or a lattice. Each rule classifies every cell: "the
//! P-positions are the cells on the line b − a = 0" says that those cells are P and no other.

use super::p_positions::IRRATIONALS;
use super::{Candidate, Domain, Propose, Shape, Table, TableProposer, all_cells, listed};

use crate::budget::tr;

/// `G(a, b) = a ⊕ b`.
pub(crate) const XOR: Shape = values_shape("xor", "G(a, b) = a ⊕ b (nim-sum)", xor);

/// `G(a, b) = (a + b) mod k`.
pub(crate) const SUM_MOD: Shape = values_shape("sum_mod", "G(a, b) = (a + b) mod k", sum_mod);

/// `G(a, b)` depends only on `|a − b|`.
pub(crate) const ABSOLUTE_DIFFERENCE: Shape = values_shape(
    "absolute_difference",
    "G(a, b) = g(|a − b|) for a sequence g",
    absolute_difference,
);

/// `G(a, b)` depends only on `min(a, b)`.
pub(crate) const MINIMUM: Shape = values_shape(
    "minimum",
    "G(a, b) = g(min(a, b)) for a sequence g",
    minimum,
);

/// `G(a, b) = G(b, a)`.
pub(crate) const SYMMETRIC: Shape = values_shape("symmetric", "G(a, b) = G(b, a)", symmetric);

/// The P-positions are the cells of at most three parallel lines.
pub(crate) const P_LINES: Shape = p_shape(
    "p_lines",
    "the P-positions are the cells on at most three lines b − a = c, a + b = c, a = c or b = c",
    p_lines,
);

/// The P-positions are Beatty pairs and their mirror images.
pub(crate) const P_BEATTY_PAIRS: Shape = p_shape(
    "p_beatty_pairs",
    "the P-positions are (⌊kα⌋, ⌊kβ⌋) and (⌊kβ⌋, ⌊kα⌋), k ≥ 0, for complementary α, β (Wythoff: φ, φ²)",
    p_beatty_pairs,
);

/// Whether a cell is a P-position depends only on `(a mod p, b mod q)`.
pub(crate) const P_LATTICE: Shape = p_shape(
    "p_lattice",
    "whether (a, b) is a P-position depends only on (a mod p, b mod q)",
    p_lattice,
);

const fn values_shape(kind: &'static str, summary: &'static str, propose: TableProposer) -> Shape {
    Shape {
        kind,
        domain: Domain::TableValues,
        summary,
        only_if_nothing_simpler: false,
        propose: Propose::Table(propose),
    }
}

const fn p_shape(kind: &'static str, summary: &'static str, propose: TableProposer) -> Shape {
    Shape {
        kind,
        domain: Domain::TablePPositions,
        summary,
        only_if_nothing_simpler: false,
        propose: Propose::Table(propose),
    }
}

/// The most values of `g` a rule's text lists.
const SHOWN: usize = 12;

/// The candidate `G(a, b) = f(a, b)`.
fn formula<'a>(
    values: &'a [Vec<u64>],
    text: impl FnOnce() -> String + 'a,
    f: impl Fn(usize, usize) -> u64 + Copy + 'a,
) -> Candidate<'a, (usize, usize)> {
    Candidate::observed(text, move |(a, b): (usize, usize)| values[a][b] == f(a, b))
        .tested_whole(move || all_cells(values, |a, b, value| value == f(a, b)))
}

fn xor<'a>(table: &Table<'a>) -> Vec<Candidate<'a, (usize, usize)>> {
    vec![formula(
        table.values,
        || "G(a, b) = a ⊕ b".into(),
        |a, b| (a ^ b) as u64,
    )]
}

fn sum_mod<'a>(table: &Table<'a>) -> Vec<Candidate<'a, (usize, usize)>> {
    let values = table.values;
    let Some(k) = (1..table.columns()).find(|&b| values[0][b] == 0) else {
        return Vec::new();
    };
    if k < 2 {
        return Vec::new();
    }
    vec![formula(
        values,
        move || format!("G(a, b) = (a + b) mod {k}"),
        move |a, b| ((a + b) % k) as u64,
    )]
}

/// `G(a, b) = |a − b|`, or `G(a, b) = g(|a − b|), g = 0, 1, 1, 2, …` (the values along the
/// first row, then the first column).
fn of_one_number<'a>(
    table: &Table<'a>,
    name: &str,
    number: fn(usize, usize) -> usize,
    g: impl Fn(usize) -> u64 + Copy + 'a,
    count: usize,
) -> Vec<Candidate<'a, (usize, usize)>> {
    if table.rows() < 2 || table.columns() < 2 {
        return Vec::new();
    }
    let name = name.to_string();
    let text = move || {
        if (0..count).all(|d| g(d) == d as u64) {
            format!("G(a, b) = {name}")
        } else {
            format!(
                "G(a, b) = g({name}), g = {}",
                listed((0..count).map(g), SHOWN)
            )
        }
    };
    vec![formula(table.values, text, move |a, b| g(number(a, b)))]
}

fn absolute_difference<'a>(table: &Table<'a>) -> Vec<Candidate<'a, (usize, usize)>> {
    let values = table.values;
    let columns = table.columns();
    let g = move |d: usize| {
        if d < columns {
            values[0][d]
        } else {
            values[d][0]
        }
    };
    let count = table.rows().max(columns);
    of_one_number(table, "|a − b|", |a, b| a.abs_diff(b), g, count)
}

fn minimum<'a>(table: &Table<'a>) -> Vec<Candidate<'a, (usize, usize)>> {
    let values = table.values;
    let count = table.rows().min(table.columns());
    of_one_number(table, "min(a, b)", usize::min, move |m| values[m][m], count)
}

fn symmetric<'a>(table: &Table<'a>) -> Vec<Candidate<'a, (usize, usize)>> {
    let values = table.values;
    let (rows, columns) = (table.rows(), table.columns());
    if rows < 2 || columns < 2 {
        return Vec::new();
    }
    let square = rows.min(columns);
    vec![
        Candidate::observed(
            || "G(a, b) = G(b, a)".into(),
            move |(a, b): (usize, usize)| b >= rows || a >= columns || values[a][b] == values[b][a],
        )
        // Each cell of the square below the diagonal against its mirror image (outside the
        // square the rule says nothing).
        .tested_whole(move || (1..square).all(|a| (0..a).all(|b| values[a][b] == values[b][a]))),
    ]
}

/// The most lines a `p_lines` rule names.
const MAX_LINES: usize = 3;

fn p_lines<'a>(table: &Table<'a>) -> Vec<Candidate<'a, (usize, usize)>> {
    /// A family of lines: its name, the constant of a cell, and the columns of row `a` on the
    /// line of constant `c` among `columns`.
    type Form = (
        &'static str,
        fn(usize, usize) -> i64,
        fn(usize, i64, usize) -> std::ops::Range<usize>,
    );
    /// The column `b`, when it is one of the table's.
    fn column(b: i64, columns: usize) -> std::ops::Range<usize> {
        match usize::try_from(b) {
            Ok(b) if b < columns => b..b + 1,
            _ => 0..0,
        }
    }
    const FORMS: [Form; 4] = [
        (
            "b − a",
            |a, b| b as i64 - a as i64,
            |a, c, columns| column(a as i64 + c, columns),
        ),
        (
            "a + b",
            |a, b| (a + b) as i64,
            |a, c, columns| column(c - a as i64, columns),
        ),
        (
            "a",
            |a, _| a as i64,
            |a, c, columns| if a as i64 == c { 0..columns } else { 0..0 },
        ),
        ("b", |_, b| b as i64, |_, c, columns| column(c, columns)),
    ];
    let p_positions = table.p_positions();
    if p_positions.len() < 2 {
        return Vec::new();
    }
    let values = table.values;
    let (rows, columns) = (table.rows(), table.columns());
    FORMS
        .iter()
        .filter_map(|&(form, constant, line)| {
            let mut constants: Vec<i64> =
                p_positions.iter().map(|&(a, b)| constant(a, b)).collect();
            constants.sort_unstable();
            constants.dedup();
            if constants.len() > MAX_LINES || constants.len() >= p_positions.len() {
                return None;
            }
            let named = constants.clone();
            let text = move || {
                let listed: Vec<String> = named.iter().map(i64::to_string).collect();
                tr!(
                    "rule-p-lines",
                    lines = named.len(),
                    form = form,
                    constants = listed.join(", ")
                )
            };
            // Every P-position is on the lines (their constants are the P-positions'): the
            // rule holds when every cell on them is one.
            let on_lines = constants.clone();
            Some(
                Candidate::observed(text, move |(a, b): (usize, usize)| {
                    (values[a][b] == 0) == constants.contains(&constant(a, b))
                })
                .tested_whole(move || {
                    (0..rows).all(|a| {
                        on_lines
                            .iter()
                            .all(|&c| line(a, c, columns).all(|b| values[a][b] == 0))
                    })
                }),
            )
        })
        .collect()
}

/// The most pairs of Beatty sequences skipped at the start, the P-positions before them
/// listed instead (misère Wythoff: `(0, 1), (1, 0), (2, 2)`, then the pairs from `k = 2`).
const MAX_SKIPPED_PAIRS: u64 = 3;

fn p_beatty_pairs<'a>(table: &Table<'a>) -> Vec<Candidate<'a, (usize, usize)>> {
    let (rows, columns) = (table.rows(), table.columns());
    let largest = rows.max(columns) as u64;
    let values = table.values;
    let mut candidates = Vec::new();
    for pair in IRRATIONALS.chunks(2) {
        let (alpha, beta) = (pair[0], pair[1]);
        // From k = first on; before, the P-positions in the square below the first pair. Pairs
        // from k = 0 start at the corner, so later starts are tried only when the corner is
        // not a P-position (misère play, where the player facing no move wins).
        let last_first = if values[0][0] == 0 {
            0
        } else {
            MAX_SKIPPED_PAIRS
        };
        for first in 0..=last_first {
            let below = alpha.floor_times(first) as usize;
            let small: Vec<(usize, usize)> = (0..below.min(rows))
                .flat_map(|a| (0..below.min(columns)).map(move |b| (a, b)))
                .filter(|&(a, b)| values[a][b] == 0)
                .collect();
            if first > 0 && (small.is_empty() || small.len() > super::MAX_EXCEPTIONS) {
                continue;
            }
            // The cells the rule makes P-positions, row by row.
            let mut on = vec![false; rows * columns];
            let mut inside = 0;
            for k in first.. {
                let (low, high) = (alpha.floor_times(k), beta.floor_times(k));
                if low >= largest {
                    break;
                }
                for (a, b) in [(low, high), (high, low)] {
                    let (a, b) = (a as usize, b as usize);
                    if a < rows && b < columns && !on[a * columns + b] {
                        on[a * columns + b] = true;
                        inside += 1;
                    }
                }
            }
            if inside < 2 * super::p_positions::MIN_MEMBERS {
                continue;
            }
            let mut marked = inside;
            for &(a, b) in &small {
                if !on[a * columns + b] {
                    on[a * columns + b] = true;
                    marked += 1;
                }
            }
            // As many P-positions as cells marked, each marked: the rule holds everywhere.
            let p_positions = table.p_positions();
            let whole = p_positions.len() == marked
                && p_positions.iter().all(|&(a, b)| on[a * columns + b]);
            let text = move || {
                let before = if first == 0 {
                    String::new()
                } else {
                    let listed: Vec<String> =
                        small.iter().map(|(a, b)| format!("({a}, {b})")).collect();
                    tr!("rule-p-pairs-before", pairs = listed.join(", "))
                };
                let defined = [alpha.defined, beta.defined]
                    .iter()
                    .filter(|d| !d.is_empty())
                    .copied()
                    .collect::<Vec<&str>>()
                    .join(", ");
                let defined = if defined.is_empty() {
                    String::new()
                } else {
                    format!(", {defined}")
                };
                tr!(
                    "rule-p-beatty-pairs",
                    before = before,
                    a = alpha.name,
                    b = beta.name,
                    first = first.to_string(),
                    defined = defined
                )
            };
            candidates.push(
                Candidate::observed(text, move |(a, b): (usize, usize)| {
                    (values[a][b] == 0) == on[a * columns + b]
                })
                .tested_whole(move || whole),
            );
        }
    }
    candidates
}

fn p_lattice<'a>(table: &Table<'a>) -> Vec<Candidate<'a, (usize, usize)>> {
    let values = table.values;
    let Some((p, q)) = crate::observed::lattice(values) else {
        return Vec::new();
    };
    let (p, q) = (p as usize, q as usize);
    let residues: Vec<(usize, usize)> = (0..p)
        .flat_map(|a| (0..q).map(move |b| (a, b)))
        .filter(|&(a, b)| values[a][b] == 0)
        .collect();
    if residues.is_empty() || p * q == 1 {
        return Vec::new();
    }
    // Every P-position in a class the rule names, and as many as the cells of those classes:
    // the rule holds everywhere.
    let (rows, columns) = (table.rows(), table.columns());
    let in_classes: usize = residues
        .iter()
        .map(|&(r, s)| rows.saturating_sub(r).div_ceil(p) * columns.saturating_sub(s).div_ceil(q))
        .sum();
    let p_positions = table.p_positions();
    let whole = p_positions.len() == in_classes
        && p_positions.iter().all(|&(a, b)| values[a % p][b % q] == 0);
    let text = move || {
        let residues: Vec<String> = residues
            .iter()
            .map(|(a, b)| format!("({a}, {b})"))
            .collect();
        format!(
            "P-positions: (a mod {p}, b mod {q}) ∈ {{{}}}",
            residues.join(", ")
        )
    };
    vec![
        Candidate::observed(text, move |(a, b): (usize, usize)| {
            (values[a][b] == 0) == (values[a % p][b % q] == 0)
        })
        .tested_whole(move || whole),
    ]
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use crate::rule_finder::{Place, table_rules};

    fn build(rows: u64, columns: u64, g: impl Fn(u64, u64) -> u64) -> Vec<Vec<u64>> {
        (0..rows)
            .map(|a| (0..columns).map(|b| g(a, b)).collect())
            .collect()
    }

    fn texts(values: &[Vec<u64>]) -> Vec<String> {
        table_rules(values)
            .into_iter()
            .map(|rule| rule.text)
            .collect()
    }

    #[test]
    fn value_shapes_are_found() {
        let nim = texts(&build(16, 16, |a, b| a ^ b));
        assert_eq!(nim[0], "G(a, b) = a ⊕ b");
        assert!(nim.contains(&"G(a, b) = G(b, a)".to_string()));
        assert!(nim.contains(&"P-positions on the line b − a = 0".to_string()));
        let sum = texts(&build(12, 15, |a, b| (a + b) % 3));
        assert_eq!(sum[0], "G(a, b) = (a + b) mod 3");
        assert!(
            sum.contains(&"P-positions: (a mod 3, b mod 3) ∈ {(0, 0), (1, 2), (2, 1)}".to_string()),
            "{sum:?}"
        );
        let difference = texts(&build(10, 10, |a, b| a.abs_diff(b) % 2));
        assert!(
            difference
                .contains(&"G(a, b) = g(|a − b|), g = 0, 1, 0, 1, 0, 1, 0, 1, 0, 1".to_string()),
            "{difference:?}"
        );
        let least = texts(&build(10, 12, |a, b| a.min(b)));
        assert!(
            least.contains(&"G(a, b) = min(a, b)".to_string()),
            "{least:?}"
        );
    }

    #[test]
    fn wythoff_pairs_are_found() {
        // Wythoff's game by the mex of its moves.
        let n = 40;
        let mut g = vec![vec![0u64; n]; n];
        for a in 0..n {
            for b in 0..n {
                // Options: fewer in one heap, or the same number fewer in both.
                let mut seen: std::collections::HashSet<u64> =
                    g[..a].iter().map(|row| row[b]).collect();
                seen.extend(&g[a][..b]);
                seen.extend((1..=a.min(b)).map(|t| g[a - t][b - t]));
                g[a][b] = (0..).find(|v| !seen.contains(v)).unwrap();
            }
        }
        let rules = table_rules(&g);
        let wythoff = rules
            .iter()
            .find(|rule| rule.kind == "p_beatty_pairs")
            .unwrap();
        assert_eq!(
            wythoff.text,
            "P-positions: (⌊kφ⌋, ⌊kφ²⌋) and (⌊kφ²⌋, ⌊kφ⌋) for k ≥ 0, φ = (1 + √5)/2, φ² = (3 + √5)/2"
        );
        assert!(wythoff.exceptions.is_empty());
        assert_eq!(wythoff.checked_to, Place::Cell(39, 39));
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]

        /// Nim-sums of two heaps, broken at one random cell: reported with that cell.
        #[test]
        fn one_broken_cell_is_an_exception(a in 0u64..20, b in 0u64..20) {
            // Off the diagonal, so that the table is no longer symmetric either.
            prop_assume!(a != b);
            let mut values = build(20, 20, |a, b| a ^ b);
            values[a as usize][b as usize] += 100;
            let rules = table_rules(&values);
            let xor = rules.iter().find(|rule| rule.kind == "xor").unwrap();
            prop_assert_eq!(&xor.exceptions, &vec![Place::Cell(a, b)]);
        }
    }
}
