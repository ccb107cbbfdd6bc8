//! Asking for a path: the desktop's dialog on a thread of its own, else the path field.

use crate::app::files::{DialogMode, FileOp, FileTask, Files, NoDialog, Prompt};
#[cfg(not(target_arch = "wasm32"))]
use crate::app::text::lang::messages;
use std::path::{Path, PathBuf};
#[cfg(not(target_arch = "wasm32"))]
use {crate::app::files::FileEvent, web_time::Instant};

/// A dialog that returns nothing this fast was never shown: no person is that quick.
#[cfg(not(target_arch = "wasm32"))]
const NO_DIALOG_WITHIN: web_time::Duration = web_time::Duration::from_millis(300);

impl Files {
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
                    .add_filter(crate::app::files::words::image_files(), &["svg", "png", "pdf"]),
                FileOp::ExportSheet => rfd::FileDialog::new()
                    .add_filter(crate::app::files::words::sheet_files(), &["pdf", "svg"]),
                FileOp::ExportPuzzleSheet => rfd::FileDialog::new()
                    .add_filter(crate::app::files::words::sheet_files(), &["pdf", "svg", "png"]),
                FileOp::ExportPuzzles => {
                    rfd::FileDialog::new().add_filter(messages::json_files(), &["json", "jsonl"])
                }
                // A student's output may have any name: text files first, all files too.
                FileOp::CheckAnswers => rfd::FileDialog::new()
                    .add_filter(
                        messages::answers_text_files(),
                        &["txt", "out", "log", "json", "jsonl", "csv"],
                    )
                    .add_filter(messages::answers_all_files(), &["*"]),
                FileOp::ExportCsv => rfd::FileDialog::new().add_filter(messages::csv_files(), &["csv"]),
                FileOp::ExportChart(_) => {
                    rfd::FileDialog::new().add_filter(messages::picture_files(), &["svg", "png"])
                }
            };
            if let Some(dir) = dialog_dir(op, &suggested).filter(|d| d.is_dir()) {
                dialog = dialog.set_directory(dir);
            }
            let path = if op.opens() {
                dialog.pick_file()
            } else {
                let name = suggested.file_name().map(|f| f.to_string_lossy().into_owned());
                dialog.set_file_name(name.unwrap_or_default()).save_file()
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
}

/// The folder a dialog starts in: an export suggests a file (its folder), an open a folder.
fn dialog_dir(op: FileOp, suggested: &Path) -> Option<&Path> {
    if op.opens() { Some(suggested) } else { suggested.parent() }
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
