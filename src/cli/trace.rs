//! `nqueens trace` (the textbook search, a JSON line per event) and
//! `nqueens count --method backtrack` (its figures, counted fast).

use super::{CliError, signals};
use nqueens::board::{Problem, Queen};
use nqueens::trace::{Event, Op, Tracer, count_nodes};
use serde::Serialize;
use std::io::{self, BufWriter, Write};
use std::time::Instant;

pub fn trace(n: usize, fixed: Vec<Queen>, max_steps: Option<u64>) -> Result<(), CliError> {
    let problem = Problem::new(n, fixed)?;
    let mut out = BufWriter::new(io::stdout().lock());
    let mut tracer = Tracer::new(&problem);
    let mut failed = None;
    let mut steps = 0;
    let mut solutions = tracer.counters().solutions;
    // A signal ends the trace between steps, with its end line ("complete": false).
    signals::stoppable();
    let complete = loop {
        if max_steps.is_some_and(|max| steps >= max) || signals::received() {
            break false;
        }
        let mut line = |event: Event| -> io::Result<()> {
            // Every line of one step carries its number, the rejects that lead to it too.
            let step = steps + 1;
            let (op, row, col) = (event.op.name(), event.row, event.col);
            write!(out, r#"{{"step":{step},"op":"{op}","row":{row},"col":{col}"#)?;
            if event.op == Op::Solution {
                solutions += 1;
                write!(out, r#","solution":{solutions}"#)?;
            }
            writeln!(out, "}}")
        };
        let stepped = tracer.step(|event| {
            if failed.is_none() {
                failed = line(event).err();
            }
        });
        if let Some(e) = failed {
            return Err(e.into());
        }
        if stepped.is_none() {
            break true;
        }
        steps += 1;
    };
    let c = tracer.counters();
    let end = End::new([c.steps, c.solutions, c.backtracks], &c.nodes_by_row, None, complete);
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
        method: "backtrack",
        total: counts.solutions,
        nodes: counts.nodes,
        nodes_by_row: &counts.nodes_by_row,
        checks: None,
        seconds: start.elapsed().as_secs_f64(),
    };
    report.print()
}
