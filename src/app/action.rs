//! What a person asked for. Views return these; the app applies them after the frame's
//! layout, so no view changes shared state while others are still drawing it.

use crate::board::Queen;
use crate::stream::Filter;
use std::path::PathBuf;

use crate::app::files::FileOp;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    SetSize(usize),
    /// The board this many sizes bigger (or smaller) than it is when the action is taken:
    /// `+` and `-` pressed twice in one frame make two steps, not one.
    ResizeBy(isize),
    /// A size typed into the size field, as typed: the state reads it, and says so when it
    /// is not a size or is out of range.
    TypeSize(String),
    /// Fix a queen on an empty square, or remove the fixed queen there.
    ToggleQueen(Queen),
    RemoveQueen(Queen),
    ClearQueens,
    SetFilter(Filter),
    SetLimit(Option<u64>),
    /// The limit on boards past 64, where a search always stops after a few solutions.
    SetWideLimit(u64),
    SetCap(u64),
    SetTheme(crate::app::settings::Theme),
    /// How the list writes solutions (and Copy copies them).
    SetNotation(crate::app::settings::Notation),
    /// The language of the app; `None` follows the system's.
    SetLanguage(Option<crate::app::text::lang::Language>),
    Solve,
    /// Count total and unique solutions, storing none (resuming a saved count of the board).
    Count,
    /// Delete the saved progress of a stopped count of the board shown.
    DiscardSavedCount,
    /// Place as many queens as fit, around the fixed ones (boards up to 64).
    MostQueens,
    /// Watch the chosen search step by step on the board shown.
    Watch,
    /// Choose what Watch runs (algorithm, parameters, seed); a Watch shown starts again.
    WatchSetup(crate::app::watch::setup::Setup),
    /// Play, pause, step or run on the Watch shown.
    WatchControl(crate::app::watch::control::WatchControl),
    /// Show or hide the hints: solutions through each square.
    SetHints(bool),
    Stop,
    Select(usize),
    /// Ask for a path (dialog or path field), then export or open.
    Pick(FileOp),
    /// A path typed into the path field.
    UsePath(FileOp, PathBuf),
    CancelPrompt,
    /// Cancel the file operation in flight (a dialog waited for, an export, an open).
    CancelFile,
    DismissNotice,
    Undo,
    Redo,
    /// Yes to the question waiting in `State::confirm`: do the action it holds.
    Confirm,
    /// No to it.
    CancelConfirm,
    /// Put the keyboard's cursor on a square of the board.
    SetCursor(Queen),
    /// Put the board shown on the clipboard as an image.
    CopyImage,
    /// Put the board shown on the clipboard as text (`· ♕ ♛`).
    CopyText,
    /// `text` went to the system clipboard (the app puts it there); `what` names it for the
    /// status line: `solution 5`, `the counts`.
    Copy {
        what: String,
        text: String,
    },
    /// The search tree and Compare windows.
    Lab(crate::app::lab::action::LabAction),
    /// The Play view: solving a puzzle by hand.
    Play(crate::app::play::action::PlayAction),
    /// The Check answers window: a student's answers checked.
    Check(crate::app::check::CheckAction),
}

impl Action {
    /// Whether this action takes away the notice on screen. A notice belongs to the action
    /// that made it: what changes the board, the options, a run, the files or the history
    /// ends its truth, while looking around (a theme, a language, a row selected, the
    /// cursor, a copy, the lab's, Play's and Check answers' own windows) does not. Refusals and notices the
    /// action raises come after, so they stay. No `_ =>` arm: a new action must choose.
    pub(crate) fn ends_notice(&self) -> bool {
        match self {
            Action::SetSize(_)
            | Action::ResizeBy(_)
            | Action::TypeSize(_)
            | Action::ToggleQueen(_)
            | Action::RemoveQueen(_)
            | Action::ClearQueens
            | Action::SetFilter(_)
            | Action::SetLimit(_)
            | Action::SetWideLimit(_)
            | Action::SetCap(_)
            | Action::Solve
            | Action::Count
            | Action::DiscardSavedCount
            | Action::MostQueens
            | Action::Watch
            | Action::WatchSetup(_)
            | Action::SetHints(_)
            | Action::Stop
            | Action::Pick(_)
            | Action::UsePath(..)
            | Action::CancelFile
            | Action::DismissNotice
            | Action::Undo
            | Action::Redo
            | Action::Confirm => true,
            Action::SetTheme(_)
            | Action::SetNotation(_)
            | Action::SetLanguage(_)
            | Action::Select(_)
            | Action::CancelPrompt
            | Action::CancelConfirm
            | Action::SetCursor(_)
            | Action::CopyImage
            | Action::CopyText
            | Action::Copy { .. }
            | Action::WatchControl(_)
            | Action::Lab(_)
            | Action::Play(_)
            | Action::Check(_) => false,
        }
    }
}

impl From<crate::app::solve::RunKind> for Action {
    /// The action that starts a run of this kind.
    fn from(kind: crate::app::solve::RunKind) -> Self {
        use crate::app::solve::RunKind;
        match kind {
            RunKind::Solve => Action::Solve,
            RunKind::Count => Action::Count,
            RunKind::MostQueens => Action::MostQueens,
            RunKind::Watch => Action::Watch,
        }
    }
}
