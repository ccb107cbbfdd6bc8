//! The board: painting, overlays, the full and the wide board, the viewport, the board's
//! keys and accessibility nodes. Draws from the state and returns actions; imports no panel.

pub(crate) mod access;
pub(crate) mod keys;
pub(crate) mod local;
pub(crate) mod overlay;
pub(crate) mod paint;
pub(crate) mod view;
pub(crate) mod viewport;
pub(crate) mod wide;
