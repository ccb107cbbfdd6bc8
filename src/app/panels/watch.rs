//! The right-hand panel during a Watch: the controls, the counters, and the search path.

use crate::board::Queen;
use crate::trace::Counters;
use eframe::egui;
use egui::{Button, RichText, ScrollArea, Slider, Ui};

use crate::app::action::Action;
use crate::app::shortcuts::watch_key;
use crate::app::state::State;
use crate::app::state::watch::{EVERY_FRAME, MIN_SPEED, Watch, WatchControl};
use crate::app::text::numbers::{plural, thousands};
use crate::app::text::status::now_text;
use crate::app::theme;

/// Boards this wide or less are comfortable to watch.
const SMALL: usize = 10;

pub(crate) fn ui(ui: &mut Ui, state: &State, watch: &Watch) -> Vec<Action> {
    let mut actions = Vec::new();
    ui.add_space(6.0);
    ui.heading("Watching the search");
    ui.separator();
    let n = state.run.board.n;
    let note = format!(
        "The textbook search: a queen per row, top to bottom, columns left to right; a step places \
         a queen or takes the last one back. Watching is for small boards (up to about {SMALL} wide){}",
        if n > SMALL {
            ": this one's search runs far longer than anyone can watch (Skip to end still counts it)."
        } else {
            "."
        }
    );
    ui.add(egui::Label::new(RichText::new(note).weak()).wrap());
    if !state.run_answers_board() {
        ui.label(
            RichText::new("The board changed since this Watch began: press Watch to watch this one.")
                .color(theme::error_text(ui.visuals())),
        );
    }
    ui.add_space(4.0);
    controls(ui, state, watch, &mut actions);
    ui.add_space(4.0);
    ui.add(egui::Label::new(RichText::new(now_text(watch)).strong()).wrap());
    ui.separator();
    ScrollArea::vertical().id_salt("watch").auto_shrink([false, true]).show(ui, |ui| {
        counters(ui, watch);
        ui.add_space(6.0);
        path(ui, state, watch);
    });
    actions
}

fn controls(ui: &mut Ui, state: &State, watch: &Watch, actions: &mut Vec<Action>) {
    let play = if watch.busy() { "Pause" } else { "Play" };
    // Rows wrap in a narrow panel rather than run out of it.
    ui.horizontal_wrapped(|ui| {
        let play_tip = format!(
            "Play the search at the speed below, or pause it ({})",
            watch_key(WatchControl::PlayPause)
        );
        // As wide as its wider label, so Step back and Step stay put as it switches.
        let font = egui::TextStyle::Button.resolve(ui.style());
        let widest = ["Play", "Pause"]
            .map(|t| {
                ui.fonts_mut(|f| {
                    f.layout_no_wrap(t.into(), font.clone(), egui::Color32::PLACEHOLDER).size().x
                })
            })
            .into_iter()
            .fold(0.0, f32::max);
        let width = widest + 2.0 * ui.spacing().button_padding.x;
        let play = Button::new(play).min_size(egui::vec2(width, 0.0));
        let action = Action::WatchControl(WatchControl::PlayPause);
        crate::app::widgets::button(ui, state, play, action, &play_tip, actions);
        let back = format!("Undo the last step exactly ({})", watch_key(WatchControl::StepBack));
        control(ui, state, "Step back", WatchControl::StepBack, &back, actions);
        let step = format!(
            "One step: place the next queen, or take the last one back ({})",
            watch_key(WatchControl::Step)
        );
        control(ui, state, "Step", WatchControl::Step, &step, actions);
    });
    ui.horizontal_wrapped(|ui| {
        let next = "Run on until the next solution is complete";
        control(ui, state, "To next solution", WatchControl::ToNextSolution, next, actions);
        let end = "Run the search to its end: the counters give the whole search's figures";
        control(ui, state, "Skip to end", WatchControl::ToEnd, end, actions);
    });
    ui.horizontal_wrapped(|ui| {
        control(ui, state, "Restart", WatchControl::Restart, "Back to before the first step", actions);
        // The slider takes the rest of the line, or a line of its own; it does not wrap by
        // itself, and its value ("every frame") sits beside it.
        let font = egui::TextStyle::Button.resolve(ui.style());
        let value = ui
            .fonts_mut(|f| f.layout_no_wrap("every frame".into(), font, egui::Color32::PLACEHOLDER).size().x);
        let value = value + 2.0 * ui.spacing().button_padding.x + 2.0 * ui.spacing().item_spacing.x;
        // What is left of this line (a wrapping row reports its whole width as available).
        let left = |ui: &Ui| ui.max_rect().right() - ui.cursor().left();
        if left(ui) - value < 80.0 {
            ui.end_row();
        }
        ui.spacing_mut().slider_width = (left(ui) - value).clamp(40.0, 160.0);
        let mut speed = watch.speed;
        let slider =
            Slider::new(&mut speed, MIN_SPEED..=EVERY_FRAME).logarithmic(true).custom_formatter(|v, _| {
                if v as u32 >= EVERY_FRAME {
                    "every frame".into()
                } else {
                    format!("{v:.0} {}/s", plural(v.round() as u64, "step", "steps"))
                }
            });
        let slider = ui.add(slider).accessible_name("Speed").on_hover_text(
            "Steps a second while playing, from 1 to one a frame. The counters stay exact at any speed.",
        );
        if slider.changed() && speed != watch.speed {
            actions.push(Action::WatchControl(WatchControl::Speed(speed)));
        }
    });
}

/// A control button: enabled when the rules allow it, with their reason as its tooltip.
fn control(ui: &mut Ui, state: &State, label: &str, c: WatchControl, what: &str, actions: &mut Vec<Action>) {
    crate::app::widgets::button(ui, state, Button::new(label), Action::WatchControl(c), what, actions);
}

fn counters(ui: &mut Ui, watch: &Watch) {
    let t = &watch.tracer;
    let c: &Counters = t.counters();
    let depth = t.path().filter(|(_, col)| col.is_some()).count();
    let free = t.path().count();
    ui.strong("Counters");
    ui.label(format!("Depth: {depth} of {free}"));
    ui.label(format!("Steps: {}", thousands(c.steps)));
    ui.label(format!("Nodes: {}", thousands(c.nodes())))
        .on_hover_text("Partial placements visited, the board with only the fixed queens included");
    ui.label(format!("Solutions: {}", thousands(c.solutions)));
    ui.label(format!("Backtracks: {}", thousands(c.backtracks)));
    ui.add_space(4.0);
    ui.label("Nodes by row (the row of the last queen placed):");
    egui::Grid::new("nodes by row").num_columns(2).striped(true).show(ui, |ui| {
        ui.label(RichText::new("fixed only").weak());
        ui.monospace(thousands(c.nodes_by_row[0]));
        ui.end_row();
        let n = t.n();
        for row in 0..n {
            ui.label(RichText::new(format!("rank {} (row {row})", n - row)).weak());
            ui.monospace(thousands(c.nodes_by_row[row + 1]));
            ui.end_row();
        }
    });
}

/// The columns chosen so far, row by row: `a8 c7 · ·`, fixed queens in brackets.
fn path(ui: &mut Ui, state: &State, watch: &Watch) {
    let t = &watch.tracer;
    let n = t.n();
    ui.strong("Search path");
    let text: Vec<String> = t
        .cols()
        .iter()
        .enumerate()
        .map(|(row, col)| match col {
            Some(col) => {
                let name = Queen::new(row, *col as usize).notation(n);
                if state.run.board.fixed.contains(&Queen::new(row, *col as usize)) {
                    format!("[{name}]")
                } else {
                    name
                }
            }
            None => "·".into(),
        })
        .collect();
    ui.add(egui::Label::new(RichText::new(text.join(" ")).monospace()).wrap())
        .on_hover_text("The queen of each row, top to bottom; [fixed queens] stay where they are");
}
