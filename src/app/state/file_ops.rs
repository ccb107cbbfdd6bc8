//! Opening and exporting files: the dialogs' answers and what they lead to.

use std::path::PathBuf;

use super::{Notice, State};
use crate::app::files::{self, FileEvent, FileOp, Prompt};
use crate::app::results::{EndState, Results};
use crate::app::settings::MAX_APP_N;
use crate::app::theme::thousands;

impl State {
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

    pub(super) fn pick(&mut self, op: FileOp) {
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

    pub(super) fn use_path(&mut self, op: FileOp, path: PathBuf) {
        match op {
            FileOp::Export if self.job.is_none() && !self.results.is_empty() => {
                self.files.export(self.results.set.clone(), path)
            }
            FileOp::Export => self.notice = Some(Notice::error("Nothing to export: the search is running.")),
            FileOp::Open => self.files.open(path),
        }
    }
}
