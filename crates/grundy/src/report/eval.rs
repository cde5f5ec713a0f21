//! What `eval` reports about a position: its outcome, nim-value and every winning move, in
//! normal or misère play.

use serde::Serialize;

use super::Integer;
use crate::misere::{MisereAnalysis, MisereMethod};
use crate::sum::bounded_remoteness;
use crate::{GameError, LoopyValue, Outcome, Sum, SumMove, SumRemoteness};

/// A move of a sum, as reports show it.
///
/// ```
/// use grundy::report::MoveReport;
/// let sum = grundy::parse("nim(3,4,5)").unwrap();
/// let moves: Vec<MoveReport> = sum.winning_moves().unwrap().iter().map(MoveReport::from).collect();
/// assert_eq!(
///     serde_json::to_string(&moves).unwrap(),
///     r#"[{"component":0,"move":"take 2 from nim(3), leaving 1","to":"nim(1,4,5)"}]"#
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(
    feature = "openapi",
    derive(utoipa::ToSchema),
    schema(
        description = "A winning move: the component moved in, the move in words and the whole \
            position it leads to."
    )
)]
pub struct MoveReport {
    /// The component moved in, counting the components of the sum from 0.
    pub component: usize,
    /// The move in words.
    #[serde(rename = "move")]
    pub description: String,
    /// The whole position it leads to, as an expression.
    pub to: String,
}

impl From<&SumMove> for MoveReport {
    fn from(m: &SumMove) -> Self {
        MoveReport {
            component: m.component,
            description: m.description.clone(),
            to: m.to.to_string(),
        }
    }
}

/// The moves of a list, as reports show them.
pub fn move_reports(moves: &[SumMove]) -> Vec<MoveReport> {
    moves.iter().map(MoveReport::from).collect()
}

/// A loopy value `∞{…}` in a report: its text and its escapes (the finite values of its
/// options).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct LoopyReport {
    /// As written: `∞{0,2}`.
    pub text: String,
    /// The finite values of the options, in increasing order.
    pub escapes: Vec<Integer>,
}

/// Who wins a position in normal play, its nim-value and its winning moves: `grundy eval
/// --json`, `GET /api/eval`.
///
/// The nim-value is `None` when only the outcome is known (a lone huge Wythoff position) or the
/// value is infinite (then `loopy_value` holds it). The remoteness (how many moves the game
/// lasts with perfect play, [`crate::solver::remoteness`]) is `None` for a draw and when it is
/// beyond [`EVAL_REMOTENESS_STATES`](crate::defaults::EVAL_REMOTENESS_STATES) positions of search (`remoteness_unknown` says so). The
/// winning moves are `None` when they are too many to list: `winning_moves_unlisted` says why
/// and `winning_move_count` counts them when they can be counted.
///
/// ```
/// use grundy::report::EvalReport;
/// let report = EvalReport::of(&grundy::parse("nim(3,4,5)").unwrap()).unwrap();
/// assert_eq!(
///     serde_json::to_string(&report).unwrap(),
///     concat!(
///         r#"{"expr":"nim(3,4,5)","outcome":"N","nimber":2,"remoteness":11,"winning_moves":"#,
///         r#"[{"component":0,"move":"take 2 from nim(3), leaving 1","to":"nim(1,4,5)"}]}"#
///     )
/// );
/// // Too many winning moves to list, but counted exactly.
/// let huge = EvalReport::of(&grundy::parse("kayles(10^30)").unwrap()).unwrap();
/// assert!(huge.winning_moves.is_none());
/// assert!(huge.winning_moves_unlisted.unwrap().contains("too many to list"));
/// assert_eq!(huge.winning_move_count.unwrap().to_string(), "83333333333333333333333333338");
/// assert!(huge.remoteness.is_none() && huge.remoteness_unknown.is_some());
/// ```
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(
    feature = "openapi",
    derive(utoipa::ToSchema),
    schema(
        description = "Who wins a position in normal play, its nim-value and its winning moves. \
            `nimber` is null when only the outcome is known (a lone huge Wythoff position) or the \
            value is infinite (then `loopy_value` holds it); `remoteness` is null for a draw and \
            when it is beyond the search allowed (`remoteness_unknown` says why); \
            `winning_moves` is null when they are too many to list (`winning_moves_unlisted` says why and `winning_move_count` counts \
            them when they can be counted)."
    )
)]
pub struct EvalReport {
    /// The position, as it prints.
    pub expr: String,
    /// Who wins with perfect play: `N` (the player to move), `P` (the other player) or `D` (a
    /// draw, in a loopy game).
    pub outcome: Outcome,
    /// The nim-value, when it is known and finite (null otherwise).
    #[cfg_attr(feature = "openapi", schema(required))]
    pub nimber: Option<Integer>,
    /// How many moves the game lasts when the winner hurries and the loser delays: even
    /// exactly when the player to move loses. Null for a draw, or when unknown.
    #[cfg_attr(feature = "openapi", schema(required))]
    pub remoteness: Option<Integer>,
    /// The closed form the remoteness follows, when a family's formula gave it (otherwise it
    /// was found by search).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub remoteness_rule: Option<String>,
    /// Why the remoteness is unknown.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub remoteness_unknown: Option<String>,
    /// Every winning move; none (null) when they are too many to list.
    #[cfg_attr(feature = "openapi", schema(required))]
    pub winning_moves: Option<Vec<MoveReport>>,
    /// Why the winning moves are not listed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winning_moves_unlisted: Option<String>,
    /// How many winning moves there are, when they are not listed but can be counted.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winning_move_count: Option<Integer>,
    /// The generalized value of a loopy position of infinite value.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub loopy_value: Option<LoopyReport>,
    /// Why the nim-value is unknown, when the outcome is known another way (not serialized:
    /// `nimber` is then null).
    #[serde(skip)]
    pub nimber_unknown: Option<String>,
}

impl EvalReport {
    /// Evaluates `position` under the budget entered on this thread.
    pub fn of(position: &Sum) -> Result<EvalReport, GameError> {
        let outcome = position.outcome()?;
        let mut loopy_value = None;
        let mut nimber_unknown = None;
        let nimber = match position.nimber() {
            Ok(value) => Some(Integer::from(value)),
            Err(GameError::Infinite { .. }) => {
                if let LoopyValue::Infinite { escapes } = position.loopy_value()? {
                    loopy_value = Some(LoopyReport {
                        text: LoopyValue::Infinite {
                            escapes: escapes.clone(),
                        }
                        .to_string(),
                        escapes: escapes.into_iter().map(Integer::from).collect(),
                    });
                }
                None
            }
            // A lone component may know its outcome without its value; a sum needs the values.
            Err(error) if position.len() == 1 && !matches!(error, GameError::Limit(_)) => {
                nimber_unknown = Some(error.to_string());
                None
            }
            Err(error) => return Err(error),
        };
        let (remoteness, remoteness_rule, remoteness_unknown) =
            match bounded_remoteness(|| position.remoteness())? {
                Ok(SumRemoteness::Formula { moves, rule }) => {
                    (Some(Integer::from(moves)), Some(rule), None)
                }
                Ok(SumRemoteness::Searched(moves)) => (Some(Integer::from(moves)), None, None),
                Ok(SumRemoteness::Drawn) => (None, None, None),
                Err(why) => (None, None, Some(why)),
            };
        let (winning_moves, winning_moves_unlisted, winning_move_count) =
            match position.winning_moves() {
                Ok(moves) => (Some(move_reports(&moves)), None, None),
                Err(GameError::TooLarge(why)) => {
                    let count = match position.count_winning_moves() {
                        Ok(count) => Some(Integer::from(count)),
                        Err(error @ GameError::Limit(_)) => return Err(error),
                        Err(_) => None,
                    };
                    (None, Some(why), count)
                }
                Err(error) => return Err(error),
            };
        Ok(EvalReport {
            expr: position.to_string(),
            outcome,
            nimber,
            remoteness,
            remoteness_rule,
            remoteness_unknown,
            winning_moves,
            winning_moves_unlisted,
            winning_move_count,
            loopy_value,
            nimber_unknown,
        })
    }
}

/// Who wins a position in misère play (the player who makes the last move loses), how that was
/// found, and every winning move: `grundy eval --misere --json`, `GET /api/eval?misere=true`.
///
/// ```
/// use grundy::report::MisereReport;
/// let report = MisereReport::of(&grundy::parse("nim(1,1,1)").unwrap()).unwrap();
/// assert_eq!(
///     serde_json::to_string(&report).unwrap(),
///     concat!(
///         r#"{"expr":"nim(1,1,1)","convention":"misere","outcome":"P","#,
///         r#""method":"bouton","remoteness":3,"winning_moves":[]}"#
///     )
/// );
/// ```
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(
    feature = "openapi",
    derive(utoipa::ToSchema),
    schema(
        description = "Who wins a position in misère play (the player who makes the last move \
            loses), how that was found, how many moves perfect play lasts, and every winning move."
    )
)]
pub struct MisereReport {
    /// The position, as it prints.
    pub expr: String,
    /// Always `"misere"`.
    pub convention: &'static str,
    /// Who wins with perfect play when the last player to move loses: `N` (the player to move)
    /// or `P` (the other player).
    pub outcome: Outcome,
    /// The theorem or search that decided it.
    pub method: MisereMethod,
    /// Conway's genus of each component (`g^{γ0γ1…}`), in order, when the method is `tame`,
    /// `restive` or `small-heaps`: the theorem on tame games, the one on a restive game among
    /// Nim heaps, or the one on any game among small Nim heaps decided the sum from these.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub genera: Vec<String>,
    /// How many moves the game lasts when the winner hurries and the loser delays, the loser
    /// making the last one: odd exactly when the player to move loses, 0 when no move is left
    /// (a win). Searched within [`EVAL_REMOTENESS_STATES`](crate::defaults::EVAL_REMOTENESS_STATES)
    /// positions; absent beyond them (`remoteness_unknown` says so).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub remoteness: Option<Integer>,
    /// Why the remoteness is unknown.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub remoteness_unknown: Option<String>,
    /// Every winning move.
    pub winning_moves: Vec<MoveReport>,
}

impl MisereReport {
    /// Analyses `position` in misère play under the budget entered on this thread.
    pub fn of(position: &Sum) -> Result<MisereReport, GameError> {
        MisereReport::from_analysis(position, &position.misere()?)
    }

    /// The report of an analysis already made (a front end that also explains it, say).
    ///
    /// ```
    /// use grundy::report::MisereReport;
    /// let position = grundy::parse("nim(2,2)").unwrap();
    /// let analysis = position.misere().unwrap();
    /// let report = MisereReport::from_analysis(&position, &analysis).unwrap();
    /// assert_eq!(report.outcome, analysis.outcome);
    /// // 2,2 -> 2,1 -> 1 -> nothing: the loser takes the last stone on the third move.
    /// assert_eq!(report.remoteness, Some(3u32.into()));
    /// assert!(analysis.explain(&position).contains("Bouton"));
    /// ```
    pub fn from_analysis(
        position: &Sum,
        analysis: &MisereAnalysis,
    ) -> Result<MisereReport, GameError> {
        let (remoteness, remoteness_unknown) =
            match bounded_remoteness(|| Sum::misere_remoteness_of_each(&[position]))? {
                Ok(found) => (found[0].map(Integer::from), None),
                Err(why) => (None, Some(why)),
            };
        Ok(MisereReport {
            expr: position.to_string(),
            convention: "misere",
            outcome: analysis.outcome,
            method: analysis.method,
            genera: analysis.genera.iter().map(ToString::to_string).collect(),
            remoteness,
            remoteness_unknown,
            winning_moves: move_reports(&analysis.winning_moves),
        })
    }
}
