//! A complete board for local search: a queen in every row, columns free to repeat, with
//! the queens on each column and diagonal counted so that the cost h (pairs of queens that
//! attack each other) and the cost of any move are known at once.

use crate::board::Problem;
use crate::rng::Rng;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LocalBoard {
    n: usize,
    cols: Vec<u32>,
    /// The rows without a fixed queen: the only ones a move may touch.
    free: Vec<u32>,
    is_free: Vec<bool>,
    /// Each column, "\" diagonal (row − col + n − 1) and "/" diagonal (row + col).
    column: Vec<Line>,
    down: Vec<Line>,
    up: Vec<Line>,
    h: u64,
    /// The free rows whose queen is attacked, so that min-conflicts draws one in O(log n)
    /// rather than looking at every row: a function of the queens' squares, like all the
    /// rest, so a board put back square by square is the same value.
    attacked: Attacked,
}

/// The queens on a line: how many, and the exclusive or of their rows, which is the row of
/// the queen when one is left (how a move finds the queen it stops or starts attacking).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
struct Line {
    count: u32,
    rows: u32,
}

impl LocalBoard {
    /// Bytes one run of a local search takes a row, at most: the board's columns, free
    /// list and lines (4 + 4 + 1 + 5 × 8), the attacked rows (1 + 4), the starting
    /// placement's scratch (1 + 4) and the run's answer (4), with a margin. Measured: 63 a
    /// row at n = 10^6 (peak resident size of `local 1000000 --max-steps 10`, less a small
    /// board's).
    pub const BYTES_PER_ROW: u128 = 80;

    /// The fixed queens on their squares and every free queen in a uniformly random column.
    pub(crate) fn random(problem: &Problem, rng: &mut Rng) -> LocalBoard {
        let mut board = LocalBoard::fixed_only(problem);
        for i in 0..board.free.len() {
            let row = board.free[i] as usize;
            board.put(row, rng.below(board.n) as u32);
        }
        board
    }

    /// The fixed queens alone; free rows get a queen as [`LocalBoard::place`] adds them.
    pub(crate) fn fixed_only(problem: &Problem) -> LocalBoard {
        let n = problem.n();
        let mut is_free = vec![true; n];
        for q in problem.fixed() {
            is_free[q.row] = false;
        }
        let mut board = LocalBoard {
            n,
            cols: vec![u32::MAX; n],
            free: (0..n as u32).filter(|&r| is_free[r as usize]).collect(),
            is_free,
            column: vec![Line::default(); n],
            down: vec![Line::default(); 2 * n],
            up: vec![Line::default(); 2 * n],
            h: 0,
            attacked: Attacked::new(n),
        };
        for q in problem.fixed() {
            board.put(q.row, q.col as u32);
        }
        board
    }

    /// A board with the given columns (the fixed queens' included).
    pub fn from_cols(problem: &Problem, cols: &[u32]) -> LocalBoard {
        let mut board = LocalBoard::fixed_only(problem);
        for &row in &board.free.clone() {
            board.put(row as usize, cols[row as usize]);
        }
        board
    }

    /// Free queens under attack.
    pub fn attacked_count(&self) -> usize {
        self.attacked.len()
    }

    /// The `k`-th free row (top to bottom) whose queen is under attack, `k` below
    /// [`LocalBoard::attacked_count`].
    pub fn attacked_row(&self, k: usize) -> usize {
        self.attacked.nth(k)
    }

    pub fn n(&self) -> usize {
        self.n
    }

    /// Columns by row.
    pub fn cols(&self) -> &[u32] {
        &self.cols
    }

    /// The rows a move may touch, top to bottom.
    pub fn free_rows(&self) -> &[u32] {
        &self.free
    }

    /// Pairs of queens attacking each other.
    pub fn h(&self) -> u64 {
        self.h
    }

    /// The queens that attack the queen of `row`.
    pub fn conflicts(&self, row: usize) -> u64 {
        self.attackers(row, self.cols[row] as usize) - 3
    }

    /// The cost after the queen of `row` moved to `col` (the cost now if it is there).
    pub fn h_if(&self, row: usize, col: usize) -> u64 {
        if self.cols[row] as usize == col {
            return self.h;
        }
        // Another square of the row shares none of the lines of its queen's square.
        self.h - self.conflicts(row) + self.attackers(row, col)
    }

    /// Moves the queen of `row` to `col`.
    pub fn set(&mut self, row: usize, col: u32) {
        self.take(row);
        self.put(row, col);
    }

    /// Queens on the column and diagonals of a square, any queen of the square's row included.
    fn attackers(&self, row: usize, col: usize) -> u64 {
        u64::from(self.column[col].count + self.down[self.down_of(row, col)].count + self.up[row + col].count)
    }

    fn down_of(&self, row: usize, col: usize) -> usize {
        row + self.n - 1 - col
    }

    /// Puts the queen of a row without one (the greedy start builds its board this way).
    pub(crate) fn place(&mut self, row: usize, col: u32) {
        debug_assert_eq!(self.cols[row], u32::MAX, "row {row} already holds a queen");
        self.put(row, col);
    }

    /// Queens on the column and diagonals of a square of a row without a queen.
    pub(crate) fn attackers_of(&self, row: usize, col: usize) -> u64 {
        self.attackers(row, col)
    }

    fn put(&mut self, row: usize, col: u32) {
        let c = col as usize;
        self.h += self.attackers(row, c);
        self.cols[row] = col;
        let d = self.down_of(row, c);
        let mut alone = [u32::MAX; 3];
        for (line, was_alone) in
            [&mut self.column[c], &mut self.down[d], &mut self.up[row + c]].into_iter().zip(&mut alone)
        {
            if line.count == 1 {
                *was_alone = line.rows; // attacked now
            }
            line.count += 1;
            line.rows ^= row as u32;
        }
        for other in alone.into_iter().filter(|&r| r != u32::MAX).chain([row as u32]) {
            self.refresh(other as usize);
        }
    }

    fn take(&mut self, row: usize) {
        let c = self.cols[row] as usize;
        let d = self.down_of(row, c);
        let mut alone = [u32::MAX; 3];
        for (line, left_alone) in
            [&mut self.column[c], &mut self.down[d], &mut self.up[row + c]].into_iter().zip(&mut alone)
        {
            line.count -= 1;
            line.rows ^= row as u32;
            if line.count == 1 {
                *left_alone = line.rows; // maybe no longer attacked
            }
        }
        self.h -= self.attackers(row, c);
        self.cols[row] = u32::MAX;
        self.attacked.set(row, false);
        for other in alone.into_iter().filter(|&r| r != u32::MAX) {
            self.refresh(other as usize);
        }
    }

    /// Whether the queen of `row` (a free one) is under attack, kept in `attacked`.
    fn refresh(&mut self, row: usize) {
        let attacked = self.is_free[row] && self.conflicts(row) > 0;
        self.attacked.set(row, attacked);
    }
}

/// A set of rows that can give its k-th smallest member in O(log n): a Fenwick tree of
/// 0/1 flags.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Attacked {
    flags: Vec<bool>,
    /// tree[i] (1-based) sums the flags of rows (i − lowbit(i), i].
    tree: Vec<u32>,
    len: usize,
}

impl Attacked {
    fn new(n: usize) -> Self {
        Attacked { flags: vec![false; n], tree: vec![0; n + 1], len: 0 }
    }

    fn len(&self) -> usize {
        self.len
    }

    fn set(&mut self, row: usize, on: bool) {
        if self.flags[row] == on {
            return;
        }
        self.flags[row] = on;
        let mut i = row + 1;
        while i < self.tree.len() {
            if on {
                self.tree[i] += 1;
            } else {
                self.tree[i] -= 1;
            }
            i += i & i.wrapping_neg();
        }
        if on {
            self.len += 1;
        } else {
            self.len -= 1;
        }
    }

    /// The member with `k` members before it.
    fn nth(&self, mut k: usize) -> usize {
        let mut at = 0;
        let mut step = (self.tree.len() - 1).next_power_of_two();
        while step > 0 {
            let next = at + step;
            if next < self.tree.len() && (self.tree[next] as usize) <= k {
                k -= self.tree[next] as usize;
                at = next;
            }
            step /= 2;
        }
        at // the 1-based position at + 1, as a 0-based row
    }
}

/// Pairs of queens attacking each other on a complete board (columns by row), for boards
/// that are not kept as a [`LocalBoard`] (the genetic algorithm's population).
pub fn cost(cols: &[u32], scratch: &mut Vec<u32>) -> u64 {
    let n = cols.len();
    scratch.clear();
    scratch.resize(5 * n, 0);
    let (column, diagonals) = scratch.split_at_mut(n);
    let (down, up) = diagonals.split_at_mut(2 * n);
    let mut h = 0;
    for (row, &col) in cols.iter().enumerate() {
        let c = col as usize;
        for line in [&mut column[c], &mut down[row + n - 1 - c], &mut up[row + c]] {
            h += u64::from(*line);
            *line += 1;
        }
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Queen;

    /// Whether the queen of `row` is attacked, by looking at every other queen.
    fn attacked_plain(cols: &[u32], row: usize) -> bool {
        (0..cols.len()).any(|r| {
            r != row && (cols[r] == cols[row] || cols[r].abs_diff(cols[row]) as usize == r.abs_diff(row))
        })
    }

    #[test]
    fn the_attacked_rows_follow_every_move() {
        let problem = Problem::new(9, vec![Queen::new(2, 4), Queen::new(6, 1)]).unwrap();
        let mut rng = Rng::new(3);
        let mut board = LocalBoard::random(&problem, &mut rng);
        for _ in 0..2_000 {
            let row = board.free_rows()[rng.below(board.free_rows().len())] as usize;
            board.set(row, rng.below(9) as u32);
            let cols = board.cols().to_vec();
            let plain: Vec<usize> =
                board.free_rows().iter().map(|&r| r as usize).filter(|&r| attacked_plain(&cols, r)).collect();
            let listed: Vec<usize> = (0..board.attacked_count()).map(|k| board.attacked_row(k)).collect();
            assert_eq!(listed, plain, "{cols:?}");
            assert_eq!(board.h(), cost(&cols, &mut Vec::new()));
        }
    }
}
