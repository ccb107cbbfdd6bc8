//! Repair search for wide boards: start from a permutation that keeps the fixed queens and
//! places most others free of conflict, then swap the columns of two free rows whenever
//! that lowers the number of attacking pairs. Fixed queens never move. Fast on the wide
//! boards where exact search would drown, but it cannot prove that no solution exists.
//!
//! Only the queens under attack are visited: a work list holds every attacked free queen,
//! kept up to date as swaps attack or free others (each diagonal keeps the XOR of its
//! queens' rows, so the one queen a newcomer attacks is found at once). An earlier version
//! rescanned every free row after each round of swaps: at n = 10⁶ each scan is two million
//! cache misses, and the rounds added up to seconds, many more beside a memory-hungry
//! program (`cargo bench --bench repair`).

use crate::board::Problem;
use crate::rng::Rng;

/// One diagonal: how many queens are on it, and the XOR of their rows.
#[derive(Clone, Copy, Default)]
struct Line {
    queens: u32,
    rows: u32,
}

/// The queens of a repair in progress and the diagonals they occupy.
struct RepairBoard {
    n: usize,
    cols: Vec<u32>,
    /// "\" diagonals (row − col + n − 1) and "/" diagonals (row + col).
    down: Vec<Line>,
    up: Vec<Line>,
}

impl RepairBoard {
    fn down(&self, row: usize, col: usize) -> usize {
        row + self.n - 1 - col
    }

    fn add(&mut self, row: usize, col: usize) {
        let d = self.down(row, col);
        for line in [&mut self.down[d], &mut self.up[row + col]] {
            line.queens += 1;
            line.rows ^= row as u32;
        }
    }

    fn remove(&mut self, row: usize, col: usize) {
        let d = self.down(row, col);
        for line in [&mut self.down[d], &mut self.up[row + col]] {
            line.queens -= 1;
            line.rows ^= row as u32;
        }
    }

    /// Other queens on the diagonals of (`row`, `col`), where a queen of row `row` is not.
    fn attackers(&self, row: usize, col: usize) -> u32 {
        self.down[self.down(row, col)].queens + self.up[row + col].queens
    }

    /// Whether the queen of `row` is attacked (it counts itself once on each diagonal).
    fn attacked(&self, row: usize) -> bool {
        self.attackers(row, self.cols[row] as usize) > 2
    }

    /// The queens of rows `a` and `b` trade columns.
    fn swap(&mut self, a: usize, b: usize) {
        let (ca, cb) = (self.cols[a] as usize, self.cols[b] as usize);
        self.remove(a, ca);
        self.remove(b, cb);
        self.add(a, cb);
        self.add(b, ca);
        self.cols.swap(a, b);
    }

    /// Swaps the columns of rows `a` and `b` if that lowers the number of attacking pairs.
    fn try_swap(&mut self, a: usize, b: usize) -> bool {
        let (ca, cb) = (self.cols[a] as usize, self.cols[b] as usize);
        // A queen counts itself once on each of its two diagonals.
        let mut change = -(i64::from(self.attackers(a, ca)) - 2);
        self.remove(a, ca);
        change -= i64::from(self.attackers(b, cb)) - 2;
        self.remove(b, cb);
        change += i64::from(self.attackers(a, cb));
        self.add(a, cb);
        change += i64::from(self.attackers(b, ca));
        self.add(b, ca);
        self.cols.swap(a, b);
        if change < 0 {
            return true;
        }
        self.swap(a, b);
        false
    }
}

/// The free queens under attack, each listed once.
struct Work {
    rows: Vec<u32>,
    listed: Vec<bool>,
    free: Vec<bool>,
}

impl Work {
    fn push(&mut self, row: usize) {
        if self.free[row] && !self.listed[row] {
            self.listed[row] = true;
            self.rows.push(row as u32);
        }
    }

    fn pop(&mut self) -> Option<usize> {
        let row = self.rows.pop()? as usize;
        self.listed[row] = false;
        Some(row)
    }

    /// After the queen of `row` moved in: itself if attacked, and the queen it attacks on a
    /// diagonal that held one queen before (where more were, they were attacked already).
    fn moved(&mut self, board: &RepairBoard, row: usize) {
        if board.attacked(row) {
            self.push(row);
        }
        let col = board.cols[row] as usize;
        for line in [board.down[board.down(row, col)], board.up[row + col]] {
            if line.queens == 2 {
                self.push((line.rows ^ row as u32) as usize);
            }
        }
    }
}

/// Looks for one solution keeping every fixed queen, polling `should_stop` as it goes.
/// `steps` counts swaps tried.
pub(crate) fn repair(
    problem: &Problem,
    seed: u64,
    steps: &mut u64,
    should_stop: &dyn Fn() -> bool,
) -> Option<Vec<u32>> {
    let n = problem.n();
    let mut rng = Rng::new(seed);
    let mut board = RepairBoard {
        n,
        cols: vec![u32::MAX; n],
        down: vec![Line::default(); 2 * n],
        up: vec![Line::default(); 2 * n],
    };
    let mut col_taken = vec![false; n];
    for q in problem.fixed() {
        board.cols[q.row] = q.col as u32;
        col_taken[q.col] = true;
        board.add(q.row, q.col);
    }
    let free_rows: Vec<usize> = (0..n).filter(|&r| board.cols[r] == u32::MAX).collect();
    let mut pool: Vec<u32> = (0..n as u32).filter(|&c| !col_taken[c as usize]).collect();
    // Greedy start: each free row tries random columns left in the pool for one no queen
    // attacks; the last rows, where that gets hard, take what is left. A try costs two
    // reads and a failed row a thousand repair steps, so late rows get many tries: at
    // n = 10⁶ with every tenth row fixed, 1,024 tries left 117 queens attacked where 32
    // left 1,402.
    for i in 0..free_rows.len() {
        let j = i + rng.below(pool.len() - i);
        pool.swap(i, j);
        let row = free_rows[i];
        for _ in 0..if free_rows.len() - i > 64 { 1024 } else { 0 } {
            if board.attackers(row, pool[i] as usize) == 0 {
                break;
            }
            let j = i + rng.below(pool.len() - i);
            pool.swap(i, j);
        }
        board.cols[row] = pool[i];
        board.add(row, pool[i] as usize);
    }
    if free_rows.len() < 2 {
        // Nothing to trade: the forced placement is a solution, or this start cannot be
        // repaired (the caller runs repair only where exact search gave up, on many rows).
        // Fixed queens never attack each other.
        return (!free_rows.iter().any(|&r| board.attacked(r))).then_some(board.cols);
    }
    let mut free = vec![false; n];
    free_rows.iter().for_each(|&r| free[r] = true);
    let mut work = Work { rows: Vec::new(), listed: vec![false; n], free };
    loop {
        if should_stop() {
            return None;
        }
        // Every attacked free queen; afterwards the list keeps itself up to date, and this
        // scan runs again only to confirm that an empty list means a solution.
        free_rows.iter().filter(|&&r| board.attacked(r)).for_each(|&r| work.push(r));
        if work.rows.is_empty() {
            // No free queen is attacked; a fixed one can only be attacked by a free one.
            return Some(board.cols);
        }
        // Repair: an attacked queen trades columns with random partners until one trade
        // lowers the attacks; if none does, it trades with one anyway to leave the minimum.
        while let Some(a) = work.pop() {
            if !board.attacked(a) {
                continue;
            }
            let mut partner = None;
            for _ in 0..n.min(4096) {
                *steps += 1;
                if steps.is_multiple_of(1 << 14) && should_stop() {
                    return None;
                }
                let b = free_rows[rng.below(free_rows.len())];
                if a != b && board.try_swap(a, b) {
                    partner = Some(b);
                    break;
                }
            }
            let b = match partner {
                Some(b) => b,
                None => {
                    // Any other free row: there are at least two.
                    let b = loop {
                        let b = free_rows[rng.below(free_rows.len())];
                        if b != a {
                            break b;
                        }
                    };
                    board.swap(a, b);
                    b
                }
            };
            work.moved(&board, a);
            work.moved(&board, b);
        }
    }
}
