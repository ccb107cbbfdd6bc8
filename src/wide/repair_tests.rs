//! The repair against plain checks: an O(n) validator of its own here, and brute force on
//! small boards for whether a completion exists at all.

use super::*;
use crate::board::Queen;
use crate::wide::construct;
use proptest::prelude::*;

/// Whether `cols` puts one queen in each row and column and at most one on each diagonal,
/// and keeps every fixed queen: one pass, one flag per line.
fn valid(problem: &Problem, cols: &[u32]) -> bool {
    let n = problem.n();
    let (mut column, mut down, mut up) = (vec![false; n], vec![false; 2 * n], vec![false; 2 * n]);
    let seen = |line: &mut Vec<bool>, i: usize| std::mem::replace(&mut line[i], true);
    cols.len() == n
        && problem.fixed().iter().all(|q| cols[q.row] as usize == q.col)
        && cols.iter().enumerate().all(|(row, &col)| {
            let col = col as usize;
            col < n && !seen(&mut column, col) && !seen(&mut down, n + row - col) && !seen(&mut up, row + col)
        })
}

/// Whether some completion keeps the fixed queens: plain backtracking, row by row.
fn completable(problem: &Problem) -> bool {
    fn place(n: usize, row: usize, cols: &mut Vec<u32>, fixed: &[Option<usize>]) -> bool {
        if row == n {
            return true;
        }
        let fits = |cols: &[u32], c: usize| {
            cols.iter()
                .enumerate()
                .all(|(r, &q)| q as usize != c && (row - r) != (c as isize - q as isize).unsigned_abs())
        };
        let choices: Vec<usize> = match fixed[row] {
            Some(c) => vec![c],
            None => (0..n).collect(),
        };
        choices.into_iter().any(|c| {
            if !fits(cols, c) {
                return false;
            }
            cols.push(c as u32);
            let done = place(n, row + 1, cols, fixed);
            cols.pop();
            done
        })
    }
    let mut fixed = vec![None; problem.n()];
    problem.fixed().iter().for_each(|q| fixed[q.row] = Some(q.col));
    place(problem.n(), 0, &mut Vec::new(), &fixed)
}

fn run(problem: &Problem, seed: u64) -> Repaired {
    repair(problem, seed, &mut RepairCounts::default(), &|| false)
}

/// A small board and fixed queens that do not attack each other.
fn small_board() -> impl Strategy<Value = Problem> {
    (4usize..=9).prop_flat_map(|n| (Just(n), prop::collection::vec((0..n, 0..n), 0..n))).prop_map(
        |(n, squares)| {
            let mut fixed: Vec<Queen> = Vec::new();
            for (row, col) in squares {
                let q = Queen::new(row, col);
                if fixed.iter().all(|f| f.row != q.row && f.attack(q).is_none()) {
                    fixed.push(q);
                }
            }
            Problem::wide(n, fixed).expect("queens that attack none")
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    /// Where a completion exists, a few starts find one; where none does, every start ends
    /// stuck after its bounded effort, never with a board.
    #[test]
    fn repair_finds_completions_exactly_where_brute_force_does(problem in small_board()) {
        let exists = completable(&problem);
        let mut found = false;
        for seed in 1..=8 {
            match run(&problem, seed) {
                Repaired::Found(cols) => {
                    prop_assert!(valid(&problem, &cols), "{:?}", cols);
                    found = true;
                    break;
                }
                Repaired::Stuck => {}
                Repaired::Stopped => prop_assert!(false, "nothing asked it to stop"),
            }
        }
        prop_assert_eq!(found, exists);
    }
}

/// Every k-th row of the construction fixed: the structured boards where random tries left
/// tens of thousands of queens attacked. One start completes each, the greedy placement
/// (with its chains) leaving almost nothing to the swaps.
#[test]
fn every_kth_row_of_a_known_solution_is_completed_by_one_start() {
    let n = 30_000;
    let solution = construct(n).unwrap();
    for k in [100, 10, 3, 2] {
        let fixed = (0..n).step_by(k).map(|r| Queen::new(r, solution[r] as usize)).collect();
        let problem = Problem::wide(n, fixed).unwrap();
        let mut counts = RepairCounts::default();
        let Repaired::Found(cols) = repair(&problem, 1, &mut counts, &|| false) else {
            panic!("k = {k}: no completion from one start ({counts:?})");
        };
        assert!(valid(&problem, &cols), "k = {k}");
        assert!(counts.attacked_after_greedy <= 64, "k = {k}: {counts:?}");
    }
}

#[test]
fn the_validator_refuses_what_it_should() {
    let problem = Problem::wide(5, vec![Queen::new(0, 1)]).unwrap();
    assert!(valid(&problem, &[1, 3, 0, 2, 4]));
    assert!(!valid(&problem, &[3, 1, 4, 2, 0]), "moves the fixed queen");
    assert!(!valid(&problem, &[1, 3, 0, 2]), "a row short");
    assert!(!valid(&problem, &[1, 3, 0, 2, 2]), "a column twice");
    assert!(!valid(&problem, &[1, 2, 0, 3, 4]), "a diagonal twice");
}
