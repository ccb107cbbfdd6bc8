//! The shell around the features: the notice strip and the question above the board
//! (`banner`), the side panel (board size, options, Solve/Count, files) and its fixed
//! queens, the status line, the keyboard shortcuts and the window's layout. Each panel draws
//! from the state and returns actions; panels never import each other (the app lays them
//! out). Features never import the shell.

pub(crate) mod banner;
pub(crate) mod layout;
pub(crate) mod queens;
pub(crate) mod shortcuts;
pub(crate) mod side;
pub(crate) mod status_bar;
