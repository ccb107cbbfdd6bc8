//! What the Watch runs: the algorithm, a local search's parameters and its seed. A change
//! asks for [`Action::WatchSetup`], which starts the Watch again with it.

use eframe::egui;
use egui::{DragValue, Ui};

use crate::app::action::Action;
use crate::app::state::State;
use crate::app::state::watch::{Setup, Watch};
use crate::app::text::lang::messages as m;
use crate::app::text::watch::algorithm as algorithm_name;
use crate::app::widgets::number_field;
use crate::lab::Algorithm;

pub(super) fn ui(ui: &mut Ui, state: &State, watch: &Watch, actions: &mut Vec<Action>) {
    let before = watch.setup;
    let mut setup = before;
    // Greyed out with the rules' reason (the panel also says it in a line of its own).
    let why_not = state.why_not(&Action::WatchSetup(before));
    let response = ui.add_enabled_ui(why_not.is_none(), |ui| {
        ui.label(m::watch_algorithm());
        ui.horizontal_wrapped(|ui| {
            for a in Setup::algorithms() {
                ui.radio_value(&mut setup.algorithm, a, algorithm_name(a))
                    .on_hover_text(m::watch_algorithm_tip());
            }
        });
        params(ui, &mut setup);
        if setup.algorithm.is_local() {
            ui.horizontal_wrapped(|ui| {
                let label = ui.label(m::watch_seed());
                ui.add(number_field(DragValue::new(&mut setup.seed)))
                    .labelled_by(label.id)
                    .on_hover_text(m::watch_seed_tip());
                if ui.button(m::watch_new_seed()).on_hover_text(m::watch_new_seed_tip()).clicked() {
                    setup.seed = setup.seed.wrapping_add(1);
                }
            });
        }
    });
    if let Some(why) = why_not {
        response.response.on_disabled_hover_text(why);
    }
    if setup != before {
        actions.push(Action::WatchSetup(setup));
    }
    ui.separator();
}

/// The largest population offered: each generation is kept for Step back.
const MAX_POPULATION: usize = 200;

/// The parameters of the chosen local search, each a labelled field kept in its range.
fn params(ui: &mut Ui, setup: &mut Setup) {
    let p = &mut setup.params;
    let field = |ui: &mut Ui, label: String, tip: String, value: DragValue<'_>| {
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(label);
            ui.add(number_field(value)).labelled_by(label.id).on_hover_text(tip);
        });
    };
    match setup.algorithm {
        Algorithm::HillClimbing => {
            field(
                ui,
                m::watch_sideways(),
                m::watch_sideways_tip(),
                DragValue::new(&mut p.sideways).range(0..=1000),
            );
            field(
                ui,
                m::watch_restarts(),
                m::watch_restarts_tip(),
                DragValue::new(&mut p.restarts).range(0..=1000),
            );
        }
        Algorithm::Annealing => {
            let t = DragValue::new(&mut p.temperature).range(0.01..=100.0).speed(0.05).max_decimals(2);
            field(ui, m::watch_temperature(), m::watch_temperature_tip(), t);
            let c = DragValue::new(&mut p.cooling).range(0.5..=1.0).speed(0.0005).max_decimals(4);
            field(ui, m::watch_cooling(), m::watch_cooling_tip(), c);
        }
        Algorithm::Genetic => {
            let pop = DragValue::new(&mut p.population).range(2..=MAX_POPULATION);
            field(ui, m::watch_population(), m::watch_population_tip(), pop);
            let mutation = DragValue::new(&mut p.mutation).range(0.0..=1.0).speed(0.01).max_decimals(2);
            field(ui, m::watch_mutation(), m::watch_mutation_tip(), mutation);
            // Fewer than the population, so a generation always breeds a child.
            let top = p.population.saturating_sub(1);
            p.elite = p.elite.min(top);
            field(ui, m::watch_elite(), m::watch_elite_tip(), DragValue::new(&mut p.elite).range(0..=top));
        }
        _ => {}
    }
}
