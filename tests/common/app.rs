//! Driving the app headless with egui_kittest, shared by the `app_*` tests.

use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nqueens::app::{App, Language, Settings};
use nqueens::control::Progress;
use std::ops::{Deref, DerefMut};
use std::path::{Path, PathBuf};
use std::sync::Arc;

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

/// The app in a window of its default size, in English whatever the machine's locale.
pub fn harness() -> AppHarness {
    harness_with(Settings { language: Some(Language::English), ..Settings::default() })
}

/// The app in a window of its default size, started from `settings` (as saved by a run before).
pub fn harness_with(settings: Settings) -> AppHarness {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let harness = app_in(settings, dir.path().to_path_buf());
    AppHarness { harness, dir }
}

/// The app in a window of its default size, started from `settings`, keeping its counts'
/// checkpoints in `count_dir` (which the caller keeps past the app).
pub fn app_in(settings: Settings, count_dir: PathBuf) -> Harness<'static, App> {
    Harness::builder().with_size(egui::vec2(1100.0, 720.0)).build_eframe(move |cc| {
        // What wakes the window wakes the test's wait: a job's report, a message to drain.
        // (A repaint asked for later, as a playing Watch's next step, is looked at again.)
        cc.egui_ctx.set_request_repaint_callback(|info| {
            if info.delay.is_zero() {
                nqueens::testing::ring();
            }
        });
        App::with_settings_in(cc, settings, count_dir)
    })
}

/// The app in a window of `size` (width, height), laid out once.
pub fn harness_sized(size: [f32; 2]) -> AppHarness {
    let mut h = harness();
    h.set_size(size.into());
    h.run();
    h
}

/// Steps the app until `done` holds, failing with `what` (the event waited for) after
/// [`super::PATIENCE`]. Between frames it sleeps until the app is woken, as the window does,
/// so the workers beside the UI get the cores.
pub fn step_until(
    h: &mut Harness<'static, App>,
    what: &str,
    mut done: impl FnMut(&Harness<'static, App>) -> bool,
) {
    super::wait_until(what, || {
        if done(h) {
            return true;
        }
        h.step();
        false
    });
}

/// Steps until no search and no file operation runs, then lets the UI settle. One step
/// first: a click just queued has not started its run yet, and the app would look idle
/// (seen under load: Solve clicked, the list still empty after the wait).
pub fn wait_until_idle(h: &mut Harness<'static, App>) {
    let idle = |h: &Harness<'static, App>| h.state().state.run.job.is_none() && !h.state().state.files.busy();
    h.step();
    step_until(h, "the app to be idle", idle);
    h.run_ok();
}

/// Steps until the thread of the run that `progress` belongs to has ended, so that every
/// message it sends has been sent. (The thread holds the progress to its end: when the test
/// holds the last reference, the thread is gone.)
pub fn wait_for_the_run_thread(h: &mut Harness<'static, App>, mut progress: Arc<Progress>) {
    step_until(h, "the run's thread to end", |_| Arc::get_mut(&mut progress).is_some());
}

/// The text of the status line.
pub fn status_text(h: &Harness<'static, App>) -> String {
    nqueens::app::end_text(&h.state().state).0
}

/// The notice shown, as its text and whether it is an error.
pub fn notice(h: &Harness<'static, App>) -> Option<(String, bool)> {
    let state = &h.state().state;
    state.notice().map(|n| (state.notice_text(n), n.error))
}

/// The notice's text, empty when none is shown.
pub fn notice_text(h: &Harness<'static, App>) -> String {
    notice(h).map(|(text, _)| text).unwrap_or_default()
}

/// The solutions listed, in order, with their class sizes (unique mode).
pub fn listed(app: &App) -> Vec<(Vec<u32>, Option<u8>)> {
    let store = app.state.results().expect("a list of solutions").store();
    (0..store.len()).map(|i| (store.to_vec(i), store.class_size(i))).collect()
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

/// eframe's storage, in memory: what a run saves, for the next run to load.
#[derive(Default)]
pub struct MemoryStorage(std::collections::HashMap<String, String>);

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

/// The queens the board shows, as columns by row, read from the squares' accessible values.
pub fn board_queens(h: &Harness<'static, App>, n: usize) -> Vec<Option<usize>> {
    (0..n)
        .map(|row| {
            (0..n).find(|&col| {
                let value = h
                    .get_by_label(&nqueens::board::Queen::new(row, col).notation(n))
                    .value()
                    .unwrap_or_default();
                value.starts_with("queen") || value.starts_with("fixed queen")
            })
        })
        .collect()
}

/// Types `text` into the field labelled `label` a key at a time, after clearing it.
pub fn type_into(h: &mut Harness<'static, App>, label: &str, text: &str) {
    h.get_by_label(label).focus();
    h.run();
    for _ in 0..12 {
        h.key_press(egui::Key::Backspace);
        h.key_press(egui::Key::Delete);
    }
    for c in text.chars() {
        h.get_by_label(label).type_text(&c.to_string());
        h.run();
    }
}

/// The English names (as the Watch's buttons show them) of the searches the Watch steps
/// through, in the library's order, read from the words file rather than listed here so a
/// new search is tried by every test that walks them; `local` keeps only the local ones.
pub fn watched_searches(local: bool) -> Vec<String> {
    use nqueens::lab::{Algorithm, Family};
    let words =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/i18n/en/searches.ftl")).unwrap();
    Algorithm::ALL
        .into_iter()
        .filter(|a| a.family() != Family::Generate && (!local || a.is_local()))
        .map(|a| {
            let id = format!("watch-algorithm-{} = ", a.name());
            let line = words.lines().find(|l| l.starts_with(&id)).unwrap_or_else(|| panic!("no {id}"));
            line[id.len()..].trim().to_owned()
        })
        .collect()
}
