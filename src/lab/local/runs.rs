//! Many independent runs of a local search, on several threads, handed to a sink in order
//! of their seeds as each batch ends, and summed up: what `nqueens local` and `compare`
//! report.

use super::LocalMachine;
use crate::board::Problem;
use crate::control::{CancelFlag, Control, spawn_up_to, worker_count};
use crate::lab::Search;
use serde::Serialize;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use web_time::Instant;

/// One run to its end.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RunResult {
    pub seed: u64,
    pub solved: bool,
    pub steps: u64,
    /// The final cost.
    pub h: u64,
    /// The final board, columns by row.
    pub solution: Vec<u32>,
    pub seconds: f64,
}

/// What the runs add up to. Means and medians are `None` over no runs. Medians are exact up
/// to 65,535 steps (or nanoseconds) and within 0.003 % above (see [`Histogram`]).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Summary {
    pub runs: u64,
    pub solved: u64,
    pub mean_steps_solved: Option<f64>,
    pub mean_steps_failed: Option<f64>,
    pub median_steps: Option<f64>,
    pub median_seconds: Option<f64>,
    /// Whether every run asked for ran (false when stopped or the sink said stop).
    pub complete: bool,
}

/// What to run.
#[derive(Debug, Clone)]
pub struct Runs<'a> {
    pub problem: &'a Problem,
    /// A local search.
    pub search: Search,
    pub max_steps: u64,
    pub runs: u64,
    /// Run i starts from seed `seed + i`.
    pub seed: u64,
    /// 0: one per core.
    pub threads: usize,
}

/// One run of a local search from `seed` without history, or `None` if cancelled (or not a
/// local search).
pub fn run_one(
    problem: &Problem,
    search: &Search,
    max_steps: u64,
    seed: u64,
    cancel: &CancelFlag,
) -> Option<RunResult> {
    if cancel.is_cancelled() {
        return None;
    }
    let start = Instant::now();
    let mut run = LocalMachine::start(search, problem, max_steps, seed, false)?;
    let machine = run.machine_mut();
    // The flag is read at every step (one load beside a step's work), and a slow step reads
    // it too (`step_or_stop`), so a stop takes effect within a step at any n.
    while machine.step_or_stop(cancel).is_some() {
        if cancel.is_cancelled() {
            return None;
        }
    }
    if cancel.is_cancelled() {
        // The step that ended the run may have been cut short.
        return None;
    }
    Some(RunResult {
        seed,
        solved: machine.h() == 0,
        steps: machine.steps(),
        h: machine.h(),
        solution: machine.cols().to_vec(),
        seconds: start.elapsed().as_secs_f64(),
    })
}

/// Runs them all, a batch of a few per thread at a time, giving each result to `sink` in
/// seed order; only a batch is held at once.
pub fn run(runs: &Runs<'_>, cancel: &CancelFlag, sink: &mut dyn FnMut(&RunResult) -> Control) -> Summary {
    let threads = worker_count(runs.threads);
    // Big enough that starting the threads costs little beside the runs (an 8×8 run takes
    // microseconds), small enough that the boards held stay near 4 MiB of columns.
    let batch = (threads * 4).max((1 << 20) / runs.problem.n()).min(4_096) as u64;
    // Running sums, not every run: a billion runs take no more memory than ten.
    let mut tally = Tally::default();
    let mut complete = true;
    let mut first = 0;
    'batches: while first < runs.runs {
        let size = batch.min(runs.runs - first) as usize;
        let results: Vec<Mutex<Option<RunResult>>> = (0..size).map(|_| Mutex::new(None)).collect();
        let next = AtomicUsize::new(0);
        let worker = || {
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(slot) = results.get(i) else { return };
                if cancel.is_cancelled() {
                    return;
                }
                let seed = runs.seed.wrapping_add(first + i as u64);
                let result = run_one(runs.problem, &runs.search, runs.max_steps, seed, cancel);
                *slot.lock().unwrap_or_else(|e| e.into_inner()) = result;
            }
        };
        std::thread::scope(|scope| {
            spawn_up_to(scope, threads.min(size) - 1, || worker);
            worker();
        });
        for slot in results {
            let Some(result) = slot.into_inner().unwrap_or_else(|e| e.into_inner()) else {
                complete = false;
                break 'batches;
            };
            tally.add(&result);
            if sink(&result) == Control::Stop {
                complete = false;
                break 'batches;
            }
        }
        first += size as u64;
    }
    tally.summary(complete)
}

/// What the summary needs of the runs so far: counts, sums and two histograms.
#[derive(Default)]
struct Tally {
    solved: u64,
    failed: u64,
    steps_solved: u128,
    steps_failed: u128,
    steps: Histogram,
    /// Nanoseconds.
    nanos: Histogram,
}

impl Tally {
    fn add(&mut self, run: &RunResult) {
        if run.solved {
            self.solved += 1;
            self.steps_solved += u128::from(run.steps);
        } else {
            self.failed += 1;
            self.steps_failed += u128::from(run.steps);
        }
        self.steps.add(run.steps);
        self.nanos.add((run.seconds * 1e9) as u64);
    }

    fn summary(&self, complete: bool) -> Summary {
        let mean = |sum: u128, count: u64| (count > 0).then(|| sum as f64 / count as f64);
        Summary {
            runs: self.solved + self.failed,
            solved: self.solved,
            mean_steps_solved: mean(self.steps_solved, self.solved),
            mean_steps_failed: mean(self.steps_failed, self.failed),
            median_steps: self.steps.median(),
            median_seconds: self.nanos.median().map(|nanos| nanos / 1e9),
            complete,
        }
    }
}

/// How many values fell on each key: values below 2^16 exactly, larger ones rounded to
/// their 16 leading bits (a relative error under 2^-15), so the keys stay few (at most
/// 2^16 for each power of two) however many values come.
#[derive(Default)]
struct Histogram(std::collections::BTreeMap<u64, u64>);

/// Leading bits a value keeps in a [`Histogram`].
const KEPT_BITS: u32 = 16;

impl Histogram {
    fn add(&mut self, value: u64) {
        let drop = (u64::BITS - value.leading_zeros()).saturating_sub(KEPT_BITS);
        *self.0.entry(value >> drop << drop).or_default() += 1;
    }

    /// The middle value (the mean of the two middle ones for an even count).
    fn median(&self) -> Option<f64> {
        let count: u64 = self.0.values().sum();
        if count == 0 {
            return None;
        }
        // The values at (0-based) ranks (count - 1) / 2 and count / 2.
        let at = |rank: u64| {
            let mut seen = 0;
            for (&value, &times) in &self.0 {
                seen += times;
                if seen > rank {
                    return value as f64;
                }
            }
            unreachable!("the rank is below the count")
        };
        Some((at((count - 1) / 2) + at(count / 2)) / 2.0)
    }
}

/// The middle value of all the values (the mean of the two middle ones for an even count):
/// the reference the histogram is checked by, and the benchmarks' median.
pub fn median(values: &mut [f64]) -> Option<f64> {
    values.sort_by(f64::total_cmp);
    let m = values.len() / 2;
    match values.len() {
        0 => None,
        len if len % 2 == 1 => Some(values[m]),
        _ => Some((values[m - 1] + values[m]) / 2.0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn the_histograms_median_is_the_median(values in prop::collection::vec(prop_oneof![0u64..70_000, any::<u64>()], 0..200)) {
            let mut histogram = Histogram::default();
            for &v in &values {
                histogram.add(v);
            }
            let mut all: Vec<f64> = values.iter().map(|&v| v as f64).collect();
            match (histogram.median(), median(&mut all)) {
                (Some(got), Some(want)) => {
                    prop_assert!((got - want).abs() <= want * 2f64.powi(-15), "{got} vs {want}");
                    if values.iter().all(|&v| v < 1 << KEPT_BITS) {
                        prop_assert_eq!(got, want);
                    }
                }
                (got, want) => prop_assert_eq!(got, want),
            }
        }
    }
}
