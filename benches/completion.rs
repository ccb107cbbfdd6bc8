//! Completion instances on wide boards: n = 1,000 to 5,000 with 10 to 25 free rows, half
//! of them taken straight from a solution (solvable), half with one fixed queen moved to
//! another square of its row (often unsolvable). Prints the distribution of times to solve
//! or refute each, over a seeded batch. `cargo bench --bench completion`.

#[path = "../tests/common/rng.rs"]
mod rng;

use nqueens::board::{Problem, Queen, is_solution};
use nqueens::control::{CancelFlag, Control, Progress};
use nqueens::stream::{Found, Options, Outcome};
use nqueens::wide::complete;
use rng::Rng;
use std::time::{Duration, Instant};

fn first(problem: &Problem) -> (Option<Vec<u32>>, Outcome) {
    let mut found = None;
    let options = Options { limit: Some(1), ..Options::default() };
    let summary = complete(problem, &options, &Progress::new(), &CancelFlag::new(), &mut |s: Found<'_>| {
        found = Some(s.cols.to_vec());
        Control::Continue
    });
    (found, summary.outcome)
}

fn instance(n: usize, free: usize, moved: bool, rng: &mut Rng) -> Problem {
    let seed = Problem::wide(n, vec![Queen::new(rng.below(n), rng.below(n))]).unwrap();
    let solution = first(&seed).0.expect("one fixed queen on a wide board leaves a solution");
    let mut rows: Vec<usize> = (0..n).collect();
    for i in 0..free {
        let j = i + rng.below(n - i);
        rows.swap(i, j);
    }
    let mut fixed: Vec<Queen> = rows[free..].iter().map(|&r| Queen::new(r, solution[r] as usize)).collect();
    if moved {
        let victim = rng.below(fixed.len());
        let row = fixed[victim].row;
        if let Some(q) = (0..n).map(|c| Queen::new(row, c)).find(|&q| {
            q != fixed[victim] && fixed.iter().enumerate().all(|(i, &f)| i == victim || f.attack(q).is_none())
        }) {
            fixed[victim] = q;
        }
    }
    Problem::wide(n, fixed).unwrap()
}

fn report(label: &str, mut times: Vec<Duration>) {
    if times.is_empty() {
        println!("{label:>10}: none");
        return;
    }
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    println!(
        "{label:>10}: {:>3} instances, median {:>9.3?}, p90 {:>9.3?}, worst {:>9.3?}",
        times.len(),
        at(0.5),
        at(0.9),
        times[times.len() - 1]
    );
}

fn main() {
    let mut rng = Rng(0xC0FFEE);
    for n in [1000, 2000, 5000] {
        let (mut solved, mut refuted) = (Vec::new(), Vec::new());
        for i in 0..40 {
            let problem = instance(n, 10 + rng.below(16), i % 2 == 1, &mut rng);
            let start = Instant::now();
            let (found, outcome) = first(&problem);
            let took = start.elapsed();
            match found {
                Some(cols) => {
                    assert!(is_solution(n, &cols) && problem.keeps_fixed(&cols));
                    solved.push(took);
                }
                None => {
                    assert_eq!(outcome, Outcome::Exhausted, "no solution must mean a proof");
                    refuted.push(took);
                }
            }
        }
        println!("n = {n}, 10 to 25 free rows:");
        report("solved", solved);
        report("refuted", refuted);
    }
}
