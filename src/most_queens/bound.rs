//! What a node's undecided rows still allow: the bound that prunes it, and the line to
//! decide next. Bit `c` of a row mask is column `c`, as in the kernel.

/// The row or column a node decides next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Line {
    /// The row takes a queen on one of its free squares, or stays empty.
    Row(usize),
    /// A live row takes a queen in the column, or the column stays empty.
    Col(usize),
}

pub(super) struct Look {
    /// Undecided rows with a free square; the others can only stay empty.
    pub live: u64,
    /// The live row with the fewest free squares.
    pub row: usize,
    /// The row, or column, with the fewest free squares: deciding it first keeps the tree
    /// narrow, and a column that few rows reach is where a row-only search goes blind.
    pub line: Line,
    /// At most this many more queens fit: each needs its own live row, and its own free
    /// column and diagonals that some live row still reaches.
    pub more: usize,
}

/// Looks at the undecided rows `open` of a node whose rows have the free columns `avail`.
pub(super) fn look(avail: &[u64], open: u64) -> Look {
    let (mut live, mut up, mut down) = (0u64, 0u128, 0u128);
    // Columns that at least one, two, three or four live rows reach (bit-sliced counts).
    let (mut one, mut two, mut three, mut four) = (0u64, 0u64, 0u64, 0u64);
    let (mut row, mut fewest) = (0, u32::MAX);
    let mut rows = open;
    while rows != 0 {
        let r = rows.trailing_zeros() as usize;
        rows &= rows - 1;
        let a = avail[r];
        if a == 0 {
            continue;
        }
        live |= 1 << r;
        four |= three & a;
        three |= two & a;
        two |= one & a;
        one |= a;
        // Square (r, c) lies on diagonal r + c one way and on 63 + c - r the other.
        up |= u128::from(a) << r;
        down |= u128::from(a) << 63 >> r;
        let k = a.count_ones();
        if k < fewest {
            (row, fewest) = (r, k);
        }
    }
    // A column beats the fewest row only when it has fewer choices: on a tie the row's
    // empty branch is cheaper (it changes no other row).
    let line = [(one & !two, 1), (two & !three, 2), (three & !four, 3)]
        .into_iter()
        .find(|&(cols, k)| cols != 0 && k < fewest)
        .map_or(Line::Row(row), |(cols, _)| Line::Col(cols.trailing_zeros() as usize));
    let more = live.count_ones().min(one.count_ones()).min(up.count_ones()).min(down.count_ones());
    Look { live, row, line, more: more as usize }
}

/// Whether a node with `placed` queens may hold a placement of more than `beat` queens,
/// none holding more than `cap`. The cheap bound first; the matching only if it passes.
#[inline]
pub(super) fn promising(avail: &[u64], placed: usize, look: &Look, cap: usize, beat: usize) -> bool {
    (placed + look.more).min(cap) > beat && placed + look.more.min(matching(avail, look.live)) > beat
}

/// The size of a largest matching of the `live` rows to columns over their free squares:
/// a bound that also sees, say, two columns that only one row still reaches. Kuhn's
/// augmenting paths, trying a free column first.
pub(super) fn matching(avail: &[u64], live: u64) -> usize {
    // The row each matched column is matched to, and the columns not matched yet.
    let mut row_of = [0u8; 64];
    let mut free = u64::MAX;
    let mut size = 0;
    let mut rows = live;
    while rows != 0 {
        let row = rows.trailing_zeros() as usize;
        rows &= rows - 1;
        size += usize::from(augment(row, avail, &mut row_of, &mut free, &mut 0));
    }
    size
}

/// Finds room for `row`, moving matched rows along an alternating path. `seen`: the columns
/// this search has already tried.
fn augment(row: usize, avail: &[u64], row_of: &mut [u8; 64], free: &mut u64, seen: &mut u64) -> bool {
    let direct = avail[row] & *free;
    if direct != 0 {
        let c = direct.trailing_zeros() as usize;
        *free &= !(1 << c);
        row_of[c] = row as u8;
        return true;
    }
    let mut taken = avail[row] & !*seen;
    *seen |= taken;
    while taken != 0 {
        let c = taken.trailing_zeros() as usize;
        taken &= taken - 1;
        if augment(usize::from(row_of[c]), avail, row_of, free, seen) {
            row_of[c] = row as u8;
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matching_sees_two_columns_that_one_row_reaches() {
        // Rows 0 and 1 reach only column 0; row 2 reaches columns 0 to 2.
        let avail = [0b001, 0b001, 0b111];
        assert_eq!(matching(&avail, 0b111), 2);
        assert_eq!(look(&avail, 0b111).more, 3);
        // Row 1 reaches only column 0, which row 0 took first: row 0 moves to column 1.
        let avail = [0b011, 0b001, 0b110];
        assert_eq!(matching(&avail, 0b111), 3);
    }

    #[test]
    fn a_column_with_fewer_choices_than_every_row_is_decided_first() {
        // Columns 0 and 3 are reached by one row each; every row has two free squares.
        let avail = [0b0011, 0b0110, 0b1100];
        assert_eq!(look(&avail, 0b111).line, Line::Col(0));
        let avail = [0b0001, 0b0110, 0b1100];
        assert_eq!(look(&avail, 0b111).line, Line::Row(0));
    }
}
