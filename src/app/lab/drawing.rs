//! The lab's pictures drawn from the state: the Watch's search tree and Compare's plots,
//! labelled in the app's language, for "Save picture…" to write (see [`Chart`]).

use std::path::Path;

use crate::app::compare::Compare;
use crate::app::files::PictureJob;
use crate::app::lab::chart::{Chart, ChartDrawing};
use crate::app::state::State;
use crate::app::text::failure::ExportError;
use crate::app::text::lang::{self, messages};
use crate::app::tree::{NodeKind, SearchTree};
use crate::app::watch::words::{algorithm as algorithm_name, with_params};
use crate::board::Queen;
use crate::lab::{Algorithm, Search};
use crate::picture::{Format, NodeMark, PictureError, PlotDrawing, Series, TreeDrawing, TreeNode};

impl Compare {
    /// What a plot of Compare shows: a series a search (a setting each, when the table
    /// holds several of one search), its name and its points (x, y). The window's plots and
    /// their pictures both take them from here.
    pub(crate) fn plot_series(&self, chart: Chart) -> Vec<(String, Vec<[f64; 2]>)> {
        let mut keys: Vec<(Algorithm, Option<Search>)> = Vec::new();
        for row in &self.rows {
            if !keys.contains(&(row.algorithm, row.search)) {
                keys.push((row.algorithm, row.search));
            }
        }
        let name = |algorithm: Algorithm, search: Option<Search>, several: bool| match search {
            Some(search) if several => with_params(algorithm, &search.params),
            _ => algorithm_name(algorithm),
        };
        let by_n = |value: &dyn Fn(&crate::lab::compare::Row) -> Option<f64>| {
            keys.iter()
                .map(|&(algorithm, search)| {
                    let rows = self.rows.iter().filter(|r| r.algorithm == algorithm && r.search == search);
                    let points = rows.filter_map(|r| Some([r.n as f64, value(r)?])).collect();
                    (name(algorithm, search, self.several_settings(algorithm)), points)
                })
                .collect()
        };
        match chart {
            Chart::Tree => Vec::new(),
            Chart::Solved => by_n(&|r| Some(r.solved as f64 / r.runs.max(1) as f64)),
            Chart::Steps => by_n(&|r| r.median_steps.filter(|&s| s > 0.0).map(f64::log10)),
            Chart::H(algorithm) => {
                let traces: Vec<_> = self.traces.iter().filter(|(s, _)| s.algorithm == algorithm).collect();
                let several = traces.len() > 1;
                traces
                    .into_iter()
                    .map(|(s, h)| {
                        let points = h.iter().map(|&[step, h]| [step as f64, h as f64]).collect();
                        (name(algorithm, Some(*s), several), points)
                    })
                    .collect()
            }
        }
    }

    /// A plot as the window shows it and its picture draws it: words, series in the app's
    /// language, and (from [`PlotDrawing::axes`]) one computation of its ranges for both.
    pub(crate) fn drawing(&self, chart: Chart) -> PlotDrawing {
        let (title, x_title, y_title) = self.plot_words(chart);
        let series = self
            .plot_series(chart)
            .into_iter()
            .map(|(name, points)| Series { name, points: points.into_iter().map(|[x, y]| (x, y)).collect() })
            .collect();
        PlotDrawing { title, x_title, y_title, series, decimal: lang::separators().1 }
    }

    /// A plot's title and its axes' titles (x, y), as the window shows them.
    pub(crate) fn plot_words(&self, chart: Chart) -> (String, String, String) {
        match chart {
            Chart::Solved | Chart::Tree => {
                (messages::compare_plot_solved(), messages::compare_axis_n(), messages::compare_axis_solved())
            }
            Chart::Steps => {
                (messages::compare_plot_steps(), messages::compare_axis_n(), messages::compare_axis_steps())
            }
            Chart::H(search) => {
                let (n, seed) = self.traced.unwrap_or_default();
                let title = messages::compare_plot_h(n, algorithm_name(search), seed);
                (title, messages::compare_axis_step(), messages::compare_axis_h())
            }
        }
    }
}

impl State {
    /// What "Save picture…" draws to `path`, and in which format, or why not.
    pub(crate) fn chart_job(&self, chart: Chart, path: &Path) -> Result<(PictureJob, Format), ExportError> {
        let format = Format::from_path(path)?;
        let drawing = match chart {
            // The rules refuse Save picture without a tree; this says why all the same.
            Chart::Tree => ChartDrawing::Tree(tree_drawing(
                self.lab.tree.as_ref().ok_or_else(|| PictureError::Render(messages::tree_needs_watch()))?,
            )),
            Chart::Solved | Chart::Steps | Chart::H(_) => ChartDrawing::Plot(self.lab.compare.drawing(chart)),
        };
        Ok((PictureJob::Chart(drawing), format))
    }
}

/// The whole tree as far as the search has gone, each node named by its queen.
fn tree_drawing(tree: &SearchTree) -> TreeDrawing {
    let nodes = tree
        .nodes()
        .iter()
        .enumerate()
        .map(|(id, node)| TreeNode {
            parent: node.parent,
            label: node.queen.map(|(row, col)| Queen::new(row, col).notation(tree.n())).unwrap_or_default(),
            mark: match tree.kind(id) {
                NodeKind::Path => NodeMark::Path,
                NodeKind::Solution => NodeMark::Solution,
                NodeKind::DeadEnd => NodeMark::DeadEnd,
                NodeKind::Inner => NodeMark::Inner,
            },
        })
        .collect();
    TreeDrawing {
        title: messages::tree_picture_title(tree.n(), algorithm_name(tree.algorithm())),
        nodes,
        legend: [
            messages::tree_picture_path(),
            messages::tree_picture_solution(),
            messages::tree_picture_dead_end(),
            messages::tree_picture_other(),
        ],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::action::Action;
    use crate::app::lab::LabAction;
    use crate::app::settings::Settings;
    use crate::board::Problem;

    #[test]
    fn a_tree_picture_names_every_node_and_marks_the_solutions() {
        let problem = Problem::empty(4).unwrap();
        let mut tree = SearchTree::new(&problem, Algorithm::Backtrack);
        tree.sync(&problem, Algorithm::Backtrack, u64::MAX);
        let drawing = tree_drawing(&tree);
        assert_eq!(drawing.nodes.len(), 17);
        assert_eq!(drawing.nodes.iter().filter(|n| n.mark == NodeMark::Solution).count(), 2);
        assert_eq!(drawing.nodes.iter().filter(|n| n.label.is_empty()).count(), 1, "the root alone");
        let svg = drawing.picture().svg();
        // b4 d3 a2 c1, the first solution, named on its nodes.
        for name in ["b4", "d3", "a2", "c1"] {
            assert!(svg.contains(&format!(">{name}</text>")), "{name}");
        }
    }

    #[test]
    fn save_picture_is_refused_with_nothing_to_draw() {
        let wake = std::sync::Arc::new(|| {});
        let dir = tempfile::tempdir().unwrap();
        let state = State::new(Settings::default(), wake, dir.path().into());
        for chart in [Chart::Tree, Chart::Solved, Chart::Steps, Chart::H(Algorithm::MinConflicts)] {
            let action = Action::Lab(LabAction::SaveChart(chart));
            assert!(state.why_not(&action).is_some(), "{chart:?}");
        }
    }
}
