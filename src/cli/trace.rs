//! `nqueens trace` of a systematic search (a JSON line per event) and `nqueens count
//! --method backtrack` (its figures, counted fast).

use super::{CliError, signals};
use nqueens::board::{Problem, Queen};
use nqueens::lab::Algorithm;
use nqueens::lab::nodes::count_nodes;
use nqueens::lab::systematic::{Step, Systematic};
use serde::Serialize;
use std::io::{self, BufWriter, Write};
use std::time::Instant;

/// `nqueens trace --algorithm backtrack|forward-checking|mrv`: a line per place and
/// remove, backtracking's refused squares as "reject" lines before the step they lead to,
/// a "solution" line after a place that completes one, "dead_end": true on a place forward
/// checking finds hopeless, and an "end" line with the figures ("checks" for forward
/// checking and MRV).
pub fn trace(problem: &Problem, algorithm: Algorithm, max_steps: Option<u64>) -> Result<(), CliError> {
    let mut out = BufWriter::new(io::stdout().lock());
    let mut search = Systematic::counting(problem, algorithm);
    let mut solutions = search.counters().solutions;
    // A signal ends the trace between steps, with its end line ("complete": false).
    signals::stoppable();
    let complete = loop {
        let steps = search.counters().steps;
        if max_steps.is_some_and(|max| steps >= max) || signals::received() {
            break false;
        }
        let stepped = search.step();
        // Every line of one step carries its number, the rejects that lead to it too (and
        // those of the last scan, which ends the search, the number a next step would have).
        let step_no = steps + 1;
        for (row, col) in search.refused().squares() {
            writeln!(out, r#"{{"step":{step_no},"op":"reject","row":{row},"col":{col}}}"#)?;
        }
        let Some(step) = stepped else { break true };
        match step {
            Step::Place { row, col, solution, dead_end } => {
                let dead = if dead_end { r#","dead_end":true"# } else { "" };
                writeln!(out, r#"{{"step":{step_no},"op":"place","row":{row},"col":{col}{dead}}}"#)?;
                if solution {
                    solutions += 1;
                    writeln!(
                        out,
                        r#"{{"step":{step_no},"op":"solution","row":{row},"col":{col},"solution":{solutions}}}"#
                    )?;
                }
            }
            Step::Remove { row, col } => {
                writeln!(out, r#"{{"step":{step_no},"op":"remove","row":{row},"col":{col}}}"#)?;
            }
        }
    };
    let c = search.counters();
    let checks = (algorithm != Algorithm::Backtrack).then_some(c.checks);
    let end = End::new([c.steps, c.solutions, c.backtracks], &c.nodes_by_row, checks, complete);
    finish(&mut out, &end)
}

impl<'a> End<'a> {
    /// From the steps, solutions and backtracks, the nodes by row, and the checks.
    pub fn new(
        [steps, solutions, backtracks]: [u64; 3],
        nodes_by_row: &'a [u64],
        checks: Option<u64>,
        complete: bool,
    ) -> Self {
        let nodes = nodes_by_row.iter().sum();
        End { op: "end", steps, nodes, nodes_by_row, solutions, backtracks, checks, complete }
    }
}

/// Writes the end line; a trace a signal cut short then ends with its exit code.
pub(super) fn finish(out: &mut impl Write, end: &End<'_>) -> Result<(), CliError> {
    serde_json::to_writer(&mut *out, end).map_err(io::Error::from)?;
    writeln!(out)?;
    out.flush()?;
    if signals::received() && !end.complete {
        let steps = end.steps;
        return Err(CliError::Stopped(format!("stopped by {} after {steps} steps", signals::stopped_by())));
    }
    Ok(())
}

/// The last line of a trace: the counters, and whether the search ran to its end.
#[derive(Serialize)]
pub(super) struct End<'a> {
    op: &'static str,
    steps: u64,
    nodes: u64,
    nodes_by_row: &'a [u64],
    solutions: u64,
    backtracks: u64,
    /// Attack checks (forward checking and MRV only).
    #[serde(skip_serializing_if = "Option::is_none")]
    checks: Option<u64>,
    complete: bool,
}

/// What `count --method backtrack|forward-checking|mrv` prints.
#[derive(Serialize)]
pub(super) struct CountReport<'a> {
    pub n: usize,
    pub fixed: &'a [Queen],
    pub method: &'static str,
    pub total: u64,
    pub nodes: u64,
    pub nodes_by_row: &'a [u64],
    /// Attack checks (forward checking and MRV only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub checks: Option<u64>,
    pub seconds: f64,
}

impl CountReport<'_> {
    pub fn print(&self) -> Result<(), CliError> {
        let mut stdout = io::stdout().lock();
        serde_json::to_writer(&mut stdout, self).map_err(io::Error::from)?;
        writeln!(stdout)?;
        Ok(())
    }
}

/// Counts solutions and nodes with the textbook search.
pub fn count_backtrack(n: usize, fixed: Vec<Queen>, threads: usize, quiet: bool) -> Result<(), CliError> {
    let problem = Problem::new(n, fixed)?;
    if !quiet {
        note!("nqueens: counting n = {n} with the textbook search, visiting every node (slow past about 16)");
    }
    let threads = super::threads::workers(threads, None, &|line| {
        if !quiet {
            note!("nqueens: {line}");
        }
    });
    let cancel = signals::cancel_flag();
    signals::stoppable();
    let start = Instant::now();
    let counts = count_nodes(&problem, threads, &cancel).ok_or_else(|| {
        CliError::Stopped(format!(
            "stopped by {} before the search ended: nothing counted",
            signals::stopped_by()
        ))
    })?;
    let report = CountReport {
        n,
        fixed: problem.fixed(),
        method: Algorithm::Backtrack.name(),
        total: counts.solutions,
        nodes: counts.nodes,
        nodes_by_row: &counts.nodes_by_row,
        checks: None,
        seconds: start.elapsed().as_secs_f64(),
    };
    report.print()
}
