//! Boards wider than the bitmask engines take, up to [`crate::board::MAX_WIDE_N`]: the
//! n-queens completion problem. Three tools, cheapest first:
//! - with no fixed queens, an explicit construction gives one solution at once;
//! - an exact search over the free rows and columns finds completions or proves there are
//!   none; with many free rows it gets a node budget;
//! - past that budget, a repair search that never moves a fixed queen finds solutions on
//!   boards where exact search would drown (but cannot prove there are none).

mod construct;
mod exact;
mod repair;

pub use construct::construct;
pub use repair::RepairCounts;

use crate::board::Problem;
use crate::control::{CancelFlag, Progress};
use crate::deliver::Delivery;
use crate::stream::{Options, Outcome, Sink, SolveMethod, Summary};
use exact::{Completion, Exact};
use repair::Repaired;
use std::sync::atomic::Ordering;

/// Free rows up to which exact search runs unbounded: it can always prove there is none.
const EXACT_ROWS: usize = 64;
/// Free rows above which exact search is not tried at all: each node costs a pass over
/// every free row, and repair finds solutions of such wide-open boards far faster.
const EXACT_ROWS_MAX: usize = 2_000;

/// Solutions of a board of any width up to [`crate::board::MAX_WIDE_N`] that keep the fixed
/// queens, streamed to `sink` like [`crate::search::enumerate`] (which calls this above 64
/// wide). With few free rows the search is exact and ends `Exhausted` once every
/// completion is handed over (none, if none exists); with many it goes on until the limit,
/// the sink or `cancel` ends it. Single-threaded.
///
/// ```
/// use nqueens::board::{MAX_WIDE_N, Problem, Queen};
/// use nqueens::control::{CancelFlag, Control, Progress};
/// use nqueens::stream::{Found, Options};
///
/// let problem = Problem::wide(5000, vec![Queen::new(0, 0), Queen::new(4000, 17)]).unwrap();
/// let options = Options { limit: Some(1), ..Options::default() };
/// let mut found = Vec::new();
/// nqueens::wide::complete(&problem, &options, &Progress::new(), &CancelFlag::new(), &mut |s: Found<'_>| {
///     found = s.cols.to_vec();
///     Control::Continue
/// });
/// assert!(nqueens::board::is_solution(5000, &found) && problem.keeps_fixed(&found));
/// ```
pub fn complete(
    problem: &Problem,
    options: &Options,
    progress: &Progress,
    cancel: &CancelFlag,
    sink: &mut dyn Sink,
) -> Summary {
    progress.start(1);
    let mut out = Delivery::new(problem, options, progress, sink);
    let searched = search(problem, &mut out, progress, cancel);
    progress.job_done(1);
    out.summary(SolveMethod::Wide, searched)
}

/// How the search ended. When the delivery breaks (the sink or the limit), its own
/// ending is the outcome and what this returns is not used.
fn search(problem: &Problem, out: &mut Delivery<'_>, progress: &Progress, cancel: &CancelFlag) -> Outcome {
    let should_stop = || cancel.is_cancelled();
    if problem.fixed().is_empty()
        && let Some(cols) = construct(problem.n())
    {
        // The searches that follow may find it again.
        out.remember(true);
        if out.offer(&cols).is_break() {
            return Outcome::LimitReached;
        }
    }
    let free_rows = problem.n() - problem.fixed().len();
    if free_rows <= EXACT_ROWS_MAX {
        let bounded = free_rows > EXACT_ROWS;
        let budget = if bounded { 32 * free_rows as u64 } else { u64::MAX };
        // An unbounded walk is the last source and finds each solution once; a bounded
        // one may be followed by repair, which may find its solutions again.
        out.remember(bounded);
        let mut nodes = 0;
        let completion = Completion::new(problem);
        let ended = completion.search(budget, &mut nodes, &should_stop, &mut |cols| out.offer(cols));
        progress.steps().fetch_add(nodes, Ordering::Relaxed);
        match ended {
            Exact::Exhausted => return Outcome::Exhausted,
            Exact::Stopped => return Outcome::Cancelled,
            Exact::OverBudget => {}
        }
    }
    out.remember(true);
    for seed in 1.. {
        let mut counts = RepairCounts::default();
        let found = repair::repair(problem, seed, &mut counts, &should_stop);
        progress.steps().fetch_add(counts.swaps_tried + counts.chain_moves, Ordering::Relaxed);
        match found {
            Repaired::Found(cols) => {
                debug_assert!(crate::board::is_solution(problem.n(), &cols) && problem.keeps_fixed(&cols));
                if out.offer(&cols).is_break() {
                    return Outcome::LimitReached;
                }
            }
            // Another start, from another seed: repair cannot prove there is none.
            Repaired::Stuck => {}
            Repaired::Stopped => return Outcome::Cancelled,
        }
    }
    unreachable!("the seeds run out only after 2^64 repairs")
}

/// One start of the repair search alone (no construction, no exact search) from `seed`,
/// and what it did: for benchmarks that show where the time of [`complete`] goes. `None`
/// when its bounded effort ran out.
pub fn repair_once(problem: &Problem, seed: u64) -> (Option<Vec<u32>>, RepairCounts) {
    let mut counts = RepairCounts::default();
    let found = match repair::repair(problem, seed, &mut counts, &|| false) {
        Repaired::Found(cols) => Some(cols),
        Repaired::Stuck | Repaired::Stopped => None,
    };
    (found, counts)
}
