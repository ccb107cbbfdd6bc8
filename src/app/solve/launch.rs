//! Starting and stopping runs: Solve, Count (and its saved checkpoint), Most queens.

use crate::plan::SolvePlan;
use std::time::Duration;

use crate::app::jobs::protocol::Request;
use crate::app::solve::results::Results;
use crate::app::solve::saved_count;
use crate::app::solve::{List, Run, RunKind, Source, Work};
use crate::app::state::{About, Notice, Said, State};
use crate::app::watch::Watch;

/// How long closing the window waits for a stopped count to save its checkpoint.
const SAVE_ON_EXIT: Duration = Duration::from_secs(2);

impl State {
    /// Starts a run of `kind` on the board shown, replacing the last run whole; or says why
    /// it cannot start.
    pub fn start(&mut self, kind: RunKind) {
        let problem = match self.can_start(kind) {
            Ok(problem) => problem,
            Err(_) => {
                self.notify(Notice::refused(kind.into()));
                return;
            }
        };
        let s = &self.settings;
        let mut notice = None;
        let (request, work) = match kind {
            RunKind::Solve => {
                let plan = SolvePlan::new(&problem, s.filter, self.limit(), 0);
                // Say what an open-ended search will do before it starts.
                notice = plan.warning().map(|warning| Said::OpenEndedSearch { cap: s.cap, warning });
                let list =
                    List::new(Results::new(s.n, problem.fixed(), s.filter), Source::Search(plan.method));
                (Request::Solve { problem, plan, cap: s.cap }, Work::Solutions(list))
            }
            RunKind::Count => {
                let checkpoint = Some(saved_count::checkpoint_path(&self.count_dir, &problem));
                let mut expected = crate::count::CountPlan::new(&problem).expected(&problem, 0);
                // A saved count resumes: what is left of it.
                expected.seconds *= 1.0 - self.saved.as_ref().map_or(0.0, |s| s.fraction());
                let hold = self.count_hold.clone();
                (Request::Count { problem, checkpoint, hold }, Work::Count { expected, start: None })
            }
            RunKind::MostQueens => (Request::MostQueens { problem }, Work::MostQueens { best: None }),
            RunKind::Watch => {
                // Stepped by the UI: no worker job.
                let work = Work::Watch(Box::new(Watch::new(&problem, self.watch_setup)));
                self.replace_run(Run::new(None, self.board(), work, None));
                self.say_if_no_goal();
                return;
            }
        };
        // The old run stops before the new one starts (a count must let go of its file).
        self.stop_job();
        let job = self.worker.spawn(request);
        self.replace_run(Run::new(Some(job), self.board(), work, None));
        if let Some(said) = notice {
            // Said of this run on this board: it goes when either does.
            self.notify(Notice::info(said, About::Run(self.run.id)));
        }
    }

    /// Puts `run` in place of the current one, stopping the current one if it still runs,
    /// and gives it the next run id.
    pub(crate) fn replace_run(&mut self, mut run: Run) {
        self.stop_job();
        run.id = self.next_run;
        self.next_run += 1;
        self.run = run;
    }

    /// Deletes the saved count of the board shown, so the next count starts afresh.
    pub(crate) fn discard_saved_count(&mut self) {
        let Some(saved) = self.saved.take() else { return };
        let about = About::Board(self.board());
        let notice = match saved_count::remove(&saved.path) {
            Ok(()) => Notice::info(Said::DiscardedSavedCount(saved.fraction()), about),
            Err(e) => {
                self.refresh_saved();
                Notice::error(Said::CouldNotDiscard(e), about)
            }
        };
        self.notify(notice);
    }

    /// Looks for a saved count of the board shown.
    pub(crate) fn refresh_saved(&mut self) {
        self.saved = match self.problem() {
            #[cfg(not(target_arch = "wasm32"))]
            Ok(problem) if !self.wide() => saved_count::peek(&self.count_dir, &problem),
            #[cfg(target_arch = "wasm32")]
            Ok(problem) if !self.wide() => crate::app::web::parts::peek(&problem),
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

    /// Says at once when the Watch shown runs a local search on fixed queens that allow no
    /// solution (the engine settles it in a blink): the search can only run out of steps.
    pub(crate) fn say_if_no_goal(&mut self) {
        const SETTLED_WITHIN: web_time::Duration = web_time::Duration::from_millis(200);
        let Some(watch) = self.run.watch() else { return };
        if !watch.setup.algorithm.is_local() {
            return;
        }
        let Ok(problem) = self.problem() else { return };
        if crate::lab::local::fixed_allow_none(&problem, SETTLED_WITHIN) == Some(true) {
            self.notify(Notice::error(Said::LocalNoGoal, About::Run(self.run.id)));
        }
    }
}
