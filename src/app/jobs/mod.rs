//! How work runs off the UI thread, for every feature: the job protocol (`protocol`: a
//! request in, replies out), where jobs run (`run`: threads, or the page's Web Workers) and
//! the channel each reports through (`runner`). The jobs themselves live with their feature
//! (`solve::worker`, `hints`, `compare::job`, `play::job`, `check::work`, `files`). No egui:
//! every job reports over its channel with its run id, and wakes the UI; a panic is the
//! job's end.

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
