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
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread::JoinHandle;
use web_time::{Duration, Instant};

pub(crate) use count::{CountEnd, CountStart};

/// Wakes the UI (in the app: `ctx.request_repaint()`).
pub(crate) type Wake = Arc<dyn Fn() + Send + Sync>;

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
        text: String,
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
        error: String,
    },
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
pub struct Job {
    pub run: u64,
    /// When the UI asked for it (a count's own clock starts only once its jobs are sized).
    pub started: Instant,
    pub cancel: CancelFlag,
    pub progress: Arc<Progress>,
}

impl Job {
    /// Asks the job to stop; its thread ends soon after and reports how it ended.
    pub fn cancel(&self) {
        self.cancel.cancel();
    }
}

/// Starts jobs and receives their messages over one channel.
pub struct Worker {
    tx: Sender<Message>,
    rx: Receiver<Message>,
    wake: Wake,
    next_run: u64,
    /// The thread of the last count. A new count waits for it to end, so two runs never
    /// write one checkpoint file at once.
    count_thread: Option<JoinHandle<()>>,
    #[cfg(target_arch = "wasm32")]
    web: std::cell::RefCell<crate::app::web::pool::Pool>,
}

impl Worker {
    pub fn new(wake: impl Fn() + Send + Sync + 'static) -> Self {
        let (tx, rx) = mpsc::channel();
        let wake: Wake = Arc::new(wake);
        Worker {
            tx,
            rx,
            #[cfg(target_arch = "wasm32")]
            web: std::cell::RefCell::new(crate::app::web::pool::Pool::new(wake.clone())),
            wake,
            next_run: 1,
            count_thread: None,
        }
    }

    /// Starts `request` on a thread of its own. The caller cancels any earlier job.
    #[cfg_attr(target_arch = "wasm32", allow(unreachable_code))]
    pub fn spawn(&mut self, request: Request) -> Job {
        let run = self.next_run;
        self.next_run += 1;
        let counting = matches!(request, Request::Count { .. });
        let job = Job { run, started: Instant::now(), cancel: CancelFlag::new(), progress: Progress::new() };
        let (cancel, progress) = (job.cancel.clone(), job.progress.clone());
        let (tx, wake) = (self.tx.clone(), self.wake.clone());
        let previous = if counting { self.count_thread.take() } else { None };
        // A browser page has no threads: its Web Workers run the request (app::web::pool).
        #[cfg(target_arch = "wasm32")]
        {
            let _ = (previous, tx, wake, cancel, progress);
            self.web.get_mut().start(request, &job);
            return job;
        }
        #[cfg(not(target_arch = "wasm32"))]
        let spawned = std::thread::Builder::new().name(format!("queenside-run-{run}")).spawn(move || {
            // A stopped count still saving its checkpoint ends within moments.
            if let Some(previous) = previous.filter(|_| counting) {
                let _ = previous.join();
            }
            run_here(run, request, &progress, &cancel, tx, wake);
        });
        #[cfg(not(target_arch = "wasm32"))]
        match spawned {
            Ok(handle) if counting => self.count_thread = Some(handle),
            Ok(_) => {}
            Err(e) => {
                let error = crate::app::text::lang::messages::cannot_start_solver(e.to_string());
                let _ = self.tx.send(Message::Failed { run, error });
                (self.wake)();
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

    /// The next waiting message, if any.
    pub(crate) fn try_recv(&self) -> Option<Message> {
        #[cfg(target_arch = "wasm32")]
        return self.web.borrow_mut().try_recv();
        // The worker holds a sender itself, so the channel never disconnects.
        #[cfg(not(target_arch = "wasm32"))]
        self.rx.try_recv().ok()
    }
}

/// Runs `request` as run `run` on this thread, sending its messages to `tx` and waking
/// through `wake`: what a run's thread does, and what the web build's Web Workers do.
pub(crate) fn run_here(
    run: u64,
    request: Request,
    progress: &Progress,
    cancel: &CancelFlag,
    tx: Sender<Message>,
    wake: Wake,
) {
    let sender = Outbox { run, tx, wake };
    // A panic in the library must end the run with a message, not hang the UI.
    let caught = catch_unwind(AssertUnwindSafe(|| match request {
        Request::Solve { problem, plan, cap } => {
            solve::solve(&sender, &problem, &plan, cap, progress, cancel)
        }
        Request::Count { problem, checkpoint } => {
            count::count(&sender, &problem, checkpoint.as_deref(), progress, cancel)
        }
        Request::MostQueens { problem } => solve::most_queens(&sender, &problem, progress, cancel),
    }));
    if let Err(panic) = caught {
        let error = panic
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_else(crate::app::text::lang::messages::solver_stopped);
        sender.send(Message::Failed { run, error });
    }
}

/// One run's end of the channel.
struct Outbox {
    run: u64,
    tx: Sender<Message>,
    wake: Wake,
}

impl Outbox {
    /// Sends and wakes the UI; false when the UI is gone.
    fn send(&self, message: Message) -> bool {
        let sent = self.tx.send(message).is_ok();
        (self.wake)();
        sent
    }
}
