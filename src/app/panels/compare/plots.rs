//! The Compare window's plots: the share of runs solved and the median steps (log10)
//! against n, a line and a point per search; and h over the steps of one run of each local
//! search at the first size, a plot each.

use eframe::egui;
use egui::Ui;
use egui_plot::{Legend, Line, Plot, PlotPoints, Points};

use crate::app::action::Action;
use crate::app::jobs::chart::Chart;
use crate::app::state::compare::Compare;
use crate::app::state::lab::LabAction;
use crate::app::text::lang::messages;
use crate::app::text::watch::algorithm as algorithm_name;

const HEIGHT: f32 = 180.0;
/// Series this short get a marker at each point (sizes, not steps).
const MARKED_UP_TO: usize = 64;

pub(super) fn ui(ui: &mut Ui, compare: &Compare, actions: &mut Vec<Action>) {
    if compare.rows.is_empty() {
        return;
    }
    let mut charts = vec![Chart::Solved, Chart::Steps];
    // One plot a search, each on its own steps: a long failure no longer squashes a quick
    // success against x = 0. The heading says which run: the search, the board and the seed.
    if compare.traced.is_some() {
        charts.extend(compare.traces.iter().map(|(name, _)| Chart::H(*name)));
    }
    for chart in charts {
        let (title, x, y) = compare.plot_words(chart);
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            ui.label(&title);
            let save = ui.small_button(messages::save_picture()).on_hover_text(messages::save_plot_tooltip());
            // A screen reader (and a test) tells the plots' buttons apart by their plot.
            let named = format!("{} ({title})", messages::save_picture());
            save.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &named));
            if save.clicked() {
                actions.push(Action::Lab(LabAction::SaveChart(chart)));
            }
        });
        let id = match chart {
            Chart::H(name) => format!("compare-h-{}", name.name()),
            Chart::Steps => "compare-steps".to_owned(),
            _ => "compare-solved".to_owned(),
        };
        let series =
            compare.plot_series(chart).into_iter().map(|(name, points)| (algorithm_name(name), points));
        plot(ui, &id, y, x, series.collect());
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
