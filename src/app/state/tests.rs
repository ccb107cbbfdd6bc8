//! The state end to end: actions in, the worker's messages drained, what the views read.

use crate::search::Outcome;
use std::sync::Arc;
use std::time::{Duration, Instant};

use super::*;
use crate::app::action::Action;
use crate::app::results::EndState;
use crate::app::settings::MAX_WIDE_LIMIT;
use crate::board::Queen;

/// A state whose counts keep their checkpoints in a directory of its own.
fn state(n: usize) -> (State, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    (State::new(Settings { n, ..Settings::default() }, Arc::new(|| {}), dir.path().into()), dir)
}

/// Drains with a generous budget until the job ends (bounded: 60 s).
fn finish(s: &mut State) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while s.run.job.is_some() {
        assert!(Instant::now() < deadline, "the job did not end");
        if !s.drain(Duration::from_millis(50)) {
            std::thread::sleep(Duration::from_millis(2));
        }
    }
}

#[test]
fn draining_respects_its_time_budget() {
    let (mut s, _dir) = state(10);
    s.apply(Action::Solve);
    // Wait until the worker has sent everything, then take in nothing within no time.
    std::thread::sleep(Duration::from_millis(300));
    assert!(s.drain(Duration::ZERO), "a spent budget reports more waiting");
    assert!(s.listed() == 0 && s.run.job.is_some());
    finish(&mut s);
    assert_eq!(s.listed(), 724);
    assert!(matches!(s.run.end, Some(EndState::Solved { outcome: Outcome::Exhausted, found: 724, .. })));
}

#[test]
fn a_board_change_forgets_the_old_run() {
    let (mut s, _dir) = state(12);
    s.apply(Action::Solve);
    std::thread::sleep(Duration::from_millis(100));
    s.apply(Action::ToggleQueen(crate::board::Queen::new(0, 0)));
    assert!(s.run.job.is_none() && s.listed() == 0);
    std::thread::sleep(Duration::from_millis(100));
    assert!(!s.drain(Duration::from_secs(1)));
    assert!(s.listed() == 0 && s.run.end.is_none());
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
    assert!(s.notice.as_ref().is_some_and(|n| n.error && n.text.contains("up to 64")));
    s.apply(Action::SetWideLimit(0));
    assert_eq!(s.limit(), Some(1));
    s.apply(Action::SetWideLimit(u64::MAX));
    assert_eq!(s.limit(), Some(MAX_WIDE_LIMIT));
}

#[test]
fn most_queens_shows_the_best_placement_and_a_board_change_drops_it() {
    let (mut s, _dir) = state(4);
    s.apply(Action::ToggleQueen(Queen::new(0, 0)));
    s.apply(Action::MostQueens);
    finish(&mut s);
    let best = s.best().cloned().unwrap();
    assert_eq!((best.queens.len(), best.proven), (3, Some(true)));
    let shown = s.shown().unwrap();
    assert_eq!(shown.iter().flatten().count(), 3);
    assert_eq!(shown[0], Some(0));
    assert!(matches!(s.run.end, Some(EndState::MostQueens { queens: 3, optimal: true, .. })));
    s.apply(Action::ToggleQueen(Queen::new(3, 3)));
    assert_eq!((s.best().cloned(), s.shown()), (None, None));
}
