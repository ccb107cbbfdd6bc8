//! The solution list as small boards, a grid of them, virtualised by grid row: people scan
//! pictures faster than digits.

use eframe::egui;
use egui::{Rect, ScrollArea, Sense, Ui, vec2};

use crate::app::solve::List;
use crate::app::theme;
use crate::board::Queen;

/// A thumbnail's side, in points, and the gap between thumbnails.
const SIDE: f32 = 76.0;
const GAP: f32 = 8.0;
/// The label under each thumbnail.
const LABEL: f32 = 16.0;

/// Draws the grid; returns the solution clicked. `scroll_to` brings a solution into view.
pub(crate) fn ui(ui: &mut Ui, list: &List, scroll_to: Option<usize>) -> Option<usize> {
    let results = &list.results;
    let (total, n) = (results.len(), results.n());
    let per_row = (((ui.available_width() - 12.0 + GAP) / (SIDE + GAP)).floor() as usize).max(1);
    let grid_rows = total.div_ceil(per_row);
    let row_height = SIDE + LABEL;
    let mut area = ScrollArea::vertical().id_salt("thumbnails").auto_shrink([false, false]);
    if let Some(target) = scroll_to {
        let top = (target / per_row) as f32 * (row_height + ui.spacing().item_spacing.y);
        area = area.vertical_scroll_offset((top - ui.available_height() / 2.0).max(0.0));
    }
    let mut clicked = None;
    area.show_rows(ui, row_height, grid_rows, |ui, rows| {
        for grid_row in rows {
            ui.horizontal(|ui| {
                ui.spacing_mut().item_spacing.x = GAP;
                for i in grid_row * per_row..((grid_row + 1) * per_row).min(total) {
                    if thumbnail(ui, list, i, n) {
                        clicked = Some(i);
                    }
                }
            });
        }
    });
    clicked
}

/// One small board with its number under it; true when clicked.
fn thumbnail(ui: &mut Ui, list: &List, i: usize, n: usize) -> bool {
    let selected = list.selected == Some(i);
    let (rect, response) = ui.allocate_exact_size(vec2(SIDE, SIDE + LABEL), Sense::CLICK);
    response.widget_info(|| {
        let cols: Vec<String> = list.results.store().get(i).map(|c| c.to_string()).collect();
        let label = crate::app::text::lang::messages::list_solution_name(cols.join(" "), i + 1);
        egui::WidgetInfo::selected(egui::Role::Button, true, selected, label)
    });
    if !ui.is_rect_visible(rect) {
        return response.clicked();
    }
    let painter = ui.painter();
    let board = Rect::from_min_size(rect.min, vec2(SIDE, SIDE)).shrink(3.0);
    let frame = if selected {
        ui.visuals().selection.stroke.color
    } else if response.hovered() {
        ui.visuals().widgets.hovered.fg_stroke.color
    } else {
        theme::BOARD_EDGE
    };
    painter.rect_filled(board.expand(3.0), 2.0, frame);
    let fixed = &list.results.set.fixed;
    let queens = list.results.store().get(i).enumerate().map(|(row, col)| {
        let q = Queen::new(row, col as usize);
        (q, if fixed.contains(&q) { theme::FIXED_BODY } else { theme::SOLUTION_LINE })
    });
    crate::app::board::paint::small_board(painter, board, n, queens);
    let at = egui::pos2(rect.center().x, rect.min.y + SIDE + 1.0);
    let font = egui::FontId::proportional(12.0);
    painter.text(at, egui::Align2::CENTER_TOP, (i + 1).to_string(), font, ui.visuals().text_color());
    response.clicked()
}
