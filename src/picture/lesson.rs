//! What a Watch's board shows besides its queens, for a picture of it: a local search's
//! cost h on each square a queen could move to, a line (or a curve) for each pair of queens
//! attacking each other, and a caption naming the search and its step. Pure: the app's
//! board paints the same attack curves.

use crate::board::Queen;

/// A Watch's board as a lesson shows it.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Lesson {
    /// The cost h the board would have with its row's queen on the square.
    pub costs: Vec<(Queen, u64)>,
    /// Each attacking pair, and how far its curve bows out (see [`attack_curves`]).
    pub attacks: Vec<(Queen, Queen, f32)>,
    /// A line under the board: the search's name and its step, in the reader's language.
    pub caption: String,
}

// The bows are quarters of a square, never NaN: equality is an equivalence.
impl Eq for Lesson {}

/// Each pair of queens (columns by row) that attack each other, with how far its curve bows
/// out, in squares: straight when the pair is alone on its line; else bowed the more, the
/// more queens of the line stand between them, so four queens on one diagonal show 6
/// curves, not one line.
pub fn attack_curves(cols: &[u32]) -> Vec<(Queen, Queen, f32)> {
    let queens: Vec<Queen> =
        cols.iter().enumerate().map(|(row, &col)| Queen::new(row, col as usize)).collect();
    let same_line = |a: Queen, b: Queen, c: Queen| {
        let key = |q: Queen, how: u8| match how {
            0 => q.col as isize,
            1 => q.row as isize - q.col as isize,
            _ => (q.row + q.col) as isize,
        };
        let how = if a.col == b.col {
            0
        } else if key(a, 1) == key(b, 1) {
            1
        } else {
            2
        };
        key(c, how) == key(a, how)
    };
    let mut curves = Vec::new();
    for (i, &a) in queens.iter().enumerate() {
        for &b in &queens[i + 1..] {
            if a.attack(b).is_none() {
                continue;
            }
            let on_line = queens.iter().filter(|&&c| c != a && c != b && same_line(a, b, c));
            let between = on_line.clone().filter(|c| c.row > a.row && c.row < b.row).count();
            let bow = if on_line.count() == 0 { 0.0 } else { 0.25 * (between + 1) as f32 };
            curves.push((a, b, bow));
        }
    }
    curves
}
