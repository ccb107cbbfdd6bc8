//! The search jobs (Solve, Count only, Most queens) as the UI holds them: one run at a time,
//! started through the job protocol ([`protocol`]), its replies tagged with its run id so
//! the UI can drop what an old run still sends after a new one started. No egui: the jobs
//! wake the UI through a plain callback, which keeps them testable on their own.

pub(crate) mod count;
pub(crate) mod solve;
#[cfg(test)]
mod tests;

use crate::control::{CancelFlag, Progress};
use std::rc::Rc;
use std::sync::Arc;
use std::thread::JoinHandle;
use web_time::{Duration, Instant};

pub(crate) use crate::app::jobs::protocol::{Batch, CountEnd, CountStart, RunFailure};
use crate::app::jobs::protocol::{Jobs, Reply, Request, Spawner};
use crate::app::jobs::runner::Report;
pub(crate) use crate::app::jobs::runner::Wake;

/// One run's end of the worker's channel.
pub(crate) type Outbox = crate::app::jobs::runner::Outbox<Reply>;

/// A running job, as the UI holds it.
#[derive(Debug)]
pub struct RunningJob {
    pub run: u64,
    /// When the UI asked for it (a count's own clock starts only once its jobs are sized).
    pub started: Instant,
    pub cancel: CancelFlag,
    pub progress: Arc<Progress>,
}

impl RunningJob {
    /// Asks the job to stop; its thread ends soon after and reports how it ended.
    pub fn cancel(&self) {
        self.cancel.cancel();
    }
}

/// Starts search jobs and receives their replies over one channel.
pub struct Worker {
    pub(crate) jobs: Jobs,
    /// The thread of the last count, where it has one. A new count waits for it to end, so
    /// two runs never write one checkpoint file at once.
    count_thread: Option<JoinHandle<()>>,
    /// The end of a run that could not start, for the next `try_recv`.
    failed_to_start: Option<(u64, Reply)>,
}

impl Worker {
    pub fn with_spawner(wake: Wake, spawner: Rc<dyn Spawner>) -> Self {
        Worker { jobs: Jobs::new("queenside-run", wake, spawner), count_thread: None, failed_to_start: None }
    }

    /// Starts `request` where the spawner runs jobs. The caller cancels any earlier job.
    pub fn spawn(&mut self, request: Request) -> RunningJob {
        let run = self.jobs.next_run();
        let counting = matches!(request, Request::Count { .. });
        let job =
            RunningJob { run, started: Instant::now(), cancel: CancelFlag::new(), progress: Progress::new() };
        // A stopped count still saving its checkpoint ends within moments: the next waits.
        let after = if counting { self.count_thread.take() } else { None };
        match self.jobs.start(request, job.progress.clone(), job.cancel.clone(), after) {
            Ok(handle) if counting => self.count_thread = handle,
            Ok(_) => {}
            Err(failure) => self.failed_to_start = Some((run, Reply::Failed(failure))),
        }
        job
    }

    /// Waits at most `timeout` for the last count's thread to end (after a cancel, it saves
    /// its checkpoint first); true if it has ended.
    pub(crate) fn wait_for_count(&self, timeout: Duration) -> bool {
        let Some(thread) = &self.count_thread else { return true };
        let deadline = Instant::now() + timeout;
        while !thread.is_finished() {
            if Instant::now() >= deadline {
                return false;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        true
    }

    /// The next waiting reply and its run, if any; a run that panicked ends in `Failed`.
    pub(crate) fn try_recv(&mut self) -> Option<(u64, Reply)> {
        if let Some(failed) = self.failed_to_start.take() {
            return Some(failed);
        }
        Some(match self.jobs.try_recv()? {
            Report::Said { run, message } => (run, message),
            Report::Panicked { run, what } => (run, Reply::Failed(RunFailure::Stopped(what))),
        })
    }
}
