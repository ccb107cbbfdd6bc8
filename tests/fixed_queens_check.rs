//! The check of fixed queens against each other (`Problem::new`) and the app's list of
//! conflicting pairs (`conflicts`), against a pairwise reference on random small boards, and
//! on a complete solution of a million rows.

use nqueens::board::{MAX_WIDE_N, Problem, ProblemError, Queen, conflicts};
use proptest::prelude::*;

/// How two queens meet, by the definition: the same square, or a shared row, column or
/// diagonal. The obviously correct reference, pair by pair.
fn meet(a: Queen, b: Queen) -> Option<&'static str> {
    if a == b {
        Some("square")
    } else if a.row == b.row {
        Some("row")
    } else if a.col == b.col {
        Some("column")
    } else if a.row.abs_diff(b.row) == a.col.abs_diff(b.col) {
        Some("diagonal")
    } else {
        None
    }
}

fn reference_pairs(queens: &[Queen]) -> Vec<(usize, usize)> {
    let mut pairs = Vec::new();
    for i in 0..queens.len() {
        for j in i + 1..queens.len() {
            if meet(queens[i], queens[j]).is_some() {
                pairs.push((i, j));
            }
        }
    }
    pairs
}

fn queens_on(n: usize, most: usize) -> impl Strategy<Value = Vec<Queen>> {
    prop::collection::vec((0..n, 0..n).prop_map(|(row, col)| Queen::new(row, col)), 0..=most)
}

fn board_and_queens() -> impl Strategy<Value = (usize, Vec<Queen>)> {
    (1usize..=10).prop_flat_map(|n| (Just(n), queens_on(n, 12)))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// A problem is refused exactly when some pair meets, and the pair it names does meet,
    /// the way it says.
    #[test]
    fn problems_are_refused_exactly_when_two_fixed_queens_meet((n, queens) in board_and_queens()) {
        let pairs = reference_pairs(&queens);
        match Problem::new(n, queens.clone()) {
            Ok(problem) => {
                prop_assert!(pairs.is_empty(), "{queens:?} accepted, but {pairs:?} meet");
                let mut sorted = queens.clone();
                sorted.sort();
                prop_assert_eq!(problem.fixed(), &sorted[..]);
            }
            Err(ProblemError::SameSquare(q)) => {
                prop_assert!(queens.iter().filter(|&&p| p == q).count() >= 2, "{q:?} in {queens:?}");
            }
            Err(ProblemError::Attacking { a, b, how }) => {
                prop_assert!(queens.contains(&a) && queens.contains(&b));
                let how = how.to_string();
                prop_assert_eq!(meet(a, b), Some(how.as_str()));
            }
            Err(e) => prop_assert!(false, "{e}"),
        }
    }

    /// The app's pairs are every pair that meets, in order, each once.
    #[test]
    fn conflicts_are_every_pair_that_meets(queens in queens_on(9, 14)) {
        prop_assert_eq!(conflicts(&queens), reference_pairs(&queens));
    }
}

/// A known solution for n not 2 or 3 modulo 6 (n even here): the odd columns in the top
/// half, the even ones in the bottom half, each half in order.
fn explicit_solution(n: usize) -> Vec<Queen> {
    assert!(n.is_multiple_of(2) && n % 6 != 2);
    let half = n / 2;
    (0..half)
        .map(|r| Queen::new(r, 2 * r + 1))
        .chain((0..half).map(|r| Queen::new(half + r, 2 * r)))
        .collect()
}

#[test]
fn a_complete_million_row_solution_is_accepted_and_a_moved_queen_refused() {
    let n = MAX_WIDE_N;
    let queens = explicit_solution(n);
    let cols: Vec<u32> = queens.iter().map(|q| q.col as u32).collect();
    assert!(nqueens::board::is_solution(n, &cols), "the construction is a solution");
    let started = std::time::Instant::now();
    let problem = Problem::wide(n, queens.clone()).unwrap();
    // Measured, not asserted.
    println!("{n} fixed queens checked in {:?}", started.elapsed());
    assert_eq!(problem.fixed().len(), n);
    // The last queen moved to the last column, which a queen of the top half holds.
    let mut moved = queens;
    let last = moved.len() - 1;
    moved[last] = Queen::new(last, last);
    match Problem::wide(n, moved).unwrap_err() {
        ProblemError::Attacking { b, .. } => assert_eq!(b, Queen::new(last, last)),
        e => panic!("{e}"),
    }
}
