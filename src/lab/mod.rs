//! The algorithms lab: the searches an algorithms or AI course teaches on the n-queens
//! puzzle, each a machine that steps forward and back exactly, deterministic given its
//! seed, that never moves a fixed queen. No drawing, no printing: the app, `nqueens
//! local|trace|tree|compare` and the tests drive the same values.
//!
//! - [`systematic`]: backtracking, forward checking and MRV, step by step and counted.
//! - [`exhaustive`]: every placement and every permutation, counted beside backtracking.
//! - [`local`]: hill climbing, min-conflicts, simulated annealing and the genetic
//!   algorithm on complete boards.
//! - [`compare`]: a row of figures per search and board size, as `nqueens compare` writes.
//! - [`tree`]: the search tree of a systematic search, as Graphviz DOT or JSON.

pub mod compare;
pub mod exhaustive;
pub mod local;
pub mod systematic;
pub mod tree;

use exhaustive::Generate;
use local::Algorithm;
use systematic::Method;

/// Any search of the lab, by the name the command line and the app give it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Search {
    Generate(Generate),
    Systematic(Method),
    Local(Algorithm),
}

/// Every search's name, in the order a lesson meets them.
pub const NAMES: [&str; 9] = [
    "all-placements",
    "permutations",
    "backtrack",
    "forward-checking",
    "mrv",
    "hill-climbing",
    "min-conflicts",
    "annealing",
    "genetic",
];

/// The local searches' parameters, each with the default the command line states.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Params {
    pub sideways: u64,
    pub restarts: u64,
    pub temperature: f64,
    pub cooling: f64,
    pub population: usize,
    pub mutation: f64,
    pub elite: usize,
}

impl Default for Params {
    fn default() -> Self {
        Params {
            sideways: 0,
            restarts: 0,
            temperature: 2.0,
            cooling: 0.999,
            population: 100,
            mutation: 0.1,
            elite: 0,
        }
    }
}

impl Search {
    /// The search called `name`, with `params` for a local one; the error names the
    /// searches there are, or the parameter out of range.
    pub fn parse(name: &str, params: &Params) -> Result<Search, String> {
        let p = params;
        let search = match name {
            "all-placements" => Search::Generate(Generate::AllPlacements),
            "permutations" => Search::Generate(Generate::Permutations),
            "backtrack" => Search::Systematic(Method::Backtrack),
            "forward-checking" => Search::Systematic(Method::ForwardChecking),
            "mrv" => Search::Systematic(Method::Mrv),
            "hill-climbing" => {
                Search::Local(Algorithm::HillClimbing { sideways: p.sideways, restarts: p.restarts })
            }
            "min-conflicts" => Search::Local(Algorithm::MinConflicts),
            "annealing" => {
                Search::Local(Algorithm::Annealing { temperature: p.temperature, cooling: p.cooling })
            }
            "genetic" => Search::Local(Algorithm::Genetic {
                population: p.population,
                mutation: p.mutation,
                elite: p.elite,
            }),
            _ => return Err(format!("unknown algorithm {name:?}: expected one of {}", NAMES.join(", "))),
        };
        if let Search::Local(algorithm) = &search {
            algorithm.check()?;
        }
        Ok(search)
    }

    pub fn name(&self) -> &'static str {
        match self {
            Search::Generate(g) => g.name(),
            Search::Systematic(m) => m.name(),
            Search::Local(a) => a.name(),
        }
    }
}
