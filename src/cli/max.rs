//! `nqueens most-queens` (`max` for scripts that knew it so): the most queens that fit around the fixed ones, as one JSON line.

use super::ticker::with_progress;
use super::{CliError, signals};
use nqueens::board::{Problem, Queen};
use nqueens::control::Progress;
use nqueens::most_queens::MostQueensFile;
use nqueens::most_queens::find;
use std::io;

pub fn most_queens(n: usize, fixed: Vec<Queen>) -> Result<(), CliError> {
    let problem = Problem::new(n, fixed)?;
    // A signal ends the search early: the best placement so far is still worth printing,
    // marked `"proven": false`, and the exit code says the search was stopped.
    // The search takes a thread per core: this says so where the system allows fewer.
    super::threads::workers(0, None, &|line| note!("nqueens: {line}"));
    let cancel = signals::cancel_flag();
    signals::stoppable();
    let progress = Progress::new();
    let outcome = with_progress(&progress, "most queens", || find(&problem, &progress, &cancel, &mut |_| {}));
    let proven = outcome.proven;
    let placement = MostQueensFile { n, fixed: problem.fixed().to_vec(), best: outcome };
    placement.write(io::stdout().lock())?;
    if signals::received() && !proven {
        return Err(CliError::Stopped(format!(
            "stopped by {} before the best was proven: the placement printed is the best found (\"proven\": false)",
            signals::stopped_by()
        )));
    }
    Ok(())
}
