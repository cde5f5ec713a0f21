//! The page's own texts in the reader's language: the catalogues
//! `assets/locales/<language>/*.ftl` (Project Fluent, one file per view, the same files and
//! messages in each language, checked by the workspace's catalogue tests), read with the
//! maintained Fluent parser and sent to the page as JSON it can fill in
//! (`GET /api/messages?lang=zh`).
//!
//! A message becomes a list of parts: text, `{"var": name}` for an argument, and
//! `{"select": name, "variants": {key: parts}, "default": key}` for a choice by an argument
//! (English plurals, chosen in the page with the browser's `Intl.PluralRules`). Catalogues use
//! nothing else; [`page_messages`] says so when one does.

use std::collections::BTreeMap;
use std::sync::LazyLock;

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use grundy::i18n::Lang;
use serde_json::{Map, Value, json};

use crate::assets;

/// The page's messages in `lang`, as the page reads them; an error names the catalogue and
/// message it cannot send.
pub fn page_messages(lang: Lang) -> Result<Value, String> {
    let prefix = format!("locales/{}/", lang.code());
    let mut messages = BTreeMap::new();
    for (path, bytes) in assets::files() {
        let Some(name) = path.strip_prefix(&prefix) else {
            continue;
        };
        let text = std::str::from_utf8(bytes).map_err(|_| format!("{path} is not UTF-8"))?;
        let resource = fluent_syntax::parser::parse(text)
            .map_err(|(_, errors)| format!("{path}: {:?}", errors[0].kind))?;
        for entry in resource.body {
            if let Entry::Message(message) = entry {
                let id = message.id.name;
                let value = message
                    .value
                    .as_ref()
                    .ok_or_else(|| format!("{name}: {id} has no value"))?;
                let parts = pattern(value).map_err(|what| format!("{name}: {id}: {what}"))?;
                messages.insert(id.to_string(), parts);
            }
        }
    }
    Ok(json!({ "lang": lang.code(), "messages": messages }))
}

fn pattern(pattern: &Pattern<&str>) -> Result<Value, String> {
    let mut parts = Vec::new();
    for element in &pattern.elements {
        let part = match element {
            PatternElement::TextElement { value } => Value::from(*value),
            PatternElement::Placeable { expression } => expression_part(expression)?,
        };
        // Adjacent pieces of text are one piece.
        match (parts.last_mut(), &part) {
            (Some(Value::String(last)), Value::String(more)) => last.push_str(more),
            _ => parts.push(part),
        }
    }
    Ok(Value::Array(parts))
}

fn expression_part(expression: &Expression<&str>) -> Result<Value, String> {
    match expression {
        Expression::Inline(inline) => inline_part(inline),
        Expression::Select { selector, variants } => {
            let InlineExpression::VariableReference { id } = selector else {
                return Err("a choice must be made by an argument".to_string());
            };
            let mut chosen = Map::new();
            let mut default = None;
            for variant in variants {
                let key = match &variant.key {
                    fluent_syntax::ast::VariantKey::Identifier { name } => *name,
                    fluent_syntax::ast::VariantKey::NumberLiteral { value } => *value,
                };
                if variant.default {
                    default = Some(key);
                }
                chosen.insert(key.to_string(), pattern(&variant.value)?);
            }
            Ok(json!({ "select": id.name, "variants": chosen, "default": default }))
        }
    }
}

fn inline_part(inline: &InlineExpression<&str>) -> Result<Value, String> {
    match inline {
        InlineExpression::VariableReference { id } => Ok(json!({ "var": id.name })),
        InlineExpression::StringLiteral { value } | InlineExpression::NumberLiteral { value } => {
            Ok(Value::from(*value))
        }
        InlineExpression::Placeable { expression } => expression_part(expression),
        _ => Err("only text, arguments and choices by an argument reach the page".to_string()),
    }
}

/// The page's messages in each language, read once (they are part of the binary).
static PAGE_MESSAGES: LazyLock<Vec<(Lang, Result<String, String>)>> = LazyLock::new(|| {
    Lang::ALL
        .iter()
        .map(|&lang| (lang, page_messages(lang).map(|value| value.to_string())))
        .collect()
});

/// The page's messages in `lang` as JSON text.
pub fn page_messages_json(lang: Lang) -> Result<&'static str, &'static str> {
    let (_, found) = PAGE_MESSAGES
        .iter()
        .find(|(l, _)| *l == lang)
        .expect("every language is read");
    found.as_deref().map_err(|error| error.as_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_page_catalogue_reaches_the_page() {
        for lang in Lang::ALL {
            let messages = page_messages(lang).unwrap();
            assert!(messages["messages"].as_object().unwrap().len() > 10);
        }
        let english = page_messages(Lang::En).unwrap();
        assert_eq!(
            english["messages"]["outcome-n"],
            json!(["The player to move wins"])
        );
    }

    #[test]
    fn a_plural_becomes_a_choice_the_page_makes() {
        let resource = "m = { $n ->\n  [one] one move\n *[other] { $n } moves\n}\n";
        let parsed = fluent_syntax::parser::parse(resource).unwrap();
        let Entry::Message(message) = &parsed.body[0] else {
            panic!("a message");
        };
        assert_eq!(
            pattern(message.value.as_ref().unwrap()).unwrap(),
            json!([{"select": "n", "default": "other", "variants": {
                "one": ["one move"], "other": [{"var": "n"}, " moves"]}}])
        );
    }
}
