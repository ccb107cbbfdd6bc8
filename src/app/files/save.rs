//! Saving documents: solutions streaming, a Most queens placement, Play's puzzles; always
//! through a temporary file, stopping when cancelled.

use crate::app::files::{Document, Export, FileEvent, FileTask, Files};
use crate::app::text::said::Said;
use crate::control::CancelFlag;
use crate::format::{self, FileError};
use std::io::{self, Write};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use web_time::{Duration, Instant};

/// The puzzles an export saves: a set opened, or puzzles the export job makes first.
#[derive(Debug, Clone)]
pub enum PuzzleSource {
    Given(Arc<[crate::puzzle::Puzzle]>),
    Make { n: usize, count: usize, grade: Option<crate::puzzle::Difficulty>, seed: u64 },
}

impl PuzzleSource {
    /// The puzzles, made here if need be (on the file job's thread).
    pub(super) fn puzzles(&self) -> Result<Arc<[crate::puzzle::Puzzle]>, crate::puzzle::PuzzleError> {
        match self {
            PuzzleSource::Given(set) => Ok(set.clone()),
            PuzzleSource::Make { n, count, grade, seed } => {
                crate::puzzle::make(*n, *count, *grade, *seed).map(Into::into)
            }
        }
    }
}

impl Files {
    /// Writes `doc` to `path` on a thread, atomically (and a set of solutions streaming).
    pub fn export(&mut self, doc: Document, path: PathBuf) -> Result<(), String> {
        if self.away.is_some() {
            self.start_away(FileTask::Export { doc, path });
            return Ok(());
        }
        self.write(doc, path)
    }

    fn write(&mut self, doc: Document, path: PathBuf) -> Result<(), String> {
        let written = Arc::new(AtomicUsize::new(0));
        let total = doc.len();
        let wake = self.wake.clone();
        let (target, progress) = (path.clone(), written.clone());
        self.spawn(move |cancel| {
            let mut last_wake = Instant::now();
            let (what, result) = match &doc {
                Document::Solutions(set) => {
                    let mut on_progress = |done: usize, _: usize| {
                        progress.store(done, Ordering::Relaxed);
                        // Wake the UI now and then, so the progress bar moves.
                        if last_wake.elapsed() > Duration::from_millis(50) {
                            last_wake = Instant::now();
                            wake();
                        }
                    };
                    // A cancelled save fails its next write: the temporary file goes, and
                    // any earlier file at the path stays whole.
                    let result = crate::place_file::write(&target, |file| {
                        format::write(set, Stoppable { file, cancel: &cancel }, &mut on_progress)
                    })
                    .map_err(|source| FileError::Write { path: target.clone(), source });
                    (Said::Solutions { count: total, filter: set.filter }, result.map_err(Into::into))
                }
                Document::MostQueensFile(p) => (Said::ThePlacement, p.save(&target).map_err(Into::into)),
                Document::Puzzles(set) => {
                    (Said::Puzzles(set.len()), crate::puzzle::save(set, &target).map_err(Into::into))
                }
            };
            FileEvent::Saved { path: target, what, result }
        })?;
        self.export = Some(Export { path, written, total });
        Ok(())
    }

    /// Writes Play's puzzles to `path` as JSON lines on a thread, atomically, making them
    /// first if the source asks for that.
    pub fn export_puzzles(&mut self, source: PuzzleSource, path: PathBuf) -> Result<(), String> {
        let written = Arc::new(AtomicUsize::new(0));
        let (target, done) = (path.clone(), written.clone());
        self.spawn(move |cancel| {
            let (what, result) = match source.puzzles() {
                Ok(set) => {
                    // Cancelled while they were made, or while written: no file is left.
                    let saved = crate::place_file::write(&target, |file| {
                        crate::puzzle::write(&set, io::BufWriter::new(Stoppable { file, cancel: &cancel }))
                    })
                    .map_err(|source| {
                        crate::puzzle::PuzzleFileError::Write { path: target.clone(), source }.into()
                    });
                    (Said::Puzzles(set.len()), saved)
                }
                Err(e) => (Said::Verbatim(String::new()), Err(e.into())),
            };
            done.store(1, Ordering::Relaxed);
            FileEvent::Saved { path: target, what, result }
        })?;
        self.export = Some(Export { path, written, total: 1 });
        Ok(())
    }
}

/// A file written until its job is cancelled: then every write fails, so the save stops.
pub(super) struct Stoppable<'a> {
    pub(super) file: &'a mut std::fs::File,
    pub(super) cancel: &'a CancelFlag,
}

impl Write for Stoppable<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if self.cancel.is_cancelled() {
            return Err(io::Error::other("cancelled"));
        }
        self.file.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.file.flush()
    }
}
