//! The solution-set JSON document, shared by `nqueens solve` and the app's export and open.
//!
//! ```json
//! {"format":"nqueens-solutions","version":1,"n":8,"fixed":[[0,0]],"filter":"all",
//!  "method":"backtrack","solutions":[[0,4,7,5,2,6,1,3],…],"count":4,"complete":true}
//! ```
//! Writing streams the solutions (no document-sized string); reading checks everything,
//! so a document that loads is a valid set of solutions of its board.

use crate::board::{MAX_FILE_N, Problem, ProblemError, Queen, is_solution};
use crate::store::SolutionStore;
use crate::stream::Filter;
use crate::symmetry::Classifier;
use serde::de::DeserializeOwned;
use serde::de::{self, DeserializeSeed, SeqAccess, Visitor};
use serde::ser::SerializeSeq;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;
use std::cell::RefCell;
use std::fmt;
use std::io::{self, BufWriter, Read, Write};
use std::path::{Path, PathBuf};

pub(crate) const FORMAT: &str = "nqueens-solutions";
pub(crate) const VERSION: u32 = 1;

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
    #[error(
        "solution {index} in the file is not a valid solution of the {n}x{n} board with its fixed queens"
    )]
    BadSolution { index: usize, n: usize },
}

/// Writes the document (without `method`, which only a search knows), calling `on_progress(written, total)` every few thousand solutions.
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
        solutions: Solutions { store: &set.solutions, on_progress: RefCell::new(on_progress) },
        complete: set.complete,
        count: set.solutions.len(),
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
    write_atomically(path, |file| write(set, file, on_progress))
        .map_err(|source| FileError::Write { path: path.to_owned(), source })
}

/// Writes a file atomically: `fill` writes a temporary file beside `path`, which then
/// replaces `path` by a rename, so a failure leaves any earlier file there whole. Errors
/// carry the OS's own words, without the temporary file's name.
pub fn write_atomically(
    path: &Path,
    fill: impl FnOnce(&mut std::fs::File) -> io::Result<()>,
) -> io::Result<()> {
    let dir = path.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let mut builder = tempfile::Builder::new();
    // A temporary file is private to its owner (0600); the document it becomes is not:
    // keep the permissions of the file it replaces, or those of any new file (umask applies).
    #[cfg(unix)]
    let permissions = std::fs::metadata(path).map(|m| m.permissions()).unwrap_or_else(|_| {
        use std::os::unix::fs::PermissionsExt;
        std::fs::Permissions::from_mode(0o666)
    });
    #[cfg(unix)]
    builder.permissions(permissions);
    let mut temp = builder.tempfile_in(dir).map_err(plain)?;
    fill(temp.as_file_mut()).map_err(plain)?;
    temp.as_file().sync_all().map_err(plain)?;
    temp.persist(path).map_err(|e| plain(e.error))?;
    Ok(())
}

/// The OS's own words for an error, without the temporary file's name that tempfile adds.
fn plain(e: io::Error) -> io::Error {
    e.raw_os_error().map_or(e, io::Error::from_raw_os_error)
}

/// Reads and checks a document.
pub fn read(reader: impl Read) -> Result<SolutionSet, FileError> {
    let raw: RawDocument = serde_json::from_reader(io::BufReader::new(reader)).map_err(|e| {
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
    let problem = Problem::new(n, fixed, MAX_FILE_N)?;
    let stated = match raw.count {
        Some(count) => field("count", Some(count))?,
        None => solutions.rows,
    };
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
    // After the solutions, as in a streamed document ([`crate::output`]), where they are
    // known only at the end. Readers take the fields in any order.
    solutions: Solutions<'a, 'p>,
    complete: bool,
    count: usize,
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

/// Every field optional and loosely typed, so a foreign JSON object is told apart from a
/// damaged one: `format` is checked before any other field's type.
#[derive(Deserialize)]
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

/// A field's value as the type it must have.
fn field<T: DeserializeOwned>(name: &'static str, value: Option<Value>) -> Result<T, FileError> {
    let value = value.ok_or(FileError::Missing(name))?;
    serde_json::from_value(value).map_err(|e| FileError::Field { name, reason: e.to_string() })
}

/// Rows of numbers read straight into one flat vector, never a vector per row. Anything
/// that is not such a list is noted, not refused, so that a foreign document is still
/// recognised by its `format` rather than by whichever field failed first.
#[derive(Default)]
struct FlatRows {
    values: Vec<u32>,
    rows: usize,
    widths_differ: bool,
    /// Something other than a list of lists of column numbers was found.
    malformed: bool,
}

impl FlatRows {
    fn malformed() -> Self {
        FlatRows { malformed: true, ..FlatRows::default() }
    }
}

/// Visitor methods that accept any scalar as the given "not what we wanted" value.
macro_rules! accept_scalars {
    ($value:expr) => {
        fn visit_bool<E: de::Error>(self, _: bool) -> Result<Self::Value, E> {
            Ok($value)
        }
        fn visit_i64<E: de::Error>(self, _: i64) -> Result<Self::Value, E> {
            Ok($value)
        }
        fn visit_u64<E: de::Error>(self, _: u64) -> Result<Self::Value, E> {
            Ok($value)
        }
        fn visit_f64<E: de::Error>(self, _: f64) -> Result<Self::Value, E> {
            Ok($value)
        }
        fn visit_str<E: de::Error>(self, _: &str) -> Result<Self::Value, E> {
            Ok($value)
        }
        fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
            Ok($value)
        }
        fn visit_map<M: de::MapAccess<'de>>(self, mut map: M) -> Result<Self::Value, M::Error> {
            while map.next_entry::<de::IgnoredAny, de::IgnoredAny>()?.is_some() {}
            Ok($value)
        }
    };
}

impl<'de> Deserialize<'de> for FlatRows {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(FlatRowsVisitor)
    }
}

struct FlatRowsVisitor;

impl<'de> Visitor<'de> for FlatRowsVisitor {
    type Value = FlatRows;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a list of solutions, each a list of columns")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<FlatRows, A::Error> {
        let mut rows = FlatRows::default();
        let mut width = None;
        while let Some(row) = seq.next_element_seed(RowSeed(&mut rows.values))? {
            match row {
                Some(len) => {
                    rows.rows += 1;
                    rows.widths_differ |= *width.get_or_insert(len) != len;
                }
                None => rows.malformed = true,
            }
        }
        Ok(rows)
    }

    accept_scalars!(FlatRows::malformed());
}

/// Appends one row's numbers to the flat vector and yields the row's length, or `None`
/// (appending nothing) if the row is not a list of column numbers.
struct RowSeed<'v>(&'v mut Vec<u32>);

impl<'de> DeserializeSeed<'de> for RowSeed<'_> {
    type Value = Option<usize>;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Option<usize>, D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for RowSeed<'_> {
    type Value = Option<usize>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a list of column numbers")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Option<usize>, A::Error> {
        let start = self.0.len();
        let mut numbers = true;
        while let Some(value) = seq.next_element::<serde_json::Value>()? {
            match value.as_u64().and_then(|c| u32::try_from(c).ok()) {
                Some(col) if numbers => self.0.push(col),
                _ => numbers = false,
            }
        }
        if !numbers {
            self.0.truncate(start);
            return Ok(None);
        }
        Ok(Some(self.0.len() - start))
    }

    accept_scalars!(None);
}
