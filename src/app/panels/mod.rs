//! The panels around the board: the side panel and its fixed queens, the solutions list
//! with its thumbnails and result card, the Watch panel and the status bar, and the lab's
//! windows (the search tree, Compare). Each draws from
//! the state and returns actions; panels never import each other (the app lays them out).

pub(crate) mod queens;
pub(crate) mod side;
pub(crate) mod status_bar;
