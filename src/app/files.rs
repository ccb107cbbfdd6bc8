//! Export and open: native dialogs on their own thread, a typed-path fallback, and
//! streaming saves and loads off the UI thread.

use crate::format::{self, SolutionSet};
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
}

/// What a file thread reports.
#[derive(Debug)]
pub enum FileEvent {
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
        solutions: usize,
        result: Result<(), String>,
    },
    Opened {
        path: PathBuf,
        result: Result<SolutionSet, String>,
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
        }
    }

    pub fn busy(&self) -> bool {
        self.dialog.is_some() || self.export.is_some() || self.opening.is_some()
    }

    /// Asks for a path: a native dialog if one can open, else the path field.
    pub fn pick(&mut self, op: FileOp, suggested_name: &str) {
        if self.busy() {
            return;
        }
        if self.mode == DialogMode::PathField {
            self.prompt = Some(Prompt { op, reason: None });
            return;
        }
        if !native_dialog_possible() {
            self.prompt = Some(Prompt { op, reason: Some(no_dialog_reason()) });
            return;
        }
        self.prompt = None;
        self.dialog = Some(op);
        let name = suggested_name.to_owned();
        self.spawn(move || {
            let started = Instant::now();
            let dialog = rfd::FileDialog::new().add_filter("Queenside solutions (JSON)", &["json"]);
            let path = match op {
                FileOp::Export => dialog.set_file_name(name).save_file(),
                FileOp::Open => dialog.pick_file(),
            };
            if path.is_none() && started.elapsed() < NO_DIALOG_WITHIN {
                FileEvent::NoDialog { op }
            } else {
                FileEvent::Picked { op, path }
            }
        });
    }

    /// Writes `set` to `path` on a thread, atomically and streaming.
    pub fn export(&mut self, set: Arc<SolutionSet>, path: PathBuf) {
        let written = Arc::new(AtomicUsize::new(0));
        let total = set.solutions.len();
        self.export = Some(Export { path: path.clone(), written: written.clone(), total });
        let wake = self.wake.clone();
        self.spawn(move || {
            let mut last_wake = Instant::now();
            let result = format::save(&set, &path, &mut |done, _| {
                written.store(done, Ordering::Relaxed);
                // Wake the UI now and then, so the progress bar moves.
                if last_wake.elapsed() > Duration::from_millis(50) {
                    last_wake = Instant::now();
                    wake();
                }
            });
            FileEvent::Saved { path, solutions: total, result: result.map_err(|e| e.to_string()) }
        });
    }

    /// Reads and checks the document at `path` on a thread.
    pub fn open(&mut self, path: PathBuf) {
        self.opening = Some(path.clone());
        self.spawn(move || {
            let result = format::open(&path).map_err(|e| e.to_string());
            FileEvent::Opened { path, result }
        });
    }

    /// The next finished file operation, clearing its in-flight marker.
    pub fn poll(&mut self) -> Option<FileEvent> {
        let event = self.rx.try_recv().ok()?;
        match &event {
            FileEvent::Picked { .. } | FileEvent::NoDialog { .. } => self.dialog = None,
            FileEvent::Saved { .. } => self.export = None,
            FileEvent::Opened { .. } => self.opening = None,
        }
        Some(event)
    }

    fn spawn(&self, task: impl FnOnce() -> FileEvent + Send + 'static) {
        let (tx, wake) = (self.tx.clone(), self.wake.clone());
        let spawned = std::thread::Builder::new().name("queenside-file".into()).spawn(move || {
            let _ = tx.send(task());
            wake();
        });
        if let Err(e) = spawned {
            let _ = self.tx.send(FileEvent::Saved {
                path: PathBuf::new(),
                solutions: 0,
                result: Err(format!("cannot start a file thread: {e}")),
            });
        }
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
pub fn dialog_failed_reason() -> String {
    "The file dialog did not open (no desktop portal or zenity answered). Type a path instead.".into()
}

/// A default file name for an export, e.g. `queens-8x8-unique.json`.
pub fn suggested_name(set: &SolutionSet) -> String {
    let filter = match set.filter {
        crate::search::Filter::All => "all",
        crate::search::Filter::Unique => "unique",
    };
    format!("queens-{n}x{n}-{filter}.json", n = set.n)
}

/// A typed path, with `~` expanded; `None` if blank.
pub fn typed_path(text: &str) -> Option<PathBuf> {
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
