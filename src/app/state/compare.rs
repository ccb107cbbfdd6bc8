//! The Compare window's state: the form as typed, the run under way, and its rows and
//! traces. The rules (what can start, and why not) are in `rules.rs`.

use crate::lab::compare::{CSV_HEADER, Row, Trials};
use crate::lab::{Algorithm, Family, Params, Search};

use crate::app::jobs::compare::{CompareJob, CompareMsg, Plan};
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
    /// The local searches' parameters set in the form.
    pub own_params: Params,
    /// Whether the local searches take the Watch's parameters instead.
    pub params_from_watch: bool,
    /// The parameters the next run takes: `own_params`, or the Watch's when it starts.
    params: Params,
    pub rows: Vec<Row>,
    /// (step, h) along one run of each local search.
    pub traces: Vec<(Algorithm, Vec<[u64; 2]>)>,
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
            own_params: Params::default(),
            params_from_watch: false,
            params: Params::default(),
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

    /// The parameters the local searches run with, given the Watch's.
    pub fn params(&self, watch: &Params) -> Params {
        if self.params_from_watch { *watch } else { self.own_params }
    }

    /// Takes the parameters the next run will use, given the Watch's.
    pub(crate) fn settle_params(&mut self, watch: &Params) {
        self.params = self.params(watch);
    }

    pub fn running(&self) -> bool {
        self.job.is_some()
    }

    /// The plan the form asks for, or what is wrong with it.
    pub fn plan(&self) -> Result<Plan, FormError> {
        let searches: Vec<Search> = Algorithm::ALL
            .into_iter()
            .zip(self.chosen)
            .filter(|(_, on)| *on)
            .map(|(algorithm, _)| Search { algorithm, params: self.params })
            .collect();
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
                CompareMsg::Trace { algorithm, h } => self.traces.push((algorithm, h)),
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
        let mut text = format!("{CSV_HEADER}\n");
        for row in &self.rows {
            text.push_str(&row.csv());
            text.push('\n');
        }
        text
    }
}
