//! Writing solutions as they are found, in bounded memory: the solution-set JSON document
//! ([`crate::format`]'s shape, with `count` and `complete` after the solutions, which are
//! known only at the end), JSON lines, or boards drawn as text.
//!
//! [`SolutionWriter`] is the one writer of the document: `nqueens solve` streams into it,
//! and [`crate::format::write`] (the app's export) hands it a stored set, so both write the
//! same fields in the same order.

use crate::board::Queen;
use crate::control::CancelFlag;
use crate::stream::{Filter, SolveMethod};
use serde::{Deserialize, Serialize};
use std::io::{self, BufWriter, Write};

/// The solutions document's `format` and `version`, as written and as read back.
pub(crate) const FORMAT: &str = "nqueens-solutions";
pub(crate) const VERSION: u32 = 1;

/// How `nqueens solve` writes its solutions.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Layout {
    /// One JSON document: `{"format":…,"solutions":[…],"count":…,"complete":…}`.
    #[default]
    Json,
    /// A header object on the first line, one solution (a list of columns) per line, and
    /// `{"count":…,"complete":…}` on the last.
    Jsonl,
    /// Each solution drawn as a board, a blank line between boards.
    Text,
}

/// A queen in a text board.
pub const QUEEN: char = '♕';
/// A fixed queen in a text board: filled, so the queens every solution shares stand out.
pub const FIXED_QUEEN: char = '♛';
/// An empty square in a text board.
pub const EMPTY: char = '·';

/// What a document says about its solutions before listing them.
#[derive(Debug, Clone, Serialize)]
pub struct Header<'a> {
    pub format: &'static str,
    pub version: u32,
    pub n: usize,
    pub fixed: &'a [Queen],
    pub filter: Filter,
    /// The search that found the solutions; left out when not known (a stored set).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub method: Option<SolveMethod>,
}

impl<'a> Header<'a> {
    pub fn new(n: usize, fixed: &'a [Queen], filter: Filter, method: Option<SolveMethod>) -> Self {
        Header { format: FORMAT, version: VERSION, n, fixed, filter, method }
    }
}

/// The closing fields, known only once the search has ended.
#[derive(Serialize)]
struct Footer {
    count: u64,
    complete: bool,
}

/// Writes solutions one by one as they come; [`SolutionWriter::finish`] closes the output.
pub struct SolutionWriter<W: Write> {
    out: BufWriter<W>,
    layout: Layout,
    n: usize,
    /// Column of each row's fixed queen, for text boards.
    fixed_cols: Vec<Option<u32>>,
    count: u64,
    line: String,
    /// Text boards: one empty row (`· · ·…\n`), which each row of a board is written from
    /// around its queen, so a board is never built whole (3 bytes a square: 1.2 GB at
    /// n = 20,000).
    empty_row: String,
    /// Raised to stop a board part-way: a text board of a wide board is long to write.
    cancel: Option<CancelFlag>,
}

/// Bytes of a text board's square and the space after it: `·` is two bytes in UTF-8.
const SQUARE: usize = EMPTY.len_utf8() + 1;

impl<W: Write> SolutionWriter<W> {
    /// Writes what comes before the first solution.
    pub fn new(writer: W, layout: Layout, header: &Header<'_>) -> io::Result<Self> {
        let mut out = BufWriter::new(writer);
        match layout {
            Layout::Json => {
                out.write_all(open_object(header)?.as_bytes())?;
                out.write_all(b"\"solutions\":[")?;
            }
            Layout::Jsonl => {
                serde_json::to_writer(&mut out, header)?;
                out.write_all(b"\n")?;
            }
            Layout::Text => {}
        }
        let mut fixed_cols = vec![None; header.n];
        for q in header.fixed {
            fixed_cols[q.row] = Some(q.col as u32);
        }
        let empty_row = if layout == Layout::Text {
            let mut row = format!("{EMPTY} ").repeat(header.n);
            row.pop();
            row.push('\n');
            row
        } else {
            String::new()
        };
        Ok(SolutionWriter {
            out,
            layout,
            n: header.n,
            fixed_cols,
            count: 0,
            line: String::new(),
            empty_row,
            cancel: None,
        })
    }

    /// Stops writing a text board between rows once `cancel` is raised: the write then fails
    /// with [`io::ErrorKind::Interrupted`] and the board is left cut short.
    pub fn stopped_by(mut self, cancel: CancelFlag) -> Self {
        self.cancel = Some(cancel);
        self
    }

    /// Writes one solution (columns by row).
    pub fn solution(&mut self, cols: &[u32]) -> io::Result<()> {
        debug_assert_eq!(cols.len(), self.n);
        self.line.clear();
        match self.layout {
            Layout::Json | Layout::Jsonl => {
                if self.layout == Layout::Json && self.count > 0 {
                    self.line.push(',');
                }
                self.line.push('[');
                for (i, c) in cols.iter().enumerate() {
                    if i > 0 {
                        self.line.push(',');
                    }
                    self.line.push_str(itoa(*c, &mut [0; 10]));
                }
                self.line.push(']');
                if self.layout == Layout::Jsonl {
                    self.line.push('\n');
                }
            }
            Layout::Text => {
                self.count += 1;
                return self.board(cols);
            }
        }
        self.count += 1;
        self.out.write_all(self.line.as_bytes())
    }

    /// Writes a text board row by row, each row cut from the empty one around its queen.
    fn board(&mut self, cols: &[u32]) -> io::Result<()> {
        if self.count > 1 {
            self.out.write_all(b"\n")?;
        }
        let mut queen = [0; 4];
        for (row, &col) in cols.iter().enumerate() {
            if self.cancel.as_ref().is_some_and(CancelFlag::is_cancelled) {
                return Err(io::Error::new(io::ErrorKind::Interrupted, "stopped part-way through a board"));
            }
            let kind = if self.fixed_cols[row] == Some(col) { FIXED_QUEEN } else { QUEEN };
            let at = col as usize * SQUARE;
            self.out.write_all(&self.empty_row.as_bytes()[..at])?;
            self.out.write_all(kind.encode_utf8(&mut queen).as_bytes())?;
            self.out.write_all(&self.empty_row.as_bytes()[at + EMPTY.len_utf8()..])?;
        }
        Ok(())
    }

    /// Solutions written so far.
    pub fn count(&self) -> u64 {
        self.count
    }

    /// Writes the closing fields and flushes; returns the writer.
    pub fn finish(mut self, complete: bool) -> io::Result<W> {
        let footer = Footer { count: self.count, complete };
        match self.layout {
            Layout::Json => {
                self.out.write_all(b"],")?;
                self.out.write_all(closing_fields(&footer)?.as_bytes())?;
                self.out.write_all(b"\n")?;
            }
            Layout::Jsonl => {
                serde_json::to_writer(&mut self.out, &footer)?;
                self.out.write_all(b"\n")?;
            }
            Layout::Text => {}
        }
        self.out.into_inner().map_err(|e| e.into_error())
    }

    /// Flushes what is buffered, so a reader sees the solutions so far.
    pub fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}

/// `value`'s JSON object left open for more fields: `{"a":1,` (or `{` if it has none).
fn open_object(value: &impl Serialize) -> io::Result<String> {
    let mut text = serde_json::to_string(value).map_err(io::Error::other)?;
    // Only the last brace closes the object; the brace before it may close its last field.
    if !text.starts_with('{') || text.pop() != Some('}') {
        return Err(io::Error::other("a document header must be a JSON object"));
    }
    if text.len() > 1 {
        text.push(',');
    }
    Ok(text)
}

/// `value`'s JSON object without its opening brace, to close an object left open:
/// `"a":1}` (or `}` if it has none).
fn closing_fields(value: &impl Serialize) -> io::Result<String> {
    let text = serde_json::to_string(value).map_err(io::Error::other)?;
    match text.strip_prefix('{') {
        Some(fields) => Ok(fields.to_owned()),
        None => Err(io::Error::other("a document footer must be a JSON object")),
    }
}

/// The decimal digits of `x`, without allocating.
fn itoa(mut x: u32, buf: &mut [u8; 10]) -> &str {
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (x % 10) as u8;
        x /= 10;
        if x == 0 {
            break;
        }
    }
    std::str::from_utf8(&buf[i..]).expect("digits are ASCII")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn written(layout: Layout, fixed: &[Queen], solutions: &[&[u32]], complete: bool) -> String {
        let header = Header::new(4, fixed, Filter::All, Some(SolveMethod::Backtrack));
        let mut w = SolutionWriter::new(Vec::new(), layout, &header).unwrap();
        for s in solutions {
            w.solution(s).unwrap();
        }
        String::from_utf8(w.finish(complete).unwrap()).unwrap()
    }

    #[test]
    fn json_reads_back_with_every_field() {
        let text = written(Layout::Json, &[], &[&[1, 3, 0, 2], &[2, 0, 3, 1]], true);
        let set = crate::format::read(text.as_bytes()).unwrap();
        assert_eq!((set.n, set.complete, set.solutions.len()), (4, true, 2));
        let value: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(value["method"], "backtrack");
        assert!(text.find("\"solutions\"") < text.find("\"count\""), "{text}");
        let empty = written(Layout::Json, &[], &[], false);
        assert_eq!(crate::format::read(empty.as_bytes()).unwrap().solutions.len(), 0);
    }

    #[test]
    fn a_header_whose_last_field_is_an_object_keeps_its_braces() {
        #[derive(Serialize)]
        struct Inner {
            depth: Option<Box<Inner>>,
        }
        #[derive(Serialize)]
        struct Nested {
            n: usize,
            last: Inner,
        }
        let header = Nested { n: 4, last: Inner { depth: Some(Box::new(Inner { depth: None })) } };
        let doc = format!(
            "{}\"solutions\":[],{}",
            open_object(&header).unwrap(),
            closing_fields(&Footer { count: 0, complete: true }).unwrap()
        );
        let value: serde_json::Value = serde_json::from_str(&doc).unwrap_or_else(|e| panic!("{doc}: {e}"));
        assert_eq!(value["last"], serde_json::json!({"depth": {"depth": null}}));
        assert_eq!((value["solutions"].clone(), value["count"].clone()), (serde_json::json!([]), 0.into()));
        // An object with no fields opens without a comma.
        #[derive(Serialize)]
        struct Empty {}
        assert_eq!(open_object(&Empty {}).unwrap(), "{");
        assert!(open_object(&[1, 2]).is_err());
    }

    #[test]
    fn text_marks_fixed_queens() {
        let text = written(Layout::Text, &[Queen::new(0, 1)], &[&[1, 3, 0, 2]], true);
        assert_eq!(text, "· ♛ · ·\n· · · ♕\n♕ · · ·\n· · ♕ ·\n");
    }

    /// Issue 32: a text board is written row by row (it was built whole first), each row as
    /// a square-by-square reference draws it, and a raised flag stops it between rows.
    #[test]
    fn text_boards_are_written_row_by_row_and_stop_between_rows() {
        let n = 9;
        let fixed = [Queen::new(3, 5)];
        let boards: [[u32; 9]; 2] = [[0, 2, 4, 1, 3, 8, 6, 7, 5], [8, 7, 6, 5, 4, 3, 2, 1, 0]];
        let header = Header::new(n, &fixed, Filter::All, None);
        let mut w = SolutionWriter::new(Vec::new(), Layout::Text, &header).unwrap();
        let mut reference = String::new();
        for (k, cols) in boards.iter().enumerate() {
            w.solution(cols).unwrap();
            if k > 0 {
                reference.push('\n');
            }
            for (row, &col) in cols.iter().enumerate() {
                let squares: Vec<String> = (0..n as u32)
                    .map(|c| match (c == col, row == 3 && c == 5) {
                        (true, true) => FIXED_QUEEN.to_string(),
                        (true, false) => QUEEN.to_string(),
                        _ => EMPTY.to_string(),
                    })
                    .collect();
                reference.push_str(&squares.join(" "));
                reference.push('\n');
            }
        }
        assert_eq!(String::from_utf8(w.finish(true).unwrap()).unwrap(), reference);

        let cancel = CancelFlag::new();
        let mut w =
            SolutionWriter::new(Vec::new(), Layout::Text, &header).unwrap().stopped_by(cancel.clone());
        w.solution(&boards[0]).unwrap();
        cancel.cancel();
        let e = w.solution(&boards[1]).unwrap_err();
        assert_eq!(e.kind(), io::ErrorKind::Interrupted);
        let written = String::from_utf8(w.finish(false).unwrap()).unwrap();
        assert_eq!(written.lines().count(), n + 1, "one board and the blank line: {written}");
    }

    #[test]
    fn digits() {
        for x in [0, 7, 10, 63, 1000, u32::MAX] {
            assert_eq!(itoa(x, &mut [0; 10]), x.to_string());
        }
    }
}
