//! Board geometry: sizes, fixed queens, and the checks that make a problem valid.
//!
//! Coordinates: row 0 is the top row as drawn, column 0 the left column, both 0-based.
//! Chess notation puts file `a` on column 0 and rank 1 on the bottom row.

use serde::{Deserialize, Serialize};
use std::fmt;

/// The largest board the enumerating and counting engines accept (one `u64` mask per row).
pub const MAX_N: usize = 64;

/// The largest board any engine accepts: wider than [`MAX_N`], only a search for some
/// solutions (with a limit) works, by the wide-board engines in [`crate::wide`].
pub const MAX_WIDE_N: usize = 1_000_000;

/// A queen on the board, written in JSON as `[row, col]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(from = "[usize; 2]", into = "[usize; 2]")]
pub struct Queen {
    pub row: usize,
    pub col: usize,
}

impl From<[usize; 2]> for Queen {
    fn from([row, col]: [usize; 2]) -> Self {
        Queen { row, col }
    }
}

impl From<Queen> for [usize; 2] {
    fn from(q: Queen) -> Self {
        [q.row, q.col]
    }
}

impl Queen {
    pub const fn new(row: usize, col: usize) -> Self {
        Queen { row, col }
    }

    /// How two queens on different squares attack each other, if they do.
    pub fn attack(self, other: Queen) -> Option<Attack> {
        if self.row == other.row {
            Some(Attack::Row)
        } else if self.col == other.col {
            Some(Attack::Column)
        } else if self.row.abs_diff(other.row) == self.col.abs_diff(other.col) {
            Some(Attack::Diagonal)
        } else {
            None
        }
    }

    /// Chess notation on an `n`-wide board: `a8` is row 0, column 0 when n = 8.
    /// Files past `z` (n > 26) are written as numbers: `27:1`.
    pub fn notation(self, n: usize) -> String {
        format!("{}{}", file_name(self.col, n), n - self.row)
    }
}

/// The name of a file (column) on an `n`-wide board: `a`.. up to 26 files, numbers beyond.
pub(crate) fn file_name(col: usize, n: usize) -> String {
    if n <= 26 { char::from(b'a' + col as u8).to_string() } else { format!("{}:", col + 1) }
}

impl fmt::Display for Queen {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.row, self.col)
    }
}

/// The line two queens share.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Attack {
    Row,
    Column,
    Diagonal,
}

impl fmt::Display for Attack {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Attack::Row => "row",
            Attack::Column => "column",
            Attack::Diagonal => "diagonal",
        })
    }
}

/// Why a board size and set of fixed queens do not form a problem.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProblemError {
    #[error("board size {n} is out of range: it must be from 1 to {max}")]
    SizeOutOfRange { n: usize, max: usize },
    #[error("fixed queen at row {}, column {} is off the {n}×{n} board (rows and columns are 0 to {})", .queen.row, .queen.col, .n.saturating_sub(1))]
    OffBoard { queen: Queen, n: usize },
    #[error("two fixed queens are on the same square: row {}, column {}", .0.row, .0.col)]
    SameSquare(Queen),
    #[error("fixed queens at row {}, column {} and row {}, column {} attack each other along a {how}", .a.row, .a.col, .b.row, .b.col)]
    Attacking { a: Queen, b: Queen, how: Attack },
}

/// A board size with fixed queens that are on the board and do not attack each other.
/// Read back through [`Problem::wide`], so a read one keeps that promise too.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "ProblemFields")]
pub struct Problem {
    n: usize,
    fixed: Vec<Queen>,
}

/// A problem as it is written, before it is checked.
#[derive(Deserialize)]
struct ProblemFields {
    n: usize,
    fixed: Vec<Queen>,
}

impl TryFrom<ProblemFields> for Problem {
    type Error = ProblemError;

    fn try_from(fields: ProblemFields) -> Result<Problem, ProblemError> {
        Problem::wide(fields.n, fields.fixed)
    }
}

impl Problem {
    /// A board of 1 to [`MAX_N`] columns, which every engine takes, with fixed queens that
    /// are on it and do not attack each other. The fixed queens are kept sorted by row.
    ///
    /// ```
    /// use nqueens::{Problem, Queen};
    /// assert!(Problem::new(8, vec![Queen::new(3, 3)]).is_ok());
    /// assert!(Problem::new(8, vec![Queen::new(0, 0), Queen::new(7, 7)]).is_err());
    /// assert!(Problem::new(65, vec![]).is_err());
    /// ```
    pub fn new(n: usize, fixed: Vec<Queen>) -> Result<Self, ProblemError> {
        Problem::within(n, fixed, MAX_N)
    }

    /// A board of 1 to [`MAX_WIDE_N`] columns: past [`MAX_N`], searches for some solutions
    /// ([`crate::wide`]), Most queens and hints take it; listing and counting do not.
    pub fn wide(n: usize, fixed: Vec<Queen>) -> Result<Self, ProblemError> {
        Problem::within(n, fixed, MAX_WIDE_N)
    }

    /// A problem with no fixed queens, 1 to [`MAX_N`] wide.
    pub fn empty(n: usize) -> Result<Self, ProblemError> {
        Problem::new(n, Vec::new())
    }

    fn within(n: usize, mut fixed: Vec<Queen>, max_n: usize) -> Result<Self, ProblemError> {
        if n == 0 || n > max_n {
            return Err(ProblemError::SizeOutOfRange { n, max: max_n });
        }
        if let Some(&queen) = fixed.iter().find(|q| q.row >= n || q.col >= n) {
            return Err(ProblemError::OffBoard { queen, n });
        }
        if let Some((a, b, how)) = first_conflict(n, &fixed) {
            return Err(match how {
                None => ProblemError::SameSquare(a),
                Some(how) => ProblemError::Attacking { a, b, how },
            });
        }
        fixed.sort_unstable();
        Ok(Problem { n, fixed })
    }

    pub fn n(&self) -> usize {
        self.n
    }

    pub fn fixed(&self) -> &[Queen] {
        &self.fixed
    }

    /// Whether a full placement (columns by row) keeps every fixed queen.
    pub fn keeps_fixed(&self, cols: &[u32]) -> bool {
        self.fixed.iter().all(|q| cols[q.row] as usize == q.col)
    }
}

/// A pair of queens that share a square (`None` as the attack) or attack each other, if
/// any: the one whose later queen comes first in input order. Linear in the queens and the
/// board: each row, column and diagonal remembers the first queen on it.
pub(crate) fn first_conflict(n: usize, queens: &[Queen]) -> Option<(Queen, Queen, Option<Attack>)> {
    if queens.len() < 2 {
        return None;
    }
    let mut lines = Lines::new(n);
    for &b in queens {
        // The queens before `b` attack no other, so each line holds at most one of them:
        // a second queen on b's square is on b's row.
        if let Some(a) = lines.add(b) {
            return Some((a, b, if a == b { None } else { a.attack(b) }));
        }
    }
    None
}

/// Every row, column and diagonal of a board, each with the first queen put on it.
struct Lines {
    n: usize,
    /// By line: the queen's index into `queens` plus one, 0 for none. The four kinds of
    /// line one after another: rows (n), columns (n), diagonals row - col + n - 1 (2n - 1),
    /// anti-diagonals row + col (2n - 1).
    first: Vec<u32>,
    queens: Vec<Queen>,
}

impl Lines {
    fn new(n: usize) -> Self {
        Lines { n, first: vec![0; 6 * n], queens: Vec::new() }
    }

    /// The four lines through a square on the board.
    fn through(&self, q: Queen) -> [usize; 4] {
        let n = self.n;
        [q.row, n + q.col, 2 * n + q.row + n - 1 - q.col, 4 * n + q.row + q.col]
    }

    /// Puts `q` on its lines; returns an earlier queen on one of them (on its row first),
    /// and then leaves the lines as they were.
    fn add(&mut self, q: Queen) -> Option<Queen> {
        let lines = self.through(q);
        if let Some(&held) = lines.iter().map(|&l| &self.first[l]).find(|&&i| i != 0) {
            return Some(self.queens[held as usize - 1]);
        }
        self.queens.push(q);
        // At most n queens attack no other (one a row), and n <= MAX_WIDE_N fits in u32.
        let index = u32::try_from(self.queens.len()).expect("at most one queen a row");
        for l in lines {
            self.first[l] = index;
        }
        None
    }
}

/// Every pair of queens (by index into `queens`, in order) that attack each other or share
/// a square. The app uses it to mark conflicts in red. Queens are grouped by line, so the
/// time is that of sorting the queens plus the pairs found.
pub fn conflicts(queens: &[Queen]) -> Vec<(usize, usize)> {
    type LineOf = fn(Queen) -> i128;
    // Rows, columns, diagonals, anti-diagonals; i128 holds any difference or sum of usizes.
    let kinds: [LineOf; 4] = [
        |q| q.row as i128,
        |q| q.col as i128,
        |q| q.row as i128 - q.col as i128,
        |q| q.row as i128 + q.col as i128,
    ];
    let mut pairs = Vec::new();
    let mut order: Vec<usize> = (0..queens.len()).collect();
    for line_of in kinds {
        order.sort_by_key(|&i| (line_of(queens[i]), i));
        for group in order.chunk_by(|&a, &b| line_of(queens[a]) == line_of(queens[b])) {
            for (k, &i) in group.iter().enumerate() {
                pairs.extend(group[k + 1..].iter().map(|&j| (i, j)));
            }
        }
    }
    pairs.sort_unstable();
    pairs.dedup();
    pairs
}

/// Whether `cols` (columns by row) is a full solution: every column in range, and no two
/// queens sharing a column or a diagonal. The independent check of every engine's answers;
/// linear time, so it also serves the largest boards.
pub fn is_solution(n: usize, cols: &[u32]) -> bool {
    if cols.len() != n {
        return false;
    }
    let mut column = vec![false; n];
    let mut diagonal = vec![false; 2 * n];
    let mut anti_diagonal = vec![false; 2 * n];
    cols.iter().enumerate().all(|(row, &col)| {
        let col = col as usize;
        col < n
            && !std::mem::replace(&mut column[col], true)
            && !std::mem::replace(&mut diagonal[row + n - col], true)
            && !std::mem::replace(&mut anti_diagonal[row + col], true)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_counts_ranks_from_the_bottom() {
        assert_eq!(Queen::new(0, 0).notation(8), "a8");
        assert_eq!(Queen::new(7, 3).notation(8), "d1");
        assert_eq!(Queen::new(0, 26).notation(30), "27:30");
    }

    #[test]
    fn problem_rejects_bad_input_with_names() {
        let e = Problem::new(8, vec![Queen::new(0, 0), Queen::new(2, 2)]).unwrap_err();
        assert!(e.to_string().contains("diagonal"), "{e}");
        assert!(matches!(Problem::new(0, vec![]), Err(ProblemError::SizeOutOfRange { .. })));
        assert!(matches!(Problem::new(65, vec![]), Err(ProblemError::SizeOutOfRange { .. })));
        assert!(matches!(
            Problem::new(4, vec![Queen::new(1, 1), Queen::new(1, 1)]),
            Err(ProblemError::SameSquare(_))
        ));
        assert!(matches!(Problem::new(4, vec![Queen::new(4, 0)]), Err(ProblemError::OffBoard { .. })));
    }
}
