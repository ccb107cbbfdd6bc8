//! Boards wider than 64: completion instances, the construction, repair, and the exact
//! completion search against the oracle on small boards.
mod common;

use common::rng::Rng;
use common::{fixed_queens, oracle_solutions};
use nqueens::board::{Problem, Queen, is_solution};
use nqueens::control::{CancelFlag, Control, Progress};
use nqueens::search::enumerate;
use nqueens::stream::{Filter, Found, Options, Outcome};
use nqueens::wide::complete;
use proptest::prelude::*;

fn solve(problem: &Problem, limit: Option<u64>, filter: Filter) -> (Vec<Vec<u32>>, Outcome) {
    let mut found = Vec::new();
    let options = Options { limit, filter, ..Options::default() };
    let summary = complete(problem, &options, &Progress::new(), &CancelFlag::new(), &mut |s: Found<'_>| {
        found.push(s.cols.to_vec());
        Control::Continue
    });
    (found, summary.outcome)
}

/// Some solution of the n×n board that is not the plain construction: a repair search's,
/// reached through the public engine with one queen fixed at a random square.
fn some_solution(n: usize, rng: &mut Rng) -> Vec<u32> {
    let fixed = vec![Queen::new(rng.below(n), rng.below(n))];
    let problem = Problem::wide(n, fixed).unwrap();
    let (found, _) = solve(&problem, Some(1), Filter::All);
    assert!(is_solution(n, &found[0]));
    found[0].clone()
}

/// Keeps all but `free` random rows of `solution` as fixed queens.
fn instance(solution: &[u32], free: usize, rng: &mut Rng) -> Problem {
    let n = solution.len();
    let mut rows: Vec<usize> = (0..n).collect();
    for i in 0..free {
        let j = i + rng.below(n - i);
        rows.swap(i, j);
    }
    let fixed = rows[free..].iter().map(|&r| Queen::new(r, solution[r] as usize)).collect();
    Problem::wide(n, fixed).unwrap()
}

#[test]
fn completion_instances_from_known_solutions_are_completed() {
    let mut rng = Rng(0x5EED);
    for (n, free) in [(100, 10), (100, 60), (1000, 25), (1000, 400), (5000, 15), (5000, 3000)] {
        let solution = some_solution(n, &mut rng);
        let problem = instance(&solution, free, &mut rng);
        let (found, outcome) = solve(&problem, Some(2), Filter::All);
        assert!(!found.is_empty(), "n = {n}, {free} free rows: {outcome:?}");
        for s in &found {
            assert!(is_solution(n, s) && problem.keeps_fixed(s), "n = {n}");
        }
        if found.len() == 1 {
            // Only an exact search may stop short of the limit, and then only by proving
            // that no other completion exists.
            assert_eq!((outcome, found[0].clone()), (Outcome::Exhausted, solution), "n = {n}");
        }
    }
}

/// Every completion of `problem`, by trying each permutation of the free columns over the
/// free rows: plainly correct, and quick for a handful of free rows on any width.
fn completions_by_brute_force(problem: &Problem) -> Vec<Vec<u32>> {
    let n = problem.n();
    let mut base = vec![u32::MAX; n];
    for q in problem.fixed() {
        base[q.row] = q.col as u32;
    }
    let rows: Vec<usize> = (0..n).filter(|&r| base[r] == u32::MAX).collect();
    let cols: Vec<u32> = (0..n as u32).filter(|c| !base.contains(c)).collect();
    let mut found = Vec::new();
    let mut order: Vec<usize> = (0..cols.len()).collect();
    // Heap's algorithm would be shorter; this visits permutations in the plainest way.
    fn each_permutation(
        k: usize,
        order: &mut Vec<usize>,
        used: &mut Vec<bool>,
        visit: &mut dyn FnMut(&[usize]),
    ) {
        if order.len() == k {
            visit(order);
            return;
        }
        for i in 0..k {
            if !used[i] {
                used[i] = true;
                order.push(i);
                each_permutation(k, order, used, visit);
                order.pop();
                used[i] = false;
            }
        }
    }
    order.clear();
    each_permutation(cols.len(), &mut order, &mut vec![false; cols.len()], &mut |perm| {
        let mut full = base.clone();
        for (&row, &i) in rows.iter().zip(perm) {
            full[row] = cols[i];
        }
        if is_solution(n, &full) {
            found.push(full);
        }
    });
    found.sort();
    found
}

#[test]
fn wide_instances_with_a_moved_queen_agree_with_brute_force() {
    let mut rng = Rng(0xB10C);
    let mut solvable = 0;
    for round in 0..24 {
        let n = [100, 500, 2000][round % 3];
        let solution = some_solution(n, &mut rng);
        let problem = instance(&solution, 3 + round % 5, &mut rng);
        // Move one fixed queen to another square of its row that attacks no fixed queen:
        // often that leaves no completion at all.
        let mut fixed = problem.fixed().to_vec();
        let victim = rng.below(fixed.len());
        let moved = (0..n).map(|c| Queen::new(fixed[victim].row, c)).find(|&q| {
            q != fixed[victim] && fixed.iter().enumerate().all(|(i, &f)| i == victim || f.attack(q).is_none())
        });
        if let Some(q) = moved {
            fixed[victim] = q;
        }
        let problem = Problem::wide(n, fixed).unwrap();
        let expected = completions_by_brute_force(&problem);
        let (mut found, outcome) = solve(&problem, None, Filter::All);
        found.sort();
        assert_eq!(outcome, Outcome::Exhausted, "round {round}");
        assert_eq!(found, expected, "round {round}, n = {n}");
        solvable += usize::from(!expected.is_empty());
    }
    // The batch holds both kinds, or it tests less than it claims.
    assert!(solvable > 0 && solvable < 24, "{solvable} of 24 solvable");
}

#[test]
fn the_empty_board_of_a_million_has_a_solution_at_once() {
    let n = 1_000_000;
    let problem = Problem::wide(n, Vec::new()).unwrap();
    let (found, outcome) = solve(&problem, Some(1), Filter::All);
    assert_eq!(outcome, Outcome::LimitReached);
    assert!(is_solution(n, &found[0]));
}

#[test]
fn a_few_fixed_queens_on_a_wide_board_are_kept_by_repair() {
    let n = 20_000;
    let fixed =
        vec![Queen::new(0, 0), Queen::new(10_000, 3), Queen::new(19_999, 12_345), Queen::new(7, 19_990)];
    let problem = Problem::wide(n, fixed).unwrap();
    let (found, outcome) = solve(&problem, Some(3), Filter::All);
    assert_eq!((found.len(), outcome), (3, Outcome::LimitReached));
    for s in &found {
        assert!(is_solution(n, s) && problem.keeps_fixed(s));
    }
    assert!(found[0] != found[1] && found[1] != found[2] && found[0] != found[2]);
}

#[test]
fn unique_mode_on_a_wide_board_shows_one_member_per_class() {
    let problem = Problem::wide(300, vec![Queen::new(150, 150)]).unwrap();
    let classifier = nqueens::symmetry::Classifier::new(&problem);
    let (found, _) = solve(&problem, Some(4), Filter::Unique);
    assert_eq!(found.len(), 4);
    for s in &found {
        assert!(is_solution(300, s) && problem.keeps_fixed(s));
        assert_eq!(classifier.canonical(s).0, *s, "a shown solution is its class's smallest member");
    }
}

#[test]
fn enumerate_hands_wide_boards_to_the_wide_engine_and_can_be_cancelled() {
    let problem = Problem::wide(3000, vec![Queen::new(1, 1)]).unwrap();
    let cancel = CancelFlag::new();
    cancel.cancel();
    let summary = enumerate(&problem, &Options::default(), &Progress::new(), &cancel, &mut |_: Found<'_>| {
        Control::Continue
    });
    assert_eq!(summary.outcome, Outcome::Cancelled);
}

/// A small board and up to n − 1 fixed queens that do not attack each other.
fn crowded() -> impl Strategy<Value = (usize, Vec<Queen>)> {
    fixed_queens(1..=9, |n| 0..n)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn exact_completion_agrees_with_the_oracle((n, fixed) in crowded()) {
        let problem = Problem::wide(n, fixed.clone()).unwrap();
        let oracle = oracle_solutions(n, &fixed);
        let (mut all, outcome) = solve(&problem, None, Filter::All);
        all.sort();
        prop_assert_eq!(outcome, Outcome::Exhausted);
        prop_assert_eq!(&all, &oracle);
        let (first, outcome) = solve(&problem, Some(1), Filter::All);
        prop_assert_eq!(first.is_empty(), oracle.is_empty());
        prop_assert_eq!(outcome, if oracle.is_empty() { Outcome::Exhausted } else { Outcome::LimitReached });
    }
}
