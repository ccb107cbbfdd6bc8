//! The count that walks every solution and classifies each by the unique-mode rule: what
//! small boards with fixed queens use (under 14 wide, where building the half-boards'
//! tables costs more), boards under 4 wide, and the reference the faster counts are
//! tested against.

use super::Counts;
use crate::board::Problem;
use crate::engine::{Domains, Prefix};
use crate::symmetry::{Classifier, Scratch, Symmetry};
use std::ops::ControlFlow;
use std::sync::atomic::AtomicU64;

/// The name of this way of cutting the work (see [`super::Plan::split_name`]).
pub(super) const SPLIT: &str = "prefix/1024/v1";
/// Jobs to cut the tree into where it allows: fixed, so the cut does not depend on the
/// machine.
const JOBS: usize = 1024;
/// Memory held per job, for [`super::Plan::memory_bytes`].
pub(super) const JOB_BYTES: usize = std::mem::size_of::<Prefix>() + 16 * 4;

pub(super) struct Jobs {
    board: Domains,
    classifier: Classifier,
    prefixes: Vec<Prefix>,
}

impl Jobs {
    pub fn new(problem: &Problem) -> Self {
        let board = Domains::new(problem);
        let (prefixes, _) = board.split(JOBS);
        Jobs { board, classifier: Classifier::new(problem), prefixes }
    }

    pub fn len(&self) -> usize {
        self.prefixes.len()
    }

    pub(crate) fn count_job(&self, i: usize, nodes: &AtomicU64, should_stop: &dyn Fn() -> bool) -> Counts {
        let mut counts = Counts::default();
        let mut scratch = Scratch::default();
        let mut inv = Vec::new();
        let _ = self.board.walk(&self.prefixes[i], nodes, should_stop, |cols| {
            counts.total += 1;
            counts.unique += u64::from(self.classifier.classify(cols, &mut scratch).is_some());
            inv.resize(cols.len(), 0);
            for (row, &col) in cols.iter().enumerate() {
                inv[col as usize] = row as u32;
            }
            let fixed_by = |g: Symmetry| (0..cols.len()).all(|row| g.image_row(cols, &inv, row) == cols[row]);
            counts.rot180 += u64::from(fixed_by(Symmetry::Rot180));
            counts.rot90 += u64::from(fixed_by(Symmetry::Rot90));
            ControlFlow::Continue(())
        });
        counts
    }
}
