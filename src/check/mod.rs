//! Checking a student's answers: every solution, one per symmetry class, one solution, or
//! the count, read from the notations courses print them in.
//!
//! ```
//! use nqueens::check::{Exercise, Options, check};
//! use nqueens::control::Control;
//!
//! // The two solutions of the 4×4 board, the second one twice.
//! let answers = "Solución 1: [1, 3, 0, 2]\nSolución 2: [2, 0, 3, 1]\n[2, 0, 3, 1]\n";
//! let options = Options { n: None, exercise: Exercise::All };
//! let report = check(answers.as_bytes(), &options, &mut |_| Control::Continue).unwrap();
//! assert_eq!((report.n, report.read, report.valid, report.missing), (Some(4), 3, 3, 0));
//! assert_eq!(report.duplicates[0].line, 3);
//! assert_eq!(report.duplicates[0].first_line, 2);
//! assert!(!report.correct);
//! ```
//!
//! Reading streams: one line (or one board) is held at a time, and what is remembered is
//! one entry a distinct valid answer (a few bytes each), however long the file. The report
//! keeps the first [`KEPT`] invalid answers and repeats; the caller's sink sees them all.
//! The library prints nothing: [`words`] turns a report into a teacher's note.

pub mod counts;
mod document;
mod item;
mod judge;
pub mod read;
mod scan;
mod seen;
pub mod words;

use crate::board::{Attack, Queen};
use crate::control::Control;
pub use judge::Judge;
pub use read::{ReadError, Reader, Unreadable};
use serde::{Deserialize, Serialize};
use std::io::BufRead;

/// The invalid answers and repeats a report lists; the sink sees every one.
pub const KEPT: usize = 100;
/// How many missing solutions a report lists.
pub const MISSING_EXAMPLES: usize = 5;
/// The widest board whose every solution (or class) can be checked: each answer is packed
/// into 128 bits, 5 a column. (n = 26 has 2.2 × 10^16 solutions: no file holds them.)
pub const MAX_LISTED_N: usize = 25;

/// What the student was asked for.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Exercise {
    /// Every solution, once.
    #[default]
    All,
    /// One solution of each class under the 8 symmetries of the board.
    Unique,
    /// A single solution.
    One,
    /// The number of solutions.
    Count,
}

impl Exercise {
    pub const ALL: [Exercise; 4] = [Exercise::All, Exercise::Unique, Exercise::One, Exercise::Count];

    /// Its name on the command line and in JSON.
    pub fn name(self) -> &'static str {
        match self {
            Exercise::All => "all",
            Exercise::Unique => "unique",
            Exercise::One => "one",
            Exercise::Count => "count",
        }
    }
}

/// How the answers were written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Notation {
    /// Boards drawn row by row.
    Boards,
    /// Lists of numbers from 0.
    ListsFromZero,
    /// Lists of numbers from 1.
    ListsFromOne,
    /// `(row, col)` or `[row, col]` pairs.
    Pairs,
    /// Chess squares.
    Squares,
    /// A number (a count).
    Number,
    /// More than one of the above in one file.
    Mixed,
}

/// What to check.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Options {
    /// The board's size; read from the first answer when not given.
    pub n: Option<usize>,
    pub exercise: Exercise,
}

/// Why an answer is wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "fault", rename_all = "kebab-case")]
pub enum Fault {
    /// Two queens attack each other (the first such pair in reading order).
    Attack { queens: [Queen; 2], along: Along },
    /// Two queens on one square (pairs or chess squares written twice).
    SameSquare { queen: Queen },
    /// An answer of another board size: `size` queens, numbers or columns.
    WrongSize { size: usize },
    /// A board with as many columns as n but another number of rows.
    NotSquare { rows: usize, cols: usize },
    /// A board with another number of queens than n.
    QueenCount { queens: usize },
    /// A number or square outside the board.
    OffBoard { value: u64 },
    /// Not readable as an answer.
    Unreadable { why: Unreadable },
}

/// The line two attacking queens share.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Along {
    Row,
    Column,
    Diagonal,
}

impl From<Attack> for Along {
    fn from(attack: Attack) -> Along {
        match attack {
            Attack::Row => Along::Row,
            Attack::Column => Along::Column,
            Attack::Diagonal => Along::Diagonal,
        }
    }
}

/// A wrong answer and where it is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Invalid {
    /// Its first line, from 1.
    pub line: u64,
    /// The squares at fault in chess notation (the attacking pair), else empty.
    pub squares: Vec<String>,
    #[serde(flatten)]
    pub fault: Fault,
}

/// An answer given before.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Duplicate {
    pub line: u64,
    /// The line of the answer it repeats (for `unique`: the first of its class).
    pub first_line: u64,
}

/// One finding, as the sink sees it while reading goes on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Finding<'a> {
    Invalid(&'a Invalid),
    Duplicate(Duplicate),
}

/// The number a `count` answer gave, and the one expected.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct CountAnswer {
    /// The line it is on.
    pub line: u64,
    pub value: u64,
    /// The published count.
    pub expected: u64,
    /// The number of classes under the 8 symmetries, which students sometimes give instead.
    pub unique: u64,
}

/// What a file's answers hold, right and wrong.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Report {
    pub n: Option<usize>,
    pub exercise: Exercise,
    /// None when nothing was read.
    pub notation: Option<Notation>,
    /// Answers read (right or wrong; numbers not included).
    pub read: u64,
    pub valid: u64,
    /// How many answers are wrong; `invalid` lists the first [`KEPT`].
    pub invalid_count: u64,
    pub invalid: Vec<Invalid>,
    /// How many answers repeat an earlier one; `duplicates` lists the first [`KEPT`].
    pub duplicate_count: u64,
    pub duplicates: Vec<Duplicate>,
    /// Solutions (or classes, for `unique`) not given; for `one`, 1 when no valid answer.
    pub missing: u64,
    /// The first missing ones, columns by row.
    pub missing_examples: Vec<Vec<u32>>,
    /// Lines that hold no answer: headings, prose, rules.
    pub skipped: u64,
    /// For `count`: the number read, if any.
    pub count: Option<CountAnswer>,
    pub correct: bool,
}

/// Why a file could not be checked.
#[derive(Debug, thiserror::Error)]
pub enum CheckError {
    #[error(transparent)]
    Read(#[from] ReadError),
    #[error("--exercise count needs the board's size (--n N)")]
    CountNeedsN,
    #[error("n = {n} is too big to check: {why}")]
    TooBig { n: usize, why: &'static str },
    #[error("n must be at least 1")]
    Zero,
}

/// Reads `input` to its end and checks its answers, handing each finding to `sink` (which
/// may stop the reading: the report then covers what was read).
pub fn check(
    input: impl BufRead,
    options: &Options,
    sink: &mut dyn FnMut(Finding<'_>) -> Control,
) -> Result<Report, CheckError> {
    let mut judge = Judge::new(options)?;
    let mut failed = None;
    Reader::new().read(input, &mut |item| match judge.item(item, sink) {
        Ok(control) => control,
        Err(e) => {
            failed = Some(e);
            Control::Stop
        }
    })?;
    match failed {
        Some(e) => Err(e),
        None => Ok(judge.finish()),
    }
}
