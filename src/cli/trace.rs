//! `nqueens trace` (the textbook search, a JSON line per event) and
//! `nqueens count --method backtrack` (its figures, counted fast).

use super::CliError;
use nqueens::board::{MAX_N, Problem, Queen};
use nqueens::control::CancelFlag;
use nqueens::trace::{Event, Op, Tracer, count_nodes};
use serde::Serialize;
use std::io::{self, BufWriter, Write};
use std::time::Instant;

pub fn trace(n: usize, fixed: Vec<Queen>, max_steps: Option<u64>) -> Result<(), CliError> {
    let problem = Problem::new(n, fixed, MAX_N)?;
    let mut out = BufWriter::new(io::stdout().lock());
    let mut tracer = Tracer::new(&problem);
    let mut failed = None;
    let mut steps = 0;
    let mut solutions = tracer.counters().solutions;
    let complete = loop {
        if max_steps.is_some_and(|max| steps >= max) {
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
    let end = End {
        op: "end",
        steps: c.steps,
        nodes: c.nodes(),
        nodes_by_row: &c.nodes_by_row,
        solutions: c.solutions,
        backtracks: c.backtracks,
        complete,
    };
    serde_json::to_writer(&mut out, &end).map_err(io::Error::from)?;
    writeln!(out)?;
    out.flush()?;
    Ok(())
}

/// The last line of a trace: the counters, and whether the search ran to its end.
#[derive(Serialize)]
struct End<'a> {
    op: &'static str,
    steps: u64,
    nodes: u64,
    nodes_by_row: &'a [u64],
    solutions: u64,
    backtracks: u64,
    complete: bool,
}

#[derive(Serialize)]
struct BacktrackReport<'a> {
    n: usize,
    fixed: &'a [Queen],
    method: &'static str,
    total: u64,
    nodes: u64,
    nodes_by_row: &'a [u64],
    seconds: f64,
}

/// Counts solutions and nodes with the textbook search.
pub fn count_backtrack(n: usize, fixed: Vec<Queen>, threads: usize, quiet: bool) -> Result<(), CliError> {
    let problem = Problem::new(n, fixed, MAX_N)?;
    if !quiet {
        eprintln!(
            "nqueens: counting n = {n} with the textbook search, visiting every node (slow past about 16)"
        );
    }
    let cancel = CancelFlag::new();
    super::cancel_on_ctrl_c(&cancel)?;
    let start = Instant::now();
    let counts = count_nodes(&problem, threads, &cancel)
        .ok_or_else(|| CliError::Stopped("stopped before the search ended: nothing counted".into()))?;
    let report = BacktrackReport {
        n,
        fixed: problem.fixed(),
        method: "backtrack",
        total: counts.solutions,
        nodes: counts.nodes,
        nodes_by_row: &counts.nodes_by_row,
        seconds: start.elapsed().as_secs_f64(),
    };
    let mut stdout = io::stdout().lock();
    serde_json::to_writer(&mut stdout, &report).map_err(io::Error::from)?;
    writeln!(stdout)?;
    Ok(())
}
