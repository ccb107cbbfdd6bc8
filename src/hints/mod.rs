//! Hints as queens are placed: for each empty square, how many solutions keep the fixed
//! queens and put a queen there, or at least whether some solution does.
//!
//! Boards up to 16 wide (and bigger ones that fixed queens make small) are counted exactly
//! in one search ([`exact`]). On the others, or when counting does not finish within half
//! the time given, the fast solver decides square by square whether a solution goes through
//! it ([`possible`]), and squares it cannot decide in time stay [`Cell::Unknown`].

mod exact;
mod possible;
mod stop;

use crate::board::{MAX_N, Problem, Queen};
use crate::control::CancelFlag;
use crate::plan::estimate;
use possible::Solved;
use stop::Stop;
use web_time::{Duration, Instant};

/// Boards up to this wide are always counted exactly first.
const COUNT_UP_TO_N: usize = 16;
/// Wider boards are counted exactly first when they have about this many solutions or
/// fewer (the empty 16-wide board has 14.8 million).
const COUNT_UP_TO_SOLUTIONS: f64 = 2e7;

/// What is known of one square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Cell {
    /// A fixed queen stands here.
    Fixed,
    /// A fixed queen attacks it (its row included): no queen can go here.
    Attacked,
    /// Exactly this many solutions put a queen here; 0: none does.
    Count(u64),
    /// Some solution puts a queen here; how many was not counted.
    Possible,
    /// Proven: no solution puts a queen here.
    Dead,
    /// Not decided in the time given.
    Unknown,
}

/// The hints for one board.
// Serialisable: the web build's Web Workers hand them to the page as JSON.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Hints {
    pub n: usize,
    /// One per square, row-major: `cells[row * n + col]`.
    pub cells: Vec<Cell>,
    /// All solutions that keep the fixed queens, when counted (or proven to be none).
    pub total: Option<u64>,
    /// When no solution keeps the fixed queens (`total == Some(0)`): the fixed queen whose
    /// removal leaves the most solutions, with that number when it was counted (else one
    /// whose removal leaves some). `None` otherwise, or when no single removal is found
    /// to help in the time given.
    pub best_removal: Option<(Queen, Option<u64>)>,
    /// Whether every square is decided: none is [`Cell::Unknown`].
    pub complete: bool,
}

impl Hints {
    pub fn cell(&self, row: usize, col: usize) -> Cell {
        self.cells[row * self.n + col]
    }

    /// Whether some solution keeps the fixed queens, where known.
    pub fn solvable(&self) -> Option<bool> {
        match self.total {
            Some(total) => Some(total > 0),
            None => self.cells.contains(&Cell::Possible).then_some(true),
        }
    }

    /// Whether some solution puts a queen on the square, where known (on a fixed queen's
    /// square: whether there is any solution).
    pub fn possible(&self, row: usize, col: usize) -> Option<bool> {
        match self.cell(row, col) {
            Cell::Fixed => self.solvable(),
            Cell::Count(k) => Some(k > 0),
            Cell::Possible => Some(true),
            Cell::Attacked | Cell::Dead => Some(false),
            Cell::Unknown => None,
        }
    }
}

/// The hints for `problem` (at most [`MAX_N`] wide), found within about `budget` on
/// `threads` threads (0: one per core). `None` if `cancel` was raised first.
///
/// ```
/// use nqueens::board::{Problem, MAX_N};
/// use nqueens::control::CancelFlag;
/// use nqueens::hints::{hints, Cell};
/// use std::time::Duration;
///
/// let problem = Problem::empty(8).unwrap();
/// let hints = hints(&problem, Duration::from_secs(5), 0, &CancelFlag::new()).unwrap();
/// assert_eq!(hints.total, Some(92));
/// assert_eq!(hints.cell(0, 3), Cell::Count(18));
/// ```
///
/// # Panics
/// If the board is wider than [`MAX_N`].
pub fn hints(problem: &Problem, budget: Duration, threads: usize, cancel: &CancelFlag) -> Option<Hints> {
    let n = problem.n();
    assert!(n <= MAX_N, "hints take boards up to {MAX_N} wide");
    let start = Instant::now();
    let at = |share: Duration| start.checked_add(share).unwrap_or(start + Duration::from_secs(1 << 40));
    let deadline = at(budget);
    let mut cells = open_cells(problem);
    let mut total = None;
    if worth_counting(problem) {
        // Three quarters as budget - budget / 4: `budget * 3` overflows near Duration::MAX.
        let share = if n <= COUNT_UP_TO_N { budget - budget / 4 } else { budget / 2 };
        let tally = exact::count(problem, threads, &Stop::new(cancel, at(share)));
        for (cell, &count) in cells.iter_mut().zip(&tally.cells) {
            if *cell == Cell::Unknown {
                // Counts of a stopped search are lower bounds: above 0, a solution exists.
                *cell = if tally.finished {
                    Cell::Count(count)
                } else if count > 0 {
                    Cell::Possible
                } else {
                    *cell
                };
            }
        }
        total = tally.finished.then_some(tally.total);
    }
    let stop = Stop::new(cancel, deadline);
    if total.is_none() {
        let solvable = possible::decide(problem, &mut cells, threads, &stop);
        if solvable == Some(false) || has_closed_row(problem, &cells) {
            total = Some(0);
            for cell in cells.iter_mut().filter(|c| **c == Cell::Unknown) {
                *cell = Cell::Dead;
            }
        }
    }
    let best_removal = if total == Some(0) { best_removal(problem, threads, &stop) } else { None };
    if stop.cancelled() {
        return None;
    }
    let complete = !cells.contains(&Cell::Unknown);
    Some(Hints { n, cells, total, best_removal, complete })
}

/// Fixed queens and the squares they attack; every other square `Unknown`.
fn open_cells(problem: &Problem) -> Vec<Cell> {
    let n = problem.n();
    (0..n * n)
        .map(|i| {
            let square = Queen::new(i / n, i % n);
            if problem.fixed().contains(&square) {
                Cell::Fixed
            } else if problem.fixed().iter().any(|q| q.attack(square).is_some()) {
                Cell::Attacked
            } else {
                Cell::Unknown
            }
        })
        .collect()
}

fn worth_counting(problem: &Problem) -> bool {
    problem.n() <= COUNT_UP_TO_N || estimate(problem) <= COUNT_UP_TO_SOLUTIONS
}

/// Whether some row without a fixed queen has no square left that a solution may use:
/// then there is no solution at all.
fn has_closed_row(problem: &Problem, cells: &[Cell]) -> bool {
    let n = problem.n();
    cells.chunks(n).enumerate().any(|(row, cells)| {
        problem.fixed().iter().all(|q| q.row != row)
            && cells.iter().all(|c| matches!(c, Cell::Attacked | Cell::Dead | Cell::Count(0)))
    })
}

/// The fixed queen whose removal leaves the most solutions (counted where that is worth
/// it; else the first whose removal leaves some), within `stop`.
fn best_removal(problem: &Problem, threads: usize, stop: &Stop<'_>) -> Option<(Queen, Option<u64>)> {
    let fixed = problem.fixed();
    let mut best: Option<(Queen, Option<u64>)> = None;
    for (i, &queen) in fixed.iter().enumerate() {
        let rest = fixed.iter().enumerate().filter(|&(j, _)| j != i).map(|(_, &q)| q).collect();
        // Fewer queens than a valid problem's are valid too.
        let Ok(smaller) = Problem::new(problem.n(), rest) else { continue };
        if worth_counting(&smaller) {
            let tally = exact::count(&smaller, threads, stop);
            if tally.finished && tally.total > 0 && best.is_none_or(|(_, k)| k < Some(tally.total)) {
                best = Some((queen, Some(tally.total)));
            }
        } else {
            let time = stop.deadline.saturating_duration_since(Instant::now());
            if let Solved::Found(_) = possible::solve_within(&smaller, time, stop) {
                return Some((queen, None));
            }
        }
        if stop.check() {
            break;
        }
    }
    best
}
