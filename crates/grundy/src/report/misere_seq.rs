//! The misère sequence of a one-heap family: who wins each heap `0..=to` when the last player
//! to move loses, the misère Grundy values `G⁻(n)` where they were computed, the P-positions and
//! the rules they follow: what `grundy seq --misere --json` prints and `GET
//! /api/seq?misere=true` returns.
//!
//! The outcomes come from a theorem, the game's misère quotient or the definition
//! ([`crate::misere::heaps`]); the rules are stated with `G⁻` and are all observed
//! ([`crate::rule_finder::misere_sequence_rules`]).

use serde::Serialize;

use super::seq::{MAX_RULE_VALUES, PPositions};
use crate::misere::MisereMethod;
use crate::misere::heaps::misere_heaps;
use crate::rule_finder::{FoundRule, misere_sequence_rules};
use crate::{AnyFamily, GameError, Outcome};

/// The misère play of heaps `0..=to` of a one-heap family.
///
/// ```
/// use grundy::report::misere_seq::MisereSeqReport;
/// // Misère take 1 or 2: the P-positions are n ≡ 1 (mod 3).
/// use serde_json::json;
/// let family = grundy::parse_family("sub[1,2]").unwrap();
/// let report = MisereSeqReport::new(family.as_ref(), 7, true).unwrap();
/// let json = serde_json::to_value(&report).unwrap();
/// assert_eq!(json["convention"], "misere");
/// assert_eq!(json["method"], "search");
/// assert_eq!(json["outcomes"], json!(["N", "P", "N", "N", "P", "N", "N", "P"]));
/// assert_eq!(json["values"], json!([1, 0, 2, 1, 0, 2, 1, 0]));
/// assert_eq!(json["p_positions"]["listed"], json!([1, 4, 7]));
/// // The rules need more values.
/// let report = MisereSeqReport::new(family.as_ref(), 40, true).unwrap();
/// let json = serde_json::to_value(&report).unwrap();
/// assert_eq!(json["rules"][0]["text"], "G⁻(n) = [1, 0, 2][n mod 3]");
/// assert_eq!(json["rules"][1]["text"], "P-positions: n ≡ 1 (mod 3)");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(
    feature = "openapi",
    derive(utoipa::ToSchema),
    schema(
        description = "Who wins each heap 0..=to of a one-heap family in misère play, its misère \
            Grundy value where computed, the P-positions and the rules they follow."
    )
)]
pub struct MisereSeqReport {
    /// The family, as written.
    pub family: String,
    /// Always `"misere"`.
    pub convention: &'static str,
    /// The last heap size.
    pub to: u64,
    /// How the outcomes were decided: a theorem (`bouton`, `anti-sg`), the misère quotient, or
    /// search of the definition.
    pub method: MisereMethod,
    /// Who wins heap `n` in misère play, for `n = 0..=to`.
    pub outcomes: Vec<Outcome>,
    /// The misère Grundy value `G⁻(n)` of each heap (1 for a heap with no move, else the mex of
    /// its options'; 0 exactly for P-positions), or `null` when the search for them would hold
    /// too many positions (take-and-break games, whose heaps split).
    pub values: Option<Vec<u64>>,
    /// The P-positions (absent when rules were not asked for).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub p_positions: Option<PPositions>,
    /// The rules the misère values, or else the P-positions, follow, among the first
    /// `MAX_RULE_VALUES` heaps (absent when not asked for).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rules: Option<Vec<FoundRule>>,
}

impl MisereSeqReport {
    /// The misère sequence of `family` up to heap `to`, under the budget entered on this
    /// thread, with the P-positions and rules when `rules` is set. Refuses a family without
    /// one-heap positions and a `to` beyond [`crate::misere::heaps::MAX_MISERE_TO`].
    pub fn new(family: &dyn AnyFamily, to: u64, rules: bool) -> Result<MisereSeqReport, GameError> {
        let heaps = misere_heaps(family, to)?;
        let (p_positions, found) = if rules {
            let first = heaps.outcomes.len().min(MAX_RULE_VALUES);
            let values = heaps.values.as_deref().map(|values| &values[..first]);
            (
                Some(PPositions::among(
                    heaps.outcomes.iter().map(|&o| o == Outcome::P),
                )),
                Some(misere_sequence_rules(values, &heaps.outcomes[..first])),
            )
        } else {
            (None, None)
        };
        Ok(MisereSeqReport {
            family: family.name(),
            convention: "misere",
            to,
            method: heaps.method,
            outcomes: heaps.outcomes,
            values: heaps.values,
            p_positions,
            rules: found,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn misere_nim_states_bouton_s_rule() {
        let nim = crate::parse_family("nim").unwrap();
        let report = MisereSeqReport::new(nim.as_ref(), 100, true).unwrap();
        assert_eq!(report.method, MisereMethod::Bouton);
        let p = report.p_positions.as_ref().unwrap();
        assert_eq!((p.listed.as_slice(), p.count), ([1].as_slice(), 1));
        let texts: Vec<&str> = report
            .rules
            .as_ref()
            .unwrap()
            .iter()
            .map(|r| r.text.as_str())
            .collect();
        // G⁻(0) = 1, G⁻(1) = 0, and G⁻(n) = n from 2 on.
        assert_eq!(texts, ["G⁻(n) = n for n ≥ 2", "P-positions: only 1"]);
        let json = serde_json::to_value(&report).unwrap();
        let keys: Vec<&String> = json.as_object().unwrap().keys().collect();
        assert_eq!(
            keys,
            [
                "family",
                "convention",
                "to",
                "method",
                "outcomes",
                "values",
                "p_positions",
                "rules"
            ]
        );
    }

    #[test]
    fn without_rules_the_report_is_the_outcomes_and_values() {
        let family = crate::parse_family("sub[1,2]").unwrap();
        let report = MisereSeqReport::new(family.as_ref(), 10, false).unwrap();
        let json = serde_json::to_value(&report).unwrap();
        assert!(json.get("rules").is_none() && json.get("p_positions").is_none());
        assert_eq!(json["values"].as_array().unwrap().len(), 11);
    }
}
