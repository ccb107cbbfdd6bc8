//! How a board is painted, shared by the full board (up to 64 wide), the zoomable wide view
//! and the thumbnails: squares, queens, the fixed-queen ring, conflicts, the hovered square,
//! and the accessible node of each square.

use crate::board::Queen;
use eframe::egui;
use egui::{Color32, FontId, Painter, Rect, Stroke, StrokeKind, Ui};

use super::action::Action;
use super::state::State;
use super::theme;

/// The colour of a square.
pub(crate) fn square_fill(q: Queen) -> Color32 {
    if (q.row + q.col).is_multiple_of(2) { theme::LIGHT_SQUARE } else { theme::DARK_SQUARE }
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

/// The board's widget id, the same for the full and the wide board, so Esc (or a test) can
/// give it focus whichever is shown.
pub(crate) fn board_id() -> egui::Id {
    egui::Id::unique("queenside-board")
}

/// Takes focus on a click, keeps the arrow keys while focused (so they move the cursor, not
/// the focus), and turns key presses into cursor moves or a queen toggled at the cursor.
pub(crate) fn board_keys(ui: &Ui, response: &egui::Response, state: &State) -> Option<Action> {
    if response.clicked() {
        response.request_focus();
    }
    if !response.has_focus() {
        return None;
    }
    let filter = egui::EventFilter { horizontal_arrows: true, vertical_arrows: true, ..Default::default() };
    ui.memory_mut(|m| m.set_focus_lock_filter(response.id, filter));
    let n = state.settings.n;
    let Queen { row, col } = state.cursor;
    ui.input(|i| {
        let to = |row: usize, col: usize| Some(Action::SetCursor(Queen::new(row.min(n - 1), col.min(n - 1))));
        if i.key_pressed(egui::Key::Space) || i.key_pressed(egui::Key::Enter) {
            Some(Action::ToggleQueen(state.cursor))
        } else if i.key_pressed(egui::Key::ArrowUp) {
            to(row.saturating_sub(1), col)
        } else if i.key_pressed(egui::Key::ArrowDown) {
            to(row + 1, col)
        } else if i.key_pressed(egui::Key::ArrowLeft) {
            to(row, col.saturating_sub(1))
        } else if i.key_pressed(egui::Key::ArrowRight) {
            to(row, col + 1)
        } else if i.key_pressed(egui::Key::Home) {
            to(row, 0)
        } else if i.key_pressed(egui::Key::End) {
            to(row, n - 1)
        } else if i.key_pressed(egui::Key::PageUp) {
            to(0, col)
        } else if i.key_pressed(egui::Key::PageDown) {
            to(n - 1, col)
        } else {
            None
        }
    })
}

/// The keyboard's cursor: a thick frame in the focus colour, drawn only while the board has
/// focus, so focus is always visible.
pub fn cursor(ui: &Ui, painter: &Painter, square: Rect) {
    let stroke = ui.visuals().selection.stroke;
    let width = (square.width() * 0.1).clamp(2.0, 4.0);
    painter.rect_stroke(square, 2.0, Stroke::new(width, stroke.color), StrokeKind::Outside);
}

/// How a square is shown to screen readers and tests: `empty, 18 solutions` with hints on.
fn square_value(state: &State, q: Queen, shown: Option<&[Option<u32>]>) -> String {
    let what = match state.settings.fixed_at(q) {
        Some(i) if state.in_conflict(i) => "fixed queen, attacked",
        Some(_) => "fixed queen",
        None if shown.is_some_and(|s| s[q.row] == Some(q.col as u32)) => "queen",
        None => "empty",
    };
    let hint = state.hints_shown().map(|h| super::hints::spoken(h.cell(q.row, q.col))).unwrap_or_default();
    format!("{what}{hint}")
}

/// One accessible node per square given, named like `d5` with its value (`queen`, `empty`…),
/// and clickable. Returns the square a screen reader (or a test) clicked.
pub(crate) fn square_nodes(
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
