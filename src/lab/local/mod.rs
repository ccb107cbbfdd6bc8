//! Local search on complete boards, the formulation the textbooks use: a queen in every
//! row, in any column (columns may repeat); a move puts one free queen on another square of
//! its row; the cost h counts the pairs of queens that attack each other along a column or
//! a diagonal, whatever stands between. Fixed queens never move.
//!
//! Each algorithm is a [`Machine`], started from a [`Search`] by [`LocalMachine::start`]: deterministic given its seed, and, when built with
//! history, able to step back exactly (each step keeps the squares it emptied and the
//! generator's state before it).

mod annealing;
pub mod board;
mod genetic;
mod hill;
mod min_conflicts;
pub mod runs;
mod tabu;

pub use annealing::Annealing;
pub use board::LocalBoard;
pub use genetic::Genetic;
pub use hill::HillClimbing;
pub use min_conflicts::MinConflicts;
pub use tabu::Tabu;

use super::{Algorithm, Search};
use crate::board::Problem;
use crate::control::CancelFlag;
use crate::rng::Rng;
use serde::Serialize;

/// A run of a local search, each kept as itself so a view can ask it its own figures
/// (restarts, temperature, population).
#[derive(Debug, Clone, PartialEq)]
pub enum LocalMachine {
    Hill(HillClimbing),
    MinConflicts(MinConflicts),
    Annealing(Annealing),
    Genetic(Genetic),
    Tabu(Tabu),
}

impl LocalMachine {
    /// A run of `search` from `seed`, with history (step back) or without; `None` for a
    /// search that is not a local one.
    pub fn start(
        search: &Search,
        problem: &Problem,
        max_steps: u64,
        seed: u64,
        history: bool,
    ) -> Option<Self> {
        let p = &search.params;
        Some(match search.algorithm {
            Algorithm::HillClimbing => LocalMachine::Hill(HillClimbing::new(
                problem, p.sideways, p.restarts, max_steps, seed, history,
            )),
            Algorithm::MinConflicts => {
                LocalMachine::MinConflicts(MinConflicts::new(problem, max_steps, seed, history))
            }
            Algorithm::Annealing => LocalMachine::Annealing(Annealing::new(
                problem,
                p.temperature,
                p.cooling,
                max_steps,
                seed,
                history,
            )),
            Algorithm::Genetic => LocalMachine::Genetic(Genetic::new(
                problem,
                p.population,
                p.mutation,
                p.elite,
                max_steps,
                seed,
                history,
            )),
            Algorithm::Tabu => LocalMachine::Tabu(Tabu::new(problem, p.tenure, max_steps, seed, history)),
            _ => return None,
        })
    }

    /// Which search this is.
    pub fn algorithm(&self) -> Algorithm {
        match self {
            LocalMachine::Hill(_) => Algorithm::HillClimbing,
            LocalMachine::MinConflicts(_) => Algorithm::MinConflicts,
            LocalMachine::Annealing(_) => Algorithm::Annealing,
            LocalMachine::Genetic(_) => Algorithm::Genetic,
            LocalMachine::Tabu(_) => Algorithm::Tabu,
        }
    }

    /// The figures the search keeps of its own, beside h and its steps, for a view to show.
    pub fn figures(&self) -> Vec<Figure> {
        self.machine().figures()
    }

    /// The indents of `algorithm`'s pseudocode, a line each ([`Machine::code_line`] numbers
    /// them from 0); `None` for a search that is not a local one.
    pub fn code(algorithm: Algorithm) -> Option<&'static [u8]> {
        Some(match algorithm {
            Algorithm::HillClimbing => HillClimbing::CODE,
            Algorithm::MinConflicts => MinConflicts::CODE,
            Algorithm::Annealing => Annealing::CODE,
            Algorithm::Genetic => Genetic::CODE,
            Algorithm::Tabu => Tabu::CODE,
            _ => return None,
        })
    }

    pub fn machine(&self) -> &dyn Machine {
        match self {
            LocalMachine::Hill(m) => m,
            LocalMachine::MinConflicts(m) => m,
            LocalMachine::Annealing(m) => m,
            LocalMachine::Genetic(m) => m,
            LocalMachine::Tabu(m) => m,
        }
    }

    pub fn machine_mut(&mut self) -> &mut dyn Machine {
        match self {
            LocalMachine::Hill(m) => m,
            LocalMachine::MinConflicts(m) => m,
            LocalMachine::Annealing(m) => m,
            LocalMachine::Genetic(m) => m,
            LocalMachine::Tabu(m) => m,
        }
    }
}

/// A figure a local search keeps of its own, beside h and its steps. Its words are found by
/// `word`: the line `watch-figure-{word}` says it (given `$value`, and `$most` where there is
/// one), and `watch-figure-{word}-var` names it among the code's variables; so a new
/// search's figures need no new type, only their words.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Figure {
    pub word: &'static str,
    pub value: Value,
    /// The most the value can be, where its line says "of".
    pub most: Option<u64>,
}

impl Figure {
    pub fn count(word: &'static str, value: u64) -> Figure {
        Figure { word, value: Value::Count(value), most: None }
    }
}

/// A figure's value: a count (its words may take plural forms), or a number written with
/// `digits` decimals.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Value {
    Count(u64),
    Real { value: f64, digits: u8 },
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
    /// The line of its pseudocode (numbered from 0, as its `CODE` lists their indents) that
    /// `last`, the step shown, ran. Before the first step the stepper shows line 0, on a
    /// solution line 2 (`if h = 0: return`, the same in every local search), and once the
    /// run is over the last line.
    fn code_line(&self, last: &Event) -> usize;
    /// The figures it keeps of its own, for a view to show.
    fn figures(&self) -> Vec<Figure> {
        Vec::new()
    }
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
    board: LocalBoard,
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
        start: fn(&Problem, &mut Rng) -> LocalBoard,
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

/// Among the moves of the free queens other than to their own square that `allowed`
/// (row, column, cost) lets through, one with the least cost, ties broken uniformly at
/// random: (row, column, cost), or `None` with no move.
fn best_move(
    board: &LocalBoard,
    rng: &mut Rng,
    stop: Option<&CancelFlag>,
    allowed: impl Fn(usize, u32, u64) -> bool,
) -> Option<(usize, u32, u64)> {
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
            if allowed(row, col, h) {
                pick(&mut best, &mut ties, (row, col, h), |a, b| a.2.cmp(&b.2), rng);
            }
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

/// Whether `problem`'s fixed queens allow no solution at all, as the engine settles it within
/// `budget`: `Some(true)` none (the count with them is 0), `Some(false)` some, `None` not
/// settled in time or too wide to ask. A local search on such a board can only run out of
/// steps, so it is said before it starts.
pub fn fixed_allow_none(problem: &Problem, budget: web_time::Duration) -> Option<bool> {
    if problem.fixed().is_empty() || problem.n() > crate::board::MAX_N {
        return (problem.fixed().is_empty()).then_some(false);
    }
    let hints = crate::hints::hints(problem, budget, 1, &CancelFlag::new())?;
    hints.solvable().map(|some| !some)
}
