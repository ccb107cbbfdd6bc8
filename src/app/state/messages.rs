//! Taking in what the running job sends.

use std::time::{Duration, Instant};

use super::{Best, Notice, State};
use crate::app::results::EndState;
use crate::app::worker::{CountEnd, Message};

impl State {
    /// Applies worker messages for at most `budget`; true if more may be waiting.
    pub fn drain(&mut self, budget: Duration) -> bool {
        let start = Instant::now();
        while start.elapsed() < budget {
            let Some(message) = self.worker.try_recv() else {
                return false;
            };
            // Messages of a run that was replaced or abandoned are dropped here.
            if self.job.as_ref().is_none_or(|job| job.run != message.run()) {
                continue;
            }
            self.handle(message);
        }
        true
    }

    fn handle(&mut self, message: Message) {
        match message {
            Message::Solutions { batch, .. } => {
                let first = self.results.is_empty();
                self.results.extend(&batch);
                if first && self.selected.is_none() && !self.results.is_empty() {
                    self.selected = Some(0); // show a solution on the board at once
                }
            }
            Message::Finished { summary, .. } => {
                self.job = None;
                self.results.finish(&summary);
                self.end = Some(EndState::Solved {
                    outcome: summary.outcome,
                    found: self.results.found,
                    kept: self.results.len(),
                    nodes: summary.nodes,
                    elapsed: summary.elapsed,
                });
            }
            Message::CountStarted { start, .. } => {
                if let Some(job) = &mut self.job {
                    job.count = Some(start);
                }
            }
            Message::CountNotice { text, .. } => self.notice = Some(Notice::error(text)),
            Message::Counted { end, .. } => {
                let job = self.job.take();
                let snapshot = job.as_ref().map(|job| job.progress.snapshot());
                let start = job.and_then(|job| job.count);
                self.end = Some(match end {
                    CountEnd::Done(counts) => EndState::Counted {
                        counts,
                        nodes: snapshot.map_or(0, |s| s.nodes),
                        elapsed: snapshot.map_or(Duration::ZERO, |s| s.elapsed),
                        resumed: start.filter(|s| s.done > 0).map(|s| s.fraction()),
                    },
                    CountEnd::Stopped { done, jobs, saved } => EndState::CountStopped {
                        fraction: if jobs == 0 { 0.0 } else { done as f64 / jobs as f64 },
                        saved,
                    },
                });
                self.refresh_saved();
            }
            Message::Better { queens, .. } => self.best = Some(Best { queens, proven: None }),
            Message::Maximum { outcome, .. } => {
                let snapshot = self.job.take().map(|job| job.progress.snapshot());
                self.end = Some(EndState::Maximum {
                    queens: outcome.queens.len(),
                    optimal: outcome.optimal,
                    nodes: snapshot.map_or(0, |s| s.nodes),
                    elapsed: snapshot.map_or(Duration::ZERO, |s| s.elapsed),
                });
                self.best = Some(Best { queens: outcome.queens, proven: Some(outcome.optimal) });
            }
            Message::Failed { error, .. } => {
                self.job = None;
                self.notice = Some(Notice::error(format!("The search failed: {error}")));
                self.end = Some(EndState::Failed(error));
            }
        }
    }
}
