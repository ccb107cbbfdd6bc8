//! Compare in the browser: the desktop's Compare run (`jobs::compare`) in a Web Worker of
//! its own, its rows and traces posted back as JSON and reported through the Compare
//! job's runner. Stop ends the worker.

use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

use super::wire::{WirePlan, WireRequest};
use crate::app::jobs::compare::{CompareMsg, Plan};
use crate::app::jobs::runner::{Away, Outbox};
use crate::control::CancelFlag;
use crate::lab::Algorithm;
use crate::lab::compare::Row;

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
    Failed {
        what: String,
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
            CompareMsg::Failed { what } => WireCompare::Failed { what },
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
            WireCompare::Failed { what } => CompareMsg::Failed { what },
        }
    }
}

/// Where a Compare runs in the browser: a Web Worker of its own.
#[derive(Default)]
pub(crate) struct WebCompare {
    running: Option<(web_sys::Worker, CancelFlag, Outbox<CompareMsg>)>,
}

impl Away<Plan, CompareMsg> for WebCompare {
    fn start(&mut self, plan: Plan, cancel: CancelFlag, out: Outbox<CompareMsg>) {
        let sender = out.clone();
        let started = super::pool::web_worker(move |posted| match posted {
            Ok(text) => {
                if let Ok(msg) = serde_json::from_str::<WireCompare>(&text) {
                    sender.send(msg.into_msg());
                }
            }
            Err(what) => {
                sender.send(CompareMsg::Failed { what });
            }
        });
        let Some((worker, handlers)) = started else {
            out.send(CompareMsg::Failed { what: "the browser refused a Web Worker".into() });
            return;
        };
        handlers.forget(); // they live as long as the worker
        let request = WireRequest::Compare { run: out.run, plan: WirePlan::of(&plan) };
        if let Ok(json) = serde_json::to_string(&request) {
            let _ = worker.post_message(&JsValue::from_str(&json));
        }
        self.running = Some((worker, cancel, out));
    }

    /// A worker busy in a search reads no flag: Stop ends it, and reports the stop as the
    /// desktop's run does.
    fn pump(&mut self) {
        if self.running.as_ref().is_some_and(|(_, cancel, _)| cancel.is_cancelled())
            && let Some((worker, _, out)) = self.running.take()
        {
            worker.terminate();
            out.send(CompareMsg::Done { complete: false });
        }
    }
}

impl Drop for WebCompare {
    fn drop(&mut self) {
        if let Some((worker, ..)) = self.running.take() {
            worker.terminate();
        }
    }
}

/// Inside the worker: runs the plan, posting each report.
pub(crate) fn run_in_worker(plan: &WirePlan, post: &dyn Fn(String)) {
    let send = |msg: CompareMsg| {
        if let Ok(json) = serde_json::to_string(&WireCompare::of(msg)) {
            post(json);
        }
    };
    match plan.plan() {
        Ok(plan) => {
            let complete = crate::app::jobs::compare::run(&plan, &CancelFlag::new(), &send);
            send(CompareMsg::Done { complete });
        }
        Err(what) => send(CompareMsg::Failed { what }),
    }
}
