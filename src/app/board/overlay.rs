//! What the board shows over its squares besides queens: a Watch's search (attacked squares,
//! the row and square being tried, refused squares flashing, the squares gone from forward
//! checking's domains, a solution's frame; a local search's costs are in `local`) and the
//! hints (a count and a heat shade per square, dead squares crossed).

use crate::board::Queen;
use crate::hints::{Cell, Hints};
use eframe::egui;
use egui::{Align2, Color32, FontId, Painter, Rect, Stroke, StrokeKind};
use web_time::Instant;

use crate::app::theme;
use crate::app::watch::Watch;
use crate::app::widgets::{cross, dash};
use crate::lab::Algorithm;
use crate::lab::stepper::Stepper;
use crate::lab::systematic::Systematic;

/// Squares a Watch's queens attack: lighter than the hover shade, which shows one queen's.
const WATCH_ATTACKED: Color32 = Color32::from_rgba_unmultiplied_const(0x3a, 0x78, 0xe0, 0x48);
/// The row being tried.
const TRYING_ROW: Color32 = Color32::from_rgba_unmultiplied_const(0xff, 0xd0, 0x40, 0x38);
/// The frame around a board that holds a solution.
const SOLVED: Color32 = Color32::from_rgb(0x2e, 0xa0, 0x43);
/// The hottest square of the hints.
const HEAT: Color32 = Color32::from_rgb(0xff, 0x6a, 0x00);

/// The Watch's search on the squares (queens are drawn after this, by the board).
pub(crate) fn watch(
    painter: &Painter,
    board: Rect,
    rect: impl Fn(Queen) -> Rect,
    watch: &Watch,
    now: Instant,
) {
    let n = watch.search.n();
    match &watch.search {
        Stepper::Systematic(s) if s.algorithm() == Algorithm::Backtrack => {
            backtrack(painter, &rect, watch, s, now)
        }
        Stepper::Systematic(s) => domains(painter, &rect, s),
        Stepper::Local(l) => crate::app::board::local::local(painter, &rect, l),
        Stepper::Generate(_) => {}
    }
    if watch.search.is_solution() {
        let width = (board.width() / n as f32 * 0.08).clamp(3.0, 6.0);
        painter.rect_stroke(board.expand(width), 3.0, Stroke::new(width, SOLVED), StrokeKind::Outside);
    }
}

/// The textbook backtracking: attacked squares, the row and square tried, refusals flashing.
fn backtrack(painter: &Painter, rect: &impl Fn(Queen) -> Rect, watch: &Watch, t: &Systematic, now: Instant) {
    let n = t.n();
    for row in 0..n {
        for col in 0..n {
            if t.cols()[row] != Some(col as u32) && t.attacked(row, col) {
                painter.rect_filled(rect(Queen::new(row, col)), 0.0, WATCH_ATTACKED);
            }
        }
    }
    if let Some((row, col)) = t.trying() {
        trying_row(painter, rect, n, row);
        if col < n {
            crate::app::board::paint::outline(painter, rect(Queen::new(row, col)), StrokeKind::Inside);
        }
    }
    let flash = watch.flash(now);
    let conflict = theme::CONFLICT_SQUARE;
    let alpha = (f32::from(conflict.a()) * flash) as u8;
    let color = Color32::from_rgba_unmultiplied(0xe0, 0x20, 0x20, alpha);
    for (row, col) in watch.search.refused() {
        painter.rect_filled(rect(Queen::new(row, col)), 0.0, color);
    }
}

/// Forward checking and MRV: the squares gone from the empty rows' domains tinted, a row
/// left with none (a dead end) in red, and the row the search fills next.
fn domains(painter: &Painter, rect: &impl Fn(Queen) -> Rect, s: &Systematic) {
    let n = s.n();
    let open = s.open();
    for row in (0..n).filter(|&r| s.cols()[r].is_none()) {
        let tint = if open[row] == 0 { theme::CONFLICT_SQUARE } else { WATCH_ATTACKED };
        for col in (0..n).filter(|&c| open[row] >> c & 1 == 0) {
            painter.rect_filled(rect(Queen::new(row, col)), 0.0, tint);
        }
    }
    if let Some(row) = s.row_to_fill().filter(|_| !s.finished() && !s.is_dead_end()) {
        trying_row(painter, rect, n, row);
    }
}

/// The band of the row being filled.
fn trying_row(painter: &Painter, rect: &impl Fn(Queen) -> Rect, n: usize, row: usize) {
    let band = rect(Queen::new(row, 0)).union(rect(Queen::new(row, n - 1)));
    painter.rect_filled(band, 0.0, TRYING_ROW);
    let width = (band.height() * 0.06).clamp(1.5, 3.0);
    painter.rect_stroke(band, 0.0, Stroke::new(width, theme::HOVERED), StrokeKind::Inside);
}

/// The hints on the squares no queen stands on (`shown` has the queens shown, by row).
pub(crate) fn hints(
    painter: &Painter,
    rect: impl Fn(Queen) -> Rect,
    hints: &Hints,
    shown: Option<&[Option<u32>]>,
) {
    let n = hints.n;
    // A log scale from the fewest to the most: counts can span orders of magnitude, or lie
    // close together, and either way the shades should tell the squares apart.
    let live = || {
        hints.cells.iter().filter_map(|c| if let Cell::Count(k) = c { (*k > 0).then_some(*k) } else { None })
    };
    let low = live().min().map_or(0.0, |k| (k as f64).ln());
    let span = live().max().map_or(0.0, |k| (k as f64).ln()) - low;
    for row in 0..n {
        for col in 0..n {
            if shown.is_some_and(|s| s[row] == Some(col as u32)) {
                continue;
            }
            let square = rect(Queen::new(row, col));
            match hints.cell(row, col) {
                Cell::Count(0) | Cell::Dead => cross(painter, square, theme::DEAD_CROSS),
                Cell::Attacked => dash(painter, square, theme::attacked_cross()),
                Cell::Count(k) => {
                    let t = if span > 0.0 { ((k as f64).ln() - low) / span } else { 1.0 };
                    let heat = 0.35 + 0.5 * t as f32;
                    painter.rect_filled(square, 0.0, HEAT.gamma_multiply(heat));
                    count(painter, square, k);
                }
                Cell::Possible => {
                    painter.rect_filled(square, 0.0, HEAT.gamma_multiply(0.3));
                    painter.circle_filled(square.center(), square.width() * 0.1, SOLVED);
                }
                Cell::Fixed | Cell::Unknown => {}
            }
        }
    }
}

/// A small count in the middle of the square.
fn count(painter: &Painter, square: Rect, k: u64) {
    let size = square.width();
    if size < 18.0 {
        return; // too small to read: the shade says it
    }
    let text =
        if k < 10_000 { k.to_string() } else { crate::app::text::numbers::short(k as f64).replace(' ', "") };
    let font = FontId::proportional((size * 0.26).clamp(8.0, 15.0));
    let pos = square.center();
    painter.text(pos, Align2::CENTER_CENTER, text, font, Color32::from_rgb(0x20, 0x10, 0x00));
}
