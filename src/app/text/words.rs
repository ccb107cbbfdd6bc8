//! Sentences about the board and its answers, from the library's types alone.

use crate::app::settings::Notation;
use crate::app::text::lang::messages;
use crate::app::text::notation::{square_short, square_text};
use crate::board::Queen;
use crate::hints::{Cell, Hints};
use crate::puzzle::Difficulty;

/// `1 solution`, `1,234 unique solutions`.
pub(crate) fn solutions_text(count: usize, filter: crate::stream::Filter) -> String {
    match filter {
        crate::stream::Filter::Unique => messages::unique_solutions_count(count),
        crate::stream::Filter::All => messages::solutions_count(count),
    }
}

/// `text` as a whole sentence: with a full stop at its end unless it has one (or another
/// closing mark), so that sentences joined after it do not run together.
pub(crate) fn sentence(text: &str) -> String {
    let text = text.trim_end();
    match text.chars().last() {
        Some('.' | '!' | '?' | '…') | None => text.to_owned(),
        Some(_) => format!("{text}."),
    }
}

/// Sentences as one text, each closed and one space between them.
pub(crate) fn sentences<'a>(parts: impl IntoIterator<Item = &'a str>) -> String {
    let parts: Vec<String> = parts.into_iter().filter(|p| !p.trim().is_empty()).map(sentence).collect();
    parts.join(" ")
}

/// Where a person without a window goes instead: every command of `nqueens --help`.
const HEADLESS_HINT: &str = "use the headless commands instead: nqueens solve|render|count|most-queens|trace|local|tree|compare|hints|puzzle|check|merge (see nqueens --help)";

/// Said at the terminal when neither X11 nor Wayland is there.
pub(crate) fn no_display_text() -> String {
    format!("no display (neither DISPLAY nor WAYLAND_DISPLAY is set): {HEADLESS_HINT}")
}

/// Said at the terminal when a display is set but no window opens on it.
pub(crate) fn no_window_text(error: &str) -> String {
    format!("cannot open a window, no usable display ({error}): {HEADLESS_HINT}")
}

/// A square's hint for screen readers and tests, after its own value: `, 18 solutions`.
pub(crate) fn spoken(cell: Cell) -> String {
    match cell {
        Cell::Fixed | Cell::Unknown => String::new(),
        Cell::Attacked => format!(", {}", messages::square_attacked()),
        Cell::Count(0) | Cell::Dead => format!(", {}", messages::square_dead()),
        Cell::Count(k) => format!(", {}", messages::square_solutions(k)),
        Cell::Possible => format!(", {}", messages::square_some_solutions()),
    }
}

/// What the panel says of the board's hints, squares in the person's notation.
pub(crate) fn summary(hints: &Hints, n: usize, notation: Notation) -> String {
    let square = |q| square_text(q, n, notation);
    let text = match hints.total {
        Some(0) => match hints.best_removal {
            Some((q, Some(k))) => messages::hints_remove_leaves(k, square(q)),
            Some((q, None)) => messages::hints_remove_leaves_some(square(q)),
            None => messages::hints_remove(),
        },
        Some(k) => messages::hints_keep(k),
        None if hints.solvable() == Some(true) => messages::hints_too_many(),
        None => messages::hints_not_decided(),
    };
    let undecided = if hints.complete { None } else { Some(messages::hints_squares_not_decided()) };
    sentences(std::iter::once(text.as_str()).chain(undecided.as_deref()))
}

/// E.g. `d5 and f7 attack each other along a diagonal.`, squares in the person's notation
/// (the second short: the first said where rows and columns are counted from).
pub(crate) fn conflict_text(a: Queen, b: Queen, n: usize, notation: Notation) -> String {
    let (a_name, b_name) = (square_text(a, n, notation), square_short(b, n, notation));
    match a.attack(b) {
        // The library's word for the line (row, column, diagonal) chooses the sentence.
        Some(how) => messages::fixed_attack(a_name, b_name, how.to_string()),
        None => messages::fixed_same_square(a_name, b_name),
    }
}

/// Past this many characters the status line shows only the start of what was copied.
const COPIED_SHOWN: usize = 80;

/// `Copied solution 5: 1 5 8 6 3 7 2 4`, on one line; a long text is cut, and says how long
/// it is.
pub(crate) fn copied_text(what: &str, text: &str) -> String {
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if flat.chars().count() <= COPIED_SHOWN {
        return messages::copied(flat, what);
    }
    let start: String = flat.chars().take(COPIED_SHOWN).collect();
    messages::copied_long(text.chars().count(), format!("{start}…"), what)
}

/// A grade's name, `None` being any.
pub(crate) fn grade(grade: Option<Difficulty>) -> String {
    match grade {
        Some(Difficulty::Easy) => messages::play_grade_easy(),
        Some(Difficulty::Medium) => messages::play_grade_medium(),
        Some(Difficulty::Hard) => messages::play_grade_hard(),
        None => messages::play_grade_any(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_summary_names_the_removal_that_helps() {
        let n = 8;
        let summary = |hints: &Hints, n| summary(hints, n, Notation::Squares);
        let hints = |total, best_removal| Hints { n, cells: vec![], total, best_removal, complete: true };
        assert_eq!(summary(&hints(Some(92), None), n), "92 solutions keep these queens.");
        assert_eq!(summary(&hints(Some(1), None), n), "1 solution keeps these queens.");
        let q = Queen::new(0, 3);
        assert_eq!(
            summary(&hints(Some(0), Some((q, Some(18)))), n),
            "None: remove a queen. Removing d8 leaves 18 solutions."
        );
    }

    #[test]
    fn a_long_copy_is_cut_in_the_status_line_and_says_its_length() {
        assert_eq!(copied_text("solution 2", "1 5 8"), "Copied solution 2: 1 5 8");
        let long = "7 ".repeat(5000);
        let line = copied_text("solution 1", &long);
        assert!(line.starts_with("Copied solution 1 (10,000 characters): 7 7 "), "{line}");
        assert!(line.ends_with('…') && line.chars().count() < 130, "{line}");
        let json = "{\n  \"n\": 8\n}";
        assert_eq!(copied_text("the counts (JSON)", json), "Copied the counts (JSON): { \"n\": 8 }");
    }
}
