//! How the state follows the lab's controls: the tree kept in step with a Watch, Compare
//! started, stopped and exported. Apart from [`super::Lab`], so the state can hold the lab
//! without a way back.

use std::path::PathBuf;

use super::{COMPARE_ASK_PAST, LabAction};
use crate::app::compare::job::CompareJob;
use crate::app::state::{About, Notice, Said, State};
use crate::app::tree::SearchTree;
use crate::lab::{Algorithm, Family};

impl State {
    /// Applies a lab action (a Compare run of minutes is asked about before, by the caller).
    pub(crate) fn apply_lab(&mut self, action: LabAction) {
        let watch = self.watch_setup.params;
        self.lab.compare.settle_params(&watch);
        let compare = &mut self.lab.compare;
        match action {
            LabAction::ShowTree(open) => {
                self.lab.tree_open = open;
                self.sync_tree();
            }
            LabAction::SelectNode(id) => {
                if let Some(tree) = &mut self.lab.tree {
                    tree.selected = id.filter(|&i| i < tree.nodes().len());
                }
            }
            LabAction::Fold(id) => {
                if let Some(tree) = &mut self.lab.tree {
                    tree.toggle_fold(id);
                }
            }
            LabAction::ShowCompare(open) => compare.open = open,
            LabAction::Choose(algorithm, on) => {
                if let Some(i) = Algorithm::ALL.iter().position(|&a| a == algorithm) {
                    compare.chosen[i] = on;
                }
            }
            LabAction::Sizes(text) => compare.sizes = text,
            LabAction::Runs(text) => compare.runs = text,
            LabAction::Seed(text) => compare.seed = text,
            LabAction::MaxSteps(text) => compare.max_steps = text,
            LabAction::Params(index, params) => {
                if let Some(row) = compare.settings.get_mut(index) {
                    *row = params;
                }
            }
            LabAction::AddSettings => {
                let last = compare.settings.last().copied().unwrap_or_default();
                compare.settings.push(last);
            }
            LabAction::RemoveSettings(index) => {
                if compare.settings.len() > 1 && index < compare.settings.len() {
                    compare.settings.remove(index);
                }
            }
            LabAction::ParamsFromWatch(on) => compare.params_from_watch = on,
            LabAction::StartCompare => {
                if let Ok(plan) = compare.plan() {
                    compare.rows.clear();
                    compare.traces.clear();
                    compare.traced = plan.sizes.first().map(|&n| (n, plan.trials.seed));
                    compare.ended = None;
                    compare.planned = plan.searches.len() * plan.sizes.len();
                    let wake = self.wake.clone();
                    let started = CompareJob::start(plan, wake, self.spawner.clone());
                    match started {
                        Ok(job) => compare.job = Some(job),
                        Err(e) => self.notify(Notice::error(Said::SearchFailed(e), About::Event)),
                    }
                }
            }
            LabAction::StopCompare => {
                if let Some(job) = &compare.job {
                    job.stop();
                }
            }
            LabAction::ExportCsv => self.pick(crate::app::files::FileOp::ExportCsv),
            LabAction::SaveChart(chart) => self.pick(crate::app::files::FileOp::ExportChart(chart)),
        }
        self.lab.compare.settle_params(&watch);
    }

    /// The question to ask before a Compare run expected to take more than
    /// [`COMPARE_ASK_PAST`]: how long, and which row takes longest.
    pub(crate) fn compare_question(&self) -> Option<Said> {
        let plan = self.lab.compare.plan().ok()?;
        let mut seconds = 0.0;
        let mut slowest = None;
        for &n in &plan.sizes {
            let Ok(problem) = crate::board::Problem::empty(n) else { continue };
            for search in &plan.searches {
                let Some(s) = crate::lab::estimate::expected_seconds(&problem, search.algorithm) else {
                    continue;
                };
                seconds += s;
                if slowest.is_none_or(|(_, _, most)| s > most) {
                    slowest = Some((search.algorithm, n, s));
                }
            }
        }
        let (slowest, n, slowest_seconds) = slowest?;
        (seconds > COMPARE_ASK_PAST.as_secs_f64()).then_some(Said::CompareQuestion {
            seconds,
            slowest,
            n,
            slowest_seconds,
        })
    }

    /// Writes the table as CSV to `path` (chosen in the dialog), atomically, and says in
    /// which folder.
    pub(crate) fn export_csv(&mut self, path: PathBuf) {
        let text = self.lab.compare.csv();
        let result = crate::place_file::write(&path, |file| std::io::Write::write_all(file, text.as_bytes()));
        if result.is_ok()
            && let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty())
        {
            self.settings.last_dir = Some(dir.to_path_buf());
        }
        self.notify(match result {
            Ok(()) => Notice::done(Said::CompareSaved(path), About::Event),
            Err(e) => {
                let error = crate::format::FileError::Write { path: path.clone(), source: e }.into();
                Notice::error(Said::CompareSaveFailed { path, error }, About::Event)
            }
        });
    }

    /// Brings the tree to the Watch's step; drops it when no Watch is shown. The one place
    /// that reads the Watch's position (its search and step count).
    pub(crate) fn sync_tree(&mut self) {
        let Some(watch) = self.watch_shown().filter(|_| self.lab.tree_open) else {
            self.lab.tree = None;
            return;
        };
        let algorithm = watch.setup.algorithm;
        // Only the systematic searches grow a tree: the others walk complete boards.
        if algorithm.family() != Family::Systematic {
            self.lab.tree = None;
            return;
        }
        let steps = watch.search.steps();
        let Ok(problem) = self.problem() else { return };
        let tree = self.lab.tree.get_or_insert_with(|| SearchTree::new(&problem, algorithm));
        tree.sync(&problem, algorithm, steps);
    }

    /// Takes in what a Compare run sent; whether it is still going.
    pub(crate) fn drain_lab(&mut self) -> bool {
        let going = self.lab.compare.drain();
        if let Some(what) = self.lab.compare.failed.take() {
            self.notify(Notice::error(Said::CompareFailed(what), About::Event));
        }
        going
    }
}
