//! The branch-and-bound tree. Each node decides one line (see [`Line`]): a row takes a
//! queen on one of its free squares or stays empty, or a column takes a queen in one of the
//! rows that reach it or stays empty. Every placement lies below exactly one child.

use super::bound::{Line, look, promising};
use crate::board::Queen;
use crate::control::{CancelFlag, Progress};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, mpsc};

/// Nodes between looks at the cancel flag. A node costs a few microseconds at most even at
/// n = 64, so a cancelled search notices within a few milliseconds.
const CHECK_EVERY: u64 = 1 << 10;

/// A node kept whole: the root, or the root of one job.
#[derive(Debug, Clone)]
pub(super) struct Node {
    /// The free columns of each row; only the rows in `open` are kept up to date.
    pub avail: Vec<u64>,
    /// Rows not yet decided.
    pub open: u64,
    /// Rows holding a queen, and that queen's column.
    pub queens: u64,
    pub cols: [u8; 64],
}

impl Node {
    pub fn placed(&self) -> usize {
        self.queens.count_ones() as usize
    }

    /// The queens of this node, sorted by row.
    pub fn placement(&self) -> Vec<Queen> {
        placement(self.queens, &self.cols)
    }

    /// An upper bound on the size of any placement below this node.
    pub fn bound(&self) -> usize {
        let look = look(&self.avail, self.open);
        self.placed() + look.more.min(super::bound::matching(&self.avail, look.live))
    }

    /// The child where `row` takes the queen `bit`, leaving the rows `rest` undecided.
    fn with_queen(&self, row: usize, bit: u64, rest: u64) -> Node {
        let mut child = self.clone();
        take(&self.avail, &mut child.avail, row, bit, rest);
        child.open = rest;
        child.queens |= 1 << row;
        child.cols[row] = bit.trailing_zeros() as u8;
        child
    }
}

fn placement(queens: u64, cols: &[u8; 64]) -> Vec<Queen> {
    let mut rows = queens;
    let mut out = Vec::with_capacity(queens.count_ones() as usize);
    while rows != 0 {
        let row = rows.trailing_zeros() as usize;
        rows &= rows - 1;
        out.push(Queen::new(row, usize::from(cols[row])));
    }
    out
}

/// Writes into `child` the free columns of each row in `rest` once `row` takes the queen `bit`.
#[inline]
fn take(parent: &[u64], child: &mut [u64], row: usize, bit: u64, rest: u64) {
    let mut rows = rest;
    while rows != 0 {
        let s = rows.trailing_zeros() as usize;
        rows &= rows - 1;
        let d = s.abs_diff(row);
        child[s] = parent[s] & !(bit | bit << d | bit >> d);
    }
}

/// Writes into `child` the free columns of each row in `rows` once column `bit` stays empty.
#[inline]
fn close(parent: &[u64], child: &mut [u64], bit: u64, mut rows: u64) {
    while rows != 0 {
        let s = rows.trailing_zeros() as usize;
        rows &= rows - 1;
        child[s] = parent[s] & !bit;
    }
}

/// The rows among `live` that reach the column `bit`.
#[inline]
fn reaching(avail: &[u64], live: u64, bit: u64) -> u64 {
    let (mut rows, mut out) = (live, 0);
    while rows != 0 {
        let s = rows.trailing_zeros() as usize;
        rows &= rows - 1;
        if avail[s] & bit != 0 {
            out |= 1 << s;
        }
    }
    out
}

/// A quick first placement: decide the most constrained row each time, giving it the free
/// square that takes the fewest free squares from the other rows.
pub(super) fn greedy(root: &Node) -> Node {
    let mut node = root.clone();
    loop {
        let look = look(&node.avail, node.open);
        if look.live == 0 {
            return node;
        }
        let (row, rest) = (look.row, look.live & !(1 << look.row));
        let mut free = node.avail[row];
        let mut best = (u32::MAX, 0);
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            let mut lost = 0;
            let mut rows = rest;
            while rows != 0 {
                let s = rows.trailing_zeros() as usize;
                rows &= rows - 1;
                let d = s.abs_diff(row);
                lost += (node.avail[s] & (bit | bit << d | bit >> d)).count_ones();
            }
            best = best.min((lost, bit));
        }
        node = node.with_queen(row, best.1, rest);
    }
}

/// Splits the tree below `root` into at least `target` jobs where it allows, in depth-first
/// order, dropping nodes that cannot beat `beat` queens. Also returns the nodes it made.
pub(super) fn split(root: Node, beat: usize, cap: usize, target: usize) -> (Vec<Node>, u64) {
    let mut level = vec![root];
    let mut nodes = 0;
    while level.len() < target {
        let mut next = Vec::with_capacity(level.len() * 8);
        let mut grew = false;
        for node in level {
            let look = look(&node.avail, node.open);
            if !promising(&node.avail, node.placed(), &look, cap, beat) {
                continue;
            }
            if look.live == 0 {
                next.push(node);
                continue;
            }
            grew = true;
            let before = next.len();
            match look.line {
                Line::Row(row) => {
                    let rest = look.live & !(1 << row);
                    let mut free = node.avail[row];
                    while free != 0 {
                        let bit = free & free.wrapping_neg();
                        free ^= bit;
                        next.push(node.with_queen(row, bit, rest));
                    }
                    next.push(Node { open: rest, ..node });
                }
                Line::Col(col) => {
                    let bit = 1 << col;
                    let mut rows = reaching(&node.avail, look.live, bit);
                    while rows != 0 {
                        let row = rows.trailing_zeros() as usize;
                        rows &= rows - 1;
                        next.push(node.with_queen(row, bit, look.live & !(1 << row)));
                    }
                    let mut empty = node.clone();
                    close(&node.avail, &mut empty.avail, bit, look.live);
                    next.push(Node { open: look.live, ..empty });
                }
            }
            nodes += (next.len() - before) as u64;
        }
        level = next;
        if !grew {
            break;
        }
    }
    (level, nodes)
}

/// What the workers share: the best placement so far and how the search is going.
pub(super) struct Shared<'a> {
    /// The size of `placement`, readable without the lock.
    best: AtomicUsize,
    placement: Mutex<Vec<Queen>>,
    /// No placement is larger than this (the root's bound, or one less once the search
    /// for a full solution has failed).
    cap: AtomicUsize,
    cancel: &'a CancelFlag,
    progress: &'a Progress,
}

impl<'a> Shared<'a> {
    pub fn new(placement: Vec<Queen>, cap: usize, cancel: &'a CancelFlag, progress: &'a Progress) -> Self {
        Shared {
            best: AtomicUsize::new(placement.len()),
            placement: Mutex::new(placement),
            cap: AtomicUsize::new(cap),
            cancel,
            progress,
        }
    }

    pub fn best(&self) -> usize {
        self.best.load(Ordering::Relaxed)
    }

    pub fn cap(&self) -> usize {
        self.cap.load(Ordering::Relaxed)
    }

    pub(crate) fn set_cap(&self, cap: usize) {
        self.cap.store(cap, Ordering::Relaxed);
    }

    pub fn cancelled(&self) -> bool {
        self.cancel.is_cancelled()
    }

    pub(crate) fn job_done(&self) {
        self.progress.job_done(1);
    }

    pub(crate) fn into_placement(self) -> Vec<Queen> {
        self.placement.into_inner().unwrap_or_else(|e| e.into_inner())
    }

    /// Keeps `queens` if it beats the best so far, and returns a copy to report.
    fn improve(&self, queens: u64, cols: &[u8; 64]) -> Option<Vec<Queen>> {
        let mut best = self.placement.lock().unwrap_or_else(|e| e.into_inner());
        let size = queens.count_ones() as usize;
        if size <= best.len() {
            return None;
        }
        self.progress.add_solutions((size - best.len()) as u64);
        *best = placement(queens, cols);
        self.best.store(size, Ordering::Relaxed);
        Some(best.clone())
    }
}

/// One worker's depth-first search, job by job.
pub(super) struct Searcher<'a> {
    n: usize,
    /// The free columns of each row, one block of `n` per level below the job's root: a
    /// level is a queen placed or a column left empty, so at most 2n of them.
    avail: Vec<u64>,
    cols: [u8; 64],
    shared: &'a Shared<'a>,
    /// Where better placements go, for the calling thread to report.
    tx: mpsc::Sender<Vec<Queen>>,
    /// Only placements larger than this are sought.
    floor: usize,
    nodes: u64,
    flushed: u64,
    stopped: bool,
}

impl<'a> Searcher<'a> {
    pub fn new(n: usize, shared: &'a Shared<'a>, tx: mpsc::Sender<Vec<Queen>>, floor: usize) -> Self {
        Searcher {
            n,
            avail: vec![0; (2 * n + 1) * n],
            cols: [0; 64],
            shared,
            tx,
            floor,
            nodes: 0,
            flushed: 0,
            stopped: false,
        }
    }

    /// Searches below `job`. False if the cancel flag cut it short.
    pub fn run(&mut self, job: &Node) -> bool {
        self.avail[..self.n].copy_from_slice(&job.avail);
        self.cols = job.cols;
        self.search(0, job.open, job.queens);
        self.flush();
        !self.stopped
    }

    fn flush(&mut self) {
        self.shared.progress.steps().fetch_add(self.nodes - self.flushed, Ordering::Relaxed);
        self.flushed = self.nodes;
    }

    /// `level` picks the block of `avail` that holds this node's rows.
    fn search(&mut self, level: usize, open: u64, queens: u64) {
        self.nodes += 1;
        if self.nodes.is_multiple_of(CHECK_EVERY) {
            self.flush();
            self.stopped |= self.shared.cancelled();
        }
        if self.stopped {
            return;
        }
        let placed = queens.count_ones() as usize;
        let mut best = self.shared.best();
        if placed > best {
            // Every node is a valid placement, so a better one is reported at once.
            if let Some(better) = self.shared.improve(queens, &self.cols) {
                let _ = self.tx.send(better);
            }
            best = self.shared.best();
        }
        let (n, base) = (self.n, level * self.n);
        let rows = &self.avail[base..base + n];
        let look = look(rows, open);
        if !promising(rows, placed, &look, self.shared.cap(), best.max(self.floor)) {
            return;
        }
        match look.line {
            Line::Row(row) => {
                let rest = look.live & !(1 << row);
                let mut free = self.avail[base + row];
                while free != 0 && !self.stopped {
                    let bit = free & free.wrapping_neg();
                    free ^= bit;
                    self.place(level, row, bit, rest, queens);
                }
                // The row stays empty; the other rows keep their squares, and this block.
                self.search(level, rest, queens);
            }
            Line::Col(col) => {
                let bit = 1 << col;
                let mut reach = reaching(&self.avail[base..base + n], look.live, bit);
                while reach != 0 && !self.stopped {
                    let row = reach.trailing_zeros() as usize;
                    reach &= reach - 1;
                    self.place(level, row, bit, look.live & !(1 << row), queens);
                }
                // The column stays empty.
                let (parent, child) = self.avail[base..].split_at_mut(n);
                close(parent, child, bit, look.live);
                self.search(level + 1, look.live, queens);
            }
        }
    }

    fn place(&mut self, level: usize, row: usize, bit: u64, rest: u64, queens: u64) {
        let (parent, child) = self.avail[level * self.n..].split_at_mut(self.n);
        take(parent, child, row, bit, rest);
        self.cols[row] = bit.trailing_zeros() as u8;
        self.search(level + 1, rest, queens | 1 << row);
    }
}
