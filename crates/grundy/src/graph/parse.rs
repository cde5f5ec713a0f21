//! Reading game graphs from text: a plain edge list, or a subset of Graphviz DOT.
//!
//! **Edge list.** One move per line, `FROM TO` (or `FROM -> TO`), names separated by whitespace;
//! a line with a single name declares a vertex (useful for one with no moves and no
//! predecessors); `#` starts a comment that runs to the end of the line; blank lines are ignored.
//! A vertex name is any run of non-blank characters other than `#`.
//!
//! **DOT.** `digraph NAME { a -> b; b -> c -> d; "quoted name" -> e [label="x"]; }`: node and
//! edge statements, chains `a -> b -> c`, groups `a -> {b c}`, subgraphs, ports (`a:n`, ignored)
//! and `//`, `/* */` and `#` comments. Attributes (`[...]`, `node [...]`, `rankdir=LR`) are read
//! and ignored. An undirected `graph { a -- b }` gives moves both ways.
//!
//! Every error names the line and column (both from 1) and what was expected there.

use std::collections::HashMap;
use std::path::Path;

use super::{GameGraph, GraphError};

/// A game graph whose vertices have names, in the order they first appear in the text.
///
/// ```
/// use grundy::graph::NamedGraph;
/// let graph = NamedGraph::parse("# a cycle with an exit\na b\nb a\nb end\n").unwrap();
/// assert_eq!(graph.names(), ["a", "b", "end"]);
/// let b = graph.id("b").unwrap();
/// assert_eq!(graph.graph().followers(b).len(), 2);
/// let dot = NamedGraph::parse("digraph { x -> y -> z; \"a b\" -> x }").unwrap();
/// assert_eq!(dot.names(), ["x", "y", "z", "a b"]);
/// ```
#[derive(Clone, Debug)]
pub struct NamedGraph {
    names: Vec<String>,
    ids: HashMap<String, u32>,
    graph: GameGraph,
}

/// The text formats [`NamedGraph::parse_as`] reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GraphFormat {
    /// `FROM TO` per line.
    EdgeList,
    /// Graphviz DOT.
    Dot,
}

impl GraphFormat {
    /// The format of a file: DOT for the extensions `.dot` and `.gv`, or when the text starts
    /// (after comments) with `digraph`, `graph` or `strict` followed by an optional name and `{`;
    /// otherwise an edge list.
    ///
    /// ```
    /// use grundy::graph::GraphFormat;
    /// assert_eq!(GraphFormat::detect(None, "digraph G {}"), GraphFormat::Dot);
    /// assert_eq!(GraphFormat::detect(None, "graph x\n"), GraphFormat::EdgeList);
    /// ```
    pub fn detect(path: Option<&Path>, text: &str) -> GraphFormat {
        let extension = path
            .and_then(Path::extension)
            .and_then(|extension| extension.to_str())
            .map(str::to_ascii_lowercase);
        if matches!(extension.as_deref(), Some("dot" | "gv")) {
            return GraphFormat::Dot;
        }
        let mut lexer = Lexer::new(text);
        let mut words = Vec::new();
        for _ in 0..4 {
            match lexer.next_token() {
                Ok(Some(token)) => words.push(token.kind),
                _ => break,
            }
        }
        let is_keyword = |kind: &Kind, word: &str| matches!(kind, Kind::Id { text, quoted: false } if text.eq_ignore_ascii_case(word));
        let mut rest = words.as_slice();
        if rest.first().is_some_and(|kind| is_keyword(kind, "strict")) {
            rest = &rest[1..];
        }
        let header = rest
            .first()
            .is_some_and(|kind| is_keyword(kind, "graph") || is_keyword(kind, "digraph"));
        let opens = matches!(
            rest.get(1..),
            Some([Kind::Punct('{'), ..] | [Kind::Id { .. }, Kind::Punct('{'), ..])
        );
        if header && opens {
            GraphFormat::Dot
        } else {
            GraphFormat::EdgeList
        }
    }
}

impl NamedGraph {
    /// Reads a graph, detecting its format from the text (see [`GraphFormat::detect`]).
    pub fn parse(text: &str) -> Result<NamedGraph, GraphError> {
        NamedGraph::parse_as(text, GraphFormat::detect(None, text))
    }

    /// Reads a graph in the given format.
    pub fn parse_as(text: &str, format: GraphFormat) -> Result<NamedGraph, GraphError> {
        let mut builder = Builder::default();
        match format {
            GraphFormat::EdgeList => parse_edge_list(text, &mut builder)?,
            GraphFormat::Dot => DotParser::new(text, &mut builder)?.graph()?,
        }
        builder.finish()
    }

    /// The vertex names, by id.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// The name of vertex `v`.
    pub fn name(&self, v: u32) -> &str {
        &self.names[v as usize]
    }

    /// The id of the vertex called `name`.
    pub fn id(&self, name: &str) -> Option<u32> {
        self.ids.get(name).copied()
    }

    /// The graph itself.
    pub fn graph(&self) -> &GameGraph {
        &self.graph
    }
}

/// Collects names and edges while a text is read.
#[derive(Default)]
struct Builder {
    names: Vec<String>,
    ids: HashMap<String, u32>,
    edges: Vec<(u32, u32)>,
}

impl Builder {
    fn vertex(&mut self, name: &str, line: usize, column: usize) -> Result<u32, GraphError> {
        if let Some(&id) = self.ids.get(name) {
            return Ok(id);
        }
        let id = u32::try_from(self.names.len())
            .ok()
            .filter(|&id| (id as usize) < super::MAX_VERTICES)
            .ok_or_else(|| syntax(line, column, "too many vertices (the limit is 2^32 - 1)"))?;
        self.names.push(name.to_string());
        self.ids.insert(name.to_string(), id);
        Ok(id)
    }

    fn finish(self) -> Result<NamedGraph, GraphError> {
        let graph = GameGraph::from_edges(self.names.len(), &self.edges)?;
        Ok(NamedGraph {
            names: self.names,
            ids: self.ids,
            graph,
        })
    }
}

fn syntax(line: usize, column: usize, message: impl Into<String>) -> GraphError {
    GraphError::Syntax {
        line,
        column,
        message: message.into(),
    }
}

fn parse_edge_list(text: &str, builder: &mut Builder) -> Result<(), GraphError> {
    for (index, raw_line) in text.lines().enumerate() {
        let line = index + 1;
        let content = raw_line.split('#').next().unwrap_or("");
        let mut tokens: Vec<(usize, &str)> = Vec::with_capacity(3);
        let mut start = None;
        for (offset, c) in content.char_indices().chain([(content.len(), ' ')]) {
            match (c.is_whitespace(), start) {
                (false, None) => start = Some(offset),
                (true, Some(from)) => {
                    tokens.push((from, &content[from..offset]));
                    start = None;
                }
                _ => {}
            }
        }
        let column_of = |offset: usize| content[..offset].chars().count() + 1;
        if let [from, (_, "->"), to] = tokens.as_slice() {
            tokens = vec![*from, *to];
        }
        if let Some((offset, _)) = tokens.iter().find(|(_, token)| *token == "->") {
            return Err(syntax(
                line,
                column_of(*offset),
                "expected a vertex name on each side of `->` (`FROM -> TO`)",
            ));
        }
        match tokens.as_slice() {
            [] => {}
            [(offset, name)] => {
                builder.vertex(name, line, column_of(*offset))?;
            }
            [(from_offset, from), (to_offset, to)] => {
                let from = builder.vertex(from, line, column_of(*from_offset))?;
                let to = builder.vertex(to, line, column_of(*to_offset))?;
                builder.edges.push((from, to));
            }
            [_, _, (offset, extra), ..] => {
                return Err(syntax(
                    line,
                    column_of(*offset),
                    format!(
                        "expected at most two vertex names on a line (`FROM TO`, a move), found a third: `{extra}`"
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// A DOT token.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Kind {
    /// An identifier, number, quoted string or HTML string, as its text.
    Id { text: String, quoted: bool },
    /// `->` or `--`.
    Edge { directed: bool },
    /// One of `{ } [ ] ; , = :`.
    Punct(char),
}

#[derive(Clone, Debug)]
struct Token {
    kind: Kind,
    line: usize,
    column: usize,
}

impl Token {
    fn describe(&self) -> String {
        match &self.kind {
            Kind::Id { text, quoted: true } => format!("\"{text}\""),
            Kind::Id { text, .. } => format!("`{text}`"),
            Kind::Edge { directed: true } => "`->`".to_string(),
            Kind::Edge { directed: false } => "`--`".to_string(),
            Kind::Punct(c) => format!("`{c}`"),
        }
    }

    fn is_keyword(&self, word: &str) -> bool {
        matches!(&self.kind, Kind::Id { text, quoted: false } if text.eq_ignore_ascii_case(word))
    }
}

/// Splits DOT text into tokens, tracking lines and columns.
struct Lexer<'a> {
    rest: std::iter::Peekable<std::str::Chars<'a>>,
    line: usize,
    column: usize,
    at_line_start: bool,
}

impl<'a> Lexer<'a> {
    fn new(text: &'a str) -> Self {
        Lexer {
            rest: text.chars().peekable(),
            line: 1,
            column: 1,
            at_line_start: true,
        }
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.rest.next()?;
        if c == '\n' {
            self.line += 1;
            self.column = 1;
            self.at_line_start = true;
        } else {
            self.column += 1;
            if !c.is_whitespace() {
                self.at_line_start = false;
            }
        }
        Some(c)
    }

    fn peek(&mut self) -> Option<char> {
        self.rest.peek().copied()
    }

    /// The character after the next one.
    fn peek_second(&self) -> Option<char> {
        let mut ahead = self.rest.clone();
        ahead.next();
        ahead.next()
    }

    /// Skips blanks and comments.
    fn skip_trivia(&mut self) -> Result<(), GraphError> {
        loop {
            match self.peek() {
                Some(c) if c.is_whitespace() => {
                    self.bump();
                }
                Some('#') if self.at_line_start => self.skip_line(),
                Some('/') if self.peek_second() == Some('/') => self.skip_line(),
                Some('/') if self.peek_second() == Some('*') => {
                    let (line, column) = (self.line, self.column);
                    self.bump();
                    self.bump();
                    let mut previous = ' ';
                    loop {
                        match self.bump() {
                            None => {
                                return Err(syntax(
                                    line,
                                    column,
                                    "this `/*` comment is never closed",
                                ));
                            }
                            Some('/') if previous == '*' => break,
                            Some(c) => previous = c,
                        }
                    }
                }
                _ => return Ok(()),
            }
        }
    }

    fn skip_line(&mut self) {
        while self.peek().is_some_and(|c| c != '\n') {
            self.bump();
        }
    }

    fn next_token(&mut self) -> Result<Option<Token>, GraphError> {
        self.skip_trivia()?;
        let (line, column) = (self.line, self.column);
        let Some(c) = self.peek() else {
            return Ok(None);
        };
        let token = |kind| Ok(Some(Token { kind, line, column }));
        match c {
            '{' | '}' | '[' | ']' | ';' | ',' | '=' | ':' => {
                self.bump();
                token(Kind::Punct(c))
            }
            '-' if matches!(self.peek_second(), Some('>' | '-')) => {
                self.bump();
                let directed = self.bump() == Some('>');
                token(Kind::Edge { directed })
            }
            '"' => {
                self.bump();
                let unclosed = || {
                    syntax(
                        line,
                        column,
                        "this quoted name is never closed (expected `\"`)",
                    )
                };
                let mut text = String::new();
                loop {
                    match self.bump() {
                        None => {
                            return Err(unclosed());
                        }
                        Some('"') => break,
                        Some('\\') => match self.bump() {
                            Some('"') => text.push('"'),
                            Some('\n') => {}
                            Some(other) => {
                                text.push('\\');
                                text.push(other);
                            }
                            None => return Err(unclosed()),
                        },
                        Some(other) => text.push(other),
                    }
                }
                token(Kind::Id { text, quoted: true })
            }
            '<' => {
                // An HTML string: its text is everything between the outer brackets.
                self.bump();
                let mut depth = 1;
                let mut text = String::new();
                loop {
                    match self.bump() {
                        None => {
                            return Err(syntax(
                                line,
                                column,
                                "this `<` (an HTML string) is never closed by `>`",
                            ));
                        }
                        Some('>') if depth == 1 => break,
                        Some(c) => {
                            depth += usize::from(c == '<');
                            depth -= usize::from(c == '>');
                            text.push(c);
                        }
                    }
                }
                token(Kind::Id { text, quoted: true })
            }
            c if c.is_alphanumeric() || c == '_' || c == '.' || c == '-' => {
                let mut text = String::new();
                text.push(c);
                self.bump();
                let numeral = c.is_ascii_digit() || c == '.' || c == '-';
                while let Some(next) = self.peek() {
                    let continues = if numeral {
                        next.is_ascii_digit() || next == '.'
                    } else {
                        next.is_alphanumeric() || next == '_'
                    };
                    if !continues {
                        break;
                    }
                    text.push(next);
                    self.bump();
                }
                if text == "-" || text == "." || text == "-." {
                    return Err(syntax(
                        line,
                        column,
                        format!("expected a name, a number or `->`, found `{text}`"),
                    ));
                }
                token(Kind::Id {
                    text,
                    quoted: false,
                })
            }
            other => Err(syntax(
                line,
                column,
                format!("unexpected `{other}`: expected a name, `->`, or one of {{ }} [ ] ; , = :"),
            )),
        }
    }
}

/// Recursive descent over the DOT grammar (the statements this reader understands).
struct DotParser<'a, 'b> {
    lexer: Lexer<'a>,
    peeked: Option<Token>,
    builder: &'b mut Builder,
    directed: bool,
    /// Where the last token ended, for errors at the end of the text.
    end: (usize, usize),
    /// How many subgraphs enclose the current statement.
    depth: usize,
}

/// The deepest nesting of subgraphs read (deeper input would exhaust the stack of this
/// recursive reader).
const MAX_SUBGRAPH_DEPTH: usize = 100;

impl<'a, 'b> DotParser<'a, 'b> {
    fn new(text: &'a str, builder: &'b mut Builder) -> Result<Self, GraphError> {
        Ok(DotParser {
            lexer: Lexer::new(text),
            peeked: None,
            builder,
            directed: true,
            end: (1, 1),
            depth: 0,
        })
    }

    fn peek(&mut self) -> Result<Option<&Token>, GraphError> {
        if self.peeked.is_none() {
            self.peeked = self.lexer.next_token()?;
        }
        Ok(self.peeked.as_ref())
    }

    fn next(&mut self) -> Result<Option<Token>, GraphError> {
        self.peek()?;
        let token = self.peeked.take();
        self.end = (self.lexer.line, self.lexer.column);
        Ok(token)
    }

    fn error_at(&self, token: Option<&Token>, expected: &str) -> GraphError {
        match token {
            Some(token) => syntax(
                token.line,
                token.column,
                format!("expected {expected}, found {}", token.describe()),
            ),
            None => syntax(
                self.end.0,
                self.end.1,
                format!("expected {expected}, found the end of the file"),
            ),
        }
    }

    fn expect_punct(&mut self, punct: char, expected: &str) -> Result<Token, GraphError> {
        let token = self.next()?;
        match token {
            Some(token) if token.kind == Kind::Punct(punct) => Ok(token),
            other => Err(self.error_at(other.as_ref(), expected)),
        }
    }

    fn peek_is_punct(&mut self, punct: char) -> Result<bool, GraphError> {
        Ok(self
            .peek()?
            .is_some_and(|token| token.kind == Kind::Punct(punct)))
    }

    /// `[strict] (graph | digraph) [ID] { stmt_list }`
    fn graph(mut self) -> Result<(), GraphError> {
        let mut first = self.next()?;
        if first
            .as_ref()
            .is_some_and(|token| token.is_keyword("strict"))
        {
            first = self.next()?;
        }
        match &first {
            Some(token) if token.is_keyword("digraph") => self.directed = true,
            Some(token) if token.is_keyword("graph") => self.directed = false,
            other => {
                return Err(self.error_at(
                    other.as_ref(),
                    "`digraph` (or `graph`) to start a DOT graph",
                ));
            }
        }
        if matches!(
            self.peek()?,
            Some(Token {
                kind: Kind::Id { .. },
                ..
            })
        ) {
            self.next()?;
        }
        self.expect_punct('{', "`{` to open the graph's statements")?;
        self.statements()?;
        match self.next()? {
            None => Ok(()),
            Some(token) => Err(syntax(
                token.line,
                token.column,
                format!(
                    "expected the end of the file after the graph's closing `}}`, found {}",
                    token.describe()
                ),
            )),
        }
    }

    /// Statements up to and including the closing `}`; returns every vertex they mention.
    fn statements(&mut self) -> Result<Vec<u32>, GraphError> {
        let mut mentioned = Vec::new();
        loop {
            let Some(token) = self.peek()?.cloned() else {
                return Err(self.error_at(None, "`}` to close the graph"));
            };
            match &token.kind {
                Kind::Punct('}') => {
                    self.next()?;
                    return Ok(mentioned);
                }
                Kind::Punct(';' | ',') => {
                    self.next()?;
                }
                _ => self.statement(&mut mentioned)?,
            }
        }
    }

    fn statement(&mut self, mentioned: &mut Vec<u32>) -> Result<(), GraphError> {
        let token = self.peek()?.cloned().expect("the caller peeked a token");
        let is_attr_keyword = ["graph", "node", "edge"]
            .iter()
            .any(|word| token.is_keyword(word));
        if is_attr_keyword {
            self.next()?;
            if self.peek_is_punct('[')? {
                return self.attributes();
            }
            let keyword = token.describe();
            let next = self.peek()?.cloned();
            return Err(self.error_at(next.as_ref(), &format!("`[` (attributes) after {keyword}")));
        }
        // `ID = ID`: a graph attribute.
        if matches!(token.kind, Kind::Id { .. }) && !token.is_keyword("subgraph") {
            self.next()?;
            if self.peek_is_punct('=')? {
                self.next()?;
                return self.id("a value after `=`").map(drop);
            }
            let first = self.node_after_id(token)?;
            mentioned.push(first);
            return self.rest_of_edge_or_node(vec![first], mentioned);
        }
        let group = self.operand(mentioned)?;
        self.rest_of_edge_or_node(group, mentioned)
    }

    /// After the first operand: `(-> operand)* [attributes]`.
    fn rest_of_edge_or_node(
        &mut self,
        mut sources: Vec<u32>,
        mentioned: &mut Vec<u32>,
    ) -> Result<(), GraphError> {
        while let Some(Token {
            kind: Kind::Edge { directed },
            line,
            column,
        }) = self.peek()?.cloned()
        {
            if directed != self.directed {
                let (wanted, found) = if self.directed {
                    ("->", "--")
                } else {
                    ("--", "->")
                };
                return Err(syntax(
                    line,
                    column,
                    format!(
                        "expected `{wanted}`: this graph is {}, so its edges are written `{wanted}`, not `{found}`",
                        if self.directed {
                            "a digraph"
                        } else {
                            "undirected"
                        }
                    ),
                ));
            }
            self.next()?;
            let targets = self.operand(mentioned)?;
            for &from in &sources {
                for &to in &targets {
                    self.builder.edges.push((from, to));
                    if !self.directed {
                        self.builder.edges.push((to, from));
                    }
                }
            }
            sources = targets;
        }
        if self.peek_is_punct('[')? {
            self.attributes()?;
        }
        Ok(())
    }

    /// A node name or a subgraph: the vertices it stands for.
    fn operand(&mut self, mentioned: &mut Vec<u32>) -> Result<Vec<u32>, GraphError> {
        let token = self.next()?;
        match token {
            Some(token) if token.is_keyword("subgraph") => {
                if matches!(
                    self.peek()?,
                    Some(Token {
                        kind: Kind::Id { .. },
                        ..
                    })
                ) {
                    self.next()?;
                }
                let open = self.expect_punct('{', "`{` to open the subgraph")?;
                self.subgraph_body(&open, mentioned)
            }
            Some(
                open @ Token {
                    kind: Kind::Punct('{'),
                    ..
                },
            ) => self.subgraph_body(&open, mentioned),
            Some(
                token @ Token {
                    kind: Kind::Id { .. },
                    ..
                },
            ) => {
                let vertex = self.node_after_id(token)?;
                mentioned.push(vertex);
                Ok(vec![vertex])
            }
            other => Err(self.error_at(other.as_ref(), "a vertex name or `{`")),
        }
    }

    fn subgraph_body(
        &mut self,
        open: &Token,
        mentioned: &mut Vec<u32>,
    ) -> Result<Vec<u32>, GraphError> {
        if self.depth == MAX_SUBGRAPH_DEPTH {
            return Err(syntax(
                open.line,
                open.column,
                format!("subgraphs nested more than {MAX_SUBGRAPH_DEPTH} deep"),
            ));
        }
        self.depth += 1;
        let inside = self.statements();
        self.depth -= 1;
        let mut inside = inside?;
        mentioned.extend_from_slice(&inside);
        inside.sort_unstable();
        inside.dedup();
        Ok(inside)
    }

    /// The vertex named by `token`, skipping a port (`:port[:compass]`).
    fn node_after_id(&mut self, token: Token) -> Result<u32, GraphError> {
        let Kind::Id { text, .. } = &token.kind else {
            unreachable!("called with an identifier")
        };
        let vertex = self.builder.vertex(text, token.line, token.column)?;
        for _ in 0..2 {
            if self.peek_is_punct(':')? {
                self.next()?;
                self.id("a port name after `:`")?;
            }
        }
        Ok(vertex)
    }

    fn id(&mut self, expected: &str) -> Result<String, GraphError> {
        match self.next()? {
            Some(Token {
                kind: Kind::Id { text, .. },
                ..
            }) => Ok(text),
            other => Err(self.error_at(other.as_ref(), expected)),
        }
    }

    /// `[ name = value, ... ]` one or more times; read and ignored.
    fn attributes(&mut self) -> Result<(), GraphError> {
        while self.peek_is_punct('[')? {
            self.next()?;
            loop {
                let token = self.next()?;
                match token {
                    Some(Token {
                        kind: Kind::Punct(']'),
                        ..
                    }) => break,
                    Some(Token {
                        kind: Kind::Punct(',' | ';'),
                        ..
                    }) => {}
                    Some(Token {
                        kind: Kind::Id { .. },
                        ..
                    }) => {
                        if self.peek_is_punct('=')? {
                            self.next()?;
                            self.id("an attribute value after `=`")?;
                        }
                    }
                    other => {
                        return Err(
                            self.error_at(other.as_ref(), "an attribute `name=value` or `]`")
                        );
                    }
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn edges_of(graph: &NamedGraph) -> Vec<(String, String)> {
        let mut edges = Vec::new();
        for v in 0..graph.names().len() as u32 {
            for &w in graph.graph().followers(v) {
                edges.push((graph.name(v).to_string(), graph.name(w).to_string()));
            }
        }
        edges.sort();
        edges
    }

    fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
        let mut pairs: Vec<(String, String)> = list
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect();
        pairs.sort();
        pairs
    }

    fn error_at(text: &str) -> (usize, usize, String) {
        match NamedGraph::parse(text).unwrap_err() {
            GraphError::Syntax {
                line,
                column,
                message,
            } => (line, column, message),
            other => panic!("expected a syntax error, got {other:?}"),
        }
    }

    #[test]
    fn edge_lists_with_comments_blank_lines_and_isolated_vertices() {
        let text = "# header\n\na b  # a move\n  b\tc\nlonely\n\nc -> a\na b\n";
        let graph = NamedGraph::parse(text).unwrap();
        assert_eq!(graph.names(), ["a", "b", "c", "lonely"]);
        assert_eq!(
            edges_of(&graph),
            pairs(&[("a", "b"), ("b", "c"), ("c", "a")])
        );
    }

    #[test]
    fn edge_list_errors_name_line_and_column() {
        let (line, column, message) = error_at("a b\n\nx  y z\n");
        assert_eq!((line, column), (3, 6));
        assert!(message.contains("third: `z`"), "{message}");
        let (line, column, message) = error_at("a ->\n");
        assert_eq!((line, column), (1, 3));
        assert!(message.contains("each side of `->`"), "{message}");
    }

    #[test]
    fn dot_statements_chains_groups_and_attributes() {
        let text = r#"
            /* a block
               comment */
            strict digraph "G" {
              rankdir = LR; node [shape=circle, color="red"]
              a -> b -> c [label="x"];  // chain
              c -> {d e}
              "quoted \"name\"" -> a:port:n
              subgraph cluster_0 { f; g -> f }
              h
            # preprocessor line
            }
        "#;
        let graph = NamedGraph::parse(text).unwrap();
        assert_eq!(
            graph.names(),
            ["a", "b", "c", "d", "e", "quoted \"name\"", "f", "g", "h"]
        );
        assert_eq!(
            edges_of(&graph),
            pairs(&[
                ("a", "b"),
                ("b", "c"),
                ("c", "d"),
                ("c", "e"),
                ("quoted \"name\"", "a"),
                ("g", "f")
            ])
        );
    }

    #[test]
    fn undirected_dot_graphs_move_both_ways() {
        let graph = NamedGraph::parse("graph { a -- b }").unwrap();
        assert_eq!(edges_of(&graph), pairs(&[("a", "b"), ("b", "a")]));
    }

    #[test]
    fn dot_errors_name_line_column_and_expectation() {
        let cases = [
            ("digraph { a -> }", (1, 16), "a vertex name or `{`"),
            ("digraph {\n  a -- b\n}", (2, 5), "expected `->`"),
            ("digraph {\n a -> b", (2, 8), "`}` to close the graph"),
            ("digraph { a [label=] }", (1, 20), "an attribute value"),
            ("digraph { \"a -> b }", (1, 11), "never closed"),
            ("digraph { a } b", (1, 15), "end of the file"),
            ("digraph { a ! b }", (1, 13), "unexpected `!`"),
            ("digraph { /* a -> b }", (1, 11), "never closed"),
        ];
        for (text, place, needle) in cases {
            let (line, column, message) = error_at(text);
            assert_eq!((line, column), place, "{text}: {message}");
            assert!(message.contains(needle), "{text}: {message}");
        }
        let deep = format!("digraph {{ {} }}", "{".repeat(100_000));
        let (line, column, message) = error_at(&deep);
        assert_eq!((line, column), (1, 111));
        assert!(message.contains("nested more than 100 deep"), "{message}");
        // A file named .dot is read as DOT even if it does not start like one.
        assert_eq!(
            GraphFormat::detect(Some(Path::new("x.gv")), "a b"),
            GraphFormat::Dot
        );
    }
}
