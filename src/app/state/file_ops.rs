//! Opening and exporting files: the dialogs' answers and what they lead to.

use std::path::PathBuf;
use std::sync::Arc;

use super::{Notice, State};
use crate::app::files::{self, Document, FileEvent, FileOp, Prompt};
use crate::app::results::{EndState, Results};
use crate::app::run::{Best, BoardKey, List, Run, Source, Work};
use crate::app::settings::MAX_APP_N;
use crate::app::theme::thousands;
use crate::placement::Placement;
use crate::stream::Filter;

impl State {
    /// Handles finished dialogs, exports and opens.
    pub(crate) fn poll_files(&mut self) {
        while let Some(event) = self.files.poll() {
            match event {
                FileEvent::Picked { op, path: Some(path) } => self.use_path(op, path),
                FileEvent::Picked { path: None, .. } => {} // cancelled by the person
                FileEvent::NoDialog { op } => {
                    let reason = Some(files::dialog_failed_reason());
                    self.files.prompt = Some(Prompt { op, reason, suggested: self.suggested_path(op) });
                }
                FileEvent::Saved { path, what, result } => {
                    if result.is_ok()
                        && let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty())
                    {
                        self.settings.last_dir = Some(dir.to_path_buf());
                    }
                    self.notice = Some(match result {
                        Ok(()) => Notice::info(format!("Saved {what} to {}.", path.display())),
                        Err(e) => Notice::error(format!("Export failed: {e}")),
                    });
                }
                FileEvent::Opened { path, result } => self.opened(path, result),
            }
        }
    }

    fn opened(&mut self, path: PathBuf, result: Result<Document, String>) {
        let doc = match result {
            Ok(doc) => doc,
            Err(e) => {
                // The current board, list and settings stay as they were.
                self.notice = Some(Notice::error(format!("Could not open {}: {e}", path.display())));
                return;
            }
        };
        let (n, fixed) = match &doc {
            Document::Solutions(set) => (set.n, set.fixed.clone()),
            Document::Placement(p) => (p.n, p.fixed.clone()),
        };
        if n > MAX_APP_N {
            self.notice = Some(Notice::error(format!(
                "Could not open {}: its board is {n}×{n}, and the app shows boards up to {max}×{max}. \
                 Use the command line for larger boards.",
                path.display(),
                n = thousands(n as u64),
                max = thousands(MAX_APP_N as u64),
            )));
            return;
        }
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            self.settings.last_dir = Some(dir.to_path_buf());
        }
        let name =
            path.file_name().map_or_else(|| path.display().to_string(), |f| f.to_string_lossy().into());
        let confirmed = std::mem::take(&mut self.open_confirmed);
        // The file brings its own board, so opening is always a step to undo; the person was
        // asked before the dialog if the list it replaces was too big to keep.
        let what = format!("open {name}");
        if matches!(self.run.work, Work::Idle) {
            self.record(what);
        } else {
            self.before_replacing(&crate::app::action::Action::Pick(FileOp::Open), &what, confirmed);
        }
        self.settings.n = n;
        self.settings.fixed = fixed;
        let board = self.board();
        let (work, what, complete) = match doc {
            Document::Solutions(set) => {
                self.settings.filter = set.filter;
                let whole = if set.complete { "the complete set" } else { "an incomplete set" };
                let count = files::solutions_text(set.solutions.len(), set.filter);
                let what = format!("{count} of the {n}×{n} board, {whole}");
                let complete = set.complete;
                let set = Arc::try_unwrap(set).unwrap_or_else(|shared| (*shared).clone());
                (
                    Work::Solutions(List::new(Results::from_set(set), Source::File(path.clone()))),
                    what,
                    complete,
                )
            }
            Document::Placement(p) => {
                let proven = if p.optimal { "proven the most" } else { "not proven the most" };
                let what = format!("a placement of {} queens on the {n}×{n} board, {proven}", p.queens.len());
                let best = Best { queens: p.queens, proven: Some(p.optimal) };
                (Work::MostQueens { best: Some(best) }, what, p.optimal)
            }
        };
        self.notice = Some(Notice::info(format!("Opened {}: {what}.", path.display())));
        let end = EndState::Opened { path, what, complete };
        self.replace_run(Run { job: None, board, work, end: Some(end) });
        self.check_board();
    }

    /// Where an export or open starts: the last folder used (else the working directory),
    /// and for an export a name that follows the board shown and what it holds.
    pub(crate) fn suggested_path(&self, op: FileOp) -> PathBuf {
        let dir =
            self.settings.last_dir.clone().unwrap_or_else(|| std::env::current_dir().unwrap_or_default());
        match op {
            FileOp::Open => dir,
            FileOp::Export => {
                let what = match (self.best(), self.settings.filter) {
                    (Some(_), _) => "most",
                    (None, Filter::All) => "all",
                    (None, Filter::Unique) => "unique",
                };
                dir.join(files::suggested_name(self.settings.n, what))
            }
        }
    }

    pub(super) fn pick(&mut self, op: FileOp) {
        let suggested = self.suggested_path(op);
        if let Err(e) = self.files.pick(op, suggested) {
            self.notice = Some(Notice::error(format!("Could not ask for a file: {e}.")));
        }
    }

    pub(super) fn use_path(&mut self, op: FileOp, path: PathBuf) {
        if let Some(why) = self.why_not(&crate::app::action::Action::UsePath(op, path.clone())) {
            self.notice = Some(Notice::error(why));
            return;
        }
        let started = match op {
            FileOp::Export => match self.export_document() {
                Some(doc) => self.files.export(doc, path),
                None => return,
            },
            FileOp::Open => self.files.open(path),
        };
        if let Err(e) = started {
            let verb = if op == FileOp::Export { "export" } else { "open" };
            self.notice = Some(Notice::error(format!("Could not {verb} the file: {e}.")));
        }
    }

    /// What Export saves: the placement of a Most queens run, else the listed solutions.
    fn export_document(&self) -> Option<Document> {
        let BoardKey { n, fixed } = self.run.board.clone();
        match &self.run.work {
            Work::MostQueens { best: Some(best) } => Some(Document::Placement(Placement {
                n,
                fixed,
                queens: best.queens.clone(),
                optimal: best.proven == Some(true),
            })),
            Work::Solutions(list) if !list.results.is_empty() => {
                Some(Document::Solutions(list.results.set.clone()))
            }
            _ => None,
        }
    }
}
