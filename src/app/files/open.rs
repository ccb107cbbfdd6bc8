//! Opening a file: a set of solutions (keeping at most the cap), a set of puzzles, or a
//! Most queens placement, read on the file job's thread until cancelled.

use crate::app::files::{Document, FileEvent, Files};
use crate::app::text::said::OpenError;
use crate::control::CancelFlag;
use crate::document::{NotOpened, Opened};
use crate::format::FileError;
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

/// A solution set (at most `keep` of its solutions, and how many it lists), a set of
/// puzzles, or a Most queens placement: the library's [`crate::document::read`], each
/// reader stopped by `cancel`.
fn read_document(path: &Path, cancel: &CancelFlag, keep: usize) -> Result<(Document, usize), OpenError> {
    let source = || {
        let file =
            std::fs::File::open(path).map_err(|source| FileError::Read { path: path.to_owned(), source })?;
        Ok(StoppableRead { file, cancel: cancel.clone() })
    };
    match crate::document::read(&source, keep, &|| cancel.is_cancelled()) {
        Ok(opened) => Ok(opened_document(opened)),
        Err(NotOpened::Stopped) => {
            let source = io::Error::other("cancelled");
            Err(FileError::Read { path: path.to_owned(), source }.into())
        }
        Err(NotOpened::Solutions(e)) => Err(e.into()),
        Err(NotOpened::Puzzles(e)) => Err(e.into()),
        Err(NotOpened::MostQueens(e)) => Err(e.into()),
    }
}

/// The app's document of what the library opened, and how many items the file lists.
pub(crate) fn opened_document(opened: Opened) -> (Document, usize) {
    match opened {
        Opened::Solutions { set, listed } => (Document::Solutions(Arc::new(set)), listed),
        Opened::Puzzles(set) => {
            let listed = set.len();
            (Document::Puzzles(set), listed)
        }
        Opened::MostQueens(placement) => (Document::MostQueensFile(placement), 1),
    }
}
