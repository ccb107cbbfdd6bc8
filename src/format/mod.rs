//! The solution-set JSON document, shared by `nqueens solve` and the app's export and open.
//!
//! ```json
//! {"format":"nqueens-solutions","version":1,"n":8,"fixed":[[0,0]],"filter":"all",
//!  "method":"backtrack","solutions":[[0,4,7,5,2,6,1,3],…],"count":4,"complete":true}
//! ```
//! `method` is there when a search wrote the document as it ran (`nqueens solve`); a stored
//! set does not know it. Writing streams the solutions (no document-sized string), through
//! the one writer of the document, [`crate::output::SolutionWriter`]. Reading takes the
//! fields in any order and checks everything, so a document that loads is a valid set of
//! solutions of its board.

mod repeats;
mod rows;

use crate::board::{Problem, ProblemError, Queen, is_solution};
use crate::output::{FORMAT, Header, Layout, SolutionWriter, VERSION};
use crate::store::SolutionStore;
use crate::stream::Filter;
use crate::symmetry::Classifier;
use rows::{FlatRows, FlatRowsSeed, Kept};
use serde::Deserializer;
use serde::de::{DeserializeOwned, DeserializeSeed, IgnoredAny, MapAccess, Visitor};
use serde_json::Value;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

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

/// serde_json's reason in words for a person: an empty file says so (serde_json says "EOF
/// while parsing a value at line 1 column 0").
pub(crate) fn json_reason(e: &serde_json::Error) -> String {
    match e.classify() {
        serde_json::error::Category::Eof if e.line() <= 1 && e.column() == 0 => "the file is empty".into(),
        serde_json::error::Category::Eof => format!("the file ends too soon (at line {})", e.line()),
        _ => e.to_string(),
    }
}

/// Why a document could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum FileError {
    #[error("cannot read {path}: {source}")]
    Read { path: PathBuf, source: io::Error },
    #[error("cannot write {path}: {source}")]
    Write { path: PathBuf, source: io::Error },
    #[error("not a valid solution file: {}", json_reason(.0))]
    Json(#[from] serde_json::Error),
    #[error("this JSON is not a Queenside solution file ({})", match found {
        Some(f) => format!("its \"format\" is {f}, not \"{FORMAT}\""),
        None => format!("it has no \"format\": \"{FORMAT}\""),
    })]
    Foreign { found: Option<String> },
    #[error("not a valid solution file: the field \"{0}\" is missing")]
    Missing(&'static str),
    #[error("not a valid solution file: the field \"{name}\" is wrong: {reason}")]
    Field { name: &'static str, reason: String },
    #[error("solution file version {0} is not supported (this build reads version {VERSION})")]
    Version(u32),
    #[error("the file's board is not valid: {0}")]
    Problem(#[from] ProblemError),
    #[error("the file says it holds {stated} solutions but holds {actual}")]
    CountMismatch { stated: usize, actual: usize },
    #[error("every solution in the file must list {n} columns, one per row")]
    Width { n: usize },
    /// `index` counts from 0; the message counts from 1, as the app's list numbers solutions.
    #[error(
        "solution {} in the file is not a valid solution of the {n}×{n} board with its fixed queens",
        .index + 1
    )]
    BadSolution { index: usize, n: usize },
    /// Numbers count from 1, as the app's list numbers the solutions.
    #[error("solution {repeat} in the file repeats solution {first}: a set lists each solution once")]
    Repeated { first: usize, repeat: usize },
    #[error(
        "solution {repeat} in the file is a rotation or reflection of solution {first}: a set of \
         unique solutions lists one per class"
    )]
    SameClass { first: usize, repeat: usize },
}

/// Writes the document (without `method`, which only a search knows), calling
/// `on_progress(written, total)` every few thousand solutions.
pub fn write(
    set: &SolutionSet,
    writer: impl Write,
    on_progress: &mut dyn FnMut(usize, usize),
) -> io::Result<()> {
    let header = Header::new(set.n, &set.fixed, set.filter, None);
    let mut out = SolutionWriter::new(writer, Layout::Json, &header)?;
    let total = set.solutions.len();
    let mut cols = Vec::with_capacity(set.n);
    for (i, row) in set.solutions.iter().enumerate() {
        if i % 4096 == 0 {
            on_progress(i, total);
        }
        cols.clear();
        cols.extend(row);
        out.solution(&cols)?;
    }
    on_progress(total, total);
    out.finish(set.complete)?;
    Ok(())
}

/// Writes the document to `path` by [`crate::place_file::write`]'s rule: a failed save
/// leaves any earlier file at `path` whole, and a link, device or FIFO there is written, not
/// replaced.
pub fn save(
    set: &SolutionSet,
    path: &Path,
    on_progress: &mut dyn FnMut(usize, usize),
) -> Result<(), FileError> {
    crate::place_file::write(path, |file| write(set, file, on_progress))
        .map_err(|source| FileError::Write { path: path.to_owned(), source })
}

/// Reads and checks a document.
pub fn read(reader: impl Read) -> Result<SolutionSet, FileError> {
    read_keeping(reader, usize::MAX).map(|(set, _)| set)
}

/// Reads and checks a document, keeping its first `keep` solutions (the app's "Keep at
/// most"): the rest are read and counted, not kept, so a file of more solutions than
/// memory holds opens in memory for `keep`. Returns the set (not complete when some were
/// left out) and how many solutions the file lists. Solutions left out are checked for
/// their shape only.
pub fn read_keeping(reader: impl Read, keep: usize) -> Result<(SolutionSet, usize), FileError> {
    let mut json = serde_json::Deserializer::from_reader(io::BufReader::new(reader));
    let raw =
        RawSeed { keep }.deserialize(&mut json).and_then(|raw| json.end().map(|()| raw)).map_err(|e| {
            // Every field is loosely typed, so a data error means the whole is not an object.
            if e.classify() == serde_json::error::Category::Data {
                FileError::Foreign { found: None }
            } else {
                FileError::Json(e)
            }
        })?;
    match raw.format {
        Some(Value::String(ref f)) if f == FORMAT => {}
        other => return Err(FileError::Foreign { found: other.map(|v| v.to_string()) }),
    }
    let version: u32 = field("version", raw.version)?;
    if version != VERSION {
        return Err(FileError::Version(version));
    }
    let n: usize = field("n", raw.n)?;
    let fixed: Vec<Queen> = field("fixed", raw.fixed)?;
    let filter: Filter = field("filter", raw.filter)?;
    let complete: bool = field("complete", raw.complete)?;
    let solutions = raw.solutions.ok_or(FileError::Missing("solutions"))?;
    if solutions.malformed {
        return Err(FileError::Field {
            name: "solutions",
            reason: "it must be a list of solutions, each a list of column numbers".into(),
        });
    }
    let problem = Problem::wide(n, fixed)?;
    let stated = match raw.count {
        Some(count) => field("count", Some(count))?,
        None => solutions.rows,
    };
    if stated != solutions.rows {
        return Err(FileError::CountMismatch { stated, actual: solutions.rows });
    }
    let (kept_rows, rows) = (solutions.kept_rows, solutions.rows);
    let (store, first_bad) = match solutions.kept {
        // The size changed after the list was read (a second "n"): its rows are not n wide.
        Kept::Store { store, .. } if store.n() != n && kept_rows > 0 => return Err(FileError::Width { n }),
        Kept::Store { wrong_width: true, .. } => return Err(FileError::Width { n }),
        Kept::Store { store, first_bad, .. } => (store, first_bad),
        Kept::Flat(values) if values.len() != kept_rows * n => return Err(FileError::Width { n }),
        Kept::Flat(values) => stored(n, &values),
    };
    if solutions.widths_differ {
        return Err(FileError::Width { n });
    }
    let filter_unique = filter == Filter::Unique;
    let store = checked(&problem, filter_unique, store, first_bad)?;
    let complete = complete && kept_rows == rows;
    let set = SolutionSet { n, fixed: problem.fixed().to_vec(), filter, complete, solutions: store };
    Ok((set, rows))
}

/// Rows of `n` columns, one after another, into a store: up to the first that cannot be a
/// solution (a column the store cannot hold), whose index is returned too.
fn stored(n: usize, values: &[u32]) -> (SolutionStore, Option<usize>) {
    let mut store = SolutionStore::new(n);
    for (index, cols) in values.chunks(n.max(1)).enumerate() {
        if cols.iter().any(|&c| c as usize >= n) {
            return (store, Some(index));
        }
        store.push(cols, None);
    }
    (store, None)
}

/// The rows read, checked: each a solution of `problem` (up to `first_bad`, the first row
/// the reader found none), and none repeated (in a set of unique solutions, no two of one
/// class). The error is about the first row at fault, as the file lists them. A set of unique
/// solutions is returned with its class sizes.
fn checked(
    problem: &Problem,
    unique: bool,
    store: SolutionStore,
    first_bad: Option<usize>,
) -> Result<SolutionStore, FileError> {
    let n = problem.n();
    let classifier = unique.then(|| Classifier::new(problem));
    // The classes' canonical members, in the rows' order: two rows of one class share one.
    let mut canonical = SolutionStore::new(n);
    let mut class_sizes = Vec::new();
    let mut first_bad = first_bad;
    let mut cols = Vec::with_capacity(n);
    for index in 0..first_bad.unwrap_or(store.len()).min(store.len()) {
        cols.clear();
        cols.extend(store.get(index));
        if !is_solution(n, &cols) || !problem.keeps_fixed(&cols) {
            first_bad = Some(index);
            break;
        }
        if let Some(classifier) = &classifier {
            let (member, size) = classifier.canonical(&cols);
            canonical.push(&member, None);
            class_sizes.push(size);
        }
    }
    let good = first_bad.unwrap_or(store.len());
    let repeat = match &classifier {
        Some(_) => repeats::first_repeat(&canonical, good),
        None => repeats::first_repeat(&store, good),
    };
    if let Some((first, repeat)) = repeat {
        let (first, repeat) = (first + 1, repeat + 1);
        return Err(if store.cmp_rows(first - 1, repeat - 1).is_eq() {
            FileError::Repeated { first, repeat }
        } else {
            FileError::SameClass { first, repeat }
        });
    }
    if let Some(index) = first_bad {
        return Err(FileError::BadSolution { index, n });
    }
    Ok(if unique { store.with_class_sizes(class_sizes) } else { store })
}

/// Reads and checks the document at `path`.
pub fn open(path: &Path) -> Result<SolutionSet, FileError> {
    let file =
        std::fs::File::open(path).map_err(|source| FileError::Read { path: path.to_owned(), source })?;
    read(file)
}

/// Every field optional and loosely typed, so a foreign JSON object is told apart from a
/// damaged one: `format` is checked before any other field's type.
#[derive(Default)]
struct RawDocument {
    format: Option<Value>,
    version: Option<Value>,
    n: Option<Value>,
    fixed: Option<Value>,
    filter: Option<Value>,
    complete: Option<Value>,
    count: Option<Value>,
    solutions: Option<FlatRows>,
}

/// Reads a [`RawDocument`] keeping at most `keep` solutions; other fields are passed over.
struct RawSeed {
    keep: usize,
}

impl<'de> DeserializeSeed<'de> for RawSeed {
    type Value = RawDocument;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<RawDocument, D::Error> {
        deserializer.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for RawSeed {
    type Value = RawDocument;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a solution file's JSON object")
    }

    fn visit_map<M: MapAccess<'de>>(self, mut map: M) -> Result<RawDocument, M::Error> {
        let mut raw = RawDocument::default();
        while let Some(key) = map.next_key::<String>()? {
            let slot = match key.as_str() {
                "format" => &mut raw.format,
                "version" => &mut raw.version,
                "n" => &mut raw.n,
                "fixed" => &mut raw.fixed,
                "filter" => &mut raw.filter,
                "complete" => &mut raw.complete,
                "count" => &mut raw.count,
                "solutions" => {
                    // The size, if it came first (as nqueens writes it), lets each row go
                    // straight into the compact store: no wider copy of the list is made.
                    let n = raw.n.as_ref().and_then(Value::as_u64).and_then(|n| usize::try_from(n).ok());
                    raw.solutions = Some(map.next_value_seed(FlatRowsSeed { keep: self.keep, n })?);
                    continue;
                }
                _ => {
                    map.next_value::<IgnoredAny>()?;
                    continue;
                }
            };
            *slot = Some(map.next_value()?);
        }
        Ok(raw)
    }
}

/// A field's value as the type it must have.
fn field<T: DeserializeOwned>(name: &'static str, value: Option<Value>) -> Result<T, FileError> {
    let value = value.ok_or(FileError::Missing(name))?;
    serde_json::from_value(value).map_err(|e| FileError::Field { name, reason: e.to_string() })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 30, item 8: an empty file said "EOF while parsing a value at line 1 column 0".
    #[test]
    fn an_empty_or_cut_file_is_said_in_words() {
        let empty = read(&b""[..]).unwrap_err().to_string();
        assert_eq!(empty, "not a valid solution file: the file is empty");
        let cut = read(&b"{\"format\": \"nqueens-solutions\",\n"[..]).unwrap_err().to_string();
        assert_eq!(cut, "not a valid solution file: the file ends too soon (at line 2)");
    }

    /// Issue 32: the app opening a file of more solutions than "Keep at most" read them all
    /// (14,772,512 of 16×16 peaked at 2.1 GB): the first `keep` are kept, the rest counted.
    #[test]
    fn a_file_is_read_keeping_at_most_what_is_asked() {
        // Every solution of 8×8: each permutation of the columns that is a solution.
        fn permutations(cols: &mut Vec<u32>, store: &mut SolutionStore) {
            if cols.len() == 8 {
                if is_solution(8, cols) {
                    store.push(cols, None);
                }
                return;
            }
            for c in 0..8 {
                if !cols.contains(&c) {
                    cols.push(c);
                    permutations(cols, store);
                    cols.pop();
                }
            }
        }
        let mut store = SolutionStore::new(8);
        permutations(&mut Vec::new(), &mut store);
        let mut all = Vec::new();
        let full = SolutionSet { n: 8, fixed: vec![], filter: Filter::All, complete: true, solutions: store };
        write(&full, &mut all, &mut |_, _| {}).unwrap();
        let (kept, listed) = read_keeping(&all[..], 10).unwrap();
        assert_eq!((kept.solutions.len(), listed, kept.complete), (10, 92, false));
        for i in 0..10 {
            assert_eq!(kept.solutions.to_vec(i), full.solutions.to_vec(i));
        }
        let (whole, listed) = read_keeping(&all[..], 92).unwrap();
        assert_eq!((whole, listed), (full.clone(), 92));
        // A file's other faults are still found past what is kept.
        let text = String::from_utf8(all.clone()).unwrap();
        let wrong_count = text.replace("\"count\":92", "\"count\":93");
        assert!(matches!(read_keeping(wrong_count.as_bytes(), 10), Err(FileError::CountMismatch { .. })));
        let uneven = text.replacen("],[", ",0],[", 50);
        assert!(matches!(read_keeping(uneven.as_bytes(), 10), Err(FileError::Width { .. })));
    }
}
