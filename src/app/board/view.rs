//! The board: painted squares, edge labels and queens; click to fix or remove a queen.

use crate::board::{Queen, file_name};
use eframe::egui;
use egui::{Align2, FontId, Rect, Sense, StrokeKind, Ui, Vec2, pos2};

use crate::app::action::Action;
use crate::app::board::paint::{self, square_at, square_rect};
use crate::app::board::{access, keys, overlay};
use crate::app::state::State;
use crate::app::theme;

/// The largest centred square board that fits `space`, leaving `margin` on each side for labels.
pub(crate) fn fit_board(space: Rect, margin: f32) -> Rect {
    let side = (space.width().min(space.height()) - 2.0 * margin).max(0.0);
    Rect::from_center_size(space.center(), Vec2::splat(side))
}

/// The full board, up to 64 wide (wider ones: `WideView`).
#[derive(Default)]
pub(crate) struct BoardView;

impl BoardView {
    pub(crate) fn ui(&mut self, ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
        let n = state.settings.n;
        let space = ui.available_rect_before_wrap();
        let margin = (space.width().min(space.height()) * 0.035).clamp(14.0, 26.0);
        // Room for the rank numbers at the left, however small the board.
        let plan = ui.fonts_mut(|f| Labels::plan(f, fit_board(space, margin).width(), n));
        let board = fit_board(space, margin.max(plan.rank_width + RANK_GAP + 2.0));
        let id = crate::app::widgets::board_id();
        let response = ui.interact(board, id, Sense::click());
        response.widget_info(|| {
            egui::WidgetInfo::labeled(egui::Role::Grid, true, crate::app::text::lang::messages::board_name())
        });
        ui.advance_cursor_after_rect(space);
        actions.extend(keys::board_keys(ui, &response, state));

        let shown = state.shown();
        let hovered = response.hover_pos().and_then(|p| square_at(board, n, p));
        if response.clicked()
            && let Some(q) = response.interact_pointer_pos().and_then(|p| square_at(board, n, p))
        {
            // The cursor follows (see `Action::ToggleQueen`).
            actions.push(Action::ToggleQueen(q));
        }
        // One accessible node per square, built only while accessibility is on (a screen
        // reader, or a test): the board's own node exists exactly then.
        if ui.ctx().accesskit_node_builder(id, |_| ()).is_some() {
            let squares = (0..n * n).map(|i| Queen::new(i / n, i % n)).map(|q| (q, square_rect(board, n, q)));
            actions.extend(access::square_nodes(ui, id, n, squares, state, shown.as_deref()));
        }
        if ui.is_rect_visible(board) {
            paint(ui, board, n, state, shown.as_deref(), hovered);
            if response.has_focus() {
                paint::cursor(ui, ui.painter(), square_rect(board, n, state.cursor));
            }
        }
        if hovered.is_some() {
            response.on_hover_cursor(egui::CursorIcon::PointingHand);
        }
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
            painter.rect_filled(square_rect(board, n, q), 0.0, theme::square_fill(q));
        }
    }
    let rect = |q| square_rect(board, n, q);
    if let Some(watch) = state.watch_shown() {
        // The search's own shading says what attacks what; the pointer's would confuse it.
        overlay::watch(&painter, board, rect, watch, web_time::Instant::now());
    } else {
        let hints = state.hints_shown();
        if let Some(hints) = hints {
            overlay::hints(&painter, rect, hints, shown);
        }
        if let Some(h) = hovered {
            // Over the hints' heat, a shade would muddy their colours: a thin frame instead.
            let frame = egui::Stroke::new(1.5, theme::HOVERED);
            for row in 0..n {
                for col in 0..n {
                    let q = Queen::new(row, col);
                    if h != q && h.attack(q).is_some() {
                        if hints.is_some() {
                            painter.rect_stroke(rect(q).shrink(1.5), 0.0, frame, StrokeKind::Inside);
                        } else {
                            painter.rect_filled(rect(q), 0.0, theme::ATTACKED);
                        }
                    }
                }
            }
            paint::outline(&painter, rect(h), StrokeKind::Inside);
        }
    }
    if let Some(cols) = shown {
        for (row, col) in cols.iter().enumerate() {
            let Some(col) = col else { continue };
            let q = Queen::new(row, *col as usize);
            if state.settings.fixed_at(q).is_none() {
                paint::queen(&painter, square_rect(board, n, q), theme::SOLUTION_BODY, theme::SOLUTION_LINE);
            }
        }
    }
    for (i, &q) in state.settings.fixed.iter().enumerate() {
        paint::fixed_queen(&painter, square_rect(board, n, q), state.in_conflict(i));
    }
    labels(ui, board, n);
}

/// Labels are never smaller than this: from about 20 squares a side they are thinned out
/// instead (every second, fifth… square).
pub(crate) const LABEL_MIN: f32 = 11.0;
/// Between a rank number and the board.
const RANK_GAP: f32 = 7.0;
/// At least this much space between two labels.
const LABEL_GAP: f32 = 4.0;

/// How the edge labels of an `n`-wide board `width` pixels wide are drawn.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Labels {
    pub font: f32,
    /// Every `step`th file and rank is labelled.
    pub step: usize,
    /// The widest rank number's width, which the margin left of the board must hold.
    pub rank_width: f32,
}

impl Labels {
    /// A size that follows the squares, at least [`LABEL_MIN`]; and a step that keeps the
    /// widest file name and the rank numbers' height apart.
    pub(crate) fn plan(fonts: &mut egui::epaint::text::FontsView<'_>, width: f32, n: usize) -> Labels {
        let size = width / n.max(1) as f32;
        let font = (size * 0.45).clamp(LABEL_MIN, 15.0);
        let id = FontId::proportional(font);
        let mut measure =
            |text: String| fonts.layout_no_wrap(text, id.clone(), egui::Color32::PLACEHOLDER).size();
        let widest_file = (0..n).map(|i| measure(file_label(i, n)).x).fold(0.0, f32::max);
        let rank = measure(n.to_string());
        let room = widest_file.max(rank.y) + LABEL_GAP;
        let step = if size > 0.0 { (room / size).ceil().max(1.0) as usize } else { n.max(1) };
        Labels { font, step, rank_width: rank.x }
    }
}

/// A file's label under the board: `a`…`z`, or its number past 26 files.
fn file_label(col: usize, n: usize) -> String {
    file_name(col, n).trim_end_matches(':').to_owned()
}

/// File names below the board and rank numbers to its left, thinned out when squares are
/// too small for every label.
pub(crate) fn labels(ui: &Ui, board: Rect, n: usize) {
    let painter = ui.painter();
    let size = board.width() / n as f32;
    let plan = ui.fonts_mut(|f| Labels::plan(f, board.width(), n));
    let font = FontId::proportional(plan.font);
    let color = ui.visuals().text_color();
    for i in (0..n).step_by(plan.step) {
        let x = board.min.x + (i as f32 + 0.5) * size;
        painter.text(pos2(x, board.max.y + 6.0), Align2::CENTER_TOP, file_label(i, n), font.clone(), color);
        let rank = (n - i).to_string();
        let y = board.min.y + (i as f32 + 0.5) * size;
        painter.text(pos2(board.min.x - RANK_GAP, y), Align2::RIGHT_CENTER, rank, font.clone(), color);
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
    fn edge_labels_stay_readable_and_apart_at_every_size() {
        let ctx = egui::Context::default();
        let mut frame = ctx.run_ui(Default::default(), |_| {});
        frame.textures_delta.clear();
        ctx.fonts_mut(|fonts| {
            for n in 1..=64 {
                for width in [120.0, 190.0, 250.0, 400.0, 640.0] {
                    let plan = Labels::plan(fonts, width, n);
                    // Readable: the old 9 px minimum drew labels of about 8 px from 20 wide.
                    assert!(plan.font >= 11.0, "{n} on {width} px: {plan:?}");
                    let font = FontId::proportional(plan.font);
                    let mut size =
                        |t: String| fonts.layout_no_wrap(t, font.clone(), egui::Color32::WHITE).size();
                    let apart = plan.step as f32 * width / n as f32;
                    let shown: Vec<usize> = (0..n).step_by(plan.step).collect();
                    for pair in shown.windows(2) {
                        // Centred under their files: half of each label's width on each side.
                        let (a, b) = (size(file_label(pair[0], n)).x, size(file_label(pair[1], n)).x);
                        assert!(
                            apart >= (a + b) / 2.0 + 2.0,
                            "files {pair:?} of {n} on {width} px: {plan:?}"
                        );
                        let rank = size((n - pair[0]).to_string()).y;
                        assert!(apart >= rank + 2.0, "ranks {pair:?} of {n} on {width} px: {plan:?}");
                    }
                    assert_eq!(plan.rank_width, size(n.to_string()).x);
                }
            }
        });
    }

    #[test]
    fn the_board_is_square_and_centred() {
        let space = Rect::from_min_size(pos2(0.0, 0.0), vec2(800.0, 500.0));
        let board = fit_board(space, 20.0);
        assert_eq!(board.width(), 460.0);
        assert_eq!(board.height(), 460.0);
        assert_eq!(board.center(), space.center());
        assert_eq!(fit_board(Rect::from_min_size(egui::Pos2::ZERO, vec2(10.0, 10.0)), 20.0).width(), 0.0);
    }
}
