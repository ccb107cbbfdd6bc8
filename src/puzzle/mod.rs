//! Puzzles: a board with a few queens placed (the *givens*) that has exactly one
//! completion, and is *minimal* (taking any given away leaves more than one completion),
//! made at random from a seed and graded the way a person solves it ([`grade`]).
//!
//! ```
//! use nqueens::puzzle::{self, Difficulty};
//! let set = puzzle::make(8, 3, Some(Difficulty::Easy), 42).unwrap();
//! assert_eq!(set.len(), 3);
//! for p in &set {
//!     assert_eq!(puzzle::completions(8, &p.fixed, 2), 1);
//!     assert_eq!(p.grade.difficulty, Difficulty::Easy);
//! }
//! // The same seed makes the same puzzles.
//! assert_eq!(set, puzzle::make(8, 3, Some(Difficulty::Easy), 42).unwrap());
//! ```

mod file;
mod grade;
mod make;

pub use file::{FORMAT, PuzzleFileError, VERSION, open, read, read_keeping, save, to_json, write};
pub use grade::{Grade, grade};
pub use make::{completions, from_givens};

use crate::board::Queen;
use crate::control::CancelFlag;
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The smallest and largest boards puzzles are made for.
pub const MIN_PUZZLE_N: usize = 4;
pub const MAX_PUZZLE_N: usize = 20;
/// The most puzzles one request makes.
pub const MAX_PUZZLES: usize = 1000;
/// Random puzzles tried for each one asked for, before a request is given up: far more
/// than any grade that exists at a size needs (see [`grades`]).
const ATTEMPTS: usize = 20_000;

/// How hard a puzzle is for a person (see [`grade`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Difficulty {
    /// Forced placements alone solve it.
    Easy,
    /// One guess that ends in a dead end, the rest forced.
    Medium,
    /// More than one guess.
    Hard,
}

impl Difficulty {
    pub const ALL: [Difficulty; 3] = [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard];

    /// The name the document and the command line use.
    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
        }
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A puzzle and its answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Puzzle {
    pub n: usize,
    /// The givens, sorted by row.
    pub fixed: Vec<Queen>,
    /// The one completion: columns by row.
    pub solution: Vec<u32>,
    pub grade: Grade,
}

/// Why puzzles cannot be made as asked.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
pub enum PuzzleError {
    #[error("puzzles are made on boards from {MIN_PUZZLE_N} to {MAX_PUZZLE_N} wide (got {n})")]
    Size { n: usize },
    #[error("ask for 1 to {MAX_PUZZLES} puzzles at a time (got {count})")]
    Count { count: usize },
    #[error("the {n}x{n} board has no {difficulty} puzzles: {}", why_none(*.n))]
    NoSuchGrade { n: usize, difficulty: Difficulty },
    #[error("no {difficulty} puzzle of the {n}x{n} board turned up in {attempts} tries; try another seed")]
    GaveUp { n: usize, difficulty: Difficulty, attempts: usize },
}

/// The grades that minimal puzzles of the `n`×`n` board have: every minimal puzzle of
/// the 4×4 board is easy (8 of them), every one of the 6×6 board hard (24); the other
/// sizes have all three. Found by grading every minimal set of givens of every solution
/// up to 10 wide (tests/puzzle.rs does it again up to 8), and by making puzzles of each
/// grade beyond.
pub fn grades(n: usize) -> &'static [Difficulty] {
    match n {
        4 => &[Difficulty::Easy],
        6 => &[Difficulty::Hard],
        _ => &Difficulty::ALL,
    }
}

/// Why the grades missing from [`grades`] are missing, in words.
fn why_none(n: usize) -> String {
    let have: Vec<&str> = grades(n).iter().map(|d| d.name()).collect();
    format!(
        "every minimal puzzle of this board is {} (5×5 and boards from 7×7 have all three grades)",
        have.join(" or ")
    )
}

/// `count` minimal puzzles of the `n`×`n` board, each of `difficulty` (any grade when
/// `None`), puzzle `i` made from `seed` and `i` alone: the same seed gives the same
/// puzzles, and the first puzzles of a longer request are those of a shorter one.
pub fn make(
    n: usize,
    count: usize,
    difficulty: Option<Difficulty>,
    seed: u64,
) -> Result<Vec<Puzzle>, PuzzleError> {
    make_until(n, count, difficulty, seed, &CancelFlag::new(), &|_| {})
}

/// [`make`], stopped when `cancel` is raised: then the puzzles made so far that come first
/// in the set, each as [`make`] makes it (fewer than `count`: the caller can keep them).
/// `made` hears how many are made after each one (from any thread).
pub fn make_until(
    n: usize,
    count: usize,
    difficulty: Option<Difficulty>,
    seed: u64,
    cancel: &CancelFlag,
    made: &(dyn Fn(usize) + Sync),
) -> Result<Vec<Puzzle>, PuzzleError> {
    if !(MIN_PUZZLE_N..=MAX_PUZZLE_N).contains(&n) {
        return Err(PuzzleError::Size { n });
    }
    if !(1..=MAX_PUZZLES).contains(&count) {
        return Err(PuzzleError::Count { count });
    }
    if let Some(difficulty) = difficulty
        && !grades(n).contains(&difficulty)
    {
        return Err(PuzzleError::NoSuchGrade { n, difficulty });
    }
    // Each worker takes the next puzzle in order, so that a stop leaves the first ones made
    // (a split of the range would leave holes: half of the first half, half of the second).
    let slots: Vec<OnceLock<Result<Puzzle, PuzzleError>>> = (0..count).map(|_| OnceLock::new()).collect();
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    (0..rayon::current_num_threads()).into_par_iter().for_each(|_| {
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            if i >= count || cancel.is_cancelled() {
                break;
            }
            let Some(one) = make_one(n, difficulty, seed, i as u64, cancel) else { break };
            let failed = one.is_err();
            let _ = slots[i].set(one);
            made(done.fetch_add(1, Ordering::Relaxed) + 1);
            if failed {
                // One grade not found is the whole request's answer: stop the others.
                next.store(count, Ordering::Relaxed);
            }
        }
    });
    let mut set = Vec::with_capacity(count);
    for slot in slots {
        match slot.into_inner() {
            Some(one) => set.push(one?),
            None => break,
        }
    }
    Ok(set)
}

/// Puzzle `index` of `seed`: random puzzles from its own generator until one has the grade.
/// `None` when `cancel` is raised first.
fn make_one(
    n: usize,
    difficulty: Option<Difficulty>,
    seed: u64,
    index: u64,
    cancel: &CancelFlag,
) -> Option<Result<Puzzle, PuzzleError>> {
    // A generator per puzzle, so that puzzles can be made in parallel and in any order.
    let mut rng = crate::rng::Rng::new(seed ^ index.wrapping_mul(0xD1B5_4A32_D192_ED03).rotate_left(17));
    for _ in 0..ATTEMPTS {
        if cancel.is_cancelled() {
            return None;
        }
        let puzzle = make::one(n, &mut rng);
        if difficulty.is_none_or(|d| d == puzzle.grade.difficulty) {
            return Some(Ok(puzzle));
        }
    }
    let difficulty = difficulty.unwrap_or(Difficulty::Easy);
    Some(Err(PuzzleError::GaveUp { n, difficulty, attempts: ATTEMPTS }))
}
