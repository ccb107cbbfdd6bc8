//! The one interface every search steps through, whichever the person chose: forward one
//! step, back one step exactly, and what a view draws of the step shown (the step, the
//! squares it refused, the line of pseudocode it ran, the board, h). A step back restores
//! all of it, so what a view shows after a step back is what it showed the first time.
//!
//! The pseudocode lines are numbered from 0, as the app lists them (its text is the app's,
//! in the person's language):
//! - backtracking: 0 `procedure place(row)`, 1 `if every row holds a queen: report a
//!   solution`, 2 `for col in row's columns`, 3 `if col and both diagonals are free`, 4
//!   `put a queen on (row, col)`, 5 `place(next empty row)`, 6 `take the queen back`, 7
//!   `return`;
//! - forward checking and MRV: 0 `procedure place(domains)`, 1 `report a solution`, 2
//!   `row ← …`, 3 `for col in domain[row]`, 4 `put a queen on (row, col)`, 5 `remove the
//!   squares it attacks`, 6 `if no domain is empty: place(domains)`, 7 `take the queen
//!   back`, 8 `return`;
//! - generate and test: 0 `for board in every board`, 1 `if no two queens attack: report
//!   a solution`, 2 `return`;
//! - a local search: as its machine's `CODE` lists them, and its
//!   [`Machine::code_line`](super::local::Machine::code_line) says which line a step ran.
//!
//! [`code`] gives each line's indent; the words of line k (from 1) are the app's
//! `watch-code-{name}-{k}`, so a new search brings its lines' shape with its machine.

use super::exhaustive::{Checked, Generator};
use super::local::{Event, LocalBoard, LocalMachine};
use super::systematic::{self, Systematic};
use super::{Algorithm, Family, Search};
use crate::board::Problem;

/// What a step did, by the kind of search.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Step {
    Board(Checked),
    Systematic(systematic::Step),
    Local(Event),
}

/// A local search played step by step: the machine (with history, so a step back is
/// exact), the events of the steps taken (the last one is the move shown), and whether a
/// step found the run over.
#[derive(Debug, Clone, PartialEq)]
pub struct LocalRun {
    problem: Problem,
    machine: LocalMachine,
    events: Vec<Event>,
    max_steps: u64,
    ended: bool,
}

impl LocalRun {
    pub fn problem(&self) -> &Problem {
        &self.problem
    }

    pub fn machine(&self) -> &LocalMachine {
        &self.machine
    }

    /// The events of the steps taken, oldest first.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// The shown board's cost table: `h_if(row, col)` for every square.
    pub fn board(&self) -> LocalBoard {
        LocalBoard::from_cols(&self.problem, self.machine.machine().cols())
    }

    pub fn finished(&self) -> bool {
        let m = self.machine.machine();
        self.ended || m.h() == 0 || m.steps() >= self.max_steps
    }

    /// Whether the run has taken all the steps it may: over without a solution, it was out
    /// of steps rather than stuck (hill climbing with no better move, no sideways move and
    /// no restart left).
    pub fn out_of_steps(&self) -> bool {
        self.machine.machine().steps() >= self.max_steps
    }
}

/// A search being stepped.
#[derive(Debug, Clone, PartialEq)]
pub enum Stepper {
    Generate(Generator),
    Systematic(Systematic),
    /// Boxed: a local run is several times the size of the others.
    Local(Box<LocalRun>),
}

impl Stepper {
    /// `search` on `problem` before its first step, able to step back; `seed` seeds a
    /// local search's choices, which stops after its own most steps.
    pub fn new(problem: &Problem, search: &Search, seed: u64) -> Stepper {
        Stepper::start(problem, search, seed, search.algorithm.default_max_steps(), true)
    }

    /// The same without history (a step back does nothing), for a run played only forward,
    /// a local search stopping after `max_steps`.
    pub fn forward_only(problem: &Problem, search: &Search, seed: u64, max_steps: u64) -> Stepper {
        Stepper::start(problem, search, seed, max_steps, false)
    }

    fn start(problem: &Problem, search: &Search, seed: u64, max_steps: u64, history: bool) -> Stepper {
        let algorithm = search.algorithm;
        match algorithm.family() {
            Family::Generate => Stepper::Generate(Generator::new(problem, algorithm)),
            Family::Systematic if history => Stepper::Systematic(Systematic::new(problem, algorithm)),
            Family::Systematic => Stepper::Systematic(Systematic::counting(problem, algorithm)),
            Family::Local => {
                let machine = LocalMachine::start(search, problem, max_steps, seed, history)
                    .expect("a local search starts a local machine");
                Stepper::Local(Box::new(LocalRun {
                    problem: problem.clone(),
                    machine,
                    events: Vec::new(),
                    max_steps,
                    ended: false,
                }))
            }
        }
    }

    pub fn n(&self) -> usize {
        match self {
            Stepper::Generate(g) => g.shown().len(),
            Stepper::Systematic(s) => s.n(),
            Stepper::Local(l) => l.problem.n(),
        }
    }

    /// Steps taken: boards generated; places and removes; a local search's events,
    /// restarts included.
    pub fn steps(&self) -> u64 {
        match self {
            Stepper::Generate(g) => g.tally().candidates,
            Stepper::Systematic(s) => s.counters().steps,
            Stepper::Local(l) => l.events.len() as u64,
        }
    }

    pub fn finished(&self) -> bool {
        match self {
            Stepper::Generate(g) => g.finished(),
            Stepper::Systematic(s) => s.finished(),
            Stepper::Local(l) => l.finished(),
        }
    }

    /// Whether the board shown is a solution.
    pub fn is_solution(&self) -> bool {
        match self {
            Stepper::Generate(g) => g.last().is_some_and(|c| c.solution),
            Stepper::Systematic(s) => s.is_solution(),
            Stepper::Local(l) => l.machine.machine().h() == 0,
        }
    }

    /// The queen of each row shown, fixed ones included.
    pub fn cols(&self) -> Vec<Option<u32>> {
        match self {
            Stepper::Generate(g) => g.shown(),
            Stepper::Systematic(s) => s.cols().to_vec(),
            Stepper::Local(l) => l.machine.machine().cols().iter().map(|&c| Some(c)).collect(),
        }
    }

    /// The shown board's cost h (a local search's).
    pub fn h(&self) -> Option<u64> {
        match self {
            Stepper::Local(l) => Some(l.machine.machine().h()),
            _ => None,
        }
    }

    /// One step forward, or `None` once the search is over.
    pub fn step(&mut self) -> Option<Step> {
        match self {
            Stepper::Generate(g) => g.step().map(Step::Board),
            Stepper::Systematic(s) => s.step().map(Step::Systematic),
            Stepper::Local(l) => {
                if l.finished() {
                    return None;
                }
                let event = l.machine.machine_mut().step();
                match event {
                    Some(e) => l.events.push(e),
                    None => l.ended = true,
                }
                event.map(Step::Local)
            }
        }
    }

    /// Undoes the last step exactly; `false` at the start.
    pub fn step_back(&mut self) -> bool {
        match self {
            Stepper::Generate(g) => g.step_back(),
            Stepper::Systematic(s) => s.step_back(),
            Stepper::Local(l) => {
                // Finding the run over is not a step: a step back undoes the last move.
                l.ended = false;
                if l.events.is_empty() || !l.machine.machine_mut().step_back() {
                    return false;
                }
                l.events.pop();
                true
            }
        }
    }

    /// The step shown: the last one taken (`None` before the first). A step back shows the
    /// one before again.
    pub fn last(&self) -> Option<Step> {
        match self {
            Stepper::Generate(g) => g.last().map(Step::Board),
            Stepper::Systematic(s) => s.last().map(Step::Systematic),
            Stepper::Local(l) => l.events.last().copied().map(Step::Local),
        }
    }

    /// The squares the shown step's scan tried and refused, left to right (backtracking's;
    /// at the end, those of the scan that found nothing left).
    pub fn refused(&self) -> Vec<(usize, usize)> {
        match self {
            Stepper::Systematic(s) => s.refused().squares().collect(),
            _ => Vec::new(),
        }
    }

    /// The line of the algorithm's pseudocode the shown step ran (numbered as in the
    /// module's notes): the first before any step, the `return` once the search is over.
    pub fn line(&self) -> usize {
        let algorithm = self.algorithm();
        let last_line = code_lines(algorithm) - 1;
        match self {
            Stepper::Generate(_) if self.finished() => last_line,
            Stepper::Generate(g) => usize::from(g.last().is_some_and(|c| c.solution)),
            Stepper::Systematic(s) => {
                let backtrack = algorithm == Algorithm::Backtrack;
                match s.last() {
                    _ if s.finished() => last_line,
                    _ if s.is_solution() && s.counters().steps > 0 => 1,
                    None => 0,
                    Some(systematic::Step::Place { .. }) if backtrack => 4,
                    Some(systematic::Step::Remove { .. }) if backtrack => 6,
                    Some(systematic::Step::Place { dead_end: true, .. }) => 6,
                    Some(systematic::Step::Place { .. }) => 5,
                    Some(systematic::Step::Remove { .. }) => 7,
                }
            }
            Stepper::Local(l) => match l.events.last() {
                _ if l.machine.machine().h() == 0 => 2,
                _ if l.finished() => last_line,
                None => 0,
                Some(event) => l.machine.machine().code_line(event),
            },
        }
    }

    pub fn algorithm(&self) -> Algorithm {
        match self {
            Stepper::Generate(g) => g.algorithm(),
            Stepper::Systematic(s) => s.algorithm(),
            Stepper::Local(l) => l.machine.algorithm(),
        }
    }
}

/// The indents (in spaces, the nesting, the same in every language) of the lines of
/// `algorithm`'s pseudocode, numbered as in the module's notes.
pub fn code(algorithm: Algorithm) -> &'static [u8] {
    match algorithm.family() {
        Family::Generate => &[0, 2, 0],
        Family::Systematic if algorithm == Algorithm::Backtrack => &[0, 2, 2, 4, 6, 6, 6, 2],
        Family::Systematic => &[0, 2, 2, 2, 4, 4, 4, 4, 2],
        Family::Local => LocalMachine::code(algorithm).expect("a local search has a local machine"),
    }
}

/// How many lines the pseudocode of `algorithm` has (as the module's notes number them).
pub fn code_lines(algorithm: Algorithm) -> usize {
    code(algorithm).len()
}
