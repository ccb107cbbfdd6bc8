//! The search a Watch plays, whichever the person chose: the textbook backtracking
//! ([`Tracer`]), forward checking or MRV ([`Systematic`]), or a local search of the lab.
//! One value with one set of questions (step, step back, finished, the board), so the
//! clock, the controls and the panel never ask which algorithm runs.

use crate::board::Problem;
use crate::lab::Params;
use crate::lab::local::{self, Annealing, Genetic, HillClimbing, Machine, MinConflicts};
use crate::lab::systematic::{self, Method, Systematic};
use crate::trace::{self, Op, Tracer};

/// The algorithms Watch offers, in the order a lesson meets them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Algorithm {
    #[default]
    Backtrack,
    ForwardChecking,
    Mrv,
    HillClimbing,
    MinConflicts,
    Annealing,
    Genetic,
}

impl Algorithm {
    pub const ALL: [Algorithm; 7] = [
        Algorithm::Backtrack,
        Algorithm::ForwardChecking,
        Algorithm::Mrv,
        Algorithm::HillClimbing,
        Algorithm::MinConflicts,
        Algorithm::Annealing,
        Algorithm::Genetic,
    ];

    /// Whether it works on complete boards (h, moves, a seed) rather than placing queens.
    pub fn is_local(self) -> bool {
        matches!(
            self,
            Algorithm::HillClimbing | Algorithm::MinConflicts | Algorithm::Annealing | Algorithm::Genetic
        )
    }

    /// The lab's local search with `params`, for a local algorithm.
    pub fn local(self, p: &Params) -> Option<local::Algorithm> {
        Some(match self {
            Algorithm::HillClimbing => {
                local::Algorithm::HillClimbing { sideways: p.sideways, restarts: p.restarts }
            }
            Algorithm::MinConflicts => local::Algorithm::MinConflicts,
            Algorithm::Annealing => {
                local::Algorithm::Annealing { temperature: p.temperature, cooling: p.cooling }
            }
            Algorithm::Genetic => {
                local::Algorithm::Genetic { population: p.population, mutation: p.mutation, elite: p.elite }
            }
            _ => return None,
        })
    }
}

/// What a Watch runs: the algorithm, its parameters and the seed of its generator (a run
/// is its seed: the same setup plays the same steps again).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Setup {
    pub algorithm: Algorithm,
    pub seed: u64,
    pub params: Params,
}

// The panel's fields keep every parameter a finite number, so equality is total.
impl Eq for Setup {}

impl Default for Setup {
    fn default() -> Self {
        Setup { algorithm: Algorithm::default(), seed: 1, params: Params::default() }
    }
}

impl Setup {
    /// Why the parameters cannot run, if they cannot (as the lab says it).
    pub fn check(&self) -> Result<(), String> {
        self.algorithm.local(&self.params).map_or(Ok(()), |a| a.check())
    }
}

/// A local search of the lab, each kept as itself so the panel can ask it its own figures
/// (restarts, temperature, population).
#[derive(Debug, Clone, PartialEq)]
pub enum LocalMachine {
    Hill(HillClimbing),
    MinConflicts(MinConflicts),
    Annealing(Annealing),
    Genetic(Genetic),
}

impl LocalMachine {
    pub fn machine(&self) -> &dyn Machine {
        match self {
            LocalMachine::Hill(m) => m,
            LocalMachine::MinConflicts(m) => m,
            LocalMachine::Annealing(m) => m,
            LocalMachine::Genetic(m) => m,
        }
    }

    fn machine_mut(&mut self) -> &mut dyn Machine {
        match self {
            LocalMachine::Hill(m) => m,
            LocalMachine::MinConflicts(m) => m,
            LocalMachine::Annealing(m) => m,
            LocalMachine::Genetic(m) => m,
        }
    }
}

/// A local search played in Watch: the machine (with history, so a step back is exact), the
/// events of the steps taken (the last one is the move shown), and whether a step found the
/// run over.
#[derive(Debug, Clone, PartialEq)]
pub struct LocalRun {
    pub problem: Problem,
    pub machine: LocalMachine,
    pub events: Vec<local::Event>,
    max_steps: u64,
    ended: bool,
}

impl LocalRun {
    /// The shown board's cost table: `h_if(row, col)` for every square.
    pub fn board(&self) -> local::Board {
        local::Board::from_cols(&self.problem, self.machine.machine().cols())
    }

    pub fn finished(&self) -> bool {
        let m = self.machine.machine();
        self.ended || m.h() == 0 || m.steps() >= self.max_steps
    }
}

/// What the last step did, by the kind of search.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Last {
    Trace(trace::Event),
    Systematic(systematic::Step),
    Local(local::Event),
}

/// The search itself.
#[derive(Debug, Clone, PartialEq)]
pub enum Search {
    Backtrack(Tracer),
    Systematic(Systematic),
    /// Boxed: a local run is several times the size of the others.
    Local(Box<LocalRun>),
}

impl Search {
    /// The search `setup` describes on `problem`, before its first step.
    pub fn new(problem: &Problem, setup: &Setup) -> Search {
        let (p, seed) = (&setup.params, setup.seed);
        let local = |machine, max_steps| {
            Search::Local(Box::new(LocalRun {
                problem: problem.clone(),
                machine,
                events: Vec::new(),
                max_steps,
                ended: false,
            }))
        };
        let max = setup.algorithm.local(p).map_or(0, |a| a.default_max_steps());
        match setup.algorithm {
            Algorithm::Backtrack => Search::Backtrack(Tracer::new(problem)),
            Algorithm::ForwardChecking => {
                Search::Systematic(Systematic::new(problem, Method::ForwardChecking))
            }
            Algorithm::Mrv => Search::Systematic(Systematic::new(problem, Method::Mrv)),
            Algorithm::HillClimbing => local(
                LocalMachine::Hill(HillClimbing::new(problem, p.sideways, p.restarts, max, seed, true)),
                max,
            ),
            Algorithm::MinConflicts => {
                local(LocalMachine::MinConflicts(MinConflicts::new(problem, max, seed, true)), max)
            }
            Algorithm::Annealing => local(
                LocalMachine::Annealing(Annealing::new(problem, p.temperature, p.cooling, max, seed, true)),
                max,
            ),
            Algorithm::Genetic => local(
                LocalMachine::Genetic(Genetic::new(
                    problem,
                    p.population,
                    p.mutation,
                    p.elite,
                    max,
                    seed,
                    true,
                )),
                max,
            ),
        }
    }

    pub fn n(&self) -> usize {
        match self {
            Search::Backtrack(t) => t.n(),
            Search::Systematic(s) => s.n(),
            Search::Local(l) => l.problem.n(),
        }
    }

    /// Steps taken (places and removes; for a local search, every event, restarts included).
    pub fn steps(&self) -> u64 {
        match self {
            Search::Backtrack(t) => t.counters().steps,
            Search::Systematic(s) => s.counters().steps,
            Search::Local(l) => l.events.len() as u64,
        }
    }

    pub fn finished(&self) -> bool {
        match self {
            Search::Backtrack(t) => t.finished(),
            Search::Systematic(s) => s.finished(),
            Search::Local(l) => l.finished(),
        }
    }

    /// Whether the board shown is a solution.
    pub fn is_solution(&self) -> bool {
        match self {
            Search::Backtrack(t) => t.is_solution(),
            Search::Systematic(s) => s.is_solution(),
            Search::Local(l) => l.machine.machine().h() == 0,
        }
    }

    /// The queen of each row shown, fixed ones included.
    pub fn cols(&self) -> Vec<Option<u32>> {
        match self {
            Search::Backtrack(t) => t.cols().to_vec(),
            Search::Systematic(s) => s.cols().to_vec(),
            Search::Local(l) => l.machine.machine().cols().iter().map(|&c| Some(c)).collect(),
        }
    }

    /// One step forward; `reject` sees the squares backtracking tried and refused.
    pub fn step(&mut self, mut reject: impl FnMut(usize, usize)) -> Option<Last> {
        match self {
            Search::Backtrack(t) => t
                .step(|e| {
                    if e.op == Op::Reject {
                        reject(e.row, e.col);
                    }
                })
                .map(Last::Trace),
            Search::Systematic(s) => s.step().map(Last::Systematic),
            Search::Local(l) => {
                if l.finished() {
                    return None;
                }
                let event = l.machine.machine_mut().step();
                match event {
                    Some(e) => l.events.push(e),
                    None => l.ended = true,
                }
                event.map(Last::Local)
            }
        }
    }

    /// Undoes the last step exactly; `false` at the start.
    pub fn step_back(&mut self) -> bool {
        match self {
            Search::Backtrack(t) => t.step_back().is_some(),
            Search::Systematic(s) => s.step_back(),
            Search::Local(l) => {
                l.ended = false;
                if l.events.pop().is_none() {
                    return false;
                }
                l.machine.machine_mut().step_back()
            }
        }
    }
}
