//! The headless command line: argument parsing, dispatch, and the mapping of errors to exit codes.

/// A line on standard error, best effort: progress and notices must never cost the result on
/// standard output (`eprintln!` panics when standard error is full or closed).
macro_rules! note {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), $($arg)*);
    }};
}

/// [`note!`] without the line end.
macro_rules! note_raw {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = write!(std::io::stderr(), $($arg)*);
    }};
}

mod check;
mod commands;
mod compare;
#[cfg(all(windows, feature = "gui"))]
pub mod console;
mod count;
mod fix_file;
mod hints;
mod local;
mod max;
mod memory;
mod puzzle;
mod render;
mod signals;
mod stdout;
mod systematic;
mod test_hold;
mod threads;
mod ticker;
mod trace;

use clap::{Parser, Subcommand};
use nqueens::board::{Problem, ProblemError, Queen};
use nqueens::count::checkpoint::{CheckpointError, Part};
use nqueens::format::FileError;
use nqueens::lab::{Algorithm, Family, Search};
use nqueens::output::Layout;
use nqueens::picture::Format;
use std::io;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "nqueens",
    version,
    about = "Queenside: the n-queens puzzle. With no command, opens the app."
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Find solutions and write each as it is found (one JSON document by default).
    ///
    /// Boards whose solutions can all be listed are listed in full, in lexicographic order.
    /// Boards with billions of solutions (about 20 wide and up) are searched for solutions
    /// as they come, all distinct, until stopped (Ctrl-C, which still closes the output) or
    /// --limit; a note on standard error says so first.
    Solve {
        /// Board size.
        n: usize,
        #[command(flatten)]
        fixed: FixedArgs,
        /// One solution per class under the 8 symmetries of the board.
        #[arg(long)]
        unique: bool,
        /// Stop after this many solutions (needed above 64 wide).
        #[arg(long, value_name = "K", value_parser = parse_limit)]
        limit: Option<u64>,
        /// Write to FILE instead of standard output (`-`: standard output): streamed into a temporary file beside
        /// it, which replaces FILE only when the run ends well (a stopped or failed run
        /// leaves FILE as it was).
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
        /// Worker threads (default: one per core).
        #[arg(long, value_name = "T", default_value_t = 0)]
        threads: usize,
        /// json: one document, {"format", "version", "n", "fixed", "filter", "method",
        /// "solutions", "count", "complete"}. jsonl: the header fields on the first line,
        /// one solution (columns by row) per line, then {"count", "complete"}. text: each
        /// solution as a board, one row per line, ♕ a queen, ♛ a fixed queen, · an empty
        /// square, a blank line between boards. svg, png, pdf: a sheet of the solutions found,
        /// on A4 pages, each board captioned with its number and columns (at most 10,000;
        /// PNG needs --out FILE and writes FILE-1.png, FILE-2.png, …, one a page).
        #[arg(long, value_enum, value_name = "FORMAT", default_value = "json")]
        format: FormatArg,
        /// The language of a sheet's words (svg, png, pdf): en, es or ca.
        #[arg(long, value_parser = puzzle::parse_lang, default_value = "en", value_name = "LANG")]
        lang: nqueens::picture::Lang,
    },
    /// Draw one board as a picture: SVG, PNG or PDF, by FILE's extension (or --format).
    ///
    /// Fixed queens are blue, in a ring; the solution's queens white; chess coordinates on
    /// the edges (files a.. from the left, ranks 1.. from the bottom).
    Render(render::RenderArgs),
    /// Count all solutions, unique classes, and those a quarter and a half turn keep, storing none.
    Count {
        /// Board size.
        n: usize,
        #[command(flatten)]
        fixed: FixedArgs,
        /// Worker threads (default: one per core).
        #[arg(long, value_name = "T", default_value_t = 0)]
        threads: usize,
        /// Count only part I of K (0-based) of a fixed split of the work; add parts up with `merge`, which also works out the unique count.
        #[arg(long, value_name = "I/K", value_parser = parse_part)]
        part: Option<Part>,
        /// Keep progress in FILE: a stopped count (Ctrl-C) resumes from it when run again.
        #[arg(long, value_name = "FILE")]
        checkpoint: Option<PathBuf>,
        /// Say nothing on standard error but errors: no plan line, no resume line, no progress.
        #[arg(long, short)]
        quiet: bool,
        /// auto: the fastest counter for the board (all the counts above). backtrack: the
        /// textbook search (rows top to bottom, columns left to right), which reports the
        /// total and the nodes it visits ("nodes", and "nodes_by_row": entry 0 the board
        /// with only the fixed queens, entry r+1 the placements whose last queen is in row
        /// r); no --part or --checkpoint. forward-checking and mrv: the same figures for
        /// backtracking with forward checking (and the most constrained row first), with
        /// "checks", the attack checks made.
        #[arg(long, value_name = "M", default_value = "auto", value_parser = parse_count_method)]
        method: CountMethod,
    },
    /// The most queens that fit with the fixed ones (all n when a full solution exists), proven best.
    #[command(name = "most-queens", alias = "max")]
    MostQueens {
        /// Board size.
        n: usize,
        #[command(flatten)]
        fixed: FixedArgs,
    },
    /// The textbook search step by step, as JSON lines: what Watch shows in the app.
    ///
    /// Rows top to bottom, columns left to right, one queen a row; fixed queens stay and
    /// their rows are passed over. A step places a queen ({"step":1,"op":"place","row":0,
    /// "col":0}) or removes the last one placed ("op":"remove", a backtrack). A square tried
    /// and refused is a "reject" line: not a step, it carries the number of the step it
    /// leads to (the place or remove that follows; the rejects of the last scan, which
    /// finds nothing left to try, carry the number a next step would have). A "solution" line follows the place
    /// that completes one, with its number. A last line, "op":"end", gives the counters
    /// and whether the search ran to its end ("complete").
    ///
    /// --algorithm forward-checking|mrv: the same lines without rejects, a place that
    /// leaves some row without a square marked "dead_end": true, and "checks" (attack
    /// checks) on the end line. A local search (--algorithm hill-climbing, tabu, …):
    /// a "start" line with the first board and its cost h, then one line a step: "move"
    /// (row, from, to, h after; "temperature" for annealing), "reject" (annealing refused
    /// the move), "restart" (hill climbing) or "generation" (generation, best_fitness, h),
    /// and an "end" line (steps, h, solved, board). --algorithm all-placements|permutations:
    /// a line per board generated ("op":"board", "board", "checks", "solution"), then an
    /// "end" line (boards, checks, solutions).
    Trace {
        /// Board size.
        n: usize,
        #[command(flatten)]
        fixed: FixedArgs,
        /// Stop after K steps (places and removes; moves; generations).
        #[arg(long, value_name = "K")]
        max_steps: Option<u64>,
        #[arg(long, value_name = "A", default_value = "backtrack",
              help = format!("The search: {}", nqueens::lab::Algorithm::ALL.map(|a| a.name()).join(", ")))]
        algorithm: String,
        #[command(flatten)]
        params: local::LocalArgs,
        /// The seed of a local search's random choices.
        #[arg(long, value_name = "S", default_value_t = 1)]
        seed: u64,
    },
    /// Runs of a local search on complete boards, summed up as one JSON document.
    ///
    /// {"algorithm", its parameters, "n", "fixed", "max_steps", "seed", "runs", "solved",
    /// "mean_steps_solved", "mean_steps_failed", "median_steps", "median_seconds",
    /// "complete"}. Run i starts from seed S + i. With --format jsonl, first one line per
    /// run: {"seed", "solved", "steps", "h" (the final cost), "solution" (the final board,
    /// columns by row), "seconds"}. Steps are moves (hill climbing: restarts not counted),
    /// annealing's proposals, genetic generations.
    Local(local::LocalCommand),
    /// The search tree of backtracking (or forward checking, MRV), for Graphviz or as JSON.
    ///
    /// One node per partial solution visited (the root: only the fixed queens), an edge
    /// from each to each placement extending it, labelled with the last queen in chess
    /// notation; solutions green, dead ends pink. dot: `nqueens tree 6 | dot -Tsvg >
    /// tree.svg`. json: {"format": "nqueens-tree", "version", "n", "fixed", "method",
    /// "nodes": [{"id", "parent", "queen": [row, col], "label", "kind": "inner" |
    /// "solution" | "dead-end"}]}. A tree of more than --max-nodes is refused before
    /// anything is written. Stopped by a signal, the tree written so far is closed and says
    /// it was cut short (dot: in its label; json: "complete": false after the nodes).
    Tree(systematic::TreeCommand),
    /// Searches side by side: one row per algorithm and board size.
    ///
    /// Columns: algorithm, n, runs, solved, median_steps, median_seconds, and for
    /// all-placements, permutations, backtrack, forward-checking and mrv (run once: they
    /// do the same every time) solutions, nodes (boards generated, or partial solutions
    /// visited) and checks (attack checks). Local searches run --runs times from seeds
    /// S, S + 1, ...; their parameters are those of `local`.
    Compare(compare::CompareCommand),
    /// Solutions through each square: how many keep the fixed queens and put a queen there.
    ///
    /// Prints one JSON document: {"format": "nqueens-hints", "version", "n", "fixed",
    /// "total", "complete", "counts", "possible", "best_removal"}. "counts" and "possible"
    /// are boards (a list of rows, row 0 at the top): a fixed queen's square holds the total,
    /// an attacked square 0 (and false), a square no solution goes through 0 (false); null
    /// where it was not decided. Boards up to 16 wide (and wider ones fixed queens make
    /// small) are counted exactly; on bigger ones "counts" is null where not counted and
    /// "possible" says whether some solution goes through the square (the fast solver
    /// decides it square by square). "total" is null when not counted, "complete" false when
    /// some square was left undecided in the time given. When no solution keeps the fixed
    /// queens, "best_removal" is {"queen": [row, col], "total"}: the fixed queen whose
    /// removal leaves the most solutions ("total" null when not counted); else null.
    Hints {
        /// Board size (at most 64).
        n: usize,
        #[command(flatten)]
        fixed: FixedArgs,
        /// Time to spend, in seconds: squares not decided by then are null.
        #[arg(long, value_name = "SECONDS", default_value = "5", value_parser = hints::parse_budget)]
        budget: std::time::Duration,
        /// Worker threads (default: one per core).
        #[arg(long, value_name = "T", default_value_t = 0)]
        threads: usize,
    },
    /// Puzzles: fixed queens with exactly one completion, minimal, graded easy, medium or hard.
    Puzzle(puzzle::PuzzleArgs),
    /// Check a student's answers: every solution, one per class, one, or the count.
    ///
    /// Reads boards (rows of ·/./-/0 and ♕/♛/Q/X/1), lists of numbers from 0 or from 1
    /// (with or without brackets and commas; a list may give the column of each row or the
    /// row of each column), (row, col) or [row, col] pairs, chess squares (a8 c7 …) and, for
    /// a count, a number (thousands separators allowed), telling them apart by itself;
    /// headings and prose are skipped. Reports, per file, the answers read, how many are
    /// valid, each wrong one (its line and the attacking pair), each repeat (its line and the
    /// line it repeats) and what is missing. Lines count from 1. Exit status: 0 when every
    /// file is correct, 1 when an answer is wrong, 2 when a file cannot be read. See
    /// docs/teachers.md.
    Check(check::CheckArgs),
    /// Add up the parts of a count made with `count --part`, checking each part is there once.
    Merge {
        /// The outputs of `nqueens count N --part I/K`, one per part.
        #[arg(required = true, value_name = "FILE")]
        files: Vec<PathBuf>,
    },
}

/// How `count` counts: the fastest counter, or one of the lab's systematic searches.
#[derive(Clone, Copy, PartialEq, Eq)]
enum CountMethod {
    Auto,
    Search(Algorithm),
}

fn parse_count_method(text: &str) -> Result<CountMethod, String> {
    match text {
        "auto" => Ok(CountMethod::Auto),
        _ => parse_systematic(text).map(CountMethod::Search),
    }
}

/// A systematic search of the lab, by its name (`--method`).
fn parse_systematic(text: &str) -> Result<Algorithm, String> {
    match Algorithm::from_name(text) {
        Ok(algorithm) if algorithm.family() == Family::Systematic => Ok(algorithm),
        _ => Err(format!("expected backtrack, forward-checking or mrv (got {text:?})")),
    }
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum FormatArg {
    Json,
    Jsonl,
    Text,
    Svg,
    Png,
    Pdf,
}

/// How `solve` writes what it finds.
enum Output {
    /// Each solution as it comes.
    Stream(Layout),
    /// A sheet of pictures of them all, once the search is over.
    Sheet(Format),
}

impl FormatArg {
    /// How solutions are written as they come, or the picture a sheet is drawn as.
    fn output(self) -> Output {
        match self {
            FormatArg::Json => Output::Stream(Layout::Json),
            FormatArg::Jsonl => Output::Stream(Layout::Jsonl),
            FormatArg::Text => Output::Stream(Layout::Text),
            FormatArg::Svg => Output::Sheet(Format::Svg),
            FormatArg::Png => Output::Sheet(Format::Png),
            FormatArg::Pdf => Output::Sheet(Format::Pdf),
        }
    }
}

#[derive(clap::Args)]
struct FixedArgs {
    /// A queen that every solution must contain, as ROW,COL (0-based, row 0 at the top). Repeatable.
    #[arg(long = "fix", value_name = "R,C", value_parser = parse_queen)]
    queens: Vec<Queen>,
    /// More fixed queens, from a JSON file holding a list of [row, col] pairs.
    #[arg(long = "fix-file", value_name = "FILE")]
    file: Option<PathBuf>,
}

impl FixedArgs {
    /// The queens of `--fix` and of `--fix-file` together.
    fn all(self) -> Result<Vec<Queen>, CliError> {
        let mut queens = self.queens;
        if let Some(path) = self.file {
            queens.extend(fix_file::read(&path)?);
        }
        Ok(queens)
    }
}

fn parse_queen(text: &str) -> Result<Queen, String> {
    let bad = || format!("expected ROW,COL with two whole numbers, like 3,4 (got {text:?})");
    let (row, col) = text.split_once(',').ok_or_else(bad)?;
    let row = row.trim().parse().map_err(|_| bad())?;
    let col = col.trim().parse().map_err(|_| bad())?;
    Ok(Queen::new(row, col))
}

fn parse_part(text: &str) -> Result<Part, String> {
    let bad = || format!("expected I/K with 0 <= I < K, like 3/8 (got {text:?})");
    let (index, of) = text.split_once('/').ok_or_else(bad)?;
    let (index, of): (usize, usize) =
        (index.trim().parse().map_err(|_| bad())?, of.trim().parse().map_err(|_| bad())?);
    if index >= of {
        return Err(bad());
    }
    Ok(Part { index, of })
}

fn parse_limit(text: &str) -> Result<u64, String> {
    match text.parse() {
        Ok(0) | Err(_) => Err(format!("expected a whole number of at least 1 (got {text:?})")),
        Ok(k) => Ok(k),
    }
}

/// Everything that ends a command with exit code 2.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    #[error("{0}")]
    Problem(#[from] ProblemError),
    #[error("{0}")]
    File(#[from] FileError),
    #[error("cannot write output: {0}")]
    Output(#[from] io::Error),
    #[error("{0}")]
    App(String),
    #[error("{0}")]
    Usage(String),
    #[error("{0}")]
    Checkpoint(#[from] CheckpointError),
    #[error("{0}")]
    Lock(#[from] nqueens::count::checkpointed::LockError),
    /// A command stopped by a signal (Ctrl-C, SIGTERM, SIGHUP): not a failure of the input,
    /// so it gets the signal's exit code.
    #[error("{0}")]
    Stopped(String),
    /// `check` found a wrong answer: the report said which; exit code 1.
    #[error("some answers are not correct")]
    WrongAnswers,
    /// `check` could not read a file (each was named on standard error as it came).
    #[error("{0}")]
    Unreadable(String),
}

pub fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if !e.use_stderr() => {
            // --help and --version
            let _ = e.print();
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            // clap's whole message: its first line alone can end before naming what is
            // missing ("the following required arguments were not provided:").
            let text = e.render().to_string();
            note_raw!("nqueens: {}", text.trim_start_matches("error: "));
            return ExitCode::from(2);
        }
    };
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        // `| head` closing the pipe is a normal way for a reader to say it has enough.
        Err(CliError::Output(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(CliError::WrongAnswers) => ExitCode::from(1),
        Err(e @ CliError::Stopped(_)) => {
            note!("nqueens: {e}");
            // The shell's code for "ended by" the signal: 130 for Ctrl-C.
            ExitCode::from(signals::exit_code())
        }
        Err(e) => {
            note!("nqueens: {e}");
            ExitCode::from(2)
        }
    }
}

fn run(cli: Cli) -> Result<(), CliError> {
    if let Some(command) = &cli.command {
        signals::catch()?;
        let to_file = match command {
            Command::Solve { out, .. } => out.as_deref().is_some_and(|p| !is_stdout(p)),
            Command::Render(args) => args.to_file(),
            Command::Puzzle(args) => args.to_file(),
            _ => false,
        };
        if !to_file {
            stdout_is_open()?;
        }
    }
    match cli.command {
        None => open_app(),
        Some(Command::Solve { n, fixed, unique, limit, out, threads, format, lang }) => {
            let out = out.filter(|path| !is_stdout(path));
            let args = commands::SolveArgs {
                n,
                fixed: fixed.all()?,
                unique,
                limit,
                out: out.as_deref(),
                threads,
                lang,
            };
            match format.output() {
                Output::Stream(layout) => commands::solve(args, layout),
                Output::Sheet(format) => render::sheet(args, format),
            }
        }
        Some(Command::Render(args)) => render::render(args),
        Some(Command::Count { method, part: Some(_), .. }) if method != CountMethod::Auto => {
            Err(CliError::Usage(
                "--method backtrack|forward-checking|mrv counts in one piece: it takes no --part".into(),
            ))
        }
        Some(Command::Count { method, checkpoint: Some(_), .. }) if method != CountMethod::Auto => {
            Err(CliError::Usage(
                "--method backtrack|forward-checking|mrv keeps no checkpoint: it takes no --checkpoint"
                    .into(),
            ))
        }
        Some(Command::Count {
            method: CountMethod::Search(Algorithm::Backtrack),
            n,
            fixed,
            threads,
            quiet,
            ..
        }) => trace::count_backtrack(n, fixed.all()?, threads, quiet),
        Some(Command::Count { method: CountMethod::Search(algorithm), n, fixed, quiet, .. }) => {
            systematic::count(n, fixed.all()?, algorithm, quiet)
        }
        Some(Command::Count { n, fixed, threads, part, checkpoint, quiet, method: CountMethod::Auto }) => {
            count::count(n, fixed.all()?, threads, part, checkpoint.as_deref(), quiet)
        }
        Some(Command::Trace { n, fixed, max_steps, algorithm, params, seed }) => {
            let search = Search::parse(&algorithm, &params.params()).map_err(CliError::Usage)?;
            match search.algorithm.family() {
                Family::Systematic => {
                    trace::trace(&Problem::new(n, fixed.all()?)?, search.algorithm, max_steps)
                }
                Family::Local => local::trace(&Problem::wide(n, fixed.all()?)?, &search, max_steps, seed),
                Family::Generate => {
                    systematic::trace_boards(&Problem::new(n, fixed.all()?)?, search.algorithm, max_steps)
                }
            }
        }
        Some(Command::Local(command)) => command.run(),
        Some(Command::Tree(command)) => command.run(),
        Some(Command::Compare(command)) => command.run(),
        Some(Command::MostQueens { n, fixed }) => max::most_queens(n, fixed.all()?),
        Some(Command::Hints { n, fixed, budget, threads }) => hints::hints(n, fixed.all()?, budget, threads),
        Some(Command::Merge { files }) => count::merge(&files),
        Some(Command::Puzzle(args)) => args.run(),
        Some(Command::Check(args)) => args.run(),
    }
}

/// `--out -`: standard output, as command-line tools read a lone dash (`render` and `solve`
/// alike).
fn is_stdout(path: &std::path::Path) -> bool {
    path == std::path::Path::new("-")
}

/// Fails when standard output was closed (`>&-`): what the command prints would be lost.
fn stdout_is_open() -> Result<(), CliError> {
    if stdout::closed_at_start() {
        let closed = io::Error::other("standard output is closed (>&-): the result would be lost");
        return Err(CliError::Output(closed));
    }
    Ok(())
}

#[cfg(feature = "gui")]
fn open_app() -> Result<(), CliError> {
    let result = nqueens::app::run();
    // Started from Explorer, a Windows program has nowhere to print: say why in a window.
    #[cfg(windows)]
    if let Err(message) = &result
        && !console::has_output()
    {
        rfd::MessageDialog::new()
            .set_level(rfd::MessageLevel::Error)
            .set_title("Queenside")
            .set_description(message)
            .show();
    }
    result.map_err(CliError::App)
}

#[cfg(not(feature = "gui"))]
fn open_app() -> Result<(), CliError> {
    Err(CliError::App(
        "this build has no desktop app (built without the `gui` feature); see `nqueens --help` for the headless commands"
            .into(),
    ))
}
