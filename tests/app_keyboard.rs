#![cfg(feature = "gui")]
//! The keyboard as a person uses it: shortcuts pressed with focus on a button, the board's
//! cursor, the list walked with the keys, focus moves, and undo and redo.

mod common;

use common::app::{click, harness, set_size, wait_until_idle};

use eframe::egui::{self, Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nqueens::app::App;
use nqueens::board::Queen;
use nqueens::stream::Filter;

fn press(h: &mut Harness<'static, App>, modifiers: Modifiers, key: Key) {
    h.key_press_modifiers(modifiers, key);
    h.run_ok();
}

fn focus(h: &mut Harness<'static, App>, label: &str) {
    h.get_by_label(label).focus();
    h.run_ok();
    assert!(h.get_by_label(label).is_focused(), "{label} took no focus");
}

fn copied(h: &Harness<'static, App>) -> Option<String> {
    h.output().platform_output.commands.iter().find_map(|c| match c {
        egui::OutputCommand::CopyText(text) => Some(text.clone()),
        _ => None,
    })
}

#[test]
fn shortcuts_work_with_focus_on_a_button() {
    let mut h = harness();
    set_size(&mut h, 6);
    for (modifiers, key) in [(Modifiers::COMMAND, Key::Enter), (Modifiers::NONE, Key::F5)] {
        click(&mut h, "Clear");
        focus(&mut h, "Open JSON…");
        press(&mut h, modifiers, key);
        wait_until_idle(&mut h);
        assert_eq!(h.state().state.listed(), 4, "{key:?} solved the 6×6 board");
        assert!(h.state().state.files.prompt.is_none(), "the focused button was not pressed too");
    }
    // Ctrl+C copies the selected solution. The desktop (egui-winit) sends Ctrl+C as a copy
    // event, not a key press: send it that way, in a frame of its own to read its output.
    focus(&mut h, "Solve");
    h.event(egui::Event::Copy);
    h.step();
    let first = h.state().state.results().unwrap().store().to_vec(0);
    let written: Vec<String> = first.iter().map(u32::to_string).collect();
    assert_eq!(copied(&h), Some(written.join(" ")), "as the list writes it");
    // Ctrl+O and Ctrl+S ask for a path.
    h.state_mut().use_path_field();
    press(&mut h, Modifiers::COMMAND, Key::O);
    assert!(h.query_by_label("Open path:").is_some());
    click(&mut h, "Cancel");
    press(&mut h, Modifiers::COMMAND, Key::S);
    assert!(h.query_by_label("Save to path:").is_some());
}

#[test]
fn plus_minus_and_u_change_the_board_and_filter_but_not_while_typing() {
    let mut h = harness();
    set_size(&mut h, 8);
    press(&mut h, Modifiers::NONE, Key::Plus);
    assert_eq!(h.state().state.settings.n, 9);
    press(&mut h, Modifiers::NONE, Key::Minus);
    press(&mut h, Modifiers::NONE, Key::Minus);
    assert_eq!(h.state().state.settings.n, 7);
    press(&mut h, Modifiers::NONE, Key::U);
    assert_eq!(h.state().state.settings.filter, Filter::Unique);
    press(&mut h, Modifiers::NONE, Key::U);
    assert_eq!(h.state().state.settings.filter, Filter::All);
    // In the size field, the keys type.
    h.get_by_label("Board size").click();
    h.run();
    press(&mut h, Modifiers::NONE, Key::U);
    press(&mut h, Modifiers::NONE, Key::Minus);
    assert_eq!((h.state().state.settings.n, h.state().state.settings.filter), (7, Filter::All));
}

/// Keys typed faster than the window draws (under software GL a frame takes about 40 ms,
/// xdotool types one every 12 ms) reach the app in one frame: every press counts. Found
/// by typing `+` ten times: the board grew by eight.
#[test]
fn keys_pressed_twice_in_one_frame_act_twice() {
    let mut h = harness();
    set_size(&mut h, 8);
    // (The harness gives each queued event a frame of its own: these go in one.)
    let in_one_frame = |h: &mut Harness<'static, App>, modifiers: Modifiers, key: Key, times: usize| {
        for _ in 0..times {
            for pressed in [true, false] {
                h.input_mut().events.push(egui::Event::Key {
                    key,
                    physical_key: None,
                    pressed,
                    repeat: false,
                    modifiers,
                });
            }
        }
        h.step();
        h.run_ok();
    };
    in_one_frame(&mut h, Modifiers::NONE, Key::Plus, 3);
    assert_eq!(h.state().state.settings.n, 11, "three presses of + in one frame");
    in_one_frame(&mut h, Modifiers::NONE, Key::Minus, 2);
    assert_eq!(h.state().state.settings.n, 9, "two presses of - in one frame");
    in_one_frame(&mut h, Modifiers::COMMAND, Key::Z, 2);
    assert_eq!(h.state().state.settings.n, 11, "two undos in one frame");
}

#[test]
fn escape_stops_a_run_and_returns_focus_to_the_board() {
    let mut h = harness();
    set_size(&mut h, 16);
    focus(&mut h, "Solve");
    press(&mut h, Modifiers::COMMAND, Key::Enter);
    assert!(h.state().state.running().is_some(), "the 16×16 solve ended too soon to stop");
    press(&mut h, Modifiers::NONE, Key::Escape);
    wait_until_idle(&mut h);
    assert!(h.state().state.results().is_some_and(|r| !r.set.complete), "stopped early");
    assert!(h.get_by_label("Board").is_focused());
}

#[test]
fn the_board_cursor_moves_with_the_keys_and_space_fixes_a_queen() {
    let mut h = harness();
    set_size(&mut h, 8);
    focus(&mut h, "Board");
    let cursor = |h: &Harness<'static, App>| h.state().state.cursor;
    assert_eq!(cursor(&h), Queen::new(0, 0));
    press(&mut h, Modifiers::NONE, Key::ArrowDown);
    press(&mut h, Modifiers::NONE, Key::ArrowRight);
    press(&mut h, Modifiers::NONE, Key::ArrowRight);
    assert_eq!(cursor(&h), Queen::new(1, 2));
    assert!(h.get_by_label("Board").is_focused(), "arrows moved the cursor, not the focus");
    // In the list's notation (columns from 0, the default) alone, saying which way rows count.
    assert!(h.query_by_label_contains("Cursor row 1 from the top, column 2 (both from 0)").is_some());
    press(&mut h, Modifiers::NONE, Key::Space);
    assert_eq!(h.state().state.settings.fixed, vec![Queen::new(1, 2)]);
    press(&mut h, Modifiers::NONE, Key::End);
    assert_eq!(cursor(&h), Queen::new(1, 7));
    press(&mut h, Modifiers::NONE, Key::PageDown);
    assert_eq!(cursor(&h), Queen::new(7, 7));
    press(&mut h, Modifiers::NONE, Key::Enter);
    press(&mut h, Modifiers::NONE, Key::Home);
    press(&mut h, Modifiers::NONE, Key::PageUp);
    assert_eq!(cursor(&h), Queen::new(0, 0));
    press(&mut h, Modifiers::NONE, Key::ArrowUp); // stays on the board
    assert_eq!(cursor(&h), Queen::new(0, 0));
    assert_eq!(h.state().state.settings.fixed, vec![Queen::new(1, 2), Queen::new(7, 7)]);
    // Space again on a fixed queen removes it.
    press(&mut h, Modifiers::NONE, Key::PageDown);
    press(&mut h, Modifiers::NONE, Key::End);
    press(&mut h, Modifiers::NONE, Key::Space);
    assert_eq!(h.state().state.settings.fixed, vec![Queen::new(1, 2)]);
}

#[test]
fn the_list_takes_focus_and_the_keys_walk_it() {
    let mut h = harness();
    set_size(&mut h, 8);
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    focus(&mut h, "Solution list");
    press(&mut h, Modifiers::NONE, Key::ArrowDown);
    press(&mut h, Modifiers::NONE, Key::ArrowDown);
    assert_eq!(h.state().state.selected(), Some(2));
    assert!(h.get_by_label("Solution list").is_focused());
    press(&mut h, Modifiers::NONE, Key::End);
    assert_eq!(h.state().state.selected(), Some(91));
    // The selected row is in view.
    let row = h.get_by_label_contains("Solution 92:").rect();
    assert!(h.ctx.content_rect().contains_rect(row), "{row:?}");
    press(&mut h, Modifiers::NONE, Key::PageUp);
    assert_eq!(h.state().state.selected(), Some(71));
    press(&mut h, Modifiers::NONE, Key::Home);
    assert_eq!(h.state().state.selected(), Some(0));
    // Esc puts focus back on the board.
    press(&mut h, Modifiers::NONE, Key::Escape);
    assert!(h.get_by_label("Board").is_focused());
}

#[test]
fn undo_and_redo_by_key_and_by_button_name_what_they_do() {
    let mut h = harness();
    // Squares named as on a chessboard (the list's notation names them in sentences).
    h.state_mut().state.apply(nqueens::app::Action::SetNotation(nqueens::app::Notation::Squares));
    set_size(&mut h, 8);
    click(&mut h, "d8");
    click(&mut h, "h1");
    click(&mut h, "Clear");
    assert!(h.state().state.settings.fixed.is_empty());
    assert_eq!(h.state().state.undo_label().as_deref(), Some("clear 2 fixed queens"));
    press(&mut h, Modifiers::COMMAND, Key::Z);
    assert_eq!(h.state().state.settings.fixed, vec![Queen::new(0, 3), Queen::new(7, 7)]);
    press(&mut h, Modifiers::COMMAND, Key::Z);
    assert_eq!(h.state().state.settings.fixed, vec![Queen::new(0, 3)]);
    assert_eq!(h.state().state.redo_label().as_deref(), Some("fix h1"));
    press(&mut h, Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    assert_eq!(h.state().state.settings.fixed.len(), 2);
    press(&mut h, Modifiers::COMMAND, Key::Y);
    assert!(h.state().state.settings.fixed.is_empty());
    click(&mut h, "Undo");
    assert_eq!(h.state().state.settings.fixed.len(), 2);
    click(&mut h, "Redo");
    assert!(h.state().state.settings.fixed.is_empty());

    // A new Solve over a list, and Open over a list, come back with Undo.
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    click(&mut h, "a8");
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    assert_eq!(h.state().state.listed(), 4);
    assert_eq!(h.state().state.undo_label().as_deref(), Some("Solve"));
    press(&mut h, Modifiers::COMMAND, Key::Z);
    assert_eq!(h.state().state.listed(), 92, "the replaced list is back");
    assert!(!h.state().state.run_answers_board(), "from the board before a8");
    press(&mut h, Modifiers::COMMAND, Key::Z);
    assert!(h.state().state.run_answers_board() && h.state().state.settings.fixed.is_empty());
}

#[test]
fn a_list_too_big_to_keep_asks_before_it_is_replaced() {
    let mut h = harness();
    set_size(&mut h, 8);
    h.get_by_label("Memory cap").set_value_accesskit(100.0);
    h.run();
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    // Undo keeps these 92 (under the cap of 100) when a new Solve replaces them.
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    assert!(h.state().state.confirm.is_none());
    // Keeping the new 92 as well would pass 100: Solve asks first.
    click(&mut h, "Solve");
    assert!(h.state().state.confirm.is_some());
    // It says what is true: what undo holds, and what it cannot keep.
    assert!(h.query_by_label_contains("Undo holds 92 solutions of the 100 kept in memory at most").is_some());
    click(&mut h, "Cancel");
    assert!(h.state().state.confirm.is_none() && h.state().state.running().is_none());
    assert_eq!(h.state().state.undo_label().as_deref(), Some("Solve"));
    click(&mut h, "Solve");
    click(&mut h, "Go ahead");
    wait_until_idle(&mut h);
    assert_eq!(h.state().state.listed(), 92);
    // Undo brings back the board, and the list kept before (not the one let go).
    press(&mut h, Modifiers::COMMAND, Key::Z);
    assert_eq!(h.state().state.listed(), 0);
}

#[test]
fn f1_and_the_question_mark_show_every_shortcut() {
    let mut h = harness();
    press(&mut h, Modifiers::NONE, Key::F1);
    assert!(h.query_by_label("Show or hide this list").is_some());
    for what in
        ["Solve", "Undo", "Redo", "Copy the selected solution", "Switch between all and unique solutions"]
    {
        assert!(h.query_all_by_label(what).next().is_some(), "{what} is not listed");
    }
    press(&mut h, Modifiers::NONE, Key::Escape);
    assert!(h.query_by_label_contains("Copy the selected solution").is_none());
    click(&mut h, "Keyboard shortcuts");
    assert!(h.query_by_label_contains("Copy the selected solution").is_some());
}

#[test]
fn tab_moves_focus_through_visible_widgets_only() {
    let mut h = harness();
    set_size(&mut h, 6);
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    let mut seen = Vec::new();
    let mut reached_board = false;
    for _ in 0..60 {
        press(&mut h, Modifiers::NONE, Key::Tab);
        let focused = h.ctx.memory(|m| m.focused());
        let Some(id) = focused else { panic!("Tab left focus nowhere after {seen:?}") };
        // The focused widget is one the person can see.
        let rect = h.ctx.read_response(id).map(|r| r.rect).expect("a widget drawn this frame");
        assert!(h.ctx.content_rect().intersects(rect), "focus on {rect:?}, off screen");
        seen.push(id);
        reached_board |= h.get_by_label("Board").is_focused();
    }
    assert!(reached_board, "Tab reaches the board");
}

#[test]
fn shift_tab_from_the_board_reaches_the_list() {
    let mut h = harness();
    set_size(&mut h, 8);
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    press(&mut h, Modifiers::NONE, Key::Escape);
    assert!(h.get_by_label("Board").is_focused());
    press(&mut h, Modifiers::SHIFT, Key::Tab);
    assert!(h.get_by_label("Solution list").is_focused(), "{:?}", h.ctx.memory(|m| m.focused()));
    press(&mut h, Modifiers::NONE, Key::ArrowDown);
    assert_eq!(h.state().state.selected(), Some(1));
}
