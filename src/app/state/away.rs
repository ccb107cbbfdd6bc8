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
    }
}
