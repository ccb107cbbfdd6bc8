//! Where Count only keeps its progress, so that a stopped count resumes: one checkpoint
//! file per problem in the app's data directory (`count-n16.json`, or with fixed queens
//! `count-n16-<hash of the queens>.json`).
//!
//! A file that cannot be used (damaged, foreign, or of another count) is never overwritten
//! nor deleted: it is renamed aside to `….damaged` and the person is told.

use crate::board::{Problem, Queen};
use crate::count::CountPlan;
use crate::count::checkpoint::{Checkpoint, CheckpointError, Part, Work};
use std::io;
use std::path::{Path, PathBuf};

/// The app's data directory (where eframe keeps the settings), or a folder in the system's
/// temporary directory where there is none.
/// (A browser has no files: the web build keeps a count's progress in its storage instead.)
pub(crate) fn default_dir() -> PathBuf {
    // (std's temp_dir panics there: no file system.)
    #[cfg(target_arch = "wasm32")]
    return PathBuf::from(crate::app::settings::APP_ID);
    #[cfg(not(target_arch = "wasm32"))]
    eframe::storage_dir(crate::app::settings::APP_ID)
        .unwrap_or_else(|| std::env::temp_dir().join(crate::app::settings::APP_ID))
}

/// The checkpoint file of `problem` in `dir`.
pub fn checkpoint_path(dir: &Path, problem: &Problem) -> PathBuf {
    let n = problem.n();
    let name = match problem.fixed() {
        [] => format!("count-n{n}.json"),
        fixed => format!("count-n{n}-{:016x}.json", fixed_hash(fixed)),
    };
    dir.join(name)
}

/// FNV-1a over the queens (sorted by the problem): the same in every build and on every
/// platform, unlike std's hasher. A collision only costs a fresh count, since a checkpoint
/// names its own board and [`open`] checks it.
fn fixed_hash(fixed: &[Queen]) -> u64 {
    let mut hash = 0xcbf2_9ce4_8422_2325_u64;
    for q in fixed {
        for byte in (q.row as u64).to_le_bytes().into_iter().chain((q.col as u64).to_le_bytes()) {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    hash
}

/// A stopped count of the board shown, kept on disk.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedCount {
    pub path: PathBuf,
    /// Jobs already counted, of `jobs`.
    pub done: usize,
    pub jobs: usize,
    /// Their work, of the whole count's (see [`Work`]).
    pub work: Work,
}

impl SavedCount {
    /// The share of the count already done, from 0 to 1: by work where it is known.
    pub fn fraction(&self) -> f64 {
        self.work.share(self.done, self.jobs)
    }
}

/// The saved count of `problem` in `dir`, if there is one that names this board. (Whether
/// it fits the plan is checked when the count starts; see [`open`].)
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn peek(dir: &Path, problem: &Problem) -> Option<SavedCount> {
    let path = checkpoint_path(dir, problem);
    let saved = Checkpoint::load(&path).ok()??;
    let ours = saved.of.n == problem.n() && saved.of.fixed == problem.fixed() && saved.part == Part::WHOLE;
    ours.then(|| {
        let (done, jobs) = saved.progress();
        SavedCount { path, done, jobs, work: saved.work }
    })
}

/// Where a count starts from.
#[derive(Debug)]
pub struct Opened {
    pub checkpoint: Checkpoint,
    /// Where to keep the progress; `None` when the file there could neither be used nor
    /// moved aside (the count then saves nothing rather than overwrite it).
    pub path: Option<PathBuf>,
    /// What the person should know about the file, if anything went wrong with it.
    pub notice: Option<CountNote>,
}

/// Something the person should know about a count's saved file, as facts: the app words it
/// when it draws it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum CountNote {
    /// The saved count could not be used (`reason`); the file was kept aside as `kept`, and
    /// the count starts from the beginning.
    SetAside { reason: FileFault, kept: String },
    /// The saved count could not be used (`reason`), nor moved aside (`moving`): the count
    /// starts from the beginning and saves nothing.
    Unusable { reason: FileFault, moving: FileFault },
    /// A save failed; the count goes on.
    CannotSave(FileFault),
    /// The stopped count's progress was not saved.
    NotSaved(FileFault),
    /// The saved count at `path` could not be deleted.
    CannotDelete { path: PathBuf, reason: FileFault },
}

/// What was wrong with a count's saved file, as the library and the system told it, in a
/// form the notice can keep (their errors hold an `io::Error`, which is not `Clone`). Only
/// what no language can translate stays text: the system's words, the library's account
/// of the damage or of the difference.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum FileFault {
    /// The system refused to read, write, move or delete it.
    System {
        #[serde(with = "error_kind")]
        kind: io::ErrorKind,
        said: String,
    },
    Damaged(String),
    NotAFile,
    Foreign,
    /// Written by another version of the program, of this checkpoint version.
    Version(u64),
    /// Of another count: how it differs.
    Mismatch(String),
    /// The path ends in no file name, so no copy of it can be named.
    NoFileName,
    /// Every name a damaged copy could take next to it is taken already.
    TooManyCopies,
}

/// A system error's kind by name: those the app words apart, and any other as `Other`.
mod error_kind {
    use std::io::ErrorKind;

    const NAMED: [ErrorKind; 6] = [
        ErrorKind::NotFound,
        ErrorKind::PermissionDenied,
        ErrorKind::IsADirectory,
        ErrorKind::StorageFull,
        ErrorKind::ReadOnlyFilesystem,
        ErrorKind::AlreadyExists,
    ];

    pub fn serialize<S: serde::Serializer>(kind: &ErrorKind, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&format!("{kind:?}"))
    }

    pub fn deserialize<'de, D: serde::Deserializer<'de>>(d: D) -> Result<ErrorKind, D::Error> {
        let name = <String as serde::Deserialize>::deserialize(d)?;
        Ok(NAMED.into_iter().find(|k| format!("{k:?}") == name).unwrap_or(ErrorKind::Other))
    }
}

impl From<&io::Error> for FileFault {
    fn from(e: &io::Error) -> Self {
        FileFault::System { kind: e.kind(), said: e.to_string() }
    }
}

impl From<&CheckpointError> for FileFault {
    fn from(e: &CheckpointError) -> Self {
        match e {
            CheckpointError::Read { source, .. } | CheckpointError::Write { source, .. } => source.into(),
            CheckpointError::Damaged { reason, .. } => FileFault::Damaged(reason.clone()),
            CheckpointError::NotAFile { .. } => FileFault::NotAFile,
            CheckpointError::Foreign { .. } => FileFault::Foreign,
            CheckpointError::Version { version, .. } => FileFault::Version(*version),
            CheckpointError::Mismatch { reason, .. } => FileFault::Mismatch(reason.clone()),
        }
    }
}

/// The checkpoint at `path` if it belongs to this count, else a fresh one; an unusable file
/// is renamed aside first.
pub fn open(path: &Path, problem: &Problem, plan: &CountPlan) -> Opened {
    let fresh = || Checkpoint::new(problem, plan, Part::WHOLE);
    let error = match Checkpoint::open(path, problem, plan, Part::WHOLE) {
        Ok(checkpoint) => return Opened { checkpoint, path: Some(path.into()), notice: None },
        Err(e) => e,
    };
    match move_aside(path) {
        Ok(kept) => Opened {
            checkpoint: fresh(),
            path: Some(path.into()),
            notice: Some(CountNote::SetAside {
                reason: (&error).into(),
                kept: kept
                    .file_name()
                    .map_or_else(|| kept.display().to_string(), |f| f.to_string_lossy().into()),
            }),
        },
        Err(e) => Opened {
            checkpoint: fresh(),
            path: None,
            notice: Some(CountNote::Unusable { reason: (&error).into(), moving: e }),
        },
    }
}

/// Renames `path` to `<name>.damaged` (or `.damaged-2`, … if that is taken); returns the new
/// path, or why not as a fault the app words in the person's language.
pub(crate) fn move_aside(path: &Path) -> Result<PathBuf, FileFault> {
    let name = path.file_name().ok_or(FileFault::NoFileName)?;
    let name = name.to_string_lossy();
    for i in 1..=100 {
        let suffix = if i == 1 { String::new() } else { format!("-{i}") };
        let target = path.with_file_name(format!("{name}.damaged{suffix}"));
        if std::fs::symlink_metadata(&target).is_err() {
            std::fs::rename(path, &target).map_err(|e| FileFault::from(&e))?;
            return Ok(target);
        }
    }
    Err(FileFault::TooManyCopies)
}

/// Deletes the page's saved count kept under `path` (its storage key).
#[cfg(target_arch = "wasm32")]
pub fn remove(path: &Path) -> Result<(), CountNote> {
    crate::app::web::browser::remove(&path.to_string_lossy());
    Ok(())
}

/// Deletes the checkpoint at `path`; a missing file is fine.
#[cfg(not(target_arch = "wasm32"))]
pub fn remove(path: &Path) -> Result<(), CountNote> {
    match std::fs::remove_file(path) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(CountNote::CannotDelete { path: path.into(), reason: (&e).into() }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::count::Counts;

    fn problem(n: usize, fixed: &[(usize, usize)]) -> Problem {
        Problem::new(n, fixed.iter().map(|&(r, c)| Queen::new(r, c)).collect()).unwrap()
    }

    #[test]
    fn one_file_per_problem_whatever_order_the_queens_were_placed_in() {
        let dir = Path::new("/data");
        assert_eq!(checkpoint_path(dir, &problem(16, &[])), dir.join("count-n16.json"));
        let a = checkpoint_path(dir, &problem(12, &[(0, 1), (5, 3)]));
        let b = checkpoint_path(dir, &problem(12, &[(5, 3), (0, 1)]));
        assert_eq!(a, b);
        let name = a.file_name().unwrap().to_string_lossy().into_owned();
        assert!(name.starts_with("count-n12-") && name.ends_with(".json") && name.len() == 31, "{name}");
        // Another queen, another square or another size: another file.
        assert_ne!(a, checkpoint_path(dir, &problem(12, &[(0, 1)])));
        assert_ne!(a, checkpoint_path(dir, &problem(12, &[(0, 1), (5, 4)])));
        assert_ne!(a, checkpoint_path(dir, &problem(13, &[(0, 1), (5, 3)])));
        // The hash is fixed across builds: a saved count must still be found after an update.
        assert_eq!(fixed_hash(&[]), 0xcbf2_9ce4_8422_2325);
        assert_eq!(
            checkpoint_path(dir, &problem(8, &[(0, 0)])),
            dir.join(format!("count-n8-{:016x}.json", fixed_hash(&[Queen::new(0, 0)])))
        );
    }

    #[test]
    fn moving_aside_never_overwrites_an_earlier_copy() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("count-n9.json");
        std::fs::write(&path, "first").unwrap();
        let first = move_aside(&path).unwrap();
        assert_eq!(first, dir.path().join("count-n9.json.damaged"));
        std::fs::write(&path, "second").unwrap();
        let second = move_aside(&path).unwrap();
        assert_eq!(second, dir.path().join("count-n9.json.damaged-2"));
        assert_eq!(std::fs::read_to_string(first).unwrap(), "first");
        assert_eq!(std::fs::read_to_string(second).unwrap(), "second");
        assert!(!path.exists());
    }

    #[test]
    fn open_resumes_its_own_checkpoint_and_keeps_an_unusable_one_aside() {
        let dir = tempfile::tempdir().unwrap();
        let p = problem(9, &[]);
        let plan = CountPlan::new(&p);
        let path = checkpoint_path(dir.path(), &p);

        // No file: a fresh count that saves to the path.
        let opened = open(&path, &p, &plan);
        assert_eq!((opened.checkpoint.progress().0, opened.path.as_deref()), (0, Some(path.as_path())));
        assert!(opened.notice.is_none());

        // Its own checkpoint: resumed as saved, and peek sees it.
        let mut saved = Checkpoint::new(&p, &plan, Part::WHOLE);
        saved.record(0, Counts { total: 5, ..Counts::default() });
        saved.save(&path).unwrap();
        assert_eq!(
            peek(dir.path(), &p),
            Some(SavedCount { path: path.clone(), done: 1, jobs: plan.len(), work: Work::default() })
        );
        let opened = open(&path, &p, &plan);
        assert_eq!(opened.checkpoint, saved);
        assert!(opened.notice.is_none());

        // Another board's checkpoint under this name: kept aside, and the count starts afresh.
        let other = problem(10, &[]);
        let foreign = Checkpoint::new(&other, &CountPlan::new(&other), Part::WHOLE);
        foreign.save(&path).unwrap();
        assert_eq!(peek(dir.path(), &p), None);
        let opened = open(&path, &p, &plan);
        assert_eq!(opened.checkpoint.progress().0, 0);
        assert_eq!(opened.path.as_deref(), Some(path.as_path()));
        let Some(CountNote::SetAside { reason, kept }) = opened.notice else { panic!("{:?}", opened.notice) };
        assert!(
            matches!(reason, FileFault::Mismatch(_)) && kept == "count-n9.json.damaged",
            "{reason:?} {kept}"
        );
        assert!(!path.exists());
        assert!(dir.path().join("count-n9.json.damaged").exists());
    }

    #[test]
    fn removing_a_missing_file_is_fine() {
        let dir = tempfile::tempdir().unwrap();
        assert_eq!(remove(&dir.path().join("none.json")), Ok(()));
        // A checkpoint is saved into a directory that does not exist yet.
        let p = problem(6, &[]);
        let path = checkpoint_path(&dir.path().join("new").join("deeper"), &p);
        Checkpoint::new(&p, &CountPlan::new(&p), Part::WHOLE).save(&path).unwrap();
        assert!(path.exists());
        assert_eq!(remove(&path), Ok(()));
        assert!(!path.exists());
    }
}
