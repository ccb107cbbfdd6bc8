//! Whether some solution goes through each square, for boards too big to count: the fast
//! solver looks for a solution through each square not yet known to have one, and every
//! solution it finds marks all of its squares, so far fewer solves than squares are needed.
//!
//! Each solve gets a small time of its own; squares whose solve runs out of it are tried
//! again with four times as long, until the whole budget is spent.

use super::Cell;
use super::stop::Stop;
use crate::board::{Problem, Queen};
use crate::control::{CancelFlag, Control, Progress, spawn_up_to, worker_count};
use crate::plan::SolvePlan;
use crate::stream::{Filter, Found, Outcome};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use web_time::{Duration, Instant};

/// The time of each solve in the first round: the fast solver's median first solution on
/// 64-wide boards is a few milliseconds (benches/first_solution.rs).
const FIRST_SOLVE_TIME: Duration = Duration::from_millis(40);
/// How often the watching thread looks at the solves' clocks.
const WATCH_EVERY: Duration = Duration::from_millis(1);

/// What one solve ended with.
pub(super) enum Solved {
    Found(Vec<u32>),
    /// The whole tree was searched: there is no solution.
    NoSolution,
    /// Stopped before either.
    Unknown,
}

/// One solution of `problem`, or a proof that there is none, unless `flag` stops it first.
pub(super) fn solve(problem: &Problem, flag: &CancelFlag) -> Solved {
    let plan = SolvePlan::new(problem, Filter::All, Some(1), 1);
    let mut found = None;
    let summary = plan.run(problem, &Progress::new(), flag, &mut |s: Found<'_>| {
        found = Some(s.cols.to_vec());
        Control::Stop
    });
    match (found, summary.outcome) {
        (Some(cols), _) => Solved::Found(cols),
        (None, Outcome::Exhausted) => Solved::NoSolution,
        (None, _) => Solved::Unknown,
    }
}

/// [`solve`] within `time` (and `stop`), on the calling thread with a watcher beside it.
pub(super) fn solve_within(problem: &Problem, time: Duration, stop: &Stop<'_>) -> Solved {
    let flag = CancelFlag::new();
    let end = (Instant::now() + time).min(stop.deadline);
    let done = AtomicBool::new(false);
    std::thread::scope(|scope| {
        let watch = || {
            while !done.load(Ordering::Relaxed) {
                if stop.check() || Instant::now() >= end {
                    flag.cancel();
                    break;
                }
                std::thread::park_timeout(WATCH_EVERY);
            }
        };
        // Unwatched, a solve could run past its time: where no thread starts, none runs.
        let Ok(watcher) = std::thread::Builder::new().spawn_scoped(scope, watch) else {
            return Solved::Unknown;
        };
        let solved = solve(problem, &flag);
        done.store(true, Ordering::Relaxed);
        watcher.thread().unpark();
        solved
    })
}

/// One thing to solve: the problem itself, or the problem with a queen on a square.
#[derive(Clone, Copy)]
enum Task {
    Base,
    Square(usize),
}

/// Decides the `Unknown` cells of `cells` (row-major) as `Possible` or `Dead` until done or
/// `stop` ends it. Returns whether the fixed queens allow some solution, where known.
pub(super) fn decide(problem: &Problem, cells: &mut [Cell], threads: usize, stop: &Stop<'_>) -> Option<bool> {
    let mut solvable = None;
    let mut time = FIRST_SOLVE_TIME;
    while !stop.check() {
        let mut tasks = Vec::new();
        if solvable.is_none() {
            tasks.push(Task::Base);
        }
        tasks.extend((0..cells.len()).filter(|&i| cells[i] == Cell::Unknown).map(Task::Square));
        if tasks.is_empty() {
            break;
        }
        let round = Round::new(problem, cells, tasks, time, worker_count(threads), stop);
        let Some((outcome, decided)) = round.run() else {
            break; // no worker could start: the cells stay undecided
        };
        cells.copy_from_slice(&decided);
        solvable = solvable.or(outcome);
        if solvable == Some(false) {
            break;
        }
        time = time.saturating_mul(4);
    }
    solvable
}

/// One round: every task tried once, within `time` each, on worker threads, while the
/// calling thread stops the solves that run over.
struct Round<'a> {
    problem: &'a Problem,
    cells: Mutex<Vec<Cell>>,
    tasks: Vec<Task>,
    next: AtomicUsize,
    time: Duration,
    /// Set when some solution is found (true) or none exists (false).
    solvable: Mutex<Option<bool>>,
    /// Each worker's solve under way: when it must end, and how to end it.
    slots: Vec<Mutex<Option<(Instant, CancelFlag)>>>,
    running: AtomicUsize,
    stop: &'a Stop<'a>,
}

impl<'a> Round<'a> {
    fn new(
        problem: &'a Problem,
        cells: &[Cell],
        tasks: Vec<Task>,
        time: Duration,
        workers: usize,
        stop: &'a Stop<'a>,
    ) -> Self {
        let workers = workers.min(tasks.len()).max(1);
        Round {
            problem,
            cells: Mutex::new(cells.to_vec()),
            tasks,
            next: AtomicUsize::new(0),
            time,
            solvable: Mutex::new(None),
            slots: (0..workers).map(|_| Mutex::new(None)).collect(),
            running: AtomicUsize::new(workers),
            stop,
        }
    }

    /// Runs the round; `None` when the system starts no worker thread.
    fn run(self) -> Option<(Option<bool>, Vec<Cell>)> {
        let main = std::thread::current();
        let started = std::thread::scope(|scope| {
            let mut slots = self.slots.iter();
            let started = spawn_up_to(scope, self.slots.len(), || {
                let (main, round) = (main.clone(), &self);
                let slot = slots.next().expect("one slot a worker");
                move || {
                    round.work(slot);
                    round.running.fetch_sub(1, Ordering::Relaxed);
                    main.unpark();
                }
            });
            // Slots no thread took are not running.
            self.running.fetch_sub(self.slots.len() - started, Ordering::Relaxed);
            self.watch();
            started
        });
        let solvable = *lock(&self.solvable);
        (started > 0).then(|| (solvable, self.cells.into_inner().unwrap_or_else(|e| e.into_inner())))
    }

    /// Ends the solves that run past their time, or all of them when the search stops.
    fn watch(&self) {
        while self.running.load(Ordering::Relaxed) > 0 {
            std::thread::park_timeout(WATCH_EVERY);
            let halted = self.stop.check() || *lock(&self.solvable) == Some(false);
            let now = Instant::now();
            for slot in &self.slots {
                if let Some((end, flag)) = lock(slot).as_ref()
                    && (halted || now >= *end)
                {
                    flag.cancel();
                }
            }
        }
    }

    fn work(&self, slot: &Mutex<Option<(Instant, CancelFlag)>>) {
        let n = self.problem.n();
        loop {
            if self.stop.halted() || *lock(&self.solvable) == Some(false) {
                return;
            }
            let Some(&task) = self.tasks.get(self.next.fetch_add(1, Ordering::Relaxed)) else {
                return;
            };
            let problem = match task {
                Task::Base => self.problem.clone(),
                Task::Square(i) => {
                    if lock(&self.cells)[i] != Cell::Unknown {
                        continue; // a solution found meanwhile goes through it
                    }
                    let mut fixed = self.problem.fixed().to_vec();
                    fixed.push(Queen::new(i / n, i % n));
                    match Problem::new(n, fixed) {
                        Ok(problem) => problem,
                        // Not reached: only squares no fixed queen attacks are Unknown.
                        Err(_) => continue,
                    }
                }
            };
            let flag = CancelFlag::new();
            *lock(slot) = Some(((Instant::now() + self.time).min(self.stop.deadline), flag.clone()));
            let solved = solve(&problem, &flag);
            *lock(slot) = None;
            match (solved, task) {
                (Solved::Found(cols), _) => {
                    *lock(&self.solvable) = Some(true);
                    let mut cells = lock(&self.cells);
                    for (row, &col) in cols.iter().enumerate() {
                        let cell = &mut cells[row * n + col as usize];
                        if *cell == Cell::Unknown {
                            *cell = Cell::Possible;
                        }
                    }
                }
                (Solved::NoSolution, Task::Base) => *lock(&self.solvable) = Some(false),
                (Solved::NoSolution, Task::Square(i)) => lock(&self.cells)[i] = Cell::Dead,
                (Solved::Unknown, _) => {}
            }
        }
    }
}

/// A lock whose holder cannot leave the data half-changed, so a panic elsewhere does not
/// make it unusable.
fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}
