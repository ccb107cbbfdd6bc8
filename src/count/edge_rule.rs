//! The count with no fixed queens, searching about a fifth of the tree.
//!
//! Each of the 4 edges of the board holds exactly one queen, which sits at some distance
//! from each of the edge's two corners: 8 distances in all, and the 8 symmetries permute
//! them. Every class therefore has members whose top-row queen sits at the smallest
//! distance `a`; the counter searches only those (top queen in column `a` ≤ (n-1)/2, every
//! other edge queen at least `a` from each corner) and keeps the lexicographically smallest
//! of them, weighted by its class size.

use super::Counts;
use crate::kernel::{Dfs, columns, place};
use crate::symmetry::Symmetry;
use std::ops::ControlFlow;
use std::sync::atomic::AtomicU64;

/// The name of this way of cutting the work (see [`super::Plan::split_name`]).
pub(super) const SPLIT: &str = "edge-rule/rows-0-1-2/v1";

/// One job: the queens of the top three rows, as row masks.
pub(super) struct TopRows {
    top: u32,
    allowed: Vec<u64>,
    /// Columns that must be taken by the end of a row (see [`Dfs::new`]).
    cover: Option<(usize, u64)>,
}

/// Every job, in a fixed order: the top queen's column `a`, then the second and third rows'.
pub(super) fn jobs(n: usize) -> Vec<TopRows> {
    (0..=(n - 1) / 2)
        .flat_map(|top| (0..n).flat_map(move |second| (0..n).map(move |third| (top, second, third))))
        .filter_map(|(top, second, third)| job(n, top, second, third))
        .collect()
}

/// The rows' masks under the edge rule (see the module comment), with the job's queens
/// placed; `None` if they cannot stand together.
fn job(n: usize, a: usize, second: usize, third: usize) -> Option<TopRows> {
    let full = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
    let sides = 1u64 | 1 << (n - 1);
    let mut allowed = vec![full; n];
    let mut cover = None;
    if a > 0 {
        for (row, mask) in allowed.iter_mut().enumerate() {
            if row < a || row > n - 1 - a {
                *mask &= !sides;
            }
        }
        // Both side queens sit in rows a..=n-1-a: by row n-1-a both sides are taken.
        cover = Some((n - 1 - a, sides));
    } else {
        // A corner queen: of a solution and its transpose keep the one whose second-row
        // queen is left of the column-1 queen's row, so rows up to that column skip
        // column 1.
        for mask in allowed.iter_mut().take(second + 1).skip(2) {
            *mask &= !2;
        }
    }
    // The bottom queen at least `a` from both bottom corners.
    allowed[n - 1] &= full >> a & full << a;
    let placed = place(&mut allowed, 0, a) && place(&mut allowed, 1, second) && place(&mut allowed, 2, third);
    placed.then_some(TopRows { top: a as u32, allowed, cover })
}

pub(super) fn count_job(job: &TopRows, nodes: &AtomicU64, should_stop: &dyn Fn() -> bool) -> Counts {
    let (n, top) = (job.allowed.len(), job.top);
    let mut counts = Counts::default();
    let mut dfs = Dfs::new(&job.allowed, job.cover, nodes, should_stop, |bits: &[u64; 64]| {
        let class_size = if top == 0 {
            // A corner queen: no symmetry fixes the solution, and the edge rule
            // already kept one of the two class members it lets through.
            8
        } else {
            match kept_class_size(&bits[..n], top) {
                Some(size) => size,
                None => return ControlFlow::Continue(()),
            }
        };
        // No reflection leaves a solution unchanged (it would put two queens on one row,
        // column or diagonal), so a class of 4 is fixed by the half turn, and a class of 2
        // by the quarter turns (and so by the half turn too).
        counts.total += class_size;
        counts.unique += 1;
        match class_size {
            4 => counts.rot180 += 4,
            2 => (counts.rot180, counts.rot90) = (counts.rot180 + 2, counts.rot90 + 2),
            _ => {}
        }
        ControlFlow::Continue(())
    });
    let _ = dfs.run(0, 0, 0, 0);
    counts
}

/// Whether this solution is the smallest of the class members the edge rule lets
/// through (those whose top queen is also `top` from a corner), and if so its class size.
fn kept_class_size(bits: &[u64], top: u32) -> Option<u64> {
    let n = bits.len();
    let last = n as u32 - 1;
    // The top-row queens of the 7 other images are the edge queens seen from other corners
    // (see `Symmetry::image_row`). Usually none is `top` from its corner: then no image
    // competes and none equals this one, so the class has 8 members. Only ties need the
    // full comparison below.
    let left = bits.iter().position(|&b| b & 1 != 0).unwrap_or(0) as u32;
    let right = bits.iter().position(|&b| b >> last & 1 != 0).unwrap_or(0) as u32;
    let bottom = bits[n - 1].trailing_zeros();
    let firsts = [last - left, last - bottom, right, last - top, bottom, left, last - right];
    if !firsts.contains(&top) {
        return Some(8);
    }
    let mut cols = [0u32; 64];
    let mut inv = [0u32; 64];
    columns(bits, &mut cols[..n]);
    for (row, &col) in cols[..n].iter().enumerate() {
        inv[col as usize] = row as u32;
    }
    let (cols, inv) = (&cols[..n], &inv[..n]);
    let mut fixed_by = 1;
    for g in &Symmetry::ALL[1..] {
        if g.image_row(cols, inv, 0) != top {
            continue;
        }
        match compare_image(*g, cols, inv) {
            std::cmp::Ordering::Less => return None,
            std::cmp::Ordering::Equal => fixed_by += 1,
            std::cmp::Ordering::Greater => {}
        }
    }
    Some(8 / fixed_by)
}

fn compare_image(g: Symmetry, cols: &[u32], inv: &[u32]) -> std::cmp::Ordering {
    (0..cols.len())
        .map(|row| g.image_row(cols, inv, row).cmp(&cols[row]))
        .find(|o| o.is_ne())
        .unwrap_or(std::cmp::Ordering::Equal)
}
