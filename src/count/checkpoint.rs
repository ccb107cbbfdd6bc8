//! A count's progress on disk, so that a long count can be stopped and resumed: which jobs
//! of its [`Plan`] are finished, and the sum of their counts. A job's counts are added in
//! the same step that marks it finished, so a resumed count never counts a job twice, and
//! loses at most the jobs that were running.

use super::{Counts, Plan};
use crate::board::{Problem, Queen};
use crate::format::write_atomically;
use serde::{Deserialize, Serialize};
use std::io;
use std::path::{Path, PathBuf};

pub(crate) const FORMAT: &str = "nqueens-count-checkpoint";
pub(crate) const VERSION: u32 = 1;

/// Part `index` of `of` (0-based) of a count split across machines: the jobs whose index
/// leaves `index` over when divided by `of`. Written in JSON as `[index, of]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "[usize; 2]", into = "[usize; 2]")]
pub struct Part {
    pub index: usize,
    pub of: usize,
}

impl From<[usize; 2]> for Part {
    fn from([index, of]: [usize; 2]) -> Self {
        Part { index, of }
    }
}

impl From<Part> for [usize; 2] {
    fn from(p: Part) -> Self {
        [p.index, p.of]
    }
}

impl Part {
    /// The whole count as one part.
    pub const WHOLE: Part = Part { index: 0, of: 1 };

    pub fn contains(self, job: usize) -> bool {
        job % self.of == self.index
    }
}

#[derive(Debug, thiserror::Error)]
pub enum CheckpointError {
    #[error("cannot read checkpoint {path}: {source}")]
    Read { path: PathBuf, source: io::Error },
    #[error("cannot write checkpoint {path}: {source}")]
    Write { path: PathBuf, source: io::Error },
    #[error("checkpoint {path} is damaged: {reason}")]
    Damaged { path: PathBuf, reason: String },
    #[error("{path} is not a Queenside count checkpoint")]
    Foreign { path: PathBuf },
    #[error("checkpoint {path} belongs to another count: {reason}")]
    Mismatch { path: PathBuf, reason: String },
}

/// Which count some work belongs to: the board, and how the work was cut. Parts,
/// checkpoints and merges of different counts never mix.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CountOf {
    pub n: usize,
    pub fixed: Vec<Queen>,
    pub split: String,
    pub jobs: usize,
}

impl CountOf {
    pub fn new(problem: &Problem, plan: &Plan) -> Self {
        CountOf {
            n: problem.n(),
            fixed: problem.fixed().to_vec(),
            split: plan.split_name().into(),
            jobs: plan.len(),
        }
    }

    /// Why this work is not part of the count `expected`, if it is not.
    pub fn mismatch(&self, expected: &CountOf) -> Option<String> {
        if self.n != expected.n || self.fixed != expected.fixed {
            return Some(format!("it counts n = {} with {} fixed queens", self.n, self.fixed.len()));
        }
        if self.split != expected.split || self.jobs != expected.jobs {
            return Some(format!("it was cut as {} into {} jobs", self.split, self.jobs));
        }
        None
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Checkpoint {
    format: String,
    version: u32,
    #[serde(flatten)]
    pub of: CountOf,
    pub part: Part,
    /// Finished jobs, a bit each, 64 to a word.
    done: Vec<u64>,
    /// The sum of the finished jobs' counts.
    pub counts: Counts,
}

impl Checkpoint {
    /// A checkpoint of a count that has not started.
    pub fn new(problem: &Problem, plan: &Plan, part: Part) -> Self {
        Checkpoint {
            format: FORMAT.into(),
            version: VERSION,
            of: CountOf::new(problem, plan),
            part,
            done: vec![0; plan.len().div_ceil(64)],
            counts: Counts::default(),
        }
    }

    pub fn is_done(&self, job: usize) -> bool {
        self.done[job / 64] & 1 << (job % 64) != 0
    }

    /// Adds a finished job's counts, once: a job already recorded is ignored.
    pub fn record(&mut self, job: usize, counts: Counts) {
        if !self.is_done(job) {
            self.done[job / 64] |= 1 << (job % 64);
            self.counts = self.counts + counts;
        }
    }

    /// Finished jobs of this checkpoint's part, and all jobs of that part.
    pub fn progress(&self) -> (usize, usize) {
        let mine = (0..self.of.jobs).filter(|&j| self.part.contains(j));
        let (done, all) = mine.fold((0, 0), |(d, a), j| (d + usize::from(self.is_done(j)), a + 1));
        (done, all)
    }

    /// Reads the checkpoint at `path`; `None` if there is no file there yet.
    pub fn load(path: &Path) -> Result<Option<Self>, CheckpointError> {
        let bytes = match std::fs::read(path) {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
            Err(source) => return Err(CheckpointError::Read { path: path.into(), source }),
        };
        let damaged = |reason: String| CheckpointError::Damaged { path: path.into(), reason };
        let value: serde_json::Value = serde_json::from_slice(&bytes).map_err(|e| damaged(e.to_string()))?;
        if value.get("format").and_then(|f| f.as_str()) != Some(FORMAT) {
            return Err(CheckpointError::Foreign { path: path.into() });
        }
        let checkpoint: Checkpoint = serde_json::from_value(value).map_err(|e| damaged(e.to_string()))?;
        if checkpoint.version != VERSION {
            return Err(damaged(format!("version {} (this build reads {VERSION})", checkpoint.version)));
        }
        if checkpoint.done.len() != checkpoint.of.jobs.div_ceil(64)
            || !checkpoint.of.jobs.is_multiple_of(64)
                && checkpoint.done.last().is_some_and(|w| w >> (checkpoint.of.jobs % 64) != 0)
        {
            return Err(damaged("its list of finished jobs does not fit its number of jobs".into()));
        }
        if checkpoint.part.of == 0 || checkpoint.part.index >= checkpoint.part.of {
            return Err(damaged("its part is not a part of a split".into()));
        }
        Ok(Some(checkpoint))
    }

    /// The checkpoint at `path` to resume the count of `problem` (part `part`), or a fresh
    /// one if there is no file there yet.
    pub fn open(path: &Path, problem: &Problem, plan: &Plan, part: Part) -> Result<Self, CheckpointError> {
        match Checkpoint::load(path)? {
            Some(saved) => saved.check(problem, plan, part, path).map(|()| saved),
            None => Ok(Checkpoint::new(problem, plan, part)),
        }
    }

    /// Whether this checkpoint is one of the count about to run.
    pub fn check(
        &self,
        problem: &Problem,
        plan: &Plan,
        part: Part,
        path: &Path,
    ) -> Result<(), CheckpointError> {
        let mismatch = |reason: String| Err(CheckpointError::Mismatch { path: path.into(), reason });
        if let Some(reason) = self.of.mismatch(&CountOf::new(problem, plan)) {
            return mismatch(reason);
        }
        if self.part != part {
            return mismatch(format!("it is part {}/{}", self.part.index, self.part.of));
        }
        Ok(())
    }

    /// Writes the checkpoint atomically (temporary file, then rename), creating its folder
    /// first if needed.
    pub fn save(&self, path: &Path) -> Result<(), CheckpointError> {
        let write = || {
            if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
                std::fs::create_dir_all(dir)?;
            }
            write_atomically(path, |file| serde_json::to_writer(file, self).map_err(io::Error::from))
        };
        write().map_err(|source| CheckpointError::Write { path: path.into(), source })
    }
}
