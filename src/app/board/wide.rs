//! Boards wider than 64: a zoomable, pannable view that paints only what is on screen.
//!
//! The cost of a frame follows the view, never the board: squares are painted one by one
//! only when they are large enough to see (and then only those in view), queens are found
//! by row in the visible row range, and labels are thinned to round steps.

use crate::board::Queen;
use eframe::egui;
use egui::{Align2, Color32, FontId, Rect, Sense, Stroke, StrokeKind, Ui, Vec2, pos2, vec2};

use crate::app::action::Action;
use crate::app::board::access::square_nodes;
use crate::app::board::keys::board_keys;
use crate::app::board::paint::{self, queen};
use crate::app::board::viewport::{Viewport, Visible, label_steps, nice_step};
use crate::app::state::State;
use crate::app::text::lang::messages as msg;
use crate::app::theme;

/// Below this many pixels a square is not painted on its own: the board is one flat area.
const DETAIL: f32 = 8.0;
/// Below this, queens are dots rather than pieces.
const GLYPH: f32 = 16.0;
/// Below this, a click would hit a square too small to aim at: zoom in first.
pub(crate) const MIN_CLICK: f32 = 4.0;
/// A click on squares too small to aim at zooms in to this many pixels a square.
const CLICK_ZOOM: f32 = 24.0;
/// Accessible per-square nodes only while this few squares are in view.
const MAX_NODES: usize = 2500;
/// One press of a zoom button.
const ZOOM_STEP: f32 = 2.0;
/// The flat colour of a board too fine to draw square by square: the two squares' mean.
const MID_SQUARE: Color32 = Color32::from_rgb(0xd3, 0xb1, 0x8c);

#[derive(Default)]
pub struct WideView {
    viewport: Viewport,
    /// The board size the viewport belongs to; another size starts fitted.
    n: usize,
    /// Where the view was laid out in the last frame.
    view: Option<Rect>,
}

impl WideView {
    /// The view's rectangle and transform in the last frame, if a wide board was shown.
    pub fn last(&self) -> Option<(Rect, Viewport)> {
        self.view.map(|view| (view, self.viewport))
    }

    pub(crate) fn ui(&mut self, ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
        actions.extend(self.asked(ui, state));
    }

    /// Draws the view; what the person asked of it.
    fn asked(&mut self, ui: &mut Ui, state: &State) -> Option<Action> {
        let n = state.settings.n;
        let mut action = None;
        let (mut fit, mut zoom) = (false, 1.0);
        ui.horizontal(|ui| {
            fit = ui.button(msg::board_fit()).on_hover_text(msg::board_fit_tooltip()).clicked();
            if ui
                .button("−")
                .accessible_name(msg::board_zoom_out())
                .on_hover_text(msg::board_zoom_out())
                .clicked()
            {
                zoom /= ZOOM_STEP;
            }
            if ui
                .button("+")
                .accessible_name(msg::board_zoom_in())
                .on_hover_text(msg::board_zoom_in())
                .clicked()
            {
                zoom *= ZOOM_STEP;
            }
            if let Some((view, vp)) = self.last() {
                let vis = vp.visible(view, n);
                let text = msg::board_in_view(vis.cols.len(), vis.rows.len());
                // Cut to the width there is (the whole line shows on hover): a longer line
                // widened the view, which moved the board under the pointer as the zoom
                // changed the numbers.
                ui.add(egui::Label::new(egui::RichText::new(text).weak()).truncate());
            }
        });

        let space = ui.available_rect_before_wrap();
        let font = FontId::proportional(12.0);
        let digit = 7.5;
        let left = digit * (n.ilog10() + 1) as f32 + 10.0;
        // A square view, like the small boards: fitted, the board fills it exactly.
        let room =
            Rect::from_min_max(pos2(space.min.x + left, space.min.y + 4.0), space.max - vec2(8.0, 22.0));
        let view = Rect::from_center_size(room.center(), Vec2::splat(room.width().min(room.height())));
        ui.advance_cursor_after_rect(space);
        if view.width() < 16.0 || view.height() < 16.0 {
            self.view = None;
            return None;
        }
        let size = view.size();
        if self.n != n || self.viewport.scale <= 0.0 || fit {
            self.viewport = Viewport::fit(size, n);
            self.n = n;
        }
        // A resized window keeps the zoom, with the board kept in view.
        let mut vp = self.viewport.clamped(size, n);

        let id = crate::app::widgets::board_id();
        let response = ui.interact(view, id, Sense::click_and_drag());
        let keyed = board_keys(ui, &response, state);
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Grid, true, msg::board_name()));
        if zoom != 1.0 {
            vp = vp.zoom_at(size, n, size / 2.0, zoom);
        }
        if response.dragged() {
            vp = vp.pan(size, n, response.drag_delta());
        }
        if let Some(pointer) = response.hover_pos() {
            let (pinch, scroll) = ui.input(|i| (i.zoom_delta(), i.smooth_scroll_delta));
            // The wheel zooms (up: in); a sideways scroll pans.
            let factor = pinch * (scroll.y / 200.0).exp();
            if factor != 1.0 {
                vp = vp.zoom_at(size, n, pointer - view.min, factor);
            }
            if scroll.x != 0.0 {
                vp = vp.pan(size, n, vec2(scroll.x, 0.0));
            }
            ui.input_mut(|i| i.smooth_scroll_delta = Vec2::ZERO);
        }
        // Whether this frame's click could aim: a click that zooms in fixes nothing.
        let aimable = vp.scale >= MIN_CLICK;
        if response.clicked()
            && !aimable
            && let Some(pointer) = response.interact_pointer_pos()
        {
            // Too small to aim at (issue 30, item 6: such a click did nothing): the click zooms
            // in on where it landed, so the next one fixes a queen there.
            vp = vp.zoom_at(size, n, pointer - view.min, CLICK_ZOOM / vp.scale);
        }
        self.viewport = vp;
        self.view = Some(view);

        let hovered =
            response.hover_pos().filter(|_| vp.scale >= MIN_CLICK).and_then(|p| vp.square_at(view, n, p));
        if response.clicked()
            && aimable
            && let Some(q) = response.interact_pointer_pos().and_then(|p| vp.square_at(view, n, p))
        {
            action = Some(Action::ToggleQueen(q));
        }
        let shown = state.shown();
        let vis = vp.visible(view, n);
        let accessible = ui.ctx().accesskit_node_builder(id, |_| ()).is_some();
        if accessible && vis.squares() <= MAX_NODES {
            let squares =
                vis.rows.clone().flat_map(|row| vis.cols.clone().map(move |col| Queen::new(row, col)));
            let squares = squares.map(|q| (q, vp.square_rect(view, q)));
            action = square_nodes(ui, id, n, squares, state, shown.as_deref()).or(action);
        }
        if ui.is_rect_visible(view) {
            let painter = ui.painter_at(view);
            let paint = Paint { painter: &painter, view, vp, vis: &vis, n };
            paint.board(ui.visuals().extreme_bg_color);
            paint.hover(hovered);
            paint.queens(state, shown.as_deref());
            labels(ui, view, vp, &vis, n, &font, digit);
        }
        if response.has_focus() && vis.contains(state.cursor) && ui.is_rect_visible(view) {
            paint::cursor(ui, &ui.painter_at(view), vp.square_rect(view, state.cursor));
        }
        action = action.or(keyed);
        if vp.scale < MIN_CLICK {
            response.on_hover_text(msg::board_zoom_to_fix());
        } else if hovered.is_some() {
            response.on_hover_cursor(egui::CursorIcon::PointingHand);
        }
        action
    }
}

/// What one frame paints, and where.
struct Paint<'a> {
    painter: &'a egui::Painter,
    view: Rect,
    vp: Viewport,
    vis: &'a Visible,
    n: usize,
}

impl Paint<'_> {
    fn square(&self, q: Queen) -> Rect {
        self.vp.square_rect(self.view, q)
    }

    fn board(&self, background: Color32) {
        let board = self.vp.board_rect(self.view, self.n);
        self.painter.rect_filled(self.view, 0.0, background);
        self.painter.rect_filled(board.expand(3.0), 3.0, theme::BOARD_EDGE);
        if self.vp.scale >= DETAIL {
            self.painter.rect_filled(board.intersect(self.view), 0.0, theme::LIGHT_SQUARE);
            for row in self.vis.rows.clone() {
                let first = self.vis.cols.start + (row + self.vis.cols.start + 1) % 2;
                for col in (first..self.vis.cols.end).step_by(2) {
                    self.painter.rect_filled(self.square(Queen::new(row, col)), 0.0, theme::DARK_SQUARE);
                }
            }
            return;
        }
        // Too fine for squares: a flat board with a line every 10, 100… squares to keep one's place.
        self.painter.rect_filled(board.intersect(self.view), 0.0, MID_SQUARE);
        let step = nice_step(self.vp.scale, 40.0);
        let stroke = Stroke::new(1.0, theme::BOARD_EDGE.gamma_multiply(0.35));
        let shown = board.intersect(self.view);
        for col in label_steps(self.vis.cols.clone(), step).filter(|&c| c + 1 < self.n) {
            let x = self.square(Queen::new(0, col)).max.x;
            self.painter.vline(x, shown.y_range(), stroke);
        }
        for row in label_steps(self.vis.rows.clone(), step).filter(|&r| r + 1 < self.n) {
            let y = self.square(Queen::new(row, 0)).max.y;
            self.painter.hline(shown.x_range(), y, stroke);
        }
    }

    /// The hovered square, and the squares a queen there would attack (only those in view).
    fn hover(&self, hovered: Option<Queen>) {
        let Some(h) = hovered else { return };
        if self.vp.scale >= DETAIL {
            let board = self.vp.board_rect(self.view, self.n);
            let at = self.square(h);
            let parts = [
                Rect::from_x_y_ranges(board.min.x..=at.min.x, at.y_range()),
                Rect::from_x_y_ranges(at.max.x..=board.max.x, at.y_range()),
                Rect::from_x_y_ranges(at.x_range(), board.min.y..=at.min.y),
                Rect::from_x_y_ranges(at.x_range(), at.max.y..=board.max.y),
            ];
            for part in parts {
                self.painter.rect_filled(part.intersect(self.view), 0.0, theme::ATTACKED);
            }
            for row in self.vis.rows.clone().filter(|&r| r != h.row) {
                let d = row.abs_diff(h.row);
                for col in [h.col.checked_sub(d), Some(h.col + d)].into_iter().flatten() {
                    if self.vis.cols.contains(&col) {
                        self.painter.rect_filled(self.square(Queen::new(row, col)), 0.0, theme::ATTACKED);
                    }
                }
            }
        }
        let width = (self.vp.scale * 0.06).clamp(1.5, 3.0);
        let rect = self.square(h).expand((4.0 - self.vp.scale).max(0.0) / 2.0);
        self.painter.rect_stroke(rect, 0.0, Stroke::new(width, theme::HOVERED), StrokeKind::Outside);
    }

    /// The shown placement's queens in the visible rows, then the fixed queens in view.
    fn queens(&self, state: &State, shown: Option<&[Option<u32>]>) {
        // Zoomed far out, one queen per pixel row is all the eye can tell apart.
        let every = (1.0 / self.vp.scale).ceil().max(1.0) as usize;
        for row in self.vis.rows.clone().step_by(every) {
            let Some(col) = shown.and_then(|s| s[row]) else { continue };
            let q = Queen::new(row, col as usize);
            if self.vis.cols.contains(&q.col) && state.settings.fixed_at(q).is_none() {
                self.piece(q, theme::SOLUTION_BODY, theme::SOLUTION_LINE);
            }
        }
        for (i, &q) in state.settings.fixed.iter().enumerate() {
            if self.vis.contains(q) {
                self.fixed(q, state.in_conflict(i));
            }
        }
    }

    fn fixed(&self, q: Queen, in_conflict: bool) {
        let rect = self.square(q);
        if self.vp.scale >= GLYPH {
            paint::fixed_queen(self.painter, rect, in_conflict);
            return;
        }
        if in_conflict {
            self.painter.rect_filled(rect, 0.0, theme::CONFLICT_SQUARE);
        }
        // Fixed queens stay findable at any zoom: a dot of a few pixels at least.
        let (body, _) = paint::fixed_colors(in_conflict);
        self.painter.circle(
            rect.center(),
            (self.vp.scale * 0.45).max(4.0),
            body,
            Stroke::new(1.5, Color32::WHITE),
        );
    }

    /// A solution's queen: the piece when squares are big enough, else a dot.
    fn piece(&self, q: Queen, body: Color32, line: Color32) {
        let rect = self.square(q);
        let scale = self.vp.scale;
        if scale >= GLYPH {
            queen(self.painter, rect, body, line);
        } else {
            self.painter.circle_filled(rect.center(), (scale * 0.4).max(1.5), line);
        }
    }
}

/// File numbers below the view and rank numbers to its left, for the squares in view only.
fn labels(ui: &Ui, view: Rect, vp: Viewport, vis: &Visible, n: usize, font: &FontId, digit: f32) {
    let painter = ui.painter();
    let color = ui.visuals().text_color();
    let width = digit * (n.ilog10() + 1) as f32 + 12.0;
    for col in label_steps(vis.cols.clone(), nice_step(vp.scale, width)) {
        let x = vp.square_rect(view, Queen::new(0, col)).center().x;
        if view.x_range().contains(x) {
            let text = (col + 1).to_string();
            painter.text(pos2(x, view.max.y + 4.0), Align2::CENTER_TOP, text, font.clone(), color);
        }
    }
    // Ranks count from the bottom: label the rows whose rank is a multiple of the step.
    let from_bottom = n - vis.rows.end..n - vis.rows.start;
    for r in label_steps(from_bottom, nice_step(vp.scale, font.size + 8.0)) {
        let y = vp.square_rect(view, Queen::new(n - 1 - r, 0)).center().y;
        if view.y_range().contains(y) {
            let text = (r + 1).to_string();
            painter.text(pos2(view.min.x - 6.0, y), Align2::RIGHT_CENTER, text, font.clone(), color);
        }
    }
}
