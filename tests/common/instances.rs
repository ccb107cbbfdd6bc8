//! Random fixed queens that allow a solution, for tests and benchmarks (which include this
//! file by path): the queens are taken from a solution, so one is known to exist.

use super::rng::Rng;
use nqueens::board::{Problem, Queen};
use nqueens::control::{CancelFlag, Control, Progress};
use nqueens::stream::{Found, Options};

/// `k` queens of an n×n board (20 <= n <= 64), all from one solution, chosen at random.
pub fn fixed_queens(n: usize, k: usize, rng: &mut Rng) -> Vec<Queen> {
    // A random square pins the solution down somewhere different each time.
    let seed = Queen::new(rng.below(n), rng.below(n));
    let problem = Problem::new(n, vec![seed]).unwrap();
    let mut solution = Vec::new();
    let options = Options { limit: Some(1), ..Options::default() };
    nqueens::sample::sample(&problem, &options, &Progress::new(), &CancelFlag::new(), &mut |s: Found<'_>| {
        solution = s.cols.to_vec();
        Control::Stop
    });
    assert_eq!(solution.len(), n, "no solution through {seed} on the {n}x{n} board");
    let mut rows: Vec<usize> = (0..n).collect();
    for i in 0..k {
        let j = i + rng.below(n - i);
        rows.swap(i, j);
    }
    rows[..k].iter().map(|&r| Queen::new(r, solution[r] as usize)).collect()
}
