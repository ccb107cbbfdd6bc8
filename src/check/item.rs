//! What reading a student's output hands over, whichever reader read it (lines of text,
//! [`super::read`]; Queenside's own document, [`super::document`]), and why reading stopped.

use std::io;

/// What a run of lines holds, as [`super::Reader::read`] hands it over.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Item<'a> {
    /// One answer, by the line it starts on (from 1).
    Answer(u64, Shape<'a>),
    /// A line that holds no answer: a heading, prose, a separator.
    Skipped(u64),
    /// A line whose first number is `value` (thousands separators allowed); `keyword`: the
    /// line also says "solution", "total" or "count" in one of the three languages.
    Number { line: u64, value: u64, keyword: bool },
    /// A line that looks like an answer but cannot be read as one.
    Unreadable(u64, Unreadable),
}

/// An answer's raw content, before it is checked against n.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape<'a> {
    /// Rows of squares: `rows` rows of `cols` squares, queens at (row, col).
    Board { rows: usize, cols: usize, queens: &'a [(usize, usize)] },
    /// Numbers: one per row (or per column), from 0 or from 1.
    List(&'a [u64]),
    /// `(row, col)` or `[row, col]` pairs.
    Pairs(&'a [(u64, u64)]),
    /// Chess squares: (file from 0, rank as written, from 1 at the bottom).
    Squares(&'a [(u64, u64)]),
}

/// Why a line that looks like an answer cannot be read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Unreadable {
    /// An opening bracket without its closing one, or the other way round.
    Brackets,
    /// Numbers grouped in different ways on one line (pairs next to a bare number).
    Grouping,
    /// Chess squares and bare numbers on one line.
    Mixed,
    /// A board's rows of different lengths.
    RaggedBoard,
    /// A number too big to be a row or a column.
    Huge,
}

/// Why reading stopped before the end.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// The file could not be opened.
    #[error("{0}")]
    Open(io::Error),
    #[error("line {line}: {source}")]
    Io { line: u64, source: io::Error },
    #[error("line {line} is not text (not UTF-8)")]
    NotText { line: u64 },
}

impl ReadError {
    /// The line reading stopped at (from 1; 0 when the file could not be opened).
    pub fn line(&self) -> u64 {
        match self {
            ReadError::Open(_) => 0,
            ReadError::Io { line, .. } | ReadError::NotText { line } => *line,
        }
    }
}
