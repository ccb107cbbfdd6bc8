//! What Play says: its facts (a grade, a time, what Check found, why no puzzle came) in
//! the language of the moment.

use std::time::Duration;

use crate::app::play::Checked;
use crate::app::settings::Notation;
use crate::app::text::lang::messages;
use crate::app::text::notation::square_short;
use crate::board::Queen;

// Words for a puzzle's grade: with `words`, as a file's faults name grades too (and Play's
// words reach the state, which the file's words must not: that was an import circle).
pub(crate) use crate::app::text::words::grade;

/// Minutes and seconds, `1:05` (hours as more minutes: a puzzle is not a day's work).
pub(crate) fn clock(time: Duration) -> String {
    let seconds = time.as_secs();
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

/// What the last Check or Show conflicts found; squares in the person's notation (short,
/// and apart by semicolons where a square's name has a comma of its own).
pub(crate) fn checked(checked: &Checked, n: usize, notation: Notation) -> String {
    match checked {
        Checked::Count { dead_end: true, .. } => messages::play_dead_end(),
        Checked::Count { conflicting, .. } => messages::play_checked(*conflicting),
        Checked::Shown(queens) if queens.is_empty() => messages::play_shown_none(),
        Checked::Shown(queens) => {
            let names: Vec<String> = queens.iter().map(|&q: &Queen| square_short(q, n, notation)).collect();
            let apart = if notation == Notation::Squares { ", " } else { "; " };
            messages::play_shown(names.join(apart))
        }
    }
}

// Why no puzzle came: worded with the other failures, as an export of puzzles meets them too.
pub(crate) use crate::app::text::failure::{puzzle_failed as failed, puzzle_size as size};
