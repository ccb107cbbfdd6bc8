//! Opening a Queenside document whatever its kind: a set of solutions, a set of puzzles or
//! a Most queens placement, as the app's Open does (on the desktop and on the page).
//!
//! Every reader of a file keeps memory the same way: it streams the file, keeps at most
//! `keep` items (the memory cap: solutions, puzzles) and passes over what it does not
//! keep without holding it, so that no file, however big or damaged, takes memory in
//! proportion to its size. A file the solutions reader recognises (it ends too soon, or
//! lists a solution twice) is not read again as another kind of document.

use crate::format::{self, FileError, SolutionSet};
use crate::most_queens::{MostQueensFile, MostQueensFileError};
use crate::puzzle::{self, Puzzle, PuzzleFileError};
use std::io::Read;

/// A document opened.
#[derive(Debug)]
pub enum Opened {
    /// At most `keep` of the solutions, and how many the file lists.
    Solutions {
        set: SolutionSet,
        listed: usize,
    },
    Puzzles(Vec<Puzzle>),
    MostQueens(MostQueensFile),
}

/// Why a document was not opened: the error of the reader whose kind the file is (the
/// solutions reader's when it is no kind at all).
#[derive(Debug)]
pub enum NotOpened {
    Solutions(FileError),
    Puzzles(PuzzleFileError),
    MostQueens(MostQueensFileError),
    /// `stopped` said to stop: nothing more was read.
    Stopped,
}

/// Reads the document `source` gives (from its start, each time a reader tries it),
/// keeping at most `keep` solutions or puzzles; `stopped` is asked before each reader
/// begins (a stopped reader's source should fail its reads, so that it ends soon).
pub fn read<R: Read>(
    source: &dyn Fn() -> Result<R, FileError>,
    keep: usize,
    stopped: &dyn Fn() -> bool,
) -> Result<Opened, NotOpened> {
    let read = source().and_then(|reader| format::read_keeping(reader, keep));
    if stopped() {
        // Nobody waits for this any more: the file is not opened again as another kind of
        // document (a FIFO would hold the thread until someone wrote to it again).
        return Err(NotOpened::Stopped);
    }
    let error = match read {
        Ok((set, listed)) => return Ok(Opened::Solutions { set, listed }),
        Err(e) => e,
    };
    if may_be_puzzles(&error) {
        // A set of puzzles (one a line, or a list) is no set of solutions: Play opens it. A
        // file that is no puzzle file either keeps the solutions reader's error.
        use PuzzleFileError as P;
        match source().map(|reader| puzzle::read_keeping(reader, keep)) {
            Ok(Ok(set)) => return Ok(Opened::Puzzles(set)),
            Ok(Err(P::Read { .. } | P::Json { .. } | P::Empty | P::Foreign { .. })) | Err(_) => {}
            Ok(Err(e)) => return Err(NotOpened::Puzzles(e)),
        }
        if stopped() {
            return Err(NotOpened::Stopped);
        }
    }
    match error {
        FileError::Foreign { found: Some(_) } => match source().map(MostQueensFile::read) {
            Ok(Ok(placement)) => Ok(Opened::MostQueens(placement)),
            Ok(Err(MostQueensFileError::Foreign)) | Err(_) => Err(NotOpened::Solutions(error)),
            Ok(Err(e)) => Err(NotOpened::MostQueens(e)),
        },
        e => Err(NotOpened::Solutions(e)),
    }
}

/// Whether a file the solutions reader refused may be a set of puzzles: when it is another
/// kind of JSON, or more than one JSON document (puzzles one a line). Not when it is a
/// document cut short, nor a set of solutions that fails its checks: reading it again
/// would only take the time again.
fn may_be_puzzles(error: &FileError) -> bool {
    match error {
        FileError::Foreign { .. } => true,
        FileError::Json(e) => e.classify() == serde_json::error::Category::Syntax,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn open(bytes: &[u8], keep: usize) -> Result<Opened, NotOpened> {
        read(&|| Ok(bytes), keep, &|| false)
    }

    #[test]
    fn each_kind_opens_as_itself() {
        let puzzles = puzzle::make(6, 2, None, 1).unwrap();
        let mut lines = Vec::new();
        puzzle::write(&puzzles, &mut lines).unwrap();
        assert!(matches!(open(&lines, 10), Ok(Opened::Puzzles(set)) if set == puzzles));
        // One line, a list: both are puzzles.
        let list = serde_json::to_vec(&puzzles.iter().map(puzzle::to_json).collect::<Vec<_>>()).unwrap();
        assert!(matches!(open(&list, 10), Ok(Opened::Puzzles(set)) if set == puzzles));
        // More puzzles than the cap: refused as such.
        assert!(matches!(open(&lines, 1), Err(NotOpened::Puzzles(PuzzleFileError::PastCap { keep: 1 }))));
    }

    #[test]
    fn a_solutions_file_cut_short_is_not_read_as_puzzles() {
        let text = br#"{"format":"nqueens-solutions","version":1,"n":4,"fixed":[],"filter":"all","complete":true,"count":2,"solutions":[[1,3,0,2],[2,0"#;
        match open(text, 10) {
            Err(NotOpened::Solutions(FileError::Json(e))) => assert!(e.is_eof()),
            other => panic!("{other:?}"),
        }
    }
}
