//! The systematic searches a course builds on backtracking, one step at a time: the
//! textbook backtracking, backtracking with forward checking, and forward checking with
//! the most constrained row first (MRV). One machine plays all three, so the Watch, the
//! tree and `nqueens trace` show the same search.
//!
//! A *step* places a queen or removes the last one placed. A *node* is a partial placement
//! visited, the board with only the fixed queens included, counted as `count --method
//! backtrack` counts them. An *attack check* is one test of whether a queen attacks a
//! square: the textbook tests a square against the queens on the board, top to bottom,
//! until one attacks it; forward checking tests every square left to the rows still empty
//! against the queen just placed. The squares backtracking's scan tests and finds attacked
//! on its way to a step are *refused*: reported with the step, not steps themselves.
//!
//! Every step keeps what it undid, so a step back is exact, down to the step shown last and
//! its refused squares. The whole search state below a placement (the squares left to each
//! row) follows from the placements, so a remove keeps only the square it emptied and its
//! step back works the rest out again.

use super::Algorithm;
use crate::board::Problem;
use crate::control::CancelFlag;
use serde::Serialize;

/// Steps between two looks at a cancel flag in [`Systematic::count`].
const CHECK_EVERY: u64 = 1 << 16;

/// What a step did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// A queen placed. `solution`: it completes the board; `dead_end`: forward checking
    /// found a row left without a square (never both).
    Place { row: usize, col: usize, solution: bool, dead_end: bool },
    /// The last queen placed taken away (a backtrack).
    Remove { row: usize, col: usize },
}

/// The figures of a search so far.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct Counters {
    /// Places and removes.
    pub steps: u64,
    /// Nodes by the row of their last queen: entry 0 is the board with the fixed queens
    /// only, entry `r + 1` the placements whose last queen is in row `r` (0 for fixed rows).
    pub nodes_by_row: Vec<u64>,
    pub solutions: u64,
    pub backtracks: u64,
    pub checks: u64,
}

impl Counters {
    pub fn nodes(&self) -> u64 {
        self.nodes_by_row.iter().sum()
    }
}

/// A placement on the search's path, and the squares it leaves each row.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Level {
    row: usize,
    col: usize,
    /// By row: the columns still open (empty rows only; 0 for rows holding a queen).
    open: Vec<u64>,
}

/// The squares one scan of a row tried and refused (backtracking only): the row, and the
/// refused columns as bits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Refused {
    pub row: usize,
    pub cols: u64,
}

impl Refused {
    /// The refused squares as (row, column), left to right.
    pub fn squares(self) -> impl Iterator<Item = (usize, usize)> {
        let row = self.row;
        (0..64).filter(move |&c| self.cols >> c & 1 == 1).map(move |c| (row, c))
    }

    pub fn len(self) -> usize {
        self.cols.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.cols == 0
    }
}

/// What a step changed that cannot be worked out again.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Undo {
    next: usize,
    checks: u64,
    /// The square a remove emptied.
    removed: Option<(usize, usize)>,
    /// What was shown before the step: the step before it, and its refused squares.
    last: Option<Step>,
    refused: Refused,
}

/// A systematic search as a machine that steps forward and back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Systematic {
    n: usize,
    algorithm: Algorithm,
    /// By row: the fixed queen's column or the one placed.
    cols: Vec<Option<u32>>,
    /// The squares the fixed queens leave each empty row.
    root: Vec<u64>,
    levels: Vec<Level>,
    /// The column the next scan of the row to fill starts from.
    next: usize,
    finished: bool,
    /// The checks before the last scan, which found nothing left and ended the search (not
    /// a step, though its checks count).
    checks_before_end: u64,
    counters: Counters,
    /// The last step taken, and the squares its scan refused (or those of the scan that
    /// ended the search).
    last: Option<Step>,
    refused: Refused,
    /// One entry a step, unless built to count only.
    history: Option<Vec<Undo>>,
}

impl Systematic {
    /// The search before its first step, able to step back. `algorithm` is one of the
    /// systematic ones (any other plays as backtracking).
    pub fn new(problem: &Problem, algorithm: Algorithm) -> Self {
        debug_assert_eq!(algorithm.family(), super::Family::Systematic, "{algorithm:?}");
        let n = problem.n();
        let full = if n == 64 { u64::MAX } else { (1 << n) - 1 };
        let mut cols = vec![None; n];
        let mut root = vec![full; n];
        for q in problem.fixed() {
            cols[q.row] = Some(q.col as u32);
        }
        for q in problem.fixed() {
            // A problem's fixed queens never attack each other, so each square is still open.
            let placed = crate::kernel::place(&mut root, q.row, q.col);
            debug_assert!(placed, "fixed queens attack each other");
        }
        for (open, col) in root.iter_mut().zip(&cols) {
            if col.is_some() {
                *open = 0;
            }
        }
        let mut nodes_by_row = vec![0; n + 1];
        nodes_by_row[0] = 1;
        let solutions = u64::from(cols.iter().all(Option::is_some));
        Systematic {
            n,
            algorithm,
            cols,
            root,
            levels: Vec::new(),
            next: 0,
            finished: false,
            checks_before_end: 0,
            counters: Counters { nodes_by_row, solutions, ..Counters::default() },
            last: None,
            refused: Refused::default(),
            history: Some(Vec::new()),
        }
    }

    /// The same search keeping no history (no step back): for counting whole searches.
    pub fn counting(problem: &Problem, algorithm: Algorithm) -> Self {
        Systematic { history: None, ..Systematic::new(problem, algorithm) }
    }

    pub fn n(&self) -> usize {
        self.n
    }

    pub fn algorithm(&self) -> Algorithm {
        self.algorithm
    }

    /// Whether the attacked squares leave the empty rows' domains after each placement.
    fn checks_forward(&self) -> bool {
        matches!(self.algorithm, Algorithm::ForwardChecking | Algorithm::Mrv)
    }

    /// The last step taken (`None` before the first); a step back shows the one before.
    pub fn last(&self) -> Option<Step> {
        self.last
    }

    /// The squares the last step's scan tried and refused, or those of the scan that ended
    /// the search (backtracking only: forward checking never tries a square its domains
    /// dropped).
    pub fn refused(&self) -> Refused {
        self.refused
    }

    /// The row the next step works on and the column its scan starts from, while the
    /// search goes on and the board is neither a solution nor a dead end.
    pub fn trying(&self) -> Option<(usize, usize)> {
        if self.finished || self.is_dead_end() {
            return None;
        }
        self.row_to_fill().map(|row| (row, self.next))
    }

    /// Whether a queen on the board attacks the square (its own queen aside).
    pub fn attacked(&self, row: usize, col: usize) -> bool {
        self.cols.iter().enumerate().any(|(r, c)| match *c {
            Some(c) if r != row => c as usize == col || r.abs_diff(row) == (c as usize).abs_diff(col),
            _ => false,
        })
    }

    /// The queen of each row now, fixed ones included.
    pub fn cols(&self) -> &[Option<u32>] {
        &self.cols
    }

    pub fn counters(&self) -> &Counters {
        &self.counters
    }

    pub fn finished(&self) -> bool {
        self.finished
    }

    /// By row, the columns still open to the search (0 for rows holding a queen).
    pub fn open(&self) -> &[u64] {
        self.levels.last().map_or(&self.root, |level| &level.open)
    }

    /// The rows filled by the search so far, in the order it filled them.
    pub fn path(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.levels.iter().map(|l| (l.row, l.col))
    }

    /// Whether every row holds a queen.
    pub fn is_solution(&self) -> bool {
        self.cols.iter().all(Option::is_some)
    }

    /// Whether forward checking left an empty row without a square.
    pub fn is_dead_end(&self) -> bool {
        self.checks_forward() && self.empty_rows().any(|r| self.open()[r] == 0)
    }

    /// The row the next place goes in: the topmost empty one, or for MRV the one with the
    /// fewest open squares.
    pub fn row_to_fill(&self) -> Option<usize> {
        let open = self.open();
        match self.algorithm {
            Algorithm::Mrv => self.empty_rows().min_by_key(|&r| (open[r].count_ones(), r)),
            _ => self.empty_rows().next(),
        }
    }

    fn empty_rows(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.n).filter(|&r| self.cols[r].is_none())
    }

    /// One step forward, or `None` once the search is over.
    pub fn step(&mut self) -> Option<Step> {
        if self.finished {
            return None;
        }
        let undo = Undo {
            next: self.next,
            checks: self.counters.checks,
            removed: None,
            last: self.last,
            refused: self.refused,
        };
        self.refused = Refused::default();
        let target = if self.is_dead_end() { None } else { self.row_to_fill() };
        let place = target.and_then(|row| {
            // Columns from `next` on (none once `next` is past the last column).
            let from_next = u64::MAX.checked_shl(self.next as u32).unwrap_or(0);
            let open = self.open()[row] & from_next;
            let col = (open != 0).then(|| open.trailing_zeros() as usize);
            if !self.checks_forward() {
                let found = col.unwrap_or(self.n);
                self.count_scan(row, found);
                let before_found = u64::MAX.checked_shl(found as u32).map_or(u64::MAX, |m| !m);
                self.refused = Refused { row, cols: !self.open()[row] & from_next & before_found };
            }
            col.map(|col| (row, col))
        });
        let step = match place {
            Some((row, col)) => self.place(row, col),
            None => {
                let Some(level) = self.levels.pop() else {
                    self.finished = true;
                    self.checks_before_end = undo.checks;
                    return None;
                };
                self.cols[level.row] = None;
                self.next = level.col + 1;
                self.counters.backtracks += 1;
                Step::Remove { row: level.row, col: level.col }
            }
        };
        self.counters.steps += 1;
        self.last = Some(step);
        if let Some(history) = &mut self.history {
            let removed = match step {
                Step::Remove { row, col } => Some((row, col)),
                Step::Place { .. } => None,
            };
            history.push(Undo { removed, ..undo });
        }
        Some(step)
    }

    /// Undoes the last step exactly. Returns `false` before the first step (or when built
    /// by [`Systematic::counting`]).
    pub fn step_back(&mut self) -> bool {
        if std::mem::take(&mut self.finished) {
            self.counters.checks = std::mem::take(&mut self.checks_before_end);
        }
        let Some(undo) = self.history.as_mut().and_then(Vec::pop) else {
            // Before the first step: only the scan that ended a search with no step at all
            // (a board whose first row has no square) is undone.
            self.refused = Refused::default();
            return false;
        };
        self.counters.steps -= 1;
        match undo.removed {
            Some((row, col)) => {
                self.counters.backtracks -= 1;
                self.push_level(row, col);
            }
            None => {
                let level = self.levels.pop().expect("a place to undo");
                if self.is_full_with(level.row) {
                    self.counters.solutions -= 1;
                }
                self.cols[level.row] = None;
                self.counters.nodes_by_row[level.row + 1] -= 1;
            }
        }
        self.next = undo.next;
        self.counters.checks = undo.checks;
        (self.last, self.refused) = (undo.last, undo.refused);
        true
    }

    /// The whole search on `problem`, counted; `None` if `cancel` stopped it first (looked at
    /// every [`CHECK_EVERY`] steps).
    pub fn count(problem: &Problem, algorithm: Algorithm, cancel: &CancelFlag) -> Option<Counters> {
        let (counters, ended) = Systematic::counting(problem, algorithm)
            .run_while(|c| !c.steps.is_multiple_of(CHECK_EVERY) || !cancel.is_cancelled());
        ended.then_some(counters)
    }

    /// Runs the search to its end while `go_on` (asked before each step) holds; gives its
    /// figures and whether it reached the end.
    pub fn run_while(mut self, mut go_on: impl FnMut(&Counters) -> bool) -> (Counters, bool) {
        while go_on(&self.counters) {
            if self.step().is_none() {
                return (self.counters, true);
            }
        }
        (self.counters, false)
    }

    fn is_full_with(&self, row: usize) -> bool {
        self.cols.iter().enumerate().all(|(r, c)| r == row || c.is_some())
    }

    fn place(&mut self, row: usize, col: usize) -> Step {
        if self.checks_forward() {
            let open = self.open();
            let checked: u64 =
                self.empty_rows().filter(|&r| r != row).map(|r| u64::from(open[r].count_ones())).sum();
            self.counters.checks += checked;
        }
        self.push_level(row, col);
        self.counters.nodes_by_row[row + 1] += 1;
        self.next = 0;
        let solution = self.is_solution();
        self.counters.solutions += u64::from(solution);
        Step::Place { row, col, solution, dead_end: self.is_dead_end() }
    }

    fn push_level(&mut self, row: usize, col: usize) {
        let mut open = self.open().to_vec();
        let placed = crate::kernel::place(&mut open, row, col);
        debug_assert!(placed, "a queen placed on an open square");
        open[row] = 0;
        self.cols[row] = Some(col as u32);
        self.levels.push(Level { row, col, open });
    }

    /// The textbook's checks for a scan of `row` from `self.next` up to `found` (the column
    /// placed, or n when none is left): each square is tested against the queens on the
    /// board, top to bottom, until one attacks it.
    fn count_scan(&mut self, row: usize, found: usize) {
        let queens = || self.cols.iter().enumerate().filter_map(|(r, c)| Some((r, (*c)? as usize)));
        let mut checks = 0;
        for col in self.next..(found + 1).min(self.n) {
            // Up to and with the first queen that attacks the square, or all of them.
            let mut tried = 0;
            for (r, c) in queens() {
                tried += 1;
                if c == col || r.abs_diff(row) == c.abs_diff(col) {
                    break;
                }
            }
            checks += tried;
        }
        self.counters.checks += checks;
    }
}
