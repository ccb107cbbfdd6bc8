//! The desktop app (feature `gui`): an egui window over the solver library.
//!
//! `State` holds everything the app knows and applies [`Action`]s; each view (board, side
//! panel, solution list, status bar) draws from it and returns what the person asked for.
//! Searches run as jobs (a thread, or a Web Worker in the page) and stream back their replies.
//!
//! # Features in one place
//! Each feature keeps its state, its rules over the state, its view, its job and its words in
//! one directory: `solve` (Solve, Count only, Most queens: the run, its worker, the list and
//! result card, saved counts), `watch`, `tree`, `compare`, `lab` (what the tree and Compare
//! share), `play`, `hints`, `check` (Check answers) and `files` (open, export, pictures).
//! Around them, the `shell` (side panel, fixed queens, status line, shortcuts, layout).
//! Shared by all: `state` (the `State` aggregate, `apply`, `rules`, undo), `action` and
//! `commands` (what a person can ask for, and the one table of commands), `jobs` (the job
//! protocol and its runner), `text` (languages, numbers, notation, facts and failures),
//! `board` (painting the board), `widgets`, `theme` and `settings`.
//!
//! # Layers
//! From the top: an import runs down or sideways, never up, and no two files import each
//! other, even through others (`import-cycles.py` finds no circle).
//! 1. The window: this file, `shell/`, and the page's start (`web/mod.rs`, `web/start.rs`).
//! 2. Faces: each feature's views (`view.rs`, `view/`) and its rules over the `State`
//!    (`impl State` in files of their own: `apply.rs`, `solve/launch.rs`, `files/ops.rs` …),
//!    the board, the widgets, and the status line's words.
//! 3. The aggregate: `state/`, `action.rs`, `commands.rs`. It names every feature, so it sits
//!    above their values, and below their views and rules, which read and change it.
//! 4. Models: each feature's value, its action enum, its job and its words, none of which
//!    knows the `State`; with the hubs that must name every feature's plain data (the job
//!    protocol `jobs/protocol.rs` and `jobs/run.rs` with the page's `web/workers.rs`, `web/parts.rs`,
//!    `web/in_worker.rs` and `web/files.rs`; the facts and failures `text/said.rs`,
//!    `text/failure.rs`). Features may use each other's values here (the lab holds the
//!    tree and Compare).
//! 5. Core: the job runner, languages and numbers, settings, theme, the page's link.

// The web build (wasm32) leaves out the desktop-only parts: dialogs, the window, the
// display check. They are dead code there, not mistakes.
#![cfg_attr(target_arch = "wasm32", allow(dead_code))]

use eframe::egui;
mod action;
mod board;
mod check;
mod commands;
mod compare;
mod files;
mod frames;
mod hints;
mod jobs;
mod lab;
mod play;
mod settings;
mod shell;
mod solve;
mod state;
mod text;
mod theme;
mod tree;
mod watch;
pub mod web;
mod widgets;

pub use action::Action;
pub use board::paint::{square_at, square_rect};
pub use board::viewport::{MAX_SQUARE, Viewport};
pub use files::FileOp;
pub use lab::LabAction;
pub use settings::{DEFAULT_WIDE_LIMIT, MAX_APP_N, Settings};
pub use settings::{Notation, Theme};
pub use shell::layout::{MIN_SIZE, PanelRects};
pub use solve::Work;
pub use solve::results::EndState;
pub use solve::saved_count::{SavedCount, checkpoint_path};
pub use state::{About, Notice, State};
pub use text::lang::Language;
pub use text::status::{Tone, end_text, idle_text};
pub use watch::{Watch, WatchControl};
// For tests that run the app in another language (the setting reaches it the same way).
pub use text::lang::set as set_language;
// For tests that read what Compare's plots show (egui_plot keeps it under the plot's id).
pub use compare::view::plot_id as compare_plot_id;
pub use lab::chart::Chart;

use commands::Command;
use egui::{CentralPanel, Panel};
use shell::shortcuts::{self, Modal, ModalKey};
use std::path::PathBuf;
use std::time::Duration;

/// The window title, in the current language.
fn title() -> String {
    text::lang::messages::window_title()
}

/// Where eframe keeps the settings.
const APP_KEY: &str = "queenside-settings";

/// Opens the window and runs until it closes. `Err` is one line for the person at the terminal.
/// (The web build starts from [`web`] instead.)
#[cfg(not(target_arch = "wasm32"))]
pub fn run() -> Result<(), String> {
    if let Some(message) = no_display(std::env::consts::OS, |var| std::env::var_os(var)) {
        return Err(message);
    }
    // The window opens titled in the system's language; the first frame retitles it in the
    // one chosen, once the settings are read.
    text::lang::set(Language::of_system());
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title(title())
            .with_app_id(settings::APP_ID)
            .with_inner_size([1100.0, 720.0])
            .with_min_inner_size(MIN_SIZE)
            .with_icon(icon()),
        ..Default::default()
    };
    eframe::run_native("Queenside", options, Box::new(|cc| Ok(Box::new(App::new(cc))))).map_err(|e| {
        let e = e.to_string().replace('\n', " ");
        text::words::no_window_text(&e)
    })
}

/// The window's icon: the PNG shipped in `assets/` (also what the `.desktop` file names).
#[cfg(not(target_arch = "wasm32"))]
fn icon() -> egui::IconData {
    eframe::icon_data::from_png_bytes(include_bytes!("../../assets/queenside.png")).unwrap_or_default()
}

/// The message for a machine with no display, or `None` if X11 or Wayland is there.
/// Only X11 and Wayland name their display in the environment: on Windows and macOS (`os`,
/// as in [`std::env::consts::OS`]) the window system is always there to ask.
/// `env` reads an environment variable (a parameter, so tests need not change the process's).
pub(crate) fn no_display(os: &str, env: impl Fn(&str) -> Option<std::ffi::OsString>) -> Option<String> {
    if matches!(os, "windows" | "macos") {
        return None;
    }
    let set = |var| env(var).is_some_and(|v| !v.is_empty());
    (!set("DISPLAY") && !set("WAYLAND_DISPLAY")).then(text::words::no_display_text)
}

/// The app: its state and one struct per view.
pub struct App {
    pub state: State,
    side: shell::side::SidePanel,
    board: board::view::BoardView,
    wide: board::wide::WideView,
    list: solve::solutions::SolutionList,
    status: shell::status_bar::StatusBar,
    tree: tree::view::TreeView,
    /// The theme the context was last given, so it is set only when it changes.
    theme: Option<Theme>,
    /// The language the window was last titled in, likewise.
    titled: Option<Language>,
    panels: Option<PanelRects>,
}

impl App {
    /// Builds the app from eframe's creation context: fonts, saved settings, and a worker
    /// that wakes this window. Needs no window (tests build it with egui_kittest).
    pub fn new(cc: &eframe::CreationContext<'_>) -> Self {
        Self::with_count_dir(cc, solve::saved_count::default_dir())
    }

    /// As [`App::new`], keeping the checkpoints of counts in `count_dir` instead of the app's
    /// data directory (tests give each app a directory of its own).
    pub fn with_count_dir(cc: &eframe::CreationContext<'_>, count_dir: PathBuf) -> Self {
        let settings = Self::load_settings(cc.storage);
        Self::with_settings_in(cc, settings, count_dir)
    }

    /// As [`App::with_count_dir`], starting from `settings` instead of the saved ones (tests
    /// start from known settings, English among them, whatever the machine's locale).
    pub fn with_settings_in(
        cc: &eframe::CreationContext<'_>,
        settings: Settings,
        count_dir: PathBuf,
    ) -> Self {
        theme::install_fonts(&cc.egui_ctx);
        Self::with_settings(settings, frames::paced_wake(cc.egui_ctx.clone()), count_dir)
    }

    /// The settings saved by an earlier run, or the defaults.
    pub fn load_settings(storage: Option<&dyn eframe::Storage>) -> Settings {
        storage.and_then(|s| eframe::get_value::<Settings>(s, APP_KEY)).unwrap_or_default().sanitized()
    }

    /// An app with the given settings, waking the UI through `wake`.
    pub(crate) fn with_settings(settings: Settings, wake: solve::worker::Wake, count_dir: PathBuf) -> Self {
        App {
            state: State::new(settings, wake, count_dir),
            side: Default::default(),
            board: Default::default(),
            wide: Default::default(),
            list: Default::default(),
            status: Default::default(),
            tree: Default::default(),
            theme: None,
            titled: None,
            panels: None,
        }
    }

    /// The wide board view's rectangle and transform in the last frame (boards past 64).
    pub fn wide_view(&self) -> Option<(egui::Rect, Viewport)> {
        (self.state.settings.n > crate::board::MAX_N).then(|| self.wide.last()).flatten()
    }

    /// Where the side panels' contents were laid out in the last frame.
    pub fn panel_rects(&self) -> Option<PanelRects> {
        self.panels
    }

    /// Asks for paths with a text field instead of the desktop's dialog.
    pub fn use_path_field(&mut self) {
        self.state.files.mode = files::DialogMode::PathField;
    }
}

impl eframe::App for App {
    fn clear_color(&self, visuals: &egui::Visuals) -> [f32; 4] {
        theme::clear_color(visuals)
    }

    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        let more = self.state.drain(frames::DRAIN_BUDGET);
        self.state.poll_files();
        let watch = self.state.tick(frames::WATCH_BUDGET);
        self.state.sync_tree();
        let comparing = self.state.drain_lab();
        let making = self.state.poll_puzzles();
        let checking = self.state.check.poll();
        if more {
            // The rest in the next frame: at once, or in the page a gap later.
            ctx.request_repaint_after(frames::WAKE_GAP);
        } else if self.state.run.job.is_some() || self.state.files.busy() || comparing || making || checking {
            ctx.request_repaint_after(frames::progress_every(self.state.running()));
        }
        if let Some(after) = watch {
            ctx.request_repaint_after(after);
        }
        if self.state.play.shown().is_some_and(|game| !game.over()) {
            // Play's clock shows seconds.
            ctx.request_repaint_after(Duration::from_millis(250));
        }
        if self.theme != Some(self.state.settings.theme) {
            self.theme = Some(self.state.settings.theme);
            theme::apply(ctx, self.state.settings.theme);
        }
        let language = text::lang::current();
        if self.titled != Some(language) {
            self.titled = Some(language);
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title()));
        }
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        // Shortcuts first, so they work wherever focus is and no focused widget acts on them
        // too; while a question or popup is open, the keys go to it or nowhere.
        let modal = self.modal();
        let mut actions = match modal {
            Some(modal) => self.modal_keys(ui.ctx(), modal),
            None => self.shortcuts(ui.ctx()),
        };
        let state = &self.state;
        Panel::bottom("status")
            .frame(theme::bare_panel(
                egui::Frame::side_top_panel(ui.style()).inner_margin(egui::Margin::symmetric(10, 4)),
            ))
            .show(ui, |ui| self.status.ui(ui, state));
        // Narrow windows take width from the side panels before the board.
        let (left, right) = shell::layout::panel_widths(ui.available_width());
        let controls = Panel::left("controls")
            .resizable(false)
            .exact_size(left)
            .frame(theme::bare_panel(
                egui::Frame::side_top_panel(ui.style()).inner_margin(shell::layout::CONTROLS_MARGIN),
            ))
            .show(ui, |ui| {
                let visible = ui.max_rect();
                shell::layout::scroll_controls(ui, |ui| {
                    self.side.ui(ui, state, &mut actions);
                    // The fixed queens (a growing list) come last, so nothing above moves.
                    ui.separator();
                    hints::view::ui(ui, state, &mut actions);
                    ui.separator();
                    shell::queens::fixed_queens(ui, state, &mut actions);
                    ui.separator();
                    compare::view::open_button(ui, state, &mut actions);
                    check::view::open_button(ui, state, &mut actions);
                    #[cfg(target_arch = "wasm32")]
                    actions.extend(web::copy_link_button(ui, state, &web::browser::page_address()));
                });
                visible
            });
        // Not resizable: the resize handle takes keyboard focus and shows none. Rows wrap to
        // whatever width the panel has.
        let results = Panel::right("solutions")
            .resizable(false)
            .exact_size(right)
            .frame(theme::bare_panel(egui::Frame::side_top_panel(ui.style())))
            .show(ui, |ui| {
                let visible = ui.max_rect();
                match state.run.watch() {
                    Some(watch) => {
                        tree::view::toggle(ui, state, &mut actions);
                        watch::view::ui(ui, state, watch, &mut actions);
                    }
                    None if matches!(state.run.work, Work::Count { .. } | Work::MostQueens { .. }) => {
                        solve::result_card::ui(ui, state, &mut actions)
                    }
                    None => self.list.ui(ui, state, &mut actions),
                }
                visible
            });
        self.panels = Some(PanelRects {
            controls: controls.inner,
            results: results.inner,
            results_panel: results.response.rect,
        });
        // Declared after the side panels, so it spans only the board's column.
        self.tree.ui(ui, state, &mut actions);
        CentralPanel::default().frame(theme::bare_panel(egui::Frame::central_panel(ui.style()))).show(
            ui,
            |ui| {
                shell::banner::notice(ui, state.notice().map(|n| (n, state.notice_text(n))), &mut actions);
                ui.separator();
                if state.wide() {
                    self.wide.ui(ui, state, &mut actions);
                } else {
                    self.board.ui(ui, state, &mut actions);
                }
            },
        );
        compare::view::window(ui.ctx(), state, &mut actions);
        actions.extend(play::view::window(ui.ctx(), state));
        check::view::window(ui.ctx(), state, &mut actions);
        if self.side.help {
            shortcuts::overlay(ui.ctx(), &mut self.side.help);
        }
        if let Some(question) = state.question_text() {
            shell::banner::confirm(ui.ctx(), &question, &mut actions);
        }
        if modal == Some(Modal::Help) {
            // The overlay is a popup too: nothing behind it acts while it is open. (A question
            // and the path field are the state's rules: see `State::waits_for_answer`.)
            actions.clear();
        }
        // What an action changed shows in this very frame: its pass is drawn again (egui's
        // discard, when it has a pass to spare; else on the next frame), and a Stop is taken
        // in by that pass's drain. A run's frames otherwise come at the progress pace.
        if !actions.is_empty() {
            ui.ctx().request_discard("an action changed the state");
            ui.ctx().request_repaint();
        }
        for action in actions {
            self.state.apply(action);
        }
        // Every Copy: the state says what, the view puts it on the system clipboard at the
        // end of this frame (eframe's `clipboard`).
        match self.state.clipboard.take() {
            Some(state::Clipboard::Text(text)) => ui.ctx().copy_text(text),
            Some(state::Clipboard::Image(raster)) => {
                let size = [raster.width as usize, raster.height as usize];
                ui.ctx().copy_image(egui::ColorImage::from_rgba_unmultiplied(size, &raster.rgba));
            }
            None => {}
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
    /// What holds the keys this frame, if anything does but the window.
    fn modal(&self) -> Option<Modal> {
        if self.state.confirm.is_some() {
            Some(Modal::Question)
        } else if self.state.files.prompt.is_some() {
            Some(Modal::PathField)
        } else if self.side.help {
            Some(Modal::Help)
        } else {
            None
        }
    }

    /// This frame's keys while `modal` holds them: Esc cancels it (and only it), Enter
    /// answers a question with its default, Go ahead; every other key goes nowhere.
    fn modal_keys(&mut self, ctx: &egui::Context, modal: Modal) -> Vec<Action> {
        let Some(key) = shortcuts::take_modal(ctx, modal) else { return Vec::new() };
        match (modal, key) {
            (Modal::Question, ModalKey::Cancel) => vec![Action::CancelConfirm],
            (Modal::Question, ModalKey::Accept) => vec![Action::Confirm],
            (Modal::PathField, _) => {
                ctx.memory_mut(|m| m.request_focus(widgets::board_id()));
                vec![Action::CancelPrompt]
            }
            (Modal::Help, _) => {
                self.side.help = false;
                Vec::new()
            }
        }
    }

    /// This frame's shortcuts as actions, as the command table says; the overlay and Esc's
    /// focus are the window's own.
    fn shortcuts(&mut self, ctx: &egui::Context) -> Vec<Action> {
        let mut actions = Vec::new();
        for command in shortcuts::take(ctx, &self.state) {
            // Two commands also do something of the window's own; every command acts
            // through the state as its table says.
            if command == Command::Help {
                self.side.help = !self.side.help;
            }
            if command == Command::Stop {
                // Esc: stop, and put focus back on the board.
                ctx.memory_mut(|m| m.request_focus(widgets::board_id()));
            }
            actions.extend(command.actions(&self.state));
        }
        actions
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::OsString;

    #[test]
    fn no_display_points_to_the_headless_commands() {
        let none = no_display("linux", |_| None).unwrap();
        assert!(none.starts_with("no display"), "{none}");
        assert!(
            none.contains(
                "nqueens solve|render|count|most-queens|trace|local|tree|compare|hints|puzzle|check|merge"
            ) && none.contains("nqueens --help")
        );
        assert!(!none.contains('\n'));
        let empty = no_display("freebsd", |_| Some(OsString::new()));
        assert!(empty.is_some());
        assert_eq!(no_display("linux", |v| (v == "DISPLAY").then(|| ":0".into())), None);
        assert_eq!(no_display("linux", |v| (v == "WAYLAND_DISPLAY").then(|| "wayland-0".into())), None);
    }

    #[test]
    fn windows_and_macos_need_no_display_variable() {
        // Neither sets DISPLAY: the app must open there all the same.
        assert_eq!(no_display("windows", |_| None), None);
        assert_eq!(no_display("macos", |_| None), None);
    }
}

/// Hooks for `benches/lab.rs`: the search tree window's work, timed without a window.
#[doc(hidden)]
pub mod bench {
    use crate::app::tree::SearchTree;
    use crate::board::Problem;
    use crate::lab::Algorithm;

    /// The whole backtracking tree of an empty n×n board, as a Watch run to its end grows it.
    pub struct Tree(SearchTree);

    impl Tree {
        pub fn whole(n: usize) -> Tree {
            let problem = Problem::empty(n).expect("a board size");
            let mut tree = SearchTree::new(&problem, Algorithm::Backtrack);
            tree.sync(&problem, Algorithm::Backtrack, u64::MAX);
            Tree(tree)
        }

        pub fn nodes(&self) -> usize {
            self.0.nodes().len()
        }

        /// Lays the tree out as its window does; the nodes placed.
        pub fn layout(&self) -> usize {
            crate::app::tree::view::layout::layout(&self.0).0.len()
        }

        /// One frame of the tree window's contents on `ctx` (a `size` points screen), laid
        /// out, drawn and tessellated as the app draws it, but for the pixels; the triangles' vertices.
        pub fn frame(&self, ctx: &eframe::egui::Context, view: &mut TreeFrame, size: [f32; 2]) -> usize {
            let input = eframe::egui::RawInput {
                screen_rect: Some(eframe::egui::Rect::from_min_size(eframe::egui::Pos2::ZERO, size.into())),
                ..Default::default()
            };
            let out = ctx.run_ui(input, |ui| {
                let mut actions = Vec::new();
                view.0.contents(ui, &self.0, &mut actions);
            });
            let meshes = ctx.tessellate(out.shapes, out.pixels_per_point);
            meshes
                .iter()
                .map(|m| match &m.primitive {
                    eframe::egui::epaint::Primitive::Mesh(mesh) => mesh.vertices.len(),
                    eframe::egui::epaint::Primitive::Callback(_) => 0,
                })
                .sum()
        }
    }

    /// What the tree window keeps between frames (where it is zoomed to).
    #[derive(Default)]
    pub struct TreeFrame(crate::app::tree::view::TreeView);
}
