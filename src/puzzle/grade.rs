//! Grading a puzzle the way a person solves it.
//!
//! A person marks the squares the queens on the board attack and places a queen wherever a
//! row or a column has one safe square left (a *forced* placement), again and again. When
//! no row or column is down to one square, they try a queen on a safe square (a *guess*,
//! squares in reading order: rows from the top, each from the left) and follow its forced
//! placements; if that ends in a *dead end* (a row or column with no safe square left),
//! the square is ruled out and they go back to forced placements. A trial whose forced
//! placements do not end in a dead end is taken back and the next square tried; when no
//! square's trial dies that quickly, a trial may itself need guesses, one level deeper at a
//! time (the fewest levels that rule out some square).
//!
//! The grade counts the forced placements on the board and every trial that ended in a
//! dead end, those inside a deeper trial included: *easy* needs no guess, *medium* one,
//! *hard* more. The forced placements alone reach the same board in any order (a square
//! once forced stays forced or becomes a dead end), so only the guesses depend on the
//! reading order, which the grader fixes.

use super::Difficulty;
use crate::board::Queen;
use serde::{Deserialize, Serialize};

/// How the grader solved a puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Grade {
    pub difficulty: Difficulty,
    /// Queens placed on the board because a row or column had one safe square left.
    pub forced: usize,
    /// Trial placements that ended in a dead end, each ruling out its square.
    pub guesses: usize,
}

impl Grade {
    fn of(forced: usize, guesses: usize) -> Grade {
        let difficulty = match guesses {
            0 => Difficulty::Easy,
            1 => Difficulty::Medium,
            _ => Difficulty::Hard,
        };
        Grade { difficulty, forced, guesses }
    }
}

/// What the board's safe squares are, as a person marks them: bit `c` of `safe[r]` is the
/// square at row `r`, column `c`, not attacked by any queen and not ruled out. Rows and
/// columns that hold a queen have no safe square.
#[derive(Debug, Clone)]
struct Marks {
    n: usize,
    safe: Vec<u64>,
    /// Rows and columns that hold a queen, as bit masks.
    rows_done: u64,
    cols_done: u64,
}

/// How a round of forced placements ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Forced {
    Solved,
    DeadEnd,
    Stuck,
}

impl Marks {
    fn new(n: usize) -> Marks {
        debug_assert!((1..=64).contains(&n));
        let full = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
        Marks { n, safe: vec![full; n], rows_done: 0, cols_done: 0 }
    }

    fn all(&self) -> u64 {
        if self.n == 64 { u64::MAX } else { (1u64 << self.n) - 1 }
    }

    /// Puts a queen on a square and marks what it attacks.
    fn place(&mut self, row: usize, col: usize) {
        self.rows_done |= 1 << row;
        self.cols_done |= 1 << col;
        self.safe[row] = 0;
        for (r, safe) in self.safe.iter_mut().enumerate() {
            let d = r.abs_diff(row);
            let mut attacked = 1u64 << col;
            if col + d < 64 {
                attacked |= 1 << (col + d);
            }
            if d <= col {
                attacked |= 1 << (col - d);
            }
            *safe &= !attacked;
        }
    }

    /// A row or column without a queen that has no safe square left.
    fn dead(&self) -> bool {
        let mut reachable = 0;
        for (r, &safe) in self.safe.iter().enumerate() {
            if safe == 0 && self.rows_done & (1 << r) == 0 {
                return true;
            }
            reachable |= safe;
        }
        reachable | self.cols_done != self.all()
    }

    /// A square that a row or a column with one safe square left forces, if any.
    fn forced_square(&self) -> Option<(usize, usize)> {
        if let Some(r) = self.safe.iter().position(|s| s.count_ones() == 1) {
            return Some((r, self.safe[r].trailing_zeros() as usize));
        }
        // Columns seen once and seen more than once, row by row.
        let (mut once, mut more) = (0u64, 0u64);
        for &safe in &self.safe {
            more |= once & safe;
            once ^= safe & !more;
        }
        let only = once & !more;
        if only == 0 {
            return None;
        }
        let col = only.trailing_zeros() as usize;
        let row = self.safe.iter().position(|s| s & (1 << col) != 0)?;
        Some((row, col))
    }

    /// Places forced queens until none is left; returns how it ended and how many it placed.
    fn force(&mut self) -> (Forced, usize) {
        let mut placed = 0;
        loop {
            if self.rows_done == self.all() {
                return (Forced::Solved, placed);
            }
            if self.dead() {
                return (Forced::DeadEnd, placed);
            }
            match self.forced_square() {
                Some((row, col)) => {
                    self.place(row, col);
                    placed += 1;
                }
                None => return (Forced::Stuck, placed),
            }
        }
    }

    /// The safe squares in reading order.
    fn squares(&self) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        for (r, &safe) in self.safe.iter().enumerate() {
            let mut bits = safe;
            while bits != 0 {
                out.push((r, bits.trailing_zeros() as usize));
                bits &= bits - 1;
            }
        }
        out
    }
}

/// How a solve ended, with the forced placements made on its board and the guesses used.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Outcome {
    end: Forced,
    forced: usize,
    guesses: usize,
}

/// Solves `marks` with trials nested at most `depth` deep: a `Stuck` end means that no
/// square could be ruled out within that depth.
fn solve(marks: &mut Marks, depth: usize) -> Outcome {
    let (mut forced, mut guesses) = (0, 0);
    loop {
        let (end, placed) = marks.force();
        forced += placed;
        if end != Forced::Stuck || depth == 0 {
            return Outcome { end, forced, guesses };
        }
        match rule_out(marks, depth) {
            Some(used) => guesses += used,
            None => return Outcome { end: Forced::Stuck, forced, guesses },
        }
    }
}

/// Rules out the first square (in reading order) whose trial ends in a dead end, trials
/// nested as shallow as possible and at most `depth` deep. Returns the guesses used: the
/// trial itself and those inside it.
fn rule_out(marks: &mut Marks, depth: usize) -> Option<usize> {
    let squares = marks.squares();
    for level in 1..=depth {
        for &(row, col) in &squares {
            let mut trial = marks.clone();
            trial.place(row, col);
            let inside = solve(&mut trial, level - 1);
            if inside.end == Forced::DeadEnd {
                marks.safe[row] &= !(1 << col);
                return Some(1 + inside.guesses);
            }
        }
    }
    None
}

/// Grades the puzzle of the `n`×`n` board with `givens` (queens that do not attack each
/// other, on the board): `None` when the person's way does not reach a full board, which
/// happens only when the givens allow no completion or more than one.
///
/// ```
/// use nqueens::puzzle::{Difficulty, grade};
/// use nqueens::Queen;
/// // On 4×4, one queen on the top row's second square leaves one way to finish.
/// let g = grade(4, &[Queen::new(0, 1)]).unwrap();
/// assert_eq!((g.difficulty, g.forced, g.guesses), (Difficulty::Easy, 3, 0));
/// // With no queen at all, the 4×4 board has two solutions: no grade.
/// assert_eq!(grade(4, &[]), None);
/// ```
pub fn grade(n: usize, givens: &[Queen]) -> Option<Grade> {
    let mut marks = Marks::new(n);
    for q in givens {
        marks.place(q.row, q.col);
    }
    let outcome = solve(&mut marks, n);
    (outcome.end == Forced::Solved).then(|| Grade::of(outcome.forced, outcome.guesses))
}
