//! The solver thread: runs one library job and streams typed messages back to the UI.
//!
//! Every message carries the id of its run, so the UI can drop what an old run still sends
//! after a new one started. The worker knows nothing of egui: it wakes the UI through a
//! plain callback, which keeps it testable on its own.

mod count;
mod solve;
#[cfg(test)]
mod tests;

use crate::board::{Problem, Queen};
use crate::control::{CancelFlag, Progress};
use crate::most_queens::MostQueens;
use crate::plan::SolvePlan;
use crate::stream::Summary;
use std::path::PathBuf;
use std::sync::Arc;
use std::thread::JoinHandle;
use web_time::{Duration, Instant};

pub(crate) use crate::app::jobs::runner::Wake;
use crate::app::jobs::runner::{Away, Report, Runner};
pub(crate) use count::{CountEnd, CountStart};

/// One run's end of the worker's channel.
pub(crate) type Outbox = crate::app::jobs::runner::Outbox<Message>;

/// What the UI asked the worker to do.
#[derive(Debug, Clone)]
pub(crate) enum Request {
    /// Run the plan's search, keeping at most `cap` solutions in the messages (the rest of
    /// a listing that can finish are only counted; an open-ended search stops at the cap).
    Solve { problem: Problem, plan: SolvePlan, cap: u64 },
    /// Count total and unique solutions on every core, storing none. With a checkpoint path,
    /// resume from the file there if it holds this count, and keep the progress in it.
    Count { problem: Problem, checkpoint: Option<PathBuf> },
    /// Place as many queens as fit (n ≤ 64), reporting each better placement.
    MostQueens { problem: Problem },
}

/// Solutions stored flat: `n` columns per solution; class sizes only in unique mode.
#[derive(Debug, Default)]
pub struct Batch {
    pub cols: Vec<u32>,
    pub class_sizes: Vec<u8>,
}

/// What a run sends. Exactly one of `Finished`, `Counted`, `MostQueens` or `Failed` ends each run.
#[derive(Debug)]
pub(crate) enum Message {
    Solutions {
        run: u64,
        batch: Batch,
    },
    Finished {
        run: u64,
        summary: Summary,
    },
    /// A count is about to run (sent before any of its progress).
    CountStarted {
        run: u64,
        start: CountStart,
    },
    /// Something the person should know about a count's checkpoint file; the count goes on.
    CountNotice {
        run: u64,
        note: crate::app::jobs::saved_count::CountNote,
    },
    Counted {
        run: u64,
        end: CountEnd,
    },
    /// A placement with more queens than any before it in this run (fixed ones included).
    Better {
        run: u64,
        queens: Vec<Queen>,
    },
    /// The best placement, and whether it is proven the most.
    MostQueens {
        run: u64,
        outcome: MostQueens,
    },
    Failed {
        run: u64,
        error: RunFailure,
    },
}

/// Why a run ended without its answer, as a fact: the app words it when it draws it, and
/// keeps what the system or a panic said (which no language can translate) as a detail.
/// It crosses the browser's worker boundary, hence serde.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum RunFailure {
    /// No thread (in a browser, no Web Worker) could be started: what the system said.
    NoThread(String),
    /// The run stopped unexpectedly (a panic, a browser worker that died): what it said,
    /// if anything.
    Stopped(String),
    /// Something inside the run went wrong (a request a browser worker could not read,
    /// counted parts that cannot be right): the program's own account, in English.
    Broken(String),
}

impl Message {
    pub fn run(&self) -> u64 {
        match self {
            Message::Solutions { run, .. }
            | Message::Finished { run, .. }
            | Message::CountStarted { run, .. }
            | Message::CountNotice { run, .. }
            | Message::Counted { run, .. }
            | Message::Better { run, .. }
            | Message::MostQueens { run, .. }
            | Message::Failed { run, .. } => *run,
        }
    }
}

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

/// Starts jobs and receives their messages over one channel.
pub struct Worker {
    pub(crate) runner: Runner<Message>,
    /// The thread of the last count. A new count waits for it to end, so two runs never
    /// write one checkpoint file at once.
    count_thread: Option<JoinHandle<()>>,
    /// The end of a run whose thread could not start, for the next `try_recv`.
    failed_to_start: Option<Message>,
    /// Where runs go instead of threads, if set: the web build's Web Workers.
    pub(crate) away: Option<Box<AwaySearches>>,
}

/// Where the worker's runs go instead of threads: a request and the progress to keep.
pub(crate) type AwaySearches = dyn Away<(Request, Arc<Progress>), Message>;

impl Worker {
    pub fn new(wake: impl Fn() + Send + Sync + 'static) -> Self {
        Worker {
            runner: Runner::new("queenside-run", Arc::new(wake)),
            count_thread: None,
            failed_to_start: None,
            away: None,
        }
    }

    /// Starts `request` on a thread of its own (or where [`Worker::away`] sends it). The
    /// caller cancels any earlier job.
    pub fn spawn(&mut self, request: Request) -> RunningJob {
        let run = self.runner.next_run();
        let counting = matches!(request, Request::Count { .. });
        let job =
            RunningJob { run, started: Instant::now(), cancel: CancelFlag::new(), progress: Progress::new() };
        let (cancel, progress) = (job.cancel.clone(), job.progress.clone());
        if let Some(away) = &mut self.away {
            away.start((request, progress), cancel, self.runner.open());
            return job;
        }
        let previous = if counting { self.count_thread.take() } else { None };
        // A panic in the library ends the run through the runner: `try_recv` makes it the
        // run's `Failed`, so the UI never waits on a run that died.
        let started = self.runner.start(move |sender| {
            // A stopped count still saving its checkpoint ends within moments.
            if let Some(previous) = previous {
                let _ = previous.join();
            }
            run_here(request, sender, &progress, &cancel)
        });
        match started {
            Ok((_, handle)) if counting => self.count_thread = Some(handle),
            Ok(_) => {}
            Err(e) => {
                let error = RunFailure::NoThread(e);
                self.failed_to_start = Some(Message::Failed { run, error });
            }
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

    /// The next waiting message, if any; a run that panicked ends in `Failed`.
    pub(crate) fn try_recv(&mut self) -> Option<Message> {
        if let Some(failed) = self.failed_to_start.take() {
            return Some(failed);
        }
        // What runs elsewhere sent goes through the runner's channel first.
        if let Some(away) = &mut self.away {
            away.pump();
        }
        Some(match self.runner.try_recv()? {
            Report::Said { message, .. } => message,
            Report::Panicked { run, what } => Message::Failed { run, error: RunFailure::Stopped(what) },
        })
    }
}

/// Runs `request` on this thread, sending what it finds through `out`: what a run's thread
/// does, and what the web build's Web Workers do.
pub(crate) fn run_here(request: Request, out: &Outbox, progress: &Progress, cancel: &CancelFlag) {
    match request {
        Request::Solve { problem, plan, cap } => solve::solve(out, &problem, &plan, cap, progress, cancel),
        Request::Count { problem, checkpoint } => {
            count::count(out, &problem, checkpoint.as_deref(), progress, cancel)
        }
        Request::MostQueens { problem } => solve::most_queens(out, &problem, progress, cancel),
    }
}
