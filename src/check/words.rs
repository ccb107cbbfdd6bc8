//! A check's report as a teacher's margin note, in English, Spanish or Catalan.
//!
//! The sentences live in the Fluent files (`assets/i18n/LANG/check.ftl`), written by the
//! library ([`crate::sentences`]) because the command line builds without the app. Each
//! sentence is one message built whole from its numbers, never glued from pieces.

use super::{Along, Exercise, Fault, Notation, Report, Unreadable};
use crate::board::Queen;
use crate::notation;
use crate::picture::Lang;
use crate::sentences::Arg;
pub use crate::sentences::thousands;

/// How many wrong answers and repeats a note lists before "and k more".
pub const LISTED: usize = 10;

/// The note for one file: a first line naming it, then one line a finding, then the verdict.
pub fn note(lang: Lang, file: &str, report: &Report) -> Vec<String> {
    let mut lines = vec![heading(lang, file, report)];
    let n = report.n.unwrap_or(1);
    for invalid in report.invalid.iter().take(LISTED) {
        lines.push(format!("  {}", wrong(lang, invalid.line, &invalid.fault, n, report.notation)));
    }
    let more = report.invalid_count.saturating_sub(LISTED.min(report.invalid.len()) as u64);
    if more > 0 {
        lines.push(format!("  {}", said::check_more_wrong(lang, more)));
    }
    for d in report.duplicates.iter().take(LISTED) {
        lines.push(format!("  {}", repeat(lang, d.line, d.first_line, report.exercise)));
    }
    let more = report.duplicate_count.saturating_sub(LISTED.min(report.duplicates.len()) as u64);
    if more > 0 {
        lines.push(format!("  {}", said::check_more_repeats(lang, more)));
    }
    if report.missing > 0 && report.exercise != Exercise::One {
        let written = written_as(report.notation);
        let examples: Vec<String> =
            report.missing_examples.iter().map(|cols| notation::solution_text(written, cols)).collect();
        lines.push(format!("  {}", missing(lang, report.missing, report.exercise, &examples)));
    }
    if report.exercise == Exercise::One && report.read != 1 {
        lines.push(format!("  {}", said::check_not_one(lang, report.read)));
    }
    if report.exercise == Exercise::Count {
        lines.push(format!("  {}", count_line(lang, report)));
    }
    let verdict = if report.correct { said::check_correct(lang) } else { said::check_not_correct(lang) };
    lines.push(format!("  {verdict}"));
    lines
}

/// What names standard input in a note.
pub fn standard_input(lang: Lang) -> String {
    said::check_standard_input(lang)
}

/// The last line for several files.
pub fn summary(lang: Lang, files: usize, correct: usize, unreadable: usize) -> String {
    let wrong = files - correct - unreadable;
    said::check_summary(lang, correct, files, unreadable, wrong)
}

/// A missing solution written the way the student wrote answers (boards: chess squares).
fn written_as(notation: Option<Notation>) -> notation::Notation {
    match notation {
        Some(Notation::ListsFromOne) => notation::Notation::FromOne,
        Some(Notation::Pairs) => notation::Notation::Pairs,
        Some(Notation::Boards | Notation::Squares) => notation::Notation::Squares,
        _ => notation::Notation::FromZero,
    }
}

/// The key the heading's message selects the notation's name by.
fn notation_key(notation: Option<Notation>) -> &'static str {
    match notation {
        None => "none",
        Some(Notation::Boards) => "boards",
        Some(Notation::ListsFromZero) => "lists-from-zero",
        Some(Notation::ListsFromOne) => "lists-from-one",
        Some(Notation::Pairs) => "pairs",
        Some(Notation::Squares) => "squares",
        Some(Notation::Number) => "number",
        Some(Notation::Mixed) => "mixed",
    }
}

/// "ana.txt (n = 8, every solution, lists from 0): 92 answers read, 90 valid."
fn heading(lang: Lang, file: &str, r: &Report) -> String {
    let n = r.n.map_or_else(|| Arg::from("?"), Arg::from);
    if r.exercise == Exercise::Count {
        return said::check_heading_count(lang, file, n);
    }
    said::check_heading(lang, r.exercise.name(), file, n, notation_key(r.notation), r.read, r.valid)
}

/// A queen the way the student wrote it: its position in a list (from 1, as lines count),
/// else a pair for pairs or its chess square; and the key the messages select that by.
fn queen_name(q: Queen, n: usize, notation: Option<Notation>) -> (&'static str, Arg) {
    match notation {
        Some(Notation::ListsFromZero | Notation::ListsFromOne) => ("position", Arg::Digits(q.row as u64 + 1)),
        Some(Notation::Pairs) => ("square", Arg::Text(format!("({}, {})", q.row, q.col))),
        _ => ("square", Arg::Text(q.notation(n))),
    }
}

fn along_key(along: Along) -> &'static str {
    match along {
        Along::Row => "row",
        Along::Column => "column",
        Along::Diagonal => "diagonal",
    }
}

fn unreadable_key(why: Unreadable) -> &'static str {
    match why {
        Unreadable::Brackets => "brackets",
        Unreadable::Grouping => "grouping",
        Unreadable::Mixed => "mixed",
        Unreadable::RaggedBoard => "ragged-board",
        Unreadable::Huge => "huge",
    }
}

/// One wrong answer: where, and why.
fn wrong(lang: Lang, line: u64, fault: &Fault, n: usize, notation: Option<Notation>) -> String {
    // Line numbers as the student's editor shows them: digits alone.
    let line = Arg::Digits(line);
    match *fault {
        Fault::Attack { queens: [a, b], along } => {
            let ((by, a), (_, b)) = (queen_name(a, n, notation), queen_name(b, n, notation));
            said::check_attack(lang, a, along_key(along), b, by, line)
        }
        Fault::SameSquare { queen } => {
            let (by, queen) = queen_name(queen, n, notation);
            said::check_same_square(lang, by, line, queen)
        }
        Fault::WrongSize { size } => said::check_wrong_size(lang, line, n, Arg::Digits(size as u64)),
        Fault::NotSquare { rows, cols } => said::check_not_square(lang, cols, line, rows),
        Fault::QueenCount { queens } => said::check_queen_count(lang, line, n, queens),
        Fault::OffBoard { value } => said::check_off_board(lang, line, n, Arg::Digits(value)),
        Fault::Unreadable { why } => said::check_unreadable(lang, line, unreadable_key(why)),
    }
}

fn repeat(lang: Lang, line: u64, first: u64, exercise: Exercise) -> String {
    let (line, first) = (Arg::Digits(line), Arg::Digits(first));
    match exercise {
        Exercise::Unique => said::check_repeat_class(lang, first, line),
        _ => said::check_repeat(lang, first, line),
    }
}

fn missing(lang: Lang, missing: u64, exercise: Exercise, examples: &[String]) -> String {
    let shown = if missing as usize > examples.len() { "some" } else { "all" };
    let examples = examples.join("; ");
    match exercise {
        Exercise::Unique => said::check_missing_classes(lang, missing, examples, shown),
        _ => said::check_missing(lang, missing, examples, shown),
    }
}

fn count_line(lang: Lang, r: &Report) -> String {
    let Some(c) = r.count else { return said::check_no_number(lang) };
    let line = Arg::Digits(c.line);
    if c.value == c.expected {
        said::check_count_right(lang, c.value, line)
    } else if c.value == c.unique {
        said::check_count_classes(lang, c.expected, c.value, line)
    } else {
        said::check_count_wrong(lang, c.expected, c.value, line)
    }
}

/// `check.ftl`'s messages, one function each (written by build.rs).
mod said {
    use crate::sentences::{Arg, Lang, Numbers};
    /// Counts in a note are grouped as each language writes them (14,772,512; 14.772.512).
    const NUMBERS: Numbers = Numbers::Grouped;
    include!(concat!(env!("OUT_DIR"), "/check_messages.rs"));
}
