//! Counting with fixed queens against counting the empty board of the same size, in one
//! run: median of 3 counts each, n = 12..=18 (or up to FIXED_MAX_N, at most 21), on every
//! core; up to n = 16 also the count that walks every solution, as counts with fixed
//! queens were made before they joined half-boards. Then one queen on each square of an
//! eighth of the board (every square is a symmetry's image of one of them), up to n = 18
//! (or SWEEP_MAX_N), counted as `count` and the app count it (walking every solution below
//! 14 wide): the median and the worst against the empty board.
//! `cargo bench --bench fixed`.

use nqueens::board::{Problem, Queen};
use nqueens::control::{CancelFlag, Progress};
use nqueens::count::{CountMethod, CountPlan, Counts};
use std::time::{Duration, Instant};

/// The median of 3 counts by `method`, or (`None`) by the plan `count` and the app choose.
fn timed(problem: &Problem, method: Option<CountMethod>) -> (Duration, Counts) {
    let mut runs: Vec<(Duration, Counts)> = (0..3)
        .map(|_| {
            let plan = match method {
                Some(method) => CountPlan::with_method(problem, method).expect("the method applies"),
                None => CountPlan::new(problem),
            };
            let start = Instant::now();
            let sum = plan.run(&|_| true, 0, &Progress::new(), &CancelFlag::new(), &|_, _| {}).unwrap();
            (start.elapsed(), plan.finish(sum))
        })
        .collect();
    runs.sort_by_key(|r| r.0);
    runs[1]
}

/// One count by the plan `count` and the app choose, in seconds.
fn once(problem: &Problem) -> f64 {
    let plan = CountPlan::new(problem);
    let start = Instant::now();
    plan.run(&|_| true, 0, &Progress::new(), &CancelFlag::new(), &|_, _| {}).unwrap();
    start.elapsed().as_secs_f64()
}

fn seconds(problem: &Problem) -> f64 {
    timed(problem, None).0.as_secs_f64()
}

fn main() {
    let setting = |name: &str| std::env::var(name).ok().and_then(|v| v.parse::<usize>().ok());
    let max_n = setting("FIXED_MAX_N").unwrap_or(18);
    let sweep_max_n = setting("SWEEP_MAX_N").unwrap_or(18);
    println!("| n | fixed | count | unique | time | ÷ empty board | walking every solution |");
    println!("|---|---|---|---|---|---|---|");
    for n in 12..=max_n.min(21) {
        let empty = Problem::empty(n).unwrap();
        let (base, counts) = timed(&empty, Some(CountMethod::Halves));
        println!("| {n} | none | {} | {} | {:.3} s | 1 | |", counts.total, counts.unique, base.as_secs_f64());
        let m = n / 2;
        let boards: [Vec<Queen>; 4] = [
            vec![Queen::new(0, 0)],
            vec![Queen::new(m, m)],
            vec![Queen::new(2, 5)],
            vec![Queen::new(1, 3), Queen::new(n - 3, n - 2)],
        ];
        for fixed in boards {
            let problem = Problem::new(n, fixed.clone()).unwrap();
            let (time, counts) = timed(&problem, Some(CountMethod::Halves));
            let walked = if n <= 16 {
                let (walk_time, walk_counts) = timed(&problem, Some(CountMethod::WalkAll));
                assert_eq!(walk_counts, counts, "n = {n}, {fixed:?}");
                format!("{:.3} s", walk_time.as_secs_f64())
            } else {
                String::new()
            };
            let fixed: Vec<String> = fixed.iter().map(|q| format!("{},{}", q.row, q.col)).collect();
            println!(
                "| {n} | {} | {} | {} | {:.3} s | {:.2} | {walked} |",
                fixed.join(" "),
                counts.total,
                counts.unique,
                time.as_secs_f64(),
                time.as_secs_f64() / base.as_secs_f64()
            );
        }
    }

    println!();
    println!(
        "| n | squares | median ÷ empty board | worst ÷ empty board | worst square | worst, timed again |"
    );
    println!("|---|---|---|---|---|---|");
    for n in 12..=sweep_max_n.min(21) {
        let empty = Problem::empty(n).unwrap();
        let base = seconds(&empty);
        let mid = (n - 1) / 2;
        let mut ratios: Vec<(f64, usize, usize)> = (0..=mid)
            .flat_map(|r| (r..=mid).map(move |c| (r, c)))
            .map(|(r, c)| {
                let problem = Problem::new(n, vec![Queen::new(r, c)]).unwrap();
                (seconds(&problem) / base, r, c)
            })
            .collect();
        ratios.sort_by(|a, b| a.0.total_cmp(&b.0));
        let (worst, r, c) = ratios[ratios.len() - 1];
        let median = ratios[ratios.len() / 2].0;
        // The worst of many noisy ratios is biased up: it is timed again, 9 times, each
        // run beside a run of the empty board.
        let problem = Problem::new(n, vec![Queen::new(r, c)]).unwrap();
        let median_of = |mut times: Vec<f64>| {
            times.sort_by(f64::total_cmp);
            times[times.len() / 2]
        };
        let (fixed, empty): (Vec<f64>, Vec<f64>) = (0..9).map(|_| (once(&problem), once(&empty))).unzip();
        let again = median_of(fixed) / median_of(empty);
        println!("| {n} | {} | {median:.2} | {worst:.2} | {r},{c} | {again:.2} |", ratios.len());
    }
}
