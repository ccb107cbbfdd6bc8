//! Applying what the person asked for, and what follows when the board changes.

use crate::board::conflicts;

use super::{Notice, State};
use crate::app::action::Action;
use crate::app::results::Results;
use crate::app::settings::{MAX_APP_N, MAX_WIDE_LIMIT};

impl State {
    pub fn apply(&mut self, action: Action) {
        match action {
            Action::SetSize(n) => {
                let n = n.clamp(1, MAX_APP_N);
                if n == self.settings.n {
                    return;
                }
                self.settings.n = n;
                let dropped = self.settings.retain_fitting();
                if dropped > 0 {
                    let (noun, verb) = if dropped == 1 { ("queen", "was") } else { ("queens", "were") };
                    self.notice = Some(Notice::info(format!(
                        "The board is now {n}×{n}: {dropped} fixed {noun} no longer fit and {verb} removed."
                    )));
                }
                self.board_changed();
            }
            Action::ToggleQueen(q) => {
                if q.row >= self.settings.n || q.col >= self.settings.n {
                    return;
                }
                match self.settings.fixed_at(q) {
                    Some(i) => {
                        self.settings.fixed.remove(i);
                    }
                    None => self.settings.fixed.push(q),
                }
                self.board_changed();
            }
            Action::RemoveQueen(q) => {
                if let Some(i) = self.settings.fixed_at(q) {
                    self.settings.fixed.remove(i);
                    self.board_changed();
                }
            }
            Action::ClearQueens => {
                if !self.settings.fixed.is_empty() {
                    self.settings.fixed.clear();
                    self.board_changed();
                }
            }
            Action::SetFilter(filter) => self.settings.filter = filter,
            Action::SetLimit(limit) => self.settings.limit = limit.filter(|&l| l > 0),
            Action::SetWideLimit(limit) => self.settings.wide_limit = limit.clamp(1, MAX_WIDE_LIMIT),
            Action::SetCap(cap) => self.settings.cap = cap.max(1),
            Action::Solve => self.solve(),
            Action::Count => self.count(),
            Action::DiscardSavedCount => self.discard_saved_count(),
            Action::MostQueens => self.most_queens(),
            Action::Stop => {
                if let Some(job) = &self.job {
                    job.cancel(); // the run's last message reports the stop
                }
            }
            Action::Select(i) => {
                if i < self.results.len() {
                    self.selected = Some(i);
                }
            }
            Action::Pick(op) => self.pick(op),
            Action::UsePath(op, path) => {
                self.files.prompt = None;
                self.use_path(op, path);
            }
            Action::CancelPrompt => self.files.prompt = None,
            Action::DismissNotice => self.notice = None,
        }
    }

    /// The board changed: an old search no longer answers it.
    fn board_changed(&mut self) {
        self.stop_job();
        let s = &self.settings;
        self.results = Results::new(s.n, &s.fixed, s.filter);
        self.selected = None;
        self.best = None;
        self.end = None;
        self.check_board();
    }

    pub(super) fn check_board(&mut self) {
        self.conflicts = conflicts(&self.settings.fixed);
        self.problem_error = self.problem().err();
        self.refresh_saved();
    }
}
