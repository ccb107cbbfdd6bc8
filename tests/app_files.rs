#![cfg(feature = "gui")]
//! Export and open through the app (the path field stands in for the desktop's dialog),
//! bad files, and settings that persist between runs.

mod common;

use common::app::{AppHarness, MemoryStorage, click, export, notice_text, open, wait_until_idle};

use eframe::Storage as _;
use eframe::egui;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use nqueens::app::{App, EndState, Settings};
use nqueens::board::Queen;
use nqueens::format;
use nqueens::stream::Filter;
use std::path::Path;

/// The app, with the path field in place of native file dialogs (none exist here).
fn harness() -> AppHarness {
    let mut h = common::app::harness();
    h.state_mut().use_path_field();
    h
}

/// What a bad open must leave untouched.
fn snapshot(app: &App) -> (Settings, usize, Option<usize>) {
    (app.state.settings.clone(), app.state.listed(), app.state.selected())
}

#[test]
fn export_then_open_brings_back_board_queens_filter_and_solutions() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("seven.json");
    let mut h = harness();
    h.get_by_label("Board size").set_value_accesskit(7.0);
    h.run();
    click(&mut h, "c7"); // row 0, col 2
    click(&mut h, "Unique");
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    let solved = h.state().state.results().unwrap().set.clone();
    assert!(!solved.solutions.is_empty() && solved.complete);

    export(&mut h, &path);
    assert!(notice_text(&h).starts_with("Saved"), "{}", notice_text(&h));
    let on_disk = format::open(&path).unwrap();
    assert_eq!(&on_disk, solved.as_ref());
    assert_eq!(on_disk.fixed, vec![Queen::new(0, 2)]);
    assert_eq!(on_disk.filter, Filter::Unique);

    // Change everything, then open the file again.
    click(&mut h, "All");
    click(&mut h, "Clear");
    h.get_by_label("Board size").set_value_accesskit(5.0);
    h.run();
    open(&mut h, &path);
    let app = h.state();
    assert_eq!(app.state.settings.n, 7);
    assert_eq!(app.state.settings.fixed, vec![Queen::new(0, 2)]);
    assert_eq!(app.state.settings.filter, Filter::Unique);
    assert_eq!(app.state.results().unwrap().set.as_ref(), solved.as_ref());
    assert!(matches!(app.state.run.end, Some(EndState::Opened { .. })));
    assert!(nqueens::app::end_text(&app.state).1, "a complete set reads as a success");
    assert!(notice_text(&h).starts_with("Opened"), "{}", notice_text(&h));
    assert_eq!(h.get_by_label("c7").value().as_deref(), Some("fixed queen"));
}

#[test]
fn a_capped_export_says_it_is_incomplete() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("capped.json");
    let mut h = harness();
    h.get_by_label("Memory cap").set_value_accesskit(5.0);
    h.run();
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    export(&mut h, &path);
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("\"complete\":false"), "{text}");
    assert_eq!(format::open(&path).unwrap().solutions.len(), 5);
}

/// Issue 32: opening a file of more solutions than "Keep at most" read and kept them all
/// (14,772,512 of 16×16 peaked at 2.1 GB): the first ones are kept, and the list says some
/// were left out.
#[test]
fn opening_a_file_keeps_at_most_the_memory_cap() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("eight.json");
    let ended = std::process::Command::new(assert_cmd::cargo::cargo_bin("nqueens"))
        .args(["solve", "8", "--out", path.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(ended.status.success(), "{}", String::from_utf8_lossy(&ended.stderr));
    let whole = format::open(&path).unwrap();
    assert_eq!(whole.solutions.len(), 92);
    let mut h = harness();
    h.get_by_label("Memory cap").set_value_accesskit(10.0);
    h.run();
    open(&mut h, &path);
    let results = h.state().state.results().unwrap();
    assert_eq!(results.set.solutions.len(), 10);
    assert_eq!((results.found, results.capped()), (92, true));
    for i in 0..10 {
        assert_eq!(results.set.solutions.to_vec(i), whole.solutions.to_vec(i));
    }
    assert!(notice_text(&h).starts_with("Opened"), "{}", notice_text(&h));
}

#[test]
fn export_is_refused_with_nothing_to_export_and_a_bad_path_is_reported() {
    let mut h = harness();
    // Nothing solved yet: the button is disabled.
    assert!(h.get_by_label("Export JSON…").accesskit_node().is_disabled());
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    let missing_dir = Path::new("/nonexistent-queenside-dir/out.json");
    export(&mut h, missing_dir);
    assert!(notice_text(&h).starts_with("Export failed"), "{}", notice_text(&h));
    assert!(!missing_dir.exists());
}

#[test]
fn bad_files_get_a_clear_message_and_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, bytes: &[u8]| {
        let path = dir.path().join(name);
        std::fs::write(&path, bytes).unwrap();
        path
    };
    let header = r#""format":"nqueens-solutions","version":1"#;
    let cases = [
        (write("garbage.json", b"\x00\xffnot json at all"), "the file is not JSON"),
        (write("foreign.json", br#"{"name": "a package", "dependencies": {"serde": "1"}}"#), "not a Queenside document"),
        (write("truncated.json", format!("{{{header},\"n\":4,\"fixed\":[],\"solu").as_bytes()), "ends too soon"),
        (
            write(
                "wrong.json",
                format!(
                    "{{{header},\"n\":4,\"fixed\":[],\"filter\":\"all\",\"complete\":true,\"count\":1,\"solutions\":[[0,1,2,3]]}}"
                )
                .as_bytes(),
            ),
            "solution 1 in the file is not a solution of the 4×4 board",
        ),
        (
            write(
                "huge.json",
                format!(
                    "{{{header},\"n\":20000,\"fixed\":[],\"filter\":\"all\",\"complete\":false,\"count\":0,\"solutions\":[]}}"
                )
                .as_bytes(),
            ),
            "boards up to 10,000×10,000",
        ),
        (dir.path().join("missing.json"), "there is no such file"),
        (
            write(
                "twice.json",
                format!(
                    "{{{header},\"n\":8,\"fixed\":[],\"filter\":\"all\",\"complete\":true,\"solutions\":[{}]}}",
                    ["[0,4,7,5,2,6,1,3]"; 3].join(",")
                )
                .as_bytes(),
            ),
            "solution 2 in the file repeats solution 1",
        ),
    ];

    let mut h = harness();
    click(&mut h, "b7");
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    h.state_mut().state.apply(nqueens::app::Action::Select(3));
    let before = snapshot(h.state());
    assert!(before.1 > 0);
    for (path, expected) in &cases {
        open(&mut h, path);
        let text = notice_text(&h);
        assert!(text.starts_with("Could not open"), "{}: {text}", path.display());
        assert!(text.contains(expected), "{}: {text} lacks {expected:?}", path.display());
        assert_eq!(snapshot(h.state()), before, "{}", path.display());
        assert!(h.query_by_label(&text).is_some(), "the message is shown");
        click(&mut h, "Dismiss");
        assert!(h.state().state.notice().is_none());
    }
}

#[test]
fn the_path_field_can_be_cancelled() {
    let mut h = harness();
    click(&mut h, "Open JSON…");
    assert!(h.query_by_label("Open path:").is_some());
    click(&mut h, "Cancel");
    assert!(h.state().state.files.prompt.is_none());
    assert!(h.query_by_label("Open path:").is_none());
}

/// Types `text` key by key as a keyboard does: each key's press, the character it types,
/// and its release, one frame per key.
fn type_keys(h: &mut egui_kittest::Harness<'static, App>, text: &str) {
    for c in text.chars() {
        let key = egui::Key::from_name(&c.to_string()).expect("a key for each character");
        h.key_down(key);
        h.event(egui::Event::Text(c.to_string()));
        h.key_up(key);
        h.run_ok();
    }
}

fn ctrl_o(h: &mut egui_kittest::Harness<'static, App>) {
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::O);
    h.run_ok();
}

/// The path field's text.
fn path_text(h: &egui_kittest::Harness<'static, App>) -> String {
    h.get_by_label("Open path:").value().unwrap_or_default()
}

/// Types a path with `-` and `u` in it (shortcuts for a smaller board and for Unique)
/// into the path field just opened: it replaces what the field held (its text opens
/// selected, as a file dialog's location does), and the board and the filter stay as they were.
fn type_a_path(h: &mut egui_kittest::Harness<'static, App>, how: &str) {
    assert!(!path_text(h).is_empty(), "{how}: the field opens holding a folder or the last path");
    let (n, filter) = (h.state().state.settings.n, h.state().state.settings.filter);
    type_keys(h, "/tmp/u-8.json");
    assert_eq!(path_text(h), "/tmp/u-8.json", "{how}: the path typed replaces the field's text");
    assert_eq!(h.state().state.settings.n, n, "{how}: '-' changed the board");
    assert_eq!(h.state().state.settings.filter, filter, "{how}: 'u' changed the filter");
}

#[test]
fn the_path_field_takes_every_key_after_a_failed_open_a_cancel_and_a_second_ctrl_o() {
    let mut h = harness();
    ctrl_o(&mut h);
    type_a_path(&mut h, "the first Ctrl+O");

    // After a failed Open.
    h.key_press(egui::Key::Enter);
    wait_until_idle(&mut h);
    assert!(notice_text(&h).starts_with("Could not open"), "{}", notice_text(&h));
    assert!(h.query_by_label("Open path:").is_none());
    ctrl_o(&mut h);
    type_a_path(&mut h, "Ctrl+O after a failed Open");

    // After a Cancel.
    click(&mut h, "Cancel");
    ctrl_o(&mut h);
    type_a_path(&mut h, "Ctrl+O after a Cancel");

    // After Esc, which closes it.
    h.key_press(egui::Key::Escape);
    h.run_ok();
    assert!(h.query_by_label("Open path:").is_none(), "Esc closes the path field");
    ctrl_o(&mut h);
    type_a_path(&mut h, "Ctrl+O after Esc");
}

#[test]
fn no_shortcut_and_no_click_behind_it_acts_while_the_path_field_is_open() {
    let mut h = harness();
    ctrl_o(&mut h);
    // Focus elsewhere (a click on the board, which fixes no queen behind the field), the
    // field still open.
    click(&mut h, "d8");
    assert!(h.state().state.settings.fixed.is_empty(), "the click reached the board");
    assert!(h.query_by_label("Open path:").is_some() && !h.get_by_label("Open path:").is_focused());
    for key in [egui::Key::Minus, egui::Key::U, egui::Key::Plus, egui::Key::L, egui::Key::T] {
        h.key_press(key);
        h.run_ok();
    }
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Enter);
    h.run_ok();
    let app = &h.state().state;
    assert_eq!((app.settings.n, app.settings.filter), (8, Filter::All));
    assert!(app.run.job.is_none() && app.listed() == 0 && !app.lab.compare.open);
    // Esc closes the field, and only it: the board and the options stay.
    h.key_press(egui::Key::Escape);
    h.run_ok();
    assert!(h.query_by_label("Open path:").is_none());
    assert_eq!((h.state().state.settings.n, h.state().state.settings.filter), (8, Filter::All));
    // Closed, they work again.
    h.key_press(egui::Key::Minus);
    h.run_ok();
    assert_eq!(h.state().state.settings.n, 7);
}

#[test]
fn export_suggests_a_name_for_the_board_saved_not_the_board_shown() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness();
    // A list of the 200-wide board (boards past 64 list a few solutions), then an 8×8 board.
    common::app::set_size(&mut h, 200);
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    assert_eq!(h.state().state.listed(), 1);
    common::app::set_size(&mut h, 8);
    click(&mut h, "Export JSON…");
    let suggested = h.get_by_label("Save to path:").value().unwrap_or_default();
    assert!(suggested.ends_with("queens-200x200-all.json"), "{suggested}");
    // Saved under that name, the file holds the 200-wide list.
    let path = dir.path().join("queens-200x200-all.json");
    h.get_by_label("Save to path:").set_text_value_accesskit(&path.display().to_string());
    h.run_ok();
    click(&mut h, "OK");
    wait_until_idle(&mut h);
    assert_eq!(format::open(&path).unwrap().n, 200);
    // With the list of the board shown, unique: the name follows again.
    click(&mut h, "Unique");
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    click(&mut h, "Export JSON…");
    let suggested = h.get_by_label("Save to path:").value().unwrap_or_default();
    assert!(suggested.ends_with("queens-8x8-unique.json"), "{suggested}");
}

#[test]
fn settings_persist_between_runs() {
    let mut h = harness();
    h.get_by_label("Board size").set_value_accesskit(10.0);
    h.run();
    click(&mut h, "c10");
    click(&mut h, "Unique");
    click(&mut h, "Stop after");
    h.get_by_label("Limit").set_value_accesskit(77.0);
    h.run();
    let mut storage = MemoryStorage::default();
    eframe::App::save(h.state_mut(), &mut storage);

    let loaded = App::load_settings(Some(&storage));
    assert_eq!(loaded, h.state().state.settings);
    assert_eq!(loaded.n, 10);
    assert_eq!(loaded.fixed, vec![Queen::new(0, 2)]);
    assert_eq!(loaded.filter, Filter::Unique);
    assert_eq!(loaded.limit, Some(77));
    // Nothing saved, or saved by someone careless, still gives usable settings.
    assert_eq!(App::load_settings(None), Settings::default());
    // Settings written by hand or by another version are repaired on load.
    let mut broken = MemoryStorage::default();
    let careless = Settings { n: 99_999, fixed: vec![Queen::new(20_000, 0)], cap: 0, ..Settings::default() };
    eframe::set_value(&mut broken, "queenside-settings", &careless);
    let repaired = App::load_settings(Some(&broken));
    assert_eq!((repaired.n, repaired.fixed.len(), repaired.cap), (10_000, 0, 1));
}

#[test]
fn the_notation_persists_and_settings_saved_before_it_still_load() {
    let mut h = harness();
    h.get_by_label("Board size").set_value_accesskit(10.0);
    h.run();
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    click(&mut h, "Write as");
    click(&mut h, "Chess squares");
    let mut storage = MemoryStorage::default();
    eframe::App::save(h.state_mut(), &mut storage);
    let loaded = App::load_settings(Some(&storage));
    assert_eq!(loaded.notation, nqueens::app::Notation::Squares);
    assert_eq!(loaded, h.state().state.settings);
    // As an older version wrote them: the same settings without the notation.
    let stored = storage.get_string("queenside-settings").unwrap();
    let older = stored.replace(",notation:Squares", "").replace("notation:Squares,", "");
    assert!(!older.contains("notation"), "{stored}");
    let mut old = MemoryStorage::default();
    old.set_string("queenside-settings", older);
    let loaded = App::load_settings(Some(&old));
    assert_eq!(loaded.n, 10, "the older settings were read");
    assert_eq!(loaded.notation, nqueens::app::Notation::FromZero);
}
