//! Export and open: native dialogs on their own thread, a typed-path fallback, and
//! streaming saves and loads off the UI thread.

use crate::app::text::failure::ExportError;
use crate::app::text::said::{OpenError, Said};
use crate::format::{self, FileError, SolutionSet};
use crate::most_queens::MostQueensFile;
use crate::picture::{BoardDrawing, Format, Sheet};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use web_time::{Duration, Instant};

use crate::app::jobs::chart::{Chart, ChartDrawing};
use crate::app::jobs::runner::{Away, Report, Runner, Wake};
#[cfg(not(target_arch = "wasm32"))]
use crate::app::text::lang::messages;
use crate::control::CancelFlag;

/// What Export image and Export sheet draw.
#[derive(Debug, Clone)]
pub enum PictureJob {
    /// The board shown.
    Board(BoardDrawing),
    /// The listed solutions, shared with the list without copying them, captioned in the
    /// notation the list writes in.
    Sheet(Arc<SolutionSet>, crate::notation::Notation),
    /// Play's puzzles and their answers.
    Puzzles(PuzzleSource),
    /// The lab's search tree or one of Compare's plots.
    Chart(ChartDrawing),
}

/// A dialog that returns nothing this fast was never shown: no person is that quick.
const NO_DIALOG_WITHIN: Duration = Duration::from_millis(300);

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
    ExportChart(Chart),
    /// Compare's table as CSV (written on the UI thread: a few rows).
    ExportCsv,
}

/// The puzzles an export saves: a set opened, or puzzles the export job makes first.
#[derive(Debug, Clone)]
pub enum PuzzleSource {
    Given(Arc<[crate::puzzle::Puzzle]>),
    Make { n: usize, count: usize, grade: Option<crate::puzzle::Difficulty>, seed: u64 },
}

impl PuzzleSource {
    /// The puzzles, made here if need be (on the file job's thread).
    fn puzzles(&self) -> Result<Arc<[crate::puzzle::Puzzle]>, crate::puzzle::PuzzleError> {
        match self {
            PuzzleSource::Given(set) => Ok(set.clone()),
            PuzzleSource::Make { n, count, grade, seed } => {
                crate::puzzle::make(*n, *count, *grade, *seed).map(Into::into)
            }
        }
    }
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
        }
    }

    pub fn busy(&self) -> bool {
        self.dialog.is_some() || self.export.is_some() || self.opening.is_some()
    }

    /// Asks for a path: a native dialog if one can open, else the path field, which starts
    /// out holding `suggested` (a folder and a file name).
    pub fn pick(&mut self, op: FileOp, suggested: PathBuf) -> Result<(), String> {
        if self.busy() {
            return Ok(());
        }
        if self.mode == DialogMode::PathField {
            self.ask(op, None, suggested);
            return Ok(());
        }
        if self.away.is_some() {
            self.start_away(FileTask::Pick { op, suggested });
            return Ok(());
        }
        self.dialog(op, suggested)
    }

    /// Starts `task` where [`Files::away`] runs it, as the file job in flight.
    fn start_away(&mut self, task: FileTask) {
        let Some(away) = &mut self.away else { return };
        let out = self.runner.open();
        let cancel = CancelFlag::new();
        self.job = Some((out.run, cancel.clone()));
        away.start(task, cancel, out);
    }

    /// A build without the desktop's dialogs (the web build) has the path field.
    #[cfg(target_arch = "wasm32")]
    fn dialog(&mut self, op: FileOp, suggested: PathBuf) -> Result<(), String> {
        self.ask(op, None, suggested);
        Ok(())
    }

    /// The desktop's dialog, on a thread, if one can open; else the path field.
    #[cfg(not(target_arch = "wasm32"))]
    fn dialog(&mut self, op: FileOp, suggested: PathBuf) -> Result<(), String> {
        if !native_dialog_possible(std::env::consts::OS, |var| std::env::var_os(var)) {
            self.ask(op, Some(NoDialog::Unavailable), suggested);
            return Ok(());
        }
        self.prompt = None;
        self.spawn(move |_| {
            let started = Instant::now();
            let mut dialog = match op {
                FileOp::Export => rfd::FileDialog::new().add_filter(messages::json_files(), &["json"]),
                // Sets of puzzles are often JSON lines.
                FileOp::Open => rfd::FileDialog::new().add_filter(messages::json_files(), &["json", "jsonl"]),
                FileOp::ExportImage => rfd::FileDialog::new()
                    .add_filter(crate::app::text::pictures::image_files(), &["svg", "png", "pdf"]),
                FileOp::ExportSheet => rfd::FileDialog::new()
                    .add_filter(crate::app::text::pictures::sheet_files(), &["pdf", "svg"]),
                FileOp::ExportPuzzleSheet => rfd::FileDialog::new()
                    .add_filter(crate::app::text::pictures::sheet_files(), &["pdf", "svg", "png"]),
                FileOp::ExportPuzzles => {
                    rfd::FileDialog::new().add_filter(messages::json_files(), &["json", "jsonl"])
                }
                FileOp::ExportCsv => rfd::FileDialog::new().add_filter(messages::csv_files(), &["csv"]),
                FileOp::ExportChart(_) => {
                    rfd::FileDialog::new().add_filter(messages::picture_files(), &["svg", "png"])
                }
            };
            if let Some(dir) = dialog_dir(op, &suggested).filter(|d| d.is_dir()) {
                dialog = dialog.set_directory(dir);
            }
            let path = match op {
                FileOp::Export
                | FileOp::ExportImage
                | FileOp::ExportSheet
                | FileOp::ExportPuzzleSheet
                | FileOp::ExportPuzzles
                | FileOp::ExportCsv
                | FileOp::ExportChart(_) => {
                    let name = suggested.file_name().map(|f| f.to_string_lossy().into_owned());
                    dialog.set_file_name(name.unwrap_or_default()).save_file()
                }
                FileOp::Open => dialog.pick_file(),
            };
            if path.is_none() && started.elapsed() < NO_DIALOG_WITHIN {
                FileEvent::NoDialog { op }
            } else {
                FileEvent::Picked { op, path }
            }
        })?;
        self.dialog = Some(op);
        Ok(())
    }

    /// Shows the path field in place of a dialog, `reason` saying why if it is not the mode.
    pub(crate) fn ask(&mut self, op: FileOp, reason: Option<NoDialog>, suggested: PathBuf) {
        self.asked += 1;
        self.prompt = Some(Prompt { op, reason, suggested, asked: self.asked });
    }

    /// Writes `doc` to `path` on a thread, atomically (and a set of solutions streaming).
    pub fn export(&mut self, doc: Document, path: PathBuf) -> Result<(), String> {
        if self.away.is_some() {
            self.start_away(FileTask::Export { doc, path });
            return Ok(());
        }
        self.write(doc, path)
    }

    fn write(&mut self, doc: Document, path: PathBuf) -> Result<(), String> {
        let written = Arc::new(AtomicUsize::new(0));
        let total = doc.len();
        let wake = self.wake.clone();
        let (target, progress) = (path.clone(), written.clone());
        self.spawn(move |cancel| {
            let mut last_wake = Instant::now();
            let (what, result) = match &doc {
                Document::Solutions(set) => {
                    let mut on_progress = |done: usize, _: usize| {
                        progress.store(done, Ordering::Relaxed);
                        // Wake the UI now and then, so the progress bar moves.
                        if last_wake.elapsed() > Duration::from_millis(50) {
                            last_wake = Instant::now();
                            wake();
                        }
                    };
                    // A cancelled save fails its next write: the temporary file goes, and
                    // any earlier file at the path stays whole.
                    let result = crate::place_file::write(&target, |file| {
                        format::write(set, Stoppable { file, cancel: &cancel }, &mut on_progress)
                    })
                    .map_err(|source| FileError::Write { path: target.clone(), source });
                    (Said::Solutions { count: total, filter: set.filter }, result.map_err(Into::into))
                }
                Document::MostQueensFile(p) => (Said::ThePlacement, p.save(&target).map_err(Into::into)),
                Document::Puzzles(set) => {
                    (Said::Puzzles(set.len()), crate::puzzle::save(set, &target).map_err(Into::into))
                }
            };
            FileEvent::Saved { path: target, what, result }
        })?;
        self.export = Some(Export { path, written, total });
        Ok(())
    }

    /// Writes Play's puzzles to `path` as JSON lines on a thread, atomically, making them
    /// first if the source asks for that.
    pub fn export_puzzles(&mut self, source: PuzzleSource, path: PathBuf) -> Result<(), String> {
        let written = Arc::new(AtomicUsize::new(0));
        let (target, done) = (path.clone(), written.clone());
        self.spawn(move |_| {
            let (what, result) = match source.puzzles() {
                Ok(set) => {
                    let saved = crate::puzzle::save(&set, &target).map_err(Into::into);
                    (Said::Puzzles(set.len()), saved)
                }
                Err(e) => (Said::Verbatim(String::new()), Err(e.into())),
            };
            done.store(1, Ordering::Relaxed);
            FileEvent::Saved { path: target, what, result }
        })?;
        self.export = Some(Export { path, written, total: 1 });
        Ok(())
    }

    /// Draws `picture` and writes it to `path` on a thread, atomically, in the format the
    /// path's ending names (checked by the caller).
    pub fn export_picture(
        &mut self,
        picture: PictureJob,
        path: PathBuf,
        format: Format,
    ) -> Result<(), String> {
        // A sheet's words in the app's language, as it is when Export is asked for.
        let lang =
            crate::picture::Lang::from_code(crate::app::text::lang::current().tag()).unwrap_or_default();
        if self.away.is_some() {
            let drawn = draw(&picture, format, lang);
            self.start_away(FileTask::Picture { drawn, path, format });
            return Ok(());
        }
        self.write_picture(picture, path, format, lang)
    }

    fn write_picture(
        &mut self,
        picture: PictureJob,
        path: PathBuf,
        format: Format,
        lang: crate::picture::Lang,
    ) -> Result<(), String> {
        let written = Arc::new(AtomicUsize::new(0));
        let (target, done) = (path.clone(), written.clone());
        self.spawn(move |cancel| {
            let (what, result) = match draw(&picture, format, lang) {
                // A picture of one file: a sheet of solutions is never PNG (the caller
                // refuses it); a puzzle sheet's PNG pages go to one file each, numbered.
                Ok((files, what)) if files.len() > 1 && format == Format::Png => {
                    let saved =
                        page_paths(&target, files.len()).iter().zip(&files).try_for_each(|(page, bytes)| {
                            crate::place_file::write(page, |file| {
                                Stoppable { file, cancel: &cancel }.write_all(bytes)
                            })
                            .map_err(|e| FileError::Write { path: page.clone(), source: e }.into())
                        });
                    done.store(1, Ordering::Relaxed);
                    (what, saved)
                }
                Ok((files, what)) => {
                    let bytes = files.concat();
                    let saved = crate::place_file::write(&target, |file| {
                        Stoppable { file, cancel: &cancel }.write_all(&bytes)
                    });
                    done.store(1, Ordering::Relaxed);
                    (what, saved.map_err(|e| FileError::Write { path: target.clone(), source: e }.into()))
                }
                Err(e) => (Said::Verbatim(String::new()), Err(e)),
            };
            FileEvent::Saved { path: target, what, result }
        })?;
        self.export = Some(Export { path, written, total: 1 });
        Ok(())
    }

    /// Reads and checks the document at `path` on a thread: a set of solutions, or else a
    /// Most queens placement.
    /// Keeps at most `keep` solutions (the memory cap), reading the rest without keeping them.
    pub fn open(&mut self, path: PathBuf, keep: u64) -> Result<(), String> {
        let source = path.clone();
        let keep = usize::try_from(keep).unwrap_or(usize::MAX);
        self.spawn(move |cancel| {
            let (result, left_out_of) = match read_document(&source, &cancel, keep) {
                Ok((doc, listed)) => {
                    let left_out_of = (listed > doc.len()).then_some(listed);
                    (Ok(doc), left_out_of)
                }
                Err(e) => (Err(e), None),
            };
            FileEvent::Opened { result, path: source, left_out_of }
        })?;
        self.opening = Some(path);
        Ok(())
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

/// Where the pages of a PNG sheet go: `x.png` becomes `x-1.png`, `x-2.png`… (as the
/// command line names them).
pub(crate) fn page_paths(path: &Path, pages: usize) -> Vec<PathBuf> {
    let stem = path.file_stem().map_or_else(|| "puzzles".into(), |s| s.to_string_lossy().into_owned());
    (1..=pages).map(|i| path.with_file_name(format!("{stem}-{i}.png"))).collect()
}

/// The files of `picture` in `format` (a sheet's words in `lang`), and what they show: one
/// file, or a puzzle sheet's PNG pages (a sheet of solutions is never PNG: the caller
/// refuses it).
pub(crate) fn draw(
    picture: &PictureJob,
    format: Format,
    lang: crate::picture::Lang,
) -> Result<(Vec<Vec<u8>>, Said), ExportError> {
    let drawn = match picture {
        PictureJob::Board(board) => {
            let size = board.default_size() as f32;
            Ok((board.picture(size), Said::SavedBoard(board.n())))
        }
        PictureJob::Sheet(set, notation) => Sheet::new(set).and_then(|sheet| {
            let drawn = sheet.in_lang(lang).in_notation(*notation).picture()?;
            let what = Said::SavedSheet { boards: set.solutions.len(), pages: drawn.page_count() };
            Ok((drawn, what))
        }),
        PictureJob::Puzzles(source) => {
            let set = source.puzzles()?;
            crate::picture::PuzzleSheet::new(&set, lang).and_then(|sheet| {
                let drawn = sheet.picture()?;
                let what = Said::SavedPuzzleSheet { puzzles: set.len(), pages: drawn.page_count() };
                Ok((drawn, what))
            })
        }
        PictureJob::Chart(chart) => {
            let what = match chart {
                ChartDrawing::Tree(_) => Said::SavedTree,
                ChartDrawing::Plot(_) => Said::SavedPlot,
            };
            Ok((chart.picture(), what))
        }
    };
    Ok(drawn.and_then(|(drawn, what)| Ok((drawn.encode(format)?, what)))?)
}

/// A file written until its job is cancelled: then every write fails, so the save stops.
struct Stoppable<'a> {
    file: &'a mut std::fs::File,
    cancel: &'a CancelFlag,
}

impl Write for Stoppable<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if self.cancel.is_cancelled() {
            return Err(io::Error::other("cancelled"));
        }
        self.file.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.file.flush()
    }
}

/// A file read until its job is cancelled: then every read fails, so the open stops.
struct StoppableRead {
    file: std::fs::File,
    cancel: CancelFlag,
}

impl io::Read for StoppableRead {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.cancel.is_cancelled() {
            return Err(io::Error::other("cancelled"));
        }
        io::Read::read(&mut self.file, buf)
    }
}

/// A solution set (at most `keep` of its solutions, and how many it lists), or else (when
/// the file says it is another kind of document) a Most queens placement.
fn read_document(path: &Path, cancel: &CancelFlag, keep: usize) -> Result<(Document, usize), OpenError> {
    let read = || {
        let file =
            std::fs::File::open(path).map_err(|source| FileError::Read { path: path.to_owned(), source })?;
        format::read_keeping(StoppableRead { file, cancel: cancel.clone() }, keep)
    };
    let read = read();
    if read.is_err() {
        // A set of puzzles (one a line, or a list) is no set of solutions: Play opens it. A
        // file that is no puzzle file either keeps the solutions reader's error.
        use crate::puzzle::PuzzleFileError as Puzzles;
        match crate::puzzle::open(path) {
            Ok(set) => {
                let listed = set.len();
                return Ok((Document::Puzzles(set), listed));
            }
            Err(Puzzles::Read { .. } | Puzzles::Json { .. } | Puzzles::Empty | Puzzles::Foreign { .. }) => {}
            Err(e) => return Err(e.into()),
        }
    }
    match read {
        Ok((set, listed)) => Ok((Document::Solutions(Arc::new(set)), listed)),
        Err(FileError::Foreign { found: Some(_) }) => match MostQueensFile::open(path) {
            Ok(p) => Ok((Document::MostQueensFile(p), 1)),
            Err(crate::most_queens::MostQueensFileError::Foreign) => Err(format::open(path)
                .map_or_else(OpenError::from, |_| FileError::Foreign { found: None }.into())),
            Err(e) => Err(e.into()),
        },
        Err(e) => Err(e.into()),
    }
}

/// The folder a dialog starts in: an export suggests a file (its folder), an open a folder.
fn dialog_dir(op: FileOp, suggested: &Path) -> Option<&Path> {
    match op {
        FileOp::Open => Some(suggested),
        FileOp::Export
        | FileOp::ExportImage
        | FileOp::ExportSheet
        | FileOp::ExportPuzzleSheet
        | FileOp::ExportPuzzles
        | FileOp::ExportCsv
        | FileOp::ExportChart(_) => suggested.parent(),
    }
}

/// Whether the desktop's own file dialog can open: always on Windows and macOS (`os`, as in
/// [`std::env::consts::OS`]); elsewhere it takes a desktop portal (over D-Bus) or zenity.
/// `var` reads an environment variable.
fn native_dialog_possible(os: &str, var: impl Fn(&str) -> Option<std::ffi::OsString>) -> bool {
    if matches!(os, "windows" | "macos") {
        return true;
    }
    let bus = var("DBUS_SESSION_BUS_ADDRESS").is_some_and(|v| !v.is_empty());
    bus || var("PATH").is_some_and(|paths| on_path(&paths, "zenity"))
}

fn on_path(paths: &std::ffi::OsStr, program: &str) -> bool {
    std::env::split_paths(paths).any(|dir| dir.join(program).is_file())
}

/// A default file name for an export of the board shown, e.g. `queens-8x8-unique.json`, or
/// `queens-8x8-most.json` for a Most queens placement.
pub(crate) fn suggested_name(n: usize, what: &str) -> String {
    format!("queens-{n}x{n}-{what}.json")
}

/// A default file name for a picture of the board shown (`queens-8x8-board.png`), or a sheet
/// of its solutions (`queens-8x8-unique-sheet.pdf`).
pub(crate) fn suggested_picture_name(n: usize, what: &str, format: Format) -> String {
    format!("queens-{n}x{n}-{what}.{}", format.extension())
}

/// A typed path, with `~` expanded; `None` if blank.
pub(crate) fn typed_path(text: &str) -> Option<PathBuf> {
    let text = text.trim();
    if text.is_empty() {
        return None;
    }
    if let Some(rest) = text.strip_prefix("~/")
        && let Some(home) = std::env::var_os("HOME")
    {
        return Some(Path::new(&home).join(rest));
    }
    Some(PathBuf::from(text))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn windows_and_macos_always_have_a_native_dialog() {
        // Neither has a D-Bus session nor zenity: their own dialogs need neither.
        assert!(native_dialog_possible("windows", |_| None));
        assert!(native_dialog_possible("macos", |_| None));
        assert!(!native_dialog_possible("linux", |_| None));
        let bus = |var: &str| (var == "DBUS_SESSION_BUS_ADDRESS").then(|| "unix:path=/run/bus".into());
        assert!(native_dialog_possible("linux", bus));
    }

    #[test]
    fn dialogs_start_in_the_last_folder() {
        let last = Path::new("/home/zoé/Mes parties");
        assert_eq!(dialog_dir(FileOp::Open, last), Some(last));
        assert_eq!(dialog_dir(FileOp::Export, &last.join("queens-8x8-all.json")), Some(last));
    }
}
