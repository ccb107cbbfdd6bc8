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

use crate::board::Problem;
use crate::control::{CancelFlag, Control, Progress};
use crate::stream::{Filter, Found, Method, Options, Outcome, Sink, Summary};
use crate::symmetry::{Classifier, Scratch, shown_member};
use exact::{Completion, Exact};
use std::collections::HashSet;
use std::ops::ControlFlow;
use std::sync::atomic::Ordering;

/// Free rows up to which exact search runs unbounded: it can always prove there is none.
const EXACT_ROWS: usize = 64;
/// Free rows above which exact search is not tried at all: each node costs a pass over
/// every free row, and repair finds solutions of such wide-open boards far faster.
const EXACT_ROWS_MAX: usize = 2_000;

/// Hands each solution to the sink at most once, applying the filter and the limit.
struct Delivery<'a> {
    sink: &'a mut dyn Sink,
    classifier: Option<Classifier>,
    limit: Option<u64>,
    /// What was handed over, once any source that may repeat itself has offered.
    seen: HashSet<Vec<u32>>,
    remember: bool,
    delivered: u64,
    outcome: Option<Outcome>,
    progress: &'a Progress,
}

impl Delivery<'_> {
    /// Solutions from the exact search alone never repeat, so in unique mode only the shown
    /// member of each class passes and nothing is remembered. Once another source has
    /// offered, solutions are mapped to their class's shown member and remembered, so that
    /// repeats are dropped.
    fn offer(&mut self, cols: &[u32], from_exact: bool, scratch: &mut Scratch) -> ControlFlow<()> {
        self.remember |= !from_exact;
        let exact = !self.remember;
        let Some((shown, class_size)) = shown_member(self.classifier.as_ref(), cols, exact, scratch) else {
            return ControlFlow::Continue(());
        };
        if self.remember && !self.seen.insert(shown.clone()) {
            return ControlFlow::Continue(());
        }
        self.delivered += 1;
        self.progress.add_solutions(1);
        if self.sink.found(Found { cols: &shown, class_size }) == Control::Stop {
            self.outcome = Some(Outcome::StoppedBySink);
            return ControlFlow::Break(());
        }
        if self.limit.is_some_and(|limit| self.delivered >= limit) {
            self.outcome = Some(Outcome::LimitReached);
            return ControlFlow::Break(());
        }
        ControlFlow::Continue(())
    }
}

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
/// let problem = Problem::new(5000, vec![Queen::new(0, 0), Queen::new(4000, 17)], MAX_WIDE_N).unwrap();
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
    let mut out = Delivery {
        sink,
        classifier: (options.filter == Filter::Unique).then(|| Classifier::new(problem)),
        limit: options.limit,
        seen: HashSet::new(),
        remember: false,
        delivered: 0,
        outcome: None,
        progress,
    };
    let outcome = search(problem, &mut out, progress, cancel);
    progress.job_done(1);
    let elapsed = progress.finish();
    Summary {
        method: Method::Wide,
        outcome,
        solutions: out.delivered,
        nodes: progress.snapshot().nodes,
        elapsed,
    }
}

fn search(problem: &Problem, out: &mut Delivery<'_>, progress: &Progress, cancel: &CancelFlag) -> Outcome {
    let should_stop = || cancel.is_cancelled();
    let mut scratch = Scratch::default();
    if problem.fixed().is_empty()
        && let Some(cols) = construct(problem.n())
        && out.offer(&cols, false, &mut scratch).is_break()
    {
        return out.outcome.unwrap_or(Outcome::LimitReached);
    }
    let free_rows = problem.n() - problem.fixed().len();
    if free_rows <= EXACT_ROWS_MAX {
        let budget = if free_rows <= EXACT_ROWS { u64::MAX } else { 32 * free_rows as u64 };
        let mut nodes = 0;
        let completion = Completion::new(problem);
        let ended = completion
            .search(budget, &mut nodes, &should_stop, &mut |cols| out.offer(cols, true, &mut scratch));
        progress.nodes().fetch_add(nodes, Ordering::Relaxed);
        match ended {
            Exact::Exhausted => return Outcome::Exhausted,
            Exact::Stopped => return out.outcome.unwrap_or(Outcome::Cancelled),
            Exact::OverBudget => {}
        }
    }
    for seed in 1.. {
        let mut steps = 0;
        let found = repair::repair(problem, seed, &mut steps, &should_stop);
        progress.nodes().fetch_add(steps, Ordering::Relaxed);
        match found {
            Some(cols) => {
                debug_assert!(crate::board::is_solution(problem.n(), &cols) && problem.keeps_fixed(&cols));
                if out.offer(&cols, false, &mut scratch).is_break() {
                    return out.outcome.unwrap_or(Outcome::LimitReached);
                }
            }
            None => return Outcome::Cancelled,
        }
    }
    unreachable!("the seeds run out only after 2^64 repairs")
}
