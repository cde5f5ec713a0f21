//! The message catalogues of every crate stay complete together: each `locales/` directory of
//! the workspace has the same files in every language, each file the same messages, and each
//! translation the same arguments as the English (a translation that drops `{ $heap }` would
//! print a wrong position). Every message the code names exists, and every message exists for
//! some code, so no text is left behind when code changes.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

/// The languages every catalogue directory must have; English is the reference.
const LANGUAGES: [&str; 2] = ["en", "zh"];

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every `locales` directory of the workspace's crates, with the directory whose code names its
/// messages: a crate's `src` for its `locales`, the page's `assets` (JavaScript and HTML) for
/// `assets/locales`.
fn catalogue_dirs() -> Vec<(PathBuf, PathBuf)> {
    let mut dirs = Vec::new();
    for entry in fs::read_dir(workspace().join("crates")).unwrap() {
        let krate = entry.unwrap().path();
        if krate.join("locales").is_dir() {
            dirs.push((krate.join("locales"), krate.join("src")));
        }
        if krate.join("assets/locales").is_dir() {
            dirs.push((krate.join("assets/locales"), krate.join("assets")));
        }
    }
    dirs.sort();
    assert!(dirs.len() >= 3, "{dirs:?}");
    dirs
}

/// A message's arguments, as a sorted set of names.
type Arguments = BTreeSet<String>;

/// The messages of one catalogue file: id → the arguments its value and attributes use.
fn messages(path: &Path) -> BTreeMap<String, Arguments> {
    let text = fs::read_to_string(path).unwrap();
    let resource = match fluent_syntax::parser::parse(text.as_str()) {
        Ok(resource) => resource,
        Err((_, errors)) => {
            let first = &errors[0];
            let line = text[..first.pos.start.min(text.len())]
                .lines()
                .count()
                .max(1);
            panic!("{}:{line}: {:?}", path.display(), first.kind);
        }
    };
    let mut found = BTreeMap::new();
    for entry in resource.body {
        let (id, value, attributes) = match entry {
            Entry::Message(m) => (m.id.name.to_string(), m.value, m.attributes),
            Entry::Term(t) => (format!("-{}", t.id.name), Some(t.value), t.attributes),
            Entry::Junk { content } => panic!("{}: unreadable: {content}", path.display()),
            _ => continue,
        };
        let mut arguments = Arguments::new();
        if let Some(value) = &value {
            pattern_arguments(value, &mut arguments);
        }
        for attribute in &attributes {
            pattern_arguments(&attribute.value, &mut arguments);
            arguments.insert(format!(".{}", attribute.id.name));
        }
        assert!(
            found.insert(id.clone(), arguments).is_none(),
            "{}: {id} is defined twice",
            path.display()
        );
    }
    found
}

fn pattern_arguments(pattern: &Pattern<&str>, found: &mut Arguments) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_arguments(expression, found);
        }
    }
}

fn expression_arguments(expression: &Expression<&str>, found: &mut Arguments) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_arguments(selector, found);
            for variant in variants {
                pattern_arguments(&variant.value, found);
            }
        }
        Expression::Inline(inline) => inline_arguments(inline, found),
    }
}

fn inline_arguments(inline: &InlineExpression<&str>, found: &mut Arguments) {
    match inline {
        InlineExpression::VariableReference { id } => {
            found.insert(format!("${}", id.name));
        }
        InlineExpression::Placeable { expression } => expression_arguments(expression, found),
        InlineExpression::FunctionReference { arguments, .. } => {
            for positional in &arguments.positional {
                inline_arguments(positional, found);
            }
        }
        _ => {}
    }
}

/// The catalogue files of one language directory, by name.
fn files(dir: &Path) -> BTreeMap<String, BTreeMap<String, Arguments>> {
    let mut files = BTreeMap::new();
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        assert_eq!(
            path.extension().and_then(|e| e.to_str()),
            Some("ftl"),
            "{} is not a Fluent catalogue (.ftl)",
            path.display()
        );
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        files.insert(name, messages(&path));
    }
    files
}

/// Every source file under `dir` (Rust, JavaScript, HTML), concatenated.
fn source_text(dir: &Path) -> String {
    let mut text = String::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(dir) = pending.pop() {
        for entry in fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                pending.push(path);
            } else if path
                .extension()
                .is_some_and(|e| e == "rs" || e == "js" || e == "html")
            {
                text.push_str(&fs::read_to_string(&path).unwrap());
            }
        }
    }
    text
}

/// The message ids the code names: the first string literal of each `tr!(` and `t!(` (Rust)
/// or `t(` and `tNodes(` (the page's JavaScript), and the ids of the page's `data-i18n="id"`
/// and `data-i18n-attrs="attribute=id, …"`.
fn ids_in_code(source: &str) -> BTreeSet<String> {
    let is_id =
        |id: &str| !id.is_empty() && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
    let mut ids = BTreeSet::new();
    for marker in ["tr!(", "t!(", "t(", "tNodes("] {
        for (at, _) in source.match_indices(marker) {
            let before = source[..at].chars().next_back().unwrap_or(' ');
            if before.is_alphanumeric() || before == '_' {
                continue; // `assert!(` is not `t!(`, nor `split(` `t(`
            }
            let rest = source[at + marker.len()..].trim_start();
            if let Some(literal) = rest.strip_prefix('"') {
                let id = &literal[..literal.find('"').unwrap_or(0)];
                if is_id(id) {
                    ids.insert(id.to_string());
                }
            }
        }
    }
    for (at, _) in source.match_indices("data-i18n=\"") {
        let rest = &source[at + "data-i18n=\"".len()..];
        let id = &rest[..rest.find('"').unwrap_or(0)];
        if is_id(id) {
            ids.insert(id.to_string());
        }
    }
    for (at, _) in source.match_indices("data-i18n-attrs=\"") {
        let rest = &source[at + "data-i18n-attrs=\"".len()..];
        for pair in rest[..rest.find('"').unwrap_or(0)].split(',') {
            if let Some((_, id)) = pair.split_once('=') {
                ids.insert(id.trim().to_string());
            }
        }
    }
    ids
}

#[test]
fn every_language_has_every_message_with_the_same_arguments() {
    for (locales, _) in catalogue_dirs() {
        let english = files(&locales.join("en"));
        assert!(
            !english.is_empty(),
            "{} has no catalogue",
            locales.display()
        );
        for language in &LANGUAGES[1..] {
            let other = files(&locales.join(language));
            let names = |files: &BTreeMap<String, _>| files.keys().cloned().collect::<Vec<_>>();
            assert_eq!(
                names(&english),
                names(&other),
                "{}: the files of en and {language} differ",
                locales.display()
            );
            for (file, messages) in &english {
                let translated = &other[file];
                for (id, arguments) in messages {
                    let Some(theirs) = translated.get(id) else {
                        panic!("{language}/{file} lacks the message {id}");
                    };
                    assert_eq!(
                        arguments, theirs,
                        "{language}/{file}: {id} has other arguments than in English"
                    );
                }
                for id in translated.keys() {
                    assert!(
                        messages.contains_key(id),
                        "{language}/{file} has {id}, which en/{file} lacks"
                    );
                }
            }
        }
    }
}

#[test]
fn every_message_the_code_names_exists_and_every_message_is_named() {
    for (locales, src) in catalogue_dirs() {
        let defined: BTreeSet<String> = files(&locales.join("en"))
            .into_values()
            .flat_map(BTreeMap::into_keys)
            .collect();
        let source = source_text(&src);
        let named = ids_in_code(&source);
        let missing: Vec<_> = named.difference(&defined).collect();
        assert!(
            missing.is_empty(),
            "{}: the code names messages no catalogue has: {missing:?}",
            src.display()
        );
        // A message may also be named as a plain string (chosen at run time), so an unused one
        // is one whose id appears nowhere in the code.
        let unused: Vec<_> = defined
            .iter()
            .filter(|id| {
                !id.starts_with('-')
                    && !named.contains(*id)
                    && !source.contains(&format!("\"{id}\""))
            })
            .collect();
        assert!(
            unused.is_empty(),
            "{}: messages no code names: {unused:?}",
            locales.display()
        );
    }
}

#[test]
fn the_library_catalogue_reads_and_speaks_both_languages() {
    use grundy::i18n::{Lang, text};
    assert_eq!(text(Lang::En, "outcome-p", &[]), "the player to move loses");
    assert_eq!(text(Lang::Zh, "outcome-n", &[]), "先手必胜");
    let mex = |lang| {
        text(
            lang,
            "mex-explain",
            &[
                ("term", "g(4)".into()),
                ("value", 2u32.into()),
                ("options", "g(3) = 0, g(2) = 1".into()),
                ("more", 3u32.into()),
            ],
        )
    };
    assert_eq!(
        mex(Lang::En),
        "g(4) has value 2, the smallest value not among its options (g(3) = 0, g(2) = 1 and 3 more)."
    );
    assert!(mex(Lang::Zh).contains("另有 3 个"), "{}", mex(Lang::Zh));
}
