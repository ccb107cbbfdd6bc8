//! Keyboard shortcuts: one table that the key handling, the tooltips and the F1 overlay all
//! read, so a shortcut is named the same everywhere and works wherever focus is.

use eframe::egui;
use egui::{Context, Key, KeyboardShortcut, Modifiers};

use crate::app::action::Action;
use crate::app::jobs::files::FileOp;
use crate::app::state::State;
use crate::app::state::lab::LabAction;
use crate::app::state::watch::WatchControl;
use crate::app::text::pictures;
use crate::stream::Filter;

/// What a shortcut does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shortcut {
    Solve,
    Stop,
    Open,
    Export,
    Copy,
    ExportImage,
    ExportSheet,
    CopyImage,
    CopyText,
    Bigger,
    Smaller,
    ToggleFilter,
    Undo,
    Redo,
    Help,
    /// Show or hide the Watch's search tree.
    Tree,
    /// Open or close the Compare window.
    Compare,
}

const fn key(modifiers: Modifiers, key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(modifiers, key)
}

const CTRL_SHIFT: Modifiers =
    Modifiers { alt: false, ctrl: false, shift: true, mac_cmd: false, command: true };

/// Every shortcut, more specific first (Ctrl+Shift+Z before Ctrl+Z: egui matches modifiers
/// loosely), with what it does in words.
pub(crate) const TABLE: &[(KeyboardShortcut, Shortcut, &str)] = &[
    (key(Modifiers::COMMAND, Key::Enter), Shortcut::Solve, "Solve"),
    (key(Modifiers::NONE, Key::F5), Shortcut::Solve, "Solve"),
    (
        key(Modifiers::NONE, Key::Escape),
        Shortcut::Stop,
        "Stop the running search or comparison, and put focus on the board",
    ),
    (key(Modifiers::COMMAND, Key::O), Shortcut::Open, "Open a document"),
    (key(Modifiers::COMMAND, Key::S), Shortcut::Export, "Export the solutions or the placement"),
    (key(CTRL_SHIFT, Key::C), Shortcut::CopyImage, pictures::COPY_IMAGE_WHAT),
    (key(CTRL_SHIFT, Key::T), Shortcut::CopyText, pictures::COPY_TEXT_WHAT),
    (key(Modifiers::COMMAND, Key::C), Shortcut::Copy, "Copy the selected solution"),
    (key(Modifiers::COMMAND, Key::E), Shortcut::ExportImage, pictures::EXPORT_IMAGE_WHAT),
    (key(Modifiers::COMMAND, Key::P), Shortcut::ExportSheet, pictures::EXPORT_SHEET_WHAT),
    (key(CTRL_SHIFT, Key::Z), Shortcut::Redo, "Redo"),
    (key(Modifiers::COMMAND, Key::Y), Shortcut::Redo, "Redo"),
    (key(Modifiers::COMMAND, Key::Z), Shortcut::Undo, "Undo"),
    (key(Modifiers::NONE, Key::Plus), Shortcut::Bigger, "A board one size larger"),
    (key(Modifiers::NONE, Key::Equals), Shortcut::Bigger, "A board one size larger"),
    (key(Modifiers::NONE, Key::Minus), Shortcut::Smaller, "A board one size smaller"),
    (key(Modifiers::NONE, Key::U), Shortcut::ToggleFilter, "Switch between all and unique solutions"),
    (key(Modifiers::NONE, Key::T), Shortcut::Tree, "Show or hide the Watch's search tree"),
    (key(Modifiers::NONE, Key::L), Shortcut::Compare, "Open or close Compare"),
    (key(Modifiers::NONE, Key::F1), Shortcut::Help, "Show or hide this list"),
];

/// Keys of the board and the list, for the overlay (they act where focus is).
pub(crate) const FOCUS_KEYS: &[(&str, &str)] = &[
    ("Tab", "Move focus; the board and the solution list take it too"),
    ("Arrows", "Board: move the cursor. List: select the next or previous solution"),
    ("Home / End", "Board: the row's first or last square. List: the first or last solution"),
    ("Page Up / Page Down", "Board: the top or bottom row. List: 20 solutions up or down"),
    ("Space or Enter", "Board: fix or remove a queen on the cursor's square"),
];

/// Keys of a Watch while one plays on the board shown: they act wherever focus is (but in a
/// text field), before the board's own use of the same keys. Named in words: the text font
/// has no arrows (the tooltips showed an empty box).
pub(crate) const WATCH_KEYS: &[(Key, WatchControl, &str, &str)] = &[
    (Key::Space, WatchControl::PlayPause, "Space", "Watch: play or pause"),
    (Key::ArrowRight, WatchControl::Step, "Right arrow", "Watch: one step forward"),
    (Key::ArrowLeft, WatchControl::StepBack, "Left arrow", "Watch: one step back"),
];

/// The key of a Watch control, as the overlay writes it (`""` if it has none).
pub(crate) fn watch_key(control: WatchControl) -> &'static str {
    WATCH_KEYS.iter().find(|(_, c, _, _)| *c == control).map_or("", |(_, _, name, _)| name)
}

/// Takes this frame's Watch keys out of the input while a Watch is shown.
pub fn take_watch(ctx: &Context, state: &State) -> Vec<Action> {
    // The path field takes every key typed while it is open, focused or not.
    if state.watch_shown().is_none() || ctx.text_edit_focused() || state.files.prompt.is_some() {
        return Vec::new();
    }
    let actions: Vec<Action> = ctx.input_mut(|input| {
        WATCH_KEYS
            .iter()
            .filter(|(key, _, _, _)| input.consume_key(Modifiers::NONE, *key))
            .map(|(_, control, _, _)| Action::WatchControl(*control))
            .collect()
    });
    if !actions.is_empty() {
        // egui read the arrows as focus moves before this frame began: they step instead.
        ctx.memory_mut(|m| m.move_focus(egui::FocusDirection::None));
    }
    actions
}

/// The shortcuts of `command` as this platform writes them: ` (Ctrl+Enter or F5)`.
pub(crate) fn hint(ctx: &Context, command: Shortcut) -> String {
    let keys: Vec<String> =
        TABLE.iter().filter(|(_, c, _)| *c == command).map(|(k, _, _)| ctx.format_shortcut(k)).collect();
    if keys.is_empty() { String::new() } else { format!(" ({})", keys.join(" or ")) }
}

/// Takes this frame's shortcut presses out of the input (so no focused widget acts on them
/// as well) and returns the commands. Keys that type text are left to a focused text field,
/// and to the path field while it is open (`path_field`), even if it has lost focus: a path
/// typed there must never shrink the board or switch the filter.
pub fn take(ctx: &Context, path_field: bool) -> Vec<Shortcut> {
    let focused = ctx.text_edit_focused();
    let typing = focused || path_field;
    let mut commands = Vec::new();
    ctx.input_mut(|input| {
        for (shortcut, command, _) in TABLE {
            let plain = shortcut.modifiers.is_none()
                && !matches!(shortcut.logical_key, Key::Escape | Key::F1 | Key::F5);
            let edits_text = matches!(command, Shortcut::Copy | Shortcut::Undo | Shortcut::Redo);
            if (typing && plain) || (focused && edits_text) {
                continue;
            }
            if input.consume_shortcut(shortcut) && !commands.contains(command) {
                commands.push(*command);
            }
        }
        // The desktop turns Ctrl+C into a copy event rather than a key press.
        if !focused {
            let before = input.events.len();
            input.events.retain(|e| *e != egui::Event::Copy);
            if input.events.len() < before && !commands.contains(&Shortcut::Copy) {
                commands.push(Shortcut::Copy);
            }
        }
    });
    commands
}

/// The action a command asks of the state, if it is one (Copy and Help are the views').
pub fn action(command: Shortcut, state: &State) -> Option<Action> {
    Some(match command {
        Shortcut::Solve => Action::Solve,
        Shortcut::Stop => Action::Stop,
        Shortcut::Open => Action::Pick(FileOp::Open),
        Shortcut::Export => Action::Pick(FileOp::Export),
        Shortcut::ExportImage => Action::Pick(FileOp::ExportImage),
        Shortcut::ExportSheet => Action::Pick(FileOp::ExportSheet),
        Shortcut::CopyImage => Action::CopyImage,
        Shortcut::CopyText => Action::CopyText,
        Shortcut::Bigger => Action::SetSize(state.settings.n + 1),
        Shortcut::Smaller => Action::SetSize(state.settings.n.saturating_sub(1).max(1)),
        Shortcut::ToggleFilter => Action::SetFilter(match state.settings.filter {
            Filter::All => Filter::Unique,
            Filter::Unique => Filter::All,
        }),
        Shortcut::Undo => Action::Undo,
        Shortcut::Redo => Action::Redo,
        Shortcut::Tree => Action::Lab(LabAction::ShowTree(!state.lab.tree_open)),
        Shortcut::Compare => Action::Lab(LabAction::ShowCompare(!state.lab.compare.open)),
        Shortcut::Copy | Shortcut::Help => return None,
    })
}

/// The overlay that lists every shortcut; `open` turns false when it is closed.
pub fn overlay(ctx: &Context, open: &mut bool) {
    let mut keep = *open;
    egui::Window::new("Keyboard shortcuts")
        .open(&mut keep)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            egui::Grid::new("shortcuts").num_columns(2).striped(true).show(ui, |ui| {
                let mut seen: Vec<Shortcut> = Vec::new();
                for (_, command, what) in TABLE {
                    if seen.contains(command) {
                        continue;
                    }
                    seen.push(*command);
                    ui.monospace(hint(ctx, *command).trim().trim_start_matches('(').trim_end_matches(')'));
                    ui.label(*what);
                    ui.end_row();
                }
                for (keys, what) in FOCUS_KEYS {
                    ui.monospace(*keys);
                    ui.label(*what);
                    ui.end_row();
                }
                for (_, _, key, what) in WATCH_KEYS {
                    ui.monospace(*key);
                    ui.label(*what);
                    ui.end_row();
                }
            });
        });
    *open = keep;
}
