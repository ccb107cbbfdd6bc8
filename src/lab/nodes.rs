//! The figures of a whole backtracking search (`count --method backtrack`), counted by a
//! bitmask search rather than step by step on [`super::systematic::Systematic`]: the same
//! tree, so the same nodes row by row, at hundreds of millions of nodes a second.

use crate::board::Problem;
use crate::control::{CancelFlag, spawn_up_to, worker_count};
use serde::Serialize;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The stop flag is read once per this many nodes.
const CHECK_EVERY: u64 = 1 << 16;

/// What the textbook search visits and finds, start to end.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct NodeCounts {
    pub solutions: u64,
    /// All nodes, the board with only the fixed queens included.
    pub nodes: u64,
    /// As [`super::systematic::Counters::nodes_by_row`].
    pub nodes_by_row: Vec<u64>,
}

/// Counts the whole textbook search on `threads` threads (0: one per core), or `None` if
/// cancelled.
pub fn count_nodes(problem: &Problem, threads: usize, cancel: &CancelFlag) -> Option<NodeCounts> {
    let n = problem.n();
    let full = if n == 64 { u64::MAX } else { (1 << n) - 1 };
    // What the fixed queens leave each row; `None` for their own rows.
    let mut allowed: Vec<Option<u64>> = vec![Some(full); n];
    for q in problem.fixed() {
        allowed[q.row] = None;
        for (r, mask) in allowed.iter_mut().enumerate() {
            if let Some(mask) = mask {
                let d = r.abs_diff(q.row);
                *mask &= !(1 << q.col);
                if q.col + d < n {
                    *mask &= !(1 << (q.col + d));
                }
                if d <= q.col {
                    *mask &= !(1 << (q.col - d));
                }
            }
        }
    }
    let mut total = vec![0; n + 1];
    total[0] = 1;
    let Some(first) = allowed.iter().position(Option::is_some) else {
        return Some(NodeCounts { solutions: 1, nodes: 1, nodes_by_row: total });
    };
    // One job per column of the first row the search fills.
    let jobs: Vec<u64> = bits(allowed[first].unwrap_or(0)).collect();
    let threads = worker_count(threads);
    let next_job = AtomicUsize::new(0);
    let sums = Mutex::new((total, 0u64));
    let worker = || {
        let mut walk = Walk {
            allowed: &allowed,
            cancel,
            nodes: vec![0; n + 1],
            solutions: 0,
            since_check: 0,
            stopped: false,
        };
        while let Some(&bit) = jobs.get(next_job.fetch_add(1, Ordering::Relaxed)) {
            walk.nodes[first + 1] += 1;
            walk.search(first + 1, bit, bit << 1, bit >> 1);
            if walk.stopped {
                return;
            }
        }
        let mut sums = sums.lock().unwrap_or_else(|e| e.into_inner());
        for (sum, nodes) in sums.0.iter_mut().zip(&walk.nodes) {
            *sum += nodes;
        }
        sums.1 += walk.solutions;
    };
    std::thread::scope(|scope| {
        // This thread works too, so where the system refuses threads it does all the work.
        spawn_up_to(scope, threads.min(jobs.len()).max(1) - 1, || worker);
        worker();
    });
    if cancel.is_cancelled() {
        return None;
    }
    let (nodes_by_row, solutions) = sums.into_inner().unwrap_or_else(|e| e.into_inner());
    Some(NodeCounts { solutions, nodes: nodes_by_row.iter().sum(), nodes_by_row })
}

/// The one-bit masks of `mask`, lowest column first (the textbook order).
fn bits(mut mask: u64) -> impl Iterator<Item = u64> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let bit = mask & mask.wrapping_neg();
            mask ^= bit;
            bit
        })
    })
}

struct Walk<'a> {
    allowed: &'a [Option<u64>],
    cancel: &'a CancelFlag,
    nodes: Vec<u64>,
    solutions: u64,
    since_check: u64,
    stopped: bool,
}

impl Walk<'_> {
    /// Rows `row..` given the columns and diagonals the search's own queens take (the fixed
    /// queens' share is in `allowed`).
    fn search(&mut self, row: usize, used: u64, ld: u64, rd: u64) {
        let Some(&allowed) = self.allowed.get(row) else {
            self.solutions += 1;
            return;
        };
        let Some(allowed) = allowed else {
            // A fixed queen's row: passed over, the diagonals move on a row.
            return self.search(row + 1, used, ld << 1, rd >> 1);
        };
        let free = allowed & !(used | ld | rd);
        let count = u64::from(free.count_ones());
        self.nodes[row + 1] += count;
        self.since_check += count;
        if self.since_check >= CHECK_EVERY {
            self.since_check = 0;
            self.stopped |= self.cancel.is_cancelled();
        }
        for bit in bits(free) {
            if self.stopped {
                return;
            }
            self.search(row + 1, used | bit, (ld | bit) << 1, (rd | bit) >> 1);
        }
    }
}
