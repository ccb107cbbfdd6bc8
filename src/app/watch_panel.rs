//! The right-hand panel during a Watch: the controls, the counters, and the search path.

use crate::board::Queen;
use crate::trace::{Counters, Op};
use eframe::egui;
use egui::{Button, RichText, ScrollArea, Slider, Ui};

use super::action::Action;
use super::shortcuts::watch_key;
use super::state::State;
use super::theme::{self, thousands};
use super::watch::{EVERY_FRAME, Goal, MIN_SPEED, Watch, WatchControl};

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
    ui.horizontal(|ui| {
        let play_tip = format!(
            "Play the search at the speed below, or pause it ({})",
            watch_key(WatchControl::PlayPause)
        );
        control(ui, state, play, WatchControl::PlayPause, &play_tip, actions);
        let back = format!("Undo the last step exactly ({})", watch_key(WatchControl::StepBack));
        control(ui, state, "Step back", WatchControl::StepBack, &back, actions);
        let step = format!(
            "One step: place the next queen, or take the last one back ({})",
            watch_key(WatchControl::Step)
        );
        control(ui, state, "Step", WatchControl::Step, &step, actions);
    });
    ui.horizontal(|ui| {
        let next = "Run on until the next solution is complete";
        control(ui, state, "To next solution", WatchControl::ToNextSolution, next, actions);
        let end = "Run the search to its end: the counters give the whole search's figures";
        control(ui, state, "Skip to end", WatchControl::ToEnd, end, actions);
    });
    ui.horizontal(|ui| {
        control(ui, state, "Restart", WatchControl::Restart, "Back to before the first step", actions);
        let mut speed = watch.speed;
        let slider =
            Slider::new(&mut speed, MIN_SPEED..=EVERY_FRAME).logarithmic(true).custom_formatter(|v, _| {
                if v as u32 >= EVERY_FRAME { "every frame".into() } else { format!("{v:.0} steps/s") }
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
    super::side_panel::button(ui, state, Button::new(label), Action::WatchControl(c), what, actions);
}

/// The status line during a Watch.
pub(crate) fn status(watch: &Watch) -> String {
    let c = watch.tracer.counters();
    format!(
        "Watch: {} · {} nodes · {} solutions · {} backtracks.",
        now_text(watch).trim_end_matches('.'),
        thousands(c.nodes()),
        thousands(c.solutions),
        thousands(c.backtracks)
    )
}

/// What the search is doing now, in a line.
fn now_text(watch: &Watch) -> String {
    let t = &watch.tracer;
    let c = t.counters();
    let n = t.n();
    match watch.goal {
        Some(Goal::NextSolution) => {
            return format!("Running on to the next solution… step {}", thousands(c.steps));
        }
        Some(Goal::End) => return format!("Running on to the end… step {}", thousands(c.steps)),
        None => {}
    }
    if t.finished() {
        let noun = if c.solutions == 1 { "solution" } else { "solutions" };
        return format!(
            "The search is over: {} {noun} in {} steps.",
            thousands(c.solutions),
            thousands(c.steps)
        );
    }
    if t.is_solution() {
        return format!("Solution {} found.", thousands(c.solutions));
    }
    match watch.last {
        None if c.steps == 0 => "Ready: press Play or Step.".into(),
        None => format!("Step {}.", thousands(c.steps)),
        Some(e) => {
            let square = Queen::new(e.row, e.col).notation(n);
            let refused = match watch.rejects.len() {
                0 => String::new(),
                1 => "1 square refused, ".into(),
                k => format!("{k} squares refused, "),
            };
            match e.op {
                Op::Place => format!("Step {}: {refused}queen placed on {square}.", thousands(c.steps)),
                _ => format!(
                    "Step {}: {refused}no square left in its row: the queen on {square} is taken back.",
                    thousands(c.steps)
                ),
            }
        }
    }
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
