//! The innermost depth-first search: bit `c` of a row mask is column `c`, one `u64` a row.
//!
//! Kept lean on purpose: masks travel as arguments, nodes are counted a row at a time, and
//! the stop flag is read only near the root, where a look costs nothing against the work
//! below it.

use std::ops::ControlFlow;
use std::sync::atomic::{AtomicU64, Ordering};

/// Subtrees this many rows deep run without looking at the stop flag: at most 8! nodes,
/// well under a millisecond.
const UNCHECKED_DEPTH: usize = 8;
/// How many nodes to gather before adding them to the shared counter.
const FLUSH_EVERY: u64 = 1 << 16;

/// One depth-first search. `leaf` sees the one-bit column mask of every row of each
/// solution and may stop the search.
pub(crate) struct Dfs<'a, L> {
    last: usize,
    /// The columns each row may use at all.
    allowed: &'a [u64],
    /// Columns that must all be taken by the end of row `cover_row`.
    cover: u64,
    cover_row: usize,
    /// The chosen column of each row, as a one-bit mask.
    pub bits: [u64; 64],
    check_below: usize,
    should_stop: &'a dyn Fn() -> bool,
    shared_nodes: &'a AtomicU64,
    nodes: u64,
    flushed: u64,
    stopped: bool,
    leaf: L,
}

impl<'a, L: FnMut(&[u64; 64]) -> ControlFlow<()>> Dfs<'a, L> {
    pub fn new(
        allowed: &'a [u64],
        cover: Option<(usize, u64)>,
        shared_nodes: &'a AtomicU64,
        should_stop: &'a dyn Fn() -> bool,
        leaf: L,
    ) -> Self {
        let n = allowed.len();
        debug_assert!((1..=64).contains(&n));
        let (cover_row, cover) = cover.unwrap_or((usize::MAX, 0));
        Dfs {
            last: n - 1,
            allowed,
            cover,
            cover_row,
            bits: [0; 64],
            check_below: n.saturating_sub(UNCHECKED_DEPTH),
            should_stop,
            shared_nodes,
            nodes: 0,
            flushed: 0,
            stopped: false,
            leaf,
        }
    }

    /// Searches rows `row..` given the columns and diagonals taken above. Returns `Break`
    /// if the leaf or the stop flag ended the search.
    pub fn run(&mut self, row: usize, used: u64, ld: u64, rd: u64) -> ControlFlow<()> {
        self.search(row, used, ld, rd);
        self.flush();
        if self.stopped { ControlFlow::Break(()) } else { ControlFlow::Continue(()) }
    }

    /// Hands a placement that is already complete to the leaf.
    pub fn complete(&mut self) -> ControlFlow<()> {
        if (self.leaf)(&self.bits).is_break() {
            self.stopped = true;
        }
        if self.stopped { ControlFlow::Break(()) } else { ControlFlow::Continue(()) }
    }

    fn flush(&mut self) {
        self.shared_nodes.fetch_add(self.nodes - self.flushed, Ordering::Relaxed);
        self.flushed = self.nodes;
    }

    fn search(&mut self, row: usize, used: u64, ld: u64, rd: u64) {
        let mut free = self.allowed[row] & !(used | ld | rd);
        if row == self.cover_row {
            let missing = self.cover & !used;
            if missing != 0 {
                // This row is the last chance for the missing columns: one can be taken.
                if missing & (missing - 1) != 0 {
                    return;
                }
                free &= missing;
            }
        }
        if row + 1 >= self.last {
            self.last_rows(row, free, used, ld, rd);
            return;
        }
        self.nodes += u64::from(free.count_ones());
        if row < self.check_below {
            if self.nodes - self.flushed >= FLUSH_EVERY {
                self.flush();
                self.stopped |= (self.should_stop)();
            }
            while free != 0 && !self.stopped {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                self.bits[row] = bit;
                self.search(row + 1, used | bit, (ld | bit) << 1, (rd | bit) >> 1);
            }
        } else {
            // Deep rows skip the stop flag: the subtree left is small (see UNCHECKED_DEPTH).
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                self.bits[row] = bit;
                self.search(row + 1, used | bit, (ld | bit) << 1, (rd | bit) >> 1);
            }
        }
    }

    /// The last row, or the last two, without recursing: most nodes live down here.
    #[inline(always)]
    fn last_rows(&mut self, row: usize, mut free: u64, used: u64, ld: u64, rd: u64) {
        if row == self.last {
            // One column is left, so at most one bit is free.
            if free != 0 {
                self.nodes += 1;
                self.bits[row] = free;
                self.stopped |= (self.leaf)(&self.bits).is_break();
            }
            return;
        }
        self.nodes += u64::from(free.count_ones());
        let last_allowed = self.allowed[row + 1];
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            let below = last_allowed & !(used | bit | (ld | bit) << 1 | (rd | bit) >> 1);
            if below != 0 {
                self.nodes += 1;
                self.bits[row] = bit;
                self.bits[row + 1] = below;
                self.stopped |= (self.leaf)(&self.bits).is_break();
            }
        }
    }
}

/// Fixes a queen at (`row`, `col`) in per-row column masks: its row may use only that
/// column, and every other row loses the squares it attacks. False (masks unchanged) if
/// the square was not allowed.
pub(crate) fn place(allowed: &mut [u64], row: usize, col: usize) -> bool {
    let n = allowed.len();
    if allowed[row] & 1 << col == 0 {
        return false;
    }
    for (r, mask) in allowed.iter_mut().enumerate() {
        if r == row {
            *mask = 1 << col;
            continue;
        }
        let d = r.abs_diff(row);
        *mask &= !(1 << col);
        if col >= d {
            *mask &= !(1 << (col - d));
        }
        if col + d < n {
            *mask &= !(1 << (col + d));
        }
    }
    true
}

/// The columns of a full placement, from its one-bit row masks.
#[inline]
pub(crate) fn columns(bits: &[u64], cols: &mut [u32]) {
    for (col, bit) in cols.iter_mut().zip(bits) {
        *col = bit.trailing_zeros();
    }
}
