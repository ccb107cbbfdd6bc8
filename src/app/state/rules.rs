//! What can be done now, and why not: the one place that decides. The side panel greys a
//! button out and shows the reason as its tooltip; `apply` refuses the same action with the
//! same reason, whichever way it was asked for (button, shortcut, test).

use crate::board::{MAX_N, Problem};
use crate::picture::{MAX_GRID_N, MAX_SHEET_BOARDS};

use super::State;
use crate::app::action::Action;
use crate::app::jobs::files::FileOp;
use crate::app::state::compare::{FormError, MAX_COMPARE_N};
use crate::app::state::lab::LabAction;
use crate::app::state::run::RunKind;
use crate::app::state::watch::WatchControl;
use crate::app::text::lang::messages;
use crate::app::text::pictures;

impl State {
    /// The problem a run of `kind` would solve, or why it cannot start.
    pub(crate) fn can_start(&self, kind: RunKind) -> Result<Problem, String> {
        if let Some(&(a, b)) = self.conflicts.first() {
            let fixed = &self.settings.fixed;
            return Err(format!(
                "Cannot start: {} Remove one of them.",
                crate::app::text::words::conflict_text(fixed[a], fixed[b], self.settings.n)
            ));
        }
        let problem = self.problem().map_err(|e| format!("Cannot start: {e}."))?;
        let n = MAX_N;
        match kind {
            RunKind::Count if self.wide() => Err(format!(
                "Counting works on boards up to {n}×{n}: larger boards have far too many solutions to count."
            )),
            RunKind::MostQueens if self.wide() => Err(format!(
                "Most queens works on boards up to {n}×{n}; from 4×4 on, every larger board has a full \
                 solution (press Solve)."
            )),
            RunKind::Watch if self.wide() => Err(format!(
                "Watch works on boards up to {n}×{n}, and is best on small ones: a step at a time, a \
                 {n}×{n} board's search would outlast anyone watching."
            )),
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
            Action::Stop => running.is_none().then(|| "Nothing is running.".into()),
            Action::Undo => self.undo_label().is_none().then(|| "Nothing to undo.".into()),
            Action::Redo => self.redo_label().is_none().then(|| "Nothing to redo.".into()),
            Action::Confirm | Action::CancelConfirm => {
                self.confirm.is_none().then(|| "Nothing to answer.".into())
            }
            Action::DiscardSavedCount if running == Some(RunKind::Count) => {
                Some("The running count owns its saved progress: stop it first.".into())
            }
            Action::DiscardSavedCount => self.saved.is_none().then(|| "No saved count of this board.".into()),
            Action::Pick(op) | Action::UsePath(op, _) => {
                if self.files.busy() {
                    return Some("Wait for the file being saved or opened.".into());
                }
                match op {
                    FileOp::Open | FileOp::ExportImage => None,
                    FileOp::ExportSheet => self.why_no_sheet(),
                    FileOp::Export if running.is_some() => Some("Stop the search before exporting.".into()),
                    FileOp::Export if !self.has_export() => {
                        Some("Nothing to export yet: press Solve or Most queens first.".into())
                    }
                    FileOp::Export => None,
                }
            }
            Action::CopyText if self.settings.n > MAX_GRID_N => Some(pictures::text_too_wide(MAX_GRID_N)),
            Action::Lab(lab) => self.why_not_lab(lab),
            _ => None,
        }
    }

    /// Why Export sheet cannot act now: it draws the listed solutions, all of them.
    fn why_no_sheet(&self) -> Option<String> {
        if self.running().is_some() {
            return Some(pictures::SHEET_WHILE_RUNNING.into());
        }
        match self.listed() {
            0 => Some(pictures::NO_SHEET_YET.into()),
            listed if listed > MAX_SHEET_BOARDS => Some(pictures::sheet_too_big(listed)),
            _ => None,
        }
    }

    /// Why a Watch control cannot act now.
    fn why_not_watch(&self, control: WatchControl) -> Option<String> {
        let Some(watch) = self.run.watch() else {
            return Some("Press Watch first: it plays the search on the board shown.".into());
        };
        if !self.run_answers_board() {
            return Some("The board changed since this Watch began: press Watch to watch this one.".into());
        }
        let t = &watch.tracer;
        match control {
            WatchControl::Step | WatchControl::ToNextSolution | WatchControl::ToEnd if t.finished() => {
                Some("The search is over: Restart, or step back.".into())
            }
            WatchControl::PlayPause if t.finished() => {
                Some("The search is over: Restart to play it again.".into())
            }
            WatchControl::StepBack | WatchControl::Restart if t.counters().steps == 0 && !t.finished() => {
                Some("This is the start of the search.".into())
            }
            _ => None,
        }
    }

    /// Whether the current run holds something to export: listed solutions or a placement.
    fn has_export(&self) -> bool {
        self.list().is_some_and(|list| !list.results.is_empty()) || self.best().is_some()
    }

    /// Why a control of the tree or Compare window cannot act now.
    fn why_not_lab(&self, action: &LabAction) -> Option<String> {
        let compare = &self.lab.compare;
        match action {
            LabAction::ShowTree(true) if self.watch_shown().is_none() => Some(messages::tree_needs_watch()),
            LabAction::SelectNode(_) | LabAction::Fold(_) if self.lab.tree.is_none() => {
                Some(messages::tree_needs_watch())
            }
            LabAction::StartCompare if compare.running() => Some(messages::compare_already_running()),
            LabAction::StartCompare => compare.plan().err().map(|e| form_error_text(&e)),
            LabAction::StopCompare if !compare.running() => Some(messages::compare_nothing_running()),
            LabAction::Choose(..)
            | LabAction::Sizes(_)
            | LabAction::Runs(_)
            | LabAction::Seed(_)
            | LabAction::MaxSteps(_)
                if compare.running() =>
            {
                Some(messages::compare_form_locked())
            }
            LabAction::ExportCsv if compare.running() => Some(messages::compare_export_running()),
            LabAction::ExportCsv if compare.rows.is_empty() => Some(messages::compare_export_empty()),
            _ => None,
        }
    }
}

/// What is wrong with the Compare form, in words.
pub(crate) fn form_error_text(error: &FormError) -> String {
    match error {
        FormError::NoAlgorithm => messages::compare_no_algorithm(),
        FormError::Size(typed) => messages::compare_bad_size(MAX_COMPARE_N as u64, typed.clone()),
        FormError::NoSize => messages::compare_no_size(),
        FormError::Runs => messages::compare_bad_runs(),
        FormError::Seed => messages::compare_bad_seed(),
        FormError::MaxSteps => messages::compare_bad_max_steps(),
        FormError::TooMany(name, n) => messages::compare_too_many(*n as u64, algorithm_name(name)),
    }
}

/// A search's name as people read it, in the app's language.
pub(crate) fn algorithm_name(name: &str) -> String {
    match name {
        "all-placements" => messages::compare_name_all_placements(),
        "permutations" => messages::compare_name_permutations(),
        "backtrack" => messages::compare_name_backtrack(),
        "forward-checking" => messages::compare_name_forward_checking(),
        "mrv" => messages::compare_name_mrv(),
        "hill-climbing" => messages::compare_name_hill_climbing(),
        "min-conflicts" => messages::compare_name_min_conflicts(),
        "annealing" => messages::compare_name_annealing(),
        "genetic" => messages::compare_name_genetic(),
        other => other.to_string(),
    }
}
