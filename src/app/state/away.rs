//! Jobs that run elsewhere than on threads: a page has none, so the web build hands the
//! state its Web Workers, file picker and downloads, and every job reports through its
//! runner as a thread does.

use crate::app::jobs::compare::AwayCompare;
use crate::app::jobs::files::AwayFiles;
use crate::app::jobs::hints::AwayHints;
use crate::app::jobs::worker::AwaySearches;

use super::State;

/// Where each kind of job runs instead of a thread.
// The desktop runs every job on threads: only the web build sets these.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub(crate) struct AwayJobs {
    pub searches: Box<AwaySearches>,
    pub hints: Box<AwayHints>,
    pub files: Box<AwayFiles>,
    /// Makes the place each Compare runs in.
    pub compare: Box<dyn Fn() -> Box<AwayCompare>>,
}

impl State {
    /// Runs every job from now on where `jobs` say.
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    pub(crate) fn run_away(&mut self, jobs: AwayJobs) {
        self.worker.away = Some(jobs.searches);
        self.hints.away = Some(jobs.hints);
        self.files.away = Some(jobs.files);
        self.compare_away = Some(jobs.compare);
        // The board's hints were asked for when the state was made, before there was anywhere
        // to run them (a page cannot start the thread they were asked of): asked again here,
        // so a link's `view=hints` shows them from the start.
        self.hints.clear();
        self.check_board();
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};

    use super::*;
    use crate::app::jobs::runner::{Away, Outbox};
    use crate::app::settings::Settings;
    use crate::board::Problem;
    use crate::control::CancelFlag;
    use crate::hints::Hints;

    /// A place that never runs what it is given (the jobs this test does not start).
    struct Nowhere;
    impl<R, M> Away<R, M> for Nowhere {
        fn start(&mut self, _: R, _: CancelFlag, _: Outbox<M>) {}
    }

    /// Hints worked out at once where they are asked, counting the boards asked of it.
    struct HereAndNow(Arc<AtomicUsize>);
    impl Away<(Problem, std::time::Duration), Option<Hints>> for HereAndNow {
        fn start(
            &mut self,
            (problem, budget): (Problem, std::time::Duration),
            cancel: CancelFlag,
            out: Outbox<Option<Hints>>,
        ) {
            self.0.fetch_add(1, Ordering::Relaxed);
            out.send(crate::hints::hints(&problem, budget, 0, &cancel));
        }
    }

    #[test]
    fn a_page_that_opens_with_hints_on_works_them_out_where_its_jobs_run() {
        let dir = tempfile::tempdir().unwrap();
        let settings = Settings { n: 6, hints: true, ..Settings::default() };
        let mut s = State::new(settings, crate::testing::doorbell(), dir.path().into());
        let asked = Arc::new(AtomicUsize::new(0));
        s.run_away(AwayJobs {
            searches: Box::new(Nowhere),
            hints: Box::new(HereAndNow(asked.clone())),
            files: Box::new(Nowhere),
            compare: Box::new(|| Box::new(Nowhere)),
        });
        assert_eq!(asked.load(Ordering::Relaxed), 1, "the board's hints are asked of the page's place");
        crate::testing::wait_until("the hints shown", || {
            s.tick(std::time::Duration::from_millis(1));
            s.hints_shown().is_some()
        });
        assert_eq!(s.hints_shown().map(|h| h.n), Some(6));
    }
}
