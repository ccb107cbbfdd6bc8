//! Solutions of boards up to 64 wide at once, for as long as the caller wants them.
//!
//! Row-by-row search in column order drowns past about 30 wide: its first rows settle on
//! columns that leave the last rows no room, and it spends minutes proving so. This search
//! places the most constrained row next, tries its least constraining columns first, and
//! restarts with new random choices when a node budget runs out; the budget doubles at
//! each restart, so a run eventually searches its whole tree (and so can prove that fixed
//! queens allow no solution). Solutions seen before are dropped, so the stream is distinct.

mod dfs;

use crate::board::Problem;
use crate::control::{CancelFlag, Control, Progress};
use crate::stream::{Filter, Found, Method, Options, Outcome, Sink, Summary};
use crate::symmetry::Classifier;
use dfs::{Dfs, Ended};
use std::collections::HashSet;
use std::ops::ControlFlow;
use std::sync::atomic::Ordering;

/// Nodes of the first run per free row: enough for a wide-open board to reach many
/// solutions, few enough that a bad start is soon left.
const FIRST_BUDGET_PER_ROW: u64 = 64;

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
    assert!(problem.n() <= crate::board::MAX_N, "the sampling search takes boards up to 64 wide");
    progress.start(0);
    let classifier = (options.filter == Filter::Unique).then(|| Classifier::new(problem));
    let mut seen = HashSet::new();
    let mut delivered = 0u64;
    let mut stopped = None;
    let mut offer = |cols: &[u32]| {
        let (shown, class_size) = match &classifier {
            Some(c) => {
                let (canonical, size) = c.canonical(cols);
                (canonical, Some(size))
            }
            None => (cols.to_vec(), None),
        };
        if !seen.insert(fingerprint(&shown)) {
            return ControlFlow::Continue(());
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
    let should_stop = || cancel.is_cancelled();
    let free_rows = (problem.n() - problem.fixed().len()).max(1) as u64;
    let mut budget = FIRST_BUDGET_PER_ROW * free_rows;
    let outcome = (1u64..)
        .find_map(|seed| {
            let mut dfs = Dfs::new(problem, seed, budget, &should_stop);
            let ended = dfs.run(&mut offer);
            progress.nodes().fetch_add(dfs.nodes(), Ordering::Relaxed);
            budget = budget.saturating_mul(2);
            match ended {
                Ended::Exhausted => Some(Outcome::Exhausted),
                Ended::OverBudget => None,
                Ended::Stopped => Some(Outcome::Cancelled),
            }
        })
        .unwrap_or(Outcome::Cancelled);
    let outcome = stopped.unwrap_or(outcome);
    let elapsed = progress.finish();
    Summary { method: Method::Restarts, outcome, solutions: delivered, nodes: progress.snapshot().nodes, elapsed }
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
