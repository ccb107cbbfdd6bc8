//! The bitmask backtracking core shared by enumeration and counting with fixed queens.
//!
//! Bit `c` of a row mask is column `c`. One `u64` per row bounds boards at 64 wide.

use crate::board::Problem;
use crate::kernel::{Dfs, columns, place};
use std::ops::ControlFlow;
use std::sync::atomic::AtomicU64;

/// The columns each row may use before any search, given the fixed queens.
#[derive(Debug, Clone)]
pub(crate) struct Domains {
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

impl Domains {
    pub fn new(problem: &Problem) -> Self {
        let n = problem.n();
        let full = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
        let mut allowed = vec![full; n];
        for q in problem.fixed() {
            // A valid problem's fixed queens never attack each other, so each placement holds.
            let placed = place(&mut allowed, q.row, q.col);
            debug_assert!(placed);
        }
        Domains { n, allowed }
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
        let mut cols = vec![0u32; n];
        let mut dfs = Dfs::new(&self.allowed, None, nodes, should_stop, |bits: &[u64; 64]| {
            columns(&bits[..n], &mut cols);
            visit(&cols)
        });
        for (row, &col) in prefix.cols.iter().enumerate() {
            dfs.bits[row] = 1 << col;
        }
        if prefix.cols.len() == n {
            dfs.complete()
        } else {
            dfs.run(prefix.cols.len(), prefix.used, prefix.ld, prefix.rd)
        }
    }
}
