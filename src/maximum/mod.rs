//! The largest placement: as many non-attacking queens as fit around the fixed ones.
//!
//! A full solution, when one exists, is a maximum, and the fast enumeration kernel looks
//! for one first. Otherwise a branch and bound over rows (see [`tree`]) proves the maximum:
//! each row takes a queen or stays empty, and a subtree is dropped when the queens placed
//! plus the live rows, free columns or free diagonals left cannot beat the best so far.

mod tree;

use crate::board::{Problem, Queen};
use crate::control::{CancelFlag, Progress};
use crate::kernel::place;
use crate::search::worker_count;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use tree::{Node, Searcher, Shared};

/// Jobs per worker: enough that a slow subtree does not leave the other workers idle.
const JOBS_PER_WORKER: usize = 32;

/// The best placement found and whether it is proven best.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MaxOutcome {
    /// Every queen of one best placement, fixed ones included, sorted by row.
    pub queens: Vec<Queen>,
    /// False only when the search was cancelled before it proved `queens` is a maximum.
    pub optimal: bool,
}

/// Branch and bound. Calls `on_better` (on the calling thread) with each strictly larger
/// placement as it is found (fixed queens included, sorted by row), the last being the
/// result. `progress` counts nodes, and its `solutions` is the size of the best placement so
/// far. Cancelling returns the best so far with `optimal: false`.
///
/// ```
/// use nqueens::board::{MAX_N, Problem, Queen};
/// use nqueens::control::{CancelFlag, Progress};
/// use nqueens::maximum::maximum;
///
/// // A queen in the corner of the 4x4 board leaves room for only two more.
/// let problem = Problem::new(4, vec![Queen::new(0, 0)], MAX_N).unwrap();
/// let mut sizes = Vec::new();
/// let best = maximum(&problem, &Progress::new(), &CancelFlag::new(), &mut |q| sizes.push(q.len()));
/// assert!(best.optimal);
/// assert_eq!(best.queens.len(), 3);
/// assert_eq!(best.queens[0], Queen::new(0, 0));
/// assert_eq!(sizes.last(), Some(&3));
/// ```
pub fn maximum(
    problem: &Problem,
    progress: &Progress,
    cancel: &CancelFlag,
    on_better: &mut dyn FnMut(&[Queen]),
) -> MaxOutcome {
    let n = problem.n();
    let workers = worker_count(0);
    let root = root(problem);
    let first = tree::greedy(&root).placement();
    let cap = root.bound();
    // A full solution, if any, is the answer: look for one alone first, where the bound
    // allows it, since seeking only n queens prunes far harder than seeking more than `first`.
    let seek_full = cap == n && first.len() < n;
    let (full_jobs, full_nodes) = if seek_full {
        tree::split(root.clone(), n - 1, n, JOBS_PER_WORKER * workers)
    } else {
        (Vec::new(), 0)
    };
    let (jobs, split_nodes) = tree::split(root, first.len(), cap, JOBS_PER_WORKER * workers);

    progress.start((full_jobs.len() + jobs.len()) as u64);
    progress.nodes().fetch_add(full_nodes + split_nodes, Ordering::Relaxed);
    progress.add_solutions(first.len() as u64);
    on_better(&first);
    let shared = Shared::new(first, cap, cancel, progress);
    let mut finished = true;
    if seek_full {
        finished = run(&shared, &full_jobs, n - 1, workers, on_better);
        if finished && shared.best() < n {
            shared.set_cap(n - 1);
        }
    }
    if finished && shared.best() < shared.cap() {
        finished = run(&shared, &jobs, 0, workers, on_better);
    }
    let optimal = finished || shared.best() >= shared.cap();
    progress.finish();
    MaxOutcome { queens: shared.into_placement(), optimal }
}

/// Searches `jobs` on `workers` threads for placements larger than `floor` and the best so
/// far, reporting each better one to `on_better` on this thread. False if cancelled.
fn run(
    shared: &Shared<'_>,
    jobs: &[Node],
    floor: usize,
    workers: usize,
    on_better: &mut dyn FnMut(&[Queen]),
) -> bool {
    let n = jobs.first().map_or(0, |job| job.avail.len());
    let (tx, rx) = mpsc::channel();
    let next = AtomicUsize::new(0);
    let cut_short = AtomicBool::new(false);
    // Everything up to the best so far has been reported already.
    let mut reported = shared.best();
    std::thread::scope(|scope| {
        for _ in 0..workers {
            let mut searcher = Searcher::new(n, shared, tx.clone(), floor);
            let (next, cut_short) = (&next, &cut_short);
            scope.spawn(move || {
                while let Some(job) = jobs.get(next.fetch_add(1, Ordering::Relaxed)) {
                    if !shared.cancelled() && searcher.run(job) {
                        shared.job_done();
                    } else {
                        cut_short.store(true, Ordering::Relaxed);
                        break;
                    }
                }
            });
        }
        drop(tx);
        // Two workers may find better placements at once and send them out of order.
        for better in rx {
            if better.len() > reported {
                reported = better.len();
                on_better(&better);
            }
        }
    });
    !cut_short.load(Ordering::Relaxed)
}

/// The root node: each row's free columns once the fixed queens stand.
fn root(problem: &Problem) -> Node {
    let n = problem.n();
    let full = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
    let mut avail = vec![full; n];
    let (mut queens, mut cols) = (0u64, [0u8; 64]);
    for q in problem.fixed() {
        // A valid problem's fixed queens never attack each other, so each placement holds.
        let placed = place(&mut avail, q.row, q.col);
        debug_assert!(placed);
        queens |= 1 << q.row;
        cols[q.row] = q.col as u8;
    }
    let open = (if n == 64 { u64::MAX } else { (1u64 << n) - 1 }) & !queens;
    Node { avail, open, queens, cols }
}
