//! The largest placement: as many non-attacking queens as fit around the fixed ones.
//!
//! A full solution, when one exists, is a maximum, so the search first seeks n queens alone
//! (where the root's bound allows n): pruning everything short of n is far quicker than
//! seeking anything better than a first greedy placement. If there is none, a branch and
//! bound (see [`tree`]) finds and proves the maximum: each node decides a row or a column,
//! and drops out when the queens placed plus what the undecided rows can still hold (see
//! [`bound`]) cannot beat the best placement so far.

mod bound;
pub mod file;
mod tree;

use crate::board::{MAX_N, Problem, Queen};
use crate::control::{CancelFlag, Control, Progress};
use crate::control::{spawn_up_to, worker_count};
use crate::kernel::place;
use crate::search::enumerate;
use crate::stream::{Found, Options};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use tree::{Node, Searcher, Shared};

pub use file::{MostQueensFile, MostQueensFileError};

/// Jobs per worker: enough that a slow subtree does not leave the other workers idle.
const JOBS_PER_WORKER: usize = 32;

/// A placement with its proof: the best placement found and whether it is proven best.
/// The one type for it: the search returns it, the file holds it (with its board), the
/// command line prints it and the app shows it (while a search runs, the best so far, not
/// proven yet).
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MostQueens {
    /// Every queen of one best placement, fixed ones included, sorted by row.
    pub queens: Vec<Queen>,
    /// False only when the search was cancelled before it proved `queens` is a maximum.
    pub proven: bool,
}

/// Branch and bound. Calls `on_better` (on the calling thread) with each strictly larger
/// placement as it is found (fixed queens included, sorted by row), the last being the
/// result. `progress` counts nodes, and its `solutions` is the size of the best placement so
/// far. Cancelling returns the best so far with `proven: false`.
///
/// Boards wider than [`MAX_N`] get only a search for a full solution (by the wide-board
/// engines); if it ends without one, the result is the fixed queens alone, not proven.
///
/// ```
/// use nqueens::board::{MAX_N, Problem, Queen};
/// use nqueens::control::{CancelFlag, Progress};
/// use nqueens::most_queens::find;
///
/// // A queen in the corner of the 4x4 board leaves room for only two more.
/// let problem = Problem::new(4, vec![Queen::new(0, 0)]).unwrap();
/// let mut sizes = Vec::new();
/// let best = find(&problem, &Progress::new(), &CancelFlag::new(), &mut |q| sizes.push(q.len()));
/// assert!(best.proven);
/// assert_eq!(best.queens.len(), 3);
/// assert_eq!(best.queens[0], Queen::new(0, 0));
/// assert_eq!(sizes.last(), Some(&3));
/// ```
pub fn find(
    problem: &Problem,
    progress: &Progress,
    cancel: &CancelFlag,
    on_better: &mut dyn FnMut(&[Queen]),
) -> MostQueens {
    if problem.n() > MAX_N {
        return wide(problem, progress, cancel, on_better);
    }
    let workers = worker_count(0);
    solve(problem, progress, cancel, on_better, workers, JOBS_PER_WORKER * workers)
}

/// [`find`] on `workers` threads, each search split into about `target` jobs.
fn solve(
    problem: &Problem,
    progress: &Progress,
    cancel: &CancelFlag,
    on_better: &mut dyn FnMut(&[Queen]),
    workers: usize,
    target: usize,
) -> MostQueens {
    let n = problem.n();
    let root = root(problem);
    let first = tree::greedy(&root).placement();
    let cap = root.bound();
    // A full solution, if any, is the answer: look for one alone first, where the bound
    // allows it, since seeking only n queens prunes far harder than seeking more than `first`.
    let seek_full = cap == n && first.len() < n;
    let (full_jobs, full_nodes) =
        if seek_full { tree::split(root.clone(), n - 1, n, target) } else { (Vec::new(), 0) };
    let (jobs, split_nodes) = tree::split(root, first.len(), cap, target);

    progress.start((full_jobs.len() + jobs.len()) as u64);
    progress.steps().fetch_add(full_nodes + split_nodes, Ordering::Relaxed);
    progress.add_solutions(first.len() as u64);
    on_better(&first);
    let shared = Shared::new(first, cap, cancel, progress);
    let mut finished = true;
    if seek_full {
        finished = run(&shared, n, &full_jobs, n - 1, workers, on_better);
        if finished && shared.best() < n {
            shared.set_cap(n - 1);
        }
    }
    if finished && shared.best() < shared.cap() {
        finished = run(&shared, n, &jobs, 0, workers, on_better);
    }
    let proven = finished || shared.best() >= shared.cap();
    progress.finish();
    MostQueens { queens: shared.into_placement(), proven }
}

/// Searches `jobs` (of an `n`-wide board) on `workers` threads for placements larger than `floor` and the best so
/// far, reporting each better one to `on_better` on this thread. False if cancelled.
fn run(
    shared: &Shared<'_>,
    n: usize,
    jobs: &[Node],
    floor: usize,
    workers: usize,
    on_better: &mut dyn FnMut(&[Queen]),
) -> bool {
    let (tx, rx) = mpsc::channel();
    let next = AtomicUsize::new(0);
    let cut_short = AtomicBool::new(false);
    // Everything up to the best so far has been reported already.
    let mut reported = shared.best();
    let (next, cut_short_ref) = (&next, &cut_short);
    let work = move |mut searcher: Searcher<'_>| {
        while let Some(job) = jobs.get(next.fetch_add(1, Ordering::Relaxed)) {
            if !shared.cancelled() && searcher.run(job) {
                shared.job_done();
            } else {
                cut_short_ref.store(true, Ordering::Relaxed);
                break;
            }
        }
    };
    std::thread::scope(|scope| {
        let started = spawn_up_to(scope, workers, || {
            let searcher = Searcher::new(n, shared, tx.clone(), floor);
            move || work(searcher)
        });
        if started == 0 {
            // The system starts no thread: this one searches, then reports.
            work(Searcher::new(n, shared, tx.clone(), floor));
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

/// Boards wider than [`MAX_N`] (a `u64` per row) get only a look for a full solution, by the
/// wide-board engines: the fixed queens alone, not proven, if none turns up.
fn wide(
    problem: &Problem,
    progress: &Progress,
    cancel: &CancelFlag,
    on_better: &mut dyn FnMut(&[Queen]),
) -> MostQueens {
    let mut full: Option<Vec<Queen>> = None;
    let options = Options { limit: Some(1), ..Options::default() };
    enumerate(problem, &options, progress, cancel, &mut |found: Found<'_>| {
        full = Some(found.cols.iter().enumerate().map(|(row, &col)| Queen::new(row, col as usize)).collect());
        Control::Stop
    });
    match full {
        Some(queens) => {
            on_better(&queens);
            MostQueens { queens, proven: true }
        }
        None => {
            on_better(problem.fixed());
            MostQueens { queens: problem.fixed().to_vec(), proven: false }
        }
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The most queens that fit with `fixed`, trying every row empty or on each column.
    fn oracle(n: usize, fixed: &[Queen], row: usize, queens: &mut Vec<Queen>) -> usize {
        if row == n {
            return if fixed.iter().all(|f| queens.contains(f)) { queens.len() } else { 0 };
        }
        let mut best = oracle(n, fixed, row + 1, queens);
        for col in 0..n {
            let q = Queen::new(row, col);
            if queens.iter().all(|&p| p.attack(q).is_none()) {
                queens.push(q);
                best = best.max(oracle(n, fixed, row + 1, queens));
                queens.pop();
            }
        }
        best
    }

    fn queens(squares: &[(usize, usize)]) -> Vec<Queen> {
        squares.iter().map(|&(r, c)| Queen::new(r, c)).collect()
    }

    #[test]
    fn leaving_the_decided_column_empty_can_be_the_only_way_to_the_maximum() {
        // Found by a search without the empty-column branch, which got one queen fewer.
        let cases = [
            (7, queens(&[(6, 6), (4, 0), (5, 4)]), 6),
            (7, queens(&[(5, 0), (0, 6), (3, 4)]), 6),
            (9, queens(&[(8, 1), (0, 8), (2, 5), (6, 0)]), 8),
            (9, queens(&[(1, 8), (4, 1), (6, 6)]), 8),
        ];
        for (n, fixed, max) in cases {
            assert_eq!(oracle(n, &fixed, 0, &mut Vec::new()), max);
            let problem = Problem::new(n, fixed).unwrap();
            for (workers, jobs) in [(1, 1), (2, 4), (2, 64)] {
                let outcome =
                    solve(&problem, &Progress::new(), &CancelFlag::new(), &mut |_| {}, workers, jobs);
                assert_eq!(outcome.queens.len(), max, "{problem:?}");
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        /// With one job, or a few, the workers' depth-first search does nearly all the
        /// work that the split does on small boards when many jobs are asked for.
        #[test]
        fn any_split_and_worker_count_finds_the_maximum(
            n in 1usize..=8,
            squares in proptest::collection::vec((0usize..8, 0usize..8), 0..=5),
            workers in 1usize..=3,
            jobs in prop_oneof![Just(1usize), Just(4), Just(64)],
        ) {
            let mut fixed: Vec<Queen> = Vec::new();
            for (r, c) in squares {
                let q = Queen::new(r % n, c % n);
                if fixed.iter().all(|&f| f != q && f.attack(q).is_none()) {
                    fixed.push(q);
                }
            }
            let problem = Problem::new(n, fixed.clone()).unwrap();
            let mut sizes = Vec::new();
            let outcome = solve(&problem, &Progress::new(), &CancelFlag::new(), &mut |q| sizes.push(q.len()), workers, jobs);
            prop_assert!(outcome.proven);
            prop_assert_eq!(outcome.queens.len(), oracle(n, &fixed, 0, &mut Vec::new()));
            prop_assert!(fixed.iter().all(|f| outcome.queens.contains(f)));
            prop_assert!(sizes.windows(2).all(|w| w[0] < w[1]));
            prop_assert_eq!(sizes.last(), Some(&outcome.queens.len()));
        }
    }
}
