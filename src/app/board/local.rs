//! A local search on the board: on every square a queen could move to, the cost h the
//! board would have if its row's queen moved there (the textbook figure), the least of them
//! tinted; and a line between each pair of queens that attack each other.

use crate::board::Queen;
use eframe::egui;
use egui::{Align2, Color32, FontId, Painter, Rect, Stroke};

use crate::lab::stepper::LocalRun;

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
    // Every attacking pair, whatever stands between: h counts them so.
    let width = (size * 0.06).clamp(1.0, 3.0);
    for a in 0..n {
        for b in a + 1..n {
            let (qa, qb) = (Queen::new(a, cols[a] as usize), Queen::new(b, cols[b] as usize));
            if qa.attack(qb).is_some() {
                let (from, to) = (rect(qa).center(), rect(qb).center());
                painter.line_segment([from, to], Stroke::new(width, ATTACK));
            }
        }
    }
}
