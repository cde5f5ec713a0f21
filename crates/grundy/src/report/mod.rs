//! Reports: what a command found out, as serde types that every front end serializes the same
//! way (the command line's `--json`, the web API, the Python package).

pub mod graph;
pub mod seq;
pub mod table;
