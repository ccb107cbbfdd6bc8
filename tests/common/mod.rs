//! Shared by the integration tests: published counts, a brute-force oracle, random fixed
//! queens for property tests, and waiting for an event.
// Every test binary compiles this module on its own and uses only some of it: the rest
// would warn as dead code in each of them.
#![allow(dead_code)]

use nqueens::board::Queen;
use proptest::collection::{SizeRange, vec};
use proptest::prelude::*;
use std::ops::RangeInclusive;

pub mod answers;
#[cfg(feature = "gui")]
pub mod app;
#[cfg(feature = "cli")]
pub mod cli;
pub mod counting;
pub mod instances;
#[cfg(feature = "gui")]
pub mod layout;
#[cfg(feature = "pictures")]
pub mod picture;
pub mod rng;

/// Published counts (OEIS A000170 and A002562), n = 1..=16, copied from the project's
/// reference table so that a clone of this repository alone can run the tests.
pub const TOTAL: [u64; 16] =
    [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512];
/// Solutions a quarter turn (OEIS A033148) and a half turn (OEIS A032522) leave unchanged.
pub const ROT90: [u64; 16] = [1, 0, 0, 2, 2, 0, 0, 0, 0, 0, 0, 8, 8, 0, 0, 64];
pub const ROT180: [u64; 16] = [1, 0, 0, 2, 2, 4, 8, 4, 16, 12, 48, 80, 136, 420, 1240, 3000];
pub const UNIQUE: [u64; 16] = [1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752, 285053, 1846955];

/// Every permutation of 0..n, in lexicographic order.
fn permutations(n: usize) -> Vec<Vec<u32>> {
    if n == 0 {
        return vec![vec![]];
    }
    let mut out = Vec::new();
    for first in 0..n as u32 {
        for rest in permutations(n - 1) {
            let mut p = vec![first];
            p.extend(rest.into_iter().map(|c| if c >= first { c + 1 } else { c }));
            out.push(p);
        }
    }
    out
}

/// Whether two squares share a row, a column or a diagonal (a square attacks itself).
fn attacks(r1: usize, c1: usize, r2: usize, c2: usize) -> bool {
    r1 == r2 || c1 == c2 || r1.abs_diff(r2) == c1.abs_diff(c2)
}

/// All solutions containing `fixed`, by trying every permutation: obviously correct, slow.
pub fn oracle_solutions(n: usize, fixed: &[Queen]) -> Vec<Vec<u32>> {
    permutations(n)
        .into_iter()
        .filter(|p| {
            (0..n).all(|i| (i + 1..n).all(|j| !attacks(i, p[i] as usize, j, p[j] as usize)))
                && fixed.iter().all(|q| p[q.row] as usize == q.col)
        })
        .collect()
}

/// Where a square (row, col) goes on a board whose last index is the first argument.
type SquareMap = fn(usize, usize, usize) -> (usize, usize);

/// The board's eight symmetries, each written out square by square: the identity, the
/// quarter, half and three-quarter turns, the left–right and top–bottom mirrors, and the
/// mirrors in the two diagonals.
const SYMMETRIES: [SquareMap; 8] = [
    |_, r, c| (r, c),
    |m, r, c| (c, m - r),
    |m, r, c| (m - r, m - c),
    |m, r, c| (m - c, r),
    |m, r, c| (r, m - c),
    |m, r, c| (m - r, c),
    |_, r, c| (c, r),
    |m, r, c| (m - c, m - r),
];

/// The image of `q` under `SYMMETRIES[symmetry]` on an n×n board.
fn image(n: usize, symmetry: usize, q: Queen) -> Queen {
    let (row, col) = SYMMETRIES[symmetry](n - 1, q.row, q.col);
    Queen::new(row, col)
}

/// The 8 images of a solution, each computed square by square from its own formula.
pub fn oracle_images(p: &[u32]) -> Vec<Vec<u32>> {
    let n = p.len();
    (0..SYMMETRIES.len())
        .map(|symmetry| {
            let mut image_of_p = vec![0; n];
            for (r, &c) in p.iter().enumerate() {
                let q = image(n, symmetry, Queen::new(r, c as usize));
                image_of_p[q.row] = q.col as u32;
            }
            image_of_p
        })
        .collect()
}

/// The oracle's unique mode: (solution, class size) for each solution that is the smallest
/// of its images containing every fixed queen.
pub fn oracle_unique(n: usize, fixed: &[Queen]) -> Vec<(Vec<u32>, u8)> {
    oracle_solutions(n, fixed)
        .into_iter()
        .filter_map(|s| {
            let mut keeping: Vec<Vec<u32>> = oracle_images(&s)
                .into_iter()
                .filter(|img| fixed.iter().all(|q| img[q.row] as usize == q.col))
                .collect();
            keeping.sort();
            keeping.dedup();
            let size = keeping.len() as u8;
            (keeping[0] == s).then_some((s, size))
        })
        .collect()
}

/// Published totals and unique counts of sizes past the tables above that count in seconds:
/// (n, total, unique).
pub const N17_TO_N19: [(usize, u64, u64); 3] =
    [(17, 95_815_104, 11_977_939), (18, 666_090_624, 83_263_591), (19, 4_968_057_848, 621_012_754)];

/// Which of its images join each random fixed queen: a random queen alone almost never
/// makes a board that a symmetry keeps, and those are where the searches' symmetry
/// shortcuts and the turn counts come in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Images {
    /// None: the queen alone.
    Alone,
    /// Its left–right mirror image.
    Mirror,
    /// Its images in both mirrors and under the half turn.
    Mirrors,
    /// Its image under the half turn.
    HalfTurn,
    /// Its images under the three turns.
    QuarterTurns,
    /// All eight.
    All,
}

impl Images {
    /// The indices in `SYMMETRIES` of the images (the identity among them).
    fn symmetries(self) -> &'static [usize] {
        match self {
            Images::Alone => &[0],
            Images::Mirror => &[0, 4],
            Images::Mirrors => &[0, 2, 4, 5],
            Images::HalfTurn => &[0, 2],
            Images::QuarterTurns => &[0, 1, 2, 3],
            Images::All => &[0, 1, 2, 3, 4, 5, 6, 7],
        }
    }
}

/// A random square of an n×n board.
fn square(n: usize) -> impl Strategy<Value = Queen> {
    (0..n, 0..n).prop_map(|(r, c)| Queen::new(r, c))
}

/// Each of `candidates` with its `images`, kept if none of them attacks another or a queen
/// kept before.
fn keep_what_fits(n: usize, candidates: Vec<Queen>, images: Images) -> Vec<Queen> {
    let fits = |q: &Queen, others: &[Queen]| others.iter().all(|f| !attacks(f.row, f.col, q.row, q.col));
    let mut fixed: Vec<Queen> = Vec::new();
    for q in candidates {
        let mut orbit: Vec<Queen> = images.symmetries().iter().map(|&s| image(n, s, q)).collect();
        orbit.sort_unstable();
        orbit.dedup();
        let clash_free = orbit.iter().enumerate().all(|(i, q)| fits(q, &orbit[..i]));
        if clash_free && orbit.iter().all(|q| fits(q, &fixed)) {
            fixed.extend(orbit);
        }
    }
    fixed
}

/// A board size from `sizes` and fixed queens on it that do not attack each other:
/// `candidates(n)` random squares, each kept if it attacks none kept before.
pub fn fixed_queens<R: Into<SizeRange>>(
    sizes: RangeInclusive<usize>,
    candidates: impl Fn(usize) -> R,
) -> impl Strategy<Value = (usize, Vec<Queen>)> {
    sizes
        .prop_flat_map(move |n| (Just(n), vec(square(n), candidates(n))))
        .prop_map(|(n, squares)| (n, keep_what_fits(n, squares, Images::Alone)))
}

/// As [`fixed_queens`], with each candidate joined by its images under one of `images`
/// (the same for the whole board), all kept or none.
pub fn fixed_queens_with_images<R: Into<SizeRange>>(
    sizes: RangeInclusive<usize>,
    candidates: impl Fn(usize) -> R,
    images: &'static [Images],
) -> impl Strategy<Value = (usize, Vec<Queen>)> {
    // A u8 index, as the strategies this one replaced drew: their saved failing cases
    // (the proptest-regressions files) still replay the same boards.
    sizes
        .prop_flat_map(move |n| (Just(n), vec(square(n), candidates(n)), 0..images.len() as u8))
        .prop_map(move |(n, squares, which)| (n, keep_what_fits(n, squares, images[usize::from(which)])))
}

// One way to wait for all the tests, the crate's own: an event, with a deadline. (Each
// test binary uses some of these; `dead_code` does not cover a re-export.)
#[allow(unused_imports)]
pub use nqueens::testing::{PATIENCE, skipped, wait_until};

/// Random walks forward and back through a step machine: after each move the state must
/// equal the one the same number of steps from the start reaches, or, after the last step,
/// that state once a further step found the end (ending is not a step).
pub fn walk<T: Clone + PartialEq + std::fmt::Debug>(
    start: T,
    moves: &[bool],
    step: impl Fn(&mut T) -> bool,
    back: impl Fn(&mut T) -> bool,
) {
    let mut replay = vec![start.clone()];
    let mut walker = start;
    let mut at = 0;
    for &forward in moves {
        if forward {
            at += usize::from(step(&mut walker));
        } else {
            at -= usize::from(back(&mut walker));
        }
        while replay.len() <= at {
            let mut next = replay.last().expect("the start").clone();
            assert!(step(&mut next), "the replay ended before the walker");
            replay.push(next);
        }
        let mut expected = replay[at].clone();
        if walker != expected {
            assert!(!step(&mut expected), "the walker ended where the replay goes on");
        }
        assert_eq!(walker, expected);
    }
}
