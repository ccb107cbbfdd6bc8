//! Repair search for wide boards: the free rows take the free columns (a permutation), so
//! only diagonals can conflict. Fixed queens never move. Fast on the wide boards where
//! exact search would drown, but it cannot prove that no solution exists.
//!
//! It starts with a greedy placement in the manner of Sosič and Gu: the free rows, top to
//! bottom, each take one of a few random free columns whose two diagonals nothing occupies
//! yet (fixed queens included). When a row finds no such column, an augmenting chain makes
//! room: the row takes a column of an earlier free row whose diagonals it may use (read in
//! order from a random column, so the diagonal counts are read in order too), and that row
//! looks in turn, until one finds a free column. With many fixed queens the chains are what
//! matters: with every third row of the construction fixed, the fixed queens block a third
//! of the diagonals near the main one in a pattern by residue, and random tries alone left
//! some 47,000 queens attacked for the swaps to untangle (113 s); the chains leave none.
//!
//! Whatever the greedy could not place free of attack is then repaired by swaps: a work list
//! holds every attacked free queen (each diagonal keeps the XOR of its queens' rows, so the
//! one queen a newcomer attacks is found at once), and an attacked queen trades columns with
//! random partners until a trade lowers the attacks. Both phases have bounded effort: a
//! start that does not finish in it ends as [`Repaired::Stuck`].

use crate::board::Problem;
use crate::rng::Rng;
use std::time::Duration;
use web_time::Instant;

/// Random pool columns a row tries before it starts a chain.
const POOL_TRIES: usize = 32;
/// Rows an augmenting chain may move before the last of them is placed under attack.
const CHAIN: usize = 64;

/// One diagonal: how many queens are on it, and the XOR of their rows.
#[derive(Clone, Copy, Default)]
struct Line {
    queens: u32,
    rows: u32,
}

/// The queens of a repair in progress and the diagonals they occupy. Columns are `u32`
/// and each diagonal is 8 bytes: at n = 10⁶ the whole board is some 28 MB.
struct RepairBoard {
    n: usize,
    /// Column by row, `NONE` for a row without its queen.
    cols: Vec<u32>,
    /// Row by column, `NONE` for a column no queen holds.
    rows: Vec<u32>,
    free: Vec<bool>,
    /// "\" diagonals (row − col + n − 1) and "/" diagonals (row + col).
    down: Vec<Line>,
    up: Vec<Line>,
}

const NONE: u32 = u32::MAX;

impl RepairBoard {
    fn down(&self, row: usize, col: usize) -> usize {
        row + self.n - 1 - col
    }

    fn place(&mut self, row: usize, col: usize) {
        self.cols[row] = col as u32;
        self.rows[col] = row as u32;
        let d = self.down(row, col);
        for line in [&mut self.down[d], &mut self.up[row + col]] {
            line.queens += 1;
            line.rows ^= row as u32;
        }
    }

    fn lift(&mut self, row: usize) -> usize {
        let col = self.cols[row] as usize;
        self.cols[row] = NONE;
        self.rows[col] = NONE;
        let d = self.down(row, col);
        for line in [&mut self.down[d], &mut self.up[row + col]] {
            line.queens -= 1;
            line.rows ^= row as u32;
        }
        col
    }

    /// Queens on the diagonals of (`row`, `col`), counting a queen there itself twice.
    fn attackers(&self, row: usize, col: usize) -> u32 {
        self.down[self.down(row, col)].queens + self.up[row + col].queens
    }

    /// Whether a queen at (`row`, `col`) would be attacked by none (the row's own queen, if
    /// it has one elsewhere, is never on those diagonals).
    fn open(&self, row: usize, col: usize) -> bool {
        self.attackers(row, col) == 0
    }

    /// Whether the queen of `row` is attacked (it counts itself once on each diagonal).
    fn attacked(&self, row: usize) -> bool {
        self.attackers(row, self.cols[row] as usize) > 2
    }

    /// The queens of rows `a` and `b` trade columns.
    fn swap(&mut self, a: usize, b: usize) {
        let (ca, cb) = (self.lift(a), self.lift(b));
        self.place(a, cb);
        self.place(b, ca);
    }

    /// Swaps the columns of rows `a` and `b` if that lowers the number of attacking pairs.
    fn try_swap(&mut self, a: usize, b: usize) -> bool {
        // A queen counts itself once on each of its two diagonals.
        let mut change = -(i64::from(self.attackers(a, self.cols[a] as usize)) - 2);
        let ca = self.lift(a);
        change -= i64::from(self.attackers(b, self.cols[b] as usize)) - 2;
        let cb = self.lift(b);
        change += i64::from(self.attackers(a, cb));
        self.place(a, cb);
        change += i64::from(self.attackers(b, ca));
        self.place(b, ca);
        if change < 0 {
            return true;
        }
        self.swap(a, b);
        false
    }

    /// A column from `start` on (wrapping), at most `len` of them, held by another free
    /// row, where `row` would be attacked by none. Read in order: the diagonal counts of
    /// neighbouring columns are neighbours in memory.
    /// Counts the columns read in `reads`.
    fn open_held_column(&self, row: usize, start: usize, len: usize, reads: &mut u64) -> Option<usize> {
        let (before, after) = (start..self.n, 0..start);
        let found = before.chain(after).take(len).position(|c| {
            let holder = self.rows[c];
            holder != NONE && self.free[holder as usize] && self.open(row, c)
        });
        *reads += found.map_or(len, |i| i + 1) as u64;
        found.map(|i| (start + i) % self.n)
    }
}

/// The columns no queen holds yet, in no order: drawn at random, each leaves in constant
/// time (the last takes its place).
struct Pool {
    cols: Vec<u32>,
}

impl Pool {
    /// The column at `i`, out of the pool.
    fn take(&mut self, i: usize) -> usize {
        self.cols.swap_remove(i) as usize
    }

    /// Where in the pool is a column where `row` would be attacked by none, among a few
    /// random ones (or all of them, when few are left).
    fn open_for(
        &self,
        board: &RepairBoard,
        row: usize,
        rng: &mut Rng,
        counts: &mut RepairCounts,
    ) -> Option<usize> {
        let left = self.cols.len();
        (0..POOL_TRIES.min(left))
            .map(|i| if left <= POOL_TRIES { i } else { rng.below(left) })
            .inspect(|_| counts.reads += 1)
            .find(|&i| board.open(row, self.cols[i] as usize))
    }
}

/// What one repair did, for the benchmark's account of where the time goes.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RepairCounts {
    /// Time from the start to the end of the greedy placement (allocation included).
    pub greedy: Duration,
    /// Squares looked at while placing (pool tries and chains' reads in order).
    pub reads: u64,
    /// Augmenting chains started, and rows they moved.
    pub chains: u64,
    pub chain_moves: u64,
    /// Free queens attacked when the greedy placement ended.
    pub attacked_after_greedy: u64,
    /// Swaps tried and made by the repair that follows.
    pub swaps_tried: u64,
    pub swaps_made: u64,
}

/// How one start of the repair ended.
pub(crate) enum Repaired {
    Found(Vec<u32>),
    /// Its effort ran out: another start (seed) may do better, or there is no solution.
    Stuck,
    Stopped,
}

/// Looks for one solution keeping every fixed queen, polling `should_stop` as it goes.
/// Effort is bounded by a multiple of n; `counts` says what was done.
pub(crate) fn repair(
    problem: &Problem,
    seed: u64,
    counts: &mut RepairCounts,
    should_stop: &dyn Fn() -> bool,
) -> Repaired {
    let started = Instant::now();
    let n = problem.n();
    let mut rng = Rng::new(seed);
    let mut board = RepairBoard {
        n,
        cols: vec![NONE; n],
        rows: vec![NONE; n],
        free: vec![false; n],
        down: vec![Line::default(); 2 * n],
        up: vec![Line::default(); 2 * n],
    };
    for q in problem.fixed() {
        board.place(q.row, q.col);
    }
    let free_rows: Vec<u32> = (0..n as u32).filter(|&r| board.cols[r as usize] == NONE).collect();
    free_rows.iter().for_each(|&r| board.free[r as usize] = true);
    let mut pool = Pool { cols: (0..n as u32).filter(|&c| board.rows[c as usize] == NONE).collect() };
    // Chains scan whole boards in the worst case; past this many columns read, a row that
    // finds nothing free is placed under attack and left to the swaps.
    let mut chain_budget = 64 * n as u64 + (1 << 16);
    let mut under_attack = false;
    for (i, &row) in free_rows.iter().enumerate() {
        if i % 4096 == 0 && should_stop() {
            return Repaired::Stopped;
        }
        let mut row = row as usize;
        let mut col = pool.open_for(&board, row, &mut rng, counts);
        if col.is_none() && chain_budget > 0 {
            counts.chains += 1;
            for _ in 0..CHAIN {
                let before = counts.reads;
                let held = board.open_held_column(row, rng.below(n), n, &mut counts.reads);
                chain_budget = chain_budget.saturating_sub(counts.reads - before);
                let Some(held) = held else { break };
                counts.chain_moves += 1;
                let holder = board.rows[held] as usize;
                board.lift(holder);
                board.place(row, held);
                row = holder;
                col = pool.open_for(&board, row, &mut rng, counts);
                if col.is_some() {
                    break;
                }
            }
        }
        under_attack |= col.is_none();
        let at = col.unwrap_or_else(|| rng.below(pool.cols.len()));
        let col = pool.take(at);
        board.place(row, col);
    }
    counts.greedy = started.elapsed();
    if !under_attack {
        // Every queen went where none attacked it, and lifting one attacks nobody; fixed
        // queens never attack each other. A pass to check would cost two cache misses a row.
        return Repaired::Found(board.cols);
    }
    let mut work = Work { rows: Vec::new(), listed: vec![false; n] };
    free_rows.iter().filter(|&&r| board.attacked(r as usize)).for_each(|&r| work.push(&board, r as usize));
    counts.attacked_after_greedy = work.rows.len() as u64;
    if work.rows.is_empty() {
        // No free queen is attacked; a fixed one can only be attacked by a free one.
        return Repaired::Found(board.cols);
    }
    if free_rows.len() < 2 {
        return Repaired::Stuck; // nothing to trade
    }
    swap_repair(&mut board, &free_rows, &mut work, &mut rng, counts, should_stop)
}

/// The free queens under attack, each listed once.
struct Work {
    rows: Vec<u32>,
    listed: Vec<bool>,
}

impl Work {
    fn push(&mut self, board: &RepairBoard, row: usize) {
        if board.free[row] && !self.listed[row] {
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
            self.push(board, row);
        }
        let col = board.cols[row] as usize;
        for line in [board.down[board.down(row, col)], board.up[row + col]] {
            if line.queens == 2 {
                self.push(board, (line.rows ^ row as u32) as usize);
            }
        }
    }
}

/// Swaps until no free queen is attacked, or the effort runs out.
fn swap_repair(
    board: &mut RepairBoard,
    free_rows: &[u32],
    work: &mut Work,
    rng: &mut Rng,
    counts: &mut RepairCounts,
    should_stop: &dyn Fn() -> bool,
) -> Repaired {
    let budget = counts.swaps_tried + 256 * board.n as u64 + (1 << 16);
    let pick = |rng: &mut Rng| free_rows[rng.below(free_rows.len())] as usize;
    loop {
        // An attacked queen trades columns with random partners until one trade lowers the
        // attacks; if none does, it trades with one anyway to leave the minimum.
        while let Some(a) = work.pop() {
            if !board.attacked(a) {
                continue;
            }
            let mut partner = None;
            for _ in 0..board.n.min(4096) {
                counts.swaps_tried += 1;
                if counts.swaps_tried.is_multiple_of(1 << 14) && should_stop() {
                    return Repaired::Stopped;
                }
                if counts.swaps_tried > budget {
                    return Repaired::Stuck;
                }
                let b = pick(rng);
                if a != b && board.try_swap(a, b) {
                    partner = Some(b);
                    break;
                }
            }
            let b = partner.unwrap_or_else(|| {
                // Any other free row: there are at least two.
                let b = std::iter::repeat_with(|| pick(rng)).find(|&b| b != a).expect("endless");
                board.swap(a, b);
                b
            });
            counts.swaps_made += 1;
            work.moved(board, a);
            work.moved(board, b);
        }
        // The list keeps itself up to date; this scan only confirms an empty list.
        free_rows.iter().filter(|&&r| board.attacked(r as usize)).for_each(|&r| work.push(board, r as usize));
        if work.rows.is_empty() {
            return Repaired::Found(std::mem::take(&mut board.cols));
        }
    }
}

#[cfg(test)]
#[path = "repair_tests.rs"]
mod tests;
