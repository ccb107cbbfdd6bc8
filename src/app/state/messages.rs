//! Taking in what the running job sends.

use std::time::{Duration, Instant};

use super::{Notice, State};
use crate::app::results::EndState;
use crate::app::run::{Best, Work};
use crate::app::worker::{CountEnd, CountStart, Message};

impl State {
    /// Applies worker messages for at most `budget`; true if more may be waiting.
    pub fn drain(&mut self, budget: Duration) -> bool {
        let start = Instant::now();
        while start.elapsed() < budget {
            let Some(message) = self.worker.try_recv() else {
                return false;
            };
            // Messages of a run that was replaced or abandoned are dropped here.
            if self.run.job.as_ref().is_none_or(|job| job.run != message.run()) {
                continue;
            }
            self.handle(message);
            if self.run.job.is_none()
                && let Some(notice) = &mut self.notice
            {
                notice.settled = true;
            }
        }
        true
    }

    fn handle(&mut self, message: Message) {
        let run = &mut self.run;
        // How much work the ending run did, for its end line.
        let finished = |job: Option<crate::app::worker::Job>| {
            job.map_or((0, Duration::ZERO), |job| {
                let s = job.progress.snapshot();
                (s.nodes, s.elapsed)
            })
        };
        match (message, &mut run.work) {
            (Message::Solutions { batch, .. }, Work::Solutions(list)) => {
                list.results.extend(&batch);
                if list.selected.is_none() && !list.results.is_empty() {
                    list.selected = Some(0); // show a solution on the board at once
                }
            }
            (Message::Finished { summary, .. }, Work::Solutions(list)) => {
                run.job = None;
                list.results.finish(&summary);
                run.end = Some(EndState::Solved {
                    outcome: summary.outcome,
                    found: list.results.found,
                    kept: list.results.len(),
                    nodes: summary.nodes,
                    elapsed: summary.elapsed,
                });
            }
            (Message::CountStarted { start, .. }, Work::Count { start: slot }) => *slot = Some(start),
            (Message::CountNotice { text, .. }, _) => self.notice = Some(Notice::error(text)),
            (Message::Counted { end, .. }, Work::Count { start }) => {
                let (nodes, elapsed) = finished(run.job.take());
                run.end = Some(match end {
                    CountEnd::Done(counts) => EndState::Counted {
                        counts,
                        nodes,
                        unit: CountStart::unit_of(start.as_ref()),
                        elapsed,
                        resumed: start.as_ref().filter(|s| s.done > 0).map(|s| s.fraction()),
                    },
                    CountEnd::Stopped { done, jobs, saved } => EndState::CountStopped {
                        fraction: if jobs == 0 { 0.0 } else { done as f64 / jobs as f64 },
                        saved,
                    },
                });
                self.refresh_saved();
            }
            (Message::Better { queens, .. }, Work::MostQueens { best }) => {
                *best = Some(Best { queens, proven: None })
            }
            (Message::MostQueens { outcome, .. }, Work::MostQueens { best }) => {
                let (nodes, elapsed) = finished(run.job.take());
                run.end = Some(EndState::MostQueens {
                    queens: outcome.queens.len(),
                    optimal: outcome.optimal,
                    nodes,
                    elapsed,
                });
                *best = Some(Best { queens: outcome.queens, proven: Some(outcome.optimal) });
            }
            (Message::Failed { error, .. }, _) => {
                run.job = None;
                self.notice = Some(Notice::error(format!("The search failed: {error}")));
                run.end = Some(EndState::Failed(error));
            }
            // A message of another kind of run than the one with its id cannot happen: the
            // worker sends only its own run's kind. Dropping it keeps the state whole.
            _ => {}
        }
    }
}
