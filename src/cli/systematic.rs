//! `nqueens count --method forward-checking|mrv`, `nqueens trace --algorithm
//! forward-checking|mrv` and `nqueens tree`: the systematic searches of the lab.

use super::trace::{CountReport, End};
use super::{CliError, signals};
use nqueens::board::{Problem, Queen};
use nqueens::lab::exhaustive::{Generate, Generator};
use nqueens::lab::systematic::{Counters, Method, Step, Systematic};
use nqueens::lab::tree::{self, TreeFormat};
use std::io::{self, BufWriter, Write};
use std::time::Instant;

/// The whole search, counted; stopped by a signal.
pub fn count_all(problem: &Problem, method: Method) -> Result<Counters, CliError> {
    Systematic::count(problem, method, &signals::cancel_flag()).ok_or_else(|| {
        CliError::Stopped(format!(
            "stopped by {} before the search ended: nothing counted",
            signals::stopped_by()
        ))
    })
}

/// `count --method forward-checking|mrv`: as `--method backtrack`, with the attack checks.
pub fn count(n: usize, fixed: Vec<Queen>, method: Method, quiet: bool) -> Result<(), CliError> {
    let problem = Problem::new(n, fixed)?;
    if !quiet {
        note!("nqueens: counting n = {n} with {}, visiting every node (slow past about 14)", method.name());
    }
    signals::stoppable();
    let start = Instant::now();
    let c = count_all(&problem, method)?;
    let report = CountReport {
        n,
        fixed: problem.fixed(),
        method: method.name(),
        total: c.solutions,
        nodes: c.nodes(),
        nodes_by_row: &c.nodes_by_row,
        checks: Some(c.checks),
        seconds: start.elapsed().as_secs_f64(),
    };
    report.print()
}

/// `trace --algorithm forward-checking|mrv`: a line per place and remove, a "solution"
/// line after a place that completes one, "dead_end": true on a place forward checking
/// finds hopeless, and an "end" line with the figures.
pub fn trace(problem: &Problem, method: Method, max_steps: Option<u64>) -> Result<(), CliError> {
    let mut out = BufWriter::new(io::stdout().lock());
    let mut search = Systematic::counting(problem, method);
    let mut solutions = search.counters().solutions;
    signals::stoppable();
    let complete = loop {
        let steps = search.counters().steps;
        if max_steps.is_some_and(|max| steps >= max) || signals::received() {
            break false;
        }
        let Some(step) = search.step() else { break true };
        let step_no = steps + 1;
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
    let end = End::new([c.steps, c.solutions, c.backtracks], &c.nodes_by_row, Some(c.checks), complete);
    super::trace::finish(&mut out, &end)
}

/// `trace --algorithm all-placements|permutations`: a line per board generated,
/// `{"step","op":"board","board","checks","solution"}`, and an end line with the boards,
/// checks and solutions so far.
pub fn trace_boards(problem: &Problem, generate: Generate, max_steps: Option<u64>) -> Result<(), CliError> {
    let mut out = BufWriter::new(io::stdout().lock());
    let mut generator = Generator::new(problem, generate);
    signals::stoppable();
    let complete = loop {
        let steps = generator.tally().candidates;
        if max_steps.is_some_and(|max| steps >= max) || signals::received() {
            break false;
        }
        let Some(checked) = generator.step() else { break true };
        let board = serde_json::to_string(generator.cols().unwrap_or_default()).map_err(io::Error::from)?;
        writeln!(
            out,
            r#"{{"step":{},"op":"board","board":{board},"checks":{},"solution":{}}}"#,
            steps + 1,
            checked.checks,
            checked.solution
        )?;
    };
    let t = generator.tally();
    writeln!(
        out,
        r#"{{"op":"end","steps":{},"boards":{},"checks":{},"solutions":{},"complete":{complete}}}"#,
        t.candidates, t.candidates, t.checks, t.solutions
    )?;
    out.flush()?;
    if signals::received() && !complete {
        let by = signals::stopped_by();
        return Err(CliError::Stopped(format!("stopped by {by} after {} boards", t.candidates)));
    }
    Ok(())
}

/// `nqueens tree`'s arguments (its help is on `Command::Tree`).
#[derive(clap::Args)]
pub struct TreeCommand {
    /// Board size.
    n: usize,
    #[command(flatten)]
    fixed: super::FixedArgs,
    #[arg(long, value_enum, default_value = "backtrack")]
    method: TreeMethod,
    #[arg(long, value_enum, value_name = "FORMAT", default_value = "dot")]
    format: TreeFormatArg,
    #[arg(long, value_name = "K", default_value_t = 10_000)]
    max_nodes: u64,
}

#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum TreeMethod {
    Backtrack,
    ForwardChecking,
    Mrv,
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum TreeFormatArg {
    Dot,
    Json,
}

impl TreeCommand {
    pub fn run(self) -> Result<(), CliError> {
        let method = match self.method {
            TreeMethod::Backtrack => Method::Backtrack,
            TreeMethod::ForwardChecking => Method::ForwardChecking,
            TreeMethod::Mrv => Method::Mrv,
        };
        let format = match self.format {
            TreeFormatArg::Dot => TreeFormat::Dot,
            TreeFormatArg::Json => TreeFormat::Json,
        };
        tree(&Problem::new(self.n, self.fixed.all()?)?, method, format, self.max_nodes)
    }
}

/// `nqueens tree`: refuses a tree of more than `max_nodes` before writing a line of it.
fn tree(problem: &Problem, method: Method, format: TreeFormat, max_nodes: u64) -> Result<(), CliError> {
    // Sizing stops at the limit, so it takes no longer than writing would.
    if tree::size(problem, method, max_nodes).is_none() {
        return Err(CliError::Usage(format!(
            "the {} tree of this board has more than {max_nodes} nodes (--max-nodes): nothing written; raise --max-nodes or fix more queens",
            method.name()
        )));
    }
    let mut out = BufWriter::new(io::stdout().lock());
    tree::write(problem, method, format, &mut out)?;
    out.flush()?;
    Ok(())
}
