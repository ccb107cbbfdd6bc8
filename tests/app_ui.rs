#![cfg(feature = "gui")]
//! The app driven as a person drives it, headless: egui_kittest finds widgets by their
//! accessible names (each board square is named like `d5`) and clicks them.

mod common;

use common::app::{
    click, harness, listed, set_size, status_text, step_until, wait_for_the_run_thread, wait_until_idle,
};

use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use nqueens::app::{Action, App, EndState};
use nqueens::board::{Problem, Queen, is_solution};
use nqueens::control::{CancelFlag, Control, Progress};
use nqueens::search::enumerate;
use nqueens::stream::{Filter, Found, Options, Outcome};

/// The library's own answer, to check the list against.
fn library_solutions(n: usize, fixed: Vec<Queen>, filter: Filter) -> Vec<(Vec<u32>, Option<u8>)> {
    let problem = Problem::new(n, fixed).unwrap();
    let options = Options { filter, ordered: true, ..Options::default() };
    let mut out = Vec::new();
    let summary = enumerate(&problem, &options, &Progress::new(), &CancelFlag::new(), &mut |f: Found<'_>| {
        out.push((f.cols.to_vec(), f.class_size));
        Control::Continue
    });
    assert!(summary.outcome.is_complete());
    out
}

fn square_value(h: &Harness<'static, App>, label: &str) -> String {
    h.get_by_label(label).value().unwrap_or_default()
}

#[test]
fn fix_queens_solve_and_check_the_list_against_the_library() {
    let mut h = harness();
    set_size(&mut h, 6);
    // b6 is row 0, column 1 on a 6x6 board.
    click(&mut h, "b6");
    assert_eq!(h.state().state.settings.fixed, vec![Queen::new(0, 1)]);
    assert_eq!(square_value(&h, "b6"), "fixed queen");
    click(&mut h, "Solve");
    wait_until_idle(&mut h);

    let expected = library_solutions(6, vec![Queen::new(0, 1)], Filter::All);
    assert_eq!(listed(h.state()), expected);
    assert!(h.state().state.results().unwrap().set.complete);
    assert!(status_text(&h).starts_with("Finished: the only solution found"), "{}", status_text(&h));
    assert!(h.query_by_label_contains("Finished: the only solution").is_some());
}

#[test]
fn selecting_a_solution_shows_it_on_the_board_and_keys_move_the_selection() {
    let mut h = harness();
    set_size(&mut h, 6);
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    let expected = library_solutions(6, vec![], Filter::All);
    assert_eq!(listed(h.state()), expected);
    assert_eq!(expected.len(), 4);

    h.get_by_label_contains("Solution 3:").click();
    h.run();
    assert_eq!(h.state().state.selected(), Some(2));
    let cols = &expected[2].0;
    for (row, &col) in cols.iter().enumerate() {
        let square = Queen::new(row, col as usize).notation(6);
        assert_eq!(square_value(&h, &square), "queen", "{square}");
    }
    let empty = Queen::new(0, (cols[0] as usize + 1) % 6).notation(6);
    assert_eq!(square_value(&h, &empty), "empty");

    h.key_press(egui::Key::ArrowDown);
    h.run();
    assert_eq!(h.state().state.selected(), Some(3));
    h.key_press(egui::Key::ArrowDown); // already the last row
    h.run();
    assert_eq!(h.state().state.selected(), Some(3));
    h.key_press(egui::Key::Home);
    h.run();
    assert_eq!(h.state().state.selected(), Some(0));

    // A fixed queen stays marked as fixed while a solution is shown.
    let first = &expected[0].0;
    let on_first = Queen::new(0, first[0] as usize);
    click(&mut h, &on_first.notation(6));
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    assert_eq!(h.state().state.selected(), Some(0));
    assert_eq!(square_value(&h, &on_first.notation(6)), "fixed queen");
    let other = Queen::new(1, first[1] as usize).notation(6);
    assert_eq!(square_value(&h, &other), "queen");
}

#[test]
fn unique_mode_lists_one_per_class_with_class_sizes() {
    let mut h = harness();
    click(&mut h, "Unique");
    assert_eq!(h.state().state.settings.filter, Filter::Unique);
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    let expected = library_solutions(8, vec![], Filter::Unique);
    assert_eq!(expected.len(), 12);
    assert_eq!(listed(h.state()), expected);
    assert!(expected.iter().all(|(cols, size)| is_solution(8, cols) && size.is_some()));
    assert!(status_text(&h).contains("all 12 unique solutions"), "{}", status_text(&h));
    // Class sizes are shown in the rows.
    assert!(h.query_all_by_label_contains("×8").count() > 0);
}

#[test]
fn stop_ends_a_long_solve_and_says_so() {
    let mut h = harness();
    set_size(&mut h, 16); // 14,772,512 solutions: far more than a test waits for
    click(&mut h, "Solve");
    // Stop once solutions come in, as a person watching the list would.
    step_until(&mut h, "the first solutions listed", |h| h.state().state.listed() > 0);
    assert!(h.state().state.run.job.is_some(), "the solve ended too soon to be stopped");
    click(&mut h, "Stop");
    wait_until_idle(&mut h);
    let Some(EndState::Solved { outcome, .. }) = h.state().state.run.end.clone() else {
        panic!("{:?}", h.state().state.run.end)
    };
    assert_eq!(outcome, Outcome::Cancelled);
    let results = h.state().state.results().unwrap();
    assert_eq!(results.found, results.len() as u64);
    assert!(status_text(&h).starts_with("Stopped:"), "{}", status_text(&h));
    assert!(!h.state().state.results().unwrap().set.complete);
    // Every listed solution is valid, in lexicographic order, with no repeats.
    let list = listed(h.state());
    assert!(list.iter().all(|(cols, _)| is_solution(16, cols)));
    assert!(list.windows(2).all(|w| w[0].0 < w[1].0));
}

#[test]
fn a_new_solve_or_a_board_change_stops_the_old_run() {
    let mut h = harness();
    set_size(&mut h, 16);
    click(&mut h, "Solve");
    h.step();
    let run = h.state().state.run.job.as_ref().expect("the 16×16 solve is running").progress.clone();
    // Changing the board stops the run, keeping what it found; nothing it still sends may land.
    click(&mut h, "a16");
    assert!(h.state().state.run.job.is_none());
    let kept = h.state().state.listed();
    wait_for_the_run_thread(&mut h, run);
    // Everything it sent is waiting now: frames enough to take it all in.
    h.run_steps(30);
    assert_eq!(h.state().state.listed(), kept);
    assert!(!h.state().state.run_answers_board());

    // With a limit, two solves in a row must list exactly the limit, all from the new run.
    click(&mut h, "Stop after");
    h.get_by_label("Limit").set_value_accesskit(300.0);
    h.run();
    assert_eq!(h.state().state.settings.limit, Some(300));
    // Two solves in one frame (a double click): the first run's messages are already on
    // their way when the second starts.
    h.state_mut().state.apply(Action::Solve);
    let first_run = h.state().state.run.job.as_ref().map(|j| j.run);
    h.state_mut().state.apply(Action::Solve);
    assert_ne!(h.state().state.run.job.as_ref().map(|j| j.run), first_run);
    wait_until_idle(&mut h);
    let list = listed(h.state());
    assert_eq!(list.len(), 300);
    assert!(list.iter().all(|(cols, _)| is_solution(16, cols)));
    assert!(status_text(&h).starts_with("Limit reached: stopped after 300"), "{}", status_text(&h));
}

#[test]
fn attacking_fixed_queens_are_marked_and_block_solve() {
    let mut h = harness();
    click(&mut h, "a8");
    click(&mut h, "c6"); // same diagonal as a8
    assert_eq!(square_value(&h, "a8"), "fixed queen, attacked");
    assert_eq!(square_value(&h, "c6"), "fixed queen, attacked");
    // In the list's notation, columns from 0 unless the person chose another.
    let (a8, c6) = ("row 0 from the top, column 0 (both from 0)", "row 2 from the top, col 2");
    assert!(h.query_by_label(&format!("{a8} and {c6} attack each other along a diagonal.")).is_some());
    assert!(h.query_by_label_contains(&format!("Cannot start: {a8} and {c6}")).is_some());
    assert!(h.get_by_label("Solve").accesskit_node().is_disabled());
    assert!(h.get_by_label("Count only").accesskit_node().is_disabled());

    // Removing one from the list clears the conflict.
    click(&mut h, "Remove c6");
    assert_eq!(h.state().state.settings.fixed, vec![Queen::new(0, 0)]);
    assert_eq!(square_value(&h, "a8"), "fixed queen");
    assert!(!h.get_by_label("Solve").accesskit_node().is_disabled());
    // Clicking the fixed queen removes it too.
    click(&mut h, "a8");
    assert!(h.state().state.settings.fixed.is_empty());
}

#[test]
fn count_only_reports_total_and_unique_and_stores_nothing() {
    let mut h = harness();
    set_size(&mut h, 10);
    click(&mut h, "Count only");
    wait_until_idle(&mut h);
    let Some(EndState::Counted { counts, .. }) = h.state().state.run.end.clone() else {
        panic!("{:?}", h.state().state.run.end)
    };
    assert_eq!((counts.total, counts.unique), (724, 92));
    assert_eq!(h.state().state.listed(), 0);
    assert!(status_text(&h).starts_with("Counted: 724 solutions, 92 unique"), "{}", status_text(&h));
    // Found under Xvfb: the end line said "nodes" for a count by half-boards, whose
    // progress names half-boards.
    assert!(status_text(&h).contains(" half-boards in "), "{}", status_text(&h));
}

#[test]
fn shrinking_the_board_keeps_the_queens_that_fit_and_says_how_many_went() {
    let mut h = harness();
    click(&mut h, "b7"); // row 1, col 1: fits 6x6
    click(&mut h, "h1"); // row 7, col 7: does not
    click(&mut h, "d8"); // row 0, col 3: fits
    set_size(&mut h, 6);
    let fixed = &h.state().state.settings.fixed;
    assert_eq!(fixed, &vec![Queen::new(1, 1), Queen::new(0, 3)]);
    let h1 = "row 7 from the top, column 7 (both from 0)"; // in the default notation
    assert!(h.query_by_label_contains(&format!("{h1} no longer fits and was removed")).is_some());
    // The same squares carry their 6x6 names now.
    assert_eq!(square_value(&h, "b5"), "fixed queen");
    assert_eq!(square_value(&h, "d6"), "fixed queen");
}

#[test]
fn the_size_can_be_typed() {
    let mut h = harness();
    let field = h.get_by_label("Board size");
    field.focus();
    h.run();
    h.get_by_label("Board size").type_text("12");
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(h.state().state.settings.n, 12);
    assert!(h.query_by_label("l1").is_some());
    // Out of range and nonsense do not panic, and keep the size in range.
    h.get_by_label("Board size").set_value_accesskit(50_000.0);
    h.run();
    assert_eq!(h.state().state.settings.n, nqueens::app::MAX_APP_N);
    h.get_by_label("Board size").set_value_accesskit(-3.0);
    h.run();
    assert_eq!(h.state().state.settings.n, 1);
}

#[test]
fn the_memory_cap_keeps_counting_and_says_so() {
    let mut h = harness();
    h.get_by_label("Memory cap").set_value_accesskit(10.0);
    h.run();
    assert_eq!(h.state().state.settings.cap, 10);
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    let app = h.state();
    assert_eq!(app.state.listed(), 10);
    assert_eq!(app.state.results().unwrap().found, 92);
    assert!(!app.state.results().unwrap().set.complete);
    assert!(status_text(&h).contains("Memory cap reached"), "{}", status_text(&h));
    assert!(h.query_by_label_contains("92 found in all").is_some());
}
