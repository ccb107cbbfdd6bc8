//! `nqueens check`: a student's answers checked, one report a file, as a teacher's note
//! (in English, Spanish or Catalan), JSON lines or CSV.

use super::CliError;
use super::puzzle::parse_lang;
use nqueens::check::{self, CheckError, Exercise, Options, Report, words};
use nqueens::control::Control;
use nqueens::picture::Lang;
use std::fs::File;
use std::io::{self, BufReader, Write};
use std::path::{Path, PathBuf};

/// `nqueens check`'s arguments.
#[derive(clap::Args)]
pub struct CheckArgs {
    /// Files of answers; none, or `-`: standard input.
    #[arg(value_name = "FILE")]
    files: Vec<PathBuf>,
    /// The board's size; read from the first answer when not given (a count needs it).
    #[arg(long, value_name = "N")]
    n: Option<usize>,
    /// all: every solution once. unique: one solution per class under the board's 8
    /// rotations and reflections. one: a single solution. count: the number of solutions,
    /// against the published counts (n up to 27).
    #[arg(long, value_enum, value_name = "EXERCISE", default_value = "all")]
    exercise: ExerciseArg,
    /// text: a note per file and a summary line. json: one object a file, one a line, {"file",
    /// "n", "exercise", "notation", "read", "valid", "invalid_count", "invalid" (the first 100:
    /// {"line", "squares", "fault", …}), "duplicate_count", "duplicates" ({"line",
    /// "first_line"}), "missing", "missing_examples" (columns by row), "skipped", "count",
    /// "correct"}; a file that cannot be read: {"file", "error"}. csv: one row a file.
    #[arg(long, value_enum, value_name = "FORMAT", default_value = "text")]
    format: CheckFormat,
    /// The language of the text report: en, es or ca.
    #[arg(long, value_parser = parse_lang, default_value = "en", value_name = "LANG")]
    lang: Lang,
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum ExerciseArg {
    All,
    Unique,
    One,
    Count,
}

impl From<ExerciseArg> for Exercise {
    fn from(arg: ExerciseArg) -> Exercise {
        match arg {
            ExerciseArg::All => Exercise::All,
            ExerciseArg::Unique => Exercise::Unique,
            ExerciseArg::One => Exercise::One,
            ExerciseArg::Count => Exercise::Count,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum CheckFormat {
    Text,
    Json,
    Csv,
}

const CSV_HEADER: &str = "file,n,exercise,notation,read,valid,invalid,duplicates,missing,correct";

impl CheckArgs {
    /// Checks every file; exit 0 when all are correct, 1 when an answer is wrong, 2 when a
    /// file cannot be read (the others are still checked).
    pub fn run(self) -> Result<(), CliError> {
        let options = Options { n: self.n, exercise: self.exercise.into() };
        if options.exercise == Exercise::Count && options.n.is_none() {
            return Err(CliError::Usage("--exercise count needs the board's size: add --n N".into()));
        }
        let files = if self.files.is_empty() { vec![PathBuf::from("-")] } else { self.files.clone() };
        let mut out = io::stdout().lock();
        if self.format == CheckFormat::Csv {
            writeln!(out, "{CSV_HEADER}")?;
        }
        let (mut correct, mut unreadable) = (0, 0);
        for path in &files {
            let name = if path == Path::new("-") { "-".to_string() } else { path.display().to_string() };
            match check_one(path, &options) {
                Ok(report) => {
                    correct += usize::from(report.correct);
                    self.write(&mut out, &name, &report)?;
                }
                Err(e) => {
                    if self.format == CheckFormat::Json {
                        writeln!(out, "{}", serde_json::json!({ "file": name, "error": e.to_string() }))?;
                    }
                    out.flush()?;
                    note!("nqueens: cannot check {name}: {e}");
                    unreadable += 1;
                }
            }
        }
        if self.format == CheckFormat::Text && files.len() > 1 {
            writeln!(out, "{}", words::summary(self.lang, files.len(), correct, unreadable))?;
        }
        out.flush()?;
        if unreadable > 0 {
            let which = if unreadable == 1 { "1 file" } else { "some files" };
            return Err(CliError::Unreadable(format!("{which} could not be checked")));
        }
        if correct < files.len() {
            return Err(CliError::WrongAnswers);
        }
        Ok(())
    }

    fn write(&self, out: &mut impl Write, name: &str, report: &Report) -> io::Result<()> {
        match self.format {
            CheckFormat::Text => {
                let name = if name == "-" { words::standard_input(self.lang) } else { name.to_owned() };
                for line in words::note(self.lang, &name, report) {
                    writeln!(out, "{line}")?;
                }
            }
            CheckFormat::Json => {
                #[derive(serde::Serialize)]
                struct Line<'a> {
                    file: &'a str,
                    #[serde(flatten)]
                    report: &'a Report,
                }
                serde_json::to_writer(&mut *out, &Line { file: name, report })?;
                writeln!(out)?;
            }
            CheckFormat::Csv => {
                let notation = report
                    .notation
                    .map(|n| serde_json::to_value(n).ok().and_then(|v| v.as_str().map(str::to_owned)))
                    .unwrap_or_default()
                    .unwrap_or_default();
                writeln!(
                    out,
                    "{},{},{},{},{},{},{},{},{},{}",
                    csv_field(name),
                    report.n.map(|n| n.to_string()).unwrap_or_default(),
                    report.exercise.name(),
                    notation,
                    report.read,
                    report.valid,
                    report.invalid_count,
                    report.duplicate_count,
                    report.missing,
                    report.correct
                )?;
            }
        }
        Ok(())
    }
}

/// Checks one file (`-`: standard input), streaming.
fn check_one(path: &Path, options: &Options) -> Result<Report, CheckError> {
    let mut ignore = |_: check::Finding<'_>| Control::Continue;
    if path == Path::new("-") {
        return check::check(io::stdin().lock(), options, &mut ignore);
    }
    let file = File::open(path).map_err(check::ReadError::Open)?;
    check::check(BufReader::with_capacity(1 << 16, file), options, &mut ignore)
}

/// A CSV field, quoted when it holds a comma, a quote or a line end.
fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}
