//! Reading a graph file as characters, a block at a time, within a size limit: the text is
//! never held whole, so a file of any size (or `/dev/zero`) costs a few kilobytes to read and
//! stops at [`MAX_GRAPH_BYTES`].

use std::io::{self, Read};

use super::GraphError;
use crate::budget::{Budget, ExpectedProgress, bytes, tr};

/// The largest graph file read, in bytes (256 MiB): room for graphs of tens of millions of
/// edges, while a runaway input (`/dev/zero`, a log file given by mistake) stops within a second.
pub const MAX_GRAPH_BYTES: u64 = 256 << 20;

/// How many bytes are read from the file at a time.
const BLOCK: usize = 64 << 10;

/// The characters of a text read from `R`, at most [`MAX_GRAPH_BYTES`] bytes of it, with the
/// line and column (both from 1, the column counted in characters) of the next one.
///
/// A problem with the bytes themselves (not UTF-8, too many of them, an I/O error, the budget
/// cancelled) ends the characters as if the text ended there, and is kept in
/// [`CharStream::failure`]: the readers built on this stream report it in place of whatever
/// they made of the early end.
pub(crate) struct CharStream<R> {
    reader: io::Take<R>,
    buffer: Vec<u8>,
    /// The unread bytes are `buffer[start..end]`.
    start: usize,
    end: usize,
    /// Characters decoded but not yet consumed (two at most: `peek_second`).
    ahead: [Option<char>; 2],
    /// Bytes taken from the reader so far, and the most it may give.
    taken: u64,
    limit: u64,
    failure: Option<GraphError>,
    budget: Budget,
    /// Counts the bytes read when their number is known ([`CharStream::expect_bytes`]).
    expected: Option<ExpectedProgress>,
    /// Where the next character is.
    pub line: usize,
    pub column: usize,
    /// Whether only blanks came before the next character on its line.
    pub at_line_start: bool,
}

impl<R: Read> CharStream<R> {
    pub(crate) fn new(reader: R) -> Self {
        CharStream::with_limit(reader, MAX_GRAPH_BYTES)
    }

    /// A stream that fails past `limit` bytes.
    pub(crate) fn with_limit(reader: R, limit: u64) -> Self {
        CharStream {
            reader: reader.take(limit.saturating_add(1)),
            buffer: vec![0; BLOCK],
            start: 0,
            end: 0,
            ahead: [None, None],
            taken: 0,
            limit,
            failure: None,
            budget: Budget::current(),
            expected: None,
            line: 1,
            column: 1,
            at_line_start: true,
        }
    }

    /// States that the text is `size` bytes long (a file's), so that the bytes read show how
    /// far the reading has gone ([`Budget::expect_progress`]).
    pub(crate) fn expect_bytes(&mut self, size: u64) {
        self.expected = Some(self.budget.expect_progress(size));
    }

    /// The problem that ended the characters early, if any (taken, so reported once).
    pub(crate) fn failure(&mut self) -> Option<GraphError> {
        self.failure.take()
    }

    /// Replaces the outcome of reading with the problem that ended the characters early.
    pub(crate) fn verdict<T>(&mut self, outcome: Result<T, GraphError>) -> Result<T, GraphError> {
        match self.failure() {
            Some(failure) => Err(failure),
            None => outcome,
        }
    }

    fn fail(&mut self, failure: GraphError) {
        self.failure.get_or_insert(failure);
    }

    /// Reads another block after the unread bytes; `false` at the end or on a failure.
    fn refill(&mut self) -> bool {
        if self.failure.is_some() {
            return false;
        }
        if let Err(limit) = self.budget.check() {
            self.fail(limit.into());
            return false;
        }
        self.buffer.copy_within(self.start..self.end, 0);
        self.end -= self.start;
        self.start = 0;
        loop {
            match self.reader.read(&mut self.buffer[self.end..]) {
                Ok(0) => return false,
                Ok(count) => {
                    self.end += count;
                    self.taken += count as u64;
                    match &self.expected {
                        Some(expected) => expected.advance(count as u64),
                        None => self.budget.add_progress(count as u64),
                    }
                    if self.taken > self.limit {
                        self.fail(GraphError::TooLarge(tr!(
                            "too-large-graph-file",
                            limit = bytes(self.limit)
                        )));
                        return false;
                    }
                    return true;
                }
                Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                Err(error) => {
                    self.fail(GraphError::Io(error.to_string()));
                    return false;
                }
            }
        }
    }

    /// Decodes the next character from the bytes; `where_` is its line and column, for the
    /// error if the bytes there are not UTF-8.
    fn decode(&mut self, where_: (usize, usize)) -> Option<char> {
        if self.start == self.end && !self.refill() {
            return None;
        }
        let first = self.buffer[self.start];
        if first < 0x80 {
            self.start += 1;
            return Some(char::from(first));
        }
        let width = match first {
            0xc2..=0xdf => 2,
            0xe0..=0xef => 3,
            0xf0..=0xf4 => 4,
            _ => 0,
        };
        while width > 0 && self.end - self.start < width && self.refill() {}
        let available = &self.buffer[self.start..self.end.min(self.start + width)];
        match std::str::from_utf8(available) {
            Ok(text) if width > 0 && text.len() == width => {
                self.start += width;
                text.chars().next()
            }
            _ => {
                if self.failure.is_none() {
                    self.fail(GraphError::Syntax {
                        line: where_.0,
                        column: where_.1,
                        message: tr!("graph-not-utf8", byte = format!("0x{first:02X}")),
                    });
                }
                None
            }
        }
    }

    /// The next character, without consuming it.
    pub(crate) fn peek(&mut self) -> Option<char> {
        if self.ahead[0].is_none() {
            self.ahead[0] = self.decode((self.line, self.column));
        }
        self.ahead[0]
    }

    /// The character after the next one.
    pub(crate) fn peek_second(&mut self) -> Option<char> {
        let first = self.peek()?;
        if self.ahead[1].is_none() {
            let where_ = if first == '\n' {
                (self.line + 1, 1)
            } else {
                (self.line, self.column + 1)
            };
            self.ahead[1] = self.decode(where_);
        }
        self.ahead[1]
    }

    /// Consumes the next character.
    pub(crate) fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.ahead = [self.ahead[1], None];
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
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A reader that yields one byte at a time, to split characters across reads.
    struct Trickle<'a>(&'a [u8]);

    impl Read for Trickle<'_> {
        fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
            match (self.0.split_first(), out.first_mut()) {
                (Some((&byte, rest)), Some(slot)) => {
                    *slot = byte;
                    self.0 = rest;
                    Ok(1)
                }
                _ => Ok(0),
            }
        }
    }

    fn all_chars(stream: &mut CharStream<impl Read>) -> String {
        std::iter::from_fn(|| stream.bump()).collect()
    }

    #[test]
    fn the_bytes_read_are_the_progress_of_a_text_of_known_size() {
        let budget = Budget::default();
        let text = "a b\nb c\n".repeat(1000);
        let (halfway, end) = budget.run(|| {
            let mut stream = CharStream::new(Trickle(text.as_bytes()));
            stream.expect_bytes(text.len() as u64);
            let read = |stream: &mut CharStream<_>, count| {
                (0..count).for_each(|_| {
                    stream.bump();
                })
            };
            read(&mut stream, text.len() / 2);
            let halfway = budget.known_progress().unwrap();
            read(&mut stream, text.len());
            (halfway, budget.known_progress().unwrap())
        });
        // Read a byte at a time, one ahead of the characters taken.
        assert!(
            (text.len() / 2..=text.len() / 2 + 2).contains(&(halfway.done as usize)),
            "{halfway:?}"
        );
        assert_eq!(
            (end.done, end.total),
            (text.len() as u64, text.len() as u64)
        );
        // The stream gone, nothing is stated; every byte was counted.
        assert_eq!(budget.known_progress(), None);
        assert_eq!(budget.progress(), text.len() as u64);
    }

    #[test]
    fn characters_split_across_reads_are_decoded() {
        let text = "a → ∞ 😀\nz";
        let mut stream = CharStream::new(Trickle(text.as_bytes()));
        assert_eq!(stream.peek_second(), Some(' '));
        assert_eq!(all_chars(&mut stream), text);
        assert_eq!((stream.line, stream.column), (2, 2));
        assert!(stream.failure().is_none());
    }

    #[test]
    fn bad_bytes_end_the_text_with_their_place() {
        let mut stream = CharStream::new(&b"ab\ncd\xffef"[..]);
        assert_eq!(all_chars(&mut stream), "ab\ncd");
        match stream.failure() {
            Some(GraphError::Syntax {
                line,
                column,
                message,
            }) => {
                assert_eq!((line, column), (2, 3));
                assert!(message.contains("0xFF"), "{message}");
            }
            other => panic!("{other:?}"),
        }
        // A character cut short by the end of the file.
        let mut stream = CharStream::new(&"x€".as_bytes()[..3]);
        assert_eq!(all_chars(&mut stream), "x");
        assert!(stream.failure().is_some());
    }

    #[test]
    fn reading_stops_past_the_limit() {
        let mut stream = CharStream::with_limit(io::repeat(b'a'), 3 << 20);
        let mut count = 0u64;
        while stream.bump().is_some() {
            count += 1;
        }
        assert!(count <= 3 << 20);
        let message = stream.failure().unwrap().to_string();
        assert!(message.contains("larger than 3 MiB"), "{message}");
    }

    #[test]
    fn a_cancelled_budget_stops_reading() {
        let budget = Budget::default();
        budget.cancel();
        let mut stream = budget.run(|| CharStream::new(io::repeat(b'a')));
        assert_eq!(stream.bump(), None);
        assert_eq!(
            stream.failure(),
            Some(GraphError::Limit(crate::LimitExceeded::Cancelled))
        );
    }
}
