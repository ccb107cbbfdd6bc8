//! Repair search for wide boards: start from a permutation that keeps the fixed queens and
//! places most others free of conflict, then swap the columns of two free rows whenever
//! that lowers the number of attacking pairs. Fixed queens never move. Fast on the wide
//! boards where exact search would drown, but it cannot prove that no solution exists.

use crate::board::Problem;
use crate::rng::Rng;

struct RepairBoard {
    n: usize,
    cols: Vec<u32>,
    /// Queens on each "\" diagonal (row − col + n − 1) and "/" diagonal (row + col).
    down: Vec<u32>,
    up: Vec<u32>,
}

impl RepairBoard {
    fn down(&self, row: usize, col: usize) -> usize {
        row + self.n - 1 - col
    }

    fn add(&mut self, row: usize, col: usize) {
        let d = self.down(row, col);
        self.down[d] += 1;
        self.up[row + col] += 1;
    }

    fn remove(&mut self, row: usize, col: usize) {
        let d = self.down(row, col);
        self.down[d] -= 1;
        self.up[row + col] -= 1;
    }

    /// Other queens on the diagonals of (`row`, `col`), where a queen of row `row` is not.
    fn attackers(&self, row: usize, col: usize) -> u32 {
        self.down[self.down(row, col)] + self.up[row + col]
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
    let mut board = RepairBoard { n, cols: vec![u32::MAX; n], down: vec![0; 2 * n], up: vec![0; 2 * n] };
    let mut col_taken = vec![false; n];
    for q in problem.fixed() {
        board.cols[q.row] = q.col as u32;
        col_taken[q.col] = true;
        board.add(q.row, q.col);
    }
    let free_rows: Vec<usize> = (0..n).filter(|&r| board.cols[r] == u32::MAX).collect();
    if free_rows.is_empty() {
        return (board.down.iter().chain(&board.up).all(|&c| c <= 1)).then_some(board.cols);
    }
    let mut pool: Vec<u32> = (0..n as u32).filter(|&c| !col_taken[c as usize]).collect();
    // Greedy start: each free row tries a few random columns left in the pool for one no
    // queen attacks; the last rows, where that gets hard, take what is left.
    for i in 0..free_rows.len() {
        let j = i + rng.below(pool.len() - i);
        pool.swap(i, j);
        let row = free_rows[i];
        for _ in 0..if free_rows.len() - i > 64 { 32 } else { 0 } {
            if board.attackers(row, pool[i] as usize) == 0 {
                break;
            }
            let j = i + rng.below(pool.len() - i);
            pool.swap(i, j);
        }
        board.cols[row] = pool[i];
        board.add(row, pool[i] as usize);
    }
    // Repair: pick a free row under attack and a random partner; swap their columns if the
    // number of attacks on the two falls.
    let mut attacked: Vec<usize> = Vec::new();
    loop {
        attacked.clear();
        attacked
            .extend(free_rows.iter().copied().filter(|&r| board.attackers(r, board.cols[r] as usize) > 2));
        if attacked.is_empty() {
            // No free queen is attacked; a fixed one can only be attacked by a free one.
            return Some(board.cols);
        }
        let mut improved = false;
        for &a in &attacked {
            for _ in 0..n.min(4096) {
                *steps += 1;
                if steps.is_multiple_of(1 << 14) && should_stop() {
                    return None;
                }
                let b = free_rows[rng.below(free_rows.len())];
                if a == b {
                    continue;
                }
                if try_swap(&mut board, a, b) {
                    improved = true;
                    break;
                }
            }
        }
        if !improved {
            // Stuck in a local minimum: shake up a few rows and go on.
            for _ in 0..4 {
                let (a, b) = (rng.below(free_rows.len()), rng.below(free_rows.len()));
                let (ra, rb) = (free_rows[a], free_rows[b]);
                swap(&mut board, ra, rb);
            }
        }
    }
}

fn swap(board: &mut RepairBoard, a: usize, b: usize) {
    let (ca, cb) = (board.cols[a] as usize, board.cols[b] as usize);
    board.remove(a, ca);
    board.remove(b, cb);
    board.add(a, cb);
    board.add(b, ca);
    board.cols.swap(a, b);
}

/// Swaps the columns of rows `a` and `b` if that lowers the number of attacking pairs.
fn try_swap(board: &mut RepairBoard, a: usize, b: usize) -> bool {
    let (ca, cb) = (board.cols[a] as usize, board.cols[b] as usize);
    // A queen counts itself once on each of its two diagonals.
    let mut change = -(i64::from(board.attackers(a, ca)) - 2);
    board.remove(a, ca);
    change -= i64::from(board.attackers(b, cb)) - 2;
    board.remove(b, cb);
    change += i64::from(board.attackers(a, cb));
    board.add(a, cb);
    change += i64::from(board.attackers(b, ca));
    board.add(b, ca);
    board.cols.swap(a, b);
    if change < 0 {
        return true;
    }
    swap(board, a, b);
    false
}
