//! The right-hand panel: what the current run found. Listed solutions as rows (each whole,
//! wrapped to the panel's width) or as thumbnails, virtualised so only visible ones are laid
//! out; or the result of a count or of Most queens, which stays until the next run.

use eframe::egui;
use egui::{Align2, FontId, Key, RichText, ScrollArea, Sense, TextStyle, Ui, vec2};
use std::fmt::Write as _;

use super::action::Action;
use super::result_card;
use super::run::{List, Work};
use super::state::State;
use super::theme::{self, thousands};
use super::thumbnails;

/// Past this many columns (boards wider than 64) a row lists only its first ones: a
/// 10,000-column row would be megabytes of layout.
const ROW_COLS: usize = 64;

/// How the list shows solutions.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) enum Layout {
    #[default]
    Rows,
    Thumbnails,
}

#[derive(Default)]
pub(crate) struct SolutionList {
    pub layout: Layout,
    /// Row to bring into view on the next frame (after a key press, or a new list).
    scroll_to: Option<usize>,
    /// The list shown in the last frame, to notice a new one (its scroll starts afresh).
    shown: Option<*const crate::format::SolutionSet>,
    /// Reused for each visible row's text.
    text: String,
}

impl SolutionList {
    pub(crate) fn ui(&mut self, ui: &mut Ui, state: &State) -> Option<Action> {
        ui.add_space(6.0);
        match &state.run.work {
            Work::Solutions(list) => self.solutions(ui, state, list),
            Work::Idle => {
                heading(ui, None);
                ui.separator();
                ui.label(RichText::new("No solutions listed. Press Solve.").weak());
                None
            }
            // The app shows a Watch's own panel here instead.
            Work::Count { .. } | Work::MostQueens { .. } | Work::Watch(_) => {
                heading(ui, None);
                ui.separator();
                result_card::ui(ui, state);
                None
            }
        }
    }

    fn solutions(&mut self, ui: &mut Ui, state: &State, list: &List) -> Option<Action> {
        let mut action = self.keys(ui, list);
        let results = &list.results;
        let total = results.len();
        heading(ui, Some(total));
        ui.horizontal(|ui| {
            ui.selectable_value(&mut self.layout, Layout::Rows, "Rows");
            ui.selectable_value(&mut self.layout, Layout::Thumbnails, "Thumbnails")
                .on_hover_text("Small boards: easier to scan than digits");
            if let Some(cols) = list.selected.filter(|&i| i < total).map(|i| results.store().to_vec(i)) {
                let copy =
                    ui.button("Copy").on_hover_text("Copy the selected solution (columns by row, as JSON)");
                if copy.clicked() {
                    ui.ctx().copy_text(format!("{cols:?}"));
                }
            }
        });
        ui.label(RichText::new(hint(list)).weak());
        if results.capped() {
            let text = format!(
                "Showing the first {}; {} found in all (memory cap).",
                thousands(total as u64),
                thousands(results.found)
            );
            ui.label(RichText::new(text).color(theme::error_text(ui.visuals())));
        }
        if !state.run_answers_board() {
            result_card::earlier_board(ui);
        }
        if let Some(stale) = &list.stale {
            ui.add(egui::Label::new(RichText::new(stale).color(theme::error_text(ui.visuals()))).wrap());
        }
        ui.separator();
        if total == 0 {
            let text = if state.running().is_some() { "Searching…" } else { "No solutions." };
            ui.label(RichText::new(text).weak());
            return action;
        }
        // A new list starts at its selected row, not where the last list was scrolled to.
        let id = std::sync::Arc::as_ptr(&results.set);
        if self.shown != Some(id) {
            self.shown = Some(id);
            self.scroll_to = Some(list.selected.unwrap_or(0));
        }
        // The list takes focus as one widget (Tab, or a click on a row); its rows do not, so
        // Tab never lands on something that shows no focus.
        let area = ui.available_rect_before_wrap();
        let focus = ui.interact(area, list_id(), Sense::FOCUSABLE);
        focus.widget_info(|| egui::WidgetInfo::labeled(egui::Role::List, true, "Solution list"));
        let clicked = match self.layout {
            Layout::Rows => self.rows(ui, list),
            Layout::Thumbnails => thumbnails::ui(ui, list, self.scroll_to.take()),
        };
        if let Some(i) = clicked {
            focus.request_focus();
            action = Some(Action::Select(i));
        }
        if focus.has_focus() {
            let filter =
                egui::EventFilter { vertical_arrows: true, horizontal_arrows: true, ..Default::default() };
            ui.memory_mut(|m| m.set_focus_lock_filter(list_id(), filter));
            let stroke = ui.visuals().selection.stroke;
            ui.painter().rect_stroke(
                area.shrink(1.0),
                3.0,
                egui::Stroke::new(2.0, stroke.color),
                egui::StrokeKind::Inside,
            );
        }
        action
    }

    /// Every row shows its whole solution (up to 64 columns), wrapped over as many lines as the
    /// panel's width needs; all rows of a list share that height.
    fn rows(&mut self, ui: &mut Ui, list: &List) -> Option<usize> {
        let results = &list.results;
        let (total, n) = (results.len(), results.n());
        let font = TextStyle::Monospace.resolve(ui.style());
        let char_width = ui.ctx().fonts_mut(|f| f.glyph_width(&font, '0'));
        let number_width = total.to_string().len();
        let col_width = n.saturating_sub(1).max(1).to_string().len();
        let shown_cols = n.min(ROW_COLS);
        // Characters: the row number and two spaces, then each column and a space.
        let lead = number_width + 2;
        let room = ((ui.available_width() - 16.0) / char_width).floor() as usize;
        let per_line = (room.saturating_sub(lead) / (col_width + 1)).max(1);
        let lines = shown_cols.div_ceil(per_line).max(1);
        let row_height = lines as f32 * font.size * 1.25 + 8.0;
        let spacing = ui.spacing().item_spacing.y;
        let mut area = ScrollArea::vertical().auto_shrink([false, false]);
        if let Some(target) = self.scroll_to.take() {
            // Centre the target row when it is brought into view.
            let top = target as f32 * (row_height + spacing);
            area = area.vertical_scroll_offset((top - ui.available_height() / 2.0).max(0.0));
        }
        let mut clicked = None;
        area.show_rows(ui, row_height, total, |ui, rows| {
            for i in rows {
                self.text.clear();
                let _ = write!(self.text, "{:>number_width$}  ", i + 1);
                for (k, col) in results.store().get(i).take(shown_cols).enumerate() {
                    if k > 0 && k % per_line == 0 {
                        let _ = write!(self.text, "\n{:lead$}", "");
                    }
                    let _ = write!(self.text, "{col:>col_width$} ");
                }
                if n > ROW_COLS {
                    self.text.push('…');
                }
                if let Some(size) = results.store().class_size(i) {
                    let _ = write!(self.text, " ×{size}");
                }
                if self.row(ui, &font, row_height, i, list.selected == Some(i)) {
                    clicked = Some(i);
                }
            }
        });
        clicked
    }

    fn row(&self, ui: &mut Ui, font: &FontId, height: f32, index: usize, selected: bool) -> bool {
        let galley = ui.painter().layout_no_wrap(self.text.clone(), font.clone(), ui.visuals().text_color());
        let (rect, response) = ui.allocate_exact_size(vec2(ui.available_width(), height), Sense::CLICK);
        let cols = self.text.split_once("  ").map_or("", |x| x.1);
        response.widget_info(|| {
            let cols = cols.split_whitespace().collect::<Vec<_>>().join(" ");
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

    /// Arrow keys, Page Up/Down, Home and End move the selection while the list has focus
    /// (or nothing has).
    fn keys(&mut self, ui: &Ui, list: &List) -> Option<Action> {
        let total = list.results.len();
        if total == 0 || ui.memory(|m| m.focused().is_some_and(|id| id != list_id())) {
            return None;
        }
        let current = list.selected;
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

/// The list's widget id, so Tab, a click, or a test can give it focus.
pub(crate) fn list_id() -> egui::Id {
    egui::Id::unique("queenside-solution-list")
}

fn heading(ui: &mut Ui, total: Option<usize>) {
    ui.horizontal(|ui| {
        ui.heading("Solutions");
        if let Some(total) = total {
            ui.label(RichText::new(thousands(total as u64)).strong());
        }
    });
}

/// What the rows show, and what `×k` means for this list.
fn hint(list: &List) -> String {
    let set = &list.results.set;
    let mut text = String::from("Columns by row, top row first (0 = left column)");
    if set.n > ROW_COLS {
        text = format!("Columns by row, top row first (0 = left); the first {ROW_COLS} of each");
    }
    if set.filter == crate::stream::Filter::Unique {
        if set.fixed.is_empty() {
            text.push_str(". ×k: how many distinct boards its class of rotations and reflections holds");
        } else {
            text.push_str(". ×k: how many of its 8 rotations and reflections keep the fixed queens");
        }
    }
    text
}
