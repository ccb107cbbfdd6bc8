//! The solutions the list shows, and how the last job ended.

use crate::board::{Problem, Queen};
use crate::count::Counts;
use crate::format::SolutionSet;
use crate::store::SolutionStore;
use crate::stream::{Filter, Outcome, Summary};
use crate::symmetry::{Classifier, Scratch};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use crate::app::solve::worker::Batch;

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

    pub(crate) fn from_set(set: SolutionSet) -> Self {
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

    /// The same solutions under another filter, if that can be worked out from this list
    /// alone: it must be complete (every solution, or every class, is there). All → Unique
    /// keeps each class's smallest member; Unique → All lists every member of every class,
    /// in lexicographic order as a full listing has it.
    pub(crate) fn refiltered(&self, filter: Filter) -> Option<Results> {
        let set = &self.set;
        if !set.complete || set.filter == filter {
            return None;
        }
        let problem = Problem::wide(set.n, set.fixed.clone()).ok()?;
        let classifier = Classifier::new(&problem);
        let mut store = SolutionStore::new(set.n);
        match filter {
            Filter::Unique => {
                let mut scratch = Scratch::default();
                for cols in set.solutions.iter() {
                    let cols: Vec<u32> = cols.collect();
                    if let Some(size) = classifier.classify(&cols, &mut scratch) {
                        store.push(&cols, Some(size));
                    }
                }
            }
            Filter::All => {
                let mut all: Vec<Vec<u32>> = set
                    .solutions
                    .iter()
                    .flat_map(|cols| classifier.members(&cols.collect::<Vec<_>>()))
                    .collect();
                all.sort_unstable();
                for cols in &all {
                    store.push(cols, None);
                }
            }
        }
        let set =
            SolutionSet { n: set.n, fixed: set.fixed.clone(), filter, complete: true, solutions: store };
        Some(Results::from_set(set))
    }

    /// Whether the memory cap left solutions out of the list.
    pub fn capped(&self) -> bool {
        self.found > self.len() as u64
    }
}

/// How the last job ended, for the status bar.
#[derive(Debug, Clone, PartialEq)]
pub enum EndState {
    /// A Solve ended. What it found is read from the list it fills (which a switch of the
    /// filter may have filtered since), so the end line always tells what the list holds.
    Solved {
        outcome: Outcome,
        nodes: u64,
        elapsed: Duration,
    },
    /// A count finished. `steps` and `elapsed` are this run's, `steps` in `unit` (see
    /// [`crate::count::CountPlan::work_unit`]); `resumed` is the share an earlier, stopped run had
    /// counted, if this one resumed it.
    Counted {
        counts: Counts,
        steps: u64,
        unit: &'static str,
        elapsed: Duration,
        resumed: Option<f64>,
    },
    /// A count was stopped with `fraction` of it counted. Whether a checkpoint keeps that for
    /// the next Count only is what the disk says now ([`crate::app::State::saved`]), not what
    /// was true when it stopped.
    CountStopped {
        fraction: f64,
    },
    /// Most queens ended (or a placement was opened): the best placement's size, and whether
    /// it is proven the most.
    MostQueens {
        queens: usize,
        proven: bool,
        nodes: u64,
        elapsed: Duration,
    },
    Failed(crate::app::solve::worker::RunFailure),
    /// A file was opened: what it held (`18 unique solutions, the complete set`; the status
    /// line counts the list as it is now, filtered since perhaps).
    Opened {
        path: PathBuf,
        what: crate::app::text::said::Opened,
    },
}
