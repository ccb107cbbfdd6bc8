#![cfg(feature = "gui")]
//! Export and open through the app (the path field stands in for the desktop's dialog),
//! bad files, and settings that persist between runs.

mod common;

use common::app::{AppHarness, click, export, open, wait_until_idle};

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use nqueens::app::{App, EndState, Settings};
use nqueens::board::Queen;
use nqueens::format;
use nqueens::stream::Filter;
use std::collections::HashMap;
use std::path::Path;

/// The app, with the path field in place of native file dialogs (none exist here).
fn harness() -> AppHarness {
    let mut h = common::app::harness();
    h.state_mut().use_path_field();
    h
}

fn notice(h: &Harness<'static, App>) -> String {
    h.state().state.notice.as_ref().map(|n| n.text.clone()).unwrap_or_default()
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
    assert!(notice(&h).starts_with("Saved"), "{}", notice(&h));
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
    assert!(matches!(app.state.run.end, Some(EndState::Opened { complete: true, .. })));
    assert!(notice(&h).starts_with("Opened"), "{}", notice(&h));
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

#[test]
fn export_is_refused_with_nothing_to_export_and_a_bad_path_is_reported() {
    let mut h = harness();
    // Nothing solved yet: the button is disabled.
    assert!(h.get_by_label("Export JSON…").accesskit_node().is_disabled());
    click(&mut h, "Solve");
    wait_until_idle(&mut h);
    let missing_dir = Path::new("/nonexistent-queenside-dir/out.json");
    export(&mut h, missing_dir);
    assert!(notice(&h).starts_with("Export failed"), "{}", notice(&h));
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
        (write("garbage.json", b"\x00\xffnot json at all"), "not a valid solution file"),
        (write("foreign.json", br#"{"name": "a package", "dependencies": {"serde": "1"}}"#), "not a Queenside solution file"),
        (write("truncated.json", format!("{{{header},\"n\":4,\"fixed\":[],\"solu").as_bytes()), "not a valid"),
        (
            write(
                "wrong.json",
                format!(
                    "{{{header},\"n\":4,\"fixed\":[],\"filter\":\"all\",\"complete\":true,\"count\":1,\"solutions\":[[0,1,2,3]]}}"
                )
                .as_bytes(),
            ),
            "solution 0 in the file is not a valid solution",
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
        (dir.path().join("missing.json"), "cannot read"),
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
        let text = notice(&h);
        assert!(text.starts_with("Could not open"), "{}: {text}", path.display());
        assert!(text.contains(expected), "{}: {text} lacks {expected:?}", path.display());
        assert_eq!(snapshot(h.state()), before, "{}", path.display());
        assert!(h.query_by_label(&text).is_some(), "the message is shown");
        click(&mut h, "Dismiss");
        assert!(h.state().state.notice.is_none());
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

/// eframe's storage, in memory.
#[derive(Default)]
struct MemoryStorage(HashMap<String, String>);

impl eframe::Storage for MemoryStorage {
    fn get_string(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }
    fn set_string(&mut self, key: &str, value: String) {
        self.0.insert(key.to_owned(), value);
    }
    fn remove_string(&mut self, key: &str) {
        self.0.remove(key);
    }
    fn flush(&mut self) {}
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
