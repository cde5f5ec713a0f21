//! The game families the expression language knows, as every front end lists them: `grundy
//! games`, `GET /api/games` and Python's `grundy.games()` all print this report, each family's
//! name, usage, one line on its rules, an example and whether it reads a file.

pub use crate::parse::registry::FamilyInfo;

/// Every family, in the order `grundy --help` lists them.
///
/// ```
/// let games = grundy::report::games::games();
/// let nim = games.iter().find(|game| game.name == "nim").unwrap();
/// assert_eq!(nim.usage, "nim(N, ...)");
/// assert!(!nim.reads_files);
/// let json = serde_json::to_value(nim).unwrap();
/// assert_eq!(json["example"], "nim(3,4,5)");
/// assert_eq!(json.as_object().unwrap().len(), 5);
/// ```
pub fn games() -> &'static [FamilyInfo] {
    crate::parse::registry::FAMILIES
}
