//! The lab's windows beside the board: the search tree of a Watch and the Compare table.
//! What their controls ask for, and how the state follows.

pub mod action;
mod apply;
pub(crate) mod chart;
mod drawing;
#[cfg(test)]
mod tests;

pub use action::LabAction;

use crate::app::tree::SearchTree;

/// A Compare run expected to take longer than this is asked about first: it will take
/// minutes, and a class waits for it.
pub(crate) const COMPARE_ASK_PAST: std::time::Duration = std::time::Duration::from_secs(60);

/// The lab's part of the state.
#[derive(Default)]
pub struct Lab {
    pub tree_open: bool,
    pub tree: Option<SearchTree>,
    pub compare: crate::app::compare::Compare,
}
