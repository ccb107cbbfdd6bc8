//! The wide board's view transform: which part of a big board is on screen, and how large.
//!
//! Pure geometry, apart from egui's vector types: screen ↔ square mapping, zoom around a
//! point, panning, and the visible row and column ranges that bound the painting cost.

use crate::board::Queen;
use eframe::egui::{Pos2, Rect, Vec2, vec2};
use std::ops::Range;

/// Squares are never drawn larger than this many pixels.
pub const MAX_SQUARE: f32 = 64.0;

/// Where the board sits in its view. `Default` is "not laid out yet": the view fits it on
/// its first frame.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Viewport {
    /// Pixels per square.
    pub scale: f32,
    /// The board's top-left corner, relative to the view's top-left corner, in pixels.
    pub offset: Vec2,
}

/// The rows and columns with at least a sliver on screen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Visible {
    pub rows: Range<usize>,
    pub cols: Range<usize>,
}

impl Visible {
    pub fn squares(&self) -> usize {
        self.rows.len() * self.cols.len()
    }

    pub fn contains(&self, q: Queen) -> bool {
        self.rows.contains(&q.row) && self.cols.contains(&q.col)
    }
}

impl Viewport {
    /// The whole `n`-wide board, centred in a view of `size`.
    pub fn fit(size: Vec2, n: usize) -> Self {
        let scale = Self::min_scale(size, n);
        Viewport { scale, offset: Vec2::ZERO }.clamped(size, n)
    }

    /// The smallest zoom: the whole board fits.
    fn min_scale(size: Vec2, n: usize) -> f32 {
        (size.x.min(size.y) / n.max(1) as f32).max(f32::MIN_POSITIVE)
    }

    /// Keeps the zoom between "whole board" and [`MAX_SQUARE`], and the board on screen:
    /// centred along an axis where it fits, else covering the view with no gap at the edges.
    pub(crate) fn clamped(self, size: Vec2, n: usize) -> Self {
        let min = Self::min_scale(size, n);
        let scale = if self.scale.is_finite() { self.scale.clamp(min, MAX_SQUARE.max(min)) } else { min };
        let side = scale * n as f32;
        let axis = |offset: f32, view: f32| {
            if side <= view { (view - side) / 2.0 } else { offset.clamp(view - side, 0.0) }
        };
        let offset =
            if self.offset.x.is_finite() && self.offset.y.is_finite() { self.offset } else { Vec2::ZERO };
        Viewport { scale, offset: vec2(axis(offset.x, size.x), axis(offset.y, size.y)) }
    }

    /// The whole board's rectangle on screen (mostly off screen when zoomed in).
    pub(crate) fn board_rect(&self, view: Rect, n: usize) -> Rect {
        Rect::from_min_size(view.min + self.offset, Vec2::splat(self.scale * n as f32))
    }

    /// Where square `q` is drawn.
    pub fn square_rect(&self, view: Rect, q: Queen) -> Rect {
        let min = view.min + self.offset + vec2(q.col as f32, q.row as f32) * self.scale;
        Rect::from_min_size(min, Vec2::splat(self.scale))
    }

    /// The square under `pos`, if `pos` is in the view and on the board.
    pub fn square_at(&self, view: Rect, n: usize, pos: Pos2) -> Option<Queen> {
        if n == 0 || !view.contains(pos) || self.scale <= 0.0 {
            return None;
        }
        let at = (pos - view.min - self.offset) / self.scale;
        if at.x < 0.0 || at.y < 0.0 {
            return None;
        }
        let (row, col) = (at.y.floor() as usize, at.x.floor() as usize);
        // The board's right and bottom edges belong to its last squares.
        let edge =
            |i: usize, v: f32| if i == n && v <= n as f32 { Some(n - 1) } else { (i < n).then_some(i) };
        Some(Queen::new(edge(row, at.y)?, edge(col, at.x)?))
    }

    /// The rows and columns in view: at most `view / scale + 1` of each, whatever `n` is.
    pub fn visible(&self, view: Rect, n: usize) -> Visible {
        let range = |offset: f32, len: f32| {
            if self.scale <= 0.0 || len <= 0.0 {
                return 0..0;
            }
            let first = (-offset / self.scale).floor().clamp(0.0, n as f32) as usize;
            let end = ((len - offset) / self.scale).ceil().clamp(0.0, n as f32) as usize;
            first..end.max(first)
        };
        Visible { rows: range(self.offset.y, view.height()), cols: range(self.offset.x, view.width()) }
    }

    /// Zooms by `factor`, keeping the board point under `pointer` where it is.
    pub(crate) fn zoom_at(self, size: Vec2, n: usize, pointer: Vec2, factor: f32) -> Self {
        if !factor.is_finite() || factor <= 0.0 {
            return self;
        }
        let min = Self::min_scale(size, n);
        let scale = (self.scale * factor).clamp(min, MAX_SQUARE.max(min));
        let factor = scale / self.scale;
        let offset = pointer - (pointer - self.offset) * factor;
        Viewport { scale, offset }.clamped(size, n)
    }

    /// Moves the board by `delta` pixels.
    pub(crate) fn pan(self, size: Vec2, n: usize, delta: Vec2) -> Self {
        Viewport { offset: self.offset + delta, ..self }.clamped(size, n)
    }
}

/// The indices of `range` whose 1-based number is a multiple of `step` (labels read 10,
/// 20, 30…; every index when `step` is 1).
pub(crate) fn label_steps(range: Range<usize>, step: usize) -> impl Iterator<Item = usize> {
    let step = step.max(1);
    let first = (range.start + 1).div_ceil(step) * step - 1;
    (first..range.end).step_by(step)
}

/// The smallest of 1, 2, 5, 10, 20, 50… that keeps labels `min_gap` pixels apart.
pub(crate) fn nice_step(scale: f32, min_gap: f32) -> usize {
    let mut base = 1usize;
    loop {
        for m in [1, 2, 5] {
            // The second bound keeps `base * 5` within a 32-bit usize (the web build).
            if (base * m) as f32 * scale >= min_gap || base as u64 >= 1 << 40 || base > usize::MAX / 50 {
                return base * m;
            }
        }
        base *= 10;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use eframe::egui::pos2;

    fn view() -> Rect {
        Rect::from_min_size(pos2(100.0, 50.0), vec2(400.0, 300.0))
    }

    #[test]
    fn fitting_shows_the_whole_board_centred() {
        let v = Viewport::fit(view().size(), 1000);
        assert_eq!(v.scale, 0.3);
        assert!((v.offset - vec2(50.0, 0.0)).length() < 1e-3, "{v:?}");
        let board = v.board_rect(view(), 1000);
        assert!((board.width() - 300.0).abs() < 1e-3);
        assert_eq!(board.center(), view().center());
        assert_eq!(v.visible(view(), 1000), Visible { rows: 0..1000, cols: 0..1000 });
    }

    #[test]
    fn squares_map_to_the_screen_and_back() {
        let n = 10_000;
        let v = Viewport { scale: 20.0, offset: vec2(-123_456.0, -7_890.5) }.clamped(view().size(), n);
        for q in [Queen::new(395, 6173), Queen::new(400, 6185), Queen::new(408, 6190)] {
            let r = v.square_rect(view(), q);
            assert_eq!(r.width(), 20.0);
            assert_eq!(v.square_at(view(), n, r.center()), Some(q));
            assert_eq!(v.square_at(view(), n, r.min + vec2(0.5, 0.5)), Some(q));
        }
        // Off the view, nothing: even where the board goes on.
        assert_eq!(v.square_at(view(), n, pos2(99.0, 100.0)), None);
        assert_eq!(v.square_at(view(), n, pos2(200.0, 351.0)), None);
        // Off the board (fitted, with bands left and right), nothing.
        let fit = Viewport::fit(view().size(), 8);
        assert_eq!(fit.square_at(view(), 8, pos2(120.0, 100.0)), None);
        assert_eq!(fit.square_at(view(), 8, pos2(150.0, 50.0)), Some(Queen::new(0, 0)));
        assert_eq!(fit.square_at(view(), 8, pos2(450.0, 349.99)), Some(Queen::new(7, 7)));
        assert_eq!(Viewport::default().square_at(view(), 8, pos2(200.0, 200.0)), None);
    }

    #[test]
    fn zooming_keeps_the_point_under_the_pointer() {
        let (size, n) = (view().size(), 1000);
        let fit = Viewport::fit(size, n);
        let pointer = vec2(210.0, 140.0);
        let under = fit.square_at(view(), n, view().min + pointer).unwrap();
        let zoomed = fit.zoom_at(size, n, pointer, 40.0);
        assert!((zoomed.scale - 12.0).abs() < 1e-3);
        assert_eq!(zoomed.square_at(view(), n, view().min + pointer), Some(under));
        let board_point = |v: Viewport| (pointer - v.offset) / v.scale;
        assert!((board_point(zoomed) - board_point(fit)).length() < 1e-2);
        // Zoom is bounded both ways, and zooming out all the way fits again.
        assert_eq!(zoomed.zoom_at(size, n, pointer, 1e6).scale, MAX_SQUARE);
        assert_eq!(zoomed.zoom_at(size, n, pointer, 1e-6), fit);
        assert_eq!(fit.zoom_at(size, n, pointer, f32::NAN), fit);
    }

    #[test]
    fn zooming_in_keeps_the_point_under_the_pointer_up_to_the_edges() {
        // The app's view is square: fitted, the board fills it (no bands to point into).
        let view = Rect::from_min_size(pos2(100.0, 50.0), vec2(300.0, 300.0));
        let (size, n) = (view.size(), 300);
        for start in
            [Viewport::fit(size, n), Viewport { scale: 5.0, offset: vec2(-700.0, -400.0) }.clamped(size, n)]
        {
            for (x, y) in [(0.0, 0.0), (0.01, 0.5), (0.99, 0.5), (0.5, 0.995), (1.0, 1.0), (0.3, 0.7)] {
                let pointer = vec2(size.x * x, size.y * y);
                let before = (pointer - start.offset) / start.scale;
                for factor in [1.1, 2.0, 8.0] {
                    let zoomed = start.zoom_at(size, n, pointer, factor);
                    let after = (pointer - zoomed.offset) / zoomed.scale;
                    assert!(
                        (after - before).length() < 1e-3,
                        "{start:?} ×{factor} at {pointer:?}: {before:?} → {after:?}"
                    );
                    // Zooming in never uncovers the view's edges.
                    let board = zoomed.board_rect(view, n);
                    assert!(board.expand(1e-2).contains_rect(view), "{zoomed:?}");
                }
            }
        }
    }

    #[test]
    fn panning_stops_at_the_board_edges() {
        let (size, n) = (view().size(), 200);
        let v = Viewport { scale: 10.0, offset: Vec2::ZERO };
        let left = v.pan(size, n, vec2(500.0, 500.0));
        assert_eq!(left.offset, Vec2::ZERO, "the top-left corner stays in the corner");
        let right = v.pan(size, n, vec2(-1e9, -1e9));
        assert_eq!(right.offset, vec2(400.0 - 2000.0, 300.0 - 2000.0));
        assert_eq!(right.visible(view(), n), Visible { rows: 170..200, cols: 160..200 });
        let mid = v.pan(size, n, vec2(-1005.0, -12.0));
        assert_eq!(mid.visible(view(), n), Visible { rows: 1..32, cols: 100..141 });
        // Garbage in, a usable view out.
        let bad = Viewport { scale: f32::NAN, offset: vec2(f32::INFINITY, 0.0) }.clamped(size, n);
        assert_eq!(bad, Viewport::fit(size, n));
    }

    #[test]
    fn the_visible_range_is_bounded_by_the_view_not_the_board() {
        for n in [65, 1000, 10_000, 1_000_000] {
            let fit = Viewport::fit(view().size(), n);
            for factor in [1.0, 3.0, 50.0, 1e4, 1e9] {
                let v = fit.zoom_at(view().size(), n, vec2(123.0, 77.0), factor);
                let vis = v.visible(view(), n);
                let most = |len: f32| ((len / v.scale).ceil() as usize + 1).min(n);
                assert!(vis.rows.len() <= most(300.0), "n {n} factor {factor}: {vis:?}");
                assert!(vis.cols.len() <= most(400.0), "n {n} factor {factor}: {vis:?}");
                assert!(vis.rows.end <= n && vis.cols.end <= n);
            }
        }
        let zoomed = Viewport { scale: MAX_SQUARE, offset: vec2(-640.0, 0.0) };
        assert_eq!(zoomed.visible(view(), 10_000).squares(), 5 * 7);
    }

    #[test]
    fn labels_are_thinned_to_round_steps() {
        assert_eq!(nice_step(30.0, 20.0), 1);
        assert_eq!(nice_step(12.0, 20.0), 2);
        assert_eq!(nice_step(5.0, 20.0), 5);
        assert_eq!(nice_step(0.3, 40.0), 200);
        assert_eq!(nice_step(0.04, 40.0), 1000);
        assert_eq!(label_steps(0..5, 1).collect::<Vec<_>>(), vec![0, 1, 2, 3, 4]);
        assert_eq!(label_steps(0..35, 10).collect::<Vec<_>>(), vec![9, 19, 29]);
        assert_eq!(label_steps(12..41, 10).collect::<Vec<_>>(), vec![19, 29, 39]);
        assert_eq!(label_steps(19..20, 10).collect::<Vec<_>>(), vec![19]);
    }
}
