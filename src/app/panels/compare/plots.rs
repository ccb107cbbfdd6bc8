//! The Compare window's plots: the share of runs solved and the median steps (log10)
//! against n, a line and a point per search; and h over the steps of one run of each local
//! search at the first size, a plot each.

use eframe::egui;
use egui::Ui;
use egui_plot::{Legend, Line, Plot, PlotPoints, Points};

use crate::app::state::compare::Compare;
use crate::app::text::lang::messages;
use crate::app::text::watch::algorithm as algorithm_name;
use crate::lab::Algorithm;

const HEIGHT: f32 = 180.0;
/// Series this short get a marker at each point (sizes, not steps).
const MARKED_UP_TO: usize = 64;

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
    // One plot a search, each on its own steps: a long failure no longer squashes a quick
    // success against x = 0. The heading says which run: the search, the board and the seed.
    if let Some((n, seed)) = compare.traced {
        for (name, h) in &compare.traces {
            ui.label(messages::compare_plot_h(n, algorithm_name(*name), seed));
            let points = h.iter().enumerate().map(|(i, &h)| [i as f64, h as f64]).collect();
            let id = format!("compare-h-{}", name.name());
            plot(
                ui,
                &id,
                messages::compare_axis_h(),
                messages::compare_axis_step(),
                vec![(algorithm_name(*name), points)],
            );
        }
    }
}

fn plot(ui: &mut Ui, id: &str, y: String, x: String, series: Vec<(String, Vec<[f64; 2]>)>) {
    // The wheel scrolls the window, as everywhere else; Ctrl and the wheel zoom, a right-drag
    // zooms to a box, drag pans and a double-click shows it all again.
    let plot = Plot::new(id).height(HEIGHT).legend(Legend::default()).allow_scroll(false).allow_zoom(true);
    plot.x_axis_label(x).y_axis_label(y).show(ui, |plot| {
        for (name, points) in series {
            // A point for each measure too: a one-size comparison has no line to draw.
            if points.len() <= MARKED_UP_TO {
                plot.points(Points::new(name.clone(), PlotPoints::from(points.clone())).radius(4.0));
            }
            plot.line(Line::new(name, PlotPoints::from(points)));
        }
    });
}
