//! Where the page runs its jobs: Web Workers, each running the protocol's jobs with the
//! code a desktop thread runs ([`super::in_worker`]). A request goes to a worker as JSON, and
//! what the worker posts back goes into the run's outbox as a thread's replies do, so the
//! state takes them in as it does on the desktop.
//!
//! A worker busy in a search cannot read a message, and a page without cross-origin
//! isolation (headers a static host such as GitHub Pages cannot send) has no shared memory
//! for a stop flag; so Stop ends the run's worker (`terminate`, at once) and reports the end
//! the run would have reported, from what it had sent. Count only spreads the count over
//! `navigator.hardwareConcurrency` workers as parts ([`super::parts`]).

use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::rc::Rc;
use std::sync::Arc;
use std::thread::JoinHandle;

use js_sys::{Object, Reflect};
use serde::{Deserialize, Serialize};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_time::{Duration, Instant};

use crate::app::compare::job::CompareMsg;
use crate::app::jobs::protocol::{Job, Reply, Request, RunFailure, Spawner};
use crate::app::jobs::runner::{Outbox, Report, Wake};
use crate::board::{Problem, Queen};
use crate::control::{CancelFlag, Progress, Reading};
use crate::most_queens::MostQueens;
use crate::stream::{Outcome, SolveMethod, Summary};

use super::parts::{PartsCount, is_counted_part, tick, wakes_the_page};

/// What the page posts: a run of a request.
#[derive(Serialize, Deserialize)]
pub(crate) struct ToWorker {
    pub run: u64,
    pub request: Request,
}

/// What a worker posts.
#[derive(Debug, Serialize, Deserialize)]
pub(crate) enum FromWorker {
    /// What the run sent, as a runner's channel carries it on the desktop.
    Report(Report<Reply>),
    /// The run's counters.
    Progress { run: u64, reading: Reading },
    /// The worker's module stopped (a panic traps it), saying this: the run it was on
    /// ended with it, and the worker is good for nothing more.
    Died(String),
}

/// What `worker.js` posts once its module is instantiated (not JSON).
const READY: &str = "ready";

/// How long the page waits after a worker has loaded before the next starts loading: the
/// first click on Solve usually comes right after the page shows, and a worker loading beside
/// the one that solves (on a 2-core machine) slowed that first answer by a tenth of a second.
const SETTLE: Duration = Duration::from_secs(1);

/// One Web Worker, with the handlers that keep its messages coming.
struct Slot {
    id: u64,
    worker: web_sys::Worker,
    _handlers: Handlers,
    /// When its module was instantiated; `None` while it loads.
    ready: Option<Instant>,
}

/// A run on the page: one worker's, or a count spread over several.
struct OnPage {
    run: u64,
    out: Outbox<Reply>,
    cancel: CancelFlag,
    progress: Arc<Progress>,
    busy: Vec<Slot>,
    kind: Kind,
}

/// What a run must remember to report its end when Stop ends its worker.
enum Kind {
    Solve {
        n: usize,
        method: SolveMethod,
        kept: u64,
    },
    MostQueens {
        best: Vec<Queen>,
    },
    Compare,
    /// Its end, if stopped, is no one's concern: a replaced board's hints, a replaced puzzle.
    Quiet,
    Count(Box<PartsCount>),
}

/// The page's Web Workers, and the runs they are on.
pub(crate) struct Workers {
    inner: RefCell<Inner>,
}

struct Inner {
    wake: Wake,
    /// The parts of the count running that are not yet handed out (its requests, as posted),
    /// shared with the workers' handlers: a worker that posts a counted part is handed the
    /// next at once, so the page need not wake for each part to keep its workers busy.
    feed: Rc<RefCell<VecDeque<String>>>,
    /// The parts of the count running not yet counted (handed out or not), shared with the
    /// workers' handlers likewise.
    uncounted: Rc<Cell<usize>>,
    /// Whether a timer ([`super::parts::tick`]) wakes the page once a second to take in
    /// counted parts (and the counters posted before each), which do not wake it themselves
    /// while the count has parts still to count; the last part, which ends it, wakes it as
    /// it comes.
    ticking: Rc<Cell<bool>>,
    idle: Vec<Slot>,
    next_id: u64,
    /// When a run last had its workers ended (a stop, a panic): the next worker loads a
    /// while after ([`SETTLE`]), not in the frame that shows the stop.
    ended_workers: Option<Instant>,
    /// What the workers posted: (worker, what).
    inbox: Rc<RefCell<VecDeque<(u64, Posted)>>>,
    runs: Vec<OnPage>,
}

/// What a Web Worker posted: its text, or the error that ended it.
type Posted = Result<String, String>;

impl Workers {
    pub(crate) fn new(wake: Wake) -> Self {
        let mut inner = Inner {
            wake,
            feed: Default::default(),
            uncounted: Default::default(),
            ticking: Default::default(),
            idle: Vec::new(),
            next_id: 0,
            ended_workers: None,
            inbox: Default::default(),
            runs: Vec::new(),
        };
        // One worker loads while the page starts, so the first Solve need not wait for it;
        // the others one at a time after it (`top_up`), so they do not slow the first frames.
        if let Some(slot) = inner.new_slot() {
            inner.idle.push(slot);
        }
        Workers { inner: RefCell::new(inner) }
    }
}

impl Spawner for Workers {
    fn start(&self, job: Job) -> Result<Option<JoinHandle<()>>, RunFailure> {
        self.inner.borrow_mut().begin(job)?;
        Ok(None)
    }

    /// Ends the runs asked to stop; takes in what the workers posted, one reply at a time
    /// into the runs' outboxes (the state reads under a time budget, so a backlog of big
    /// batches is read a few at a time, never in one long frame).
    fn pump(&self) {
        self.inner.borrow_mut().pump();
    }
}

impl Inner {
    fn new_slot(&mut self) -> Option<Slot> {
        let id = self.next_id;
        self.next_id += 1;
        let (inbox, wake) = (self.inbox.clone(), self.wake.clone());
        let (feed, uncounted) = (self.feed.clone(), self.uncounted.clone());
        let ticking = self.ticking.clone();
        let (worker, handlers) = web_worker(move |posted, worker| {
            let counted = matches!(&posted, Ok(text) if is_counted_part(text));
            if counted {
                uncounted.set(uncounted.get().saturating_sub(1));
                if let Some(request) = feed.borrow_mut().pop_front() {
                    let _ = worker.post_message(&JsValue::from_str(&request));
                }
            }
            let quiet = matches!(&posted, Ok(text) if !wakes_the_page(text));
            inbox.borrow_mut().push_back((id, posted));
            if !quiet || uncounted.get() == 0 {
                wake();
            } else if !ticking.replace(true) {
                wake();
                tick(wake.clone(), uncounted.clone(), ticking.clone());
            }
        })?;
        Some(Slot { id, worker, _handlers: handlers, ready: None })
    }

    /// An idle worker, a loaded one first; or a new one.
    fn take_slot(&mut self) -> Option<Slot> {
        match self.idle.iter().position(|s| s.ready.is_some()) {
            Some(at) => Some(self.idle.remove(at)),
            None => self.idle.pop().or_else(|| self.new_slot()),
        }
    }

    /// While nothing runs: one more worker loads if all there are loaded a while ago
    /// ([`SETTLE`]), up to a count's workers, so that Count only starts on loaded workers.
    fn top_up(&mut self) {
        if self.runs.is_empty()
            && self.idle.len() < super::browser::cores()
            && self.idle.iter().all(|s| s.ready.is_some_and(|at| at.elapsed() >= SETTLE))
            && self.ended_workers.is_none_or(|at| at.elapsed() >= SETTLE)
            && let Some(slot) = self.new_slot()
        {
            self.idle.push(slot);
        }
    }

    /// Wakes the app after `after` (the browser's timer): a page at rest draws no frames.
    fn wake_after(&self, after: Duration) {
        let wake = self.wake.clone();
        super::browser::later(move || wake(), after);
    }

    fn begin(&mut self, job: Job) -> Result<(), RunFailure> {
        let Job { request, progress, cancel, out, .. } = job;
        let run = out.run;
        progress.start(0);
        let kind = match &request {
            Request::Count { problem, .. } => {
                return self.begin_count(problem.clone(), progress, cancel, out);
            }
            Request::Solve { problem, plan, .. } => {
                Kind::Solve { n: problem.n(), method: plan.method, kept: 0 }
            }
            Request::MostQueens { .. } => Kind::MostQueens { best: Vec::new() },
            Request::Compare(_) => Kind::Compare,
            Request::Hints { .. }
            | Request::Puzzle { .. }
            | Request::CountPart { .. }
            | Request::Check { .. } => Kind::Quiet,
        };
        let slot = self.take_slot().ok_or(RunFailure::NoWorker)?;
        send(&slot, run, request);
        self.runs.push(OnPage { run, out, cancel, progress, busy: vec![slot], kind });
        Ok(())
    }

    /// A count over the workers, part by part, resuming the parts the browser kept.
    fn begin_count(
        &mut self,
        problem: Problem,
        progress: Arc<Progress>,
        cancel: CancelFlag,
        out: Outbox<Reply>,
    ) -> Result<(), RunFailure> {
        let run = out.run;
        let workers = super::browser::cores();
        let (mut count, start, mut todo) = PartsCount::resume(problem, workers);
        progress.start(start.jobs as u64);
        progress.job_done(start.done as u64);
        progress.add_solutions(start.counted.total);
        out.send(Reply::CountStarted(start));
        if todo.is_empty() {
            // Every part was counted before the stop: add them up now.
            out.send(count.finish());
            return Ok(());
        }
        self.uncounted.set(todo.len());
        let mut busy = Vec::new();
        // Two parts per worker at first: the next waits in its queue while it counts one.
        for _ in 0..workers.min(todo.len().div_ceil(2)) {
            let Some(slot) = self.take_slot() else { break };
            for _ in 0..2 {
                if let Some(index) = todo.pop_front() {
                    send(&slot, run, count.request(index));
                }
            }
            busy.push(slot);
        }
        // The rest go to the workers as they post their parts.
        *self.feed.borrow_mut() =
            todo.into_iter().filter_map(|index| to_worker(run, count.request(index))).collect();
        if busy.is_empty() {
            return Err(RunFailure::NoWorker);
        }
        self.runs.push(OnPage { run, out, cancel, progress, busy, kind: Kind::Count(count) });
        Ok(())
    }

    fn pump(&mut self) {
        self.stop_cancelled();
        self.top_up();
        loop {
            let Some((id, posted)) = self.inbox.borrow_mut().pop_front() else { return };
            if posted.as_deref() == Ok(READY) {
                let runs = self.runs.iter_mut().flat_map(|r| r.busy.iter_mut());
                self.idle
                    .iter_mut()
                    .chain(runs)
                    .filter(|s| s.id == id)
                    .for_each(|s| s.ready = Some(Instant::now()));
                self.wake_after(SETTLE);
                continue;
            }
            let Some(at) = self.runs.iter().position(|r| r.busy.iter().any(|s| s.id == id)) else {
                continue; // an idle worker's, or an ended run's
            };
            let from = match posted.map(|text| serde_json::from_str::<FromWorker>(&text)) {
                Ok(Ok(from)) => from,
                Ok(Err(e)) => FromWorker::Died(format!("the worker said what the page cannot read: {e}")),
                Err(e) => FromWorker::Died(e),
            };
            if self.take(at, from) {
                return;
            }
        }
    }

    /// Ends the runs asked to stop, each with the end it would have reported.
    fn stop_cancelled(&mut self) {
        while let Some(at) = self.runs.iter().position(|r| r.cancel.is_cancelled()) {
            self.feed.borrow_mut().clear();
            self.uncounted.set(0);
            let mut on_page = self.runs.remove(at);
            let elapsed = on_page.progress.finish();
            let steps = on_page.progress.snapshot().steps;
            let end = match &on_page.kind {
                Kind::Solve { method, kept, .. } => Some(Reply::Finished(Summary {
                    method: *method,
                    outcome: Outcome::Cancelled,
                    solutions: *kept,
                    nodes: steps,
                    elapsed,
                })),
                Kind::MostQueens { best } => {
                    Some(Reply::MostQueens(MostQueens { queens: best.clone(), proven: false }))
                }
                Kind::Compare => Some(Reply::Compare(CompareMsg::Done { complete: false })),
                Kind::Quiet => None,
                Kind::Count(count) => Some(Reply::Counted(count.stopped())),
            };
            if let Some(end) = end {
                on_page.out.send(end);
            }
            // A stopped search cannot be told to stop: its workers are ended.
            self.end_workers(std::mem::take(&mut on_page.busy));
        }
    }

    /// Ends `slots`' workers. Their replacements load a while later ([`top_up`]): loading
    /// one in the frame that shows a stop kept that frame from the screen for 50 to 100 ms.
    ///
    /// [`top_up`]: Inner::top_up
    fn end_workers(&mut self, slots: Vec<Slot>) {
        for slot in slots {
            slot.worker.terminate();
        }
        self.ended_workers = Some(Instant::now());
        self.wake_after(SETTLE);
    }

    /// Takes in what a worker of run `at` posted; true if a reply went to the run.
    fn take(&mut self, at: usize, from: FromWorker) -> bool {
        let on_page = &mut self.runs[at];
        let run = on_page.run;
        let reply = match from {
            FromWorker::Progress { run: of, reading } => {
                if of == run && !matches!(on_page.kind, Kind::Count(_)) {
                    on_page.progress.take_reading(reading);
                }
                return false;
            }
            FromWorker::Died(what) => {
                let mut on_page = self.runs.remove(at);
                self.end_workers(std::mem::take(&mut on_page.busy));
                on_page.progress.finish();
                on_page.out.panicked(what);
                return true;
            }
            FromWorker::Report(report) if report.run() != run => return false,
            FromWorker::Report(Report::Panicked { what, .. }) => {
                on_page.out.panicked(what);
                self.end(at, false);
                return true;
            }
            FromWorker::Report(Report::Said { message, .. }) => message,
        };
        match (&mut on_page.kind, reply) {
            (Kind::Count(count), Reply::PartCounted(counted)) => {
                on_page.progress.job_done(1);
                let steps = on_page.progress.steps();
                steps.fetch_add(counted.steps, std::sync::atomic::Ordering::Relaxed);
                on_page.progress.add_solutions(counted.counts.total);
                // The worker that counted it took the next part already (`feed`).
                match count.take_part(counted) {
                    Err(error) => {
                        on_page.out.send(Reply::Failed(RunFailure::Broken(error)));
                        self.end(at, false);
                        true
                    }
                    Ok(true) => {
                        let end = count.finish();
                        on_page.out.send(end);
                        self.end(at, true);
                        true
                    }
                    // The page redraws a count about once a second, as the desktop does
                    // (the workers' handlers wake it: `ticking`).
                    Ok(false) => false,
                }
            }
            (Kind::Count(_), Reply::Failed(error)) => {
                on_page.out.send(Reply::Failed(error));
                self.end(at, false);
                true
            }
            (Kind::Count(_), _) => false, // a part says nothing else
            (kind, reply) => {
                match (kind, &reply) {
                    (Kind::Solve { n, kept, .. }, Reply::Solutions(batch)) => {
                        *kept += (batch.cols.len() / (*n).max(1)) as u64;
                    }
                    (Kind::MostQueens { best }, Reply::Better(queens)) => *best = queens.clone(),
                    // The rest say nothing the page keeps count of.
                    (
                        Kind::Solve { .. }
                        | Kind::MostQueens { .. }
                        | Kind::Compare
                        | Kind::Quiet
                        | Kind::Count(_),
                        _,
                    ) => {}
                }
                let ends = match &reply {
                    Reply::Solutions(_)
                    | Reply::Better(_)
                    | Reply::CountStarted(_)
                    | Reply::CountNotice(_) => false,
                    Reply::Compare(msg) => matches!(msg, CompareMsg::Done { .. } | CompareMsg::Failed { .. }),
                    // A search's last word, or how it failed.
                    Reply::Finished(_) | Reply::Counted(_) | Reply::MostQueens(_) | Reply::Failed(_) => true,
                    // The one reply of a job that answers once.
                    Reply::PartCounted(_) | Reply::Hints(_) | Reply::Puzzle(_) | Reply::Checked(_) => true,
                };
                on_page.out.send(reply);
                if ends {
                    self.end(at, true);
                }
                true
            }
        }
    }

    /// Ends run `at`: its workers go back to the idle ones if they are fit to, or are ended.
    fn end(&mut self, at: usize, fit: bool) {
        self.feed.borrow_mut().clear();
        self.uncounted.set(0);
        let mut on_page = self.runs.remove(at);
        on_page.progress.finish();
        let mut unfit = Vec::new();
        for slot in on_page.busy.drain(..) {
            if fit && self.idle.len() < super::browser::cores() {
                self.idle.push(slot);
            } else {
                unfit.push(slot);
            }
        }
        if !unfit.is_empty() {
            self.end_workers(unfit);
        }
    }
}

fn send(slot: &Slot, run: u64, request: Request) {
    if let Some(json) = to_worker(run, request) {
        let _ = slot.worker.post_message(&JsValue::from_str(&json));
    }
}

/// What the page posts a worker for `request` of run `run`.
fn to_worker(run: u64, request: Request) -> Option<String> {
    serde_json::to_string(&ToWorker { run, request }).ok()
}

/// A Web Worker's handlers, kept as long as the worker is.
struct Handlers {
    _message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _error: Closure<dyn FnMut(web_sys::ErrorEvent)>,
}

/// A Web Worker running `worker.js` on the page's module, calling `on_posted` with each
/// text it posts, or with the error that ended it, and the worker.
fn web_worker(
    on_posted: impl FnMut(Posted, &web_sys::Worker) + 'static,
) -> Option<(web_sys::Worker, Handlers)> {
    let options = web_sys::WorkerOptions::new();
    options.set_type(web_sys::WorkerType::Module);
    let worker = web_sys::Worker::new_with_options("./worker.js", &options).ok()?;
    let on_posted = Rc::new(RefCell::new(on_posted));
    let (posted, to) = (on_posted.clone(), worker.clone());
    let message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
        if let Some(text) = event.data().as_string() {
            (posted.borrow_mut())(Ok(text), &to);
        }
    });
    let to = worker.clone();
    let error = Closure::<dyn FnMut(web_sys::ErrorEvent)>::new(move |event: web_sys::ErrorEvent| {
        (on_posted.borrow_mut())(Err(event.message()), &to);
    });
    worker.set_onmessage(Some(message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(error.as_ref().unchecked_ref()));
    // The page's compiled module: the worker instantiates it without fetching it again.
    let init = Object::new();
    let _ = Reflect::set(&init, &"module".into(), &wasm_bindgen::module());
    let _ = worker.post_message(&init);
    Some((worker, Handlers { _message: message, _error: error }))
}
