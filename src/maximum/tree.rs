//! The branch-and-bound tree. Each node decides one undecided row: it takes a queen on one
//! of its free squares, or stays empty. Bit `c` of a row mask is column `c`, as in the kernel.

use crate::board::Queen;
use crate::control::{CancelFlag, Progress};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, mpsc};

/// Nodes between looks at the cancel flag. A node costs well under a microsecond even at
/// n = 64, so a cancelled search notices within a few milliseconds.
const CHECK_EVERY: u64 = 1 << 12;

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
        self.placed() + look(&self.avail, self.open).more
    }

    /// The child where `row` takes the queen `bit`.
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

/// What a node's undecided rows still allow.
struct Look {
    /// Undecided rows with a free square; the others can only stay empty.
    live: u64,
    /// The live row with the fewest free squares: deciding it first keeps the tree narrow.
    row: usize,
    /// At most this many more queens fit: each needs its own live row, and its own free
    /// column and diagonals that some live row still reaches.
    more: usize,
}

fn look(avail: &[u64], open: u64) -> Look {
    let (mut live, mut cols, mut up, mut down) = (0u64, 0u64, 0u128, 0u128);
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
        cols |= a;
        // Square (r, c) lies on diagonal r + c one way and on 63 + c - r the other.
        up |= u128::from(a) << r;
        down |= u128::from(a) << 63 >> r;
        let k = a.count_ones();
        if k < fewest {
            (row, fewest) = (r, k);
        }
    }
    let more = live.count_ones().min(cols.count_ones()).min(up.count_ones()).min(down.count_ones());
    Look { live, row, more: more as usize }
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
/// order, dropping nodes that cannot beat `best`. Also returns the nodes it visited.
pub(super) fn split(root: Node, best: usize, cap: usize, target: usize) -> (Vec<Node>, u64) {
    let mut level = vec![root];
    let mut nodes = 0;
    while level.len() < target {
        let mut next = Vec::with_capacity(level.len() * 8);
        let mut grew = false;
        for node in level {
            let look = look(&node.avail, node.open);
            if (node.placed() + look.more).min(cap) <= best {
                continue;
            }
            if look.live == 0 {
                next.push(node);
                continue;
            }
            grew = true;
            let (row, rest) = (look.row, look.live & !(1 << look.row));
            let mut free = node.avail[row];
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                nodes += 1;
                next.push(node.with_queen(row, bit, rest));
            }
            nodes += 1;
            next.push(Node { open: rest, ..node });
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
    /// No placement is larger than this (the bounds, and any refuted full solution).
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

    pub fn set_cap(&self, cap: usize) {
        self.cap.store(cap, Ordering::Relaxed);
    }

    pub fn cancelled(&self) -> bool {
        self.cancel.is_cancelled()
    }

    pub fn job_done(&self) {
        self.progress.job_done();
    }

    pub fn into_placement(self) -> Vec<Queen> {
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
    /// The free columns of each row, one block of `n` per queen placed below the job's root.
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
            avail: vec![0; (n + 1) * n],
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
        self.shared.progress.nodes().fetch_add(self.nodes - self.flushed, Ordering::Relaxed);
        self.flushed = self.nodes;
    }

    /// `depth` picks the block of `avail` that holds this node's rows.
    fn search(&mut self, depth: usize, open: u64, queens: u64) {
        self.nodes += 1;
        if self.nodes % CHECK_EVERY == 0 {
            self.flush();
            self.stopped |= self.shared.cancel.is_cancelled();
        }
        if self.stopped {
            return;
        }
        let n = self.n;
        let placed = queens.count_ones() as usize;
        let mut best = self.shared.best();
        if placed > best {
            // Every node is a valid placement, so a better one is reported at once.
            if let Some(better) = self.shared.improve(queens, &self.cols) {
                let _ = self.tx.send(better);
            }
            best = self.shared.best();
        }
        let base = depth * n;
        let look = look(&self.avail[base..base + n], open);
        if (placed + look.more).min(self.shared.cap()) <= best.max(self.floor) {
            return;
        }
        let (row, rest) = (look.row, look.live & !(1 << look.row));
        let mut free = self.avail[base + row];
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            let (parent, child) = self.avail[base..].split_at_mut(n);
            take(parent, child, row, bit, rest);
            self.cols[row] = bit.trailing_zeros() as u8;
            self.search(depth + 1, rest, queens | 1 << row);
            if self.stopped {
                return;
            }
        }
        // The row stays empty; the other rows' squares are as they were, so it reuses this block.
        self.search(depth, rest, queens);
    }
}
