//! The textbook backtracking search, one step at a time: rows top to bottom, columns left to
//! right, one queen a row; fixed queens stay where they are and their rows are passed over.
//!
//! A *step* places a queen in the next row or removes the last one placed (a backtrack).
//! The squares a step tries and refuses on the way are *rejects*: reported, not counted as
//! steps. A *node* is a partial placement the search visits: the board with only the fixed
//! queens, then one per queen placed.
//!
//! The state is only the board and the column to try next, yet a step back is exact: the
//! column a scan started from is the one after the last safe column before it (every safe
//! column is placed, and later removed, in order), so it can be worked out again.

mod nodes;

pub use nodes::{NodeCounts, count_nodes};

use crate::board::Problem;

/// What a step did, or what it met on the way.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Op {
    /// A queen placed (a step).
    Place,
    /// A square tried and refused because a queen attacks it (not a step).
    Reject,
    /// The last queen placed taken away (a step: a backtrack).
    Remove,
    /// The step before completed a solution (not a step).
    Solution,
}

impl Op {
    pub fn name(self) -> &'static str {
        match self {
            Op::Place => "place",
            Op::Reject => "reject",
            Op::Remove => "remove",
            Op::Solution => "solution",
        }
    }
}

/// One thing the search did: `row` and `col` are the square (for a solution, the last queen
/// placed).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Event {
    pub op: Op,
    pub row: usize,
    pub col: usize,
}

/// The counters of a search so far; a step back takes its step out of them again.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Counters {
    /// Places and removes.
    pub steps: u64,
    /// Nodes by the row of their last queen: entry 0 is the board with the fixed queens
    /// only, entry `r + 1` the placements whose last queen is in row `r` (0 for fixed rows).
    pub nodes_by_row: Vec<u64>,
    pub solutions: u64,
    /// Removes.
    pub backtracks: u64,
}

impl Counters {
    pub fn nodes(&self) -> u64 {
        self.nodes_by_row.iter().sum()
    }
}

/// The search as a machine that steps forward and back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tracer {
    n: usize,
    /// The rows the search fills, top to bottom (rows without a fixed queen).
    free_rows: Vec<usize>,
    /// The queen of each row, fixed ones included.
    cols: Vec<Option<u32>>,
    /// How many of `free_rows` hold a queen; the next to fill is `free_rows[depth]`.
    depth: usize,
    /// The column the next scan of `free_rows[depth]` starts from.
    next: usize,
    finished: bool,
    column: u64,
    /// Diagonals `row + col` and `row - col + n - 1` in use.
    down: u128,
    up: u128,
    counters: Counters,
}

impl Tracer {
    /// The search before its first step.
    pub fn new(problem: &Problem) -> Self {
        let n = problem.n();
        let mut tracer = Tracer {
            n,
            free_rows: Vec::new(),
            cols: vec![None; n],
            depth: 0,
            next: 0,
            finished: false,
            column: 0,
            down: 0,
            up: 0,
            counters: Counters { steps: 0, nodes_by_row: vec![0; n + 1], solutions: 0, backtracks: 0 },
        };
        for q in problem.fixed() {
            tracer.set(q.row, q.col);
        }
        tracer.free_rows = (0..n).filter(|&r| tracer.cols[r].is_none()).collect();
        tracer.counters.nodes_by_row[0] = 1;
        if tracer.free_rows.is_empty() {
            tracer.counters.solutions = 1; // the fixed queens fill the board
        }
        tracer
    }

    pub fn n(&self) -> usize {
        self.n
    }

    /// The queen of each row now, fixed ones included.
    pub fn cols(&self) -> &[Option<u32>] {
        &self.cols
    }

    pub fn counters(&self) -> &Counters {
        &self.counters
    }

    /// Whether the search has nothing left to try.
    pub fn finished(&self) -> bool {
        self.finished
    }

    /// Whether every row holds a queen.
    pub fn is_solution(&self) -> bool {
        self.depth == self.free_rows.len()
    }

    /// The row the next step works on, and the column it tries first (`None` once every row
    /// is filled or the search is over).
    pub fn trying(&self) -> Option<(usize, usize)> {
        if self.finished || self.is_solution() {
            return None;
        }
        Some((self.free_rows[self.depth], self.next))
    }

    /// The rows the search fills, top to bottom, with the columns chosen so far.
    pub fn path(&self) -> impl Iterator<Item = (usize, Option<u32>)> + '_ {
        self.free_rows.iter().map(|&r| (r, self.cols[r]))
    }

    /// Whether a queen on the square would be attacked by one on the board.
    pub fn attacked(&self, row: usize, col: usize) -> bool {
        self.column & 1 << col != 0
            || self.down & 1 << (row + col) != 0
            || self.up & 1 << self.up_index(row, col) != 0
    }

    /// One step forward; `on` sees its rejects, the step itself, and a solution it completes.
    /// Returns the step, or `None` if the search was already over or ends here (the last
    /// scan of the top row, whose rejects `on` still sees, is not a step).
    pub fn step(&mut self, mut on: impl FnMut(Event)) -> Option<Event> {
        if self.finished {
            return None;
        }
        let event = if self.is_solution() {
            self.remove()
        } else {
            let row = self.free_rows[self.depth];
            match (self.next..self.n).find(|&col| {
                let attacked = self.attacked(row, col);
                if attacked {
                    on(Event { op: Op::Reject, row, col });
                }
                !attacked
            }) {
                Some(col) => self.place(row, col),
                None => self.remove(),
            }
        };
        let Some(event) = event else {
            self.finished = true;
            self.next = self.n;
            return None;
        };
        self.counters.steps += 1;
        on(event);
        if event.op == Op::Place && self.is_solution() {
            on(Event { op: Op::Solution, ..event });
        }
        Some(event)
    }

    /// Undoes the last step exactly. Returns it, or `None` before the first step.
    pub fn step_back(&mut self) -> Option<Event> {
        if self.finished {
            // Back to just after the last step: before the scan of the top row that found
            // nothing left to try.
            self.finished = false;
            self.next = self.resume_at(self.n);
        }
        if self.counters.steps == 0 {
            return None;
        }
        self.counters.steps -= 1;
        if self.next == 0 {
            // A place leaves the next scan at column 0; a remove never does.
            let row = self.free_rows[self.depth - 1];
            let col = self.cols[row].expect("the row the last step filled") as usize;
            if self.is_solution() {
                self.counters.solutions -= 1;
            }
            self.counters.nodes_by_row[row + 1] -= 1;
            self.unset(row, col);
            self.depth -= 1;
            self.next = self.resume_at(col);
            Some(Event { op: Op::Place, row, col })
        } else {
            let row = self.free_rows[self.depth];
            let col = self.next - 1;
            self.counters.backtracks -= 1;
            self.set(row, col);
            self.depth += 1;
            self.next = if self.is_solution() { 0 } else { self.resume_at(self.n) };
            Some(Event { op: Op::Remove, row, col })
        }
    }

    /// Runs forward until a solution is completed or the search ends, at most `max` steps.
    pub fn to_next_solution(&mut self, max: u64) -> bool {
        for _ in 0..max {
            if self.step(|_| {}).is_none() {
                return false;
            }
            if self.is_solution() {
                return true;
            }
        }
        false
    }

    /// Where the scan of the next row to fill started, given that it reached `before`:
    /// just after the last safe column before it, or at 0 if there is none.
    fn resume_at(&self, before: usize) -> usize {
        let Some(&row) = self.free_rows.get(self.depth) else { return 0 };
        (0..before.min(self.n)).rev().find(|&col| !self.attacked(row, col)).map_or(0, |col| col + 1)
    }

    fn place(&mut self, row: usize, col: usize) -> Option<Event> {
        self.set(row, col);
        self.depth += 1;
        self.next = 0;
        self.counters.nodes_by_row[row + 1] += 1;
        if self.is_solution() {
            self.counters.solutions += 1;
        }
        Some(Event { op: Op::Place, row, col })
    }

    /// Takes away the last queen the search placed, if any.
    fn remove(&mut self) -> Option<Event> {
        let row = *self.free_rows.get(self.depth.checked_sub(1)?)?;
        let col = self.cols[row].expect("a placed row holds a queen") as usize;
        self.unset(row, col);
        self.depth -= 1;
        self.next = col + 1;
        self.counters.backtracks += 1;
        Some(Event { op: Op::Remove, row, col })
    }

    fn up_index(&self, row: usize, col: usize) -> usize {
        row + self.n - 1 - col
    }

    fn set(&mut self, row: usize, col: usize) {
        self.cols[row] = Some(col as u32);
        self.column |= 1 << col;
        self.down |= 1 << (row + col);
        self.up |= 1 << self.up_index(row, col);
    }

    fn unset(&mut self, row: usize, col: usize) {
        self.cols[row] = None;
        self.column &= !(1 << col);
        self.down &= !(1 << (row + col));
        self.up &= !(1 << self.up_index(row, col));
    }
}
