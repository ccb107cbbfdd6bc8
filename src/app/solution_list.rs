//! The solution list: virtualised rows (only visible ones are laid out), click or arrow
//! keys to select.

use eframe::egui;
use egui::{Align2, FontId, Key, RichText, ScrollArea, Sense, TextStyle, Ui, vec2};
use std::fmt::Write as _;

use super::action::Action;
use super::state::State;
use super::theme::thousands;

/// A row lists at most this many columns: a 10,000-column row would be megabytes of layout.
const ROW_COLS: usize = 40;

#[derive(Default)]
pub struct SolutionList {
    /// Row to bring into view on the next frame (after a key press).
    scroll_to: Option<usize>,
    /// Reused for each visible row's text.
    text: String,
    /// The list's scroll offset and visible height in the last frame.
    offset: f32,
    view_height: f32,
}

impl SolutionList {
    pub fn ui(&mut self, ui: &mut Ui, state: &State) -> Option<Action> {
        let mut action = self.keys(ui, state);
        let results = &state.results;
        let total = results.len();
        let n = results.n();
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            ui.heading("Solutions");
            ui.label(RichText::new(thousands(total as u64)).strong());
        });
        let unique = results.set.filter == crate::search::Filter::Unique && total > 0;
        let hint = if n > ROW_COLS && total > 0 {
            "Columns by row, top row first (0 = left); the first 40 of each"
        } else if unique {
            "Columns by row (0 = left); ×k: the size of its symmetry class"
        } else {
            "Columns by row, top row first (0 = left column)"
        };
        ui.label(RichText::new(hint).weak().small());
        if results.capped() {
            ui.label(
                RichText::new(format!(
                    "Showing the first {}; {} found in all (memory cap).",
                    thousands(total as u64),
                    thousands(results.found)
                ))
                .color(super::theme::ERROR_TEXT),
            );
        }
        ui.separator();
        if total == 0 {
            let text = match (&state.best, state.running()) {
                (Some(best), _) => format!(
                    "The board shows the Most queens placement ({} queens); Solve lists full solutions.",
                    best.queens.len()
                ),
                (None, Some(super::worker::JobKind::Count)) => {
                    "Counting: Count only lists no solutions (press Solve for them).".to_owned()
                }
                (None, Some(_)) => "Searching…".to_owned(),
                (None, None) => "No solutions listed. Press Solve.".to_owned(),
            };
            ui.add(egui::Label::new(RichText::new(text).weak()).wrap());
            return action;
        }

        let font = TextStyle::Monospace.resolve(ui.style());
        let row_height = font.size + 8.0;
        let spacing = ui.spacing().item_spacing.y;
        let number_width = total.to_string().len();
        let col_width = n.saturating_sub(1).max(10).to_string().len();
        let mut area = ScrollArea::both().auto_shrink([false, false]);
        if let Some(target) = self.scroll_to.take() {
            let top = target as f32 * (row_height + spacing);
            if top < self.offset {
                area = area.vertical_scroll_offset(top);
            } else if top + row_height > self.offset + self.view_height {
                area = area.vertical_scroll_offset(top + row_height - self.view_height);
            }
        }
        let output = area.show_rows(ui, row_height, total, |ui, rows| {
            for i in rows {
                self.text.clear();
                let _ = write!(self.text, "{:>number_width$}  ", i + 1);
                for col in results.store().get(i).take(ROW_COLS) {
                    if n > 10 {
                        let _ = write!(self.text, "{col:>col_width$} ");
                    } else {
                        let _ = write!(self.text, "{col} ");
                    }
                }
                if n > ROW_COLS {
                    self.text.push('…');
                }
                if let Some(size) = results.store().class_size(i) {
                    let _ = write!(self.text, " ×{size}");
                }
                if self.row(ui, &font, row_height, i, state.selected == Some(i)) {
                    action = Some(Action::Select(i));
                }
            }
        });
        self.offset = output.state.clamped_offset().y;
        self.view_height = output.inner_rect.height();
        action
    }

    /// One row, painted; true if clicked.
    fn row(&self, ui: &mut Ui, font: &FontId, height: f32, index: usize, selected: bool) -> bool {
        let galley = ui.painter().layout_no_wrap(self.text.clone(), font.clone(), ui.visuals().text_color());
        let width = (galley.size().x + 12.0).max(ui.available_width());
        let (rect, response) = ui.allocate_exact_size(vec2(width, height), Sense::click());
        let cols = self.text.split_once("  ").map_or("", |x| x.1.trim_end());
        response.widget_info(|| {
            let label = format!("Solution {}: {cols}", index + 1);
            egui::WidgetInfo::selected(egui::Role::Button, true, selected, label)
        });
        if ui.is_rect_visible(rect) {
            let visuals = ui.visuals();
            if selected {
                ui.painter().rect_filled(rect, 3.0, visuals.selection.bg_fill);
            } else if response.hovered() {
                ui.painter().rect_filled(rect, 3.0, visuals.widgets.hovered.weak_bg_fill);
            }
            let color = if selected { visuals.selection.stroke.color } else { visuals.text_color() };
            ui.painter().galley(
                Align2::LEFT_CENTER.align_size_within_rect(galley.size(), rect.shrink2(vec2(6.0, 0.0))).min,
                galley,
                color,
            );
        }
        response.clicked()
    }

    /// Arrow keys, Page Up/Down, Home and End move the selection when no field has focus.
    fn keys(&mut self, ui: &Ui, state: &State) -> Option<Action> {
        let total = state.results.len();
        if total == 0 || ui.memory(|m| m.focused().is_some()) {
            return None;
        }
        let current = state.selected;
        let last = total - 1;
        let target = ui.input(|i| {
            let at = current.unwrap_or(0);
            if i.key_pressed(Key::ArrowDown) {
                Some(current.map_or(0, |c| (c + 1).min(last)))
            } else if i.key_pressed(Key::ArrowUp) {
                Some(at.saturating_sub(1))
            } else if i.key_pressed(Key::PageDown) {
                Some((at + 20).min(last))
            } else if i.key_pressed(Key::PageUp) {
                Some(at.saturating_sub(20))
            } else if i.key_pressed(Key::Home) {
                Some(0)
            } else if i.key_pressed(Key::End) {
                Some(last)
            } else {
                None
            }
        })?;
        self.scroll_to = Some(target);
        Some(Action::Select(target))
    }
}
