//! The channel every job reports through: searches, hints, Compare and puzzles (started by
//! the job protocol's spawner, `protocol`), file dialogs, opens, exports and pictures. Each
//! kind of job has a `Runner` with one channel of [`Report`]s; every job gets a run id, its
//! messages carry it, and a panic in the job is caught and reported as that run's end, so no
//! view waits forever on a job that died. The messages are plain data (no egui, no
//! closures): what runs elsewhere (a Web Worker, the page's file picker) reports through a
//! run opened here ([`Runner::open`]) as a thread does.

use crate::control::CancelFlag;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread::JoinHandle;

/// Wakes the UI (in the app: `ctx.request_repaint()`).
pub type Wake = Arc<dyn Fn() + Send + Sync>;

/// What a job's channel carries; what a Web Worker posts to the page, as JSON.
#[derive(Debug, serde::Serialize, serde::Deserialize)]
pub enum Report<M> {
    /// A message of run `run`.
    Said { run: u64, message: M },
    /// Run `run` panicked, saying `what`: it sends nothing more.
    Panicked { run: u64, what: String },
}

impl<M> Report<M> {
    pub fn run(&self) -> u64 {
        match self {
            Report::Said { run, .. } | Report::Panicked { run, .. } => *run,
        }
    }
}

/// One run's end of the channel.
pub struct Outbox<M> {
    pub run: u64,
    tx: Sender<Report<M>>,
    wake: Wake,
}

impl<M> Outbox<M> {
    /// Sends and wakes the UI; false when the UI is gone.
    pub fn send(&self, message: M) -> bool {
        let sent = self.tx.send(Report::Said { run: self.run, message }).is_ok();
        (self.wake)();
        sent
    }

    /// Sends without waking the UI, which takes the message in with the next frame the run
    /// asks for anyway (its progress redraw). For what need not be drawn at once: a frame
    /// drawn in software takes a share of the cores from the run it reports on.
    pub fn send_unhurried(&self, message: M) -> bool {
        self.tx.send(Report::Said { run: self.run, message }).is_ok()
    }

    /// Reports that the run panicked, saying `what`: its end.
    pub fn panicked(&self, what: String) {
        let _ = self.tx.send(Report::Panicked { run: self.run, what });
        (self.wake)();
    }
}

impl<M> Clone for Outbox<M> {
    fn clone(&self) -> Self {
        Outbox { run: self.run, tx: self.tx.clone(), wake: self.wake.clone() }
    }
}

/// Runs jobs somewhere other than a thread of this process, reporting through a runner's
/// channel as a thread does: the web build's Web Workers (a page has no threads).
pub trait Away<R, M> {
    /// Starts `request` as `out`'s run; `cancel` asks it to stop.
    fn start(&mut self, request: R, cancel: CancelFlag, out: Outbox<M>);
}

/// Starts the thread of a job (a parameter, so tests can make it fail to start).
pub type Spawn = fn(&str, Box<dyn FnOnce() + Send>) -> std::io::Result<JoinHandle<()>>;

/// A named thread of its own.
pub fn spawn_thread(name: &str, task: Box<dyn FnOnce() + Send>) -> std::io::Result<JoinHandle<()>> {
    std::thread::Builder::new().name(name.to_owned()).spawn(task)
}

/// What a panic said, if it said it as text.
pub fn panic_text(panic: &(dyn std::any::Any + Send)) -> String {
    panic
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_default()
}

/// Starts the jobs of one kind and receives what they report.
pub struct Runner<M> {
    tx: Sender<Report<M>>,
    rx: Receiver<Report<M>>,
    wake: Wake,
    /// The threads' name: `queenside-file`, `queenside-hints`.
    name: &'static str,
    next_run: u64,
    pub spawn: Spawn,
    /// The next job panics as it starts (tests: every kind of job must survive a panic).
    #[cfg(test)]
    pub panic_next: bool,
}

impl<M: Send + 'static> Runner<M> {
    pub fn new(name: &'static str, wake: Wake) -> Self {
        let (tx, rx) = mpsc::channel();
        Runner {
            tx,
            rx,
            wake,
            name,
            next_run: 1,
            spawn: spawn_thread,
            #[cfg(test)]
            panic_next: false,
        }
    }

    /// Numbers its runs from `run` on: the web build's Web Worker runs the run the page's
    /// runner numbered, under that number.
    pub fn numbering_from(mut self, run: u64) -> Self {
        self.next_run = run;
        self
    }

    /// The id the next job will get.
    pub fn next_run(&self) -> u64 {
        self.next_run
    }

    /// Opens the next run without starting anything here: for a job that runs elsewhere (the
    /// web build's Web Workers, its file picker and downloads), which reports through the
    /// outbox as a thread does.
    pub fn open(&mut self) -> Outbox<M> {
        let run = self.next_run;
        self.next_run += 1;
        Outbox { run, tx: self.tx.clone(), wake: self.wake.clone() }
    }

    /// Runs `task` on a thread of its own, as run `run` (from [`Runner::next_run`] or
    /// [`Runner::start`]): what it sends, and a panic if it panics, come back over the channel.
    /// `Err`: no thread could start (the job never ran; nothing will be reported).
    pub fn start(
        &mut self,
        task: impl FnOnce(&Outbox<M>) + Send + 'static,
    ) -> Result<(u64, JoinHandle<()>), String> {
        let outbox = self.open();
        let run = outbox.run;
        #[cfg(test)]
        let panics = std::mem::take(&mut self.panic_next);
        #[cfg(not(test))]
        let panics = false;
        let body = move || {
            let caught = catch_unwind(AssertUnwindSafe(|| {
                if panics {
                    panic!("a test's panic");
                }
                task(&outbox)
            }));
            if let Err(panic) = caught {
                outbox.panicked(panic_text(panic.as_ref()));
            }
        };
        let handle =
            (self.spawn)(&format!("{}-{run}", self.name), Box::new(body)).map_err(|e| e.to_string())?;
        Ok((run, handle))
    }

    /// The next waiting report, if any.
    pub fn try_recv(&self) -> Option<Report<M>> {
        // The runner holds a sender itself, so the channel never disconnects.
        self.rx.try_recv().ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wait<M: Send + 'static>(runner: &Runner<M>) -> Report<M> {
        let mut report = None;
        crate::testing::wait_until("a report", || {
            report = runner.try_recv();
            report.is_some()
        });
        report.expect("a report came")
    }

    #[test]
    fn a_job_reports_with_its_run_id_and_a_panic_is_its_end() {
        let mut runner: Runner<u32> = Runner::new("queenside-test", crate::testing::doorbell());
        let (first, _) = runner
            .start(|out| {
                out.send(7);
            })
            .unwrap();
        assert!(matches!(wait(&runner), Report::Said { run, message: 7 } if run == first));
        let (second, _) = runner.start(|_| panic!("broken")).unwrap();
        assert_ne!(first, second);
        match wait(&runner) {
            Report::Panicked { run, what } => assert_eq!((run, what.as_str()), (second, "broken")),
            other => panic!("{other:?}"),
        }
        runner.panic_next = true;
        let (third, _) = runner
            .start(|out| {
                out.send(1);
            })
            .unwrap();
        assert!(matches!(wait(&runner), Report::Panicked { run, .. } if run == third));
        // The runner goes on.
        runner
            .start(|out| {
                out.send(2);
            })
            .unwrap();
        assert!(matches!(wait(&runner), Report::Said { message: 2, .. }));
    }

    #[test]
    fn a_run_opened_for_elsewhere_reports_through_the_channel_with_its_id() {
        let mut runner: Runner<u32> = Runner::new("queenside-test", Arc::new(|| {}));
        let out = runner.open();
        assert_eq!(runner.next_run(), out.run + 1, "an opened run takes its id");
        // What runs elsewhere may report from another thread, through a copy of the outbox.
        let copy = out.clone();
        std::thread::spawn(move || copy.send(5)).join().unwrap();
        assert!(matches!(wait(&runner), Report::Said { run, message: 5 } if run == out.run));
        out.panicked("gone".into());
        assert!(matches!(wait(&runner), Report::Panicked { run, .. } if run == out.run));
        let renumbered = Runner::<u32>::new("queenside-test", Arc::new(|| {})).numbering_from(41);
        assert_eq!(renumbered.next_run(), 41);
    }
}
