//! `nqueens solve`: builds the problem, lets the library pick the search, and writes each
//! solution as it is found.

use super::ticker::Ticker;
use super::{CliError, signals};
use nqueens::board::{MAX_N, Problem, Queen};
use nqueens::control::{Control, Progress};
use nqueens::format::FileError;
use nqueens::output::{Header, Layout, SolutionWriter};
use nqueens::place_file;
use nqueens::plan::SolvePlan;
use nqueens::stream::{Filter, Found, Outcome, Summary};
use nqueens::text::quantity;
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
    /// The language of a sheet's words.
    pub lang: nqueens::picture::Lang,
}

/// Writes each solution as it is found, laid out as `layout` says.
pub fn solve(args: SolveArgs<'_>, layout: Layout) -> Result<(), CliError> {
    let SolveArgs { n, fixed, unique, limit, out, threads, .. } = args;
    let problem = Problem::wide(n, fixed)?;
    if n > MAX_N && limit.is_none() {
        return Err(CliError::Usage(format!(
            "boards wider than {MAX_N} have too many solutions to list: add --limit K"
        )));
    }
    let filter = if unique { Filter::Unique } else { Filter::All };
    let threads = super::threads::workers(threads, None, &|line| note!("nqueens: {line}"));
    let plan = SolvePlan::new(&problem, filter, limit, threads);
    if let Some(warning) = plan.warning() {
        note!(
            "nqueens: {warning}: writing solutions as they are found until stopped (Ctrl-C, or add --limit K)"
        );
    }
    // A signal (Ctrl-C, SIGTERM, SIGHUP) ends the search cleanly: standard output gets a
    // closed document; so does --out FILE when the search was to go on until stopped, and
    // else FILE is left as it was.
    let cancel = signals::cancel_flag();
    let open_ended = plan.open_ended();
    let header = Header::new(n, problem.fixed(), filter, Some(plan.method));
    let progress = Progress::new();
    let ticker = Ticker::solving(&plan);
    let mut cut_short = false;
    let mut run = |writer: &mut dyn Write| {
        // A text board of a wide board takes long to write: a signal stops it between rows.
        let mut writer = SolutionWriter::new(writer, layout, &header)?.stopped_by(cancel.clone());
        let mut failed = None;
        let mut summary =
            plan.run(&problem, &progress, &cancel, &mut |s: Found<'_>| match writer.solution(s.cols) {
                Ok(()) => Control::Continue,
                Err(e) => {
                    failed = Some(e);
                    Control::Stop
                }
            });
        match failed {
            // Stopped part-way through a board: the board is cut short, the rest closed.
            Some(e) if e.kind() == io::ErrorKind::Interrupted && signals::received() => {
                summary.outcome = Outcome::Cancelled;
                summary.solutions = writer.count().saturating_sub(1);
                cut_short = true;
            }
            Some(e) => return Err(e),
            None => {}
        }
        writer.finish(summary.outcome.is_complete())?;
        Ok(summary)
    };
    signals::stoppable();
    if open_ended && out.is_some() {
        // What was found is saved on a stop: a second Ctrl-C must not abandon that.
        signals::saves_on_stop();
    }
    let summary = match out {
        Some(path) => {
            let mut summary = None;
            let saved =
                place_file::write_noting(path, &mut signals::writing_temporary, &signals::received, |file| {
                    let ended = ticker.run(&progress, || run(file))?;
                    summary = Some(ended);
                    if ended.outcome == Outcome::Cancelled && !open_ended {
                        // Not an error of the disk: the rename must not happen.
                        return Err(io::Error::new(io::ErrorKind::Interrupted, "stopped"));
                    }
                    Ok(())
                });
            match saved {
                Ok(()) => summary.ok_or_else(|| CliError::Usage("the search did not run".into()))?,
                Err(_) if summary.is_some_and(|s| s.outcome == Outcome::Cancelled) => {
                    return Err(CliError::Stopped(format!(
                        "stopped by {} before the list was complete: {} was left as it was",
                        signals::stopped_by(),
                        path.display()
                    )));
                }
                Err(_) if summary.is_none() && signals::received() => {
                    return Err(CliError::Stopped(format!(
                        "stopped by {} while waiting for someone to read {}: nothing was written",
                        signals::stopped_by(),
                        path.display()
                    )));
                }
                Err(source) => return Err(FileError::Write { path: path.to_owned(), source }.into()),
            }
        }
        None => ticker.run(&progress, || run(&mut io::stdout().lock()))?,
    };
    stopped(&summary, out, cut_short)
}

/// A signal gets its own exit code, after a closed document.
fn stopped(summary: &Summary, out: Option<&Path>, cut_short: bool) -> Result<(), CliError> {
    if summary.outcome != Outcome::Cancelled {
        return Ok(());
    }
    let cut = if cut_short { "; the board being written was cut short" } else { "" };
    let kept = match out {
        Some(path) => format!("; {} holds them (\"complete\": false)", path.display()),
        None => String::new(),
    };
    Err(CliError::Stopped(format!(
        "stopped by {} after {}{cut}{kept}",
        signals::stopped_by(),
        quantity(summary.solutions, "solution")
    )))
}
