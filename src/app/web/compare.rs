//! Compare in the browser: the desktop's Compare run (`jobs::compare`) in a Web Worker of
//! its own, its rows and traces posted back as JSON. Stop ends the worker.

use std::sync::mpsc::Sender;

use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

use crate::app::jobs::compare::{CompareMsg, Plan};
use crate::app::jobs::worker::Wake;
use crate::lab::compare::{Row, Trials};
use crate::lab::{Algorithm, Params, Search};

/// A search as its name and parameters (what [`Search::parse`] reads back).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct WireSearch {
    name: String,
    sideways: u64,
    restarts: u64,
    temperature: f64,
    cooling: f64,
    population: usize,
    mutation: f64,
    elite: usize,
}

impl WireSearch {
    fn of(search: &Search) -> WireSearch {
        let p = search.params;
        WireSearch {
            name: search.name().into(),
            sideways: p.sideways,
            restarts: p.restarts,
            temperature: p.temperature,
            cooling: p.cooling,
            population: p.population,
            mutation: p.mutation,
            elite: p.elite,
        }
    }

    fn search(&self) -> Result<Search, String> {
        let params = Params {
            sideways: self.sideways,
            restarts: self.restarts,
            temperature: self.temperature,
            cooling: self.cooling,
            population: self.population,
            mutation: self.mutation,
            elite: self.elite,
        };
        Search::parse(&self.name, &params)
    }
}

/// A Compare plan in JSON.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct WirePlan {
    searches: Vec<WireSearch>,
    sizes: Vec<usize>,
    runs: u64,
    seed: u64,
    max_steps: Option<u64>,
}

/// What the Compare worker posts: a [`CompareMsg`], with the algorithm by name.
#[derive(Debug, Clone, Serialize, Deserialize)]
enum WireCompare {
    Row {
        algorithm: String,
        n: usize,
        runs: u64,
        solved: u64,
        median_steps: Option<f64>,
        median_seconds: Option<f64>,
        solutions: Option<u64>,
        nodes: Option<u64>,
        checks: Option<u64>,
    },
    Trace {
        algorithm: String,
        h: Vec<u64>,
    },
    Done {
        complete: bool,
    },
}

/// The algorithm of a name the worker wrote.
fn known(name: &str) -> Algorithm {
    Algorithm::from_name(name).unwrap_or_default()
}

impl WireCompare {
    fn of(msg: CompareMsg) -> WireCompare {
        match msg {
            CompareMsg::Row(r) => WireCompare::Row {
                algorithm: r.algorithm.name().into(),
                n: r.n,
                runs: r.runs,
                solved: r.solved,
                median_steps: r.median_steps,
                median_seconds: r.median_seconds,
                solutions: r.solutions,
                nodes: r.nodes,
                checks: r.checks,
            },
            CompareMsg::Trace { algorithm, h } => {
                WireCompare::Trace { algorithm: algorithm.name().into(), h }
            }
            CompareMsg::Done { complete } => WireCompare::Done { complete },
        }
    }

    fn into_msg(self) -> CompareMsg {
        match self {
            WireCompare::Row {
                algorithm,
                n,
                runs,
                solved,
                median_steps,
                median_seconds,
                solutions,
                nodes,
                checks,
            } => CompareMsg::Row(Row {
                algorithm: known(&algorithm),
                n,
                runs,
                solved,
                median_steps,
                median_seconds,
                solutions,
                nodes,
                checks,
            }),
            WireCompare::Trace { algorithm, h } => CompareMsg::Trace { algorithm: known(&algorithm), h },
            WireCompare::Done { complete } => CompareMsg::Done { complete },
        }
    }
}

/// A Compare run in a Web Worker.
pub(crate) struct WebCompare {
    worker: web_sys::Worker,
    tx: Sender<CompareMsg>,
    wake: Wake,
}

impl WebCompare {
    /// Ends the worker, and reports the stop as the desktop's run does.
    pub(crate) fn stop(&self) {
        self.worker.terminate();
        let _ = self.tx.send(CompareMsg::Done { complete: false });
        (self.wake)();
    }
}

/// Starts `plan` in a Web Worker, sending what it reports to `tx` (`None` if no worker
/// started: then `tx` has the end).
pub(crate) fn start(plan: &Plan, tx: Sender<CompareMsg>, wake: Wake) -> Option<WebCompare> {
    let wire = WirePlan {
        searches: plan.searches.iter().map(WireSearch::of).collect(),
        sizes: plan.sizes.clone(),
        runs: plan.trials.runs,
        seed: plan.trials.seed,
        max_steps: plan.trials.max_steps,
    };
    let sender = tx.clone();
    let waker = wake.clone();
    let started = super::pool::web_worker(move |text| {
        if let Ok(msg) = serde_json::from_str::<WireCompare>(&text) {
            let _ = sender.send(msg.into_msg());
            waker();
        }
    });
    let Some((worker, on_message)) = started else {
        let _ = tx.send(CompareMsg::Done { complete: false });
        wake();
        return None;
    };
    on_message.forget(); // lives as long as the worker
    let request = super::wire::WireRequest::Compare { run: 0, plan: wire };
    if let Ok(json) = serde_json::to_string(&request) {
        let _ = worker.post_message(&JsValue::from_str(&json));
    }
    Some(WebCompare { worker, tx, wake })
}

/// Inside the worker: runs the plan, posting each report.
pub(crate) fn run_in_worker(plan: &WirePlan, post: &dyn Fn(String)) {
    let send = |msg: CompareMsg| {
        if let Ok(json) = serde_json::to_string(&WireCompare::of(msg)) {
            post(json);
        }
    };
    let searches: Result<Vec<Search>, String> = plan.searches.iter().map(WireSearch::search).collect();
    let Ok(searches) = searches else {
        return send(CompareMsg::Done { complete: false });
    };
    let plan = Plan {
        searches,
        sizes: plan.sizes.clone(),
        trials: Trials { runs: plan.runs, seed: plan.seed, max_steps: plan.max_steps, threads: 1 },
    };
    let complete = crate::app::jobs::compare::run(&plan, &crate::control::CancelFlag::new(), &send);
    send(CompareMsg::Done { complete });
}
