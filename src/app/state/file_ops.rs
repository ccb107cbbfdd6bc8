//! Opening and exporting files: the dialogs' answers and what they lead to.

use std::path::PathBuf;
use std::sync::Arc;

use super::{About, Notice, State};
use crate::app::jobs::files::{self, Document, FileEvent, FileOp};
use crate::app::settings::MAX_APP_N;
use crate::app::state::results::{EndState, Results};
use crate::app::state::run::{BoardKey, List, MostQueensSoFar, Run, Source, Work};
use crate::app::text::lang::messages;
use crate::app::text::numbers::thousands;
use crate::app::text::words::{saved_text, sentence};
use crate::most_queens::MostQueensFile;
use crate::stream::Filter;

impl State {
    /// Handles finished dialogs, exports and opens.
    pub(crate) fn poll_files(&mut self) {
        while let Some(event) = self.files.poll() {
            self.copied = None; // the file's news is newer
            match event {
                FileEvent::Picked { op, path: Some(path) } => self.use_path(op, path),
                FileEvent::Picked { path: None, .. } => {} // cancelled by the person
                FileEvent::NoDialog { op } => {
                    let suggested = self.suggested_path(op);
                    self.files.ask(op, Some(files::dialog_failed_reason()), suggested);
                }
                FileEvent::Saved { path, what, result } => {
                    if result.is_ok()
                        && let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty())
                    {
                        self.settings.last_dir = Some(dir.to_path_buf());
                    }
                    self.notify(match &result {
                        Ok(()) => Notice::done(saved_text(&what, &path), About::Event),
                        Err(e) => Notice::error(sentence(&messages::export_failed(e.as_str())), About::Event),
                    });
                }
                FileEvent::Opened { path, result } => self.opened(path, result),
                FileEvent::Failed { what } => {
                    self.notify(Notice::error(messages::file_job_failed(what), About::Event));
                }
            }
        }
    }

    fn opened(&mut self, path: PathBuf, result: Result<Document, String>) {
        let doc = match result {
            Ok(doc) => doc,
            Err(e) => {
                // The current board, list and settings stay as they were.
                let text = sentence(&messages::could_not_open(path.display().to_string(), e));
                self.notify(Notice::error(text, About::Event));
                return;
            }
        };
        let (n, fixed) = match &doc {
            Document::Solutions(set) => (set.n, set.fixed.clone()),
            Document::MostQueensFile(p) => (p.n, p.fixed.clone()),
        };
        if n > MAX_APP_N {
            let text = messages::could_not_open_too_big(
                thousands(MAX_APP_N as u64),
                thousands(n as u64),
                path.display().to_string(),
            );
            self.notify(Notice::error(text, About::Event));
            return;
        }
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            self.settings.last_dir = Some(dir.to_path_buf());
        }
        let name =
            path.file_name().map_or_else(|| path.display().to_string(), |f| f.to_string_lossy().into());
        // The file brings its own board, so opening is always a step to undo. Asked now, when
        // the file is read, if undo has no room for the list it replaces (a yes opens it again).
        let what = messages::undo_open(name.as_str());
        if matches!(self.run.work, Work::Idle) {
            self.record(what);
        } else if !self.before_replacing(
            &crate::app::action::Action::UsePath(FileOp::Open, path.clone()),
            &what,
            false,
        ) {
            return;
        }
        self.settings.n = n;
        self.settings.fixed = fixed;
        let board = self.board();
        let (work, what, complete) = match doc {
            Document::Solutions(set) => {
                self.settings.filter = set.filter;
                // "complete" or "incomplete" selects the words in the message.
                let whole = if set.complete { "complete" } else { "incomplete" };
                let count = crate::app::text::words::solutions_text(set.solutions.len(), set.filter);
                let what = messages::opened_solutions(n.to_string(), whole, count);
                let complete = set.complete;
                let set = Arc::try_unwrap(set).unwrap_or_else(|shared| (*shared).clone());
                (
                    Work::Solutions(List::new(Results::from_set(set), Source::File(path.clone()))),
                    what,
                    complete,
                )
            }
            Document::MostQueensFile(p) => {
                // "proven" or "not" selects the words in the message.
                let proven = if p.proven { "proven" } else { "not" };
                let what = messages::opened_placement(p.queens.len(), n.to_string(), proven);
                let best = MostQueensSoFar { queens: p.queens, proven: Some(p.proven) };
                (Work::MostQueens { best: Some(best) }, what, p.proven)
            }
        };
        let text = messages::opened(path.display().to_string(), what.as_str());
        let end = EndState::Opened { path, what, complete };
        self.replace_run(Run::new(None, board, work, Some(end)));
        // Said of the opened list: undo, which brings the list before back, takes it away.
        self.notify(Notice::info(text, About::Run(self.run.id)));
        self.check_board();
    }

    /// Where an export or open starts: the last folder used (else the working directory),
    /// and for an export a name that follows the board shown and what it holds.
    pub(crate) fn suggested_path(&self, op: FileOp) -> PathBuf {
        let dir =
            self.settings.last_dir.clone().unwrap_or_else(|| std::env::current_dir().unwrap_or_default());
        match op {
            FileOp::Open => dir,
            FileOp::ExportImage => {
                dir.join(files::suggested_picture_name(self.settings.n, "board", crate::picture::Format::Png))
            }
            FileOp::ExportSheet => {
                let what = match self.list().map_or(self.settings.filter, |list| list.results.set.filter) {
                    Filter::All => "all-sheet",
                    Filter::Unique => "unique-sheet",
                };
                dir.join(files::suggested_picture_name(self.settings.n, what, crate::picture::Format::Pdf))
            }
            FileOp::Export => {
                // The name follows what is saved, which may be of an earlier board than the
                // one shown (a list stays on screen while the board changes).
                let filter_name = |filter| if filter == Filter::All { "all" } else { "unique" };
                let (n, what) = match self.export_document() {
                    Some(Document::MostQueensFile(p)) => (p.n, "most"),
                    Some(Document::Solutions(set)) => (set.n, filter_name(set.filter)),
                    None => (self.settings.n, filter_name(self.settings.filter)),
                };
                dir.join(files::suggested_name(n, what))
            }
        }
    }

    pub(super) fn pick(&mut self, op: FileOp) {
        let suggested = self.suggested_path(op);
        if let Err(e) = self.files.pick(op, suggested) {
            self.notify(Notice::error(messages::could_not_ask_for_file(e), About::Event));
        }
    }

    pub(super) fn use_path(&mut self, op: FileOp, path: PathBuf) {
        let action = crate::app::action::Action::UsePath(op, path.clone());
        if let Some(why) = self.why_not(&action) {
            self.notify(Notice::error(why, About::Refused(action)));
            return;
        }
        let started = match op {
            FileOp::Export => match self.export_document() {
                Some(doc) => self.files.export(doc, path),
                None => return,
            },
            FileOp::Open => self.files.open(path),
            FileOp::ExportImage | FileOp::ExportSheet => match self.picture_job(op, &path) {
                Ok((job, format)) => self.files.export_picture(job, path, format),
                Err(e) => {
                    self.notify(Notice::error(crate::app::text::pictures::export_failed(&e), About::Event));
                    return;
                }
            },
        };
        if let Err(e) = started {
            let text = match op {
                FileOp::Open => messages::could_not_open_file(e),
                _ => messages::could_not_export_file(e),
            };
            self.notify(Notice::error(text, About::Event));
        }
    }

    /// What Export saves: the placement of a Most queens run, else the listed solutions.
    fn export_document(&self) -> Option<Document> {
        let BoardKey { n, fixed } = self.run.board.clone();
        match &self.run.work {
            Work::MostQueens { best: Some(best) } => Some(Document::MostQueensFile(MostQueensFile {
                n,
                fixed,
                queens: best.queens.clone(),
                proven: best.proven == Some(true),
            })),
            Work::Solutions(list) if !list.results.is_empty() => {
                Some(Document::Solutions(list.results.set.clone()))
            }
            _ => None,
        }
    }
}
