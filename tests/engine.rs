//! Limits, stops, cancellation and progress of the enumeration engine.
mod common;

use common::{PATIENCE, wait_until};
use nqueens::board::{Problem, Queen};
use nqueens::control::{CancelFlag, Control, Progress};
use nqueens::count::count;
use nqueens::search::enumerate;
use nqueens::stream::{Filter, Found, Options, Outcome};
use std::sync::mpsc;

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
    let problem = Problem::new(8, vec![Queen::new(3, 3), Queen::new(4, 1)]).unwrap();
    let (found, outcome) = collect(&problem, &Options::default());
    assert_eq!(found.len(), 2);
    assert!(found.iter().all(|s| s[3] == 3 && s[4] == 1));
    assert_eq!(outcome, Outcome::Exhausted);
}

#[test]
fn an_ordered_search_with_a_limit_stops_after_the_first_solutions() {
    let problem = Problem::empty(10).unwrap();
    // Ordered streams only: an unordered one hands over whichever solutions come first.
    let ordered = Options { ordered: true, ..Options::default() };
    let (all, _) = collect(&problem, &ordered);
    let (first, outcome) = collect(&problem, &Options { limit: Some(5), ..ordered });
    assert_eq!(outcome, Outcome::LimitReached);
    assert_eq!(first, all[..5]);
}

#[test]
fn an_unordered_search_with_a_limit_yields_distinct_valid_solutions() {
    let problem = Problem::new(12, vec![Queen::new(5, 5)]).unwrap();
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
    let problem = Problem::empty(12).unwrap();
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

/// Runs `search` on a thread of its own, cancels it once `progress` shows it at work, and
/// returns what it returned (bounded: the search must end within [`PATIENCE`] of the cancel).
fn cancelled_at_work<T: Send + 'static>(
    search: impl FnOnce(&Progress, &CancelFlag) -> T + Send + 'static,
) -> (T, std::sync::Arc<Progress>) {
    let (cancel, progress) = (CancelFlag::new(), Progress::new());
    let (sender, ended) = mpsc::channel();
    {
        let (cancel, progress) = (cancel.clone(), progress.clone());
        std::thread::spawn(move || sender.send(search(&progress, &cancel)).unwrap());
    }
    wait_until("the search to get to work", || progress.snapshot().steps > 0);
    cancel.cancel();
    let result = ended
        .recv_timeout(PATIENCE)
        .unwrap_or_else(|e| panic!("the search did not end within {PATIENCE:?} of the cancel: {e}"));
    (result, progress)
}

#[test]
fn cancelling_from_another_thread_ends_a_huge_search() {
    // 40 wide with two queens fixed: far too many solutions to finish.
    let problem = Problem::new(40, vec![Queen::new(0, 0), Queen::new(39, 1)]).unwrap();
    let (summary, progress) = cancelled_at_work(move |progress, cancel| {
        enumerate(&problem, &Options::default(), progress, cancel, &mut |_: Found<'_>| Control::Continue)
    });
    assert_eq!(summary.outcome, Outcome::Cancelled);
    assert!(!summary.outcome.is_complete());
    let snapshot = progress.snapshot();
    assert!(snapshot.steps > 0 && snapshot.fraction < 1.0);
}

#[test]
fn cancelling_a_count_reports_it() {
    let problem = Problem::new(40, vec![Queen::new(0, 0)]).unwrap();
    let (counted, _) = cancelled_at_work(move |progress, cancel| count(&problem, 0, progress, cancel));
    assert!(counted.is_err());
}

#[test]
fn progress_reaches_the_end_with_the_solution_count() {
    let problem = Problem::empty(9).unwrap();
    let progress = Progress::new();
    let options = Options { filter: Filter::Unique, ..Options::default() };
    let summary =
        enumerate(&problem, &options, &progress, &CancelFlag::new(), &mut |_: Found<'_>| Control::Continue);
    let end = progress.snapshot();
    assert_eq!((end.solutions, summary.solutions), (46, 46));
    assert_eq!(end.fraction, 1.0);
    assert!(end.steps >= 352, "every solution is at least a node: {}", end.steps);
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
    let problem = Problem::new(64, fixed).unwrap();
    let (found, outcome) = collect(&problem, &Options::default());
    assert_eq!(outcome, Outcome::Exhausted);
    assert!(found.contains(&known));
    assert!(found.iter().all(|s| nqueens::board::is_solution(64, s)));
}
