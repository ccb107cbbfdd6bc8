//! What the Watch runs: the algorithm, a local search's parameters and its seed. A change
//! asks for [`Action::WatchSetup`], which starts the Watch again with it.

use eframe::egui;
use egui::{DragValue, Ui};

use crate::app::action::Action;
use crate::app::state::State;
use crate::app::text::lang::messages as m;
use crate::app::watch::words::algorithm as algorithm_name;
use crate::app::watch::{Setup, Watch};
use crate::app::widgets::number_field;

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

/// The parameters of the chosen local search, each a labelled field kept in its range.
fn params(ui: &mut Ui, setup: &mut Setup) {
    crate::app::widgets::param_fields(ui, setup.algorithm, &mut setup.params);
}
