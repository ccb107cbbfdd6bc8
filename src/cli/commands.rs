//! The headless commands. Each builds a problem, runs the library, and writes JSON.

use super::CliError;
use super::ticker::with_progress;
use nqueens::board::{MAX_N, MAX_WIDE_N, Problem, Queen};
use nqueens::control::{CancelFlag, Control, Progress};
use nqueens::format::{self, SolutionSet};
use nqueens::search::enumerate;
use nqueens::store::SolutionStore;
use nqueens::stream::{Filter, Found, Options};
use std::io;
use std::path::Path;

pub fn solve(
    n: usize,
    fixed: Vec<Queen>,
    unique: bool,
    limit: Option<u64>,
    out: Option<&Path>,
    threads: usize,
) -> Result<(), CliError> {
    let problem = Problem::new(n, fixed, MAX_WIDE_N)?;
    if n > MAX_N && limit.is_none() {
        return Err(CliError::Usage(format!(
            "boards wider than {MAX_N} have too many solutions to list: add --limit K"
        )));
    }
    let filter = if unique { Filter::Unique } else { Filter::All };
    let options = Options::listing(filter, limit, threads);
    let progress = Progress::new();
    let mut store = SolutionStore::new(n);
    let summary = with_progress(&progress, "solving", || {
        enumerate(&problem, &options, &progress, &CancelFlag::new(), &mut |s: Found<'_>| {
            store.push(s.cols, s.class_size);
            Control::Continue
        })
    });
    let set = SolutionSet {
        n,
        fixed: problem.fixed().to_vec(),
        filter,
        complete: summary.outcome.is_complete(),
        solutions: store,
    };
    match out {
        Some(path) => format::save(&set, path, &mut |_, _| {})?,
        None => format::write(&set, io::stdout().lock(), &mut |_, _| {})?,
    }
    Ok(())
}
