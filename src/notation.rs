//! How people write a solution: columns from 0 (as the files write them), columns from 1
//! (the encyclopedia's `1 5 8 6 3 7 2 4`), chess squares (`a8 e7 h6 …`), or (row, column)
//! pairs from 0 as the Spanish course notebook writes a state (`(0, 0) (1, 4) …`).
//! The app's list and the sheets' captions both write with it.

use crate::board::Queen;
use std::fmt::Write as _;

/// A way of writing a solution; files always hold columns from 0.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Notation {
    /// Columns from 0, as files write them.
    #[default]
    FromZero,
    /// Columns from 1, as the encyclopedia lists solutions.
    FromOne,
    /// Chess squares: `a8 e7 h6 …`.
    Squares,
    /// (row, column) pairs from 0, row 0 at the top: `(0, 0) (1, 4) …`.
    Pairs,
}

impl Notation {
    /// Every notation, in the order a choice lists them.
    pub const ALL: [Notation; 4] =
        [Notation::FromZero, Notation::FromOne, Notation::Squares, Notation::Pairs];
}

/// Writes the queen of `row` in column `col` of an `n`-wide board.
pub fn write_cell(out: &mut String, notation: Notation, n: usize, row: usize, col: u32) {
    let _ = match notation {
        Notation::FromZero => write!(out, "{col}"),
        Notation::FromOne => write!(out, "{}", u64::from(col) + 1),
        Notation::Squares => write!(out, "{}", Queen::new(row, col as usize).notation(n)),
        Notation::Pairs => write!(out, "({row}, {col})"),
    };
}

/// The most characters one queen takes on an `n`-wide board, so rows of them line up.
pub fn cell_width(notation: Notation, n: usize) -> usize {
    let digits = |x: usize| x.max(1).to_string().len();
    match notation {
        Notation::FromZero => digits(n.saturating_sub(1)),
        Notation::FromOne => digits(n),
        // The last file on the top rank: the longest file name and the longest rank.
        Notation::Squares => Queen::new(0, n.max(1) - 1).notation(n.max(1)).len(),
        Notation::Pairs => 2 * digits(n.saturating_sub(1)) + 4,
    }
}

/// A whole solution (columns by row), the queens apart by one space.
pub fn solution_text(notation: Notation, cols: &[u32]) -> String {
    let n = cols.len();
    let mut out = String::with_capacity(n * (cell_width(notation, n) + 1));
    for (row, &col) in cols.iter().enumerate() {
        if row > 0 {
            out.push(' ');
        }
        write_cell(&mut out, notation, n, row, col);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_encyclopedias_first_solution_reads_in_each_notation() {
        let cols = [0, 4, 7, 5, 2, 6, 1, 3];
        assert_eq!(solution_text(Notation::FromZero, &cols), "0 4 7 5 2 6 1 3");
        assert_eq!(solution_text(Notation::FromOne, &cols), "1 5 8 6 3 7 2 4");
        assert_eq!(solution_text(Notation::Squares, &cols), "a8 e7 h6 f5 c4 g3 b2 d1");
        assert_eq!(
            solution_text(Notation::Pairs, &cols),
            "(0, 0) (1, 4) (2, 7) (3, 5) (4, 2) (5, 6) (6, 1) (7, 3)"
        );
    }

    #[test]
    fn cells_never_outgrow_their_width() {
        for n in [1, 9, 10, 11, 26, 27, 99, 100, 101, 10_000] {
            for notation in Notation::ALL {
                let width = cell_width(notation, n);
                for (row, col) in [(0, 0), (0, n - 1), (n - 1, 0), (n - 1, n - 1), (n / 2, n / 3)] {
                    let mut cell = String::new();
                    write_cell(&mut cell, notation, n, row, col as u32);
                    assert!(cell.chars().count() <= width, "{notation:?} n = {n}: {cell} in {width}");
                }
            }
        }
    }
}
