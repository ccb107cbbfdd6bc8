//! The maximum placement on seeded boards n = 10..=20 whose fixed queens leave no full
//! solution: random non-attacking queens are added until the enumeration finds none.
//! `cargo bench --bench most_queens`; nodes per run are printed once per board.

#[path = "../tests/common/rng.rs"]
mod rng;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use nqueens::board::{Problem, Queen};
use nqueens::control::{CancelFlag, Control, Progress};
use nqueens::most_queens::find;
use nqueens::search::enumerate;
use nqueens::stream::{Found, Options};
use rng::Rng;
use std::time::Duration;

fn has_full_solution(problem: &Problem) -> bool {
    let mut found = false;
    let options = Options { limit: Some(1), ..Options::default() };
    enumerate(problem, &options, &Progress::new(), &CancelFlag::new(), &mut |_: Found<'_>| {
        found = true;
        Control::Stop
    });
    found
}

/// Adds random queens, each on a square no queen so far attacks, until no full solution is left.
fn blocked(n: usize, rng: &mut Rng) -> Problem {
    let mut fixed: Vec<Queen> = Vec::new();
    loop {
        let free: Vec<Queen> = (0..n * n)
            .map(|i| Queen::new(i / n, i % n))
            .filter(|&q| fixed.iter().all(|&f| f != q && f.attack(q).is_none()))
            .collect();
        if free.is_empty() {
            // The queens filled the board: a full solution, so start again.
            fixed.clear();
            continue;
        }
        fixed.push(free[rng.below(free.len())]);
        let problem = Problem::new(n, fixed.clone()).unwrap();
        if !has_full_solution(&problem) {
            return problem;
        }
    }
}

/// The answers for n = 10..=20, as a brute force over every free row (empty, or any square
/// no queen attacks) found them once. The board for 19 leaves room for only n - 2.
const MOST: [usize; 11] = [9, 10, 11, 12, 13, 14, 15, 16, 17, 17, 19];

fn most_queens(c: &mut Criterion) {
    let mut group = c.benchmark_group("most-queens");
    group.sample_size(20).warm_up_time(Duration::from_millis(300)).measurement_time(Duration::from_secs(2));
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for n in 10..=20 {
        let problem = blocked(n, &mut rng);
        let expected = MOST[n - 10];
        let progress = Progress::new();
        group.bench_with_input(BenchmarkId::from_parameter(n), &problem, |b, problem| {
            b.iter(|| {
                let outcome = find(problem, &progress, &CancelFlag::new(), &mut |_| {});
                assert!(outcome.proven);
                assert_eq!(outcome.queens.len(), expected, "{problem:?}");
            })
        });
        println!(
            "most-queens/{n}: {} fixed queens, {} nodes",
            problem.fixed().len(),
            progress.snapshot().steps
        );
    }
}

/// A longer search: 64 wide with queens at (row, 2·row + 1) for rows 0..23 (each kept if it
/// attacks none before it). All 64 fit, but the search needs millions of nodes to find them.
fn a_long_search(c: &mut Criterion) {
    let mut fixed: Vec<Queen> = Vec::new();
    for row in 0..23 {
        let q = Queen::new(row, (2 * row + 1) % 64);
        if fixed.iter().all(|&f| f.attack(q).is_none()) {
            fixed.push(q);
        }
    }
    let problem = Problem::new(64, fixed).unwrap();
    let mut group = c.benchmark_group("most-queens-long");
    group.sample_size(10).warm_up_time(Duration::from_millis(300)).measurement_time(Duration::from_secs(15));
    let progress = Progress::new();
    group.bench_function("64", |b| {
        b.iter(|| {
            let outcome = find(&problem, &progress, &CancelFlag::new(), &mut |_| {});
            assert!(outcome.proven);
            assert_eq!(outcome.queens.len(), 64);
        })
    });
    let run = progress.snapshot();
    println!(
        "most-queens-long/64: {} nodes, {:.1} M nodes/s",
        run.steps,
        run.steps as f64 / run.elapsed.as_secs_f64() / 1e6
    );
}

criterion_group!(benches, most_queens, a_long_search);
criterion_main!(benches);
