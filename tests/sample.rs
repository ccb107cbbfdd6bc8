//! The sampling search on 20..64-wide boards: every solution it streams is a solution with
//! the fixed queens, and the stream does not repeat itself.

mod common;

use common::{instances, rng::Rng};
use nqueens::board::{Problem, is_solution};
use nqueens::control::{CancelFlag, Control, Progress};
use nqueens::sample::sample;
use nqueens::stream::{Filter, Found, Options, Outcome};
use std::collections::HashSet;

/// The first `limit` solutions the search streams.
fn stream(problem: &Problem, filter: Filter, limit: u64) -> (Vec<Vec<u32>>, Outcome) {
    let options = Options { filter, limit: Some(limit), ..Options::default() };
    let mut found = Vec::new();
    let summary = sample(problem, &options, &Progress::new(), &CancelFlag::new(), &mut |s: Found<'_>| {
        found.push(s.cols.to_vec());
        Control::Continue
    });
    (found, summary.outcome)
}

#[test]
fn every_streamed_solution_is_one_and_keeps_the_fixed_queens() {
    let mut rng = Rng(0x5A3F1E);
    for n in 20..=64 {
        for k in [0, 1, 3, 6] {
            let problem = Problem::new(n, instances::fixed_queens(n, k, &mut rng)).unwrap();
            let (found, outcome) = stream(&problem, Filter::All, 20);
            assert_eq!((found.len(), outcome), (20, Outcome::LimitReached), "n = {n}, {k} fixed");
            for cols in &found {
                assert!(is_solution(n, cols), "n = {n}: {cols:?}");
                assert!(problem.keeps_fixed(cols), "n = {n}: {cols:?} drops a fixed queen");
            }
        }
    }
}

#[test]
fn the_first_ten_thousand_are_distinct() {
    let mut rng = Rng(0xD15C);
    for n in [40, 64] {
        for k in [0, 3] {
            let problem = Problem::new(n, instances::fixed_queens(n, k, &mut rng)).unwrap();
            let (found, _) = stream(&problem, Filter::All, 10_000);
            assert_eq!(found.len(), 10_000);
            assert!(found.iter().all(|cols| is_solution(n, cols) && problem.keeps_fixed(cols)));
            let distinct: HashSet<&Vec<u32>> = found.iter().collect();
            assert_eq!(distinct.len(), found.len(), "n = {n}, {k} fixed: a solution came twice");
        }
    }
}

#[test]
fn unique_mode_streams_one_member_per_class() {
    let problem = Problem::empty(40).unwrap();
    let (found, _) = stream(&problem, Filter::Unique, 2_000);
    let classes: HashSet<Vec<u32>> = found.iter().map(|cols| smallest_image(cols)).collect();
    assert_eq!(classes.len(), found.len());
}

/// The least of the 8 images of a solution under the board's symmetries.
fn smallest_image(cols: &[u32]) -> Vec<u32> {
    let n = cols.len() as u32;
    let flip = |c: &[u32]| c.iter().map(|&x| n - 1 - x).collect::<Vec<u32>>();
    let turn = |c: &[u32]| {
        // (row, col) -> (col, n-1-row)
        let mut out = vec![0; c.len()];
        for (row, &col) in c.iter().enumerate() {
            out[col as usize] = n - 1 - row as u32;
        }
        out
    };
    let mut images = Vec::new();
    let mut current = cols.to_vec();
    for _ in 0..4 {
        images.push(flip(&current));
        images.push(current.clone());
        current = turn(&current);
    }
    images.into_iter().min().unwrap()
}
