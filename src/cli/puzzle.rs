//! `nqueens puzzle`: minimal puzzles with one completion, graded, as JSON, text or a sheet.

use super::{CliError, FormatArg, Output, signals};
use nqueens::output::{EMPTY, FIXED_QUEEN, Layout};
use nqueens::picture::{Format, Lang, PuzzleSheet};
use nqueens::puzzle::{self, Difficulty, Puzzle};
use std::io;
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
    format: FormatArg,
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
        let output = self.format.output();
        if matches!(output, Output::Sheet(Format::Png)) && !self.to_file() {
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
        // From here a signal stops the making and keeps what was made; a second Ctrl-C
        // while that is written does not abandon it (a third does).
        signals::stoppable();
        signals::saves_on_stop();
        let cancel = signals::cancel_flag();
        let hold = super::test_hold::from_env();
        let on_made = |made: usize| {
            if let Some(hold) = &hold {
                if made == hold.after {
                    // Tells a test that the puzzles it waits for are made.
                    let _ = std::fs::write(hold.file.with_extension("reached"), "");
                }
                hold.wait(made, &cancel);
            }
        };
        let puzzles = puzzle::make_until(self.n, self.count, difficulty, self.seed, &cancel, &on_made)
            .map_err(|e| CliError::Usage(e.to_string()))?;
        let by = signals::stopped_by();
        if puzzles.is_empty() {
            return Err(CliError::Stopped(format!(
                "stopped by {by} before a puzzle was made: nothing was written"
            )));
        }
        let stopped = puzzles.len() < self.count;
        let files = match output {
            Output::Sheet(format) => PuzzleSheet::new(&puzzles, self.lang)
                .and_then(|sheet| sheet.picture()?.encode(format))
                .map_err(|e| CliError::Usage(e.to_string()))?,
            Output::Stream(Layout::Json) => {
                let list: Vec<_> = puzzles.iter().map(puzzle::to_json).collect();
                let mut text = serde_json::to_vec_pretty(&list).map_err(io::Error::other)?;
                text.push(b'\n');
                vec![text]
            }
            Output::Stream(Layout::Text) => vec![text(&puzzles).into_bytes()],
            Output::Stream(Layout::Jsonl) => {
                let mut out = Vec::new();
                puzzle::write(&puzzles, &mut out)?;
                vec![out]
            }
        };
        // One file (or PNG pages), written as solve's sheets are; the puzzles a stop kept are
        // written whole, whatever signal comes next (but a third Ctrl-C).
        let pages = matches!(output, Output::Sheet(Format::Png)).then_some("puzzles");
        let stop: &dyn Fn() -> bool = if stopped { &|| false } else { &signals::received };
        super::render::write_files(self.out.as_deref(), &files, pages, stop)?;
        if signals::received() {
            let place = match self.out.as_deref().filter(|p| *p != Path::new("-")) {
                Some(path) => format!("written to {}", path.display()),
                None => "written".into(),
            };
            let (made, count) = (puzzles.len(), self.count);
            return Err(CliError::Stopped(if made == count {
                format!("stopped by {by} once the puzzles were made: all {count} were {place}")
            } else {
                format!("stopped by {by} after {made} of {count} puzzles: kept the {made} made, {place}")
            }));
        }
        Ok(())
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
        // "1 guess", "2 guesses": the noun's plural is not a plain s.
        let guesses = if g.guesses == 1 { "guess" } else { "guesses" };
        out.push_str(&format!(
            "Puzzle {} ({}: {} forced, {} {guesses})\n",
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
