//! The side panel's lower part: the fixed queens (the hints switch above them is `hints::view`).

use eframe::egui;
use egui::{Button, RichText, ScrollArea, Ui};

use crate::app::action::Action;
use crate::app::state::State;
use crate::app::text::lang::messages as msg;
use crate::app::text::words::conflict_text;
use crate::app::theme;

/// Fixed queens listed before the list scrolls: a whole 8×8 placement.
const FIXED_ROWS: usize = 8;
/// The queen beside each fixed queen's name.
const QUEEN_SIZE: f32 = 16.0;

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
        ui.label(
            RichText::new(conflict_text(qa, qb, n, state.settings.notation))
                .color(theme::error_text(ui.visuals())),
        );
    }
}
