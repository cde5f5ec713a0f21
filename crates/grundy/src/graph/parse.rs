//! Reading game graphs from text: a plain edge list, or a subset of Graphviz DOT.
//!
//! **Edge list.** One move per line, `FROM TO` (or `FROM -> TO`; `FROM -- TO` is a move each
//! way, an undirected edge), names separated by whitespace;
//! a line with a single name declares a vertex (useful for one with no moves and no
//! predecessors); `#` starts a comment that runs to the end of the line; blank lines are ignored.
//! A vertex name is any run of non-blank characters other than `#`.
//!
//! **DOT.** `digraph NAME { a -> b; b -> c -> d; "quoted name" -> e [label="x"]; }`: node and
//! edge statements, chains `a -> b -> c`, groups `a -> {b c}`, subgraphs (nested to any depth),
//! ports (`a:n`, ignored) and `//`, `/* */` and `#` comments. Attributes (`[...]`,
//! `node [...]`, `rankdir=LR`) are read and ignored. An undirected `graph { a -- b }` gives
//! moves both ways.
//!
//! **Limits.** Files are read a block at a time, never whole, up to [`MAX_GRAPH_BYTES`]; a
//! vertex name has at most [`MAX_NAME_CHARS`] characters; the graph being built is held to the
//! memory limit of the [`Budget`] entered on the thread, which can also cancel the reading.
//!
//! Every error names the line and column (both from 1) and what was expected there, and quotes
//! at most a few dozen characters of the file (see [`crate::excerpt`]).

use std::fs::File;
use std::io::{Cursor, Read};
use std::path::Path;

use super::names::Names;
use super::reader::CharStream;
pub use super::reader::MAX_GRAPH_BYTES;
use super::{GameGraph, GraphError};
use crate::budget::{Budget, bytes, tr};
use crate::excerpt::quote;

/// The longest vertex name, in characters: names are for people to read, and a longer one is
/// almost surely a file that is not a graph.
pub const MAX_NAME_CHARS: usize = 1000;

/// How many bytes at the start of a file [`NamedGraph::read_file`] reads to tell DOT from an
/// edge list.
const DETECT_BYTES: u64 = 64 << 10;

/// How many lines or statements are read between two checks of the budget.
const CHECK_EVERY: u64 = 4096;

/// A game graph whose vertices have names, in the order they first appear in the text.
///
/// ```
/// use grundy::graph::NamedGraph;
/// let graph = NamedGraph::parse("# a cycle with an exit\na b\nb a\nb end\n").unwrap();
/// assert_eq!(graph.names().collect::<Vec<_>>(), ["a", "b", "end"]);
/// let b = graph.id("b").unwrap();
/// assert_eq!(graph.graph().followers(b).len(), 2);
/// let dot = NamedGraph::parse("digraph { x -> y -> z; \"a b\" -> x }").unwrap();
/// assert_eq!(dot.names().collect::<Vec<_>>(), ["x", "y", "z", "a b"]);
/// ```
#[derive(Clone, Debug)]
pub struct NamedGraph {
    names: Names,
    graph: GameGraph,
}

/// The text formats `NamedGraph::parse_as` reads.
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
        let mut stream = CharStream::new(text.as_bytes());
        let mut lexer = Lexer {
            stream: &mut stream,
        };
        let mut words = Vec::new();
        for _ in 0..4 {
            match lexer.next_token() {
                Ok(Some(token)) => words.push(token),
                _ => break,
            }
        }
        let mut rest = words.as_slice();
        if rest.first().is_some_and(|token| token.is_keyword("strict")) {
            rest = &rest[1..];
        }
        let header = rest
            .first()
            .is_some_and(|token| token.is_keyword("graph") || token.is_keyword("digraph"));
        let kinds: Vec<&Kind> = rest.iter().skip(1).map(|token| &token.kind).collect();
        let opens = matches!(
            kinds.as_slice(),
            [Kind::Punct('{'), ..] | [Kind::Id { .. }, Kind::Punct('{'), ..]
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
        NamedGraph::read_as(text.as_bytes(), format)
    }

    /// Reads a graph in the given format from `reader`, a block at a time and at most
    /// [`MAX_GRAPH_BYTES`] of it, under the [`Budget`] entered on this thread (which bounds
    /// the memory of the graph and can cancel the reading).
    ///
    /// ```
    /// use grundy::graph::{GraphError, GraphFormat, NamedGraph};
    /// let graph = NamedGraph::read_as(&b"a b\nb c\n"[..], GraphFormat::EdgeList).unwrap();
    /// assert_eq!(graph.names().collect::<Vec<_>>(), ["a", "b", "c"]);
    /// // An endless stream of zero bytes is one endless name: an error after 1000 characters.
    /// let error = NamedGraph::read_as(std::io::repeat(0), GraphFormat::EdgeList).unwrap_err();
    /// assert!(error.to_string().contains("longer than 1000 characters"), "{error}");
    /// ```
    pub fn read_as(reader: impl Read, format: GraphFormat) -> Result<NamedGraph, GraphError> {
        NamedGraph::read_sized(reader, format, None)
    }

    /// [`NamedGraph::read_as`] of a text of `size` bytes, if known: the bytes read are then the
    /// progress of work of known size.
    fn read_sized(
        reader: impl Read,
        format: GraphFormat,
        size: Option<u64>,
    ) -> Result<NamedGraph, GraphError> {
        let mut stream = CharStream::new(reader);
        if let Some(size) = size {
            stream.expect_bytes(size);
        }
        let mut builder = Builder::new();
        let read = match format {
            GraphFormat::EdgeList => parse_edge_list(&mut stream, &mut builder),
            GraphFormat::Dot => DotParser::new(&mut stream, &mut builder).graph(),
        };
        stream.verdict(read)?;
        builder.finish()
    }

    /// Reads the graph file at `path` (see [`NamedGraph::read_as`]), its format told by its
    /// extension or its first bytes ([`GraphFormat::detect`]).
    ///
    /// ```no_run
    /// let graph = grundy::graph::NamedGraph::read_file("examples/graphs/cycle.txt".as_ref());
    /// ```
    pub fn read_file(path: &Path) -> Result<NamedGraph, GraphError> {
        let unreadable = |error: std::io::Error| GraphError::Io(error.to_string());
        let mut file = File::open(path).map_err(unreadable)?;
        let size = file
            .metadata()
            .ok()
            .filter(|metadata| metadata.is_file())
            .map(|metadata| metadata.len());
        if let Some(size) = size
            && size > MAX_GRAPH_BYTES
        {
            return Err(GraphError::TooLarge(tr!(
                "too-large-graph-file-size",
                size = bytes(size),
                limit = bytes(MAX_GRAPH_BYTES)
            )));
        }
        let mut start = Vec::new();
        (&mut file)
            .take(DETECT_BYTES)
            .read_to_end(&mut start)
            .map_err(unreadable)?;
        let text = match std::str::from_utf8(&start) {
            Ok(text) => text,
            Err(error) => std::str::from_utf8(&start[..error.valid_up_to()]).unwrap_or_default(),
        };
        let format = GraphFormat::detect(Some(path), text);
        NamedGraph::read_sized(Cursor::new(start).chain(file), format, size)
    }

    /// The vertex names, by id.
    pub fn names(&self) -> impl ExactSizeIterator<Item = &str> + '_ {
        self.names.iter()
    }

    /// The name of vertex `v`.
    pub fn name(&self, v: u32) -> &str {
        self.names.get(v)
    }

    /// The id of the vertex called `name`.
    pub fn id(&self, name: &str) -> Option<u32> {
        self.names.find(name)
    }

    /// The graph itself.
    pub fn graph(&self) -> &GameGraph {
        &self.graph
    }
}

/// Collects names and edges while a text is read, within the budget.
struct Builder {
    names: Names,
    edges: Vec<(u32, u32)>,
    budget: Budget,
    /// Lines or statements read.
    steps: u64,
}

impl Builder {
    fn new() -> Builder {
        Builder {
            names: Names::default(),
            edges: Vec::new(),
            budget: Budget::current(),
            steps: 0,
        }
    }

    /// The id of the vertex called `name`, new if the name is.
    fn vertex(&mut self, name: &str, line: usize, column: usize) -> Result<u32, GraphError> {
        self.names
            .find_or_add(name)
            .ok_or_else(|| syntax(line, column, tr!("graph-too-many-vertices")))
    }

    /// About how many bytes the graph will take once built, with `more_edges` edges more:
    /// the names, and an offset in each direction and work space per vertex; per edge, this
    /// list and a target in each direction.
    fn estimated_bytes(&self, more_edges: u64) -> u64 {
        let edges = (self.edges.len() as u64).saturating_add(more_edges);
        (self.names.len() as u64 * 24)
            .saturating_add(self.names.heap_bytes())
            .saturating_add(edges.saturating_mul(16))
    }

    fn check_memory(&self, more_edges: u64) -> Result<(), GraphError> {
        let needed = self.estimated_bytes(more_edges);
        Ok(self
            .budget
            .check_memory_of(needed, || tr!("memory-graph-reading"))?)
    }

    /// Counts a line or statement read; checks the budget every [`CHECK_EVERY`] of them (the
    /// progress is counted in bytes, by the reader).
    fn step(&mut self) -> Result<(), GraphError> {
        self.steps += 1;
        if self.steps.is_multiple_of(CHECK_EVERY) {
            self.budget.check()?;
            self.check_memory(0)?;
        }
        Ok(())
    }

    /// Adds an edge from every source to every target (both ways when `both_ways`), after
    /// checking that they fit in memory: `{...} -> {...}` multiplies.
    fn connect(
        &mut self,
        sources: &[u32],
        targets: &[u32],
        both_ways: bool,
    ) -> Result<(), GraphError> {
        let count = (sources.len() as u64)
            .saturating_mul(targets.len() as u64)
            .saturating_mul(if both_ways { 2 } else { 1 });
        if count > 1 << 16 {
            self.check_memory(count)?;
            self.budget.check()?;
        }
        for &from in sources {
            for &to in targets {
                self.edges.push((from, to));
                if both_ways {
                    self.edges.push((to, from));
                }
            }
        }
        Ok(())
    }

    fn finish(self) -> Result<NamedGraph, GraphError> {
        self.check_memory(0)?;
        let graph = GameGraph::from_edge_vec(self.names.len(), self.edges)?;
        Ok(NamedGraph {
            names: self.names,
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

/// The error for a name longer than [`MAX_NAME_CHARS`] starting at `line`, `column`.
fn name_too_long(line: usize, column: usize) -> GraphError {
    syntax(
        line,
        column,
        tr!("graph-name-too-long", most = MAX_NAME_CHARS),
    )
}

/// The most words of a line of an edge list kept (a line has at most three that mean
/// something: `FROM -> TO`); any more make the line an error anyway.
const WORDS_KEPT: usize = 4;

fn parse_edge_list<R: Read>(
    stream: &mut CharStream<R>,
    builder: &mut Builder,
) -> Result<(), GraphError> {
    // The first words of the current line, `count` of them, with their columns (the buffers
    // are reused from line to line).
    let mut words: [(usize, String); WORDS_KEPT] = Default::default();
    while stream.peek().is_some() {
        let line = stream.line;
        let mut count = 0;
        let mut in_word = false;
        let mut word_chars = 0;
        let mut in_comment = false;
        loop {
            let column = stream.column;
            match stream.bump() {
                None | Some('\n') => break,
                Some(_) if in_comment => {}
                Some('#') => in_comment = true,
                Some(c) if c.is_whitespace() => in_word = false,
                Some(c) => {
                    if !in_word {
                        in_word = true;
                        if count == WORDS_KEPT {
                            // Past the words kept: the line is an error; skip the rest.
                            in_comment = true;
                            continue;
                        }
                        words[count].0 = column;
                        words[count].1.clear();
                        count += 1;
                        word_chars = 0;
                    }
                    let (start, word) = &mut words[count - 1];
                    word_chars += 1;
                    if word_chars > MAX_NAME_CHARS {
                        return Err(name_too_long(line, *start));
                    }
                    word.push(c);
                }
            }
        }
        let mut both_ways = false;
        if count == 3 && (words[1].1 == "->" || words[1].1 == "--") {
            // `FROM -> TO`, or `FROM -- TO` for moves both ways: the arrow is not a name.
            both_ways = words[1].1 == "--";
            words.swap(1, 2);
            count = 2;
        }
        let line_words = &words[..count];
        if let Some((column, arrow)) = line_words
            .iter()
            .find(|(_, word)| word == "->" || word == "--")
        {
            return Err(syntax(
                line,
                *column,
                tr!("graph-arrow-needs-names", arrow = arrow.as_str()),
            ));
        }
        match line_words {
            [] => {}
            [(column, name)] => {
                builder.vertex(name, line, *column)?;
            }
            [(from_column, from), (to_column, to)] => {
                let from = builder.vertex(from, line, *from_column)?;
                let to = builder.vertex(to, line, *to_column)?;
                builder.edges.push((from, to));
                if both_ways {
                    builder.edges.push((to, from));
                }
            }
            [_, _, (column, extra), ..] => {
                return Err(syntax(
                    line,
                    *column,
                    tr!("graph-third-name", name = quote(extra)),
                ));
            }
        }
        builder.step()?;
    }
    Ok(())
}

/// A DOT token.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Kind {
    /// An identifier, number, quoted string or HTML string, as its text; only its first
    /// [`MAX_NAME_CHARS`] characters are kept (`too_long` says there were more: an error for
    /// a vertex name, nothing for an attribute, which is ignored).
    Id {
        text: String,
        quoted: bool,
        too_long: bool,
    },
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
            Kind::Id {
                text,
                quoted,
                too_long,
            } => {
                let shown = if *too_long {
                    let start: String = text.chars().take(40).collect();
                    tr!(
                        "graph-name-cut",
                        start = quote(&start),
                        most = MAX_NAME_CHARS
                    )
                } else {
                    quote(text)
                };
                if *quoted {
                    format!("\"{shown}\"")
                } else {
                    format!("`{shown}`")
                }
            }
            Kind::Edge { directed: true } => "`->`".to_string(),
            Kind::Edge { directed: false } => "`--`".to_string(),
            Kind::Punct(c) => format!("`{c}`"),
        }
    }

    fn is_keyword(&self, word: &str) -> bool {
        matches!(&self.kind, Kind::Id { text, quoted: false, .. } if text.eq_ignore_ascii_case(word))
    }
}

/// The text of an identifier as it is read: its first [`MAX_NAME_CHARS`] characters, and
/// how many there are in all.
#[derive(Default)]
struct IdText {
    text: String,
    chars: usize,
}

impl IdText {
    fn push(&mut self, c: char) {
        if self.chars < MAX_NAME_CHARS {
            self.text.push(c);
        }
        self.chars += 1;
    }

    fn into_kind(self, quoted: bool) -> Kind {
        Kind::Id {
            too_long: self.chars > MAX_NAME_CHARS,
            text: self.text,
            quoted,
        }
    }
}

/// Splits DOT text into tokens.
struct Lexer<'s, R> {
    stream: &'s mut CharStream<R>,
}

impl<R: Read> Lexer<'_, R> {
    /// Skips blanks and comments.
    fn skip_trivia(&mut self) -> Result<(), GraphError> {
        loop {
            match self.stream.peek() {
                Some(c) if c.is_whitespace() => {
                    self.stream.bump();
                }
                Some('#') if self.stream.at_line_start => self.skip_line(),
                Some('/') if self.stream.peek_second() == Some('/') => self.skip_line(),
                Some('/') if self.stream.peek_second() == Some('*') => {
                    let (line, column) = (self.stream.line, self.stream.column);
                    self.stream.bump();
                    self.stream.bump();
                    let mut previous = ' ';
                    loop {
                        match self.stream.bump() {
                            None => {
                                return Err(syntax(line, column, tr!("graph-comment-unclosed")));
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
        while self.stream.peek().is_some_and(|c| c != '\n') {
            self.stream.bump();
        }
    }

    fn next_token(&mut self) -> Result<Option<Token>, GraphError> {
        self.skip_trivia()?;
        let (line, column) = (self.stream.line, self.stream.column);
        let Some(c) = self.stream.peek() else {
            return Ok(None);
        };
        let token = |kind| Ok(Some(Token { kind, line, column }));
        match c {
            '{' | '}' | '[' | ']' | ';' | ',' | '=' | ':' => {
                self.stream.bump();
                token(Kind::Punct(c))
            }
            '-' if matches!(self.stream.peek_second(), Some('>' | '-')) => {
                self.stream.bump();
                let directed = self.stream.bump() == Some('>');
                token(Kind::Edge { directed })
            }
            '"' => {
                self.stream.bump();
                let unclosed = || syntax(line, column, tr!("graph-quote-unclosed"));
                let mut text = IdText::default();
                loop {
                    match self.stream.bump() {
                        None => return Err(unclosed()),
                        Some('"') => break,
                        Some('\\') => match self.stream.bump() {
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
                token(text.into_kind(true))
            }
            '<' => {
                // An HTML string: its text is everything between the outer brackets.
                self.stream.bump();
                let mut depth = 1usize;
                let mut text = IdText::default();
                loop {
                    match self.stream.bump() {
                        None => {
                            return Err(syntax(line, column, tr!("graph-html-unclosed")));
                        }
                        Some('>') if depth == 1 => break,
                        Some(c) => {
                            depth += usize::from(c == '<');
                            depth -= usize::from(c == '>');
                            text.push(c);
                        }
                    }
                }
                token(text.into_kind(true))
            }
            c if c.is_alphanumeric() || c == '_' || c == '.' || c == '-' => {
                let mut text = IdText::default();
                text.push(c);
                self.stream.bump();
                let numeral = c.is_ascii_digit() || c == '.' || c == '-';
                while let Some(next) = self.stream.peek() {
                    let continues = if numeral {
                        next.is_ascii_digit() || next == '.'
                    } else {
                        next.is_alphanumeric() || next == '_'
                    };
                    if !continues {
                        break;
                    }
                    text.push(next);
                    self.stream.bump();
                }
                if matches!(text.text.as_str(), "-" | "." | "-.") {
                    return Err(syntax(
                        line,
                        column,
                        tr!("graph-expected-name", found = text.text.as_str()),
                    ));
                }
                token(text.into_kind(false))
            }
            other => Err(syntax(
                line,
                column,
                tr!(
                    "graph-unexpected",
                    found = quote(other.encode_utf8(&mut [0; 4]))
                ),
            )),
        }
    }
}

/// A `{ ... }` being read: the graph's body or a subgraph.
struct Block {
    /// Every vertex its statements mention (a subgraph stands for these vertices).
    mentioned: Vec<u32>,
    /// For a subgraph that is the target of an edge (`a -> { b c }`), the sources of that
    /// edge; `None` for the graph's body and for a subgraph that starts a statement.
    sources: Option<Vec<u32>>,
}

/// What a statement leaves to do when it stops.
enum Next {
    /// Nothing: the statement is read.
    Done,
    /// A subgraph was opened (its `{` read). When it closes, the statement goes on with it as
    /// an operand: the target of an edge from these sources, or with `None` its first operand.
    Subgraph(Option<Vec<u32>>),
}

/// The start of an operand of an edge statement.
enum Operand {
    /// A vertex name (and its port, skipped).
    Vertex(u32),
    /// The `{` of a subgraph (after `subgraph [ID]`, if written).
    Subgraph,
}

/// Reads the DOT grammar (the statements this reader understands) without recursion: nested
/// subgraphs are a stack of [`Block`]s, so no depth of nesting can exhaust the call stack.
struct DotParser<'s, 'b, R> {
    lexer: Lexer<'s, R>,
    peeked: Option<Token>,
    builder: &'b mut Builder,
    directed: bool,
    /// Where the last token ended, for errors at the end of the text.
    end: (usize, usize),
}

impl<'s, 'b, R: Read> DotParser<'s, 'b, R> {
    fn new(stream: &'s mut CharStream<R>, builder: &'b mut Builder) -> Self {
        DotParser {
            lexer: Lexer { stream },
            peeked: None,
            builder,
            directed: true,
            end: (1, 1),
        }
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
        self.end = (self.lexer.stream.line, self.lexer.stream.column);
        Ok(token)
    }

    /// The error at `token` (`None`: the end of the file), where `expected` (in words, from the
    /// catalogue) should have been.
    fn error_at(&self, token: Option<&Token>, expected: &str) -> GraphError {
        match token {
            Some(token) => syntax(
                token.line,
                token.column,
                tr!(
                    "graph-expected-found",
                    expected = expected,
                    found = token.describe()
                ),
            ),
            None => syntax(
                self.end.0,
                self.end.1,
                tr!("graph-expected-end-of-file", expected = expected),
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

    fn peek_is_id(&mut self) -> Result<bool, GraphError> {
        Ok(matches!(
            self.peek()?,
            Some(Token {
                kind: Kind::Id { .. },
                ..
            })
        ))
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
                return Err(self.error_at(other.as_ref(), &tr!("graph-expect-start")));
            }
        }
        if self.peek_is_id()? {
            self.next()?;
        }
        self.expect_punct('{', &tr!("graph-expect-open-graph"))?;
        self.blocks()?;
        match self.next()? {
            None => Ok(()),
            Some(token) => Err(syntax(
                token.line,
                token.column,
                tr!("graph-expected-nothing-after", found = token.describe()),
            )),
        }
    }

    /// The statements of the graph's body, subgraphs included, up to and including the
    /// body's closing `}`.
    fn blocks(&mut self) -> Result<(), GraphError> {
        let mut blocks = vec![Block {
            mentioned: Vec::new(),
            sources: None,
        }];
        loop {
            let Some(token) = self.peek()?.cloned() else {
                return Err(self.error_at(None, &tr!("graph-expect-close-graph")));
            };
            match &token.kind {
                Kind::Punct('}') => {
                    self.next()?;
                    let block = blocks.pop().expect("a block is open");
                    let Some(parent) = blocks.last_mut() else {
                        return Ok(());
                    };
                    parent.mentioned.extend_from_slice(&block.mentioned);
                    let mut inside = block.mentioned;
                    inside.sort_unstable();
                    inside.dedup();
                    if let Next::Subgraph(sources) =
                        self.edges_after(block.sources, inside, &mut parent.mentioned)?
                    {
                        blocks.push(Block {
                            mentioned: Vec::new(),
                            sources,
                        });
                    }
                }
                Kind::Punct(';' | ',') => {
                    self.next()?;
                }
                _ => {
                    self.builder.step()?;
                    let block = blocks.last_mut().expect("a block is open");
                    if let Next::Subgraph(sources) = self.statement(&mut block.mentioned)? {
                        blocks.push(Block {
                            mentioned: Vec::new(),
                            sources,
                        });
                    }
                }
            }
        }
    }

    fn statement(&mut self, mentioned: &mut Vec<u32>) -> Result<Next, GraphError> {
        let token = self.peek()?.cloned().expect("the caller peeked a token");
        let is_attr_keyword = ["graph", "node", "edge"]
            .iter()
            .any(|word| token.is_keyword(word));
        if is_attr_keyword {
            self.next()?;
            if self.peek_is_punct('[')? {
                self.attributes()?;
                return Ok(Next::Done);
            }
            let keyword = token.describe();
            let next = self.peek()?.cloned();
            let expected = tr!("graph-expect-attributes", keyword = keyword);
            return Err(self.error_at(next.as_ref(), &expected));
        }
        // `ID = ID`: a graph attribute.
        if matches!(token.kind, Kind::Id { .. }) && !token.is_keyword("subgraph") {
            self.next()?;
            if self.peek_is_punct('=')? {
                self.next()?;
                self.id(&tr!("graph-expect-value"))?;
                return Ok(Next::Done);
            }
            let first = self.node_after_id(token)?;
            mentioned.push(first);
            return self.edges_after(None, vec![first], mentioned);
        }
        match self.operand()? {
            Operand::Subgraph => Ok(Next::Subgraph(None)),
            Operand::Vertex(first) => {
                mentioned.push(first);
                self.edges_after(None, vec![first], mentioned)
            }
        }
    }

    /// Goes on with an edge statement after an operand standing for `operand`: adds the edges
    /// from `sources` (the operand before it, if any) to it, then reads `(-> operand)*` and the
    /// attributes, or stops at a subgraph's `{`.
    fn edges_after(
        &mut self,
        sources: Option<Vec<u32>>,
        operand: Vec<u32>,
        mentioned: &mut Vec<u32>,
    ) -> Result<Next, GraphError> {
        let both_ways = !self.directed;
        if let Some(sources) = sources {
            self.builder.connect(&sources, &operand, both_ways)?;
        }
        let mut sources = operand;
        while let Some(Token {
            kind: Kind::Edge { directed },
            line,
            column,
        }) = self.peek()?.cloned()
        {
            if directed != self.directed {
                let message = if self.directed {
                    tr!("graph-edge-directed")
                } else {
                    tr!("graph-edge-undirected")
                };
                return Err(syntax(line, column, message));
            }
            self.next()?;
            match self.operand()? {
                Operand::Subgraph => return Ok(Next::Subgraph(Some(sources))),
                Operand::Vertex(to) => {
                    mentioned.push(to);
                    self.builder.connect(&sources, &[to], both_ways)?;
                    sources = vec![to];
                }
            }
        }
        if self.peek_is_punct('[')? {
            self.attributes()?;
        }
        Ok(Next::Done)
    }

    /// A node name, or the opening of a subgraph.
    fn operand(&mut self) -> Result<Operand, GraphError> {
        let token = self.next()?;
        match token {
            Some(token) if token.is_keyword("subgraph") => {
                if self.peek_is_id()? {
                    self.next()?;
                }
                self.expect_punct('{', &tr!("graph-expect-open-subgraph"))?;
                Ok(Operand::Subgraph)
            }
            Some(Token {
                kind: Kind::Punct('{'),
                ..
            }) => Ok(Operand::Subgraph),
            Some(
                token @ Token {
                    kind: Kind::Id { .. },
                    ..
                },
            ) => Ok(Operand::Vertex(self.node_after_id(token)?)),
            other => Err(self.error_at(other.as_ref(), &tr!("graph-expect-operand"))),
        }
    }

    /// The vertex named by `token`, skipping a port (`:port[:compass]`).
    fn node_after_id(&mut self, token: Token) -> Result<u32, GraphError> {
        let Kind::Id { text, too_long, .. } = token.kind else {
            unreachable!("called with an identifier")
        };
        if too_long {
            return Err(name_too_long(token.line, token.column));
        }
        let vertex = self.builder.vertex(&text, token.line, token.column)?;
        for _ in 0..2 {
            if self.peek_is_punct(':')? {
                self.next()?;
                self.id(&tr!("graph-expect-port"))?;
            }
        }
        Ok(vertex)
    }

    /// An identifier (its text is not needed: attribute values and ports are ignored).
    fn id(&mut self, expected: &str) -> Result<(), GraphError> {
        match self.next()? {
            Some(Token {
                kind: Kind::Id { .. },
                ..
            }) => Ok(()),
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
                            self.id(&tr!("graph-expect-attribute-value"))?;
                        }
                    }
                    other => {
                        return Err(self.error_at(other.as_ref(), &tr!("graph-expect-attribute")));
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
    use crate::budget::Budget;

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
        assert_eq!(graph.names().collect::<Vec<_>>(), ["a", "b", "c", "lonely"]);
        assert_eq!(
            edges_of(&graph),
            pairs(&[("a", "b"), ("b", "c"), ("c", "a")])
        );
    }

    #[test]
    fn undirected_edges_in_edge_lists_are_moves_both_ways() {
        let graph = NamedGraph::parse("a -- b\nb -> c\n").unwrap();
        assert_eq!(
            edges_of(&graph),
            pairs(&[("a", "b"), ("b", "a"), ("b", "c")])
        );
        let error = NamedGraph::parse("a --\n").unwrap_err();
        assert!(error.to_string().contains("each side of `--`"), "{error}");
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
            graph.names().collect::<Vec<_>>(),
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
        let unclosed = format!("digraph {{ {} }}", "{".repeat(100_000));
        let (line, column, message) = error_at(&unclosed);
        assert_eq!((line, column), (1, 100_013));
        assert!(message.contains("`}` to close the graph"), "{message}");
        // A file named .dot is read as DOT even if it does not start like one.
        assert_eq!(
            GraphFormat::detect(Some(Path::new("x.gv")), "a b"),
            GraphFormat::Dot
        );
    }

    #[test]
    fn subgraphs_nest_to_any_depth_without_recursion() {
        let depth = 200_000;
        let text = format!(
            "digraph {{ x -> {} a -> b {} -> y }}",
            "subgraph s {".repeat(depth),
            "}".repeat(depth)
        );
        let graph = NamedGraph::parse(&text).unwrap();
        assert_eq!(graph.names().collect::<Vec<_>>(), ["x", "a", "b", "y"]);
        assert_eq!(
            edges_of(&graph),
            pairs(&[("a", "b"), ("x", "a"), ("x", "b"), ("a", "y"), ("b", "y")])
        );
        // Chains through groups, groups as the first operand, and undirected groups.
        let graph = NamedGraph::parse("digraph { {a b} -> c -> {d {e}} -> f }").unwrap();
        assert_eq!(
            edges_of(&graph),
            pairs(&[
                ("a", "c"),
                ("b", "c"),
                ("c", "d"),
                ("c", "e"),
                ("d", "f"),
                ("e", "f")
            ])
        );
        let graph = NamedGraph::parse("graph { a -- {b} }").unwrap();
        assert_eq!(edges_of(&graph), pairs(&[("a", "b"), ("b", "a")]));
    }

    #[test]
    fn long_names_are_errors_that_quote_little() {
        let long = "n".repeat(70_000);
        for text in [
            format!("a b\n{long} b\n"),
            format!("digraph {{ a -> \"{long}\" }}"),
            format!("digraph {{ a -> {long} }}"),
            format!("digraph {{ a -> <{long}> }}"),
        ] {
            let (line, column, message) = error_at(&text);
            assert!(line == 1 || line == 2, "{line}");
            assert!(column <= 20, "{column}");
            assert!(message.contains("longer than 1000 characters"), "{message}");
            assert!(message.len() < 120, "{message}");
        }
        // A long name where a name is not needed (an attribute, ignored) is fine.
        let graph = NamedGraph::parse(&format!("digraph {{ a [label=\"{long}\"] }}")).unwrap();
        assert_eq!(graph.names().collect::<Vec<_>>(), ["a"]);
        // An error that quotes a long token quotes its start only.
        let (_, _, message) = error_at(&format!("digraph {{ a [x=y] = \"{long}\" }}"));
        assert!(message.len() < 200, "{message}");
        let (_, _, message) = error_at(&format!("a b {}\n", "c".repeat(900)));
        assert!(message.len() < 200, "{message}");
        // Exactly the limit is allowed.
        let most = "m".repeat(MAX_NAME_CHARS);
        let graph = NamedGraph::parse(&format!("{most} x\n")).unwrap();
        assert_eq!(graph.name(0), most);
    }

    #[test]
    fn endless_or_binary_input_stops_with_an_error() {
        let zeros = NamedGraph::read_as(std::io::repeat(0), GraphFormat::EdgeList).unwrap_err();
        assert_eq!(zeros, name_too_long(1, 1));
        let dot_zeros = NamedGraph::read_as(std::io::repeat(0), GraphFormat::Dot).unwrap_err();
        assert!(dot_zeros.to_string().contains("`\\u{0}`"), "{dot_zeros}");
        // Bytes that are not UTF-8: an error with their place (the size limit is checked in
        // the reader's tests, with a small limit).
        match NamedGraph::read_as(&b"a b\nc d\xfe\n"[..], GraphFormat::EdgeList).unwrap_err() {
            GraphError::Syntax {
                line,
                column,
                message,
            } => {
                assert_eq!((line, column), (2, 4));
                assert!(message.contains("not UTF-8"), "{message}");
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn files_over_the_limit_are_refused_before_reading() {
        let path = std::env::temp_dir().join(format!("grundy-huge-{}.txt", std::process::id()));
        let file = std::fs::File::create(&path).unwrap();
        // A sparse file: no disk space, but its size says 256 MiB and one byte.
        file.set_len(MAX_GRAPH_BYTES + 1).unwrap();
        let error = NamedGraph::read_file(&path).unwrap_err();
        std::fs::remove_file(&path).unwrap();
        assert!(
            error.to_string().contains("the limit for a graph file"),
            "{error}"
        );
        assert!(error.to_string().contains("256 MiB"), "{error}");
        let missing = NamedGraph::read_file(Path::new("/no/such/graph.txt")).unwrap_err();
        assert!(matches!(missing, GraphError::Io(_)), "{missing}");
    }

    #[test]
    fn the_budget_bounds_the_graph_read() {
        let lines: String = (0..20_000).map(|v| format!("v{v} v{}\n", v + 1)).collect();
        let small = Budget::default().with_memory_limit(1 << 20);
        let error = small.run(|| NamedGraph::parse(&lines)).unwrap_err();
        assert!(
            error
                .to_string()
                .contains("the graph being read would need"),
            "{error}"
        );
        let cancelled = Budget::default();
        cancelled.cancel();
        let error = cancelled.run(|| NamedGraph::parse(&lines)).unwrap_err();
        assert_eq!(error, GraphError::Limit(crate::LimitExceeded::Cancelled));
        // Groups multiply: 2000 names on each side would make 4 million edges.
        let side =
            |prefix: &str| -> String { (0..2000).map(|v| format!("{prefix}{v} ")).collect() };
        let product = format!("digraph {{ {{{}}} -> {{{}}} }}", side("a"), side("b"));
        let error = small.run(|| NamedGraph::parse(&product)).unwrap_err();
        assert!(
            matches!(
                error,
                GraphError::Limit(crate::LimitExceeded::Memory { .. })
            ),
            "{error}"
        );
        let counted = Budget::default();
        counted.run(|| NamedGraph::parse(&lines)).unwrap();
        assert!(counted.progress() >= 20_000);
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(400))]

        /// Whatever the bytes, reading them gives a graph or an error, never a panic, and an
        /// error message stays short.
        #[test]
        fn garbage_never_panics(
            bytes in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..400),
            dot in proptest::prelude::any::<bool>(),
        ) {
            let format = if dot { GraphFormat::Dot } else { GraphFormat::EdgeList };
            if let Err(error) = NamedGraph::read_as(&bytes[..], format) {
                proptest::prop_assert!(error.to_string().len() < 300, "{}", error);
            }
        }

        /// Text made of the characters DOT and edge lists use, so that the parsers get far.
        #[test]
        fn graph_like_text_never_panics(
            text in "(digraph|graph|strict|subgraph|node|edge|->|--|[{}\\[\\];,=:\"<>#/*\n ]|[a-c0-9.\\-]){0,60}",
        ) {
            let _ = NamedGraph::parse(&text);
            let _ = NamedGraph::parse_as(&text, GraphFormat::Dot);
            let _ = NamedGraph::parse_as(&text, GraphFormat::EdgeList);
        }
    }
}
