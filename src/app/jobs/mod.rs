//! What runs off the UI thread: the solver worker, the hints thread, file dialogs and file
//! I/O, Compare, and the counts saved to disk. No egui: every job starts through `runner`,
//! reports over its channel with its run id, and wakes the UI; a panic is the job's end.

pub(crate) mod machine;
pub(crate) mod protocol;
pub(crate) mod run;
pub(crate) mod runner;

use crate::board::Queen;

/// The board a run or a job answers: its size and fixed queens.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct BoardKey {
    pub n: usize,
    pub fixed: Vec<Queen>,
}
