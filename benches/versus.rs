//! Our counter against a plain textbook counter (bitmask backtracking, one core, halving
//! by the mirror image), run side by side, n = 12..=18 (or up to VERSUS_MAX_N).
//! `cargo bench --bench versus`. Prints the median of a few runs of each and their ratio.

use nqueens::board::{MAX_N, Problem};
use nqueens::control::{CancelFlag, Progress};
use std::time::{Duration, Instant};

/// Published totals, n = 12..=18.
const TOTAL: [u64; 7] = [14200, 73712, 365596, 2279184, 14772512, 95815104, 666090624];

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
    println!("{:>3}  {:>12}  {:>12}  {:>7}", "n", "textbook", "queenside", "ratio");
    for n in 12..=max_n.min(18) {
        let runs = if n <= 15 { 5 } else { 1 };
        let ours = median(
            (0..runs)
                .map(|_| {
                    let start = Instant::now();
                    let problem = Problem::empty(n, MAX_N).unwrap();
                    let counts =
                        nqueens::count::count(&problem, 0, &Progress::new(), &CancelFlag::new()).unwrap();
                    assert_eq!(counts.total, TOTAL[n - 12]);
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
