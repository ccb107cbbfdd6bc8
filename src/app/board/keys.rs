//! The board's keys: the cursor moves with the arrows (Home/End, Page Up/Down to the
//! edges), and Space or Enter fixes or removes a queen under it.

use eframe::egui;
use egui::Ui;

use crate::app::action::Action;
use crate::app::state::State;
use crate::board::Queen;

/// What a key asked of a board's cursor.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum CursorKey {
    /// Space or Enter: place or remove a queen under the cursor.
    Toggle,
    /// An arrow, Home/End or Page Up/Down: the cursor goes here.
    To(Queen),
}

/// Takes focus on a click, keeps the arrow keys while focused (so they move the cursor, not
/// the focus), and turns key presses into cursor moves or a queen toggled at the cursor.
pub(crate) fn board_keys(ui: &Ui, response: &egui::Response, state: &State) -> Option<Action> {
    Some(match cursor_keys(ui, response, state.settings.n, state.cursor)? {
        CursorKey::Toggle => Action::ToggleQueen(state.cursor),
        CursorKey::To(q) => Action::SetCursor(q),
    })
}

/// The keys of an `n`-wide board whose cursor is at `cursor` (the main board's and Play's).
pub(crate) fn cursor_keys(ui: &Ui, response: &egui::Response, n: usize, cursor: Queen) -> Option<CursorKey> {
    if response.clicked() {
        response.request_focus();
    }
    if !response.has_focus() {
        return None;
    }
    let filter = egui::EventFilter { horizontal_arrows: true, vertical_arrows: true, ..Default::default() };
    ui.memory_mut(|m| m.set_focus_lock_filter(response.id, filter));
    let Queen { row, col } = cursor;
    ui.input(|i| {
        let to = |row: usize, col: usize| Some(CursorKey::To(Queen::new(row.min(n - 1), col.min(n - 1))));
        if i.key_pressed(egui::Key::Space) || i.key_pressed(egui::Key::Enter) {
            Some(CursorKey::Toggle)
        } else if i.key_pressed(egui::Key::ArrowUp) {
            to(row.saturating_sub(1), col)
        } else if i.key_pressed(egui::Key::ArrowDown) {
            to(row + 1, col)
        } else if i.key_pressed(egui::Key::ArrowLeft) {
            to(row, col.saturating_sub(1))
        } else if i.key_pressed(egui::Key::ArrowRight) {
            to(row, col + 1)
        } else if i.key_pressed(egui::Key::Home) {
            to(row, 0)
        } else if i.key_pressed(egui::Key::End) {
            to(row, n - 1)
        } else if i.key_pressed(egui::Key::PageUp) {
            to(0, col)
        } else if i.key_pressed(egui::Key::PageDown) {
            to(n - 1, col)
        } else {
            None
        }
    })
}
