//! A whole count too long to run, timed by a seeded random sample of the parts of a fixed
//! split and extrapolated: the parts are the jobs whose index leaves I over when divided
//! by K (`count --part I/K`), each a spread-out slice of the whole job list, so K times the
//! mean time of a random sample of them estimates the whole count's time (on the same
//! threads), give or take the standard error printed beside it.
//!
//! `BIG_N=22 BIG_PARTS=2000 BIG_SAMPLE=6 BIG_SEED=1 cargo bench --bench big`; BIG_PIECES=1
//! builds the quarters in pieces at any size (the way past n = 21), to compare with whole
//! tables at n <= 21; BIG_THREADS (default: one per core). Peak memory: run the built
//! bench under `/usr/bin/time -v`. The sizing of every job, done once before the parts
//! (and by `count` before it starts), is timed apart.

use nqueens::board::{MAX_N, Problem};
use nqueens::control::{CancelFlag, Progress};
use nqueens::count::checkpoint::Part;
use nqueens::count::{Counts, Method, Plan};
use std::time::Instant;

fn var(name: &str, default: usize) -> usize {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// A seeded sequence of part numbers (splitmix64), without repeats.
fn sample(parts: usize, count: usize, seed: u64) -> Vec<usize> {
    let mut state = seed;
    let mut next = move || {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    let mut picked = Vec::new();
    while picked.len() < count.min(parts) {
        let part = (next() % parts as u64) as usize;
        if !picked.contains(&part) {
            picked.push(part);
        }
    }
    picked
}

fn main() {
    let n = var("BIG_N", 20);
    let parts = var("BIG_PARTS", 1000);
    let count = var("BIG_SAMPLE", 4);
    let seed = var("BIG_SEED", 1) as u64;
    let threads = var("BIG_THREADS", 0);
    let method = if var("BIG_PIECES", 0) == 1 { Method::HalvesInPieces } else { Method::Halves };
    let problem = Problem::empty(n, MAX_N).expect("a board size of 1 to 64");
    let plan = Plan::with_method(&problem, method).expect("the half-board method counts n = 4..=23");
    let start = Instant::now();
    let memory = plan.memory_text(threads);
    println!(
        "n = {n}, {method:?}, {} jobs ({}), parts of {parts}, seed {seed}: sized in {:.1} s, needing about {memory}",
        plan.len(),
        plan.split_name(),
        start.elapsed().as_secs_f64()
    );
    let mut times = Vec::new();
    for index in sample(parts, count, seed) {
        let part = Part { index, of: parts };
        let start = Instant::now();
        let counts: Counts = plan
            .run(&|job| part.contains(job), threads, &Progress::new(), &CancelFlag::new(), &|_, _| {})
            .expect("not cancelled");
        let seconds = start.elapsed().as_secs_f64();
        println!("part {index}/{parts}: {seconds:.2} s, total {}", counts.total);
        times.push(seconds);
    }
    let k = times.len() as f64;
    let mean = times.iter().sum::<f64>() / k;
    let spread = (times.iter().map(|t| (t - mean).powi(2)).sum::<f64>() / (k - 1.0).max(1.0)).sqrt();
    let error = spread / k.sqrt();
    println!(
        "whole count ≈ {parts} × {mean:.2} s = {:.0} s ({:.2} h) ± {:.0} s (one standard error)",
        parts as f64 * mean,
        parts as f64 * mean / 3600.0,
        parts as f64 * error
    );
}
