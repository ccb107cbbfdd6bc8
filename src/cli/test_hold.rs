//! The count's test hold from the environment, for the signal tests alone: with
//! `NQUEENS_TEST_HOLD=FILE` (and `NQUEENS_TEST_HOLD_AFTER=K`, 0 if unset), a count is held
//! as [`Hold`] says, so a signal reaches a count that is certainly still running, however
//! fast the machine. Unset, nothing changes.

use nqueens::count::checkpointed::Hold;
use std::path::PathBuf;

pub fn from_env() -> Option<Hold> {
    let file = PathBuf::from(std::env::var_os("NQUEENS_TEST_HOLD")?);
    let after = std::env::var("NQUEENS_TEST_HOLD_AFTER").ok().and_then(|a| a.parse().ok()).unwrap_or(0);
    Some(Hold { file, after })
}
