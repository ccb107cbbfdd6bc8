//! Counting with fixed queens by half-boards against walking every solution: the total,
//! the unique count (as `solve --unique` defines it) and the turn-fixed counts, on random
//! boards, including fixed queens placed in whole orbits of a turn (or the turn counts
//! would almost always be zero).

mod common;

use common::{Images, fixed_queens_with_images};
use nqueens::board::{Problem, Queen};
use nqueens::control::{CancelFlag, Progress};
use nqueens::count::checkpoint::Part;
use nqueens::count::{CountMethod, CountPlan, Counts};
use proptest::prelude::*;

fn counted(problem: &Problem, method: CountMethod, part: Part) -> Counts {
    let plan = CountPlan::with_method(problem, method).expect("the method applies");
    let sum = plan
        .run(&|i| part.contains(i), 2, &Progress::new(), &CancelFlag::new(), &|_, _| {})
        .expect("not cancelled");
    if part == Part::WHOLE { plan.finish(sum) } else { sum }
}

/// A board 4..=14 wide with up to 3 fixed queens that do not attack each other, each
/// alone, or joined by its images under a half turn, or under the three turns.
fn problem() -> impl Strategy<Value = Problem> {
    fixed_queens_with_images(4..=14, |_| 1..=3, &[Images::Alone, Images::HalfTurn, Images::QuarterTurns])
        .prop_map(|(n, fixed)| Problem::new(n, fixed).expect("queens that do not attack each other"))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    #[test]
    fn half_boards_count_what_walking_every_solution_counts(problem in problem()) {
        let joined = counted(&problem, CountMethod::Halves, Part::WHOLE);
        let walked = counted(&problem, CountMethod::WalkAll, Part::WHOLE);
        prop_assert_eq!(joined, walked, "n = {}, fixed = {:?}", problem.n(), problem.fixed());
    }

    /// Parts add up to the whole: the sums a part reports keep what the unique count needs.
    #[test]
    fn parts_of_a_fixed_queens_count_add_up_to_the_whole(problem in problem(), of in 2usize..=5) {
        let plan = CountPlan::with_method(&problem, CountMethod::Halves).expect("the method applies");
        let sum = (0..of).map(|index| counted(&problem, CountMethod::Halves, Part { index, of })).fold(Counts::default(), |a, b| a + b);
        prop_assert_eq!(plan.finish(sum), counted(&problem, CountMethod::WalkAll, Part::WHOLE));
    }
}

/// The fastest plan with fixed queens is the half-board join from 14 wide up to its widest
/// board (past 21 with its quarters in pieces; it walked every solution there, for days);
/// below 14 walking every solution is faster.
#[test]
fn a_count_with_fixed_queens_joins_half_boards() {
    for (n, joined) in [(13, false), (14, true), (17, true), (22, true), (23, true), (24, false)] {
        let problem = Problem::new(n, vec![Queen::new(2, 5)]).unwrap();
        assert_eq!(CountPlan::new(&problem).work_unit() == "half-boards", joined, "n = {n}");
    }
}
