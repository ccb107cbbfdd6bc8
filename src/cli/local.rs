//! `nqueens local` (runs of a local search, summed up) and `nqueens trace --algorithm` for
//! the local searches (each step a JSON line).

use super::{CliError, signals};
use nqueens::board::{Problem, Queen};
use nqueens::control::Control;
use nqueens::lab::local::runs::{self, Runs};
use nqueens::lab::local::{Event, LocalBoard, LocalMachine};
use nqueens::lab::{Algorithm, Param, Params, Search};
use serde::Serialize;
use std::io::{self, BufWriter, Write};

/// The local searches' parameters on the command line: one flag per [`Param`], made from
/// its entry (name, help, default, range), so the flags cannot drift from the library's.
#[derive(Clone, Copy, Default)]
pub struct LocalArgs {
    params: Params,
}

impl LocalArgs {
    pub fn params(&self) -> Params {
        self.params
    }
}

impl clap::Args for LocalArgs {
    fn augment_args(cmd: clap::Command) -> clap::Command {
        Param::ALL.into_iter().fold(cmd, |cmd, param| {
            let range = param.range();
            let help = format!(
                "{} [default: {}; {} to {}]",
                param.about(),
                param.default_value(),
                range.min,
                range.max
            );
            cmd.arg(
                clap::Arg::new(param.name())
                    .long(param.name())
                    .value_name(if range.whole { "N" } else { "X" })
                    .help(help)
                    .value_parser(move |text: &str| number_for(param, text)),
            )
        })
    }

    fn augment_args_for_update(cmd: clap::Command) -> clap::Command {
        Self::augment_args(cmd)
    }
}

impl clap::FromArgMatches for LocalArgs {
    fn from_arg_matches(matches: &clap::ArgMatches) -> Result<Self, clap::Error> {
        let mut args = LocalArgs::default();
        args.update_from_arg_matches(matches)?;
        Ok(args)
    }

    fn update_from_arg_matches(&mut self, matches: &clap::ArgMatches) -> Result<(), clap::Error> {
        for param in Param::ALL {
            if let Some(&value) = matches.get_one::<f64>(param.name()) {
                param.set(&mut self.params, value);
            }
        }
        Ok(())
    }
}

/// `text` as a value of `param`: a number, and a whole one where it must be (its range is
/// checked with the others by [`Search::check`]).
fn number_for(param: Param, text: &str) -> Result<f64, String> {
    let value: f64 = text.trim().parse().map_err(|_| format!("{text:?} is not a number"))?;
    if !value.is_finite() || (param.range().whole && value.fract() != 0.0) {
        let kind = if param.range().whole { "a whole number" } else { "a number" };
        return Err(format!("--{} must be {kind} (got {text})", param.name()));
    }
    Ok(value)
}

/// The local searches' names, as the library lists them.
fn local_names() -> impl Iterator<Item = &'static str> {
    Algorithm::ALL.into_iter().filter(|a| a.is_local()).map(Algorithm::name)
}

/// The local search called `name`, or a clear line saying why not.
pub fn local_search(name: &str, params: &Params) -> Result<Search, CliError> {
    match Search::parse(name, params).map_err(CliError::Usage)? {
        search if search.algorithm.is_local() => Ok(search),
        other => Err(CliError::Usage(format!(
            "{} is not a local search: `local` runs {}",
            other.name(),
            local_names().collect::<Vec<_>>().join(", ")
        ))),
    }
}

/// Refuses a genetic population too big for memory on `n`-wide boards, `threads` runs at
/// once (two generations of boards a run): `--population 4294967296` aborted on a 103 GB
/// allocation, and 2^64 - 1 panicked.
pub fn fits_in_memory(search: &Search, n: usize, threads: usize) -> Result<(), CliError> {
    // Each run at once holds a board, its lines and scratch (an allocation that fails
    // aborts the process: checked here, before any is made).
    let boards = threads.max(1) as u128 * n as u128 * LocalBoard::BYTES_PER_ROW;
    if search.algorithm == Algorithm::Genetic {
        let population = search.params.population;
        let board = 4 * n as u128 + 24;
        let bytes = threads.max(1) as u128 * population as u128 * (2 * board + 32) + boards;
        let what = format!("the genetic algorithm with --population {population} on {n}x{n} boards");
        return super::memory::refuse_past_room(&what, bytes);
    }
    let runs = nqueens::text::quantity(threads.max(1) as u64, "run");
    super::memory::refuse_past_room(
        &format!("{} on the {n}x{n} board, {runs} at once", search.name()),
        boards,
    )
}

/// `nqueens local`'s arguments (its help is on `Command::Local`).
#[derive(clap::Args)]
pub struct LocalCommand {
    /// Board size (up to 1,000,000).
    n: usize,
    #[command(flatten)]
    fixed: super::FixedArgs,
    #[arg(long, value_name = "A", help = format!("The local search: {}", local_names().collect::<Vec<_>>().join(", ")))]
    algorithm: String,
    #[command(flatten)]
    params: LocalArgs,
    /// The most steps a run takes [default: 100000; genetic: 1000 generations]
    #[arg(long, value_name = "K")]
    max_steps: Option<u64>,
    #[arg(long, value_name = "R", default_value_t = 1)]
    runs: u64,
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Worker threads (default: one per core).
    #[arg(long, value_name = "T", default_value_t = 0)]
    threads: usize,
    #[arg(long, value_enum, value_name = "FORMAT", default_value = "json")]
    format: LocalFormat,
}

#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum LocalFormat {
    Json,
    Jsonl,
}

impl LocalCommand {
    pub fn run(self) -> Result<(), CliError> {
        local(LocalRun {
            n: self.n,
            fixed: self.fixed.all()?,
            search: local_search(&self.algorithm, &self.params.params())?,
            max_steps: self.max_steps,
            runs: self.runs,
            seed: self.seed,
            threads: self.threads,
            jsonl: self.format == LocalFormat::Jsonl,
        })
    }
}

/// `nqueens local`'s options, read.
struct LocalRun {
    n: usize,
    fixed: Vec<Queen>,
    search: Search,
    max_steps: Option<u64>,
    runs: u64,
    seed: u64,
    threads: usize,
    jsonl: bool,
}

#[derive(Serialize)]
struct Report<'a> {
    #[serde(flatten)]
    search: &'a Search,
    n: usize,
    fixed: &'a [Queen],
    max_steps: u64,
    seed: u64,
    #[serde(flatten)]
    summary: &'a runs::Summary,
}

fn local(args: LocalRun) -> Result<(), CliError> {
    let problem = Problem::wide(args.n, args.fixed)?;
    if args.runs == 0 {
        return Err(CliError::Usage("--runs must be at least 1".into()));
    }
    let max_steps = args.max_steps.unwrap_or(args.search.algorithm.default_max_steps());
    let threads = super::threads::workers(args.threads, None, &|line| note!("nqueens: {line}"));
    fits_in_memory(&args.search, args.n, threads.min(args.runs.try_into().unwrap_or(usize::MAX)))?;
    let runs =
        Runs { problem: &problem, search: args.search, max_steps, runs: args.runs, seed: args.seed, threads };
    let mut out = BufWriter::new(io::stdout().lock());
    let mut failed = None;
    signals::stoppable();
    let summary = runs::run(&runs, &signals::cancel_flag(), &mut |result| {
        if !args.jsonl {
            return Control::Continue;
        }
        // The run as the library reports it: its fields are the line's.
        match serde_json::to_writer(&mut out, result).map_err(io::Error::from).and_then(|()| writeln!(out)) {
            Ok(()) => Control::Continue,
            Err(e) => {
                failed = Some(e);
                Control::Stop
            }
        }
    });
    if let Some(e) = failed {
        return Err(e.into());
    }
    let report = Report {
        search: &args.search,
        n: args.n,
        fixed: problem.fixed(),
        max_steps,
        seed: args.seed,
        summary: &summary,
    };
    serde_json::to_writer(&mut out, &report).map_err(io::Error::from)?;
    writeln!(out)?;
    out.flush()?;
    if signals::received() {
        return Err(CliError::Stopped(format!(
            "stopped by {} after {} of {} runs",
            signals::stopped_by(),
            summary.runs,
            args.runs
        )));
    }
    Ok(())
}

/// One line of a local search's trace.
#[derive(Serialize)]
struct Line<'a> {
    step: u64,
    #[serde(flatten)]
    event: &'a Event,
}

#[derive(Serialize)]
struct Start<'a> {
    step: u64,
    op: &'static str,
    h: u64,
    board: &'a [u32],
}

#[derive(Serialize)]
struct End<'a> {
    op: &'static str,
    steps: u64,
    h: u64,
    solved: bool,
    board: &'a [u32],
    complete: bool,
}

/// Each step of one run as a JSON line: a "start" line with the first board, the events,
/// and an "end" line with the last board.
pub fn trace(problem: &Problem, search: &Search, max_steps: Option<u64>, seed: u64) -> Result<(), CliError> {
    let max_steps = max_steps.unwrap_or(search.algorithm.default_max_steps());
    fits_in_memory(search, problem.n(), 1)?;
    let mut run = LocalMachine::start(search, problem, max_steps, seed, false)
        .ok_or_else(|| CliError::Usage(format!("{} is not a local search", search.name())))?;
    let machine = run.machine_mut();
    let mut out = BufWriter::new(io::stdout().lock());
    serde_json::to_writer(&mut out, &Start { step: 0, op: "start", h: machine.h(), board: machine.cols() })
        .map_err(io::Error::from)?;
    writeln!(out)?;
    signals::stoppable();
    let mut step = 0;
    let cancel = signals::cancel_flag();
    let complete = loop {
        if signals::received() {
            break false;
        }
        let Some(event) = machine.step_or_stop(&cancel) else { break !signals::received() };
        step += 1;
        serde_json::to_writer(&mut out, &Line { step, event: &event }).map_err(io::Error::from)?;
        writeln!(out)?;
    };
    let end = End {
        op: "end",
        steps: machine.steps(),
        h: machine.h(),
        solved: machine.h() == 0,
        board: machine.cols(),
        complete,
    };
    serde_json::to_writer(&mut out, &end).map_err(io::Error::from)?;
    writeln!(out)?;
    out.flush()?;
    if !complete {
        return Err(CliError::Stopped(format!("stopped by {} after {step} steps", signals::stopped_by())));
    }
    Ok(())
}
