//! The puzzle document, one JSON object a puzzle:
//!
//! ```json
//! {"format":"nqueens-puzzle","version":1,"n":8,"fixed":[[0,3],[5,6]],
//!  "solution":[3,1,7,5,0,2,4,6],"difficulty":"medium","forced":5,"guesses":1}
//! ```
//! A set is written as JSON lines (one puzzle a line) or as a JSON list of them; reading
//! takes either, and any number of objects one after another. Reading checks everything,
//! and counts again: the givens must have exactly one completion. `solution`,
//! `difficulty`, `forced` and `guesses` may be left out of a puzzle written by hand (they
//! are worked out); when given, they must be what the grader finds.

use super::{Difficulty, MAX_PUZZLE_N, MIN_PUZZLE_N, Puzzle, completions, grade};
use crate::board::{Problem, ProblemError, Queen, is_solution};
use serde::Deserialize;
use serde::de::{DeserializeOwned, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::{Value, json};
use std::cell::{Cell, RefCell};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::rc::Rc;

/// The document's `format` and `version`.
pub const FORMAT: &str = "nqueens-puzzle";
pub const VERSION: u32 = 1;

/// Why a puzzle file could not be read or written. `puzzle` counts from 1, `line` too.
#[derive(Debug, thiserror::Error)]
pub enum PuzzleFileError {
    #[error("cannot read {path}: {source}")]
    Read { path: PathBuf, source: io::Error },
    #[error("cannot write {path}: {source}")]
    Write { path: PathBuf, source: io::Error },
    #[error("not a valid puzzle file: line {line}: {source}")]
    Json { line: usize, source: serde_json::Error },
    #[error("the file holds no puzzle")]
    Empty,
    /// More puzzles than the memory cap lets a reader keep.
    #[error("the file holds more than {keep} puzzles, the most kept in memory (the memory cap)")]
    PastCap { keep: usize },
    #[error("puzzle {puzzle} (line {line}) is not a Queenside puzzle ({})", match found {
        Some(f) => format!("its \"format\" is {f}, not \"{FORMAT}\""),
        None => format!("it has no \"format\": \"{FORMAT}\""),
    })]
    Foreign { puzzle: usize, line: usize, found: Option<String> },
    #[error("puzzle {puzzle} (line {line}): the field \"{name}\" is missing")]
    Missing { puzzle: usize, line: usize, name: &'static str },
    #[error("puzzle {puzzle} (line {line}): the field \"{name}\" is wrong: {reason}")]
    Field { puzzle: usize, line: usize, name: &'static str, reason: String },
    #[error(
        "puzzle {puzzle} (line {line}): version {version} is not supported (this build reads version {VERSION})"
    )]
    Version { puzzle: usize, line: usize, version: u32 },
    #[error(
        "puzzle {puzzle} (line {line}): boards from {MIN_PUZZLE_N} to {MAX_PUZZLE_N} wide make puzzles (got {n})"
    )]
    Size { puzzle: usize, line: usize, n: usize },
    #[error("puzzle {puzzle} (line {line}): {source}")]
    Problem { puzzle: usize, line: usize, source: ProblemError },
    #[error("puzzle {puzzle} (line {line}): its queens allow {} completions, and a puzzle has exactly one", if *.completions == 0 { "no".to_owned() } else { "more than one".to_owned() })]
    NotUnique { puzzle: usize, line: usize, completions: u64 },
    #[error("puzzle {puzzle} (line {line}): its \"solution\" is not the one completion of its queens")]
    WrongSolution { puzzle: usize, line: usize },
    #[error(
        "puzzle {puzzle} (line {line}): the file says \"{name}\": {stated}, but the grader finds {found}"
    )]
    WrongGrade { puzzle: usize, line: usize, name: &'static str, stated: String, found: String },
}

/// One puzzle's document, as a JSON value.
pub fn to_json(puzzle: &Puzzle) -> Value {
    json!({
        "format": FORMAT,
        "version": VERSION,
        "n": puzzle.n,
        "fixed": puzzle.fixed,
        "solution": puzzle.solution,
        "difficulty": puzzle.grade.difficulty,
        "forced": puzzle.grade.forced,
        "guesses": puzzle.grade.guesses,
    })
}

/// Writes puzzles as JSON lines: one document a line.
pub fn write(puzzles: &[Puzzle], mut out: impl Write) -> io::Result<()> {
    for puzzle in puzzles {
        serde_json::to_writer(&mut out, &to_json(puzzle))?;
        out.write_all(b"\n")?;
    }
    out.flush()
}

/// Saves puzzles as JSON lines at `path`, atomically (a failed save leaves the file as it was).
pub fn save(puzzles: &[Puzzle], path: &Path) -> Result<(), PuzzleFileError> {
    crate::place_file::write(path, |file| write(puzzles, io::BufWriter::new(file)))
        .map_err(|source| PuzzleFileError::Write { path: path.to_owned(), source })
}

/// Reads and checks the puzzles at `path`.
pub fn open(path: &Path) -> Result<Vec<Puzzle>, PuzzleFileError> {
    let file = std::fs::File::open(path)
        .map_err(|source| PuzzleFileError::Read { path: path.to_owned(), source })?;
    read_keeping(file, usize::MAX)
}

/// Reads and checks puzzles: JSON lines, a JSON list of puzzles, or objects one after another.
pub fn read(text: &str) -> Result<Vec<Puzzle>, PuzzleFileError> {
    read_keeping(text.as_bytes(), usize::MAX)
}

/// [`read`] from `reader`, streamed: a puzzle's fields are read and any other passed over
/// without being kept, so that the memory taken grows with the puzzles, never with the
/// file (a big file of another kind, a set of solutions, is passed over in little memory).
/// More than `keep` puzzles are refused ([`PuzzleFileError::PastCap`]) as soon as seen.
pub fn read_keeping(reader: impl Read, keep: usize) -> Result<Vec<Puzzle>, PuzzleFileError> {
    let newlines = Rc::new(Cell::new(0));
    let counted = CountLines { inner: io::BufReader::new(reader), newlines: newlines.clone() };
    let mut json = serde_json::Deserializer::from_reader(counted);
    let halt = RefCell::new(None);
    let mut puzzles = Vec::new();
    // `end` passes the blanks between documents and fails where another begins.
    while json.end().is_err() {
        let seed = DocumentSeed { newlines: &newlines, keep, before: puzzles.len(), halt: &halt };
        let raws = match seed.deserialize(&mut json) {
            Ok(raws) => raws,
            Err(source) => match halt.take() {
                Some(e) => return Err(e),
                None => return Err(PuzzleFileError::Json { line: source.line(), source }),
            },
        };
        for (raw, line) in raws {
            puzzles.push(one(raw, puzzles.len() + 1, line)?);
        }
    }
    if puzzles.is_empty() {
        return Err(PuzzleFileError::Empty);
    }
    Ok(puzzles)
}

/// A reader that counts the line breaks read through it. serde_json reads a byte at a time
/// and looks one byte ahead: when a value is about to be read, its first byte has been, so
/// the breaks counted are the lines before it.
struct CountLines<R> {
    inner: R,
    newlines: Rc<Cell<usize>>,
}

impl<R: Read> Read for CountLines<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let k = self.inner.read(buf)?;
        let breaks = buf[..k].iter().filter(|&&b| b == b'\n').count();
        self.newlines.set(self.newlines.get() + breaks);
        Ok(k)
    }
}

/// One document of a puzzle file, an object (one puzzle) or a list of them, read as each
/// puzzle's fields and the line it starts on, after `before` puzzles. A list stops at its
/// first item that is no puzzle, and past `keep` puzzles in all: the reason is put in
/// `halt` and the read fails, so that a big file of another kind is not read to its end.
struct DocumentSeed<'a> {
    newlines: &'a Rc<Cell<usize>>,
    keep: usize,
    before: usize,
    halt: &'a RefCell<Option<PuzzleFileError>>,
}

impl DocumentSeed<'_> {
    fn line(&self) -> usize {
        self.newlines.get() + 1
    }

    /// Fails with `e`, kept in `halt`.
    fn halt<E: serde::de::Error>(&self, e: PuzzleFileError) -> E {
        let said = E::custom(&e);
        *self.halt.borrow_mut() = Some(e);
        said
    }

    /// Whether one more puzzle is past the cap, `held` being read in this document.
    fn room<E: serde::de::Error>(&self, held: usize) -> Result<(), E> {
        if self.before + held >= self.keep {
            return Err(self.halt(PuzzleFileError::PastCap { keep: self.keep }));
        }
        Ok(())
    }
}

impl<'de> DeserializeSeed<'de> for DocumentSeed<'_> {
    type Value = Vec<(Raw, usize)>;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Self::Value, D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for DocumentSeed<'_> {
    type Value = Vec<(Raw, usize)>;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a puzzle or a list of puzzles")
    }

    fn visit_map<M: MapAccess<'de>>(self, map: M) -> Result<Self::Value, M::Error> {
        // The object's first byte is read: the count is of the lines before it.
        let line = self.line();
        self.room(0)?;
        let raw = Raw::deserialize(serde::de::value::MapAccessDeserializer::new(map))?;
        Ok(vec![(raw, line)])
    }

    fn visit_seq<S: SeqAccess<'de>>(self, mut seq: S) -> Result<Self::Value, S::Error> {
        let mut raws = Vec::new();
        while let Some((raw, line)) = seq.next_element_seed(ItemSeed(self.newlines))? {
            self.room(raws.len())?;
            let found = raw.format.as_ref().filter(|f| f.as_str() != Some(FORMAT));
            if raw.other || raw.format.is_none() || found.is_some() {
                let puzzle = self.before + raws.len() + 1;
                let found = found.map(|f| f.to_string());
                return Err(self.halt(PuzzleFileError::Foreign { puzzle, line, found }));
            }
            raws.push((raw, line));
        }
        Ok(raws)
    }

    // Any other value is one that is not a puzzle.
    fn visit_bool<E: serde::de::Error>(self, _: bool) -> Result<Self::Value, E> {
        Ok(vec![(Raw::other(), self.line())])
    }

    fn visit_i64<E: serde::de::Error>(self, _: i64) -> Result<Self::Value, E> {
        Ok(vec![(Raw::other(), self.line())])
    }

    fn visit_u64<E: serde::de::Error>(self, _: u64) -> Result<Self::Value, E> {
        Ok(vec![(Raw::other(), self.line())])
    }

    fn visit_f64<E: serde::de::Error>(self, _: f64) -> Result<Self::Value, E> {
        Ok(vec![(Raw::other(), self.line())])
    }

    fn visit_str<E: serde::de::Error>(self, _: &str) -> Result<Self::Value, E> {
        Ok(vec![(Raw::other(), self.line())])
    }

    fn visit_unit<E: serde::de::Error>(self) -> Result<Self::Value, E> {
        Ok(vec![(Raw::other(), self.line())])
    }
}

/// A list's item: its fields and the line it starts on.
struct ItemSeed<'a>(&'a Rc<Cell<usize>>);

impl<'de> DeserializeSeed<'de> for ItemSeed<'_> {
    type Value = (Raw, usize);

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Self::Value, D::Error> {
        let line = self.0.get() + 1;
        Ok((deserializer.deserialize_any(RawVisitor)?, line))
    }
}

/// An object's puzzle fields; any other value is passed over, as no puzzle.
struct RawVisitor;

impl<'de> Visitor<'de> for RawVisitor {
    type Value = Raw;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a puzzle")
    }

    fn visit_map<M: MapAccess<'de>>(self, map: M) -> Result<Raw, M::Error> {
        Raw::deserialize(serde::de::value::MapAccessDeserializer::new(map))
    }

    fn visit_seq<S: SeqAccess<'de>>(self, mut seq: S) -> Result<Raw, S::Error> {
        while seq.next_element::<serde::de::IgnoredAny>()?.is_some() {}
        Ok(Raw::other())
    }

    fn visit_bool<E: serde::de::Error>(self, _: bool) -> Result<Raw, E> {
        Ok(Raw::other())
    }

    fn visit_i64<E: serde::de::Error>(self, _: i64) -> Result<Raw, E> {
        Ok(Raw::other())
    }

    fn visit_u64<E: serde::de::Error>(self, _: u64) -> Result<Raw, E> {
        Ok(Raw::other())
    }

    fn visit_f64<E: serde::de::Error>(self, _: f64) -> Result<Raw, E> {
        Ok(Raw::other())
    }

    fn visit_str<E: serde::de::Error>(self, _: &str) -> Result<Raw, E> {
        Ok(Raw::other())
    }

    fn visit_unit<E: serde::de::Error>(self) -> Result<Raw, E> {
        Ok(Raw::other())
    }
}

/// Every field optional and loosely typed, so that a foreign object is told apart from a
/// damaged puzzle: `format` is checked first.
#[derive(Default, Deserialize)]
struct Raw {
    /// Not an object at all.
    #[serde(skip)]
    other: bool,
    format: Option<Value>,
    version: Option<Value>,
    n: Option<Value>,
    fixed: Option<Value>,
    solution: Option<Value>,
    difficulty: Option<Value>,
    forced: Option<Value>,
    guesses: Option<Value>,
}

impl Raw {
    fn other() -> Raw {
        Raw { other: true, ..Raw::default() }
    }
}

fn one(raw: Raw, puzzle: usize, line: usize) -> Result<Puzzle, PuzzleFileError> {
    if raw.other {
        return Err(PuzzleFileError::Foreign { puzzle, line, found: None });
    }
    match raw.format {
        Some(Value::String(ref f)) if f == FORMAT => {}
        other => return Err(PuzzleFileError::Foreign { puzzle, line, found: other.map(|v| v.to_string()) }),
    }
    // A field written as null is a field left out.
    let field = |_: &'static str, value: Option<Value>| -> Result<Option<Value>, PuzzleFileError> {
        Ok(value.filter(|v| !v.is_null()))
    };
    let required = |name: &'static str, value: Option<Value>| {
        field(name, value)?.ok_or(PuzzleFileError::Missing { puzzle, line, name })
    };
    let version: u32 = typed(required("version", raw.version)?, "version", puzzle, line)?;
    if version != VERSION {
        return Err(PuzzleFileError::Version { puzzle, line, version });
    }
    let n: usize = typed(required("n", raw.n)?, "n", puzzle, line)?;
    if !(MIN_PUZZLE_N..=MAX_PUZZLE_N).contains(&n) {
        return Err(PuzzleFileError::Size { puzzle, line, n });
    }
    let fixed: Vec<Queen> = typed(required("fixed", raw.fixed)?, "fixed", puzzle, line)?;
    let problem =
        Problem::new(n, fixed).map_err(|source| PuzzleFileError::Problem { puzzle, line, source })?;
    let count = completions(n, problem.fixed(), 2);
    if count != 1 {
        return Err(PuzzleFileError::NotUnique { puzzle, line, completions: count });
    }
    let found = grade(n, problem.fixed()).expect("givens with one completion always grade");
    let solution = solve(n, problem.fixed());
    if let Some(stated) = field("solution", raw.solution)? {
        let stated: Vec<u32> = typed(stated, "solution", puzzle, line)?;
        if stated != solution || !is_solution(n, &stated) {
            return Err(PuzzleFileError::WrongSolution { puzzle, line });
        }
    }
    let mismatch = |name: &'static str, stated: String, found: String| {
        Err(PuzzleFileError::WrongGrade { puzzle, line, name, stated, found })
    };
    if let Some(stated) = field("difficulty", raw.difficulty)? {
        let stated: Difficulty = typed(stated, "difficulty", puzzle, line)?;
        if stated != found.difficulty {
            return mismatch("difficulty", stated.to_string(), found.difficulty.to_string());
        }
    }
    if let Some(stated) = field("forced", raw.forced)? {
        let stated: usize = typed(stated, "forced", puzzle, line)?;
        if stated != found.forced {
            return mismatch("forced", stated.to_string(), found.forced.to_string());
        }
    }
    if let Some(stated) = field("guesses", raw.guesses)? {
        let stated: usize = typed(stated, "guesses", puzzle, line)?;
        if stated != found.guesses {
            return mismatch("guesses", stated.to_string(), found.guesses.to_string());
        }
    }
    Ok(Puzzle { n, fixed: problem.fixed().to_vec(), solution, grade: found })
}

/// The one completion of givens known to have exactly one.
fn solve(n: usize, givens: &[Queen]) -> Vec<u32> {
    let mut found = Vec::new();
    super::make::each_completion(n, givens, &mut |cols| {
        found = cols.to_vec();
        false
    });
    found
}

fn typed<T: DeserializeOwned>(
    value: Value,
    name: &'static str,
    puzzle: usize,
    line: usize,
) -> Result<T, PuzzleFileError> {
    serde_json::from_value(value).map_err(|e| PuzzleFileError::Field {
        puzzle,
        line,
        name,
        reason: e.to_string(),
    })
}
