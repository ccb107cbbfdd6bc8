//! `compare`'s rows: searches side by side on boards of several sizes, a row per search and
//! size. The command line and the app measure with this same code, so their tables agree.

use super::exhaustive;
use super::local::runs::{self, Runs};
use super::systematic::Systematic;
use super::{Algorithm, Family, Param, Search};
use crate::board::Problem;
use crate::control::{CancelFlag, Control};
use serde::{Deserialize, Serialize};
use web_time::Instant;

/// One row: `nodes` and `checks` for the exhaustive and systematic searches only (boards
/// generated, or partial placements visited), `solutions` too; `steps` is the median over
/// the runs (a single run for those, which are the same every time: its places and
/// removes, or its boards).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Row {
    pub algorithm: Algorithm,
    pub n: usize,
    pub runs: u64,
    pub solved: u64,
    pub median_steps: Option<f64>,
    pub median_seconds: Option<f64>,
    pub solutions: Option<u64>,
    pub nodes: Option<u64>,
    pub checks: Option<u64>,
    /// A local search as it ran, with the parameters it reads, so one table can hold
    /// several settings of one search (hill climbing with 0 and with 100 sideways moves).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub search: Option<Search>,
}

/// The CSV table's first line: the figures, then a column per parameter
/// ([`Param::ALL`]), empty where a search does not read it.
pub fn csv_header() -> String {
    let params: Vec<&str> = Param::ALL.iter().map(|p| p.name()).collect();
    format!("algorithm,n,runs,solved,median_steps,median_seconds,solutions,nodes,checks,{}", params.join(","))
}

impl Row {
    /// The row as a CSV line (no line end), columns as in [`csv_header`].
    pub fn csv(&self) -> String {
        let opt = |v: Option<String>| v.unwrap_or_default();
        let mut cells = vec![
            self.algorithm.name().to_owned(),
            self.n.to_string(),
            self.runs.to_string(),
            self.solved.to_string(),
            opt(self.median_steps.map(|v| v.to_string())),
            opt(self.median_seconds.map(|v| format!("{v:.6}"))),
            opt(self.solutions.map(|v| v.to_string())),
            opt(self.nodes.map(|v| v.to_string())),
            opt(self.checks.map(|v| v.to_string())),
        ];
        for param in Param::ALL {
            let value =
                self.search.filter(|s| s.algorithm == param.algorithm()).map(|s| param.get(&s.params));
            cells.push(opt(value.map(|v| v.to_string())));
        }
        cells.join(",")
    }
}

/// How the local searches are run.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Trials {
    pub runs: u64,
    pub seed: u64,
    /// The most steps a local run takes; `None`: the algorithm's default.
    pub max_steps: Option<u64>,
    /// 0: one per core.
    pub threads: usize,
}

/// One search on one board, or `None` when stopped through `cancel`.
pub fn measure(search: &Search, problem: &Problem, trials: &Trials, cancel: &CancelFlag) -> Option<Row> {
    let n = problem.n();
    let start = Instant::now();
    let once = |solutions: u64, steps: u64, nodes: u64, checks: u64| Row {
        algorithm: search.algorithm,
        n,
        runs: 1,
        solved: u64::from(solutions > 0),
        median_steps: Some(steps as f64),
        median_seconds: Some(start.elapsed().as_secs_f64()),
        solutions: Some(solutions),
        nodes: Some(nodes),
        checks: Some(checks),
        search: None,
    };
    let algorithm = search.algorithm;
    match algorithm.family() {
        Family::Generate => exhaustive::run(problem, algorithm, cancel)
            .map(|t| once(t.solutions, t.candidates, t.candidates, t.checks)),
        Family::Systematic => Systematic::count(problem, algorithm, cancel)
            .map(|c| once(c.solutions, c.steps, c.nodes(), c.checks)),
        Family::Local => {
            let runs = Runs {
                problem,
                search: *search,
                max_steps: trials.max_steps.unwrap_or(algorithm.default_max_steps()),
                runs: trials.runs,
                seed: trials.seed,
                threads: trials.threads,
            };
            let summary = runs::run(&runs, cancel, &mut |_| Control::Continue);
            summary.complete.then_some(Row {
                algorithm: search.algorithm,
                n,
                runs: summary.runs,
                solved: summary.solved,
                median_steps: summary.median_steps,
                median_seconds: summary.median_seconds,
                solutions: None,
                nodes: None,
                checks: None,
                search: Some(Search { algorithm, params: search.own_params() }),
            })
        }
    }
}
