//! What can be done now, and why not: the one place that decides. The side panel greys a
//! button out and shows the reason as its tooltip; `apply` refuses the same action with the
//! same reason, whichever way it was asked for (button, shortcut, test).

use crate::board::{MAX_N, Problem};
use crate::picture::{MAX_GRID_N, MAX_SHEET_BOARDS};

use super::State;
use crate::app::action::Action;
use crate::app::jobs::files::FileOp;
use crate::app::state::run::RunKind;
use crate::app::state::watch::WatchControl;
use crate::app::text::lang::messages;
use crate::app::text::pictures;

impl State {
    /// The problem a run of `kind` would solve, or why it cannot start.
    pub(crate) fn can_start(&self, kind: RunKind) -> Result<Problem, String> {
        if let Some(&(a, b)) = self.conflicts.first() {
            let fixed = &self.settings.fixed;
            let conflict = crate::app::text::words::conflict_text(fixed[a], fixed[b], self.settings.n);
            return Err(messages::cannot_start_conflict(conflict));
        }
        // The library's reason, in English.
        let problem = self.problem().map_err(|e| messages::cannot_start(e.to_string()))?;
        let n = MAX_N.to_string();
        match kind {
            RunKind::Count if self.wide() => Err(messages::count_too_wide(n)),
            RunKind::MostQueens if self.wide() => Err(messages::most_queens_too_wide(n)),
            RunKind::Watch if self.wide() => Err(messages::watch_too_wide(n)),
            _ => Ok(problem),
        }
    }

    /// Why `action` cannot be done now, or `None` if it can.
    pub(crate) fn why_not(&self, action: &Action) -> Option<String> {
        let running = self.running();
        match action {
            Action::Solve => self.can_start(RunKind::Solve).err(),
            Action::Count => self.can_start(RunKind::Count).err(),
            Action::MostQueens => self.can_start(RunKind::MostQueens).err(),
            Action::Watch => self.can_start(RunKind::Watch).err(),
            Action::WatchControl(control) => self.why_not_watch(*control),
            Action::Stop => running.is_none().then(messages::nothing_running),
            Action::Undo => self.undo_label().is_none().then(messages::nothing_to_undo),
            Action::Redo => self.redo_label().is_none().then(messages::nothing_to_redo),
            Action::Confirm | Action::CancelConfirm => {
                self.confirm.is_none().then(messages::nothing_to_answer)
            }
            Action::DiscardSavedCount if running == Some(RunKind::Count) => {
                Some(messages::count_owns_saved())
            }
            Action::DiscardSavedCount => self.saved.is_none().then(messages::no_saved_count),
            Action::Pick(op) | Action::UsePath(op, _) => {
                if self.files.busy() {
                    return Some(messages::wait_for_file());
                }
                match op {
                    FileOp::Open | FileOp::ExportImage => None,
                    FileOp::ExportSheet => self.why_no_sheet(),
                    FileOp::Export if running.is_some() => Some(messages::stop_before_export()),
                    FileOp::Export if !self.has_export() => Some(messages::nothing_to_export()),
                    FileOp::Export => None,
                }
            }
            Action::CopyText if self.settings.n > MAX_GRID_N => Some(pictures::text_too_wide(MAX_GRID_N)),
            _ => None,
        }
    }

    /// Why Export sheet cannot act now: it draws the listed solutions, all of them.
    fn why_no_sheet(&self) -> Option<String> {
        if self.running().is_some() {
            return Some(pictures::sheet_while_running());
        }
        match self.listed() {
            0 => Some(pictures::no_sheet_yet()),
            listed if listed > MAX_SHEET_BOARDS => Some(pictures::sheet_too_big(listed)),
            _ => None,
        }
    }

    /// Why a Watch control cannot act now.
    fn why_not_watch(&self, control: WatchControl) -> Option<String> {
        let Some(watch) = self.run.watch() else {
            return Some(messages::rule_press_watch());
        };
        if !self.run_answers_board() {
            return Some(messages::rule_board_changed_since_watch());
        }
        let t = &watch.tracer;
        match control {
            WatchControl::Step | WatchControl::ToNextSolution | WatchControl::ToEnd if t.finished() => {
                Some(messages::rule_search_over_step_back())
            }
            WatchControl::PlayPause if t.finished() => Some(messages::rule_search_over_restart()),
            WatchControl::StepBack | WatchControl::Restart if t.counters().steps == 0 && !t.finished() => {
                Some(messages::rule_search_start())
            }
            _ => None,
        }
    }

    /// Whether the current run holds something to export: listed solutions or a placement.
    fn has_export(&self) -> bool {
        self.list().is_some_and(|list| !list.results.is_empty()) || self.best().is_some()
    }
}
