//! The bitmask backtracking core shared by enumeration and counting with fixed queens.
//!
//! Bit `c` of a row mask is column `c`. One `u64` per row bounds boards at 64 wide.

use crate::board::Problem;
use std::ops::ControlFlow;
use std::sync::atomic::{AtomicU64, Ordering};

/// How many nodes a walker visits between looks at its stop flag: a few microseconds' work.
const CHECK_EVERY: u64 = 1 << 12;

/// The columns each row may use before any search, given the fixed queens.
#[derive(Debug, Clone)]
pub(crate) struct Board {
    n: usize,
    allowed: Vec<u64>,
}

/// A partial placement of the first `cols.len()` rows, the root of one independent job.
#[derive(Debug, Clone)]
pub(crate) struct Prefix {
    pub cols: Vec<u32>,
    used: u64,
    ld: u64,
    rd: u64,
}

impl Board {
    pub fn new(problem: &Problem) -> Self {
        let n = problem.n();
        let full = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
        let mut allowed = vec![full; n];
        for q in problem.fixed() {
            for (row, mask) in allowed.iter_mut().enumerate() {
                if row == q.row {
                    *mask &= 1 << q.col;
                    continue;
                }
                let d = row.abs_diff(q.row);
                *mask &= !(1 << q.col);
                if q.col >= d {
                    *mask &= !(1 << (q.col - d));
                }
                if q.col + d < n {
                    *mask &= !(1 << (q.col + d));
                }
            }
        }
        Board { n, allowed }
    }

    pub fn n(&self) -> usize {
        self.n
    }

    fn root(&self) -> Prefix {
        Prefix { cols: Vec::new(), used: 0, ld: 0, rd: 0 }
    }

    fn free(&self, p: &Prefix) -> u64 {
        self.allowed[p.cols.len()] & !(p.used | p.ld | p.rd)
    }

    /// Splits the search into at least `target` jobs where the tree allows, in the
    /// lexicographic order of their solutions. Also returns the nodes the split visited.
    pub fn split(&self, target: usize) -> (Vec<Prefix>, u64) {
        let mut level = vec![self.root()];
        let mut nodes = 0;
        while level.len() < target && level.first().is_some_and(|p| p.cols.len() < self.n) {
            let mut next = Vec::with_capacity(level.len() * 4);
            for p in &level {
                let mut free = self.free(p);
                while free != 0 {
                    let bit = free & free.wrapping_neg();
                    free ^= bit;
                    nodes += 1;
                    let mut cols = p.cols.clone();
                    cols.push(bit.trailing_zeros());
                    next.push(Prefix {
                        cols,
                        used: p.used | bit,
                        ld: (p.ld | bit) << 1,
                        rd: (p.rd | bit) >> 1,
                    });
                }
            }
            level = next;
        }
        (level, nodes)
    }

    /// Visits every solution below `prefix` in lexicographic order, handing each to `visit`.
    /// Adds the nodes it visits to `nodes` and stops early (returning `Break`) when `visit`
    /// breaks or `should_stop` says so.
    pub fn walk(
        &self,
        prefix: &Prefix,
        nodes: &AtomicU64,
        should_stop: &dyn Fn() -> bool,
        mut visit: impl FnMut(&[u32]) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let n = self.n;
        let start = prefix.cols.len();
        let mut cols = prefix.cols.clone();
        cols.resize(n, 0);
        if start == n {
            return visit(&cols);
        }
        // Per-row state; row `start` holds the prefix's masks.
        let mut used = [0u64; 65];
        let mut ld = [0u64; 65];
        let mut rd = [0u64; 65];
        let mut free = [0u64; 65];
        let mut row = start;
        (used[row], ld[row], rd[row]) = (prefix.used, prefix.ld, prefix.rd);
        free[row] = self.free(prefix);
        let mut pending = 0u64;
        let result = loop {
            if free[row] == 0 {
                if row == start {
                    break ControlFlow::Continue(());
                }
                row -= 1;
                continue;
            }
            let bit = free[row] & free[row].wrapping_neg();
            free[row] ^= bit;
            pending += 1;
            if pending == CHECK_EVERY {
                nodes.fetch_add(pending, Ordering::Relaxed);
                pending = 0;
                if should_stop() {
                    break ControlFlow::Break(());
                }
            }
            cols[row] = bit.trailing_zeros();
            if row + 1 == n {
                if visit(&cols).is_break() {
                    break ControlFlow::Break(());
                }
                continue;
            }
            let (u, l, r) = (used[row] | bit, (ld[row] | bit) << 1, (rd[row] | bit) >> 1);
            row += 1;
            (used[row], ld[row], rd[row]) = (u, l, r);
            free[row] = self.allowed[row] & !(u | l | r);
        };
        nodes.fetch_add(pending, Ordering::Relaxed);
        result
    }
}
