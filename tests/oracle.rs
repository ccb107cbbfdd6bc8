//! The engine against a brute-force oracle on random small boards with random fixed queens.
mod common;

use common::{fixed_queens, oracle_solutions, oracle_unique};
use nqueens::board::{Problem, Queen, is_solution};
use nqueens::control::{CancelFlag, Control, Progress};
use nqueens::count::count;
use nqueens::search::enumerate;
use nqueens::stream::{Filter, Found, Options};
use proptest::prelude::*;
use std::sync::OnceLock;

/// A board size 1..=9 and up to 3 fixed queens that do not attack each other.
fn problem() -> impl Strategy<Value = (usize, Vec<Queen>)> {
    problem_up_to(9, 3)
}

/// A board size 1..=`max_n` and up to `max_fixed` fixed queens that do not attack each other.
fn problem_up_to(max_n: usize, max_fixed: usize) -> impl Strategy<Value = (usize, Vec<Queen>)> {
    fixed_queens(1..=max_n, move |_| 0..=max_fixed)
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

/// The oracle's solutions with these fixed queens, from its list for the empty board
/// (made once per size: 10! permutations are too many to try again in every case).
fn oracle_with_fixed(n: usize, fixed: &[Queen]) -> Vec<Vec<u32>> {
    static EMPTY: [OnceLock<Vec<Vec<u32>>>; 11] = [const { OnceLock::new() }; 11];
    EMPTY[n]
        .get_or_init(|| oracle_solutions(n, &[]))
        .iter()
        .filter(|s| fixed.iter().all(|q| s[q.row] as usize == q.col))
        .cloned()
        .collect()
}

/// The first solutions of an ordered stream that ends early, by its limit or by the sink.
fn ordered_prefix(problem: &Problem, threads: usize, wanted: u64, by_limit: bool) -> Vec<Vec<u32>> {
    let mut found = Vec::new();
    let options = Options { threads, ordered: true, limit: by_limit.then_some(wanted), ..Options::default() };
    enumerate(problem, &options, &Progress::new(), &CancelFlag::new(), &mut |s: Found<'_>| {
        found.push(s.cols.to_vec());
        if found.len() as u64 == wanted { Control::Stop } else { Control::Continue }
    });
    found
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Workers send a job's first solutions one or two at a time and later ones in large
    /// batches; a stream cut short anywhere still holds exactly the first solutions in
    /// lexicographic order.
    #[test]
    fn an_ordered_stream_cut_short_is_the_oracle_s_first_solutions(
        (n, fixed) in problem_up_to(10, 5),
        threads in 1usize..=3,
        wanted in 1u64..=300,
        by_limit in any::<bool>(),
    ) {
        let problem = Problem::new(n, fixed.clone()).unwrap();
        let found = ordered_prefix(&problem, threads, wanted, by_limit);
        let mut expected = oracle_with_fixed(n, &fixed);
        expected.truncate(wanted as usize);
        prop_assert_eq!(found, expected);
    }

    #[test]
    fn all_mode_equals_the_oracle((n, fixed) in problem(), threads in 1usize..=3, ordered in any::<bool>()) {
        let problem = Problem::new(n, fixed.clone()).unwrap();
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
        let problem = Problem::new(n, fixed.clone()).unwrap();
        let found: Vec<(Vec<u32>, u8)> = engine(&problem, Filter::Unique, 0, ordered)
            .into_iter()
            .map(|(s, size)| (s, size.unwrap()))
            .collect();
        prop_assert_eq!(found, oracle_unique(n, &fixed));
    }

    #[test]
    fn counting_equals_the_oracle((n, fixed) in problem(), threads in 1usize..=3) {
        let problem = Problem::new(n, fixed.clone()).unwrap();
        let counts = count(&problem, threads, &Progress::new(), &CancelFlag::new()).unwrap();
        prop_assert_eq!(counts.total, oracle_solutions(n, &fixed).len() as u64);
        prop_assert_eq!(counts.unique, oracle_unique(n, &fixed).len() as u64);
    }
}
