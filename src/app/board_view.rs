//! The board: painted squares, edge labels and queens; click to fix or remove a queen.

use crate::board::{Queen, file_name};
use eframe::egui;
use egui::{Align2, FontId, Pos2, Rect, Sense, StrokeKind, Ui, Vec2, pos2};

use super::action::Action;
use super::board_overlay;
use super::board_paint;
use super::state::State;
use super::theme;

/// The square under `pos` on an `n`-wide board drawn in `board`, if any.
pub fn square_at(board: Rect, n: usize, pos: Pos2) -> Option<Queen> {
    if n == 0 || !board.contains(pos) || board.width() <= 0.0 {
        return None;
    }
    let size = board.width() / n as f32;
    let col = ((pos.x - board.min.x) / size).floor() as usize;
    let row = ((pos.y - board.min.y) / size).floor() as usize;
    // The right and bottom edges belong to the last square.
    Some(Queen::new(row.min(n - 1), col.min(n - 1)))
}

/// Where square `q` is drawn.
pub fn square_rect(board: Rect, n: usize, q: Queen) -> Rect {
    let size = board.width() / n as f32;
    Rect::from_min_size(
        pos2(board.min.x + q.col as f32 * size, board.min.y + q.row as f32 * size),
        Vec2::splat(size),
    )
}

/// The largest centred square board that fits `space`, leaving `margin` on each side for labels.
pub(crate) fn fit_board(space: Rect, margin: f32) -> Rect {
    let side = (space.width().min(space.height()) - 2.0 * margin).max(0.0);
    Rect::from_center_size(space.center(), Vec2::splat(side))
}

/// The full board, up to 64 wide (wider ones: `WideView`).
#[derive(Default)]
pub(crate) struct BoardView;

impl BoardView {
    pub(crate) fn ui(&mut self, ui: &mut Ui, state: &State) -> Vec<Action> {
        let n = state.settings.n;
        let space = ui.available_rect_before_wrap();
        let margin = (space.width().min(space.height()) * 0.035).clamp(14.0, 26.0);
        let board = fit_board(space, margin);
        let id = board_paint::board_id();
        let response = ui.interact(board, id, Sense::click());
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Grid, true, "Board"));
        ui.advance_cursor_after_rect(space);
        let mut actions: Vec<Action> = board_paint::board_keys(ui, &response, state).into_iter().collect();

        let shown = state.shown();
        let hovered = response.hover_pos().and_then(|p| square_at(board, n, p));
        if response.clicked()
            && let Some(q) = response.interact_pointer_pos().and_then(|p| square_at(board, n, p))
        {
            // The cursor follows the pointer's clicks, so the keys go on from there.
            actions.extend([Action::ToggleQueen(q), Action::SetCursor(q)]);
        }
        // One accessible node per square, built only while accessibility is on (a screen
        // reader, or a test): the board's own node exists exactly then.
        if ui.ctx().accesskit_node_builder(id, |_| ()).is_some() {
            let squares = (0..n * n).map(|i| Queen::new(i / n, i % n)).map(|q| (q, square_rect(board, n, q)));
            actions.extend(board_paint::square_nodes(ui, id, n, squares, state, shown.as_deref()));
        }
        if ui.is_rect_visible(board) {
            paint(ui, board, n, state, shown.as_deref(), hovered);
            if response.has_focus() {
                board_paint::cursor(ui, ui.painter(), square_rect(board, n, state.cursor));
            }
        }
        if hovered.is_some() {
            response.on_hover_cursor(egui::CursorIcon::PointingHand);
        }
        actions
    }
}

fn paint(
    ui: &Ui,
    board: Rect,
    n: usize,
    state: &State,
    shown: Option<&[Option<u32>]>,
    hovered: Option<Queen>,
) {
    let painter = ui.painter_at(board.expand(40.0));
    painter.rect_filled(board.expand(3.0), 3.0, theme::BOARD_EDGE);
    for row in 0..n {
        for col in 0..n {
            let q = Queen::new(row, col);
            painter.rect_filled(square_rect(board, n, q), 0.0, board_paint::square_fill(q));
        }
    }
    let rect = |q| square_rect(board, n, q);
    if let Some(watch) = state.watch_shown() {
        // The search's own shading says what attacks what; the pointer's would confuse it.
        board_overlay::watch(&painter, board, rect, watch, std::time::Instant::now());
    } else {
        if let Some(hints) = state.hints_shown() {
            board_overlay::hints(&painter, rect, hints, shown);
        }
        if let Some(h) = hovered {
            for row in 0..n {
                for col in 0..n {
                    let q = Queen::new(row, col);
                    if h != q && h.attack(q).is_some() {
                        painter.rect_filled(rect(q), 0.0, theme::ATTACKED);
                    }
                }
            }
            board_paint::outline(&painter, rect(h), StrokeKind::Inside);
        }
    }
    if let Some(cols) = shown {
        for (row, col) in cols.iter().enumerate() {
            let Some(col) = col else { continue };
            let q = Queen::new(row, *col as usize);
            if state.settings.fixed_at(q).is_none() {
                board_paint::queen(
                    &painter,
                    square_rect(board, n, q),
                    theme::SOLUTION_BODY,
                    theme::SOLUTION_LINE,
                );
            }
        }
    }
    for (i, &q) in state.settings.fixed.iter().enumerate() {
        board_paint::fixed_queen(&painter, square_rect(board, n, q), state.in_conflict(i));
    }
    labels(ui, board, n);
}

/// File names below the board and rank numbers to its left, thinned out when squares are
/// too small for every label.
fn labels(ui: &Ui, board: Rect, n: usize) {
    let painter = ui.painter();
    let size = board.width() / n as f32;
    let font = FontId::proportional((size * 0.45).clamp(9.0, 15.0));
    let color = ui.visuals().text_color();
    let widest = if n > 26 { font.size * 1.3 } else { font.size * 0.8 };
    let step = ((widest + 4.0) / size).ceil().max(1.0) as usize;
    for i in (0..n).step_by(step) {
        let file = file_name(i, n);
        let file = file.trim_end_matches(':');
        let x = board.min.x + (i as f32 + 0.5) * size;
        painter.text(pos2(x, board.max.y + 6.0), Align2::CENTER_TOP, file, font.clone(), color);
        let rank = (n - i).to_string();
        let y = board.min.y + (i as f32 + 0.5) * size;
        painter.text(pos2(board.min.x - 7.0, y), Align2::RIGHT_CENTER, rank, font.clone(), color);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::vec2;

    #[test]
    fn pointer_positions_map_to_squares() {
        let board = Rect::from_min_size(pos2(100.0, 50.0), vec2(400.0, 400.0));
        assert_eq!(square_at(board, 8, pos2(100.0, 50.0)), Some(Queen::new(0, 0)));
        assert_eq!(square_at(board, 8, pos2(149.9, 99.9)), Some(Queen::new(0, 0)));
        assert_eq!(square_at(board, 8, pos2(150.0, 50.0)), Some(Queen::new(0, 1)));
        assert_eq!(square_at(board, 8, pos2(500.0, 450.0)), Some(Queen::new(7, 7)));
        assert_eq!(square_at(board, 8, pos2(99.0, 60.0)), None);
        assert_eq!(square_at(board, 8, pos2(200.0, 451.0)), None);
        assert_eq!(square_at(board, 0, pos2(200.0, 200.0)), None);
        assert_eq!(square_at(Rect::NOTHING, 8, pos2(0.0, 0.0)), None);
        // Every square's centre maps back to that square, for every size.
        for n in 1..=64 {
            for row in 0..n {
                for col in [0, n / 2, n - 1] {
                    let q = Queen::new(row, col);
                    assert_eq!(square_at(board, n, square_rect(board, n, q).center()), Some(q));
                }
            }
        }
    }

    #[test]
    fn the_board_is_square_and_centred() {
        let space = Rect::from_min_size(pos2(0.0, 0.0), vec2(800.0, 500.0));
        let board = fit_board(space, 20.0);
        assert_eq!(board.width(), 460.0);
        assert_eq!(board.height(), 460.0);
        assert_eq!(board.center(), space.center());
        assert_eq!(fit_board(Rect::from_min_size(Pos2::ZERO, vec2(10.0, 10.0)), 20.0).width(), 0.0);
    }
}
