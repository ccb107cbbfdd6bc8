//! What Play says: its facts (a grade, a time, what Check found, why no puzzle came) in
//! the language of the moment.

use std::time::Duration;

use crate::app::state::play::Checked;
use crate::app::text::lang::messages;
use crate::board::Queen;
use crate::puzzle::PuzzleError;

// Words for a puzzle's grade: with `words`, as a file's faults name grades too (and Play's
// words reach the state, which the file's words must not: that was an import circle).
pub(crate) use crate::app::text::words::grade;

/// Minutes and seconds, `1:05` (hours as more minutes: a puzzle is not a day's work).
pub(crate) fn clock(time: Duration) -> String {
    let seconds = time.as_secs();
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

/// What the last Check or Show conflicts found; squares in chess notation.
pub(crate) fn checked(checked: &Checked, n: usize) -> String {
    match checked {
        Checked::Count { dead_end: true, .. } => messages::play_dead_end(),
        Checked::Count { conflicting, .. } => messages::play_checked(*conflicting),
        Checked::Shown(queens) if queens.is_empty() => messages::play_shown_none(),
        Checked::Shown(queens) => {
            let names: Vec<String> = queens.iter().map(|q: &Queen| q.notation(n)).collect();
            messages::play_shown(names.join(", "))
        }
    }
}

/// Why no puzzle came of New puzzle.
pub(crate) fn failed(error: &PuzzleError) -> String {
    match error {
        PuzzleError::Size { n } => size(*n),
        PuzzleError::NoSuchGrade { n, difficulty } => messages::play_why_grade(grade(Some(*difficulty)), *n),
        PuzzleError::GaveUp { n, difficulty, .. } => messages::play_gave_up(grade(Some(*difficulty)), *n),
        // The view never asks for more than one.
        PuzzleError::Count { .. } => error.to_string(),
    }
}

/// Why no puzzle is made of the `n`×`n` board.
pub(crate) fn size(n: usize) -> String {
    messages::play_why_size(crate::puzzle::MAX_PUZZLE_N, crate::puzzle::MIN_PUZZLE_N, n)
}
