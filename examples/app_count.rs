//! Count only as the app runs it, timed: `benches/app_vs_cli.sh` runs this beside
//! `nqueens count N` to measure what the app costs a count.
//!
//! `app_count N window`: the real app in a real window (under Xvfb in the script), Count only
//! pressed once the window has settled (as a person presses it: the first frames build the
//! font atlas and compile the shaders, in software under Xvfb, which a count started on the
//! first frame would share its cores with), the window closed when the count ends. `app_count N state`:
//! the app's state and worker alone, drained as the window would, with no window at all.
//! Either prints one line: `N seconds` (the count's own clock, as the status line and
//! `nqueens count` report it) and the wall-clock seconds from the press to the end.

use eframe::egui;
use nqueens::app::{Action, App, EndState, Settings, State};
use std::sync::Arc;
use std::time::{Duration, Instant};

fn main() {
    let mut args = std::env::args().skip(1);
    let n: usize = args.next().and_then(|a| a.parse().ok()).expect("usage: app_count N window|state");
    let dir = tempfile::tempdir().expect("a temporary directory for the count's checkpoint");
    match args.next().as_deref() {
        Some("window") => window(n, dir.path().to_path_buf()),
        Some("state") => state(n, dir.path().to_path_buf()),
        _ => panic!("usage: app_count N window|state"),
    }
}

/// The count's own seconds and the wall-clock seconds since `pressed`.
fn report(state: &State, pressed: Instant) {
    let Some(EndState::Counted { elapsed, counts, .. }) = &state.run.end else {
        panic!("the count did not finish: {:?}", state.run.end)
    };
    println!(
        "{n} {:.3} {:.3} {}",
        elapsed.as_secs_f64(),
        pressed.elapsed().as_secs_f64(),
        counts.total,
        n = state.settings.n
    );
}

/// Presses Count only (and says yes to a question before a long count).
fn press_count(state: &mut State) {
    state.apply(Action::Count);
    if state.confirm.is_some() {
        state.apply(Action::Confirm);
    }
}

fn state(n: usize, count_dir: std::path::PathBuf) {
    let mut state = State::new(Settings { n, ..Settings::default() }, Arc::new(|| {}), count_dir);
    let pressed = Instant::now();
    press_count(&mut state);
    while state.run.job.is_some() {
        // As a window does: take in what came, then wait for the next frame.
        state.drain(Duration::from_millis(4));
        std::thread::sleep(Duration::from_millis(50));
    }
    report(&state, pressed);
}

/// The app, set to the size on its first frame, pressing Count only once it has settled and
/// closing once the count has ended.
struct Timed {
    app: App,
    n: usize,
    pressed: Option<Instant>,
    reported: bool,
    /// When the first frame was drawn.
    opened: Option<Instant>,
    /// Frames drawn while the count ran.
    frames: u64,
}

/// How long the window is left to settle before Count only is pressed.
const SETTLE: Duration = Duration::from_secs(1);

impl eframe::App for Timed {
    fn logic(&mut self, ctx: &egui::Context, frame: &mut eframe::Frame) {
        eframe::App::logic(&mut self.app, ctx, frame);
    }

    fn ui(&mut self, ui: &mut egui::Ui, frame: &mut eframe::Frame) {
        let opened = *self.opened.get_or_insert_with(|| {
            // The size first, as a person sets it and looks before pressing.
            self.app.state.apply(Action::SetSize(self.n));
            Instant::now()
        });
        if self.pressed.is_none() {
            if opened.elapsed() < SETTLE {
                ui.ctx().request_repaint_after(Duration::from_millis(100));
            } else {
                self.pressed = Some(Instant::now());
                press_count(&mut self.app.state);
            }
        } else if !self.reported {
            self.frames += 1;
        }
        eframe::App::ui(&mut self.app, ui, frame);
        if let Some(pressed) = self.pressed
            && self.app.state.run.job.is_none()
            && !self.reported
        {
            self.reported = true;
            report(&self.app.state, pressed);
            eprintln!("{} frames drawn while counting", self.frames);
            ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
        }
    }
}

fn window(n: usize, count_dir: std::path::PathBuf) {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Queenside count timing")
            .with_inner_size([1100.0, 720.0]),
        persist_window: false,
        ..Default::default()
    };
    eframe::run_native(
        "queenside-count-timing",
        options,
        Box::new(move |cc| {
            Ok(Box::new(Timed {
                app: App::with_count_dir(cc, count_dir),
                n,
                pressed: None,
                reported: false,
                opened: None,
                frames: 0,
            }))
        }),
    )
    .expect("a window (run under Xvfb where there is no display)");
}
