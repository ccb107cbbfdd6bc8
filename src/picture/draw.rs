//! Drawing one board into an SVG document: squares, marks, queens and coordinates, in the
//! app's colours. Boards past [`super::MAX_GRID_N`] wide lose the checkers and the
//! coordinates, and queens too small to draw as pieces become marks that keep the pattern.

use super::Lesson;
use super::board::{BoardDrawing, Frame, Marks};
use super::svg::{Anchor, Num, Svg, n};
use crate::board::Queen;
use crate::hints::{Cell, Hints};
use std::fmt::Write;

const LIGHT_SQUARE: &str = "#f0d9b5";
const DARK_SQUARE: &str = "#b58863";
const BOARD_EDGE: &str = "#5a3e2b";
const LABEL: &str = "#333333";
/// Squares the fixed queens attack (with `ATTACKED_OPACITY`).
const ATTACKED: &str = "#3a78e0";
const ATTACKED_OPACITY: f32 = 0.44;
const SOLUTION_BODY: &str = "#fbfbf8";
const SOLUTION_LINE: &str = "#1c1c1c";
const FIXED_BODY: &str = "#1f5fd0";
const FIXED_LINE: &str = "#0a1f4a";
const CONFLICT_BODY: &str = "#e02525";
const CONFLICT_LINE: &str = "#550000";
const CONFLICT_SQUARE: &str = "#e02020";
/// The hottest square of the hints, and the cross on a square no solution goes through.
const HEAT: &str = "#ff6a00";
const DEAD: &str = "#501818";
const HINT_TEXT: &str = "#201000";
const POSSIBLE: &str = "#2ea043";
/// The line between two queens attacking each other.
const ATTACK: &str = "#d02020";

/// Below this many units a square, queens are drawn as marks rather than pieces.
const SMALLEST_PIECE: f32 = 6.0;

/// Draws `board` as a `size`-unit square with its top-left corner at (`x`, `y`).
pub(crate) fn board(svg: &mut Svg, board: &BoardDrawing, x: f32, y: f32, size: f32) {
    let frame = board.frame(size);
    let side = frame.square * board.n() as f32;
    svg.group_at(x, y);
    let edge = (side * 0.006).max(0.5);
    svg.rect(frame.left - edge, frame.top - edge, side + 2.0 * edge, side + 2.0 * edge, BOARD_EDGE);
    svg.rect(frame.left, frame.top, side, side, LIGHT_SQUARE);
    if board.grid() {
        checkers(svg, board.n(), &frame);
    }
    match board.marks() {
        Marks::None => {}
        Marks::Attacked => attacked(svg, board, &frame),
        Marks::Hints(hints) => self::hints(svg, board, hints, &frame),
    }
    if let Some(lesson) = board.lesson() {
        costs(svg, lesson, &frame);
    }
    if frame.square >= SMALLEST_PIECE {
        pieces(svg, board, &frame);
    } else {
        marks(svg, board, &frame, size);
    }
    if let Some(lesson) = board.lesson() {
        attacks(svg, lesson, &frame);
    }
    if board.grid() {
        coordinates(svg, board.n(), &frame);
    }
    svg.close_group();
}

/// A local search's cost h on each square a queen could move to, the least tinted, as the
/// Watch shows them (on squares big enough to read).
fn costs(svg: &mut Svg, lesson: &Lesson, frame: &Frame) {
    let s = frame.square;
    let least = lesson.costs.iter().map(|c| c.1).min();
    for &(q, h) in &lesson.costs {
        let (x, y) = frame.corner(q);
        if Some(h) == least {
            let _ = writeln!(
                svg.out,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{POSSIBLE}\" fill-opacity=\"0.32\"/>",
                n(x),
                n(y),
                n(s),
                n(s)
            );
        }
        if s >= 12.0 {
            svg.text(x + s / 2.0, y + s * 0.62, s * 0.32, Anchor::Middle, HINT_TEXT, &h.to_string());
        }
    }
}

/// A line between each pair of queens attacking each other, bowed as the Watch bows it
/// where queens of the same line stand between.
fn attacks(svg: &mut Svg, lesson: &Lesson, frame: &Frame) {
    let s = frame.square;
    let centre = |q: Queen| {
        let (x, y) = frame.corner(q);
        (x + s / 2.0, y + s / 2.0)
    };
    let mut d = String::new();
    for &(a, b, bow) in &lesson.attacks {
        let ((x0, y0), (x1, y1)) = (centre(a), centre(b));
        let len = ((x1 - x0).powi(2) + (y1 - y0).powi(2)).sqrt().max(1e-3);
        // The middle pushed sideways, to the left of the way down, as on the screen.
        let (sx, sy) = ((y1 - y0) / len, -(x1 - x0) / len);
        let (cx, cy) = ((x0 + x1) / 2.0 + sx * 2.0 * bow * s, (y0 + y1) / 2.0 + sy * 2.0 * bow * s);
        let _ = write!(d, "M{} {}Q{} {} {} {}", n(x0), n(y0), n(cx), n(cy), n(x1), n(y1));
    }
    if !d.is_empty() {
        let width = (s * 0.06).clamp(1.0, 3.0);
        let _ = writeln!(
            svg.out,
            "<path class=\"attack\" d=\"{d}\" fill=\"none\" stroke=\"{ATTACK}\" stroke-opacity=\"0.7\" stroke-width=\"{}\"/>",
            Num(width, 2)
        );
    }
}

/// The caption line below a board `size` wide whose band starts at `top`; returns the
/// band's height.
pub(crate) fn caption(svg: &mut Svg, text: &str, size: f32, top: f32) -> f32 {
    let font = (size * 0.035).clamp(10.0, 28.0);
    let band = font * 2.2;
    svg.text(size / 2.0, top + font * 1.4, font, Anchor::Middle, LABEL, text);
    band
}

/// A path of one square per `square` given, each `side` wide and centred in its square.
fn squares(frame: &Frame, squares: impl Iterator<Item = Queen>, side: f32) -> String {
    let mut d = String::new();
    let inset = (frame.square - side) / 2.0;
    for q in squares {
        let (x, y) = frame.corner(q);
        let _ = write!(d, "M{} {}h{}v{}h{}z", n(x + inset), n(y + inset), n(side), n(side), n(-side));
    }
    d
}

fn checkers(svg: &mut Svg, size: usize, frame: &Frame) {
    let dark = (0..size * size).map(|i| Queen::new(i / size, i % size)).filter(|q| (q.row + q.col) % 2 == 1);
    let d = squares(frame, dark, frame.square);
    if !d.is_empty() {
        svg.path(&d, DARK_SQUARE, None);
    }
}

/// The squares the fixed queens attack, but for their own.
fn attacked(svg: &mut Svg, board: &BoardDrawing, frame: &Frame) {
    let size = board.n();
    let fixed = board.fixed();
    let hit = |q: Queen| fixed.iter().any(|f| *f != q && f.attack(q).is_some());
    let d = squares(
        frame,
        (0..size * size).map(|i| Queen::new(i / size, i % size)).filter(|&q| hit(q)),
        frame.square,
    );
    if !d.is_empty() {
        let _ =
            writeln!(svg.out, "<path d=\"{d}\" fill=\"{ATTACKED}\" fill-opacity=\"{ATTACKED_OPACITY}\"/>");
    }
}

/// The hints on the squares no queen stands on, as the app's board shows them: a heat shade
/// on a log scale from the fewest solutions to the most, the count when it fits, a cross
/// where no solution goes.
fn hints(svg: &mut Svg, board: &BoardDrawing, hints: &Hints, frame: &Frame) {
    let live = || {
        hints.cells.iter().filter_map(|c| if let Cell::Count(k) = c { (*k > 0).then_some(*k) } else { None })
    };
    let low = live().min().map_or(0.0, |k| (k as f64).ln());
    let span = live().max().map_or(0.0, |k| (k as f64).ln()) - low;
    let s = frame.square;
    for row in 0..board.n() {
        for col in 0..board.n() {
            let q = Queen::new(row, col);
            if board.queens().binary_search(&q).is_ok() {
                continue;
            }
            let (x, y) = frame.corner(q);
            match hints.cell(row, col) {
                Cell::Count(0) | Cell::Dead => cross(svg, x, y, s, 0.56),
                Cell::Attacked => cross(svg, x, y, s, 0.28),
                Cell::Count(k) => {
                    let t = if span > 0.0 { ((k as f64).ln() - low) / span } else { 1.0 };
                    heat(svg, x, y, s, 0.35 + 0.5 * t as f32);
                    if s >= 12.0 {
                        svg.text(x + s / 2.0, y + s * 0.59, s * 0.26, Anchor::Middle, HINT_TEXT, &short(k));
                    }
                }
                Cell::Possible => {
                    heat(svg, x, y, s, 0.3);
                    let _ = writeln!(
                        svg.out,
                        "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{POSSIBLE}\"/>",
                        n(x + s / 2.0),
                        n(y + s / 2.0),
                        n(s * 0.1)
                    );
                }
                Cell::Fixed | Cell::Unknown => {}
            }
        }
    }
}

fn heat(svg: &mut Svg, x: f32, y: f32, s: f32, opacity: f32) {
    let _ = writeln!(
        svg.out,
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{HEAT}\" fill-opacity=\"{}\"/>",
        n(x),
        n(y),
        n(s),
        n(s),
        Num(opacity, 3)
    );
}

/// A thin cross over the square.
fn cross(svg: &mut Svg, x: f32, y: f32, s: f32, opacity: f32) {
    let (a, b) = (s * 0.3, s * 0.7);
    let d = format!(
        "M{} {}L{} {}M{} {}L{} {}",
        n(x + a),
        n(y + a),
        n(x + b),
        n(y + b),
        n(x + b),
        n(y + a),
        n(x + a),
        n(y + b)
    );
    let _ = writeln!(
        svg.out,
        "<path d=\"{d}\" fill=\"none\" stroke=\"{DEAD}\" stroke-opacity=\"{}\" stroke-width=\"{}\"/>",
        Num(opacity, 3),
        n(s * 0.05)
    );
}

/// A count short enough for a square: `18`, `9876`, `15k`, `1.2M`.
fn short(k: u64) -> String {
    match k {
        0..10_000 => k.to_string(),
        10_000..1_000_000 => format!("{}k", k / 1000),
        _ => format!("{}M", Num(k as f32 / 1e6, 1)),
    }
}

/// Queens as pieces: a solution's in white, fixed ones in blue inside a ring (red when two
/// fixed queens attack each other).
fn pieces(svg: &mut Svg, board: &BoardDrawing, frame: &Frame) {
    let s = frame.square;
    let glyph = s * 0.9;
    for q in board.queens() {
        let (x, y) = frame.corner(*q);
        svg.queen(x + s / 2.0, y + s / 2.0, glyph, SOLUTION_BODY, SOLUTION_LINE);
    }
    let clashing = clashing(board.fixed());
    for (q, clash) in board.fixed().iter().zip(clashing) {
        let (x, y) = frame.corner(*q);
        let (body, line) = if clash { (CONFLICT_BODY, CONFLICT_LINE) } else { (FIXED_BODY, FIXED_LINE) };
        if clash {
            let _ = writeln!(
                svg.out,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{CONFLICT_SQUARE}\" fill-opacity=\"0.56\"/>",
                n(x),
                n(y),
                n(s),
                n(s)
            );
        }
        // The ring sets a fixed queen apart whatever its colour, as on the app's board.
        let ring = s * 0.05;
        let inset = 1.5 * ring;
        let _ = writeln!(
            svg.out,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\" fill=\"none\" stroke=\"{body}\" stroke-width=\"{}\"/>",
            n(x + inset),
            n(y + inset),
            n(s - 2.0 * inset),
            n(s - 2.0 * inset),
            n(s * 0.1),
            n(ring)
        );
        svg.queen(x + s / 2.0, y + s / 2.0, glyph, body, line);
    }
}

/// Queens too small for pieces: a dot the size of its square (never under 0.15% of the
/// picture, 3 pixels of 2000, so the pattern stays visible), fixed ones in blue with a ring.
fn marks(svg: &mut Svg, board: &BoardDrawing, frame: &Frame, size: f32) {
    let side = frame.square.max(size * 0.0015);
    let d = squares(frame, board.queens().iter().copied(), side);
    if !d.is_empty() {
        svg.path(&d, SOLUTION_LINE, None);
    }
    let d = squares(frame, board.fixed().iter().copied(), side);
    if !d.is_empty() {
        svg.path(&d, FIXED_BODY, None);
    }
    let radius = (frame.square * 2.5).max(size * 0.006);
    let width = (frame.square * 0.5).max(size * 0.0015);
    // A ring sets a fixed queen apart while rings are few enough to see: once they would
    // cover a quarter of the picture they merge into bands, and each is an element of its
    // own (a 10^6 board's million rings passed the SVG reader's limit on elements, and PNG
    // and PDF failed). The blue marks alone show the fixed queens then.
    let ring_area = (2.0 * radius) * (2.0 * radius);
    if board.fixed().len() as f32 * ring_area > size * size / 4.0 {
        return;
    }
    for q in board.fixed() {
        let (x, y) = frame.corner(*q);
        let _ = writeln!(
            svg.out,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\" stroke=\"{FIXED_BODY}\" stroke-width=\"{}\"/>",
            n(x + frame.square / 2.0),
            n(y + frame.square / 2.0),
            n(radius),
            n(width)
        );
    }
}

/// Whether each fixed queen attacks another one.
fn clashing(fixed: &[Queen]) -> Vec<bool> {
    let mut clash = vec![false; fixed.len()];
    for (a, b) in crate::board::conflicts(fixed) {
        clash[a] = true;
        clash[b] = true;
    }
    clash
}

/// Files below the board and ranks to its left (chess notation: file `a` on the left, rank 1
/// at the bottom), thinned out where the squares are too small for every label.
fn coordinates(svg: &mut Svg, size: usize, frame: &Frame) {
    let s = frame.square;
    let font = (s * 0.45).min(frame.strip * 0.55);
    let widest = if size > 26 { font * 1.3 } else { font * 0.8 };
    let step = ((widest + font * 0.3) / s).ceil().max(1.0) as usize;
    let side = s * size as f32;
    let baseline = font * 0.36;
    for i in (0..size).step_by(step) {
        let file = crate::board::file_name(i, size);
        let x = frame.left + (i as f32 + 0.5) * s;
        let y = frame.top + side + frame.strip * 0.5 + baseline;
        svg.text(x, y, font, Anchor::Middle, LABEL, file.trim_end_matches(':'));
        let y = frame.top + (i as f32 + 0.5) * s + baseline;
        svg.text(frame.left - frame.strip * 0.25, y, font, Anchor::End, LABEL, &(size - i).to_string());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_shorten_to_fit_a_square() {
        assert_eq!(short(18), "18");
        assert_eq!(short(9876), "9876");
        assert_eq!(short(14_999), "14k");
        assert_eq!(short(1_234_567), "1.2M");
        assert_eq!(short(2_000_000), "2M");
    }
}
