//! Export and open: native dialogs on their own thread, a typed-path fallback, and
//! streaming saves and loads off the UI thread.

use crate::format::{self, FileError, SolutionSet};
use crate::placement::Placement;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::time::{Duration, Instant};

use super::worker::Wake;

/// A dialog that returns nothing this fast was never shown: no person is that quick.
const NO_DIALOG_WITHIN: Duration = Duration::from_millis(300);

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileOp {
    Export,
    Open,
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
    pub reason: Option<String>,
    /// What the field starts out holding.
    pub suggested: PathBuf,
}

/// What the app saves and opens: a set of solutions, or a Most queens placement.
#[derive(Debug, Clone)]
pub enum Document {
    /// Shared with the list without copying it.
    Solutions(Arc<SolutionSet>),
    Placement(Placement),
}

impl Document {
    /// How many solutions (or placements) it holds.
    pub fn len(&self) -> usize {
        match self {
            Document::Solutions(set) => set.solutions.len(),
            Document::Placement(_) => 1,
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Starts a thread for a task (a parameter, so tests can make it fail).
pub(crate) type Spawn = fn(Box<dyn FnOnce() + Send>) -> io::Result<()>;

fn spawn_thread(task: Box<dyn FnOnce() + Send>) -> io::Result<()> {
    std::thread::Builder::new().name("queenside-file".into()).spawn(task).map(drop)
}

/// What a file thread reports.
#[derive(Debug)]
pub(crate) enum FileEvent {
    /// A dialog closed; `None` if the person cancelled it.
    Picked {
        op: FileOp,
        path: Option<PathBuf>,
    },
    /// No dialog could be shown.
    NoDialog {
        op: FileOp,
    },
    Saved {
        path: PathBuf,
        /// What was saved: `"1 solution"`, `"92 solutions"`, `"the placement"`.
        what: String,
        result: Result<(), String>,
    },
    Opened {
        path: PathBuf,
        result: Result<Document, String>,
    },
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

/// File operations in flight and their channel.
pub struct Files {
    tx: Sender<FileEvent>,
    rx: Receiver<FileEvent>,
    wake: Wake,
    pub mode: DialogMode,
    /// A native dialog is open (the app waits for it, and starts no second one).
    pub dialog: Option<FileOp>,
    pub prompt: Option<Prompt>,
    pub export: Option<Export>,
    pub opening: Option<PathBuf>,
    pub spawn: Spawn,
}

impl Files {
    pub fn new(wake: Wake) -> Self {
        let (tx, rx) = mpsc::channel();
        Files {
            tx,
            rx,
            wake,
            mode: DialogMode::Native,
            dialog: None,
            prompt: None,
            export: None,
            opening: None,
            spawn: spawn_thread,
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
            self.prompt = Some(Prompt { op, reason: None, suggested });
            return Ok(());
        }
        if !native_dialog_possible() {
            self.prompt = Some(Prompt { op, reason: Some(no_dialog_reason()), suggested });
            return Ok(());
        }
        self.prompt = None;
        self.spawn(move || {
            let started = Instant::now();
            let mut dialog = rfd::FileDialog::new().add_filter("Queenside documents (JSON)", &["json"]);
            if let Some(dir) = suggested.parent().filter(|d| d.is_dir()) {
                dialog = dialog.set_directory(dir);
            }
            let path = match op {
                FileOp::Export => {
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

    /// Writes `doc` to `path` on a thread, atomically (and a set of solutions streaming).
    pub fn export(&mut self, doc: Document, path: PathBuf) -> Result<(), String> {
        let written = Arc::new(AtomicUsize::new(0));
        let total = doc.len();
        let wake = self.wake.clone();
        let (target, progress) = (path.clone(), written.clone());
        self.spawn(move || {
            let mut last_wake = Instant::now();
            let (what, result) = match &doc {
                Document::Solutions(set) => {
                    let result = format::save(set, &target, &mut |done, _| {
                        progress.store(done, Ordering::Relaxed);
                        // Wake the UI now and then, so the progress bar moves.
                        if last_wake.elapsed() > Duration::from_millis(50) {
                            last_wake = Instant::now();
                            wake();
                        }
                    });
                    (solutions_text(total, set.filter), result.map_err(|e| e.to_string()))
                }
                Document::Placement(p) => {
                    ("the placement".into(), p.save(&target).map_err(|e| e.to_string()))
                }
            };
            FileEvent::Saved { path: target, what, result }
        })?;
        self.export = Some(Export { path, written, total });
        Ok(())
    }

    /// Reads and checks the document at `path` on a thread: a set of solutions, or else a
    /// Most queens placement.
    pub fn open(&mut self, path: PathBuf) -> Result<(), String> {
        let source = path.clone();
        self.spawn(move || FileEvent::Opened { result: read_document(&source), path: source })?;
        self.opening = Some(path);
        Ok(())
    }

    /// The next finished file operation, clearing its in-flight marker.
    pub(crate) fn poll(&mut self) -> Option<FileEvent> {
        let event = self.rx.try_recv().ok()?;
        match &event {
            FileEvent::Picked { .. } | FileEvent::NoDialog { .. } => self.dialog = None,
            FileEvent::Saved { .. } => self.export = None,
            FileEvent::Opened { .. } => self.opening = None,
        }
        Some(event)
    }

    /// Runs `task` on a thread of its own and reports its event. A thread that cannot start
    /// is an error for the caller, who then marks nothing as in flight.
    fn spawn(&self, task: impl FnOnce() -> FileEvent + Send + 'static) -> Result<(), String> {
        let (tx, wake) = (self.tx.clone(), self.wake.clone());
        (self.spawn)(Box::new(move || {
            let _ = tx.send(task());
            wake();
        }))
        .map_err(|e| format!("cannot start a file thread: {e}"))
    }
}

/// `1 solution`, `1,234 unique solutions`.
pub(crate) fn solutions_text(count: usize, filter: crate::stream::Filter) -> String {
    let unique = if filter == crate::stream::Filter::Unique { "unique " } else { "" };
    let noun = if count == 1 { "solution" } else { "solutions" };
    format!("{} {unique}{noun}", super::theme::thousands(count as u64))
}

/// A solution set, or else (when the file says it is another kind of document) a Most
/// queens placement.
fn read_document(path: &Path) -> Result<Document, String> {
    match format::open(path) {
        Ok(set) => Ok(Document::Solutions(Arc::new(set))),
        Err(FileError::Foreign { found: Some(_) }) => match Placement::open(path) {
            Ok(p) => Ok(Document::Placement(p)),
            Err(crate::placement::PlacementError::Foreign) => {
                Err(format::open(path).unwrap_err().to_string())
            }
            Err(e) => Err(e.to_string()),
        },
        Err(e) => Err(e.to_string()),
    }
}

/// Whether an xdg portal (over the D-Bus session bus) or zenity could show a dialog.
fn native_dialog_possible() -> bool {
    let bus = std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some_and(|v| !v.is_empty());
    bus || on_path("zenity")
}

fn on_path(program: &str) -> bool {
    std::env::var_os("PATH")
        .is_some_and(|paths| std::env::split_paths(&paths).any(|dir| dir.join(program).is_file()))
}

fn no_dialog_reason() -> String {
    "No file dialog can open here (no desktop portal and no zenity). Type a path instead.".into()
}

/// The message shown when a dialog returned at once without showing.
pub(crate) fn dialog_failed_reason() -> String {
    "The file dialog did not open (no desktop portal or zenity answered). Type a path instead.".into()
}

/// A default file name for an export of the board shown, e.g. `queens-8x8-unique.json`, or
/// `queens-8x8-most.json` for a Most queens placement.
pub(crate) fn suggested_name(n: usize, what: &str) -> String {
    format!("queens-{n}x{n}-{what}.json")
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
