//! What the app has to say, kept as facts until it is drawn: the state keeps a [`Said`]
//! (which notice, which file, which error, which numbers) for its notices, undo labels and
//! questions, and the views turn it into words in the language of the moment. A language
//! switch thus changes every text on screen at once.

use std::path::PathBuf;
use std::sync::Arc;

use crate::app::jobs::saved_count::CountNote;
use crate::app::text::count::{CountQuestion, count_question_text};
use crate::app::text::lang::messages;
use crate::app::text::numbers::{percent, thousands};
use crate::app::text::words::{sentence, sentences, solutions_text};
use crate::board::{Attack, ProblemError, Queen};
use crate::format::FileError;
use crate::most_queens::MostQueensFileError;
use crate::plan::PlanWarning;
use crate::stream::Filter;

/// One thing to say, in no language yet. [`Said::text`] writes it in the current one.
#[derive(Debug, Clone, PartialEq)]
pub enum Said {
    /// Words already written elsewhere (a reason the system gave, a worker's notice): shown
    /// as they are.
    Verbatim(String),
    /// Sentences said together.
    Sentences(Vec<Said>),
    // What Undo and Redo would undo or redo.
    UndoFix {
        square: Queen,
        n: usize,
    },
    UndoRemove {
        square: Queen,
        n: usize,
    },
    UndoClear(usize),
    UndoBoardSize {
        n: usize,
        old: usize,
    },
    UndoShowUnique,
    UndoShowAll,
    UndoSolve,
    UndoCount,
    UndoMostQueens,
    UndoWatch,
    UndoOpen(String),
    // Questions.
    /// Undo holds `kept` of at most `cap` solutions, and has no room for the `listed` shown.
    UndoCapQuestion {
        cap: u64,
        kept: u64,
        listed: u64,
        what: Box<Said>,
    },
    CountQuestion(CountQuestion),
    /// A Compare run expected to take `seconds`, `slowest_seconds` of them for `slowest`
    /// on the n×n board.
    CompareQuestion {
        seconds: f64,
        slowest: crate::lab::Algorithm,
        n: usize,
        slowest_seconds: f64,
    },
    // Notices.
    /// A local search watched on fixed queens that allow no solution.
    LocalNoGoal,
    ListNotKept,
    SizeClamped {
        typed: String,
        n: usize,
    },
    NotASize {
        typed: String,
        n: usize,
    },
    /// Fixed queens a smaller board dropped, each with the board it was on.
    SizeDroppedQueens {
        n: usize,
        dropped: Vec<Queen>,
        old: usize,
    },
    OpenEndedSearch {
        cap: u64,
        warning: PlanWarning,
    },
    DiscardedSavedCount(f64),
    CouldNotDiscard(CountNote),
    SearchFailed(String),
    /// About a count's saved file.
    CountNote(CountNote),
    /// A file job cancelled by the person, at this path.
    FileCancelled(PathBuf),
    /// A job that panicked, with what the panic said (kept as the program said it).
    FileJobFailed(String),
    HintsFailed(String),
    CompareFailed(String),
    /// What an export saved, for [`Said::SavedTo`].
    Solutions {
        count: usize,
        filter: Filter,
    },
    ThePlacement,
    SavedBoard(usize),
    SavedSheet {
        boards: usize,
        pages: usize,
    },
    /// Play's puzzles, as a set (JSON) or on a sheet.
    Puzzles(usize),
    SavedPuzzleSheet {
        puzzles: usize,
        pages: usize,
    },
    OpenedPuzzles {
        path: PathBuf,
        count: usize,
    },
    SavedTo {
        path: PathBuf,
        what: Box<Said>,
    },
    ExportFailed(String),
    CouldNotOpen {
        path: PathBuf,
        error: OpenError,
    },
    CouldNotOpenTooBig {
        path: PathBuf,
        n: usize,
    },
    Opened {
        path: PathBuf,
        what: Opened,
    },
    CouldNotAskForFile(String),
    CouldNotOpenFile(String),
    CouldNotExportFile(String),
    CopyFailed(String),
    CompareSaved(PathBuf),
    CompareSaveFailed {
        path: PathBuf,
        error: String,
    },
    ListOutOfDate {
        listed: Filter,
        wanted: Filter,
    },
}

/// Words already written, shown as they are.
impl From<String> for Said {
    fn from(text: String) -> Said {
        Said::Verbatim(text)
    }
}

/// What an opened file held.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Opened {
    Solutions { count: usize, filter: Filter, n: usize, complete: bool },
    Placement { queens: usize, n: usize, proven: bool },
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

fn name_of(path: &std::path::Path) -> String {
    path.file_name().map_or_else(|| path.display().to_string(), |f| f.to_string_lossy().into())
}

fn filter_word(filter: Filter) -> &'static str {
    // "all" or "unique" select the words in the messages.
    if filter == Filter::Unique { "unique" } else { "all" }
}

impl Said {
    /// The words, in the language of the moment.
    pub fn text(&self) -> String {
        match self {
            Said::Verbatim(text) => text.clone(),
            Said::Sentences(parts) => {
                let parts: Vec<String> = parts.iter().map(Said::text).collect();
                sentences(parts.iter().map(String::as_str))
            }
            Said::UndoFix { square, n } => messages::undo_fix(square.notation(*n)),
            Said::UndoRemove { square, n } => messages::undo_remove(square.notation(*n)),
            Said::UndoClear(count) => messages::undo_clear(*count),
            // In words: the text font has no arrow.
            Said::UndoBoardSize { n, old } => {
                messages::undo_board_size(thousands(*n as u64), thousands(*old as u64))
            }
            Said::UndoShowUnique => messages::undo_show_unique(),
            Said::UndoShowAll => messages::undo_show_all(),
            Said::UndoSolve => messages::undo_solve(),
            Said::UndoCount => messages::undo_count(),
            Said::UndoMostQueens => messages::undo_most_queens(),
            Said::UndoWatch => messages::undo_watch(),
            Said::UndoOpen(name) => messages::undo_open(name.as_str()),
            Said::UndoCapQuestion { cap, kept, listed, what } => {
                messages::undo_cap_question(*cap, *kept, *listed, what.text())
            }
            Said::CountQuestion(question) => count_question_text(question),
            Said::ListNotKept => messages::list_not_kept(),
            Said::SizeClamped { typed, n } => {
                let max = crate::app::settings::MAX_APP_N;
                messages::size_clamped(max, n.to_string(), *n, typed.as_str())
            }
            Said::NotASize { typed, n } => {
                messages::not_a_size(crate::app::settings::MAX_APP_N, n.to_string(), typed.as_str())
            }
            Said::SizeDroppedQueens { n, dropped, old } => {
                let names = dropped
                    .iter()
                    .map(|q| messages::square_named(q.col, q.row, q.notation(*old)))
                    .collect::<Vec<_>>()
                    .join(", ");
                messages::size_dropped_queens(dropped.len(), n.to_string(), names)
            }
            Said::OpenEndedSearch { cap, warning } => {
                messages::open_ended_search(*cap, crate::app::text::numbers::magnitude(warning.estimate))
            }
            Said::DiscardedSavedCount(fraction) => messages::discarded_saved_count(percent(*fraction)),
            Said::CouldNotDiscard(note) => messages::could_not_discard(count_note_text(note)),
            Said::SearchFailed(reason) => sentence(&messages::search_failed(reason.as_str())),
            Said::CountNote(note) => count_note_text(note),
            Said::FileCancelled(path) => messages::file_cancelled(path.display().to_string()),
            Said::FileJobFailed(what) => messages::file_job_failed(what.as_str()),
            Said::HintsFailed(what) => messages::hints_failed(what.as_str()),
            Said::CompareFailed(what) => messages::compare_failed(what.as_str()),
            Said::LocalNoGoal => messages::watch_local_no_goal(),
            Said::CompareQuestion { seconds, slowest, n, slowest_seconds } => messages::compare_question(
                *n,
                crate::app::text::watch::algorithm(*slowest),
                crate::app::text::numbers::rough_duration(*slowest_seconds),
                crate::app::text::numbers::rough_duration(*seconds),
            ),
            Said::Solutions { count, filter } => solutions_text(*count, *filter),
            Said::ThePlacement => messages::saved_placement(),
            Said::SavedBoard(n) => crate::app::text::pictures::saved_board(*n),
            Said::SavedSheet { boards, pages } => crate::app::text::pictures::saved_sheet(*boards, *pages),
            Said::Puzzles(count) => messages::play_saved_puzzles(*count),
            Said::SavedPuzzleSheet { puzzles, pages } => messages::play_saved_sheet(*puzzles, *pages),
            Said::OpenedPuzzles { path, count } => messages::play_opened(*count, path.display().to_string()),
            Said::SavedTo { path, what } => messages::saved_to(path.display().to_string(), what.text()),
            Said::ExportFailed(reason) => sentence(&messages::export_failed(reason.as_str())),
            Said::CouldNotOpen { path, error } => {
                sentence(&messages::could_not_open(path.display().to_string(), open_error_text(error)))
            }
            Said::CouldNotOpenTooBig { path, n } => messages::could_not_open_too_big(
                thousands(crate::app::settings::MAX_APP_N as u64),
                thousands(*n as u64),
                path.display().to_string(),
            ),
            Said::Opened { path, what } => messages::opened(path.display().to_string(), opened_text(what)),
            Said::CouldNotAskForFile(reason) => messages::could_not_ask_for_file(reason.as_str()),
            Said::CouldNotOpenFile(reason) => messages::could_not_open_file(reason.as_str()),
            Said::CouldNotExportFile(reason) => messages::could_not_export_file(reason.as_str()),
            Said::CopyFailed(reason) => crate::app::text::pictures::copy_failed(reason),
            Said::CompareSaved(path) => {
                let name = path.file_name().map_or_else(String::new, |f| f.to_string_lossy().into_owned());
                let dir = path.parent().map_or_else(String::new, |d| d.display().to_string());
                messages::compare_saved(dir, name)
            }
            Said::CompareSaveFailed { path, error } => {
                messages::compare_save_failed(error.as_str(), path.display().to_string())
            }
            Said::ListOutOfDate { listed, wanted } => {
                messages::list_out_of_date(filter_word(*listed), filter_word(*wanted))
            }
        }
    }
}

/// What an opened file held: `92 solutions of the 8×8 board, the complete set`.
pub(crate) fn opened_text(what: &Opened) -> String {
    match *what {
        Opened::Solutions { count, filter, n, complete } => {
            // "complete" or "incomplete" selects the words in the message.
            let whole = if complete { "complete" } else { "incomplete" };
            messages::opened_solutions(thousands(n as u64), whole, solutions_text(count, filter))
        }
        Opened::Placement { queens, n, proven } => {
            // "proven" or "not" selects the words in the message.
            let proven = if proven { "proven" } else { "not" };
            messages::opened_placement(queens, thousands(n as u64), proven)
        }
    }
}

/// `Opened queens.json: …` in the status line, by the file's name.
pub(crate) fn opened_status(path: &std::path::Path, what: &Opened) -> String {
    messages::opened(name_of(path), opened_text(what))
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
                    .map_or_else(|| text.clone(), |d| crate::app::text::play::grade(Some(d)))
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

/// What the person should know about a count's saved file, in words.
fn count_note_text(note: &CountNote) -> String {
    match note {
        CountNote::SetAside { reason, kept } => {
            messages::saved_count_set_aside(kept.as_str(), reason.as_str())
        }
        CountNote::Unusable { reason, moving } => {
            messages::saved_count_unusable(moving.as_str(), reason.as_str())
        }
        CountNote::CannotSave(reason) => messages::cannot_save_progress(reason.as_str()),
        CountNote::NotSaved(reason) => messages::progress_not_saved(reason.as_str()),
        CountNote::CannotDelete { path, reason } => {
            messages::cannot_delete_saved_count(path.display().to_string(), reason.as_str())
        }
    }
}

/// An error of the system: its kind in the app's words, then the system's own.
fn io_text(e: &std::io::Error) -> String {
    use std::io::ErrorKind;
    match e.kind() {
        ErrorKind::NotFound => messages::file_error_not_found(),
        ErrorKind::PermissionDenied => messages::file_error_permission(),
        ErrorKind::IsADirectory => messages::file_error_folder(),
        _ => messages::file_error_system(e.to_string()),
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
            let how = match how {
                Attack::Row => "row",
                Attack::Column => "column",
                Attack::Diagonal => "diagonal",
            };
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

    #[test]
    fn the_workers_notices_and_failures_are_reworded_by_a_language_switch() {
        // Kept as facts in the state: each language words the same fact its own way.
        let facts = [
            Said::CountNote(CountNote::SetAside { reason: "R".into(), kept: "count-n9.json.damaged".into() }),
            Said::CountNote(CountNote::Unusable { reason: "R".into(), moving: "M".into() }),
            Said::CountNote(CountNote::CannotSave("R".into())),
            Said::CountNote(CountNote::NotSaved("R".into())),
            Said::CouldNotDiscard(CountNote::CannotDelete {
                path: "/x/count.json".into(),
                reason: "R".into(),
            }),
        ];
        for said in facts {
            let words = Language::ALL.map(|language| in_language(language, || said.text()));
            assert!(words[0] != words[1] && words[1] != words[2] && words[0] != words[2], "{words:?}");
            assert!(words[0].starts_with(|c: char| c.is_uppercase()), "{words:?}");
        }
        let english = in_language(Language::English, || {
            Said::CountNote(CountNote::SetAside { reason: "R".into(), kept: "k.damaged".into() }).text()
        });
        assert!(english.contains("(R)") && english.contains("k.damaged"), "{english}");
    }
}
