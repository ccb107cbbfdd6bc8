#![cfg(feature = "gui")]
//! Defects people met using the app, each driven the way they met it: typing key by key,
//! clicking during a run, opening a file over a list. Each of these failed before its fix.

mod common;

use common::app::{
    click, export, harness, listed, notice_text, open, set_size, through_path_field, wait_until_idle,
};

use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nqueens::app::{App, Tone, Work, idle_text};
use nqueens::board::Queen;
use nqueens::stream::Filter;

#[test]
fn typing_a_size_key_by_key_keeps_the_fixed_queens() {
    let mut h = harness();
    set_size(&mut h, 8);
    click(&mut h, "d8");
    click(&mut h, "h1");
    let fixed = vec![Queen::new(0, 3), Queen::new(7, 7)];
    assert_eq!(h.state().state.settings.fixed, fixed);
    // Select what the field holds, so typing replaces it.
    h.get_by_label("Board size").click();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run();
    for ch in "12".chars() {
        h.event(egui::Event::Text(ch.to_string()));
        h.run();
        assert_eq!(h.state().state.settings.n, 8, "the size applied before Enter");
    }
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(h.state().state.settings.n, 12);
    assert_eq!(h.state().state.settings.fixed, fixed, "{}", notice_text(&h));
    assert!(!notice_text(&h).contains("1×1"), "{}", notice_text(&h));
}

#[test]
fn a_smaller_board_names_the_queens_that_no_longer_fit() {
    let mut h = harness();
    set_size(&mut h, 8);
    click(&mut h, "d8"); // row 0, col 3: fits on 5×5
    click(&mut h, "h1"); // row 7, col 7: does not
    set_size(&mut h, 5);
    assert_eq!(h.state().state.settings.fixed, vec![Queen::new(0, 3)]);
    let text = notice_text(&h);
    let h1 = "row 7 from the top, column 7 (both from 0)"; // h1 in the default notation
    assert!(text.contains(&format!("The board is now 5×5: {h1} no longer fits")), "{text}");
    assert!(!text.contains("d8"), "{text}");
}

#[test]
fn a_file_thread_that_cannot_start_leaves_open_and_export_usable() {
    let mut h = harness();
    h.state_mut().use_path_field();
    set_size(&mut h, 6);
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    h.state_mut().state.files.runner.spawn = |_, _| Err(std::io::Error::other("no threads left"));
    let dir = tempfile::tempdir().unwrap();
    for (button, field, name) in
        [("Export JSON…", "Save to path:", "out.json"), ("Open JSON…", "Open path:", "in.json")]
    {
        through_path_field(&mut h, button, field, &dir.path().join(name));
        h.run_ok();
        let text = notice_text(&h);
        assert!(text.contains("the system would not start a thread for it (no threads left)"), "{text}");
        assert!(!h.state().state.files.busy(), "{button} left the app busy");
    }
    // Both buttons still work once threads can start again.
    h.state_mut().state.files.runner.spawn =
        |name, task| std::thread::Builder::new().name(name.into()).spawn(task);
    click(&mut h, "Export JSON…");
    assert!(h.query_by_label("Save to path:").is_some());
}

#[test]
fn the_status_line_never_contradicts_the_banner() {
    let mut h = harness();
    // Squares named as on a chessboard (the list's notation names them in sentences).
    h.state_mut().state.apply(nqueens::app::Action::SetNotation(nqueens::app::Notation::Squares));
    set_size(&mut h, 8);
    click(&mut h, "a8");
    click(&mut h, "b7"); // attacks a8 along a diagonal
    let (text, tone) = idle_text(&h.state().state);
    assert_eq!(tone, Tone::Bad);
    assert!(text.contains("a8 and b7 attack each other"), "{text}");
    assert!(!text.contains("Ready"), "{text}");
    assert!(
        h.query_all_by_label_contains("a8 and b7 attack each other").count() >= 2,
        "panel and status line"
    );

    // A failed open under a list: the status says so, and what the list still shows.
    click(&mut h, "Clear");
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    h.state_mut().use_path_field();
    open(&mut h, std::path::Path::new("/nonexistent/queens.json"));
    let (text, tone) = idle_text(&h.state().state);
    assert_eq!(tone, Tone::Bad);
    assert!(text.starts_with("Could not open /nonexistent/queens.json"), "{text}");
    assert!(text.contains("The list still shows 92 solutions of the 8×8 board."), "{text}");
}

#[test]
fn controls_and_board_stay_put_as_queens_and_notices_come() {
    let mut h = harness();
    set_size(&mut h, 8);
    let rects = |h: &Harness<'static, App>| {
        ["Solve", "Stop", "Export JSON…", "Open JSON…", "Count only", "Board"]
            .map(|l| h.get_by_label(l).rect())
    };
    let before = rects(&h);
    for square in ["a8", "c7", "e6", "g5", "b4"] {
        click(&mut h, square);
    }
    assert_eq!(rects(&h), before, "controls moved as queens were added");
    // A smaller board that drops g5 raises a notice, and it stays up while that board is
    // shown (a notice goes with the board it describes, so it must be looked at there).
    set_size(&mut h, 6);
    let text = notice_text(&h);
    assert!(text.contains("row 3 from the top, column 6"), "g5 in the default notation: {text}");
    assert_eq!(rects(&h), before, "a notice moved the board or the controls");

    // A long notice wraps beside its Dismiss button, never under it.
    h.state_mut().state.notify(nqueens::app::Notice::error("word ".repeat(80), nqueens::app::About::Event));
    h.run();
    let dismiss = h.get_by_label("Dismiss").rect();
    // The notice's own label (the status line below repeats an error notice).
    let label = h
        .get_all_by_label_contains("word word")
        .map(|n| n.rect())
        .min_by(|a, b| a.top().total_cmp(&b.top()))
        .unwrap();
    assert!(!label.intersects(dismiss), "{label:?} under {dismiss:?}");
    assert_eq!(h.get_by_label("Board").rect(), before[5]);
}

#[test]
fn the_export_path_follows_the_board_shown() {
    let mut h = harness();
    h.state_mut().use_path_field();
    set_size(&mut h, 10);
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    click(&mut h, "Export JSON…");
    click(&mut h, "Cancel");
    set_size(&mut h, 8);
    click(&mut h, "Unique");
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    click(&mut h, "Export JSON…");
    let field = h.get_by_label("Save to path:").value().unwrap_or_default();
    assert!(field.ends_with("queens-8x8-unique.json"), "{field}");

    // Saving one solution says "1 solution"; the next export starts in that folder.
    let dir = tempfile::tempdir().unwrap();
    click(&mut h, "Cancel");
    set_size(&mut h, 4);
    click(&mut h, "b4"); // row 0, col 1: one solution keeps it
    click(&mut h, "All");
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    let path = dir.path().join("one.json");
    export(&mut h, &path);
    assert_eq!(notice_text(&h), format!("Saved 1 solution to {}.", path.display()));
    click(&mut h, "Export JSON…");
    let field = h.get_by_label("Save to path:").value().unwrap_or_default();
    assert_eq!(field, dir.path().join("queens-4x4-all.json").display().to_string());
}

#[test]
fn unique_with_fixed_queens_says_what_its_numbers_count() {
    let mut h = harness();
    set_size(&mut h, 8);
    click(&mut h, "Unique");
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    assert!(h.query_by_label_contains("how many distinct boards its class").is_some());
    click(&mut h, "d8");
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    assert!(h.query_by_label_contains("keep the fixed queens").is_some());
    assert!(h.query_by_label_contains("the size of its symmetry class").is_none());
}

#[test]
fn switching_all_and_unique_filters_a_complete_list_in_place() {
    let mut h = harness();
    set_size(&mut h, 8);
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    let all = listed(h.state());
    assert_eq!(all.len(), 92);
    click(&mut h, "Unique");
    let unique = listed(h.state());
    assert_eq!(unique.len(), 12);
    assert!(unique.iter().all(|(s, _)| all.iter().any(|(a, _)| a == s)));
    // The same as a fresh unique Solve: same solutions, same class sizes.
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    assert_eq!(listed(h.state()), unique);
    click(&mut h, "All");
    assert_eq!(listed(h.state()), all, "unique → all lists every member, in order");
    assert_eq!(h.state().state.results().unwrap().set.filter, Filter::All);
}

#[test]
fn switching_the_filter_marks_an_incomplete_list_out_of_date() {
    let mut h = harness();
    set_size(&mut h, 8);
    click(&mut h, "Stop after");
    h.get_by_label("Limit").set_value_accesskit(5.0);
    h.run();
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    assert_eq!(listed(h.state()).len(), 5);
    click(&mut h, "Unique");
    assert_eq!(listed(h.state()).len(), 5, "an incomplete list cannot be filtered");
    assert!(h.query_by_label_contains("Out of date").is_some());
    click(&mut h, "All");
    assert!(h.query_by_label_contains("Out of date").is_none());
}

#[test]
fn a_count_stays_on_screen_and_a_placement_can_be_exported_and_opened() {
    let mut h = harness();
    h.state_mut().use_path_field();
    set_size(&mut h, 8);
    click(&mut h, "Count only");
    wait_until_idle(&mut h);
    assert!(h.query_by_label("Count of the 8×8 board").is_some());
    // An action that starts no run (here, choosing the filter) leaves the result in place.
    click(&mut h, "Unique");
    assert!(h.query_by_label("Count of the 8×8 board").is_some());
    assert!(h.query_by_label("92").is_some() && h.query_by_label("12").is_some());

    set_size(&mut h, 4);
    click(&mut h, "a4");
    click(&mut h, "Most queens");
    wait_until_idle(&mut h);
    let best = h.state().state.best().cloned().expect("a placement");
    assert_eq!(best.queens.len(), 3);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("most.json");
    export(&mut h, &path);
    let placement = nqueens::most_queens::MostQueensFile::open(&path).unwrap();
    assert_eq!(
        placement.best,
        nqueens::most_queens::MostQueens { queens: best.queens.clone(), proven: true }
    );

    click(&mut h, "Clear");
    set_size(&mut h, 6);
    open(&mut h, &path);
    let state = &h.state().state;
    assert_eq!((state.settings.n, state.settings.fixed.clone()), (4, vec![Queen::new(0, 0)]));
    assert_eq!(state.best().map(|b| b.queens.clone()), Some(best.queens));
    assert!(matches!(state.run.work, Work::MostQueens { .. }));
}

/// A list holding one full solution of an `n`-wide board, opened from a file: the rows
/// must show it whole whatever search found it.
fn open_one_solution(h: &mut Harness<'static, App>, n: usize) -> Vec<u32> {
    use nqueens::control::{CancelFlag, Progress};
    let problem = nqueens::board::Problem::empty(n).unwrap();
    let placement = nqueens::most_queens::find(&problem, &Progress::new(), &CancelFlag::new(), &mut |_| {});
    assert_eq!(placement.queens.len(), n);
    let cols: Vec<u32> = placement.queens.iter().map(|q| q.col as u32).collect();
    let mut solutions = nqueens::store::SolutionStore::new(n);
    solutions.push(&cols, None);
    let set =
        nqueens::format::SolutionSet { n, fixed: vec![], filter: Filter::All, complete: false, solutions };
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("one.json");
    nqueens::format::save(&set, &path, &mut |_, _| {}).unwrap();
    h.state_mut().use_path_field();
    open(h, &path);
    cols
}

#[test]
fn every_row_shows_its_whole_solution_at_16_32_and_64() {
    for n in [16, 32, 64] {
        let mut h = harness();
        let cols = open_one_solution(&mut h, n);
        let text: Vec<String> = cols.iter().map(|c| c.to_string()).collect();
        let row = h.get_by_label(&format!("Solution 1: {}", text.join(" "))).rect();
        // The whole row is inside the window: nothing is cut off or left to scroll to.
        let window = h.ctx.content_rect();
        assert!(window.contains_rect(row), "{n}: row {row:?} outside {window:?}");
    }
}

#[test]
fn thumbnails_show_the_solutions_and_select_on_click() {
    let mut h = harness();
    set_size(&mut h, 6);
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    click(&mut h, "Thumbnails");
    let all = listed(h.state());
    let cols: Vec<String> = all[2].0.iter().map(|c| c.to_string()).collect();
    click(&mut h, &format!("Solution 3: {}", cols.join(" ")));
    assert_eq!(h.state().state.selected(), Some(2));
}

#[test]
fn a_light_theme_is_one_click_away_and_kept() {
    let mut h = harness();
    assert!(h.ctx.global_style().visuals.dark_mode);
    click(&mut h, "Switch to the light theme");
    assert!(!h.ctx.global_style().visuals.dark_mode);
    assert_eq!(h.state().state.settings.theme, nqueens::app::Theme::Light);
    click(&mut h, "Switch to the dark theme");
    assert!(h.ctx.global_style().visuals.dark_mode);
}

#[test]
fn a_small_window_keeps_a_usable_board() {
    let mut h = harness();
    h.set_size(egui::vec2(760.0, 520.0));
    h.run();
    let board = h.get_by_label("Board").rect();
    assert!(board.width() >= 250.0, "{board:?}");
}

/// Found under Xvfb: the running count's spinner asked for a frame after every frame, and
/// drawn in software the frames took a third of two cores from the count. The status now
/// moves with the frames the run asks for on its own clock (a few a second), so between
/// them the window settles.
#[test]
fn a_running_count_does_not_ask_for_a_frame_after_every_frame() {
    let mut h = harness();
    set_size(&mut h, 20);
    h.get_by_label("Count only").click();
    h.run_steps(3);
    assert!(h.state().state.run.job.is_some(), "the count runs");
    assert!(h.try_run().is_ok(), "the status keeps asking for frames");
    click(&mut h, "Stop");
    wait_until_idle(&mut h);
}
