//! What a running search shares with other threads: a cancel flag and live progress.

use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// A sink's answer to each solution.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Control {
    Continue,
    Stop,
}

/// Cancels a search from any thread. Clones share one flag.
#[derive(Debug, Clone, Default)]
pub struct CancelFlag(Arc<AtomicBool>);

impl CancelFlag {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn cancel(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    pub fn is_cancelled(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

/// Live counters of a search, readable from any thread while it runs.
#[derive(Debug, Default)]
pub struct Progress {
    nodes: AtomicU64,
    solutions: AtomicU64,
    jobs_done: AtomicU64,
    jobs_total: AtomicU64,
    clock: Mutex<(Option<Instant>, Option<Duration>)>,
}

/// One reading of [`Progress`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ProgressSnapshot {
    /// Work done so far: queens placed, or (counting by half-boards) half-boards built.
    pub nodes: u64,
    /// Solutions handed to the sink (enumeration) or counted (counting) so far.
    pub solutions: u64,
    pub elapsed: Duration,
    /// The share of the search finished, from 0 to 1, estimated from finished jobs.
    pub fraction: f64,
}

impl Progress {
    pub fn new() -> Arc<Self> {
        Arc::default()
    }

    pub fn snapshot(&self) -> ProgressSnapshot {
        let total = self.jobs_total.load(Ordering::Relaxed);
        let done = self.jobs_done.load(Ordering::Relaxed);
        let (started, finished) = *self.clock.lock().unwrap_or_else(|e| e.into_inner());
        ProgressSnapshot {
            nodes: self.nodes.load(Ordering::Relaxed),
            solutions: self.solutions.load(Ordering::Relaxed),
            elapsed: finished.or_else(|| started.map(|s| s.elapsed())).unwrap_or_default(),
            fraction: if total == 0 { 0.0 } else { done as f64 / total as f64 },
        }
    }

    pub(crate) fn start(&self, jobs: u64) {
        self.nodes.store(0, Ordering::Relaxed);
        self.solutions.store(0, Ordering::Relaxed);
        self.jobs_done.store(0, Ordering::Relaxed);
        self.jobs_total.store(jobs, Ordering::Relaxed);
        *self.clock.lock().unwrap_or_else(|e| e.into_inner()) = (Some(Instant::now()), None);
    }

    pub(crate) fn finish(&self) -> Duration {
        let mut clock = self.clock.lock().unwrap_or_else(|e| e.into_inner());
        let elapsed = clock.0.map(|s| s.elapsed()).unwrap_or_default();
        clock.1 = Some(elapsed);
        elapsed
    }

    pub(crate) fn nodes(&self) -> &AtomicU64 {
        &self.nodes
    }

    pub(crate) fn add_solutions(&self, k: u64) {
        self.solutions.fetch_add(k, Ordering::Relaxed);
    }

    pub(crate) fn job_done(&self) {
        self.jobs_done.fetch_add(1, Ordering::Relaxed);
    }
}

/// Worker threads for a request: `threads`, or one per core when it is 0.
pub(crate) fn worker_count(threads: usize) -> usize {
    if threads > 0 { threads } else { std::thread::available_parallelism().map_or(1, |p| p.get()) }
}
