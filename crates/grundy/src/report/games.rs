//! The game families the expression language knows, as every front end lists them: `grundy
//! games`, `GET /api/games` and Python's `grundy.games()` all print this report.

use serde::Serialize;

use crate::parse::registry::FAMILIES;

/// One game family: how to write it, what it is, an example.
///
/// ```
/// let games = grundy::report::games::games();
/// let nim = games.iter().find(|game| game.name == "nim").unwrap();
/// assert_eq!(nim.usage, "nim(N, ...)");
/// assert!(!nim.reads_files);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GameReport {
    /// The name used in expressions.
    pub name: &'static str,
    /// How a position is written, e.g. `bash[K](N, ...)`.
    pub usage: &'static str,
    /// One line on the rules.
    pub summary: &'static str,
    /// An example expression.
    pub example: &'static str,
    /// Whether it reads a file named in its parameters (refused where files are, as by the
    /// web playground).
    pub reads_files: bool,
}

/// Every family, in the order `grundy --help` lists them.
pub fn games() -> Vec<GameReport> {
    FAMILIES
        .iter()
        .map(|info| GameReport {
            name: info.name,
            usage: info.usage,
            summary: info.summary,
            example: info.example,
            reads_files: info.reads_files,
        })
        .collect()
}
