//! The right-hand panel: what the current run found. Listed solutions as rows (each whole,
//! wrapped to the panel's width) or as thumbnails, virtualised so only visible ones are laid
//! out; or the result of a count or of Most queens, which stays until the next run.

mod thumbnails;

use eframe::egui;
use egui::{Align2, FontId, Key, RichText, ScrollArea, Sense, TextStyle, Ui, vec2};
use std::fmt::Write as _;

use crate::app::action::Action;
use crate::app::settings::Notation;
use crate::app::solve::{List, Work};
use crate::app::state::State;
use crate::app::text::lang::messages as msg;
use crate::app::text::notation;
use crate::app::theme;
use crate::app::widgets::{earlier_board, list_heading};

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
    pub(crate) fn ui(&mut self, ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
        ui.add_space(6.0);
        match &state.run.work {
            Work::Solutions(list) => actions.extend(self.solutions(ui, state, list)),
            // A count's or Most queens' result, or a Watch, has a view of its own.
            Work::Idle | Work::Count { .. } | Work::MostQueens { .. } | Work::Watch(_) => {
                list_heading(ui, None);
                ui.separator();
                ui.label(RichText::new(msg::list_empty()).weak());
            }
        }
    }

    fn solutions(&mut self, ui: &mut Ui, state: &State, list: &List) -> Option<Action> {
        let mut action = self.keys(ui, list);
        let results = &list.results;
        let total = results.len();
        list_heading(ui, Some(total));
        // Wrapped: Copy goes below in a narrow panel rather than out of it.
        ui.horizontal_wrapped(|ui| {
            ui.selectable_value(&mut self.layout, Layout::Rows, msg::list_rows());
            ui.selectable_value(&mut self.layout, Layout::Thumbnails, msg::list_thumbnails())
                .on_hover_text(msg::list_thumbnails_tooltip());
            if list.selected.is_some_and(|i| i < total) {
                let copy = ui.button(msg::list_copy()).on_hover_text(msg::list_copy_tooltip());
                if copy.clicked() {
                    action = crate::app::commands::copy_selected(state);
                }
            }
        });
        let mut chosen = state.settings.notation;
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(msg::notation_label());
            // In a narrow panel the choice goes under its label, whole, rather than cut short
            // ("Columnes…" in Catalan at 760×520).
            let width = 130.0;
            crate::app::widgets::combo_row_room(ui, width);
            egui::ComboBox::from_id_salt("notation")
                .width(width)
                .truncate()
                .selected_text(notation::name(chosen))
                .show_ui(ui, |ui| {
                    for choice in notation::ALL {
                        ui.selectable_value(&mut chosen, choice, notation::name(choice))
                            .on_hover_text(notation::explained(choice));
                    }
                })
                .response
                .labelled_by(label.id);
        });
        if chosen != state.settings.notation {
            action = Some(Action::SetNotation(chosen));
        }
        ui.label(RichText::new(hint(list, state.settings.notation)).weak());
        if results.capped() {
            let text = msg::list_capped(results.found, total);
            ui.label(RichText::new(text).color(theme::error_text(ui.visuals())));
        }
        if !state.run_answers_board() {
            earlier_board(ui);
        }
        if let Some(stale) = &list.stale {
            ui.add(
                egui::Label::new(RichText::new(stale.text()).color(theme::error_text(ui.visuals()))).wrap(),
            );
        }
        ui.separator();
        if total == 0 {
            let text = if state.running().is_some() { msg::list_searching() } else { msg::list_none() };
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
        focus.widget_info(|| egui::WidgetInfo::labeled(egui::Role::List, true, msg::list_name()));
        let clicked = match self.layout {
            Layout::Rows => self.rows(ui, list, state.settings.notation),
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
    fn rows(&mut self, ui: &mut Ui, list: &List, notation: Notation) -> Option<usize> {
        let results = &list.results;
        let (total, n) = (results.len(), results.n());
        let font = TextStyle::Monospace.resolve(ui.style());
        let char_width = ui.ctx().fonts_mut(|f| f.glyph_width(&font, '0'));
        let number_width = total.to_string().len();
        let col_width = notation::cell_width(notation, n);
        let shown_cols = n.min(ROW_COLS);
        let room = ((ui.available_width() - 16.0) / char_width).floor() as usize;
        let unique = results.set.filter == crate::stream::Filter::Unique;
        let tail = if unique { 3 } else { 0 } + usize::from(n > ROW_COLS);
        let Shape { lead, per_line, lines } = Shape::of(shown_cols, col_width, number_width, tail, room);
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
                    notation::write_cell_padded(&mut self.text, notation, n, k, col, col_width);
                    self.text.push(' ');
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
            // The row number as the row shows it, without separators.
            let label = msg::list_solution_name(cols, index + 1);
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

/// How a row's text is laid out, in characters of the monospace font.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Shape {
    /// The row number and two spaces; lines after the first start with as many blanks.
    lead: usize,
    /// Columns on each line (the last may hold fewer).
    per_line: usize,
    lines: usize,
}

impl Shape {
    /// `cols` columns of `col_width` digits each followed by a space, after a row number of
    /// `number_width` digits, and `tail` characters after the last column (` ×8`, `…`), in
    /// `room` characters: as few lines as fit, and those as even as they can be (12
    /// columns on two lines are 6 and 6, not 8 and 4). Too little room still gives one
    /// column a line.
    fn of(cols: usize, col_width: usize, number_width: usize, tail: usize, room: usize) -> Shape {
        let lead = number_width + 2;
        let cols = cols.max(1);
        // A line of k columns takes k × (width + 1) − 1 characters after the lead: no space
        // after its last column is needed.
        let fits = |k: usize, extra: usize| lead + k * (col_width + 1) - 1 + extra <= room;
        // Fewer columns a line first within each count of lines: the evenest split, unless
        // the tail needs a shorter last line.
        let mut by_lines: Vec<usize> = (1..=cols).collect();
        by_lines.sort_by_key(|&per_line| cols.div_ceil(per_line));
        by_lines
            .into_iter()
            .map(|per_line| Shape { lead, per_line, lines: cols.div_ceil(per_line) })
            .find(|s| fits(s.per_line, 0) && fits(cols - (s.lines - 1) * s.per_line, tail))
            .unwrap_or(Shape { lead, per_line: 1, lines: cols })
    }
}

/// The list's widget id, so Tab, a click, or a test can give it focus.
pub(crate) fn list_id() -> egui::Id {
    egui::Id::unique("queenside-solution-list")
}

/// What the rows show, and what `×k` means for this list.
fn hint(list: &List, notation: Notation) -> String {
    let set = &list.results.set;
    let how = notation::how_to_read(notation, (set.n > ROW_COLS).then_some(ROW_COLS));
    match set.filter {
        crate::stream::Filter::Unique if set.fixed.is_empty() => msg::list_hint_unique(how),
        crate::stream::Filter::Unique => msg::list_hint_unique_fixed(how),
        crate::stream::Filter::All => how,
    }
}

#[cfg(test)]
mod tests {
    use super::Shape;

    #[test]
    fn wrapped_rows_are_even() {
        // 12 columns in 31 characters beside 14,200 rows: 6 and 6 (was 8 and 4).
        assert_eq!(Shape::of(12, 2, 5, 0, 31), Shape { lead: 7, per_line: 6, lines: 2 });
        // 16 columns past 10,000,000 rows: 6, 6 and 4 (was 7, 7 and 2).
        assert_eq!(Shape::of(16, 2, 8, 0, 31), Shape { lead: 10, per_line: 6, lines: 3 });
        // A row that fits stays on one line, its last column needing no space after it.
        assert_eq!(Shape::of(8, 1, 2, 0, 19), Shape { lead: 4, per_line: 8, lines: 1 });
    }

    #[test]
    fn rows_take_the_fewest_lines_that_fit_and_share_them_evenly() {
        let mut x: u64 = 7;
        let mut next = |m: usize| {
            x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (x >> 33) as usize % m
        };
        for _ in 0..20_000 {
            let (cols, width, number, tail, room) =
                (1 + next(64), 1 + next(2), 1 + next(9), next(5), next(80));
            let shape = Shape::of(cols, width, number, tail, room);
            let lead = number + 2;
            let line = |k: usize| lead + k * (width + 1) - 1;
            // The obvious reference: every columns-a-line count that fits, the fewest lines.
            let fits = |p: usize| {
                let last = cols - (cols.div_ceil(p) - 1) * p;
                line(p) <= room && line(last) + tail <= room
            };
            let fewest = (1..=cols).filter(|&p| fits(p)).map(|p| cols.div_ceil(p)).min();
            let case = format!("{cols} cols of {width}, {number}-digit numbers, tail {tail}, room {room}");
            assert_eq!(shape.lead, lead, "{case}");
            match fewest {
                Some(lines) => {
                    assert_eq!(shape.lines, lines, "{case}: {shape:?}");
                    // As even as the tail allows: no fewer columns a line fit in as many lines.
                    let evenest = (1..=cols).filter(|&p| cols.div_ceil(p) == lines && fits(p)).min();
                    assert_eq!(Some(shape.per_line), evenest, "{case}: {shape:?}");
                }
                None => assert_eq!((shape.per_line, shape.lines), (1, cols), "{case}"),
            }
        }
    }
}
