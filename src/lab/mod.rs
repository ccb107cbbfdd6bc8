//! The algorithms lab: the searches an algorithms or AI course teaches on the n-queens
//! puzzle, each a machine that steps forward and back exactly, deterministic given its
//! seed, that never moves a fixed queen. No drawing, no printing: the app, `nqueens
//! local|trace|tree|compare` and the tests drive the same values.
//!
//! - [`Algorithm`]: the one name of every search, as the command line, the app and the CSV
//!   give it; [`Search`] is an algorithm with its parameters.
//! - [`stepper`]: the one interface every watched search steps through, forward and back,
//!   with what a view draws of each step.
//! - [`systematic`]: backtracking, forward checking and MRV, step by step and counted;
//!   [`nodes`] counts backtracking's nodes fast.
//! - [`exhaustive`]: every placement and every permutation, counted beside backtracking.
//! - [`local`]: hill climbing, min-conflicts, simulated annealing and the genetic
//!   algorithm on complete boards.
//! - [`compare`]: a row of figures per search and board size, as `nqueens compare` writes.
//! - [`tree`]: the search tree of a systematic search, as Graphviz DOT or JSON.

pub mod compare;
pub mod estimate;
pub mod exhaustive;
pub mod local;
pub mod nodes;
pub mod params;
pub mod stepper;
pub mod systematic;
pub mod tree;

use serde::de::{Deserialize, Deserializer};
use serde::ser::{Serialize, SerializeMap, Serializer};

/// Every search of the lab, in the order a lesson meets them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Algorithm {
    /// Generate and test: every placement of one queen a row (n^n boards).
    AllPlacements,
    /// Generate and test: every permutation of the columns (n! boards).
    Permutations,
    /// Rows top to bottom, columns left to right, a square tried only if no queen attacks it.
    #[default]
    Backtrack,
    /// As backtracking, and after each placement the attacked squares leave the rows still
    /// empty: a row left without a square is a dead end at once.
    ForwardChecking,
    /// Forward checking, filling next the empty row with the fewest squares left (the
    /// topmost of those tied).
    Mrv,
    /// Steepest ascent, with sideways moves and restarts.
    HillClimbing,
    /// A random queen under attack to the square of its row with the fewest conflicts.
    MinConflicts,
    /// Simulated annealing: random moves, worse ones taken by chance as T falls.
    Annealing,
    /// Generations of boards bred by fitness.
    Genetic,
    /// The best move not made tabu by a recent one, even a worse one.
    Tabu,
}

/// Written as its name.
impl Serialize for Algorithm {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

/// Read from its name.
impl<'de> Deserialize<'de> for Algorithm {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let name = String::deserialize(deserializer)?;
        Algorithm::from_name(&name).map_err(serde::de::Error::custom)
    }
}

/// How a search works, which decides what it reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Family {
    /// Every complete board, each checked.
    Generate,
    /// Queens placed one at a time, with backtracking.
    Systematic,
    /// Moves on complete boards, guided by the cost h.
    Local,
}

impl Algorithm {
    pub const ALL: [Algorithm; 10] = [
        Algorithm::AllPlacements,
        Algorithm::Permutations,
        Algorithm::Backtrack,
        Algorithm::ForwardChecking,
        Algorithm::Mrv,
        Algorithm::HillClimbing,
        Algorithm::MinConflicts,
        Algorithm::Annealing,
        Algorithm::Genetic,
        Algorithm::Tabu,
    ];

    /// The name the command line, the CSV and the JSON documents give it.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::AllPlacements => "all-placements",
            Algorithm::Permutations => "permutations",
            Algorithm::Backtrack => "backtrack",
            Algorithm::ForwardChecking => "forward-checking",
            Algorithm::Mrv => "mrv",
            Algorithm::HillClimbing => "hill-climbing",
            Algorithm::MinConflicts => "min-conflicts",
            Algorithm::Annealing => "annealing",
            Algorithm::Genetic => "genetic",
            Algorithm::Tabu => "tabu",
        }
    }

    /// The search called `name`; the error names the searches there are.
    pub fn from_name(name: &str) -> Result<Algorithm, String> {
        Algorithm::ALL.into_iter().find(|a| a.name() == name).ok_or_else(|| {
            let names: Vec<&str> = Algorithm::ALL.iter().map(|a| a.name()).collect();
            format!("unknown algorithm {name:?}: expected one of {}", names.join(", "))
        })
    }

    pub fn family(self) -> Family {
        match self {
            Algorithm::AllPlacements | Algorithm::Permutations => Family::Generate,
            Algorithm::Backtrack | Algorithm::ForwardChecking | Algorithm::Mrv => Family::Systematic,
            Algorithm::HillClimbing
            | Algorithm::MinConflicts
            | Algorithm::Annealing
            | Algorithm::Genetic
            | Algorithm::Tabu => Family::Local,
        }
    }

    /// Whether it works on complete boards (h, moves, a seed) rather than placing queens.
    pub fn is_local(self) -> bool {
        self.family() == Family::Local
    }

    /// The steps a local run takes at most unless told otherwise (for the genetic
    /// algorithm, generations).
    pub fn default_max_steps(self) -> u64 {
        match self {
            Algorithm::Genetic => 1_000,
            _ => 100_000,
        }
    }
}

/// The local searches' parameters, each with its default ([`params::Param`] describes them).
#[derive(Debug, Clone, Copy, PartialEq, serde::Deserialize)]
#[serde(default)]
pub struct Params {
    /// Hill climbing: consecutive moves to an equal successor allowed.
    pub sideways: u64,
    /// Hill climbing: fresh random boards when stuck.
    pub restarts: u64,
    /// Annealing: T = `temperature` × `cooling`^step.
    pub temperature: f64,
    pub cooling: f64,
    /// Genetic: boards in a generation; the chance a child has one row moved; the best kept
    /// as they are.
    pub population: usize,
    pub mutation: f64,
    pub elite: usize,
    /// Tabu search: steps a queen may not return to the square it left.
    pub tenure: u64,
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
            tenure: 10,
        }
    }
}

/// A search to run: the algorithm and its parameters (only a local search reads them).
/// Read back from what it writes (the parameters it does not write take their defaults),
/// and checked as [`Search::parse`] checks it: a job that crosses to a Web Worker is one.
#[derive(Debug, Clone, Copy, PartialEq, Default, serde::Deserialize)]
#[serde(try_from = "SearchFields")]
pub struct Search {
    pub algorithm: Algorithm,
    pub params: Params,
}

pub use params::{Param, ParamError};

/// A search as it is written: its name and the parameters it reads.
#[derive(serde::Deserialize)]
struct SearchFields {
    algorithm: Algorithm,
    #[serde(flatten)]
    params: Params,
}

impl TryFrom<SearchFields> for Search {
    type Error = ParamError;

    fn try_from(fields: SearchFields) -> Result<Search, ParamError> {
        let search = Search { algorithm: fields.algorithm, params: fields.params };
        search.check()?;
        Ok(search)
    }
}

impl Search {
    /// The parameters this search reads, the others at their defaults: two searches with
    /// the same are the same run (hill climbing does not read the temperature).
    pub fn own_params(&self) -> Params {
        let mut own = Params::default();
        for param in self.algorithm.params() {
            param.set(&mut own, param.get(&self.params));
        }
        own
    }

    /// The search called `name`, with `params` for a local one; the error names the
    /// searches there are, or the parameter out of range.
    pub fn parse(name: &str, params: &Params) -> Result<Search, String> {
        let search = Search { algorithm: Algorithm::from_name(name)?, params: *params };
        search.check().map_err(|e| e.to_string())?;
        Ok(search)
    }

    pub fn name(&self) -> &'static str {
        self.algorithm.name()
    }
}

/// `{"algorithm": name, ...the parameters it reads}`, as `nqueens local` reports it.
impl Serialize for Search {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("algorithm", self.name())?;
        for param in self.algorithm.params() {
            match param.range().whole {
                true => map.serialize_entry(param.name(), &(param.get(&self.params) as u64))?,
                false => map.serialize_entry(param.name(), &param.get(&self.params))?,
            }
        }
        map.end()
    }
}
