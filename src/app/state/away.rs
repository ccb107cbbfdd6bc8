//! Jobs that run elsewhere than on threads: a page has none, so the web build hands the
//! state its Web Workers, file picker and downloads, and every job reports through its
//! runner as a thread does.

use crate::app::jobs::compare::AwayCompare;
use crate::app::jobs::files::AwayFiles;
use crate::app::jobs::runner::Away;
use crate::app::jobs::worker::AwaySearches;
use crate::board::Problem;
use crate::hints::Hints;
use web_time::Duration;

use super::State;

/// Where each kind of job runs instead of a thread.
pub(crate) struct AwayJobs {
    pub searches: Box<AwaySearches>,
    pub hints: Box<dyn Away<(Problem, Duration), Option<Hints>>>,
    pub files: Box<AwayFiles>,
    /// Makes the place each Compare runs in.
    pub compare: Box<dyn Fn() -> Box<AwayCompare>>,
}

impl State {
    /// Runs every job from now on where `jobs` say.
    pub(crate) fn run_away(&mut self, jobs: AwayJobs) {
        self.worker.away = Some(jobs.searches);
        self.hints.away = Some(jobs.hints);
        self.files.away = Some(jobs.files);
        self.compare_away = Some(jobs.compare);
    }
}
