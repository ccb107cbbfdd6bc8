//! Shared by the integration tests: published counts and a brute-force oracle.
#![allow(dead_code)]

use nqueens::board::Queen;

#[cfg(feature = "gui")]
pub mod app;
pub mod cli;
pub mod instances;
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

/// The 8 images of a solution, each computed square by square from its own formula.
pub fn oracle_images(p: &[u32]) -> Vec<Vec<u32>> {
    let n = p.len();
    let m = n - 1;
    let maps: [SquareMap; 8] = [
        |_, r, c| (r, c),
        |m, r, c| (c, m - r),
        |m, r, c| (m - r, m - c),
        |m, r, c| (m - c, r),
        |m, r, c| (r, m - c),
        |m, r, c| (m - r, c),
        |_, r, c| (c, r),
        |m, r, c| (m - c, m - r),
    ];
    maps.iter()
        .map(|f| {
            let mut image = vec![0; n];
            for (r, &c) in p.iter().enumerate() {
                let (r2, c2) = f(m, r, c as usize);
                image[r2] = c2 as u32;
            }
            image
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
