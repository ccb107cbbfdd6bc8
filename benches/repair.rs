//! Completing a 1,000,000-wide board around many fixed queens: a known solution (the
//! construction's) with every k-th row fixed, and the rest left for the repair search to
//! place. Prints the median of ROUNDS runs for each share fixed, alone and then beside a
//! memory-heavy program (a child process writing at random all over 1 GiB), each share's
//! two medians from the same rounds, interleaved so the machine's noise weighs on both.
//!
//! `cargo bench --bench repair [-- N ROUNDS]` (default 1000000 5)

use nqueens::board::{Problem, Queen, is_solution};
use nqueens::control::{CancelFlag, Control, Progress};
use nqueens::stream::{Found, Options};
use nqueens::wide::{complete, construct};
use std::process::{Child, Command};
use std::time::{Duration, Instant};

/// One completion of `problem`, timed.
fn complete_once(problem: &Problem) -> Duration {
    let mut found = None;
    let options = Options { limit: Some(1), ..Options::default() };
    let start = Instant::now();
    complete(problem, &options, &Progress::new(), &CancelFlag::new(), &mut |s: Found<'_>| {
        found = Some(s.cols.to_vec());
        Control::Continue
    });
    let took = start.elapsed();
    let cols = found.expect("a board fixed from a solution has a completion");
    assert!(is_solution(problem.n(), &cols) && problem.keeps_fixed(&cols));
    took
}

/// Writes at random all over 1 GiB until killed: another program's cache misses and page
/// traffic, as a browser or a build beside the app would cause.
fn thrash() -> ! {
    let mut memory = vec![1u64; 1 << 27];
    let mut x = 0x9E37_79B9_7F4A_7C15u64;
    loop {
        for _ in 0..1 << 20 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let i = (x as usize) & (memory.len() - 1);
            memory[i] = memory[i].wrapping_add(x);
        }
        std::hint::black_box(&memory);
    }
}

fn thrasher() -> Child {
    Command::new(std::env::current_exe().expect("this bench's path"))
        .arg("--thrash")
        .spawn()
        .expect("a second copy of this bench to thrash memory")
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).filter(|a| a != "--bench").collect();
    if args.first().map(String::as_str) == Some("--thrash") {
        thrash();
    }
    let n: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(1_000_000);
    let rounds: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(5);
    let solution = construct(n).expect("the construction covers every n ≥ 4");
    println!("n = {n}, median of {rounds} rounds (fixed: every k-th row of a known solution)");
    println!();
    println!("| fixed | share | alone | beside 1 GiB of random writes | ÷ alone |");
    println!("|---|---|---|---|---|");
    // k = 0: no fixed queen, the construction alone.
    for k in [0, 100, 10, 3, 2] {
        let fixed: Vec<Queen> = match k {
            0 => Vec::new(),
            k => (0..n).step_by(k).map(|r| Queen::new(r, solution[r] as usize)).collect(),
        };
        let share = fixed.len() as f64 / n as f64;
        let problem = Problem::wide(n, fixed).expect("queens of a solution never attack each other");
        let (mut alone, mut beside) = (Vec::new(), Vec::new());
        for _ in 0..rounds {
            alone.push(complete_once(&problem));
            let mut other = thrasher();
            // Let it fill its gigabyte before the clock starts.
            std::thread::sleep(Duration::from_millis(500));
            beside.push(complete_once(&problem));
            other.kill().ok();
            other.wait().ok();
        }
        let (alone, beside) = (median(alone), median(beside));
        println!(
            "| {} | {:.0}% | {:.3} s | {:.3} s | {:.2} |",
            problem.fixed().len(),
            share * 100.0,
            alone.as_secs_f64(),
            beside.as_secs_f64(),
            beside.as_secs_f64() / alone.as_secs_f64()
        );
    }
}
