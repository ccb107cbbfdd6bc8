//! The solutions the list shows, and how the last job ended.

use crate::board::Queen;
use crate::count::Counts;
use crate::format::SolutionSet;
use crate::search::{Filter, Outcome, Summary};
use crate::store::SolutionStore;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use super::worker::Batch;

/// The listed solutions, shared with an export thread without copying them.
#[derive(Debug, Clone)]
pub struct Results {
    pub set: Arc<SolutionSet>,
    /// Solutions the search found, including those past the memory cap.
    pub found: u64,
}

impl Results {
    pub fn new(n: usize, fixed: &[Queen], filter: Filter) -> Self {
        Results {
            set: Arc::new(SolutionSet {
                n,
                fixed: fixed.to_vec(),
                filter,
                complete: false,
                solutions: SolutionStore::new(n),
            }),
            found: 0,
        }
    }

    pub fn from_set(set: SolutionSet) -> Self {
        let found = set.solutions.len() as u64;
        Results { set: Arc::new(set), found }
    }

    pub fn len(&self) -> usize {
        self.set.solutions.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn n(&self) -> usize {
        self.set.n
    }

    pub fn store(&self) -> &SolutionStore {
        &self.set.solutions
    }

    /// Appends a batch from the worker.
    pub fn extend(&mut self, batch: &Batch) {
        let n = self.set.n;
        // Copies only if an export still reads an older version of this set, which the
        // app prevents by not exporting while a search runs.
        let set = Arc::make_mut(&mut self.set);
        let unique = !batch.class_sizes.is_empty();
        for (i, cols) in batch.cols.chunks_exact(n).enumerate() {
            let class_size = unique.then(|| batch.class_sizes.get(i).copied().unwrap_or(0));
            set.solutions.push(cols, class_size);
        }
        self.found = self.found.max(set.solutions.len() as u64);
    }

    /// Records how the search ended; the set is complete only if nothing was left out.
    pub fn finish(&mut self, summary: &Summary) {
        self.found = summary.solutions.max(self.len() as u64);
        let complete = summary.outcome.is_complete() && self.found == self.len() as u64;
        Arc::make_mut(&mut self.set).complete = complete;
    }

    /// Whether the memory cap left solutions out of the list.
    pub fn capped(&self) -> bool {
        self.found > self.len() as u64
    }
}

/// How the last job ended, for the status bar.
#[derive(Debug, Clone, PartialEq)]
pub enum EndState {
    Solved {
        outcome: Outcome,
        found: u64,
        kept: usize,
        nodes: u64,
        elapsed: Duration,
    },
    /// A count finished. `nodes` and `elapsed` are this run's; `resumed` is the share an
    /// earlier, stopped run had counted, if this one resumed it.
    Counted {
        counts: Counts,
        nodes: u64,
        elapsed: Duration,
        resumed: Option<f64>,
    },
    /// A count was stopped with `fraction` of it counted; `saved` says whether the checkpoint
    /// keeps that for the next Count only.
    CountStopped {
        fraction: f64,
        saved: bool,
    },
    /// Most queens ended: the best placement's size, and whether it is proven the most.
    Maximum {
        queens: usize,
        optimal: bool,
        nodes: u64,
        elapsed: Duration,
    },
    Failed(String),
    Opened {
        path: PathBuf,
        solutions: usize,
        complete: bool,
    },
}
