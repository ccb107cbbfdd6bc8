//! The engine against a brute-force oracle on random small boards with random fixed queens.
mod common;

use common::{oracle_solutions, oracle_unique};
use nqueens::board::{MAX_N, Problem, Queen, is_solution};
use nqueens::control::{CancelFlag, Control, Progress};
use nqueens::count::count;
use nqueens::search::enumerate;
use nqueens::stream::{Filter, Found, Options};
use proptest::prelude::*;

/// A board size 1..=9 and up to 3 fixed queens that do not attack each other.
fn problem() -> impl Strategy<Value = (usize, Vec<Queen>)> {
    (1usize..=9)
        .prop_flat_map(|n| {
            let square = (0..n, 0..n).prop_map(|(r, c)| Queen::new(r, c));
            (Just(n), proptest::collection::vec(square, 0..=3))
        })
        .prop_map(|(n, candidates)| {
            // Keep each candidate that attacks none kept so far.
            let mut fixed: Vec<Queen> = Vec::new();
            for q in candidates {
                if fixed.iter().all(|&f| f != q && f.attack(q).is_none()) {
                    fixed.push(q);
                }
            }
            (n, fixed)
        })
}

/// The engine's solutions; an unordered stream is sorted, since only its set is promised.
fn engine(problem: &Problem, filter: Filter, threads: usize, ordered: bool) -> Vec<(Vec<u32>, Option<u8>)> {
    let mut found = Vec::new();
    let options = Options { filter, threads, ordered, ..Options::default() };
    let summary = enumerate(problem, &options, &Progress::new(), &CancelFlag::new(), &mut |s: Found<'_>| {
        found.push((s.cols.to_vec(), s.class_size));
        Control::Continue
    });
    assert!(summary.outcome.is_complete());
    if !ordered {
        found.sort();
    }
    found
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn all_mode_equals_the_oracle((n, fixed) in problem(), threads in 1usize..=3, ordered in any::<bool>()) {
        let problem = Problem::new(n, fixed.clone(), MAX_N).unwrap();
        let found: Vec<Vec<u32>> =
            engine(&problem, Filter::All, threads, ordered).into_iter().map(|(s, _)| s).collect();
        for s in &found {
            prop_assert!(is_solution(n, s));
        }
        // The oracle lists in lexicographic order, which is an ordered stream's order.
        prop_assert_eq!(found, oracle_solutions(n, &fixed));
    }

    #[test]
    fn unique_mode_and_class_sizes_equal_the_oracle((n, fixed) in problem(), ordered in any::<bool>()) {
        let problem = Problem::new(n, fixed.clone(), MAX_N).unwrap();
        let found: Vec<(Vec<u32>, u8)> = engine(&problem, Filter::Unique, 0, ordered)
            .into_iter()
            .map(|(s, size)| (s, size.unwrap()))
            .collect();
        prop_assert_eq!(found, oracle_unique(n, &fixed));
    }

    #[test]
    fn counting_equals_the_oracle((n, fixed) in problem(), threads in 1usize..=3) {
        let problem = Problem::new(n, fixed.clone(), MAX_N).unwrap();
        let counts = count(&problem, threads, &Progress::new(), &CancelFlag::new()).unwrap();
        prop_assert_eq!(counts.total, oracle_solutions(n, &fixed).len() as u64);
        prop_assert_eq!(counts.unique, oracle_unique(n, &fixed).len() as u64);
    }
}
