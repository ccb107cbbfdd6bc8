//! Driving the app headless with egui_kittest, shared by the `app_*` tests.

use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nqueens::app::App;
use std::ops::{Deref, DerefMut};
use std::path::Path;
use std::time::Duration;

/// The app under test, with a directory of its own for the checkpoints of counts: tests never
/// share files, nor touch the real data directory. Derefs to the harness.
pub struct AppHarness {
    // Dropped first: the app stops its job (a count saves) before the directory goes.
    harness: Harness<'static, App>,
    dir: tempfile::TempDir,
}

impl AppHarness {
    /// Where this app keeps its counts' checkpoints.
    pub fn count_dir(&self) -> &Path {
        self.dir.path()
    }
}

impl Deref for AppHarness {
    type Target = Harness<'static, App>;

    fn deref(&self) -> &Self::Target {
        &self.harness
    }
}

impl DerefMut for AppHarness {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.harness
    }
}

/// The app in a window of its default size.
pub fn harness() -> AppHarness {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let count_dir = dir.path().to_path_buf();
    let harness = Harness::builder()
        .with_size(egui::vec2(1100.0, 720.0))
        .build_eframe(move |cc| App::with_count_dir(cc, count_dir));
    AppHarness { harness, dir }
}

/// Steps until no search and no file operation runs (bounded: 60 s), then lets the UI settle.
pub fn wait_until_idle(h: &mut Harness<'static, App>) {
    for _ in 0..6000 {
        h.step();
        let state = &h.state().state;
        if state.run.job.is_none() && !state.files.busy() {
            h.run_ok();
            return;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    panic!("still busy after 60 s");
}

pub fn set_size(h: &mut Harness<'static, App>, n: usize) {
    h.get_by_label("Board size").set_value_accesskit(n as f64);
    h.run();
    assert_eq!(h.state().state.settings.n, n);
}

pub fn click(h: &mut Harness<'static, App>, label: &str) {
    h.get_by_label(label).click();
    // `run_ok`: while a job runs the UI keeps repainting and never settles.
    h.run_ok();
}

/// Presses Export or Open, types the path into the path field, and presses OK (the path
/// field stands in for the desktop's dialog: call `use_path_field` first). Does not wait.
pub fn through_path_field(h: &mut Harness<'static, App>, button: &str, field: &str, path: &Path) {
    click(h, button);
    h.get_by_label(field).set_text_value_accesskit(&path.display().to_string());
    h.run_ok();
    click(h, "OK");
}

/// Exports to `path` through the path field, and waits for the save.
pub fn export(h: &mut Harness<'static, App>, path: &Path) {
    through_path_field(h, "Export JSON…", "Save to path:", path);
    wait_until_idle(h);
}

/// Opens `path` through the path field, and waits for the file.
pub fn open(h: &mut Harness<'static, App>, path: &Path) {
    through_path_field(h, "Open JSON…", "Open path:", path);
    wait_until_idle(h);
}
