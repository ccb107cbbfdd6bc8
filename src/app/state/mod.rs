//! Everything the app knows, and the one place that changes it: `State::apply`.
//!
//! The methods are split by concern: `actions` applies what the person asked for, `rules`
//! says what can be done now (and why not), `runs` starts and stops runs, `messages` takes
//! in what a run sends, and `file_ops` opens and exports files.

mod actions;
mod file_ops;
mod messages;
mod rules;
mod runs;
#[cfg(test)]
mod tests;
mod undo;

pub(crate) use rules::conflict_text;
pub(crate) use undo::{Confirm, Snapshot};

use crate::board::{MAX_N, Problem, ProblemError};
use std::path::PathBuf;

use super::files::Files;
use super::hints::HintsState;
use super::history::History;
use super::results::Results;
use super::run::{Best, BoardKey, List, Run, RunKind};
use super::saved_count::SavedCount;
use super::settings::{MAX_APP_N, Settings};
use super::worker::{Wake, Worker};

/// A line shown above the board until dismissed or replaced.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    pub text: String,
    pub error: bool,
    /// Raised while a run went on that has ended since: the status line then reports the
    /// run's end, and leaves the notice to the banner.
    pub settled: bool,
}

impl Notice {
    pub(crate) fn info(text: impl Into<String>) -> Self {
        Notice { text: text.into(), error: false, settled: false }
    }

    pub fn error(text: impl Into<String>) -> Self {
        Notice { text: text.into(), error: true, settled: false }
    }
}

pub struct State {
    pub settings: Settings,
    /// The current run (or the last one, ended), which owns what it found.
    pub run: Run,
    pub notice: Option<Notice>,
    pub files: Files,
    /// Pairs of fixed queens (indices into `settings.fixed`) that attack each other.
    pub conflicts: Vec<(usize, usize)>,
    /// Why no run can start on this board, if none can.
    pub problem_error: Option<ProblemError>,
    /// The stopped count of the board shown, if one is saved (Count only resumes it).
    pub saved: Option<SavedCount>,
    /// An action waiting for the person's yes (it would lose what undo cannot keep).
    pub confirm: Option<Confirm>,
    /// The square the keyboard is on, on the board.
    pub cursor: crate::board::Queen,
    /// The hints of the board shown, while they are switched on.
    pub(crate) hints: HintsState,
    /// The Open waiting for its file was confirmed: its list need not be kept for undo.
    open_confirmed: bool,
    history: History<Snapshot>,
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
            run: Run::idle(BoardKey { n: settings.n, fixed: settings.fixed.clone() }),
            settings,
            notice: None,
            files: Files::new(wake.clone()),
            hints: HintsState::new(wake),
            conflicts: Vec::new(),
            problem_error: None,
            saved: None,
            confirm: None,
            cursor: crate::board::Queen::new(0, 0),
            open_confirmed: false,
            history: History::default(),
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

    /// The kind of run going on, if one is.
    pub fn running(&self) -> Option<RunKind> {
        self.run.running()
    }

    /// The board shown, as runs record it.
    pub fn board(&self) -> BoardKey {
        BoardKey { n: self.settings.n, fixed: self.settings.fixed.clone() }
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
    pub(crate) fn in_conflict(&self, index: usize) -> bool {
        self.conflicts.iter().any(|&(a, b)| a == index || b == index)
    }

    /// Whether the current run's findings answer the board shown (not an earlier one).
    pub fn run_answers_board(&self) -> bool {
        self.run.board.n == self.settings.n && self.run.board.fixed == self.settings.fixed
    }

    /// The listed solutions, if the current run lists any.
    pub fn list(&self) -> Option<&List> {
        self.run.list()
    }

    /// The listed solutions' store and counts, if the current run lists any.
    pub fn results(&self) -> Option<&Results> {
        self.list().map(|list| &list.results)
    }

    /// How many solutions are listed (0 when the run lists none).
    pub fn listed(&self) -> usize {
        self.results().map_or(0, Results::len)
    }

    /// The listed solution the board shows.
    pub fn selected(&self) -> Option<usize> {
        self.list().and_then(|list| list.selected)
    }

    /// The Watch the board shows, if the current run is one on this board.
    pub(crate) fn watch_shown(&self) -> Option<&crate::app::watch::Watch> {
        self.run.watch().filter(|_| self.run_answers_board())
    }

    /// The hints the board shows: on, worked out for this board, and no Watch over them.
    pub(crate) fn hints_shown(&self) -> Option<&crate::hints::Hints> {
        if !self.settings.hints || self.watch_shown().is_some() {
            return None;
        }
        self.hints.of(&self.board())
    }

    /// The Most queens placement, if the current run has one.
    pub fn best(&self) -> Option<&Best> {
        self.run.best()
    }

    /// The queens the board shows besides the fixed ones, as columns by row (`None`: an
    /// empty row): the Most queens placement, or the selected solution, if the run belongs to
    /// the board shown.
    pub fn shown(&self) -> Option<Vec<Option<u32>>> {
        if !self.run_answers_board() {
            return None;
        }
        if let Some(watch) = self.run.watch() {
            return Some(watch.tracer.cols().to_vec());
        }
        if let Some(best) = self.best() {
            let n = self.settings.n;
            let mut cols = vec![None; n];
            for q in best.queens.iter().filter(|q| q.row < n) {
                cols[q.row] = Some(q.col as u32);
            }
            return Some(cols);
        }
        let list = self.list()?;
        let i = list.selected?;
        (i < list.results.len()).then(|| list.results.store().get(i).map(Some).collect())
    }
}

impl Drop for State {
    fn drop(&mut self) {
        self.shut_down(); // no solver thread outlives the window, and a count saves first
    }
}
