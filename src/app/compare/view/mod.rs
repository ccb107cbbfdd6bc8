//! The Compare window: the form (searches, sizes, runs, seed), Run and Stop, the table of
//! rows as they come, the plots, and Export CSV.

mod params;
mod plots;

pub use plots::plot_id;

use eframe::egui;
use egui::{RichText, Ui};

use crate::app::action::Action;
use crate::app::commands::Command;
use crate::app::compare::Compare;
use crate::app::lab::LabAction;
use crate::app::state::State;
use crate::app::text::lang::messages;
use crate::app::watch::words::algorithm as algorithm_name;
use crate::app::widgets::{button, gated};
use crate::lab::Algorithm;

/// The button in the controls that opens the window.
pub(crate) fn open_button(ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
    let open = state.lab.compare.open;
    let b = |label| egui::Button::selectable(open, label);
    crate::app::widgets::command(ui, state, Command::Compare, b, actions);
}

/// The window, while open.
pub(crate) fn window(ctx: &egui::Context, state: &State, actions: &mut Vec<Action>) {
    if !state.lab.compare.open {
        return;
    }
    let mut open = true;
    egui::Window::new(messages::compare_title())
        .id(egui::Id::unique("compare"))
        .open(&mut open)
        .default_size([640.0, 560.0])
        .resizable(true)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical().id_salt("compare-scroll").show(ui, |ui| {
                form(ui, state, actions);
                ui.separator();
                progress(ui, state, actions);
                table(ui, &state.lab.compare);
                plots::ui(ui, &state.lab.compare, actions);
            });
        });
    if !open {
        actions.push(Action::Lab(LabAction::ShowCompare(false)));
    }
}

/// A text field labelled for people and for screen readers; what is typed becomes `make`'s action.
fn field(
    ui: &mut Ui,
    state: &State,
    label: String,
    tip: String,
    text: &str,
    make: fn(String) -> LabAction,
    actions: &mut Vec<Action>,
) {
    ui.horizontal(|ui| {
        let name = ui.label(&label);
        let mut typed = text.to_string();
        let action = Action::Lab(make(typed.clone()));
        let edit = egui::TextEdit::singleline(&mut typed).desired_width(140.0);
        let response = gated(ui, state, edit, &action, &tip).labelled_by(name.id);
        if response.changed() {
            actions.push(Action::Lab(make(typed)));
        }
    });
}

fn form(ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
    let compare = &state.lab.compare;
    ui.label(RichText::new(messages::compare_algorithms()).strong());
    ui.horizontal_wrapped(|ui| {
        for algorithm in Algorithm::ALL {
            let shown = algorithm_name(algorithm);
            let mut on = compare.is_chosen(algorithm);
            let action = Action::Lab(LabAction::Choose(algorithm, !on));
            let tip = messages::compare_choose_tooltip(shown.clone());
            let response = gated(ui, state, egui::Checkbox::new(&mut on, &shown), &action, &tip);
            if response.changed() {
                actions.push(action);
            }
        }
    });
    field(
        ui,
        state,
        messages::compare_sizes(),
        messages::compare_sizes_tooltip(),
        &compare.sizes,
        LabAction::Sizes,
        actions,
    );
    field(
        ui,
        state,
        messages::compare_runs(),
        messages::compare_runs_tooltip(),
        &compare.runs,
        LabAction::Runs,
        actions,
    );
    field(
        ui,
        state,
        messages::compare_seed(),
        messages::compare_seed_tooltip(),
        &compare.seed,
        LabAction::Seed,
        actions,
    );
    field(
        ui,
        state,
        messages::compare_max_steps(),
        messages::compare_max_steps_tooltip(),
        &compare.max_steps,
        LabAction::MaxSteps,
        actions,
    );
    params::ui(ui, state, actions);
    ui.horizontal(|ui| {
        let start = egui::Button::new(messages::compare_start());
        button(
            ui,
            state,
            start,
            Action::Lab(LabAction::StartCompare),
            &messages::compare_start_tooltip(),
            actions,
        );
        let stop = egui::Button::new(messages::compare_stop());
        button(
            ui,
            state,
            stop,
            Action::Lab(LabAction::StopCompare),
            &messages::compare_stop_tooltip(),
            actions,
        );
    });
    // What is wrong with the form, in words, where it is typed (not only in Run's tooltip).
    if !compare.running()
        && let Err(error) = compare.plan()
    {
        ui.colored_label(ui.visuals().error_fg_color, crate::app::state::form_error_text(&error));
    }
}

fn progress(ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
    let compare = &state.lab.compare;
    let (done, total) = (compare.rows.len(), compare.planned);
    match compare.ended {
        _ if compare.running() => {
            ui.horizontal(|ui| {
                crate::app::widgets::busy_mark(ui, std::time::Duration::from_millis(100));
                ui.label(messages::compare_progress(done, total));
            });
        }
        Some(true) => {
            ui.label(messages::compare_done(total));
        }
        Some(false) => {
            ui.label(messages::compare_stopped(done, total));
        }
        None => {}
    }
    ui.horizontal(|ui| {
        let export = egui::Button::new(messages::compare_export());
        button(
            ui,
            state,
            export,
            Action::Lab(LabAction::ExportCsv),
            &messages::compare_export_tooltip(),
            actions,
        );
    });
}

/// The rows as a grid, numbers written as the language writes them; a search run with
/// several settings named with each row's.
fn table(ui: &mut Ui, compare: &Compare) {
    let rows = &compare.rows;
    if rows.is_empty() {
        return;
    }
    // Beside the exhaustive rows, how big the spaces they walk are.
    let mut sizes: Vec<usize> =
        rows.iter().filter(|r| r.algorithm.family() == crate::lab::Family::Generate).map(|r| r.n).collect();
    sizes.dedup();
    for n in sizes {
        ui.label(search_spaces(n));
    }
    // The table scrolls sideways on its own: its nine columns are wider than a small window
    // (in Spanish even at 1280), and laid out in the window's scroll area they widened it,
    // and the plots below with it, past the screen's edge: legends and x axes cut off.
    egui::ScrollArea::horizontal().id_salt("compare-table-scroll").show(ui, |ui| table_grid(ui, compare));
}

fn table_grid(ui: &mut Ui, compare: &Compare) {
    let rows = &compare.rows;
    egui::Grid::new("compare-table").striped(true).num_columns(9).show(ui, |ui| {
        for head in [
            messages::compare_col_algorithm(),
            messages::compare_col_n(),
            messages::compare_col_runs(),
            messages::compare_col_solved(),
            messages::compare_col_steps(),
            messages::compare_col_seconds(),
            messages::compare_col_solutions(),
            messages::compare_col_nodes(),
            messages::compare_col_checks(),
        ] {
            ui.label(RichText::new(head).strong());
        }
        ui.end_row();
        let count = |v: Option<u64>| v.map(crate::app::text::numbers::thousands).unwrap_or_default();
        for row in rows {
            match row.search.filter(|_| compare.several_settings(row.algorithm)) {
                Some(search) => {
                    ui.label(crate::app::watch::words::with_params(row.algorithm, &search.params))
                }
                None => ui.label(algorithm_name(row.algorithm)),
            };
            ui.label(row.n.to_string());
            ui.label(count(Some(row.runs)));
            ui.label(count(Some(row.solved)));
            ui.label(row.median_steps.map(crate::app::text::numbers::median).unwrap_or_default());
            ui.label(row.median_seconds.map(median_time).unwrap_or_default());
            ui.label(count(row.solutions));
            ui.label(count(row.nodes));
            ui.label(count(row.checks));
            ui.end_row();
        }
    });
}

/// The search spaces of the n×n board, as the courses give them: placements of n queens
/// anywhere C(n², n), one a row nⁿ, one a row and a column n!.
fn search_spaces(n: usize) -> String {
    use crate::app::text::numbers::magnitude;
    let n_f = n as f64;
    let squares = n_f * n_f;
    let anywhere: f64 = (1..=n).map(|i| (squares - n_f + i as f64) / i as f64).product();
    let one_a_row = n_f.powi(n as i32);
    let permutations: f64 = (1..=n).map(|i| i as f64).product();
    messages::compare_search_spaces(magnitude(anywhere), n, magnitude(one_a_row), magnitude(permutations))
}

/// A run's median time, in milliseconds below a second (a local run often takes a few
/// microseconds: 0.0000 s said nothing), else as the app writes durations.
fn median_time(seconds: f64) -> String {
    if seconds < 1.0 {
        crate::app::text::numbers::millis(seconds * 1000.0)
    } else {
        crate::app::text::numbers::duration(std::time::Duration::from_secs_f64(seconds))
    }
}
