//! Inside a Web Worker: runs one job of the protocol with the code a desktop thread runs
//! ([`run::run`]) and posts what it reports to the page as JSON ([`FromWorker`]), with
//! the run's counters now and then (the page cannot read the worker's memory).

use std::cell::RefCell;
use std::sync::{Arc, Mutex};

use serde::Deserialize;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_time::{Duration, Instant};

use super::workers::FromWorker;
use crate::app::jobs::protocol::{Reply, Request};
use crate::app::jobs::run;
use crate::app::jobs::runner::{Report, Runner, Wake};
use crate::app::solve::worker::RunFailure;
use crate::control::{CancelFlag, Progress};

/// How often a run's counters go to the page.
const PROGRESS_EVERY: Duration = Duration::from_millis(100);

thread_local! {
    /// The runner of the run in progress: the wake of its outbox posts what it sent.
    static RELAY: RefCell<Option<Runner<Reply>>> = const { RefCell::new(None) };
}

fn post(message: &FromWorker) {
    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    if let Ok(json) = serde_json::to_string(message) {
        let _ = scope.post_message(&JsValue::from_str(&json));
    }
}

/// Runs the request `json` (a [`super::workers::ToWorker`]) to its end; `worker.js` calls it for each
/// message the page posts. The page stops a run by ending the worker.
#[wasm_bindgen]
pub fn queenside_worker_run(json: &str) {
    // A panic is said to the page before the module stops (a trap says nothing).
    std::panic::set_hook(Box::new(|info| post(&FromWorker::Died(info.to_string()))));
    // The run's id first, so that even a request it cannot read ends its run.
    #[derive(Deserialize)]
    struct Envelope {
        run: u64,
        request: serde_json::Value,
    }
    let (run, request) = match serde_json::from_str::<Envelope>(json) {
        Ok(Envelope { run, request }) => (run, serde_json::from_value::<Request>(request)),
        Err(e) => return post(&FromWorker::Died(format!("a request the worker cannot read: {e}"))),
    };
    match request {
        Ok(request) => relay(run, request.on_one_thread()),
        Err(e) => {
            let error = RunFailure::Broken(format!("a request the worker cannot read: {e}"));
            post(&FromWorker::Report(Report::Said { run, message: Reply::Failed(error) }));
        }
    }
}

/// Runs `request` here as run `run`, posting what it sends, and its counters now and then.
fn relay(run: u64, request: Request) {
    let progress = Progress::new();
    let cancel = CancelFlag::new();
    let last = Mutex::new(Instant::now());
    let counters = progress.clone();
    // The run sends and wakes on this thread: each wake posts what was sent.
    let wake: Wake = Arc::new(move || {
        let mut last = last.lock().unwrap_or_else(|e| e.into_inner());
        if last.elapsed() >= PROGRESS_EVERY {
            *last = Instant::now();
            post(&FromWorker::Progress { run, reading: counters.reading() });
        }
        RELAY.with(|relay| {
            let Ok(relay) = relay.try_borrow() else { return };
            while let Some(report) = relay.as_ref().and_then(Runner::try_recv) {
                post(&FromWorker::Report(report));
            }
        });
    });
    let mut runner = Runner::new("queenside-worker", wake).numbering_from(run);
    let out = runner.open();
    RELAY.with(|relay| *relay.borrow_mut() = Some(runner));
    run::run(request, &out, &progress, &cancel);
    RELAY.with(|relay| relay.borrow_mut().take());
}
