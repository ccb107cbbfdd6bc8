//! The solver thread: runs one library job and streams typed messages back to the UI.
//!
//! Every message carries the id of its run, so the UI can drop what an old run still sends
//! after a new one started. The worker knows nothing of egui: it wakes the UI through a
//! plain callback, which keeps it testable on its own.

use crate::board::{Problem, Queen};
use crate::control::{CancelFlag, Control, Progress};
use crate::count::checkpoint::{Checkpoint, Part, Saving, run_checkpointed};
use crate::count::{Counts, Plan};
use crate::maximum::{MaxOutcome, maximum};
use crate::search::{Found, Options, Summary, enumerate};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use super::saved_count;

/// Solutions per message: channel costs vanish, and one message is quick to drain.
pub const BATCH: usize = 4096;

/// A partly filled batch waits at most this long, so a slow search still fills the list.
const FLUSH_AFTER: Duration = Duration::from_millis(30);

/// How often a running count writes its checkpoint: a stop or a crash loses at most this
/// much work, besides the jobs that were running.
pub const CHECKPOINT_EVERY: Duration = Duration::from_secs(2);

/// Wakes the UI (in the app: `ctx.request_repaint()`).
pub type Wake = Arc<dyn Fn() + Send + Sync>;

/// What the UI asked the worker to do.
#[derive(Debug, Clone)]
pub enum Request {
    /// Enumerate, keeping at most `cap` solutions in the messages (the rest are only counted).
    Solve { problem: Problem, options: Options, cap: u64 },
    /// Count total and unique solutions on every core, storing none. With a checkpoint path,
    /// resume from the file there if it holds this count, and keep the progress in it.
    Count { problem: Problem, checkpoint: Option<PathBuf> },
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

/// How a count starts: how its work is cut, and what an earlier, stopped run had counted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CountStart {
    /// Jobs of the whole count.
    pub jobs: usize,
    /// Jobs counted before this run (by a stopped run whose checkpoint is resumed).
    pub done: usize,
    /// The sum of those jobs' counts.
    pub counted: Counts,
    /// About how much memory the count needs (see [`Plan::memory_text`]).
    pub memory: String,
}

impl CountStart {
    /// The share of the count done before this run, from 0 to 1.
    pub fn fraction(&self) -> f64 {
        if self.jobs == 0 { 0.0 } else { self.done as f64 / self.jobs as f64 }
    }
}

/// How a count ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CountEnd {
    /// Every job is counted: the final counts of the whole count (earlier runs included).
    Done(Counts),
    /// Stopped with `done` of `jobs` counted; `saved` says whether the checkpoint keeps them
    /// for a later run.
    Stopped { done: usize, jobs: usize, saved: bool },
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
            | Message::CountStarted { run, .. }
            | Message::CountNotice { run, .. }
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
    /// A count's start, once its worker has read the checkpoint.
    pub count: Option<CountStart>,
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
}

impl Worker {
    pub fn new(wake: impl Fn() + Send + Sync + 'static) -> Self {
        let (tx, rx) = mpsc::channel();
        Worker { tx, rx, wake: Arc::new(wake), next_run: 1, count_thread: None }
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
        let job = Job { run, kind, cancel: CancelFlag::new(), progress: Progress::new(), count: None };
        let (cancel, progress) = (job.cancel.clone(), job.progress.clone());
        let (tx, wake) = (self.tx.clone(), self.wake.clone());
        let previous = if kind == JobKind::Count { self.count_thread.take() } else { None };
        let spawned = std::thread::Builder::new().name(format!("queenside-run-{run}")).spawn(move || {
            let sender = Outbox { run, tx, wake };
            // A panic in the library must end the run with a message, not hang the UI.
            let caught = catch_unwind(AssertUnwindSafe(|| match request {
                Request::Solve { problem, options, cap } => {
                    solve(&sender, &problem, &options, cap, &progress, &cancel)
                }
                Request::Count { problem, checkpoint } => {
                    // A stopped count still saving its checkpoint ends within moments.
                    if let Some(previous) = previous {
                        let _ = previous.join();
                    }
                    count(&sender, &problem, checkpoint.as_deref(), &progress, &cancel)
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
        match spawned {
            Ok(handle) if kind == JobKind::Count => self.count_thread = Some(handle),
            Ok(_) => {}
            Err(e) => {
                let error = format!("cannot start a solver thread: {e}");
                let _ = self.tx.send(Message::Failed { run, error });
                (self.wake)();
            }
        }
        job
    }

    /// Waits at most `timeout` for the last count's thread to end (after a cancel, it saves
    /// its checkpoint first); true if it has ended.
    pub fn wait_for_count(&self, timeout: Duration) -> bool {
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

/// Counts on every core, resuming from and saving to `checkpoint` if given (as the command
/// line's `count --checkpoint` does): a job's counts are recorded in the same step that marks
/// it done, the file is written every [`CHECKPOINT_EVERY`] and at a stop, and deleted once
/// the count is complete.
fn count(
    out: &Outbox,
    problem: &Problem,
    checkpoint: Option<&Path>,
    progress: &Progress,
    cancel: &CancelFlag,
) {
    let run = out.run;
    let plan = Plan::new(problem);
    let (saved, path) = match checkpoint {
        Some(path) => {
            let opened = saved_count::open(path, problem, &plan);
            if let Some(text) = opened.notice {
                out.send(Message::CountNotice { run, text });
            }
            (opened.checkpoint, opened.path)
        }
        None => (Checkpoint::new(problem, &plan, Part::WHOLE), None),
    };
    let (done, jobs) = saved.progress();
    out.send(Message::CountStarted {
        run,
        start: CountStart { jobs, done, counted: saved.counts, memory: plan.memory_text(0) },
    });
    let state = Mutex::new(saved);
    // The first failed save is reported; later ones are retried quietly.
    let warned = AtomicBool::new(false);
    let save = |snapshot: &Checkpoint| {
        if let Some(path) = &path
            && let Err(e) = saved_count::save(snapshot, path)
            && !warned.swap(true, Ordering::Relaxed)
        {
            let text = format!("Cannot save the count's progress ({e}); the count goes on.");
            out.send(Message::CountNotice { run, text });
        }
    };
    let saving = path.as_ref().map(|_| Saving { every: CHECKPOINT_EVERY, save: &save });
    let result = run_checkpointed(&plan, &state, 0, progress, cancel, saving);
    let state = state.into_inner().unwrap_or_else(|e| e.into_inner());
    let (done, jobs) = state.progress();
    let end = match (result, &path) {
        (Ok(_), _) => {
            if let Some(Err(text)) = path.as_deref().map(saved_count::remove) {
                out.send(Message::CountNotice { run, text });
            }
            // The sum of every job, this run's and earlier ones'.
            CountEnd::Done(plan.finish(state.counts))
        }
        (Err(_), Some(path)) if done > 0 => {
            let saved = saved_count::save(&state, path);
            if let Err(e) = &saved {
                out.send(Message::CountNotice {
                    run,
                    text: format!("The count's progress was not saved: {e}."),
                });
            }
            CountEnd::Stopped { done, jobs, saved: saved.is_ok() }
        }
        (Err(_), path) => {
            // Nothing counted yet: no file to keep (a periodic save writes none either).
            if let Some(Err(text)) = path.as_deref().map(saved_count::remove) {
                out.send(Message::CountNotice { run, text });
            }
            CountEnd::Stopped { done, jobs, saved: false }
        }
    };
    out.send(Message::Counted { run, end });
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
    use std::sync::atomic::AtomicUsize;

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
        let first = worker.start(Request::Count { problem: fixed, checkpoint: None });
        let eight = Problem::empty(8, MAX_N).unwrap();
        let second = worker.start(Request::Count { problem: eight, checkpoint: None });
        assert_ne!(first.run, second.run);
        let (start, end) = count_messages(&worker, second.run);
        assert_eq!((start.done, start.counted), (0, Counts::default()));
        assert_eq!(end, CountEnd::Done(Counts { total: 92, unique: 12, rot90: 0, rot180: 4 }));
    }

    /// A count's start and end, failing on a notice.
    fn count_messages(worker: &Worker, run: u64) -> (CountStart, CountEnd) {
        let (_, _, first) = collect(worker, run);
        let Message::CountStarted { start, .. } = first else { panic!("{first:?}") };
        let (_, _, end) = collect(worker, run);
        let Message::Counted { end, .. } = end else { panic!("{end:?}") };
        (start, end)
    }

    #[test]
    fn a_count_resumes_its_checkpoint_counts_only_the_missing_jobs_and_deletes_the_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("count.json");
        let problem = Problem::new(9, vec![Queen::new(0, 2)], MAX_N).unwrap();
        let plan = Plan::new(&problem);
        // A stopped run that counted the even jobs.
        let saved = std::sync::Mutex::new(Checkpoint::new(&problem, &plan, Part::WHOLE));
        let record = |j: usize, c: Counts| saved.lock().unwrap().record(j, c);
        plan.run(&|j| j % 2 == 0, 1, &Progress::new(), &CancelFlag::new(), &record).unwrap();
        let saved = saved.into_inner().unwrap();
        saved.save(&path).unwrap();
        let whole = crate::count::count(&problem, 1, &Progress::new(), &CancelFlag::new()).unwrap();
        assert!(saved.counts.total > 0 && saved.counts.total < whole.total);

        let mut worker = Worker::new(|| {});
        let job = worker.start(Request::Count { problem, checkpoint: Some(path.clone()) });
        let (start, end) = count_messages(&worker, job.run);
        assert_eq!((start.done, start.jobs), (plan.len().div_ceil(2), plan.len()));
        assert_eq!(start.counted, saved.counts);
        assert_eq!(end, CountEnd::Done(whole));
        // This run counted the odd jobs alone: the even ones' solutions were not found again.
        assert_eq!(job.progress.snapshot().solutions, whole.total - saved.counts.total);
        assert!(!path.exists(), "a finished count deletes its checkpoint");
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
