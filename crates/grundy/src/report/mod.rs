//! Reports: what a command found out, as serde types that every front end serializes the same
//! way (the command line's `--json`, the web API, the Python package's `to_dict()`).
//!
//! Integers are exact: a JSON number when it fits in 64 bits, otherwise a string of decimal
//! digits, so that no JSON reader rounds it ([`Integer`]).
//!
//! With the `openapi` feature every report type also describes its JSON as an OpenAPI schema
//! (utoipa's `ToSchema`), derived from the same fields and their doc comments, so the web API's
//! document cannot drift from what the reports serialize. A report serialized by hand
//! ([`Integer`], [`seq::SeqReport`]) writes its schema by hand beside its serializer; a type
//! whose doc comment carries a Rust example gives its schema a description of its own, saying
//! what the JSON holds.

pub mod board;
pub mod computer_move;
pub mod contest_code;
pub mod eval;
pub mod explain;
pub mod games;
pub mod graph;
pub mod misere_form;
pub mod misere_seq;
pub mod moves;
pub mod param_sweep;
pub mod quotient;
pub mod remoteness;
pub mod seq;
pub mod table;

pub use eval::{EvalReport, MisereReport, MoveReport};
pub use explain::Explanation;
pub use quotient::QuotientReport;

use std::fmt;

use num_bigint::BigUint;
use serde::{Serialize, Serializer};

/// An exact integer in a report: a JSON number when it fits in 64 bits, otherwise a string of
/// decimal digits, so that no JSON reader rounds it.
///
/// ```
/// use grundy::report::Integer;
/// let small = Integer::from(7u32);
/// assert_eq!(serde_json::to_string(&small).unwrap(), "7");
/// let big = Integer::from(num_bigint::BigUint::from(u64::MAX) + 1u32);
/// assert_eq!(serde_json::to_string(&big).unwrap(), "\"18446744073709551616\"");
/// assert!(big > Integer::from(u64::MAX));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Integer(Exact);

/// A value in 64 bits when it fits (most do, and a sequence lists them without allocating),
/// beyond otherwise: so the derived order is the numeric order.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Exact {
    Small(u64),
    Big(BigUint),
}

impl Integer {
    /// The value, if it fits in 64 bits.
    pub fn to_u64(&self) -> Option<u64> {
        match self.0 {
            Exact::Small(value) => Some(value),
            Exact::Big(_) => None,
        }
    }

    /// The value as a big integer.
    pub fn to_biguint(&self) -> BigUint {
        match &self.0 {
            Exact::Small(value) => BigUint::from(*value),
            Exact::Big(value) => value.clone(),
        }
    }
}

impl From<u32> for Integer {
    fn from(value: u32) -> Self {
        Integer(Exact::Small(value.into()))
    }
}

impl From<u64> for Integer {
    fn from(value: u64) -> Self {
        Integer(Exact::Small(value))
    }
}

impl From<BigUint> for Integer {
    fn from(value: BigUint) -> Self {
        match u64::try_from(&value) {
            Ok(small) => Integer(Exact::Small(small)),
            Err(_) => Integer(Exact::Big(value)),
        }
    }
}

impl From<&BigUint> for Integer {
    fn from(value: &BigUint) -> Self {
        match u64::try_from(value) {
            Ok(small) => Integer(Exact::Small(small)),
            Err(_) => Integer(Exact::Big(value.clone())),
        }
    }
}

impl fmt::Display for Integer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Exact::Small(value) => fmt::Display::fmt(value, f),
            Exact::Big(value) => fmt::Display::fmt(value, f),
        }
    }
}

impl Serialize for Integer {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match &self.0 {
            Exact::Small(value) => serializer.serialize_u64(*value),
            Exact::Big(value) => serializer.collect_str(value),
        }
    }
}

/// What [`Integer`]'s `serialize` writes: a number up to 64 bits, digits beyond.
#[cfg(feature = "openapi")]
impl utoipa::PartialSchema for Integer {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        use utoipa::openapi::schema::{
            KnownFormat, ObjectBuilder, OneOfBuilder, SchemaFormat, Type,
        };
        OneOfBuilder::new()
            .item(
                ObjectBuilder::new()
                    .schema_type(Type::Integer)
                    .format(Some(SchemaFormat::KnownFormat(KnownFormat::Int64)))
                    .minimum(Some(0))
                    .description(Some("Up to 64 bits: a number.")),
            )
            .item(
                ObjectBuilder::new()
                    .schema_type(Type::String)
                    .pattern(Some("^[0-9]+$"))
                    .description(Some("Beyond 64 bits: its decimal digits.")),
            )
            .description(Some(
                "An exact integer: a JSON number when it fits in 64 bits, otherwise a string of \
                 decimal digits, so that no JSON reader rounds it.",
            ))
            .into()
    }
}

#[cfg(feature = "openapi")]
impl utoipa::ToSchema for Integer {}
