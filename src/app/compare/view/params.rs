//! The local searches' parameters in Compare's form: set here, a row of settings each
//! (every local search runs once per row, all in one table: the textbook's 14% against 94%,
//! hill climbing with 0 and with 100 sideways moves, is one run), or taken from the Watch,
//! with a line that says which.

use eframe::egui;
use egui::Ui;

use crate::app::action::Action;
use crate::app::lab::LabAction;
use crate::app::state::State;
use crate::app::text::lang::messages as m;
use crate::app::widgets::{button, gated, param_fields};
use crate::lab::{Algorithm, Params};

/// The searches with parameters, as the library lists them.
fn with_parameters() -> impl Iterator<Item = Algorithm> {
    Algorithm::ALL.into_iter().filter(|a| a.params().next().is_some())
}

pub(super) fn ui(ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
    let compare = &state.lab.compare;
    let chosen = |a: Algorithm| compare.is_chosen(a);
    if !with_parameters().any(chosen) {
        return;
    }
    let from_watch = compare.params_from_watch;
    let mut on = from_watch;
    let action = Action::Lab(LabAction::ParamsFromWatch(!from_watch));
    let tip = m::compare_params_from_watch_tooltip();
    if gated(ui, state, egui::Checkbox::new(&mut on, m::compare_params_from_watch()), &action, &tip).changed()
    {
        actions.push(action);
    }
    let before = compare.params(&state.watch_setup.params);
    // The rows stay in view (greyed) while the Watch's are taken, as they will be again.
    ui.add_enabled_ui(!from_watch, |ui| {
        let several = compare.settings.len() > 1;
        for (index, &params) in compare.settings.iter().enumerate() {
            ui.push_id(("compare settings", index), |ui| {
                settings_row(ui, state, index, params, several, actions);
            });
        }
        let add = egui::Button::new(m::compare_add_settings());
        button(
            ui,
            state,
            add,
            Action::Lab(LabAction::AddSettings),
            &m::compare_add_settings_tooltip(),
            actions,
        );
    });
    ui.weak(said_params(from_watch, &before, &chosen));
}

/// One row of settings: its number (with more than one), the fields of the searches chosen,
/// and Remove.
fn settings_row(
    ui: &mut Ui,
    state: &State,
    index: usize,
    before: Params,
    several: bool,
    actions: &mut Vec<Action>,
) {
    let compare = &state.lab.compare;
    let chosen = |a: Algorithm| compare.is_chosen(a);
    let mut p = before;
    let number = index as u64 + 1;
    if several {
        ui.horizontal(|ui| {
            ui.strong(m::compare_settings_row(number));
            let remove = egui::Button::new(m::compare_remove_settings()).small();
            let action = Action::Lab(LabAction::RemoveSettings(index));
            button(ui, state, remove, action, &m::compare_remove_settings_tooltip(number), actions);
        });
    }
    ui.add_enabled_ui(!compare.running(), |ui| {
        for algorithm in with_parameters().filter(|&a| chosen(a)) {
            param_fields(ui, algorithm, &mut p);
        }
    });
    if p != before && !compare.params_from_watch {
        actions.push(Action::Lab(LabAction::Params(index, p)));
    }
}

/// The line that says which parameters the local searches will run with, and whose they are.
fn said_params(from_watch: bool, settings: &[Params], chosen: &dyn Fn(Algorithm) -> bool) -> String {
    let mut parts = Vec::new();
    for p in settings {
        for algorithm in with_parameters() {
            if chosen(algorithm) {
                let said = crate::app::watch::words::with_params(algorithm, p);
                if !parts.contains(&said) {
                    parts.push(said);
                }
            }
        }
    }
    let list = parts.join("; ");
    if from_watch { m::compare_params_watch(list) } else { m::compare_params_here(list) }
}
