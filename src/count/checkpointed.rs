//! A count that keeps its progress in a file, so that it can be stopped and resumed: the
//! one workflow behind `nqueens count --checkpoint` and the app's Count only.

use super::checkpoint::{Checkpoint, CheckpointError};
use super::{Cancelled, Counts, Plan};
use crate::control::{CancelFlag, Progress};
use std::path::Path;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// How often a running count writes its checkpoint: a stop or a crash loses at most this
/// much work, besides the jobs that were running.
pub const SAVE_EVERY: Duration = Duration::from_secs(2);

/// How a checkpointed count ended.
#[derive(Debug)]
pub struct Checkpointed {
    /// Everything counted so far, by this run and the earlier ones it resumed.
    pub checkpoint: Checkpoint,
    /// `Ok` when every job of the checkpoint's part is counted.
    pub result: Result<(), Cancelled>,
    /// How the last save went; `None` when there is no file, or nothing counted to keep.
    pub saved: Option<Result<(), CheckpointError>>,
}

impl Checkpointed {
    /// The counts of the part: for a whole count, finished by the plan (some methods work
    /// out the unique count only from the totals); for a part of a split, the raw sums that
    /// `merge` adds up.
    pub fn counts(&self, plan: &Plan) -> Counts {
        if self.checkpoint.part == super::checkpoint::Part::WHOLE {
            plan.finish(self.checkpoint.counts)
        } else {
            self.checkpoint.counts
        }
    }
}

/// Counts the jobs of `start`'s part that it does not hold yet, on `threads` threads (0: one
/// per core). With a `file`, the progress is written there every [`SAVE_EVERY`] while jobs
/// finish (a failure goes to `on_save_error`, and the count goes on) and once more at the
/// end. A job's counts are recorded in the same step that marks it done, so a stop at any
/// moment loses only the running jobs, and a resumed count never counts a job twice.
pub fn count_checkpointed(
    plan: &Plan,
    start: Checkpoint,
    file: Option<&Path>,
    threads: usize,
    progress: &Progress,
    cancel: &CancelFlag,
    on_save_error: &(dyn Fn(&CheckpointError) + Sync),
) -> Checkpointed {
    let state = Mutex::new(start);
    let lock = || state.lock().unwrap_or_else(|e| e.into_inner());
    let save = |checkpoint: &Checkpoint| file.map(|path| checkpoint.save(path));
    let part = lock().part;
    let finished = AtomicBool::new(false);
    let result = std::thread::scope(|scope| {
        if file.is_some() {
            let (finished, lock, save) = (&finished, &lock, &save);
            scope.spawn(move || {
                let step = Duration::from_millis(50).min(SAVE_EVERY);
                let (mut waited, mut saved_done) = (Duration::ZERO, lock().progress().0);
                while !finished.load(Ordering::Relaxed) {
                    std::thread::sleep(step);
                    waited += step;
                    if waited >= SAVE_EVERY {
                        waited = Duration::ZERO;
                        let snapshot = lock().clone();
                        let done = snapshot.progress().0;
                        if done != saved_done {
                            if let Some(Err(e)) = save(&snapshot) {
                                on_save_error(&e);
                            }
                            saved_done = done;
                        }
                    }
                }
            });
        }
        let pick = |job: usize| part.contains(job) && !lock().is_done(job);
        let result = plan.run(&pick, threads, progress, cancel, &|job, counts| lock().record(job, counts));
        finished.store(true, Ordering::Relaxed);
        result
    });
    let checkpoint = state.into_inner().unwrap_or_else(|e| e.into_inner());
    // A stop before any job finished leaves nothing worth a file.
    let saved = if checkpoint.progress().0 > 0 { save(&checkpoint) } else { None };
    Checkpointed { checkpoint, result: result.map(|_| ()), saved }
}
