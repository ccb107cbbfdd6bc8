//! A count's progress on disk, so that a long count can be stopped and resumed: which jobs
//! of its [`CountPlan`] are finished, and the sum of their counts. A job's counts are added in
//! the same step that marks it finished, so a resumed count never counts a job twice, and
//! loses at most the jobs that were running.
//!
//! The file ends with a checksum of the rest ([`crate::checksum`]), and a finished count's
//! counts must agree with each other ([`CountOf::implausible`]): a damaged file is refused,
//! never resumed into a wrong total.

use super::{CountPlan, Counts};
use crate::board::{Problem, Queen};
use crate::checksum::{self, Unsealed};
use crate::place_file;
use crate::text::quantity;
use serde::{Deserialize, Serialize};
use std::io;
use std::path::{Path, PathBuf};

pub(crate) const FORMAT: &str = "nqueens-count-checkpoint";
/// Version 2 added the checksum.
pub(crate) const VERSION: u32 = 2;

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
    #[error("checkpoint {path} is {kind}, not a file: give --checkpoint a file's name")]
    NotAFile { path: PathBuf, kind: &'static str },
    #[error("{path} is not a Queenside count checkpoint")]
    Foreign { path: PathBuf },
    #[error("checkpoint {path} is from {}", from_version(*.version))]
    Version { path: PathBuf, version: u64 },
    #[error("checkpoint {path} belongs to another count: {reason}")]
    Mismatch { path: PathBuf, reason: String },
}

/// The most a checkpoint file may hold: one of the widest count is a few kilobytes, so a
/// bigger file is not one (and is not read into memory whole).
pub const MAX_BYTES: u64 = 64 << 20;

/// Refuses a checkpoint path that names anything but a regular file (or nothing yet): a
/// device, a FIFO (which would block the read) or a folder is not a checkpoint, and the
/// advice given for a damaged one (delete it) must never reach them.
pub fn plain_file_or_none(path: &Path) -> Result<(), CheckpointError> {
    match place_file::not_a_file(path) {
        Some(kind) => Err(CheckpointError::NotAFile { path: path.into(), kind }),
        None => Ok(()),
    }
}

/// Which nqueens wrote a checkpoint of another version.
fn from_version(version: u64) -> String {
    if version < u64::from(VERSION) {
        format!(
            "an older nqueens (checkpoint version {version}, written without a checksum, so this one \
             cannot tell whether it was damaged)"
        )
    } else {
        format!("a newer nqueens (checkpoint version {version}; this one reads version {VERSION})")
    }
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
    pub fn new(problem: &Problem, plan: &CountPlan) -> Self {
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
            return Some(format!(
                "it counts n = {} with {}",
                self.n,
                quantity(self.fixed.len(), "fixed queen")
            ));
        }
        if self.split != expected.split || self.jobs != expected.jobs {
            return Some(format!("it was cut as {} into {}", self.split, quantity(self.jobs, "job")));
        }
        None
    }

    /// Why `sum`, the sum of every job's counts of this count, cannot be right, if it
    /// cannot. The symmetries of the board tie the counts together: a half turn keeps what
    /// a quarter turn keeps; with no fixed queens (n > 1), a solution's mirror image is
    /// another solution with the same symmetries, so every count is even, and by Burnside's
    /// lemma the total plus the half-turn count plus twice the quarter-turn count is 8
    /// times the unique count.
    pub fn implausible(&self, sum: Counts) -> Option<String> {
        let Counts { total, unique, rot90, rot180, .. } = sum;
        if rot90 > rot180 || rot180 > total {
            return Some(format!(
                "a quarter turn keeps {rot90} and a half turn {rot180} of {}, but each must be at \
                 most the next",
                quantity(total, "solution")
            ));
        }
        if !self.fixed.is_empty() || self.n == 1 {
            return None;
        }
        if let Some((name, odd)) = [("total", total), ("quarter-turn", rot90), ("half-turn", rot180)]
            .into_iter()
            .find(|(_, count)| count % 2 == 1)
        {
            return Some(format!("the {name} count {odd} is odd, but mirror images come in pairs"));
        }
        // In u128: parts read from files may hold anything up to u64::MAX.
        let burnside = u128::from(total) + u128::from(rot180) + 2 * u128::from(rot90);
        if burnside % 8 != 0 || unique != 0 && 8 * u128::from(unique) != burnside {
            return Some(format!(
                "total + half-turn + 2 × quarter-turn = {burnside} is not 8 times a unique count{}",
                if unique != 0 { format!(" ({unique} counted)") } else { String::new() }
            ));
        }
        None
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
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
    /// Seconds spent counting, summed over the sessions that saved this checkpoint (0 in a
    /// file written before it was kept).
    #[serde(default)]
    pub seconds: f64,
    /// The finished jobs' work and the part's whole work (zero in a file written before it
    /// was kept): jobs differ in size by orders of magnitude, so the share of jobs finished
    /// says little of the share of time spent (issue 47: a count "about 1 min" from its
    /// end by its jobs took 4).
    #[serde(default)]
    pub work: Work,
}

/// Work, in the units of [`CountPlan::weights`]: of the jobs finished, and of all the part's.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Work {
    pub done: u64,
    pub total: u64,
}

impl Work {
    /// The share of the work done, from 0 to 1; where the work is not known, the share of
    /// the jobs: `done` of `jobs`.
    pub fn share(self, done: usize, jobs: usize) -> f64 {
        match (self.total, jobs) {
            (0, 0) => 0.0,
            (0, _) => done as f64 / jobs as f64,
            (total, _) => (self.done as f64 / total as f64).min(1.0),
        }
    }

    /// Whether the work is known (a file from before it was kept does not say).
    pub fn known(self) -> bool {
        self.total > 0
    }
}

impl Checkpoint {
    /// A checkpoint of a count that has not started.
    pub fn new(problem: &Problem, plan: &CountPlan, part: Part) -> Self {
        Checkpoint {
            format: FORMAT.into(),
            version: VERSION,
            of: CountOf::new(problem, plan),
            part,
            done: vec![0; plan.len().div_ceil(64)],
            counts: Counts::default(),
            seconds: 0.0,
            work: Work::default(),
        }
    }

    pub fn is_done(&self, job: usize) -> bool {
        self.done[job / 64] & 1 << (job % 64) != 0
    }

    /// Adds a finished job's counts, once: a job already recorded is ignored.
    pub fn record(&mut self, job: usize, counts: Counts) {
        self.record_weighed(job, counts, 0);
    }

    /// [`Checkpoint::record`] of a job whose work is `work` (of those [`Checkpoint::weigh`]
    /// was given).
    pub fn record_weighed(&mut self, job: usize, counts: Counts, work: u64) {
        if !self.is_done(job) {
            self.done[job / 64] |= 1 << (job % 64);
            self.counts = self.counts + counts;
            self.work.done += work;
        }
    }

    /// Takes each job's work (`weights`, one per job of the plan) as the measure of the
    /// share done, saved with the checkpoint; [`Checkpoint::record_weighed`] adds to it.
    pub fn weigh(&mut self, weights: &[u64]) {
        if weights.len() != self.of.jobs {
            return;
        }
        let mine = (0..self.of.jobs).filter(|&j| self.part.contains(j));
        self.work = mine.fold(Work::default(), |w, j| Work {
            done: w.done + if self.is_done(j) { weights[j] } else { 0 },
            total: w.total + weights[j],
        });
    }

    /// The share of this part's count done, from 0 to 1: by the work of the jobs finished
    /// where it is known, else by their number.
    pub fn share(&self) -> f64 {
        let (done, all) = self.progress();
        self.work.share(done, all)
    }

    /// Finished jobs of this checkpoint's part, and all jobs of that part.
    pub fn progress(&self) -> (usize, usize) {
        let mine = (0..self.of.jobs).filter(|&j| self.part.contains(j));
        let (done, all) = mine.fold((0, 0), |(d, a), j| (d + usize::from(self.is_done(j)), a + 1));
        (done, all)
    }

    /// Reads the checkpoint at `path`; `None` if there is no file there yet.
    pub fn load(path: &Path) -> Result<Option<Self>, CheckpointError> {
        plain_file_or_none(path)?;
        let bytes = match place_file::read_capped(path, MAX_BYTES) {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
            Err(source) => return Err(CheckpointError::Read { path: path.into(), source }),
        };
        let damaged = |reason: String| CheckpointError::Damaged { path: path.into(), reason };
        let value: serde_json::Value = serde_json::from_slice(&bytes).map_err(|e| damaged(e.to_string()))?;
        if value.get("format").and_then(|f| f.as_str()) != Some(FORMAT) {
            return Err(CheckpointError::Foreign { path: path.into() });
        }
        // The checksum first: a damaged version digit is damage, not a newer nqueens.
        let sealed = checksum::verify(&bytes);
        if sealed == Err(Unsealed::Mismatch) {
            return Err(damaged("it was changed after it was written (its checksum does not match)".into()));
        }
        match value.get("version").and_then(|v| v.as_u64()) {
            Some(version) if version != u64::from(VERSION) => {
                return Err(CheckpointError::Version { path: path.into(), version });
            }
            _ => {}
        }
        match sealed {
            Ok(()) => {}
            Err(Unsealed::Missing) => {
                return Err(damaged("its checksum (\"crc32\", at the end) is missing".into()));
            }
            Err(Unsealed::Mismatch) => {
                return Err(damaged(
                    "it was changed after it was written (its checksum does not match)".into(),
                ));
            }
        }
        let checkpoint: Checkpoint = serde_json::from_value(value).map_err(|e| damaged(e.to_string()))?;
        if checkpoint.done.len() != checkpoint.of.jobs.div_ceil(64)
            || !checkpoint.of.jobs.is_multiple_of(64)
                && checkpoint.done.last().is_some_and(|w| w >> (checkpoint.of.jobs % 64) != 0)
        {
            return Err(damaged("its list of finished jobs does not fit its number of jobs".into()));
        }
        if checkpoint.work.done > checkpoint.work.total {
            return Err(damaged("more of its work is done than there is".into()));
        }
        if checkpoint.part.of == 0 || checkpoint.part.index >= checkpoint.part.of {
            return Err(damaged("its part is not a part of a split".into()));
        }
        let (done, all) = checkpoint.progress();
        if checkpoint.part == Part::WHOLE
            && done == all
            && let Some(why) = checkpoint.of.implausible(checkpoint.counts)
        {
            return Err(damaged(format!("its counts cannot be right: {why}")));
        }
        Ok(Some(checkpoint))
    }

    /// The checkpoint at `path` to resume the count of `problem` (part `part`), or a fresh
    /// one if there is no file there yet.
    pub fn open(
        path: &Path,
        problem: &Problem,
        plan: &CountPlan,
        part: Part,
    ) -> Result<Self, CheckpointError> {
        match Checkpoint::load(path)? {
            Some(saved) => saved.check(problem, plan, part, path).map(|()| saved),
            None => Ok(Checkpoint::new(problem, plan, part)),
        }
    }

    /// Whether this checkpoint is one of the count about to run.
    pub fn check(
        &self,
        problem: &Problem,
        plan: &CountPlan,
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
            let sealed = checksum::seal(serde_json::to_vec(self)?);
            place_file::write(path, |file| io::Write::write_all(file, &sealed))
        };
        write().map_err(|source| CheckpointError::Write { path: path.into(), source })
    }
}
