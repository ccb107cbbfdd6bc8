#![cfg(feature = "gui")]
//! Questions and popups hold the keys and the mouse: keys go to them or nowhere, Esc
//! cancels them and only them, Enter chooses a question's default. The undo question is
//! asked only when something would be lost, and says what.

mod common;

use common::app::{click, harness, notice_text, set_size, wait_until_idle};

use eframe::egui::{self, Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nqueens::app::App;
use nqueens::stream::Filter;

fn press(h: &mut Harness<'static, App>, modifiers: Modifiers, key: Key) {
    h.key_press_modifiers(modifiers, key);
    h.run_ok();
}

/// Everything behind a question a key could change.
fn behind(h: &Harness<'static, App>) -> (usize, Filter, usize, bool, bool, bool, bool) {
    let s = &h.state().state;
    (
        s.settings.n,
        s.settings.filter,
        s.settings.fixed.len(),
        s.lab.compare.open,
        s.lab.tree_open,
        s.files.prompt.is_some(),
        s.run.job.is_some(),
    )
}

/// The keys a person might press while a question shows, each a shortcut or a board key
/// when nothing holds them.
const KEYS: [(Modifiers, Key); 14] = [
    (Modifiers::NONE, Key::U),
    (Modifiers::NONE, Key::Plus),
    (Modifiers::NONE, Key::Minus),
    (Modifiers::NONE, Key::T),
    (Modifiers::NONE, Key::L),
    (Modifiers::NONE, Key::F5),
    (Modifiers::COMMAND, Key::O),
    (Modifiers::COMMAND, Key::S),
    (Modifiers::COMMAND, Key::Z),
    (Modifiers::COMMAND, Key::Enter),
    (Modifiers::NONE, Key::Space),
    (Modifiers::NONE, Key::ArrowRight),
    (Modifiers::NONE, Key::Tab),
    (Modifiers::NONE, Key::F1),
];

/// Presses every key of [`KEYS`] and clicks the board, then checks nothing behind changed
/// and the question still shows.
fn keys_change_nothing(h: &mut Harness<'static, App>, question: &str) {
    let before = behind(h);
    for (modifiers, key) in KEYS {
        press(h, modifiers, key);
        assert!(h.state().state.confirm.is_some(), "{key:?} closed the question");
    }
    h.get_by_label("Board").click();
    h.run_ok();
    assert_eq!(behind(h), before, "keys and clicks behind \"{question}\" acted");
    assert!(h.query_by_label_contains(question).is_some(), "the question still shows");
}

#[test]
fn keys_change_nothing_behind_the_count_question_and_esc_cancels_only_it() {
    let mut h = harness();
    set_size(&mut h, 28);
    click(&mut h, "Count only");
    let question = "Counting the 28×28 board is expected to take about";
    assert!(h.query_by_label_contains(question).is_some());
    keys_change_nothing(&mut h, question);
    let before = behind(&h);
    press(&mut h, Modifiers::NONE, Key::Escape);
    assert!(h.state().state.confirm.is_none() && h.query_by_label_contains(question).is_none());
    assert_eq!(behind(&h), before, "Esc cancelled the question and did nothing else");
    // Enter chooses the default: count.
    click(&mut h, "Count only");
    press(&mut h, Modifiers::NONE, Key::Enter);
    assert!(h.state().state.running().is_some(), "Enter went ahead");
    press(&mut h, Modifiers::NONE, Key::Escape);
    wait_until_idle(&mut h);
}

#[test]
fn keys_change_nothing_behind_the_undo_question_and_enter_goes_ahead() {
    let mut h = harness();
    h.get_by_label("Memory cap").set_value_accesskit(100.0);
    h.run();
    for _ in 0..2 {
        click(&mut h, "Solve");
        wait_until_idle(&mut h);
    }
    assert!(h.state().state.confirm.is_none(), "undo had room for the first list");
    click(&mut h, "Solve");
    let question = "Undo holds 92 solutions of the 100 kept in memory at most";
    assert!(h.query_by_label_contains(question).is_some(), "{:?}", h.state().state.confirm);
    keys_change_nothing(&mut h, question);
    press(&mut h, Modifiers::NONE, Key::Enter);
    wait_until_idle(&mut h);
    assert!(h.state().state.confirm.is_none());
    assert_eq!(h.state().state.listed(), 92, "Enter solved");
    // Asked once: the next Solve and a Ctrl+O go straight on.
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    assert!(h.state().state.confirm.is_none());
}

#[test]
fn the_undo_question_is_not_asked_before_or_after_a_failed_open() {
    let mut h = harness();
    h.state_mut().use_path_field();
    h.get_by_label("Memory cap").set_value_accesskit(100.0);
    h.run();
    for _ in 0..2 {
        click(&mut h, "Solve");
        wait_until_idle(&mut h);
    }
    for _ in 0..3 {
        press(&mut h, Modifiers::COMMAND, Key::O);
        assert!(h.state().state.confirm.is_none(), "asked before anything was read");
        h.get_by_label("Open path:").set_text_value_accesskit("/nonexistent/queens.json");
        h.run_ok();
        click(&mut h, "OK");
        wait_until_idle(&mut h);
        assert!(h.state().state.confirm.is_none(), "asked after a failed Open");
        assert!(notice_text(&h).starts_with("Could not open"), "{}", notice_text(&h));
        assert_eq!(h.state().state.listed(), 92, "the list stays");
    }
}

#[test]
fn esc_closes_the_path_field_and_a_typed_path_replaces_its_text() {
    let mut h = harness();
    h.state_mut().use_path_field();
    press(&mut h, Modifiers::COMMAND, Key::O);
    let suggested = h.get_by_label("Open path:").value().unwrap_or_default();
    assert!(!suggested.is_empty(), "the field opens holding the folder");
    for c in "/tmp/x.json".chars() {
        let key = Key::from_name(&c.to_string()).expect("a key for each character");
        h.key_down(key);
        h.event(egui::Event::Text(c.to_string()));
        h.key_up(key);
        h.run_ok();
    }
    assert_eq!(h.get_by_label("Open path:").value().as_deref(), Some("/tmp/x.json"));
    press(&mut h, Modifiers::NONE, Key::Escape);
    assert!(h.query_by_label("Open path:").is_none(), "Esc closes the path field");
    assert!(h.state().state.files.prompt.is_none());
    assert_eq!(behind(&h), (8, Filter::All, 0, false, false, false, false), "and does nothing else");
}

#[test]
fn keys_behind_the_shortcut_list_go_nowhere_and_esc_closes_it() {
    let mut h = harness();
    set_size(&mut h, 8);
    press(&mut h, Modifiers::NONE, Key::F1);
    assert!(h.query_by_label("Show or hide this list").is_some());
    let before = behind(&h);
    for (modifiers, key) in KEYS.into_iter().filter(|(_, key)| *key != Key::F1) {
        press(&mut h, modifiers, key);
    }
    assert_eq!(behind(&h), before);
    assert!(h.query_by_label("Show or hide this list").is_some());
    press(&mut h, Modifiers::NONE, Key::Escape);
    assert!(h.query_by_label("Show or hide this list").is_none());
    assert_eq!(behind(&h), before);
}
