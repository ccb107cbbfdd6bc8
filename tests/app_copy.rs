#![cfg(feature = "gui")]
//! Every Copy as a person makes it (the list's button, Ctrl+C, the Count result's and Most
//! queens' buttons): what goes to the clipboard, and the status line saying so; and the
//! list's notation, which Copy follows. (That the text reaches the desktop's clipboard is
//! checked in a real window by .ci/smoke.sh.)

mod common;

use common::app::{click, harness, set_size, wait_until_idle};

use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nqueens::app::App;

/// What the last frame put on the clipboard.
fn copied(h: &Harness<'static, App>) -> Option<String> {
    h.output().platform_output.commands.iter().find_map(|c| match c {
        egui::OutputCommand::CopyText(text) => Some(text.clone()),
        _ => None,
    })
}

/// Clicks `label` and returns what that frame copied; then lets the UI settle.
fn copy_by_clicking(h: &mut Harness<'static, App>, label: &str) -> Option<String> {
    h.get_by_label(label).click();
    h.step();
    let text = copied(h);
    h.run_ok();
    text
}

/// The status line's text, as drawn (the bottom panel's only label that starts so).
fn status_line_says(h: &Harness<'static, App>, start: &str) -> bool {
    h.query_by_label_contains(start).is_some()
}

fn pick_notation(h: &mut Harness<'static, App>, name: &str) {
    h.get_by_label("Write as").click();
    h.run_ok();
    h.get_by_label(name).click();
    h.run_ok();
}

#[test]
fn every_copy_puts_its_text_on_the_clipboard_and_the_status_line_says_copied() {
    let mut h = harness();
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    let first = h.state().state.results().unwrap().store().to_vec(0);
    assert_eq!(first, [0, 4, 7, 5, 2, 6, 1, 3], "the 8×8 board's first solution in order");
    assert!(!status_line_says(&h, "Copied"));

    // The list's Copy: the selected solution, as the list writes it (columns from 0).
    assert_eq!(copy_by_clicking(&mut h, "Copy").as_deref(), Some("0 4 7 5 2 6 1 3"));
    assert!(status_line_says(&h, "Copied solution 1: 0 4 7 5 2 6 1 3"));

    // Ctrl+C, which the desktop sends as a copy event, after another row is picked.
    h.get_by_label_contains("Solution 2:").click();
    h.run_ok();
    assert!(!status_line_says(&h, "Copied"), "the Copied line goes with the next thing done");
    h.event(egui::Event::Copy);
    h.step();
    let second = h.state().state.results().unwrap().store().to_vec(1);
    let written: Vec<String> = second.iter().map(u32::to_string).collect();
    assert_eq!(copied(&h), Some(written.join(" ")));
    h.run_ok();
    assert!(status_line_says(&h, &format!("Copied solution 2: {}", written.join(" "))));

    // The Count result's Copy: the counts as JSON.
    click(&mut h, "Count only");
    wait_until_idle(&mut h);
    let counts = copy_by_clicking(&mut h, "Copy").expect("the counts were copied");
    let counts: serde_json::Value = serde_json::from_str(&counts).unwrap();
    assert_eq!((counts["total"].as_u64(), counts["unique"].as_u64()), (Some(92), Some(12)));
    assert!(status_line_says(&h, "Copied the counts as JSON"));

    // Most queens' Copy: the placement as the card shows it, in the list's notation (issue
    // 30, item 8: it showed squares and copied JSON).
    set_size(&mut h, 6);
    click(&mut h, "Most queens");
    wait_until_idle(&mut h);
    let placement = copy_by_clicking(&mut h, "Copy").expect("the placement was copied");
    let columns: Vec<&str> = placement.split(' ').collect();
    assert_eq!(columns.len(), 6, "a column (or -) per row: {placement}");
    assert!(columns.iter().all(|c| *c == "-" || c.parse::<u32>().is_ok_and(|c| c < 6)), "{placement}");
    assert!(h.query_by_label(&placement).is_some(), "the card shows what was copied: {placement}");
    assert!(status_line_says(&h, "Copied the placement: "));
    // The card has no notation picker of its own (it is the list's): chosen as Write as does.
    h.state_mut().state.apply(nqueens::app::Action::SetNotation(nqueens::app::Notation::Squares));
    h.run_ok();
    let squares = copy_by_clicking(&mut h, "Copy").expect("the placement was copied");
    let ranks: Vec<char> = squares.split(' ').filter_map(|sq| sq.chars().nth(1)).collect();
    assert_eq!(ranks, ['6', '5', '4', '3', '2', '1'], "squares by row, top first: {squares}");
    assert!(h.query_by_label(&squares).is_some(), "the card shows what was copied: {squares}");
}

#[test]
fn the_list_reads_in_the_chosen_notation_and_copy_copies_what_it_shows() {
    let mut h = harness();
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    for (name, row, hint) in [
        ("Columns from 1", "Solution 1: 1 5 8 6 3 7 2 4", "(1 = left column)"),
        ("Chess squares", "Solution 1: a8 e7 h6 f5 c4 g3 b2 d1", "Squares by row"),
        ("Columns from 0", "Solution 1: 0 4 7 5 2 6 1 3", "(0 = left column)"),
    ] {
        pick_notation(&mut h, name);
        assert!(h.query_by_label(row).is_some(), "{name}: no row reads {row:?}");
        assert!(h.query_by_label_contains(hint).is_some(), "{name}: the line above the list");
        let shown = row.split_once(": ").unwrap().1;
        assert_eq!(copy_by_clicking(&mut h, "Copy").as_deref(), Some(shown), "{name}");
        assert!(status_line_says(&h, &format!("Copied solution 1: {shown}")), "{name}");
    }
}
