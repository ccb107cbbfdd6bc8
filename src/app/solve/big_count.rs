//! Before a count that will not end soon, or would need much of the machine's memory: say
//! so, with the estimate, and ask.

use crate::app::solve::words::CountQuestion;
use crate::app::state::State;
use crate::count::CountPlan;

/// A count expected to need more than this share of the machine's memory is asked about first.
pub(crate) const MEMORY_SHARE: f64 = 0.5;

impl State {
    /// The question to ask before counting the board shown, if its count (what is left of
    /// it, when a stopped one is saved) is expected to take more than [`crate::count::WARN_PAST`] (the library's rule, which the command line's warning follows too) or more
    /// than [`MEMORY_SHARE`] of the machine's memory.
    pub(crate) fn count_question(&self) -> Option<CountQuestion> {
        let problem = self.problem().ok()?;
        let expected = CountPlan::new(&problem).expected(&problem, 0);
        let saved = self.saved.as_ref().map(|s| s.fraction());
        let seconds = expected.seconds * (1.0 - saved.unwrap_or(0.0));
        let long = crate::count::Expected::is_long(seconds);
        let big = self.machine_memory.is_some_and(|m| expected.memory_bytes as f64 > m as f64 * MEMORY_SHARE);
        if !long && !big {
            return None;
        }
        let kept = self.too_big_to_keep().then(|| (self.listed() as u64, self.settings.cap));
        Some(CountQuestion {
            n: self.settings.n,
            fixed: self.settings.fixed.len(),
            seconds,
            cores: crate::control::worker_count(0),
            memory_bytes: expected.memory_bytes as u64,
            machine_memory: self.machine_memory.filter(|_| big),
            saved,
            list_lost: kept,
        })
    }
}
