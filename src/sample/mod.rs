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
use crate::control::{CancelFlag, Control, Progress};
use crate::stream::{Filter, Found, Method, Options, Outcome, Sink, Summary};
use crate::symmetry::{Classifier, Scratch, shown_member};
use dfs::{Dfs, Ended};
use std::cell::Cell;
use std::collections::HashSet;
use std::ops::ControlFlow;
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
/// let problem = Problem::new(64, vec![Queen::new(10, 20)], MAX_N).unwrap();
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
    let classifier = (options.filter == Filter::Unique).then(|| Classifier::new(problem));
    let mut scratch = Scratch::default();
    let mut seen = HashSet::new();
    let free_rows = (problem.n() - problem.fixed().len()).max(1) as u64;
    let budget = Cell::new(FIRST_BUDGET_PER_ROW * free_rows);
    // Set once `seen` is full: the run under way becomes the last (no budget), so it needs
    // no memory of its own solutions (a depth-first tree never repeats a leaf), only of
    // those of the runs before it, which `seen` holds.
    let mut last_run = false;
    let mut delivered = 0u64;
    let mut stopped = None;
    let mut offer = |cols: &[u32]| {
        // In the last run one member per class is shown, the one `classify` picks, so that
        // the tree alone keeps classes distinct; before it, the canonical member is shown
        // and `seen` keeps them distinct.
        let Some((shown, class_size)) = shown_member(classifier.as_ref(), cols, last_run, &mut scratch)
        else {
            return ControlFlow::Continue(());
        };
        let print = fingerprint(&shown);
        if last_run {
            if seen.contains(&print) {
                return ControlFlow::Continue(());
            }
        } else if !seen.insert(print) {
            return ControlFlow::Continue(());
        } else if seen.len() >= remembered {
            last_run = true;
            budget.set(u64::MAX);
        }
        delivered += 1;
        progress.add_solutions(1);
        if sink.found(Found { cols: &shown, class_size }) == Control::Stop {
            stopped = Some(Outcome::StoppedBySink);
            return ControlFlow::Break(());
        }
        if options.limit.is_some_and(|limit| delivered >= limit) {
            stopped = Some(Outcome::LimitReached);
            return ControlFlow::Break(());
        }
        ControlFlow::Continue(())
    };
    let should_stop = |nodes: u64| {
        progress.nodes().fetch_add(nodes, Ordering::Relaxed);
        cancel.is_cancelled()
    };
    let outcome = (1u64..)
        .find_map(|seed| {
            let mut dfs = Dfs::new(problem, seed, &budget, &should_stop);
            let ended = dfs.run(&mut offer);
            progress.nodes().fetch_add(dfs.unreported_nodes(), Ordering::Relaxed);
            budget.set(budget.get().saturating_mul(2));
            match ended {
                Ended::Exhausted => Some(Outcome::Exhausted),
                Ended::OverBudget => None,
                Ended::Stopped => Some(Outcome::Cancelled),
            }
        })
        .unwrap_or(Outcome::Cancelled);
    let outcome = stopped.unwrap_or(outcome);
    let elapsed = progress.finish();
    Summary {
        method: Method::Restarts,
        outcome,
        solutions: delivered,
        nodes: progress.snapshot().nodes,
        elapsed,
    }
}

/// 128 bits standing for a solution: two independent hashes, so that telling millions
/// of solutions apart costs 16 bytes each. A collision (odds about 2^-100 at a billion
/// solutions) would only drop a solution, never repeat one.
fn fingerprint(cols: &[u32]) -> u128 {
    let (mut a, mut b) = (0x243F_6A88_85A3_08D3u64, 0x1319_8A2E_0370_7344u64);
    for &c in cols {
        a = (a ^ u64::from(c)).wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(29);
        b = (b.rotate_left(17) ^ u64::from(c)).wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
    }
    (u128::from(a) << 64) | u128::from(b)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{MAX_N, Queen, is_solution};

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
        let problem = Problem::empty(10, MAX_N).unwrap();
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
        let problem = Problem::new(6, vec![Queen::new(0, 0)], MAX_N).unwrap();
        let (found, outcome) = all(&problem, Filter::All, usize::MAX);
        assert_eq!((found.len(), outcome), (0, Outcome::Exhausted));
        let (found, outcome) = all(&Problem::empty(6, MAX_N).unwrap(), Filter::All, usize::MAX);
        assert_eq!((found.len(), outcome), (4, Outcome::Exhausted));
        assert!(found.iter().all(|cols| cols[0] != 0 && cols[0] != 5));
    }
}
