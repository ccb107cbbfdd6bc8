//! Local search on complete boards, the formulation the textbooks use: a queen in every
//! row, in any column (columns may repeat); a move puts one free queen on another square of
//! its row; the cost h counts the pairs of queens that attack each other along a column or
//! a diagonal, whatever stands between. Fixed queens never move.
//!
//! Each algorithm is a [`Machine`]: deterministic given its seed, and, when built with
//! history, able to step back exactly (each step keeps the squares it emptied and the
//! generator's state before it).

mod annealing;
pub mod board;
mod genetic;
mod hill;
mod min_conflicts;
pub mod runs;

pub use annealing::Annealing;
pub use board::Board;
pub use genetic::Genetic;
pub use hill::HillClimbing;
pub use min_conflicts::MinConflicts;

use crate::board::Problem;
use crate::control::CancelFlag;
use crate::rng::Rng;
use serde::Serialize;

/// A local search and its parameters.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[serde(tag = "algorithm", rename_all = "kebab-case")]
pub enum Algorithm {
    /// Steepest ascent: up to `sideways` consecutive moves to an equal successor, up to
    /// `restarts` fresh random boards when stuck.
    HillClimbing { sideways: u64, restarts: u64 },
    /// A random queen under attack to the square of its row with the fewest conflicts.
    MinConflicts,
    /// A random move, taken if better, else with probability e^(−Δh/T); T = `temperature`
    /// × `cooling`^step.
    Annealing { temperature: f64, cooling: f64 },
    /// Generations of `population` boards; `mutation` the chance a child has one row moved;
    /// the `elite` best kept as they are.
    Genetic { population: usize, mutation: f64, elite: usize },
}

impl Algorithm {
    pub fn name(&self) -> &'static str {
        match self {
            Algorithm::HillClimbing { .. } => "hill-climbing",
            Algorithm::MinConflicts => "min-conflicts",
            Algorithm::Annealing { .. } => "annealing",
            Algorithm::Genetic { .. } => "genetic",
        }
    }

    /// The steps a run takes at most unless told otherwise (for the genetic algorithm,
    /// generations).
    pub fn default_max_steps(&self) -> u64 {
        match self {
            Algorithm::Genetic { .. } => 1_000,
            _ => 100_000,
        }
    }

    /// Why the parameters cannot run, if they cannot.
    pub fn check(&self) -> Result<(), String> {
        match *self {
            Algorithm::Annealing { temperature, cooling } => {
                if !(temperature.is_finite() && temperature > 0.0) {
                    return Err(format!("--temperature must be a number above 0 (got {temperature})"));
                }
                if !(cooling > 0.0 && cooling <= 1.0) {
                    return Err(format!("--cooling must be above 0 and at most 1 (got {cooling})"));
                }
            }
            Algorithm::Genetic { population, mutation, elite } => {
                if population < 2 {
                    return Err(format!("--population must be at least 2 (got {population})"));
                }
                if !(0.0..=1.0).contains(&mutation) {
                    return Err(format!("--mutation must be from 0 to 1 (got {mutation})"));
                }
                if elite >= population {
                    return Err(format!("--elite must be below --population ({population}) (got {elite})"));
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// A run of the algorithm from `seed`, with history (step back) or without.
    pub fn start(
        &self,
        problem: &Problem,
        max_steps: u64,
        seed: u64,
        history: bool,
    ) -> Box<dyn Machine + Send> {
        match *self {
            Algorithm::HillClimbing { sideways, restarts } => {
                Box::new(HillClimbing::new(problem, sideways, restarts, max_steps, seed, history))
            }
            Algorithm::MinConflicts => Box::new(MinConflicts::new(problem, max_steps, seed, history)),
            Algorithm::Annealing { temperature, cooling } => {
                Box::new(Annealing::new(problem, temperature, cooling, max_steps, seed, history))
            }
            Algorithm::Genetic { population, mutation, elite } => {
                Box::new(Genetic::new(problem, population, mutation, elite, max_steps, seed, history))
            }
        }
    }
}

/// What a step did.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[serde(tag = "op", rename_all = "kebab-case")]
pub enum Event {
    /// The queen of `row` moved (`from` = `to` when min-conflicts finds it best where it
    /// is); `h` after the move. `temperature` for annealing.
    Move {
        row: usize,
        from: u32,
        to: u32,
        h: u64,
        #[serde(skip_serializing_if = "Option::is_none")]
        temperature: Option<f64>,
    },
    /// Annealing refused the move it drew; `h` is unchanged.
    Reject { row: usize, from: u32, to: u32, h: u64, temperature: f64 },
    /// Hill climbing was stuck and started again from a random board (`h` its cost).
    Restart { restart: u64, h: u64 },
    /// The genetic algorithm bred a generation; `h` and `best_fitness` (pairs not attacking)
    /// are those of its best board.
    Generation { generation: u64, best_fitness: u64, h: u64 },
}

/// A local search that steps forward and back.
pub trait Machine {
    /// One step, or `None` once the run is over (solved, stuck or out of steps).
    fn step(&mut self) -> Option<Event>;
    /// [`Machine::step`], cut short with `None` (the board as it was) when `stop` is raised
    /// during a step slow enough to need it (hill climbing looks at n² squares a step).
    fn step_or_stop(&mut self, stop: &CancelFlag) -> Option<Event> {
        let _ = stop;
        self.step()
    }
    /// Undoes the last step exactly; `false` before the first step or without history.
    fn step_back(&mut self) -> bool;
    /// The board shown: columns by row (the genetic algorithm's best).
    fn cols(&self) -> &[u32];
    /// The shown board's cost.
    fn h(&self) -> u64;
    /// Steps taken: moves (hill climbing: restarts not included), proposals for annealing,
    /// generations for the genetic algorithm.
    fn steps(&self) -> u64;
}

/// The parts of [`Machine`] a single-board search takes from its `core` field.
macro_rules! machine_from_core {
    () => {
        fn step_back(&mut self) -> bool {
            self.core.step_back()
        }

        fn cols(&self) -> &[u32] {
            self.core.board.cols()
        }

        fn h(&self) -> u64 {
            self.core.board.h()
        }

        fn steps(&self) -> u64 {
            self.core.steps
        }
    };
}
use machine_from_core;

/// What a step must put back: the generator, the step count, the algorithm's own state
/// `S`, and each queen's square before the step moved it.
#[derive(Debug, Clone, PartialEq)]
struct Undo<S> {
    rng: Rng,
    steps: u64,
    extra: S,
    moved: Vec<(usize, u32)>,
}

/// What the single-board searches share: the board, the generator, the steps, and the
/// undo log.
#[derive(Debug, Clone, PartialEq)]
struct Core<S> {
    board: Board,
    rng: Rng,
    steps: u64,
    max_steps: u64,
    extra: S,
    history: Option<Vec<Undo<S>>>,
}

impl<S: Clone> Core<S> {
    /// A run from `seed`, whose generator first draws the starting board by `start`.
    fn new(
        problem: &Problem,
        seed: u64,
        start: fn(&Problem, &mut Rng) -> Board,
        max_steps: u64,
        extra: S,
        history: bool,
    ) -> Self {
        let mut rng = Rng::new(seed);
        let board = start(problem, &mut rng);
        Core { board, rng, steps: 0, max_steps, extra, history: history.then(Vec::new) }
    }

    /// Whether the run is over: solved or out of steps.
    fn done(&self) -> bool {
        self.board.h() == 0 || self.steps >= self.max_steps
    }

    /// What the step about to be taken must keep to be undone.
    fn begin(&self) -> Undo<S> {
        Undo { rng: self.rng.clone(), steps: self.steps, extra: self.extra.clone(), moved: Vec::new() }
    }

    fn set(&mut self, undo: &mut Undo<S>, row: usize, col: u32) {
        if self.history.is_some() {
            undo.moved.push((row, self.board.cols()[row]));
        }
        self.board.set(row, col);
    }

    fn commit(&mut self, undo: Undo<S>) {
        if let Some(history) = &mut self.history {
            history.push(undo);
        }
    }

    fn step_back(&mut self) -> bool {
        let Some(undo) = self.history.as_mut().and_then(Vec::pop) else { return false };
        for &(row, col) in undo.moved.iter().rev() {
            self.board.set(row, col);
        }
        (self.rng, self.steps, self.extra) = (undo.rng, undo.steps, undo.extra);
        true
    }
}

/// Among the moves of the free queens other than to their own square, one with the least
/// cost, ties broken uniformly at random: (row, column, cost), or `None` with no move.
fn best_move(board: &Board, rng: &mut Rng, stop: Option<&CancelFlag>) -> Option<(usize, u32, u64)> {
    let mut best = None;
    let mut ties = 0;
    for &row in board.free_rows() {
        if stop.is_some_and(CancelFlag::is_cancelled) {
            return None;
        }
        let row = row as usize;
        for col in 0..board.n() as u32 {
            if col == board.cols()[row] {
                continue;
            }
            let h = board.h_if(row, col as usize);
            pick(&mut best, &mut ties, (row, col, h), |a, b| a.2.cmp(&b.2), rng);
        }
    }
    best
}

/// Keeps the least of the candidates offered so far in `best`, a tie replacing it with
/// chance 1/`ties` (reservoir sampling: every tied one is equally likely in the end).
fn pick<T>(
    best: &mut Option<T>,
    ties: &mut u64,
    candidate: T,
    order: impl Fn(&T, &T) -> std::cmp::Ordering,
    rng: &mut Rng,
) {
    use std::cmp::Ordering::{Equal, Greater, Less};
    match best.as_ref().map_or(Less, |b| order(&candidate, b)) {
        Less => {
            *best = Some(candidate);
            *ties = 1;
        }
        Equal => {
            *ties += 1;
            if rng.below(*ties as usize) == 0 {
                *best = Some(candidate);
            }
        }
        Greater => {}
    }
}
