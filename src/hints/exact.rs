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
use crate::control::{spawn_up_to, worker_count};
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

struct Subtree {
    queens: Vec<Queen>,
    side: Side,
    /// Jobs of both mirrors: the top queen's distance `a` from its side. Their bottom queen
    /// is at least as far from a side (as far: the solution stands for two, further: four),
    /// and with the diagonal mirror the side columns' queens are at least as far from the
    /// top and bottom (as far: a tie; further: the diagonal images count too).
    shape: Option<Shape>,
}

#[derive(Clone, Copy)]
struct Shape {
    a: usize,
    diagonal: bool,
    /// The second row's queen's column.
    second: usize,
}

/// The tallies a four-way job's solutions go to, by category: bottom queen further than
/// `a` or as far, then the same when no queen ties (see [`Walk::ties`]).
const CATEGORIES: [Side; 4] = [Side::Four, Side::Two, Side::Eight, Side::FourT];

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
            if let Some(shape) = job.shape {
                restrict(&mut masks, shape);
            }
            let fits = job.queens.iter().all(|q| place(&mut masks, q.row, q.col));
            debug_assert!(fits, "jobs are built from allowed squares");
            let order = match job.shape {
                Some(_) => CATEGORIES,
                // Other jobs' solutions all stand for the job's side: the rest stay empty.
                None => others_after(job.side),
            };
            let Ok(cells) = mine.get_disjoint_mut(order.map(|s| s as usize)) else {
                unreachable!("four different tallies")
            };
            let cells = cells.map(|t| &mut *t.cells);
            let (stopped, totals) = match job.shape {
                Some(shape) => {
                    let mut walk = Walk::new(&masks, cells, Some(shape), stop);
                    if shape.diagonal {
                        walk.search::<true, true>(0, masks[0], 0, 0, 0);
                    } else {
                        walk.search::<true, false>(0, masks[0], 0, 0, 0);
                    }
                    (walk.stopped, walk.totals)
                }
                None => {
                    let mut walk = Walk::new(&masks, cells, None, stop);
                    walk.search::<false, false>(0, masks[0], 0, 0, 0);
                    (walk.stopped, walk.totals)
                }
            };
            for (side, total) in order.iter().zip(totals) {
                mine[*side as usize].total += total;
            }
            if !stopped {
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
        // This thread works too, so where the system refuses threads it does all the work.
        spawn_up_to(scope, workers - 1, || worker);
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
fn jobs(n: usize, allowed: &[u64], fixed: &[Queen], mirrored: bool) -> Vec<Subtree> {
    let mut free_rows = (0..n).filter(|&r| fixed.iter().all(|q| q.row != r));
    let Some(first) = free_rows.next() else {
        return vec![Subtree { queens: Vec::new(), side: Side::One, shape: None }];
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
            jobs.push(Subtree { queens: vec![here], side, shape: None });
            continue;
        };
        let mut masks = allowed.to_vec();
        place(&mut masks, first, col);
        jobs.extend(columns(masks[second]).map(|c| Subtree {
            queens: vec![here, Queen::new(second, c)],
            side,
            shape: None,
        }));
    }
    jobs
}

/// The jobs when the fixed queens are their own image under both mirrors (and leave the
/// top and bottom rows free): a queen on the top row at distance `a` from the left side,
/// `a` left of the middle, and the bottom row's queen at least as far from either side
/// (its square, decided in the search, says what the solution stands for: see
/// [`CATEGORIES`]). The second row splits jobs further, so that threads share the work.
///
/// With the diagonal mirror too (`diagonal`), the side columns' queens are kept at least `a`
/// from the top and bottom: of a solution and its diagonal image only the one whose queen
/// nearest an edge is on the top or bottom row is searched (both where they tie).
///
/// The bottom queen is not part of a job: jobs that fixed it would each walk the rows
/// above it again.
///
/// With the diagonal mirror and the top queen in the corner (`a = 0`), a solution and its
/// diagonal image both have it there: of the two only the one whose second row's queen is
/// nearer the left side than the second column's queen is to the top is searched (both
/// where they tie).
fn jobs_by_four(n: usize, allowed: &[u64], diagonal: bool) -> Vec<Subtree> {
    let mut jobs = Vec::new();
    for a in columns(allowed[0]).filter(|&a| 2 * a + 1 < n) {
        let mut top = allowed.to_vec();
        restrict(&mut top, Shape { a, diagonal, second: 0 });
        if !place(&mut top, 0, a) {
            continue;
        }
        let queens = |c| vec![Queen::new(0, a), Queen::new(1, c)];
        jobs.extend(columns(top[1]).map(|c| Subtree {
            queens: queens(c),
            side: Side::Four,
            shape: Some(Shape { a, diagonal, second: c }),
        }));
    }
    jobs
}

/// Keeps a four-way job's queens where its shape allows: the bottom one at least `a` from
/// a side, and with the diagonal mirror the side columns' at least `a` from the top and
/// bottom, and with the top queen in the corner the second column's no nearer the top
/// than the second row's queen is to the left side.
fn restrict(masks: &mut [u64], shape: Shape) {
    let last = masks.len() - 1;
    let distance = |x: usize| x.min(last - x);
    let near = (0..=last).filter(|&c| distance(c) < shape.a).fold(0u64, |m, c| m | 1 << c);
    masks[last] &= !near;
    if shape.diagonal {
        let sides = 1 | 1 << last;
        for (r, mask) in masks.iter_mut().enumerate() {
            if distance(r) < shape.a {
                *mask &= !sides;
            }
        }
        if shape.a == 0 {
            for mask in masks.iter_mut().take(shape.second).skip(2) {
                *mask &= !0b10;
            }
        }
    }
}

/// `side` first, then the other tallies (in a fixed order): four different ones.
fn others_after(side: Side) -> [Side; 4] {
    let all = [Side::Four, Side::Two, Side::One, Side::Eight, Side::FourT];
    let mut order = [side; 4];
    for (slot, other) in order.iter_mut().skip(1).zip(all.into_iter().filter(|&s| s != side)) {
        *slot = other;
    }
    order
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

/// One depth-first search over per-row column masks (bit `c` is column `c`), counting into
/// the four tallies `cells` by category. Other jobs' solutions all go to the first; a
/// four-way job's (`FOUR`) go by the bottom queen's distance from a side, and while no queen
/// ties (`STRICT`, diagonal jobs only) to the strict ones (see
/// [`CATEGORIES`]). Each solution adds to its squares when it is found, from the path of
/// columns kept on the way down: inner nodes then do nothing but branch.
struct Walk<'a> {
    /// Each row's allowed columns; a fixed array, indexed `& 63`, needs no bounds checks.
    allowed: [u64; 64],
    last: usize,
    cells: [&'a mut [u64; STRIDE * 64]; 4],
    /// Solutions found, by category.
    totals: [u64; 4],
    /// The column of each row above the one being searched.
    path: [u8; 64],
    /// The top queen's distance from its side (four-way jobs).
    a: usize,
    sides: u64,
    /// The rows (a bit each) and columns of the squares where a queen ties (diagonal jobs):
    /// then the solution's diagonal image is searched too.
    tie_rows: u64,
    tie_cols: u64,
    /// The first row below the rows the side columns' queens may take (diagonal jobs):
    /// both must be placed by then.
    sides_by: usize,
    check_below: usize,
    ticks: u32,
    stop: &'a Stop<'a>,
    stopped: bool,
}

impl<'a> Walk<'a> {
    fn new(
        allowed: &'a [u64],
        cells: [&'a mut [u64; STRIDE * 64]; 4],
        shape: Option<Shape>,
        stop: &'a Stop<'a>,
    ) -> Self {
        let n = allowed.len();
        let a = shape.map_or(0, |s| s.a);
        let last = n - 1;
        let sides = 1 | 1 << last;
        // Ties matter on diagonal jobs only (the others are never strict).
        let (tie_rows, tie_cols) = match shape {
            Some(Shape { a: 0, diagonal: true, second }) => (1 << second, 0b10),
            _ => (1 << a | 1 << (last - a), sides),
        };
        let mut rows = [0; 64];
        rows[..n].copy_from_slice(allowed);
        Walk {
            allowed: rows,
            last,
            cells,
            totals: [0; 4],
            path: [0; 64],
            a,
            sides,
            tie_rows,
            tie_cols,
            sides_by: if shape.is_some_and(|s| s.diagonal) { n - a } else { usize::MAX },
            check_below: n.saturating_sub(UNCHECKED_DEPTH),
            ticks: 0,
            stop,
            stopped: false,
        }
    }

    /// Whether a queen at `bit` of `row` ties: a side column's at the top queen's distance,
    /// or with the top queen in the corner, the second column's at the second row's
    /// queen's distance.
    #[inline(always)]
    fn ties(&self, row: usize, bit: u64) -> bool {
        (self.tie_rows >> (row & 63)) & 1 != 0 && bit & self.tie_cols != 0
    }

    /// Searches below a node whose rows above `row` are placed (their columns in `path`),
    /// with `free` the columns left on `row`.
    fn search<const FOUR: bool, const STRICT: bool>(
        &mut self,
        row: usize,
        free: u64,
        used: u64,
        ld: u64,
        rd: u64,
    ) {
        self.node::<FOUR, STRICT, true>(row, free, used, ld, rd);
    }

    /// [`Walk::search`]'s body; with `PAIR`, the row below is searched in the same call,
    /// and a call is only made for a child with somewhere to go: the calls cost more than
    /// the branching did.
    #[inline(always)]
    fn node<const FOUR: bool, const STRICT: bool, const PAIR: bool>(
        &mut self,
        row: usize,
        mut free: u64,
        used: u64,
        ld: u64,
        rd: u64,
    ) {
        if row + 2 >= self.last {
            return self.last_three::<FOUR, STRICT>(row, free, used, ld, rd);
        }
        let checked = row < self.check_below;
        let next = self.allowed[(row + 1) & 63];
        let sides_due = row + 1 == self.sides_by;
        while free != 0 {
            if checked {
                self.ticks += 1;
                self.stopped |=
                    self.stop.halted() || (self.ticks.is_multiple_of(CLOCK_EVERY) && self.stop.check());
                if self.stopped {
                    break;
                }
            }
            let (bit, used, ld, rd) = self.place_next(row, &mut free, used, ld, rd);
            let below = next & !(used | ld | rd);
            if below == 0 || sides_due && used & self.sides != self.sides {
                continue;
            }
            match (PAIR, STRICT && self.ties(row, bit)) {
                (true, true) => self.node::<FOUR, false, false>(row + 1, below, used, ld, rd),
                (true, false) => self.node::<FOUR, STRICT, false>(row + 1, below, used, ld, rd),
                (false, true) => self.search::<FOUR, false>(row + 1, below, used, ld, rd),
                (false, false) => self.search::<FOUR, STRICT>(row + 1, below, used, ld, rd),
            }
        }
    }

    /// Takes the leftmost column of `free` for `row` into the path: its bit, and what the
    /// rows above and it attack on the row below.
    #[inline(always)]
    fn place_next(
        &mut self,
        row: usize,
        free: &mut u64,
        used: u64,
        ld: u64,
        rd: u64,
    ) -> (u64, u64, u64, u64) {
        let bit = *free & free.wrapping_neg();
        *free ^= bit;
        self.path[row & 63] = bit.trailing_zeros() as u8;
        (bit, used | bit, (ld | bit) << 1, (rd | bit) >> 1)
    }

    /// The last three rows (or fewer) without recursing, nor looking at the stop flag: at
    /// n = 16 a fifth of the nodes are on the third row from the bottom.
    #[inline(always)]
    fn last_three<const FOUR: bool, const STRICT: bool>(
        &mut self,
        row: usize,
        mut free: u64,
        used: u64,
        ld: u64,
        rd: u64,
    ) {
        if row + 1 >= self.last {
            return self.last_rows::<FOUR, STRICT>(row, free, used, ld, rd);
        }
        let next = self.allowed[(row + 1) & 63];
        while free != 0 {
            let (bit, used, ld, rd) = self.place_next(row, &mut free, used, ld, rd);
            let below = next & !(used | ld | rd);
            if STRICT && self.ties(row, bit) {
                self.last_rows::<FOUR, false>(row + 1, below, used, ld, rd);
            } else {
                self.last_rows::<FOUR, STRICT>(row + 1, below, used, ld, rd);
            }
        }
    }

    /// The last row, or the last two, without recursing: most nodes live down here. The
    /// bottom queen's column gives the category.
    #[inline(always)]
    fn last_rows<const FOUR: bool, const STRICT: bool>(
        &mut self,
        row: usize,
        mut free: u64,
        used: u64,
        ld: u64,
        rd: u64,
    ) {
        let last = self.last;
        if row == last {
            // One column is left, so at most one bit is free.
            if free != 0 {
                self.solution(row, free, 0, STRICT, FOUR);
            }
            return;
        }
        let last_allowed = self.allowed[last & 63];
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            let below = last_allowed & !(used | bit | (ld | bit) << 1 | (rd | bit) >> 1);
            if below != 0 {
                self.solution(row, bit, below, STRICT && !self.ties(row, bit), FOUR);
            }
        }
    }

    /// A solution: rows above `row` from the path, `row` at `bit`, and the last row at
    /// `bottom` (0 when `row` is the last).
    #[inline(always)]
    fn solution(&mut self, row: usize, bit: u64, bottom: u64, strict: bool, four: bool) {
        let last = self.last;
        let bottom_bit = if bottom == 0 { bit } else { bottom };
        let bottom_col = bottom_bit.trailing_zeros() as usize;
        let two = four && bottom_col.min(last - bottom_col) == self.a;
        let strict = strict && !self.ties(last, bottom_bit);
        let k = usize::from(two) + 2 * usize::from(strict);
        let cells = &mut *self.cells[k];
        for (r, &col) in self.path[..row].iter().enumerate() {
            cells[(r * STRIDE + col as usize) & (STRIDE * 64 - 1)] += 1;
        }
        cells[(row * STRIDE + bit.trailing_zeros() as usize) & (STRIDE * 64 - 1)] += 1;
        if bottom != 0 {
            cells[(last * STRIDE + bottom_col) & (STRIDE * 64 - 1)] += 1;
        }
        self.totals[k] += 1;
    }
}
