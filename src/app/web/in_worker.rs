//! Inside a Web Worker: runs one request with the desktop worker's code ([`run_here`],
//! through a job runner's outbox) and posts each of its messages to the page as JSON.

use std::cell::RefCell;
use std::sync::{Arc, Mutex};

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_time::{Duration, Instant};

use super::wire::{PartCounted, WireMessage, WireRequest};
use crate::app::jobs::runner::{Report, Runner, Wake};
use crate::app::jobs::worker::{Message, Request, RunFailure, run_here};
use crate::control::{CancelFlag, Progress};
use crate::count::CountPlan;
use crate::count::checkpoint::{Checkpoint, Part};
use crate::count::checkpointed::count_checkpointed;
use crate::plan::SolvePlan;

/// How often a search's progress goes to the page (it cannot read the counters itself).
const PROGRESS_EVERY: Duration = Duration::from_millis(100);

type Board = (usize, Vec<crate::board::Queen>);

/// The most a worker keeps of a count's tables between its parts (past it, each part builds
/// them again): all of them up to n = 18, a few hundred MiB at most with the page's workers.
const KEPT_TABLES: usize = 256 << 20;

thread_local! {
    /// The runner of the run in progress: the wake of its outbox posts what it sent.
    static RELAY: RefCell<Option<Runner<Message>>> = const { RefCell::new(None) };
    /// The plan of the last count this worker ran parts of, and its board.
    static PLAN: std::cell::RefCell<Option<(Board, std::rc::Rc<CountPlan>)>> = const { std::cell::RefCell::new(None) };
}

fn post(message: &WireMessage) {
    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    if let Ok(json) = serde_json::to_string(message) {
        let _ = scope.post_message(&JsValue::from_str(&json));
    }
}

/// Runs the request `json` (a [`WireRequest`]) to its end; `worker.js` calls it for each
/// message the page posts. The page stops a run by ending the worker.
#[wasm_bindgen]
pub fn queenside_worker_run(json: &str) {
    let request = match serde_json::from_str::<WireRequest>(json) {
        Ok(request) => request,
        Err(e) => {
            return post(&WireMessage::Failed {
                run: 0,
                error: RunFailure::Broken(format!("a request the worker cannot read: {e}")),
            });
        }
    };
    let run = request.run();
    let problem = match request.problem() {
        Ok(problem) => problem,
        Err(error) => return post(&WireMessage::Failed { run, error: RunFailure::Broken(error) }),
    };
    let (progress, cancel) = (Progress::new(), CancelFlag::new());
    match request {
        WireRequest::Solve { filter, limit, cap, .. } => {
            let plan = SolvePlan::new(&problem, filter, limit, 0);
            relay(run, Request::Solve { problem, plan, cap }, progress, &cancel);
        }
        WireRequest::MostQueens { .. } => relay(run, Request::MostQueens { problem }, progress, &cancel),
        WireRequest::Compare { plan, .. } => {
            super::compare::run_in_worker(&plan, &|json| {
                let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
                let _ = scope.post_message(&JsValue::from_str(&json));
            });
        }
        WireRequest::Hints { millis, .. } => {
            let hints = crate::hints::hints(&problem, Duration::from_millis(millis), 1, &cancel);
            post(&WireMessage::Hints { run, hints });
        }
        WireRequest::CountPart { part, .. } => {
            // The parts of one count share its plan: built once per worker, not per part
            // (its tables are most of a small part's time).
            let plan = PLAN.with(|cached| {
                let mut cached = cached.borrow_mut();
                match cached.as_ref() {
                    Some((board, plan)) if *board == (problem.n(), problem.fixed().to_vec()) => plan.clone(),
                    _ => {
                        let mut plan = CountPlan::new(&problem);
                        // This worker counts part after part: the tables are built once.
                        plan.keep_tables(KEPT_TABLES);
                        // The page follows the parts, not the jobs: no sizing for a progress
                        // figure no one reads.
                        plan.without_sizing();
                        let plan = std::rc::Rc::new(plan);
                        *cached = Some(((problem.n(), problem.fixed().to_vec()), plan.clone()));
                        plan
                    }
                }
            });
            let start = Checkpoint::new(&problem, &plan, part);
            let ended = count_checkpointed(&plan, start, None, 1, &progress, &cancel, &|_| {});
            post(&match ended.result {
                Ok(()) => WireMessage::PartCounted {
                    run,
                    counted: PartCounted {
                        part: Part { ..part },
                        split: plan.split_name().into(),
                        jobs: plan.len(),
                        counts: ended.counts(&plan),
                        steps: progress.snapshot().steps,
                    },
                },
                Err(e) => WireMessage::Failed { run, error: RunFailure::Broken(e.to_string()) },
            });
        }
    }
}

/// Runs a desktop request here, posting what it sends, and its progress now and then.
fn relay(run: u64, request: Request, progress: Arc<Progress>, cancel: &CancelFlag) {
    let last = Mutex::new(Instant::now());
    let counters = progress.clone();
    // The run sends and wakes on this thread: each wake posts what was sent.
    let wake: Wake = Arc::new(move || {
        RELAY.with(|relay| {
            let Ok(relay) = relay.try_borrow() else { return };
            while let Some(report) = relay.as_ref().and_then(Runner::try_recv) {
                let message = match report {
                    Report::Said { message, .. } => WireMessage::of(message),
                    Report::Panicked { run, what } => {
                        Some(WireMessage::Failed { run, error: RunFailure::Stopped(what) })
                    }
                };
                if let Some(message) = message {
                    post(&message);
                }
            }
        });
        let mut last = last.lock().unwrap_or_else(|e| e.into_inner());
        if last.elapsed() >= PROGRESS_EVERY {
            *last = Instant::now();
            let p = counters.snapshot();
            post(&WireMessage::Progress { run, steps: p.steps, solutions: p.solutions });
        }
    });
    let mut runner = Runner::new("queenside-worker", wake).numbering_from(run);
    let out = runner.open();
    RELAY.with(|relay| *relay.borrow_mut() = Some(runner));
    run_here(request, &out, &progress, cancel);
    RELAY.with(|relay| relay.borrow_mut().take());
}
