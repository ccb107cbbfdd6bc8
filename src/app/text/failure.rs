//! Why something failed, as facts the state keeps and words drawn in the language of the
//! moment: a run's failure ([`RunFailure`], which the worker sends) and an export's or a
//! copy's ([`ExportError`]). The library's errors stay typed until they are drawn; only what
//! a system or a panic said, which no language can translate, is kept as text, and shown as
//! a detail after the app's own sentence.

use crate::app::jobs::files::NoDialog;
use crate::app::jobs::worker::RunFailure;
use crate::app::text::lang::messages;
use crate::app::text::said::{OpenError, open_error_text};
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

/// Why the path field shows in place of a dialog.
pub(crate) fn no_dialog_text(why: NoDialog) -> String {
    match why {
        NoDialog::Unavailable => messages::no_file_dialog(),
        NoDialog::Failed => messages::file_dialog_failed(),
    }
}

/// Why a run failed, as a clause for `search-failed` and `run-failed`.
pub(crate) fn run_failure_text(failure: &RunFailure) -> String {
    match failure {
        RunFailure::NoThread(detail) => messages::failure_no_thread(detail.as_str()),
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
        // The library's reasons why no puzzle could be made: few, and each names numbers.
        ExportError::Puzzles(e) => messages::failure_puzzles(e.to_string()),
        ExportError::SheetNotPng => crate::app::text::pictures::sheet_not_png(),
        ExportError::NoSheetYet => crate::app::text::pictures::no_sheet_yet(),
        ExportError::TextTooWide(max) => crate::app::text::pictures::text_too_wide(*max),
        ExportError::Download(detail) => messages::failure_download(detail.as_str()),
    }
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
        PictureError::TooManyBoards { count, .. } => crate::app::text::pictures::sheet_too_big(*count),
        PictureError::Stopped => messages::failure_picture_stopped(),
        other => messages::failure_picture(other.to_string()),
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::app::text::lang::{Language, tests::in_language};
    use crate::app::text::said::Said;

    /// Words of the English messages that no Spanish or Catalan sentence holds.
    const ENGLISH: [&str; 22] = [
        "the",
        "could",
        "cannot",
        "not",
        "failed",
        "stopped",
        "unexpectedly",
        "would",
        "thread",
        "picture",
        "pictures",
        "name",
        "write",
        "file",
        "board",
        "system",
        "browser",
        "went",
        "wrong",
        "made",
        "draws",
        "sheet",
    ];

    /// The English words left in `text` once the `details` (a path, what a panic said) are
    /// taken out.
    pub(crate) fn english_left(text: &str, details: &[&str]) -> Vec<String> {
        let mut text = text.to_owned();
        for detail in details {
            text = text.replace(detail, " ");
        }
        text.split(|c: char| !c.is_alphabetic())
            .filter(|word| ENGLISH.contains(&word.to_lowercase().as_str()))
            .map(str::to_owned)
            .collect()
    }

    #[test]
    fn every_failure_reads_in_each_language_with_only_its_detail_left_as_written() {
        let detail = "Resource temporarily unavailable (os error 11)";
        let io = || std::io::Error::new(std::io::ErrorKind::Other, detail);
        let write = |source| crate::format::FileError::Write { path: "/x/eight.json".into(), source };
        let facts = [
            Said::SearchFailed(RunFailure::NoThread(detail.into())),
            Said::SearchFailed(RunFailure::Stopped(String::new())),
            Said::SearchFailed(RunFailure::Stopped(detail.into())),
            Said::SearchFailed(RunFailure::Broken(detail.into())),
            Said::ExportFailed(write(io()).into()),
            Said::ExportFailed(PictureError::UnknownFormat { path: "/x/eight.xyz".into() }.into()),
            Said::ExportFailed(PictureError::NotBuilt(crate::picture::Format::Png).into()),
            Said::ExportFailed(PictureError::TooManyBoards { count: 500, max: 100 }.into()),
            Said::ExportFailed(PictureError::Stopped.into()),
            Said::ExportFailed(PictureError::Render(detail.into()).into()),
            Said::ExportFailed(ExportError::SheetNotPng),
            Said::ExportFailed(ExportError::NoSheetYet),
            Said::ExportFailed(ExportError::Download(detail.into())),
            Said::CopyFailed(ExportError::TextTooWide(64)),
            Said::CopyFailed(PictureError::Render(detail.into()).into()),
            Said::CompareSaveFailed { path: "/x/compare.csv".into(), error: write(io()).into() },
        ];
        for said in facts {
            let [english, spanish, catalan] =
                Language::ALL.map(|language| in_language(language, || said.text()));
            // The library's account of a render error is its detail: it names no sentence of ours.
            let details = [detail, "eight.xyz", "cannot draw the picture: ", "compare.csv"];
            assert!(!english_left(&english, &details).is_empty(), "not English: {english}");
            for words in [&spanish, &catalan] {
                assert_ne!(*words, english);
                let left = english_left(words, &details);
                assert!(left.is_empty(), "English left ({left:?}) in: {words}");
            }
        }
    }
}
