//! Time to the hints of a board (`nqueens::hints::hints`): exact counts per square for
//! n = 8..=16 with 0, 1 and 2 random fixed queens that allow a solution, and time until
//! every square is decided for n = 32 and 64. Median and worst of several instances, on
//! every core. `cargo bench --bench hints`; a filter like `-- 16` keeps one width.
//! Targets: under 100 ms up to n = 12, under 1 s up to n = 16 (on 2 cores).

#[path = "../tests/common/instances.rs"]
mod instances;
#[path = "../tests/common/rng.rs"]
mod rng;

use nqueens::board::Problem;
use nqueens::control::CancelFlag;
use nqueens::hints::{Cell, hints};
use std::time::{Duration, Instant};

const COUNTED: [usize; 5] = [8, 10, 12, 14, 16];
const DECIDED: [usize; 2] = [32, 64];
const FIXED: [usize; 3] = [0, 1, 2];
/// Generous: the benchmark measures how long the search takes, not where it gives up.
const BUDGET: Duration = Duration::from_secs(120);

/// The time to the hints, and whether they came out as the kind the row expects.
fn timed(problem: &Problem, counted: bool) -> (Duration, bool) {
    let start = Instant::now();
    let hints = hints(problem, BUDGET, 0, &CancelFlag::new()).expect("not cancelled");
    let elapsed = start.elapsed();
    let as_expected =
        hints.complete && (!counted || (hints.total.is_some() && !hints.cells.contains(&Cell::Possible)));
    (elapsed, as_expected)
}

fn main() {
    let filter: Option<usize> = std::env::args().skip(1).find_map(|a| a.parse().ok());
    println!("| n | fixed | kind | instances | median | worst | all as expected |");
    println!("|---|---|---|---|---|---|---|");
    let sizes = COUNTED.iter().map(|&n| (n, true)).chain(DECIDED.iter().map(|&n| (n, false)));
    for (n, counted) in sizes.filter(|(n, _)| filter.is_none_or(|f| f == *n)) {
        let trials = if counted { 9 } else { 5 };
        for k in FIXED {
            let mut rng = rng::Rng(0x41A7 ^ (n as u64) << 8 ^ k as u64);
            let problems: Vec<Problem> = (0..trials)
                .map(|_| Problem::new(n, instances::fixed_queens(n, k, &mut rng)).unwrap())
                .collect();
            // One run first, so the first instance does not pay for cold caches.
            timed(&problems[0], counted);
            let mut runs: Vec<(Duration, bool)> = problems.iter().map(|p| timed(p, counted)).collect();
            let fine = runs.iter().all(|r| r.1);
            runs.sort();
            println!(
                "| {n} | {k} | {} | {trials} | {:.1} ms | {:.1} ms | {} |",
                if counted { "counts" } else { "decided" },
                runs[trials / 2].0.as_secs_f64() * 1e3,
                runs[trials - 1].0.as_secs_f64() * 1e3,
                if fine { "yes" } else { "NO" }
            );
        }
    }
}
