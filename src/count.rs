//! Counting total and unique solutions on every core, storing none.
//!
//! With no fixed queens the counter searches only about an eighth of the tree. Each of the
//! 4 edges of the board holds exactly one queen, which sits at some distance from each of
//! the edge's two corners: 8 distances in all, and the 8 symmetries permute them. Every
//! class therefore has members whose top-row queen sits at the smallest distance `a`; the
//! counter searches only those (top queen in column `a` ≤ (n-1)/2, every other edge queen
//! at least `a` from each corner) and keeps the lexicographically smallest of them,
//! weighting it by its class size.

use crate::board::Problem;
use crate::control::{CancelFlag, Progress};
use crate::engine::Board;
use crate::search::worker_count;
use crate::symmetry::{Classifier, Scratch, Symmetry};
use rayon::prelude::*;
use serde::Serialize;
use std::ops::ControlFlow;
use std::sync::atomic::{AtomicU64, Ordering};

/// Totals of one count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Counts {
    pub total: u64,
    pub unique: u64,
}

/// The count was cancelled before it finished.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("the count was cancelled")]
pub struct Cancelled;

/// Counts the solutions of `problem` in all and unique mode, on `threads` threads (0: all).
///
/// ```
/// use nqueens::board::{Problem, MAX_N};
/// use nqueens::control::{CancelFlag, Progress};
/// let counts = nqueens::count::count(&Problem::empty(8, MAX_N).unwrap(), 0, &Progress::new(), &CancelFlag::new()).unwrap();
/// assert_eq!((counts.total, counts.unique), (92, 12));
/// ```
pub fn count(
    problem: &Problem,
    threads: usize,
    progress: &Progress,
    cancel: &CancelFlag,
) -> Result<Counts, Cancelled> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(worker_count(threads))
        .build()
        .expect("a thread pool of a valid size builds");
    let counts = pool.install(|| {
        if problem.fixed().is_empty() && problem.n() >= 4 {
            symmetric::count(problem.n(), progress, cancel)
        } else {
            count_generic(problem, progress, cancel)
        }
    });
    progress.finish();
    if cancel.is_cancelled() { Err(Cancelled) } else { Ok(counts) }
}

/// Counts by walking every solution, classifying each with the unique-mode rule.
fn count_generic(problem: &Problem, progress: &Progress, cancel: &CancelFlag) -> Counts {
    let board = Board::new(problem);
    let classifier = Classifier::new(problem);
    let (jobs, split_nodes) = board.split(64 * rayon::current_num_threads());
    progress.start(jobs.len() as u64);
    progress.nodes().fetch_add(split_nodes, Ordering::Relaxed);
    let should_stop = || cancel.is_cancelled();
    jobs.par_iter()
        .map_init(Scratch::default, |scratch, job| {
            let mut counts = Counts { total: 0, unique: 0 };
            let _ = board.walk(job, progress.nodes(), &should_stop, |cols| {
                counts.total += 1;
                counts.unique += u64::from(classifier.classify(cols, scratch).is_some());
                ControlFlow::Continue(())
            });
            progress.add_solutions(counts.total);
            progress.job_done();
            counts
        })
        .reduce(|| Counts { total: 0, unique: 0 }, add)
}

fn add(a: Counts, b: Counts) -> Counts {
    Counts { total: a.total + b.total, unique: a.unique + b.unique }
}

mod symmetric {
    use super::*;

    /// How many nodes between looks at the cancel flag.
    const CHECK_EVERY: u64 = 1 << 16;

    /// One job: the top queen's column `a` and the second row's column.
    #[derive(Debug, Clone, Copy)]
    struct Job {
        top: usize,
        second: usize,
    }

    pub(super) fn count(n: usize, progress: &Progress, cancel: &CancelFlag) -> Counts {
        let jobs: Vec<Job> =
            (0..=(n - 1) / 2).flat_map(|top| (0..n).map(move |second| Job { top, second })).collect();
        progress.start(jobs.len() as u64);
        jobs.par_iter()
            .map(|&job| {
                let mut search = Search::new(n, job, progress.nodes(), cancel);
                if let Some(first_free) = search.place_first_rows() {
                    search.dfs(2, first_free.0, first_free.1, first_free.2);
                }
                search.flush_nodes();
                progress.add_solutions(search.counts.total);
                progress.job_done();
                search.counts
            })
            .reduce(|| Counts { total: 0, unique: 0 }, add)
    }

    struct Search<'a> {
        n: usize,
        top: u32,
        /// Columns each row may use under the edge rule (see the module comment).
        allowed: [u64; 64],
        /// The chosen column of each row, as a one-bit mask.
        bits: [u64; 64],
        counts: Counts,
        nodes: u64,
        /// How many of `nodes` are already added to `shared_nodes`.
        flushed: u64,
        shared_nodes: &'a AtomicU64,
        cancel: &'a CancelFlag,
        stopped: bool,
        job: Job,
    }

    impl<'a> Search<'a> {
        fn new(n: usize, job: Job, shared_nodes: &'a AtomicU64, cancel: &'a CancelFlag) -> Self {
            let full = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
            let (a, edges) = (job.top, 1u64 | 1 << (n - 1));
            let mut allowed = [0u64; 64];
            for (row, mask) in allowed.iter_mut().enumerate().take(n) {
                *mask = full;
                if a > 0 && (row < a || row > n - 1 - a) {
                    *mask &= !edges;
                }
            }
            // The bottom queen at least `a` from both bottom corners.
            allowed[n - 1] &= full >> a & full << a;
            if a == 0 {
                // Corner queen: of a solution and its transpose keep the one whose second-row
                // queen is left of the column-1 queen's row, so rows up to that column skip
                // column 1.
                for mask in allowed.iter_mut().take(job.second + 1).skip(2) {
                    *mask &= !2;
                }
            }
            Search {
                n,
                top: a as u32,
                allowed,
                bits: [0; 64],
                counts: Counts { total: 0, unique: 0 },
                nodes: 0,
                flushed: 0,
                shared_nodes,
                cancel,
                stopped: false,
                job,
            }
        }

        /// Places rows 0 and 1 as the job says; returns row 2's masks if that is legal.
        fn place_first_rows(&mut self) -> Option<(u64, u64, u64)> {
            let (a, b) = (self.job.top, self.job.second);
            let top = 1u64 << a;
            let second = 1u64 << b;
            let (used, ld, rd) = (top, top << 1, top >> 1);
            if self.allowed[1] & second & !(used | ld | rd) == 0 {
                return None;
            }
            self.bits[0] = top;
            self.bits[1] = second;
            self.nodes += 2;
            Some((used | second, (ld | second) << 1, (rd | second) >> 1))
        }

        fn dfs(&mut self, row: usize, used: u64, ld: u64, rd: u64) {
            let mut free = self.allowed[row] & !(used | ld | rd);
            if row == self.n - 1 {
                // The last row has one free column at most.
                if free != 0 {
                    self.nodes += 1;
                    self.bits[row] = free;
                    self.solution();
                }
                return;
            }
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                self.nodes += 1;
                if self.nodes % CHECK_EVERY == 0 {
                    self.flush_nodes();
                    self.stopped = self.cancel.is_cancelled();
                }
                if self.stopped {
                    return;
                }
                self.bits[row] = bit;
                self.dfs(row + 1, used | bit, (ld | bit) << 1, (rd | bit) >> 1);
            }
        }

        fn flush_nodes(&mut self) {
            self.shared_nodes.fetch_add(self.nodes - self.flushed, Ordering::Relaxed);
            self.flushed = self.nodes;
        }

        fn solution(&mut self) {
            if self.top == 0 {
                // A corner queen: the class has 8 members, of which this is the kept one.
                self.counts.total += 8;
                self.counts.unique += 1;
                return;
            }
            let n = self.n;
            let mut cols = [0u32; 64];
            let mut inv = [0u32; 64];
            for row in 0..n {
                let col = self.bits[row].trailing_zeros();
                cols[row] = col;
                inv[col as usize] = row as u32;
            }
            let (cols, inv) = (&cols[..n], &inv[..n]);
            // Images whose top queen is also at distance `a` compete with this solution.
            let mut fixed_by = 1;
            for g in &Symmetry::ALL[1..] {
                if g.image_row(cols, inv, 0) != self.top {
                    continue;
                }
                match compare_image(*g, cols, inv) {
                    std::cmp::Ordering::Less => return,
                    std::cmp::Ordering::Equal => fixed_by += 1,
                    std::cmp::Ordering::Greater => {}
                }
            }
            self.counts.total += 8 / fixed_by;
            self.counts.unique += 1;
        }
    }

    fn compare_image(g: Symmetry, cols: &[u32], inv: &[u32]) -> std::cmp::Ordering {
        (0..cols.len())
            .map(|row| g.image_row(cols, inv, row).cmp(&cols[row]))
            .find(|o| o.is_ne())
            .unwrap_or(std::cmp::Ordering::Equal)
    }
}
