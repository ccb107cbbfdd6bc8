//! Everything the app knows, and the one place that changes it: `State::apply`.
//!
//! The methods are split by concern: `actions` applies what the person asked for, `runs`
//! starts and stops jobs, `messages` takes in what a job sends, and `file_ops` opens and
//! exports files.

mod actions;
mod file_ops;
mod messages;
mod runs;
#[cfg(test)]
mod tests;

use crate::board::{MAX_N, Problem, ProblemError, Queen};
use std::path::PathBuf;

use super::files::Files;
use super::results::{EndState, Results};
use super::saved_count::SavedCount;
use super::settings::{MAX_APP_N, Settings};
use super::worker::{Job, JobKind, Wake, Worker};

/// The placement of a Most queens run: the best so far, then the final one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Best {
    /// Every queen, fixed ones included, sorted by row.
    pub queens: Vec<Queen>,
    /// `None` while the search runs; then whether no placement holds more.
    pub proven: Option<bool>,
}

/// A line shown above the board until dismissed or replaced.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    pub text: String,
    pub error: bool,
}

impl Notice {
    fn info(text: impl Into<String>) -> Self {
        Notice { text: text.into(), error: false }
    }

    fn error(text: impl Into<String>) -> Self {
        Notice { text: text.into(), error: true }
    }
}

pub struct State {
    pub settings: Settings,
    pub results: Results,
    pub selected: Option<usize>,
    /// What Most queens found; the board shows it instead of a listed solution.
    pub best: Option<Best>,
    pub job: Option<Job>,
    pub end: Option<EndState>,
    pub notice: Option<Notice>,
    pub files: Files,
    /// Pairs of fixed queens (indices into `settings.fixed`) that attack each other.
    pub conflicts: Vec<(usize, usize)>,
    /// Why Solve cannot start, if it cannot.
    pub problem_error: Option<ProblemError>,
    /// The stopped count of the board shown, if one is saved (Count only resumes it).
    pub saved: Option<SavedCount>,
    /// Where counts keep their checkpoints.
    count_dir: PathBuf,
    worker: Worker,
}

impl State {
    /// The state of a fresh window; counts keep their checkpoints in `count_dir` (the app's
    /// data directory, or a temporary one in tests).
    pub fn new(settings: Settings, wake: Wake, count_dir: PathBuf) -> Self {
        let settings = settings.sanitized();
        let waker = wake.clone();
        let mut state = State {
            results: Results::new(settings.n, &settings.fixed, settings.filter),
            settings,
            selected: None,
            best: None,
            job: None,
            end: None,
            notice: None,
            files: Files::new(wake),
            conflicts: Vec::new(),
            problem_error: None,
            saved: None,
            count_dir,
            worker: Worker::new(move || waker()),
        };
        state.check_board();
        state
    }

    /// Where counts keep their checkpoints.
    pub fn count_dir(&self) -> &std::path::Path {
        &self.count_dir
    }

    pub fn running(&self) -> Option<JobKind> {
        self.job.as_ref().map(|job| job.kind)
    }

    pub fn problem(&self) -> Result<Problem, ProblemError> {
        Problem::new(self.settings.n, self.settings.fixed.clone(), MAX_APP_N)
    }

    /// Whether the board is past what counting (and the exhaustive search) can take.
    pub fn wide(&self) -> bool {
        self.settings.n > MAX_N
    }

    /// The limit Solve uses: boards past 64 always stop after a few solutions.
    pub fn limit(&self) -> Option<u64> {
        if self.wide() { Some(self.settings.wide_limit) } else { self.settings.limit }
    }

    /// Whether fixed queen `index` attacks another fixed queen.
    pub fn in_conflict(&self, index: usize) -> bool {
        self.conflicts.iter().any(|&(a, b)| a == index || b == index)
    }

    /// The queens the board shows besides the fixed ones, as columns by row (`None`: an
    /// empty row): the selected solution, if it belongs to the board shown.
    pub fn shown(&self) -> Option<Vec<Option<u32>>> {
        if let Some(best) = &self.best {
            let n = self.settings.n;
            let mut cols = vec![None; n];
            for q in best.queens.iter().filter(|q| q.row < n) {
                cols[q.row] = Some(q.col as u32);
            }
            return Some(cols);
        }
        let i = self.selected?;
        (i < self.results.len() && self.results.n() == self.settings.n)
            .then(|| self.results.store().get(i).map(Some).collect())
    }
}

impl Drop for State {
    fn drop(&mut self) {
        self.shut_down(); // no solver thread outlives the window, and a count saves first
    }
}
