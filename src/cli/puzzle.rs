//! `nqueens puzzle`: minimal puzzles with one completion, graded, as JSON, text or a sheet.

use super::CliError;
use nqueens::format::FileError;
use nqueens::output::{EMPTY, FIXED_QUEEN};
use nqueens::picture::{Format, Lang, PuzzleSheet};
use nqueens::puzzle::{self, Difficulty, Puzzle};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// `nqueens puzzle`'s arguments.
#[derive(clap::Args)]
pub struct PuzzleArgs {
    /// Board size (4 to 20).
    n: usize,
    /// How many puzzles (1 to 1000).
    #[arg(long, value_name = "K", default_value_t = 1)]
    count: usize,
    /// easy: forced placements alone solve it (a row or column with one safe square left);
    /// medium: one guess (a trial queen that ends in a dead end) is needed; hard: more.
    /// Without it, puzzles of any grade. The 4×4 board has only easy puzzles, the 6×6
    /// only hard ones.
    #[arg(long, value_enum, value_name = "GRADE")]
    difficulty: Option<DifficultyArg>,
    /// The seed: the same seed makes the same puzzles.
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// jsonl: one puzzle a line, {"format": "nqueens-puzzle", "version", "n", "fixed",
    /// "solution", "difficulty", "forced", "guesses"}. json: a list of them. text: each
    /// puzzle as a board (♛ a given, · an empty square), its grade above it. svg, png, pdf:
    /// a sheet of the puzzles, numbered, with the answers on a page of their own at the end
    /// (PNG needs --out FILE and writes FILE-1.png, FILE-2.png, …, one a page).
    #[arg(long, value_enum, value_name = "FORMAT", default_value = "jsonl")]
    format: PuzzleFormat,
    /// Write to FILE instead of standard output, atomically.
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    /// The sheet's language: en, es or ca.
    #[arg(long, value_parser = parse_lang, default_value = "en", value_name = "LANG")]
    lang: Lang,
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum DifficultyArg {
    Easy,
    Medium,
    Hard,
}

#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum PuzzleFormat {
    Json,
    Jsonl,
    Text,
    Svg,
    Png,
    Pdf,
}

/// `--lang`: one of the sheet languages.
pub fn parse_lang(text: &str) -> Result<Lang, String> {
    Lang::from_code(text).ok_or_else(|| format!("expected en, es or ca (got {text:?})"))
}

impl PuzzleArgs {
    pub fn to_file(&self) -> bool {
        self.out.as_deref().is_some_and(|p| p != Path::new("-"))
    }

    pub fn run(self) -> Result<(), CliError> {
        let difficulty = self.difficulty.map(|d| match d {
            DifficultyArg::Easy => Difficulty::Easy,
            DifficultyArg::Medium => Difficulty::Medium,
            DifficultyArg::Hard => Difficulty::Hard,
        });
        let picture = match self.format {
            PuzzleFormat::Svg => Some(Format::Svg),
            PuzzleFormat::Png => Some(Format::Png),
            PuzzleFormat::Pdf => Some(Format::Pdf),
            _ => None,
        };
        if picture == Some(Format::Png) && !self.to_file() {
            return Err(CliError::Usage(
                "a PNG sheet is one image a page: add --out FILE, which writes FILE-1.png, FILE-2.png, …"
                    .into(),
            ));
        }
        if let Some(path) = &self.out
            && path.is_dir()
        {
            return Err(CliError::Usage(format!(
                "{} is a directory: give a file name in it",
                path.display()
            )));
        }
        let puzzles = puzzle::make(self.n, self.count, difficulty, self.seed)
            .map_err(|e| CliError::Usage(e.to_string()))?;
        let files: Vec<Vec<u8>> = match (self.format, picture) {
            (_, Some(format)) => PuzzleSheet::new(&puzzles, self.lang)
                .and_then(|sheet| sheet.picture()?.encode(format))
                .map_err(|e| CliError::Usage(e.to_string()))?,
            (PuzzleFormat::Json, _) => {
                let list: Vec<_> = puzzles.iter().map(puzzle::to_json).collect();
                let mut text = serde_json::to_vec_pretty(&list).map_err(io::Error::other)?;
                text.push(b'\n');
                vec![text]
            }
            (PuzzleFormat::Text, _) => vec![text(&puzzles).into_bytes()],
            _ => {
                let mut out = Vec::new();
                puzzle::write(&puzzles, &mut out)?;
                vec![out]
            }
        };
        let out = self.out.filter(|p| p != Path::new("-"));
        match (out, picture) {
            (Some(path), Some(Format::Png)) => {
                let stem =
                    path.file_stem().map_or_else(|| "puzzles".into(), |s| s.to_string_lossy().into_owned());
                for (i, file) in files.iter().enumerate() {
                    write(&path.with_file_name(format!("{stem}-{}.png", i + 1)), file)?;
                }
                eprintln!("nqueens: wrote {} pages, {stem}-1.png to {stem}-{}.png", files.len(), files.len());
                Ok(())
            }
            (Some(path), _) => write(&path, &files[0]),
            (None, _) => {
                let mut stdout = io::stdout().lock();
                stdout.write_all(&files[0])?;
                Ok(stdout.flush()?)
            }
        }
    }
}

/// Each puzzle as a text board under a line with its number and grade.
fn text(puzzles: &[Puzzle]) -> String {
    let mut out = String::new();
    for (i, p) in puzzles.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let g = p.grade;
        out.push_str(&format!(
            "Puzzle {} ({}: {} forced, {} guesses)\n",
            i + 1,
            g.difficulty,
            g.forced,
            g.guesses
        ));
        for row in 0..p.n {
            let line: Vec<String> = (0..p.n)
                .map(|col| {
                    let given = p.fixed.iter().any(|q| q.row == row && q.col == col);
                    (if given { FIXED_QUEEN } else { EMPTY }).to_string()
                })
                .collect();
            out.push_str(&line.join(" "));
            out.push('\n');
        }
    }
    out
}

fn write(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    nqueens::place_file::write(path, |file| file.write_all(bytes))
        .map_err(|source| FileError::Write { path: path.to_owned(), source }.into())
}
