//! A count on every core, checkpointed: how it starts, how it ends, and the run itself.

use crate::board::Problem;
use crate::control::{CancelFlag, Progress};
use crate::count::CountPlan;
use crate::count::checkpoint::{Checkpoint, Part};
use crate::count::checkpointed::{CountEvent, Hold, count_checkpointed};
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::app::jobs::protocol::{CountEnd, CountStart, PartCounted, Reply};
use crate::app::solve::saved_count::{self, CountNote};
use crate::app::solve::worker::Outbox;

/// Counts on every core, resuming from and saving to `checkpoint` if given (the workflow of
/// the command line's `count --checkpoint`, [`count_checkpointed`]); the file is deleted once
/// the count is complete.
pub(crate) fn count(
    out: &Outbox,
    problem: &Problem,
    checkpoint: Option<&Path>,
    hold: Option<&Hold>,
    progress: &Progress,
    cancel: &CancelFlag,
) {
    let plan = CountPlan::new(problem);
    let (start, path) = match checkpoint {
        Some(path) => {
            let opened = saved_count::open(path, problem, &plan);
            if let Some(note) = opened.notice {
                out.send(Reply::CountNotice(note));
            }
            (opened.checkpoint, opened.path)
        }
        None => (Checkpoint::new(problem, &plan, Part::WHOLE), None),
    };
    let (done, jobs) = start.progress();
    // Not worth a frame of its own: the press already drew the count as running, and the
    // frame, drawn beside the count's first jobs, would slow them on a busy machine.
    out.send_unhurried(Reply::CountStarted(CountStart {
        jobs,
        done,
        counted: start.counts,
        work: start.work,
        memory: plan.memory_text(0),
        unit: plan.work_unit(),
    }));
    // The first failed save is reported; later ones are retried quietly.
    let warned = AtomicBool::new(false);
    let warn = |event: CountEvent| match event {
        CountEvent::SaveFailed(e) => {
            if !warned.swap(true, Ordering::Relaxed) {
                out.send(Reply::CountNotice(CountNote::CannotSave(e.into())));
            }
        }
        CountEvent::JobDone { in_this_run } => {
            if let Some(hold) = hold {
                hold.wait(in_this_run, cancel);
            }
        }
    };
    let ended = count_checkpointed(&plan, start, path.as_deref(), 0, progress, cancel, &warn);
    let (done, jobs) = ended.checkpoint.progress();
    let end = match ended.result {
        Ok(()) => {
            if let Some(Err(note)) = path.as_deref().map(saved_count::remove) {
                out.send(Reply::CountNotice(note));
            }
            // The sum of every job, this run's and earlier ones'.
            CountEnd::Done(ended.counts(&plan))
        }
        Err(_) => {
            if let Some(Err(e)) = &ended.saved {
                out.send(Reply::CountNotice(CountNote::NotSaved(e.into())));
            }
            if ended.saved.is_none()
                && let Some(Err(note)) = path.as_deref().map(saved_count::remove)
            {
                // Nothing counted yet: no file to keep.
                out.send(Reply::CountNotice(note));
            }
            let work = ended.checkpoint.work;
            CountEnd::Stopped { done, jobs, work, saved: matches!(ended.saved, Some(Ok(()))) }
        }
    };
    out.send(Reply::Counted(end));
}

thread_local! {
    /// The plan of the last count this thread counted parts of: the parts of one count share
    /// it, built once rather than per part (its tables are most of a small part's time).
    static PART_PLAN: std::cell::RefCell<Option<(Problem, std::rc::Rc<CountPlan>)>> =
        const { std::cell::RefCell::new(None) };
}

/// The most a thread keeps of a count's tables between its parts (past it, each part builds
/// them again): all of them up to n = 18, a few hundred MiB at most with the page's workers.
const KEPT_TABLES: usize = 256 << 20;

/// Counts `part` of `problem`'s count on this thread, as `nqueens count --part` counts it,
/// and replies with its sums for the caller to check and add up with the others.
pub(crate) fn count_part(
    out: &Outbox,
    problem: &Problem,
    part: Part,
    progress: &Progress,
    cancel: &CancelFlag,
) {
    let plan = PART_PLAN.with(|cached| {
        let mut cached = cached.borrow_mut();
        match cached.as_ref() {
            Some((board, plan)) if board == problem => plan.clone(),
            _ => {
                let mut plan = CountPlan::new(problem);
                plan.keep_tables(KEPT_TABLES);
                // Whoever spreads the parts follows the parts, not the jobs: no sizing for a
                // progress figure no one reads.
                plan.without_sizing();
                let plan = std::rc::Rc::new(plan);
                *cached = Some((problem.clone(), plan.clone()));
                plan
            }
        }
    });
    let start = Checkpoint::new(problem, &plan, part);
    let ended = count_checkpointed(&plan, start, None, 1, progress, cancel, &|_| {});
    out.send(match ended.result {
        Ok(()) => Reply::PartCounted(PartCounted {
            part,
            split: plan.split_name().into(),
            jobs: plan.len(),
            counts: ended.counts(&plan),
            steps: progress.snapshot().steps,
        }),
        Err(e) => Reply::Failed(crate::app::solve::worker::RunFailure::Broken(e.to_string())),
    });
}
