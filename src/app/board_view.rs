//! The board: painted squares, edge labels and queens; click to fix or remove a queen.

use crate::board::{MAX_N, Queen, file_name};
use eframe::egui;
use egui::{Align2, Color32, FontId, Pos2, Rect, Sense, Stroke, StrokeKind, Ui, Vec2, pos2};

use super::action::Action;
use super::state::State;
use super::theme;
use super::wide_view::WideView;

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
pub fn fit_board(space: Rect, margin: f32) -> Rect {
    let side = (space.width().min(space.height()) - 2.0 * margin).max(0.0);
    Rect::from_center_size(space.center(), Vec2::splat(side))
}

/// How a square is shown to screen readers and tests.
fn square_value(state: &State, q: Queen, shown: Option<&[Option<u32>]>) -> &'static str {
    match state.settings.fixed_at(q) {
        Some(i) if state.in_conflict(i) => "fixed queen, attacked",
        Some(_) => "fixed queen",
        None if shown.is_some_and(|s| s[q.row] == Some(q.col as u32)) => "queen",
        None => "empty",
    }
}

/// One accessible node per square given, named like `d5` with its value (`queen`, `empty`…),
/// and clickable. Returns the square a screen reader (or a test) clicked.
pub(super) fn square_nodes(
    ui: &Ui,
    board_id: egui::Id,
    n: usize,
    squares: impl Iterator<Item = (Queen, Rect)>,
    state: &State,
    shown: Option<&[Option<u32>]>,
) -> Option<Action> {
    let mut action = None;
    for (q, r) in squares {
        let square_id = board_id.with((q.row, q.col));
        let value = square_value(state, q, shown);
        ui.ctx().accesskit_node_builder(square_id, |node| {
            node.set_role(egui::Role::Button);
            node.set_label(q.notation(n));
            node.set_value(value);
            node.set_bounds(egui::accesskit::Rect {
                x0: r.min.x.into(),
                y0: r.min.y.into(),
                x1: r.max.x.into(),
                y1: r.max.y.into(),
            });
            node.add_action(egui::accesskit::Action::Click);
        });
        if ui.input(|i| i.has_accesskit_action_request(square_id, egui::accesskit::Action::Click)) {
            action = Some(Action::ToggleQueen(q));
        }
    }
    action
}

/// The board: the full board up to 64 wide, the zoomable view beyond.
#[derive(Default)]
pub struct BoardView {
    pub wide: WideView,
}

impl BoardView {
    pub fn ui(&mut self, ui: &mut Ui, state: &State) -> Option<Action> {
        let n = state.settings.n;
        if n > MAX_N {
            return self.wide.ui(ui, state);
        }
        let space = ui.available_rect_before_wrap();
        let margin = (space.width().min(space.height()) * 0.035).clamp(14.0, 26.0);
        let board = fit_board(space, margin);
        let id = ui.scope_id().with("board");
        let response = ui.interact(board, id, Sense::click());
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Grid, true, "Board"));
        ui.advance_cursor_after_rect(space);

        let shown = state.shown();
        let hovered = response.hover_pos().and_then(|p| square_at(board, n, p));
        let mut action = None;
        if response.clicked()
            && let Some(q) = response.interact_pointer_pos().and_then(|p| square_at(board, n, p))
        {
            action = Some(Action::ToggleQueen(q));
        }
        // One accessible node per square, built only while accessibility is on (a screen
        // reader, or a test): the board's own node exists exactly then.
        if ui.ctx().accesskit_node_builder(id, |_| ()).is_some() {
            let squares = (0..n * n).map(|i| Queen::new(i / n, i % n)).map(|q| (q, square_rect(board, n, q)));
            action = square_nodes(ui, id, n, squares, state, shown.as_deref()).or(action);
        }
        if ui.is_rect_visible(board) {
            paint(ui, board, n, state, shown.as_deref(), hovered);
        }
        if hovered.is_some() {
            response.on_hover_cursor(egui::CursorIcon::PointingHand);
        }
        action
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
    let size = board.width() / n as f32;
    painter.rect_filled(board.expand(3.0), 3.0, theme::BOARD_EDGE);
    for row in 0..n {
        for col in 0..n {
            let q = Queen::new(row, col);
            let light = (row + col) % 2 == 0;
            let fill = if light { theme::LIGHT_SQUARE } else { theme::DARK_SQUARE };
            let rect = square_rect(board, n, q);
            painter.rect_filled(rect, 0.0, fill);
            if let Some(h) = hovered
                && h != q
                && h.attack(q).is_some()
            {
                painter.rect_filled(rect, 0.0, theme::ATTACKED);
            }
        }
    }
    for (i, &q) in state.settings.fixed.iter().enumerate() {
        if state.in_conflict(i) {
            painter.rect_filled(square_rect(board, n, q), 0.0, theme::CONFLICT_SQUARE);
        }
    }
    if let Some(h) = hovered {
        let width = (size * 0.06).clamp(1.5, 3.0);
        painter.rect_stroke(
            square_rect(board, n, h).shrink(width / 2.0),
            0.0,
            Stroke::new(width, theme::HOVERED),
            StrokeKind::Inside,
        );
    }
    if let Some(cols) = shown {
        for (row, col) in cols.iter().enumerate() {
            let Some(col) = col else { continue };
            let q = Queen::new(row, *col as usize);
            if state.settings.fixed_at(q).is_none() {
                queen(&painter, square_rect(board, n, q), theme::SOLUTION_BODY, theme::SOLUTION_LINE);
            }
        }
    }
    for (i, &q) in state.settings.fixed.iter().enumerate() {
        let rect = square_rect(board, n, q);
        let (body, line) = if state.in_conflict(i) {
            (theme::CONFLICT_BODY, theme::CONFLICT_LINE)
        } else {
            (theme::FIXED_BODY, theme::FIXED_LINE)
        };
        // A ring marks a fixed queen apart from a solution's, whatever its colour.
        let ring = (size * 0.05).clamp(1.0, 3.0);
        painter.rect_stroke(rect.shrink(ring), size * 0.12, Stroke::new(ring, body), StrokeKind::Inside);
        queen(&painter, rect, body, line);
    }
    labels(ui, board, n);
}

/// A queen centred in `square`: a filled body with the outline glyph painted over it.
pub(super) fn queen(painter: &egui::Painter, square: Rect, body: Color32, line: Color32) {
    let font = FontId::proportional(square.height() * 0.8);
    for (glyph, color) in [(theme::QUEEN_FILLED, body), (theme::QUEEN_OUTLINE, line)] {
        let galley = painter.layout_no_wrap(glyph.to_owned(), font.clone(), color);
        // Centre the ink, not the line box, so the queen sits in the middle of its square.
        let pos = square.center() - galley.mesh_bounds.center().to_vec2();
        painter.galley(pos, galley, color);
    }
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
