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
use std::time::Instant;

/// Steps between two reads of the stop flag.
const CHECK_EVERY: u64 = 256;

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

/// What the runs add up to. Means and medians are `None` over no runs.
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
    let start = Instant::now();
    let mut run = LocalMachine::start(search, problem, max_steps, seed, false)?;
    let machine = run.machine_mut();
    let mut taken = 0u64;
    while machine.step().is_some() {
        taken += 1;
        if taken.is_multiple_of(CHECK_EVERY) && cancel.is_cancelled() {
            return None;
        }
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
    let (mut solved_steps, mut failed_steps, mut seconds) = (Vec::new(), Vec::new(), Vec::new());
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
            if result.solved { &mut solved_steps } else { &mut failed_steps }.push(result.steps as f64);
            seconds.push(result.seconds);
            if sink(&result) == Control::Stop {
                complete = false;
                break 'batches;
            }
        }
        first += size as u64;
    }
    let mut steps: Vec<f64> = solved_steps.iter().chain(&failed_steps).copied().collect();
    Summary {
        runs: (solved_steps.len() + failed_steps.len()) as u64,
        solved: solved_steps.len() as u64,
        mean_steps_solved: mean(&solved_steps),
        mean_steps_failed: mean(&failed_steps),
        median_steps: median(&mut steps),
        median_seconds: median(&mut seconds),
        complete,
    }
}

fn mean(values: &[f64]) -> Option<f64> {
    (!values.is_empty()).then(|| values.iter().sum::<f64>() / values.len() as f64)
}

/// The middle value (the mean of the two middle ones for an even count).
pub fn median(values: &mut [f64]) -> Option<f64> {
    values.sort_by(f64::total_cmp);
    let m = values.len() / 2;
    match values.len() {
        0 => None,
        len if len % 2 == 1 => Some(values[m]),
        _ => Some((values[m - 1] + values[m]) / 2.0),
    }
}
