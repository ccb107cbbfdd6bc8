//! Opening and exporting files: the dialogs' answers and what they lead to.

use std::path::PathBuf;
use std::sync::Arc;

use crate::app::files::{self, Document, FileEvent, FileOp};
use crate::app::lab::chart::Chart;
use crate::app::settings::MAX_APP_N;
use crate::app::solve::results::{EndState, Results};
use crate::app::solve::{BoardKey, List, Run, Source, Work};
use crate::app::state::{About, Notice, Said, State};
use crate::app::text::lang::messages;
use crate::app::text::said::{OpenError, Opened};
use crate::most_queens::MostQueensFile;
use crate::stream::Filter;

impl State {
    /// Handles finished dialogs, exports and opens (each frame, or a driver without a window).
    pub fn poll_files(&mut self) {
        while let Some(event) = self.files.poll() {
            self.copied = None; // the file's news is newer
            match event {
                FileEvent::Picked { op, path: Some(path) } => self.use_path(op, path),
                FileEvent::Picked { path: None, .. } => {} // cancelled by the person
                FileEvent::NoDialog { op } => {
                    let suggested = self.suggested_path(op);
                    self.files.ask(op, Some(files::NoDialog::Failed), suggested);
                }
                FileEvent::Saved { path, what, result } => {
                    if result.is_ok()
                        && let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty())
                    {
                        self.settings.last_dir = Some(dir.to_path_buf());
                    }
                    self.notify(match result {
                        Ok(()) => Notice::done(Said::SavedTo { path, what: Box::new(what) }, About::Event),
                        Err(e) => Notice::error(Said::ExportFailed(e), About::Event),
                    });
                }
                FileEvent::Opened { path, result, left_out_of } => self.opened(path, result, left_out_of),
                FileEvent::AnswersRead { path, text } => self.check.check_text_of(path, text),
                FileEvent::Failed { what } => {
                    self.notify(Notice::error(Said::FileJobFailed(what), About::Event));
                }
            }
        }
    }

    fn opened(&mut self, path: PathBuf, result: Result<Document, OpenError>, left_out_of: Option<usize>) {
        let doc = match result {
            Ok(doc) => doc,
            Err(error) => {
                // The current board, list and settings stay as they were.
                self.notify(Notice::error(Said::CouldNotOpen { path, error }, About::Event));
                return;
            }
        };
        let (n, fixed) = match doc {
            Document::Solutions(ref set) => (set.n, set.fixed.clone()),
            Document::MostQueensFile(ref p) => (p.n, p.fixed.clone()),
            // A set of puzzles opens in Play: the board and its list stay as they are.
            Document::Puzzles(set) => return self.opened_puzzles(path, set),
        };
        if n > MAX_APP_N {
            self.notify(Notice::error(Said::CouldNotOpenTooBig { path, n }, About::Event));
            return;
        }
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            self.settings.last_dir = Some(dir.to_path_buf());
        }
        let name =
            path.file_name().map_or_else(|| path.display().to_string(), |f| f.to_string_lossy().into());
        // The file brings its own board, so opening is always a step to undo. Asked now, when
        // the file is read, if undo has no room for the list it replaces (a yes opens it again).
        let what = Said::UndoOpen(name);
        if matches!(self.run.work, Work::Idle) {
            self.record(what);
        } else if !self.before_replacing(
            &crate::app::action::Action::UsePath(FileOp::Open, path.clone()),
            what,
            false,
        ) {
            return;
        }
        self.settings.n = n;
        self.settings.fixed = fixed;
        let board = self.board();
        let (work, what) = match doc {
            Document::Solutions(set) => {
                self.settings.filter = set.filter;
                let what = Opened::Solutions {
                    count: set.solutions.len(),
                    filter: set.filter,
                    n,
                    complete: set.complete,
                };
                let set = Arc::try_unwrap(set).unwrap_or_else(|shared| (*shared).clone());
                let mut results = Results::from_set(set);
                // The memory cap left some out: the list says so, as after a Solve.
                if let Some(listed) = left_out_of {
                    results.found = listed as u64;
                }
                (Work::Solutions(List::new(results, Source::File(path.clone()))), what)
            }
            Document::Puzzles(_) => return,
            Document::MostQueensFile(p) => {
                let what = Opened::Placement { queens: p.best.queens.len(), n, proven: p.best.proven };
                (Work::MostQueens { best: Some(p.best) }, what)
            }
        };
        let said = Said::Opened { path: path.clone(), what };
        self.replace_run(Run::new(None, board, work, Some(EndState::Opened { path, what })));
        // Said of the opened list as it is: undo, which brings the list before back, and a
        // filter that changes the list take it away.
        let about = match what {
            Opened::Solutions { filter, .. } => About::List(self.run.id, filter),
            Opened::Placement { .. } => About::Run(self.run.id),
        };
        self.notify(Notice::info(said, about));
        self.check_board();
    }

    /// Where an export or open starts: the last folder used (else the working directory),
    /// and for an export a name that follows the board shown and what it holds.
    pub(crate) fn suggested_path(&self, op: FileOp) -> PathBuf {
        let dir =
            self.settings.last_dir.clone().unwrap_or_else(|| std::env::current_dir().unwrap_or_default());
        match op {
            FileOp::Open | FileOp::CheckAnswers => dir,
            FileOp::ExportCsv => dir.join("nqueens-compare.csv"),
            FileOp::ExportChart(chart) => {
                let png = crate::picture::Format::Png;
                match (chart, &self.lab.tree) {
                    (Chart::Tree, Some(tree)) => {
                        dir.join(files::suggested_picture_name(tree.n(), "tree", png))
                    }
                    (Chart::Tree, None) => {
                        dir.join(files::suggested_picture_name(self.settings.n, "tree", png))
                    }
                    (Chart::Solved, _) => dir.join("nqueens-compare-solved.png"),
                    (Chart::Steps, _) => dir.join("nqueens-compare-steps.png"),
                    (Chart::H(search), _) => dir.join(format!("nqueens-compare-h-{}.png", search.name())),
                }
            }
            FileOp::ExportImage => {
                dir.join(files::suggested_picture_name(self.settings.n, "board", crate::picture::Format::Png))
            }
            FileOp::ExportSheet => {
                // The sheet draws the list, which may be of an earlier board than the one shown.
                let (n, filter) = self.list().map_or((self.settings.n, self.settings.filter), |list| {
                    (list.results.n(), list.results.set.filter)
                });
                let what = match filter {
                    Filter::All => "all-sheet",
                    Filter::Unique => "unique-sheet",
                };
                dir.join(files::suggested_picture_name(n, what, crate::picture::Format::Pdf))
            }
            // Named in the app's language, as the sheet is written in it; the puzzles are one
            // a line (JSON lines), named as such rather than as one JSON document.
            FileOp::ExportPuzzleSheet => {
                dir.join(format!("{}.pdf", messages::play_file_name(self.settings.n)))
            }
            FileOp::ExportPuzzles => dir.join(format!("{}.jsonl", messages::play_file_name(self.settings.n))),
            FileOp::Export => {
                // The name follows what is saved, which may be of an earlier board than the
                // one shown (a list stays on screen while the board changes).
                let filter_name = |filter| if filter == Filter::All { "all" } else { "unique" };
                let (n, what) = match self.export_document() {
                    Some(Document::MostQueensFile(p)) => (p.n, "most"),
                    Some(Document::Puzzles(_)) => (self.settings.n, "puzzles"),
                    Some(Document::Solutions(set)) => (set.n, filter_name(set.filter)),
                    None => (self.settings.n, filter_name(self.settings.filter)),
                };
                dir.join(files::suggested_name(n, what))
            }
        }
    }

    pub(crate) fn pick(&mut self, op: FileOp) {
        let suggested = self.suggested_path(op);
        if let Err(e) = self.files.pick(op, suggested) {
            self.notify(Notice::error(Said::CouldNotAskForFile(e), About::Event));
        }
    }

    pub(crate) fn use_path(&mut self, op: FileOp, path: PathBuf) {
        let action = crate::app::action::Action::UsePath(op, path.clone());
        if self.why_not(&action).is_some() {
            self.notify(Notice::refused(action));
            return;
        }
        let started = match op {
            FileOp::Export => match self.export_document() {
                Some(doc) => self.files.export(doc, path),
                None => return,
            },
            FileOp::Open => self.files.open(path, self.settings.cap),
            FileOp::CheckAnswers => {
                if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
                    self.settings.last_dir = Some(dir.to_path_buf());
                }
                self.check.check_file(path);
                return;
            }
            FileOp::ExportPuzzles => {
                let source = self.puzzles_to_export();
                self.files.export_puzzles(source, path)
            }
            FileOp::ExportPuzzleSheet => match crate::picture::Format::from_path(&path) {
                Ok(format) => {
                    let source = self.puzzles_to_export();
                    self.files.export_picture(files::PictureJob::Puzzles(source), path, format)
                }
                Err(e) => {
                    self.notify(Notice::error(Said::ExportFailed(e.into()), About::Event));
                    return;
                }
            },
            FileOp::ExportCsv => {
                self.export_csv(path);
                return;
            }
            FileOp::ExportChart(chart) => match self.chart_job(chart, &path) {
                Ok((job, format)) => self.files.export_picture(job, path, format),
                Err(e) => {
                    self.notify(Notice::error(Said::ExportFailed(e), About::Event));
                    return;
                }
            },
            FileOp::ExportImage | FileOp::ExportSheet => match self.picture_job(op, &path) {
                Ok((job, format)) => self.files.export_picture(job, path, format),
                Err(e) => {
                    self.notify(Notice::error(Said::ExportFailed(e), About::Event));
                    return;
                }
            },
        };
        if let Err(e) = started {
            // Check answers reads its file in its own job, and never comes here.
            let said = if op.opens() { Said::CouldNotOpenFile(e) } else { Said::CouldNotExportFile(e) };
            self.notify(Notice::error(said, About::Event));
        }
    }

    /// What Export saves: the placement of a Most queens run, else the listed solutions.
    fn export_document(&self) -> Option<Document> {
        let BoardKey { n, fixed } = self.run.board.clone();
        match &self.run.work {
            Work::MostQueens { best: Some(best) } => {
                Some(Document::MostQueensFile(MostQueensFile { n, fixed, best: best.clone() }))
            }
            Work::Solutions(list) if !list.results.is_empty() => {
                Some(Document::Solutions(list.results.set.clone()))
            }
            Work::Idle
            | Work::Solutions(_)
            | Work::Count { .. }
            | Work::MostQueens { best: None }
            | Work::Watch(_) => None,
        }
    }
}
