//! `nqueens count` (whole, in parts, with a checkpoint) and `nqueens merge`.

use super::CliError;
use super::ticker::Ticker;
use nqueens::board::{MAX_N, Problem, Queen};
use nqueens::control::{CancelFlag, Progress};
use nqueens::count::checkpoint::{Checkpoint, CheckpointError, CountOf, Part};
use nqueens::count::checkpointed::count_checkpointed;
use nqueens::count::{Counts, Plan};
use serde::{Deserialize, Serialize};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// What `count` prints; `merge` reads it back.
#[derive(Serialize, Deserialize)]
pub struct CountReport {
    pub n: usize,
    pub fixed: Vec<Queen>,
    #[serde(flatten)]
    pub counts: Counts,
    /// Which part of a split this is, with how the work was cut; absent for a whole count.
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub split: Option<SplitInfo>,
    pub seconds: f64,
}

#[derive(Serialize, Deserialize, Clone, PartialEq, Eq)]
pub struct SplitInfo {
    pub part: Part,
    pub split: String,
    pub jobs: usize,
}

pub fn count(
    n: usize,
    fixed: Vec<Queen>,
    threads: usize,
    part: Option<Part>,
    checkpoint: Option<&Path>,
    quiet: bool,
) -> Result<(), CliError> {
    let problem = Problem::new(n, fixed, MAX_N)?;
    let plan = Plan::new(&problem);
    let whole = part.unwrap_or(Part::WHOLE);
    let start = match checkpoint {
        Some(path) => Checkpoint::open(path, &problem, &plan, whole)?,
        None => Checkpoint::new(&problem, &plan, whole),
    };
    let say = |line: String| {
        if !quiet {
            eprintln!("nqueens: {line}");
        }
    };
    if n > nqueens::count::halves::WHOLE_MAX && problem.fixed().is_empty() {
        // Past 21 the memory comes from sizing every job, which takes a minute at n = 23.
        say(format!("sizing the {} jobs of n = {n} to find the memory they need", plan.len()));
    }
    // Said before the work starts, so a batch job can be sized (and stderr keeps stdout JSON).
    say(format!(
        "counting n = {n} in {} jobs ({}), needing about {} of memory",
        plan.len(),
        plan.split_name(),
        plan.memory_text(threads)
    ));
    let (done, all) = start.progress();
    if let Some(path) = checkpoint.filter(|_| done > 0) {
        say(format!("resuming from {}: {done} of {all} jobs were already counted", path.display()));
    }
    let cancel = CancelFlag::new();
    if checkpoint.is_some() {
        // Ctrl-C stops the count cleanly, so the checkpoint keeps everything finished.
        super::cancel_on_ctrl_c(&cancel)?;
    }
    let progress = Progress::new();
    let warn = |e: &CheckpointError| eprintln!("nqueens: {e}");
    let ticker = Ticker { what: "counting", unit: plan.work_unit(), quiet, open_ended: false };
    let ended = ticker
        .run(&progress, || count_checkpointed(&plan, start, checkpoint, threads, &progress, &cancel, &warn));
    if let Some(Err(e)) = ended.saved.as_ref() {
        warn(e);
    }
    if ended.result.is_err() {
        let (done, all) = ended.checkpoint.progress();
        let resume = match (checkpoint, &ended.saved) {
            (Some(path), Some(Ok(()))) => {
                format!("; run the same command again to resume from {}", path.display())
            }
            _ => String::new(),
        };
        return Err(CliError::Stopped(format!("stopped with {done} of {all} jobs done{resume}")));
    }
    let report = CountReport {
        n,
        fixed: problem.fixed().to_vec(),
        counts: ended.counts(&plan),
        split: part.map(|part| SplitInfo { part, split: plan.split_name().into(), jobs: plan.len() }),
        seconds: progress.snapshot().elapsed.as_secs_f64(),
    };
    print_json(&report)
}

fn print_json(value: &impl Serialize) -> Result<(), CliError> {
    let mut stdout = io::stdout().lock();
    serde_json::to_writer(&mut stdout, value).map_err(io::Error::from)?;
    writeln!(stdout)?;
    Ok(())
}

#[derive(Serialize)]
struct MergedReport<'a> {
    n: usize,
    fixed: &'a [Queen],
    #[serde(flatten)]
    counts: Counts,
    parts: usize,
    seconds: f64,
}

/// Adds up the parts of one split count, after checking that every part is there once.
pub fn merge(files: &[PathBuf]) -> Result<(), CliError> {
    let mut reports = Vec::new();
    for path in files {
        let bad = |reason: String| CliError::Usage(format!("{}: {reason}", path.display()));
        let text = std::fs::read(path).map_err(|e| bad(format!("cannot read it: {e}")))?;
        let report: CountReport = serde_json::from_slice(&text)
            .map_err(|e| bad(format!("not the output of `nqueens count --part`: {e}")))?;
        let split =
            report.split.clone().ok_or_else(|| bad("a whole count, not a part (no \"part\")".into()))?;
        reports.push((path, report, split));
    }
    let Some((_, first, first_split)) = reports.first() else {
        return Err(CliError::Usage("merge needs the part files to add up".into()));
    };
    // Every part must be of the count this version of nqueens makes of the first one's board.
    let problem = Problem::new(first.n, first.fixed.clone(), MAX_N)?;
    let plan = Plan::new(&problem);
    let expected = CountOf::new(&problem, &plan);
    let of = first_split.part.of;
    let mut seen = vec![None; of];
    for (path, report, split) in &reports {
        let work = CountOf {
            n: report.n,
            fixed: report.fixed.clone(),
            split: split.split.clone(),
            jobs: split.jobs,
        };
        if let Some(reason) = work.mismatch(&expected) {
            return Err(CliError::Usage(format!(
                "{} is from another count or split than {} ({reason}, where this version of nqueens \
                 cuts the count of {} into {} jobs as {})",
                path.display(),
                reports[0].0.display(),
                first.n,
                expected.jobs,
                expected.split
            )));
        }
        if split.part.of != of || split.part.index >= of {
            return Err(CliError::Usage(format!(
                "{} is from another count or split than {} (part {}/{} where that is part {}/{of})",
                path.display(),
                reports[0].0.display(),
                split.part.index,
                split.part.of,
                first_split.part.index
            )));
        }
        if let Some(other) = seen[split.part.index].replace(path) {
            return Err(CliError::Usage(format!(
                "part {}/{of} is given twice: {} and {}",
                split.part.index,
                other.display(),
                path.display()
            )));
        }
    }
    let missing: Vec<String> =
        seen.iter().enumerate().filter(|(_, p)| p.is_none()).map(|(i, _)| i.to_string()).collect();
    if !missing.is_empty() {
        return Err(CliError::Usage(format!("parts missing (of {of}): {}", missing.join(", "))));
    }
    let counts = plan.finish(reports.iter().fold(Counts::default(), |sum, (_, r, _)| sum + r.counts));
    let seconds = reports.iter().map(|(_, r, _)| r.seconds).sum();
    print_json(&MergedReport { n: first.n, fixed: &first.fixed, counts, parts: of, seconds })
}
