//! `nqueens max`: the most queens that fit around the fixed ones, as one JSON line.

use super::CliError;
use super::ticker::with_progress;
use nqueens::board::{MAX_N, Problem, Queen};
use nqueens::control::{CancelFlag, Progress};
use nqueens::most_queens::find;
use nqueens::placement::Placement;
use std::io;

pub fn max(n: usize, fixed: Vec<Queen>) -> Result<(), CliError> {
    let problem = Problem::new(n, fixed, MAX_N)?;
    let cancel = CancelFlag::new();
    // Ctrl-C ends the search early: the best placement so far is still worth printing.
    super::cancel_on_ctrl_c(&cancel)?;
    let progress = Progress::new();
    let outcome = with_progress(&progress, "most queens", || find(&problem, &progress, &cancel, &mut |_| {}));
    let placement =
        Placement { n, fixed: problem.fixed().to_vec(), queens: outcome.queens, optimal: outcome.optimal };
    placement.write(io::stdout().lock())?;
    Ok(())
}
