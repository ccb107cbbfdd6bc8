//! One run of the sampling search: depth first, the most constrained free row next, its
//! least constraining columns first, random among equals, until the tree ends, the node
//! budget runs out, or the caller stops it.

use crate::board::Problem;
use crate::rng::Rng;
use std::cell::Cell;
use std::ops::ControlFlow;

/// How a run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Ended {
    /// The whole tree was searched: every solution was offered.
    Exhausted,
    OverBudget,
    /// The caller's `emit` or `should_stop` ended it.
    Stopped,
}

/// Attack masks of the queens placed so far; boards up to 64 wide.
pub(super) struct Dfs<'a> {
    n: usize,
    full: u64,
    cols: u64,
    /// Bit `row + col` of each queen.
    up: u128,
    /// Bit `col + n - 1 - row` of each queen.
    down: u128,
    /// Rows without a queen come after `depth`; rows before it are placed.
    free: Vec<usize>,
    placed: Vec<u32>,
    rng: Rng,
    nodes: u64,
    /// Nodes already handed to `should_stop`.
    reported: u64,
    /// Shared with the caller, which lifts it (to `u64::MAX`) to make this run the last.
    budget: &'a Cell<u64>,
    /// Called every few thousand nodes with the nodes visited since the last call, so
    /// that progress moves during a long run; true stops the run.
    should_stop: &'a dyn Fn(u64) -> bool,
}

/// What `search` returns when it cannot go on.
type Flow = ControlFlow<Ended>;

impl<'a> Dfs<'a> {
    pub fn new(
        problem: &Problem,
        seed: u64,
        budget: &'a Cell<u64>,
        should_stop: &'a dyn Fn(u64) -> bool,
    ) -> Self {
        let n = problem.n();
        debug_assert!(n <= 64);
        let mut dfs = Dfs {
            n,
            full: if n == 64 { u64::MAX } else { (1 << n) - 1 },
            cols: 0,
            up: 0,
            down: 0,
            free: Vec::with_capacity(n),
            placed: vec![u32::MAX; n],
            rng: Rng::new(seed),
            nodes: 0,
            reported: 0,
            budget,
            should_stop,
        };
        for q in problem.fixed() {
            dfs.place(q.row, q.col as u32);
        }
        dfs.free.extend((0..n).filter(|&r| dfs.placed[r] == u32::MAX));
        dfs
    }

    /// Nodes visited (rows chosen) not yet handed to `should_stop`.
    pub fn unreported_nodes(&self) -> u64 {
        self.nodes - self.reported
    }

    /// Runs the search, handing each solution (columns by row) to `emit`.
    pub fn run(&mut self, emit: &mut dyn FnMut(&[u32]) -> ControlFlow<()>) -> Ended {
        match self.search(0, emit) {
            ControlFlow::Continue(()) => Ended::Exhausted,
            ControlFlow::Break(why) => why,
        }
    }

    fn place(&mut self, row: usize, col: u32) {
        self.placed[row] = col;
        self.cols |= 1 << col;
        self.up |= 1 << (row + col as usize);
        self.down |= 1 << (col as usize + self.n - 1 - row);
    }

    fn unplace(&mut self, row: usize, col: u32) {
        self.placed[row] = u32::MAX;
        self.cols &= !(1 << col);
        self.up &= !(1 << (row + col as usize));
        self.down &= !(1 << (col as usize + self.n - 1 - row));
    }

    /// Columns of `row` no placed queen attacks.
    fn open(&self, row: usize) -> u64 {
        let diagonals = (self.up >> row) as u64 | (self.down >> (self.n - 1 - row)) as u64;
        self.full & !(self.cols | diagonals)
    }

    fn search(&mut self, depth: usize, emit: &mut dyn FnMut(&[u32]) -> ControlFlow<()>) -> Flow {
        if depth == self.free.len() {
            return emit(&self.placed).map_break(|()| Ended::Stopped);
        }
        self.nodes += 1;
        if self.nodes > self.budget.get() {
            return ControlFlow::Break(Ended::OverBudget);
        }
        if self.nodes.is_multiple_of(1 << 12) {
            let since = self.nodes - self.reported;
            self.reported = self.nodes;
            if (self.should_stop)(since) {
                return ControlFlow::Break(Ended::Stopped);
            }
        }
        // The free row with the fewest open columns (a random one among equals); a row
        // with none ends this branch.
        let mut open = [0u64; 64];
        let (mut best, mut fewest, mut ties) = (depth, u32::MAX, 0);
        for (i, &row) in self.free.iter().enumerate().skip(depth) {
            open[i] = self.open(row);
            let count = open[i].count_ones();
            if count == 0 {
                return ControlFlow::Continue(());
            }
            if count < fewest {
                (best, fewest, ties) = (i, count, 1);
            } else if count == fewest {
                ties += 1;
                if self.rng.below(ties) == 0 {
                    best = i;
                }
            }
        }
        self.free.swap(depth, best);
        open.swap(depth, best);
        let row = self.free[depth];
        let order = self.columns_by_damage(depth, &open);
        for &(_, col) in &order[..fewest as usize] {
            self.place(row, col);
            let flow = self.search(depth + 1, emit);
            self.unplace(row, col);
            flow?;
        }
        ControlFlow::Continue(())
    }

    /// The open columns of row `free[depth]`, those that close the fewest open squares of
    /// the other free rows first (random among equals): the most room left for the rest.
    fn columns_by_damage(&mut self, depth: usize, open: &[u64; 64]) -> [(u32, u32); 64] {
        let row = self.free[depth] as i64;
        let mut order = [(u32::MAX, 0u32); 64];
        let mut len = 0;
        let mut cols = open[depth];
        while cols != 0 {
            let col = cols.trailing_zeros();
            cols &= cols - 1;
            let mut damage = 0;
            for (&other, &others_open) in self.free.iter().zip(open).skip(depth + 1) {
                let d = other as i64 - row;
                let hit = shifted(col as i64) | shifted(col as i64 + d) | shifted(col as i64 - d);
                damage += (others_open & hit).count_ones();
            }
            // Random low bits break ties between equal damage.
            order[len] = ((damage << 8) | self.rng.below(256) as u32, col);
            len += 1;
        }
        order[..len].sort_unstable();
        order
    }
}

/// `1 << col`, or nothing when `col` is off the board.
fn shifted(col: i64) -> u64 {
    if (0..64).contains(&col) { 1 << col } else { 0 }
}
