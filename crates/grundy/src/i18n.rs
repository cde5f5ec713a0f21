//! Texts for people in English and Simplified Chinese: the message catalogues and the language a
//! computation writes in.
//!
//! Every sentence grundy writes for a person (a family's rules, why a position has its value,
//! the nim-sum reasoning, a move described, a prompt) is a message of a [Project
//! Fluent](https://projectfluent.org/) catalogue: `locales/en/*.ftl` and `locales/zh/*.ftl`
//! beside this crate, one file per subject and the same files in each language. The code names
//! a message and its arguments (`tr!("nim-explain", heap = 5)`, the macro
//! [`budget`](crate::budget) defines); the catalogue of the language
//! says how it reads, plurals included. A test fails when a message is in one catalogue and not
//! the other, or when a translation drops or invents an argument, so the languages stay
//! complete together.
//!
//! The language belongs to the computation, as its limits do: a front end sets it on the
//! budget's [context](crate::budget::Context::set_language) (`--lang zh`, `?lang=zh`,
//! `explain(…, lang="zh")`) and everything computed under that budget writes in it. English is
//! the default.
//!
//! The Chinese catalogue uses the words of the course notes grundy grew from: 先手必胜 (an
//! N-position), 先手必败 (a P-position), SG值 (the Sprague–Grundy value), mex, 异或和 (nim-sum),
//! 后继状态 (option).
//!
//! ```
//! use grundy::budget::Budget;
//! use grundy::i18n::Lang;
//!
//! assert_eq!(Lang::from_tag("zh_CN.UTF-8"), Some(Lang::Zh));
//! let budget = Budget::default();
//! budget.context().set_language(Lang::Zh);
//! let text = budget.run(|| grundy::parse("nim(1,1)").unwrap().explain().unwrap());
//! assert!(text.contains("先手必败"));
//! ```

use std::borrow::Cow;
use std::fmt;
use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use num_bigint::BigUint;

include!(concat!(env!("OUT_DIR"), "/catalogues.rs"));

/// A language grundy writes in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English, the default.
    #[default]
    En,
    /// Simplified Chinese (简体中文).
    Zh,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Zh];

    /// The language's code, as `--lang`, `?lang=` and the catalogue directories spell it.
    ///
    /// ```
    /// assert_eq!(grundy::i18n::Lang::Zh.code(), "zh");
    /// ```
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh",
        }
    }

    /// The language of a language tag (`zh`, `zh-CN`, `en-GB`) or a POSIX locale
    /// (`zh_CN.UTF-8`, `en_US`, `C`), by its primary language; `None` for one grundy does not
    /// write in. `C` and `POSIX` are English.
    ///
    /// ```
    /// use grundy::i18n::Lang;
    /// assert_eq!(Lang::from_tag("zh-Hans-CN"), Some(Lang::Zh));
    /// assert_eq!(Lang::from_tag("en_GB.UTF-8"), Some(Lang::En));
    /// assert_eq!(Lang::from_tag("C.UTF-8"), Some(Lang::En));
    /// assert_eq!(Lang::from_tag("fr_FR"), None);
    /// ```
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default()
            .trim()
            .to_ascii_lowercase();
        match primary.as_str() {
            "en" | "c" | "posix" => Some(Lang::En),
            "zh" => Some(Lang::Zh),
            _ => None,
        }
    }

    /// The language a browser prefers among grundy's, from an `Accept-Language` header
    /// (`zh-CN,zh;q=0.9,en;q=0.8`): the one of highest weight, the first listed on a tie;
    /// `None` when the header names none of them.
    ///
    /// ```
    /// use grundy::i18n::Lang;
    /// assert_eq!(Lang::from_accept_language("fr;q=1, zh-TW;q=0.8, en;q=0.5"), Some(Lang::Zh));
    /// assert_eq!(Lang::from_accept_language("de"), None);
    /// ```
    pub fn from_accept_language(header: &str) -> Option<Lang> {
        let mut best: Option<(Lang, f32)> = None;
        for item in header.split(',') {
            let mut parts = item.split(';');
            let Some(lang) = parts.next().and_then(Lang::from_tag) else {
                continue;
            };
            let weight = parts
                .find_map(|p| p.trim().strip_prefix("q="))
                .map_or(Some(1.0), |q| q.trim().parse::<f32>().ok())
                .unwrap_or(0.0);
            if weight > 0.0 && best.is_none_or(|(_, w)| weight > w) {
                best = Some((lang, weight));
            }
        }
        best.map(|(lang, _)| lang)
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl std::str::FromStr for Lang {
    type Err = String;

    /// Reads a language code or tag (`en`, `zh`, `zh-CN`).
    fn from_str(text: &str) -> Result<Lang, String> {
        Lang::from_tag(text).ok_or_else(|| {
            let known: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
            format!("no language {text:?} (known: {})", known.join(", "))
        })
    }
}

/// A value given to a message: text, or an integer (which a message may choose a plural by).
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Text, inserted as it is (an expression, a value of any size written out).
    Text(String),
    /// An integer small enough to be exact as a Fluent number (below 2^53).
    Count(i64),
}

/// The largest integer a Fluent number (an f64) holds exactly.
const EXACT_COUNT: u64 = 1 << 53;

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_string())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<&String> for Arg {
    fn from(text: &String) -> Arg {
        Arg::Text(text.clone())
    }
}

impl From<u64> for Arg {
    fn from(n: u64) -> Arg {
        if n < EXACT_COUNT {
            Arg::Count(n as i64)
        } else {
            Arg::Text(n.to_string())
        }
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::from(n as u64)
    }
}

impl From<u32> for Arg {
    fn from(n: u32) -> Arg {
        Arg::Count(i64::from(n))
    }
}

impl From<&BigUint> for Arg {
    fn from(n: &BigUint) -> Arg {
        match u64::try_from(n) {
            Ok(small) => Arg::from(small),
            Err(_) => Arg::Text(n.to_string()),
        }
    }
}

impl From<BigUint> for Arg {
    fn from(n: BigUint) -> Arg {
        Arg::from(&n)
    }
}

/// A set of message catalogues, one Fluent bundle per language: the library's
/// ([`Catalogue::library`]) or a front end's own (its prompts and hints).
pub struct Catalogue {
    bundles: Vec<(Lang, FluentBundle<FluentResource>)>,
}

impl fmt::Debug for Catalogue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let languages: Vec<Lang> = self.bundles.iter().map(|(lang, _)| *lang).collect();
        f.debug_struct("Catalogue")
            .field("languages", &languages)
            .finish_non_exhaustive()
    }
}

/// A catalogue file that does not read: its name and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("message catalogue {file} ({language}): {problem}")]
pub struct CatalogueError {
    /// The language directory.
    pub language: String,
    /// The file.
    pub file: String,
    /// What is wrong, with the line where it can be told.
    pub problem: String,
}

impl Catalogue {
    /// The catalogues given as `(language code, file name, Fluent text)`; files of one language
    /// add up to one bundle. A language code grundy does not know, a syntax error or a message
    /// defined twice is an error naming the file (and line).
    ///
    /// ```
    /// use grundy::i18n::{Catalogue, Lang};
    /// let catalogue = Catalogue::new(&[
    ///     ("en", "hello.ftl", "hello = Hello, { $name }!"),
    ///     ("zh", "hello.ftl", "hello = 你好，{ $name }！"),
    /// ])
    /// .unwrap();
    /// assert_eq!(catalogue.format(Lang::Zh, "hello", &[("name", "grundy".into())]), "你好，grundy！");
    /// ```
    pub fn new(sources: &[(&str, &str, &str)]) -> Result<Catalogue, CatalogueError> {
        let mut bundles: Vec<(Lang, FluentBundle<FluentResource>)> = Vec::new();
        for &(code, file, text) in sources {
            let problem = |problem: String| CatalogueError {
                language: code.to_string(),
                file: file.to_string(),
                problem,
            };
            let lang = Lang::from_tag(code)
                .filter(|lang| lang.code() == code)
                .ok_or_else(|| problem("not a language grundy writes in".to_string()))?;
            let resource = FluentResource::try_new(text.to_string()).map_err(|(_, errors)| {
                let first = &errors[0];
                let line = text[..first.pos.start.min(text.len())]
                    .lines()
                    .count()
                    .max(1);
                problem(format!("line {line}: {:?}", first.kind))
            })?;
            let index = match bundles.iter().position(|(l, _)| *l == lang) {
                Some(index) => index,
                None => {
                    let id: unic_langid::LanguageIdentifier = code
                        .parse()
                        .expect("the codes of Lang are language identifiers");
                    let mut bundle = FluentBundle::new_concurrent(vec![id]);
                    // Unicode isolation marks would end up in terminals and JSON.
                    bundle.set_use_isolating(false);
                    bundles.push((lang, bundle));
                    bundles.len() - 1
                }
            };
            bundles[index]
                .1
                .add_resource(resource)
                .map_err(|errors| problem(format!("{}", errors[0])))?;
        }
        Ok(Catalogue { bundles })
    }

    /// The library's own catalogues (`locales/` beside this crate), embedded in the binary.
    pub fn library() -> &'static Catalogue {
        &LIBRARY
    }

    /// The message `id` in `lang` with its arguments. A message missing in `lang` falls back
    /// to English and, missing there too, is written as its id (the catalogue tests make both
    /// impossible for the library's messages).
    pub fn format(&self, lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
        for lang in [lang, Lang::En] {
            let Some(bundle) = self.bundle(lang) else {
                continue;
            };
            let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
                continue;
            };
            let mut fluent_args = FluentArgs::with_capacity(args.len());
            for (name, value) in args {
                let value = match value {
                    Arg::Text(text) => FluentValue::String(Cow::Borrowed(text.as_str())),
                    Arg::Count(n) => FluentValue::from(*n),
                };
                fluent_args.set(*name, value);
            }
            let mut errors = Vec::new();
            return bundle
                .format_pattern(pattern, Some(&fluent_args), &mut errors)
                .into_owned();
        }
        id.to_string()
    }

    fn bundle(&self, lang: Lang) -> Option<&FluentBundle<FluentResource>> {
        self.bundles
            .iter()
            .find(|(l, _)| *l == lang)
            .map(|(_, bundle)| bundle)
    }
}

/// The library's catalogues, read once: they are part of the program, like a constant table.
static LIBRARY: LazyLock<Catalogue> = LazyLock::new(|| {
    // The catalogue tests read every file, so a broken one fails them before it can ship.
    Catalogue::new(SOURCES).unwrap_or_else(|error| panic!("{error}"))
});

/// The library's message `id` in `lang`, with its arguments.
///
/// ```
/// use grundy::i18n::{text, Lang};
/// assert_eq!(text(Lang::Zh, "outcome-p", &[]), "先手必败");
/// ```
pub fn text(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    LIBRARY.format(lang, id, args)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_count_beyond_an_exact_float_is_written_as_text() {
        assert_eq!(Arg::from(u64::MAX), Arg::Text(u64::MAX.to_string()));
        assert_eq!(Arg::from((1u64 << 53) - 1), Arg::Count((1 << 53) - 1));
        let catalogue = Catalogue::new(&[("en", "n.ftl", "n = { $n }")]).unwrap();
        let huge = BigUint::from(3u32).pow(80);
        assert_eq!(
            catalogue.format(Lang::En, "n", &[("n", Arg::from(&huge))]),
            huge.to_string()
        );
    }

    #[test]
    fn a_broken_catalogue_names_its_file_and_line() {
        let error = Catalogue::new(&[("zh", "x.ftl", "a = 1\nb = { $\n")]).unwrap_err();
        assert_eq!(error.file, "x.ftl");
        assert!(error.problem.starts_with("line 2"), "{error}");
        let error = Catalogue::new(&[("fr", "x.ftl", "a = 1")]).unwrap_err();
        assert!(error.to_string().contains("not a language"), "{error}");
    }

    #[test]
    fn a_missing_translation_falls_back_to_english() {
        let catalogue =
            Catalogue::new(&[("en", "a.ftl", "a = A"), ("zh", "a.ftl", "b = 乙")]).unwrap();
        assert_eq!(catalogue.format(Lang::Zh, "a", &[]), "A");
        assert_eq!(catalogue.format(Lang::Zh, "c", &[]), "c");
    }

    #[test]
    fn plurals_follow_the_language() {
        let catalogue = Catalogue::new(&[(
            "en",
            "m.ftl",
            "moves = { $n -> \n  [one] one move\n *[other] { $n } moves\n}",
        )])
        .unwrap();
        assert_eq!(
            catalogue.format(Lang::En, "moves", &[("n", 1u32.into())]),
            "one move"
        );
        assert_eq!(
            catalogue.format(Lang::En, "moves", &[("n", 5u32.into())]),
            "5 moves"
        );
    }
}
