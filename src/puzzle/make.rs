//! Making puzzles: a random solution, then its queens taken away one at a time, in a random
//! order, as long as the queens left allow that solution alone.
//!
//! One pass is enough for a minimal puzzle: a queen kept was needed by a larger set of
//! givens than the final one, and fewer givens allow at least as many completions.

use super::{Puzzle, grade};
use crate::board::{Problem, Queen};
use crate::engine::Domains;
use crate::rng::Rng;
use std::ops::ControlFlow;
use std::sync::atomic::AtomicU64;

/// How many completions the `n`×`n` board with `givens` has, counting at most `limit`:
/// the counting engine's depth-first search, stopped once `limit` are found. Givens off
/// the board or attacking each other allow none.
///
/// ```
/// use nqueens::Queen;
/// assert_eq!(nqueens::puzzle::completions(8, &[Queen::new(0, 0)], 100), 4);
/// assert_eq!(nqueens::puzzle::completions(8, &[], 2), 2);
/// ```
pub fn completions(n: usize, givens: &[Queen], limit: u64) -> u64 {
    let mut found = 0;
    if limit == 0 {
        return 0;
    }
    // The engine checks a break only above its last few rows, so it may hand over a few
    // more completions after the one that reached the limit: they are not counted.
    each_completion(n, givens, &mut |_| {
        found = (found + 1).min(limit);
        found < limit
    });
    found
}

/// The puzzle of the `n`×`n` board with `givens`, graded, if they leave exactly one way to
/// finish the board; else how many they leave (0, or 2 for two or more).
///
/// ```
/// use nqueens::Queen;
/// let puzzle = nqueens::puzzle::from_givens(4, &[Queen::new(0, 1)]).unwrap();
/// assert_eq!(puzzle.solution, [1, 3, 0, 2]);
/// assert_eq!(nqueens::puzzle::from_givens(8, &[Queen::new(0, 0)]).unwrap_err(), 2);
/// ```
pub fn from_givens(n: usize, givens: &[Queen]) -> Result<Puzzle, u64> {
    let mut found: Vec<Vec<u32>> = Vec::new();
    each_completion(n, givens, &mut |cols| {
        found.push(cols.to_vec());
        found.len() < 2
    });
    let ways = found.len() as u64;
    match (found.pop(), ways, grade(n, givens)) {
        (Some(solution), 1, Some(grade)) => {
            let mut fixed = givens.to_vec();
            fixed.sort();
            Ok(Puzzle { n, fixed, solution, grade })
        }
        _ => Err(ways.min(2)),
    }
}

/// Hands each completion of the givens to `visit` (columns by row) until it returns false.
pub(super) fn each_completion(n: usize, givens: &[Queen], visit: &mut dyn FnMut(&[u32]) -> bool) {
    let Ok(problem) = Problem::new(n, givens.to_vec()) else {
        return;
    };
    let board = Domains::new(&problem);
    // One job, the root: the search runs on this thread, no worker to start.
    let (jobs, _) = board.split(1);
    let nodes = AtomicU64::new(0);
    for job in &jobs {
        let walked = board.walk(job, &nodes, &|| false, |cols| {
            if visit(cols) { ControlFlow::Continue(()) } else { ControlFlow::Break(()) }
        });
        if walked.is_break() {
            break;
        }
    }
}

/// A solution of the `n`×`n` board chosen at random: rows in order, each row's columns
/// tried in a random order.
fn random_solution(n: usize, rng: &mut Rng) -> Vec<u32> {
    let mut cols = Vec::with_capacity(n);
    let mut order: Vec<Vec<u32>> = Vec::with_capacity(n);
    let mut next: Vec<usize> = Vec::with_capacity(n);
    let choices = |rng: &mut Rng| {
        let mut c: Vec<u32> = (0..n as u32).collect();
        shuffle(&mut c, rng);
        c
    };
    order.push(choices(rng));
    next.push(0);
    // Depth-first with an explicit stack: row r tries order[r] from next[r] on.
    while cols.len() < n {
        let row = cols.len();
        let tried = next[row];
        if tried == n {
            // No column left in this row: back up one row.
            order.pop();
            next.pop();
            cols.pop();
            continue;
        }
        next[row] += 1;
        let col = order[row][tried];
        let safe = cols
            .iter()
            .enumerate()
            .all(|(r, &c): (usize, &u32)| c != col && (row - r) as u32 != c.abs_diff(col));
        if safe {
            cols.push(col);
            if cols.len() < n {
                order.push(choices(rng));
                next.push(0);
            }
        }
    }
    cols
}

fn shuffle<T>(items: &mut [T], rng: &mut Rng) {
    for i in (1..items.len()).rev() {
        items.swap(i, rng.below(i + 1));
    }
}

/// One minimal puzzle from `rng`: a random solution, its queens removed in a random order
/// while one completion is left. Graded; the grade is not chosen.
pub(super) fn one(n: usize, rng: &mut Rng) -> Puzzle {
    let solution = random_solution(n, rng);
    let mut givens: Vec<Queen> = (0..n).map(|r| Queen::new(r, solution[r] as usize)).collect();
    let mut order: Vec<usize> = (0..n).collect();
    shuffle(&mut order, rng);
    for row in order {
        let without: Vec<Queen> = givens.iter().copied().filter(|q| q.row != row).collect();
        if completions(n, &without, 2) == 1 {
            givens = without;
        }
    }
    let grade = grade::grade(n, &givens).expect("givens with one completion always grade");
    Puzzle { n, fixed: givens, solution, grade }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::is_solution;

    #[test]
    fn random_solutions_are_solutions() {
        let mut rng = Rng::new(7);
        for n in [1, 4, 5, 8, 13, 20] {
            for _ in 0..5 {
                let cols = random_solution(n, &mut rng);
                assert!(is_solution(n, &cols), "{n}: {cols:?}");
            }
        }
    }

    #[test]
    fn completions_stop_at_the_limit() {
        assert_eq!(completions(8, &[], 1000), 92);
        assert_eq!(completions(8, &[], 2), 2);
        assert_eq!(completions(8, &[Queen::new(0, 0)], 100), 4);
        // Attacking givens allow nothing.
        assert_eq!(completions(8, &[Queen::new(0, 0), Queen::new(1, 1)], 2), 0);
    }
}
