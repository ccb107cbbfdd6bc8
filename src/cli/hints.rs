//! `nqueens hints`: solutions through each square of a board, as one JSON line.

use super::{CliError, signals};
use nqueens::board::{Problem, Queen};
use nqueens::hints::{Cell, Hints, hints as find};
use serde::Serialize;
use std::io::{self, Write};
use std::time::Duration;

/// What `nqueens hints` prints (see its --help).
#[derive(Serialize)]
struct Document<'a> {
    format: &'static str,
    version: u32,
    n: usize,
    fixed: &'a [Queen],
    total: Option<u64>,
    complete: bool,
    counts: Vec<Vec<Option<u64>>>,
    possible: Vec<Vec<Option<bool>>>,
    best_removal: Option<Removal>,
}

#[derive(Serialize)]
struct Removal {
    queen: Queen,
    total: Option<u64>,
}

pub fn hints(n: usize, fixed: Vec<Queen>, budget: Duration, threads: usize) -> Result<(), CliError> {
    let problem = Problem::new(n, fixed)?;
    let threads = super::threads::workers(threads, None, &|line| note!("nqueens: {line}"));
    let cancel = signals::cancel_flag();
    signals::stoppable();
    let found = find(&problem, budget, threads, &cancel).ok_or_else(|| {
        CliError::Stopped(format!("stopped by {} before the hints were found", signals::stopped_by()))
    })?;
    let doc = document(&problem, &found);
    let mut out = io::stdout().lock();
    serde_json::to_writer(&mut out, &doc).map_err(io::Error::from)?;
    writeln!(out)?;
    Ok(())
}

fn document<'a>(problem: &'a Problem, hints: &Hints) -> Document<'a> {
    let n = hints.n;
    let count = |r, c| match hints.cell(r, c) {
        // A fixed queen is on every solution.
        Cell::Fixed => hints.total,
        Cell::Attacked | Cell::Dead => Some(0),
        Cell::Count(k) => Some(k),
        Cell::Possible | Cell::Unknown => None,
    };
    Document {
        format: "nqueens-hints",
        version: 1,
        n,
        fixed: problem.fixed(),
        total: hints.total,
        complete: hints.complete,
        counts: board(n, count),
        possible: board(n, |r, c| hints.possible(r, c)),
        best_removal: hints.best_removal.map(|(queen, total)| Removal { queen, total }),
    }
}

/// A value per square, as a list of rows.
fn board<T>(n: usize, f: impl Fn(usize, usize) -> T) -> Vec<Vec<T>> {
    (0..n).map(|r| (0..n).map(|c| f(r, c)).collect()).collect()
}

/// Seconds as a duration: a number of at least 0.
pub fn parse_budget(text: &str) -> Result<Duration, String> {
    text.parse::<f64>()
        .ok()
        .and_then(|s| Duration::try_from_secs_f64(s).ok())
        .ok_or_else(|| {
            format!(
                "expected a number of seconds from 0 to {:.3e} (the longest time this program can measure), like 2.5 (got {text:?})",
                Duration::MAX.as_secs_f64()
            )
        })
}
