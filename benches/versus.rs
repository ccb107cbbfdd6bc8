//! Our counter against a plain textbook counter (bitmask backtracking, one core, halving
//! by the mirror image), run side by side, n = 12..=18 (or up to VERSUS_MAX_N).
//! `cargo bench --bench versus`. First checks every counting method at n = 16 against the
//! published counts, then prints the median of a few runs of each counter and their ratio.

use nqueens::board::Problem;
use nqueens::control::{CancelFlag, Progress};
use nqueens::count::{CountMethod, CountPlan, Counts};
use std::time::{Duration, Instant};

/// Published totals, n = 12..=18.
const TOTAL: [u64; 7] = [14200, 73712, 365596, 2279184, 14772512, 95815104, 666090624];
/// Published unique counts, n = 12..=18.
const UNIQUE: [u64; 7] = [1787, 9233, 45752, 285053, 1846955, 11977939, 83263591];
/// Published counts for n = 16: total, unique, fixed by a quarter turn, by a half turn.
const SIXTEEN: Counts =
    Counts { total: 14772512, unique: 1846955, rot90: 64, rot180: 3000, unique_shares: 0 };

/// Every method the code has, at n = 16, against the published counts.
fn check_every_method_at_16() {
    let problem = Problem::empty(16).unwrap();
    for method in [CountMethod::Halves, CountMethod::EdgeRule, CountMethod::WalkAll] {
        let plan =
            CountPlan::with_method(&problem, method).expect("every method applies to the empty 16 board");
        let start = Instant::now();
        let sum = plan.run(&|_| true, 0, &Progress::new(), &CancelFlag::new(), &|_, _| {}).unwrap();
        assert_eq!(plan.finish(sum), SIXTEEN, "{method:?}");
        println!("n = 16 by {method:?}: published counts, {:.3} s", start.elapsed().as_secs_f64());
    }
}

/// The textbook counter, as it appears in countless tutorials.
fn textbook(n: usize) -> u64 {
    fn place(n: usize, row: usize, cols: u64, ld: u64, rd: u64, all: u64) -> u64 {
        if row == n {
            return 1;
        }
        let mut free = all & !(cols | ld | rd);
        let mut count = 0;
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            count += place(n, row + 1, cols | bit, (ld | bit) << 1, (rd | bit) >> 1, all);
        }
        count
    }
    let all = (1u64 << n) - 1;
    let first = |col: usize| place(n, 1, 1 << col, 1 << (col + 1), (1u64 << col) >> 1, all);
    let half: u64 = (0..n / 2).map(first).sum();
    2 * half + if n % 2 == 1 { first(n / 2) } else { 0 }
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

fn main() {
    let max_n: usize = std::env::var("VERSUS_MAX_N").ok().and_then(|v| v.parse().ok()).unwrap_or(18);
    check_every_method_at_16();
    println!("{:>3}  {:>12}  {:>12}  {:>7}", "n", "textbook", "queenside", "ratio");
    for n in 12..=max_n.min(18) {
        // The textbook counter takes minutes past 15: one run of it there.
        let runs = if n <= 15 { 5 } else { 1 };
        let ours = median(
            (0..5)
                .map(|_| {
                    let start = Instant::now();
                    let problem = Problem::empty(n).unwrap();
                    let counts =
                        nqueens::count::count(&problem, 0, &Progress::new(), &CancelFlag::new()).unwrap();
                    assert_eq!((counts.total, counts.unique), (TOTAL[n - 12], UNIQUE[n - 12]));
                    start.elapsed()
                })
                .collect(),
        );
        let plain = median(
            (0..runs)
                .map(|_| {
                    let start = Instant::now();
                    assert_eq!(textbook(n), TOTAL[n - 12]);
                    start.elapsed()
                })
                .collect(),
        );
        println!(
            "{n:>3}  {:>11.3}s  {:>11.3}s  {:>6.1}x",
            plain.as_secs_f64(),
            ours.as_secs_f64(),
            plain.as_secs_f64() / ours.as_secs_f64()
        );
    }
}
