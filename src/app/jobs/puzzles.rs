//! New puzzle: the library's maker on a thread of the job runner, so the window keeps
//! drawing while a hard puzzle is sought. A newer request replaces the one in flight (its
//! answer is dropped).

use crate::puzzle::{Difficulty, Puzzle, PuzzleError};

use crate::app::jobs::runner::{Report, Runner, Wake};

/// Why no puzzle came.
#[derive(Debug)]
pub enum Failed {
    /// The library cannot make it (a size or grade it has none of).
    Cannot(PuzzleError),
    /// The job panicked, saying this.
    Panicked(String),
}

/// The job making one puzzle.
pub(crate) struct Maker {
    runner: Runner<Result<Puzzle, PuzzleError>>,
    /// The run whose puzzle is awaited.
    pending: Option<u64>,
}

impl Maker {
    pub fn new(wake: Wake) -> Self {
        Maker { runner: Runner::new("queenside-puzzle", wake), pending: None }
    }

    /// Whether a puzzle is being made.
    pub fn busy(&self) -> bool {
        self.pending.is_some()
    }

    /// Starts making puzzle 0 of `seed` on the `n`×`n` board, of `grade` (any if `None`).
    pub fn make(&mut self, n: usize, grade: Option<Difficulty>, seed: u64) -> Result<(), String> {
        let (run, _) = self.runner.start(move |out| {
            out.send(crate::puzzle::make(n, 1, grade, seed).map(|mut set| set.remove(0)));
        })?;
        self.pending = Some(run);
        Ok(())
    }

    /// The puzzle made, or why none was, once the job in flight has ended.
    pub fn poll(&mut self) -> Option<Result<Puzzle, Failed>> {
        while let Some(report) = self.runner.try_recv() {
            if self.pending != Some(report.run()) {
                continue; // a request replaced since
            }
            self.pending = None;
            return Some(match report {
                Report::Said { message, .. } => message.map_err(Failed::Cannot),
                Report::Panicked { what, .. } => Err(Failed::Panicked(what)),
            });
        }
        None
    }
}
