//! The Compare window's plots: the share of runs solved and the median steps (log10)
//! against n, a line per search; and h over the steps of one local run at the first size.

use eframe::egui;
use egui::Ui;
use egui_plot::{Legend, Line, Plot, PlotPoints};

use crate::app::state::compare::Compare;
use crate::app::text::lang::messages;
use crate::app::text::watch::algorithm as algorithm_name;
use crate::lab::Algorithm;

const HEIGHT: f32 = 180.0;

pub(super) fn ui(ui: &mut Ui, compare: &Compare) {
    if compare.rows.is_empty() {
        return;
    }
    let mut names: Vec<Algorithm> = Vec::new();
    for row in &compare.rows {
        if !names.contains(&row.algorithm) {
            names.push(row.algorithm);
        }
    }
    let series = |value: &dyn Fn(&crate::lab::compare::Row) -> Option<f64>| -> Vec<(String, Vec<[f64; 2]>)> {
        names
            .iter()
            .map(|&name| {
                let points = compare
                    .rows
                    .iter()
                    .filter(|r| r.algorithm == name)
                    .filter_map(|r| Some([r.n as f64, value(r)?]))
                    .collect();
                (algorithm_name(name), points)
            })
            .collect()
    };
    ui.add_space(6.0);
    ui.label(messages::compare_plot_solved());
    let solved = series(&|r| Some(r.solved as f64 / r.runs.max(1) as f64));
    plot(ui, "compare-solved", messages::compare_axis_solved(), messages::compare_axis_n(), solved);
    ui.label(messages::compare_plot_steps());
    let steps = series(&|r| r.median_steps.filter(|&s| s > 0.0).map(f64::log10));
    plot(ui, "compare-steps", messages::compare_axis_steps(), messages::compare_axis_n(), steps);
    if let (false, Some(first)) = (compare.traces.is_empty(), compare.rows.first()) {
        ui.label(messages::compare_plot_h(first.n));
        let traces = compare
            .traces
            .iter()
            .map(|&(name, ref h)| {
                let points = h.iter().enumerate().map(|(i, &h)| [i as f64, h as f64]).collect();
                (algorithm_name(name), points)
            })
            .collect();
        plot(ui, "compare-h", messages::compare_axis_h(), messages::compare_axis_step(), traces);
    }
}

fn plot(ui: &mut Ui, id: &str, y: String, x: String, series: Vec<(String, Vec<[f64; 2]>)>) {
    // The wheel scrolls the window, as everywhere else; drag pans and double-click resets.
    let plot = Plot::new(id).height(HEIGHT).legend(Legend::default()).allow_scroll(false).allow_zoom(false);
    plot.x_axis_label(x).y_axis_label(y).show(ui, |plot| {
        for (name, points) in series {
            plot.line(Line::new(name, PlotPoints::from(points)));
        }
    });
}
