//! Why something failed, as facts the state keeps and words drawn in the language of the
//! moment: a run's failure ([`RunFailure`], which the worker sends) and an export's or a
//! copy's ([`ExportError`]). The library's errors stay typed until they are drawn; only what
//! a system or a panic said, which no language can translate, is kept as text, and shown as
//! a detail after the app's own sentence.

use std::sync::Arc;

use crate::app::settings::MAX_APP_N;
use crate::app::solve::worker::RunFailure;
use crate::app::text::lang::messages;
use crate::app::text::numbers::thousands;
use crate::app::text::words::grade;
use crate::app::web::link::LinkError;
use crate::board::{Attack, ProblemError};
use crate::format::FileError;
use crate::most_queens::MostQueensFileError;
use crate::picture::PictureError;
use crate::puzzle::PuzzleError;

/// Why an export (or a copy) did not happen, kept as the fact it is.
#[derive(Debug, Clone, PartialEq)]
pub enum ExportError {
    /// The file could not be written: the library's error for its kind of file.
    File(OpenError),
    /// The picture could not be drawn or encoded.
    Picture(PictureError),
    /// Play's puzzles could not be made.
    Puzzles(PuzzleError),
    /// A sheet is printed: PNG is refused.
    SheetNotPng,
    /// Export sheet with nothing listed.
    NoSheetYet,
    /// A sheet of `boards` boards needs more memory to draw than is left.
    SheetNeedsMemory { boards: usize, too_big: crate::memory::TooBig },
    /// Copy as text of a board wider than this.
    TextTooWide(usize),
    /// The browser refused the download: what it said.
    Download(String),
}

impl<E> From<E> for ExportError
where
    OpenError: From<E>,
{
    fn from(e: E) -> Self {
        ExportError::File(e.into())
    }
}

impl From<PictureError> for ExportError {
    fn from(e: PictureError) -> Self {
        ExportError::Picture(e)
    }
}

impl From<PuzzleError> for ExportError {
    fn from(e: PuzzleError) -> Self {
        ExportError::Puzzles(e)
    }
}

/// Why a run failed, as a clause for `search-failed` and `run-failed`.
pub(crate) fn run_failure_text(failure: &RunFailure) -> String {
    match failure {
        RunFailure::NoThread(detail) => messages::failure_no_thread(detail.as_str()),
        RunFailure::NoWorker => messages::failure_no_worker(),
        RunFailure::Stopped(detail) if detail.is_empty() => messages::failure_stopped(),
        RunFailure::Stopped(detail) => messages::failure_stopped_said(detail.as_str()),
        RunFailure::Broken(detail) => messages::failure_broken(detail.as_str()),
    }
}

/// Why an export or a copy failed, as a clause for `export-failed` and `copy-failed`.
pub(crate) fn export_error_text(error: &ExportError) -> String {
    match error {
        ExportError::File(e) => open_error_text(e),
        ExportError::Picture(e) => picture_error_text(e),
        ExportError::Puzzles(e) => messages::failure_puzzles(puzzle_failed(e)),
        ExportError::SheetNotPng => crate::app::files::words::sheet_not_png(),
        ExportError::NoSheetYet => crate::app::files::words::no_sheet_yet(),
        ExportError::SheetNeedsMemory { boards, too_big } => {
            crate::app::files::words::sheet_needs_memory(*boards, too_big)
        }
        ExportError::TextTooWide(max) => crate::app::files::words::text_too_wide(*max),
        ExportError::Download(detail) => messages::failure_download(detail.as_str()),
    }
}

/// Why no puzzle came of New puzzle or of an export of puzzles.
pub(crate) fn puzzle_failed(error: &PuzzleError) -> String {
    match error {
        PuzzleError::Size { n } => puzzle_size(*n),
        PuzzleError::NoSuchGrade { n, difficulty } => messages::play_why_grade(grade(Some(*difficulty)), *n),
        PuzzleError::GaveUp { n, difficulty, .. } => messages::play_gave_up(grade(Some(*difficulty)), *n),
        // The view never asks for more than one.
        PuzzleError::Count { .. } => error.to_string(),
    }
}

/// Why no puzzle is made of the `n`×`n` board.
pub(crate) fn puzzle_size(n: usize) -> String {
    messages::play_why_size(crate::puzzle::MAX_PUZZLE_N, crate::puzzle::MIN_PUZZLE_N, n)
}

/// A picture the library could not make: the faults a person can meet have their own words;
/// the others (a board the app itself would never pass) name the library's account as detail.
fn picture_error_text(e: &PictureError) -> String {
    match e {
        PictureError::UnknownFormat { path } => {
            let name = path.file_name().map_or_else(String::new, |f| f.to_string_lossy().into_owned());
            messages::failure_picture_format(name)
        }
        PictureError::NotBuilt(format) => messages::failure_picture_not_built(format.to_string()),
        PictureError::TooManyBoards { count, .. } => crate::app::files::words::sheet_too_big(*count),
        PictureError::Stopped => messages::failure_picture_stopped(),
        // The renderer's own account (resvg's, the PDF writer's) is the detail; the library's
        // English frame around it ("cannot draw the picture: …") is the app's to word.
        PictureError::Render(detail) => messages::failure_picture(detail.as_str()),
        other => messages::failure_picture(other.to_string()),
    }
}

/// Why a file could not be opened: the library's own error, which the app words itself.
/// Shared, as the error is not `Clone`; two are the same if they are the same error.
#[derive(Debug, Clone)]
pub struct OpenError(pub Arc<OpenErrorKind>);

#[derive(Debug)]
pub enum OpenErrorKind {
    Solutions(FileError),
    MostQueens(MostQueensFileError),
    Puzzles(crate::puzzle::PuzzleFileError),
}

impl PartialEq for OpenError {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl From<FileError> for OpenError {
    fn from(e: FileError) -> Self {
        OpenError(Arc::new(OpenErrorKind::Solutions(e)))
    }
}

impl From<MostQueensFileError> for OpenError {
    fn from(e: MostQueensFileError) -> Self {
        OpenError(Arc::new(OpenErrorKind::MostQueens(e)))
    }
}

impl From<crate::puzzle::PuzzleFileError> for OpenError {
    fn from(e: crate::puzzle::PuzzleFileError) -> Self {
        OpenError(Arc::new(OpenErrorKind::Puzzles(e)))
    }
}

impl std::fmt::Display for OpenError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &*self.0 {
            OpenErrorKind::Solutions(e) => e.fmt(f),
            OpenErrorKind::MostQueens(e) => e.fmt(f),
            OpenErrorKind::Puzzles(e) => e.fmt(f),
        }
    }
}

/// Why a file could not be opened, in the app's words: each kind of the library's error has
/// its message (the command line prints the library's English).
pub(crate) fn open_error_text(error: &OpenError) -> String {
    match &*error.0 {
        OpenErrorKind::Solutions(e) => file_error_text(e),
        OpenErrorKind::MostQueens(e) => match e {
            MostQueensFileError::Read { source, .. } | MostQueensFileError::Write { source, .. } => {
                io_text(source)
            }
            MostQueensFileError::Json(e) => json_text(e),
            MostQueensFileError::Foreign => messages::file_error_foreign(),
            MostQueensFileError::Version(v) => {
                messages::file_error_version(*v, crate::most_queens::file::VERSION)
            }
            MostQueensFileError::Problem(e) => messages::file_error_board(problem_error_text(e)),
            MostQueensFileError::Invalid(_) => messages::file_error_placement(),
        },
        OpenErrorKind::Puzzles(e) => messages::play_bad_file(puzzle_file_text(e)),
    }
}

/// Why a set of puzzles could not be read, each fault of the library's in the app's words.
fn puzzle_file_text(e: &crate::puzzle::PuzzleFileError) -> String {
    use crate::puzzle::PuzzleFileError as E;
    let at = |puzzle: &usize, line: &usize| (thousands(*puzzle as u64), thousands(*line as u64));
    match e {
        E::Read { source, .. } | E::Write { source, .. } => io_text(source),
        E::Json { line, .. } => messages::play_file_not_json(thousands(*line as u64)),
        E::Empty => messages::play_file_empty(),
        E::PastCap { keep } => messages::play_file_past_cap(thousands(*keep as u64)),
        E::Foreign { puzzle, line, .. } => {
            let (puzzle, line) = at(puzzle, line);
            messages::play_file_foreign(line, puzzle)
        }
        E::Missing { puzzle, line, name } => {
            let (puzzle, line) = at(puzzle, line);
            messages::play_file_missing(*name, line, puzzle)
        }
        E::Field { puzzle, line, name, .. } => {
            let (puzzle, line) = at(puzzle, line);
            messages::play_file_field(*name, line, puzzle)
        }
        E::Version { puzzle, line, version } => {
            let (puzzle, line) = at(puzzle, line);
            messages::play_file_version(*version, line, puzzle, crate::puzzle::VERSION)
        }
        E::Size { puzzle, line, n } => {
            let (p, l) = at(puzzle, line);
            messages::play_file_size(l, crate::puzzle::MAX_PUZZLE_N, crate::puzzle::MIN_PUZZLE_N, *n, p)
        }
        E::Problem { puzzle, line, source } => {
            let (puzzle, line) = at(puzzle, line);
            messages::play_file_board(line, puzzle, problem_error_text(source))
        }
        E::NotUnique { puzzle, line, completions } => {
            let (puzzle, line) = at(puzzle, line);
            match completions {
                0 => messages::play_file_no_completion(line, puzzle),
                _ => messages::play_file_many_completions(line, puzzle),
            }
        }
        E::WrongSolution { puzzle, line } => {
            let (puzzle, line) = at(puzzle, line);
            messages::play_file_wrong_solution(line, puzzle)
        }
        E::WrongGrade { puzzle, line, name, stated, found } => {
            let (puzzle, line) = at(puzzle, line);
            // A grade is named in the app's words; the counts of forced moves and guesses
            // are numbers.
            let word = |text: &String| {
                crate::puzzle::Difficulty::ALL
                    .into_iter()
                    .find(|d| d.name() == text)
                    .map_or_else(|| text.clone(), |d| crate::app::text::words::grade(Some(d)))
            };
            messages::play_file_wrong_grade(*name, word(found), line, puzzle, word(stated))
        }
    }
}

fn file_error_text(e: &FileError) -> String {
    match e {
        FileError::Read { source, .. } | FileError::Write { source, .. } => io_text(source),
        FileError::Json(e) => json_text(e),
        FileError::Foreign { .. } => messages::file_error_foreign(),
        FileError::Missing(name) => messages::file_error_missing(*name),
        FileError::Field { name, .. } => messages::file_error_field(*name),
        FileError::Version(v) => messages::file_error_version(*v, crate::output::VERSION),
        FileError::Problem(e) => messages::file_error_board(problem_error_text(e)),
        FileError::CountMismatch { stated, actual } => {
            messages::file_error_count(thousands(*actual as u64), thousands(*stated as u64))
        }
        FileError::Width { n } => messages::file_error_width(*n),
        FileError::BadSolution { index, n } => {
            messages::file_error_bad_solution(thousands(*n as u64), thousands(*index as u64 + 1))
        }
        FileError::Repeated { first, repeat } => {
            messages::file_error_repeated(thousands(*first as u64), thousands(*repeat as u64))
        }
        FileError::SameClass { first, repeat } => {
            messages::file_error_same_class(thousands(*first as u64), thousands(*repeat as u64))
        }
    }
}

/// An error of the system: its kind in the app's words, then the system's own.
fn io_text(e: &std::io::Error) -> String {
    io_kind_text(e.kind(), &e.to_string())
}

pub(crate) fn io_kind_text(kind: std::io::ErrorKind, said: &str) -> String {
    use std::io::ErrorKind;
    match kind {
        ErrorKind::NotFound => messages::file_error_not_found(),
        ErrorKind::PermissionDenied => messages::file_error_permission(),
        ErrorKind::IsADirectory => messages::file_error_folder(),
        _ => messages::file_error_system(said),
    }
}

/// serde_json's error, by its kind and place: an empty file, a file cut short, text that is
/// no JSON, or JSON of another shape.
fn json_text(e: &serde_json::Error) -> String {
    use serde_json::error::Category;
    let (line, column) = (e.line(), e.column());
    match e.classify() {
        Category::Eof if line <= 1 && column == 0 => messages::file_error_empty(),
        Category::Eof => messages::file_error_cut_short(line),
        Category::Syntax => messages::file_error_not_json(column, line),
        Category::Data => messages::file_error_shape(column, line),
        Category::Io => messages::file_error_system(e.to_string()),
    }
}

/// Why a page's link opens no board, in the link's own notation (its squares as written).
pub(crate) fn link_error_text(e: &LinkError) -> String {
    match e {
        LinkError::Size(typed) => messages::link_error_size(thousands(MAX_APP_N as u64), typed.as_str()),
        LinkError::Square { square, n } => messages::link_error_square(thousands(*n as u64), square.as_str()),
        LinkError::SameSquare(square) => messages::link_error_same_square(square.as_str()),
        LinkError::Attacking { a, b, how } => {
            messages::link_error_attacking(a.as_str(), b.as_str(), attack_word(*how))
        }
        LinkError::Filter(typed) => messages::link_error_filter(typed.as_str()),
        LinkError::View(typed) => messages::link_error_view(typed.as_str()),
        LinkError::PuzzleSize(n) => messages::link_error_puzzle_size(thousands(*n as u64)),
        LinkError::NotAPuzzle { ways } => messages::link_error_not_a_puzzle(*ways),
    }
}

/// The line two queens share, as the Fluent messages select on it.
fn attack_word(how: Attack) -> &'static str {
    match how {
        Attack::Row => "row",
        Attack::Column => "column",
        Attack::Diagonal => "diagonal",
    }
}

/// A board that is no problem, in the app's words.
pub(crate) fn problem_error_text(e: &ProblemError) -> String {
    match e {
        ProblemError::SizeOutOfRange { n, max } => {
            messages::board_error_size(thousands(*max as u64), thousands(*n as u64))
        }
        ProblemError::OffBoard { queen, n } => messages::board_error_off_board(
            thousands(queen.col as u64 + 1),
            thousands(*n as u64),
            thousands(queen.row as u64 + 1),
        ),
        ProblemError::SameSquare(q) => {
            messages::board_error_same_square(thousands(q.col as u64 + 1), thousands(q.row as u64 + 1))
        }
        ProblemError::Attacking { a, b, how } => {
            let how = attack_word(*how);
            messages::board_error_attacking(
                thousands(a.col as u64 + 1),
                thousands(a.row as u64 + 1),
                thousands(b.col as u64 + 1),
                thousands(b.row as u64 + 1),
                how,
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::text::lang::{Language, tests::in_language};
    use crate::app::text::said::Said;
    use crate::testing::english_left;

    #[test]
    fn every_failure_reads_in_each_language_with_only_its_detail_left_as_written() {
        let detail = "Resource temporarily unavailable (os error 11)";
        let io = || std::io::Error::other(detail);
        let write = |source| crate::format::FileError::Write { path: "/x/eight.json".into(), source };
        let facts = [
            Said::SearchFailed(RunFailure::NoThread(detail.into())),
            Said::SearchFailed(RunFailure::Stopped(String::new())),
            Said::SearchFailed(RunFailure::Stopped(detail.into())),
            Said::SearchFailed(RunFailure::Broken(detail.into())),
            Said::SearchFailed(RunFailure::NoWorker),
            Said::PuzzleFailed(RunFailure::NoWorker),
            Said::PuzzleFailed(RunFailure::Stopped(detail.into())),
            Said::ExportFailed(write(io()).into()),
            Said::ExportFailed(PictureError::UnknownFormat { path: "/x/eight.xyz".into() }.into()),
            Said::ExportFailed(PictureError::NotBuilt(crate::picture::Format::Png).into()),
            Said::ExportFailed(PictureError::TooManyBoards { count: 500, max: 100 }.into()),
            Said::ExportFailed(PictureError::Stopped.into()),
            Said::ExportFailed(PictureError::Render(detail.into()).into()),
            Said::ExportFailed(ExportError::SheetNotPng),
            Said::ExportFailed(ExportError::NoSheetYet),
            Said::ExportFailed(ExportError::Download(detail.into())),
            // An export of puzzles that gave up (the library's reason is English).
            Said::ExportFailed(
                PuzzleError::GaveUp { n: 20, difficulty: crate::puzzle::Difficulty::Hard, attempts: 40 }
                    .into(),
            ),
            Said::CopyFailed(ExportError::TextTooWide(64)),
            Said::CopyFailed(PictureError::Render(detail.into()).into()),
            Said::CompareSaveFailed { path: "/x/compare.csv".into(), error: write(io()).into() },
        ];
        for said in facts {
            let [english, spanish, catalan] =
                Language::ALL.map(|language| in_language(language, || said.text()));
            // Only what the system or a renderer said stays as it was (issue 47, item 13: the
            // library's "cannot draw the picture: " went to the person around it).
            let details = [detail, "eight.xyz", "compare.csv"];
            assert!(!english_left(&english, &details).is_empty(), "not English: {english}");
            for words in [&spanish, &catalan] {
                assert_ne!(*words, english);
                let left = english_left(words, &details);
                assert!(left.is_empty(), "English left ({left:?}) in: {words}");
            }
        }
    }
}
