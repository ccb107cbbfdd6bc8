//! Running the protocol's jobs: [`run`] runs one here (what a desktop thread does, and what
//! a Web Worker does), [`Threads`] starts each on a thread of its own, and [`spawner`] is the
//! one place that decides, at start-up, where this build's jobs run.

use std::rc::Rc;
use std::thread::JoinHandle;

use super::protocol::{Job, Reply, Request, RunFailure, Spawner};
use super::runner::{Outbox, Wake};
use crate::app::compare::job::CompareMsg;
use crate::control::{CancelFlag, Progress};

/// Runs `request` here to its end, sending what it finds through `out`: what a job's thread
/// does on the desktop, and what a Web Worker does in the page.
pub fn run(request: Request, out: &Outbox<Reply>, progress: &Progress, cancel: &CancelFlag) {
    use crate::app::solve::worker::{count, solve};
    match request {
        Request::Solve { problem, plan, cap } => solve::solve(out, &problem, &plan, cap, progress, cancel),
        Request::Count { problem, checkpoint, hold } => {
            count::count(out, &problem, checkpoint.as_deref(), hold.as_ref(), progress, cancel)
        }
        Request::CountPart { problem, part } => count::count_part(out, &problem, part, progress, cancel),
        Request::MostQueens { problem } => solve::most_queens(out, &problem, progress, cancel),
        Request::Hints { problem, budget, threads } => {
            out.send(Reply::Hints(crate::hints::hints(&problem, budget, threads, cancel)));
        }
        Request::Compare(plan) => {
            let complete = crate::app::compare::job::run(&plan, cancel, &|msg| {
                out.send(Reply::Compare(msg));
            });
            out.send(Reply::Compare(CompareMsg::Done { complete }));
        }
        Request::Puzzle { n, grade, seed } => {
            out.send(Reply::Puzzle(crate::puzzle::make(n, 1, grade, seed).map(|mut set| set.remove(0))));
        }
        Request::Check { input, n, exercise } => {
            out.send(Reply::Checked(crate::app::check::work::run(&input, n, exercise, progress, cancel)));
        }
    }
}

/// Where this build runs its jobs, decided once: threads on the desktop, the page's Web
/// Workers in a browser.
pub fn spawner(wake: Wake) -> Rc<dyn Spawner> {
    #[cfg(target_arch = "wasm32")]
    return Rc::new(crate::app::web::workers::Workers::new(wake));
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = wake;
        Rc::new(Threads::default())
    }
}

/// Each job on a thread of its own.
#[derive(Default)]
pub struct Threads {
    /// The next job panics as it starts (tests: every kind of job must survive a panic).
    #[cfg(test)]
    pub panic_next: std::cell::Cell<bool>,
    /// The next job's thread cannot start, the system saying this (tests).
    #[cfg(test)]
    pub refuse_next: std::cell::Cell<Option<&'static str>>,
    /// The next job waits for a word on this before it starts (tests: what comes in before
    /// a job's first look at its stop flag, which a quick job may otherwise never make).
    pub hold_next: std::cell::RefCell<Option<std::sync::mpsc::Receiver<()>>>,
}

impl Spawner for Threads {
    fn start(&self, job: Job) -> Result<Option<JoinHandle<()>>, RunFailure> {
        let Job { request, progress, cancel, out, after } = job;
        #[cfg(test)]
        if let Some(said) = self.refuse_next.take() {
            return Err(RunFailure::NoThread(said.into()));
        }
        #[cfg(test)]
        let panics = self.panic_next.take();
        #[cfg(not(test))]
        let panics = false;
        let name = format!("queenside-job-{}", out.run);
        let hold = self.hold_next.take();
        let body = move || {
            if let Some(hold) = hold {
                let _ = hold.recv();
            }
            if let Some(after) = after {
                let _ = after.join();
            }
            let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                if panics {
                    panic!("a test's panic");
                }
                run(request, &out, &progress, &cancel)
            }));
            if let Err(panic) = caught {
                out.panicked(super::runner::panic_text(panic.as_ref()));
            }
        };
        let spawned = std::thread::Builder::new().name(name).spawn(body);
        let handle = spawned.map_err(|e| RunFailure::NoThread(e.to_string()))?;
        Ok(Some(handle))
    }
}
