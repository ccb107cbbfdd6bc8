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

/// The largest board a solution file may describe.
pub(crate) const MAX_FILE_N: usize = MAX_WIDE_N;

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
    #[error("fixed queen at row {}, column {} is off the {n}x{n} board (rows and columns are 0 to {})", .queen.row, .queen.col, .n.saturating_sub(1))]
    OffBoard { queen: Queen, n: usize },
    #[error("two fixed queens are on the same square: row {}, column {}", .0.row, .0.col)]
    SameSquare(Queen),
    #[error("fixed queens at row {}, column {} and row {}, column {} attack each other along a {how}", .a.row, .a.col, .b.row, .b.col)]
    Attacking { a: Queen, b: Queen, how: Attack },
}

/// A board size with fixed queens that are on the board and do not attack each other.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    n: usize,
    fixed: Vec<Queen>,
}

impl Problem {
    /// Checks the size against `1..=max_n` and the fixed queens against each other.
    /// The fixed queens are kept sorted by row.
    ///
    /// ```
    /// use nqueens::board::{Problem, Queen, MAX_N};
    /// assert!(Problem::new(8, vec![Queen::new(3, 3)], MAX_N).is_ok());
    /// assert!(Problem::new(8, vec![Queen::new(0, 0), Queen::new(7, 7)], MAX_N).is_err());
    /// ```
    pub fn new(n: usize, mut fixed: Vec<Queen>, max_n: usize) -> Result<Self, ProblemError> {
        if n == 0 || n > max_n {
            return Err(ProblemError::SizeOutOfRange { n, max: max_n });
        }
        if let Some(&queen) = fixed.iter().find(|q| q.row >= n || q.col >= n) {
            return Err(ProblemError::OffBoard { queen, n });
        }
        if let Some((a, b, how)) = first_conflict(&fixed) {
            return Err(match how {
                None => ProblemError::SameSquare(a),
                Some(how) => ProblemError::Attacking { a, b, how },
            });
        }
        fixed.sort_unstable();
        Ok(Problem { n, fixed })
    }

    /// A problem with no fixed queens.
    pub fn empty(n: usize, max_n: usize) -> Result<Self, ProblemError> {
        Problem::new(n, Vec::new(), max_n)
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

/// The first pair of queens (in input order) that share a square (`None` as the attack)
/// or attack each other.
fn first_conflict(queens: &[Queen]) -> Option<(Queen, Queen, Option<Attack>)> {
    for (i, &a) in queens.iter().enumerate() {
        for &b in &queens[i + 1..] {
            if a == b {
                return Some((a, b, None));
            }
            if let Some(how) = a.attack(b) {
                return Some((a, b, Some(how)));
            }
        }
    }
    None
}

/// Every pair of queens (by index into `queens`) that attack each other or share a square.
/// The app uses it to mark conflicts in red.
pub fn conflicts(queens: &[Queen]) -> Vec<(usize, usize)> {
    let mut pairs = Vec::new();
    for (i, &a) in queens.iter().enumerate() {
        for (j, &b) in queens.iter().enumerate().skip(i + 1) {
            if a == b || a.attack(b).is_some() {
                pairs.push((i, j));
            }
        }
    }
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
        let e = Problem::new(8, vec![Queen::new(0, 0), Queen::new(2, 2)], MAX_N).unwrap_err();
        assert!(e.to_string().contains("diagonal"), "{e}");
        assert!(matches!(Problem::new(0, vec![], MAX_N), Err(ProblemError::SizeOutOfRange { .. })));
        assert!(matches!(Problem::new(65, vec![], MAX_N), Err(ProblemError::SizeOutOfRange { .. })));
        assert!(matches!(
            Problem::new(4, vec![Queen::new(1, 1), Queen::new(1, 1)], MAX_N),
            Err(ProblemError::SameSquare(_))
        ));
        assert!(matches!(Problem::new(4, vec![Queen::new(4, 0)], MAX_N), Err(ProblemError::OffBoard { .. })));
    }
}
