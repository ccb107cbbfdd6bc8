//! The commands a person gives by name, with a button, a key or both: one table that owns
//! each command's keys, its label, its tooltip, its line in the shortcut list and what it
//! asks of the state. The key handling, the buttons and the F1 list all read it; its rule is
//! `State::why_not_command` (`state/rules.rs`), which names every command.

use eframe::egui::{Context, Key, KeyboardShortcut, Modifiers};

use crate::app::action::Action;
use crate::app::check::CheckAction;
use crate::app::files::FileOp;
use crate::app::lab::LabAction;
use crate::app::play::PlayAction;
use crate::app::state::State;
use crate::app::text::lang::messages as msg;
use crate::app::text::notation;
use crate::app::watch::WatchControl;
use crate::stream::Filter;

/// A command. Fieldless, so [`Command::ALL`] can be checked against the declaration.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Command {
    Solve,
    /// Esc: stop the running search and a comparison, or pause a playing Watch.
    Stop,
    Open,
    Export,
    CopyImage,
    CopyText,
    /// Copy the selected solution (Ctrl+C, the list's Copy).
    Copy,
    ExportImage,
    ExportSheet,
    Redo,
    Undo,
    Bigger,
    Smaller,
    ToggleFilter,
    /// Show or hide the Watch's search tree.
    Tree,
    /// Open or close the Compare window.
    Compare,
    /// Open or close Play (issue 34): a puzzle solved by hand.
    Play,
    /// Open or close Check answers (issue 46): a student's answers checked.
    Check,
    /// Show or hide the shortcut list (the view's own: it asks nothing of the state).
    Help,
    Count,
    MostQueens,
    Watch,
    DiscardSavedCount,
    WatchPlayPause,
    WatchStepBack,
    WatchStep,
    WatchToNextSolution,
    WatchToEnd,
    WatchRestart,
}

/// Where a command's keys act.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// Wherever focus is (keys that type are left to a focused text field).
    Window,
    /// While a Watch is shown and no text field has focus, before the board's own use of the
    /// same keys.
    Watch,
}

/// Words to show: a message function, called each time so they follow the language.
pub type Words = fn() -> String;

/// A command's row of the table.
pub struct Row {
    /// Its keys, the first as the tooltips name it first.
    pub keys: &'static [KeyboardShortcut],
    pub scope: Scope,
    /// Its button's label, if it has a button of its own.
    pub label: Option<Words>,
    /// Its line in the shortcut list (commands with keys).
    pub help: Option<Words>,
    /// Its button's tooltip, given the state and its keys as written (`["Ctrl+Z"]`).
    pub tip: fn(&State, &[String]) -> String,
}

/// A command's keys, as a `'static` slice.
macro_rules! keys {
    ($($key:expr),*) => {{
        const KEYS: &[KeyboardShortcut] = &[$($key),*];
        KEYS
    }};
}

const fn key(modifiers: Modifiers, key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(modifiers, key)
}

const CTRL_SHIFT: Modifiers =
    Modifiers { alt: false, ctrl: false, shift: true, mac_cmd: false, command: true };
const CTRL: Modifiers = Modifiers::COMMAND;
const NONE: Modifiers = Modifiers::NONE;

/// The keys of a tooltip: ` (Ctrl+Enter or F5)`, or nothing for a command without keys.
pub fn hint_of(keys: &[String]) -> String {
    // No command has more than two shortcuts.
    let keys = match keys {
        [] => return String::new(),
        [key] => msg::key_hint_one(key.clone()),
        [first, second, ..] => msg::key_hint_two(first.clone(), second.clone()),
    };
    // The tooltips end with it: "Undo: add a queen (Ctrl+Z)".
    format!(" {keys}")
}

/// The first key as written, for the Watch's tooltips that name one key: `(Space)`.
fn first(keys: &[String]) -> String {
    keys.first().cloned().unwrap_or_default()
}

impl Command {
    /// Every command, in the order of the shortcut list.
    pub const ALL: [Command; 29] = [
        Command::Solve,
        Command::Stop,
        Command::Open,
        Command::Export,
        Command::CopyImage,
        Command::CopyText,
        Command::Copy,
        Command::ExportImage,
        Command::ExportSheet,
        Command::Redo,
        Command::Undo,
        Command::Bigger,
        Command::Smaller,
        Command::ToggleFilter,
        Command::Tree,
        Command::Compare,
        Command::Play,
        Command::Check,
        Command::Help,
        Command::Count,
        Command::MostQueens,
        Command::Watch,
        Command::DiscardSavedCount,
        Command::WatchPlayPause,
        Command::WatchStepBack,
        Command::WatchStep,
        Command::WatchToNextSolution,
        Command::WatchToEnd,
        Command::WatchRestart,
    ];

    /// The table: one row per command.
    pub fn row(self) -> Row {
        use Command as C;
        let window = |keys, label, help, tip| Row { keys, scope: Scope::Window, label, help, tip };
        let button =
            |label, tip| Row { keys: &[], scope: Scope::Window, label: Some(label), help: None, tip };
        let watch = |keys, label, help, tip| Row { keys, scope: Scope::Watch, label: Some(label), help, tip };
        match self {
            C::Solve => window(
                keys![key(CTRL, Key::Enter), key(NONE, Key::F5)],
                Some(msg::side_solve),
                Some(msg::key_solve),
                |_, _| msg::side_solve_tooltip(),
            ),
            C::Stop => {
                window(keys![key(NONE, Key::Escape)], Some(msg::side_stop), Some(msg::key_stop), |_, k| {
                    msg::side_stop_tooltip(hint_of(k))
                })
            }
            C::Open => window(keys![key(CTRL, Key::O)], Some(msg::side_open), Some(msg::key_open), |_, k| {
                msg::side_open_tooltip(hint_of(k))
            }),
            C::Export => {
                window(keys![key(CTRL, Key::S)], Some(msg::side_export), Some(msg::key_export), |_, k| {
                    msg::side_export_tooltip(hint_of(k))
                })
            }
            C::CopyImage => window(
                keys![key(CTRL_SHIFT, Key::C)],
                Some(msg::copy_image),
                Some(msg::copy_image_what),
                |_, k| format!("{}{}", msg::copy_image_what(), hint_of(k)),
            ),
            C::CopyText => window(
                keys![key(CTRL_SHIFT, Key::T)],
                Some(msg::copy_text),
                Some(msg::copy_text_what),
                |_, k| format!("{}{}", msg::copy_text_what(), hint_of(k)),
            ),
            C::Copy => window(keys![key(CTRL, Key::C)], Some(msg::list_copy), Some(msg::key_copy), |_, _| {
                msg::list_copy_tooltip()
            }),
            C::ExportImage => window(
                keys![key(CTRL, Key::E)],
                Some(msg::export_image),
                Some(msg::export_image_what),
                |_, k| format!("{}{}", msg::export_image_what(), hint_of(k)),
            ),
            C::ExportSheet => window(
                keys![key(CTRL, Key::P)],
                Some(msg::export_sheet),
                Some(msg::export_sheet_what),
                |_, k| format!("{}{}", msg::export_sheet_what(), hint_of(k)),
            ),
            C::Redo => window(
                keys![key(CTRL_SHIFT, Key::Z), key(CTRL, Key::Y)],
                Some(msg::side_redo),
                Some(msg::key_redo),
                |state, k| {
                    state
                        .redo_label()
                        .map(|what| msg::side_redo_tooltip(hint_of(k), what))
                        .unwrap_or_default()
                },
            ),
            C::Undo => {
                window(keys![key(CTRL, Key::Z)], Some(msg::side_undo), Some(msg::key_undo), |state, k| {
                    state
                        .undo_label()
                        .map(|what| msg::side_undo_tooltip(hint_of(k), what))
                        .unwrap_or_default()
                })
            }
            // The size field and the filter's radio buttons name these keys in their tooltips.
            C::Bigger => window(
                keys![key(NONE, Key::Plus), key(NONE, Key::Equals)],
                None,
                Some(msg::key_bigger),
                |_, _| msg::key_bigger(),
            ),
            C::Smaller => {
                window(keys![key(NONE, Key::Minus)], None, Some(msg::key_smaller), |_, _| msg::key_smaller())
            }
            C::ToggleFilter => {
                window(keys![key(NONE, Key::U)], None, Some(msg::key_filter), |_, _| msg::key_filter())
            }
            C::Tree => {
                window(keys![key(NONE, Key::T)], Some(msg::tree_toggle), Some(msg::key_tree), |state, k| {
                    let what = if state.lab.tree_open {
                        msg::tree_hide_tooltip()
                    } else {
                        msg::tree_toggle_tooltip()
                    };
                    format!("{what}{}", hint_of(k))
                })
            }
            C::Compare => {
                window(keys![key(NONE, Key::L)], Some(msg::compare_open), Some(msg::key_compare), |_, k| {
                    format!("{}{}", msg::compare_open_tooltip(), hint_of(k))
                })
            }
            C::Play => window(keys![key(NONE, Key::P)], Some(msg::play_open), Some(msg::key_play), |_, k| {
                msg::play_open_tooltip(hint_of(k))
            }),
            C::Check => {
                window(keys![key(NONE, Key::A)], Some(msg::answers_open), Some(msg::key_answers), |_, k| {
                    msg::answers_open_tooltip(hint_of(k))
                })
            }
            C::Help => {
                window(keys![key(NONE, Key::F1)], Some(|| "?".to_owned()), Some(msg::key_help), |_, k| {
                    msg::side_help_tooltip(hint_of(k))
                })
            }
            C::Count => button(msg::side_count, |state, _| match &state.saved {
                Some(saved) => {
                    msg::side_count_resume_tooltip(crate::app::text::numbers::percent(saved.fraction()))
                }
                None => msg::side_count_tooltip(),
            }),
            C::MostQueens => button(msg::side_most, |_, _| msg::side_most_tooltip()),
            C::Watch => button(msg::side_watch, |_, _| msg::side_watch_tooltip()),
            C::DiscardSavedCount => button(msg::side_discard, |_, _| msg::side_discard_tooltip()),
            // Named in words: the text font has no arrows (the tooltips showed an empty box).
            C::WatchPlayPause => {
                watch(keys![key(NONE, Key::Space)], msg::watch_play, Some(msg::key_watch_play), |_, k| {
                    msg::watch_play_tip(first(k))
                })
            }
            C::WatchStepBack => watch(
                keys![key(NONE, Key::ArrowLeft)],
                msg::watch_step_back,
                Some(msg::key_watch_back),
                |_, k| msg::watch_step_back_tip(first(k)),
            ),
            C::WatchStep => watch(
                keys![key(NONE, Key::ArrowRight)],
                msg::watch_step,
                Some(msg::key_watch_step),
                |_, k| msg::watch_step_tip(first(k)),
            ),
            C::WatchToNextSolution => {
                watch(&[], msg::watch_to_next_solution, None, |_, _| msg::watch_to_next_solution_tip())
            }
            C::WatchToEnd => watch(&[], msg::watch_skip_to_end, None, |_, _| msg::watch_skip_to_end_tip()),
            C::WatchRestart => watch(&[], msg::watch_restart, None, |_, _| msg::watch_restart_tip()),
        }
    }

    /// What the command asks of the state now (Help asks nothing: the view opens its list).
    pub fn actions(self, state: &State) -> Vec<Action> {
        use Command as C;
        let watch = |control| vec![Action::WatchControl(control)];
        match self {
            C::Solve => vec![Action::Solve],
            C::Stop => {
                // A comparison runs beside the board's search: Esc stops both; with neither
                // running, it pauses a playing Watch.
                let mut actions = Vec::new();
                let compare = Action::Lab(LabAction::StopCompare);
                if state.why_not(&compare).is_none() {
                    actions.push(compare);
                }
                if state.running().is_some() {
                    actions.push(Action::Stop);
                } else if state.play.open {
                    // Play is a window over the board: Esc closes it, as it closes a dialog.
                    actions.push(Action::Play(PlayAction::Show(false)));
                } else if state.check.open {
                    // So does Check answers (stopping a check that runs).
                    actions.push(Action::Check(CheckAction::Show(false)));
                } else if state.watch_shown().is_some_and(|w| w.busy()) {
                    actions.push(Action::WatchControl(WatchControl::PlayPause));
                }
                actions
            }
            C::Open => vec![Action::Pick(FileOp::Open)],
            C::Export => vec![Action::Pick(FileOp::Export)],
            C::ExportImage => vec![Action::Pick(FileOp::ExportImage)],
            C::ExportSheet => vec![Action::Pick(FileOp::ExportSheet)],
            C::CopyImage => vec![Action::CopyImage],
            C::CopyText => vec![Action::CopyText],
            C::Copy => copy_selected(state).into_iter().collect(),
            C::Bigger => vec![Action::ResizeBy(1)],
            C::Smaller => vec![Action::ResizeBy(-1)],
            C::ToggleFilter => vec![Action::SetFilter(match state.settings.filter {
                Filter::All => Filter::Unique,
                Filter::Unique => Filter::All,
            })],
            // While Play is open, Undo takes back the student's last move (the board behind
            // keeps its own history for when Play closes).
            C::Undo if state.play.open => vec![Action::Play(PlayAction::Undo)],
            C::Undo => vec![Action::Undo],
            C::Redo if state.play.open => vec![Action::Play(PlayAction::Redo)],
            C::Redo => vec![Action::Redo],
            C::Tree => vec![Action::Lab(LabAction::ShowTree(!state.lab.tree_open))],
            C::Compare => vec![Action::Lab(LabAction::ShowCompare(!state.lab.compare.open))],
            C::Play => vec![Action::Play(PlayAction::Show(!state.play.open))],
            C::Check => vec![Action::Check(CheckAction::Show(!state.check.open))],
            C::Help => Vec::new(),
            C::Count => vec![Action::Count],
            C::MostQueens => vec![Action::MostQueens],
            C::Watch => vec![Action::Watch],
            C::DiscardSavedCount => vec![Action::DiscardSavedCount],
            C::WatchPlayPause => watch(WatchControl::PlayPause),
            C::WatchStepBack => watch(WatchControl::StepBack),
            C::WatchStep => watch(WatchControl::Step),
            C::WatchToNextSolution => watch(WatchControl::ToNextSolution),
            C::WatchToEnd => watch(WatchControl::ToEnd),
            C::WatchRestart => watch(WatchControl::Restart),
        }
    }

    /// The action whose rule greys the command's button out (`None`: always open).
    pub fn gate(self, state: &State) -> Option<Action> {
        // The button stops the board's search; Esc's extra stops are not its rule. Every
        // other command is gated by its first action (`actions` lists every command).
        if self == Command::Stop {
            return Some(Action::Stop);
        }
        self.actions(state).into_iter().next()
    }

    /// Its button's label.
    pub fn label(self) -> String {
        self.row().label.map_or_else(String::new, |label| label())
    }

    /// Its button's tooltip, its keys named as this platform writes them.
    pub fn tooltip(self, ctx: &eframe::egui::Context, state: &State) -> String {
        let row = self.row();
        let keys: Vec<String> = row.keys.iter().map(|k| key_text(ctx, k)).collect();
        (row.tip)(state, &keys)
    }
}

/// A key as this platform writes it, named in the app's language: egui names keys in
/// English ("Escape", "Enter", "Plus"); a Spanish keyboard says Esc, Intro, +. Space and the
/// arrows are named in words: the text font has no arrows (the tooltips showed an empty box).
pub(crate) fn key_text(ctx: &Context, shortcut: &KeyboardShortcut) -> String {
    let key = shortcut.logical_key;
    if shortcut.modifiers.is_none() {
        match key {
            Key::Space => return msg::key_space(),
            Key::ArrowRight => return msg::key_right(),
            Key::ArrowLeft => return msg::key_left(),
            _ => {}
        }
    }
    let text = ctx.format_shortcut(shortcut);
    let name = match key {
        Key::Enter => msg::key_name_enter(),
        Key::Escape => msg::key_name_escape(),
        _ => key.symbol_or_name().to_owned(),
    };
    let modifiers =
        text.strip_suffix(key.symbol_or_name()).or(text.strip_suffix(key.name())).unwrap_or_default();
    format!("{}{name}", modifiers.replace("Shift", &msg::key_name_shift()))
}

/// The shortcuts of `command` as this platform writes them: ` (Ctrl+Enter or F5)`.
pub(crate) fn hint(ctx: &Context, command: Command) -> String {
    let keys: Vec<String> = command.row().keys.iter().map(|k| key_text(ctx, k)).collect();
    hint_of(&keys)
}

/// What Ctrl+C or the list's Copy asks for: the selected solution, whole, as the list
/// writes it.
pub(crate) fn copy_selected(state: &State) -> Option<Action> {
    let i = state.selected()?;
    let cols = state.results().filter(|r| i < r.len())?.store().to_vec(i);
    let text = notation::solution_text(state.settings.notation, &cols);
    Some(Action::Copy { what: msg::list_copy_what(i + 1), text })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn all_names_every_command_once() {
        // A fieldless enum numbers its variants 0, 1, …: ALL in that order, as long as the
        // last, holds each exactly once.
        for (i, command) in Command::ALL.iter().enumerate() {
            assert_eq!(*command as usize, i, "{command:?} out of place in ALL");
        }
        assert_eq!(Command::ALL.len(), Command::WatchRestart as usize + 1);
    }

    #[test]
    fn every_command_with_keys_has_a_line_in_the_shortcut_list() {
        for command in Command::ALL {
            let row = command.row();
            assert_eq!(row.keys.is_empty(), row.help.is_none(), "{command:?}");
        }
    }
}
