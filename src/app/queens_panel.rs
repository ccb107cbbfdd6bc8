//! The side panel's lower part: the hints switch and what it says, and the fixed queens.

use eframe::egui;
use egui::{Button, RichText, ScrollArea, Ui};

use super::action::Action;
use super::state::{State, conflict_text};
use super::theme;

/// The Hints switch, and what the hints say of the board.
pub(crate) fn hints(ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
    let mut on = state.settings.hints;
    let what = "Show on each empty square how many solutions keep the fixed queens and put a queen \
                there; squares no solution goes through are crossed out";
    if ui.checkbox(&mut on, "Hints").on_hover_text(what).changed() {
        actions.push(Action::SetHints(on));
    }
    if !on {
        return;
    }
    let board = state.board();
    let line = |ui: &mut Ui, text: String, error: bool| {
        let text = RichText::new(text);
        let text = if error { text.color(theme::error_text(ui.visuals())) } else { text };
        ui.add(egui::Label::new(text).wrap());
    };
    if state.wide() {
        line(ui, format!("Hints work on boards up to {0}×{0}.", crate::board::MAX_N), false);
    } else if !state.conflicts.is_empty() {
        line(ui, "No hints while fixed queens attack each other.".into(), true);
    } else if let Some(hints) = state.hints.of(&board) {
        line(ui, super::hints::summary(hints, board.n), hints.total == Some(0));
    } else if state.hints.working_on(&board) {
        // No spinner: it repaints every frame, and on a machine without a GPU the drawing
        // took half the cores from the count it waits for.
        line(ui, "Counting the solutions through each square…".into(), false);
    }
}

pub(crate) fn fixed_queens(ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
    let n = state.settings.n;
    let fixed = &state.settings.fixed;
    ui.horizontal(|ui| {
        ui.strong(format!("Fixed queens ({})", fixed.len()));
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui.add_enabled(!fixed.is_empty(), Button::new("Clear")).clicked() {
                actions.push(Action::ClearQueens);
            }
        });
    });
    if fixed.is_empty() {
        ui.label(RichText::new("Click a square to fix a queen there; click it again to remove it.").weak());
        return;
    }
    ScrollArea::vertical().id_salt("fixed queens").max_height(150.0).auto_shrink([false, true]).show(
        ui,
        |ui| {
            for (i, &q) in fixed.iter().enumerate() {
                ui.horizontal(|ui| {
                    let color = if state.in_conflict(i) { theme::CONFLICT_BODY } else { theme::FIXED_BODY };
                    ui.label(RichText::new(theme::QUEEN_FILLED).color(color).size(16.0));
                    // One label, so the square's name alone (`d5`) stays unique for tests.
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
                    text.append(&q.notation(n), 0.0, strong);
                    text.append(&format!("row {}, col {}", q.row, q.col), 10.0, weak);
                    ui.label(text);
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                        let remove = ui
                            .small_button("×")
                            .accessible_name(format!("Remove {}", q.notation(n)))
                            .on_hover_text(format!("Remove the queen on {}", q.notation(n)));
                        if remove.clicked() {
                            actions.push(Action::RemoveQueen(q));
                        }
                    });
                });
            }
        },
    );
    for &(a, b) in &state.conflicts {
        let (qa, qb) = (fixed[a], fixed[b]);
        ui.label(RichText::new(conflict_text(qa, qb, n)).color(theme::error_text(ui.visuals())));
    }
}
