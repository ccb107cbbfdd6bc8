//! The right-hand panel during a Watch: the algorithm and its settings, the controls, what
//! the last step did, the figures, and the code beside the board.

mod code;
mod figures;
mod setup;

use eframe::egui;
use egui::{Button, RichText, ScrollArea, Slider, Ui};

use crate::app::action::Action;
use crate::app::commands::Command;
use crate::app::state::State;
use crate::app::text::lang::messages as m;
use crate::app::theme;
use crate::app::watch::words::{about, now_text};
use crate::app::watch::{EVERY_FRAME, MIN_SPEED, Watch, WatchControl};
use crate::app::widgets::{command, left_in_row, text_width};
use crate::lab::{Algorithm, Family};

/// Boards this wide or less are comfortable to watch place queens one by one.
const SMALL: usize = 10;

pub(crate) fn ui(ui: &mut Ui, state: &State, watch: &Watch, actions: &mut Vec<Action>) {
    ui.add_space(6.0);
    ui.heading(m::watch_heading());
    ui.separator();
    ui.add_space(4.0);
    controls(ui, state, watch, actions);
    ui.add_space(4.0);
    // Room for three lines whatever the step says, so the algorithm choice below stays put
    // as the sentence grows and shrinks (a click aimed at it would otherwise land elsewhere).
    // A board changed since the run started says so there, in place of a step that no longer
    // answers it, so the controls above stay put too.
    let height = 3.0 * ui.text_style_height(&egui::TextStyle::Body);
    let width = ui.available_width();
    ui.allocate_ui_with_layout(egui::vec2(width, height), egui::Layout::top_down(egui::Align::Min), |ui| {
        ui.set_min_height(height);
        let text = if state.run_answers_board() {
            RichText::new(now_text(watch, state.settings.notation)).strong()
        } else {
            RichText::new(m::watch_board_changed()).color(theme::error_text(ui.visuals()))
        };
        ui.add(egui::Label::new(text).wrap());
    });
    ui.separator();
    // The controls stay in view; the choice of algorithm scrolls with the rest in a low window.
    ScrollArea::vertical().id_salt("watch").auto_shrink([false, true]).show(ui, |ui| {
        setup::ui(ui, state, watch, actions);
        let n = state.run.board.n;
        let algorithm = watch.setup.algorithm;
        let mut note = about(algorithm);
        if !algorithm.is_local() {
            let size = if n > SMALL { m::watch_too_big(SMALL) } else { m::watch_small(SMALL) };
            note = format!("{note} {size}");
        }
        ui.add(egui::Label::new(RichText::new(note).weak()).wrap());
        // The problem as the course formulates it, beside the search that walks it.
        egui::CollapsingHeader::new(m::watch_state_space()).id_salt("watch state space").show(ui, |ui| {
            ui.add(egui::Label::new(state_space(algorithm)).wrap());
        });
        ui.add_space(6.0);
        code::ui(ui, watch, state.settings.notation);
        ui.add_space(6.0);
        figures::ui(ui, state, watch);
    });
}

/// The problem as the course formulates it for `algorithm`, its initial state the one its
/// stepper starts from (min-conflicts starts from a greedy board, not a random one).
pub(crate) fn state_space(algorithm: Algorithm) -> String {
    if algorithm == Algorithm::MinConflicts {
        return m::watch_state_space_min_conflicts();
    }
    match algorithm.family() {
        Family::Local => m::watch_state_space_local(),
        Family::Generate | Family::Systematic => m::watch_state_space_systematic(),
    }
}

fn controls(ui: &mut Ui, state: &State, watch: &Watch, actions: &mut Vec<Action>) {
    let (play_label, pause_label) = (m::watch_play(), m::watch_pause());
    let play = if watch.busy() { pause_label.clone() } else { play_label.clone() };
    // Rows wrap in a narrow panel rather than run out of it.
    ui.horizontal_wrapped(|ui| {
        // As wide as its wider label, so Step back and Step stay put as it switches.
        let widest = [play_label, pause_label]
            .map(|t| text_width(ui, &t, egui::TextStyle::Button))
            .into_iter()
            .fold(0.0, f32::max);
        let width = widest + 2.0 * ui.spacing().button_padding.x;
        // The table names it Play; it reads Pause while the Watch plays.
        let play = |_| Button::new(play).min_size(egui::vec2(width, 0.0));
        command(ui, state, Command::WatchPlayPause, play, actions);
        command(ui, state, Command::WatchStepBack, Button::new, actions);
        command(ui, state, Command::WatchStep, Button::new, actions);
    });
    ui.horizontal_wrapped(|ui| {
        // A local search has no "next" solution: its run ends at the first.
        if !watch.setup.algorithm.is_local() {
            command(ui, state, Command::WatchToNextSolution, Button::new, actions);
        }
        command(ui, state, Command::WatchToEnd, Button::new, actions);
    });
    ui.horizontal_wrapped(|ui| {
        command(ui, state, Command::WatchRestart, Button::new, actions);
        // The slider takes the rest of the line, or a line of its own; it does not wrap by
        // itself, and its value ("every frame") sits beside it.
        let every_frame = m::watch_every_frame();
        let value = text_width(ui, &every_frame, egui::TextStyle::Button);
        let value = value + 2.0 * ui.spacing().button_padding.x + 2.0 * ui.spacing().item_spacing.x;
        let left = left_in_row;
        if left(ui) - value < 80.0 {
            ui.end_row();
        }
        ui.spacing_mut().slider_width = (left(ui) - value).clamp(40.0, 160.0);
        let mut speed = watch.speed;
        let slider =
            Slider::new(&mut speed, MIN_SPEED..=EVERY_FRAME).logarithmic(true).custom_formatter(|v, _| {
                if v as u32 >= EVERY_FRAME {
                    every_frame.clone()
                } else {
                    m::watch_steps_per_second(v.round() as u64)
                }
            });
        let slider = ui.add(slider).accessible_name(m::watch_speed()).on_hover_text(m::watch_speed_tip());
        if slider.changed() && speed != watch.speed {
            actions.push(Action::WatchControl(WatchControl::Speed(speed)));
        }
    });
}
