//! `nqueens solve`: builds the problem, lets the library pick the search, and writes each
//! solution as it is found.

use super::CliError;
use super::ticker::Ticker;
use nqueens::board::{MAX_N, MAX_WIDE_N, Problem, Queen};
use nqueens::control::{CancelFlag, Control, Progress};
use nqueens::format::{self, FileError};
use nqueens::output::{Header, Layout, SolutionWriter};
use nqueens::plan::Plan;
use nqueens::stream::{Filter, Found, Method, Outcome, Summary};
use std::io::{self, Write};
use std::path::Path;

/// What `solve` was asked for.
pub struct SolveArgs<'a> {
    pub n: usize,
    pub fixed: Vec<Queen>,
    pub unique: bool,
    pub limit: Option<u64>,
    pub out: Option<&'a Path>,
    pub threads: usize,
    pub layout: Layout,
}

pub fn solve(args: SolveArgs<'_>) -> Result<(), CliError> {
    let SolveArgs { n, fixed, unique, limit, out, threads, layout } = args;
    let problem = Problem::new(n, fixed, MAX_WIDE_N)?;
    if n > MAX_N && limit.is_none() {
        return Err(CliError::Usage(format!(
            "boards wider than {MAX_N} have too many solutions to list: add --limit K"
        )));
    }
    let filter = if unique { Filter::Unique } else { Filter::All };
    let plan = Plan::new(&problem, filter, limit, threads);
    if let Some(warning) = plan.warning() {
        eprintln!(
            "nqueens: {warning}: writing solutions as they are found until stopped (Ctrl-C, or add --limit K)"
        );
    }
    // Ctrl-C ends the search cleanly: standard output gets a closed document, and --out
    // leaves the file it would have replaced as it was.
    let cancel = CancelFlag::new();
    super::cancel_on_ctrl_c(&cancel)?;
    let header = Header::new(n, problem.fixed(), filter, plan.method);
    let progress = Progress::new();
    let ticker =
        Ticker { what: "solving", unit: "nodes", quiet: false, open_ended: plan.method == Method::Restarts };
    let run = |writer: &mut dyn Write| {
        let mut writer = SolutionWriter::new(writer, layout, &header)?;
        let mut failed = None;
        let summary =
            plan.run(&problem, &progress, &cancel, &mut |s: Found<'_>| match writer.solution(s.cols) {
                Ok(()) => Control::Continue,
                Err(e) => {
                    failed = Some(e);
                    Control::Stop
                }
            });
        if let Some(e) = failed {
            return Err(e);
        }
        writer.finish(summary.outcome.is_complete())?;
        Ok(summary)
    };
    let summary = match out {
        Some(path) => {
            let mut summary = None;
            let saved = format::write_atomically(path, |file| {
                let ended = ticker.run(&progress, || run(file))?;
                summary = Some(ended);
                if ended.outcome == Outcome::Cancelled {
                    // Not an error of the disk: the rename must not happen.
                    return Err(io::Error::new(io::ErrorKind::Interrupted, "stopped"));
                }
                Ok(())
            });
            match saved {
                Ok(()) => summary.ok_or_else(|| CliError::Usage("the search did not run".into()))?,
                Err(_) if summary.is_some_and(|s| s.outcome == Outcome::Cancelled) => {
                    return Err(CliError::Stopped(format!("stopped; {} was left as it was", path.display())));
                }
                Err(source) => return Err(FileError::Write { path: path.to_owned(), source }.into()),
            }
        }
        None => ticker.run(&progress, || run(&mut io::stdout().lock()))?,
    };
    stopped(&summary)
}

/// Ctrl-C gets its own exit code, after a closed document.
fn stopped(summary: &Summary) -> Result<(), CliError> {
    if summary.outcome == Outcome::Cancelled {
        return Err(CliError::Stopped(format!("stopped after {} solutions", summary.solutions)));
    }
    Ok(())
}
