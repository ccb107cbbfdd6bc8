#![cfg(feature = "gui")]
//! What the app says, as a person reads it: plurals, whole sentences, what happened to what
//! they typed, solutions numbered as the list numbers them (issue 21, defect 11). Each of
//! these failed before its fix.

mod common;

use common::app::{click, export, harness, notice, set_size, status_text, wait_until_idle};

use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nqueens::app::{App, Tone, idle_text};

/// Types `text` into the size field and presses Enter, as a person does.
fn type_size(h: &mut Harness<'static, App>, text: &str) {
    h.get_by_label("Board size").click();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run();
    h.event(egui::Event::Text(text.into()));
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
}

#[test]
fn a_size_typed_out_of_range_or_not_a_number_is_not_changed_silently() {
    let mut h = harness();
    set_size(&mut h, 8);
    type_size(&mut h, "0");
    assert_eq!(h.state().state.settings.n, 1);
    let (text, error) = notice(&h).expect("a word on what became of the 0");
    assert_eq!(text, "Board sizes go from 1 to 10,000: 0 became 1, so the board is now 1×1.");
    assert!(!error);
    assert!(h.query_by_label(&text).is_some(), "shown above the board");

    set_size(&mut h, 8);
    type_size(&mut h, "abc");
    assert_eq!(h.state().state.settings.n, 8);
    let (text, error) = notice(&h).expect("a word on the abc");
    assert!(
        text.starts_with("“abc” is not a board size") && text.ends_with("The board stays 8×8."),
        "{text}"
    );
    assert!(error);
    assert_eq!(idle_text(&h.state().state), (text, Tone::Bad), "the status line says it too");

    // A size in range is taken as it is, and says nothing more.
    type_size(&mut h, "1,200");
    assert_eq!(h.state().state.settings.n, 1200);
    assert_eq!(notice(&h), None, "the refusal went with the board it was said over");
}

#[test]
fn one_of_anything_is_singular() {
    let mut h = harness();
    click(&mut h, "Stop after");
    h.get_by_label("Limit").set_value_accesskit(1.0);
    h.run();
    assert_eq!(h.state().state.settings.limit, Some(1));
    assert!(h.query_by_label("solution").is_some(), "Stop after 1 solution");
    assert!(h.query_by_label("solutions").is_none(), "Stop after 1 solutions");
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    let status = status_text(&h);
    assert!(status.starts_with("Limit reached: stopped after 1 solution ("), "{status}");

    // The 1×1 board: one queen placed, one node.
    click(&mut h, "Stop after");
    set_size(&mut h, 1);
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    let status = status_text(&h);
    assert!(status.starts_with("Finished: the only solution found (1 node in "), "{status}");
}

#[test]
fn an_error_and_what_the_list_still_shows_are_two_sentences() {
    let mut h = harness();
    h.state_mut().use_path_field();
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.json");
    // The second solution does not hold the file's fixed queen.
    std::fs::write(
        &bad,
        r#"{"format":"nqueens-solutions","version":1,"n":4,"fixed":[[0,1]],"filter":"all","complete":true,"count":2,"solutions":[[1,3,0,2],[2,0,3,1]]}"#,
    )
    .unwrap();
    common::app::open(&mut h, &bad);
    let (text, tone) = idle_text(&h.state().state);
    assert_eq!(tone, Tone::Bad);
    assert!(
        text.ends_with(
            "solution 2 in the file is not a solution of the 4×4 board with its fixed queens. \
             The list still shows 92 solutions of the 8×8 board."
        ),
        "{text}"
    );
}

#[test]
fn export_says_saved() {
    let mut h = harness();
    h.state_mut().use_path_field();
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("queens.json");
    export(&mut h, &path);
    assert!(path.exists());
    let saved = format!("Saved 92 solutions to {}.", path.display());
    assert_eq!(notice(&h), Some((saved.clone(), false)));
    assert_eq!(idle_text(&h.state().state), (saved.clone(), Tone::Good));
    assert_eq!(h.query_all_by_label(&saved).count(), 2, "above the board and in the status line");
}
