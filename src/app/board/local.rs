//! A local search on the board: on every square a queen could move to, the cost h the
//! board would have if its row's queen moved there (the textbook figure), the least of them
//! tinted; and a line between each pair of queens that attack each other.

use crate::board::Queen;
use eframe::egui;
use egui::{Align2, Color32, FontId, Painter, Rect, Stroke};

use crate::lab::stepper::LocalRun;
use crate::picture::attack_curves;

/// Boards up to this wide get the costs written on their squares: beyond, they are too
/// small to read.
const COSTS_UP_TO: usize = 16;
/// The squares with the least cost, where hill climbing would go.
const BEST: Color32 = Color32::from_rgba_unmultiplied_const(0x2e, 0xa0, 0x43, 0x50);
/// The line between two queens attacking each other.
const ATTACK: Color32 = Color32::from_rgba_unmultiplied_const(0xd0, 0x20, 0x20, 0xb0);

pub(crate) fn local(painter: &Painter, rect: &impl Fn(Queen) -> Rect, l: &LocalRun) {
    let board = l.board();
    let n = board.n();
    let cols = board.cols();
    let size = rect(Queen::new(0, 0)).width();
    if n <= COSTS_UP_TO && size >= 16.0 {
        let free = board.free_rows();
        let costs: Vec<(usize, usize, u64)> = free
            .iter()
            .flat_map(|&row| {
                let row = row as usize;
                (0..n).filter(move |&col| cols[row] != col as u32).map(move |col| (row, col))
            })
            .map(|(row, col)| (row, col, board.h_if(row, col)))
            .collect();
        let least = costs.iter().map(|c| c.2).min();
        let font = FontId::proportional((size * 0.3).clamp(8.0, 15.0));
        for &(row, col, h) in &costs {
            let square = rect(Queen::new(row, col));
            if Some(h) == least {
                painter.rect_filled(square, 0.0, BEST);
            }
            let text = Color32::from_rgb(0x20, 0x10, 0x00);
            painter.text(square.center(), Align2::CENTER_CENTER, h.to_string(), font.clone(), text);
        }
    }
    // Every attacking pair, whatever stands between: h counts them so, and so must the eye.
    let width = (size * 0.06).clamp(1.0, 3.0);
    for (qa, qb, bow) in attack_curves(cols) {
        let (from, to) = (rect(qa).center(), rect(qb).center());
        if bow == 0.0 {
            painter.line_segment([from, to], Stroke::new(width, ATTACK));
            continue;
        }
        // The middle pushed sideways, square sizes times `bow`, to the left of the way down.
        let along = (to - from).normalized();
        let side = egui::vec2(along.y, -along.x);
        let control = from + (to - from) * 0.5 + side * (2.0 * bow * size);
        let curve = egui::epaint::QuadraticBezierShape::from_points_stroke(
            [from, control, to],
            false,
            Color32::TRANSPARENT,
            Stroke::new(width, ATTACK),
        );
        painter.add(curve);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 31, item 13: four queens on one diagonal are 6 attacking pairs, and 6 curves no
    /// two of which coincide; a pair alone on its line stays a straight line.
    #[test]
    fn four_queens_on_a_diagonal_are_six_curves_a_student_can_count() {
        let curves = attack_curves(&[0, 1, 2, 3, 5, 4]);
        let on_diagonal: Vec<_> = curves.iter().filter(|(a, b, _)| a.row < 4 && b.row < 4).collect();
        assert_eq!(on_diagonal.len(), 6, "{curves:?}");
        for (i, x) in on_diagonal.iter().enumerate() {
            assert!(x.2 > 0.0, "a pair sharing its line is bowed: {x:?}");
            for y in &on_diagonal[i + 1..] {
                assert!((x.0, x.1) != (y.0, y.1), "one curve per pair");
            }
        }
        // Pairs with the same ends' span bow apart from those that span more.
        let bows: std::collections::BTreeSet<u32> =
            on_diagonal.iter().map(|c| (c.2 * 100.0) as u32).collect();
        assert_eq!(bows.len(), 3, "three spans: next, one between, two between");
        let lone = curves.iter().find(|(a, b, _)| (a.row, b.row) == (4, 5)).expect("the last two attack");
        assert_eq!(lone.2, 0.0, "alone on its line: straight");
    }
}
