//! Reports: what a command found out, as serde types that every front end serializes the same
//! way (the command line's `--json`, the web API, the Python package's `to_dict()`).
//!
//! Integers are exact: a JSON number when it fits in 64 bits, otherwise a string of decimal
//! digits, so that no JSON reader rounds it ([`Integer`]).

pub mod eval;

pub use crate::explain::Explanation;
pub use eval::{EvalReport, MisereReport, MoveReport};

use num_bigint::BigUint;
use serde::{Serialize, Serializer};

/// An exact integer in a report: a JSON number when it fits in 64 bits, otherwise a string of
/// decimal digits.
///
/// ```
/// use grundy::report::Integer;
/// let small = Integer::from(7u32);
/// assert_eq!(serde_json::to_string(&small).unwrap(), "7");
/// let big = Integer(num_bigint::BigUint::from(u64::MAX) + 1u32);
/// assert_eq!(serde_json::to_string(&big).unwrap(), "\"18446744073709551616\"");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Integer(pub BigUint);

impl Serialize for Integer {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match u64::try_from(&self.0) {
            Ok(small) => serializer.serialize_u64(small),
            Err(_) => serializer.collect_str(&self.0),
        }
    }
}

impl From<BigUint> for Integer {
    fn from(value: BigUint) -> Self {
        Integer(value)
    }
}

impl From<&BigUint> for Integer {
    fn from(value: &BigUint) -> Self {
        Integer(value.clone())
    }
}

impl From<u32> for Integer {
    fn from(value: u32) -> Self {
        Integer(value.into())
    }
}

impl From<u64> for Integer {
    fn from(value: u64) -> Self {
        Integer(value.into())
    }
}

impl std::fmt::Display for Integer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}
