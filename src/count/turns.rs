//! The solutions a quarter turn or a half turn leaves unchanged, found directly: their
//! queens come in whole orbits of the turn, so placing one queen places its orbit.

use super::Counts;
use crate::board::Queen;

/// Counts the solutions of the n × n board holding the `fixed` queens that a quarter
/// turn, and that a half turn, leave unchanged (`rot90`, `rot180`), and the sum of
/// `shares(columns)` over them (a column per row), the quarter turn's twice, in
/// `unique_shares`. Other fields are zero.
pub fn count(
    n: usize,
    fixed: &[Queen],
    should_stop: &dyn Fn() -> bool,
    shares: impl Fn(&[u8]) -> u64,
) -> Counts {
    let half = Turn { n, quarter: false };
    let quarter = Turn { n, quarter: true };
    let walk = |turn: &Turn| turn.start(fixed).map_or((0, 0), |board| turn.walk(board, should_stop, &shares));
    let ((rot180, half_shares), (rot90, quarter_shares)) = (walk(&half), walk(&quarter));
    Counts { rot180, rot90, unique_shares: half_shares + 2 * quarter_shares, ..Counts::default() }
}

#[derive(Clone, Copy)]
struct Bitboard {
    rows: u64,
    columns: u64,
    /// Diagonals `r + c` and `r + n - 1 - c`.
    d1: u64,
    d2: u64,
    /// The column of each row's queen.
    at: [u8; 64],
}

impl Default for Bitboard {
    fn default() -> Self {
        Bitboard { rows: 0, columns: 0, d1: 0, d2: 0, at: [0; 64] }
    }
}

struct Turn {
    n: usize,
    /// A quarter turn; otherwise a half turn.
    quarter: bool,
}

impl Turn {
    /// The squares the turn moves (r, c) through, (r, c) first; the centre alone.
    fn orbit(&self, r: usize, c: usize) -> impl Iterator<Item = (usize, usize)> {
        let n = self.n;
        let all = if self.quarter {
            [(r, c), (c, n - 1 - r), (n - 1 - r, n - 1 - c), (n - 1 - c, r)]
        } else {
            [(r, c), (n - 1 - r, n - 1 - c), (r, c), (n - 1 - r, n - 1 - c)]
        };
        let centre = 2 * r + 1 == n && 2 * c + 1 == n;
        let distinct = if centre {
            1
        } else if self.quarter {
            4
        } else {
            2
        };
        all.into_iter().take(distinct)
    }

    /// The board holding the fixed queens and, as a solution the turn leaves unchanged
    /// must, their images; `None` if those clash.
    fn start(&self, fixed: &[Queen]) -> Option<Bitboard> {
        let mut squares: Vec<(usize, usize)> = fixed.iter().flat_map(|q| self.orbit(q.row, q.col)).collect();
        squares.sort_unstable();
        squares.dedup();
        squares.into_iter().try_fold(Bitboard::default(), |board, (r, c)| self.put(board, r, c))
    }

    fn place(&self, board: Bitboard, r: usize, c: usize) -> Option<Bitboard> {
        self.orbit(r, c).try_fold(board, |board, (row, column)| self.put(board, row, column))
    }

    /// One queen, if nothing attacks its square.
    fn put(&self, mut board: Bitboard, row: usize, column: usize) -> Option<Bitboard> {
        let (a, b) = (row + column, row + self.n - 1 - column);
        let taken =
            board.rows >> row & 1 | board.columns >> column & 1 | board.d1 >> a & 1 | board.d2 >> b & 1;
        if taken != 0 {
            return None;
        }
        board.rows |= 1 << row;
        board.columns |= 1 << column;
        board.d1 |= 1 << a;
        board.d2 |= 1 << b;
        board.at[row] = column as u8;
        Some(board)
    }

    /// Fills the lowest empty row with each queen that can stand there, orbit and all.
    /// Returns the solutions found and the sum of their shares.
    fn walk(
        &self,
        board: Bitboard,
        should_stop: &dyn Fn() -> bool,
        shares: &dyn Fn(&[u8]) -> u64,
    ) -> (u64, u64) {
        let row = board.rows.trailing_ones() as usize;
        if row >= self.n {
            return (1, shares(&board.at[..self.n]));
        }
        // Jobs near the root are big enough to be worth a look at the stop flag.
        if row < 2 && should_stop() {
            return (0, 0);
        }
        let mut free = self.free_columns(&board, row);
        let mut found = (0, 0);
        while free != 0 {
            let c = free.trailing_zeros() as usize;
            free &= free - 1;
            if let Some(next) = self.place(board, row, c) {
                let (solutions, sum) = self.walk(next, should_stop, shares);
                found = (found.0 + solutions, found.1 + sum);
            }
        }
        found
    }

    /// The columns of `row` no queen on `board` attacks, a bit each: only these can start an
    /// orbit there. Taken from the board's masks at once, it spares trying every square
    /// (which made this walk a part's slowest job in the page: 167 ms of 673 at n = 18).
    fn free_columns(&self, board: &Bitboard, row: usize) -> u64 {
        let n = self.n;
        let all = u64::MAX >> (64 - n);
        // Diagonal `row + c` is bit c of `d1 >> row`; `row + n - 1 - c` is bit n - 1 - c of
        // `d2 >> row`, which reversing the low n bits brings to bit c.
        let d1 = board.d1 >> row;
        let d2 = ((board.d2 >> row) & all).reverse_bits() >> (64 - n);
        !(board.columns | d1 | d2) & all
    }
}
