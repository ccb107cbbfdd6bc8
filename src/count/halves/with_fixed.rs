//! The count with fixed queens by joining half-boards, unique count included.
//!
//! The total and the solutions a turn leaves unchanged come from one [`Halves`] count of
//! the fixed queens `F`. The unique count (one per class under the 8 symmetries, by the
//! unique-mode rule) is the number of classes that meet `S`, the solutions holding `F`.
//! A class meets `S` in `N(x) / |Stab(x)|` of its members `x`, where `N(x)` is the number
//! of symmetries `g` with `g(F)` inside `x` (each member `g⁻¹(x)` comes from `|Stab(x)|`
//! of them), so the classes number the sum over `S` of `|Stab(x)| / N(x)`.
//!
//! Each half-board carries a tag, a bit per symmetry `g`: it holds every square of `g(F)`
//! on its side ([`quarter::Tags`]); so does the middle column's queen on odd boards. `N(x)`
//! is then the number of bits the three tags share, and a job joins its lists tag class by
//! tag class, adding `840 / N(x)` per pair (840 is the least common multiple of 1..=8, so
//! every share is whole). The turns job adds `|Stab(x)| − 1` more shares for each solution
//! a turn leaves unchanged; no solution wider than 1 is its own mirror image.
//! This replaced an inclusion–exclusion over the unions of images of `F`, which counted
//! more boards, each with its own tables and jobs: `count 17 --fix 2,5` took 0.51 s, and
//! 0.34 s with tags (the empty board: 0.41 s).

use super::quarter::{self, Tags};
use super::{Halves, join};
use crate::board::Queen;
use crate::count::Counts;
use crate::symmetry::Symmetry;
use std::ops::Range;

/// The name of this way of cutting the work (see [`crate::count::CountPlan::split_name`]).
/// v2: centre rows a fixed queen attacks are no longer jobs. v3: the unique count is a sum
/// of shares in [`Counts::unique_shares`], not of terms of other boards.
pub(super) const SPLIT: &str = "halves-fixed/tags/v3";

/// What each solution's class is split into: the least common multiple of 1..=8.
const SHARES: u64 = 840;

/// The count of the solutions holding `fixed` (queens that do not attack each other).
pub(in crate::count) fn new(n: usize, fixed: &[Queen]) -> Halves {
    Halves::new(n, &cheapest_image(n, fixed))
}

/// The counts from the sum of every job's.
pub(super) fn finish(sum: Counts) -> Counts {
    debug_assert_eq!(sum.unique_shares % SHARES, 0, "shares come in whole classes");
    Counts { unique: sum.unique_shares / SHARES, unique_shares: 0, ..sum }
}

/// The images of the fixed queens, one per symmetry, in [`Symmetry::ALL`]'s order: bit g
/// of a tag stands for `images[g]`.
pub(super) fn images(n: usize, fixed: &[Queen]) -> Vec<Vec<Queen>> {
    Symmetry::ALL.iter().map(|g| fixed.iter().map(|&q| g.map(n, q)).collect()).collect()
}

/// The tags of a quarter on board rows `rows` and columns `columns` (see [`Tags`]).
pub(super) fn quarter_tags(
    images: &[Vec<Queen>],
    rows: &[usize],
    columns: Range<usize>,
    south: bool,
) -> Tags {
    let rows = rows
        .iter()
        .map(|&row| {
            let mut at = [0u8; 16];
            let mut any = 0;
            for (g, image) in images.iter().enumerate() {
                for q in image.iter().filter(|q| q.row == row && columns.contains(&q.col)) {
                    at[q.col - columns.start] |= 1 << g;
                    any |= 1 << g;
                }
            }
            (any, at)
        })
        .collect();
    Tags { rows, south }
}

/// The tag of the middle column's queen at row `centre` on odd boards (every bit on even
/// ones): the images whose squares in that row and column are that queen's alone.
pub(super) fn centre_tag(n: usize, images: &[Vec<Queen>], centre: usize) -> u8 {
    let m = n / 2;
    let fits =
        |q: &Queen| n.is_multiple_of(2) || (q.row != centre && q.col != m) || (q.row == centre && q.col == m);
    (images.iter().enumerate()).filter(|(_, image)| image.iter().all(fits)).map(|(g, _)| 1 << g).sum::<u32>()
        as u8
}

/// The shares of a solution `columns` (a column per row) that a turn leaves unchanged,
/// once per extra member of its stabiliser the turn stands for.
pub(super) fn shares_of(images: &[Vec<Queen>], columns: &[u8]) -> u64 {
    let holds = |image: &Vec<Queen>| image.iter().all(|q| usize::from(columns[q.row]) == q.col);
    SHARES / images.iter().filter(|image| holds(image)).count() as u64
}

/// The pairs of one job's east and west lists (tagged entries) that share no diagonal, and
/// their shares: each list is cut into groups by tag, untagged, and each pair of groups
/// joined. `centre`: the middle column's queen's tag. Reorders both lists.
pub(super) fn tagged_pairs(east: &mut [u64], west: &mut [u64], centre: u8, bits: usize) -> (u64, u64) {
    let east_groups = group_by_tag(east, centre);
    let west_groups = group_by_tag(west, centre);
    let (mut pairs, mut shares) = (0, 0);
    for (a, east_range) in &east_groups {
        for (b, west_range) in &west_groups {
            let holders = u64::from((a & b & centre).count_ones());
            debug_assert!(holders > 0, "every solution counted holds the fixed queens");
            let found =
                join::disjoint_pairs(&mut east[east_range.clone()], &mut west[west_range.clone()], bits);
            pairs += found;
            shares += found * (SHARES / holders.max(1));
        }
    }
    (pairs, shares)
}

/// Reorders `list` into groups by tag and takes the tags off: each group with its tag.
/// Only bits in `keep` that differ within the list make groups (the others count the same
/// either way): mostly none or one or two, each a pass that moves the entries without it
/// to the front.
fn group_by_tag(list: &mut [u64], keep: u8) -> Vec<(u8, Range<usize>)> {
    let tag = |entry: u64| (entry >> quarter::TAG_SHIFT) as u8;
    let (any, all) = list.iter().fold((0, u64::MAX), |(any, all), &entry| (any | entry, all & entry));
    let varying = (tag(any) ^ tag(all)) & keep;
    let mut groups = vec![(tag(all), 0..list.len())];
    for bit in (0..8).filter(|bit| varying >> bit & 1 == 1) {
        groups = groups
            .into_iter()
            .flat_map(|(t, range)| {
                let cut =
                    range.start + join::partition(&mut list[range.clone()], 1 << (quarter::TAG_SHIFT + bit));
                [(t, range.start..cut), (t | 1 << bit, cut..range.end)]
            })
            .filter(|(_, range)| !range.is_empty())
            .collect();
    }
    for entry in list.iter_mut() {
        *entry = quarter::untagged(*entry);
    }
    groups
}

/// The image of `queens` whose count should take least time: on odd boards a queen in the
/// middle column leaves one centre row instead of about n; a side's half-boards shrink
/// about m-fold per fixed queen on it, and their building is most of a split's work.
fn cheapest_image(n: usize, queens: &[Queen]) -> Vec<Queen> {
    let m = n / 2;
    let cost = |queens: &[Queen]| -> f64 {
        let east = queens.iter().filter(|q| q.col >= n - m).count();
        let west = queens.iter().filter(|q| q.col < m).count();
        let centres = super::splits::centre_rows(n, queens).len();
        let open = n - n % 2 - east - west;
        let splits = choose(open, m.saturating_sub(east));
        let shrink = |k: usize| (m as f64).powi(-(k as i32));
        centres as f64 * splits * (shrink(east) + shrink(west))
    };
    Symmetry::ALL
        .iter()
        .map(|g| queens.iter().map(|&q| g.map(n, q)).collect::<Vec<_>>())
        .min_by(|a, b| cost(a).total_cmp(&cost(b)))
        .expect("8 symmetries")
}

fn choose(n: usize, k: usize) -> f64 {
    if k > n {
        return 0.0;
    }
    (0..k).fold(1.0, |acc, i| acc * (n - i) as f64 / (i + 1) as f64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicU64;

    fn counted(halves: &Halves) -> Counts {
        let all: Vec<usize> = (0..halves.jobs.len()).collect();
        halves.begin(&all);
        let sum = all.iter().fold(Counts::default(), |sum, &i| {
            sum + halves.count_job(i, &AtomicU64::new(0), &|| false).unwrap()
        });
        finish(sum)
    }

    /// Boards past [`super::super::WHOLE_MAX`] build their quarters in pieces, fixed queens
    /// or not: pieces must carry the same tags, so the counts must not change.
    #[test]
    fn quarters_in_pieces_count_what_whole_ones_count() {
        let boards: [(usize, &[(usize, usize)]); 6] = [
            (8, &[(0, 0)]),
            (9, &[(2, 5)]),
            (10, &[(1, 3), (7, 8)]),
            (11, &[(5, 5)]),
            (12, &[(3, 4), (8, 8)]),
            (13, &[(2, 5), (10, 7)]),
        ];
        for (n, squares) in boards {
            let fixed: Vec<Queen> = squares.iter().map(|&(r, c)| Queen::new(r, c)).collect();
            let whole = counted(&Halves::with_pieces(n, &fixed, false));
            let pieces = counted(&Halves::with_pieces(n, &fixed, true));
            assert!(whole.total > 0, "n = {n}: a board with solutions");
            assert_eq!(pieces, whole, "n = {n}, fixed = {fixed:?}");
        }
    }
}
