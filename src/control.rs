//! What a running search shares with other threads: a cancel flag and live progress.

use std::io;
use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use web_time::{Duration, Instant};

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
    steps: AtomicU64,
    solutions: AtomicU64,
    /// Work finished and in all, in the units of the search's own job weights.
    work_done: AtomicU64,
    work_total: AtomicU64,
    clock: Mutex<(Option<Instant>, Option<Duration>)>,
}

/// One reading of [`Progress`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ProgressSnapshot {
    /// Steps taken so far in the search's own unit: nodes visited (partial placements), or
    /// for a count the plan's [`crate::count::CountPlan::work_unit`] (half-boards built).
    pub steps: u64,
    /// Solutions handed to the sink (enumeration) or counted (counting) so far.
    pub solutions: u64,
    pub elapsed: Duration,
    /// The share of the search finished, from 0 to 1: finished jobs, weighted by the work
    /// each one was expected to take where the search knows it.
    pub fraction: f64,
}

impl Progress {
    pub fn new() -> Arc<Self> {
        Arc::default()
    }

    pub fn snapshot(&self) -> ProgressSnapshot {
        let total = self.work_total.load(Ordering::Relaxed);
        let done = self.work_done.load(Ordering::Relaxed);
        let (started, finished) = *self.clock.lock().unwrap_or_else(|e| e.into_inner());
        ProgressSnapshot {
            steps: self.steps.load(Ordering::Relaxed),
            solutions: self.solutions.load(Ordering::Relaxed),
            elapsed: finished.or_else(|| started.map(|s| s.elapsed())).unwrap_or_default(),
            fraction: if total == 0 { 0.0 } else { done as f64 / total as f64 },
        }
    }

    /// Starts the clock on a search of `work` units (its jobs' weights, or one a job).
    pub(crate) fn start(&self, work: u64) {
        self.start_earlier(work, Duration::ZERO);
    }

    /// [`Progress::start`], with the clock set as if started `earlier` ago: work done for
    /// this search before it started (sizing its jobs) counts in its time.
    pub(crate) fn start_earlier(&self, work: u64, earlier: Duration) {
        let now = Instant::now();
        self.steps.store(0, Ordering::Relaxed);
        self.solutions.store(0, Ordering::Relaxed);
        self.work_done.store(0, Ordering::Relaxed);
        self.work_total.store(work, Ordering::Relaxed);
        let started = now.checked_sub(earlier).unwrap_or(now);
        *self.clock.lock().unwrap_or_else(|e| e.into_inner()) = (Some(started), None);
    }

    pub(crate) fn finish(&self) -> Duration {
        let mut clock = self.clock.lock().unwrap_or_else(|e| e.into_inner());
        let elapsed = clock.0.map(|s| s.elapsed()).unwrap_or_default();
        clock.1 = Some(elapsed);
        elapsed
    }

    pub(crate) fn steps(&self) -> &AtomicU64 {
        &self.steps
    }

    pub(crate) fn add_solutions(&self, k: u64) {
        self.solutions.fetch_add(k, Ordering::Relaxed);
    }

    /// Sets the work of a started search, once it is known.
    pub(crate) fn set_work(&self, work: u64) {
        self.work_total.store(work, Ordering::Relaxed);
    }

    /// A job of `work` units finished.
    pub(crate) fn job_done(&self, work: u64) {
        self.work_done.fetch_add(work, Ordering::Relaxed);
    }

    /// The counters as they stand, to carry to a [`Progress`] elsewhere (a Web Worker's
    /// run is read by the page, which cannot read the worker's memory).
    pub fn reading(&self) -> Reading {
        Reading {
            steps: self.steps.load(Ordering::Relaxed),
            solutions: self.solutions.load(Ordering::Relaxed),
            work_done: self.work_done.load(Ordering::Relaxed),
            work_total: self.work_total.load(Ordering::Relaxed),
        }
    }

    /// Takes the counters of a [`Reading`] made elsewhere; the clock stays this one's.
    pub fn take_reading(&self, reading: Reading) {
        self.steps.store(reading.steps, Ordering::Relaxed);
        self.solutions.store(reading.solutions, Ordering::Relaxed);
        self.work_done.store(reading.work_done, Ordering::Relaxed);
        self.work_total.store(reading.work_total, Ordering::Relaxed);
    }
}

/// [`Progress`]'s counters at one moment (see [`Progress::reading`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Reading {
    pub steps: u64,
    pub solutions: u64,
    pub work_done: u64,
    pub work_total: u64,
}

/// Worker threads for a request: `threads`, or one per core when it is 0.
pub(crate) fn worker_count(threads: usize) -> usize {
    if threads > 0 { threads } else { cores() }
}

/// The threads this process can run at once: its cores, as far as affinity and CPU quotas
/// allow.
pub fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |p| p.get())
}

/// How many threads this process can start at once, up to `want`, and the error that
/// refused the next one: a process or container limit (RLIMIT_NPROC, a cgroup's pids.max)
/// or the address space can refuse threads, and a search told so can start fewer.
pub fn startable_threads(want: usize) -> (usize, Option<io::Error>) {
    // Each probe thread waits on the gate, so all are alive at once, then ends.
    let gate = Mutex::new(());
    let held = gate.lock().unwrap_or_else(|e| e.into_inner());
    std::thread::scope(|scope| {
        let mut started = 0;
        let mut refused = None;
        while started < want {
            match std::thread::Builder::new().spawn_scoped(scope, || drop(gate.lock())) {
                Ok(_) => started += 1,
                Err(e) => {
                    refused = Some(e);
                    break;
                }
            }
        }
        drop(held);
        (started, refused)
    })
}

/// Starts up to `want` scoped threads, each running a closure `work()` makes, and returns
/// how many started: where the system refuses threads, the caller goes on with fewer (or
/// does the work itself) instead of panicking as `Scope::spawn` would.
pub(crate) fn spawn_up_to<'scope, F>(
    scope: &'scope std::thread::Scope<'scope, '_>,
    want: usize,
    mut work: impl FnMut() -> F,
) -> usize
where
    F: FnOnce() + Send + 'scope,
{
    for started in 0..want {
        if std::thread::Builder::new().spawn_scoped(scope, work()).is_err() {
            return started;
        }
    }
    want
}

/// Worker threads for rayon's parallel iterators: a pool of the threads asked for, or of
/// fewer (halving down to one) when the system refuses some, or the calling thread alone
/// when it refuses every one.
pub(crate) enum Pool {
    Threads(rayon::ThreadPool),
    Here,
}

impl Pool {
    /// A pool of `threads` workers (0: one per core), or of as many as can start.
    pub fn new(threads: usize) -> Pool {
        let mut want = worker_count(threads);
        while want > 0 {
            if let Ok(pool) = rayon::ThreadPoolBuilder::new().num_threads(want).build() {
                return Pool::Threads(pool);
            }
            want /= 2;
        }
        Pool::Here
    }

    /// Runs `op` on the pool: its parallel iterators use the pool's threads.
    pub fn install<R: Send>(&self, op: impl FnOnce() -> R + Send) -> R {
        match self {
            Pool::Threads(pool) => pool.install(op),
            Pool::Here => {
                if rayon::current_thread_index().is_none() {
                    // Rayon runs parallel iterators only on a pool's threads: the calling
                    // thread becomes a pool of one, which starts no thread. Rayon cannot
                    // hand the thread back, so the pool lives as long as the thread.
                    thread_local! {
                        static HERE: std::cell::OnceCell<Option<rayon::ThreadPool>> =
                            const { std::cell::OnceCell::new() };
                    }
                    HERE.with(|here| {
                        here.get_or_init(|| {
                            rayon::ThreadPoolBuilder::new().num_threads(1).use_current_thread().build().ok()
                        });
                    });
                }
                op()
            }
        }
    }
}

/// The time a long search has left, from the rate its work is done at, said only once
/// the estimate is steady: early on, one slow or quick job swings it by hours.
///
/// The rate is taken from the first reading past [`TimeLeft::FIRST`] on, not from the
/// start: work the plan weighs only roughly (building tables, the first jobs) then does
/// not bias the rest of the estimate (at n = 20 it made the time left 24% short at 10%).
#[derive(Debug, Clone, Default)]
pub struct TimeLeft {
    /// The first reading past `FIRST`: elapsed seconds and the share done.
    origin: Option<(f64, f64)>,
    /// Recent readings: elapsed time and the total time they predict, oldest first.
    window: std::collections::VecDeque<(Duration, f64)>,
    steady: bool,
}

impl TimeLeft {
    /// Readings this far back must agree before an estimate is shown.
    const WINDOW: Duration = Duration::from_secs(3);
    /// How far the predicted total times in the window may differ, as a share.
    const AGREE: f64 = 0.15;
    /// Nothing is said before this share of the work is done.
    const FIRST: f64 = 0.01;

    pub fn new() -> Self {
        Self::default()
    }

    /// Takes a reading; returns the time left once the estimate has been steady.
    pub fn update(&mut self, reading: &ProgressSnapshot) -> Option<Duration> {
        let (elapsed, fraction) = (reading.elapsed, reading.fraction);
        if !(fraction.is_finite() && fraction >= Self::FIRST) {
            return None;
        }
        if fraction >= 1.0 {
            return Some(Duration::ZERO);
        }
        let now = elapsed.as_secs_f64();
        let (t0, f0) = *self.origin.get_or_insert((now, fraction));
        if fraction <= f0 || now <= t0 {
            return None;
        }
        let total = now + (1.0 - fraction) * (now - t0) / (fraction - f0);
        self.window.push_back((elapsed, total));
        while self.window.len() > 2 && self.window[1].0 + Self::WINDOW <= elapsed {
            self.window.pop_front();
        }
        if !self.steady {
            let spanned = self.window.front().is_some_and(|&(first, _)| first + Self::WINDOW <= elapsed);
            let (low, high) =
                self.window.iter().fold((f64::MAX, 0f64), |(lo, hi), &(_, t)| (lo.min(t), hi.max(t)));
            self.steady = spanned && high <= low * (1.0 + Self::AGREE);
        }
        self.steady.then(|| Duration::from_secs_f64((total - now).max(0.0)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reading(secs: f64, fraction: f64) -> ProgressSnapshot {
        ProgressSnapshot { steps: 0, solutions: 0, elapsed: Duration::from_secs_f64(secs), fraction }
    }

    #[test]
    fn the_time_left_shows_only_once_readings_agree() {
        let mut left = TimeLeft::new();
        // Too little done to say anything.
        assert_eq!(left.update(&reading(0.5, 0.001)), None);
        // A quick start weighed as 4%: the rate is taken from here on.
        assert_eq!(left.update(&reading(1.0, 0.04)), None);
        // A swing: 3% in a second predicts 33 s in all.
        assert_eq!(left.update(&reading(2.0, 0.07)), None);
        // Then 1% a second from the start of the rate: 97 s in all, once that has held 3 s.
        let at = |s: f64| reading(s, 0.04 + (s - 1.0) / 100.0);
        for s in 3..6 {
            assert_eq!(left.update(&at(f64::from(s))), None, "at {s} s");
        }
        let at6 = left.update(&at(6.0)).unwrap();
        assert!((at6.as_secs_f64() - 91.0).abs() < 1e-6, "{at6:?}");
        // Once steady it keeps answering, and the end is no time left.
        assert!(left.update(&reading(11.0, 0.2)).is_some());
        assert_eq!(left.update(&reading(12.0, 1.0)), Some(Duration::ZERO));
    }
}
