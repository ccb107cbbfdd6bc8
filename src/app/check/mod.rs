//! Check answers (issue 46): a student's printed answers, pasted or opened from a file,
//! checked by the library's `check` as a job (a thread on the desktop, a Web Worker in the
//! page), so a long file never freezes the window and can be stopped. Here the feature's
//! state and the one place it changes; `view` draws the window, `work` is the job.
//!
//! The state keeps facts (the report, which answer is shown); the view words them in the
//! language of the moment, reusing the library's note sentences (`check.ftl`).

pub(crate) mod view;
pub(crate) mod work;

use std::path::PathBuf;
use std::rc::Rc;
use std::sync::Arc;

use crate::app::jobs::protocol::{Jobs, Reply, Request, Spawner};
use crate::app::jobs::runner::{Report, Wake};
use crate::app::text::lang::messages as msg;
use crate::board::Queen;
use crate::check::{Exercise, Fault};
use crate::control::{CancelFlag, Progress};
use work::{CheckFailure, CheckInput, Checked};

/// The largest n the size field offers: counts are published up to 27.
pub const MAX_N: usize = crate::check::counts::MAX_KNOWN_N;

/// What the window's controls ask for (inside [`crate::app::Action::Check`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CheckAction {
    /// Open or close the window (closing stops a check running).
    Show(bool),
    /// The pasted answers, as edited.
    Text(String),
    SetExercise(Exercise),
    /// Read n from the answers (`true`) or use the size given.
    NFromAnswers(bool),
    SetN(usize),
    /// Check the pasted answers.
    Run,
    /// Ask for a file and check it (the state's file dialog answers with its path).
    OpenFile,
    Stop,
    /// Show one answer listed on the window's board.
    Pick(Pick),
}

/// An answer the report lists, by its place in its list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pick {
    Invalid(usize),
    Duplicate(usize),
    Missing(usize),
}

/// What was checked: the pasted text, or a file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    Pasted,
    File(PathBuf),
}

/// The check going on or done. Starting one replaces the whole value, so nothing of the
/// last check leaks into the next.
#[derive(Debug, Default)]
pub enum Status {
    #[default]
    Idle,
    Running {
        run: u64,
        cancel: CancelFlag,
        /// Its steps count the lines read.
        progress: Arc<Progress>,
        source: Source,
    },
    Done {
        source: Source,
        result: Result<Checked, CheckFailure>,
        /// The answer shown on the board.
        shown: Option<Pick>,
    },
}

/// An answer as the board draws it: its queens, the pair at fault, what it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shown {
    pub n: usize,
    pub queens: Vec<Queen>,
    /// The queens at fault (two attacking, or one square taken twice).
    pub marked: Vec<Queen>,
    /// The answer's line, or (for a missing solution) None.
    pub line: Option<u64>,
    pub pick: Pick,
}

/// The Check answers window's state.
pub struct Checking {
    pub open: bool,
    /// The pasted answers.
    pub text: String,
    pub exercise: Exercise,
    pub n_from_answers: bool,
    /// The size given, when not read from the answers.
    pub n: usize,
    pub status: Status,
    pub(crate) jobs: Jobs,
}

impl Checking {
    pub fn new(wake: Wake, spawner: Rc<dyn Spawner>) -> Self {
        Checking {
            open: false,
            text: String::new(),
            exercise: Exercise::All,
            n_from_answers: true,
            n: 8,
            status: Status::Idle,
            jobs: Jobs::new("queenside-check", wake, spawner),
        }
    }

    pub fn busy(&self) -> bool {
        matches!(self.status, Status::Running { .. })
    }

    /// Why `action` cannot act now (the button's tooltip says it; `apply` asks the same).
    pub fn why_not(&self, action: &CheckAction) -> Option<String> {
        match action {
            CheckAction::Run if self.busy() => Some(msg::answers_why_running()),
            CheckAction::Run if self.text.trim().is_empty() => Some(msg::answers_why_empty()),
            CheckAction::OpenFile if self.busy() => Some(msg::answers_why_running()),
            CheckAction::Stop if !self.busy() => Some(msg::answers_why_idle()),
            CheckAction::Pick(pick) if self.shown_of(*pick).is_none() => Some(msg::answers_why_idle()),
            CheckAction::Show(_)
            | CheckAction::Text(_)
            | CheckAction::SetExercise(_)
            | CheckAction::NFromAnswers(_)
            | CheckAction::SetN(_)
            | CheckAction::Run
            | CheckAction::OpenFile
            | CheckAction::Stop
            | CheckAction::Pick(_) => None,
        }
    }

    /// Applies `action` (all but `OpenFile`, which the state turns into a file dialog).
    pub fn apply(&mut self, action: CheckAction) {
        if self.why_not(&action).is_some() {
            return;
        }
        match action {
            CheckAction::Show(open) => {
                self.open = open;
                if !open {
                    self.stop();
                }
            }
            CheckAction::Text(text) => self.text = text,
            CheckAction::SetExercise(exercise) => self.exercise = exercise,
            CheckAction::NFromAnswers(auto) => self.n_from_answers = auto,
            CheckAction::SetN(n) => self.n = n.clamp(1, MAX_N),
            CheckAction::Run => self.start(CheckInput::Text(self.text.clone()), Source::Pasted),
            CheckAction::OpenFile => {}
            CheckAction::Stop => self.stop(),
            CheckAction::Pick(pick) => {
                if let Status::Done { shown, .. } = &mut self.status {
                    *shown = Some(pick);
                }
            }
        }
    }

    /// Checks the file at `path` (streaming: the job reads it, however big).
    pub fn check_file(&mut self, path: PathBuf) {
        self.open = true;
        self.start(CheckInput::Path(path.clone()), Source::File(path));
    }

    /// Checks `text`, read from the file `name` (the page's file picker reads the file).
    pub fn check_text_of(&mut self, name: PathBuf, text: String) {
        self.open = true;
        self.start(CheckInput::Text(text), Source::File(name));
    }

    fn start(&mut self, input: CheckInput, source: Source) {
        self.stop();
        let n = (!self.n_from_answers).then_some(self.n);
        let request = Request::Check { input, n, exercise: self.exercise };
        let (run, cancel, progress) = (self.jobs.next_run(), CancelFlag::new(), Progress::new());
        self.status = match self.jobs.start(request, progress.clone(), cancel.clone(), None) {
            Ok(_) => Status::Running { run, cancel, progress, source },
            Err(failure) => {
                Status::Done { source, result: Err(CheckFailure::Stopped(failure.detail())), shown: None }
            }
        };
    }

    /// Stops the check running, if one is: the window goes back to how it was before it.
    fn stop(&mut self) {
        if let Status::Running { cancel, .. } = &self.status {
            cancel.cancel();
            self.status = Status::Idle;
        }
    }

    /// Takes in what the check running sent; whether one still runs.
    pub fn poll(&mut self) -> bool {
        while let Some(report) = self.jobs.try_recv() {
            let Status::Running { run, source, .. } = &self.status else { continue };
            if *run != report.run() {
                continue; // a check stopped since
            }
            let result = match report {
                Report::Said { message: Reply::Checked(result), .. } => result,
                Report::Said { message: Reply::Failed(failure), .. } => {
                    Err(CheckFailure::Stopped(failure.detail()))
                }
                Report::Said { .. } => continue, // no other reply comes from a check
                Report::Panicked { what, .. } => Err(CheckFailure::Stopped(what)),
            };
            let source = source.clone();
            // The first wrong answer (else the first repeat) is shown at once.
            let shown = match &result {
                Ok(c) if !c.report.invalid.is_empty() => Some(Pick::Invalid(0)),
                Ok(c) if !c.report.duplicates.is_empty() => Some(Pick::Duplicate(0)),
                _ => None,
            };
            self.status = Status::Done { source, result, shown };
        }
        self.busy()
    }

    /// The check's findings, once done.
    pub fn checked(&self) -> Option<&Checked> {
        match &self.status {
            Status::Done { result: Ok(checked), .. } => Some(checked),
            Status::Idle | Status::Running { .. } | Status::Done { result: Err(_), .. } => None,
        }
    }

    /// The answer the board shows, if one is picked.
    pub fn shown(&self) -> Option<Shown> {
        match &self.status {
            Status::Done { shown: Some(pick), .. } => self.shown_of(*pick),
            Status::Idle | Status::Running { .. } | Status::Done { shown: None, .. } => None,
        }
    }

    /// How the board draws the answer `pick`, if the report lists it.
    fn shown_of(&self, pick: Pick) -> Option<Shown> {
        let checked = self.checked()?;
        let report = &checked.report;
        let n = report.n?;
        let on_board = |queens: &[Queen]| queens.iter().copied().filter(|q| q.row < n && q.col < n).collect();
        match pick {
            Pick::Invalid(i) => {
                let invalid = report.invalid.get(i)?;
                let marked = match invalid.fault {
                    Fault::Attack { queens, .. } => queens.to_vec(),
                    Fault::SameSquare { queen } => vec![queen],
                    Fault::WrongSize { .. }
                    | Fault::NotSquare { .. }
                    | Fault::QueenCount { .. }
                    | Fault::OffBoard { .. }
                    | Fault::Unreadable { .. } => Vec::new(),
                };
                let queens = on_board(checked.queens_at(invalid.line).unwrap_or_default());
                Some(Shown { n, queens, marked, line: Some(invalid.line), pick })
            }
            Pick::Duplicate(i) => {
                let d = report.duplicates.get(i)?;
                let queens = on_board(checked.queens_at(d.line).unwrap_or_default());
                Some(Shown { n, queens, marked: Vec::new(), line: Some(d.line), pick })
            }
            Pick::Missing(i) => {
                let cols = report.missing_examples.get(i)?;
                let queens = cols.iter().enumerate().map(|(r, &c)| Queen::new(r, c as usize)).collect();
                Some(Shown { n, queens, marked: Vec::new(), line: None, pick })
            }
        }
    }
}

#[cfg(test)]
mod tests;
