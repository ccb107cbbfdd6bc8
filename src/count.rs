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
    use crate::kernel::{Dfs, columns, place};

    /// One job: the top queen's column `a` and the second row's column, as row masks.
    struct Job {
        top: u32,
        allowed: Vec<u64>,
        /// Columns that must be taken by the end of a row (see [`Dfs::new`]).
        cover: Option<(usize, u64)>,
    }

    pub(super) fn count(n: usize, progress: &Progress, cancel: &CancelFlag) -> Counts {
        // The top and second rows' queens split the work.
        let jobs: Vec<Job> =
            (0..=(n - 1) / 2).flat_map(|top| (0..n).filter_map(move |second| job(n, top, second))).collect();
        progress.start(jobs.len() as u64);
        let should_stop = || cancel.is_cancelled();
        jobs.par_iter()
            .map(|job| {
                let counts = count_job(job, progress.nodes(), &should_stop);
                progress.add_solutions(counts.total);
                progress.job_done();
                counts
            })
            .reduce(|| Counts { total: 0, unique: 0 }, add)
    }

    /// The rows' masks under the edge rule (see the module comment), with the job's queens
    /// placed; `None` if they cannot stand together.
    fn job(n: usize, a: usize, second: usize) -> Option<Job> {
        let full = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
        let sides = 1u64 | 1 << (n - 1);
        let mut allowed = vec![full; n];
        let mut cover = None;
        if a > 0 {
            for (row, mask) in allowed.iter_mut().enumerate() {
                if row < a || row > n - 1 - a {
                    *mask &= !sides;
                }
            }
            // Both side queens sit in rows a..=n-1-a: by row n-1-a both sides are taken.
            cover = Some((n - 1 - a, sides));
        } else {
            // A corner queen: of a solution and its transpose keep the one whose second-row
            // queen is left of the column-1 queen's row, so rows up to that column skip
            // column 1.
            for mask in allowed.iter_mut().take(second + 1).skip(2) {
                *mask &= !2;
            }
        }
        // The bottom queen at least `a` from both bottom corners.
        allowed[n - 1] &= full >> a & full << a;
        let placed = place(&mut allowed, 0, a) && place(&mut allowed, 1, second);
        placed.then_some(Job { top: a as u32, allowed, cover })
    }

    fn count_job(job: &Job, nodes: &AtomicU64, should_stop: &dyn Fn() -> bool) -> Counts {
        let (n, top) = (job.allowed.len(), job.top);
        let mut counts = Counts { total: 0, unique: 0 };
        let mut dfs = Dfs::new(&job.allowed, job.cover, nodes, should_stop, |bits: &[u64; 64]| {
            let class_size = if top == 0 {
                // A corner queen: no symmetry fixes the solution, and the edge rule
                // already kept one of the two class members it lets through.
                8
            } else {
                match kept_class_size(&bits[..n], top) {
                    Some(size) => size,
                    None => return ControlFlow::Continue(()),
                }
            };
            counts.total += class_size;
            counts.unique += 1;
            ControlFlow::Continue(())
        });
        let _ = dfs.run(0, 0, 0, 0);
        counts
    }

    /// Whether this solution is the smallest of the class members the edge rule lets
    /// through (those whose top queen is also `top` from a corner), and if so its class size.
    fn kept_class_size(bits: &[u64], top: u32) -> Option<u64> {
        let n = bits.len();
        let mut cols = [0u32; 64];
        let mut inv = [0u32; 64];
        columns(bits, &mut cols[..n]);
        for (row, &col) in cols[..n].iter().enumerate() {
            inv[col as usize] = row as u32;
        }
        let (cols, inv) = (&cols[..n], &inv[..n]);
        let mut fixed_by = 1;
        for g in &Symmetry::ALL[1..] {
            if g.image_row(cols, inv, 0) != top {
                continue;
            }
            match compare_image(*g, cols, inv) {
                std::cmp::Ordering::Less => return None,
                std::cmp::Ordering::Equal => fixed_by += 1,
                std::cmp::Ordering::Greater => {}
            }
        }
        Some(8 / fixed_by)
    }

    fn compare_image(g: Symmetry, cols: &[u32], inv: &[u32]) -> std::cmp::Ordering {
        (0..cols.len())
            .map(|row| g.image_row(cols, inv, row).cmp(&cols[row]))
            .find(|o| o.is_ne())
            .unwrap_or(std::cmp::Ordering::Equal)
    }
}
