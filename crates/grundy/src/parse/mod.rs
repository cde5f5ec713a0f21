//! Reading game expressions: positions such as `nim(3,4,5) + sub[1,3,4](10)` and families such
//! as `bash[3]`.
//!
//! A [`Parser`] says what an expression may refer to. The command line reads files named in
//! expressions (`script[FILE]`, `graph[FILE]`); a server answering strangers must not, and
//! takes a game's rules inline instead, as the family `rules`. [`parse`] and [`parse_family`]
//! are the command line's parser, [`Parser::new`].
//!
//! Families that hold expressions of their own (`every(EXPR)`) parse them with the same parser,
//! which they are given when they are built ([`Parser::nested`]); a family that reads a file
//! (`nodekayles(file:PATH)`) is told whether it may. [`registry`] lists the families by name.

use std::sync::Arc;

use crate::budget::tr;
use crate::expr::{self, ParseError};
use crate::family::AnyFamily;
use crate::games::ReadSum;
#[cfg(feature = "scripting")]
use crate::games::ScriptFamily;
#[cfg(feature = "scripting")]
use crate::script::{Script, ScriptError};
use crate::sum::{Sum, Term};

pub mod registry;

/// The name of inline rules in expressions (see [`Parser::with_rules`]).
pub(crate) const RULES_NAME: &str = "rules";

/// What an expression may refer to: files, and inline rules.
///
/// ```
/// use grundy::parse::Parser;
///
/// // Rules given inline are the family `rules`: here the subtraction game {1, 2}.
/// let rules = "fn moves(n) { let m = []; for k in [1, 2] { if k <= n { m.push(n - k); } } m }";
/// let parser = Parser::new().without_files().with_rules(rules).unwrap();
/// let position = parser.parse("rules(7) + nim(1)").unwrap();
/// assert_eq!(position.nimber().unwrap(), 0u32.into());
/// assert_eq!(position.to_string(), "rules(7) + nim(1)");
///
/// // Without files, a file reference is an error at its column.
/// let error = parser.parse("nim(1) + script[/etc/passwd](1)").unwrap_err();
/// assert_eq!(error.column, 10);
/// assert!(error.message.contains("not allowed here"));
/// ```
#[derive(Clone)]
pub struct Parser {
    files: bool,
    /// Families given to this parser by name, beside the registry's: inline rules, or games
    /// whose rules are host-language functions.
    games: Vec<(String, Arc<dyn AnyFamily>)>,
    /// The source of the inline rules, compiled again for `rules[P=3]`.
    #[cfg(feature = "scripting")]
    rules_source: Option<Arc<str>>,
}

impl std::fmt::Debug for Parser {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Parser")
            .field("files", &self.files)
            .field(
                "games",
                &self.games.iter().map(|(name, _)| name).collect::<Vec<_>>(),
            )
            .finish()
    }
}

impl Default for Parser {
    fn default() -> Self {
        Parser::new()
    }
}

impl Parser {
    /// The command line's parser: files named in expressions are read, no inline rules.
    pub fn new() -> Parser {
        Parser {
            files: true,
            games: Vec::new(),
            #[cfg(feature = "scripting")]
            rules_source: None,
        }
    }

    /// The same parser, refusing every expression that names a file (`script[FILE]`,
    /// `graph[FILE]`), at any depth.
    pub fn without_files(mut self) -> Parser {
        self.files = false;
        self
    }

    /// The same parser, with the Rhai script `source` as the family `RULES_NAME` (`rules`):
    /// `rules(10)`, `rules(3,4)`, and `rules` alone as a family for sequences and tables.
    /// The script is compiled here; its errors name it `rules`, with line and column.
    #[cfg(feature = "scripting")]
    pub fn with_rules(self, source: &str) -> Result<Parser, ScriptError> {
        let mut parser = self;
        parser.rules_source = Some(Arc::from(source));
        // Rules reading a parameter compile only when it is given (`rules[P=3]`).
        match Script::compile(RULES_NAME, source) {
            Ok(script) => {
                let family = Arc::new(ScriptFamily::named(RULES_NAME, script));
                Ok(parser.with_named(RULES_NAME, family))
            }
            // Inline rules that read a name nothing defines compile when their expression gives
            // it as a parameter (`rules[P=3]`).
            Err(ScriptError {
                undefined: Some(_), ..
            }) => Ok(parser),
            Err(error) => Err(error),
        }
    }

    /// The same parser, with `family` known as `name` (a lowercase identifier that is not the
    /// name of a family of the [registry]): how the Python package makes a game of a
    /// function.
    ///
    /// ```
    /// use std::sync::Arc;
    /// use grundy::games::ScriptFamily;
    /// use grundy::parse::Parser;
    /// use grundy::script::Script;
    ///
    /// let take_1_2 = "fn moves(n) { let m = []; for k in [1, 2] { if k <= n { m.push(n - k); } } m }";
    /// let script = Script::compile("take12", take_1_2).unwrap();
    /// let parser = Parser::new()
    ///     .with_game("take12", Arc::new(ScriptFamily::named("take12", script)))
    ///     .unwrap();
    /// assert_eq!(parser.parse("take12(5)").unwrap().nimber().unwrap(), 2u32.into());
    /// assert!(Parser::new().with_game("nim", parser.parse_family("take12").unwrap()).is_err());
    /// ```
    pub fn with_game(self, name: &str, family: Arc<dyn AnyFamily>) -> Result<Parser, ParseError> {
        let mut chars = name.chars();
        let identifier = chars
            .next()
            .is_some_and(|first| first.is_ascii_lowercase() || first == '_')
            && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
        if !identifier || name.len() > 64 {
            return Err(ParseError::new(
                1,
                tr!("parse-bad-game-name", name = crate::excerpt::quote(name)),
            ));
        }
        if registry::FAMILIES.iter().any(|info| info.name == name) {
            return Err(ParseError::new(1, tr!("parse-name-taken", name = name)));
        }
        Ok(self.with_named(name, family))
    }

    fn with_named(mut self, name: &str, family: Arc<dyn AnyFamily>) -> Parser {
        self.games.retain(|(known, _)| known != name);
        self.games.push((name.to_string(), family));
        self
    }

    /// Whether expressions may name files.
    pub(crate) fn reads_files(&self) -> bool {
        self.files
    }

    /// This parser as a reader of nested expressions, for families that hold expressions of
    /// their own (`every(EXPR)`): they read them under the same policy and inline rules.
    pub fn nested(&self) -> ReadSum {
        let parser = self.clone();
        Arc::new(move |source: &str| parser.parse(source))
    }

    /// Parses a position: a sum of terms `name[params](args)` joined by `+`.
    ///
    /// ```
    /// use grundy::parse::Parser;
    /// let position = Parser::new().parse("nim(3,4,5) + bash[3](10)").unwrap();
    /// assert_eq!(position.len(), 4);
    /// assert_eq!(Parser::new().parse("nim(3,,4)").unwrap_err().column, 7);
    /// ```
    pub fn parse(&self, source: &str) -> Result<Sum, ParseError> {
        let mut terms = Vec::new();
        for syntax in expr::split_terms(source)? {
            let family = self.family(&syntax)?;
            let Some(args) = &syntax.args else {
                let after_name = syntax.name.column + syntax.name.text.chars().count();
                return Err(ParseError::new(
                    after_name,
                    tr!("parse-expected-position", family = family.name()),
                ));
            };
            terms.push(Term {
                name: family.name(),
                components: family.components(&args.items)?,
            });
        }
        Ok(Sum::from_terms(terms))
    }

    /// Parses a family written without a position, such as `sub[1,3,4]` (for sequences and
    /// tables).
    ///
    /// ```
    /// use grundy::parse::Parser;
    /// let family = Parser::new().parse_family("bash[3]").unwrap();
    /// assert_eq!(family.name(), "bash[3]");
    /// assert!(Parser::new().parse_family("bash[3](10)").is_err());
    /// ```
    pub fn parse_family(&self, source: &str) -> Result<Arc<dyn AnyFamily>, ParseError> {
        let terms = expr::split_terms(source)?;
        if let Some(second) = terms.get(1) {
            return Err(second.name.error(tr!("parse-one-family")));
        }
        let term = &terms[0];
        if let Some(args) = &term.args {
            let name = source[..source.find('(').unwrap_or(source.len())].trim();
            return Err(ParseError::new(
                args.column,
                tr!("games-family-only", name = crate::excerpt::quote(name)),
            ));
        }
        self.family(term)
    }

    /// The family a term names: one given to this parser, or a family of the [registry](registry),
    /// unless it reads a file and files are refused.
    fn family(&self, term: &expr::TermSyntax) -> Result<Arc<dyn AnyFamily>, ParseError> {
        let name = &term.name;
        #[cfg(feature = "scripting")]
        if name.text == RULES_NAME
            && let Some(source) = &self.rules_source
        {
            let compiled = self.games.iter().any(|(known, _)| known == RULES_NAME);
            if term.params.is_some() || !compiled {
                // Rules with parameters are compiled for each set of them; rules that did not
                // compile without any are compiled again here, to report why at this term.
                let (items, column) = term
                    .params
                    .as_ref()
                    .map_or((&[][..], name.column), |p| (&p.items[..], p.column));
                let parameters = crate::games::read_parameters(items)?;
                let script = Script::compile_with(
                    RULES_NAME,
                    source,
                    crate::script::Limits::default(),
                    &parameters,
                )
                .map_err(|error| ParseError::new(column, error.to_string()))?;
                let written = if parameters.is_empty() {
                    RULES_NAME.to_string()
                } else {
                    format!("{RULES_NAME}[{parameters}]")
                };
                return Ok(Arc::new(ScriptFamily::named(written, script)));
            }
        }
        if let Some((_, family)) = self.games.iter().find(|(known, _)| known == name.text) {
            if let Some(params) = &term.params {
                return Err(ParseError::new(
                    params.column,
                    tr!("games-no-brackets", name = name.text),
                ));
            }
            return Ok(Arc::clone(family));
        }
        if name.text == RULES_NAME {
            return Err(name.error(tr!("parse-no-rules-given")));
        }
        let info = registry::info(term)?;
        if info.reads_files && !self.files {
            return Err(name.error(tr!(
                "parse-no-files",
                family = info.name,
                rules = RULES_NAME
            )));
        }
        registry::build(info, self, term)
    }
}

/// Parses a game expression such as `nim(3,4,5) + sub[1,3,4](10)` with the command line's
/// parser, [`Parser::new`].
///
/// ```
/// let position = grundy::parse("nim(3,4,5)").unwrap();
/// assert_eq!(position.to_string(), "nim(3,4,5)");
/// assert_eq!(grundy::parse("nim(3,,4)").unwrap_err().column, 7);
/// ```
pub fn parse(source: &str) -> Result<Sum, ParseError> {
    Parser::new().parse(source)
}

/// Parses a family written without a position, such as `sub[1,3,4]`, with the command line's
/// parser, [`Parser::new`].
///
/// ```
/// let family = grundy::parse_family("bash[3]").unwrap();
/// assert_eq!(family.name(), "bash[3]");
/// assert!(grundy::parse_family("bash[3](10)").is_err());
/// ```
pub fn parse_family(source: &str) -> Result<Arc<dyn AnyFamily>, ParseError> {
    Parser::new().parse_family(source)
}

#[cfg(test)]
mod tests {
    use super::*;

    const TAKE_1_2: &str =
        "fn moves(n) { let m = []; for k in [1, 2] { if k <= n { m.push(n - k); } } m }";

    #[test]
    fn file_references_are_refused_at_any_depth() {
        let parser = Parser::new().without_files();
        for (source, column) in [
            ("script[/etc/passwd](1)", 1),
            ("graph[/etc/passwd](a)", 1),
            ("nim(1) + graph[x](a)", 10),
            ("every(nim(2) + script[x](1))", 16),
            ("every(every(graph[x](a)))", 13),
        ] {
            let error = parser.parse(source).unwrap_err();
            assert_eq!(error.column, column, "{source}: {error:?}");
            assert!(
                error.message.contains("reads a file"),
                "{source}: {error:?}"
            );
        }
        assert!(parser.parse_family("script[x]").is_err());
        // The command line's parser reads them (and reports the missing file instead).
        let error = Parser::new()
            .parse("script[/no/such/file.rhai](1)")
            .unwrap_err();
        assert!(
            error.message.contains("cannot read the script"),
            "{error:?}"
        );
    }

    #[test]
    fn nested_expressions_keep_their_parser_and_the_shorthand_knows_no_rules() {
        let parser = Parser::new().without_files().with_rules(TAKE_1_2).unwrap();
        // `rules(4)` (take 1 or 2 from 4) has value 1; inside `every` it is read by the same parser.
        let every = parser.parse("every(rules(4))").unwrap();
        assert_eq!(every.outcome().unwrap(), crate::Outcome::N);
        let error = parser.parse("every(nim(1) + graph[x](a))").unwrap_err();
        assert!(error.message.contains("reads a file"), "{error:?}");
        // The shorthand knows no rules outside a parser's work.
        let error = crate::parse("rules(4)").unwrap_err();
        assert!(error.message.contains("none were given"), "{error:?}");
    }

    #[test]
    fn inline_rules_agree_with_the_game_they_describe() {
        let parser = Parser::new().with_rules(TAKE_1_2).unwrap();
        let family = parser.parse_family("rules").unwrap();
        assert_eq!(family.name(), "rules");
        let bash = crate::parse_family("bash[2]").unwrap();
        for n in 0..30u32 {
            let rules = parser.parse(&format!("rules({n})")).unwrap();
            let heap = crate::parse(&format!("bash[2]({n})")).unwrap();
            assert_eq!(rules.nimber().unwrap(), heap.nimber().unwrap(), "heap {n}");
        }
        assert_eq!(bash.name(), "bash[2]");
        // Moves are written so that they parse again with the same parser.
        let moves = parser
            .parse("rules(5) + nim(2)")
            .unwrap()
            .winning_moves()
            .unwrap();
        for m in moves {
            let again = parser.parse(&m.to.to_string()).unwrap();
            assert_eq!(again.nimber().unwrap(), 0u32.into());
        }
        // In brackets, inline rules take parameters only, written NAME=INTEGER.
        let error = parser.parse("rules[3](1)").unwrap_err();
        assert_eq!(error.column, 7);
        assert!(error.message.contains("NAME=INTEGER"), "{error}");
    }

    #[test]
    fn rule_errors_name_their_line() {
        let error = Parser::new()
            .with_rules("fn moves(n) {\n  [n - ]\n}")
            .unwrap_err();
        assert_eq!((error.file.as_str(), error.line), ("rules", Some(2)));
        let error = Parser::new().with_rules("fn start() { 1 }").unwrap_err();
        assert!(error.message.contains("fn moves"), "{error:?}");
    }
}
