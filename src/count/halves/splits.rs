//! Which row splits a half-board count runs as jobs: one per class under mirroring and
//! turning upside down on the empty board, every one that keeps the fixed queens' rows on
//! their side otherwise.

use super::HalvesJob;
use crate::board::Queen;

/// The row splits of the jobs with centre row `centre` (ignored on even boards): one per
/// class under mirroring and turning upside down, the smallest, weighted by the class size.
pub(super) fn split_jobs(n: usize, centre: usize) -> Vec<HalvesJob> {
    let m = n / 2;
    let odd = n % 2 == 1;
    let rows = split_rows(n, centre);
    let upside_down = |s: u64| s.reverse_bits() >> (64 - n);
    // Off-centre rows on odd boards: turning upside down moves the centre row to a row
    // that has no jobs of its own, which doubles the weight.
    let flips = !odd || centre == m;
    let mut jobs = Vec::new();
    for east_rows in subsets(rows, m) {
        // On the stack: a board has thousands of row splits per centre row.
        let mut class = [east_rows, rows ^ east_rows, upside_down(east_rows), rows ^ upside_down(east_rows)];
        let class = &mut class[..if flips { 4 } else { 2 }];
        if class.iter().any(|&s| s < east_rows) {
            continue;
        }
        class.sort_unstable();
        let distinct = 1 + class.windows(2).filter(|w| w[0] != w[1]).count();
        let weight = distinct as u64 * if flips { 1 } else { 2 };
        jobs.push(HalvesJob::Split { centre, east_rows, weight });
    }
    jobs
}

/// The centre rows a count with fixed queens needs on odd boards: the row of a fixed queen
/// in the middle column, or else every row whose middle square no fixed queen attacks.
/// Even boards: row 0 only.
pub(super) fn centre_rows(n: usize, fixed: &[Queen]) -> Vec<usize> {
    let m = n / 2;
    if n.is_multiple_of(2) {
        return vec![0];
    }
    match fixed.iter().find(|q| q.col == m) {
        Some(q) => vec![q.row],
        // A row whose middle square a fixed queen attacks holds no solution's centre.
        None => (0..n).filter(|&row| fixed.iter().all(|q| q.attack(Queen::new(row, m)).is_none())).collect(),
    }
}

/// Every row split of centre row `centre` that puts each fixed queen's row on its queen's
/// side, each counted once: fixed queens leave no symmetry to share the work.
pub(super) fn fixed_split_jobs(n: usize, centre: usize, fixed: &[Queen]) -> Vec<HalvesJob> {
    let m = n / 2;
    let east_side = |q: &&Queen| q.col >= n - m;
    let west_side = |q: &&Queen| q.col < m;
    let east: u64 = fixed.iter().filter(east_side).map(|q| 1u64 << q.row).sum();
    let west: u64 = fixed.iter().filter(west_side).map(|q| 1u64 << q.row).sum();
    let open = split_rows(n, centre) & !east & !west;
    let wanted = m.saturating_sub(east.count_ones() as usize);
    if east.count_ones() as usize > m || west.count_ones() as usize > m {
        return Vec::new();
    }
    subsets(open, wanted).map(|more| HalvesJob::Split { centre, east_rows: east | more, weight: 1 }).collect()
}

/// The rows whose queens stand east or west (a bit per row): all but the centre row on odd
/// boards.
pub(super) fn split_rows(n: usize, centre: usize) -> u64 {
    let all = (1u64 << n) - 1;
    if n % 2 == 1 { all & !(1 << centre) } else { all }
}

/// The subsets of `set` with `k` members, in increasing order.
pub(super) fn subsets(set: u64, k: usize) -> impl Iterator<Item = u64> {
    (0..=set).filter(move |&s| s & !set == 0 && s.count_ones() as usize == k)
}
