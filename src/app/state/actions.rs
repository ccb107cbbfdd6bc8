//! Applying what the person asked for, and what follows when the board changes.

use crate::board::conflicts;
use crate::stream::Filter;

use super::{About, Notice, Said, State};
use crate::app::action::Action;
use crate::app::settings::{MAX_APP_N, MAX_WIDE_LIMIT};
use crate::app::solve::RunKind;
use crate::app::text::words::copied_text;

impl State {
    pub fn apply(&mut self, action: Action) {
        self.apply_with(action, false);
    }

    /// Applies `action`; `confirmed` is the person's yes to losing what undo cannot keep.
    fn apply_with(&mut self, action: Action, confirmed: bool) {
        // "Copied …" tells of the last thing done; anything done after it ends its truth.
        self.copied = None;
        if self.waits_for_answer(&action).is_some() {
            // Behind a question or the path field nothing acts, nor says why: it is shown.
            return;
        }
        if self.why_not(&action).is_some() {
            // Stop with nothing running (Esc, say) is no error worth a banner.
            if action != Action::Stop {
                self.notify(Notice::refused(action));
            }
            return;
        }
        // The one rule of notices: what the person does now ends what the last action said
        // (a failed open, "Saved …", a refusal); what this action says comes after. An
        // action that only asks a question has not acted yet: what was said stays with it.
        if action.ends_notice() {
            let asked = self.confirm.is_some();
            let last = self.notice.take();
            self.act(action, confirmed);
            if !asked && self.confirm.is_some() && self.notice.is_none() {
                self.notice = last;
            }
        } else {
            self.act(action, confirmed);
        }
    }

    /// Does `action`, which the rules allow now.
    fn act(&mut self, action: Action, confirmed: bool) {
        let n = self.settings.n;
        match action {
            Action::SetSize(size) => self.resize(size),
            Action::ResizeBy(by) => self.resize(n.saturating_add_signed(by).max(1)),
            Action::TypeSize(text) => self.type_size(&text),
            Action::ToggleQueen(q) => {
                if q.row >= n || q.col >= n {
                    return;
                }
                // The keyboard's cursor follows the square clicked, on every board (the wide
                // view's clicks too), so the keys and the status line go on from there.
                self.cursor = q;
                let at = self.settings.fixed_at(q);
                self.record(if at.is_some() {
                    Said::UndoRemove { square: q, n, notation: self.settings.notation }
                } else {
                    Said::UndoFix { square: q, n, notation: self.settings.notation }
                });
                match at {
                    Some(i) => {
                        self.settings.fixed.remove(i);
                    }
                    None => self.settings.fixed.push(q),
                }
                self.board_changed();
            }
            Action::RemoveQueen(q) => {
                if let Some(i) = self.settings.fixed_at(q) {
                    self.record(Said::UndoRemove { square: q, n, notation: self.settings.notation });
                    self.settings.fixed.remove(i);
                    self.board_changed();
                }
            }
            Action::ClearQueens => {
                if !self.settings.fixed.is_empty() {
                    let count = self.settings.fixed.len();
                    self.record(Said::UndoClear(count));
                    self.settings.fixed.clear();
                    self.board_changed();
                }
            }
            Action::SetFilter(filter) => self.set_filter(filter),
            Action::SetLimit(limit) => self.settings.limit = limit.filter(|&l| l > 0),
            Action::SetWideLimit(limit) => self.settings.wide_limit = limit.clamp(1, MAX_WIDE_LIMIT),
            Action::SetCap(cap) => self.settings.cap = cap.max(1),
            Action::SetTheme(theme) => self.settings.theme = theme,
            Action::SetNotation(notation) => self.settings.notation = notation,
            Action::SetLanguage(language) => {
                self.settings.language = language;
                crate::app::text::lang::set(self.settings.language());
            }
            Action::Copy { what, text } => {
                self.copied = Some(copied_text(&what, &text));
                self.clipboard = Some(super::Clipboard::Text(text));
            }
            Action::Solve => self.start_asked(action, RunKind::Solve, Said::UndoSolve, confirmed),
            Action::Count => self.start_asked(action, RunKind::Count, Said::UndoCount, confirmed),
            Action::MostQueens => {
                self.start_asked(action, RunKind::MostQueens, Said::UndoMostQueens, confirmed)
            }
            Action::Watch => {
                if self.before_replacing(&action, Said::UndoWatch, confirmed) {
                    self.start(RunKind::Watch);
                }
            }
            Action::WatchSetup(setup) => {
                // A new setup starts the Watch shown again, on its own board.
                self.watch_setup = setup;
                if let Some(watch) = self.run.watch_mut() {
                    *watch = watch.with_setup(setup);
                    self.say_if_no_goal();
                }
            }
            Action::WatchControl(control) => {
                if let Some(watch) = self.run.watch_mut() {
                    watch.control(control, web_time::Instant::now(), RUN_ON_SLICE);
                }
            }
            Action::SetHints(on) => {
                self.settings.hints = on;
                self.refresh_hints();
            }
            Action::DiscardSavedCount => self.discard_saved_count(),
            Action::Stop => {
                if let Some(job) = &self.run.job {
                    job.cancel(); // the run's last message reports the stop
                }
            }
            Action::Select(i) => {
                if let Some(list) = self.run.list_mut()
                    && i < list.results.len()
                {
                    list.selected = Some(i);
                }
            }
            // An Open is asked about once its file is read: one that fails replaces nothing.
            Action::Pick(op) => self.pick(op),
            Action::UsePath(op, path) => {
                self.files.prompt = None;
                self.use_path(op, path);
            }
            Action::CancelPrompt => self.files.prompt = None,
            Action::CancelFile => {
                if let Some(path) = self.files.cancel() {
                    self.notify(Notice::info(Said::FileCancelled(path), About::Event));
                }
            }
            Action::DismissNotice => {} // ended above, as by every action that ends notices
            Action::Undo => self.undo(),
            Action::Redo => self.redo(),
            Action::Confirm => {
                if let Some(confirm) = self.confirm.take() {
                    self.lists_may_go |= confirm.drops_lists;
                    self.apply_with(confirm.action, true);
                }
            }
            Action::CancelConfirm => self.confirm = None,
            Action::SetCursor(q) => {
                if q.row < n && q.col < n {
                    self.cursor = q;
                }
            }
            Action::CopyImage => self.copy_image(),
            Action::CopyText => self.copy_text(),
            Action::Lab(crate::app::lab::LabAction::StartCompare)
                if !confirmed && let Some(question) = self.compare_question() =>
            {
                // A run of minutes is asked about first, as a long count is.
                self.confirm = Some(super::Confirm { action, question, drops_lists: false });
            }
            Action::Lab(action) => self.apply_lab(action),
            Action::Play(crate::app::play::PlayAction::Reveal) if !confirmed => {
                // The answer ends the puzzle for good: asked first, so that a stray click
                // gives nothing away.
                self.confirm =
                    Some(super::Confirm { action, question: Said::RevealQuestion, drops_lists: false });
            }
            Action::Play(action) => self.apply_play(action),
            Action::Check(crate::app::check::CheckAction::OpenFile) => {
                self.pick(crate::app::files::FileOp::CheckAnswers)
            }
            Action::Check(action) => self.check.apply(action),
        }
    }

    /// The board made `n` wide, telling what that dropped (fixed queens off the board).
    fn resize(&mut self, n: usize) {
        if let Some(said) = self.set_size(n) {
            self.notify(Notice::info(said, About::Board(self.board())));
        }
    }

    /// A size as typed: a whole number in range is the new size; one out of range is brought
    /// into it, and a text that is no size changes nothing. Either way the person is told.
    fn type_size(&mut self, typed: &str) {
        let size = typed_size(typed);
        let about_now = |s: &Self| About::Board(s.board());
        match size {
            Some(size) if (1.0..=MAX_APP_N as f64).contains(&size) => self.resize(size as usize),
            Some(size) => {
                let n = size.clamp(1.0, MAX_APP_N as f64) as usize;
                let dropped = self.set_size(n);
                let clamped = Said::SizeClamped { typed: typed.trim().to_owned(), n };
                let said = Said::Sentences(std::iter::once(clamped).chain(dropped).collect());
                self.notify(Notice::info(said, about_now(self)));
            }
            None => {
                let said = Said::NotASize { typed: typed.trim().to_owned(), n: self.settings.n };
                self.notify(Notice::error(said, about_now(self)));
            }
        }
    }

    /// A new board size: the fixed queens that still fit stay; returns the sentence that names
    /// those that do not, if any.
    fn set_size(&mut self, n: usize) -> Option<Said> {
        let n = n.clamp(1, MAX_APP_N);
        if n == self.settings.n {
            return None;
        }
        self.record(Said::UndoBoardSize { n, old: self.settings.n });
        let old = std::mem::replace(&mut self.settings.n, n);
        let dropped = self.settings.retain_fitting();
        self.board_changed();
        let notation = self.settings.notation;
        (!dropped.is_empty()).then_some(Said::SizeDroppedQueens { n, dropped, old, notation })
    }

    /// All ↔ Unique: a complete list is filtered in place; an incomplete one is marked out of
    /// date (it cannot be filtered without the solutions it lacks).
    fn set_filter(&mut self, filter: Filter) {
        if filter == self.settings.filter {
            return;
        }
        self.record(if filter == Filter::Unique { Said::UndoShowUnique } else { Said::UndoShowAll });
        self.settings.filter = filter;
        let Some(list) = self.run.list_mut() else { return };
        if list.results.set.filter == filter {
            list.stale = None; // switched back: the list answers the options again
            return;
        }
        match list.results.refiltered(filter) {
            Some(results) => {
                let selected = (!results.is_empty()).then_some(0);
                *list = crate::app::solve::List { results, selected, ..list.clone() };
            }
            None => {
                list.stale = Some(Said::ListOutOfDate { listed: list.results.set.filter, wanted: filter });
            }
        }
    }

    /// The board changed: a running job stops, and what the run found stays on screen,
    /// marked as from the earlier board (Undo brings that board back).
    fn board_changed(&mut self) {
        self.halt();
        let n = self.settings.n;
        self.cursor = crate::board::Queen::new(self.cursor.row.min(n - 1), self.cursor.col.min(n - 1));
        self.check_board();
    }

    pub(crate) fn check_board(&mut self) {
        self.conflicts = conflicts(&self.settings.fixed);
        self.problem_error = self.problem().err();
        self.refresh_saved();
        self.refresh_hints();
    }

    /// Starts working out the hints of the board shown, if they are on and can be had.
    fn refresh_hints(&mut self) {
        if !self.settings.hints || self.wide() {
            self.hints.clear();
            return;
        }
        let problem = if self.conflicts.is_empty() { self.problem().ok() } else { None };
        self.hints.request(self.board(), problem);
    }

    /// Steps a playing Watch by the clock and takes in finished hints; returns how soon to
    /// come back for the Watch (`None`: not until something else happens).
    pub fn tick(&mut self, budget: std::time::Duration) -> Option<std::time::Duration> {
        if let Some(what) = self.hints.poll() {
            self.notify(Notice::error(Said::HintsFailed(what), About::Board(self.board())));
        }
        if !self.run_answers_board() {
            return None;
        }
        self.run.watch_mut()?.tick(web_time::Instant::now(), budget)
    }
}

/// The number a typed size stands for, if it is a whole number (spaces and the language's
/// group separator aside, its decimal mark read as one, `−` read as minus): 10.000 is ten
/// thousand in Spanish and Catalan, as the app writes it there. `None` for anything else.
fn typed_size(text: &str) -> Option<f64> {
    crate::app::text::numbers::typed_number(text).filter(|v| v.fract() == 0.0)
}

/// How long a run-on to the next solution or the end may take of the frame that asks for it.
const RUN_ON_SLICE: std::time::Duration = std::time::Duration::from_millis(8);

impl State {
    /// Starts a run of `kind` as `action` asked (`what`: its undo label), once the person said
    /// yes to what it would cost.
    fn start_asked(&mut self, action: Action, kind: RunKind, what: Said, confirmed: bool) {
        // A count that will not end soon, or would fill the memory, is asked about
        // first (the question also says what it would lose of the list).
        if kind == RunKind::Count
            && !confirmed
            && let Some(question) = self.count_question()
        {
            let drops_lists = self.too_big_to_keep();
            self.confirm =
                Some(super::Confirm { action, question: Said::CountQuestion(question), drops_lists });
            return;
        }
        if self.before_replacing(&action, what, confirmed) {
            self.start(kind);
        }
    }
}

#[cfg(test)]
mod typed_size_tests {
    use super::typed_size;
    use crate::app::text::lang::{Language, tests::in_language};

    #[test]
    fn a_size_is_read_with_the_separators_the_language_writes() {
        in_language(Language::English, || {
            assert_eq!(typed_size("10,000"), Some(10_000.0));
            assert_eq!(typed_size("8.0"), Some(8.0));
            assert_eq!(typed_size("8.5"), None);
        });
        for language in [Language::Spanish, Language::Catalan] {
            in_language(language, || {
                assert_eq!(typed_size("10.000"), Some(10_000.0), "{language:?}");
                assert_eq!(typed_size(" 12 "), Some(12.0));
                assert_eq!(typed_size("8,5"), None, "{language:?}: a decimal comma");
                assert_eq!(typed_size("−3"), Some(-3.0));
            });
        }
    }
}
