//! Generate and test, as a programming lesson builds up to backtracking: every placement
//! of one queen a row (n^n boards), or every permutation of the columns (n! boards, so
//! only diagonals need checking), each board checked once complete. Fixed queens stay on
//! their squares; only the other rows vary.
//!
//! An *attack check* tests one pair of queens; a board's check stops at the first pair
//! that attacks, as the plain loop does.

use super::Algorithm;
use crate::board::Problem;
use crate::control::CancelFlag;
use serde::Serialize;

/// The boards past which generating them all is refused (they would take minutes).
pub const MAX_CANDIDATES: u128 = 1_000_000_000;

/// How many boards `algorithm` (all-placements or permutations) checks: n^k or k! for the
/// k rows without a fixed queen (for permutations, only the columns without one are dealt
/// out).
pub fn candidates(algorithm: Algorithm, problem: &Problem) -> u128 {
    let free = (problem.n() - problem.fixed().len()) as u128;
    match algorithm {
        Algorithm::Permutations => (1..=free).try_fold(1u128, |p, k| p.checked_mul(k)),
        _ => (0..free).try_fold(1u128, |p, _| p.checked_mul(problem.n() as u128)),
    }
    .unwrap_or(u128::MAX)
}

/// What generate and test did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct Tally {
    /// Complete boards generated.
    pub candidates: u64,
    pub checks: u64,
    pub solutions: u64,
}

/// Generates and checks every board, or `None` if cancelled (read every 2^16 boards).
/// The caller keeps to [`MAX_CANDIDATES`]; the count itself has no limit.
pub fn run(problem: &Problem, algorithm: Algorithm, cancel: &CancelFlag) -> Option<Tally> {
    let mut generator = Generator::new(problem, algorithm);
    while generator.step().is_some() {
        if generator.tally.candidates.is_multiple_of(1 << 16) && cancel.is_cancelled() {
            return None;
        }
    }
    Some(generator.tally)
}

/// One board generated and checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Checked {
    /// Pairs tested on this board.
    pub checks: u64,
    pub solution: bool,
}

/// Generate and test one board at a time, in lexicographic order of the free rows'
/// columns, able to step back to the board before (the order runs both ways, and a
/// board's checks are worked out again from the board).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Generator {
    /// Whether the boards are permutations (else every placement).
    permutations: bool,
    n: usize,
    /// Columns by row; before the first step, no board is shown (`started` false).
    cols: Vec<u32>,
    free: Vec<usize>,
    started: bool,
    finished: bool,
    tally: Tally,
}

impl Generator {
    /// The boards of `algorithm`: all-placements, or permutations (any other plays as
    /// all-placements).
    pub fn new(problem: &Problem, algorithm: Algorithm) -> Self {
        debug_assert_eq!(algorithm.family(), super::Family::Generate, "{algorithm:?}");
        let permutations = algorithm == Algorithm::Permutations;
        let n = problem.n();
        let mut cols = vec![0u32; n];
        let mut taken = vec![false; n];
        for q in problem.fixed() {
            cols[q.row] = q.col as u32;
            taken[q.col] = true;
        }
        let free: Vec<usize> = (0..n).filter(|&r| problem.fixed().iter().all(|q| q.row != r)).collect();
        if permutations {
            // The first permutation: the columns left, in order.
            let mut left = (0..n as u32).filter(|&c| !taken[c as usize]);
            for &row in &free {
                cols[row] = left.next().expect("a column per free row");
            }
        }
        Generator { permutations, n, cols, free, started: false, finished: false, tally: Tally::default() }
    }

    /// The board generated last, columns by row (`None` before the first).
    pub fn cols(&self) -> Option<&[u32]> {
        self.started.then_some(self.cols.as_slice())
    }

    /// The queen of each row shown: the board generated last, or before the first only the
    /// fixed queens.
    pub fn shown(&self) -> Vec<Option<u32>> {
        let mut cols: Vec<Option<u32>> = self.cols.iter().map(|&c| Some(c)).collect();
        if !self.started {
            for &row in &self.free {
                cols[row] = None;
            }
        }
        cols
    }

    /// The board generated last, checked again (`None` before the first).
    pub fn last(&self) -> Option<Checked> {
        self.started.then(|| self.check())
    }

    pub fn finished(&self) -> bool {
        self.finished
    }

    pub fn algorithm(&self) -> Algorithm {
        if self.permutations { Algorithm::Permutations } else { Algorithm::AllPlacements }
    }

    pub fn tally(&self) -> &Tally {
        &self.tally
    }

    /// The next board, checked; `None` once every board has been.
    pub fn step(&mut self) -> Option<Checked> {
        if self.finished {
            return None;
        }
        if self.started && !self.advance(true) {
            self.finished = true;
            return None;
        }
        self.started = true;
        let checked = self.check();
        self.tally.candidates += 1;
        self.tally.checks += checked.checks;
        self.tally.solutions += u64::from(checked.solution);
        Some(checked)
    }

    /// Back to the board before; `false` before the first step.
    pub fn step_back(&mut self) -> bool {
        // Ending is not a step: the board before the last is where a step back goes.
        self.finished = false;
        if !self.started {
            return false;
        }
        let checked = self.check();
        self.tally.candidates -= 1;
        self.tally.checks -= checked.checks;
        self.tally.solutions -= u64::from(checked.solution);
        if self.tally.candidates == 0 {
            self.started = false;
        } else {
            self.advance(false);
        }
        true
    }

    /// Moves to the next board (or the one before); `false` past the last (first), leaving
    /// the board as it was.
    fn advance(&mut self, forward: bool) -> bool {
        let mut next: Vec<u32> = self.free.iter().map(|&r| self.cols[r]).collect();
        let moved = match self.permutations {
            false => odometer(&mut next, self.n as u32, forward),
            true if forward => next_permutation(&mut next, |a, b| a < b),
            true => next_permutation(&mut next, |a, b| a > b),
        };
        if moved {
            for (&row, &col) in self.free.iter().zip(&next) {
                self.cols[row] = col;
            }
        }
        moved
    }

    /// Checks the board pair by pair, stopping at the first attack; columns only when they
    /// can repeat.
    fn check(&self) -> Checked {
        let columns = !self.permutations;
        let mut checks = 0;
        for (i, &a) in self.cols.iter().enumerate() {
            for (d, &b) in self.cols[i + 1..].iter().enumerate() {
                checks += 1;
                if (columns && a == b) || a.abs_diff(b) as usize == d + 1 {
                    return Checked { checks, solution: false };
                }
            }
        }
        Checked { checks, solution: true }
    }
}

/// Counts `digits` up (or down) by one in base `base`, last digit fastest; `false` on
/// overflow, leaving them as they were.
fn odometer(digits: &mut [u32], base: u32, up: bool) -> bool {
    let (from, to) = if up { (base - 1, 0) } else { (0, base - 1) };
    match digits.iter().rposition(|&d| d != from) {
        None => false,
        Some(i) => {
            digits[i] = if up { digits[i] + 1 } else { digits[i] - 1 };
            digits[i + 1..].fill(to);
            true
        }
    }
}

/// The next permutation in the order `less` (the previous one, given the reverse order);
/// `false` after the last, leaving it as it was.
fn next_permutation(items: &mut [u32], less: impl Fn(u32, u32) -> bool) -> bool {
    let Some(i) = (1..items.len()).rev().find(|&i| less(items[i - 1], items[i])) else { return false };
    let j =
        (i..items.len()).rev().find(|&j| less(items[i - 1], items[j])).expect("a larger item after i - 1");
    items.swap(i - 1, j);
    items[i..].reverse();
    true
}
