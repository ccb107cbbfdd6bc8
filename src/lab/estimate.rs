//! How long a Compare row will take, worked out before it runs, so a run of minutes is
//! asked about first: the exhaustive searches' boards are known exactly; the systematic
//! searches' nodes are estimated with Knuth's random probes (each probe walks one random
//! path from the root; the product of the branchings along it is an unbiased estimate of
//! the nodes at each depth), both timed by running the real search briefly.

use super::exhaustive::{Generator, candidates};
use super::systematic::Systematic;
use super::{Algorithm, Family};
use crate::board::Problem;
use crate::rng::Rng;
use web_time::{Duration, Instant};

/// Random paths walked for one estimate: the estimate of backtracking's nodes at n = 16
/// then falls within about 10% of the true 1.14 × 10⁹ (tests check it against a count).
const PROBES: usize = 400;
/// How long the real search runs to time its steps.
const TIMING: Duration = Duration::from_millis(4);

/// Nodes (partial placements visited, the root included) the systematic `algorithm` is
/// expected to visit on `problem`, by Knuth's estimator over `PROBES` random paths.
pub fn expected_nodes(problem: &Problem, algorithm: Algorithm, seed: u64) -> f64 {
    let n = problem.n();
    let full = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
    let mut root = vec![full; n];
    let mut filled = vec![false; n];
    for q in problem.fixed() {
        crate::kernel::place(&mut root, q.row, q.col);
        filled[q.row] = true;
    }
    // Forward checking and MRV stop at a node that leaves an empty row without a square.
    let forward = algorithm != Algorithm::Backtrack;
    let mut rng = Rng::new(seed);
    let mut total = 0.0;
    for _ in 0..PROBES {
        let (mut open, mut filled) = (root.clone(), filled.clone());
        let (mut weight, mut sum) = (1.0, 1.0);
        loop {
            let mut empty = (0..n).filter(|&r| !filled[r]);
            if forward && empty.clone().any(|r| open[r] == 0) {
                break;
            }
            let row = match algorithm {
                Algorithm::Mrv => empty.min_by_key(|&r| open[r].count_ones()),
                _ => empty.next(),
            };
            let Some(row) = row else { break };
            let choices = open[row].count_ones();
            if choices == 0 {
                break;
            }
            weight *= f64::from(choices);
            sum += weight;
            let mut bits = open[row];
            for _ in 0..rng.below(choices as usize) {
                bits &= bits - 1;
            }
            crate::kernel::place(&mut open, row, bits.trailing_zeros() as usize);
            filled[row] = true;
        }
        total += sum;
    }
    total / PROBES as f64
}

/// The seconds one measurement of `algorithm` on `problem` is expected to take on this
/// machine; `None` for a local search (its runs end when they solve, which no one knows
/// before).
pub fn expected_seconds(problem: &Problem, algorithm: Algorithm) -> Option<f64> {
    let start = Instant::now();
    match algorithm.family() {
        Family::Local => None,
        Family::Generate => {
            let boards = candidates(algorithm, problem) as f64;
            let mut generator = Generator::new(problem, algorithm);
            let mut done = 0u64;
            while start.elapsed() < TIMING && generator.step().is_some() {
                done += 1;
            }
            Some(per_step(start, done) * boards)
        }
        Family::Systematic => {
            // Each node is placed once and taken back once: two steps.
            let steps = 2.0 * expected_nodes(problem, algorithm, 1);
            let start = Instant::now();
            let (counters, _) = Systematic::counting(problem, algorithm)
                .run_while(|c| !c.steps.is_multiple_of(256) || start.elapsed() < TIMING);
            Some(per_step(start, counters.steps) * steps)
        }
    }
}

fn per_step(start: Instant, steps: u64) -> f64 {
    start.elapsed().as_secs_f64() / steps.max(1) as f64
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::control::CancelFlag;

    /// The estimate against the nodes the search really visits, for each systematic search
    /// and a few boards with and without fixed queens.
    #[test]
    fn node_estimates_fall_near_the_counted_nodes() {
        let fixed = Problem::new(10, vec![crate::board::Queen::new(0, 2)]).unwrap();
        for problem in [Problem::empty(8).unwrap(), Problem::empty(11).unwrap(), fixed] {
            for algorithm in [Algorithm::Backtrack, Algorithm::ForwardChecking, Algorithm::Mrv] {
                let counted =
                    Systematic::count(&problem, algorithm, &CancelFlag::new()).unwrap().nodes() as f64;
                let estimate = expected_nodes(&problem, algorithm, 7);
                let ratio = estimate / counted;
                assert!(
                    (0.7..1.4).contains(&ratio),
                    "{algorithm:?} n = {}: {estimate} for {counted}",
                    problem.n()
                );
            }
        }
    }
}
