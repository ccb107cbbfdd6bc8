//! Everything the app knows, and the one place that changes it: `State::apply`.
//!
//! The methods are split by concern: `actions` applies what the person asked for, `rules`
//! says what can be done now (and why not), `undo` keeps what undo restores. Each feature
//! adds its own (`impl State` in files of its own): `solve::launch` starts and stops runs,
//! `solve::messages` takes in what a run sends, `files::ops` opens and exports files,
//! `lab::apply` and `play::apply` follow the lab's and Play's controls.

mod actions;
#[cfg(test)]
mod failure_tests;
pub(crate) mod history;
#[cfg(test)]
pub(crate) mod jobs_tests;
mod rules;
#[cfg(test)]
mod status_tests;
#[cfg(test)]
pub(crate) mod tests;
mod undo;

pub use crate::app::files::Clipboard;
pub(crate) use crate::app::text::said::Said;
pub(crate) use rules::form_error_text;
pub(crate) use undo::{Confirm, Snapshot};

use crate::board::{MAX_N, Problem, ProblemError};
use std::path::PathBuf;

use crate::app::files::Files;
use crate::app::hints::HintsState;
use crate::app::settings::Settings;
use crate::app::solve::results::Results;
use crate::app::solve::saved_count::SavedCount;
use crate::app::solve::worker::{Wake, Worker};
use crate::app::solve::{BoardKey, List, Run, RunKind};
use crate::most_queens::MostQueens;
use history::History;

/// A line shown above the board until dismissed or replaced, and only while what it is
/// about still holds (see [`About`]): no banner outlives its truth. It keeps what it says as
/// facts ([`Said`]); [`State::notice_text`] words it in the language of the moment.
#[derive(Debug, Clone, PartialEq)]
pub struct Notice {
    pub said: Said,
    pub error: bool,
    /// News of something the person did that ran to its end (a file saved): the status line
    /// says it too, as it says how a run ended.
    pub done: bool,
    /// What the notice describes; [`State::notice`] shows it only while that holds.
    pub about: About,
    /// Raised while a run went on that has ended since: the status line then reports the
    /// run's end, and leaves the notice to the banner.
    pub settled: bool,
}

/// What a notice is about. Every notice names it when raised, so whether it still holds is
/// decided in one place ([`State::holds`]) rather than by each change remembering to clear it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum About {
    /// Something that happened and stays true: a file saved, a file that could not be read.
    Event,
    /// The board shown (size and fixed queens): another board takes the notice away, and
    /// undo back to this one brings it back.
    Board(BoardKey),
    /// One run (by [`Run::id`]): shown while it is the current run and answers the board shown.
    Run(u64),
    /// One run's list as it was when the notice was raised (an opened file's): a filter that
    /// changes the list takes the notice away, as does anything that ends the run.
    List(u64, crate::stream::Filter),
    /// An action refused: shown until anything else is done, and only while that action is
    /// still refused. Its words are the rules' reason, asked when drawn.
    Refused(crate::app::action::Action),
}

impl Notice {
    pub(crate) fn info(said: Said, about: About) -> Self {
        Notice { said, error: false, done: false, about, settled: false }
    }

    pub fn error(said: impl Into<Said>, about: About) -> Self {
        Notice { error: true, ..Notice::info(said.into(), about) }
    }

    pub(crate) fn done(said: Said, about: About) -> Self {
        Notice { done: true, ..Notice::info(said, about) }
    }

    /// A refusal of `action`: its words are the rules' reason, asked when drawn.
    pub(crate) fn refused(action: crate::app::action::Action) -> Self {
        Notice::error(Said::Verbatim(String::new()), About::Refused(action))
    }
}

pub struct State {
    pub settings: Settings,
    /// The current run (or the last one, ended), which owns what it found.
    pub run: Run,
    /// The last notice raised; read it through [`State::notice`], which hides it once what
    /// it is about no longer holds.
    pub(crate) notice: Option<Notice>,
    /// What the status line says of the last Copy, until anything else happens.
    pub copied: Option<String>,
    pub files: Files,
    /// Pairs of fixed queens (indices into `settings.fixed`) that attack each other.
    pub conflicts: Vec<(usize, usize)>,
    /// Why no run can start on this board, if none can.
    pub problem_error: Option<ProblemError>,
    /// The stopped count of the board shown, if one is saved (Count only resumes it).
    pub saved: Option<SavedCount>,
    /// An action waiting for the person's yes (it would lose what undo cannot keep).
    pub confirm: Option<Confirm>,
    /// The machine's memory in bytes, if known: a count expected to need more than half of
    /// it is asked about first.
    pub machine_memory: Option<u64>,
    /// The square the keyboard is on, on the board.
    pub cursor: crate::board::Queen,
    /// The hints of the board shown, while they are switched on.
    pub(crate) hints: HintsState,
    /// What Copy image or Copy as text asked the view to put on the clipboard.
    pub clipboard: Option<Clipboard>,
    /// The person said yes to undo dropping the lists it has no room for: it is not asked
    /// again (one kind of loss, one question).
    pub(crate) lists_may_go: bool,
    /// What the next Watch runs (algorithm, parameters, seed): the Watch panel sets it.
    pub(crate) watch_setup: crate::app::watch::Setup,
    pub(crate) history: History<Snapshot, Said>,
    /// The id the next run gets (see [`Run::id`]).
    pub(crate) next_run: u64,
    /// Where counts keep their checkpoints.
    pub(crate) count_dir: PathBuf,
    pub(crate) worker: Worker,
    /// The search tree and Compare windows.
    pub lab: crate::app::lab::Lab,
    /// The Play view's puzzle and game.
    pub play: crate::app::play::Play,
    /// Makes Play's puzzles off the UI thread.
    pub(crate) puzzles: crate::app::play::job::Maker,
    /// The Check answers window and its check.
    pub(crate) check: crate::app::check::Checking,
    /// Wakes the UI: lab runs take it.
    pub(crate) wake: Wake,
    /// Where every job runs (threads, or the page's Web Workers): chosen once, at start-up.
    pub(crate) spawner: std::rc::Rc<dyn crate::app::jobs::protocol::Spawner>,
    /// A hold on the counts started from now on (tests of what stops a running count).
    pub(crate) count_hold: Option<crate::count::checkpointed::Hold>,
}

impl State {
    /// The state of a fresh window; counts keep their checkpoints in `count_dir` (the app's
    /// data directory, or a temporary one in tests).
    pub fn new(settings: Settings, wake: Wake, count_dir: PathBuf) -> Self {
        let settings = settings.sanitized();
        // Everything said from here on, on every thread, is in the settings' language.
        crate::app::text::lang::set(settings.language());
        let spawner = crate::app::jobs::run::spawner(wake.clone());
        let mut state = State {
            run: Run::idle(BoardKey { n: settings.n, fixed: settings.fixed.clone() }),
            settings,
            notice: None,
            copied: None,
            files: Files::new(wake.clone()),
            hints: HintsState::new(wake.clone(), spawner.clone()),
            clipboard: None,
            conflicts: Vec::new(),
            problem_error: None,
            saved: None,
            confirm: None,
            machine_memory: crate::app::jobs::machine::total_memory(),
            cursor: crate::board::Queen::new(0, 0),
            lists_may_go: false,
            watch_setup: Default::default(),
            history: History::default(),
            next_run: 1,
            count_dir,
            worker: Worker::with_spawner(wake.clone(), spawner.clone()),
            lab: crate::app::lab::Lab::default(),
            play: crate::app::play::Play::new(),
            puzzles: crate::app::play::job::Maker::new(wake.clone(), spawner.clone()),
            check: crate::app::check::Checking::new(wake.clone(), spawner.clone()),
            wake,
            spawner,
            count_hold: None,
        };
        state.check_board();
        state
    }

    /// Holds the counts started from now on as `hold` says (`None`: none): for tests of what
    /// stops a running count, which then cannot end before the test stops it.
    #[doc(hidden)]
    pub fn hold_counts(&mut self, hold: Option<crate::count::checkpointed::Hold>) {
        self.count_hold = hold;
    }

    /// Runs every job from now on on threads the test can make fail.
    #[cfg(test)]
    pub(crate) fn test_threads(&mut self) -> std::rc::Rc<crate::app::jobs::run::Threads> {
        let threads = std::rc::Rc::new(crate::app::jobs::run::Threads::default());
        self.run_jobs_on(threads.clone());
        threads
    }

    /// Holds the next job on its thread until the returned sender sends (or is dropped):
    /// for tests of what a person does before a job's first look at its stop flag, such as
    /// Stop pressed in the same frame as Most queens, which proves most boards within
    /// milliseconds and so could end before the Stop of a loaded machine.
    #[doc(hidden)]
    #[cfg(not(target_arch = "wasm32"))]
    pub fn hold_next_job(&mut self) -> std::sync::mpsc::Sender<()> {
        let (go, hold) = std::sync::mpsc::channel();
        let threads = crate::app::jobs::run::Threads::default();
        threads.hold_next.replace(Some(hold));
        self.run_jobs_on(std::rc::Rc::new(threads));
        go
    }

    #[cfg(not(target_arch = "wasm32"))]
    fn run_jobs_on(&mut self, threads: std::rc::Rc<crate::app::jobs::run::Threads>) {
        self.spawner = threads.clone();
        self.worker.jobs.set_spawner(threads.clone());
        self.hints.jobs.set_spawner(threads.clone());
        self.puzzles.jobs.set_spawner(threads.clone());
        self.check.jobs.set_spawner(threads);
    }

    /// The notice to show, if there is one and what it is about still holds.
    pub fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref().filter(|notice| self.holds(notice))
    }

    /// Raises `notice` in place of the last one.
    pub fn notify(&mut self, notice: Notice) {
        self.notice = Some(notice);
    }

    /// What `notice` says, in the language of the moment.
    pub fn notice_text(&self, notice: &Notice) -> String {
        match &notice.about {
            About::Refused(action) => self.why_not(action).unwrap_or_default(),
            About::Event | About::Board(_) | About::Run(_) | About::List(..) => notice.said.text(),
        }
    }

    /// Whether what `notice` says is still so.
    fn holds(&self, notice: &Notice) -> bool {
        match &notice.about {
            About::Event => true,
            About::Board(board) => *board == self.board(),
            About::Run(id) => self.run.id == *id && self.run_answers_board(),
            About::List(id, filter) => {
                self.run.id == *id
                    && self.run_answers_board()
                    && self.list().is_some_and(|list| list.results.set.filter == *filter)
            }
            About::Refused(action) => self.why_not(action).is_some(),
        }
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
        Problem::wide(self.settings.n, self.settings.fixed.clone())
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
    pub fn best(&self) -> Option<&MostQueens> {
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
            return Some(watch.search.cols());
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
