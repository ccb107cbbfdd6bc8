//! Starting and stopping runs: Solve, Count (and its saved checkpoint), Most queens.

use crate::app::theme::thousands;
use crate::plan::Plan;
use std::time::Duration;

use super::{Notice, State};
use crate::app::results::{EndState, Results};
use crate::app::run::{List, Run, RunKind, Source, Work};
use crate::app::saved_count;
use crate::app::watch::Watch;
use crate::app::worker::Request;

/// How long closing the window waits for a stopped count to save its checkpoint.
const SAVE_ON_EXIT: Duration = Duration::from_secs(2);

impl State {
    /// Starts a run of `kind` on the board shown, replacing the last run whole; or says why
    /// it cannot start.
    pub fn start(&mut self, kind: RunKind) {
        let problem = match self.can_start(kind) {
            Ok(problem) => problem,
            Err(why) => {
                self.notice = Some(Notice::error(why));
                return;
            }
        };
        let s = &self.settings;
        let mut notice = None;
        let (request, work) = match kind {
            RunKind::Solve => {
                let plan = Plan::new(&problem, s.filter, self.limit(), 0);
                // Say what an open-ended search will do before it starts.
                notice = plan.warning().map(|warning| {
                    Notice::info(format!(
                        "{}: showing solutions as they are found, up to your memory cap of {}. Stop ends the search.",
                        capitalised(&warning),
                        thousands(s.cap)
                    ))
                });
                let list =
                    List::new(Results::new(s.n, problem.fixed(), s.filter), Source::Search(plan.method));
                (Request::Solve { problem, plan, cap: s.cap }, Work::Solutions(list))
            }
            RunKind::Count => {
                let checkpoint = Some(saved_count::checkpoint_path(&self.count_dir, &problem));
                (Request::Count { problem, checkpoint }, Work::Count { start: None })
            }
            RunKind::MostQueens => (Request::MostQueens { problem }, Work::MostQueens { best: None }),
            RunKind::Watch => {
                // Stepped by the UI: no worker job.
                let work = Work::Watch(Box::new(Watch::new(&problem)));
                self.replace_run(Run { job: None, board: self.board(), work, end: None });
                return;
            }
        };
        // The old run stops before the new one starts (a count must let go of its file).
        self.stop_job();
        let job = self.worker.spawn(request);
        self.replace_run(Run { job: Some(job), board: self.board(), work, end: None });
        if notice.is_some() {
            self.notice = notice;
        }
    }

    /// Puts `run` in place of the current one, stopping the current one if it still runs.
    pub(super) fn replace_run(&mut self, run: Run) {
        self.stop_job();
        self.run = run;
    }

    /// Deletes the saved count of the board shown, so the next count starts afresh.
    pub(super) fn discard_saved_count(&mut self) {
        let Some(saved) = self.saved.take() else { return };
        self.notice = Some(match saved_count::remove(&saved.path) {
            Ok(()) => {
                if let Some(EndState::CountStopped { saved, .. }) = &mut self.run.end {
                    *saved = false;
                }
                Notice::info(format!(
                    "Discarded the saved count of this board ({} done): the next count starts from the beginning.",
                    crate::app::theme::percent(saved.fraction())
                ))
            }
            Err(e) => {
                self.refresh_saved();
                Notice::error(format!("Could not discard the saved count: {e}."))
            }
        });
    }

    /// Looks for a saved count of the board shown.
    pub(super) fn refresh_saved(&mut self) {
        self.saved = match self.problem() {
            Ok(problem) if !self.wide() => saved_count::peek(&self.count_dir, &problem),
            _ => None,
        };
    }

    /// Cancels the running job and forgets it: whatever it still sends is dropped.
    pub(crate) fn stop_job(&mut self) {
        if let Some(job) = self.run.job.take() {
            job.cancel();
        }
    }

    /// Stops the running job as the window closes, giving a count a moment to save its
    /// checkpoint.
    pub(crate) fn shut_down(&mut self) {
        self.stop_job();
        self.worker.wait_for_count(SAVE_ON_EXIT);
    }
}

/// "about …" as the start of a sentence.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}
