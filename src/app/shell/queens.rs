//! The side panel's lower part: the hints switch and what it says, and the fixed queens.

use eframe::egui;
use egui::{Button, RichText, ScrollArea, Ui};

use crate::app::action::Action;
use crate::app::state::State;
use crate::app::text::lang::messages as msg;
use crate::app::text::words::{self, conflict_text};
use crate::app::theme;
use crate::app::widgets::{cross, dash};

/// Fixed queens listed before the list scrolls: a whole 8×8 placement.
const FIXED_ROWS: usize = 8;
/// The queen beside each fixed queen's name.
const QUEEN_SIZE: f32 = 16.0;

/// Lines of text the hints' block holds before it scrolls: their longest sentence, in the
/// narrowest panel.
const HINT_LINES: f32 = 3.0;

/// The Hints switch, and what the hints say of the board: a block of one height whatever
/// it says, so that the text coming, going or wrapping never moves the controls below.
pub(crate) fn hints(ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
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
        line(ui, words::summary(hints, board.n), hints.total == Some(0));
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

pub(crate) fn fixed_queens(ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
    let n = state.settings.n;
    let fixed = &state.settings.fixed;
    ui.horizontal(|ui| {
        ui.strong(msg::queens_fixed(fixed.len()));
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui.add_enabled(!fixed.is_empty(), Button::new(msg::queens_clear())).clicked() {
                actions.push(Action::ClearQueens);
            }
        });
    });
    if fixed.is_empty() {
        ui.label(RichText::new(msg::queens_how()).weak());
        return;
    }
    // Whole rows only: the list shows up to `FIXED_ROWS` and scrolls past that.
    let queen_height = ui.fonts_mut(|f| f.row_height(&egui::FontId::proportional(QUEEN_SIZE)));
    let row_height = ui.spacing().interact_size.y.max(queen_height);
    let pitch = row_height + ui.spacing().item_spacing.y;
    let shown = fixed.len().min(FIXED_ROWS) as f32;
    // Its height fixed both ways: inside the panel's own scroll area it would otherwise
    // shrink to what is left in view, and cut its rows.
    let height = shown * pitch - ui.spacing().item_spacing.y;
    let area = ScrollArea::vertical().id_salt("fixed queens").max_height(height).min_scrolled_height(height);
    area.auto_shrink([false, true]).show_rows(ui, row_height, fixed.len(), |ui, rows| {
        for i in rows {
            let q = fixed[i];
            let layout = egui::Layout::left_to_right(egui::Align::Center);
            ui.allocate_ui_with_layout(egui::vec2(ui.available_width(), row_height), layout, |ui| {
                ui.set_min_height(row_height);
                let color = if state.in_conflict(i) { theme::CONFLICT_BODY } else { theme::FIXED_BODY };
                ui.label(RichText::new(theme::QUEEN_FILLED).color(color).size(QUEEN_SIZE));
                let mut text = egui::text::LayoutJob::default();
                let style = ui.style();
                let strong = egui::TextFormat::simple(
                    egui::TextStyle::Monospace.resolve(style),
                    ui.visuals().strong_text_color(),
                );
                let weak = egui::TextFormat::simple(
                    egui::TextStyle::Body.resolve(style),
                    ui.visuals().weak_text_color(),
                );
                // The square as the person's notation writes it, and only so: a second
                // numbering beside it ("d5 · row 3") would read as two rows.
                let notation = state.settings.notation;
                let (name, format) = match notation {
                    crate::app::settings::Notation::Squares => (q.notation(n), strong),
                    crate::app::settings::Notation::FromZero
                    | crate::app::settings::Notation::FromOne
                    | crate::app::settings::Notation::Pairs => {
                        (crate::app::text::notation::square_short(q, n, notation), weak)
                    }
                };
                text.append(&name, 0.0, format);
                ui.label(text);
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    let remove = ui
                        .small_button("×")
                        .accessible_name(msg::queens_remove_name(q.notation(n)))
                        .on_hover_text(msg::queens_remove_tooltip(q.notation(n)));
                    if remove.clicked() {
                        actions.push(Action::RemoveQueen(q));
                    }
                });
            });
        }
    });
    for &(a, b) in &state.conflicts {
        let (qa, qb) = (fixed[a], fixed[b]);
        ui.label(RichText::new(conflict_text(qa, qb, n)).color(theme::error_text(ui.visuals())));
    }
}
