//! Keyboard shortcuts: one table that the key handling, the tooltips and the F1 overlay all
//! read, so a shortcut is named the same everywhere and works wherever focus is.

use eframe::egui;
use egui::{Context, Key, KeyboardShortcut, Modifiers};

use crate::app::action::Action;
use crate::app::jobs::files::FileOp;
use crate::app::state::State;
use crate::app::state::lab::LabAction;
use crate::app::state::play::PlayAction;
use crate::app::state::watch::WatchControl;
use crate::app::text::lang::messages as msg;
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
    // Play's commands (issue 34), kept together to move into the command table.
    /// Open or close Play.
    Play,
}

const fn key(modifiers: Modifiers, key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(modifiers, key)
}

const CTRL_SHIFT: Modifiers =
    Modifiers { alt: false, ctrl: false, shift: true, mac_cmd: false, command: true };

/// Words to show: a message function, called each time so they follow the language.
type Words = fn() -> String;

/// Every shortcut, more specific first (Ctrl+Shift+Z before Ctrl+Z: egui matches modifiers
/// loosely), with what it does in words.
pub(crate) const TABLE: &[(KeyboardShortcut, Shortcut, Words)] = &[
    (key(Modifiers::COMMAND, Key::Enter), Shortcut::Solve, msg::key_solve),
    (key(Modifiers::NONE, Key::F5), Shortcut::Solve, msg::key_solve),
    (key(Modifiers::NONE, Key::Escape), Shortcut::Stop, msg::key_stop),
    (key(Modifiers::COMMAND, Key::O), Shortcut::Open, msg::key_open),
    (key(Modifiers::COMMAND, Key::S), Shortcut::Export, msg::key_export),
    (key(CTRL_SHIFT, Key::C), Shortcut::CopyImage, msg::copy_image_what),
    (key(CTRL_SHIFT, Key::T), Shortcut::CopyText, msg::copy_text_what),
    (key(Modifiers::COMMAND, Key::C), Shortcut::Copy, msg::key_copy),
    (key(Modifiers::COMMAND, Key::E), Shortcut::ExportImage, msg::export_image_what),
    (key(Modifiers::COMMAND, Key::P), Shortcut::ExportSheet, msg::export_sheet_what),
    (key(CTRL_SHIFT, Key::Z), Shortcut::Redo, msg::key_redo),
    (key(Modifiers::COMMAND, Key::Y), Shortcut::Redo, msg::key_redo),
    (key(Modifiers::COMMAND, Key::Z), Shortcut::Undo, msg::key_undo),
    (key(Modifiers::NONE, Key::Plus), Shortcut::Bigger, msg::key_bigger),
    (key(Modifiers::NONE, Key::Equals), Shortcut::Bigger, msg::key_bigger),
    (key(Modifiers::NONE, Key::Minus), Shortcut::Smaller, msg::key_smaller),
    (key(Modifiers::NONE, Key::U), Shortcut::ToggleFilter, msg::key_filter),
    (key(Modifiers::NONE, Key::T), Shortcut::Tree, msg::key_tree),
    (key(Modifiers::NONE, Key::L), Shortcut::Compare, msg::key_compare),
    (key(Modifiers::NONE, Key::P), Shortcut::Play, msg::key_play),
    (key(Modifiers::NONE, Key::F1), Shortcut::Help, msg::key_help),
];

/// Keys of the board and the list, for the overlay (they act where focus is).
pub(crate) const FOCUS_KEYS: &[(Words, Words)] = &[
    (msg::key_tab, msg::key_tab_what),
    (msg::key_arrows, msg::key_arrows_what),
    (msg::key_home_end, msg::key_home_end_what),
    (msg::key_pages, msg::key_pages_what),
    (msg::key_space_enter, msg::key_space_enter_what),
];

/// Keys of a Watch while one plays on the board shown: they act wherever focus is (but in a
/// text field), before the board's own use of the same keys. Named in words: the text font
/// has no arrows (the tooltips showed an empty box).
pub(crate) const WATCH_KEYS: &[(Key, WatchControl, Words, Words)] = &[
    (Key::Space, WatchControl::PlayPause, msg::key_space, msg::key_watch_play),
    (Key::ArrowRight, WatchControl::Step, msg::key_right, msg::key_watch_step),
    (Key::ArrowLeft, WatchControl::StepBack, msg::key_left, msg::key_watch_back),
];

/// The key of a Watch control, as the overlay writes it (`""` if it has none).
pub(crate) fn watch_key(control: WatchControl) -> String {
    WATCH_KEYS.iter().find(|(_, c, _, _)| *c == control).map_or_else(String::new, |(_, _, name, _)| name())
}

/// Takes this frame's Watch keys out of the input while a Watch is shown.
pub fn take_watch(ctx: &Context, state: &State) -> Vec<Action> {
    // Play's board takes Space and the arrows itself while it is open.
    if state.watch_shown().is_none() || ctx.text_edit_focused() || state.play.open {
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

/// A shortcut as this platform writes it, with the keys named in the app's language: egui
/// names them in English ("Escape", "Enter", "Plus"); a Spanish keyboard says Esc, Intro, +.
fn shortcut_text(ctx: &Context, shortcut: &KeyboardShortcut) -> String {
    let text = ctx.format_shortcut(shortcut);
    let key = shortcut.logical_key;
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
pub(crate) fn hint(ctx: &Context, command: Shortcut) -> String {
    let mut keys = TABLE.iter().filter(|(_, c, _)| *c == command).map(|(k, _, _)| shortcut_text(ctx, k));
    // No command has more than two shortcuts.
    let keys = match (keys.next(), keys.next()) {
        (Some(key), None) => msg::key_hint_one(key),
        (Some(first), Some(second)) => msg::key_hint_two(first, second),
        (None, _) => return String::new(),
    };
    // The tooltips end with it: "Undo: add a queen (Ctrl+Z)".
    format!(" {keys}")
}

/// What holds the keys this frame instead of the window's shortcuts: a question, the path
/// field or the shortcut overlay. Keys go to it or nowhere.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Modal {
    Question,
    PathField,
    Help,
}

/// What a key asked of the question or popup that holds the keys.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ModalKey {
    /// Esc: cancel it, and only it.
    Cancel,
    /// Enter: its default answer (a question's Go ahead; the path field reads its own Enter).
    Accept,
}

/// Takes this frame's keys while `modal` holds them. A question and the overlay take every
/// key (nothing behind them acts on one); the path field leaves what edits text to itself
/// and takes every command key, so a path typed never changes the board.
pub fn take_modal(ctx: &Context, modal: Modal) -> Option<ModalKey> {
    ctx.input_mut(|input| {
        let cancel = input.consume_key(Modifiers::NONE, Key::Escape)
            || (modal == Modal::Help && input.consume_key(Modifiers::NONE, Key::F1));
        let accept = modal == Modal::Question && input.consume_key(Modifiers::NONE, Key::Enter);
        match modal {
            Modal::Question | Modal::Help => input.events.retain(|e| {
                !matches!(
                    e,
                    egui::Event::Key { .. }
                        | egui::Event::Text(_)
                        | egui::Event::Copy
                        | egui::Event::Cut
                        | egui::Event::Paste(_)
                )
            }),
            Modal::PathField => {
                for (shortcut, command, _) in TABLE {
                    let edits_text = matches!(command, Shortcut::Copy | Shortcut::Undo | Shortcut::Redo);
                    let types =
                        shortcut.modifiers.is_none() && !matches!(shortcut.logical_key, Key::F1 | Key::F5);
                    if !edits_text && !types {
                        input.consume_shortcut(shortcut);
                    }
                }
            }
        }
        if cancel {
            Some(ModalKey::Cancel)
        } else if accept {
            Some(ModalKey::Accept)
        } else {
            None
        }
    })
}

/// Takes this frame's shortcut presses out of the input (so no focused widget acts on them
/// as well) and returns the commands. Keys that type text are left to a focused text field.
pub fn take(ctx: &Context) -> Vec<Shortcut> {
    let focused = ctx.text_edit_focused();
    let mut commands = Vec::new();
    ctx.input_mut(|input| {
        for (shortcut, command, _) in TABLE {
            let plain = shortcut.modifiers.is_none()
                && !matches!(shortcut.logical_key, Key::Escape | Key::F1 | Key::F5);
            let edits_text = matches!(command, Shortcut::Copy | Shortcut::Undo | Shortcut::Redo);
            if focused && (plain || edits_text) {
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
        // While Play is open, Undo takes back the student's last move (the board behind
        // keeps its own history for when Play closes).
        Shortcut::Undo if state.play.open => Action::Play(PlayAction::Undo),
        Shortcut::Undo => Action::Undo,
        Shortcut::Redo => Action::Redo,
        Shortcut::Tree => Action::Lab(LabAction::ShowTree(!state.lab.tree_open)),
        Shortcut::Compare => Action::Lab(LabAction::ShowCompare(!state.lab.compare.open)),
        Shortcut::Play => Action::Play(PlayAction::Show(!state.play.open)),
        Shortcut::Copy | Shortcut::Help => return None,
    })
}

/// The overlay that lists every shortcut; `open` turns false when it is closed. Its lines
/// wrap and it scrolls, so it fits the smallest window in the longer languages too.
pub fn overlay(ctx: &Context, open: &mut bool) {
    let mut keep = *open;
    let screen = ctx.content_rect();
    let width = (screen.width() - 48.0).min(620.0);
    egui::Window::new(msg::key_title())
        .open(&mut keep)
        .collapsible(false)
        .resizable(false)
        // Its width set: wrapped lines would otherwise wrap at egui's default width.
        .min_width(width)
        .max_width(width)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            let mut lines: Vec<(String, String)> = Vec::new();
            let mut seen: Vec<Shortcut> = Vec::new();
            for (_, command, what) in TABLE {
                if !seen.contains(command) {
                    seen.push(*command);
                    let keys = hint(ctx, *command);
                    lines
                        .push((keys.trim().trim_start_matches('(').trim_end_matches(')').to_owned(), what()));
                }
            }
            lines.extend(FOCUS_KEYS.iter().map(|(keys, what)| (keys(), what())));
            lines.extend(WATCH_KEYS.iter().map(|(_, _, key, what)| (key(), what())));
            // The keys in a column as wide as the widest; what they do wraps beside it (a
            // grid would not wrap it).
            let font = egui::TextStyle::Monospace.resolve(ui.style());
            let column = lines
                .iter()
                .map(|(keys, _)| {
                    let galley = ui.fonts_mut(|f| {
                        f.layout_no_wrap(keys.clone(), font.clone(), egui::Color32::PLACEHOLDER)
                    });
                    galley.size().x
                })
                .fold(0.0, f32::max);
            let area = egui::ScrollArea::vertical().max_height(screen.height() - 120.0);
            area.show(ui, |ui| {
                for (keys, what) in lines {
                    ui.horizontal(|ui| {
                        let height = ui.spacing().interact_size.y;
                        let layout = egui::Layout::left_to_right(egui::Align::Min);
                        ui.allocate_ui_with_layout(egui::vec2(column, height), layout, |ui| {
                            ui.set_min_width(column);
                            ui.monospace(keys);
                        });
                        ui.add(egui::Label::new(what).wrap());
                    });
                }
            });
        });
    *open = keep;
}
