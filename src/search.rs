//! Enumeration: every solution (or one per symmetry class), streamed to a caller's sink.
//!
//! Worker threads search independent jobs; the calling thread hands their solutions to the
//! sink job by job, so the sink sees solutions in lexicographic order and need not be `Send`.

use crate::board::Problem;
use crate::control::{CancelFlag, Progress, spawn_up_to, worker_count};
use crate::deliver::Delivery;
use crate::engine::{Domains, Prefix};
use crate::stream::{Options, Outcome, Sink, SolveMethod, Summary};
use crate::symmetry::{Classifier, Scratch, Symmetry};
use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Mutex, mpsc};

/// Solutions per message from a worker once a job is under way: large enough to make
/// channel costs vanish.
const BATCH: usize = 2048;
/// Batches a job may queue in an ordered stream while the consumer waits on an earlier
/// job: enough that workers rarely stall, few enough to bound memory.
const ORDERED_BACKLOG: usize = 32;

/// Solutions of one job, flat: `cols` holds n columns per solution.
#[derive(Default)]
struct Batch {
    cols: Vec<u32>,
    class_sizes: Vec<u8>,
}

type Sender = mpsc::SyncSender<Batch>;

/// What one job hands over: solutions kept by the filter, batched.
struct JobOutput<'a> {
    batch: Batch,
    /// The batch size that sends it. A job's first solution goes out alone, then the size
    /// doubles up to [`BATCH`]: an ordered stream shows nothing of a job until it sends,
    /// and a job can run for millions of nodes between its first solution and its 2,048th.
    send_at: usize,
    scratch: &'a mut Scratch,
    classifier: Option<&'a Classifier>,
    tx: Sender,
}

impl JobOutput<'_> {
    fn add(&mut self, cols: &[u32]) -> ControlFlow<()> {
        let class_size = match self.classifier {
            Some(c) => match c.classify(cols, self.scratch) {
                Some(size) => size,
                None => return ControlFlow::Continue(()),
            },
            None => 0,
        };
        self.batch.cols.extend_from_slice(cols);
        self.batch.class_sizes.push(class_size);
        if self.batch.class_sizes.len() == self.send_at {
            self.send_at = (2 * self.send_at).min(BATCH);
            if self.tx.send(std::mem::take(&mut self.batch)).is_err() {
                // The consumer has gone: it stopped or reached its limit.
                return ControlFlow::Break(());
            }
        }
        ControlFlow::Continue(())
    }

    fn finish(self) {
        if !self.batch.class_sizes.is_empty() {
            let _ = self.tx.send(self.batch);
        }
    }
}

/// The channels from workers to the consumer: one per job when the stream is ordered (the
/// consumer reads them in job order), else one shared by all. Returns the per-job senders,
/// the shared sender, and the receivers in reading order.
#[allow(clippy::type_complexity)]
fn channels(
    jobs: usize,
    ordered: bool,
    workers: usize,
) -> (Vec<Mutex<Option<Sender>>>, Option<Sender>, Vec<mpsc::Receiver<Batch>>) {
    if ordered {
        let (per_job, receivers) = (0..jobs)
            .map(|_| {
                let (tx, rx) = mpsc::sync_channel(ORDERED_BACKLOG);
                (Mutex::new(Some(tx)), rx)
            })
            .unzip();
        (per_job, None, receivers)
    } else {
        let (tx, rx) = mpsc::sync_channel(2 * workers);
        (Vec::new(), Some(tx), vec![rx])
    }
}

/// Finds the solutions of `problem` and hands each to `sink`: on worker threads for boards
/// up to [`crate::board::MAX_N`] wide (in lexicographic order when `options.ordered`), by
/// [`crate::wide::complete`] beyond.
///
/// ```
/// use nqueens::board::{Problem, MAX_N};
/// use nqueens::control::{CancelFlag, Control, Progress};
/// use nqueens::search::enumerate;
/// use nqueens::stream::{Found, Options};
///
/// let problem = Problem::empty(6).unwrap();
/// let mut found = Vec::new();
/// let options = Options { ordered: true, ..Options::default() };
/// let summary = enumerate(&problem, &options, &Progress::new(), &CancelFlag::new(), &mut |s: Found<'_>| {
///     found.push(s.cols.to_vec());
///     Control::Continue
/// });
/// assert!(summary.outcome.is_complete());
/// assert_eq!(found.len(), 4);
/// assert_eq!(found[0], vec![1, 3, 5, 0, 2, 4]);
/// ```
pub fn enumerate(
    problem: &Problem,
    options: &Options,
    progress: &Progress,
    cancel: &CancelFlag,
    sink: &mut dyn Sink,
) -> Summary {
    if problem.n() > crate::board::MAX_N {
        return crate::wide::complete(problem, options, progress, cancel, sink);
    }
    let board = Domains::new(problem);
    let n = board.n();
    let workers = worker_count(options.threads);
    let (mut jobs, split_nodes) = board.split(64 * workers);
    // The mirror image of a solution is a solution. When the fixed queens are their own
    // mirror image, search only the jobs that start left of their mirror and hand over each
    // solution with its mirror: half the work, in an order that is no longer lexicographic.
    let mirrored = !options.ordered
        && problem.fixed().iter().all(|q| problem.fixed().contains(&Symmetry::FlipLeftRight.map(n, *q)))
        && jobs.iter().all(|job| job.cols.len() >= 2);
    if mirrored {
        // A prefix of two or more rows never equals its mirror: two queens share no column.
        jobs.retain(|job| {
            job.cols.iter().lt(job.cols.iter().map(|&c| n as u32 - 1 - c).collect::<Vec<_>>().iter())
        });
    }
    progress.start(jobs.len() as u64);
    progress.steps().fetch_add(split_nodes, Ordering::Relaxed);
    let mut out = Delivery::new(problem, options, progress, sink);
    // The workers apply the unique-mode rule themselves, in parallel; the delivery hands over.
    let classifier = out.classifier().cloned();

    let halt = AtomicBool::new(false);
    let should_stop = || halt.load(Ordering::Relaxed) || cancel.is_cancelled();
    let next_job = AtomicUsize::new(0);
    let (per_job, shared, receivers) = channels(jobs.len(), options.ordered, workers);
    let take_sender = |i: usize| per_job[i].lock().unwrap_or_else(|e| e.into_inner()).take();

    // In a shared stream each worker owns a clone of the one sender; in an ordered one it
    // takes job i's sender and drops it when the job ends.
    let worker = |own: Option<Sender>| {
        let mut scratch = Scratch::default();
        let mut mirror = vec![0u32; n];
        loop {
            let i = next_job.fetch_add(1, Ordering::Relaxed);
            if i >= jobs.len() {
                break;
            }
            let Some(tx) = own.clone().or_else(|| take_sender(i)) else {
                continue;
            };
            if should_stop() {
                continue; // dropping `tx` ends job i for the consumer
            }
            let mut out = JobOutput {
                batch: Batch::default(),
                send_at: 1,
                scratch: &mut scratch,
                classifier: classifier.as_ref(),
                tx,
            };
            let walked = board.walk(&jobs[i], progress.steps(), &should_stop, |cols| {
                for_each_image(cols, mirrored.then_some(&mut mirror[..]), |cols| out.add(cols))
            });
            out.finish();
            if walked.is_continue() {
                progress.job_done(1);
            }
        }
    };

    std::thread::scope(|scope| {
        let started = spawn_up_to(scope, workers, || {
            let own = shared.clone();
            move || worker(own)
        });
        drop(shared);
        if started == 0 {
            // The system starts no thread: this one searches the jobs itself, in order.
            drop(receivers);
            search_here(&board, &jobs, mirrored, progress, &should_stop, &mut out);
            return;
        }
        'jobs: for rx in &receivers {
            while let Ok(batch) = rx.recv() {
                for (i, &class_size) in batch.class_sizes.iter().enumerate() {
                    let cols = &batch.cols[i * n..(i + 1) * n];
                    let class_size = classifier.as_ref().map(|_| class_size);
                    if out.hand_over(cols, class_size).is_break() {
                        break 'jobs;
                    }
                }
            }
            if cancel.is_cancelled() {
                break;
            }
        }
        halt.store(true, Ordering::Relaxed);
        // Dropping the receivers frees any worker blocked on a full channel.
        drop(receivers);
    });
    let searched = if cancel.is_cancelled() { Outcome::Cancelled } else { Outcome::Exhausted };
    out.summary(SolveMethod::Backtrack, searched)
}

/// The jobs searched on the calling thread, in order, each solution (and its mirror when
/// `mirrored`) offered to `out` as found: the search where no worker thread can start.
fn search_here(
    board: &Domains,
    jobs: &[Prefix],
    mirrored: bool,
    progress: &Progress,
    should_stop: &dyn Fn() -> bool,
    out: &mut Delivery<'_>,
) {
    let mut mirror = vec![0u32; board.n()];
    for job in jobs {
        let walked = board.walk(job, progress.steps(), should_stop, |cols| {
            for_each_image(cols, mirrored.then_some(&mut mirror[..]), |cols| out.offer(cols))
        });
        if walked.is_break() {
            break; // stopped, or the sink or the limit ended the stream
        }
        progress.job_done(1);
    }
}

/// Calls `visit` on `cols`, then on its mirror image when given a buffer for it.
fn for_each_image(
    cols: &[u32],
    mirror: Option<&mut [u32]>,
    mut visit: impl FnMut(&[u32]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    visit(cols)?;
    if let Some(mirror) = mirror {
        let n = cols.len() as u32;
        for (m, &c) in mirror.iter_mut().zip(cols) {
            *m = n - 1 - c;
        }
        visit(mirror)?;
    }
    ControlFlow::Continue(())
}
