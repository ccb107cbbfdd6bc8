//! Starting and stopping jobs: Solve, Count (and its saved checkpoint), Most queens.

use crate::board::MAX_N;
use crate::search::Options;
use std::time::Duration;

use super::{Notice, State};
use crate::app::results::{EndState, Results};
use crate::app::saved_count;
use crate::app::worker::{JobKind, Request};

/// How long closing the window waits for a stopped count to save its checkpoint.
const SAVE_ON_EXIT: Duration = Duration::from_secs(2);

impl State {
    pub(super) fn solve(&mut self) {
        let problem = match self.problem() {
            Ok(p) => p,
            Err(e) => {
                self.notice = Some(Notice::error(format!("Cannot solve: {e}.")));
                return;
            }
        };
        self.stop_job();
        let s = &self.settings;
        self.results = Results::new(s.n, problem.fixed(), s.filter);
        self.selected = None;
        self.best = None;
        self.end = None;
        let limit = self.limit();
        let options = Options {
            filter: s.filter,
            limit,
            threads: 0,
            // A full listing comes in lexicographic order; a limited one takes whatever the
            // workers find first, so a few solutions of a big board come quickly.
            ordered: limit.is_none(),
        };
        let cap = s.cap;
        self.job = Some(self.worker.start(Request::Solve { problem, options, cap }));
    }

    pub(super) fn count(&mut self) {
        if self.wide() {
            self.notice = Some(Notice::error(format!("Counting works on boards up to {MAX_N}×{MAX_N}.")));
            return;
        }
        let problem = match self.problem() {
            Ok(p) => p,
            Err(e) => {
                self.notice = Some(Notice::error(format!("Cannot count: {e}.")));
                return;
            }
        };
        self.stop_job();
        self.end = None;
        self.best = None;
        let checkpoint = Some(saved_count::checkpoint_path(&self.count_dir, &problem));
        self.job = Some(self.worker.start(Request::Count { problem, checkpoint }));
    }

    /// Deletes the saved count of the board shown, so the next count starts afresh.
    pub(super) fn discard_saved_count(&mut self) {
        if self.running() == Some(JobKind::Count) {
            return; // the running count owns the file; the button is disabled meanwhile
        }
        let Some(saved) = self.saved.take() else { return };
        self.notice = Some(match saved_count::remove(&saved.path) {
            Ok(()) => {
                if let Some(EndState::CountStopped { saved, .. }) = &mut self.end {
                    *saved = false;
                }
                Notice::info(format!(
                    "Discarded the saved count of this board ({} done): the next count starts from the beginning.",
                    crate::app::status_bar::percent(saved.fraction())
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

    /// Most queens: the list empties and the board shows the best placement as it improves.
    pub(super) fn most_queens(&mut self) {
        if self.wide() {
            self.notice = Some(Notice::error(format!("Most queens works on boards up to {MAX_N}×{MAX_N}.")));
            return;
        }
        let problem = match self.problem() {
            Ok(p) => p,
            Err(e) => {
                self.notice = Some(Notice::error(format!("Cannot search: {e}.")));
                return;
            }
        };
        self.stop_job();
        let s = &self.settings;
        self.results = Results::new(s.n, problem.fixed(), s.filter);
        self.selected = None;
        self.end = None;
        self.best = None;
        self.job = Some(self.worker.start(Request::Maximum { problem }));
    }

    /// Cancels the running job and forgets it: whatever it still sends is dropped.
    pub fn stop_job(&mut self) {
        if let Some(job) = self.job.take() {
            job.cancel();
        }
    }

    /// Stops the running job as the window closes, giving a count a moment to save its
    /// checkpoint.
    pub fn shut_down(&mut self) {
        self.stop_job();
        self.worker.wait_for_count(SAVE_ON_EXIT);
    }
}
