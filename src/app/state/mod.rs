//! Everything the app knows, and the one place that changes it: `State::apply`.

use crate::board::{MAX_N, Problem, ProblemError, Queen, conflicts};
use crate::search::Options;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use super::saved_count::{self, SavedCount};

use super::action::Action;
use super::files::{self, FileEvent, FileOp, Files, Prompt};
use super::results::{EndState, Results};
use super::settings::{MAX_APP_N, MAX_WIDE_LIMIT, Settings};
use super::theme::thousands;
use super::worker::{CountEnd, Job, JobKind, Message, Request, Wake, Worker};

/// How long closing the window waits for a stopped count to save its checkpoint.
const SAVE_ON_EXIT: Duration = Duration::from_secs(2);

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

    pub fn apply(&mut self, action: Action) {
        match action {
            Action::SetSize(n) => {
                let n = n.clamp(1, MAX_APP_N);
                if n == self.settings.n {
                    return;
                }
                self.settings.n = n;
                let dropped = self.settings.retain_fitting();
                if dropped > 0 {
                    let (noun, verb) = if dropped == 1 { ("queen", "was") } else { ("queens", "were") };
                    self.notice = Some(Notice::info(format!(
                        "The board is now {n}×{n}: {dropped} fixed {noun} no longer fit and {verb} removed."
                    )));
                }
                self.board_changed();
            }
            Action::ToggleQueen(q) => {
                if q.row >= self.settings.n || q.col >= self.settings.n {
                    return;
                }
                match self.settings.fixed_at(q) {
                    Some(i) => {
                        self.settings.fixed.remove(i);
                    }
                    None => self.settings.fixed.push(q),
                }
                self.board_changed();
            }
            Action::RemoveQueen(q) => {
                if let Some(i) = self.settings.fixed_at(q) {
                    self.settings.fixed.remove(i);
                    self.board_changed();
                }
            }
            Action::ClearQueens => {
                if !self.settings.fixed.is_empty() {
                    self.settings.fixed.clear();
                    self.board_changed();
                }
            }
            Action::SetFilter(filter) => self.settings.filter = filter,
            Action::SetLimit(limit) => self.settings.limit = limit.filter(|&l| l > 0),
            Action::SetWideLimit(limit) => self.settings.wide_limit = limit.clamp(1, MAX_WIDE_LIMIT),
            Action::SetCap(cap) => self.settings.cap = cap.max(1),
            Action::Solve => self.solve(),
            Action::Count => self.count(),
            Action::DiscardSavedCount => self.discard_saved_count(),
            Action::MostQueens => self.most_queens(),
            Action::Stop => {
                if let Some(job) = &self.job {
                    job.cancel(); // the run's last message reports the stop
                }
            }
            Action::Select(i) => {
                if i < self.results.len() {
                    self.selected = Some(i);
                }
            }
            Action::Pick(op) => self.pick(op),
            Action::UsePath(op, path) => {
                self.files.prompt = None;
                self.use_path(op, path);
            }
            Action::CancelPrompt => self.files.prompt = None,
            Action::DismissNotice => self.notice = None,
        }
    }

    /// Applies worker messages for at most `budget`; true if more may be waiting.
    pub fn drain(&mut self, budget: Duration) -> bool {
        let start = Instant::now();
        while start.elapsed() < budget {
            let Some(message) = self.worker.try_recv() else {
                return false;
            };
            // Messages of a run that was replaced or abandoned are dropped here.
            if self.job.as_ref().is_none_or(|job| job.run != message.run()) {
                continue;
            }
            self.handle(message);
        }
        true
    }

    fn handle(&mut self, message: Message) {
        match message {
            Message::Solutions { batch, .. } => {
                let first = self.results.is_empty();
                self.results.extend(&batch);
                if first && self.selected.is_none() && !self.results.is_empty() {
                    self.selected = Some(0); // show a solution on the board at once
                }
            }
            Message::Finished { summary, .. } => {
                self.job = None;
                self.results.finish(&summary);
                self.end = Some(EndState::Solved {
                    outcome: summary.outcome,
                    found: self.results.found,
                    kept: self.results.len(),
                    nodes: summary.nodes,
                    elapsed: summary.elapsed,
                });
            }
            Message::CountStarted { start, .. } => {
                if let Some(job) = &mut self.job {
                    job.count = Some(start);
                }
            }
            Message::CountNotice { text, .. } => self.notice = Some(Notice::error(text)),
            Message::Counted { end, .. } => {
                let job = self.job.take();
                let snapshot = job.as_ref().map(|job| job.progress.snapshot());
                let start = job.and_then(|job| job.count);
                self.end = Some(match end {
                    CountEnd::Done(counts) => EndState::Counted {
                        counts,
                        nodes: snapshot.map_or(0, |s| s.nodes),
                        elapsed: snapshot.map_or(Duration::ZERO, |s| s.elapsed),
                        resumed: start.filter(|s| s.done > 0).map(|s| s.fraction()),
                    },
                    CountEnd::Stopped { done, jobs, saved } => EndState::CountStopped {
                        fraction: if jobs == 0 { 0.0 } else { done as f64 / jobs as f64 },
                        saved,
                    },
                });
                self.refresh_saved();
            }
            Message::Better { queens, .. } => self.best = Some(Best { queens, proven: None }),
            Message::Maximum { outcome, .. } => {
                let snapshot = self.job.take().map(|job| job.progress.snapshot());
                self.end = Some(EndState::Maximum {
                    queens: outcome.queens.len(),
                    optimal: outcome.optimal,
                    nodes: snapshot.map_or(0, |s| s.nodes),
                    elapsed: snapshot.map_or(Duration::ZERO, |s| s.elapsed),
                });
                self.best = Some(Best { queens: outcome.queens, proven: Some(outcome.optimal) });
            }
            Message::Failed { error, .. } => {
                self.job = None;
                self.notice = Some(Notice::error(format!("The search failed: {error}")));
                self.end = Some(EndState::Failed(error));
            }
        }
    }

    /// Handles finished dialogs, exports and opens.
    pub fn poll_files(&mut self) {
        while let Some(event) = self.files.poll() {
            match event {
                FileEvent::Picked { op, path: Some(path) } => self.use_path(op, path),
                FileEvent::Picked { path: None, .. } => {} // cancelled by the person
                FileEvent::NoDialog { op } => {
                    self.files.prompt = Some(Prompt { op, reason: Some(files::dialog_failed_reason()) })
                }
                FileEvent::Saved { path, solutions, result } => {
                    self.notice = Some(match result {
                        Ok(()) => Notice::info(format!(
                            "Saved {} solutions to {}.",
                            thousands(solutions as u64),
                            path.display()
                        )),
                        Err(e) => Notice::error(format!("Export failed: {e}")),
                    });
                }
                FileEvent::Opened { path, result } => self.opened(path, result),
            }
        }
    }

    fn opened(&mut self, path: PathBuf, result: Result<crate::format::SolutionSet, String>) {
        let set = match result {
            Ok(set) if set.n > MAX_APP_N => {
                self.notice = Some(Notice::error(format!(
                    "Could not open {}: its board is {n}×{n}, and the app shows boards up to {max}×{max}. \
                     Use the command line for larger boards.",
                    path.display(),
                    n = thousands(set.n as u64),
                    max = thousands(MAX_APP_N as u64),
                )));
                return;
            }
            Ok(set) => set,
            Err(e) => {
                // The current board, list and settings stay as they were.
                self.notice = Some(Notice::error(format!("Could not open {}: {e}", path.display())));
                return;
            }
        };
        self.stop_job();
        self.best = None;
        self.settings.n = set.n;
        self.settings.fixed = set.fixed.clone();
        self.settings.filter = set.filter;
        let (solutions, complete) = (set.solutions.len(), set.complete);
        self.results = Results::from_set(set);
        self.selected = (solutions > 0).then_some(0);
        self.check_board();
        self.notice = Some(Notice::info(format!(
            "Opened {}: {} solutions of the {n}×{n} board.",
            path.display(),
            thousands(solutions as u64),
            n = self.settings.n
        )));
        self.end = Some(EndState::Opened { path, solutions, complete });
    }

    fn pick(&mut self, op: FileOp) {
        if op == FileOp::Export {
            if self.job.is_some() {
                self.notice = Some(Notice::error("Stop the search before exporting."));
                return;
            }
            if self.results.is_empty() {
                self.notice = Some(Notice::error("There are no solutions to export yet: press Solve first."));
                return;
            }
        }
        let name = files::suggested_name(&self.results.set);
        self.files.pick(op, &name);
    }

    fn use_path(&mut self, op: FileOp, path: PathBuf) {
        match op {
            FileOp::Export if self.job.is_none() && !self.results.is_empty() => {
                self.files.export(self.results.set.clone(), path)
            }
            FileOp::Export => self.notice = Some(Notice::error("Nothing to export: the search is running.")),
            FileOp::Open => self.files.open(path),
        }
    }

    fn solve(&mut self) {
        let problem = match self.problem() {
            Ok(p) => p,
            Err(e) => {
                self.notice = Some(Notice::error(format!("Cannot solve: {e}.")));
                return;
            }
        };
        self.stop_job();
        let s = &self.settings;
        self.results = Results::new(s.n, problem.fixed(), s.filter);
        self.selected = None;
        self.best = None;
        self.end = None;
        let limit = self.limit();
        let options = Options {
            filter: s.filter,
            limit,
            threads: 0,
            // A full listing comes in lexicographic order; a limited one takes whatever the
            // workers find first, so a few solutions of a big board come quickly.
            ordered: limit.is_none(),
        };
        let cap = s.cap;
        self.job = Some(self.worker.start(Request::Solve { problem, options, cap }));
    }

    fn count(&mut self) {
        if self.wide() {
            self.notice = Some(Notice::error(format!("Counting works on boards up to {MAX_N}×{MAX_N}.")));
            return;
        }
        let problem = match self.problem() {
            Ok(p) => p,
            Err(e) => {
                self.notice = Some(Notice::error(format!("Cannot count: {e}.")));
                return;
            }
        };
        self.stop_job();
        self.end = None;
        self.best = None;
        let checkpoint = Some(saved_count::checkpoint_path(&self.count_dir, &problem));
        self.job = Some(self.worker.start(Request::Count { problem, checkpoint }));
    }

    /// Deletes the saved count of the board shown, so the next count starts afresh.
    fn discard_saved_count(&mut self) {
        if self.running() == Some(JobKind::Count) {
            return; // the running count owns the file; the button is disabled meanwhile
        }
        let Some(saved) = self.saved.take() else { return };
        self.notice = Some(match saved_count::remove(&saved.path) {
            Ok(()) => {
                if let Some(EndState::CountStopped { saved, .. }) = &mut self.end {
                    *saved = false;
                }
                Notice::info(format!(
                    "Discarded the saved count of this board ({} done): the next count starts from the beginning.",
                    super::status_bar::percent(saved.fraction())
                ))
            }
            Err(e) => {
                self.refresh_saved();
                Notice::error(format!("Could not discard the saved count: {e}."))
            }
        });
    }

    /// Looks for a saved count of the board shown.
    fn refresh_saved(&mut self) {
        self.saved = match self.problem() {
            Ok(problem) if !self.wide() => saved_count::peek(&self.count_dir, &problem),
            _ => None,
        };
    }

    /// Most queens: the list empties and the board shows the best placement as it improves.
    fn most_queens(&mut self) {
        if self.wide() {
            self.notice = Some(Notice::error(format!("Most queens works on boards up to {MAX_N}×{MAX_N}.")));
            return;
        }
        let problem = match self.problem() {
            Ok(p) => p,
            Err(e) => {
                self.notice = Some(Notice::error(format!("Cannot search: {e}.")));
                return;
            }
        };
        self.stop_job();
        let s = &self.settings;
        self.results = Results::new(s.n, problem.fixed(), s.filter);
        self.selected = None;
        self.end = None;
        self.best = None;
        self.job = Some(self.worker.start(Request::Maximum { problem }));
    }

    /// Cancels the running job and forgets it: whatever it still sends is dropped.
    pub fn stop_job(&mut self) {
        if let Some(job) = self.job.take() {
            job.cancel();
        }
    }

    /// Stops the running job as the window closes, giving a count a moment to save its
    /// checkpoint.
    pub fn shut_down(&mut self) {
        self.stop_job();
        self.worker.wait_for_count(SAVE_ON_EXIT);
    }

    /// The board changed: an old search no longer answers it.
    fn board_changed(&mut self) {
        self.stop_job();
        let s = &self.settings;
        self.results = Results::new(s.n, &s.fixed, s.filter);
        self.selected = None;
        self.best = None;
        self.end = None;
        self.check_board();
    }

    fn check_board(&mut self) {
        self.conflicts = conflicts(&self.settings.fixed);
        self.problem_error = self.problem().err();
        self.refresh_saved();
    }
}

impl Drop for State {
    fn drop(&mut self) {
        self.shut_down(); // no solver thread outlives the window, and a count saves first
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Outcome;
    use std::sync::Arc;

    /// A state whose counts keep their checkpoints in a directory of its own.
    fn state(n: usize) -> (State, tempfile::TempDir) {
        let dir = tempfile::tempdir().unwrap();
        (State::new(Settings { n, ..Settings::default() }, Arc::new(|| {}), dir.path().into()), dir)
    }

    /// Drains with a generous budget until the job ends (bounded: 60 s).
    fn finish(s: &mut State) {
        let deadline = Instant::now() + Duration::from_secs(60);
        while s.job.is_some() {
            assert!(Instant::now() < deadline, "the job did not end");
            if !s.drain(Duration::from_millis(50)) {
                std::thread::sleep(Duration::from_millis(2));
            }
        }
    }

    #[test]
    fn draining_respects_its_time_budget() {
        let (mut s, _dir) = state(10);
        s.apply(Action::Solve);
        // Wait until the worker has sent everything, then take in nothing within no time.
        std::thread::sleep(Duration::from_millis(300));
        assert!(s.drain(Duration::ZERO), "a spent budget reports more waiting");
        assert!(s.results.is_empty() && s.job.is_some());
        finish(&mut s);
        assert_eq!(s.results.len(), 724);
        assert!(matches!(s.end, Some(EndState::Solved { outcome: Outcome::Exhausted, found: 724, .. })));
    }

    #[test]
    fn a_board_change_forgets_the_old_run() {
        let (mut s, _dir) = state(12);
        s.apply(Action::Solve);
        std::thread::sleep(Duration::from_millis(100));
        s.apply(Action::ToggleQueen(crate::board::Queen::new(0, 0)));
        assert!(s.job.is_none() && s.results.is_empty());
        std::thread::sleep(Duration::from_millis(100));
        assert!(!s.drain(Duration::from_secs(1)));
        assert!(s.results.is_empty() && s.end.is_none());
    }

    #[test]
    fn sizes_out_of_range_are_clamped_and_queens_off_the_board_ignored() {
        let (mut s, _dir) = state(8);
        s.apply(Action::SetSize(0));
        assert_eq!(s.settings.n, 1);
        s.apply(Action::SetSize(usize::MAX));
        assert_eq!(s.settings.n, MAX_APP_N);
        s.apply(Action::ToggleQueen(crate::board::Queen::new(MAX_APP_N, 0)));
        assert!(s.settings.fixed.is_empty());
        s.apply(Action::Select(5)); // nothing listed
        assert_eq!(s.selected, None);
        s.apply(Action::SetLimit(Some(0)));
        assert_eq!(s.settings.limit, None);
        // Wide boards: no counting or Most queens, and the limit stays small.
        s.apply(Action::SetSize(200));
        s.apply(Action::Count);
        s.apply(Action::MostQueens);
        assert!(s.job.is_none());
        assert!(s.notice.as_ref().is_some_and(|n| n.error && n.text.contains("up to 64")));
        s.apply(Action::SetWideLimit(0));
        assert_eq!(s.limit(), Some(1));
        s.apply(Action::SetWideLimit(u64::MAX));
        assert_eq!(s.limit(), Some(MAX_WIDE_LIMIT));
    }

    #[test]
    fn most_queens_shows_the_best_placement_and_a_board_change_drops_it() {
        let (mut s, _dir) = state(4);
        s.apply(Action::ToggleQueen(Queen::new(0, 0)));
        s.apply(Action::MostQueens);
        finish(&mut s);
        let best = s.best.clone().unwrap();
        assert_eq!((best.queens.len(), best.proven), (3, Some(true)));
        let shown = s.shown().unwrap();
        assert_eq!(shown.iter().flatten().count(), 3);
        assert_eq!(shown[0], Some(0));
        assert!(matches!(s.end, Some(EndState::Maximum { queens: 3, optimal: true, .. })));
        s.apply(Action::ToggleQueen(Queen::new(3, 3)));
        assert_eq!((s.best.clone(), s.shown()), (None, None));
    }
}
