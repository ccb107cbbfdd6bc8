//! The runs that stream placements: Solve (batches of solutions) and Most queens (each
//! better placement, then the best).

use crate::board::{Problem, Queen};
use crate::control::{CancelFlag, Control, Progress};
use crate::most_queens::find;
use crate::plan::SolvePlan;
use crate::stream::Found;
use web_time::{Duration, Instant};

use crate::app::jobs::protocol::Reply;
use crate::app::solve::worker::{Batch, Outbox};

/// Solutions per message: channel costs vanish, and one message is quick to drain.
pub(crate) const BATCH: usize = 4096;

/// A partly filled batch waits at most this long, so a slow search still fills the list.
const FLUSH_AFTER: Duration = Duration::from_millis(30);

/// Runs the plan's search, sending at most `cap` solutions in batches; past the cap the rest
/// of a listing are only counted, and an open-ended search (which would never end) stops.
pub(crate) fn solve(
    out: &Outbox,
    problem: &Problem,
    plan: &SolvePlan,
    cap: u64,
    progress: &Progress,
    cancel: &CancelFlag,
) {
    let mut batch = Batch::default();
    let mut in_batch = 0;
    let mut kept = 0u64;
    let mut last_flush: Option<Instant> = None;
    let open_ended = plan.open_ended();
    let mut sink = |found: Found<'_>| {
        if kept >= cap {
            // Past the cap: the library keeps counting a listing that can finish.
            return if open_ended { Control::Stop } else { Control::Continue };
        }
        kept += 1;
        in_batch += 1;
        batch.cols.extend_from_slice(found.cols);
        batch.class_sizes.extend(found.class_size);
        // The first solution goes at once, so the list starts filling immediately.
        if in_batch >= BATCH || last_flush.is_none_or(|t| t.elapsed() >= FLUSH_AFTER) {
            in_batch = 0;
            last_flush = Some(Instant::now());
            if !out.send(Reply::Solutions(std::mem::take(&mut batch))) {
                return Control::Stop;
            }
        }
        Control::Continue
    };
    let summary = plan.run(problem, progress, cancel, &mut sink);
    if !batch.cols.is_empty() {
        out.send(Reply::Solutions(batch));
    }
    out.send(Reply::Finished(summary));
}

/// Most queens: streams each placement better than the last, then the outcome.
pub(crate) fn most_queens(out: &Outbox, problem: &Problem, progress: &Progress, cancel: &CancelFlag) {
    let mut better = |queens: &[Queen]| {
        // A closed window is noticed by the app's stop, which cancels.
        out.send(Reply::Better(queens.to_vec()));
    };
    let outcome = find(problem, progress, cancel, &mut better);
    out.send(Reply::MostQueens(outcome));
}
