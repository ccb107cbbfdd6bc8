//! The Most queens document: what `nqueens most-queens` prints, and what the app exports
//! and opens.
//!
//! ```json
//! {"format":"nqueens-most-queens","version":1,"n":8,"fixed":[[0,0]],"most_queens":8,"proven":true,
//!  "queens":[[0,0],[1,4],…]}
//! ```
//! `queens` holds every queen, fixed ones included, as `[row, col]` pairs sorted by row;
//! `most_queens` is how many. Its fields are named as [`MostQueensFile`]'s and the feature's;
//! files written before were named `max`, `optimal` and `placement`, and still open.
//! Reading checks everything, so a document that loads is a valid placement of its board.

use super::MostQueens;
use crate::board::{Problem, ProblemError, Queen};
use crate::place_file;
use serde::{Deserialize, Serialize};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

pub(crate) const FORMAT: &str = "nqueens-most-queens";
pub(crate) const VERSION: u32 = 1;

/// A Most queens answer: the board, its fixed queens, and the largest placement found with
/// whether it is proven the most.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MostQueensFile {
    pub n: usize,
    pub fixed: Vec<Queen>,
    pub best: MostQueens,
}

#[derive(Debug, thiserror::Error)]
pub enum MostQueensFileError {
    #[error("cannot read {path}: {source}")]
    Read { path: PathBuf, source: io::Error },
    #[error("cannot write {path}: {source}")]
    Write { path: PathBuf, source: io::Error },
    #[error("not a valid Most queens file: {0}")]
    Json(#[from] serde_json::Error),
    #[error("this JSON is not a Queenside Most queens file (its \"format\" is not \"{FORMAT}\")")]
    Foreign,
    #[error("Most queens file version {0} is not supported (this build reads version {VERSION})")]
    Version(u32),
    #[error("the file's board is not valid: {0}")]
    Problem(#[from] ProblemError),
    #[error("the file's placement is not valid: {0}")]
    Invalid(String),
}

#[derive(Serialize, Deserialize)]
struct Document {
    format: String,
    version: u32,
    n: usize,
    fixed: Vec<Queen>,
    #[serde(alias = "max")]
    most_queens: usize,
    #[serde(alias = "optimal")]
    proven: bool,
    #[serde(alias = "placement")]
    queens: Vec<Queen>,
}

/// The document's fields, each any JSON, so that `format` is checked first.
#[derive(Deserialize)]
struct Loose {
    format: Option<serde_json::Value>,
    version: Option<serde_json::Value>,
    n: Option<serde_json::Value>,
    fixed: Option<serde_json::Value>,
    #[serde(alias = "max")]
    most_queens: Option<serde_json::Value>,
    #[serde(alias = "optimal")]
    proven: Option<serde_json::Value>,
    #[serde(alias = "placement")]
    queens: Option<serde_json::Value>,
}

impl MostQueensFile {
    /// Writes the document as one line.
    pub fn write(&self, mut out: impl Write) -> io::Result<()> {
        let doc = Document {
            format: FORMAT.into(),
            version: VERSION,
            n: self.n,
            fixed: self.fixed.clone(),
            most_queens: self.best.queens.len(),
            proven: self.best.proven,
            queens: self.best.queens.clone(),
        };
        serde_json::to_writer(&mut out, &doc).map_err(io::Error::from)?;
        writeln!(out)
    }

    /// Writes the document to `path` atomically.
    pub fn save(&self, path: &Path) -> Result<(), MostQueensFileError> {
        place_file::write(path, |file| self.write(io::BufWriter::new(file)))
            .map_err(|source| MostQueensFileError::Write { path: path.into(), source })
    }

    /// Reads and checks a document.
    pub fn read(reader: impl Read) -> Result<Self, MostQueensFileError> {
        // Its own fields alone, any other passed over unkept: a big document of another
        // kind takes little memory here.
        let loose: Loose = serde_json::from_reader(io::BufReader::new(reader))?;
        if loose.format.as_ref().and_then(|f| f.as_str()) != Some(FORMAT) {
            return Err(MostQueensFileError::Foreign);
        }
        let fields = [
            ("format", loose.format),
            ("version", loose.version),
            ("n", loose.n),
            ("fixed", loose.fixed),
            ("most_queens", loose.most_queens),
            ("proven", loose.proven),
            ("queens", loose.queens),
        ];
        let object =
            fields.into_iter().filter_map(|(name, value)| Some((name.to_string(), value?))).collect();
        let doc: Document = serde_json::from_value(serde_json::Value::Object(object))?;
        if doc.version != VERSION {
            return Err(MostQueensFileError::Version(doc.version));
        }
        let problem = Problem::new(doc.n, doc.fixed)?;
        let invalid = |why: String| Err(MostQueensFileError::Invalid(why));
        if doc.most_queens != doc.queens.len() {
            let (said, listed) = (doc.most_queens, doc.queens.len());
            return invalid(format!("\"most_queens\" is {said} but it lists {listed} queens"));
        }
        let n = problem.n();
        if let Some(q) = doc.queens.iter().find(|q| q.row >= n || q.col >= n) {
            return invalid(format!("row {}, column {} is off the {n}×{n} board", q.row, q.col));
        }
        if let Some(q) = problem.fixed().iter().find(|q| !doc.queens.contains(q)) {
            return invalid(format!("it leaves out the fixed queen on {}", q.notation(n)));
        }
        for (i, a) in doc.queens.iter().enumerate() {
            if let Some(b) = doc.queens[i + 1..].iter().find(|b| a.attack(**b).is_some() || a == *b) {
                return invalid(format!("{} and {} attack each other", a.notation(n), b.notation(n)));
            }
        }
        let mut queens = doc.queens;
        queens.sort_by_key(|q| q.row);
        Ok(MostQueensFile {
            n,
            fixed: problem.fixed().to_vec(),
            best: MostQueens { queens, proven: doc.proven },
        })
    }

    /// Reads and checks the document at `path`.
    pub fn open(path: &Path) -> Result<Self, MostQueensFileError> {
        let file = std::fs::File::open(path)
            .map_err(|source| MostQueensFileError::Read { path: path.into(), source })?;
        Self::read(file)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eight() -> MostQueensFile {
        let cols = [0, 4, 7, 5, 2, 6, 1, 3];
        let queens = cols.iter().enumerate().map(|(r, &c)| Queen::new(r, c)).collect();
        MostQueensFile { n: 8, fixed: vec![Queen::new(0, 0)], best: MostQueens { queens, proven: true } }
    }

    fn text(p: &MostQueensFile) -> String {
        let mut out = Vec::new();
        p.write(&mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn a_written_placement_reads_back() {
        let p = eight();
        let written = text(&p);
        assert!(written.starts_with(r#"{"format":"nqueens-most-queens","version":1,"n":8,"#), "{written}");
        assert!(written.contains(r#""most_queens":8,"proven":true,"queens":[[0,0],"#), "{written}");
        assert_eq!(MostQueensFile::read(written.as_bytes()).unwrap(), p);
    }

    #[test]
    fn bad_documents_say_what_is_wrong() {
        let good = text(&eight());
        let bad = |from: &str, to: &str| {
            let doc = good.replacen(from, to, 1);
            assert_ne!(doc, good, "{from} not in the document");
            MostQueensFile::read(doc.as_bytes()).unwrap_err().to_string()
        };
        assert!(bad("nqueens-most-queens", "nqueens-solutions").contains("not a Queenside Most queens"));
        assert!(bad(r#""version":1"#, r#""version":9"#).contains("version 9"));
        assert!(bad(r#""most_queens":8"#, r#""most_queens":7"#).contains("\"most_queens\" is 7"));
        assert!(bad("[1,4]", "[1,1]").contains("attack each other"));
        assert!(bad("[1,4]", "[1,40]").contains("off the 8×8 board"));
        assert!(bad(r#""fixed":[[0,0]]"#, r#""fixed":[[2,6]]"#).contains("fixed queen on g6"));
        assert!(MostQueensFile::read(&b"[1,2"[..]).unwrap_err().to_string().starts_with("not a valid"));
    }

    #[test]
    fn a_file_written_with_the_old_field_names_still_opens() {
        let old = r#"{"format":"nqueens-most-queens","version":1,"n":4,"fixed":[[0,0]],"max":3,"optimal":true,"placement":[[0,0],[1,2],[3,1]]}"#;
        let queens = vec![Queen::new(0, 0), Queen::new(1, 2), Queen::new(3, 1)];
        let expected =
            MostQueensFile { n: 4, fixed: vec![Queen::new(0, 0)], best: MostQueens { queens, proven: true } };
        assert_eq!(MostQueensFile::read(old.as_bytes()).unwrap(), expected);
    }
}
