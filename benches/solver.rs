//! Counting and enumeration speed. `cargo bench`; pick groups with a filter, e.g.
//! `cargo bench -- count/16`. Solutions/s shows as criterion's throughput; nodes/s is
//! printed once per board from one run's summary.

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use nqueens::board::Problem;
use nqueens::control::{CancelFlag, Control, Progress};
use nqueens::count::count;
use nqueens::search::enumerate;
use nqueens::stream::{Found, Options};
use std::time::Duration;

/// Published totals for n = 1..=17.
const TOTAL: [u64; 17] =
    [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512, 95815104];

fn counting(c: &mut Criterion) {
    let mut group = c.benchmark_group("count");
    group.sample_size(10).warm_up_time(Duration::from_millis(500));
    for n in 8..=17 {
        let problem = Problem::empty(n).unwrap();
        group.throughput(Throughput::Elements(TOTAL[n - 1]));
        if n >= 16 {
            group.measurement_time(Duration::from_secs(if n == 16 { 15 } else { 60 }));
        }
        let progress = Progress::new();
        group.bench_with_input(BenchmarkId::from_parameter(n), &problem, |b, problem| {
            b.iter(|| {
                let counts = count(problem, 0, &progress, &CancelFlag::new()).unwrap();
                assert_eq!(counts.total, TOTAL[n - 1]);
            })
        });
        let run = progress.snapshot();
        // Filtered out by the command line: nothing ran.
        if run.steps > 0 {
            println!("count/{n}: {:.0} M nodes/s", run.steps as f64 / run.elapsed.as_secs_f64() / 1e6);
        }
    }
}

fn enumerating(c: &mut Criterion) {
    let mut group = c.benchmark_group("enumerate");
    group.sample_size(10).warm_up_time(Duration::from_millis(500));
    for n in 12..=16 {
        let problem = Problem::empty(n).unwrap();
        group.throughput(Throughput::Elements(TOTAL[n - 1]));
        if n >= 15 {
            group.measurement_time(Duration::from_secs(30));
        }
        let progress = Progress::new();
        group.bench_with_input(BenchmarkId::from_parameter(n), &problem, |b, problem| {
            b.iter(|| {
                let mut found = 0u64;
                enumerate(
                    problem,
                    &Options::default(),
                    &progress,
                    &CancelFlag::new(),
                    &mut |_: Found<'_>| {
                        found += 1;
                        Control::Continue
                    },
                );
                assert_eq!(found, TOTAL[n - 1]);
            })
        });
        let run = progress.snapshot();
        if run.steps > 0 {
            println!("enumerate/{n}: {:.0} M nodes/s", run.steps as f64 / run.elapsed.as_secs_f64() / 1e6);
        }
    }
}

criterion_group!(benches, counting, enumerating);
criterion_main!(benches);
