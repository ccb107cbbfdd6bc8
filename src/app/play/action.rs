//! What the Play view's controls ask for: apart from Play's state, so that the app's
//! actions can name it without depending on the state.

use crate::board::Queen;
use crate::puzzle::Difficulty;

/// What the Play view's controls ask for (inside [`crate::app::Action::Play`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlayAction {
    /// Open the Play view (making a puzzle of the board's size and the grade chosen, if
    /// none is being played), or close it.
    Show(bool),
    /// The grade New puzzle makes (`None`: any).
    SetGrade(Option<Difficulty>),
    /// How many puzzles the sheet and the set exported hold.
    SetSheetCount(usize),
    /// Make another puzzle of the board's size and the grade chosen.
    NewPuzzle,
    /// Play puzzle `index` of the set opened from a file.
    Goto(usize),
    /// Place a queen on an empty square, or take the student's queen there away.
    Toggle(Queen),
    /// Put the keyboard's cursor on a square of the Play board.
    Cursor(Queen),
    /// Take back the last move (or hint).
    Undo,
    /// Make again the last move taken back.
    Redo,
    /// Say how many queens attack another, not which.
    Check,
    /// Name the queens that attack another, and mark them on the board.
    ShowConflicts,
    /// Place one queen of the answer.
    Hint,
    /// Show the answer (the puzzle then counts as given up).
    Reveal,
}
