//! Time to make puzzles (`nqueens::puzzle::make`): one minimal 12×12 puzzle of each grade
//! (and of any grade), median and worst over 15 seeds; and 100 puzzles of 8×8 at once.
//! Each result is checked inside the timed loop: one completion, the grade asked for.
//! `cargo bench --bench puzzle`. Targets: a 12×12 puzzle under 1 s (median), 100 8×8
//! puzzles under 1 s.

use nqueens::puzzle::{self, Difficulty};
use std::time::{Duration, Instant};

fn median(mut times: Vec<Duration>) -> (Duration, Duration) {
    times.sort();
    (times[times.len() / 2], *times.last().unwrap())
}

fn main() {
    println!("| board | grade | puzzles a run | runs | median | worst |");
    println!("|---|---|---|---|---|---|");
    let grades = [None, Some(Difficulty::Easy), Some(Difficulty::Medium), Some(Difficulty::Hard)];
    for n in [12, 16] {
        for wanted in grades {
            let times: Vec<Duration> = (0..15)
                .map(|seed| {
                    let start = Instant::now();
                    let set = puzzle::make(n, 1, wanted, seed).unwrap();
                    let took = start.elapsed();
                    assert_eq!(puzzle::completions(n, &set[0].fixed, 2), 1);
                    assert!(wanted.is_none_or(|d| d == set[0].grade.difficulty));
                    took
                })
                .collect();
            let (mid, worst) = median(times);
            let grade = wanted.map_or("any", Difficulty::name);
            println!("| {n}×{n} | {grade} | 1 | 15 | {mid:.1?} | {worst:.1?} |");
        }
    }
    let times: Vec<Duration> = (0..7)
        .map(|seed| {
            let start = Instant::now();
            let set = puzzle::make(8, 100, None, seed).unwrap();
            let took = start.elapsed();
            assert_eq!(set.len(), 100);
            took
        })
        .collect();
    let (mid, worst) = median(times);
    println!("| 8×8 | any | 100 | 7 | {mid:.1?} | {worst:.1?} |");
}
