//! Keyboard shortcuts: the keys of the command table (`commands.rs`) taken from the input,
//! named as this platform writes them, and listed in the F1 overlay; so a shortcut is named
//! the same everywhere and works wherever focus is.

use eframe::egui;
use egui::{Context, Key, KeyboardShortcut, Modifiers};

use crate::app::commands::{Command, Scope, Words, hint_of, key_text};
use crate::app::state::State;
use crate::app::text::lang::messages as msg;

/// Every key of the table with its command, more specific first (Ctrl+Shift+Z before
/// Ctrl+Z: egui matches modifiers loosely).
fn keys() -> Vec<(KeyboardShortcut, Command, Scope)> {
    let mut keys: Vec<_> = Command::ALL
        .into_iter()
        .flat_map(|command| {
            let row = command.row();
            row.keys.iter().map(move |key| (*key, command, row.scope))
        })
        .collect();
    let specific =
        |m: Modifiers| [m.alt, m.ctrl, m.shift, m.mac_cmd, m.command].iter().filter(|b| **b).count();
    keys.sort_by_key(|(key, _, _)| std::cmp::Reverse(specific(key.modifiers)));
    keys
}

/// Keys of the board and the list, for the overlay (they act where focus is).
pub(crate) const FOCUS_KEYS: &[(Words, Words)] = &[
    (msg::key_tab, msg::key_tab_what),
    (msg::key_arrows, msg::key_arrows_what),
    (msg::key_home_end, msg::key_home_end_what),
    (msg::key_pages, msg::key_pages_what),
    (msg::key_space_enter, msg::key_space_enter_what),
];

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
                for (shortcut, command, _) in keys() {
                    let types =
                        shortcut.modifiers.is_none() && !matches!(shortcut.logical_key, Key::F1 | Key::F5);
                    if !edits_text(command) && !types {
                        input.consume_shortcut(&shortcut);
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

/// Commands whose keys a focused text field keeps: they edit its text.
fn edits_text(command: Command) -> bool {
    matches!(command, Command::Copy | Command::Undo | Command::Redo)
}

/// Commands that act once per press, however many presses come in a frame (each a step
/// from where the last left things); the others act once.
fn steps(command: Command) -> bool {
    use Command as C;
    matches!(command, C::Bigger | C::Smaller | C::Undo | C::Redo | C::WatchStep | C::WatchStepBack)
}

/// Takes this frame's shortcut presses out of the input (so no focused widget acts on them
/// as well) and returns the commands. Keys that type text are left to a focused text field;
/// the Watch's keys act while a Watch is shown.
pub fn take(ctx: &Context, state: &State) -> Vec<Command> {
    let focused = ctx.text_edit_focused();
    // Play's board takes Space and the arrows itself while Play is open.
    let watching = state.watch_shown().is_some() && !focused && !state.play.open;
    let mut commands = Vec::new();
    let mut stepped = false;
    ctx.input_mut(|input| {
        for (shortcut, command, scope) in keys() {
            let allowed = match scope {
                Scope::Watch => watching,
                Scope::Window => {
                    let plain = shortcut.modifiers.is_none()
                        && !matches!(shortcut.logical_key, Key::Escape | Key::F1 | Key::F5);
                    !(focused && (plain || edits_text(command)))
                }
            };
            // Keys typed faster than frames are drawn (software GL draws one in 40 ms) come
            // in one frame: each press of a stepping key is a step, not only the first.
            let presses = if allowed {
                input.count_and_consume_key(shortcut.modifiers, shortcut.logical_key)
            } else {
                0
            };
            stepped |= presses > 0 && scope == Scope::Watch;
            let times = if steps(command) {
                presses
            } else {
                usize::from(presses > 0 && !commands.contains(&command))
            };
            commands.extend(std::iter::repeat_n(command, times));
        }
        // The desktop turns Ctrl+C into a copy event rather than a key press.
        if !focused {
            let before = input.events.len();
            input.events.retain(|e| *e != egui::Event::Copy);
            if input.events.len() < before && !commands.contains(&Command::Copy) {
                commands.push(Command::Copy);
            }
        }
    });
    if stepped {
        // egui read the arrows as focus moves before this frame began: they step instead.
        ctx.memory_mut(|m| m.move_focus(egui::FocusDirection::None));
    }
    commands
}

/// The shortcut list's lines: each command with keys, the keys of the board and the list,
/// then the Watch's keys.
pub(crate) fn help_lines(ctx: &Context) -> Vec<(String, String)> {
    let line = |command: Command| {
        let row = command.row();
        let keys: Vec<String> = row.keys.iter().map(|k| key_text(ctx, k)).collect();
        let keys = hint_of(&keys);
        row.help.map(|what| (keys.trim().trim_start_matches('(').trim_end_matches(')').to_owned(), what()))
    };
    let scoped = |scope| Command::ALL.into_iter().filter(move |c| c.row().scope == scope);
    let mut lines: Vec<(String, String)> = scoped(Scope::Window).filter_map(line).collect();
    lines.extend(FOCUS_KEYS.iter().map(|(keys, what)| (keys(), what())));
    lines.extend(scoped(Scope::Watch).filter_map(line));
    lines
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
            let lines = help_lines(ctx);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::text::lang::{Language, tests::in_language};

    #[test]
    fn every_command_with_a_key_is_in_the_shortcut_list_with_its_keys() {
        let ctx = Context::default();
        for language in Language::ALL {
            in_language(language, || {
                let lines = help_lines(&ctx);
                for command in Command::ALL {
                    let row = command.row();
                    if row.keys.is_empty() {
                        continue;
                    }
                    let what = row.help.expect("a command with keys has a line")();
                    let line = lines.iter().find(|(_, w)| *w == what);
                    let (keys, _) = line.unwrap_or_else(|| panic!("{command:?} is not in the list"));
                    for key in row.keys {
                        let written = key_text(&ctx, key);
                        assert!(keys.contains(&written), "{command:?}: {written} not in {keys:?}");
                    }
                }
            });
        }
    }
}
