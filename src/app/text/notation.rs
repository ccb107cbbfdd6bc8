//! How the list writes a solution: columns from 0 (as the files write them), columns from 1
//! (the encyclopedia's `1 5 8 6 3 7 2 4`), or chess squares (`a8 e7 h6 …`). What the list
//! shows is what Copy copies.

use crate::app::settings::Notation;
use crate::app::text::lang::messages;
use crate::board::Queen;
use std::fmt::Write as _;

/// Every notation, in the order the choice lists them.
pub(crate) const ALL: [Notation; 3] = [Notation::FromZero, Notation::FromOne, Notation::Squares];

/// The notation's name in the choice.
pub(crate) fn name(notation: Notation) -> String {
    match notation {
        Notation::FromZero => messages::notation_from_zero(),
        Notation::FromOne => messages::notation_from_one(),
        Notation::Squares => messages::notation_squares(),
    }
}

/// The choice's tooltip, per notation.
pub(crate) fn explained(notation: Notation) -> String {
    match notation {
        Notation::FromZero => messages::notation_from_zero_explained(),
        Notation::FromOne => messages::notation_from_one_explained(),
        Notation::Squares => messages::notation_squares_explained(),
    }
}

/// The line above the list: how to read its rows.
pub(crate) fn how_to_read(notation: Notation, cut_at: Option<usize>) -> String {
    let base = match notation {
        Notation::FromZero => messages::read_from_zero(),
        Notation::FromOne => messages::read_from_one(),
        Notation::Squares => messages::read_squares(),
    };
    match cut_at {
        Some(cols) => messages::read_cut(cols, base),
        None => base,
    }
}

/// Writes the queen of `row` in column `col` of an `n`-wide board.
pub(crate) fn write_cell(out: &mut String, notation: Notation, n: usize, row: usize, col: u32) {
    let _ = match notation {
        Notation::FromZero => write!(out, "{col}"),
        Notation::FromOne => write!(out, "{}", u64::from(col) + 1),
        Notation::Squares => write!(out, "{}", Queen::new(row, col as usize).notation(n)),
    };
}

/// Writes the queen as [`write_cell`] does, right-aligned in `width` characters.
pub(crate) fn write_cell_padded(
    out: &mut String,
    notation: Notation,
    n: usize,
    row: usize,
    col: u32,
    width: usize,
) {
    let start = out.len();
    write_cell(out, notation, n, row, col);
    let written = out.len() - start; // ASCII only
    if written < width {
        out.insert_str(start, &" ".repeat(width - written));
    }
}

/// The most characters one queen takes on an `n`-wide board, so the rows line up.
pub(crate) fn cell_width(notation: Notation, n: usize) -> usize {
    let digits = |x: usize| x.max(1).to_string().len();
    match notation {
        Notation::FromZero => digits(n.saturating_sub(1)),
        Notation::FromOne => digits(n),
        // The last file on the top rank: the longest file name and the longest rank.
        Notation::Squares => Queen::new(0, n.max(1) - 1).notation(n.max(1)).len(),
    }
}

/// A whole solution (columns by row) as the list writes it, the queens apart by one space:
/// what Copy copies.
pub(crate) fn solution_text(notation: Notation, cols: &[u32]) -> String {
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

/// A Most queens placement as its card shows it and Copy copies it: its squares by row in
/// chess notation, or its columns by row with `-` for a row without a queen.
pub(crate) fn placement_text(notation: Notation, n: usize, queens: &[Queen]) -> String {
    if notation == Notation::Squares {
        let mut queens = queens.to_vec();
        queens.sort_by_key(|q| q.row);
        return queens.iter().map(|q| q.notation(n)).collect::<Vec<_>>().join(" ");
    }
    let mut by_row = vec![None; n];
    for q in queens.iter().filter(|q| q.row < n) {
        by_row[q.row] = Some(q.col as u32);
    }
    let mut out = String::new();
    for (row, col) in by_row.into_iter().enumerate() {
        if row > 0 {
            out.push(' ');
        }
        match col {
            Some(col) => write_cell(&mut out, notation, n, row, col),
            None => out.push('-'),
        }
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
    }

    #[test]
    fn a_placement_reads_in_each_notation_with_its_empty_rows_marked() {
        let queens = [Queen::new(2, 1), Queen::new(0, 0)];
        assert_eq!(placement_text(Notation::Squares, 3, &queens), "a3 b1");
        assert_eq!(placement_text(Notation::FromZero, 3, &queens), "0 - 1");
        assert_eq!(placement_text(Notation::FromOne, 3, &queens), "1 - 2");
    }

    #[test]
    fn cells_never_outgrow_their_width() {
        for n in [1, 9, 10, 11, 26, 27, 99, 100, 101, 10_000] {
            for notation in ALL {
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
