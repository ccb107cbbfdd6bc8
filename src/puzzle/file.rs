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
use serde::de::DeserializeOwned;
use serde_json::{Value, json};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

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
    let mut text = String::new();
    std::fs::File::open(path)
        .and_then(|mut f| f.read_to_string(&mut text))
        .map_err(|source| PuzzleFileError::Read { path: path.to_owned(), source })?;
    read(&text)
}

/// Reads and checks puzzles: JSON lines, a JSON list of puzzles, or objects one after another.
pub fn read(text: &str) -> Result<Vec<Puzzle>, PuzzleFileError> {
    let line_at = |offset: usize| text[..offset.min(text.len())].matches('\n').count() + 1;
    let mut stream = serde_json::Deserializer::from_str(text).into_iter::<Value>();
    let mut puzzles = Vec::new();
    loop {
        let start = stream.byte_offset();
        let value = match stream.next() {
            None => break,
            Some(Ok(value)) => value,
            Some(Err(source)) => return Err(PuzzleFileError::Json { line: source.line(), source }),
        };
        // The value starts after the whitespace before it.
        let skipped = text[start..].len() - text[start..].trim_start().len();
        let line = line_at(start + skipped);
        match value {
            Value::Array(items) => {
                for item in items {
                    puzzles.push(one(item, puzzles.len() + 1, line)?);
                }
            }
            other => puzzles.push(one(other, puzzles.len() + 1, line)?),
        }
    }
    if puzzles.is_empty() {
        return Err(PuzzleFileError::Empty);
    }
    Ok(puzzles)
}

/// Every field optional and loosely typed, so that a foreign object is told apart from a
/// damaged puzzle: `format` is checked first.
#[derive(Deserialize)]
struct Raw {
    format: Option<Value>,
    version: Option<Value>,
    n: Option<Value>,
    fixed: Option<Value>,
    solution: Option<Value>,
    difficulty: Option<Value>,
    forced: Option<Value>,
    guesses: Option<Value>,
}

fn one(value: Value, puzzle: usize, line: usize) -> Result<Puzzle, PuzzleFileError> {
    let raw: Raw = match serde_json::from_value(value) {
        Ok(raw) => raw,
        Err(_) => return Err(PuzzleFileError::Foreign { puzzle, line, found: None }),
    };
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
