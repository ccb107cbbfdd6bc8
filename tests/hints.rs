//! Hints per square against a brute-force count written plainly here, on random small
//! boards with random fixed queens (some placed in mirror-image pairs, so that the
//! search's symmetry shortcuts are tried with fixed queens too); the published 8×8 top
//! row; a 40-wide board whose every "possible" square is checked by finding a solution
//! through it; budgets too short to finish; cancelling.

mod common;

use common::{Images, fixed_queens_with_images, instances, rng::Rng};
use nqueens::board::{Problem, Queen, is_solution};
use nqueens::control::{CancelFlag, Control, Progress};
use nqueens::hints::{Cell, Hints, hints};
use nqueens::sample::sample;
use nqueens::stream::{Found, Options};
use proptest::prelude::*;
use std::time::Duration;

const PLENTY: Duration = Duration::from_secs(600);

/// Every solution keeping `fixed`, row by row, trying every column: obviously correct.
fn brute_solutions(n: usize, fixed: &[Queen]) -> Vec<Vec<usize>> {
    fn extend(n: usize, fixed: &[Queen], cols: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        let row = cols.len();
        if row == n {
            out.push(cols.clone());
            return;
        }
        for col in 0..n {
            let clash = cols.iter().enumerate().any(|(r, &c)| c == col || row - r == col.abs_diff(c));
            let against_fixed = fixed.iter().any(|q| q.row == row && q.col != col);
            if !clash && !against_fixed {
                cols.push(col);
                extend(n, fixed, cols, out);
                cols.pop();
            }
        }
    }
    let mut out = Vec::new();
    extend(n, fixed, &mut Vec::new(), &mut out);
    out
}

/// Solutions through each square, row-major, and in all.
fn brute_counts(n: usize, fixed: &[Queen]) -> (Vec<u64>, u64) {
    let solutions = brute_solutions(n, fixed);
    let mut counts = vec![0u64; n * n];
    for s in &solutions {
        for (row, &col) in s.iter().enumerate() {
            counts[row * n + col] += 1;
        }
    }
    (counts, solutions.len() as u64)
}

fn attacked(fixed: &[Queen], row: usize, col: usize) -> bool {
    fixed.iter().any(|q| q.row == row || q.col == col || q.row.abs_diff(row) == q.col.abs_diff(col))
}

fn hints_of(n: usize, fixed: &[Queen], budget: Duration) -> Hints {
    let problem = Problem::new(n, fixed.to_vec()).unwrap();
    hints(&problem, budget, 2, &CancelFlag::new()).expect("not cancelled")
}

/// A board 1..=9 wide with up to 3 fixed queens that do not attack each other, each
/// alone, or joined by its left–right mirror image, by its images in both mirrors and the
/// half turn, or by all eight of its images.
fn board() -> impl Strategy<Value = (usize, Vec<Queen>)> {
    fixed_queens_with_images(1..=9, |_| 0..=3, &[Images::Alone, Images::Mirror, Images::Mirrors, Images::All])
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn counts_per_square_match_brute_force((n, fixed) in board()) {
        let (counts, total) = brute_counts(n, &fixed);
        let hints = hints_of(n, &fixed, PLENTY);
        prop_assert_eq!(hints.n, n);
        prop_assert_eq!(hints.total, Some(total));
        prop_assert!(hints.complete);
        for row in 0..n {
            for col in 0..n {
                let expected = if fixed.contains(&Queen::new(row, col)) {
                    Cell::Fixed
                } else if attacked(&fixed, row, col) {
                    Cell::Attacked
                } else {
                    Cell::Count(counts[row * n + col])
                };
                prop_assert_eq!(hints.cell(row, col), expected, "square ({}, {}), n = {}, fixed {:?}", row, col, n, fixed);
            }
            // A row without a fixed queen holds one queen of every solution.
            if fixed.iter().all(|q| q.row != row) {
                let sum: u64 = (0..n).map(|col| match hints.cell(row, col) {
                    Cell::Count(k) => k,
                    _ => 0,
                }).sum();
                prop_assert_eq!(sum, total);
            }
        }
        // With no solution, the best removal is the one the brute force finds best.
        let by_removal: Vec<(Queen, u64)> =
            fixed.iter().map(|&q| {
                let rest: Vec<Queen> = fixed.iter().copied().filter(|&f| f != q).collect();
                (q, brute_counts(n, &rest).1)
            }).collect();
        let most = by_removal.iter().map(|r| r.1).max().unwrap_or(0);
        match hints.best_removal {
            Some((queen, count)) => {
                prop_assert_eq!(total, 0);
                prop_assert_eq!(count, Some(most));
                prop_assert!(by_removal.contains(&(queen, most)));
            }
            None => prop_assert!(total > 0 || most == 0, "{:?}", by_removal),
        }
    }
}

/// Boards all eight symmetries keep (searched once per eight images where they can be):
/// every empty board to 12 wide, and odd ones with a queen in the middle.
#[test]
fn boards_every_symmetry_keeps_match_brute_force() {
    let empty = (1..=12).map(|n| (n, vec![]));
    let centred = (5..=11).step_by(2).map(|n| (n, vec![Queen::new(n / 2, n / 2)]));
    for (n, fixed) in empty.chain(centred) {
        let (counts, total) = brute_counts(n, &fixed);
        let hints = hints_of(n, &fixed, PLENTY);
        assert_eq!(hints.total, Some(total), "n = {n}, fixed {fixed:?}");
        for row in 0..n {
            for col in 0..n {
                if let Cell::Count(k) = hints.cell(row, col) {
                    assert_eq!(k, counts[row * n + col], "square ({row}, {col}), n = {n}, fixed {fixed:?}");
                }
            }
        }
    }
}

#[test]
fn the_empty_8x8_reads_as_published() {
    let hints = hints_of(8, &[], PLENTY);
    let row = |r: usize| -> Vec<u64> {
        (0..8)
            .map(|c| match hints.cell(r, c) {
                Cell::Count(k) => k,
                other => panic!("({r}, {c}) is {other:?}"),
            })
            .collect()
    };
    let (brute, total) = brute_counts(8, &[]);
    assert_eq!((hints.total, total), (Some(92), 92));
    assert_eq!(row(0), brute[..8].to_vec());
    // The figures of the issue: a8..h8, and a1..h1 by symmetry.
    assert_eq!(row(0), [4, 8, 16, 18, 18, 16, 8, 4]);
    assert_eq!(row(7), [4, 8, 16, 18, 18, 16, 8, 4]);
    for r in 0..8 {
        assert_eq!(row(r).iter().sum::<u64>(), 92, "row {r}");
        assert_eq!(row(r), brute[r * 8..r * 8 + 8].to_vec(), "row {r}");
    }
    assert_eq!(hints.best_removal, None);
}

#[test]
fn fixed_queens_with_no_solution_name_the_removal_that_helps_most() {
    // No 6x6 solution has a queen in a corner; without it there are 4.
    let hints = hints_of(6, &[Queen::new(0, 0)], PLENTY);
    assert_eq!(hints.total, Some(0));
    assert_eq!(hints.best_removal, Some((Queen::new(0, 0), Some(4))));
    assert!(hints.cells.iter().all(|c| matches!(c, Cell::Fixed | Cell::Attacked | Cell::Count(0))));
}

/// A solution of `problem` found by the sampling search, independently of the hints.
fn some_solution(problem: &Problem) -> Option<Vec<u32>> {
    let mut found = None;
    let options = Options { limit: Some(1), ..Options::default() };
    sample(problem, &options, &Progress::new(), &CancelFlag::new(), &mut |s: Found<'_>| {
        found = Some(s.cols.to_vec());
        Control::Stop
    });
    found
}

#[test]
fn on_a_40_wide_board_every_square_said_possible_has_a_solution_through_it() {
    let mut rng = Rng(0x40_40);
    for k in [1, 2] {
        let fixed = instances::fixed_queens(40, k, &mut rng);
        let hints = hints_of(40, &fixed, PLENTY);
        assert!(hints.complete, "{fixed:?}");
        assert_eq!((hints.total, hints.best_removal), (None, None));
        assert_eq!(hints.solvable(), Some(true));
        for row in 0..40 {
            for col in 0..40 {
                let square = Queen::new(row, col);
                match hints.cell(row, col) {
                    Cell::Fixed => assert!(fixed.contains(&square)),
                    Cell::Attacked => assert!(!fixed.contains(&square) && attacked(&fixed, row, col)),
                    Cell::Possible => {
                        assert!(!attacked(&fixed, row, col));
                        let mut with = fixed.clone();
                        with.push(square);
                        let problem = Problem::new(40, with).unwrap();
                        let cols = some_solution(&problem).unwrap_or_else(|| panic!("none through {square}"));
                        assert!(is_solution(40, &cols) && problem.keeps_fixed(&cols));
                    }
                    // Every square of so open a board is on some solution.
                    other => panic!("{square} is {other:?} with {fixed:?}"),
                }
            }
        }
    }
}

#[test]
fn a_budget_too_short_to_finish_leaves_squares_unknown_but_never_wrong() {
    let fixed = [Queen::new(3, 5)];
    let (counts, _) = brute_counts(12, &fixed);
    let hints = hints_of(12, &fixed, Duration::ZERO);
    assert_eq!(hints.total, None);
    assert!(!hints.complete);
    for (i, cell) in hints.cells.iter().enumerate() {
        let (row, col) = (i / 12, i % 12);
        match cell {
            Cell::Possible => assert!(counts[i] > 0, "({row}, {col})"),
            Cell::Dead => assert_eq!(counts[i], 0, "({row}, {col})"),
            Cell::Unknown => assert!(!attacked(&fixed, row, col)),
            Cell::Attacked => assert!(attacked(&fixed, row, col)),
            Cell::Fixed => assert!(fixed.contains(&Queen::new(row, col))),
            Cell::Count(_) => panic!("an unfinished count was shown as exact at ({row}, {col})"),
        }
    }
    // With time, the 40-wide board decides squares; with none, it decides none.
    let wide = hints_of(40, &[Queen::new(0, 0)], Duration::ZERO);
    assert!(!wide.complete && wide.cells.contains(&Cell::Unknown));
    assert!(!wide.cells.iter().any(|c| matches!(c, Cell::Dead | Cell::Count(_))));
}

#[test]
fn a_cancelled_search_returns_nothing() {
    let cancel = CancelFlag::new();
    cancel.cancel();
    for n in [8, 16, 40] {
        let problem = Problem::empty(n).unwrap();
        assert_eq!(hints(&problem, PLENTY, 2, &cancel), None, "n = {n}");
    }
}
