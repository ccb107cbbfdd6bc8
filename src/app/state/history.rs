//! Undo and redo: a bounded list of the states before each change, each with a label for
//! what the change did ("fix d8", kept as facts until drawn), so the buttons can say what
//! they would undo or redo.
//!
//! egui's `Undoer` groups edits by time and compares whole states every frame; changes here
//! are discrete actions, and the Redo button must name what it would redo, which `Undoer`
//! cannot tell without redoing it. So this is the plain two-stack history it would be.

use std::collections::VecDeque;

/// How many changes can be undone.
pub(crate) const UNDO_STEPS: usize = 200;

#[derive(Debug, Clone)]
pub(crate) struct History<T, L> {
    /// The state before each change, oldest first, with what the change did.
    undo: VecDeque<(T, L)>,
    /// The states undone, latest undo last, with what redoing leads to.
    redo: Vec<(T, L)>,
    limit: usize,
}

impl<T, L> Default for History<T, L> {
    fn default() -> Self {
        History { undo: VecDeque::new(), redo: Vec::new(), limit: UNDO_STEPS }
    }
}

impl<T, L> History<T, L> {
    /// Records the state `before` a change described by `what`. A new change forgets what
    /// was undone; past the limit, the oldest change is forgotten.
    pub fn record(&mut self, before: T, what: impl Into<L>) {
        self.redo.clear();
        if self.undo.len() == self.limit {
            self.undo.pop_front();
        }
        self.undo.push_back((before, what.into()));
    }

    /// The state to go back to, given the `current` one (kept for redo).
    pub fn undo(&mut self, current: T) -> Option<T> {
        let (before, what) = self.undo.pop_back()?;
        self.redo.push((current, what));
        Some(before)
    }

    /// The state to go forward to again, given the `current` one (kept for undo).
    pub fn redo(&mut self, current: T) -> Option<T> {
        let (after, what) = self.redo.pop()?;
        self.undo.push_back((current, what));
        Some(after)
    }

    /// What Undo would undo, if anything.
    pub fn undo_label(&self) -> Option<&L> {
        self.undo.back().map(|(_, what)| what)
    }

    /// What Redo would redo, if anything.
    pub fn redo_label(&self) -> Option<&L> {
        self.redo.last().map(|(_, what)| what)
    }

    /// Every state kept, for the caller to weigh what they hold.
    pub fn states(&self) -> impl Iterator<Item = &T> {
        self.undo.iter().chain(&self.redo).map(|(state, _)| state)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn undo_and_redo_name_the_change_and_walk_it_both_ways() {
        let mut h = History::<i32, String>::default();
        h.record(0, "add 1");
        h.record(1, "add 2");
        assert_eq!((h.undo_label().map(String::as_str), h.redo_label()), (Some("add 2"), None));
        assert_eq!(h.undo(3), Some(1));
        let labels = (h.undo_label().map(String::as_str), h.redo_label().map(String::as_str));
        assert_eq!(labels, (Some("add 1"), Some("add 2")));
        assert_eq!(h.undo(1), Some(0));
        assert_eq!(h.undo(0), None);
        assert_eq!(h.redo(0), Some(1));
        assert_eq!(h.redo(1), Some(3));
        assert_eq!(h.redo(3), None);
        // A new change forgets what was undone.
        h.undo(3);
        h.record(1, "add 5");
        assert_eq!(h.redo_label(), None);
    }

    #[test]
    fn only_the_last_changes_are_kept() {
        let mut h = History::<usize, String>::default();
        for i in 0..UNDO_STEPS + 50 {
            h.record(i, format!("step {i}"));
        }
        let mut current = UNDO_STEPS + 50;
        let mut undone = 0;
        while let Some(before) = h.undo(current) {
            current = before;
            undone += 1;
        }
        assert_eq!((undone, current), (UNDO_STEPS, 50));
    }

    proptest! {
        /// Any run of changes, undone as many times, returns to the start; redone, it
        /// replays every state in order.
        #[test]
        fn undo_returns_and_redo_replays(changes in proptest::collection::vec(any::<i32>(), 0..60)) {
            let mut h = History::<i64, String>::default();
            let mut states = vec![0i64];
            for (i, c) in changes.iter().enumerate() {
                let before = *states.last().unwrap();
                h.record(before, format!("change {i}"));
                states.push(before + i64::from(*c));
            }
            let mut current = *states.last().unwrap();
            for expected in states.iter().rev().skip(1) {
                current = h.undo(current).unwrap();
                prop_assert_eq!(current, *expected);
            }
            prop_assert!(h.undo(current).is_none());
            for expected in states.iter().skip(1) {
                current = h.redo(current).unwrap();
                prop_assert_eq!(current, *expected);
            }
            prop_assert!(h.redo(current).is_none());
        }
    }
}
