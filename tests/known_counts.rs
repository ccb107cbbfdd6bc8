mod common;

use common::{TOTAL, UNIQUE};
use nqueens::board::{Problem, is_solution};
use nqueens::control::{CancelFlag, Control, Progress};
use nqueens::count::count;
use nqueens::search::enumerate;
use nqueens::stream::{Filter, Found, Options};

fn enumerated(n: usize, filter: Filter) -> (u64, u64) {
    let problem = Problem::empty(n).unwrap();
    let options = Options { filter, ..Options::default() };
    let (mut found, mut weighted) = (0u64, 0u64);
    let summary = enumerate(&problem, &options, &Progress::new(), &CancelFlag::new(), &mut |s: Found<'_>| {
        assert!(is_solution(n, s.cols), "{:?}", s.cols);
        found += 1;
        weighted += u64::from(s.class_size.unwrap_or(1));
        Control::Continue
    });
    assert!(summary.outcome.is_complete());
    assert_eq!(summary.solutions, found);
    (found, weighted)
}

#[test]
fn enumeration_matches_published_totals_up_to_13() {
    for n in 1..=13 {
        assert_eq!(enumerated(n, Filter::All).0, TOTAL[n - 1], "n = {n}");
    }
}

#[test]
fn unique_enumeration_matches_published_classes_and_class_sizes_add_up() {
    for n in 1..=13 {
        let (unique, weighted) = enumerated(n, Filter::Unique);
        assert_eq!(unique, UNIQUE[n - 1], "n = {n}");
        assert_eq!(weighted, TOTAL[n - 1], "class sizes must add up to the total, n = {n}");
    }
}

#[test]
fn counting_matches_published_counts_up_to_15() {
    for n in 1..=15 {
        let problem = Problem::empty(n).unwrap();
        let counts = count(&problem, 0, &Progress::new(), &CancelFlag::new()).unwrap();
        assert_eq!((counts.total, counts.unique), (TOTAL[n - 1], UNIQUE[n - 1]), "n = {n}");
    }
}
