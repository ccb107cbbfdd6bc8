//! Exact counts per square: one depth-first search in which every node adds the solutions
//! of its subtree to its own square, so a single pass over the tree counts every square.
//!
//! Queens on a few rows cut the tree into jobs that worker threads take in turn. Symmetry
//! saves work when the fixed queens are their own mirror image: left–right, only jobs
//! whose top queen is left of the middle are searched (a mirrored solution goes through
//! the mirrored squares); left–right and top–bottom both, only solutions whose top queen
//! is nearer a side than the bottom one, each standing for four; and when the diagonal
//! mirror keeps them too (the empty board), only those whose top queen is as near a side
//! as the side columns' queens are to the top or bottom, each standing for eight where it
//! is strictly nearer.

use super::stop::Stop;
use crate::board::{Problem, Queen};
use crate::control::worker_count;
use crate::kernel::place;
use crate::symmetry::Symmetry;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Rows this close to the bottom run without looking at the stop flag: subtrees of at
/// most 8! nodes, well under a millisecond.
const UNCHECKED_DEPTH: usize = 8;
/// Nodes above the unchecked rows between two looks at the clock.
const CLOCK_EVERY: u32 = 64;
/// Cells are kept 64 to a row whatever n is: the index then needs no bounds check.
const STRIDE: usize = 64;

/// Solutions through each square (row-major, n × n) and in all. When the search was
/// stopped, every figure is a lower bound: it counts real solutions only.
pub(super) struct Tally {
    pub cells: Vec<u64>,
    pub total: u64,
    pub finished: bool,
}

/// Which solutions a job's solutions stand for, besides themselves.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Side {
    /// Their images under the left–right mirror, the top–bottom mirror and the half turn.
    Four,
    /// Their images under the left–right mirror.
    Two,
    /// None.
    One,
    /// Their images under every symmetry of the square.
    Eight,
    /// Their images under the left–right mirror, the diagonal mirror, and both in turn
    /// (not a group: the half turn's images are searched in their own right).
    FourT,
}

struct Job {
    queens: Vec<Queen>,
    side: Side,
}

/// Counts the solutions of `problem` through every square on `threads` threads (0: one
/// per core) until done or `stop` says so.
pub(super) fn count(problem: &Problem, threads: usize, stop: &Stop<'_>) -> Tally {
    let n = problem.n();
    let mut allowed = vec![if n == 64 { u64::MAX } else { (1u64 << n) - 1 }; n];
    for q in problem.fixed() {
        place(&mut allowed, q.row, q.col);
    }
    let fixed = problem.fixed();
    let invariant = |g: Symmetry| fixed.iter().all(|q| fixed.contains(&g.map(n, *q)));
    let mirrored = invariant(Symmetry::FlipLeftRight);
    let four = mirrored
        && invariant(Symmetry::FlipUpDown)
        && n >= 4
        && fixed.iter().all(|q| q.row != 0 && q.row != n - 1);
    let eight = four && invariant(Symmetry::Transpose);
    let jobs = if four { jobs_by_four(n, &allowed, eight) } else { jobs(n, &allowed, fixed, mirrored) };
    let next = AtomicUsize::new(0);
    let sums = Mutex::new([(); 5].map(|_| Tallies::new()));
    let finished = AtomicUsize::new(0);
    let worker = || {
        let mut mine = [(); 5].map(|_| Tallies::new());
        let mut masks = allowed.clone();
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            let Some(job) = jobs.get(i) else { break };
            // Jobs can be too small for the search's own looks at the clock.
            if stop.check() {
                break;
            }
            masks.copy_from_slice(&allowed);
            let fits = job.queens.iter().all(|q| place(&mut masks, q.row, q.col));
            debug_assert!(fits, "jobs are built from allowed squares");
            let into = &mut mine[job.side as usize];
            let mut walk = Walk::new(&masks, &mut into.cells, stop);
            into.total += walk.search(0, 0, 0, 0);
            if !walk.stopped {
                finished.fetch_add(1, Ordering::Relaxed);
            }
        }
        let mut sums = sums.lock().unwrap_or_else(|e| e.into_inner());
        for (sum, mine) in sums.iter_mut().zip(&mine) {
            sum.add(mine);
        }
    };
    let workers = worker_count(threads).min(jobs.len()).max(1);
    std::thread::scope(|scope| {
        for _ in 1..workers {
            scope.spawn(worker);
        }
        worker();
    });
    let [by4, by2, by1, by8, by4t] = sums.into_inner().unwrap_or_else(|e| e.into_inner());
    let m = |x: usize| n - 1 - x;
    let at = |t: &Tallies, r: usize, c: usize| t.cells[r * STRIDE + c];
    let mut cells = vec![0u64; n * n];
    for (r, row) in cells.chunks_mut(n).enumerate() {
        for (c, cell) in row.iter_mut().enumerate() {
            *cell = at(&by4, r, c)
                + at(&by4, r, m(c))
                + at(&by4, m(r), c)
                + at(&by4, m(r), m(c))
                + at(&by2, r, c)
                + at(&by2, r, m(c))
                + at(&by1, r, c)
                + [(r, c), (r, m(c)), (m(r), c), (m(r), m(c)), (c, r), (c, m(r)), (m(c), r), (m(c), m(r))]
                    .iter()
                    .map(|&(r, c)| at(&by8, r, c))
                    .sum::<u64>()
                // The images under the identity, the left–right mirror, the diagonal mirror
                // and the mirror after the diagonal one.
                + at(&by4t, r, c)
                + at(&by4t, r, m(c))
                + at(&by4t, c, r)
                + at(&by4t, c, m(r));
        }
    }
    let total = 8 * by8.total + 4 * (by4.total + by4t.total) + 2 * by2.total + by1.total;
    Tally { cells, total, finished: finished.into_inner() == jobs.len() }
}

/// Per-square and total counts of one side, 64 cells a row.
struct Tallies {
    cells: Box<[u64; STRIDE * 64]>,
    total: u64,
}

impl Tallies {
    fn new() -> Self {
        Tallies { cells: Box::new([0; STRIDE * 64]), total: 0 }
    }

    fn add(&mut self, other: &Tallies) {
        for (a, b) in self.cells.iter_mut().zip(other.cells.iter()) {
            *a += b;
        }
        self.total += other.total;
    }
}

/// The jobs: a queen on each allowed square of the first free row (left half and middle
/// only when mirrored), times each allowed square of the next free row. A board with no
/// free row is one job with nothing to place.
fn jobs(n: usize, allowed: &[u64], fixed: &[Queen], mirrored: bool) -> Vec<Job> {
    let mut free_rows = (0..n).filter(|&r| fixed.iter().all(|q| q.row != r));
    let Some(first) = free_rows.next() else {
        return vec![Job { queens: Vec::new(), side: Side::One }];
    };
    let second = free_rows.next();
    let mut jobs = Vec::new();
    for col in columns(allowed[first]) {
        let side = if mirrored && 2 * col + 1 < n {
            Side::Two
        } else if mirrored && 2 * col + 1 > n {
            continue; // the mirror of a job on the left
        } else {
            Side::One
        };
        let here = Queen::new(first, col);
        let Some(second) = second else {
            jobs.push(Job { queens: vec![here], side });
            continue;
        };
        let mut masks = allowed.to_vec();
        place(&mut masks, first, col);
        jobs.extend(columns(masks[second]).map(|c| Job { queens: vec![here, Queen::new(second, c)], side }));
    }
    jobs
}

/// The jobs when the fixed queens are their own image under both mirrors (and leave the
/// top and bottom rows free): a queen on the top row at distance `a` from the left side,
/// `a` left of the middle, and one on the bottom row further from either side than `a`:
/// each solution stands for four, its images under the group. Where the bottom queen is as
/// far from the right side as the top one is from the left (the half turn may then map the
/// solution to itself), the job's solutions stand only for their left–right mirror images.
/// The second row splits jobs further, so that threads share the work evenly.
///
/// With the diagonal mirror too (`diagonal`), the queens of the two side columns split them
/// instead: each at least `a` from the top and bottom, so that of a solution and its
/// diagonal image only the one whose nearest queen to an edge is on the top or bottom row
/// is searched. Where a side column's queen is exactly `a` away the image is searched too,
/// and the job stands for what it did before; else for the diagonal images as well.
fn jobs_by_four(n: usize, allowed: &[u64], diagonal: bool) -> Vec<Job> {
    let last = n - 1;
    let mut jobs = Vec::new();
    for a in columns(allowed[0]).filter(|&a| 2 * a + 1 < n) {
        let mut top = allowed.to_vec();
        place(&mut top, 0, a);
        for b in columns(top[last]) {
            let side = match b.min(last - b) {
                d if d > a => Side::Four,
                d if d == a => Side::Two,
                _ => continue, // an image of a job of a queen nearer the side
            };
            let mut masks = top.clone();
            place(&mut masks, last, b);
            let queens = vec![Queen::new(0, a), Queen::new(last, b)];
            if diagonal {
                jobs.extend(side_column_jobs(&masks, a, queens, side));
                continue;
            }
            let queens = |c| [&queens[..], &[Queen::new(1, c)]].concat();
            jobs.extend(columns(masks[1]).map(|c| Job { queens: queens(c), side }));
        }
    }
    jobs
}

/// The jobs of a top queen `a` from its side and a bottom queen (in `queens`, placed in
/// `masks`) by the rows of the side columns' queens, each at least `a` from the top and
/// bottom.
fn side_column_jobs(masks: &[u64], a: usize, queens: Vec<Queen>, side: Side) -> Vec<Job> {
    let last = masks.len() - 1;
    let distance = |r: usize| r.min(last - r);
    let rows = |masks: &[u64], col: usize| {
        (0..=last).filter(move |&r| masks[r] & 1 << col != 0 && distance(r) >= a).collect::<Vec<_>>()
    };
    let mut jobs = Vec::new();
    for left in rows(masks, 0) {
        let mut with_left = masks.to_vec();
        place(&mut with_left, left, 0);
        for right in rows(&with_left, last) {
            let tied = distance(left) == a || distance(right) == a;
            let side = if tied { side } else { side.strict() };
            let queens = [&queens[..], &[Queen::new(left, 0), Queen::new(right, last)]].concat();
            jobs.push(Job { queens, side });
        }
    }
    jobs
}

impl Side {
    /// What a solution stands for when no side column's queen is as near the top or bottom
    /// as the top queen is to its side: its diagonal images too, which no job searches.
    fn strict(self) -> Side {
        match self {
            Side::Four => Side::Eight,
            Side::Two => Side::FourT,
            other => other,
        }
    }
}

/// The columns of a row mask, left to right.
fn columns(mut mask: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let col = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            col
        })
    })
}

/// One depth-first search over per-row column masks (bit `c` is column `c`).
struct Walk<'a> {
    allowed: &'a [u64],
    last: usize,
    cells: &'a mut [u64; STRIDE * 64],
    check_below: usize,
    ticks: u32,
    stop: &'a Stop<'a>,
    stopped: bool,
}

impl<'a> Walk<'a> {
    fn new(allowed: &'a [u64], cells: &'a mut [u64; STRIDE * 64], stop: &'a Stop<'a>) -> Self {
        let n = allowed.len();
        Walk {
            allowed,
            last: n - 1,
            cells,
            check_below: n.saturating_sub(UNCHECKED_DEPTH),
            ticks: 0,
            stop,
            stopped: false,
        }
    }

    /// Solutions below a node whose rows above `row` are placed; adds each child's to its
    /// square. A stopped search returns the solutions it counted so far.
    fn search(&mut self, row: usize, used: u64, ld: u64, rd: u64) -> u64 {
        let mut free = self.allowed[row] & !(used | ld | rd);
        if row + 1 >= self.last {
            return self.last_rows(row, free, used, ld, rd);
        }
        let mut total = 0;
        let checked = row < self.check_below;
        while free != 0 {
            if checked {
                self.ticks += 1;
                self.stopped |=
                    self.stop.halted() || (self.ticks.is_multiple_of(CLOCK_EVERY) && self.stop.check());
                if self.stopped {
                    break;
                }
            }
            let bit = free & free.wrapping_neg();
            free ^= bit;
            let below = self.search(row + 1, used | bit, (ld | bit) << 1, (rd | bit) >> 1);
            self.cells[(row * STRIDE + bit.trailing_zeros() as usize) & (STRIDE * 64 - 1)] += below;
            total += below;
        }
        total
    }

    /// The last row, or the last two, without recursing: most nodes live down here.
    #[inline(always)]
    fn last_rows(&mut self, row: usize, mut free: u64, used: u64, ld: u64, rd: u64) -> u64 {
        let index = |row: usize, bit: u64| (row * STRIDE + bit.trailing_zeros() as usize) & (STRIDE * 64 - 1);
        if row == self.last {
            // One column is left, so at most one bit is free.
            if free == 0 {
                return 0;
            }
            self.cells[index(row, free)] += 1;
            return 1;
        }
        let mut total = 0;
        let last_allowed = self.allowed[self.last];
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            let below = last_allowed & !(used | bit | (ld | bit) << 1 | (rd | bit) >> 1);
            if below != 0 {
                self.cells[index(row, bit)] += 1;
                self.cells[index(self.last, below)] += 1;
                total += 1;
            }
        }
        total
    }
}
