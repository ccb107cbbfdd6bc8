//! The page's side of the Web Workers that run searches (the desktop's worker thread):
//! each request goes to a worker as JSON ([`WireRequest`]), and what it posts back becomes
//! the desktop worker's [`Message`]s, sent through the job runner's outbox of the run, so
//! the state takes them in as it does on the desktop.
//!
//! A worker busy in a search cannot read a message, and a page without cross-origin
//! isolation (headers a static host such as GitHub Pages cannot send) has no shared memory
//! for a stop flag; so Stop ends the run's workers (`terminate`, at once) and reports the stop
//! from what they had sent, and loaded workers wait for the next runs: one from the page's
//! start, the others one after another once it has settled. Count only cuts the count into
//! parts (`nqueens count --part`) and keeps `navigator.hardwareConcurrency` workers busy with
//! them; each part counted is kept in the browser's storage, so a stopped count resumes, and
//! the parts are checked and added up as `nqueens merge` does.

use std::cell::RefCell;
use std::collections::{BTreeMap, VecDeque};
use std::rc::Rc;
use std::sync::Arc;

use js_sys::{Object, Reflect};
use serde::{Deserialize, Serialize};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use super::wire::{self, PartCounted, WireMessage, WireRequest};
use crate::app::jobs::runner::{Away, Outbox, Wake};
use crate::app::jobs::worker::{Message, Request, RunFailure};
use crate::board::{Problem, Queen};
use crate::control::{CancelFlag, Progress};
use crate::count::checkpoint::{CountOf, Part};
use crate::count::{CountPlan, Counts};
use crate::most_queens::MostQueens;
use crate::stream::{Outcome, SolveMethod, Summary};

/// Parts of a count per worker: a part ends often enough for the progress and the stored
/// progress to move, and the last parts leave few workers idle.
const PARTS_PER_WORKER: usize = 8;

/// Parts a worker is sent ahead: the next waits in its queue while it counts one, so it never
/// idles while the page sends the one after (on a busy machine the page's turn may be late).
const PARTS_IN_FLIGHT: usize = 2;

/// What `worker.js` posts once its module is instantiated (not JSON: the hints' and Compare's
/// handlers, which read JSON only, pass it over).
pub(crate) const READY: &str = "ready";

/// How long the page waits after a worker has loaded before the next starts loading: the
/// first click on Solve usually comes right after the page shows, and a worker loading beside
/// the one that solves (on a 2-core machine) slowed that first answer by a tenth of a second.
const SETTLE: web_time::Duration = web_time::Duration::from_secs(1);

/// How often counted parts wake the page while more are to come: a count's progress is
/// redrawn about once a second, as the desktop's is. Each frame is drawn on the machine's
/// cores where the browser has no GPU to draw with (software WebGL), and there, while
/// Count only 17 ran, drawing took half as much CPU as the workers' counting.
const PARTS_WAKE_EVERY: web_time::Duration = web_time::Duration::from_secs(1);

/// One Web Worker, with the handler that keeps its messages coming.
struct Slot {
    id: u64,
    worker: web_sys::Worker,
    _handlers: Handlers,
    /// When its module was instantiated (from then on it runs a request as soon as it is
    /// posted); `None` while it loads.
    ready: Option<web_time::Instant>,
}

/// The run the workers are on.
struct Current {
    run: u64,
    out: Outbox<Message>,
    cancel: CancelFlag,
    progress: Arc<Progress>,
    busy: Vec<Slot>,
    kind: Kind,
}

enum Kind {
    Solve { n: usize, method: SolveMethod, kept: u64, steps: u64 },
    MostQueens { best: Vec<Queen> },
    Count(Box<PartsCount>),
}

/// A count in parts.
struct PartsCount {
    problem: Problem,
    plan: CountPlan,
    expected: CountOf,
    of: usize,
    saved: SavedParts,
}

/// What the browser's storage keeps of a count: the parts counted so far.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
struct SavedParts {
    split: String,
    jobs: usize,
    of: usize,
    done: BTreeMap<usize, Counts>,
}

pub struct Pool {
    wake: Wake,
    idle: Vec<Slot>,
    next_id: u64,
    /// What the workers posted: (worker, what).
    inbox: Rc<RefCell<VecDeque<(u64, Posted)>>>,
    /// The current count's parts not yet sent, as JSON: a worker's handler sends it the next
    /// the moment it posts a counted part, not at the page's next frame, which on a busy
    /// machine may come hundreds of milliseconds later.
    parts: Rc<RefCell<VecDeque<String>>>,
    /// The current count's parts not yet counted, and when a counted part last woke the page
    /// (see [`PARTS_WAKE_EVERY`]).
    uncounted: Rc<std::cell::Cell<(usize, Option<web_time::Instant>)>>,
    current: Option<Current>,
}

/// What a Web Worker posted: JSON, or the error that ended it (a panic in it, or a module
/// that would not load).
type Posted = Result<String, String>;

impl Pool {
    pub fn new(wake: Wake) -> Self {
        let mut pool = Pool {
            wake,
            idle: Vec::new(),
            next_id: 0,
            inbox: Default::default(),
            parts: Default::default(),
            uncounted: Default::default(),
            current: None,
        };
        // One worker loads while the page starts, so the first Solve need not wait for it; the
        // others, one at a time after it (`pump`), so that they do not slow the first frames.
        if let Some(slot) = pool.new_slot() {
            pool.idle.push(slot);
        }
        pool
    }

    /// While no run is on: one more worker loads if all that there are have loaded a while
    /// ago ([`SETTLE`]), up to a count's workers, so that Count only starts on workers that
    /// are ready.
    fn top_up(&mut self) {
        if self.current.is_none()
            && self.idle.len() < Self::cores()
            && self.idle.iter().all(|s| s.ready.is_some_and(|at| at.elapsed() >= SETTLE))
            && let Some(slot) = self.new_slot()
        {
            self.idle.push(slot);
        }
    }

    /// Wakes the app after `after` (the browser's timer): a page at rest draws no frames.
    fn wake_after(&self, after: web_time::Duration) {
        let wake = self.wake.clone();
        let callback = Closure::once_into_js(move || wake());
        if let Some(window) = web_sys::window() {
            let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(
                callback.unchecked_ref(),
                after.as_millis() as i32,
            );
        }
    }

    /// How many workers a count runs: the cores the browser reports.
    fn cores() -> usize {
        let cores = web_sys::window().map_or(1.0, |w| w.navigator().hardware_concurrency());
        (cores as usize).clamp(1, 32)
    }

    fn new_slot(&mut self) -> Option<Slot> {
        let id = self.next_id;
        self.next_id += 1;
        let (inbox, wake, parts) = (self.inbox.clone(), self.wake.clone(), self.parts.clone());
        let uncounted = self.uncounted.clone();
        let me: Rc<std::cell::OnceCell<web_sys::Worker>> = Rc::default();
        let myself = me.clone();
        let (worker, handlers) = web_worker(move |posted| {
            let counted = matches!(&posted, Ok(text) if text.starts_with(wire::PART_COUNTED));
            if counted
                && let Some(worker) = myself.get()
                && let Some(next) = parts.borrow_mut().pop_front()
            {
                let _ = worker.post_message(&JsValue::from_str(&next));
            }
            inbox.borrow_mut().push_back((id, posted));
            if !counted {
                return wake();
            }
            // A counted part wakes the page if it is the last, or the first in a second.
            let (left, woke) = uncounted.get();
            let left = left.saturating_sub(1);
            let due = woke.is_none_or(|at| at.elapsed() >= PARTS_WAKE_EVERY);
            if left == 0 || due {
                uncounted.set((left, Some(web_time::Instant::now())));
                wake();
            } else {
                uncounted.set((left, woke));
            }
        })?;
        let _ = me.set(worker.clone());
        Some(Slot { id, worker, _handlers: handlers, ready: None })
    }

    /// An idle worker, a loaded one first; or a new one.
    fn take_slot(&mut self) -> Option<Slot> {
        match self.idle.iter().position(|s| s.ready.is_some()) {
            Some(at) => Some(self.idle.remove(at)),
            None => self.idle.pop().or_else(|| self.new_slot()),
        }
    }

    fn send(slot: &Slot, request: &WireRequest) {
        if let Ok(json) = serde_json::to_string(request) {
            let _ = slot.worker.post_message(&JsValue::from_str(&json));
        }
    }

    /// Ends the run the workers are on, if any, without a word: its workers are ended and
    /// replaced (a stopped search cannot be told to stop).
    fn end_current(&mut self) {
        self.parts.borrow_mut().clear();
        self.uncounted.set((0, None));
        if let Some(current) = self.current.take() {
            // Their replacement starts at the next pump, not in the frame that shows the stop.
            for slot in current.busy {
                slot.worker.terminate();
            }
        }
    }

    /// Starts `request` as `out`'s run.
    fn begin(&mut self, request: Request, progress: Arc<Progress>, cancel: CancelFlag, out: Outbox<Message>) {
        self.end_current();
        let run = out.run;
        let failed = |error: RunFailure| Message::Failed { run, error };
        let (kind, requests) = match request {
            Request::Solve { problem, plan, cap } => {
                progress.start(0);
                let request = WireRequest::Solve {
                    run,
                    n: problem.n(),
                    fixed: problem.fixed().to_vec(),
                    filter: plan.options.filter,
                    limit: plan.options.limit,
                    cap,
                };
                (Kind::Solve { n: problem.n(), method: plan.method, kept: 0, steps: 0 }, vec![request])
            }
            Request::MostQueens { problem } => {
                progress.start(0);
                let request =
                    WireRequest::MostQueens { run, n: problem.n(), fixed: problem.fixed().to_vec() };
                (Kind::MostQueens { best: Vec::new() }, vec![request])
            }
            Request::Count { problem, .. } => {
                let plan = CountPlan::new(&problem);
                let expected = CountOf::new(&problem, &plan);
                let workers = Self::cores();
                let of = (workers * PARTS_PER_WORKER).clamp(1, plan.len().max(1));
                let mut saved = super::browser::load::<SavedParts>(&storage_key(&problem))
                    .filter(|s| s.split == expected.split && s.jobs == expected.jobs && s.of == of)
                    .unwrap_or_else(|| SavedParts {
                        split: expected.split.clone(),
                        jobs: expected.jobs,
                        of,
                        done: BTreeMap::new(),
                    });
                saved.done.retain(|&index, _| index < of);
                let todo: Vec<usize> = (0..of).filter(|i| !saved.done.contains_key(i)).collect();
                let counted = saved.done.values().fold(Counts::default(), |sum, &c| sum + c);
                progress.start(of as u64);
                progress.job_done(saved.done.len() as u64);
                out.send(wire::count_started(run, of, saved.done.len(), counted, plan.work_unit()));
                let mut count = Box::new(PartsCount { problem: problem.clone(), plan, expected, of, saved });
                let mut requests: Vec<WireRequest> = todo.iter().map(|&i| count.request(run, i)).collect();
                if requests.is_empty() {
                    // Every part was counted before the stop: add them up now.
                    out.send(count.finish(run));
                    return;
                }
                self.uncounted.set((todo.len(), Some(web_time::Instant::now())));
                // The first parts go out now, the rest as the workers count them.
                let later = requests.split_off(requests.len().min(workers * PARTS_IN_FLIGHT));
                let later = later.iter().filter_map(|r| serde_json::to_string(r).ok());
                *self.parts.borrow_mut() = later.collect();
                (Kind::Count(count), requests)
            }
        };
        // A count's first parts go round its workers, `PARTS_IN_FLIGHT` each.
        let workers = requests.len().div_ceil(PARTS_IN_FLIGHT).max(1);
        let mut busy: Vec<Slot> = Vec::new();
        for (i, request) in requests.iter().enumerate() {
            if i < workers {
                match self.take_slot() {
                    Some(slot) => busy.push(slot),
                    None if busy.is_empty() => {
                        self.parts.borrow_mut().clear();
                        out.send(failed(RunFailure::NoThread("the browser refused a Web Worker".into())));
                        return;
                    }
                    None => {}
                }
            }
            Self::send(&busy[i % busy.len()], request);
        }
        self.current = Some(Current { run, out, cancel, progress, busy, kind });
    }

    /// The end a stopped run reports, from what its workers had sent.
    fn stop(&mut self) {
        let Some(current) = self.current.as_ref() else { return };
        let run = current.run;
        let elapsed = current.progress.finish();
        let end = match &current.kind {
            Kind::Solve { method, kept, steps, .. } => Message::Finished {
                run,
                summary: Summary {
                    method: *method,
                    outcome: Outcome::Cancelled,
                    solutions: *kept,
                    nodes: *steps,
                    elapsed,
                },
            },
            Kind::MostQueens { best } => {
                Message::MostQueens { run, outcome: MostQueens { queens: best.clone(), proven: false } }
            }
            Kind::Count(count) => wire::count_stopped(run, count.of, count.saved.done.len()),
        };
        current.out.send(end);
        self.end_current();
    }

    /// Takes in one message of the current run.
    fn take(&mut self, message: WireMessage) -> Option<Message> {
        // Out of `self` while it is read, put back unless the message ends it.
        let mut current = self.current.take()?;
        let run = current.run;
        let (answer, ended) = match (&mut current.kind, message) {
            (Kind::Solve { steps, .. }, WireMessage::Progress { steps: s, solutions, .. }) => {
                *steps = s;
                current.progress.steps().store(s, std::sync::atomic::Ordering::Relaxed);
                let before = current.progress.snapshot().solutions;
                current.progress.add_solutions(solutions.saturating_sub(before));
                (None, false)
            }
            (Kind::Count(count), WireMessage::PartCounted { counted, .. }) => {
                // (Its worker's handler has already sent it the next part, if any was left.)
                current.progress.job_done(1);
                current.progress.steps().fetch_add(counted.steps, std::sync::atomic::Ordering::Relaxed);
                match count.take_part(counted) {
                    Err(error) => {
                        self.current = Some(current);
                        self.end_current();
                        return Some(Message::Failed { run, error: RunFailure::Broken(error) });
                    }
                    Ok(true) => (Some(count.finish(run)), true),
                    Ok(false) => (None, false),
                }
            }
            (kind, message) => match message.into_message() {
                None => (None, false),
                Some(message) => {
                    match (kind, &message) {
                        (Kind::Solve { n, kept, .. }, Message::Solutions { batch, .. }) => {
                            *kept += (batch.cols.len() / (*n).max(1)) as u64;
                        }
                        (Kind::MostQueens { best }, Message::Better { queens, .. }) => *best = queens.clone(),
                        _ => {}
                    }
                    let ends = matches!(
                        message,
                        Message::Finished { .. } | Message::MostQueens { .. } | Message::Failed { .. }
                    );
                    (Some(message), ends)
                }
            },
        };
        if ended {
            current.progress.finish();
            self.idle.append(&mut current.busy);
        } else {
            self.current = Some(current);
        }
        answer
    }
}

impl Away<(Request, Arc<Progress>), Message> for Pool {
    fn start(
        &mut self,
        (request, progress): (Request, Arc<Progress>),
        cancel: CancelFlag,
        out: Outbox<Message>,
    ) {
        self.begin(request, progress, cancel, out);
    }

    /// Stops the run if it was asked to; else sends on what its workers posted, up to the
    /// next message for the state: the state reads under a time budget, and so a backlog of
    /// big batches is read a few at a time, never in one long frame.
    fn pump(&mut self) {
        if self.current.as_ref().is_some_and(|c| c.cancel.is_cancelled()) {
            self.stop();
            return;
        }
        self.top_up();
        loop {
            let Some((id, posted)) = self.inbox.borrow_mut().pop_front() else { return };
            if posted.as_deref() == Ok(READY) {
                let slots =
                    self.idle.iter_mut().chain(self.current.iter_mut().flat_map(|c| c.busy.iter_mut()));
                slots.filter(|s| s.id == id).for_each(|s| s.ready = Some(web_time::Instant::now()));
                self.wake_after(SETTLE);
                continue;
            }
            let Some(current) = &self.current else { continue };
            let (run, out) = (current.run, current.out.clone());
            let message = match posted {
                Ok(text) => match serde_json::from_str::<WireMessage>(&text) {
                    Ok(message) => message,
                    Err(_) => continue,
                },
                // The worker died (a panic traps its module): so did its run.
                Err(error) if current.busy.iter().any(|s| s.id == id) => {
                    WireMessage::Failed { run, error: RunFailure::Stopped(error) }
                }
                Err(_) => continue,
            };
            // What an ended run's worker still sent.
            if message.run() != run {
                continue;
            }
            if let Some(message) = self.take(message) {
                out.send(message);
                return;
            }
        }
    }
}

/// A Web Worker's handlers, kept as long as the worker is.
pub(crate) struct Handlers {
    _message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _error: Closure<dyn FnMut(web_sys::ErrorEvent)>,
}

impl Handlers {
    /// For a worker that ends itself, or runs as long as the page: the handlers stay.
    pub(crate) fn forget(self) {
        std::mem::forget(self);
    }
}

/// A Web Worker running `worker.js` on the page's module, calling `on_posted` with each
/// JSON text it posts, or with the error that ended it.
pub(crate) fn web_worker(on_posted: impl FnMut(Posted) + 'static) -> Option<(web_sys::Worker, Handlers)> {
    let options = web_sys::WorkerOptions::new();
    options.set_type(web_sys::WorkerType::Module);
    let worker = web_sys::Worker::new_with_options("./worker.js", &options).ok()?;
    let on_posted = Rc::new(RefCell::new(on_posted));
    let posted = on_posted.clone();
    let message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
        if let Some(text) = event.data().as_string() {
            (posted.borrow_mut())(Ok(text));
        }
    });
    let error = Closure::<dyn FnMut(web_sys::ErrorEvent)>::new(move |event: web_sys::ErrorEvent| {
        (on_posted.borrow_mut())(Err(format!("the search's Web Worker stopped: {}", event.message())));
    });
    worker.set_onmessage(Some(message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(error.as_ref().unchecked_ref()));
    // The page's compiled module: the worker instantiates it without fetching it again.
    let init = Object::new();
    let _ = Reflect::set(&init, &"module".into(), &wasm_bindgen::module());
    let _ = worker.post_message(&init);
    Some((worker, Handlers { _message: message, _error: error }))
}

/// Where the hints are worked out in the browser: a Web Worker per board (the desktop's
/// hints thread), ended when the board changes.
#[derive(Default)]
pub(crate) struct WebHints {
    running: Option<(web_sys::Worker, CancelFlag)>,
}

impl Away<(Problem, web_time::Duration), Option<crate::hints::Hints>> for WebHints {
    fn start(
        &mut self,
        (problem, budget): (Problem, web_time::Duration),
        cancel: CancelFlag,
        out: Outbox<Option<crate::hints::Hints>>,
    ) {
        // The last board's worker, answered or not, is done with.
        if let Some((worker, _)) = self.running.take() {
            worker.terminate();
        }
        let request = WireRequest::Hints {
            run: out.run,
            n: problem.n(),
            fixed: problem.fixed().to_vec(),
            millis: budget.as_millis() as u64,
        };
        let mut answer = Some(out);
        let Some((worker, handlers)) = web_worker(move |posted| {
            let hints = match posted.map(|text| serde_json::from_str(&text)) {
                Ok(Ok(WireMessage::Hints { hints, .. })) => hints,
                Ok(_) => return,
                Err(_) => None, // a worker that died: the board shows none
            };
            if let Some(out) = answer.take() {
                out.send(hints);
            }
        }) else {
            return; // no worker to be had: the board simply shows no hints
        };
        // The handlers live as long as the worker, ended at the next board or page's end.
        handlers.forget();
        if let Ok(json) = serde_json::to_string(&request) {
            let _ = worker.post_message(&JsValue::from_str(&json));
        }
        self.running = Some((worker, cancel));
    }

    /// A worker whose board changed is ended: it reads no flag.
    fn pump(&mut self) {
        if self.running.as_ref().is_some_and(|(_, cancel)| cancel.is_cancelled())
            && let Some((worker, _)) = self.running.take()
        {
            worker.terminate();
        }
    }
}

impl PartsCount {
    fn request(&self, run: u64, index: usize) -> WireRequest {
        WireRequest::CountPart {
            run,
            n: self.problem.n(),
            fixed: self.problem.fixed().to_vec(),
            part: Part { index, of: self.of },
        }
    }

    /// Records a counted part (checked as `nqueens merge` checks one) and keeps it in the
    /// browser's storage; true once every part is counted.
    fn take_part(&mut self, counted: PartCounted) -> Result<bool, String> {
        let work = CountOf {
            n: self.expected.n,
            fixed: self.expected.fixed.clone(),
            split: counted.split.clone(),
            jobs: counted.jobs,
        };
        if let Some(reason) = work.mismatch(&self.expected) {
            return Err(format!("a part of the count came from another split ({reason})"));
        }
        if counted.part.of != self.of || counted.part.index >= self.of {
            return Err(format!(
                "part {}/{} is not one of {} parts",
                counted.part.index, counted.part.of, self.of
            ));
        }
        self.saved.done.insert(counted.part.index, counted.counts);
        super::browser::store(&storage_key(&self.problem), &self.saved);
        Ok(self.saved.done.len() == self.of)
    }

    /// Adds the parts up, checks the sum, and forgets the stored progress.
    fn finish(&mut self, run: u64) -> Message {
        let missing = (0..self.of).filter(|i| !self.saved.done.contains_key(i)).count();
        if missing > 0 {
            return wire::count_stopped(run, self.of, self.of - missing);
        }
        let sum = self.saved.done.values().fold(Counts::default(), |sum, &c| sum + c);
        super::browser::remove(&storage_key(&self.problem));
        if let Some(why) = self.expected.implausible(sum) {
            let error =
                RunFailure::Broken(format!("the parts add up to counts that cannot be right ({why})"));
            return Message::Failed { run, error };
        }
        wire::counted(run, self.plan.finish(sum))
    }
}

/// Where the browser's storage keeps the parts of a count of `problem`.
fn storage_key(problem: &Problem) -> String {
    let squares: Vec<String> = problem.fixed().iter().map(|q| q.notation(problem.n())).collect();
    format!("queenside-count-n{}-{}", problem.n(), squares.join(","))
}
