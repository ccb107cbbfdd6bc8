//! A Compare run on a thread of its own: a row per search and size, as `nqueens compare`
//! measures them (the same library code), then the cost h over one local run per local
//! search. Stops through its cancel flag; reports over a channel and wakes the UI.

use crate::board::Problem;
use crate::control::CancelFlag;
use crate::lab::compare::measure;
use crate::lab::stepper::Stepper;

use std::rc::Rc;
use std::thread::JoinHandle;

use crate::app::jobs::protocol::RunFailure;
pub(crate) use crate::app::jobs::protocol::{CompareMsg, Plan};
use crate::app::jobs::protocol::{Jobs, Reply, Request, Spawner};
use crate::app::jobs::runner::{Report, Wake};
use crate::control::Progress;

/// Half the most points of one run's h kept for its plot.
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
        match trace(&mut run, cancel) {
            Some(h) => send(CompareMsg::Trace { search: *search, h }),
            None => return false,
        }
    }
    true
}

/// h at the steps of `run` to its end, (step, h): every step while there are few, then
/// every second, fourth… (the points kept halved each time they pass twice [`MAX_TRACE`]),
/// and the last step always, so the plot reaches the run's end (it stopped at step 5,000
/// of a 100,000-step run). `None` when stopped.
fn trace(run: &mut Stepper, cancel: &CancelFlag) -> Option<Vec<[u64; 2]>> {
    let mut points = vec![[0, run.h().unwrap_or(0)]];
    // Steps as the table counts them (a restart is none).
    let (mut stride, mut step, mut calls) = (1u64, 0u64, 0u64);
    while run.step().is_some() {
        (step, calls) = (run.steps(), calls + 1);
        if calls % 1024 == 0 && cancel.is_cancelled() {
            return None;
        }
        if step % stride == 0 {
            points.push([step, run.h().unwrap_or(0)]);
            if points.len() > 2 * MAX_TRACE {
                stride *= 2;
                points.retain(|p| p[0] % stride == 0);
            }
        }
    }
    if points.last().is_some_and(|p| p[0] != step) {
        points.push([step, run.h().unwrap_or(0)]);
    }
    (!cancel.is_cancelled()).then_some(points)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Queen;
    use crate::lab::{Algorithm, Params, Search};

    /// Issue 47, item 1: the h plot stopped at step 5,000 of a 100,000-step run; the trace
    /// now reaches the run's last step, thinned to a few thousand points.
    #[test]
    fn a_long_runs_trace_reaches_its_last_step() {
        // No 4×4 solution has a queen in a corner: annealing runs out of steps.
        let problem = Problem::new(4, vec![Queen::new(0, 0)]).unwrap();
        let search = Search { algorithm: Algorithm::Annealing, params: Params::default() };
        let mut run = Stepper::forward_only(&problem, &search, 1, 30_000);
        let points = trace(&mut run, &CancelFlag::new()).expect("not stopped");
        assert_eq!(points.first().map(|p| p[0]), Some(0));
        assert_eq!(points.last().map(|p| p[0]), Some(30_000), "to the last step");
        assert_eq!(run.steps(), 30_000);
        assert!(points.len() <= 2 * MAX_TRACE + 1, "{} points", points.len());
        assert!(points.windows(2).all(|w| w[0][0] < w[1][0]), "steps in order");
        let mut again = Stepper::forward_only(&problem, &search, 1, 30_000);
        for &[step, h] in &points[1..] {
            while again.steps() < step {
                again.step();
            }
            assert_eq!(again.h(), Some(h), "h at step {step}");
        }
    }
}
