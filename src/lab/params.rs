//! Every parameter of the local searches, described once: its name (the command line's
//! flag, the key in a job's and a report's JSON, the stem of the app's words), the searches
//! that read it, its range and its default. The command line's flags, [`Search`]'s written
//! form and checks, and the app's forms are all made from this table, so they cannot drift
//! apart, and a new search's parameter is one entry here.

use super::{Algorithm, Params, Search};

/// A parameter of a local search.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Param {
    Sideways,
    Restarts,
    Temperature,
    Cooling,
    Population,
    Mutation,
    Elite,
    Tenure,
}

/// What values a parameter takes: whole numbers or any number, from `min` to `max` (both
/// included), and the decimals that matter in it (a form's step).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Range {
    pub min: f64,
    pub max: f64,
    pub whole: bool,
    pub decimals: u8,
}

impl Range {
    const fn whole(min: u64, max: u64) -> Range {
        Range { min: min as f64, max: max as f64, whole: true, decimals: 0 }
    }

    const fn real(min: f64, max: f64, decimals: u8) -> Range {
        Range { min, max, whole: false, decimals }
    }

    pub fn contains(&self, value: f64) -> bool {
        (self.min..=self.max).contains(&value) && (!self.whole || value.fract() == 0.0)
    }
}

/// The largest genetic population: every generation is kept for the Watch's Step back, and
/// a thousand boards already show what a population does.
pub const MOST_POPULATION: u64 = 1_000;

impl Param {
    pub const ALL: [Param; 8] = [
        Param::Sideways,
        Param::Restarts,
        Param::Temperature,
        Param::Cooling,
        Param::Population,
        Param::Mutation,
        Param::Elite,
        Param::Tenure,
    ];

    /// Its one name: `--sideways`, `"sideways"` in JSON, `watch-sideways` in the words.
    pub fn name(self) -> &'static str {
        match self {
            Param::Sideways => "sideways",
            Param::Restarts => "restarts",
            Param::Temperature => "temperature",
            Param::Cooling => "cooling",
            Param::Population => "population",
            Param::Mutation => "mutation",
            Param::Elite => "elite",
            Param::Tenure => "tenure",
        }
    }

    /// The search that reads it.
    pub fn algorithm(self) -> Algorithm {
        match self {
            Param::Sideways | Param::Restarts => Algorithm::HillClimbing,
            Param::Temperature | Param::Cooling => Algorithm::Annealing,
            Param::Population | Param::Mutation | Param::Elite => Algorithm::Genetic,
            Param::Tenure => Algorithm::Tabu,
        }
    }

    pub fn range(self) -> Range {
        match self {
            Param::Sideways | Param::Restarts => Range::whole(0, 100_000),
            Param::Temperature => Range::real(0.01, 1_000.0, 2),
            Param::Cooling => Range::real(0.5, 1.0, 4),
            Param::Population => Range::whole(2, MOST_POPULATION),
            Param::Mutation => Range::real(0.0, 1.0, 2),
            Param::Elite => Range::whole(0, MOST_POPULATION - 1),
            Param::Tenure => Range::whole(1, 1_000),
        }
    }

    /// What it does, for the command line's help (the app words it in its own language).
    pub fn about(self) -> &'static str {
        match self {
            Param::Sideways => "hill-climbing: consecutive sideways moves (to a board of equal cost) allowed",
            Param::Restarts => "hill-climbing: fresh random boards when stuck",
            Param::Temperature => "annealing: the start temperature T0",
            Param::Cooling => "annealing: T = T0 × cooling^step",
            Param::Population => "genetic: boards in a generation",
            Param::Mutation => "genetic: the chance that a child has one row's column changed",
            Param::Elite => "genetic: the best boards passed on unchanged to the next generation",
            Param::Tenure => "tabu: steps a queen may not return to the square it left",
        }
    }

    /// Its value in `params`.
    pub fn get(self, params: &Params) -> f64 {
        match self {
            Param::Sideways => params.sideways as f64,
            Param::Restarts => params.restarts as f64,
            Param::Temperature => params.temperature,
            Param::Cooling => params.cooling,
            Param::Population => params.population as f64,
            Param::Mutation => params.mutation,
            Param::Elite => params.elite as f64,
            Param::Tenure => params.tenure as f64,
        }
    }

    /// Sets it in `params` (a whole parameter takes `value` rounded toward zero; the range
    /// is [`Search::check`]'s to enforce).
    pub fn set(self, params: &mut Params, value: f64) {
        match self {
            Param::Sideways => params.sideways = value as u64,
            Param::Restarts => params.restarts = value as u64,
            Param::Temperature => params.temperature = value,
            Param::Cooling => params.cooling = value,
            Param::Population => params.population = value as usize,
            Param::Mutation => params.mutation = value,
            Param::Elite => params.elite = value as usize,
            Param::Tenure => params.tenure = value as u64,
        }
    }

    /// Its default, as [`Params::default`] holds it.
    pub fn default_value(self) -> f64 {
        self.get(&Params::default())
    }
}

impl Algorithm {
    /// The parameters it reads, in the order forms and reports give them.
    pub fn params(self) -> impl Iterator<Item = Param> {
        Param::ALL.into_iter().filter(move |p| p.algorithm() == self)
    }
}

/// A parameter out of range, and the value it was given. Its words are the command line's
/// (they name the flag); the app words it in its own language.
#[derive(Debug, Clone, Copy, PartialEq, thiserror::Error)]
pub enum ParamError {
    #[error("--{} must be {} from {} to {} (got {value})", .param.name(), kind(.param), .param.range().min, .param.range().max)]
    OutOfRange { param: Param, value: f64 },
    #[error("--elite must be below --population ({population}) (got {elite})")]
    Elite { elite: usize, population: usize },
}

fn kind(param: &Param) -> &'static str {
    if param.range().whole { "a whole number" } else { "a number" }
}

impl Search {
    /// Why the parameters cannot run, if they cannot: each in its range, and the genetic
    /// algorithm's elite smaller than its population.
    pub fn check(&self) -> Result<(), ParamError> {
        let p = &self.params;
        for param in self.algorithm.params() {
            let value = param.get(p);
            if !param.range().contains(value) {
                return Err(ParamError::OutOfRange { param, value });
            }
        }
        if self.algorithm == Algorithm::Genetic && p.elite >= p.population {
            return Err(ParamError::Elite { elite: p.elite, population: p.population });
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_default_is_in_its_range() {
        for param in Param::ALL {
            assert!(param.range().contains(param.default_value()), "{param:?}");
        }
        for algorithm in Algorithm::ALL {
            assert_eq!(Search { algorithm, params: Params::default() }.check(), Ok(()), "{algorithm:?}");
        }
    }

    #[test]
    fn set_then_get_gives_the_value_back() {
        for param in Param::ALL {
            let mut params = Params::default();
            let value = if param.range().whole {
                param.range().max
            } else {
                (param.range().min + param.range().max) / 2.0
            };
            param.set(&mut params, value);
            assert_eq!(param.get(&params), value, "{param:?}");
        }
    }

    #[test]
    fn out_of_range_values_are_refused_naming_the_flag() {
        for param in Param::ALL {
            let mut params = Params::default();
            param.set(&mut params, param.range().max + 1.0);
            if param == Param::Elite {
                params.population = MOST_POPULATION as usize;
            }
            let search = Search { algorithm: param.algorithm(), params };
            let error = search.check().expect_err(param.name());
            assert!(error.to_string().starts_with(&format!("--{} must be", param.name())), "{error}");
        }
        let elite = Params { population: 4, elite: 4, ..Params::default() };
        let search = Search { algorithm: Algorithm::Genetic, params: elite };
        assert_eq!(search.check(), Err(ParamError::Elite { elite: 4, population: 4 }));
    }
}
