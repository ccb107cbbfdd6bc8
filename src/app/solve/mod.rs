//! One run from request to end: what it is, whether it still runs, what it found and how
//! it ended. Starting a run replaces the whole value (`State::start`), so nothing of the last
//! run leaks into the next, and a new kind of run is one more [`Work`] variant that the
//! compiler then asks every view to handle.

mod big_count;
mod launch;
mod messages;
pub(crate) mod result_card;
pub(crate) mod results;
pub(crate) mod saved_count;
pub(crate) mod solutions;
pub(crate) mod words;
pub(crate) mod worker;

pub(crate) use crate::app::jobs::BoardKey;
use crate::count::Expected;
use crate::most_queens::MostQueens;
use crate::stream::SolveMethod;
use std::path::PathBuf;

use crate::app::solve::results::{EndState, Results};
use crate::app::solve::worker::{CountStart, RunningJob};
use crate::app::watch::Watch;

/// The kinds of run a person can start.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RunKind {
    Solve,
    Count,
    MostQueens,
    Watch,
}

/// Where a listed set of solutions came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    /// A Solve, by the search its plan picked.
    Search(SolveMethod),
    File(PathBuf),
}

/// Listed solutions and the one the board shows.
#[derive(Debug, Clone)]
pub struct List {
    pub results: Results,
    pub selected: Option<usize>,
    pub source: Source,
    /// Why the list no longer answers the board and options shown, if it does not (for
    /// example: the filter was switched while the list was incomplete).
    pub stale: Option<crate::app::text::said::Said>,
}

impl List {
    pub fn new(results: Results, source: Source) -> Self {
        let selected = (!results.is_empty()).then_some(0);
        List { results, selected, source, stale: None }
    }
}

/// What a run has found so far.
#[derive(Debug, Clone)]
pub enum Work {
    /// Nothing has run on this board yet.
    Idle,
    /// Solve, or a file opened.
    Solutions(List),
    /// Count only: what it was expected to take before it started, and how it started,
    /// once its worker has sized it and read the checkpoint (until then it is being sized).
    Count { expected: Expected, start: Option<CountStart> },
    /// Most queens: the best placement so far, then the final one.
    MostQueens { best: Option<MostQueens> },
    /// Watch: the textbook search, stepped by the UI (no worker job).
    Watch(Box<Watch>),
}

/// The current run. `job` is `Some` exactly while the worker still runs it.
#[derive(Debug)]
pub struct Run {
    /// Which run this is, for what is said about it (a notice names the run it is about);
    /// undo and redo bring a run back with its id. 0 before any run.
    pub id: u64,
    pub job: Option<RunningJob>,
    pub board: BoardKey,
    pub work: Work,
    pub end: Option<EndState>,
    /// Stopped by something the person did to the board (a click, a size, Clear), not by
    /// Stop: its end line says that change stopped it.
    pub halted: bool,
}

impl Run {
    /// No run yet on `board`.
    pub fn idle(board: BoardKey) -> Self {
        Run { id: 0, job: None, board, work: Work::Idle, end: None, halted: false }
    }

    /// A new run on `board` (its id is given when it becomes the current run).
    pub(crate) fn new(job: Option<RunningJob>, board: BoardKey, work: Work, end: Option<EndState>) -> Self {
        Run { id: 0, job, board, work, end, halted: false }
    }

    pub fn kind(&self) -> Option<RunKind> {
        match self.work {
            Work::Idle => None,
            Work::Solutions(_) => Some(RunKind::Solve),
            Work::Count { .. } => Some(RunKind::Count),
            Work::MostQueens { .. } => Some(RunKind::MostQueens),
            Work::Watch(_) => Some(RunKind::Watch),
        }
    }

    /// The kind of run going on, if one is.
    pub fn running(&self) -> Option<RunKind> {
        self.job.as_ref().and(self.kind())
    }

    pub fn list(&self) -> Option<&List> {
        match &self.work {
            Work::Solutions(list) => Some(list),
            Work::Idle | Work::Count { .. } | Work::MostQueens { .. } | Work::Watch(_) => None,
        }
    }

    pub(crate) fn list_mut(&mut self) -> Option<&mut List> {
        match &mut self.work {
            Work::Solutions(list) => Some(list),
            Work::Idle | Work::Count { .. } | Work::MostQueens { .. } | Work::Watch(_) => None,
        }
    }

    pub fn watch(&self) -> Option<&Watch> {
        match &self.work {
            Work::Watch(watch) => Some(watch),
            Work::Idle | Work::Solutions(_) | Work::Count { .. } | Work::MostQueens { .. } => None,
        }
    }

    pub(crate) fn watch_mut(&mut self) -> Option<&mut Watch> {
        match &mut self.work {
            Work::Watch(watch) => Some(watch),
            Work::Idle | Work::Solutions(_) | Work::Count { .. } | Work::MostQueens { .. } => None,
        }
    }

    pub fn best(&self) -> Option<&MostQueens> {
        match &self.work {
            Work::MostQueens { best } => best.as_ref(),
            Work::Idle | Work::Solutions(_) | Work::Count { .. } | Work::Watch(_) => None,
        }
    }
}
