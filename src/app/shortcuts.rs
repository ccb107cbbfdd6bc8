//! Keyboard shortcuts: one table that the key handling, the tooltips and the F1 overlay all
//! read, so a shortcut is named the same everywhere and works wherever focus is.

use eframe::egui;
use egui::{Context, Key, KeyboardShortcut, Modifiers};

use super::action::Action;
use super::files::FileOp;
use super::state::State;
use super::watch::WatchControl;
use crate::stream::Filter;

/// What a shortcut does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Command {
    Solve,
    Stop,
    Open,
    Export,
    Copy,
    Bigger,
    Smaller,
    ToggleFilter,
    Undo,
    Redo,
    Help,
}

const fn key(modifiers: Modifiers, key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(modifiers, key)
}

const CTRL_SHIFT: Modifiers =
    Modifiers { alt: false, ctrl: false, shift: true, mac_cmd: false, command: true };

/// Every shortcut, more specific first (Ctrl+Shift+Z before Ctrl+Z: egui matches modifiers
/// loosely), with what it does in words.
pub(crate) const TABLE: &[(KeyboardShortcut, Command, &str)] = &[
    (key(Modifiers::COMMAND, Key::Enter), Command::Solve, "Solve"),
    (key(Modifiers::NONE, Key::F5), Command::Solve, "Solve"),
    (key(Modifiers::NONE, Key::Escape), Command::Stop, "Stop the running search, and put focus on the board"),
    (key(Modifiers::COMMAND, Key::O), Command::Open, "Open a document"),
    (key(Modifiers::COMMAND, Key::S), Command::Export, "Export the solutions or the placement"),
    (key(Modifiers::COMMAND, Key::C), Command::Copy, "Copy the selected solution"),
    (key(CTRL_SHIFT, Key::Z), Command::Redo, "Redo"),
    (key(Modifiers::COMMAND, Key::Y), Command::Redo, "Redo"),
    (key(Modifiers::COMMAND, Key::Z), Command::Undo, "Undo"),
    (key(Modifiers::NONE, Key::Plus), Command::Bigger, "A board one size larger"),
    (key(Modifiers::NONE, Key::Equals), Command::Bigger, "A board one size larger"),
    (key(Modifiers::NONE, Key::Minus), Command::Smaller, "A board one size smaller"),
    (key(Modifiers::NONE, Key::U), Command::ToggleFilter, "Switch between all and unique solutions"),
    (key(Modifiers::NONE, Key::F1), Command::Help, "Show or hide this list"),
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
/// text field), before the board's own use of the same keys.
pub(crate) const WATCH_KEYS: &[(Key, WatchControl, &str, &str)] = &[
    (Key::Space, WatchControl::PlayPause, "Space", "Watch: play or pause"),
    (Key::ArrowRight, WatchControl::Step, "→", "Watch: one step forward"),
    (Key::ArrowLeft, WatchControl::StepBack, "←", "Watch: one step back"),
];

/// The key of a Watch control, as the overlay writes it (`""` if it has none).
pub(crate) fn watch_key(control: WatchControl) -> &'static str {
    WATCH_KEYS.iter().find(|(_, c, _, _)| *c == control).map_or("", |(_, _, name, _)| name)
}

/// Takes this frame's Watch keys out of the input while a Watch is shown.
pub fn take_watch(ctx: &Context, state: &State) -> Vec<Action> {
    if state.watch_shown().is_none() || ctx.text_edit_focused() {
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
pub(crate) fn hint(ctx: &Context, command: Command) -> String {
    let keys: Vec<String> =
        TABLE.iter().filter(|(_, c, _)| *c == command).map(|(k, _, _)| ctx.format_shortcut(k)).collect();
    if keys.is_empty() { String::new() } else { format!(" ({})", keys.join(" or ")) }
}

/// Takes this frame's shortcut presses out of the input (so no focused widget acts on them
/// as well) and returns the commands. Keys that type text are left to a focused text field.
pub fn take(ctx: &Context) -> Vec<Command> {
    let typing = ctx.text_edit_focused();
    let mut commands = Vec::new();
    ctx.input_mut(|input| {
        for (shortcut, command, _) in TABLE {
            let plain = shortcut.modifiers.is_none()
                && !matches!(shortcut.logical_key, Key::Escape | Key::F1 | Key::F5);
            let edits_text = matches!(command, Command::Copy | Command::Undo | Command::Redo);
            if typing && (plain || edits_text) {
                continue;
            }
            if input.consume_shortcut(shortcut) && !commands.contains(command) {
                commands.push(*command);
            }
        }
        // The desktop turns Ctrl+C into a copy event rather than a key press.
        if !typing {
            let before = input.events.len();
            input.events.retain(|e| *e != egui::Event::Copy);
            if input.events.len() < before && !commands.contains(&Command::Copy) {
                commands.push(Command::Copy);
            }
        }
    });
    commands
}

/// The action a command asks of the state, if it is one (Copy and Help are the views').
pub fn action(command: Command, state: &State) -> Option<Action> {
    Some(match command {
        Command::Solve => Action::Solve,
        Command::Stop => Action::Stop,
        Command::Open => Action::Pick(FileOp::Open),
        Command::Export => Action::Pick(FileOp::Export),
        Command::Bigger => Action::SetSize(state.settings.n + 1),
        Command::Smaller => Action::SetSize(state.settings.n.saturating_sub(1).max(1)),
        Command::ToggleFilter => Action::SetFilter(match state.settings.filter {
            Filter::All => Filter::Unique,
            Filter::Unique => Filter::All,
        }),
        Command::Undo => Action::Undo,
        Command::Redo => Action::Redo,
        Command::Copy | Command::Help => return None,
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
                let mut seen: Vec<Command> = Vec::new();
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
