//! How good the time left of a count is: counts n = 19 and 20 (or the sizes given) on every
//! core, reads the progress ten times a second as the app and `count` do, and prints, at
//! each tenth of the real duration, the estimate against the real time left.
//!
//! `cargo bench --bench time_left -- 19 20`

use nqueens::board::Problem;
use nqueens::control::{CancelFlag, Progress, TimeLeft};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

fn main() {
    let sizes: Vec<usize> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let sizes = if sizes.is_empty() { vec![19, 20] } else { sizes };
    println!("| n | at | done | estimate | real | error |");
    println!("|---|---|---|---|---|---|");
    for n in sizes {
        let problem = Problem::empty(n).expect("a valid size");
        let progress = Progress::new();
        let done = AtomicBool::new(false);
        // (elapsed, fraction done, estimate shown)
        let mut readings: Vec<(f64, f64, Option<f64>)> = Vec::new();
        std::thread::scope(|scope| {
            scope.spawn(|| {
                let mut estimate = TimeLeft::new();
                while !done.load(Ordering::Relaxed) {
                    let p = progress.snapshot();
                    let left = estimate.update(&p).map(|d| d.as_secs_f64());
                    readings.push((p.elapsed.as_secs_f64(), p.fraction, left));
                    std::thread::sleep(Duration::from_millis(100));
                }
            });
            nqueens::count::count(&problem, 0, &progress, &CancelFlag::new()).expect("not cancelled");
            done.store(true, Ordering::Relaxed);
        });
        let total = progress.snapshot().elapsed.as_secs_f64();
        // The worst error from 10% done until the last tenth of the time, where a second or
        // two of absolute error is a large share.
        let mut worst: f64 = 0.0;
        for &(at, fraction, left) in &readings {
            if let Some(left) = left.filter(|_| fraction >= 0.1 && at <= 0.9 * total) {
                worst = worst.max((left / (total - at) - 1.0).abs());
            }
        }
        for tenth in 1..10 {
            let at = total * f64::from(tenth) / 10.0;
            let Some(&(t, fraction, left)) = readings.iter().rev().find(|r| r.0 <= at) else { continue };
            let real = total - t;
            let (shown, error) = match left {
                Some(left) => (format!("{left:.1} s"), format!("{:+.0}%", 100.0 * (left / real - 1.0))),
                None => ("(none yet)".into(), "".into()),
            };
            println!("| {n} | {t:.1} s | {:.0}% | {shown} | {real:.1} s | {error} |", 100.0 * fraction);
        }
        println!(
            "| {n} | total {total:.1} s | | | | worst from 10% done to 90% of the time: {:.0}% |",
            100.0 * worst
        );
    }
}
