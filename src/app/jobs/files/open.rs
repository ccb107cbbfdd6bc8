//! Opening a file: a set of solutions (keeping at most the cap), a set of puzzles, or a
//! Most queens placement, read on the file job's thread until cancelled.

use super::{Document, FileEvent, Files};
use crate::app::text::said::OpenError;
use crate::control::CancelFlag;
use crate::format::{self, FileError};
use crate::most_queens::MostQueensFile;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Arc;

impl Files {
    /// Reads and checks the document at `path` on a thread: a set of solutions, or else a
    /// Most queens placement.
    /// Keeps at most `keep` solutions (the memory cap), reading the rest without keeping them.
    pub fn open(&mut self, path: PathBuf, keep: u64) -> Result<(), String> {
        let source = path.clone();
        let keep = usize::try_from(keep).unwrap_or(usize::MAX);
        self.spawn(move |cancel| {
            let (result, left_out_of) = match read_document(&source, &cancel, keep) {
                Ok((doc, listed)) => {
                    let left_out_of = (listed > doc.len()).then_some(listed);
                    (Ok(doc), left_out_of)
                }
                Err(e) => (Err(e), None),
            };
            FileEvent::Opened { result, path: source, left_out_of }
        })?;
        self.opening = Some(path);
        Ok(())
    }
}

/// A file read until its job is cancelled: then every read fails, so the open stops.
struct StoppableRead {
    file: std::fs::File,
    cancel: CancelFlag,
}

impl io::Read for StoppableRead {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.cancel.is_cancelled() {
            return Err(io::Error::other("cancelled"));
        }
        io::Read::read(&mut self.file, buf)
    }
}

/// A solution set (at most `keep` of its solutions, and how many it lists), or else (when
/// the file says it is another kind of document) a Most queens placement.
fn read_document(path: &Path, cancel: &CancelFlag, keep: usize) -> Result<(Document, usize), OpenError> {
    let read = || {
        let file =
            std::fs::File::open(path).map_err(|source| FileError::Read { path: path.to_owned(), source })?;
        format::read_keeping(StoppableRead { file, cancel: cancel.clone() }, keep)
    };
    let read = read();
    if cancel.is_cancelled() {
        // Nobody waits for this any more: the file is not opened again as another kind of
        // document (a FIFO would hold the thread until someone wrote to it again).
        let source = io::Error::other("cancelled");
        return Err(FileError::Read { path: path.to_owned(), source }.into());
    }
    if read.is_err() {
        // A set of puzzles (one a line, or a list) is no set of solutions: Play opens it. A
        // file that is no puzzle file either keeps the solutions reader's error.
        use crate::puzzle::PuzzleFileError as Puzzles;
        match crate::puzzle::open(path) {
            Ok(set) => {
                let listed = set.len();
                return Ok((Document::Puzzles(set), listed));
            }
            Err(Puzzles::Read { .. } | Puzzles::Json { .. } | Puzzles::Empty | Puzzles::Foreign { .. }) => {}
            Err(e) => return Err(e.into()),
        }
    }
    match read {
        Ok((set, listed)) => Ok((Document::Solutions(Arc::new(set)), listed)),
        Err(FileError::Foreign { found: Some(_) }) => match MostQueensFile::open(path) {
            Ok(p) => Ok((Document::MostQueensFile(p), 1)),
            Err(crate::most_queens::MostQueensFileError::Foreign) => Err(format::open(path)
                .map_or_else(OpenError::from, |_| FileError::Foreign { found: None }.into())),
            Err(e) => Err(e.into()),
        },
        Err(e) => Err(e.into()),
    }
}
