//! TEMPORARY: the JSON of `grundy eval --json` (and `--misere --json`), built as the CLI builds
//! it today. It goes away when `grundy::report::eval::EvalReport` lands in the library and
//! both front ends serialize that.

use grundy::{GameError, LoopyValue, Sum};
use num_bigint::BigUint;
use serde_json::{Value, json};

fn json_integer(value: &BigUint) -> Value {
    match u64::try_from(value) {
        Ok(small) => Value::from(small),
        Err(_) => Value::from(value.to_string()),
    }
}

fn moves_json(moves: &[grundy::SumMove]) -> Vec<Value> {
    moves
        .iter()
        .map(|m| json!({"component": m.component, "move": m.description, "to": m.to.to_string()}))
        .collect()
}

/// `grundy eval E --json`.
pub fn normal(position: &Sum) -> Result<Value, GameError> {
    let outcome = position.outcome()?;
    let nimber = position.nimber();
    let mut loopy = None;
    match &nimber {
        Err(GameError::Infinite { .. }) => loopy = Some(position.loopy_value()?),
        Err(error) if position.len() != 1 => return Err(error.clone()),
        _ => {}
    }
    let winning_moves = match position.winning_moves() {
        Err(error @ GameError::TooLarge(_)) => Err(error),
        other => Ok(other?),
    };
    let unlisted_count = match &winning_moves {
        Err(_) => position.count_winning_moves().ok(),
        Ok(_) => None,
    };
    let mut report = json!({
        "expr": position.to_string(),
        "outcome": outcome.to_string(),
        "nimber": nimber.as_ref().ok().map(json_integer),
        "winning_moves": winning_moves.as_ref().ok().map(|moves| moves_json(moves)),
    });
    if let Err(why) = &winning_moves {
        report["winning_moves_unlisted"] = Value::from(why.to_string());
    }
    if let Some(count) = &unlisted_count {
        report["winning_move_count"] = json_integer(count);
    }
    if let Some(loopy @ LoopyValue::Infinite { escapes }) = &loopy {
        report["loopy_value"] = json!({
            "text": loopy.to_string(),
            "escapes": escapes.iter().map(json_integer).collect::<Vec<Value>>(),
        });
    }
    Ok(report)
}

/// `grundy eval E --misere --json`.
pub fn misere(position: &Sum) -> Result<Value, GameError> {
    let analysis = position.misere()?;
    Ok(json!({
        "expr": position.to_string(),
        "convention": "misere",
        "outcome": analysis.outcome.to_string(),
        "method": analysis.method,
        "winning_moves": moves_json(&analysis.winning_moves),
    }))
}
