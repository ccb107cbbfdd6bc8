//! What the app has to say, kept as facts until it is drawn: the state keeps a [`Said`]
//! (which notice, which file, which error, which numbers) for its notices, undo labels and
//! questions, and the views turn it into words in the language of the moment. A language
//! switch thus changes every text on screen at once.

use std::path::PathBuf;

use crate::app::solve::saved_count::{CountNote, FileFault};
use crate::app::solve::words::{CountQuestion, count_question_text};
use crate::app::solve::worker::RunFailure;
use crate::app::text::failure::{ExportError, export_error_text, io_kind_text, run_failure_text};
pub(crate) use crate::app::text::failure::{OpenError, open_error_text, problem_error_text};
use crate::app::text::lang::messages;
use crate::app::text::notation::square_text;
use crate::app::text::numbers::{percent, thousands};
use crate::app::text::words::{sentence, sentences, solutions_text};
use crate::board::Queen;
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
    /// Squares in the `notation` the person chose when they clicked.
    UndoFix {
        square: Queen,
        n: usize,
        notation: crate::app::settings::Notation,
    },
    UndoRemove {
        square: Queen,
        n: usize,
        notation: crate::app::settings::Notation,
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
    /// Reveal asks before it shows Play's answer.
    RevealQuestion,
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
        /// How the person writes squares, for the queens' names.
        notation: crate::app::settings::Notation,
    },
    OpenEndedSearch {
        cap: u64,
        warning: PlanWarning,
    },
    DiscardedSavedCount(f64),
    CouldNotDiscard(CountNote),
    SearchFailed(RunFailure),
    /// No puzzle could be made: why.
    PuzzleFailed(RunFailure),
    /// About a count's saved file.
    CountNote(CountNote),
    /// A file job cancelled by the person, at this path.
    FileCancelled(PathBuf),
    /// A job that panicked, with what the panic said (kept as the program said it).
    FileJobFailed(String),
    HintsFailed(String),
    CompareFailed(String),
    /// The page's link could not open its board (the empty 8×8 is shown instead).
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    BadLink(crate::app::web::link::LinkError),
    /// What an export saved, for [`Said::SavedTo`].
    Solutions {
        count: usize,
        filter: Filter,
    },
    ThePlacement,
    SavedBoard(usize),
    /// The lab's search tree as a picture.
    SavedTree,
    /// One of Compare's plots as a picture.
    SavedPlot,
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
    ExportFailed(ExportError),
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
    /// Copy image or Copy as text could not copy.
    CopyFailed(ExportError),
    CompareSaved(PathBuf),
    CompareSaveFailed {
        path: PathBuf,
        error: ExportError,
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
            Said::UndoFix { square, n, notation } => messages::undo_fix(square_text(*square, *n, *notation)),
            Said::UndoRemove { square, n, notation } => {
                messages::undo_remove(square_text(*square, *n, *notation))
            }
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
                // What was asked begins the question "… anyway?": a capital where the
                // language starts the sentence with it.
                let what = match what.as_ref() {
                    Said::UndoOpen(name) => messages::undo_open_question(name.as_str()),
                    what => what.text(),
                };
                messages::undo_cap_question(*cap, *kept, *listed, what)
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
            Said::SizeDroppedQueens { n, dropped, old, notation } => {
                let names = dropped
                    .iter()
                    .map(|&q| crate::app::text::notation::square_text(q, *old, *notation))
                    .collect::<Vec<_>>()
                    .join(", ");
                messages::size_dropped_queens(dropped.len(), n.to_string(), names)
            }
            Said::OpenEndedSearch { cap, warning } => {
                messages::open_ended_search(*cap, crate::app::text::numbers::magnitude(warning.estimate))
            }
            Said::DiscardedSavedCount(fraction) => messages::discarded_saved_count(percent(*fraction)),
            Said::CouldNotDiscard(note) => messages::could_not_discard(count_note_text(note)),
            Said::SearchFailed(failure) => sentence(&messages::search_failed(run_failure_text(failure))),
            Said::PuzzleFailed(failure) => sentence(&messages::puzzle_failed(run_failure_text(failure))),
            Said::CountNote(note) => count_note_text(note),
            Said::FileCancelled(path) => messages::file_cancelled(path.display().to_string()),
            Said::FileJobFailed(what) => messages::file_job_failed(what.as_str()),
            Said::HintsFailed(what) => messages::hints_failed(what.as_str()),
            Said::BadLink(e) => messages::bad_link(crate::app::text::failure::link_error_text(e)),
            Said::CompareFailed(what) => messages::compare_failed(what.as_str()),
            Said::LocalNoGoal => messages::watch_local_no_goal(),
            Said::RevealQuestion => messages::play_reveal_question(),
            Said::CompareQuestion { seconds, slowest, n, slowest_seconds } => messages::compare_question(
                *n,
                crate::app::watch::words::algorithm(*slowest),
                crate::app::text::numbers::rough_duration(*slowest_seconds),
                crate::app::text::numbers::rough_duration(*seconds),
            ),
            Said::Solutions { count, filter } => solutions_text(*count, *filter),
            Said::ThePlacement => messages::saved_placement(),
            Said::SavedBoard(n) => crate::app::files::words::saved_board(*n),
            Said::SavedTree => messages::saved_tree(),
            Said::SavedPlot => messages::saved_plot(),
            Said::SavedSheet { boards, pages } => crate::app::files::words::saved_sheet(*boards, *pages),
            Said::Puzzles(count) => messages::play_saved_puzzles(*count),
            Said::SavedPuzzleSheet { puzzles, pages } => messages::play_saved_sheet(*puzzles, *pages),
            Said::OpenedPuzzles { path, count } => messages::play_opened(*count, path.display().to_string()),
            Said::SavedTo { path, what } => messages::saved_to(path.display().to_string(), what.text()),
            Said::ExportFailed(error) => sentence(&messages::export_failed(export_error_text(error))),
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
            Said::CopyFailed(error) => crate::app::files::words::copy_failed(&export_error_text(error)),
            Said::CompareSaved(path) => {
                let name = path.file_name().map_or_else(String::new, |f| f.to_string_lossy().into_owned());
                let dir = path.parent().map_or_else(String::new, |d| d.display().to_string());
                messages::compare_saved(dir, name)
            }
            Said::CompareSaveFailed { path, error } => {
                messages::compare_save_failed(export_error_text(error), path.display().to_string())
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

/// What the person should know about a count's saved file, in words.
fn count_note_text(note: &CountNote) -> String {
    match note {
        CountNote::SetAside { reason, kept } => {
            messages::saved_count_set_aside(kept.as_str(), fault_text(reason))
        }
        CountNote::Unusable { reason, moving } => {
            messages::saved_count_unusable(fault_text(moving), fault_text(reason))
        }
        CountNote::CannotSave(reason) => messages::cannot_save_progress(fault_text(reason)),
        CountNote::NotSaved(reason) => messages::progress_not_saved(fault_text(reason)),
        CountNote::CannotDelete { path, reason } => {
            messages::cannot_delete_saved_count(path.display().to_string(), fault_text(reason))
        }
    }
}

/// What was wrong with a count's saved file, in the app's words.
fn fault_text(fault: &FileFault) -> String {
    match fault {
        FileFault::System { kind, said } => io_kind_text(*kind, said),
        FileFault::Damaged(detail) => messages::checkpoint_damaged(detail.as_str()),
        FileFault::NotAFile => messages::checkpoint_not_a_file(),
        FileFault::Foreign => messages::checkpoint_foreign(),
        FileFault::Version(version) => messages::checkpoint_version(*version),
        FileFault::Mismatch(detail) => messages::checkpoint_mismatch(detail.as_str()),
        FileFault::NoFileName => messages::checkpoint_no_file_name(),
        FileFault::TooManyCopies => messages::checkpoint_too_many_copies(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::text::lang::{Language, tests::in_language};

    #[test]
    fn the_workers_notices_and_failures_are_reworded_by_a_language_switch() {
        // Kept as facts in the state: each language words the same fact its own way, and
        // only what the system or the library's account said stays as it was ("R").
        let damaged = || FileFault::Damaged("R".into());
        let system = || FileFault::System { kind: std::io::ErrorKind::StorageFull, said: "R".into() };
        let facts = [
            Said::CountNote(CountNote::SetAside { reason: damaged(), kept: "count-n9.json.damaged".into() }),
            Said::CountNote(CountNote::Unusable { reason: FileFault::Foreign, moving: system() }),
            Said::CountNote(CountNote::CannotSave(system())),
            Said::CountNote(CountNote::NotSaved(FileFault::Version(9))),
            Said::CouldNotDiscard(CountNote::CannotDelete { path: "/x/count.json".into(), reason: system() }),
            Said::CountNote(CountNote::CannotSave(FileFault::NotAFile)),
            Said::CountNote(CountNote::CannotSave(FileFault::Mismatch("R".into()))),
            // Issue 47, item 13: these two reached the person in English, as system errors.
            Said::CountNote(CountNote::Unusable { reason: damaged(), moving: FileFault::TooManyCopies }),
            Said::CountNote(CountNote::Unusable { reason: damaged(), moving: FileFault::NoFileName }),
        ];
        for said in facts {
            let words = Language::ALL.map(|language| in_language(language, || said.text()));
            assert!(words[0] != words[1] && words[1] != words[2] && words[0] != words[2], "{words:?}");
            assert!(words[0].starts_with(|c: char| c.is_uppercase()), "{words:?}");
            for words in &words[1..] {
                let left = crate::testing::english_left(words, &["R", "count-n9.json.damaged"]);
                assert!(left.is_empty(), "English left ({left:?}) in: {words}");
            }
        }
        let english = in_language(Language::English, || {
            Said::CountNote(CountNote::SetAside { reason: damaged(), kept: "k.damaged".into() }).text()
        });
        assert!(english.contains("(R)") && english.contains("k.damaged"), "{english}");
    }
}
