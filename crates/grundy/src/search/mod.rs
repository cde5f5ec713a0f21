//! A search solver for games whose positions split into independent components: board games
//! such as Cram and Node-Kayles, whose positions are far too many to memoise one by one.
//!
//! The solver follows the method of the research tools for these games (J. Lemoine and
//! S. Viennot, *Nimbers are inevitable*, Theoretical Computer Science 462 (2012) 70–79; P. Beling
//! and M. Rogalski, *On pruning search trees of impartial games*, Artificial Intelligence 283
//! (2020) 103262):
//! - `decompose`: a game describes its positions through the [`Decomposable`] trait: how a
//!   position splits into components, the canonical key of a component, and its options. The
//!   value of a position is the nim-sum of its components' values, so only components are
//!   searched.
//! - `cells`: sets of cells of a grid in one machine word when they fit ([`CellSet`]).
//! - [`canonical`]: canonical forms, so that components equal up to the board's symmetries (or
//!   isomorphic graphs) share one entry of the table.
//! - [`recent`]: the values a search found last, by the components' cells, before any key.
//! - [`table`]: the transposition table, in bounded memory with a replacement policy.
//! - `value`: the search itself. The value of a component is the least value none
//!   of its options has; each search asks only whether a value lies in a set of values that
//!   still matter ([`value_set`]), tries options easiest first, and stops as soon as the answer
//!   is settled.
//! - [`db`]: the persistent endgame database of `--db FILE`.
//! - `stats`: what a search did (positions searched, table hits), for `--stats`.
//!
//! ```
//! use grundy::games::CramBoard;
//! use grundy::search::{Search, Table};
//!
//! // Cram on a 4 × 5 board: the game of its empty cells, searched region by region.
//! let board = CramBoard::empty(4, 5).unwrap();
//! let geometry = board.geometry();
//! let table = Table::new(1 << 24);
//! let mut search = Search::new(&geometry, &table);
//! assert_eq!(search.nimber(board.empty_cells()).unwrap(), 2);
//! assert!(!search.has_value(board.empty_cells(), 0).unwrap()); // the first player wins
//! ```

pub mod canonical;
pub(crate) mod cells;
pub mod db;
pub(crate) mod decompose;
pub mod recent;
pub(crate) mod stats;
pub mod table;
pub(crate) mod value;
pub mod value_set;

pub use cells::CellSet;
pub use decompose::Decomposable;
pub use stats::SearchStats;
pub use table::Table;
pub use value::Search;
