//! The solution-set JSON document, shared by `nqueens solve` and the app's export and open.
//!
//! ```json
//! {"format":"nqueens-solutions","version":1,"n":8,"fixed":[[0,0]],"filter":"all",
//!  "complete":true,"count":4,"solutions":[[0,4,7,5,2,6,1,3],…]}
//! ```
//! Writing streams the solutions (no document-sized string); reading checks everything,
//! so a document that loads is a valid set of solutions of its board.

use crate::board::{MAX_FILE_N, Problem, ProblemError, Queen, is_solution};
use crate::search::Filter;
use crate::store::SolutionStore;
use crate::symmetry::Classifier;
use serde::de::{self, DeserializeSeed, SeqAccess, Visitor};
use serde::ser::SerializeSeq;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::cell::RefCell;
use std::fmt;
use std::io::{self, BufWriter, Read, Write};
use std::path::{Path, PathBuf};

pub const FORMAT: &str = "nqueens-solutions";
pub const VERSION: u32 = 1;

/// A board, its fixed queens, and solutions of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SolutionSet {
    pub n: usize,
    pub fixed: Vec<Queen>,
    pub filter: Filter,
    /// False when a limit, a stop or a memory cap ended the search early.
    pub complete: bool,
    pub solutions: SolutionStore,
}

/// Why a document could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum FileError {
    #[error("cannot read {path}: {source}")]
    Read { path: PathBuf, source: io::Error },
    #[error("cannot write {path}: {source}")]
    Write { path: PathBuf, source: io::Error },
    #[error("not a valid solution file: {0}")]
    Json(#[from] serde_json::Error),
    #[error("this JSON is not a Queenside solution file (its \"format\" is {found:?}, not {FORMAT:?})")]
    Foreign { found: Option<String> },
    #[error("solution file version {0} is not supported (this build reads version {VERSION})")]
    Version(u32),
    #[error("the file's board is not valid: {0}")]
    Problem(#[from] ProblemError),
    #[error("the file says it holds {stated} solutions but holds {actual}")]
    CountMismatch { stated: usize, actual: usize },
    #[error("every solution in the file must list {n} columns, one per row")]
    Width { n: usize },
    #[error(
        "solution {index} in the file is not a valid solution of the {n}x{n} board with its fixed queens"
    )]
    BadSolution { index: usize, n: usize },
}

/// Writes the document, calling `on_progress(written, total)` every few thousand solutions.
pub fn write(
    set: &SolutionSet,
    writer: impl Write,
    on_progress: &mut dyn FnMut(usize, usize),
) -> io::Result<()> {
    let mut writer = BufWriter::new(writer);
    let doc = Document {
        format: FORMAT,
        version: VERSION,
        n: set.n,
        fixed: &set.fixed,
        filter: set.filter,
        complete: set.complete,
        count: set.solutions.len(),
        solutions: Solutions { store: &set.solutions, on_progress: RefCell::new(on_progress) },
    };
    serde_json::to_writer(&mut writer, &doc)?;
    writer.write_all(b"\n")?;
    writer.flush()
}

/// Writes the document to `path` atomically: a temporary file beside it, then a rename, so
/// a failed save leaves any earlier file at `path` whole.
pub fn save(
    set: &SolutionSet,
    path: &Path,
    on_progress: &mut dyn FnMut(usize, usize),
) -> Result<(), FileError> {
    let fail = |source: io::Error| FileError::Write { path: path.to_owned(), source: plain(source) };
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let mut temp = tempfile::NamedTempFile::new_in(dir).map_err(fail)?;
    write(set, temp.as_file_mut(), on_progress).map_err(fail)?;
    temp.as_file().sync_all().map_err(fail)?;
    temp.persist(path).map_err(|e| fail(e.error))?;
    Ok(())
}

/// The OS's own words for an error, without the temporary file's name that tempfile adds.
fn plain(e: io::Error) -> io::Error {
    e.raw_os_error().map_or(e, io::Error::from_raw_os_error)
}

/// Reads and checks a document.
pub fn read(reader: impl Read) -> Result<SolutionSet, FileError> {
    let raw: RawDocument = serde_json::from_reader(io::BufReader::new(reader))?;
    if raw.format.as_deref() != Some(FORMAT) {
        return Err(FileError::Foreign { found: raw.format });
    }
    let (Some(version), Some(n), Some(fixed), Some(filter), Some(complete), Some(solutions)) =
        (raw.version, raw.n, raw.fixed, raw.filter, raw.complete, raw.solutions)
    else {
        return Err(FileError::Json(de::Error::custom(
            "a field is missing: a solution file needs version, n, fixed, filter, complete and solutions",
        )));
    };
    if version != VERSION {
        return Err(FileError::Version(version));
    }
    let problem = Problem::new(n, fixed, MAX_FILE_N)?;
    let stated = raw.count.unwrap_or(solutions.rows);
    if stated != solutions.rows {
        return Err(FileError::CountMismatch { stated, actual: solutions.rows });
    }
    if solutions.widths_differ || solutions.values.len() != solutions.rows * n {
        return Err(FileError::Width { n });
    }
    let classifier = (filter == Filter::Unique).then(|| Classifier::new(&problem));
    let mut store = SolutionStore::new(n);
    for (index, cols) in solutions.values.chunks(n).enumerate() {
        if !is_solution(n, cols) || !problem.keeps_fixed(cols) {
            return Err(FileError::BadSolution { index, n });
        }
        store.push(cols, classifier.as_ref().map(|c| c.class_size(cols)));
    }
    Ok(SolutionSet { n, fixed: problem.fixed().to_vec(), filter, complete, solutions: store })
}

/// Reads and checks the document at `path`.
pub fn open(path: &Path) -> Result<SolutionSet, FileError> {
    let file =
        std::fs::File::open(path).map_err(|source| FileError::Read { path: path.to_owned(), source })?;
    read(file)
}

#[derive(Serialize)]
struct Document<'a, 'p> {
    format: &'static str,
    version: u32,
    n: usize,
    fixed: &'a [Queen],
    filter: Filter,
    complete: bool,
    count: usize,
    solutions: Solutions<'a, 'p>,
}

struct Solutions<'a, 'p> {
    store: &'a SolutionStore,
    // Serialize takes `&self`; the progress callback needs `&mut`.
    on_progress: RefCell<&'p mut dyn FnMut(usize, usize)>,
}

impl Serialize for Solutions<'_, '_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let total = self.store.len();
        let mut seq = serializer.serialize_seq(Some(total))?;
        let mut on_progress = self.on_progress.borrow_mut();
        for (i, cols) in self.store.iter().enumerate() {
            seq.serialize_element(&Row(cols))?;
            if i % 4096 == 0 {
                on_progress(i, total);
            }
        }
        on_progress(total, total);
        seq.end()
    }
}

struct Row<I>(I);

impl<I: Iterator<Item = u32> + ExactSizeIterator + Clone> Serialize for Row<I> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.clone())
    }
}

/// Every field optional, so a foreign JSON object is told apart from a damaged one.
#[derive(Deserialize)]
struct RawDocument {
    format: Option<String>,
    version: Option<u32>,
    n: Option<usize>,
    fixed: Option<Vec<Queen>>,
    filter: Option<Filter>,
    complete: Option<bool>,
    count: Option<usize>,
    solutions: Option<FlatRows>,
}

/// Rows of numbers read straight into one flat vector, never a vector per row.
struct FlatRows {
    values: Vec<u32>,
    rows: usize,
    widths_differ: bool,
}

impl<'de> Deserialize<'de> for FlatRows {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_seq(FlatRowsVisitor)
    }
}

struct FlatRowsVisitor;

impl<'de> Visitor<'de> for FlatRowsVisitor {
    type Value = FlatRows;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a list of solutions, each a list of columns")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<FlatRows, A::Error> {
        let mut rows = FlatRows { values: Vec::new(), rows: 0, widths_differ: false };
        let mut width = None;
        while let Some(len) = seq.next_element_seed(RowSeed(&mut rows.values))? {
            rows.rows += 1;
            rows.widths_differ |= *width.get_or_insert(len) != len;
        }
        Ok(rows)
    }
}

/// Appends one row's numbers to the flat vector and yields the row's length.
struct RowSeed<'v>(&'v mut Vec<u32>);

impl<'de> DeserializeSeed<'de> for RowSeed<'_> {
    type Value = usize;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<usize, D::Error> {
        deserializer.deserialize_seq(self)
    }
}

impl<'de> Visitor<'de> for RowSeed<'_> {
    type Value = usize;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a list of column numbers")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<usize, A::Error> {
        let mut len = 0;
        while let Some(col) = seq.next_element::<u32>()? {
            self.0.push(col);
            len += 1;
        }
        Ok(len)
    }
}
