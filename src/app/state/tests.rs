//! The state end to end: actions in, the worker's messages drained, what the views read.

use crate::stream::Outcome;
use std::sync::Arc;
use std::time::Duration;

use super::*;
use crate::app::action::Action;
use crate::app::settings::{MAX_APP_N, MAX_WIDE_LIMIT};
use crate::app::solve::results::EndState;
use crate::board::Queen;

/// A state whose counts keep their checkpoints in a directory of its own.
pub(crate) fn state(n: usize) -> (State, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    (State::new(Settings { n, ..Settings::default() }, crate::testing::doorbell(), dir.path().into()), dir)
}

/// Drains with a generous budget until the job ends (bounded: 60 s).
pub(super) fn finish(s: &mut State) {
    crate::testing::wait_until("the job to end", || {
        while s.drain(Duration::from_millis(50)) {}
        s.run.job.is_none()
    });
}

#[test]
fn draining_respects_its_time_budget() {
    let (mut s, _dir) = state(10);
    s.apply(Action::Solve);
    // Wait until the worker has sent everything, then take in nothing within no time. The
    // run's thread holds the run's progress until it ends: then only the job's and ours remain.
    let progress = s.run.job.as_ref().expect("the solve is running").progress.clone();
    crate::testing::wait_until("the run's thread to end", || Arc::strong_count(&progress) <= 2);
    assert!(s.drain(Duration::ZERO), "a spent budget reports more waiting");
    assert!(s.listed() == 0 && s.run.job.is_some());
    finish(&mut s);
    assert_eq!(s.listed(), 724);
    assert!(matches!(s.run.end, Some(EndState::Solved { outcome: Outcome::Exhausted, .. })));
    assert_eq!(s.results().map(|r| r.found), Some(724));
}

#[test]
fn a_board_click_during_a_solve_keeps_the_list_and_undo_brings_its_board_back() {
    // Big enough that the search is still running when the click comes (a 12-board's
    // 14,200 solutions could all arrive before it).
    let (mut s, _dir) = state(16);
    s.apply(Action::SetNotation(crate::notation::Notation::Squares));
    s.apply(Action::Solve);
    // Let the list fill a little, as a person watching it would.
    crate::testing::wait_until("100 solutions", || {
        s.drain(Duration::from_millis(20));
        s.listed() >= 100
    });
    let mut progress = s.run.job.as_ref().expect("the solve is running").progress.clone();
    s.apply(Action::ToggleQueen(Queen::new(0, 0)));
    assert!(s.run.job.is_none(), "the run stopped");
    let kept = s.listed();
    assert!(kept >= 100, "the found list stays on screen");
    assert!(!s.run_answers_board(), "marked as from the earlier board");
    assert_eq!(s.shown(), None, "its solutions are not drawn on the new board");
    // Wait until the stopped run has sent all it will: its thread holds the run's progress
    // until it ends, and then ours is the only one left.
    crate::testing::wait_until("the stopped run's thread to end", || Arc::get_mut(&mut progress).is_some());
    assert!(!s.drain(Duration::from_secs(1)));
    assert_eq!(s.listed(), kept, "nothing more arrives from the stopped run");
    assert!(matches!(s.run.end, Some(EndState::Solved { outcome: Outcome::Cancelled, .. })));
    assert_eq!(s.undo_label().as_deref(), Some("fix a16"));
    s.apply(Action::Undo);
    assert!(s.settings.fixed.is_empty());
    assert!(s.run_answers_board());
    assert_eq!(s.listed(), kept);
    s.apply(Action::Redo);
    assert_eq!(s.settings.fixed, vec![Queen::new(0, 0)]);
}

#[test]
fn sizes_out_of_range_are_clamped_and_queens_off_the_board_ignored() {
    let (mut s, _dir) = state(8);
    s.apply(Action::SetSize(0));
    assert_eq!(s.settings.n, 1);
    s.apply(Action::SetSize(usize::MAX));
    assert_eq!(s.settings.n, MAX_APP_N);
    s.apply(Action::ToggleQueen(crate::board::Queen::new(MAX_APP_N, 0)));
    assert!(s.settings.fixed.is_empty());
    s.apply(Action::Select(5)); // nothing listed
    assert_eq!(s.selected(), None);
    s.apply(Action::SetLimit(Some(0)));
    assert_eq!(s.settings.limit, None);
    // Wide boards: no counting or Most queens, and the limit stays small.
    s.apply(Action::SetSize(200));
    s.apply(Action::Count);
    s.apply(Action::MostQueens);
    assert!(s.run.job.is_none());
    assert!(s.notice().is_some_and(|n| n.error && s.notice_text(n).contains("up to 64")));
    s.apply(Action::SetWideLimit(0));
    assert_eq!(s.limit(), Some(1));
    s.apply(Action::SetWideLimit(u64::MAX));
    assert_eq!(s.limit(), Some(MAX_WIDE_LIMIT));
}

#[test]
fn most_queens_shows_the_best_placement_and_a_board_change_hides_it() {
    let (mut s, _dir) = state(4);
    s.apply(Action::ToggleQueen(Queen::new(0, 0)));
    s.apply(Action::MostQueens);
    finish(&mut s);
    let best = s.best().cloned().unwrap();
    assert_eq!((best.queens.len(), best.proven), (3, true));
    let shown = s.shown().unwrap();
    assert_eq!(shown.iter().flatten().count(), 3);
    assert_eq!(shown[0], Some(0));
    assert!(matches!(s.run.end, Some(EndState::MostQueens { queens: 3, proven: true, .. })));
    s.apply(Action::ToggleQueen(Queen::new(3, 3)));
    // Kept (Undo brings its board back), but not drawn on a board it does not answer.
    assert_eq!((s.best().cloned(), s.shown()), (Some(best), None));
}

/// A board edit as a person makes it.
#[derive(Debug, Clone)]
enum Edit {
    Toggle(usize, usize),
    Remove(usize),
    Clear,
    Size(usize),
    Filter(bool),
}

fn edits() -> impl proptest::strategy::Strategy<Value = Vec<Edit>> {
    use proptest::prelude::*;
    let edit = prop_oneof![
        4 => (0..10usize, 0..10usize).prop_map(|(r, c)| Edit::Toggle(r, c)),
        1 => (0..5usize).prop_map(Edit::Remove),
        1 => Just(Edit::Clear),
        2 => (1..12usize).prop_map(Edit::Size),
        1 => any::<bool>().prop_map(Edit::Filter),
    ];
    proptest::collection::vec(edit, 0..40)
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]
    /// Random edits, then as many undos as edits that changed something, return the starting
    /// board; as many redos replay every board on the way exactly.
    #[test]
    fn undo_returns_to_the_start_and_redo_replays(edits in edits()) {
        let (mut s, _dir) = state(8);
        s.apply(Action::SetNotation(crate::notation::Notation::Squares));
        s.apply(Action::ToggleQueen(Queen::new(1, 1)));
        let start = (s.settings.n, s.settings.fixed.clone(), s.settings.filter);
        let mut seen = vec![start.clone()];
        for edit in edits {
            let action = match edit {
                Edit::Toggle(r, c) => Action::ToggleQueen(Queen::new(r, c)),
                Edit::Remove(i) => match s.settings.fixed.get(i) {
                    Some(&q) => Action::RemoveQueen(q),
                    None => continue,
                },
                Edit::Clear => Action::ClearQueens,
                Edit::Size(n) => Action::SetSize(n),
                Edit::Filter(unique) => Action::SetFilter(if unique { crate::stream::Filter::Unique } else { crate::stream::Filter::All }),
            };
            s.apply(action);
            let now = (s.settings.n, s.settings.fixed.clone(), s.settings.filter);
            if now != *seen.last().unwrap() {
                seen.push(now);
            }
        }
        for expected in seen.iter().rev().skip(1) {
            s.apply(Action::Undo);
            proptest::prop_assert_eq!(&(s.settings.n, s.settings.fixed.clone(), s.settings.filter), expected);
        }
        proptest::prop_assert_eq!(s.undo_label(), Some("fix b7".to_owned()));
        for expected in seen.iter().skip(1) {
            s.apply(Action::Redo);
            proptest::prop_assert_eq!(&(s.settings.n, s.settings.fixed.clone(), s.settings.filter), expected);
        }
        proptest::prop_assert_eq!(s.redo_label(), None::<String>);
    }
}
