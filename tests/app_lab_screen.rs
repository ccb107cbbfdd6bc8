#![cfg(feature = "gui")]
//! Issue 47, items 1, 2 and 4: the lab as a class sees it projected. Compare's plots on
//! screen take their ranges and colours from the saved picture's description (read back here
//! from what egui_plot shows), and Compare and the search tree fit a small window: nothing
//! cut at the side, the tree's heading clear of its buttons, its legend whole.

mod common;

use common::app::{AppHarness, click, harness_sized, set_size};
use common::layout::{texts, within};
use eframe::egui::epaint::{ClippedShape, Shape};
use eframe::egui::{Color32, Key, Pos2, Rect};
use egui_kittest::kittest::Queryable as _;
use nqueens::app::{Chart, compare_plot_id};
use nqueens::lab::Algorithm;
use nqueens::lab::compare::Row;

/// The part of the plot `chart` draws its data in, and the ranges it shows (x, y), as
/// egui_plot keeps them.
fn plot(h: &AppHarness, chart: Chart) -> (Rect, [f64; 2], [f64; 2]) {
    let memory = egui_plot::PlotMemory::load(&h.ctx, compare_plot_id(chart)).expect("the plot is drawn");
    let (frame, bounds) = (*memory.transform().frame(), *memory.bounds());
    (frame, [bounds.min()[0], bounds.max()[0]], [bounds.min()[1], bounds.max()[1]])
}

/// The filled circles drawn this frame: (centre, radius, colour).
fn circles(h: &AppHarness) -> Vec<(Pos2, f32, Color32)> {
    fn walk(shape: &Shape, out: &mut Vec<(Pos2, f32, Color32)>) {
        match shape {
            Shape::Circle(c) => out.push((c.center, c.radius, c.fill)),
            Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    for ClippedShape { shape, .. } in &h.output().shapes {
        walk(shape, &mut out);
    }
    out
}

fn palette(i: usize) -> Color32 {
    let [r, g, b] = nqueens::picture::series_color(i);
    Color32::from_rgb(r, g, b)
}

fn row(algorithm: Algorithm, n: usize, solved: u64, steps: f64) -> Row {
    Row {
        algorithm,
        n,
        runs: 10,
        solved,
        median_steps: Some(steps),
        median_seconds: Some(0.001),
        solutions: None,
        nodes: None,
        checks: None,
        search: None,
    }
}

/// Compare open with `rows` and, for the h plot, one run's `trace` of `algorithm` at n, seed.
fn compare_showing(rows: Vec<Row>, trace: Option<(Algorithm, Vec<[u64; 2]>)>) -> AppHarness {
    let mut h = harness_sized([1280.0, 800.0]);
    h.key_press(Key::L);
    h.run();
    let compare = &mut h.state_mut().state.lab.compare;
    compare.traced = trace.as_ref().map(|_| (8, 1));
    let search = |algorithm| nqueens::lab::Search { algorithm, params: Default::default() };
    compare.traces = trace.into_iter().map(|(a, h)| (search(a), h)).collect();
    compare.rows = rows;
    h.run();
    h
}

/// Item 1: a flat run of 100,000 steps had a y axis from -2000 to 2000 and an x axis that
/// stopped at 5,000; the saved picture had it right. Now the screen shows the picture's axes.
#[test]
fn a_flat_runs_h_plot_shows_its_values_and_its_last_step() {
    let flat: Vec<[u64; 2]> = (0..=100_000u64).step_by(10).map(|i| [i, 2]).collect();
    let rows = vec![row(Algorithm::Annealing, 8, 0, 100_000.0)];
    let h = compare_showing(rows, Some((Algorithm::Annealing, flat)));
    let (_, x, y) = plot(&h, Chart::H(Algorithm::Annealing));
    assert!(x[0] <= 0.0 && x[0] > -10_000.0, "x from {x:?}");
    assert!(x[1] >= 99_999.0 && x[1] < 110_000.0, "x to the run's last step: {x:?}");
    assert!(y[0] <= 0.0 && y[0] >= -0.5 && y[1] >= 2.0 && y[1] <= 3.0, "y from the data: {y:?}");
}

/// Item 2: each legend entry and each point in its line's colour (the legend's dots were
/// grey, the points other colours), numbers on the y axis of the median steps, and one board
/// size drawn on an axis of whole sizes, not 11.5 … 12.4.
#[test]
fn legends_and_points_take_their_lines_colours_and_axes_read() {
    let rows = vec![
        row(Algorithm::HillClimbing, 12, 1, 4.0),
        row(Algorithm::MinConflicts, 12, 10, 30.0),
        row(Algorithm::Annealing, 12, 9, 2000.0),
    ];
    let names = ["Hill climbing", "Min-conflicts", "Simulated annealing"];
    let trace = vec![[0, 3], [1, 2], [2, 0]];
    let mut h = compare_showing(rows, Some((Algorithm::MinConflicts, trace)));
    for (at, chart) in [Chart::Solved, Chart::Steps].into_iter().enumerate() {
        // The next plot's Save button (named after its plot) brought into view: this plot,
        // above it, is then in view too.
        let next =
            h.query_all_by_label_contains("Save picture… (").nth(at + 1).expect("a plot's Save button");
        next.scroll_to_me();
        h.run();
        h.run();
        let drawn = circles(&h);
        let shown = texts(&h);
        let (frame, x, _) = plot(&h, chart);
        // Markers (radius 4): one a search, in its series' colour.
        let mut marks: Vec<Color32> = drawn
            .iter()
            .filter(|(c, r, _)| (r - 4.0).abs() < 0.01 && frame.contains(*c))
            .map(|&(_, _, fill)| fill)
            .collect();
        marks.sort_by_key(|c| c.to_array());
        let mut wanted: Vec<Color32> = (0..3).map(palette).collect();
        wanted.sort_by_key(|c| c.to_array());
        assert_eq!(marks, wanted, "{chart:?}: the points in their lines' colours");
        // The legend: an entry a search inside the plot, its dot in that search's colour.
        let mut legend_bottom = frame.top();
        for (i, name) in names.into_iter().enumerate() {
            let entry = h
                .query_all_by_label(name)
                .map(|node| node.rect())
                .find(|rect| frame.contains_rect(*rect))
                .unwrap_or_else(|| panic!("{chart:?}: no legend entry for {name}"));
            let dot = drawn.iter().any(|&(c, _, fill)| entry.contains(c) && fill == palette(i));
            assert!(dot, "{chart:?}: {name}'s legend dot is not its colour");
            legend_bottom = legend_bottom.max(entry.bottom());
        }
        // The legend sits above the data: it hid the top line (every run solved, 10 of 10).
        let points = drawn.iter().filter(|(c, r, _)| (r - 4.0).abs() < 0.01 && frame.contains(*c));
        for (c, _, _) in points {
            assert!(
                c.y > legend_bottom + 4.0,
                "{chart:?}: a point at {c:?} under the legend (to {legend_bottom})"
            );
        }
        // One size: an axis around 12 with whole numbers on it.
        assert!(x[0] <= 11.0 && x[1] >= 13.0, "{chart:?}: x from {x:?}");
        let under = |r: &Rect| r.top() >= frame.bottom() - 1.0 && r.top() < frame.bottom() + 20.0;
        let x_ticks: Vec<&String> = shown
            .iter()
            .filter(|(_, r, _)| {
                under(r) && r.left() >= frame.left() - 20.0 && r.right() <= frame.right() + 20.0
            })
            .map(|(t, _, _)| t)
            .filter(|t| t.chars().all(|c| c.is_ascii_digit() || c == '.' || c == ','))
            .collect();
        assert!(x_ticks.contains(&&"12".to_string()), "{chart:?}: x ticks {x_ticks:?}");
        assert!(x_ticks.iter().all(|t| t.parse::<u64>().is_ok()), "{chart:?}: x ticks {x_ticks:?}");
        // Numbers down the y axis, left of the plot.
        let y_ticks = shown
            .iter()
            .filter(|(t, r, _)| {
                r.right() <= frame.left() + 1.0
                    && r.center().y > frame.top() - 2.0
                    && r.center().y < frame.bottom() + 2.0
                    && t.parse::<f64>().is_ok()
            })
            .count();
        assert!(y_ticks >= 2, "{chart:?}: {y_ticks} numbers on the y axis");
    }
}

/// Item 4: the tree's heading was drawn under its buttons at 760 wide, and its colour legend
/// (a sentence cut to one line) lost its colours even 1280 wide.
#[test]
fn the_trees_heading_and_legend_show_whole_at_760_1100_and_1280() {
    for width in [760.0, 1100.0, 1280.0] {
        let mut h = harness_sized([width, 520.0]);
        set_size(&mut h, 5);
        click(&mut h, "Watch");
        click(&mut h, "Tree");
        for _ in 0..3 {
            click(&mut h, "Step");
        }
        let heading = h.get_by_label("Search tree").rect();
        for button in ["Save picture…", "Show the whole tree", "Close the tree"] {
            let rect = h.get_by_label(button).rect();
            assert!(!rect.intersects(heading), "{width}: {button} over the heading");
        }
        // The colour key: each colour's words drawn whole, inside the pane.
        let drawn = texts(&h);
        for words in ["the path now", "solution", "dead end"] {
            // In the tree's pane: drawn under the clip its heading is drawn under.
            let (_, rect, clip) = drawn
                .iter()
                .find(|(t, _, clip)| t == words && clip.contains_rect(heading))
                .unwrap_or_else(|| panic!("{width}: no {words:?}"));
            assert!(within(*rect, *clip), "{width}: {words:?} cut: {rect:?} in {clip:?}");
            assert!(rect.right() <= width, "{width}: {words:?} past the window");
        }
    }
}

/// Item 5: a second row of settings as a person fills it in: Hill climbing ticked, Add
/// settings, 100 sideways moves typed into the second row; the form's line names both, and
/// Remove takes one away.
#[test]
fn compare_takes_a_second_row_of_settings() {
    let mut h = harness_sized([1280.0, 800.0]);
    h.key_press(Key::L);
    h.run();
    click(&mut h, "Hill climbing");
    click(&mut h, "Add settings");
    const SIDEWAYS: &str = "Sideways moves";
    assert_eq!(h.query_all_by_label(SIDEWAYS).count(), 2, "a field a row");
    h.query_all_by_label(SIDEWAYS).nth(1).unwrap().focus();
    h.run();
    for _ in 0..4 {
        h.key_press(Key::Backspace);
        h.key_press(Key::Delete);
    }
    for c in ["1", "0", "0"] {
        h.query_all_by_label(SIDEWAYS).nth(1).unwrap().type_text(c);
        h.run();
    }
    h.key_press(Key::Enter);
    h.run();
    let said = "Parameters set here: hill climbing with 0 sideways moves and 0 restarts; \
                hill climbing with 100 sideways moves and 0 restarts.";
    assert!(h.query_by_label(said).is_some(), "the form's line names both settings");
    let plan = h.state().state.lab.compare.plan().unwrap();
    let hill = plan.searches.iter().filter(|s| s.algorithm == Algorithm::HillClimbing);
    let sideways: Vec<u64> = hill.map(|s| s.params.sideways).collect();
    assert_eq!(sideways, [0, 100]);
    h.query_all_by_label("Remove").next().unwrap().click();
    h.run();
    assert_eq!(h.state().state.lab.compare.settings.len(), 1);
    assert_eq!(h.query_all_by_label(SIDEWAYS).count(), 1);
}

/// Item 1: the plots follow the rows as they arrive (fixed bounds kept the first row's: a
/// run of 8, 10 and 12 was drawn on an axis from 7 to 9).
#[test]
fn the_plots_ranges_follow_the_rows_as_they_come() {
    let mut h = compare_showing(vec![row(Algorithm::MinConflicts, 8, 9, 45.0)], None);
    for n in [10, 12] {
        h.state_mut().state.lab.compare.rows.push(row(Algorithm::MinConflicts, n, 10, 60.0));
        h.run();
    }
    let (_, x, _) = plot(&h, Chart::Solved);
    assert!(x[0] <= 8.0 && x[1] >= 12.0, "x from {x:?}");
}
