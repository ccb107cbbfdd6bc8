//! Export and open: native dialogs on their own thread, a typed-path fallback, and
//! streaming saves and loads off the UI thread. Here the file jobs' types and the one job
//! in flight; by role: `dialog` (asking for a path), `save` (documents), `picture` (images
//! and sheets), `open` (reading), `paths` (names suggested and typed).

pub(crate) mod away;
mod dialog;
pub(crate) mod export;
#[cfg(test)]
mod export_tests;
mod open;
mod ops;
mod paths;
mod picture;
mod save;
pub(crate) mod words;

#[cfg(target_arch = "wasm32")]
pub(crate) use open::opened_document;
pub(crate) use paths::{page_paths, suggested_name, suggested_picture_name, typed_path};
pub use picture::PictureJob;
pub use save::PuzzleSource;

use crate::app::text::failure::ExportError;
use crate::app::text::said::{OpenError, Said};
use crate::format::SolutionSet;
use crate::most_queens::MostQueensFile;
use crate::picture::{Format, Raster};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::app::jobs::runner::{Away, Report, Runner, Wake};
use crate::control::CancelFlag;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileOp {
    Export,
    Open,
    /// The board shown as a picture: SVG, PNG or PDF.
    ExportImage,
    /// The listed solutions on A4 pages: PDF or SVG.
    ExportSheet,
    /// Play's puzzles, with their answers at the end, on A4 pages: PDF, SVG or PNG.
    ExportPuzzleSheet,
    /// Play's puzzles as a JSON set (`nqueens-puzzle`, one a line).
    ExportPuzzles,
    /// The lab's search tree or one of Compare's plots as a picture: SVG or PNG (or PDF).
    ExportChart(crate::app::lab::chart::Chart),
    /// Compare's table as CSV (written on the UI thread: a few rows).
    ExportCsv,
    /// A student's answers (any text file), checked in the Check answers window.
    CheckAnswers,
}

impl FileOp {
    /// Whether it reads a file (and asks for one that exists) rather than writing one.
    /// Matched whole, so that a new kind of file operation must say which it is.
    pub fn opens(self) -> bool {
        match self {
            FileOp::Open | FileOp::CheckAnswers => true,
            FileOp::Export
            | FileOp::ExportImage
            | FileOp::ExportSheet
            | FileOp::ExportPuzzleSheet
            | FileOp::ExportPuzzles
            | FileOp::ExportChart(_)
            | FileOp::ExportCsv => false,
        }
    }
}

/// What the view is to put on the clipboard this frame.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Clipboard {
    Text(String),
    Image(Raster),
}

/// How the app asks for a path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DialogMode {
    /// The desktop's dialog (xdg portal, else zenity), falling back to the path field.
    Native,
    /// Always the path field (tests, and desktops where the dialog misbehaves).
    PathField,
}

/// The path field shown in place of a dialog.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Prompt {
    pub op: FileOp,
    /// Why no dialog opened, if that is why the field is shown.
    pub reason: Option<NoDialog>,
    /// What the field starts out holding.
    pub suggested: PathBuf,
    /// Which time the field was asked for: each time it takes focus afresh, even when it
    /// asks the same as the last time (Open again after a failed Open or a Cancel).
    pub asked: u64,
}

/// Why the path field shows in place of a dialog, as a fact: the view words it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoDialog {
    /// None can open here (no desktop portal and no zenity).
    Unavailable,
    /// One was asked for, and returned at once without showing.
    Failed,
}

impl Prompt {
    /// Whether `other` asks for the same path as this (if asked at another time).
    pub fn same_question(&self, other: &Prompt) -> bool {
        (self.op, &self.reason, &self.suggested) == (other.op, &other.reason, &other.suggested)
    }
}

/// What the app saves and opens: a set of solutions, or a Most queens placement.
#[derive(Debug, Clone)]
pub enum Document {
    /// Shared with the list without copying it.
    Solutions(Arc<SolutionSet>),
    MostQueensFile(MostQueensFile),
    /// A set of puzzles (`nqueens-puzzle`): opened into Play.
    Puzzles(Vec<crate::puzzle::Puzzle>),
}

impl Document {
    /// How many solutions (or placements) it holds.
    pub fn len(&self) -> usize {
        match self {
            Document::Solutions(set) => set.solutions.len(),
            Document::MostQueensFile(_) => 1,
            Document::Puzzles(set) => set.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// What a file thread reports.
#[derive(Debug)]
pub enum FileEvent {
    /// A dialog closed; `None` if the person cancelled it.
    Picked { op: FileOp, path: Option<PathBuf> },
    /// No dialog could be shown.
    NoDialog { op: FileOp },
    Saved {
        path: PathBuf,
        /// What was saved: `"1 solution"`, `"92 solutions"`, `"the placement"`.
        what: Said,
        result: Result<(), ExportError>,
    },
    Opened {
        path: PathBuf,
        result: Result<Document, OpenError>,
        /// How many solutions the file lists when that is more than were kept ("Keep at
        /// most"); `None` when every one was.
        left_out_of: Option<usize>,
    },
    /// A file of answers the browser read (the desktop's check reads its file itself).
    AnswersRead { path: PathBuf, text: String },
    /// The job panicked, saying `what`: it did nothing more (an export left any earlier
    /// file whole: it writes through a temporary file).
    Failed { what: String },
}

/// An export in progress.
#[derive(Debug)]
pub struct Export {
    pub path: PathBuf,
    pub written: Arc<AtomicUsize>,
    pub total: usize,
}

impl Export {
    pub fn fraction(&self) -> f32 {
        if self.total == 0 { 1.0 } else { self.written.load(Ordering::Relaxed) as f32 / self.total as f32 }
    }
}

/// A file job run elsewhere than on a thread (the web build: the browser's file picker and
/// downloads), reporting the [`FileEvent`] its thread would.
// Read where the job runs: only the web build has such a place.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub enum FileTask {
    /// Ask for the path of `op`, `suggested` the name to start from.
    Pick { op: FileOp, suggested: PathBuf },
    /// Save `doc` as `path`.
    Export { doc: Document, path: PathBuf },
    /// Save a picture as `path`: its bytes in `format` and what they show, or why none.
    Picture { drawn: Result<(Vec<Vec<u8>>, Said), ExportError>, path: PathBuf, format: Format },
}

/// Where file jobs run instead of threads.
pub(crate) type AwayFiles = dyn Away<FileTask, FileEvent>;

/// File operations in flight and their channel.
pub struct Files {
    /// Starts the file jobs; a test may make its threads fail to start.
    pub runner: Runner<FileEvent>,
    wake: Wake,
    /// The file job in flight (one at a time): its run, and the flag that cancels it.
    job: Option<(u64, CancelFlag)>,
    pub mode: DialogMode,
    /// A native dialog is open (the app waits for it, and starts no second one).
    pub dialog: Option<FileOp>,
    pub prompt: Option<Prompt>,
    /// How many times the path field was asked for.
    asked: u64,
    pub export: Option<Export>,
    pub opening: Option<PathBuf>,
    /// Where file jobs run instead of threads, if set: the web build's picker and downloads.
    pub(crate) away: Option<Box<AwayFiles>>,
    /// The memory left under each limit this process can see: a sheet that needs more is
    /// refused before it is drawn (a test gives less).
    pub(crate) rooms: fn() -> Vec<crate::memory::Room>,
}

impl Files {
    pub fn new(wake: Wake) -> Self {
        Files {
            runner: Runner::new("queenside-file", wake.clone()),
            wake,
            job: None,
            mode: DialogMode::Native,
            dialog: None,
            prompt: None,
            asked: 0,
            export: None,
            opening: None,
            away: None,
            rooms: crate::memory::rooms,
        }
    }

    pub fn busy(&self) -> bool {
        self.dialog.is_some() || self.export.is_some() || self.opening.is_some()
    }

    /// Starts `task` where [`Files::away`] runs it, as the file job in flight.
    fn start_away(&mut self, task: FileTask) {
        let Some(away) = &mut self.away else { return };
        let out = self.runner.open();
        let cancel = CancelFlag::new();
        self.job = Some((out.run, cancel.clone()));
        away.start(task, cancel, out);
    }

    /// The next finished file operation, clearing its in-flight marker. What a cancelled
    /// job still reports is dropped here.
    pub(crate) fn poll(&mut self) -> Option<FileEvent> {
        loop {
            let report = self.runner.try_recv()?;
            if self.job.as_ref().is_none_or(|(run, _)| *run != report.run()) {
                continue;
            }
            self.job = None;
            (self.dialog, self.export, self.opening) = (None, None, None);
            return Some(match report {
                Report::Said { message, .. } => message,
                Report::Panicked { what, .. } => FileEvent::Failed { what },
            });
        }
    }

    /// Cancels the file job in flight: the app is free at once, and whatever the job still
    /// reports is dropped. An export stops writing and leaves any earlier file whole; an
    /// open stops reading (a FIFO with no writer keeps its thread waiting, but not the app).
    /// Returns the path it was about, if any.
    pub fn cancel(&mut self) -> Option<PathBuf> {
        let (_, flag) = self.job.take()?;
        flag.cancel();
        self.dialog = None;
        let export = self.export.take().map(|e| e.path);
        export.or(self.opening.take())
    }

    /// Runs `task` on a thread of its own and reports its event; `task` is given the job's
    /// cancel flag. A thread that cannot start is an error for the caller, who then marks
    /// nothing as in flight.
    fn spawn(&mut self, task: impl FnOnce(CancelFlag) -> FileEvent + Send + 'static) -> Result<(), String> {
        let cancel = CancelFlag::new();
        let flag = cancel.clone();
        let (run, _) = self.runner.start(move |out| {
            out.send(task(flag));
        })?; // the system's words: the notice says what could not start
        self.job = Some((run, cancel));
        Ok(())
    }
}
