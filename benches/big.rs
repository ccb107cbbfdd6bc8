//! A whole count too long to run, timed by a seeded random sample of the parts of a fixed
//! split and extrapolated. The parts are the jobs whose index leaves I over when divided
//! by K (`count --part I/K`), each a spread-out slice of the job list. The sample of S
//! parts runs as one count, so that the quarter tables are built once, as in a whole
//! count: it takes B (building the tables) + S/K of the jobs' time. B is measured apart,
//! by a count of the first job of each centre row alone (its tables and one small job),
//! and then the whole count takes about B + K/S × (sample − B).
//!
//! `BIG_N=22 BIG_PARTS=2000 BIG_SAMPLE=6 BIG_SEED=1 cargo bench --bench big`; BIG_PIECES=1
//! builds the quarters in pieces at any size (the way past n = 21), to compare with whole
//! tables at n <= 21; BIG_THREADS (default: one per core). Peak memory: run the built
//! bench under `/usr/bin/time -v`. The sizing of every job, done once before the count
//! (and by `count` before it starts, when it states the memory), is timed apart.

use nqueens::board::Problem;
use nqueens::control::{CancelFlag, Progress};
use nqueens::count::checkpoint::Part;
use nqueens::count::{CountMethod, CountPlan, Counts};
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
    let method = if var("BIG_PIECES", 0) == 1 { CountMethod::HalvesInPieces } else { CountMethod::Halves };
    let problem = Problem::empty(n).expect("a board size of 1 to 64");
    let plan = CountPlan::with_method(&problem, method).expect("the half-board method counts n = 4..=23");
    let start = Instant::now();
    let memory = plan.memory_text(threads);
    println!(
        "n = {n}, {method:?}, {} jobs ({}), parts of {parts}, seed {seed}: sized in {:.1} s, needing about {memory}",
        plan.len(),
        plan.split_name(),
        start.elapsed().as_secs_f64()
    );
    let time = |pick: &(dyn Fn(usize) -> bool + Sync)| {
        let start = Instant::now();
        let counts: Counts =
            plan.run(pick, threads, &Progress::new(), &CancelFlag::new(), &|_, _| {}).expect("not cancelled");
        (start.elapsed().as_secs_f64(), counts)
    };
    // The tables of each centre row with a job or two: the turns job is job 0, and each
    // centre row's jobs come together, so two jobs are picked per centre row's share of the
    // list (on even boards, with one centre row, one).
    let stretches = if n % 2 == 1 { 2 * (n / 2 + 1) } else { 1 };
    let firsts: Vec<usize> = (1..plan.len()).step_by((plan.len() / stretches).max(1)).collect();
    let (build, _) = time(&|job| firsts.contains(&job));
    let picked = sample(parts, count, seed);
    let (seconds, counts) =
        time(&|job| job != 0 && picked.iter().any(|&i| Part { index: i, of: parts }.contains(job)));
    let share = picked.len() as f64 / parts as f64;
    println!("tables alone (and {} small jobs): {build:.1} s", firsts.len());
    println!("parts {picked:?} of {parts} (without the turns job): {seconds:.1} s, total {}", counts.total);
    let (turns, _) = time(&|job| job == 0);
    println!("the turns job alone: {turns:.1} s");
    let whole = build + (seconds - build).max(0.0) / share + turns;
    println!(
        "whole count ≈ {build:.1} + {parts}/{} × ({seconds:.1} − {build:.1}) + {turns:.1} = {whole:.0} s ({:.2} h)",
        picked.len(),
        whole / 3600.0
    );
}
