//! A count that keeps its progress in a file, so that it can be stopped and resumed: the
//! one workflow behind `nqueens count --checkpoint` and the app's Count only.

use super::checkpoint::{Checkpoint, CheckpointError};
use super::{CountError, CountPlan, Counts};
use crate::control::{CancelFlag, Progress};
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use web_time::{Duration, Instant};

/// How often a running count writes its checkpoint: a stop or a crash loses at most this
/// much work, besides the jobs that were running.
pub const SAVE_EVERY: Duration = Duration::from_secs(2);

/// How a checkpointed count ended.
#[derive(Debug)]
pub struct Checkpointed {
    /// Everything counted so far, by this run and the earlier ones it resumed.
    pub checkpoint: Checkpoint,
    /// `Ok` when every job of the checkpoint's part is counted.
    pub result: Result<(), CountError>,
    /// How the last save went; `None` when there is no file, or nothing counted to keep.
    pub saved: Option<Result<(), CheckpointError>>,
}

impl Checkpointed {
    /// The counts of the part: for a whole count, finished by the plan (some methods work
    /// out the unique count only from the totals); for a part of a split, the raw sums that
    /// `merge` adds up.
    pub fn counts(&self, plan: &CountPlan) -> Counts {
        if self.checkpoint.part == super::checkpoint::Part::WHOLE {
            plan.finish(self.checkpoint.counts)
        } else {
            self.checkpoint.counts
        }
    }
}

/// What a checkpointed count tells its caller while it runs.
#[derive(Debug)]
pub enum CountEvent<'a> {
    /// A job was counted and recorded, the `in_this_run`th since this run began. Said on
    /// the worker's thread, which waits until the caller returns.
    JobDone { in_this_run: usize },
    /// A periodic save failed; the count goes on and tries again at the next one.
    SaveFailed(&'a CheckpointError),
}

/// A hold on a running count, for tests of what stops one (a signal, Stop, a closed
/// window): once its run has counted `after` jobs, every worker that finishes one more waits
/// ([`Hold::wait`], from a caller's [`CountEvent::JobDone`]) while `file` exists, until the
/// count is cancelled or the file removed. Such a count cannot end on its own, however fast
/// the machine, and the test decides when it may.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Hold {
    pub file: PathBuf,
    pub after: usize,
}

impl Hold {
    /// Waits, after the `in_this_run`th job, while the hold stands.
    pub fn wait(&self, in_this_run: usize, cancel: &CancelFlag) {
        while in_this_run > self.after && !cancel.is_cancelled() && self.file.exists() {
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
    }
}

/// Counts the jobs of `start`'s part that it does not hold yet, on `threads` threads (0: one
/// per core). With a `file`, the progress is written there every [`SAVE_EVERY`] while jobs
/// finish (a failure goes to `on_event`, and the count goes on) and once more at the end. A job's counts are recorded in the same step that marks it done, so a stop at any
/// moment loses only the running jobs, and a resumed count never counts a job twice. The
/// checkpoint's `seconds` adds this run's time to the earlier runs'.
pub fn count_checkpointed(
    plan: &CountPlan,
    mut start: Checkpoint,
    file: Option<&Path>,
    threads: usize,
    progress: &Progress,
    cancel: &CancelFlag,
    on_event: &(dyn Fn(CountEvent) + Sync),
) -> Checkpointed {
    let earlier = start.seconds;
    // Sized here, the time is the run's still: it takes it in when it starts.
    let weights = plan.weights(threads);
    start.weigh(&weights);
    let state = Mutex::new(start);
    let lock = || state.lock().unwrap_or_else(|e| e.into_inner());
    let now = |checkpoint: &mut Checkpoint| {
        checkpoint.seconds = earlier + progress.snapshot().elapsed.as_secs_f64();
    };
    let save = |checkpoint: &Checkpoint| file.map(|path| checkpoint.save(path));
    // When the last periodic save was, and how many jobs it held: one save at a time, and
    // none while nothing changed.
    let last_save = Mutex::new((Instant::now(), lock().progress().0));
    let save_if_due = || {
        let Ok(mut last) = last_save.try_lock() else { return }; // another thread is saving
        if last.0.elapsed() < SAVE_EVERY {
            return;
        }
        let mut snapshot = lock().clone();
        now(&mut snapshot);
        let done = snapshot.progress().0;
        if done != last.1
            && let Some(Err(e)) = save(&snapshot)
        {
            on_event(CountEvent::SaveFailed(&e));
        }
        *last = (Instant::now(), done);
    };
    let part = lock().part;
    let finished = AtomicBool::new(false);
    let counted = AtomicUsize::new(0);
    let result = std::thread::scope(|scope| {
        let saver = file.and_then(|_| {
            let (finished, save_if_due) = (&finished, &save_if_due);
            let every = move || {
                while !finished.load(Ordering::Relaxed) {
                    std::thread::park_timeout(SAVE_EVERY);
                    if !finished.load(Ordering::Relaxed) {
                        save_if_due();
                    }
                }
            };
            std::thread::Builder::new().spawn_scoped(scope, every).ok()
        });
        // Ends the saver however the count ends, a panic included: the scope waits for it.
        let _end_saver = OnDrop(|| {
            finished.store(true, Ordering::Relaxed);
            if let Some(saver) = &saver {
                saver.thread().unpark();
            }
        });
        let pick = |job: usize| part.contains(job) && !lock().is_done(job);
        let on_done = |job: usize, counts| {
            lock().record_weighed(job, counts, weights[job]);
            let in_this_run = counted.fetch_add(1, Ordering::Relaxed) + 1;
            if saver.is_none() && file.is_some() {
                // No thread for the saver: the workers save as jobs finish.
                save_if_due();
            }
            on_event(CountEvent::JobDone { in_this_run });
        };
        plan.run(&pick, threads, progress, cancel, &on_done)
    });
    let mut checkpoint = state.into_inner().unwrap_or_else(|e| e.into_inner());
    now(&mut checkpoint);
    // A stop before any job finished leaves nothing worth a file.
    let saved = if checkpoint.progress().0 > 0 { save(&checkpoint) } else { None };
    Checkpointed { checkpoint, result: result.map(|_| ()), saved }
}

/// Runs its closure when dropped.
struct OnDrop<F: FnMut()>(F);

impl<F: FnMut()> Drop for OnDrop<F> {
    fn drop(&mut self) {
        (self.0)();
    }
}

/// A claim on a checkpoint, so that two counts never work on one (each would count every
/// job): an advisory lock on a file beside the file its name resolves to, `.NAME.lock` (a
/// hash for NAME when that name would be too long; the checkpoint itself is replaced at
/// every save, and a lock does not follow a rename). The lock ends with the
/// process however it ends; the file is removed when the claim is dropped.
#[derive(Debug)]
pub struct CheckpointLock {
    file: std::fs::File,
    path: PathBuf,
}

#[derive(Debug, thiserror::Error)]
pub enum LockError {
    #[error(
        "checkpoint {checkpoint} is in use by another count (which holds {lock}): wait for that \
         count to end, or give this one another --checkpoint"
    )]
    InUse { checkpoint: PathBuf, lock: PathBuf },
    #[error("cannot lock checkpoint {checkpoint} with {lock}: {source}")]
    Io { checkpoint: PathBuf, lock: PathBuf, source: io::Error },
}

impl CheckpointLock {
    /// Claims `checkpoint`, or says that another count holds it.
    pub fn take(checkpoint: &Path) -> Result<Self, LockError> {
        // On the file the name resolves to: two links to one checkpoint are one claim.
        let resolved = crate::place_file::resolved(checkpoint).map_err(|source| LockError::Io {
            checkpoint: checkpoint.into(),
            lock: checkpoint.into(),
            source,
        })?;
        let path = resolved.with_file_name(crate::place_file::helper_name(&resolved, "lock", 0));
        let failed = |source| LockError::Io { checkpoint: checkpoint.into(), lock: path.clone(), source };
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(failed)?;
        }
        loop {
            let file = open_lock(&path).map_err(failed)?;
            match file.try_lock() {
                Ok(()) => {}
                Err(std::fs::TryLockError::WouldBlock) => {
                    return Err(LockError::InUse { checkpoint: checkpoint.into(), lock: path });
                }
                Err(std::fs::TryLockError::Error(e)) => return Err(failed(e)),
            }
            // The count before may have removed the file between its opening here and the
            // lock: a lock on a removed file claims nothing, so take the one at the path.
            if is_at(&file, &path) {
                return Ok(CheckpointLock { file, path });
            }
        }
    }
}

impl Drop for CheckpointLock {
    fn drop(&mut self) {
        // Removed while still locked, so no other count can hold a lock on this file and
        // find it at the path.
        if cfg!(unix) {
            let _ = std::fs::remove_file(&self.path);
        }
        let _ = self.file.unlock();
    }
}

/// Opens the lock file at `path`, never through a link: created new (`O_EXCL`, which
/// follows no link), or else the one there opened with `O_NOFOLLOW` (and `O_NONBLOCK`, so a
/// FIFO put there cannot block) and refused unless it is a plain file. A link planted at the
/// path would otherwise have a root's count create a file wherever it points.
fn open_lock(path: &Path) -> io::Result<std::fs::File> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true);
    match options.clone().create_new(true).open(path) {
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
        created => return created,
    }
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::custom_flags(&mut options, libc::O_NOFOLLOW | libc::O_NONBLOCK);
    let file = options.open(path).map_err(named_link)?;
    if !file.metadata()?.is_file() {
        return Err(io::Error::other("it is not a plain file, which a lock file always is: remove it"));
    }
    Ok(file)
}

/// A lock path refused for being a link, said so (only a Unix system says ELOOP, and only
/// one has libc's constants).
#[cfg(unix)]
fn named_link(e: io::Error) -> io::Error {
    if e.raw_os_error() == Some(libc::ELOOP) {
        return io::Error::other("it is a symbolic link, which a lock file never is: remove it");
    }
    e
}

#[cfg(not(unix))]
fn named_link(e: io::Error) -> io::Error {
    e
}

/// Whether `file` is the file at `path` now.
#[cfg(unix)]
fn is_at(file: &std::fs::File, path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (file.metadata(), std::fs::metadata(path)) {
        (Ok(a), Ok(b)) => (a.dev(), a.ino()) == (b.dev(), b.ino()),
        _ => false,
    }
}

/// Elsewhere the lock file is never removed, so the file opened is the one at the path.
#[cfg(not(unix))]
fn is_at(_: &std::fs::File, _: &Path) -> bool {
    true
}
