//! The local searches' parameters in Compare's form: set here, or taken from the Watch, with
//! a line that says which (the textbook's 94% with 100 sideways moves is then a Compare run).

use eframe::egui;
use egui::{DragValue, Ui};

use crate::app::action::Action;
use crate::app::state::State;
use crate::app::state::lab::LabAction;
use crate::app::text::lang::messages as m;
use crate::app::widgets::{gated, number_field};
use crate::lab::{Algorithm, Params};

/// The largest population offered, as in the Watch.
const MAX_POPULATION: usize = 1000;

pub(super) fn ui(ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
    let compare = &state.lab.compare;
    let chosen = |a: Algorithm| compare.is_chosen(a);
    let locals = [Algorithm::HillClimbing, Algorithm::Annealing, Algorithm::Genetic];
    if !locals.into_iter().any(chosen) {
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
    let mut p = before;
    ui.add_enabled_ui(!from_watch && !compare.running(), |ui| {
        let field = |ui: &mut Ui, label: String, tip: String, value: DragValue<'_>| {
            ui.horizontal_wrapped(|ui| {
                let label = ui.label(label);
                ui.add(number_field(value)).labelled_by(label.id).on_hover_text(tip);
            });
        };
        if chosen(Algorithm::HillClimbing) {
            field(
                ui,
                m::watch_sideways(),
                m::watch_sideways_tip(),
                DragValue::new(&mut p.sideways).range(0..=100_000),
            );
            field(
                ui,
                m::watch_restarts(),
                m::watch_restarts_tip(),
                DragValue::new(&mut p.restarts).range(0..=100_000),
            );
        }
        if chosen(Algorithm::Annealing) {
            let t = DragValue::new(&mut p.temperature).range(0.01..=100.0).speed(0.05).max_decimals(2);
            field(ui, m::watch_temperature(), m::watch_temperature_tip(), t);
            let c = DragValue::new(&mut p.cooling).range(0.5..=1.0).speed(0.0005).max_decimals(4);
            field(ui, m::watch_cooling(), m::watch_cooling_tip(), c);
        }
        if chosen(Algorithm::Genetic) {
            let pop = DragValue::new(&mut p.population).range(2..=MAX_POPULATION);
            field(ui, m::watch_population(), m::watch_population_tip(), pop);
            let mutation = DragValue::new(&mut p.mutation).range(0.0..=1.0).speed(0.01).max_decimals(2);
            field(ui, m::watch_mutation(), m::watch_mutation_tip(), mutation);
            p.elite = p.elite.min(p.population.saturating_sub(1));
        }
    });
    if p != before && !from_watch {
        actions.push(Action::Lab(LabAction::Params(p)));
    }
    ui.weak(said_params(from_watch, &before, &chosen));
}

/// The line that says which parameters the local searches will run with, and whose they are.
fn said_params(from_watch: bool, p: &Params, chosen: &dyn Fn(Algorithm) -> bool) -> String {
    use crate::app::text::lang::decimal;
    let mut parts = Vec::new();
    if chosen(Algorithm::HillClimbing) {
        parts.push(m::compare_params_hill_climbing(p.restarts, p.sideways));
    }
    if chosen(Algorithm::Annealing) {
        parts.push(m::compare_params_annealing(decimal(p.cooling, 4), decimal(p.temperature, 2)));
    }
    if chosen(Algorithm::Genetic) {
        parts.push(m::compare_params_genetic(p.elite as u64, decimal(p.mutation, 2), p.population as u64));
    }
    let list = parts.join("; ");
    if from_watch { m::compare_params_watch(list) } else { m::compare_params_here(list) }
}
