//! How a board is painted, shared by the full board (up to 64 wide), the zoomable wide view
//! and the thumbnails: squares, queens, the fixed-queen ring, conflicts, the hovered square,
//! and the keyboard's cursor. Keys are in `keys`, screen-reader nodes in `access`.

use crate::board::Queen;
use eframe::egui;
use egui::{Color32, FontId, Painter, Pos2, Rect, Stroke, StrokeKind, Ui, Vec2, pos2};

use crate::app::theme;

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

/// A fixed queen's body and outline colours: red when it attacks another fixed queen.
pub(crate) fn fixed_colors(in_conflict: bool) -> (Color32, Color32) {
    if in_conflict {
        (theme::CONFLICT_BODY, theme::CONFLICT_LINE)
    } else {
        (theme::FIXED_BODY, theme::FIXED_LINE)
    }
}

/// A queen centred in `square`: a filled body with the outline glyph painted over it.
pub fn queen(painter: &Painter, square: Rect, body: Color32, line: Color32) {
    let font = FontId::proportional(square.height() * 0.8);
    for (glyph, color) in [(theme::QUEEN_FILLED, body), (theme::QUEEN_OUTLINE, line)] {
        let galley = painter.layout_no_wrap(glyph.to_owned(), font.clone(), color);
        // Centre the ink, not the line box, so the queen sits in the middle of its square.
        let pos = square.center() - galley.mesh_bounds.center().to_vec2();
        painter.galley(pos, galley, color);
    }
}

/// A fixed queen: the ring marks it apart from a solution's queen, whatever its colour.
pub(crate) fn fixed_queen(painter: &Painter, square: Rect, in_conflict: bool) {
    let (body, line) = fixed_colors(in_conflict);
    if in_conflict {
        painter.rect_filled(square, 0.0, theme::CONFLICT_SQUARE);
    }
    let size = square.width();
    let ring = (size * 0.05).clamp(1.0, 3.0);
    painter.rect_stroke(square.shrink(ring), size * 0.12, Stroke::new(ring, body), StrokeKind::Inside);
    queen(painter, square, body, line);
}

/// The outline of the hovered square (or the keyboard's cursor).
pub fn outline(painter: &Painter, square: Rect, kind: StrokeKind) {
    let width = (square.width() * 0.06).clamp(1.5, 3.0);
    painter.rect_stroke(square.shrink(width / 2.0), 0.0, Stroke::new(width, theme::HOVERED), kind);
}

/// The keyboard's cursor: a thick frame in the focus colour, drawn only while the board has
/// focus, so focus is always visible.
pub fn cursor(ui: &Ui, painter: &Painter, square: Rect) {
    let stroke = ui.visuals().selection.stroke;
    let width = (square.width() * 0.1).clamp(2.0, 4.0);
    painter.rect_stroke(square, 2.0, Stroke::new(width, stroke.color), StrokeKind::Outside);
}

/// A small board painted in `board`, `n` squares wide: its squares, and a dot for each of
/// `queens` in its colour. Squares under two points show as one light fill instead (they
/// could not be told apart, and a list of thousands of thumbnails would paint them all).
pub(crate) fn small_board(
    painter: &Painter,
    board: Rect,
    n: usize,
    queens: impl IntoIterator<Item = (Queen, Color32)>,
) {
    let size = board.width() / n as f32;
    if size >= 2.0 {
        for row in 0..n {
            for col in 0..n {
                let q = Queen::new(row, col);
                painter.rect_filled(square_rect(board, n, q), 0.0, theme::square_fill(q));
            }
        }
    } else {
        painter.rect_filled(board, 0.0, theme::LIGHT_SQUARE);
    }
    for (q, color) in queens {
        painter.circle_filled(square_rect(board, n, q).center(), (size * 0.35).max(1.0), color);
    }
}
