//! One board to draw: its size, fixed queens, placed queens and what else its squares show,
//! with the checks that keep it drawable, and where its squares fall in a picture.

use super::PictureError;
use crate::board::{MAX_N, MAX_WIDE_N, Queen, is_solution};
use crate::hints::Hints;
use crate::output::{EMPTY, FIXED_QUEEN, QUEEN};

/// Boards up to this wide get edge coordinates and a checkered grid (and a text form);
/// wider ones are drawn as a pattern of queens, where squares would be mush.
pub const MAX_GRID_N: usize = MAX_N;

/// What the squares show besides queens.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Marks {
    #[default]
    None,
    /// The squares the fixed queens attack, shaded.
    Attacked,
    /// How many solutions go through each square (a number and a heat shade), squares no
    /// solution goes through crossed out, as the app's hints show them.
    Hints(Hints),
}

/// A board to draw: coordinates as everywhere in the crate (row 0 at the top, column 0 at
/// the left), chess notation on the edges.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardDrawing {
    n: usize,
    fixed: Vec<Queen>,
    /// Queens besides the fixed ones, sorted.
    queens: Vec<Queen>,
    marks: Marks,
    /// A Watch's costs, attacks and caption.
    lesson: Option<super::Lesson>,
}

impl BoardDrawing {
    /// An `n`-wide board (1 to [`MAX_WIDE_N`]) with these fixed queens on it. Fixed queens
    /// that attack each other are drawn (in red), as the app shows them.
    pub fn new(n: usize, fixed: &[Queen]) -> Result<BoardDrawing, PictureError> {
        if n == 0 || n > MAX_WIDE_N {
            return Err(PictureError::BoardSize { n, max: MAX_WIDE_N });
        }
        let mut fixed = fixed.to_vec();
        if let Some(&queen) = fixed.iter().find(|q| q.row >= n || q.col >= n) {
            return Err(PictureError::OffBoard { queen, n });
        }
        fixed.sort_unstable();
        fixed.dedup();
        Ok(BoardDrawing { n, fixed, queens: Vec::new(), marks: Marks::None, lesson: None })
    }

    /// The board with these queens placed besides the fixed ones (a queen on a fixed
    /// queen's square is that fixed queen). Any placement: a partial one, a Most queens one.
    pub fn with_queens(
        mut self,
        queens: impl IntoIterator<Item = Queen>,
    ) -> Result<BoardDrawing, PictureError> {
        let n = self.n;
        for queen in queens {
            if queen.row >= n || queen.col >= n {
                return Err(PictureError::OffBoard { queen, n });
            }
            if self.fixed.binary_search(&queen).is_err() {
                self.queens.push(queen);
            }
        }
        self.queens.sort_unstable();
        self.queens.dedup();
        Ok(self)
    }

    /// The board with a full solution on it (columns by row), checked: one column per row,
    /// each on the board, no two queens attacking, every fixed queen kept.
    pub fn with_solution(self, cols: &[u32]) -> Result<BoardDrawing, PictureError> {
        check_solution(self.n, &self.fixed, cols)?;
        let queens = cols.iter().enumerate().map(|(row, &col)| Queen::new(row, col as usize));
        self.with_queens(queens)
    }

    /// The board with `marks` on its squares (boards up to [`MAX_GRID_N`] wide). Hints
    /// must be of a board this size.
    pub fn with_marks(mut self, marks: Marks) -> Result<BoardDrawing, PictureError> {
        if marks != Marks::None && !self.grid() {
            return Err(PictureError::MarksTooWide { n: self.n, max: MAX_GRID_N });
        }
        if let Marks::Hints(hints) = &marks
            && (hints.n != self.n || hints.cells.len() != self.n * self.n)
        {
            return Err(PictureError::HintsSize { hints: hints.n, n: self.n });
        }
        self.marks = marks;
        Ok(self)
    }

    pub fn n(&self) -> usize {
        self.n
    }

    pub fn fixed(&self) -> &[Queen] {
        &self.fixed
    }

    /// The queens besides the fixed ones, sorted.
    pub fn queens(&self) -> &[Queen] {
        &self.queens
    }

    /// What a Watch shows besides the queens, drawn on the board with its caption below.
    pub fn with_lesson(mut self, lesson: super::Lesson) -> BoardDrawing {
        self.lesson = Some(lesson);
        self
    }

    pub fn lesson(&self) -> Option<&super::Lesson> {
        self.lesson.as_ref()
    }

    pub fn marks(&self) -> &Marks {
        &self.marks
    }

    /// Whether the board is drawn with coordinates and a grid (up to [`MAX_GRID_N`] wide).
    pub fn grid(&self) -> bool {
        self.n <= MAX_GRID_N
    }

    /// The board as text, one row per line: `♕` a queen, `♛` a fixed queen, `·` an empty
    /// square, squares apart by a space, as `nqueens solve --format text` draws solutions.
    /// `None` past [`MAX_GRID_N`] wide, where a line would not fit any screen.
    pub fn text(&self) -> Option<String> {
        if !self.grid() {
            return None;
        }
        let mut rows = vec![vec![EMPTY; self.n]; self.n];
        for q in &self.queens {
            rows[q.row][q.col] = QUEEN;
        }
        for q in &self.fixed {
            rows[q.row][q.col] = FIXED_QUEEN;
        }
        let mut text = String::new();
        for row in rows {
            let line: Vec<String> = row.iter().map(char::to_string).collect();
            text.push_str(&line.join(" "));
            text.push('\n');
        }
        Some(text)
    }

    /// Where the squares fall in a picture of the board `size` units wide (and tall).
    pub fn frame(&self, size: f32) -> Frame {
        let n = self.n as f32;
        if self.grid() {
            // Coordinates take a strip on the left and at the bottom, wide enough for a
            // readable label on a sheet's small boards too.
            let strip = (size * 0.05).max(12.0).min(size * 0.15);
            let edge = size * 0.02;
            Frame { left: strip, top: edge, square: (size - strip - edge) / n, strip }
        } else {
            let edge = size * 0.02;
            Frame { left: edge, top: edge, square: (size - 2.0 * edge) / n, strip: 0.0 }
        }
    }
}

/// Where a board's squares fall in its picture, in the picture's units from its top left.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Frame {
    /// The board's top-left corner.
    pub left: f32,
    pub top: f32,
    /// The side of a square.
    pub square: f32,
    /// The width of the coordinates' strip left of and below the board (0: none).
    pub strip: f32,
}

impl Frame {
    /// The top-left corner of the square of `q`.
    pub fn corner(&self, q: Queen) -> (f32, f32) {
        (self.left + q.col as f32 * self.square, self.top + q.row as f32 * self.square)
    }
}

/// Why `cols` is not a full solution of the board that keeps `fixed`, if it is not.
fn check_solution(n: usize, fixed: &[Queen], cols: &[u32]) -> Result<(), PictureError> {
    if cols.len() != n {
        return Err(PictureError::SolutionLength { got: cols.len(), n });
    }
    if let Some((row, &col)) = cols.iter().enumerate().find(|&(_, &c)| c as usize >= n) {
        return Err(PictureError::OffBoard { queen: Queen::new(row, col as usize), n });
    }
    if let Some(q) = fixed.iter().find(|q| cols[q.row] as usize != q.col) {
        return Err(PictureError::BreaksFixed { fixed: *q, col: cols[q.row] as usize });
    }
    // Every column is on the board, so two queens attack each other exactly when the
    // placement is no solution.
    let queens: Vec<Queen> =
        cols.iter().enumerate().map(|(row, &col)| Queen::new(row, col as usize)).collect();
    // One queen a row: no two share a square, so every pair found attacks.
    match crate::board::first_conflict(n, &queens) {
        Some((a, b, Some(how))) => Err(PictureError::SolutionAttacks { a, b, how }),
        Some((a, b, None)) => unreachable!("{a} and {b} on one square, one queen a row"),
        None => {
            debug_assert!(is_solution(n, cols));
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Attack;
    use crate::output::{Header, Layout, SolutionWriter};
    use crate::stream::Filter;

    #[test]
    fn a_solution_is_checked_whole() {
        let board = || BoardDrawing::new(4, &[Queen::new(0, 1)]).unwrap();
        assert_eq!(board().with_solution(&[1, 3, 0, 2]).unwrap().queens().len(), 3);
        let e = board().with_solution(&[1, 3, 0]).unwrap_err();
        assert_eq!(e, PictureError::SolutionLength { got: 3, n: 4 });
        assert!(e.to_string().contains("needs 4"), "{e}");
        let e = board().with_solution(&[2, 0, 3, 1]).unwrap_err();
        assert!(matches!(e, PictureError::BreaksFixed { col: 2, .. }), "{e}");
        let e = board().with_solution(&[1, 3, 0, 4]).unwrap_err();
        assert!(matches!(e, PictureError::OffBoard { .. }), "{e}");
        let e = board().with_solution(&[1, 3, 2, 0]).unwrap_err();
        let want =
            PictureError::SolutionAttacks { a: Queen::new(1, 3), b: Queen::new(2, 2), how: Attack::Diagonal };
        assert_eq!(e, want);
        assert!(e.to_string().contains("diagonal"), "{e}");
        let e = board().with_solution(&[1, 3, 1, 0]).unwrap_err();
        assert!(matches!(e, PictureError::SolutionAttacks { how: Attack::Column, .. }), "{e}");
    }

    #[test]
    fn the_first_attack_is_found_on_random_placements() {
        use proptest::prelude::*;
        proptest!(|(cols in proptest::collection::vec(0u32..7, 1..7))| {
            let n = cols.len();
            let cols: Vec<u32> = cols.into_iter().map(|c| c % n as u32).collect();
            // The obvious check: every pair.
            let pairs: Vec<(usize, usize)> = (0..n).flat_map(|a| (a + 1..n).map(move |b| (a, b))).collect();
            let attacks = |&(a, b): &(usize, usize)| {
                Queen::new(a, cols[a] as usize).attack(Queen::new(b, cols[b] as usize)).is_some()
            };
            match BoardDrawing::new(n, &[]).unwrap().with_solution(&cols) {
                Ok(_) => prop_assert!(!pairs.iter().any(attacks)),
                Err(PictureError::SolutionAttacks { a, b, .. }) => {
                    prop_assert!(a.attack(b).is_some() && a.row < b.row)
                }
                Err(e) => prop_assert!(false, "{e}"),
            }
        });
    }

    #[test]
    fn the_text_board_is_the_one_solve_writes() {
        let fixed = [Queen::new(2, 0)];
        let cols = [1, 3, 0, 2];
        let board = BoardDrawing::new(4, &fixed).unwrap().with_solution(&cols).unwrap();
        let header = Header::new(4, &fixed, Filter::All, None);
        let mut writer = SolutionWriter::new(Vec::new(), Layout::Text, &header).unwrap();
        writer.solution(&cols).unwrap();
        let written = String::from_utf8(writer.finish(true).unwrap()).unwrap();
        assert_eq!(board.text().unwrap(), written);
        assert_eq!(BoardDrawing::new(65, &[]).unwrap().text(), None);
    }

    #[test]
    fn bad_boards_are_refused() {
        assert!(matches!(BoardDrawing::new(0, &[]), Err(PictureError::BoardSize { .. })));
        assert!(matches!(BoardDrawing::new(4, &[Queen::new(4, 0)]), Err(PictureError::OffBoard { .. })));
        let hints = Hints { n: 3, cells: vec![], total: None, best_removal: None, complete: false };
        let e = BoardDrawing::new(4, &[]).unwrap().with_marks(Marks::Hints(hints)).unwrap_err();
        assert!(matches!(e, PictureError::HintsSize { hints: 3, n: 4 }));
    }
}
