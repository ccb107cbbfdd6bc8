//! Solutions of boards up to 64 wide at once, for as long as the caller wants them.
//!
//! Row-by-row search in column order drowns past about 30 wide: its first rows settle on
//! columns that leave the last rows no room, and it spends minutes proving so. This search
//! places the most constrained row next, tries its least constraining columns first, and
//! restarts with new random choices when a node budget runs out; the budget doubles at
//! each restart, so a run eventually searches its whole tree (and so can prove that fixed
//! queens allow no solution). Solutions seen before are dropped, so the stream is distinct;
//! after [`REMEMBERED`] solutions the run under way is made the last, so memory stays bounded.

mod dfs;

use crate::board::Problem;
use crate::control::{CancelFlag, Progress};
use crate::deliver::Delivery;
use crate::stream::{Options, Outcome, Sink, SolveMethod, Summary};
use dfs::{Dfs, Ended};
use std::cell::Cell;
use std::sync::atomic::Ordering;

/// Nodes of the first run per free row: enough for a wide-open board to reach many
/// solutions, few enough that a bad start is soon left.
const FIRST_BUDGET_PER_ROW: u64 = 64;
/// Solutions remembered to keep restarts from repeating one: about 40 MB. Past it, the run
/// under way goes on to the end of its tree, so memory stays bounded however long it runs.
const REMEMBERED: usize = 1 << 20;

/// Streams distinct solutions of `problem` (at most 64 wide) to `sink` until the limit,
/// the sink or `cancel` stops it, or every solution has been handed over (outcome
/// `Exhausted`, in no particular order). Single-threaded.
///
/// ```
/// use nqueens::board::{Problem, Queen, MAX_N, is_solution};
/// use nqueens::control::{CancelFlag, Control, Progress};
/// use nqueens::stream::{Found, Options};
///
/// let problem = Problem::new(64, vec![Queen::new(10, 20)]).unwrap();
/// let options = Options { limit: Some(3), ..Options::default() };
/// let mut found = Vec::new();
/// nqueens::sample::sample(&problem, &options, &Progress::new(), &CancelFlag::new(), &mut |s: Found<'_>| {
///     found.push(s.cols.to_vec());
///     Control::Continue
/// });
/// assert_eq!(found.len(), 3);
/// assert!(found.iter().all(|cols| is_solution(64, cols) && problem.keeps_fixed(cols)));
/// ```
pub fn sample(
    problem: &Problem,
    options: &Options,
    progress: &Progress,
    cancel: &CancelFlag,
    sink: &mut dyn Sink,
) -> Summary {
    sample_remembering(problem, options, progress, cancel, sink, REMEMBERED)
}

/// [`sample`], remembering at most `remembered` solutions.
fn sample_remembering(
    problem: &Problem,
    options: &Options,
    progress: &Progress,
    cancel: &CancelFlag,
    sink: &mut dyn Sink,
    remembered: usize,
) -> Summary {
    assert!(problem.n() <= crate::board::MAX_N, "the sampling search takes boards up to 64 wide");
    progress.start(0);
    let mut out = Delivery::new(problem, options, progress, sink);
    // Runs repeat each other's solutions until the memory is full; then the run under way
    // becomes the last (no budget), which needs no memory of its own solutions (a
    // depth-first tree never repeats a leaf), only of those of the runs before it.
    out.remember(true);
    let free_rows = (problem.n() - problem.fixed().len()).max(1) as u64;
    let budget = Cell::new(FIRST_BUDGET_PER_ROW * free_rows);
    let mut last_run = false;
    let mut offer = |cols: &[u32]| {
        let flow = out.offer(cols);
        if !last_run && out.remembered() >= remembered {
            last_run = true;
            out.remember(false);
            budget.set(u64::MAX);
        }
        flow
    };
    let should_stop = |nodes: u64| {
        progress.steps().fetch_add(nodes, Ordering::Relaxed);
        cancel.is_cancelled()
    };
    let searched = (1u64..)
        .find_map(|seed| {
            let mut dfs = Dfs::new(problem, seed, &budget, &should_stop);
            let ended = dfs.run(&mut offer);
            progress.steps().fetch_add(dfs.unreported_nodes(), Ordering::Relaxed);
            budget.set(budget.get().saturating_mul(2));
            match ended {
                Ended::Exhausted => Some(Outcome::Exhausted),
                Ended::OverBudget => None,
                Ended::Stopped => Some(Outcome::Cancelled),
            }
        })
        .unwrap_or(Outcome::Cancelled);
    out.summary(SolveMethod::Restarts, searched)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Queen, is_solution};
    use crate::control::Control;
    use crate::stream::{Filter, Found};

    /// Every solution, once each, whether or not the memory runs out on the way.
    fn all(problem: &Problem, filter: Filter, remembered: usize) -> (Vec<Vec<u32>>, Outcome) {
        let mut found = Vec::new();
        let options = Options { filter, ..Options::default() };
        let summary = sample_remembering(
            problem,
            &options,
            &Progress::new(),
            &CancelFlag::new(),
            &mut |s: Found<'_>| {
                found.push(s.cols.to_vec());
                Control::Continue
            },
            remembered,
        );
        (found, summary.outcome)
    }

    #[test]
    fn lists_every_solution_once_with_or_without_memory_to_spare() {
        let problem = Problem::empty(10).unwrap();
        for remembered in [usize::MAX, 100, 1] {
            let (mut found, outcome) = all(&problem, Filter::All, remembered);
            assert_eq!(outcome, Outcome::Exhausted);
            assert!(found.iter().all(|cols| is_solution(10, cols)));
            found.sort();
            found.dedup();
            assert_eq!(found.len(), 724, "remembering {remembered}");
            let (mut classes, _) = all(&problem, Filter::Unique, remembered);
            let listed = classes.len();
            classes.sort();
            classes.dedup();
            assert_eq!((listed, classes.len()), (92, 92), "remembering {remembered}");
        }
    }

    #[test]
    fn fixed_queens_that_allow_nothing_end_exhausted_with_none() {
        // None of the four 6x6 solutions has a queen in a corner.
        let problem = Problem::new(6, vec![Queen::new(0, 0)]).unwrap();
        let (found, outcome) = all(&problem, Filter::All, usize::MAX);
        assert_eq!((found.len(), outcome), (0, Outcome::Exhausted));
        let (found, outcome) = all(&Problem::empty(6).unwrap(), Filter::All, usize::MAX);
        assert_eq!((found.len(), outcome), (4, Outcome::Exhausted));
        assert!(found.iter().all(|cols| cols[0] != 0 && cols[0] != 5));
    }
}
