//! Counting with fixed queens by half-boards against walking every solution: the total,
//! the unique count (as `solve --unique` defines it) and the turn-fixed counts, on random
//! boards, including fixed queens placed in whole orbits of a turn (or the turn counts
//! would almost always be zero).

use nqueens::board::{MAX_N, Problem, Queen};
use nqueens::control::{CancelFlag, Progress};
use nqueens::count::checkpoint::Part;
use nqueens::count::{Counts, Method, Plan};
use proptest::prelude::*;

fn counted(problem: &Problem, method: Method, part: Part) -> Counts {
    let plan = Plan::with_method(problem, method).expect("the method applies");
    let sum = plan
        .run(&|i| part.contains(i), 2, &Progress::new(), &CancelFlag::new(), &|_, _| {})
        .expect("not cancelled");
    if part == Part::WHOLE { plan.finish(sum) } else { sum }
}

/// A board 4..=14 wide with up to 3 fixed queens that do not attack each other; with
/// `turn`, each is joined by its images under a half (1) or a quarter (2) turn.
fn problem() -> impl Strategy<Value = Problem> {
    (4usize..=14)
        .prop_flat_map(|n| {
            let square = (0..n, 0..n).prop_map(|(r, c)| Queen::new(r, c));
            (Just(n), proptest::collection::vec(square, 1..=3), 0..3u8)
        })
        .prop_map(|(n, candidates, turn)| {
            let m = n - 1;
            let mut fixed: Vec<Queen> = Vec::new();
            for q in candidates {
                let mut orbit = vec![q];
                if turn >= 1 {
                    orbit.push(Queen::new(m - q.row, m - q.col));
                }
                if turn == 2 {
                    orbit.extend([Queen::new(q.col, m - q.row), Queen::new(m - q.col, q.row)]);
                }
                orbit.sort_unstable();
                orbit.dedup();
                let fits =
                    |q: &Queen, others: &[Queen]| others.iter().all(|&f| f != *q && f.attack(*q).is_none());
                let clash_free = orbit.iter().enumerate().all(|(i, q)| fits(q, &orbit[..i]));
                if clash_free && orbit.iter().all(|q| fits(q, &fixed)) {
                    fixed.extend(orbit);
                }
            }
            Problem::new(n, fixed, MAX_N).expect("queens that do not attack each other")
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    #[test]
    fn half_boards_count_what_walking_every_solution_counts(problem in problem()) {
        let joined = counted(&problem, Method::Halves, Part::WHOLE);
        let walked = counted(&problem, Method::WalkAll, Part::WHOLE);
        prop_assert_eq!(joined, walked, "n = {}, fixed = {:?}", problem.n(), problem.fixed());
    }

    /// Parts add up to the whole: the sums a part reports keep what the unique count needs.
    #[test]
    fn parts_of_a_fixed_queens_count_add_up_to_the_whole(problem in problem(), of in 2usize..=5) {
        let plan = Plan::with_method(&problem, Method::Halves).expect("the method applies");
        let sum = (0..of).map(|index| counted(&problem, Method::Halves, Part { index, of })).fold(Counts::default(), |a, b| a + b);
        prop_assert_eq!(plan.finish(sum), counted(&problem, Method::WalkAll, Part::WHOLE));
    }
}

/// The fastest plan with fixed queens is the half-board join from 14 wide up to its widest
/// board (past 21 with its quarters in pieces; it walked every solution there, for days);
/// below 14 walking every solution is faster.
#[test]
fn a_count_with_fixed_queens_joins_half_boards() {
    for (n, joined) in [(13, false), (14, true), (17, true), (22, true), (23, true), (24, false)] {
        let problem = Problem::new(n, vec![Queen::new(2, 5)], MAX_N).unwrap();
        assert_eq!(Plan::new(&problem).work_unit() == "half-boards", joined, "n = {n}");
    }
}
