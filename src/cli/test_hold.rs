//! A hold on a running count, for the signal tests alone: with `NQUEENS_TEST_HOLD=FILE` in
//! the environment, every worker that finishes a job waits while FILE exists (once this run
//! has counted `NQUEENS_TEST_HOLD_AFTER` jobs, 0 if unset), until the count is stopped or
//! FILE is removed. A signal then reaches a count that is certainly still running, however
//! fast the machine, and the test decides when the count may end. Unset, nothing changes.

use nqueens::control::CancelFlag;
use std::path::PathBuf;
use std::time::Duration;

pub struct TestHold {
    file: PathBuf,
    after: usize,
}

pub fn from_env() -> Option<TestHold> {
    let file = PathBuf::from(std::env::var_os("NQUEENS_TEST_HOLD")?);
    let after = std::env::var("NQUEENS_TEST_HOLD_AFTER").ok().and_then(|a| a.parse().ok()).unwrap_or(0);
    Some(TestHold { file, after })
}

impl TestHold {
    /// Waits, after the `in_this_run`th job, while the hold applies.
    pub fn wait(&self, in_this_run: usize, cancel: &CancelFlag) {
        while in_this_run > self.after && !cancel.is_cancelled() && self.file.exists() {
            std::thread::sleep(Duration::from_millis(5));
        }
    }
}
