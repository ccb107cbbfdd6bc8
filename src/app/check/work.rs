//! Check answers' job: what it is asked, what it answers, and the check itself. Plain data
//! (serde), so the same request runs on a thread on the desktop and in a Web Worker in the
//! page; no egui, and nothing here knows the window.

use std::path::PathBuf;
use std::sync::atomic::Ordering;

use serde::{Deserialize, Serialize};

use crate::board::Queen;
use crate::check::read::Item;
use crate::check::{CheckError, Exercise, Finding, Judge, KEPT, Options, ReadError, Reader, Report};
use crate::control::{CancelFlag, Control, Progress};

/// Where the answers are.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum CheckInput {
    /// Text pasted into the window (or a file the browser read).
    Text(String),
    /// A file, read streaming by the job (however big: one line is held at a time).
    Path(PathBuf),
}

/// What a check found: the library's report, and the queens of each answer it lists (by
/// line), so the window can draw a wrong or repeated answer without reading the file again.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Checked {
    pub report: Report,
    /// (line, queens as read) of the wrong and repeated answers the report lists.
    pub answers: Vec<(u64, Vec<Queen>)>,
}

impl Checked {
    /// The queens of the answer on `line`, as read.
    pub fn queens_at(&self, line: u64) -> Option<&[Queen]> {
        self.answers.iter().find(|(l, _)| *l == line).map(|(_, q)| q.as_slice())
    }
}

/// Why a check gave no report, as a fact: the window words it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum CheckFailure {
    /// The file could not be opened: what the system said.
    Open(String),
    /// Reading stopped at `line`: what the system said.
    Read { line: u64, said: String },
    /// Line `line` is not text (a binary file, or not UTF-8).
    NotText { line: u64 },
    /// The count exercise needs n.
    CountNeedsN,
    /// n is past what the exercise can check.
    TooBig { n: usize },
    /// n = 0.
    Zero,
    /// The job stopped unexpectedly (a panic, a thread or Web Worker that could not start):
    /// what it said.
    Stopped(String),
}

impl From<CheckError> for CheckFailure {
    fn from(e: CheckError) -> Self {
        match e {
            CheckError::Read(ReadError::Open(e)) => CheckFailure::Open(e.to_string()),
            CheckError::Read(ReadError::Io { line, source }) => {
                CheckFailure::Read { line, said: source.to_string() }
            }
            CheckError::Read(ReadError::NotText { line }) => CheckFailure::NotText { line },
            CheckError::CountNeedsN => CheckFailure::CountNeedsN,
            CheckError::TooBig { n, .. } => CheckFailure::TooBig { n },
            CheckError::Zero => CheckFailure::Zero,
        }
    }
}

/// Checks the answers in `input` against `n` (read from the answers when `None`) and
/// `exercise`, until the end or until `cancel`; `progress`'s steps are the line reached.
pub fn run(
    input: &CheckInput,
    n: Option<usize>,
    exercise: Exercise,
    progress: &Progress,
    cancel: &CancelFlag,
) -> Result<Checked, CheckFailure> {
    let options = Options { n, exercise };
    match input {
        CheckInput::Text(text) => check(text.as_bytes(), &options, progress, cancel),
        CheckInput::Path(path) => {
            let file = std::fs::File::open(path).map_err(|e| CheckFailure::Open(e.to_string()))?;
            check(std::io::BufReader::new(file), &options, progress, cancel)
        }
    }
}

/// The library's `check`, keeping the queens of each answer the report lists.
fn check(
    input: impl std::io::BufRead,
    options: &Options,
    progress: &Progress,
    cancel: &CancelFlag,
) -> Result<Checked, CheckFailure> {
    let mut judge = Judge::new(options)?;
    let mut answers = Vec::new();
    let mut failed = None;
    Reader::new()
        .read(input, &mut |item| {
            // The window says how far reading has got, in the lines an editor numbers.
            let line = match item {
                Item::Answer(line, _) | Item::Skipped(line) | Item::Unreadable(line, _) => line,
                Item::Number { line, .. } => line,
            };
            progress.steps().store(line, Ordering::Relaxed);
            let mut listed = None;
            let taken = judge.item(item, &mut |finding| {
                listed = Some(match finding {
                    Finding::Invalid(invalid) => invalid.line,
                    Finding::Duplicate(duplicate) => duplicate.line,
                });
                Control::Continue
            });
            match taken {
                Ok(_) => {}
                Err(e) => {
                    failed = Some(e);
                    return Control::Stop;
                }
            }
            // The report keeps the first KEPT of each kind: so do these.
            if let Some(line) = listed.filter(|_| answers.len() < 2 * KEPT) {
                answers.push((line, judge.queens().to_vec()));
            }
            if cancel.is_cancelled() { Control::Stop } else { Control::Continue }
        })
        .map_err(CheckError::Read)?;
    if let Some(e) = failed {
        return Err(e.into());
    }
    Ok(Checked { report: judge.finish(), answers })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The answers the window draws are the ones the report lists, queens as written.
    #[test]
    fn a_wrong_and_a_repeated_answer_keep_their_queens() {
        let text = "[1, 3, 0, 2]\n[0, 1, 2, 3]\n[1, 3, 0, 2]\n";
        let input = CheckInput::Text(text.into());
        let checked = run(&input, None, Exercise::All, &Progress::new(), &CancelFlag::new()).unwrap();
        let diagonal: Vec<Queen> = (0..4).map(|i| Queen::new(i, i)).collect();
        assert_eq!(checked.queens_at(2), Some(diagonal.as_slice()));
        let first: Vec<Queen> = [1, 3, 0, 2].iter().enumerate().map(|(r, &c)| Queen::new(r, c)).collect();
        assert_eq!(checked.queens_at(3), Some(first.as_slice()));
        assert_eq!(checked.queens_at(1), None, "a right answer is not kept");
        assert_eq!((checked.report.invalid.len(), checked.report.duplicates.len()), (1, 1));
        // What crosses to a Web Worker reads back as it was written.
        let json = serde_json::to_string(&checked).unwrap();
        assert_eq!(serde_json::from_str::<Checked>(&json).unwrap(), checked);
    }

    #[test]
    fn a_file_that_is_not_there_and_a_count_without_n_are_failures() {
        let missing = CheckInput::Path("/no/such/answers.txt".into());
        let e = run(&missing, None, Exercise::All, &Progress::new(), &CancelFlag::new()).unwrap_err();
        assert!(matches!(e, CheckFailure::Open(_)), "{e:?}");
        let text = CheckInput::Text("92\n".into());
        let e = run(&text, None, Exercise::Count, &Progress::new(), &CancelFlag::new()).unwrap_err();
        assert_eq!(e, CheckFailure::CountNeedsN);
    }
}
