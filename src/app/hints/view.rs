//! The Hints switch and what the hints say of the board, with the legend of their marks
//! (the marks themselves are painted by the board).

use eframe::egui;
use egui::{RichText, ScrollArea, Ui};

use crate::app::action::Action;
use crate::app::state::State;
use crate::app::text::lang::messages as msg;
use crate::app::text::words;
use crate::app::theme;
use crate::app::widgets::{cross, dash};

/// Lines of text the hints' block holds before it scrolls: their longest sentence, in the
/// narrowest panel.
const HINT_LINES: f32 = 3.0;

/// The Hints switch, and what the hints say of the board: a block of one height whatever
/// it says, so that the text coming, going or wrapping never moves the controls below.
pub(crate) fn ui(ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
    let mut on = state.settings.hints;
    if ui.checkbox(&mut on, msg::queens_hints()).on_hover_text(msg::queens_hints_tooltip()).changed() {
        actions.push(Action::SetHints(on));
    }
    if !on {
        return;
    }
    let spacing = ui.spacing().item_spacing.y;
    let row = ui.spacing().interact_size.y;
    let height = 2.0 * (row + spacing) + HINT_LINES * ui.text_style_height(&egui::TextStyle::Body);
    let (block, _) = ui.allocate_exact_size(egui::vec2(ui.available_width(), height), egui::Sense::hover());
    let mut ui =
        ui.new_child(egui::UiBuilder::new().max_rect(block).layout(egui::Layout::top_down(egui::Align::Min)));
    ui.set_clip_rect(block.intersect(ui.clip_rect()));
    if !state.wide() {
        legend(&mut ui, row, cross, theme::DEAD_CROSS, &msg::hint_dead());
        legend(&mut ui, row, dash, theme::attacked_cross(), &msg::hint_attacked());
    }
    let area = ScrollArea::vertical().id_salt("hints text").auto_shrink([false, true]);
    area.show(&mut ui, |ui| hint_text(ui, state));
}

/// What the hints say of the board as a whole.
fn hint_text(ui: &mut Ui, state: &State) {
    let board = state.board();
    let line = |ui: &mut Ui, text: String, error: bool| {
        let text = RichText::new(text);
        let text = if error { text.color(theme::error_text(ui.visuals())) } else { text };
        ui.add(egui::Label::new(text).wrap());
    };
    if state.wide() {
        line(ui, msg::queens_hints_wide(crate::board::MAX_N.to_string()), false);
    } else if !state.conflicts.is_empty() {
        line(ui, msg::queens_hints_conflict(), true);
    } else if let Some(hints) = state.hints.of(&board) {
        line(ui, words::summary(hints, board.n, state.settings.notation), hints.total == Some(0));
    } else if state.hints.working_on(&board) {
        // No spinner: it repaints every frame, and on a machine without a GPU the drawing
        // took half the cores from the count it waits for.
        line(ui, msg::queens_hints_working(), false);
    }
}

/// How a hint's mark is painted on a square.
type Mark = fn(&egui::Painter, egui::Rect, egui::Color32);

/// One line of the hints' legend: a square with its mark as the board draws it (shape and
/// colour), and what the mark means.
fn legend(ui: &mut Ui, size: f32, mark: Mark, color: egui::Color32, meaning: &str) {
    ui.horizontal(|ui| {
        let (square, _) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
        ui.painter().rect_filled(square, 2.0, theme::LIGHT_SQUARE);
        mark(ui.painter(), square, color);
        ui.label(meaning);
    });
}
