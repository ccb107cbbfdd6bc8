#![cfg(feature = "gui")]
//! Solve on a board whose solutions cannot all be listed: the app says what it will do,
//! the first solutions are listed at once, and the status line shows what is known.

mod common;

use common::app::{click, harness, set_size, step_until, wait_until_idle};
use egui_kittest::kittest::Queryable as _;
use nqueens::board::is_solution;

#[test]
fn a_forty_board_lists_solutions_at_once_and_says_it_will_not_finish() {
    let mut h = harness();
    set_size(&mut h, 40);
    click(&mut h, "Solve");
    let notice = h.state().state.notice().cloned().expect("a notice before the open-ended search");
    let text = h.state().state.notice_text(&notice);
    assert!(text.starts_with("About ") && text.contains("showing solutions as they are found"), "{text}");
    step_until(&mut h, "the first solution listed", |h| h.state().state.listed() > 0);
    let store = h.state().state.results().unwrap().store();
    assert!((0..store.len()).all(|i| is_solution(40, &store.to_vec(i))));
    // The status line counts solutions and their rate; no share-done bar stuck at 0 %.
    h.step();
    assert!(h.query_by_label_contains("solutions/s").is_some());
    click(&mut h, "Stop");
    wait_until_idle(&mut h);
    assert!(h.state().state.listed() > 0);
    assert!(!h.state().state.results().unwrap().set.complete);
}
