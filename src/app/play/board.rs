//! Play's board: the puzzle's givens ringed and locked, the student's queens, the answer
//! once revealed, and the queens in conflict once Show conflicts has named them. A click
//! or Space/Enter at the cursor places or takes away a queen; the arrows move the cursor.

use crate::board::Queen;
use eframe::egui;
use egui::{Rect, Sense, StrokeKind, Ui};

use crate::app::action::Action;
use crate::app::board::keys::{CursorKey, cursor_keys};
use crate::app::board::paint::{self, square_at, square_rect};
use crate::app::board::view::{Labels, fit_board, labels};
use crate::app::play::{Checked, Game, PlayAction};
use crate::app::state::State;
use crate::app::text::lang::messages;
use crate::app::theme;

/// Between the rank numbers and the board.
const RANK_GAP: f32 = 7.0;

/// The board of the game shown, in the space given.
pub(crate) fn ui(ui: &mut Ui, state: &State, game: &Game, space: Rect) -> Vec<Action> {
    let n = game.n();
    let margin = (space.width().min(space.height()) * 0.035).clamp(14.0, 22.0);
    let plan = ui.fonts_mut(|f| Labels::plan(f, fit_board(space, margin).width(), n));
    let board = fit_board(space, margin.max(plan.rank_width + RANK_GAP + 2.0));
    let id = egui::Id::unique("queenside-play-board");
    let response = ui.interact(board, id, Sense::click());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Grid, true, messages::play_board_name()));
    let mut actions = Vec::new();
    let toggle = |q: Queen| Action::Play(PlayAction::Toggle(q));
    match cursor_keys(ui, &response, n, game.cursor) {
        Some(CursorKey::Toggle) => actions.push(toggle(game.cursor)),
        Some(CursorKey::To(q)) => actions.push(Action::Play(PlayAction::Cursor(q))),
        None => {}
    }
    let hovered = response.hover_pos().and_then(|p| square_at(board, n, p));
    if response.clicked()
        && let Some(q) = response.interact_pointer_pos().and_then(|p| square_at(board, n, p))
    {
        actions.extend([Action::Play(PlayAction::Cursor(q)), toggle(q)]);
    }
    // A click the rules refuse (a given, a board over) says why on hover.
    if let Some(why) = hovered.and_then(|q| state.why_not(&toggle(q))) {
        response.clone().on_hover_text(why);
    }
    if ui.is_rect_visible(board) {
        paint_game(ui, board, game, hovered);
        if response.has_focus() {
            paint::cursor(ui, ui.painter(), square_rect(board, n, game.cursor));
        }
    }
    actions
}

fn paint_game(ui: &Ui, board: Rect, game: &Game, hovered: Option<Queen>) {
    let n = game.n();
    let painter = ui.painter_at(board.expand(40.0));
    painter.rect_filled(board.expand(3.0), 3.0, theme::BOARD_EDGE);
    let rect = |q| square_rect(board, n, q);
    for row in 0..n {
        for col in 0..n {
            let q = Queen::new(row, col);
            painter.rect_filled(rect(q), 0.0, theme::square_fill(q));
        }
    }
    if let Some(h) = hovered.filter(|_| !game.over()) {
        paint::outline(&painter, rect(h), StrokeKind::Inside);
    }
    // Conflicts are marked only once asked for by name.
    let marked: &[Queen] = match &game.checked {
        Some(Checked::Shown(queens)) => queens,
        Some(Checked::Count { .. }) | None => &[],
    };
    for &q in &game.placed {
        if marked.contains(&q) {
            painter.rect_filled(rect(q), 0.0, theme::CONFLICT_SQUARE);
            paint::queen(&painter, rect(q), theme::CONFLICT_BODY, theme::CONFLICT_LINE);
        } else {
            paint::queen(&painter, rect(q), theme::SOLUTION_BODY, theme::SOLUTION_LINE);
        }
    }
    if game.revealed {
        // The answer's queens the student had not placed, drawn faint.
        for (row, &col) in game.puzzle.solution.iter().enumerate() {
            let q = Queen::new(row, col as usize);
            if !game.placed.contains(&q) && !game.is_given(q) {
                let body = theme::SOLUTION_BODY.gamma_multiply(0.55);
                paint::queen(&painter, rect(q), body, theme::SOLUTION_LINE.gamma_multiply(0.55));
            }
        }
    }
    for &q in &game.puzzle.fixed {
        paint::fixed_queen(&painter, rect(q), marked.contains(&q));
    }
    labels(ui, board, n);
}
