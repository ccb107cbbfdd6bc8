//! The Compare window's state: the form as typed, the run under way, and its rows and
//! traces. The rules (what can start, and why not) are in `rules.rs`.

pub(crate) mod job;
pub(crate) mod view;

use crate::lab::compare::{Row, Trials, csv_header};
use crate::lab::{Algorithm, Family, Params, Search};

use crate::app::compare::job::{CompareJob, CompareMsg, Plan};
use crate::app::text::numbers::typed_whole;

/// The largest board Compare takes: past it even one systematic search takes ages.
pub(crate) const MAX_COMPARE_N: usize = 64;

/// The form, as typed, and what the last run found.
pub struct Compare {
    pub open: bool,
    /// By index into [`Algorithm::ALL`].
    pub chosen: [bool; Algorithm::ALL.len()],
    pub sizes: String,
    pub runs: String,
    pub seed: String,
    /// The most steps of a local run, as typed; empty: each search's own.
    pub max_steps: String,
    /// The local searches' settings set in the form, a row each (at least one): each local
    /// search runs once per row, all in one table.
    pub settings: Vec<Params>,
    /// Whether the local searches take the Watch's parameters instead.
    pub params_from_watch: bool,
    /// The settings the next run takes: `settings`, or the Watch's when it starts.
    settled: Vec<Params>,
    pub rows: Vec<Row>,
    /// (step, h) along one run of each local search.
    pub traces: Vec<(Search, Vec<[u64; 2]>)>,
    /// The board size and seed of the runs in `traces` (the plan's first size and seed).
    pub traced: Option<(usize, u64)>,
    /// Rows the run under way (or the last one) will have when complete.
    pub planned: usize,
    /// How the last run ended: `Some(true)` complete, `Some(false)` stopped.
    pub ended: Option<bool>,
    /// What the last run said as it panicked, until the state tells the person.
    pub(crate) failed: Option<String>,
    pub(crate) job: Option<CompareJob>,
}

impl Default for Compare {
    fn default() -> Self {
        let chosen = Algorithm::ALL.map(|a| matches!(a, Algorithm::Backtrack | Algorithm::MinConflicts));
        Compare {
            open: false,
            chosen,
            // Seconds, not minutes: backtracking's 16×16 took 21 (issue 47).
            sizes: "8, 10, 12".into(),
            runs: "10".into(),
            seed: "1".into(),
            max_steps: String::new(),
            settings: vec![Params::default()],
            params_from_watch: false,
            settled: vec![Params::default()],
            rows: Vec::new(),
            traces: Vec::new(),
            traced: None,
            planned: 0,
            ended: None,
            failed: None,
            job: None,
        }
    }
}

/// Why the form cannot run, as the message's parts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FormError {
    NoAlgorithm,
    /// A size that is not one (as typed).
    Size(String),
    NoSize,
    Runs,
    Seed,
    /// Max steps typed but not a whole number from 1.
    MaxSteps,
    /// An exhaustive search over too many boards, and the size.
    TooMany(Algorithm, usize),
}

impl Compare {
    /// Whether `algorithm` is ticked.
    pub fn is_chosen(&self, algorithm: Algorithm) -> bool {
        Algorithm::ALL.iter().position(|&a| a == algorithm).is_some_and(|i| self.chosen[i])
    }

    /// The settings the local searches run with, given the Watch's.
    pub fn params(&self, watch: &Params) -> Vec<Params> {
        if self.params_from_watch { vec![*watch] } else { self.settings.clone() }
    }

    /// Takes the settings the next run will use, given the Watch's.
    pub(crate) fn settle_params(&mut self, watch: &Params) {
        self.settled = self.params(watch);
    }

    /// The searches the form asks for: a local one once per distinct setting of what it
    /// reads (two rows that differ only in the temperature are one hill climbing).
    fn searches(&self) -> Vec<Search> {
        let mut searches: Vec<Search> = Vec::new();
        for algorithm in Algorithm::ALL.into_iter().zip(self.chosen).filter(|(_, on)| *on).map(|(a, _)| a) {
            for &params in &self.settled {
                let search = Search { algorithm, params };
                let search = Search { algorithm, params: search.own_params() };
                if !searches.contains(&search) {
                    searches.push(search);
                }
            }
        }
        searches
    }

    /// Whether the rows hold `algorithm` with more than one setting: then its name says which.
    pub fn several_settings(&self, algorithm: Algorithm) -> bool {
        let mut seen = self.rows.iter().filter(|r| r.algorithm == algorithm).map(|r| r.search);
        seen.next().is_some_and(|first| seen.any(|s| s != first))
    }

    pub fn running(&self) -> bool {
        self.job.is_some()
    }

    /// The plan the form asks for, or what is wrong with it.
    pub fn plan(&self) -> Result<Plan, FormError> {
        let searches = self.searches();
        if searches.is_empty() {
            return Err(FormError::NoAlgorithm);
        }
        let mut sizes = Vec::new();
        for s in self.sizes.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            match typed_whole(s).map(|n| n as usize) {
                Some(n) if (1..=MAX_COMPARE_N).contains(&n) => sizes.push(n),
                _ => return Err(FormError::Size(s.to_string())),
            }
        }
        if sizes.is_empty() {
            return Err(FormError::NoSize);
        }
        let runs = typed_whole(&self.runs).filter(|&r| r > 0).ok_or(FormError::Runs)?;
        let seed = typed_whole(&self.seed).ok_or(FormError::Seed)?;
        let max_steps = match self.max_steps.trim() {
            "" => None,
            typed => Some(typed_whole(typed).filter(|&m| m > 0).ok_or(FormError::MaxSteps)?),
        };
        for search in searches.iter().filter(|s| s.algorithm.family() == Family::Generate) {
            for &n in &sizes {
                let problem = crate::board::Problem::empty(n).expect("a size in range");
                if crate::lab::exhaustive::candidates(search.algorithm, &problem)
                    > crate::lab::exhaustive::MAX_CANDIDATES
                {
                    return Err(FormError::TooMany(search.algorithm, n));
                }
            }
        }
        Ok(Plan { searches, sizes, trials: Trials { runs, seed, max_steps, threads: 0 } })
    }

    /// Takes in what the run sent; whether it is still going.
    pub fn drain(&mut self) -> bool {
        let Some(job) = &mut self.job else { return false };
        let mut done = None;
        while let Some(msg) = job.try_recv() {
            match msg {
                CompareMsg::Row(row) => self.rows.push(row),
                CompareMsg::Trace { search, h } => self.traces.push((search, h)),
                CompareMsg::Done { complete } => done = Some(complete),
                CompareMsg::Failed { what } => {
                    done = Some(false);
                    self.failed = Some(what);
                }
            }
        }
        if done.is_some() {
            self.ended = done;
            self.job = None;
        }
        self.job.is_some()
    }

    /// The table as `nqueens compare --format csv` writes it.
    pub fn csv(&self) -> String {
        let mut text = format!("{}\n", csv_header());
        for row in &self.rows {
            text.push_str(&row.csv());
            text.push('\n');
        }
        text
    }
}
