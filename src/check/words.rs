//! A check's report as a teacher's margin note, in English, Spanish or Catalan.
//!
//! The sentences live in the Fluent files (`assets/i18n/LANG/check.ftl`), written by the
//! library (`crate::sentences`) because the command line builds without the app. Each
//! sentence is one message built whole from its numbers, never glued from pieces.

use super::{Along, Duplicate, Exercise, Fault, Invalid, Notation, Report, Unreadable};
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
    for invalid in report.invalid.iter().take(LISTED) {
        lines.push(format!("  {}", wrong_answer(lang, report, invalid)));
    }
    let more = report.invalid_count.saturating_sub(LISTED.min(report.invalid.len()) as u64);
    if more > 0 {
        lines.push(format!("  {}", said::check_more_wrong(lang, more)));
    }
    for d in report.duplicates.iter().take(LISTED) {
        lines.push(format!("  {}", repeated(lang, report, d)));
    }
    let more = report.duplicate_count.saturating_sub(LISTED.min(report.duplicates.len()) as u64);
    if more > 0 {
        lines.push(format!("  {}", said::check_more_repeats(lang, more)));
    }
    lines.extend(closing(lang, report).into_iter().map(|line| format!("  {line}")));
    lines
}

/// One wrong answer's sentence, as the note writes it: "Line 3: a1 and b2 attack …".
pub fn wrong_answer(lang: Lang, report: &Report, invalid: &Invalid) -> String {
    wrong(lang, invalid.line, &invalid.fault, report.n.unwrap_or(1), report.notation)
}

/// One repeat's sentence, as the note writes it: "Line 41 repeats line 4."
pub fn repeated(lang: Lang, report: &Report, duplicate: &Duplicate) -> String {
    repeat(lang, duplicate.line, duplicate.first_line, report.exercise)
}

/// The note's last lines: what is missing, the count, and the verdict.
pub fn closing(lang: Lang, report: &Report) -> Vec<String> {
    let mut lines = Vec::new();
    if report.missing > 0 && report.exercise != Exercise::One {
        let examples: Vec<String> =
            report.missing_examples.iter().map(|cols| written(report, cols)).collect();
        lines.push(missing(lang, report.missing, report.exercise, &examples));
    }
    if report.exercise == Exercise::One && report.read != 1 {
        lines.push(said::check_not_one(lang, report.read));
    }
    if report.exercise == Exercise::Count {
        lines.push(count_line(lang, report));
    }
    lines.push(if report.correct { said::check_correct(lang) } else { said::check_not_correct(lang) });
    lines
}

/// A solution (columns by row) written the way the student wrote answers.
pub fn written(report: &Report, cols: &[u32]) -> String {
    notation::solution_text(written_as(report.notation), cols)
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
pub fn heading(lang: Lang, file: &str, r: &Report) -> String {
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
    let which = if missing as usize > examples.len() { "some" } else { "all" };
    let examples = examples.join("; ");
    match exercise {
        Exercise::Unique => said::check_missing_classes(lang, missing, examples, which),
        _ => said::check_missing(lang, missing, examples, which),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::{Options, check};
    use crate::control::Control;

    /// The note `nqueens check` writes on `answers` in each language.
    fn notes(answers: &str, n: Option<usize>, exercise: Exercise) -> [String; 3] {
        let report = check(answers.as_bytes(), &Options { n, exercise }, &mut |_| Control::Continue).unwrap();
        Lang::ALL.map(|lang| note(lang, "ana.txt", &report).join("\n"))
    }

    /// The tables this file held before Fluent wrote "1 answers read, 1 valid" and
    /// "1 respuestas leídas, 1 válidas".
    #[test]
    fn a_count_of_one_takes_the_singular() {
        let [en, es, ca] = notes("[1, 3, 0, 2]\n", None, Exercise::One);
        assert!(en.contains("(n = 4, one solution, lists from 0): 1 answer read, 1 valid."), "{en}");
        assert!(es.contains("1 respuesta leída, 1 válida."), "{es}");
        assert!(ca.contains("1 resposta llegida, 1 vàlida."), "{ca}");
        // The two solutions of 4×4, then one more repeat than a note lists.
        let answers: String = (0..LISTED + 3).map(|i| ["[1, 3, 0, 2]\n", "[2, 0, 3, 1]\n"][i % 2]).collect();
        let [en, es, ca] = notes(&answers, None, Exercise::All);
        assert!(en.contains("… and 1 more repeat."), "{en}");
        assert!(es.contains("… y 1 repetición más."), "{es}");
        assert!(ca.contains("… i 1 repetició més."), "{ca}");
        assert_eq!(summary(Lang::Es, 3, 1, 1), "3 archivos: 1 correcto, 1 incorrecto, 1 ilegible.");
    }

    /// Catalan elides before 1 and 11: "d'11×11", never "de 11×11".
    #[test]
    fn catalan_elides_before_eleven() {
        let [en, _, ca] = notes("[0, 2, 4, 6, 8, 10, 1, 3, 5, 7, 99]\n", Some(11), Exercise::All);
        assert!(en.contains("Line 1: 99 is off the 11×11 board."), "{en}");
        assert!(ca.contains("Línia 1: 99 és fora del tauler d'11×11."), "{ca}");
        let [_, _, ca] = notes("[0, 2, 4, 6, 8, 1, 3, 7, 99]\n", Some(9), Exercise::All);
        assert!(ca.contains("fora del tauler de 9×9."), "{ca}");
    }

    /// Counts take the language's thousands separator; line numbers and the student's own
    /// numbers read as their editor and program show them.
    #[test]
    fn counts_are_grouped_and_line_numbers_are_not() {
        let answers = format!("{}[0, 4, 7, 5, 2, 6, 1, 12345]\n", "prose\n".repeat(1200));
        let [en, es, _] = notes(&answers, Some(8), Exercise::All);
        assert!(en.contains("Line 1201: 12345 is off the 8×8 board."), "{en}");
        assert!(es.contains("Línea 1201: 12345 está fuera del tablero de 8×8."), "{es}");
        let [en, es, ca] = notes("Total: 14772513\n", Some(16), Exercise::Count);
        assert!(en.contains("Line 1 gives 14,772,513; it should be 14,772,512."), "{en}");
        assert!(es.contains("La línea 1 da 14.772.513; deberían ser 14.772.512."), "{es}");
        assert!(ca.contains("La línia 1 dona 14.772.513; haurien de ser 14.772.512."), "{ca}");
    }
}
