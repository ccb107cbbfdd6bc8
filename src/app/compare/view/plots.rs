//! The Compare window's plots: the share of runs solved and the median steps (log10)
//! against n, a line and a point per search; and h over the steps of one run of each local
//! search at the first size, a plot each.

use eframe::egui;
use egui::Ui;
use egui_plot::{GridInput, GridMark, HoverPosition, Legend, Line, Plot, PlotPoints, Points};

use crate::app::action::Action;
use crate::app::compare::Compare;
use crate::app::lab::LabAction;
use crate::app::lab::chart::Chart;
use crate::app::text::lang::{decimal, messages};
use crate::picture::{PlotDrawing, series_color, ticks};

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
        // A plot a search, its settings' runs in it side by side.
        for (search, _) in &compare.traces {
            if !charts.contains(&Chart::H(search.algorithm)) {
                charts.push(Chart::H(search.algorithm));
            }
        }
    }
    for chart in charts {
        let drawing = compare.drawing(chart);
        let title = drawing.title.clone();
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
        plot(ui, plot_id(chart), drawing);
    }
}

/// The id of a chart's plot, under which egui_plot keeps what it shows (tests read it).
pub fn plot_id(chart: Chart) -> egui::Id {
    egui::Id::unique(("compare-plot", chart))
}

/// A colour of the picture's palette as egui paints it.
pub(crate) fn color(i: usize) -> egui::Color32 {
    let [r, g, b] = series_color(i);
    egui::Color32::from_rgb(r, g, b)
}

fn plot(ui: &mut Ui, id: egui::Id, drawing: PlotDrawing) {
    // The ranges are the saved picture's (one computation for both): egui_plot's own fit
    // gave a flat run of h an axis from -2000 to 2000 and one size an axis 11.5 to 12.4.
    let axes = drawing.axes();
    let (x_whole, y_whole) = (axes.x.whole, axes.y.whole);
    // Room above the data for the legend, which egui_plot draws inside the plot at its top
    // right: it hid the top line of the steps plot. The band has no ticks of its own.
    let legend = legend_height(drawing.series.len());
    // The plot grows by the band, so the data keep their height (and their tick labels,
    // which egui_plot drops where they would crowd).
    let room = f64::from(legend / (HEIGHT + legend - AXES));
    let top = axes.y.hi + (axes.y.hi - axes.y.lo) * room / (1.0 - room);
    let y_ticks_to = axes.y.hi;
    // The wheel scrolls the window, as everywhere else; Ctrl and the wheel zoom, a right-drag
    // zooms to a box, drag pans and a double-click shows it all again.
    let plot = Plot::new(id)
        .id(id)
        .height(HEIGHT + legend)
        .legend(Legend::default())
        .allow_scroll(false)
        .allow_zoom(true)
        // Fitted to these every frame (rows arrive one by one) until the person pans or
        // zooms; a double-click fits again. Fixed bounds kept the first row's for good.
        .auto_bounds(true)
        .set_margin_fraction(egui::Vec2::ZERO)
        .include_x(axes.x.lo)
        .include_x(axes.x.hi)
        .include_y(axes.y.lo)
        .include_y(top)
        .x_grid_spacer(move |input| grid(input, x_whole, f64::INFINITY))
        .y_grid_spacer(move |input| grid(input, y_whole, y_ticks_to))
        .x_axis_formatter(tick)
        .y_axis_formatter(tick)
        .label_formatter(hover);
    plot.x_axis_label(drawing.x_title).y_axis_label(drawing.y_title).show(ui, |plot| {
        for (i, series) in drawing.series.into_iter().enumerate() {
            // The line, its points and its legend entry in one colour: egui_plot greys an
            // entry whose items differ, and gave the points colours of their own.
            let points: Vec<[f64; 2]> = series.points.iter().map(|&(x, y)| [x, y]).collect();
            // A point for each measure too: a one-size comparison has no line to draw.
            if points.len() <= MARKED_UP_TO {
                let marks = Points::new(series.name.clone(), PlotPoints::from(points.clone()));
                plot.points(marks.radius(4.0).color(color(i)));
            }
            plot.line(Line::new(series.name, PlotPoints::from(points)).color(color(i)));
        }
    });
}

/// What the axes' numbers and titles take of a plot's height.
const AXES: f32 = 40.0;

/// The height of egui_plot's legend of `entries` lines: about 18 points a line and its frame.
fn legend_height(entries: usize) -> f32 {
    entries as f32 * 18.0 + 14.0
}

/// The grid of the range in view, as the picture rounds it (whole numbers along an axis of
/// sizes or steps), so that zooming in keeps the same kind of tick; none past `to` (the band
/// kept for the legend).
fn grid(input: GridInput, whole: bool, to: f64) -> Vec<GridMark> {
    let (lo, hi) = input.bounds;
    if !(lo.is_finite() && hi.is_finite()) || hi <= lo {
        return Vec::new();
    }
    // Ticks of the data's range, not of the band above it (unless only the band is in view).
    let top = if hi.min(to) > lo { hi.min(to) } else { hi };
    let (_, _, marks) = ticks(lo, top, whole);
    let step_size = marks.get(1).map_or(1.0, |b| b - marks[0]);
    let shown = |v: &f64| (lo..=hi).contains(v) && *v <= to + step_size * 1e-9;
    marks.into_iter().filter(shown).map(|value| GridMark { value, step_size }).collect()
}

/// A tick's number as the app's language writes it (0,75 in Spanish and Catalan, as the saved
/// plots write it), with the decimals its grid's step needs: 8, 0.25.
fn tick(mark: GridMark, _range: &std::ops::RangeInclusive<f64>) -> String {
    // The fewest decimals that write the step whole (0.25: two), at most six.
    let whole = |d: &u8| {
        let scaled = mark.step_size * 10f64.powi(i32::from(*d));
        (scaled - scaled.round()).abs() < 1e-6 * scaled.max(1.0)
    };
    let digits = (0..6).find(whole).unwrap_or(6);
    decimal(mark.value, digits)
}

/// What the pointer is over, its numbers as the app's language writes them.
fn hover(at: &HoverPosition<'_>) -> Option<String> {
    let xy = |p: &egui_plot::PlotPoint| format!("x = {}\ny = {}", decimal(p.x, 3), decimal(p.y, 3));
    Some(match at {
        HoverPosition::NearDataPoint { plot_name, position, .. } => format!("{plot_name}\n{}", xy(position)),
        HoverPosition::Elsewhere { position } => xy(position),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::text::lang::{Language, tests::in_language};

    /// Issue 47, item 13: the plots on screen wrote their ticks and hover labels with a
    /// decimal point in Spanish and Catalan (egui_plot's own formatter).
    #[test]
    fn ticks_and_hover_labels_are_written_in_the_apps_language() {
        let mark = |value, step_size| GridMark { value, step_size };
        let range = 0.0..=1.0;
        let english =
            in_language(Language::English, || [tick(mark(0.75, 0.25), &range), tick(mark(8.0, 1.0), &range)]);
        assert_eq!(english, ["0.75", "8"]);
        let spanish = in_language(Language::Spanish, || tick(mark(0.75, 0.25), &range));
        assert_eq!(spanish, "0,75");
        let point = egui_plot::PlotPoint::new(8.0, 0.75);
        let near = HoverPosition::NearDataPoint { plot_name: "MRV", position: point, index: 0 };
        let catalan = in_language(Language::Catalan, || hover(&near)).unwrap();
        assert_eq!(catalan, "MRV\nx = 8,000\ny = 0,750");
    }
}
