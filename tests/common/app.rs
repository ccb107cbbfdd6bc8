//! Driving the app headless with egui_kittest, shared by the `app_*` tests.

use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nqueens::app::App;
use std::time::Duration;

/// The app in a window of its default size.
pub fn harness() -> Harness<'static, App> {
    Harness::builder().with_size(egui::vec2(1100.0, 720.0)).build_eframe(|cc| App::new(cc))
}

/// Steps until no search and no file operation runs (bounded: 60 s), then lets the UI settle.
pub fn wait_until_idle(h: &mut Harness<'static, App>) {
    for _ in 0..6000 {
        h.step();
        let state = &h.state().state;
        if state.job.is_none() && !state.files.busy() {
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
