//! `nqueens compare`: searches side by side on boards of several sizes, a row per search
//! and size, written as each is done.

use super::{CliError, signals};
use nqueens::board::Problem;
use nqueens::lab::compare::{Trials, csv_header, measure};
use nqueens::lab::exhaustive::{MAX_CANDIDATES, candidates};
use nqueens::lab::{Family, Params, Search};
use std::io::{self, BufWriter, Write};

/// `nqueens compare`'s arguments (its help is on `Command::Compare`).
#[derive(clap::Args)]
pub struct CompareCommand {
    /// Board sizes, like 8,16,32.
    sizes: String,
    /// Algorithms, like backtrack,mrv,min-conflicts.
    #[arg(long, value_name = "A,B")]
    algorithms: String,
    #[arg(long, value_name = "R", default_value_t = 10)]
    runs: u64,
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    #[command(flatten)]
    params: super::local::LocalArgs,
    /// The most steps a local run takes [default: 100000; genetic: 1000 generations]
    #[arg(long, value_name = "K")]
    max_steps: Option<u64>,
    /// Worker threads for the local runs (default: one per core).
    #[arg(long, value_name = "T", default_value_t = 0)]
    threads: usize,
    #[arg(long, value_enum, value_name = "FORMAT", default_value = "csv")]
    format: CompareFormat,
}

#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum CompareFormat {
    Csv,
    Json,
}

impl CompareCommand {
    pub fn run(self) -> Result<(), CliError> {
        compare(CompareArgs {
            params: self.params.params(),
            sizes: self.sizes,
            algorithms: self.algorithms,
            runs: self.runs,
            seed: self.seed,
            threads: self.threads,
            max_steps: self.max_steps,
            csv: self.format == CompareFormat::Csv,
        })
    }
}

/// `compare`'s options, read.
struct CompareArgs {
    sizes: String,
    algorithms: String,
    runs: u64,
    seed: u64,
    threads: usize,
    max_steps: Option<u64>,
    params: Params,
    csv: bool,
}

/// A comma-separated list, each item read by `read`.
fn list<T>(text: &str, read: impl Fn(&str) -> Result<T, CliError>) -> Result<Vec<T>, CliError> {
    text.split(',').map(str::trim).filter(|s| !s.is_empty()).map(read).collect()
}

fn compare(args: CompareArgs) -> Result<(), CliError> {
    let sizes = list(&args.sizes, |s| {
        let n: usize = s
            .parse()
            .map_err(|_| CliError::Usage(format!("expected board sizes like 8,16,32 (got {s:?})")))?;
        Problem::empty(n).map_err(CliError::from)
    })?;
    let searches = list(&args.algorithms, |s| Search::parse(s, &args.params).map_err(CliError::Usage))?;
    if sizes.is_empty() || searches.is_empty() {
        return Err(CliError::Usage("compare needs at least one size and one algorithm".into()));
    }
    if args.runs == 0 {
        return Err(CliError::Usage("--runs must be at least 1".into()));
    }
    // Refused before the first row, so that no table stops halfway for this.
    for search in &searches {
        if search.algorithm.family() == Family::Generate {
            let generate = search.algorithm;
            for problem in &sizes {
                let boards = candidates(generate, problem);
                if boards > MAX_CANDIDATES {
                    return Err(CliError::Usage(format!(
                        "{} on {n}x{n} would check {boards} boards, more than {MAX_CANDIDATES}: leave it out or use boards up to {}",
                        generate.name(),
                        (1..)
                            .take_while(|&m| candidates(generate, &Problem::empty(m).expect("a size"))
                                <= MAX_CANDIDATES)
                            .last()
                            .unwrap_or(1),
                        n = problem.n(),
                    )));
                }
            }
        }
    }
    let threads = super::threads::workers(args.threads, None, &|line| note!("nqueens: {line}"));
    for search in &searches {
        for problem in &sizes {
            match search.algorithm.family() {
                Family::Local => super::local::fits_in_memory(search, problem.n(), threads)?,
                // Every solution is visited: past 10^9 of them the row would not end.
                Family::Systematic => {
                    let solutions = nqueens::plan::estimate(problem);
                    if solutions > MAX_CANDIDATES as f64 {
                        return Err(CliError::Usage(format!(
                            "{} on {n}x{n} would visit every one of about {solutions:.1e} solutions, more than \
                             {MAX_CANDIDATES}: leave it out or use boards up to 18",
                            search.name(),
                            n = problem.n(),
                        )));
                    }
                }
                Family::Generate => {}
            }
        }
    }
    let mut out = BufWriter::new(io::stdout().lock());
    if args.csv {
        writeln!(out, "{}", csv_header())?;
    } else {
        write!(out, r#"{{"format":"nqueens-compare","version":1,"seed":{},"rows":["#, args.seed)?;
    }
    signals::stoppable();
    let cancel = signals::cancel_flag();
    let mut first = true;
    let trials = Trials { runs: args.runs, seed: args.seed, max_steps: args.max_steps, threads };
    'all: for problem in &sizes {
        for search in &searches {
            let Some(row) = measure(search, problem, &trials, &cancel) else { break 'all };
            if args.csv {
                writeln!(out, "{}", row.csv())?;
            } else {
                if !std::mem::take(&mut first) {
                    write!(out, ",")?;
                }
                serde_json::to_writer(&mut out, &row).map_err(io::Error::from)?;
            }
            out.flush()?;
        }
    }
    if !args.csv {
        writeln!(out, r#"],"complete":{}}}"#, !signals::received())?;
    }
    out.flush()?;
    if signals::received() {
        return Err(CliError::Stopped(format!(
            "stopped by {}: the rows so far were written",
            signals::stopped_by()
        )));
    }
    Ok(())
}
