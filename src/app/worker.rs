//! The solver thread: runs one library job and streams typed messages back to the UI.
//!
//! Every message carries the id of its run, so the UI can drop what an old run still sends
//! after a new one started. The worker knows nothing of egui: it wakes the UI through a
//! plain callback, which keeps it testable on its own.

use crate::board::{Problem, Queen};
use crate::control::{CancelFlag, Control, Progress};
use crate::count::{Cancelled, Counts, count};
use crate::maximum::{MaxOutcome, maximum};
use crate::search::{Found, Options, Summary, enumerate};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, Sender};
use std::time::{Duration, Instant};

/// Solutions per message: channel costs vanish, and one message is quick to drain.
pub const BATCH: usize = 4096;

/// A partly filled batch waits at most this long, so a slow search still fills the list.
const FLUSH_AFTER: Duration = Duration::from_millis(30);

/// Wakes the UI (in the app: `ctx.request_repaint()`).
pub type Wake = Arc<dyn Fn() + Send + Sync>;

/// What the UI asked the worker to do.
#[derive(Debug, Clone)]
pub enum Request {
    /// Enumerate, keeping at most `cap` solutions in the messages (the rest are only counted).
    Solve { problem: Problem, options: Options, cap: u64 },
    /// Count total and unique solutions on every core, storing none.
    Count { problem: Problem },
    /// Place as many queens as fit (n ≤ 64), reporting each better placement.
    Maximum { problem: Problem },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JobKind {
    Solve,
    Count,
    Maximum,
}

/// Solutions stored flat: `n` columns per solution; class sizes only in unique mode.
#[derive(Debug, Default)]
pub struct Batch {
    pub cols: Vec<u32>,
    pub class_sizes: Vec<u8>,
}

/// What a run sends. Exactly one of `Finished`, `Counted`, `Maximum` or `Failed` ends each run.
#[derive(Debug)]
pub enum Message {
    Solutions {
        run: u64,
        batch: Batch,
    },
    Finished {
        run: u64,
        summary: Summary,
    },
    Counted {
        run: u64,
        result: Result<Counts, Cancelled>,
    },
    /// A placement with more queens than any before it in this run (fixed ones included).
    Better {
        run: u64,
        queens: Vec<Queen>,
    },
    /// The best placement, and whether it is proven the most.
    Maximum {
        run: u64,
        outcome: MaxOutcome,
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
            | Message::Counted { run, .. }
            | Message::Better { run, .. }
            | Message::Maximum { run, .. }
            | Message::Failed { run, .. } => *run,
        }
    }
}

/// A running job, as the UI holds it.
#[derive(Debug)]
pub struct Job {
    pub run: u64,
    pub kind: JobKind,
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
}

impl Worker {
    pub fn new(wake: impl Fn() + Send + Sync + 'static) -> Self {
        let (tx, rx) = mpsc::channel();
        Worker { tx, rx, wake: Arc::new(wake), next_run: 1 }
    }

    /// Starts `request` on a thread of its own. The caller cancels any earlier job.
    pub fn start(&mut self, request: Request) -> Job {
        let run = self.next_run;
        self.next_run += 1;
        let kind = match request {
            Request::Solve { .. } => JobKind::Solve,
            Request::Count { .. } => JobKind::Count,
            Request::Maximum { .. } => JobKind::Maximum,
        };
        let job = Job { run, kind, cancel: CancelFlag::new(), progress: Progress::new() };
        let (cancel, progress) = (job.cancel.clone(), job.progress.clone());
        let (tx, wake) = (self.tx.clone(), self.wake.clone());
        let spawned = std::thread::Builder::new().name(format!("queenside-run-{run}")).spawn(move || {
            let sender = Outbox { run, tx, wake };
            // A panic in the library must end the run with a message, not hang the UI.
            let caught = catch_unwind(AssertUnwindSafe(|| match request {
                Request::Solve { problem, options, cap } => {
                    solve(&sender, &problem, &options, cap, &progress, &cancel)
                }
                Request::Count { problem } => {
                    let result = count(&problem, 0, &progress, &cancel);
                    sender.send(Message::Counted { run, result });
                }
                Request::Maximum { problem } => {
                    let mut better = |queens: &[Queen]| {
                        // A closed window is noticed by the app's stop, which cancels.
                        sender.send(Message::Better { run, queens: queens.to_vec() });
                    };
                    let outcome = maximum(&problem, &progress, &cancel, &mut better);
                    sender.send(Message::Maximum { run, outcome });
                }
            }));
            if let Err(panic) = caught {
                let error = panic
                    .downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| panic.downcast_ref::<String>().cloned())
                    .unwrap_or_else(|| "the solver stopped unexpectedly".into());
                sender.send(Message::Failed { run, error });
            }
        });
        if let Err(e) = spawned {
            let _ =
                self.tx.send(Message::Failed { run, error: format!("cannot start a solver thread: {e}") });
            (self.wake)();
        }
        job
    }

    /// The next waiting message, if any.
    pub fn try_recv(&self) -> Option<Message> {
        // The worker holds a sender itself, so the channel never disconnects.
        self.rx.try_recv().ok()
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

fn solve(
    out: &Outbox,
    problem: &Problem,
    options: &Options,
    cap: u64,
    progress: &Progress,
    cancel: &CancelFlag,
) {
    let run = out.run;
    let mut batch = Batch::default();
    let mut in_batch = 0;
    let mut kept = 0u64;
    let mut last_flush: Option<Instant> = None;
    let mut sink = |found: Found<'_>| {
        if kept >= cap {
            return Control::Continue; // past the cap: the library keeps counting
        }
        kept += 1;
        in_batch += 1;
        batch.cols.extend_from_slice(found.cols);
        batch.class_sizes.extend(found.class_size);
        // The first solution goes at once, so the list starts filling immediately.
        if in_batch >= BATCH || last_flush.is_none_or(|t| t.elapsed() >= FLUSH_AFTER) {
            in_batch = 0;
            last_flush = Some(Instant::now());
            if !out.send(Message::Solutions { run, batch: std::mem::take(&mut batch) }) {
                return Control::Stop;
            }
        }
        Control::Continue
    };
    let summary = enumerate(problem, options, progress, cancel, &mut sink);
    if !batch.cols.is_empty() {
        out.send(Message::Solutions { run, batch });
    }
    out.send(Message::Finished { run, summary });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{MAX_N, Queen, is_solution};
    use crate::search::{Filter, Outcome};
    use std::sync::atomic::{AtomicUsize, Ordering};

    /// Collects one run's messages until it ends (bounded wait).
    fn collect(worker: &Worker, run: u64) -> (Vec<Vec<u32>>, Vec<u8>, Message) {
        let mut rows = Vec::new();
        let mut sizes = Vec::new();
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            assert!(Instant::now() < deadline, "run {run} did not end");
            let Some(message) = worker.try_recv() else {
                std::thread::sleep(Duration::from_millis(2));
                continue;
            };
            if message.run() != run {
                continue;
            }
            match message {
                Message::Solutions { batch, .. } => {
                    rows.push(batch.cols);
                    sizes.extend(batch.class_sizes);
                }
                end => return (rows, sizes, end),
            }
        }
    }

    fn solve_request(n: usize, filter: Filter, limit: Option<u64>, cap: u64) -> Request {
        Request::Solve {
            problem: Problem::empty(n, MAX_N).unwrap(),
            options: Options { filter, limit, threads: 2, ordered: true },
            cap,
        }
    }

    #[test]
    fn streams_every_solution_then_says_how_it_ended() {
        let wakes = Arc::new(AtomicUsize::new(0));
        let counter = wakes.clone();
        let mut worker = Worker::new(move || {
            counter.fetch_add(1, Ordering::Relaxed);
        });
        let job = worker.start(solve_request(8, Filter::All, None, u64::MAX));
        let (chunks, sizes, end) = collect(&worker, job.run);
        let flat: Vec<u32> = chunks.concat();
        assert_eq!(flat.len(), 92 * 8);
        assert!(flat.chunks(8).all(|s| is_solution(8, s)));
        assert!(sizes.is_empty());
        let Message::Finished { summary, .. } = end else { panic!("{end:?}") };
        assert_eq!(summary.outcome, Outcome::Exhausted);
        assert_eq!(summary.solutions, 92);
        assert!(wakes.load(Ordering::Relaxed) >= 2);
    }

    #[test]
    fn the_cap_keeps_counting_but_sends_no_more() {
        let mut worker = Worker::new(|| {});
        let job = worker.start(solve_request(8, Filter::Unique, None, 5));
        let (chunks, sizes, end) = collect(&worker, job.run);
        assert_eq!(chunks.concat().len(), 5 * 8);
        assert_eq!(sizes.len(), 5);
        let Message::Finished { summary, .. } = end else { panic!("{end:?}") };
        assert_eq!(summary.solutions, 12);
    }

    #[test]
    fn cancelling_ends_the_run_with_a_message() {
        let mut worker = Worker::new(|| {});
        let job = worker.start(solve_request(16, Filter::All, None, 1000));
        job.cancel();
        let (_, _, end) = collect(&worker, job.run);
        let Message::Finished { summary, .. } = end else { panic!("{end:?}") };
        assert_eq!(summary.outcome, Outcome::Cancelled);
    }

    #[test]
    fn counts_and_runs_are_tagged() {
        let mut worker = Worker::new(|| {});
        let fixed = Problem::new(6, vec![Queen::new(0, 1)], MAX_N).unwrap();
        let first = worker.start(Request::Count { problem: fixed });
        let second = worker.start(Request::Count { problem: Problem::empty(8, MAX_N).unwrap() });
        assert_ne!(first.run, second.run);
        let (_, _, end) = collect(&worker, second.run);
        let Message::Counted { result, .. } = end else { panic!("{end:?}") };
        assert_eq!(result, Ok(Counts { total: 92, unique: 12, rot90: 0, rot180: 4 }));
    }

    #[test]
    fn most_queens_streams_better_placements_then_the_outcome() {
        let mut worker = Worker::new(|| {});
        // A queen in the corner of 4x4 leaves room for two more: 3 in all.
        let problem = Problem::new(4, vec![Queen::new(0, 0)], MAX_N).unwrap();
        let job = worker.start(Request::Maximum { problem });
        assert_eq!(job.kind, JobKind::Maximum);
        let deadline = Instant::now() + Duration::from_secs(60);
        let mut sizes = Vec::new();
        let outcome = loop {
            assert!(Instant::now() < deadline, "the run did not end");
            match worker.try_recv() {
                Some(Message::Better { queens, .. }) => sizes.push(queens.len()),
                Some(Message::Maximum { outcome, .. }) => break outcome,
                Some(other) => panic!("{other:?}"),
                None => std::thread::sleep(Duration::from_millis(2)),
            }
        };
        assert!(outcome.optimal);
        assert_eq!(outcome.queens.len(), 3);
        assert!(outcome.queens.contains(&Queen::new(0, 0)));
        assert_eq!(sizes.last(), Some(&3));
        assert!(sizes.windows(2).all(|w| w[0] < w[1]), "{sizes:?}");
    }
}
