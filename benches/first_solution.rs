//! Time to the first solution, and distinct solutions in 2 s, of the search Solve picks
//! (`nqueens::plan::SolvePlan`), on boards 20 to 64 wide with 0, 2 and 5 random fixed queens
//! that allow a solution. `cargo bench --bench first_solution`; a filter like `-- 40`
//! keeps the boards of that width. Targets: median under 10 ms, worst under 100 ms, at
//! least 10,000 distinct solutions in 2 s.

#[path = "../tests/common/instances.rs"]
mod instances;
#[path = "../tests/common/rng.rs"]
mod rng;

use nqueens::board::{MAX_N, Problem, is_solution};
use nqueens::control::{CancelFlag, Control, Progress};
use nqueens::plan::SolvePlan;
use nqueens::stream::{Filter, Found};
use std::collections::HashSet;
use std::time::{Duration, Instant};

const SIZES: [usize; 7] = [20, 28, 32, 40, 48, 56, 64];
const FIXED: [usize; 3] = [0, 2, 5];
/// Instances per size and number of fixed queens.
const TRIALS: usize = 15;
const WINDOW: Duration = Duration::from_secs(2);

fn first_solution(problem: &Problem) -> Duration {
    let plan = SolvePlan::new(problem, Filter::All, None, 0);
    let start = Instant::now();
    let mut first = None;
    plan.run(problem, &Progress::new(), &CancelFlag::new(), &mut |s: Found<'_>| {
        first = Some(start.elapsed());
        assert!(is_solution(problem.n(), s.cols) && problem.keeps_fixed(s.cols));
        Control::Stop
    });
    first.expect("the instance allows a solution")
}

/// Distinct solutions found in [`WINDOW`], each checked.
fn distinct_in_window(problem: &Problem) -> usize {
    let plan = SolvePlan::new(problem, Filter::All, None, 0);
    let start = Instant::now();
    // Solutions are kept inline, one byte a column, not as a heap block each: freeing a
    // million small blocks left glibc's allocator with a clean-up of about 0.2 s that the
    // next timed run paid for on its first allocation.
    let mut seen: HashSet<[u8; MAX_N]> = HashSet::new();
    plan.run(problem, &Progress::new(), &CancelFlag::new(), &mut |s: Found<'_>| {
        assert!(is_solution(problem.n(), s.cols) && problem.keeps_fixed(s.cols));
        let mut key = [0u8; MAX_N];
        for (k, &c) in key.iter_mut().zip(s.cols) {
            *k = c as u8;
        }
        seen.insert(key);
        if start.elapsed() >= WINDOW { Control::Stop } else { Control::Continue }
    });
    seen.len()
}

fn main() {
    let filter: Option<usize> = std::env::args().skip(1).find_map(|a| a.parse().ok());
    println!(
        "{:>3} {:>5} {:>7} {:>12} {:>12} {:>14}",
        "n", "fixed", "method", "median", "worst", "distinct/2s"
    );
    for n in SIZES.into_iter().filter(|n| filter.is_none_or(|f| f == *n)) {
        for k in FIXED {
            let mut rng = rng::Rng(0x5EED ^ (n as u64) << 8 ^ k as u64);
            let problems: Vec<Problem> = (0..TRIALS)
                .map(|_| Problem::new(n, instances::fixed_queens(n, k, &mut rng)).unwrap())
                .collect();
            let mut times: Vec<Duration> = problems.iter().map(first_solution).collect();
            times.sort();
            let distinct = distinct_in_window(&problems[0]);
            let method = SolvePlan::new(&problems[0], Filter::All, None, 0).method.name();
            println!(
                "{n:>3} {k:>5} {method:>7} {:>12?} {:>12?} {distinct:>14}",
                times[TRIALS / 2],
                times[TRIALS - 1]
            );
        }
    }
}
