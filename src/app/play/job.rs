//! New puzzle: the library's maker as a job (a thread on the desktop, a Web Worker in the
//! page), so the window keeps drawing while a hard puzzle is sought. A newer request replaces the one in flight (its
//! answer is dropped).

use crate::control::{CancelFlag, Progress};
use crate::puzzle::{Difficulty, Puzzle, PuzzleError};
use std::rc::Rc;

use crate::app::jobs::protocol::{Jobs, Reply, Request, Spawner};
use crate::app::jobs::runner::{Report, Wake};
use crate::app::solve::worker::RunFailure;

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
    pub(crate) jobs: Jobs,
    /// The run whose puzzle is awaited, and its stop flag.
    pending: Option<(u64, CancelFlag)>,
}

impl Maker {
    pub fn new(wake: Wake, spawner: Rc<dyn Spawner>) -> Self {
        Maker { jobs: Jobs::new("queenside-puzzle", wake, spawner), pending: None }
    }

    /// Whether a puzzle is being made.
    pub fn busy(&self) -> bool {
        self.pending.is_some()
    }

    /// Starts making puzzle 0 of `seed` on the `n`×`n` board, of `grade` (any if `None`).
    pub fn make(&mut self, n: usize, grade: Option<Difficulty>, seed: u64) -> Result<(), RunFailure> {
        // The one replaced is not waited for: its Web Worker, if it has one, is ended.
        if let Some((_, cancel)) = self.pending.take() {
            cancel.cancel();
        }
        let run = self.jobs.next_run();
        let cancel = CancelFlag::new();
        self.jobs.start(Request::Puzzle { n, grade, seed }, Progress::new(), cancel.clone(), None)?;
        self.pending = Some((run, cancel));
        Ok(())
    }

    /// The puzzle made, or why none was, once the job in flight has ended.
    pub fn poll(&mut self) -> Option<Result<Puzzle, Failed>> {
        while let Some(report) = self.jobs.try_recv() {
            if self.pending.as_ref().is_none_or(|(run, _)| *run != report.run()) {
                continue; // a request replaced since
            }
            self.pending = None;
            return Some(match report {
                Report::Said { message: Reply::Puzzle(made), .. } => made.map_err(Failed::Cannot),
                Report::Said { message: Reply::Failed(failure), .. } => {
                    Err(Failed::Panicked(failure.detail()))
                }
                Report::Said { .. } => continue, // no other reply comes from the maker
                Report::Panicked { what, .. } => Err(Failed::Panicked(what)),
            });
        }
        None
    }
}
