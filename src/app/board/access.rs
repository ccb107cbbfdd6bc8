//! The board for screen readers: one accessible node per visible square, saying what
//! stands on it and its hint.

use eframe::egui;
use egui::{Rect, Ui};

use crate::app::action::Action;
use crate::app::state::State;
use crate::app::text::lang::messages as msg;
use crate::board::Queen;

/// How a square is shown to screen readers and tests: `empty, 18 solutions` with hints on.
fn square_value(state: &State, q: Queen, shown: Option<&[Option<u32>]>) -> String {
    let what = match state.settings.fixed_at(q) {
        Some(i) if state.in_conflict(i) => msg::board_square_attacked(),
        Some(_) => msg::board_square_fixed(),
        None if shown.is_some_and(|s| s[q.row] == Some(q.col as u32)) => msg::board_square_queen(),
        None => msg::board_square_empty(),
    };
    let hint = state
        .hints_shown()
        .map(|h| crate::app::text::words::spoken(h.cell(q.row, q.col)))
        .unwrap_or_default();
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
