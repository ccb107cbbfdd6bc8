//! Exact completion search for boards of any width: only the free rows and free columns
//! matter once the fixed queens are placed. Each free row keeps a bitset of the free
//! columns it may still take; placing a queen strikes its column and diagonals from the
//! others (forward checking), and the row with the fewest choices goes next.

use crate::board::Problem;
use std::ops::ControlFlow;

/// How a bounded search ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Exact {
    /// The whole tree was searched.
    Exhausted,
    /// The visitor stopped it.
    Stopped,
    /// The node budget ran out first.
    OverBudget,
}

/// A completion problem reduced to its free rows and columns.
pub(crate) struct Completion {
    n: usize,
    base: Vec<u32>,
    rows: Vec<usize>,
    cols: Vec<usize>,
    /// Each free row's choices as a bitset over indices into `cols`.
    choices: Vec<Vec<u64>>,
    /// Index into `cols` of each board column, `u32::MAX` for columns the fixed queens hold.
    col_index: Vec<u32>,
}

struct State {
    choices: Vec<Vec<u64>>,
    counts: Vec<u32>,
    open: Vec<bool>,
    /// (row slot, column index) of each choice struck, to undo in reverse.
    struck: Vec<(u32, u32)>,
    cols: Vec<u32>,
    nodes: u64,
}

impl Completion {
    pub fn new(problem: &Problem) -> Self {
        let n = problem.n();
        let mut base = vec![u32::MAX; n];
        let mut col_taken = vec![false; n];
        let mut d1 = vec![false; 2 * n];
        let mut d2 = vec![false; 2 * n];
        for q in problem.fixed() {
            base[q.row] = q.col as u32;
            col_taken[q.col] = true;
            d1[q.row + n - q.col] = true;
            d2[q.row + q.col] = true;
        }
        let rows: Vec<usize> = (0..n).filter(|&r| base[r] == u32::MAX).collect();
        let cols: Vec<usize> = (0..n).filter(|&c| !col_taken[c]).collect();
        let mut col_index = vec![u32::MAX; n];
        for (i, &c) in cols.iter().enumerate() {
            col_index[c] = i as u32;
        }
        let words = cols.len().div_ceil(64);
        let choices = rows
            .iter()
            .map(|&r| {
                let mut set = vec![0u64; words];
                for (i, &c) in cols.iter().enumerate() {
                    if !d1[r + n - c] && !d2[r + c] {
                        set[i / 64] |= 1 << (i % 64);
                    }
                }
                set
            })
            .collect();
        Completion { n, base, rows, cols, choices, col_index }
    }

    /// Visits completions until `visit` breaks, the tree is exhausted, or more than
    /// `budget` nodes are spent. `should_stop` is polled every few thousand nodes.
    pub fn search(
        &self,
        budget: u64,
        nodes: &mut u64,
        should_stop: &dyn Fn() -> bool,
        visit: &mut dyn FnMut(&[u32]) -> ControlFlow<()>,
    ) -> Exact {
        let k = self.rows.len();
        if self.cols.len() != k {
            return Exact::Exhausted; // more free rows than free columns, or fewer: impossible
        }
        let counts = self.choices.iter().map(|s| s.iter().map(|w| w.count_ones()).sum()).collect();
        let mut state = State {
            choices: self.choices.clone(),
            counts,
            open: vec![true; k],
            struck: Vec::new(),
            cols: self.base.clone(),
            nodes: 0,
        };
        let result = self.dfs(&mut state, k, budget, should_stop, visit);
        *nodes += state.nodes;
        result
    }

    fn dfs(
        &self,
        s: &mut State,
        left: usize,
        budget: u64,
        should_stop: &dyn Fn() -> bool,
        visit: &mut dyn FnMut(&[u32]) -> ControlFlow<()>,
    ) -> Exact {
        if left == 0 {
            return if visit(&s.cols).is_break() { Exact::Stopped } else { Exact::Exhausted };
        }
        // The open row with the fewest choices.
        let Some(slot) = (0..s.open.len()).filter(|&i| s.open[i]).min_by_key(|&i| s.counts[i]) else {
            return Exact::Exhausted;
        };
        let row = self.rows[slot];
        s.open[slot] = false;
        let mut result = Exact::Exhausted;
        let snapshot = s.choices[slot].clone();
        'choices: for (w, &word) in snapshot.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let i = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                s.nodes += 1;
                if s.nodes > budget {
                    result = Exact::OverBudget;
                    break 'choices;
                }
                if s.nodes.is_multiple_of(4096) && should_stop() {
                    result = Exact::Stopped;
                    break 'choices;
                }
                let mark = s.struck.len();
                let col = self.cols[i];
                s.cols[row] = col as u32;
                if self.strike(s, row, col) {
                    let below = self.dfs(s, left - 1, budget, should_stop, visit);
                    if below != Exact::Exhausted {
                        result = below;
                        self.undo(s, mark);
                        break 'choices;
                    }
                }
                self.undo(s, mark);
            }
        }
        s.cols[row] = u32::MAX;
        s.open[slot] = true;
        result
    }

    /// Strikes the squares a queen at (`row`, `col`) attacks from every open row. False if
    /// some open row is left with no choice.
    fn strike(&self, s: &mut State, row: usize, col: usize) -> bool {
        let mut alive = true;
        for slot in 0..self.rows.len() {
            if !s.open[slot] {
                continue;
            }
            let d = self.rows[slot].abs_diff(row);
            let targets = [Some(col), col.checked_sub(d), Some(col + d).filter(|&c| c < self.n)];
            for c in targets.into_iter().flatten() {
                let i = self.col_index[c];
                if i == u32::MAX {
                    continue;
                }
                let (w, bit) = (i as usize / 64, 1u64 << (i % 64));
                if s.choices[slot][w] & bit != 0 {
                    s.choices[slot][w] &= !bit;
                    s.counts[slot] -= 1;
                    s.struck.push((slot as u32, i));
                }
            }
            alive &= s.counts[slot] > 0;
        }
        alive
    }

    fn undo(&self, s: &mut State, mark: usize) {
        for (slot, i) in s.struck.drain(mark..) {
            s.choices[slot as usize][i as usize / 64] |= 1 << (i % 64);
            s.counts[slot as usize] += 1;
        }
    }
}
