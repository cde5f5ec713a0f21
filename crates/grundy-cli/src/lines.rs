//! Lines of standard input with a cap on their length (`eval -`, `play`), so that a line of a
//! gigabyte, or endless input without a newline, is refused instead of held in memory.

use std::io::BufRead;

/// The longest line read: the expression cap of the library (64 KiB).
pub const MAX_LINE_BYTES: usize = grundy::expr::MAX_EXPRESSION_BYTES;

/// What [`read_line`] found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineRead {
    /// A line, in the buffer without its line ending.
    Line,
    /// A line longer than [`MAX_LINE_BYTES`]: only its start is in the buffer.
    TooLong,
    /// The end of the input.
    End,
}

/// Why an over-long line was refused, in words.
pub fn too_long_message() -> String {
    crate::lang::t!("line-too-long", kib = MAX_LINE_BYTES >> 10)
}

/// Reads one line into `line` (cleared first) without its `\n` or `\r\n`, keeping at most
/// [`MAX_LINE_BYTES`] of it however long it is.
pub fn read_line(input: &mut impl BufRead, line: &mut Vec<u8>) -> std::io::Result<LineRead> {
    line.clear();
    let mut length = 0usize;
    let mut ended = false;
    loop {
        let chunk = input.fill_buf()?;
        if chunk.is_empty() {
            break;
        }
        let (taken, found) = match chunk.iter().position(|&byte| byte == b'\n') {
            Some(at) => (at + 1, true),
            None => (chunk.len(), false),
        };
        let room = (MAX_LINE_BYTES + 1).saturating_sub(line.len());
        line.extend_from_slice(&chunk[..taken.min(room)]);
        length += taken;
        input.consume(taken);
        if found {
            ended = true;
            break;
        }
    }
    if length == 0 {
        return Ok(LineRead::End);
    }
    if ended {
        length -= 1;
        if line.last() == Some(&b'\n') {
            line.pop();
        }
    }
    // The buffer holds the whole line when it is at most one byte over: strip a `\r` ending.
    if line.last() == Some(&b'\r') && length <= MAX_LINE_BYTES + 1 {
        line.pop();
        length -= 1;
    }
    if length > MAX_LINE_BYTES {
        line.truncate(MAX_LINE_BYTES);
        return Ok(LineRead::TooLong);
    }
    Ok(LineRead::Line)
}

#[cfg(test)]
mod tests {
    use std::io::BufReader;

    use super::*;

    fn lines(input: &[u8]) -> Vec<(LineRead, String)> {
        let mut reader = BufReader::with_capacity(7, input);
        let mut line = Vec::new();
        let mut found = Vec::new();
        loop {
            let read = read_line(&mut reader, &mut line).unwrap();
            if read == LineRead::End {
                return found;
            }
            found.push((read, String::from_utf8_lossy(&line).into_owned()));
        }
    }

    #[test]
    fn lines_are_read_without_their_endings_and_cut_when_too_long() {
        let read = lines(b"nim(1)\r\n\nnim(2,3)\nlast");
        let texts: Vec<&str> = read.iter().map(|(_, text)| text.as_str()).collect();
        assert_eq!(texts, ["nim(1)", "", "nim(2,3)", "last"]);
        assert!(read.iter().all(|(kind, _)| *kind == LineRead::Line));
        let mut long = vec![b'x'; MAX_LINE_BYTES + 10];
        long.extend_from_slice(b"\nnim(1)\n");
        let read = lines(&long);
        assert_eq!(read.len(), 2);
        assert_eq!(read[0].0, LineRead::TooLong);
        assert_eq!(read[0].1.len(), MAX_LINE_BYTES);
        assert_eq!(read[1], (LineRead::Line, "nim(1)".to_string()));
        // Exactly at the limit is fine, with or without \r\n.
        let mut full = vec![b'x'; MAX_LINE_BYTES];
        full.extend_from_slice(b"\r\n");
        assert_eq!(lines(&full)[0].0, LineRead::Line);
        // Over it without a final newline, too.
        assert_eq!(
            lines(&vec![b'x'; MAX_LINE_BYTES + 1])[0].0,
            LineRead::TooLong
        );
    }
}
