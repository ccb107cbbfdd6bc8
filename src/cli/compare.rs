//! `nqueens compare`: searches side by side on boards of several sizes, a row per search
//! and size, written as each is done.

use super::{CliError, signals};
use nqueens::board::Problem;
use nqueens::control::{CancelFlag, Control};
use nqueens::lab::exhaustive::{self, MAX_CANDIDATES};
use nqueens::lab::local::runs::{self, Runs};
use nqueens::lab::{Params, Search};
use serde::Serialize;
use std::io::{self, BufWriter, Write};
use std::time::Instant;

/// One row: `nodes` and `checks` for the exhaustive and systematic searches only (boards
/// generated, or partial placements visited), `solutions` too; `steps` is the median over
/// the runs (a single run for those, which are the same every time: its places and
/// removes, or its boards).
#[derive(Serialize)]
struct Row {
    algorithm: &'static str,
    n: usize,
    runs: u64,
    solved: u64,
    median_steps: Option<f64>,
    median_seconds: Option<f64>,
    solutions: Option<u64>,
    nodes: Option<u64>,
    checks: Option<u64>,
}

const CSV_HEADER: &str = "algorithm,n,runs,solved,median_steps,median_seconds,solutions,nodes,checks";

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
        if let Search::Generate(generate) = search {
            for problem in &sizes {
                let boards = generate.candidates(problem);
                if boards > MAX_CANDIDATES {
                    return Err(CliError::Usage(format!(
                        "{} on {n}x{n} would check {boards} boards, more than {MAX_CANDIDATES}: leave it out or use boards up to {}",
                        generate.name(),
                        (1..)
                            .take_while(|&m| generate.candidates(&Problem::empty(m).expect("a size"))
                                <= MAX_CANDIDATES)
                            .last()
                            .unwrap_or(1),
                        n = problem.n(),
                    )));
                }
            }
        }
    }
    let threads = super::threads::workers(args.threads, None, &|line| eprintln!("nqueens: {line}"));
    let mut out = BufWriter::new(io::stdout().lock());
    if args.csv {
        writeln!(out, "{CSV_HEADER}")?;
    } else {
        write!(out, r#"{{"format":"nqueens-compare","version":1,"seed":{},"rows":["#, args.seed)?;
    }
    signals::stoppable();
    let cancel = signals::cancel_flag();
    let mut first = true;
    'all: for problem in &sizes {
        for search in &searches {
            let Some(row) = measure(search, problem, &args, threads, &cancel)? else { break 'all };
            if args.csv {
                let opt = |v: Option<String>| v.unwrap_or_default();
                writeln!(
                    out,
                    "{},{},{},{},{},{},{},{},{}",
                    row.algorithm,
                    row.n,
                    row.runs,
                    row.solved,
                    opt(row.median_steps.map(|v| v.to_string())),
                    opt(row.median_seconds.map(|v| format!("{v:.6}"))),
                    opt(row.solutions.map(|v| v.to_string())),
                    opt(row.nodes.map(|v| v.to_string())),
                    opt(row.checks.map(|v| v.to_string())),
                )?;
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

/// One search on one board, or `None` when stopped.
fn measure(
    search: &Search,
    problem: &Problem,
    args: &CompareArgs,
    threads: usize,
    cancel: &CancelFlag,
) -> Result<Option<Row>, CliError> {
    let n = problem.n();
    let start = Instant::now();
    let once = |solutions: u64, steps: u64, nodes: u64, checks: u64| Row {
        algorithm: search.name(),
        n,
        runs: 1,
        solved: u64::from(solutions > 0),
        median_steps: Some(steps as f64),
        median_seconds: Some(start.elapsed().as_secs_f64()),
        solutions: Some(solutions),
        nodes: Some(nodes),
        checks: Some(checks),
    };
    Ok(match search {
        Search::Generate(generate) => exhaustive::run(problem, *generate, cancel)
            .map(|t| once(t.solutions, t.candidates, t.candidates, t.checks)),
        Search::Systematic(method) => match super::systematic::count_all(problem, *method) {
            Ok(c) => Some(once(c.solutions, c.steps, c.nodes(), c.checks)),
            Err(CliError::Stopped(_)) => None,
            Err(e) => return Err(e),
        },
        Search::Local(algorithm) => {
            let runs = Runs {
                problem,
                algorithm: *algorithm,
                max_steps: args.max_steps.unwrap_or(algorithm.default_max_steps()),
                runs: args.runs,
                seed: args.seed,
                threads,
            };
            let summary = runs::run(&runs, cancel, &mut |_| Control::Continue);
            summary.complete.then_some(Row {
                algorithm: search.name(),
                n,
                runs: summary.runs,
                solved: summary.solved,
                median_steps: summary.median_steps,
                median_seconds: summary.median_seconds,
                solutions: None,
                nodes: None,
                checks: None,
            })
        }
    })
}
