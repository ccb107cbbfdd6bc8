//! Hints as queens are placed: the library's per-square counts, worked out on a thread of
//! their own after each change of the board. A new board cancels the last one's job, and
//! hints are shown only for the board they were worked out for.

pub(crate) mod view;

use crate::board::Problem;
use crate::control::{CancelFlag, Progress};
use crate::hints::Hints;
use std::rc::Rc;
use web_time::Duration;

use crate::app::jobs::BoardKey;
use crate::app::jobs::protocol::{Jobs, Reply, Request, Spawner};
use crate::app::jobs::runner::{Report, Wake};

/// Time a board's hints may take: boards up to 16 wide count exactly within it (the
/// empty 16×16, the slowest, in about 0.9 s on two cores, with room for a busy machine),
/// and bigger ones decide square by square what they can.
const BUDGET: Duration = Duration::from_secs(4);

/// The job working out one board's hints.
struct RunningHints {
    board: BoardKey,
    cancel: CancelFlag,
    run: u64,
}

/// The hints of the board shown, and the job working them out.
pub(crate) struct HintsState {
    /// The last hints worked out, and their board.
    done: Option<(BoardKey, Hints)>,
    job: Option<RunningHints>,
    pub(crate) jobs: Jobs,
}

impl HintsState {
    pub fn new(wake: Wake, spawner: Rc<dyn Spawner>) -> Self {
        HintsState { done: None, job: None, jobs: Jobs::new("queenside-hints", wake, spawner) }
    }

    /// Starts working out the hints of `board` (`None`: a board with none, such as one whose
    /// fixed queens attack each other), cancelling the job of an earlier board.
    pub fn request(&mut self, board: BoardKey, problem: Option<Problem>) {
        if self.done.as_ref().is_some_and(|(b, _)| *b == board)
            || self.job.as_ref().is_some_and(|j| j.board == board)
        {
            return;
        }
        self.clear();
        let Some(problem) = problem else { return };
        let cancel = CancelFlag::new();
        let run = self.jobs.next_run();
        let request = Request::Hints { problem, budget: BUDGET, threads: 0 };
        // With no thread to be had, the board simply shows no hints.
        if self.jobs.start(request, Progress::new(), cancel.clone(), None).is_ok() {
            self.job = Some(RunningHints { board, cancel, run });
        }
    }

    /// Cancels the job, and forgets the hints shown.
    pub fn clear(&mut self) {
        if let Some(job) = self.job.take() {
            job.cancel.cancel();
        }
        self.done = None;
    }

    /// Takes in a finished job's hints; what a job that panicked said, if one did (the board
    /// then shows none, and the next board's hints are worked out as ever).
    pub fn poll(&mut self) -> Option<String> {
        while let Some(report) = self.jobs.try_recv() {
            // An earlier board's job, cancelled: its answer is dropped.
            if self.job.as_ref().is_none_or(|job| job.run != report.run()) {
                continue;
            }
            let job = self.job.take().expect("the job just matched");
            match report {
                Report::Said { message: Reply::Hints(hints), .. } => {
                    self.done = hints.map(|h| (job.board, h))
                }
                // A board whose hints could not be had shows none.
                Report::Said { .. } => {}
                Report::Panicked { what, .. } => return Some(what),
            }
        }
        None
    }

    /// The hints of `board`, if worked out.
    pub fn of(&self, board: &BoardKey) -> Option<&Hints> {
        self.done.as_ref().filter(|(b, _)| b == board).map(|(_, h)| h)
    }

    /// Whether hints are being worked out for `board`.
    pub fn working_on(&self, board: &BoardKey) -> bool {
        self.job.as_ref().is_some_and(|j| j.board == *board)
    }
}

impl Drop for HintsState {
    fn drop(&mut self) {
        self.clear(); // no hints thread outlives the window for long
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Queen;

    fn key(n: usize, fixed: &[Queen]) -> BoardKey {
        BoardKey { n, fixed: fixed.to_vec() }
    }

    /// Polls until the hints are in (bounded: 60 s).
    fn wait(h: &mut HintsState) {
        crate::testing::wait_until("the hints", || {
            if h.job.is_some() {
                assert_eq!(h.poll(), None);
            }
            h.job.is_none()
        });
    }

    #[test]
    fn a_new_board_replaces_the_hints_of_the_last() {
        let wake = crate::testing::doorbell();
        let mut h = HintsState::new(wake.clone(), crate::app::jobs::run::spawner(wake));
        let eight = key(8, &[]);
        h.request(eight.clone(), Problem::new(8, vec![]).ok());
        wait(&mut h);
        assert_eq!(h.of(&eight).and_then(|x| x.total), Some(92));
        let fixed = key(8, &[Queen::new(0, 0)]);
        h.request(fixed.clone(), Problem::new(8, fixed.fixed.clone()).ok());
        assert!(h.of(&eight).is_none(), "the old board's hints are not shown for the new one");
        assert!(h.working_on(&fixed));
        wait(&mut h);
        assert_eq!(h.of(&fixed).and_then(|x| x.total), Some(4));
        h.request(key(8, &[]), None);
        assert!(h.job.is_none() && h.of(&fixed).is_none());
    }
}
