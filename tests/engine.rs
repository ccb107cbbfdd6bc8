//! Limits, stops, cancellation and progress of the enumeration engine.
use nqueens::board::{MAX_N, Problem, Queen};
use nqueens::control::{CancelFlag, Control, Progress};
use nqueens::count::count;
use nqueens::search::enumerate;
use nqueens::stream::{Filter, Found, Options, Outcome};
use std::time::{Duration, Instant};

fn collect(problem: &Problem, options: &Options) -> (Vec<Vec<u32>>, Outcome) {
    let mut found = Vec::new();
    let summary = enumerate(problem, options, &Progress::new(), &CancelFlag::new(), &mut |s: Found<'_>| {
        found.push(s.cols.to_vec());
        Control::Continue
    });
    (found, summary.outcome)
}

#[test]
fn the_two_fixed_queens_of_the_issue_allow_exactly_two_solutions() {
    let problem = Problem::new(8, vec![Queen::new(3, 3), Queen::new(4, 1)], MAX_N).unwrap();
    let (found, outcome) = collect(&problem, &Options::default());
    assert_eq!(found.len(), 2);
    assert!(found.iter().all(|s| s[3] == 3 && s[4] == 1));
    assert_eq!(outcome, Outcome::Exhausted);
}

#[test]
fn an_ordered_search_with_a_limit_stops_after_the_first_solutions() {
    let problem = Problem::empty(10, MAX_N).unwrap();
    // Ordered streams only: an unordered one hands over whichever solutions come first.
    let ordered = Options { ordered: true, ..Options::default() };
    let (all, _) = collect(&problem, &ordered);
    let (first, outcome) = collect(&problem, &Options { limit: Some(5), ..ordered });
    assert_eq!(outcome, Outcome::LimitReached);
    assert_eq!(first, all[..5]);
}

#[test]
fn an_unordered_search_with_a_limit_yields_distinct_valid_solutions() {
    let problem = Problem::new(12, vec![Queen::new(5, 5)], MAX_N).unwrap();
    let (mut found, outcome) = collect(&problem, &Options { limit: Some(50), ..Options::default() });
    assert_eq!(outcome, Outcome::LimitReached);
    assert_eq!(found.len(), 50);
    assert!(found.iter().all(|s| nqueens::board::is_solution(12, s) && s[5] == 5));
    found.sort();
    found.dedup();
    assert_eq!(found.len(), 50);
}

#[test]
fn the_sink_can_stop_the_search() {
    let problem = Problem::empty(12, MAX_N).unwrap();
    let mut seen = 0;
    let summary =
        enumerate(&problem, &Options::default(), &Progress::new(), &CancelFlag::new(), &mut |_: Found<
            '_,
        >| {
            seen += 1;
            if seen == 3 { Control::Stop } else { Control::Continue }
        });
    assert_eq!(summary.outcome, Outcome::StoppedBySink);
    assert_eq!((seen, summary.solutions), (3, 3));
}

#[test]
fn cancelling_from_another_thread_ends_a_huge_search_quickly() {
    // 40 wide with two queens fixed: far too many solutions to finish.
    let problem = Problem::new(40, vec![Queen::new(0, 0), Queen::new(39, 1)], MAX_N).unwrap();
    let cancel = CancelFlag::new();
    let progress = Progress::new();
    let canceller = {
        let cancel = cancel.clone();
        std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(200));
            let at = Instant::now();
            cancel.cancel();
            at
        })
    };
    let summary =
        enumerate(&problem, &Options::default(), &progress, &cancel, &mut |_: Found<'_>| Control::Continue);
    let cancelled_at = canceller.join().unwrap();
    assert_eq!(summary.outcome, Outcome::Cancelled);
    assert!(!summary.outcome.is_complete());
    // Generous against a loaded machine; the engine itself looks every few microseconds.
    assert!(cancelled_at.elapsed() < Duration::from_secs(2), "took {:?}", cancelled_at.elapsed());
    let snapshot = progress.snapshot();
    assert!(snapshot.nodes > 0 && snapshot.fraction < 1.0);
}

#[test]
fn cancelling_a_count_reports_it() {
    let problem = Problem::new(40, vec![Queen::new(0, 0)], MAX_N).unwrap();
    let cancel = CancelFlag::new();
    let flag = cancel.clone();
    let canceller = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(100));
        flag.cancel();
    });
    assert!(count(&problem, 0, &Progress::new(), &cancel).is_err());
    canceller.join().unwrap();
}

#[test]
fn progress_reaches_the_end_with_the_solution_count() {
    let problem = Problem::empty(9, MAX_N).unwrap();
    let progress = Progress::new();
    let options = Options { filter: Filter::Unique, ..Options::default() };
    let summary =
        enumerate(&problem, &options, &progress, &CancelFlag::new(), &mut |_: Found<'_>| Control::Continue);
    let end = progress.snapshot();
    assert_eq!((end.solutions, summary.solutions), (46, 46));
    assert_eq!(end.fraction, 1.0);
    assert!(end.nodes >= 352, "every solution is at least a node: {}", end.nodes);
    assert_eq!(end.elapsed, summary.elapsed);
}

/// A solution of any even n with n % 6 not 2: even columns in the top half, odd below.
fn staircase(n: usize) -> Vec<u32> {
    (0..n).map(|row| if row < n / 2 { 2 * row as u32 + 1 } else { 2 * (row - n / 2) as u32 }).collect()
}

#[test]
fn the_largest_board_works_at_the_edges_of_the_mask() {
    let known = staircase(64);
    assert!(nqueens::board::is_solution(64, &known));
    // Fix all but six rows, the column-63 and column-0 queens among the free ones.
    let free = [0, 1, 31, 32, 62, 63];
    let fixed: Vec<Queen> =
        (0..64).filter(|r| !free.contains(r)).map(|r| Queen::new(r, known[r] as usize)).collect();
    let problem = Problem::new(64, fixed, MAX_N).unwrap();
    let (found, outcome) = collect(&problem, &Options::default());
    assert_eq!(outcome, Outcome::Exhausted);
    assert!(found.contains(&known));
    assert!(found.iter().all(|s| nqueens::board::is_solution(64, s)));
}
