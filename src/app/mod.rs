//! The desktop app (feature `gui`): an egui window over the solver library.
//!
//! `State` holds everything the app knows and applies [`Action`]s; each view (board, side
//! panel, solution list, status bar) draws from it and returns what the person asked for.
//! Searches run on a worker thread and stream their solutions back over a channel.

use eframe::egui;
mod action;
mod board_overlay;
mod board_paint;
mod board_view;
mod files;
mod hints;
mod history;
mod queens_panel;
mod result_card;
mod results;
mod run;
mod saved_count;
mod settings;
mod shortcuts;
mod side_panel;
mod solution_list;
mod state;
mod status_bar;
mod theme;
mod thumbnails;
mod viewport;
mod watch;
mod watch_panel;
mod wide_view;
mod worker;

pub use action::Action;
pub use board_view::{square_at, square_rect};
pub use results::EndState;
pub use run::{Best, Work};
pub use saved_count::{SavedCount, checkpoint_path};
pub use settings::{DEFAULT_WIDE_LIMIT, MAX_APP_N, Settings};
pub use state::{Notice, State};
pub use status_bar::{Tone, end_text, idle_text};
pub use theme::Theme;
pub use viewport::{MAX_SQUARE, Viewport};
pub use watch::{Watch, WatchControl};

use egui::{CentralPanel, Panel, RichText};
use shortcuts::Command;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

/// The app's id: the window's app id, and the name of its data directory (settings and
/// saved counts).
pub(crate) const APP_ID: &str = "queenside";

/// The window title.
pub(crate) const TITLE: &str = "Queenside — N-Queens";

/// Where eframe keeps the settings.
const APP_KEY: &str = "queenside-settings";

/// How long each frame may spend taking in solutions, so drawing keeps 60 frames a second.
const DRAIN_BUDGET: Duration = Duration::from_millis(4);

/// How long each frame may spend stepping a Watch that runs on to a solution or the end.
const WATCH_BUDGET: Duration = Duration::from_millis(8);

/// How often the status refreshes while a job runs and nothing else wakes the UI.
const PROGRESS_EVERY: Duration = Duration::from_millis(50);

const HEADLESS_HINT: &str = "use the headless commands instead: nqueens solve|count|max (see nqueens --help)";

/// Opens the window and runs until it closes. `Err` is one line for the person at the terminal.
pub fn run() -> Result<(), String> {
    if let Some(message) = no_display(|var| std::env::var_os(var)) {
        return Err(message);
    }
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title(TITLE)
            .with_app_id(APP_ID)
            .with_inner_size([1100.0, 720.0])
            .with_min_inner_size([760.0, 520.0])
            .with_icon(icon()),
        ..Default::default()
    };
    eframe::run_native("Queenside", options, Box::new(|cc| Ok(Box::new(App::new(cc))))).map_err(|e| {
        let e = e.to_string().replace('\n', " ");
        format!("cannot open a window, no usable display ({e}): {HEADLESS_HINT}")
    })
}

/// The window's icon: the PNG shipped in `assets/` (also what the `.desktop` file names).
fn icon() -> egui::IconData {
    eframe::icon_data::from_png_bytes(include_bytes!("../../assets/queenside.png")).unwrap_or_default()
}

/// The message for a machine with no display, or `None` if X11 or Wayland is there.
/// `env` reads an environment variable (a parameter, so tests need not change the process's).
pub(crate) fn no_display(env: impl Fn(&str) -> Option<std::ffi::OsString>) -> Option<String> {
    let set = |var| env(var).is_some_and(|v| !v.is_empty());
    (!set("DISPLAY") && !set("WAYLAND_DISPLAY"))
        .then(|| format!("no display (neither DISPLAY nor WAYLAND_DISPLAY is set): {HEADLESS_HINT}"))
}

/// The notice strip above the board keeps this height whether or not a notice shows, so the
/// board never moves when one appears.
const NOTICE_HEIGHT: f32 = 46.0;

/// The app: its state and one struct per view.
pub struct App {
    pub state: State,
    side: side_panel::SidePanel,
    board: board_view::BoardView,
    wide: wide_view::WideView,
    list: solution_list::SolutionList,
    status: status_bar::StatusBar,
    /// The theme the context was last given, so it is set only when it changes.
    theme: Option<Theme>,
}

impl App {
    /// Builds the app from eframe's creation context: fonts, saved settings, and a worker
    /// that wakes this window. Needs no window (tests build it with egui_kittest).
    pub fn new(cc: &eframe::CreationContext<'_>) -> Self {
        Self::with_count_dir(cc, saved_count::default_dir())
    }

    /// As [`App::new`], keeping the checkpoints of counts in `count_dir` instead of the app's
    /// data directory (tests give each app a directory of its own).
    pub fn with_count_dir(cc: &eframe::CreationContext<'_>, count_dir: PathBuf) -> Self {
        theme::install_fonts(&cc.egui_ctx);
        let settings = cc.storage.and_then(|s| eframe::get_value::<Settings>(s, APP_KEY)).unwrap_or_default();
        let ctx = cc.egui_ctx.clone();
        Self::with_settings(settings, Arc::new(move || ctx.request_repaint()), count_dir)
    }

    /// The settings saved by an earlier run, or the defaults.
    pub fn load_settings(storage: Option<&dyn eframe::Storage>) -> Settings {
        storage.and_then(|s| eframe::get_value::<Settings>(s, APP_KEY)).unwrap_or_default().sanitized()
    }

    /// An app with the given settings, waking the UI through `wake`.
    pub(crate) fn with_settings(settings: Settings, wake: worker::Wake, count_dir: PathBuf) -> Self {
        App {
            state: State::new(settings, wake, count_dir),
            side: Default::default(),
            board: Default::default(),
            wide: Default::default(),
            list: Default::default(),
            status: Default::default(),
            theme: None,
        }
    }

    /// The wide board view's rectangle and transform in the last frame (boards past 64).
    pub fn wide_view(&self) -> Option<(egui::Rect, Viewport)> {
        (self.state.settings.n > crate::board::MAX_N).then(|| self.wide.last()).flatten()
    }

    /// Asks for paths with a text field instead of the desktop's dialog.
    pub fn use_path_field(&mut self) {
        self.state.files.mode = files::DialogMode::PathField;
    }

    /// The notice strip: the text wraps and scrolls within the strip, and the Dismiss button
    /// keeps its own room to the right, so it never covers the text.
    fn notice(ui: &mut egui::Ui, notice: Option<&Notice>) -> Option<Action> {
        // The strip takes exactly its height, notice or not.
        let (strip, _) =
            ui.allocate_exact_size(egui::vec2(ui.available_width(), NOTICE_HEIGHT), egui::Sense::hover());
        let notice = notice?;
        let mut action = None;
        let layout = egui::Layout::right_to_left(egui::Align::Min);
        // A child that does not move the parent's cursor (the strip above is all it takes),
        // and draws nothing outside the strip however long the text.
        let mut ui = ui.new_child(egui::UiBuilder::new().max_rect(strip).layout(layout));
        ui.set_clip_rect(strip.intersect(ui.clip_rect()));
        if ui.button("Dismiss").clicked() {
            action = Some(Action::DismissNotice);
        }
        let color =
            if notice.error { theme::error_text(ui.visuals()) } else { ui.visuals().strong_text_color() };
        let area = egui::ScrollArea::vertical()
            .id_salt("notice")
            .max_height(NOTICE_HEIGHT)
            .auto_shrink([false, true]);
        area.show(&mut ui, |ui| {
            ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
                ui.add(egui::Label::new(RichText::new(&notice.text).color(color)).wrap());
            });
        });
        action
    }
}

impl eframe::App for App {
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        let more = self.state.drain(DRAIN_BUDGET);
        self.state.poll_files();
        let watch = self.state.tick(WATCH_BUDGET);
        if more {
            ctx.request_repaint();
        } else if self.state.run.job.is_some() || self.state.files.busy() {
            ctx.request_repaint_after(PROGRESS_EVERY);
        }
        if let Some(after) = watch {
            ctx.request_repaint_after(after);
        }
        if self.theme != Some(self.state.settings.theme) {
            self.theme = Some(self.state.settings.theme);
            theme::apply(ctx, self.state.settings.theme);
        }
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        // Shortcuts first, so they work wherever focus is and no focused widget acts on them too.
        let mut actions = shortcuts::take_watch(ui.ctx(), &self.state);
        actions.extend(self.shortcuts(ui.ctx()));
        let state = &self.state;
        Panel::bottom("status")
            .frame(egui::Frame::side_top_panel(ui.style()).inner_margin(egui::Margin::symmetric(10, 4)))
            .show(ui, |ui| self.status.ui(ui, state));
        // Narrow windows take width from the side panels before the board.
        let width = ui.available_width();
        Panel::left("controls")
            .resizable(false)
            .exact_size((width * 0.3).clamp(230.0, 300.0))
            .frame(egui::Frame::side_top_panel(ui.style()).inner_margin(egui::Margin::symmetric(12, 8)))
            .show(ui, |ui| {
                ScrollAreaVertical::show(ui, |ui| actions.extend(self.side.ui(ui, state)));
            });
        // Not resizable: the resize handle takes keyboard focus and shows none. Rows wrap to
        // whatever width the panel has.
        Panel::right("solutions").resizable(false).exact_size((width * 0.27).clamp(180.0, 380.0)).show(
            ui,
            |ui| match state.run.watch() {
                Some(watch) => actions.extend(watch_panel::ui(ui, state, watch)),
                None => actions.extend(self.list.ui(ui, state)),
            },
        );
        CentralPanel::default().show(ui, |ui| {
            actions.extend(Self::notice(ui, state.notice.as_ref()));
            ui.separator();
            if state.wide() {
                actions.extend(self.wide.ui(ui, state));
            } else {
                actions.extend(self.board.ui(ui, state));
            }
        });
        if self.side.help {
            shortcuts::overlay(ui.ctx(), &mut self.side.help);
        }
        if let Some(confirm) = &state.confirm {
            actions.extend(Self::confirm(ui.ctx(), confirm));
        }
        for action in actions {
            self.state.apply(action);
        }
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, APP_KEY, &self.state.settings);
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        self.state.shut_down(); // a running count saves its checkpoint first
    }
}

impl App {
    /// This frame's shortcuts as actions; Copy, Help and Esc's focus are handled here.
    fn shortcuts(&mut self, ctx: &egui::Context) -> Vec<Action> {
        let mut actions = Vec::new();
        for command in shortcuts::take(ctx) {
            match command {
                Command::Help => self.side.help = !self.side.help,
                Command::Copy => {
                    if let Some(cols) =
                        self.state.selected().and_then(|i| Some(self.state.results()?.store().to_vec(i)))
                    {
                        ctx.copy_text(format!("{cols:?}"));
                    }
                }
                Command::Stop => {
                    // Esc: stop, close what is open, and put focus back on the board.
                    self.side.help = false;
                    ctx.memory_mut(|m| m.request_focus(board_paint::board_id()));
                    if self.state.confirm.is_some() {
                        actions.push(Action::CancelConfirm);
                    } else if self.state.running().is_some() {
                        actions.push(Action::Stop);
                    } else if self.state.watch_shown().is_some_and(|w| w.busy()) {
                        actions.push(Action::WatchControl(WatchControl::PlayPause));
                    }
                }
                _ => actions.extend(shortcuts::action(command, &self.state)),
            }
        }
        actions
    }

    /// The question an action waits on: what it would lose, with yes and no.
    fn confirm(ctx: &egui::Context, confirm: &state::Confirm) -> Option<Action> {
        let mut action = None;
        egui::Modal::new(egui::Id::unique("queenside-confirm")).show(ctx, |ui| {
            ui.set_max_width(420.0);
            ui.add(egui::Label::new(&confirm.text).wrap());
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if ui.button("Go ahead").clicked() {
                    action = Some(Action::Confirm);
                }
                if ui.button("Cancel").clicked() {
                    action = Some(Action::CancelConfirm);
                }
            });
        });
        action
    }
}

/// The side panel scrolls when the window is short.
struct ScrollAreaVertical;

impl ScrollAreaVertical {
    fn show(ui: &mut egui::Ui, add: impl FnOnce(&mut egui::Ui)) {
        egui::ScrollArea::vertical().id_salt("controls").show(ui, add);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::OsString;

    #[test]
    fn no_display_points_to_the_headless_commands() {
        let none = no_display(|_| None).unwrap();
        assert!(none.starts_with("no display"), "{none}");
        assert!(none.contains("nqueens solve|count|max") && none.contains("nqueens --help"));
        assert!(!none.contains('\n'));
        let empty = no_display(|_| Some(OsString::new()));
        assert!(empty.is_some());
        assert_eq!(no_display(|v| (v == "DISPLAY").then(|| ":0".into())), None);
        assert_eq!(no_display(|v| (v == "WAYLAND_DISPLAY").then(|| "wayland-0".into())), None);
    }
}
