//! Taking in what the running job sends.

use web_time::{Duration, Instant};

use crate::app::jobs::protocol::Reply;
use crate::app::solve::Work;
use crate::app::solve::results::EndState;
use crate::app::solve::worker::{CountEnd, CountStart};
use crate::app::state::{About, Notice, Said, State};
use crate::most_queens::MostQueens;

impl State {
    /// Applies worker messages for at most `budget`; true if more may be waiting.
    pub fn drain(&mut self, budget: Duration) -> bool {
        let start = Instant::now();
        while start.elapsed() < budget {
            let Some((run, message)) = self.worker.try_recv() else {
                return false;
            };
            // Messages of a run that was replaced or abandoned are dropped here; but a count
            // stopped by a change of board has saved its progress by the time it ends, and
            // what is said of saved counts follows the disk.
            if self.run.job.as_ref().is_none_or(|job| job.run != run) {
                if matches!(message, Reply::Counted(_)) {
                    self.refresh_saved();
                }
                continue;
            }
            self.handle(message);
            if self.run.job.is_none() {
                self.copied = None; // the status line tells how the run ended instead
                if let Some(notice) = &mut self.notice {
                    notice.settled = true;
                }
            }
        }
        true
    }

    fn handle(&mut self, message: Reply) {
        let run = &mut self.run;
        // How much work the ending run did, for its end line.
        let finished = |job: Option<crate::app::solve::worker::RunningJob>| {
            job.map_or((0, Duration::ZERO), |job| {
                let s = job.progress.snapshot();
                (s.steps, s.elapsed)
            })
        };
        match (message, &mut run.work) {
            (Reply::Solutions(batch), Work::Solutions(list)) => {
                list.results.extend(&batch);
                if list.selected.is_none() && !list.results.is_empty() {
                    list.selected = Some(0); // show a solution on the board at once
                }
            }
            (Reply::Finished(summary), Work::Solutions(list)) => {
                run.job = None;
                list.results.finish(&summary);
                run.end = Some(EndState::Solved {
                    outcome: summary.outcome,
                    nodes: summary.nodes,
                    elapsed: summary.elapsed,
                });
            }
            (Reply::CountStarted(start), Work::Count { start: slot, .. }) => *slot = Some(start),
            (Reply::CountNotice(note), _) => {
                let about = About::Run(self.run.id);
                self.notify(Notice::error(Said::CountNote(note), about));
            }
            (Reply::Counted(end), Work::Count { start, .. }) => {
                let (steps, elapsed) = finished(run.job.take());
                run.end = Some(match end {
                    CountEnd::Done(counts) => EndState::Counted {
                        counts,
                        steps,
                        unit: CountStart::unit_of(start.as_ref()),
                        elapsed,
                        resumed: start.as_ref().filter(|s| s.done > 0).map(|s| s.fraction()),
                    },
                    CountEnd::Stopped { done, jobs, work, .. } => {
                        EndState::CountStopped { fraction: work.share(done, jobs) }
                    }
                });
                self.refresh_saved();
            }
            (Reply::Better(queens), Work::MostQueens { best }) => {
                *best = Some(MostQueens { queens, proven: false })
            }
            (Reply::MostQueens(outcome), Work::MostQueens { best }) => {
                let (nodes, elapsed) = finished(run.job.take());
                run.end = Some(EndState::MostQueens {
                    queens: outcome.queens.len(),
                    proven: outcome.proven,
                    nodes,
                    elapsed,
                });
                *best = Some(outcome);
            }
            (Reply::Failed(error), _) => {
                run.job = None;
                let said = Said::SearchFailed(error.clone());
                run.end = Some(EndState::Failed(error));
                let about = About::Run(self.run.id);
                self.notify(Notice::error(said, about));
            }
            // A message of another kind of run than the one with its id cannot happen: the
            // worker sends only its own run's kind. Dropping it keeps the state whole.
            (Reply::Solutions(_) | Reply::Finished(_) | Reply::CountStarted(_), _) => {}
            (Reply::Counted(_) | Reply::Better(_) | Reply::MostQueens(_), _) => {}
            // A part of a count is the page's to add up; the other jobs reply to their own runners.
            (Reply::PartCounted(_) | Reply::Hints(_) | Reply::Compare(_), _) => {}
            (Reply::Puzzle(_) | Reply::Checked(_), _) => {}
        }
    }
}
