//! The words around the notations (`crate::notation`) the list and the sheets write in: their
//! names, and how to read a row. What the list shows is what Copy copies.

use crate::app::settings::Notation;
use crate::app::text::lang::messages;
use crate::board::Queen;
pub(crate) use crate::notation::{cell_width, solution_text, write_cell};

/// Every notation, in the order the choice lists them.
pub(crate) const ALL: [Notation; 4] = Notation::ALL;

/// A square as the person's notation writes squares: `d5` in chess squares, else its row
/// and column counted as the list counts them (from 0, or from 1), saying which way rows go.
/// One numbering at a time: two side by side ("d5, row 3") read as two rows.
pub(crate) fn square_text(q: Queen, n: usize, notation: Notation) -> String {
    // Indices, not amounts: written without separators.
    let at = |from: usize| {
        messages::square_at_row_col((q.col + from).to_string(), from, (q.row + from).to_string())
    };
    match notation {
        Notation::Squares => q.notation(n),
        Notation::FromZero | Notation::Pairs => at(0),
        Notation::FromOne => at(1),
    }
}

/// [`square_text`] where room is short (the fixed queens' list): the same numbers, without
/// saying where they start, which the list's notation says.
pub(crate) fn square_short(q: Queen, n: usize, notation: Notation) -> String {
    let at = |from: usize| {
        messages::square_at_row_col_short((q.col + from).to_string(), (q.row + from).to_string())
    };
    match notation {
        Notation::Squares => q.notation(n),
        Notation::FromZero | Notation::Pairs => at(0),
        Notation::FromOne => at(1),
    }
}

/// The notation's name in the choice.
pub(crate) fn name(notation: Notation) -> String {
    match notation {
        Notation::FromZero => messages::notation_from_zero(),
        Notation::FromOne => messages::notation_from_one(),
        Notation::Squares => messages::notation_squares(),
        Notation::Pairs => messages::notation_pairs(),
    }
}

/// The choice's tooltip, per notation.
pub(crate) fn explained(notation: Notation) -> String {
    match notation {
        Notation::FromZero => messages::notation_from_zero_explained(),
        Notation::FromOne => messages::notation_from_one_explained(),
        Notation::Squares => messages::notation_squares_explained(),
        Notation::Pairs => messages::notation_pairs_explained(),
    }
}

/// The line above the list: how to read its rows.
pub(crate) fn how_to_read(notation: Notation, cut_at: Option<usize>) -> String {
    let base = match notation {
        Notation::FromZero => messages::read_from_zero(),
        Notation::FromOne => messages::read_from_one(),
        Notation::Squares => messages::read_squares(),
        Notation::Pairs => messages::read_pairs(),
    };
    match cut_at {
        Some(cols) => messages::read_cut(cols, base),
        None => base,
    }
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
    fn a_placement_reads_in_each_notation_with_its_empty_rows_marked() {
        let queens = [Queen::new(2, 1), Queen::new(0, 0)];
        assert_eq!(placement_text(Notation::Squares, 3, &queens), "a3 b1");
        assert_eq!(placement_text(Notation::FromZero, 3, &queens), "0 - 1");
        assert_eq!(placement_text(Notation::FromOne, 3, &queens), "1 - 2");
        assert_eq!(placement_text(Notation::Pairs, 3, &queens), "(0, 0) - (2, 1)");
    }
}
