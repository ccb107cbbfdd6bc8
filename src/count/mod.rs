//! Counting solutions on every core, storing none.
//!
//! A count is cut into jobs by a [`CountPlan`], in an order fixed by the problem alone (not by
//! the machine or its thread count), so that a count can be split across machines
//! ([`CountPlan::run`] with a job filter), stopped and resumed ([`checkpoint`]).

pub mod checkpoint;
pub mod checkpointed;
mod edge_rule;
mod expected;
pub mod halves;
pub mod parts;
mod turns;
mod walk_all;

use crate::board::Problem;
use crate::control::{CancelFlag, Pool, Progress, worker_count};
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use std::ops::Add;
use std::sync::atomic::{AtomicUsize, Ordering};
use web_time::Duration;

pub use expected::{Expected, WARN_PAST};

/// Totals of one count.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counts {
    /// All solutions.
    pub total: u64,
    /// Classes under the 8 symmetries of the board, by the unique-mode rule.
    pub unique: u64,
    /// Solutions a quarter turn leaves unchanged.
    pub rot90: u64,
    /// Solutions a half turn leaves unchanged.
    pub rot180: u64,
    /// A count with fixed queens by half-boards: `unique` as the sum of each solution's
    /// share of its class ([`halves::with_fixed`]); zero once the count is finished.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub unique_shares: u64,
}

fn is_zero(x: &u64) -> bool {
    *x == 0
}

impl Counts {
    /// The sum, or `None` where a field would pass `u64::MAX`: parts read from files may
    /// say anything, and a sum that wrapped around would look like a count.
    pub fn checked_add(self, b: Counts) -> Option<Counts> {
        Some(Counts {
            total: self.total.checked_add(b.total)?,
            unique: self.unique.checked_add(b.unique)?,
            rot90: self.rot90.checked_add(b.rot90)?,
            rot180: self.rot180.checked_add(b.rot180)?,
            unique_shares: self.unique_shares.checked_add(b.unique_shares)?,
        })
    }
}

impl Add for Counts {
    type Output = Counts;

    fn add(self, b: Counts) -> Counts {
        Counts {
            total: self.total + b.total,
            unique: self.unique + b.unique,
            rot90: self.rot90 + b.rot90,
            rot180: self.rot180 + b.rot180,
            unique_shares: self.unique_shares + b.unique_shares,
        }
    }
}

/// Why a count ended before its total.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum CountError {
    #[error("the count was cancelled")]
    Cancelled,
    /// The system refused memory for a table or a list (the count states its need before
    /// it starts, but other programs take memory too).
    #[error("the system refused {bytes} bytes of memory the count needed")]
    OutOfMemory { bytes: usize },
}

/// Counts all solutions of `problem`, its unique classes, and those a quarter and a half
/// turn leave unchanged, on `threads` threads (0: one per core).
///
/// ```
/// use nqueens::board::{Problem, MAX_N};
/// use nqueens::control::{CancelFlag, Progress};
/// let counts = nqueens::count::count(&Problem::empty(8).unwrap(), 0, &Progress::new(), &CancelFlag::new()).unwrap();
/// assert_eq!((counts.total, counts.unique, counts.rot180), (92, 12, 4));
/// ```
pub fn count(
    problem: &Problem,
    threads: usize,
    progress: &Progress,
    cancel: &CancelFlag,
) -> Result<Counts, CountError> {
    let plan = CountPlan::new(problem);
    plan.run(&|_| true, threads, progress, cancel, &|_, _| {}).map(|sum| plan.finish(sum))
}

/// A count cut into jobs, in a fixed order.
pub struct CountPlan {
    jobs: Jobs,
    /// Whether a run sizes its jobs first, for its progress (see [`CountPlan::without_sizing`]).
    sized: bool,
}

enum Jobs {
    Halves(halves::Halves),
    EdgeRule(Vec<edge_rule::TopRows>),
    WalkAll(walk_all::Jobs),
}

/// How a count finds its solutions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CountMethod {
    /// East and west half-boards joined where they share no diagonal (4 ≤ n ≤
    /// [`halves::MAX_HALVES_N`]; with fixed queens up to [`halves::WHOLE_MAX`]). Past
    /// [`halves::WHOLE_MAX`] its quarter tables are built in pieces.
    Halves,
    /// [`CountMethod::Halves`] with its quarter tables built in pieces at any size (no fixed
    /// queens): what boards past [`halves::WHOLE_MAX`] use, to be checked at small ones.
    HalvesInPieces,
    /// Only the members of each class the edge rule keeps (no fixed queens, n ≥ 4).
    EdgeRule,
    /// Every solution, each classified on its own.
    WalkAll,
}

/// The smallest board on which a count with fixed queens joins half-boards.
const JOIN_FIXED_FROM: usize = 14;

impl CountPlan {
    /// The fastest plan for the problem.
    pub fn new(problem: &Problem) -> Self {
        // On small boards with fixed queens, building the half-boards' tables costs more than
        // walking every solution (`cargo bench --bench fixed`: n = 13, 1–5 ms against 2 ms;
        // n = 14, 3–4 ms against 7 ms).
        let walk_first = !problem.fixed().is_empty() && problem.n() < JOIN_FIXED_FROM;
        let order = if walk_first {
            [CountMethod::WalkAll, CountMethod::Halves, CountMethod::EdgeRule]
        } else {
            [CountMethod::Halves, CountMethod::EdgeRule, CountMethod::WalkAll]
        };
        order
            .into_iter()
            .find_map(|method| CountPlan::with_method(problem, method))
            .expect("walking all solutions applies to every problem")
    }

    /// A plan by a given method; `None` where the method does not apply.
    pub fn with_method(problem: &Problem, method: CountMethod) -> Option<Self> {
        let empty = problem.fixed().is_empty();
        let jobs = match method {
            CountMethod::Halves if (4..=halves::MAX_HALVES_N).contains(&problem.n()) => match problem.fixed()
            {
                [] => Jobs::Halves(halves::Halves::new(problem.n(), &[])),
                fixed => Jobs::Halves(halves::with_fixed::new(problem.n(), fixed)),
            },
            CountMethod::Halves => return None,
            CountMethod::HalvesInPieces if empty && (4..=halves::MAX_HALVES_N).contains(&problem.n()) => {
                Jobs::Halves(halves::Halves::with_pieces(problem.n(), &[], true))
            }
            CountMethod::HalvesInPieces => return None,
            CountMethod::EdgeRule if empty && problem.n() >= 4 => {
                Jobs::EdgeRule(edge_rule::jobs(problem.n()))
            }
            CountMethod::EdgeRule => return None,
            CountMethod::WalkAll => Jobs::WalkAll(walk_all::Jobs::new(problem)),
        };
        Some(CountPlan { jobs, sized: true })
    }

    /// How many jobs the count is cut into.
    pub fn len(&self) -> usize {
        match &self.jobs {
            Jobs::Halves(halves) => halves.jobs.len(),
            Jobs::EdgeRule(jobs) => jobs.len(),
            Jobs::WalkAll(jobs) => jobs.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Names the way the work is cut: parts and checkpoints of different splits never mix.
    pub fn split_name(&self) -> &'static str {
        match &self.jobs {
            Jobs::Halves(halves) => halves.split_name(),
            Jobs::EdgeRule(_) => edge_rule::SPLIT,
            Jobs::WalkAll(_) => walk_all::SPLIT,
        }
    }

    /// What the progress's work counter counts for this plan's method.
    /// Every unit [`CountPlan::work_unit`] may name.
    pub const WORK_UNITS: [&'static str; 2] = ["half-boards", "nodes"];

    pub fn work_unit(&self) -> &'static str {
        match &self.jobs {
            Jobs::Halves(_) => "half-boards",
            _ => "nodes",
        }
    }

    /// Memory the count needs beyond the program itself, in bytes: the plan, and a search
    /// stack per thread (and the half-board method's tables and lists).
    pub fn memory_bytes(&self, threads: usize) -> usize {
        let per_job = match &self.jobs {
            Jobs::Halves(halves) => {
                // Past n = 21 this sizes every job, in parallel: on a pool of its own, so that
                // no global pool is started (or fails to start) behind the caller's back.
                let tables = Pool::new(threads).install(|| halves.memory_bytes(worker_count(threads)));
                return self.len() * std::mem::size_of::<halves::HalvesJob>() + tables;
            }
            Jobs::EdgeRule(_) => std::mem::size_of::<edge_rule::TopRows>() + 64 * 8,
            Jobs::WalkAll(_) => walk_all::JOB_BYTES,
        };
        self.len() * per_job + worker_count(threads) * 64 * 1024
    }

    /// Keeps the half-board method's tables once built, where a run would free each centre
    /// row's as its last job ends: for a caller that counts many parts of one plan in turn (the
    /// web build's workers), which otherwise builds every table again for each part (16 parts
    /// of n = 15 cost five times the whole count). Only while all of them together are
    /// expected to fit in `budget` bytes; true if they are kept.
    pub fn keep_tables(&mut self, budget: usize) -> bool {
        let Jobs::Halves(halves) = &self.jobs else { return false };
        if halves.in_pieces {
            return false;
        }
        // Each centre row's tables are at most what one thread's count needs at a time.
        let all = self.memory_bytes(1).saturating_mul(halves.tables_len());
        let Jobs::Halves(halves) = &mut self.jobs else { return false };
        halves.keep_tables = all <= budget;
        halves.keep_tables
    }

    /// Counts each job as one in a run's progress, instead of sizing every job before the
    /// first starts: for a caller that reads no progress (the web build's workers, counting
    /// part after part). At n = 15 sizing was a fifth of a worker's first part: it works out
    /// every job's size, not only its part's.
    pub fn without_sizing(&mut self) {
        self.sized = false;
    }

    /// [`CountPlan::memory_bytes`] as a person reads it: `480 KiB`, `72 MiB`.
    pub fn memory_text(&self, threads: usize) -> String {
        const MIB: usize = 1 << 20;
        match self.memory_bytes(threads) {
            bytes if bytes < MIB => format!("{} KiB", bytes.div_ceil(1024)),
            bytes => format!("{} MiB", bytes.div_ceil(MIB)),
        }
    }

    /// The counts of a whole count from the sum of all its jobs' counts (some methods work
    /// out the unique count only from the totals).
    pub fn finish(&self, sum: Counts) -> Counts {
        match &self.jobs {
            Jobs::Halves(halves) => halves.finish(sum),
            _ => sum,
        }
    }

    /// Works out what each job costs, once: the count needs it before its first job, and
    /// on boards of 20 and up it takes seconds that no stop flag cuts short. A caller that
    /// must stop at once when told (the command line on a signal) calls it first; its time
    /// still counts in the run's seconds.
    pub fn size_jobs(&self, threads: usize) {
        Pool::new(threads).install(|| self.job_weights());
    }

    /// What each job is expected to cost ([`CountPlan::size_jobs`] works it out, once): a
    /// checkpoint weighs its finished share by it.
    pub fn weights(&self, threads: usize) -> Vec<u64> {
        Pool::new(threads).install(|| self.job_weights())
    }

    /// The time spent sizing the jobs that no run's clock has counted yet.
    fn take_sizing_time(&self) -> Duration {
        match &self.jobs {
            Jobs::Halves(halves) => halves.take_sizing_time(),
            _ => Duration::ZERO,
        }
    }

    /// What each job is expected to cost, in units of its own method: the half-board
    /// method knows its jobs' sizes before it starts; the others count a job as one.
    fn job_weights(&self) -> Vec<u64> {
        match &self.jobs {
            Jobs::Halves(halves) if self.sized => halves.job_weights(),
            _ => vec![1; self.len()],
        }
    }

    /// Counts the jobs `pick` accepts (by index), calling `on_done(index, counts)` from a
    /// worker thread as each job finishes; a cancelled job reports nothing.
    pub fn run(
        &self,
        pick: &(dyn Fn(usize) -> bool + Sync),
        threads: usize,
        progress: &Progress,
        cancel: &CancelFlag,
        on_done: &(dyn Fn(usize, Counts) + Sync),
    ) -> Result<Counts, CountError> {
        // The clock runs from here. Sizing the jobs is part of the count, so where a caller
        // sized them before (the command line does, to stay stoppable), that time counts too.
        progress.start_earlier(0, self.take_sizing_time());
        let picked: Vec<usize> = (0..self.len()).filter(|&i| pick(i)).collect();
        if let Jobs::Halves(halves) = &self.jobs {
            halves.begin(&picked);
        }
        // Fewer threads where the system refuses some: slower, never a panic.
        let pool = Pool::new(threads);
        let weights = pool.install(|| self.job_weights());
        // Sized just now, on the clock already.
        self.take_sizing_time();
        progress.set_work(picked.iter().map(|&i| weights[i]).sum());
        // The bytes of an allocation the system refused; 0 while none was. It stops the
        // count like a cancel: every other job would need as much.
        let refused = AtomicUsize::new(0);
        let should_stop = || cancel.is_cancelled() || refused.load(Ordering::Relaxed) != 0;
        let counts = pool.install(|| {
            picked
                .par_iter()
                // Jobs differ in size by orders of magnitude: let every one be stolen alone.
                .with_max_len(1)
                .map(|&i| {
                    // Jobs left when a stop comes are not started.
                    if should_stop() {
                        return Counts::default();
                    }
                    let counts = match &self.jobs {
                        Jobs::Halves(halves) => match halves.count_job(i, progress.steps(), &should_stop) {
                            Ok(counts) => counts,
                            Err(halves::Unmade::OutOfMemory(bytes)) => {
                                refused.store(bytes.max(1), Ordering::Relaxed);
                                return Counts::default();
                            }
                            Err(halves::Unmade::Stopped) => return Counts::default(),
                        },
                        Jobs::EdgeRule(jobs) => {
                            edge_rule::count_job(&jobs[i], progress.steps(), &should_stop)
                        }
                        Jobs::WalkAll(jobs) => jobs.count_job(i, progress.steps(), &should_stop),
                    };
                    if should_stop() {
                        return Counts::default();
                    }
                    on_done(i, counts);
                    progress.add_solutions(counts.total);
                    progress.job_done(weights[i]);
                    counts
                })
                .reduce(Counts::default, Add::add)
        });
        progress.finish();
        match refused.load(Ordering::Relaxed) {
            0 if cancel.is_cancelled() => Err(CountError::Cancelled),
            0 => Ok(counts),
            bytes => Err(CountError::OutOfMemory { bytes }),
        }
    }
}
