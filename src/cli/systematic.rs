//! `nqueens count --method forward-checking|mrv`, `nqueens trace --algorithm
//! all-placements|permutations` and `nqueens tree`: the lab's searches that are not traced
//! by `trace.rs` or `local.rs`.

use super::trace::CountReport;
use super::{CliError, signals};
use nqueens::board::{Problem, Queen};
use nqueens::lab::Algorithm;
use nqueens::lab::exhaustive::Generator;
use nqueens::lab::systematic::{Counters, Systematic};
use nqueens::lab::tree::{self, TreeFormat};
use std::io::{self, BufWriter, Write};
use std::time::Instant;

/// The whole search, counted; stopped by a signal.
pub fn count_all(problem: &Problem, algorithm: Algorithm) -> Result<Counters, CliError> {
    Systematic::count(problem, algorithm, &signals::cancel_flag()).ok_or_else(|| {
        CliError::Stopped(format!(
            "stopped by {} before the search ended: nothing counted",
            signals::stopped_by()
        ))
    })
}

/// `count --method forward-checking|mrv`: as `--method backtrack`, with the attack checks.
pub fn count(n: usize, fixed: Vec<Queen>, algorithm: Algorithm, quiet: bool) -> Result<(), CliError> {
    let problem = Problem::new(n, fixed)?;
    if !quiet {
        note!(
            "nqueens: counting n = {n} with {}, visiting every node (slow past about 14)",
            algorithm.name()
        );
    }
    signals::stoppable();
    let start = Instant::now();
    let c = count_all(&problem, algorithm)?;
    let report = CountReport {
        n,
        fixed: problem.fixed(),
        method: algorithm.name(),
        total: c.solutions,
        nodes: c.nodes(),
        nodes_by_row: &c.nodes_by_row,
        checks: Some(c.checks),
        seconds: start.elapsed().as_secs_f64(),
    };
    report.print()
}

/// `trace --algorithm all-placements|permutations`: a line per board generated,
/// `{"step","op":"board","board","checks","solution"}`, and an end line with the boards,
/// checks and solutions so far.
pub fn trace_boards(problem: &Problem, algorithm: Algorithm, max_steps: Option<u64>) -> Result<(), CliError> {
    let mut out = BufWriter::new(io::stdout().lock());
    let mut generator = Generator::new(problem, algorithm);
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
    /// backtrack, forward-checking or mrv.
    #[arg(long, value_name = "A", default_value = "backtrack", value_parser = super::parse_systematic)]
    method: Algorithm,
    #[arg(long, value_enum, value_name = "FORMAT", default_value = "dot")]
    format: TreeFormatArg,
    #[arg(long, value_name = "K", default_value_t = 10_000)]
    max_nodes: u64,
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum TreeFormatArg {
    Dot,
    Json,
}

impl TreeCommand {
    pub fn run(self) -> Result<(), CliError> {
        let format = match self.format {
            TreeFormatArg::Dot => TreeFormat::Dot,
            TreeFormatArg::Json => TreeFormat::Json,
        };
        tree(&Problem::new(self.n, self.fixed.all()?)?, self.method, format, self.max_nodes)
    }
}

/// `nqueens tree`: refuses a tree of more than `max_nodes` before writing a line of it.
fn tree(problem: &Problem, algorithm: Algorithm, format: TreeFormat, max_nodes: u64) -> Result<(), CliError> {
    // Sizing stops at the limit, so it takes no longer than writing would.
    if tree::size(problem, algorithm, max_nodes).is_none() {
        return Err(CliError::Usage(format!(
            "the {} tree of this board has more than {max_nodes} nodes (--max-nodes): nothing written; raise --max-nodes or fix more queens",
            algorithm.name()
        )));
    }
    // From here a signal closes the tree where it is (a DOT or JSON file cut mid-graph
    // would not read) rather than ending the process.
    signals::stoppable();
    let mut out = BufWriter::new(io::stdout().lock());
    let written = tree::write_until(problem, algorithm, format, &mut out, &signals::received)?;
    out.flush()?;
    if !written.complete {
        return Err(CliError::Stopped(format!(
            "stopped by {} after {} nodes of the tree: what was written is closed and says it was cut short",
            signals::stopped_by(),
            written.nodes
        )));
    }
    Ok(())
}
