//! A Compare run on a thread of its own: a row per search and size, as `nqueens compare`
//! measures them (the same library code), then the cost h over one local run per local
//! search. Stops through its cancel flag; reports over a channel and wakes the UI.

use crate::board::Problem;
use crate::control::CancelFlag;
use crate::lab::compare::measure;
use crate::lab::stepper::Stepper;

use std::rc::Rc;
use std::thread::JoinHandle;

use super::protocol::RunFailure;
pub(crate) use super::protocol::{CompareMsg, Plan};
use super::protocol::{Jobs, Reply, Request, Spawner};
use super::runner::{Report, Wake};
use crate::control::Progress;

/// The most points of one run's h kept for its plot.
pub(crate) const MAX_TRACE: usize = 5_000;

/// A Compare run under way.
pub struct CompareJob {
    jobs: Jobs,
    cancel: CancelFlag,
    handle: Option<JoinHandle<()>>,
}

impl CompareJob {
    /// Starts `plan` where `spawner` runs jobs; `Err`: it could not start.
    pub fn start(plan: Plan, wake: Wake, spawner: Rc<dyn Spawner>) -> Result<Self, RunFailure> {
        let mut jobs = Jobs::new("queenside-compare", wake, spawner);
        let cancel = CancelFlag::new();
        let handle = jobs.start(Request::Compare(plan), Progress::new(), cancel.clone(), None)?;
        Ok(CompareJob { jobs, cancel, handle })
    }

    pub fn stop(&self) {
        self.cancel.cancel();
    }

    /// The next message of the run, if one waits; a panic is the run's `Failed`.
    pub fn try_recv(&mut self) -> Option<CompareMsg> {
        loop {
            return Some(match self.jobs.try_recv()? {
                Report::Said { message: Reply::Compare(msg), .. } => msg,
                Report::Said { message: Reply::Failed(failure), .. } => {
                    CompareMsg::Failed { what: failure.detail() }
                }
                Report::Said { .. } => continue, // no other reply comes from a Compare
                Report::Panicked { what, .. } => CompareMsg::Failed { what },
            });
        }
    }
}

impl Drop for CompareJob {
    fn drop(&mut self) {
        // No thread outlives its run.
        self.cancel.cancel();
        if let Some(handle) = self.handle.take() {
            let _ = handle.join();
        }
    }
}

/// The whole plan; whether it ran to its end.
pub(crate) fn run(plan: &Plan, cancel: &CancelFlag, send: &dyn Fn(CompareMsg)) -> bool {
    for &n in &plan.sizes {
        let Ok(problem) = Problem::empty(n) else { continue };
        for search in &plan.searches {
            match measure(search, &problem, &plan.trials, cancel) {
                Some(row) => send(CompareMsg::Row(row)),
                None => return false,
            }
        }
    }
    let Some(problem) = plan.sizes.first().and_then(|&n| Problem::empty(n).ok()) else { return true };
    for search in plan.searches.iter().filter(|s| s.algorithm.is_local()) {
        // Stepped as the Watch steps it (the same interface, the same seed), with its own
        // step limit unless the plan sets one.
        let max = plan.trials.max_steps.unwrap_or(search.algorithm.default_max_steps());
        let mut run = Stepper::forward_only(&problem, search, plan.trials.seed, max);
        let mut h = vec![run.h().unwrap_or(0)];
        while h.len() <= MAX_TRACE && run.step().is_some() {
            h.push(run.h().unwrap_or(0));
        }
        if cancel.is_cancelled() {
            return false;
        }
        send(CompareMsg::Trace { algorithm: search.algorithm, h });
    }
    true
}
