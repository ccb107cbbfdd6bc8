#![cfg(feature = "gui")]
//! A notice belongs to the action that made it: whatever the person does next takes it away,
//! and a run stopped by what they did says so. Driven as people met it: a bad file opened,
//! then a click on the board while a Solve runs.

mod common;

use common::app::{click, export, harness, notice_text, open, set_size, step_until, wait_until_idle};

use eframe::egui;
use egui_kittest::Harness;
use nqueens::app::{App, idle_text};
use std::path::Path;

/// The status line as it reads once nothing runs.
fn status(h: &Harness<'static, App>) -> String {
    idle_text(&h.state().state).0
}

/// A 16×16 board whose last Open failed ("the file is empty"), solving, with some solutions
/// listed already: the Solve is still far from its 14,772,512.
fn solving_after_a_failed_open(dir: &Path) -> common::app::AppHarness {
    let empty = dir.join("empty.json");
    std::fs::write(&empty, b"").unwrap();
    let mut h = harness();
    h.state_mut().use_path_field();
    set_size(&mut h, 16);
    open(&mut h, &empty);
    assert!(notice_text(&h).starts_with("Could not open"), "{}", notice_text(&h));
    click(&mut h, "Solve");
    step_until(&mut h, "some solutions listed", |h| h.state().state.listed() >= 1000);
    assert!(h.state().state.run.job.is_some(), "the Solve is still running");
    h
}

/// What the status line must say once the person's action stopped the Solve.
fn says_the_stop(h: &Harness<'static, App>, how: &str) {
    let text = status(h);
    assert!(!text.contains("Could not open"), "{how}: an older notice stayed: {text}");
    assert!(!text.contains("From an earlier board"), "{how}: {text}");
    assert!(text.contains("Stopped") || text.contains("stopped"), "{how}: the stop is lost: {text}");
    assert!(text.contains("incomplete"), "{how}: nothing says the list is incomplete: {text}");
    assert!(notice_text(h).is_empty(), "{how}: the banner still shows {}", notice_text(h));
}

#[test]
fn a_board_click_that_stops_a_solve_says_so_not_an_older_notice() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = solving_after_a_failed_open(dir.path());
    click(&mut h, "c5");
    wait_until_idle(&mut h);
    says_the_stop(&h, "a click on c5");
    assert!(status(&h).contains("16×16"), "names the board it stopped on: {}", status(&h));
}

#[test]
fn stop_a_size_change_and_clear_each_say_the_stop_they_made() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = solving_after_a_failed_open(dir.path());
    click(&mut h, "Stop");
    wait_until_idle(&mut h);
    says_the_stop(&h, "Stop");

    let mut h = solving_after_a_failed_open(dir.path());
    set_size(&mut h, 15);
    wait_until_idle(&mut h);
    says_the_stop(&h, "a size change");

    let mut h = solving_after_a_failed_open(dir.path());
    click(&mut h, "Stop");
    wait_until_idle(&mut h);
    click(&mut h, "c5");
    click(&mut h, "Solve");
    step_until(&mut h, "some solutions listed", |h| h.state().state.listed() >= 100);
    click(&mut h, "Clear");
    wait_until_idle(&mut h);
    says_the_stop(&h, "Clear");
}

#[test]
fn nothing_to_redo_and_saved_do_not_outlive_the_next_action() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness();
    h.state_mut().use_path_field();
    set_size(&mut h, 6);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Y);
    h.run();
    assert_eq!(notice_text(&h), "Nothing to redo.");
    click(&mut h, "c5");
    assert_eq!(notice_text(&h), "", "a click on the board came after the refusal");

    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    export(&mut h, &dir.path().join("six.json"));
    assert!(status(&h).starts_with("Saved"), "{}", status(&h));
    click(&mut h, "Unique");
    assert!(!status(&h).contains("Saved"), "the save was before the filter: {}", status(&h));
    assert!(!notice_text(&h).contains("Saved"), "{}", notice_text(&h));
}
