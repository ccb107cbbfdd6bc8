//! The worker's runs end to end: each starts on its thread and streams until it ends.

use super::*;
use crate::app::jobs::protocol::Job;
use crate::app::jobs::run;

impl Worker {
    /// A worker whose jobs run on threads.
    pub fn new(wake: impl Fn() + Send + Sync + 'static) -> Self {
        let wake: Wake = Arc::new(wake);
        Worker::with_spawner(wake.clone(), run::spawner(wake))
    }
}

use crate::board::{Problem, Queen, is_solution};
use crate::control::{CancelFlag, Progress};
use crate::count::checkpoint::{Checkpoint, Part};
use crate::count::{CountPlan, Counts};
use crate::stream::{Filter, Options, Outcome, SolveMethod};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Collects one run's messages until it ends (bounded wait).
fn collect(worker: &mut Worker, run: u64) -> (Vec<Vec<u32>>, Vec<u8>, Reply) {
    let mut rows = Vec::new();
    let mut sizes = Vec::new();
    let mut end = None;
    crate::testing::wait_until(&format!("run {run} to end"), || {
        while let Some((of, message)) = worker.try_recv() {
            if of != run {
                continue;
            }
            match message {
                Reply::Solutions(batch) => {
                    rows.push(batch.cols);
                    sizes.extend(batch.class_sizes);
                }
                ended => {
                    end = Some(ended);
                    return true;
                }
            }
        }
        false
    });
    (rows, sizes, end.expect("the run ended"))
}

fn solve_request(n: usize, filter: Filter, limit: Option<u64>, cap: u64) -> Request {
    Request::Solve {
        problem: Problem::empty(n).unwrap(),
        plan: crate::plan::SolvePlan {
            method: SolveMethod::Backtrack,
            options: Options { filter, limit, threads: 2, ordered: true },
            estimate: 0.0,
        },
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
    let job = worker.spawn(solve_request(8, Filter::All, None, u64::MAX));
    let (chunks, sizes, end) = collect(&mut worker, job.run);
    let flat: Vec<u32> = chunks.concat();
    assert_eq!(flat.len(), 92 * 8);
    assert!(flat.chunks(8).all(|s| is_solution(8, s)));
    assert!(sizes.is_empty());
    let Reply::Finished(summary) = end else { panic!("{end:?}") };
    assert_eq!(summary.outcome, Outcome::Exhausted);
    assert_eq!(summary.solutions, 92);
    assert!(wakes.load(Ordering::Relaxed) >= 2);
}

#[test]
fn the_cap_keeps_counting_but_sends_no_more() {
    let mut worker = Worker::new(crate::testing::ring);
    let job = worker.spawn(solve_request(8, Filter::Unique, None, 5));
    let (chunks, sizes, end) = collect(&mut worker, job.run);
    assert_eq!(chunks.concat().len(), 5 * 8);
    assert_eq!(sizes.len(), 5);
    let Reply::Finished(summary) = end else { panic!("{end:?}") };
    assert_eq!(summary.solutions, 12);
}

#[test]
fn cancelling_ends_the_run_with_a_message() {
    let mut worker = Worker::new(crate::testing::ring);
    let job = worker.spawn(solve_request(16, Filter::All, None, 1000));
    job.cancel();
    let (_, _, end) = collect(&mut worker, job.run);
    let Reply::Finished(summary) = end else { panic!("{end:?}") };
    assert_eq!(summary.outcome, Outcome::Cancelled);
}

#[test]
fn counts_and_runs_are_tagged() {
    let mut worker = Worker::new(crate::testing::ring);
    let fixed = Problem::new(6, vec![Queen::new(0, 1)]).unwrap();
    let first = worker.spawn(Request::Count { problem: fixed, checkpoint: None, hold: None });
    let eight = Problem::empty(8).unwrap();
    let second = worker.spawn(Request::Count { problem: eight, checkpoint: None, hold: None });
    assert_ne!(first.run, second.run);
    let (start, end) = count_messages(&mut worker, second.run);
    assert_eq!((start.done, start.counted), (0, Counts::default()));
    assert_eq!(end, CountEnd::Done(Counts { total: 92, unique: 12, rot90: 0, rot180: 4, unique_shares: 0 }));
}

/// A count's start and end, failing on a notice.
fn count_messages(worker: &mut Worker, run: u64) -> (CountStart, CountEnd) {
    let (_, _, first) = collect(worker, run);
    let Reply::CountStarted(start) = first else { panic!("{first:?}") };
    let (_, _, end) = collect(worker, run);
    let Reply::Counted(end) = end else { panic!("{end:?}") };
    (start, end)
}

#[test]
fn a_count_resumes_its_checkpoint_counts_only_the_missing_jobs_and_deletes_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("count.json");
    let problem = Problem::new(9, vec![Queen::new(0, 2)]).unwrap();
    let plan = CountPlan::new(&problem);
    // A stopped run that counted the even jobs.
    let saved = std::sync::Mutex::new(Checkpoint::new(&problem, &plan, Part::WHOLE));
    let record = |j: usize, c: Counts| saved.lock().unwrap().record(j, c);
    plan.run(&|j| j % 2 == 0, 1, &Progress::new(), &CancelFlag::new(), &record).unwrap();
    let saved = saved.into_inner().unwrap();
    saved.save(&path).unwrap();
    let whole = crate::count::count(&problem, 1, &Progress::new(), &CancelFlag::new()).unwrap();
    assert!(saved.counts.total > 0 && saved.counts.total < whole.total);

    let mut worker = Worker::new(crate::testing::ring);
    let job = worker.spawn(Request::Count { problem, checkpoint: Some(path.clone()), hold: None });
    let (start, end) = count_messages(&mut worker, job.run);
    assert_eq!((start.done, start.jobs), (plan.len().div_ceil(2), plan.len()));
    assert_eq!(start.counted, saved.counts);
    assert_eq!(end, CountEnd::Done(whole));
    // This run counted the odd jobs alone: the even ones' solutions were not found again.
    assert_eq!(job.progress.snapshot().solutions, whole.total - saved.counts.total);
    assert!(!path.exists(), "a finished count deletes its checkpoint");
}

#[test]
fn most_queens_streams_better_placements_then_the_outcome() {
    let mut worker = Worker::new(crate::testing::ring);
    // A queen in the corner of 4x4 leaves room for two more: 3 in all.
    let problem = Problem::new(4, vec![Queen::new(0, 0)]).unwrap();
    let _job = worker.spawn(Request::MostQueens { problem });
    let mut sizes = Vec::new();
    let mut end = None;
    crate::testing::wait_until("the run to end", || {
        while let Some((_, message)) = worker.try_recv() {
            match message {
                Reply::Better(queens) => sizes.push(queens.len()),
                Reply::MostQueens(outcome) => end = Some(outcome),
                other => panic!("{other:?}"),
            }
        }
        end.is_some()
    });
    let outcome = end.expect("the run ended");
    assert!(outcome.proven);
    assert_eq!(outcome.queens.len(), 3);
    assert!(outcome.queens.contains(&Queen::new(0, 0)));
    assert_eq!(sizes.last(), Some(&3));
    assert!(sizes.windows(2).all(|w| w[0] < w[1]), "{sizes:?}");
}

/// Runs each request where it is asked for, on the caller's thread, one reply at a time as
/// `pump` is called: as the page's Web Workers do, through the same runner.
#[derive(Default)]
struct Elsewhere {
    queued: std::cell::RefCell<std::collections::VecDeque<(Outbox, Reply)>>,
}

impl Spawner for Elsewhere {
    fn start(&self, job: Job) -> Result<Option<std::thread::JoinHandle<()>>, RunFailure> {
        // The run's replies, made here and held back until pumped.
        let mut inner = crate::app::jobs::runner::Runner::new("test-elsewhere", Arc::new(|| {}))
            .numbering_from(job.out.run);
        let here = inner.open();
        run::run(job.request, &here, &job.progress, &job.cancel);
        while let Some(Report::Said { message, .. }) = inner.try_recv() {
            self.queued.borrow_mut().push_back((job.out.clone(), message));
        }
        Ok(None)
    }

    fn pump(&self) {
        if let Some((out, message)) = self.queued.borrow_mut().pop_front() {
            out.send(message);
        }
    }
}

#[test]
fn a_run_elsewhere_reports_through_the_runner_under_its_run_id() {
    let wake: Wake = Arc::new(|| {});
    let mut worker = Worker::with_spawner(wake, std::rc::Rc::new(Elsewhere::default()));
    let first = worker.spawn(solve_request(6, Filter::All, None, u64::MAX));
    let second = worker.spawn(solve_request(8, Filter::All, None, u64::MAX));
    assert_ne!(first.run, second.run);
    // The first run's replies come too, under their own id (the state drops them).
    let (chunks, _, end) = collect(&mut worker, second.run);
    assert_eq!(chunks.concat().len(), 92 * 8);
    assert!(matches!(end, Reply::Finished(summary) if summary.solutions == 92));
    assert!(worker.try_recv().is_none(), "nothing after the run's end");
}
