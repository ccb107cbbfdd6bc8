//! A count on every core, checkpointed: how it starts, how it ends, and the run itself.

use crate::board::Problem;
use crate::control::{CancelFlag, Progress};
use crate::count::checkpoint::{Checkpoint, CheckpointError, Part};
use crate::count::checkpointed::count_checkpointed;
use crate::count::{CountPlan, Counts};
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};

use super::{Message, Outbox};
use crate::app::jobs::saved_count::{self, CountNote};

/// How a count starts: how its work is cut, and what an earlier, stopped run had counted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CountStart {
    /// Jobs of the whole count.
    pub jobs: usize,
    /// Jobs counted before this run (by a stopped run whose checkpoint is resumed).
    pub done: usize,
    /// The sum of those jobs' counts.
    pub counted: Counts,
    /// About how much memory the count needs (see [`CountPlan::memory_text`]).
    pub memory: String,
    /// What the progress's work counter counts (see [`CountPlan::work_unit`]).
    pub unit: &'static str,
}

impl CountStart {
    /// What a count's work counter counts: its start's unit, or "nodes" before it starts.
    pub fn unit_of(start: Option<&CountStart>) -> &'static str {
        start.map_or("nodes", |s| s.unit)
    }

    /// The share of the count done before this run, from 0 to 1.
    pub fn fraction(&self) -> f64 {
        saved_count::share(self.done, self.jobs)
    }
}

/// How a count ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum CountEnd {
    /// Every job is counted: the final counts of the whole count (earlier runs included).
    Done(Counts),
    /// Stopped with `done` of `jobs` counted; `saved` says whether the checkpoint keeps them
    /// for a later run.
    Stopped { done: usize, jobs: usize, saved: bool },
}

/// Counts on every core, resuming from and saving to `checkpoint` if given (the workflow of
/// the command line's `count --checkpoint`, [`count_checkpointed`]); the file is deleted once
/// the count is complete.
pub(super) fn count(
    out: &Outbox,
    problem: &Problem,
    checkpoint: Option<&Path>,
    progress: &Progress,
    cancel: &CancelFlag,
) {
    let run = out.run;
    let plan = CountPlan::new(problem);
    let (start, path) = match checkpoint {
        Some(path) => {
            let opened = saved_count::open(path, problem, &plan);
            if let Some(note) = opened.notice {
                out.send(Message::CountNotice { run, note });
            }
            (opened.checkpoint, opened.path)
        }
        None => (Checkpoint::new(problem, &plan, Part::WHOLE), None),
    };
    let (done, jobs) = start.progress();
    // Not worth a frame of its own: the press already drew the count as running, and the
    // frame, drawn beside the count's first jobs, would slow them on a busy machine.
    out.send_unhurried(Message::CountStarted {
        run,
        start: CountStart {
            jobs,
            done,
            counted: start.counts,
            memory: plan.memory_text(0),
            unit: plan.work_unit(),
        },
    });
    // The first failed save is reported; later ones are retried quietly.
    let warned = AtomicBool::new(false);
    let warn = |e: &CheckpointError| {
        if !warned.swap(true, Ordering::Relaxed) {
            out.send(Message::CountNotice { run, note: CountNote::CannotSave(e.into()) });
        }
    };
    let ended = count_checkpointed(&plan, start, path.as_deref(), 0, progress, cancel, &warn);
    let (done, jobs) = ended.checkpoint.progress();
    let end = match ended.result {
        Ok(()) => {
            if let Some(Err(note)) = path.as_deref().map(saved_count::remove) {
                out.send(Message::CountNotice { run, note });
            }
            // The sum of every job, this run's and earlier ones'.
            CountEnd::Done(ended.counts(&plan))
        }
        Err(_) => {
            if let Some(Err(e)) = &ended.saved {
                out.send(Message::CountNotice { run, note: CountNote::NotSaved(e.into()) });
            }
            if ended.saved.is_none()
                && let Some(Err(note)) = path.as_deref().map(saved_count::remove)
            {
                // Nothing counted yet: no file to keep.
                out.send(Message::CountNotice { run, note });
            }
            CountEnd::Stopped { done, jobs, saved: matches!(ended.saved, Some(Ok(()))) }
        }
    };
    out.send(Message::Counted { run, end });
}
