//! Pictures from the command line: `nqueens render` draws one board, and `nqueens solve
//! --format svg|png|pdf` draws a sheet of the solutions it finds. Files are written
//! atomically, like `solve --out`.

use super::commands::SolveArgs;
use super::ticker::Ticker;
use super::{CliError, signals};
use nqueens::board::{MAX_N, Problem};
use nqueens::control::{Control, Progress};
use nqueens::format::{FileError, SolutionSet};
use nqueens::picture::{
    self, BoardDrawing, Format, MAX_GRID_N, MAX_SHEET_BOARDS, Marks, PictureError, Sheet,
};
use nqueens::place_file::{self, SetError};
use nqueens::plan::SolvePlan;
use nqueens::store::SolutionStore;
use nqueens::stream::{Filter, Found, Outcome};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// A picture's format on the command line.
#[derive(Clone, Copy, clap::ValueEnum)]
pub enum FormatArg {
    Svg,
    Png,
    Pdf,
}

impl From<FormatArg> for Format {
    fn from(f: FormatArg) -> Format {
        match f {
            FormatArg::Svg => Format::Svg,
            FormatArg::Png => Format::Png,
            FormatArg::Pdf => Format::Pdf,
        }
    }
}

/// `nqueens render`'s arguments.
#[derive(clap::Args)]
pub struct RenderArgs {
    /// Board size (up to 1,000,000; past 64 wide the board is drawn without coordinates and
    /// grid, its queens as a pattern).
    n: usize,
    #[command(flatten)]
    fixed: super::FixedArgs,
    /// The queens' columns, row by row from the top (0-based), like 0,4,7,5,2,6,1,3 or
    /// [0, 4, 7, 5, 2, 6, 1, 3]: a full solution that keeps the fixed queens. Without it,
    /// the board shows only the fixed queens.
    #[arg(long, value_name = "C0,C1,…", value_parser = parse_columns)]
    solution: Option<Columns>,
    /// Shade the squares the fixed queens attack (boards up to 64).
    #[arg(long, conflicts_with = "hints")]
    attacked: bool,
    /// Show on each square how many solutions keep the fixed queens and go through it, as
    /// the app's hints do (boards up to 64; worked out within 5 seconds).
    #[arg(long)]
    hints: bool,
    /// The picture's width and height, in pixels (16 to 8192; default 640, more past 64
    /// wide). A PDF page is ¾ of a point a pixel, as a browser prints it.
    #[arg(long, value_name = "PX")]
    size: Option<u32>,
    /// svg, png or pdf; by default FILE's extension says which.
    #[arg(long, value_enum, value_name = "FORMAT")]
    format: Option<FormatArg>,
    /// Where to write the picture, atomically (a failed run leaves FILE as it was); - for
    /// standard output (then --format is needed).
    #[arg(long, value_name = "FILE")]
    out: PathBuf,
}

impl RenderArgs {
    /// Whether the picture goes to a file rather than standard output.
    pub fn to_file(&self) -> bool {
        self.out != Path::new("-")
    }
}

/// Columns by row, as `--solution` takes them.
#[derive(Debug, Clone)]
pub struct Columns(Vec<u32>);

fn parse_columns(text: &str) -> Result<Columns, String> {
    let bad = || format!("expected each row's column, like 0,4,7,5,2,6,1,3 (got {text:?})");
    let inner = text.trim().trim_start_matches('[').trim_end_matches(']');
    let cols: Result<Vec<u32>, _> = inner.split(',').map(|c| c.trim().parse()).collect();
    cols.map(Columns).map_err(|_| bad())
}

pub fn render(args: RenderArgs) -> Result<(), CliError> {
    if args.to_file() {
        check_file(&args.out)?;
    }
    let RenderArgs { n, fixed, solution, attacked, hints, size, format, out } = args;
    let format = picture_format(format, &out)?;
    let problem = Problem::wide(n, fixed.all()?)?;
    let mut board = BoardDrawing::new(n, problem.fixed()).map_err(bad)?;
    if let Some(Columns(cols)) = solution {
        board = board.with_solution(&cols).map_err(|e| CliError::Usage(format!("--solution: {e}")))?;
    }
    if (attacked || hints) && n > MAX_GRID_N {
        return Err(bad(PictureError::MarksTooWide { n, max: MAX_GRID_N }));
    }
    if attacked {
        board = board.with_marks(Marks::Attacked).map_err(bad)?;
    } else if hints {
        let problem = Problem::new(n, problem.fixed().to_vec())?;
        let cancel = signals::cancel_flag();
        signals::stoppable();
        let found = nqueens::hints::hints(&problem, Duration::from_secs(5), 0, &cancel).ok_or_else(|| {
            CliError::Stopped(format!(
                "stopped by {} before the hints were worked out",
                signals::stopped_by()
            ))
        })?;
        board = board.with_marks(Marks::Hints(found)).map_err(bad)?;
    }
    let size = picture::check_size(size.unwrap_or_else(|| board.default_size())).map_err(bad)?;
    let picture = board.picture(size);
    super::memory::refuse_past_room(
        &format!("a {format} picture of the {n}x{n} board {size} pixels wide"),
        picture.memory_needed(format).into(),
    )?;
    let files = picture.encode(format).map_err(bad)?;
    match files.as_slice() {
        [file] => write(&out, file),
        _ => Err(bad(PictureError::Render("a board makes one file".into()))),
    }
}

/// `solve --format svg|png|pdf`: finds the solutions, then draws them on a sheet.
pub fn sheet(args: SolveArgs<'_>, format: Format) -> Result<(), CliError> {
    let SolveArgs { n, fixed, unique, limit, out, threads, lang } = args;
    let problem = Problem::wide(n, fixed)?;
    let max = MAX_SHEET_BOARDS as u64;
    if limit.is_some_and(|k| k > max) || (n > MAX_N && limit.is_none()) {
        return Err(CliError::Usage(too_many()));
    }
    let to_stdout = out.is_none_or(|path| path == Path::new("-"));
    if let Some(path) = out {
        check_file(path)?;
    }
    if to_stdout && format == Format::Png {
        return Err(CliError::Usage(
            "a PNG sheet is one image a page: add --out FILE, which writes FILE-1.png, FILE-2.png, …".into(),
        ));
    }
    // The solutions are kept until drawn: 10,000 a million wide would be 40 GB.
    let kept = limit.unwrap_or(max).min(max);
    super::memory::refuse_past_room(
        &format!("keeping {kept} solutions of the {n}x{n} board for a sheet"),
        SolutionStore::bytes_needed(n, kept),
    )?;
    let filter = if unique { Filter::Unique } else { Filter::All };
    let threads = super::threads::workers(threads, None, &|line| note!("nqueens: {line}"));
    let plan = SolvePlan::new(&problem, filter, limit, threads);
    let cancel = signals::cancel_flag();
    signals::stoppable();
    let progress = Progress::new();
    let ticker = Ticker::solving(&plan);
    let mut solutions = SolutionStore::new(n);
    let summary = ticker.run(&progress, || {
        plan.run(&problem, &progress, &cancel, &mut |s: Found<'_>| {
            if solutions.len() == MAX_SHEET_BOARDS {
                // One too many: the search is over, and the sheet refused below.
                solutions.push(s.cols, s.class_size);
                return Control::Stop;
            }
            solutions.push(s.cols, s.class_size);
            Control::Continue
        })
    });
    if summary.outcome == Outcome::Cancelled {
        return Err(CliError::Stopped(format!("stopped by {}; no sheet was written", signals::stopped_by())));
    }
    if solutions.len() > MAX_SHEET_BOARDS {
        return Err(CliError::Usage(too_many()));
    }
    let set = SolutionSet {
        n,
        fixed: problem.fixed().to_vec(),
        filter,
        complete: summary.outcome.is_complete(),
        solutions,
    };
    let boards = nqueens::text::quantity(set.solutions.len() as u64, "board");
    let sheet = Sheet::new(&set).map_err(bad)?.in_lang(lang);
    let needed = sheet.memory_needed(format).map_err(bad)?;
    super::memory::refuse_past_room(&format!("a {format} sheet of {boards}"), needed.into())?;
    // Hundreds of pages take a while (a minute for 10,000 boards as PDF): say what is going
    // on. A signal stops the drawing between rows and pages, and nothing is written.
    note!("nqueens: drawing a {format} sheet of {boards}…");
    let files =
        sheet.picture_until(&cancel).and_then(|p| p.encode_until(format, &cancel)).map_err(|e| match e {
            PictureError::Stopped => CliError::Stopped(format!(
                "stopped by {} while drawing the sheet of {boards}; no sheet was written",
                signals::stopped_by(),
            )),
            e => bad(e),
        })?;
    write_files(out, &files, (format == Format::Png).then_some("sheet"), &signals::received)
}

/// Writes a command's one file to `out` (standard output when `None` or `-`), or with
/// `pages`, a PNG sheet's pages, one file each beside `out`: `FILE-1.png`, `FILE-2.png`, …
/// (`pages` names them when `out` has no stem). Pages of an earlier, longer sheet of the
/// same name are said, not removed: they may be someone's.
/// `stop` says when to give up the set before it is put in place.
pub fn write_files(
    out: Option<&Path>,
    files: &[Vec<u8>],
    pages: Option<&str>,
    stop: &dyn Fn() -> bool,
) -> Result<(), CliError> {
    let path = out.filter(|path| *path != Path::new("-"));
    let (Some(path), Some(stem)) = (path, pages) else {
        return write(path.unwrap_or(Path::new("-")), &files[0]);
    };
    let names: Vec<PathBuf> = page_names(path, stem, files.len()).collect();
    for name in &names {
        check_file(name)?;
    }
    // The pages are replaced as a set, all or none: a signal stops the writing aside between
    // pages, and what was written aside is removed.
    signals::stoppable();
    let mut watch = signals::SetAside::new(files.len());
    let written = place_file::write_set(&names, |i, file| file.write_all(&files[i]), stop, &mut watch);
    let pages = match names.as_slice() {
        [one] => one.display().to_string(),
        [first, .., last] => format!("{} pages, {} to {}", names.len(), first.display(), last.display()),
        [] => String::new(),
    };
    match written {
        Ok(()) => {}
        Err(SetError::Stopped) => {
            return Err(CliError::Stopped(format!(
                "stopped by {} before the pages were replaced: {pages} are as they were",
                signals::stopped_by()
            )));
        }
        Err(SetError::Write { path, source }) => return Err(FileError::Write { path, source }.into()),
        Err(e @ SetError::Rename { .. }) => {
            return Err(CliError::Usage(format!("cannot replace {pages}: {e}")));
        }
    }
    if let Some(signal) = signals::SetAside::held() {
        return Err(CliError::Stopped(format!(
            "stopped by {signal} as the pages were put in place, which it waited for: {pages} are all this run's"
        )));
    }
    // The files are not the one --out named: say which they are.
    if !names.is_empty() {
        note!("nqueens: wrote {pages}");
    }
    let stale: Vec<PathBuf> = page_names(path, stem, usize::MAX)
        .skip(files.len())
        .take_while(|page| page.symlink_metadata().is_ok())
        .collect();
    match stale.as_slice() {
        [] => {}
        [one] => note!(
            "nqueens: {} is left from an earlier, longer sheet: it is not a page of this one",
            one.display()
        ),
        [first, .., last] => note!(
            "nqueens: {} to {} ({} files) are left from an earlier, longer sheet: they are not pages of this one",
            first.display(),
            last.display(),
            stale.len()
        ),
    }
    Ok(())
}

fn too_many() -> String {
    // MAX_SHEET_BOARDS, as people write it.
    "a sheet holds at most 10,000 boards, and this search finds more: add --limit K (K up to 10,000) \
     to draw the first K"
        .into()
}

/// The file of each page of a PNG sheet: `sheet.png` gives `sheet-1.png`, `sheet-2.png`, ….
fn page_names<'a>(path: &'a Path, stem: &str, pages: usize) -> impl Iterator<Item = PathBuf> + 'a {
    let stem = path.file_stem().map_or_else(|| stem.into(), |s| s.to_string_lossy().into_owned());
    (1..=pages).map(move |i| path.with_file_name(format!("{stem}-{i}.png")))
}

/// The format `--format` names, else the one `out`'s extension names.
fn picture_format(format: Option<FormatArg>, out: &Path) -> Result<Format, CliError> {
    match format {
        Some(f) => Ok(f.into()),
        None if out == Path::new("-") => Err(CliError::Usage(
            "writing a picture to standard output (--out -) needs --format svg|png|pdf".into(),
        )),
        None => Format::from_path(out).map_err(|e| CliError::Usage(format!("{e}, or add --format"))),
    }
}

/// A path a picture can be written to, or why not (before any work is done).
fn check_file(path: &Path) -> Result<(), CliError> {
    if path.is_dir() {
        return Err(CliError::Usage(format!(
            "{} is a directory: give a file name in it, like {}",
            path.display(),
            path.join("board.svg").display()
        )));
    }
    Ok(())
}

/// Writes `bytes` to `path` atomically, or to standard output for `-`.
fn write(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    if path == Path::new("-") {
        let mut stdout = io::stdout().lock();
        stdout.write_all(bytes)?;
        return Ok(stdout.flush()?);
    }
    check_file(path)?;
    // A signal ends the process at once here, or (once the command is stoppable) ends a
    // wait for a FIFO's reader; the handler removes a temporary file.
    place_file::write_noting(path, &mut signals::writing_temporary, &signals::received, |file| {
        file.write_all(bytes)
    })
    .map_err(|source| match source.kind() {
        io::ErrorKind::Interrupted if signals::received() => CliError::Stopped(format!(
            "stopped by {} while waiting for someone to read {}: nothing was written",
            signals::stopped_by(),
            path.display()
        )),
        _ => FileError::Write { path: path.to_owned(), source }.into(),
    })
}

fn bad(e: PictureError) -> CliError {
    CliError::Usage(e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_are_read_as_written_or_as_copied() {
        assert_eq!(parse_columns("0,4,7").unwrap().0, [0, 4, 7]);
        assert_eq!(parse_columns("[0, 4, 7]").unwrap().0, [0, 4, 7]);
        assert!(parse_columns("0;4").is_err());
        assert!(parse_columns("a,b").unwrap_err().contains("like 0,4,7,5"));
    }

    #[test]
    fn the_limit_named_is_the_sheets() {
        assert_eq!(MAX_SHEET_BOARDS, 10_000);
        assert!(too_many().contains("10,000 boards") && too_many().contains("--limit K"));
    }

    #[test]
    fn png_pages_are_numbered_beside_the_file() {
        let names: Vec<PathBuf> = page_names(Path::new("out/sheet.png"), "x", 2).collect();
        assert_eq!(names, [PathBuf::from("out/sheet-1.png"), PathBuf::from("out/sheet-2.png")]);
    }
}
