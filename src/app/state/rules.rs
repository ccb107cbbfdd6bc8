//! What can be done now, and why not: the one place that decides. The side panel greys a
//! button out and shows the reason as its tooltip; `apply` refuses the same action with the
//! same reason, whichever way it was asked for (button, shortcut, test).

use crate::board::{MAX_N, Problem};
use crate::picture::{MAX_GRID_N, MAX_SHEET_BOARDS};

use super::State;
use crate::app::action::Action;
use crate::app::commands::Command;
use crate::app::compare::{FormError, MAX_COMPARE_N};
use crate::app::files::FileOp;
use crate::app::files::words;
use crate::app::lab::LabAction;
use crate::app::lab::chart::Chart;
use crate::app::play::PlayAction;
use crate::app::solve::RunKind;
use crate::app::text::lang::messages;
use crate::app::watch::WatchControl;
use crate::app::watch::words as watch_text;

impl State {
    /// The problem a run of `kind` would solve, or why it cannot start.
    pub(crate) fn can_start(&self, kind: RunKind) -> Result<Problem, String> {
        if let Some(&(a, b)) = self.conflicts.first() {
            let fixed = &self.settings.fixed;
            let conflict = crate::app::text::words::conflict_text(
                fixed[a],
                fixed[b],
                self.settings.n,
                self.settings.notation,
            );
            return Err(messages::cannot_start_conflict(conflict));
        }
        // The library's reason, in the app's words.
        let problem = self
            .problem()
            .map_err(|e| messages::cannot_start(crate::app::text::said::problem_error_text(&e)))?;
        let n = MAX_N.to_string();
        match kind {
            RunKind::Count if self.wide() => Err(messages::count_too_wide(n)),
            RunKind::MostQueens if self.wide() => Err(messages::most_queens_too_wide(n)),
            RunKind::Watch if self.wide() => Err(messages::watch_too_wide(n)),
            RunKind::Solve | RunKind::Count | RunKind::MostQueens | RunKind::Watch => Ok(problem),
        }
    }

    /// Why `action` must wait: a question or the path field is open, and only its own answer
    /// acts (keys and clicks behind it go nowhere).
    pub(crate) fn waits_for_answer(&self, action: &Action) -> Option<String> {
        // A change of language changes how the question reads, not what it asks.
        if matches!(action, Action::SetLanguage(_)) {
            return None;
        }
        if self.confirm.is_some() {
            return (!matches!(action, Action::Confirm | Action::CancelConfirm))
                .then(crate::app::text::lang::messages::answer_question_first);
        }
        if self.files.prompt.is_some() {
            return (!matches!(action, Action::UsePath(..) | Action::CancelPrompt))
                .then(crate::app::text::lang::messages::finish_path_first);
        }
        None
    }

    /// Why `action` cannot be done now, or `None` if it can. Every action is named here: a
    /// new one must be decided, never allowed by default.
    pub(crate) fn why_not(&self, action: &Action) -> Option<String> {
        if let Some(why) = self.waits_for_answer(action) {
            return Some(why);
        }
        let running = self.running();
        match action {
            Action::Solve => self.can_start(RunKind::Solve).err(),
            Action::Count => self.can_start(RunKind::Count).err(),
            Action::MostQueens => self.can_start(RunKind::MostQueens).err(),
            Action::Watch => self.can_start(RunKind::Watch).err(),
            Action::WatchControl(control) => self.why_not_watch(*control),
            Action::WatchSetup(setup) => self.why_not_watch_setup(setup),
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
                    FileOp::CheckAnswers => self.check.why_not(&crate::app::check::CheckAction::OpenFile),
                    FileOp::ExportPuzzleSheet | FileOp::ExportPuzzles => self.why_no_puzzle_export(),
                    FileOp::ExportSheet => self.why_no_sheet(),
                    FileOp::ExportCsv => self.why_not_lab(&LabAction::ExportCsv),
                    FileOp::ExportChart(chart) => self.why_not_lab(&LabAction::SaveChart(*chart)),
                    FileOp::Export if running.is_some() => Some(messages::stop_before_export()),
                    FileOp::Export if !self.has_export() => Some(messages::nothing_to_export()),
                    FileOp::Export => None,
                }
            }
            Action::CopyText if self.settings.n > MAX_GRID_N => Some(words::text_too_wide(MAX_GRID_N)),
            Action::Lab(lab) => self.why_not_lab(lab),
            Action::Play(play) => self.why_not_play(play),
            Action::Check(action) => self.check.why_not(action),
            // Always open to the person: each checks what it is given itself (a size out of
            // range is brought into it and said, a square off the board is ignored).
            Action::SetSize(_)
            | Action::ResizeBy(_)
            | Action::TypeSize(_)
            | Action::ToggleQueen(_)
            | Action::RemoveQueen(_)
            | Action::ClearQueens
            | Action::SetFilter(_)
            | Action::SetLimit(_)
            | Action::SetWideLimit(_)
            | Action::SetCap(_)
            | Action::SetTheme(_)
            | Action::SetNotation(_)
            | Action::SetLanguage(_)
            | Action::SetHints(_)
            | Action::Select(_)
            | Action::CancelPrompt
            | Action::CancelFile
            | Action::DismissNotice
            | Action::SetCursor(_)
            | Action::CopyImage
            | Action::CopyText
            | Action::Copy { .. } => None,
        }
    }

    /// Why `command` cannot be done now, or `None` if it can: its button greys out with this
    /// reason. Every command is named: a new one must be decided, never allowed by default.
    pub(crate) fn why_not_command(&self, command: Command) -> Option<String> {
        match command {
            // The window's own: the shortcut list opens over anything.
            Command::Help => None,
            // Copies the selected solution, or nothing when none is selected.
            Command::Copy => None,
            Command::Solve
            | Command::Stop
            | Command::Open
            | Command::Export
            | Command::CopyImage
            | Command::CopyText
            | Command::ExportImage
            | Command::ExportSheet
            | Command::Redo
            | Command::Undo
            | Command::Bigger
            | Command::Smaller
            | Command::ToggleFilter
            | Command::Tree
            | Command::Compare
            | Command::Play
            | Command::Check
            | Command::Count
            | Command::MostQueens
            | Command::Watch
            | Command::DiscardSavedCount
            | Command::WatchPlayPause
            | Command::WatchStepBack
            | Command::WatchStep
            | Command::WatchToNextSolution
            | Command::WatchToEnd
            | Command::WatchRestart => command.gate(self).and_then(|action| self.why_not(&action)),
        }
    }

    /// Why Export sheet cannot act now: it draws the listed solutions, all of them.
    fn why_no_sheet(&self) -> Option<String> {
        if self.running().is_some() {
            return Some(words::sheet_while_running());
        }
        match self.listed() {
            0 => Some(words::no_sheet_yet()),
            listed if listed > MAX_SHEET_BOARDS => Some(words::sheet_too_big(listed)),
            _ => None,
        }
    }

    /// Why a Play control cannot act now.
    fn why_not_play(&self, action: &PlayAction) -> Option<String> {
        let play = &self.play;
        let game = play.game.as_ref();
        let over = || {
            let game = game?;
            if game.revealed {
                Some(messages::play_why_over())
            } else if game.solved.is_some() {
                Some(messages::play_why_solved())
            } else {
                None
            }
        };
        let no_game = || game.is_none().then(messages::play_why_no_game);
        match action {
            // Opening shows the last puzzle, or makes one: it must be one that can be made.
            PlayAction::Show(true) if game.is_none() => self.why_no_puzzle(),
            PlayAction::NewPuzzle => self.why_no_puzzle(),
            PlayAction::Goto(index) if *index >= play.set.len() => Some(messages::play_why_last()),
            PlayAction::Goto(_) => None,
            PlayAction::Toggle(q) if game.is_some_and(|g| g.is_given(*q)) => Some(messages::play_why_given()),
            PlayAction::Toggle(_) | PlayAction::Check | PlayAction::ShowConflicts | PlayAction::Hint => {
                no_game().or_else(over)
            }
            PlayAction::Reveal => no_game().or_else(|| game.filter(|g| g.revealed).and(over())),
            PlayAction::Undo => no_game()
                .or_else(over)
                .or_else(|| game.is_some_and(|g| !g.can_undo()).then(messages::play_why_nothing)),
            PlayAction::Redo => no_game()
                .or_else(over)
                .or_else(|| game.is_some_and(|g| !g.can_redo()).then(messages::play_why_nothing_redo)),
            PlayAction::Show(_)
            | PlayAction::SetGrade(_)
            | PlayAction::SetSheetCount(_)
            | PlayAction::Cursor(_) => None,
        }
    }

    /// Why no puzzle of the board's size and the grade chosen can be made now.
    fn why_no_puzzle(&self) -> Option<String> {
        if self.puzzles.busy() {
            return Some(messages::play_why_making());
        }
        self.why_no_puzzle_here()
    }

    /// Why no puzzle of the board's size and the grade chosen exists.
    fn why_no_puzzle_here(&self) -> Option<String> {
        let n = self.settings.n;
        if !(crate::puzzle::MIN_PUZZLE_N..=crate::puzzle::MAX_PUZZLE_N).contains(&n) {
            return Some(crate::app::play::words::size(n));
        }
        let grade = self.play.grade?;
        (!crate::puzzle::grades(n).contains(&grade))
            .then(|| messages::play_why_grade(crate::app::play::words::grade(Some(grade)), n))
    }

    /// Why Play's puzzles cannot be exported now: a set opened goes as it is; else puzzles
    /// of the board's size and grade are made, so they must be ones that can be.
    fn why_no_puzzle_export(&self) -> Option<String> {
        if !self.play.set.is_empty() {
            return None;
        }
        self.why_no_puzzle_here()
    }

    /// Why a Watch control cannot act now.
    fn why_not_watch(&self, control: WatchControl) -> Option<String> {
        let t = match self.watch_here() {
            Ok(watch) => &watch.search,
            Err(why) => return Some(why),
        };
        match control {
            WatchControl::Step | WatchControl::ToNextSolution | WatchControl::ToEnd if t.finished() => {
                Some(watch_text::over_step_back())
            }
            WatchControl::PlayPause if t.finished() => Some(watch_text::over_restart()),
            WatchControl::StepBack | WatchControl::Restart if t.steps() == 0 && !t.finished() => {
                Some(watch_text::at_start())
            }
            WatchControl::PlayPause
            | WatchControl::StepBack
            | WatchControl::Step
            | WatchControl::ToNextSolution
            | WatchControl::ToEnd
            | WatchControl::Restart => None,
            // The speed can be set whatever the Watch is at.
            WatchControl::Speed(_) => None,
        }
    }

    /// Why the Watch's algorithm, parameters or seed cannot be set now: they start the Watch
    /// shown again, so there must be one, on this board; and the lab must accept them.
    fn why_not_watch_setup(&self, setup: &crate::app::watch::Setup) -> Option<String> {
        if let Err(why) = self.watch_here() {
            return Some(why);
        }
        setup.check().err().map(|e| watch_text::bad_setup(&e))
    }

    /// The Watch shown, if there is one and it plays the board shown; else why not.
    fn watch_here(&self) -> Result<&crate::app::watch::Watch, String> {
        let watch = self.run.watch().ok_or_else(watch_text::press_watch_first)?;
        if !self.run_answers_board() {
            return Err(watch_text::board_changed());
        }
        Ok(watch)
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
            LabAction::ShowTree(true)
                if self.watch_shown().is_some_and(|watch| watch.setup.algorithm.is_local()) =>
            {
                Some(messages::tree_needs_systematic())
            }
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
            | LabAction::Params(..)
            | LabAction::AddSettings
            | LabAction::RemoveSettings(_)
            | LabAction::ParamsFromWatch(_)
                if compare.running() =>
            {
                Some(messages::compare_form_locked())
            }
            LabAction::ExportCsv if compare.running() => Some(messages::compare_export_running()),
            LabAction::ExportCsv if compare.rows.is_empty() => Some(messages::compare_export_empty()),
            LabAction::SaveChart(Chart::Tree) if self.lab.tree.is_none() => {
                Some(messages::tree_needs_watch())
            }
            LabAction::SaveChart(Chart::H(search))
                if !compare.traces.iter().any(|(s, _)| s.algorithm == *search) =>
            {
                Some(messages::compare_export_empty())
            }
            LabAction::SaveChart(Chart::Solved | Chart::Steps) if compare.rows.is_empty() => {
                Some(messages::compare_export_empty())
            }
            LabAction::ShowTree(_)
            | LabAction::SelectNode(_)
            | LabAction::Fold(_)
            | LabAction::ShowCompare(_)
            | LabAction::Choose(..)
            | LabAction::Sizes(_)
            | LabAction::Runs(_)
            | LabAction::Seed(_)
            | LabAction::MaxSteps(_)
            | LabAction::Params(..)
            | LabAction::AddSettings
            | LabAction::RemoveSettings(_)
            | LabAction::ParamsFromWatch(_)
            | LabAction::StopCompare
            | LabAction::ExportCsv
            | LabAction::SaveChart(_) => None,
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
        FormError::TooMany(algorithm, n) => {
            messages::compare_too_many(*n as u64, watch_text::algorithm(*algorithm))
        }
    }
}
