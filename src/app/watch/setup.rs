//! What a Watch runs: a search of the lab (its algorithm and parameters) and the seed of
//! its generator. The search itself is the lab's [`crate::lab::stepper::Stepper`], the one
//! interface every search steps through, so the clock, the controls and the panel never ask
//! which algorithm runs.

use crate::lab::{Algorithm, Family, Params, Search};

/// What a Watch runs: the algorithm, its parameters and the seed of its generator (a run
/// is its seed: the same setup plays the same steps again).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Setup {
    pub algorithm: Algorithm,
    pub seed: u64,
    pub params: Params,
}

// The panels' fields (the Watch's and Compare's) keep every parameter a finite number, so
// equality is total.
impl Eq for Setup {}
impl Eq for Params {}

impl Default for Setup {
    fn default() -> Self {
        Setup { algorithm: Algorithm::default(), seed: 1, params: Params::default() }
    }
}

impl Setup {
    /// The algorithms a Watch plays: those that place queens or move them (generate and test
    /// is counted in Compare).
    pub fn algorithms() -> impl Iterator<Item = Algorithm> {
        Algorithm::ALL.into_iter().filter(|a| a.family() != Family::Generate)
    }

    /// The search, as the lab takes it.
    pub fn search(&self) -> Search {
        Search { algorithm: self.algorithm, params: self.params }
    }

    /// Why the parameters cannot run, if they cannot (as the lab says it).
    pub fn check(&self) -> Result<(), crate::lab::ParamError> {
        self.search().check()
    }
}
